"""Demand-driven and exhaustive interprocedural reaching definitions and def-use pairs (000).

Duesterwald, Gupta and Soffa, "A Demand-Driven Analyzer for Data Flow Testing at the
Integration Level" (ICSE 1996), on the ddpa IR of real C programs:

* the problem: `model` (source variables, node effects from `effects` with an alias
  oracle: `oracle.make_oracle` gives the CFL alias analysis of paper 001 (`cfl`, what the
  CLI uses) or `oracle.AddressTakenOracle` (the model's own default), call sites and
  `bind_s`), `state` (which call edges are integrated) and `facts` (definitions and uses
  in source terms);
* the solvers, one signature (`results.Analyzer`): `demand.DemandAnalyzer` (Figures 3(i)
  and 4, with `sideeffects` for Figure 3(ii) and `recorded` for the section 4.3 cache and
  budgets) and `exhaustive.ExhaustiveAnalyzer` (Sharir-Pnueli on bit vectors, from
  scratch over the affected procedures or incrementally); `classify` splits pairs into
  intra- and interprocedural ones (Definitions 7-9) for both;
* the clients: `query` (RD/RU at FILE:LINE, all def-use pairs) and
  `ddpa.clients.integration` (section 3's integration testing and Figure 2's ComputeCross).
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
