"""Exhaustive and incremental interprocedural RD/RU on bit vectors (section 5 baselines).

The exhaustive analyzer of section 5 is "a standard iterative fixed point algorithm of
Sharir and Pnueli's functional approach", on bit vectors, re-run at every integration step
over the procedures the step affects (those connected to p or q by integrated edges).
The incremental analyzer keeps the complete solution between steps and restarts the fixed
point from it; integration only adds def-clear paths, so no fact ever has to be removed.

Both directions are solved: reaching definitions forward and reachable uses backward (the
"symmetric problem" of section 4). Each is two-phase:

1. *summaries* (phase 1): for every procedure q the function of its body from entry to exit
   in the form X -> (X & ~K) | B, composed over basic blocks in reverse postorder, with
   recursive procedures iterated to a fixed point bottom-up over the call graph's strongly
   connected components. A call site applies the callee's summary to global-like facts
   (locals pass untouched); a call not yet integrated kills every global-like fact (the
   worst-case assumption of unit testing), a library call passes them and adds its writes;
2. *propagation* (phase 2): every block's value, with a procedure's entry receiving the
   global-like facts of its integrated call sites (and the initial values of globals at the
   roots), and its exit sending them back to the call sites' successors for RU.

Formal parameters are bound through pseudo-facts that answers expand through `bind_s`.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Iterable

from ddpa.analyses.dataflow.bitfacts import (
    PLAIN,
    PSEUDO,
    BlockMasks,
    FactSpace,
    block_masks,
    def_space,
    node_gen,
    node_kill,
    node_use,
    use_space,
)
from ddpa.analyses.dataflow.facts import BIND, ENTRY_DEF, REAL
from ddpa.analyses.dataflow.model import CALL, ENTRY, NORMAL, Bind, Model
from ddpa.analyses.dataflow.results import QueryResult, QueryStats
from ddpa.analyses.dataflow.state import Integration

Summary = tuple[int, int]


class _BitSolver:
    """Both phases of the functional approach over one model, for RD and RU at once."""

    def __init__(self, model: Model, state: Integration | None = None,
                 incremental: bool = False) -> None:
        m = self.model = model
        self.state = state if state is not None else Integration(model, full=True)
        self.incremental = incremental
        self.name = "incremental" if incremental else "exhaustive"
        self.ds: FactSpace = def_space(m)
        self.us: FactSpace = use_space(m)
        self.bm: BlockMasks = block_masks(m, self.ds, self.us)
        nb, nf = len(m.bnodes), len(m.funcs)
        self.out_f = [0] * nb  # forward: value after each block
        self.in_b = [0] * nb  # backward: value before each block
        self.sum_f: list[Summary] = [(self.ds.gl_mask, 0)] * nf
        self.sum_b: list[Summary] = [(self.us.gl_mask, 0)] * nf
        self._order = [self._block_order(f.index) for f in m.funcs]
        self._kill_f = [self._owned_mask(f.index, self.ds) for f in m.funcs]
        self._kill_b = [self._owned_mask(f.index, self.us) for f in m.funcs]
        self._call_use = {site.bid: node_use(m, self.us, site.gid) for site in m.bcall.values()}
        self._kgf: list[Summary] = [self.bm.fwd.get(b, (0, 0)) for b in range(nb)]
        self._kgb: list[Summary] = [self.bm.bwd.get(b, (0, 0)) for b in range(nb)]
        self._acyclic = [self._is_acyclic(f.index) for f in m.funcs]
        self._rank = [-m.scc_of[f.index] for f in m.funcs]  # callers before callees
        self._dirty: set[int] = set(range(nf))
        self._summaries: set[int] = set(range(nf))
        self._fresh = True
        self._pseudo_memo: dict[int, frozenset[int]] = {}
        self.solve_seconds = 0.0
        self.solves = 0

    def _block_order(self, fi: int) -> tuple[int, ...]:
        f = self.model.funcs[fi]
        reach = set(f.rpo)
        return f.rpo + tuple(b for b in f.blocks if b not in reach)

    def _is_acyclic(self, fi: int) -> bool:
        """Whether one pass in block order reaches the fixed point (no back edge)."""
        pos = {b: i for i, b in enumerate(self._order[fi])}
        return all(pos[p] < pos[b] for b in self._order[fi] for p in self.model.bpreds[b])

    def _owned_mask(self, fi: int, space: FactSpace) -> int:
        k = 0
        for v in self.model.funcs[fi].entry_kills:
            k |= space.hold[v]
        return k

    # --- solving --------------------------------------------------------------------------

    def _ensure(self) -> None:
        if not self._dirty:
            return
        t0 = time.perf_counter()
        fresh = self._fresh or not self.incremental
        funcs = self._dirty
        if fresh:
            for fi in funcs:
                self.sum_f[fi] = (self.ds.gl_mask, 0)
                self.sum_b[fi] = (self.us.gl_mask, 0)
                for b in self.model.funcs[fi].blocks:
                    self.out_f[b] = 0
                    self.in_b[b] = 0
        self._phase1(self._summaries if not fresh else funcs)
        for fi in (self._summaries | funcs):
            for site in self.model.funcs[fi].calls:
                self._kgf[site.bid] = self._kg_fwd(site.bid)
                self._kgb[site.bid] = self._kg_bwd(site.bid)
        self._phase2(funcs, forward=True)
        self._phase2(funcs, forward=False)
        self._dirty = set()
        self._summaries = set()
        self._fresh = False
        self._pseudo_memo.clear()
        self.solves += 1
        self.solve_seconds += time.perf_counter() - t0

    def _phase1(self, funcs: set[int]) -> None:
        """Procedure summaries, callees first, recursion iterated to a fixed point."""
        m = self.model
        for comp in m.sccs:
            members = [f for f in comp if f in funcs]
            if not members:
                continue
            changed = True
            while changed:
                changed = False
                for fi in members:
                    sf, sb = self._summary_fwd(fi), self._summary_bwd(fi)
                    if sf != self.sum_f[fi] or sb != self.sum_b[fi]:
                        self.sum_f[fi], self.sum_b[fi] = sf, sb
                        changed = True
                if not changed or (len(members) == 1 and not m.funcs[members[0]].recursive):
                    break

    def _summary_fwd(self, fi: int) -> Summary:
        m, f = self.model, self.model.funcs[fi]
        gl = self.ds.gl_mask
        phi: dict[int, Summary] = {f.entry_bid: (0, 0)}
        changed = True
        while changed:
            changed = False
            for b in f.rpo[1:]:
                k, g, seen = -1, 0, False
                for p in m.bpreds[b]:
                    pv = phi.get(p)
                    if pv is not None:
                        k &= pv[0]
                        g |= pv[1]
                        seen = True
                if not seen:
                    continue
                kb, gb = self._kg_fwd(b)
                new = (k | kb, (g & ~kb) | gb)
                if phi.get(b) != new:
                    phi[b] = new
                    changed = True
        ex = phi.get(f.exit_bid)
        return (gl, 0) if ex is None else (ex[0] & gl, ex[1] & gl)

    def _summary_bwd(self, fi: int) -> Summary:
        m, f = self.model, self.model.funcs[fi]
        gl = self.us.gl_mask
        phi: dict[int, Summary] = {f.exit_bid: (0, 0)}
        order = tuple(reversed(f.rpo))
        changed = True
        while changed:
            changed = False
            for b in order:
                if b == f.exit_bid:
                    continue
                k, g = -1, 0
                for s in m.bsuccs[b]:
                    sv = phi.get(s)
                    if sv is not None:
                        k &= sv[0]
                        g |= sv[1]
                kb, gb = self._kg_bwd(b)
                new = (k | kb, (g & ~kb) | gb)
                if phi.get(b) != new:
                    phi[b] = new
                    changed = True
        en = phi.get(f.entry_bid, (-1, 0))
        return (en[0] & gl, en[1])

    def _kg_fwd(self, b: int) -> Summary:
        m = self.model
        kind = m.bkind[b]
        if kind == NORMAL:
            return self.bm.fwd[b]
        if kind != CALL:
            return (0, 0)
        site = m.bcall[b]
        if site.noreturn:
            return (-1, 0)
        ds, gl = self.ds, self.ds.gl_mask
        k, g = (0 if site.lib else -1), 0
        for t in site.targets:
            own = self._kill_f[t]  # the callee's own variables: the call is transparent
            if self.state.on(site.caller, t):
                kt, gt = self.sum_f[t]
                k &= kt & ~own
                g |= gt & ~own
            else:
                k &= gl & ~own
        k &= gl
        for v in site.lib_defs:
            g |= 1 << ds.bit_of[(site.gid, v)]
        if site.dst >= 0:
            kd = ds.hold[site.dst] if site.gid in m.kills_of[site.dst] else 0
            k |= kd
            g = (g & ~kd) | (1 << ds.bit_of[(site.gid, site.dst)])
        return (k, g)

    def _kg_bwd(self, b: int) -> Summary:
        m = self.model
        kind = m.bkind[b]
        if kind == NORMAL:
            return self.bm.bwd[b]
        if kind != CALL:
            return (0, 0)
        site = m.bcall[b]
        uses = self._call_use[b]
        if site.noreturn:
            return (-1, uses)
        us, gl = self.us, self.us.gl_mask
        k, g = (0 if site.lib else -1), uses
        for t in site.targets:
            own = self._kill_b[t]
            if self.state.on(site.caller, t):
                kt, gt = self.sum_b[t]
                k &= kt & ~own
                g |= gt & gl & ~own
            else:
                k &= gl & ~own
        k &= gl
        if site.dst >= 0 and site.gid in m.kills_of[site.dst]:
            k |= us.hold[site.dst]
        return (k, g)

    def _phase2(self, funcs: set[int], forward: bool) -> None:
        """Propagate block values; procedures exchange facts at entries (exits), callers
        before callees so that most procedures are solved once."""
        m, rank = self.model, self._rank
        heap = [(rank[fi], fi) for fi in funcs]
        heapq.heapify(heap)
        queued = set(funcs)
        while heap:
            _, fi = heapq.heappop(heap)
            queued.discard(fi)
            if forward:
                self._solve_fwd(fi)
            else:
                self._solve_bwd(fi)
            for site in m.funcs[fi].calls:
                for t in site.targets:
                    if t in queued or not self.state.on(fi, t):
                        continue
                    if forward:
                        changed = self._boundary_fwd(t) != self.out_f[m.funcs[t].entry_bid]
                    else:
                        changed = self._boundary_bwd(t) != self.in_b[m.funcs[t].exit_bid]
                    if changed:
                        queued.add(t)
                        heapq.heappush(heap, (rank[t], t))

    def _in_f(self, b: int) -> int:
        x = 0
        out = self.out_f
        for p in self.model.bpreds[b]:
            x |= out[p]
        return x

    def _out_b(self, b: int) -> int:
        x = 0
        inb = self.in_b
        for s in self.model.bsuccs[b]:
            x |= inb[s]
        return x

    def _boundary_fwd(self, fi: int) -> int:
        f = self.model.funcs[fi]
        acc = 0
        for site, _ in self.state.sites(fi):
            acc |= self._in_f(site.bid)
        acc &= self.ds.gl_mask & ~self._kill_f[fi]
        acc |= self.ds.pseudo[fi]
        if f.is_root:
            acc |= self.ds.init_bits
        return acc

    def _boundary_bwd(self, fi: int) -> int:
        m = self.model
        acc = 0
        for site, _ in self.state.sites(fi):
            y = self._out_b(site.bid)
            if site.dst >= 0 and site.gid in m.kills_of[site.dst]:
                y &= ~self.us.hold[site.dst]
            acc |= y
        return acc & self.us.gl_mask & ~self._kill_b[fi]

    def _solve_fwd(self, fi: int) -> None:
        m, f, out, kg = self.model, self.model.funcs[fi], self.out_f, self._kgf
        out[f.entry_bid] = self._boundary_fwd(fi)
        preds = m.bpreds
        order = self._order[fi][1:] if self._order[fi][0] == f.entry_bid else self._order[fi]
        changed = True
        while changed:
            changed = False
            for b in order:
                x = 0
                for p in preds[b]:
                    x |= out[p]
                k, g = kg[b]
                y = (x & ~k) | g
                if y != out[b]:
                    out[b] = y
                    changed = True
            if self._acyclic[fi]:
                break

    def _solve_bwd(self, fi: int) -> None:
        m, f, inb, kg = self.model, self.model.funcs[fi], self.in_b, self._kgb
        inb[f.exit_bid] = self._boundary_bwd(fi)
        succs = m.bsuccs
        order = tuple(b for b in reversed(self._order[fi]) if b != f.exit_bid)
        changed = True
        while changed:
            changed = False
            for b in order:
                x = 0
                for s in succs[b]:
                    x |= inb[s]
                k, g = kg[b]
                y = (x & ~k) | g
                if y != inb[b]:
                    inb[b] = y
                    changed = True
            if self._acyclic[fi]:
                break

    def binds_initial(self, call: int, b: Bind) -> bool:
        """Whether the call may pass a global's initial value to the formal: that value
        reaches the node reading a source global, in the whole program, by this solver's
        own fixed point (the demand analyzer answers the same question by its walks)."""
        table = self.model.derived.get(_INITIAL_BINDS)
        if table is None:
            table = self.model.derived[_INITIAL_BINDS] = _initial_binds(self.model)
        assert isinstance(table, frozenset)
        return (call, b.formal) in table

    def _rd_at(self, gid: int) -> int:
        """The forward value at the point before node gid."""
        m = self.model
        b, pos = m.node_block[gid], m.node_pos[gid]
        val = self.out_f[b] if m.bkind[b] == ENTRY else self._in_f(b)
        for n in m.bnodes[b][:pos]:
            val = (val & ~node_kill(m, self.ds, n)) | node_gen(m, self.ds, n)
        return val


    def _ru_at(self, gid: int) -> int:
        """The backward value at the point after node gid."""
        m = self.model
        b, pos = m.node_block[gid], m.node_pos[gid]
        val = self.in_b[b] if b == m.funcs[m.node_func[gid]].exit_bid else self._out_b(b)
        for n in reversed(m.bnodes[b][pos + 1:]):
            val = (val & ~node_kill(m, self.us, n)) | node_use(m, self.us, n)
        return val


class ExhaustiveAnalyzer(_BitSolver):
    """Sharir-Pnueli bit-vector RD and RU; `incremental=True` keeps and extends solutions."""

    # --- the shared analyzer interface ---------------------------------------------------

    def integrate(self, caller: int, callee: int) -> None:
        if not self.state.add(caller, callee):
            return
        if self.incremental:
            changed = self.state.ancestors(caller)
            self._summaries |= changed
            self._dirty |= changed | {callee}
        else:
            comp = self.state.component(caller)
            self._summaries |= comp
            self._dirty |= comp
            self._fresh = True

    def rd(self, v: int, gid: int) -> QueryResult:
        t0 = time.perf_counter()
        self._ensure()
        m = self.model
        f, _ = m.node(gid)
        codes = self._expand_defs(f.index, self._rd_at(gid) & self.ds.hold[v])
        return QueryResult(codes, stats=QueryStats(seconds=time.perf_counter() - t0))

    def ru(self, v: int, gid: int) -> QueryResult:
        t0 = time.perf_counter()
        self._ensure()
        codes = self._expand_uses(self.model.node_func[gid], self._ru_at(gid) & self.us.hold[v])
        return QueryResult(codes, stats=QueryStats(seconds=time.perf_counter() - t0))

    def reaching(self, v: int, gid: int) -> frozenset[int]:
        self._ensure()
        return self._expand_defs(self.model.node_func[gid], self._rd_at(gid) & self.ds.hold[v])

    def reachable(self, v: int, gid: int) -> frozenset[int]:
        return self.ru(v, gid).codes

    def reaching_many(self, vs: Iterable[int], gid: int) -> dict[int, frozenset[int]]:
        """RD(v, n) for several variables: the vector at n is computed once."""
        self._ensure()
        fi, val, hold = self.model.node_func[gid], self._rd_at(gid), self.ds.hold
        return {v: self._expand_defs(fi, val & hold[v]) for v in vs}

    def reachable_many(self, vs: Iterable[int], gid: int) -> dict[int, frozenset[int]]:
        """RU(v, n) for several variables: the vector after n is computed once."""
        self._ensure()
        fi, val, hold = self.model.node_func[gid], self._ru_at(gid), self.us.hold
        return {v: self._expand_uses(fi, val & hold[v]) for v in vs}

    def pres(self, fi: int, v: int) -> bool:
        self._ensure()
        return not (self.sum_f[fi][0] >> self.ds.sentinel[v]) & 1

    def sdefs(self, fi: int, v: int) -> frozenset[int]:
        self._ensure()
        return self._expand_defs(fi, self.sum_f[fi][1] & self.ds.hold[v])

    def suses(self, fi: int, w: int) -> frozenset[int]:
        self._ensure()
        return self._expand_uses(fi, self.sum_b[fi][1] & self.us.hold[w])

    def pairs(self) -> list[tuple[int, int]]:
        """Every def-use pair of the program in the current state, as (def, use) codes."""
        self._ensure()
        m = self.model
        out: list[tuple[int, int]] = []
        for f in m.funcs:
            for b in f.blocks:
                val = self.out_f[b] if b == f.entry_bid else self._in_f(b)
                for n in m.bnodes[b]:
                    for w in m.node_use[n]:
                        ucode = m.code(REAL, n, w)
                        out.extend((d, ucode) for d in self._expand_defs(
                            f.index, val & self.ds.hold[w]))
                    if m.bkind[b] == NORMAL:
                        val = (val & ~node_kill(m, self.ds, n)) | node_gen(m, self.ds, n)
        return out

    # --- answers ----------------------------------------------------------------------------

    def _expand_defs(self, fi: int, bits: int) -> frozenset[int]:
        out: set[int] = set()
        ds = self.ds
        while bits:
            low = bits & -bits
            bits ^= low
            role, payload = ds.info(fi, low.bit_length() - 1)
            if role == PLAIN:
                out.add(payload)
            elif role == PSEUDO:
                out.update(self._pseudo_defs(payload))
        return frozenset(out)

    def _pseudo_defs(self, formal: int) -> frozenset[int]:
        """What a formal's value on entry may come from: RD(actual, s) at every integrated
        call site s binding it, binding definitions, and the environment for roots."""
        hit = self._pseudo_memo.get(formal)
        if hit is not None:
            return hit
        m = self.model
        out: set[int] = set()
        seen = {formal}
        todo = [formal]
        while todo:
            u = todo.pop()
            f = m.funcs[m.owner[u]]
            if f.is_root:
                out.add(m.code(ENTRY_DEF, f.entry_gid, u))
            for site, k in self.state.sites(f.index):
                for b in site.binds[k]:
                    if b.formal == u and self._bound(site.gid, b, out, seen, todo):
                        out.add(m.code(BIND, site.gid, u))
        result = frozenset(out)
        self._pseudo_memo[formal] = result
        return result

    def _bound(self, call: int, b: Bind, out: set[int], seen: set[int], todo: list[int]
               ) -> bool:
        """Add what the sources of a binding held; True if the formal may instead be
        defined at the call (no source definition, or a global's initial value)."""
        m, ds = self.model, self.ds
        here = b.here or self.binds_initial(call, b)
        for a, at in b.sources:
            val = self._rd_at(at) & ds.hold[a]
            caller = m.node_func[at]
            while val:
                low = val & -val
                val ^= low
                role, payload = ds.info(caller, low.bit_length() - 1)
                if role == PLAIN:
                    out.add(payload)
                elif role == PSEUDO and payload not in seen:
                    seen.add(payload)
                    todo.append(payload)
        return here

    def _expand_uses(self, fi: int, bits: int) -> frozenset[int]:
        out: set[int] = set()
        us = self.us
        seen: set[int] = set()
        todo = [(fi, bits)]
        while todo:
            f, x = todo.pop()
            while x:
                low = x & -x
                x ^= low
                role, payload = us.info(f, low.bit_length() - 1)
                if role == PLAIN:
                    out.add(payload)
                elif role == PSEUDO and payload not in seen:
                    seen.add(payload)
                    gid, k, fv = us.pseudo_uses[payload]
                    site = self.model.call_at[gid]
                    t = site.targets[k]
                    if self.state.on(site.caller, t):
                        todo.append((t, self.sum_b[t][1] & us.hold[fv]))
        return frozenset(out)


_INITIAL_BINDS = "initial-binds/exhaustive"  # Model.derived key, apart from the demand one


def _initial_binds(m: Model) -> frozenset[tuple[int, int]]:
    """(call, formal) pairs whose binding may carry a global's initial value, from one
    exhaustive solution of the complete program (a global's facts hold no pseudo-facts,
    so reading them never asks this table)."""
    full = _BitSolver(m, Integration(m, full=True))
    full._ensure()
    out: set[tuple[int, int]] = set()
    for f in m.funcs:
        for site in f.calls:
            for bk in site.binds:
                for b in bk:
                    for a, at in b.sources:
                        if m.owner[a] < 0 and full._rd_at(at) & full.ds.hold[a] & \
                                full.ds.init_bits:
                            out.add((site.gid, b.formal))
    return frozenset(out)
