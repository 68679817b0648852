/* Tokenising and comparing strings, qsort_r, random(), write() and read() on descriptors. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

static int by_column(const void *a, const void *b, void *arg) {
    int col = *(int *)arg;
    return ((const int *)a)[col] - ((const int *)b)[col];
}

int main(void) {
    char text[] = "alpha, beta;;gamma ,delta";
    char *save = NULL;
    for (char *t = strtok_r(text, ",; ", &save); t; t = strtok_r(NULL, ",; ", &save))
        printf("[%s]", t);
    putchar('\n');
    char fields[] = "a:b::c";
    char *rest = fields, *f;
    while ((f = strsep(&rest, ":")) != NULL) printf("<%s>", f);
    putchar('\n');
    printf("%d %d %d %d\n", strcasecmp("Hello", "hELLO") == 0, strcasecmp("abc", "abd") < 0,
           strncasecmp("ABCx", "abcy", 3) == 0, strcoll("b", "a") > 0);
    int rows[4][2] = {{1, 9}, {2, 3}, {3, 7}, {4, 1}};
    int col = 1;
    qsort_r(rows, 4, sizeof rows[0], by_column, &col);
    for (int i = 0; i < 4; i++) printf("%d/%d ", rows[i][0], rows[i][1]);
    putchar('\n');
    srandom(7);
    long r1 = random(), r2 = random();
    srand(7);
    printf("random repeats rand: %d\n", r1 == rand() && r2 == rand());
    fflush(stdout);
    const char msg[] = "written with write()\n";
    printf("write returned %zd\n", write(1, msg, sizeof msg - 1));
    fflush(stdout);
    char buf[8];
    printf("read at end of input: %zd\n", read(0, buf, sizeof buf));
    printf("bad descriptor: %zd\n", write(42, msg, 1));
    return 0;
}
