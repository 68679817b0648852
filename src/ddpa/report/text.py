"""Human-readable tables for the terminal (rich)."""

from __future__ import annotations

from collections.abc import Collection

from rich.console import Console
from rich.table import Table

from ddpa.graphs.callgraph import CallGraph, CallKind
from ddpa.ir.libmodel import unknown_externals
from ddpa.ir.program import Program
from ddpa.report.order import natural_key


def console() -> Console:
    """A console at least 120 columns wide, so tables stay readable when piped."""
    probe = Console()
    width = probe.width if probe.is_terminal else 120
    return Console(highlight=False, soft_wrap=True, width=max(width, 100))


def print_callgraph(cg: CallGraph, only: Collection[str] | None = None,
                    by_arity: Collection[tuple[str, int]] = ()) -> None:
    """The table of callers and callees (with `only`: just those functions' rows), then
    the resolved indirect sites (`by_arity`: resolved by arity, not points-to)."""
    out = console()
    table = Table(title="call graph (direct calls, indirect calls through points-to, "
                  "virtual calls by CHA)")
    table.add_column("function")
    table.add_column("calls")
    keep = set(cg.functions()) if only is None else set(only)
    for fn in sorted(cg.functions(), key=natural_key):
        if cg.has_body(fn) and fn in keep:
            table.add_row(fn, ", ".join(sorted(cg.callees(fn), key=natural_key)) or "-")
    out.print(table)
    for site in cg.all_sites():
        if site.kind is CallKind.INDIRECT and site.targets and site.caller in keep:
            how = ("by arity: the pointer may come from unknown code"
                   if (site.caller, site.node) in by_arity else "points-to")
            out.print(f"indirect call in {site.caller} at {site.loc.file}:{site.loc.line}: "
                      f"{', '.join(site.targets)} ({how})", highlight=False)
    for site in (s for s in cg.unresolved() if s.caller in keep):
        out.print(f"unresolved {site.kind.value} call in {site.caller} at "
                  f"{site.loc.file}:{site.loc.line}")


def program_summary(p: Program) -> dict[str, int]:
    fns = list(p.defined_functions())
    return {
        "units": len(p.units),
        "functions": len(fns),
        "nodes": sum(len(f.nodes) for f in fns),
        "globals": sum(1 for g in p.globals.values() if g.src_name),
        "alloc sites": len(p.alloc_sites),
        "externals": len(p.externals()),
        "unknown externals": len(unknown_externals(p)),
        "diagnostics": len(p.diagnostics),
    }
