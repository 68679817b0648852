// pointers to data members: an offset (the Itanium C++ ABI's value), .* and ->* as the
// object's address plus that offset, read, written and compound-assigned
#include <cstdio>
struct P { int x; double d; int y; };
int main() {
  int P::*pm = &P::y;
  P p = {1, 2.0, 3};
  P *q = &p;
  p.*pm += 4;
  pm = &P::x;
  q->*pm = 9;
  std::printf("%d %d %d\n", p.x, p.y, q->*(&P::y));
  return 0;
}
