#include <cstdio>
#include <functional>
#include <utility>

static int twice(int x) { return 2 * x; }
static int negate(int x) { return -x; }
struct Counter {
  int n = 0;
  int operator()(int x) { n += x; return n; }
};
struct Scale {
  int k;
  int operator()(int x) const { return k * x; }
  static int sq(int x) { return x * x; }
};
struct Button {
  const char *label;
  std::function<void(const char *)> on_click;
  void click() const { if (on_click) on_click(label); }
};
static int clicks = 0;
static void count_click(const char *) { clicks++; }

static int call_ref(const std::function<int(int)> &f, int v) { return f(v); }
static int call_val(std::function<int(int)> f, int v) { return f(v) + 1; }
static std::function<int(int)> adder(int k) { return [k](int x) { return x + k; }; }
static std::function<int(int)> compose(std::function<int(int)> f, std::function<int(int)> g) {
  return [f, g](int x) { return f(g(x)); };
}
static void bump(std::function<void(int &)> f, int &v) { f(v); }

int main() {
  int base = 10;
  std::function<int(int)> a = [base](int x) { return x + base; };
  std::function<int(int)> b = twice;
  std::function<int(int)> c(&negate);
  std::function<int(int)> d = Scale{3};
  std::function<int(int)> e = Scale::sq;
  std::function<int(int)> empty;
  std::function<int(int)> null_ptr = static_cast<int (*)(int)>(nullptr);
  std::printf("%d %d %d %d %d\n", a(1), b(2), c(3), d(4), e(5));
  std::printf("%d %d %d %d\n", (bool)empty, empty == nullptr, null_ptr != nullptr, !a);

  Counter counter;
  std::function<int(int)> cnt = counter;  // a copy of the functor, with its own state
  cnt(5);
  cnt(6);
  std::function<int(int)> cnt2 = cnt;  // copies the stored Counter too
  int r1 = cnt(1);
  int r2 = cnt2(100);
  std::printf("%d %d %d %d\n", r1, r2, counter.n, cnt(0));

  std::function<int(int)> moved = std::move(cnt2);
  std::printf("%d %d\n", moved(0), (bool)cnt2);
  a = b;
  b = [&base](int x) { return x * base; };
  base = 7;
  c = nullptr;
  std::printf("%d %d %d\n", a(21), b(3), (bool)c);
  c = d;
  d = adder(100);
  std::printf("%d %d %d %d\n", c(2), d(2), call_ref(d, 5), call_val(a, 5));
  std::function<int(int)> both = compose(adder(1), twice);
  std::printf("%d %d\n", both(10), compose(both, both)(1));
  a.swap(d);
  std::printf("%d %d\n", a(0), d(1));

  Button ok{"ok", count_click};
  Button copy = ok;
  Button quiet{"quiet", nullptr};
  int total = 0;
  Button sum{"sum", [&total](const char *s) { while (*s++) total++; }};
  ok.click();
  copy.click();
  quiet.click();
  sum.click();
  sum = ok;
  sum.click();
  std::printf("%d %d\n", clicks, total);

  int v = 1;
  bump([](int &x) { x += 41; }, v);
  std::function<void()> hello = [] { std::puts("hello"); };
  hello();
  std::function<std::function<int(int)>(int)> make = adder;
  std::printf("%d %d\n", v, make(2)(3));
  try {
    empty(1);
    std::puts("not reached");
  } catch (const std::bad_function_call &) {
    std::puts("bad_function_call caught");
  }
  return 0;
}
