// Jaiswal, Khedker, Chakraborty: "Demand-driven Alias Analysis: Formalizing
// Bidirectional Analyses for Soundness and Precision", Figure 1(a)
// (motivating example; detailed working in Appendix A, Figures 16 and 17).
//
// Class hierarchy X -> Y -> Z; vfun is virtual and defined in every class;
// member f is a pointer to X declared in X.  The statements of the paper
// carry a trailing comment Lnn with the paper's line number; the elided
// lines ("...") are left out.  Objects are not deleted (as in the paper).
#include <cstdio>

class X {
public:
    X *f;
    X() : f(nullptr) {}
    virtual void vfun() { std::puts("X::vfun"); }
};

class Y : public X {
public:
    void vfun() override { std::puts("Y::vfun"); }
};

class Z : public Y {
public:
    void vfun() override { std::puts("Z::vfun"); }
};

static void fig1()
{
    X **p, **q;
    X *t, *x, *y, *z;

    q = &z;                             /* L03 */
    p = &z;                             /* L04 */
    x = new X;                          /* L05 */
    y = new X;                          /* L14 */
    *p = x;                             /* L15 */
    x->f = new Y;                       /* L23 */
    y->f = new Z;                       /* L24 */
    t = z->f;                           /* L27 */
    t->vfun();                          /* L28 */

    (void)q;                            /* q is never read in the paper */
}

int main()
{
    fig1();
    return 0;
}
