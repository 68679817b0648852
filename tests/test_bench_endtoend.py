"""`ddpa bench endtoend`: questions of one shape per program, parsing, tables and plot."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ddpa.bench import endtoend as e2e


def test_questions_name_lines_that_hold_what_they_ask(tmp_path: Path) -> None:
    path = e2e.program_file(1000, tmp_path)
    lines = path.read_text().splitlines()
    qs = e2e.questions(path)
    rd_line = int(qs["rd"][qs["rd"].index("--at") + 1].rsplit(":", 1)[1])
    assert "gi0" in lines[rd_line - 1] and lines[rd_line - 1].startswith(" ")
    ru = qs["ru"]
    ru_var, ru_line = ru[ru.index("--var") + 1], int(ru[ru.index("--at") + 1].rsplit(":", 1)[1])
    assert lines[ru_line - 1].split()[0] == ru_var
    assert lines[int(qs["alias"][-2].rsplit(":", 1)[1]) - 1].startswith("int main(")
    local = qs["rd local"]
    local_line = int(local[local.index("--at") + 1].rsplit(":", 1)[1])
    assert lines[local_line - 1].strip().startswith("acc = acc *")  # a local of a procedure
    assert qs["rd local first"] == local  # asked first, on a cache with no facts kept
    assert qs["rd address-taken"] == [*qs["rd"][:-1], "--alias", "address-taken", "--json"]
    assert qs["prepare"] == ["prepare", str(path), "--json"]
    assert qs["rd prepared"] == qs["rd"] and qs["ru prepared"] == qs["ru"]
    assert e2e.program_file(1000, tmp_path) == path  # written once


def test_analysis_seconds_come_from_json_or_the_text_summary() -> None:
    assert e2e.analysis_seconds("rd", json.dumps({"stats": {"seconds": 0.25}})) == 0.25
    text = "requirements: all-uses 3 pairs, all-defs 1 definitions; analysis time 1.500 s\n"
    assert e2e.analysis_seconds("integrate", text) == 1.5
    both = ("requirements: all-uses 3 pairs, all-defs 1 definitions; analysis time 4.200 s "
            "(unit phase 2.800 s, integration steps 1.400 s)\n")
    assert e2e.analysis_seconds("integrate", both) == 4.2
    assert e2e.analysis_seconds("defuse", "no time here") is None
    assert e2e.analysis_seconds("alias", "not json") is None
    assert e2e.procedures_reached(json.dumps({"stats": {"procedures": 3}})) == 3
    assert e2e.procedures_reached(json.dumps({"stats": {}})) is None
    assert e2e.procedures_reached("[1]") is None
    prepared = json.dumps({"schema": "ddpa.prepare/1", "procedures": 7, "seconds": 0.5})
    assert e2e.analysis_seconds("prepare", prepared) == 0.5
    assert e2e.procedures_reached(prepared) == 7
    assert e2e.analysis_seconds("alias", json.dumps({"seconds": 0.5})) is None


def test_results_are_written_and_read_back(tmp_path: Path) -> None:
    runs = [e2e.Run("rd", 1000, 0.5, 0.01, 90.0, True, cpu=0.4, procedures=2),
            e2e.Run("rd", 10000, 1.5, 0.02, 150.0, True),
            e2e.Run("defuse", 1000, 2.0, None, 100.0, False)]
    rep = e2e.Report("now", runs, {1000: 0.01, 10000: 0.1})
    written = e2e.write_results([rep], tmp_path)
    assert {p.name for p in written} == {"endtoend.md", "endtoend_runs.json", "endtoend.png",
                                         "endtoend.json"}
    md = (tmp_path / "endtoend.md").read_text()
    assert "| rd | 0.50 s (0.40 s CPU) / 10.0 ms / 90 MB / 2 proc. | 1.50 s / 20.0 ms / 150 MB " \
           "| 3.0x |" in md
    assert "| defuse | failed |  |  |" in md
    (back,) = e2e.load_reports(tmp_path / "endtoend_runs.json")
    assert back.runs == runs and back.ir_load == rep.ir_load
    labels = [s.label for s in e2e.plot([rep]).series]
    assert labels == ["rd (now)", "target 0.3 s"]
    older = e2e.Report("older", [e2e.Run("alias", 1000, 0.2, None, 9.0, True)])
    labels = [s.label for s in e2e.plot([older, older, rep]).series]
    assert labels == ["alias (older)", "rd (now)", "target 0.3 s"]  # the last two reports


def test_peak_memory_is_the_commands_own_not_the_benchmarks() -> None:
    """Linux keeps a process's peak resident set across fork and exec: a command started
    straight from a benchmark holding much memory would report the benchmark's peak."""
    import os

    held = bytearray(400 * 1024 * 1024)  # the benchmark's own memory, touched
    for k in range(0, len(held), 4096):
        held[k] = 1
    wall, peak_mb, out, ok, cpu = e2e.run_command(["--version"], dict(os.environ))
    assert ok and out.startswith("ddpa ") and wall > 0 and cpu > 0
    assert peak_mb < 300, peak_mb


