struct session;
struct ops { void (*close)(struct session *s, int code); };
static void close_impl(struct session *s, int code) { (void)s; (void)code; }
struct ops table;
void (*fallback)(struct session *s, int code) = (void (*)(struct session *s, int code))close_impl;
void install(void) { table.close = (void (*)(struct session *s, int code))close_impl; }
int steps(int n) {
  int s = 0;
  switch (n) {
    case 1:
      s += 1;
      __attribute__((fallthrough));
    case 2:
      s += 2;
      break;
  }
  return s;
}
