#ifndef STRS_H
#define STRS_H
char *str_copy(char *dst, const char *src);
int version(void);
#endif
