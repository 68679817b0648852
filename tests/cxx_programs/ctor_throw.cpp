// a constructor that throws: its complete members and bases are destroyed in reverse
// order, the allocation of a new-expression is freed, the complete elements of an
// array are destroyed in reverse order
#include <cstdio>
#include <new>
struct M {
  int id;
  M(int i) : id(i) { std::printf("M(%d)\n", i); if (i == 13) throw 13; }
  M() : id(0) { std::printf("M()\n"); }
  ~M() { std::printf("~M(%d)\n", id); }
};
struct B {
  B() { std::printf("B()\n"); }
  ~B() { std::printf("~B()\n"); }
};
struct C : B {
  M a;
  M b;
  M arr[3];
  C(int x) : a(1), b(x) {
    std::printf("C body %d\n", x);
    if (x == 7) throw x;
  }
  ~C() { std::printf("~C()\n"); }
};
int counter = 0;
struct A {
  int v;
  A() : v(counter++) { std::printf("A(%d)\n", v); if (v == 3) throw v; }
  ~A() { std::printf("~A(%d)\n", v); }
};
struct P { M a{1}; M b{13}; M c{3}; };            // implicit constructor, in place
struct Q {
  M a;
  Q() : a(5) {}
  Q(int x) : Q() { std::printf("Q body\n"); if (x) throw x; }  // delegating
  ~Q() { std::printf("~Q\n"); }
};
struct R { M a{2}; int *p; R() : p(new int(4)) { delete p; throw 1.5; } };
struct S {
  M m;
  S(const M &x) : m(x.id + 1) { std::printf("S\n"); }
};
int main() {
  try { C c(13); } catch (int e) { std::printf("caught %d\n", e); }
  try { C c(7); } catch (int e) { std::printf("caught %d\n", e); }
  try { C c(2); std::printf("ok\n"); } catch (int e) { std::printf("caught %d\n", e); }
  try { C *p = new C(7); delete p; } catch (int e) { std::printf("caught new %d\n", e); }
  try { C *p = new C(13); delete p; } catch (int e) { std::printf("caught new %d\n", e); }
  try { A *p = new A[5]; delete[] p; } catch (int e) { std::printf("caught array %d\n", e); }
  counter = 0;
  try { A *p = new A[2]; delete[] p; } catch (int e) { std::printf("caught array %d\n", e); }
  try { A arr[5]; } catch (int e) { std::printf("caught local array %d\n", e); }
  try { P p; } catch (int e) { std::printf("caught %d\n", e); }
  try { P *p = new P; delete p; } catch (int e) { std::printf("caught new %d\n", e); }
  try { P *p = new P[2]; delete[] p; } catch (int e) { std::printf("caught new[] %d\n", e); }
  try { Q q(9); } catch (int e) { std::printf("caught %d\n", e); }
  try { R r; } catch (double e) { std::printf("caught %g\n", e); }
  try { M m(M(13).id); } catch (int e) { std::printf("caught %d\n", e); }
  try { S s(M(12)); } catch (int e) { std::printf("caught S %d\n", e); }
  try { S *s = new S(M(12)); delete s; } catch (int e) { std::printf("caught S %d\n", e); }
  return 0;
}
