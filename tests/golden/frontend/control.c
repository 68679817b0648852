int classify(int n) {
  int r = 0;
  if (n < 0) r = -1; else if (n == 0) r = 0; else r = 1;
  while (n > 10) { n = n / 2; if (n == 13) break; if (n & 1) continue; r++; }
  do { n--; } while (n > 0);
  for (int i = 0; i < 3; i++) r += i;
  for (;;) { if (r > 100) break; r *= 2; }
  return r;
}
