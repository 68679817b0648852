#include <cstdio>
// virtual methods of class template instances: dispatch, overrides, qualified calls
template <class T> struct B {
  T v;
  B(T x) : v(x) { std::printf("B(%d)\n", (int)x); }
  virtual ~B() { std::printf("~B %d\n", (int)v); }
  virtual T get() const { return v; }
  virtual void put(T x) { v = x; std::printf("B::put %d\n", (int)x); }
  virtual T twice() { return get() + get(); }
};
struct D : B<int> {
  D() : B<int>(3) {}
  ~D() override { std::printf("~D\n"); }
  int get() const override { return v * 10; }
};
struct E : B<int> {
  E() : B<int>(5) {}
  void put(int x) override { std::printf("E::put\n"); B<int>::put(x * 2); }
};
struct F : B<long> {
  F() : B<long>(7) {}
  ~F() {}
  long get() const override { return B<long>::get() * 2; }
};
int use(B<int> *p) { p->put(p->get() + 1); return p->twice(); }
long use_long(B<long> &r) { r.put(r.get() + 1); return r.twice(); }
int main() {
  D d;
  E e;
  F f;
  std::printf("%d\n", use(&d));
  std::printf("%d\n", use(&e));
  std::printf("%ld\n", use_long(f));
  B<int> *q = new D;
  std::printf("%d\n", q->get());
  delete q;
  return 0;
}
