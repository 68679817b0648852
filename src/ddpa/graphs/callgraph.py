"""The program call graph: direct edges, unresolved indirect/virtual sites, taken addresses."""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, final

from ddpa.graphs.sccs import components
from ddpa.ir.address_flow import init_targets
from ddpa.ir.instr import AddrOf, Call, Copy, Direct, FuncRef, Indirect, Loc, Var
from ddpa.ir.libmodel import model
from ddpa.ir.program import Function, Init, Node, Program


class CallKind(enum.Enum):
    DIRECT = "direct"
    INDIRECT = "indirect"
    VIRTUAL = "virtual"


@final
@dataclass(frozen=True, slots=True)
class CallSite:
    """One call instruction: where it is, what kind it is and the callees known so far.

    `targets` is sorted; it is empty for an indirect or virtual site nothing has resolved yet.
    `instr` is the call itself (for the pointer, receiver and arguments), not compared.
    """

    caller: str
    node: int
    targets: tuple[str, ...]
    kind: CallKind
    loc: Loc
    instr: Call = field(compare=False, repr=False)

    @property
    def resolved(self) -> bool:
        return self.kind is CallKind.DIRECT or bool(self.targets)


def _kind(call: Call) -> CallKind:
    if isinstance(call.callee, Direct):
        return CallKind.DIRECT
    if isinstance(call.callee, Indirect):
        return CallKind.INDIRECT
    return CallKind.VIRTUAL


