"""A generic demand-driven CFL-reachability engine over a labelled graph and a machine table.

Zheng and Rugina (POPL 2008): the worklist algorithm MAYALIAS of Figure 4 and its
field-sensitive form of Figure 7, with the enhancements of section 4.5 (gradual exploration
by pointer level with a multi-level queue and breadth-first order per level; two searches
from both ends with separate worklists, interleaved, that stop when they meet; a budget of
N worklist steps shared evenly between them; box summaries cached across queries with
completeness flags) and the demand points-to search of section 4.6 (sources marked START
that follow only backward flows and collect the addresses they reach).

A V path is F-bar M? F (or F-bar f-bar V f F with fields): backward from one end to a peak,
forward to the other. The two searches therefore follow only the backward stage from their
ends (Abar edges and boxes, never A edges at the top level) and stop as soon as one reaches
a node the other holds in a pair of states the grammar's `meet` table joins; when both have
run dry the answer is "no alias". (With one search, Figure 4 as printed, V is followed in
both directions until the other end is reached.) The searches share one reach set, so a box
started by either end (a nested search computing aliasMem or aliasField) is explored once;
its items go to the worklist of the end that started it.

The engine imports nothing from the project: it reads integer nodes through the `Graph`
protocol and the machine through a `Grammar`. A worklist item is a node and a key packing
(source node, label, state) as `((source * L) + label) * 4 + state`; label 0 stands for a
dereference box (machine M), labels 1.. for field boxes (machines F_i), L - 1 for START.
"""

from __future__ import annotations

import enum
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from ddpa.analyses.alias.grammar import DEREF_BOX, FIELD_BOX, Grammar

Item = tuple[int, int, int]  # (search side, node, key), as recorded for witnesses


class Graph(Protocol):
    """What the engine reads. `down_label[n]` is -1 for leaves (addresses), 0 for `*e`."""

    @property
    def down(self) -> Sequence[int]: ...

    @property
    def down_label(self) -> Sequence[int]: ...

    @property
    def up_deref(self) -> Sequence[int]: ...

    @property
    def labels(self) -> Sequence[str]: ...

    def up(self, n: int, label: int) -> int: ...

    def adjacency(self, terminal: str) -> Sequence[Sequence[int]]: ...


class Outcome(enum.Enum):
    FOUND = "found"  # the two ends are value aliases
    EXHAUSTED = "exhausted"  # a search explored everything reachable without meeting
    BUDGET = "budget"  # the step budget ran out first


@dataclass(frozen=True)
class Limits:
    """Per-query search settings (section 4.5)."""

    budget: int | None = None  # worklist steps; None: unlimited
    two_sided: bool = True
    gradual: bool = True


@dataclass
class Recorder:
    """Derivations of items, for witnesses (section 4.4's table); only in explain mode."""

    parents: dict[Item, tuple[object, ...]] = field(default_factory=dict)
    order: dict[Item, int] = field(default_factory=dict)
    summary_origin: dict[tuple[int, int], Item] = field(default_factory=dict)
    final: Item | None = None
    meeting: Item | None = None  # the other search's item at the meeting node


@dataclass
class SearchResult:
    outcome: Outcome
    steps: int
    items: int
    nodes: int
    cache_hits: int
    seconds: float
    # points-to searches: start node -> addresses reached, and field dependencies
    reached: dict[int, list[int]] = field(default_factory=dict)
    field_deps: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    recorder: Recorder | None = None


