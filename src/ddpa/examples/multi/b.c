/* Unit b of the multi-file example: its own static helper and scale. */
#include "multi.h"

static int scale = 10;          /* same name as a.c's scale, different unit */

static int helper(int v)        /* also named helper in a.c, c.c: adds */
{
    counter += 2;
    return v + scale;
}

int b_transform(int v)
{
#if MULTI_VERSION >= 2
    return helper(helper(v));
#else
    return helper(v);
#endif
}
