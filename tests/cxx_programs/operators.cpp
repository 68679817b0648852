// Operator overloads (member and free), conversion operators, functors, copy
// constructors and assignment operators (user-written and implicit), enums.
#include <cstdio>

enum Color { RED, GREEN = 5, BLUE };
enum class Mode : unsigned char { Off, On };

struct Vec {
  int x, y;
  Vec(int a, int b) : x(a), y(b) {}
  Vec(const Vec &o) : x(o.x), y(o.y) { std::printf("copy (%d,%d)\n", x, y); }
  Vec &operator=(const Vec &o) {
    x = o.x;
    y = o.y;
    std::printf("assign (%d,%d)\n", x, y);
    return *this;
  }
  Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
  Vec &operator+=(int k) {
    x += k;
    y += k;
    return *this;
  }
  bool operator==(const Vec &o) const { return x == o.x && y == o.y; }
  int operator[](int i) const { return i == 0 ? x : y; }
  explicit operator int() const { return x * 100 + y; }
};

static Vec operator*(int k, const Vec &v) { return Vec(k * v.x, k * v.y); }

struct Plain {
  int a;
  double b;
};

struct Adder {
  int base;
  int operator()(int v) const { return base + v; }
};

static int apply(const Adder &f, int v) { return f(v); }

int main() {
  Vec a(1, 2), b(3, 4);
  Vec c = a + b;
  c += 1;
  Vec d = 2 * c;
  Vec e(a);
  e = d;
  std::printf("c=(%d,%d) d=(%d,%d) e[1]=%d int=%d eq=%d\n", c.x, c.y, d.x, d.y, e[1],
              static_cast<int>(e), e == d);
  Plain p{7, 2.5};
  Plain q = p;
  q.a++;
  Plain r;
  r = q;
  std::printf("plain %d %d %.1f\n", p.a, r.a, r.b);
  Adder add{10};
  std::printf("functor %d %d\n", add(5), apply(add, 6));
  Color col = BLUE;
  Mode m = Mode::On;
  switch (col) {
    case RED: std::puts("red"); break;
    case BLUE: std::printf("blue %d\n", (int)col); break;
    default: break;
  }
  if (m == Mode::On) std::printf("mode %d\n", static_cast<int>(m));
  return 0;
}
