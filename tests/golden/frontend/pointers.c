int v, w;
int *pv = &v;
int **ppv = &pv;
void swap(int **pp, int *q) {
  int *t = *pp;
  *pp = q;
  **pp = *t;
  q = &w;
  *q = **ppv;
}
long diff(int *a, int *b) { return b - a; }
