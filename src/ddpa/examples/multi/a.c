/* Unit a of the multi-file example: its own static helper and scale. */
#include "multi.h"

static int scale = 2;           /* same name as b.c's scale, different unit */

static int helper(int v)        /* also named helper in b.c, c.c: doubles */
{
    counter += 1;
    return v * scale;
}

int a_transform(int v)
{
    return helper(v) + 1;
}

int a_run(transform_fn fn, int v)
{
    counter += 1;
    return fn(v);               /* indirect call; targets are set in c.c */
}
