"""Generated programs under the interpreter: same output as gcc's build, for random inputs."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ddpa.bench import generator as gen
from ddpa.frontend.clang import CompileUnit, lower_source, lower_units
from ddpa.interp import Engine, InterpConfig, RunStatus, run_program
from ddpa.interp.hooks import Trace
from ddpa.interp.observe import run_observed
from helpers import needs_gcc
from interp_programs.support import native_run, same_as_native


def build(gcc: str, program: object, folder: Path) -> Path:
    import subprocess

    src = gen.write_program(program, folder)
    exe = folder / "prog"
    proc = subprocess.run([gcc, *gen.GCC_FLAGS, str(src), "-o", str(exe)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[:400]
    return exe


INPUTS = [([], b""), (["123"], b"abcd"), (["7"], b"\x00\xff z")]


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_generated_program_matches_gcc(seed: int, tmp_path: Path) -> None:
    gcc = needs_gcc()
    g = gen.generate(gen.GenConfig(seed=seed, target_lines=300))
    exe = build(gcc, g, tmp_path)
    prog = lower_source(g.source, g.filename)
    for args, stdin in INPUTS:
        r = run_program(prog, args, stdin)
        assert r.status is RunStatus.EXITED, r.message
        assert same_as_native(r, native_run(exe, args, stdin)), (seed, args)


@pytest.mark.slow
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000), lines=st.integers(120, 600),
       arg=st.integers(0, 999_999_999), stdin=st.binary(max_size=6),
       pointers_first=st.booleans())
def test_property_interpreter_output_equals_gcc(seed: int, lines: int, arg: int, stdin: bytes,
                                                pointers_first: bool) -> None:
    gcc = needs_gcc()
    cfg = gen.GenConfig(seed=seed, target_lines=lines, address_before_copy=pointers_first)
    g = gen.generate(cfg)
    with tempfile.TemporaryDirectory() as d:
        exe = build(gcc, g, Path(d))
        native = native_run(exe, [str(arg)], stdin)
    r = run_program(lower_source(g.source, g.filename), [str(arg)], stdin)
    assert same_as_native(r, native), f"seed={seed} lines={lines}: {r.message}"


@pytest.mark.slow
def test_larger_generated_program_with_more_fuel(tmp_path: Path) -> None:
    gcc = needs_gcc()
    g = gen.generate(gen.GenConfig(seed=11, target_lines=2500, fuel_per_entry=100,
                                   max_loop_bound=8))
    exe = build(gcc, g, tmp_path)
    r = run_program(lower_source(g.source, g.filename), ["42"], b"xy")
    assert r.steps > 10_000
    assert same_as_native(r, native_run(exe, ["42"], b"xy"))


def test_multi_unit_generated_program_matches_gcc(tmp_path: Path) -> None:
    gcc = needs_gcc()
    import subprocess

    g = gen.generate_multi(gen.GenConfig(seed=5, target_lines=600), units=3)
    paths = gen.write_multi(g, tmp_path)
    sources = [p for p in paths if p.suffix == ".c"]
    exe = tmp_path / "multi"
    proc = subprocess.run([gcc, *gen.GCC_FLAGS, f"-I{tmp_path}", *map(str, sources), "-o",
                           str(exe)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[:400]
    units = [CompileUnit(str(p), str(tmp_path), (f"-I{tmp_path}",)) for p in sources]
    prog = lower_units(units).program
    r = run_program(prog, ["9"], b"q")
    assert same_as_native(r, native_run(exe, ["9"], b"q")), r.message


@pytest.mark.parametrize("seed", [6, 7])
def test_both_engines_observe_the_same_facts(seed: int) -> None:
    g = gen.generate(gen.GenConfig(seed=seed, target_lines=250))
    prog = lower_source(g.source, g.filename)
    a = run_observed(prog, ["3"], b"q", InterpConfig(engine=Engine.COMPILED))
    b = run_observed(prog, ["3"], b"q", InterpConfig(engine=Engine.CHECKED))
    assert a.result.stdout == b.result.stdout and a.result.steps == b.result.steps
    assert a.defuse_pairs(include_initial=True) == b.defuse_pairs(include_initial=True)
    assert a.call_edges() == b.call_edges() and a.branches() == b.branches()
    assert a.points_to(include_temps=True) == b.points_to(include_temps=True)
    assert {x.key() for x in a.aliases()} == {x.key() for x in b.aliases()}


@pytest.mark.parametrize("seed", [4, 5])
def test_hooks_and_engines_do_not_change_behaviour(seed: int) -> None:
    g = gen.generate(gen.GenConfig(seed=seed, target_lines=300))
    prog = lower_source(g.source, g.filename)
    base = run_program(prog, ["31"], b"ab")
    checked = run_program(prog, ["31"], b"ab", InterpConfig(engine=Engine.CHECKED))
    traced = run_observed(prog, ["31"], b"ab", kinds=Trace.ALL).result
    for other in (checked, traced):
        assert (other.stdout, other.exit_code, other.steps, other.status) == \
            (base.stdout, base.exit_code, base.steps, base.status)
