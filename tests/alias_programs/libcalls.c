/* Library models in the alias analysis: qsort's comparator gets pointers into the array,
 * FILE streams are library storage, strtok returns pointers into the string it keeps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "aliascheck.h"

int *table[3];
int other;

static int by_value(const void *a, const void *b)
{
    MAYALIAS(a, table);
    MAYALIAS(a, b);
    NOALIAS(a, &other);
    int *const *x = a;
    int *const *y = b;
    return **x - **y;
}

static void sorting(void)
{
    int one = 1, two = 2, three = 3;
    table[0] = &three;
    table[1] = &one;
    table[2] = &two;
    qsort(table, 3, sizeof table[0], by_value);
}

static void streams(void)
{
    FILE *out = stdout;
    MAYALIAS(out, stdout);
    FILE *err = stderr;
    NOALIAS(out, err); /* stdout and stderr are two FILE objects */
    int local = 0;
    NOALIAS(out, &local);
    fprintf(out, "%d\n", local);
}

static void tokens(void)
{
    char text[16] = "a b c";
    char *first = strtok(text, " ");
    char *next = strtok(NULL, " ");
    MAYALIAS(first, text);
    MAYALIAS(next, text);
    NOALIAS(next, &other);
}

int main(void)
{
    sorting();
    streams();
    tokens();
    return 0;
}
