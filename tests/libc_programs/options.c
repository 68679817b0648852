/* getopt_long over several command lines: clusters, attached and separate arguments,
   optional arguments, flags set through `flag`, `--`, and permutation of non-options. */
#include <getopt.h>
#include <stdio.h>

static int verbose;

int main(int argc, char **argv) {
    static struct option longs[] = {
        {"verbose", no_argument, &verbose, 1},
        {"name", required_argument, 0, 'n'},
        {"level", optional_argument, 0, 'l'},
        {0, 0, 0, 0},
    };
    int c, index = -1;
    while ((c = getopt_long(argc, argv, "ab:c::n:", longs, &index)) != -1)
        printf("c=%d(%c) optarg=%s optind=%d index=%d\n", c, c > 31 ? c : '.',
               optarg ? optarg : "-", optind, index);
    for (int i = optind; i < argc; i++) printf("rest %s\n", argv[i]);
    printf("verbose %d\n", verbose);
    return 0;
}
