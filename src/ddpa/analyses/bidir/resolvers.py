"""The bidirectional analysis's methods (Id, Cd, Ex, Jd) as call-site resolvers of the
`ddpa.analyses.callgraph.resolvers` kind, for `ddpa resolve --analysis id|cd|ex|jd` and
`ddpa callgraph --resolve`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict

from ddpa.analyses.bidir.client import Status, resolve_calls
from ddpa.analyses.callgraph.resolvers import SiteAnswer, SiteResolver, call_at
from ddpa.ir.program import Program

#: The methods of section 7 by the names `--analysis` takes.
METHODS = ("id", "cd", "ex", "jd")


def bidir_resolver(method: str, abstraction: str = "type") -> SiteResolver:
    """A resolver answering every site with one run of `method` under `abstraction`
    (`type`: tba, `site`: asb) whose origin set is the sites asked about (section 3.2).
    A site the round limit cut short gets CHA's answer, with status `budget_exceeded`."""

    def resolve(program: Program, sites: Sequence[tuple[str, int]]) -> list[SiteAnswer]:
        for caller, node in sites:
            call_at(program, caller, node)  # KeyError for a node that is not a call
        nodes = [program.functions[c].nodes[n] for c, n in sites]
        res = resolve_calls(program, nodes, method, abstraction)
        stats = {k: round(v, 6) if isinstance(v, float) else v
                 for k, v in asdict(res.stats).items()}
        out = []
        for (caller, node), n in zip(sites, nodes, strict=True):
            a = res.sites[n]
            status = "static" if a.kind == "direct" else \
                "complete" if a.status is Status.COMPLETE else "budget_exceeded"
            out.append(SiteAnswer(caller, node, a.targets, status,
                                  {**stats, "abstraction": abstraction,
                                   "classes": list(a.classes)}))
        return out

    return resolve


def bidir_resolvers(abstraction: str = "type") -> dict[str, SiteResolver]:
    return {m: bidir_resolver(m, abstraction) for m in METHODS}
