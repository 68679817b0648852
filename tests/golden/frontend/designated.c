struct pt { int x, y, z; };
struct box { struct pt corner[2]; int colour; };
union num { int i; float f; };
struct tagged { int kind; union { long l; double d; }; int : 3; int after; };
struct pt g_pt = {.z = 3, .x = 1};
int g_arr[6] = {[4] = 7, [1] = 2, 9};
int g_range[5] = {[1 ... 3] = 8};
int g_mat[2][3] = {1, 2, 3, 4};
struct box g_box = {.corner[1].y = 5, 6, .colour = 9};
struct pt g_flat[2] = {1, 2, 3, 4};
union num g_num = {.f = 1.5f};
struct tagged g_tag = {1, {.d = 2.0}, 4};
char g_name[8] = {"abc"};
int g_override[3] = {1, 2, 3, [1] = 5};
int locals(int n) {
  struct pt p = {.y = n, n + 1};
  int a[4] = {[2] = n, [0] = 1};
  int m[2][2] = {1, 2, 3};
  struct box b = {{{1, 2, 3}}, .corner[1] = {.z = n}};
  struct tagged t = {.after = 2, .d = 0.5};
  int r[4] = {[0 ... 2] = n * 2};
  return p.z + a[2] + m[1][0] + b.corner[1].z + t.after + r[1];
}
