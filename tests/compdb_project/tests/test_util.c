#include "util.h"

/* old C: implicit int, accepted because the compile command says -Wno-implicit-int */
static checks = 0;

int main(void) {
    checks++;
    return util_add(1, 1) == 2 && util_calls == 1 ? 0 : 1;
}
