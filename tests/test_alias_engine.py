"""The engine's section 4.5 machinery (budget, cache, levels, two searches), witnesses with
field boxes, and the exhaustive solver against a naive fixed point."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from alias_strategies import pointer_programs
from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.andersen import Andersen
from ddpa.analyses.alias.cfl import Limits, Outcome
from ddpa.analyses.alias.client import query_set
from ddpa.analyses.alias.dda import DemandAlias
from ddpa.analyses.alias.ddpt import DemandPointsTo
from ddpa.analyses.alias.markers import oracle_calls
from ddpa.analyses.alias.options import AliasOptions, DDAConfig
from ddpa.analyses.alias.results import AliasResult, Status
from ddpa.analyses.alias.steps import StepCount
from ddpa.analyses.alias.wrappers import find_allocation_wrappers
from ddpa.bench.generator import GenConfig, generate
from ddpa.frontend.clang import lower_files
from ddpa.graphs.peg import PEG, NodeKind, build_peg
from ddpa.graphs.peg_config import PEGConfig
from ddpa.graphs.world import World
from ddpa.ir.reader import read_program
from helpers import EXAMPLES, ROOT, lower

# fragments without main, analysed as whole programs (no outside caller)
CLOSED = AliasOptions(peg=PEGConfig(world=World.CLOSED))


@cache
def fig1() -> AliasAnalysis:
    return AliasAnalysis(lower_files([str(EXAMPLES / "alias_fig1.c")], ()))


def nodes(an: AliasAnalysis, *texts: str) -> list[int]:
    return nodes_in(an, "fig1", *texts)


def nodes_in(an: AliasAnalysis, fn: str, *texts: str) -> list[int]:
    return [an.expr(t, fn).node for t in texts]


def test_a_query_over_budget_answers_may_alias_marked_as_a_fallback() -> None:
    an = fig1()
    x, t = nodes(an, "*x", "t")
    res = an.dda.may_alias(x, t, budget=1)
    assert res.may_alias and res.status is Status.BUDGET_EXCEEDED and res.stats.steps == 1
    assert not an.dda.may_alias(x, t, budget=None).may_alias


def test_cache_marks_exhausted_summaries_complete_and_reuses_them() -> None:
    """Figure 4's single search from *x explores the box of *y (two searches answer this
    query from the side of t alone, without any box)."""
    an = fig1()
    dda = DemandAlias(an.peg, DDAConfig(budget=None, cache=True, two_worklists=False))
    x, t, s = nodes(an, "*x", "t", "*s")
    first = dda.may_alias(x, t)
    assert not first.may_alias and first.stats.cache_hits == 0
    assert dda.engine.complete  # the exhausted search's boxes are complete now
    again = dda.may_alias(x, t)
    assert not again.may_alias and again.stats.cache_hits > 0
    assert again.stats.steps < first.stats.steps
    assert dda.may_alias(x, s).may_alias


def test_an_unfinished_query_marks_nothing_complete() -> None:
    an = fig1()
    dda = DemandAlias(an.peg, DDAConfig(budget=4, cache=True, two_worklists=False))
    x, t = nodes(an, "*x", "t")
    assert not dda.may_alias(x, t).complete
    assert not dda.engine.complete


def test_gradual_exploration_finishes_a_level_before_the_next() -> None:
    """Figure 4 order with the multi-level queue: the item (y, y, S3) of the box started at
    y (level 1) waits until the level-0 item (x, &z, S1) has been processed, though it was
    added first (here the query is answered before it comes up at all)."""
    an = fig1()
    x, s = (an.peg.addr_of(n) for n in nodes(an, "*x", "*s"))
    rec = an.dda.engine.alias(x, s, Limits(None, False, True), record=True).recorder
    fifo = an.dda.engine.alias(x, s, Limits(None, False, False), record=True).recorder
    assert rec is not None and fifo is not None
    order = {(an.peg.render(i[1]), i[2] & 3): k for i, k in rec.order.items()}
    fifo_order = {(an.peg.render(i[1]), i[2] & 3): k for i, k in fifo.order.items()}
    assert order.get(("y", 2), len(order) + 1) > order[("&z", 0)]
    assert fifo_order[("y", 2)] < fifo_order[("&z", 0)]


def test_two_searches_meet_in_the_middle() -> None:
    an = fig1()
    x, s = (an.peg.addr_of(n) for n in nodes(an, "*x", "*s"))
    res = an.dda.engine.alias(x, s, Limits(None, True, True), record=True)
    assert res.outcome is Outcome.FOUND and res.recorder is not None
    assert res.recorder.meeting is not None
    assert an.peg.render(res.recorder.final[1]) == an.peg.render(res.recorder.meeting[1])


LIST = """struct node { struct node *next; };
struct node a, b;
void f(void) {
  struct node *p, *q;
  p = &a;
  p = p->next;
  q = p;
  q->next = &b;
}
"""


@pytest.mark.parametrize("config", [
    DDAConfig(budget=None), DDAConfig(budget=None, cache=True),
    DDAConfig(budget=None, two_worklists=False), DDAConfig(budget=None, gradual=False),
], ids=["two", "cached", "one", "fifo"])
def test_an_end_search_is_not_mistaken_for_the_box_of_its_own_lvalue(config: DDAConfig) -> None:
    """p may point to b: p = p->next reads a cell q->next = &b wrote, and *q is a memory
    alias of *p only through a forward flow p -> q. The search from p's end meets the box
    of *p (started at p) on its way; that box must be explored in full, not stand in for
    the end's backward stage (an earlier version answered no alias, and with the cache
    marked the box complete)."""
    an = AliasAnalysis(lower(LIST, "list.c"), AliasOptions(dda=config))
    assert an.may_alias("*p", "b", at="f", engine=Engine.EXH).may_alias
    for e1, e2 in [("*p", "q->next"), ("*p", "b"), ("b", "*p"), ("p->next", "b"),
                   ("*p", "b")]:
        assert an.may_alias(e1, e2, at="f").may_alias, (e1, e2)


def test_one_end_alone_answers_no_alias_when_its_whole_search_is_done() -> None:
    """The backward stage from p grows with the copy chain; the search from &b (whose
    address only reaches q) ends after a few steps, and Figure 4 from that end answers."""
    chain = "".join(f" p{i + 1} = p{i};" for i in range(60))
    src = (f"int a, b; int *p0, {', '.join(f'*p{i + 1}' for i in range(60))};\n"
           f"void g(void) {{ int *q = &b; p0 = &a;{chain} *q = 1; }}")
    an = AliasAnalysis(lower(src, "chain.c"), CLOSED)
    res = an.may_alias("*p60", "b", at="g", budget=10)
    assert res.complete and not res.may_alias and res.stats.steps < 10


def test_items_that_cannot_be_processed_within_the_budget_are_not_created() -> None:
    """Figure 4's search from t calls the box of *p, which follows p to 300 copies (each
    copied on to s): with budget 20 it does not create 300 items it could never process."""
    decl = ", ".join(f"**q{i}" for i in range(300))
    copies = "".join(f" q{i} = p; s = q{i};" for i in range(300))
    src = (f"int *a, *b; int **p, **r, **s, {decl};\n"
           f"void h(void) {{ p = &a; r = &b;{copies} int *t = *p; *t = 1; }}")
    an = AliasAnalysis(lower(src, "fan.c"), CLOSED)
    t, r = nodes_in(an, "h", "*t", "*r")
    full = DemandAlias(an.peg, DDAConfig(budget=None, two_worklists=False)).may_alias(t, r)
    limited = DemandAlias(an.peg, DDAConfig(budget=20, two_worklists=False)).may_alias(t, r)
    assert full.stats.items > 300 and not full.may_alias
    assert limited.stats.steps <= 20 and limited.stats.items < 60


def marker_queries(name: str) -> tuple[AliasAnalysis, list[tuple[int, int]]]:
    """The value-alias questions of a test program's MAYALIAS/NOALIAS markers."""
    an = AliasAnalysis(lower_files([str(ROOT / "tests/alias_programs" / name)], ()))
    return an, [(c.p, c.q) for c in oracle_calls(an.program, an.peg)]


