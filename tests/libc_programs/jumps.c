/* setjmp/longjmp error recovery: nested calls, value 0 becoming 1, jumps out of callbacks. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf on_error;
static int depth_reached;

static void fail(const char *why, int code) {
    printf("fail: %s\n", why);
    longjmp(on_error, code);
}

static int parse_digit(const char *s, int depth) {
    depth_reached = depth;
    if (!*s) fail("end of input", 2);
    if (*s < '0' || *s > '9') fail("not a digit", 3);
    if (s[1] == 0) return *s - '0';
    return (*s - '0') + parse_digit(s + 1, depth + 1);
}

static int try_sum(const char *s) {
    volatile int attempts = 0;
    int code = setjmp(on_error);
    attempts++;
    if (code != 0) {
        printf("recovered from code %d after depth %d (attempts %d)\n", code, depth_reached,
               attempts);
        return -code;
    }
    return parse_digit(s, 0);
}

static jmp_buf sort_abort;

static int picky(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    if (x == 13 || y == 13) longjmp(sort_abort, 13);
    return x - y;
}

static jmp_buf zero;

static void jump_zero(void) { longjmp(zero, 0); }

static int counter;
static jmp_buf loop;

int main(void) {
    printf("sum 12345 = %d\n", try_sum("12345"));
    printf("sum 12x45 = %d\n", try_sum("12x45"));
    printf("sum '' = %d\n", try_sum(""));
    printf("sum 9 = %d\n", try_sum("9"));

    int data[] = {5, 3, 13, 1, 8};
    int r = setjmp(sort_abort);
    if (r == 0) {
        qsort(data, 5, sizeof data[0], picky);
        printf("sorted?\n");
    } else {
        printf("sort abandoned with %d\n", r);
    }

    if (setjmp(zero) == 0) jump_zero();
    else printf("longjmp(env, 0) made setjmp return 1\n");

    volatile int total = 0;
    if (setjmp(loop) < 5) {
        total += ++counter;
        longjmp(loop, counter);
    }
    printf("loop total %d after %d jumps\n", total, counter);

    char *kept = malloc(16);
    strcpy(kept, "still here");
    if (setjmp(on_error) == 0) fail("with heap data", 7);
    printf("%s\n", kept);
    free(kept);
    return 0;
}
