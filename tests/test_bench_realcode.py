"""The real-code benchmark: its measurements on a toy corpus program, limits, tables."""

from __future__ import annotations

import hashlib
import io
import json
import tarfile
import time
from pathlib import Path

import pytest

import ddpa.bench.corpus as corpus
from ddpa.bench.realcode import (
    JsonDict,
    RealcodeConfig,
    bounded,
    markdown,
    run_realcode_bench,
    unknown_calls,
)
from ddpa.cli.main import main
from helpers import lower

TOY = b"""int g;
int *p;
extern void mystery(int *);
static void set(void) { p = &g; }
int get(void) { return g; }
int main(void) { set(); mystery(&g); mystery(p); return get() + *p; }
"""


@pytest.fixture
def toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A corpus program `toy` (TOY in an archive), with a private cache."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        info = tarfile.TarInfo("toy-1/toy.c")
        info.size = len(TOY)
        tar.addfile(info, io.BytesIO(TOY))
    path = tmp_path / "toy-1.tar.gz"
    path.write_bytes(buf.getvalue())
    prog = corpus.CorpusProgram("toy", "a toy", path.as_uri(),
                                hashlib.sha256(buf.getvalue()).hexdigest(), "toy-1", (".",),
                                ("toy.c",))
    monkeypatch.setitem(corpus.CORPUS, "toy", prog)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return "toy"


def test_unknown_calls_counts_calls_of_functions_without_body_or_model() -> None:
    u = unknown_calls(lower(TOY.decode()))
    assert u == {"calls": 2, "distinct": 1, "top": [["mystery", 2]]}


def test_the_toy_program_measured_end_to_end(toy: str, tmp_path: Path) -> None:
    cfg = RealcodeConfig((toy,), str(tmp_path / "out"), timeout=120)
    logged: list[str] = []
    assert run_realcode_bench(cfg, logged.append) == 0
    data = json.loads((tmp_path / "out" / "realcode.json").read_text())
    assert data["schema"] == "ddpa.bench.realcode/1"
    (row,) = data["programs"]
    assert row["lowering"] == "ok" and row["lines"] == 6 and row["diagnostics"] == {}
    du, al = row["defuse"], row["alias"]
    assert du["status"] == "ok" and al["status"] == "ok", (du, al)
    # `g` defined by mystery(&g) in main and used in get: a pair defined by a library call;
    # `p` defined in set and used in main is not
    assert 1 <= du["library_pairs"] < du["inter_pairs"]
    assert du["library_share"] == du["library_pairs"] / du["inter_pairs"]
    assert al["dda_exh_agree"] <= al["dda_complete"] <= al["queries"]
    text = (tmp_path / "out" / "realcode.md").read_text()
    assert "| toy | 6 | ok |" in text and "`mystery` (2)" in text
    assert any("def-use" in line for line in logged)


def test_a_measurement_past_its_time_is_a_timeout() -> None:
    out = bounded(lambda: (time.sleep(30), {"status": "ok"})[1], 0.5, 1024)
    assert out == {"status": "timeout", "seconds": 0.5}


def test_a_failing_measurement_is_reported_not_raised() -> None:
    def fails() -> JsonDict:
        raise ValueError("bad IR")

    def exhausts() -> JsonDict:
        raise MemoryError

    assert bounded(fails, 60, 1024)["status"] == "error: ValueError: bad IR"
    assert bounded(exhausts, 60, 1024)["status"] == "out of memory"


def test_tables_say_which_measurements_did_not_finish() -> None:
    rows: list[JsonDict] = [
        {"name": "big", "lowering": "ok", "lines": 1000, "diagnostics": {"old C accepted": 1},
         "unknown_externals": {"calls": 0, "distinct": 0, "top": []},
         "defuse": {"status": "timeout", "seconds": 300}, "alias": {"status": "died"}},
        {"name": "bad", "lowering": "error: x.c:1:1: error: nope"},
    ]
    text = markdown(rows, RealcodeConfig(("big", "bad")))
    assert "| big | 1,000 | ok | timeout (300 s) | – | 0 (0) | died |" in text
    assert "| bad | – | error: x.c:1:1: error: nope |" in text
    assert "| big | old C accepted: 1 |" in text


def test_an_unknown_corpus_name_is_one_error_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "realcode", "--corpus", "nosuch"]) == 1
    assert capsys.readouterr().err.startswith("ddpa: unknown corpus program 'nosuch'")


def test_a_partial_run_keeps_the_other_rows(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Re-measuring one program replaces its row, keeps the others in order, and the table
    says what was measured and which rows ran under other limits."""
    import ddpa.bench.realcode as realcode

    def fake(name: str, cfg: RealcodeConfig, log: object) -> JsonDict:
        return {"name": name, "date": "2026-01-02", "lowering": "error: new"}

    monkeypatch.setattr(realcode, "measure_program", fake)
    out = tmp_path / "out"
    out.mkdir()
    earlier = RealcodeConfig(("a", "b", "c"), str(out), timeout=60)
    realcode.write([{"name": n, "lowering": "error: old"} for n in "abc"], earlier, out)
    assert run_realcode_bench(RealcodeConfig(("b",), str(out), timeout=60), print) == 0
    data = json.loads((out / "realcode.json").read_text())
    assert [(r["name"], r["lowering"]) for r in data["programs"]] == [
        ("a", "error: old"), ("b", "error: new"), ("c", "error: old")]
    text = (out / "realcode.md").read_text()
    assert "on 2026-01-02: b; on an earlier date: a, c." in text
    assert "other limits" not in text
    assert run_realcode_bench(RealcodeConfig(("c",), str(out), timeout=300), print) == 0
    text = (out / "realcode.md").read_text()
    assert "Measured under other limits: a (60 s, 6144 MiB, 500 queries); " \
        "b (60 s, 6144 MiB, 500 queries)." in text


def test_the_command_line_sets_each_measurement_s_limits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import ddpa.bench.realcode as realcode

    seen: list[RealcodeConfig] = []
    monkeypatch.setattr(realcode, "run_realcode_bench",
                        lambda cfg, log: seen.append(cfg) or 0)
    assert main(["bench", "realcode", "--corpus", "lz4", "--out", str(tmp_path),
                 "--timeout-per-program", "900", "--memory-per-program", "8192"]) == 0
    assert (seen[0].corpus, seen[0].timeout, seen[0].memory_mib) == (("lz4",), 900.0, 8192)


def test_the_memory_limit_is_on_what_a_measurement_adds() -> None:
    """A child that begins with a large address space (the benchmark's, after lowering
    with libclang) still has the limit's worth to allocate, and no more."""
    held = bytearray(512 * 1024 * 1024)  # what the benchmark holds when it forks

    def grow(mib: int) -> JsonDict:
        block = bytearray(mib * 1024 * 1024)
        return {"status": "ok", "size": len(block)}

    assert bounded(lambda: grow(200), 60, 400)["status"] == "ok"
    assert bounded(lambda: grow(800), 60, 400)["status"] == "out of memory"
    del held
