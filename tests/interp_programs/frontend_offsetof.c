/* offsetof on nested members, array subscripts (constant and run-time) and anonymous
   members, checked against the addresses of the members themselves. */
#include <stddef.h>
#include <stdio.h>

struct cell { char tag; int vals[4]; };
struct grid {
  long id;
  struct cell cells[3];
  union { short s; struct { char c; double d; }; };
  struct cell *slots[1];
};

static const unsigned char table[] = {offsetof(struct grid, cells), offsetof(struct grid, d)};

static struct grid *grid_of(double *d) {
  return (struct grid *)((char *)d - offsetof(struct grid, d));
}

int main(void) {
  struct grid g;
  char *base = (char *)&g;
  int same = 0, total = 0;
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 4; j++) {
      size_t off = offsetof(struct grid, cells[i].vals[j]);
      same += off == (size_t)((char *)&g.cells[i].vals[j] - base);
      total++;
    }
  }
  printf("%d/%d\n", same, total);
  printf("%zu %zu %zu %zu\n", offsetof(struct grid, cells[2].vals[1]), offsetof(struct grid, d),
         offsetof(struct grid, slots), offsetof(struct grid, slots[0]));
  printf("%d %d %d\n", table[0], table[1], grid_of(&g.d) == &g);
  size_t n = 3;
  size_t bytes = offsetof(struct grid, slots) + sizeof(struct cell *) * n;
  printf("%zu\n", bytes);
  return 0;
}
