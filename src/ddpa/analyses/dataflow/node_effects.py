"""What one IR instruction defines, kills and uses, in source variables (Figure 3, Pres/Def).

Duesterwald, Gupta and Soffa (ICSE 1996) define `Pres_m^v` (v is not re-defined at m) and
`Def_m^v` (the definitions of v generated at m) by local inspection of a node; section 4.2
extends both to aliases. Here a node's effect is three sets of variables:

* `kills` (strong definitions, `Pres` false): direct assignments `x = ...`, and a store
  `*p = ...` when the oracle says `p` denotes exactly one scalar variable of the stored type
  and nothing else;
* `gens` (every definition, strong or weak): also stores through pointers to any possible
  pointee, `s.f = ...` (a partial definition of `s`), and library writes;
* `uses`: operands that are source variables, plus every possible pointee of a load
  `*p` / `p->f` and the memory a library call reads through its pointer arguments.

Library functions follow `ddpa.ir.libmodel`: each argument is read or written to the depth
its model says (the pointee, or everything reachable from it), library globals (`optarg`)
as listed, and a callback argument (`qsort`'s comparator) makes its functions targets of
the call. A stream argument (`FILE *`) denotes a library `FILE` object, not a variable:
through it a call reads or writes the *stream buffers*, the objects the program handed to
streams (`setvbuf`'s buffer, `fmemopen`'s, `open_memstream`'s pointer and size), and,
when outside code may hand streams buffers too (an unknown external is called, or in the
open world), the escaped variables and what a pointer of unknown origin may reach. An
unknown external reads and writes what is reachable from its pointer arguments and the
*escaped* variables: those reachable from an argument of any unknown
external or from an argument a model retains (`setvbuf`'s buffer), and the program's
`extern` globals without definition other than the library's pointers to its own storage
(`stdout`); a variable whose address never
escapes is untouched. The functions such calls may call back are the escaped functions.
Calls of defined functions are handled by the analyzers with side-effect summaries; a call
whose every callee is declared no-return (or modelled so) ends the path.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from ddpa.analyses.alias_interface import AliasOracle
from ddpa.graphs.world import World, visible_globals
from ddpa.ir import libmodel
from ddpa.ir.instr import (
    AddrOf,
    Call,
    Direct,
    FieldWrite,
    FuncRef,
    Indirect,
    Instr,
    Load,
    Operand,
    Store,
    Var,
    VarKind,
    Virtual,
)
from ddpa.ir.program import AddrInit, AggInit, Function, Program
from ddpa.ir.types import (
    ArrayType,
    FunctionType,
    IntType,
    PointerType,
    RecordType,
    Type,
    VoidType,
)

_TEMP = VarKind.TEMP
#: A set of variables the effect builder keeps for its lifetime (`EffectBuilder._note`).
_Kept = TypeVar("_Kept", tuple[Var, ...], frozenset[Var])

if TYPE_CHECKING:
    from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis


@dataclass(slots=True)
class NodeEffect:
    """Variables (as `Var`) a node kills, generates and uses; `strong_store` is a store
    that may be a strong update once recursion and escape are known."""

    kills: list[Var] = field(default_factory=list)
    gens: list[Var] = field(default_factory=list)
    uses: list[Var] = field(default_factory=list)
    strong_store: Var | None = None
    # what a load reads and a store may write through its pointer, besides `uses` and
    # `gens`: one tuple per points-to set, which every node with that set shares (a pointer
    # of a large program may reach thousands of variables)
    read_through: tuple[Var, ...] = ()
    written_through: tuple[Var, ...] = ()

    def all_gens(self) -> list[Var]:
        return [*self.gens, *self.written_through]

    def all_uses(self) -> list[Var]:
        return [*self.uses, *self.read_through]


@dataclass(slots=True)
class CallEffect:
    """The parts of a call that do not depend on the callee's body."""

    targets: tuple[str, ...]  # defined callees
    lib_defs: set[Var]
    lib_uses: set[Var]
    lib: bool  # a library or unknown function may be the callee: flow passes through it
    noreturn: bool
    repeats: bool = False  # the library may call a callback target more than once
    returns_twice: bool = False  # setjmp: a later longjmp may make it return again
    called_back: frozenset[str] = frozenset()  # targets only the library calls
    externals: tuple[str, ...] = ()  # the callees without a body (the library's part)
    library: bool = True  # lib_defs and lib_uses are known (`EffectBuilder.library`)


