"""What the analyses answer on real C programs: the measurements of modelling artefacts.

For each C program of the corpus (`ddpa.bench.corpus`): its lines, whether it lowers and
the diagnostics of lowering by kind; its interprocedural def-use pairs (the exhaustive
analyzer of `ddpa defuse --inter`, with the CFL alias oracle) and the share of them whose
definition is a call of a function without a body (a library call: the modelling artefact
this benchmark watches); the calls left to unknown externals (no body, no library model)
and the most called of them; DDA's answers against EXH's on the alias benchmark's queries
(`ddpa.bench.alias`, at most `max_queries` of them, sampled as that benchmark samples);
and demand points-to (DDPT) on the pointer values those queries compare: the share that runs
out of the budget and the mean time. Each measurement runs in a child process under a time
and memory limit, and one that does not finish is reported as a timeout (or as out of
memory), never left out. Tables go to `realcode.md`, the data to `realcode.json`; a run of
some programs keeps the other programs' rows of an earlier run (with the limits they were
measured under, when those differ), and the table says which rows it measured.
"""

from __future__ import annotations

import json
import multiprocessing
import resource
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from ddpa.ir.instr import Call, Direct
from ddpa.ir.program import Program

JsonDict = dict[str, Any]


@dataclass(frozen=True)
class RealcodeConfig:
    """Which programs, where the tables go, and the limits of each measurement: `timeout`
    seconds and `memory_mib` of memory for each of a program's def-use and alias
    measurements (its lowering, which the IR cache makes a one-time cost, is not limited),
    `max_queries` alias queries, and the engines' budget."""

    corpus: tuple[str, ...]
    out: str = "bench/results"
    timeout: float = 600.0
    memory_mib: int = 6144
    max_queries: int = 500
    seed: int = 1
    budget: int = 2000
    stem: str = "realcode"


# --- measurements (each runs in a child process) -----------------------------------------


def measure_defuse(program: Program) -> JsonDict:
    """Interprocedural def-use pairs in source terms (as `ddpa defuse --inter` counts them)
    and how many have a definition made by a call of a body-less function."""
    from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
    from ddpa.analyses.dataflow.classify import exhaustive_uses_by_function
    from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
    from ddpa.analyses.dataflow.facts import REAL
    from ddpa.analyses.dataflow.model import Model
    from ddpa.analyses.dataflow.query import INTER, pairs_by_definition
    from ddpa.analyses.dataflow.state import Integration

    t0 = time.perf_counter()
    m = Model(program, make_oracle("cfl", program))
    # counted a function at a time: the pairs of a large program do not fit in memory
    terms, per_def = pairs_by_definition(
        m, exhaustive_uses_by_function(ExhaustiveAnalyzer(m, Integration(m))), INTER)
    # A definition in source terms (a variable on a line) is a library call's when a
    # definition code it names is one: a line with both kinds counts as the library's.
    callee_of: dict[int, str] = {}  # definition id -> the library function
    for c, d in terms.definition_codes():
        kind, gid, _ = m.decode(c)
        if kind == REAL:
            f, nid = m.node(gid)
            callee = _library_call(program, f.fn.nodes[nid].instr)
            if callee:  # a line with two library calls is named by the first name
                callee_of[d] = min(callee_of.get(d, callee), callee)
    n = sum(per_def.values())
    by_callee: Counter[str] = Counter()
    for d, k in per_def.items():
        if d in callee_of:
            by_callee[callee_of[d]] += k
    lib = sum(by_callee.values())
    return {"status": "ok", "inter_pairs": n, "library_pairs": lib,
            "library_share": lib / n if n else 0.0,
            "library_top": [[c, k] for c, k in by_callee.most_common(5)],
            "seconds": round(time.perf_counter() - t0, 2)}


