"""DDA, DDPT and EXH on generated C programs (ddpa.bench.generator)."""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest

from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.client import query_set
from ddpa.analyses.alias.options import AliasOptions, DDAConfig
from ddpa.bench import generator
from ddpa.frontend.clang import lower_source
from ddpa.graphs.peg import NodeKind
from ddpa.graphs.peg_config import PEGConfig

SEEDS = [3, 7, 11]
TARGET = 2500


@cache
def analysis(seed: int, abc: bool, fs: bool = False) -> AliasAnalysis:
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=TARGET,
                                                 address_before_copy=abc))
    program = lower_source(gen.source, f"gen{seed}.c")
    return AliasAnalysis(program, AliasOptions(peg=PEGConfig(field_sensitive=fs),
                                               dda=DDAConfig(budget=None)))


def pairs(an: AliasAnalysis, seed: int, limit: int = 250) -> list[tuple[int, int]]:
    """The client's queries and a sample of other lvalue pairs."""
    qs = [(q.e1, q.e2) for q in query_set(an.program, an.peg).queries]
    g = an.peg
    lvalues = [n for n in range(len(g)) if g.kind[n] == NodeKind.DEREF]
    rng = random.Random(seed)
    sample = [tuple(rng.sample(lvalues, 2)) for _ in range(limit)] if len(lvalues) > 1 else []
    return qs + [(a, b) for a, b in sample]


def exh_alias(an: AliasAnalysis, e1: int, e2: int) -> bool:
    return an.may_alias(e1, e2, engine=Engine.EXH).may_alias


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("fs", [False, True], ids=["fi", "fs"])
def test_dda_never_answers_no_alias_where_exh_says_alias(seed: int, fs: bool) -> None:
    an = analysis(seed, False, fs)
    for e1, e2 in pairs(an, seed):
        if exh_alias(an, e1, e2):
            assert an.dda.may_alias(e1, e2).may_alias, (an.peg.render(e1), an.peg.render(e2))


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_with_addresses_before_copies_dda_equals_exh(seed: int) -> None:
    an = analysis(seed, True)
    diffs = [(an.peg.render(a), an.peg.render(b)) for a, b in pairs(an, seed)
             if an.dda.may_alias(a, b).may_alias != exh_alias(an, a, b)]
    assert diffs == []


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_ddpt_points_to_sets_equal_andersen(seed: int) -> None:
    an = analysis(seed, True)
    for v, _ in itertools.islice(an.peg.var_nodes(), 400):
        n = an.peg.var_location(v)
        assert an.ddpt.points_to(n, None).objects == an.exh.points_to(n), an.peg.render(n)


@pytest.mark.slow
@pytest.mark.parametrize("budget", [6, 50, 200])
def test_budget_limited_answers_are_never_wrongly_no_alias(budget: int) -> None:
    an = analysis(SEEDS[0], False)
    for e1, e2 in pairs(an, budget):
        res = an.dda.may_alias(e1, e2, budget)
        assert res.stats.steps <= budget
        if not res.may_alias:
            assert res.complete and not exh_alias(an, e1, e2)
