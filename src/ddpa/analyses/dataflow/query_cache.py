"""The section 4.3 cache of demand queries, and query budgets, as bookkeeping of the walk.

The plain demand walk (`walk.walk`) answers a query and forgets how. With a `_Tally` it
also counts the queries it processes (for budgets and statistics) and, with the cache on,
a `_Recording` visited set records the query graph (which (variable, block) query
generated which) while the tally keeps what was collected at each, so that when the query
terminates every visited query's own answer can be stored: "a definition that was
collected at a node n is added to the cache entry at all reachable visited nodes"
(section 4.3). A later query that reaches a cached (variable, block) takes the stored
answer instead of generating the query again. Answers are stored as bit sets over a
registry of codes.
"""

from __future__ import annotations

from ddpa.analyses.bitsets import bit_indices
from ddpa.analyses.dataflow.model import CallSite, Model
from ddpa.analyses.dataflow.walk import Cross, Direction, Scan, walk
from ddpa.graphs.sccs import components


class _Tally:
    """The bookkeeping of one query (a `walk.Tally`): counters, budget, cache graph."""

    __slots__ = (
        "bits",
        "budget",
        "cache",
        "cross_",
        "current",
        "edges",
        "found",
        "funcs",
        "hits",
        "items",
        "leaves",
        "local",
        "nb",
        "nodes",
        "order",
        "scan_",
    )

    def __init__(self, m: Model, cache: list[dict[int, int]] | None, budget: int | None,
                 scan: Scan, cross: Cross) -> None:
        self.budget = budget
        self.cache = cache  # None: nothing recorded
        self.funcs, self.nb = m.bfunc, len(m.bnodes)
        self.scan_, self.cross_ = scan, cross
        self.reset()

    def reset(self) -> None:
        """Start a new query."""
        self.found: set[int] = set()
        self.items = 0
        self.nodes = 0
        self.hits = 0
        self.bits = 0  # answer part that came from the cache, as registry bits
        self.order: list[int] = []
        self.current = -1  # the query being processed
        self.local: dict[int, set[int]] = {}  # per query: what was collected at it
        self.edges: dict[int, list[int]] = {}  # per query: the generated ones not cached
        self.leaves: dict[int, int] = {}  # per query: the cached answers of the others

    def item(self, key: int) -> set[int] | None:
        self.items += 1
        if self.budget is not None and self.items > self.budget:
            return None
        if self.cache is None:
            return self.found
        self.order.append(key)
        self.current = key
        self.edges[key] = []
        got = self.local[key] = set()
        return got

    def cached(self, key: int) -> bool:
        """Whether the cache answers `key` (the answer is taken)."""
        assert self.cache is not None
        hit = self.cache[self.funcs[key % self.nb]].get(key)
        if hit is None:
            return False
        self.hits += 1
        self.bits |= hit
        return True

    # the walk's node and call steps, counted
    def scan(self, nodes: tuple[int, ...], v: int, out: set[int], summary: object) -> int:
        stop = self.scan_(nodes, v, out, summary)
        self.nodes += stop or len(nodes)
        return stop

    def cross(self, site: CallSite, v: int, summary: object) -> tuple[bool, frozenset[int]]:
        self.nodes += 1
        return self.cross_(site, v, summary)


class _Recording(set[int]):
    """The visited set of a recorded walk. The walk asks it once whether each generated
    query is new: the question records the edge of the query graph from the query being
    processed, and a query the cache answers counts as seen (its answer is taken)."""

    __slots__ = ("tally",)

    def __init__(self, tally: _Tally, keys: list[int]) -> None:
        super().__init__(keys)
        self.tally = tally

    def __contains__(self, key: object) -> bool:
        t = self.tally
        assert isinstance(key, int) and t.cache is not None
        hit = t.cache[t.funcs[key % t.nb]].get(key)
        if hit is not None:  # a leaf of the query graph: its answer joins the current one
            t.hits += 1
            t.bits |= hit
            t.leaves[t.current] = t.leaves.get(t.current, 0) | hit
            return True
        t.edges[t.current].append(key)
        return _has(self, key)


_has = set.__contains__


class Recorder:
    """Counted and cached RD and RU walks of one demand-driven analyzer."""

    def __init__(self, model: Model, directions: tuple[Direction, Direction],
                 cache: bool, budget: int | None) -> None:
        self.model = model
        self.directions = directions  # (RU forward, RD backward)
        self.cache = cache
        self.budget = budget
        self._nb = len(model.bnodes)
        self.rdc: list[dict[int, int]] = [{} for _ in model.funcs]
        self.ruc: list[dict[int, int]] = [{} for _ in model.funcs]
        self._bit: dict[int, int] = {}
        self._codes: list[int] = []
        # per direction (RU, RD): the query's bookkeeping, reset for every query, and the
        # walk's direction with its node and call steps counted by it
        self._tallies: list[tuple[_Tally, Direction]] = []
        for d, answers in zip(directions, (self.ruc, self.rdc), strict=True):
            t = _Tally(model, answers if cache else None, budget, d.scan, d.cross)
            self._tallies.append((t, d.with_steps(t.scan, t.cross)))

    def clear(self, funcs: set[int]) -> None:
        """Drop the cached answers of queries in `funcs`."""
        for f in funcs:
            self.rdc[f].clear()
            self.ruc[f].clear()

    def run(self, v: int, gid: int, backward: bool) -> tuple[bool, set[int], _Tally]:
        """One query: (completed within the budget, answer codes, the walk's counters)."""
        m, d = self.model, self.directions[backward]
        t, counted = self._tallies[backward]
        t.reset()
        caches = t.cache
        bid, pos = m.node_block[gid], m.node_pos[gid]
        nodes = m.bnodes[bid]
        part = nodes[:pos] if backward else nodes[pos + 1:]
        if part and t.scan(part, v, t.found, d.summary):
            return True, t.found, t
        key = v * self._nb + bid
        ok = True
        if caches is None:
            ok = walk(m, counted, [key], {key}, t.found, t)
        elif not t.cached(key):
            ok = walk(m, counted, [key], _Recording(t, [key]), t.found, t)
        codes = t.found
        for got in t.local.values():
            codes |= got
        if ok and caches is not None:
            codes = codes | self._decode(t.bits | self._store(t, caches))
        return ok, codes, t

    def _store(self, t: _Tally, cache: list[dict[int, int]]) -> int:
        """Cache, for every visited query, the answers collected at the queries reachable
        from it; returns the bits of the first query's answer."""
        if not t.order:
            return 0
        edges, leaves = t.edges, t.leaves
        bits_of: dict[int, int] = {}
        funcs, nb = self.model.bfunc, self._nb
        for comp in components(t.order, edges.__getitem__):
            members = set(comp)
            acc = 0
            for key in comp:
                for c in t.local[key]:
                    acc |= 1 << self._reg(c)
                acc |= leaves.get(key, 0)
                for nxt in edges[key]:
                    if nxt not in members:
                        acc |= bits_of[nxt]
            for key in comp:
                bits_of[key] = acc
                cache[funcs[key % nb]][key] = acc
        return bits_of[t.order[0]]

    def _reg(self, code: int) -> int:
        bit = self._bit.get(code)
        if bit is None:
            bit = len(self._codes)
            self._bit[code] = bit
            self._codes.append(code)
        return bit

    def _decode(self, bits: int) -> set[int]:
        codes = self._codes
        return {codes[i] for i in bit_indices(bits)}
