/* expect undefined-behaviour 8: read of uninitialised memory: 4 bytes at offset 0 of local variable 'n' of 'main' */
static void maybe_set(int *p, int k) { if (k > 3) *p = k; }
int main(void)
{
    int n;
    maybe_set(&n, 1);
    int m = 2;
    return n + m;
}
