"""The front-end benchmark runs end to end on a small program and writes its table."""

from __future__ import annotations

from pathlib import Path

from ddpa.bench.frontend import run_frontend_bench


def test_frontend_bench_writes_its_table(tmp_path: Path) -> None:
    assert run_frontend_bench([300], str(tmp_path), repeat=1) == 0
    table = (tmp_path / "frontend.md").read_text()
    rows = [line for line in table.splitlines() if line.startswith("| 3")]
    assert len(rows) == 1
    cells = [c.strip() for c in rows[0].strip("|").split("|")]
    assert len(cells) == 11 and int(cells[-1]) > 0  # IR nodes of the lowered program


def test_cxx_corpus_tables_report_kinds_and_crashes() -> None:
    from ddpa.bench.frontend import CorpusRow, corpus_markdown, diagnostic_kind

    assert diagnostic_kind("reference to 'x' could not be resolved") == \
        "reference to ... could not be resolved"
    ok = CorpusRow("p", 2, 1.0, 1.5, 100, 10, {"a kind": 3, "b": 1},
                   unmodelled={"f": 2, "g": 5})
    bad = CorpusRow("q", 1, 0.5, 0.0, 0, 0, {}, "KeyError: '.*'")
    timing, diags = corpus_markdown([ok, bad])
    assert "| p | 2 | 1.00 | 1.50 | 1.50x | 10 | 100 |" in timing
    assert "| q | 1 | 0.50 | crash |" in timing
    assert diags.index("| p | a kind | 3 |") < diags.index("| p | b | 1 |")
    assert "| q | crash: KeyError: '.*' | 1 |" in diags
    assert "| p | 7 | 2 | `g` (5), `f` (2) |" in diags
    assert diagnostic_kind("base 'B<T>' of 'D<int>' depends on the template's parameters") \
        == "base ... of ... depends on the template's parameters"
