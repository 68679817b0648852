#include <cstdio>
struct S { int v = 0;
  S& operator=(const char *p) { v = p[0]; return *this; }
  S& operator=(const S &o) { v = o.v + 1; return *this; }
  S& operator+=(int k) { v += k; return *this; } };
struct T { S s; void set(const char *p) { s = p; s += 2; } };
int main() { T t; t.set("A"); S u; u = t.s; std::printf("%d %d\n", t.s.v, u.v); return 0; }
