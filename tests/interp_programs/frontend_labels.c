/* GNU label addresses: a static dispatch table of a small bytecode interpreter, and a
   label address kept in a variable. */
#include <stdio.h>

enum { PUSH, ADD, MUL, DUP, JNZ, PRINT, HALT };

static int run(const int *code) {
  static const void *const ops[] = {&&op_push, &&op_add, &&op_mul, &&op_dup, &&op_jnz,
                                    &&op_print, &&op_halt};
  int stack[16], sp = 0, steps = 0;
  const int *pc = code;
#define NEXT() do { steps++; goto *ops[*pc++]; } while (0)
  NEXT();
op_push:
  stack[sp++] = *pc++;
  NEXT();
op_add:
  sp--;
  stack[sp - 1] += stack[sp];
  NEXT();
op_mul:
  sp--;
  stack[sp - 1] *= stack[sp];
  NEXT();
op_dup:
  stack[sp] = stack[sp - 1];
  sp++;
  NEXT();
op_jnz: {
    int target = *pc++;
    if (stack[--sp]) pc = code + target;
    NEXT();
  }
op_print:
  printf("%d\n", stack[sp - 1]);
  NEXT();
op_halt:
  return steps;
}

static int countdown(int n) {
  void *again = &&top;
  int laps = 0;
top:
  laps++;
  if (--n > 0) goto *again;
  return laps;
}

/* a table of label offsets from a base label, as position-independent dispatchers keep */
static int classify(int k) {
  static const int offsets[] = {&&zero - &&zero, &&small - &&zero, &&big - &&zero};
  goto *(&&zero + offsets[k < 0 ? 0 : k < 10 ? 1 : 2]);
zero:
  return 0;
small:
  return 1;
big:
  return 2;
}

int main(void) {
  /* 3 * 4 + 5, printed; then a loop printing 3, 2, 1 */
  const int code[] = {PUSH, 3, PUSH, 4, MUL, PUSH, 5, ADD, PRINT,
                      PUSH, 3,                         /* 9: the counter */
                      PRINT, PUSH, -1, ADD, DUP, JNZ, 11, /* 11: print, decrement, loop */
                      HALT};
  int steps = run(code);
  printf("steps %d laps %d\n", steps, countdown(4));
  printf("%d%d%d\n", classify(-5), classify(5), classify(50));
  return 0;
}
