int logic(int a, int b, int *p) {
  int x = a && b;
  int y = a || (p && *p);
  int z = a ? b : -b;
  int w = (a++, b);
  if (a > 0 && (b < 0 || !p)) return x + y + z + w;
  return a ?: b;
}
