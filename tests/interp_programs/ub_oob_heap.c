/* expect undefined-behaviour 9: out-of-bounds read of 1 byte at offset 5 of heap object allocated by malloc */
#include <stdlib.h>
#include <string.h>
int main(void)
{
    char *s = malloc(5);
    memcpy(s, "abcde", 5);
    int n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}
