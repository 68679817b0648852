"""Procedure side effects on demand: P_q^v, D_q^v and U_q^w of Figure 3(ii) (section 4.1).

For a global-like variable v and a procedure q, `P_q^v` (a def-clear path for v from q's
entry to its exit exists) and `D_q^v` (the definitions of v that reach q's exit along some
path from its entry) give a call site's `Pres_s^v` and `Def_s^v` (Phase 2 of section
4.1). Values are computed per (procedure, variable) only when a query needs them, kept
between queries, and solved to the least fixed point for recursive procedures.

`U_q^w`, the reachable-use counterpart the paper leaves to the reader ("a corresponding
algorithm for reachable uses follows in a straightforward way"), is the set of uses of w
(or of formals bound to w further down) reachable from q's entry along def-clear paths
within q's invocation.

The equations are those of Figure 3(ii) with values at the point *before* node n (the
convention of the paper's Table 3, which counts node n itself):

    P[exit] = true,   P[n] = Pres_n and OR_{m in succ(n)} P[m]
    D[exit] = {},     D[n] = (Def_n if OR_{m in succ(n)} P[m]) | U_{m in succ(n)} D[m]

solved by the demand walk of `walk` from the exit over basic blocks. The paper's shortcut
applies: when neither q nor anything it may call mentions v (a flow-insensitive closure
over the complete call graph), `D = {}` and `P` is the same for every such v: whether q can return
at all, which is computed once per procedure (noreturn calls, procedures that never return
and not-yet-integrated calls block it).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet

from ddpa.analyses.dataflow.codes import pack
from ddpa.analyses.dataflow.facts import REAL
from ddpa.analyses.dataflow.lazy_sets import union
from ddpa.analyses.dataflow.model import ENTRY, EXIT, CallSite, Model
from ddpa.analyses.dataflow.rules import Rules
from ddpa.analyses.dataflow.state import Integration
from ddpa.analyses.dataflow.walk import Direction, walk
from ddpa.graphs import fixpoint

PD = tuple[bool, frozenset[int]]
NOTHING = -1  # the variable of the "can return at all" summary
_BOTTOM: PD = (False, frozenset())
_EMPTY: frozenset[int] = frozenset()


class _Mentions:
    """The blocks that define or kill each variable (`Model.defkill_blocks`, which grows as
    a lazy model numbers variables), and none for NOTHING."""

    __slots__ = ("blocks",)

    def __init__(self, blocks: list[AbstractSet[int]]) -> None:
        self.blocks = blocks

    def __getitem__(self, v: int) -> AbstractSet[int]:
        return _EMPTY if v == NOTHING else self.blocks[v]


class SideEffects:
    """Memoised side-effect variables of every (procedure, variable) asked for."""

    def __init__(self, model: Model, state: Integration, rules: Rules | None = None) -> None:
        self.m = model
        self.state = state
        self.rules = rules if rules is not None else Rules(model, state)
        # the summary walks: predecessors reached from the entry (a definition in a block
        # no path from the entry reaches is in no D), and no block mentions NOTHING
        reached = model.derived.get("reached-preds")
        if reached is None:
            reached = model.derived["reached-preds"] = _ReachedPreds(model)
        assert isinstance(reached, _ReachedPreds)
        self._reached_preds = reached
        self._mention = _Mentions(model.defkill_blocks)
        self._pd: list[dict[int, PD]] = [{} for _ in model.funcs]
        self._use: list[dict[int, frozenset[int]]] = [{} for _ in model.funcs]
        self.evaluations = 0
        # per function: its call sites with what their callees may define and use
        self._stars: list[list[tuple[CallSite, AbstractSet[int], AbstractSet[int]]] | None] = \
            [None] * len(model.funcs)
        # per function: whether every call in it is integrated and can return (the part
        # of `_transparent` that does not depend on the variable)
        self._passable: dict[int, bool] = {}
        self._pd_dir = self._summary_walk(False, self.pd)
        self._u_dir = self._summary_walk(True, self.uses)

    def _summary_walk(self, forward: bool, summary: object) -> Direction:
        """The walk of one side-effect equation: backward from the exit for P and D,
        forward from the entry for U, reading callees' values through `summary`."""
        m, r = self.m, self.rules
        if forward:
            return Direction(m.bsuccs, EXIT, lambda: m.usekill_blocks, r.scan_fwd,
                             self.call_uses, summary, _stop)
        return Direction(self._reached_preds, ENTRY, self._mention, r.scan_back, self.call_pd,
                         summary, _stop)

    def invalidate(self, funcs: set[int]) -> None:
        """Forget the summaries of `funcs` (their integrated callees changed)."""
        for f in funcs:
            self._pd[f].clear()
            self._use[f].clear()
            self._passable.pop(f, None)

    # --- P and D --------------------------------------------------------------------------

    def pd(self, fi: int, v: int) -> PD:
        """(P_q^v[entry_q], D_q^v[entry_q]) for global-like v."""
        hit = self._pd[fi].get(v)
        if hit is not None:
            return hit
        if v != NOTHING and v not in self.m.mod_star(fi):
            through = self.pd(fi, NOTHING)[0]
            val = (through, _EMPTY)
            self._pd[fi][v] = val
            return val
        if v == NOTHING and self._returns_known(fi):
            return self._pd[fi][v]
        self.m.ensure(fi)  # a lazy model makes fi when a walk of it is first needed
        if not self.m.funcs[fi].recursive:
            # no call chain leads back to fi: its callees' values are final once asked
            # (`pd` computes them first, normalising variables fi's callees never
            # mention), so one evaluation is the fixed point
            val = self._pd_walk(fi, v, self.pd)
            self._pd_store((fi, v), val)
            self.evaluations += 1
            return val
        self.evaluations += fixpoint.solve(
            (fi, v), self._pd_known, self._pd_deps, self._pd_eval, _BOTTOM,
            self._pd_store, self._pd_lookup)
        return self._pd[fi][v]

    def _pd_known(self, key: tuple[int, int]) -> bool:
        fi, v = key
        return v in self._pd[fi] or (v == NOTHING and self._returns_known(fi))

    def _returns_known(self, fi: int) -> bool:
        """Whether P of nothing at fi's entry (section 4.1's P_q^v[entry_q] for a variable
        no node mentions: whether q can return) is known without a walk: with every call
        integrated it is the model's (`Model.can_return`, perhaps kept by an earlier
        process), and stored here."""
        if not self.state.full:
            return False
        known = self.m.can_return(fi)
        if known is None:
            return False
        self._pd[fi][NOTHING] = (known, _EMPTY)
        return True

    def _pd_store(self, key: tuple[int, int], val: PD) -> None:
        fi, v = key
        self._pd[fi][v] = val
        if v == NOTHING and self.state.full:
            self.m.returns[fi] = val[0]

    def _pd_lookup(self, key: tuple[int, int]) -> PD:
        return self.pd(*key)

    def _pd_norm(self, fi: int, v: int) -> tuple[int, int]:
        if v != NOTHING and v not in self.m.mod_star(fi):
            return (fi, NOTHING)
        return (fi, v)

    def _pd_deps(self, key: tuple[int, int]) -> list[tuple[int, int]]:
        fi, v = key
        on, funcs = self.state.on, self.m.funcs
        return [self._pd_norm(t, v) for site in funcs[fi].calls
                for t in site.targets if on(fi, t) and v not in funcs[t].entry_kills]

    def _pd_get(self, get: Callable[[tuple[int, int]], PD], fi: int, v: int) -> PD:
        nk = self._pd_norm(fi, v)
        val = get(nk)
        return (val[0], _EMPTY) if nk[1] != v else val

    def _pd_eval(self, key: tuple[int, int], get: Callable[[tuple[int, int]], PD]) -> PD:
        """One evaluation inside the fixed point of a recursive component."""
        return self._pd_walk(key[0], key[1], lambda r, w: self._pd_get(get, r, w))

    def _pd_walk(self, fi: int, v: int, pd: Callable[[int, int], PD]) -> PD:
        """One backward walk over q's blocks from the exit (Figure 3(ii)): the blocks
        reached from q's entry that v can pass backward from the exit, with the
        definitions they generate; P holds if the entry is among them."""
        m = self.m
        f = m.funcs[fi]
        if v != NOTHING and self._transparent(fi, v, pd):
            return self._pd_fast(fi, v, pd)
        nb = len(m.bnodes)
        key = v * nb + f.exit_bid  # v may be NOTHING (-1): `_mention[-1]` is empty
        visited = {key}
        defs: set[int] = set()
        d = self._pd_dir if pd == self.pd else self._summary_walk(False, pd)
        walk(m, d, [key], visited, defs)
        return (v * nb + f.entry_bid in visited, frozenset(defs))

    def _transparent(self, fi: int, v: int, pd: Callable[[int, int], PD]) -> bool:
        """Whether no path through fi can lose v: fi is not recursive, no node of fi kills v
        and every call in fi preserves it. Then P, D and U need no walk (the fast path)."""
        m = self.m
        f = m.funcs[fi]
        if f.recursive or v in m.kill_direct[fi]:
            return False
        passable = self._passable.get(fi)
        if passable is None:
            passable = self._passable[fi] = self._can_pass(fi)
        if passable:  # only the callees that may define v can lose it
            for site, mod, _ in self.site_stars(fi):
                if v in mod:
                    for t in site.targets:
                        if v not in m.funcs[t].entry_kills and not pd(t, v)[0]:
                            return False
            return True
        for site in f.calls:
            if site.noreturn:
                return False
            for t in site.targets:
                if v in m.funcs[t].entry_kills:
                    continue
                if not self.state.on(fi, t) or not pd(t, v)[0]:
                    return False
        return True

    def _can_pass(self, fi: int) -> bool:
        """Every call in fi is integrated and can return (P of "nothing" at each callee):
        then a variable a callee never defines passes every call."""
        on = self.state.on
        for site in self.m.funcs[fi].calls:
            if site.noreturn:
                return False
            for t in site.targets:
                if not on(fi, t) or not self.pd(t, NOTHING)[0]:
                    return False
        return True

    def site_stars(self, fi: int) -> list[tuple[CallSite, AbstractSet[int], AbstractSet[int]]]:
        """fi's call sites, each with the variables its callees (and anything they may
        call) may define and may use: a site whose sets miss v can only add v's
        definitions or uses at its own node."""
        hit = self._stars[fi]
        if hit is None:
            m = self.m
            hit = []
            for site in m.funcs[fi].calls:
                mods = [m.mod_star(t) for t in site.targets]
                refs = [m.ref_star(t) for t in site.targets]
                hit.append((site, union(mods), union(refs)))
            self._stars[fi] = hit
        return hit

    def _pd_fast(self, fi: int, v: int, pd: Callable[[int, int], PD]) -> PD:
        """P and D when fi is transparent for v: every reachable definition that can reach
        the exit, and whether the exit can be reached at all."""
        m = self.m
        f = m.funcs[fi]
        breach, bexit, dc = m.breach, m.bexit, m.def_codes[v]
        defs: set[int] = set()
        for g in m.defs_in(v, fi):
            b = m.node_block[g]
            if breach[b] and bexit[b] and g not in m.call_at:
                defs.add(dc[g])
        dv = m.defs_of[v]
        for site, mod, _ in self.site_stars(fi):
            if (v in mod or site.gid in dv) and breach[site.bid] and bexit[site.bid]:
                defs.update(self.call_pd(site, v, pd)[1])
        return (bool(bexit[f.entry_bid]), frozenset(defs))

    def call_pd(self, site: CallSite, v: int, pd: Callable[[int, int], PD]
                ) -> tuple[bool, frozenset[int]]:
        """(Pres_s^v, Def_s^v) of a call site (section 4.1, Phase 2)."""
        m = self.m
        if site.noreturn:
            return False, _EMPTY
        if v == NOTHING:
            pres = site.lib or any(pd(t, v)[0] for t in site.targets
                                   if self.state.on(site.caller, t))
            return pres, _EMPTY
        if v == site.dst and site.gid in m.kills_of[v]:
            return False, frozenset((pack(REAL, site.gid, v, m.vbits),))
        # sets are shared rather than copied: most calls have one callee and no own def
        dc = m.def_codes[v]
        defs: frozenset[int] = frozenset((dc[site.gid],)) if site.gid in dc else _EMPTY
        if not m.gl[v]:
            return True, defs
        pres = site.lib
        edges, base = self.state.edges, site.caller * len(m.funcs)
        for t in site.targets:
            if v in m.funcs[t].entry_kills:  # the callee's own variable: a fresh copy
                pres = True
                continue
            if base + t not in edges:  # not integrated
                continue
            p, d = pd(t, v)
            pres = pres or p
            if d:
                defs = d if not defs else defs | d
        return pres, defs

    # --- U ------------------------------------------------------------------------------------

    def uses(self, fi: int, w: int) -> frozenset[int]:
        """U_q^w[entry_q]: uses of w (or of formals bound to it) reachable within q."""
        hit = self._use[fi].get(w)
        if hit is not None:
            return hit
        if not self._may_use(fi, w):
            self._use[fi][w] = _EMPTY
            return _EMPTY
        self.m.ensure(fi)
        if not self.m.funcs[fi].recursive:  # one evaluation is the fixed point, as in `pd`
            val = self._u_walk(fi, w, self.uses)
            self._use[fi][w] = val
            self.evaluations += 1
            return val
        self.evaluations += fixpoint.solve(
            (fi, w), self._u_known, self._u_deps, self._u_eval, _EMPTY,
            self._u_store, self._u_lookup)
        return self._use[fi][w]

    def _may_use(self, fi: int, w: int) -> bool:
        if self.m.owner[w] == fi and not self.m.gl[w]:
            return w in self.m.direct_sets(fi)[1]
        return w in self.m.ref_star(fi)

    def _u_known(self, key: tuple[int, int]) -> bool:
        fi, w = key
        return w in self._use[fi] or not self._may_use(fi, w)

    def _u_store(self, key: tuple[int, int], val: frozenset[int]) -> None:
        self._use[key[0]][key[1]] = val

    def _u_lookup(self, key: tuple[int, int]) -> frozenset[int]:
        return self.uses(*key)  # known keys, including those _may_use rules out

    def _u_deps(self, key: tuple[int, int]) -> list[tuple[int, int]]:
        fi, w = key
        m, on = self.m, self.state.on
        out = []
        for g in m.funcs[fi].bind_gids:
            for site, k, fv, src in m.bind_points[g]:
                if src == w and on(fi, site.targets[k]):
                    out.append((site.targets[k], fv))
        if m.gl[w]:
            out.extend((t, w) for site in m.funcs[fi].calls for t in site.targets
                       if on(fi, t) and w not in m.funcs[t].entry_kills)
        return out

    def bound_uses(self, g: int, w: int, uses: Callable[[int, int], frozenset[int]]
                   ) -> set[int]:
        """Uses of the formals that node g passes w's value to (U of each callee)."""
        return self.rules.bound_uses(g, w, uses)

    def _u_eval(self, key: tuple[int, int],
                get: Callable[[tuple[int, int]], frozenset[int]]) -> frozenset[int]:
        """One evaluation inside the fixed point of a recursive component."""
        return self._u_walk(key[0], key[1], lambda r, x: get((r, x)))

    def _u_walk(self, fi: int, w: int, uget: Callable[[int, int], frozenset[int]]
                ) -> frozenset[int]:
        """One forward walk over q's blocks from the entry, collecting uses."""
        m = self.m
        if m.gl[w] and self._transparent(fi, w, self.pd):
            return self._u_fast(fi, w, uget)
        key = w * len(m.bnodes) + m.funcs[fi].entry_bid
        found: set[int] = set()
        d = self._u_dir if uget == self.uses else self._summary_walk(True, uget)
        walk(m, d, [key], {key}, found)
        return frozenset(found)

    def _u_fast(self, fi: int, w: int, uget: Callable[[int, int], frozenset[int]]
                ) -> frozenset[int]:
        """U when fi is transparent for w: every use in a reachable block."""
        m = self.m
        breach, points, uc = m.breach, m.bind_points, m.use_codes[w]
        found: set[int] = set()
        for g in m.uses_in(w, fi):
            if breach[m.node_block[g]] and g not in m.call_at:
                found.add(uc[g])
                if g in points:
                    found.update(self.bound_uses(g, w, uget))
        uw = m.uses_of[w]
        for site, _, ref in self.site_stars(fi):
            g = site.gid
            if (w in ref or g in uw or g in points) and breach[site.bid]:
                found.update(self.call_uses(site, w, uget)[1])
        return frozenset(found)

    def call_uses(self, site: CallSite, w: int, uses: Callable[[int, int], frozenset[int]]
                  ) -> tuple[bool, frozenset[int]]:
        """(whether w passes the call, uses of w at the call and inside its callees)."""
        m = self.m
        g = site.gid
        uc = m.use_codes[w]
        found: frozenset[int] = frozenset((uc[g],)) if g in uc else _EMPTY
        if g in m.bind_points:
            bound = self.bound_uses(g, w, uses)
            if bound:
                found = found | bound
        gl = m.gl[w]
        pres = site.lib or not gl
        if gl:
            edges, base = self.state.edges, site.caller * len(m.funcs)
            for t in site.targets:
                if w in m.funcs[t].entry_kills:  # the callee's own variable: a fresh copy
                    pres = True
                    continue
                if base + t not in edges:  # not integrated
                    continue
                u = uses(t, w)
                if u:
                    found = u if not found else found | u
                pres = pres or self.pd(t, w)[0]
        if site.noreturn or (w == site.dst and g in m.kills_of[w]):
            pres = False
        return pres, found


