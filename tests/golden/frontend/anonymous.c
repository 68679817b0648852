struct shape {
  int kind;
  union {
    struct { float w, h; };
    struct { double r; int fill; };
  };
};
struct shape shapes[2];
double *radius = &shapes[0].r;
int *fill_of_second = &shapes[1].fill;
struct shape one;
float *height = &one.h;
double area(struct shape *s, struct shape copy) {
  copy.fill = 1;
  s->h = copy.w;
  return s->kind ? s->r * s->r : s->w * s->h;
}
