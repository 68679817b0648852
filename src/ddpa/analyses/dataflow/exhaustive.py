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

from ddpa.analyses.bitsets import bit_indices, bit_indices_bulk, bits_of
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
from ddpa.analyses.dataflow.model import CALL, NORMAL, Bind, Model
from ddpa.analyses.dataflow.results import QueryResult, QueryStats
from ddpa.analyses.dataflow.state import Integration

Summary = tuple[int, int]


class _Direction:
    """One direction of the bit-vector problem: RD forward over definitions (`def_space`),
    RU backward over uses (`use_space`). Values are kept on the far side of each block
    in the direction of flow (after it forward, before it backward)."""

    def __init__(self, m: Model, forward: bool, space: FactSpace,
                 block_kg: dict[int, Summary]) -> None:
        self.forward = forward
        self.space = space
        self.block_kg = block_kg  # normal blocks: their composed (kill, gen)
        self.gl = space.gl_mask
        self.into = m.bpreds if forward else m.bsuccs  # the blocks whose values flow in
        self.start = [f.entry_bid if forward else f.exit_bid for f in m.funcs]
        self.end = [f.exit_bid if forward else f.entry_bid for f in m.funcs]
        # the gen part of a summary: only global-like facts leave forward; backward the
        # callee's uses of its formals are kept for `bind_s` (pseudo-uses)
        self.gen_mask = space.gl_mask if forward else -1
        self.node_gen = node_gen if forward else node_use
        nb, nf = len(m.bnodes), len(m.funcs)
        self.val = [0] * nb
        self.summ: list[Summary] = [(space.gl_mask, 0)] * nf
        self.kg: list[Summary] = [block_kg.get(b, (0, 0)) for b in range(nb)]
        self.kill = [_owned_mask(m, f.index, space) for f in m.funcs]
        # what a call site's value loses on its way into the callee's boundary (backward:
        # the call's own destination is defined after the call returns)
        self.site_mask: dict[int, int] = {}
        # what a procedure's boundary holds of its own (forward: the values of formals on
        # entry and, at roots, the initial values of globals)
        self.own = [0] * nf
        for f in m.funcs:
            for site in f.calls:
                self.site_mask[site.bid] = -1
                if not forward and site.dst >= 0 and site.gid in m.kills_of[site.dst]:
                    self.site_mask[site.bid] = ~space.hold[site.dst]
            if forward:
                self.own[f.index] = space.pseudo[f.index] | (space.init_bits if f.is_root
                                                             else 0)
        self.order: list[tuple[int, ...]] = []  # per function: phase-2 order, no start
        self.sum_order: list[tuple[int, ...]] = []  # per function: phase-1 order, no start

    def set_orders(self, m: Model, orders: list[tuple[int, ...]]) -> None:
        for f, order in zip(m.funcs, orders, strict=True):
            seq = order if self.forward else tuple(reversed(order))
            rpo = f.rpo if self.forward else tuple(reversed(f.rpo))
            start = self.start[f.index]
            self.order.append(tuple(b for b in seq if b != start))
            self.sum_order.append(tuple(b for b in rpo if b != start))

    def combine(self, b: int) -> int:
        """The value flowing into block b: the union over `into`."""
        x = 0
        val = self.val
        for p in self.into[b]:
            x |= val[p]
        return x


