// Jaiswal, Khedker, Chakraborty: "Demand-driven Alias Analysis: Formalizing
// Bidirectional Analyses for Soundness and Precision", Figure 15 (the
// demand-driven method Jd is strictly more precise than the exhaustive
// method Ex on this Java program, Section 7.3).
//
// Java references are C++ pointers: `t.vfun()` is t->vfun() and `x.f` is
// x->f.  Class hierarchy X -> Y -> Z; vfun is virtual and defined in every
// class; member f is a pointer to X declared in X.  The statements of the
// paper carry a trailing comment Lnn with the paper's line number.  Objects
// are not deleted (Java has no delete).
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

static void fig15()
{
    X *t, *x, *y;

    x = new X;                          /* L05 */
    y = new X;                          /* L14 */
    x->f = new Y;                       /* L23 */
    y->f = new Z;                       /* L24 */
    t = x->f;                           /* L27 */
    t->vfun();                          /* L28 */
}

int main()
{
    fig15();
    return 0;
}
