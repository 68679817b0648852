/* A library without main (the open world): outside code calls mk and get, and may pass
 * get the node mk made, whose next field points to itself. */
#include <stdlib.h>
#include "../alias_programs/aliascheck.h"

struct N {
    int v;
    struct N *next;
};

int calls;  /* externally visible: outside code may write it */
static int hidden;

struct N *mk(void)
{
    struct N *n = malloc(sizeof *n);
    n->v = 0;
    n->next = n;
    return n;
}

static int twice(int *p, int *q)
{
    NOALIAS(p, q);  /* two locals whose addresses never escape */
    return *p + *q;
}

int get(struct N *a)
{
    int x = 1, y = 2;
    MAYALIAS(a, a->next);  /* mk's node, or any node outside code links to itself */
    MAYALIAS(&calls, a);  /* outside code may pass the address of a visible global */
    NOALIAS(&hidden, a);  /* but never of a static one whose address is not taken */
    calls++;
    return a->v + a->next->v + twice(&x, &y);
}
