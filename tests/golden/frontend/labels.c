int dispatch(const unsigned char *code) {
  static const void *const table[] = {&&op_inc, &&op_dbl, &&op_end};
  int acc = 0;
  const unsigned char *pc = code;
  goto *table[*pc];
op_inc:
  acc++;
  goto *table[*++pc];
op_dbl:
  acc *= 2;
  goto *table[*++pc];
op_end:
  return acc;
}
int jump_back(int n) {
  void *again = &&top;
  int steps = 0;
top:
  steps++;
  if (steps < n) goto *again;
  return steps;
}
int by_offset(int k) {
  static const int offsets[] = {&&low - &&low, &&high - &&low};
  goto *(&&low + offsets[k > 0]);
low:
  return -1;
high:
  return 1;
}
