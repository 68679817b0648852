// Virtual bases with exceptions, members, default arguments and copies: the shared base is
// built once by the most derived class and destroyed with it, also when a constructor throws.
#include <cstdio>
struct V { int x; V(int i = 0) : x(i) { std::printf("V(%d)\n", i); } ~V() { std::printf("~V %d\n", x); } };
struct M { M() { std::printf("M()\n"); } ~M() { std::printf("~M\n"); } };
struct B : virtual V { M m; B() : V(1) { std::printf("B()\n"); } ~B() { std::printf("~B\n"); } };
struct C : virtual V { C(bool fail) : V(2) { std::printf("C()\n"); if (fail) throw 5; } ~C() { std::printf("~C\n"); } };
struct D : B, C { D(bool fail) : V(3), C(fail) { std::printf("D()\n"); } ~D() { std::printf("~D\n"); } };
struct E : virtual V { int e; };
static V byval(V v) { return v; }
int main() {
  try { D d(true); } catch (int e) { std::printf("caught %d\n", e); }
  { D d(false); std::printf("x=%d\n", d.x); }
  try { D *p = new D(true); delete p; } catch (int e) { std::printf("caught %d\n", e); }
  E e; e.x = 4; E f = e; std::printf("copy %d\n", f.x);
  return 0;
}
