// overloads keep their parameter types in the IR name; references are pointers
int add(int a, int b) { return a + b; }
double add(double a, double b) { return a + b; }
struct S {
  static int count;
  int v;
  int &ref() { return v; }
};
int S::count = 0;
int g(S &s) {
  s.ref() = 4;
  S::count++;
  return add(1, 2) + (int)add(1.0, 2.0) + s.v;
}
