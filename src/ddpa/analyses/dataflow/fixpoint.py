"""A generic memoising fixed-point solver over a dependency graph of keys (Figure 3(ii)).

Side-effect variables depend on the side-effect variables of called procedures; with
recursion the dependencies are cyclic. The solver discovers the keys a request needs,
orders their strongly connected components callees-first (Tarjan) and iterates each
component from its initial value until nothing changes: the least fixed point the paper
asks for (section 4.1, "based on the initial values P = false and D = empty").
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def solve(root: K, known: Callable[[K], bool], deps: Callable[[K], Iterable[K]],
          evaluate: Callable[[K, Callable[[K], V]], V], initial: V,
          store: Callable[[K, V], None], lookup: Callable[[K], V]) -> int:
    """Compute `root` and every unknown key it depends on; returns evaluations done.

    `known(k)` says a key is already stored; `evaluate(k, get)` computes a key's value with
    `get` giving the (current) values of its dependencies; `store` keeps final values.
    """
    first = [d for d in deps(root) if not known(d)]
    if not first:  # the common case: everything below is solved, no recursion
        store(root, evaluate(root, lookup))
        return 1
    evals = 0
    for comp in _components(root, known, deps):
        cur: dict[K, V] = dict.fromkeys(comp, initial)

        def get(k: K, cur: dict[K, V] = cur) -> V:
            return cur[k] if k in cur else lookup(k)

        changed = True
        while changed:
            changed = False
            for k in comp:
                val = evaluate(k, get)
                evals += 1
                if val != cur[k]:
                    cur[k] = val
                    changed = len(comp) > 1 or _self_dep(k, deps)
        for k in comp:
            store(k, cur[k])
    return evals


def _self_dep(k: K, deps: Callable[[K], Iterable[K]]) -> bool:
    return any(d == k for d in deps(k))


def _components(root: K, known: Callable[[K], bool],
                deps: Callable[[K], Iterable[K]]) -> list[list[K]]:
    """Tarjan's algorithm without recursion over the unknown keys reachable from root."""
    index: dict[K, int] = {root: 0}
    low: dict[K, int] = {root: 0}
    stack: list[K] = [root]
    on_stack: set[K] = {root}
    out: list[list[K]] = []
    work = [(root, iter([d for d in deps(root) if not known(d)]))]
    while work:
        v, it = work[-1]
        pushed = False
        for w in it:
            if w not in index:
                index[w] = low[w] = len(index)
                stack.append(w)
                on_stack.add(w)
                work.append((w, iter([d for d in deps(w) if not known(d)])))
                pushed = True
                break
            if w in on_stack:
                low[v] = min(low[v], index[w])
        if pushed:
            continue
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
