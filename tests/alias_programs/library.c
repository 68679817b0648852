/* Library models: copy-through (memcpy, strcpy), returned arguments, realloc, varargs,
 * and an external function without a body or model (external.c is not analysed). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "aliascheck.h"

void *opaque(void *p);
int *g_exposed;
int g_target;

static int *pick(int n, ...)
{
    va_list ap;
    int *r = 0;
    va_start(ap, n);
    for (int i = 0; i <= n; i++)
        r = va_arg(ap, int *);
    va_end(ap);
    return r;
}

static void copies(void)
{
    int a, b;
    int *src[2] = {&a, &a};
    int *dst[2];
    memcpy(dst, src, sizeof src);
    MAYALIAS(dst[0], &a);
    NOALIAS(dst[1], &b);
    char buf[8] = "abc";
    char *hit = strchr(buf, 'b');
    MAYALIAS(hit, buf);
    int **heap = malloc(2 * sizeof(int *));
    heap[0] = &b;
    int **grown = realloc(heap, 4 * sizeof(int *));
    MAYALIAS(grown[0], &b);
    NOALIAS(grown[0], &a);
    free(grown);
}

static void varargs(void)
{
    int a, b, c;
    int *r = pick(1, &a, &b);
    MAYALIAS(r, &b);
    NOALIAS(r, &c);
}

static void externals(void)
{
    int a, b;
    g_exposed = &g_target;
    int *r = opaque(&a);
    MAYALIAS(r, &a);
    MAYALIAS(r, &g_target);
    NOALIAS(r, &b);
    MAYALIAS(g_exposed, &a);
}

int main(void)
{
    copies();
    varargs();
    externals();
    return 0;
}
