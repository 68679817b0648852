"""The analyzers' contract: same answers, result objects, budget, cache, oracle, model."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dataflow_programs.checks import demand_equals_exhaustive, questions
from ddpa.analyses.dataflow.address_taken_aliases import AddressTakenOracle
from ddpa.analyses.dataflow.demand import DemandAnalyzer, DemandConfig
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import def_site, use_site
from ddpa.analyses.dataflow.model import ENTRY, EXIT, Model
from ddpa.analyses.dataflow.query import DataflowError, ask, parse_location
from ddpa.analyses.dataflow.results import Status
from ddpa.analyses.dataflow.state import Integration
from ddpa.graphs import fixpoint
from ddpa.ir.instr import Var
from ddpa.ir.program import Function
from helpers import EXAMPLES, GOLDEN, lower, lower_path

PROGRAMS = Path(__file__).parent / "dataflow_programs"
C_FILES = sorted([*EXAMPLES.glob("*.c"), *(GOLDEN / "frontend").glob("*.c")])


@cache
def _model(path: Path) -> Model:
    return Model(lower_path(path))


@pytest.mark.parametrize("path", C_FILES, ids=lambda p: p.name)
def test_demand_equals_exhaustive_on_examples(path: Path) -> None:
    m = _model(path)
    demand_equals_exhaustive(m, full=True)
    demand_equals_exhaustive(m, full=False)


def test_reaching_and_reachable_match_the_result_objects() -> None:
    m = _model(EXAMPLES / "symex_parser.c")
    a = DemandAnalyzer(m)
    rd, ru = questions(m)
    assert all(a.reaching(v, n) == a.rd(v, n).codes for v, n in rd)
    assert all(a.reachable(v, n) == a.ru(v, n).codes for v, n in ru)


def _x_at_33(m: Model) -> tuple[int, int]:
    x = m.var_id(m.program.globals["x"].var)
    n = min(g for g in m.uses_of[x] if m.node(g)[0].fn.nodes[m.node(g)[1]].instr.loc.line == 33)
    return x, n


def test_result_object_and_statistics() -> None:
    m = _model(EXAMPLES / "dft_fig1.c")
    res = DemandAnalyzer(m).rd(*_x_at_33(m))
    assert res.status is Status.COMPLETE and res.complete
    assert res.stats.items >= 2 and res.stats.nodes >= 1 and res.stats.seconds > 0
    assert res.stats.summaries >= 1  # proc3's side effect on x was computed for this query
    assert sorted(def_site(m, c).line for c in res.codes) == [30, 45]


def test_budget_exceeded_gives_a_sound_superset() -> None:
    m = _model(EXAMPLES / "dft_fig1.c")
    exact = DemandAnalyzer(m).rd(*_x_at_33(m))
    tight = DemandAnalyzer(m, config=DemandConfig(budget=1)).rd(*_x_at_33(m))
    assert tight.status is Status.BUDGET_EXCEEDED and not tight.complete
    assert exact.codes < tight.codes


def test_cache_answers_later_queries_and_is_dropped_on_integration() -> None:
    m = _model(EXAMPLES / "symex_parser.c")
    plain = DemandAnalyzer(m)
    cached = DemandAnalyzer(m, config=DemandConfig(cache=True))
    rd, _ = questions(m)
    for v, n in rd:
        assert cached.rd(v, n).codes == plain.rd(v, n).codes
    again = [cached.rd(v, n) for v, n in rd]
    assert sum(r.stats.cache_hits for r in again) >= len(rd) // 2
    assert all(r.stats.items == 0 for r in again if r.stats.cache_hits)
    unit = DemandAnalyzer(m, Integration(m, full=False), DemandConfig(cache=True))
    for v, n in rd:
        unit.rd(v, n)
    f = next(f for f in m.funcs if f.calls and f.calls[0].targets)
    unit.integrate(f.index, f.calls[0].targets[0])
    assert not any(unit.recorder.rdc[g] for g in unit.state.component(f.index))


def test_temporaries_never_appear_in_answers() -> None:
    m = _model(EXAMPLES / "symex_parser.c")
    pairs = ExhaustiveAnalyzer(m).pairs()
    assert pairs
    for d, u in pairs:
        for code in (d, u):
            v = m.vars[m.decode(code)[2]]
            assert not v.is_temp and v.src_name
    assert all(not def_site(m, d).var.startswith("$") for d, _ in pairs)
    assert all(not use_site(m, u).var.startswith("$") for _, u in pairs)


class _Exact:
    """A precise oracle for imprecise.c: `p` in `set` points to `a` and nothing else."""

    name = "exact"

    def __init__(self, program: object) -> None:
        self.fallback = AddressTakenOracle(program)  # type: ignore[arg-type]

    def pointees(self, fn: Function, ptr: Var) -> frozenset[Var]:
        if fn.name == "set":
            return frozenset(v for v in self.fallback.universe() if v.name == "a")
        return self.fallback.pointees(fn, ptr)

    def may_denote_unknown(self, fn: Function, ptr: Var) -> bool:
        return fn.name != "set" and self.fallback.may_denote_unknown(fn, ptr)


def test_a_better_alias_oracle_gives_a_more_precise_answer() -> None:
    prog = lower_path(PROGRAMS / "imprecise.c")
    file = prog.functions["main"].loc.file
    default = Model(prog)
    better = Model(prog, _Exact(prog))
    loose = ask(DemandAnalyzer(default), "a", file, 12, "RD")
    tight = ask(DemandAnalyzer(better), "a", file, 12, "RD")
    assert sorted(d.line for d in loose.defs) == [5, 10]  # *p = 1 may miss a: weak
    assert sorted(d.line for d in tight.defs) == [5]  # p is exactly &a: a strong update
    assert set(tight.defs) < set(loose.defs)
    demand_equals_exhaustive(better)


def test_local_address_flow_refines_the_textbook_oracle() -> None:
    prog = lower_path(PROGRAMS / "pointers.c")
    plain = Model(prog, AddressTakenOracle(prog, local_flow=False))
    flow = Model(prog)
    loose = set(ExhaustiveAnalyzer(plain).pairs())
    tight = set(ExhaustiveAnalyzer(flow).pairs())
    key = {(str(def_site(flow, d)), str(use_site(flow, u))) for d, u in tight}
    key_loose = {(str(def_site(plain, d)), str(use_site(plain, u))) for d, u in loose}
    assert key < key_loose


def test_unknown_externals_write_what_they_are_given() -> None:
    prog = lower("extern void mystery(int *p);\nint g, h;\n"
                 "int main(void) {\n  g = 1; h = 2;\n  mystery(&g);\n  return g + h;\n}\n",
                 "ext.c")
    m = Model(prog)
    a = DemandAnalyzer(m)
    ans = ask(a, "g", "ext.c", 6, "RD")
    assert sorted(d.line for d in ans.defs) == [4, 5]  # weak: the call may or may not write
    assert [d.line for d in ask(a, "h", "ext.c", 6, "RD").defs] == [4]


def test_noreturn_calls_end_paths() -> None:
    prog = lower("#include <stdlib.h>\nint g;\nvoid die(void) { g = 5; exit(1); }\n"
                 "int main(int c, char **v) {\n  g = 1;\n  if (c > 3) die();\n"
                 "  return g;\n}\n", "nr.c")
    m = Model(prog)
    assert [d.line for d in ask(DemandAnalyzer(m), "g", "nr.c", 7, "RD").defs] == [5]


def test_model_structure() -> None:
    m = _model(EXAMPLES / "dft_fig1.c")
    assert [v.name for v in m.vars] == ["x", "y", "f", "g"]
    assert [bool(m.gl[v]) for v in range(4)] == [True, False, False, False]
    assert {f.name for f in m.funcs if f.is_root} == {"main"}
    assert not any(f.recursive for f in m.funcs)
    for f in m.funcs:
        nodes = sorted(g for b in f.blocks for g in m.bnodes[b])
        assert nodes == list(range(f.base, f.base + len(f.fn.nodes)))
        assert m.bkind[f.entry_bid] == ENTRY and m.bkind[f.exit_bid] == EXIT
    rec = Model(lower_path(GOLDEN / "frontend" / "recursion.c"))
    assert {f.name for f in rec.funcs if f.recursive} >= {"even", "odd"}


def test_side_effects_shortcut_and_recursion() -> None:
    m = Model(lower_path(PROGRAMS / "recursion.c"))
    a = DemandAnalyzer(m)
    acc = next(v for v, var in enumerate(m.vars) if var.name == "acc")
    depth = next(v for v, var in enumerate(m.vars) if var.name == "depth")
    down, odd = m.fidx["down"], m.fidx["odd"]
    assert a.pres(down, acc) is False  # every run ends in the base case, which sets acc
    assert sorted(def_site(m, c).line for c in a.sdefs(down, acc)) == [8]
    from ddpa.analyses.dataflow.procedure_summaries import NOTHING

    assert a.se.pd(odd, NOTHING) == (True, frozenset())  # odd/even can return
    before = a.se.evaluations
    assert a.pres(odd, depth) is True and a.sdefs(odd, depth) == frozenset()
    assert a.se.evaluations == before  # odd/even never mention depth: no equation evaluated


def test_fixpoint_solves_cycles_to_the_least_fixed_point() -> None:
    deps = {"a": ["b"], "b": ["a", "c"], "c": []}
    base = {"a": {1}, "b": {2}, "c": {3}}
    store: dict[str, frozenset[int]] = {}

    def evaluate(k: str, get: object) -> frozenset[int]:
        assert callable(get)
        out = set(base[k])
        for d in deps[k]:
            out |= get(d)
        return frozenset(out)

    fixpoint.solve("a", lambda k: k in store, lambda k: deps[k], evaluate, frozenset(),
                   store.__setitem__, store.__getitem__)
    assert store == {"a": {1, 2, 3}, "b": {1, 2, 3}, "c": {3}}


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 9).flatmap(lambda n: st.tuples(
    st.lists(st.lists(st.integers(0, n - 1), max_size=4), min_size=n, max_size=n),
    st.lists(st.frozensets(st.integers(0, 20), max_size=3), min_size=n, max_size=n))))
def test_fixpoint_equals_round_robin_iteration(system: tuple[list[list[int]],
                                                            list[frozenset[int]]]) -> None:
    """The worklist iteration ends at the least fixed point a plain round-robin (Kleene)
    iteration of every equation finds, on random systems of set equations with cycles."""
    deps, base = system
    n = len(deps)
    evaluated: list[int] = []

    def evaluate(k: int, get: object) -> frozenset[int]:
        assert callable(get)
        evaluated.append(k)
        out = set(base[k])
        for d in deps[k]:
            out |= get(d)
        if len(out) > 4:  # not a plain union: a threshold is monotone too
            out.add(99)
        return frozenset(out)

    store: dict[int, frozenset[int]] = {}
    evals = fixpoint.solve(0, lambda k: k in store, lambda k: deps[k], evaluate, frozenset(),
                           store.__setitem__, store.__getitem__)
    assert evals == len(evaluated)
    naive = [frozenset[int]()] * n
    changed = True
    while changed:
        changed = False
        for k in range(n):
            out = set(base[k]).union(*(naive[d] for d in deps[k]))
            if len(out) > 4:
                out.add(99)
            if frozenset(out) != naive[k]:
                naive[k], changed = frozenset(out), True
    assert store  # the root and what it depends on
    for k, val in store.items():
        assert val == naive[k], k


@pytest.mark.parametrize(("text", "message"), [
    ("x:33", "not a file"), ("33", "not FILE:LINE"), ("f.c:x", "not FILE:LINE")])
def test_bad_locations(text: str, message: str) -> None:
    m = _model(EXAMPLES / "dft_fig1.c")
    with pytest.raises(DataflowError, match=message):
        file, line = parse_location(text)
        ask(DemandAnalyzer(m), "x", file, line, "RD")


@pytest.mark.parametrize(("var", "line", "kind", "message"), [
    ("z", 33, "RD", "no variable named 'z'"), ("y", 32, "RD", "no use of 'y'"),
    ("x", 29, "RD", "no statement"), ("x", 31, "RU", "no definition of 'x'")])
def test_query_errors_name_the_location(var: str, line: int, kind: str, message: str) -> None:
    m = _model(EXAMPLES / "dft_fig1.c")
    file = m.funcs[0].fn.loc.file
    with pytest.raises(DataflowError, match=message) as err:
        ask(DemandAnalyzer(m), var, file, line, kind)
    assert f":{line}" in str(err.value)


def test_initial_value_bindings_are_computed_by_each_analyzer() -> None:
    # f(g) on line 4 may pass g's initial value (the call in h comes first on no path);
    # f(g) on line 5 passes the value h defined on line 2, never the initial one
    prog = lower("int g = 7;\nvoid h(void) { g = 1; }\nint f(int x) { return x; }\n"
                 "int main(void) { int a = f(g);\n  h(); return a + f(g); }\n", "init.c")
    m = Model(prog)
    analyzers = (DemandAnalyzer(m), ExhaustiveAnalyzer(m))
    found: dict[int, bool] = {}
    for site in m.funcs[m.fidx["main"]].calls:
        f, node = m.node(site.gid)
        for b in (b for bk in site.binds for b in bk):
            answers = {a.binds_initial(site.gid, b) for a in analyzers}
            assert len(answers) == 1, site.gid
            found[f.fn.nodes[node].instr.loc.line] = answers.pop()
    assert found == {4: True, 5: False}
    assert "initial-binds" in m.derived and "initial-binds/exhaustive" in m.derived
