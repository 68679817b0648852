"""Benchmark of section 5 (Table 5): T_ex, T_dd, T_dd^cache, T_incr and speedups S1-S4.

Duesterwald, Gupta and Soffa (ICSE 1996, section 5) integrate every program bottom-up and
accumulate the analysis time each analyzer spends computing `Cross(p, q)` (Figure 2) over
all steps: T_ex (exhaustive, re-run over the affected procedures each step), T_dd
(demand-driven), T_dd^cache (demand-driven with the section 4.3 cache) and T_incr
(incremental), with S1 = T_ex/T_dd, S2 = T_ex/T_dd^cache, S3 = T_incr/T_dd and
S4 = T_incr/T_dd^cache. Here the programs are the bundled examples and generated programs
of increasing size. Times are CPU times of the analysing thread, as in the paper, and
exclude parsing, building the model and unit testing (common to all analyzers). They include
each analyzer's own set-up: the whole-program facts it reads (the mod/ref closures over the
call graph and which call sites may pass a global's initial value, each analyzer computing
the latter its own way) are forgotten before every run and computed again, timed, before
the first step. Each time is the fastest of `repeat` runs with fresh analyzers (the
analyzers take turns, and garbage is collected before each run), and the four analyzers'
cross pairs are compared at every step.

The latency of one RD query is measured on the generated program of about 10K lines: the
median over a deterministic sample of uses, with side effects computed by earlier queries
(the paper keeps them between queries) and without the cache; the whole-program facts
of the set-up are computed before the clock starts.

Run as `ddpa bench dataflow` or, with every option, `python bench/dataflow_bench.py [--sizes
1000,2000,...] [--out bench/results]` (the script's command line lives there, above the
library).
The table goes to `dataflow.md`, the speedup plot to `dataflow_speedup.png` with its data
in `dataflow_speedup.json` (`ddpa.report.plots`); `--replot` redraws the plot from the
table of an earlier run without measuring.
"""

from __future__ import annotations

import gc
import math
import platform
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ddpa.report.plots import Axis, Plot, Series

if TYPE_CHECKING:
    from ddpa.analyses.dataflow.results import Analyzer

# --- measuring -----------------------------------------------------------------------------

#: Generated programs in the paper's setting: scalars, arrays, globals, value parameters,
#: recursion and library calls, no pointer-heavy features (see the module docstring).
PAPER_LIKE = {"use_pointers": False, "use_structs": False, "use_heap": False,
              "use_function_pointers": False, "use_strings": False}
ORDER = ("exhaustive", "demand", "demand-cache", "incremental")
LARGE_NODES = 80_000  # programs above this many CFG nodes are measured once


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
    times: dict[str, float] = field(default_factory=dict)  # set-up included
    agree: bool = True
    setup: dict[str, float] = field(default_factory=dict)  # of each fastest run
    slowest: dict[str, float] = field(default_factory=dict)  # the slowest of the runs
    printed: tuple[float, ...] = ()  # S1-S4 as a table printed them (`rows_from_markdown`)
    model: float = 0.0  # CPU seconds to build the data-flow model (node effects, aliases)

    def speedup_range(self, i: int) -> tuple[float, float]:
        """The lowest and highest value speedup i (S1..S4 as 0..3) takes over every pairing
        of the repeated runs (the fastest alone when the slowest are not known)."""
        if not self.slowest:
            return self.speedups()[i], self.speedups()[i]
        num, den = _SPEEDUPS[i]
        slow = self.slowest
        return (_ratio(self.times[num], slow[den]), _ratio(slow[num], self.times[den]))

    def speedups(self) -> tuple[float, float, float, float]:
        if len(self.printed) == 4:  # the table's, computed from unrounded times
            return self.printed[0], self.printed[1], self.printed[2], self.printed[3]
        t = self.times
        ex, dd, ddc, inc = t["exhaustive"], t["demand"], t["demand-cache"], t["incremental"]
        return (_ratio(ex, dd), _ratio(ex, ddc), _ratio(inc, dd), _ratio(inc, ddc))


_SPEEDUPS = (("exhaustive", "demand"), ("exhaustive", "demand-cache"), ("incremental", "demand"),
             ("incremental", "demand-cache"))


def _ratio(a: float, b: float) -> float:
    return a / b if b > 0 else math.inf


