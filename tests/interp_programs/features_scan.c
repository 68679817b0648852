/* Reading input: scanf, fgets, sscanf, character I/O. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    int n, total = 0, x;
    char word[16];
    double d;
    if (scanf("%d", &n) != 1) return 2;
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &x) == 1) total += x;
    }
    scanf("%15s %lf", word, &d);
    printf("n=%d total=%d word=%s d=%.2f\n", n, total, word, d);
    getchar();
    char line[64];
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        int a, b;
        char op;
        if (sscanf(line, "%d %c %d", &a, &op, &b) == 3)
            printf("%d %c %d = %d\n", a, op, b, op == '+' ? a + b : a * b);
        else
            printf("line: '%s' (%zu)\n", line, strlen(line));
    }
    putchar('!');
    puts("");
    return 0;
}
