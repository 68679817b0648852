"""Which call edges are integrated: the program P of one integration step (section 3).

During unit testing no call edge is integrated: calls of procedures with bodies are
assumed to define every global-like variable (no def-clear path through them) and a
procedure's entry is not connected to its callers. Integrating the edge (p, q) connects
every call site of q in p. The whole program integrates every edge.
"""

from __future__ import annotations

from collections.abc import Callable

from ddpa.analyses.dataflow.model import CallSite, Model


class _Every:
    """The edge set of the whole program: every call edge is integrated."""

    def __contains__(self, key: object) -> bool:
        return True


class Integration:
    """The integrated call edges (caller index, callee index) of a model.

    The whole program (`full`) integrates every edge without listing them: its call sites
    are those of the model, found when a walk asks (a lazy model makes them then)."""

    def __init__(self, model: Model, full: bool = True) -> None:
        self.model = model
        self.full = full
        self._nf = len(model.funcs)
        self.edges: set[int] | _Every = _Every() if full else set()
        self._sites: list[list[tuple[CallSite, int]]] = [[] for _ in model.funcs]
        self._callees: list[set[int]] = [set() for _ in model.funcs]
        self._callers: list[set[int]] = [set() for _ in model.funcs]

    def on(self, caller: int, callee: int) -> bool:
        """Whether calls from `caller` to `callee` are integrated."""
        return caller * self._nf + callee in self.edges

    def sites(self, callee: int) -> list[tuple[CallSite, int]]:
        """The integrated call sites of `callee` with the target's position in each."""
        if self.full:
            return self.model.callers_of(callee)
        return self._sites[callee]

    def add(self, caller: int, callee: int) -> bool:
        """Integrate every call site of `callee` in `caller`; False if already integrated."""
        if self.on(caller, callee):
            return False
        self._connect(caller, callee)
        return True

    def _connect(self, caller: int, callee: int) -> None:
        key = caller * self._nf + callee
        assert isinstance(self.edges, set)
        if key in self.edges:
            return
        self.edges.add(key)
        self._callees[caller].add(callee)
        self._callers[callee].add(caller)
        for site, k in self.model.callers_of(callee):
            if site.caller == caller:
                self._sites[callee].append((site, k))
        self._sites[callee].sort(key=lambda sk: sk[0].gid)

    def integrated_callees(self, fi: int) -> set[int]:
        if self.full:
            return set(self.model.callees(fi))
        return self._callees[fi]

    def _callers_of(self, fi: int) -> set[int]:
        if self.full:
            return {site.caller for site, _ in self.model.callers_of(fi)}
        return self._callers[fi]

    def ancestors(self, fi: int) -> set[int]:
        """`fi` and every function that reaches it over integrated edges (its summaries
        depend on `fi`'s)."""
        return _closure(fi, self._callers_of)

    def component(self, fi: int) -> set[int]:
        """Functions connected to `fi` by integrated edges in either direction: the
        procedures an integration step at `fi` affects (section 5)."""
        seen = {fi}
        todo = [fi]
        while todo:
            f = todo.pop()
            for g in self._callers_of(f) | self.integrated_callees(f):
                if g not in seen:
                    seen.add(g)
                    todo.append(g)
        return seen


def _closure(start: int, edges: Callable[[int], set[int]]) -> set[int]:
    seen = {start}
    todo = [start]
    while todo:
        for g in edges(todo.pop()):
            if g not in seen:
                seen.add(g)
                todo.append(g)
    return seen
