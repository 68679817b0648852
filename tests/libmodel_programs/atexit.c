/* Exit handlers run at exit and when main returns, after everything before them: what
 * reaches those points reaches the handler's uses, wherever the handler was registered. */
#include <stdlib.h>
#include <stdio.h>
int g, seen;
static void report(void) {
    seen = g;                       /* RD g: 5!initial 11 15 22 */
    printf("%d\n", seen);
}
static void setup(void) {
    g = 0;
    atexit(report);
}
static void work(int n) {
    g = n;
    if (n > 2)
        exit(3);
}
int main(int argc, char **argv) {
    setup();
    work(argc);
    g = g + 10;
    return 0;
}
