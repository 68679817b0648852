/* expect undefined-behaviour 12: read from local variable 'x' of 'leak' after it went out of scope when 'leak' returned */
static int *leak(void)
{
    int x = 42;
    int *p = &x;
    return p;
}

int main(void)
{
    int *q = leak();
    return *q;
}
