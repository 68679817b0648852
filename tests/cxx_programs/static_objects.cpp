// Globals of dynamic initialisation: constructed in declaration order before main (a
// class object, an array of them, a static data member, a scalar from a call, a reference
// bound to a call's result, an object whose constructor reads an earlier global), their
// destructors run at exit in reverse order of construction; a virtual call in a global's
// constructor; a class template's static data member.
#include <cstdio>
struct Log {
  const char *name;
  explicit Log(const char *n) : name(n) { printf("make %s\n", name); }
  virtual ~Log() { printf("drop %s\n", name); }
  virtual int weight() const { return 1; }
};
struct Heavy : Log {
  Heavy() : Log("heavy") {}
  int weight() const override { return 10; }
};
int counter() { static int n = 0; return ++n; }
Log first("first");
Log pair[2] = {Log("p0"), Log("p1")};
int ticket = counter() * 100;
struct Registry { static Log entry; };
Log Registry::entry("entry");
int &ref = ticket;
struct Weigh { int w; explicit Weigh(const Log &l) : w(l.weight() + ticket) {} };
Heavy heavy;
Weigh weighed(heavy);
enum Kind { k0, k1, k2 };
template <Kind K> struct Tag { static const Kind kind; };
template <Kind K> const Kind Tag<K>::kind = K;
int main() {
  printf("main %s %s %d %d %s %d %d\n", first.name, pair[1].name, ticket, ref,
         Registry::entry.name, weighed.w, (int)Tag<k2>::kind);
  return 0;
}
