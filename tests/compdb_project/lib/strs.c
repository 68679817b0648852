#include "strs.h"
#include "util.h"

char *str_copy(char *dst, const char *src) {
    char *d = dst;
    while ((*d = *src) != 0) {
        d++;
        src++;
    }
    util_add(0, 0);
    return dst;
}

int version(void) { return 2; }
