"""Demand-driven call graph construction (Agrawal, CC 2000): Figure 1, Theorem 1 (demand
types equal exhaustive 0-CFA types on every node of S), soundness against the interpreter
for C++ virtual calls and C function pointers, and `ddpa resolve`."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ddpa.analyses.alias.calls import indirect_targets
from ddpa.analyses.callgraph import ClassHierarchyAnalysis
from ddpa.analyses.callgraph.psg import Kind
from ddpa.analyses.callgraph.reaching_types import ReachingTypes, solve_types
from ddpa.analyses.callgraph.resolvers import RESOLVERS, call_at
from ddpa.analyses.callgraph.zerocfa import ZeroCFA
from ddpa.bench import generator
from ddpa.bench.generator_cxx import CxxGenConfig, generate_cxx
from ddpa.cli.main import main
from ddpa.frontend.clang import lower_files, lower_source
from ddpa.interp import observe
from ddpa.interp.hooks import Trace
from ddpa.ir.instr import Call, Const, Direct, Indirect, Var, Virtual
from ddpa.ir.program import Program
from ddpa.ir.reader import read_file
from ddpa.ir.types import PointerType
from helpers import EXAMPLES

HERE = Path(__file__).parent
FIG1_CPP = EXAMPLES / "callgraph_fig1.cpp"

# Figure 1's answers by 0-CFA (and so, by Theorem 1, by the demand analysis):
#   cs3 a->R(): a = new A (s3) reaches it alone                        -> A::R
#   cs4 a->P(b, a): a = new B (s4) reaches it                          -> B::P
#   cs5 a->P(a, b): a = new A (s6) reaches it                          -> A::P
#   cs1 x->Q(y) in A::P: x at A::P's entry comes from call sites that may invoke A::P;
#       cs4's receiver has types {B}, so only cs5 binds, and its first actual is a = {A}
#                                                                      -> A::Q
#   cs2 y->Q(y) in A::P: y after cs1 is what the Q that cs1 runs (A::Q only) stores
#       into its reference parameter: y = new A                        -> A::Q
# CHA gives both classes' methods at every site (B overrides P, Q and R).
FIG1_ZERO_CFA = {"cs1": ("A::Q",), "cs2": ("A::Q",), "cs3": ("A::R",), "cs4": ("B::P",),
                 "cs5": ("A::P",)}
FIG1_LINES = {"cs1": 44, "cs2": 45, "cs3": 70, "cs4": 73, "cs5": 75}


def dynamic_sites(p: Program) -> list[tuple[str, int, Call]]:
    return [(fn.name, n.id, call) for fn in p.defined_functions() for n, call in fn.calls()
            if not isinstance(call.callee, Direct)]


def by_line(p: Program, analysis: str) -> dict[int, tuple[str, ...]]:
    sites = dynamic_sites(p)
    answers = RESOLVERS[analysis](p, [(c, n) for c, n, _ in sites])
    return {call.loc.line: a.targets for (_, _, call), a in zip(sites, answers, strict=True)}


def fig1_ir() -> Program:
    return read_file(str(HERE / "cxx_ir" / "callgraph_fig1.ir"))


@pytest.mark.parametrize("which", ["ir", "cpp"])
def test_fig1_demand_and_0cfa_answers(which: str) -> None:
    p = fig1_ir() if which == "ir" else lower_files([str(FIG1_CPP)])
    for analysis in ("demand", "0cfa"):
        got = by_line(p, analysis)
        assert {k: got[line] for k, line in FIG1_LINES.items()} == FIG1_ZERO_CFA
    cha = by_line(p, "cha")
    for k, line in FIG1_LINES.items():
        assert set(FIG1_ZERO_CFA[k]) < set(cha[line])


def test_fig1_cs1_needs_only_a_part_of_the_psg() -> None:
    p = fig1_ir()
    rt = ReachingTypes(p, reuse=False)
    res = rt.resolve("A::P", 3)
    assert res.targets == ("A::Q",)
    whole = ZeroCFA(p).g.size()[0]
    assert res.stats.nodes < whole
    assert "B::R" not in rt.g.procset  # never needed for cs1


def test_calls_of_code_without_a_body_have_no_call_nodes(tmp_path: Path) -> None:
    """A call of a function without a body binds no entry node, so its actuals get no call
    nodes (nothing would read them); answers are unchanged (Theorem 1's tests)."""
    p, _ = lower_cxx(1, tmp_path)
    g = ZeroCFA(p).g
    unbound = 0
    for s in g.sites:
        c = s.call.callee
        if isinstance(c, Direct) and not any(
                (f := p.functions.get(t)) is not None and f.has_body
                for t in g.facts.targets(s.call)):
            assert not [k for k in g.ids if k[:3] == ("call", s.caller, s.node)]
            unbound += any(isinstance(a, Var) and isinstance(a.type, PointerType)
                           for a in s.call.args)
    assert unbound > 0  # the program has such calls with pointer actuals


# --- Theorem 1 -------------------------------------------------------------------------


def assert_theorem1(p: Program) -> int:
    """Every dynamic site: demand TYPES on every node of S equal 0-CFA's, with and
    without the reuse cache; returns how many sites were checked."""
    z = ZeroCFA(p)
    shared = ReachingTypes(p, reuse=True)
    checked = 0
    for caller, node, _call in dynamic_sites(p):
        fresh = ReachingTypes(p, reuse=False)
        s = fresh.site_id(caller, node)
        this = fresh.g.sites[s].this
        if this is None:
            continue
        nodes, _, _ = fresh.influencing(this)
        types, _ = solve_types(fresh.g, nodes, {})
        for v in nodes:
            zk = z.g.ids[fresh.g.keys[v]]
            assert types[v] == z.types[zk], (fresh.g.label(v), caller, node)
        assert fresh.resolve(caller, node).targets == z.resolve(caller, node).targets
        assert shared.resolve(caller, node).targets == z.resolve(caller, node).targets
        checked += 1
    for v, t in shared.final.items():  # the cache holds 0-CFA's types only
        assert t == z.types[z.g.ids[shared.g.keys[v]]]
    return checked


def lower_cxx(seed: int, tmp_path: Path, **kw: float) -> tuple[Program, Path]:
    g = generate_cxx(CxxGenConfig(seed=seed, **kw))
    path = tmp_path / f"gen{seed}.cpp"
    path.write_text(g.source)
    return lower_files([str(path)]), path


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_theorem1_on_generated_cxx(seed: int, tmp_path: Path) -> None:
    p, _ = lower_cxx(seed, tmp_path)
    assert assert_theorem1(p) > 0


@pytest.mark.parametrize("seed", [4, 5])
def test_theorem1_and_soundness_with_virtual_inheritance(seed: int, tmp_path: Path) -> None:
    p, _ = lower_cxx(seed, tmp_path, virtual_inheritance=0.5)
    assert assert_theorem1(p) > 0
    sites = {(c, n): call for c, n, call in dynamic_sites(p) if isinstance(call.callee, Virtual)}
    rt = ReachingTypes(p)
    static = {(c, n, t) for (c, n) in sites for t in rt.resolve(c, n).targets}
    obs = observe.run_observed(p, kinds=Trace.CALLS)
    observed = {e for e in obs.call_edges() if (e.site.function, e.site.node) in sites}
    assert observed and observe.check_covered(observed, static, "demand call graph") == []


def test_virtual_bases_and_calls_during_construction() -> None:
    """A diamond through a virtual base, an interface as a virtual base, virtual calls in
    constructors (they run the constructor's class's method): demand equals 0-CFA, covers
    what the interpreter observes and stays within CHA."""
    p = lower_files([str(HERE / "cxx_programs" / "virtual_bases.cpp")])
    assert assert_theorem1(p) >= 5
    sites = {(c, n): call for c, n, call in dynamic_sites(p) if isinstance(call.callee, Virtual)}
    rt = ReachingTypes(p)
    static = {(c, n, t) for (c, n) in sites for t in rt.resolve(c, n).targets}
    obs = observe.run_observed(p, kinds=Trace.CALLS)
    observed = {e for e in obs.call_edges() if (e.site.function, e.site.node) in sites}
    assert {e.callee for e in observed} >= {"Counter::who", "Right::who", "Square::area"}
    assert observe.check_covered(observed, static, "demand call graph") == []
    cha = ClassHierarchyAnalysis(p)
    assert all(set(rt.resolve(c, n).targets) <= set(cha.resolve(call))
               for (c, n), call in sites.items())


def test_theorem1_on_fig1_and_c_function_pointers() -> None:
    assert assert_theorem1(fig1_ir()) == 5
    assert assert_theorem1(lower_files([str(HERE / "alias_programs" / "funcptr.c")])) > 0


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.integers(min_value=1, max_value=40))
def test_theorem1_on_random_psgs(seed: int, extra: int) -> None:
    """Random nodes and edges (cycles included) added to Figure 1's PSG, with entry and
    return edges conditional on its real virtual sites: S from any node gives that node
    and every node of S the types the whole graph gives."""
    rng = random.Random(seed)
    rt = ReachingTypes(fig1_ir(), reuse=False)
    g = rt.g
    g.build_all()
    sites = [i for i, s in enumerate(g.sites) if s.this is not None]
    procs = ["A::P", "B::P", "A::Q", "B::Q", "A::R", "B::R"]
    start = len(g.keys)
    for k in range(extra):
        kind = rng.choice(list(Kind))
        proc = rng.choice(procs) if kind is Kind.ENTRY else None
        v = g.node(("random", k), kind, proc, None,
                   rng.randrange(g.u.all + 1) if kind is Kind.INTERNAL else None)
        g.complete.add(v)
        if kind is Kind.RETURN:
            g.node_site[v] = rng.choice(sites)
    for v in range(start, len(g.keys)):
        if v in g.fixed:
            continue
        preds = [rng.randrange(len(g.keys)) for _ in range(rng.randrange(4))]
        g.preds[v] = preds
        if g.kind[v] is Kind.ENTRY:
            g.cond[v] = [rng.choice([*sites, -1]) for _ in preds]
        elif g.kind[v] is Kind.RETURN:
            g.cond[v] = [rng.choice([*procs, None]) for _ in preds]  # type: ignore[list-item]
    whole, _ = solve_types(g, range(len(g.keys)), {})
    for _ in range(5):
        v = rng.randrange(len(g.keys))
        nodes, _, _ = rt.influencing(v)
        part, _ = solve_types(g, nodes, {})
        assert all(part[w] == whole[w] for w in nodes)


