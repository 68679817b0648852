// C++: `this`, members reached through `->` and references, `new`, a virtual call's
// receiver bound to `this`, a base subobject, a virtual base reached from two paths.
#include "aliascheck.h"

struct Node {
    int *data;
    Node *next;
    Node(int *d, Node *n) : data(d), next(n) {}
    virtual ~Node() {}
    virtual int *get() { return data; }
    Node *self() { return this; }
};

struct Twice : Node {
    int *other;
    Twice(int *d, int *o) : Node(d, nullptr), other(o) {}
    int *get() override { return other; }
};

struct Shared { int *slot; };
struct Left : virtual Shared { int *l; };
struct Right : virtual Shared { int *r; };
struct Both : Left, Right {};

static void fill(Shared &s, int *p) { s.slot = p; }

int main() {
    int a, b, c;
    Node *n = new Node(&a, nullptr);
    Node *m = new Node(&b, n);
    MAYALIAS(n->data, &a);
    NOALIAS(n->data, &c);
    MAYALIAS(m->next, n);
    NOALIAS(m, n);
    MAYALIAS(n->self(), n);  // `this` is the receiver
    Node *t = new Twice(&a, &c);
    MAYALIAS(t->get(), &c);  // the override runs, and returns `other`
    Twice *tw = static_cast<Twice *>(t);
    MAYALIAS(tw, t);
    Node &r = *m;
    MAYALIAS(r.data, &b);

    Both both;
    Left *lp = &both;
    Right *rp = &both;
    fill(*lp, &c);  // through the Left path
    MAYALIAS(rp->slot, &c);  // read through the Right path: one shared subobject
    NOALIAS(rp->slot, &a);
    delete t;
    delete m;
    delete n;
    return 0;
}
