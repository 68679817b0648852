/* expect undefined-behaviour 6: write to read-only string literal */
int main(void)
{
    char *s = "hello";
    char *t = s + 1;
    *t = 'a';
    return s[0];
}
