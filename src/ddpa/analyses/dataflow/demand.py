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
the call sites' successors). A formal is continued at the *sources* of its actual (the
variable passed, or what a front-end temporary copied or loaded, see `model.Bind`); an
actual with no source definition, or a global still holding its initial value, defines
the formal at the call (a binding definition).

With `cache=True` (section 4.3, `recorded`) the definitions collected below every visited
(v, block) are stored when a query terminates and later queries reuse them instead of
generating the query again; caches and side effects of the procedures an integration step
affects are dropped.

A query may be given a budget (queries processed); beyond it the result is
`BUDGET_EXCEEDED` with a sound fallback: every definition (use) of every variable whose
value can flow into (out of) v through parameter binding.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ddpa.analyses.dataflow.facts import BIND, ENTRY_DEF, INIT, REAL
from ddpa.analyses.dataflow.model import CALL, ENTRY, EXIT, NORMAL, Bind, CallSite, Model
from ddpa.analyses.dataflow.recorded import Recorder
from ddpa.analyses.dataflow.results import QueryResult, QueryStats, Status
from ddpa.analyses.dataflow.sideeffects import NOTHING, SideEffects
from ddpa.analyses.dataflow.state import Integration


@dataclass(frozen=True)
class DemandConfig:
    """How the demand-driven analyzer runs."""

    cache: bool = False
    budget: int | None = None  # maximum (variable, block) queries per request


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
        self._nf = len(model.funcs)
        self._sh = model.vbits
        self.recorder = Recorder(self)
        # per call block (built when first crossed): the used global-like variables that
        # the call or its callees may define, kill or use, as masks (see `_call_masks`)
        self._cmask: list[tuple[int, int] | None] = [None] * self._nb
        self._fmask: dict[int, tuple[int, int]] = {}
        # the plain worklists answer when there is neither a cache nor a budget to keep
        self._plain = not config.cache and config.budget is None

    # --- the shared analyzer interface ---------------------------------------------------

    def integrate(self, caller: int, callee: int) -> None:
        """Integrate the edge and forget what it may change (section 5)."""
        if not self.state.add(caller, callee):
            return
        self.se.invalidate(self.state.ancestors(caller))
        if self.config.cache:  # without it there is nothing stored to drop
            self.recorder.clear(self.state.component(caller))

    def pres(self, fi: int, v: int) -> bool:
        return self.se.pd(fi, v)[0]

    def sdefs(self, fi: int, v: int) -> frozenset[int]:
        return self.se.pd(fi, v)[1]

    def suses(self, fi: int, w: int) -> frozenset[int]:
        return self.se.uses(fi, w)

    def binds_initial(self, call: int, b: Bind) -> bool:
        return binds_initial(self.model, call, b)

    def rd(self, v: int, gid: int) -> QueryResult:
        """RD(v, n): definitions of v reaching the point before node n."""
        return self._run(v, gid, backward=True)

    def ru(self, v: int, gid: int) -> QueryResult:
        """RU(v, n): uses reachable from the point after node n, for v defined there."""
        return self._run(v, gid, backward=False)

    def reaching(self, v: int, gid: int) -> frozenset[int]:
        """The codes of RD(v, n), without statistics (what clients that ask many use)."""
        if not self._plain:
            return self._run(v, gid, backward=True).codes
        return frozenset(self._fast_rd(v, gid))

    def reachable(self, v: int, gid: int) -> frozenset[int]:
        """The codes of RU(v, n), without statistics."""
        if not self._plain:
            return self._run(v, gid, backward=False).codes
        return frozenset(self._fast_ru(v, gid))

    def reaching_many(self, vs: Iterable[int], gid: int) -> dict[int, frozenset[int]]:
        """RD(v, n) for several variables at one node, each answer as `reaching` gives it.

        Without cache and budget the global-like variables share one walk (`_many_rd`);
        otherwise each is asked alone.
        """
        vs = list(vs)
        gi = self.model.gl_index
        if not self._plain:
            return {v: self.reaching(v, gid) for v in vs}
        out = {v: frozenset(self._fast_rd(v, gid)) for v in vs if v not in gi}
        batch = [v for v in vs if v in gi]
        if batch:
            out.update((v, frozenset(f)) for v, f in self._many_rd(batch, gid).items())
        return out

    def reachable_many(self, vs: Iterable[int], gid: int) -> dict[int, frozenset[int]]:
        """RU(v, n) for several variables at one node (the mirror of `reaching_many`)."""
        vs = list(vs)
        gi = self.model.gl_index
        if not self._plain:
            return {v: self.reachable(v, gid) for v in vs}
        out = {v: frozenset(self._fast_ru(v, gid)) for v in vs if v not in gi}
        batch = [v for v in vs if v in gi]
        if batch:
            out.update((v, frozenset(f)) for v, f in self._many_ru(batch, gid).items())
        return out

    # --- the plain worklists (no cache, no budget) -------------------------------------

    def _fast_rd(self, v0: int, gid: int) -> set[int]:
        """Figure 4 for one query, with every step inlined."""
        m = self.model
        found: set[int] = set()
        bid, pos = m.node_block[gid], m.node_pos[gid]
        if pos and not _back(m.bnodes[bid][:pos], v0, m.defs_of[v0], m.kills_of[v0],
                             self._sh, found):
            return found
        key = v0 * self._nb + bid
        self._rd_walk([key], {key}, found)
        return found

    def _rd_walk(self, work: list[int], visited: set[int], found: set[int]) -> None:
        """The worklist of Figure 4 from the (variable, block) keys in `work`."""
        m, nb, sh = self.model, self._nb, self._sh
        bkind, bpreds, bnodes, bcall, mention_all = m.bkind, m.bpreds, m.bnodes, m.bcall, \
            m.mention
        defs_of, kills_of, call_pd, pd = m.defs_of, m.kills_of, self.se.call_pd, self.se.pd
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

    def _fast_ru(self, v0: int, gid: int) -> set[int]:
        """The mirror of `_fast_rd` for reachable uses."""
        m = self.model
        found: set[int] = set()
        bid, pos = m.node_block[gid], m.node_pos[gid]
        nodes = m.bnodes[bid]
        if pos < len(nodes) - 1 and not self._fwd(nodes[pos + 1:], v0, found):
            return found
        key = v0 * self._nb + bid
        self._ru_walk([key], {key}, found)
        return found

    def _ru_walk(self, work: list[int], visited: set[int], found: set[int]) -> None:
        m, nb = self.model, self._nb
        bkind, bsuccs, bnodes, bcall, mention_all = m.bkind, m.bsuccs, m.bnodes, m.bcall, \
            m.mention
        call_uses, uses = self.se.call_uses, self.se.uses
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

    # --- several variables in one walk --------------------------------------------------

    def _many_rd(self, vs: list[int], gid: int) -> dict[int, set[int]]:
        """Figure 4 for the queries (v, n) of every v in vs (used global-like variables)
        at once: inside n's procedure a block is entered with the bit mask of the variables
        still live (bit i for `model.used_gl[i]`), so a block that mentions none of them
        passes the whole mask in one step; each block is processed once per variable, as
        the separate walks would. At the procedure's entry each live variable continues
        alone (Rule 1 changes variables and climbs into callers)."""
        m = self.model
        bid, pos = m.node_block[gid], m.node_pos[gid]
        return self._many(vs, bid, m.bnodes[bid][:pos], True)

    def _many_ru(self, vs: list[int], gid: int) -> dict[int, set[int]]:
        """The mirror of `_many_rd`: forward inside n's procedure with a mask of live
        variables; at its exit each live variable continues alone (at the return points)."""
        m = self.model
        bid, pos = m.node_block[gid], m.node_pos[gid]
        return self._many(vs, bid, m.bnodes[bid][pos + 1:], False)

    def _many(self, vs: list[int], bid: int, part: tuple[int, ...], backward: bool
              ) -> dict[int, set[int]]:
        """The shared walk of `_many_rd` (backward) and `_many_ru` (forward), from the
        nodes `part` of block bid that lie between the query point and the block's end."""
        m = self.model
        ug, gi, bkind, bnodes, bcall = m.used_gl, m.gl_index, m.bkind, m.bnodes, m.bcall
        cmask, passes = self._cmask, self._passes
        # Pres/Def or Pres/uses of a call, with the side-effect summary it reads
        call: Callable[..., tuple[bool, frozenset[int]]]
        summary: Any
        if backward:
            scan, edges, bmask, side = self._back_v, m.bpreds, m.bdefkill_gl, 0
            boundary, call, summary = ENTRY, self.se.call_pd, self.se.pd
        else:
            scan, edges, bmask, side = self._fwd, m.bsuccs, m.busekill_gl, 1
            boundary, call, summary = EXIT, self.se.call_uses, self.se.uses
        found: dict[int, set[int]] = {v: set() for v in vs}
        live = 0
        for v in vs:
            if scan(part, v, found[v]):
                live |= 1 << gi[v]
        if not live:
            return found
        seen = {bid: live}
        work = [(bid, live)]
        while work:
            b, live = work.pop()
            if bkind[b] == boundary:
                self._leave(b, live, found, backward)
                continue
            for p in edges[b]:
                k = bkind[p]
                out = live
                if k == NORMAL:
                    hit = live & bmask[p]
                    while hit:
                        low = hit & -hit
                        hit ^= low
                        v = ug[low.bit_length() - 1]
                        if not scan(bnodes[p], v, found[v]):
                            out ^= low
                elif k == CALL:
                    site = bcall[p]
                    masks = cmask[p]
                    if masks is None:
                        masks = self._call_masks(p)
                    x = live & masks[side]  # the variables the call or its callees mention
                    rest = live ^ x
                    if rest and not passes(site):
                        out ^= rest
                    while x:
                        low = x & -x
                        x ^= low
                        v = ug[low.bit_length() - 1]
                        pres, codes = call(site, v, summary)
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

    def _leave(self, b: int, live: int, found: dict[int, set[int]], backward: bool) -> None:
        """Each variable of `live` leaves its procedure alone: at the entry block b by
        Rule 1 (backward), at the exit block b to the return points (forward)."""
        m = self.model
        ug, fi = m.used_gl, m.bfunc[b]
        while live:
            low = live & -live
            live ^= low
            v = ug[low.bit_length() - 1]
            keys = self._rule1_keys(v, fi, found[v]) if backward else self._return_keys(v, fi)
            if keys:
                visited = set(keys)
                walk = self._rd_walk if backward else self._ru_walk
                walk(list(visited), visited, found[v])

    def _back_v(self, nodes: tuple[int, ...], v: int, found: set[int]) -> bool:
        """`_back` for variable v (the signature `_fwd` has)."""
        m = self.model
        return _back(nodes, v, m.defs_of[v], m.kills_of[v], self._sh, found)

    def _call_masks(self, b: int) -> tuple[int, int]:
        """For the call in block b, masks over `Model.used_gl`: the variables its node
        mentions or its callees may define (or own, `entry_kills`), and those plus the
        ones its callees may use. Any other variable gets no definition and no use from
        the call, and passes it exactly when the call can return at all (`_passes`)."""
        m = self.model
        rd = ru = m.bdefkill_gl[b] | m.busekill_gl[b]
        for t in m.bcall[b].targets:
            fm = self._fmask.get(t)
            if fm is None:
                f = m.funcs[t]
                fm = self._fmask[t] = (_mask(m, m.mod_star(t) | f.entry_kills),
                                       _mask(m, m.ref_star(t)))
            rd |= fm[0]
            ru |= fm[0] | fm[1]
        self._cmask[b] = (rd, ru)
        return rd, ru

    def _passes(self, site: CallSite) -> bool:
        """Pres of the call for a variable that neither it nor its callees mention."""
        if site.noreturn:
            return False
        if site.lib:
            return True
        edges, base, pd = self.state.edges, site.caller * self._nf, self.se.pd
        return any(base + t in edges and pd(t, NOTHING)[0] for t in site.targets)

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
        ok, codes, w = self.recorder.run(v, gid, backward)
        status = Status.COMPLETE
        if not ok:
            codes = self._fallback(v, backward)
            status = Status.BUDGET_EXCEEDED
        stats = QueryStats(w.items, w.nodes, w.hits, self.se.evaluations - evals0,
                           time.perf_counter() - t0)
        return QueryResult(frozenset(codes), status, stats)

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

    def _return_keys(self, v: int, fi: int) -> list[int]:
        m, nb = self.model, self._nb
        if not m.gl[v] or v in m.funcs[fi].entry_kills:
            return []
        kills = m.kills_of[v]
        return [v * nb + site.bid for site, _ in self.state.sites(fi)
                if not (site.dst == v and site.gid in kills)]

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


def _mask(m: Model, vs: frozenset[int]) -> int:
    """The mask over `Model.used_gl` of the variables of vs."""
    gi = m.gl_index
    out = 0
    for v in vs:
        i = gi.get(v)
        if i is not None:
            out |= 1 << i
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
