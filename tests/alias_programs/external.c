/* The body of library.c's unknown externals: linked at run time, never analysed. */
static int **exposed;

void expose(int **slot)
{
    exposed = slot;
}

void *opaque(void *p)
{
    if (exposed)
        *exposed = p;
    return p;
}
