#include <stdlib.h>
struct node { int v; struct node *next; };
void *xmalloc(unsigned long n) { void *p = malloc(n); if (!p) abort(); return p; }
struct node *list(int n) {
  struct node *h = 0;
  while (n-- > 0) {
    struct node *e = (struct node *)xmalloc(sizeof *e);
    e->v = n; e->next = h; h = e;
  }
  int *arr = calloc(4, sizeof(int));
  arr = realloc(arr, 8 * sizeof(int));
  free(arr);
  return h;
}
