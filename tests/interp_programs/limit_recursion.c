/* expect limit 4: call depth budget of 1000 frames exhausted (unbounded recursion?) */
static int down(int n)
{
    return down(n + 1) + 1;
}
int main(void) { return down(0); }
