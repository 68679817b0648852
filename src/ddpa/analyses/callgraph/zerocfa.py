"""Exhaustive 0-CFA on the whole program summary graph (the comparison point of Agrawal, CC
2000, sections 4.6-4.7): every procedure's portion built, Figure 4's equation solved once
for every node by the same solver the demand analysis uses (`reaching_types.solve_types`)."""

from __future__ import annotations

import time

from ddpa.analyses.callgraph.psg import PSG, ProgramFacts
from ddpa.analyses.callgraph.reaching_types import QueryStats, SiteResult, _Procs, solve_types
from ddpa.ir.instr import Direct, Virtual
from ddpa.ir.program import Program


class ZeroCFA:
    """The whole PSG and the types of all its nodes, computed on construction."""

    def __init__(self, program: Program, facts: ProgramFacts | None = None) -> None:
        start = time.perf_counter()
        self.program = program
        self.facts = facts or ProgramFacts(program)
        self.g = PSG(self.facts)
        self.g.build_all()
        self._procs = _Procs(self.g)
        self.types, self.evaluations = solve_types(self.g, range(len(self.g.keys)), {},
                                                   self._procs)
        self.seconds = time.perf_counter() - start

    def resolve(self, caller: str, node: int) -> SiteResult:
        """The targets of the call at `node` of `caller` (KeyError if none)."""
        s = self.g.site_index.get((caller, node))
        if s is None:
            raise KeyError(f"no call site n{node} in {caller}")
        site = self.g.sites[s]
        c = site.call.callee
        if isinstance(c, Direct) or site.this is None:
            return SiteResult(caller, node, self.facts.targets(site.call), "static")
        if isinstance(c, Virtual) and not self.facts.cha.resolve(site.call):
            return SiteResult(caller, node, (), "unresolved")
        n, e = self.g.size()
        st = QueryStats(nodes=n, procedures=len(self.g.procset), psg_nodes=n, psg_edges=e,
                        evaluations=self.evaluations, seconds=self.seconds)
        return SiteResult(caller, node, tuple(sorted(self._procs(s, self.types[site.this]))),
                          "complete", st)
