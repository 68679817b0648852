/* expect undefined-behaviour 8: read of uninitialised memory: 4 bytes at offset 8 of heap object allocated by malloc */
#include <stdlib.h>
int main(void)
{
    int *v = malloc(4 * sizeof(int));
    v[0] = 1;
    v[1] = 2;
    return v[0] + v[2];
}
