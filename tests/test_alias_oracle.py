"""CFLAliasOracle: the AliasOracle interface of the data-flow analyses, on the CFL analysis."""

from __future__ import annotations

from pathlib import Path

from ddpa.analyses.alias.cfl_oracle import CFLAliasOracle
from ddpa.analyses.alias_interface import AliasOracle
from ddpa.analyses.dataflow.model import Model
from ddpa.frontend.clang import lower_files
from ddpa.ir.instr import Indirect, Var
from ddpa.ir.program import Function, Program
from helpers import EXAMPLES

PROGRAMS = Path(__file__).parent / "alias_programs"


def var(fn: Function, name: str) -> Var:
    return next(v for v in fn.variables() if (v.src_name or v.name) == name)


def fig1() -> tuple[Program, Function]:
    prog = lower_files([str(EXAMPLES / "alias_fig1.c")], ())
    return prog, prog.functions["fig1"]


def names(vs: frozenset[Var]) -> set[str]:
    return {v.src_name or v.name for v in vs}


def test_pointees_are_the_variables_of_the_points_to_set() -> None:
    prog, fn = fig1()
    oracle: AliasOracle = CFLAliasOracle(prog)
    assert oracle.name == "cfl-alias"
    assert names(oracle.pointees(fn, var(fn, "s"))) == {"t", "z"}
    assert names(oracle.pointees(fn, var(fn, "y"))) == {"r"}
    assert not oracle.may_denote_unknown(fn, var(fn, "s"))


def test_heap_and_external_memory_are_not_variables() -> None:
    prog = lower_files([str(PROGRAMS / "heap.c")], ())
    fn = prog.functions["sites"]
    oracle = CFLAliasOracle(prog)
    assert oracle.pointees(fn, var(fn, "a")) == frozenset()
    assert oracle.may_denote_unknown(fn, var(fn, "a"))


def test_an_exhausted_budget_falls_back_to_the_exhaustive_sets() -> None:
    prog, fn = fig1()
    tight, loose = CFLAliasOracle(prog, budget=1), CFLAliasOracle(prog, budget=None)
    for name in ("s", "x", "y", "r"):
        v = var(fn, name)
        assert tight.pointees(fn, v) == loose.pointees(fn, v)
    assert tight.fallbacks > 0 and loose.fallbacks == 0


def test_may_alias_between_pointer_variables() -> None:
    prog, fn = fig1()
    oracle = CFLAliasOracle(prog)
    assert oracle.may_alias(fn, var(fn, "x"), var(fn, "s"))
    assert not oracle.may_alias(fn, var(fn, "x"), var(fn, "y"))
    assert oracle.may_alias(fn, var(fn, "r"), var(fn, "s"))


def test_indirect_call_targets_come_from_points_to_sets() -> None:
    prog = lower_files([str(PROGRAMS / "funcptr.c")], ())
    fn = prog.functions["indirect"]
    oracle = CFLAliasOracle(prog)
    targets = {call.loc.line: oracle.call_targets(fn, call) for _, call in fn.calls()
               if isinstance(call.callee, Indirect)}
    assert targets == {31: ("first", "second"), 37: ("first", "second"), 42: ("ident",)}


def test_universe_holds_the_variables_whose_address_flows() -> None:
    prog, _ = fig1()
    assert names(CFLAliasOracle(prog).universe()) == {"t", "z", "r"}


def test_the_data_flow_model_accepts_the_oracle() -> None:
    prog = lower_files([str(PROGRAMS / "funcptr.c")], ())
    m = Model(prog, CFLAliasOracle(prog))
    assert m.oracle.name == "cfl-alias"


def test_field_sensitively_a_record_pointer_may_alias_a_pointer_to_its_field(
        tmp_path: Path) -> None:
    """`*s` (a record) and `*f` (a field inside it) overlap: the oracle compares the record's
    fields too, since the graph relates equal field paths only."""
    src = tmp_path / "rf.c"
    src.write_text("struct S { int k; int a; };\n"
                   "int h(void) { struct S x, y; struct S *s = &x; int *f = &x.a;"
                   " int *g = &y.k; *f = 1; *g = 2; return s->k; }\n")
    prog = lower_files([str(src)], ())
    fn = prog.functions["h"]
    oracle = CFLAliasOracle(prog, field_sensitive=True)
    assert oracle.may_alias(fn, var(fn, "s"), var(fn, "f"))
    assert oracle.may_alias(fn, var(fn, "f"), var(fn, "s"))
    assert not oracle.may_alias(fn, var(fn, "s"), var(fn, "g"))