def _library_call(program: Program, instr: object) -> str:
    """The name of the body-less function `instr` calls directly, or ""."""
    if not isinstance(instr, Call) or not isinstance(instr.callee, Direct):
        return ""
    fn = program.functions.get(instr.callee.name)
    return instr.callee.name if fn is not None and not fn.has_body else ""


def unknown_calls(program: Program) -> JsonDict:
    """Calls of functions with neither body nor library model, and the most called."""
    from ddpa.ir.libmodel import unknown_externals

    unknown = set(unknown_externals(program))
    calls: Counter[str] = Counter()
    for fn in program.defined_functions():
        for node in fn.nodes:
            i = node.instr
            if isinstance(i, Call) and isinstance(i.callee, Direct) and \
                    i.callee.name in unknown:
                calls[i.callee.name] += 1
    return {"calls": sum(calls.values()), "distinct": len(calls),
            "top": [[name, k] for name, k in calls.most_common(10)]}


def measure_alias(program: Program, max_queries: int, seed: int, budget: int) -> JsonDict:
    """DDA against EXH on the alias benchmark's queries, and DDPT on their pointer values."""
    from ddpa.analyses.alias.analysis import AliasAnalysis
    from ddpa.analyses.alias.client import query_set
    from ddpa.analyses.alias.dda import DemandAlias
    from ddpa.analyses.alias.ddpt import DemandPointsTo
    from ddpa.analyses.alias.options import DDAConfig
    from ddpa.bench.alias import _sample

    t0 = time.perf_counter()
    an = AliasAnalysis(program)
    g = an.peg
    qs = query_set(program, g)
    queries = _sample(qs.queries, max_queries, seed)
    exh = an.exh
    exh_s = time.perf_counter() - t0
    dda = DemandAlias(g, DDAConfig(budget=budget))
    complete = agree = 0
    for q in queries:
        res = dda.may_alias(q.e1, q.e2)
        if res.complete:
            complete += 1
            agree += res.may_alias == exh.value_alias(g.addr_of(q.e1), g.addr_of(q.e2))
    values = sorted({a for q in queries for pair in g.comparable_pairs(q.e1, q.e2)
                     for a in pair})
    ddpt = DemandPointsTo(g, budget=budget)
    over = 0
    ms: list[float] = []
    for a in values:
        t = time.thread_time()
        r = ddpt.points_to(a)
        ms.append((time.thread_time() - t) * 1000)
        over += not r.complete
    return {"status": "ok", "queries": len(queries), "candidates": len(qs.queries),
            "dda_complete": complete, "dda_exh_agree": agree,
            "agreement": agree / complete if complete else None,
            "pointer_queries": len(values), "ddpt_overruns": over,
            "overrun_share": over / len(values) if values else None,
            "ddpt_mean_ms": sum(ms) / len(ms) if ms else None,
            "exh_seconds": round(exh_s, 2), "seconds": round(time.perf_counter() - t0, 2)}


def _child(conn: Connection, work: Callable[[], JsonDict], memory_mib: int) -> None:
    # the limit is on what the measurement adds to the address space the child begins
    # with (a forked copy of the benchmark's, which holds libclang's mappings after a
    # program was lowered there rather than read from the IR cache)
    limit = _address_space() + memory_mib * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        out = work()
    except MemoryError:
        out = {"status": "out of memory"}
    except Exception as exc:  # a defect met on real code is a result of the benchmark
        out = {"status": f"error: {type(exc).__name__}: {exc}"[:300]}
    conn.send(out)
    conn.close()


