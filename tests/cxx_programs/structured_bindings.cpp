// Structured bindings: of a returned object, by reference to a class whose members are
// in its base, of a copy of a class with copy constructors (the hidden object is copied
// memberwise and destroyed at its scope's end), of an array by reference, through a
// const reference; in a range-based `for` over an array, by value and by reference, and
// in a function template whose parameter is a reference to an array.
#include <cstdio>
struct B { int x; int y; };
struct D : B {};
struct N { int v; N(int a) : v(a) {} N(const N &o) : v(o.v + 100) {} ~N() { printf("~N %d\n", v); } };
struct H { N a; N b; };
template <class T> int sum(T &c) { int s = 0; for (auto &x : c) s += x.x; return s; }
B make(int i) { return B{i, i + 1}; }
int main() {
  int s = 0;
  auto [a, b] = make(3);
  s += a * 10 + b;
  D d; d.x = 5; d.y = 6;
  auto &[dx, dy] = d;
  dx = 50;
  s += d.x + dy;
  H h{N(1), N(2)};
  {
    auto [ha, hb] = h;
    s += ha.v + hb.v;
  }
  struct { int first; long second; } p{7, 8};
  auto &[pf, ps] = p;
  pf = 70;
  s += p.first + (int)ps;
  int arr[3] = {1, 2, 3};
  auto &[e0, e1, e2] = arr;
  e2 = 30;
  s += arr[2] + e0 + e1;
  const B cb{9, 10};
  const auto &[cx, cy] = cb;
  s += cx + cy;
  B bs[2] = {{1, 2}, {3, 4}};
  for (auto [x, y] : bs) s += x * y;
  for (auto &[x, y] : bs) x = y;
  s += sum(bs);
  printf("%d\n", s);
  return 0;
}
