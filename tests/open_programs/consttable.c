/* Lookup tables that escape to outside code: a store through a pointer from outside may
 * define the writable table, never the one defined const. */
#include <string.h>

static const int table[4] = {1, 2, 3, 4};
static int counts[4];

const int *lookup(void) { return table; }
int *tally(void) { return counts; }

int clear(int *p, int n)
{
    memset(p, 0, (size_t)n * sizeof *p);
    *p = 1;
    return table[1] + counts[1];
}
