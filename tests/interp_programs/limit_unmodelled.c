/* expect unsupported 6: call to external function 'mystery_function', which has no body and no library model */
int mystery_function(int);
int main(void)
{
    int a = 2;
    return mystery_function(a);
}
