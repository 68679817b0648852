"""`ddpa alias`, `ddpa pointsto`, `ddpa alias-bench`: the CFL alias analysis on the command line.

Zheng and Rugina (POPL 2008): may-alias queries answered on demand (DDA, Figures 4 and 7)
with the witness of section 4.4, points-to queries (DDPT, section 4.6, or EXH), and the
benchmark of section 7 (Figures 9 to 14).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.expr import QueryError
from ddpa.analyses.alias.options import AliasOptions, DDAConfig
from ddpa.analyses.alias.results import AliasResult, PointsToResult, Witness, item_text
from ddpa.cli.argtypes import int_list, non_negative_int, positive_int
from ddpa.cli.errors import UserError, make_folder
from ddpa.cli.inputs import add_operands, add_source_args, add_world_args, program_of, world_arg
from ddpa.graphs.peg import EdgeOrigin, ObjKind
from ddpa.graphs.peg_config import PEGConfig
from ddpa.report.jsonout import write_json
from ddpa.report.order import natural_key


def add_parsers(sub: Any) -> None:
    """Register `alias`, `pointsto` and `alias-bench` on an argparse subparsers object."""
    alias = sub.add_parser("alias", help="may two expressions refer to the same memory?")
    _input_args(alias)
    alias.add_argument("expr1", metavar="EXPR1", help="an lvalue: *p, p->f, a[i], x, **q")
    alias.add_argument("expr2", metavar="EXPR2")
    add_operands(alias, "expr1", "expr2")
    _query_args(alias, engines=("dda", "ddpt", "exh"), default="dda")
    alias.add_argument("--explain", action="store_true",
                       help="show the witness path and the derivation (section 4.4)")
    alias.set_defaults(run=cmd_alias)
    pt = sub.add_parser("pointsto", help="what may an expression's value point to?")
    _input_args(pt)
    pt.add_argument("expr", metavar="EXPR", help="a pointer expression: p, *q, s.f, &x")
    add_operands(pt, "expr")
    _query_args(pt, engines=("ddpt", "exh", *BIDIR_ENGINES), default="ddpt")
    pt.add_argument("--abstraction", choices=("type", "site"), default="type",
                    help="bidir engines: heap named by type (tba) or allocation site (asb)")
    pt.add_argument("--max-rounds", type=non_negative_int, default=0,
                    help="bidir engines: rounds of Algorithm 1 (0: until stable)")
    pt.add_argument("--explain", action="store_true",
                    help="bidir engines: demands and aliases added in each round")
    pt.set_defaults(run=cmd_pointsto)
    bench = sub.add_parser("alias-bench", help="the section 7 benchmark: DDA, DDPT, EXH")
    bench.add_argument("inputs", nargs="*", metavar="FILE", help="C sources or .ir files")
    bench.add_argument("--generated", metavar="SIZES", type=int_list(positive_int),
                       help="also generated programs of these line counts, e.g. 1000,10000")
    bench.add_argument("--corpus", metavar="NAMES",
                       help="also real programs, downloaded once from PyPI source "
                       "distributions (ddpa.bench.corpus): comma-separated names or 'all'")
    bench.add_argument("--budgets", default="6,10,20,50,100,200,500,1000,2000",
                       type=int_list(positive_int), help="worklist steps per query, e.g. 6,10")
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--max-queries", type=positive_int, default=3000,
                       help="queries per program (a deterministic sample beyond this)")
    bench.add_argument("--memory-sample", type=non_negative_int, default=200,
                       help="queries measured with tracemalloc per budget")
    bench.add_argument("--repeat", type=positive_int, default=3,
                       help="runs per query without cache; the fastest is reported")
    bench.add_argument("--out", default="bench/results", help="folder for tables and plots")
    bench.add_argument("--no-cache", action="store_true")
    bench.add_argument("--count", choices=("items", "active"), default="items",
                       help="what a budget step is: every processed item (section 4.5) or "
                       "only items that can add something (cheaper)")
    bench.set_defaults(run=cmd_alias_bench)


def _input_args(p: argparse.ArgumentParser) -> None:
    add_source_args(p)  # FILE... before the expressions (`add_operands`)
    add_world_args(p)


def _query_args(p: argparse.ArgumentParser, engines: tuple[str, ...], default: str) -> None:
    p.add_argument("--at", metavar="FILE:LINE",
                   help="scope of the names: the function containing a line, or a function")
    p.add_argument("--budget", type=non_negative_int, default=2000,
                   help="worklist steps per query (0: unlimited; default 2000)")
    p.add_argument("--engine", choices=engines, default=default)
    p.add_argument("--field-sensitive", action="store_true",
                   help="distinguish record fields (section 5)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def _analysis(args: argparse.Namespace) -> AliasAnalysis:

    program = program_of(args)
    budget = args.budget if args.budget > 0 else None
    return AliasAnalysis(program, AliasOptions(
        peg=PEGConfig(field_sensitive=args.field_sensitive, world=world_arg(args)),
        dda=DDAConfig(budget=budget)))


# --- ddpa alias ----------------------------------------------------------------------------


def cmd_alias(args: argparse.Namespace) -> int:
    an = _analysis(args)
    try:
        res = an.may_alias(args.expr1, args.expr2, at=args.at, engine=Engine(args.engine),
                           explain=args.explain)
    except QueryError as exc:
        raise UserError(str(exc)) from exc
    if args.json:
        write_json("alias", alias_json(an, res, args.expr1, args.expr2))
        return 0
    for line in alias_lines(an, res, args.expr1, args.expr2, args.explain):
        print(line)
    return 0


def _stats_text(res: AliasResult | PointsToResult) -> str:
    s = res.stats
    ms = s.seconds * 1000
    if res.engine == "EXH":
        return f"EXH, answered from the precomputed sets in {ms:.3f} ms"
    status = "complete" if res.complete else "budget exceeded, conservative answer"
    return f"{res.engine}, {status}: {s.steps} steps, {s.nodes_visited} nodes, {ms:.3f} ms"


def alias_lines(an: AliasAnalysis, res: AliasResult, e1: str, e2: str,
                explain: bool = False) -> list[str]:
    if res.may_alias:
        head = f"may alias: {e1} and {e2} may refer to the same memory"
    else:
        head = f"no alias: {e1} and {e2} never refer to the same memory"
    lines = [f"{head} ({_stats_text(res)}; {an.peg.world.value} world)"]
    if not explain:
        return lines
    if not res.may_alias:
        lines.append(f"proved by exhausting the search in {res.stats.steps} worklist steps")
    elif res.witness is None:
        lines.append("no witness: the answer is the conservative one (budget exceeded)"
                     if not res.complete else "the two expressions are the same memory")
    else:
        lines.extend(witness_lines(an, res.witness))
    return lines


def witness_lines(an: AliasAnalysis, w: Witness) -> list[str]:
    lines = ["witness path (a word of M ::= Dbar V D):", "  " + w.path_text(),
             "derivation (section 4.4): step, item (source, node, state), added, kind"]
    for row in w.trace:
        added = ", ".join(item_text(a) for a in row.added) or "-"
        lines.append(f"  {row.step:>3}  {item_text(row.item):<24} {added:<24} {row.kind}")
    used = _assignments(an, w)
    if used:
        lines.append("assignments on the path:")
        lines.extend(f"  {o.loc.file.rsplit('/', 1)[-1]}:{o.loc.line}: {o.src}"
                     for o in used if o.loc.line)
    return lines


def _assignments(an: AliasAnalysis, w: Witness) -> list[EdgeOrigin]:
    g = an.peg
    by_name: dict[str, list[int]] = {}
    for n in range(len(g)):
        by_name.setdefault(g.render(n), []).append(n)
    out: list[EdgeOrigin] = []
    for lab, a, b in zip(w.labels, w.nodes, w.nodes[1:], strict=False):
        if lab not in ("A", "Abar"):
            continue
        src, dst = (a, b) if lab == "A" else (b, a)
        for s in by_name.get(src, []):
            for d in by_name.get(dst, []):
                o = g.origins.get((s, d))
                if o is not None and o not in out:
                    out.append(o)
    return out


def alias_json(an: AliasAnalysis, res: AliasResult, e1: str, e2: str) -> dict[str, Any]:
    s = res.stats
    out: dict[str, Any] = {
        "query": {"expr1": e1, "expr2": e2, "node1": an.peg.render(res.e1),
                  "node2": an.peg.render(res.e2)},
        "engine": res.engine, "may_alias": res.may_alias, "status": res.status.value,
        "world": an.peg.world.value,
        "stats": {"steps": s.steps, "nodes_visited": s.nodes_visited, "items": s.items,
                  "seconds": s.seconds, "cache_hits": s.cache_hits},
    }
    if res.witness is not None:
        out["witness"] = {
            "nodes": list(res.witness.nodes), "labels": list(res.witness.labels),
            "trace": [{"step": r.step, "item": list(r.item), "added": [list(a) for a in r.added],
                       "kind": r.kind} for r in res.witness.trace]}
    return out


# --- ddpa pointsto ---------------------------------------------------------------------------


BIDIR_ENGINES = ("bidir-id", "bidir-cd", "bidir-ex", "bidir-jd")


def cmd_pointsto(args: argparse.Namespace) -> int:
    if args.engine in BIDIR_ENGINES:  # flow-sensitive, at a program point (seed 002)
        from ddpa.cli.bidir_cmd import cmd_pointsto_bidir

        return cmd_pointsto_bidir(args)
    an = _analysis(args)
    try:
        res = an.points_to(args.expr, at=args.at, engine=Engine(args.engine))
    except QueryError as exc:
        raise UserError(str(exc)) from exc
    undef = [o for o in res.objects if an.object_kind(o) is ObjKind.UNDEF]
    names = sorted((an.object_name(o) for o in res.objects if o not in undef), key=natural_key)
    if args.json:
        write_json("pointsto", {"expr": args.expr, "engine": res.engine,
                                "world": an.peg.world.value, "undefined": bool(undef),
                                "status": res.status.value, "points_to": names,
                                "steps": res.stats.steps, "seconds": res.stats.seconds})
        return 0
    partial = "" if res.complete else " (partial: the budget ran out, any object is possible)"
    if undef:  # cells never assigned (`ddpa.graphs.peg`): one line, not one name per cell
        partial += " or an undefined value"
    print(f"{args.expr} -> {{{', '.join(names)}}}{partial} ({_stats_text(res)}; "
          f"{an.peg.world.value} world)")
    return 0


# --- ddpa alias-bench -------------------------------------------------------------------------


def cmd_alias_bench(args: argparse.Namespace) -> int:
    from ddpa.analyses.alias.steps import StepCount
    from ddpa.bench.alias import AliasBenchConfig, run_alias_bench
    from ddpa.bench.corpus import CorpusError
    from ddpa.bench.corpus import names as corpus_names

    budgets: tuple[int, ...] = args.budgets
    sizes: tuple[int, ...] = args.generated or ()
    try:
        corpus = corpus_names(args.corpus)
    except CorpusError as exc:
        raise UserError(str(exc)) from exc
    if not args.inputs and not sizes and not corpus:
        raise UserError("give program files, --generated SIZES and/or --corpus NAMES")
    make_folder("--out", args.out)
    cfg = AliasBenchConfig(files=tuple(args.inputs), generated=sizes, corpus=corpus,
                           budgets=budgets,
                           seed=args.seed, max_queries=args.max_queries,
                           memory_sample=args.memory_sample, out=args.out,
                           use_cache=not args.no_cache, repeat=args.repeat,
                           count=StepCount(args.count))
    try:
        report = run_alias_bench(cfg)
    except CorpusError as exc:
        raise UserError(str(exc)) from exc
    sys.stdout.write(report.summary())
    return 0
