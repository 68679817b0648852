"""Intraprocedural and interprocedural def-use pairs (Definitions 7-9), both analyzers.

A pair is *interprocedural* (Definition 8) when some def-clear path from d to u crosses a
procedure's entry or exit (Definition 7), and *intraprocedural* (Definition 9) when the
variable is local or some def-clear path stays inside one procedure; a pair can be both.

Both analyzers track one more bit per fact: whether the path so far has crossed a
procedure boundary. A definition starts *uncrossed*; it becomes crossed when it passes a
call of a procedure with a body (entering and leaving the callee: global-like variables
only, a local is not bound in the callee), when it leaves a procedure through its entry
(climbing to a caller, or binding to a formal), or when it is generated inside a callee.
Library calls are not procedures and cross nothing. Initial values of globals and the
environment's values of a root's formals count as defined at the root's entry.

* demand: the walk of Figure 4 over uncrossed queries, then RD's own walk from the
  queries where a path crosses;
* exhaustive: the bit vectors are doubled, bits `[0, S)` uncrossed and `[S, 2S)` crossed,
  and a call or an entry moves global-like facts up by `S`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from ddpa.analyses.bitsets import bit_indices, bit_indices_bulk
from ddpa.analyses.dataflow.bitfacts import node_gen, node_kill
from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import ENTRY_DEF, INIT, REAL, def_kind
from ddpa.analyses.dataflow.model import CALL, ENTRY, NORMAL, CallSite
from ddpa.analyses.dataflow.walk import Direction, walk

_EMPTY: frozenset[int] = frozenset()

Classified = tuple[frozenset[int], frozenset[int]]  # (intraprocedural, interprocedural)


def demand_classified(a: DemandAnalyzer, v0: int, gid: int) -> Classified:
    """RD(v, n) split by whether a def-clear path without crossing exists (intra) and
    whether one that crosses exists (inter).

    Two runs of the demand walk: the uncrossed one (`_Uncrossed`: calls of procedures
    pass only what they cannot touch, entries stop) collects the intraprocedural part and
    the queries where a path crosses; RD's own walk from those collects the rest."""
    m = a.model
    intra: set[int] = set()
    bid, part = a.block_part(gid, True)
    if part and a.rules.scan_back(part, v0, intra):
        return frozenset(intra), frozenset()
    u = _Uncrossed(a)
    key = v0 * len(m.bnodes) + bid
    walk(m, u.direction, [key], {key}, intra)
    seeds = set(u.seeds)
    walk(m, a.rd_walk, list(seeds), seeds, u.inter)
    return frozenset(intra), frozenset(u.inter)


class _Uncrossed:
    """The steps of RD restricted to paths that have not crossed a procedure boundary;
    what crosses goes to `inter` (definitions) and `seeds` (queries, as keys)."""

    def __init__(self, a: DemandAnalyzer) -> None:
        a.model.force()  # every pair of the program
        self.a = a
        self.inter: set[int] = set()
        self.seeds: list[int] = []
        m, r = a.model, a.rules
        self.direction = Direction(m.bpreds, ENTRY, m.defkill_blocks, r.scan_back, self.cross,
                                   a.se.pd, self.entry)

    def cross(self, site: CallSite, v: int, pd: object) -> tuple[bool, frozenset[int]]:
        """A call: v passes uncrossed only where no procedure body can touch it (a local,
        a library call, a callee's own variable); through a callee it crosses."""
        a, m = self.a, self.a.model
        if site.noreturn:
            return False, _EMPTY
        own = m.code(REAL, site.gid, v)
        if v == site.dst and site.gid in m.kills_of[v]:
            return False, frozenset((own,))
        defs = frozenset((own,)) if site.gid in m.defs_of[v] else _EMPTY
        if not m.gl[v]:
            return True, defs
        pres = site.lib
        for t in site.targets:
            if v in m.funcs[t].entry_kills:
                pres = True
                continue
            if not a.state.on(site.caller, t):
                continue
            p, d = a.se.pd(t, v)
            self.inter.update(d)
            if p:
                self.seeds.append(v * len(m.bnodes) + site.bid)
        return pres, defs

    def entry(self, v: int, fi: int, out: set[int]) -> list[int]:
        """Rule 1: every query it generates has crossed; the environment's values (initial
        values, a root's formals) are defined at the root's entry, uncrossed."""
        got: set[int] = set()
        self.seeds.extend(self.a.rules.entry(v, fi, got))
        for c in got:
            (out if def_kind(c) in (ENTRY_DEF, INIT) else self.inter).add(c)
        return []


