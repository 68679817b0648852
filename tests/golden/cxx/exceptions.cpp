// throw: a heap copy, @__cxa_exception, no-return __cxa_throw; each call of a try block
// branches on the exception in flight to every handler
struct E { int code; };
int f(int k) { if (k) throw E{k}; return 0; }
int main() {
  try { f(1); } catch (const E &e) { return e.code; } catch (...) { return 2; }
  return 0;
}
