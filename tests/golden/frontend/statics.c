int next_id(void) {
  static int counter = 100;
  static int *last = &counter;
  counter++;
  return *last;
}
