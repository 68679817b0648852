#include <stdarg.h>
#include <string.h>
static int vsum(int n, va_list ap) {
  int s = 0;
  while (n-- > 0) s += va_arg(ap, int);
  return s;
}
int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = vsum(n, ap);
  va_end(ap);
  return s;
}
int arrays(int v[4], char buf[16], int n) {
  memcpy(buf, v, sizeof(int));
  int *p = v + n;
  v++;
  return *p + v[0] + (int)(p - v);
}
int apply(int f(int), int x) { return f(x) + (*f)(x); }
static int first(const int v[4]) { return v[0]; }
int call_first(int *p) { return first(p); }
int *pick(int v[4], int n) {
  int *both[2] = {v, v + n};
  struct { int *p; } holder = {.p = v};
  return n ? both[1] : holder.p;
}
