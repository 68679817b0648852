"""Figure 4's worklist, once: the demand walk over (variable, block) queries, either way.

`Compute_RD(v, n, P)` (Duesterwald, Gupta, Soffa, ICSE 1996, Figure 4) keeps a worklist of
queries (v, n), resolves each by the rules of Figure 3 and generates the queries those
rules ask for, each at most once. Here a query is a (variable, basic block) pair packed
into one integer key `v * len(bnodes) + b`; a block with no node the step must inspect
for v passes it in one step. What differs between the walks that use this loop is a
`Direction`:

* which edges a step follows (predecessors for RD and `P`/`D`, successors for RU and `U`);
* what a step asks of a block of plain nodes (`scan`, Rule 2's `Def_m^v`/`Pres_m^v` or the
  uses of RU, from `rules`) and of a call (`cross`, `Pres_s^v`/`Def_s^v` or the uses of a
  call, from `procedure_summaries`, with the side-effect summary `summary` it reads);
* what happens at the boundary block (the entry for RD: Rule 1; the exit for RU: the
  return points; a summary walk stops there).

A `Tally` (see `query_cache`) makes the same loop count queries against a budget and
keep each query's own answer; its `visited` set records the query graph and takes
answers from the cache.

`walk_many` is the same loop for several global-like variables at once, with a bit mask
of the variables still live per block (bit i for `Model.used_gl[i]`): a block mentioning
none of them passes the whole mask in one step; at the boundary each live variable
continues alone in `walk`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from collections.abc import Set as AbstractSet
from typing import Any, Protocol

from ddpa.analyses.bitsets import bit_indices
from ddpa.analyses.dataflow.model import CALL, NORMAL, CallSite, Model

# scan(nodes, v, out, summary): 0 if v survives the nodes, else how many nodes were
# inspected up to the one that kills it; what the nodes contribute is added to `out`
Scan = Callable[[tuple[int, ...], int, set[int], Any], int]
# cross(site, v, summary): (v passes the call, what the call contributes)
Cross = Callable[[CallSite, int, Any], tuple[bool, frozenset[int]]]
# leave(v, fi, out): the queries generated at fi's boundary block, contributions to `out`
Leave = Callable[[int, int, set[int]], list[int]]


class Edges(Protocol):
    """Per block, the blocks a step goes to (a list, or a table made on demand)."""

    def __getitem__(self, b: int, /) -> tuple[int, ...]: ...


class ByVariable(Protocol):
    """Per variable, the blocks a walk must inspect (a list, or a table that grows)."""

    def __getitem__(self, v: int, /) -> AbstractSet[int]: ...


class Direction:
    """What one walk asks of the program: edges, boundary, and the rules of its steps."""

    __slots__ = ("_mention", "boundary", "cross", "edges", "leave", "scan", "summary")

    def __init__(self, edges: Edges, boundary: int,
                 mention: ByVariable | Callable[[], ByVariable], scan: Scan, cross: Cross,
                 summary: object, leave: Leave) -> None:
        self.edges = edges
        self.boundary = boundary  # the block kind where a query leaves its procedure
        # per variable: the blocks `scan` must inspect (or what gives them, asked when a
        # walk first needs them: a table the model fills only for the walks that read it)
        self._mention = mention
        self.scan = scan
        self.cross = cross
        self.summary = summary
        self.leave = leave

    @property
    def mention(self) -> ByVariable:
        m = self._mention
        if callable(m):
            m = self._mention = m()
        return m

    def with_steps(self, scan: Scan, cross: Cross) -> Direction:
        """This direction with other node and call steps."""
        return Direction(self.edges, self.boundary, self._mention, scan, cross, self.summary,
                         self.leave)


class Tally(Protocol):
    """The bookkeeping a walk may carry (budgets, the section 4.3 cache); a recording
    tally also hands the walk a `visited` set that records the query graph."""

    def item(self, key: int) -> set[int] | None:
        """Start processing `key`: where its contributions go, None past the budget."""


def walk(m: Model, d: Direction, work: list[int], visited: set[int], found: set[int],
         tally: Tally | None = None) -> bool:
    """Figure 4's loop from the keys in `work` (already in `visited`); False if the tally's
    budget ran out. Contributions go to `found` (or where the tally says). Every query a
    step generates is tested against `visited` once, as it is generated."""
    nb = len(m.bnodes)
    bkind, bnodes, bcall, bfunc = m.bkind, m.bnodes, m.bcall, m.bfunc
    edges, boundary, mention_all = d.edges, d.boundary, d.mention
    scan, cross, summary, leave = d.scan, d.cross, d.summary, d.leave
    while work:
        key = work.pop()
        v = key // nb
        b = key - v * nb
        out = found
        if tally is not None:
            got = tally.item(key)
            if got is None:
                return False
            out = got
        if bkind[b] == boundary:  # Rule 1 (or its mirror at an exit)
            for nk in leave(v, bfunc[b], out):
                if nk not in visited:
                    visited.add(nk)
                    work.append(nk)
            continue
        mention, base = mention_all[v], v * nb
        for p in edges[b]:  # Rule 2 at every neighbour: collect, and continue if preserved
            k = bkind[p]
            if k == NORMAL:
                if p in mention and scan(bnodes[p], v, out, summary):
                    continue
            elif k == CALL:
                pres, c = cross(bcall[p], v, summary)
                if c:
                    out.update(c)
                if not pres:
                    continue
            nk = base + p
            if nk not in visited:
                visited.add(nk)
                work.append(nk)
    return True


def walk_from(m: Model, d: Direction, v: int, bid: int, part: tuple[int, ...],
              found: set[int]) -> None:
    """One query (v, n) without bookkeeping: `part` holds the nodes of n's block between
    n and the block's end (before n backward, after n forward)."""
    if part and d.scan(part, v, found, d.summary):
        return
    key = v * len(m.bnodes) + bid
    walk(m, d, [key], {key}, found)


