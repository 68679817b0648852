"""Consistency checks for src/ddpa/examples/ against tests/examples_meta/expected.json.

The label checks need nothing but the files.  The build-and-run checks need
gcc/g++ and are skipped when a compiler is missing.
"""

from __future__ import annotations

import json
import re
import shutil
import signal
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "src" / "ddpa" / "examples"
EXPECTED: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parent / "expected.json").read_text()
)
MARKER = re.compile(r"/\*\s*([A-Za-z]+[0-9]+)\s*\*/")
SINGLE = sorted(k for k in EXPECTED if not k.startswith("_") and k != "multi")


def _lines(name: str) -> list[str]:
    return (EXAMPLES / name).read_text().splitlines()


def _markers(name: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for number, line in enumerate(_lines(name), 1):
        match = MARKER.search(line)
        if match:
            found[match.group(1)] = number
    return found


@pytest.mark.parametrize("name", [k for k in SINGLE if "labels" in EXPECTED[k]])
def test_labels_match_marker_comments(name: str) -> None:
    assert _markers(name) == EXPECTED[name]["labels"]


def test_dft_lines_are_node_lines() -> None:
    meta = EXPECTED["dft_fig1.c"]
    node_lines = set(meta["labels"].values())
    for pair in meta["defuse_intra"] + meta["defuse_inter"]:
        assert {pair["def_line"], pair["use_line"]} <= node_lines
    assert meta["rd"] == [{"var": "x", "at_line": 33, "defs": [30, 45]}]


def test_alias_lines_hold_the_statements() -> None:
    meta = EXPECTED["alias_fig1.c"]
    lines = _lines("alias_fig1.c")
    for stmt in meta["assignments"]:
        assert f"{stmt['lhs']} = {stmt['rhs']};" in lines[stmt["line"] - 1]
    for query in meta["queries"]:
        call = f"{query['oracle']}({query['p']}, {query['q']});"
        assert call in lines[query["line"] - 1]
        assert (query["oracle"] == "MAYALIAS") == query["may_alias"]


def _run(cmd: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """Compile with cmd (which writes cwd/prog), then run prog without arguments."""
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, text=True)
    return subprocess.run([str(cwd / "prog")], capture_output=True, text=True, timeout=30)


def _compile_cmd(name: str, out: Path) -> list[str]:
    sources = [str(EXAMPLES / s) for s in EXPECTED[name]["build"]["sources"]]
    if name.endswith(".cpp"):
        return ["g++", "-std=c++17", "-Wall", "-Wextra", "-Werror", *sources, "-o", str(out)]
    return ["gcc", "-std=gnu99", "-Wall", "-Wextra", "-Werror", *sources, "-o", str(out)]


needs_compilers = pytest.mark.skipif(
    shutil.which("gcc") is None or shutil.which("g++") is None, reason="gcc/g++ not found"
)


@needs_compilers
@pytest.mark.parametrize("name", SINGLE)
def test_example_builds_and_runs(name: str, tmp_path: Path) -> None:
    build = EXPECTED[name]["build"]
    result = _run(_compile_cmd(name, tmp_path / "prog"), tmp_path)
    assert result.returncode == build["exit_code"]
    assert result.stdout == build["stdout"]


def _code(value: int | str) -> int:
    return -signal.SIGABRT if value == "SIGABRT" else int(value)


@needs_compilers
def test_symex_runs(tmp_path: Path) -> None:
    _run(_compile_cmd("symex_fig1.c", tmp_path / "prog"), tmp_path)
    for run in EXPECTED["symex_fig1.c"]["runs"]:
        args = [str(a) for a in run["args"]]
        result = subprocess.run([str(tmp_path / "prog"), *args], capture_output=True, timeout=30)
        assert result.returncode == _code(run["exit_code"]), run
    for name in ("symex_hwm.c", "symex_parser.c", "symex_parser_scanner.c", "symex_incdec.c"):
        meta = EXPECTED[name]
        _run(_compile_cmd(name, tmp_path / "prog"), tmp_path)
        for sample in meta.get("reaching_examples", meta.get("reaching_inputs", [])):
            result = subprocess.run(
                [str(tmp_path / "prog"), str(sample)], capture_output=True, timeout=30
            )
            assert result.returncode == -signal.SIGABRT, (name, sample)
        for sample in meta["non_reaching_examples"]:
            result = subprocess.run(
                [str(tmp_path / "prog"), str(sample)], capture_output=True, timeout=30
            )
            assert result.returncode == 0, (name, sample)


@needs_compilers
def test_multi_compile_commands(tmp_path: Path) -> None:
    meta = EXPECTED["multi"]
    folder = EXAMPLES / meta["build"]["directory"]
    entries = json.loads((folder / "compile_commands.json").read_text())
    assert sorted(e["file"] for e in entries) == meta["build"]["sources"]
    objects = []
    for entry in entries:
        assert entry["directory"] == "."
        args = [*entry["arguments"], "-o", str(tmp_path / (entry["file"] + ".o"))]
        subprocess.run(args, cwd=folder, check=True, capture_output=True)
        objects.append(str(tmp_path / (entry["file"] + ".o")))
    subprocess.run(["cc", *objects, "-o", str(tmp_path / "prog")], check=True)
    result = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True)
    assert result.returncode == meta["build"]["exit_code"]
    assert result.stdout == meta["build"]["stdout"]
    sources = [str(folder / s) for s in meta["build"]["sources"]]
    subprocess.run(["cc", f"-I{folder}", *sources, "-o", str(tmp_path / "prog1")], check=True)
    result = subprocess.run([str(tmp_path / "prog1")], capture_output=True, text=True)
    assert result.stdout == meta["build"]["stdout_without_define"]
