/* Control flow, recursion, function pointers, varargs, switch, goto, static locals, stdin. */
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <ctype.h>
/* the library functions rather than glibc's ctype macros (those are tested elsewhere) */
#undef isalpha
#undef isdigit

typedef int (*op_fn)(int, int);
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static op_fn ops[2] = { add, mul };

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int ack(int m, int n)
{
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int sum(int n, ...)
{
    va_list ap;
    int s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
}

static int counter(void) { static int c = 10; return c++; }

static const char *kind(int c)
{
    switch (c) {
    case 0: return "zero";
    case 1: case 2: return "small";
    case 3 ... 9: return "digit";
    default: break;
    }
    return "big";
}

static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int main(int argc, char **argv)
{
    int i, acc = 0;
    for (i = 0; i < 10; i++) {
        if (i == 7) break;
        if (i % 2) continue;
        acc += ops[i % 4 == 0](acc, i + 1);
    }
    printf("%d %d %d\n", acc, fib(15), ack(2, 3));
    printf("%d\n", sum(4, 1, 2, 3, 4));
    say("%s=%d %c\n", "x", 5, 'z');
    int c1 = counter(), c2 = counter();
    printf("%d %d %d\n", c1, c2, counter());
    for (i = 0; i < 12; i += 4) printf("%s ", kind(i));
    printf("\n");
    int data[6] = { 5, -2, 9, 0, 3, 3 };
    qsort(data, 6, sizeof data[0], cmp_int);
    for (i = 0; i < 6; i++) printf("%d%c", data[i], i == 5 ? '\n' : ',');
    i = 0;
again:
    i++;
    if (i < 5) goto again;
    printf("goto %d\n", i);
    int c, letters = 0, digits = 0, lines = 0;
    while ((c = getchar()) != EOF) {
        if (isalpha(c)) letters++;
        else if (isdigit(c)) digits++;
        if (c == '\n') lines++;
    }
    printf("stdin %d %d %d\n", letters, digits, lines);
    for (i = 0; i < argc; i++) printf("[%s]", i == 0 ? "prog" : argv[i]);
    printf(" %s\n", argv[argc] == NULL ? "null" : "?");
    int k = 0;
    do { k += 3; } while (k < 10);
    printf("%d %d\n", k, k > 5 ? k : -k);
    return acc % 7;
}
