"""Generated programs with planted targets: reachable ones are found, unreachable never."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ddpa.symex.compositional import compositional
from ddpa.symex.concolic import Outcome
from ddpa.symex.dse import dse
from ddpa.symex.inputs import entry_spec
from ddpa.symex.replay import interp_confirms, replay_interp
from ddpa.symex.search import Target
from helpers import lower

OPS = ["<", "<=", ">", ">=", "==", "!="]


@st.composite
def planted(draw: st.DrawFn) -> tuple[str, bool]:
    """A program whose assert sits under a chain of conditions on helper results.

    Each condition compares `h_k(a or b)` (a small piecewise function of its argument) with
    a constant; the planted chain is satisfiable when `reachable`, and contradictory
    otherwise (the last condition negates an earlier one).
    """
    n_helpers = draw(st.integers(1, 3))
    helpers = []
    for k in range(n_helpers):
        c = draw(st.integers(-20, 20))
        m = draw(st.integers(1, 3))
        d = draw(st.integers(-5, 5))
        helpers.append(f"static int h{k}(int x) {{ if (x > {c}) return {m} * x + {d}; "
                       f"return {d} - x; }}")
    conds = []
    for _ in range(draw(st.integers(1, 3))):
        k = draw(st.integers(0, n_helpers - 1))
        arg = draw(st.sampled_from(["a", "b"]))
        op = draw(st.sampled_from(OPS))
        conds.append(f"h{k}({arg}) {op} {draw(st.integers(-30, 30))}")
    reachable = draw(st.booleans())
    if not reachable:
        conds.append(f"!({conds[0]})")
    body = "\n".join(f"    if ({c}) {{" for c in conds)
    close = "}" * len(conds)
    src = ("#include <assert.h>\n" + "\n".join(helpers) +
           f"\nvoid f(int a, int b) {{\n    if (a < -1000 || a > 1000 || b < -1000 || "
           f"b > 1000) return;\n{body}\n        assert(0);\n    {close}\n}}\n")
    return src, reachable


def _satisfiable(src: str) -> bool:
    """Ground truth by brute force over the box the program allows (small enough)."""
    import re
    helpers = {}
    for k, c, m, d in re.findall(r"h(\d)\(int x\) \{ if \(x > (-?\d+)\) return (\d) \* x \+ "
                                 r"(-?\d+); return -?\d+ - x; \}", src):
        helpers[int(k)] = (int(c), int(m), int(d))
    conds = re.findall(r"    if \((.*)\) \{", src)

    def h(k: int, x: int) -> int:
        c, m, d = helpers[k]
        return m * x + d if x > c else d - x

    env = {f"h{k}": (lambda x, k=k: h(k, x)) for k in helpers}
    py = [c.replace("!(", "not (") for c in conds]
    for a in range(-60, 61):
        for b in range(-60, 61):
            if all(eval(p, dict(env), {"a": a, "b": b}) for p in py):
                return True
    return False


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(planted(), st.sampled_from(["compositional", "dse"]))
def test_planted_targets(case: tuple[str, bool], strategy: str) -> None:
    src, reachable = case
    program = lower(src)
    spec = entry_spec(program, "f")
    search = compositional if strategy == "compositional" else dse
    result = search(program, spec, Target("assert"), max_runs=60)
    for t in result.tests:  # whatever is reported is real
        run = replay_interp(program, spec, t.inputs)
        assert run is not None and interp_confirms(run, t.outcome)
    if not reachable:
        assert not result.found and not any(t.outcome is Outcome.ASSERT for t in result.tests)
    elif _satisfiable(src):  # a witness in the box [-60, 60]^2
        assert result.found, src


def test_bench_generated_chain_and_table() -> None:
    from ddpa.bench.symex import Row, generated_source, markdown

    program = lower(generated_source(3), "gen.c")
    spec = entry_spec(program, "gen")
    for search in (compositional, dse):
        result = search(program, spec, Target("assert"), max_runs=100)
        assert result.found
        run = replay_interp(program, spec, result.tests[-1].inputs)
        assert run is not None and interp_confirms(run, Outcome.ASSERT)
    table = markdown([Row("HWM", "dse", 60, 60, 1.0, 0.01, False, 5, 0.1, 0.02, "maxed")])
    assert "| HWM | dse | maxed (60) |" in table


@st.composite
def planted_pair(draw: st.DrawFn) -> tuple[str, bool]:
    """A def-use pair v@6 -> v@8 planted behind two conditions: independent ones (the pair
    is reachable) or the second contradicting the first (it is not)."""
    op1, op2 = draw(st.sampled_from(OPS)), draw(st.sampled_from(OPS))
    c1, c2 = draw(st.integers(-20, 20)), draw(st.integers(-20, 20))
    reachable = draw(st.booleans())
    second = f"b {op2} {c2}" if reachable else f"!(a {op1} {c1}) && b {op2} {c2}"
    src = ("int sink;\nvoid f(int a, int b)\n{\n    int v = 0;\n"
           f"    if (a {op1} {c1})\n        v = a + 1;\n    if ({second})\n"
           "        sink = v;\n}\n")
    return src, reachable


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(planted_pair(), st.sampled_from(["compositional", "dse"]))
def test_planted_defuse_pairs(case: tuple[str, bool], strategy: str) -> None:
    from ddpa.clients import testgen
    from ddpa.symex.replay import observed_pairs

    src, reachable = case
    program = lower(src)
    report = testgen.generate(program, [], testgen.TestgenOptions("f", "defuse", strategy,
                                                                 max_runs=40))
    assert report.pairs is not None
    status = {p.key: p for p in report.pairs}
    planted = status[("v", 6, "v", 8)]
    for p in report.pairs:  # whatever is reported covered, the interpreter observes
        if p.status == "covered":
            assert p.test is not None
            inputs = report.result.tests[p.test].inputs
            assert p.key in observed_pairs(program, report.spec, inputs), (p.label, src)
    if reachable:
        assert planted.status == "covered", src
    else:
        assert planted.status != "covered", src
        if strategy == "dse":  # the whole-path search ran out of paths: a proof
            assert planted.status == "unreachable", src
