// Jaiswal, Khedker, Chakraborty: "Demand-driven Alias Analysis: Formalizing
// Bidirectional Analyses for Soundness and Precision", Figure 2 (the need of
// speculation in the presence of indirect pointer assignments), parts (a)
// and (b) as the functions fig2a and fig2b.
//
// The right-hand side of line 03 of part (b) is elided in the paper
// ("y->f = ..."); here it is new Y.  Paper lines carry a trailing comment
// aNN (part a) or bNN (part b).  Objects are not deleted (as in the paper).
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

static void fig2a()
{
    X **p, *z, a;

    p = &z;                             /* a01 */
    *p = &a;                            /* a02 */
    z->vfun();                          /* a03 */
}

static void fig2b()
{
    X *x, *y, *z, a;

    y = &a;                             /* b01 */
    x = &a;                             /* b02 */
    y->f = new Y;                       /* b03 */
    z = x->f;                           /* b04 */
    z->vfun();                          /* b05 */
}

int main()
{
    fig2a();
    fig2b();
    return 0;
}
