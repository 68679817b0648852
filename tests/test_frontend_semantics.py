"""Front-end constructs whose lowering the interpreter checks by running it: each program of
tests/interp_programs/frontend_*.c prints what it computed; the lowered program must print
the same as the expectation here and as the program compiled by gcc."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.frontend.clang import lower_files
from ddpa.interp import run_program
from ddpa.ir.verify import verify_program
from helpers import needs_gcc
from interp_programs.support import HERE, gcc_build, native_run, same_as_native

EXPECTED = {
    "frontend_offsetof.c": "12/12\n56 80 88 88\n8 80 1\n112\n",
    "frontend_initlists.c": (
        "g_pt 1 0 3\n0 2 9 0 7 0\n0 8 8 8 0\n3 4 0 0\ncorner1 0 5 6\ncolour 9\n"
        "flat1 4 0 0\ntag 1 2.5 4\nabc 5 3\nzero 1 two\np 0 5 6\n1 0 5 0\n1 2 3 0\n"
        "b0 1 2 3\nb1 0 0 5\nt 0.5 2 0\n10 10 10 0\n3 pts1 0 7 8\npts2 9 0 0\n"),
    "frontend_labels.c": "17\n3\n2\n1\nsteps 23 laps 4\n012\n",
    "frontend_params.c": "1410065417\n321 1\n10 14\n14\n",
    "frontend_unions.c": "1.50 -2.25 7\n1 0.50 2 4.00\n",
}


def test_every_program_has_an_expectation() -> None:
    assert sorted(p.name for p in HERE.glob("frontend_*.c")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_lowered_program_prints_the_expected_output(name: str) -> None:
    prog = lower_files([str(HERE / name)])
    assert prog.diagnostics == []
    assert [m for m in verify_program(prog) if m.startswith("error")] == []
    r = run_program(prog)
    assert r.fault is None, r.message
    assert r.stdout.decode() == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_lowered_program_matches_gcc(name: str, tmp_path: Path) -> None:
    gcc = needs_gcc()
    exe = gcc_build(gcc, [HERE / name], tmp_path / "p")
    r = run_program(lower_files([str(HERE / name)]))
    assert same_as_native(r, native_run(exe, [])), r.stdout
