/* Values no assignment defines (reduced from lz4's decoder and cmark-gfm's node check,
 * whose callers are outside the program): a formal never bound, a local read before any
 * assignment. Each is an undefined value of its own, and every engine says that two
 * pointers copied from one may be equal. */
#include "aliascheck.h"

struct node {
    struct node *next;
    int v;
};

__attribute__((unused)) static int decode(char *dst, int off)
{
    char *op = dst;
    char *match = op - off;
    MAYALIAS(op, match);  /* both hold dst's value */
    *op = *match;
    return *op;
}

__attribute__((unused)) static int check(struct node *node)
{
    struct node *cur = node;
    int a = 0, b = 0;
    int *p = &a, *q = &b;
    while (cur->next != 0)
        cur = cur->next;
    MAYALIAS(cur, cur->next);  /* cur may be what cur->next held */
    NOALIAS(p, q);
    return cur->v + *p + *q;
}

__attribute__((unused)) static int *stale(int k)
{
    int *u;
    int *v = k ? u : 0;
    MAYALIAS(u, v);  /* read before assignment: one undefined value */
    return v;
}

int main(void)
{
    int x = 1, y = 2;
    int *px = &x, *py = &y;
    NOALIAS(px, py);
    return *px + *py - 3;
}
