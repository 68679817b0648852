#include <cstdio>
struct Counter {
  int count = 0;
  int step = 2;
  void run(int times) {
    auto bump = [this](int k) { count += k * step; };
    auto twice = [&, times]() { for (int i = 0; i < times; i++) bump(i); };
    twice();
  }
};
struct Adder { int k; int operator()(int x) const { return x + k; } };
int main() {
  int base = 10, total = 0;
  auto add = [base](int x) { return x + base; };
  auto acc = [&total](int x) { total += x; };
  auto all = [=, &total]() { total += base; };
  acc(add(1));
  all();
  base = 100;
  Adder a{5};
  Counter c;
  c.run(4);
  auto nested = [&](int x) { auto inner = [&, x]() { return x + total; }; return inner(); };
  std::printf("%d %d %d %d %d\n", add(2), total, a(3), c.count, nested(1));
  return 0;
}
