struct pt { int x, y; };
int a, b;
int *ptrs[3] = {&a, &b, 0};
struct pt pts[2] = {{1, 2}, {3, 4}};
struct pt *ppt = &pts[1];
int *mid = &pts[1].y;
const char *names[] = {"one", "two"};
struct cfg { int *target; int (*check)(int); struct pt origin; } cfg = {&a, 0, {5, 6}};
double ratio = 1.5;
int read_all(void) { return *ptrs[0] + ppt->y + *mid + cfg.origin.x; }
