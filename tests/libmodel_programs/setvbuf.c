/* A modelled library call writes only what its model says: setvbuf writes the stream. */
#include <stdio.h>

int g; /* its address is never taken */

int main(void) {
    g = 1;
    setvbuf(stdout, NULL, _IONBF, 0);
    printf("%d\n", g);              /* RD g: 7 */
    return g;                       /* RD g: 7 */
}
