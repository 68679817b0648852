"""Call graphs of C++ programs (paper 003): the class hierarchy and class hierarchy analysis."""

from __future__ import annotations

from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis, SiteRef, cha_targets
from ddpa.analyses.callgraph.hierarchy import ClassHierarchy, MethodEntry

__all__ = ["ClassHierarchy", "ClassHierarchyAnalysis", "MethodEntry", "SiteRef", "cha_targets"]
