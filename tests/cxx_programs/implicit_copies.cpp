// Implicit copy and move constructors and assignment operators copy memberwise: a member
// or base whose class has a user-provided one gets it called (a move falls back to the
// copy constructor where its class declares no move constructor), in nested members too.
// A C++17 aggregate with a base is initialised base first (`H{{N(1)}, N(2), 3}`).
#include <cstdio>
#include <utility>
struct N {
  int v;
  N(int a) : v(a) {}
  N(const N &o) : v(o.v + 100) { printf("copy %d\n", o.v); }
  N(N &&o) : v(o.v + 1000) { printf("move %d\n", o.v); o.v = -1; }
  N &operator=(const N &o) { v = o.v + 10; printf("assign %d\n", o.v); return *this; }
  ~N() { printf("~N %d\n", v); }
};
struct C { int c; C(int a) : c(a) {} C(const C &o) : c(o.c * 2) { printf("copy C %d\n", o.c); } };
struct Base { N b; };
struct H : Base { N a; int plain; };
struct Outer { H h; C k; };
int main() {
  H h{{N(1)}, N(2), 3};
  {
    H g = h;
    printf("g %d %d %d\n", g.b.v, g.a.v, g.plain);
    H m = std::move(g);
    printf("m %d %d g %d %d\n", m.b.v, m.a.v, g.b.v, g.a.v);
    m = h;
    printf("m %d %d\n", m.b.v, m.a.v);
  }
  Outer o{H{{N(4)}, N(5), 6}, C(7)};
  Outer p = std::move(o);
  printf("p %d %d %d\n", p.h.a.v, p.h.b.v, p.k.c);
  return 0;
}
