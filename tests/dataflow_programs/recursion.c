/* Recursion: side effects are fixed points; locals of recursive procedures. */
int depth;
int acc;

int down(int n) {
    int r;
    if (n <= 0) {
        acc = acc + 1;
        return 0;
    }
    depth = n;
    r = down(n - 1);
    return r + depth;               /* RD depth: 11 */
}

int even(int n);

int odd(int n) {
    if (n == 0)
        return 0;
    acc = n;
    return even(n - 1);
}

int even(int n) {
    if (n == 0)
        return 1;
    return odd(n - 1);
}

int main(void) {
    acc = 0;
    down(3);
    depth = acc;                    /* RD acc: 8 */
    return even(4) + depth;         /* RD depth: 34 */
}
