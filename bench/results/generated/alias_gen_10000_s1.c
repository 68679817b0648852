/* prog.c: synthetic C program, seed 1, about 10000 lines. */
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
static unsigned shift_0(int a0, long la1, int a2);
static int shift_1(struct outer *sa0, int a1, int a2);
static void shift_2(unsigned ua0);
int apply_3(struct outer *sa0);
static int walk_4(int a0, struct outer *sa1, int a2, int a3);
static int scan_5(int *pa0);
static int scan_6(struct outer *sa0, unsigned ua1, const char *ta2);
static int rec_7(int depth, int a0, const char *ta1);
static int mix_8(unsigned ua0, char ca1, int a2);
static long fold_9(long la0, int a1);
static void probe_10(int a0);
static int walk_11(const char *ta0, binop_fn fa1, int a2, struct outer *sa3);
static int walk_12(int *pa0, int a1, const char *ta2, int *pa3);
static int apply_13(int *pa0, int *pa1, int *pa2, binop_fn fa3);
static int merge_14(int *pa0, unsigned ua1);
static int check_15(int *pa0, int *pa1);
static int merge_16(int a0, int *pa1, int *pa2);
static int update_17(struct outer *sa0, unsigned ua1, binop_fn fa2);
int fold_18(int a0, int *pa1);
static int walk_19(unsigned ua0);
static unsigned check_20(long la0, int *pa1, unsigned ua2);
static int shift_21(unsigned ua0, int a1, int *pa2, struct outer *sa3);
static void mix_22(int a0, int a1, int a2, int *pa3);
static long merge_23(int a0);
int scan_24(long la0);
static int walk_25(unsigned ua0, int a1, binop_fn fa2);
static int rec_26(int depth, int a0);
static int fold_27(int a0, char ca1, binop_fn fa2);
static int mix_28(int *pa0, int a1);
static int update_29(int a0, struct outer *sa1);
static int scan_30(binop_fn fa0, struct outer *sa1, int *pa2);
static int merge_31(int *pa0, int *pa1, binop_fn fa2, struct outer *sa3);
static void shift_32(int a0);
static int shift_33(const char *ta0, struct outer *sa1);
static int fold_34(int a0);
static unsigned update_35(int a0);
static int rec_36(int depth, int *pa0);
int walk_37(int a0, binop_fn fa1, long la2);
static int shift_38(struct outer *sa0, int a1, int a2);
static int shift_39(const char *ta0, int a1, struct outer *sa2, unsigned ua3);
static void update_40(int *pa0, unsigned ua1);
int shift_41(int a0, int *pa1);
static int merge_42(int a0);
static int mix_43(long la0);
static void update_44(struct outer *sa0, struct outer *sa1, int *pa2, int *pa3);
static int probe_45(unsigned ua0, int a1);
static int update_46(int a0, int *pa1, unsigned ua2, struct outer *sa3);
static int scan_47(int a0, binop_fn fa1, int a2);
static int update_48(int *pa0, long la1);
static int shift_49(struct outer *sa0, struct outer *sa1, int a2);
static int scan_50(struct outer *sa0);
static int check_51(int a0, unsigned ua1, int a2);
static unsigned check_52(int a0);
static int mix_53(int a0, int *pa1, int *pa2, char ca3);
static unsigned mix_54(char ca0, int a1);
static void merge_55(int a0, int a1);
void apply_56(int *pa0, int a1, int a2);
static int scan_57(int a0, const char *ta1, int a2);
void merge_58(int *pa0, unsigned ua1);
static int rec_59(int depth, unsigned ua0);
static int rec_60(int depth, long la0, struct outer *sa1);
static int merge_61(int *pa0);
static int shift_62(unsigned ua0, int a1);
static int update_63(int *pa0, int *pa1, unsigned ua2, const char *ta3);
static void apply_64(int a0, int a1);
static long fold_65(unsigned ua0, unsigned ua1, int a2, const char *ta3);
static int check_66(int a0);
static int update_67(int a0);
static int scan_68(struct outer *sa0, int a1, binop_fn fa2, int a3);
int apply_69(int a0, int *pa1, int *pa2, binop_fn fa3);
int update_70(int a0, int a1, int a2, unsigned ua3);
static int probe_71(struct outer *sa0, long la1, int a2, int a3);
static int apply_72(int a0, unsigned ua1, int *pa2);
static int scan_73(int a0, struct outer *sa1, const char *ta2);
static int scan_74(char ca0, long la1, int *pa2);
static int update_75(int a0);
static void shift_76(const char *ta0, const char *ta1, long la2);
static int probe_77(int *pa0, int a1);
static int fold_78(binop_fn fa0, int a1, struct outer *sa2);
static long update_79(int a0, int a1);
static int probe_80(unsigned ua0);
static unsigned scan_81(int a0, int a1, int a2, unsigned ua3);
static int check_82(int *pa0, int a1, int *pa2, int a3);
static int probe_83(int a0, int a1, int a2, int a3);
static int merge_84(int a0, int a1, const char *ta2, unsigned ua3);
static int probe_85(binop_fn fa0, long la1, int a2);
long shift_86(unsigned ua0, unsigned ua1);
static void fold_87(int a0);
int shift_88(int a0, int a1, int a2, unsigned ua3);
int walk_89(int a0);
static unsigned update_90(int a0, int a1);
static int rec_91(int depth, long la0, char ca1);
static int check_92(char ca0);
static int walk_93(int a0);
static int fold_94(int a0, int a1);
long walk_95(int a0, int a1);
static int walk_96(int a0, int a1);
static int fold_97(unsigned ua0, char ca1, const char *ta2, int a3);
static unsigned fold_98(int a0, const char *ta1);
static int apply_99(unsigned ua0, int *pa1, int *pa2);
static int scan_100(int *pa0, const char *ta1, int *pa2);
static int walk_101(int a0, int *pa1);
static int walk_102(char ca0, struct outer *sa1, const char *ta2, int *pa3);
static void update_103(const char *ta0, int *pa1, int a2, int a3);
static unsigned scan_104(long la0, int a1, struct outer *sa2);
static int update_105(int *pa0, unsigned ua1, int *pa2);
static long probe_106(int a0, unsigned ua1);
static int mix_107(int a0, int *pa1);
static int probe_108(char ca0, int *pa1, int a2, int a3);
static int shift_109(const char *ta0);
static void shift_110(int a0, long la1, binop_fn fa2);
static int merge_111(int a0, int a1);
static void mix_112(struct outer *sa0, int *pa1);
static int merge_113(long la0);
static void scan_114(long la0, struct outer *sa1);
static long update_115(int a0, char ca1);
static int mix_116(int *pa0, int a1, int *pa2);
static int walk_117(int a0, binop_fn fa1);
static int mix_118(int *pa0, int a1, struct outer *sa2);
static int probe_119(int a0);
static int check_120(int a0, int a1, int a2);
static int rec_121(int depth, unsigned ua0, int a1);
static long shift_122(int a0, int a1);
static int fold_123(struct outer *sa0, int a1, struct outer *sa2, struct outer *sa3);
static int walk_124(char ca0, int a1);
static unsigned apply_125(int a0, struct outer *sa1, int a2, int *pa3);
int walk_126(int a0, unsigned ua1, int a2);
static int rec_127(int depth, int a0, int a1);
static int rec_128(int depth, int *pa0);
int shift_129(struct outer *sa0);
static long mix_130(int a0);
static int rec_131(int depth, int a0, int *pa1);
static int rec_132(int depth, int a0, struct outer *sa1);
static int walk_133(int a0, int a1);
static void merge_134(int a0, binop_fn fa1);
static int apply_135(struct outer *sa0);
int merge_136(int a0);
static int mix_137(int a0);
static void update_138(struct outer *sa0, int a1, int *pa2);
static void apply_139(int a0, int *pa1);
static int rec_140(int depth, int *pa0, const char *ta1);
static int merge_141(struct outer *sa0, const char *ta1);
static int fold_142(unsigned ua0);
static int shift_143(int *pa0);
static void mix_144(long la0, int a1);
static int update_145(unsigned ua0, struct outer *sa1, int a2, struct outer *sa3);
static int update_146(int a0);
static int merge_147(long la0, long la1);
static int merge_148(int *pa0, int a1, long la2, int a3);
static void update_149(char ca0, int a1, unsigned ua2);
int probe_150(int *pa0, int a1);
void scan_151(unsigned ua0, int a1, char ca2, const char *ta3);
static int shift_152(int a0);
static long mix_153(int *pa0);
static int update_154(const char *ta0, long la1, struct outer *sa2);
static int fold_155(int a0, int a1, const char *ta2);
static unsigned update_156(int a0, int *pa1, struct outer *sa2, int a3);
static long scan_157(int a0, const char *ta1, int *pa2);
static long mix_158(struct outer *sa0, int a1);
static int update_159(struct outer *sa0);
static long check_160(int a0);
int check_161(unsigned ua0, int *pa1, int *pa2);
static void merge_162(binop_fn fa0, unsigned ua1, int *pa2, int a3);
static int apply_163(int *pa0, int a1);
static int fold_164(int *pa0);
static void fold_165(int a0, int *pa1, const char *ta2, int a3);
static int mix_166(int a0, int *pa1, int a2, const char *ta3);
static int merge_167(long la0, int *pa1, int a2);
static int apply_168(unsigned ua0, binop_fn fa1, struct outer *sa2, int a3);
static int check_169(int a0, int a1, struct outer *sa2, const char *ta3);
static int walk_170(int *pa0, unsigned ua1, unsigned ua2, int a3);
static void scan_171(struct outer *sa0, binop_fn fa1);
static unsigned fold_172(int a0, unsigned ua1, int a2);
static void fold_173(struct outer *sa0, int *pa1, struct outer *sa2, unsigned ua3);
static int scan_174(int *pa0, int *pa1, int a2);
static int apply_175(int *pa0, char ca1, unsigned ua2, int a3);
static int merge_176(int a0, char ca1, int *pa2, int a3);
static int scan_177(binop_fn fa0, const char *ta1, char ca2);
static unsigned walk_178(int *pa0);
static int scan_179(struct outer *sa0, int a1, int *pa2);
static unsigned walk_180(int *pa0, int *pa1, int a2);
unsigned apply_181(int a0, int a1, int a2, binop_fn fa3);
void update_182(struct outer *sa0, int *pa1, int *pa2);
static int check_183(int *pa0, int a1, int a2, int *pa3);
static void merge_184(int a0, long la1, int a2, struct outer *sa3);
static int rec_185(int depth, char ca0);
static int rec_186(int depth, unsigned ua0);
static unsigned probe_187(binop_fn fa0, int a1, int a2);
static int shift_188(int *pa0, int a1);
static long mix_189(int *pa0);
static int check_190(int a0, int a1);
static unsigned fold_191(int a0, int a1);
static long mix_192(int a0, const char *ta1, char ca2);
static int scan_193(const char *ta0, unsigned ua1);
static int check_194(const char *ta0, struct outer *sa1, int a2);
static int fold_195(const char *ta0);
static int merge_196(const char *ta0, int *pa1, int a2);
int apply_197(int *pa0, int *pa1, struct outer *sa2);
static void update_198(int *pa0, int a1, unsigned ua2, int *pa3);
static int check_199(int *pa0);
int fold_200(int *pa0, int a1);
int scan_201(int a0, int a1);
static int fold_202(unsigned ua0);
static int shift_203(unsigned ua0);
static int scan_204(int a0, int a1, int a2, char ca3);
static int fold_205(int a0);
static long probe_206(int *pa0);
static int shift_207(binop_fn fa0, int *pa1, int a2, int a3);
static long update_208(char ca0, int a1, binop_fn fa2, struct outer *sa3);
static int probe_209(struct outer *sa0, unsigned ua1);
static int walk_210(unsigned ua0, int a1);
static int rec_211(int depth, struct outer *sa0);
static unsigned check_212(int *pa0, long la1, int a2);
void walk_213(unsigned ua0, struct outer *sa1);
static int rec_214(int depth, int a0, char ca1);
static int rec_215(int depth, int a0);
int fold_216(int a0, char ca1);
static int rec_217(int depth, struct outer *sa0);
static int mix_218(int *pa0, char ca1, int a2);
static int update_219(int *pa0, unsigned ua1, int a2, struct outer *sa3);
static void scan_220(unsigned ua0);
static int check_221(int a0, int a1, int *pa2, int *pa3);
static int mix_222(struct outer *sa0, unsigned ua1);
static int walk_223(unsigned ua0);
static int probe_224(int a0);
static long mix_225(int a0, binop_fn fa1, int a2, int a3);
int check_226(int a0, int *pa1, int a2, int *pa3);
static void probe_227(int *pa0, int a1, int a2);
static int check_228(binop_fn fa0, unsigned ua1, binop_fn fa2);
static int apply_229(long la0);
long mix_230(unsigned ua0, int a1, binop_fn fa2, int *pa3);
int probe_231(int a0, int *pa1, unsigned ua2);
static int rec_232(int depth, int a0);
int check_233(int a0, unsigned ua1);
static int merge_234(int a0, int a1, int *pa2, unsigned ua3);
static int rec_235(int depth, int *pa0);
static long walk_236(struct outer *sa0);
static int walk_237(int a0, int a1, int a2);
static unsigned fold_238(struct outer *sa0);
static int mix_239(long la0);
static void probe_240(struct outer *sa0, binop_fn fa1, int *pa2);
static int fold_241(int *pa0, int a1);
static long probe_242(unsigned ua0, int *pa1);
static unsigned merge_243(int a0, int *pa1);
static int walk_244(int a0, struct outer *sa1);
int apply_245(binop_fn fa0);
static int mix_246(int a0);
static unsigned apply_247(unsigned ua0, int *pa1, unsigned ua2, int a3);
static int walk_248(int a0);
static int check_249(int a0);
static int merge_250(char ca0, unsigned ua1, int *pa2);
static void scan_251(int *pa0, int *pa1);
static int walk_252(int a0, int a1);
static int fold_253(const char *ta0, long la1, int *pa2);
static void scan_254(int a0);
static long fold_255(long la0, long la1, struct outer *sa2);
static int probe_256(binop_fn fa0);
static int rec_257(int depth, unsigned ua0, int *pa1);
static unsigned update_258(int *pa0, int a1);
static int rec_259(int depth, int *pa0, int a1);
static int rec_260(int depth, binop_fn fa0);
static int walk_261(binop_fn fa0, unsigned ua1, char ca2);
static int apply_262(int *pa0);
static int apply_263(char ca0);
static void check_264(char ca0);
static int walk_265(int a0, int *pa1);
static void scan_266(char ca0, binop_fn fa1);
static int fold_267(int a0, int a1, int *pa2);
static int apply_268(const char *ta0, int a1, int a2);
int mix_269(int *pa0, unsigned ua1, const char *ta2, binop_fn fa3);
static long merge_270(int *pa0, int *pa1, const char *ta2);
static int merge_271(int *pa0);
static int mix_272(binop_fn fa0);
static int update_273(int a0, long la1);
static int mix_274(int a0);
static int mix_275(int *pa0, int a1, long la2);
static int rec_276(int depth, int a0);
static int rec_277(int depth, int a0);
static int mix_278(const char *ta0);
static void fold_279(struct outer *sa0, int a1, long la2, int a3);
static void drive_0(void);
static void drive_1(void);
static void drive_2(void);
static void drive_3(void);
static void drive_4(void);
static void drive_5(void);
static void drive_6(void);
static void drive_7(void);

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

static unsigned shift_0(int a0, long la1, int a2)
{
    int x0 = (garr1[30 & 15] ^ 41) & 0xFFFF;
    int x1 = (gobjs[gi0 & 1].id ^ gi9) & 0xFFFF;
    int x2 = gi1 & 0xFFFF;
    unsigned u0 = 27u;
    char ch0 = 'g';
    int *p0 = *gpp;
    struct outer *sp0 = &gobjs[gi6 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    la1 &= gobjs[gi1 & 1].vals[2] & 0xFFFF;
    gptrs[1] = &gi10;
    if ((*gptrs[gc2 & 1] + *gp) > 23) {
        x1 = ((~28) + (gobj.in.a + gi1)) & 0xFFFF;
        *gp |= (*gptrs[g_seed & 1] & gc4) & 255;
    } else {
        a2 = walk_4((g_seed & la1) & 0xFFFF, &gobjs[gi9 & 1], ((p0 == gp) ? la1 : 2) & 0xFFFF, (gu11 < 239u) ? 50 : 27);
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)la1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return acc;
}

static int shift_1(struct outer *sa0, int a1, int a2)
{
    int x0;
    int x1 = ((strcmp(gbuf, gbuf) == 0) ? g_input : gi0) & 0xFFFF;
    unsigned u0 = 4004u;
    int arr0[16] = {42, 18, 20, 46, 40, 43, 24, 12};
    char buf0[32] = "alpha";
    struct outer obj0 = {82, {25, 303u}, &obj0.in, op_3, {27, 27, 4, 18}, "iota"};
    int *p0 = &gi8;
    int *q0 = NULL;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gobjs[gi1 & 1].in.a ^ gops[19 & 3](gi9, gi7)) & 0xFFFF;
    calls++;
    x1 = scan_6(sa0, 565u + (unsigned)*p0, "beta85");
    a2 = walk_11(gbuf, op_4, g_seed > 18, &obj0);
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static void shift_2(unsigned ua0)
{
    int x0;
    int x1 = **gpp % ((gobj.in.a & 7) + 1);
    unsigned u0 = 2342u;
    int *p0 = &gobjs[gi0 & 1].vals[7 & 3];
    int *p1 = *gpp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x0 = *gp & 0xFFFF;
    ua0 ^= (unsigned)apply_3(&gobj);
    x1 = mix_8(gu11, (char)(gi1 & 127), 58);
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)i;
    g_check += acc;
}

int apply_3(struct outer *sa0)
{
    int x0 = gobj.id & 0xFFFF;
    int x1 = (garr1[29 & 15] / (garr0[56 & 15] | 1)) & 0xFFFF;
    unsigned u0 = 1523u;
    char ch0 = 'b';
    char buf0[32] = "alpha";
    struct outer obj0 = {59, {76, 696u}, &obj0.in, op_5, {28, 43, 39, 11}, "kappa"};
    int *p0 = &x1;
    int *q0 = &gi6;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = fold_9((garr1[x0 & 15] + gops[x0 & 3](ch0, gc2)) & 0xFFFF, (g_input % 3) != 2);
    u0 ^= (unsigned)obj0.op((-x1) & 0xFFFF, 11);
    obj0.pin->a = (q0 == NULL) && (strcmp(buf0, "alpha73") == 0);
    u0 ^= (unsigned)walk_12(&gi1, (*gp - x0) & 0xFFFF, gbuf, gptrs[7 & 1]);
    x1 = (((gi7 - x1) == 15) && (q0 != NULL)) ? (int)(gu11 & 0xFFFFu) : (((g_input % 3) != 1) ? gbuf[22 & 15] : gops[gi5 & 3](gi9, 42));
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)ch0;
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_4(int a0, struct outer *sa1, int a2, int a3)
{
    int x0 = (a0 + gi10) & 0xFFFF;
    int x1 = (garr0[14 & 15] * 3) == 8;
    int x2 = (**gpp ^ gi5) & 0xFFFF;
    unsigned u0 = gobj.in.b % ((unsigned)(int)sizeof(garr0) | 1u);
    long w0 = (int)(gu11 & 0xFFFFu);
    int arr0[4] = {45, 44, 44, 26};
    int *p0 = gp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (gp == p0) {
        goto done;
    }
    gobj.id = gi7 & 0xFFFF;
    garr1[w0 & 15] |= (gbuf[g_seed & 15] & g_seed) & 255;
    *p0 = ((gi6 + gi1) & 0xFFFF) >> 2;
    a2 = (int)(gu11 & 0xFFFFu) % (((((g_input & 7) == 3) ? x0 : gi1) & 7) + 1);
    if ((a3 - (int)sizeof(int)) > 45) {
        a2 = (garr0[g_seed & 15] + (*p0 - gobj.pin->a)) & 0xFFFF;
        u0 = u0 - sa1->in.b;
    }
    u0 = 51u;
    gsp = &gobj;
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)sa1->id + (unsigned)a2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_5(int *pa0)
{
    int x0 = (17 | g_seed) & 0xFFFF;
    int x1 = (garr0[62 & 15] | gsp->vals[g_input & 3]) & 0xFFFF;
    int x2 = (gobj.in.a - gi7) & 0xFFFF;
    unsigned u0 = 111u;
    long w0 = (*pa0 + 11) & 0xFFFF;
    int arr0[16] = {18, 22, 16, 16, 19, 34, 36, 9};
    char buf0[32] = "gamma";
    int *p0 = &garr0[x2 & 15];
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    gobj.in = gsp->in;
    if (gi6 != 15) {
        goto done;
    }
    u0 += u0;
    x1 = strcmp(gbuf, gmsg) > 0;
    x0 = ((arr0[x0 & 15] + w0) - ((strcmp(gbuf, "gamma60") > 0) ? g_input : x2)) & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_6(struct outer *sa0, unsigned ua1, const char *ta2)
{
    int x0 = (gsp->in.a - gbuf[gi10 & 15]) & 0xFFFF;
    int x1 = gi6 & 0xFFFF;
    int x2 = gi6 & 0xFFFF;
    unsigned u0 = 2784u;
    int arr0[8] = {28, 10, 48, 33, 20, 37, 20, 41};
    int *p0 = &arr0[gc2 & 7];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    ua1 ^= (unsigned)rec_7((27 & 3), (*gp / (gi1 | 1)) & 0xFFFF, ta2);
    probe_10((int)(ua1 & 0xFFFFu));
    x0 = (52 - (gi10 | gi1)) & 0xFFFF;
    x0 = merge_14(*gpp, sa0->in.b);
    x1 = gobjs[gi5 & 1].op(gc2, gi9);
    x2 = garr0[x2 & 15] & 0xFFFF;
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)ua1 + (unsigned)ta2[0] + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int rec_7(int depth, int a0, const char *ta1)
{
    int x0 = (*gptrs[0] + gi0) & 0xFFFF;
    int x1 = (a0 & *gptrs[25 & 1]) & 0xFFFF;
    int x2 = (x1 - gc4) & 0xFFFF;
    unsigned u0 = gu11 >> 1;
    char ch0 = 'b';
    struct outer obj0 = {1, {31, 669u}, &obj0.in, op_3, {36, 33, 1, 41}, "kappa"};
    int *p0 = &gobj.id;
    int *p1 = gptrs[0];
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    calls++;
    gu11 -= 723u;
    for (i = 0; i < 12; i += 2) {
        obj0 = *gsp;
        a0 = rec_7(depth - 1, i, gbuf);
        gobj.op = gops[i % 4];
        x1 = (gops[i & 3](gi3, g_seed) - (p1 != gp)) & 0xFFFF;
    }
    for (i = 2; i > 0; i--) {
        x2 = ((((i | 19) > 63) ? *gp : *p0) - (i / (x1 | 1))) & 0xFFFF;
        a0 += (x2 + abs(gi7)) & 63;
        gi7 = gi1 & 0xFFFF;
    }
    if (12 >= 49) {
        gu11 <<= 1;
        x1 = (u0 >= 473u) ? ((38 ^ x2) & 0xFFFF) : (garr1[15 & 15] & 0xFFFF);
    }
    x2 = ((garr1[g_input & 15] - **gpp) - g_seed) & 0xFFFF;
    x2 |= ((g_input > 56) ? gi1 : garr0[gi6 & 15]) & 255;
    x2 = ((x1 - gi7) < 47) ? (*gp & 0xFFFF) : (x0 & 0xFFFF);
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)ta1[0] + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)sp0->id + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int mix_8(unsigned ua0, char ca1, int a2)
{
    int x0 = (g_seed - **gpp) & 0xFFFF;
    int x1 = ((g_input < 47) ? a2 : garr0[34 & 15]) & 0xFFFF;
    int x2 = (gi6 * 2) & 0xFFFF;
    unsigned u0 = 1759u;
    long w0 = x2 & 0xFFFF;
    char buf0[32] = "gamma";
    int *p0 = gp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    w0 = check_15(*gpp, &gi0);
    a2 = apply_13(&gi3, &gi9, gptrs[29 & 1], gobjs[1].op);
    if ((int)sizeof(garr1) <= 43) {
        goto done;
    }
    x0 = ((gi10 % ((gc2 & 7) + 1)) + (int)(gsp->in.b & 0xFFFFu)) & 0xFFFF;
    u0 ^= gobjs[gc2 & 1].in.b;
    x0 = update_17(&gobj, ua0, op_4);
    x2 = (((garr1[gc2 & 15] >= 52) ? **gpp : 34) / ((garr1[23 & 15] - gobjs[gi5 & 1].in.a) | 1)) & 0xFFFF;
    x1 += gops[gi1 & 3](gi8, 1) & 63;
    gsp->op = op_1;
done:
    acc = acc * 31u + (unsigned)ua0 + (unsigned)ca1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static long fold_9(long la0, int a1)
{
    int x0 = (int)(gu11 & 0xFFFFu);
    int x1 = (gops[1](gc4, gi8) | gobjs[60 & 1].vals[x0 & 3]) & 0xFFFF;
    int x2 = (((garr1[7] | x0) <= 28) ? garr1[45 & 15] : gsp->tag[x1 & 7]) & 0xFFFF;
    unsigned u0;
    long w0 = ((g_seed > 3) ? gi9 : gbuf[g_seed & 15]) & 0xFFFF;
    int *p0 = *gpp;
    int *p1 = &gobjs[gc4 & 1].in.a;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    u0 = 2872u;
    x2 %= ((int)strlen(gbuf) & 7) + 1;
    if (gi9 <= 16) {
        u0 ^= (gu11 * (unsigned)garr0[x0 & 15]) ^ (unsigned)*p1;
        x1 = **gpp & 0xFFFF;
        gptrs[gi1 & 1] = &garr1[9];
    }
    gsp->tag[g_input & 3] = (char)('a' + (la0 & 15));
    gbuf[gi1 & 15] = (char)('a' + (gi9 & 15));
    x1--;
    acc = acc * 31u + (unsigned)la0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static void probe_10(int a0)
{
    int x0;
    int x1 = gbuf[gi0 & 15];
    unsigned u0 = 7166u;
    int *p0 = &gi0;
    struct outer *sp0 = &gobj;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x0 = (gi0 ^ gi7) & 0xFFFF;
    calls++;
    x1 = fold_18((garr1[gi8 & 15] - gi5) & 0xFFFF, &gi3);
    x0 = gi9 & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + calls;
    g_check += acc;
}

static int walk_11(const char *ta0, binop_fn fa1, int a2, struct outer *sa3)
{
    int x0;
    int x1 = (gsp->pin->a + gi8) & 0xFFFF;
    int x2 = (gi0 - gobj.id) & 0xFFFF;
    unsigned u0 = 205u & gu11;
    long w0 = (((*gptrs[a2 & 1] - gi0) != 41) ? **gpp : *gptrs[gc4 & 1]) & 0xFFFF;
    char ch0 = 'e';
    int *p0 = &gobj.vals[0];
    int *p1 = gp;
    int *q0 = &sa3->in.a;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (19 ^ **gpp) & 0xFFFF;
    calls++;
    sa3->tag[g_seed & 3] = (char)('a' + (gi8 & 15));
    for (i = 0; i < 8; i += 2) {
        gp = &gobj.vals[i % 4];
    }
    gbuf[gc4 & 15] = (char)('a' + (12 & 15));
    x2 = w0 & 0xFFFF;
    fa1 = op_4;
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)fa1(1, 2) + (unsigned)a2 + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static int walk_12(int *pa0, int a1, const char *ta2, int *pa3)
{
    int x0 = pa3 != gp;
    int x1 = gi5 & 0xFFFF;
    unsigned u0;
    int arr0[4] = {3, 46, 15, 14};
    int *p0 = &gi7;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = 5796u;
    x0 = (int)(check_20((gsp->pin->a | gi8) & 0xFFFF, *gpp, 62u * (unsigned)garr1[0]) & 0xFFFFu);
    **gpp = ((g_input + arr0[3]) - ((g_input < 36) ? *pa3 : *gp)) & 0xFFFF;
    *pa0 = ((p0 != gp) ? (((g_seed & 7) == 2) ? *gptrs[x1 & 1] : gi10) : (gi10 * 6)) & 0xFFFF;
    u0 -= 893u;
    ++u0;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)ta2[0] + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int apply_13(int *pa0, int *pa1, int *pa2, binop_fn fa3)
{
    int x0 = garr1[41 & 15] & 0xFFFF;
    int x1 = (garr1[2] + gi3) & 0xFFFF;
    int x2 = g_input < 32;
    unsigned u0 = 8190u;
    const char *msg0 = "gamma-226";
    int *p0 = &garr0[13];
    int *p1 = &gi1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (p1 != pa2) {
        for (i = 0; i < 8; i += 2) {
            u0 = (726u * 791u) + (u0 % (u0 | 1u));
            gobjs[i % 2].pin = &ginner;
        }
    } else {
        mix_22(gc2, ~gc2, (-gi0) & 0xFFFF, &gobjs[0].vals[gi10 & 3]);
    }
    if (strcmp(gmsg, msg0) == 0) {
        gobjs[23 & 1].in.a = gobjs[23 & 1].pin->a & 0xFFF;
    }
    x2 = shift_21(gu11 - (unsigned)gobjs[1].tag[gi1 & 7], (gobj.pin->a | gobj.id) & 0xFFFF, &garr1[6], &gobj);
    x0 = ((garr1[1] & *p0) - (g_input | gi5)) & 0xFFFF;
    x0 += ((g_seed < 58) ? garr0[49 & 15] : x2) & 63;
    *gp = 1;
    if (p1 == pa2) {
        goto done;
    }
    gsp->pin = &ginner;
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)*pa2 + (unsigned)fa3(1, 2) + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)msg0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int merge_14(int *pa0, unsigned ua1)
{
    int x0 = (int)((unsigned)garr1[gi0 & 15] & 0xFFFFu);
    int x1 = ~37;
    int x2 = (garr1[6] - *gp) & 0xFFFF;
    unsigned u0 = ua1 - (unsigned)gbuf[40 & 15];
    char buf0[32] = "omega";
    int *p0 = &garr1[gc2 & 15];
    int *p1 = *gpp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    for (i = 0; i < 12; i += 2) {
        garr0[i % 16] &= gi6 & 0xFFFF;
        x0 += 57;
    }
    gsp = &gobjs[gi9 & 1];
    ua1 += gu11;
    x1 = merge_16(22, &gi9, &gsp->id);
    i = 0;
    while (i < 5) {
        if ((*pa0 % ((gobj.tag[i % 8] & 7) + 1)) != 52) {
            gops[3] = op_4;
        }
        i++;
    }
    if ((gi8 | gi8) > garr0[x0 & 15]) {
        gobj.tag[gi3 & 3] = (char)('a' + (53 & 15));
        gu11 = gobjs[gc4 & 1].in.b;
    }
    x2 = gi1 & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int check_15(int *pa0, int *pa1)
{
    int x0 = *pa1 & 0xFFFF;
    int x1 = garr0[gi1 & 15] % ((gi3 & 7) + 1);
    unsigned u0;
    char buf0[32] = "gamma";
    int *p0 = gp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = 944u;
    x1 = ((int)sizeof(garr1) + garr1[gi10 & 15]) > 41;
    x0 = (((gi7 * 5) & 0xFFFF) ^ (-gc2)) & 0xFFFF;
    x0 -= 42;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int merge_16(int a0, int *pa1, int *pa2)
{
    int x0 = (gi3 ^ gi10) & 0xFFFF;
    int x1 = (gsp->in.a / (39 | 1)) & 0xFFFF;
    int x2 = *pa1 & 0xFFFF;
    unsigned u0 = 6431u;
    unsigned u1 = 9933u;
    int arr0[4] = {42, 13, 31, 41};
    const char *msg0 = "gamma-663";
    struct outer obj0 = {52, {30, 278u}, &ginner2, op_1, {47, 15, 40, 16}, "gamma"};
    int *p0 = &x2;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    garr1[gi6 & 15] = gi1 & 0xFFFF;
    a0 = obj0.vals[gi8 & 3] & 0xFFFF;
    if (strcmp(gmsg, msg0) > 0) {
        u1 = (unsigned)((p0 == pa1) ? gsp->tag[gi6 & 7] : obj0.in.a);
    }
    a0 = (((obj0.vals[x1 & 3] ^ gbuf[3]) & 0xFFFF) * 6) & 0xFFFF;
    u0 ^= (unsigned)gops[gi7 & 3]((int)((unsigned)*gp & 0xFFFFu), 50);
    obj0 = *gsp;
    --a0;
    switch ((int)(662u & 0xFFFFu) & 7) {
    case 1:
        u0 *= 40503u;
        /* fall through */
    case 2:
        a0 = (gi0 > gi9) && (g_input < 38);
        break;
    case 3:
        x2 -= 22;
        garr0[gi6 & 15] &= obj0.op(a0, gi3) & 0xFFFF;
        /* fall through */
    case 4:
        --a0;
        break;
    default:
        obj0.id = gops[x1 & 3](a0, 59);
        break;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)u1 + (unsigned)arr0[3] + (unsigned)msg0[0];
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int update_17(struct outer *sa0, unsigned ua1, binop_fn fa2)
{
    int x0 = (garr0[gc4 & 15] & *gp) > garr0[gi7 & 15];
    int x1 = g_seed & 0xFFFF;
    unsigned u0 = 7342u;
    char ch0 = 'h';
    const char *msg0 = "beta-105";
    int *p0 = &gi6;
    struct outer *sp0 = &gobj;
    binop_fn fn0 = fa2;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (u0 < 378u) {
        goto done;
    }
    x1 = fold_27(42, (char)(26 & 127), op_4);
    x0 = merge_23((**gpp + garr1[gi10 & 15]) & 0xFFFF);
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)ua1 + (unsigned)fa2(1, 2) + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

int fold_18(int a0, int *pa1)
{
    int x0 = (((gbuf[gi8 & 15] + garr0[gi6 & 15]) > gi9) ? gi5 : *gp) & 0xFFFF;
    int x1 = (garr0[gi3 & 15] ^ (int)strlen(gbuf)) & 0xFFFF;
    int x2 = (int)(gobjs[0].in.b & 0xFFFFu);
    unsigned u0 = 6351u;
    long w0 = pa1 == gp;
    char ch0 = 'b';
    int *p0 = pa1;
    int *q0 = gp;
    int **pp0 = &p0;
    binop_fn fn0 = gops[gi3 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = ((gi0 > 46) && (gobjs[gi6 & 1].in.a > g_input)) ? ((x0 + a0) & 0xFFFF) : gc2;
    x1 = mix_28(&gi3, (g_seed & 7) == 7);
    u0 &= gu11;
    q0 = NULL;
    for (i = 6; i > 0; i--) {
        *gpp = &gi10;
    }
    u0 ^= (unsigned)gsp->op((a0 / (garr0[gi8 & 15] | 1)) & 0xFFFF, gi10);
    u0 -= 94u;
    u0 = (u0 / (gu11 | 1u)) - (gobjs[0].in.b ^ u0);
    if (g_input < 43) {
        gsp->tag[gi3 & 3] = (char)('a' + (x1 & 15));
        pp0 = &p0;
    } else {
        a0 = (gsp->in.a == 44) ? ((~gi0) & 0xFFFF) : fn0(gi3, 17);
        **pp0 = (gi8 >= gsp->in.a) % ((garr1[gi0 & 15] & 7) + 1);
        u0 |= 66u;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_19(unsigned ua0)
{
    int x0 = gsp->op(gi10, gi7) % ((gc4 & 7) + 1);
    int x1 = (30 ^ gobjs[1].op(x0, gi1)) & 0xFFFF;
    unsigned u0 = 837u;
    int *p0 = &garr0[x0 & 15];
    int *p1 = &x1;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    ua0 ^= 638u;
    x0 = (gsp->in.a >= 30) ? (gi7 & 0xFFFF) : ((g_seed ^ g_seed) & 0xFFFF);
    ++ua0;
    x1 = *p0 & 0xFFFF;
    gbuf[gi6 & 15] = (char)('a' + (gi9 & 15));
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static unsigned check_20(long la0, int *pa1, unsigned ua2)
{
    int x0;
    int x1 = *gp & 0xFFFF;
    int x2 = 30 * 9;
    unsigned u0 = ua2 - gobjs[x1 & 1].in.b;
    int *p0 = &gsp->in.a;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[21 & 1];
    binop_fn fn0 = op_1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x0 = atoi("20");
    u0 ^= (unsigned)walk_25(u0 & gu11, (-x0) & 0xFFFF, op_2);
    ua2 &= (gobjs[53 & 1].in.b * 540u) >> 3;
    x2 = (int)(969u & 0xFFFFu);
    u0 -= gu11;
    **gpp = (-(int)(ua2 & 0xFFFFu)) & 0xFFFF;
    u0 ^= (unsigned)fn0(((strcmp("iota11", "sigma64") != 0) ? gi1 : garr1[12]) & 0xFFFF, gi9);
    acc = acc * 31u + (unsigned)la0 + (unsigned)*pa1 + (unsigned)ua2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return acc;
}

static int shift_21(unsigned ua0, int a1, int *pa2, struct outer *sa3)
{
    int x0 = **gpp & 0xFFFF;
    int x1 = (gsp->id - *pa2) & 0xFFFF;
    unsigned u0 = 949u - ua0;
    char ch0 = 'd';
    char buf0[32] = "alpha";
    int *p0 = gptrs[gi5 & 1];
    int *q0 = &x1;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = scan_24((2 | *gptrs[gc4 & 1]) & 0xFFFF);
    ch0 = (char)(gi5 & 127);
    a1 ^= (gi10 & x1) & 255;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)a1 + (unsigned)*pa2 + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)ch0 + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static void mix_22(int a0, int a1, int a2, int *pa3)
{
    int x0;
    int x1 = (gi6 | *pa3) & 0xFFFF;
    int x2 = (int)((unsigned)6 & 0xFFFFu);
    unsigned u0;
    unsigned u1;
    int arr0[4] = {36, 15, 19, 39};
    char buf0[32] = "sigma";
    int *p0 = &gobjs[gi6 & 1].id;
    int **pp0 = &p0;
    binop_fn fn0 = op_3;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x0 = gobj.id & 0xFFFF;
    u0 = gu11 | gobj.in.b;
    u1 = 6377u;
    calls++;
    gobj.in.b &= (gu11 | u0) & (u0 % (850u | 1u));
    a0 = gobj.op(a1 & 0xFFFF, 28);
    *p0 = ((gsp->tag[5] | 10) - (fn0(x0, x2) + 16)) & 0xFFFF;
    {
        int *hp_1 = (int *)malloc(4 * sizeof(int));
        if (hp_1 != NULL) {
            int t_1 = 0;
            for (t_1 = 0; t_1 < 4; t_1++) {
                hp_1[t_1] = ((gi1 * 3) + t_1) & 255;
            }
            hp_1[1] = (*gp & *p0) & 0xFFFF;
            a1 = mix_28(&hp_1[3], 40);
            u1 ^= (unsigned)hp_1[(25 & 7) % 4];
            free(hp_1);
        }
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)u1 + (unsigned)arr0[3];
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    g_check += acc;
}

static long merge_23(int a0)
{
    int x0 = (gi10 * 2) & 0xFFFF;
    int x1 = (**gpp - a0) & 0xFFFF;
    int x2 = (gc2 | **gpp) & 0xFFFF;
    unsigned u0 = 8209u;
    int arr0[8] = {20, 22, 49, 33, 38, 29, 5, 29};
    int *p0 = gp;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[32 & 1];
    binop_fn fn0 = gops[3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    a0 = merge_31(&gi3, p0, fn0, sp0);
    shift_32((((arr0[20 & 7] / (g_input | 1)) != 31) ? sp0->vals[3] : gi7) & 0xFFFF);
    sp0->in.b <<= 1;
    u0 <<= 3;
    x0 = ((gsp->id ^ gi7) - ((g_seed <= 33) ? **gpp : garr0[g_input & 15])) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

int scan_24(long la0)
{
    int x0;
    int x1 = gobj.pin->a & 0xFFFF;
    int x2 = (gi8 - gobj.id) & 0xFFFF;
    unsigned u0 = 685u;
    char ch0 = 'h';
    int arr0[16] = {4, 31, 14, 5, 16, 21, 3, 21};
    struct outer obj0 = {34, {65, 802u}, &ginner2, op_4, {7, 45, 30, 41}, "omega"};
    int *p0 = &garr1[gi9 & 15];
    int **pp0 = &p0;
    binop_fn fn0 = op_1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gi7 * 2) & 0xFFFF;
    x1 = (arr0[g_input & 15] + ((g_input & 7) == 6)) & 0xFFFF;
    x2 = shift_33("beta29", gsp);
    --x0;
    u0 *= 3u;
    u0 |= (unsigned)(gi7 & g_seed);
    u0 *= 2654435761u;
    x1 = ((int)(obj0.in.b & 0xFFFFu) - (arr0[x2 & 15] - gi1)) & 0xFFFF;
    x0 = (int)(gobjs[gi7 & 1].in.b & 0xFFFFu);
    acc = acc * 31u + (unsigned)la0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_25(unsigned ua0, int a1, binop_fn fa2)
{
    int x0 = gobj.op(gi0, gi7);
    int x1 = gi1 == 37;
    unsigned u0 = gu11 + gu11;
    int arr0[4] = {21, 3, 28, 11};
    const char *msg0 = "kappa-597";
    int *p0 = gp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = fold_34(gobj.vals[gi0 & 3] & 0xFFFF);
    if ((strcmp(msg0, "iota81") != 0) || (g_input > 32)) {
        a1 = ((gi0 + *gp) & 0xFFFF) >> 3;
    }
    acc = acc * 31u + (unsigned)ua0 + (unsigned)a1 + (unsigned)fa2(1, 2) + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int rec_26(int depth, int a0)
{
    int x0 = (~**gpp) & 0xFFFF;
    int x1 = gc2 * 3;
    int x2;
    unsigned u0 = 8568u;
    long w0 = (*gp + a0) & 0xFFFF;
    char ch0 = 'a';
    int arr0[8] = {37, 15, 19, 15, 46, 35, 43, 32};
    int *p0 = gp;
    int **pp0 = &p0;
    binop_fn fn0 = op_4;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    x2 = (garr1[gi6 & 15] - gi1) & 0xFFFF;
    u0 ^= (unsigned)rec_26(depth - 1, gi6 & 0xFFFF);
    *gp = ((gbuf[gi8 & 15] + gi0) & 0xFFFF) >> 3;
    {
        struct node *head_1 = NULL;
        struct node *cur_1 = NULL;
        int t_1 = 0;
        for (t_1 = 0; t_1 < 2; t_1++) {
            struct node *node_1 = (struct node *)malloc(sizeof(struct node));
            if (node_1 == NULL) {
                break;
            }
            node_1->val = ((gobj.tag[gi10 & 7] & atoi("77")) + t_1) & 0xFFFF;
            node_1->next = head_1;
            head_1 = node_1;
        }
        for (cur_1 = head_1; cur_1 != NULL; cur_1 = cur_1->next) {
            u0 ^= (unsigned)cur_1->val;
        }
        while (head_1 != NULL) {
            cur_1 = head_1->next;
            free(head_1);
            head_1 = cur_1;
        }
    }
    u0 += update_35(strcmp("theta96", gmsg) > 0);
    x1 = rec_36(3, &gsp->vals[1]);
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)arr0[7] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int fold_27(int a0, char ca1, binop_fn fa2)
{
    int x0 = (gi1 - gsp->pin->a) & 0xFFFF;
    int x1 = (garr0[gi6 & 15] - 37) & 0xFFFF;
    int x2 = 40;
    unsigned u0 = gsp->in.b;
    long w0 = (fa2(gc4, gc2) - garr1[10]) & 0xFFFF;
    int arr0[8] = {18, 41, 5, 16, 33, 20, 15, 20};
    const char *msg0 = "zeta-889";
    int *p0 = &gobjs[0].in.a;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (garr1[gi3 & 15] <= 4) {
        if (g_seed < 34) {
            garr1[11] |= a0 & 255;
        }
    } else if (p0 != gp) {
        w0 = ((g_seed > 22) ? (garr1[ca1 & 15] - gops[2](55, w0)) : (gbuf[0] * 5)) & 0xFFFF;
    } else {
        x1 = (strcmp("theta49", "omega66") == 0) ? ((((g_input & 7) == 6) ? arr0[x2 & 7] : fa2(gi10, ca1)) & 0xFFFF) : (*p0 & 0xFFFF);
        gobj.in = gobj.in;
    }
    memset(arr0, 0, sizeof(arr0));
    gobj.vals[x2 & 3] = (u0 != gsp->in.b) || (g_seed > 28);
    x0 = x0 & 0xFFFF;
    u0 *= 3u;
    a0 %= ((**pp0 ^ gc2) & 7) + 1;
    acc = acc * 31u + (unsigned)a0 + (unsigned)ca1 + (unsigned)fa2(1, 2) + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[7] + (unsigned)msg0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int mix_28(int *pa0, int a1)
{
    int x0 = (garr0[gc2 & 15] / (gops[gi5 & 3](g_seed, gi1) | 1)) & 0xFFFF;
    int x1 = (garr1[g_seed & 15] - gc4) <= 1;
    int x2 = (a1 + 62) & 0xFFFF;
    unsigned u0 = 2503u;
    int *p0 = pa0;
    int **pp0 = &p0;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a1 = ((g_seed % 3) != 1) && (g_seed > 36);
    ++u0;
    gobjs[4 & 1].pin->a &= (int)(783u & 0xFFFFu) & 0xFFFF;
    *p0 = x2 & 0xFFFF;
    sp0->vals[17 & 3] = (gsp->vals[gc4 & 3] + 1) & 0xFFFF;
    x1 = ((gi8 + gi8) - (gi6 - garr1[gi6 & 15])) & 0xFFFF;
    i = 0;
    do {
        a1 = (((atoi("47") + gi8) <= garr0[(i + 4) % 16]) ? gi7 : ((((p0 != gp) ? 11 : gi7) < 37) ? gi7 : i)) & 0xFFFF;
        gi1 ^= ((g_input & 0xFFFF) * 9) & 255;
        i += 1;
    } while (i < 2);
    *gp = (**gpp + (gobj.id & 24)) & 0xFFFF;
    i = 0;
    do {
        a1 &= gops[i % 4](x1, x1) & 0xFFFF;
        i += 1;
    } while (i < 5);
    u0 ^= (unsigned)gops[gi6 & 3]((gsp->pin->a & 0xFFFF) >> 3, g_seed);
    x2 = (((gobjs[0].vals[1] != *pa0) ? garr0[gi3 & 15] : 14) / ((gops[gi9 & 3](x2, gi10) / (**pp0 | 1)) | 1)) & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int update_29(int a0, struct outer *sa1)
{
    int x0 = (*gptrs[gi8 & 1] + gi7) & 0xFFFF;
    int x1 = (10 + x0) & 0xFFFF;
    unsigned u0 = 266u;
    char buf0[32] = "zeta";
    int *p0 = &garr1[gi8 & 15];
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (!(strcmp(gmsg, gbuf) > 0)) {
        u0 ^= (unsigned)walk_37((x0 - *gptrs[0]) & 0xFFFF, gobj.op, (int)((unsigned)g_input & 0xFFFFu));
        gsp->op = gops[46 & 3];
    }
    x1 = shift_39(gbuf, (gi9 + 42) & 0xFFFF, &gobjs[gc4 & 1], (unsigned)**pp0 >> 2);
    x0 = scan_30(op_3, &gobj, &garr1[gi8 & 15]);
    x0 = ((gsp->id - 1) < gsp->pin->a) ? (gi3 & 0xFFFF) : (gi7 & 0xFFFF);
    ++u0;
    acc = acc * 31u + (unsigned)a0 + (unsigned)sa1->id + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_30(binop_fn fa0, struct outer *sa1, int *pa2)
{
    int x0;
    int x1 = (garr1[1] - 55) & 0xFFFF;
    int x2 = (gi6 / (*gp | 1)) & 0xFFFF;
    unsigned u0 = (unsigned)gobjs[g_input & 1].in.a << 7;
    unsigned u1 = u0 + gu11;
    int *p0 = gp;
    int *p1 = &garr0[gi9 & 15];
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = g_input > 25;
    x1 = ((garr1[x1 & 15] + gsp->vals[64 & 3]) - x0) & 0xFFFF;
    update_40(&x1, gobjs[gi0 & 1].in.b % (486u | 1u));
    gsp = &gobj;
    garr0[gi5 & 15] &= gi10 & 0xFFFF;
    {
        int *hp_1 = (int *)calloc(6, sizeof(int));
        if (hp_1 != NULL) {
            hp_1[4] = ((gi5 == 56) ? garr1[gc4 & 15] : gbuf[g_input & 15]) & 0xFFFF;
            u1 ^= (unsigned)hp_1[(x0 & 7) % 6];
            free(hp_1);
        }
    }
    gops[gc2 & 3] = op_3;
    x2 = shift_38(gsp, (~garr1[gi6 & 15]) & 0xFFFF, (gi10 / (gops[gi8 & 3](gi6, 17) | 1)) & 0xFFFF);
    if (gi10 <= 6) {
        x2 -= 27;
        x2 += gobjs[gi6 & 1].pin->a & 63;
    }
    x2--;
    gobjs[g_seed & 1].tag[g_seed & 3] = (char)('a' + (gc4 & 15));
    x2 &= 26 & 0xFFFF;
    x2 = ((gi0 * 7) == *gptrs[0]) ? (gi5 & 0xFFFF) : (gi7 & 0xFFFF);
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)sa1->id + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)u1 + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int merge_31(int *pa0, int *pa1, binop_fn fa2, struct outer *sa3)
{
    int x0;
    int x1 = (garr1[g_input & 15] - g_seed) & 0xFFFF;
    int x2 = 62;
    unsigned u0 = 7915u;
    long w0 = (51 - gi10) & 0xFFFF;
    int *p0 = &gi8;
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gobjs[gi3 & 1].vals[0] * 5) & 0xFFFF;
    calls++;
    *pa1 = (fa2(g_input, gi5) > gi5) && ((g_seed & 7) == 1);
    w0 = shift_41((int)(17u & 0xFFFFu), &x1);
    gi0 = *p0 & 0xFFFF;
    x2 = (60 ^ (garr0[14] & gi3)) & 0xFFFF;
    sa3->in.b ^= (u0 >> 5) & (139u & (unsigned)garr0[x1 & 15]);
    if (u0 == 111u) {
        u0 |= 98u;
    }
    ++x0;
    x1 = walk_37((int)(u0 & 0xFFFFu), op_2, (gi3 ^ fa2(gi7, gi9)) & 0xFFFF);
    shift_32((gobjs[gi7 & 1].tag[33 & 7] - fa2(10, x0)) & 0xFFFF);
    x2 = (((g_seed & 7) == 5) ? (gi1 - gobjs[0].in.a) : (g_input + abs(gi5))) & 0xFFFF;
    if ((gbuf[10] ^ gops[x0 & 3](3, 3)) <= 16) {
        q0 = gptrs[gc4 & 1];
    }
    sa3->tag[23 & 3] = (char)('a' + (gi8 & 15));
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)fa2(1, 2) + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static void shift_32(int a0)
{
    int x0 = garr0[15] & 0xFFFF;
    int x1;
    unsigned u0 = gu11;
    char ch0 = 'd';
    int *p0 = &gsp->vals[gc4 & 3];
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = gc2;
    calls++;
    x1 = merge_42(**gpp & 0xFFFF);
    gsp = gsp;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)ch0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i + calls;
    g_check += acc;
}

static int shift_33(const char *ta0, struct outer *sa1)
{
    int x0 = gc4;
    int x1 = (gbuf[gc2 & 15] - *gp) & 0xFFFF;
    int x2 = (x0 & x1) & 0xFFFF;
    unsigned u0 = gobj.in.b % ((unsigned)**gpp | 1u);
    long w0 = (*gptrs[9 & 1] + garr0[gi6 & 15]) & 0xFFFF;
    char ch0 = 'h';
    struct outer obj0 = {31, {43, 650u}, &ginner2, op_2, {2, 10, 34, 3}, "iota"};
    int *p0 = &garr0[gi3 & 15];
    struct outer *sp0 = sa1;
    binop_fn fn0 = gops[14 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    if ((*gptrs[1] ^ garr0[gi1 & 15]) == 9) {
        ch0 = (char)(((35 + gi8) ^ obj0.tag[w0 & 7]) & 127);
        w0 = x1 & 0xFFFF;
        sa1->in = gobjs[gi5 & 1].in;
        w0 = gi10 & 0xFFFF;
    }
    u0 ^= (unsigned)mix_43(((u0 < 264u) ? garr1[gi7 & 15] : gsp->pin->a) & 0xFFFF);
    w0 = ((gobjs[x2 & 1].vals[gi7 & 3] | garr1[gi0 & 15]) & garr1[gi7 & 15]) & 0xFFFF;
    x1 = g_input > 36;
    u0 = gsp->in.b >> 6;
    if (((gi8 - obj0.id) <= 18) || ((int)(gu11 & 0xFFFFu) > 18)) {
        x2 = (((**gpp / (gi7 | 1)) == 57) ? (gc2 ^ garr1[x2 & 15]) : (int)(u0 & 0xFFFFu)) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)sa1->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int fold_34(int a0)
{
    int x0;
    int x1 = (((garr1[gi6 & 15] + 19) != 7) ? *gptrs[1] : gsp->in.a) & 0xFFFF;
    int x2 = (gsp->op(gc2, gi7) + 49) & 0xFFFF;
    unsigned u0;
    char ch0 = 'd';
    int *p0 = &gi7;
    int **pp0 = &p0;
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (garr0[gi9 & 15] + gsp->in.a) & 0xFFFF;
    u0 = 293u;
    calls++;
    for (i = 0; i < 6; i++) {
        update_44(&gobjs[i & 1], &gobj, &x1, gptrs[1]);
        u0 <<= 1;
        gsp->in.b >>= 6;
        *gptrs[(i + 4) % 2] = gi5 & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned update_35(int a0)
{
    int x0 = gbuf[g_input & 15];
    int x1;
    int x2 = gc2;
    unsigned u0;
    unsigned u1 = 3472u;
    struct outer obj0 = {44, {31, 165u}, &ginner, op_1, {23, 31, 9, 40}, "kappa"};
    int *p0 = &gobj.vals[42 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x1 = (gobj.in.a * 5) & 0xFFFF;
    u0 = 19u;
    calls++;
    gobj.tag[gi0 & 3] = (char)('a' + (gi1 & 15));
    i = 0;
    do {
        x0 = (g_seed > 59) ? ((1 + gi6) & 0xFFFF) : (int)(gu11 & 0xFFFFu);
        u1 ^= (unsigned)probe_45(u0 - (unsigned)gc4, i);
        gobj.vals[(i + 2) % 4] = (gsp->vals[(i + 1) % 4] + 3) & 0xFFFF;
        x0 = *gptrs[22 & 1] & 0xFFFF;
        i += 1;
    } while (i < 6);
    gsp->tag[x1 & 3] = (char)('a' + (x0 & 15));
    x2 += 40;
    u1 ^= (unsigned)gops[3](g_seed % ((gsp->id & 7) + 1), 45);
    u1 |= gsp->in.b;
    if (!((g_seed % 3) != 1)) {
        x1 = ((u1 > 998u) ? a0 : gi8) & 0xFFFF;
    }
    x0 = (x2 != 21) ? (gi7 & 0xFFFF) : (32 & garr0[x0 & 15]);
    u0 ^= (unsigned)gops[40 & 3](gobjs[x0 & 1].pin->a & 0xFFFF, gc4);
    u0 ^= (92u | (unsigned)*p0) % ((645u | 233u) | 1u);
    u0 ^= (unsigned)gsp->op(gobj.id & 0xFFFF, gi3);
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return acc;
}

static int rec_36(int depth, int *pa0)
{
    int x0 = gi6 & 0xFFFF;
    int x1 = (*pa0 * 6) & 0xFFFF;
    int x2 = ((gu11 >= 647u) ? gi3 : gi6) & 0xFFFF;
    unsigned u0 = (unsigned)*gptrs[11 & 1];
    char ch0 = 'e';
    int arr0[16] = {16, 8, 20, 45, 33, 28, 5, 26};
    const char *msg0 = "alpha-879";
    int *p0 = &x1;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    gsp->op = gops[59 & 3];
    i = 0;
    while (i < 3) {
        x2 = update_46(i, pa0, gobj.in.b % (997u | 1u), gsp);
        gsp->op = op_4;
        i++;
    }
    memcpy(garr1, arr0, sizeof(garr1));
    u0 ^= (unsigned)rec_36(depth - 1, &gi3);
    x1 |= ((int)strlen(msg0) + gsp->in.a) & 255;
    x0 /= garr1[7] | 1;
    acc = acc * 31u + (unsigned)depth + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)msg0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

int walk_37(int a0, binop_fn fa1, long la2)
{
    int x0 = ~gbuf[gi0 & 15];
    int x1;
    unsigned u0 = 998u / (gu11 | 1u);
    long w0 = gi8 & 0xFFFF;
    int *p0 = *gpp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = gi1 & 0xFFFF;
    calls++;
    x1 = (gops[gi9 & 3](gi6, gi3) ^ gi5) & 0xFFFF;
    **gpp |= 23 & 255;
    x0 += 57;
    garr1[a0 & 15] = ((((g_input > 34) ? gbuf[gi7 & 15] : x0) & 0xFFFF) * 9) & 0xFFFF;
    x1 = ((garr0[61 & 15] + garr1[3 & 15]) - ((**gpp + g_input) == gi7)) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)fa1(1, 2) + (unsigned)la2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static int shift_38(struct outer *sa0, int a1, int a2)
{
    int x0 = *gptrs[gc2 & 1] & 0xFFFF;
    int x1;
    int x2 = (*gptrs[0] - 14) & 0xFFFF;
    unsigned u0 = 6682u;
    int arr0[16] = {29, 4, 21, 26, 32, 32, 36, 18};
    int *p0 = &arr0[gi9 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = ((strcmp(gmsg, gmsg) != 0) ? garr1[24 & 15] : g_seed) & 0xFFFF;
    x2 = update_48(&gi10, g_input < 21);
    x0--;
    x2 = scan_47((gc2 - gi3) & 0xFFFF, op_2, g_seed > 61);
    if ((x1 + abs(gi6)) >= 11) {
        x1 = **gpp & 0xFFFF;
        x0--;
    }
    a1 = (~(gi1 | gbuf[15])) & 0xFFFF;
    x2 = gops[4 & 3](46, gi1);
    gp = &gi6;
    x0 = ((~*gptrs[gc2 & 1]) - (-gi10)) & 0xFFFF;
    if ((gobj.op(gc4, x1) < 50) && ((g_seed & 7) == 6)) {
        goto done;
    }
    gsp->in.a = gsp->pin->a & 0xFFF;
    i = 0;
    while (i < 3) {
        u0 |= 431u;
        x0 = (gobj.tag[7] & *gptrs[a1 & 1]) & 0xFFFF;
        i++;
    }
    sa0->vals[2] = (gobjs[1].vals[1] + 6) & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int shift_39(const char *ta0, int a1, struct outer *sa2, unsigned ua3)
{
    int x0 = *gp & 0xFFFF;
    int x1 = gbuf[gi1 & 15];
    int x2 = (**gpp - gi8) & 0xFFFF;
    unsigned u0 = 4364u;
    int arr0[8] = {40, 35, 38, 7, 44, 32, 12, 16};
    struct outer obj0 = {50, {33, 262u}, &obj0.in, op_5, {4, 39, 44, 12}, "kappa"};
    int *p0 = &sa2->id;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    --x2;
    a1 = ((x2 * 2) | gi8) & 0xFFFF;
    for (i = 3; i > 0; i--) {
        x2 = x0 & 0xFFFF;
        garr1[(i + 4) % 16] ^= (i * 2) & 255;
    }
    x2 &= (x0 - gsp->tag[a1 & 7]) & 0xFFFF;
    for (i = 5; i > 0; i--) {
        x0 = (~(*gptrs[i & 1] + i)) & 0xFFFF;
    }
    x0 = sa2->op((gi3 ^ gi8) & 0xFFFF, gc2);
    a1 = (((ua3 < 875u) ? 1 : garr0[9]) + (gi10 ^ gc2)) & 0xFFFF;
    ua3 *= 2654435761u;
    u0 ^= (unsigned)gops[gi1 & 3]((((arr0[x0 & 7] * 6) > garr1[1]) ? x2 : gi5) & 0xFFFF, gi7);
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)a1 + (unsigned)sa2->id + (unsigned)ua3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static void update_40(int *pa0, unsigned ua1)
{
    int x0 = gi9 & 0xFFFF;
    int x1 = gi9 & 0xFFFF;
    int x2 = (*pa0 ^ 45) & 0xFFFF;
    unsigned u0 = gu11;
    struct outer obj0 = {70, {44, 575u}, &ginner2, op_3, {15, 47, 7, 7}, "beta"};
    int *p0 = &gi1;
    int *q0 = &gi5;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    calls++;
    ua1 ^= (unsigned)scan_50(&gobjs[g_input & 1]);
    q0 = &gsp->in.a;
    x2 -= (gc2 - *p0) & 63;
    x2 = (garr1[g_input & 15] * 3) & 0xFFFF;
    *gp = ((x2 - obj0.in.a) >= 56) ? 25 : gbuf[gi0 & 15];
    x1 = (gi5 > 53) ? gops[1](19, gi10) : (obj0.in.a & 0xFFFF);
    obj0 = gobjs[gi3 & 1];
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    g_check += acc;
}

int shift_41(int a0, int *pa1)
{
    int x0;
    int x1 = ((garr0[g_input & 15] & 0xFFFF) * 9) & 0xFFFF;
    int x2 = 26;
    unsigned u0 = gu11;
    int arr0[8] = {0, 45, 11, 43, 9, 16, 32, 30};
    char buf0[32] = "kappa";
    int *p0 = &gi8;
    int *p1 = *gpp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (garr1[gi3 & 15] & 0xFFFF) >> 2;
    x2 = shift_49(&gobj, &gobj, gp != p0);
    for (i = 0; i < 12; i += 2) {
        gp = *gpp;
    }
    if ((28 >= 49) && (p1 != p0)) {
        x1 = ((59 + gi0) * 3) & 0xFFFF;
    } else {
        arr0[gc4 & 7] |= gi7 & 255;
    }
    u0 = ((unsigned)**gpp ^ 918u) / (240u | 1u);
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int merge_42(int a0)
{
    int x0 = (**gpp + gbuf[a0 & 15]) & 0xFFFF;
    int x1 = g_input < 45;
    int x2 = gi1 & 0xFFFF;
    unsigned u0 = gu11 % (gu11 | 1u);
    int arr0[8] = {2, 40, 27, 33, 24, 46, 38, 22};
    int *p0 = &gi0;
    int *p1 = &x2;
    struct outer *sp0 = &gobjs[a0 & 1];
    binop_fn fn0 = op_0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 += check_52(((g_input > 0) ? x0 : gc2) & 0xFFFF);
    a0 = (gi10 & 0xFFFF) >> 3;
    gi8 |= *p1 & 255;
    x1 = (59 + (g_seed * 6)) & 0xFFFF;
    a0 = check_51(*p1 & 0xFFFF, gobj.in.b << 5, gi9 & 0xFFFF);
    gi0 |= (gi6 & sp0->id) & 255;
    u0 |= (unsigned)28 + ((unsigned)x2 >> 4);
    a0 = (gi8 + *p0) & 0xFFFF;
    a0 = (-((u0 < gu11) ? *p0 : gi10)) & 0xFFFF;
    x2 = **gpp & 0xFFFF;
    if (((g_seed > 42) ? garr1[61 & 15] : gc2) > 13) {
        goto done;
    }
    u0 = (gu11 / ((unsigned)sp0->op(gi7, gi0) | 1u)) - (gsp->in.b - gobjs[gi6 & 1].in.b);
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)sp0->id + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int mix_43(long la0)
{
    int x0 = gc2 - 47;
    int x1 = (gi3 ^ gobj.id) & 0xFFFF;
    int x2 = (51 | gi9) & 0xFFFF;
    unsigned u0 = (unsigned)g_seed >> 5;
    int *p0 = &garr0[23 & 15];
    int *p1 = &gobj.id;
    binop_fn fn0 = gops[3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x1 = scan_50(&gobjs[gc4 & 1]);
    --u0;
    x1 = ((g_seed + la0) & 0xFFFF) >> 2;
    gobj.vals[gi6 & 3] |= (~gobjs[x2 & 1].tag[x0 & 7]) & 255;
    if ((g_input % 3) != 0) {
        *gp = (gu11 != 183u) || (u0 == 933u);
    }
    la0 = mix_53((gc2 + g_seed) & 0xFFFF, gptrs[la0 & 1], &gi1, (char)(gi10 & 127));
    **gpp |= ((gsp->id & 0xFFFF) >> 2) & 255;
    acc = acc * 31u + (unsigned)la0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static void update_44(struct outer *sa0, struct outer *sa1, int *pa2, int *pa3)
{
    int x0 = (garr1[gi6 & 15] + gi9) & 0xFFFF;
    int x1 = g_seed > 32;
    int x2 = (gobj.op(gi5, gc2) - 22) & 0xFFFF;
    unsigned u0 = gu11;
    int *p0 = gp;
    int *p1 = &garr1[gi8 & 15];
    int *q0 = NULL;
    binop_fn fn0 = gsp->op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    u0 += mix_54((char)(g_seed & 127), gbuf[g_input & 15]);
    u0 *= 31u;
    x1 = scan_47((int)(gu11 & 0xFFFFu), sa0->op, (gc4 + *gp) & 0xFFFF);
    if (q0 == NULL) {
        goto done;
    }
    u0 = (unsigned)garr0[gi8 & 15];
    x0 /= garr0[gi7 & 15] | 1;
    x2 |= sa1->in.a & 255;
    x2 |= (gobj.in.a - gc4) & 255;
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)sa1->id + (unsigned)*pa2 + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int probe_45(unsigned ua0, int a1)
{
    int x0 = (*gp + gi8) & 0xFFFF;
    int x1 = (int)(ua0 & 0xFFFFu);
    unsigned u0 = 4591u;
    int *p0 = &a1;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    ua0 ^= (unsigned)shift_49(gsp, gsp, (-gi5) & 0xFFFF);
    merge_55((**gpp - gi0) & 0xFFFF, g_input & 0xFFFF);
    a1 = (53 * 3) % ((x1 & 7) + 1);
    *gptrs[gi10 & 1] = ((gops[38 & 3](gi7, 12) | x0) * 4) & 0xFFFF;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int update_46(int a0, int *pa1, unsigned ua2, struct outer *sa3)
{
    int x0 = ((g_seed < 56) ? sa3->in.a : garr1[15]) == 27;
    int x1;
    int x2 = **gpp & 0xFFFF;
    unsigned u0 = (unsigned)gi3;
    char buf0[32] = "theta";
    int *p0 = gp;
    int *p1 = *gpp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (garr0[gi0 & 15] - gobj.in.a) & 0xFFFF;
    if (g_input < 35) {
        if ((gu11 > 587u) && (p1 == gp)) {
            apply_56(&gi1, gi3 >= atoi("19"), (int)(766u & 0xFFFFu));
        }
    }
    gp = *gpp;
    gbuf[a0 & 15] = (char)('a' + (gi3 & 15));
    --u0;
    u0 ^= (unsigned)gops[gi3 & 3](g_seed & 0xFFFF, 45);
    x0++;
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)ua2 + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_47(int a0, binop_fn fa1, int a2)
{
    int x0 = 34;
    int x1 = (61 + garr0[gi8 & 15]) >= 57;
    unsigned u0 = 5879u;
    int *p0 = *gpp;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    u0 ^= (unsigned)check_51((-gobj.op(gc4, x0)) & 0xFFFF, u0, ((g_input < 44) ? g_input : 61) & 0xFFFF);
    if (p0 == gp) {
        goto done;
    }
    x1 = scan_57(gobj.id & 0xFFFF, gmsg, garr0[13] & 0xFFFF);
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)fa1(1, 2) + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static int update_48(int *pa0, long la1)
{
    int x0 = garr0[gi5 & 15] & 0xFFFF;
    int x1 = (22 - gsp->vals[2]) & 0xFFFF;
    unsigned u0 = gu11;
    long w0 = (-gi9) & 0xFFFF;
    int arr0[8] = {40, 28, 34, 33, 4, 30, 25, 7};
    int *p0 = &gi8;
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    merge_58(pa0, gu11 / (gu11 | 1u));
    arr0[11 & 7] = gsp->tag[gi3 & 7] - (u0 != 6u);
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)la1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int shift_49(struct outer *sa0, struct outer *sa1, int a2)
{
    int x0 = (int)(sa1->in.b & 0xFFFFu);
    int x1 = a2 & 0xFFFF;
    unsigned u0 = 8310u;
    long w0 = (garr1[gi3 & 15] * 3) & 0xFFFF;
    int *p0 = &gi7;
    int *p1 = &sa0->in.a;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a2 = rec_59((5 & 3), 413u << 2);
    *p1 = (int)(gu11 & 0xFFFFu);
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)sa1->id + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int scan_50(struct outer *sa0)
{
    int x0;
    int x1 = ((int)sizeof(int) + g_input) & 0xFFFF;
    int x2;
    unsigned u0;
    char buf0[32] = "iota";
    struct outer obj0 = {65, {65, 535u}, &obj0.in, op_1, {44, 34, 49, 11}, "alpha"};
    int *p0 = &garr0[gi0 & 15];
    int *p1 = gp;
    struct outer *sp0 = sa0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (int)((unsigned)gi8 & 0xFFFFu);
    x2 = (31 + **gpp) & 0xFFFF;
    u0 = (unsigned)*gptrs[gi6 & 1] >> 4;
    if (gp == p0) {
        goto done;
    }
    u0 ^= (unsigned)check_51((x0 - gi10) & 0xFFFF, ~988u, (((gc2 + gobj.pin->a) > gi9) ? gi0 : garr0[x2 & 15]) & 0xFFFF);
    if (g_seed < 2) {
        x1 = rec_60(2, (int)(u0 & 0xFFFFu), sa0);
        ++x0;
        u0 += check_52(gi10 & 0xFFFF);
    }
    i = 0;
    while (i < 6) {
        gbuf[i % 16] = (char)('a' + (11 & 15));
        i++;
    }
    u0 -= (gu11 & 381u) + ((unsigned)g_input + gu11);
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int check_51(int a0, unsigned ua1, int a2)
{
    int x0 = gi7 & 0xFFFF;
    int x1;
    unsigned u0 = gu11;
    char buf0[32] = "sigma";
    int *p0 = &gi8;
    int *q0 = gp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = garr1[gi3 & 15] & 0xFFFF;
    for (i = 6; i > 0; i--) {
        a2 = merge_61(&x1);
    }
    *gpp = &gi0;
    acc = acc * 31u + (unsigned)a0 + (unsigned)ua1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static unsigned check_52(int a0)
{
    int x0 = (gi5 + gi3) & 0xFFFF;
    int x1 = (a0 + **gpp) & 0xFFFF;
    int x2 = g_input & 0xFFFF;
    unsigned u0 = 7955u;
    int *p0 = &garr0[g_seed & 15];
    int *p1 = &garr0[gi7 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    calls++;
    a0 = gi8 & 0xFFFF;
    if (*gp > 11) {
        x0 = ((~*gptrs[gc4 & 1]) * 7) & 0xFFFF;
    }
    *p1 = ((~gi8) - ((gobjs[1].vals[x2 & 3] & 0xFFFF) >> 1)) & 0xFFFF;
    if ((x0 ^ *gptrs[gi9 & 1]) <= 43) {
        u0 ^= (unsigned)gobj.op((((gobjs[gi3 & 1].in.a & gobj.pin->a) < 6) ? **gpp : gi6) & 0xFFFF, gi10);
        gsp->in = gobj.in;
    }
    gpp = &gptrs[gi10 & 1];
    gobjs[gi1 & 1].in = gobj.in;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i + (unsigned)j + calls;
    return acc;
}

static int mix_53(int a0, int *pa1, int *pa2, char ca3)
{
    int x0;
    int x1 = (~garr1[gi7 & 15]) & 0xFFFF;
    int x2 = gi9 & 0xFFFF;
    unsigned u0 = 319u;
    const char *msg0 = "zeta-264";
    int *p0 = gptrs[50 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = gi10 & 0xFFFF;
    gsp->op = gops[37 & 3];
    x1 = ((int)(598u & 0xFFFFu) > 48) ? (gc2 % ((*p0 & 7) + 1)) : ((gi5 - ca3) & 0xFFFF);
    ca3 = (char)((gi1 ^ gi6) & 127);
    merge_55(gobjs[g_input & 1].id & 0xFFFF, gi7 & 0xFFFF);
    a0 = (gc4 + (gobjs[0].vals[gi10 & 3] - g_seed)) & 0xFFFF;
    gptrs[1] = &gobjs[gi0 & 1].id;
    x0 = update_63(&gi0, &x1, gobjs[gi0 & 1].in.b << 6, "alpha69");
    gobj.op = gsp->op;
    x2 = (((g_seed % 3) != 0) ? (60 * 2) : ((gi3 > gobj.in.a) ? gi5 : 3)) & 0xFFFF;
    a0 = shift_62(u0 + gu11, garr1[15] & 0xFFFF);
    a0 = (gbuf[gi0 & 15] * 9) % (((*gp + gobjs[gi10 & 1].pin->a) & 7) + 1);
    for (i = 0; i < 8; i += 2) {
        gobjs[(i + 4) % 2].pin->a = ((x1 | i) + (x2 | gi8)) & 0xFFFF;
        a0 = ((garr0[gi0 & 15] + i) * 5) & 0xFFFF;
    }
    ca3 = (char)(garr1[gi5 & 15] & 127);
    gsp->in = gsp->in;
    gsp = &gobj;
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)*pa2 + (unsigned)ca3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)msg0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static unsigned mix_54(char ca0, int a1)
{
    int x0 = (**gpp + *gptrs[45 & 1]) & 0xFFFF;
    int x1 = (int)(gu11 & 0xFFFFu);
    unsigned u0 = 699u * gu11;
    int *p0 = &garr1[gi6 & 15];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    gobjs[62 & 1].vals[2] = (gsp->vals[55 & 3] + 7) & 0xFFFF;
    x1 += gops[x0 & 3](gi9, gi5) & 63;
    gi5 &= *gp & 0xFFFF;
    acc = acc * 31u + (unsigned)ca0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i;
    return acc;
}

static void merge_55(int a0, int a1)
{
    int x0 = (gobj.id + 50) & 0xFFFF;
    int x1 = (**gpp - gi7) & 0xFFFF;
    unsigned u0 = 5970u;
    int arr0[8] = {47, 27, 38, 50, 31, 19, 11, 41};
    int *p0 = gp;
    int *p1 = &gi10;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[gc4 & 1];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    apply_64(gi9 & 0xFFFF, *p1 & 0xFFFF);
    a0 = (arr0[gi9 & 7] < 13) ? (int)(gobjs[0].in.b & 0xFFFFu) : 14;
    *p1 ^= **gpp & 255;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)i;
    g_check += acc;
}

void apply_56(int *pa0, int a1, int a2)
{
    int x0 = a2 & 0xFFFF;
    int x1;
    unsigned u0 = (unsigned)*gptrs[gi1 & 1] + gu11;
    char buf0[32] = "sigma";
    int *p0 = *gpp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = (x0 - **gpp) & 0xFFFF;
    x1 = check_66((garr1[gi0 & 15] - x0) & 0xFFFF);
    x1 = gi6 & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)i;
    g_check += acc;
}

static int scan_57(int a0, const char *ta1, int a2)
{
    int x0 = (g_input % 3) != 2;
    int x1 = g_input & 0xFFFF;
    int x2 = g_input < 67;
    unsigned u0;
    const char *msg0 = "theta-788";
    int *p0 = gp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = gu11 | (unsigned)29;
    if ((int)(u0 & 0xFFFFu) > a0) {
        goto done;
    }
    x2 = fold_65(u0 | 385u, (unsigned)garr0[1], (int)sizeof(int), gmsg);
    u0 ^= (unsigned)update_67((int)(gu11 & 0xFFFFu));
    if ((int)(gu11 & 0xFFFFu) <= gobjs[gi8 & 1].in.a) {
        u0 *= 31u;
    }
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)ta1[0] + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

void merge_58(int *pa0, unsigned ua1)
{
    int x0 = ~23;
    int x1 = (gc4 | gi5) & 0xFFFF;
    int x2 = (g_input ^ gobj.pin->a) & 0xFFFF;
    unsigned u0;
    long w0 = ((strcmp(gmsg, gmsg) == 0) ? x0 : gsp->vals[x1 & 3]) & 0xFFFF;
    int arr0[4] = {50, 44, 1, 0};
    struct outer obj0 = {92, {7, 249u}, &obj0.in, op_4, {43, 49, 6, 5}, "iota"};
    int *p0 = &gobj.in.a;
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    u0 = 3972u;
    if (gu11 <= 634u) {
        goto done;
    }
    w0 = scan_68(&gobjs[x1 & 1], ((ua1 == 60u) ? garr0[12] : x2) & 0xFFFF, gops[0], gobj.id & 0xFFFF);
    x2 = (arr0[gi3 & 3] + gobjs[gi10 & 1].pin->a) & 41;
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int rec_59(int depth, unsigned ua0)
{
    int x0 = (gi9 - depth) & 0xFFFF;
    int x1 = gc2;
    int x2 = gi7 & 0xFFFF;
    unsigned u0 = 6315u;
    int *p0 = &gi9;
    int *q0 = gptrs[0];
    struct outer *sp0 = gsp;
    binop_fn fn0 = gops[2];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    if (g_input > 46) {
        x1 = rec_60(depth - 1, gobj.id & 0xFFFF, sp0);
    } else {
        gsp->tag[26 & 3] = (char)('a' + (x1 & 15));
    }
    q0 = q0;
    acc = acc * 31u + (unsigned)depth + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)sp0->id + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_60(int depth, long la0, struct outer *sa1)
{
    int x0 = (garr0[gc4 & 15] * 2) & 0xFFFF;
    int x1 = g_input & 0xFFFF;
    int x2 = garr0[0] & 0xFFFF;
    unsigned u0 = gu11 * gu11;
    int *p0 = &gi8;
    int *q0 = NULL;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    gp = &gi0;
    u0 ^= (unsigned)rec_59(depth - 1, u0 >> 3);
    u0 ^= (unsigned)update_70(54 ^ 7, (gobjs[gi6 & 1].vals[gi8 & 3] - gsp->in.a) & 0xFFFF, ((depth & 0xFFFF) * 9) & 0xFFFF, (unsigned)*p0 << 1);
    {
        int *hp_1 = (int *)malloc(5 * sizeof(int));
        if (hp_1 != NULL) {
            int t_1 = 0;
            for (t_1 = 0; t_1 < 5; t_1++) {
                hp_1[t_1] = ((gi10 + gc2) + t_1) & 255;
            }
            hp_1[1] = ((int)strlen(gbuf) & gobjs[gi1 & 1].pin->a) & 0xFFFF;
            x0 = (x0 + hp_1[(gi7 & 7) % 5]) & 0xFFFF;
            free(hp_1);
        }
    }
    acc = acc * 31u + (unsigned)depth + (unsigned)la0 + (unsigned)sa1->id + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int merge_61(int *pa0)
{
    int x0 = (gi0 * 8) & 0xFFFF;
    int x1 = **gpp & 46;
    int x2;
    unsigned u0 = 2355u;
    char ch0 = 'f';
    int *p0 = gp;
    struct outer *sp0 = &gobj;
    binop_fn fn0 = gsp->op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = (int)(gu11 & 0xFFFFu);
    u0 ^= (unsigned)probe_71(gsp, g_input & 0xFFFF, ch0, (gobj.op(40, gi1) * 6) & 0xFFFF);
    *gp ^= (gi1 + *p0) & 255;
    x2 = apply_69(gops[x1 & 3](g_input, gi8) % ((atoi("53") & 7) + 1), gp, &garr1[gi10 & 15], sp0->op);
    if ((u0 != 233u) || ((g_seed % 3) != 2)) {
        sp0->in = sp0->in;
        u0 ^= (gobj.in.b | u0) << 3;
        x1 = ((gi9 | 2) + x1) & 0xFFFF;
        gobj.tag[3] = (char)('a' + (gc2 & 15));
    }
    u0 = (unsigned)x2;
    x1--;
    if (gobjs[1].vals[7 & 3] != 24) {
        x0 += 13;
    }
    garr1[gc4 & 15] &= gi9 & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int shift_62(unsigned ua0, int a1)
{
    int x0 = (gobj.id + a1) & 0xFFFF;
    int x1 = gc4;
    unsigned u0 = 4227u;
    int arr0[8] = {27, 7, 6, 40, 7, 42, 8, 41};
    int *p0 = &a1;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    gbuf[7] = (char)('a' + (gi5 & 15));
    *gptrs[64 & 1] ^= gi3 & 255;
    if (gu11 < 174u) {
        a1 = probe_71(&gobj, 50, (gi6 & gc4) & 0xFFFF, (int)(u0 & 0xFFFFu) < 55);
        a1 += (gi6 + garr1[x1 & 15]) & 63;
    }
    x0 += (gobj.in.a + gi7) & 63;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int update_63(int *pa0, int *pa1, unsigned ua2, const char *ta3)
{
    int x0 = (int)(ua2 & 0xFFFFu);
    int x1 = (-*pa1) & 0xFFFF;
    unsigned u0 = gobjs[0].in.b;
    struct outer obj0 = {67, {96, 643u}, &obj0.in, op_2, {40, 33, 39, 14}, "delta"};
    int *p0 = pa0;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x0 = scan_73((gops[x1 & 3](55, gi10) * 9) & 0xFFFF, &gobjs[46 & 1], "omega46");
    gbuf[9] = (char)('a' + (g_input & 15));
    x0 = gops[gc2 & 3](gi1 & 55, gc2);
    ua2 |= (unsigned)gi9;
    obj0.in.a = (((*p0 * 8) & 0xFFFF) + ((-garr1[1]) & 0xFFFF)) & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)ua2 + (unsigned)ta3[0] + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static void apply_64(int a0, int a1)
{
    int x0 = *gp & 0xFFFF;
    int x1;
    int x2 = gi8 & 0xFFFF;
    unsigned u0 = 7368u;
    struct outer obj0 = {14, {93, 405u}, &ginner2, op_0, {49, 50, 41, 20}, "theta"};
    int *p0 = gp;
    int **pp0 = &p0;
    binop_fn fn0 = gops[a1 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = (gi3 ^ gi8) & 0xFFFF;
    calls++;
    {
        int *hp_1 = (int *)malloc(7 * sizeof(int));
        if (hp_1 != NULL) {
            int t_1 = 0;
            for (t_1 = 0; t_1 < 7; t_1++) {
                hp_1[t_1] = ((gbuf[gc4 & 15] | gc2) + t_1) & 255;
            }
            hp_1[2] = atoi("2");
            a0 = scan_74((char)(g_input & 127), (*p0 - garr0[9]) & 0xFFFF, &hp_1[4]);
            u0 ^= (unsigned)hp_1[(gi3 & 7) % 7];
            free(hp_1);
        }
    }
    a1 ^= ((g_input < 61) ? gbuf[13] : gops[3](27, gi10)) & 255;
    for (i = 5; i > 0; i--) {
        x0 = gops[(i + 3) % 4](34 & 43, gi3);
    }
    gops[gi9 & 3] = fn0;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    g_check += acc;
}

static long fold_65(unsigned ua0, unsigned ua1, int a2, const char *ta3)
{
    int x0 = 22 * 6;
    int x1 = strcmp(ta3, gbuf) == 0;
    int x2 = gi9 & 0xFFFF;
    unsigned u0;
    int arr0[4] = {42, 23, 7, 33};
    struct outer obj0 = {60, {0, 756u}, &obj0.in, op_2, {45, 18, 48, 36}, "omega"};
    int *p0 = &gi0;
    binop_fn fn0 = gops[35 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    u0 = ua1;
    x0 &= (gi10 * 3) & 0xFFFF;
    if ((ua0 < 804u) && (gp == p0)) {
        a2 = fn0(((g_input < 15) ? a2 : *p0) & 0xFFFF, 34);
        obj0.in.b |= ua1;
        a2 = fn0((gi0 > 15) ? 45 : 23, 33);
    }
    x0 += 56;
    obj0 = *gsp;
    x0 = update_75((32 - *p0) & 0xFFFF);
    if ((*p0 + g_seed) != 16) {
        x1 = gobjs[gc4 & 1].op((x0 - gi0) & 0xFFFF, gi7);
    }
    x2 = ((*gp ^ a2) ^ (p0 == gp)) & 0xFFFF;
    gi1 = garr1[x0 & 15] & 0xFFFF;
    x0 = (~((gu11 == 769u) ? 64 : gi9)) & 0xFFFF;
    x0 += 52;
    gobjs[gi6 & 1].in.b >>= 1;
    a2 = gi0 & 0xFFFF;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)ua1 + (unsigned)a2 + (unsigned)ta3[0] + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int check_66(int a0)
{
    int x0 = gi3 & 0xFFFF;
    int x1;
    int x2 = gbuf[a0 & 15];
    unsigned u0;
    char ch0 = 'e';
    int *p0 = gp;
    struct outer *sp0 = &gobj;
    binop_fn fn0 = gobj.op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (((g_input & 7) == 7) ? gi6 : 19) & 0xFFFF;
    u0 = (unsigned)gobjs[1].in.a >> 1;
    gsp->vals[gi8 & 3] &= *p0 & 0xFFFF;
    shift_76(gbuf, gbuf, gbuf[a0 & 15] | (int)strlen(gbuf));
    u0 ^= 794u;
    if (g_input < 37) {
        a0 += 35;
    }
    sp0->in.a = sp0->pin->a & 0xFFF;
    x1 /= g_seed | 1;
    x1 = (gi0 * 8) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int update_67(int a0)
{
    int x0 = gu11 < 208u;
    int x1 = (gi0 + gsp->id) & 0xFFFF;
    int x2 = (*gptrs[1] | *gp) & 0xFFFF;
    unsigned u0 = 3231u;
    int arr0[16] = {43, 33, 0, 2, 28, 33, 26, 15};
    struct outer obj0 = {83, {59, 260u}, &obj0.in, op_5, {24, 40, 19, 42}, "theta"};
    int *p0 = gptrs[42 & 1];
    int *p1 = &arr0[13];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = ((x2 ^ gc2) + (gi10 + g_seed)) & 0xFFFF;
    x2 = apply_72(29, 481u * 972u, &arr0[4]);
    u0 ^= (unsigned)probe_77(&garr1[x0 & 15], garr1[55 & 15] & 0xFFFF);
    a0 = ((a0 + gi5) * 4) & 0xFFFF;
    if ((garr0[gc2 & 15] * 2) >= 42) {
        goto done;
    }
    gu11 &= (unsigned)**gpp;
    x0 = (gi9 | (*gp % ((62 & 7) + 1))) & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[15] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_68(struct outer *sa0, int a1, binop_fn fa2, int a3)
{
    int x0 = gbuf[gi10 & 15];
    int x1;
    unsigned u0 = 10u;
    char ch0 = 'd';
    int *p0 = &garr0[gi9 & 15];
    int *q0 = NULL;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = sa0->pin->a & 0xFFFF;
    calls++;
    shift_76(gbuf, gmsg, (gobjs[gi6 & 1].vals[gi0 & 3] | *gptrs[a1 & 1]) & 0xFFFF);
    a1 = scan_74((char)(ch0 & 127), (garr0[gi5 & 15] ^ gi1) & 0xFFFF, gp);
    u0 ^= (unsigned)fold_78(fa2, strcmp(gmsg, gmsg) > 0, gsp);
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)fa2(1, 2) + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

int apply_69(int a0, int *pa1, int *pa2, binop_fn fa3)
{
    int x0 = 23 > 1;
    int x1 = (*gptrs[gc2 & 1] * 5) & 0xFFFF;
    unsigned u0 = 3151u;
    int *p0 = &gi8;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    a0 = fold_78(op_3, (gobj.pin->a - 47) & 0xFFFF, gsp);
    x0 = apply_72(gi9 & 0xFFFF, u0 << 7, &gsp->id);
    x1 = update_79(gi8 & 0xFFFF, *gp & 0xFFFF);
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)*pa2 + (unsigned)fa3(1, 2) + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

int update_70(int a0, int a1, int a2, unsigned ua3)
{
    int x0 = gi8 & 0xFFFF;
    int x1 = gbuf[a2 & 15] / (*gptrs[21 & 1] | 1);
    int x2;
    unsigned u0 = 8865u;
    char ch0 = 'f';
    int arr0[4] = {18, 33, 49, 12};
    int *p0 = &gobjs[gi8 & 1].vals[gi3 & 3];
    int *p1 = &gi9;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = 54;
    x1 = probe_80((unsigned)garr0[gi5 & 15] + 790u);
    ua3 ^= (unsigned)scan_74((char)(56 & 127), gobj.tag[gi6 & 7], &x2);
    x2 = *p0 & 0xFFFF;
    ch0 = (char)(x1 & 127);
    gu11 = (unsigned)arr0[gi10 & 3];
    ua3 &= gu11;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)ua3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[3];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int probe_71(struct outer *sa0, long la1, int a2, int a3)
{
    int x0 = (gi7 - garr0[g_seed & 15]) & 0xFFFF;
    int x1 = ((**gpp >= 18) ? gc2 : a3) & 0xFFFF;
    unsigned u0;
    long w0 = (gc4 + gi6) & 0xFFFF;
    int arr0[8] = {7, 15, 10, 24, 25, 21, 50, 28};
    int *p0 = gp;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = 564u;
    calls++;
    w0 = **gpp & 0xFFFF;
    a2 = (*p0 - (((g_input & 7) == 5) ? 27 : a3)) & 0xFFFF;
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)la1 + (unsigned)a2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[7] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static int apply_72(int a0, unsigned ua1, int *pa2)
{
    int x0 = (gi1 ^ gobj.vals[gi5 & 3]) & 0xFFFF;
    int x1 = (gi10 | gobj.pin->a) & 0xFFFF;
    int x2 = (int)((unsigned)gi7 & 0xFFFFu);
    unsigned u0 = (unsigned)g_input ^ 892u;
    char buf0[32] = "omega";
    int *p0 = &gi7;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (((gops[a0 & 3](43, x1) + gc2) <= 44) && (ua1 <= 396u)) {
        x2 /= gi9 | 1;
        gsp = &gobj;
    } else {
        *p0 = (garr0[a0 & 15] * 6) & 0xFFFF;
    }
    x0 -= (a0 + gi6) & 63;
    u0 <<= 4;
    gsp = &gobjs[0];
    acc = acc * 31u + (unsigned)a0 + (unsigned)ua1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_73(int a0, struct outer *sa1, const char *ta2)
{
    int x0;
    int x1 = gi9 & 0xFFFF;
    int x2 = (gi0 * 3) & 0xFFFF;
    unsigned u0 = gu11;
    int arr0[16] = {42, 34, 37, 5, 12, 50, 47, 21};
    int *p0 = &gi9;
    int *p1 = &gobj.in.a;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (*gp & gc4) & 0xFFFF;
    *gp = (gi6 / (sa1->pin->a | 1)) & 0xFFFF;
    x0 = probe_83((**gpp * 3) & 0xFFFF, (x1 / (gi8 | 1)) & 0xFFFF, (x0 - sp0->id) & 0xFFFF, 64);
    gbuf[0] = (char)('a' + (42 & 15));
    if (gu11 <= 422u) {
        x0 += 54;
        --u0;
        u0 ^= (unsigned)gops[1](gi3 & 0xFFFF, 23);
        x0 = (((29 & 0xFFFF) >> 2) * 3) & 0xFFFF;
    } else if (gu11 == 300u) {
        x1 = arr0[g_seed & 15] & 0xFFFF;
        x1 |= (*gptrs[29 & 1] + gi7) & 255;
    } else {
        x1 = check_82(&garr0[0], (arr0[gi0 & 15] - gbuf[gc4 & 15]) & 0xFFFF, gptrs[1], (gsp->id + gi9) & 0xFFFF);
    }
    a0 = (((g_input % 3) != 0) ? (*p1 * 4) : (gi9 | gops[59 & 3](a0, gi7))) & 0xFFFF;
    gobjs[gi7 & 1].in = gobj.in;
    acc = acc * 31u + (unsigned)a0 + (unsigned)sa1->id + (unsigned)ta2[0] + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_74(char ca0, long la1, int *pa2)
{
    int x0 = g_seed > 8;
    int x1 = (int)(gu11 & 0xFFFFu);
    int x2;
    unsigned u0 = 728u;
    int *p0 = gp;
    int *q0 = NULL;
    binop_fn fn0 = op_1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = (gobjs[x0 & 1].id & 0xFFFF) >> 2;
    calls++;
    **gpp ^= (*gp / (x1 | 1)) & 255;
    if ((gsp->tag[7] | (q0 != NULL ? *q0 : 0)) < x1) {
        goto done;
    }
    gobjs[x1 & 1].in = gobj.in;
done:
    acc = acc * 31u + (unsigned)ca0 + (unsigned)la1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int update_75(int a0)
{
    int x0;
    int x1;
    int x2 = (gi1 ^ gobj.id) & 0xFFFF;
    unsigned u0 = gu11 / (gu11 | 1u);
    unsigned u1;
    int *p0 = &gsp->vals[gi5 & 3];
    int *p1 = &gobjs[41 & 1].id;
    int *q0 = NULL;
    int **pp0 = &p0;
    struct outer *sp0 = gsp;
    binop_fn fn0 = gops[g_input & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gops[gi7 & 3](gi8, gc2) & gi1) & 0xFFFF;
    x1 = (**gpp * 6) & 0xFFFF;
    u1 = 235u;
    x1 = probe_85(gobj.op, sp0->vals[1] & 44, (-*p1) & 0xFFFF);
    {
        char sb_1[32];
        size_t sl_1 = 0;
        memset(sb_1, 0, sizeof(sb_1));
        strcpy(sb_1, "zeta0");
        sl_1 = strlen(sb_1);
        if (sl_1 > 2u && strcmp(sb_1, gmsg) != 0) {
            sb_1[sl_1 - 1u] = (char)('a' + (x1 & 15));
        }
        strcpy(gbuf, sb_1);
        u0 ^= (unsigned)((int)sl_1 + sb_1[4]);
    }
    x0 = 11;
    x1 = (*gp >= 9) & gbuf[a0 & 15];
    if ((gi9 <= **pp0) || (gbuf[gi3 & 15] >= 34)) {
        *p1 |= (~garr0[x2 & 15]) & 255;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void shift_76(const char *ta0, const char *ta1, long la2)
{
    int x0 = gbuf[la2 & 15] * 5;
    int x1 = (garr0[gc2 & 15] | 37) & 0xFFFF;
    unsigned u0 = (unsigned)g_seed;
    int *p0 = &gi6;
    struct outer *sp0 = &gobj;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    calls++;
    x1 = merge_84(51, (gi7 - gi5) & 0xFFFF, gmsg, u0 >> 4);
    u0 ^= (unsigned)fold_78(op_1, (gi5 + **gpp) & 0xFFFF, &gobj);
    la2 &= sp0->id & 0xFFFF;
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)ta1[0] + (unsigned)la2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i + calls;
    g_check += acc;
}

static int probe_77(int *pa0, int a1)
{
    int x0 = (~g_seed) & 0xFFFF;
    int x1 = garr0[gi6 & 15] & 0xFFFF;
    int x2 = gbuf[56 & 15] ^ gc2;
    unsigned u0 = (unsigned)*gp;
    char ch0 = 'a';
    int arr0[16] = {14, 10, 43, 45, 25, 3, 18, 43};
    const char *msg0 = "alpha-191";
    int *p0 = pa0;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    fold_87(gi8 & 0xFFFF);
    if (x1 != gi10) {
        goto done;
    }
    gptrs[gi3 & 1] = &gi3;
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)msg0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int fold_78(binop_fn fa0, int a1, struct outer *sa2)
{
    int x0;
    int x1 = (garr0[2 & 15] + gi5) & 0xFFFF;
    int x2 = sa2->tag[3];
    unsigned u0 = ~(unsigned)gc2;
    unsigned u1 = gu11;
    long w0 = (gi5 ^ gi7) & 0xFFFF;
    struct outer obj0 = {47, {81, 193u}, &obj0.in, op_3, {15, 10, 5, 28}, "delta"};
    int *p0 = &garr1[gi8 & 15];
    struct outer *sp0 = &gobjs[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gc2 & gi8) & 0xFFFF;
    obj0.pin = &obj0.in;
    u1 ^= (unsigned)shift_86(972u / (gobjs[1].in.b | 1u), sp0->in.b);
    gp = &gi0;
    i = 0;
    while (i < 5) {
        ++x1;
        x0 = ((int)((unsigned)gbuf[gi0 & 15] & 0xFFFFu) * 5) & 0xFFFF;
        x1 = (int)((u0 & gu11) & 0xFFFFu);
        gsp->tag[i % 4] = (char)('a' + (13 & 15));
        i++;
    }
    u1 -= u1;
    for (i = 0; i < 12; i += 2) {
        **gpp = ((g_seed + obj0.in.a) + (int)(735u & 0xFFFFu)) & 0xFFFF;
        *gp = p0 == gp;
        gi10 = *gptrs[g_seed & 1] & 0xFFFF;
        x1 = (strcmp(gmsg, gbuf) != 0) ? ((gobj.op(gi0, gi0) - sp0->id) & 0xFFFF) : ((gsp->tag[6] + garr1[a1 & 15]) & 0xFFFF);
    }
    x2 += (x2 - abs(g_input)) & 63;
    u1--;
    gsp->in.b *= 3u;
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)a1 + (unsigned)sa2->id + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)u1 + (unsigned)w0 + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static long update_79(int a0, int a1)
{
    int x0 = gi0 & 0xFFFF;
    int x1 = (garr0[a0 & 15] - a1) & 0xFFFF;
    int x2 = (a1 - 12) & 0xFFFF;
    unsigned u0 = 3168u;
    long w0 = garr1[x1 & 15] & 0xFFFF;
    char ch0 = 'b';
    int arr0[4] = {48, 41, 31, 14};
    struct outer obj0 = {70, {28, 601u}, &obj0.in, op_4, {25, 48, 20, 6}, "iota"};
    int *p0 = gptrs[g_seed & 1];
    int *p1 = &x2;
    struct outer *sp0 = gsp;
    binop_fn fn0 = gops[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    calls++;
    x0 = probe_80(421u >> 1);
    gpp = &gptrs[gi3 & 1];
    u0 |= gu11 << 7;
    x1 = walk_89((a1 + garr1[g_input & 15]) & 0xFFFF);
    gobjs[gi10 & 1].pin = &ginner2;
    a1 -= 46;
    x2 = (g_input & 7) == 4;
    *p0 = ((x0 - sp0->tag[gi5 & 7]) - sp0->vals[1]) & 0xFFFF;
    gptrs[0] = &garr1[41 & 15];
    for (i = 0; i < 4; i += 2) {
        u0++;
        u0++;
    }
    a0 -= (arr0[gi8 & 3] | arr0[x2 & 3]) & 63;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)arr0[3] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (long)(acc & 0xFFFFu);
}

static int probe_80(unsigned ua0)
{
    int x0 = (int)(ua0 & 0xFFFFu);
    int x1 = gbuf[gi0 & 15] + 12;
    int x2 = (garr0[gc4 & 15] & g_seed) & 0xFFFF;
    unsigned u0 = (unsigned)gi3 | gu11;
    int arr0[16] = {44, 3, 33, 11, 27, 8, 13, 12};
    const char *msg0 = "omega-345";
    struct outer obj0 = {3, {30, 813u}, &ginner, op_4, {8, 7, 16, 26}, "theta"};
    int *p0 = &x2;
    binop_fn fn0 = gops[8 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    u0 ^= (unsigned)obj0.op(11, 50);
    ua0 += scan_81(obj0.vals[0] & 0xFFFF, garr0[gi6 & 15] & 0xFFFF, ((u0 > gobj.in.b) ? gobjs[gc2 & 1].pin->a : gbuf[gi6 & 15]) & 0xFFFF, ua0);
    x1 = (~(gi10 + g_seed)) & 0xFFFF;
    x1 = p0 != gp;
    **gpp = p0 == gp;
    for (i = 5; i > 0; i--) {
        x0 = ((i & i) - ((gops[i % 4](x0, 52) & 0xFFFF) >> 3)) & 0xFFFF;
        x0 -= (int)(gu11 & 0xFFFFu) & 63;
        x2 = (int)((unsigned)gi6 & 0xFFFFu);
        gu11 += 183u;
    }
    for (i = 0; i < 4; i++) {
        x1 = *gp & 0xFFFF;
    }
    memcpy(garr0, garr1, sizeof(garr0));
    gobjs[gi7 & 1].in = gobjs[gi3 & 1].in;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[15] + (unsigned)msg0[0] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned scan_81(int a0, int a1, int a2, unsigned ua3)
{
    int x0 = garr1[gi1 & 15] & 0xFFFF;
    int x1 = (((3 ^ gsp->vals[g_input & 3]) > 52) ? gops[gc4 & 3](gi3, gi10) : gobj.id) & 0xFFFF;
    int x2;
    unsigned u0 = 5239u;
    char ch0 = 'c';
    int arr0[8] = {14, 8, 41, 23, 3, 25, 14, 9};
    char buf0[32] = "omega";
    struct outer obj0 = {62, {24, 192u}, &ginner, op_4, {39, 48, 50, 1}, "kappa"};
    int *p0 = gp;
    struct outer *sp0 = &obj0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x2 = (**gpp - x1) & 0xFFFF;
    *p0 = ((int)(u0 & 0xFFFFu) - (u0 < gu11)) & 0xFFFF;
    {
        char sb_1[32];
        size_t sl_1 = 0;
        memset(sb_1, 0, sizeof(sb_1));
        strcpy(sb_1, "iota71");
        sl_1 = strlen(sb_1);
        if (sl_1 > 2u && strcmp(sb_1, buf0) != 0) {
            sb_1[sl_1 - 1u] = (char)('a' + (x2 & 15));
        }
        strcpy(buf0, sb_1);
        ua3 ^= (unsigned)((int)sl_1 + sb_1[g_input & 15]);
    }
    x2 ^= 47 & 255;
    u0 ^= (unsigned)gobjs[gi6 & 1].op((~x1) & 0xFFFF, gi10);
    x0--;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)ua3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[7];
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return acc;
}

static int check_82(int *pa0, int a1, int *pa2, int a3)
{
    int x0;
    int x1 = (gi6 + garr1[gi0 & 15]) & 0xFFFF;
    int x2 = (gi7 | garr0[gc2 & 15]) & 0xFFFF;
    unsigned u0 = 8383u;
    char ch0 = 'b';
    int *p0 = &garr1[1];
    int *q0 = NULL;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[0];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gops[1](gi9, g_seed) & gbuf[7]) & 0xFFFF;
    calls++;
    a3 = gi3 & 0xFFFF;
    u0 += update_90(gobjs[gc2 & 1].tag[7 & 7] * 6, (garr1[32 & 15] * 4) & 0xFFFF);
    x1 = (((g_input & 7) == 7) ? (int)((unsigned)gobj.op(gi6, gi3) & 0xFFFFu) : ((int)strlen(gmsg) - g_input)) & 0xFFFF;
    gsp->tag[57 & 3] = (char)('a' + (gi1 & 15));
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)*pa2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static int probe_83(int a0, int a1, int a2, int a3)
{
    int x0 = (g_seed & 7) == 0;
    int x1 = (gsp->in.a + garr1[gi6 & 15]) & 0xFFFF;
    int x2 = (g_seed % 3) != 2;
    unsigned u0 = (unsigned)9 << 6;
    char buf0[32] = "gamma";
    struct outer obj0 = {72, {29, 475u}, &ginner2, op_4, {14, 34, 9, 3}, "alpha"};
    int *p0 = &garr1[gi5 & 15];
    binop_fn fn0 = gsp->op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    *p0 = (gi10 + (garr0[x1 & 15] + gi5)) & 0xFFFF;
    gptrs[gi1 & 1] = &gi0;
    a3 = -(-46);
    a3 ^= gi6 & 255;
    for (i = 0; i < 12; i += 2) {
        a1 = walk_93(~i);
    }
    a3 = (~(garr0[x0 & 15] & (int)strlen(gmsg))) & 0xFFFF;
    --a0;
    if ((g_seed < 57) || (*p0 < 9)) {
        x2 = (x2 - gi5) % (((*p0 ^ (int)sizeof(gbuf)) & 7) + 1);
    } else {
        garr1[12] &= garr0[15] & 0xFFFF;
        gbuf[gi3 & 15] = (char)('a' + (40 & 15));
        x1 = (strcmp("kappa72", buf0) > 0) ? ((gi7 + g_input) & 0xFFFF) : (gobj.id % ((gobj.pin->a & 7) + 1));
    }
    gsp->pin = &ginner;
    gsp = &gobj;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int merge_84(int a0, int a1, const char *ta2, unsigned ua3)
{
    int x0;
    int x1 = (gobj.id - gobj.pin->a) & 0xFFFF;
    int x2 = (int)(496u & 0xFFFFu);
    unsigned u0;
    int arr0[16] = {48, 25, 7, 24, 19, 0, 48, 14};
    int *p0 = &gi3;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gsp->in.a + 55) & 0xFFFF;
    u0 = 2905u;
    i = 0;
    do {
        u0 |= (u0 / ((unsigned)26 | 1u)) - ((unsigned)*gptrs[(i + 4) % 2] + (unsigned)**gpp);
        u0 ^= (unsigned)rec_91(2, 47 * 7, (char)(x1 & 127));
        ua3 -= sp0->in.b;
        a1 = (arr0[6] * 6) & 0xFFFF;
        i += 1;
    } while (i < 4);
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)ta2[0] + (unsigned)ua3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int probe_85(binop_fn fa0, long la1, int a2)
{
    int x0 = (55 - gi1) & 0xFFFF;
    int x1 = garr0[gi5 & 15] & 0xFFFF;
    unsigned u0 = 127u;
    char ch0 = 'g';
    char buf0[32] = "beta";
    int *p0 = &garr1[40 & 15];
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    la1 %= (gi1 & 7) + 1;
    u0 ^= (unsigned)shift_88((**gpp | garr0[ch0 & 15]) & 0xFFFF, (gi6 & gobj.tag[42 & 7]) & 0xFFFF, (x0 + *gptrs[30 & 1]) & 0xFFFF, 683u / (gobj.in.b | 1u));
    garr0[6] ^= garr1[14] & 255;
    garr1[30 & 15] = *gp & 0xFFFF;
    u0 &= gu11;
    gobjs[gc4 & 1].in = gsp->in;
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)la1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

long shift_86(unsigned ua0, unsigned ua1)
{
    int x0;
    int x1;
    int x2 = (int)(gu11 & 0xFFFFu);
    unsigned u0 = 1074u;
    int arr0[8] = {8, 37, 8, 7, 25, 6, 34, 14};
    int *p0 = &gi6;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x0 = (int)strlen(gbuf);
    x1 = (int)(ua1 & 0xFFFFu);
    x1 = ((garr1[x2 & 15] + gops[gi3 & 3](gc4, x1)) > 20) ? ((gc4 | x0) & 0xFFFF) : (gi8 & 0xFFFF);
    u0 = (~gsp->in.b) / ((ua1 / (u0 | 1u)) | 1u);
    gbuf[g_input & 15] = (char)('a' + (g_input & 15));
    memset(garr1, 0, sizeof(garr1));
    if ((gbuf[gi8 & 15] + gbuf[41 & 15]) < x0) {
        x0 = (arr0[5] - gobjs[gi0 & 1].in.a) & 0xFFFF;
        x2 = ((g_seed * 5) + gobjs[0].op(gi10, gi9)) & 0xFFFF;
        memset(arr0, 0, sizeof(arr0));
    }
    x1 = check_92((char)(g_input & 127));
    x2 = ((gobjs[x2 & 1].vals[gi9 & 3] * 2) + (gsp->vals[gi9 & 3] & *p0)) & 0xFFFF;
    u0 >>= 2;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static void fold_87(int a0)
{
    int x0 = -37;
    int x1 = *gptrs[gi3 & 1] & 0xFFFF;
    int x2 = (gobjs[1].id + *gp) & 0xFFFF;
    unsigned u0 = 3994u;
    unsigned u1 = 7401u;
    long w0 = (((gobjs[x1 & 1].in.a + **gpp) >= 61) ? 59 : garr1[33 & 15]) & 0xFFFF;
    int arr0[16] = {29, 6, 31, 48, 0, 17, 20, 3};
    int *p0 = &x2;
    int *p1 = &gobjs[gi9 & 1].id;
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    if (((gsp->in.a + x1) > 27) || (g_seed > 36)) {
        gptrs[x1 & 1] = gp;
        x1 ^= (int)((unsigned)*gptrs[gi6 & 1] & 0xFFFFu) & 255;
        gobjs[0].in = gobj.in;
    }
    *p0 &= gobjs[g_input & 1].vals[24 & 3] & 0xFFFF;
    x0 = 23 * 6;
    u1 ^= (unsigned)gops[g_input & 3](gi6 & 0xFFFF, a0);
    memset(garr1, 0, sizeof(garr1));
    if ((47 | arr0[gi5 & 15]) < 1) {
        a0 = fold_97(~u1, (char)(gc4 & 127), gbuf, *gp & 0xFFFF);
    }
    gi3 = gobjs[gi10 & 1].tag[7 & 7];
    a0 = (!((g_input % 3) != 2)) ? ((((g_input % 3) != 2) ? gc4 : arr0[10]) & 0xFFFF) : (gobjs[x0 & 1].in.a & 0xFFFF);
    if (gops[0](gi7, gi8) >= 7) {
        x1 = (gi6 ^ (gobjs[gi9 & 1].pin->a - gsp->tag[gi6 & 7])) & 0xFFFF;
    } else {
        p0 = &gsp->id;
    }
    x0 = ((gi3 + gsp->tag[gi1 & 7]) - gi7) & 0xFFFF;
    u0 ^= (unsigned)gobj.op(20, w0);
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)w0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j;
    g_check += acc;
}

int shift_88(int a0, int a1, int a2, unsigned ua3)
{
    int x0;
    int x1;
    unsigned u0 = 2382u;
    int *p0 = &gi3;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = 25;
    x1 = (~gsp->vals[g_seed & 3]) & 0xFFFF;
    calls++;
    x1 = fold_94(23, ((garr0[gi10 & 15] <= gobj.op(gi9, gi0)) ? *p0 : g_input) & 0xFFFF);
    gobj.pin = &ginner;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)ua3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

int walk_89(int a0)
{
    int x0 = gbuf[53 & 15];
    int x1 = (24 <= 4) ? gc4 : gc2;
    int x2 = gsp->vals[gi9 & 3] & 0xFFFF;
    unsigned u0 = (unsigned)gi3;
    struct outer obj0 = {83, {31, 719u}, &ginner, op_4, {42, 27, 22, 43}, "beta"};
    int *p0 = &gobj.vals[gc4 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (p0 != gp) {
        obj0 = gobjs[gi6 & 1];
        x2 += gobjs[1].vals[x1 & 3] & 63;
        x2 -= g_input & 63;
    }
    memcpy(garr0, garr1, sizeof(garr0));
    a0 = walk_96(gsp->pin->a & 0xFFFF, 14);
    u0 += fold_98((int)(u0 & 0xFFFFu), gbuf);
    if (g_seed < 45) {
        x2++;
        gsp = gsp;
        x1 |= (gsp->vals[x1 & 3] - 20) & 255;
    }
    gu11 += ~gsp->in.b;
    for (i = 0; i < 6; i++) {
        x1 &= (((g_seed & 7) == 7) ? 20 : 50) & 0xFFFF;
    }
    x0 = *gp & 0xFFFF;
    obj0 = gobj;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static unsigned update_90(int a0, int a1)
{
    int x0 = gsp->in.a & 0xFFFF;
    int x1 = (g_seed & 7) == 6;
    unsigned u0;
    const char *msg0 = "gamma-830";
    struct outer obj0 = {80, {67, 982u}, &ginner, op_1, {10, 1, 20, 8}, "zeta"};
    int *p0 = &gobjs[1].vals[gc2 & 3];
    int *p1 = gptrs[gi5 & 1];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    u0 = gu11 - gu11;
    x1 = walk_95((garr0[gi8 & 15] + *p1) & 0xFFFF, gsp->id % ((atoi("56") & 7) + 1));
    x1 = scan_100(p0, msg0, &x0);
    a1 = walk_96(*gp & 0xFFFF, (gi1 + 31) & 0xFFFF);
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)msg0[0] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    return acc;
}

static int rec_91(int depth, long la0, char ca1)
{
    int x0 = (gobjs[la0 & 1].tag[7] ^ g_input) & 0xFFFF;
    int x1;
    int x2 = (gobj.in.a - **gpp) & 0xFFFF;
    unsigned u0 = 3036u;
    char ch0 = 'd';
    struct outer obj0 = {67, {97, 968u}, &ginner, op_2, {13, 16, 45, 19}, "omega"};
    int *p0 = &garr1[ch0 & 15];
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    x1 = (56 ^ garr0[13]) & 0xFFFF;
    u0 ^= (unsigned)apply_99(u0, p0, &garr1[gi6 & 15]);
    x1 = scan_100(&gobjs[gi1 & 1].vals[1], gmsg, &gi6);
    la0 = rec_91(depth - 1, (((int)(gsp->in.b & 0xFFFFu) > gobj.id) ? depth : gi5) & 0xFFFF, (char)(ch0 & 127));
    if ((garr0[38 & 15] < garr1[x2 & 15]) && ((int)(gu11 & 0xFFFFu) < 61)) {
        gsp->in.b *= 2654435761u;
        u0 ^= (unsigned)walk_101(ch0 - atoi("23"), &garr0[depth & 15]);
    }
    u0 *= 3u;
    x1 = ((gp != p0) & 0xFFFF) >> 1;
    u0 ^= (unsigned)gops[g_input & 3]((obj0.id + x0) & 0xFFFF, gi9);
    acc = acc * 31u + (unsigned)depth + (unsigned)la0 + (unsigned)ca1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int check_92(char ca0)
{
    int x0 = (garr1[47 & 15] + 29) & 0xFFFF;
    int x1 = ((gi1 == 7) ? garr1[gi0 & 15] : garr0[63 & 15]) & 0xFFFF;
    unsigned u0 = (unsigned)g_input;
    char buf0[32] = "sigma";
    int *p0 = &gi1;
    int *q0 = NULL;
    binop_fn fn0 = gops[x0 & 3];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 ^= (unsigned)walk_102((char)(x1 & 127), &gobj, gmsg, &garr0[gi3 & 15]);
    x1 = walk_93(g_seed & 0xFFFF);
    acc = acc * 31u + (unsigned)ca0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)buf0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2) + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int walk_93(int a0)
{
    int x0 = garr0[gc4 & 15] & 0xFFFF;
    int x1 = (int)(gu11 & 0xFFFFu);
    unsigned u0 = 6058u;
    long w0 = (((abs(gi3) * 3) == 11) ? a0 : gi0) & 0xFFFF;
    int *p0 = gp;
    int *p1 = gptrs[42 & 1];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    update_103(gbuf, &garr0[x1 & 15], (54 + w0) & 0xFFFF, ((gi8 & 0xFFFF) * 9) & 0xFFFF);
    *gptrs[1] &= *p1 & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)w0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int fold_94(int a0, int a1)
{
    int x0;
    int x1 = (**gpp + g_input) >= 62;
    int x2;
    unsigned u0 = 367u ^ 838u;
    int arr0[4] = {8, 46, 26, 44};
    int *p0 = &a0;
    int *p1 = &garr1[25 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = gsp->vals[gc4 & 3] & 0xFFFF;
    x2 = (1 | garr1[gi0 & 15]) & 0xFFFF;
    x1 |= *gp & 255;
    u0 = u0 / ((u0 | (unsigned)g_seed) | 1u);
    switch (g_input & 7) {
    case 0:
        x1 = ((int)(831u & 0xFFFFu) + gbuf[gi10 & 15]) & 0xFFFF;
        break;
    case 4:
        *gptrs[x2 & 1] = (gi6 - (gi6 | atoi("53"))) & 0xFFFF;
        x1 = walk_95(gc2 - gbuf[x1 & 15], 64);
        break;
    default:
        x2 = (int)(scan_104((garr0[13] - 64) & 0xFFFF, (39 + garr1[17 & 15]) & 0xFFFF, &gobjs[1]) & 0xFFFFu);
        break;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

long walk_95(int a0, int a1)
{
    int x0 = *gptrs[gc4 & 1] & 0xFFFF;
    int x1 = ((gu11 > 968u) ? gc2 : gi7) & 0xFFFF;
    int x2 = (g_seed & 7) == 1;
    unsigned u0 = gu11;
    int *p0 = &garr0[10];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    if (strcmp(gmsg, "sigma80") != 0) {
        x0 = update_105(&a1, 968u ^ 845u, &gobjs[gi0 & 1].vals[gi1 & 3]);
    }
    if ((gi10 + x1) >= 1) {
        x0 = x1 & 0xFFFF;
        *p0 = 21;
        a1 -= 30;
        x2 = ((-gi3) / ((gc4 ^ *gptrs[5 & 1]) | 1)) & 0xFFFF;
    }
    gobj.tag[2] = (char)('a' + (gi6 & 15));
    if ((x2 / ((int)sizeof(int) | 1)) >= 27) {
        goto done;
    }
    u0 ^= (unsigned)gsp->op((22 - gi8) & 0xFFFF, gi6);
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int walk_96(int a0, int a1)
{
    int x0 = 2 & gi3;
    int x1 = (gi0 - gc2) & 0xFFFF;
    unsigned u0 = 9812u;
    int *p0 = gp;
    binop_fn fn0 = gops[a0 & 3];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    update_103(gmsg, gptrs[19 & 1], (g_input & gsp->tag[x1 & 7]) & 0xFFFF, 18 + gc2);
    a1 = probe_106((39 - garr0[gi1 & 15]) & 0xFFFF, (unsigned)g_seed);
    gpp = &gptrs[gi8 & 1];
    garr0[11] = garr1[9] & 0xFFFF;
    u0 -= gu11;
    *gptrs[0] ^= (~gobjs[a0 & 1].in.a) & 255;
    u0 >>= 3;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int fold_97(unsigned ua0, char ca1, const char *ta2, int a3)
{
    int x0;
    int x1 = (gi0 ^ gi10) & 0xFFFF;
    int x2 = gi9 & 0xFFFF;
    unsigned u0 = gobjs[1].in.b | 875u;
    long w0 = (gc4 ^ gobj.vals[gi9 & 3]) & 0xFFFF;
    char buf0[32] = "alpha";
    int *p0 = &gi7;
    struct outer *sp0 = &gobjs[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gi0 * 3) >= 16;
    ua0 ^= (unsigned)gobj.op((x1 - 35) & 0xFFFF, gi7);
    x0 = (!(gu11 == u0)) ? ((~gi7) & 0xFFFF) : ((x0 * 6) & 0xFFFF);
    i = 0;
    while (i < 5) {
        x1 = mix_107((x0 + gops[(i + 5) % 4](16, gc2)) & 0xFFFF, &gi7);
        w0 = gops[i % 4](gi1 & 0xFFFF, gi6);
        a3 = ((gops[ca1 & 3](a3, 36) + x2) + (g_input > 59)) & 0xFFFF;
        i++;
    }
    for (i = 0; i < 6; i += 2) {
        ca1 = (char)(((sp0->id + gi3) - *p0) & 127);
        ca1 = (char)((-(garr0[i % 16] + sp0->vals[1])) & 127);
    }
    w0 = (~(gc2 | garr1[33 & 15])) & 0xFFFF;
    x2 &= 13 & 0xFFFF;
    memcpy(garr1, garr0, sizeof(garr1));
    gops[3] = op_0;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)ca1 + (unsigned)ta2[0] + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)buf0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static unsigned fold_98(int a0, const char *ta1)
{
    int x0 = 34 + gbuf[g_seed & 15];
    int x1 = (**gpp + *gptrs[63 & 1]) & 0xFFFF;
    int x2 = ((**gpp & 0xFFFF) * 9) & 0xFFFF;
    unsigned u0 = 4435u;
    long w0 = (14 + garr0[a0 & 15]) & 0xFFFF;
    char buf0[32] = "delta";
    int *p0 = &gi9;
    int *p1 = &garr1[gi8 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x2 = 35;
    x2 = ((garr1[9] / (gi3 | 1)) | g_seed) & 0xFFFF;
    gobj.op = gops[w0 & 3];
    w0 = ((w0 + 28) & (gi6 - a0)) & 0xFFFF;
    for (i = 0; i < 10; i += 2) {
        if ((garr0[gi7 & 15] > g_seed) && ((g_input % 3) != 2)) {
            break;
        }
    }
    if ((gi5 + garr0[gi7 & 15]) >= 2) {
        buf0[a0 & 15] = (char)('a' + (gi10 & 15));
    } else if ((gobjs[gi9 & 1].tag[63 & 7] | garr0[gi0 & 15]) >= 25) {
        x0 = (int)strlen(buf0);
    } else {
        gobj.id &= (~x2) & 0xFFFF;
        gobj.pin = &ginner2;
        x2 = ((gi1 % ((g_input & 7) + 1)) - (gc2 - gi3)) & 0xFFFF;
    }
    garr0[x0 & 15] |= gops[20 & 3](gi10, gi9) & 255;
    **gpp = ((-x1) + (*p0 + 40)) & 0xFFFF;
    *p1 ^= ((g_input > 20) ? gi9 : garr0[gc4 & 15]) & 255;
    acc = acc * 31u + (unsigned)a0 + (unsigned)ta1[0] + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return acc;
}

static int apply_99(unsigned ua0, int *pa1, int *pa2)
{
    int x0 = (gsp->id * 3) & 0xFFFF;
    int x1 = *gptrs[gi1 & 1] & 0xFFFF;
    int x2 = *pa1 & 0xFFFF;
    unsigned u0 = gobjs[1].in.b % (7u | 1u);
    long w0 = (gi6 ^ gi1) & 0xFFFF;
    char ch0 = 'a';
    int *p0 = &garr1[11];
    int *p1 = &gobjs[0].vals[15 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 &= gobjs[56 & 1].vals[g_input & 3] & 0xFFFF;
    *gp &= gi1 & 0xFFFF;
    if (g_input < 32) {
        goto done;
    }
    x0 = (x0 + (garr0[gc4 & 15] - 8)) & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)ua0 + (unsigned)*pa1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_100(int *pa0, const char *ta1, int *pa2)
{
    int x0 = (gobj.in.a + garr0[5]) & 0xFFFF;
    int x1 = 13;
    int x2 = gc4;
    unsigned u0 = gsp->in.b - gu11;
    int *p0 = &gobj.id;
    struct outer *sp0 = &gobjs[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x0 = shift_109("omega4");
    --x0;
    for (i = 0; i < 5; i++) {
        x2 = gobj.op((6 + sp0->pin->a) & 0xFFFF, gi6);
    }
    u0--;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ta1[0] + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int walk_101(int a0, int *pa1)
{
    int x0 = gc2;
    int x1 = (g_seed - garr1[gi3 & 15]) & 0xFFFF;
    int x2 = garr1[gi5 & 15] & 0xFFFF;
    unsigned u0 = 5563u;
    const char *msg0 = "alpha-450";
    int *p0 = &x1;
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (((-g_input) >= 26) ? (g_input + gsp->vals[gi9 & 3]) : (x2 / (33 | 1))) & 0xFFFF;
    gu11 &= u0 - (u0 + gobjs[gi10 & 1].in.b);
    shift_110((g_input - gi5) & 0xFFFF, (g_input % 3) != 0, op_3);
    gi9 &= *gp & 0xFFFF;
    p0 = &gi9;
    u0 >>= 1;
    gobj.vals[gi9 & 3] = ((gobjs[0].id * 2) & gi5) & 0xFFFF;
    i = 0;
    do {
        u0 = (unsigned)i * ((unsigned)g_seed << 3);
        x2 = ((x1 % ((gc2 & 7) + 1)) + (gi9 * 6)) & 0xFFFF;
        i += 1;
    } while (i < 3);
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_102(char ca0, struct outer *sa1, const char *ta2, int *pa3)
{
    int x0 = (garr1[gi9 & 15] + gi7) & 0xFFFF;
    int x1 = 30 * 8;
    unsigned u0 = ~(unsigned)x1;
    char ch0 = 'f';
    int *p0 = gptrs[1];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = probe_108((char)(26 & 127), &gi0, (gi6 | ch0) & 0xFFFF, ca0);
    gsp->in.b = 692u;
    acc = acc * 31u + (unsigned)ca0 + (unsigned)sa1->id + (unsigned)ta2[0] + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static void update_103(const char *ta0, int *pa1, int a2, int a3)
{
    int x0 = gp == pa1;
    int x1 = ((g_input < 57) ? gi6 : 37) & 0xFFFF;
    unsigned u0;
    int arr0[4] = {50, 24, 10, 32};
    int *p0 = *gpp;
    int *q0 = NULL;
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    u0 = gu11 >> 1;
    calls++;
    x0 += (gi5 + gi5) & 63;
    gobj.op = gops[23 & 3];
    if (((g_input % 3) != 1) && ((int)((unsigned)arr0[gi1 & 3] & 0xFFFFu) >= 41)) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)*pa1 + (unsigned)a2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)i + calls;
    g_check += acc;
}

static unsigned scan_104(long la0, int a1, struct outer *sa2)
{
    int x0 = (gi0 + garr0[gi3 & 15]) & 0xFFFF;
    int x1 = ((gbuf[12] <= 1) ? garr0[gi6 & 15] : gi1) & 0xFFFF;
    unsigned u0 = 1719u;
    long w0 = (x0 ^ gobj.id) & 0xFFFF;
    char buf0[32] = "kappa";
    const char *msg0 = "omega-540";
    int *p0 = &gi8;
    binop_fn fn0 = op_5;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    scan_114((gobjs[1 & 1].id * 5) & 0xFFFF, sa2);
    w0 = (g_input > 49) ? fn0(26, g_input) : ((gi8 * 3) & 0xFFFF);
    if ((g_input < 71) && ((g_input % 3) != 1)) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)la0 + (unsigned)a1 + (unsigned)sa2->id + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)buf0[0] + (unsigned)msg0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i;
    return acc;
}

static int update_105(int *pa0, unsigned ua1, int *pa2)
{
    int x0 = *gp & 0xFFFF;
    int x1 = (((g_seed & 7) == 1) ? *pa2 : 54) & 0xFFFF;
    int x2 = (*pa2 - gi1) & 0xFFFF;
    unsigned u0 = gu11 | gu11;
    int arr0[4] = {39, 8, 7, 3};
    struct outer obj0 = {45, {67, 266u}, &ginner, op_5, {31, 12, 22, 1}, "delta"};
    int *p0 = &garr0[gi3 & 15];
    int *q0 = NULL;
    struct outer *sp0 = &gobjs[gi6 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    garr1[x1 & 15] = 40;
    x2 = ((58 * 9) - ((g_seed > 42) ? 11 : gi5)) & 0xFFFF;
    x2 = merge_113((int)((unsigned)gi10 & 0xFFFFu));
    for (i = 0; i < 8; i += 2) {
        x1 = shift_109("theta56");
    }
    x0 = ((*gptrs[61 & 1] ^ x1) | garr1[53 & 15]) & 0xFFFF;
    ++x0;
    gobj.vals[4 & 3] &= (garr1[1] * 4) & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ua1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static long probe_106(int a0, unsigned ua1)
{
    int x0 = (int)(214u & 0xFFFFu);
    int x1;
    unsigned u0 = (unsigned)*gp - gu11;
    struct outer obj0 = {38, {67, 778u}, &ginner2, op_3, {7, 35, 21, 7}, "iota"};
    int *p0 = &gi9;
    int *q0 = &garr0[1];
    binop_fn fn0 = op_1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x1 = (g_seed % 3) != 0;
    x1 = mix_116(&x1, (1 + *gp) & 0xFFFF, p0);
    mix_112(&obj0, &a0);
    x1 &= (gi9 | x0) & 0xFFFF;
    gobj.id = gsp->vals[9 & 3] & 0xFFFF;
    x0 = (garr1[gi6 & 15] * 6) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int mix_107(int a0, int *pa1)
{
    int x0 = *pa1 & 0xFFFF;
    int x1 = g_seed < 68;
    unsigned u0 = 232u << 1;
    int arr0[4] = {6, 16, 33, 37};
    struct outer obj0 = {1, {82, 655u}, &obj0.in, op_1, {44, 17, 22, 22}, "zeta"};
    int *p0 = &garr0[1 & 15];
    struct outer *sp0 = &gobjs[gc2 & 1];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 ^= (unsigned)walk_117((garr1[gc2 & 15] / ((int)strlen(gbuf) | 1)) & 0xFFFF, sp0->op);
    obj0.pin = &obj0.in;
    if ((u0 == 319u) || (g_input < 19)) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[3] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int probe_108(char ca0, int *pa1, int a2, int a3)
{
    int x0 = ((gu11 == 456u) ? abs(gi10) : g_seed) & 0xFFFF;
    int x1 = (**gpp ^ gobjs[44 & 1].in.a) & 0xFFFF;
    unsigned u0 = 1544u;
    int *p0 = gptrs[g_seed & 1];
    binop_fn fn0 = gops[gi10 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    gsp->pin = &ginner2;
    u0 *= 31u;
    x1 -= (a2 ^ gi8) & 63;
    if ((g_seed % 3) != 2) {
        a2--;
        a2 = gobjs[gi10 & 1].op(gsp->in.a & 0xFFFF, ca0);
        a3 -= (gi8 - garr0[x1 & 15]) & 63;
    }
    acc = acc * 31u + (unsigned)ca0 + (unsigned)*pa1 + (unsigned)a2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int shift_109(const char *ta0)
{
    int x0 = gi1 & 0xFFFF;
    int x1 = **gpp & 0xFFFF;
    int x2 = gi8 & 0xFFFF;
    unsigned u0 = (unsigned)gobj.vals[gi9 & 3];
    const char *msg0 = "gamma-924";
    int *p0 = &gi3;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[0];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 ^= (unsigned)merge_111(gbuf[gi9 & 15], (7 + gi8) & 0xFFFF);
    if ((garr1[gi7 & 15] - gi3) == gobjs[0].vals[0]) {
        goto done;
    }
    u0 |= gu11 % ((778u - gu11) | 1u);
    x0 %= ((sp0->in.a | gi0) & 7) + 1;
    x0 = *p0 & 0xFFFF;
    x0 = ((-**pp0) - 1) & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void shift_110(int a0, long la1, binop_fn fa2)
{
    int x0 = (int)((unsigned)gc4 & 0xFFFFu);
    int x1;
    unsigned u0 = ~gu11;
    long w0;
    int *p0 = &garr0[gi3 & 15];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = (gi8 * 3) & 0xFFFF;
    w0 = gobjs[0].id & 0xFFFF;
    x1 = update_115((~garr1[gi9 & 15]) & 0xFFFF, (char)(gc2 & 127));
    x1 = gi8 & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)la1 + (unsigned)fa2(1, 2) + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)*p0 + (unsigned)i;
    g_check += acc;
}

static int merge_111(int a0, int a1)
{
    int x0;
    int x1 = *gptrs[gi6 & 1] & 0xFFFF;
    int x2 = (gi3 | 25) & 0xFFFF;
    unsigned u0 = gsp->in.b * gu11;
    long w0 = (gobjs[0].in.a * 5) & 0xFFFF;
    char buf0[32] = "sigma";
    int *p0 = &gsp->in.a;
    int *p1 = *gpp;
    int *q0 = p1;
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = abs(gi3) % ((gi0 & 7) + 1);
    a0 = rec_121(1, (unsigned)g_input, (int)(gu11 & 0xFFFFu));
    u0 <<= 5;
    a0 = ((a1 + gobj.pin->a) >= 33) ? (*p1 & 0xFFFF) : (int)(gu11 & 0xFFFFu);
    x0 += 12;
    u0 ^= (unsigned)mix_116(gp, (*gp * 8) & 0xFFFF, gptrs[g_seed & 1]);
    x1 = ((gobj.in.a | x0) - garr1[4]) & 0xFFFF;
    w0 = (!(gi9 > sp0->op(45, gc4))) ? atoi("60") : ((abs(gi9) + 19) & 0xFFFF);
    gobj.vals[3] = (sp0->vals[gi6 & 3] + 4) & 0xFFFF;
    *p1 = ((q0 != NULL ? *q0 : 0) + g_seed) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void mix_112(struct outer *sa0, int *pa1)
{
    int x0 = (-gsp->pin->a) & 0xFFFF;
    int x1 = (gi3 & 0xFFFF) >> 3;
    int x2;
    unsigned u0 = 834u;
    unsigned u1 = gsp->in.b ^ u0;
    char ch0 = 'f';
    int arr0[16] = {5, 40, 26, 7, 25, 26, 43, 8};
    int *p0 = &arr0[11];
    int *q0 = NULL;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x2 = sa0->pin->a != 38;
    calls++;
    if (strcmp("sigma78", "beta21") > 0) {
        x1 = ((g_seed & 7) == 2) ? (sa0->in.a & 0xFFFF) : (arr0[44 & 15] & 0xFFFF);
        x0 = arr0[1] & 0xFFFF;
    }
    u0 *= 3u;
    ch0 = (char)(sp0->tag[7] & 127);
    x1 = ((g_seed % 3) != 2) ? ((*gptrs[g_input & 1] + gobjs[gc4 & 1].tag[7]) & 0xFFFF) : ((garr0[gc2 & 15] & g_seed) & 0xFFFF);
    x1 += (x0 + gsp->id) & 63;
    gbuf[3] = (char)('a' + (x0 & 15));
    if (gu11 > 166u) {
        x1 /= *gptrs[x1 & 1] | 1;
        x1 = (((sp0->vals[gi1 & 3] + **pp0) & 0xFFFF) * 5) & 0xFFFF;
        *pa1 = ((int)(769u & 0xFFFFu) - ((g_input > 10) ? ch0 : gi0)) & 0xFFFF;
    }
    sp0->in.a = sp0->pin->a & 0xFFF;
    x2 -= 62;
    ++x1;
    gu11 &= (gu11 % (gu11 | 1u)) / ((unsigned)garr1[ch0 & 15] | 1u);
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)u1 + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    g_check += acc;
}

static int merge_113(long la0)
{
    int x0 = (((g_seed % 3) != 1) ? g_input : 32) & 0xFFFF;
    int x1 = (gsp->vals[g_input & 3] + abs(gi6)) & 0xFFFF;
    unsigned u0 = 1497u;
    long w0 = (gi7 * 6) & 0xFFFF;
    int arr0[16] = {14, 16, 40, 9, 13, 8, 1, 48};
    int *p0 = gp;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    u0 ^= (unsigned)gops[gi7 & 3](((g_input > 39) ? 12 : w0) & 0xFFFF, gi1);
    gbuf[11 & 15] = (char)('a' + (gc4 & 15));
    acc = acc * 31u + (unsigned)la0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)w0;
    acc = acc * 31u + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static void scan_114(long la0, struct outer *sa1)
{
    int x0 = (gi7 - 18) & 0xFFFF;
    int x1 = (x0 * 4) & 0xFFFF;
    int x2;
    unsigned u0 = 9068u;
    int arr0[8] = {4, 0, 42, 35, 47, 30, 10, 12};
    int *p0 = gptrs[gc2 & 1];
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x2 = ~gbuf[g_input & 15];
    la0 = shift_122((-gi6) & 0xFFFF, (gi1 & la0) & 0xFFFF);
    i = 0;
    while (i < 3) {
        *gpp = &gi10;
        memset(arr0, 0, sizeof(arr0));
        i++;
    }
    gobjs[g_seed & 1].tag[x0 & 3] = (char)('a' + (g_seed & 15));
    acc = acc * 31u + (unsigned)la0 + (unsigned)sa1->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    g_check += acc;
}

static long update_115(int a0, char ca1)
{
    int x0 = 11 % ((7 & 7) + 1);
    int x1 = gsp->pin->a % ((gobj.id & 7) + 1);
    int x2 = garr1[gi6 & 15] & 0xFFFF;
    unsigned u0 = gu11 << 4;
    char buf0[32] = "delta";
    int *p0 = &gi7;
    int *p1 = &garr0[x1 & 15];
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    u0 += apply_125(gobjs[gi7 & 1].pin->a & 0xFFFF, &gobjs[g_seed & 1], (~gobj.vals[51 & 3]) & 0xFFFF, &gi9);
    gsp->in.b ^= (85u >> 3) - (501u * gu11);
    x0 = mix_118(&x2, (gsp->id & x0) & 0xFFFF, &gobjs[gi7 & 1]);
    i = 0;
    do {
        gops[i % 4] = gops[(i + 4) % 4];
        if ((q0 == NULL) && ((g_input & 7) == 1)) {
            gptrs[16 & 1] = *gpp;
        }
        i += 1;
    } while (i < 4);
    x2 = check_120(*gptrs[1] & 0xFFFF, (int)(u0 & 0xFFFFu), gi9 & 0xFFFF);
    u0 ^= (unsigned)gops[x2 & 3](a0 & 0xFFFF, 27);
    gsp->tag[gi1 & 3] = (char)('a' + (gi6 & 15));
    acc = acc * 31u + (unsigned)a0 + (unsigned)ca1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int mix_116(int *pa0, int a1, int *pa2)
{
    int x0 = garr0[gi8 & 15] & 0xFFFF;
    int x1 = g_seed > 47;
    int x2 = (gobj.pin->a & *gp) & 0xFFFF;
    unsigned u0 = 53u;
    int arr0[4] = {27, 41, 50, 28};
    int *p0 = &a1;
    binop_fn fn0 = gops[gi3 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a1 += 3;
    u0 ^= (unsigned)walk_124((char)(g_seed & 127), gi8 & 0xFFFF);
    *p0 |= (~arr0[3]) & 255;
    if (gobj.in.a == 6) {
        gobj.tag[gc2 & 3] = (char)('a' + (x1 & 15));
        x2 = (x2 + ((strcmp("delta65", gmsg) < 0) ? gobj.op(gi10, 5) : gi0)) & 0xFFFF;
    } else {
        x0 = (garr1[gi1 & 15] + (35 + g_input)) & 0xFFFF;
        u0 = gsp->in.b;
        x2++;
    }
    x2 = gops[gi9 & 3]((x0 + gsp->in.a) & 0xFFFF, x2);
    a1 = (((g_seed > 8) ? gi3 : gc4) & (arr0[1] / (gc4 | 1))) & 0xFFFF;
    u0--;
    if (((gsp->pin->a + gi9) < 24) || (u0 == 192u)) {
        x0 = (gi8 + (~35)) & 0xFFFF;
        u0 ^= (unsigned)walk_126(gc4 & gc4, u0, (-gobjs[gi3 & 1].id) & 0xFFFF);
        u0 = u0 - (unsigned)**gpp;
        *gp = g_seed & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_117(int a0, binop_fn fa1)
{
    int x0 = (gi3 + gi8) & 0xFFFF;
    int x1;
    int x2 = (int)(gu11 & 0xFFFFu);
    unsigned u0 = 42u;
    long w0 = g_input & 0xFFFF;
    int arr0[4] = {34, 2, 38, 27};
    int *p0 = &x2;
    int *p1 = &garr0[gi7 & 15];
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (int)(gu11 & 0xFFFFu);
    calls++;
    switch (gsp->vals[1] & 7) {
    case 2:
        gobj.in.b = (unsigned)garr0[7 & 15] & (unsigned)gobjs[gi6 & 1].pin->a;
        break;
    case 3:
        x0 = garr0[gi1 & 15] & 0xFFFF;
        *gptrs[gi6 & 1] |= garr0[60 & 15] & 255;
        break;
    default:
        x0 = rec_127(2, atoi("8"), (w0 + gi0) & 0xFFFF);
        break;
    }
    u0 = (982u / (u0 | 1u)) - (327u ^ gobjs[gi1 & 1].in.b);
    gu11 = (u0 - (unsigned)gsp->pin->a) + (unsigned)8;
    u0 ^= (gobjs[gi10 & 1].in.b >> 5) % (u0 | 1u);
    a0 += (gc2 + gi0) & 63;
    x2 += (fa1(x2, gi9) * 7) & 63;
    x2 = fa1(gi9 % ((atoi("15") & 7) + 1), g_seed);
    acc = acc * 31u + (unsigned)a0 + (unsigned)fa1(1, 2) + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int mix_118(int *pa0, int a1, struct outer *sa2)
{
    int x0 = (gi10 * 8) & 0xFFFF;
    int x1 = (g_input + gi7) & 0xFFFF;
    unsigned u0 = gu11;
    long w0 = ((g_seed < 45) ? 52 : gi7) & 0xFFFF;
    int *p0 = &gi7;
    int *p1 = &gi3;
    int *q0 = NULL;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (strcmp(gbuf, gbuf) == 0) {
        goto done;
    }
    u0 ^= (unsigned)probe_119((int)(537u & 0xFFFFu));
    w0 = (u0 < 983u) ? ((*p1 - (q0 != NULL ? *q0 : 0)) & 0xFFFF) : ((gi1 + garr0[43 & 15]) & 0xFFFF);
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)sa2->id + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int probe_119(int a0)
{
    int x0 = garr1[gi0 & 15] & 0xFFFF;
    int x1 = 35;
    int x2 = garr1[gi6 & 15] & 0xFFFF;
    unsigned u0 = gu11;
    int arr0[8] = {15, 7, 1, 27, 34, 46, 39, 43};
    const char *msg0 = "sigma-155";
    int *p0 = &a0;
    int *p1 = p0;
    int **pp0 = &p0;
    binop_fn fn0 = gobj.op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = walk_124((char)(gc4 & 127), (garr1[g_seed & 15] - x2) & 0xFFFF);
    for (i = 0; i < 3; i++) {
        a0 = shift_129(&gobjs[1]);
        gsp = gsp;
        x0 ^= gc2 & 255;
    }
    a0 = (int)sizeof(arr0);
    gptrs[29 & 1] = &gi8;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[7] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int check_120(int a0, int a1, int a2)
{
    int x0 = (garr0[3] - gbuf[6]) & 0xFFFF;
    int x1 = 43;
    unsigned u0 = gu11;
    int arr0[4] = {5, 16, 20, 19};
    int *p0 = &a1;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 ^= (unsigned)fold_123(gsp, gobjs[31 & 1].in.a & 0xFFFF, gsp, &gobjs[44 & 1]);
    *gp = ((g_seed > 31) ? (gops[g_seed & 3](gi0, a2) ^ a1) : gi10) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int rec_121(int depth, unsigned ua0, int a1)
{
    int x0 = g_seed & 0xFFFF;
    int x1 = (gobjs[9 & 1].op(gi0, gi6) - gbuf[a1 & 15]) & 0xFFFF;
    unsigned u0 = 6863u;
    int arr0[8] = {36, 37, 4, 40, 49, 42, 9, 29};
    int *p0 = &arr0[x0 & 7];
    binop_fn fn0 = op_2;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a1 & 255;
    }
    g_fuel--;
    calls++;
    a1 = rec_131(4, (gobjs[1].in.a - gi6) & 0xFFFF, &garr0[6 & 15]);
    x1 = rec_121(depth - 1, u0, (gi9 + *p0) & 0xFFFF);
    acc = acc * 31u + (unsigned)depth + (unsigned)ua0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static long shift_122(int a0, int a1)
{
    int x0 = (a1 + gc2) & 0xFFFF;
    int x1 = gc4 + 19;
    unsigned u0 = 9655u;
    int *p0 = gptrs[8 & 1];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    a0 = mix_130((((g_seed % 3) != 2) ? gi1 : gi5) & 0xFFFF);
    ++x0;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i;
    return (long)(acc & 0xFFFFu);
}

static int fold_123(struct outer *sa0, int a1, struct outer *sa2, struct outer *sa3)
{
    int x0 = strcmp(gbuf, gbuf) > 0;
    int x1 = (garr1[2] + gi0) & 0xFFFF;
    int x2 = gc4 * 4;
    unsigned u0 = (unsigned)**gpp;
    struct outer obj0 = {40, {54, 108u}, &obj0.in, op_5, {31, 12, 41, 7}, "delta"};
    int *p0 = &gi9;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 ^= (unsigned)walk_133((14 ^ gi5) & 0xFFFF, atoi("19"));
    x0 = rec_132(4, (int)(gu11 & 0xFFFFu), sa0);
    x1 -= ((g_input < 49) ? gi10 : gbuf[gc4 & 15]) & 63;
    u0 ^= (unsigned)rec_128((gc4 & 3), &garr1[42 & 15]);
    x0 += 17;
    gi7 = ((x1 + gi8) + (int)(sa0->in.b & 0xFFFFu)) & 0xFFFF;
    {
        char sb_1[32];
        size_t sl_1 = 0;
        memset(sb_1, 0, sizeof(sb_1));
        strcpy(sb_1, gbuf);
        sl_1 = strlen(sb_1);
        if (sl_1 > 2u && strcmp(sb_1, gmsg) != 0) {
            sb_1[sl_1 - 1u] = (char)('a' + (gi7 & 15));
        }
        memcpy(gbuf, sb_1, sl_1 + 1u);
        x2 = (x2 + ((int)sl_1 + sb_1[g_seed & 15])) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)sa2->id + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_124(char ca0, int a1)
{
    int x0;
    int x1 = (g_input < 63) ? 63 : 17;
    int x2 = gc4;
    unsigned u0 = gobjs[gi0 & 1].in.b >> 5;
    int arr0[16] = {44, 44, 45, 45, 20, 20, 37, 1};
    struct outer obj0 = {20, {40, 316u}, &obj0.in, op_1, {14, 45, 34, 40}, "zeta"};
    int *p0 = gptrs[55 & 1];
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gops[gi6 & 3](gc4, gi6) + gobj.id) & 0xFFFF;
    calls++;
    a1 = gi6 & 0xFFFF;
    i = 0;
    while (i < 3) {
        merge_134(i, gops[gi3 & 3]);
        a1 = gc2;
        i++;
    }
    ca0 = (char)(((x1 + a1) - (((g_seed & 7) == 4) ? *gptrs[gi0 & 1] : gi6)) & 127);
    *gp = ((*gptrs[gi3 & 1] - *p0) + garr0[6]) & 0xFFFF;
    if (strcmp("theta48", gbuf) == 0) {
        x0 = (int)(apply_125(((g_input > 0) ? (q0 != NULL ? *q0 : 0) : x0) & 0xFFFF, &gobj, gi9 & 0xFFFF, &x0) & 0xFFFFu);
    } else {
        *gpp = &garr0[x1 & 15];
    }
    acc = acc * 31u + (unsigned)ca0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned apply_125(int a0, struct outer *sa1, int a2, int *pa3)
{
    int x0 = gi1 & 0xFFFF;
    int x1;
    int x2 = ((gp == pa3) ? a2 : *pa3) & 0xFFFF;
    unsigned u0 = gu11 * (unsigned)gbuf[gi8 & 15];
    int *p0 = &gi3;
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x1 = ((gi10 & 0xFFFF) * 9) & 0xFFFF;
    if (q0 != NULL) {
        *q0 = g_input < 49;
    }
    x1 = gbuf[gi1 & 15];
    for (i = 0; i < 6; i++) {
        for (j = 4; j > 0; j--) {
            x1 = apply_135(&gobj);
            x2 = x1 & 0xFFFF;
        }
    }
    gi7 &= (*p0 + **gpp) & 0xFFFF;
    x1 |= (gobj.in.a & sa1->op(gi7, 30)) & 255;
    gi1 = (((gi10 | g_seed) > 40) & 0xFFFF) >> 3;
    if (strcmp("beta39", gbuf) != 0) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)sa1->id + (unsigned)a2 + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return acc;
}

int walk_126(int a0, unsigned ua1, int a2)
{
    int x0 = (gc4 - gobjs[gc2 & 1].id) & 0xFFFF;
    int x1 = (gi0 | gi8) & 0xFFFF;
    int x2 = (*gp - garr0[g_input & 15]) & 0xFFFF;
    unsigned u0 = gobj.in.b;
    unsigned u1 = 5752u;
    int arr0[16] = {23, 36, 14, 50, 21, 23, 42, 46};
    const char *msg0 = "beta-726";
    int *p0 = gp;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = g_input & 0xFFFF;
    a2 = ((a2 * 2) ^ ((gi10 & 0xFFFF) * 9)) & 0xFFFF;
    gsp->tag[gi6 & 3] = (char)('a' + (x0 & 15));
    x0 -= 20;
    gobjs[0].in.b &= (unsigned)((strcmp(msg0, gbuf) < 0) ? garr0[58 & 15] : garr1[9]);
    x1 += (int)(gobj.in.b & 0xFFFFu) & 63;
    for (i = 0; i < 4; i++) {
        gobjs[i % 2].in = gobj.in;
    }
    x0 = gobjs[gi3 & 1].op((g_seed * 2) & 0xFFFF, a2);
    a2 = (**gpp + (gi0 * 7)) & 0xFFFF;
    u0 *= 40503u;
    if ((int)(u0 & 0xFFFFu) >= 33) {
        gobjs[gi8 & 1].tag[gi6 & 3] = (char)('a' + (g_seed & 15));
        garr1[31 & 15] |= (arr0[g_input & 15] - gi6) & 255;
        a2 = ((p0 != gp) ? *gptrs[gi10 & 1] : (**gpp + gobj.id)) & 0xFFFF;
    } else if (((((gobjs[37 & 1].vals[gc2 & 3] - garr0[6]) >= g_seed) ? 26 : 9) == 26) && ((g_input & 7) == 5)) {
        gptrs[47 & 1] = &gi7;
        x1 = gobjs[0].vals[gi6 & 3] & 0xFFFF;
    } else {
        *gp = ((g_seed < 44) ? gobj.id : (gi7 + garr0[53 & 15])) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)ua1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)u1 + (unsigned)arr0[15] + (unsigned)msg0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_127(int depth, int a0, int a1)
{
    int x0 = garr1[gi7 & 15] & 0xFFFF;
    int x1 = gc4;
    int x2 = gc2;
    unsigned u0;
    struct outer obj0 = {73, {68, 946u}, &ginner, op_2, {50, 29, 37, 16}, "beta"};
    int *p0 = &a1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    u0 = (unsigned)gi10;
    for (i = 6; i > 0; i--) {
        *p0 = -23;
        x0 = merge_136(gc4);
        gobj.op = gops[(i + 4) % 4];
    }
    i = 0;
    while (i < 2) {
        a0 %= ((x2 + x0) & 7) + 1;
        x0 = gbuf[(i + 1) % 16];
        x0 = mix_137((x1 / (gobjs[2 & 1].vals[gi1 & 3] | 1)) & 0xFFFF);
        x0 += (gi0 - gobj.vals[i & 3]) & 63;
        i++;
    }
    x0 = rec_128(depth - 1, gptrs[50 & 1]);
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_128(int depth, int *pa0)
{
    int x0 = (gi9 & garr0[gi9 & 15]) & 0xFFFF;
    int x1 = (gbuf[gi0 & 15] + *gp) & 0xFFFF;
    int x2 = (gi0 + gsp->in.a) & 0xFFFF;
    unsigned u0 = 1578u;
    int *p0 = &gsp->id;
    int *p1 = &gi5;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    update_138(&gobj, (((g_input - gobj.tag[gc2 & 7]) != 25) ? abs(x1) : 4) & 0xFFFF, &gi0);
    x2 = gops[x2 & 3](gsp->id & 0xFFFF, x0);
    x2 = (int)((unsigned)gsp->op(x0, g_seed) & 0xFFFFu);
    switch (((strcmp(gmsg, gmsg) != 0) ? gi9 : *p1) & 7) {
    case 0:
        x2 %= ((x0 | garr0[50 & 15]) & 7) + 1;
        ++x2;
        /* fall through */
    case 2:
        gobj.in.b = gu11;
        /* fall through */
    case 3:
        gobjs[gi8 & 1].in.a = (u0 == 8u) && ((g_input % 3) != 0);
        x1 = ((((g_input & 7) == 6) ? x2 : gi10) + ((g_seed % 3) != 0)) & 0xFFFF;
        break;
    case 4:
        x1 += gsp->pin->a & 63;
        gu11 ^= (unsigned)(garr0[depth & 15] - x2);
        break;
    default:
        x2 ^= (((**gpp % ((garr0[gc2 & 15] & 7) + 1)) >= 54) ? gops[x2 & 3](27, gi7) : **pp0) & 255;
        break;
    }
    x2 = rec_127(depth - 1, (-gops[x1 & 3](g_input, gc2)) & 0xFFFF, (((43 - gi0) == 2) ? garr1[gi7 & 15] : x0) & 0xFFFF);
    acc = acc * 31u + (unsigned)depth + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

int shift_129(struct outer *sa0)
{
    int x0 = (gc4 | g_input) & 0xFFFF;
    int x1 = strcmp(gmsg, gbuf) == 0;
    unsigned u0 = gu11 * gu11;
    char buf0[32] = "sigma";
    int *p0 = &sa0->vals[61 & 3];
    int *q0 = NULL;
    binop_fn fn0 = gops[gi6 & 3];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = apply_135(&gobj);
    apply_139(*gptrs[gi1 & 1] & 0xFFFF, &gi7);
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)buf0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2) + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static long mix_130(int a0)
{
    int x0 = gsp->vals[0] & 0xFFFF;
    int x1 = 22;
    int x2 = *gp & 0xFFFF;
    unsigned u0 = 681u >> 2;
    unsigned u1 = gsp->in.b & u0;
    int arr0[8] = {33, 18, 19, 31, 18, 38, 33, 12};
    int *p0 = &gi3;
    int *q0 = p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    calls++;
    gobjs[gi0 & 1].vals[gi3 & 3] = (gobjs[gi3 & 1].vals[1] + 8) & 0xFFFF;
    x0 += 44;
    gbuf[gi5 & 15] = (char)('a' + (gi1 & 15));
    x2 = ((p0 != gp) ? (int)sizeof(int) : gi7) % ((45 & 7) + 1);
    x1 = (*gptrs[1] ^ ((x1 & 0xFFFF) >> 2)) & 0xFFFF;
    x1 -= g_input & 63;
    x0 = gops[gi5 & 3]((int)(gu11 & 0xFFFFu), a0);
    x2 = (garr1[a0 & 15] ^ ((gi8 + (q0 != NULL ? *q0 : 0)) >= 18)) & 0xFFFF;
    x2 = (int)(gsp->in.b & 0xFFFFu) < gi3;
    i = 0;
    do {
        a0 = rec_140((36 & 3), gptrs[1], gbuf);
        if ((q0 != NULL ? *q0 : 0) != gi8) {
            memcpy(garr0, garr1, sizeof(garr0));
        }
        i += 1;
    } while (i < 5);
    u0 = ~(u1 ^ gu11);
    **gpp ^= a0 & 255;
    x0--;
    x0 = arr0[1] & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (long)(acc & 0xFFFFu);
}

static int rec_131(int depth, int a0, int *pa1)
{
    int x0 = (g_input > 31) ? gbuf[47 & 15] : gobjs[gi5 & 1].tag[gi8 & 7];
    int x1 = gobjs[x0 & 1].pin->a >= 44;
    int x2 = (garr1[gi6 & 15] * 3) & 0xFFFF;
    unsigned u0 = 3576u;
    int arr0[16] = {43, 40, 25, 0, 35, 27, 6, 47};
    int *p0 = &garr0[gi8 & 15];
    int *p1 = &gi6;
    binop_fn fn0 = gops[2];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    x1 = rec_132(depth - 1, (depth + gc2) & 0xFFFF, gsp);
    x1 = (u0 > gu11) ? ((**gpp + **gpp) & 0xFFFF) : ((garr0[gi9 & 15] + gc2) & 0xFFFF);
    x1 = merge_141(gsp, gmsg);
    if (gobj.tag[gi10 & 7] != 1) {
        x1 = (gi0 ^ gbuf[gi10 & 15]) & 0xFFFF;
        gsp->in.a = gsp->pin->a & 0xFFF;
        x1 += gsp->pin->a & 63;
    }
    for (i = 5; i > 0; i--) {
        if (((g_input % 3) != 0) || ((g_seed % 3) != 0)) {
            continue;
        }
    }
    if ((gi3 + (int)strlen(gbuf)) >= 7) {
        x2 = merge_136(gc2);
        x2 = (((g_input % 3) != 2) && (((p0 != pa1) ? garr0[gi7 & 15] : gi1) != 3)) ? ((garr0[12] & 0xFFFF) >> 2) : (gi9 & 0xFFFF);
        u0 ^= (unsigned)gc4;
        u0 += u0 & gobj.in.b;
    }
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_132(int depth, int a0, struct outer *sa1)
{
    int x0 = 4 + 17;
    int x1 = (gobjs[gi9 & 1].in.a - gi1) & 0xFFFF;
    int x2;
    unsigned u0 = 5434u;
    int arr0[4] = {0, 0, 11, 14};
    int *p0 = &sa1->vals[3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    x2 = ((int)strlen(gbuf) & 0xFFFF) >> 4;
    u0 ^= (unsigned)rec_131(depth - 1, gi5 & 0xFFFF, gptrs[0]);
    x0 = gops[2]((((gi3 + sa1->in.a) == 42) ? 24 : g_seed) & 0xFFFF, gc4);
    u0 ^= (unsigned)fold_142(407u ^ (unsigned)gops[gi1 & 3](gc2, 54));
    if (gobjs[gi6 & 1].in.a > 13) {
        arr0[20 & 3] = (((sa1->in.a - garr1[gi3 & 15]) == 36) ? (*gp & 42) : (((g_input % 3) != 1) ? gi10 : *gptrs[gi10 & 1])) & 0xFFFF;
    }
    a0 = (47 + arr0[43 & 3]) & 0xFFFF;
    x1 = (abs(gi3) + (**gpp - depth)) & 0xFFFF;
    a0 = ((int)((unsigned)*gptrs[depth & 1] & 0xFFFFu) - arr0[a0 & 3]) & 0xFFFF;
    u0 += (unsigned)*p0 - 183u;
    memcpy(garr0, garr1, sizeof(garr0));
    x1 = (!(g_input < 59)) ? ((-garr1[g_input & 15]) & 0xFFFF) : (32 + gc2);
    x0 = mix_137(gi0 & 0xFFFF);
    gobj.in.b |= (u0 - u0) >> 5;
    gu11 -= 698u;
    --x0;
    x0--;
    a0 = gops[gi8 & 3](arr0[1] & 0xFFFF, gc4);
    x1 = ((-gc2) - (arr0[gi0 & 3] ^ gi10)) & 0xFFFF;
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)sa1->id + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_133(int a0, int a1)
{
    int x0 = (*gp ^ 27) & 0xFFFF;
    int x1 = 43;
    int x2 = (*gp - 12) & 0xFFFF;
    unsigned u0 = gu11;
    int arr0[4] = {11, 24, 34, 1};
    char buf0[32] = "gamma";
    struct outer obj0 = {59, {59, 952u}, &ginner, op_2, {32, 39, 28, 3}, "iota"};
    int *p0 = &x2;
    binop_fn fn0 = gobj.op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 ^= 635u;
    gsp->in.a = gsp->pin->a & 0xFFF;
    for (i = 0; i < 3; i++) {
        gi5 = ((a0 - abs(a0)) | (gi8 + garr0[14])) & 0xFFFF;
        a1 = ((gops[3](gi9, gi7) & garr1[i % 16]) & (gi5 - *gp)) & 0xFFFF;
        x0 = (g_input < 40) ? ((29 + *gp) & 0xFFFF) : ((int)sizeof(gbuf) % ((35 & 7) + 1));
        a0 = (x2 < 1) ? (gobj.vals[gi6 & 3] & 0xFFFF) : i;
    }
    x1 = ((~gi1) * 4) & 0xFFFF;
    x2 /= (buf0[x0 & 15] + *gp) | 1;
    x0 = fold_142(gobjs[x2 & 1].in.b * (unsigned)*p0);
    a0 = (x1 - (gsp->pin->a - *gptrs[1])) & 0xFFFF;
    gobjs[x2 & 1].pin->a ^= (arr0[gi6 & 3] + gobj.vals[x1 & 3]) & 255;
    x1 = (gops[gi1 & 3](gi8, x1) > x2) ? ((((gobjs[gi0 & 1].pin->a - gsp->id) == gobjs[gi1 & 1].vals[x2 & 3]) ? *gp : x2) & 0xFFFF) : (x1 & 0xFFFF);
    x2 |= garr1[gi5 & 15] & 255;
    x0 = (gc4 & abs(g_seed)) & 0xFFFF;
    gobjs[gc4 & 1].op = gsp->op;
    a0 |= (obj0.in.a / (gsp->id | 1)) & 255;
    *gp = gc4;
    u0 &= (483u & gu11) * (gsp->in.b | gu11);
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)buf0[0] + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void merge_134(int a0, binop_fn fa1)
{
    int x0 = (gc2 - gobj.tag[48 & 7]) > 55;
    int x1;
    int x2 = (gi9 & 0xFFFF) >> 4;
    unsigned u0 = 891u;
    int *p0 = *gpp;
    struct outer *sp0 = &gobjs[gi9 & 1];
    binop_fn fn0 = op_1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = gi1 & 0xFFFF;
    if (!(**gpp <= gi10)) {
        gu11 <<= 1;
        x0 = (((p0 == gp) ? 56 : gc2) + (x0 + gi9)) & 0xFFFF;
        sp0->in.b &= (unsigned)gi9 % ((gu11 << 6) | 1u);
        *p0 |= gbuf[12] & 255;
    } else {
        x0 -= 6;
        a0 %= (x0 & 7) + 1;
        sp0 = sp0;
    }
    mix_144((**gpp - x2) & 0xFFFF, *gp & 0xFFFF);
    u0 >>= 1;
    x0 %= (((g_input > 56) ? x1 : gsp->pin->a) & 7) + 1;
    x2 = (p0 == gp) ? (a0 & 0xFFFF) : ((garr1[gi8 & 15] * 5) & 0xFFFF);
    u0 >>= 5;
    acc = acc * 31u + (unsigned)a0 + (unsigned)fa1(1, 2) + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    g_check += acc;
}

static int apply_135(struct outer *sa0)
{
    int x0 = (gops[g_seed & 3](gi9, 14) - *gp) & 0xFFFF;
    int x1 = gops[1](gi3, 58) & 17;
    int x2 = gc2 * 2;
    unsigned u0 = gu11 + gu11;
    long w0 = (abs(gi6) ^ gobjs[25 & 1].vals[gi1 & 3]) & 0xFFFF;
    char ch0 = 'f';
    char buf0[32] = "beta";
    int *p0 = &garr0[gi3 & 15];
    int *q0 = NULL;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[0];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    u0 ^= (unsigned)shift_143(&garr1[14]);
    for (i = 3; i > 0; i--) {
        w0 = ((strcmp("delta13", gbuf) > 0) ? (x2 - abs(gi6)) : (56 ^ (int)sizeof(garr1))) & 0xFFFF;
        w0 = update_145(281u, sa0, (i - g_input) & 0xFFFF, sp0);
    }
    if (garr1[gi6 & 15] < 13) {
        goto done;
    }
    if ((36 + sp0->id) < 12) {
        gptrs[gi6 & 1] = &gi5;
    } else {
        if ((g_input & 7) == 4) {
            q0 = &garr0[gi1 & 15];
        }
    }
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)ch0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

int merge_136(int a0)
{
    int x0 = (gobjs[1].id + a0) & 0xFFFF;
    int x1 = (~gi10) & 0xFFFF;
    unsigned u0;
    long w0 = 30;
    int *p0 = &gobj.id;
    struct outer *sp0 = gsp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = (unsigned)gsp->id & 687u;
    memset(garr1, 0, sizeof(garr1));
    a0 = update_146(((gu11 > u0) ? **gpp : gbuf[9]) & 0xFFFF);
    sp0->op = op_1;
    *gp = garr0[gi9 & 15] & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)w0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int mix_137(int a0)
{
    int x0 = 24;
    int x1 = (gi1 | gi6) & 0xFFFF;
    unsigned u0 = 2382u;
    int *p0 = &gobj.id;
    struct outer *sp0 = &gobjs[1];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a0 = merge_147(gbuf[x0 & 15] * 8, (garr0[gi5 & 15] - gi8) & 0xFFFF);
    if (x1 > 49) {
        goto done;
    }
    gu11 &= (sp0->in.b / ((unsigned)x0 | 1u)) * gu11;
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static void update_138(struct outer *sa0, int a1, int *pa2)
{
    int x0 = (gi1 - gc2) & 0xFFFF;
    int x1 = (sa0->vals[gc2 & 3] & gi10) & 0xFFFF;
    int x2 = g_input < 72;
    unsigned u0 = ~15u;
    int arr0[16] = {9, 4, 35, 3, 11, 12, 6, 36};
    int *p0 = &garr1[g_seed & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    calls++;
    u0 -= ~((unsigned)gi3 | u0);
    u0 = ((unsigned)gsp->vals[gi1 & 3] / ((unsigned)**gpp | 1u)) - (unsigned)x1;
    u0 -= (gobjs[17 & 1].in.b + u0) << 4;
    u0 &= (u0 + 184u) * (u0 % (gu11 | 1u));
    sa0->in = sa0->in;
    if (g_seed <= 32) {
        goto done;
    }
    x1 = merge_148(&garr0[13], 21, g_input < 56, (1 & 0xFFFF) >> 2);
    x0 = (a1 * 2) & 0xFFFF;
    gi6 = (gsp->in.a + gi0) % (((garr0[gi5 & 15] | **gpp) & 7) + 1);
    a1 = u0 == 318u;
    if (u0 > 943u) {
        x0 |= gi7 & 255;
    }
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    g_check += acc;
}

static void apply_139(int a0, int *pa1)
{
    int x0 = (gobj.pin->a - gi3) & 0xFFFF;
    int x1 = (gi10 & 0xFFFF) >> 1;
    unsigned u0;
    char buf0[32] = "delta";
    int *p0 = gptrs[gi8 & 1];
    int *q0 = NULL;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    u0 = gsp->in.b;
    u0 *= 3u;
    update_149((char)(gi10 & 127), (gi10 | gobjs[0].pin->a) & 0xFFFF, 119u);
    x1 = ((u0 >= 882u) ? (gbuf[gi5 & 15] + gc4) : (gsp->in.a - gc2)) & 0xFFFF;
    x0 = gops[54 & 3]((strcmp(gbuf, "alpha91") < 0) ? 61 : 13, gi8);
    x1 = x0 & 0xFFFF;
    x0 = (g_seed < 8) + ((x1 - buf0[gi5 & 15]) == 63);
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    g_check += acc;
}

static int rec_140(int depth, int *pa0, const char *ta1)
{
    int x0;
    int x1;
    int x2 = (gi8 + gi7) & 0xFFFF;
    unsigned u0 = 3045u;
    long w0;
    char ch0 = 'd';
    int *p0 = &gi10;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    x0 = 53;
    x1 = (~gi8) & 0xFFFF;
    w0 = ((u0 == gobjs[1].in.b) ? gi9 : gobj.in.a) & 0xFFFF;
    calls++;
    u0 ^= (unsigned)probe_150(&gobj.vals[0], 33);
    x1 = rec_140(depth - 1, &gobjs[41 & 1].in.a, "beta38");
    x1 = gsp->op(gops[gi9 & 3](w0, 34) % ((*p0 & 7) + 1), gi0);
    acc = acc * 31u + (unsigned)depth + (unsigned)*pa0 + (unsigned)ta1[0] + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int merge_141(struct outer *sa0, const char *ta1)
{
    int x0;
    int x1 = (~g_input) & 0xFFFF;
    int x2 = gbuf[0];
    unsigned u0 = 6570u;
    char ch0 = 'e';
    int arr0[4] = {33, 17, 46, 6};
    char buf0[32] = "kappa";
    int *p0 = &gi8;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[gi0 & 1];
    binop_fn fn0 = gops[gc4 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = gi1 & 0xFFFF;
    calls++;
    i = 0;
    while (i < 4) {
        x0 = (gi9 ^ ch0) % (((int)(906u & 0xFFFFu) & 7) + 1);
        x1 |= 3 & 255;
        i++;
    }
    if (42 != 34) {
        goto done;
    }
    scan_151(gu11, **gpp & 0xFFFF, (char)(x0 & 127), gbuf);
    x0--;
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)ta1[0] + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[3] + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static int fold_142(unsigned ua0)
{
    int x0 = (gsp->id + gobj.id) & 0xFFFF;
    int x1 = (gc2 - gi7) & 0xFFFF;
    int x2 = g_seed & 0xFFFF;
    unsigned u0 = gu11 * (unsigned)16;
    char ch0 = 'd';
    int arr0[4] = {34, 6, 45, 30};
    int *p0 = &gi3;
    binop_fn fn0 = gsp->op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    memset(garr0, 0, sizeof(garr0));
    if ((g_seed & 7) == 6) {
        x1 = shift_152(gi5 & 0xFFFF);
        *gptrs[gc2 & 1] = abs(gi0) & 0xFFFF;
    } else {
        x0 = shift_143(&gi1);
        mix_144((gi1 + gbuf[gi9 & 15]) & 0xFFFF, gobj.vals[gc4 & 3] & 0xFFFF);
    }
    x1 -= (((g_seed % 3) != 1) ? garr1[gi3 & 15] : gi7) & 63;
    for (i = 0; i < 8; i += 2) {
        ch0 = (char)(((int)(ua0 & 0xFFFFu) & (gi5 & gobj.id)) & 127);
    }
    x2 -= 25;
    if ((int)(gsp->in.b & 0xFFFFu) > (int)strlen(gbuf)) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int shift_143(int *pa0)
{
    int x0 = (gbuf[gi10 & 15] & gsp->in.a) & 0xFFFF;
    int x1 = gi8 & 0xFFFF;
    int x2 = (*gp * 3) >= 3;
    unsigned u0 = (unsigned)garr0[gi3 & 15];
    unsigned u1 = gobjs[gi6 & 1].in.b ^ (unsigned)gi3;
    int arr0[16] = {46, 47, 44, 3, 50, 34, 28, 25};
    struct outer obj0 = {53, {28, 987u}, &ginner, op_2, {14, 30, 0, 18}, "delta"};
    int *p0 = &x2;
    int *p1 = p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 >>= 5;
    switch (u0 % 5u) {
    case 0:
        x1 = mix_153(&gobj.in.a);
        break;
    case 2:
        update_149((char)(gi6 & 127), *p1 & 0xFFFF, gu11 % (336u | 1u));
        u1 -= gu11 ^ (u1 >> 6);
        /* fall through */
    case 3:
        obj0.pin = &obj0.in;
        break;
    default:
        p0 = gptrs[0];
        break;
    }
    if ((g_seed > 39) || ((atoi("93") + obj0.id) < gsp->id)) {
        x2 = update_146(gobjs[gc2 & 1].in.a & 0xFFFF);
        u1 ^= (unsigned)gops[gi6 & 3]((((15 + g_input) <= 45) ? x2 : gsp->vals[3]) & 0xFFFF, gi7);
        gbuf[gi9 & 15] = (char)('a' + (gi1 & 15));
        *p0 = gsp->tag[gi0 & 7] - (gc2 & gc4);
    }
    gobj.in.b *= 3u;
    p1 = &x1;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)arr0[15] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void mix_144(long la0, int a1)
{
    int x0 = garr0[gi0 & 15] & 0xFFFF;
    int x1 = garr0[gi5 & 15] & 0xFFFF;
    unsigned u0 = gu11 + (unsigned)gobj.in.a;
    long w0 = (gi8 ^ garr1[8]) & 0xFFFF;
    int *p0 = &gi6;
    int **pp0 = &p0;
    struct outer *sp0 = &gobj;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = abs(g_seed) & 0xFFFF;
    gpp = &gptrs[gc2 & 1];
    acc = acc * 31u + (unsigned)la0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i;
    g_check += acc;
}

static int update_145(unsigned ua0, struct outer *sa1, int a2, struct outer *sa3)
{
    int x0 = garr1[9] & 0xFFFF;
    int x1 = ((gsp->id < *gptrs[a2 & 1]) ? garr0[3] : gobjs[gi5 & 1].in.a) & 0xFFFF;
    int x2;
    unsigned u0 = ua0;
    char buf0[32] = "kappa";
    int *p0 = &gi8;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = x1 & 0xFFFF;
    update_149((char)(gi5 & 127), abs(gi8) & 0xFFFF, ~gu11);
    x1 = garr1[g_seed & 15] & 0xFFFF;
    a2 = fold_155((int)(489u & 0xFFFFu), *p0 & 0xFFFF, gmsg);
    x1 = update_154("gamma60", (x2 + sp0->in.a) & 0xFFFF, gsp);
    if (((gi5 | gsp->pin->a) < 60) || ((a2 | gi5) >= 52)) {
        if (gu11 == 278u) {
            u0 *= 40503u;
        }
    }
    x2 = ((*gp / (**gpp | 1)) & 0xFFFF) >> 4;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)sa1->id + (unsigned)a2 + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int update_146(int a0)
{
    int x0 = (g_input > 52) ? gsp->op(6, gi3) : gc4;
    int x1 = (-gi6) & 0xFFFF;
    unsigned u0 = (unsigned)5 * gu11;
    char ch0 = 'g';
    char buf0[32] = "beta";
    int *p0 = &gi5;
    binop_fn fn0 = gsp->op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a0 = (int)(update_156(gi6 & 0xFFFF, &garr1[0], gsp, (garr0[gi8 & 15] + atoi("84")) & 0xFFFF) & 0xFFFFu);
    u0 -= gobjs[0].in.b * (gobjs[x1 & 1].in.b << 6);
    update_149((char)(gi0 & 127), (garr0[x1 & 15] * 4) & 0xFFFF, (unsigned)g_seed);
    x1++;
    gsp->in.b &= (325u % (gobjs[0].in.b | 1u)) + ((unsigned)*p0 / (596u | 1u));
    ++a0;
    a0 += 39 & 63;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)ch0;
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int merge_147(long la0, long la1)
{
    int x0 = (garr1[gi8 & 15] - gsp->pin->a) & 0xFFFF;
    int x1;
    unsigned u0 = 1843u;
    long w0 = gsp->in.a & 0xFFFF;
    int arr0[16] = {48, 50, 4, 1, 32, 25, 3, 8};
    char buf0[32] = "alpha";
    int *p0 = gptrs[22 & 1];
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (gi8 + la1) & 0xFFFF;
    u0 ^= (unsigned)scan_157(g_input > 22, gbuf, gp);
    w0 = fold_155(g_seed & 0xFFFF, gu11 < 498u, gbuf);
    acc = acc * 31u + (unsigned)la0 + (unsigned)la1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int merge_148(int *pa0, int a1, long la2, int a3)
{
    int x0 = gi0 & 0xFFFF;
    int x1 = *gp & 0xFFFF;
    int x2 = gops[1](gi7, gc2);
    unsigned u0 = gu11;
    char ch0 = 'b';
    struct outer obj0 = {75, {80, 277u}, &ginner2, op_5, {46, 11, 8, 9}, "sigma"};
    int *p0 = gptrs[0];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x1 /= garr0[4] | 1;
    x1 += 28;
    gobj.in = gobjs[1].in;
    gi6 = ((int)((unsigned)ch0 & 0xFFFFu) + (garr1[gi0 & 15] - g_input)) & 0xFFFF;
    {
        char sb_1[32];
        size_t sl_1 = 0;
        memset(sb_1, 0, sizeof(sb_1));
        strcpy(sb_1, gbuf);
        sl_1 = strlen(sb_1);
        if (sl_1 > 2u && strcmp(sb_1, gmsg) != 0) {
            sb_1[sl_1 - 1u] = (char)('a' + (gi3 & 15));
        }
        memcpy(gbuf, sb_1, sl_1 + 1u);
        x1 = (x1 + ((int)sl_1 + sb_1[g_input & 15])) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)la2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static void update_149(char ca0, int a1, unsigned ua2)
{
    int x0 = (-gobj.id) & 0xFFFF;
    int x1 = (gi8 - **gpp) <= 58;
    unsigned u0 = gobjs[gi7 & 1].in.b;
    int *p0 = &gi5;
    struct outer *sp0 = gsp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    gpp = &gptrs[gc4 & 1];
    gpp = &gptrs[x1 & 1];
    if (x0 != *p0) {
        a1 = mix_158(&gobj, 25);
    } else {
        *gp = (35 - garr0[gi1 & 15]) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)ca0 + (unsigned)a1 + (unsigned)ua2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i;
    g_check += acc;
}

int probe_150(int *pa0, int a1)
{
    int x0 = garr1[a1 & 15] & 0xFFFF;
    int x1 = (gi9 | gobj.id) & 0xFFFF;
    int x2 = (gops[2](45, x1) + *gp) & 0xFFFF;
    unsigned u0 = 347u - (unsigned)gobjs[1].vals[a1 & 3];
    long w0 = ((g_input < 31) ? *pa0 : gi6) & 0xFFFF;
    int arr0[8] = {21, 0, 40, 18, 9, 15, 32, 5};
    int *p0 = gp;
    struct outer *sp0 = &gobjs[gi9 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    gobj.op = op_2;
    if ((*p0 + gi8) <= 18) {
        w0 = gops[1](44 & 39, x2);
        a1 = ((g_seed * 7) + (pa0 != gp)) & 0xFFFF;
    }
    x2 = (((g_seed & 7) == 1) ? g_seed : gi9) < garr0[11];
    x2 = (((g_input % 3) != 1) - (garr0[0] + 8)) & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

void scan_151(unsigned ua0, int a1, char ca2, const char *ta3)
{
    int x0 = (gi6 | **gpp) & 0xFFFF;
    int x1 = (garr1[gi7 & 15] + gobj.tag[gi6 & 7]) & 0xFFFF;
    int x2 = *gp & 0xFFFF;
    unsigned u0 = 193u;
    char buf0[32] = "gamma";
    int *p0 = &gsp->in.a;
    int *p1 = &gi8;
    int *q0 = &gi7;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = check_161((unsigned)g_input, gptrs[gi10 & 1], p0);
    x0 = check_160((int)(ua0 & 0xFFFFu));
    for (i = 0; i < 6; i++) {
        x0 = gops[gi10 & 3]((g_seed & gobj.in.a) & 0xFFFF, 60);
        x1 = update_159(&gobjs[(i + 1) % 2]);
    }
    x0 += 21;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)a1 + (unsigned)ca2 + (unsigned)ta3[0] + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int shift_152(int a0)
{
    int x0 = gi7 & 0xFFFF;
    int x1 = (~gi7) & 0xFFFF;
    int x2 = (*gp + 10) & 0xFFFF;
    unsigned u0 = (unsigned)gi6 | gu11;
    int *p0 = &gi3;
    int *q0 = &x0;
    struct outer *sp0 = gsp;
    binop_fn fn0 = gops[14 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    merge_162(op_3, 217u >> 3, &gi1, 20);
    {
        int *hp_1 = (int *)malloc(5 * sizeof(int));
        if (hp_1 != NULL) {
            int t_1 = 0;
            for (t_1 = 0; t_1 < 5; t_1++) {
                hp_1[t_1] = ((garr1[gi5 & 15] * 6) + t_1) & 255;
            }
            hp_1[4] = (garr0[2] / (gi6 | 1)) & 0xFFFF;
            u0 ^= (unsigned)hp_1[(gi9 & 7) % 5];
            free(hp_1);
        }
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static long mix_153(int *pa0)
{
    int x0 = (gops[g_seed & 3](g_input, g_seed) + gobjs[gc4 & 1].tag[g_input & 7]) & 0xFFFF;
    int x1;
    int x2;
    unsigned u0 = 183u | 482u;
    int *p0 = &gi0;
    int *p1 = &gi5;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x1 = (~x0) & 0xFFFF;
    x2 = gi7 & 0xFFFF;
    calls++;
    x1 = apply_163(&gi5, (**pp0 - *p0) & 0xFFFF);
    if (((g_seed % 3) != 1) || (strcmp("omega28", "omega15") != 0)) {
        x0 -= (gi1 + gobjs[x0 & 1].id) & 63;
    }
    for (i = 0; i < 5; i++) {
        x2 = (((int)sizeof(gbuf) + gi8) * 7) & 0xFFFF;
        p1 = &gobj.vals[gi7 & 3];
        gobjs[i % 2].vals[(i + 4) % 4] = ((gi5 / (gobjs[i % 2].id | 1)) + (garr1[i % 16] + *pa0)) & 0xFFFF;
    }
    gsp->op = gops[3];
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (long)(acc & 0xFFFFu);
}

static int update_154(const char *ta0, long la1, struct outer *sa2)
{
    int x0 = strcmp(ta0, ta0) < 0;
    int x1 = gi7 & 0xFFFF;
    int x2 = (((g_input % 3) != 2) ? gi5 : g_seed) & 0xFFFF;
    unsigned u0 = 3753u;
    int arr0[16] = {3, 39, 3, 28, 27, 11, 8, 3};
    int *p0 = gp;
    int **pp0 = &p0;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    u0 ^= (unsigned)check_160((~gi5) & 0xFFFF);
    x2 -= 10;
    x2 -= gc4 & 63;
    *gptrs[x0 & 1] = (((gp == p0) ? 44 : 15) - (garr0[x2 & 15] & x2)) & 0xFFFF;
    x1 &= garr0[x2 & 15] & 0xFFFF;
    {
        char sb_1[32];
        size_t sl_1 = 0;
        memset(sb_1, 0, sizeof(sb_1));
        strcpy(sb_1, gmsg);
        sl_1 = strlen(sb_1);
        if (sl_1 > 2u && strcmp(sb_1, "gamma14") != 0) {
            sb_1[sl_1 - 1u] = (char)('a' + (la1 & 15));
        }
        strcpy(gbuf, sb_1);
        u0 ^= (unsigned)((int)sl_1 + sb_1[x1 & 15]);
    }
    la1 = fold_164(&gi0);
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)la1 + (unsigned)sa2->id + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int fold_155(int a0, int a1, const char *ta2)
{
    int x0 = **gpp & 0xFFFF;
    int x1 = (garr1[14] - garr1[12]) & 0xFFFF;
    int x2 = gc4;
    unsigned u0;
    int arr0[8] = {41, 10, 11, 23, 10, 23, 22, 3};
    int *p0 = &gi3;
    int *p1 = gptrs[gi7 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = 5106u;
    calls++;
    p0 = p1;
    i = 0;
    do {
        u0 &= (unsigned)(*gptrs[(i + 5) % 2] | 13);
        x1 -= (gi3 + garr0[i & 15]) & 63;
        u0++;
        x1 = gops[(i + 5) % 4](i, gi8);
        i += 1;
    } while (i < 5);
    u0 <<= 2;
    if (((gops[41 & 3](x0, gc2) & 0xFFFF) >> 4) != 52) {
        gsp->in = gobj.in;
    } else {
        u0++;
        x0 = ((((g_input & 7) == 5) ? gsp->id : gi1) <= *p0) ? gsp->op(g_seed, gi3) : ((gobjs[1].op(37, gi3) + *gp) & 0xFFFF);
    }
    a0 = (int)((unsigned)x2 & 0xFFFFu);
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)ta2[0] + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned update_156(int a0, int *pa1, struct outer *sa2, int a3)
{
    int x0 = (gbuf[gc2 & 15] & garr0[gi9 & 15]) & 0xFFFF;
    int x1 = (sa2->in.a / (gi1 | 1)) & 0xFFFF;
    unsigned u0 = gobj.in.b << 2;
    int arr0[16] = {20, 36, 13, 49, 50, 33, 6, 15};
    char buf0[32] = "sigma";
    int *p0 = &x1;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    calls++;
    x1 = mix_166(abs(g_seed) & 0xFFFF, gptrs[gi8 & 1], ((g_seed > 38) ? gi6 : x0) & 0xFFFF, buf0);
    x0 = ((g_seed & 7) == 4) - ((garr0[gi1 & 15] | gc2) > 11);
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)sa2->id + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + calls;
    return acc;
}

static long scan_157(int a0, const char *ta1, int *pa2)
{
    int x0 = (int)(gsp->in.b & 0xFFFFu);
    int x1 = ((gu11 >= 70u) ? *gptrs[gc2 & 1] : **gpp) & 0xFFFF;
    int x2 = gi7 & 0xFFFF;
    unsigned u0 = (unsigned)*pa2;
    int *p0 = &garr1[gc4 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    calls++;
    x2 = gops[a0 & 3](gobj.in.a & 0xFFFF, g_input);
    x1 = ((((gp == pa2) ? **gpp : *p0) & 0xFFFF) ^ ((*p0 * 5) & 0xFFFF)) & 0xFFFF;
    u0 >>= 4;
    *pa2 ^= *gptrs[g_seed & 1] & 255;
    if ((*gp <= 29) && (g_seed < 70)) {
        u0 ^= (unsigned)gops[gc4 & 3](garr1[x0 & 15] & 0xFFFF, g_seed);
        gsp = &gobj;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)ta1[0] + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (long)(acc & 0xFFFFu);
}

static long mix_158(struct outer *sa0, int a1)
{
    int x0 = (garr1[g_input & 15] ^ gi1) & 0xFFFF;
    int x1 = (g_input / (gobjs[a1 & 1].id | 1)) & 0xFFFF;
    unsigned u0 = gu11 | gu11;
    int *p0 = gptrs[gi5 & 1];
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x1 = apply_168((unsigned)20, gops[x0 & 3], gsp, (34 + gi0) & 0xFFFF);
    x1 = merge_167((32 - *gp) & 0xFFFF, &gi9, (gi0 + *p0) & 0xFFFF);
    gu11 <<= 7;
    gp = gptrs[gi0 & 1];
    if ((gbuf[gi6 & 15] + gi10) >= 24) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int update_159(struct outer *sa0)
{
    int x0;
    int x1 = garr0[11] & 0xFFFF;
    unsigned u0 = 853u;
    int arr0[16] = {44, 33, 10, 10, 41, 1, 37, 16};
    int *p0 = &gi9;
    int *q0 = NULL;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (g_input % 3) != 0;
    x1 = g_input & 0xFFFF;
    for (i = 0; i < 2; i++) {
        x1 -= (~23) & 63;
        gbuf[(i + 3) % 16] = (char)('a' + (x0 & 15));
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[15];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static long check_160(int a0)
{
    int x0;
    int x1 = (gops[7 & 3](a0, gi1) & **gpp) & 0xFFFF;
    unsigned u0 = 141u | 629u;
    long w0 = (a0 - garr1[g_seed & 15]) & 0xFFFF;
    int *p0 = gp;
    struct outer *sp0 = gsp;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x0 = -gobj.tag[gi10 & 7];
    calls++;
    x0 = walk_170(&a0, 414u >> 2, u0 - sp0->in.b, (g_seed & 7) == 5);
    u0 &= (gu11 % (u0 | 1u)) * (u0 >> 6);
    x1 ^= gi9 & 255;
    x0 = (p0 == gp) ? ((gc4 + gobjs[gi5 & 1].in.a) & 0xFFFF) : ((**gpp - gbuf[g_seed & 15]) & 0xFFFF);
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)w0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i + calls;
    return (long)(acc & 0xFFFFu);
}

int check_161(unsigned ua0, int *pa1, int *pa2)
{
    int x0 = (garr1[7] & garr0[gi5 & 15]) & 0xFFFF;
    int x1 = (gsp->vals[gi10 & 3] + *pa1) & 0xFFFF;
    unsigned u0 = gu11;
    int arr0[4] = {30, 48, 2, 36};
    char buf0[32] = "zeta";
    struct outer obj0 = {17, {73, 184u}, &ginner, op_1, {35, 19, 30, 21}, "gamma"};
    int *p0 = gptrs[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    fold_165((int)(gsp->in.b & 0xFFFFu), p0, "beta42", (obj0.op(gi9, 11) - gi3) & 0xFFFF);
    gptrs[gc4 & 1] = &gi10;
    if (!((gobj.op(g_seed, gi7) - x0) == 5)) {
        obj0.in.b <<= 1;
    }
    acc = acc * 31u + (unsigned)ua0 + (unsigned)*pa1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)buf0[0] + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void merge_162(binop_fn fa0, unsigned ua1, int *pa2, int a3)
{
    int x0 = (*gp ^ gsp->vals[gi0 & 3]) & 0xFFFF;
    int x1 = a3 & 0xFFFF;
    int x2 = (int)(gobj.in.b & 0xFFFFu);
    unsigned u0 = 7878u;
    int arr0[16] = {45, 20, 23, 13, 18, 16, 36, 38};
    char buf0[32] = "zeta";
    int *p0 = &garr0[gi3 & 15];
    int *q0 = NULL;
    int **pp0 = &p0;
    binop_fn fn0 = fa0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x2 = (int)(gobjs[gi7 & 1].in.b & 0xFFFFu);
    if ((g_seed % 3) != 0) {
        x1 -= (-arr0[gi0 & 15]) & 63;
        a3 += 13;
        x0 = (gi0 - gi5) & 19;
    }
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)ua1 + (unsigned)*pa2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)buf0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    g_check += acc;
}

static int apply_163(int *pa0, int a1)
{
    int x0 = (int)((unsigned)41 & 0xFFFFu);
    int x1 = (((garr0[gi7 & 15] / (gc2 | 1)) < **gpp) ? 61 : gi9) & 0xFFFF;
    int x2;
    unsigned u0 = 480u + gu11;
    int *p0 = &gi8;
    int **pp0 = &p0;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = g_input & 0xFFFF;
    x0 ^= (gc2 + gi6) & 255;
    if ((gobjs[gi6 & 1].in.a < 58) || (g_input >= sp0->in.a)) {
        a1 = ((g_input < 22) ? (garr1[gi0 & 15] * 8) : (sp0->id - **pp0)) & 0xFFFF;
        u0 ^= (unsigned)gops[g_seed & 3]((gops[27 & 3](g_seed, 38) + a1) & 0xFFFF, gi8);
    }
    x2 = (u0 > 580u) ? (26 * 9) : ((g_seed ^ gi5) & 0xFFFF);
    x0 &= 7 & 0xFFFF;
    x0 = ((**gpp + garr0[11]) & garr1[33 & 15]) & 0xFFFF;
    scan_171(&gobjs[0], gsp->op);
    --x0;
    a1 += (a1 ^ 27) & 63;
    *p0 = (g_input + (int)(u0 & 0xFFFFu)) & 0xFFFF;
    x1 %= (gobj.in.a & 7) + 1;
    **gpp = (((g_seed & 7) == 7) ? (g_input - *pa0) : a1) & 0xFFFF;
    gi1 = (~(garr0[gi9 & 15] - gobj.id)) & 0xFFFF;
    a1 = (28 + gbuf[g_input & 15]) * 4;
    for (i = 5; i > 0; i--) {
        x0 = (int)((u0 << 2) & 0xFFFFu);
        x2 = ((garr1[i % 16] ^ gi8) == garr0[12]) ? gc2 : (x1 & 0xFFFF);
    }
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int fold_164(int *pa0)
{
    int x0 = (54 + gi8) & 0xFFFF;
    int x1;
    int x2 = garr0[12] & 0xFFFF;
    unsigned u0 = 2887u;
    int *p0 = &gi3;
    int *p1 = &gobjs[gi3 & 1].in.a;
    int *q0 = NULL;
    struct outer *sp0 = gsp;
    binop_fn fn0 = op_2;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (gobjs[0].vals[gi6 & 3] - gobj.id) & 0xFFFF;
    fold_173(&gobjs[gi7 & 1], &garr0[0], sp0, (unsigned)garr0[gi3 & 15]);
    for (i = 0; i < 5; i++) {
        q0 = NULL;
        x1 &= gi6 & 0xFFFF;
    }
    if (strcmp("iota21", "omega81") == 0) {
        goto done;
    }
    u0 *= 31u;
    x2 = ((((q0 != NULL ? *q0 : 0) - x0) >= g_seed) ? (fn0(32, x0) + garr1[57 & 15]) : (*p0 == 63)) & 0xFFFF;
    x0 = (((q0 != NULL) ? gobj.pin->a : gops[g_seed & 3](30, g_seed)) >= 15) && (strcmp(gmsg, gmsg) > 0);
    u0 &= gsp->in.b | gobjs[gi9 & 1].in.b;
    x0 = (gu11 < 385u) ? (40 % ((gobj.pin->a & 7) + 1)) : ((g_seed & 7) == 0);
    x1 -= sp0->in.a & 63;
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)sp0->id + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void fold_165(int a0, int *pa1, const char *ta2, int a3)
{
    int x0 = (g_input ^ gi8) & 0xFFFF;
    int x1 = gc4 % ((*gptrs[gi0 & 1] & 7) + 1);
    unsigned u0 = gu11 | gu11;
    long w0 = (int)(u0 & 0xFFFFu);
    int arr0[4] = {36, 32, 1, 34};
    int *p0 = &gobjs[15 & 1].vals[gi1 & 3];
    int *q0 = &gi9;
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    calls++;
    a0 = check_169(gsp->pin->a & 0xFFFF, (g_seed & 7) == 0, &gobj, gmsg);
    x1 = apply_175(&gobj.id, (char)(gi10 & 127), gsp->in.b, 41);
    if (q0 == NULL) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)ta2[0] + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)sp0->id + (unsigned)i + (unsigned)j + calls;
    g_check += acc;
}

static int mix_166(int a0, int *pa1, int a2, const char *ta3)
{
    int x0 = *pa1 & 0xFFFF;
    int x1;
    int x2 = (int)(gobj.in.b & 0xFFFFu);
    unsigned u0 = gu11 & gu11;
    int *p0 = &garr1[30 & 15];
    int *p1 = *gpp;
    int *q0 = &garr0[a0 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (gi9 - gi9) & 0xFFFF;
    gobjs[g_seed & 1].vals[g_seed & 3] = (gobjs[1].vals[7 & 3] + 8) & 0xFFFF;
    a0 = strcmp(gbuf, gbuf) < 0;
    a2 = ((~a0) * 4) & 0xFFFF;
    u0 = gobjs[0].in.b;
    i = 0;
    do {
        x1 = (x2 * 6) & 0xFFFF;
        i += 1;
    } while (i < 5);
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)a2 + (unsigned)ta3[0] + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int merge_167(long la0, int *pa1, int a2)
{
    int x0 = gi10 & 0xFFFF;
    int x1 = *gptrs[a2 & 1] & 0xFFFF;
    int x2 = gsp->vals[la0 & 3] & 0xFFFF;
    unsigned u0 = 3499u;
    char ch0 = 'b';
    int arr0[16] = {15, 32, 19, 36, 30, 21, 40, 39};
    int *p0 = &garr1[gc4 & 15];
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
    for (i = 0; i < 4; i++) {
        gobj.pin = &ginner;
    }
    a2 = (int)(fold_172((-gobjs[gi7 & 1].in.a) & 0xFFFF, (unsigned)*pa1, gsp->vals[ch0 & 3] % ((gsp->tag[5] & 7) + 1)) & 0xFFFFu);
    gobjs[a2 & 1].in.b ^= (unsigned)(13 % ((g_seed & 7) + 1));
    u0 ^= (unsigned)merge_176(35, (char)(gi7 & 127), gptrs[27 & 1], gsp->tag[57 & 7]);
    gptrs[gc4 & 1] = gp;
    u0 += (unsigned)garr0[58 & 15] + (u0 ^ 153u);
    fn0 = gobjs[1].op;
    acc = acc * 31u + (unsigned)la0 + (unsigned)*pa1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int apply_168(unsigned ua0, binop_fn fa1, struct outer *sa2, int a3)
{
    int x0 = (~*gp) & 0xFFFF;
    int x1 = (~g_seed) != 64;
    unsigned u0;
    char ch0 = 'a';
    char buf0[32] = "omega";
    int *p0 = gp;
    int *p1 = *gpp;
    struct outer *sp0 = &gobjs[1];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = gu11;
    a3 = scan_177(fa1, buf0, (char)(g_input & 127));
    *p0 = ((gsp->id + 49) & garr1[4]) & 0xFFFF;
    sp0->in = sa2->in;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)fa1(1, 2) + (unsigned)sa2->id + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)ch0 + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)sp0->id + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int check_169(int a0, int a1, struct outer *sa2, const char *ta3)
{
    int x0 = (g_input / (garr1[gi6 & 15] | 1)) & 0xFFFF;
    int x1 = (49 + gi10) & 0xFFFF;
    unsigned u0 = ~gu11;
    int *p0 = &gobjs[gc4 & 1].id;
    int *p1 = gptrs[0];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (int)(walk_178(&gi0) & 0xFFFFu);
    if (gp == p1) {
        goto done;
    }
    a1++;
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)sa2->id + (unsigned)ta3[0] + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int walk_170(int *pa0, unsigned ua1, unsigned ua2, int a3)
{
    int x0 = (gi8 ^ g_input) & 0xFFFF;
    int x1;
    unsigned u0 = 9835u;
    long w0 = gobj.id & 0xFFFF;
    const char *msg0 = "iota-816";
    int *p0 = &garr1[gi5 & 15];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (g_input & 7) == 4;
    ua2 ^= (unsigned)scan_179(&gobjs[gc4 & 1], (~x0) & 0xFFFF, &gi6);
    a3 = scan_174(*gpp, pa0, gobj.in.a & 0xFFFF);
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ua1 + (unsigned)ua2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)w0 + (unsigned)msg0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static void scan_171(struct outer *sa0, binop_fn fa1)
{
    int x0 = gobj.vals[gi5 & 3] & 0xFFFF;
    int x1 = sa0->pin->a & 0xFFFF;
    int x2;
    unsigned u0;
    int *p0 = gp;
    int *q0 = &garr1[gi1 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x2 = x1 & 0xFFFF;
    u0 = gu11 & gobj.in.b;
    calls++;
    x0 = ((gc4 + sa0->id) <= 53) ? ((*gp + *p0) & 0xFFFF) : ((*gptrs[56 & 1] / (gi5 | 1)) & 0xFFFF);
    ++x2;
    x2 = (int)(walk_180(&gi0, gptrs[1], (23 + (q0 != NULL ? *q0 : 0)) & 0xFFFF) & 0xFFFFu);
    gsp->in.a = gsp->pin->a & 0xFFF;
    u0 -= u0 * (gobjs[x0 & 1].in.b % ((unsigned)51 | 1u));
    if (((-garr0[gi0 & 15]) != 21) || (gu11 > 469u)) {
        gobjs[x0 & 1].tag[44 & 3] = (char)('a' + (x1 & 15));
        u0 += apply_181(gsp->in.a & 0xFFFF, (sa0->vals[x1 & 3] - gsp->pin->a) & 0xFFFF, ((q0 != NULL ? *q0 : 0) + x0) & 0xFFFF, op_3);
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)fa1(1, 2) + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    g_check += acc;
}

static unsigned fold_172(int a0, unsigned ua1, int a2)
{
    int x0 = garr0[13] & 0xFFFF;
    int x1 = (int)(gobj.in.b & 0xFFFFu);
    unsigned u0 = ua1;
    int arr0[8] = {28, 11, 3, 42, 32, 37, 31, 25};
    const char *msg0 = "gamma-922";
    int *p0 = &arr0[7];
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    update_182(&gobjs[0], gp, gptrs[x1 & 1]);
    x1 = gobj.op(gsp->in.a & 0xFFFF, gi7);
    a2 = ((x1 ^ **gpp) - garr1[4]) & 0xFFFF;
    x0 = scan_174(p0, &gsp->id, (((((q0 != NULL ? *q0 : 0) > 51) ? (q0 != NULL ? *q0 : 0) : gi10) != gi9) ? g_seed : garr1[gi9 & 15]) & 0xFFFF);
    x1 = (**gpp % ((gbuf[x0 & 15] & 7) + 1)) - (9 & gc4);
    acc = acc * 31u + (unsigned)a0 + (unsigned)ua1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return acc;
}

static void fold_173(struct outer *sa0, int *pa1, struct outer *sa2, unsigned ua3)
{
    int x0 = g_seed & 0xFFFF;
    int x1 = (**gpp & gbuf[x0 & 15]) & 0xFFFF;
    int x2 = g_input < 51;
    unsigned u0 = gu11;
    int arr0[16] = {39, 4, 0, 13, 13, 27, 20, 25};
    char buf0[32] = "iota";
    int *p0 = &sa2->in.a;
    int *p1 = gp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    *p0 = 25;
    *pa1 ^= *pa1 & 255;
    x2 = check_183(&x1, g_seed & 0xFFFF, g_seed & 0xFFFF, &garr0[40 & 15]);
    gi5 &= (sa0->vals[gi3 & 3] + 31) & 0xFFFF;
    x2 = ((gi7 > 42) && ((g_input & 7) == 3)) ? ((garr0[11] + gi10) & 0xFFFF) : (x1 & 0xFFFF);
    i = 0;
    while (i < 4) {
        x1 = u0 <= 375u;
        i++;
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)*pa1 + (unsigned)sa2->id + (unsigned)ua3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)buf0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int scan_174(int *pa0, int *pa1, int a2)
{
    int x0 = (gi6 * 6) & 0xFFFF;
    int x1 = (gi6 + gc2) & 0xFFFF;
    int x2 = (gi1 * 2) & 0xFFFF;
    unsigned u0 = 5701u;
    long w0 = (garr0[10] - a2) & 0xFFFF;
    int arr0[4] = {8, 12, 7, 42};
    int *p0 = &garr1[gi6 & 15];
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    for (i = 0; i < 12; i += 2) {
        x2 = a2 >= 57;
        x1 = ((gi6 % ((**gpp & 7) + 1)) + *gptrs[gi6 & 1]) & 0xFFFF;
    }
    gobj.op = gops[g_seed & 3];
    u0 >>= 3;
    gobjs[27 & 1].op = op_0;
    gbuf[gi7 & 15] = (char)('a' + (gi6 & 15));
    x0 += 25;
    u0 = 219u;
    w0 = *p0 <= 13;
    p0 = &garr0[8 & 15];
    *gpp = &gi1;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int apply_175(int *pa0, char ca1, unsigned ua2, int a3)
{
    int x0 = g_input < 47;
    int x1 = (-x0) & 0xFFFF;
    int x2;
    unsigned u0 = ua2 << 6;
    int *p0 = &gi8;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = (garr0[6] | gsp->pin->a) & 0xFFFF;
    calls++;
    x1 = g_input > 2;
    {
        struct node *head_1 = NULL;
        struct node *cur_1 = NULL;
        int t_1 = 0;
        for (t_1 = 0; t_1 < 2; t_1++) {
            struct node *node_1 = (struct node *)malloc(sizeof(struct node));
            if (node_1 == NULL) {
                break;
            }
            node_1->val = (gops[gi10 & 3](gi8, gi1) + t_1) & 0xFFFF;
            node_1->next = head_1;
            head_1 = node_1;
        }
        for (cur_1 = head_1; cur_1 != NULL; cur_1 = cur_1->next) {
            x2 = (x2 + cur_1->val) & 0xFFFF;
        }
        while (head_1 != NULL) {
            cur_1 = head_1->next;
            free(head_1);
            head_1 = cur_1;
        }
    }
    ua2 ^= (unsigned)rec_185((39 & 3), (char)(gi8 & 127));
    merge_184(gi5 % ((gi10 & 7) + 1), gi3 & 0xFFFF, ((g_input & 7) == 5) ? 8 : 49, &gobj);
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ca1 + (unsigned)ua2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int merge_176(int a0, char ca1, int *pa2, int a3)
{
    int x0 = garr0[gi10 & 15] & 0xFFFF;
    int x1 = (int)(gsp->in.b & 0xFFFFu);
    int x2 = (x0 | gsp->id) & 0xFFFF;
    unsigned u0 = gu11 + (unsigned)gsp->pin->a;
    char ch0 = 'd';
    int arr0[4] = {33, 48, 44, 29};
    struct outer obj0 = {43, {62, 581u}, &ginner, op_2, {25, 12, 5, 42}, "iota"};
    int *p0 = pa2;
    int *p1 = &garr0[gi5 & 15];
    int *q0 = &garr0[gc4 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a3 += 42;
    x1 = (int)(walk_178(&gobjs[a3 & 1].vals[0]) & 0xFFFFu);
    x0 = check_183(&x0, gobj.in.a & 0xFFFF, (x2 + gobjs[x2 & 1].tag[g_input & 7]) & 0xFFFF, &gi8);
    if (((g_input % 3) != 1) || (u0 <= 571u)) {
        for (i = 0; i < 8; i += 2) {
            gobj.tag[0] = (char)('a' + (i & 15));
            u0 = (unsigned)*gptrs[i % 2];
        }
    }
    u0 <<= 2;
    a3 = (g_input > 17) ? ((garr0[2 & 15] - (q0 != NULL ? *q0 : 0)) & 0xFFFF) : ((gsp->id / (garr1[12] | 1)) & 0xFFFF);
    acc = acc * 31u + (unsigned)a0 + (unsigned)ca1 + (unsigned)*pa2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[3];
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int scan_177(binop_fn fa0, const char *ta1, char ca2)
{
    int x0 = (gsp->op(gi10, g_seed) * 9) & 0xFFFF;
    int x1 = (*gp + *gp) & 0xFFFF;
    unsigned u0 = 8663u;
    int arr0[16] = {7, 19, 7, 24, 6, 14, 28, 46};
    int *p0 = *gpp;
    int *q0 = NULL;
    binop_fn fn0 = gops[2];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 += probe_187(gobj.op, gobjs[gc4 & 1].pin->a & 0xFFFF, (36 + gi1) & 0xFFFF);
    x1 = gsp->pin->a & 0xFFFF;
    *gp = (((gi5 + g_input) & 0xFFFF) * 8) & 0xFFFF;
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)ta1[0] + (unsigned)ca2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static unsigned walk_178(int *pa0)
{
    int x0 = *gp & 0xFFFF;
    int x1 = (-garr1[gc4 & 15]) & 0xFFFF;
    int x2 = ((garr1[7] <= (int)strlen(gmsg)) ? *gp : g_seed) & 0xFFFF;
    unsigned u0 = gobj.in.b & (unsigned)x1;
    unsigned u1 = (unsigned)60 & u0;
    long w0 = 27 & gobj.id;
    char buf0[32] = "delta";
    struct outer obj0 = {2, {85, 21u}, &obj0.in, op_5, {25, 30, 1, 3}, "iota"};
    int *p0 = gptrs[gi8 & 1];
    int *q0 = NULL;
    binop_fn fn0 = op_2;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    {
        int *hp_1 = (int *)calloc(5, sizeof(int));
        if (hp_1 != NULL) {
            hp_1[1] = (55 + garr0[gi7 & 15]) & 0xFFFF;
            x2 = shift_188(&hp_1[1], (obj0.tag[7 & 7] + gi3) & 0xFFFF);
            x0 = (x0 + hp_1[(gi7 & 7) % 5]) & 0xFFFF;
            free(hp_1);
        }
    }
    gu11 += 521u % ((u1 % ((unsigned)garr1[11] | 1u)) | 1u);
    *p0 = ((gi3 * 4) + (((g_seed & 7) == 1) ? gc2 : x1)) & 0xFFFF;
    obj0.in = gsp->in;
    ++x0;
    if ((gi3 < *gp) && ((x2 ^ g_input) <= 63)) {
        goto done;
    }
    obj0.in.a = obj0.pin->a & 0xFFF;
    merge_184(fn0(gi6, x1), *gptrs[46 & 1] & 0xFFFF, (q0 != NULL ? *q0 : 0) & 0xFFFF, gsp);
    *pa0 = garr0[gi7 & 15] & 0xFFFF;
    u0 &= gu11;
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)w0 + (unsigned)buf0[0] + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return acc;
}

static int scan_179(struct outer *sa0, int a1, int *pa2)
{
    int x0 = (gc2 + gi3) > 36;
    int x1;
    int x2 = (sa0->in.a + gi6) & 0xFFFF;
    unsigned u0 = 4011u;
    long w0 = gi7 & 0xFFFF;
    int arr0[4] = {41, 12, 5, 30};
    int *p0 = &gobjs[x0 & 1].vals[13 & 3];
    int *p1 = &gobjs[1].vals[14 & 3];
    binop_fn fn0 = gops[gi5 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (gi0 - garr0[15]) & 0xFFFF;
    *pa2 &= gi0 & 0xFFFF;
    w0 = ((g_input % 3) != 1) ? (gi9 & 0xFFFF) : (g_seed & 0xFFFF);
    w0 = ((u0 < (unsigned)*pa2) && (pa2 == p1)) ? 18 : (int)strlen(gmsg);
    gu11 += (unsigned)(gi3 - x1);
    arr0[gc2 & 3] |= (fn0(gi9, 7) - gi7) & 255;
    garr1[gi8 & 15] |= (54 & gi3) & 255;
    gp = &gobj.id;
    i = 0;
    do {
        sa0->vals[(i + 3) % 4] = (gobjs[gc2 & 1].vals[i & 3] + 6) & 0xFFFF;
        x2 += (w0 + 16) & 63;
        x1 = sa0->op((sa0->vals[48 & 3] + x0) & 0xFFFF, gi0);
        a1 = (gc4 & gbuf[i % 16]) + i;
        i += 1;
    } while (i < 5);
    x1 = ((-garr1[x0 & 15]) + (46 - gi0)) & 0xFFFF;
    x1 += ((int)sizeof(int) | fn0(55, gi10)) & 63;
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static unsigned walk_180(int *pa0, int *pa1, int a2)
{
    int x0 = (a2 - gi8) & 0xFFFF;
    int x1 = (gi10 + gobjs[1].id) & 0xFFFF;
    unsigned u0;
    char buf0[32] = "gamma";
    int *p0 = &gi10;
    int *p1 = &gobj.in.a;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    u0 = 7396u;
    calls++;
    x0 = ((gi5 - garr0[9]) + gobj.vals[x1 & 3]) & 0xFFFF;
    a2 &= (gi9 - garr0[x1 & 15]) & 0xFFFF;
    if (!((abs(x1) + x0) <= 62)) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return acc;
}

unsigned apply_181(int a0, int a1, int a2, binop_fn fa3)
{
    int x0 = ((g_input > 35) ? gobj.vals[gi3 & 3] : gi6) & 0xFFFF;
    int x1 = (garr1[gi8 & 15] * 8) & 0xFFFF;
    int x2 = -atoi("92");
    unsigned u0 = (unsigned)21 % (gu11 | 1u);
    long w0;
    int arr0[8] = {43, 28, 42, 38, 38, 23, 40, 18};
    const char *msg0 = "iota-840";
    struct outer obj0 = {10, {43, 834u}, &ginner, op_4, {28, 42, 14, 48}, "iota"};
    int *p0 = &x1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    w0 = *gptrs[1] & 0xFFFF;
    ++u0;
    fa3 = gobj.op;
    gobj.tag[a0 & 3] = (char)('a' + (gi10 & 15));
    u0 >>= 6;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)fa3(1, 2) + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[7];
    acc = acc * 31u + (unsigned)msg0[0] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return acc;
}

void update_182(struct outer *sa0, int *pa1, int *pa2)
{
    int x0 = (*pa1 & gops[1](57, gi5)) & 0xFFFF;
    int x1 = garr0[gi3 & 15] & 0xFFFF;
    int x2;
    unsigned u0 = 4282u;
    int *p0 = &gobjs[gi6 & 1].in.a;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x2 = ((gu11 <= 124u) ? garr1[gi9 & 15] : gc2) & 0xFFFF;
    if ((g_input < 17) && ((-g_input) == 31)) {
        *gp = ((~*gp) | (int)(gobj.in.b & 0xFFFFu)) & 0xFFFF;
        x2 = gi3 & 0xFFFF;
        x2 = gi3 & 0xFFFF;
        u0 >>= 3;
    } else {
        x0 = (gu11 < 41u) ? ((*pa2 + gbuf[0]) & 0xFFFF) : (gc4 * 6);
        garr0[gi9 & 15] = (g_input < 18) && (g_seed < 8);
        x2 = gi1 & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)*pa1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int check_183(int *pa0, int a1, int a2, int *pa3)
{
    int x0 = gi9 & 0xFFFF;
    int x1 = (x0 & *gp) & 0xFFFF;
    unsigned u0;
    char buf0[32] = "omega";
    int *p0 = pa3;
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = (unsigned)gi0 | gu11;
    if (g_input > 62) {
        a1 = (((g_input % 3) != 2) ? (((a2 + **pp0) != 57) ? gi10 : a1) : ((gobjs[gi3 & 1].id <= garr1[0]) ? gi3 : garr0[gc2 & 15])) & 0xFFFF;
    } else {
        a2 = mix_192(((g_seed < 72) ? gi5 : (int)strlen(buf0)) & 0xFFFF, gbuf, (char)(gi8 & 127));
    }
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)a2 + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static void merge_184(int a0, long la1, int a2, struct outer *sa3)
{
    int x0 = gobj.vals[gi0 & 3] == 23;
    int x1 = gc2;
    int x2;
    unsigned u0 = 5392u;
    struct outer obj0 = {93, {89, 399u}, &ginner, op_0, {41, 7, 39, 2}, "alpha"};
    int *p0 = &garr0[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x2 = 62;
    gsp->op = op_1;
    x2 = scan_193("zeta16", u0);
    sa3->in.b |= (unsigned)gi9;
    la1 = check_194(gbuf, &gobjs[gi3 & 1], (gi10 + *gptrs[a0 & 1]) & 0xFFFF);
    u0 *= 3u;
    x1 = (u0 > 396u) ? (int)(856u & 0xFFFFu) : ((6 - gsp->pin->a) & 0xFFFF);
    ++x2;
    gpp = &gptrs[0];
    u0 = (u0 | (unsigned)47) >> 1;
    **gpp &= (a2 & gsp->id) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)la1 + (unsigned)a2 + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int rec_185(int depth, char ca0)
{
    int x0 = ((g_seed > 60) ? *gptrs[gi7 & 1] : gi10) & 0xFFFF;
    int x1 = garr1[x0 & 15] & 0xFFFF;
    int x2 = (gobjs[gc4 & 1].op(gi10, gi3) + garr1[gi9 & 15]) & 0xFFFF;
    unsigned u0 = gsp->in.b;
    long w0;
    char ch0 = 'a';
    int *p0 = &garr0[50 & 15];
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    w0 = gops[g_input & 3](11, gi10);
    calls++;
    x0 = check_190((depth * 8) & 0xFFFF, gi6 & 0xFFFF);
    x0 = rec_186(depth - 1, (unsigned)gi9 * gu11);
    garr0[gi1 & 15] = (gc2 & 0xFFFF) >> 2;
    x0 -= gi8 & 63;
    x2 = (gbuf[13 & 15] == 24) && (gu11 > 559u);
    acc = acc * 31u + (unsigned)depth + (unsigned)ca0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int rec_186(int depth, unsigned ua0)
{
    int x0 = ua0 >= (unsigned)**gpp;
    int x1 = gc4;
    unsigned u0 = gobj.in.b + gu11;
    const char *msg0 = "beta-962";
    int *p0 = &gi6;
    binop_fn fn0 = gobjs[45 & 1].op;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    calls++;
    x0 = merge_196("alpha56", p0, -gbuf[14]);
    u0 += fold_191((depth + gobjs[gc4 & 1].tag[6]) & 0xFFFF, g_seed > 32);
    u0 ^= (unsigned)mix_189(gptrs[48 & 1]);
    u0 ^= (unsigned)rec_185(depth - 1, (char)(10 & 127));
    acc = acc * 31u + (unsigned)depth + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned probe_187(binop_fn fa0, int a1, int a2)
{
    int x0 = a1 <= 56;
    int x1;
    unsigned u0 = (unsigned)gi7 >> 1;
    int *p0 = *gpp;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x1 = (gbuf[8] + gi7) & 0xFFFF;
    calls++;
    x1 = apply_197(&gi0, &garr1[gi9 & 15], &gobj);
    a1 = fold_195("gamma68");
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)i + calls;
    return acc;
}

static int shift_188(int *pa0, int a1)
{
    int x0;
    int x1 = (gobjs[8 & 1].in.a + *gp) & 0xFFFF;
    unsigned u0 = gobj.in.b * 541u;
    int *p0 = &gi10;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = gi9 & 0xFFFF;
    update_198(&gi7, ~56, gobjs[gi1 & 1].in.b << 5, &gi0);
    *gp &= gi9 & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static long mix_189(int *pa0)
{
    int x0 = ((*gptrs[31 & 1] != *gp) ? gsp->in.a : 64) & 0xFFFF;
    int x1 = (garr1[11 & 15] * 3) & 0xFFFF;
    int x2 = (gc4 - x0) & 0xFFFF;
    unsigned u0 = gu11 % ((unsigned)gsp->vals[3] | 1u);
    long w0;
    int arr0[4] = {14, 42, 19, 49};
    int *p0 = &gi3;
    binop_fn fn0 = op_0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    w0 = garr1[gi8 & 15] & 0xFFFF;
    if ((gc2 + gsp->vals[12 & 3]) > 14) {
        x0 = check_199(pa0);
    } else {
        u0 = (gobj.in.b | 547u) % (u0 | 1u);
    }
    if (p0 == gp) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int check_190(int a0, int a1)
{
    int x0 = gc4;
    int x1 = (~**gpp) & 0xFFFF;
    int x2;
    unsigned u0;
    long w0 = (~abs(gi9)) & 0xFFFF;
    char ch0 = 'h';
    int arr0[4] = {5, 0, 8, 20};
    struct outer obj0 = {85, {39, 0u}, &obj0.in, op_5, {23, 11, 34, 20}, "gamma"};
    int *p0 = &gi10;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = (47 ^ garr1[2]) & 0xFFFF;
    u0 = 7786u;
    u0 -= (553u * u0) - (u0 & 789u);
    *gptrs[gi10 & 1] |= (gi5 - a1) & 255;
    if ((ch0 - (int)strlen(gmsg)) > gsp->op(gc2, ch0)) {
        w0 = fold_200(&gi8, (((g_input % 3) != 0) ? g_seed : gi6) & 0xFFFF);
    } else {
        *gpp = gptrs[x1 & 1];
        u0 = (u0 + 180u) * (unsigned)21;
        garr1[0] ^= (gi9 - gi8) & 255;
        a0 = ((g_seed % ((gi0 & 7) + 1)) <= 37) ? ((gsp->vals[gi9 & 3] * 5) & 0xFFFF) : (16 ^ 61);
    }
    obj0 = gobjs[0];
    x1 = gops[1](w0 & 0xFFFF, gi7);
    a1 = (((obj0.pin->a - 45) & 0xFFFF) * 9) & 0xFFFF;
    gp = &gi10;
    a1 = gops[gi0 & 3](gi5 & 0xFFFF, gi9);
    memcpy(&obj0.in, &ginner, sizeof(struct inner));
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)arr0[3] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static unsigned fold_191(int a0, int a1)
{
    int x0 = garr0[gi0 & 15] & 0xFFFF;
    int x1 = (~*gp) & 0xFFFF;
    unsigned u0;
    long w0 = (39 + gobj.pin->a) & 0xFFFF;
    int *p0 = &garr0[gi7 & 15];
    int *q0 = NULL;
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    u0 = 5532u;
    u0 ^= (unsigned)gobj.op(gi9 & 0xFFFF, gi6);
    x1 = ((g_input > 60) && ((int)(gobj.in.b & 0xFFFFu) < 12)) ? ((**pp0 | a1) & 0xFFFF) : ((garr1[62 & 15] * 7) & 0xFFFF);
    q0 = &a0;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)i;
    return acc;
}

static long mix_192(int a0, const char *ta1, char ca2)
{
    int x0 = (gi3 + ca2) & 0xFFFF;
    int x1 = (*gptrs[gc4 & 1] | gobj.in.a) & 0xFFFF;
    int x2 = (gi7 & 0xFFFF) >> 3;
    unsigned u0 = gu11 * (unsigned)20;
    int arr0[16] = {40, 33, 50, 45, 48, 14, 50, 25};
    char buf0[32] = "theta";
    struct outer obj0 = {14, {0, 298u}, &ginner, op_0, {0, 28, 10, 33}, "alpha"};
    int *p0 = gp;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    gbuf[gi9 & 15] = (char)('a' + (gi6 & 15));
    *p0 = gc2;
    x1 = scan_201((int)(u0 & 0xFFFFu), (gobj.vals[3] - garr0[52 & 15]) & 0xFFFF);
    x2 = gops[0](((u0 == 796u) ? arr0[x1 & 15] : g_seed) & 0xFFFF, 32);
    gptrs[18 & 1] = &garr1[a0 & 15];
    u0 <<= 2;
    if (gu11 > 940u) {
        x0 &= (gc4 - gi0) & 0xFFFF;
        memcpy(garr1, arr0, sizeof(garr1));
        gobj.in.b = gu11 | gu11;
    }
    gpp = &gptrs[0];
    acc = acc * 31u + (unsigned)a0 + (unsigned)ta1[0] + (unsigned)ca2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int scan_193(const char *ta0, unsigned ua1)
{
    int x0 = gsp->tag[6] > 12;
    int x1 = (int)(746u & 0xFFFFu) >= 15;
    unsigned u0 = gu11 & ua1;
    long w0;
    int *p0 = &gi10;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    w0 = 28;
    update_198(&gobjs[1].vals[w0 & 3], *gp & 0xFFFF, 296u / (u0 | 1u), &gi10);
    gobj.in = gsp->in;
    x1--;
    x1 &= (int)((unsigned)gc2 & 0xFFFFu) & 0xFFFF;
    x1 = garr1[gi3 & 15] & 0xFFFF;
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int check_194(const char *ta0, struct outer *sa1, int a2)
{
    int x0 = (~gi6) & 0xFFFF;
    int x1 = (gops[gi1 & 3](x0, gi7) * 2) & 0xFFFF;
    int x2 = (garr0[6] + (int)sizeof(garr1)) & 0xFFFF;
    unsigned u0 = 8047u;
    int *p0 = &gi5;
    int *p1 = &a2;
    int *q0 = &gi10;
    struct outer *sp0 = &gobj;
    binop_fn fn0 = gops[gc2 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = gc4;
    update_198(&garr1[gc2 & 15], *p0 & 0xFFFF, u0 << 7, gp);
    for (i = 0; i < 8; i += 2) {
        gsp->op = fn0;
    }
    i = 0;
    do {
        u0 ^= (unsigned)shift_203(956u);
        x1 = scan_204(g_input & 0xFFFF, g_input > 35, gbuf[i % 16] + 8, (char)(i & 127));
        gp = gp;
        gsp->tag[(i + 1) % 4] = (char)('a' + (37 & 15));
        i += 1;
    } while (i < 2);
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)sa1->id + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int fold_195(const char *ta0)
{
    int x0 = (int)(gobjs[51 & 1].in.b & 0xFFFFu);
    int x1 = (*gp ^ 26) & 0xFFFF;
    unsigned u0 = gsp->in.b;
    int *p0 = &gi0;
    struct outer *sp0 = gsp;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    gobj.in = gobjs[gi9 & 1].in;
    **gpp = ((gc2 + 45) + *gp) & 0xFFFF;
    x0 ^= gc2 & 255;
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static int merge_196(const char *ta0, int *pa1, int a2)
{
    int x0;
    int x1 = gi10 % ((5 & 7) + 1);
    unsigned u0 = 497u;
    int arr0[16] = {44, 30, 39, 17, 7, 3, 8, 37};
    int *p0 = &gi7;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = 10;
    x0 = (*gptrs[1] & arr0[gc4 & 15]) & 0xFFFF;
    x0 = fold_202((unsigned)gops[0](gi0, x0) << 1);
    x1 = (g_seed < 22) || (gobj.vals[13 & 3] > 22);
    ++a2;
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)*pa1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

int apply_197(int *pa0, int *pa1, struct outer *sa2)
{
    int x0;
    int x1 = gbuf[gi0 & 15];
    int x2 = pa0 != pa1;
    unsigned u0 = gu11 % (136u | 1u);
    int arr0[8] = {22, 8, 25, 38, 13, 4, 6, 15};
    const char *msg0 = "delta-166";
    struct outer obj0 = {73, {8, 750u}, &obj0.in, op_1, {32, 30, 33, 20}, "iota"};
    int *p0 = gptrs[gi6 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (g_input + g_input) & 0xFFFF;
    u0 ^= (unsigned)probe_206(p0);
    if (g_seed < 19) {
        goto done;
    }
    x1 = shift_207(gops[61 & 3], &gi6, sa2->in.a & 0xFFFF, *gptrs[1] != 30);
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)sa2->id + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)msg0[0] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void update_198(int *pa0, int a1, unsigned ua2, int *pa3)
{
    int x0 = (int)(701u & 0xFFFFu);
    int x1 = garr1[x0 & 15] & 0xFFFF;
    int x2 = ((ua2 <= 647u) ? gsp->in.a : garr0[gi0 & 15]) & 0xFFFF;
    unsigned u0;
    char ch0 = 'f';
    int *p0 = &gi0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    u0 = 9758u;
    if ((gi8 - gobj.pin->a) > 45) {
        gobj.pin->a = (gbuf[x0 & 15] - (((g_seed % 3) != 1) ? gobjs[27 & 1].id : garr0[12])) & 0xFFFF;
    } else {
        u0 ^= (unsigned)update_208((char)(ch0 & 127), (garr1[14] - 50) & 0xFFFF, gops[38 & 3], &gobj);
        garr0[gi3 & 15] |= (x1 * 5) & 255;
        x0 = gi6 & 0xFFFF;
    }
    gobjs[1].in.a = gobjs[1].pin->a & 0xFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)ua2 + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int check_199(int *pa0)
{
    int x0 = (garr1[45 & 15] + 51) > 23;
    int x1;
    int x2 = (((g_seed % 3) != 2) ? gi6 : 34) & 0xFFFF;
    unsigned u0 = 2082u;
    int *p0 = pa0;
    int *q0 = NULL;
    struct outer *sp0 = gsp;
    binop_fn fn0 = gobjs[0].op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (gi1 & 0xFFFF) >> 2;
    calls++;
    q0 = q0;
    x0 = (g_seed < 43) ? ((gi8 / (fn0(gi0, gi1) | 1)) & 0xFFFF) : gobj.op(gi5, 42);
    x1 = (((g_input & 7) == 0) + (sp0->vals[g_seed & 3] - gi3)) & 0xFFFF;
    for (i = 5; i > 0; i--) {
        garr0[i % 16] = ((23 * 5) > 48) ? (int)(gsp->in.b & 0xFFFFu) : (g_input < 63);
        x0 = gops[i % 4]((gi5 / (40 | 1)) & 0xFFFF, g_input);
        x0 -= 50;
    }
    i = 0;
    do {
        x1 = ((garr1[i & 15] ^ *p0) + (garr1[(i + 2) % 16] - i)) & 0xFFFF;
        i += 1;
    } while (i < 2);
    x1 = (gi1 + gi3) == 60;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

int fold_200(int *pa0, int a1)
{
    int x0 = gi1 & 0xFFFF;
    int x1 = 59 | gobj.tag[gi9 & 7];
    unsigned u0 = 747u + gobj.in.b;
    long w0 = (-a1) & 0xFFFF;
    char ch0 = 'e';
    int arr0[16] = {3, 14, 6, 9, 21, 38, 31, 35};
    int *p0 = &garr1[g_seed & 15];
    int *q0 = gp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a1 = walk_210((unsigned)gops[gi7 & 3](gi1, 26) ^ 264u, (16 % ((gsp->id & 7) + 1)) != 51);
    a1 = fold_205((garr0[11 & 15] ^ *pa0) & 0xFFFF);
    a1 = gops[1](garr1[gi3 & 15] & 0xFFFF, x0);
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

int scan_201(int a0, int a1)
{
    int x0 = (-abs(gi6)) & 0xFFFF;
    int x1 = (g_seed & 7) == 2;
    int x2 = (gsp->in.a + 52) & 0xFFFF;
    unsigned u0 = 514u;
    int arr0[16] = {42, 30, 20, 46, 45, 18, 36, 2};
    const char *msg0 = "alpha-194";
    int *p0 = gp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    *p0 &= *p0 & 0xFFFF;
    if (p0 != gp) {
        memcpy(garr1, arr0, sizeof(garr1));
        u0 ^= 322u;
        a0 = rec_211(2, &gobj);
    } else {
        x2 = (((g_seed & 7) == 3) ? gi3 : gsp->in.a) != 39;
        u0 -= ~(unsigned)x2;
    }
    a1 = (strcmp("theta84", gbuf) > 0) ? (abs(a1) & 0xFFFF) : ((gops[3](g_input, gi6) ^ gi7) & 0xFFFF);
    x0 = ((~gi3) + abs(x2)) & 0xFFFF;
    x2 = (((gi0 - arr0[gi7 & 15]) == 23) || (strcmp(gbuf, gbuf) == 0)) ? ((~gobjs[g_input & 1].id) & 0xFFFF) : (*p0 & 0xFFFF);
    u0 = (u0 + gsp->in.b) & u0;
    u0 ^= (unsigned)gobj.op(a1 & 0xFFFF, x0);
    u0 &= (unsigned)*gp;
    for (i = 3; i > 0; i--) {
        x1 = ((gobjs[g_seed & 1].vals[i % 4] - gsp->op(i, gc2)) == garr1[gi10 & 15]) ? 34 : ((*p0 - gops[i % 4](gi0, g_input)) & 0xFFFF);
        x2 = gi6 & 0xFFFF;
    }
    x0 = (garr0[g_input & 15] - gc4) & 0xFFFF;
    **gpp = gobjs[gi7 & 1].pin->a & 0xFFFF;
    gsp->in = gobj.in;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int fold_202(unsigned ua0)
{
    int x0 = (~garr1[1]) & 0xFFFF;
    int x1 = (gobjs[1].pin->a & 0xFFFF) >> 2;
    int x2 = (*gptrs[x1 & 1] | gops[45 & 3](gi10, gc4)) & 0xFFFF;
    unsigned u0 = gu11;
    long w0 = *gp & 0xFFFF;
    char ch0 = 'h';
    int arr0[16] = {43, 47, 38, 32, 30, 44, 13, 6};
    char buf0[32] = "beta";
    int *p0 = &x1;
    struct outer *sp0 = &gobj;
    binop_fn fn0 = op_3;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (int)(check_212(&gi5, gobjs[x1 & 1].id & 0xFFFF, (**gpp | gi8) & 0xFFFF) & 0xFFFFu);
    ua0 ^= (unsigned)probe_209(&gobj, ua0);
    x1 = walk_210(~(unsigned)gc2, garr1[gi1 & 15] % (((int)strlen(gbuf) & 7) + 1));
    x0 += 17;
    x1 += (((((strcmp("iota37", gmsg) < 0) ? gc4 : *gp) <= 51) ? ch0 : gsp->tag[0]) < 22) & 63;
    ua0 ^= (122u % (gu11 | 1u)) << 3;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)ch0 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int shift_203(unsigned ua0)
{
    int x0 = ((**gpp & 0xFFFF) * 9) & 0xFFFF;
    int x1 = garr1[gi5 & 15] & 0xFFFF;
    int x2 = (gi7 ^ gops[gc4 & 3](gi9, gi3)) & 0xFFFF;
    unsigned u0 = 899u;
    int *p0 = &x2;
    int *q0 = &x2;
    int **pp0 = &p0;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    for (i = 0; i < 5; i++) {
        ua0 ^= (unsigned)gsp->op((x2 - (q0 != NULL ? *q0 : 0)) & 0xFFFF, i);
        x1 -= 59;
    }
    x2 = *gp & 0xFFFF;
    x0 = (3 % ((*gp & 7) + 1)) * 5;
    memcpy(garr0, garr1, sizeof(garr0));
    for (i = 0; i < 4; i += 2) {
        pp0 = &p0;
    }
    sp0 = gsp;
    u0 *= 2654435761u;
    ua0 >>= 5;
    x2 -= (gbuf[gi7 & 15] - **gpp) & 63;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int scan_204(int a0, int a1, int a2, char ca3)
{
    int x0 = ca3;
    int x1 = (int)(gu11 & 0xFFFFu);
    int x2 = gops[x0 & 3](gi10, g_seed);
    unsigned u0 = (unsigned)gobj.vals[0];
    const char *msg0 = "theta-261";
    int *p0 = gptrs[x1 & 1];
    int *p1 = &a1;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    a2 = (int)(check_212(&x0, (gobj.in.a + 14) & 0xFFFF, (g_input + garr1[43 & 15]) & 0xFFFF) & 0xFFFFu);
    a2 %= (((gu11 == 928u) ? *gptrs[0] : gi9) & 7) + 1;
    x0 = ((gi1 + gc2) + (~a1)) & 0xFFFF;
    for (i = 0; i < 4; i++) {
        x1 = (43 >= 48) ? ((gops[i % 4](gi5, i) * 3) & 0xFFFF) : (gi0 & 0xFFFF);
    }
    x1 = gobj.op((-gi6) & 0xFFFF, gi3);
    gobj.in = gsp->in;
    u0 -= 710u;
    if ((g_seed % 3) != 0) {
        a1 = ((gsp->vals[15 & 3] - gsp->in.a) - (g_input < 17)) & 0xFFFF;
        ca3 = (char)(g_input & 127);
    }
    memset(garr1, 0, sizeof(garr1));
    a1 = ca3;
    x1 |= gops[1](gi8, gi0) & 255;
    gu11 -= (unsigned)x0;
    gops[a1 & 3] = op_5;
    *p0 = (((g_seed & 7) == 4) ? *p0 : (gi5 * 8)) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)ca3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)msg0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int fold_205(int a0)
{
    int x0 = ((g_seed < 66) ? gc2 : gi9) & 0xFFFF;
    int x1 = gc4 * 3;
    int x2 = g_input < 28;
    unsigned u0 = (unsigned)gi9 << 6;
    const char *msg0 = "iota-984";
    int *p0 = &gsp->id;
    struct outer *sp0 = &gobj;
    binop_fn fn0 = op_4;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    for (i = 0; i < 8; i += 2) {
        *gptrs[i % 2] = gc4;
        gops[0] = fn0;
    }
    walk_213(gu11, sp0);
    u0 ^= (unsigned)rec_214(3, (gi10 * 5) & 0xFFFF, (char)(x1 & 127));
    x0 = probe_206(&garr0[gi0 & 15]);
    **gpp = ((**gpp + gc4) & (int)(u0 & 0xFFFFu)) & 0xFFFF;
    x0 += 13;
    gobjs[g_seed & 1].pin = &ginner;
    gobjs[gi9 & 1].vals[gc4 & 3] = (gobj.vals[x1 & 3] + 9) & 0xFFFF;
    a0 += 31;
    gobjs[gi10 & 1].in.a = gobjs[gi10 & 1].pin->a & 0xFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static long probe_206(int *pa0)
{
    int x0 = 27;
    int x1 = (((gobj.in.a ^ gc4) <= 18) ? x0 : gi1) & 0xFFFF;
    unsigned u0 = (unsigned)*pa0 % (gu11 | 1u);
    int arr0[4] = {24, 26, 22, 17};
    char buf0[32] = "kappa";
    int *p0 = *gpp;
    int *p1 = &arr0[gi7 & 3];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    if ((garr0[gi6 & 15] * 2) == **gpp) {
        u0 ^= (unsigned)fold_216(p0 == gp, (char)(x1 & 127));
    }
    u0 |= 148u << 7;
    u0 ^= (unsigned)gsp->op(9 - 41, gi1);
    u0 *= 3u;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[3];
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    return (long)(acc & 0xFFFFu);
}

static int shift_207(binop_fn fa0, int *pa1, int a2, int a3)
{
    int x0;
    int x1 = (gi8 + garr1[gi10 & 15]) & 0xFFFF;
    int x2 = gi3 & 0xFFFF;
    unsigned u0 = 3017u;
    unsigned u1 = (unsigned)15;
    char ch0 = 'f';
    int arr0[16] = {10, 6, 43, 13, 19, 44, 10, 47};
    const char *msg0 = "omega-672";
    int *p0 = &garr0[gi6 & 15];
    int *p1 = &gobjs[ch0 & 1].id;
    int **pp0 = &p0;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = gi5 & 0xFFFF;
    x0 = rec_217(2, &gobj);
    u1 ^= (unsigned)fa0(a2 % ((**gpp & 7) + 1), ch0);
    i = 0;
    do {
        x2 -= (int)((unsigned)39 & 0xFFFFu) & 63;
        sp0->in = gobj.in;
        x2 = gi1 & 0xFFFF;
        i += 1;
    } while (i < 3);
    *gp |= *p0 & 255;
    i = 0;
    while (i < 5) {
        if ((u1 <= (unsigned)i) || ((g_seed % 3) != 0)) {
            *p0 = strcmp(gmsg, msg0) < 0;
        }
        i++;
    }
    u1 ^= (unsigned)fa0((a2 + garr1[gi7 & 15]) & 0xFFFF, 57);
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)*pa1 + (unsigned)a2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)u1 + (unsigned)ch0;
    acc = acc * 31u + (unsigned)arr0[15] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static long update_208(char ca0, int a1, binop_fn fa2, struct outer *sa3)
{
    int x0 = (a1 & gi9) & 0xFFFF;
    int x1 = (garr0[26 & 15] - **gpp) & 0xFFFF;
    unsigned u0 = 7662u;
    int arr0[4] = {26, 12, 21, 29};
    int *p0 = gptrs[0];
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    calls++;
    if ((g_input % 3) != 0) {
        goto done;
    }
    u0 ^= (unsigned)mix_218(&garr1[g_seed & 15], (char)(gi0 & 127), (*gptrs[1] + gobjs[g_seed & 1].id) & 0xFFFF);
    gobj.pin->a |= gbuf[15] & 255;
done:
    acc = acc * 31u + (unsigned)ca0 + (unsigned)a1 + (unsigned)fa2(1, 2) + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + calls;
    return (long)(acc & 0xFFFFu);
}

static int probe_209(struct outer *sa0, unsigned ua1)
{
    int x0 = (-gsp->pin->a) & 0xFFFF;
    int x1 = (g_seed > 31) ? gops[gi6 & 3](x0, g_input) : 59;
    unsigned u0 = (unsigned)gi0 & (unsigned)garr0[42 & 15];
    int arr0[16] = {21, 23, 32, 9, 20, 34, 10, 19};
    int *p0 = &garr0[gi7 & 15];
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    gbuf[gi9 & 15] = (char)('a' + (g_seed & 15));
    if ((*gptrs[gi8 & 1] + g_seed) != 50) {
        goto done;
    }
    sa0->in = gobj.in;
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static int walk_210(unsigned ua0, int a1)
{
    int x0 = (gi6 + garr0[26 & 15]) & 0xFFFF;
    int x1 = gc4 * 9;
    unsigned u0;
    int *p0 = &gi10;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = gu11 & ua0;
    ua0 ^= (unsigned)update_219(gptrs[gi6 & 1], ua0, x1 & 0xFFFF, &gobjs[gi5 & 1]);
    a1 = ((gsp->tag[g_input & 7] + *gp) / (garr1[gi9 & 15] | 1)) & 0xFFFF;
    a1 &= (((g_seed % 3) != 2) ? gobjs[0].id : gsp->op(g_seed, a1)) & 0xFFFF;
    gu11 &= (unsigned)gi1 >> 3;
    x0 /= garr0[gi1 & 15] | 1;
    x1 %= ((x0 ^ gobjs[gi0 & 1].pin->a) & 7) + 1;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int rec_211(int depth, struct outer *sa0)
{
    int x0 = (garr0[gc2 & 15] & gobjs[1].id) & 0xFFFF;
    int x1 = 24;
    int x2;
    unsigned u0 = 5646u;
    int *p0 = &garr0[gi3 & 15];
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    x2 = 36;
    calls++;
    u0 ^= (unsigned)rec_211(depth - 1, &gobjs[1]);
    x1 = mix_218(&sa0->id, (char)(gi1 & 127), (gobj.in.a + gi0) & 0xFFFF);
    i = 0;
    while (i < 6) {
        x2 = check_221((x2 ^ sa0->id) & 0xFFFF, (gc4 + gsp->pin->a) & 0xFFFF, &gi1, &gobjs[i % 2].in.a);
        i++;
    }
    u0 *= 3u;
    if (((u0 <= gu11) ? g_seed : 58) < *gp) {
        scan_220((unsigned)55 ^ 571u);
    } else if (strcmp(gbuf, gbuf) > 0) {
        sa0->op = gobj.op;
        **pp0 = ((garr0[x2 & 15] | x0) + x1) & 0xFFFF;
    } else {
        gobj.in = gsp->in;
    }
    acc = acc * 31u + (unsigned)depth + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned check_212(int *pa0, long la1, int a2)
{
    int x0;
    int x1 = g_seed > 40;
    int x2 = (gbuf[gi6 & 15] + gobj.in.a) & 0xFFFF;
    unsigned u0 = 952u * gu11;
    long w0;
    char ch0 = 'g';
    int *p0 = &gi0;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x0 = (int)((unsigned)gi3 & 0xFFFFu);
    w0 = (gc4 - *pa0) & 0xFFFF;
    x2 = mix_222(&gobj, gu11 % (u0 | 1u));
    *pa0 = (int)(u0 & 0xFFFFu);
    la1 = rec_217((gc4 & 3), &gobjs[gi5 & 1]);
    x1 = (((g_seed > 29) ? garr0[g_seed & 15] : x2) == 7) ? (((pa0 != gp) ? x2 : *p0) & 0xFFFF) : (((garr1[gi6 & 15] & 0xFFFF) * 9) & 0xFFFF);
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)la1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return acc;
}

void walk_213(unsigned ua0, struct outer *sa1)
{
    int x0;
    int x1 = (garr0[gi7 & 15] - *gp) & 0xFFFF;
    int x2 = (**gpp & x1) & 0xFFFF;
    unsigned u0 = 3206u;
    int *p0 = &garr1[g_input & 15];
    int *q0 = NULL;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x0 = (gi3 / (garr1[gi7 & 15] | 1)) & 0xFFFF;
    if (((g_seed & 7) == 2) || (q0 == NULL)) {
        goto done;
    }
    {
        struct outer *ho_1 = (struct outer *)calloc(1, sizeof(struct outer));
        if (ho_1 != NULL) {
            ho_1->id = x0 & 0xFFFF;
            ho_1->pin = &ho_1->in;
            ho_1->op = op_4;
            ho_1->in.a = (int)sizeof(int);
            ho_1->vals[gi5 & 3] = (garr0[g_input & 15] ^ gi3) & 0xFFFF;
            x2++;
            u0 ^= (unsigned)(ho_1->pin->a + ho_1->vals[1]);
            free(ho_1);
        }
    }
    x2 = walk_223(gu11 ^ u0);
    x0 = ((gi10 | gops[2](gc2, gi0)) < gi6) ? (x0 & 0xFFFF) : (x2 & 0xFFFF);
done:
    acc = acc * 31u + (unsigned)ua0 + (unsigned)sa1->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    g_check += acc;
}

static int rec_214(int depth, int a0, char ca1)
{
    int x0 = g_seed & 0xFFFF;
    int x1 = (garr1[9] + gobj.in.a) & 0xFFFF;
    int x2 = *gptrs[depth & 1] & 0xFFFF;
    unsigned u0 = 1118u;
    long w0;
    int arr0[4] = {1, 14, 14, 38};
    const char *msg0 = "sigma-277";
    int *p0 = &gobjs[0].in.a;
    binop_fn fn0 = gops[gi1 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    w0 = gu11 != (unsigned)gsp->vals[g_input & 3];
    x0 %= ((57 ^ garr1[g_input & 15]) & 7) + 1;
    x1 = probe_224((gi9 + x1) & 0xFFFF);
    u0 ^= (unsigned)rec_215(depth - 1, (gi3 ^ depth) & 0xFFFF);
    i = 0;
    while (i < 5) {
        x2 = (((garr0[(i + 2) % 16] + *gp) <= 41) ^ ((p0 != gp) ? gobjs[i % 2].in.a : gi3)) & 0xFFFF;
        *p0 |= (gi0 ^ **gpp) & 255;
        **gpp |= arr0[i % 4] & 255;
        i++;
    }
    switch (u0 % 5u) {
    case 1:
        gsp->in.b += (gobjs[ca1 & 1].in.b >> 1) | gobjs[gi1 & 1].in.b;
        gobjs[gi3 & 1].in = gobj.in;
        /* fall through */
    case 2:
        x2 = (~(**gpp - gi10)) & 0xFFFF;
        break;
    default:
        fn0 = gsp->op;
        break;
    }
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)ca1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)msg0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_215(int depth, int a0)
{
    int x0 = (garr0[gi5 & 15] & gobjs[62 & 1].id) & 0xFFFF;
    int x1 = **gpp & 0xFFFF;
    unsigned u0 = 2418u;
    int *p0 = &gi9;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    a0 = ((garr1[depth & 15] - gi5) * 4) & 0xFFFF;
    u0 -= (u0 + (unsigned)39) * (720u * 837u);
    a0--;
    x0 = rec_214(depth - 1, (((g_input % 3) != 2) ? garr1[1] : 49) & 0xFFFF, (char)(60 & 127));
    a0 = mix_225(gi6 & 0xFFFF, gops[g_input & 3], (2 + a0) & 0xFFFF, (int)strlen(gmsg));
    x0 = ((-gi10) >= 13) ? ((gbuf[10] - *gptrs[gi7 & 1]) & 0xFFFF) : (gi1 & 0xFFFF);
    x0 -= (x1 - gsp->id) & 63;
    x0 += ((g_seed < 66) ? 27 : gobj.vals[gi6 & 3]) & 63;
    *gpp = &gi8;
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

int fold_216(int a0, char ca1)
{
    int x0 = *gp & 0xFFFF;
    int x1 = (g_input & 7) == 5;
    int x2 = garr1[1] & 0xFFFF;
    unsigned u0 = 1683u;
    unsigned u1 = 771u - 583u;
    int arr0[16] = {2, 4, 33, 16, 18, 30, 39, 37};
    char buf0[32] = "beta";
    int *p0 = &gobj.vals[x1 & 3];
    int *q0 = NULL;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = check_226(x2 & 0xFFFF, gptrs[0], gu11 < 129u, &gsp->id);
    gobjs[gc2 & 1].in.a &= (gc4 ^ *p0) & 0xFFFF;
    gobjs[x0 & 1].in.b -= (gu11 | u0) >> 2;
    gobj.in.a = gobj.pin->a & 0xFFF;
    u1 = gsp->in.b;
    a0 |= garr1[ca1 & 15] & 255;
    scan_220((unsigned)gobjs[1].tag[3 & 7]);
    if (strcmp(gbuf, buf0) != 0) {
        x0 &= x0 & 0xFFFF;
        --u1;
        gobjs[g_seed & 1].pin = &ginner;
        a0 = gsp->op((gi7 / (x2 | 1)) & 0xFFFF, 3);
    }
    gp = *gpp;
    x1 = (gp != p0) || (gu11 <= u1);
    if (((gi5 ^ gi7) != gi6) && (g_seed < 64)) {
        gptrs[gi1 & 1] = &gi3;
        x0 -= (g_input * 5) & 63;
    } else if ((gu11 == 328u) && (63 > 41)) {
        x0 = (((2 & 0xFFFF) >> 3) == 30) ? (*gptrs[a0 & 1] & 0xFFFF) : ca1;
    } else {
        x2 = ((gi6 + arr0[15]) + ((g_input < 61) ? gi7 : abs(g_input))) & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)ca1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)u1 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_217(int depth, struct outer *sa0)
{
    int x0 = 50 % ((gi8 & 7) + 1);
    int x1 = (garr0[gc2 & 15] - *gp) & 0xFFFF;
    int x2 = (*gp * 3) & 0xFFFF;
    unsigned u0 = (unsigned)gi5 * 205u;
    long w0;
    char ch0 = 'g';
    int *p0 = &garr1[gi5 & 15];
    struct outer *sp0 = &gobjs[gi6 & 1];
    binop_fn fn0 = sp0->op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    w0 = (~gobj.vals[g_seed & 3]) & 0xFFFF;
    x0 = rec_217(depth - 1, &gobjs[gi10 & 1]);
    **gpp ^= (42 ^ garr0[gi7 & 15]) & 255;
    for (i = 0; i < 6; i++) {
        if (u0 != 864u) {
            x0 -= (41 - garr0[gi7 & 15]) & 63;
            u0 ^= (~(unsigned)gbuf[(i + 4) % 16]) ^ (~299u);
        }
    }
    probe_227(&garr1[depth & 15], ch0, (gi0 & gi1) & 0xFFFF);
    x2 = sp0->vals[w0 & 3] & 0xFFFF;
    gi3 = **gpp & 0xFFFF;
    if ((garr1[g_seed & 15] | 48) > 10) {
        w0 += 43;
    } else {
        gp = &garr1[11 & 15];
        ch0 = (char)(gops[gi10 & 3](gi10, depth) & 127);
    }
    acc = acc * 31u + (unsigned)depth + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int mix_218(int *pa0, char ca1, int a2)
{
    int x0 = (gi5 + gc2) & 0xFFFF;
    int x1 = garr1[gc4 & 15] & 0xFFFF;
    int x2 = (garr1[gi7 & 15] ^ garr0[gi0 & 15]) & 0xFFFF;
    unsigned u0 = (unsigned)gi9;
    long w0 = ((garr1[x0 & 15] <= 5) ? gbuf[24 & 15] : gi10) & 0xFFFF;
    int arr0[4] = {16, 2, 41, 12};
    int *p0 = gptrs[x1 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = check_228(gops[20 & 3], gu11 >> 2, op_5);
    *gptrs[x0 & 1] = gobjs[1].id & 0xFFFF;
    a2 |= (abs(gi5) + gi10) & 255;
    w0 = gops[36 & 3](gi5 & 0xFFFF, gi9);
    x2--;
    if (a2 > 12) {
        memcpy(garr1, garr0, sizeof(garr1));
        u0 <<= 1;
    } else {
        gobjs[42 & 1].id ^= (**gpp * 8) & 255;
        x1++;
        p0 = &gi0;
    }
    u0 ^= (unsigned)mix_222(&gobj, (unsigned)g_input + gu11);
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ca1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int update_219(int *pa0, unsigned ua1, int a2, struct outer *sa3)
{
    int x0 = sa3->id & 0xFFFF;
    int x1 = (gops[g_seed & 3](g_input, x0) - gi10) & 0xFFFF;
    int x2 = garr1[2] & 0xFFFF;
    unsigned u0 = 3178u;
    int *p0 = &x1;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    sa3->in.b = (unsigned)sa3->in.a;
    u0 ^= ua1;
    u0 += (unsigned)gi8 / ((gobj.in.b + (unsigned)gobjs[gi8 & 1].pin->a) | 1u);
    for (i = 3; i > 0; i--) {
        a2 -= i & 63;
        sa3->vals[(i + 4) % 4] = ((37 & garr1[i % 16]) > x1) - (gops[i & 3](gi9, x2) < 30);
        gobj.in = gobjs[0].in;
        x0 /= (i ^ gi10) | 1;
    }
    x0 = mix_222(&gobj, ~(unsigned)x1);
    gobj.op = gops[61 & 3];
    ua1 ^= (unsigned)apply_229((-*p0) & 0xFFFF);
    *gpp = gptrs[g_seed & 1];
    x2 += (*p0 + *p0) & 63;
    gobj.in.b &= (unsigned)garr0[15];
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ua1 + (unsigned)a2 + (unsigned)sa3->id + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void scan_220(unsigned ua0)
{
    int x0;
    int x1 = (g_input & 7) == 0;
    int x2 = gi7 & 0xFFFF;
    unsigned u0 = 1828u;
    long w0 = (garr1[gi3 & 15] * 4) & 0xFFFF;
    char ch0 = 'd';
    char buf0[32] = "omega";
    int *p0 = &garr0[5];
    int *q0 = &garr1[11 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x0 = (gobj.op(gi6, g_input) | gi0) & 0xFFFF;
    if (q0 != NULL) {
        *q0 = (gsp->vals[46 & 3] | *gp) & 0xFFFF;
    }
    x2 = mix_230(~242u, 62 + gobjs[x0 & 1].tag[3], gops[gi8 & 3], &garr1[g_seed & 15]);
    ch0 = (char)(gbuf[45 & 15] & 127);
    ua0 -= u0;
    if ((strcmp(gbuf, gbuf) == 0) || (q0 != NULL)) {
        w0 = *gp & 0xFFFF;
        x0 /= ((q0 != NULL ? *q0 : 0) - gi0) | 1;
        --w0;
    } else if (*p0 <= 9) {
        ch0 = (char)(((gobjs[0].id / (64 | 1)) + (gi0 / (gi7 | 1))) & 127);
    } else {
        u0 += ((unsigned)g_seed % ((unsigned)gops[gi3 & 3](gi10, gi8) | 1u)) << 6;
    }
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)ch0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int check_221(int a0, int a1, int *pa2, int *pa3)
{
    int x0;
    int x1 = gc4 / (gbuf[gi8 & 15] | 1);
    int x2;
    unsigned u0;
    unsigned u1 = (unsigned)gsp->in.a;
    long w0 = (gi1 ^ gops[gi7 & 3](17, 62)) & 0xFFFF;
    char ch0 = 'd';
    int arr0[8] = {40, 37, 4, 43, 18, 1, 13, 14};
    int *p0 = &gi9;
    int *q0 = &gi5;
    int **pp0 = &p0;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (28 - *gp) & 0xFFFF;
    x2 = g_seed < 69;
    u0 = (unsigned)garr0[2];
    x2 |= ((a1 & 0xFFFF) * 9) & 255;
    a0 = probe_231(x0 & 0xFFFF, gptrs[1], 517u ^ gu11);
    if (((garr1[23 & 15] * 7) == g_input) || (gu11 <= gobjs[gi0 & 1].in.b)) {
        a1 = (((gi7 & 0xFFFF) * 9) + (gi3 % ((44 & 7) + 1))) & 0xFFFF;
        if (gc4 != 39) {
            a1--;
        }
    } else {
        x2 = mix_225(gi0 <= 59, gops[g_input & 3], (int)strlen(gmsg), sp0->tag[g_seed & 7]);
    }
    gobj.in.b |= 352u;
    x0 = walk_223(gobjs[41 & 1].in.b - (unsigned)gops[gi5 & 3](x2, w0));
    w0 -= (x2 - gi9) & 63;
    x0 = gops[0](**pp0 & 0xFFFF, gi7);
    q0 = pa3;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)*pa2 + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)u1 + (unsigned)w0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int mix_222(struct outer *sa0, unsigned ua1)
{
    int x0 = 4;
    int x1 = g_input & 0xFFFF;
    unsigned u0;
    char ch0 = 'e';
    int *p0 = &x1;
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = ua1;
    calls++;
    x0 = walk_223(830u);
    x1 = rec_232((g_seed & 3), (gi8 - gc2) & 0xFFFF);
    gsp->op = op_3;
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static int walk_223(unsigned ua0)
{
    int x0 = garr0[54 & 15] % ((garr0[gc4 & 15] & 7) + 1);
    int x1 = (gc2 - *gp) & 0xFFFF;
    unsigned u0;
    int arr0[8] = {12, 8, 28, 3, 49, 30, 2, 22};
    char buf0[32] = "omega";
    const char *msg0 = "alpha-630";
    int *p0 = &garr1[gi5 & 15];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = 2869u;
    if (!((g_seed & 7) == 5)) {
        goto done;
    }
    u0 ^= (unsigned)probe_224((gsp->pin->a - 6) & 0xFFFF);
    x0 = check_233(((g_input != 62) ? *gptrs[gi5 & 1] : x0) & 0xFFFF, (unsigned)20);
done:
    acc = acc * 31u + (unsigned)ua0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[7];
    acc = acc * 31u + (unsigned)buf0[0] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int probe_224(int a0)
{
    int x0 = gc2;
    int x1 = (gc2 - gi7) & 0xFFFF;
    int x2 = (((*gp / (garr0[gi8 & 15] | 1)) <= gobjs[gi7 & 1].pin->a) ? gi1 : a0) & 0xFFFF;
    unsigned u0 = gu11;
    int arr0[4] = {44, 16, 49, 3};
    const char *msg0 = "omega-825";
    struct outer obj0 = {86, {49, 773u}, &ginner, op_2, {38, 21, 6, 28}, "iota"};
    int *p0 = &x2;
    int *p1 = gptrs[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (gu11 >= 826u) {
        gobjs[gi0 & 1].in.a = ((int)(gu11 & 0xFFFFu) * 4) & 0xFFFF;
    }
    obj0.id = ((strcmp(gmsg, msg0) == 0) ? (gi9 + gi6) : gsp->id) & 0xFFFF;
    x2 = ((gops[gi9 & 3](gi3, g_input) * 3) + (-g_seed)) & 0xFFFF;
    u0 = gobj.in.b;
    if ((g_input & 7) == 3) {
        x1 = gsp->in.a & 0xFFFF;
    } else {
        *p0 = ((31 + 18) & 0xFFFF) >> 3;
        x2 = *p1 & 0xFFFF;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[3] + (unsigned)msg0[0] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static long mix_225(int a0, binop_fn fa1, int a2, int a3)
{
    int x0 = (gsp->in.a & gsp->pin->a) & 0xFFFF;
    int x1 = (gsp->op(gi6, a3) * 3) & 0xFFFF;
    int x2;
    unsigned u0;
    int *p0 = &garr0[g_input & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x2 = (((~*gp) <= 53) ? atoi("82") : gc4) >= 9;
    u0 = ~gu11;
    x1 = gops[x0 & 3](gi3, x2);
    a0 = ((*p0 & gi7) & fa1(x1, gi3)) & 0xFFFF;
    x0 |= (13 % ((x1 & 7) + 1)) & 255;
    u0 = 991u;
    u0 &= ~u0;
    for (i = 0; i < 12; i += 2) {
        u0 ^= (unsigned)rec_235(2, &gi10);
        gobjs[(i + 3) % 2].in.b >>= 2;
        gobj.tag[a3 & 3] = (char)('a' + (g_input & 15));
        gptrs[(i + 4) % 2] = gp;
    }
    a2--;
    if ((g_seed & 7) == 2) {
        x2 = ((g_seed > 22) && (g_input < 42)) ? (gi8 & 0xFFFF) : (**gpp & 0xFFFF);
        *p0 &= (*gptrs[gc4 & 1] - gc4) & 0xFFFF;
    }
    gsp->vals[gi10 & 3] |= (gi7 - x0) & 255;
    x2 = (((a0 + gi3) & 0xFFFF) * 9) & 0xFFFF;
    **gpp = (35 - (gi9 - g_input)) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)fa1(1, 2) + (unsigned)a2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

int check_226(int a0, int *pa1, int a2, int *pa3)
{
    int x0 = *pa3 % ((a2 & 7) + 1);
    int x1 = (gops[61 & 3](gi8, x0) | (int)sizeof(gbuf)) & 0xFFFF;
    int x2 = gobjs[gi6 & 1].vals[gi0 & 3] > a0;
    unsigned u0 = gobjs[gi9 & 1].in.b;
    struct outer obj0 = {33, {22, 211u}, &obj0.in, op_1, {20, 32, 3, 22}, "kappa"};
    int *p0 = &obj0.in.a;
    struct outer *sp0 = &gobjs[34 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if ((gbuf[0] - *pa3) != **gpp) {
        x1 = (~(int)((unsigned)(int)strlen(gmsg) & 0xFFFFu)) & 0xFFFF;
    }
    a0 = walk_236(&gobjs[gi1 & 1]);
    sp0->pin = &ginner;
    switch ((4 - 5) & 7) {
    case 0:
        a2 = (gp == p0) ? ((gc4 + g_input) & 0xFFFF) : (49 * 9);
        *pa3 = (~gobjs[25 & 1].pin->a) & 0xFFFF;
        /* fall through */
    case 1:
        gpp = &gptrs[55 & 1];
        gptrs[1] = gptrs[gc2 & 1];
        break;
    case 3:
        x1 = ((45 + *p0) & (((garr0[61 & 15] - gobjs[50 & 1].pin->a) == 33) ? gobjs[gc4 & 1].id : garr1[15])) & 0xFFFF;
        break;
    case 4:
        pa1 = &gi0;
        break;
    default:
        a2 /= (gi7 + *pa1) | 1;
        break;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)a2 + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void probe_227(int *pa0, int a1, int a2)
{
    int x0 = (g_input - gi3) & 0xFFFF;
    int x1 = (gobj.pin->a + gops[a1 & 3](gi1, gi10)) & 0xFFFF;
    int x2 = (*gp + a2) & 0xFFFF;
    unsigned u0 = (unsigned)26;
    int arr0[4] = {26, 18, 13, 14};
    int *p0 = &x2;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x0 = ((int)(u0 & 0xFFFFu) & (x1 + 14)) & 0xFFFF;
    u0 ^= (unsigned)merge_234(48, ~gc4, &a2, (unsigned)arr0[a2 & 3]);
    if (u0 >= 255u) {
        u0 ^= (unsigned)walk_237(gc4, (gi8 ^ 54) & 0xFFFF, gi9 & 0xFFFF);
        a1 = 11;
        gsp = &gobj;
    }
    if ((u0 != 249u) || ((g_input % 3) != 0)) {
        pa0 = &gobjs[gc4 & 1].in.a;
        gobjs[0].in = gobjs[g_input & 1].in;
        u0 <<= 5;
    }
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    g_check += acc;
}

static int check_228(binop_fn fa0, unsigned ua1, binop_fn fa2)
{
    int x0 = ua1 > 377u;
    int x1 = (((g_seed - gi1) <= 6) ? gi10 : gi5) & 0xFFFF;
    unsigned u0 = ~gu11;
    char buf0[32] = "theta";
    int *p0 = &gi6;
    int **pp0 = &p0;
    struct outer *sp0 = gsp;
    binop_fn fn0 = fa0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = walk_237((-garr1[17 & 15]) & 0xFFFF, (garr1[gi1 & 15] + gobjs[0].pin->a) & 0xFFFF, (g_input & 7) == 2);
    x1 = apply_229((p0 == gp) ? 6 : 34);
    gi6 = (garr1[gi6 & 15] != 50) ^ ((garr0[51 & 15] * 3) < 32);
    u0 += fold_238(sp0);
    *gp = (int)((u0 ^ u0) & 0xFFFFu);
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)ua1 + (unsigned)fa2(1, 2) + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int apply_229(long la0)
{
    int x0 = (gsp->id - gops[1](27, gi7)) & 0xFFFF;
    int x1 = gobj.in.a % ((*gp & 7) + 1);
    int x2 = g_input % (((int)sizeof(int) & 7) + 1);
    unsigned u0 = 1646u;
    unsigned u1 = (unsigned)gobj.vals[x2 & 3];
    long w0 = (((g_input & 7) == 2) ? garr0[gc4 & 15] : abs(g_input)) & 0xFFFF;
    const char *msg0 = "iota-986";
    int *p0 = &gi1;
    int *p1 = &gobj.id;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x0 = ((-garr1[gi3 & 15]) / ((gi5 / (gi1 | 1)) | 1)) & 0xFFFF;
    x0 += (int)(560u & 0xFFFFu) & 63;
    x2 = (int)((u1 << 5) & 0xFFFFu);
    *p0 ^= x2 & 255;
    la0 = gops[x0 & 3]((garr1[g_input & 15] + gops[0](61, gi7)) & 0xFFFF, la0);
    i = 0;
    while (i < 4) {
        x1++;
        i++;
    }
    for (i = 6; i > 0; i--) {
        x0 %= ((~gi9) & 7) + 1;
        if ((gu11 == u1) && ((int)((unsigned)gi0 & 0xFFFFu) < 6)) {
            x2 -= 45;
        }
    }
    u0 ^= (unsigned)gobjs[gi1 & 1].op(gops[gi9 & 3](32, x0), g_input);
    x1 = gi3 & 0xFFFF;
    x1 = (u0 > 127u) ^ (u0 != 713u);
    gsp->in.b *= 40503u;
    x2 = ((gu11 > 433u) + (x1 - gi3)) & 0xFFFF;
    acc = acc * 31u + (unsigned)la0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)w0 + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

long mix_230(unsigned ua0, int a1, binop_fn fa2, int *pa3)
{
    int x0;
    int x1 = (*gptrs[gi1 & 1] - 33) & 0xFFFF;
    int x2 = (gi8 & 0xFFFF) >> 1;
    unsigned u0;
    char buf0[32] = "beta";
    struct outer obj0 = {94, {42, 302u}, &obj0.in, op_0, {18, 36, 16, 41}, "theta"};
    int *p0 = pa3;
    int *p1 = &gobjs[gi6 & 1].in.a;
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x0 = gops[gc4 & 3](53, gc2);
    u0 = 1654u;
    u0 <<= 6;
    a1 = ((63 + gobjs[gi10 & 1].tag[10 & 7]) & ((gi3 * 7) & 0xFFFF)) & 0xFFFF;
    gsp = &gobjs[53 & 1];
    obj0.vals[gi1 & 3] = (gobj.vals[27 & 3] + 1) & 0xFFFF;
    acc = acc * 31u + (unsigned)ua0 + (unsigned)a1 + (unsigned)fa2(1, 2) + (unsigned)*pa3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)obj0.in.a;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

int probe_231(int a0, int *pa1, unsigned ua2)
{
    int x0 = garr0[4] & 0xFFFF;
    int x1 = (gi5 + *gp) & 0xFFFF;
    unsigned u0 = 3112u;
    int *p0 = &garr1[42 & 15];
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    if (strcmp(gmsg, gmsg) > 0) {
        goto done;
    }
    x1 = mix_239(gi5 & 0xFFFF);
    gobj.pin = &ginner;
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)ua2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + calls;
    return (int)(acc & 0xFFFFu);
}

static int rec_232(int depth, int a0)
{
    int x0 = (gobj.in.a + depth) & 0xFFFF;
    int x1 = 17 & gi3;
    int x2;
    unsigned u0;
    long w0 = *gp & 0xFFFF;
    char ch0 = 'b';
    char buf0[32] = "sigma";
    int *p0 = &gobj.vals[3];
    binop_fn fn0 = op_5;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    x2 = (gi1 / (*gp | 1)) & 0xFFFF;
    u0 = gu11 ^ gu11;
    calls++;
    w0 /= ((strcmp(buf0, buf0) != 0) ? gbuf[gi0 & 15] : g_input) | 1;
    u0 ^= (unsigned)probe_242((unsigned)15, &garr1[gi5 & 15]);
    i = 0;
    while (i < 5) {
        a0 = (-gobjs[i % 2].id) & 0xFFFF;
        i++;
    }
    w0 = fold_241(&gi1, (gsp->pin->a + fn0(depth, gi0)) & 0xFFFF);
    u0 ^= (unsigned)rec_232(depth - 1, (int)sizeof(int));
    x0 = ((*gptrs[gi7 & 1] % ((atoi("67") & 7) + 1)) - (**gpp * 2)) & 0xFFFF;
    x2 = ((-*gptrs[gi8 & 1]) + (x0 | *gp)) & 0xFFFF;
    gobjs[62 & 1].tag[gi3 & 3] = (char)('a' + (gc2 & 15));
    **gpp &= (atoi("40") + 11) & 0xFFFF;
    x1 = ((-g_input) + garr1[17 & 15]) & 0xFFFF;
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)ch0 + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

int check_233(int a0, unsigned ua1)
{
    int x0 = (*gp + garr0[gi5 & 15]) & 0xFFFF;
    int x1 = (gobjs[0].op(gi3, 61) ^ garr0[gc2 & 15]) & 0xFFFF;
    unsigned u0 = 2289u;
    struct outer obj0 = {92, {93, 127u}, &ginner2, op_2, {39, 6, 20, 48}, "theta"};
    int *p0 = &garr1[gi7 & 15];
    int *p1 = &gobjs[12 & 1].in.a;
    struct outer *sp0 = &gobj;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = 11;
    a0 = (int)(merge_243(17 * 3, &gi1) & 0xFFFFu);
    gi0 = gi3 % (((p1 != p0) & 7) + 1);
    *p1 = (((gi6 * 8) & 0xFFFF) * 9) & 0xFFFF;
    x0 = (((g_input % 3) != 2) && ((gobjs[0].pin->a + gi6) >= garr1[gi5 & 15])) ? ((~garr1[gi7 & 15]) & 0xFFFF) : (garr0[7] & 0xFFFF);
    acc = acc * 31u + (unsigned)a0 + (unsigned)ua1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1 + (unsigned)sp0->id + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int merge_234(int a0, int a1, int *pa2, unsigned ua3)
{
    int x0 = gobj.pin->a & 0xFFFF;
    int x1 = gops[gc2 & 3](a0, gi9);
    int x2 = 48;
    unsigned u0 = 192u;
    unsigned u1 = 6197u;
    long w0 = (gi9 + gsp->vals[gi0 & 3]) & 0xFFFF;
    const char *msg0 = "iota-975";
    int *p0 = gptrs[gi0 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = (gc4 + gi3) > 16;
    if (w0 > 29) {
        goto done;
    }
    u0 ^= (unsigned)walk_237(gbuf[gi10 & 15], (abs(gi6) - gobj.pin->a) >= 63, (~gobjs[a1 & 1].vals[g_seed & 3]) & 0xFFFF);
    for (i = 0; i < 4; i += 2) {
        a1 = walk_244((x1 * 4) & 0xFFFF, gsp);
        gsp->in.a = (int)((u1 - gu11) & 0xFFFFu);
        *p0 = ((gi6 - i) / ((**gpp + x2) | 1)) & 0xFFFF;
    }
    probe_240(gsp, op_0, gptrs[5 & 1]);
    gsp->pin = &ginner;
    for (i = 0; i < 8; i += 2) {
        if ((g_input + i) != 12) {
            continue;
        }
    }
    if (gu11 < 587u) {
        *gp &= (gobj.op(a0, x1) * 6) & 0xFFFF;
    } else {
        x1 += 54;
    }
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)*pa2 + (unsigned)ua3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)u1 + (unsigned)w0;
    acc = acc * 31u + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_235(int depth, int *pa0)
{
    int x0;
    int x1;
    int x2 = (gi7 ^ gi7) & 0xFFFF;
    unsigned u0 = 8549u;
    long w0 = (g_input + garr1[x2 & 15]) & 0xFFFF;
    char buf0[32] = "zeta";
    int *p0 = *gpp;
    binop_fn fn0 = gobjs[gi0 & 1].op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    x0 = (gobj.tag[51 & 7] + gi7) & 0xFFFF;
    x1 = (gi7 ^ garr0[5]) & 0xFFFF;
    x0 = apply_245(fn0);
    w0 = walk_237(gobjs[gi0 & 1].in.a & 0xFFFF, (int)(gu11 & 0xFFFFu), depth & 0xFFFF);
    w0 = rec_235(depth - 1, &garr1[w0 & 15]);
    x0 = (((gc4 + gobjs[35 & 1].op(20, gc4)) < depth) && (gi9 <= 24)) ? ((-garr1[gi0 & 15]) & 0xFFFF) : ((gobj.pin->a - x1) & 0xFFFF);
    w0 = ((int)(gu11 & 0xFFFFu) ^ ((gobjs[39 & 1].vals[2] + *gptrs[0]) == 8)) & 0xFFFF;
    acc = acc * 31u + (unsigned)depth + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)w0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static long walk_236(struct outer *sa0)
{
    int x0 = (gobjs[gc2 & 1].in.a | *gp) & 0xFFFF;
    int x1 = ((gi8 != 9) ? gi10 : gbuf[gi6 & 15]) & 0xFFFF;
    int x2 = 38 * 9;
    unsigned u0;
    char ch0 = 'a';
    int arr0[4] = {29, 17, 6, 30};
    struct outer obj0 = {82, {16, 541u}, &obj0.in, op_5, {50, 29, 45, 8}, "omega"};
    int *p0 = gp;
    binop_fn fn0 = gops[35 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    u0 = (unsigned)garr0[6];
    x2 = mix_246(gbuf[gi5 & 15] & 21);
    obj0.vals[x0 & 3] = (gobj.vals[gi9 & 3] + 2) & 0xFFFF;
    x1 += 1;
    *gptrs[x2 & 1] = ((g_input % ((gi7 & 7) + 1)) - ((garr0[35 & 15] & 0xFFFF) >> 3)) & 0xFFFF;
    gobjs[gi0 & 1].in.b -= 305u % ((sa0->in.b * u0) | 1u);
    x1 = (gu11 < 883u) && (gp == p0);
    memset(garr1, 0, sizeof(garr1));
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)arr0[3] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int walk_237(int a0, int a1, int a2)
{
    int x0 = (gobj.vals[2] ^ gi5) & 0xFFFF;
    int x1;
    int x2;
    unsigned u0 = 8262u;
    int arr0[16] = {23, 33, 34, 43, 0, 43, 46, 27};
    struct outer obj0 = {96, {17, 94u}, &obj0.in, op_4, {27, 22, 2, 2}, "gamma"};
    int *p0 = gp;
    int *p1 = &a2;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (gobj.tag[gi9 & 7] & g_seed) & 0xFFFF;
    x2 = (garr1[11] / (gi6 | 1)) & 0xFFFF;
    x0 %= ((garr0[gi1 & 15] - gsp->pin->a) & 7) + 1;
    switch (u0 % 5u) {
    case 0:
        u0 += apply_247(607u, p0, 13u ^ u0, (int)sizeof(int));
        break;
    case 2:
        u0 &= 779u;
        /* fall through */
    case 3:
        x0++;
        x1 = (u0 < gu11) ? ((gobj.op(gi6, a0) + x2) & 0xFFFF) : ((*gp - 56) & 0xFFFF);
        break;
    case 4:
        a0 = 34;
        x1 = x1 & 0xFFFF;
        break;
    default:
        gobj.tag[a1 & 3] = (char)('a' + (42 & 15));
        break;
    }
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static unsigned fold_238(struct outer *sa0)
{
    int x0 = *gp & 0xFFFF;
    int x1 = (gobjs[61 & 1].in.a * 6) & 0xFFFF;
    unsigned u0 = sa0->in.b;
    int arr0[16] = {10, 5, 43, 38, 29, 29, 0, 33};
    struct outer obj0 = {71, {35, 403u}, &ginner2, op_0, {5, 34, 42, 47}, "sigma"};
    int *p0 = *gpp;
    int *q0 = NULL;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x1 = walk_248((x1 & gi6) & 0xFFFF);
    u0 <<= 4;
    x1 = ((garr1[gi10 & 15] + gi0) ^ (~gobjs[gi7 & 1].pin->a)) & 0xFFFF;
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[15];
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    return acc;
}

static int mix_239(long la0)
{
    int x0 = (gi0 * 7) & 0xFFFF;
    int x1;
    int x2 = (gi10 + gi6) & 0xFFFF;
    unsigned u0 = 1386u;
    char ch0 = 'h';
    char buf0[32] = "omega";
    int *p0 = &gi7;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = gsp->pin->a & 55;
    for (i = 0; i < 6; i += 2) {
        x1 -= (g_seed - garr0[gc4 & 15]) & 63;
    }
    u0 -= 14u;
    gsp->op = op_5;
    if ((g_input < 44) || (strcmp("omega86", gmsg) > 0)) {
        x2 -= 44;
    }
    *gptrs[0] = (((x2 ^ x2) & 0xFFFF) * 6) & 0xFFFF;
    acc = acc * 31u + (unsigned)la0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void probe_240(struct outer *sa0, binop_fn fa1, int *pa2)
{
    int x0 = gsp->vals[62 & 3] & 0xFFFF;
    int x1;
    int x2 = (gobj.id - gi0) & 0xFFFF;
    unsigned u0 = 9243u;
    char ch0 = 'a';
    int arr0[8] = {22, 24, 48, 8, 26, 17, 0, 41};
    int *p0 = gp;
    int *q0 = NULL;
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = gi3 & 0xFFFF;
    u0 ^= (unsigned)merge_250((char)(x2 & 127), gu11 << 3, &sp0->id);
    if ((gc2 + (q0 != NULL ? *q0 : 0)) > 1) {
        goto done;
    }
    u0 ^= (unsigned)check_249(garr0[15] & 53);
    if (u0 > 232u) {
        ch0 = (char)(((g_seed | 64) / ((-2) | 1)) & 127);
    }
    *gp = g_input & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)fa1(1, 2) + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)arr0[7] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)sp0->id + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int fold_241(int *pa0, int a1)
{
    int x0 = gi6 % ((atoi("88") & 7) + 1);
    int x1 = garr1[12 & 15] & 0xFFFF;
    int x2 = (gi3 * 4) & 0xFFFF;
    unsigned u0 = gu11 * gu11;
    char ch0 = 'c';
    int *p0 = &a1;
    int *p1 = &garr1[gi3 & 15];
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if ((strcmp(gbuf, gmsg) == 0) && (((int)strlen(gbuf) ^ gobjs[x2 & 1].op(gc4, gi1)) == 17)) {
        x1 = ((garr1[g_seed & 15] < *p1) - (gsp->in.a | gsp->in.a)) & 0xFFFF;
        *pa0 = (gobjs[x0 & 1].id ^ (gi1 | gi5)) & 0xFFFF;
        gptrs[56 & 1] = &garr0[gi8 & 15];
        scan_251(pa0, &gi8);
    } else if ((gi10 + gi1) > gops[1](gi5, gi6)) {
        a1 -= 22;
    } else {
        u0 ^= (unsigned)gobjs[7 & 1].op(**pp0 & 0xFFFF, x0);
    }
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static long probe_242(unsigned ua0, int *pa1)
{
    int x0 = (((g_seed ^ gi0) <= 44) ? 44 : gi5) & 0xFFFF;
    int x1 = (g_seed + 24) & 0xFFFF;
    int x2;
    unsigned u0 = 5809u;
    unsigned u1 = 4026u;
    long w0;
    int arr0[16] = {34, 48, 15, 24, 35, 43, 23, 7};
    const char *msg0 = "gamma-603";
    struct outer obj0 = {25, {75, 31u}, &ginner2, op_4, {38, 45, 19, 3}, "sigma"};
    int *p0 = pa1;
    binop_fn fn0 = gsp->op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x2 = g_seed < 45;
    w0 = (garr1[gi6 & 15] + gsp->tag[2]) & 0xFFFF;
    x0 = (g_input > 52) && ((g_input % 3) != 2);
    x0 = walk_244(g_input < 24, gsp);
    u0 |= (gu11 * ua0) & (unsigned)gi6;
    x1 += garr1[gi0 & 15] & 63;
    u0 |= (unsigned)g_input;
    {
        struct node *head_1 = NULL;
        struct node *cur_1 = NULL;
        int t_1 = 0;
        for (t_1 = 0; t_1 < 5; t_1++) {
            struct node *node_1 = (struct node *)malloc(sizeof(struct node));
            if (node_1 == NULL) {
                break;
            }
            node_1->val = ((44 | gobjs[1].vals[0]) + t_1) & 0xFFFF;
            node_1->next = head_1;
            head_1 = node_1;
        }
        for (cur_1 = head_1; cur_1 != NULL; cur_1 = cur_1->next) {
            x0 = (x0 + cur_1->val) & 0xFFFF;
        }
        while (head_1 != NULL) {
            cur_1 = head_1->next;
            free(head_1);
            head_1 = cur_1;
        }
    }
    x1 = walk_252((w0 + gc2) & 0xFFFF, (59 | fn0(gi3, gc4)) & 0xFFFF);
    acc = acc * 31u + (unsigned)ua0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)u1 + (unsigned)w0 + (unsigned)arr0[15] + (unsigned)msg0[0];
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static unsigned merge_243(int a0, int *pa1)
{
    int x0 = gi3 & 0xFFFF;
    int x1 = (g_input % 3) != 1;
    int x2 = 39;
    unsigned u0 = 2234u;
    char ch0 = 'b';
    int *p0 = *gpp;
    int *q0 = &garr0[gi8 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x2 = apply_245(gops[gi7 & 3]);
    if (x2 != 14) {
        x0 = fold_253("gamma91", (*gptrs[gi1 & 1] + a0) & 0xFFFF, &a0);
        a0 = walk_252((gi1 - garr1[a0 & 15]) & 0xFFFF, (q0 != NULL ? *q0 : 0) & 0xFFFF);
    }
    u0 -= (u0 & 600u) - gu11;
    *gp = gi0 & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return acc;
}

static int walk_244(int a0, struct outer *sa1)
{
    int x0;
    int x1 = (~gi10) & 0xFFFF;
    int x2 = ((gi1 & 0xFFFF) * 9) & 0xFFFF;
    unsigned u0 = 8847u;
    int *p0 = gp;
    int *p1 = gptrs[0];
    struct outer *sp0 = &gobjs[gi8 & 1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (gi8 ^ gsp->id) & 0xFFFF;
    calls++;
    if (g_input > 21) {
        goto done;
    }
    u0 -= 805u;
    u0 ^= (unsigned)gobjs[gi9 & 1].op((int)(gu11 & 0xFFFFu), x1);
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)sa1->id + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

int apply_245(binop_fn fa0)
{
    int x0 = gc2;
    int x1 = (garr1[gi1 & 15] + gi8) >= 54;
    int x2 = (garr1[gi10 & 15] * 4) & 0xFFFF;
    unsigned u0 = gu11 >> 7;
    int *p0 = &garr0[8];
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    u0 ^= (unsigned)fold_255((gi5 ^ abs(g_input)) & 0xFFFF, gi3 & 0xFFFF, &gobjs[g_input & 1]);
    scan_254((gc2 - gi6) & 0xFFFF);
    if ((garr1[46 & 15] - x1) >= 16) {
        goto done;
    }
    gobjs[g_input & 1].in.b = u0 - (u0 % (355u | 1u));
    gptrs[gi5 & 1] = &garr0[x1 & 15];
    x2 = (gsp->pin->a + gobj.in.a) & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int mix_246(int a0)
{
    int x0;
    int x1 = (*gp * 7) & 0xFFFF;
    int x2 = gops[2](gi9, gc4);
    unsigned u0 = gu11;
    long w0 = (gi1 + gi10) & 0xFFFF;
    int *p0 = *gpp;
    int **pp0 = &p0;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (59 - a0) & 0xFFFF;
    sp0->pin = &ginner2;
    if (p0 == gp) {
        x1 = probe_256(gobjs[60 & 1].op);
    }
    u0 ^= (gu11 / (gobjs[g_seed & 1].in.b | 1u)) << 7;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static unsigned apply_247(unsigned ua0, int *pa1, unsigned ua2, int a3)
{
    int x0 = gc2;
    int x1 = gc2;
    unsigned u0 = 609u;
    int *p0 = &gi10;
    int *p1 = p0;
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x1 = rec_257((g_input & 3), gsp->in.b, *gpp);
    if (u0 <= 2u) {
        goto done;
    }
    x1 = (((strcmp(gbuf, "alpha70") == 0) ? a3 : garr0[x1 & 15]) | (**pp0 - gi8)) & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)ua0 + (unsigned)*pa1 + (unsigned)ua2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i;
    return acc;
}

static int walk_248(int a0)
{
    int x0 = (*gptrs[gi0 & 1] | gsp->in.a) & 0xFFFF;
    int x1 = (g_input ^ *gptrs[43 & 1]) & 0xFFFF;
    int x2;
    unsigned u0 = gu11;
    int *p0 = gp;
    int *p1 = &garr0[2];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x2 = gc2 + gc4;
    if (strcmp("beta89", gmsg) != 0) {
        goto done;
    }
    for (i = 4; i > 0; i--) {
        u0 ^= (unsigned)check_249(gi7 & 0xFFFF);
    }
    i = 0;
    do {
        x2 = gi5 & 0xFFFF;
        u0 += update_258(&gi3, (*p1 & i) & 0xFFFF);
        i += 1;
    } while (i < 4);
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int check_249(int a0)
{
    int x0 = (((g_seed % 3) != 0) ? gi8 : gobj.vals[gi1 & 3]) & 0xFFFF;
    int x1 = (gsp->in.a + 25) & 0xFFFF;
    int x2 = g_input > 46;
    unsigned u0 = gu11;
    unsigned u1 = 2435u;
    long w0 = (gi1 / (x0 | 1)) & 0xFFFF;
    char ch0 = 'd';
    char buf0[32] = "delta";
    int *p0 = &gi6;
    int *p1 = p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    gobj.op = op_4;
    for (i = 2; i > 0; i--) {
        w0 = ((x1 + i) + (int)(969u & 0xFFFFu)) & 0xFFFF;
        --x1;
        u1 |= (gobj.in.b % ((unsigned)gobj.id | 1u)) - (gobj.in.b % (gsp->in.b | 1u));
    }
    gsp->op = op_4;
    gobjs[gi3 & 1].vals[gc4 & 3] = (gobjs[x0 & 1].vals[2] + 7) & 0xFFFF;
    x1 = rec_259((x2 & 3), &gobj.id, (gi7 + x1) & 0xFFFF);
    p0 = &garr0[w0 & 15];
    x0 = ((u0 >= 93u) ? (((g_input % 3) != 2) ? w0 : garr0[gi9 & 15]) : (**gpp | garr0[gi6 & 15])) & 0xFFFF;
    if ((g_seed > 24) || (gu11 >= gobjs[gi0 & 1].in.b)) {
        for (i = 5; i > 0; i--) {
            u1 |= (~u1) << 6;
        }
        x1 = gops[1](42, a0);
    } else {
        a0 ^= ((gbuf[x2 & 15] & 0xFFFF) >> 2) & 255;
    }
    x2 = (~(-x1)) & 0xFFFF;
    u1 >>= 2;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)w0 + (unsigned)ch0 + (unsigned)buf0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)*p1 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int merge_250(char ca0, unsigned ua1, int *pa2)
{
    int x0;
    int x1 = *gp & 0xFFFF;
    int x2;
    unsigned u0 = (unsigned)gobjs[gi1 & 1].pin->a;
    int arr0[8] = {36, 50, 24, 16, 33, 40, 37, 33};
    int *p0 = &gsp->in.a;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = 5 * 6;
    x2 = -gbuf[g_input & 15];
    if ((u0 < 148u) || (gsp->tag[x1 & 7] <= 12)) {
        arr0[gi1 & 7] = g_seed & 0xFFFF;
        gp = &garr1[g_seed & 15];
        x1 = rec_260((x0 & 3), gops[x2 & 3]);
    } else if (((g_seed & 0xFFFF) >> 1) != 22) {
        p0 = &x2;
        x2 += gi7 & 63;
    } else {
        gbuf[4 & 15] = (char)('a' + (gi6 & 15));
        gi0 = *gp & 0xFFFF;
    }
    for (i = 0; i < 4; i++) {
        x1 = (gobj.tag[6] & (gobj.tag[i % 8] ^ garr0[i % 16])) & 0xFFFF;
    }
    x2 = ((gsp->id + gobjs[gi6 & 1].tag[2]) - gobj.vals[gi5 & 3]) & 0xFFFF;
    x0 -= (((g_seed % 3) != 1) ? ca0 : gobj.vals[2]) & 63;
    acc = acc * 31u + (unsigned)ca0 + (unsigned)ua1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void scan_251(int *pa0, int *pa1)
{
    int x0 = (gc4 - gobjs[g_seed & 1].vals[g_seed & 3]) & 0xFFFF;
    int x1 = (gi1 & garr0[gi10 & 15]) & 0xFFFF;
    int x2 = (abs(x1) ^ gobj.op(x0, gi8)) & 0xFFFF;
    unsigned u0 = ~gu11;
    char buf0[32] = "delta";
    const char *msg0 = "beta-17";
    int *p0 = *gpp;
    int *p1 = &garr0[gc2 & 15];
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    i = 0;
    do {
        x2 = rec_260((gi10 & 3), gsp->op);
        gobjs[i % 2].op = op_3;
        x2 = walk_261(op_5, ~66u, (char)(gc2 & 127));
        i += 1;
    } while (i < 4);
    x2 = ((garr0[gi3 & 15] + (int)sizeof(gbuf)) - *gp) & 0xFFFF;
    if (u0 != 31u) {
        i = 0;
        do {
            gsp->vals[i % 4] = (gobjs[i % 2].vals[i % 4] + 9) & 0xFFFF;
            i += 1;
        } while (i < 3);
    }
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int walk_252(int a0, int a1)
{
    int x0 = (gi6 + garr1[0]) & 0xFFFF;
    int x1 = (-gi0) & 0xFFFF;
    int x2 = gbuf[58 & 15];
    unsigned u0 = (unsigned)gi5 - gu11;
    char buf0[32] = "delta";
    struct outer obj0 = {64, {54, 212u}, &obj0.in, op_4, {35, 43, 2, 4}, "kappa"};
    int *p0 = gp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    obj0.pin = &ginner;
    x1 &= gc2 & 0xFFFF;
    if (p0 == gp) {
        a1 = ((garr0[x2 & 15] % ((a0 & 7) + 1)) | ((strcmp("alpha95", gbuf) != 0) ? gc2 : *gptrs[36 & 1])) & 0xFFFF;
    } else {
        a1 = rec_257((gc4 & 3), obj0.in.b & gobj.in.b, &x1);
        a1 = (*gp % ((gi6 & 7) + 1)) * 2;
        x1 = apply_262(gptrs[x0 & 1]);
        *p0 |= gbuf[g_input & 15] & 255;
    }
    gsp->in = obj0.in;
    u0 = 800u << 6;
    a0 = ((x0 % ((15 & 7) + 1)) ^ (*p0 ^ x2)) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)buf0[0] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int fold_253(const char *ta0, long la1, int *pa2)
{
    int x0 = (*gp & gsp->in.a) & 0xFFFF;
    int x1 = gi8 & 0xFFFF;
    unsigned u0 = ~297u;
    int *p0 = &garr1[11];
    int *p1 = &garr1[gi10 & 15];
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = apply_263((char)(gi9 & 127));
    u0 >>= 5;
    *gptrs[gc4 & 1] = (g_input % 3) != 0;
    if (g_input < 58) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)la1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static void scan_254(int a0)
{
    int x0 = (int)((unsigned)gsp->id & 0xFFFFu);
    int x1 = (47 - gi10) & 0xFFFF;
    int x2 = (garr0[gi3 & 15] - *gptrs[gc4 & 1]) & 0xFFFF;
    unsigned u0 = 6499u;
    char ch0 = 'c';
    int *p0 = &gi7;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    u0 |= ~(u0 ^ u0);
    u0 ^= (60u ^ gu11) + (948u + 820u);
    garr1[11] = garr1[6 & 15] & 0xFFFF;
    gbuf[1] = (char)('a' + (gi10 & 15));
    u0 <<= 3;
    gptrs[1] = gp;
    a0 = abs(gi6) & 0xFFFF;
    *p0 ^= (*gp - gops[gi3 & 3](9, x2)) & 255;
    for (i = 0; i < 8; i += 2) {
        *gptrs[a0 & 1] ^= (garr0[(i + 1) % 16] - gi10) & 255;
        u0 = u0 & ((unsigned)g_input / (gobjs[i % 2].in.b | 1u));
    }
    *gptrs[g_input & 1] = gsp->tag[gi1 & 7];
    if ((g_input > 26) || (u0 == 173u)) {
        x2 = *p0 & 0xFFFF;
        x2 = ((~x2) - gi5) & 0xFFFF;
        u0 ^= (unsigned)gops[g_input & 3]((gobjs[57 & 1].id + garr1[10]) & 0xFFFF, x1);
    }
    gobjs[26 & 1].vals[gi7 & 3] = (gobjs[g_seed & 1].vals[gi0 & 3] + 9) & 0xFFFF;
    check_264((char)(16 & 127));
    x0 = gsp->id & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static long fold_255(long la0, long la1, struct outer *sa2)
{
    int x0 = (gi8 / (25 | 1)) & 0xFFFF;
    int x1 = gbuf[gi0 & 15] * 8;
    int x2 = (gi6 ^ gops[gi8 & 3](gi9, la1)) & 0xFFFF;
    unsigned u0 = 395u - (unsigned)x1;
    const char *msg0 = "omega-693";
    struct outer obj0 = {17, {70, 432u}, &obj0.in, op_1, {45, 48, 48, 16}, "zeta"};
    int *p0 = *gpp;
    int *q0 = *gpp;
    int **pp0 = &p0;
    binop_fn fn0 = op_5;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x0 = 12 + ((g_input & 7) == 1);
    gobj.id = (~(gi7 + x0)) & 0xFFFF;
    la0 = ((garr1[gi9 & 15] + 50) - ((q0 != NULL ? *q0 : 0) * 4)) & 0xFFFF;
    if ((x2 > 15) || (gc4 != 63)) {
        u0 *= 40503u;
        if (g_input < 19) {
            la0 = ((sa2->in.a - 23) + gi1) & 0xFFFF;
        }
    } else {
        x2 -= (**pp0 - (int)strlen(msg0)) & 63;
        gobj.in = sa2->in;
        x0 += (gbuf[gi0 & 15] + gi6) & 63;
    }
    x1 = walk_265(obj0.vals[0] % ((64 & 7) + 1), &sa2->in.a);
    acc = acc * 31u + (unsigned)la0 + (unsigned)la1 + (unsigned)sa2->id + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)msg0[0] + (unsigned)obj0.in.a + (unsigned)*p0;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)**pp0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (long)(acc & 0xFFFFu);
}

static int probe_256(binop_fn fa0)
{
    int x0 = gbuf[42 & 15];
    int x1;
    int x2 = (x0 + g_input) & 0xFFFF;
    unsigned u0 = gu11 | gu11;
    char ch0 = 'b';
    int arr0[8] = {35, 46, 13, 46, 7, 17, 1, 31};
    const char *msg0 = "sigma-369";
    int *p0 = &gi6;
    int *q0 = NULL;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = (g_input & 7) == 4;
    scan_266((char)(gi9 & 127), gops[gc2 & 3]);
    x1 = ((arr0[gc4 & 7] - 62) & (arr0[g_input & 7] - **gpp)) & 0xFFFF;
    x1 -= 4;
    gpp = &gptrs[gi8 & 1];
    fa0 = op_1;
    gi5 = ((gobj.op(gi9, x0) * 3) + (gi3 + garr1[5])) & 0xFFFF;
    x0 = gi6 & 0xFFFF;
    *gp &= gi8 & 0xFFFF;
    gsp = &gobjs[gi8 & 1];
    garr1[gc4 & 15] = 30 <= 48;
    ch0 = (char)(((g_input & 7) == 2) & 127);
    {
        char sb_1[32];
        size_t sl_1 = 0;
        memset(sb_1, 0, sizeof(sb_1));
        strcpy(sb_1, gmsg);
        sl_1 = strlen(sb_1);
        if (sl_1 > 2u && strcmp(sb_1, gbuf) != 0) {
            sb_1[sl_1 - 1u] = (char)('a' + (gi7 & 15));
        }
        strcpy(gbuf, sb_1);
        u0 ^= (unsigned)((int)sl_1 + sb_1[x1 & 15]);
    }
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)ch0 + (unsigned)arr0[7] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int rec_257(int depth, unsigned ua0, int *pa1)
{
    int x0 = (int)(154u & 0xFFFFu);
    int x1;
    int x2 = (g_input + gi0) <= 0;
    unsigned u0 = 3931u;
    char ch0 = 'c';
    int *p0 = &gi6;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    x1 = (**gpp + gi0) <= 17;
    calls++;
    scan_266((char)(gi6 & 127), gobj.op);
    x0 = gops[2](g_input & 0xFFFF, x0);
    x2 = rec_257(depth - 1, 722u, &gsp->id);
    x2 |= gobjs[0].id & 255;
    ua0 ^= u0 >> 2;
    i = 0;
    do {
        x2 = fold_267((*gptrs[i % 2] - *pa1) & 0xFFFF, (*gp ^ garr0[11]) & 0xFFFF, gptrs[4 & 1]);
        gsp->tag[gi1 & 3] = (char)('a' + (32 & 15));
        i += 1;
    } while (i < 6);
    x0 = ~gbuf[gi6 & 15];
    ch0 = (char)(((g_seed % 3) != 2) & 127);
    x0 = gops[6 & 3]((gi6 | gops[gi6 & 3](x2, gc4)) & 0xFFFF, gi9);
    x0 = g_input & 0xFFFF;
    acc = acc * 31u + (unsigned)depth + (unsigned)ua0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)ch0 + (unsigned)*p0 + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static unsigned update_258(int *pa0, int a1)
{
    int x0;
    int x1 = (*gptrs[gi6 & 1] + gsp->pin->a) & 0xFFFF;
    unsigned u0 = 5865u;
    int *p0 = gptrs[49 & 1];
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0u;
    }
    g_fuel--;
    x0 = (gsp->id - gi0) & 0xFFFF;
    x0 = apply_263((char)(gc2 & 127));
    gobjs[g_seed & 1].in.b &= u0 | gu11;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i;
    return acc;
}

static int rec_259(int depth, int *pa0, int a1)
{
    int x0 = 28 - gbuf[60 & 15];
    int x1 = (~garr1[8]) & 0xFFFF;
    unsigned u0 = gu11;
    int arr0[8] = {7, 24, 26, 2, 3, 20, 27, 32};
    char buf0[32] = "kappa";
    int *p0 = &garr0[gi7 & 15];
    int i = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a1 & 255;
    }
    g_fuel--;
    a1 = apply_268("iota56", gu11 > u0, gi0 & 0xFFFF);
    x0 = rec_260(depth - 1, gsp->op);
    gobj.vals[3 & 3] = (gobj.vals[gi5 & 3] + 6) & 0xFFFF;
    acc = acc * 31u + (unsigned)depth + (unsigned)*pa0 + (unsigned)a1 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int rec_260(int depth, binop_fn fa0)
{
    int x0 = (-gsp->id) & 0xFFFF;
    int x1;
    int x2 = gc4 % ((garr1[g_seed & 15] & 7) + 1);
    unsigned u0 = gu11;
    int arr0[4] = {8, 47, 5, 0};
    const char *msg0 = "sigma-830";
    int *p0 = &gi5;
    int *p1 = &arr0[gi6 & 3];
    int *q0 = NULL;
    binop_fn fn0 = gops[3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return 1;
    }
    g_fuel--;
    x1 = (gi0 - gobjs[gi5 & 1].op(depth, gi7)) & 0xFFFF;
    x1 = rec_259(depth - 1, *gpp, (gi0 & garr0[gi8 & 15]) & 0xFFFF);
    x1 = mix_269(gp, 734u, "beta68", fa0);
    u0 ^= (unsigned)apply_263((char)(37 & 127));
    gbuf[gi9 & 15] = (char)('a' + (x1 & 15));
    x0 = *p0 & 0xFFFF;
    x1 = fn0((x2 + gi7) & 0xFFFF, g_seed);
    gptrs[x2 & 1] = &gi0;
    acc = acc * 31u + (unsigned)depth + (unsigned)fa0(1, 2) + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[3] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)*p1;
    acc = acc * 31u + (unsigned)(q0 != NULL) + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int walk_261(binop_fn fa0, unsigned ua1, char ca2)
{
    int x0 = 10;
    int x1 = ((g_input < 38) ? 5 : gi3) < g_input;
    int x2 = gops[gi0 & 3](gi1, x0);
    unsigned u0 = ~gobj.in.b;
    int arr0[16] = {30, 8, 19, 47, 6, 21, 42, 24};
    char buf0[32] = "theta";
    const char *msg0 = "kappa-255";
    struct outer obj0 = {86, {10, 680u}, &ginner2, op_5, {11, 11, 9, 20}, "omega"};
    int *p0 = gptrs[gi1 & 1];
    int *p1 = &obj0.vals[gi0 & 3];
    int *q0 = NULL;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    ua1 <<= 3;
    x1 = merge_270(&x2, gptrs[0], "omega96");
    --x1;
    garr0[29 & 15] = ((q0 != NULL ? *q0 : 0) + (gi1 + (q0 != NULL ? *q0 : 0))) & 0xFFFF;
    x2 = ((g_input % 3) != 0) ? (x0 & 0xFFFF) : ((15 - gi9) & 0xFFFF);
    if (g_input > 62) {
        goto done;
    }
    gobjs[gi10 & 1].pin = &ginner;
    if (q0 != NULL) {
        *q0 = arr0[gi6 & 15] & 0xFFFF;
    }
    gobjs[51 & 1].in.b <<= 3;
    if (p0 == p1) {
        q0 = q0;
    }
done:
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)ua1 + (unsigned)ca2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)buf0[0] + (unsigned)msg0[0];
    acc = acc * 31u + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int apply_262(int *pa0)
{
    int x0 = (gbuf[g_seed & 15] + **gpp) & 0xFFFF;
    int x1 = garr0[7] & 0xFFFF;
    int x2 = gobjs[x1 & 1].in.a & 0xFFFF;
    unsigned u0 = gobjs[60 & 1].in.b | 242u;
    int arr0[4] = {2, 41, 45, 36};
    const char *msg0 = "alpha-995";
    int *p0 = pa0;
    int *q0 = &x0;
    int **pp0 = &p0;
    struct outer *sp0 = &gobjs[55 & 1];
    binop_fn fn0 = op_3;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    sp0->in.b ^= gu11;
    x0 = merge_271(&gi9);
    x0 = gops[gc4 & 3]((gi8 ^ atoi("37")) & 0xFFFF, gi6);
    fn0 = gobj.op;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[3] + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)**pp0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int apply_263(char ca0)
{
    int x0 = ca0 <= 41;
    int x1;
    unsigned u0 = 697u;
    long w0 = (gc2 & gi3) & 0xFFFF;
    int arr0[16] = {50, 16, 44, 27, 15, 0, 5, 43};
    struct outer obj0 = {12, {44, 983u}, &ginner, op_0, {17, 23, 50, 37}, "alpha"};
    int *p0 = &gi8;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x1 = *gptrs[1] & 0xFFFF;
    calls++;
    x1 = mix_272(op_3);
    gi5 = ((-gi10) ^ ((x0 | garr0[gi8 & 15]) >= 17)) & 0xFFFF;
    u0 = gu11;
    acc = acc * 31u + (unsigned)ca0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)w0;
    acc = acc * 31u + (unsigned)arr0[15] + (unsigned)obj0.in.a + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static void check_264(char ca0)
{
    int x0 = (gi0 / (gbuf[63 & 15] | 1)) & 0xFFFF;
    int x1 = gi1 & 0xFFFF;
    int x2 = (gi5 - ca0) & 0xFFFF;
    unsigned u0 = 251u;
    unsigned u1 = 2861u;
    char buf0[32] = "iota";
    int *p0 = &garr1[g_input & 15];
    int **pp0 = &p0;
    binop_fn fn0 = gobj.op;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x0 = ((gc2 & x1) * 2) & 0xFFFF;
    gobj.op = op_2;
    **pp0 = g_input < 68;
    {
        char sb_1[32];
        size_t sl_1 = 0;
        memset(sb_1, 0, sizeof(sb_1));
        strcpy(sb_1, "iota66");
        sl_1 = strlen(sb_1);
        if (sl_1 > 2u && strcmp(sb_1, "delta5") != 0) {
            sb_1[sl_1 - 1u] = (char)('a' + (x1 & 15));
        }
        memcpy(gbuf, sb_1, sl_1 + 1u);
        x2 = (x2 + ((int)sl_1 + sb_1[gi9 & 15])) & 0xFFFF;
    }
    garr0[x2 & 15] = ((((gsp->in.a - **gpp) >= 49) ? g_seed : gobj.pin->a) | (48 + garr0[gi3 & 15])) & 0xFFFF;
    u0 ^= (unsigned)update_273(garr0[gi5 & 15] & 0xFFFF, (~x0) & 0xFFFF);
    gp = &garr1[7];
    x1 = ((g_input & 7) == 7) ? gc4 : ((-garr0[12 & 15]) & 0xFFFF);
    ++u1;
    gi1 &= x0 & 0xFFFF;
    ca0 = (char)((gi8 + (g_input > 8)) & 127);
    --x0;
    acc = acc * 31u + (unsigned)ca0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)buf0[0] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static int walk_265(int a0, int *pa1)
{
    int x0 = *gp & 0xFFFF;
    int x1 = 18;
    int x2 = (-garr1[g_input & 15]) & 0xFFFF;
    unsigned u0 = gu11 << 2;
    int arr0[16] = {5, 0, 0, 5, 44, 26, 24, 19};
    int *p0 = &gi9;
    int **pp0 = &p0;
    struct outer *sp0 = gsp;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 -= (unsigned)(x1 & arr0[gi7 & 15]);
    gsp = gsp;
    a0++;
    x2 = *p0 & 0xFFFF;
    gu11 ^= (unsigned)gi5;
    x2 = (a0 + (gobjs[62 & 1].tag[0] & gbuf[13])) & 0xFFFF;
    gu11 *= 31u;
    acc = acc * 31u + (unsigned)a0 + (unsigned)*pa1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static void scan_266(char ca0, binop_fn fa1)
{
    int x0 = (gbuf[2] + *gptrs[gi1 & 1]) & 0xFFFF;
    int x1 = (gops[0](15, gi3) ^ garr1[6]) & 0xFFFF;
    unsigned u0 = 2684u;
    long w0 = garr1[47 & 15] & 0xFFFF;
    int *p0 = gptrs[gi6 & 1];
    int *p1 = &gi6;
    int **pp0 = &p0;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    w0 = mix_274((gi0 | 1) & 0xFFFF);
    ca0 = (char)(((gi3 & gi6) < g_seed) & 127);
    acc = acc * 31u + (unsigned)ca0 + (unsigned)fa1(1, 2) + (unsigned)x0 + (unsigned)x1 + (unsigned)u0;
    acc = acc * 31u + (unsigned)w0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0 + (unsigned)i;
    g_check += acc;
}

static int fold_267(int a0, int a1, int *pa2)
{
    int x0 = (garr1[3] + gi6) & 0xFFFF;
    int x1 = (garr0[x0 & 15] - *gptrs[7 & 1]) & 0xFFFF;
    unsigned u0 = 3014u;
    int *p0 = &x0;
    int **pp0 = &p0;
    binop_fn fn0 = op_1;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = mix_275(&gsp->id, ((g_seed < 56) ? gbuf[gi8 & 15] : x0) & 0xFFFF, gi1 & 0xFFFF);
    u0 ^= (unsigned)gbuf[62 & 15];
    i = 0;
    do {
        a1 = ((gi3 | gi8) + (gobjs[(i + 2) % 2].pin->a | gc4)) & 0xFFFF;
        i += 1;
    } while (i < 4);
    acc = acc * 31u + (unsigned)a0 + (unsigned)a1 + (unsigned)*pa2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)fn0(1, 2) + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int apply_268(const char *ta0, int a1, int a2)
{
    int x0 = (gi9 + garr1[41 & 15]) & 0xFFFF;
    int x1 = (garr1[9] + gsp->pin->a) & 0xFFFF;
    unsigned u0 = gu11 | gu11;
    int *p0 = gp;
    int *p1 = p0;
    struct outer *sp0 = &gobjs[a1 & 1];
    binop_fn fn0 = op_4;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    if (g_input <= x0) {
        a1 = (strcmp(gbuf, gbuf) == 0) ? (abs(gi6) & 0xFFFF) : (garr1[a1 & 15] & 0xFFFF);
        x1 -= 2;
        a1 = u0 >= 379u;
    }
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)a1 + (unsigned)a2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)sp0->id + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

int mix_269(int *pa0, unsigned ua1, const char *ta2, binop_fn fa3)
{
    int x0 = **gpp & 0xFFFF;
    int x1 = (g_seed & 7) == 3;
    unsigned u0 = 6315u;
    int arr0[16] = {39, 23, 21, 28, 13, 18, 14, 50};
    const char *msg0 = "theta-35";
    int *p0 = &gi8;
    struct outer *sp0 = gsp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 ^= (unsigned)rec_276(2, (~*gp) & 0xFFFF);
    x0 = mix_275(&gi5, (sp0->id + gobj.id) & 0xFFFF, p0 == pa0);
    x1 &= *pa0 & 0xFFFF;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)ua1 + (unsigned)ta2[0] + (unsigned)fa3(1, 2) + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)u0 + (unsigned)arr0[15] + (unsigned)msg0[0] + (unsigned)*p0;
    acc = acc * 31u + (unsigned)sp0->id + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static long merge_270(int *pa0, int *pa1, const char *ta2)
{
    int x0 = gi8 & 0xFFFF;
    int x1 = gobj.id & 0xFFFF;
    unsigned u0 = 7486u;
    int arr0[8] = {42, 41, 4, 29, 45, 22, 13, 21};
    int *p0 = gptrs[4 & 1];
    int *q0 = &gi3;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0L;
    }
    g_fuel--;
    x0 += arr0[gc2 & 7] & 63;
    fold_279(gsp, (gsp->id / (g_input | 1)) & 0xFFFF, (q0 != NULL ? *q0 : 0) & 0xFFFF, (arr0[0] - gc4) & 0xFFFF);
    u0 <<= 4;
    x0 -= (g_input < 28) & 63;
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)*pa1 + (unsigned)ta2[0] + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)u0 + (unsigned)arr0[7] + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    return (long)(acc & 0xFFFFu);
}

static int merge_271(int *pa0)
{
    int x0;
    int x1;
    unsigned u0;
    int *p0 = gp;
    int i = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = (garr0[26 & 15] - garr0[gi10 & 15]) & 0xFFFF;
    x1 = (gsp->id - gi8) & 0xFFFF;
    u0 = 7428u;
    x0 = mix_278(gbuf);
    u0 ^= (unsigned)mix_272(op_3);
    x0 = ((gobjs[gi7 & 1].in.a - **gpp) != gops[gc2 & 3](gi3, x0)) ? (gi7 & 0xFFFF) : ((**gpp + *p0) & 0xFFFF);
    gobjs[0].tag[gc4 & 3] = (char)('a' + (gi8 & 15));
    u0 -= (683u / ((unsigned)*p0 | 1u)) / (((unsigned)*pa0 << 5) | 1u);
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)x0 + (unsigned)x1 + (unsigned)u0 + (unsigned)*p0;
    acc = acc * 31u + (unsigned)i;
    return (int)(acc & 0xFFFFu);
}

static int mix_272(binop_fn fa0)
{
    int x0 = (**gpp & garr0[gc4 & 15]) < 28;
    int x1 = (int)(gu11 & 0xFFFFu);
    int x2 = fa0(gi9, 33) / (gi7 | 1);
    unsigned u0 = 3713u;
    int *p0 = &gi3;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    gi3 ^= (20 % ((g_seed & 7) + 1)) & 255;
    x1 = mix_275(&gi8, 46 & *gptrs[g_input & 1], (atoi("74") - garr0[0]) & 0xFFFF);
    x0 = ((g_input % 3) != 1) || (p0 == gp);
    u0 ^= (unsigned)rec_276(3, (garr0[2 & 15] | x0) & 0xFFFF);
    {
        int *hp_1 = (int *)malloc(3 * sizeof(int));
        if (hp_1 != NULL) {
            int t_1 = 0;
            for (t_1 = 0; t_1 < 3; t_1++) {
                hp_1[t_1] = ((int)(gu11 & 0xFFFFu) + t_1) & 255;
            }
            hp_1[0] = (garr1[16 & 15] & x1) & 0xFFFF;
            x2 = (x2 + hp_1[(x1 & 7) % 3]) & 0xFFFF;
            free(hp_1);
        }
    }
    garr1[11] |= (*p0 ^ gi8) & 255;
    *p0 = gi1 & 0xFFFF;
    acc = acc * 31u + (unsigned)fa0(1, 2) + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int update_273(int a0, long la1)
{
    int x0 = g_seed > 47;
    int x1 = ((*gp > 40) ? garr1[g_input & 15] : gobjs[gi8 & 1].id) & 0xFFFF;
    int x2 = gops[gi7 & 3](53, 22);
    unsigned u0;
    int *p0 = &gi6;
    int **pp0 = &p0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = 1411u;
    calls++;
    x2 = rec_276((gc4 & 3), ((g_seed < 63) ? *gptrs[gi10 & 1] : *gp) & 0xFFFF);
    *p0 = gc2;
    a0 &= gi7 & 0xFFFF;
    gsp->in = gsp->in;
    la1--;
    gobjs[0].in.b = ~(537u - 60u);
    *p0 = ((gsp->in.a & gc2) - (garr0[2] * 4)) & 0xFFFF;
    acc = acc * 31u + (unsigned)a0 + (unsigned)la1 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)**pp0 + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static int mix_274(int a0)
{
    int x0 = (gops[gi8 & 3](25, g_input) - gi9) & 0xFFFF;
    int x1 = (gi1 * 3) & 0xFFFF;
    int x2 = gu11 == 147u;
    unsigned u0 = (unsigned)gc4;
    unsigned u1 = gsp->in.b;
    int *p0 = gp;
    binop_fn fn0 = gops[33 & 3];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    calls++;
    x1 += gbuf[9] & 63;
    x1 = ((gi7 + garr1[9]) + (u0 == u1)) & 0xFFFF;
    a0 = mix_278("delta32");
    x1 = rec_276(2, (garr1[7] ^ 42) & 0xFFFF);
    garr0[gi9 & 15] = garr0[gi6 & 15] & 0xFFFF;
    memset(garr1, 0, sizeof(garr1));
    if (strcmp("zeta78", gbuf) != 0) {
        x2 = ((garr1[gi8 & 15] ^ garr1[gi5 & 15]) ^ gi9) & 0xFFFF;
        *gp = (garr1[x2 & 15] & 0xFFFF) >> 2;
        x2 -= (7 ^ 63) & 63;
        x1 = (~(gsp->id & garr1[gi10 & 15])) & 0xFFFF;
    }
    x1 -= (gi3 + **gpp) & 63;
    if ((gi0 - (int)sizeof(garr0)) < 48) {
        goto done;
    }
    for (i = 5; i > 0; i--) {
        if (strcmp(gbuf, "delta82") == 0) {
            garr1[gi10 & 15] = (-g_seed) & 0xFFFF;
        }
    }
done:
    acc = acc * 31u + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)u1 + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j;
    acc = acc * 31u + calls;
    return (int)(acc & 0xFFFFu);
}

static int mix_275(int *pa0, int a1, long la2)
{
    int x0 = gbuf[29 & 15] % ((gsp->vals[1] & 7) + 1);
    int x1 = pa0 == gp;
    int x2 = (garr1[x1 & 15] - **gpp) & 0xFFFF;
    unsigned u0;
    int *p0 = &a1;
    int *q0 = &garr0[gi1 & 15];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    u0 = (unsigned)garr1[gi1 & 15];
    calls++;
    fold_279(&gobj, ((int)sizeof(gbuf) + *gptrs[1]) & 0xFFFF, *gp & 0xFFFF, (garr0[18 & 15] / (gi8 | 1)) & 0xFFFF);
    gi1 ^= (gobj.pin->a - *p0) & 255;
    if ((~gi7) > gops[g_seed & 3](gi8, gc4)) {
        x2 += abs(g_seed) & 63;
    }
    u0 >>= 4;
    if (g_seed > 40) {
        goto done;
    }
    la2 = ((strcmp(gmsg, gbuf) == 0) ^ (int)(gu11 & 0xFFFFu)) & 0xFFFF;
done:
    acc = acc * 31u + (unsigned)*pa0 + (unsigned)a1 + (unsigned)la2 + (unsigned)x0 + (unsigned)x1;
    acc = acc * 31u + (unsigned)x2 + (unsigned)u0 + (unsigned)*p0 + (unsigned)(q0 != NULL) + (unsigned)i;
    acc = acc * 31u + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int rec_276(int depth, int a0)
{
    int x0 = (47 + gobj.in.a) & 0xFFFF;
    int x1 = (gi7 ^ *gp) & 0xFFFF;
    int x2 = (int)(755u & 0xFFFFu);
    unsigned u0 = 7556u;
    unsigned u1 = gu11 ^ gobjs[60 & 1].in.b;
    long w0 = (~abs(gi9)) & 0xFFFF;
    int arr0[4] = {28, 3, 13, 19};
    char buf0[32] = "theta";
    int *p0 = *gpp;
    binop_fn fn0 = gops[1];
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    calls++;
    {
        char sb_1[32];
        size_t sl_1 = 0;
        memset(sb_1, 0, sizeof(sb_1));
        strcpy(sb_1, buf0);
        sl_1 = strlen(sb_1);
        if (sl_1 > 2u && strcmp(sb_1, gmsg) != 0) {
            sb_1[sl_1 - 1u] = (char)('a' + (gi0 & 15));
        }
        memcpy(gbuf, sb_1, sl_1 + 1u);
        u1 ^= (unsigned)((int)sl_1 + sb_1[g_seed & 15]);
    }
    u0 ^= (unsigned)rec_277(depth - 1, (int)(u0 & 0xFFFFu));
    x1 = gobjs[1].op((gc4 + a0) & 0xFFFF, 31);
    a0 = ((u0 != gsp->in.b) ? g_input : 38) & 0xFFFF;
    x2 = mix_278(buf0);
    x0 = gobj.op((((w0 - x2) >= 30) ? a0 : garr0[x1 & 15]) & 0xFFFF, gi1);
    a0 = ((garr0[26 & 15] ^ garr1[2]) + (gobj.id + 57)) & 0xFFFF;
    x0 = (gp == p0) ? (*gptrs[g_seed & 1] & 0xFFFF) : ((((g_input & 7) == 5) ? gi9 : *gp) & 0xFFFF);
    u0 += (~u1) >> 1;
    u0 = gu11;
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)u1 + (unsigned)w0 + (unsigned)arr0[3] + (unsigned)buf0[0];
    acc = acc * 31u + (unsigned)*p0 + (unsigned)fn0(1, 2) + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static int rec_277(int depth, int a0)
{
    int x0 = (gi8 * 3) & 0xFFFF;
    int x1 = (garr0[a0 & 15] ^ g_input) & 0xFFFF;
    int x2;
    unsigned u0 = gu11;
    int *p0 = &gi0;
    int *p1 = &gobjs[0].vals[x0 & 3];
    int *q0 = gp;
    struct outer *sp0 = &gobj;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (depth <= 0 || g_fuel == 0u) {
        return a0 & 255;
    }
    g_fuel--;
    x2 = garr0[63 & 15] & 0xFFFF;
    gobj.in.a = gobj.pin->a & 0xFFF;
    gi1 = ((gobj.in.a - garr0[x0 & 15]) + (gops[gi7 & 3](x1, gi5) * 3)) & 0xFFFF;
    u0 ^= (unsigned)rec_276(depth - 1, *p1 % ((garr0[gi3 & 15] & 7) + 1));
    if (((20 + gobj.op(gi9, x2)) <= 4) || (g_seed > 43)) {
        **gpp = ((x1 & 0xFFFF) >> 1) == 10;
        fold_279(sp0, (x1 | x0) & 0xFFFF, (((int)(gobjs[x2 & 1].in.b & 0xFFFFu) >= 26) ? *gptrs[gi8 & 1] : gc2) & 0xFFFF, (depth & gsp->tag[1]) & 0xFFFF);
        x2 += (41 - 55) & 63;
        gi7 = ((-a0) + gbuf[gi3 & 15]) & 0xFFFF;
    }
    x1 = abs(gi8) & 0xFFFF;
    x1 %= (gi0 & 7) + 1;
    gu11 |= gsp->in.b + u0;
    u0 ^= (unsigned)gobjs[1].op(**gpp & 0xFFFF, g_input);
    acc = acc * 31u + (unsigned)depth + (unsigned)a0 + (unsigned)x0 + (unsigned)x1 + (unsigned)x2;
    acc = acc * 31u + (unsigned)u0 + (unsigned)*p0 + (unsigned)*p1 + (unsigned)(q0 != NULL) + (unsigned)sp0->id;
    acc = acc * 31u + (unsigned)i + (unsigned)j;
    return (int)(acc & 0xFFFFu);
}

static int mix_278(const char *ta0)
{
    int x0;
    int x1 = (gc4 ^ garr1[12]) & 0xFFFF;
    int x2 = (garr0[13] - gi0) & 0xFFFF;
    unsigned u0 = 4894u;
    int arr0[16] = {49, 35, 6, 33, 38, 26, 18, 13};
    int *p0 = gp;
    int *p1 = p0;
    int **pp0 = &p0;
    binop_fn fn0 = op_4;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    static unsigned calls = 0u;
    if (g_fuel == 0u) {
        return 0;
    }
    g_fuel--;
    x0 = gi0 & 0xFFFF;
    calls++;
    x1 = **gpp & 0xFFFF;
    gi1 = ((-gobj.vals[13 & 3]) + ((24 + gi3) < 54)) & 0xFFFF;
    for (i = 0; i < 12; i += 2) {
        j = 0;
        do {
            gobj.in.a = ((x0 - gobj.id) + ((u0 <= 455u) ? i : gsp->in.a)) & 0xFFFF;
            j += 1;
        } while (j < 5);
    }
    x0 ^= gobjs[x2 & 1].in.a & 255;
    u0 += (gobj.in.b + u0) ^ u0;
    memcpy(garr1, arr0, sizeof(garr1));
    acc = acc * 31u + (unsigned)ta0[0] + (unsigned)x0 + (unsigned)x1 + (unsigned)x2 + (unsigned)u0;
    acc = acc * 31u + (unsigned)arr0[15] + (unsigned)*p0 + (unsigned)*p1 + (unsigned)**pp0 + (unsigned)fn0(1, 2);
    acc = acc * 31u + (unsigned)i + (unsigned)j + calls;
    return (int)(acc & 0xFFFFu);
}

static void fold_279(struct outer *sa0, int a1, long la2, int a3)
{
    int x0 = (gobj.in.a * 4) & 0xFFFF;
    int x1;
    int x2;
    unsigned u0 = 8749u;
    long w0 = (~gobj.in.a) & 0xFFFF;
    int arr0[4] = {18, 46, 37, 4};
    const char *msg0 = "iota-322";
    int *p0 = &x0;
    int i = 0;
    int j = 0;
    unsigned acc = 0u;
    if (g_fuel == 0u) {
        return;
    }
    g_fuel--;
    x1 = (**gpp + gi9) & 0xFFFF;
    x2 = (garr1[54 & 15] & gi7) & 0xFFFF;
    x1 = (int)(((unsigned)*gptrs[gi3 & 1] + gobjs[gi10 & 1].in.b) & 0xFFFFu);
    u0 -= gu11 | (unsigned)garr1[10];
    gi0 |= arr0[2] & 255;
    if ((la2 | gi3) > 42) {
        if ((g_seed > 35) && (strcmp("sigma77", gbuf) != 0)) {
            la2 = ((int)(670u & 0xFFFFu) & (gc4 ^ gi5)) & 0xFFFF;
            u0--;
        }
    }
    x0 += 51;
    la2 = ((gobjs[gi6 & 1].in.a <= arr0[g_input & 3]) && (g_seed > 63)) ? ((*p0 - *gp) & 0xFFFF) : (gi0 & 0xFFFF);
    gobj.in.a &= ((g_input < 20) ? gsp->tag[gi8 & 7] : gobj.vals[14 & 3]) & 0xFFFF;
    if ((g_input & 7) == 0) {
        goto done;
    }
done:
    acc = acc * 31u + (unsigned)sa0->id + (unsigned)a1 + (unsigned)la2 + (unsigned)a3 + (unsigned)x0;
    acc = acc * 31u + (unsigned)x1 + (unsigned)x2 + (unsigned)u0 + (unsigned)w0 + (unsigned)arr0[3];
    acc = acc * 31u + (unsigned)msg0[0] + (unsigned)*p0 + (unsigned)i + (unsigned)j;
    g_check += acc;
}

static void drive_0(void)
{
    int r = 0;
    g_fuel = 12u;
    r = (int)(shift_0((*gp + r) & 0xFFFF, (int)(769u & 0xFFFFu), gc2) & 0xFFFFu);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = shift_1(&gobjs[g_seed & 1], (g_input / (gops[56 & 3](gi0, gi5) | 1)) & 0xFFFF, (int)(gu11 & 0xFFFFu));
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    shift_2(gu11);
    g_fuel = 12u;
    r = scan_5(&garr0[1]);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    probe_10((gi3 * 2) & 0xFFFF);
    g_fuel = 12u;
    r = check_15(&gi1, &garr1[gi0 & 15]);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = walk_19(gobj.in.b * 136u);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = (int)(check_20((*gp ^ r) & 0xFFFF, &garr1[gc2 & 15], gsp->in.b % (gsp->in.b | 1u)) & 0xFFFFu);
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

static void drive_1(void)
{
    int r = 0;
    g_fuel = 12u;
    r = walk_25((unsigned)gops[gi7 & 3](gi6, gc4) ^ gu11, ((g_input < 31) ? gc4 : gi7) & 0xFFFF, gops[gi8 & 3]);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = rec_26(3, (garr1[gi7 & 15] | g_input) & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = update_29(gi10 & 0xFFFF, gsp);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = scan_30(gops[gi3 & 3], gsp, &gi5);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = (int)(update_35(g_input > 39) & 0xFFFFu);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    update_40(&gi7, (unsigned)r / (gsp->in.b | 1u));
    g_fuel = 12u;
    r = probe_45(gu11 % (371u | 1u), gi3 & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = scan_50(&gobjs[36 & 1]);
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

static void drive_2(void)
{
    int r = 0;
    g_fuel = 12u;
    merge_55(garr1[gi10 & 15] & 0xFFFF, ((gu11 < 885u) ? 35 : garr0[4]) & 0xFFFF);
    g_fuel = 12u;
    r = rec_60((g_input & 3), (g_seed - gi7) & 0xFFFF, &gobjs[gi0 & 1]);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = fold_65(gsp->in.b + gu11, gu11 * gu11, gi6 & 0xFFFF, gmsg);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = update_70(gc2, g_seed <= 13, (gobjs[gi8 & 1].op(g_input, gi8) * 4) & 0xFFFF, ~gu11);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = update_75(gc2);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = probe_80(180u & gsp->in.b);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = probe_85(op_3, 61 * 7, **gpp & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = (int)(update_90((*gptrs[37 & 1] - garr0[r & 15]) & 0xFFFF, (*gptrs[gi8 & 1] - g_seed) & 0xFFFF) & 0xFFFFu);
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

static void drive_3(void)
{
    int r = 0;
    g_fuel = 12u;
    r = walk_95((((g_seed % 3) != 1) ? gi1 : gobjs[gi5 & 1].in.a) & 0xFFFF, (int)(gsp->in.b & 0xFFFFu));
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = scan_100(gp, gbuf, gp);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = update_105(&gi6, 367u, &garr1[9]);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    shift_110((garr1[gi3 & 15] + gobj.id) & 0xFFFF, gobj.in.a & 0xFFFF, gops[8 & 3]);
    g_fuel = 12u;
    r = update_115((gobj.in.a + *gp) & 0xFFFF, (char)(gi10 & 127));
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    if ((g_input % 3) != 0) {
        r = check_120(gi7 & 0xFFFF, gbuf[gc4 & 15], gops[g_input & 3](r, gc4));
    }
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = (int)(apply_125((gobjs[gi8 & 1].op(23, g_input) | gobj.op(gi0, gi6)) & 0xFFFF, &gobjs[0], (gobjs[0].tag[gi8 & 7] & 0xFFFF) >> 4, *gpp) & 0xFFFFu);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = mix_130((int)(751u & 0xFFFFu));
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

static void drive_4(void)
{
    int r = 0;
    g_fuel = 12u;
    r = apply_135(gsp);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = rec_140(3, &gi3, gbuf);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = update_145(gu11 & (unsigned)gi10, &gobj, ((gsp->in.a & 0xFFFF) * 9) & 0xFFFF, &gobj);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = probe_150(&gi10, (int)(gu11 & 0xFFFFu));
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = fold_155(*gp & 0xFFFF, (gi1 + gi9) & 0xFFFF, gmsg);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = check_160(g_input > 5);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    fold_165(gbuf[gi7 & 15] > 19, &gi8, gmsg, ((gi5 - r) > 37) ? gops[2](gi10, gi9) : gobjs[0].op(gi10, gc4));
    g_fuel = 12u;
    r = walk_170(&garr0[6], gu11, (unsigned)gi9 % (gobj.in.b | 1u), gobjs[gi3 & 1].in.a & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

static void drive_5(void)
{
    int r = 0;
    g_fuel = 12u;
    r = apply_175(&gi0, (char)(42 & 127), gu11 % ((unsigned)garr1[gi3 & 15] | 1u), gc4);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = (int)(walk_180(&gi5, &gi8, (atoi("88") | r) & 0xFFFF) & 0xFFFFu);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    if (g_input < 66) {
        r = rec_185((g_input & 3), (char)(gi6 & 127));
    }
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = check_190((*gp + gsp->tag[gi9 & 7]) & 0xFFFF, (24 - *gptrs[29 & 1]) & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = fold_195(gbuf);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = fold_200(gp, gc4);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = fold_205((r - gi9) & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = walk_210((unsigned)gi5, (garr0[gi3 & 15] + **gpp) & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

static void drive_6(void)
{
    int r = 0;
    g_fuel = 12u;
    r = rec_215((42 & 3), (gi3 | gc4) & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    scan_220((unsigned)gi3);
    g_fuel = 12u;
    r = mix_225((int)(207u & 0xFFFFu), op_5, (g_seed & 7) == 4, gi8 & 0xFFFF);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    if ((g_input & 7) == 7) {
        r = mix_230(741u + gu11, (((g_seed % 3) != 2) ? garr0[11] : 35) & 0xFFFF, gops[gi7 & 3], &gi1);
    }
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    if ((g_seed % 3) != 1) {
        r = rec_235((gc2 & 3), &gi7);
    }
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    probe_240(gsp, op_2, &garr0[r & 15]);
    g_fuel = 12u;
    if (g_input > 49) {
        r = apply_245(gops[gc4 & 3]);
    }
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = merge_250((char)(19 & 127), gu11 ^ gu11, *gpp);
    g_check = g_check * 31u + (unsigned)r;
    g_check ^= (unsigned)r;
}

static void drive_7(void)
{
    int r = 0;
    g_fuel = 12u;
    if ((g_seed & 7) == 2) {
        r = fold_255(gi3 & 0xFFFF, (int)(gu11 & 0xFFFFu), &gobj);
    }
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = rec_260((r & 3), gops[13 & 3]);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = walk_265(*gp & 0xFFFF, gp);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    r = merge_270(&gi0, gp, gmsg);
    g_check = g_check * 31u + (unsigned)r;
    g_fuel = 12u;
    if (g_input > 24) {
        r = mix_275(*gpp, (gsp->pin->a & gc2) & 0xFFFF, (*gp - garr0[gi5 & 15]) & 0xFFFF);
    }
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
    drive_2();
    drive_3();
    drive_4();
    drive_5();
    drive_6();
    drive_7();
    printf("%u\n", g_check);
    printf("%d\n", gi0);
    printf("%u\n", g_fuel);
    return 0;
}
