"""Demand points-to sets kept across queries (`demand_pts`) equal Andersen's (EXH)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from alias_strategies import pointer_programs
from ddpa.analyses.alias.andersen import Andersen
from ddpa.analyses.alias.ddpt import DemandPointsTo
from ddpa.analyses.alias.demand_pts import DemandInclusion
from ddpa.analyses.alias.wrappers import find_allocation_wrappers
from ddpa.graphs.peg import build_peg
from ddpa.graphs.peg_config import PEGConfig
from ddpa.ir.reader import read_program
from helpers import lower


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pointer_programs(), st.booleans(), st.integers(0, 2**16))
def test_demand_sets_equal_the_exhaustive_ones_in_any_query_order(text: str, fs: bool,
                                                                   seed: int) -> None:
    prog = read_program(text, "r.ir")
    g = build_peg(prog, PEGConfig(field_sensitive=fs, wrappers=find_allocation_wrappers(prog)))
    exh = Andersen(g)
    demand = DemandInclusion(g)
    order = list(range(len(g)))
    random.Random(seed).shuffle(order)
    for n in order:
        done, _ = demand.solve([n], None)
        assert done and demand.points_to(n) == exh.points_to(n), g.render(n)


def test_a_query_out_of_budget_is_partial_and_the_next_one_continues_its_work() -> None:
    chain = " ".join(f"q{i + 1} = q{i};" for i in range(40))
    decl = ", ".join(f"*q{i}" for i in range(41))
    src = f"void f(void) {{ int a; int {decl}; q0 = &a; {chain} *q40 = 1; }}"
    g = build_peg(lower(src, "chain.c"), PEGConfig())
    ddpt = DemandPointsTo(g, budget=10)
    last = g.value(next(v for v, _ in g.var_nodes() if v.src_name == "q40"))
    first = ddpt.points_to(last)
    assert not first.complete and first.stats.steps == 10
    results = [ddpt.points_to(last) for _ in range(30)]
    assert results[-1].complete
    assert {g.obj_name(a) for a, _ in results[-1].objects} == {"a"}
    assert ddpt.solver is not None and ddpt.solver.steps == sum(
        r.stats.steps for r in (first, *results))
