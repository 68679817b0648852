/* Pointers, arrays, structs, unions, heap, strings and the mem/str functions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct point { int x, y; };
struct shape { char name[12]; struct point corners[3]; struct shape *next; double area; };
union bits { unsigned u; float f; unsigned char b[4]; };

static struct point mid(struct point a, struct point b)
{
    struct point m = { (a.x + b.x) / 2, (a.y + b.y) / 2 };
    return m;
}

static void fill(int *a, int n, int v) { while (n-- > 0) *a++ = v++; }

static int sum2d(int m[3][4])
{
    int s = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            s += m[i][j] * (i + 1);
    return s;
}

int table[3][4];
struct shape gshape = { "tri", { {0, 0}, {4, 0}, {0, 3} }, 0, 6.0 };
const char *words[] = { "alpha", "beta", "gamma" };

int main(void)
{
    int a[10];
    fill(a, 10, 3);
    int *p = a + 4, *q = &a[9];
    printf("%d %d %ld %d\n", *p, p[2], (long)(q - p), *(q - 1));
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            table[i][j] = i * 4 + j;
    printf("%d\n", sum2d(table));

    struct point m = mid(gshape.corners[1], gshape.corners[2]);
    printf("%s %d %d %.1f\n", gshape.name, m.x, m.y, gshape.area);

    struct shape *s = malloc(sizeof *s);
    *s = gshape;
    strcpy(s->name, "copy");
    s->corners[0].x = 9;
    s->next = &gshape;
    printf("%s %s %d %d %s\n", s->name, s->next->name, s->corners[0].x, gshape.corners[0].x,
           words[2]);

    union bits ub;
    ub.f = 1.0f;
    printf("%08x %u %u\n", ub.u, ub.b[3], ub.b[0]);
    ub.u = 0x41424344u;
    printf("%c%c%c%c\n", ub.b[0], ub.b[1], ub.b[2], ub.b[3]);

    char buf[64];
    memset(buf, 0, sizeof buf);
    strcpy(buf, "hello");
    strcat(buf, ", world");
    char *comma = strchr(buf, ',');
    printf("%s|%zu|%ld|%d|%d\n", buf, strlen(buf), (long)(comma - buf), strcmp("abc", "abd") < 0,
           strncmp(buf, "help", 3));
    char *dup = strdup(buf);
    dup[0] = 'J';
    printf("%s %s %s\n", dup, strstr(dup, "wor"), strrchr(dup, 'o'));
    int *arr = calloc(8, sizeof(int));
    arr[3] = 7;
    arr = realloc(arr, 16 * sizeof(int));
    arr[15] = 1;
    int total = 0;
    for (int i = 0; i < 8; i++)
        total += arr[i];
    printf("%d %d\n", total, arr[15]);
    int copy[10];
    memcpy(copy, a, sizeof a);
    memmove(copy + 1, copy, 5 * sizeof(int));
    printf("%d %d %d %d\n", copy[0], copy[1], copy[5], memcmp(copy, a, 4));
    unsigned char *raw = (unsigned char *)&a[1];
    printf("%u %u\n", raw[0], raw[1]);
    char line[32];
    sprintf(line, "%d-%s-%c", 42, "x", 'y');
    char small[6];
    int n = snprintf(small, sizeof small, "%s", "truncated");
    printf("%s %s %d %d %ld\n", line, small, n, atoi("  -123abc"), strtol("0x1F", 0, 16));
    free(dup);
    free(arr);
    free(s);
    return 0;
}
