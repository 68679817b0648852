"""Front-end benchmark: parse and lowering time per KLOC against a bare libclang walk."""

from __future__ import annotations

import dataclasses
import gc
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import clang.cindex as ci

from ddpa.ir.program import Program


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


# ---- the C++ corpus ---------------------------------------------------------------------------


@dataclass(frozen=True)
class CorpusRow:
    """One C++ corpus program: lowering against a bare walk over the same units, and what
    lowering reported (diagnostic counts per kind, or the crash)."""

    name: str
    units: int
    walk_s: float
    lower_s: float
    nodes: int
    functions: int
    diagnostics: dict[str, int]
    crash: str = ""
    unmodelled: dict[str, int] = field(default_factory=dict)  # call sites per callee
    round_ratio: float = 0.0  # the median of the rounds' ratios (0: one round)

    @property
    def ratio(self) -> float:
        if self.round_ratio:
            return self.round_ratio
        return self.lower_s / self.walk_s if self.walk_s else 0.0


def diagnostic_kind(message: str) -> str:
    """A diagnostic's kind: its message without the names and quoted code it mentions."""
    out, quoted, prev = [], False, " "
    for ch in message:
        # a quote opens after a space, closes before a space or the end (`template's`
        # is a word)
        if ch in "'`\"" and (quoted or not prev.isalnum()):
            if not quoted:
                out.append("...")
            quoted = not quoted
        elif not quoted:
            out.append(ch)
        prev = ch
    return "".join(out).split(":")[0].strip()


def measure_corpus(name: str, cache_dir: Path | None = None, repeat: int = 1) -> CorpusRow:
    """Bare libclang walk over the program's units (with its flags), then the lowering of
    the whole program without the IR cache: CPU seconds, `repeat` rounds of the two in
    turn (each after a full collection), medians of each and the median of the rounds'
    ratios (the two of a round ran under the same load of the machine)."""
    from ddpa.bench.corpus import CORPUS, fetch
    from ddpa.frontend.clang import CompileUnit, parse_args
    from ddpa.loader import LoadOptions, load_program

    program = CORPUS[name]
    root = fetch(program, cache_dir)
    flags = program.compile_flags(root)
    units = program.units(root)

    def walk() -> None:
        for u in units:
            tu = ci.Index.create().parse(u, args=parse_args(CompileUnit(u, ".", flags)))
            for c in tu.cursor.walk_preorder():
                _ = c.kind

    walks: list[float] = []
    lowers: list[float] = []
    for _ in range(max(repeat, 1)):
        walks.append(_timed(walk))
        try:
            gc.collect()
            t0 = time.process_time()
            loaded = load_program(units, LoadOptions(flags=flags, use_cache=False,
                                                     verify=False))
            lowers.append(time.process_time() - t0)
        except Exception as e:  # a crash is what this row reports
            return CorpusRow(name, len(units), walks[-1], 0.0, 0, 0, {},
                             f"{type(e).__name__}: {e}")
    prog = loaded.program
    kinds: dict[str, int] = {}
    for d in prog.diagnostics:
        k = diagnostic_kind(d.message)
        kinds[k] = kinds.get(k, 0) + 1
    ratios = [lo / w for lo, w in zip(lowers, walks, strict=True) if w]
    return CorpusRow(name, len(units), statistics.median(walks), statistics.median(lowers),
                     prog.node_count(), sum(1 for f in prog.functions.values() if f.has_body),
                     kinds, unmodelled=unmodelled_calls(prog),
                     round_ratio=statistics.median(ratios) if len(ratios) > 1 else 0.0)


def unmodelled_calls(prog: Program) -> dict[str, int]:
    """Direct call sites of functions with neither a body nor a library model, per callee."""
    from ddpa.ir.instr import Call, Direct
    from ddpa.ir.libmodel import unknown_externals

    unknown = set(unknown_externals(prog))
    out: dict[str, int] = {}
    for fn in prog.functions.values():
        for n in fn.nodes:
            i = n.instr
            if isinstance(i, Call) and isinstance(i.callee, Direct) and i.callee.name in unknown:
                out[i.callee.name] = out.get(i.callee.name, 0) + 1
    return out