class _Search:
    """The tables of one query: one reach set, a multi-level queue per search.

    An item (node n, key k) is packed as `n * span + k`. Sources belong to the search that
    started them (its queue gets their items) at a level fixed then; box searches are
    shared, so both ends use one exploration of a box. `waiting[n]` lists the keys of the
    items processed at a box entry n: Figure 4's reach(s') for the returns of lines 15-18
    (items not processed yet pick up new summaries when they are, lines 25 and 37). For
    the two end searches, `top_at[side][n]` holds the states the end's own source reached n
    in; an item that lands where the other end holds a joinable state ends the query.
    """

    __slots__ = ("found", "info", "items", "lowest", "meet_mask", "pending", "queues", "seen",
                 "span", "steps", "top_at", "tops", "waiting")

    def __init__(self, span: int) -> None:
        self.span = span
        self.seen: set[int] = set()
        self.waiting: dict[int, list[int]] = {}
        self.info: dict[int, int] = {}  # source key -> level * 2 + side
        self.queues: tuple[list[deque[int]], list[deque[int]]] = ([deque()], [deque()])
        self.lowest = [0, 0]
        self.pending = [0, 0]
        self.steps = [0, 0]
        self.items = 0
        self.tops = (-1, -1)
        self.top_at: tuple[dict[int, int], dict[int, int]] = ({}, {})
        self.meet_mask: list[int] = []
        self.found: tuple[int, int, int, int] | None = None  # side, node, key, rival state

    def push(self, n: int, k: int, lvl: int, side: int) -> bool:
        nk = n * self.span + k
        if nk in self.seen:
            return False
        self.seen.add(nk)
        if k >> 2 == self.tops[side]:
            mine = self.top_at[side]
            mine[n] = mine.get(n, 0) | 1 << (k & 3)
            m = self.top_at[1 - side].get(n, 0) & self.meet_mask[k & 3]
            if m and self.found is None:
                self.found = (side, n, k, (m & -m).bit_length() - 1)
        q = self.queues[side]
        while len(q) <= lvl:
            q.append(deque())
        q[lvl].append(nk)
        if lvl < self.lowest[side]:
            self.lowest[side] = lvl
        self.pending[side] += 1
        self.items += 1
        return True

    def source(self, sk: int, lvl: int, side: int) -> int:
        """Level and search of a source (level * 2 + side), fixed when it is first started."""
        got = self.info.get(sk)
        if got is None:
            self.info[sk] = got = lvl * 2 + side
        return got

    def pop(self, side: int) -> tuple[int, int]:
        q = self.queues[side]
        lv = self.lowest[side]
        while not q[lv]:
            lv += 1
        self.lowest[side] = lv
        self.pending[side] -= 1
        self.steps[side] += 1
        return divmod(q[lv].popleft(), self.span)

    def nodes(self) -> int:
        """Distinct nodes reached (counted over the sorted items, without a second set)."""
        span = self.span
        count, last = 0, -1
        for nk in sorted(self.seen):
            n = nk // span
            if n != last:
                count, last = count + 1, n
        return count


