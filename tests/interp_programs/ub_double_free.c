/* expect undefined-behaviour 8: free of heap object allocated by malloc at ...ub_double_free.c:5:11, which was freed at ...ub_double_free.c:7:5 (double free) */
#include <stdlib.h>
int main(void)
{
    char *p = malloc(8);
    p[0] = 0;
    free(p);
    free(p);
    return 0;
}
