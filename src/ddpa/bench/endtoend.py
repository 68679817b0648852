"""End-to-end benchmark: what a user waits for, per command, against the analysis alone.

Each question is asked from the command line in a fresh process (`python -m ddpa`), on
generated programs (`ddpa.bench.generator`) of increasing size, with the IR cache warm (every
program is lowered once, untimed, before it is measured) and Python's bytecode compiled, as
an installed package has it (`PYTHONDONTWRITEBYTECODE` is dropped from the environment).
The first command on a program (`rd local first`, the local question below) finds no facts
kept for it (`Program.facts`: the alias graph and the procedures the data-flow model made),
and, needing none (`ddpa.analyses.dataflow.plain_locals`), keeps none: `rd`, the first
question that needs alias facts, finds the cache as lowering left it too; `rd again` asks
that question in another fresh process after that, as every later question on an
unchanged program does, and the other commands follow in the table's order on the same
cache (each repetition of a command starting from the cache the commands before it left).
For each command the wall time of the whole process, its peak resident memory, and the
analysis time the command itself reports
(`--json`: the query's own seconds; for `defuse` and `integrate` the `analysis time` of
their summary, for `integrate` its unit phase's and its steps' together) are recorded
side by side; the ratio of the two says how much of the wait is set-up, loading and output.

The questions are asked the same way at every size: RD of the global `gi0` at its first use
inside a function, RD of the local `acc` at its first `acc = acc * 31u` (a question of one
procedure at every size), RU of the first global `giN` assigned inside a function at that
assignment, and `mayAlias(*gp, *gptrs[1])` in `main`; `rd address-taken`, last, asks `rd`'s
question with the address-taken oracle (`--alias address-taken`: the first question of
that oracle, whose facts the questions before it do not keep); `defuse --inter` and
`integrate` ask for everything and print their default text output (what a person reads)
to a file. Last, `prepare` (`ddpa prepare`: make and keep every procedure's part, the
whole-program step a user may take once, after a build say) starts again from the cache
as lowering left it, and `rd prepared` and `ru prepared` ask `rd`'s and `ru`'s questions
as they find what it kept. How far an `rd`/`ru` question reaches is recorded beside its
time (the procedures whose effects it computed): a global's question may reach more of a larger
program, since more of the program calls, defines and uses the global. The last column of
a table is the wall time at the largest size over that at the next.
The IR load alone (the warm-cache read of the whole program) is timed in-process (CPU time).

Results: `endtoend.md` (table), `endtoend.json` (rows) and `endtoend.png` (first-question
time against program size for the last two reports, with its data in the same stem's `.json`
beside the rows).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddpa.report.plots import Axis, Plot, Series

if TYPE_CHECKING:
    from ddpa.ir.instr import Var
    from ddpa.ir.program import Function, Node, Program

#: Commands measured at every size; integrate and defuse only up to `WHOLE_LIMIT` lines.
QUESTIONS = ("rd local first", "rd", "rd again", "rd local", "ru", "alias",
             "rd address-taken")
WHOLE = ("defuse", "integrate")
WHOLE_LIMIT = 10_000
#: Measured last, from the cache as lowering left it: `ddpa prepare`, the whole-program
#: step a user may take once, then `rd` and `ru` as they find what it kept.
PREPARED = ("prepare", "rd prepared", "ru prepared")
#: Real programs of at most this many lines are also measured with `WHOLE` (bzip2 and zlib
#: of the corpus; `defuse --inter` takes about a minute on zlib).
CORPUS_WHOLE_LIMIT = 11_000
TIMEOUT = 1800.0


@dataclass
class Run:
    """One command on one program: wall time, peak memory and the analysis time it reports."""

    command: str
    lines: int
    wall: float
    analysis: float | None
    peak_mb: float
    ok: bool
    note: str = ""
    cpu: float | None = None  # user + system seconds of the process (less noisy than wall)
    procedures: int | None = None  # whose effects the question computed (rd, ru)
    program: str = ""  # a real program's name (`ddpa.bench.corpus`); "" for a generated one


@dataclass
class Report:
    """Every run, and the warm IR load of each program."""

    label: str
    runs: list[Run] = field(default_factory=list)
    ir_load: dict[int, float] = field(default_factory=dict)

    def row(self, command: str, lines: int, program: str = "") -> Run | None:
        return next((r for r in self.runs if r.command == command and r.lines == lines
                     and r.program == program), None)

    def programs(self) -> list[tuple[str, int]]:
        """The real programs measured, with their lines, in the order they were."""
        return list(dict.fromkeys((r.program, r.lines) for r in self.runs if r.program))


# --- programs and questions ------------------------------------------------------------------


def program_file(size: int, work: Path) -> Path:
    """The generated program of about `size` lines (written once, then reused)."""
    from ddpa.bench.generator import GenConfig, generate, write_program

    folder = work / f"gen{size}"
    target = folder / "prog.c"
    if not target.exists():
        folder.mkdir(parents=True, exist_ok=True)
        write_program(generate(GenConfig(seed=0, target_lines=size)), folder)
    return target


def questions(path: Path) -> dict[str, list[str]]:
    """The arguments of each measured command on one generated program."""
    text = path.read_text().splitlines()
    f = str(path)
    use = _first(text, r"^\s+.*[^\w.>&]gi0\b(?!\s*=[^=])")
    definition = _first(text, r"^\s+gi[0-9]+ [|^+-]?= ")
    ru_var = text[definition - 1].split()[0]
    main = _first(text, r"^int main\(")
    local = _first(text, r"^\s+acc = acc \* 31u")
    qs = {
        "rd": ["rd", f, "--var", "gi0", "--at", f"{f}:{use}", "--json"],
        "rd again": ["rd", f, "--var", "gi0", "--at", f"{f}:{use}", "--json"],
        "rd local first": ["rd", f, "--var", "acc", "--at", f"{f}:{local}", "--json"],
        "rd local": ["rd", f, "--var", "acc", "--at", f"{f}:{local}", "--json"],
        "ru": ["ru", f, "--var", ru_var, "--at", f"{f}:{definition}", "--json"],
        "alias": ["alias", f, "*gp", "*gptrs[1]", "--at", f"{f}:{main}", "--json"],
        "rd address-taken": ["rd", f, "--var", "gi0", "--at", f"{f}:{use}", "--alias",
                             "address-taken", "--json"],
        "defuse": ["defuse", f, "--inter"],
        "integrate": ["integrate", f],
    }
    return _with_prepared(qs, [f])


def _with_prepared(qs: dict[str, list[str]], source: Sequence[str]) -> dict[str, list[str]]:
    """`qs` with the commands of `PREPARED`: `prepare` of the program (`source`: its units
    and the flags that load it), then its `rd` and `ru` questions asked again (none for a
    program with neither)."""
    again = {f"{c} prepared": qs[c] for c in ("rd", "ru") if c in qs}
    return {**qs, "prepare": ["prepare", *source, "--json"], **again} if again else qs


def corpus_questions(program: Program, source: Sequence[str]) -> dict[str, list[str]]:
    """The measured questions on a real program (`source`: its units and the flags that
    load it), chosen the same way for every program from its largest function F (by
    nodes, the loop at the heart of most programs): RD of the global variable that the most
    functions use (among those the program defines, does not declare `const`, and assigns
    in a function), at its first use in F (else in the first function using it); RD of
    F's first local variable at its first use after a definition; RU of that global at
    its first definition inside a function; and whether `*p` and `*q` may alias at F, for
    the first two of F's pointer formals and locals (for a function without them, the
    next largest that has them). A question a program has no variable for is left out."""
    from ddpa.ir.instr import VarKind
    from ddpa.ir.types import PointerType

    functions = sorted(program.defined_functions(), key=lambda f: (-len(f.nodes), f.name))
    if not functions:
        return {}
    heart = functions[0]  # F

    def at(node: Node) -> str:
        return f"{node.instr.loc.file}:{node.instr.loc.line}"

    def named(v: Var, kind: VarKind) -> bool:
        return v.kind is kind and bool(v.src_name)

    def names_global(vs: Iterable[Var], name: str) -> bool:
        return any(named(v, VarKind.GLOBAL) and v.src_name == name for v in vs)

    own = {g.var.name for g in program.globals.values() if g.defined and not g.is_const}
    assigned = {v.name for f in program.defined_functions() for n in f.nodes
                for v in n.instr.defs() if v.kind is VarKind.GLOBAL}
    users: dict[str, set[str]] = {}
    for f in program.defined_functions():
        for node in f.nodes:
            for v in node.instr.uses():
                if named(v, VarKind.GLOBAL) and v.name in own and v.name in assigned:
                    users.setdefault(v.src_name, set()).add(f.name)
    out: dict[str, list[str]] = {}
    if users:
        glob = max(sorted(users), key=lambda g: len(users[g]))
        use = _first_node(heart, lambda n: names_global(n.instr.uses(), glob)) or \
            _first_node(program.functions[min(users[glob])],
                        lambda n: names_global(n.instr.uses(), glob))
        definition = next((d for f in program.defined_functions() if (d := _first_node(
            f, lambda n: names_global(n.instr.defs(), glob))) is not None), None)
        if use is not None:
            out["rd"] = ["rd", *source, "--var", glob, "--at", at(use), "--json"]
            out["rd again"] = out["rd"]
            out["rd address-taken"] = [*out["rd"][:-1], "--alias", "address-taken", "--json"]
        if definition is not None:
            out["ru"] = ["ru", *source, "--var", glob, "--at", at(definition), "--json"]
    for f in functions:  # (the largest function with such a local, F itself mostly)
        defined: set[Var] = set()
        for node in f.nodes:
            used = [v for v in node.instr.uses() if named(v, VarKind.LOCAL) and v in defined]
            if used and node.instr.loc.line:
                out["rd local"] = ["rd", *source, "--var", used[0].src_name, "--at",
                                   at(node), "--json"]
                out["rd local first"] = out["rd local"]
                break
            defined.update(node.instr.defs())
        if "rd local" in out:
            break
    for f in functions:
        pointers = [v.src_name for v in (*f.params, *f.locals)
                    if v.src_name and isinstance(v.type, PointerType)]
        if len(pointers) >= 2 and f.loc.line:
            out["alias"] = ["alias", *source, f"*{pointers[0]}", f"*{pointers[1]}", "--at",
                            f"{f.loc.file}:{f.loc.line}", "--json"]
            break
    return _with_prepared(out, source)


def _first_node(f: Function, test: Callable[[Node], bool]) -> Node | None:
    return next((n for n in f.nodes if n.instr.loc.line and test(n)), None)


def _first(lines: list[str], pattern: str) -> int:
    rx = re.compile(pattern)
    for i, line in enumerate(lines, 1):
        if rx.search(line):
            return i
    raise ValueError(f"no line matches {pattern!r}")


# --- measuring -------------------------------------------------------------------------------


#: Runs the command in a grandchild and writes its CPU time, peak resident set and exit
#: status: a child forked from the benchmark would count the benchmark's own memory (Linux
#: keeps the peak across fork and exec), one forked from this small launcher does not.
_LAUNCHER = """import os, sys
pid = os.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
_, status, ru = os.wait4(pid, 0)
with open(os.environ["DDPA_BENCH_RUSAGE"], "w") as fh:
    fh.write(f"{ru.ru_utime + ru.ru_stime} {ru.ru_maxrss} {os.waitstatus_to_exitcode(status)}")