# --- soundness against the interpreter -------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_demand_covers_every_observed_virtual_call(seed: int, tmp_path: Path) -> None:
    p, _ = lower_cxx(seed, tmp_path)
    sites = {(c, n): call for c, n, call in dynamic_sites(p) if isinstance(call.callee, Virtual)}
    rt = ReachingTypes(p)
    static = {(c, n, t) for (c, n) in sites for t in rt.resolve(c, n).targets}
    obs = observe.run_observed(p, kinds=Trace.CALLS)
    observed = {e for e in obs.call_edges() if (e.site.function, e.site.node) in sites}
    assert observed, "the run made no virtual call"
    assert observe.check_covered(observed, static, "demand call graph") == []
    cha = ClassHierarchyAnalysis(p)
    assert all(set(rt.resolve(c, n).targets) <= set(cha.resolve(call))
               for (c, n), call in sites.items())


def c_indirect_check(p: Program) -> int:
    """Observed indirect targets are in the demand answer; both the demand answer and
    points-to are among the address-taken functions that fit the call."""
    obs = observe.run_observed(p)
    assert obs.result.exit_code == 0, obs.result
    rt = ReachingTypes(p)
    pts = indirect_targets(p).targets
    sites = {(c, n): call for c, n, call in dynamic_sites(p) if isinstance(call.callee, Indirect)}
    checked = 0
    for edge in obs.call_edges():
        key = (edge.site.function, edge.site.node)
        if key in sites:
            got = rt.resolve(*key).targets
            assert edge.callee in got, edge.describe()
            assert edge.callee in pts[key]
            checked += 1
    cha = RESOLVERS["cha"](p, list(sites))
    for (key, _call), by_arity in zip(sites.items(), cha, strict=True):
        assert set(rt.resolve(*key).targets) <= set(by_arity.targets)
    return checked


