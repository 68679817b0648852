#include <cstdio>
struct Point { int x, y; };
template <class F> int apply_twice(F f, int v) { return f(f(v)); }
struct Acc {
  int total = 0;
  void add_all(int n) {
    auto add = [this](auto v) { total += (int)v; return total; };
    for (int i = 0; i < n; i++) add(i);
    add(0.5);
    add((short)2);
  }
};
int main() {
  int k = 3, hits = 0;
  auto inc = [](auto x) { return x + 1; };
  auto scale = [k](auto x, int y) { return x * k + y; };
  auto count = [&hits](const auto &p) { hits++; return p.x + p.y; };
  auto both = [=, &hits](auto a, auto b) { hits += 10; return inc(a) + scale(b, k); };
  auto outer = [](auto f) { return [f](auto x) { return f(x) * 2; }; };
  Point p{4, 5};
  Acc acc;
  acc.add_all(4);
  auto twice_inc = outer(inc);
  std::printf("%d %.2f %d %ld\n", inc(1), inc(2.25), scale(2, 1), scale(3L, 2));
  std::printf("%d %d %.1f\n", count(p), both(1, 2), both(1.5, 2));
  std::printf("%d %d %d %d\n", apply_twice(inc, 5), twice_inc(7), hits, acc.total);
  return 0;
}
