// Range-based `for` as C++17 defines it: over arrays (by value and by reference, with
// `break` and `continue`), a class whose begin/end return pointers, a class template
// instance (its `end` named by the function appended to the unit), a user iterator class,
// free `begin`/`end` found by argument-dependent lookup, a template's nested iterator with
// a friend `!=` (through a const reference), a temporary range (its lifetime extended), a
// loop variable copied and destroyed in each iteration, and nested loops; virtual calls in
// a loop body. Also: an array member as a pointer in an initialiser list (`It{a}`), a
// template instance's default member initialisers, and an array member of class objects
// constructed in place from its initialiser list.
#include <cstdio>
struct A { virtual int say() const { return 1; } virtual ~A() {} };
struct B : A { int say() const override { return 2; } };
struct C : A { int say() const override { return 3; } };
struct Bag { A *items[3]; A **begin() { return items; } A **end() { return items + 3; } };
template <class T> struct Box { T items[2]; T *begin() { return items; } T *end() { return items + 2; } };
struct It { int *p; int &operator*() { return *p; } It &operator++() { ++p; return *this; }
            bool operator!=(const It &o) const { return p != o.p; } };
struct R { int a[3]; It begin() { return It{a}; } It end() { return It{a + 3}; } };
namespace ns { struct F { int a[2]; }; int *begin(F &f) { return f.a; } int *end(F &f) { return f.a + 2; } }
template <class T> struct List {
  struct Node { T v; Node *next; };
  struct Iter { Node *n; T &operator*() const { return n->v; } Iter &operator++() { n = n->next; return *this; }
                friend bool operator!=(const Iter &a, const Iter &b) { return a.n != b.n; } };
  Node *head = nullptr;
  void push(Node *n, T v) { n->v = v; n->next = head; head = n; }
  Iter begin() const { return Iter{head}; }
  Iter end() const { return Iter{nullptr}; }
};
struct Noisy { int v; Noisy(int x) : v(x) {} Noisy(const Noisy &o) : v(o.v) {} ~Noisy() { printf("~%d\n", v); } };
struct Pack { Noisy n[2] = {Noisy(7), Noisy(8)}; Noisy *begin() { return n; } Noisy *end() { return n + 2; } };
Box<int> make() { return Box<int>{{40, 50}}; }
int main() {
  int arr[4] = {1, 2, 3, 4};
  int s = 0;
  for (int x : arr) s += x;
  for (int &x : arr) x *= 2;
  for (int x : arr) { if (x == 4) continue; if (x == 8) break; s += x; }
  Bag bag{{new A, new B, new C}};
  for (A *a : bag) s += a->say();
  for (const A *a : bag) delete a;
  Box<int> b{{10, 20}};
  for (int x : b) s += x;
  R r{{1, 2, 3}};
  for (int x : r) s += x;
  ns::F f{{4, 5}};
  for (int x : f) s += x;
  List<int>::Node n1, n2;
  List<int> l;
  l.push(&n1, 100); l.push(&n2, 200);
  const List<int> &cl = l;
  for (int x : cl) s += x;
  for (int x : make()) s += x;
  Pack p;
  for (Noisy k : p) s += k.v;

  for (int i : arr) for (int j : arr) s += i * j;
  printf("%d\n", s);
  return 0;
}
