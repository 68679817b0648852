"""One-line assertion helpers and small loaders shared by the tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ddpa.frontend.clang import lower_files, lower_source
from ddpa.ir.printer import print_program
from ddpa.ir.program import Program

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "src" / "ddpa" / "examples"
GOLDEN = Path(__file__).parent / "golden"


def lower(text: str, name: str = "t.c", *flags: str) -> Program:
    return lower_source(text, name, flags)


def lower_path(path: Path, *flags: str) -> Program:
    return lower_files([str(path)], flags)


def check_golden(actual: str, golden: Path, update: bool) -> None:
    """Compare `actual` with the golden file (or rewrite it with --update-golden)."""
    if update or not golden.exists():
        golden.write_text(actual)
        if not update:
            pytest.fail(f"golden file {golden.name} was missing and has been written; rerun")
        return
    assert actual == golden.read_text(), f"output differs from {golden}"


def needs_gcc() -> str:
    gcc = shutil.which("gcc")
    if gcc is None:
        pytest.skip("gcc is not installed: comparison with compiled programs skipped")
    return gcc


def ir_text(p: Program) -> str:
    return print_program(p)
