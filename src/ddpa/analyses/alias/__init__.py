"""CFL-reachability alias analysis of Zheng and Rugina (POPL 2008): DDA, DDPT and EXH.

Modules, from the grammar up:

* `grammar`   Figure 2's productions and the value-alias machine V (Figures 3, 6) as text;
* `cfl`       the generic demand engine (Figures 4, 7, sections 4.5 and 4.6) over any graph
              with integer nodes, driven by the machine table; `worklists` its per-query
              queues and bookkeeping; `codes` the integers both pack items into;
* `dda`       mayAlias queries (DDA); `ddpt` demand points-to (DDPT); `andersen` the
              exhaustive baseline (EXH, difference propagation and cycle collapsing);
* `expr`      query expressions in source terms (`*p`, `p->f`, `a[i]`) on the PEG
              (`ddpa.graphs.peg`, section 3); `wrappers` the allocation wrappers
              (section 7.1) whose calls the PEG makes allocation sites;
* `explain`   witness paths and the section 4.4 derivation table;
* `client`    the section 7.2 query set; `markers` MAYALIAS/NOALIAS oracle calls;
* `analysis`  one facade over all of it; `cfl_oracle` the `AliasOracle` adapter for the
              data-flow analyses.

Decisions beyond the paper's text (each documented where it lives): each of the two
searches of section 4.5 runs the backward stage of V from its end first and its forward
stage behind it; they meet at a path's peak (the grammar's `meet` table, checked against
the productions by tests), and "no alias" follows when both backward stages, or one end's
whole search, have run dry; items that could not be processed within the budget are not
created, and boxes that could only return their own node are not explored. DDA, DDPT and
EXH run on one PEG, whose construction (`ddpa.graphs.peg`) folds front-end temporaries into
canonical expressions; in the field-sensitive mode a record and a field inside it overlap.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
    from ddpa.analyses.alias.dda import DemandAlias
    from ddpa.analyses.alias.expr import QueryError
    from ddpa.analyses.alias.options import AliasOptions, DDAConfig
    from ddpa.analyses.alias.results import (
        AliasResult,
        PointsToResult,
        QueryStats,
        Status,
        Witness,
    )

#: Where each name of `__all__` lives: a module of the package is loaded when one of its
#: names is first read (a question that reads its facts back loads no analysis).
_HOMES = {
    "AliasAnalysis": "analysis", "Engine": "analysis", "AliasOptions": "options",
    "DDAConfig": "options", "DemandAlias": "dda", "QueryError": "expr",
    "AliasResult": "results", "PointsToResult": "results", "QueryStats": "results",
    "Status": "results", "Witness": "results",
}

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


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{home}"), name)
