#include <stdio.h>
#include <string.h>
const char *greeting = "hello";
char buf[16] = "abc";
int strs(const char *s) {
  char local[8] = "xy";
  strcpy(local, s);
  printf("%s %d %c\n", greeting, (int)strlen(local), 'q');
  return local[0] + buf[1] + "lit\t\"q\""[2];
}
