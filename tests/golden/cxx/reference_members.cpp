// a reference member holds its referent's address: loaded before the access; bound
// from another reference member by that address; an array of class objects constructed
// element by element and destroyed in reverse order
struct Set { int size; };
struct Iter {
  Iter(const Set &s) : set(s) {}
  Iter(const Iter &o) : set(o.set) {}
  int size() const { return set.size; }
  const Set &set;
};
struct C { C(); ~C(); };
int f(const Set &s) {
  C cs[3];
  Iter a(s);
  Iter b(a);
  return b.size();
}
