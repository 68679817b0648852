"""The paper's running example (Zheng and Rugina, Figure 1, sections 4, 4.1 and 4.4)."""

from __future__ import annotations

import json
from functools import cache

import pytest

from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.markers import oracle_calls
from ddpa.frontend.clang import lower_files
from ddpa.graphs.peg import EdgeKind
from helpers import EXAMPLES, ROOT

EXPECTED = json.loads((ROOT / "tests/examples_meta/expected.json").read_text())["alias_fig1.c"]


@cache
def fig1() -> AliasAnalysis:
    return AliasAnalysis(lower_files([str(EXAMPLES / "alias_fig1.c")], ()))


def test_peg_is_figure_1() -> None:
    """The assignment edges are exactly the program's pointer assignments."""
    an = fig1()
    edges = {(an.peg.render(s), an.peg.render(d)) for (s, d), o in an.peg.origins.items()
             if o.kind is not EdgeKind.UNDEFINED}  # cells never assigned: not Figure 1
    assert edges == {(a["rhs"], a["lhs"]) for a in EXPECTED["assignments"]}


def test_mayalias_x_s_has_the_six_step_trace_of_section_4_4() -> None:
    res = fig1().may_alias("*x", "*s", at="fig1", explain=True)
    assert res.may_alias and res.complete and res.witness is not None
    rows = [(r.step, list(r.item), [list(a) for a in r.added], r.kind) for r in res.witness.trace]
    want = [(s["step"], s["item"], s["added"], s["kind"]) for s in EXPECTED["worklist_trace_x_s"]]
    assert rows == want


def test_witness_path_spells_a_word_of_M() -> None:
    res = fig1().may_alias("*x", "*s", at="fig1", explain=True)
    assert res.witness is not None
    assert list(res.witness.nodes) == EXPECTED["cfl_path_x_s"]["nodes"]
    assert list(res.witness.labels) == EXPECTED["cfl_path_x_s"]["edges"]


@pytest.mark.parametrize("engine", list(Engine))
@pytest.mark.parametrize("fact", EXPECTED["memory_aliases"], ids=lambda f: f"{f['e1']}~{f['e2']}")
def test_memory_aliases_and_non_transitivity(fact: dict[str, object], engine: Engine) -> None:
    res = fig1().may_alias(str(fact["e1"]), str(fact["e2"]), at="fig1", engine=engine)
    assert res.may_alias == fact["alias"]


@pytest.mark.parametrize("fact", EXPECTED["value_aliases"], ids=lambda f: f"{f['e1']}~{f['e2']}")
def test_value_aliases(fact: dict[str, object]) -> None:
    an = fig1()
    v1 = an.expr(str(fact["e1"]), at="fig1").node
    v2 = an.expr(str(fact["e2"]), at="fig1").node
    assert an.dda.value_alias(v1, v2).may_alias == fact["alias"]


@pytest.mark.parametrize("engine", [Engine.DDPT, Engine.EXH])
def test_points_to_sets(engine: Engine) -> None:
    an = fig1()
    got = {p: sorted(an.object_name(o) for o in an.points_to(p, "fig1", engine).objects)
           for p in EXPECTED["points_to"]}
    assert got == EXPECTED["points_to"]


def test_oracle_calls_of_the_example() -> None:
    an = fig1()
    calls = oracle_calls(an.program, an.peg)
    got = [(c.loc.line, c.kind, c.p_text, c.q_text, an.dda.value_alias(c.p, c.q).may_alias)
           for c in calls]
    want = [(q["line"], q["oracle"], q["p"], q["q"], q["may_alias"]) for q in EXPECTED["queries"]]
    assert got == want


def test_no_alias_answer_counts_its_steps() -> None:
    res = fig1().may_alias("*x", "t", at="fig1")
    assert not res.may_alias and res.complete
    assert res.stats.steps > 0 and res.stats.nodes_visited > 0


def test_paper_single_worklist_reaches_s_in_state_S3() -> None:
    """Figure 4 as printed (one worklist, from *x): the last item is (x, s, S3)."""
    res = fig1().may_alias("*x", "*s", at="fig1", explain=True)
    assert res.witness is not None
    assert res.witness.trace[-1].item == ("x", "s", "S3")
