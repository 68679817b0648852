"""Pairs in source terms counted a function at a time (`pairs_by_definition`, what the
real-code benchmark uses on programs whose pairs do not fit in memory) are the pairs
`SourcePairs` holds, definition by definition."""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
from ddpa.analyses.dataflow.classify import exhaustive_uses, exhaustive_uses_by_function
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import DefSite
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import INTER, INTRA, SourcePairs, pairs_by_definition
from ddpa.analyses.dataflow.state import Integration
from ddpa.frontend.clang import lower_files
from ddpa.ir.program import Program
from helpers import lower_path

TESTS = Path(__file__).parent
UNITS = TESTS / "dataflow_units"
SOURCES = sorted((TESTS / "dataflow_programs").glob("*.c"))[:12] + sorted(
    (TESTS / "libmodel_programs").glob("*.c"))[:6]


@cache
def _program(path: Path) -> Program:
    return lower_path(path)


def _both(program: Program, flag: int) -> tuple[Counter[DefSite], Counter[DefSite]]:
    """Pairs with any kind of `flag` per definition site: held (`SourcePairs`) and
    counted a function at a time."""
    m = Model(program, make_oracle("cfl", program))
    ex = ExhaustiveAnalyzer(m, Integration(m))
    held = SourcePairs(m, exhaustive_uses(ex))
    want = Counter(held.terms.def_of_id(held.ids(k)[0])
                   for k, f in held.flags.items() if f & flag)
    terms, per_def = pairs_by_definition(m, exhaustive_uses_by_function(ex), flag)
    got = Counter({terms.def_of_id(d): k for d, k in per_def.items()})
    return want, got


@pytest.mark.parametrize("flag", [INTRA, INTER, INTRA | INTER], ids=["intra", "inter", "all"])
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_counted_a_function_at_a_time_as_held(path: Path, flag: int) -> None:
    want, got = _both(_program(path), flag)
    assert got == want


def test_a_static_function_lowered_in_two_units_counts_its_pairs_once() -> None:
    """`bump` is lowered once per unit, with the same file, lines and name: its uses in
    source terms belong to both copies, and each pair is counted once."""
    program = lower_files([str(UNITS / "unit_a.c"), str(UNITS / "unit_b.c")])
    assert sum(1 for f in program.defined_functions() if f.source_name == "bump") == 2
    want, got = _both(program, INTRA | INTER)
    assert sum(want.values()) > 0
    assert got == want
    # the use of `v` on `*p = v + 1` is reached by `v = *p` once, not once per copy
    v = [d for d in got if d.var == "v" and d.function == "bump"]
    assert len(v) == 1 and got[v[0]] == want[v[0]] == 2  # `*p = v + 1` and `return v`
