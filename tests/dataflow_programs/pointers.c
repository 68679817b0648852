/* Definitions through pointers (weak unless exact), loads, arrays and struct fields. */
int x, y;
int arr[4];
struct pt { int a, b; };

int main(void) {
    int *p = &x;
    int q = 0;
    struct pt s;
    x = 1;
    y = 2;
    if (q)
        p = &y;
    *p = 5;
    q = x + y;                      /* RD x: 10 14 */
    arr[1] = q;
    arr[2] = 3;
    q = arr[0];                     /* RD arr: 3!initial 16 17 */
    s.a = 1;
    s.b = q;
    q = s.a;                        /* RD s: 19 20 */
    return q + *p;                  /* RD x: 10 14 */
}
