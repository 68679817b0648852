/* Open world: an entry point that returns only what it is given (init) hands outside
 * code nothing new, so what it returns to a caller inside the library (&local) does not
 * escape through it; one that returns what an earlier call gave it (swap) does. A call of
 * a function that returns only what it is given gets back what that call gave (two),
 * not what every call gave; through a field address (member) only field-insensitively. */
struct S {
    int a;
};

struct S *init(void *buffer)
{
    if (buffer == 0)
        return 0;
    return (struct S *)buffer;
}

struct S *swap(void *buffer)
{
    static void *last;
    void *r = last;
    last = buffer;
    return (struct S *)r;
}

struct S *bump(struct S *p)
{
    p = p + 1;
    return p;
}

int fresh(struct S *ext)
{
    struct S local;
    struct S *p = init(&local);
    p->a = 1;
    ext->a = 2;
    return local.a;
}

int kept(struct S *ext)
{
    struct S local;
    struct S *p = swap(&local);
    local.a = 1;
    ext->a = 2;
    return local.a + (p != 0);
}

static void *pass(void *b)
{
    void *r = b;
    return r;
}

int *member(struct S *s)
{
    return &s->a;
}

int two(struct S *ext)
{
    struct S x, y;
    struct S *p = (struct S *)pass(&x);
    struct S *q = (struct S *)pass(&y);
    int *f = member(&x);
    int *g = member(&y);
    p->a = 1;
    q->a = 2;
    *f = 3;
    *g = 4;
    ext->a = 5;
    return x.a + y.a;
}
