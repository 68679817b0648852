/* Library callbacks are calls: qsort's comparator, signal's handler. */
#include <signal.h>
#include <stdlib.h>

int seen;
int hits;

static int cmp(const void *a, const void *b) {
    seen = seen + 1;                /* RD seen: 5!initial 9 21 */
    return *(const int *)a - *(const int *)b;
}

static void on_signal(int sig) {
    hits = sig;
}

int main(void) {
    int v[3] = {3, 1, 2};
    signal(SIGINT, on_signal);
    qsort(v, 3, sizeof v[0], cmp);
    seen = 0;
    qsort(v, 3, sizeof v[0], cmp);
    return seen + hits;             /* RD seen: 9 21; RD hits: 6!initial 14 */
}