class EffectBuilder:
    """Computes node effects for one program with one alias oracle."""

    def __init__(self, program: Program, oracle: AliasOracle,
                 memory: frozenset[Var] | Callable[[], frozenset[Var]],
                 world: World = World.CLOSED) -> None:
        self.program = program
        self.oracle = oracle
        # what a pointer of unknown origin held in memory may reach (or what computes it,
        # the first time a node needs it)
        self._memory = memory
        self.world = world
        self._stream_buffers: frozenset[Var] | None = None
        self._handlers: dict[str, frozenset[str]] | None = None  # storage -> handlers
        self._registering: frozenset[str] = frozenset()  # functions that may register
        self._handler_vars: frozenset[Var] | None = None
        self._taken: frozenset[str] | None = None
        self.accessed_by: dict[str, set[Var]] = {}  # function -> locals it reaches via *p
        self._accessed_in: dict[Var, set[str]] | None = None  # (`accessed_in`, once read)
        # the locals of a points-to set, by the set (a pointer may reach thousands of
        # variables, and many pointers reach the same ones)
        self._locals_of: dict[frozenset[Var], frozenset[Var]] = {}
        self._escaped: tuple[frozenset[Var], frozenset[str]] | None = None
        self._memory_reach: frozenset[Var] | None = None
        self._readonly_vars: frozenset[Var] | None = None
        # a points-to set in a stable order, by the set (a pointer of a large program may
        # reach thousands of variables, and many pointers reach the same ones)
        self._ordered: dict[frozenset[Var], tuple[Var, ...]] = {}
        self._noted: set[tuple[str, frozenset[Var]]] = set()  # (`_accessed`, once each)
        # (`_writable`: by the identity of an `_ordered` tuple, which it keeps alive)
        self._writable_of: dict[int, tuple[tuple[Var, ...], tuple[Var, ...]]] = {}
        # (`_reach`: by the identity of an `_ordered` tuple and whether the pointer may
        # denote unknown memory; `_contents`: by variable)
        self._reached: dict[tuple[int, bool], tuple[Var, ...]] = {}
        self._contents_of: dict[Var, frozenset[Var]] = {}
        # (`_note`: by function and the identity of a set kept above or cached once)
        self._noted_kept: set[tuple[str, int]] = set()
        self._locals_by_id: dict[int, frozenset[Var]] = {}

    @property
    def memory(self) -> frozenset[Var]:
        """What a pointer of unknown origin held in memory may reach."""
        memory = self._memory
        if not isinstance(memory, frozenset):
            memory = self._memory = memory()
        return memory

    def node(self, fn: Function, instr: Instr) -> NodeEffect:
        eff = NodeEffect(uses=[v for v in instr.uses() if v.kind is not _TEMP])
        if isinstance(instr, FieldWrite):
            eff.gens.append(instr.base)
        elif isinstance(instr, Store):
            self._store(fn, instr, eff)
        elif not isinstance(instr, Call):
            eff.kills.extend(instr.defs())
            eff.gens.extend(instr.defs())
        if isinstance(instr, Load):
            eff.read_through = self._deref(fn, instr.ptr)
        return eff

    def _store(self, fn: Function, st: Store, eff: NodeEffect) -> None:
        targets = self._writable(self._deref(fn, st.ptr))
        eff.written_through = targets
        if len(targets) == 1 and not st.path and not self.oracle.may_denote_unknown(fn, st.ptr):
            (x,) = targets
            if _scalar_match(st.ptr.type, x.type):
                eff.strong_store = x

    def pointees(self, fn: Function, ptr: Var) -> tuple[Var, ...]:
        """The oracle's answer for `*ptr` in fn, in a stable order."""
        return self._in_order(self.oracle.pointees(fn, ptr))

    def _in_order(self, vs: frozenset[Var]) -> tuple[Var, ...]:
        got = self._ordered.get(vs)
        if got is None:
            got = self._ordered[vs] = tuple(sorted(vs, key=_var_key))
        return got

    def _writable(self, vs: tuple[Var, ...]) -> tuple[Var, ...]:
        """Those of `vs` (a tuple `_in_order` made) that are not read-only."""
        hit = self._writable_of.get(id(vs))
        if hit is None or hit[0] is not vs:
            readonly = self._readonly()
            hit = self._writable_of[id(vs)] = (vs, tuple(t for t in vs if t not in readonly))
        return hit[1]

    def _deref(self, fn: Function, ptr: Var) -> tuple[Var, ...]:
        vs = self.oracle.pointees(fn, ptr)
        noted = (fn.name, vs)
        if noted not in self._noted:
            self._noted.add(noted)
            self._accessed(fn, vs)
        return self._in_order(vs)

    def call(self, fn: Function, call: Call, targets: tuple[str, ...],
             library: bool = True) -> CallEffect:
        """The library part of a call: `targets` are the resolved callee names. Without
        `library`, what the library defines and uses is left for `library` to add (the
        call graph needs the callees only, not those sets)."""
        externals = [t for t in targets if not self.program.defines(t)]
        if not targets:
            externals = [libmodel.UNSUPPORTED]  # nothing known: an unknown external
        called = [t for t in targets if self.program.defines(t)]
        back: list[str] = []  # functions the library may call back during this call
        for name in externals:
            back += self._callbacks(fn, call, libmodel.model(name))
        defined = tuple(dict.fromkeys(called + back))
        eff = CallEffect(defined, set(), set(), bool(externals), False, repeats=bool(back),
                         called_back=frozenset(back) - set(called),
                         externals=tuple(externals), library=False)
        if library:
            self.library(fn, call, eff)
        eff.returns_twice = any((m := libmodel.model(n)) is not None and m.returns_twice
                                for n in externals)
        eff.noreturn = all(ends_path(self.program, t) for t in (*externals, *targets))
        return eff

    def library(self, fn: Function, call: Call, eff: CallEffect) -> None:
        """What the call's callees without a body define and use (`lib_defs`, `lib_uses`),
        once."""
        if not eff.library:
            eff.library = True
            for name in eff.externals:
                self._library(fn, call, name, eff)

    def _callbacks(self, fn: Function, call: Call, model: libmodel.LibModel | None) -> list[str]:
        """Defined functions a library call may call back: the functions its callback
        arguments may point to, or for an unknown external the escaped functions."""
        if model is None:
            return sorted(self._escapes()[1])
        out: list[str] = []
        for cb in model.callbacks:
            out += self._callback_targets(fn, call, cb)
        if model.runs:  # `exit` runs the exit handlers, `raise` the signal handlers
            out += sorted(self.handlers().get(model.runs, ()))
        return out

    def handlers(self) -> dict[str, frozenset[str]]:
        """The defined functions registered as handlers anywhere in the program (`atexit`,
        `signal`), by the storage the library keeps them in (computed once, with the
        functions that may register one themselves or through their callees)."""
        if self._handlers is None:
            self._handlers = {}
            if may_register_handlers(self.program):
                self._find_handlers()
        return self._handlers

    def _find_handlers(self) -> None:
        found: dict[str, set[str]] = {}
        callers: dict[str, set[str]] = {}
        registering: set[str] = set()
        for f in self.program.defined_functions():
            for _, call in f.calls():
                for name in resolve_targets(self.oracle, f, call, self.program):
                    if self.program.defines(name):
                        callers.setdefault(name, set()).add(f.name)
                        continue
                    m = libmodel.model(name)
                    for cb in m.registers if m is not None else ():
                        assert m is not None
                        found.setdefault(m.storage, set()).update(
                            self._callback_targets(f, call, cb))
                        registering.add(f.name)
        todo = list(registering)  # and every function that may call one of them
        while todo:
            for c in callers.get(todo.pop(), ()):
                if c not in registering:
                    registering.add(c)
                    todo.append(c)
        self._handlers = {k: frozenset(v) for k, v in found.items()}
        self._registering = frozenset(registering)

    def without_handlers(self) -> None:
        """Take the program to register no handler, without reading it: for a model whose
        questions concern no variable a handler may reach, nor a call that runs handlers
        and names one, nor `main`'s returns (`plain_locals`)."""
        self._handlers, self._registering, self._handler_vars = {}, frozenset(), frozenset()

    def registering(self) -> frozenset[str]:
        """Functions that may register a handler, themselves or through their callees."""
        self.handlers()
        return self._registering

    def handler_vars(self) -> frozenset[Var]:
        """Variables (other than the handlers' own locals) that registered handlers and the
        functions they call may define, or for exit handlers also use: a signal handler may
        run at any later point, and an exit handler after main returns (its uses reach
        back through main's calls that register it), so analyses never kill them (computed
        once). A signal handler's uses are seen where `raise` runs it: C leaves reading
        other static objects in an asynchronous handler undefined (7.14.1.1)."""
        if self._handler_vars is None:
            out: set[Var] = set()
            for storage, roots in sorted(self.handlers().items()):
                out |= self._handler_reach(roots, uses=storage != "signal")
            self._handler_vars = frozenset(out)
        return self._handler_vars

    def _handler_reach(self, roots: frozenset[str], uses: bool) -> set[Var]:
        """What the functions `roots` and their callees may define (and use)."""
        todo = sorted(roots)
        seen = set(todo)
        out: set[Var] = set()
        while todo:
            f = self.program.functions[todo.pop()]
            for node in f.nodes:
                i = node.instr
                eff = self.node(f, i)
                out.update(eff.all_gens(), eff.all_uses() if uses else ())
                if isinstance(i, Call):
                    ce = self.call(f, i, resolve_targets(self.oracle, f, i, self.program))
                    out |= ce.lib_defs | (ce.lib_uses if uses else set())
                    for t in ce.targets:
                        if t not in seen:
                            seen.add(t)
                            todo.append(t)
        return {v for v in out if v.scope not in seen}

    def _callback_targets(self, fn: Function, call: Call, cb: libmodel.Callback) -> list[str]:
        """The defined functions a callback argument may be: those its function pointer
        may point to, or, when the argument points to a record holding the function
        (`sigaction`'s), every address-taken function with the callback's arity."""
        op = call.actuals[cb.fn] if cb.fn < len(call.actuals) else None
        if not isinstance(op, Var):
            return []
        t = op.type
        if isinstance(t, PointerType) and isinstance(t.pointee, RecordType):
            funcs = self.program.functions
            return [n for n in sorted(self._taken_functions())
                    if self.program.defines(n) and len(funcs[n].params) == len(cb.args)]
        return self._function_targets(fn, call, op)

    def _taken_functions(self) -> frozenset[str]:
        """Functions whose address the program takes (in code or in initialisers)."""
        if self._taken is None:
            out: set[str] = set()
            for f in self.program.defined_functions():
                for node in f.nodes:
                    i = node.instr
                    if isinstance(i, AddrOf) and isinstance(i.target, FuncRef):
                        out.add(i.target.name)
            todo = [g.init for g in self.program.globals.values()]
            while todo:
                init = todo.pop()
                if isinstance(init, AddrInit) and isinstance(init.target, FuncRef):
                    out.add(init.target.name)
                elif isinstance(init, AggInit):
                    todo.extend(init.items)
            self._taken = frozenset(out)
        return self._taken

    def _function_targets(self, fn: Function, call: Call, op: Operand) -> list[str]:
        """The defined functions a function-pointer argument may point to (asked of the
        oracle as an indirect call through it, with the pointer type's arity)."""
        if not isinstance(op, Var) or not isinstance(op.type, PointerType) \
                or not isinstance(op.type.pointee, FunctionType):
            return []
        probe = Call(None, Indirect(op), (op,) * len(op.type.pointee.params), loc=call.loc)
        return [t for t in resolve_targets(self.oracle, fn, probe, self.program)
                if self.program.defines(t)]

    def _library(self, fn: Function, call: Call, name: str, eff: CallEffect) -> None:
        self._library_effects(fn, call, name, eff)
        eff.lib_defs -= self._readonly()
        # the library touches these variables on fn's behalf: a local of another function
        # among them (reached through stored pointers, or escaped) is global-like: noted
        # as `_library_effects` adds each set the builder keeps (`_deref`, `_note`), once
        # per function and set (a C++ program's library calls touch the same thousands of
        # variables over and over; the library's globals and what outside code may write
        # are no locals)

    def _note(self, fn: Function, vs: _Kept) -> _Kept:
        """`_accessed` of a set the builder keeps (a library call's reach, the streams, the
        escaped variables) once per function and set; vs."""
        key = (fn.name, id(vs))
        if key not in self._noted_kept:
            self._noted_kept.add(key)
            scoped = self._locals_by_id.get(id(vs))
            if scoped is None:
                scoped = self._locals_by_id[id(vs)] = _scoped_locals(vs)
            self._add_accessed(fn, scoped)
        return vs

    def _accessed(self, fn: Function, vs: Iterable[Var]) -> None:
        """fn reaches the variables vs through pointers (`accessed_by`, `accessed_in`): the
        locals and formals among them, which are global-like when another function reaches
        them (a global is global-like anyway; a temporary, such as a C++ object whose
        address a call takes, is no variable of the data-flow problem)."""
        if isinstance(vs, frozenset):
            scoped = self._locals_of.get(vs)
            if scoped is None:
                scoped = self._locals_of[vs] = _scoped_locals(vs)
        else:
            scoped = _scoped_locals(vs)
        self._add_accessed(fn, scoped)

    def _add_accessed(self, fn: Function, scoped: frozenset[Var]) -> None:
        if scoped:
            mine = self.accessed_by.setdefault(fn.name, set())
            if not scoped <= mine:
                mine |= scoped
                self._accessed_in = None

    def accessed_in(self) -> dict[Var, set[str]]:
        """Per local, the functions that reach it through pointers (`accessed_by`
        inverted: only whole-program readers ask, once every function's effects are made)."""
        got = self._accessed_in
        if got is None:
            got = self._accessed_in = {}
            for name, vs in self.accessed_by.items():
                for v in vs:
                    got.setdefault(v, set()).add(name)
        return got

    def _library_effects(self, fn: Function, call: Call, name: str, eff: CallEffect
                         ) -> None:
        model = libmodel.model(name)
        ptr_args = [(i, a) for i, a in enumerate(call.actuals)
                    if isinstance(a, Var) and _is_pointer_arg(a)]
        if model is None:
            escaped = self._note(fn, self._escapes()[0])
            for _, a in ptr_args:
                reach = self._note(fn, self._reach(fn, a))
                eff.lib_defs.update(reach)
                eff.lib_uses.update(reach)
            eff.lib_defs.update(escaped)
            eff.lib_uses.update(escaped)
            return
        if model.pure:
            return
        for i, a in ptr_args:
            if i in model.streams:
                continue  # the library's FILE object, not what its points-to set names
            for depth, out in ((model.reads_at(i), eff.lib_uses),
                               (model.writes_at(i), eff.lib_defs)):
                if depth is libmodel.Depth.POINTEE:
                    out.update(self._deref(fn, a))
                elif depth is libmodel.Depth.REACH:
                    out.update(self._note(fn, self._reach(fn, a)))
        for i in model.streams:  # -1: the standard stream, read and written
            if i < 0 or model.reads_at(i):
                eff.lib_uses.update(self._note(fn, self._streams()))
            if i < 0 or model.writes_at(i):
                eff.lib_defs.update(self._note(fn, self._streams()))
        eff.lib_uses.update(self._library_globals(model.reads_globals))
        eff.lib_defs.update(self._library_globals(model.writes_globals))

    def _streams(self) -> frozenset[Var]:
        """The stream buffers (computed once): the objects the arguments that `STREAMS`
        models retain point to, anywhere in the program; with outside code that may call
        `setvbuf` itself (an unknown external, the open world), also the escaped variables,
        what a pointer of unknown origin may reach and the visible globals."""
        if self._stream_buffers is None:
            out: set[Var] = set()
            outside = self.world is World.OPEN
            for f, call, m in self._external_calls(_keeps_streams):
                outside = outside or m is None
                if m is None or m.storage != libmodel.STREAMS:
                    continue
                for i in m.retains:
                    a = call.actuals[i] if i < len(call.actuals) else None
                    if isinstance(a, Var) and _is_pointer_arg(a):
                        out.update(self._deref(f, a))
            if outside:
                out |= self._escapes()[0] | self._memory_closure()
                if self.world is World.OPEN:
                    out.update(g.var for g in visible_globals(self.program))
            self._stream_buffers = frozenset(out)
        return self._stream_buffers

    def _readonly(self) -> frozenset[Var]:
        """The variables defined `const` (C11 6.7.3: modifying one is undefined, and the
        interpreter faults): no store, library call or outside code defines them, though
        their addresses may escape (a lookup table an entry point returns)."""
        if self._readonly_vars is None:
            self._readonly_vars = frozenset(g.var for g in self.program.globals.values()
                                            if g.is_const and g.defined)
        return self._readonly_vars

    def _library_globals(self, names: tuple[str, ...]) -> list[Var]:
        gs = self.program.globals
        return [gs[n].var for n in names if n in gs]

    def _reach(self, fn: Function, ptr: Var) -> tuple[Var, ...]:
        """What a library function may touch through `ptr`: its pointees and what is
        reachable from them through stored pointers (everything reachable from memory when
        the pointer may denote memory that is not a variable and may hold pointers). Worked
        out once per points-to set: the library calls of a C++ program pass pointers to
        the same objects thousands of times."""
        direct = self._deref(fn, ptr)
        unknown = self.oracle.may_denote_unknown(fn, ptr) and \
            _may_hold_pointer(ptr.type, self.program)
        key = (id(direct), unknown)  # (`_ordered` keeps `direct` alive)
        got = self._reached.get(key)
        if got is None:
            reach = self._closure(direct, from_memory=unknown)
            got = self._reached[key] = tuple(sorted(reach, key=_var_key))
        return got

    def _memory_closure(self) -> frozenset[Var]:
        """Everything reachable from memory through stored pointers (computed once): it
        holds what each of its variables' pointers may denote."""
        if self._memory_reach is None:
            memory = self.memory
            self._memory_reach = frozenset(self._expand(set(memory), list(memory), True))
        return self._memory_reach

    def _closure(self, seeds: Iterable[Var], from_memory: bool = False) -> set[Var]:
        """`seeds` (and with `from_memory`, memory) and every variable reachable from them
        through stored pointers."""
        out = set(self._memory_closure()) if from_memory else set()
        todo = [v for v in seeds if v not in out]
        out.update(todo)
        return self._expand(out, todo, from_memory)

    def _expand(self, out: set[Var], todo: list[Var], closed: bool) -> set[Var]:
        """`out` (which holds `todo`) with every variable reachable from `todo` through
        stored pointers. Where a pointer may denote anything in memory, what memory reaches
        is added as one set, unless `closed` (out holds it, or it is what is being worked
        out), and its variables are not expanded: it is closed under what their pointers
        may denote."""
        while todo:
            more = self._contents(todo.pop())
            if more is self.memory:
                if not closed:
                    out |= self._memory_closure()
                    closed = True
                continue
            for w in more - out:
                out.add(w)
                todo.append(w)
        return out

    def _contents(self, v: Var) -> frozenset[Var]:
        """The variables the pointers stored in v may denote (`self.memory` itself when
        they may denote anything in memory); worked out once per variable."""
        got = self._contents_of.get(v)
        if got is None:
            got = self._contents_of[v] = self._stored_pointees(v)
        return got

    def _stored_pointees(self, v: Var) -> frozenset[Var]:
        if not _holds_pointer(v.type, self.program):
            return frozenset()
        owner = self.program.functions.get(v.scope) if v.scope else None
        if not isinstance(v.type, PointerType) or owner is None or not owner.has_body:
            return self.memory  # a record, an array or a global holding pointers
        pts = self.oracle.pointees(owner, v)
        if self.oracle.may_denote_unknown(owner, v):  # heap or library memory as well
            return self.memory if pts <= self.memory else self.memory | pts
        return frozenset(pts)

    def _escapes(self) -> tuple[frozenset[Var], frozenset[str]]:
        """The variables and defined functions outside code may reach (computed once)."""
        if self._escaped is None:
            self._escaped = self._find_escapes()
        return self._escaped

    def _find_escapes(self) -> tuple[frozenset[Var], frozenset[str]]:
        # outside code owns the `extern` globals the program does not define, except the
        # library's pointers to its own storage (`stdout`), which it does not reassign
        seeds = {g.var for g in self.program.globals.values() if not g.defined
                 and not (libmodel.LIBRARY_GLOBALS.get(g.name) and _holds_pointer(
                     g.var.type, self.program))}
        funcs: set[str] = set()
        for f, call, m in self._external_calls(_keeps_arguments):
            kept = range(len(call.actuals)) if m is None else m.retains
            for i in kept:
                a = call.actuals[i] if i < len(call.actuals) else None
                if isinstance(a, Var) and _is_pointer_arg(a):
                    seeds.update(self._reach(f, a))
                    funcs.update(self._function_targets(f, call, a))
        return frozenset(self._closure(seeds)), frozenset(funcs)

    def _external_calls(self, wanted: Callable[[libmodel.LibModel | None], bool]
                        ) -> Iterator[tuple[Function, Call, libmodel.LibModel | None]]:
        """Every call of a function without a body in the program, with the callee's
        library model (None: an unknown external, or a call the oracle cannot resolve);
        the caller keeps those `wanted` accepts, so a body whose summary shows none of them
        (no such callee named, no indirect or virtual call) is not read."""
        for f in self.program.defined_functions():
            if not self._may_call_outside(f, wanted):
                continue
            for _, call in f.calls():
                for name in resolve_targets(self.oracle, f, call, self.program) or (
                        libmodel.UNSUPPORTED,):
                    if not self.program.defines(name):
                        yield f, call, libmodel.model(name)

    def _may_call_outside(self, f: Function,
                          wanted: Callable[[libmodel.LibModel | None], bool]) -> bool:
        """Whether f's summary leaves room for a call `_external_calls` keeps: a virtual
        call, an indirect one the oracle cannot show stays inside the program, or a direct
        callee without a body that `wanted` accepts."""
        sm = f.summary()
        if sm.virtual:
            return True
        if sm.indirect:
            inside = getattr(self.oracle, "indirect_calls_stay_inside", None)
            if inside is None or not inside(f):
                return True
        return any(wanted(libmodel.model(n)) for n in sm.callees if not self.program.defines(n))