class CallGraph:
    """Functions and call sites; an edge caller -> callee for every known target of a site.

    `build_call_graph` adds the direct calls. Analyses that resolve indirect or virtual
    sites add their targets with `add_edge`, so a resolved call graph is the same class.
    Every function of the program is a vertex, with or without a body, plus any callee
    name the program does not declare.
    """

    def __init__(self) -> None:
        self._has_body: dict[str, bool] = {}
        self._sites: dict[str, dict[int, CallSite]] = {}
        self._callees: dict[str, set[str]] = {}
        self._callers: dict[str, set[str]] = {}
        self._address_taken: set[str] = set()

    # --- construction -----------------------------------------------------------------

    def add_function(self, name: str, has_body: bool = False) -> None:
        """Add a vertex (idempotent; a body, once recorded, is kept)."""
        if name not in self._has_body:
            self._has_body[name] = has_body
            self._sites[name] = {}
            self._callees[name] = set()
            self._callers[name] = set()
        elif has_body:
            self._has_body[name] = True

    def add_site(self, caller: str, node: int, call: Call) -> CallSite:
        """Record the call at `node` of `caller`; a direct call also gets its edge."""
        self.add_function(caller)
        kind = _kind(call)
        site = CallSite(caller, node, (), kind, call.loc, call)
        self._sites[caller][node] = site
        if isinstance(call.callee, Direct):
            self.add_edge(caller, node, call.callee.name)
        return self._sites[caller][node]

    def add_edge(self, caller: str, call_node: Node | int, callee: str) -> None:
        """Add `callee` as a target of the call site at `call_node` of `caller`.

        Raises KeyError when `caller` has no call site at that node.
        """
        nid = call_node if isinstance(call_node, int) else call_node.id
        site = self._sites.get(caller, {}).get(nid)
        if site is None:
            raise KeyError(f"no call site n{nid} in {caller}")
        self.add_function(callee)
        if callee not in site.targets:
            targets = tuple(sorted((*site.targets, callee)))
            self._sites[caller][nid] = replace(site, targets=targets)
        self._callees[caller].add(callee)
        self._callers[callee].add(caller)

    def add_address_taken(self, name: str) -> None:
        self.add_function(name)
        self._address_taken.add(name)

    # --- queries ------------------------------------------------------------------------

    def _check(self, name: str) -> None:
        if name not in self._has_body:
            raise KeyError(f"unknown function {name}")

    def __contains__(self, name: object) -> bool:
        return name in self._has_body

    def functions(self) -> list[str]:
        """All vertices, sorted."""
        return sorted(self._has_body)

    def has_body(self, name: str) -> bool:
        self._check(name)
        return self._has_body[name]

    def callees(self, fn_name: str) -> set[str]:
        """Known targets of all call sites in `fn_name` (a fresh set)."""
        self._check(fn_name)
        return set(self._callees[fn_name])

    def callers(self, fn_name: str) -> set[str]:
        """Functions with a call site known to target `fn_name` (a fresh set)."""
        self._check(fn_name)
        return set(self._callers[fn_name])

    def sites(self, caller: str) -> list[CallSite]:
        """The call sites in `caller`, by node id."""
        self._check(caller)
        by_node = self._sites[caller]
        return [by_node[k] for k in sorted(by_node)]

    def all_sites(self) -> Iterator[CallSite]:
        """Every call site, by caller name then node id."""
        for caller in self.functions():
            yield from self.sites(caller)

    def unresolved(self) -> list[CallSite]:
        """Indirect and virtual sites with no target yet, by caller name then node id."""
        return [s for s in self.all_sites() if not s.resolved]

    def externals(self) -> set[str]:
        """Callees without a body (library or undefined functions that some site targets)."""
        return {n for n, body in self._has_body.items() if not body and self._callers[n]}

    def address_taken(self) -> set[str]:
        """Functions whose address is taken: the sound candidates for any indirect call."""
        return set(self._address_taken)

    def sccs(self) -> list[list[str]]:
        """Strongly connected components in reverse topological order of the condensation.

        Callees come before their callers: a component appears after every component it
        calls into, so processing the list front to back is a bottom-up traversal (what
        summary-based and bottom-up integration-testing clients need). Names inside a
        component are sorted; the order of unrelated components is deterministic.
        """
        return tarjan_sccs(self.functions(), lambda n: sorted(self._callees[n]))

    def bottom_up_order(self) -> list[str]:
        """All functions, callees before callers (members of a cycle together, sorted)."""
        return [name for scc in self.sccs() for name in scc]

    def roots(self) -> set[str]:
        """Functions with a body that no function outside their own component calls.

        A self-recursive `main` is still a root; so are both halves of an otherwise
        uncalled mutual recursion. Until indirect sites are resolved, functions only
        called through pointers also show up here.
        """
        out: set[str] = set()
        for scc in self.sccs():
            members = set(scc)
            if any(self._callers[n] - members for n in scc):
                continue
            out.update(n for n in scc if self._has_body[n])
        return out

    def reachable_from(self, name: str) -> set[str]:
        """Functions transitively callable from `name` through known edges, `name` included."""
        self._check(name)
        seen = {name}
        stack = [name]
        while stack:
            for c in self._callees[stack.pop()]:
                if c not in seen:
                    seen.add(c)
                    stack.append(c)
        return seen

    def neighbourhood(self, name: str, depth: int) -> set[str]:
        """`name`, its callees up to `depth` call edges down and its callers up to `depth`
        edges up (callers of callees, siblings, are not included)."""
        self._check(name)
        out = {name}
        for step in (self._callees, self._callers):
            seen = frontier = {name}
            for _ in range(depth):
                frontier = {m for n in frontier for m in step[n]} - seen
                seen = seen | frontier
            out |= seen
        return out

    def _function_json(self, name: str) -> dict[str, Any]:
        taken = name in self._address_taken
        return {"name": name, "defined": self._has_body[name], "address_taken": taken}

    def to_json(self, only: Collection[str] | None = None) -> dict[str, Any]:
        """A JSON-ready description, sorted throughout so that equal graphs dump equally
        (with `only`: those functions and their call sites)."""
        keep = set(self.functions()) if only is None else set(only)
        return {
            "functions": [self._function_json(n) for n in self.functions() if n in keep],
            "sites": [_site_json(s) for s in self.all_sites() if s.caller in keep],
            "externals": sorted(self.externals() & keep),
            "address_taken": sorted(self._address_taken & keep),
        }


def _site_json(s: CallSite) -> dict[str, Any]:
    return {
        "caller": s.caller,
        "node": s.node,
        "kind": s.kind.value,
        "targets": list(s.targets),
        "loc": {"file": s.loc.file, "line": s.loc.line, "col": s.loc.col},
    }


def tarjan_sccs(vertices: Iterable[str], succs: Callable[[str], list[str]]) -> list[list[str]]:
    """The strongly connected components (`graphs.sccs.components`), callees first, the
    members of each component sorted."""
    return [sorted(c) for c in components(vertices, succs)]


def _init_funcs(init: Init | None) -> Iterator[str]:
    """Function names whose address appears in a global initialiser."""
    return (t.name for t in init_targets(init) if isinstance(t, FuncRef))


