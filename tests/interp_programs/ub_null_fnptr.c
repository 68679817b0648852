/* expect undefined-behaviour 7: call through a null function pointer */
typedef int (*fn_t)(int);
static fn_t table[2];
int main(void)
{
    fn_t f = table[1];
    return f(3);
}
