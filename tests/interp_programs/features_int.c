/* Integer semantics: widths, wrap-around, signedness, shifts, division, casts. */
#include <stdio.h>
#include <limits.h>
#include <stdint.h>

static int sq(int v) { return v * v; }

int main(void)
{
    int big = INT_MAX;
    unsigned u = 0u;
    signed char sc = 127;
    unsigned char uc = 200;
    short sh = -32768;
    long long ll = LLONG_MIN;
    unsigned long ul = ULONG_MAX;
    int i;

    big = (int)((unsigned)big + 1u);    /* wraps through unsigned (conversion is gcc's) */
    u = u - 1u;
    sc++;
    uc = (unsigned char)(uc + 100);
    sh = (short)(sh - 1);
    printf("%d %u %d %u %d\n", big, u, sc, uc, sh);
    printf("%lld %lu %llu\n", ll, ul, (unsigned long long)ll);
    printf("%d %d %d %d\n", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
    printf("%u %u\n", 7u / 2u, (unsigned)-7 % 3u);
    printf("%d %d %u %d\n", -16 >> 2, 1 << 30, 0x80000000u >> 31, (int)(0xFFu << 24) >> 24);
    printf("%d %d %d\n", 5 & 3, 5 | 3, 5 ^ 3);
    printf("%d %d %d\n", ~0, !5, !0);
    printf("%d %d\n", (int)3000000000u, (int)(unsigned char)-1);
    printf("%lld %d\n", (long long)INT_MIN * 2, (int)((long long)INT_MIN * 2));
    printf("%d %d\n", (char)300, (unsigned short)70000);
    int8_t a8 = -128; uint16_t b16 = 65535; int64_t c64 = 1; uint64_t d64 = 0;
    printf("%d %u %lld %llu\n", a8 - 1, b16 + 1, (long long)(c64 << 62), (unsigned long long)(d64 - 1));
    for (i = 0; i < 5; i++)
        u = u * 31u + (unsigned)sq(i);
    printf("%u\n", u);
    printf("%d\n", (0 < -1) + (0u < (unsigned)-1) * 2 + (-1 < 0) * 4);
    printf("%zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(long), sizeof(void *));
    _Bool flag = 42;
    double half = 0.5;
    printf("%d %d\n", flag, (_Bool)half);
    int x = 10;
    x += 5; x -= 3; x *= 4; x /= 3; x %= 7; x <<= 3; x >>= 1; x &= 0x3C; x |= 1; x ^= 0xFF;
    printf("%d\n", x);
    int y = x++ + ++x;
    printf("%d %d\n", x, y);
    return 0;
}
