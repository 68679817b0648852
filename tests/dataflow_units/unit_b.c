#include "shared_static.h"

extern int counter;
int first(void);

int main(void)
{
    int seen = 0;
    seen += first();
    seen += bump(&counter);
    return seen;
}
