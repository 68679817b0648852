// Virtual dispatch by the dynamic type, through pointers and references; construction
// and destruction order with a virtual destructor; calls during construction dispatch to
// the class being constructed; multiple inheritance with this-adjustment.
#include <cstdio>

struct Shape {
  int id;
  Shape(int i) : id(i) { std::printf("Shape(%d) is %s\n", id, name()); }
  virtual ~Shape() { std::printf("~Shape(%d) is %s\n", id, name()); }
  virtual const char *name() const { return "shape"; }
  virtual int area() const = 0;
  int twice() const { return 2 * area(); }
};

struct Rect : Shape {
  int w, h;
  Rect(int i, int w_, int h_) : Shape(i), w(w_), h(h_) {}
  ~Rect() { std::printf("~Rect(%d)\n", id); }
  const char *name() const { return "rect"; }
  int area() const { return w * h; }
};

struct Square : Rect {
  Square(int i, int s) : Rect(i, s, s) {}
  const char *name() const { return "square"; }
};

struct Named {
  const char *label;
  Named(const char *l) : label(l) {}
  virtual void show() const { std::printf("named %s\n", label); }
  virtual ~Named() {}
};

struct Tile : Rect, Named {
  Tile(int i) : Rect(i, 1, 3), Named("tile") {}
  void show() const { std::printf("tile %d area %d\n", id, area()); }
};

static int total(const Shape &s) { return s.area(); }

int main() {
  Shape *shapes[3];
  shapes[0] = new Rect(1, 2, 3);
  shapes[1] = new Square(2, 4);
  shapes[2] = new Tile(3);
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    sum += shapes[i]->area() + total(*shapes[i]);
    std::printf("%s twice=%d\n", shapes[i]->name(), shapes[i]->twice());
  }
  Named *n = new Tile(4);
  n->show();
  delete n;
  Square local(5, 5);
  Shape &r = local;
  std::printf("local %s %d qualified %s\n", r.name(), r.area(), local.Rect::name());
  for (int i = 0; i < 3; i++) delete shapes[i];
  std::printf("sum=%d\n", sum);
  return 0;
}
