/* expect undefined-behaviour 8: null pointer dereference (write of 4 bytes) */
struct pair { int a, b; };
int main(void)
{
    struct pair *p = 0;
    int k = 1;
    if (k)
        p->b = 2;
    return 0;
}
