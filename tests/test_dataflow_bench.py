"""The section 5 benchmark harness on tiny inputs (speed is measured, never asserted)."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest

from ddpa.bench import dataflow as bench
from helpers import EXAMPLES, lower_path


def test_measure_a_program_with_every_analyzer() -> None:
    row = bench.measure("dft_fig1.c", "example", lower_path(EXAMPLES / "dft_fig1.c"), 52)
    assert row.agree and row.steps == 4 and row.pairs == 15 and row.procs == 4
    assert set(row.times) == set(bench.ORDER)
    assert len(row.speedups()) == 4


def test_markdown_and_png(tmp_path: Path) -> None:
    code = bench.run_dataflow_bench([300, 600], tmp_path, examples=False, latency_lines=300)
    assert code == 0
    md = (tmp_path / "dataflow.md").read_text()
    assert "| T_ex | T_dd | T_dd^cache | T_incr | S1 | S2 | S3 | S4 |" in md
    assert "gen-300" in md and "gen-600" in md and "One RD query" in md
    png = (tmp_path / "dataflow_speedup.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", png[16:24])
    assert width > 0 and height > 0
    assert zlib.crc32(png[12:29]) & 0xFFFFFFFF == struct.unpack(">I", png[29:33])[0]


def test_chart_draws_every_series() -> None:
    row = bench.Row("gen-1K", "generated", 1000, 1, 1, 1, 1, 1,
                    {"exhaustive": 4.0, "demand": 1.0, "demand-cache": 2.0, "incremental": 2.0})
    img = bench.speedup_png(bench.Report([row], None))
    assert img.startswith(b"\x89PNG") and len(img) > 1000


def test_cli_names_the_known_benchmarks(capsys: pytest.CaptureFixture[str]) -> None:
    from ddpa.cli.main import main

    assert main(["bench", "nonsense"]) != 0
    err = capsys.readouterr().err
    assert "unknown benchmark 'nonsense'" in err and "dataflow" in err
    assert all(name in err for name in ("callgraph", "symex", "bidir", "realcode"))
    with pytest.raises(SystemExit) as usage:
        main(["bench", "dataflow", "--sizes", "1k"])
    assert usage.value.code == 2
    assert "argument --sizes: each item must be a positive integer, not '1k'" \
        in capsys.readouterr().err


def test_cli_says_what_is_wrong_with_out_and_baseline(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # before anything is measured, one line each, never a traceback
    from ddpa.cli.main import main

    blocked = tmp_path / "file"
    blocked.write_text("")
    assert main(["bench", "frontend", "--sizes", "10", "--out", str(blocked / "x")]) == 1
    assert capsys.readouterr().err.strip() == f"ddpa: --out {blocked / 'x'}: Not a directory"
    missing = tmp_path / "none.json"
    assert main(["bench", "endtoend", "--sizes", "10", "--out", str(tmp_path),
                 "--baseline", str(missing)]) == 1
    assert capsys.readouterr().err.strip() == \
        f"ddpa: --baseline {missing}: No such file or directory"
    other = tmp_path / "other.json"
    other.write_text('{"label": "x"}')
    assert main(["bench", "endtoend", "--sizes", "10", "--out", str(tmp_path),
                 "--baseline", str(other)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"ddpa: --baseline {other}: not the runs of an earlier report")
    assert err.count("\n") == 1
