/*
 * Duesterwald, Gupta, Soffa: "A Demand-Driven Analyzer for Data Flow Testing
 * at the Integration Level", ICSE 1996, Figure 1 (proc1, proc2, proc3).
 *
 * Every numbered CFG node of the paper is on its own line, tagged with a
 * trailing comment nN (N = the paper's node number).  Entry nodes are the
 * function header lines, exit nodes the closing braces.  The paper's
 * read(x,y) assigns the input constants INPUT_X and INPUT_Y (default 1 and
 * -1, override with -D) to x and y (node 2); its write(x,y) is a printf
 * (node 7).  x is the paper's global, y is local to proc1, f and g are
 * value parameters.
 */
#include <stdio.h>

#ifndef INPUT_X
#define INPUT_X 1                       /* what read(x,y) reads into x */
#endif
#ifndef INPUT_Y
#define INPUT_Y (-1)                    /* what read(x,y) reads into y */
#endif

int x;                                  /* the paper's global x */

void proc1(void);
void proc2(int f);
void proc3(int g);

void proc1(void) {                      /* n1 */
    int y;
    x = INPUT_X; y = INPUT_Y;           /* n2 */
    if (x == 1)                         /* n3 */
        proc3(x);                       /* n4 */
    y = x + y;                          /* n5 */
    proc2(y);                           /* n6 */
    printf("%d %d\n", x, y);            /* n7 */
}                                       /* n8 */

void proc2(int f) {                     /* n9 */
    if (f == 0)                         /* n10 */
        proc3(f);                       /* n11 */
}                                       /* n12 */

void proc3(int g) {                     /* n13 */
    if (g == 10)                        /* n14 */
        x = g + 1;                      /* n15 */
}                                       /* n16 */

int main(void)
{
    proc1();
    return 0;
}
