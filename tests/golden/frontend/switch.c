int sw(int c) {
  int r = 0;
  switch (c) {
  case 1:
  case 2: r = 10;
  case 3: r += 1; break;
  case 4 ... 6: r = 4; break;
  default: r = -1;
  }
  return r;
}
