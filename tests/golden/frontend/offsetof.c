#include <stddef.h>
struct cell { char tag; int vals[4]; };
struct grid {
  long id;
  struct cell cells[3];
  union { short s; struct { char c; double d; }; };
  void *slots[1];
};
typedef struct grid grid_t;
unsigned long field_offsets(void) {
  unsigned long a = offsetof(struct grid, slots);
  unsigned long b = offsetof(grid_t, cells[2].vals[1]);
  unsigned long c = offsetof(struct grid, d);
  return a + b + c;
}
unsigned long dynamic_offset(int i, int j) {
  return __builtin_offsetof(struct grid, cells[i].vals[j]);
}
void *slot_base(struct grid *g) { return (char *)g + offsetof(struct grid, slots); }
size_t table_size(int n) { return offsetof(struct grid, slots) + sizeof(void *) * n; }
static const unsigned short where[] = {offsetof(struct cell, vals), offsetof(struct grid, s)};
int first_where(void) { return where[0]; }
