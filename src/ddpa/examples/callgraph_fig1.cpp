// Agrawal: "Demand-Driven Construction of Call Graphs", CC 2000, Figure 1
// (the running example).
//
// All member functions are virtual and all parameters are passed by
// reference (A *&), as the paper assumes.  The paper does not give the
// bodies of A::R, B::R and B::P; here they only print their name (no
// assignments, no further calls).  Every method prints its name on entry,
// so the output is the sequence of methods actually invoked.  Statement s3
// is "..." in the paper; here it is a = new A.  Call sites and statements
// carry a trailing comment with the paper's label (cs1..cs5, s3..s6).
// Objects are not deleted (A::Q and B::Q overwrite their reference
// parameter, as in the paper).
#include <cstdio>

class A {
public:
    virtual void P(A *&x, A *&y);
    virtual void Q(A *&y);
    virtual void R();
};

class B : public A {
public:
    void P(A *&x, A *&y) override;
    void Q(A *&y) override;
    void R() override;
};

void A::Q(A *&y)
{
    std::puts("A::Q");
    y = new A;
}

void B::Q(A *&y)
{
    std::puts("B::Q");
    y = new B;
}

void A::P(A *&x, A *&y)
{
    std::puts("A::P");
    x->Q(y);                            /* cs1 */
    y->Q(y);                            /* cs2 */
}

void B::P(A *&x, A *&y)
{
    (void)x;
    (void)y;
    std::puts("B::P");
}

void A::R()
{
    std::puts("A::R");
}

void B::R()
{
    std::puts("B::R");
}

int main()
{
    A *a;
    A *b;
    a = new A;                          /* s3 */
    a->R();                             /* cs3 */
    a = new B;                          /* s4 */
    b = new A;                          /* s5 */
    a->P(b, a);                         /* cs4 */
    a = new A;                          /* s6 */
    a->P(a, b);                         /* cs5 */
    return 0;
}
