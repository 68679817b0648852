// Function-try-blocks: a function's handlers return its value; a constructor's handler
// sees an exception from its body (its members already destroyed) and rethrows it.
#include <cstdio>
struct M { int v; M(int x) : v(x) { std::printf("M(%d)\n", x); } ~M() { std::printf("~M %d\n", v); } };
struct C {
    M m;
    C(int v) try : m(v) {
        if (v < 0)
            throw v;
        std::printf("C body\n");
    } catch (int e) {
        std::printf("C caught %d\n", e);
    }
};
static int f(int v) try {
    if (v)
        throw 7;
    return 1;
} catch (int e) {
    return e + v;
}
int main() {
    C a(1);
    try {
        C b(-2);
    } catch (int e) {
        std::printf("main caught %d\n", e);
    }
    std::printf("%d %d\n", f(0), f(1));
    return 0;
}
