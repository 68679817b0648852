/* Floating point: arithmetic, conversions, printf conversions. */
#include <stdio.h>

static double avg(const double *v, int n)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s / n;
}

int main(void)
{
    double v[4] = {1.5, 2.25, -3.125, 10.0};
    float f = 1.0f / 3.0f;
    double d = 1.0 / 3.0;
    printf("%f %.3f %e %g %g\n", avg(v, 4), d, 12345.678, 0.0001, 1e20);
    printf("%.10f %.10f\n", (double)f, d);
    printf("%d %d %u\n", (int)2.9, (int)-2.9, (unsigned)3.99);
    printf("%.2f %5.1f|%-8.3f|%+.1f\n", 3.14159, 2.5, 1.0 / 8, 7.0);
    printf("%g %g %g %G\n", 100000.0, 1000000.0, 0.5, 1e-10);
    float g = 16777216.0f;
    g = g + 1.0f;
    printf("%.1f %.1f\n", (double)g, (double)(float)16777217.0);
    long double ld = 2.5L;
    printf("%.2Lf\n", ld * 2);
    double z = 0.0;
    printf("%f %f\n", 1.0 / (z + 1e-300) > 1e299 ? 1.0 : 0.0, -0.0 * 1.0);
    int k = 7;
    double q = k / 2;
    double r = k / 2.0;
    printf("%.1f %.1f %d\n", q, r, (int)(r * 10) % 7);
    printf("%5.2e|%-12g|%012.4f\n", 123.456, 3.0, -3.14159);
    return 0;
}
