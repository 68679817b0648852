/* Library functions as data: copies, fills, pure calls, a noreturn exit. */
#include <stdlib.h>
#include <string.h>

char dst[8];
char src[8];

void fail(int code) {
    exit(code);
}

int main(int argc, char **argv) {
    int n;
    strcpy(src, "abc");
    memcpy(dst, src, 4);
    n = (int)strlen(dst);           /* RD dst: 5!initial 15; RU n: 18 19 code@9 */
    if (argc > 5)
        fail(n);
    n = n + abs(argc);              /* RD n: 16 */
    return n + (argv == 0);         /* RD n: 19 */
}
