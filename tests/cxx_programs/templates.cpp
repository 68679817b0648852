#include <cstdio>
template <class T> T twice(T x) { return x + x; }
template <class T, int N> struct Array {
  T items[N];
  int size() const { return N; }
  T sum() const { T s = T(); for (int i = 0; i < N; i++) s += items[i]; return s; }
};
template <class T> struct Box {
  T v;
  Box(T x) : v(x) {}
  T get() const { return v; }
  template <class U> U as() const { return (U)v; }
  Box<T> plus(const Box<T> &o) const { return Box<T>(twice(v) + o.v); }
};
struct Base { int b = 1; };
template <class T> struct Derived : Base { T extra; int total() const { return b + (int)extra; } };
int main() {
  Box<int> b(3);
  Box<double> d(1.5);
  Array<int, 3> a{{1, 2, 3}};
  Derived<long> e;
  e.extra = 41;
  std::printf("%d %g %d %d %d %d %d %d\n", twice(4), twice(2.5), b.get(), d.as<int>(),
              b.plus(Box<int>(5)).get(), a.size(), a.sum(), e.total());
  return 0;
}
