/* Open world: an entry point that returns only what it is given (init) hands outside
 * code nothing new, so what it returns to a caller inside the library (&local) does not
 * escape through it; one that returns what an earlier call gave it (swap) does. */
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
