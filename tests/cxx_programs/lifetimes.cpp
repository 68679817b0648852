#include <cstdio>
#include <new>
struct T { int id; T() : id(0) { std::printf("T()\n"); } T(int i) : id(i) { std::printf("T(%d)\n", i); }
  ~T() { std::printf("~T %d\n", id); } };
int f(int n) {
  T a(1);
  for (int i = 0; i < n; i++) {
    T b(10 + i);
    if (i == 1) goto out;
  }
  std::printf("loop done\n");
out:
  std::printf("after label\n");
  return n;
}
int main() {
  T *arr = new T[3];
  for (int i = 0; i < 3; i++) arr[i].id = 100 + i;
  delete[] arr;
  alignas(T) unsigned char buf[sizeof(T)];
  T *p = new (buf) T(42);
  std::printf("placed %d\n", p->id);
  p->~T();
  f(3);
  f(1);
  return 0;
}
