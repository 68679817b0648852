/* Function pointers and indirect calls, resolved soundly. */
#include "aliascheck.h"

typedef int *(*pick_fn)(int *, int *);

struct ops {
    int *(*get)(int *);
};

static int *first(int *a, int *b)
{
    (void)b;
    return a;
}

static int *second(int *a, int *b)
{
    (void)a;
    return b;
}

static int *ident(int *a)
{
    return a;
}

static void indirect(int k)
{
    int x, y, z, w;
    pick_fn f = k ? first : second;
    int *r = f(&x, &y);
    MAYALIAS(r, &x);
    MAYALIAS(r, &y);
    NOALIAS(r, &w);
    NOALIAS(r, &z); /* first() also receives &z below, but returns only what a call gives */
    pick_fn table[2] = {first, second};
    int *s = table[k & 1](&z, &z);
    MAYALIAS(s, &z);
    NOALIAS(s, &w);
    NOALIAS(s, &x); /* first() and second() return only what each call gives */
    struct ops o = {ident};
    int *t = o.get(&w);
    MAYALIAS(t, &w);
    NOALIAS(t, &y);
    MAYALIAS((void *)f, (void *)first);
}

int main(void)
{
    indirect(0);
    indirect(1);
    return 0;
}
