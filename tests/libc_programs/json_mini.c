/* A small JSON reader and printer in the style of cJSON: reads a document from a file. */
#include <ctype.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { J_NULL, J_FALSE, J_TRUE, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } kind;

typedef struct node {
    kind type;
    double number;
    char *string; /* value of a string, or key inside an object */
    char *key;
    struct node *child, *next;
} node;

typedef struct { const char *p; const char *error; } parser;

static node *parse_value(parser *ps);

static void skip(parser *ps) {
    while (*ps->p && isspace((unsigned char)*ps->p)) ps->p++;
}

static node *new_node(kind t) {
    node *n = calloc(1, sizeof *n);
    n->type = t;
    return n;
}

static void delete_node(node *n) {
    while (n) {
        node *next = n->next;
        delete_node(n->child);
        free(n->string);
        free(n->key);
        free(n);
        n = next;
    }
}

static char decimal_point(void) {
    struct lconv *lc = localeconv();
    return lc->decimal_point[0];
}

static node *parse_number(parser *ps) {
    char buf[64];
    size_t i = 0;
    while (i < sizeof buf - 1 && ps->p[i] && strchr("+-0123456789eE.", ps->p[i])) {
        buf[i] = ps->p[i] == '.' ? decimal_point() : ps->p[i];
        i++;
    }
    buf[i] = 0;
    char *end;
    double d = strtod(buf, &end);
    if (end == buf) { ps->error = ps->p; return NULL; }
    ps->p += end - buf;
    node *n = new_node(J_NUMBER);
    n->number = d;
    return n;
}

static char *parse_string_raw(parser *ps) {
    if (*ps->p != '"') { ps->error = ps->p; return NULL; }
    const char *s = ++ps->p;
    size_t len = 0;
    while (s[len] && s[len] != '"') len += s[len] == '\\' ? 2 : 1;
    if (!s[len]) { ps->error = s; return NULL; }
    char *out = malloc(len + 1), *o = out;
    for (const char *q = s; q < s + len; q++) {
        if (*q != '\\') { *o++ = *q; continue; }
        q++;
        switch (*q) {
        case 'n': *o++ = '\n'; break;
        case 't': *o++ = '\t'; break;
        case 'u': {
            unsigned v = (unsigned)strtoul((char[5]){q[1], q[2], q[3], q[4], 0}, NULL, 16);
            *o++ = v < 128 ? (char)v : '?';
            q += 4;
            break;
        }
        default: *o++ = *q;
        }
    }
    *o = 0;
    ps->p = s + len + 1;
    return out;
}

static node *parse_list(parser *ps, kind t, char close) {
    node *n = new_node(t), *last = NULL;
    ps->p++;
    skip(ps);
    if (*ps->p == close) { ps->p++; return n; }
    for (;;) {
        char *key = NULL;
        skip(ps);
        if (t == J_OBJECT) {
            key = parse_string_raw(ps);
            if (!key) break;
            skip(ps);
            if (*ps->p != ':') { free(key); ps->error = ps->p; break; }
            ps->p++;
        }
        node *item = parse_value(ps);
        if (!item) { free(key); break; }
        item->key = key;
        if (last) last->next = item; else n->child = item;
        last = item;
        skip(ps);
        if (*ps->p == ',') { ps->p++; continue; }
        if (*ps->p == close) { ps->p++; return n; }
        ps->error = ps->p;
        break;
    }
    delete_node(n);
    return NULL;
}

static node *parse_value(parser *ps) {
    skip(ps);
    if (!strncmp(ps->p, "null", 4)) { ps->p += 4; return new_node(J_NULL); }
    if (!strncmp(ps->p, "false", 5)) { ps->p += 5; return new_node(J_FALSE); }
    if (!strncmp(ps->p, "true", 4)) { ps->p += 4; return new_node(J_TRUE); }
    if (*ps->p == '"') {
        char *s = parse_string_raw(ps);
        if (!s) return NULL;
        node *n = new_node(J_STRING);
        n->string = s;
        return n;
    }
    if (*ps->p == '[') return parse_list(ps, J_ARRAY, ']');
    if (*ps->p == '{') return parse_list(ps, J_OBJECT, '}');
    if (*ps->p == '-' || isdigit((unsigned char)*ps->p)) return parse_number(ps);
    ps->error = ps->p;
    return NULL;
}

static void print_number(double d) {
    char buf[32];
    if (isnan(d) || isinf(d)) { printf("null"); return; }
    if (fabs(d) < 1e15 && d == (double)(long long)d) { printf("%lld", (long long)d); return; }
    snprintf(buf, sizeof buf, "%1.15g", d);
    if (strtod(buf, NULL) != d) snprintf(buf, sizeof buf, "%1.17g", d);
    printf("%s", buf);
}

static int by_key(const void *a, const void *b) {
    const node *x = *(node *const *)a, *y = *(node *const *)b;
    return strcmp(x->key, y->key);
}

static void print_node(const node *n, int depth) {
    switch (n->type) {
    case J_NULL: printf("null"); break;
    case J_FALSE: printf("false"); break;
    case J_TRUE: printf("true"); break;
    case J_NUMBER: print_number(n->number); break;
    case J_STRING: printf("\"%s\"", n->string); break;
    case J_ARRAY:
    case J_OBJECT: {
        size_t count = 0, i;
        for (node *c = n->child; c; c = c->next) count++;
        node **items = malloc((count ? count : 1) * sizeof *items);
        i = 0;
        for (node *c = n->child; c; c = c->next) items[i++] = c;
        if (n->type == J_OBJECT) qsort(items, count, sizeof *items, by_key);
        putchar(n->type == J_ARRAY ? '[' : '{');
        for (i = 0; i < count; i++) {
            printf("%s\n%*s", i ? "," : "", 2 * (depth + 1), "");
            if (n->type == J_OBJECT) printf("\"%s\": ", items[i]->key);
            print_node(items[i], depth + 1);
        }
        if (count) printf("\n%*s", 2 * depth, "");
        putchar(n->type == J_ARRAY ? ']' : '}');
        free(items);
    }
    }
}

static char *read_file(const char *name, long *size) {
    FILE *f = fopen(name, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    *size = ftell(f);
    rewind(f);
    char *data = malloc(*size + 1);
    size_t got = fread(data, 1, *size, f);
    data[got] = 0;
    fclose(f);
    return data;
}

int main(int argc, char **argv) {
    int failures = 0;
    for (int i = 1; i < argc; i++) {
        long size = 0;
        char *text = read_file(argv[i], &size);
        if (!text) { printf("%s: cannot open\n", argv[i]); failures++; continue; }
        parser ps = {text, NULL};
        node *root = parse_value(&ps);
        if (!root) {
            printf("%s: syntax error at offset %ld\n", argv[i], (long)(ps.error - text));
            failures++;
        } else {
            printf("%s (%ld bytes):\n", argv[i], size);
            print_node(root, 0);
            putchar('\n');
            delete_node(root);
        }
        free(text);
    }
    return failures;
}
