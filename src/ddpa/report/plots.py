"""Benchmark line plots drawn by matplotlib (Agg), each written with its data beside it as JSON.

A `Plot` is data: a title, two axes (linear or logarithmic) and its series, each series
optionally with error bars (the spread of repeated runs). `Plot.save(path)` writes the
PNG and, with the same stem, a `.json` file holding exactly what was drawn, so that a
figure can be checked, compared or redrawn (`Plot.load`) without measuring again.
The figure is made on its own Agg canvas (no pyplot, no global state, no display).
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from matplotlib.axis import Axis as MplAxis
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter

TITLE_SIZE = 13
LABEL_SIZE = 11
NOTE_SIZE = 9


@dataclass(frozen=True)
class Axis:
    """An axis: its label, logarithmic or not, and optional fixed limits."""

    label: str
    log: bool = False
    lo: float | None = None
    hi: float | None = None


@dataclass(frozen=True)
class Series:
    """One line. `lo` and `hi`, when given, are the ends of each point's error bar (e.g.
    the fastest and slowest of repeated runs); `guide` draws a dashed reference line (a
    target) without markers."""

    label: str
    xs: Sequence[float]
    ys: Sequence[float]
    lo: Sequence[float] | None = None
    hi: Sequence[float] | None = None
    guide: bool = False

    def __post_init__(self) -> None:
        n = len(self.xs)
        if len(self.ys) != n or any(b is not None and len(b) != n for b in (self.lo, self.hi)):
            raise ValueError(f"series '{self.label}': every column needs {n} values")


@dataclass(frozen=True)
class Plot:
    title: str
    x: Axis
    y: Axis
    series: Sequence[Series] = field(default_factory=tuple)
    note: str = ""  # a line under the title (what the data is, where it comes from)

    # --- data --------------------------------------------------------------------------

    def data(self) -> dict[str, Any]:
        """What the plot shows, as JSON-ready values."""
        return {
            "title": self.title, "note": self.note,
            "x": _axis_data(self.x), "y": _axis_data(self.y),
            "series": [{"label": s.label, "x": list(s.xs), "y": list(s.ys),
                        "lo": None if s.lo is None else list(s.lo),
                        "hi": None if s.hi is None else list(s.hi), "guide": s.guide}
                       for s in self.series],
        }

    @staticmethod
    def from_data(d: dict[str, Any]) -> Plot:
        series = tuple(Series(s["label"], s["x"], s["y"], s.get("lo"), s.get("hi"),
                              bool(s.get("guide"))) for s in d["series"])
        return Plot(d["title"], Axis(**d["x"]), Axis(**d["y"]), series, d.get("note", ""))

    @staticmethod
    def load(path: str | Path) -> Plot:
        """The plot whose data `save` wrote beside `path` (the PNG's or the JSON's path)."""
        return Plot.from_data(json.loads(Path(path).with_suffix(".json").read_text()))

    # --- drawing -----------------------------------------------------------------------

    def figure(self) -> Figure:
        fig = Figure(figsize=(7.5, 4.8), dpi=110, layout="constrained")
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
        handles: list[Any] = []  # the legend follows the order of the series
        for s in self.series:
            if s.guide:
                handles += ax.plot(s.xs, s.ys, linestyle="--", color="0.55", linewidth=1.2,
                                   label=s.label)
            elif s.lo is not None and s.hi is not None:
                below = [max(0.0, y - lo) for y, lo in zip(s.ys, s.lo, strict=True)]
                above = [max(0.0, hi - y) for y, hi in zip(s.ys, s.hi, strict=True)]
                handles.append(ax.errorbar(s.xs, s.ys, yerr=[below, above], marker="o",
                                           markersize=4, capsize=3, linewidth=1.5,
                                           label=s.label))
            else:
                handles += ax.plot(s.xs, s.ys, marker="o", markersize=4, linewidth=1.5,
                                   label=s.label)
        # a log axis needs a positive value to show (a benchmark redraws its plot after
        # every row, before the rows it plots are measured): until then it stays linear
        if self.x.log and any(x > 0 for s in self.series for x in s.xs):
            ax.set_xscale("log")
            _plain_log_labels(ax.xaxis)
        if self.y.log and any(y > 0 for s in self.series for y in s.ys):
            ax.set_yscale("log")
            _plain_log_labels(ax.yaxis)
        if self.x.lo is not None or self.x.hi is not None:
            ax.set_xlim(self.x.lo, self.x.hi)
        if self.y.lo is not None or self.y.hi is not None:
            ax.set_ylim(self.y.lo, self.y.hi)
        fig.suptitle(self.title, fontsize=TITLE_SIZE)
        if self.note:
            ax.set_title(self.note, fontsize=NOTE_SIZE, color="0.35")
        ax.set_xlabel(self.x.label, fontsize=LABEL_SIZE)
        ax.set_ylabel(self.y.label, fontsize=LABEL_SIZE)
        ax.grid(True, which="major", alpha=0.35)
        if self.x.log or self.y.log:
            ax.grid(True, which="minor", alpha=0.12)
        if self.series:
            ax.legend(handles=handles, fontsize=9, frameon=False)
        return fig

    def png(self) -> bytes:
        buf = io.BytesIO()
        self.figure().savefig(buf, format="png", metadata={"Software": None})
        return buf.getvalue()

    def save(self, path: str | Path) -> list[Path]:
        """Write the PNG at `path` and its data at the same stem with `.json`."""
        png = Path(path)
        data = png.with_suffix(".json")
        png.write_bytes(self.png())
        data.write_text(json.dumps(self.data(), indent=1) + "\n")
        return [png, data]


def _plain_log_labels(axis: MplAxis) -> None:
    """Decimal tick labels on a log axis (0.05, 200, 10000 rather than powers of ten); the
    2 and 5 between decades are labelled too when the axis spans less than three decades."""
    def major(v: float, _: int) -> str:
        return f"{v:g}"

    def minor(v: float, _: int) -> str:
        lo, hi = axis.get_view_interval()
        if lo <= 0 or hi / lo >= 1000:
            return ""
        mantissa = round(v / 10 ** math.floor(math.log10(v) + 1e-9))
        return f"{v:g}" if mantissa in (2, 5) else ""

    axis.set_major_formatter(FuncFormatter(major))
    axis.set_minor_formatter(FuncFormatter(minor))


def _axis_data(a: Axis) -> dict[str, Any]:
    return {"label": a.label, "log": a.log, "lo": a.lo, "hi": a.hi}
