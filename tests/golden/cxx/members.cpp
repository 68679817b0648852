// methods with `this`, inherited fields through `base$`, member-initialiser lists
namespace ns {
struct B {
  int x;
  B(int v) : x(v) {}
  int get() const { return x; }
};
struct D : B {
  int y;
  D(int a, int b) : B(a), y(b) {}
  int sum() { return x + y + get(); }
};
}  // namespace ns

int use(ns::D &d) { return d.sum() + d.get(); }
