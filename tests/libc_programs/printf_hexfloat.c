/* printf %a as glibc prints it: precision, rounding into the leading digit, flags. */
#include <stdio.h>
int main(void){ printf("[%+.2A] [%.4A] [%.3a] [%a] [%A] [%.0a] [%.1a]\n", 12.0, -12.0, 0.0, 1.0/3, 255.5, 1.5, 1.96875);
printf("[%a] [%a] [%a] [%#.0a] [%012a] [%-12a|] [% a] [%.15a] [%a] [%a] [%.2a]\n", 0.0, -0.0, 1.0, 1.0, 3.5, 3.5, 2.0, 1.0, 4.9e-324, 1e300*1e10, 2.2250738585072009e-308); return 0; }
