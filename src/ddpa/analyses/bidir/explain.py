"""The round-by-round tables of Appendix A (Figures 16 and 17): per round, the demands and
the alias pairs (points-to edges) each round added just after each source statement."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ddpa.analyses.bidir.engine import BidirEngine
from ddpa.ir.instr import Var
from ddpa.ir.program import Node


def _is_user(x: object, vars: dict[str, Var]) -> bool:
    """Names the source wrote: not front-end temporaries, return slots or `this`."""
    if isinstance(x, tuple) and len(x) == 2:
        return _is_user(x[1], vars)
    if isinstance(x, tuple) and x and x[0] == "v":
        v = vars.get(str(x[1]))
        return v is None or (not v.is_temp and v.name not in ("$ret", "this"))
    return True


@dataclass(frozen=True)
class RoundRow:
    """One statement's entry in one round: what was added just after it."""

    line: int
    text: str
    demands: tuple[str, ...]
    edges: tuple[str, ...]


def _after(eng: BidirEngine, nodes: list[Node]) -> dict[tuple[str, int], int]:
    """For each (function, line) the supergraph node just after the line's last statement."""
    out: dict[tuple[str, int], int] = {}
    for n in nodes:
        e = eng.sg.of_ir[n]
        if eng.sg.nodes[e].call is not None:
            e = eng.sg.ret_node(e)
        out[(n.func.name, n.instr.loc.line)] = e
    return out


def round_tables(eng: BidirEngine, functions: Iterable[str] | None = None,
                 temporaries: bool = False) -> list[list[RoundRow]]:
    """The Appendix A table of a run made with `explain=True`: one list of rows per round,
    for the statements of `functions` (default: those of the origin nodes)."""
    if functions is None:
        functions = {n.node.func.name for e in eng.origin
                     if (n := eng.sg.nodes[e]).node is not None}
    wanted = set(functions)
    stmts = [n for f in eng.program.defined_functions() if f.name in wanted
             for n in f.nodes if n.id > 1 and n.instr.loc.line and n.instr.src]
    stmts.sort(key=lambda n: (n.func.name, n.instr.loc.line, n.id))
    after = _after(eng, stmts)
    texts = {(n.func.name, n.instr.loc.line): n.instr.src for n in stmts}
    vs = eng.namer.vars

    def keep(x: object) -> bool:
        return temporaries or _is_user(x, vs)

    tables = []
    for log in eng.log:
        rows = []
        for key, e in sorted(after.items(), key=lambda kv: kv[0][1]):
            d = sorted(eng.namer.text(x) for x in log.demands.get(e, ())  # type: ignore[arg-type]
                       if keep(x))
            a = sorted(f"{eng.namer.text(k)}->{eng.namer.text(t)}"
                       for k, t in log.aliases.get(e, ()) if keep(k))
            rows.append(RoundRow(key[1], texts[key], tuple(d), tuple(a)))
        tables.append(rows)
    return tables


def table_lines(tables: list[list[RoundRow]]) -> list[str]:
    """Text of the tables: `round k`, then `line: statement  demands  edges` rows."""
    lines = []
    for i, rows in enumerate(tables, 1):
        lines.append(f"round {i}: demands and points-to edges added just after each line")
        for r in rows:
            if not r.demands and not r.edges:
                continue
            d = "{" + ", ".join(r.demands) + "}"
            a = "{" + ", ".join(r.edges) + "}"
            lines.append(f"  {r.line:>4}: {r.text:<28} D+={d:<24} A+={a}")
        if all(not r.demands and not r.edges for r in rows):
            lines.append("  (nothing new: both fixed points reached)")
    return lines