def test_c_function_pointers_funcptr_c() -> None:
    p = lower_files([str(HERE / "alias_programs" / "funcptr.c")])
    assert c_indirect_check(p) > 0
    pts = indirect_targets(p).targets
    rt = ReachingTypes(p)
    # on this program the demand answer is exactly the points-to answer
    assert {k: tuple(sorted(v)) for k, v in pts.items()} == {
        k: rt.resolve(*k).targets for k in pts}


@pytest.mark.parametrize("seed", [5, 9])
def test_c_generated_function_pointers(seed: int) -> None:
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=500,
                                                 use_function_pointers=True))
    p = lower_source(gen.source, f"gen{seed}.c")
    if not any(isinstance(c.callee, Indirect) for _, _, c in dynamic_sites(p)):
        pytest.skip("this seed makes no indirect call")
    c_indirect_check(p)


def test_a_query_builds_only_the_nodes_it_reaches(tmp_path: Path) -> None:
    """Construct_PSG_Portion opens the caller without reading its body: a query asks
    which definitions reach its receiver and builds those nodes, not the hundreds of
    calls around it (the exhaustive analysis builds them all, with the same edges)."""
    calls = "\n".join("    use(new A);" for _ in range(200))
    src = tmp_path / "big.cpp"
    src.write_text("struct A { virtual int f() { return 1; } };\n"
                   "struct B : A { int f() override { return 2; } };\n"
                   "void use(A *a) { a->f(); }\n"
                   f"int main() {{\n{calls}\n    A *p = new B;\n    return p->f();\n}}\n")
    p = lower_files([str(src)])
    (node, _), = [(n, c) for n, c in p.functions["main"].calls()
                  if isinstance(c.callee, Virtual)]
    rt = ReachingTypes(p, reuse=False)
    assert rt.resolve("main", node.id).targets == ("B::f",)
    z = ZeroCFA(p)
    assert z.resolve("main", node.id).targets == ("B::f",)
    assert rt.g.size()[0] <= 4 < 400 < z.g.size()[0]


