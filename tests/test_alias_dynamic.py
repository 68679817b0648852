"""Dynamic soundness: aliasing and points-to facts the interpreter observes are reported."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from alias_strategies import field_arith_sources
from ddpa.analyses.alias.analysis import AliasAnalysis
from ddpa.analyses.alias.options import AliasOptions, DDAConfig
from ddpa.bench import generator
from ddpa.frontend.clang import lower_files, lower_source
from ddpa.graphs.peg import var_key
from ddpa.graphs.peg_config import PEGConfig
from ddpa.interp import memory, observe
from ddpa.ir.instr import Var
from ddpa.ir.program import Program
from helpers import EXAMPLES

PROGRAMS = Path(__file__).parent / "alias_programs"
RUNNABLE = [p for p in sorted([*PROGRAMS.glob("*.c"), *PROGRAMS.glob("*.cpp")])
            if p.name not in ("aliascheck.c", "external.c", "library.c")]


def analysis(program: Program, fs: bool) -> AliasAnalysis:
    # heap objects are named by their allocation site at run time: no wrapper sites here
    cfg = PEGConfig(field_sensitive=fs)
    return AliasAnalysis(program, AliasOptions(peg=cfg, dda=DDAConfig(budget=None),
                                               detect_wrappers=False))


class Mapper:
    """Observed accesses and objects in terms of PEG nodes."""

    def __init__(self, an: AliasAnalysis) -> None:
        self.an = an
        self.at = {(a.function, a.cfg_node): a.node for a in an.peg.accesses}

    def lvalue(self, acc: Any) -> int | None:
        """A variable read or written whole (`p`), else the node's load or store (`*p`)."""
        site = acc.site
        instr = self.an.program.functions[site.function].nodes[site.node].instr
        for v in (*instr.uses(), *instr.defs()):
            if (v.src_name or v.name) == acc.expr:
                return self.an.peg.var_location(v)
        return self.at.get((site.function, site.node))

    def address(self, ref: Any) -> int | None:
        kinds = memory.ObjKind
        p, g = self.an.program, self.an.peg
        if ref.kind in (kinds.GLOBAL, kinds.STRING) and ref.name in p.globals:
            return g.find_address(var_key(p.globals[ref.name].var))
        if ref.kind is kinds.LOCAL and ref.function in p.functions:
            fn = p.functions[ref.function]
            v = next((v for v in fn.variables() if v.name == ref.name), None)
            return g.find_address(var_key(v)) if v is not None else None
        if ref.kind is kinds.HEAP:
            return g.find_address(("heap", ref.site))
        if ref.kind is kinds.FUNCTION:
            return g.find_address(("func", ref.name))
        return None


def check(program: Program, fs: bool) -> tuple[int, list[str]]:
    obs = observe.run_observed(program)
    assert obs.result.exit_code == 0, obs.result
    an = analysis(program, fs)
    m = Mapper(an)
    misses: list[str] = []
    checked = 0
    for al in obs.aliases():
        a, b = m.lvalue(al.a), m.lvalue(al.b)
        if a is None or b is None:
            continue
        checked += 1
        if a != b and not an.dda.may_alias(a, b).may_alias:
            misses.append(al.describe())
    for pt in obs.points_to():
        if not isinstance(pt.var, Var):
            continue
        target = m.address(pt.target)
        if target is None:
            continue
        checked += 1
        objs = an.ddpt.points_to(an.peg.value(pt.var), None).objects
        if target not in {o[0] for o in objs}:
            misses.append(pt.describe())
    return checked, misses


@pytest.mark.parametrize("fs", [False, True], ids=["fi", "fs"])
@pytest.mark.parametrize("src", RUNNABLE, ids=lambda p: p.name)
def test_observed_aliases_and_points_to_are_reported(src: Path, fs: bool) -> None:
    checked, misses = check(lower_files([str(src)], ()), fs)
    assert checked > 0
    assert misses == []


def test_figure_1_example() -> None:
    checked, misses = check(lower_files([str(EXAMPLES / "alias_fig1.c")], ()), False)
    assert checked > 0 and misses == []


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field_arith_sources(), st.booleans())
def test_arrays_in_fields_and_arithmetic_on_field_addresses(text: str, fs: bool) -> None:
    """Every aliasing the interpreter observes is reported, field-sensitive or not."""
    checked, misses = check(lower_source(text, "fieldarith.c"), fs)
    assert checked > 0
    assert misses == [], text


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_generated_programs(seed: int) -> None:
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=600))
    checked, misses = check(lower_source(gen.source, f"gen{seed}.c"), False)
    assert checked > 0 and misses == []