class _BitSolver:
    """Both phases of the functional approach over one model, for RD and RU at once."""

    def __init__(self, model: Model, state: Integration | None = None,
                 incremental: bool = False) -> None:
        m = self.model = model
        model.force()  # an exhaustive analysis reads every part of the program
        self.state = state if state is not None else Integration(model, full=True)
        self.incremental = incremental
        self.name = "incremental" if incremental else "exhaustive"
        self.ds: FactSpace = def_space(m)
        self.us: FactSpace = use_space(m)
        self.bm: BlockMasks = block_masks(m, self.ds, self.us)
        nf = len(m.funcs)
        self.fwd = _Direction(m, True, self.ds, self.bm.fwd)
        self.bwd = _Direction(m, False, self.us, self.bm.bwd)
        self.out_f, self.in_b = self.fwd.val, self.bwd.val
        self.sum_f, self.sum_b = self.fwd.summ, self.bwd.summ
        self._kill_f = self.fwd.kill
        self._order = [self._block_order(f.index) for f in m.funcs]
        for d in (self.fwd, self.bwd):
            d.set_orders(m, self._order)
        self._call_use = {site.bid: node_use(m, self.us, site.gid) for site in m.bcall.values()}
        self._acyclic = [self._is_acyclic(f.index) for f in m.funcs]
        self._rank = [-m.scc_of[f.index] for f in m.funcs]  # callers before callees
        self._dirty: set[int] = set(range(nf))
        self._summaries: set[int] = set(range(nf))
        self._fresh = True
        # what a formal's value on entry may come from, as bits over the definition codes
        # bindings carry (`_code_bit`; a large program's formals carry tens of thousands
        # each, and a set of codes per formal would not fit in memory)
        self._pseudo_memo: dict[int, int] = {}
        self._bound_memo: dict[int, tuple[int, frozenset[int]]] = {}
        self._code_bit: dict[int, int] = {}
        self._bit_code: list[int] = []
        # formals whose value on entry may come back to them through bindings (recursion)
        self._pseudo_cyclic: set[int] = set()
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

    # --- solving --------------------------------------------------------------------------

    def _ensure(self) -> None:
        if not self._dirty:
            return
        t0 = time.perf_counter()
        fresh = self._fresh or not self.incremental
        funcs = self._dirty
        if fresh:
            for d in (self.fwd, self.bwd):
                for fi in funcs:
                    d.summ[fi] = (d.gl, 0)
                    for b in self.model.funcs[fi].blocks:
                        d.val[b] = 0
        self._phase1(self._summaries if not fresh else funcs)
        for d in (self.fwd, self.bwd):
            for fi in (self._summaries | funcs):
                for site in self.model.funcs[fi].calls:
                    d.kg[site.bid] = self._kg(d, site.bid)
            self._phase2(d, funcs)
        self._dirty = set()
        self._summaries = set()
        self._fresh = False
        self._pseudo_memo.clear()
        self._bound_memo.clear()
        self._pseudo_cyclic.clear()
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
                    sf, sb = self._summary(self.fwd, fi), self._summary(self.bwd, fi)
                    if sf != self.sum_f[fi] or sb != self.sum_b[fi]:
                        self.sum_f[fi], self.sum_b[fi] = sf, sb
                        changed = True
                if not changed or (len(members) == 1 and not m.funcs[members[0]].recursive):
                    break

    def _summary(self, d: _Direction, fi: int) -> Summary:
        """fi's body from its start to its end block as X -> (X & ~K) | B, composed over
        blocks in (reverse) postorder until nothing changes."""
        into = d.into
        phi: dict[int, Summary] = {d.start[fi]: (0, 0)}
        order = d.sum_order[fi]
        changed = True
        while changed:
            changed = False
            for b in order:
                k, g = -1, 0
                for p in into[b]:
                    pv = phi.get(p)
                    if pv is not None:
                        k &= pv[0]
                        g |= pv[1]
                kb, gb = self._kg(d, b)
                new = (k | kb, (g & ~kb) | gb)
                if phi.get(b) != new:
                    phi[b] = new
                    changed = True
        k, g = phi.get(d.end[fi], (-1, 0))
        return (k & d.gl, g & d.gen_mask)

    def _kg(self, d: _Direction, b: int) -> Summary:
        """(kill, gen) of block b in direction d; a call applies its callees' summaries to
        global-like facts (the callee's own variables pass: the call is transparent for
        them), a call not integrated kills them, a library call passes them."""
        m = self.model
        kind = m.bkind[b]
        if kind == NORMAL:
            return d.block_kg[b]
        if kind != CALL:
            return (0, 0)
        site = m.bcall[b]
        at = 0 if d.forward else self._call_use[b]  # backward: the call's own uses
        if site.noreturn:
            return (-1, at)
        gl, summ, kill = d.gl, d.summ, d.kill
        k, g = (0 if site.lib else -1), at
        for t in site.targets:
            own = kill[t]
            if self.state.on(site.caller, t):
                kt, gt = summ[t]
                k &= kt & ~own
                g |= gt & gl & ~own
            else:
                k &= gl & ~own
        k &= gl
        space = d.space
        if d.forward:
            for v in site.lib_defs:
                g |= 1 << space.bit_of[(site.gid, v)]
        if site.dst >= 0:
            kd = space.hold[site.dst] if site.gid in m.kills_of[site.dst] else 0
            k |= kd
            if d.forward:
                g = (g & ~kd) | (1 << space.bit_of[(site.gid, site.dst)])
        return (k, g)

    def _phase2(self, d: _Direction, funcs: set[int]) -> None:
        """Propagate block values; procedures exchange facts at entries (exits), callers
        before callees so that most procedures are solved once."""
        m, rank = self.model, self._rank
        heap = [(rank[fi], fi) for fi in funcs]
        heapq.heapify(heap)
        queued = set(funcs)
        while heap:
            _, fi = heapq.heappop(heap)
            queued.discard(fi)
            self._solve(d, fi)
            for site in m.funcs[fi].calls:
                for t in site.targets:
                    if t in queued or not self.state.on(fi, t):
                        continue
                    if self._boundary(d, t) != d.val[d.start[t]]:
                        queued.add(t)
                        heapq.heappush(heap, (rank[t], t))

    def _boundary(self, d: _Direction, fi: int) -> int:
        """The value at fi's start block: the global-like facts of its integrated call
        sites (before the call forward, after it backward) and fi's own."""
        acc = 0
        mask = d.site_mask
        for site, _ in self.state.sites(fi):
            acc |= d.combine(site.bid) & mask[site.bid]
        return (acc & d.gl & ~d.kill[fi]) | d.own[fi]

    def _solve(self, d: _Direction, fi: int) -> None:
        val, kg, into = d.val, d.kg, d.into
        val[d.start[fi]] = self._boundary(d, fi)
        order = d.order[fi]
        changed = True
        while changed:
            changed = False
            for b in order:
                x = 0
                for p in into[b]:
                    x |= val[p]
                k, g = kg[b]
                y = (x & ~k) | g
                if y != val[b]:
                    val[b] = y
                    changed = True
            if self._acyclic[fi]:
                break

    def _at(self, d: _Direction, gid: int) -> int:
        """The value at the point before node gid (forward) or after it (backward)."""
        m = self.model
        b, pos = m.node_block[gid], m.node_pos[gid]
        val = d.val[b] if b == d.start[m.node_func[gid]] else d.combine(b)
        nodes = m.bnodes[b]
        part = nodes[:pos] if d.forward else reversed(nodes[pos + 1:])
        space, gen = d.space, d.node_gen
        for n in part:
            val = (val & ~node_kill(m, space, n)) | gen(m, space, n)
        return val

    def _rd_at(self, gid: int) -> int:
        return self._at(self.fwd, gid)

    def _ru_at(self, gid: int) -> int:
        return self._at(self.bwd, gid)

    def _in_f(self, b: int) -> int:
        return self.fwd.combine(b)

    def binds_initial(self, call: int, b: Bind) -> bool:
        """Whether the call may pass a global's initial value to the formal: that value
        reaches the node reading a source global, in the whole program, by this solver's
        own fixed point (the demand analyzer answers the same question by its walks)."""
        table = self.model.derived.get(_INITIAL_BINDS)
        if table is None:
            table = self.model.derived[_INITIAL_BINDS] = _initial_binds(self.model)
        assert isinstance(table, frozenset)
        return (call, b.formal) in table


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
        ds = self.ds
        plain_mask, pseudo_mask = ds.role_masks(fi)
        out = set(ds.payloads(fi, bit_indices_bulk(bits & plain_mask)))
        pseudo = 0
        for formal in ds.payloads(fi, bit_indices(bits & pseudo_mask)):
            pseudo |= self.pseudo_bits(formal)
        out.update(self.pseudo_codes(pseudo))
        return frozenset(out)

    def pseudo_cyclic(self, formal: int) -> bool:
        """Whether a formal's value on entry may be its own earlier value, passed back to it
        through bindings (a recursive call handing the formal on): its environment value then
        also reaches over a procedure boundary."""
        self.pseudo_bits(formal)
        return formal in self._pseudo_cyclic

    def pseudo_bits(self, formal: int) -> int:
        """What a formal's value on entry may come from: RD(actual, s) at every integrated
        call site s binding it, binding definitions, and the environment for roots; the
        formals whose own values are passed on count with what they may come from. Bits
        over definition codes: `pseudo_codes` reads them, `code_bit` names one."""
        hit = self._pseudo_memo.get(formal)
        if hit is not None:
            return hit
        out = 0
        reached: set[int] = set()
        seen = {formal}
        todo = [formal]
        while todo:
            codes, passed = self._bound_formal(todo.pop())
            out |= codes
            reached |= passed
            for u in passed:
                if u not in seen:
                    seen.add(u)
                    todo.append(u)
        if formal in reached:
            self._pseudo_cyclic.add(formal)
        self._pseudo_memo[formal] = out
        return out

    def pseudo_codes(self, bits: int) -> list[int]:
        """The definition codes of bits of `pseudo_bits`."""
        code = self._bit_code
        return [code[i] for i in bit_indices_bulk(bits)]

    def code_bit(self, code: int) -> int | None:
        """The bit of a definition code in `pseudo_bits`, if a binding has carried it."""
        return self._code_bit.get(code)

    def _bound_formal(self, u: int) -> tuple[int, frozenset[int]]:
        """One formal's own bindings: (the definitions they bind, as bits over codes; the
        caller's formals whose values on entry they pass on). Each binding's facts are read
        once per solution, so a chain of formals handing a value down is not read again for
        every formal on it."""
        hit = self._bound_memo.get(u)
        if hit is not None:
            return hit
        m = self.model
        out: set[int] = set()
        passed: set[int] = set()
        f = m.funcs[m.owner[u]]
        if f.is_root:
            out.add(m.code(ENTRY_DEF, f.entry_gid, u))
        for site, k in self.state.sites(f.index):
            for b in site.binds[k]:
                if b.formal == u and self._bound(site.gid, b, out, passed):
                    out.add(m.code(BIND, site.gid, u))
        hit = self._bound_memo[u] = (bits_of(self._bit_of(c) for c in out), frozenset(passed))
        return hit

    def _bit_of(self, code: int) -> int:
        i = self._code_bit.get(code)
        if i is None:
            i = self._code_bit[code] = len(self._bit_code)
            self._bit_code.append(code)
        return i

    def _bound(self, call: int, b: Bind, out: set[int], passed: set[int]) -> bool:
        """Add what the sources of a binding held (the formals passed on go to `passed`);
        True if the formal may instead be defined at the call (no source definition, or a
        global's initial value)."""
        m, ds = self.model, self.ds
        here = b.here or self.binds_initial(call, b)
        for a, at in b.sources:
            val = self._rd_at(at) & ds.hold[a]
            caller = m.node_func[at]
            for i in bit_indices(val):
                role, payload = ds.info(caller, i)
                if role == PLAIN:
                    out.add(payload)
                elif role == PSEUDO:
                    passed.add(payload)
        return here

    def _expand_uses(self, fi: int, bits: int) -> frozenset[int]:
        out: set[int] = set()
        us = self.us
        seen: set[int] = set()
        todo = [(fi, bits)]
        while todo:
            f, x = todo.pop()
            for i in bit_indices(x):
                role, payload = us.info(f, i)
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


def _owned_mask(m: Model, fi: int, space: FactSpace) -> int:
    """The facts of fi's own global-like variables (made anew by every call of fi)."""
    k = 0
    for v in m.funcs[fi].entry_kills:
        k |= space.hold[v]
    return k
