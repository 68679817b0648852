"""Call graphs of C++ programs (paper 003): the class hierarchy, class hierarchy analysis, and
(in `psg`, `reaching_types`, `zerocfa`, `resolvers`) demand-driven resolution and 0-CFA."""

from __future__ import annotations

from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis, SiteRef, cha_targets
from ddpa.analyses.callgraph.hierarchy import ClassHierarchy, MethodEntry

__all__ = ["ClassHierarchy", "ClassHierarchyAnalysis", "MethodEntry", "SiteRef", "cha_targets"]
