// Members of class template instances that no code names: a virtual method reached only
// by dispatch, a destructor run only at scope exit, by `delete` or by a derived class's
// destructor, and a private virtual method of an instance.
#include <cstdio>

int destroyed = 0;

template <class T> struct Shape {
  T size;
  explicit Shape(T s) : size(s) {}
  virtual ~Shape() { destroyed += 1; printf("~Shape %d\n", (int)size); }
  virtual T area() const { return size; }
};

template <class T> struct Square : Shape<T> {
  explicit Square(T s) : Shape<T>(s) {}
  ~Square() { printf("~Square\n"); }
  T area() const override { return this->size * this->size; }
};

template <class T> class Secret {
  virtual int hidden() const { return 42; }
 public:
  virtual ~Secret() {}
  int reveal() const { return hidden(); }
};

template <class T> struct Counter {
  T n;
  ~Counter() { printf("~Counter %ld\n", (long)n); }
};

int total(const Shape<int> &s) { return s.area(); }

int main() {
  {
    Square<int> sq(3);
    printf("%d\n", total(sq));
  }
  Shape<int> *p = new Square<int>(4);
  printf("%d\n", p->area());
  delete p;
  Secret<char> s;
  printf("%d\n", s.reveal());
  {
    Counter<long> c{7};
  }
  printf("destroyed %d\n", destroyed);
  return 0;
}
