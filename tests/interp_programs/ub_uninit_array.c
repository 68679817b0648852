/* expect undefined-behaviour 7: read of uninitialised memory: 4 bytes at offset 12 of local variable 'a' of 'main' */
int main(void)
{
    int a[4], s = 0;
    a[0] = a[1] = a[2] = 1;
    for (int i = 0; i < 4; i++)
        s += a[i];
    return s;
}
