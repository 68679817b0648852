"""A reference for def-use pairs: each definition followed forward along interprocedurally
valid paths by Dyck (call/return) reachability over the exploded (node, variable) graph.

It shares with the analyzers only the problem's local facts (`Model`: what each node
defines, kills and uses, the call sites with their targets and bindings, which variables
are global-like and which a call makes anew); the interprocedural part is written again,
for clarity rather than speed, by the tabulation of Reps, Horwitz and Sagiv: a callee
entered with variable x is explored once per (callee, x), its exits are recorded as
summaries and returned to every call that entered it so, which matches each return with
its call, recursion included. A path from a definition may also leave the definition's
procedure by its exit to any of its callers (an unmatched return: the calls that led to
the definition are not known); a path from the program's start (a global's initial value
or a root's formal, at a root's entry) has no caller to return to. The analyzers (RD, RU,
def-use pairs, their classification, ComputeCross) are checked against `valid_pairs`, and
the interpreter's observed pairs check the reference.

Each pair comes with how it can be reached: through a path that stays in the
definition's own activation (intraprocedural, Definition 9) and/or through one that
enters or leaves a procedure (interprocedural, Definition 8).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from ddpa.analyses.dataflow.facts import BIND, ENTRY_DEF, INIT, REAL
from ddpa.analyses.dataflow.model import CallSite, Model

Pair = tuple[int, int]  # (definition code, use code)
# where a path is: its definition's own activation, not crossed yet (0) or crossed (1),
# which callers below it are unknown (HOME) or which is the program's start (START); or
# inside a callee entered with a variable: (callee, variable)
Context = tuple[int, int]
HOME, CROSSED = (-1, 0), (-1, 1)
START, START_CROSSED = (-2, 0), (-2, 1)


@dataclass
class _Walk:
    """The tables of one definition's walk."""

    paths: set[tuple[Context, int, int]] = field(default_factory=set)
    work: deque[tuple[Context, int, int]] = field(default_factory=deque)
    callers: dict[Context, set[tuple[Context, CallSite]]] = field(default_factory=dict)
    exits: dict[Context, set[int]] = field(default_factory=dict)
    uses: dict[int, set[bool]] = field(default_factory=dict)  # use code -> crossed?
    initial_binds: set[tuple[CallSite, int, int]] = field(default_factory=set)


