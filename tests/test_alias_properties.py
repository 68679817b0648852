"""Property tests on random pointer programs: DDA against EXH, DDPT against EXH, budgets."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from alias_strategies import pointer_programs
from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.dda import DemandAlias
from ddpa.analyses.alias.options import AliasOptions, DDAConfig
from ddpa.graphs.peg import NodeKind
from ddpa.graphs.peg_config import PEGConfig
from ddpa.ir.reader import read_program

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def analyse(text: str, fs: bool) -> AliasAnalysis:
    opts = AliasOptions(peg=PEGConfig(field_sensitive=fs), dda=DDAConfig(budget=None))
    return AliasAnalysis(read_program(text, "random.ir"), opts)


def exh_alias(an: AliasAnalysis, e1: int, e2: int) -> bool:
    return an.may_alias(e1, e2, engine=Engine.EXH).may_alias


def lvalue_pairs(an: AliasAnalysis, limit: int = 400) -> list[tuple[int, int]]:
    g = an.peg
    lvalues = [n for n in range(len(g)) if g.kind[n] == NodeKind.DEREF]
    return list(itertools.islice(itertools.combinations(lvalues, 2), limit))


@SETTINGS
@given(pointer_programs(), st.booleans())
def test_dda_never_says_no_alias_where_exh_says_alias(text: str, fs: bool) -> None:
    an = analyse(text, fs)
    for e1, e2 in lvalue_pairs(an):
        if exh_alias(an, e1, e2):
            res = an.dda.may_alias(e1, e2)
            assert res.may_alias, (an.peg.render(e1), an.peg.render(e2))


@SETTINGS
@given(pointer_programs(address_before_copy=True), st.booleans())
def test_dda_equals_exh_when_every_pointer_gets_an_address_first(text: str, fs: bool) -> None:
    """Section 6: V relates values that may both be uninitialised; without such values the
    grammar and Andersen's analysis agree exactly."""
    an = analyse(text, fs)
    for e1, e2 in lvalue_pairs(an):
        exh = exh_alias(an, e1, e2)
        assert an.dda.may_alias(e1, e2).may_alias == exh, (an.peg.render(e1),
                                                            an.peg.render(e2))


@SETTINGS
@given(pointer_programs(address_before_copy=True), st.booleans())
def test_ddpt_points_to_sets_equal_andersen(text: str, fs: bool) -> None:
    an = analyse(text, fs)
    for n in range(len(an.peg)):
        assert an.ddpt.points_to(n, None).objects == an.exh.points_to(n), an.peg.render(n)


@SETTINGS
@given(pointer_programs(), st.booleans())
def test_ddpt_points_to_sets_cover_andersen(text: str, fs: bool) -> None:
    """With uninitialised pointers equation (3) keeps what is assigned through them
    (section 6), so the demand sets may be larger than Andersen's, never smaller."""
    an = analyse(text, fs)
    for n in range(len(an.peg)):
        assert an.ddpt.points_to(n, None).objects >= an.exh.points_to(n), an.peg.render(n)


@SETTINGS
@given(pointer_programs(), st.integers(1, 60))
def test_budget_limited_answers_fall_back_to_may_alias(text: str, budget: int) -> None:
    an = analyse(text, False)
    for e1, e2 in lvalue_pairs(an, 150):
        res = an.dda.may_alias(e1, e2, budget)
        assert res.stats.steps <= budget
        if not res.complete:
            assert res.may_alias
        elif not res.may_alias:
            assert not exh_alias(an, e1, e2)


@pytest.mark.parametrize("variant", [
    DDAConfig(budget=None, two_worklists=False),
    DDAConfig(budget=None, gradual=False),
    DDAConfig(budget=None, two_worklists=False, gradual=False),
    DDAConfig(budget=None, cache=True),
], ids=["one-worklist", "fifo", "figure-4", "cached"])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=pointer_programs())
def test_enhancements_do_not_change_answers(variant: DDAConfig, text: str) -> None:
    an = analyse(text, True)
    other = DemandAlias(an.peg, variant)
    for e1, e2 in lvalue_pairs(an, 200):
        assert other.may_alias(e1, e2).may_alias == an.dda.may_alias(e1, e2).may_alias
