/*
 * Jaiswal, Khedker, Chakraborty: "Demand-driven Alias Analysis: Formalizing
 * Bidirectional Analyses for Soundness and Precision", Figure 1(a)
 * (motivating example; detailed working in Appendix A, Figures 16 and 17).
 *
 * C rendering of the C++ program (see bidir_fig1.cpp):
 *   class X { X *f; virtual void vfun(); }, class Y : X, class Z : Y
 * becomes struct X { vfun slot; f }, struct Y { X base; },
 * struct Z { Y base; }.  "new T" is the allocation wrapper new_T(), which
 * mallocs one T and fills its vfun slot; the virtual call t->vfun() is the
 * indirect call t->vfun(t).  The statements of the paper carry a trailing
 * comment Lnn with the paper's line number; the elided lines ("...") of
 * the paper are left out.
 */
#include <stdio.h>
#include <stdlib.h>

typedef struct X X;
struct X {
    void (*vfun)(X *self);              /* virtual function vfun */
    X *f;                               /* member f: pointer to class X */
};
typedef struct Y { X base; } Y;         /* class Y : public X */
typedef struct Z { Y base; } Z;         /* class Z : public Y */

static void X_vfun(X *self) { (void)self; puts("X::vfun"); }
static void Y_vfun(X *self) { (void)self; puts("Y::vfun"); }
static void Z_vfun(X *self) { (void)self; puts("Z::vfun"); }

static X *new_X(void)
{
    X *o = malloc(sizeof *o);
    if (o == NULL)
        abort();
    o->vfun = X_vfun;
    o->f = NULL;
    return o;
}

static X *new_Y(void)
{
    Y *o = malloc(sizeof *o);
    if (o == NULL)
        abort();
    o->base.vfun = Y_vfun;
    o->base.f = NULL;
    return (X *)o;
}

static X *new_Z(void)
{
    Z *o = malloc(sizeof *o);
    if (o == NULL)
        abort();
    o->base.base.vfun = Z_vfun;
    o->base.base.f = NULL;
    return (X *)o;
}

static void fig1(void)
{
    X **p, **q;
    X *t, *x, *y, *z;

    q = &z;                             /* L03 */
    p = &z;                             /* L04 */
    x = new_X();                        /* L05 */
    y = new_X();                        /* L14 */
    *p = x;                             /* L15 */
    x->f = new_Y();                     /* L23 */
    y->f = new_Z();                     /* L24 */
    t = z->f;                           /* L27 */
    t->vfun(t);                         /* L28 */

    (void)q;                            /* q is never read in the paper */
    free(x->f);
    free(y->f);
    free(x);
    free(y);
}

int main(void)
{
    fig1();
    return 0;
}
