"""Benchmark plots: PNG by matplotlib, the data beside it as JSON, log axes, error bars."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from matplotlib.container import ErrorbarContainer

from ddpa.bench import dataflow
from ddpa.report.plots import Axis, Plot, Series


def plot() -> Plot:
    return Plot("speedup", Axis("lines", log=True), Axis("x", log=True, lo=0.5),
                (Series("S1", [1000, 10000], [2.0, 20.0], [1.5, 15.0], [2.5, 30.0]),
                 Series("target", [1000, 10000], [10.0, 10.0], guide=True)), "a note")


def test_save_writes_the_png_and_its_data(tmp_path: Path) -> None:
    written = plot().save(tmp_path / "s.png")
    assert written == [tmp_path / "s.png", tmp_path / "s.json"]
    assert (tmp_path / "s.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    data = json.loads((tmp_path / "s.json").read_text())
    assert data["series"][0] == {"label": "S1", "x": [1000, 10000], "y": [2.0, 20.0],
                                 "lo": [1.5, 15.0], "hi": [2.5, 30.0], "guide": False}
    assert data["x"] == {"label": "lines", "log": True, "lo": None, "hi": None}
    assert Plot.load(tmp_path / "s.png") == Plot.from_data(data)
    assert Plot.load(tmp_path / "s.png").data() == plot().data()


def test_axes_scales_and_error_bars_are_drawn() -> None:
    ax = plot().figure().axes[0]
    assert (ax.get_xscale(), ax.get_yscale()) == ("log", "log")
    assert ax.get_ylim()[0] == 0.5 and ax.get_title() == "a note"
    bars = [c for c in ax.containers if isinstance(c, ErrorbarContainer)]
    assert len(bars) == 1 and bars[0].get_label() == "S1"
    (segments,) = [c.get_segments() for c in bars[0].lines[2]]
    assert [(s[0][1], s[1][1]) for s in segments] == [(1.5, 2.5), (15.0, 30.0)]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["S1", "target"]


def test_a_plot_without_data_yet_is_drawn(tmp_path: Path) -> None:
    # `ddpa bench dataflow` redraws its plot after each row: after the examples, before
    # any generated program, its series are empty (and a log axis has nothing to scale)
    times = {"exhaustive": 0.0, "demand": 0.0, "demand-cache": 0.0, "incremental": 0.0}
    example = dataflow.Row("fig1.c", "example", 42, 39, 2, 1, 1, 14, times)
    empty = dataflow.speedup_plot(dataflow.Report([example], None))
    assert all(not s.xs for s in empty.series)
    empty.save(tmp_path / "s.png")
    assert (tmp_path / "s.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    ax = empty.figure().axes[0]
    assert (ax.get_xscale(), ax.get_yscale()) == ("linear", "linear")


def test_series_columns_must_have_one_value_per_point() -> None:
    with pytest.raises(ValueError, match="every column needs 2 values"):
        Series("bad", [1, 2], [1.0])
    with pytest.raises(ValueError, match="every column needs 2 values"):
        Series("bad", [1, 2], [1.0, 2.0], lo=[1.0])


def test_dataflow_plot_is_redrawn_from_its_table() -> None:
    times = {"exhaustive": 4.0, "demand": 1.0, "demand-cache": 2.0, "incremental": 2.0}
    row = dataflow.Row("gen-1K", "generated", 1000, 30, 3, 4, 4, 9, times,
                       slowest={"exhaustive": 5.0, "demand": 2.0, "demand-cache": 2.0,
                                "incremental": 3.0})
    (back,) = dataflow.rows_from_markdown(dataflow.markdown(dataflow.Report([row], None)))
    assert (back.name, back.lines, back.pairs, back.times) == ("gen-1K", 1000, 9, times)
    s1 = dataflow.speedup_plot(dataflow.Report([row], None)).series[0]
    assert (s1.ys, s1.lo, s1.hi) == ([4.0], [2.0], [5.0])  # 4/2 and 5/1 over the runs
    redrawn = dataflow.speedup_plot(dataflow.Report([back], None)).series[0]
    assert (redrawn.ys, redrawn.lo, redrawn.hi) == ([4.0], None, None)  # no runs to spread
    assert back.speedups() == (4.0, 2.0, 2.0, 1.0)  # as printed