class CFLEngine:
    """Demand CFL-reachability (Figures 4 and 7) with optional cross-query caching."""

    def __init__(self, graph: Graph, grammar: Grammar, cache: bool = False) -> None:
        self.graph = graph
        self.grammar = grammar
        # with the cache, summaries persist across queries (those of unfinished queries too:
        # they are sound facts, only not known to be complete), as section 4.5 describes
        self.cache = cache
        # box summaries: aliasMem(n) for `*e` nodes, aliasField(n) for field nodes
        self.summary: dict[int, dict[int, None]] = {}
        self.complete: set[int] = set()
        g = grammar
        self._call_deref = g.calls[DEREF_BOX]
        self._call_field = g.calls.get(FIELD_BOX, tuple(-1 for _ in g.states))
        self._pt = [s in g.pointsto for s in range(len(g.states))]
        self._meet = [[b for b in range(len(g.states)) if (a, b) in g.meet]
                      for a in range(len(g.states))]
        self._flow_tables = (self._flows(False), self._flows(True))

    def clear_cache(self) -> None:
        self.summary = {}
        self.complete = set()

    def _flows(self, pointsto: bool) -> list[list[tuple[Sequence[Sequence[int]], int, int]]]:
        """Per state: (adjacency, next state, terminal index); START sources keep to P."""
        adj = [self.graph.adjacency(t) for t in self.grammar.terminals]
        return [[(adj[t], nc, t) for t, nc in per if not pointsto or self._pt[nc]]
                for per in self.grammar.flow]

    # --- entry points -------------------------------------------------------------------

    def alias(self, a1: int, a2: int, limits: Limits, record: bool = False) -> SearchResult:
        """Are a1 and a2 value aliases (so `*a1` and `*a2` memory aliases)?

        One search (Figure 4) follows V from a1 until it reaches a2. Two searches (section
        4.5) split a V path F-bar M? F at its peak: each follows only the backward stage
        from its end (Abar edges, and boxes) and they stop when they meet in a pair of
        states of the `meet` table; no alias once both have run dry.
        """
        t0 = time.perf_counter()
        nl = len(self.graph.labels) + 1
        st = _Search(len(self.graph.down) * nl * 4)
        rec = Recorder() if record else None
        tops = (a1 * nl, a2 * nl)
        start = self.grammar.start
        ends = (a1, a2) if limits.two_sided else (a1,)
        if limits.two_sided:
            st.tops = tops
            st.meet_mask = [sum(1 << c2 for c2 in row) for row in self._meet]
        for side, a in enumerate(ends):
            st.source(tops[side], 0, side)
            st.push(a, tops[side] * 4 + start, 0, side)
            if rec is not None:
                rec.parents[(side, a, tops[side] * 4 + start)] = ("start",)
        narrow = limits.two_sided
        return self._search(st, limits, nl, rec, tops, a2, None, t0, narrow)

    def points_to(self, starts: Sequence[int], budget: int | None,
                  gradual: bool = True) -> SearchResult:
        """Addresses flowing into each start node (section 4.6, P = (M? Abar)* R)."""
        t0 = time.perf_counter()
        nl = len(self.graph.labels) + 1
        st = _Search(len(self.graph.down) * nl * 4)
        for s in starts:
            sk = s * nl + nl - 1
            st.source(sk, 0, 0)
            st.push(s, sk * 4 + self.grammar.start, 0, 0)
        res = SearchResult(Outcome.EXHAUSTED, 0, 0, 0, 0, 0.0)
        return self._search(st, Limits(budget, False, gradual), nl, None, (-1, -1), -1,
                            res, t0)

    def _search(self, st: _Search, limits: Limits, nl: int, rec: Recorder | None,
                tops: tuple[int, int], target: int, pt: SearchResult | None, t0: float,
                narrow: bool = False) -> SearchResult:
        outcome, hits = self._run(st, limits, nl, rec, tops, target, pt, narrow)
        if outcome is Outcome.EXHAUSTED and self.cache:
            self._mark_complete(st, nl)
        res = pt or SearchResult(outcome, 0, 0, 0, 0, 0.0)
        res.outcome = outcome
        res.steps = st.steps[0] + st.steps[1]
        res.items = st.items
        res.nodes = st.nodes()
        res.cache_hits = hits
        res.seconds = time.perf_counter() - t0
        res.recorder = rec
        return res

    def _mark_complete(self, st: _Search, nl: int) -> None:
        """An exhausted search has fully built the summaries of every source it started."""
        for sk in st.info:
            s, lab = divmod(sk, nl)
            if lab != nl - 1:
                sp = self.graph.up(s, lab)
                if sp >= 0:
                    self.complete.add(sp)

    # --- the worklist loop (Figures 4 and 7) ---------------------------------------------

    def _run(self, st: _Search, limits: Limits, nl: int, rec: Recorder | None,
             tops: tuple[int, int], target: int, pt: SearchResult | None,
             narrow: bool) -> tuple[Outcome, int]:
        """Returns the outcome and the number of summary cache hits. With `narrow`, the two
        end sources keep to the backward stage (no A edges).

        One function on purpose: this loop is the inner loop of every query, and splitting
        it into per-case helpers costs a third of its speed in call overhead."""
        budget = limits.budget
        gradual = limits.gradual
        two = limits.two_sided
        g = self.graph
        down, dlab, updr = g.down, g.down_label, g.up_deref
        flows, pt_flows = self._flow_tables
        call_deref, call_field, ptok = self._call_deref, self._call_field, self._pt
        start_state = self.grammar.start
        if not self.cache:
            self.summary = {}
        summary = self.summary
        complete = self.complete if self.cache else set()
        start_label = nl - 1
        hits = 0
        pending, steps, info, push = st.pending, st.steps, st.info, st.push
        while True:
            if st.found is not None:
                self._met(st, tops, rec)
                return Outcome.FOUND, hits
            if not (pending[0] or pending[1]):
                return Outcome.EXHAUSTED, hits
            if budget is not None and steps[0] + steps[1] >= budget:
                return Outcome.BUDGET, hits
            side = 1 if pending[1] and (not pending[0] or steps[1] < steps[0]) else 0
            n, k = st.pop(side)
            item: Item = (side, n, k)
            if rec is not None:
                rec.order[item] = len(rec.order) + 1
            c = k & 3
            sk = k >> 2
            base = sk << 2
            s, lab = divmod(sk, nl)
            lvl = info[sk] >> 1 if gradual else 0
            # Figure 4 line 9: has the search reached the other end? (Two searches check
            # when an item is added, see _Search.push.)
            if n == target and sk == tops[0] and not two:
                if rec is not None:
                    rec.final = item
                return Outcome.FOUND, hits
            is_start = lab == start_label
            back = is_start or (narrow and sk == tops[side])
            dl = dlab[n]
            if is_start:
                assert pt is not None
                if dl < 0:
                    pt.reached.setdefault(s, []).append(n)
                elif dl > 0:
                    # a field address: its values are those of its base plus the field
                    b = down[n]
                    pt.field_deps.setdefault(s, []).append((b, dl))
                    bk = b * nl + start_label
                    push(b, (bk << 2) | start_state, st.source(bk, lvl, 0) >> 1, 0)
            else:
                # lines 13-18 (Figure 7, 14-26): a box started at s reached an exit of s'
                if lab == 0:
                    sp, np_, ret = updr[s], updr[n], call_deref
                else:
                    sp, np_, ret = g.up(s, lab), g.up(n, lab), call_field
                if np_ >= 0 and sp >= 0:
                    summ = summary.get(sp)
                    if summ is None:
                        summ = summary[sp] = {}
                    if np_ not in summ:
                        summ[np_] = None
                        if rec is not None:
                            rec.summary_origin[(sp, np_)] = item
                        self._returns(st, sp, np_, ret, nl, rec, item, gradual)
            # lines 20-41: value flows through assignments
            for adj, nc, term in (pt_flows if back else flows)[c]:
                for m in adj[n]:
                    if push(m, base | nc, lvl, side) and rec is not None:
                        rec.parents[(side, m, base | nc)] = ("flow", item, term)
            if dl < 0 or (dl > 0 and is_start):
                continue
            nc = (call_deref if dl == 0 else call_field)[c]
            if nc < 0 or (is_start and not ptok[nc]):
                continue
            wait = st.waiting.get(n)
            if wait is None:
                st.waiting[n] = [k]
            else:
                wait.append(k)
            # lines 25-26, 37-38 (Figure 7, 31-34, 43-44): reuse the box summaries
            summ = summary.get(n)
            if summ:
                for m in list(summ):
                    if push(m, base | nc, lvl, side) and rec is not None:
                        rec.parents[(side, m, base | nc)] = ("summary", item, n)
            # lines 43-45 (Figure 7, 49-53): start the box at the child node
            if n in complete:
                hits += 1
                continue
            d = down[n]
            dk = d * nl + dl
            inf = st.source(dk, lvl + 1, side)
            if push(d, (dk << 2) | start_state, inf >> 1 if gradual else 0, inf & 1) \
                    and rec is not None:
                rec.parents[(inf & 1, d, (dk << 2) | start_state)] = ("down", item)

    @staticmethod
    def _met(st: _Search, tops: tuple[int, int], rec: Recorder | None) -> None:
        """Record where the two searches met (the item just added and the rival's item)."""
        if rec is None or st.found is None:
            return
        side, n, k, c2 = st.found
        rec.final = (side, n, k)
        rec.meeting = (1 - side, n, (tops[1 - side] << 2) | c2)
        rec.order.setdefault(rec.meeting, len(rec.order) + 1)
        rec.order.setdefault(rec.final, len(rec.order) + 1)

    def _returns(self, st: _Search, sp: int, np_: int, ret: tuple[int, ...], nl: int,
                 rec: Recorder | None, item: Item, gradual: bool) -> None:
        """Items waiting at the box entry sp continue at its new exit np_ (Figure 4 lines
        15-18), each in the search its source belongs to."""
        r = st.waiting.get(sp)
        if not r:
            return
        start_label = nl - 1
        for k2 in list(r):
            nc = ret[k2 & 3]
            if nc < 0:
                continue
            sk2 = k2 >> 2
            if sk2 % nl == start_label and not self._pt[nc]:
                continue
            inf = st.info[sk2]
            k3 = (sk2 << 2) | nc
            side = inf & 1
            if st.push(np_, k3, inf >> 1 if gradual else 0, side) and rec is not None:
                rec.parents[(side, np_, k3)] = ("up", (side, sp, k2), item)