def _address_space() -> int:
    """This process's virtual address space in bytes (0 where /proc does not say)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * resource.getpagesize()
    except (OSError, ValueError, IndexError):
        return 0


def bounded(work: Callable[[], JsonDict], timeout: float, memory_mib: int) -> JsonDict:
    """`work()` in a forked child process (it sees what this process has loaded), killed
    after `timeout` seconds: {"status": "timeout"} then."""
    ctx = multiprocessing.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, work, memory_mib), daemon=True)
    t0 = time.perf_counter()
    proc.start()
    child.close()
    out: JsonDict = {"status": "timeout", "seconds": timeout}
    if parent.poll(timeout):
        try:
            out = parent.recv()
        except EOFError:
            out = {"status": "died"}
    proc.kill()
    proc.join()
    out.setdefault("seconds", round(time.perf_counter() - t0, 2))
    return out


# --- one program, all programs ---------------------------------------------------------------


def measure_program(name: str, cfg: RealcodeConfig, log: Callable[[str], None]) -> JsonDict:
    from ddpa.bench.corpus import CORPUS, CorpusError, load
    from ddpa.frontend.clang import FrontendError
    from ddpa.report.diagnostics import kind

    row: JsonDict = {"name": name, "date": time.strftime("%Y-%m-%d", time.gmtime())}
    t0 = time.perf_counter()
    try:
        program, lines = load(CORPUS[name])
    except (FrontendError, CorpusError, OSError) as exc:
        row["lowering"] = f"error: {exc}"[:300]
        log(f"{name}: {row['lowering']}")
        return row
    row["lowering"] = "ok"
    row["lines"] = lines
    row["load_seconds"] = round(time.perf_counter() - t0, 2)
    row["functions"] = sum(1 for _ in program.defined_functions())
    row["diagnostics"] = dict(sorted(Counter(kind(d) for d in program.diagnostics).items()))
    row["unknown_externals"] = unknown_calls(program)
    log(f"{name}: {lines} lines, lowered in {row['load_seconds']} s")
    row["defuse"] = bounded(lambda: measure_defuse(program), cfg.timeout, cfg.memory_mib)
    log(f"{name}: def-use {row['defuse']}")
    row["alias"] = bounded(lambda: measure_alias(program, cfg.max_queries, cfg.seed,
                                                 cfg.budget), cfg.timeout, cfg.memory_mib)
    log(f"{name}: alias {row['alias']}")
    return row


def run_realcode_bench(cfg: RealcodeConfig, log: Callable[[str], None]) -> int:
    """Measure every program of `cfg.corpus`, writing the tables after each one (a long
    run that is stopped keeps what it measured). The rows of other programs that an
    earlier run wrote to the same place are kept, in their order."""
    out = Path(cfg.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = earlier_rows(out / f"{cfg.stem}.json", cfg, log)
    for name in cfg.corpus:
        row = measure_program(name, cfg, log)
        at = next((k for k, r in enumerate(rows) if r.get("name") == name), None)
        if at is None:
            rows.append(row)
        else:
            rows[at] = row
        write(rows, cfg, out, measured=cfg.corpus)
    log(f"wrote {out / (cfg.stem + '.md')} and {out / (cfg.stem + '.json')}")
    return 0


def _config(cfg: RealcodeConfig) -> JsonDict:
    return {"timeout": cfg.timeout, "memory_mib": cfg.memory_mib,
            "max_queries": cfg.max_queries, "seed": cfg.seed, "budget": cfg.budget}


def earlier_rows(path: Path, cfg: RealcodeConfig, log: Callable[[str], None]
                 ) -> list[JsonDict]:
    """The rows an earlier run wrote to `path`; a row measured under other limits than
    `cfg`'s keeps them (`limits`), and the table says so."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return []
    rows = data.get("programs") if isinstance(data, dict) else None
    if not isinstance(rows, list):
        return []
    kept = [r for r in rows if isinstance(r, dict) and "name" in r]
    for r in kept:
        r.setdefault("limits", data.get("config"))
        if r["limits"] == _config(cfg):
            del r["limits"]
    return kept


def write(rows: list[JsonDict], cfg: RealcodeConfig, out: Path,
          measured: tuple[str, ...] | None = None) -> None:
    """The tables of `rows`; `measured` names the programs this run measured (None: all)."""
    data = {"schema": "ddpa.bench.realcode/1", "config": _config(cfg),
            "measured": list(measured) if measured is not None else None,
            "programs": rows}
    (out / f"{cfg.stem}.json").write_text(
        json.dumps(data, indent=1) + "\n")
    (out / f"{cfg.stem}.md").write_text(markdown(rows, cfg, measured))