@dataclass
class Latency:
    lines: int
    queries: int
    median_ms: float
    p90_ms: float
    cold_median_ms: float
    # one question with its own set-up: a lazy model made for it, or the eager model built
    # before it (median over the first `FIRST_QUESTIONS` sampled uses)
    lazy_first_ms: float = 0.0
    eager_first_ms: float = 0.0


FIRST_QUESTIONS = 10


def _prepare(a: Analyzer) -> float:
    """Compute the whole-program facts the analyzer reads (mod/ref closures, and, by the
    analyzer's own method, the call sites that may pass a global's initial value); the
    CPU seconds it took."""
    model = a.model
    t0 = time.thread_time()
    for f in model.funcs:
        model.mod_star(f.index)
        model.ref_star(f.index)
        for site in f.calls:
            for bk in site.binds:
                for b in bk:
                    a.binds_initial(site.gid, b)
    return time.thread_time() - t0


def measure(name: str, kind: str, program: object, lines: int, repeat: int = 1) -> Row:
    """Run the integration with every analyzer; keep the fastest of `repeat` runs."""
    from ddpa.analyses.dataflow.model import Model
    from ddpa.clients.integration import IntegrationTester, unit_phase
    from ddpa.ir.program import Program

    assert isinstance(program, Program)
    t0 = time.thread_time()
    m = Model(program, kept_parts=False)  # (what it times is making the model)
    model_seconds = time.thread_time() - t0
    unit = unit_phase(m)
    times: dict[str, float] = {}
    setup: dict[str, float] = {}
    slowest: dict[str, float] = {}
    # per analyzer, the definition and use sets of every step (not their products, which
    # grow much faster than the program)
    found: dict[str, list[object]] = {}
    pairs = steps = 0
    # tiny programs: more runs against noise; the largest: one run (an exhaustive run there
    # takes many minutes, and its noise is small next to the ratios measured)
    reps = max(5, repeat) if m.node_count <= 2000 else \
        max(1, repeat) if m.node_count <= LARGE_NODES else 1
    for _ in range(reps):
        for an in ORDER:
            gc.collect()  # garbage of the previous run is not charged to this one
            m.forget_derived()  # each analyzer pays for the whole-program facts it reads
            tester = IntegrationTester(m, an)
            ready = _prepare(tester.analyzer)
            run = tester.run(unit=unit)
            if ready + run.seconds < times.get(an, math.inf):
                times[an], setup[an] = ready + run.seconds, ready
            slowest[an] = max(slowest.get(an, 0.0), ready + run.seconds)
            found[an] = [s.cross.parts() for s in run.steps]
            pairs, steps = run.requirements.count, len(run.steps)
            del run
    agree = all(found[an] == found[ORDER[0]] for an in ORDER)
    calls = sum(1 for f in m.funcs for s in f.calls if s.targets)
    return Row(name, kind, lines, m.node_count, len(m.funcs), calls, steps, pairs, times, agree,
               setup, slowest, model=model_seconds)


def rd_latency(program: object, lines: int, samples: int = 1000, seed: int = 0) -> Latency:
    """Median time of one RD query (demand-driven, no cache) on `program`."""
    from ddpa.analyses.dataflow.demand import DemandAnalyzer
    from ddpa.analyses.dataflow.model import Model
    from ddpa.ir.program import Program

    assert isinstance(program, Program)
    m = Model(program, kept_parts=False)  # (what it times is making the model)
    uses = [(v, n) for n in range(m.node_count) for v in m.node_use[n]]
    pick = random.Random(seed).sample(uses, min(samples, len(uses)))
    a = DemandAnalyzer(m)
    _prepare(a)
    cold = [_timed(a, v, n) for v, n in pick]
    warm = sorted(_timed(a, v, n) for v, n in pick)
    p90 = statistics.quantiles(warm, n=10, method="inclusive")[-1] if len(warm) > 1 else warm[0]
    first = pick[:FIRST_QUESTIONS]
    lazy = [_with_setup(program, m, v, n, True) for v, n in first]
    eager = [_with_setup(program, m, v, n, False) for v, n in first]
    return Latency(lines, len(pick), float(statistics.median(warm)) * 1000, p90 * 1000,
                   float(statistics.median(cold)) * 1000,
                   float(statistics.median(lazy)) * 1000, float(statistics.median(eager)) * 1000)


