"""Concolic shadows against C semantics, and the whole-path (generational) search."""

from __future__ import annotations

import signal

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from ddpa.interp.errors import Fault
from ddpa.interp.semantics import binary
from ddpa.interp.values import int_bounds
from ddpa.ir.instr import BinOp
from ddpa.ir.types import IntType
from ddpa.symex.concolic import Concolic, Outcome, conv_sym, sym_binary
from ddpa.symex.dse import dse
from ddpa.symex.inputs import InputError, entry_spec
from ddpa.symex.replay import interp_confirms, replay_gcc, replay_interp
from ddpa.symex.search import Target, TargetError, parse_target, reachable_functions
from helpers import EXAMPLES, lower, lower_path, needs_gcc

TYPES = [IntType(8, True), IntType(8, False), IntType(16, True), IntType(32, True),
         IntType(32, False), IntType(64, True), IntType(64, False)]


def _value(t: IntType) -> st.SearchStrategy[int]:
    lo, hi = int_bounds(t)
    return st.integers(lo, hi)


def _eval(s: z3.BitVecRef, t: IntType) -> int:
    v = int(z3.simplify(s).as_long())
    return v - (1 << t.bits) if t.signed and v >= 1 << (t.bits - 1) else v


@settings(max_examples=300, deadline=None)
@given(st.data(), st.sampled_from(list(BinOp)), st.sampled_from(TYPES),
       st.sampled_from(TYPES), st.sampled_from(TYPES))
def test_shadow_agrees_with_c_semantics(data: st.DataObject, op: BinOp, ta: IntType,
                                        tb: IntType, dst: IntType) -> None:
    a = data.draw(_value(ta))
    b = data.draw(_value(tb))
    try:
        want = binary(op, a, b, ta, tb, dst, None)  # type: ignore[arg-type]
    except Fault:
        return  # undefined behaviour: the concrete run stops there
    sa, sb = z3.BitVec("a", ta.bits), z3.BitVec("b", tb.bits)
    shadow = sym_binary(op, (a, sa), (b, sb), ta, tb, dst)
    got = z3.substitute(shadow, (sa, z3.BitVecVal(a, ta.bits)), (sb, z3.BitVecVal(b, tb.bits)))
    assert _eval(got, dst) == want


@settings(max_examples=200, deadline=None)
@given(st.data(), st.sampled_from(TYPES), st.sampled_from(TYPES))
def test_conversion_shadow_wraps_and_extends(data: st.DataObject, ft: IntType,
                                             tt: IntType) -> None:
    from ddpa.interp.values import wrap
    a = data.draw(_value(ft))
    s = z3.BitVec("a", ft.bits)
    got = z3.substitute(conv_sym(s, a, ft, tt), (s, z3.BitVecVal(a, ft.bits)))
    assert _eval(got, tt) == wrap(a, tt)


def test_fig1_path_condition_of_first_run() -> None:
    program = lower_path(EXAMPLES / "symex_fig1.c")
    spec = entry_spec(program, "testAbs")
    trace = Concolic(program).run(spec, [1, 1])
    assert trace.outcome is Outcome.RETURNED
    p, q = z3.BitVecs("p q", 32)
    # abs(p) takes x > 0, abs(q) too, then m > n fails: p > q is false
    want = z3.And(p > 0, q > 0, z3.Not(p > q))
    got = z3.And(trace.condition())
    assert _equivalent(got, want)


def _equivalent(a: z3.BoolRef, b: z3.BoolRef) -> bool:
    s = z3.Solver()
    s.add(a != b)
    return s.check() == z3.unsat


def test_dse_finds_fig1_assertion_and_replays() -> None:
    program = lower_path(EXAMPLES / "symex_fig1.c")
    spec = entry_spec(program, "testAbs")
    result = dse(program, spec, Target("assert"), max_runs=50, initial=[1, 1])
    assert result.found
    test = result.tests[-1]
    p, q = test.inputs
    assert isinstance(p, int) and isinstance(q, int)
    assert p > 0 and _c_abs(p) > _c_abs(q)
    run = replay_interp(program, spec, test.inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)


