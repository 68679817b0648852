// Bases of class template instances that depend on the template's parameters: the base
// is the instance of the base template for the instance's arguments (its fields, its
// vptr and its virtual methods), a method of the derived template overrides without
// `virtual`, and a mixin derives from its parameter.
#include <cstdio>

template <class T> struct Cell {
  T v;
  explicit Cell(T x) : v(x) {}
  virtual T get() const { return v; }
  T twice() const { return get() + get(); }
};

template <class T> struct Offset : Cell<T> {
  T by;
  Offset(T x, T y) : Cell<T>(x), by(y) {}
  T get() const { return this->v + by; }  // overrides Cell<T>::get
};

struct Fixed : Offset<int> {
  Fixed() : Offset<int>(1, 2) {}
  int get() const override { return 100; }
};

struct Named {
  const char *name = "named";
  virtual const char *who() const { return name; }
};

template <class Base> struct Loud : Base {  // a mixin: the base is the parameter
  const char *who() const override { return "loud"; }
  const char *quiet() const { return Base::who(); }
};

template <class T> struct Outer {
  template <class U> struct Inner : Cell<U> {
    T extra;
    Inner(U u, T t) : Cell<U>(u), extra(t) {}
    U get() const { return this->v * 10; }
  };
};

int show(const Cell<int> &c) { return c.get(); }
long show_long(Cell<long> *c) { return c->twice(); }

int main() {
  Offset<int> o(3, 4);
  Fixed f;
  printf("%d %d %d\n", show(o), o.twice(), o.get());
  printf("%d %d %d\n", show(f), f.twice(), f.get());
  Offset<char> oc('a', 1);  // Cell<char> is named by nothing but Offset<char>'s initialiser
  printf("%c %c %c\n", oc.get(), oc.v, oc.Cell<char>::get());
  Loud<Named> l;
  Named *n = &l;
  printf("%s %s %s %s\n", n->who(), l.quiet(), l.name, l.who());
  Outer<int>::Inner<long> in(5, 6);
  printf("%ld %ld %d\n", show_long(&in), in.get(), in.extra);
  return 0;
}
