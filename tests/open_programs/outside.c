/* Outside code in the open world: it calls lib with any argument, and the unknown external
 * ext may write the visible global g (not the static h). */
int g;
static int h;
void ext(void);

int lib(int a)
{
    int x = a;
    ext();
    x = x + g + h;
    return x;
}
