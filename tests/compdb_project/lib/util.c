#include "util.h"

int util_calls = 0;

int util_add(int a, int b) {
    util_calls++;
    return a + b;
}

/* also defined in strs.c: a program linking both units has two definitions */
int version(void) { return 1; }
