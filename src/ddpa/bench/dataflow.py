"""Benchmark of section 5 (Table 5): T_ex, T_dd, T_dd^cache, T_incr and speedups S1-S4.

Duesterwald, Gupta and Soffa (ICSE 1996, section 5) integrate every program bottom-up and
accumulate the analysis time each analyzer spends computing `Cross(p, q)` (Figure 2) over
all steps: T_ex (exhaustive, re-run over the affected procedures each step), T_dd
(demand-driven), T_dd^cache (demand-driven with the section 4.3 cache) and T_incr
(incremental), with S1 = T_ex/T_dd, S2 = T_ex/T_dd^cache, S3 = T_incr/T_dd and
S4 = T_incr/T_dd^cache. Here the programs are the bundled examples and generated programs
of increasing size. Times exclude parsing, building the model and unit testing (common to
all analyzers); each is the fastest of `repeat` runs with fresh analyzers, and the four
analyzers' cross pairs are compared at every step.

The latency of one RD query is measured on the generated program of about 10K lines: the
median over a deterministic sample of uses, with side effects computed by earlier queries
(the paper keeps them between queries) and without the cache.

Run as `python -m ddpa.bench.dataflow [--sizes 1000,2000,...] [--out bench/results]`.
The table goes to `dataflow.md`, the speedup plot to `dataflow_speedup.png` (drawn by the
small PNG writer below: no plotting library is needed).
"""

from __future__ import annotations

import argparse
import itertools
import math
import platform
import random
import statistics
import struct
import sys
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

# --- a tiny PNG line chart -------------------------------------------------------------

RGB = tuple[int, int, int]

# 5x7 glyphs, one 5-bit row per entry, most significant bit on the left.
_FONT: dict[str, tuple[int, ...]] = {
    "A": (14, 17, 17, 31, 17, 17, 17), "B": (30, 17, 17, 30, 17, 17, 30),
    "C": (14, 17, 16, 16, 16, 17, 14), "D": (30, 17, 17, 17, 17, 17, 30),
    "E": (31, 16, 16, 30, 16, 16, 31), "F": (31, 16, 16, 30, 16, 16, 16),
    "G": (14, 17, 16, 23, 17, 17, 15), "H": (17, 17, 17, 31, 17, 17, 17),
    "I": (14, 4, 4, 4, 4, 4, 14), "J": (7, 2, 2, 2, 2, 18, 12),
    "K": (17, 18, 20, 24, 20, 18, 17), "L": (16, 16, 16, 16, 16, 16, 31),
    "M": (17, 27, 21, 21, 17, 17, 17), "N": (17, 17, 25, 21, 19, 17, 17),
    "O": (14, 17, 17, 17, 17, 17, 14), "P": (30, 17, 17, 30, 16, 16, 16),
    "Q": (14, 17, 17, 17, 21, 18, 13), "R": (30, 17, 17, 30, 20, 18, 17),
    "S": (15, 16, 16, 14, 1, 1, 30), "T": (31, 4, 4, 4, 4, 4, 4),
    "U": (17, 17, 17, 17, 17, 17, 14), "V": (17, 17, 17, 17, 17, 10, 4),
    "W": (17, 17, 17, 21, 21, 21, 10), "X": (17, 17, 10, 4, 10, 17, 17),
    "Y": (17, 17, 17, 10, 4, 4, 4), "Z": (31, 1, 2, 4, 8, 16, 31),
    "0": (14, 17, 19, 21, 25, 17, 14), "1": (4, 12, 4, 4, 4, 4, 14),
    "2": (14, 17, 1, 2, 4, 8, 31), "3": (31, 2, 4, 2, 1, 17, 14),
    "4": (2, 6, 10, 18, 31, 2, 2), "5": (31, 16, 30, 1, 1, 17, 14),
    "6": (6, 8, 16, 30, 17, 17, 14), "7": (31, 1, 2, 4, 8, 8, 8),
    "8": (14, 17, 17, 14, 17, 17, 14), "9": (14, 17, 17, 15, 1, 2, 12),
    ".": (0, 0, 0, 0, 0, 12, 12), "-": (0, 0, 0, 31, 0, 0, 0),
    "/": (0, 1, 2, 4, 8, 16, 0), "(": (2, 4, 8, 8, 8, 4, 2), ")": (8, 4, 2, 2, 2, 4, 8),
    "=": (0, 0, 31, 0, 31, 0, 0), " ": (0, 0, 0, 0, 0, 0, 0), ",": (0, 0, 0, 0, 12, 4, 8),
    ":": (0, 12, 12, 0, 12, 12, 0),
}

WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
GREY: RGB = (210, 210, 210)
PALETTE: tuple[RGB, ...] = ((31, 119, 180), (255, 127, 14), (44, 160, 44), (214, 39, 40),
                            (148, 103, 189), (140, 86, 75))


class Canvas:
    """An RGB raster with lines, boxes and 5x7 text."""

    def __init__(self, width: int, height: int) -> None:
        self.w, self.h = width, height
        self.px = bytearray(WHITE * (width * height))

    def dot(self, x: int, y: int, c: RGB) -> None:
        if 0 <= x < self.w and 0 <= y < self.h:
            i = (y * self.w + x) * 3
            self.px[i:i + 3] = bytes(c)

    def box(self, x0: int, y0: int, x1: int, y1: int, c: RGB) -> None:
        for y in range(max(0, y0), min(self.h, y1 + 1)):
            for x in range(max(0, x0), min(self.w, x1 + 1)):
                self.dot(x, y, c)

    def line(self, x0: int, y0: int, x1: int, y1: int, c: RGB, width: int = 1,
             dash: int = 0) -> None:
        """Bresenham's line, thickened by `width`, dashed every `dash` pixels if set."""
        dx, dy = abs(x1 - x0), -abs(y1 - y0)
        sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
        err, step = dx + dy, 0
        half = width // 2
        while True:
            if not dash or (step // dash) % 2 == 0:
                self.box(x0 - half, y0 - half, x0 + half, y0 + half, c)
            if x0 == x1 and y0 == y1:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x0 += sx
            if e2 <= dx:
                err += dx
                y0 += sy
            step += 1

    def text(self, x: int, y: int, s: str, c: RGB = BLACK, scale: int = 2) -> None:
        for ch in s.upper():
            rows = _FONT.get(ch, _FONT[" "])
            for r, bits in enumerate(rows):
                for col in range(5):
                    if bits >> (4 - col) & 1:
                        self.box(x + col * scale, y + r * scale,
                                 x + col * scale + scale - 1, y + r * scale + scale - 1, c)
            x += 6 * scale

    def png(self) -> bytes:
        raw = b"".join(b"\x00" + bytes(self.px[y * self.w * 3:(y + 1) * self.w * 3])
                       for y in range(self.h))
        header = struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + \
            _chunk(b"IDAT", zlib.compress(raw, 9)) + _chunk(b"IEND", b"")


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


@dataclass(frozen=True)
class Series:
    label: str
    points: Sequence[tuple[float, float]]  # (x, y), x > 0


def line_chart(series: Sequence[Series], title: str, xlabel: str, ylabel: str,
               hlines: Sequence[float] = (1.0,), width: int = 900, height: int = 520) -> bytes:
    """A chart with a logarithmic x axis, a linear y axis from 0, one line per series."""
    cv = Canvas(width, height)
    left, right, top, bottom = 90, 230, 60, 80
    xs = [x for s in series for x, _ in s.points] or [1.0, 10.0]
    ys = [y for s in series for _, y in s.points] + list(hlines) + [1.0]
    lo, hi = math.log10(min(xs)) - 0.1, math.log10(max(xs)) + 0.1
    ymax = _nice(max(ys) * 1.1)

    def px(x: float, y: float) -> tuple[int, int]:
        fx = (math.log10(x) - lo) / (hi - lo)
        return (left + round(fx * (width - left - right)),
                height - bottom - round(y / ymax * (height - top - bottom)))

    _axes(cv, ymax, left, right, top, bottom, px, xs)
    for y in hlines:
        a, b = px(10 ** lo, y), px(10 ** hi, y)
        cv.line(a[0], a[1], b[0], b[1], (120, 120, 120), 1, dash=6)
    for i, s in enumerate(series):
        color = PALETTE[i % len(PALETTE)]
        pts = [px(x, y) for x, y in sorted(s.points)]
        for (x0, y0), (x1, y1) in itertools.pairwise(pts):
            cv.line(x0, y0, x1, y1, color, 3)
        for x, y in pts:
            cv.box(x - 4, y - 4, x + 4, y + 4, color)
        ly = top + 10 + i * 26
        cv.box(width - right + 20, ly, width - right + 40, ly + 12, color)
        cv.text(width - right + 48, ly, s.label, BLACK, 2)
    cv.text(left + 10, 12, title, BLACK, 2)
    cv.text(left + (width - left - right) // 2 - 40, height - 30, xlabel, BLACK, 2)
    cv.text(8, top - 24, ylabel, BLACK, 2)
    return cv.png()


def _axes(cv: Canvas, ymax: float, left: int, right: int, top: int, bottom: int,
          px: object, xs: Sequence[float]) -> None:
    assert callable(px)
    w, h = cv.w, cv.h
    for k in range(6):
        y = ymax * k / 5
        _, yy = px(min(xs), y)
        cv.line(left, yy, w - right, yy, GREY)
        cv.text(10, yy - 7, _fmt(y), BLACK, 2)
    for x in sorted(set(xs)):
        xx, _ = px(x, 0)
        cv.line(xx, h - bottom, xx, h - bottom + 6, BLACK)
        cv.text(xx - 14, h - bottom + 12, _kilo(x), BLACK, 2)
    cv.line(left, top, left, h - bottom, BLACK, 2)
    cv.line(left, h - bottom, w - right, h - bottom, BLACK, 2)


def _nice(v: float) -> float:
    if v <= 0:
        return 1.0
    mag = 10.0 ** math.floor(math.log10(v))
    for m in (1.0, 2.0, 2.5, 5.0, 10.0):
        if v <= m * mag:
            return m * mag
    return 10.0 * mag


def _fmt(v: float) -> str:
    return f"{v:.0f}" if v >= 10 or v == int(v) else f"{v:.1f}"


def _kilo(x: float) -> str:
    return f"{x / 1000:.0f}K" if x >= 1000 else f"{x:.0f}"


# --- measuring -----------------------------------------------------------------------------

#: Generated programs in the paper's setting: scalars, arrays, globals, value parameters,
#: recursion and library calls, no pointer-heavy features (see the module docstring).
PAPER_LIKE = {"use_pointers": False, "use_structs": False, "use_heap": False,
              "use_function_pointers": False, "use_strings": False}
ORDER = ("exhaustive", "demand", "demand-cache", "incremental")


@dataclass
class Row:
    """One program of Table 5."""

    name: str
    kind: str  # "example", "generated" or "generated (pointers)"
    lines: int
    nodes: int
    procs: int
    calls: int
    steps: int
    pairs: int
    times: dict[str, float] = field(default_factory=dict)
    agree: bool = True

    def speedups(self) -> tuple[float, float, float, float]:
        t = self.times
        ex, dd, ddc, inc = t["exhaustive"], t["demand"], t["demand-cache"], t["incremental"]
        return (_ratio(ex, dd), _ratio(ex, ddc), _ratio(inc, dd), _ratio(inc, ddc))


def _ratio(a: float, b: float) -> float:
    return a / b if b > 0 else math.inf


@dataclass
class Latency:
    lines: int
    queries: int
    median_ms: float
    p90_ms: float
    cold_median_ms: float


def _prepare(model: object) -> None:
    """Compute the whole-program facts every analyzer shares before any clock starts."""
    from ddpa.analyses.dataflow.demand import binds_initial
    from ddpa.analyses.dataflow.model import Model

    assert isinstance(model, Model)
    for f in model.funcs:
        model.mod_star(f.index)
        model.ref_star(f.index)
        for site in f.calls:
            for bk in site.binds:
                for b in bk:
                    binds_initial(model, site.gid, b)


def measure(name: str, kind: str, program: object, lines: int, repeat: int = 1) -> Row:
    """Run the integration with every analyzer; keep the fastest of `repeat` runs."""
    from ddpa.analyses.dataflow.model import Model
    from ddpa.clients.integration import IntegrationTester, unit_phase
    from ddpa.ir.program import Program

    assert isinstance(program, Program)
    m = Model(program)
    _prepare(m)
    unit = unit_phase(m)
    times: dict[str, float] = {}
    found: dict[str, list[frozenset[tuple[int, int]]]] = {}
    pairs = steps = 0
    reps = max(1, repeat) if m.node_count > 2000 else max(5, repeat)  # tiny: less noise
    for _ in range(reps):
        for an in ORDER:
            run = IntegrationTester(m, an).run(unit=unit)
            times[an] = min(times.get(an, math.inf), run.seconds)
            found[an] = [s.cross.pairs for s in run.steps]
            pairs, steps = len(run.requirements.all_uses()), len(run.steps)
    agree = all(found[an] == found[ORDER[0]] for an in ORDER)
    calls = sum(1 for f in m.funcs for s in f.calls if s.targets)
    return Row(name, kind, lines, m.node_count, len(m.funcs), calls, steps, pairs, times, agree)


def rd_latency(program: object, lines: int, samples: int = 1000, seed: int = 0) -> Latency:
    """Median time of one RD query (demand-driven, no cache) on `program`."""
    from ddpa.analyses.dataflow.demand import DemandAnalyzer
    from ddpa.analyses.dataflow.model import Model
    from ddpa.ir.program import Program

    assert isinstance(program, Program)
    m = Model(program)
    _prepare(m)
    uses = [(v, n) for n in range(m.node_count) for v in m.node_use[n]]
    pick = random.Random(seed).sample(uses, min(samples, len(uses)))
    a = DemandAnalyzer(m)
    cold = [_timed(a, v, n) for v, n in pick]
    warm = sorted(_timed(a, v, n) for v, n in pick)
    return Latency(lines, len(pick), float(statistics.median(warm)) * 1000,
                   warm[int(0.9 * (len(warm) - 1))] * 1000,
                   float(statistics.median(cold)) * 1000)


def _timed(a: object, v: int, n: int) -> float:
    from ddpa.analyses.dataflow.demand import DemandAnalyzer

    assert isinstance(a, DemandAnalyzer)
    t0 = time.perf_counter()
    a.rd(v, n)
    return time.perf_counter() - t0


def _generated(lines: int, paper_like: bool) -> tuple[object, int]:
    from ddpa.bench.generator import GenConfig, generate
    from ddpa.frontend.clang import lower_source

    cfg = GenConfig(seed=lines, target_lines=lines, **(PAPER_LIKE if paper_like else {}))
    gen = generate(cfg)
    return lower_source(gen.source, f"gen{lines}.c"), gen.lines


def _examples() -> list[tuple[str, object, int]]:
    from ddpa.demo import example_programs, examples_dir
    from ddpa.loader import LoadOptions, load_program

    out: list[tuple[str, object, int]] = []
    root = examples_dir()
    for label, files, compdb in example_programs(root):
        prog = load_program(files, LoadOptions(compdb=compdb)).program
        if compdb is not None:  # every source and header of the compilation database's folder
            folder = Path(compdb).parent
            files = [str(f) for f in sorted(folder.iterdir()) if f.suffix in (".c", ".h")]
        out.append((label, prog, sum(_count_lines(f) for f in files)))
    return out


def _count_lines(path: str) -> int:
    try:
        return len(Path(path).read_text(errors="replace").splitlines())
    except OSError:
        return 0


@dataclass
class Report:
    rows: list[Row]
    latency: Latency | None


def collect(sizes: Sequence[int], full_sizes: Sequence[int] = (), repeat: int = 1,
            examples: bool = True, latency_lines: int | None = 10000,
            log: Callable[[str], None] = lambda s: None) -> Report:
    """Measure the examples and the generated programs."""
    rows: list[Row] = []
    if examples:
        for label, prog, lines in _examples():
            rows.append(measure(label, "example", prog, lines, repeat))
            log(_row_log(rows[-1]))
    for kind, paper_like, szs in (("generated", True, sizes),
                                  ("generated (pointers)", False, full_sizes)):
        for n in szs:
            prog, lines = _generated(n, paper_like)
            rows.append(measure(f"gen-{n // 1000}K" if n >= 1000 else f"gen-{n}", kind, prog,
                                lines, repeat))
            log(_row_log(rows[-1]))
    latency = None
    if latency_lines:
        prog, lines = _generated(latency_lines, True)
        latency = rd_latency(prog, lines)
        log(f"RD latency on {lines} lines: median {latency.median_ms:.3f} ms")
    return Report(rows, latency)


def _row_log(r: Row) -> str:
    t = " ".join(f"{k}={r.times[k]:.3f}s" for k in ORDER)
    return f"{r.name} ({r.lines} lines): {t}" + ("" if r.agree else " DISAGREE")


# --- writing -----------------------------------------------------------------------------------


def markdown(report: Report) -> str:
    head = ("| program | kind | lines | N | P | calls | steps | pairs | T_ex | T_dd | "
            "T_dd^cache | T_incr | S1 | S2 | S3 | S4 | same pairs |")
    out = [
        "# Data-flow integration testing: demand-driven vs exhaustive (paper 000, Table 5)",
        "",
        "Accumulated analysis time (seconds) of `ComputeCross` over every bottom-up "
        "integration step, per analyzer; S1 = T_ex/T_dd, S2 = T_ex/T_dd^cache, "
        "S3 = T_incr/T_dd, S4 = T_incr/T_dd^cache. N: CFG nodes, P: procedures, calls: call "
        "sites of procedures with bodies, pairs: def-use pairs required (unit testing and "
        "all steps). Parsing, model construction and unit testing are not timed. "
        "Generated programs: `GenConfig(seed=lines, target_lines=lines)` without pointers, "
        "structs, heap, function pointers and strings (the paper's setting); "
        "\"pointers\" rows use every feature with the default alias oracle.",
        "",
        head,
        "|" + "|".join(["---"] * (head.count("|") - 1)) + "|",
    ]
    for r in report.rows:
        t = r.times
        s = r.speedups()
        out.append(
            f"| {r.name} | {r.kind} | {r.lines} | {r.nodes} | {r.procs} | {r.calls} | "
            f"{r.steps} | {r.pairs} | {t['exhaustive']:.3f} | {t['demand']:.3f} | "
            f"{t['demand-cache']:.3f} | {t['incremental']:.3f} | "
            + " | ".join(f"{x:.1f}" for x in s) + f" | {'yes' if r.agree else 'NO'} |")
    if report.latency is not None:
        lat = report.latency
        out += ["", f"One RD query (demand-driven, no cache) on the generated program of "
                f"{lat.lines} lines, {lat.queries} uses sampled: median {lat.median_ms:.3f} ms, "
                f"90th percentile {lat.p90_ms:.3f} ms (side effects already computed by "
                f"earlier queries); first-time median {lat.cold_median_ms:.3f} ms."]
    out += ["", f"Python {platform.python_version()} on {platform.machine()} "
            f"({platform.system()})."]
    return "\n".join(out) + "\n"


def speedup_png(report: Report) -> bytes:
    gen = [r for r in report.rows if r.kind == "generated"]
    labels = ("S1 EX/DD", "S2 EX/DDC", "S3 INC/DD", "S4 INC/DDC")
    series = [Series(lab, [(float(r.lines), r.speedups()[i]) for r in gen
                           if math.isfinite(r.speedups()[i])])
              for i, lab in enumerate(labels)]
    return line_chart(series, "DEMAND-DRIVEN SPEEDUP (PAPER 000, TABLE 5)", "LINES",
                      "SPEEDUP", hlines=(1.0, 10.0))


def run_dataflow_bench(sizes: Sequence[int], out_dir: str | Path, repeat: int = 1,
                       full_sizes: Sequence[int] = (), examples: bool = True,
                       latency_lines: int | None = 10000,
                       log: Callable[[str], None] = lambda s: None) -> int:
    """Measure, then write `dataflow.md` and `dataflow_speedup.png` into `out_dir`."""
    report = collect(sizes, full_sizes, repeat, examples, latency_lines, log)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "dataflow.md").write_text(markdown(report))
    (out / "dataflow_speedup.png").write_bytes(speedup_png(report))
    return 0 if all(r.agree for r in report.rows) else 1


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ddpa.bench.dataflow", description=__doc__)
    p.add_argument("--sizes", default="1000,2000,5000,10000,20000,50000")
    p.add_argument("--full-sizes", default="1000,2000",
                   help="generated programs with pointers, structs and heap")
    p.add_argument("--repeat", type=int, default=1)
    p.add_argument("--out", default="bench/results")
    p.add_argument("--no-examples", action="store_true")
    p.add_argument("--latency-lines", type=int, default=10000)
    args = p.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s]
    full = [int(s) for s in args.full_sizes.split(",") if s]
    return run_dataflow_bench(sizes, args.out, args.repeat, full, not args.no_examples,
                              args.latency_lines or None,
                              lambda s: print(s, file=sys.stderr, flush=True))


if __name__ == "__main__":
    sys.exit(main())
