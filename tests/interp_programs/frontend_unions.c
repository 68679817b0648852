/* Static unions initialised through a member other than the first. */
#include <stdio.h>

union num { int i; float f; double d; };
struct cell { int tag; union num v; };

union num g_f = {.f = 1.5f};
union num g_d = {.d = -2.25};
union num g_i = {7};
struct cell g_cells[2] = {{1, {.d = 0.5}}, {.tag = 2, .v.f = 4.0f}};

int main(void) {
  printf("%.2f %.2f %d\n", g_f.f, g_d.d, g_i.i);
  printf("%d %.2f %d %.2f\n", g_cells[0].tag, g_cells[0].v.d, g_cells[1].tag, g_cells[1].v.f);
  return 0;
}
