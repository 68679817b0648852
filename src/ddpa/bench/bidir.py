"""`ddpa bench bidir`: the measurements of section 8 of Jaiswal, Khedker, Chakraborty on
generated C++ programs (and given files): Table 4 (time of the six variants), Table 5(a)
monomorphic call sites, Table 5(b) virtual call edges, Table 6 class types of the objects
used, per program, beside class hierarchy analysis and the demand-driven call graph of
Agrawal (seed 003, `ddpa.analyses.callgraph.reaching_types`)."""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ddpa.analyses.bidir.client import is_java_like, resolve_calls, virtual_sites
from ddpa.analyses.bidir.methods import Method, Variant
from ddpa.analyses.bidir.names import Abstraction
from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis
from ddpa.analyses.callgraph.reaching_types import ReachingTypes
from ddpa.bench.generator import GenConfig, generate
from ddpa.bench.generator_cxx import CxxGenConfig, generate_cxx
from ddpa.bundled import examples_dir
from ddpa.ir.instr import Call, Virtual
from ddpa.ir.program import Node, Program
from ddpa.loader import load_program
from ddpa.report.plots import Axis, Plot, Series

DCG = "demand CG (003)"  # the column of seed 003's demand-driven call graph
EXAMPLES = tuple(str(Path(examples_dir()) / f"bidir_fig{k}.cpp") for k in (1, 2, 3, 15))
ONE_SITE_SAMPLE = 5  # sites resolved one at a time (origin = one site) per program
ONE_SITE_MAX_LINES = 3000  # ... of programs up to this size (the larger ones take long)
SIX = [Variant(m, a) for a in (Abstraction.TYPE, Abstraction.SITE)
       for m in (Method.ID, Method.CD, Method.EX)]


@dataclass
class VariantRow:
    label: str
    ms: float
    rounds: int
    demands: int
    aliases: int
    monomorphic: int
    edges: int
    class_types: int
    complete: bool


@dataclass
class ProgramRow:
    name: str
    lines: int
    sites: int
    cha_monomorphic: int
    cha_edges: int
    variants: dict[str, VariantRow] = field(default_factory=dict)
    one_site_ms: dict[str, float] = field(default_factory=dict)  # mean over sampled sites
    # the demand call graph of seed 003 on the same sites (None: not measured)
    dcg_ms: float | None = None
    dcg_monomorphic: int | None = None
    dcg_edges: int | None = None


def demand_callgraph(program: Program, sites: Sequence[Node], row: ProgramRow) -> None:
    """Seed 003's demand-driven call graph on the same virtual and indirect sites, each
    resolved in turn by one analyzer that keeps final types between them (section 4.7):
    its CPU time, monomorphic sites and edges, into `row`."""
    c0 = time.process_time()
    rt = ReachingTypes(program)
    answers = [rt.resolve(n.func.name, n.id).targets for n in sites]
    row.dcg_ms = (time.process_time() - c0) * 1000
    row.dcg_monomorphic = sum(len(t) == 1 for t in answers)
    row.dcg_edges = sum(len(t) for t in answers)


