// Range-based for over an array, over a class whose begin/end return pointers, and over
// a class with an iterator class; a structured binding as the loop variable.
struct A { virtual int f() { return 1; } };
struct P { int x; int y; };
struct Bag { A *items[2]; A **begin() { return items; } A **end() { return items + 2; } };
struct It { int *p; int &operator*() { return *p; } It &operator++() { ++p; return *this; }
            bool operator!=(const It &o) const { return p != o.p; } };
struct R { int a[2]; It begin() { return It{a}; } It end() { return It{a + 2}; } };
int sum(P (&ps)[2], Bag &bag, R &r) {
  int s = 0;
  for (auto [x, y] : ps) s += x * y;
  for (A *a : bag) s += a->f();
  for (int v : r) { if (v < 0) continue; s += v; }
  return s;
}
