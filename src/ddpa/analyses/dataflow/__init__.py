"""Demand-driven and exhaustive interprocedural reaching definitions and def-use pairs (000).

Duesterwald, Gupta and Soffa, "A Demand-Driven Analyzer for Data Flow Testing at the
Integration Level" (ICSE 1996), on the ddpa IR of real C programs. Where the paper is:

* Figure 3(i), the propagation rules (Rule 1 at entries, Rule 2's `Pres`/`Def` at nodes,
  and their mirror for RU): `rules`;
* Figure 4, the worklist loop `Compute_RD`, for every walk in either direction (RD, RU,
  the side-effect equations, classification, the cache's recording): `walk`;
* Figure 3(ii) and section 4.1, the side effects `P_q^v`, `D_q^v` (and `U_q^w`) and a
  call's `Pres_s^v`/`Def_s^v`: `procedure_summaries` (recursion: `fixpoint`);
* section 4.3, the cache (and query budgets): `query_cache`;
* Figure 2, `ComputeCross`, and section 3's integration testing: `ddpa.clients.integration`;
* section 5's exhaustive and incremental baselines (Sharir-Pnueli on bit vectors, one
  solver for both directions, sharing no walk with the demand side): `exhaustive`, with
  the bit numbering of `bitfacts`.

The rest: `demand` (the demand-driven analyzer, `results.Analyzer`'s interface), `model`
(the problem: source variables, blocks, call sites and `bind_s`), `node_effects` (what one
instruction defines, kills and uses, with an alias oracle: `address_taken_aliases.
make_oracle` gives the CFL alias analysis of paper 001 (`cfl`, what the CLI uses) or
`AddressTakenOracle`, the model's own default), `state` (which call edges are integrated),
`facts` (definitions and uses in source terms), `codes` (the bit-packed codes), `sccs`
(strongly connected components), `classify` (intra-/interprocedural pairs, Definitions
7-9, for both analyzers), `query` (RD/RU at FILE:LINE, all def-use pairs) and
`plain_locals` (a question about locals and formals whose address is never taken,
answered without alias facts).
"""

from ddpa.analyses.dataflow.address_taken_aliases import ORACLES, AddressTakenOracle, make_oracle
from ddpa.analyses.dataflow.demand import DemandAnalyzer, DemandConfig
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import DefKind, DefSite, DefUsePair, UseSite
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import (
    ClassifiedPair,
    DataflowError,
    SourceAnswer,
    ask,
    def_use_pairs,
)
from ddpa.analyses.dataflow.results import Analyzer, QueryResult, QueryStats, Status
from ddpa.analyses.dataflow.state import Integration

__all__ = [
    "ORACLES",
    "AddressTakenOracle",
    "Analyzer",
    "ClassifiedPair",
    "DataflowError",
    "DefKind",
    "DefSite",
    "DefUsePair",
    "DemandAnalyzer",
    "DemandConfig",
    "ExhaustiveAnalyzer",
    "Integration",
    "Model",
    "QueryResult",
    "QueryStats",
    "SourceAnswer",
    "Status",
    "UseSite",
    "ask",
    "def_use_pairs",
    "make_oracle",
]