FITS_C = """
typedef struct S { int x; } S;
typedef void (*pfunc)(S *, void *);
static void work(S *s, void *ud) { (void)ud; s->x = 1; }
static void loose(void *s, void *ud) { (void)ud; ((S *)s)->x = 2; }
static S *make(pfunc f, void *ud) { static S s; f(&s, ud); return &s; }
static int count(S *s, int n) { return s->x + n; }
int main(void) {
    S s;
    pfunc table[2] = {work, (pfunc)loose};
    S *(*mk)(pfunc, void *) = make;
    int (*c)(S *, int) = count;
    for (int k = 0; k < 2; k++)
        table[k](&s, 0);
    return mk(work, 0)->x - 1 + c(&s, 0) - 2;
}
"""


def test_indirect_targets_must_fit_the_pointer_type() -> None:
    """The initial graph of an indirect call (section 4.2) keeps the address-taken
    functions whose parameter kinds fit the pointer's type: `make` (a function pointer
    first) and `count` (an int second) cannot run at `table[k](&s, 0)`, `loose` (a
    `void *` for an `S *`, called through a cast) can; what the interpreter observes is
    in the answers."""
    p = lower_source(FITS_C, "fits.c")
    assert c_indirect_check(p) > 0
    sites = [(c, n) for c, n, call in dynamic_sites(p) if isinstance(call.callee, Indirect)]
    table = next(k for k, call in zip(sites, [call_at(p, *s) for s in sites], strict=True)
                 if len(call.args) == 2 and isinstance(call.args[1], Const))
    cha, = RESOLVERS["cha"](p, [table])
    assert set(cha.targets) == {"loose", "work"}
    assert ReachingTypes(p).resolve(*table).targets == ("loose", "work")


# --- the command line ------------------------------------------------------------------