def corpus_markdown(rows: list[CorpusRow]) -> tuple[str, str]:
    """The timing table and the diagnostics table of the C++ corpus."""
    timing = ["| program | units | bare walk (s) | ddpa lowering (s) | lowering / bare walk "
              "| functions with a body | IR nodes |", "|" + "---|" * 7]
    diags = ["| program | diagnostic kind | count |", "|---|---|---|"]
    calls = ["Call sites of functions with neither a body nor a model in `ddpa.ir.libmodel` "
             "(unknown externals):", "",
             "| program | call sites of unmodelled externals | callees | most called |",
             "|---|---|---|---|"]
    for r in rows:
        if r.crash:
            timing.append(f"| {r.name} | {r.units} | {r.walk_s:.2f} | crash | - | - | - |")
            diags.append(f"| {r.name} | crash: {r.crash[:120]} | 1 |")
            continue
        timing.append(f"| {r.name} | {r.units} | {r.walk_s:.2f} | {r.lower_s:.2f} | "
                      f"{r.ratio:.2f}x | {r.functions} | {r.nodes} |")
        top = sorted(r.unmodelled.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
        calls.append(f"| {r.name} | {sum(r.unmodelled.values())} | {len(r.unmodelled)} | "
                     + ", ".join(f"`{k}` ({v})" for k, v in top).replace("|", "/") + " |")
        for kind, n in sorted(r.diagnostics.items(), key=lambda kv: (-kv[1], kv[0])):
            diags.append(f"| {r.name} | {kind.replace('|', '/')} | {n} |")
        if not r.diagnostics:
            diags.append(f"| {r.name} | (none) | 0 |")
    return "\n".join(timing) + "\n", "\n".join(diags) + "\n\n" + "\n".join(calls) + "\n"


_BEGIN = "<!-- lowering: written by python -m ddpa.bench.frontend cxx-corpus -->"
_END = "<!-- end of lowering -->"


def _measure_apart(name: str, repeat: int) -> CorpusRow:
    """`measure_corpus` in a process of its own, as the command line lowers one program
    per process (after a large program, the same process lowers the next one slower)."""
    proc = subprocess.run([sys.executable, "-m", "ddpa.bench.frontend", "cxx-one",
                           "--names", name, "--repeat", str(repeat)],
                          capture_output=True, text=True, check=False)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        why = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        return CorpusRow(name, 0, 0.0, 0.0, 0, 0, {}, f"measurement failed: {why}")
    return CorpusRow(**json.loads(lines[-1]))


def run_cxx_corpus_bench(names: list[str], out_dir: str, repeat: int = 5) -> int:
    """Lower every named C++ corpus program; write the timing against a bare walk to
    `frontend_cxx.md` and the diagnostics per kind into `cxx_corpus.md` (its marked
    section)."""
    rows = [_measure_apart(n, repeat) for n in names]
    timing, diags = corpus_markdown(rows)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "frontend_cxx.md").write_text(
        "# Front-end benchmark: the C++ corpus\n\nCPU seconds, each program in a process "
        f"of its own, medians of {repeat} rounds: a bare libclang walk (parse every unit "
        "with the program's flags, visit every cursor reading its kind) and ddpa's "
        "lowering of the whole program "
        "without the IR cache (`python -m ddpa.bench.frontend cxx-corpus`) take turns, "
        "each after a full garbage collection; the ratio is the median of the rounds' "
        "ratios (the two of a round ran under the same load). Target: at most 2x.\n\n"
        + timing)
    section = (f"{_BEGIN}\n## Lowering\n\nEvery program lowers without a crash unless the "
               "table says so; diagnostics per kind (the message without the names it "
               "quotes), from `python -m ddpa.bench.frontend cxx-corpus`:\n\n" + diags +
               f"\n{_END}\n")
    report = out / "cxx_corpus.md"
    text = report.read_text() if report.exists() else "# C++ corpus\n"
    if _BEGIN in text and _END in text:
        text = text[:text.index(_BEGIN)] + section + text[text.index(_END) + len(_END) + 1:]
    else:
        text = text.rstrip("\n") + "\n\n" + section
    report.write_text(text)
    print(timing + "\n" + diags)
    return 1 if any(r.crash for r in rows) else 0


def _main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m ddpa.bench.frontend")
    p.add_argument("what", choices=["cxx-corpus", "cxx-one"])
    p.add_argument("--names", default="gperf,gengetopt,tinyxml,ninja")
    p.add_argument("--out", default="bench/results")
    p.add_argument("--repeat", type=int, default=5, help="rounds of walk and lowering")
    a = p.parse_args(argv)
    if a.what == "cxx-one":  # one program's row as JSON (`_measure_apart`)
        print(json.dumps(dataclasses.asdict(measure_corpus(a.names, repeat=a.repeat))))
        return 0
    return run_cxx_corpus_bench(a.names.split(","), a.out, a.repeat)


if __name__ == "__main__":
    raise SystemExit(_main())
