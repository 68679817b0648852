#include <assert.h>
const char *who(int n) {
  assert(n > 0);
  const char *name = __func__;
  long big = __extension__ 1L << 40;
  return big > n ? name : "small";
}