def _keeps_streams(m: libmodel.LibModel | None) -> bool:
    """An unknown external, or a model that hands buffers to streams (`_streams`)."""
    return m is None or m.storage == libmodel.STREAMS


def _keeps_arguments(m: libmodel.LibModel | None) -> bool:
    """An unknown external, or a model that keeps an argument (`_find_escapes`)."""
    return m is None or bool(m.retains)


def ends_path(program: Program, name: str) -> bool:
    """A path ends at a call of `name`: declared no-return, or a model that never returns
    and resumes nowhere (a `longjmp` resumes after its `setjmp`: its path goes on, sound
    though imprecise, and the setjmp's function loops back, see `model`)."""
    f = program.functions.get(name)
    m = libmodel.model(name)
    return (f is not None and f.noreturn and (m is None or m.ends_path)) or (
        m is not None and m.ends_path)


def may_register_handlers(program: Program) -> bool:
    """Whether the program declares a library function that registers a handler (`atexit`,
    `signal`)."""
    return any(not f.has_body and (m := libmodel.model(n)) is not None and m.registers
               for n, f in program.functions.items())


def resolve_targets(oracle: AliasOracle, fn: Function, call: Call,
                    program: Program | None = None) -> tuple[str, ...]:
    """The callee names of a call: direct, from the oracle for indirect calls, by class
    hierarchy analysis for virtual calls (`program`'s; the receiver is the first actual)."""
    if isinstance(call.callee, Direct):
        return (call.callee.name,)
    if isinstance(call.callee, Indirect):
        resolver = getattr(oracle, "call_targets", None)
        if resolver is not None:
            return tuple(resolver(fn, call))
    if isinstance(call.callee, Virtual) and program is not None:
        return virtual_targets(program, call)
    return ()  # unresolvable: an unknown external


