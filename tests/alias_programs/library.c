/* Library models: copy-through (memcpy, strcpy), returned arguments, realloc, varargs,
 * and an external function without a body or model (external.c is not analysed). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "aliascheck.h"

void *opaque(void *p);
void expose(int **slot);
int *g_exposed;  /* its address escapes to outside code (expose) */
int *g_private;  /* its address never escapes: outside code cannot touch it */
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
    g_private = &g_target;
    expose(&g_exposed);
    int *r = opaque(&a);
    MAYALIAS(r, &a);
    MAYALIAS(r, &g_target);
    NOALIAS(r, &b);
    MAYALIAS(g_exposed, &a);
    NOALIAS(g_private, &a);
}

int main(void)
{
    copies();
    varargs();
    externals();
    return 0;
}
