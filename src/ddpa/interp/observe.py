"""Dynamic facts of observed runs, and the soundness check of static answers against them.

`run_observed` runs a program with hooks on and returns an Observation whose methods state
what happened in source terms: def-use pairs, call edges, points-to facts and aliasing
memory accesses. `check_covered` tests each observed fact against a static answer, given as
a set (or any container) of keys or as a predicate, and reports every fact the static answer
misses, with its source locations. A sound static analysis has no misses on any run.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Container, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ddpa.interp.hooks import Trace, Tracer
from ddpa.interp.machine import DEFAULT_CONFIG, InterpConfig
from ddpa.interp.memory import ObjKind, ObjRef
from ddpa.interp.run import RunResult, run_program
from ddpa.ir.instr import Loc, Var
from ddpa.ir.printer import instr_text
from ddpa.ir.program import Node, Program


@dataclass(frozen=True, order=True)
class Site:
    """A CFG node named both ways: function and node id (IR), location and text (source)."""

    function: str
    node: int
    loc: Loc = field(compare=False)
    text: str = field(compare=False, default="")

    @staticmethod
    def of(n: Node) -> Site:
        return Site(n.func.name, n.id, n.instr.loc, n.instr.src or instr_text(n.instr))

    def __str__(self) -> str:
        where = f"{self.loc.file}:{self.loc.line}" if self.loc.file else "?"
        return f"{self.function}:n{self.node} ({where})"


class Fact(Protocol):
    def key(self) -> Hashable: ...

    def locs(self) -> tuple[Loc, ...]: ...

    def describe(self) -> str: ...


@dataclass(frozen=True)
class DefUse:
    """A value defined for `def_var` at `def_site` was read as `use_var` at `use_site`.

    `def_site` is None for an initial value (a global's initialiser, a program input);
    the variables differ when a formal parameter received the value of an actual.
    """

    def_var: str
    def_site: Site | None
    use_var: str
    use_site: Site

    def key(self) -> Hashable:
        d = self.def_site.loc if self.def_site else None
        return (self.def_var, d, self.use_var, self.use_site.loc)

    def lines(self) -> tuple[str, int | None, str, int]:
        d = self.def_site.loc.line if self.def_site else None
        return (self.def_var, d, self.use_var, self.use_site.loc.line)

    def locs(self) -> tuple[Loc, ...]:
        return tuple(s.loc for s in (self.def_site, self.use_site) if s is not None)

    def describe(self) -> str:
        d = f"{self.def_var}@{self.def_site}" if self.def_site else f"{self.def_var}@initial"
        return f"def-use pair {d} -> {self.use_var}@{self.use_site}"


@dataclass(frozen=True)
class CallEdge:
    site: Site  # the call node, in `site.function`
    callee: str

    @property
    def caller(self) -> str:
        return self.site.function

    def key(self) -> Hashable:
        return (self.site.function, self.site.node, self.callee)

    def pair(self) -> tuple[str, str]:
        return (self.site.function, self.callee)

    def locs(self) -> tuple[Loc, ...]:
        return (self.site.loc,)

    def describe(self) -> str:
        return f"call edge {self.site} -> {self.callee}"


@dataclass(frozen=True)
class PointsTo:
    """At `site`, `pointer` (a variable, or a memory cell `*obj+off`) received an address
    of `target` (an abstract object: variable, allocation site, function)."""

    site: Site
    pointer: str
    var: Var | None
    target: ObjRef

    def key(self) -> Hashable:
        return (self.site.function, self.pointer, self.target.label)

    def locs(self) -> tuple[Loc, ...]:
        return (self.site.loc,)

    def describe(self) -> str:
        return f"points-to {self.pointer} -> {self.target.label} at {self.site}"


@dataclass(frozen=True)
class Access:
    site: Site
    expr: str  # the accessing expression in source terms (`*p`, `p->f`, `s.f`, `g`)


@dataclass(frozen=True)
class Alias:
    """Two memory accesses (at different nodes) touched the same cell of one object."""

    a: Access
    b: Access
    target: ObjRef
    offset: int

    def key(self) -> Hashable:
        return (self.a.site.function, self.a.site.node, self.a.expr,
                self.b.site.function, self.b.site.node, self.b.expr)

    def locs(self) -> tuple[Loc, ...]:
        return (self.a.site.loc, self.b.site.loc)

    def describe(self) -> str:
        return (f"alias {self.a.expr}@{self.a.site} ~ {self.b.expr}@{self.b.site} "
                f"(both {self.target.label}+{self.offset})")


class Observation:
    """The facts one run exhibited (see the module docstring)."""

    def __init__(self, program: Program, result: RunResult, tracer: Tracer) -> None:
        self.program = program
        self.result = result
        self.tracer = tracer
        self._sites: dict[int, Site] = {}

    def site(self, n: Node) -> Site:
        s = self._sites.get(id(n))
        if s is None:
            s = self._sites[id(n)] = Site.of(n)
        return s

    def defuse_pairs(self, include_initial: bool = False) -> set[DefUse]:
        out = set()
        for rec, use_var, use in self.tracer.du_events():
            if rec is None:
                if include_initial:
                    out.add(DefUse(use_var, None, use_var, self.site(use)))
                continue
            out.add(DefUse(rec[0], self.site(rec[1]), use_var, self.site(use)))
        return out

    def call_edges(self) -> set[CallEdge]:
        return {CallEdge(self.site(n), callee) for n, callee in self.tracer.call_events()}

    def points_to(self, include_temps: bool = False) -> set[PointsTo]:
        out = set()
        for n, holder, ref in self.tracer.pointer_events():
            if holder[0] == "var":
                v: Var = holder[1]
                if v.is_temp and not include_temps:
                    continue
                out.add(PointsTo(self.site(n), v.src_name or v.name, v, ref))
            else:
                _, obj, off = holder
                out.add(PointsTo(self.site(n), cell_text(obj, off), None, ref))
        return out

    def accesses(self) -> dict[tuple[int, int], set[Access]]:
        """Accesses grouped by the concrete cell (object serial, offset) they touched."""
        cells: dict[tuple[int, int], set[Access]] = defaultdict(set)
        for n, obj, off, expr in self.tracer.access_events():
            cells[(obj.serial, off)].add(Access(self.site(n), expr))
        return cells

    def aliases(self) -> set[Alias]:
        """One Alias per pair of accesses that shared a cell (with the first such cell)."""
        refs = {(obj.serial, off): obj.ref for _, obj, off, _ in self.tracer.access_events()}
        found: dict[tuple[Access, Access], Alias] = {}
        for cell, accs in sorted(self.accesses().items()):
            ordered = sorted(accs, key=lambda a: (a.site, a.expr))
            for i, a in enumerate(ordered):
                for b in ordered[i + 1:]:
                    if a.site != b.site and (a, b) not in found:
                        found[(a, b)] = Alias(a, b, refs[cell], cell[1])
        return set(found.values())

    def branches(self) -> dict[Site, set[int]]:
        """For each executed branch or switch: the successor node ids it took."""
        out: dict[Site, set[int]] = defaultdict(set)
        for n, succ in self.tracer.branch_events():
            out[self.site(n)].add(succ)
        return dict(out)


def cell_text(obj: ObjRef, off: int) -> str:
    """A memory cell in source terms: `x` (a variable), `s+8`, `*heap#3@f.c:7+8`."""
    if obj.kind in (ObjKind.GLOBAL, ObjKind.LOCAL):
        name = obj.src_name or obj.name
        return name if off == 0 else f"{name}+{off}"
    return f"*{obj.label}+{off}"


def run_observed(program: Program, argv: Sequence[str | bytes] = (), stdin: bytes = b"",
                 config: InterpConfig = DEFAULT_CONFIG, kinds: Trace = Trace.ALL
                 ) -> Observation:
    """Run `main` with every requested kind of observation switched on."""
    tracer = Tracer(kinds)
    result = run_program(program, argv, stdin, config, tracer)
    return Observation(program, result, tracer)


@dataclass(frozen=True)
class Miss:
    """An observed fact the static answer does not contain: a soundness violation."""

    what: str
    fact: Any
    locs: tuple[Loc, ...]
    message: str

    def __str__(self) -> str:
        where = self.locs[0] if self.locs else None
        prefix = f"{where}: " if where is not None and where.file else ""
        return f"{prefix}unsound {self.what}: {self.message}"


StaticAnswer = Container[Any] | Callable[[Any], bool]


def check_covered(observed: Iterable[Any], static: StaticAnswer, what: str,
                  key: Callable[[Any], Hashable] | None = None) -> list[Miss]:
    """Every observed fact whose key the static answer lacks, as a Miss.

    `static` is a container of keys (`key(fact)`, by default `fact.key()`) or a predicate
    on facts; `key` lets a caller compare at a coarser grain (e.g. `DefUse.lines`).
    """
    misses = []
    for fact in sorted(observed, key=lambda f: repr(f.key())):
        k = key(fact) if key is not None else fact.key()
        ok = static(fact) if callable(static) else k in static
        if not ok:
            misses.append(Miss(what, fact, fact.locs(), f"observed {fact.describe()} is not "
                               f"in the static answer (key {k!r})"))
    return misses
