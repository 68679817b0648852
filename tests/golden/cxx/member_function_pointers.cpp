// Pointers to member functions: the pair {ptr, adj}, a virtual method's through the
// function making the virtual call, a base's member as a derived class's, a table.
struct A { int a; virtual int v(int x) { return x + a; } int n(int x) { return x * 2; } };
struct Pad { long pad; };
struct B : Pad, A { int v(int x) override { return x + 100; } };
typedef int (A::*AF)(int);
typedef int (B::*BF)(int);
static const AF table[] = { &A::v, &A::n, nullptr };

int use(B *b, int k) {
    BF g = table[k];
    if (g == nullptr)
        return 0;
    return (b->*g)(k);
}
