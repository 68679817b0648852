/* Calls that never return end their paths: err/errx models, _Noreturn and noreturn. */
#include <err.h>
#include <stdlib.h>

int x;
void bail(void) __attribute__((noreturn));

_Noreturn static void die(int code) {
    exit(code);
}

int main(int argc, char **argv) {
    x = 1;
    if (argc > 1) {
        x = 2;
        errx(1, "bad %s", argv[1]);
    }
    if (argc > 2) {
        x = 3;
        die(2);
    }
    if (argc > 3) {
        x = 4;
        bail();
    }
    if (argc > 4) {
        x = 5;
        abort();
    }
    return x;                       /* RD x: 13 */
}
