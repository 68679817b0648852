/* Arrays and pointer arithmetic: all elements of an array are one object (7.1). */
#include "aliascheck.h"

static int table[2][3];

static void elements(void)
{
    int a[4], b[4];
    int *p = &a[1], *q = a + 2, *r = &b[0];
    MAYALIAS(p, q); /* one object for all of a */
    NOALIAS(p, r);
    NOALIAS(q + 1, b);
    int *row = table[1];
    MAYALIAS(row, &table[0][2]);
    NOALIAS(row, a);
}

static void pointer_arrays(void)
{
    int x, y, z;
    int *ptrs[3];
    ptrs[0] = &x;
    ptrs[1] = &y;
    ptrs[2] = &x;
    MAYALIAS(ptrs[1], &y);
    MAYALIAS(ptrs[2], &x);
    NOALIAS(ptrs[0], &z);
    NOALIAS(ptrs[0], ptrs[1]); /* imprecise: the elements of ptrs share one node */
    int **pp = &ptrs[1];
    MAYALIAS(*pp, &y);
    MAYALIAS(pp, ptrs);
    int **end = ptrs + 3;
    for (int **it = ptrs; it != end; ++it)
        MAYALIAS(*it, &x);
}

static void walk(int *v, int n)
{
    int *it = v;
    for (int i = 0; i < n; i++, it++)
        *it = i;
    MAYALIAS(it, v);
}

int main(void)
{
    int buf[5];
    elements();
    pointer_arrays();
    walk(buf, 5);
    return 0;
}
