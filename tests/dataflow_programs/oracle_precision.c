/* Precision from the alias oracle: `*p` writes only `a`, but `b` escapes through `keep`. */
int a, b;
int *keep;

void set(int *p) {
    *p = 2;
}

int main(void) {
    keep = &b;
    b = 1;
    set(&a);
    a = b;                          /* RD b: 6 11 */
    return a + *keep;               /* RD a: 13 */
}
