"""`ddpa pointsto --engine bidir-*`: flow-sensitive points-to at a program point with the
bidirectional demand-driven alias analysis (Jaiswal, Khedker, Chakraborty), and the text of
call-site resolutions that `ddpa resolve --analysis id|cd|ex|jd --explain` prints with the
demands and aliases of each round (Appendix A)."""

from __future__ import annotations

import argparse

from ddpa.analyses.bidir.client import (
    QueryError,
    ResolveResult,
    SiteAnswer,
    Status,
    points_to_at,
    resolve_calls,
)
from ddpa.analyses.bidir.explain import round_tables, table_lines
from ddpa.cli.errors import UserError
from ddpa.cli.inputs import program_of
from ddpa.ir.program import Node, Program
from ddpa.report.jsonout import write_json


def parse_at(at: str | None) -> tuple[str, int]:
    """`FILE:LINE` of `--at`."""
    if not at or ":" not in at:
        raise UserError("--at FILE:LINE is required for the bidir engines")
    file, _, line = at.rpartition(":")
    if not line.isdigit():
        raise UserError(f"--at {at}: expected FILE:LINE")
    return file, int(line)


def cmd_pointsto_bidir(args: argparse.Namespace) -> int:
    file, line = parse_at(args.at)
    program = program_of(args)
    method = args.engine.removeprefix("bidir-")
    rounds = args.max_rounds if args.max_rounds and args.max_rounds > 0 else None
    try:
        ans = points_to_at(program, args.expr, file, line, method, args.abstraction,
                           max_rounds=rounds, explain=args.explain)
    except (QueryError, ValueError) as exc:
        raise UserError(str(exc)) from exc
    names = ans.names()
    s = ans.stats
    if args.json:
        write_json("pointsto", {"expr": args.expr, "engine": args.engine,
                                "abstraction": args.abstraction, "at": f"{file}:{line}",
                                "status": ans.status.value, "points_to": names,
                                "rounds": s.rounds, "demands": s.demands,
                                "aliases": s.aliases, "seconds": s.seconds})
        return 0
    partial = ("" if ans.status is Status.COMPLETE
               else " (round limit reached: the exhaustive method's sound answer)")
    print(f"{args.expr} -> {{{', '.join(names)}}} at {file}:{line}{partial} "
          f"({args.engine}, {args.abstraction}: {s.rounds} rounds, {s.demands} demands, "
          f"{s.aliases} aliases, {s.seconds * 1000:.3f} ms)")
    if args.explain:
        for ln in table_lines(round_tables(ans.engine)):
            print(ln)
    return 0


def site_line(a: SiteAnswer) -> str:
    """One resolved call site: `file:line: text -> {targets}` with its status."""
    loc = a.node.instr.loc
    targets = "{" + ", ".join(a.targets) + "}"
    how = {"direct": " (a direct call, answered directly)",
           "virtual": "", "indirect": ""}[a.kind]
    mark = " (round limit reached: CHA's sound answer)" if a.fallback else ""
    return f"{loc.file}:{loc.line}: {a.node.instr.src or a.kind} -> {targets}{how}{mark}"


def resolve_lines(res: ResolveResult, explain: bool = False) -> list[str]:
    """The text `ddpa resolve --analysis id|cd|ex|jd` prints for a `resolve_calls` result."""
    s = res.stats
    lines = [site_line(a) for a in res.sites.values()]
    lines.append(f"{res.variant.label}: {res.status.value}, {s.rounds} rounds, "
                 f"{s.demands} demands, {s.aliases} aliases, {s.seconds * 1000:.3f} ms")
    if explain and res.engine is not None:
        lines.extend(table_lines(round_tables(res.engine)))
    return lines


def resolve_json(res: ResolveResult) -> dict[str, object]:
    """The JSON document of a `resolve_calls` result (for `ddpa resolve --json`)."""
    s = res.stats
    return {
        "analysis": res.variant.method.value, "abstraction": res.variant.abstraction.value,
        "status": res.status.value,
        "sites": [{"file": a.node.instr.loc.file, "line": a.node.instr.loc.line,
                   "function": a.node.func.name, "node": a.node.id, "kind": a.kind,
                   "targets": list(a.targets), "classes": list(a.classes),
                   "status": a.status.value} for a in res.sites.values()],
        "stats": {"rounds": s.rounds, "steps": s.steps, "demands": s.demands,
                  "aliases": s.aliases, "seconds": s.seconds},
    }


def cmd_resolve_explain(args: argparse.Namespace, program: Program, sites: list[Node]) -> int:
    """`ddpa resolve --analysis id|cd|ex|jd --explain`: the resolved sites, then the demands
    and points-to edges each round of Algorithm 1 added (the tables of Appendix A)."""
    try:
        res = resolve_calls(program, sites, args.analysis, args.abstraction, explain=True)
    except (QueryError, ValueError) as exc:
        raise UserError(str(exc)) from exc
    if args.json:
        assert res.engine is not None
        rounds = [[{"line": r.line, "statement": r.text, "demands": r.demands,
                    "edges": r.edges} for r in rows] for rows in round_tables(res.engine)]
        write_json("resolve", {**resolve_json(res), "rounds": rounds})
        return 0
    for ln in resolve_lines(res, explain=True):
        print(ln)
    return 0
