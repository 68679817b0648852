"""A generic demand-driven CFL-reachability engine over a labelled graph and a machine table.

Zheng and Rugina (POPL 2008): the worklist algorithm MAYALIAS of Figure 4 and its
field-sensitive form of Figure 7, with the enhancements of section 4.5 (gradual exploration
by pointer level with a multi-level queue and breadth-first order per level; two searches
from both ends with separate worklists, interleaved, that stop when they meet; a budget of
N worklist steps shared evenly between them; box summaries cached across queries with
completeness flags) and the demand points-to search of section 4.6 (sources marked START
that follow only backward flows and collect the addresses they reach).

A V path is F-bar M? F (or F-bar f-bar V f F with fields): backward from one end to a peak,
forward to the other. Each of the two searches of section 4.5 is Figure 4's search from its
end, split into two worklists: the backward stage (Abar edges and boxes, states S1 and S2)
and, behind it, the forward stage (A edges, S3 and S4), whose A edges are only followed
once the backward stage has run dry, one at a time as its items come up (`_forward`). A
search that reaches a node the other holds in a pair of states the grammar's `meet` table
joins has found a V path. The answer is "no alias" when both backward stages are done
(every V path has its peak in both), or when one end's whole search is done without
meeting (Figure 4 ran dry from that end), each together with the boxes (nested searches
computing aliasMem or aliasField) it used (`Worklists.settled`). Boxes are explored once per
query, by the worklist of whichever search first needed them; a worklist that uses
another's box depends on it. The searches take turns, the one with fewer items waiting
first, each within half the budget while the other still has work. With one search
(Figure 4 as printed) V is followed in both directions until the other end is reached.

Work that cannot change an answer is skipped: items a worklist could not reach within the
budget are not created (`Worklists.cut_late`: they would never be processed, so no step
and no outcome changes); a box call returning to its own node adds nothing when the state
after the box is subsumed by the state before (S2 by S1, S4 by S3).

What a step is (`StepCount`): by default, as section 4.5 counts, one worklist iteration
per item reached, whatever processing it does: an item with no edge to follow is queued
and processed like any other, and the box of a variable whose address is never taken is
started (its one item can only return the variable itself). `StepCount.ACTIVE` is the
cheaper count: such *inert* items are recorded as reached without a step, and those boxes
are not started, so a budget N reaches further than the paper's N.

The engine imports nothing from the project: it reads integer nodes through the `Graph`
protocol and the machine through a `Grammar`. A worklist item is a node and a key packing
(source node, label, state) as `codes.key(source * L + label, state)`, L = `label_span`;
labels 0.. L - 3 are boxes (0 a dereference, machine M; 1.. fields, machines F_i), L - 2
marks the two end searches and L - 1 START (points-to) sources. `codes` holds every
packing the engine uses.
"""

from __future__ import annotations

import enum
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from ddpa.analyses.alias.codes import (
    MEMO_BITS,
    QUEUE_BITS,
    QUEUE_MASK,
    STATE_BITS,
    STATE_MASK,
    STATES,
    end_bit,
    info_level,
    info_queue,
    key,
    memo_item,
)
from ddpa.analyses.alias.grammar import DEREF_BOX, FIELD_BOX, Grammar
from ddpa.analyses.alias.steps import StepCount
from ddpa.analyses.alias.worklists import BACK_STAGE, FORWARD_STAGE, FlowTable, Worklists

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


def label_span(graph: Graph) -> int:
    """L in the key packing: the graph's labels, then END and START."""
    return len(graph.labels) + 2


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
    count: StepCount = StepCount.ITEMS


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


_NONE: frozenset[int] = frozenset()
_TWO_DECISIVE = (0b0011, 0b0101, 0b1010)  # see Worklists.settled
_ACTIVE, _INERT = 1, 2  # `_inert_memo` and `_bare_memo` entries; 0: not computed yet


