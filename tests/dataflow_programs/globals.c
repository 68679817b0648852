/* Globals through calls: preservation, definitions in callees, initial values. */
int g = 7;
int h;

void set_g(int v) {
    g = v;
}

void maybe_set(int c) {
    if (c)
        g = c + 1;
}

int read_g(void) {
    return g;                       /* RD g: 2!initial */
}

int main(void) {
    int a = read_g();               /* RU a: 21 22 23 c@10 c@11 */
    set_g(3);
    g = g + a;                      /* RD g: 6 */
    maybe_set(a);
    h = g + a;                      /* RD g: 11 21 */
    return h;                       /* RD h: 23 */
}
