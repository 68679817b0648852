"""Demand-driven alias analysis (DDA): MAYALIAS of Figures 4 and 7 with section 4.5's extras.

Zheng and Rugina (POPL 2008): mayAlias(e1, e2) holds for lvalues iff their addresses are
value aliases, M ::= Dbar V D, found by the CFL-reachability engine without building
points-to sets. A query that exceeds its budget answers "may alias", marked as such.
"""

from __future__ import annotations

from ddpa.analyses.alias.cfl import CFLEngine, Limits, Outcome, SearchResult
from ddpa.analyses.alias.grammar import ALIAS_GRAMMAR
from ddpa.analyses.alias.options import DDAConfig
from ddpa.analyses.alias.results import AliasResult, QueryStats, Status
from ddpa.graphs.peg import PEG

_UNSET = -1


class DemandAlias:
    """Answers mayAlias queries on demand over one PEG."""

    name = "DDA"

    def __init__(self, peg: PEG, config: DDAConfig | None = None) -> None:
        self.peg = peg
        self.config = config or DDAConfig()
        self.engine = CFLEngine(peg, ALIAS_GRAMMAR, cache=self.config.cache)
        self._limits = Limits(self.config.budget, self.config.two_worklists,
                              self.config.gradual, self.config.count)

    def limits(self, budget: int | None = _UNSET) -> Limits:
        if budget == _UNSET:
            return self._limits  # made once: queries are short, and this is per query
        return Limits(budget, self.config.two_worklists, self.config.gradual, self.config.count)

    def may_alias(self, e1: int, e2: int, budget: int | None = _UNSET) -> AliasResult:
        """May the lvalues e1 and e2 denote the same memory (M(e1, e2))?

        (`_addresses`, `value_alias_search` and `_answer` in one: most queries take a few
        steps, and DDPT's `may_alias` is as flat.)"""
        g = self.peg
        if not (g.is_lvalue(e1) and g.is_lvalue(e2)):
            raise ValueError("mayAlias compares memory locations: both nodes must be lvalues")
        lim = self._limits if budget == _UNSET else self.limits(budget)
        res = SearchResult(Outcome.EXHAUSTED, 0, 0, 0, 0, 0.0)
        for a1, a2 in g.comparable_pairs(e1, e2):
            if a1 == a2:
                res = SearchResult(Outcome.FOUND, res.steps, 0, 0, 0, 0.0)
            else:
                res = _add(res, self.engine.alias(a1, a2, lim))
            if res.outcome is not Outcome.EXHAUSTED:
                break
        return AliasResult(res.outcome is not Outcome.EXHAUSTED, _status(res), stats_of(res),
                           self.name, e1, e2)

    def value_alias(self, a1: int, a2: int, budget: int | None = _UNSET) -> AliasResult:
        """May two values be equal pointers (V(a1, a2)), i.e. `*a1` and `*a2` alias?"""
        res = self.value_alias_search(a1, a2, budget)
        return self._answer(res, self.peg.deref(a1), self.peg.deref(a2))

    def value_alias_search(self, a1: int, a2: int, budget: int | None = _UNSET,
                           record: bool = False, limits: Limits | None = None
                           ) -> SearchResult:
        if a1 == a2:
            return SearchResult(Outcome.FOUND, 0, 0, 0, 0, 0.0)
        return self.engine.alias(a1, a2, limits or self.limits(budget), record)

    def _addresses(self, e1: int, e2: int) -> tuple[int, int]:
        g = self.peg
        if not (g.is_lvalue(e1) and g.is_lvalue(e2)):
            raise ValueError("mayAlias compares memory locations: both nodes must be lvalues")
        return g.comparable_addresses(e1, e2)

    def _answer(self, res: SearchResult, e1: int, e2: int) -> AliasResult:
        return AliasResult(res.outcome is not Outcome.EXHAUSTED, _status(res), stats_of(res),
                           self.name, e1, e2)


def _add(before: SearchResult, res: SearchResult) -> SearchResult:
    """A search after an exhausted one: its outcome, the two searches' counts summed."""
    return SearchResult(res.outcome, before.steps + res.steps, before.items + res.items,
                        before.nodes + res.nodes, before.cache_hits + res.cache_hits,
                        before.seconds + res.seconds)


def _status(res: SearchResult) -> Status:
    return Status.BUDGET_EXCEEDED if res.outcome is Outcome.BUDGET else Status.COMPLETE


def stats_of(res: SearchResult) -> QueryStats:
    return QueryStats(res.steps, res.nodes, res.items, res.seconds, res.cache_hits)
