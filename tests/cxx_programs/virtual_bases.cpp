// Virtual bases: one shared subobject per complete object, constructed and destroyed by
// the most derived class, reached from every path.
#include <cstdio>

struct Counter {
    int n;
    Counter() : n(0) { std::printf("Counter()\n"); }
    virtual ~Counter() { std::printf("~Counter n=%d\n", n); }
    virtual const char *who() const { return "Counter"; }
};

struct Left : virtual Counter {
    int l;
    Left() : l(1) { n += 1; std::printf("Left() sees %s\n", who()); }
    ~Left() { std::printf("~Left\n"); }
};

struct Right : virtual Counter {
    int r;
    Right() : r(2) { n += 10; std::printf("Right() sees %s\n", who()); }
    ~Right() { std::printf("~Right\n"); }
    const char *who() const override { return "Right"; }
};

struct Both : Left, Right {
    int b;
    Both() : b(3) { n += 100; }
    ~Both() { std::printf("~Both\n"); }
};

// an interface as a nearly empty virtual base (shares the vptr of the class)
struct Shape {
    virtual ~Shape() {}
    virtual int area() const = 0;
};
struct Named : virtual Shape {
    const char *name;
    explicit Named(const char *s) : name(s) {}
};
struct Square : Named {
    int side;
    explicit Square(int s) : Named("square"), side(s) {}
    int area() const override { return side * side; }
};

// a virtual base with a virtual base of its own, initialised by the most derived class
struct Root {
    int id;
    explicit Root(int i = -1) : id(i) { std::printf("Root(%d)\n", i); }
};
struct Mid : virtual Root {
    Mid() : Root(7) { std::printf("Mid sees id %d\n", id); }
};
struct Top : virtual Mid, virtual Root {
    Top() : Root(42) { std::printf("Top sees id %d\n", id); }
};

struct Holder {
    Both inner;  // a member with virtual bases: a complete object of its own
    int tag;
    Holder() : tag(9) {}
};

static int total(Counter *c) { return c->n; }
static int via_left(Left *l) { return l->n; }
static int via_right(Right &r) { return r.n; }

int main() {
    Both *b = new Both;
    std::printf("n: %d %d %d %s\n", total(b), via_left(b), via_right(*b), b->who());
    b->Left::n = 5;
    std::printf("after write through Left: %d\n", via_right(*b));
    Counter *c = b;
    delete c;

    Square sq(4);
    Shape *s = &sq;
    std::printf("%s %d\n", sq.name, s->area());

    Top t;
    Mid &m = t;
    std::printf("id %d %d\n", t.id, m.id);

    Holder h;
    std::printf("holder %d %d %s\n", h.inner.n, h.tag, h.inner.who());

    Both arr[2];
    arr[1].n = 77;
    Left *pl = &arr[1];
    std::printf("array %d %d\n", pl->n, total(&arr[0]));
    return 0;
}