def _c_abs(x: int) -> int:
    return x if x > 0 else (100 if x == 0 else -x)


def test_dse_finds_incdec_input_and_gcc_agrees() -> None:
    gcc = needs_gcc()
    path = EXAMPLES / "symex_incdec.c"
    program = lower_path(path)
    spec = entry_spec(program, "incdec")
    result = dse(program, spec, Target("assert"), max_runs=20)
    assert result.found and result.tests[-1].inputs == [12]
    assert replay_gcc(gcc, [str(path)], spec, result.tests[-1].inputs) == -signal.SIGABRT


def test_strings_and_library_models() -> None:
    program = lower("""
#include <string.h>
#include <assert.h>
void f(const char *s) {
    if (strlen(s) == 3 && strncmp(s, "ab", 2) == 0 && s[2] == 'z')
        assert(0);
}
""")
    spec = entry_spec(program, "f", max_len=5)
    result = dse(program, spec, Target("assert"), max_runs=60)
    assert result.found
    assert result.tests[-1].inputs == [b"abz"]
    run = replay_interp(program, spec, result.tests[-1].inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)


def test_division_by_zero_is_found_as_a_crash() -> None:
    program = lower("int f(int a, int b) { if (a > 10) return a / (b - 3); return 0; }")
    spec = entry_spec(program, "f")
    result = dse(program, spec, Target("all"), max_runs=20)
    crashes = [t for t in result.tests if t.outcome is Outcome.CRASH]
    assert crashes and "division by zero" in crashes[0].message
    a, b = crashes[0].inputs
    assert isinstance(a, int) and a > 10 and b == 3
    run = replay_interp(program, spec, crashes[0].inputs)
    assert run is not None and interp_confirms(run, Outcome.CRASH)


def test_unreachable_assertion_is_never_reported() -> None:
    program = lower("""
#include <assert.h>
void f(unsigned char c) { int x = c; if (x > 255) assert(0); if (x == 7) x = 1; }
""")
    spec = entry_spec(program, "f")
    result = dse(program, spec, Target("assert"), max_runs=50)
    assert not result.found and result.runs < 50  # the queue ran dry: every path was tried
    assert not result.tests


def test_bad_entries_and_targets_are_said() -> None:
    program = lower("struct s { double d; }; int g(double x) { return 0; }\n"
                    "int h(struct s *p) { return 0; }\nint k(int a) { return a; }\n")
    with pytest.raises(InputError, match="no function 'nope'"):
        entry_spec(program, "nope")
    with pytest.raises(InputError, match="parameter 'x' of 'g' has type 'f64'"):
        entry_spec(program, "g")
    with pytest.raises(InputError, match="field 'd'"):
        entry_spec(program, "h")
    fns = reachable_functions(program, "k")
    with pytest.raises(TargetError, match=r"t\.c:9: no statement"):
        parse_target("t.c:9", program, fns)
    assert parse_target("t.c:3", program, fns).nodes


def test_symbolic_offset_into_a_string_input() -> None:
    program = lower("""
#include <assert.h>
void f(const char *s, int i) {
    if (i >= 0 && i < 6 && s[i] == 'x' && i == 4)
        assert(0);
}
""")
    spec = entry_spec(program, "f", max_len=6)
    trace = Concolic(program).run(spec, [b"abcdef", 1])
    # the read s[i] keeps i symbolic: no step fixes i to 1
    i = z3.BitVec("i", 32)
    for step in trace.steps:
        cond = step.conds[step.taken]
        assert not _equivalent(cond, i == 1)
    result = dse(program, spec, Target("assert"), max_runs=30, initial=[b"abcdef", 1])
    assert result.found
    s, n = result.tests[-1].inputs
    assert n == 4 and isinstance(s, bytes) and s[4:5] == b"x"
    run = replay_interp(program, spec, result.tests[-1].inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)
