/* expect undefined-behaviour 7: signed division overflow (-2147483648 / -1 in i32) */
#include <limits.h>
int main(void)
{
    int a = INT_MIN;
    int b = -1;
    return a / b;
}
