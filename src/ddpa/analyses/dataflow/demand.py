"""The demand-driven analyzer: RD(v, n) and RU(v, n) on demand (section 4, Figures 3 and 4).

`DemandAnalyzer` answers queries by the one demand walk of `walk` (Figure 4's loop) with
the rules of `rules` (Figure 3(i)) and the procedure side effects of
`procedure_summaries` (Figure 3(ii)); RU is the mirror image of RD (exit nodes return to
the call sites' successors).

With `cache=True` (section 4.3, `query_cache`) the definitions collected below every
visited (v, block) are stored when a query terminates and later queries reuse them instead
of generating the query again; caches and side effects of the procedures an integration
step affects are dropped.

A query may be given a budget (queries processed); beyond it the result is
`BUDGET_EXCEEDED` with a sound fallback: every definition (use) of every variable whose
value can flow into (out of) v through parameter binding.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from collections.abc import Set as AbstractSet

from ddpa.analyses.dataflow.facts import BIND, ENTRY_DEF, INIT, REAL
from ddpa.analyses.dataflow.model import ENTRY, EXIT, Bind, CallSite, Model
from ddpa.analyses.dataflow.procedure_summaries import NOTHING, SideEffects
from ddpa.analyses.dataflow.query_cache import Recorder
from ddpa.analyses.dataflow.results import QueryResult, QueryStats, Status
from ddpa.analyses.dataflow.rules import Rules
from ddpa.analyses.dataflow.state import Integration
from ddpa.analyses.dataflow.walk import Direction, walk_from, walk_many
from ddpa.ir.immutable import immutable


@immutable
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
        self.rules = Rules(model, self.state, self.binds_initial)
        self.se = SideEffects(model, self.state, self.rules)
        self._nb = len(model.bnodes)
        self._nf = len(model.funcs)
        r, se = self.rules, self.se
        m = model
        self.ru_walk = Direction(m.bsuccs, EXIT, lambda: m.usekill_blocks, r.scan_fwd,
                                 se.call_uses, se.uses, r.exit)
        self.rd_walk = Direction(m.bpreds, ENTRY, m.defkill_blocks, r.scan_back, se.call_pd,
                                 se.pd, r.entry)
        self.recorder = Recorder(model, (self.ru_walk, self.rd_walk), config.cache,
                                 config.budget)
        # per call block (built when first crossed): the used global-like variables that
        # the call or its callees may define, kill or use, as masks (see `_call_masks`)
        self._cmask: list[tuple[int, int] | None] = [None] * self._nb
        self._fmask: dict[int, tuple[int, int]] = {}
        # the plain walk answers when there is neither a cache nor a budget to keep
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
        return frozenset(self._plain_walk(v, gid, True))

    def reachable(self, v: int, gid: int) -> frozenset[int]:
        """The codes of RU(v, n), without statistics."""
        if not self._plain:
            return self._run(v, gid, backward=False).codes
        return frozenset(self._plain_walk(v, gid, False))

    def reaching_many(self, vs: Iterable[int], gid: int) -> dict[int, frozenset[int]]:
        """RD(v, n) for several variables at one node, each answer as `reaching` gives it.

        Without cache and budget the global-like variables share one walk
        (`walk.walk_many`); otherwise each is asked alone.
        """
        return self._many(vs, gid, True)

    def reachable_many(self, vs: Iterable[int], gid: int) -> dict[int, frozenset[int]]:
        """RU(v, n) for several variables at one node (the mirror of `reaching_many`)."""
        return self._many(vs, gid, False)

    # --- the plain walks (no cache, no budget) -----------------------------------------

    def block_part(self, gid: int, backward: bool) -> tuple[int, tuple[int, ...]]:
        """n's block and its nodes between n and the block's end in the walk's direction."""
        m = self.model
        bid, pos = m.node_block[gid], m.node_pos[gid]
        nodes = m.bnodes[bid]
        return bid, (nodes[:pos] if backward else nodes[pos + 1:])

    def _plain_walk(self, v: int, gid: int, backward: bool) -> set[int]:
        found: set[int] = set()
        bid, part = self.block_part(gid, backward)
        walk_from(self.model, self.rd_walk if backward else self.ru_walk, v, bid, part, found)
        return found

    def _many(self, vs: Iterable[int], gid: int, backward: bool
              ) -> dict[int, frozenset[int]]:
        vs = list(vs)
        if not self._plain:
            return {v: self._run(v, gid, backward).codes for v in vs}
        gi = self.model.gl_index
        out = {v: frozenset(self._plain_walk(v, gid, backward)) for v in vs if v not in gi}
        batch = [v for v in vs if v in gi]
        if batch:
            m = self.model
            bid, part = self.block_part(gid, backward)
            if backward:
                d, bmask, side = self.rd_walk, m.bdefkill_gl, 0
            else:
                d, bmask, side = self.ru_walk, m.busekill_gl, 1
            cmask = self._cmask

            def call_mask(b: int) -> int:
                masks = cmask[b]
                if masks is None:
                    masks = self._call_masks(b)
                return masks[side]

            found = walk_many(m, d, batch, bid, part, bmask, call_mask, self._passes)
            out.update((v, frozenset(f)) for v, f in found.items())
        return out

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

    # --- one query --------------------------------------------------------------------------

    def _run(self, v: int, gid: int, backward: bool) -> QueryResult:
        t0 = time.perf_counter()
        setup0 = self._alias_setup()
        evals0 = self.se.evaluations
        ok, codes, w = self.recorder.run(v, gid, backward)
        status = Status.COMPLETE
        if not ok:
            codes = self._fallback(v, backward)
            status = Status.BUDGET_EXCEEDED
        # the query's time leaves out the alias oracle's whole-program set-up, if this
        # query happened to be the first to need it (the oracle reports it: `setup`)
        seconds = time.perf_counter() - t0 - (self._alias_setup() - setup0)
        stats = QueryStats(w.items, w.nodes, w.hits, self.se.evaluations - evals0, seconds)
        return QueryResult(frozenset(codes), status, stats)

    def _alias_setup(self) -> float:
        """The seconds the alias oracle has spent setting itself up so far."""
        spent = getattr(self.model.oracle, "setup_seconds", None)
        return spent if isinstance(spent, float) else 0.0

    # --- budget fallback ----------------------------------------------------------------

    def _fallback(self, v: int, backward: bool) -> set[int]:
        """Every definition (use) of the variables bound to v through any call."""
        m = self.model
        m.force()
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


