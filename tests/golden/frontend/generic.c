#define kind(x) _Generic((x), int: 1, double: 2, default: 0)
#define magnitude(x) _Generic((x), int: iabs, double: dabs)(x)
static int iabs(int x) { return x < 0 ? -x : x; }
static double dabs(double x) { return x < 0 ? -x : x; }
double classify(int i, double d, char *p) {
  return kind(i) * 100 + kind(d) * 10 + kind(p) + magnitude(i) + magnitude(d);
}
int pick(long l, int n) {
  int a = 0;
  long b = 0;
  _Generic(l, int: a, long: b) = n;
  return (int)b + _Generic(n, int: a, long: l);
}
