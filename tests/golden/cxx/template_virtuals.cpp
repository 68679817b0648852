// virtual methods of a class template's instance: vmethods, overrides, base constructor
template <class T> struct B {
  T v;
  B(T x) : v(x) {}
  virtual ~B() {}
  virtual T get() const { return v; }
  virtual void put(T x) { v = x; }
};
struct D : B<int> {
  D() : B<int>(3) {}
  ~D() override {}
  int get() const override { return v * 10; }
};
int use(B<int> *p) { p->put(p->get() + 1); return p->get(); }
