/*
 * Anand, Godefroid, Tillmann: "Demand-Driven Compositional Symbolic
 * Execution", TACAS 2008, Figure 1 (testAbs calls abs twice; the assertion
 * is the target).
 *
 * The paper's "assert false" is assert(0).  The paper's nodes that the text
 * names carry a trailing comment: node 3 (abs returns x), node 2 (the
 * x <= 0 branch of abs), node 10 (testAbs takes the else branch) and
 * node 11 (the assertion).  abs is static and <stdlib.h> is not included,
 * so the name does not clash with the library function.
 *
 * Usage: symex_fig1 [p q]   (default p = 1, q = 1: the paper's first run)
 * Exit status 0 if the target is not reached; with e.g. "2 1" the
 * assertion fails (abort, SIGABRT).  Bad arguments: exit status 2.
 */
#include <assert.h>
#include <stdio.h>

static int abs(int x)
{
    if (x > 0)
        return x;                       /* node3 */
    else if (x == 0)                    /* node2 */
        return 100;
    else
        return -x;
}

void testAbs(int p, int q)
{
    int m = abs(p);
    int n = abs(q);
    if (m > n && p > 0)
        assert(0);                      /* node11 */
    return;                             /* node10 */
}

/* Reads a decimal int of at most 9 digits (so it cannot overflow). */
static int parse_int(const char *s, int *out)
{
    int sign = 1, v = 0, digits = 0;
    if (*s == '-') {
        sign = -1;
        s++;
    }
    for (; *s >= '0' && *s <= '9'; s++) {
        if (++digits > 9)
            return 0;
        v = v * 10 + (*s - '0');
    }
    if (digits == 0 || *s != '\0')
        return 0;
    *out = sign * v;
    return 1;
}

int main(int argc, char **argv)
{
    int p = 1, q = 1;
    if (argc == 3) {
        if (!parse_int(argv[1], &p) || !parse_int(argv[2], &q)) {
            fprintf(stderr, "usage: %s [p q]\n", argv[0]);
            return 2;
        }
    } else if (argc != 1) {
        fprintf(stderr, "usage: %s [p q]\n", argv[0]);
        return 2;
    }
    testAbs(p, q);
    printf("testAbs(%d, %d) returned\n", p, q);
    return 0;
}
