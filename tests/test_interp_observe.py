"""Observation hooks and the soundness harness: dynamic facts and their check against answers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ddpa.frontend.clang import lower_compdb, lower_files
from ddpa.interp.hooks import Trace
from ddpa.interp.observe import CallEdge, DefUse, Miss, check_covered, run_observed
from helpers import EXAMPLES, lower

META: dict[str, Any] = json.loads(
    (Path(__file__).parent / "examples_meta" / "expected.json").read_text())


def _table1() -> set[tuple[str, int, str, int]]:
    meta = META["dft_fig1.c"]
    return {(p["def_var"], p["def_line"], p["use_var"], p["use_line"])
            for p in meta["defuse_intra"] + meta["defuse_inter"]}


def test_dft_defuse_pairs_are_within_table_1() -> None:
    obs = run_observed(lower_files([str(EXAMPLES / "dft_fig1.c")]))
    observed = {d.lines() for d in obs.defuse_pairs()}
    assert observed <= _table1()
    # what this run (x = 1, y = -1) exercises, through formals included
    assert {("x", 30, "g", 44), ("y", 33, "f", 40), ("y", 33, "g", 44),
            ("y", 30, "y", 33), ("x", 30, "x", 35)} <= observed


def test_check_covered_reports_each_miss_with_locations() -> None:
    obs = run_observed(lower_files([str(EXAMPLES / "dft_fig1.c")]))
    pairs = obs.defuse_pairs()
    assert check_covered(pairs, _table1(), "def-use", key=DefUse.lines) == []
    partial = _table1() - {("y", 33, "g", 44)}
    misses = check_covered(pairs, partial, "def-use", key=DefUse.lines)
    assert len(misses) == 1 and isinstance(misses[0], Miss)
    m = misses[0]
    assert [loc.line for loc in m.locs] == [33, 44]
    assert str(m).startswith("examples/dft_fig1.c:33:") or ":33:" in str(m).split(" ")[0]
    assert "unsound def-use" in str(m) and "y@proc1" in str(m) and "g@proc3" in str(m)


def test_check_covered_accepts_a_predicate() -> None:
    obs = run_observed(lower_files([str(EXAMPLES / "dft_fig1.c")]))
    misses = check_covered(obs.call_edges(), lambda e: e.callee != "printf", "call graph")
    assert [m.fact.callee for m in misses] == ["printf"]


def test_indirect_call_targets_across_units() -> None:
    prog = lower_compdb(EXAMPLES / "multi")
    obs = run_observed(prog, kinds=Trace.CALLS)
    site = next(c for c in META["multi"]["calls"] if c.get("indirect"))
    by_src = {(Path(f.loc.file).name, f.source_name): f.name
              for f in prog.functions.values() if f.has_body}
    static = {(site["file"], site["line"], by_src[(file, fn)]) for file, fn in site["targets"]}
    dynamic = {e for e in obs.call_edges() if e.site.loc.line == site["line"] and
               Path(e.site.loc.file).name == site["file"]}
    assert len({e.callee for e in dynamic}) == 3

    def key(e: CallEdge) -> tuple[str, int, str]:
        return (Path(e.site.loc.file).name, e.site.loc.line, e.callee)
    assert check_covered(dynamic, static, "call targets", key=key) == []


def test_callgraph_example_runtime_calls() -> None:
    meta = META["callgraph_fig1.c"]
    obs = run_observed(lower_files([str(EXAMPLES / "callgraph_fig1.c")]), kinds=Trace.CALLS)
    edges = {(e.site.loc.line, e.callee) for e in obs.call_edges()}
    for label, method in meta["runtime_calls"]:
        assert (meta["labels"][label], method.replace("::", "_")) in edges


def test_alias_example_points_to_within_andersen() -> None:
    obs = run_observed(lower_files([str(EXAMPLES / "alias_fig1.c")]), kinds=Trace.POINTERS)
    expected = META["alias_fig1.c"]["points_to"]
    facts = {(p.pointer, p.target.src_name or p.target.name) for p in obs.points_to()
             if p.site.function.startswith("fig1")}
    assert facts == {("s", "t"), ("s", "z"), ("r", "z"), ("y", "r"), ("x", "z")}
    static = {(v, t) for v, ts in expected.items() for t in ts}
    assert check_covered(
        [p for p in obs.points_to() if p.site.function.startswith("fig1")], static,
        "points-to", key=lambda p: (p.pointer, p.target.src_name or p.target.name)) == []


def test_aliasing_accesses_touch_the_same_cell() -> None:
    src = """int g;
