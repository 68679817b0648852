"""Pairs in source terms counted a function at a time (`pairs_by_definition`, what the
real-code benchmark uses on programs whose pairs do not fit in memory) are the pairs
`SourcePairs` holds, definition by definition; made a function at a time
(`PairsByFunction`, what `ddpa defuse` writes as they come) they are those pairs too."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
from ddpa.analyses.dataflow.classify import (
    UseDefs,
    demand_uses,
    demand_uses_by_function,
    exhaustive_uses,
    exhaustive_uses_by_function,
)
from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import DefSite
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import (
    INTER,
    INTRA,
    ClassifiedPair,
    PairsByFunction,
    SourcePairs,
    pairs_by_definition,
)
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


def _made_a_function_at_a_time(program: Program, demand: bool) -> None:
    m = Model(program, make_oracle("cfl", program))
    if demand:
        d = DemandAnalyzer(m, Integration(m))
        held = list(SourcePairs(m, demand_uses(d)))
        made = list(PairsByFunction(m, demand_uses_by_function(d)))
    else:
        ex = ExhaustiveAnalyzer(m, Integration(m))
        held = list(SourcePairs(m, exhaustive_uses(ex)))
        made = list(PairsByFunction(m, exhaustive_uses_by_function(ex)))
    assert held and sorted(made) == held and len(made) == len(set(made))
    # within a function's part the pairs come in SourcePairs' order
    runs: list[list[ClassifiedPair]] = [[]]
    for p in made:
        if runs[-1] and p.pair.use.function != runs[-1][-1].pair.use.function:
            runs.append([])
        runs[-1].append(p)
    assert all(run == sorted(run) for run in runs)


@pytest.mark.parametrize("demand", [True, False], ids=["demand", "exhaustive"])
@pytest.mark.parametrize("path", SOURCES[:8], ids=lambda p: f"{p.parent.name}/{p.name}")
def test_made_a_function_at_a_time_as_held(path: Path, demand: bool) -> None:
    _made_a_function_at_a_time(_program(path), demand)


def test_a_static_function_lowered_in_two_units_gives_its_pairs_once() -> None:
    program = lower_files([str(UNITS / "unit_a.c"), str(UNITS / "unit_b.c")])
    _made_a_function_at_a_time(program, demand=False)
    _made_a_function_at_a_time(program, demand=True)


def test_the_first_pairs_come_before_the_next_function_is_analysed() -> None:
    """`ddpa defuse` writes a function's pairs before the next function's uses are made:
    PairsByFunction takes one part at a time from its source."""
    program = _program(SOURCES[0])
    m = Model(program, make_oracle("cfl", program))
    ex = ExhaustiveAnalyzer(m, Integration(m))
    taken = 0

    def parts() -> Iterator[list[UseDefs]]:
        nonlocal taken
        for part in exhaustive_uses_by_function(ex):
            taken += 1
            yield part

    stream = iter(PairsByFunction(m, parts()))
    next(stream)  # the first pair
    assert len(m.funcs) > 2 and taken < len(m.funcs)
    rest = list(stream)
    assert taken == len(m.funcs) and rest


@pytest.mark.parametrize("path", [*SOURCES[:8], TESTS / "dataflow_programs" / "recursive_root.c"],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_functions_pairs_counted_from_its_sets(path: Path) -> None:
    """`UsesInSourceTerms.counts` (what `defuse` reports without naming every pair) counts
    the pairs `flags` makes: all, intraprocedural, interprocedural, both."""
    program = _program(path)
    m = Model(program, make_oracle("cfl", program))
    ex = ExhaustiveAnalyzer(m, Integration(m))
    seen = 0
    for part in PairsByFunction(m, exhaustive_uses_by_function(ex)).parts():
        flags = list(part.flags().values())
        assert part.counts() == (len(flags), sum(1 for f in flags if f & INTRA),
                                 sum(1 for f in flags if f & INTER),
                                 sum(1 for f in flags if f == INTRA | INTER))
        seen += len(flags)
    assert seen > 0
