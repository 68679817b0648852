/* expect undefined-behaviour 6: out-of-bounds read of 4 bytes at offset -4 of global variable 'table' (12 bytes) */
int table[3] = {1, 2, 3};
int main(void)
{
    int *p = table;
    return p[-1];
}
