/* qsort and bsearch with comparators: integers, strings, records, a stable tie-break. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct person { char name[16]; int age; };

static int calls;

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    calls++;
    return (x > y) - (x < y);
}

static int cmp_desc(const void *a, const void *b) { return cmp_int(b, a); }

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_person(const void *a, const void *b) {
    const struct person *p = a, *q = b;
    if (p->age != q->age) return p->age - q->age;
    return strcmp(p->name, q->name);
}

static int cmp_key_person(const void *key, const void *elem) {
    return *(const int *)key - ((const struct person *)elem)->age;
}

int main(void) {
    int v[20];
    unsigned seed = 12345;
    for (int i = 0; i < 20; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (int)(seed >> 16) % 100 - 50;
    }
    qsort(v, 20, sizeof v[0], cmp_int);
    for (int i = 0; i < 20; i++) printf("%d ", v[i]);
    printf("(calls>0: %d)\n", calls > 0);
    for (int k = -60; k <= 60; k += 15) {
        int *hit = bsearch(&k, v, 20, sizeof v[0], cmp_int);
        printf("%d:%s ", k, hit ? "found" : "-");
    }
    int present = v[7];
    int *at = bsearch(&present, v, 20, sizeof v[0], cmp_int);
    printf("\nv[7]=%d found=%d\n", present, at != NULL && *at == present);
    qsort(v, 20, sizeof v[0], cmp_desc);
    printf("desc %d..%d\n", v[0], v[19]);

    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "date", "apple"};
    qsort(words, 7, sizeof words[0], cmp_str);
    for (int i = 0; i < 7; i++) printf("%s%c", words[i], i < 6 ? ',' : '\n');
    const char *want = "cherry";
    const char **w = bsearch(&want, words, 7, sizeof words[0], cmp_str);
    printf("cherry at %ld\n", w ? (long)(w - words) : -1L);

    struct person people[] = {{"eve", 31}, {"bob", 25}, {"amy", 31}, {"dan", 19}, {"cy", 25}};
    qsort(people, 5, sizeof people[0], cmp_person);
    for (int i = 0; i < 5; i++) printf("%s/%d ", people[i].name, people[i].age);
    int age = 19;
    struct person *p = bsearch(&age, people, 5, sizeof people[0], cmp_key_person);
    printf("\nage 19: %s\n", p ? p->name : "none");
    qsort(people, 0, sizeof people[0], cmp_person);
    qsort(people, 1, sizeof people[0], cmp_person);
    printf("empty bsearch: %p\n", bsearch(&age, people, 0, sizeof people[0], cmp_key_person));
    return 0;
}