def test_resolve_cli_text_json_and_explain(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    fig1 = str(FIG1_CPP)
    assert main(["resolve", fig1, "--at", "callgraph_fig1.cpp:44"]) == 0
    out = capsys.readouterr().out
    assert "x->Q(y) -> A::Q [demand, complete]" in out and "|S| = " in out
    assert main(["resolve", fig1, "--at", "callgraph_fig1.cpp:73", "--analysis", "cha",
                 "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["schema"] == "ddpa.resolve/1"
    assert doc["targets"] == ["A::P", "B::P"] and doc["site"]["line"] == 73
    dot = tmp_path / "s.dot"
    assert main(["resolve", fig1, "--at", "callgraph_fig1.cpp:45", "--analysis", "0cfa",
                 "--explain", "--psg-dot", str(dot)]) == 0
    out = capsys.readouterr().out
    assert "y->Q(y) -> A::Q [0cfa, complete]" in out
    assert "influencing nodes" in out and "exit A::Q *y: {A}" in out
    assert dot.read_text().startswith("digraph psg {")


@pytest.mark.parametrize(("at", "message"), [
    ("callgraph_fig1.cpp:68", "callgraph_fig1.cpp:68: no call on this line"),
    ("callgraph_fig1.cpp:31", "callgraph_fig1.cpp:31: not a dynamic call: it calls puts"),
    ("other.cpp:3", "other.cpp: no such file in the program"),
    ("callgraph_fig1.cpp:9999", "callgraph_fig1.cpp:9999: no call on this line"),
    ("nonsense", "'nonsense' is not FILE:LINE"),
])
def test_resolve_cli_bad_input(at: str, message: str, capsys: pytest.CaptureFixture[str]
                               ) -> None:
    assert main(["resolve", str(FIG1_CPP), "--at", at]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"ddpa: {message}"]


def test_resolve_cli_missing_source(capsys: pytest.CaptureFixture[str],
                                    tmp_path: Path) -> None:
    missing = str(tmp_path / "absent.cpp")
    assert main(["resolve", missing, "--at", "absent.cpp:3"]) == 1
    assert capsys.readouterr().err.strip().splitlines() == [f"ddpa: {missing}: no such file"]


def test_callgraph_resolve_option(capsys: pytest.CaptureFixture[str]) -> None:
    def virtual_targets(analysis: str) -> dict[int, list[str]]:
        assert main(["callgraph", str(FIG1_CPP), "--resolve", analysis, "--json"]) == 0
        doc = json.loads(capsys.readouterr().out)
        return {s["loc"]["line"]: s["targets"] for s in doc["sites"] if s["kind"] == "virtual"}

    assert virtual_targets("demand") == {FIG1_LINES[k]: list(v)
                                         for k, v in FIG1_ZERO_CFA.items()}
    assert virtual_targets("cha")[FIG1_LINES["cs1"]] == ["A::Q", "B::Q"]


def test_bench_callgraph_writes_its_tables(tmp_path: Path) -> None:
    from ddpa.bench.callgraph import run_callgraph_bench

    assert run_callgraph_bench([300], str(tmp_path)) == 0
    rows = json.loads((tmp_path / "callgraph.json").read_text())
    assert [r["program"] for r in rows] == ["gen-300"]
    r = rows[0]
    assert r["agree"] and r["sites"] > 0 and 0 < r["median_s_nodes"] <= r["psg_nodes"]
    assert r["edges_demand"] == r["edges_0cfa"] <= r["edges_cha"]
    md = (tmp_path / "callgraph.md").read_text()
    assert "| gen-300 |" in md and "set-up s" in md and "Not measured" not in md
    assert (tmp_path / "callgraph_time.png").read_bytes()[:4] == b"\x89PNG"


def test_bench_callgraph_names_programs_not_lowered() -> None:
    from ddpa.bench.callgraph import markdown

    md = markdown([], ["ninja: status.cc:69:7: the lowered IR does not verify"])
    assert "Not measured (the front end does not lower them):" in md
    assert "* ninja: status.cc:69:7: the lowered IR does not verify" in md


def test_fig2_portion_of_a_p() -> None:
    """Figure 2, procedure A::P's portion of the PSG: x and y are references to pointers
    (`A *&`), so their pointees have entry, exit, call and return nodes; cs1's THIS node is
    fed by *x at entry, cs2's by the value *y has after cs1 returns. A store through one
    reference may reach the other (`P(a, a)`), hence the return of *y also into exit *x."""
    from ddpa.analyses.callgraph.psg import PSG, ProgramFacts

    g = PSG(ProgramFacts(fig1_ir()))
    g.build_portion("A::P")
    edges = {(g.label(p), g.label(v)) for v in range(len(g.keys)) for p in g.preds[v]}
    assert edges == {
        ("entry A::P *x", "call A::P:n3 this"),
        ("entry A::P y", "call A::P:n3 arg1"),
        ("entry A::P *y", "call A::P:n3 *arg1"),
        ("return A::P:n3 *arg1", "call A::P:n5 this"),
        ("entry A::P y", "call A::P:n5 arg1"),
        ("return A::P:n3 *arg1", "call A::P:n5 *arg1"),
        ("entry A::P *x", "exit A::P *x"),
        ("return A::P:n3 *arg1", "exit A::P *x"),
        ("return A::P:n5 *arg1", "exit A::P *x"),
        ("return A::P:n3 *arg1", "exit A::P *y"),
        ("return A::P:n5 *arg1", "exit A::P *y"),
    }


# --- query budgets ---------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 2])
def test_budget_answers_lie_between_0cfa_and_cha(seed: int, tmp_path: Path) -> None:
    """A query that runs out of its budget takes the unexpanded nodes at their CHA types:
    its targets contain 0-CFA's (sound) and stay within the initial call graph's; a
    budget the walk does not exhaust gives the complete answer."""
    p, _ = lower_cxx(seed, tmp_path)
    z = ZeroCFA(p)
    statuses = set()
    for caller, node, call in dynamic_sites(p):
        exact = z.resolve(caller, node)
        if exact.status != "complete":
            continue
        for budget in (1, 4, 16, 64):
            r = ReachingTypes(p, reuse=False).resolve(caller, node, budget=budget)
            statuses.add(r.status)
            assert set(exact.targets) <= set(r.targets) <= set(z.facts.targets(call))
            if r.status == "complete":
                assert r.targets == exact.targets and r.stats.frontier == 0
            else:
                assert r.status == "budget" and r.stats.frontier > 0
        full = ReachingTypes(p, reuse=False).resolve(caller, node)
        assert ReachingTypes(p, reuse=False).resolve(
            caller, node, budget=full.stats.nodes).status == "complete"
    assert statuses == {"complete", "budget"}


def test_budget_answers_are_not_cached() -> None:
    p = fig1_ir()
    rt = ReachingTypes(p, reuse=True)
    r = rt.resolve("A::P", 3, budget=2)
    assert r.status == "budget" and r.targets == ("A::Q", "B::Q") and not rt.final
    assert rt.resolve("A::P", 3).targets == ("A::Q",) and rt.final


def test_resolve_cli_budget(capsys: pytest.CaptureFixture[str]) -> None:
    fig1 = str(FIG1_CPP)
    assert main(["resolve", fig1, "--at", "callgraph_fig1.cpp:44", "--budget", "2"]) == 0
    out = capsys.readouterr().out
    assert "x->Q(y) -> A::Q, B::Q [demand, budget exceeded after 2 nodes: sound answer" in out
    assert main(["resolve", fig1, "--at", "callgraph_fig1.cpp:44", "--budget", "2",
                 "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["status"] == "budget" and doc["stats"]["budget"] == 2
    assert doc["stats"]["unexpanded"] > 0 and doc["targets"] == ["A::Q", "B::Q"]
    assert main(["resolve", fig1, "--at", "callgraph_fig1.cpp:44", "--budget", "1000",
                 "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["status"] == "complete" and doc["targets"] == ["A::Q"]
    assert main(["resolve", fig1, "--at", "callgraph_fig1.cpp:44", "--budget", "5",
                 "--analysis", "cha"]) == 1
    assert capsys.readouterr().err.strip() == (
        "ddpa: --budget applies to --analysis demand, not cha")
