/* C++: members through `this`, a reference parameter, a virtual call's receiver and argument. */
int total;

struct Acc {
    int sum;
    Acc() : sum(0) {}
    virtual ~Acc() {}
    virtual void add(int v) { sum = sum + v; }      /* RD v: k@19 total@22 */
};

struct Twice : Acc {
    void add(int v) override { sum = sum + 2 * v; } /* RD v: k@19 total@22 */
};

static void bump(int &r) { r = r + 1; }

int main(int argc, char **argv) {
    Acc *a = argc > 1 ? static_cast<Acc *>(new Twice) : new Acc;
    int k = argc;                                   /* RU-XFAIL k: 15 20 v@8 v@12 */
    a->add(k);
    bump(k);
    total = k;                                      /* RD-XFAIL k: 15 */
    a->add(total);                                  /* RD total: 22 */
    int s = a->sum;
    delete a;
    return s + (argv != 0);                         /* RD s: 24 */
}
/* The XFAIL lines: the address-taken alias oracle (the tests' default) updates k through the reference weakly (bump
 * does not kill the definition on line 19); `ddpa rd` with `--alias cfl` is exact. */
