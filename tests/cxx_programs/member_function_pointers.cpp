// Pointers to member functions: a table of them folded into a static initialiser, virtual
// and plain methods, a base's member used as a derived class's (its offset), comparisons.
#include <cstdio>
struct A { int a = 1; virtual ~A() {} virtual int v(int x) { return x + a; } int n(int x) { return x * 2; } };
struct Pad { long pad = 5; };
struct B : Pad, A { int v(int x) override { return x + 100; } };
typedef int (A::*AF)(int);
typedef int (B::*BF)(int);
struct Tool { const char *name; AF func; };
static const Tool kTools[] = { {"virt", &A::v}, {"plain", &A::n}, {"none", nullptr} };
int main() {
  B b; A a;
  for (const Tool *t = kTools; t->func; ++t)
    std::printf("%s %d %d\n", t->name, (a.*t->func)(3), (b.*(t->func))(4));
  AF f = &A::n;
  A *pa = &b;
  std::printf("%d\n", (pa->*f)(5));
  BF g = &A::v;            // converted: A's member, called on a B
  std::printf("%d %d\n", (b.*g)(6), g == nullptr);
  BF h = &B::v;
  std::printf("%d %d\n", (b.*h)(7), f != nullptr);
  return 0;
}
