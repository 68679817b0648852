typedef int (*op_t)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
op_t ops[2] = {add, sub};
struct vt { op_t fn; const char *name; } table = {add, "add"};
int apply(int k, int a, int b) {
  op_t f = ops[k & 1];
  int r = f(a, b) + (*f)(b, a) + table.fn(a, a);
  return r + ops[0](1, 2);
}
