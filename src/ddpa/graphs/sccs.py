"""Strongly connected components (Tarjan's algorithm without recursion), successors first.

The one helper for every graph whose components the project needs: the call graph
(`graphs.callgraph`, the data-flow `model`), the keys of a recursive side-effect equation
system (`graphs.fixpoint`), a demand query's graph of generated queries
(`analyses.dataflow.query_cache`) and the import graph the architecture test checks.
(Andersen's solver keeps its own integer-indexed cycle detection inside its hot loop.)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

K = TypeVar("K", bound=Hashable)


def components(roots: Iterable[K], succs: Callable[[K], Iterable[K]]) -> list[list[K]]:
    """The components reachable from `roots`, each emitted after every component it
    reaches (reverse topological order of the condensation: callees first)."""
    index: dict[K, int] = {}
    low: dict[K, int] = {}
    stack: list[K] = []
    on_stack: set[K] = set()
    out: list[list[K]] = []
    for root in roots:
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(succs(root)))]
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(succs(w))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[v])
                if low[v] == index[v]:
                    comp: list[K] = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    out.append(comp)
    return out
