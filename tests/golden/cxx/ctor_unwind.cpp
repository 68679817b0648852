// a constructor's complete members are destroyed when what follows throws; new frees
// its allocation when the constructor throws; a class not trivial for calls is passed
// as the address of the caller's temporary, destroyed after the call; a returned local
// variable is not copied
struct M { M(int); ~M(); };
struct C { M a; M b; C(int x) : a(1), b(x) { if (x) throw x; } };
C *make(int x) { return new C(x); }
void take(M m);
M named() { M x(3); return x; }
void give() { take(M(2)); take(named()); }
