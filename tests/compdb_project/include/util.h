#ifndef UTIL_H
#define UTIL_H
int util_add(int a, int b);
extern int util_calls;
#endif