@pytest.mark.parametrize("name", ["pointers.c", "heap.c", "structs.c"])
def test_the_budget_counts_every_item_processed(name: str) -> None:
    """Section 4.5's N bounds worklist iterations: with one worklist, a query that runs dry
    has processed every item it reached, one step each (`StepCount.ITEMS`); the cheaper
    count lets items with nothing to follow through without a step."""
    an, queries = marker_queries(name)
    assert queries
    paper, cheap = (DemandAlias(an.peg, DDAConfig(budget=None, two_worklists=False, count=c))
                    for c in (StepCount.ITEMS, StepCount.ACTIVE))
    fewer = 0
    for a1, a2 in queries:
        p, c = paper.value_alias(a1, a2), cheap.value_alias(a1, a2)
        assert p.may_alias == c.may_alias and p.complete and c.complete
        if not p.may_alias:  # ran dry (a "may alias" stops at the other end)
            assert p.stats.steps == p.stats.items
        assert c.stats.steps <= c.stats.items and c.stats.steps <= p.stats.steps
        fewer += c.stats.steps < p.stats.steps
    assert fewer > 0


def test_a_budget_in_paper_steps_is_a_smaller_budget_in_cheap_steps() -> None:
    """The same budget N completes no more queries counting every item than counting only
    the active ones, and each count keeps within N."""
    an, queries = marker_queries("heap.c")
    for n in (2, 4, 8):
        done = {}
        for c in StepCount:
            dda = DemandAlias(an.peg, DDAConfig(budget=n, count=c))
            answers = [dda.value_alias(a1, a2) for a1, a2 in queries]
            assert all(r.stats.steps <= n for r in answers)
            done[c] = sum(r.complete for r in answers)
        assert done[StepCount.ITEMS] <= done[StepCount.ACTIVE], n