def generated_config(lines: int, seed: int = 1) -> CxxGenConfig:
    """A generator configuration giving about `lines` lines (classes and helpers scale)."""
    k = max(1.0, lines / 400)
    classes = int(8 * k)
    return CxxGenConfig(seed=seed, roots=max(2, classes // 10), classes=classes,
                        helpers=int(10 * k), objects=max(6, int(4 * k)))


def measure(name: str, program: Program, lines: int, variants: Sequence[Variant] = SIX,
            max_rounds: int | None = None, log: Callable[[str], None] = print,
            max_seconds: float | None = None) -> ProgramRow:
    """One program's row: each variant resolving every site at once (a variant stopped by
    `max_seconds` is marked incomplete), and Id/Cd one site at a time on small programs."""
    cha = ClassHierarchyAnalysis(program)
    sites = virtual_sites(program)  # virtual and indirect (function pointer) call sites
    virt = [n.instr for n in sites
            if isinstance(n.instr, Call) and isinstance(n.instr.callee, Virtual)]
    cha_t = [cha.resolve(c) for c in virt]
    row = ProgramRow(name, lines, len(sites), sum(len(t) == 1 for t in cha_t),
                     sum(len(t) for t in cha_t))
    demand_callgraph(program, sites, row)
    all_variants = list(variants)
    if is_java_like(program):
        all_variants += [Variant(Method.JD, a) for a in (Abstraction.TYPE, Abstraction.SITE)]
    for v in all_variants:
        r = resolve_calls(program, sites, v.method, v.abstraction, max_rounds, cha=cha,
                          max_seconds=max_seconds)
        answers = list(r.sites.values())
        vr = VariantRow(v.label, r.stats.cpu_seconds * 1000, r.stats.rounds, r.stats.demands,
                        r.stats.aliases, sum(len(a.targets) == 1 for a in answers),
                        sum(len(a.targets) for a in answers),
                        sum(len(a.classes) for a in answers), r.status.value == "complete")
        row.variants[v.label] = vr
        if v.method in (Method.ID, Method.CD) and sites and lines <= ONE_SITE_MAX_LINES:
            sample = sites[:: max(1, len(sites) // ONE_SITE_SAMPLE)][:ONE_SITE_SAMPLE]
            ms = [resolve_calls(program, [n], v.method, v.abstraction, max_rounds, cha=cha,
                                max_seconds=max_seconds).stats.cpu_seconds * 1000
                  for n in sample]
            row.one_site_ms[v.label] = sum(ms) / len(ms)
        log(f"  {name}: {v.label} {vr.ms:.0f} ms{'' if vr.complete else ' (stopped)'}, "
            f"{vr.rounds} rounds, mono {vr.monomorphic}, edges {vr.edges}, "
            f"types {vr.class_types}")
    return row


def _table(rows: list[ProgramRow], title: str, metric: str,
           extra: Sequence[tuple[str, str]] = ()) -> list[str]:
    """One metric of the six variants per program, then the `extra` columns (header, the
    row's attribute; `-` where not measured)."""
    labels = [v.label for v in SIX]
    head = ["Program", "lines", "sites", *labels, *(h for h, _ in extra)]
    out = [f"### {title}", "", "| " + " | ".join(head) + " |",
           "|" + "---|" * len(head)]
    for r in rows:
        cells = [r.name, str(r.lines), str(r.sites)]
        for lab in labels:
            v = r.variants.get(lab)
            val = getattr(v, metric) if v is not None else None
            if v is not None and not v.complete:  # stopped by the time limit
                cells.append(f"> {val:.0f}" if metric == "ms" else "-")
                continue
            cells.append("-" if val is None else (f"{val:.0f}" if isinstance(val, float)
                                                  else str(val)))
        for _, attr in extra:
            x = getattr(r, attr)
            cells.append("-" if x is None else (f"{x:.0f}" if isinstance(x, float) else str(x)))
        out.append("| " + " | ".join(cells) + " |")
    return [*out, ""]


def _one_site(rows: list[ProgramRow]) -> list[str]:
    labels = [v.label for v in SIX if v.method is not Method.EX]
    out = [f"### One site at a time: mean ms to resolve one site (origin = that site, "
           f"{ONE_SITE_SAMPLE} sites sampled), beside Ex for all sites", "",
           "| Program | " + " | ".join(labels) + " | Ex-tba (all) | Ex-asb (all) |",
           "|" + "---|" * (len(labels) + 3)]
    for r in rows:
        cells = [f"{r.one_site_ms[lab]:.0f}" if lab in r.one_site_ms else "-"
                 for lab in labels]
        cells += [f"{r.variants[f'Ex-{t}'].ms:.0f}" for t in ("tba", "asb")]
        out.append(f"| {r.name} | " + " | ".join(cells) + " |")
    return [*out, ""]


def summary(rows: list[ProgramRow]) -> list[str]:
    """The targets of the issue, reported (never asserted)."""
    out = ["### Targets", ""]
    for tag in ("tba", "asb"):
        big = [r for r in rows if r.lines >= 5000]
        # a stopped Ex took at least its time: Id finishing in half of it counts
        fast = [r for r in big if r.variants[f"Id-{tag}"].complete
                and r.variants[f"Ex-{tag}"].ms >= 2 * r.variants[f"Id-{tag}"].ms]
        done = [r for r in rows
                if all(r.variants[f"{m}-{tag}"].complete for m in ("Id", "Cd", "Ex"))]
        mono = [r for r in done if r.variants[f"Id-{tag}"].monomorphic
                >= r.variants[f"Ex-{tag}"].monomorphic]
        types = [r for r in done if r.variants[f"Id-{tag}"].class_types
                 <= r.variants[f"Ex-{tag}"].class_types]
        same = [r for r in done if (r.variants[f"Cd-{tag}"].edges, r.variants[f"Cd-{tag}"]
                                    .monomorphic) == (r.variants[f"Ex-{tag}"].edges,
                                                      r.variants[f"Ex-{tag}"].monomorphic)]
        verdict = "met" if big and 2 * len(fast) > len(big) else "missed"
        out += [f"- {tag}: Id at least 2x faster than Ex on {len(fast)} of {len(big)} programs "
                f"of 5K+ lines (target: most of them; {verdict}); Id's monomorphic sites >= "
                f"Ex's on {len(mono)} of {len(done)} programs all three methods finished; "
                f"Id's class types <= Ex's on {len(types)} of {len(done)}; Cd = Ex (sites, "
                f"edges) on {len(same)} of {len(done)}."]
    jd = [r for r in rows if "Jd-tba" in r.variants]
    if jd:
        out.append(f"- Jd ran on {len(jd)} Java-like program(s).")
    return [*out, ""]


def load_rows(path: str | Path) -> list[ProgramRow]:
    """The rows a run wrote to `bidir.json` (to redraw the tables without measuring)."""
    out = []
    for d in json.loads(Path(path).read_text()):
        variants = {k: VariantRow(**v) for k, v in d.pop("variants").items()}
        out.append(ProgramRow(**d, variants=variants))
    return out


def write_results(rows: list[ProgramRow], out_dir: str, max_seconds: float | None = None
                  ) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    md = ["# Bidirectional demand-driven alias analysis (seed 002), section 8", "",
          "Generated C++ programs (`genN`, `ddpa.bench.generator_cxx`), generated C programs "
          "(`gencN`, `ddpa.bench.generator`, function pointers) and the paper's examples; "
          "all virtual and indirect call sites resolved at once (origin = every such site), "
          "one run per variant. `sites` counts virtual and indirect sites; CHA's columns "
          "count virtual sites only (CHA knows nothing of function pointers). `demand CG (003)` "
          "is Agrawal's demand-driven call graph (seed 003, equal to exhaustive 0-CFA) on the "
          "same virtual and indirect sites, resolved in turn by one analyzer: its CPU time, "
          "its monomorphic sites and its edges. It is flow-insensitive and does not know "
          "which code `main` reaches, so it may keep targets the flow-sensitive variants drop.",
          "tba: type-based abstraction; asb: allocation-site-based abstraction.",
          "Real C++ programs come from `ddpa.bench.corpus`; their lines are source lines "
          "(without system headers). Times are the analysis's CPU time (process time: the "
          "machine is shared, wall-clock times vary with its load); "
          + (f"a variant that used {max_seconds:.0f} s of CPU time was stopped (`> ms` in "
             "Table 4, `-` in the precision tables: its answer is CHA's fallback). "
             if max_seconds else "")
          + f"Sites are resolved one at a time only on programs of at most "
          f"{ONE_SITE_MAX_LINES} lines.", ""]
    md += _table(rows, "Table 4: analysis time (CPU ms)", "ms", [(DCG, "dcg_ms")])
    md += _table(rows, "Table 5(a): monomorphic call sites (larger is more precise)",
                 "monomorphic", [("CHA", "cha_monomorphic"), (DCG, "dcg_monomorphic")])
    md += _table(rows, "Table 5(b): call edges at virtual (and indirect) sites (smaller is "
                 "more precise)", "edges", [("CHA", "cha_edges"), (DCG, "dcg_edges")])
    md += _table(rows, "Table 6: class types of the receiver objects, summed over the sites "
                 "(smaller is more precise)", "class_types")
    md += _table(rows, "Rounds of Algorithm 1", "rounds")
    md += _one_site(rows)
    md += summary(rows)
    paths = [out / "bidir.md", out / "bidir.json"]
    paths[0].write_text("\n".join(md))
    paths[1].write_text(json.dumps([asdict(r) for r in rows], indent=2) + "\n")
    gen = sorted((r for r in rows if r.name.startswith("gen") and not r.name.startswith("genc")),
                 key=lambda r: r.lines)
    if gen:
        plot = Plot("Bidirectional alias analysis: time of the six variants",
                    Axis("program lines", log=True), Axis("time (ms)", log=True),
                    [Series(v.label, [r.lines for r in gen],
                            [max(r.variants[v.label].ms, 0.01) for r in gen]) for v in SIX],
                    note="generated C++, all virtual call sites resolved at once")
        paths += plot.save(out / "bidir_time.png")
    return paths


def run_bidir_bench(sizes: Sequence[int], out: str, files: Sequence[str] = (),
                    c_sizes: Sequence[int] = (), log: Callable[[str], None] = print,
                    corpus: Sequence[str] = (), max_seconds: float | None = None) -> int:
    """Generated C++ programs of about `sizes` lines, generated C programs (function
    pointers) of `c_sizes` lines, `files`, and the real C++ programs of `corpus`
    (`ddpa.bench.corpus`; one the front end cannot lower is left out, saying so); each
    variant stopped after `max_seconds`; results written to `out`."""
    from ddpa.bench.corpus import CORPUS, CorpusError, load
    from ddpa.frontend.clang import FrontendError

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            g = generate_cxx(generated_config(size))
            path = Path(tmp) / f"gen{size}.cpp"
            path.write_text(g.source)
            log(f"gen{size}: {g.lines} lines")
            rows.append(measure(f"gen{size}", load_program([str(path)]).program, g.lines,
                                log=log, max_seconds=max_seconds))
        for size in c_sizes:
            c = generate(GenConfig(seed=1, target_lines=size))
            path = Path(tmp) / f"genc{size}.c"
            path.write_text(c.source)
            log(f"genc{size}: {len(c.source.splitlines())} lines")
            rows.append(measure(f"genc{size}", load_program([str(path)]).program,
                                len(c.source.splitlines()), log=log,
                                max_seconds=max_seconds))
    for f in files:
        lines = len(Path(f).read_text(errors="replace").splitlines())
        rows.append(measure(Path(f).name, load_program([f]).program, lines, log=log,
                            max_seconds=max_seconds))
    for name in corpus:
        try:
            program, lines = load(CORPUS[name])
        except (FrontendError, CorpusError) as exc:
            log(f"{name}: left out ({str(exc).splitlines()[0]})")
            continue
        log(f"{name}: {lines} lines")
        rows.append(measure(name, program, lines, log=log, max_seconds=max_seconds))
    for p in write_results(rows, out, max_seconds):
        log(f"wrote {p}")
    return 0
