int f(int m[3][4], int v[]) { return m[1][2] + v[0]; }
