"""Demand-driven RD(v, n) and RU(v, n): Figure 3(i) rules on the Figure 4 worklist.

`Compute_RD(v, n, P)` (Duesterwald, Gupta, Soffa, ICSE 1996, Figure 4) keeps a worklist
of queries (v, n) and resolves each by the two propagation rules of Figure 3(i):

* Rule 1, procedure entry: a variable local to the procedure stops (epsilon); a formal
  is continued at every call site s as the variable bound to it (`v in bind_s(w)`), a
  global as itself; the program's root collects the global's initial value. Climbing from
  an entry to call sites and continuing backward in the caller never returns into a
  procedure except through its side-effect summary, so only valid paths are followed.
* Rule 2, other nodes: at every predecessor m, collect `Def_m^v` and continue if
  `Pres_m^v`; at a call site these come from the callee's side effects (sideeffects).

Queries are kept per basic block (a block that does not mention v passes it in one step)
and each (v, block) is asked once per query. RU is the mirror image (exit nodes return to
the call sites' successors). With `cache=True` (section 4.3) the definitions collected
below every visited (v, block) are stored when a query terminates and later queries reuse
them instead of generating the query again; caches and side effects of the procedures an
integration step affects are dropped.

A query may be given a budget (queries processed); beyond it the result is
`BUDGET_EXCEEDED` with a sound fallback: every definition (use) of every variable whose
value can flow into (out of) v through parameter binding.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ddpa.analyses.dataflow.facts import BIND, ENTRY_DEF, INIT, REAL
from ddpa.analyses.dataflow.model import CALL, ENTRY, EXIT, NORMAL, Bind, Model
from ddpa.analyses.dataflow.results import QueryResult, QueryStats, Status
from ddpa.analyses.dataflow.sideeffects import SideEffects
from ddpa.analyses.dataflow.state import Integration


@dataclass(frozen=True)
class DemandConfig:
    """How the demand-driven analyzer runs."""

    cache: bool = False
    budget: int | None = None  # maximum (variable, block) queries per request


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


class DemandAnalyzer:
    """Interprocedural reaching definitions and reachable uses on demand."""

    def __init__(self, model: Model, state: Integration | None = None,
                 config: DemandConfig = DemandConfig()) -> None:
        self.model = model
        self.state = state if state is not None else Integration(model, full=True)
        self.config = config
        self.name = "demand-cache" if config.cache else "demand"
        self.se = SideEffects(model, self.state)
        self._nb = len(model.bnodes)
        self._sh = model.vbits
        self._rdc: list[dict[int, int]] = [{} for _ in model.funcs]
        self._ruc: list[dict[int, int]] = [{} for _ in model.funcs]
        self._bit: dict[int, int] = {}
        self._codes: list[int] = []

    # --- the shared analyzer interface ---------------------------------------------------

    def integrate(self, caller: int, callee: int) -> None:
        """Integrate the edge and forget what it may change (section 5)."""
        if not self.state.add(caller, callee):
            return
        self.se.invalidate(self.state.ancestors(caller))
        for f in self.state.component(caller):
            self._rdc[f].clear()
            self._ruc[f].clear()

    def pres(self, fi: int, v: int) -> bool:
        return self.se.pd(fi, v)[0]

    def sdefs(self, fi: int, v: int) -> frozenset[int]:
        return self.se.pd(fi, v)[1]

    def suses(self, fi: int, w: int) -> frozenset[int]:
        return self.se.uses(fi, w)

    def rd(self, v: int, gid: int) -> QueryResult:
        """RD(v, n): definitions of v reaching the point before node n."""
        return self._run(v, gid, backward=True)

    def ru(self, v: int, gid: int) -> QueryResult:
        """RU(v, n): uses reachable from the point after node n, for v defined there."""
        return self._run(v, gid, backward=False)

    def reaching(self, v: int, gid: int) -> frozenset[int]:
        """The codes of RD(v, n), without statistics (what clients that ask many use)."""
        if self.config.cache or self.config.budget is not None:
            return self._run(v, gid, backward=True).codes
        return frozenset(self._fast_rd(v, gid))

    def reachable(self, v: int, gid: int) -> frozenset[int]:
        """The codes of RU(v, n), without statistics."""
        if self.config.cache or self.config.budget is not None:
            return self._run(v, gid, backward=False).codes
        return frozenset(self._fast_ru(v, gid))

    # --- the plain worklists (no cache, no budget) -------------------------------------

    def _fast_rd(self, v0: int, gid: int) -> set[int]:
        """Figure 4 for one query, with every step inlined."""
        m, nb, sh = self.model, self._nb, self._sh
        bkind, bpreds, bnodes, bcall, mention_all = m.bkind, m.bpreds, m.bnodes, m.bcall, \
            m.mention
        defs_of, kills_of, call_pd, pd = m.defs_of, m.kills_of, self.se.call_pd, self.se.pd
        found: set[int] = set()
        bid, pos = m.node_block[gid], m.node_pos[gid]
        if pos and not _back(bnodes[bid][:pos], v0, defs_of[v0], kills_of[v0], sh, found):
            return found
        visited = {v0 * nb + bid}
        work = [v0 * nb + bid]
        while work:
            key = work.pop()
            v = key // nb
            b = key - v * nb
            if bkind[b] == ENTRY:
                new = self._rule1_keys(v, m.bfunc[b], found)
            else:
                new = []
                mention, base = mention_all[v], v * nb
                for p in bpreds[b]:
                    k = bkind[p]
                    if k == NORMAL:
                        if p in mention and not _back(bnodes[p], v, defs_of[v], kills_of[v],
                                                      sh, found):
                            continue
                    elif k == CALL:
                        pres, d = call_pd(bcall[p], v, pd)
                        if d:
                            found.update(d)
                        if not pres:
                            continue
                    new.append(base + p)
            for nk in new:
                if nk not in visited:
                    visited.add(nk)
                    work.append(nk)
        return found

    def _fast_ru(self, v0: int, gid: int) -> set[int]:
        """The mirror of `_fast_rd` for reachable uses."""
        m, nb = self.model, self._nb
        bkind, bsuccs, bnodes, bcall, mention_all = m.bkind, m.bsuccs, m.bnodes, m.bcall, \
            m.mention
        call_uses, uses = self.se.call_uses, self.se.uses
        found: set[int] = set()
        bid, pos = m.node_block[gid], m.node_pos[gid]
        nodes = bnodes[bid]
        if pos < len(nodes) - 1 and not self._fwd(nodes[pos + 1:], v0, found):
            return found
        visited = {v0 * nb + bid}
        work = [v0 * nb + bid]
        while work:
            key = work.pop()
            v = key // nb
            b = key - v * nb
            if bkind[b] == EXIT:
                new = self._return_keys(v, m.bfunc[b])
            else:
                new = []
                mention, base = mention_all[v], v * nb
                for s in bsuccs[b]:
                    k = bkind[s]
                    if k == NORMAL:
                        if s in mention and not self._fwd(bnodes[s], v, found):
                            continue
                    elif k == CALL:
                        pres, u = call_uses(bcall[s], v, uses)
                        if u:
                            found.update(u)
                        if not pres:
                            continue
                    new.append(base + s)
            for nk in new:
                if nk not in visited:
                    visited.add(nk)
                    work.append(nk)
        return found

    def _fwd(self, nodes: tuple[int, ...], v: int, found: set[int]) -> bool:
        m, sh, points = self.model, self._sh, self.model.bind_points
        uv, kv = m.uses_of[v], m.kills_of[v]
        for g in nodes:
            if g in uv:
                found.add(((g << sh) | v) << 3)
                if g in points:
                    found.update(self.se.bound_uses(g, v, self.se.uses))
            if g in kv:
                return False
        return True

    # --- one query --------------------------------------------------------------------------

    def _run(self, v: int, gid: int, backward: bool) -> QueryResult:
        t0 = time.perf_counter()
        evals0 = self.se.evaluations
        w = _Walk(self.config.cache)
        ok = self._walk_rd(v, gid, w) if backward else self._walk_ru(v, gid, w)
        if ok:
            codes = w.found
            if self.config.cache:
                codes = codes | self._decode(w.bits | self._store(w, backward))
            status = Status.COMPLETE
        else:
            codes = self._fallback(v, backward)
            status = Status.BUDGET_EXCEEDED
        stats = QueryStats(w.items, w.nodes, w.hits, self.se.evaluations - evals0,
                           time.perf_counter() - t0)
        return QueryResult(frozenset(codes), status, stats)

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
        self._begin(w, v0 * nb + bid, self._rdc)
        bkind, bpreds, bnodes, bcall = m.bkind, m.bpreds, m.bnodes, m.bcall
        budget = self.config.budget
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
                    self._push(w, v * nb + p, key, self._rdc)
                elif k == CALL:
                    w.nodes += 1
                    pres, defs = self.se.call_pd(bcall[p], v, self.se.pd)
                    for c in defs:
                        self._collect(w, key, c)
                    if pres:
                        self._push(w, v * nb + p, key, self._rdc)
                else:
                    self._push(w, v * nb + p, key, self._rdc)
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
        new = self._rule1_keys(v, fi, got)
        for c in got:
            self._collect(w, key, c)
        for nk in new:
            self._push(w, nk, key, self._rdc)

    def _rule1_keys(self, v: int, fi: int, found: set[int]) -> list[int]:
        """Rule 1: the queries generated at the callers (as keys), definitions collected."""
        m, nb = self.model, self._nb
        f = m.funcs[fi]
        sites = self.state.sites(fi)
        owner = m.owner[v]
        out: list[int] = []
        if owner == fi:
            if m.formal_pos[v] >= 0:
                for site, k in sites:
                    for b in site.binds[k]:
                        if b.formal == v:
                            self._bind_keys(site.gid, b, found, out)
                if f.is_root:
                    found.add(m.code(ENTRY_DEF, f.entry_gid, v))
            if not (m.gl[v] and f.recursive):
                return out
        elif owner < 0 and f.is_root:
            found.add(m.code(INIT, 0, v))
        out.extend(v * nb + site.bid for site, _ in sites)
        return out

    def _bind_keys(self, call: int, b: Bind, found: set[int], out: list[int]) -> None:
        """Continue a formal's query at the sources of its actual (`v in bind_s(w)`)."""
        m, nb = self.model, self._nb
        for a, at in b.sources:
            bid, pos = m.node_block[at], m.node_pos[at]
            if pos == 0 or _back(m.bnodes[bid][:pos], a, m.defs_of[a], m.kills_of[a],
                                 self._sh, found):
                out.append(a * nb + bid)
        if b.here or binds_initial(m, call, b):
            found.add(m.code(BIND, call, b.formal))

    # --- RU: forward --------------------------------------------------------------------

    def _walk_ru(self, v0: int, gid: int, w: _Walk) -> bool:
        m, nb = self.model, self._nb
        bid, pos = m.node_block[gid], m.node_pos[gid]
        nodes = m.bnodes[bid]
        if pos < len(nodes) - 1 and not self._scan_fwd(w, -1, v0, nodes[pos + 1:]):
            return True
        self._begin(w, v0 * nb + bid, self._ruc)
        bkind, bsuccs, bnodes, bcall = m.bkind, m.bsuccs, m.bnodes, m.bcall
        budget = self.config.budget
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
                    self._push(w, v * nb + s, key, self._ruc)
                elif k == CALL:
                    w.nodes += 1
                    pres, uses = self.se.call_uses(bcall[s], v, self.se.uses)
                    for c in uses:
                        self._collect(w, key, c)
                    if pres:
                        self._push(w, v * nb + s, key, self._ruc)
                else:
                    self._push(w, v * nb + s, key, self._ruc)
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
                    for c in self.se.bound_uses(g, v, self.se.uses):
                        w.found.add(c)
                        if key >= 0 and w.order is not None:
                            w.local[key].append(c)
            if g in kv:
                return False
        return True

    def _rule1_ru(self, w: _Walk, key: int, v: int, fi: int) -> None:
        """The mirror of Rule 1 at the exit of fi: return to the callers' call sites."""
        for nk in self._return_keys(v, fi):
            self._push(w, nk, key, self._ruc)

    def _return_keys(self, v: int, fi: int) -> list[int]:
        m, nb = self.model, self._nb
        if not m.gl[v] or v in m.funcs[fi].entry_kills:
            return []
        kills = m.kills_of[v]
        return [v * nb + site.bid for site, _ in self.state.sites(fi)
                if not (site.dst == v and site.gid in kills)]

    # --- the cache (section 4.3) ----------------------------------------------------------

    def _store(self, w: _Walk, backward: bool) -> int:
        """Cache, for every visited query, the answers collected at the queries reachable
        from it; returns the bits of the first query's answer."""
        cache = self._rdc if backward else self._ruc
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

    # --- budget fallback ----------------------------------------------------------------

    def _fallback(self, v: int, backward: bool) -> set[int]:
        """Every definition (use) of the variables bound to v through any call."""
        m = self.model
        closure = _binding_closure(m, v, backward)
        out: set[int] = set()
        for u in closure:
            for g in (m.defs_of[u] if backward else m.uses_of[u]):
                out.add(m.code(REAL, g, u))
            if not backward:
                continue
            if m.owner[u] < 0:
                out.add(m.code(INIT, 0, u))
            f = m.func_of_var(u)
            if f is not None and m.formal_pos[u] >= 0:
                out.update(_formal_origins(m, f.index, u))
        return out


