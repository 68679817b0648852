"""The section 7.2 query client: pairs from available expressions, minus the trivial kinds."""

from __future__ import annotations

from collections import Counter

from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.client import (
    EXCLUDED_DISTINCT,
    EXCLUDED_FIELDS,
    EXCLUDED_NOT_TAKEN,
    EXCLUDED_SAME_NODE,
    QueryClient,
    query_set,
)
from helpers import lower

SRC = """\
struct s { int *f; int *g; };
int ga, gb, gc;
void f(int *p, int *q, struct s *ps, int *a, int i, int j) {
    int x = *p;
    *q = x;
    int y = ga;
    *p = y;
    gb = 1;
    a[i] = a[j];
    ps->f = ps->g;
    p = q;
    *q = 2;
    gc = *p;
}
int main(void) {
    int arr[4] = {0};
    int one = 1;
    struct s st = {&one, &one};
    f(&ga, &gb, &st, arr, 1, 2);
    return gc;
}
"""


def client() -> tuple[AliasAnalysis, list[tuple[int, str, str]], Counter[str]]:
    an = AliasAnalysis(lower(SRC, "client.c"))
    qs = query_set(an.program, an.peg)
    return an, [(q.loc.line, q.text1, q.text2) for q in qs.queries], qs.excluded


def test_queries_are_available_accesses_against_writes() -> None:
    _, queries, _ = client()
    assert queries == [(5, "*p", "*q"), (7, "ga", "*p"), (9, "ga", "*a"), (10, "ga", "*ps"),
                       (12, "ga", "*q")]


def test_a_redefined_base_pointer_ends_availability() -> None:
    _, queries, _ = client()
    assert (12, "*p", "*q") not in queries  # p = q on line 11 kills *p


def test_trivial_pairs_are_excluded_with_their_reason() -> None:
    an, _, excluded = client()
    assert set(excluded) == {EXCLUDED_DISTINCT, EXCLUDED_NOT_TAKEN, EXCLUDED_SAME_NODE,
                             EXCLUDED_FIELDS}
    qc = QueryClient(an.program, an.peg)
    node = {an.peg.render(n): n for n in range(len(an.peg))}
    assert qc.excluded((node["ga"], ()), (node["gb"], ())) == EXCLUDED_DISTINCT
    assert qc.excluded((node["*p"], ()), (node["gc"], ())) == EXCLUDED_NOT_TAKEN
    assert qc.excluded((node["*a"], ()), (node["*a"], ())) == EXCLUDED_SAME_NODE
    assert qc.excluded((node["*ps"], ("f",)), (node["*ps"], ("g",))) == EXCLUDED_FIELDS
    assert qc.excluded((node["*p"], ()), (node["*q"], ())) is None


def test_queries_are_answerable_by_every_engine() -> None:
    an, _, _ = client()
    for q in query_set(an.program, an.peg).queries:
        dda = an.dda.may_alias(q.e1, q.e2)
        assert dda.complete
        assert dda.may_alias == an.may_alias(q.e1, q.e2, engine=Engine.EXH).may_alias
