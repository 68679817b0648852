/* Pointers to pointers, stores through them, out-parameters, and section 4.1's examples. */
#include "aliascheck.h"

int ga, gb, gc;

static void basic(void)
{
    int *p = &ga, *q = &gb, *r;
    int **pp = &p;
    r = p;
    MAYALIAS(p, r);
    NOALIAS(p, q);
    MAYALIAS(*pp, &ga);
    MAYALIAS(pp, &p);
    NOALIAS(pp, &q);
    *pp = &gc;
    MAYALIAS(p, &gc);
    MAYALIAS(r, &ga);
    NOALIAS(r, &gc); /* imprecise: flow-insensitive, r = p also sees the later p = &gc */
    NOALIAS(q, &gc);
}

static void twolevel(void)
{
    int x = 0, y = 0;
    int *px = &x, *py = &y;
    int **ppx = &px, **ppy = &py;
    int ***ppp = &ppx;
    **ppp = py;
    MAYALIAS(px, py);
    MAYALIAS(*ppx, &y);
    NOALIAS(ppx, ppy);
    NOALIAS(*ppy, &x);
    MAYALIAS(**ppp, &y);
    NOALIAS(ppp, &ppy);
}

static void nontransitive(void)
{
    int t, z;
    int *r = &z, *s = &t, *x;
    int **y = &r;
    s = r;
    x = *y;
    MAYALIAS(x, s);
    MAYALIAS(s, &t);
    NOALIAS(x, &t);
    NOALIAS(r, &t);
}

static void swap(int **a, int **b)
{
    int *t = *a;
    *a = *b;
    *b = t;
}

static void swaps(void)
{
    int u, v, w;
    int *pu = &u, *pv = &v, *pw = &w;
    swap(&pu, &pv);
    MAYALIAS(pu, &v);
    MAYALIAS(pv, &u);
    NOALIAS(pw, &u);
    NOALIAS(pw, pu);
}

int main(void)
{
    basic();
    twolevel();
    nontransitive();
    swaps();
    return 0;
}