def test_field_box_in_a_witness() -> None:
    src = ("struct S { int *f; };\n"
           "void g(void) { int a; struct S s; struct S *p = &s, *q = p; int **pf1 = &p->f;"
           " int **pf2 = &q->f; *pf1 = &a; }")
    an = AliasAnalysis(lower(src, "w.c"), AliasOptions(peg=PEGConfig(field_sensitive=True)))
    res = an.may_alias("*pf1", "*pf2", at="g", explain=True)
    assert res.may_alias and res.witness is not None
    labels = res.witness.labels
    assert "fbar:f" in labels and "f:f" in labels
    assert labels[0] == "Dbar" and labels[-1] == "D"


def test_points_to_of_field_addresses_extends_the_base_objects() -> None:
    src = "struct S { int *f; int *g; };\nvoid h(void) { struct S s; struct S *p = &s; }"
    an = AliasAnalysis(lower(src, "f.c"), AliasOptions(peg=PEGConfig(field_sensitive=True)))
    for engine_objs in (an.points_to("&p->g", "h").objects,
                        an.points_to("&p->g", "h", engine=Engine.EXH).objects):
        assert {an.object_name(o) for o in engine_objs} == {"s.g"}


def test_recursive_field_addresses_terminate_within_the_path_limit() -> None:
    src = ("struct N { struct N *next; };\n"
           "void r(void) { struct N n; struct N *p = &n; for (int i = 0; i < 3; i++)"
           " p = (struct N *)&p->next; }")
    an = AliasAnalysis(lower(src, "r.c"), AliasOptions(peg=PEGConfig(field_sensitive=True)))
    exh = {an.object_name(o) for o in an.points_to("p", "r", engine=Engine.EXH).objects}
    ddpt = {an.object_name(o) for o in an.points_to("p", "r").objects}
    assert exh == ddpt == {"n", "n.next", "n.next.next", "n.next.next.next",
                           "n.next.next.next.next"}


# --- the exhaustive solver -------------------------------------------------------------------


def naive_andersen(g: PEG, k_limit: int = 4) -> dict[int, set[tuple[int, tuple[int, ...]]]]:
    """Andersen's analysis as a plain fixed point over all constraints, no optimisations."""
    pts: dict[int, set[tuple[int, tuple[int, ...]]]] = {n: set() for n in range(len(g))}
    content: dict[tuple[int, tuple[int, ...]], set[tuple[int, tuple[int, ...]]]] = {}
    changed = True
    while changed:
        changed = False
        for n in range(len(g)):
            kind, b = g.kind[n], g.down[n]
            if kind == NodeKind.ADDR:
                new = {(n, ())}
            elif kind == NodeKind.FIELD:
                lab = g.down_label[n]
                new = {(a, p if len(p) >= k_limit else (*p, lab)) for a, p in pts[b]}
            else:
                new = set().union(*(content.get(o, set()) for o in pts[b]))
            if not new <= pts[n]:
                pts[n] |= new
                changed = True
        for src in range(len(g)):
            for dst in g.assign_to[src]:
                for o in pts[g.down[dst]]:
                    cell = content.setdefault(o, set())
                    if not pts[src] <= cell:
                        cell |= pts[src]
                        changed = True
    return pts


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pointer_programs(), st.booleans())
def test_worklist_solver_equals_the_naive_fixed_point(text: str, fs: bool) -> None:
    prog = read_program(text, "r.ir")
    wrappers = find_allocation_wrappers(prog)
    g = build_peg(prog, PEGConfig(field_sensitive=fs, wrappers=wrappers))
    exh = Andersen(g)
    naive = naive_andersen(g)
    for n in range(len(g)):
        assert exh.points_to(n) == naive[n], g.render(n)


def test_copy_cycles_are_collapsed() -> None:
    src = ("void c(int k) { int a, b; int *p = &a, *q, *r; for (int i = 0; i < k; i++)"
           " { q = p; r = q; p = r; } r = &b; }")
    an = AliasAnalysis(lower(src, "c.c"))
    assert an.exh.collapsed >= 2
    for v in ("p", "q", "r"):
        assert {an.object_name(o) for o in an.exh.points_to(an.expr(v, "c").node)} == {"a", "b"}