"""


def run_command(argv: Sequence[str], env: dict[str, str]
                ) -> tuple[float, float, str, bool, float]:
    """Wall seconds, peak resident MB, stdout, success and CPU seconds of `ddpa argv` run
    by this Python in a fresh process (the wall time includes starting the launcher, a
    bare `python -S`, about 10 ms)."""
    cmd = [sys.executable, "-c", "from ddpa.cli.main import entry; entry()", *argv]
    tmp = Path(env.get("DDPA_BENCH_TMP", "/tmp"))
    out_path = tmp / f"ddpa-e2e-{os.getpid()}.out"
    usage_path = tmp / f"ddpa-e2e-{os.getpid()}.usage"
    with open(out_path, "wb") as out:
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-S", "-c", _LAUNCHER, *cmd], stdout=out,
                       stderr=subprocess.DEVNULL, check=False,
                       env={**env, "DDPA_BENCH_RUSAGE": str(usage_path)})
        wall = time.perf_counter() - t0
    text = out_path.read_text(errors="replace")
    out_path.unlink()
    cpu_s, peak_kb, status = usage_path.read_text().split()
    usage_path.unlink()
    return wall, int(peak_kb) / 1024.0, text, int(status) == 0, float(cpu_s)


def analysis_seconds(command: str, stdout: str) -> float | None:
    """The analysis time the command reports: its JSON's seconds (questions; `prepare`:
    the whole command's after start-up), or the `analysis time N s` of its text summary
    (defuse, integrate)."""
    if command in WHOLE:
        found = re.findall(r"analysis time ([0-9.]+) s", stdout)
        return float(found[-1]) if found else None
    secs = _stats(stdout).get("seconds")
    return float(secs) if isinstance(secs, int | float) else None


def procedures_reached(stdout: str) -> int | None:
    """How many procedures' effects an `rd`/`ru` question computed (its JSON's stats;
    `prepare`: every procedure)."""
    n = _stats(stdout).get("procedures")
    return n if isinstance(n, int) else None


def _stats(stdout: str) -> dict[str, Any]:
    """A question's `stats`, or the whole document of one that has none (`prepare`)."""
    try:
        data = json.loads(stdout)
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    if str(data.get("schema", "")).startswith("ddpa.prepare/"):
        return data
    stats = data.get("stats")
    return stats if isinstance(stats, dict) else {}


