// A diamond through a virtual base: one V, placed and constructed by the complete object.
struct V { int x; V() : x(1) {} virtual ~V() {} virtual int get() { return x; } };
struct B : virtual V { int b; B() : b(2) {} };
struct C : virtual V { int c; C() : c(3) {} int get() override { return x + 100; } };
struct D : B, C { int d; D() : d(4) {} };

int use(D *p, B *b) {
    b->x = 42;
    V *v = p;
    return p->get() + v->x;
}
