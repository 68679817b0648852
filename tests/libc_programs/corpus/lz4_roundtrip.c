/* LZ4 (from the benchmark corpus): compress, decompress, hash, reject a cut block. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lz4.h"
#include "lz4hc.h"
#include "xxhash.h"
int main(void) {
    const int n = 4000;
    char *src = malloc(n);
    unsigned s = 7;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        src[i] = i % 97 < 40 ? "the quick brown fox "[i % 20] : "abcdefgh  \n"[(s >> 16) % 11];
    }
    int bound = LZ4_compressBound(n);
    char *dst = malloc(bound), *back = malloc(n);
    int c = LZ4_compress_default(src, dst, n, bound);
    int d = LZ4_decompress_safe(dst, back, c, n);
    printf("fast: %d -> %d -> %d same=%d\n", n, c, d, d == n && !memcmp(src, back, n));
    int h = LZ4_compress_HC(src, dst, n, bound, 9);
    d = LZ4_decompress_safe(dst, back, h, n);
    printf("hc9: %d -> %d -> %d same=%d\n", n, h, d, d == n && !memcmp(src, back, n));
    printf("xxh32 %08x xxh64 %016llx\n", XXH32(src, n, 0),
           (unsigned long long)XXH64(src, n, 1));
    printf("corrupt: %d\n", LZ4_decompress_safe(dst, back, h / 2, n));
    free(src); free(dst); free(back);
    return 0;
}
