/* Heap objects: one object per allocation site, allocation wrappers (7.1), lists. */
#include <stdlib.h>
#include "aliascheck.h"

struct node {
    int val;
    struct node *next;
};

static int *leaked;

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p)
        abort();
    return p;
}

static int *new_int(void)
{
    return (int *)xmalloc(sizeof(int));
}

static int *leaky(void)
{
    int *p = malloc(sizeof(int));
    leaked = p;
    return p;
}

static struct node *cons(int v, struct node *next)
{
    struct node *n = xmalloc(sizeof *n);
    n->val = v;
    n->next = next;
    return n;
}

static void sites(void)
{
    int *a = malloc(sizeof(int));
    int *b = malloc(sizeof(int));
    NOALIAS(a, b);
    int *c = xmalloc(sizeof(int));
    int *d = xmalloc(sizeof(int));
    NOALIAS(c, d);
    int *e = new_int();
    int *f = new_int();
    NOALIAS(e, f);
    NOALIAS(a, c);
    int *g = leaky();
    int *h = leaky();
    MAYALIAS(g, leaked);
    NOALIAS(g, h); /* imprecise: leaky() leaks its object, so it is no wrapper and one site */
    free(a);
    free(b);
    free(c);
    free(d);
    free(e);
    free(f);
    free(g);
    free(h);
}

static void lists(void)
{
    struct node *l = cons(1, 0);
    struct node *m = cons(2, l);
    MAYALIAS(m->next, l);
    NOALIAS(l, m); /* imprecise: cons writes through its object, so it is no wrapper */
    int x;
    int **cell = malloc(sizeof(int *));
    *cell = &x;
    MAYALIAS(*cell, &x);
    NOALIAS(cell, &x);
    free(cell);
    free(m);
    free(l);
}

int main(void)
{
    sites();
    lists();
    return 0;
}
