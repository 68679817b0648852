/* Known imprecision of the default oracle: through a pointer formal a store is weak. */
int a, b;

void set(int *p) {
    *p = 1;
}

int main(void) {
    int *q = &b;
    a = 0;
    set(&a);
    b = a;                          /* RD-XFAIL a: 5 */
    return b + *q;                  /* RD b: 12 */
}
