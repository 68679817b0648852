#include <cstdio>
struct Base { int code; Base(int c) : code(c) {} virtual ~Base() { std::printf("~Base %d\n", code); } };
struct Derived : Base { Derived(int c) : Base(c) {} ~Derived() { std::printf("~Derived %d\n", code); } };
struct Other { int x; };
struct Guard { const char *n; Guard(const char *s) : n(s) { std::printf("enter %s\n", n); }
  ~Guard() { std::printf("leave %s\n", n); } };
void thrower(int k) {
  Guard g("thrower");
  if (k == 1) throw Derived(7);
  if (k == 2) throw Other{3};
  if (k == 3) throw 42;
  if (k == 4) throw "text";
  std::printf("no throw\n");
}
int level(int k) {
  Guard g("level");
  try { thrower(k); }
  catch (Other &o) { std::printf("level caught Other %d\n", o.x); return o.x; }
  return 0;
}
int rethrower() {
  try { thrower(1); }
  catch (Base &b) { std::printf("rethrowing %d\n", b.code); throw; }
  return 0;
}
int main() {
  for (int k = 0; k <= 4; k++) {
    try {
      Guard g("main");
      std::printf("level -> %d\n", level(k));
    } catch (const Base &b) {
      std::printf("main caught Base %d\n", b.code);
    } catch (int i) {
      std::printf("int %d\n", i);
    } catch (...) {
      std::printf("something else\n");
    }
  }
  try { rethrower(); } catch (Derived &d) { std::printf("outer got Derived %d\n", d.code); }
  try { throw new Derived(9); } catch (Base *p) { std::printf("ptr %d\n", p->code); delete p; }
  std::printf("end\n");
  return 0;
}