def _always_active(mk: int) -> int:
    """The fill of the all-active memos of `StepCount.ITEMS` (never asked: all are set)."""
    return _ACTIVE


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
        # the worklist of an end search's item in each state: its backward stage (0) or
        # its forward stage (FORWARD_STAGE)
        self._stage = [BACK_STAGE if p else FORWARD_STAGE for p in self._pt]
        self._meet = [[b for b in range(len(g.states)) if (a, b) in g.meet]
                      for a in range(len(g.states))]
        # Worklists.meet_mask, per end bit: an item of one end meets the other's states
        self._meet_mask = [sum(1 << end_bit(1, c2) for c2 in row) for row in self._meet] + \
            [sum(1 << end_bit(0, c2) for c2 in row) for row in self._meet]
        self._flow_tables = (self._flows(False), self._flows(True))
        self._forward_flows = [[f for f in per if self._stage[f[1]]] for per in self._flows(False)]
        # per box (0: `*`, 1: fields) and state c: is the state after the box returns
        # subsumed by c? Then an item's return to its own node (every lvalue is its own
        # memory alias) adds nothing; and a box that can only return there (`_trivial`)
        # need not be explored when every caller's return is subsumed.
        self._reflexive = [[nc >= 0 and self._subsumed(nc, c) for c, nc in enumerate(calls)]
                           for calls in (self._call_deref, self._call_field)]
        self._trivial_ok = [all(r or nc < 0 for r, nc in zip(refl, calls, strict=True))
                            for refl, calls in zip(self._reflexive,
                                                   (self._call_deref, self._call_field),
                                                   strict=True)]
        # `_inert_fill` per (node, state, START?), filled lazily: it only depends on the
        # graph, whose edges are fixed once built (the summary cache relies on that too)
        self._inert_memo = bytearray(len(graph.down) << MEMO_BITS)
        self._bare_memo = bytearray(len(graph.down))  # `_bare_fill`, per node
        # what `_run` reads, unpacked at once: most queries take a few steps, so the loop's
        # set-up counts (the lists are the graph's own, which grow in place)
        self._static = (
            graph.down, graph.down_label, graph.up_deref, graph.up, *self._flow_tables,
            self._forward_flows, self._call_deref, self._call_field, self._pt, g.start,
            self._inert_memo, self._inert_fill, self._reflexive, self._trivial_ok,
            self._bare_memo, self._bare_fill)
        # StepCount.ITEMS: the same with every item and box active (memos that say so)
        self._all_active = bytearray(b"\x01" * len(self._inert_memo))
        self._all_active_bare = bytearray(b"\x01" * len(self._bare_memo))
        self._static_items = (
            graph.down, graph.down_label, graph.up_deref, graph.up, *self._flow_tables,
            self._forward_flows, self._call_deref, self._call_field, self._pt, g.start,
            self._all_active, _always_active, self._reflexive, self._trivial_ok,
            self._all_active_bare, _always_active)
        self._pt_limits: dict[tuple[int | None, bool, StepCount], Limits] = {}

    def _subsumed(self, c2: int, c: int) -> bool:
        """Does an item in state c do everything the same item in state c2 would? Its
        flows, box calls and meetings include c2's, in the same stage."""
        g = self.grammar
        return (set(g.flow[c2]) <= set(g.flow[c])
                and all(row[c2] < 0 or row[c2] == row[c] for row in g.calls.values())
                and all((c, x) in g.meet and (x, c) in g.meet
                        for x in range(len(g.states))
                        if (c2, x) in g.meet or (x, c2) in g.meet)
                and self._pt[c2] == self._pt[c])

    def _inert_fill(self, mk: int) -> int:
        """Would processing item (n, c) do nothing: no flow edge, no box to call (or only one
        that could return n itself, see `_reflexive`), no address to collect (a START source
        at a leaf)? Such an item is recorded as reached without taking a worklist step.

        Asked for every item added to a worklist, and a function of the static graph and
        the machine only, so it is computed once per engine, when first needed, and kept in
        `_inert_memo` at mk = `codes.memo_slot(n, c, start)` (START sources follow other flows) as
        `_INERT` or `_ACTIVE`. The items of a box's source are inert only if, besides, they
        record no summary (n has no `up` node by the box's label): the callers check that,
        as it depends on the label."""
        n, c, is_start = memo_item(mk)
        self._inert_memo[mk] = out = _INERT if self._inert_at(n, c, is_start) \
            else _ACTIVE
        return out

    def _inert_at(self, n: int, c: int, is_start: bool) -> bool:
        g = self.graph
        dl = g.down_label[n]
        if is_start:  # START: addresses and field addresses are collected
            if dl != 0:
                return False
            flows = self._flow_tables[1][c]
        else:
            flows = self._flow_tables[0][c]
        for adj, _, _ in flows:
            if adj[n]:
                return False
        if dl < 0:
            return True
        box = 0 if dl == 0 else 1
        nc = (self._call_deref, self._call_field)[box][c]
        if nc < 0 or (is_start and not self._pt[nc]):
            return True
        d = g.down[n]
        return self._trivial_ok[box] and (self._bare_memo[d] or self._bare_fill(d)) == _INERT

    def _bare_fill(self, d: int) -> int:
        """Is d a leaf (an address) without an edge the box machines start on? Then the box
        of `*d` could only return `*d` itself. Memoised like `_inert_fill`, for the same
        reason: it is asked for every box call."""
        g = self.graph
        self._bare_memo[d] = out = _INERT if g.down_label[d] < 0 and not any(
            adj[d] for adj, _, _ in self._flow_tables[0][self.grammar.start]) else _ACTIVE
        return out

    def _grow_memo(self) -> None:
        """Nodes made after the engine (e.g. a `*a` created to report a query) get entries."""
        n = len(self.graph.down)
        if len(self._bare_memo) < n:
            self._inert_memo.extend(bytes((n << MEMO_BITS) - len(self._inert_memo)))
            self._bare_memo.extend(bytes(n - len(self._bare_memo)))
            self._all_active.extend(b"\x01" * ((n << MEMO_BITS) - len(self._all_active)))
            self._all_active_bare.extend(b"\x01" * (n - len(self._all_active_bare)))

    def clear_cache(self) -> None:
        self.summary = {}
        self.complete = set()

    def _flows(self, pointsto: bool) -> list[FlowTable]:
        """Per state: (adjacency, next state, terminal index); START sources keep to P."""
        adj = [self.graph.adjacency(t) for t in self.grammar.terminals]
        return [[(adj[t], nc, t) for t, nc in per if not pointsto or self._pt[nc]]
                for per in self.grammar.flow]

    # --- entry points -------------------------------------------------------------------

    def alias(self, a1: int, a2: int, limits: Limits, record: bool = False) -> SearchResult:
        """Are a1 and a2 value aliases (so `*a1` and `*a2` memory aliases)?

        One search (Figure 4) follows V from a1 until it reaches a2; it is the box of `*a1`
        too. Two searches (section 4.5) start at both ends, each with its backward stage
        ahead of its forward stage, and stop when they meet in a pair of states of the
        `meet` table (a V path F-bar M? F split at a node); see the module docstring for
        when they answer "no alias".
        """
        t0 = time.perf_counter()
        self._grow_memo()
        nl = label_span(self.graph)
        st = Worklists(len(self.graph.down) * nl * STATES, limits.budget)
        rec = Recorder() if record else None
        start = self.grammar.start
        if limits.two_sided:
            tops = (a1 * nl + nl - 2, a2 * nl + nl - 2)
            st.tops = tops
            st.decisive = _TWO_DECISIVE
            st.meet_mask = self._meet_mask
            ends: tuple[int, ...] = (a1, a2)
        else:
            tops, ends = (a1 * nl, -1), (a1,)
        add = st.push_end if limits.two_sided else st.push
        for side, a in enumerate(ends):
            k = tops[side] << STATE_BITS | start  # codes.key
            st.info.setdefault(tops[side], side)  # `Worklists.source` at level 0
            if a * st.span + k in st.seen:
                continue  # a1 = a2: the same item (`push_end` expects a new one)
            add(a, k, 0, side)
            if rec is not None:
                rec.parents[(side, a, k)] = ("start",)
        # no queue has run dry yet if each end's item is queued: every decisive set holds
        # queue 0 or 1 (with one search, queue 0), so a look (`settled`) would find nothing
        st.drained = not (st.pending[0] and (st.pending[1] or not limits.two_sided))
        return self._search(st, limits, nl, rec, tops, a2, None, t0)

    def points_to(self, starts: Sequence[int], budget: int | None,
                  gradual: bool = True, count: StepCount = StepCount.ITEMS) -> SearchResult:
        """Addresses flowing into each start node (section 4.6, P = (M? Abar)* R)."""
        t0 = time.perf_counter()
        self._grow_memo()
        nl = label_span(self.graph)
        st = Worklists(len(self.graph.down) * nl * STATES, budget)
        for s in starts:
            sk = s * nl + nl - 1
            st.source(sk, 0, 0)
            st.push(s, key(sk, self.grammar.start), 0, 0)
        st.drained = not st.pending[0]  # as in `alias`: queue 0 decides
        res = SearchResult(Outcome.EXHAUSTED, 0, 0, 0, 0, 0.0)
        limits = self._pt_limits.get((budget, gradual, count))
        if limits is None:
            limits = self._pt_limits[(budget, gradual, count)] = Limits(budget, False, gradual,
                                                                        count)
        return self._search(st, limits, nl, None, (-1, -1), -1, res, t0)

    def _search(self, st: Worklists, limits: Limits, nl: int, rec: Recorder | None,
                tops: tuple[int, int], target: int, pt: SearchResult | None,
                t0: float) -> SearchResult:
        outcome, hits, done = self._run(st, limits, nl, rec, tops, target, pt)
        if outcome is Outcome.EXHAUSTED and self.cache:
            self._mark_complete(st, nl, done)
        res = pt or SearchResult(outcome, 0, 0, 0, 0, 0.0)
        res.outcome = outcome
        res.steps = st.steps[0] + st.steps[1]
        res.items = len(st.seen)
        res.nodes = st.nodes()
        res.cache_hits = hits
        res.seconds = time.perf_counter() - t0
        res.recorder = rec
        return res

    def _mark_complete(self, st: Worklists, nl: int, done: int) -> None:
        """The boxes of the settled queues `done` (a bit mask) have their summaries fully
        built: every item of theirs, and of the boxes they used, has been processed."""
        boxes = nl - 2
        for sk, inf in st.info.items():
            if done >> info_queue(inf) & 1:
                s, lab = divmod(sk, nl)
                if lab < boxes:
                    sp = self.graph.up(s, lab)
                    if sp >= 0:
                        self.complete.add(sp)

    # --- the worklist loop (Figures 4 and 7) ---------------------------------------------

    def _run(self, st: Worklists, limits: Limits, nl: int, rec: Recorder | None,
             tops: tuple[int, int], target: int, pt: SearchResult | None
             ) -> tuple[Outcome, int, int]:
        """Returns the outcome, the number of summary cache hits and, when exhausted, the
        settled queues.

        One function on purpose: this loop is the inner loop of every query, and splitting
        it into per-case helpers costs a third of its speed in call overhead."""
        budget = limits.budget
        half = (budget + 1) // 2 if budget is not None else None
        gradual = limits.gradual
        two = limits.two_sided
        (down, dlab, updr, up, flows, pt_flows, fwd_flows, call_deref, call_field, ptok,
         start_state, memo, fill, reflexive, trivial_ok, bare, bare_fill) = \
            self._static if limits.count is StepCount.ACTIVE else self._static_items
        if not self.cache:
            self.summary = {}
        summary = self.summary
        complete = self.complete if self.cache else _NONE
        start_label, boxes = nl - 1, nl - 2
        hits = 0
        span = st.span
        pending, steps, info, borrow, cut = st.pending, st.steps, st.info, st.borrow, st.cut
        edges, waiting, source, seen = st.edges, st.waiting, st.source, st.seen
        at, meet_mask, forward = st.at, st.meet_mask, st.forward
        push, push_end = st.push, st.push_end
        # the packings of `codes`, written out below with their widths as locals
        state_bits, state_mask, queue_bits, queue_mask, memo_bits = \
            STATE_BITS, STATE_MASK, QUEUE_BITS, QUEUE_MASK, MEMO_BITS
        while True:
            if st.found is not None:
                self._met(st, tops, rec)
                return Outcome.FOUND, hits, 0
            # an end whose backward stage ran dry follows its deferred A edges
            if edges[0] and not pending[0]:
                self._forward(st, 0, rec, gradual, memo, fill)
            if edges[1] and not pending[1]:
                self._forward(st, 1, rec, gradual, memo, fill)
            if st.drained:
                if st.found is not None:
                    continue
                done = st.settled()
                if done:
                    return Outcome.EXHAUSTED, hits, done
            if budget is not None and steps[0] + steps[1] >= budget:
                return Outcome.BUDGET, hits, 0
            # the side that has taken fewer steps, its backward stage first
            p0 = pending[0] + pending[2] + (edges[0] >> 1)
            p1 = pending[1] + pending[3] + (edges[1] >> 1)
            side = 1 if p1 and (not p0 or p1 < p0 or (p1 == p0 and steps[1] < steps[0])) else 0
            if half is not None and steps[side] >= half and (p0 if side else p1):
                side = 1 - side
            q = side if pending[side] else side + 2
            n, k = divmod(st.pop(q), span)
            c = k & state_mask
            sk = k >> state_bits
            base = sk << state_bits
            s, lab = divmod(sk, nl)
            lvl = info[sk] >> queue_bits if gradual else 0
            item: Item = (side, n, k)
            if rec is not None:
                rec.order[item] = len(rec.order) + 1
                # Figure 4 line 9: has the search reached the other end? (Two searches
                # check when an item is added, see Worklists.push_end.)
                if n == target and sk == tops[0] and not two:
                    rec.final = item
                    return Outcome.FOUND, hits, 0
            elif n == target and sk == tops[0] and not two:
                return Outcome.FOUND, hits, 0
            dl = dlab[n]
            is_start = lab == start_label
            flow = (pt_flows if is_start else flows)[c]
            add = push
            is_end = False
            if lab < boxes:
                # lines 13-18 (Figure 7, 14-26): a box started at s reached an exit of s'
                if lab == 0:
                    sp, np_, ret = updr[s], updr[n], call_deref
                else:
                    sp, np_, ret = up(s, lab), up(n, lab), call_field
                if np_ >= 0 and sp >= 0:
                    summ = summary.get(sp)
                    if summ is None:
                        summ = summary[sp] = {}
                    if np_ not in summ:
                        summ[np_] = None
                        if rec is not None:
                            rec.summary_origin[(sp, np_)] = item
                        self._returns(st, sp, np_, ret, nl, rec, item, gradual, target,
                                      memo, fill)
            elif is_start:
                assert pt is not None
                if dl < 0:
                    pt.reached.setdefault(s, []).append(n)
                elif dl > 0:
                    # a field address: its values are those of its base plus the field
                    b = down[n]
                    pt.field_deps.setdefault(s, []).append((b, dl))
                    bk = b * nl + start_label
                    push(b, key(bk, start_state), info_level(source(bk, lvl, 0)), 0)
            else:
                # an end search: its backward stage follows Abar edges, and A edges (to its
                # forward stage) only once that stage has run dry (`_forward`)
                add, is_end = push_end, True
                flow = pt_flows[c]
                if forward[side]:
                    st.defer(side, n, item, fwd_flows[c])
            # lines 20-41: value flows through assignments
            # (items too late to be processed within the budget are not added, but an
            # end's items still meet the other end's search)
            late = lvl >= cut[q] and not is_end
            if not late:
                # `_inert_fill` and `push` (`push_end`), inlined: the innermost loop.
                # An inert item is only recorded as reached (an end's is checked for a
                # meeting too); the others go to queue q at level lvl, and the queue is cut
                # once its items (with those ahead of it) outnumber the steps left
                box_item = lab < boxes
                level = None  # queue q's FIFO at level lvl, once an item goes there
                room = st.left - (pending[q - 2] if q > 1 else 0)
                for adj, nc, term in flow:
                    k2 = base | nc
                    mo = nc << 1 | is_start  # memo_slot(m, nc, is_start) = m << memo_bits | mo
                    sc = side << state_bits | nc  # an end's item: its bit in `at` (end_bit)
                    for m in adj[n]:
                        nk = m * span + k2
                        if nk in seen:
                            continue
                        if lvl >= cut[q] and not is_end:
                            break  # the queue is cut from here on (an end still meets)
                        active = (memo[m << memo_bits | mo] or fill(m << memo_bits | mo)) \
                            == _ACTIVE \
                            or m == target \
                            or (box_item and (updr[m] if lab == 0 else up(m, lab)) >= 0)
                        if is_end:
                            v = at.get(m, 0)
                            at[m] = v | 1 << sc
                            if v & meet_mask[sc]:
                                st.meet(m, k2, sc, v)
                            if active and lvl >= cut[q]:
                                continue
                        seen.add(nk)
                        if active:
                            if level is None:
                                level = st.level(q, lvl)
                            level.append(nk)
                            pending[q] += 1
                            if pending[q] > room:
                                st.cut_late(q)
                        if rec is not None:
                            rec.parents[(side, m, k2)] = ("flow", item, term)
            if dl < 0 or (dl > 0 and is_start):
                continue
            nc = (call_deref if dl == 0 else call_field)[c]
            if nc < 0 or (is_start and not ptok[nc]):
                continue
            box = 0 if dl == 0 else 1
            d = down[n]
            if trivial_ok[box] and (bare[d] or bare_fill(d)) == _INERT:
                # a leaf without edges (a variable whose address is never taken): its box
                # would only return n itself, which adds nothing (`_reflexive`)
                continue
            wait = waiting.get(n)
            if wait is None:
                waiting[n] = [k]
            else:
                wait.append(k)
            # lines 25-26, 37-38 (Figure 7, 31-34, 43-44): reuse the box summaries (a box
            # call keeps an end search in its stage: S1 to S2, S3 to S4)
            summ = summary.get(n)
            skip = n if reflexive[box][c] else -1
            if summ and not late:
                box_item = lab < boxes
                k2 = base | nc
                mo = nc << 1 | is_start
                sc = side << state_bits | nc
                for m in summ:
                    nk = m * span + k2
                    if m == skip or nk in seen:
                        continue
                    if lvl >= cut[q] and not is_end:
                        break
                    if (memo[m << memo_bits | mo] or fill(m << memo_bits | mo)) == _INERT \
                            and m != target \
                            and not (box_item and (updr[m] if lab == 0 else up(m, lab)) >= 0):
                        if is_end:
                            v = at.get(m, 0)
                            at[m] = v | 1 << sc
                            if v & meet_mask[sc]:
                                st.meet(m, k2, sc, v)
                        seen.add(nk)
                    elif not add(m, k2, lvl, q):
                        continue
                    if rec is not None:
                        rec.parents[(side, m, k2)] = ("summary", item, n)
            # lines 43-45 (Figure 7, 49-53): start the box at the child node
            if n in complete:
                hits += 1
                continue
            dk = d * nl + dl
            inf = source(dk, lvl + 1, q)
            owner = inf & queue_mask
            if owner != q:
                borrow[q] |= 1 << owner
            dkey = dk << state_bits | start_state
            if push(d, dkey, inf >> queue_bits if gradual else 0, owner) and rec is not None:
                rec.parents[(owner & 1, d, dkey)] = ("down", item)

    def _forward(self, st: Worklists, side: int, rec: Recorder | None, gradual: bool,
                 memo: bytearray, fill: Callable[[int], int]) -> None:
        """The backward stage of an end search has run dry: it follows the A edges its items
        deferred (Figure 4 lines 27-28, 32-41), one at a time, whenever its forward stage
        has no item of its own level waiting. Added lazily like this, forward items are
        only created when they are about to be processed."""
        q = side + FORWARD_STAGE
        queue = st.queues[q]
        if not queue:
            queue.append(deque())
        first = queue[0]  # level 0, where the end's items are
        pending = st.pending
        if first if gradual else pending[q]:
            return
        todo, edges, done, seen, span = st.deferred[side], st.edges, st.done_deferred, st.seen, \
            st.span
        at, meet_mask = st.at, st.meet_mask
        memo_bits = MEMO_BITS
        while edges[side] and st.keep_forward(side):
            entry = todo[done[side]]
            targets, k, start = entry[0], entry[1], entry[2]
            mo = (k & STATE_MASK) << 1  # `_inert_fill` of an end's item (not START, no summary)
            sc = side << STATE_BITS | k & STATE_MASK
            pos = len(targets)
            queued = False  # an item that is not inert fills the forward stage's first level
            for i in range(start, pos):
                m = targets[i]
                nk = m * span + k
                if nk in seen:
                    continue
                if (memo[m << memo_bits | mo] or fill(m << memo_bits | mo)) == _INERT:
                    # `push_end` at level -1, inlined as in `_run`
                    v = at.get(m, 0)
                    at[m] = v | 1 << sc
                    if v & meet_mask[sc]:
                        st.meet(m, k, sc, v)
                    seen.add(nk)
                elif st.push_end(m, k, 0, q):
                    queued = True
                else:
                    continue
                if rec is not None:
                    rec.parents[(side, m, k)] = ("flow", entry[3], entry[4])
                if queued:
                    pos = i + 1
                    break
            edges[side] -= pos - start
            entry[2] = pos
            if pos == len(targets):
                todo[done[side]] = []
                done[side] += 1
            if queued:
                break
        if not edges[side]:
            st.drained = True

    @staticmethod
    def _met(st: Worklists, tops: tuple[int, int], rec: Recorder | None) -> None:
        """Record where the two searches met (the item just added and the rival's item)."""
        if rec is None or st.found is None:
            return
        side, n, k, c2 = st.found
        rec.final = (side, n, k)
        rec.meeting = (1 - side, n, key(tops[1 - side], c2))
        rec.order.setdefault(rec.meeting, len(rec.order) + 1)
        rec.order.setdefault(rec.final, len(rec.order) + 1)

    def _returns(self, st: Worklists, sp: int, np_: int, ret: tuple[int, ...], nl: int,
                 rec: Recorder | None, item: Item, gradual: bool, target: int,
                 memo: bytearray, fill: Callable[[int], int]) -> None:
        """Items waiting at the box entry sp continue at its new exit np_ (Figure 4 lines
        15-18), each in the worklist its source's items go to."""
        r = st.waiting.get(sp)
        if not r:
            return
        end_label = nl - 2
        reflexive = self._reflexive[0 if ret is self._call_deref else 1]
        # (few items wait at a box entry, often one: what the loop reads is not hoisted; the
        # packings of `codes` are written out as in `_run`)
        for k2 in r:
            c2 = k2 & STATE_MASK
            nc = ret[c2]
            if nc < 0 or (np_ == sp and reflexive[c2]):
                continue
            sk2 = k2 >> STATE_BITS
            lab2 = sk2 % nl
            if lab2 > end_label and not self._pt[nc]:
                continue
            inf = st.info[sk2]
            q2 = inf & QUEUE_MASK
            if lab2 == end_label:  # an end search: by the stage of the new state
                q2 = (q2 & 1) + self._stage[nc]
                if q2 > 1 and not st.keep_forward(q2 & 1):
                    continue
            k3 = sk2 << STATE_BITS | nc
            lvl = inf >> QUEUE_BITS if gradual else 0
            nk = np_ * st.span + k3
            if nk in st.seen or (lvl >= st.cut[q2] and lab2 != end_label):
                continue
            mk = np_ << MEMO_BITS | nc << 1 | (lab2 > end_label)
            if np_ != target and (memo[mk] or fill(mk)) == _INERT and (
                    lab2 >= end_label
                    or (self.graph.up_deref[np_] if lab2 == 0 else self.graph.up(np_, lab2)) < 0):
                # inert: `push` or `push_end` at level -1, inlined as in `_run`
                if lab2 == end_label:
                    sc = (q2 & 1) << STATE_BITS | nc
                    v = st.at.get(np_, 0)
                    st.at[np_] = v | 1 << sc
                    if v & st.meet_mask[sc]:
                        st.meet(np_, k3, sc, v)
                st.seen.add(nk)
            elif not (st.push_end if lab2 == end_label else st.push)(np_, k3, lvl, q2):
                continue
            if rec is not None:
                rec.parents[(q2 & 1, np_, k3)] = ("up", (q2 & 1, sp, k2), item)
