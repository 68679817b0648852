int table[3][4];
int sum(int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  table[1][2] = s;
  int local[5] = {1, 2, 3};
  int *p = local + 2;
  p[-1] = *(p + 1);
  return s + local[n % 5] + 2[a];
}
