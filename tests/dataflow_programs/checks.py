"""Cross-checks shared by the data-flow tests, and random C programs for hypothesis."""

from __future__ import annotations

from hypothesis import strategies as st

from dataflow_programs.validpaths import ValidPaths, valid_pairs
from ddpa.analyses.dataflow.classify import demand_classified_pairs, exhaustive_classified
from ddpa.analyses.dataflow.demand import DemandAnalyzer, DemandConfig
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.state import Integration
from ddpa.clients.integration import (
    ANALYZERS,
    IntegrationTester,
    bottom_up_plan,
    compute_cross,
    make_analyzer,
    unit_phase,
)

Question = tuple[int, int]


def questions(m: Model) -> tuple[list[Question], list[Question]]:
    """Every (variable, node) an RD (a use) or an RU (a definition) can be asked at."""
    rd = [(v, n) for n in range(m.node_count) for v in m.node_use[n]]
    ru = [(v, n) for n in range(m.node_count) for v in m.node_gen[n]]
    return rd, ru


def demand_equals_exhaustive(m: Model, full: bool = True) -> int:
    """Every RD, RU and side-effect answer of the demand analyzers (with and without cache)
    equals the exhaustive one; returns how many answers were compared."""
    ex = ExhaustiveAnalyzer(m, Integration(m, full))
    dd = [DemandAnalyzer(m, Integration(m, full), DemandConfig(cache=c)) for c in (False, True)]
    rd, ru = questions(m)
    count = 0
    for a in dd:
        for v, n in rd:
            want = ex.rd(v, n).codes
            assert a.rd(v, n).codes == want == a.reaching(v, n), (m.vars[v], n)
        for v, n in ru:
            want = ex.ru(v, n).codes
            assert a.ru(v, n).codes == want == a.reachable(v, n), (m.vars[v], n)
        # several variables at one node (one shared walk in the plain demand analyzer):
        # the variables asked there and every used global-like one, as one answer each
        for n, asked in _by_node(rd).items():
            vs = sorted(asked | set(m.used_gl))
            want_many = {v: ex.reaching(v, n) for v in vs}
            assert a.reaching_many(vs, n) == want_many == ex.reaching_many(vs, n), n
        for n, asked in _by_node(ru).items():
            vs = sorted(asked | set(m.used_gl))
            want_many = {v: ex.reachable(v, n) for v in vs}
            assert a.reachable_many(vs, n) == want_many == ex.reachable_many(vs, n), n
        for f in m.funcs:
            for site in f.calls:  # computed independently: the demand walks, the bit vectors
                for b in (b for bk in site.binds for b in bk):
                    assert a.binds_initial(site.gid, b) == ex.binds_initial(site.gid, b)
            for v in m.gl_vars():
                assert a.pres(f.index, v) == ex.pres(f.index, v), (f.name, m.vars[v])
                assert a.sdefs(f.index, v) == ex.sdefs(f.index, v), (f.name, m.vars[v])
            for w in {*m.gl_vars(), *(x for x in f.formals if x >= 0)}:
                assert a.suses(f.index, w) == ex.suses(f.index, w), (f.name, m.vars[w])
        count += len(rd) + len(ru)
    return count


def _by_node(questions: list[tuple[int, int]]) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {}
    for v, n in questions:
        out.setdefault(n, set()).add(v)
    return out


def classification_agrees(m: Model) -> dict[tuple[int, int], tuple[bool, bool]]:
    """Both analyzers classify every pair alike; the intraprocedural pairs are exactly the
    pairs of unit testing (no call edge integrated)."""
    dd = demand_classified_pairs(DemandAnalyzer(m))
    ex = exhaustive_classified(ExhaustiveAnalyzer(m))
    assert dd == ex
    unit = set(ExhaustiveAnalyzer(m, Integration(m, full=False)).pairs())
    assert {p for p, (intra, _) in dd.items() if intra} == unit
    assert set(dd) == set(ExhaustiveAnalyzer(m).pairs())
    return dd


def integration_agrees(m: Model) -> None:
    """All four analyzers find the same cross pairs at every step; what unit testing and
    the steps require is every pair of the program, and the cross pairs are exactly the
    interprocedural ones, as the valid-path reference (`validpaths`) finds them."""
    unit = unit_phase(m)
    runs = [IntegrationTester(m, k).run(unit=unit) for k in ANALYZERS]
    first = [s.cross.pairs for s in runs[0].steps]
    for run in runs[1:]:
        assert [s.cross.pairs for s in run.steps] == first, run.analyzer
    classified = demand_classified_pairs(DemandAnalyzer(m))
    reference = ValidPaths(m)
    assert classified == reference.pairs()  # each pair, and how it is reached, on valid paths
    inter = frozenset(p for p, (_, is_inter) in classified.items() if is_inter)
    required, crossed = runs[0].requirements.all_uses(), runs[0].cross_pairs()
    if any(f.recursive for f in m.funcs):
        # Figure 2 pairs every definition reaching s with every use reachable after it;
        # once a procedure of a recursive component has several integrated callers the
        # two may come from different calling contexts (a sound superset, see
        # test_integration.test_recursion_mixes_calling_contexts): each extra pair is two
        # valid paths joined at such a call, and nothing else
        assert required >= frozenset(classified) and crossed >= inter
        assert [p for p in crossed - inter if not reference.joined_at_recursive_call(*p)] == []
    else:
        assert required == frozenset(classified)
        assert crossed == inter
    paper = make_analyzer("demand", m, Integration(m, full=False))
    literal = [compute_cross(paper, p, q, paper_order=True).pairs for p, q in bottom_up_plan(m)]
    if any(f.recursive for f in m.funcs):
        # on an edge inside a recursive component (a self-call, say) asking RD before the
        # edge is integrated can leave a pair to a later step of the component: the steps
        # may differ. Both orders find every interprocedural pair; the pairs one finds and
        # the other does not are only the mixed-context ones above (two valid paths joined
        # at a call inside the component), which each order may meet or not
        found, ours = frozenset().union(*literal), frozenset().union(*first)
        assert found >= inter
        assert [p for p in found ^ ours if not reference.joined_at_recursive_call(*p)] == []
    else:
        assert literal == first  # Figure 2 asks RD in P, before q is integrated: same pairs


