/* va_start defines the va_list only; variadic actuals are used at the call. */
#include <stdarg.h>

char buf[8];
int count;

static int total(const char *s, ...) {
    va_list ap;
    int n = 0;
    va_start(ap, s);
    for (int i = 0; s[i]; i++)      /* RD buf: 4!initial 18 */
        n += va_arg(ap, int);
    va_end(ap);
    return n + count;               /* RD count: 19 */
}

int main(void) {
    buf[0] = 'x';
    count = 3;
    int k = 4;
    return total(buf, k);           /* RD k: 20 */
}
