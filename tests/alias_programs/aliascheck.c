/* Run-time definitions of the alias oracles: NOALIAS checks that its pointers differ. */
#include <stdio.h>
#include <stdlib.h>
#include "aliascheck.h"

void MAYALIAS(void *p, void *q)
{
    (void)p;
    (void)q;
}

void NOALIAS(void *p, void *q)
{
    if (p == q) {
        fprintf(stderr, "NOALIAS violated at run time\n");
        exit(3);
    }
}

void MUSTALIAS(void *p, void *q)
{
    if (p != q) {
        fprintf(stderr, "MUSTALIAS violated at run time\n");
        exit(3);
    }
}

void PARTIALALIAS(void *p, void *q)
{
    (void)p;
    (void)q;
}

void EXPECTEDFAIL_MAYALIAS(void *p, void *q)
{
    (void)p;
    (void)q;
}

void EXPECTEDFAIL_NOALIAS(void *p, void *q)
{
    NOALIAS(p, q);
}
