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
                self.succs[f.base + node.id] = tuple(f.base + s.id for s in node.succs)
        self.exit_of = {f.exit_gid: f.index for f in m.funcs}
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
        binding_defs: set[tuple[CallSite, int, int]] = set()
        for f in m.funcs:
            for site in f.calls:
                for k, bk in enumerate(site.binds):
                    binding_defs.update((site, k, b.formal) for b in bk if b.here)
        for d, walk in self._walks():
            self._collect(out, d, walk)
            binding_defs |= walk.initial_binds
        for site, k, formal in sorted(binding_defs, key=lambda x: (x[0].gid, x[1], x[2])):
            walk = _Walk()
            self._enter(walk, CROSSED, site, k, formal)
            self._run(walk, m.code(BIND, site.gid, formal))
            self._collect(out, m.code(BIND, site.gid, formal), walk)
        return out

    def _walks(self) -> list[tuple[int, _Walk]]:
        """The walks of real definitions, initial values of globals and a root's formals."""
        m = self.m
        out: list[tuple[int, _Walk]] = []
        for gid in range(m.node_count):
            for v in m.node_gen[gid]:
                walk = _Walk()
                site = m.call_at.get(gid)
                if site is None or not site.noreturn:  # after the call, if it returns
                    for s in self.succs[gid]:
                        self._reach(walk, HOME, s, v)
                out.append((m.code(REAL, gid, v), self._run(walk, m.code(REAL, gid, v))))
        for f in m.funcs:
            if not f.is_root:
                continue
            starts = [(m.code(INIT, 0, v), v) for v in range(len(m.vars)) if m.owner[v] < 0]
            starts += [(m.code(ENTRY_DEF, f.entry_gid, v), v) for v in f.formals if v >= 0]
            for d, v in starts:
                walk = _Walk()
                self._reach(walk, START, f.entry_gid, v)
                out.append((d, self._run(walk, d)))
        return out

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
        initial = m.decode(d)[2] if d & 7 == INIT else -1
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
        """Into every callee that shares v; over the call where v stays the caller's."""
        m = self.m
        over = not site.targets
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
