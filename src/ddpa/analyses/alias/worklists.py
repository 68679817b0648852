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

from ddpa.analyses.alias.codes import (
    QUEUE_BITS,
    STATE_BITS,
    STATE_MASK,
)

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
    when they are, lines 25 and 37). For the two end searches, `at[n]` holds the states each
    end's own source reached n in (bit `codes.end_bit(side, state)`: one dict for both ends,
    so that a meeting check costs one lookup); an item that lands where the other end holds
    a joinable state ends the query.
    """

    __slots__ = ("at", "borrow", "cut", "decisive", "deferred", "done_deferred", "drained",
                 "edges", "forward", "found", "info", "left", "lowest", "meet_mask", "pending",
                 "queues", "seen", "span", "steps", "tops", "waiting")

    def __init__(self, span: int, budget: int | None) -> None:
        self.span = span
        self.left = budget if budget is not None else 1 << 62  # steps left in the budget
        self.cut = [1 << 62] * 4  # per queue, the lowest level where items come too late
        self.seen: set[int] = set()
        self.waiting: dict[int, list[int]] = {}
        self.info: dict[int, int] = {}  # source key -> codes.info(level, queue)
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
        self.at: dict[int, int] = {}
        # per end bit (`codes.end_bit`), the bits of `at` the item meets: the other end's states
        self.meet_mask: Sequence[int] = ()
        self.found: tuple[int, int, int, int] | None = None  # side, node, key, rival state

    def push(self, n: int, k: int, lvl: int, q: int) -> bool:
        """Add item (n, k) to queue q at level lvl unless it was added before or would come
        too late (`cut_late`); True if added. An item with level -1 is inert (processing it
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
            self.cut_late(q)
        return True

    def push_end(self, n: int, k: int, lvl: int, q: int,
                 bits: int = STATE_BITS, mask: int = STATE_MASK) -> bool:
        """`push` for an item of an end search, which the caller knows is new (not in
        `seen`): does it meet the other end's search? (`bits` and `mask` are the widths of
        `codes`, bound once: this is called for most items of a small query.)"""
        sc = (q & 1) << bits | k & mask  # codes.end_bit(q & 1, codes.key_state(k))
        at = self.at
        v = at.get(n, 0)
        at[n] = v | 1 << sc
        if v & self.meet_mask[sc]:
            self.meet(n, k, sc, v)
        if lvl >= self.cut[q]:
            return False
        nk = n * self.span + k
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
            self.cut_late(q)
        return True

    def meet(self, n: int, k: int, sc: int, held: int) -> None:
        """End item (n, k), bit sc of `at`, reached n where `at` held `held` (which it meets
        by `meet_mask`): the first such meeting ends the query."""
        m = held & self.meet_mask[sc]
        if m and self.found is None:
            # codes.end_bit_side(sc), codes.end_bit_state(the lowest bit of m), written out
            self.found = (sc >> STATE_BITS, n, k, ((m & -m).bit_length() - 1) & STATE_MASK)

    def cut_late(self, q: int) -> None:
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

    def level(self, q: int, lvl: int) -> deque[int]:
        """Queue q's FIFO at level lvl, for items about to be added to it (`push`, inlined
        in the engine's loop)."""
        queue = self.queues[q]
        while len(queue) <= lvl:
            queue.append(deque())
        if lvl < self.lowest[q]:
            self.lowest[q] = lvl
        return queue[lvl]

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
        if p[side] + p[side + 2] + (self.edges[side] >> 1) > self.left:
            self.give_up_forward(side)
            return False
        return True

    def give_up_forward(self, side: int) -> None:
        """The end search of `side` keeps to its backward stage (see `keep_forward`)."""
        self.forward[side] = False
        self.deferred[side].clear()
        self.done_deferred[side] = self.edges[side] = 0
        drop = 0b0101 << side
        self.decisive = tuple([d for d in self.decisive if d != drop])

    def defer(self, side: int, n: int, item: tuple[int, int, int], flows: FlowTable) -> None:
        """Keep the A edges of an end's item (n, k), `item` = (side, n, k), for its forward
        stage (the caller checks `forward[side]`), then check it may keep them
        (`keep_forward`, inlined: one call per item)."""
        edges = self.edges
        new = 0
        for adj, _, _ in flows:
            new += len(adj[n])
        p = self.pending
        if p[side] + p[side + 2] + ((edges[side] + new) >> 1) > self.left:
            self.give_up_forward(side)  # (before keeping edges it would drop at once)
        elif new:
            base = item[2] >> STATE_BITS << STATE_BITS  # codes.key(key_source(k), 0)
            for adj, nc, term in flows:
                targets = adj[n]
                if targets:
                    self.deferred[side].append([targets, base | nc, 0, item, term])
            edges[side] += new

    def source(self, sk: int, lvl: int, q: int) -> int:
        """Level and queue of a source (`codes.info`), fixed when it is first started."""
        got = self.info.get(sk)
        if got is None:
            self.info[sk] = got = lvl << QUEUE_BITS | q  # codes.info, written out
        return got

    def settled(self) -> int:
        """Queues (a bit mask) whose items, with those of every queue whose boxes they
        used, are all processed, and which decide the query (`decisive`): with two
        searches both backward stages (queues 0 and 1), or one end's whole search (0 and 2,
        or 1 and 3, with no A edge left to follow). 0 if none is yet."""
        self.drained = False
        pending, borrow, edges = self.pending, self.borrow, self.edges
        # the queues that have run dry (a forward stage only once its A edges are followed):
        # most looks find a decisive set with a queue still busy, rejected by one mask test
        dry = ((not pending[0]) | (not pending[1]) << 1 | (not (pending[2] or edges[0])) << 2
               | (not (pending[3] or edges[1])) << 3)
        for want in self.decisive:
            if want & ~dry:
                continue
            mask = todo = want
            while todo:  # with the queues whose boxes these used, and so on
                q = (todo & -todo).bit_length() - 1
                todo &= todo - 1
                new = borrow[q] & ~mask
                if new & ~dry:
                    break
                mask |= new
                todo |= new
            else:
                return mask
        return 0

    def nodes(self) -> int:
        """Distinct nodes reached."""
        span = self.span
        return len({nk // span for nk in self.seen})