#: Gives the targets an analysis knows for an indirect or virtual call (empty: unresolved).
Resolver = Callable[[Call], Iterable[str]]


def build_call_graph(program: Program, resolve: Resolver | None = None) -> CallGraph:
    """The call graph of `program` over direct calls, with indirect and virtual call sites
    recorded as unresolved and the address-taken functions collected.

    With `resolve`, every indirect and virtual site also gets the targets it returns (e.g.
    class hierarchy analysis for virtual calls, `ddpa.analyses.callgraph`); a site it
    returns nothing for stays unresolved. Allocation instructions (`Alloc`) are not calls.
    Functions referenced only from C++ vtables (`Record.vmethods`) are not counted as
    address-taken: virtual sites are resolved against the class hierarchy instead.
    """
    cg = CallGraph()
    for fn in program.functions.values():
        cg.add_function(fn.name, fn.has_body)
    for fn in program.functions.values():
        for node in fn.nodes:
            instr = node.instr
            if isinstance(instr, Call):
                cg.add_site(fn.name, node.id, instr)
                if resolve is not None and not isinstance(instr.callee, Direct):
                    for target in resolve(instr):
                        cg.add_edge(fn.name, node.id, target)
            elif isinstance(instr, AddrOf) and isinstance(instr.target, FuncRef):
                cg.add_address_taken(instr.target.name)
    for g in program.globals.values():
        for name in _init_funcs(g.init):
            cg.add_address_taken(name)
    _library_callbacks(program, cg)
    return cg


def address_taken_functions(program: Program) -> set[str]:
    """`build_call_graph(program).address_taken()` read from the functions' summaries and
    the globals' initialisers, without building the call graph or reading a body."""
    taken = {name for fn in program.functions.values() if fn.has_body
             for name in fn.summary().taken_funcs}
    for g in program.globals.values():
        taken.update(_init_funcs(g.init))
    return taken


def _library_callbacks(program: Program, cg: CallGraph) -> None:
    """A call of a library function with a callback (`qsort`'s comparator, `signal`'s
    handler, `atexit`'s function) may call that function: an edge from the call site to
    each function the argument may hold (the functions whose address the caller assigns to
    it, else every address-taken function of the callback's arity)."""
    taken = sorted(cg.address_taken())
    for fn in program.defined_functions():
        local: dict[Var, set[str] | None] = {}
        for node, call in fn.calls():
            m = model(call.callee.name) if isinstance(call.callee, Direct) else None
            if m is None or not m.callbacks or _has_body(program, call.callee):
                continue
            if not local:
                local = _function_values(fn)
            for cb in m.callbacks:
                op = call.args[cb.fn] if cb.fn < len(call.args) else None
                names = local.get(op) if isinstance(op, Var) else None
                if names is None:
                    names = {n for n in taken if _arity(program, n, len(cb.args))}
                for name in sorted(names):
                    cg.add_edge(fn.name, node.id, name)


def _has_body(program: Program, callee: object) -> bool:
    f = program.functions.get(callee.name) if isinstance(callee, Direct) else None
    return f is not None and f.has_body


def _function_values(fn: Function) -> dict[Var, set[str] | None]:
    """The functions each temporary of `fn` may hold when every definition of it is
    `&f` or a copy of such a temporary (None: something else may be assigned)."""
    out: dict[Var, set[str] | None] = {}
    defs = [(n.instr.dst, n.instr) for n in fn.nodes
            if isinstance(n.instr, AddrOf | Copy) and n.instr.dst.is_temp]
    other = {d for n in fn.nodes for d in n.instr.defs() if not isinstance(n.instr, AddrOf | Copy)}
    for _ in range(len(defs) + 1):  # copies of copies: a few rounds reach the fixed point
        for dst, i in defs:
            if dst in other:
                out[dst] = None
                continue
            got: set[str] | None
            if isinstance(i, AddrOf):
                got = {i.target.name} if isinstance(i.target, FuncRef) else None
            else:
                got = out.get(i.value) if isinstance(i.value, Var) else None
            prev = out.get(dst, set())
            out[dst] = None if got is None or prev is None else prev | got
    return out


def _arity(program: Program, name: str, n: int) -> bool:
    f = program.functions.get(name)
    if f is None or not f.has_body:
        return False
    k = len(f.type.params)
    return k == n or (f.type.variadic and n >= k)
