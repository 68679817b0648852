"""Demand-driven compositional search: the testAbs walk-through of section 3 and Ψ_n."""

from __future__ import annotations

import signal
from typing import Any

import pytest
import z3

from ddpa.symex.compositional import Forest, LocalConcolic, Psi, compositional, find_test_input
from ddpa.symex.concolic import Concolic, Outcome
from ddpa.symex.dse import dse
from ddpa.symex.inputs import entry_spec
from ddpa.symex.replay import interp_confirms, replay_gcc, replay_interp
from ddpa.symex.search import Solver, Target, parse_target, reachable_functions
from helpers import EXAMPLES, lower, lower_path, needs_gcc


def _equivalent(a: z3.BoolRef, b: z3.BoolRef) -> bool:
    s = z3.Solver()
    s.add(a != b)
    return s.check() == z3.unsat


def test_testabs_lazy_exploration_walkthrough() -> None:
    program = lower_path(EXAMPLES / "symex_fig1.c")
    spec = entry_spec(program, "testAbs")
    forest = Forest(program)
    engine = LocalConcolic(program, forest)
    assert engine.run_local(spec, [1, 1]).outcome is Outcome.RETURNED
    abs_tree, top = forest.trees["abs"], forest.trees["testAbs"]
    # abs: the x > 0 path is explored, its else branch (node 2 of Fig. 2) dangles
    assert [str(d.succ) for d in abs_tree.dangling if d.open] == ["<abs:n5 Arith>"]
    (d,) = [d for d in top.dangling if d.open]  # m > n taken: towards node 11
    p, q = z3.BitVecs("p q", 32)
    f = abs_tree.uf
    psi = Psi(forest, d)
    # section 4.2: localpc(n) = abs(p) > abs(q) ∧ D_abs(p) ∧ D_abs(q), with
    # δ_abs = ∀x. D_abs(x) ⇔ ITE(x > 0, abs(x) = x, G_d) instantiated at p and q
    (g,) = [x.g for x in abs_tree.dangling if x.open]
    want = z3.And(f(p) > f(q), z3.If(p > 0, f(p) == p, g), z3.If(q > 0, f(q) == q, g))
    assert _equivalent(psi.unfolded(), want)
    lazy = z3.And(psi.unfolded(), *[z3.Not(x) for k, x in psi.gs.items() if k != id(d)])
    assert _equivalent(lazy, z3.And(want, z3.Not(g)))
    found = find_test_input(forest, d, Solver(), spec, [1, 1])
    assert found.step == "lazy" and found.inputs is not None
    a, b = found.inputs
    assert isinstance(a, int) and isinstance(b, int) and a > b > 0  # e.g. p = 2, q = 1
    trace = engine.run_local(spec, found.inputs)
    assert trace.outcome is Outcome.ASSERT
    # no new path in abs was needed: its dangling node is still there
    assert [d.succ for d in abs_tree.dangling if d.open] == [program.functions["abs"].nodes[5]]


def test_search_from_the_papers_first_run_takes_two_executions() -> None:
    program = lower_path(EXAMPLES / "symex_fig1.c")
    spec = entry_spec(program, "testAbs")
    result = compositional(program, spec, Target("assert"), max_runs=10, initial=[1, 1])
    assert result.found and result.runs == 2
    run = replay_interp(program, spec, result.tests[-1].inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)


def test_relevant_exploration_from_p_zero() -> None:
    program = lower_path(EXAMPLES / "symex_fig1.c")
    spec = entry_spec(program, "testAbs")
    result = compositional(program, spec, Target("assert"), max_runs=10, initial=[0, 1])
    assert result.found
    p, q = result.tests[-1].inputs
    assert isinstance(p, int) and isinstance(q, int) and p > 0


def test_unreachable_assertion_is_proved_so() -> None:
    program = lower("""
#include <assert.h>
static int sq(int x) { if (x < 0) return -x; return x; }
void f(int a) { if (a > 3 && a < 100) { if (sq(a) < 0) assert(0); } }
""")
    spec = entry_spec(program, "f")
    result = compositional(program, spec, Target("assert"), max_runs=30)
    assert not result.found and not result.tests
    assert result.proved_unreachable


