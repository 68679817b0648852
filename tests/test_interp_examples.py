"""The bundled examples run under the interpreter as they do compiled: stdout and exit status."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ddpa.frontend.clang import lower_compdb, lower_files
from ddpa.interp import Engine, InterpConfig, RunStatus, run_function, run_program
from ddpa.ir.program import Program
from helpers import EXAMPLES, needs_gcc
from interp_programs.support import gcc_build, native_run, same_as_native, status_like_subprocess

META: dict[str, Any] = json.loads(
    (Path(__file__).parent / "examples_meta" / "expected.json").read_text())
C_EXAMPLES = sorted(k for k, v in META.items()
                    if not k.startswith("_") and k != "multi" and v["build"]["lang"] == "c")
_PROGRAMS: dict[str, Program] = {}


def program(name: str) -> Program:
    if name not in _PROGRAMS:
        sources = [str(EXAMPLES / s) for s in META[name]["build"]["sources"]]
        _PROGRAMS[name] = lower_files(sources)
    return _PROGRAMS[name]


@pytest.mark.parametrize("engine", list(Engine))
@pytest.mark.parametrize("name", C_EXAMPLES)
def test_example_output_matches_the_specification(name: str, engine: Engine) -> None:
    r = run_program(program(name), config=InterpConfig(engine=engine))
    assert (r.stdout.decode(), r.exit_code) == (META[name]["build"]["stdout"],
                                                META[name]["build"]["exit_code"]), r.message


@pytest.mark.parametrize("name", C_EXAMPLES)
def test_example_output_matches_gcc(name: str, tmp_path: Path) -> None:
    gcc = needs_gcc()
    exe = gcc_build(gcc, [EXAMPLES / s for s in META[name]["build"]["sources"]], tmp_path / "p")
    assert same_as_native(run_program(program(name)), native_run(exe, []))


SYMEX_RUNS = [(name, [str(a) for a in run["args"]], run["exit_code"])
              for name in ("symex_fig1.c",) for run in META[name]["runs"]]
SYMEX_RUNS += [
    ("symex_hwm.c", ["Hello world at Microsoft!"], "SIGABRT"),
    ("symex_hwm.c", ["Hello world a Microsoft!"], 0),
    ("symex_parser.c", ["program demo begin function f begin end end"], "SIGABRT"),
    ("symex_parser.c", ["program p begin end x"], 0),
    ("symex_incdec.c", ["12"], "SIGABRT"),
    ("symex_incdec.c", ["-7"], 0),
    ("symex_incdec.c", ["2000000"], 2),
]


@pytest.mark.parametrize(("name", "args", "status"), SYMEX_RUNS)
def test_symex_inputs_reach_the_target_as_specified(name: str, args: list[str],
                                                    status: int | str) -> None:
    r = run_program(program(name), args)
    expected = -6 if status == "SIGABRT" else status
    assert status_like_subprocess(r) == expected, r.message
    if status == "SIGABRT":
        assert b"Assertion" in r.stderr


@pytest.mark.parametrize(("name", "args"), [(n, a) for n, a, _ in SYMEX_RUNS])
def test_symex_inputs_match_gcc(name: str, args: list[str], tmp_path: Path) -> None:
    gcc = needs_gcc()
    exe = gcc_build(gcc, [EXAMPLES / name], tmp_path / "p")
    assert same_as_native(run_program(program(name), args), native_run(exe, args))


def test_symex_entry_function_runs_alone() -> None:
    r = run_function(program("symex_fig1.c"), "testAbs", [2, 1])
    assert r.status is RunStatus.ABORTED
    r = run_function(program("symex_hwm.c"), "hwm", ["Hello world at Microsoft!"])
    assert r.status is RunStatus.ABORTED and b"Assertion `0' failed" in r.stderr


def test_multi_unit_program_from_compile_commands() -> None:
    r = run_program(lower_compdb(EXAMPLES / "multi"))
    assert r.stdout.decode() == META["multi"]["build"]["stdout"] and r.exit_code == 0


def test_multi_unit_program_matches_gcc(tmp_path: Path) -> None:
    gcc = needs_gcc()
    multi = EXAMPLES / "multi"
    exe = gcc_build(gcc, [multi / s for s in ("a.c", "b.c", "c.c")], tmp_path / "m",
                    f"-I{multi}", "-DMULTI_VERSION=2")
    assert same_as_native(run_program(lower_compdb(multi)), native_run(exe, []))


def test_alias_oracles_are_no_ops_without_aliascheck() -> None:
    r = run_program(lower_files([str(EXAMPLES / "alias_fig1.c")]))
    assert (r.stdout, r.exit_code, r.fault) == (b"1 1\n", 0, None)