# --- tables ------------------------------------------------------------------------------------


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}%"


def _phase(row: JsonDict, key: str) -> JsonDict | None:
    """The phase's result if it finished, else None (the cell says why)."""
    d = row.get(key)
    return d if isinstance(d, dict) and d.get("status") == "ok" else None


def _totals(rows: list[JsonDict]) -> list[str]:
    """The corpus as a whole: the library-call target per program, and DDPT's queries of
    every program together (its targets are stated for the corpus)."""
    out: list[str] = []
    shares = [du["library_share"] for r in rows
              if (du := _phase(r, "defuse")) is not None and du.get("library_share") is not None]
    if shares:
        under = sum(s < 0.10 for s in shares)
        out.append(f"- Library-call share under 10%: {under} of the {len(shares)} programs "
                   f"whose pairs finished ({len(rows) - len(shares)} did not).")
    alias = {r["name"]: a for r in rows if (a := _phase(r, "alias")) is not None
             and a.get("ddpt_mean_ms") is not None and a.get("pointer_queries")}
    if alias:
        n = sum(a["pointer_queries"] for a in alias.values())
        over = sum(a["ddpt_overruns"] for a in alias.values())
        ms = sum(a["ddpt_mean_ms"] * a["pointer_queries"] for a in alias.values()) / n
        slow = ", ".join(f"{name} ({a['ddpt_mean_ms']:.2f})" for name, a in alias.items()
                         if a["ddpt_mean_ms"] > 1) or "none"
        out.append(f"- DDPT over the corpus: {n:,} points-to queries of {len(alias)} "
                   f"programs, {over} out of budget ({_pct(over / n)}; target under 5%), "
                   f"{ms:.2f} ms each on average (target under 1 ms). Over 1 ms on its own: "
                   f"{slow}.")
    return ["", *out] if out else []


def _why(row: JsonDict, key: str) -> str:
    d = row.get(key)
    if not isinstance(d, dict):
        return "–"
    status = str(d.get("status", "?"))
    return f"{status} ({d['seconds']:.0f} s)" if status == "timeout" else status[:40]


