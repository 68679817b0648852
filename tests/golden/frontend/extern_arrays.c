extern const char banner[];
extern int counts[];
const char *banner_tail(void) { return banner + 1; }
int *count_ptr = &counts[2];
int total(void) { return counts[0] + counts[3]; }
int counts[4] = {1, 2, 3, 4};
const char banner[] = "hi!";
