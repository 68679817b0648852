"""Soundness against the interpreter: every observed def-use pair is a static pair."""

from __future__ import annotations

import pytest

from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import pair
from ddpa.analyses.dataflow.model import Model
from ddpa.frontend.clang import lower_source
from ddpa.ir.program import Program
from helpers import EXAMPLES, lower_path

INPUTS = (((), b""), (("1",), b"a"), (("77",), b"hello\n"))


def _misses(program: Program, runs: tuple[tuple[tuple[str, ...], bytes], ...]) -> list[str]:
    observe = pytest.importorskip("ddpa.interp.observe")
    m = Model(program)
    static = {pair(m, d, u).key() for d, u in ExhaustiveAnalyzer(m).pairs()}
    names = {v.src_name or v.name for v in m.vars}
    out: list[str] = []
    for argv, stdin in runs:
        obs = observe.run_observed(program, argv, stdin)
        facts = [f for f in obs.defuse_pairs() if f.def_var in names and f.use_var in names]
        assert facts, "the run observed no def-use pair at all"
        out += [str(x) for x in observe.check_covered(facts, static, "def-use",
                                                      key=observe.DefUse.lines)]
    return out


def test_figure_1_run_is_covered() -> None:
    assert _misses(lower_path(EXAMPLES / "dft_fig1.c"), (((), b""),)) == []


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "pointers"), [(1, True), (2, False), (3, True), (4, True)])
def test_generated_programs_are_covered(seed: int, pointers: bool) -> None:
    gen = pytest.importorskip("ddpa.bench.generator")
    cfg = gen.GenConfig(seed=seed, target_lines=500, use_pointers=pointers,
                        use_structs=pointers, use_heap=pointers)
    assert _misses(lower_source(gen.generate(cfg).source, "prog.c"), INPUTS) == []
