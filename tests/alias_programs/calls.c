/* Calls: actuals flow to formals and results to call sites, context-insensitively (7.1). */
#include "aliascheck.h"

static int *g_ptr;

static int *id(int *p)
{
    return p;
}

static void set(int **out, int *v)
{
    *out = v;
}

static void publish(int *p)
{
    g_ptr = p;
}

static int **address_of(int **pp)
{
    return pp;
}

static void calls(void)
{
    int a, b, c;
    int *pa = id(&a);
    int *pb = id(&b);
    MAYALIAS(pa, &a);
    MAYALIAS(pb, &b);
    NOALIAS(pa, pb); /* id returns what it is given: each call gets back its own actual */
    NOALIAS(pa, &c);
    int *out;
    set(&out, &c);
    MAYALIAS(out, &c);
    NOALIAS(out, &a);
    publish(&a);
    MAYALIAS(g_ptr, &a);
    NOALIAS(g_ptr, &c);
    int **ppo = address_of(&out);
    MAYALIAS(*ppo, &c);
    MAYALIAS(ppo, &out);
}

int main(void)
{
    calls();
    return 0;
}
