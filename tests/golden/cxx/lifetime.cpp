// destructors at scope exit (block end, return, break), new and delete
struct T {
  int id;
  T(int i) : id(i) {}
  ~T() { id = 0; }
};

int f(int n) {
  T a(1);
  for (int i = 0; i < n; i++) {
    T b(2);
    if (i == 3) break;
  }
  T *p = new T(3);
  delete p;
  return n;
}