def cross_pairs_off_valid_paths(m: Model) -> list[tuple[int, int]]:
    """The cross pairs of bottom-up integration that no interprocedurally valid path
    connects (the reference decides, independently of the analyzers)."""
    valid = valid_pairs(m)
    crossed = IntegrationTester(m, "demand").run().cross_pairs()
    return sorted(p for p in crossed if not valid.get(p, (False, False))[1])


# --- random C programs ---------------------------------------------------------------------

_NAMES = ("a", "b", "c")


@st.composite
def _expr(draw: st.DrawFn, scope: list[str], depth: int = 0) -> str:
    kind = draw(st.integers(0, 4 if depth < 2 else 1))
    if kind == 0 or not scope:
        return str(draw(st.integers(0, 9)))
    if kind == 1:
        return draw(st.sampled_from(scope))
    if kind == 2:
        return f"({draw(_expr(scope, depth + 1))} + {draw(_expr(scope, depth + 1))})"
    if kind == 3:
        return f"garr[{draw(st.integers(0, 3))}]"
    return "(*gp)"


@st.composite
def _stmt(draw: st.DrawFn, scope: list[str], funcs: list[tuple[str, int]], depth: int
          ) -> list[str]:
    kind = draw(st.integers(0, 7 if depth < 2 else 3))
    lhs = draw(st.sampled_from(scope))
    if kind <= 1:
        return [f"{lhs} = {draw(_expr(scope))};"]
    if kind == 2:
        name, arity = draw(st.sampled_from(funcs))
        args = ", ".join(draw(_expr(scope)) for _ in range(arity))
        return [f"{lhs} = {name}({args});"]
    if kind == 3:
        return [f"*gp = {draw(_expr(scope))};" if draw(st.booleans())
                else f"garr[{draw(st.integers(0, 3))}] = {draw(_expr(scope))};"]
    if kind == 4:
        target = draw(st.sampled_from(["g0", "g1", "garr[1]", scope[-1]]))
        return [f"gp = &{target};"]
    body = draw(st.lists(_stmt(scope, funcs, depth + 1), min_size=1, max_size=3))
    inner = [f"    {line}" for block in body for line in block]
    cond = f"{draw(st.sampled_from(scope))} > {draw(st.integers(0, 5))}"
    if kind == 5:
        return [f"if ({cond}) {{", *inner, "}"]
    if kind == 6:
        other = [f"    {line}" for line in draw(_stmt(scope, funcs, depth + 1))]
        return [f"if ({cond}) {{", *inner, "} else {", *other, "}"]
    return [f"while ({cond}) {{", *inner, f"    {lhs} = {lhs} - 1;", "}"]


@st.composite
def c_programs(draw: st.DrawFn) -> str:
    """A small C program: globals, value parameters, calls (recursion allowed), pointers
    to globals and locals, an array; meant for static analysis only (it may not end)."""
    n = draw(st.integers(1, 4))
    funcs = [(f"f{i}", draw(st.integers(0, 2))) for i in range(n)]
    out = ["int g0, g1 = 3;", "int garr[4];", "int *gp = &g0;"]
    out += [f"int {f}({', '.join(f'int p{j}' for j in range(k)) or 'void'});"
            for f, k in funcs]
    for f, k in funcs:
        params = [f"p{j}" for j in range(k)]
        scope = ["g0", "g1", *params, *_NAMES[:draw(st.integers(1, 3))]]
        body = draw(st.lists(_stmt(scope, funcs, 0), min_size=1, max_size=6))
        out.append(f"int {f}({', '.join(f'int {p}' for p in params) or 'void'}) {{")
        out += [f"    int {v} = {i};" for i, v in enumerate(scope) if v in _NAMES]
        out += [f"    {line}" for block in body for line in block]
        out += [f"    return {draw(st.sampled_from(scope))};", "}"]
    calls = " + ".join(f"{f}({', '.join('1' for _ in range(k))})" for f, k in funcs)
    out.append(f"int main(void) {{ return {calls}; }}")
    return "\n".join(out) + "\n"
