/* A static function in a header: each unit that includes it lowers its own copy, with
   the same name, file and lines. */
static int bump(int *p)
{
    int v = *p;
    *p = v + 1;
    return v;
}
