"""`AliasOracle` on top of the CFL alias analysis, for the data-flow analyses of paper 000.

Zheng and Rugina (POPL 2008), section 4.6: the variables `*p` may denote are the variable
addresses in p's points-to set P = (M? Abar)* R, found on demand (DDPT) within a budget; a
query that runs out of it is finished without one (DDPT keeps its work across queries, and
its complete sets are Andersen's, EXH), so every answer is sound. Heap, functions and
external memory are not variables: pointing to them is reported through
`may_denote_unknown`.

The sets leave the graph's undefined values out (`AliasAnalysis.defined_points_to`): what
flows only through the value of a cell no assignment defines, no defined execution does
(dereferencing it is undefined). They are then the last alias round's solution when the
rounds solved the whole graph (Lua 5.4, cmark-gfm: no query solves anything again), else
DDPT's; the same sets either way.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from ddpa.analyses.alias.options import AliasOptions, DDAConfig, graph_config_kind
from ddpa.graphs.peg_config import IndirectPolicy, PEGConfig
from ddpa.graphs.world import World
from ddpa.ir.instr import Call, Direct, Indirect, Var
from ddpa.ir.libmodel import UNSUPPORTED
from ddpa.ir.program import Function, Program
from ddpa.ir.types import pointee

if TYPE_CHECKING:
    from ddpa.analyses.alias.analysis import AliasAnalysis
    from ddpa.analyses.alias.results import ObjRef


class CFLAliasOracle:
    """Sound points-to answers per pointer variable, demand-driven with an exhaustive fallback."""

    name = "cfl-alias"

    def __init__(self, program: Program, budget: int | None = 2000,
                 field_sensitive: bool = False, world: World | None = None) -> None:
        self.program = program
        self.options = AliasOptions(peg=PEGConfig(field_sensitive=field_sensitive, world=world),
                                    dda=DDAConfig(budget=budget))
        self._analysis: AliasAnalysis | None = None
        self.setup_seconds: float | None = None  # setting the analysis up (None: not yet)
        self.budget = budget
        self._memo: dict[Var, frozenset[ObjRef]] = {}
        # each pointer's variables, one set per points-to set (many pointers share one)
        self._pointees: dict[Var, frozenset[Var]] = {}
        self._variables: dict[frozenset[ObjRef], frozenset[Var]] = {}
        self._universe: frozenset[Var] | None = None
        # functions with an indirect call that may leave the program
        self._outside_callers: frozenset[str] | None = None
        self._call_nodes: dict[str, dict[int, int]] = {}  # function -> call (by id) -> node
        self.fallbacks = 0

    @property
    def analysis(self) -> AliasAnalysis:
        """The alias analysis, set up when a question first asks for an alias fact (the
        graph of the whole program, or the one kept beside its IR): a question that reaches
        no dereference, indirect call or escaping address does not pay for it."""
        if self._analysis is None:
            from ddpa.analyses.alias.analysis import AliasAnalysis

            t0 = time.perf_counter()
            self._analysis = AliasAnalysis(self.program, self.options)
            self.setup_seconds = time.perf_counter() - t0
        return self._analysis

    @property
    def analysis_made(self) -> bool:
        """Whether a question has needed the alias analysis yet."""
        return self._analysis is not None

    def facts_kind(self) -> str:
        """What this oracle's answers depend on besides the program (the graph's
        configuration; a budget only decides how a complete set is found): the data-flow
        model keeps the functions it made under it (`ddpa.analyses.dataflow.model_facts`)."""
        return "cfl/" + graph_config_kind(self.options)

    def setup(self) -> dict[str, object]:
        """How the questions so far got their alias facts: `none` needed; `read` back from
        the facts kept beside the IR; `made` here (`rounds` of Andersen's analysis found
        the graph's configuration, none when it was read back); with the seconds it took."""
        an = self._analysis
        if an is None or self.setup_seconds is None:
            return {"facts": "none"}
        return {"facts": "made" if an.built else "read", "rounds": an.rounds,
                "seconds": self.setup_seconds}

    def _objects(self, ptr: Var) -> frozenset[ObjRef]:
        got = self._memo.get(ptr)
        if got is None:
            an = self.analysis
            node = an.peg.value(ptr)
            got, complete = an.defined_points_to(node, self.budget)
            if not complete:  # finish the sets DDPT keeps (without solving anew)
                self.fallbacks += 1
                got, _ = an.defined_points_to(node, None)
            self._memo[ptr] = got
        return got

    def pointees(self, fn: Function, ptr: Var) -> frozenset[Var]:
        """Variables (globals, locals, formals) whose storage `*ptr` may denote."""
        from ddpa.graphs.peg import ObjKind

        got = self._pointees.get(ptr)
        if got is None:
            refs = self._objects(ptr)
            got = self._variables.get(refs)
            if got is None:
                objs = self.analysis.peg.objects
                out = {objs[a].var for a, _ in refs if objs[a].kind is ObjKind.VAR}
                got = self._variables[refs] = frozenset(v for v in out if v is not None)
            self._pointees[ptr] = got
        return got

    def may_denote_unknown(self, fn: Function, ptr: Var) -> bool:
        """May `*ptr` also be memory that is not a variable (heap, external memory)? (The
        undefined value of a cell never assigned is none: no defined execution uses it.)"""
        from ddpa.graphs.peg import ObjKind

        objs = self.analysis.peg.objects
        return any(objs[a].kind not in (ObjKind.VAR, ObjKind.UNDEF)
                   for a, _ in self._objects(ptr))

    # --- extras the data-flow model asks for when an oracle offers them -------------------

    def call_targets(self, fn: Function, call: Call) -> tuple[str, ...]:
        """Functions an indirect call may reach: those the graph binds it to (Andersen's
        targets, with every address-taken function of fitting arity where the pointer may
        come from external memory); under another policy, the functions in its pointer's
        points-to set, and those where it may come from external memory. A pointer that
        may come from external memory may also hold code outside the program: the call
        then also reaches an unknown external (`libmodel.UNSUPPORTED`), which may write
        what escapes and call back what escapes, as a call of one by name does."""
        from ddpa.graphs.peg import ObjKind

        if isinstance(call.callee, Direct):
            return (call.callee.name,)
        if not isinstance(call.callee, Indirect):
            return ()
        config = self.analysis.peg.config
        if config.indirect_calls is IndirectPolicy.TARGETS:
            node = self._node_id(fn, call)
            if node is not None:
                site = (fn.name, node)
                found = tuple(sorted(config.indirect_targets.get(site, ())))
                return (*found, UNSUPPORTED) if site in config.indirect_fallback else found
        objs = self.analysis.peg.objects
        kinds = {objs[a].kind for a, _ in self._objects(call.callee.ptr)}
        names = {objs[a].name for a, _ in self._objects(call.callee.ptr)
                 if objs[a].kind is ObjKind.FUNC}
        if kinds & {ObjKind.EXTERNAL, ObjKind.INPUT}:
            names |= {n for n in self._taken() if _arity_fits(self.program, n, call)}
            return (*sorted(names), UNSUPPORTED)
        return tuple(sorted(names))

    def _node_id(self, fn: Function, call: Call) -> int | None:
        """The CFG node of fn holding the call (None: not one of fn's calls)."""
        ids = self._call_nodes.get(fn.name)
        if ids is None:
            ids = self._call_nodes[fn.name] = {id(c): node.id for node, c in fn.calls()}
        return ids.get(id(call))

    def indirect_calls_stay_inside(self, fn: Function) -> bool:
        """Whether every indirect call of `fn` reaches only functions defined in the
        program, as the graph's configuration says (Andersen's targets, which
        `call_targets` gives), without reading `fn`'s body."""
        config = self.analysis.peg.config
        if config.indirect_calls is not IndirectPolicy.TARGETS:
            return False
        if self._outside_callers is None:
            functions = self.program.functions
            outside: set[str] = {f for f, _ in config.indirect_fallback}
            for (f, _), names in config.indirect_targets.items():
                if any(not (g := functions.get(n)) or not g.has_body for n in names):
                    outside.add(f)
            self._outside_callers = frozenset(outside)
        return fn.name not in self._outside_callers

    def universe(self) -> frozenset[Var]:
        """Variables a pointer of unknown origin may denote: those whose address flows."""
        from ddpa.graphs.peg import ObjKind

        if self._universe is None:
            g = self.analysis.peg
            objects = g.objects  # (an object read back is made when first read: ask last)
            flowing = [objects[a] for a in objects if g.address_flows(a)]
            self._universe = frozenset(o.var for o in flowing
                                       if o.kind is ObjKind.VAR and o.var is not None)
        return self._universe

    def _taken(self) -> list[str]:
        from ddpa.graphs.callgraph import address_taken_functions

        return sorted(address_taken_functions(self.program))

    def may_alias(self, fn: Function, p: Var, q: Var) -> bool:
        """May `*p` and `*q` be the same memory (DDA; a budget overrun answers True)?"""
        an = self.analysis
        return an.pointers_alias(an.peg.value(p), an.peg.value(q),
                                 pointees=(pointee(p.type), pointee(q.type))).may_alias


def _arity_fits(program: Program, name: str, call: Call) -> bool:
    f = program.functions.get(name)
    if f is None:
        return False
    n = len(f.type.params)
    return n == len(call.args) or (f.type.variadic and len(call.args) >= n)
