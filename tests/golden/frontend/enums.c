#include <ctype.h>
enum color { RED = 3, BLUE = 9 };
int f(int c) { enum color k = BLUE; _Bool b = 0.5; return isalpha(c) + k + RED + b; }
