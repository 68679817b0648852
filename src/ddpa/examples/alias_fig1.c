/*
 * Zheng, Rugina: "Demand-Driven Alias Analysis for C", POPL 2008,
 * Figure 1 (program expression graph example) and the queries discussed in
 * Sections 4 (Example), 4.1 and 4.4.
 *
 * The paper lists only the pointer assignments (the analysis is
 * flow-insensitive); they are written here in an order that runs without
 * undefined behaviour.  r = &z is added so that r holds a valid address at
 * run time; it does not change any of the paper's answers.
 *
 * Build: gcc -std=gnu99 alias_fig1.c aliascheck.c
 */
#include <stdio.h>
#include "aliascheck.h"

static void fig1(void)
{
    int t, z;
    int *r, *s, *x;
    int **y;

    s = &t;                 /* A: &t -> s   */
    r = &z;                 /* A: &z -> r   (added) */
    y = &r;                 /* A: &r -> y   */
    s = r;                  /* A: r -> s    */
    x = *y;                 /* A: *y -> x   */

    MAYALIAS(x, s);         /* mayAlias(*x, *s): true, V(x, s) */
    MAYALIAS(s, &t);        /* *s and t are memory aliases */
    NOALIAS(x, &t);         /* *x and t are disjoint */
    MAYALIAS(&r, y);        /* V(&r, y), hence M(r, *y) */
    MAYALIAS(r, s);         /* r and s are value aliases */
    NOALIAS(r, &t);         /* r and &t are not value aliases */

    printf("%d %d\n", x == s, x == &z);
}

int main(void)
{
    fig1();
    return 0;
}
