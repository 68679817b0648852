/* The library's pointers to its own storage (stdout, stderr) are not reassigned by unknown
 * code: an unknown call with an escaped argument defines neither them nor, through a
 * later fputs on them, the program's escaped variables. */
#include <stdio.h>
void ext(char *p);
char buf[16];
int main(void) {
    ext(buf);                       /* buf escapes */
    fputs("x", stdout);
    fputs(buf, stderr);
    ext(0);
    fputs("y", stdout);
    return buf[0];
}