def test_line_target_through_a_summary() -> None:
    program = lower("""
static int twice(int x) { if (x > 1000) return 0; return 2 * x; }
int f(int a, int b) {
    int r = 0;
    if (twice(a) == 42 && twice(b) == twice(a) + 2)
        r = 1;
    return r;
}
""")
    spec = entry_spec(program, "f")
    target = parse_target("t.c:6", program, reachable_functions(program, "f"))
    result = compositional(program, spec, target, max_runs=20)
    assert result.found and result.tests[-1].inputs == [21, 22]
    trace = Concolic(program).run(spec, result.tests[-1].inputs)
    assert target.hit(trace)


def test_incdec_compositional() -> None:
    program = lower_path(EXAMPLES / "symex_incdec.c")
    spec = entry_spec(program, "incdec")
    result = compositional(program, spec, Target("assert"), max_runs=74)
    assert result.found and result.tests[-1].inputs == [12]


@pytest.mark.slow
def test_hwm_compositional_finds_what_whole_paths_miss() -> None:
    """Figure 3's HWM row: the paper needs 37 executions; this search takes 32 (budget 60),
    while the generational search does not find the assertion in 300 runs."""
    program = lower_path(EXAMPLES / "symex_hwm.c")
    spec = entry_spec(program, "hwm", max_len=26)
    result = compositional(program, spec, Target("assert"), max_runs=60)
    assert result.found
    (s,) = result.tests[-1].inputs
    assert isinstance(s, bytes)
    assert all(w in s for w in (b"Hello", b"world", b"at", b"Microsoft!"))
    run = replay_interp(program, spec, result.tests[-1].inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)
    assert not dse(program, spec, Target("assert"), max_runs=300).found


@pytest.mark.slow
def test_parser_within_the_papers_executions() -> None:
    """Figure 3's Parser row (the paper needs 144 executions): wordAt, which reads the input
    at an index it is given, is summarised once for every keyword and position, and the
    parser's own functions, which move the global cursor, are followed inline, so every
    index stays concrete. The generational search does not find it within 144 runs."""
    path = EXAMPLES / "symex_parser_scanner.c"
    program = lower_path(path)
    spec = entry_spec(program, "parser", max_len=24)
    result = compositional(program, spec, Target("assert"), max_runs=144)
    assert result.found and result.runs <= 144
    (s,) = result.tests[-1].inputs
    assert isinstance(s, bytes) and s.startswith(b"program ") and s.endswith(b" end")
    run = replay_interp(program, spec, result.tests[-1].inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)
    assert replay_gcc(needs_gcc(), [str(path)], spec, [s]) == -signal.SIGABRT
    assert "wordAt" in result_trees(program, spec, result.tests[-1].inputs)
    assert not dse(program, spec, Target("assert"), max_runs=144).found


def result_trees(program: Any, spec: Any, inputs: Any) -> set[str]:
    """The functions a compositional run of `inputs` makes trees for (summarises)."""
    forest = Forest(program)
    LocalConcolic(program, forest).run_local(spec, inputs)
    return {key.split("<")[0] for key in forest.trees}


@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="Parser written with a `const char **` cursor and one "
                   "or more blanks between tokens is not found within 144 executions (nor "
                   "300). skipBlanks' pointer result is concretised (one successor per blank "
                   "count, one dangling node for every other count), so each count starts a "
                   "new tree tokenLength<s+k> (25 of them, 0-24) explored afresh, and "
                   "`program` is first parsed after about 175 executions; once expectKeyword "
                   "has advanced the cursor it holds a symbolic offset, so expectName, "
                   "parseBody, parseFunction and their callees are followed inline in "
                   "parseProgram's tree (568 dangling nodes after 300 executions, no summary "
                   "reused). offsets=True shares the trees but Ψ_n's queries exceed the 10 s "
                   "solver timeout")
def test_cursor_parser_within_the_papers_executions() -> None:
    program = lower_path(EXAMPLES / "symex_parser.c")
    spec = entry_spec(program, "parser", max_len=24)
    assert compositional(program, spec, Target("assert"), max_runs=144).found


def test_quantified_axioms_give_the_same_walkthrough() -> None:
    program = lower_path(EXAMPLES / "symex_fig1.c")
    spec = entry_spec(program, "testAbs")
    result = compositional(program, spec, Target("assert"), max_runs=10, initial=[1, 1],
                           axioms="quantified")
    assert result.found and result.runs == 2
    p, q = result.tests[-1].inputs
    assert isinstance(p, int) and isinstance(q, int) and p > q > 0


