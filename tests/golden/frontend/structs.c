struct inner { int x; int y; };
struct outer { struct inner in; struct inner *pin; union { int i; float f; }; int arr[2]; };
struct outer go;
int fields(struct outer *o, struct outer s) {
  s.in.x = 1;
  o->in.y = s.in.x;
  o->pin->x = o->i;
  s.f = 2.0f;
  int *px = &o->in.x;
  struct inner copy = *o->pin;
  go = s;
  return *px + copy.y + o->arr[1] + s.arr[0];
}
