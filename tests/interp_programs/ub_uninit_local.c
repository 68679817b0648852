/* expect undefined-behaviour 9: read of uninitialised variable 'x' */
#include <stdio.h>
int main(int argc, char **argv)
{
    int x;
    (void)argv;
    if (argc > 5)
        x = 1;
    printf("%d\n", x);
    return 0;
}
