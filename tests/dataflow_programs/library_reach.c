/* A library call reaching a local of another function through a stored pointer: `buf`
   is read and written by `consume` in main (through held.p), so it is global-like; its
   facts must not be numbered among main's locals (the exhaustive analyzer once read a
   definition of `n` as one of `buf`). */
#include <string.h>

struct box { char *p; };
struct box held;
extern void consume(struct box *b);

void keep(void)
{
    char buf[8];
    strcpy(buf, "ab");
    held.p = buf;
    consume(&held); /* RD buf: 14 */
}

int main(void)
{
    int n = 1;
    keep();
    consume(&held); /* RD held: 8!initial 15 16 */
    return n; /* RD n: 21 */
}
