// overloads told apart only by `const` (TinyXML's GetDocument): the non-const one calls
// the const one, which must be another function
#include <cstdio>
struct Node {
  int id;
  const Node *self() const { std::printf("const %d\n", id); return this; }
  Node *self() { std::printf("plain\n"); return const_cast<Node *>(static_cast<const Node *>(this)->self()); }
};
int main() {
  Node n = {4};
  const Node &c = n;
  int a = n.self()->id;
  int b = c.self()->id;
  std::printf("%d %d\n", a, b);
  return 0;
}
