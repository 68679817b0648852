/* expect undefined-behaviour 7: null pointer dereference (read of 4 bytes) */
#include <stddef.h>
static int *find(int key) { return key > 0 ? NULL : NULL; }
int main(void)
{
    int *p = find(3);
    return *p;
}
