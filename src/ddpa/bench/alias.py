"""The alias benchmark of Zheng and Rugina's section 7: Figures 8 to 14 on our programs.

Figure 8 (programs, PEG sizes, queries), Figure 9 (queries completed and found unaliased by
DDA per budget N), Figure 10 (time per query, DDA without and with the cache), Figure 11
(memory per query without the cache, measured with tracemalloc), Figure 12 (answers equal to
EXH's), Figure 13 (time per query, DDA against DDPT) and Figure 14 (completed and unaliased,
DDA against DDPT). Queries come from the section 7.2 client; figures pool all queries of all
programs, as the paper's do. Tables go to `alias.md` (and `alias.json`), plots to PNG files.
"""

from __future__ import annotations

import gc
import io
import json
import random
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.table import Table

from ddpa.analyses.alias.analysis import AliasAnalysis
from ddpa.analyses.alias.client import AliasQuery, query_set
from ddpa.analyses.alias.dda import DemandAlias
from ddpa.analyses.alias.ddpt import DemandPointsTo
from ddpa.analyses.alias.options import DDAConfig
from ddpa.analyses.alias.results import AliasResult
from ddpa.analyses.alias.steps import StepCount
from ddpa.ir.program import Program
from ddpa.report.plots import Axis, Plot, Series

BUDGETS = (6, 10, 20, 50, 100, 200, 500, 1000, 2000)


@dataclass(frozen=True)
class AliasBenchConfig:
    files: tuple[str, ...] = ()
    generated: tuple[int, ...] = ()
    corpus: tuple[str, ...] = ()  # real programs of `ddpa.bench.corpus`, fetched on demand
    budgets: tuple[int, ...] = BUDGETS
    seed: int = 1
    max_queries: int = 3000
    memory_sample: int = 200
    out: str = "bench/results"
    use_cache: bool = True
    repeat: int = 1  # runs per query without cache; the fastest counts
    count: StepCount = StepCount.ITEMS  # what a budget step is (see `ddpa.analyses.alias.cfl`)


@dataclass
class Run:
    """One engine over one program's queries at one budget."""

    done: list[bool] = field(default_factory=list)
    alias: list[bool] = field(default_factory=list)
    ms: list[float] = field(default_factory=list)  # the fastest of the repeated runs
    steps: list[int] = field(default_factory=list)
    ms_slowest: list[float] = field(default_factory=list)  # the slowest of them

    def add(self, res: AliasResult, seconds: float, slowest: float | None = None) -> None:
        self.done.append(res.complete)
        self.alias.append(res.may_alias)
        self.ms.append(seconds * 1000)
        self.steps.append(res.stats.steps)
        self.ms_slowest.append((seconds if slowest is None else slowest) * 1000)


@dataclass
class ProgramResult:
    name: str
    lines: int
    nodes: int
    edges: int
    queries: int
    candidates: int
    exh_seconds: float
    exh_alias: list[bool]
    dda: dict[int, Run] = field(default_factory=dict)
    dda_cached: dict[int, Run] = field(default_factory=dict)
    ddpt: dict[int, Run] = field(default_factory=dict)
    memory_kb: dict[int, list[float]] = field(default_factory=dict)
    kind: str = "example"  # "example" (a file given), "generated" or "real" (the corpus)


# --- measuring ---------------------------------------------------------------------------


def _timed(fn: Callable[[int, int], AliasResult], queries: list[AliasQuery],
           repeat: int = 1) -> Run:
    run = Run()
    gc.disable()
    try:
        for q in queries:
            best, worst = float("inf"), 0.0
            for _ in range(max(1, repeat)):
                t0 = time.thread_time()
                res = fn(q.e1, q.e2)
                took = time.thread_time() - t0
                best, worst = min(best, took), max(worst, took)
            run.add(res, best, worst)
    finally:
        gc.enable()
    return run


def _memory(dda: DemandAlias, queries: list[AliasQuery]) -> list[float]:
    """Peak bytes allocated while answering each query (Figure 11), in KB."""
    out: list[float] = []
    tracemalloc.start()
    try:
        for q in queries:
            tracemalloc.reset_peak()
            base = tracemalloc.get_traced_memory()[0]
            dda.may_alias(q.e1, q.e2)
            out.append((tracemalloc.get_traced_memory()[1] - base) / 1024)
    finally:
        tracemalloc.stop()
    return out


