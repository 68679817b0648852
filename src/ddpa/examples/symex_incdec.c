/*
 * Anand, Godefroid, Tillmann: "Demand-Driven Compositional Symbolic
 * Execution", TACAS 2008, Section 6, benchmark IncDec (only sketched in the
 * paper: "takes an integer as argument, increments it several times and
 * then decrements until a certain condition specified as an assertion is
 * satisfied"; the concrete constants below are ours).
 *
 * incdec(x) increments x five times with inc(), then decrements it with
 * dec() while it is above 50; the assertion x != 17 fails iff the input is
 * 12.
 *
 * Usage: symex_incdec [n]   (default n = 0; -1000000 <= n <= 1000000)
 * Exit status 0 unless the assertion fails (abort, SIGABRT: n = 12).
 * Bad arguments: exit status 2.
 */
#include <assert.h>
#include <stdio.h>

static int inc(int x)
{
    return x + 1;
}

static int dec(int x)
{
    return x - 1;
}

int incdec(int x)
{
    x = inc(x);
    x = inc(x);
    x = inc(x);
    x = inc(x);
    x = inc(x);
    while (x > 50)
        x = dec(x);
    assert(x != 17);                    /* target */
    return x;
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
    int n = 0;
    if (argc > 2 || (argc == 2 && !parse_int(argv[1], &n))
        || n < -1000000 || n > 1000000) {
        fprintf(stderr, "usage: %s [n]\n", argv[0]);
        return 2;
    }
    printf("incdec(%d) = %d\n", n, incdec(n));
    return 0;
}
