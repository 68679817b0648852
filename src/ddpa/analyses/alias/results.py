"""Query result objects shared by DDA, DDPT and EXH: answer, status, statistics, witness.

Zheng and Rugina (POPL 2008), section 4.5: a query that runs out of its budget N answers
"may alias" conservatively; the result says so through its status instead of raising.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

ObjRef = tuple[int, tuple[int, ...]]  # (address node, field labels)


class Status(enum.Enum):
    COMPLETE = "complete"
    BUDGET_EXCEEDED = "budget exceeded"  # the answer is the sound fallback


@dataclass(frozen=True)
class QueryStats:
    steps: int = 0  # worklist iterations (the unit of the budget N)
    nodes_visited: int = 0
    items: int = 0  # worklist items created
    seconds: float = 0.0
    cache_hits: int = 0  # summaries reused instead of explored again


@dataclass(frozen=True)
class TraceRow:
    """One row of the section 4.4 table: an item, the items it added and how."""

    step: int
    item: tuple[str, str, str]  # (source, node, state)
    added: tuple[tuple[str, str, str], ...]
    kind: str  # flow, down, up, alias, meet, may alias


def item_text(item: tuple[str, str, str]) -> str:
    """An item of the section 4.4 table as it is printed: `(source, node, state)`."""
    return f"({item[0]}, {item[1]}, {item[2]})"


@dataclass(frozen=True)
class Witness:
    """Why two expressions may alias: a PEG path in L(M) and the derivation that found it."""

    nodes: tuple[str, ...]
    labels: tuple[str, ...]  # D, Dbar, A, Abar, f, fbar (field f)
    trace: tuple[TraceRow, ...]

    def path_text(self) -> str:
        parts = [self.nodes[0]]
        for lab, node in zip(self.labels, self.nodes[1:], strict=True):
            parts.append(f"--{lab}-->")
            parts.append(node)
        return " ".join(parts)


@dataclass(frozen=True)
class AliasResult:
    """mayAlias(e1, e2) for two lvalue nodes; `may_alias` is True on a budget fallback."""

    may_alias: bool
    status: Status
    stats: QueryStats
    engine: str
    e1: int
    e2: int
    witness: Witness | None = None

    @property
    def complete(self) -> bool:
        return self.status is Status.COMPLETE


@dataclass(frozen=True)
class PointsToResult:
    """The objects a node's value may point to; partial (unknown) if the budget ran out."""

    objects: frozenset[ObjRef]
    status: Status
    stats: QueryStats
    engine: str
    node: int

    @property
    def complete(self) -> bool:
        return self.status is Status.COMPLETE
