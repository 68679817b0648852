"""The oracle markers of tests/dataflow_programs, checked with every analyzer."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import ask
from ddpa.analyses.dataflow.state import Integration
from ddpa.clients.integration import make_analyzer
from helpers import lower_path

PROGRAMS = Path(__file__).parent / "dataflow_programs"
MARK = re.compile(r"\b(RD|RU)(-XFAIL)?\s+(\w+):\s*([^;*]*)")
Item = tuple[str, int, str]


def _items(var: str, text: str) -> frozenset[Item]:
    out = set()
    for tok in text.split():
        kind = "def"
        if "!" in tok:
            tok, kind = tok.split("!")
        name, _, line = tok.rpartition("@")
        out.add((name or var, int(line), kind))
    return frozenset(out)


def _markers() -> list[pytest.param]:  # type: ignore[valid-type]
    out = []
    for path in sorted([*PROGRAMS.glob("*.c"), *PROGRAMS.glob("*.cpp")]):
        for no, text in enumerate(path.read_text().splitlines(), 1):
            for kind, xfail, var, items in MARK.findall(text):
                for analyzer in ("demand", "demand-cache", "exhaustive"):
                    marks = [pytest.mark.xfail(strict=True, reason="known imprecision")] \
                        if xfail else []
                    out.append(pytest.param(path.name, no, kind, var, _items(var, items),
                                            analyzer, marks=marks,
                                            id=f"{path.stem}:{no}:{kind}:{var}:{analyzer}"))
    return out


@cache
def _model(name: str) -> Model:
    return Model(lower_path(PROGRAMS / name))


@pytest.mark.parametrize(("name", "line", "kind", "var", "expected", "analyzer"), _markers())
def test_marker(name: str, line: int, kind: str, var: str, expected: frozenset[Item],
                analyzer: str) -> None:
    m = _model(name)
    a = make_analyzer(analyzer, m, Integration(m))
    file = m.funcs[0].fn.loc.file
    answer = ask(a, var, file, line, kind)
    if kind == "RD":
        got = {(d.var, d.line, d.kind) for d in answer.defs}
    else:
        got = {(u.var, u.line, "def") for u in answer.uses}
    assert got == expected


def test_every_program_has_markers() -> None:
    for path in PROGRAMS.glob("*.c"):
        assert MARK.search(path.read_text()), path.name
