"""Demand points-to sets that persist across queries: Andersen's constraints, solved lazily.

Zheng and Rugina (POPL 2008), section 4.6: DDPT answers P = (M? Abar)* R for one node at a
time, and section 4.5 lets an engine keep what earlier queries found. The CFL search of
`ddpa.analyses.alias.cfl` recomputes every memory-alias box (a V search) per query, so on a
program whose pointers meet in one large object (external memory, an open world's escaped
values) each query re-explores most of the program and runs out of budget. Here the same
points-to sets are computed as the constraints of `Andersen` (the EXH baseline) restricted to
the nodes a query depends on: a node is *activated* when first needed (its assignments, its
loads, stores and field offsets become constraints, and the nodes they read are needed in
turn), and the shared worklist solves them with difference propagation and cycle collapsing.
Everything solved stays solved: a later query that needs an activated node reads its set.

Demand and completeness: the sets of a location (a variable or object cell) also grow by
stores through pointers, so the first query that needs a location activates every store's
pointer and value (which pointer may point to the cell is not known in advance). A query is
complete when the worklist is empty; its budget counts activations and worklist steps, and
work done by a query that runs out of budget is kept, so the next query continues it (the
partial sets it returns are a subset of the final ones, and marked as such).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Sequence

from ddpa.analyses.alias.andersen import Andersen, _Objects
from ddpa.analyses.bitsets import bit_indices
from ddpa.graphs.peg import PEG, NodeKind, ObjKind


class _SuccessorSets(dict[int, set[int]]):
    """Per node, its successors in the constraint graph: a set made when first read, so
    a question pays for the nodes it activates, not for every node of the graph."""

    def __missing__(self, n: int) -> set[int]:
        s = self[n] = set()
        return s

    def append(self, s: set[int]) -> None:  # (the cell `_fresh` adds: its number is new)
        """Nothing: the set of a new node is made when first read."""


class DemandInclusion(Andersen):
    """Andersen's points-to sets, solved for the nodes queries need and kept across queries."""

    name = "DDPT"

    def __init__(self, peg: PEG, k_limit: int = 4, defined_only: bool = False) -> None:
        # (no exhaustive set-up; `defined_only`: an undefined value's address holds nothing,
        # so no set holds one, nor what flows only through one)
        self.peg = peg
        self.defined_only = defined_only
        self.objs = _Objects(k_limit)
        n = len(peg)
        self.n_peg = n
        self.pts = [0] * n
        self.done = [0] * n
        self.succ = _SuccessorSets()  # (a set made when a node first gets one)
        self.parent = list(range(n))
        self.loads = {}
        self.stores = {}
        self.fields = {}
        self.wl = deque()
        self.in_wl = [False] * n
        self.checked = set()
        self.collapsed = 0
        self._addr_obj = {}
        self.active = bytearray(n)
        self.todo: list[int] = []
        self.candidates: list[tuple[int, int]] = []
        self.stores_active = False
        self.seconds = 0.0
        self._room = 0  # (`extend` is the exhaustive solver's)
        self.steps = 0  # every activation and worklist step so far, all queries together

    # --- activation -----------------------------------------------------------------------

    _needs = True

    def _need(self, n: int) -> None:
        if n < self.n_peg and not self.active[n]:
            self.active[n] = 1
            self.todo.append(n)

    def _fresh(self) -> int:
        """A cell with no node in the graph: only stores through pointers write it."""
        v = super()._fresh()
        self.active.append(1)
        self._all_stores()
        return v

    def _all_stores(self) -> None:
        """A location is needed: every store through a pointer may write it."""
        if self.stores_active:
            return
        self.stores_active = True
        g = self.peg
        for d in sorted(g.assigned):  # the nodes with an assignment into them
            if d < self.n_peg and g.kind[d] == NodeKind.DEREF \
                    and not self._is_address_expr(g.down[d]):
                b = g.down[d]
                self._need(b)
                for src in g.assign_from[d]:
                    self._need(src)
                    self._constraint(b, 1, src)

    def _activate(self, v: int) -> None:
        g = self.peg
        kind = g.kind[v]
        if kind == NodeKind.ADDR:
            if not (self.defined_only and g.objects[v].kind is ObjKind.UNDEF):
                self._add_bits(v, 1 << self._obj_of_address(v))
        elif kind == NodeKind.DEREF:
            b = g.down[v]
            if self._is_address_expr(b):  # a location: assignments into it, and stores
                self._all_stores()
                for src in g.assign_from[v]:
                    self._need(src)
                    self._edge(src, v)
            else:  # `*b`: loads through b (stores into it are among `_all_stores`)
                self._need(b)
                self._constraint(b, 0, v)
        else:
            b = g.down[v]
            self._need(b)
            self._constraint(b, 2, (v, g.down_label[v]))

    def _add_bits(self, v: int, bits: int) -> None:
        r = self.find(v)
        if bits & ~self.pts[r]:
            self.pts[r] |= bits
            self._enqueue(r)

    def _constraint(self, b: int, kind: int, item: int | tuple[int, int]) -> None:
        """A load (0), store (1) or field offset (2) on b, applied at once to the objects b's
        node has already processed (the others reach it with their delta)."""
        r = self.find(b)
        table = (self.loads, self.stores, self.fields)[kind]
        table.setdefault(r, []).append(item)  # type: ignore[arg-type]
        bits = self.done[r]
        content = self.objs.content
        for o in bit_indices(bits):
            if kind == 0:
                assert isinstance(item, int)
                self._need(content[o])
                self._edge(content[o], item)
            elif kind == 1:
                assert isinstance(item, int)
                self._edge(item, content[o])
            else:
                assert isinstance(item, tuple)
                fo = self._object(self.objs.extend(o, item[1]))
                self._add_bits(item[0], 1 << fo)

    # --- solving --------------------------------------------------------------------------

    def solve(self, nodes: Sequence[int], budget: int | None) -> tuple[bool, int]:
        """Solve until the sets of `nodes` are final (True) or `budget` steps are spent;
        returns whether they are final and the steps taken."""
        t0 = time.perf_counter()
        for n in nodes:
            self._need(self._solvable(n))
        steps = 0
        done = False
        while budget is None or steps < budget:
            if not self._step():
                done = True
                break
            steps += 1
        self.steps += steps
        self.seconds += time.perf_counter() - t0
        return done, steps

    def _solvable(self, n: int) -> int:
        """The graph node whose set decides n's (nodes made after the solver: their base)."""
        while n >= self.n_peg:
            n = self.peg.down[n]
        return n

    def _step(self) -> bool:
        """One activation or worklist step; False when there is nothing left to do."""
        if self.todo:
            self._activate(self.todo.pop())
            return True
        if not self.wl:
            if not self.candidates:
                return False
            self._check_cycles(self.candidates)
            self.candidates = []
            return True
        if len(self.candidates) >= 64:
            self._check_cycles(self.candidates)
            self.candidates = []
        v = self.wl.popleft()
        self.in_wl[v] = False
        self._propagate(v, self.candidates)
        return True
