"""One-line assertion helpers and small loaders shared by the tests."""

from __future__ import annotations

import json
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


def assert_same_program(a: Program, b: Program) -> None:
    """`b` is `a` exactly: printed IR, every location and source text, predecessor order,
    diagnostics, and which variables are one shared object."""
    assert print_program(b) == print_program(a)
    assert b.diagnostics == a.diagnostics
    assert [(s.id, s.function, s.fn, s.loc, s.type) for s in b.alloc_sites.values()] == [
        (s.id, s.function, s.fn, s.loc, s.type) for s in a.alloc_sites.values()]
    shared_a: dict[int, int] = {}
    shared_b: dict[int, int] = {}
    for fa, fb in zip(a.functions.values(), b.functions.values(), strict=True):
        assert (fb.loc, fb.unit, fb.src_name) == (fa.loc, fa.unit, fa.src_name)
        for na, nb in zip(fa.nodes, fb.nodes, strict=True):
            assert nb.func is fb
            assert repr(nb.instr) == repr(na.instr)  # all fields, `nan` and `-0.0` included
            assert [p.id for p in nb.preds] == [p.id for p in na.preds]
            for va, vb in zip(_vars_of(na.instr), _vars_of(nb.instr), strict=True):
                assert vb.type == va.type and vb.src_name == va.src_name
                assert shared_b.setdefault(id(vb), id(va)) == id(va)
                assert shared_a.setdefault(id(va), id(vb)) == id(vb)


def _vars_of(instr: object) -> list[object]:
    from ddpa.ir.instr import Var

    return [getattr(instr, s) for s in getattr(instr, "__slots__", ())
            if isinstance(getattr(instr, s), Var)]


class DictFacts:
    """A FactStore in memory that hands back what a JSON round trip gives, as the cache
    does (documents with byte strings, the alias graph's, are kept as they are)."""

    def __init__(self) -> None:
        self.docs: dict[str, object] = {}

    def get(self, kind: str) -> object | None:
        doc = self.docs.get(kind)
        return json.loads(doc) if isinstance(doc, str) else doc

    def put(self, kind: str, doc: object) -> None:
        try:
            self.docs[kind] = json.dumps(doc)
        except TypeError:
            self.docs[kind] = doc
