// new T[n] of classes: each element default-constructed in order (user and implicit
// constructors, vptrs); delete[] frees the array
#include <cstdio>
struct C { static int n; int id; C() : id(++n) { std::printf("C%d\n", id); } };
int C::n = 0;
struct V { virtual int f() { return 7; } };
int main() { C *a = new C[3]; V *v = new V[2]; int r = a[2].id + v[1].f(); delete[] a; delete[] v; return r; }
