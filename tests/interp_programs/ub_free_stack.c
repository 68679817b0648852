/* expect undefined-behaviour 7: free of a pointer to local variable 'x' of 'main', which was not allocated on the heap */
#include <stdlib.h>
int main(void)
{
    int x = 3;
    int *p = &x;
    free(p);
    return 0;
}
