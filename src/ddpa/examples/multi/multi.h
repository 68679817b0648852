/*
 * Shared declarations of the multi-file example (see examples/README.md).
 * MULTI_VERSION selects the behaviour of b_transform (b.c); the build passes
 * -DMULTI_VERSION=2, without it the version defaults to 1.
 */
#ifndef MULTI_H
#define MULTI_H

#ifndef MULTI_VERSION
#define MULTI_VERSION 1
#endif

typedef int (*transform_fn)(int);

extern int counter;             /* defined in c.c, updated in a.c and b.c */

int a_transform(int v);         /* a.c */
int a_run(transform_fn fn, int v);  /* a.c: calls fn indirectly */
int b_transform(int v);         /* b.c */

#endif