def _with_setup(program: object, ref: object, v: int, n: int, lazy: bool) -> float:
    """Seconds of one RD question from nothing: the model (lazy or eager) and the query."""
    from ddpa.analyses.dataflow.demand import DemandAnalyzer
    from ddpa.analyses.dataflow.model import Model
    from ddpa.ir.program import Program

    assert isinstance(program, Program) and isinstance(ref, Model)
    f, nid = ref.node(n)
    gc.collect()
    t0 = time.perf_counter()
    m = Model(program, lazy=lazy, kept_parts=False)
    g = m.gid_of(f.name, nid)
    m.ensure(m.node_func[g])
    DemandAnalyzer(m).rd(m.var_id(ref.vars[v]), g)
    return time.perf_counter() - t0


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
    from ddpa.bundled import example_programs, examples_dir
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
            log: Callable[[str], None] = lambda s: None,
            progress: Callable[[Report], None] = lambda r: None,
            corpus: Sequence[str] = ()) -> Report:
    """Measure the examples, the generated programs and the real programs of `corpus`
    (`ddpa.bench.corpus`); `progress` sees the report after every row (a long run keeps
    what it measured if it is stopped)."""
    report = Report([], None)
    rows = report.rows

    def done(row: Row) -> None:
        rows.append(row)
        log(_row_log(row))
        progress(report)

    if examples:
        for label, prog, lines in _examples():
            done(measure(label, "example", prog, lines, repeat))
    for kind, paper_like, szs in (("generated", True, sizes),
                                  ("generated (pointers)", False, full_sizes)):
        for n in szs:
            prog, lines = _generated(n, paper_like)
            done(measure(f"gen-{n // 1000}K" if n >= 1000 else f"gen-{n}", kind, prog, lines,
                         repeat))
    from ddpa.bench.corpus import CORPUS, load

    for name in corpus:
        prog, lines = load(CORPUS[name])
        done(measure(name, "real", prog, lines, repeat))
    if latency_lines:
        prog, lines = _generated(latency_lines, True)
        report.latency = rd_latency(prog, lines)
        log(f"RD latency on {lines} lines: median {report.latency.median_ms:.3f} ms")
        progress(report)
    return report


def _row_log(r: Row) -> str:
    t = " ".join(f"{k}={r.times[k]:.3f}s (set-up {r.setup.get(k, 0.0):.3f}s)" for k in ORDER)
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
        "all steps). Times are CPU seconds of the analysing thread, the fastest of 5 runs "
        "for programs up to 2000 nodes, of 3 up to 80,000 nodes, one run above; parsing, "
        "model construction and unit testing are not timed. Each time includes the "
        "analyzer's set-up, the whole-program facts it reads (mod/ref closures over the call "
        "graph, and which call sites may pass a global's initial value, computed by each "
        "analyzer its own way), recomputed for every run; set-up seconds of each fastest run "
        "are listed below the table. "
        "Generated programs: `GenConfig(seed=lines, target_lines=lines)` without pointers, "
        "structs, heap, function pointers and strings (the paper's setting); "
        "\"pointers\" rows use every feature with the default alias oracle (address-taken "
        "variables by type), as do the real programs (`ddpa.bench.corpus`).",
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
    if any(r.setup for r in report.rows):
        out += ["", "Set-up included in the times above (CPU seconds): mod/ref closures and "
                "initial-value bindings, per analyzer.", "",
                "| program | exhaustive | demand | demand-cache | incremental |",
                "|---|---|---|---|---|"]
        out += [f"| {r.name} | " + " | ".join(f"{r.setup.get(k, 0.0):.4f}" for k in ORDER) + " |"
                for r in report.rows if r.setup]
    if any(r.model for r in report.rows):
        out += _with_setup_table(report.rows)
    if report.latency is not None:
        lat = report.latency
        out += ["", f"One RD query (demand-driven, no cache) on the generated program of "
                f"{lat.lines} lines, {lat.queries} uses sampled: median {lat.median_ms:.3f} ms, "
                f"90th percentile {lat.p90_ms:.3f} ms (side effects already computed by "
                f"earlier queries); first-time median {lat.cold_median_ms:.3f} ms."]
        if lat.lazy_first_ms:
            gain = _ratio(lat.eager_first_ms, lat.lazy_first_ms)
            out += ["", f"With its own set-up (wall time, median of {FIRST_QUESTIONS} "
                    f"questions): the demand analyzer on a lazy model made for the question "
                    f"{lat.lazy_first_ms:.1f} ms; on the eager model built first "
                    f"{lat.eager_first_ms:.1f} ms ({gain:.1f}x)."]
    out += ["", f"Python {platform.python_version()} on {platform.machine()} "
            f"({platform.system()})."]
    return "\n".join(out) + "\n"


