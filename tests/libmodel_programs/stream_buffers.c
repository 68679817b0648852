/* A stream argument is the library's FILE object, not what the FILE pointer's points-to
 * set names: stream calls write the buffers given to streams (setvbuf's) and nothing else,
 * even where the analysis cannot tell a FILE pointer from a pointer to `counter`. */
#include <stdio.h>

int counter;
char iobuf[BUFSIZ];

int main(int argc, char **argv) {
    FILE *fp = argc > 5 ? (FILE *)(void *)&counter : stdout;
    counter = argc;
    setvbuf(stdout, iobuf, _IOFBF, sizeof iobuf);
    fprintf(fp, "%d\n", counter);
    fputs("x\n", stdout);
    fflush(fp);
    return counter + iobuf[0];      /* RD counter: 11; RD iobuf: 7!initial 12 13 14 15 */
}