void set(int *p) { *p = 3; }
int main(void) { int *q = &g; set(q); g = g + 1; return *q; }
"""
    obs = run_observed(lower(src, "al.c"), kinds=Trace.ACCESSES)
    exprs = {frozenset({a.a.expr, a.b.expr}) for a in obs.aliases()}
    assert frozenset({"*p", "g"}) in exprs and frozenset({"*q", "g"}) in exprs
    assert frozenset({"*p", "*q"}) in exprs
    assert all(a.target.name == "g" for a in obs.aliases())


def test_heap_points_to_names_the_allocation_site() -> None:
    src = """#include <stdlib.h>
struct n { struct n *next; };
int main(void) { struct n *a = malloc(sizeof *a); a->next = malloc(sizeof *a);
  a->next->next = 0; free(a->next); free(a); return 0; }
"""
    obs = run_observed(lower(src, "h.c"), kinds=Trace.POINTERS)
    labels = {(p.pointer, p.target.label) for p in obs.points_to()}
    sites = {p.target.site for p in obs.points_to()}
    assert ("a", "heap#0@h.c:3") in labels and len(sites) == 2
    assert any(ptr.startswith("*heap#0") for ptr, _ in labels)


def test_branch_outcomes_are_recorded() -> None:
    src = "int main(int argc, char **argv) { int s = 0; (void)argv;\n" \
          "  for (int i = 0; i < 3; i++) if (i == argc) s++;\n  return s; }\n"
    obs = run_observed(lower(src, "b.c"), ["x"], kinds=Trace.BRANCHES)
    outcomes = {site.loc.line: succ for site, succ in obs.branches().items()}
    assert all(len(s) == 2 for s in outcomes.values()) and set(outcomes) == {2}


def test_defuse_through_memory_and_temporaries() -> None:
    src = """int sum(int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
int main(void) {
  int a[2];
  a[0] = 4;
  a[1] = 5;
  int t = sum(a, 2);
  return t;
}
"""
    obs = run_observed(lower(src, "m.c"), kinds=Trace.DEFUSE)
    pairs = {d.lines() for d in obs.defuse_pairs()}
    assert ("a", 4, "a", 1) in pairs and ("a", 5, "a", 1) in pairs
    assert ("t", 6, "t", 7) in pairs
    assert ("s", 1, "s", 1) in pairs


@pytest.mark.parametrize("kinds", [Trace.DEFUSE, Trace.CALLS, Trace.POINTERS | Trace.ACCESSES,
                                   Trace.BRANCHES])
def test_each_kind_alone_runs_the_program_unchanged(kinds: Trace) -> None:
    prog = lower_files([str(EXAMPLES / "callgraph_fig1.c")])
    obs = run_observed(prog, kinds=kinds)
    assert obs.result.stdout == META["callgraph_fig1.c"]["build"]["stdout"].encode()
    assert bool(obs.defuse_pairs()) == bool(kinds & Trace.DEFUSE)
    assert bool(obs.call_edges()) == bool(kinds & Trace.CALLS)
    assert bool(obs.branches()) == bool(kinds & Trace.BRANCHES)
    assert bool(obs.points_to()) == bool(kinds & Trace.POINTERS)


def test_facts_survive_a_fault() -> None:
    src = "int main(void) { int x = 1; int y = x + 1; int *p = 0; return *p + y; }\n"
    obs = run_observed(lower(src, "f.c"))
    assert obs.result.fault is not None
    assert ("x", 1, "x", 1) in {d.lines() for d in obs.defuse_pairs()}


def test_defuse_through_a_virtual_call_binds_the_receiver_to_this() -> None:
    src = """struct B { int v; virtual int get(int k) { return v + k; } };
struct D : B { int get(int k) override { return v * k; } };
int main() {
  D d;
  d.v = 3;
  B *p = &d;
  int k = 2;
  return p->get(k);
}
"""
    obs = run_observed(lower(src, "m.cpp"), kinds=Trace.DEFUSE | Trace.CALLS)
    pairs = {d.lines() for d in obs.defuse_pairs()}
    # the receiver flows to `this`, the argument to `k`, after the receiver in the formals
    assert ("p", 6, "this", 2) in pairs
    assert ("k", 7, "k", 2) in pairs
