int odd(int n);
int even(int n) { return n == 0 ? 1 : odd(n - 1); }
int odd(int n) { return n == 0 ? 0 : even(n - 1); }
int fact(int n) { if (n <= 1) return 1; return n * fact(n - 1); }