def test_indirect_calls_resolved_by_andersen_are_sound_and_fewer() -> None:
    # (each keeps its argument before returning it: a function that returns only what it
    # is given hands each call its own actual, whatever calls it)
    src = ("static int *one(int *p) { static int *s; s = p; return s; }\n"
           "static int *two(int *p) { static int *s; s = p; return s; }\n"
           "int *(*keep)(int *) = two;\n"
           "int *run(void) { static int a, b; int *(*f)(int *) = one; keep(&b);"
           " int *r = f(&a); return r; }")
    prog = lower(src, "ind.c")
    plain = AliasAnalysis(prog, replace(CLOSED, andersen_call_graph=False))
    resolved = AliasAnalysis(prog, CLOSED)  # points-to resolution is the default
    assert resolved.peg.edge_count < plain.peg.edge_count

    def pointees(an: AliasAnalysis) -> set[str]:
        return {an.object_name(o) for o in an.points_to("r", "run").objects}

    assert pointees(plain) == {"a", "b"}  # every address-taken function of arity 1
    assert pointees(resolved) == {"a"}  # f only ever holds one()


def test_argument_strings_alias_under_every_engine() -> None:
    src = "int main(int argc, char **argv) { char *a = argv[1], *b = argv[2]; return *a + *b; }"
    an = AliasAnalysis(lower(src, "m.c"))
    for engine in Engine:
        assert an.may_alias("*a", "*b", at="main", engine=engine).may_alias


@pytest.mark.parametrize("fs", [False, True])
def test_memoised_graph_facts_change_no_answer(fs: bool) -> None:
    """The engine memoises per node which items are inert (`CFLEngine._inert_fill`,
    `_bare_fill`) as queries come: an engine warmed by other queries, in another order,
    answers each query as a fresh engine does, steps and items included, for DDA and DDPT."""
    program = lower(generate(GenConfig(seed=5, target_lines=1500)).source, "memo.c")
    an = AliasAnalysis(program, AliasOptions(peg=PEGConfig(field_sensitive=fs)))
    queries = [(q.e1, q.e2) for q in query_set(program, an.peg).queries][:120]
    assert queries

    def outcome(res: AliasResult) -> tuple[object, ...]:
        s = res.stats
        return res.may_alias, res.status, s.steps, s.items, s.nodes_visited

    warm_dda = DemandAlias(an.peg, DDAConfig(budget=60))
    warm_ddpt = DemandPointsTo(an.peg, budget=60, memo=False)  # the CFL search
    for e1, e2 in reversed(queries):
        warm_dda.may_alias(e1, e2)
        warm_ddpt.may_alias(e1, e2)
    for e1, e2 in queries:
        fresh = DemandAlias(an.peg, DDAConfig(budget=60)).may_alias(e1, e2)
        assert outcome(warm_dda.may_alias(e1, e2)) == outcome(fresh)
        fresh = DemandPointsTo(an.peg, budget=60, memo=False).may_alias(e1, e2)
        assert outcome(warm_ddpt.may_alias(e1, e2)) == outcome(fresh)


@pytest.mark.parametrize("engine", list(Engine), ids=lambda e: e.value)
def test_a_record_overlaps_a_field_inside_it_reached_through_a_pointer(engine: Engine) -> None:
    """Field-sensitively, `x` and `*f` overlap when f points to a field inside x (the
    graph's grammar relates equal field paths only, so the record's fields are asked too),
    at any depth and inside arrays of records; other fields and other records do not."""
    src = ("struct In { int a; int b; };\n"
           "struct S { int k; struct In in; struct In arr[3]; };\n"
           "int h(void) { struct S x, y; int *f = &x.in.b; int *g = &x.arr[2].a;"
           " struct In *q = &y.in; *f = 3; *g = 1; q->a = 2; return x.k; }")
    an = AliasAnalysis(lower(src, "overlap.c"),
                       replace(CLOSED, peg=PEGConfig(world=World.CLOSED, field_sensitive=True)))
    may = {(a, b): an.may_alias(a, b, at="h", engine=engine).may_alias
           for a, b in (("*f", "x"), ("x", "*f"), ("*g", "x"), ("*f", "x.in"), ("*q", "y"),
                        ("*f", "y"), ("*q", "x"), ("*f", "x.k"), ("*g", "x.in"))}
    assert may == {("*f", "x"): True, ("x", "*f"): True, ("*g", "x"): True,
                   ("*f", "x.in"): True, ("*q", "y"): True, ("*f", "y"): False,
                   ("*q", "x"): False, ("*f", "x.k"): False, ("*g", "x.in"): False}
