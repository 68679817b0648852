/* expect undefined-behaviour 9: out-of-bounds write of 4 bytes at offset 40 of local variable 'a' of 'main' (40 bytes) */
#include <stdio.h>
int main(void)
{
    int a[10];
    int i;
    printf("start\n");
    for (i = 0; i <= 10; i++)
        a[i] = i;
    return a[0];
}
