/* A formal handed back to itself by a recursive call: `outer` is called only from its own
   cycle, so it is a root and `k` has an environment value on entry, which reaches the
   uses of `k` both within `outer` and, through inner(k) and outer(k), over procedure
   boundaries (the pair is intraprocedural and interprocedural). */
static int depth;
static int inner(int k);

static int outer(int k)
{
    if (depth > 0) {
        depth = depth - 1;
        return inner(k); /* RD k: 8!entry 25!binding */
    }
    return k; /* RD k: 8!entry 25!binding */
}

static int inner(int k)
{
    return outer(k); /* RD k: 8!entry 25!binding */
}

int main(void)
{
    depth = 2;
    return inner(5);
}
