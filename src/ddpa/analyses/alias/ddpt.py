"""Demand-driven points-to analysis (DDPT), the comparison point of section 4.6 and 7.5.

Zheng and Rugina (POPL 2008), section 4.6 and equation (3), P = (M? Abar)* R. Two engines:
by default (`memo`) the sets are solved on demand as Andersen's constraints and kept across
queries (`ddpa.analyses.alias.demand_pts`); with `memo=False`, the paper's search: the alias
algorithm with the query source marked START, which follows only backward flows and collects
the addresses it reaches (essentially Heintze and Tardieu's analysis), from scratch per
query. An alias query builds both points-to sets in full under one budget and intersects
them; it cannot stop early.
"""

from __future__ import annotations

import time

from ddpa.analyses.alias.cfl import CFLEngine, Outcome, SearchResult
from ddpa.analyses.alias.dda import stats_of
from ddpa.analyses.alias.demand_pts import DemandInclusion
from ddpa.analyses.alias.grammar import ALIAS_GRAMMAR
from ddpa.analyses.alias.results import AliasResult, ObjRef, PointsToResult, QueryStats, Status
from ddpa.analyses.alias.steps import StepCount
from ddpa.graphs.peg import PEG

_UNSET = -1


class DemandPointsTo:
    """Points-to sets on demand; alias queries by intersecting two of them."""

    name = "DDPT"

    def __init__(self, peg: PEG, budget: int | None = 2000, gradual: bool = True,
                 cache: bool = False, k_limit: int = 4,
                 count: StepCount = StepCount.ITEMS, memo: bool = True,
                 defined_only: bool = False) -> None:
        self.peg = peg
        self.budget = budget
        self.count = count
        self.gradual = gradual
        self.k_limit = k_limit
        self.engine = CFLEngine(peg, ALIAS_GRAMMAR, cache=cache)
        # (`defined_only`: the graph's undefined values left out, `DemandInclusion`)
        self.solver = DemandInclusion(peg, k_limit, defined_only) if memo else None

    def _budget(self, budget: int | None) -> int | None:
        return self.budget if budget == _UNSET else budget

    def points_to(self, node: int, budget: int | None = _UNSET) -> PointsToResult:
        if self.solver is not None:
            ok, stats = self._solve((node,), self._budget(budget))
            return PointsToResult(self.solver.points_to(node), _done(ok), stats, self.name,
                                  node)
        res = self.engine.points_to([node], self._budget(budget), self.gradual, self.count)
        objs = self._objects(res).get(node, frozenset())
        return PointsToResult(objs, _status(res), stats_of(res), self.name, node)

    def may_alias(self, e1: int, e2: int, budget: int | None = _UNSET) -> AliasResult:
        g = self.peg
        if not (g.is_lvalue(e1) and g.is_lvalue(e2)):
            raise ValueError("mayAlias compares memory locations: both nodes must be lvalues")
        res = None
        for a1, a2 in g.comparable_pairs(e1, e2):
            res = self.value_alias(a1, a2, budget, e1, e2)
            if res.may_alias:
                break
        assert res is not None
        return res

    def value_alias(self, a1: int, a2: int, budget: int | None = _UNSET, e1: int = -1,
                    e2: int = -1) -> AliasResult:
        """Do the points-to sets of two values intersect (or does the budget run out)?"""
        e1 = e1 if e1 >= 0 else self.peg.deref(a1)
        e2 = e2 if e2 >= 0 else self.peg.deref(a2)
        if self.solver is not None:
            ok, stats = self._solve((a1, a2), self._budget(budget))
            hit = not ok or bool(self.solver.pts_bits(a1) & self.solver.pts_bits(a2))
            return AliasResult(hit, _done(ok), stats, self.name, e1, e2)
        res = self.engine.points_to([a1, a2], self._budget(budget), self.gradual,
                                     self.count)
        if res.outcome is Outcome.BUDGET:
            return AliasResult(True, Status.BUDGET_EXCEEDED, stats_of(res), self.name, e1, e2)
        objs = self._objects(res)
        hit = bool(objs.get(a1, frozenset()) & objs.get(a2, frozenset()))
        return AliasResult(hit, Status.COMPLETE, stats_of(res), self.name, e1, e2)

    def _objects(self, res: SearchResult) -> dict[int, frozenset[ObjRef]]:
        """Objects of every START source: its addresses, plus its field bases' objects
        extended by the field (a fixed point: field-address cycles are path-limited)."""
        sources = set(res.reached) | set(res.field_deps)
        for deps in res.field_deps.values():
            sources.update(b for b, _ in deps)
        objs: dict[int, set[ObjRef]] = {
            s: {(a, ()) for a in res.reached.get(s, ())} for s in sources}
        changed = bool(res.field_deps)
        while changed:
            changed = False
            for s, deps in res.field_deps.items():
                cur = objs[s]
                for b, lab in deps:
                    for a, path in list(objs[b]):
                        ref = (a, path if len(path) >= self.k_limit else (*path, lab))
                        if ref not in cur:
                            cur.add(ref)
                            changed = True
        return {s: frozenset(v) for s, v in objs.items()}


    def _solve(self, nodes: tuple[int, ...], budget: int | None) -> tuple[bool, QueryStats]:
        assert self.solver is not None
        t0 = time.perf_counter()
        ok, steps = self.solver.solve(nodes, budget)
        return ok, QueryStats(steps, len(nodes), steps, time.perf_counter() - t0)


def _done(ok: bool) -> Status:
    return Status.COMPLETE if ok else Status.BUDGET_EXCEEDED


def _status(res: SearchResult) -> Status:
    return Status.BUDGET_EXCEEDED if res.outcome is Outcome.BUDGET else Status.COMPLETE