class _ReachedPreds:
    """Per block, its predecessors reached from the entry (a definition in a block no path
    from the entry reaches is in no D), made when a walk first asks."""

    def __init__(self, m: Model) -> None:
        self.m = m
        self._memo: dict[int, tuple[int, ...]] = {}

    def __getitem__(self, b: int) -> tuple[int, ...]:
        hit = self._memo.get(b)
        if hit is None:
            breach = self.m.breach
            hit = self._memo[b] = tuple(p for p in self.m.bpreds[b] if breach[p])
        return hit

    def __len__(self) -> int:
        return len(self.m.bpreds)


def side_effect_table(se: SideEffects, fi: int, v: int) -> dict[int, tuple[bool, frozenset[int]]]:
    """P_q^v[n] and D_q^v[n] for every node n of q (the paper's Table 3), by iterating the
    node-level equations of Figure 3(ii) to their least fixed point."""
    m = se.m
    f = m.funcs[fi]
    nodes = range(f.base, f.base + f.fn.node_total)
    val: dict[int, PD] = {g: _BOTTOM for g in nodes}
    val[f.exit_gid] = (True, _EMPTY)
    changed = True
    while changed:
        changed = False
        for g in reversed(nodes):
            if g == f.exit_gid:
                continue
            new = _node_equation(se, g, v, val)
            if new != val[g]:
                val[g] = new
                changed = True
    return {g - f.base: val[g] for g in nodes}


def _node_equation(se: SideEffects, g: int, v: int, val: dict[int, PD]) -> PD:
    m = se.m
    f, nid = m.node(g)
    succ = [f.base + s.id for s in f.fn.nodes[nid].succs]
    out_p = any(val[s][0] for s in succ)
    site = m.call_at.get(g)
    if site is not None:
        pres, defs = se.call_pd(site, v, se.pd)
    else:
        pres = g not in m.kills_of[v]
        defs = frozenset((m.code(REAL, g, v),)) if g in m.defs_of[v] else _EMPTY
    d: set[int] = set(defs) if out_p else set()
    for s in succ:
        d.update(val[s][1])
    return (pres and out_p, frozenset(d))


def _stop(v: int, fi: int, out: set[int]) -> list[int]:
    """A summary walk ends at its procedure's boundary."""
    return []
