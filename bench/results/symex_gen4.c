#include <assert.h>
static int g0(int x) { if (x > 0) { if (x % 7 == 0) return 1; return 2; } if (x < -5) return 3; return 0; }
static int g1(int x) { if (x > 1) { if (x % 7 == 1) return 1; return 2; } if (x < -6) return 3; return 0; }
static int g2(int x) { if (x > 2) { if (x % 7 == 2) return 1; return 2; } if (x < -7) return 3; return 0; }
static int g3(int x) { if (x > 3) { if (x % 7 == 3) return 1; return 2; } if (x < -8) return 3; return 0; }
void gen(int a0, int a1, int a2, int a3) { if (g0(a0) == 1 && g1(a1) == 1 && g2(a2) == 1 && g3(a3) == 1) assert(0); }