def ir_load_seconds(path: Path, repeat: int = 3, cache_dir: Path | None = None) -> float:
    """The fastest warm-cache load of the whole program's IR, in this process (CPU time)."""
    from ddpa.loader import LoadOptions, load_program

    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        load_program([str(path)], LoadOptions(cache_dir=cache_dir))
        best = min(best, time.process_time() - t0)
    return best


def measure(sizes: Sequence[int], work: Path, label: str, env: dict[str, str] | None = None,
            commands: Sequence[str] = QUESTIONS + WHOLE + PREPARED,
            log: Callable[[str], None] = lambda s: None, repeat: int = 1) -> Report:
    """Run every command on every size `repeat` times and keep the run of median wall time,
    after the program is lowered (untimed) into the IR cache, with no facts kept for it yet.
    Every repetition of a command starts from the cache as the commands before it left it
    (a repetition would otherwise read back what the one before it kept): `rd local first`
    and `rd` find the cache as lowering left it (the first keeps nothing), `ru` as one `rd`,
    `rd again` and `rd local` left it; `prepare` finds it as lowering left it again, and
    `rd prepared` and `ru prepared` as `prepare` left it."""
    env = dict(os.environ if env is None else env)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    xdg = work / "cache"  # a cache of the benchmark's own, emptied per program
    env["XDG_CACHE_HOME"] = str(xdg.resolve())
    report = Report(label)
    for size in sizes:
        path = program_file(size, work)
        lines = len(path.read_text().splitlines())
        qs = questions(path)
        shutil.rmtree(xdg, ignore_errors=True)
        # the first load lowers into the cache (the best of three is a warm load)
        report.ir_load[lines] = ir_load_seconds(path, cache_dir=xdg / "ddpa")
        before = work / "cache-before"  # the cache as the commands so far left it
        lowered = _lowered_copy(xdg, work)
        for c in commands:
            if c in WHOLE and size > WHOLE_LIMIT:
                continue
            if c == "prepare":
                _restore(lowered, xdg)
            run = _median_run(c, qs[c], lines, env, xdg, before, repeat)
            report.runs.append(run)
            log(f"{label}: {c} on {lines} lines: {run.wall:.2f} s wall, {run.cpu or 0:.2f} s CPU, "
                f"{run.peak_mb:.0f} MB (median of {repeat})")
        shutil.rmtree(before, ignore_errors=True)
        shutil.rmtree(lowered, ignore_errors=True)
    return report