class ValidPaths:
    """Def-use pairs of the whole program (every call edge integrated)."""

    def __init__(self, model: Model) -> None:
        m = self.m = model
        self.succs: list[tuple[int, ...]] = [()] * m.node_count
        for f in m.funcs:
            for node in f.fn.nodes:
                gid = f.base + node.id
                cfg = tuple(f.base + s.id for s in node.succs)
                # and the successors the model adds (a callback run again, a longjmp)
                self.succs[gid] = cfg + tuple(t for t in m.again.get(gid, ()) if t not in cfg)
        self.exit_of = {f.exit_gid: f.index for f in m.funcs}
        self._from: dict[tuple[int, int], frozenset[int]] = {}
        # node -> (site, target index, formal, variable read there for the formal)
        self.binding_reads: dict[int, list[tuple[CallSite, int, int, int]]] = {}
        for f in m.funcs:
            for site in f.calls:
                for k, bk in enumerate(site.binds):
                    for b in bk:
                        for v, at in b.sources:
                            self.binding_reads.setdefault(at, []).append(
                                (site, k, b.formal, v))

    # --- the pairs ---------------------------------------------------------------------

    def pairs(self) -> dict[Pair, tuple[bool, bool]]:
        """Every def-use pair with (intraprocedural, interprocedural)."""
        m = self.m
        out: dict[Pair, tuple[bool, bool]] = {}
        binds: set[int] = set()  # binding definitions: expressions, and initial values passed
        for f in m.funcs:
            for site in f.calls:
                binds.update(m.code(BIND, site.gid, b.formal) for bk in site.binds for b in bk
                             if b.here)
        for d in self._definitions():
            walk = self.walk(d)
            self._collect(out, d, walk)
            binds.update(m.code(BIND, site.gid, formal) for site, _, formal in walk.initial_binds)
        for d in sorted(binds):
            self._collect(out, d, self.walk(d))
        return out

    def _definitions(self) -> list[int]:
        """Real definitions, initial values of globals and the formals of roots."""
        m = self.m
        out = [m.code(REAL, gid, v) for gid in range(m.node_count) for v in m.node_gen[gid]]
        out += [m.code(INIT, 0, v) for v in range(len(m.vars)) if m.owner[v] < 0]
        out += [m.code(ENTRY_DEF, f.entry_gid, v) for f in m.funcs if f.is_root
                for v in f.formals if v >= 0]
        return out

    def walk(self, d: int) -> _Walk:
        """Where definition d goes along valid paths."""
        m = self.m
        kind, gid, v = m.decode(d)
        walk = _Walk()
        if kind == REAL:
            site = m.call_at.get(gid)
            if site is None or not site.noreturn:  # after the call, if it returns
                for s in self.succs[gid]:
                    self._reach(walk, HOME, s, v)
        elif kind == INIT:
            for f in m.funcs:
                if f.is_root:
                    self._reach(walk, START, f.entry_gid, v)
        elif kind == ENTRY_DEF:
            self._reach(walk, START, gid, v)
        elif kind == BIND:
            site = m.call_at[gid]
            for k, bk in enumerate(site.binds):
                if any(b.formal == v for b in bk):
                    self._enter(walk, CROSSED, site, k, v)
        return self._run(walk, d)

    def reaches(self, d: int, n: int, v: int) -> bool:
        """Does d reach the point before node n as the value of v?"""
        return any(node == n and var == v for _, node, var in self.walk(d).paths)

    def uses_from(self, n: int, v: int) -> frozenset[int]:
        """The uses v's value at the point before node n reaches along valid paths."""
        walk = _Walk()
        self._reach(walk, HOME, n, v)
        return frozenset(self._run(walk, -1).uses)

    def joined_at_recursive_call(self, d: int, u: int) -> bool:
        """Is (d, u) two valid paths joined at a call between procedures of one recursive
        component: d reaches the call as some v's value, and that value reaches u? (The
        shape of Figure 2's RD(v, s) x RU(v, s) in recursion, whose halves may belong to
        different calling contexts.)"""
        m = self.m
        reached = {(n, v) for _, n, v in self.walk(d).paths}
        for f in m.funcs:
            if not f.recursive:
                continue
            for site in f.calls:
                if not any(m.scc_of[t] == m.scc_of[f.index] for t in site.targets):
                    continue
                for n, v in reached:
                    if n == site.gid and u in self._uses_from_cached(n, v):
                        return True
        return False

    def _uses_from_cached(self, n: int, v: int) -> frozenset[int]:
        hit = self._from.get((n, v))
        if hit is None:
            hit = self._from[(n, v)] = self.uses_from(n, v)
        return hit

    @staticmethod
    def _collect(out: dict[Pair, tuple[bool, bool]], d: int, walk: _Walk) -> None:
        for u, how in walk.uses.items():
            intra, inter = out.get((d, u), (False, False))
            out[(d, u)] = (intra or False in how, inter or True in how)

    # --- one definition's walk -------------------------------------------------------------

    def _run(self, walk: _Walk, d: int) -> _Walk:
        m = self.m
        # a global read as an actual while it holds its initial value: the formal is also
        # defined at the call (a binding definition, as the analyzers decide)
        initial = m.decode(d)[2] if d >= 0 and d & 7 == INIT else -1
        while walk.work:
            ctx, n, v = walk.work.popleft()
            if v in m.node_use[n]:
                walk.uses.setdefault(m.code(REAL, n, v), set()).add(ctx not in (HOME, START))
            for site, k, formal, read in self.binding_reads.get(n, ()):
                if read == v:  # the actual's value goes to the formal
                    self._enter(walk, ctx, site, k, formal)
                    if read == initial:
                        walk.initial_binds.add((site, k, formal))
            site = m.call_at.get(n)
            if site is not None:
                self._call(walk, ctx, site, v)
            elif n in self.exit_of:
                self._exit(walk, ctx, self.exit_of[n], v)
            elif v not in m.node_kill[n]:
                for s in self.succs[n]:
                    self._reach(walk, ctx, s, v)
        return walk

    def _call(self, walk: _Walk, ctx: Context, site: CallSite, v: int) -> None:
        """Into every callee that shares v; over the call where v stays the caller's, and
        where the call may instead run library or outside code (`site.lib`: an indirect
        call through a pointer that may come from outside), which returns."""
        m = self.m
        over = not site.targets or site.lib
        for k, t in enumerate(site.targets):
            if m.gl[v] and v not in m.funcs[t].entry_kills:
                self._enter(walk, ctx, site, k, v)
            else:
                over = True
        if over:
            self._back_at(walk, ctx, site, v)

    def _enter(self, walk: _Walk, ctx: Context, site: CallSite, k: int, v: int) -> None:
        t = site.targets[k]
        callee: Context = (t, v)
        walk.callers.setdefault(callee, set()).add((ctx, site))
        self._reach(walk, callee, self.m.funcs[t].entry_gid, v)
        for y in walk.exits.get(callee, ()):
            self._back_at(walk, _after(ctx), site, y)

    def _exit(self, walk: _Walk, ctx: Context, fi: int, v: int) -> None:
        """Back to the call that entered this activation, or, if the path began in it, to
        every caller (an unmatched return)."""
        m = self.m
        if not m.gl[v] or v in m.funcs[fi].entry_kills:
            return  # the activation's own variable ends with it
        if ctx[0] == START[0]:
            return  # the program ends
        if ctx[0] < 0:
            for site, _ in m.funcs[fi].callers:
                self._back_at(walk, CROSSED, site, v)
            return
        walk.exits.setdefault(ctx, set()).add(v)
        for caller, site in list(walk.callers.get(ctx, ())):
            self._back_at(walk, _after(caller), site, v)

    def _back_at(self, walk: _Walk, ctx: Context, site: CallSite, v: int) -> None:
        """v after the call (unless the call defines it for good, or never returns)."""
        if site.noreturn or v in self.m.node_kill[site.gid]:
            return
        for s in self.succs[site.gid]:
            self._reach(walk, ctx, s, v)

    @staticmethod
    def _reach(walk: _Walk, ctx: Context, n: int, v: int) -> None:
        state = (ctx, n, v)
        if state not in walk.paths:
            walk.paths.add(state)
            walk.work.append(state)


def _after(ctx: Context) -> Context:
    """The caller's context once a callee returns to it: crossed, if it was not yet."""
    return (ctx[0], 1) if ctx[0] < 0 else ctx


def valid_pairs(model: Model) -> dict[Pair, tuple[bool, bool]]:
    """Every def-use pair on an interprocedurally valid path, with (intra, inter)."""
    return ValidPaths(model).pairs()
