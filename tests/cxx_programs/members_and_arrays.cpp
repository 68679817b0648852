// Constructs of the C++ corpus (gperf, ninja, gengetopt): reference members read and
// written through their referent, a reference member bound from another one; local and
// member arrays of class objects constructed in order and destroyed in reverse order;
// arrays of C-like structs and unions (a bison parser's stacks); array bounds that are not
// default member initialisers; a static method as a function pointer; va_list in C++.
#include <cstdarg>
#include <cstdio>
struct Positions { int size; int at[4]; };
struct Iter {
  Iter(const Positions &s) : set(s), i(0) {}
  Iter(const Iter &o) : set(o.set), i(o.i) { std::printf("copy\n"); }
  int next() { return i < set.size ? set.at[i++] : -1; }
  const Positions &set;
  int i;
};
struct Config { int verbosity; };
struct Printer {
  explicit Printer(Config &c) : config(c), end(buf) {}
  void bump() { config.verbosity += 2; *end++ = 'x'; }
  Config &config;
  char buf[8 + 1];
  char *end;
};
struct C {
  static int n;
  int id;
  C() : id(++n) { std::printf("C%d\n", id); }
  ~C() { std::printf("~C%d\n", id); }
};
int C::n = 0;
struct Holder { C m[2]; int k = 5; Holder() { std::printf("Holder %d\n", m[1].id); } };
typedef union { int i; const char *s; } Value;
typedef struct { int first, last; } Span;
struct Table {
  static int twice(int x) { return 2 * x; }
};
static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int k = 0; k < n; k++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
int main() {
  Positions p = {3, {7, 8, 9, 0}};
  Iter it(p);
  Iter again(it);
  int a = it.next() + it.next();
  std::printf("%d %d\n", a, again.next());
  Config cfg = {1};
  Printer pr(cfg);
  pr.bump();
  std::printf("verbosity %d, %d written\n", cfg.verbosity, (int)(pr.end - pr.buf));
  {
    C grid[2][2];
    std::printf("grid %d\n", grid[1][0].id);
  }
  Holder h;
  Value stack[20];
  Value *top = stack;
  Span spans[3];
  Span *sp = spans;
  (++top)->i = 4;
  sp[2].last = 6;
  int (*f)(int) = Table::twice;
  std::printf("%d %d %d %d\n", stack[1].i, spans[2].last, f(h.k), sum(3, 1, 2, 3));
  return 0;
}