def _sample(queries: list[AliasQuery], limit: int, seed: int) -> list[AliasQuery]:
    if len(queries) <= limit:
        return queries
    keep = sorted(random.Random(seed).sample(range(len(queries)), limit))
    return [queries[k] for k in keep]


def measure_program(name: str, program: Program, lines: int,
                    cfg: AliasBenchConfig, kind: str = "example") -> ProgramResult:
    an = AliasAnalysis(program)
    qs = query_set(program, an.peg)
    queries = _sample(qs.queries, cfg.max_queries, cfg.seed)
    t0 = time.perf_counter()
    exh = an.exh
    exh_s = time.perf_counter() - t0
    g = an.peg
    exh_alias = [exh.value_alias(g.addr_of(q.e1), g.addr_of(q.e2)) for q in queries]
    res = ProgramResult(name, lines, len(g), g.edge_count, len(queries), qs.candidates, exh_s,
                        exh_alias, kind=kind)
    for b in cfg.budgets:
        nc = DemandAlias(g, DDAConfig(budget=b, count=cfg.count))
        cached = DemandAlias(g, DDAConfig(budget=b, cache=True, count=cfg.count))
        ddpt = DemandPointsTo(g, budget=b, count=cfg.count, memo=False)  # section 4.6
        res.dda[b] = _timed(nc.may_alias, queries, cfg.repeat)
        res.dda_cached[b] = _timed(cached.may_alias, queries)  # a rerun would hit the cache
        res.ddpt[b] = _timed(ddpt.may_alias, queries, cfg.repeat)
        step = max(1, len(queries) // max(1, cfg.memory_sample))
        res.memory_kb[b] = _memory(nc, queries[::step][: cfg.memory_sample])
    return res


def _programs(cfg: AliasBenchConfig) -> list[tuple[str, Program, int, str]]:
    from ddpa.bench.corpus import CORPUS
    from ddpa.bench.corpus import load as load_corpus
    from ddpa.bench.generator import GenConfig, generate
    from ddpa.loader import LoadOptions, load_program

    out: list[tuple[str, Program, int, str]] = []
    opts = LoadOptions(use_cache=cfg.use_cache)
    for f in cfg.files:
        lines = len(Path(f).read_text(errors="replace").splitlines()) if not f.endswith(".ir") \
            else 0
        out.append((Path(f).name, load_program([f], opts).program, lines, "example"))
    gen_dir = Path(tempfile.gettempdir()) / "ddpa-alias-bench"  # sources are not results
    for size in cfg.generated:
        gen = generate(GenConfig(seed=cfg.seed, target_lines=size))
        gen_dir.mkdir(parents=True, exist_ok=True)
        path = gen_dir / f"alias_gen_{size}_s{cfg.seed}.c"
        if not path.exists() or path.read_text() != gen.source:
            path.write_text(gen.source)
        out.append((f"generated {size} lines", load_program([str(path)], opts).program,
                    gen.lines, "generated"))
    for name in cfg.corpus:
        prog, lines = load_corpus(CORPUS[name], use_cache=cfg.use_cache)
        out.append((name, prog, lines, "real"))
    return out


# --- aggregating ------------------------------------------------------------------------------


def _pct(xs: list[bool]) -> float:
    return 100.0 * sum(xs) / len(xs) if xs else 0.0


def _pool(results: list[ProgramResult], engine: str, budget: int) -> Run:
    """One engine's runs at one budget, all programs together."""
    out = Run()
    for r in results:
        runs: dict[int, Run] = getattr(r, engine)
        run = runs[budget]
        out.done += run.done
        out.alias += run.alias
        out.ms += run.ms
        out.steps += run.steps
        out.ms_slowest += run.ms_slowest or run.ms
    return out


@dataclass
class BudgetRow:
    budget: int
    dda_completed: float
    dda_unaliased: float
    ddpt_completed: float
    ddpt_unaliased: float
    dda_ms: float
    dda_median_ms: float
    dda_cached_ms: float
    ddpt_ms: float
    ddpt_median_ms: float
    memory_mean_kb: float
    memory_median_kb: float
    memory_max_kb: float
    agree_exh: float
    steps_ratio: float  # DDPT steps / DDA steps on queries both completed
    dda_cached_completed: float
    dda_cached_agree: float
    dda_ms_slowest: float = 0.0  # mean over queries of the slowest repeated run
    ddpt_ms_slowest: float = 0.0


def budget_rows(results: list[ProgramResult], budgets: tuple[int, ...]) -> list[BudgetRow]:
    rows: list[BudgetRow] = []
    exh = [a for r in results for a in r.exh_alias]
    for b in budgets:
        dda = _pool(results, "dda", b)
        ddc = _pool(results, "dda_cached", b)
        ddpt = _pool(results, "ddpt", b)
        mem = [m for r in results for m in r.memory_kb[b]] or [0.0]
        agree = [x == y for x, y in zip(dda.alias, exh, strict=True)]
        agree_c = [x == y for x, y in zip(ddc.alias, exh, strict=True)]
        both = [(s1, s2) for s1, s2, d1, d2 in zip(dda.steps, ddpt.steps, dda.done, ddpt.done,
                                                   strict=True) if d1 and d2]
        ratio = (sum(s2 for _, s2 in both) / max(1, sum(s1 for s1, _ in both))) if both else 0
        rows.append(BudgetRow(
            b, _pct(dda.done), _pct([not a for a in dda.alias]), _pct(ddpt.done),
            _pct([not a for a in ddpt.alias]), _mean(dda.ms), _median(dda.ms),
            _mean(ddc.ms), _mean(ddpt.ms), _median(ddpt.ms), statistics.mean(mem),
            statistics.median(mem), max(mem), _pct(agree), ratio, _pct(ddc.done),
            _pct(agree_c), _mean(dda.ms_slowest), _mean(ddpt.ms_slowest)))
    return rows


def _mean(xs: list[float]) -> float:
    return statistics.mean(xs) if xs else 0.0


def _median(xs: list[float]) -> float:
    return statistics.median(xs) if xs else 0.0


# --- reporting -----------------------------------------------------------------------------------


@dataclass
class AliasBenchReport:
    config: AliasBenchConfig
    programs: list[ProgramResult]
    rows: list[BudgetRow]
    files: list[str] = field(default_factory=list)

    def row(self, budget: int) -> BudgetRow | None:
        return next((r for r in self.rows if r.budget == budget), None)

    def groups(self) -> list[tuple[str, BudgetRow]]:
        """The budget-200 row of every group of programs with queries: all of them pooled,
        then the real programs, the generated ones and the example files apart (the pooled
        figures lean towards whichever group has the most queries)."""
        if self.row(200) is None:
            return []
        out: list[tuple[str, BudgetRow]] = []
        for label, kind in (("real programs", "real"), ("generated programs", "generated"),
                            ("example programs", "example")):
            members = [p for p in self.programs if p.kind == kind and p.queries]
            if members and len(members) < len([p for p in self.programs if p.queries]):
                out.append((label, budget_rows(members, (200,))[0]))
        return out

    def targets(self, row: BudgetRow | None = None) -> list[str]:
        r = row or self.row(200)
        if r is None:
            return ["(budget 200 not measured: no target check)"]
        speed = r.ddpt_ms / r.dda_ms if r.dda_ms else 0.0
        return [
            _check(r.dda_median_ms < 0.5, f"median DDA time per query {r.dda_median_ms:.3f} ms"
                   " (target < 0.5 ms)"),
            _check(r.agree_exh >= 97, f"answers equal to EXH {r.agree_exh:.1f}% without cache, "
                   f"{r.dda_cached_agree:.1f}% with cache (target >= 97%)"),
            _check(speed >= 2, f"DDPT/DDA mean time {speed:.2f}x (target >= 2x)"),
            _check(r.memory_mean_kb < 50, f"mean memory per query without cache "
                   f"{r.memory_mean_kb:.1f} KB (target < 50 KB; median "
                   f"{r.memory_median_kb:.1f} KB, largest query {r.memory_max_kb:.1f} KB)"),
        ]

    def summary(self) -> str:
        """What the command prints: the budget table (rich), the targets, the files."""
        table = Table(title="alias benchmark (Zheng and Rugina, section 7): "
                      f"{sum(p.queries for p in self.programs)} queries in "
                      f"{len(self.programs)} programs, budget steps counted as "
                      f"'{self.config.count.value}'", title_justify="left")
        for head in _TABLE_HEAD:
            table.add_column(head, justify="right")
        for r in self.rows:
            table.add_row(str(r.budget), f"{r.dda_completed:.1f}%", f"{r.dda_unaliased:.1f}%",
                          f"{r.ddpt_completed:.1f}%", f"{r.dda_ms:.3f}", f"{r.dda_median_ms:.3f}",
                          f"{r.dda_cached_ms:.3f}", f"{r.ddpt_ms:.3f}",
                          f"{r.memory_mean_kb:.1f}", f"{r.memory_max_kb:.1f}",
                          f"{r.agree_exh:.1f}%")
        text = io.StringIO()
        Console(file=text, width=120, highlight=False, color_system=None).print(table)
        lines = [line.rstrip() for line in text.getvalue().rstrip("\n").splitlines()]
        lines.append("targets at budget 200, all queries:")
        lines.extend("  " + t for t in self.targets())
        for label, row in self.groups():
            lines.append(f"  {label}:")
            lines.extend("    " + t for t in self.targets(row))
        lines.extend(self.complete_agreement())
        lines.extend(f"wrote {f}" for f in self.files)
        return "\n".join(lines) + "\n"

    def complete_agreement(self) -> list[str]:
        """Per program, at the largest budget: how many complete DDA answers equal EXH's
        (they all should: a difference is a bug of one engine)."""
        if not self.rows:
            return []
        b = max(r.budget for r in self.rows)
        out = [f"complete DDA answers equal to EXH at budget {b}:"]
        for p in self.programs:
            run = p.dda[b]
            done = [(a, e) for a, e, d in zip(run.alias, p.exh_alias, run.done, strict=True)
                    if d]
            same = sum(a == e for a, e in done)
            out.append(f"  {p.name}: {same}/{len(done)}"
                       + (f" ({100.0 * same / len(done):.1f}%)" if done else ""))
        return out


_TABLE_HEAD = ("budget", "DDA done", "unaliased", "DDPT done", "DDA ms", "DDA med", "DDA-C ms",
               "DDPT ms", "mem KB", "max KB", "= EXH")


_COUNT_TEXT = {
    StepCount.ITEMS: "Budget N counts every item the worklists process, as section 4.5 does "
    "(`StepCount.ITEMS`, the default): an item with nothing to follow costs a step like any "
    "other.",
    StepCount.ACTIVE: "Budget N counts only items whose processing can add something "
    "(`StepCount.ACTIVE`, the cheaper count): items with nothing to follow, and the boxes of "
    "variables whose address is never taken, cost no step, so N reaches further than the "
    "paper's N and the figures are not like-for-like with the paper's.",
}


def _check(ok: bool, text: str) -> str:
    return f"[{'met' if ok else 'NOT met'}] {text}"


def markdown(report: AliasBenchReport) -> str:
    out = ["# Alias analysis benchmark (Zheng and Rugina, POPL 2008, section 7)", "",
           "Queries: the section 7.2 client (available-expression pairs minus the trivial "
           "kinds); all figures pool every query of every program. Times are the CPU time "
           "of the analysing thread per query (the fastest of the repeated runs without "
           "cache), in this Python implementation; memory is the tracemalloc peak per "
           "query of DDA without cache, on an evenly spread sample of the queries. DDA and "
           "DDPT run on one engine (the same worklist loop, budget accounting and "
           "shortcuts), so their times differ only by the work each formulation needs.", "",
           _COUNT_TEXT[report.config.count], "",
           "## Figure 8: programs", "",
           "| program | kind | lines | PEG nodes | PEG edges | candidate pairs | queries "
           "| EXH solve (s) |",
           "|---|---|---:|---:|---:|---:|---:|---:|"]
    for p in report.programs:
        out.append(f"| {p.name} | {p.kind} | {p.lines} | {p.nodes} | {p.edges} | "
                   f"{p.candidates} | {p.queries} | {p.exh_seconds:.3f} |")
    out += _figure_tables(report.rows)
    out += ["", "## Targets at budget 200", "", "All queries pooled:", ""]
    out += [f"- {t}" for t in report.targets()]
    for label, row in report.groups():
        out += ["", f"The {label} alone:", ""] + [f"- {t}" for t in report.targets(row)]
    if any(200 in p.dda for p in report.programs):
        out += _time_breakdown(report.programs, 200)
    out += ["", "## Per program at budget 200", "",
            "| program | DDA done | unaliased | = EXH | DDA ms | DDPT ms |",
            "|---|---:|---:|---:|---:|---:|"]
    for p in report.programs:
        if not p.queries:
            out.append(f"| {p.name} | - | - | - | - | - |")
            continue
        for r in budget_rows([p], (200,)) if 200 in p.dda else []:
            out.append(f"| {p.name} | {r.dda_completed:.1f}% | {r.dda_unaliased:.1f}% | "
                       f"{r.agree_exh:.1f}% | {r.dda_ms:.3f} | {r.ddpt_ms:.3f} |")
    return "\n".join(out) + "\n"


def _time_breakdown(results: list[ProgramResult], budget: int) -> list[str]:
    """Where each engine's time goes: queries answered "may alias", answered "no alias",
    and stopped by the budget (a "may alias" fallback)."""
    out = ["", f"## Where the time goes at budget {budget} (without cache)", "",
           "| engine | kind | queries | mean steps | mean ms | share of the engine's time |",
           "|---|---|---:|---:|---:|---:|"]
    for engine, name in (("dda", "DDA"), ("ddpt", "DDPT")):
        run = _pool(results, engine, budget)
        total = sum(run.ms) or 1.0
        kinds: dict[str, list[int]] = {"may alias": [], "no alias": [], "over budget": []}
        for k, (done, alias) in enumerate(zip(run.done, run.alias, strict=True)):
            kinds["over budget" if not done else "may alias" if alias else "no alias"].append(k)
        for kind, ks in kinds.items():
            if not ks:
                continue
            ms = [run.ms[k] for k in ks]
            out.append(f"| {name} | {kind} | {len(ks)} | "
                       f"{_mean([float(run.steps[k]) for k in ks]):.1f} | {_mean(ms):.3f} | "
                       f"{100 * sum(ms) / total:.0f}% |")
    return out


def _figure_tables(rows: list[BudgetRow]) -> list[str]:
    out = ["", "## Figures 9 and 12: DDA completed, unaliased, equal to EXH", "",
           "| budget N | completed | unaliased | same answer as EXH | DDA-C completed | "
           "DDA-C same as EXH |", "|---:|---:|---:|---:|---:|---:|"]
    out += [f"| {r.budget} | {r.dda_completed:.1f}% | {r.dda_unaliased:.1f}% | "
            f"{r.agree_exh:.1f}% | {r.dda_cached_completed:.1f}% | {r.dda_cached_agree:.1f}% |"
            for r in rows]
    out += ["", "## Figures 10 and 13: time per query (ms)", "",
            "| budget N | DDA-NC mean | DDA-NC median | DDA-C mean | DDPT mean | DDPT median |"
            " DDPT steps / DDA steps |", "|---:|---:|---:|---:|---:|---:|---:|"]
    out += [f"| {r.budget} | {r.dda_ms:.3f} | {r.dda_median_ms:.3f} | {r.dda_cached_ms:.3f} | "
            f"{r.ddpt_ms:.3f} | {r.ddpt_median_ms:.3f} | {r.steps_ratio:.2f} |" for r in rows]
    out += ["", "## Figure 11: memory per query, DDA without cache (KB)", "",
            "| budget N | mean | median | max |", "|---:|---:|---:|---:|"]
    out += [f"| {r.budget} | {r.memory_mean_kb:.1f} | {r.memory_median_kb:.1f} | "
            f"{r.memory_max_kb:.1f} |" for r in rows]
    out += ["", "## Figure 14: DDA against DDPT", "",
            "| budget N | DDA completed | DDPT completed | DDA unaliased | DDPT unaliased |",
            "|---:|---:|---:|---:|---:|"]
    out += [f"| {r.budget} | {r.dda_completed:.1f}% | {r.ddpt_completed:.1f}% | "
            f"{r.dda_unaliased:.1f}% | {r.ddpt_unaliased:.1f}% |" for r in rows]
    return out


def figures(rows: list[BudgetRow], count: StepCount) -> dict[str, Plot]:
    """Figures 9 to 14 as plots, by file name; times with error bars up to the mean of the
    slowest repeated runs (when the rows know them)."""
    xs = [float(r.budget) for r in rows]
    budget = Axis("budget N (worklist steps)", log=True)
    pct = Axis("% of queries", lo=0, hi=100)
    ms = Axis("ms per query (mean)", log=True)
    note = f"budget steps counted as '{count.value}'"

    def s(label: str, get: Callable[[BudgetRow], float],
          slow: Callable[[BudgetRow], float] | None = None) -> Series:
        ys = [get(r) for r in rows]
        if slow is None or not all(slow(r) for r in rows):
            return Series(label, xs, ys)
        return Series(label, xs, ys, ys, [max(slow(r), y) for r, y in zip(rows, ys, strict=True)])

    def fig(title: str, y: Axis, *series: Series) -> Plot:
        return Plot(title, budget, y, series, note)

    return {
        "alias_fig9.png": fig("Figure 9: DDA queries completed and unaliased", pct,
                              s("completed", lambda r: r.dda_completed),
                              s("unaliased", lambda r: r.dda_unaliased)),
        "alias_fig10.png": fig("Figure 10: DDA time per query", ms,
                               s("DDA-NC", lambda r: r.dda_ms, lambda r: r.dda_ms_slowest),
                               s("DDA-C", lambda r: r.dda_cached_ms)),
        "alias_fig11.png": fig("Figure 11: memory per query (DDA-NC)", Axis("KB", log=True),
                               s("max", lambda r: r.memory_max_kb),
                               s("mean", lambda r: r.memory_mean_kb),
                               s("median", lambda r: r.memory_median_kb)),
        "alias_fig12.png": fig("Figure 12: DDA answers equal to EXH", pct,
                               s("DDA-NC = EXH", lambda r: r.agree_exh),
                               s("DDA-C = EXH", lambda r: r.dda_cached_agree)),
        "alias_fig13.png": fig("Figure 13: DDA against DDPT, time per query", ms,
                               s("DDA", lambda r: r.dda_ms, lambda r: r.dda_ms_slowest),
                               s("DDPT", lambda r: r.ddpt_ms, lambda r: r.ddpt_ms_slowest)),
        "alias_fig14.png": fig("Figure 14: DDA against DDPT, precision", pct,
                               s("DDA completed", lambda r: r.dda_completed),
                               s("DDPT completed", lambda r: r.ddpt_completed),
                               s("DDA unaliased", lambda r: r.dda_unaliased),
                               s("DDPT unaliased", lambda r: r.ddpt_unaliased)),
    }


def plots(rows: list[BudgetRow], out: Path, count: StepCount = StepCount.ITEMS) -> list[Path]:
    """Write Figures 9 to 14 (PNG, each with its data as JSON) into `out`."""
    written: list[Path] = []
    for name, plot in figures(rows, count).items():
        written += plot.save(out / name)
    return written


def count_figures(items: list[BudgetRow], active: list[BudgetRow]) -> dict[str, Plot]:
    """Figures 9 and 14 of one set of programs measured under both step counts (see
    `StepCount`), by file name: what the budget's unit changes."""
    budget = Axis("budget N (worklist steps)", log=True)
    pct = Axis("% of queries", lo=0, hi=100)

    def s(label: str, rows: list[BudgetRow], get: Callable[[BudgetRow], float]) -> Series:
        return Series(label, [float(r.budget) for r in rows], [get(r) for r in rows])

    note = "'items': every processed item is a step (section 4.5); 'active': inert items free"
    return {
        "alias_counts_fig9.png": Plot(
            "Figure 9 under both step counts: DDA completed and unaliased", budget, pct,
            (s("completed, items", items, lambda r: r.dda_completed),
             s("completed, active", active, lambda r: r.dda_completed),
             s("unaliased, items", items, lambda r: r.dda_unaliased),
             s("unaliased, active", active, lambda r: r.dda_unaliased)), note),
        "alias_counts_fig14.png": Plot(
            "Figure 14 under both step counts: queries completed", budget, pct,
            (s("DDA, items", items, lambda r: r.dda_completed),
             s("DDA, active", active, lambda r: r.dda_completed),
             s("DDPT, items", items, lambda r: r.ddpt_completed),
             s("DDPT, active", active, lambda r: r.ddpt_completed)), note),
    }


def load_rows(path: str | Path) -> tuple[list[BudgetRow], StepCount]:
    """The rows and step count an earlier run wrote to `alias.json`."""
    data = json.loads(Path(path).read_text())
    return [BudgetRow(**r) for r in data["rows"]], StepCount(data["step_count"])


def run_alias_bench(cfg: AliasBenchConfig) -> AliasBenchReport:
    results = [measure_program(name, prog, lines, cfg, kind)
               for name, prog, lines, kind in _programs(cfg)]
    rows = budget_rows(results, cfg.budgets)
    report = AliasBenchReport(cfg, results, rows)
    out = Path(cfg.out)
    out.mkdir(parents=True, exist_ok=True)
    md = out / "alias.md"
    md.write_text(markdown(report))
    raw = out / "alias.json"
    raw.write_text(json.dumps({"step_count": cfg.count.value,
                               "rows": [r.__dict__ for r in rows]}, indent=1))
    report.files = [str(md), str(raw), *(str(p) for p in plots(rows, out, cfg.count))]
    return report
