/* expect limit 7: step budget of 100000 instructions exhausted */
int main(void)
{
    volatile int spin = 1;
    unsigned n = 0;
    while (spin)
        n++;
    return (int)n;
}
