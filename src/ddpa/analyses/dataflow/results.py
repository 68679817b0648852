"""Query results shared by the demand-driven and exhaustive analyzers (one signature)."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Protocol

from ddpa.analyses.dataflow.model import Bind, Model
from ddpa.analyses.dataflow.state import Integration
from ddpa.ir.immutable import immutable


class Status(enum.Enum):
    COMPLETE = "complete"
    BUDGET_EXCEEDED = "budget-exceeded"  # the answer is a sound over-approximation


@immutable
class QueryStats:
    """What answering one query cost."""

    items: int = 0  # (variable, block) queries processed
    nodes: int = 0  # CFG nodes inspected
    cache_hits: int = 0
    summaries: int = 0  # side-effect equations evaluated for this query
    seconds: float = 0.0


@immutable
class QueryResult:
    """An answer: definition codes (RD) or use codes (RU), see `facts`."""

    codes: frozenset[int]
    status: Status = Status.COMPLETE
    stats: QueryStats = QueryStats()

    @property
    def complete(self) -> bool:
        return self.status is Status.COMPLETE


class Analyzer(Protocol):
    """What every analyzer offers, demand-driven or exhaustive.

    `rd(v, n)`: definitions reaching the point before node n (`gid`), variable `v` (vid);
    `ru(v, n)`: uses reachable from the point after node n; `reaching` and `reachable`
    give the same answers' codes without statistics, `reaching_many` and `reachable_many`
    those of several variables at one node; `pres`, `sdefs`, `suses`:
    a procedure's side effects P_q^v, D_q^v and U_q^w at its entry (Figure 3(ii));
    `binds_initial(call, b)`: whether the call may pass a global's initial value to the
    formal of binding b (each analyzer computes it its own way, so that cross-checks compare
    independent answers); `integrate(p, q)` connects the call sites of q in p (section 3).
    """

    name: str
    model: Model
    state: Integration

    def rd(self, v: int, gid: int) -> QueryResult: ...

    def ru(self, v: int, gid: int) -> QueryResult: ...

    def reaching(self, v: int, gid: int) -> frozenset[int]: ...

    def reachable(self, v: int, gid: int) -> frozenset[int]: ...

    def reaching_many(self, vs: Iterable[int], gid: int) -> dict[int, frozenset[int]]: ...

    def reachable_many(self, vs: Iterable[int], gid: int) -> dict[int, frozenset[int]]: ...

    def pres(self, fi: int, v: int) -> bool: ...

    def sdefs(self, fi: int, v: int) -> frozenset[int]: ...

    def suses(self, fi: int, w: int) -> frozenset[int]: ...

    def binds_initial(self, call: int, b: Bind) -> bool: ...

    def integrate(self, caller: int, callee: int) -> None: ...
