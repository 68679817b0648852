"""Class hierarchy analysis (Agrawal, CC 2000, Section 4.2): the methods a virtual call site may
invoke, and the call sites that may invoke a method.

For `p->m()` whose receiver has static class C, CHA's targets are the implementations of m
that objects of C or of any subclass of C run: C's own or inherited one and every overrider
in a subclass (over all base paths, so multiple and virtual inheritance count). A pure
virtual implementation (`__cxa_pure_virtual`) is no callable target. This is the paper's
initial sound call graph; the demand-driven analysis of its Section 2 refines it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import final

from ddpa.analyses.callgraph.hierarchy import ClassHierarchy
from ddpa.ir import classes
from ddpa.ir.instr import Call, Direct, Loc, Virtual
from ddpa.ir.program import Program


@final
@dataclass(frozen=True, slots=True)
class SiteRef:
    """A call site: the calling function and the node of the call."""

    caller: str
    node: int
    loc: Loc


def cha_targets(h: ClassHierarchy, static_class: str, key: str) -> tuple[str, ...]:
    """The functions a virtual call of `key` on a receiver of static class `static_class`
    may run, sorted.

    Empty (the site stays unresolved rather than wrongly resolved) when the program does
    not describe the static class, or when some class in its subtree has no implementation
    of `key` (it inherits it from a base the program does not describe): the set would
    miss a function the run may call.
    """
    if not h.known(static_class):
        return ()
    out = set()
    for c in {static_class} | h.descendants(static_class):
        fn = h.implementation(c, key)
        if fn is None:
            return ()
        if fn != classes.PURE_VIRTUAL:
            out.add(fn)
    return tuple(sorted(out))


class ClassHierarchyAnalysis:
    """CHA over one program, both directions; answers are cached per (class, key)."""

    def __init__(self, program: Program, hierarchy: ClassHierarchy | None = None) -> None:
        self.program = program
        self.hierarchy = hierarchy or ClassHierarchy.from_program(program)
        self._cache: dict[tuple[str, str], tuple[str, ...]] = {}
        self._callers: dict[str, list[SiteRef]] | None = None

    def targets_of(self, static_class: str, key: str) -> tuple[str, ...]:
        """`cha_targets` for a static class and method key."""
        k = (static_class, key)
        if k not in self._cache:
            self._cache[k] = cha_targets(self.hierarchy, static_class, key)
        return self._cache[k]

    def resolve(self, call: Call) -> tuple[str, ...]:
        """The CHA targets of a call: its callee for a direct call, the CHA set for a
        virtual one, nothing for an indirect call (CHA knows nothing about pointers).
        Fits `build_call_graph(program, resolve=...)`."""
        c = call.callee
        if isinstance(c, Direct):
            return (c.name,)
        if isinstance(c, Virtual):
            return self.targets_of(c.static_class, c.method)
        return ()

    def sites(self) -> Iterator[tuple[SiteRef, Call]]:
        """Every call in the program, by caller name then node id."""
        for name in sorted(self.program.functions):
            for node in self.program.functions[name].nodes:
                if isinstance(node.instr, Call):
                    yield SiteRef(name, node.id, node.instr.loc), node.instr

    def site_targets(self, caller: str, node: int) -> tuple[str, ...]:
        """The CHA targets of the call at `node` of `caller` (KeyError if no call is there)."""
        fn = self.program.functions.get(caller)
        instr = None if fn is None else next(
            (n.instr for n in fn.nodes if n.id == node), None)
        if not isinstance(instr, Call):
            raise KeyError(f"no call site n{node} in {caller}")
        return self.resolve(instr)

    def callers_of(self, function: str) -> list[SiteRef]:
        """The call sites that may invoke `function`: direct calls of it and virtual calls
        whose CHA targets include it, by caller name then node id."""
        if self._callers is None:
            index: dict[str, list[SiteRef]] = {}
            for ref, call in self.sites():
                for t in self.resolve(call):
                    index.setdefault(t, []).append(ref)
            self._callers = index
        return list(self._callers.get(function, []))
