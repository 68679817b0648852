/*
 * Jaiswal, Khedker, Chakraborty: "Demand-driven Alias Analysis: Formalizing
 * Bidirectional Analyses for Soundness and Precision", Figure 2 (the need of
 * speculation in the presence of indirect pointer assignments), parts (a)
 * and (b) as the functions fig2a and fig2b.
 *
 * C rendering as in bidir_fig1.c: class X becomes struct X with a vfun slot,
 * the stack object "X a" is initialised with X's vfun (its constructor),
 * z->vfun() is the indirect call z->vfun(z).  The right-hand side of line 03
 * of part (b) is elided in the paper ("y->f = ..."); here it is new Y.
 * Paper lines carry a trailing comment aNN (part a) or bNN (part b).
 */
#include <stdio.h>
#include <stdlib.h>

typedef struct X X;
struct X {
    void (*vfun)(X *self);              /* virtual function vfun */
    X *f;                               /* member f: pointer to class X */
};
typedef struct Y { X base; } Y;         /* class Y : public X */

static void X_vfun(X *self) { (void)self; puts("X::vfun"); }
static void Y_vfun(X *self) { (void)self; puts("Y::vfun"); }

static X *new_Y(void)
{
    Y *o = malloc(sizeof *o);
    if (o == NULL)
        abort();
    o->base.vfun = Y_vfun;
    o->base.f = NULL;
    return (X *)o;
}

static void fig2a(void)
{
    X **p, *z, a = { X_vfun, NULL };

    p = &z;                             /* a01 */
    *p = &a;                            /* a02 */
    z->vfun(z);                         /* a03 */
}

static void fig2b(void)
{
    X *x, *y, *z, a = { X_vfun, NULL };

    y = &a;                             /* b01 */
    x = &a;                             /* b02 */
    y->f = new_Y();                     /* b03 */
    z = x->f;                           /* b04 */
    z->vfun(z);                         /* b05 */

    free(a.f);
}

int main(void)
{
    fig2a();
    fig2b();
    return 0;
}
