#include "shared_static.h"

int counter;

int first(void)
{
    return bump(&counter);
}
