// Jaiswal, Khedker, Chakraborty: "Demand-driven Alias Analysis: Formalizing
// Bidirectional Analyses for Soundness and Precision", Figure 3 (precision
// gain with an object store).
//
// Class A has member f (pointer to A) and virtual vfun; B and C derive from
// A and override vfun.  Paper lines carry a trailing comment Lnn.  Objects
// are not deleted (as in the paper).
#include <cstdio>

class A {
public:
    A *f;
    A() : f(nullptr) {}
    virtual void vfun() { std::puts("A::vfun"); }
};

class B : public A {
public:
    void vfun() override { std::puts("B::vfun"); }
};

class C : public A {
public:
    void vfun() override { std::puts("C::vfun"); }
};

static void fig3()
{
    A *x, *t, a1, a2;

    x = &a1;                            /* L01 */
    a1.f = new B;                       /* L02 */
    a2.f = new C;                       /* L03 */
    t = x->f;                           /* L04 */
    t->vfun();                          /* L05 */
}

int main()
{
    fig3();
    return 0;
}
