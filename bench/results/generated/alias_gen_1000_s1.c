/* prog.c: synthetic C program, seed 1, about 1000 lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*binop_fn)(int, int);

struct inner {
    int a;
    unsigned b;
};

struct outer {
    int id;
    struct inner in;
    struct inner *pin;
    binop_fn op;
    int vals[4];
    char tag[8];
};

struct node {
    int val;
    struct node *next;
};

static int op_0(int a, int b);
static int op_1(int a, int b);
static int op_2(int a, int b);
static int op_3(int a, int b);
static int op_4(int a, int b);
static int op_5(int a, int b);
void fold_0(int a0, struct outer *sa1, int a2, binop_fn fa3);
static int update_1(const char *ta0, unsigned ua1, int a2);
static unsigned shift_2(int a0, long la1, int a2);
static int shift_3(struct outer *sa0, int a1, int a2);
static void shift_4(unsigned ua0);
int apply_5(struct outer *sa0);
static int walk_6(int a0, struct outer *sa1, int a2, int a3);
static int scan_7(int *pa0);
static int scan_8(struct outer *sa0, unsigned ua1, const char *ta2);
static int fold_9(struct outer *sa0, int a1, char ca2);
static int check_10(struct outer *sa0, int a1, unsigned ua2);
static void check_11(struct outer *sa0, long la1, long la2);
static long check_12(int a0, int a1, const char *ta2);
static void merge_13(int a0);
static int rec_14(int depth, unsigned ua0, int a1);
static unsigned scan_15(unsigned ua0, int *pa1);
static int update_16(binop_fn fa0, int a1, long la2);
static int scan_17(const char *ta0, int a1, struct outer *sa2, int a3);
static int mix_18(int a0, int a1, int *pa2, int *pa3);
static int update_19(struct outer *sa0, unsigned ua1, binop_fn fa2);
int fold_20(int a0, int *pa1);
static int walk_21(unsigned ua0);
static unsigned check_22(long la0, int *pa1, unsigned ua2);
static int shift_23(unsigned ua0, int a1, int *pa2, struct outer *sa3);
static int rec_24(int depth, const char *ta0);
static int rec_25(int depth, int a0, int a1);
static int mix_26(int a0, struct outer *sa1);
int scan_27(long la0);
static void drive_0(void);
static void drive_1(void);

unsigned g_fuel = 0u;
unsigned g_check = 2166136261u;
int g_seed = 0;
int g_input = 0;
int gi0 = 98;
int gi1 = 43;
char gc2 = 'l';
int gi3 = 54;
char gc4 = 'n';
int gi5 = 45;
int gi6 = 67;
int gi7 = 72;
int gi8 = 6;
int gi9 = 68;
int gi10 = 2;
unsigned gu11 = 66570u;
int garr0[16];
int garr1[16];
const char *gmsg = "global-message";
char gbuf[32] = "scratch";
struct inner ginner = {31, 931u};
struct inner ginner2 = {81, 497u};
struct outer gobj = {75, {68, 881u}, &ginner, op_4, {10, 9, 12, 14}, "sigma"};
struct outer gobjs[2] = {{64, {45, 691u}, &ginner2, op_5, {43, 24, 40, 44}, "theta"}, {16, {75, 470u}, &ginner, op_0, {48, 24, 44, 34}, "omega"}};
int *gptrs[2] = {&gi0, &gi1};
int **gpp = &gptrs[0];
int *gp = &gi1;
struct outer *gsp = &gobjs[1];
binop_fn gops[4] = {op_0, op_1, op_2, op_3};

static int op_0(int a, int b)
{
    return (int)(((unsigned)a ^ ((unsigned)b << 1)) & 0xFFFFu);
}

static int op_1(int a, int b)
{
    return (int)(((unsigned)a + (unsigned)b) & 0xFFFFu);
}

static int op_2(int a, int b)
{
    return (int)(((unsigned)a * (unsigned)b + 7u) & 0xFFFFu);
}

static int op_3(int a, int b)
{
    return (int)((((unsigned)a >> 2) | (unsigned)b) & 0xFFFFu);
}

static int op_4(int a, int b)
{
    return (int)(((unsigned)a - (unsigned)b) & 0xFFFFu);
}

static int op_5(int a, int b)
{
    return (int)(((unsigned)a * 3u + (unsigned)b) & 0xFFFFu);
}

void fold_0(int a0, struct outer *sa1, int a2, binop_fn fa3)
{
    int x0 = (gsp->tag[0] + *gp) & 0xFFFF;
    int x1 = gops[1](gi1, x0) > 61;
    unsigned u0 = 8844u;
    int arr0[8] = {22, 28, 12, 46, 50, 16, 9, 23};
    int *p0 = &gi9;
    int *q0 = &arr0[gi8 & 7];
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    a2 = walk_6((*p0 - gc2) & 0xFFFF, sa1, (g_seed & 7) == 7, (int)(652u & 0xFFFFu));
    if (g_input < 42) {
        goto done;
    }
    p0 = gptrs[1];
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)sa1->id + (unsigned)a2 + (unsigned)fa3(1, 2) + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)i;
    g_check += acc;
}

static int update_1(const char *ta0, unsigned ua1, int a2)
{
    int x0;
    int x1 = (**gpp + garr1[a2 & 15]) & 0xFFFF;
    unsigned u0 = ua1 ^ ua1;
    struct outer obj0 = {69, {2, 568u}, &obj0.in, op_3, {46, 13, 50, 35}, "delta"};
    int *p0 = &garr1[g_input & 15];
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gobj.id ^ gbuf[11 & 15]) & 0xFFFF;
    calls++;
    a2 += 40;
    check_11(&obj0, ((gp != p0) ? garr1[x1 & 15] : gi7) & 0xFFFF, gbuf[14]);
    gptrs[gi5 & 1] = &garr1[gc2 & 15];
    x0 = gops[gi7 & 3]((-g_input) & 0xFFFF, g_seed);
    u0 &= (unsigned)a2;
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)ua1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned shift_2(int a0, long la1, int a2)
{
    int x0 = gi10 & 0xFFFF;
    int x1 = **gpp % ((a0 & 7) + 1);
    int x2;
    unsigned u0 = 1393u;
    int arr0[16] = {17, 7, 9, 22, 34, 48, 29, 44};
    int *p0 = gptrs[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x2 = abs(a0) & 0xFFFF;
    u0 ^= (unsigned)scan_8(gsp, (unsigned)gi1, gmsg);
    x1 = check_12(((garr0[g_input & 15] & 0xFFFF) * 9) & 0xFFFF, ((gi3 <= 60) ? 6 : *p0) & 0xFFFF, gbuf);
    if (p0 == gp) {
        x2--;
        gobjs[gi3 & 1].op = gops[la1 & 3];
        a0 = g_seed & 0xFFFF;
    }
    la1 = (gobj.in.a + garr0[gi8 & 15]) % (((gi8 + gi0) & 7) + 1);
    la1 = apply_5(&gobj);
    gsp = &gobjs[gc2 & 1];
    la1 = arr0[gi7 & 15] & 0xFFFF;
    gsp = &gobjs[a2 & 1];
    if ((gi0 ^ 24) == 51) {
        gsp->in.b = gobjs[gc2 & 1].in.b;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)la1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return acc;
}

static int shift_3(struct outer *sa0, int a1, int a2)
{
    int x0 = (gi8 * 8) & 0xFFFF;
    int x1 = (garr1[14] / (gc2 | 1)) & 0xFFFF;
    int x2 = *gptrs[gi9 & 1] & 0xFFFF;
    unsigned u0;
    long w0;
    char buf0[32] = "delta";
    const char *msg0 = "omega-97";
    int *p0 = &gi6;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = 3596u;
    w0 = gbuf[a2 & 15];
    **pp0 = (int)(u0 & 0xFFFFu);
    a1 -= ((g_input % 3) != 0) & 63;
    a2 = gops[2](gc4, gi9);
    if (p0 != gp) {
        u0 ^= (unsigned)scan_7(p0);
    } else {
        **gpp &= (gi7 % ((gi3 & 7) + 1)) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)buf0[0] + (unsigned)msg0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void shift_4(unsigned ua0)
{
    int x0 = *gp & 0xFFFF;
    int x1 = (gi7 / (gops[gi7 & 3](gi7, gi9) | 1)) & 0xFFFF;
    unsigned u0 = 1414u;
    char ch0 = 'e';
    int *p0 = &gobj.in.a;
    int *p1 = gp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    merge_13(gi3 & 0xFFFF);
    x1 = ((gi0 + gi0) & (-x1)) & 0xFFFF;
    gi6 = (((gbuf[x1 & 15] + gc2) <= 60) ? garr0[4] : (30 * 2)) & 0xFFFF;
    *p1 ^= (~gobj.pin->a) & 255;
    if ((gi0 - gc2) == 24) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)ch0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    g_check += acc;
}

int apply_5(struct outer *sa0)
{
    int x0 = (g_input + gsp->id) & 0xFFFF;
    int x1 = sa0->id & 0xFFFF;
    int x2 = (-gsp->vals[x0 & 3]) & 0xFFFF;
    unsigned u0 = 7142u;
    char buf0[32] = "beta";
    int *p0 = *gpp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    sa0->pin = &ginner2;
    x0 = check_10(gsp, gsp->vals[x0 & 3] & 0xFFFF, u0);
    x0 = rec_14(3, gobjs[gc2 & 1].in.b, 64);
    if (gsp->id > 32) {
        if ((gu11 < 590u) && (sa0->vals[1] != 37)) {
            gsp->vals[g_input & 3] ^= gi8 & 255;
            x1 = garr0[x1 & 15] & 0xFFFF;
        }
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_6(int a0, struct outer *sa1, int a2, int a3)
{
    int x0 = (**gpp + gi6) & 0xFFFF;
    int x1 = (gops[1](gc2, gi3) | gc2) <= 2;
    int x2 = ((strcmp(gbuf, gbuf) == 0) ? gbuf[8] : gi9) & 0xFFFF;
    unsigned u0 = 3545u;
    struct outer obj0 = {55, {26, 837u}, &ginner, op_5, {13, 16, 37, 46}, "delta"};
    int *p0 = &gi1;
    int **pp0 = &p0;
    binop_fn fn0 = gsp->op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a3 = (((g_seed % 3) != 1) ? (*p0 + obj0.in.a) : (*gp + garr1[a2 & 15])) & 0xFFFF;
    x0 = gobjs[gi9 & 1].tag[gi3 & 7] / ((*gptrs[gi8 & 1] + gc4) | 1);
    i = 0;
    do {
        x1 = fold_9(&gobjs[i & 1], (obj0.pin->a & 0xFFFF) >> 1, (char)(x0 & 127));
        p0 = &garr0[(i + 4) % 16];
        u0 &= (gsp->in.b << 5) - gsp->in.b;
        obj0 = *gsp;
        i += 1;
    } while (i < 5);
    for (i = 0; i < 2; i++) {
        **pp0 = ((**pp0 ^ i) + (x0 * 2)) & 0xFFFF;
        a3 -= gobjs[17 & 1].in.a & 63;
        sa1->tag[16 & 3] = (char)('a' + (gi8 & 15));
    }
    obj0.pin = &obj0.in;
    x1 = (int)((gu11 + 377u) & 0xFFFFu);
    acc = acc * 31u + (unsigned)a0 + (unsigned)sa1->id + (unsigned)a2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_7(int *pa0)
{
    int x0 = abs(gi9) & 0xFFFF;
    int x1 = g_seed > 25;
    int x2 = x0 & 0xFFFF;
    unsigned u0 = 390u;
    int *p0 = &garr1[gi1 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x0 += (x0 + *pa0) & 63;
    garr1[gi1 & 15] |= gi8 & 255;
    x0 = (int)(scan_15(329u | 667u, &gi7) & 0xFFFFu);
    x1 = (((garr0[gi9 & 15] * 7) & 0xFFFF) ^ gc2) & 0xFFFF;
    if (g_seed > 23) {
        gsp = &gobjs[gi3 & 1];
        u0 -= (unsigned)gi5;
    } else {
        *p0 ^= (gi1 + gi1) & 255;
    }
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int scan_8(struct outer *sa0, unsigned ua1, const char *ta2)
{
    int x0 = (int)(779u & 0xFFFFu);
    int x1 = (gi0 * 4) & 0xFFFF;
    unsigned u0 = 9273u;
    int *p0 = &gobjs[0].id;
    int *q0 = gp;
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = check_10(gsp, g_seed > 22, sa0->in.b << 4);
    x0 = mix_18(((gsp->vals[gi3 & 3] != 33) ? atoi("95") : gi8) <= *p0, (gobj.pin->a & (q0 != NULL ? *q0 : 0)) & 0xFFFF, gp, *gpp);
    if ((*gp > 3) && (gi6 == 4)) {
        goto done;
    }
    x1 = scan_17("gamma62", (gobj.tag[g_input & 7] + *p0) & 0xFFFF, sa0, (*p0 ^ gi8) & 0xFFFF);
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)ua1 + (unsigned)ta2[0] + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int fold_9(struct outer *sa0, int a1, char ca2)
{
    int x0 = (int)(gu11 & 0xFFFFu);
    int x1 = 43;
    int x2;
    unsigned u0 = gu11 & 505u;
    int arr0[16] = {25, 37, 32, 46, 1, 16, 24, 10};
    int *p0 = &gi0;
    struct outer *sp0 = &gobj;
    binop_fn fn0 = gops[2];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = (**gpp + *gp) & 0xFFFF;
    x2 = update_19(gsp, 546u << 4, op_0);
    x0 = update_16(gops[gi7 & 3], gi8 & 0xFFFF, (**gpp + gi8) & 0xFFFF);
    x1 = ((g_seed % 3) != 2) ? (gobjs[x0 & 1].pin->a & 0xFFFF) : (arr0[0] & 0xFFFF);
    x0 = fn0(gi6 & 0xFFFF, 34);
    if (((-gsp->vals[gi5 & 3]) == 59) || (g_input < 43)) {
        sa0->in = gobj.in;
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)ca2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int check_10(struct outer *sa0, int a1, unsigned ua2)
{
    int x0;
    int x1 = gobj.id & 0xFFFF;
    int x2 = (g_seed + a1) & 0xFFFF;
    unsigned u0 = gu11 - gu11;
    int *p0 = &sa0->id;
    binop_fn fn0 = op_2;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (((g_seed & 7) == 1) ? gi5 : a1) & 0xFFFF;
    x1 = rec_14((gi6 & 3), 965u, gobjs[a1 & 1].vals[gi7 & 3] & 0xFFFF);
    u0 ^= (unsigned)fold_20(**gpp & 0xFFFF, &gi1);
    gbuf[gi9 & 15] = (char)('a' + (gi3 & 15));
    if ((~gi10) >= 19) {
        gobj.in.b = (992u >> 5) / (((unsigned)gi10 + (unsigned)sa0->id) | 1u);
    } else {
        gobjs[1].in.a = gobjs[1].pin->a & 0xFFF;
        x1 = ((gobj.tag[34 & 7] + gi8) ^ ((gobj.in.a >= gi5) ? x1 : sa0->tag[gi1 & 7])) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)ua2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void check_11(struct outer *sa0, long la1, long la2)
{
    int x0 = 19 * 2;
    int x1 = garr0[12] & 0xFFFF;
    int x2 = g_seed < 51;
    unsigned u0 = (unsigned)*gptrs[x0 & 1];
    char ch0 = 'e';
    int arr0[4] = {50, 49, 35, 40};
    char buf0[32] = "iota";
    struct outer obj0 = {50, {23, 254u}, &ginner, op_5, {14, 22, 32, 27}, "omega"};
    int *p0 = &arr0[x0 & 3];
    int *p1 = p0;
    int *q0 = NULL;
    binop_fn fn0 = gobj.op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    calls++;
    u0 ^= (unsigned)gsp->op(arr0[1] & 0xFFFF, gi10);
    la1 += 17;
    if ((g_seed & 7) == 6) {
        q0 = &gi5;
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)la1 + (unsigned)la2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[3] + (unsigned)buf0[0];
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    g_check += acc;
}

static long check_12(int a0, int a1, const char *ta2)
{
    int x0 = a1 & 0xFFFF;
    int x1 = a0 & 0xFFFF;
    unsigned u0 = (unsigned)57 << 6;
    int *p0 = &garr0[64 & 15];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x0 = walk_21(901u ^ 861u);
    x1 = update_16(gops[g_seed & 3], garr1[4] & 0xFFFF, (g_seed ^ gsp->id) & 0xFFFF);
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)ta2[0] + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)i;
    return (long)(acc & 0xFFFFu);
}

static void merge_13(int a0)
{
    int x0 = ((gi10 != garr0[2 & 15]) ? gi6 : gi3) & 0xFFFF;
    int x1;
    int x2 = (gops[gi5 & 3](3, 51) - **gpp) & 0xFFFF;
    unsigned u0 = gu11;
    int *p0 = &garr0[gi8 & 15];
    int *p1 = &gobjs[3 & 1].id;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = (-gobjs[gc4 & 1].in.a) & 0xFFFF;
    gpp = &gptrs[gc2 & 1];
    x0 = gops[gi8 & 3](9, 12);
    x1 %= ((gc2 * 9) & 7) + 1;
    u0 = u0 >> 3;
    u0 |= (729u << 6) & (123u << 7);
    gobjs[x2 & 1].vals[0] ^= (garr1[38 & 15] * 5) & 255;
    x2 = gops[gi7 & 3](gi10 & 0xFFFF, gi8);
    a0 = gi10 & 0xFFFF;
    if (((gi7 & 0xFFFF) >> 4) != garr1[x0 & 15]) {
        x0 = gops[g_seed & 3]((~gsp->in.a) & 0xFFFF, x2);
        x1 = ~41;
        gobjs[gi8 & 1].id = ((x0 ^ g_seed) / (x0 | 1)) & 0xFFFF;
    }
    a0 = (((g_input % 3) != 2) ? *p0 : (gi9 | x0)) & 0xFFFF;
    gpp = &gptrs[gi0 & 1];
    x2 = ((*p1 + gobj.pin->a) - (gi9 + gobjs[gi0 & 1].op(x2, gi3))) & 0xFFFF;
    x0 += 35;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int rec_14(int depth, unsigned ua0, int a1)
{
    int x0;
    int x1 = ((g_input > 0) ? garr0[gi5 & 15] : (int)sizeof(gbuf)) & 0xFFFF;
    int x2 = (-gi5) & 0xFFFF;
    unsigned u0 = 5617u;
    char ch0 = 'a';
    int arr0[16] = {38, 38, 37, 45, 42, 47, 11, 27};
    struct outer obj0 = {53, {32, 735u}, &ginner2, op_5, {0, 43, 46, 27}, "delta"};
    int *p0 = &gi3;
    int *q0 = NULL;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a1 & 255;
    }
    g_fuel--;
    x0 = gsp->in.a & 0xFFFF;
    *gptrs[3 & 1] = gobjs[gi1 & 1].in.a & 0xFFFF;
    x2 += (gsp->in.a | **pp0) & 63;
    x2 = rec_14(depth - 1, 312u % (gobjs[x0 & 1].in.b | 1u), gi1 & 0xFFFF);
    x0 = ((u0 != 721u) && (u0 <= 561u)) ? ((**gpp + gi3) & 0xFFFF) : ((q0 != NULL ? *q0 : 0) & 0xFFFF);
    a1 = (int)(check_22((~x0) & 0xFFFF, *pp0, 978u) & 0xFFFFu);
    u0 ^= ~(unsigned)gi6;
    u0 = gsp->in.b;
    if ((g_seed > 4) || (a1 != 32)) {
        i = 0;
        while (i < 4) {
            ua0 >>= 7;
            i++;
        }
    }
    u0 <<= 5;
    ua0 |= (54u / ((unsigned)36 | 1u)) % ((gsp->in.b / (gu11 | 1u)) | 1u);
    acc = acc * 31u + (unsigned)depth + (unsigned)ua0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static unsigned scan_15(unsigned ua0, int *pa1)
{
    int x0 = gc4;
    int x1 = gobj.op(g_seed, gc2);
    unsigned u0 = gsp->in.b;
    int arr0[4] = {36, 12, 13, 13};
    int *p0 = &arr0[gc2 & 3];
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    calls++;
    x0 = shift_23(ua0 | 141u, (g_seed % 3) != 0, &gi3, gsp);
    x0 = (~40) + (strcmp(gmsg, gmsg) > 0);
    acc = acc * 31u + (unsigned)ua0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + calls;
    return acc;
}

static int update_16(binop_fn fa0, int a1, long la2)
{
    int x0 = (la2 - a1) & 0xFFFF;
    int x1 = (garr1[11] / (5 | 1)) & 0xFFFF;
    unsigned u0 = gsp->in.b;
    char ch0 = 'h';
    int arr0[16] = {37, 23, 34, 32, 47, 32, 23, 27};
    char buf0[32] = "kappa";
    int *p0 = &garr0[ch0 & 15];
    struct outer *sp0 = &gobjs[29 & 1];
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x0 = rec_24((gi6 & 3), gmsg);
    x0 = mix_26((garr1[gi3 & 15] ^ gi3) & 0xFFFF, &gobjs[0]);
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)a1 + (unsigned)la2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static int scan_17(const char *ta0, int a1, struct outer *sa2, int a3)
{
    int x0 = gi7 & 0xFFFF;
    int x1 = (((gops[gi9 & 3](a3, gi1) + gobjs[gi0 & 1].in.a) > 0) ? garr1[gi5 & 15] : (int)sizeof(int)) & 0xFFFF;
    unsigned u0 = 3093u;
    int arr0[8] = {38, 34, 30, 24, 22, 10, 40, 23};
    int *p0 = &arr0[2];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 ^= (unsigned)scan_27((x0 ^ 45) & 0xFFFF);
    a3 += ((gu11 <= u0) ? gi3 : gops[1](g_seed, a1)) & 63;
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)a1 + (unsigned)sa2->id + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int mix_18(int a0, int a1, int *pa2, int *pa3)
{
    int x0 = gc4;
    int x1 = (gi3 & **gpp) & 0xFFFF;
    unsigned u0;
    int *p0 = pa2;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = (unsigned)garr1[gi7 & 15];
    calls++;
    x1 = mix_26(gi3 & 0xFFFF, &gobj);
    a0 = ((gc4 - gbuf[gi7 & 15]) + (int)((unsigned)gi0 & 0xFFFFu)) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)*pa2 + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static int update_19(struct outer *sa0, unsigned ua1, binop_fn fa2)
{
    int x0;
    int x1 = **gpp & 0xFFFF;
    unsigned u0 = 8308u;
    char ch0 = 'g';
    int arr0[8] = {8, 15, 38, 17, 18, 47, 39, 10};
    int *p0 = *gpp;
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (garr0[22 & 15] | gobj.in.a) & 0xFFFF;
    sa0->pin = &ginner;
    x0 = (g_input % 3) != 0;
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)ua1 + (unsigned)fa2(1, 2) + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

int fold_20(int a0, int *pa1)
{
    int x0;
    int x1 = (**gpp - gi7) & 0xFFFF;
    unsigned u0 = 1658u;
    int arr0[4] = {35, 35, 38, 24};
    const char *msg0 = "iota-730";
    int *p0 = pa1;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = *pa1 & 0xFFFF;
    x1 = walk_21(u0 & (unsigned)40);
    a0 = rec_25((g_seed & 3), arr0[gi3 & 3] & 0xFFFF, (g_input + 41) & 0xFFFF);
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[3] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int walk_21(unsigned ua0)
{
    int x0 = (*gp - gi0) & 0xFFFF;
    int x1 = (g_seed & 7) == 5;
    unsigned u0 = gu11 ^ (unsigned)gi0;
    int *p0 = &garr0[2];
    struct outer *sp0 = &gobj;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x0 = scan_27((gobj.op(gi7, gi3) | **gpp) & 0xFFFF);
    **gpp = gi6 & 0xFFFF;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned check_22(long la0, int *pa1, unsigned ua2)
{
    int x0 = (((*gptrs[gi9 & 1] - *pa1) >= 64) ? garr0[gi7 & 15] : garr1[gi10 & 15]) & 0xFFFF;
    int x1 = (garr0[gi8 & 15] & gi9) & 0xFFFF;
    unsigned u0 = ua2;
    int arr0[8] = {16, 13, 29, 23, 4, 5, 49, 8};
    int *p0 = &garr0[g_input & 15];
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    la0 = scan_27((gobjs[gi0 & 1].id + g_seed) & 0xFFFF);
    x0 = rec_24(1, gmsg);
    acc = acc * 31u + (unsigned)la0 + (unsigned)*pa1 + (unsigned)ua2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i;
    return acc;
}

static int shift_23(unsigned ua0, int a1, int *pa2, struct outer *sa3)
{
    int x0 = (*pa2 - gi8) & 0xFFFF;
    int x1;
    int x2 = (gc4 & 0xFFFF) >> 2;
    unsigned u0;
    int *p0 = &gi5;
    int *q0 = NULL;
    struct outer *sp0 = sa3;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = gobjs[a1 & 1].tag[gi7 & 7];
    u0 = 3234u;
    if (!(ua0 >= 624u)) {
        gi8 = (int)(((unsigned)*gp << 6) & 0xFFFFu);
        gsp->vals[gc2 & 3] = (gobj.vals[gi1 & 3] + 9) & 0xFFFF;
    }
    if (q0 != NULL) {
        *q0 = (abs(gi8) + gi5) & 0xFFFF;
    }
    gbuf[gi7 & 15] = (char)('a' + (gi1 & 15));
    if (gi6 < 14) {
        a1 += 31;
        *gptrs[1] = (~(*pa2 + garr1[26 & 15])) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)ua0 + (unsigned)a1 + (unsigned)*pa2 + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_24(int depth, const char *ta0)
{
    int x0 = (*gp * 2) & 0xFFFF;
    int x1 = **gpp > 19;
    int x2 = (~gi0) & 0xFFFF;
    unsigned u0 = gu11 ^ gu11;
    char buf0[32] = "zeta";
    int *p0 = &gsp->in.a;
    int *q0 = gp;
    binop_fn fn0 = op_5;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    x2 = gobj.vals[depth & 3] & 0xFFFF;
    x2 = rec_25(depth - 1, gsp->tag[gi10 & 7], (gi7 - gobj.vals[gi1 & 3]) & 0xFFFF);
    u0 |= (unsigned)abs(gi6) & (unsigned)gobj.id;
    if (g_input < 51) {
        gsp->id = ((-depth) - (*p0 > atoi("69"))) & 0xFFFF;
    } else if (((depth - gi7) > 61) || (q0 == NULL)) {
        garr1[6] ^= garr1[gi6 & 15] & 255;
    } else {
        *p0 = ((int)(gu11 & 0xFFFFu) + (depth + gi3)) & 0xFFFF;
        x2 = ((int)((unsigned)garr1[6] & 0xFFFFu) & *gp) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)depth + (unsigned)ta0[0] + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_25(int depth, int a0, int a1)
{
    int x0 = (-garr1[41 & 15]) & 0xFFFF;
    int x1 = (int)(gu11 & 0xFFFFu);
    unsigned u0 = 6266u;
    int *p0 = &a1;
    struct outer *sp0 = &gobj;
    binop_fn fn0 = gops[14 & 3];
    int i = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    u0 ^= (unsigned)rec_24(depth - 1, gmsg);
    u0 ^= (unsigned)scan_27(gc4 * 2);
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int mix_26(int a0, struct outer *sa1)
{
    int x0;
    int x1 = (((garr0[gi9 & 15] | garr0[11 & 15]) < 61) ? gi8 : a0) & 0xFFFF;
    unsigned u0 = gu11 | (unsigned)gobjs[x1 & 1].pin->a;
    char ch0 = 'd';
    int *p0 = &garr1[x1 & 15];
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (((g_seed | *gptrs[gi3 & 1]) >= 9) ? gi1 : *gptrs[1]) & 0xFFFF;
    calls++;
    memcpy(garr0, garr1, sizeof(garr0));
    a0 = scan_27(5 / (gobjs[a0 & 1].id | 1));
    gu11 -= u0;
    x0 = (~gi8) % ((gobj.pin->a & 7) + 1);
    acc = acc * 31u + (unsigned)a0 + (unsigned)sa1->id + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)*p0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

int scan_27(long la0)
{
    int x0 = *gptrs[gc2 & 1] & 0xFFFF;
    int x1 = (*gptrs[gi6 & 1] * 2) & 0xFFFF;
    int x2 = garr1[7] & 0xFFFF;
    unsigned u0 = 2608u;
    int *p0 = &gi10;
    int *q0 = NULL;
    int **pp0 = &p0;
    binop_fn fn0 = op_0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    la0 = gops[0]((gi7 & 0xFFFF) >> 1, gi9);
    *p0 ^= *gp & 255;
    gbuf[gi10 & 15] = (char)('a' + (x2 & 15));
    if ((gi7 ^ gi10) < 18) {
        ++x0;
    }
    gsp->in.a = gsp->pin->a & 0xFFF;
    for (i = 0; i < 6; i++) {
        x0 &= gi3 & 0xFFFF;
    }
    i = 0;
    do {
        gsp->pin = &ginner2;
        i += 1;
    } while (i < 6);
    acc = acc * 31u + (unsigned)la0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static void drive_0(void)
{
    int r = 0;
    g_fuel = 12u;
    fold_0(gbuf[gi10 & 15], gsp, (~*gptrs[1]) & 0xFFFF, gops[24 & 3]);
    g_fuel = 12u;
    r = update_1(gmsg, gu11 << 7, (gops[gi5 & 3](gi1, gc2) * 8) & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = (int)(shift_2(gi8 & 0xFFFF, (garr1[40 & 15] ^ gi5) & 0xFFFF, gu11 >= 154u) & 0xFFFFu);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = shift_3(&gobjs[gi6 & 1], (*gp - *gptrs[29 & 1]) & 0xFFFF, (gobjs[1].pin->a + 17) & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    shift_4(30u << 1);
    g_fuel = 12u;
    r = apply_5(&gobjs[gi0 & 1]);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = check_10(gsp, (g_seed - **gpp) & 0xFFFF, 638u);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = (int)(scan_15(gobjs[0].in.b, gptrs[gi3 & 1]) & 0xFFFFu);
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

static void drive_1(void)
{
    int r = 0;
    g_fuel = 12u;
    if (g_input < 16) {
        r = fold_20(((gu11 == 228u) ? g_seed : gi9) & 0xFFFF, &gobj.id);
    }
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = rec_25((gi0 & 3), gi1 & 0xFFFF, (garr0[gi5 & 15] & 0xFFFF) >> 1);
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

int main(int argc, char **argv)
{
    unsigned seed = 0u;
    int ch = 0;
    int k = 0;
    if (argc > 1) {
        for (k = 0; k < 9 && argv[1][k] >= '0' && argv[1][k] <= '9'; k++) {
            seed = seed * 10u + (unsigned)(argv[1][k] - '0');
        }
    }
    g_seed = (int)(seed & 0xFFFu);
    for (k = 0; k < 4; k++) {
        ch = getchar();
        if (ch == EOF) {
            break;
        }
        g_input = (g_input * 31 + ch) & 0xFFFF;
    }
    g_check ^= (unsigned)g_seed * 65599u + (unsigned)g_input;
    drive_0();
    drive_1();
    printf("%u\n", g_check);
    printf("%d\n", gi0);
    printf("%u\n", g_fuel);
    return 0;
}
