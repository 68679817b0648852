/* expect undefined-behaviour 8: string at offset 0 of local variable 'buf' of 'main' is not NUL-terminated within its 4 bytes */
#include <string.h>
int main(void)
{
    char buf[4];
    int i;
    for (i = 0; i < 4; i++) buf[i] = 'x';
    return (int)strlen(buf);
}
