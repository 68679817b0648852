/* Every oracle marker: MUSTALIAS and PARTIALALIAS expect may-alias, EXPECTEDFAIL_NOALIAS
   is a no-alias claim the analysis is known not to meet. */
#include "aliascheck.h"

struct P { int *lo; int *hi; };

int a, b;
int cells[4];

int main(void) {
    int *p = &a;
    int *q = p;
    MUSTALIAS(p, q);
    MAYALIAS(q, &a);
    NOALIAS(q, &b);
    PARTIALALIAS(&cells[1], &cells[0]);
    EXPECTEDFAIL_NOALIAS(&cells[0], &cells[2]); /* imprecise: array elements share one node */
    return *q;
}
