// Classes local to functions: two of one name in different functions (each its own
// record and methods), their constructors, destructors and static and virtual methods
// (dispatched through a base pointer), a nested class, and a class local to a method.
#include <cstdio>
struct Shape { virtual int area() const = 0; virtual ~Shape() {} };
int use(const Shape &s) { return s.area(); }
struct V {
  int f() {
    struct State { int a; static int M(State *s) { return s->a; } };
    State s{1};
    return State::M(&s);
  }
  int g();
};
int V::g() {
  struct State { long m; int b; static int M(State *s) { return s->b * 10; } };
  State s{5, 6};
  return State::M(&s);
}
int squares() {
  struct Square : Shape {
    int side;
    explicit Square(int n) : side(n) { printf("square %d\n", n); }
    ~Square() override { printf("~square %d\n", side); }
    int area() const override { return side * side; }
  };
  struct Pair {
    struct Inner { int k; int twice() const { return 2 * k; } };
    Inner in;
  };
  Square a(3), b(4);
  Pair p{{7}};
  return use(a) + use(b) + p.in.twice();
}
int main() {
  V v;
  printf("%d %d %d\n", v.f(), v.g(), squares());
  return 0;
}
