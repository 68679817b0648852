// Static locals of dynamic initialisation: initialised when control first passes their
// declaration (a guard variable), once; an object's destructor runs at exit.
#include <cstdio>
struct S { int v; S(int a) : v(a) { printf("S(%d)\n", a); } ~S() { printf("~S %d\n", v); } };
int next() { static int n = 10; return ++n; }
S &instance() { static S s(next()); return s; }
int twice() { static int t = next() * 2; return t; }
int main() { printf("start\n"); printf("%d\n", instance().v); printf("%d\n", instance().v); printf("%d %d\n", twice(), twice()); return 0; }