def walk_many(m: Model, d: Direction, vs: Iterable[int], bid: int, part: tuple[int, ...],
              block_mask: Sequence[int], call_mask: Callable[[int], int],
              passes: Callable[[CallSite], bool]) -> dict[int, set[int]]:
    """The queries (v, n) of every v in vs (used global-like variables) in one walk inside
    n's procedure. `block_mask[b]` has the bits of the variables block b mentions,
    `call_mask(b)` those the call in block b or its callees may touch; any other variable
    passes a call exactly when `passes` says the call can return at all."""
    ug, gi, bkind, bnodes, bcall = m.used_gl, m.gl_index, m.bkind, m.bnodes, m.bcall
    scan, cross, summary, edges, boundary = d.scan, d.cross, d.summary, d.edges, d.boundary
    found: dict[int, set[int]] = {v: set() for v in vs}
    live = 0
    for v in found:
        if not (part and scan(part, v, found[v], summary)):
            live |= 1 << gi[v]
    seen = {bid: live}
    work = [(bid, live)] if live else []
    while work:
        b, live = work.pop()
        if bkind[b] == boundary:
            _leave(m, d, b, live, found)
            continue
        for p in edges[b]:
            k = bkind[p]
            out = live
            if k == NORMAL:
                hit = live & block_mask[p]
                while hit:
                    low = hit & -hit
                    hit ^= low
                    v = ug[low.bit_length() - 1]
                    if scan(bnodes[p], v, found[v], summary):
                        out ^= low
            elif k == CALL:
                site = bcall[p]
                x = live & call_mask(p)  # the variables the call or its callees mention
                rest = live ^ x
                if rest and not passes(site):
                    out ^= rest
                while x:
                    low = x & -x
                    x ^= low
                    v = ug[low.bit_length() - 1]
                    pres, codes = cross(site, v, summary)
                    if codes:
                        found[v].update(codes)
                    if not pres:
                        out ^= low
            if out:
                old = seen.get(p, 0)
                new = out & ~old
                if new:
                    seen[p] = old | new
                    work.append((p, new))
    return found


def _leave(m: Model, d: Direction, b: int, live: int, found: dict[int, set[int]]) -> None:
    """Each variable of `live` leaves its procedure at the boundary block b alone."""
    fi = m.bfunc[b]
    for i in bit_indices(live):
        v = m.used_gl[i]
        keys = d.leave(v, fi, found[v])
        if keys:
            visited = set(keys)
            walk(m, d, list(visited), visited, found[v])

