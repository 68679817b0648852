"""`ddpa hierarchy`, `ddpa stats` and the CHA edges of `ddpa callgraph`, on IR-text C++
programs (tests/cxx_ir/) and on C programs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ddpa.cli.main import main
from helpers import EXAMPLES

CXX_IR = Path(__file__).parent / "cxx_ir"
FIG1_IR = str(CXX_IR / "callgraph_fig1.ir")
SHAPES_IR = str(CXX_IR / "shapes.ir")


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_hierarchy_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "hierarchy", SHAPES_IR)
    assert code == 0
    assert out.splitlines()[:4] == [
        "class Circle : Shape, Named",
        "  overrides area() -> Circle::area",
        "  overrides label() -> Circle::label",
        "  inherits  name() -> Shape::name (from Shape)",
    ]
    assert "class Shape\n  pure      area()\n  defines   name() -> Shape::name\n" in out
    assert "class Square : Rect\n  overrides name() -> Square::name\n" in out


def test_hierarchy_dot(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "hierarchy", SHAPES_IR, "--dot")
    assert code == 0 and out.startswith("digraph hierarchy {") and out.endswith("}\n")
    assert '"Circle" -> "Named";' in out and '"Square" -> "Rect";' in out
    assert '"Square" [label="Square\\loverrides name()\\l"];' in out


def test_hierarchy_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "hierarchy", FIG1_IR, "--json")
    doc = json.loads(out)
    assert code == 0 and doc["schema"] == "ddpa.hierarchy/1"
    a, b = doc["classes"]
    assert (a["name"], a["bases"], a["subclasses"]) == ("A", [], ["B"])
    assert b["bases"] == [{"name": "A", "virtual": False}]
    assert {m["key"]: (m["function"], m["own"]) for m in b["methods"]} == {
        "P(A *&, A *&)": ("B::P", True), "Q(A *&)": ("B::Q", True), "R()": ("B::R", True)}


def test_hierarchy_of_a_c_program_is_empty(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "hierarchy", str(EXAMPLES / "callgraph_fig1.c"))
    assert (code, out) == (0, "no classes\n")


def test_callgraph_has_cha_edges(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "callgraph", FIG1_IR, "--json")
    doc = json.loads(out)
    virtual = {(s["caller"], s["loc"]["line"]): s["targets"] for s in doc["sites"]
               if s["kind"] == "virtual"}
    assert code == 0 and virtual == {
        ("A::P", 44): ["A::Q", "B::Q"], ("A::P", 45): ["A::Q", "B::Q"],
        ("main", 70): ["A::R", "B::R"], ("main", 73): ["A::P", "B::P"],
        ("main", 75): ["A::P", "B::P"]}
    code, out, _ = run(capsys, "callgraph", FIG1_IR)
    assert "unresolved" not in out and "A::Q, B::Q" in out


def test_stats_on_a_c_program(capsys: pytest.CaptureFixture[str]) -> None:
    src = EXAMPLES / "callgraph_fig1.c"
    code, out, _ = run(capsys, "stats", str(src), "--json")
    doc = json.loads(out)
    assert code == 0 and doc["schema"] == "ddpa.stats/1"
    (row,) = doc["programs"]
    assert row["lines"] == len(src.read_text().splitlines())
    # A_P .. B_R, new_A, new_B, main; A::P's two calls and main's three go through pointers
    assert row["functions"] == {"total": 9, "virtual": 0}
    assert row["call_sites"]["virtual"] == 0 and row["call_sites"]["function_pointer"] == 5


def test_stats_on_ir_programs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "stats", "--each", FIG1_IR, SHAPES_IR, "--json")
    fig1, shapes = json.loads(out)["programs"]
    assert code == 0
    # 6 methods are vmethods entries; A::A, B::B and main are not
    assert fig1["functions"] == {"total": 9, "virtual": 6}
    # 5 virtual (cs1..cs5), 7 direct (constructors), none through pointers
    assert fig1["call_sites"] == {"total": 12, "virtual": 5, "function_pointer": 0}
    assert fig1["missing_files"] == ["callgraph_fig1.cpp"] and fig1["lines"] == 0
    # shapes.ir's locations name shapes.cpp, found beside the .ir file
    assert shapes["lines"] == len((CXX_IR / "shapes.cpp").read_text().splitlines())
    assert shapes["functions"] == {"total": 12, "virtual": 6}
    assert shapes["call_sites"] == {"total": 14, "virtual": 5, "function_pointer": 0}


def test_stats_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "stats", FIG1_IR)
    assert code == 0 and "LoC" in out and "not counted for callgraph_fig1.cpp" in out


@pytest.mark.parametrize("command", ["hierarchy", "stats"])
def test_missing_file_is_one_line(capsys: pytest.CaptureFixture[str], command: str) -> None:
    code, out, err = run(capsys, command, "nope.ir")
    assert code == 1 and out == "" and err.startswith("ddpa: ") and err.count("\n") == 1


def test_stats_each_needs_files(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "stats", "--each")
    assert (code, out) == (1, "") and err.startswith("ddpa: --each needs FILEs")


def test_stats_of_a_compile_database(capsys: pytest.CaptureFixture[str]) -> None:
    multi = EXAMPLES / "multi"
    code, out, _ = run(capsys, "stats", "--compdb", str(multi), "--json")
    (row,) = json.loads(out)["programs"]
    assert code == 0 and row["files"] == ["a.c", "b.c", "c.c"]
    assert row["lines"] == sum(len((multi / f).read_text().splitlines()) for f in row["files"])
