/* Arrays inside fields, and pointer arithmetic on the address of a field (field-sensitive
   mode: an array in a field is that field; arithmetic on another field's address may reach
   every field of the object). */
#include "aliascheck.h"

struct A { int f1; char f2; int f3[100]; int f4; };
struct B { int *f1; int *f2; };
struct C { int *a; int *b; };

struct A s;
struct B s1;
struct C t;
int x, y;

int main(int argc, char **argv) {
    struct A *p = &s;
    int *q = &s.f3[40];
    MAYALIAS(&s.f3[10], q);
    MAYALIAS(&p->f3[10], q);
    NOALIAS(&s.f4, q); /* imprecise-fi: the fields of s share one node */

    s1.f1 = &y;
    s1.f2 = &x;
    int **r = &s1.f1;
    int **u = r + (argc - 1);
    MAYALIAS(*u, s1.f2);
    MAYALIAS(u, &s1.f2);
    struct B *pb = &s1;
    int **w = &pb->f2;
    MAYALIAS(w, u); /* through a pointer to the record, too */

    t.a = &x;
    t.b = &y;
    NOALIAS(t.a, t.b); /* imprecise-fi: the fields of t share one node */
    (void)argv;
    return *u == &x;
}
