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
