/* Value parameters: bind_s, conversions, expressions and constants as actuals. */
int total;

void add(int x) {
    total = total + x;              /* RD x: a@13 b@14 c@15 x@19!binding x@20!binding */
}

int twice(long y) {
    return (int)(y * 2);            /* RD y: a@13 */
}

int main(int argc, char **argv) {
    int a = argc + 1;               /* RD argc: argc@12!entry */
    char b = 'b';
    short c = (short)a;
    add(a);
    add(b);
    add(c);
    add(a + 1);
    add(4);
    total = twice(a);
    return total + (argv != 0);     /* RD total: 21 */
}
