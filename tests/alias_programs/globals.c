/* Global variables with address-valued initialisers (scalars, arrays, records). */
#include "aliascheck.h"

struct cfg {
    int *target;
    int *other;
};

int gx, gy, gz;
int *gp = &gx;
int *garr[2] = {&gy, &gz};
struct cfg gcfg = {&gx, &gy};
int **gpp = &gp;

static void globals(void)
{
    MAYALIAS(gp, &gx);
    MAYALIAS(*gpp, &gx);
    MAYALIAS(garr[0], &gy);
    NOALIAS(garr[1], &gx);
    MAYALIAS(gcfg.target, &gx);
    NOALIAS(gcfg.target, &gy); /* imprecise-fi: the fields of gcfg share one node */
    NOALIAS(gp, &gz);
    NOALIAS(gpp, &gx);
}

int main(void)
{
    globals();
    return 0;
}
