// Functions passed by reference to a template (`F &&f` bound to a function, a static
// method, or a pointer to one) and called through the reference.
template <class F> int call(F &&f, int x) { return f(x); }
int twice(int x) { return 2 * x; }
struct P { static int thrice(int x) { return 3 * x; } };
int main() { return call(twice, 1) + call(P::thrice, 2) + call(&P::thrice, 3); }
