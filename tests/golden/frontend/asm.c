int barrier(int x) {
  __asm__ __volatile__("" ::: "memory");
  __asm__(".p2align 4\n\tnop");
  __asm__ volatile("" : "+r"(x));
  return x;
}
unsigned cycles(void) {
  unsigned lo, hi;
  __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return lo ^ hi;
}
