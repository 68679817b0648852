"""Questions in source terms: `RD(x, FILE:LINE)`, `RU(x, FILE:LINE)` and def-use pairs.

A query names a variable by its source name and a statement by its line. The variable is
looked up in the function the line belongs to (its locals and formals first, as C scoping
does, then globals, `static` locals included). A line can hold several CFG nodes (`x = a;
y = x;`, or a condition and its branch); RD asks about the nodes on the line that *use*
the variable and RU about those that *define* it, and the answer is the union. A line
without such a node is an error that names the location, as is an unknown variable.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ddpa.analyses.dataflow.classify import demand_classified_pairs, exhaustive_classified
from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import (
    DefSite,
    DefUsePair,
    SourceTerms,
    UseSite,
    def_site,
    use_site,
)
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.results import Analyzer, QueryStats, Status


class DataflowError(Exception):
    """A question the program cannot answer as asked (unknown variable, no such use, ...):
    a user error, reported as one line."""


@dataclass(frozen=True)
class SourceAnswer:
    """An RD or RU answer in source terms, with how it was obtained."""

    kind: str  # "RD" or "RU"
    var: str
    file: str
    line: int
    defs: tuple[DefSite, ...] = ()
    uses: tuple[UseSite, ...] = ()
    status: Status = Status.COMPLETE
    stats: tuple[QueryStats, ...] = ()

    @property
    def items(self) -> tuple[DefSite, ...] | tuple[UseSite, ...]:
        return self.defs if self.kind == "RD" else self.uses


def parse_location(text: str) -> tuple[str, int]:
    """`FILE:LINE` -> (file, line)."""
    path, sep, line = text.rpartition(":")
    if not sep or not path or not line.isdigit():
        raise DataflowError(f"'{text}' is not FILE:LINE")
    return path, int(line)


def _same_file(a: str, b: str) -> bool:
    """Whether two spellings name one file. Locations keep the path the front end was given
    (relative, or only the name for an absolute input), so a path that ends with the other's
    components also matches."""
    na, nb = os.path.normpath(a), os.path.normpath(b)
    if na == nb or os.path.realpath(na) == os.path.realpath(nb):
        return True
    pa, pb = na.split(os.sep), nb.split(os.sep)
    short, long = (pa, pb) if len(pa) <= len(pb) else (pb, pa)
    return bool(short) and short[0] not in ("", "..") and long[-len(short):] == short


def nodes_at(m: Model, file: str, line: int) -> list[int]:
    """Global ids of the nodes whose statement starts on `file:line`."""
    out = []
    for f in m.funcs:
        if not f.fn.summary().may_have_line(lambda name: _same_file(name, file), line):
            continue  # (a body the IR cache keeps apart is not read)
        for node in f.fn.nodes[2:]:
            loc = node.instr.loc
            if loc.line == line and _same_file(loc.file, file):
                out.append(f.base + node.id)
    if not out and not any(_same_file(u, file) for u in m.program.units) \
            and not _file_known(m, file):
        raise DataflowError(f"{file}: not a file of the program")
    return out


def _file_known(m: Model, file: str) -> bool:
    return any(_same_file(f.fn.loc.file, file) for f in m.funcs)


def _named(m: Model, name: str, gids: list[int]) -> list[int]:
    """Variables called `name` visible at those nodes: the function's own first."""
    funcs = {m.node_func[g] for g in gids}
    local = [v for v, var in enumerate(m.vars)
             if m.owner[v] in funcs and (var.src_name or var.name) == name]
    if local:
        return local
    return [v for v, var in enumerate(m.vars)
            if m.owner[v] < 0 and (var.src_name or var.name) == name]


def targets(m: Model, name: str, file: str, line: int, kind: str) -> list[tuple[int, int]]:
    """(variable, node) pairs the query concerns: uses (RD) or definitions (RU) of the
    variable named `name` on the line."""
    gids = nodes_at(m, file, line)
    for fi in {m.node_func[g] for g in gids}:
        m.ensure(fi)
    where = f"{file}:{line}"
    if not gids:
        raise DataflowError(f"{where}: no statement on this line")
    cands = _named(m, name, gids)
    if not cands:
        raise DataflowError(f"{where}: no variable named '{name}' is visible here")
    table = m.node_use if kind == "RD" else m.node_gen
    out = [(v, g) for g in gids for v in cands if v in table[g]]
    if not out:
        what = "use" if kind == "RD" else "definition"
        raise DataflowError(f"{where}: no {what} of '{name}' on this line")
    return out


def ask(a: Analyzer, name: str, file: str, line: int, kind: str) -> SourceAnswer:
    """RD or RU of a source variable at a source line, in source terms."""
    m = a.model
    codes: set[int] = set()
    stats = []
    status = Status.COMPLETE
    for v, g in targets(m, name, file, line, kind):
        res = a.rd(v, g) if kind == "RD" else a.ru(v, g)
        codes |= res.codes
        stats.append(res.stats)
        if not res.complete:
            status = res.status
    if kind == "RD":
        defs = tuple(sorted({def_site(m, c) for c in codes}))
        return SourceAnswer(kind, name, file, line, defs=defs, status=status, stats=tuple(stats))
    uses = tuple(sorted({use_site(m, c) for c in codes}))
    return SourceAnswer(kind, name, file, line, uses=uses, status=status, stats=tuple(stats))


@dataclass(frozen=True, order=True)
class ClassifiedPair:
    """A def-use pair with its kinds (Definitions 8 and 9; a pair can be both)."""

    pair: DefUsePair
    intra: bool
    inter: bool


def def_use_pairs(a: DemandAnalyzer | ExhaustiveAnalyzer) -> list[ClassifiedPair]:
    """Every def-use pair of the whole program in source terms, classified. Pairs of
    several nodes on the same lines merge (their kinds are or-ed)."""
    return in_source_terms(a.model, classified_codes(a))


def classified_codes(a: DemandAnalyzer | ExhaustiveAnalyzer
                     ) -> dict[tuple[int, int], tuple[bool, bool]]:
    """Every def-use pair as codes, with (intraprocedural, interprocedural): the analysis."""
    return demand_classified_pairs(a) if isinstance(a, DemandAnalyzer) else \
        exhaustive_classified(a)


def in_source_terms(m: Model, raw: dict[tuple[int, int], tuple[bool, bool]]
                    ) -> list[ClassifiedPair]:
    """Classified pairs of codes in source terms, sorted; pairs on the same lines merge.
    Each definition and use is named once, and pairs sort by the ranks of their names."""
    merged: dict[tuple[int, int], tuple[bool, bool]] = {}
    terms = SourceTerms(m)
    for (d, u), (intra, inter) in raw.items():
        key = (terms.def_id(d), terms.use_id(u))
        old = merged.get(key, (False, False))
        merged[key] = (old[0] or intra, old[1] or inter)
    def_rank = _ranks({d for d, _ in merged}, terms.def_of_id)
    use_rank = _ranks({u for _, u in merged}, terms.use_of_id)
    order = sorted(merged, key=lambda k: (def_rank[k[0]], use_rank[k[1]]))
    return [ClassifiedPair(terms.pair_of_ids(k), *merged[k]) for k in order]


def _ranks(ids: set[int], site: Callable[[int], Any]) -> dict[int, int]:
    """Each id's position in the order of the sites it names."""
    return {i: r for r, i in enumerate(sorted(ids, key=site))}