_CHA: weakref.WeakKeyDictionary[Program, ClassHierarchyAnalysis] = weakref.WeakKeyDictionary()


def virtual_targets(program: Program, call: Call) -> tuple[str, ...]:
    """CHA's targets of a virtual call (empty where CHA cannot bound it: the call is then
    an unknown external), one analysis per program."""
    cha = _CHA.get(program)
    if cha is None:
        from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis

        cha = _CHA[program] = ClassHierarchyAnalysis(program)
    return cha.resolve(call)


def _is_pointer_arg(a: Operand) -> bool:
    return isinstance(a, Var) and isinstance(a.type, PointerType | ArrayType)


def _scalar_match(ptr_type: Type, vtype: Type) -> bool:
    if not isinstance(ptr_type, PointerType) or not vtype.is_scalar:
        return False
    target = ptr_type.pointee
    if isinstance(target, PointerType) and isinstance(vtype, PointerType):
        return True
    return target == vtype


def _holds_pointer(t: Type, program: Program, depth: int = 0) -> bool:
    if isinstance(t, PointerType):
        return True
    if isinstance(t, ArrayType):
        return _holds_pointer(t.elem, program, depth)
    if isinstance(t, RecordType) and depth < 8:
        rec = program.records.get(t.name)
        return rec is not None and any(
            _holds_pointer(f.type, program, depth + 1) for f in rec.fields)
    return False


def _may_hold_pointer(ptr_type: Type, program: Program) -> bool:
    """Whether memory a pointer of this type denotes may hold pointers (`void *` and
    `char *` may denote anything)."""
    if not isinstance(ptr_type, PointerType | ArrayType):
        return False
    target = ptr_type.pointee if isinstance(ptr_type, PointerType) else ptr_type.elem
    if isinstance(target, VoidType) or (isinstance(target, IntType) and target.bits == 8):
        return True
    return _holds_pointer(target, program)


def _scoped_locals(vs: Iterable[Var]) -> frozenset[Var]:
    """The locals and formals among vs (a temporary is no variable of the problem)."""
    return frozenset([v for v in vs if v.scope and v.kind is not _TEMP])


def _var_key(v: Var) -> tuple[str, str]:
    return (v.scope, v.name)
