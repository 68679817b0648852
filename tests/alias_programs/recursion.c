/* Recursion: recursive and mutually recursive functions passing pointers. */
#include "aliascheck.h"

struct node {
    int val;
    struct node *next;
};

static struct node *last(struct node *n)
{
    return n->next ? last(n->next) : n;
}

static int *odd(int **pp, int k);

static int *even(int **pp, int k)
{
    return k == 0 ? *pp : odd(pp, k - 1);
}

static int *odd(int **pp, int k)
{
    return k == 0 ? 0 : even(pp, k - 1);
}

static void recursion(void)
{
    struct node a, b, c, d;
    a.next = &b;
    b.next = &c;
    c.next = 0;
    d.next = 0;
    struct node *l = last(&a);
    MAYALIAS(l, &c);
    NOALIAS(l, &d);
    NOALIAS(l, &a); /* imprecise: context-insensitive, n takes every node of the list */
    int x, y;
    int *px = &x;
    int *r = even(&px, 4);
    MAYALIAS(r, &x);
    NOALIAS(r, &y);
}

int main(void)
{
    recursion();
    return 0;
}
