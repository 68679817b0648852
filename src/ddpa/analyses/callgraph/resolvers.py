"""Call-site resolvers by name (`cha`, `demand`, `0cfa`): the registry behind
`ddpa resolve --analysis` and `ddpa callgraph --resolve`.

A resolver is a function `resolver(program, sites) -> list[SiteAnswer]`: `program` a
`Program`, `sites` a sequence of `(caller, node)` naming call instructions; it returns one
`SiteAnswer` per site, in order. Another analysis joins with one entry in `RESOLVERS`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, final

from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis
from ddpa.analyses.callgraph.psg import ProgramFacts
from ddpa.analyses.callgraph.reaching_types import ReachingTypes, SiteResult
from ddpa.analyses.callgraph.zerocfa import ZeroCFA
from ddpa.ir.instr import Call, Direct
from ddpa.ir.program import Program


@final
@dataclass(frozen=True)
class SiteAnswer:
    """The targets (qualified function names) of one call site, the answer's status
    (`complete`, `static` for a call naming its callee, `unresolved` when the analysis
    knows nothing sound to say, `budget` when a query budget ran out and the targets are a
    sound superset) and statistics."""

    caller: str
    node: int
    targets: tuple[str, ...]
    status: str
    stats: Mapping[str, Any] = field(default_factory=dict)


SiteResolver = Callable[[Program, Sequence[tuple[str, int]]], list[SiteAnswer]]


def _answer(r: SiteResult, extra: Mapping[str, Any] | None = None) -> SiteAnswer:
    stats = dict(r.stats.to_json()) if r.status in ("complete", "budget") else {}
    stats.update(extra or {})
    return SiteAnswer(r.caller, r.node, r.targets, r.status, stats)


def call_at(program: Program, caller: str, node: int) -> Call:
    fn = program.functions.get(caller)
    ins = fn.nodes[node].instr if fn is not None and 0 <= node < len(fn.nodes) else None
    if not isinstance(ins, Call):
        raise KeyError(f"no call site n{node} in {caller}")
    return ins


def resolve_cha(program: Program, sites: Sequence[tuple[str, int]]) -> list[SiteAnswer]:
    """Class hierarchy analysis (section 4.2); indirect calls get every address-taken
    function that fits the call (arity, kinds of parameter types; the initial graph of
    the demand analysis)."""
    start = time.perf_counter()
    facts = ProgramFacts(program, ClassHierarchyAnalysis(program))
    out = []
    for caller, node in sites:
        call = call_at(program, caller, node)
        status = "static" if isinstance(call.callee, Direct) else "complete"
        targets = facts.cha_targets(call)
        if not targets and status == "complete":
            status = "unresolved"
        out.append(SiteAnswer(caller, node, targets, status,
                              {"seconds": round(time.perf_counter() - start, 6)}))
    return out


def resolve_demand(program: Program, sites: Sequence[tuple[str, int]],
                   budget: int | None = None) -> list[SiteAnswer]:
    """The demand-driven analysis, reusing final types between the sites (section 4.7).
    With a `budget` (nodes each query's Figure 3 walk may expand) a query that runs out
    answers `budget`: unexpanded nodes taken at their CHA types, a sound superset."""
    rt = ReachingTypes(program)
    return [_answer(rt.resolve(c, n, budget=budget),
                    {"budget": budget} if budget is not None else None) for c, n in sites]


def resolve_0cfa(program: Program, sites: Sequence[tuple[str, int]]) -> list[SiteAnswer]:
    """Exhaustive 0-CFA over the whole PSG, computed once for all the sites."""
    z = ZeroCFA(program)
    return [_answer(z.resolve(c, n)) for c, n in sites]


RESOLVERS: dict[str, SiteResolver] = {
    "cha": resolve_cha,
    "demand": resolve_demand,
    "0cfa": resolve_0cfa,
}