def _back(nodes: tuple[int, ...], v: int, dv: frozenset[int], kv: frozenset[int], sh: int,
          found: set[int]) -> bool:
    """Walk nodes backward: collect v's definitions; False at the first kill."""
    for g in reversed(nodes):
        if g in dv:
            found.add(((g << sh) | v) << 3)
        if g in kv:
            return False
    return True


def binds_initial(m: Model, call: int, b: Bind) -> bool:
    """Whether the call may pass a global's *initial* value to the formal: a source global
    whose initial value reaches the node that reads it, in the whole program.

    The formal then counts as defined at the call (a binding definition), as it does for
    an expression: the value has no definition in the program. This is a property of the
    call site, not of an integration step, so every step and analyzer agrees on it.
    """
    table = m.derived.get("initial-binds")
    if table is None:
        table = _initial_binds(m)
        m.derived["initial-binds"] = table
    assert isinstance(table, frozenset)
    return (call, b.formal) in table


def _initial_binds(m: Model) -> frozenset[tuple[int, int]]:
    full = DemandAnalyzer(m)
    out = set()
    for f in m.funcs:
        for site in f.calls:
            for bk in site.binds:
                for b in bk:
                    for a, at in b.sources:
                        if m.owner[a] < 0 and m.code(INIT, 0, a) in full.rd(a, at).codes:
                            out.add((site.gid, b.formal))
    return frozenset(out)


def _formal_origins(m: Model, fi: int, u: int) -> set[int]:
    f = m.funcs[fi]
    out = {m.code(ENTRY_DEF, f.entry_gid, u)} if f.is_root else set()
    for site, k in f.callers:
        out.update(m.code(BIND, site.gid, u) for b in site.binds[k] if b.formal == u)
    return out


def _binding_closure(m: Model, v: int, backward: bool) -> set[int]:
    """v and the variables whose value flows into it (backward) or out of it (forward)
    through parameter binding at any call site."""
    links: dict[int, set[int]] = {}
    for f in m.funcs:
        for site in f.calls:
            for bind in site.binds:
                for b in bind:
                    for a, _ in b.sources:
                        src, dst = (b.formal, a) if backward else (a, b.formal)
                        links.setdefault(src, set()).add(dst)
    seen = {v}
    todo = [v]
    while todo:
        for u in links.get(todo.pop(), ()):
            if u not in seen:
                seen.add(u)
                todo.append(u)
    return seen


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