def _with_setup_table(rows: Sequence[Row]) -> list[str]:
    """The times and speedups again, each analyzer charged the data-flow model it needs."""
    out = ["", "With set-up: each time above plus the CPU seconds M of building the data-flow "
           "model (node effects through the alias oracle, blocks, call sites). Integration "
           "visits every procedure, so the demand analyzers need the whole model too (a "
           "lazy model makes every part); M is the same for all four.", "",
           "| program | M | T_ex+M | T_dd+M | T_dd^cache+M | T_incr+M | S1 | S2 | S3 | S4 |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if not r.model:
            continue
        t = {k: r.times[k] + r.model for k in ORDER}
        s = [_ratio(t[a], t[b]) for a, b in _SPEEDUPS]
        out.append(f"| {r.name} | {r.model:.3f} | " + " | ".join(
            f"{t[k]:.3f}" for k in ORDER) + " | " + " | ".join(f"{x:.1f}" for x in s) + " |")
    return out


def speedup_plot(report: Report) -> Plot:
    """S1-S4 of the generated programs against their size, with the 10x target; error bars
    span the ratios the repeated runs give (see `Row.speedup_range`)."""
    gen = sorted((r for r in report.rows if r.kind == "generated"), key=lambda r: r.lines)
    labels = ("S1 = T_ex / T_dd", "S2 = T_ex / T_dd^cache", "S3 = T_incr / T_dd",
              "S4 = T_incr / T_dd^cache")
    series = []
    for i, lab in enumerate(labels):
        rows = [r for r in gen if math.isfinite(r.speedups()[i])]
        xs, ys = [float(r.lines) for r in rows], [r.speedups()[i] for r in rows]
        if rows and all(r.slowest for r in rows):
            spread = [r.speedup_range(i) for r in rows]
            series.append(Series(lab, xs, ys, [lo for lo, _ in spread], [hi for _, hi in spread]))
        else:
            series.append(Series(lab, xs, ys))
    if gen:
        xs = [float(gen[0].lines), float(gen[-1].lines)]
        series.append(Series("10x target", xs, [10.0, 10.0], guide=True))
        series.append(Series("1x (no gain)", xs, [1.0, 1.0], guide=True))
    note = ("fastest of the repeated runs; bars: the range over pairings of runs"
            if any(r.slowest for r in gen) else "fastest of the repeated runs")
    return Plot("Demand-driven speedup (paper 000, Table 5)",
                Axis("program size (lines)", log=True), Axis("speedup", log=True), series,
                note)


def speedup_png(report: Report) -> bytes:
    """The speedup plot as PNG bytes."""
    return speedup_plot(report).png()


def rows_from_markdown(text: str) -> list[Row]:
    """The rows of a `dataflow.md` table (sizes, times and the printed speedups; the spread
    of repeated runs is not in the table), to redraw its plot without measuring."""
    rows: list[Row] = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 17 or not cells[2].isdigit():
            continue
        times = dict(zip(ORDER, (float(c) for c in cells[8:12]), strict=True))
        lines, nodes, procs, calls, steps, pairs = (int(c) for c in cells[2:8])
        rows.append(Row(cells[0], cells[1], lines, nodes, procs, calls, steps, pairs, times,
                        cells[16] == "yes",
                        printed=tuple(_number(c) for c in cells[12:16])))
    return rows


def _number(cell: str) -> float:
    return math.inf if cell == "inf" else float(cell)


def run_dataflow_bench(sizes: Sequence[int], out_dir: str | Path, repeat: int = 1,
                       full_sizes: Sequence[int] = (), examples: bool = True,
                       latency_lines: int | None = 10000,
                       log: Callable[[str], None] = lambda s: None,
                       corpus: Sequence[str] = ()) -> int:
    """Measure, writing `dataflow.md` and `dataflow_speedup.png` into `out_dir` after every
    program."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)

    def write(report: Report) -> None:
        (out / "dataflow.md").write_text(markdown(report))
        speedup_plot(report).save(out / "dataflow_speedup.png")

    report = collect(sizes, full_sizes, repeat, examples, latency_lines, log, write, corpus)
    return 0 if all(r.agree for r in report.rows) else 1