# --- exhaustive: doubled bit vectors --------------------------------------------------------


class _Doubled:
    """Phase 2 of the forward analysis with an uncrossed and a crossed copy of each fact."""

    def __init__(self, ex: ExhaustiveAnalyzer) -> None:
        ex._ensure()
        self.ex = ex
        m, ds = ex.model, ex.ds
        self.shift = ds.gl_size + max((len(x) for x in ds.local_info), default=0)
        self.gl = ds.gl_mask
        self.gl2 = ds.gl_mask | (ds.gl_mask << self.shift)
        self.out = [0] * len(m.bnodes)

    def dbl(self, k: int) -> int:
        return k | (k << self.shift)

    def cross(self, x: int) -> int:
        """Every global-like fact of x, moved to the crossed copy."""
        s = self.shift
        return ((x & self.gl) << s) | (x & (self.gl << s))

    def in_of(self, b: int) -> int:
        x = 0
        for p in self.ex.model.bpreds[b]:
            x |= self.out[p]
        return x

    def transfer(self, b: int, x: int) -> int:
        ex, m = self.ex, self.ex.model
        kind = m.bkind[b]
        if kind == NORMAL:
            k, g = ex.bm.fwd[b]
            return (x & ~self.dbl(k)) | g
        if kind != CALL:
            return x
        site = m.bcall[b]
        if site.noreturn:
            return 0
        ds, s = ex.ds, self.shift
        y = x & ~self.gl2
        if site.lib:
            y |= x & self.gl2
        crossed = self.cross(x)
        for t in site.targets:
            own = ex._kill_f[t]  # the callee's own variables pass as they are
            y |= x & self.dbl(own)
            if ex.state.on(site.caller, t):
                kt, bt = ex.sum_f[t]
                y |= (crossed & ~((kt | own) << s)) | ((bt & ~own) << s)
        for v in site.lib_defs:
            y |= 1 << ds.bit_of[(site.gid, v)]
        if site.dst >= 0:
            kd = ds.hold[site.dst] if site.gid in m.kills_of[site.dst] else 0
            y = (y & ~self.dbl(kd)) | (1 << ds.bit_of[(site.gid, site.dst)])
        return y

    def boundary(self, fi: int) -> int:
        ex = self.ex
        f = ex.model.funcs[fi]
        acc = 0
        for site, _ in ex.state.sites(fi):
            acc |= self.in_of(site.bid)
        acc = self.cross(acc) & ~self.dbl(ex._kill_f[fi])
        acc |= ex.ds.pseudo[fi]
        if f.is_root:
            acc |= ex.ds.init_bits
        return acc

    def solve(self) -> None:
        ex, m = self.ex, self.ex.model
        work = deque(range(len(m.funcs)))
        queued = set(work)
        while work:
            fi = work.popleft()
            queued.discard(fi)
            self._function(fi)
            for site in m.funcs[fi].calls:
                for t in site.targets:
                    entry = m.funcs[t].entry_bid
                    if t not in queued and ex.state.on(fi, t) \
                            and self.boundary(t) != self.out[entry]:
                        queued.add(t)
                        work.append(t)

    def _function(self, fi: int) -> None:
        f = self.ex.model.funcs[fi]
        self.out[f.entry_bid] = self.boundary(fi)
        changed = True
        while changed:
            changed = False
            for b in self.ex._order[fi]:
                if b == f.entry_bid:
                    continue
                y = self.transfer(b, self.in_of(b))
                if y != self.out[b]:
                    self.out[b] = y
                    changed = True

    def expand(self, fi: int, bits: int, crossed: bool) -> tuple[set[int], set[int]]:
        """(uncrossed, crossed) definition codes of bits in one copy."""
        ex, m = self.ex, self.ex.model
        ds = ex.ds
        plain_mask, pseudo_mask = ds.role_masks(fi)
        plain = ds.payloads(fi, bit_indices_bulk(bits & plain_mask))
        intra: set[int] = set() if crossed else set(plain)
        inter: set[int] = set(plain) if crossed else set()
        passed = 0  # bits of what formals' values on entry came from (`pseudo_bits`)
        for payload in ds.payloads(fi, bit_indices(bits & pseudo_mask)):
            f = m.funcs[m.owner[payload]]
            own = m.code(ENTRY_DEF, f.entry_gid, payload)
            came = ex.pseudo_bits(payload)
            at = ex.code_bit(own)
            if not crossed and at is not None and came >> at & 1:
                intra.add(own)
                if not ex.pseudo_cyclic(payload):
                    came &= ~(1 << at)
                # else: also handed back to the formal by a recursive call (inter too)
            passed |= came
        inter.update(ex.pseudo_codes(passed))
        return intra, inter


