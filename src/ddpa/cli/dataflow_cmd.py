"""`ddpa rd|ru|defuse|integrate`: the data-flow questions of paper 000 on the command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any

from ddpa.analyses.dataflow.address_taken_aliases import ORACLES, make_oracle
from ddpa.analyses.dataflow.facts import DefSite, DefUsePair, UseSite, pair
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import (
    DataflowError,
    SourceAnswer,
    ask,
    def_use_pairs,
    parse_location,
)
from ddpa.analyses.dataflow.state import Integration
from ddpa.cli.inputs import add_source_args, add_world_args, program_of, world_arg
from ddpa.report.jsonout import write_json

ANALYZERS = ("demand", "demand-cache", "exhaustive", "incremental")


def add_parsers(sub: Any) -> None:
    """Register `rd`, `ru`, `defuse` and `integrate` on an argparse subparsers object."""
    for name, help_text, run in (
        ("rd", "definitions reaching a use of a variable (demand-driven)", cmd_rd),
        ("ru", "uses reachable from a definition of a variable (demand-driven)", cmd_ru),
    ):
        p = sub.add_parser(name, help=help_text)
        _inputs(p)
        p.add_argument("--var", required=True, help="the variable, by its source name")
        p.add_argument("--at", required=True, metavar="FILE:LINE",
                       help="the line of the use (rd) or of the definition (ru)")
        p.add_argument("--analyzer", choices=ANALYZERS, default="demand")
        p.add_argument("--json", action="store_true", help="machine-readable output")
        p.set_defaults(run=run)
    du = sub.add_parser("defuse", help="every def-use pair of the program")
    _inputs(du)
    du.add_argument("--inter", action="store_true", help="only interprocedural pairs")
    du.add_argument("--analyzer", choices=ANALYZERS, default="demand")
    du.add_argument("--json", action="store_true")
    du.set_defaults(run=cmd_defuse)
    it = sub.add_parser("integrate", help="data-flow integration testing, bottom-up")
    _inputs(it)
    it.add_argument("--analyzer", choices=ANALYZERS, default="demand")
    it.add_argument("--json", action="store_true")
    it.set_defaults(run=cmd_integrate)


def _inputs(p: argparse.ArgumentParser) -> None:
    add_source_args(p)
    add_world_args(p)
    p.add_argument("--alias", choices=ORACLES, default="cfl",
                   help="may-alias information for definitions through pointers: the CFL "
                        "alias analysis (default) or address-taken variables by type")


def _guarded(body: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        from ddpa.frontend.clang import FrontendError
        from ddpa.ir.reader import IRSyntaxError

        try:
            return body(args)
        except (DataflowError, FrontendError, IRSyntaxError) as exc:
            print(f"ddpa: {exc}", file=sys.stderr)
            return 1

    return run


def _model(args: argparse.Namespace) -> Model:
    program = program_of(args)
    world = world_arg(args)
    return Model(program, make_oracle(args.alias, program, world), world)


# --- rd / ru -------------------------------------------------------------------------------


def _query(args: argparse.Namespace, kind: str) -> int:
    from ddpa.clients.integration import make_analyzer

    file, line = parse_location(args.at)
    m = _model(args)
    answer = ask(make_analyzer(args.analyzer, m, Integration(m)), args.var, file, line, kind)
    if args.json:
        write_json(kind.lower(), {**_answer_json(answer, args.analyzer),
                                  "world": m.world.value})
    else:
        for text in answer_lines(answer, args.analyzer):
            print(text)
        print(f"world: {m.world.value}")
    return 0


def answer_lines(a: SourceAnswer, analyzer: str = "demand") -> list[str]:
    """An RD/RU answer as text: the set, one line per member, and how it was found."""
    items: Sequence[DefSite | UseSite] = a.items
    out = [f"{a.kind}({a.var}, {a.file}:{a.line}) = {{{', '.join(str(i) for i in items)}}}"]
    for i in items:
        where = f"{i.file}:{i.line}"
        fn = f" in {i.function}" if i.function else ""
        kind = f" ({i.kind})" if isinstance(i, DefSite) and i.kind != "def" else ""
        out.append(f"  {i.var:<12} {where}{fn}{kind}")
    items_n = sum(s.items for s in a.stats)
    nodes = sum(s.nodes for s in a.stats)
    hits = sum(s.cache_hits for s in a.stats)
    ms = sum(s.seconds for s in a.stats) * 1000
    out.append(f"{analyzer}: {a.status.value}, {items_n} queries, {nodes} nodes, "
               f"{hits} cache hits, {ms:.2f} ms")
    return out


def _site_json(i: DefSite | UseSite) -> dict[str, Any]:
    out: dict[str, Any] = {"var": i.var, "file": i.file, "line": i.line, "function": i.function}
    if isinstance(i, DefSite):
        out["kind"] = i.kind
    return out


def _answer_json(a: SourceAnswer, analyzer: str) -> dict[str, Any]:
    return {
        "query": a.kind, "var": a.var, "file": a.file, "line": a.line, "analyzer": analyzer,
        "status": a.status.value,
        "answer": [_site_json(i) for i in a.items],
        "stats": {"queries": sum(s.items for s in a.stats),
                  "nodes": sum(s.nodes for s in a.stats),
                  "cache_hits": sum(s.cache_hits for s in a.stats),
                  "seconds": sum(s.seconds for s in a.stats)},
    }


@_guarded
def cmd_rd(args: argparse.Namespace) -> int:
    return _query(args, "RD")


@_guarded
def cmd_ru(args: argparse.Namespace) -> int:
    return _query(args, "RU")


# --- defuse ----------------------------------------------------------------------------------


def _pair_json(p: DefUsePair) -> dict[str, Any]:
    return {"def": _site_json(p.definition), "use": _site_json(p.use)}


@_guarded
def cmd_defuse(args: argparse.Namespace) -> int:
    from ddpa.clients.integration import make_analyzer

    m = _model(args)
    a = make_analyzer(args.analyzer, m, Integration(m))
    from ddpa.analyses.dataflow.demand import DemandAnalyzer
    from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer

    assert isinstance(a, DemandAnalyzer | ExhaustiveAnalyzer)
    pairs = [p for p in def_use_pairs(a) if p.inter or not args.inter]
    if args.json:
        write_json("defuse", {"analyzer": args.analyzer, "inter_only": args.inter,
                              "world": m.world.value,
                              "pairs": [{**_pair_json(p.pair), "intra": p.intra,
                                         "inter": p.inter} for p in pairs]})
        return 0
    intra = sum(p.intra for p in pairs)
    inter = sum(p.inter for p in pairs)
    what = "interprocedural def-use pairs" if args.inter else "def-use pairs"
    print(f"{what}: {len(pairs)} ({intra} intraprocedural, {inter} interprocedural)")
    for p in pairs:
        kinds = "+".join(k for k, on in (("intra", p.intra), ("inter", p.inter)) if on)
        print(f"  {_pair_text(p.pair):<60} {kinds}")
    print(f"world: {m.world.value}")
    return 0


def _pair_text(p: DefUsePair) -> str:
    d, u = p.definition, p.use
    dk = "" if d.kind == "def" else f" ({d.kind})"
    return f"{d.var} {d.file}:{d.line}{dk} -> {u.var} {u.file}:{u.line}"


# --- integrate ---------------------------------------------------------------------------------


@_guarded
def cmd_integrate(args: argparse.Namespace) -> int:
    from ddpa.clients.integration import IntegrationTester, bottom_up_plan, unit_phase

    m = _model(args)
    unit = unit_phase(m)
    plan = bottom_up_plan(m)
    tester = IntegrationTester(m, args.analyzer)
    run = _with_progress(len(plan), lambda cb: tester.run(plan, unit, cb))
    if args.json:
        write_json("integrate", {**_integration_json(m, run), "world": m.world.value})
        return 0
    print(f"world: {m.world.value}")
    for text in integration_lines(m, run):
        print(text)
    return 0


def _with_progress(total: int, body: Callable[[Callable[[int, int], None]], Any]) -> Any:
    """Run `body(callback)` with a progress bar on stderr when the run is long."""
    from rich.console import Console
    from rich.progress import Progress

    long = total >= 40 and sys.stderr.isatty()
    with Progress(console=Console(stderr=True), transient=True, disable=not long) as bar:
        task = bar.add_task("integrating", total=total)
        return body(lambda done, _n: bar.update(task, completed=done))


def _call_lines(m: Model, p: int, q: int) -> list[int]:
    return sorted({m.funcs[p].fn.nodes[s.gid - m.funcs[p].base].instr.loc.line
                   for s in m.funcs[p].calls if q in s.targets})


def integration_lines(m: Model, run: Any) -> list[str]:
    """The unit phase, every step's cross pairs and time, and the requirements."""
    from ddpa.clients.integration import source_pairs

    out = ["unit testing:"]
    for f in m.funcs:
        intra, temp = run.unit.intra[f.index], run.unit.temporary[f.index]
        out.append(f"  {f.fn.source_name}: {len(source_pairs(m, intra))} intraprocedural "
                   f"pairs, {len(source_pairs(m, temp))} with temporary definitions")
    out.append(f"integration ({run.analyzer}, bottom-up, {len(run.steps)} steps):")
    for s in run.steps:
        p, q = s.cross.caller, s.cross.callee
        lines = ", ".join(str(n) for n in _call_lines(m, p, q))
        pairs = source_pairs(m, s.cross.pairs)
        out.append(f"  step {s.index + 1}: {m.funcs[q].fn.source_name} into "
                   f"{m.funcs[p].fn.source_name} (calls on line {lines}): {len(pairs)} cross "
                   f"pairs, {s.new_pairs} new, {s.seconds * 1000:.2f} ms")
        out.extend(f"    {x}" for x in pairs)
    req = run.requirements
    out.append(f"requirements: all-uses {len(req.all_uses())} pairs, all-defs "
               f"{len(req.all_defs())} definitions; analysis time {run.seconds:.3f} s")
    return out


