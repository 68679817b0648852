int gnu(int n) {
  int vla[n];
  vla[0] = n;
  int v = ({ int t = n * 2; t + 1; });
  int *cl = (int[]){1, 2, 3};
  void *target = &&out;
  if (n > 5) goto *target;
  v += cl[1] + vla[0];
out:
  return v;
}
