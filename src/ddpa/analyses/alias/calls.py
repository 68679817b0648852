"""Indirect-call targets from points-to (Andersen's analysis), as a call-graph resolver."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ddpa.analyses.alias.analysis import andersen_call_targets
from ddpa.analyses.alias.wrappers import find_allocation_wrappers
from ddpa.graphs.callgraph import CallGraph, Resolver, build_call_graph
from ddpa.graphs.peg_config import PEGConfig
from ddpa.ir.instr import Call, Indirect
from ddpa.ir.program import Program


@dataclass(frozen=True)
class IndirectTargets:
    """The callees of each indirect call site, `(function, CFG node) -> names`.

    `fallback` are the sites whose function pointer may come from unknown code (external
    functions, program input): they keep every address-taken function of fitting arity."""

    program: Program
    targets: dict[tuple[str, int], frozenset[str]]
    fallback: frozenset[tuple[str, int]]

    def resolver(self, other: Resolver | None = None) -> Resolver:
        """A `build_call_graph` resolver: these targets for indirect calls, `other` (e.g.
        class hierarchy analysis) for the rest."""
        where = {id(call): (fn.name, node.id) for fn in self.program.defined_functions()
                 for node, call in fn.calls()}

        def resolve(call: Call) -> Iterable[str]:
            if isinstance(call.callee, Indirect):
                key = where.get(id(call))
                return sorted(self.targets.get(key, ())) if key is not None else ()
            return other(call) if other is not None else ()

        return resolve


def indirect_targets(program: Program, field_sensitive: bool = False,
                     config: PEGConfig | None = None) -> IndirectTargets:
    """Resolve every indirect call of the program through points-to (the graph the alias
    commands build: allocation wrappers detected, calls bound to a fixed point)."""
    cfg = config or PEGConfig(field_sensitive=field_sensitive)
    cfg = replace(cfg, wrappers=cfg.wrappers | find_allocation_wrappers(program))
    cfg = andersen_call_targets(program, cfg)
    return IndirectTargets(program, dict(cfg.indirect_targets), cfg.indirect_fallback)


def resolved_call_graph(program: Program, other: Resolver | None = None,
                        field_sensitive: bool = False) -> CallGraph:
    """The call graph with indirect calls resolved through points-to (and the rest by
    `other`, e.g. `ClassHierarchyAnalysis(program).resolve` for virtual calls)."""
    return build_call_graph(program, indirect_targets(program, field_sensitive).resolver(other))
