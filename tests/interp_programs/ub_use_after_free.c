/* expect undefined-behaviour 10: read from heap object allocated by malloc at ...ub_use_after_free.c:7:10 after it was freed at ...ub_use_after_free.c:9:5 (dangling pointer, offset 0) */
#include <stdlib.h>
#include <stdio.h>
int main(void)
{
    int total;
    int *v = malloc(4 * sizeof *v);
    v[0] = 1;
    free(v);
    total = v[0];
    printf("%d\n", total);
    return 0;
}
