"""The recorded worklist of Figure 4: the section 4.3 cache, and query budgets.

The plain worklist of `demand` answers a query and forgets how. This one also records the
query graph (which (variable, block) query generated which, and the definitions or uses
collected at each) so that, when the query terminates, every visited query's own answer
can be stored: "a definition that was collected at a node n is added to the cache entry at
all reachable visited nodes" (section 4.3). A later query that reaches a cached
(variable, block) takes the stored answer instead of generating the query again. The same
walk counts the queries it processes, for budgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ddpa.analyses.dataflow.facts import REAL
from ddpa.analyses.dataflow.model import CALL, ENTRY, EXIT, NORMAL

if TYPE_CHECKING:
    from ddpa.analyses.dataflow.demand import DemandAnalyzer


class _Walk:
    """The bookkeeping of one query: worklist, visited set, answer, cache graph."""

    __slots__ = (
        "bits",
        "edges",
        "found",
        "hits",
        "items",
        "local",
        "nodes",
        "order",
        "visited",
        "work",
    )

    def __init__(self, record: bool) -> None:
        self.found: set[int] = set()
        self.visited: set[int] = set()
        self.work: list[int] = []
        self.items = 0
        self.nodes = 0
        self.hits = 0
        self.bits = 0  # answer part that came from the cache, as registry bits
        self.order: list[int] | None = [] if record else None
        self.local: dict[int, list[int]] = {}
        self.edges: dict[int, list[int]] = {}


class Recorder:
    """Recorded RD and RU walks of one demand-driven analyzer, with their caches."""

    def __init__(self, analyzer: DemandAnalyzer) -> None:
        self.a = analyzer
        self.model = analyzer.model
        self._nb = len(self.model.bnodes)
        self._sh = self.model.vbits
        self.rdc: list[dict[int, int]] = [{} for _ in self.model.funcs]
        self.ruc: list[dict[int, int]] = [{} for _ in self.model.funcs]
        self._bit: dict[int, int] = {}
        self._codes: list[int] = []

    def clear(self, funcs: set[int]) -> None:
        """Drop the cached answers of queries in `funcs`."""
        for f in funcs:
            self.rdc[f].clear()
            self.ruc[f].clear()

    def run(self, v: int, gid: int, backward: bool) -> tuple[bool, set[int], _Walk]:
        """One query: (completed within the budget, answer codes, the walk's counters)."""
        cache = self.a.config.cache
        w = _Walk(cache)
        ok = self._walk_rd(v, gid, w) if backward else self._walk_ru(v, gid, w)
        codes = w.found
        if ok and cache:
            codes = codes | self._decode(w.bits | self._store(w, backward))
        return ok, codes, w

    def _push(self, w: _Walk, key: int, src: int, cache: list[dict[int, int]]) -> None:
        """Generate the query `key` (unless asked already, or answered by the cache)."""
        if w.order is not None:
            w.edges[src].append(key)
            hit = cache[self.model.bfunc[key % self._nb]].get(key)
            if hit is not None:
                w.hits += 1
                w.bits |= hit
                return
        if key not in w.visited:
            w.visited.add(key)
            w.work.append(key)

    def _collect(self, w: _Walk, key: int, code: int) -> None:
        w.found.add(code)
        if w.order is not None:
            w.local[key].append(code)

    def _begin(self, w: _Walk, key: int, cache: list[dict[int, int]]) -> bool:
        """Start the item `key`; False if the cache already answers it."""
        if w.order is not None:
            hit = cache[self.model.bfunc[key % self._nb]].get(key)
            if hit is not None:
                w.hits += 1
                w.bits |= hit
                return False
        w.visited.add(key)
        w.work.append(key)
        return True

    # --- RD: backward -------------------------------------------------------------------

    def _walk_rd(self, v0: int, gid: int, w: _Walk) -> bool:
        m, nb = self.model, self._nb
        bid, pos = m.node_block[gid], m.node_pos[gid]
        if pos > 0:
            alive = self._scan_back(w, -1, v0, m.bnodes[bid][:pos])
            if not alive:
                return True
        self._begin(w, v0 * nb + bid, self.rdc)
        bkind, bpreds, bnodes, bcall = m.bkind, m.bpreds, m.bnodes, m.bcall
        budget = self.a.config.budget
        while w.work:
            key = w.work.pop()
            v, b = divmod(key, nb)
            w.items += 1
            if budget is not None and w.items > budget:
                return False
            if w.order is not None:
                w.order.append(key)
                w.local[key] = []
                w.edges[key] = []
            if bkind[b] == ENTRY:
                self._rule1_rd(w, key, v, m.bfunc[b])
                continue
            mention = m.mention[v]
            for p in bpreds[b]:
                k = bkind[p]
                if k == NORMAL:
                    if p in mention and not self._scan_back(w, key, v, bnodes[p]):
                        continue
                    self._push(w, v * nb + p, key, self.rdc)
                elif k == CALL:
                    w.nodes += 1
                    pres, defs = self.a.se.call_pd(bcall[p], v, self.a.se.pd)
                    for c in defs:
                        self._collect(w, key, c)
                    if pres:
                        self._push(w, v * nb + p, key, self.rdc)
                else:
                    self._push(w, v * nb + p, key, self.rdc)
        return True

    def _scan_back(self, w: _Walk, key: int, v: int, nodes: tuple[int, ...]) -> bool:
        m, sh = self.model, self._sh
        dv, kv = m.defs_of[v], m.kills_of[v]
        for g in reversed(nodes):
            w.nodes += 1
            if g in dv:
                code = ((g << sh) | v) << 3 | REAL
                w.found.add(code)
                if key >= 0 and w.order is not None:
                    w.local[key].append(code)
            if g in kv:
                return False
        return True

    def _rule1_rd(self, w: _Walk, key: int, v: int, fi: int) -> None:
        """Rule 1 of Figure 3(i) at the entry of procedure fi (recording for the cache)."""
        got: set[int] = set()
        new = self.a._rule1_keys(v, fi, got)
        for c in got:
            self._collect(w, key, c)
        for nk in new:
            self._push(w, nk, key, self.rdc)

    def _walk_ru(self, v0: int, gid: int, w: _Walk) -> bool:
        m, nb = self.model, self._nb
        bid, pos = m.node_block[gid], m.node_pos[gid]
        nodes = m.bnodes[bid]
        if pos < len(nodes) - 1 and not self._scan_fwd(w, -1, v0, nodes[pos + 1:]):
            return True
        self._begin(w, v0 * nb + bid, self.ruc)
        bkind, bsuccs, bnodes, bcall = m.bkind, m.bsuccs, m.bnodes, m.bcall
        budget = self.a.config.budget
        while w.work:
            key = w.work.pop()
            v, b = divmod(key, nb)
            w.items += 1
            if budget is not None and w.items > budget:
                return False
            if w.order is not None:
                w.order.append(key)
                w.local[key] = []
                w.edges[key] = []
            if bkind[b] == EXIT:
                self._rule1_ru(w, key, v, m.bfunc[b])
                continue
            mention = m.mention[v]
            for s in bsuccs[b]:
                k = bkind[s]
                if k == NORMAL:
                    if s in mention and not self._scan_fwd(w, key, v, bnodes[s]):
                        continue
                    self._push(w, v * nb + s, key, self.ruc)
                elif k == CALL:
                    w.nodes += 1
                    pres, uses = self.a.se.call_uses(bcall[s], v, self.a.se.uses)
                    for c in uses:
                        self._collect(w, key, c)
                    if pres:
                        self._push(w, v * nb + s, key, self.ruc)
                else:
                    self._push(w, v * nb + s, key, self.ruc)
        return True

    def _scan_fwd(self, w: _Walk, key: int, v: int, nodes: tuple[int, ...]) -> bool:
        m, sh, points = self.model, self._sh, self.model.bind_points
        uv, kv = m.uses_of[v], m.kills_of[v]
        for g in nodes:
            w.nodes += 1
            if g in uv:
                code = ((g << sh) | v) << 3 | REAL
                w.found.add(code)
                if key >= 0 and w.order is not None:
                    w.local[key].append(code)
                if g in points:
                    for c in self.a.se.bound_uses(g, v, self.a.se.uses):
                        w.found.add(c)
                        if key >= 0 and w.order is not None:
                            w.local[key].append(c)
            if g in kv:
                return False
        return True

    def _rule1_ru(self, w: _Walk, key: int, v: int, fi: int) -> None:
        """The mirror of Rule 1 at the exit of fi: return to the callers' call sites."""
        for nk in self.a._return_keys(v, fi):
            self._push(w, nk, key, self.ruc)

    # --- the cache (section 4.3) ----------------------------------------------------------

    def _store(self, w: _Walk, backward: bool) -> int:
        """Cache, for every visited query, the answers collected at the queries reachable
        from it; returns the bits of the first query's answer."""
        cache = self.rdc if backward else self.ruc
        assert w.order is not None
        if not w.order:
            return 0
        bits_of: dict[int, int] = {}
        for comp in _sccs(w.order, w.edges):
            members = set(comp)
            acc = 0
            for key in comp:
                for c in w.local[key]:
                    acc |= 1 << self._reg(c)
                for nxt in w.edges.get(key, ()):
                    if nxt not in members:
                        acc |= bits_of.get(nxt, 0) or self._cached(cache, nxt)
            for key in comp:
                bits_of[key] = acc
                cache[self.model.bfunc[key % self._nb]][key] = acc
        return bits_of[w.order[0]]

    def _cached(self, cache: list[dict[int, int]], key: int) -> int:
        return cache[self.model.bfunc[key % self._nb]].get(key, 0)

    def _reg(self, code: int) -> int:
        bit = self._bit.get(code)
        if bit is None:
            bit = len(self._codes)
            self._bit[code] = bit
            self._codes.append(code)
        return bit

    def _decode(self, bits: int) -> set[int]:
        out = set()
        codes = self._codes
        while bits:
            low = bits & -bits
            out.add(codes[low.bit_length() - 1])
            bits ^= low
        return out


def _sccs(order: list[int], edges: dict[int, list[int]]) -> list[list[int]]:
    """Strongly connected components of the query graph, successors first."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on: set[int] = set()
    out: list[list[int]] = []
    for root in order:
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        work = [(root, iter(edges.get(root, ())))]
        while work:
            v, it = work[-1]
            for x in it:
                if x not in edges:
                    continue  # answered by the cache: a leaf
                if x not in index:
                    index[x] = low[x] = len(index)
                    stack.append(x)
                    on.add(x)
                    work.append((x, iter(edges.get(x, ()))))
                    break
                if x in on:
                    low[v] = min(low[v], index[x])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        x = stack.pop()
                        on.discard(x)
                        comp.append(x)
                        if x == v:
                            break
                    out.append(comp)
    return out
