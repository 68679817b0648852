"""CFL-reachability alias analysis of Zheng and Rugina (POPL 2008): DDA, DDPT and EXH.

Modules, from the grammar up:

* `grammar`   Figure 2's productions and the value-alias machine V (Figures 3, 6) as text;
* `cfl`       the generic demand engine (Figures 4, 7, sections 4.5 and 4.6) over any graph
              with integer nodes, driven by the machine table;
* `dda`       mayAlias queries (DDA); `ddpt` demand points-to (DDPT); `andersen` the
              exhaustive baseline (EXH, difference propagation and cycle collapsing);
* `expr`      query expressions in source terms (`*p`, `p->f`, `a[i]`) on the PEG
              (`ddpa.graphs.peg`, section 3);
* `explain`   witness paths and the section 4.4 derivation table;
* `client`    the section 7.2 query set; `markers` MAYALIAS/NOALIAS oracle calls;
* `analysis`  one facade over all of it; `oracle` the `AliasOracle` adapter for the data-flow
              analyses.

Decisions beyond the paper's text (each documented where it lives): the two searches of
section 4.5 follow only the backward stage of V from their ends and meet at the path's peak
(the grammar's `meet` table, checked against the productions by tests); DDA, DDPT and EXH
run on one PEG, whose construction (`ddpa.graphs.peg`) folds front-end temporaries into
canonical expressions; in the field-sensitive mode a record and a field inside it overlap.
"""

from __future__ import annotations

from ddpa.analyses.alias.analysis import AliasAnalysis, AliasOptions, Engine
from ddpa.analyses.alias.dda import DDAConfig, DemandAlias
from ddpa.analyses.alias.expr import QueryError
from ddpa.analyses.alias.results import AliasResult, PointsToResult, QueryStats, Status, Witness

__all__ = [
    "AliasAnalysis",
    "AliasOptions",
    "AliasResult",
    "DDAConfig",
    "DemandAlias",
    "Engine",
    "PointsToResult",
    "QueryError",
    "QueryStats",
    "Status",
    "Witness",
]
