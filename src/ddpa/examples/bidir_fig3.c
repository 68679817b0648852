/*
 * Jaiswal, Khedker, Chakraborty: "Demand-driven Alias Analysis: Formalizing
 * Bidirectional Analyses for Soundness and Precision", Figure 3 (precision
 * gain with an object store).
 *
 * C rendering as in bidir_fig1.c: class A (member f: pointer to A, virtual
 * vfun) becomes struct A with a vfun slot; B and C derive from A and
 * override vfun; "new B" is the allocation wrapper new_B().  The stack
 * objects a1 and a2 are initialised with A's vfun (their constructor).
 * Paper lines carry a trailing comment Lnn.
 */
#include <stdio.h>
#include <stdlib.h>

typedef struct A A;
struct A {
    void (*vfun)(A *self);              /* virtual function vfun */
    A *f;                               /* member f: pointer to class A */
};
typedef struct B { A base; } B;         /* class B : public A */
typedef struct C { A base; } C;         /* class C : public A */

static void A_vfun(A *self) { (void)self; puts("A::vfun"); }
static void B_vfun(A *self) { (void)self; puts("B::vfun"); }
static void C_vfun(A *self) { (void)self; puts("C::vfun"); }

static A *new_B(void)
{
    B *o = malloc(sizeof *o);
    if (o == NULL)
        abort();
    o->base.vfun = B_vfun;
    o->base.f = NULL;
    return (A *)o;
}

static A *new_C(void)
{
    C *o = malloc(sizeof *o);
    if (o == NULL)
        abort();
    o->base.vfun = C_vfun;
    o->base.f = NULL;
    return (A *)o;
}

static void fig3(void)
{
    A *x, *t, a1 = { A_vfun, NULL }, a2 = { A_vfun, NULL };

    x = &a1;                            /* L01 */
    a1.f = new_B();                     /* L02 */
    a2.f = new_C();                     /* L03 */
    t = x->f;                           /* L04 */
    t->vfun(t);                         /* L05 */

    free(a1.f);
    free(a2.f);
}

int main(void)
{
    fig3();
    return 0;
}
