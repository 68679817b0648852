"""Front-end benchmark: parse and lowering time per KLOC against a bare libclang walk."""

from __future__ import annotations

import gc
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import clang.cindex as ci


@dataclass(frozen=True)
class FrontendRow:
    lines: int
    parse_s: float  # libclang parse alone
    walk_s: float  # parse + visiting every cursor (reading its kind)
    walk_typed_s: float  # parse + visiting every cursor reading kind, type and location
    lower_s: float  # ddpa: parse + lowering into IR
    verify_s: float  # ddpa: the IR verifier over the lowered program
    cached_s: float  # ddpa: reload of the same program from the IR cache
    nodes: int
    ratio: float  # median over rounds of lowering / bare walk, both timed in the same round

    @property
    def ratio_typed(self) -> float:
        return self.lower_s / self.walk_typed_s


def _timed(fn: Callable[[], object]) -> float:
    gc.collect()
    t0 = time.process_time()
    fn()
    return time.process_time() - t0


def _median(fn: Callable[[], object], repeat: int) -> float:
    """Median CPU time of the process over `repeat` runs (libclang parses on a thread of
    its own), each starting without the previous runs' garbage (a lowered Program is
    cyclic: left uncollected it would tax the runs after it). CPU time rather than wall
    time: on a shared virtual machine the wall clock also counts what other guests take."""
    return statistics.median(_timed(fn) for _ in range(repeat))


def _parse(path: str) -> ci.TranslationUnit:
    from ddpa.frontend.clang import CompileUnit, parse_args

    return ci.Index.create().parse(path, args=parse_args(CompileUnit(path)))


def bare_walk(path: str, typed: bool = False) -> int:
    """Parse and visit every cursor: the least any libclang-based front end must do."""
    tu = _parse(path)
    n = 0
    for c in tu.cursor.walk_preorder():
        _ = c.kind
        if typed:
            _ = c.type.kind
            _ = c.location.line
        n += 1
    return n


def measure(path: Path, lines: int, repeat: int, cache_dir: Path) -> FrontendRow:
    from ddpa.ir.verify import verify_program
    from ddpa.loader import LoadOptions, load_program

    p = str(path)
    parse_s = _median(lambda: _parse(p), repeat)
    walk_typed_s = _median(lambda: bare_walk(p, typed=True), repeat)
    fresh = LoadOptions(use_cache=False, verify=False)
    # the walk and the lowering take turns, and their ratio is taken per round: a slow spell
    # of the machine then slows both sides of a ratio instead of one
    walks, lowers = [], []
    for _ in range(repeat):
        walks.append(_timed(lambda: bare_walk(p)))
        lowers.append(_timed(lambda: load_program([p], fresh)))
    ratio = statistics.median(lo / w for lo, w in zip(lowers, walks, strict=True))
    cached = LoadOptions(use_cache=True, cache_dir=cache_dir)
    prog = load_program([p], cached).program  # fills the cache
    verify_s = _median(lambda: verify_program(prog), repeat)
    cached_s = _median(lambda: load_program([p], cached), repeat)
    return FrontendRow(lines, parse_s, statistics.median(walks), walk_typed_s,
                       statistics.median(lowers), verify_s, cached_s, prog.node_count(), ratio)


def markdown(rows: list[FrontendRow]) -> str:
    head = ("| lines | parse (s) | bare walk (s) | walk + kind/type/loc (s) | ddpa lowering (s) "
            "| lowering / bare walk | lowering / typed walk | lowering per KLOC (s) "
            "| IR verification (s) | cached reload (s) | IR nodes |")
    sep = "|" + "---|" * 11
    out = [head, sep]
    for r in rows:
        out.append(f"| {r.lines} | {r.parse_s:.3f} | {r.walk_s:.3f} | {r.walk_typed_s:.3f} | "
                   f"{r.lower_s:.3f} | {r.ratio:.2f}x | {r.ratio_typed:.2f}x | "
                   f"{r.lower_s / (r.lines / 1000):.3f} | {r.verify_s:.3f} | {r.cached_s:.3f} | "
                   f"{r.nodes} |")
    return "\n".join(out) + "\n"


def run_frontend_bench(sizes: list[int], out_dir: str, repeat: int = 3) -> int:
    from ddpa.bench.generator import GenConfig, generate
    from ddpa.report.text import console

    con = console()
    rows: list[FrontendRow] = []
    with tempfile.TemporaryDirectory(prefix="ddpa-bench-") as tmp:
        for size in sizes:
            prog = generate(GenConfig(seed=size, target_lines=size))
            path = Path(tmp) / f"gen{size}.c"
            path.write_text(prog.source)
            reps = repeat if size <= 20_000 else min(repeat, 3)
            con.print(f"front end: {prog.lines} lines, {reps} run(s) per measurement ...")
            rows.append(measure(path, prog.lines, reps, Path(tmp) / "cache"))
    text = ("# Front-end benchmark\n\nCPU seconds of the process (libclang parses on a thread "
            "of its own), medians of the runs per measurement, each run started after a full "
            "garbage collection; the bare walk and the lowering take turns and their ratio is "
            "the median of the ratios of each round. Generated programs "
            "(`ddpa.bench.generator`, seed = size).\n\n" + markdown(rows))
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "frontend.md").write_text(text)
    con.print(text)
    con.print(f"written to {out / 'frontend.md'}")
    return 0