def test_solver_timeouts_are_reported_and_never_proofs() -> None:
    from ddpa.bench.symex import generated_source

    program = lower(generated_source(4), "gen.c")
    spec = entry_spec(program, "gen")
    result = compositional(program, spec, Target("assert"), max_runs=8, timeout_ms=1,
                           axioms="quantified")
    assert result.solver.timeouts > 0 and result.solver.notes
    assert not result.proved_unreachable


class _FirstQueriesTimeOut(Solver):
    """A solver whose first two queries time out (Algorithm 2 on the first target)."""

    def check(self, extra: Any = None) -> z3.ModelRef | None:
        if self.stats.queries < 2:
            return self._account(z3.unknown, 0.0, None, lambda: "canceled")
        return super().check(extra)


def test_a_timed_out_target_is_retried_and_kept_in_psi(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    """A timeout proves nothing: the dangling node is not removed (RemoveDanglingNode is
    for an unsatisfiable Ψ_n), it counts a failed attempt and is chosen again."""
    monkeypatch.setattr("ddpa.symex.compositional.Solver", _FirstQueriesTimeOut)
    program = lower_path(EXAMPLES / "symex_fig1.c")
    spec = entry_spec(program, "testAbs")
    result = compositional(program, spec, Target("assert"), max_runs=10, initial=[1, 1])
    assert result.solver.timeouts == 2
    assert result.found and result.runs == 2


NESTED = """
#include <assert.h>
static int k(int y) { if (y > 5) return 7; return 3; }
static int h(int x, int y) { if (x > 0) return 1; return k(y); }
void f(int x, int y) { int r = h(x, y); if (r == 1 && y > 5) assert(0); }
"""


def test_definition_predicates_are_required_only_on_the_paths_that_use_them() -> None:
    """localpc(l) carries D_k(y) only on h's path that calls k (section 4.2): with k's y > 5
    side still dangling, h's fully explored x > 0 path reaches the target lazily."""
    program = lower(NESTED)
    spec = entry_spec(program, "f")
    forest = Forest(program)
    engine = LocalConcolic(program, forest)
    engine.run_local(spec, [1, 0])  # h: x > 0, returns 1; f: y > 5 fails
    engine.run_local(spec, [0, 0])  # h: x <= 0 calls k(0): y <= 5; k's y > 5 dangles
    (kd,) = [d for d in forest.trees["k"].dangling if d.open]
    (d,) = [d for d in forest.trees["f"].dangling if d.open and d.at.depth == 1]
    found = find_test_input(forest, d, Solver(), spec, [0, 0])
    assert found.step == "lazy" and found.inputs is not None
    x, y = found.inputs
    assert isinstance(x, int) and isinstance(y, int) and x > 0 and y > 5
    assert engine.run_local(spec, found.inputs).outcome is Outcome.ASSERT
    # a model that sets k's G_d although its path does not go through k: not "used"
    psi = Psi(forest, d)
    s = z3.Solver()
    s.add(psi.formula(), kd.g, forest.trees["f"].params[0] > 0)
    assert s.check() == z3.sat
    assert kd not in psi.used(s.model())


OFFSETS = """
#include <assert.h>
static int digit(const char *s) { return s[0] >= '0' && s[0] <= '9'; }
static int eat(const char **ps, char c) { if (**ps != c) return 0; (*ps)++; return 1; }
void f(const char *s) {
    const char *p = s;
    if (digit(s) && digit(s + 1) && eat(&p, '1') && eat(&p, '2') && eat(&p, '3'))
        assert(0);
}
"""


def test_summaries_over_symbolic_offsets_into_the_input() -> None:
    """`offsets=True`: one tree per function for every offset into the input, also through
    a `const char **` cursor whose advanced value is a pointer output with a symbolic offset."""
    program = lower(OFFSETS)
    spec = entry_spec(program, "f", max_len=6)
    forest = Forest(program)
    forest.offsets = True
    engine = LocalConcolic(program, forest)
    engine.byte_arrays = True
    engine.run_local(spec, [b"12123"])
    assert sorted(forest.trees) == ["digit<s+*>", "eat<&p=s+*>", "f"]
    result = compositional(program, spec, Target("assert"), max_runs=30, offsets=True)
    assert result.found
    (s,) = result.tests[-1].inputs
    assert isinstance(s, bytes) and s.startswith(b"123")
    run = replay_interp(program, spec, result.tests[-1].inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)
