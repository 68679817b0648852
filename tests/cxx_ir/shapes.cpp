// Class hierarchy analysis cases the paper's examples lack: a pure virtual
// method, methods inherited without being overridden, multiple inheritance.
// shapes.ir is this program as the C++ front end lowers it (abridged).
// Objects are not deleted (the classes have no virtual destructor).
//
//   Shape (area pure, name)     Named (label)
//     |                \        /
//   Rect (area)         Circle (area, label)
//     |
//   Square (name)
#include <cstdio>

class Shape {
public:
    virtual int area() = 0;
    virtual const char *name() { return "shape"; }
};

class Named {
public:
    virtual const char *label() { return "named"; }
};

class Rect : public Shape {
public:
    int w, h;
    Rect(int w0, int h0) : w(w0), h(h0) {}
    int area() override { return w * h; }
};

class Square : public Rect {
public:
    explicit Square(int s) : Rect(s, s) {}
    const char *name() override { return "square"; }
};

class Circle : public Shape, public Named {
public:
    int r;
    explicit Circle(int r0) : r(r0) {}
    int area() override { return 3 * r * r; }
    const char *label() override { return "circle"; }
};

static int total(Shape *s) { return s->area(); }
static const char *rect_name(Rect *r) { return r->name(); }
static const char *tag(Named *n) { return n->label(); }
static int square_area(Square *q) { return q->area(); }
static const char *circle_name(Circle *c) { return c->name(); }

int main()
{
    Square *sq = new Square(2);
    Circle *c = new Circle(1);
    Rect *r = new Rect(1, 2);
    std::printf("%d %d %d %s %s %s %s %d %s\n", total(sq), total(c), total(r),
                rect_name(sq), rect_name(r), tag(c), circle_name(c),
                square_area(sq), c->Named::label());
    return 0;
}
