#include <stdio.h>
#include "util.h"

int main(void) {
    int total = util_add(2, 3);
    printf("%d\n", total);
    return 0;
}
