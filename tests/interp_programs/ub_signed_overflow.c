/* expect undefined-behaviour 9: signed integer overflow: 2147483647 + 1 is outside the range of i32 */
#include <limits.h>
#include <stdio.h>
int main(void)
{
    int a = INT_MAX;
    unsigned u = UINT_MAX;
    printf("%u\n", u + 1u);
    return a + 1;
}
