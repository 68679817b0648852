// class objects passed and returned by value: the argument is copied or moved into a
// temporary of the caller (in place for a prvalue), which the callee changes and the
// caller destroys at the end of the full expression; a returned local variable is the
// caller's object (no copy); a returned prvalue is constructed in place
#include <cstdio>
struct T {
  int id;
  T(int i) : id(i) { std::printf("T(%d)\n", id); }
  T(const T &o) : id(o.id + 100) { std::printf("copy T(%d)\n", id); }
  T(T &&o) : id(o.id + 1000) { o.id = -o.id; std::printf("move T(%d)\n", id); }
  ~T() { std::printf("~T(%d)\n", id); }
  T operator+(T o) const { return T(id + o.id); }
  int get() const { return id; }
};
struct Pod { int a, b; };                       // trivial: passed as it is
struct Holder {
  T t;
  Holder(T x) : t(static_cast<T &&>(x)) { std::printf("Holder %d\n", t.id); }
};
struct Base {
  virtual int use(T t) { std::printf("Base::use %d\n", t.id); return t.id; }
  virtual ~Base() {}
};
struct Derived : Base {
  int use(T t) override { t.id += 7; std::printf("Derived::use %d\n", t.id); return t.id; }
};
void take(T t) { std::printf("take %d\n", t.id); t.id += 1; }
int pod(Pod p) { p.a += 1; return p.a + p.b; }
T make(int i) { return T(i); }
T named(int i) { T x(i); x.id += 5; return x; }
T two(int i) {                                   // two variables: moved, not elided
  T a(i), b(i + 1);
  if (i > 10) return a;
  return b;
}
T pass(T t) { return t; }                       // a parameter: moved
int main() {
  T a(1);
  take(a);
  std::printf("after take\n");
  take(T(2));
  take(make(3));
  T b = named(4);
  T c = make(6);
  std::printf("b %d c %d\n", b.id, c.id);
  make(7);
  std::printf("get %d\n", make(8).get());
  T d = two(20);
  T e = two(1);
  T f = pass(a);
  T g = a + b;
  Holder h(a);
  Derived der;
  Base *bp = &der;
  std::printf("use %d\n", bp->use(a));
  void (*fp)(T) = take;
  fp(T(9));
  auto lam = [](T t) { std::printf("lambda %d\n", t.id); };
  lam(c);
  Pod p = {1, 2};
  std::printf("pod %d %d\n", pod(p), p.a);
  std::printf("end %d %d %d %d %d\n", d.id, e.id, f.id, g.id, h.t.id);
  return 0;
}