def markdown(rows: list[JsonDict], cfg: RealcodeConfig,
             measured: tuple[str, ...] | None = None) -> str:
    lines = [
        "# Real C programs: def-use pairs, unknown externals, alias agreement, DDPT overruns",
        "",
        "Made by `ddpa bench realcode --corpus all` (`ddpa.bench.realcode`). Per program: "
        "the lines of its own sources; whether it lowers; interprocedural def-use pairs "
        "(exhaustive analyzer, CFL alias oracle, pairs in source terms as `ddpa defuse "
        "--inter` counts them) and the share whose definition is a call of a body-less "
        "(library) function — the target is under 10%; calls left to unknown externals "
        "(neither body nor library model); DDA answers equal to EXH's among DDA's complete "
        f"answers on at most {cfg.max_queries} of the alias benchmark's queries (budget "
        f"{cfg.budget}); and DDPT points-to queries on the pointer values those queries "
        f"compare: the share out of budget ({cfg.budget}) and the mean time. Each "
        f"measurement is limited to {cfg.timeout:.0f} s and {cfg.memory_mib} MiB of address "
        "space beyond what its process began with (a copy of the benchmark's); one that "
        "does not finish says so.",
        "",
        *_measured_note(rows, measured),
        "| program | lines | lowering | inter pairs | library-call defs | unknown-external "
        "calls (distinct) | DDA = EXH | DDA complete | DDPT overruns | DDPT mean ms |",
        "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(_row(r))
    lines += _totals(rows)
    lines += ["", "## Diagnostics of lowering, by kind", "",
              "| program | diagnostics |", "|---|---|"]
    for r in rows:
        diags = r.get("diagnostics") or {}
        text = ", ".join(f"{k}: {v}" for k, v in diags.items()) or "none"
        lines.append(f"| {r['name']} | {text if r.get('lowering') == 'ok' else '–'} |")
    lines += ["", "## Unknown externals left (most called first, top 10)", "",
              "| program | calls | names |", "|---|---:|---|"]
    for r in rows:
        u = r.get("unknown_externals")
        if isinstance(u, dict):
            names = ", ".join(f"`{n}` ({k})" for n, k in u["top"]) or "none"
            lines.append(f"| {r['name']} | {u['calls']} | {names} |")
    lines += ["", "## Library calls whose definitions make the most pairs (top 5)", "",
              "| program | library-call pairs by function |", "|---|---|"]
    for r in rows:
        du = _phase(r, "defuse")
        if du is not None and "library_top" in du:
            top = ", ".join(f"`{c}` ({k:,})" for c, k in du["library_top"]) or "none"
            lines.append(f"| {r['name']} | {top} |")
    lines += ["", "## Time per measurement (s)", "",
              "| program | lowering | def-use | alias (EXH, DDA, DDPT) | EXH |",
              "|---|---:|---:|---:|---:|"]
    for r in rows:
        du, al = r.get("defuse") or {}, r.get("alias") or {}
        lines.append(f"| {r['name']} | {r.get('load_seconds', '–')} | "
                     f"{du.get('seconds', '–')} | {al.get('seconds', '–')} | "
                     f"{al.get('exh_seconds', '–')} |")
    return "\n".join(lines) + "\n"


def _measured_note(rows: list[JsonDict], measured: tuple[str, ...] | None) -> list[str]:
    """Which rows the last run measured, when it did not measure them all, and the rows
    measured under other limits."""
    names = [r["name"] for r in rows]
    out: list[str] = []
    if measured is not None and not set(names) <= set(measured):
        by_date: dict[str, list[str]] = {}
        for r in rows:
            by_date.setdefault(str(r.get("date") or "an earlier date"), []).append(r["name"])
        out += ["Rows measured by runs of some programs (`--corpus NAMES`): " + "; ".join(
            f"on {d}: {', '.join(ns)}" for d, ns in sorted(by_date.items())) + ".", ""]
    other = [(r["name"], r["limits"]) for r in rows if isinstance(r.get("limits"), dict)]
    if other:
        out += ["Measured under other limits: " + "; ".join(
            f"{n} ({lim.get('timeout', 0):.0f} s, {lim.get('memory_mib', 6144)} MiB, "
            f"{lim.get('max_queries')} queries)"
            for n, lim in other) + ".", ""]
    return out


def _row(r: JsonDict) -> str:
    name = r["name"]
    if r.get("lowering") != "ok":
        return f"| {name} | – | {str(r.get('lowering'))[:60]} | – | – | – | – | – | – | – |"
    du, al, u = _phase(r, "defuse"), _phase(r, "alias"), r["unknown_externals"]
    pairs = f"{du['inter_pairs']:,}" if du else _why(r, "defuse")
    lib = f"{du['library_pairs']:,} ({_pct(du['library_share'])})" if du else "–"
    if al:
        agree = f"{al['dda_exh_agree']}/{al['dda_complete']} ({_pct(al['agreement'])})"
        done = f"{al['dda_complete']}/{al['queries']}"
        over = f"{al['ddpt_overruns']}/{al['pointer_queries']} ({_pct(al['overrun_share'])})"
        mean = "–" if al["ddpt_mean_ms"] is None else f"{al['ddpt_mean_ms']:.2f}"
    else:
        agree, done, over, mean = _why(r, "alias"), "–", "–", "–"
    return (f"| {name} | {r['lines']:,} | ok | {pairs} | {lib} | {u['calls']} "
            f"({u['distinct']}) | {agree} | {done} | {over} | {mean} |")
