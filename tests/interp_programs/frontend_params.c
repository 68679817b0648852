/* Parameters declared as arrays, va_list and functions are pointers (C11 6.7.6.3). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int vtotal(const char *kinds, va_list ap) {
  int s = 0;
  for (; *kinds; kinds++) {
    if (*kinds == 'i') s += va_arg(ap, int);
    else if (*kinds == 'l') s += (int)va_arg(ap, long long);
    else if (*kinds == 's') s += (int)strlen(va_arg(ap, const char *));
  }
  return s;
}

static int total(const char *kinds, ...) {
  va_list ap;
  va_start(ap, kinds);
  int s = vtotal(kinds, ap);
  va_end(ap);
  return s;
}

static int arrays(int v[4], char buf[16], int n) {
  memcpy(buf, v, sizeof(int));
  int *p = v + n;
  v++;
  char *bytes = (char *)v;
  return *p * 100 + v[0] * 10 + (int)(p - v) + bytes[0] - bytes[0];
}

static int ends(const int v[4]) { return v[0] * 10 + v[3]; }

static int rows(int m[][3], int r) { return m[r][0] + m[r][2]; }

static int twice(int x) { return 2 * x; }
static int apply(int f(int), int x) { return f(x) + (*f)(x + 1); }

int main(void) {
  int v[4] = {1, 2, 3, 4};
  char buf[16] = {0};
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  printf("%d\n", total("ils", 5, 10000000000LL, "four"));
  int r = arrays(v, buf, 2);
  printf("%d %d\n", r, buf[0]);
  printf("%d %d\n", rows(m, 1), apply(twice, 3));
  int *pv = v;
  printf("%d\n", ends(pv));
  return 0;
}
