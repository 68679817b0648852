"""Soundness against the interpreter: every observed def-use pair is a static pair."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import pair
from ddpa.analyses.dataflow.model import Model
from ddpa.bench import generator as gen
from ddpa.frontend.clang import lower_source
from ddpa.interp import observe
from ddpa.ir.program import Program
from helpers import EXAMPLES, lower_path

PRECISION = Path(__file__).parent / "dataflow_programs" / "oracle_precision.c"

INPUTS = (((), b""), (("1",), b"a"), (("77",), b"hello\n"))


def _misses(program: Program, runs: tuple[tuple[tuple[str, ...], bytes], ...],
            oracle: str = "address-taken") -> list[str]:
    m = Model(program, make_oracle(oracle, program))
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


@pytest.mark.parametrize("oracle", ["address-taken", "cfl"])
def test_figure_1_run_is_covered(oracle: str) -> None:
    assert _misses(lower_path(EXAMPLES / "dft_fig1.c"), (((), b""),), oracle) == []


def test_oracle_precision_run_is_covered() -> None:
    assert _misses(lower_path(PRECISION), (((), b""),), "cfl") == []


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "pointers", "oracle"),
                         [(1, True, "address-taken"), (2, False, "address-taken"),
                          (3, True, "address-taken"), (4, True, "address-taken"),
                          (1, True, "cfl"), (3, True, "cfl"), (5, True, "cfl")])
def test_generated_programs_are_covered(seed: int, pointers: bool, oracle: str) -> None:
    cfg = gen.GenConfig(seed=seed, target_lines=500, use_pointers=pointers,
                        use_structs=pointers, use_heap=pointers)
    assert _misses(lower_source(gen.generate(cfg).source, "prog.c"), INPUTS, oracle) == []
