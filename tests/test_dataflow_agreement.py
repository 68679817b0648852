"""`ddpa defuse`'s pairs are the same with the demand and the exhaustive analyzer."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
from ddpa.analyses.dataflow.classify import pairs_of_uses
from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import PairsByFunction, classified_uses_by_function
from ddpa.analyses.dataflow.state import Integration
from ddpa.ir.program import Program
from helpers import lower_path

TESTS = Path(__file__).parent
FOLDERS = ("dataflow_programs", "libmodel_programs", "libc_programs")
SOURCES = [p for d in FOLDERS for p in sorted([*(TESTS / d).glob("*.c"),
                                               *(TESTS / d).glob("*.cpp")])]


@cache
def _program(path: Path) -> Program:
    return lower_path(path)


def _defuse(program: Program, oracle: str, analyzer: str) -> tuple[dict, list]:
    """What `ddpa defuse --analyzer A --alias O` computes: every classified pair as codes
    and in source terms (a model of its own per analyzer, as on the command line)."""
    m = Model(program, make_oracle(oracle, program))
    a = DemandAnalyzer(m, Integration(m)) if analyzer == "demand" \
        else ExhaustiveAnalyzer(m, Integration(m))
    parts = list(classified_uses_by_function(a))
    return (pairs_of_uses([u for part in parts for u in part]),
            sorted(PairsByFunction(m, parts)))


@pytest.mark.parametrize("oracle", ["cfl", "address-taken"])
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_demand_and_exhaustive_defuse_agree(path: Path, oracle: str) -> None:
    """Same pairs, each with the same intraprocedural/interprocedural flags."""
    program = _program(path)
    raw_d, pairs_d = _defuse(program, oracle, "demand")
    raw_e, pairs_e = _defuse(program, oracle, "exhaustive")
    assert set(raw_d) - set(raw_e) == set() and set(raw_e) - set(raw_d) == set()
    assert raw_d == raw_e
    assert pairs_d == pairs_e


def test_a_library_reached_local_is_not_read_as_a_local_of_the_caller() -> None:
    """`consume(&held)` in main reaches keep's `buf` through `held.p`: no definition of
    main's own locals may be reported as reaching that use of `buf` (no formal here, so
    every pair is of one variable)."""
    raw, pairs = _defuse(_program(TESTS / "dataflow_programs" / "library_reach.c"), "cfl",
                         "exhaustive")
    assert raw
    assert all(p.pair.definition.var == p.pair.use.var for p in pairs)


def test_a_root_formal_handed_back_by_recursion_is_both_intra_and_inter() -> None:
    _, pairs = _defuse(_program(TESTS / "dataflow_programs" / "recursive_root.c"), "cfl",
                       "exhaustive")
    flags = {(p.pair.definition.line, p.pair.use.line): (p.intra, p.inter) for p in pairs
             if p.pair.definition.var == "k" and p.pair.definition.kind == "entry"}
    assert flags == {(8, 12): (True, True), (8, 14): (True, True), (8, 19): (False, True)}
