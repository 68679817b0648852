"""The alias analysis's settings, and the name the configuration they lead to is kept under.

Apart from the analysis (`ddpa.analyses.alias.analysis`), so that a question which reads
every fact it needs back from the facts store names them without loading the analysis: the
data-flow oracle (`ddpa.analyses.alias.cfl_oracle`) sets the analysis up only when a
question first asks for an alias fact.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import field

from ddpa.analyses.alias.steps import StepCount
from ddpa.graphs.peg_config import PEGConfig
from ddpa.ir.immutable import immutable


@immutable
class DDAConfig:
    """Budget N (worklist steps, None for unlimited) and the section 4.5 enhancements;
    `count` says what a step is (`StepCount`: every processed item, as the paper counts,
    or the cheaper count that lets inert items through free)."""

    budget: int | None = 2000
    two_worklists: bool = True
    gradual: bool = True
    cache: bool = False
    count: StepCount = StepCount.ITEMS


@immutable
class AliasOptions:
    """Graph construction, DDA settings, and the field-path limit of DDPT/EXH objects."""

    peg: PEGConfig = field(default_factory=PEGConfig)
    dda: DDAConfig = field(default_factory=DDAConfig)
    k_limit: int = 4
    # resolve indirect calls with Andersen's analysis (iterated to a fixed point) before
    # building the graph; off: bind every address-taken function of fitting arity
    andersen_call_graph: bool = True
    # make each call of a detected allocation wrapper (section 7.1) an allocation site of
    # its own; the names found join those already in `peg.wrappers`
    detect_wrappers: bool = True


def graph_config_kind(options: AliasOptions) -> str:
    """The name the graph configuration `options` lead to is kept under (`Program.facts`)."""
    c = options.peg
    given = {**config_doc(c), "fields": c.field_sensitive, "fold": c.fold_temps,
             "world": c.world.value if c.world is not None else None, "k": options.k_limit,
             "calls": options.andersen_call_graph, "detect": options.detect_wrappers}
    return "alias-graph-config/" + json.dumps(given, sort_keys=True, separators=(",", ":"))


def config_doc(c: PEGConfig) -> dict[str, object]:
    """What `_solved_graph` found, as JSON; the indirect-call targets as a JSON text of their
    own, read when a graph is built (`_StoredTargets`), not by a question that reads the
    graph back."""
    doc: dict[str, object] = {
        "policy": c.indirect_calls.value,
        "targets": json.dumps(_targets_doc(c.indirect_targets), separators=(",", ":")),
        "fallback": _sites_doc(c.indirect_fallback),
        "wrappers": sorted(c.wrappers), "collapsed": sorted(c.collapsed)}
    if c.bind_batches:  # (the order building binds the targets in: `PEGConfig`)
        doc["batches"] = json.dumps(
            [[_targets_doc(batch), _sites_doc(fallback)] for batch, fallback in c.bind_batches],
            separators=(",", ":"))
    return doc


def _targets_doc(targets: Mapping[tuple[str, int], frozenset[str]]) -> list[list[object]]:
    """Indirect-call targets as `[function, node, [callees]]` rows, in order."""
    return [[f, n, sorted(t)] for (f, n), t in sorted(targets.items())]


def _sites_doc(sites: frozenset[tuple[str, int]]) -> list[list[object]]:
    """Call sites as `[function, node]` rows, in order."""
    return sorted([f, n] for f, n in sites)
