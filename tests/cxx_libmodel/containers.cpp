// pointers kept in standard containers and read back (alias oracle: tests/test_cxx_libmodel.py)
#include <vector>
#include <map>
#include <string>
struct Node { int x; };
int main() {
  Node na, nb, nc;
  Node *a = &na, *b = &nb, *c = &nc;
  std::vector<Node *> v;
  v.push_back(a);
  std::map<std::string, Node *> m;
  m["k"] = c;
  Node *p = v[0];
  Node *r = m.find("k")->second;
  Node *q = b;
  return p->x + q->x + r->x;
}
