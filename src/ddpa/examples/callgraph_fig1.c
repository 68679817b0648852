/*
 * Agrawal: "Demand-Driven Construction of Call Graphs", CC 2000, Figure 1
 * (the running example), written in C; see callgraph_fig1.cpp.
 *
 * Classes become structs whose objects carry one function pointer per
 * virtual method (set by the allocation wrappers new_A/new_B, the C form of
 * "new A"/"new B").  B extends A by embedding it as its first member.  A
 * virtual call r.m(args) becomes r->m(r, args): the first argument is the
 * THIS pointer.  Reference parameters (A *&) become A ** and the callers
 * pass addresses.  The bodies of A::R, B::R and B::P (not given in the
 * paper) only print their name; every method prints its name on entry.
 * Statement s3 ("..." in the paper) is a = new A.  Labels cs1..cs5 and
 * s3..s6 are trailing comments.  Objects are not freed (A::Q and B::Q
 * overwrite their reference parameter).
 */
#include <stdio.h>
#include <stdlib.h>

typedef struct A A;
struct A {
    void (*P)(A *self, A **x, A **y);   /* virtual void P(A *&x, A *&y) */
    void (*Q)(A *self, A **y);          /* virtual void Q(A *&y) */
    void (*R)(A *self);                 /* virtual void R() */
};
typedef struct B { A base; } B;         /* class B : public A */

static A *new_A(void);
static A *new_B(void);

static void A_Q(A *self, A **y)
{
    (void)self;
    puts("A::Q");
    *y = new_A();
}

static void B_Q(A *self, A **y)
{
    (void)self;
    puts("B::Q");
    *y = new_B();
}

static void A_P(A *self, A **x, A **y)
{
    (void)self;
    puts("A::P");
    (*x)->Q(*x, y);                     /* cs1 */
    (*y)->Q(*y, y);                     /* cs2 */
}

static void B_P(A *self, A **x, A **y)
{
    (void)self;
    (void)x;
    (void)y;
    puts("B::P");
}

static void A_R(A *self)
{
    (void)self;
    puts("A::R");
}

static void B_R(A *self)
{
    (void)self;
    puts("B::R");
}

static A *new_A(void)
{
    A *o = malloc(sizeof *o);
    if (o == NULL)
        abort();
    o->P = A_P;
    o->Q = A_Q;
    o->R = A_R;
    return o;
}

static A *new_B(void)
{
    B *o = malloc(sizeof *o);
    if (o == NULL)
        abort();
    o->base.P = B_P;
    o->base.Q = B_Q;
    o->base.R = B_R;
    return (A *)o;
}

int main(void)
{
    A *a;
    A *b;
    a = new_A();                        /* s3 */
    a->R(a);                            /* cs3 */
    a = new_B();                        /* s4 */
    b = new_A();                        /* s5 */
    a->P(a, &b, &a);                    /* cs4 */
    a = new_A();                        /* s6 */
    a->P(a, &a, &b);                    /* cs5 */
    return 0;
}
