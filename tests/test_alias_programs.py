"""The alias test programs: every MAYALIAS/NOALIAS oracle call, under DDA, DDPT and EXH."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

import pytest

from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.dda import DemandAlias
from ddpa.analyses.alias.markers import OracleCall, oracle_calls
from ddpa.analyses.alias.options import AliasOptions, DDAConfig
from ddpa.frontend.clang import lower_files
from ddpa.graphs.peg_config import PEGConfig

PROGRAMS = Path(__file__).parent / "alias_programs"
SOURCES = sorted(p for p in [*PROGRAMS.glob("*.c"), *PROGRAMS.glob("*.cpp")]
                 if p.name not in ("aliascheck.c", "external.c"))
MODES = {"fi": False, "fs": True}


@cache
def analysis(name: str, mode: str) -> AliasAnalysis:
    program = lower_files([str(PROGRAMS / name)], ())
    opts = AliasOptions(peg=PEGConfig(field_sensitive=MODES[mode]), dda=DDAConfig(budget=None))
    return AliasAnalysis(program, opts)


@cache
def cached_dda(name: str, mode: str) -> DemandAlias:
    """One caching DDA per program: queries run in order and reuse each other's summaries."""
    return DemandAlias(analysis(name, mode).peg, DDAConfig(budget=None, cache=True))


@dataclass(frozen=True)
class Case:
    program: str
    mode: str
    index: int
    call: OracleCall
    note: str

    def expected_failure(self) -> str | None:
        """Why the analysis in this mode cannot meet the claim, from the line's comment."""
        if self.call.expected_failure:
            why = self.note.split(":", 1)[-1].strip()
            return why or f"{self.call.kind}: known imprecision"
        for tag, modes in (("imprecise:", ("fi", "fs")), ("imprecise-fi:", ("fi",)),
                           ("unsound-fs:", ("fs",))):
            if tag in self.note and self.mode in modes:
                return self.note.split(tag, 1)[1].strip()
        return None


def _cases() -> list[Case]:
    out: list[Case] = []
    for src in SOURCES:
        lines = src.read_text().splitlines()
        for mode in MODES:
            calls = oracle_calls(analysis(src.name, mode).program, analysis(src.name, mode).peg)
            for k, oc in enumerate(calls):
                line = lines[oc.loc.line - 1]
                note = line.split("/*", 1)[1].rstrip("*/ ") if "/*" in line else ""
                out.append(Case(src.name, mode, k, oc, note))
    return out


CASES = _cases()


def _params(engine: str) -> list[object]:
    params: list[object] = []
    for c in CASES:
        why = c.expected_failure()
        marks = [pytest.mark.xfail(reason=why, strict=True)] if why else []
        params.append(pytest.param(c, marks=marks, id=f"{c.call.describe()}-{engine}-{c.mode}"))
    return params


def _claim(c: Case, may_alias: bool) -> None:
    expected = c.call.expects_alias
    what = "may alias" if may_alias else "no alias"
    assert may_alias == expected, f"{c.call.describe()} ({c.mode}): analysis says {what}"


@pytest.mark.parametrize("case", _params("dda"))
def test_dda_unlimited(case: Case) -> None:
    an = analysis(case.program, case.mode)
    res = an.pointers_alias(case.call.p, case.call.q, Engine.DDA, None)
    assert res.complete
    _claim(case, res.may_alias)


@pytest.mark.parametrize("case", _params("ddpt"))
def test_ddpt(case: Case) -> None:
    an = analysis(case.program, case.mode)
    res = an.pointers_alias(case.call.p, case.call.q, Engine.DDPT, None)
    assert res.complete
    _claim(case, res.may_alias)


@pytest.mark.parametrize("case", _params("exh"))
def test_exh(case: Case) -> None:
    an = analysis(case.program, case.mode)
    _claim(case, an.pointers_alias(case.call.p, case.call.q, Engine.EXH).may_alias)


@pytest.mark.parametrize("budget", [6, 20, 100])
@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("program", [s.name for s in SOURCES])
def test_dda_budgets_fall_back_soundly(program: str, mode: str, budget: int) -> None:
    """A budget-limited answer is the unlimited one, or "may alias" marked as a fallback."""
    an = analysis(program, mode)
    for c in (c for c in CASES if c.program == program and c.mode == mode):
        full = an.pointers_alias(c.call.p, c.call.q, budget=None)
        res = an.pointers_alias(c.call.p, c.call.q, budget=budget)
        assert res.stats.steps <= budget
        if res.complete:
            assert res.may_alias == full.may_alias, c.call.describe()
        else:
            assert res.may_alias, f"{c.call.describe()}: a budget overrun must answer may-alias"


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("program", [s.name for s in SOURCES])
def test_dda_cache_gives_the_same_answers(program: str, mode: str) -> None:
    an = analysis(program, mode)
    dda = cached_dda(program, mode)
    for c in (c for c in CASES if c.program == program and c.mode == mode):
        cached = dda.value_alias(c.call.p, c.call.q)
        assert cached.may_alias == an.dda.value_alias(c.call.p, c.call.q).may_alias, \
            c.call.describe()


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("program", [s.name for s in SOURCES])
def test_ddpt_points_to_equals_andersen(program: str, mode: str) -> None:
    """Section 4.6: the demand points-to sets are exactly Andersen's."""
    an = analysis(program, mode)
    for v, _ in list(an.peg.var_nodes()):
        node = an.peg.var_location(v)
        assert an.ddpt.points_to(node, None).objects == an.exh.points_to(node), an.peg.render(node)


def test_every_program_has_oracles_of_both_kinds() -> None:
    for src in SOURCES:
        kinds = {c.call.kind for c in CASES if c.program == src.name}
        assert {"MAYALIAS", "NOALIAS"} <= kinds, src.name


def test_every_marker_kind_is_checked() -> None:
    """MUSTALIAS and PARTIALALIAS expect may-alias; EXPECTEDFAIL_ cases become xfails."""
    by_kind = {c.call.kind: c for c in CASES}
    assert {"MUSTALIAS", "PARTIALALIAS", "EXPECTEDFAIL_NOALIAS"} <= set(by_kind)
    for kind in ("MUSTALIAS", "PARTIALALIAS"):
        assert by_kind[kind].call.expects_alias, kind
        assert by_kind[kind].expected_failure() is None, kind
    failing = by_kind["EXPECTEDFAIL_NOALIAS"]
    assert not failing.call.expects_alias
    assert failing.expected_failure() == "array elements share one node"
    claim = replace(failing.call, kind="EXPECTEDFAIL_MAYALIAS")
    assert claim.expects_alias and claim.expected_failure
    why = replace(failing, note="").expected_failure()
    assert why == "EXPECTEDFAIL_NOALIAS: known imprecision"
