/* Files in the sandbox: read a given file, write, append, seek, rename, remove, tmpfile. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void dump(const char *name) {
    FILE *f = fopen(name, "r");
    if (!f) { printf("%s: %s\n", name, strerror(errno)); return; }
    int c, n = 0;
    printf("%s: [", name);
    while ((c = fgetc(f)) != EOF) { putchar(c == '\n' ? '|' : c); n++; }
    printf("] %d bytes eof %d err %d\n", n, feof(f) != 0, ferror(f) != 0);
    fclose(f);
}

int main(int argc, char **argv) {
    const char *input = argc > 1 ? argv[1] : "numbers.txt";
    FILE *in = fopen(input, "r");
    if (!in) { printf("cannot open %s\n", input); return 2; }
    int x, sum = 0, count = 0;
    char word[32];
    while (fscanf(in, "%d", &x) == 1) { sum += x; count++; }
    if (fscanf(in, "%31s", word) == 1) printf("stopped at word '%s'\n", word);
    printf("%d numbers, sum %d\n", count, sum);
    int c = fgetc(in);
    ungetc(c, in);
    printf("peek '%c' again '%c'\n", c, fgetc(in));
    rewind(in);
    char line[64];
    if (fgets(line, sizeof line, in)) printf("first line: %s", line);
    printf("ftell %ld\n", ftell(in));
    fclose(in);

    FILE *out = fopen("out.txt", "w");
    fprintf(out, "alpha %d\n", 1);
    fputs("beta\n", out);
    fputc('g', out);
    fwrite("amma\n", 1, 5, out);
    printf("written ftell %ld\n", ftell(out));
    int none = fgetc(out);
    printf("read from write-only: %d ferror %d\n", none, ferror(out) != 0);
    fclose(out);
    dump("out.txt");

    out = fopen("out.txt", "a");
    fprintf(out, "delta\n");
    fclose(out);
    dump("out.txt");

    FILE *rw = fopen("out.txt", "r+");
    fseek(rw, 6, SEEK_SET);
    fputs("ONE", rw);
    fseek(rw, -6, SEEK_END);
    char tail[8] = {0};
    size_t got = fread(tail, 1, 7, rw);
    printf("tail %zu '%s' eof %d\n", got, strtok(tail, "\n"), feof(rw) != 0);
    clearerr(rw);
    printf("after clearerr eof %d\n", feof(rw) != 0);
    fclose(rw);
    dump("out.txt");

    printf("rename %d\n", rename("out.txt", "renamed.txt"));
    dump("out.txt");
    dump("renamed.txt");
    int first = remove("renamed.txt");
    int second = remove("renamed.txt");
    printf("remove %d, again %d errno %d\n", first, second, errno);
    printf("exclusive create twice: %d", fopen("new.txt", "wx") != NULL);
    printf(" %d\n", fopen("new.txt", "wx") != NULL);
    remove("new.txt");

    FILE *t = tmpfile();
    for (int i = 0; i < 5; i++) fprintf(t, "%d;", i * i);
    rewind(t);
    char buf[32] = {0};
    fread(buf, 1, sizeof buf - 1, t);
    printf("tmpfile: %s\n", buf);
    fclose(t);

    char *lineptr = NULL;
    size_t cap = 0;
    ssize_t len;
    in = fopen(input, "r");
    int lines = 0;
    while ((len = getline(&lineptr, &cap, in)) > 0) lines++;
    printf("getline: %d lines, last length %zd\n", lines, len);
    free(lineptr);
    fclose(in);
    FILE *missing = fopen("no/such/file", "r");
    printf("missing: %p errno %d\n", (void *)missing, errno);
    missing = fopen("no/such/file", "w");
    printf("no folder to create it in: %p errno %d\n", (void *)missing, errno);
    char name[] = "/tmp/ddpa_test_XXXXXX";
    int fd = mkstemp(name);
    printf("mkstemp %d, name kept its prefix %d\n", fd > 2,
           strncmp(name, "/tmp/ddpa_test_", 15) == 0);
    ssize_t wrote = write(fd, "xyz", 3);
    int closed = close(fd);
    printf("write %zd close %d", wrote, closed);
    FILE *made = fopen(name, "r");
    int byte = fgetc(made);
    printf(" reread '%c' %d\n", byte, remove(name));
    fclose(made);
    return 0;
}
