/*
 * Anand, Godefroid, Tillmann: "Demand-Driven Compositional Symbolic
 * Execution", TACAS 2008, Section 6, benchmark Parser, written as a scanner
 * over an index (as HWM's containsAt takes its index; the grammar and the
 * code are ours, the paper only sketches the program).
 *
 * A parser for a small Pascal-like language; the assertion fails iff the
 * input parses.  Tokens are separated by exactly one blank:
 *
 *   program  ::= "program" name body
 *   body     ::= "begin" { function } "end"
 *   function ::= "function" name "begin" "end"
 *   name     ::= any token that is not a keyword
 *
 * with nothing before the first token or after the final "end".  Accepted,
 * e.g.:
 *   "program p begin end"
 *   "program demo begin function f begin end end"
 *
 * The position in the input is one global cursor, as in a hand-written
 * recursive-descent parser; wordAt, which reads the input at an index it
 * is given, is the only function that neither reads nor writes it.
 *
 * Usage: symex_parser_scanner [string]   (default: the empty string)
 * Exit status 0 unless the assertion fails (abort, SIGABRT).
 */
#include <assert.h>
#include <stdio.h>

static const char *input;
static int pos;

/* Does s hold the word w at index i, followed by a blank or the end? */
static int wordAt(const char *s, int i, const char *w)
{
    int j;
    for (j = 0; w[j] != '\0'; j++)
        if (s[i + j] != w[j])
            return 0;
    return s[i + j] == ' ' || s[i + j] == '\0';
}

static int isKeyword(const char *s, int i)
{
    return wordAt(s, i, "program") || wordAt(s, i, "begin")
        || wordAt(s, i, "end") || wordAt(s, i, "function");
}

/* Consumes the blank before every token but the first. */
static int separator(void)
{
    if (pos == 0)
        return 1;
    if (input[pos] != ' ')
        return 0;
    pos++;
    return 1;
}

/* Consumes keyword kw; returns 1 and advances on success. */
static int expectKeyword(const char *kw)
{
    int j;
    if (!separator() || !wordAt(input, pos, kw))
        return 0;
    for (j = 0; kw[j] != '\0'; j++)
        pos++;
    return 1;
}

/* Consumes a name; returns 1 and advances on success. */
static int expectName(void)
{
    int start;
    if (!separator())
        return 0;
    start = pos;
    if (input[pos] == '\0' || isKeyword(input, pos))
        return 0;
    while (input[pos] != ' ' && input[pos] != '\0')
        pos++;
    return pos > start;
}

static int parseFunction(void)
{
    return expectKeyword("function") && expectName()
        && expectKeyword("begin") && expectKeyword("end");
}

static int parseBody(void)
{
    if (!expectKeyword("begin"))
        return 0;
    for (;;) {
        int save = pos;
        if (!parseFunction()) {
            pos = save;
            break;
        }
    }
    return expectKeyword("end");
}

static int parseProgram(const char *s)
{
    input = s;
    pos = 0;
    if (!expectKeyword("program") || !expectName() || !parseBody())
        return 0;
    return input[pos] == '\0';
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
