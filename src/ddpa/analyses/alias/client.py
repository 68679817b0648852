"""The query client of section 7.2: alias queries an available-expressions analysis raises.

Zheng and Rugina (POPL 2008), section 7.2: the queries are pairs of memory accesses met by
an available-expressions analysis (as partial redundancy elimination runs it), minus the
pairs that need no pointer analysis or more than one: distinct variables or allocation
sites, a variable whose address is never taken, two elements of one array (one PEG node),
and accesses to different fields.

Here an access is a load or store through a pointer, or a read or write of a variable; the
available expressions of a function are the accesses read on every path to a statement and
not invalidated since (syntactically: a base pointer was redefined, or a call may have
written memory). Every write then asks, for each available access, whether it may be the
same memory: that is the query.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ddpa.graphs.cfg import reverse_postorder
from ddpa.graphs.peg import PEG, NodeKind, ObjKind
from ddpa.ir.instr import Call, Direct, FieldRead, FieldWrite, Instr, Loc, Path, Var
from ddpa.ir.libmodel import Effect, model
from ddpa.ir.program import Function, Program


@dataclass(frozen=True)
class Access:
    node: int  # the lvalue's PEG node
    path: Path  # the field path written in the source (for the different-fields rule)
    is_write: bool
    roots: frozenset[Var]  # variables whose value the address depends on


@dataclass(frozen=True)
class AliasQuery:
    """mayAlias(e1, e2) for an available access e1 and a write e2 at one statement."""

    e1: int
    e2: int
    function: str
    loc: Loc
    src: str
    text1: str
    text2: str


@dataclass
class QuerySet:
    queries: list[AliasQuery] = field(default_factory=list)
    excluded: Counter[str] = field(default_factory=Counter)

    @property
    def candidates(self) -> int:
        return len(self.queries) + sum(self.excluded.values())


EXCLUDED_DISTINCT = "distinct variables or allocation sites"
EXCLUDED_NOT_TAKEN = "a variable whose address is not taken"
EXCLUDED_SAME_NODE = "one PEG node (array elements, the same expression)"
EXCLUDED_FIELDS = "different fields"


class _FunctionAccesses:
    """The accesses of each statement of one function."""

    def __init__(self, peg: PEG, fn: Function, loads: dict[int, list[Access]]) -> None:
        self.peg = peg
        self.fn = fn
        self.at: dict[int, list[Access]] = {}
        for node in fn.nodes:
            acc = list(loads.get(node.id, ()))
            acc.extend(self._variables(node.instr))
            if acc:
                self.at[node.id] = acc

    def _variables(self, i: Instr) -> list[Access]:
        """Whole-variable reads and writes (field accesses are among the PEG's accesses)."""
        out: list[Access] = []
        for v in i.uses():
            if not v.is_temp and not isinstance(i, FieldRead):
                out.append(Access(self.peg.var_location(v), (), False, frozenset()))
        for v in i.defs():
            if not v.is_temp and not isinstance(i, FieldWrite):
                out.append(Access(self.peg.var_location(v), (), True, frozenset()))
        return out


def _roots(peg: PEG, node: int) -> frozenset[Var]:
    """Variables read to compute the address of an lvalue node."""
    out: set[Var] = set()
    n = peg.down[node]
    while n >= 0:
        if peg.kind[n] == NodeKind.DEREF and peg.kind[peg.down[n]] == NodeKind.ADDR:
            var = peg.objects[peg.down[n]].var
            if var is not None:
                out.add(var)
        n = peg.down[n]
    return frozenset(out)


def _kills_memory(i: Instr) -> bool:
    if not isinstance(i, Call):
        return False
    if isinstance(i.callee, Direct):
        m = model(i.callee.name)
        if m is not None:
            return bool(m.copies or m.fills or Effect.WRITES_ARGS in m.effects)
    return True


class QueryClient:
    """Generates the query set of a program (section 7.2)."""

    def __init__(self, program: Program, peg: PEG) -> None:
        self.program = program
        self.peg = peg
        self._loads: dict[str, dict[int, list[Access]]] = {}
        for a in peg.accesses:
            acc = Access(a.node, a.path, a.is_write, _roots(peg, a.node))
            self._loads.setdefault(a.function, {}).setdefault(a.cfg_node, []).append(acc)

    def queries(self) -> QuerySet:
        out = QuerySet()
        seen: set[tuple[object, ...]] = set()
        for fn in self.program.defined_functions():
            self._function(fn, out, seen)
        return out

    def _function(self, fn: Function, out: QuerySet, seen: set[tuple[object, ...]]) -> None:
        fa = _FunctionAccesses(self.peg, fn, self._loads.get(fn.name, {}))
        reads = sorted({(a.node, a.path, a.roots) for acc in fa.at.values() for a in acc
                        if not a.is_write}, key=lambda t: (t[0], t[1]))
        if not reads:
            return
        avail_in = self._available(fn, fa, reads)
        for node in fn.nodes:
            bits = avail_in.get(node.id, 0)
            for w in (a for a in fa.at.get(node.id, ()) if a.is_write):
                for k, (e, path, _) in enumerate(reads):
                    if bits >> k & 1:
                        self._pair(fn, node.instr, (e, path), (w.node, w.path), out, seen)

    def _available(self, fn: Function, fa: _FunctionAccesses,
                   reads: list[tuple[int, Path, frozenset[Var]]]) -> dict[int, int]:
        """Forward must data flow: accesses read on every path and not invalidated since."""
        index = {(e, p): k for k, (e, p, _) in enumerate(reads)}
        full = (1 << len(reads)) - 1
        gen: dict[int, int] = {}
        kill: dict[int, int] = {}
        for node in fn.nodes:
            defs = set(node.instr.defs())
            kb = full if _kills_memory(node.instr) else 0
            for k, (e, _, roots) in enumerate(reads):
                if roots & defs or any(a.is_write and a.node == e
                                       for a in fa.at.get(node.id, ())):
                    kb |= 1 << k
            kill[node.id] = kb
            gen[node.id] = sum(1 << index[(a.node, a.path)] for a in fa.at.get(node.id, ())
                               if not a.is_write)
        order = reverse_postorder(fn)
        avail_in = {n.id: full for n in fn.nodes}
        avail_in[fn.entry.id] = 0
        changed = True
        while changed:
            changed = False
            for node in order:
                if node is not fn.entry:
                    preds = [p for p in node.preds]
                    new = full
                    for p in preds:
                        new &= (avail_in[p.id] & ~kill[p.id]) | gen[p.id]
                    if not preds:
                        new = 0
                    if new != avail_in[node.id]:
                        avail_in[node.id] = new
                        changed = True
        return avail_in

    def _pair(self, fn: Function, instr: Instr, a: tuple[int, Path], b: tuple[int, Path],
              out: QuerySet, seen: set[tuple[object, ...]]) -> None:
        key = (min(a, b), max(a, b))
        if key in seen:
            return
        seen.add(key)
        reason = self.excluded(a, b)
        if reason is not None:
            out.excluded[reason] += 1
            return
        g = self.peg
        out.queries.append(AliasQuery(a[0], b[0], fn.name, instr.loc, instr.src,
                                      g.render(a[0]), g.render(b[0])))

    def excluded(self, a: tuple[int, Path], b: tuple[int, Path]) -> str | None:
        """Why section 7.2 leaves a pair out, or None for a real query."""
        g = self.peg
        pa, pb = a[1], b[1]
        if pa and pb and pa[: len(pb)] != pb and pb[: len(pa)] != pa:
            return EXCLUDED_FIELDS
        if a[0] == b[0]:
            return EXCLUDED_SAME_NODE
        ra, rb = self._named_root(a[0]), self._named_root(b[0])
        if ra is not None and rb is not None and ra != rb:
            return EXCLUDED_DISTINCT
        for n in (a[0], b[0]):
            r = self._named_root(n)
            if r is not None and g.objects[r].kind is ObjKind.VAR and not g.address_flows(r):
                return EXCLUDED_NOT_TAKEN
        return None

    def _named_root(self, n: int) -> int | None:
        """The primitive address an lvalue `*a` or `*(a + f)` is based on, else None."""
        g = self.peg
        b = g.down[n]
        while g.kind[b] == NodeKind.FIELD:
            b = g.down[b]
        return b if g.kind[b] == NodeKind.ADDR else None

def query_set(program: Program, peg: PEG) -> QuerySet:
    return QueryClient(program, peg).queries()
