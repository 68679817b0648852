/* expect undefined-behaviour 5: signed integer overflow: -9223372036854775808 * -1 is outside the range of i64 */
int main(void)
{
    long long a = -9223372036854775807LL - 1, b = -1;
    return (int)(a * b);
}
