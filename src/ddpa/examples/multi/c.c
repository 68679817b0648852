/*
 * Unit c of the multi-file example: defines the shared global and main.
 * main passes pointers to b_transform (b.c), a_transform (a.c) and to this
 * unit's static helper to a_run (a.c), which calls them indirectly.
 */
#include <stdio.h>
#include "multi.h"

int counter;                    /* the one definition of the shared global */

static int helper(int v)        /* also named helper in a.c, b.c: negates */
{
    counter += 3;
    return -v;
}

int main(void)
{
    int r1 = a_run(b_transform, 1);
    int r2 = a_run(a_transform, r1);
    int r3 = a_run(helper, r2);
    printf("version=%d r1=%d r2=%d r3=%d counter=%d\n", MULTI_VERSION, r1,
           r2, r3, counter);
    return 0;
}