def test_a_repeated_first_question_finds_no_facts_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With repeats, each `rd` starts from the cache as lowering left it (no facts kept),
    and a cell is the run of median wall time."""
    seen: list[list[str]] = []

    def fake_run(argv: list[str], env: dict[str, str]) -> tuple[float, float, str, bool, float]:
        cache = Path(env["XDG_CACHE_HOME"]) / "ddpa"
        seen.append(sorted(p.name for p in cache.iterdir()))
        (cache / f"facts-{len(seen)}").write_text("kept")  # what a question keeps
        return float(len(seen)), 10.0, json.dumps({"stats": {"seconds": 0.1}}), True, 0.5

    monkeypatch.setattr(e2e, "run_command", fake_run)
    rep = e2e.measure([1000], tmp_path, "now", commands=("rd", "rd again"), repeat=3)
    lowered = seen[0]
    assert seen[:3] == [lowered] * 3  # every rd: only what lowering stored
    assert seen[3] == sorted([*lowered, "facts-3"])  # rd again: what rd kept
    assert [(r.command, r.wall) for r in rep.runs] == [("rd", 2.0), ("rd again", 5.0)]


def test_prepare_starts_from_the_cache_as_lowering_left_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`prepare` finds no facts the questions before it kept; `rd prepared` finds what
    `prepare` kept."""
    seen: list[tuple[str, list[str]]] = []

    def fake_run(argv: list[str], env: dict[str, str]) -> tuple[float, float, str, bool, float]:
        cache = Path(env["XDG_CACHE_HOME"]) / "ddpa"
        seen.append((argv[0], sorted(p.name for p in cache.iterdir())))
        (cache / f"facts-{len(seen)}").write_text("kept")
        return 1.0, 10.0, json.dumps({"stats": {"seconds": 0.1}}), True, 0.5

    monkeypatch.setattr(e2e, "run_command", fake_run)
    e2e.measure([1000], tmp_path, "now", commands=("rd", "prepare", "rd prepared"))
    (_, lowered), (_, at_prepare), (_, after) = seen
    assert at_prepare == lowered and after == sorted([*lowered, "facts-2"])


_PROGRAM = """
int count;
int limit = 10;
const int fixed = 3;

static int step(int *p, int *q) {
    int here = *p;
    int sum = here + 1;
    sum = sum + *q;
    count = count + sum;
    return sum;
}

int main(void) {
    int a = 1, b = 2;
    count = 0;
    while (count < limit)
        step(&a, &b);
    return count + fixed;
}
"""


def test_questions_of_a_real_program_are_chosen_from_the_program(tmp_path: Path) -> None:
    """The most used global the program defines, assigns and does not declare `const`; the
    largest function's first local at its first use after a definition; its pointers."""
    from helpers import lower

    p = lower(_PROGRAM, "prog.c")
    qs = e2e.corpus_questions(p, ["prog.c", "--cflags=-DX"])
    lines = _PROGRAM.splitlines()

    def asked(command: str) -> tuple[str, str]:
        q = qs[command]
        assert q[1:3] == ["prog.c", "--cflags=-DX"] and q[-1] == "--json"
        at = q[q.index("--at") + 1]
        var = q[q.index("--var") + 1] if "--var" in q else ""
        return var, lines[int(at.rsplit(":", 1)[1]) - 1]

    var, line = asked("rd")
    assert var == "count" and "count" in line  # used by both functions; `limit` by one
    assert qs["rd again"] == qs["rd"]
    var, line = asked("ru")
    assert var == "count" and "count = count + sum" in line  # its first definition
    var, line = asked("rd local")
    assert (var, line.strip()) == ("here", "int sum = here + 1;")  # main's are not read
    assert qs["rd local first"] == qs["rd local"]
    assert qs["rd address-taken"] == [*qs["rd"][:-1], "--alias", "address-taken", "--json"]
    assert qs["prepare"] == ["prepare", "prog.c", "--cflags=-DX", "--json"]
    assert qs["rd prepared"] == qs["rd"] and qs["ru prepared"] == qs["ru"]
    alias = qs["alias"]
    assert alias[3:5] == ["*p", "*q"]  # step's (main has no pointer)
    assert lines[int(alias[alias.index("--at") + 1].rsplit(":", 1)[1]) - 1].startswith(
        "static int step(")
    assert e2e.corpus_questions(lower("int main(void) { return 0; }", "t.c"), ["t.c"]) == {}


def test_real_programs_get_a_table_of_their_own(tmp_path: Path) -> None:
    runs = [e2e.Run("rd", 1000, 0.5, 0.01, 90.0, True),
            e2e.Run("rd", 6231, 1.45, 0.5, 73.0, True, cpu=1.28, procedures=96,
                    program="bzip2"),
            e2e.Run("alias", 6231, 0.49, 0.0004, 43.0, True, program="bzip2"),
            e2e.Run("integrate", 6231, 8.0, 4.0, 260.0, True, program="bzip2")]
    rep = e2e.Report("now", runs, {1000: 0.01})
    md = e2e.markdown([rep])
    assert "| program | lines | rd | alias | integrate |" in md
    assert "| bzip2 | 6231 | 1.45 s (1.28 s CPU) / 500.0 ms / 73 MB / 96 proc. | " \
           "0.49 s / 0.4 ms / 43 MB | 8.00 s / 4000.0 ms / 260 MB |" in md
    assert "| rd | 0.50 s / 10.0 ms / 90 MB |" in md  # the generated program's row
    assert "6231 lines" not in md  # (a real program is no column of the generated table)
    assert e2e.plot([rep]).series[0].xs == [1000]
    assert rep.row("rd", 6231) is None and rep.row("rd", 6231, "bzip2") is runs[1]
