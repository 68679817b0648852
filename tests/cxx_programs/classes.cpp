// Classes, single inheritance, constructors with member-initialiser lists, destructors of
// automatic objects at every scope exit, new/delete, references, namespaces, statics.
#include <cstdio>

namespace shapes {

struct Tracer {
  int id;
  static int live;
  Tracer(int i) : id(i) { live++; std::printf("Tracer(%d)\n", id); }
  ~Tracer() { live--; std::printf("~Tracer(%d)\n", id); }
};
int Tracer::live = 0;

class Counter {
 public:
  Counter() : n(0) {}
  void add(int k) { n += k; }
  int value() const { return n; }
  int &slot() { return n; }

 private:
  int n;
};

struct Base {
  int x;
  Tracer t;
  Base(int v) : x(v), t(v * 10) { std::printf("Base(%d)\n", x); }
  ~Base() { std::printf("~Base(%d)\n", x); }
  int get() const { return x; }
  void set(int v);
};

void Base::set(int v) { x = v; }

struct Derived : Base {
  int y;
  Tracer u;
  Derived(int a, int b) : Base(a), y(b), u(b) { std::printf("Derived(%d,%d)\n", a, b); }
  int sum() { return x + y + get(); }
};

}  // namespace shapes

static void bump(int &r) { r += 1; }
static void swap_ints(int &a, int &b) {
  int t = a;
  a = b;
  b = t;
}

static int early(int k) {
  shapes::Tracer a(100);
  if (k > 0) {
    shapes::Tracer b(101);
    return k;
  }
  shapes::Tracer c(102);
  return -k;
}

int main() {
  shapes::Derived d(1, 2);
  d.set(5);
  int k = 3, m = 4;
  bump(k);
  swap_ints(k, m);
  std::printf("k=%d m=%d sum=%d\n", k, m, d.sum());
  shapes::Base *p = new shapes::Base(7);
  std::printf("p->get()=%d live=%d\n", p->get(), shapes::Tracer::live);
  delete p;
  shapes::Counter c;
  for (int i = 0; i < 4; i++) {
    shapes::Tracer loop(200 + i);
    if (i == 1) continue;
    if (i == 3) break;
    c.add(i);
  }
  c.slot() += 10;
  int &ref = c.slot();
  ref++;
  std::printf("counter=%d\n", c.value());
  int e1 = early(1);
  int e2 = early(-2);
  std::printf("early=%d %d\n", e1, e2);
  { shapes::Tracer inner(300); }
  shapes::Derived *q = new shapes::Derived(8, 9);
  delete q;
  std::printf("live=%d\n", shapes::Tracer::live);
  return 0;
}
