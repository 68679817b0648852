"""Demand-driven call graph construction (Agrawal, CC 2000, section 4): the influencing nodes
of a call site (Figure 3's Workset/Procset), TYPES refinement by Figure 4's equation, and the
reuse of final types between queries (section 4.7).

* `influencing` is Figure 3: from the THIS call node of the queried site, take a node off
  the Workset; first insert its in-edges (`PSG.complete_node`: for a return, entry or cell
  node after `Construct_PSG_Portion` opens the procedures they come from, for a call or
  exit node from the definitions reaching it inside its procedure, asked on demand), then
  add its predecessors; for a return node add THIS_NODE(u), the site's
  THIS call node. For an entry node the THIS call nodes of the *calling* sites are added:
  the entry equation reads THIS_TYPE(p) of each predecessor p, so section 4.4's definition
  of S (closed under THIS_NODE) needs them, where Figure 3 literally names the entry's own
  THIS node. A node whose types an earlier query made final is not expanded (4.7).
* `solve_types` solves Figure 4's equation on a set of nodes closed under predecessors and
  THIS nodes: call, exit (and cell) nodes take the union of their predecessors; an entry
  node only the call nodes whose site may invoke `proc(v)` (`proc(v) in
  PROCS(THIS_TYPE(p))`); a return node only the exit nodes of procedures its site may
  invoke; every node is intersected with its declared type's CHA cone. It computes the
  least solution, growing from the internal nodes' types as Shivers' 0-CFA does, rather
  than descending from CHA's sets: both satisfy the equation, but the descending
  iteration stops at the greatest solution, which keeps CHA's types around every cycle
  (recursion, a field read and written in a loop). CHA still gives the initial sound
  call graph (pred and S) and the cones.
* `ReachingTypes.resolve` answers a site: PROCS of its THIS node's types. Theorem 1 (these
  types equal the exhaustive analysis' on every node of S) is what makes the cache sound.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import final

from ddpa.analyses.callgraph.psg import PSG, Kind, ProgramFacts, SiteInfo
from ddpa.ir import classes
from ddpa.ir.instr import Direct, Indirect, Virtual
from ddpa.ir.program import Program


@final
@dataclass
class QueryStats:
    """What one query cost: nodes in S, of which taken from the cache, procedures built,
    PSG size then, solver evaluations, seconds, and nodes left unexpanded by a budget."""

    nodes: int = 0
    cache_hits: int = 0
    procedures: int = 0
    psg_nodes: int = 0
    psg_edges: int = 0
    evaluations: int = 0
    seconds: float = 0.0
    frontier: int = 0  # nodes left unexpanded when a budget ran out

    def to_json(self) -> dict[str, float | int]:
        return {"nodes_in_s": self.nodes, "cache_hits": self.cache_hits,
                "procedures_constructed": self.procedures, "psg_nodes": self.psg_nodes,
                "psg_edges": self.psg_edges, "evaluations": self.evaluations,
                "unexpanded": self.frontier, "seconds": round(self.seconds, 6)}


@final
@dataclass
class SiteResult:
    """The targets of one call site, its status and statistics, and S (node ids)."""

    caller: str
    node: int
    targets: tuple[str, ...]
    status: str
    stats: QueryStats = field(default_factory=QueryStats)
    influencing: tuple[int, ...] = ()


def procs(g: PSG, site: SiteInfo, mask: int) -> frozenset[str]:
    """PROCS(types) of section 4.3 at a site: the method each class runs (virtual call),
    the functions that fit the call (indirect call, `ProgramFacts.fits`), the named callee
    (direct call)."""
    c = site.call.callee
    if isinstance(c, Direct):
        return frozenset((c.name,))
    out = set()
    for t in g.u.members(mask):
        if isinstance(c, Virtual):
            if t.startswith("&"):
                continue
            fn = g.u.h.implementation(t, c.method) if t in g.u.h else None
            if fn is not None and fn != classes.PURE_VIRTUAL:
                out.add(fn)
        elif isinstance(c, Indirect) and t.startswith("&") and g.facts.fits(t[1:], site.call):
            out.add(t[1:])
    return frozenset(out)


class _Procs:
    """PROCS memoised per (site, types)."""

    def __init__(self, g: PSG) -> None:
        self.g = g
        self.memo: dict[tuple[int, int], frozenset[str]] = {}

    def __call__(self, s: int, mask: int) -> frozenset[str]:
        k = (s, mask)
        got = self.memo.get(k)
        if got is None:
            got = self.memo[k] = procs(self.g, self.g.sites[s], mask)
        return got


def solve_types(g: PSG, nodes: Iterable[int], known: dict[int, int],
                pr: _Procs | None = None) -> tuple[dict[int, int], int]:
    """Figure 4's least solution on `nodes` (closed under pred and THIS nodes; `known`
    gives final types of nodes outside or inside it). Returns the types and how many
    node evaluations it took."""
    pr = pr or _Procs(g)
    todo = list(nodes)
    types: dict[int, int] = {}
    for v in todo:
        types[v] = known[v] if v in known else g.fixed.get(v, 0)
    succs: dict[int, list[int]] = {}
    for v in todo:
        if v in known or v in g.fixed:
            continue
        for p in g.preds[v]:
            succs.setdefault(p, []).append(v)
        if g.kind[v] is Kind.ENTRY:
            for s in g.cond.get(v, ()):
                t = g.sites[s].this if isinstance(s, int) and s >= 0 else None
                if t is not None:
                    succs.setdefault(t, []).append(v)
        elif g.kind[v] is Kind.RETURN:
            t = g.this_node(v)
            if t is not None:
                succs.setdefault(t, []).append(v)
    work = [v for v in todo if v not in known and v not in g.fixed]
    queued = set(work)
    evals = 0
    kind, preds, cone, cond, sites = g.kind, g.preds, g.cone, g.cond, g.sites
    while work:
        v = work.pop()
        queued.discard(v)
        evals += 1
        acc = 0
        k = kind[v]
        if k is Kind.ENTRY:
            me = g.proc[v]
            for p, s in zip(preds[v], cond.get(v, ()), strict=True):
                assert isinstance(s, int)
                this = sites[s].this if s >= 0 else None
                if this is None or me in pr(s, types[this]):
                    acc |= types[p]
        elif k is Kind.RETURN:
            this = g.this_node(v)
            allowed = None if this is None else pr(g.node_site[v], types[this])
            for p, via in zip(preds[v], cond.get(v, ()), strict=True):
                if via is None or allowed is None or via in allowed:
                    acc |= types[p]
        else:
            for p in preds[v]:
                acc |= types[p]
        acc &= cone[v]
        if acc != types[v]:
            types[v] = acc
            for w in succs.get(v, ()):
                if w not in queued:
                    queued.add(w)
                    work.append(w)
    return types, evals


class ReachingTypes:
    """The demand-driven analysis over one program: a lazily built PSG shared by all
    queries and, with `reuse`, the cache of final types (section 4.7)."""

    def __init__(self, program: Program, facts: ProgramFacts | None = None,
                 reuse: bool = True) -> None:
        self.program = program
        self.facts = facts or ProgramFacts(program)
        self.g = PSG(self.facts)
        self.reuse = reuse
        self.final: dict[int, int] = {}
        self._procs = _Procs(self.g)
        self.queries = 0
        self.total_hits = 0

    def influencing(self, v: int, budget: int | None = None
                    ) -> tuple[list[int], int, list[int]]:
        """Figure 3 from node v: S in the order found, how many cached nodes it met, and
        the frontier: nodes of S left unexpanded because `budget` nodes were expanded
        (empty when the walk completed)."""
        g = self.g
        marked = {v}
        order = [v]
        work = [v]
        hits = 0
        expanded = 0
        while work:
            if budget is not None and expanded >= budget:
                return order, hits, [u for u in work if u not in self.final]
            u = work.pop()
            if u in self.final:
                hits += 1
                continue
            expanded += 1
            g.complete_node(u)
            extra: list[int] = []
            k = g.kind[u]
            if k is Kind.RETURN:
                t = g.this_node(u)
                if t is not None:
                    extra.append(t)
            elif k is Kind.ENTRY:
                for s in g.cond.get(u, ()):
                    if isinstance(s, int) and s >= 0 and g.sites[s].this is not None:
                        extra.append(g.sites[s].this)  # type: ignore[arg-type]
            for w in (*g.preds[u], *extra):
                if w not in marked:
                    marked.add(w)
                    order.append(w)
                    work.append(w)
        return order, hits, []

    def site_id(self, caller: str, node: int) -> int:
        """The PSG site index of the call at `node` of `caller` (KeyError if none)."""
        fn = self.program.functions.get(caller)
        if fn is None or node >= len(fn.nodes):
            raise KeyError(f"no call site n{node} in {caller}")
        s = self.g.site(caller, node)
        if s is None:
            raise KeyError(f"no call site n{node} in {caller}")
        return s

    def types_of(self, v: int, budget: int | None = None) -> tuple[int, QueryStats, bool]:
        """TYPES(v) on demand: S from v, the equation on S, the cache updated. With a
        `budget` (nodes Figure 3 may expand), a walk that runs out solves the equation on
        what it found with every unexpanded node at its CHA cone: a sound superset of the
        0-CFA types, not cached. The flag says whether the walk completed."""
        start = time.perf_counter()
        procs_before = len(self.g.procset)
        if v in self.final:
            st = QueryStats(nodes=1, cache_hits=1, seconds=time.perf_counter() - start)
            return self.final[v], st, True
        order, hits, frontier = self.influencing(v, budget)
        known = self.final
        if frontier:
            g = self.g
            known = {**self.final, **{u: g.fixed.get(u, g.cone[u]) for u in frontier}}
        types, evals = solve_types(self.g, order, known, self._procs)
        if self.reuse and not frontier:
            self.final.update(types)
        n, e = self.g.size()
        self.queries += 1
        self.total_hits += hits
        st = QueryStats(len(order), hits, len(self.g.procset) - procs_before, n, e, evals,
                        time.perf_counter() - start, len(frontier))
        return types[v], st, not frontier

    def resolve(self, caller: str, node: int, keep_s: bool = False,
                budget: int | None = None) -> SiteResult:
        """The targets of the call at `node` of `caller`; status `budget` when the walk ran
        out of `budget` expanded nodes (the targets are then a sound superset: between the
        0-CFA answer and CHA's)."""
        start = time.perf_counter()
        s = self.site_id(caller, node)
        site = self.g.sites[s]
        c = site.call.callee
        if isinstance(c, Direct) or site.this is None:
            return SiteResult(caller, node, self.facts.targets(site.call), "static")
        if isinstance(c, Virtual) and not self.facts.cha.resolve(site.call):
            return SiteResult(caller, node, (), "unresolved")
        mask, st, done = self.types_of(site.this, budget)
        st.seconds = time.perf_counter() - start
        targets = tuple(sorted(self._procs(s, mask)))
        s_nodes: tuple[int, ...] = ()
        if keep_s:
            s_nodes = tuple(self.influencing_nodes(site.this))
        return SiteResult(caller, node, targets, "complete" if done else "budget", st, s_nodes)

    def influencing_nodes(self, v: int) -> list[int]:
        """S of node v ignoring the cache (for --explain)."""
        saved, self.final = self.final, {}
        try:
            return self.influencing(v)[0]
        finally:
            self.final = saved
