"""How C constructs map onto the program expression graph (`ddpa.graphs.peg`): its
configuration, apart from the builder, so naming a configuration (the facts kept under it,
`ddpa.analyses.alias.options`) loads no graph code."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import field

from ddpa.graphs.world import World
from ddpa.ir.immutable import immutable


class IndirectPolicy(enum.Enum):
    SIGNATURE = "signature"  # every address-taken function with a fitting arity
    TARGETS = "targets"  # the targets given in PEGConfig.indirect_targets


@immutable
class PEGConfig:
    """How C constructs map onto the graph; the defaults are those of the paper's section 7."""

    field_sensitive: bool = False
    indirect_calls: IndirectPolicy = IndirectPolicy.SIGNATURE
    # (function, CFG node id) -> callee names, used with IndirectPolicy.TARGETS
    indirect_targets: Mapping[tuple[str, int], frozenset[str]] = field(default_factory=dict)
    # the sites among those whose targets are the SIGNATURE set, because the analysis that
    # gave the targets could not bound them (for reports)
    indirect_fallback: frozenset[tuple[str, int]] = frozenset()
    # the batches the indirect calls were bound in, when the rounds that found the targets
    # bound them in more than one (`ddpa.graphs.peg.StagedGraph`): the targets and the
    # fallback sites each batch added, in order. Building binds them so, which gives the
    # graph the rounds built node for node; empty: one batch of every target.
    bind_batches: tuple[tuple[Mapping[tuple[str, int], frozenset[str]],
                              frozenset[tuple[str, int]]], ...] = ()
    # allocation wrappers (section 7.1): each call of one is an allocation site of its own;
    # the alias analysis detects them (`ddpa.analyses.alias.wrappers`)
    wrappers: frozenset[str] = frozenset()
    fold_temps: bool = True
    # field-sensitive mode: records whose fields are not distinguished (like unions),
    # because pointer arithmetic may move the address of one of their fields to another
    # (`ddpa.analyses.alias.analysis.collapse_by_arithmetic` finds them)
    collapsed: frozenset[str] = frozenset()
    # the world outside the program (`ddpa.graphs.world`): None decides by the presence of
    # a `main` with a body
    world: World | None = None