def _mask(m: Model, vs: AbstractSet[int]) -> int:
    """The mask over `Model.used_gl` of the variables of vs."""
    gi = m.gl_index
    out = 0
    for v in vs:
        i = gi.get(v)
        if i is not None:
            out |= 1 << i
    return out



def binds_initial(m: Model, call: int, b: Bind) -> bool:
    """Whether the call may pass a global's *initial* value to the formal: a source global
    whose initial value reaches the node that reads it, in the whole program.

    The formal then counts as defined at the call (a binding definition), as it does for
    an expression: the value has no definition in the program. This is a property of the
    call site, not of an integration step, so every step and analyzer agrees on it. It is
    found on demand, one (call, formal) at a time, and kept with the model.
    """
    table = m.derived.get("initial-binds")
    if table is None:
        table = m.derived["initial-binds"] = {}
    assert isinstance(table, dict)
    key = (call, b.formal)
    hit = table.get(key)
    if hit is None:
        hit = table[key] = _binds_initial(m, call, b.formal)
    assert isinstance(hit, bool)
    return hit


def _binds_initial(m: Model, call: int, formal: int) -> bool:
    """Whether a global source of the formal at the call may still hold its initial value
    where it is read (RD in the fully integrated program)."""
    full = m.derived.get("initial-binds/analyzer")
    if full is None:
        full = m.derived["initial-binds/analyzer"] = DemandAnalyzer(m)
    assert isinstance(full, DemandAnalyzer)
    site = m.call_at[call]
    return any(m.owner[a] < 0 and m.code(INIT, 0, a) in full.rd(a, at).codes
               for bk in site.binds for b in bk if b.formal == formal
               for a, at in b.sources)


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


def prepare(model: Model) -> int:
    """Make (or read back) every procedure of a lazy model, work out whether each can
    return (the side-effect summary of nothing, which every question crossing a call
    reads), and keep both beside the cached IR (`Model.keep_parts`): the whole-program
    step the first questions on a program would otherwise take a part at a time, taken at
    once (`ddpa prepare`), so that later questions of this configuration read it back; how
    many parts were new. With the CFL oracle, making the parts builds and keeps the alias
    graph too (unless every part was kept before)."""
    for fi in range(len(model.funcs)):
        model.ensure(fi)
    se = DemandAnalyzer(model).se
    for fi in range(len(model.funcs)):
        se.pd(fi, NOTHING)
    return model.keep_parts()
