"""`ddpa pointsto --engine bidir-*` (flow-sensitive points-to at a line, the Appendix A
tables with --explain), its bad input, the text `ddpa resolve` prints for a
`resolve_calls` result (with the rounds under --explain), and `ddpa bench bidir` on a
small program."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ddpa.analyses.bidir.client import call_sites_at, resolve_calls
from ddpa.bench.bidir import measure, write_results
from ddpa.cli.bidir_cmd import resolve_json, resolve_lines
from ddpa.cli.main import main
from ddpa.loader import load_program
from helpers import EXAMPLES

FIG1 = str(EXAMPLES / "bidir_fig1.cpp")  # the call t->vfun() is on line 41
FIG3 = str(EXAMPLES / "bidir_fig3.cpp")


def test_pointsto_id_and_cd(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pointsto", FIG1, "t", "--at", "bidir_fig1.cpp:41",
                 "--engine", "bidir-id"]) == 0
    assert capsys.readouterr().out.startswith("t -> {Y} at bidir_fig1.cpp:41 (bidir-id, type")
    assert main(["pointsto", FIG1, "t", "--at", "bidir_fig1.cpp:41",
                 "--engine", "bidir-cd"]) == 0
    assert capsys.readouterr().out.startswith("t -> {Y, Z}")
    assert main(["pointsto", FIG1, "t", "--at", "bidir_fig1.cpp:41", "--engine", "bidir-ex",
                 "--abstraction", "site"]) == 0
    assert capsys.readouterr().out.startswith("t -> {site2}")


def test_pointsto_flow_sensitive(capsys: pytest.CaptureFixture[str]) -> None:
    # before line 37 (*p = x) z points nowhere yet; before line 40 it points to X
    assert main(["pointsto", FIG1, "z", "--at", "bidir_fig1.cpp:37",
                 "--engine", "bidir-id"]) == 0
    assert capsys.readouterr().out.startswith("z -> {}")
    assert main(["pointsto", FIG1, "z", "--at", "bidir_fig1.cpp:40",
                 "--engine", "bidir-id"]) == 0
    assert capsys.readouterr().out.startswith("z -> {X}")


def test_pointsto_explain_prints_the_rounds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pointsto", FIG1, "t", "--at", "bidir_fig1.cpp:41", "--engine", "bidir-id",
                 "--explain"]) == 0
    out = capsys.readouterr().out
    assert "round 1:" in out and "round 3:" in out
    assert "D+={&z, z}" in out and "A+={q->z}" in out and "A+={X.f->Y, t->Y}" in out


def test_pointsto_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pointsto", FIG3, "t", "--at", "bidir_fig3.cpp:35", "--engine", "bidir-id",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["points_to"] == ["B"] and data["status"] == "complete"


def test_round_limit_gives_the_sound_answer_marked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pointsto", FIG1, "t", "--at", "bidir_fig1.cpp:41", "--engine", "bidir-id",
                 "--max-rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("t -> {Y, Z}") and "round limit reached" in out


@pytest.mark.parametrize(("argv", "message"), [
    (["t", "--at", "bidir_fig1.cpp:2"], "bidir_fig1.cpp:2: no statement on this line"),
    (["nosuch", "--at", "bidir_fig1.cpp:41"], "no variable 'nosuch'"),
    (["t", "--at", "bidir_fig1.cpp"], "--at FILE:LINE is required"),
    (["t", "--at", "bidir_fig1.cpp:x"], "expected FILE:LINE"),
    (["**t", "--at", "bidir_fig1.cpp:41"], "cannot parse expression"),
])
def test_bad_input_is_one_line(argv: list[str], message: str,
                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pointsto", FIG1, *argv, "--engine", "bidir-id"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0]


def test_resolve_lines_for_the_resolve_command() -> None:
    prog = load_program([FIG1]).program
    res = resolve_calls(prog, call_sites_at(prog, FIG1, 41), "id", "type")
    lines = resolve_lines(res)
    assert lines[0].endswith("t->vfun() -> {Y::vfun}")
    assert lines[-1].startswith("Id-tba: complete")
    doc = resolve_json(res)
    assert doc["status"] == "complete"
    assert [s["targets"] for s in doc["sites"]] == [["Y::vfun"]]  # type: ignore[index]
    direct = resolve_calls(prog, call_sites_at(prog, FIG1, 48), "id", "type")
    assert "answered directly" in resolve_lines(direct)[0]
    limited = resolve_calls(prog, call_sites_at(prog, FIG1, 41), "id", "type", max_rounds=1)
    assert "CHA's sound answer" in resolve_lines(limited)[0]
    assert set(next(iter(limited.sites.values())).targets) == {"X::vfun", "Y::vfun", "Z::vfun"}


def test_resolve_explain_prints_the_rounds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", FIG1, "--at", "bidir_fig1.cpp:41", "--analysis", "id",
                 "--explain"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("t->vfun() -> {Y::vfun}")
    assert out[1].startswith("Id-tba: complete, 4 rounds")
    assert out[2].startswith("round 1:") and any(ln.startswith("round 4:") for ln in out)
    assert main(["resolve", FIG1, "--at", "bidir_fig1.cpp:41", "--analysis", "cd",
                 "--explain", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["sites"][0]["targets"] == ["Y::vfun", "Z::vfun"]
    assert len(doc["rounds"]) == doc["stats"]["rounds"]
    first = {r["line"]: r for r in doc["rounds"][0]}
    # Cd raises no `&z` demand, so q = &z makes no alias in round 1 (Id's makes q->z)
    assert first[33]["demands"] == ["z"] and first[33]["edges"] == []


def test_a_line_without_a_call_site() -> None:
    from ddpa.analyses.bidir.client import QueryError

    prog = load_program([FIG1]).program
    with pytest.raises(QueryError, match="no call site on this line"):
        call_sites_at(prog, FIG1, 33)


def test_bench_tables(tmp_path: Path) -> None:
    row = measure("fig1", load_program([FIG1]).program, 50, log=lambda s: None)
    assert row.variants["Id-tba"].edges == 1 and row.variants["Ex-tba"].edges == 2
    assert row.cha_edges == 3
    paths = write_results([row], str(tmp_path))
    md = (tmp_path / "bidir.md").read_text()
    assert "Table 4" in md and "Table 5(a)" in md and "Table 6" in md
    assert "| fig1 | 50 | 1 |" in md
    assert len(paths) == 2  # no generated program: no plot


def test_a_time_limit_gives_the_sound_fallback_and_the_tables_mark_it(tmp_path: Path) -> None:
    prog = load_program([FIG1]).program
    res = resolve_calls(prog, call_sites_at(prog, FIG1, 41), "ex", "type", max_seconds=0.0)
    ans = next(iter(res.sites.values()))
    assert ans.fallback and set(ans.targets) == {"X::vfun", "Y::vfun", "Z::vfun"}  # CHA's
    row = measure("fig1", prog, 50, log=lambda s: None, max_seconds=0.0)
    assert not row.variants["Ex-asb"].complete
    write_results([row], str(tmp_path), max_seconds=0.0)
    md = (tmp_path / "bidir.md").read_text()
    assert "| fig1 | 50 | 1 | > " in md  # Table 4: a lower bound
    assert "| fig1 | 50 | 1 | - | - | - | - | - | - | 0 |" in md  # Table 5(a): no answer
    assert "on 0 of 0 programs all three methods finished" in md


@pytest.mark.parametrize(("analysis", "abstraction", "expected"), [
    ("id", "type", ["Y::vfun"]),
    ("cd", "type", ["Y::vfun", "Z::vfun"]),
    ("ex", "type", ["Y::vfun", "Z::vfun"]),
    ("cd", "site", ["Y::vfun"]),
])
def test_resolve_by_the_bidirectional_methods(analysis: str, abstraction: str,
                                              expected: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", FIG1, "--at", "bidir_fig1.cpp:41", "--analysis", analysis,
                 "--abstraction", abstraction, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["analysis"] == analysis and doc["status"] == "complete"
    assert doc["targets"] == expected
    assert doc["stats"]["abstraction"] == abstraction and doc["stats"]["rounds"] > 0


def test_resolve_jd_refuses_a_program_that_is_not_java_like(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", FIG1, "--at", "bidir_fig1.cpp:41", "--analysis", "jd"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Java-like" in err and "bidir_fig1.cpp:41" in err


def test_callgraph_resolved_by_improved_speculation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["callgraph", FIG1, "--resolve", "id", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    (site,) = [s for s in doc["sites"] if s["loc"]["line"] == 41]
    assert site["targets"] == ["Y::vfun"]
