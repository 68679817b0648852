/* Initialiser lists with designators, GNU ranges and elided braces, for static and
   automatic objects. */
#include <stdio.h>

struct pt { int x, y, z; };
struct box { struct pt corner[2]; int colour; };
struct tagged { int kind; union { long l; double d; }; int : 3; int after; };

struct pt g_pt = {.z = 3, .x = 1};
int g_arr[6] = {[4] = 7, [1] = 2, 9};
int g_range[5] = {[1 ... 3] = 8};
int g_mat[2][3] = {1, 2, 3, 4};
struct box g_box = {.corner[1].y = 5, 6, .colour = 9};
struct pt g_flat[2] = {1, 2, 3, 4};
struct tagged g_tag = {1, {.d = 2.5}, 4};
char g_name[8] = {"abc"};
int g_override[3] = {1, 2, 3, [1] = 5};
const char *g_words[] = {[2] = "two", [0] = "zero"};

static void show_pt(const char *name, struct pt p) { printf("%s %d %d %d\n", name, p.x, p.y, p.z); }

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 4;
  show_pt("g_pt", g_pt);
  for (int i = 0; i < 6; i++) printf("%d%c", g_arr[i], i == 5 ? '\n' : ' ');
  for (int i = 0; i < 5; i++) printf("%d%c", g_range[i], i == 4 ? '\n' : ' ');
  printf("%d %d %d %d\n", g_mat[0][2], g_mat[1][0], g_mat[1][1], g_mat[1][2]);
  show_pt("corner1", g_box.corner[1]);
  printf("colour %d\n", g_box.colour);
  show_pt("flat1", g_flat[1]);
  printf("tag %d %.1f %d\n", g_tag.kind, g_tag.d, g_tag.after);
  printf("%s %d %d\n", g_name, g_override[1], g_override[2]);
  printf("%s %d %s\n", g_words[0], g_words[1] == 0, g_words[2]);

  struct pt p = {.y = n, n + 1};
  int a[4] = {[2] = n, [0] = 1};
  int m[2][2] = {1, 2, 3};
  struct box b = {{{1, 2, 3}}, .corner[1] = {.z = n}};
  struct tagged t = {.after = 2, .d = 0.5};
  int r[4] = {[0 ... 2] = n * 2};
  struct pt pts[] = {[1].y = 7, {8}, 9};  /* {8} is pts[1].z: the innermost level goes on */
  show_pt("p", p);
  printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
  printf("%d %d %d %d\n", m[0][0], m[0][1], m[1][0], m[1][1]);
  show_pt("b0", b.corner[0]);
  show_pt("b1", b.corner[1]);
  printf("t %.1f %d %d\n", t.d, t.after, t.kind);
  printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
  printf("%d ", (int)(sizeof pts / sizeof pts[0]));
  show_pt("pts1", pts[1]);
  show_pt("pts2", pts[2]);
  return 0;
}
