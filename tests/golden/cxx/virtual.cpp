// vptr stores in constructors and destructors, vmethods, virtual and qualified calls
struct A {
  A() {}
  virtual ~A() {}
  virtual int f(int k) { return k; }
};
struct B : A {
  int g;
  B() : g(1) {}
  int f(int k) { return k + g; }
};
int call(A *a, A &r, B b) { return a->f(1) + r.f(2) + b.f(3) + a->A::f(4); }
void drop(A *a) { delete a; }