def _integration_json(m: Model, run: Any) -> dict[str, Any]:
    from ddpa.clients.integration import source_pairs

    steps = []
    for s in run.steps:
        p, q = s.cross.caller, s.cross.callee
        steps.append({
            "index": s.index + 1, "caller": m.funcs[p].fn.source_name,
            "callee": m.funcs[q].fn.source_name, "call_lines": _call_lines(m, p, q),
            "cross": [_pair_json(x) for x in source_pairs(m, s.cross.pairs)],
            "on_entry": len(source_pairs(m, s.cross.on_entry)),
            "on_exit": len(source_pairs(m, s.cross.on_exit)),
            "new": s.new_pairs, "seconds": s.seconds,
        })
    unit = {f.fn.source_name: {
        "intra": [_pair_json(x) for x in source_pairs(m, run.unit.intra[f.index])],
        "temporary": [_pair_json(x) for x in source_pairs(m, run.unit.temporary[f.index])],
    } for f in m.funcs}
    req = run.requirements
    return {"analyzer": run.analyzer, "unit": unit, "steps": steps, "seconds": run.seconds,
            "requirements": {"all_uses": len(req.all_uses()),
                             "all_defs": len(req.all_defs())}}


__all__ = ["add_parsers", "answer_lines", "integration_lines", "pair"]