UseDefs = tuple[int, frozenset[int], frozenset[int]]
"""A use code with the definition codes reaching it: (use, intraprocedural, interprocedural).
A use's sets are often shared with other uses (the same objects), so a list of these holds
memory in proportion to the uses, not to the pairs."""


def exhaustive_uses(ex: ExhaustiveAnalyzer) -> list[UseDefs]:
    """Every use of the program with the definitions reaching it, classified."""
    return [u for part in exhaustive_uses_by_function(ex) for u in part]


def exhaustive_uses_by_function(ex: ExhaustiveAnalyzer) -> Iterator[list[UseDefs]]:
    """`exhaustive_uses` one function at a time: a function's uses share their sets with
    each other only, so a client that keeps no list holds one function's sets at a time
    (on a large program, all of them together need more memory than the analysis)."""
    d = _Doubled(ex)
    d.solve()
    m, ds = ex.model, ex.ds
    for f in m.funcs:
        out: list[UseDefs] = []
        # one expansion per distinct (uncrossed, crossed) facts a variable holds in f
        memo: dict[tuple[int, int], Classified] = {}
        for b in f.blocks:
            val = d.out[b] if b == f.entry_bid else d.in_of(b)
            for n in m.bnodes[b]:
                for w in m.node_use[n]:
                    h = ds.hold[w]
                    key = (val & h, (val >> d.shift) & h)
                    hit = memo.get(key)
                    if hit is None:
                        lo = d.expand(f.index, key[0], False)
                        hi = d.expand(f.index, key[1], True)
                        hit = memo[key] = (frozenset(lo[0]),
                                           frozenset(lo[1] | hi[0] | hi[1]))
                    out.append((m.code(REAL, n, w), *hit))
                if m.bkind[b] == NORMAL:
                    k = node_kill(m, ds, n)
                    val = (val & ~d.dbl(k)) | node_gen(m, ds, n)
        yield out


def demand_uses(a: DemandAnalyzer) -> list[UseDefs]:
    """Every use of the program with the definitions reaching it, classified, on demand."""
    return [u for part in demand_uses_by_function(a) for u in part]


def demand_uses_by_function(a: DemandAnalyzer) -> Iterator[list[UseDefs]]:
    """`demand_uses` one function at a time (a function's nodes are numbered together)."""
    m = a.model
    m.force()
    out: list[UseDefs] = []
    fi = -1
    for n in range(m.node_count):
        if m.node_func[n] != fi:
            if out:
                yield out
            out, fi = [], m.node_func[n]
        for w in m.node_use[n]:
            out.append((m.code(REAL, n, w), *demand_classified(a, w, n)))
    if out:
        yield out


def pairs_of_uses(uses: list[UseDefs]) -> dict[tuple[int, int], tuple[bool, bool]]:
    """Every def-use pair of codes with its (intraprocedural, interprocedural) flags."""
    out: dict[tuple[int, int], tuple[bool, bool]] = {}
    for u, intra, inter in uses:
        for c in intra | inter:
            out[(c, u)] = (c in intra, c in inter)
    return out


def exhaustive_classified(ex: ExhaustiveAnalyzer) -> dict[tuple[int, int], tuple[bool, bool]]:
    """Every def-use pair with (intraprocedural, interprocedural) flags."""
    return pairs_of_uses(exhaustive_uses(ex))


def demand_classified_pairs(a: DemandAnalyzer) -> dict[tuple[int, int], tuple[bool, bool]]:
    """Every def-use pair with (intraprocedural, interprocedural) flags, on demand."""
    return pairs_of_uses(demand_uses(a))
