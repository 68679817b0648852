unsigned char uc;
int ops(int a, int b, long l, double d) {
  a += b; a -= 1; a *= b; a /= 2; a %= 3; a <<= 1; a >>= b; a &= 7; a |= 8; a ^= b;
  uc += 200;
  l = a + l;
  d = d * a + 0.5;
  int k = (int)d + (char)b + (unsigned)l;
  int pre = ++a, post = b--;
  return k + pre + post + (int)sizeof(long) + (int)sizeof a;
}
