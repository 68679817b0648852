#include <stdio.h>
#include "strs.h"

int main(int argc, char **argv) {
    char buf[64];
    char *out = str_copy(buf, argc > 1 ? argv[1] : "echo");
    printf("%s %d\n", out, version());
    return 0;
}
