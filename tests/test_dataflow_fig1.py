"""The paper's Figure 1 in C (examples/dft_fig1.c): Tables 1-3, RD(x, 5), Cross(proc1, proc2)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.facts import def_site, use_site
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.procedure_summaries import side_effect_table
from ddpa.analyses.dataflow.query import ask, def_use_pairs
from ddpa.analyses.dataflow.state import Integration
from ddpa.clients.integration import (
    ANALYZERS,
    compute_cross,
    crosses,
    make_analyzer,
    source_pairs,
    unit_phase,
)
from helpers import EXAMPLES, lower_path

META: dict[str, Any] = json.loads(
    (Path(__file__).parent / "examples_meta" / "expected.json").read_text())["dft_fig1.c"]
Key = tuple[str, int, str, int]


@cache
def _model() -> Model:
    return Model(lower_path(EXAMPLES / "dft_fig1.c"))


def _file() -> str:
    return _model().funcs[0].fn.loc.file


def _keys(pairs: list[dict[str, Any]]) -> set[Key]:
    return {(p["def_var"], p["def_line"], p["use_var"], p["use_line"]) for p in pairs}


def _fi(name: str) -> int:
    return _model().fidx[name]


def _var(name: str) -> int:
    return next(i for i, v in enumerate(_model().vars) if v.name == name)


def _node_at(line: int) -> int:
    """The first node of a source line (the entry node for a function's header line)."""
    m = _model()
    for f in m.funcs:
        if f.fn.loc.line == line:
            return f.entry_gid
    return min(g for g in range(m.node_count)
               if m.node(g)[0].fn.nodes[m.node(g)[1]].instr.loc.line == line)


@pytest.mark.parametrize("analyzer", ["demand", "exhaustive"])
def test_table1_def_use_pairs(analyzer: str) -> None:
    m = _model()
    a = make_analyzer(analyzer, m, Integration(m))
    assert isinstance(a, DemandAnalyzer) or analyzer == "exhaustive"
    pairs = def_use_pairs(a)  # type: ignore[arg-type]
    assert {p.pair.key() for p in pairs if p.intra} == _keys(META["defuse_intra"])
    assert {p.pair.key() for p in pairs if p.inter} == _keys(META["defuse_inter"])


@pytest.mark.parametrize("analyzer", ANALYZERS)
def test_rd_x_at_node_5(analyzer: str) -> None:
    m = _model()
    a = make_analyzer(analyzer, m, Integration(m))
    for fact in META["rd"]:
        answer = ask(a, fact["var"], _file(), fact["at_line"], "RD")
        assert sorted(d.line for d in answer.defs) == fact["defs"]


def test_table2_call_site_side_effects() -> None:
    m = _model()
    a = DemandAnalyzer(m)
    x = _var("x")
    for row in META["call_site_side_effects"]:
        site = m.call_at[_node_at(row["call_line"])]
        pres, defs = a.se.call_pd(site, x, a.se.pd)
        assert pres is row["pres"]
        assert sorted(def_site(m, d).line for d in defs) == row["defs"]


def test_table3_procedure_side_effects() -> None:
    m = _model()
    a = DemandAnalyzer(m)
    x = _var("x")
    for row in META["proc_side_effects"]:
        fi = _fi(row["proc"])
        table = side_effect_table(a.se, fi, x)
        p, d = table[_node_at(row["node_line"]) - m.funcs[fi].base]
        assert p is row["P"], row
        assert sorted(def_site(m, c).line for c in d) == row["D"], row


@pytest.mark.parametrize("analyzer", ANALYZERS)
def test_cross_proc1_proc2_before_proc3_is_integrated(analyzer: str) -> None:
    m = _model()
    meta = META["cross_proc1_proc2"]
    a = make_analyzer(analyzer, m, Integration(m, full=False))
    cross = compute_cross(a, _fi("proc1"), _fi("proc2"))
    assert {p.key() for p in source_pairs(m, cross.pairs)} == _keys(meta["pairs"])
    assert not cross.on_exit and meta["cross_on_exit"] == []
    for fact in meta["rd_at_call"]:
        codes = a.rd(_var(fact["var"]), _node_at(fact["at_line"])).codes
        assert sorted(def_site(m, c).line for c in codes) == fact["defs"]
    for fact in meta["ru_at_entry"]:
        uses = a.ru(_var(fact["var"]), _node_at(fact["at_line"])).codes
        assert sorted(use_site(m, c).line for c in uses) == fact["uses"]


def test_cross_in_paper_order_is_the_same() -> None:
    m = _model()
    a = make_analyzer("demand", m, Integration(m, full=False))
    b = make_analyzer("demand", m, Integration(m, full=False))
    for p, q in (("proc1", "proc2"), ("proc1", "proc3"), ("proc2", "proc3")):
        assert compute_cross(a, _fi(p), _fi(q)).pairs == \
            compute_cross(b, _fi(p), _fi(q), paper_order=True).pairs


def test_unit_testing_temporary_pairs() -> None:
    m = _model()
    unit = unit_phase(m)
    got = {(str(p.definition), m.funcs[i].name, p.use.var, p.use.line)
           for i, pairs in unit.temporary.items() for p in source_pairs(m, pairs)}
    want = {(t["temp_def"], t["proc"], t["use_var"], t["use_line"])
            for t in META["unit_temporary_pairs"]}
    assert got == want
    intra = {p.key() for p in source_pairs(m, unit.all_intra())}
    assert intra == _keys(META["defuse_intra"])


def _code_pair(m: Model, key: Key) -> tuple[int, int]:
    a = DemandAnalyzer(m)
    for n in range(m.node_count):
        for w in m.node_use[n]:
            u = m.code(0, n, w)
            if (use_site(m, u).var, use_site(m, u).line) != key[2:]:
                continue
            for d in a.rd(w, n).codes:
                if (def_site(m, d).var, def_site(m, d).line) == key[:2]:
                    return d, u
    raise AssertionError(f"no pair {key}")


def test_definition7_crossing_examples() -> None:
    m = _model()
    a = DemandAnalyzer(m)
    for row in META["crossing"]:
        d, u = _code_pair(m, next(iter(_keys([row["pair"]]))))
        assert crosses(a, d, u, _fi(row["proc"])) == (row["on_entry"], row["on_exit"]), row


def test_all_analyzers_integrate_to_all_pairs() -> None:
    from ddpa.clients.integration import IntegrationTester

    m = _model()
    unit = unit_phase(m)
    full = {p.pair.key() for p in def_use_pairs(DemandAnalyzer(m))}
    runs = [IntegrationTester(m, k).run(unit=unit) for k in ANALYZERS]
    for run in runs:
        assert {p.key() for p in source_pairs(m, run.requirements.all_uses())} == full
        assert [s.cross.pairs for s in run.steps] == [s.cross.pairs for s in runs[0].steps]
    assert {p.key() for p in source_pairs(m, runs[0].cross_pairs())} == \
        _keys(META["defuse_inter"])
