#include <math.h>
double limits(int x) {
  double big = HUGE_VAL;
  float inf = __builtin_inff();
  int known = __builtin_constant_p(x) + __builtin_constant_p(42);
  return big + inf + known;
}
unsigned long copy(char *dst, const char *src) {
  __builtin_memcpy(dst, src, 4);
  return __builtin_strlen(dst) + (unsigned long)__builtin_clz(7u);
}
int *hints(int *p, int n) {
  __builtin_assume(n > 0);
  __builtin_prefetch(p + n);
  if (__builtin_expect(n > 100, 0)) return 0;
  return __builtin_assume_aligned(p, 16);
}
