"""Differential runs: csmith programs print on the interpreter what their gcc build prints."""

from __future__ import annotations

import pytest

from ddpa.bench.csmith import compare, csmith_missing

pytestmark = pytest.mark.skipif(bool(csmith_missing()), reason=csmith_missing() or "csmith")

# Small, quick seeds; 1008 once stopped with a false null dereference (a static pointer
# initialised with the address of a nested array element read as NULL).
FAST = [2, 3, 1008]
# Seeds the 200-program sweep (bench/csmith_sweep.py) once found in disagreement.
SWEEP = [8, 10, 23, 39, 40, 45, 71, 88, 98, 101, 1003, 1007]


def check(seed: int) -> None:
    o = compare(seed, interp_timeout=300)
    if o.verdict == "skipped":
        pytest.skip(f"seed {seed}: {o.detail}")
    assert o.agrees, f"seed {seed}: {o.verdict}: {o.detail or o.got[-80:]!r}, " \
        f"expected {o.expected[-80:]!r}"


@pytest.mark.parametrize("seed", FAST)
def test_csmith_program_agrees_with_gcc(seed: int) -> None:
    check(seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", SWEEP)
def test_csmith_sweep_seed_agrees_with_gcc(seed: int) -> None:
    check(seed)
