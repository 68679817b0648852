/*
 * Anand, Godefroid, Tillmann: "Demand-Driven Compositional Symbolic
 * Execution", TACAS 2008, Section 6, benchmark HWM (sketched in the paper,
 * written out here).
 *
 * hwm(s) calls contains(s, t) four times in succession, for "Hello",
 * "world", "at" and "Microsoft!"; the assertion fails iff s contains all
 * four.  contains(s, t) calls containsAt(s, i, t), which checks whether s
 * contains t starting at index i.
 *
 * Usage: symex_hwm [string]   (default: the empty string)
 * Exit status 0 unless the assertion fails (abort, SIGABRT), e.g. for
 * "Hello world at Microsoft!".
 */
#include <assert.h>
#include <stdio.h>

static int containsAt(const char *s, int i, const char *t)
{
    int j;
    for (j = 0; t[j] != '\0'; j++)
        if (s[i + j] != t[j])
            return 0;
    return 1;
}

static int contains(const char *s, const char *t)
{
    int i;
    for (i = 0; s[i] != '\0'; i++)
        if (containsAt(s, i, t))
            return 1;
    return 0;
}

void hwm(const char *s)
{
    int a = contains(s, "Hello");
    int b = contains(s, "world");
    int c = contains(s, "at");
    int d = contains(s, "Microsoft!");
    if (a && b && c && d)
        assert(0);                      /* target */
}

int main(int argc, char **argv)
{
    const char *s = argc > 1 ? argv[1] : "";
    hwm(s);
    printf("hwm returned\n");
    return 0;
}
