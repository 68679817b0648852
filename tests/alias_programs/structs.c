/* Structures: fields of variables and of pointed-to records, nesting, copies, unions. */
#include "aliascheck.h"

struct pair {
    int *first;
    int *second;
};

struct node {
    int val;
    struct node *next;
};

struct outer {
    struct pair p;
    struct pair *pp;
    int arr[4];
};

union word {
    int *ip;
    long bits;
};

static void fields(void)
{
    int a, b, c;
    struct pair s;
    s.first = &a;
    s.second = &b;
    MAYALIAS(s.first, &a);
    MAYALIAS(s.second, &b);
    NOALIAS(s.first, &c);
    NOALIAS(s.first, s.second); /* imprecise-fi: the fields of s share one node */
    NOALIAS(&s.first, &s.second); /* imprecise-fi: the fields of s share one node */
    MAYALIAS(&s.first, &s); /* a record and its first member share an address */
    MAYALIAS((int **)&s, &s.first);
}

static void pointer_fields(void)
{
    int a, b;
    struct pair s1, s2;
    struct pair *p = &s1, *q = &s2;
    p->first = &a;
    q->first = &b;
    MAYALIAS(p->first, &a);
    NOALIAS(p->first, &b);
    NOALIAS(p, q);
    MAYALIAS(&p->second, &s1.second);
    NOALIAS(&p->second, &q->second);
}

static void nested(void)
{
    int x, y;
    struct pair inner = {&x, &y};
    struct outer o;
    o.p = inner;
    o.pp = &inner;
    MAYALIAS(o.p.first, &x);
    MAYALIAS(o.pp->second, &y);
    MAYALIAS(o.pp, &inner);
    NOALIAS(o.p.first, &y); /* imprecise-fi: the fields of o share one node */
    NOALIAS(o.pp, &o);
    MAYALIAS(&o.arr[1], &o.arr[2]); /* array elements are one object (7.1) */
}

static void list(void)
{
    struct node n1, n2, n3;
    n1.next = &n2;
    n2.next = &n3;
    n3.next = 0;
    struct node *p = &n1;
    struct node *q = p->next;
    MAYALIAS(q, &n2);
    MAYALIAS(p->next->next, &n3);
    NOALIAS(q, &n1);
    NOALIAS(q->next, &n2);
}

static void unions(void)
{
    int a, b;
    union word w;
    w.ip = &a;
    int *back = (int *)w.bits;
    MAYALIAS(back, &a);
    NOALIAS(back, &b);
}

int main(void)
{
    fields();
    pointer_fields();
    nested();
    list();
    unions();
    return 0;
}