def _lowered_copy(xdg: Path, work: Path) -> Path:
    """A copy of the cache as lowering left it (what `prepare` starts from)."""
    lowered = work / "cache-lowered"
    shutil.rmtree(lowered, ignore_errors=True)
    shutil.copytree(xdg, lowered)
    return lowered


def _restore(copy: Path, xdg: Path) -> None:
    """The cache `xdg` as `copy` holds it."""
    shutil.rmtree(xdg, ignore_errors=True)
    shutil.copytree(copy, xdg)


def _median_run(command: str, argv: Sequence[str], lines: int, env: dict[str, str],
                xdg: Path, before: Path, repeat: int, program: str = "") -> Run:
    """`repeat` runs of one command, each from the cache `xdg` as it is now (kept in
    `before` meanwhile); the run of median wall time."""
    shutil.rmtree(before, ignore_errors=True)
    shutil.copytree(xdg, before)
    runs = []
    for _ in range(repeat):
        _restore(before, xdg)
        wall, peak, out, ok, cpu = run_command(argv, env)
        runs.append(Run(command, lines, wall, analysis_seconds(command, out) if ok else None,
                        peak, ok, cpu=cpu, procedures=procedures_reached(out) if ok else None,
                        program=program))
    return sorted(runs, key=lambda r: r.wall)[(len(runs) - 1) // 2]


def measure_corpus(names: Sequence[str], work: Path, label: str,
                   env: dict[str, str] | None = None,
                   log: Callable[[str], None] = lambda s: None, repeat: int = 1) -> list[Run]:
    """`measure`'s questions on real programs of the corpus (`corpus_questions`), each
    lowered first (untimed) into a cache of its own; its lines are those of its own
    sources (`ddpa.bench.corpus.source_lines`). `defuse --inter` and `integrate` follow on
    programs of at most `CORPUS_WHOLE_LIMIT` lines."""
    import shlex

    from ddpa.bench.corpus import CORPUS, fetch, source_lines
    from ddpa.loader import LoadOptions, load_program

    env = dict(os.environ if env is None else env)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    xdg = work / "cache"
    env["XDG_CACHE_HOME"] = str(xdg.resolve())
    runs: list[Run] = []
    for name in names:
        corpus = CORPUS[name]
        root = fetch(corpus)
        flags = corpus.compile_flags(root)
        units = corpus.units(root)
        shutil.rmtree(xdg, ignore_errors=True)
        program = load_program(units, LoadOptions(flags=flags, cache_dir=xdg / "ddpa")).program
        lines = source_lines(program, root)
        source = [*units, *([f"--cflags={shlex.join(flags)}"] if flags else [])]
        qs = corpus_questions(program, source)
        if lines <= CORPUS_WHOLE_LIMIT:
            qs.update({"defuse": ["defuse", *source, "--inter"],
                       "integrate": ["integrate", *source]})
        program.facts = None  # (what this process read is not what the commands keep)
        before = work / "cache-before"
        lowered = _lowered_copy(xdg, work)
        for c in QUESTIONS + WHOLE + PREPARED:
            if c not in qs:
                if c not in WHOLE:
                    log(f"{label}: {name}: no variable for {c}")
                continue
            if c == "prepare":
                _restore(lowered, xdg)
            run = _median_run(c, qs[c], lines, env, xdg, before, repeat, program=name)
            runs.append(run)
            log(f"{label}: {c} on {name} ({lines} lines): {run.wall:.2f} s wall, "
                f"{run.cpu or 0:.2f} s CPU, {run.peak_mb:.0f} MB (median of {repeat})")
        shutil.rmtree(before, ignore_errors=True)
        shutil.rmtree(lowered, ignore_errors=True)
    return runs


# --- reporting -------------------------------------------------------------------------------


def markdown(reports: Sequence[Report]) -> str:
    """One table per report: command x size, wall / analysis / peak memory."""
    out = ["# End-to-end: the first question from the command line", "",
           "Each cell: wall time of the whole process (warm IR cache; in brackets its user +",
           "system CPU time, less sensitive to other load on the machine) / analysis time the",
           "command reports / peak resident memory. `ddpa bench endtoend` writes this file;",
           "with `--repeat N` (3 by default) a cell is the run of median wall time of N, each",
           "starting from the cache as the commands above it left it (the tables up to",
           "`graph built once` reset only `rd` so, to the cache as lowering left it; tables",
           "before `--repeat` applied here, up to `pairs per use`, ran each command once).",
           ""]
    for rep in reports:
        sizes = sorted({r.lines for r in rep.runs if not r.program})  # generated programs
        grow = len(sizes) >= 2  # the last column: wall time at the largest size over the next
        out += [f"## {rep.label}", "",
                "| command | " + " | ".join(f"{s} lines" for s in sizes)
                + (" | growth |" if grow else " |"),
                "|---|" + "---|" * (len(sizes) + grow)]
        for c in QUESTIONS + WHOLE + PREPARED:
            cells = [_cell(rep.row(c, s)) for s in sizes]
            if grow:
                cells.append(_growth(rep.row(c, sizes[-2]), rep.row(c, sizes[-1])))
            if any(x != "" for x in cells):
                out.append(f"| {c} | " + " | ".join(cells) + " |")
        loads = " | ".join(f"{rep.ir_load.get(s, 0.0) * 1000:.0f} ms" for s in sizes)
        out += [f"| IR load (in process, CPU) | {loads} |" + (" |" if grow else ""), ""]
        if rep.programs():
            out += _corpus_table(rep)
    return "\n".join(out) + "\n"


def _corpus_table(rep: Report) -> list[str]:
    """A report's real programs: a row per program, a column per question."""
    asked = [c for c in QUESTIONS + WHOLE + PREPARED
             if any(r.command == c and r.program for r in rep.runs)]
    out = [f"Real programs ({rep.label}; the questions of `corpus_questions`):", "",
           "| program | lines | " + " | ".join(asked) + " |",
           "|---|---:|" + "---|" * len(asked)]
    for name, lines in rep.programs():
        cells = [_cell(rep.row(c, lines, name)) for c in asked]
        out.append(f"| {name} | {lines} | " + " | ".join(cells) + " |")
    return [*out, ""]


def _cell(r: Run | None) -> str:
    if r is None:
        return ""
    if not r.ok:
        return "failed"
    ana = "?" if r.analysis is None else f"{r.analysis * 1000:.1f} ms"
    cpu = "" if r.cpu is None else f" ({r.cpu:.2f} s CPU)"
    reached = "" if r.procedures is None else f" / {r.procedures} proc."
    return f"{r.wall:.2f} s{cpu} / {ana} / {r.peak_mb:.0f} MB{reached}"


def _growth(small: Run | None, large: Run | None) -> str:
    if small is None or large is None or not (small.ok and large.ok) or small.wall <= 0:
        return ""
    return f"{large.wall / small.wall:.1f}x"


def plot(reports: Sequence[Report]) -> Plot:
    """First-question wall time against program size, per command, for the last two
    reports (this version and the one measured beside it: the tables keep the older ones)."""
    series = []
    for rep in reports[-2:]:
        for c in QUESTIONS:
            pts = sorted((r.lines, r.wall) for r in rep.runs
                         if r.command == c and r.ok and not r.program)
            if pts:
                series.append(Series(f"{c} ({rep.label})", [p[0] for p in pts],
                                     [p[1] for p in pts]))
    if series:
        xs = sorted({x for s in series for x in s.xs})
        series.append(Series("target 0.3 s", xs, [0.3] * len(xs), guide=True))
    return Plot("First question from the command line", Axis("program lines", log=True),
                Axis("wall seconds", log=True), series,
                note="fresh process, warm IR cache, generated programs")


def write_results(reports: Sequence[Report], out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    md = out / "endtoend.md"
    md.write_text(markdown(reports))
    rows = out / "endtoend_runs.json"
    rows.write_text(json.dumps([{"label": r.label, "ir_load": r.ir_load,
                                 "runs": [asdict(x) for x in r.runs]} for r in reports],
                               indent=1) + "\n")
    return [md, rows, *plot(reports).save(out / "endtoend.png")]


class BaselineError(ValueError):
    """A `--baseline` file that cannot be read, or is not the runs `write_results` wrote."""


def load_reports(path: Path) -> list[Report]:
    """Reports written earlier (`endtoend_runs.json`), e.g. a run of an older version;
    BaselineError, naming the file, if it is not one."""
    try:
        data: list[dict[str, Any]] = json.loads(path.read_text())
        return [Report(d["label"], [Run(**r) for r in d["runs"]],
                       {int(k): float(v) for k, v in d["ir_load"].items()}) for d in data]
    except OSError as exc:
        raise BaselineError(f"{path}: {exc.strerror or exc}") from None
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise BaselineError(f"{path}: not the runs of an earlier report "
                            f"({type(exc).__name__}: {exc})") from None


def run_endtoend_bench(sizes: Sequence[int], out: str, label: str = "this version",
                       baseline: str | None = None,
                       log: Callable[[str], None] = lambda s: None, repeat: int = 1,
                       corpus: Sequence[str] = ()) -> int:
    """Measure (the median of `repeat` runs per cell) on generated programs of `sizes`
    lines and on the real programs `corpus`, add the runs of `baseline` (an earlier
    `endtoend_runs.json`), write results."""
    work = Path(out) / "programs"
    reports = load_reports(Path(baseline)) if baseline else []
    reports = [r for r in reports if r.label != label]
    report = measure(sizes, work, label, log=log, repeat=repeat)
    report.runs += measure_corpus(corpus, work, label, log=log, repeat=repeat)
    reports.append(report)
    for p in write_results(reports, Path(out)):
        log(f"wrote {p}")
    return 0
