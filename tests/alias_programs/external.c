/* The body of library.c's unknown external: linked at run time, never analysed. */
extern int *g_exposed;

void *opaque(void *p)
{
    g_exposed = p;
    return p;
}
