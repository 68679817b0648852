"""`ddpa resolve FILE... --at FILE:LINE`: the functions the dynamic call(s) on a line may
invoke, by class hierarchy analysis, the demand-driven analysis of Agrawal (CC 2000) or
exhaustive 0-CFA; also the resolver `ddpa callgraph --resolve` uses."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddpa.cli.argtypes import non_negative_int
from ddpa.cli.errors import UserError
from ddpa.cli.inputs import add_source_args, load_args
from ddpa.ir.instr import Call, Direct
from ddpa.ir.program import Program

if TYPE_CHECKING:
    from ddpa.analyses.callgraph.resolvers import SiteResolver


def parse_at(text: str) -> tuple[str, int]:
    path, sep, line = text.rpartition(":")
    if not sep or not path or not line.isdigit():
        raise UserError(f"'{text}' is not FILE:LINE")
    return path, int(line)


def same_file(a: str, b: str) -> bool:
    """Whether two spellings name one file (a path matching the other's last components)."""
    na, nb = os.path.normpath(a), os.path.normpath(b)
    if na == nb:
        return True
    pa, pb = na.split(os.sep), nb.split(os.sep)
    short, long = (pa, pb) if len(pa) <= len(pb) else (pb, pa)
    return bool(short) and short[0] not in ("", "..") and long[-len(short):] == short


def calls_at(program: Program, file: str, line: int) -> list[tuple[str, int, Call]]:
    """The calls located on FILE:LINE, by caller and node; UserError for an unknown file."""
    known = False
    out = []
    for fn in program.defined_functions():
        for n in fn.nodes:
            loc = n.instr.loc
            if not loc.file or not same_file(loc.file, file):
                continue
            known = True
            if loc.line == line and isinstance(n.instr, Call):
                out.append((fn.name, n.id, n.instr))
    if not known:
        raise UserError(f"{file}: no such file in the program")
    return sorted(out, key=lambda t: (t[2].loc.col, t[0], t[1]))


def _site_text(call: Call) -> str:
    return call.src or ""


def resolvers(abstraction: str = "type") -> dict[str, SiteResolver]:
    """Every resolver by its `--analysis` name: seed 003's (`cha`, `demand`, `0cfa`) and
    seed 002's methods (`id`, `cd`, `ex`, `jd`) under `abstraction`."""
    from ddpa.analyses.bidir.resolvers import bidir_resolvers
    from ddpa.analyses.callgraph.resolvers import RESOLVERS

    return {**RESOLVERS, **bidir_resolvers(abstraction)}


ANALYSES = ("cha", "demand", "0cfa", "id", "cd", "ex", "jd")


def cmd_resolve(args: argparse.Namespace) -> int:
    from ddpa.analyses.bidir.client import QueryError
    from ddpa.report.jsonout import write_json

    file, line = parse_at(args.at)
    if args.budget and args.analysis != "demand":
        raise UserError(f"--budget applies to --analysis demand, not {args.analysis}")
    program = load_args(args).program
    found = calls_at(program, file, line)
    if not found:
        raise UserError(f"{file}:{line}: no call on this line")
    dynamic = [(c, n, call) for c, n, call in found if not isinstance(call.callee, Direct)]
    if not dynamic:
        names = ", ".join(sorted({call.callee.name for _, _, call in found
                                  if isinstance(call.callee, Direct)}))
        raise UserError(f"{file}:{line}: not a dynamic call: it calls {names}")
    if args.explain and args.analysis in ("id", "cd", "ex", "jd"):  # seed 002's rounds
        from ddpa.cli.bidir_cmd import cmd_resolve_explain
        return cmd_resolve_explain(args, program, [program.functions[c].nodes[n]
                                                   for c, n, _ in dynamic])
    resolver = resolvers(args.abstraction)[args.analysis]
    if args.budget:
        from ddpa.analyses.callgraph.resolvers import resolve_demand

        budget = args.budget
        resolver = lambda p, s: resolve_demand(p, s, budget)  # noqa: E731
    try:
        answers = resolver(program, [(c, n) for c, n, _ in dynamic])
    except QueryError as exc:
        raise UserError(f"{file}:{line}: {exc}") from exc
    docs = []
    for (caller, node, call), ans in zip(dynamic, answers, strict=True):
        docs.append({"site": {"file": call.loc.file, "line": call.loc.line,
                              "col": call.loc.col, "caller": caller, "node": node,
                              "text": _site_text(call)},
                     "analysis": args.analysis, "status": ans.status,
                     "targets": list(ans.targets), "stats": dict(ans.stats)})
    explained = _explain(program, dynamic, args) if args.explain else []
    if args.json:
        data: dict[str, Any] = docs[0] if len(docs) == 1 else {"sites": docs}
        if explained:
            data = {**data, "explain": explained}
        write_json("resolve", data)
        return 0
    for d in docs:
        site = d["site"]
        head = f"{site['file']}:{site['line']}: {site['text'] or site['caller']}"
        status = d["status"]
        if status == "budget":
            status = (f"budget exceeded after {d['stats']['budget']} nodes: sound answer, "
                      f"{d['stats']['unexpanded']} unexpanded nodes at their CHA types")
        print(f"{head} -> {', '.join(d['targets']) or '(no target)'}"
              f" [{d['analysis']}, {status}]")
        st = d["stats"]
        if "nodes_in_s" in st:
            print(f"  |S| = {st['nodes_in_s']} nodes, {st['procedures_constructed']} "
                  f"procedures constructed, {st['cache_hits']} cache hits, PSG "
                  f"{st['psg_nodes']} nodes / {st['psg_edges']} edges, {st['seconds']} s")
        elif "rounds" in st:
            print(f"  {st['rounds']} rounds, {st['demands']} demands, {st['aliases']} "
                  f"aliases, {st['steps']} steps ({st['abstraction']} abstraction), "
                  f"{st['seconds']} s")
    for e in explained:
        print(f"influencing nodes of {e['site']} (|S| = {len(e['nodes'])}):")
        for label, types in e["nodes"]:
            print(f"  {label}: {{{', '.join(types)}}}")
        print(f"partial PSG written to {e['dot']}")
    return 0


def _explain(program: Program, sites: Iterable[tuple[str, int, Call]],
             args: argparse.Namespace) -> list[dict[str, Any]]:
    """S of each site (by the demand analysis, without the cache) with its types, and the
    partial PSG written as DOT."""
    from ddpa.analyses.callgraph.psg import psg_to_dot
    from ddpa.analyses.callgraph.reaching_types import ReachingTypes, solve_types

    out = []
    for k, (caller, node, call) in enumerate(sites):
        rt = ReachingTypes(program, reuse=False)
        site = rt.g.sites[rt.site_id(caller, node)]
        if site.this is None:
            continue
        nodes = rt.influencing_nodes(site.this)
        types, _ = solve_types(rt.g, nodes, {})
        path = Path(args.psg_dot if k == 0 else f"{args.psg_dot}.{k}")
        try:
            path.write_text(psg_to_dot(rt.g, nodes, types))
        except OSError as exc:
            raise UserError(f"{path}: cannot write: {exc.strerror}") from exc
        out.append({"site": f"{call.loc.file}:{call.loc.line} {caller}:n{node}",
                    "nodes": [(rt.g.label(v), rt.g.u.members(types[v])) for v in nodes],
                    "dot": str(path)})
    return out


def resolver_for_callgraph(program: Program, name: str) -> Callable[[Call], Iterable[str]]:
    """A `build_call_graph` resolver answering every non-direct call by analysis `name`."""
    from ddpa.analyses.bidir.client import QueryError

    sites = [(fn.name, n.id, call) for fn in program.defined_functions()
             for n, call in fn.calls() if not isinstance(call.callee, Direct)]
    try:
        answers = resolvers()[name](program, [(c, n) for c, n, _ in sites])
    except QueryError as exc:
        raise UserError(str(exc)) from exc
    by_call = {id(call): ans.targets for (_, _, call), ans in zip(sites, answers, strict=True)}

    def resolve(call: Call) -> Iterable[str]:
        if isinstance(call.callee, Direct):
            return (call.callee.name,)
        return by_call.get(id(call), ())

    return resolve


def add_parsers(sub: Any) -> None:
    """Register `resolve` on an argparse subparsers object."""
    p = sub.add_parser("resolve", help="which functions can the call(s) on a line invoke? "
                       "(CHA, demand-driven reaching types, 0-CFA, or the bidirectional "
                       "alias analysis's Id, Cd, Ex, Jd)")
    add_source_args(p)
    p.add_argument("--at", required=True, metavar="FILE:LINE", help="the line of the call")
    p.add_argument("--analysis", choices=ANALYSES, default="demand",
                   help="how to resolve it (default demand): cha, demand and 0cfa (Agrawal, "
                   "CC 2000), id, cd, ex and jd (Jaiswal et al., seed 002)")
    p.add_argument("--abstraction", choices=("type", "site"), default="type",
                   help="id|cd|ex|jd: the abstract names of heap objects, type-based or "
                   "allocation-site-based (Table 1; default type)")
    p.add_argument("--budget", type=non_negative_int, default=0, metavar="N",
                   help="demand: at most N nodes expanded per query (0, the default: no "
                   "limit); a query that runs out gives a sound answer, status `budget`, "
                   "with the unexpanded nodes at their CHA types")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--explain", action="store_true",
                   help="show the influencing nodes S with their types and write the "
                   "partial PSG as DOT; for id|cd|ex|jd, the demands and aliases of each "
                   "round (Appendix A)")
    p.add_argument("--psg-dot", default="psg.dot", metavar="PATH",
                   help="with --explain: where the DOT goes (default psg.dot)")
    p.set_defaults(run=cmd_resolve)
