"""Property tests: on random programs every analyzer gives the same answers (section 5)."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dataflow_programs.checks import (
    c_programs,
    classification_agrees,
    demand_equals_exhaustive,
    integration_agrees,
)
from ddpa.analyses.bitsets import bit_indices, bit_indices_bulk, bits_of
from ddpa.analyses.dataflow.model import Model
from ddpa.bench import generator as gen
from ddpa.frontend.clang import lower_source
from ddpa.ir.program import Program
from ir_strategies import programs

SETTINGS = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(c_programs())
def test_random_c_programs_demand_equals_exhaustive(source: str) -> None:
    m = Model(lower_source(source, "random.c"))
    assert demand_equals_exhaustive(m, full=True) > 0  # every function returns a variable
    demand_equals_exhaustive(m, full=False)
    classification_agrees(m)


@SETTINGS
@given(c_programs())
def test_random_c_programs_integration_agrees(source: str) -> None:
    integration_agrees(Model(lower_source(source, "random.c")))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_random_ir_programs_demand_equals_exhaustive(program: Program) -> None:
    m = Model(program)
    demand_equals_exhaustive(m, full=True)
    demand_equals_exhaustive(m, full=False)


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "lines", "pointers"), [(1, 400, True), (2, 400, False),
                                                         (3, 900, True)])
def test_generated_programs(seed: int, lines: int, pointers: bool) -> None:
    cfg = gen.GenConfig(seed=seed, target_lines=lines, use_pointers=pointers,
                        use_structs=pointers, use_heap=pointers)
    m = Model(lower_source(gen.generate(cfg).source, "prog.c"))
    demand_equals_exhaustive(m)
    classification_agrees(m)
    integration_agrees(m)


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(min_value=0, max_value=5000), max_size=300))
def test_bit_indices_lists_the_set_bits_of_narrow_and_wide_vectors(positions: set[int]) -> None:
    """Both ways of reading a vector (bits cleared one by one, or its binary digits above
    512 bits) give the set bits, lowest first."""
    x = sum(1 << p for p in positions)
    assert bit_indices(x) == sorted(positions)


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=1, max_value=20000), st.floats(min_value=0.0, max_value=1.0),
       st.randoms(use_true_random=False))
def test_bulk_reading_lists_the_set_bits_of_sparse_and_dense_vectors(
        width: int, density: float, rnd: Random) -> None:
    """`bit_indices_bulk` (numpy on dense vectors, digits otherwise) gives the set bits of
    `bits_of` lowest first, as `bit_indices` does."""
    positions = {i for i in range(width) if rnd.random() < density}
    x = bits_of(positions)
    assert x == sum(1 << p for p in positions)
    assert bit_indices_bulk(x) == bit_indices(x) == sorted(positions)
