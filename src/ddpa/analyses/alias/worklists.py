"""The worklists and reach set of one demand CFL-reachability query (see `cfl`).

Four multi-level queues (section 4.5's gradual exploration: a FIFO per pointer level),
two per end search (its backward and its forward stage); the bookkeeping that decides when
a set of them has run dry together with every box it used; the budget cut that leaves out
items a queue could not reach within the budget; and the A edges an end search defers to
its forward stage.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

BACK_STAGE, FORWARD_STAGE = 0, 2  # an end search's worklists: side + stage


FlowTable = list[tuple[Sequence[Sequence[int]], int, int]]  # (adjacency, next state, terminal)
Deferred = list[Any]  # see Worklists.deferred


class Worklists:
    """The tables of one query: one reach set, four multi-level queues.

    An item (node n, key k) is packed as `n * span + k`. Queue `side + stage` holds the
    items of the end search from `tops[side]` in that stage, and those of every box that
    worklist started first (at a level fixed then, `info`); a box is explored once, both
    ends reuse it. `borrow[q]` is the set (bit mask) of queues whose boxes items of queue q
    used. `waiting[n]` lists the keys of the items processed at a box entry n: Figure 4's
    reach(s') for the returns of lines 15-18 (items not processed yet pick up new summaries
    when they are, lines 25 and 37). For the two end searches, `top_at[side][n]` holds the
    states the end's own source reached n in; an item that lands where the other end holds a
    joinable state ends the query.
    """

    __slots__ = ("borrow", "cut", "decisive", "deferred", "done_deferred", "drained", "edges",
                 "forward", "found", "info", "left", "lowest", "meet_mask", "pending",
                 "queues", "seen", "span", "steps", "top_at", "tops", "waiting")

    def __init__(self, span: int, budget: int | None) -> None:
        self.span = span
        self.left = budget if budget is not None else 1 << 62  # steps left in the budget
        self.cut = [1 << 62] * 4  # per queue, the lowest level where items come too late
        self.seen: set[int] = set()
        self.waiting: dict[int, list[int]] = {}
        self.info: dict[int, int] = {}  # source key -> level * 4 + queue
        # per queue, a FIFO per level (created when first needed: most queries are small)
        self.queues: tuple[list[deque[int]], ...] = ([], [], [], [])
        self.lowest = [0, 0, 0, 0]
        self.pending = [0, 0, 0, 0]
        self.borrow = [0, 0, 0, 0]
        self.steps = [0, 0]
        self.drained = True  # has a queue run dry since the last look (`settled`)?
        self.tops = (-1, -1)
        # queue sets whose completion answers "no alias": one search uses queue 0 only
        self.decisive: tuple[int, ...] = (0b0001,)
        self.forward = [True, True]  # may the end searches still add forward-stage items?
        # per end, the A edges its items have not followed yet: [targets, key to add them
        # with, next position, the item, terminal] (a FIFO from `done_deferred` on), and
        # how many there are
        self.deferred: tuple[list[Deferred], list[Deferred]] = ([], [])
        self.done_deferred = [0, 0]
        self.edges = [0, 0]
        self.top_at: tuple[dict[int, int], dict[int, int]] = ({}, {})
        self.meet_mask: list[int] = []
        self.found: tuple[int, int, int, int] | None = None  # side, node, key, rival state

    def push(self, n: int, k: int, lvl: int, q: int) -> bool:
        """Add item (n, k) to queue q at level lvl unless it was added before or would come
        too late (`_cut`); True if added. An item with level -1 is inert (processing it
        would do nothing): it is recorded as reached, but not queued."""
        nk = n * self.span + k
        if nk in self.seen or lvl >= self.cut[q]:
            return False
        self.seen.add(nk)
        if lvl < 0:
            return True
        queue = self.queues[q]
        while len(queue) <= lvl:
            queue.append(deque())
        queue[lvl].append(nk)
        if lvl < self.lowest[q]:
            self.lowest[q] = lvl
        pending = self.pending
        pending[q] += 1
        if pending[q] + (pending[q - 2] if q > 1 else 0) > self.left:
            self._cut(q)
        return True

    def push_end(self, n: int, k: int, lvl: int, q: int) -> bool:
        """`push` for an item of an end search: does it meet the other end's search?"""
        nk = n * self.span + k
        if nk in self.seen:
            return False
        side = q & 1
        mine = self.top_at[side]
        mine[n] = mine.get(n, 0) | 1 << (k & 3)
        m = self.top_at[1 - side].get(n, 0) & self.meet_mask[k & 3]
        if m and self.found is None:
            self.found = (side, n, k, (m & -m).bit_length() - 1)
        if lvl >= self.cut[q]:
            return False
        # the rest repeats `push` rather than calling it: this is the engine's innermost loop
        self.seen.add(nk)
        if lvl < 0:
            return True
        queue = self.queues[q]
        while len(queue) <= lvl:
            queue.append(deque())
        queue[lvl].append(nk)
        if lvl < self.lowest[q]:
            self.lowest[q] = lvl
        pending = self.pending
        pending[q] += 1
        if pending[q] + (pending[q - 2] if q > 1 else 0) > self.left:
            self._cut(q)
        return True

    def _cut(self, q: int) -> None:
        """Items queue q will not process within the budget are not added.

        An item added at level L comes after the queue's items at levels up to L (and, in a
        forward stage, after its end's backward stage): once those outnumber the steps
        left, it would never be processed, nor would the queue run dry, which keeps any
        decision that needs the queue from being taken. Both stay true for the rest of
        the query (each step takes one item and one step), so the cut only moves down, and
        leaving such items out changes no step and no outcome (except that an end's item
        left out meets nothing)."""
        ahead = self.pending[q - 2] if q > 1 else 0
        for lv, items in enumerate(self.queues[q]):
            ahead += len(items)
            if ahead > self.left:
                self.cut[q] = min(self.cut[q], lv)
                return

    def pop(self, q: int) -> int:
        queue = self.queues[q]
        lv = self.lowest[q]
        while not queue[lv]:
            lv += 1
        self.lowest[q] = lv
        self.pending[q] -= 1
        if not self.pending[q]:
            self.drained = True
        self.steps[q & 1] += 1
        self.left -= 1
        return queue[lv].popleft()

    def keep_forward(self, side: int) -> bool:
        """May the end search of `side` go on with its forward stage? Not once its pending
        items, with half the A edges it has still to follow (many end at inert items, which
        take no step), outnumber the steps left: its whole search is then unlikely to end
        within the budget, and a forward stage only decides the query by ending (a meeting
        it could find, the backward stages find too). The end then keeps to its backward
        stage for the rest of the query and no longer decides the query alone (a heuristic:
        giving up a stage never makes an answer wrong)."""
        if not self.forward[side]:
            return False
        p = self.pending
        if p[side] + p[side + 2] + self.edges[side] // 2 > self.left:
            self.forward[side] = False
            self.deferred[side].clear()
            self.done_deferred[side] = self.edges[side] = 0
            self.decisive = tuple(d for d in self.decisive if d != 0b0101 << side)
            return False
        return True

    def defer(self, side: int, n: int, k: int, flows: FlowTable) -> None:
        """Keep the A edges of an end's item (n, k) for its forward stage."""
        if not self.forward[side]:
            return
        base = k >> 2 << 2
        for adj, nc, term in flows:
            targets = adj[n]
            if targets:
                self.deferred[side].append([targets, base | nc, 0, (side, n, k), term])
                self.edges[side] += len(targets)
        self.keep_forward(side)

    def source(self, sk: int, lvl: int, q: int) -> int:
        """Level and queue of a source (level * 4 + queue), fixed when it is first started."""
        got = self.info.get(sk)
        if got is None:
            self.info[sk] = got = lvl * 4 + q
        return got

    def settled(self) -> int:
        """Queues (a bit mask) whose items, with those of every queue whose boxes they
        used, are all processed, and which decide the query (`decisive`): with two
        searches both backward stages (queues 0 and 1), or one end's whole search (0 and 2,
        or 1 and 3, with no A edge left to follow). 0 if none is yet."""
        self.drained = False
        pending, borrow, edges = self.pending, self.borrow, self.edges
        for want in self.decisive:
            mask, todo = 0, want
            while todo:
                q = (todo & -todo).bit_length() - 1
                todo &= todo - 1
                if pending[q] or (q > 1 and edges[q - 2]):
                    break
                mask |= 1 << q
                todo |= borrow[q] & ~mask
            else:
                return mask
        return 0

    def nodes(self) -> int:
        """Distinct nodes reached (counted over the sorted items, without a second set)."""
        span = self.span
        count, last = 0, -1
        for nk in sorted(self.seen):
            n = nk // span
            if n != last:
                count, last = count + 1, n
        return count
