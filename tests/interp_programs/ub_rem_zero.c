/* expect undefined-behaviour 5: remainder by zero (7 % 0) */
int main(void)
{
    unsigned m = 0u;
    return (int)(7u % m);
}
