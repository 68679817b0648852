// Declarations in conditions: an if's and a while's condition variable, a switch's, and
// an if's init-statement (C++17).
#include <cstdio>
struct E { int v; };
static E *get(int k) { static E e{5}; return k ? &e : nullptr; }
int main() {
  for (int k = 0; k < 2; ++k) {
    if (E *e = get(k)) std::printf("got %d\n", e->v);
    else std::printf("none %d\n", e == nullptr);
  }
  int i = 3;
  while (int j = i--) std::printf("j %d\n", j);
  switch (int s = i + 2) { case 1: std::printf("s1 %d\n", s); break; default: std::printf("sd\n"); }
  if (int a = 2; a > 1) std::printf("init %d\n", a);
  return 0;
}
