/*
 * Anand, Godefroid, Tillmann: "Demand-Driven Compositional Symbolic
 * Execution", TACAS 2008, Section 6, benchmark Parser (only sketched in the
 * paper; the concrete grammar below is ours).
 *
 * A parser for a small Pascal-like language; the assertion fails iff the
 * input parses.  Tokens are separated by one or more blanks:
 *
 *   program  ::= "program" name body
 *   body     ::= "begin" { function } "end"
 *   function ::= "function" name "begin" "end"
 *   name     ::= any token that is not a keyword
 *
 * and nothing may follow the final "end".  Accepted, e.g.:
 *   "program p begin end"
 *   "program demo begin function f begin end end"
 *
 * Usage: symex_parser [string]   (default: the empty string)
 * Exit status 0 unless the assertion fails (abort, SIGABRT).
 */
#include <assert.h>
#include <stdio.h>
#include <string.h>

static const char *skipBlanks(const char *s)
{
    while (*s == ' ')
        s++;
    return s;
}

static int tokenLength(const char *s)
{
    int n = 0;
    while (s[n] != '\0' && s[n] != ' ')
        n++;
    return n;
}

static int isKeyword(const char *s, int len)
{
    static const char *const keywords[] = { "program", "begin", "end",
                                            "function" };
    int k;
    for (k = 0; k < 4; k++)
        if ((int)strlen(keywords[k]) == len
            && strncmp(s, keywords[k], (size_t)len) == 0)
            return 1;
    return 0;
}

/* Consumes keyword kw at *ps; returns 1 and advances on success. */
static int expectKeyword(const char **ps, const char *kw)
{
    const char *s = skipBlanks(*ps);
    int len = tokenLength(s);
    if ((int)strlen(kw) != len || strncmp(s, kw, (size_t)len) != 0)
        return 0;
    *ps = s + len;
    return 1;
}

/* Consumes a name at *ps; returns 1 and advances on success. */
static int expectName(const char **ps)
{
    const char *s = skipBlanks(*ps);
    int len = tokenLength(s);
    if (len == 0 || isKeyword(s, len))
        return 0;
    *ps = s + len;
    return 1;
}

static int parseFunction(const char **ps)
{
    return expectKeyword(ps, "function") && expectName(ps)
        && expectKeyword(ps, "begin") && expectKeyword(ps, "end");
}

static int parseBody(const char **ps)
{
    if (!expectKeyword(ps, "begin"))
        return 0;
    for (;;) {
        const char *save = *ps;
        if (!parseFunction(ps)) {
            *ps = save;
            break;
        }
    }
    return expectKeyword(ps, "end");
}

static int parseProgram(const char *s)
{
    if (!expectKeyword(&s, "program") || !expectName(&s) || !parseBody(&s))
        return 0;
    return *skipBlanks(s) == '\0';
}

void parser(const char *s)
{
    if (parseProgram(s))
        assert(0);                      /* target */
}

int main(int argc, char **argv)
{
    const char *s = argc > 1 ? argv[1] : "";
    parser(s);
    printf("parser returned\n");
    return 0;
}
