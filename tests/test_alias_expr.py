"""Query expressions in source terms mapped onto the PEG, and their errors."""

from __future__ import annotations

import re
from functools import cache

import pytest

from ddpa.analyses.alias.analysis import AliasAnalysis
from ddpa.analyses.alias.expr import QueryError
from ddpa.analyses.alias.options import AliasOptions
from ddpa.graphs.peg_config import PEGConfig
from ddpa.graphs.world import World
from helpers import lower

SRC = """\
struct node { int val; struct node *next; };
struct pair { int *first; int *second; };
union word { int *ip; long bits; };
int g, *gp = &g;
static int *keep;
void use(int *p, int **q, struct node *n, struct pair s, int a[4], union word w) {
  int x = 0;
  int *local = &x;
  {
    int x = 1;
    keep = &x;
  }
  keep = local;
}
int other(int *p) { return *p; }
"""


@cache
def analysis(fs: bool = False) -> AliasAnalysis:
    # closed: outside callers would bind every formal of `use`, and `p` would need its
    # function's name to tell it from `other`'s
    return AliasAnalysis(lower(SRC, "q.c"), AliasOptions(peg=PEGConfig(field_sensitive=fs,
                                                                       world=World.CLOSED)))


def text(expr: str, at: str | None = "use", fs: bool = False) -> str:
    an = analysis(fs)
    return an.peg.render(an.expr(expr, at).node)


@pytest.mark.parametrize(("expr", "node"), [
    ("*p", "*p"), ("**q", "**q"), ("p", "p"), ("&x", "&use:x"), ("n->next", "*n"),
    ("n->next->val", "**n"), ("s.first", "s"), ("a[3]", "*a"), ("*(p + 1)", "*p"),
    ("p[2]", "*p"), ("(*n).val", "*n"), ("g", "g"), ("*gp", "*gp"), ("&g", "&g"),
    ("w.ip", "w"), ("keep", "keep"),
])
def test_expressions_map_to_canonical_nodes(expr: str, node: str) -> None:
    assert text(expr) == node


@pytest.mark.parametrize(("expr", "node"), [
    ("s.first", "s.first"), ("n->next", "n->next"), ("n->next->val", "(n->next)->val"),
    ("&s.second", "&s.second"), ("w.ip", "w"), ("*s.first", "*(s.first)"),
])
def test_field_sensitive_expressions(expr: str, node: str) -> None:
    assert text(expr, fs=True) == node


def test_scopes_by_line_function_and_prefix() -> None:
    an = analysis()
    inner = an.expr("x", "q.c:11").node  # the block-scope x shadows the outer one
    outer = an.expr("x", "q.c:8").node
    assert inner != outer
    assert an.expr("other:p").node == an.expr("p", "other").node != an.expr("p", "use").node


def test_unique_locals_need_no_scope_but_shared_names_do() -> None:
    an = analysis()
    assert an.peg.render(an.expr("local").node) == "local"
    with pytest.raises(QueryError, match="several functions"):
        an.expr("p")


@pytest.mark.parametrize(("expr", "message"), [
    ("*nope", "no variable named 'nope' in function use"),
    ("n->prev", "struct node has no field 'prev'"),
    ("*x", "operand has type i32, not a pointer"),
    ("s->first", "operand has type struct.pair, not a pointer"),
    ("x.f", "not a struct or union"),
    ("*p +", "expected more"),
    ("p q", "unexpected 'q'"),
    ("&(&x)", "cannot take the address of a value"),
    ("p @ q", "cannot read"),
])
def test_bad_expressions_are_one_clear_error(expr: str, message: str) -> None:
    with pytest.raises(QueryError, match=re.escape(message)):
        analysis().expr(expr, "use")


def test_scope_errors() -> None:
    an = analysis()
    with pytest.raises(QueryError, match=r"no function contains q\.c:99"):
        an.expr("x", "q.c:99")
    with pytest.raises(QueryError, match="no function named 'nosuch'"):
        an.expr("x", "nosuch")


def test_alias_queries_need_lvalues() -> None:
    with pytest.raises(QueryError, match="is not a memory location"):
        analysis().may_alias("&x", "*p", at="use")


def test_expressions_the_program_never_wrote_get_nodes_without_edges() -> None:
    an = analysis()
    node = an.expr("n->next->next->next", "use").node
    assert an.peg.render(node) == "***n"
    assert not an.peg.assign_to[node] and not an.peg.assign_from[node]
