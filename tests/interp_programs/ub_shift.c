/* expect undefined-behaviour 6: shift by 40, outside 0..31 for i32 */
int main(void)
{
    int s = 40;
    int one = 1;
    return one << s;
}
