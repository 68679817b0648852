/* expect undefined-behaviour 6: division by zero (10 / 0) */
static int ratio(int a, int b) { return a + b; }
int main(int argc, char **argv)
{
    int d = argc - 1;
    int r = ratio(1, 2) * 0 + 10 / d;
    (void)argv;
    return r;
}
