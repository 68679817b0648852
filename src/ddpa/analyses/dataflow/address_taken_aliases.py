"""The default sound alias oracle: address-taken, type-compatible variables (section 4.2).

Duesterwald, Gupta and Soffa (ICSE 1996, section 4.2) refine the propagation rules of
Figure 3 with separately computed alias information: `Pres` holds if the variable or an
alias is preserved, `Def` collects the definitions of the variable and of its aliases.
This module supplies that alias information until the CFL-reachability analysis of
`ddpa.analyses.alias` plugs in through the same `AliasOracle` protocol.

The answer for `*p` read in function `fn`:

* *local address flow* (flow-insensitive, per function): a temporary or a local/formal whose
  address is never taken can only hold values assigned to it in `fn`. Following copies,
  `&x`, `&p->f`, pointer arithmetic and integer arithmetic on pointers gives a set of
  variables; a value loaded from memory, returned by a call or held by a formal on entry
  makes the pointer *fall back* to the type-based set below;
* *type-based fallback*: every *escaped* variable whose type contains an object of the
  pointee type (`char` and `void` pointees are compatible with everything, all pointers
  are one shape, integer signedness is ignored). A variable escapes when its address is
  stored to memory, copied to a global or an address-taken variable, returned, appears in a
  global initialiser, is passed to a defined or unknown function, or is passed to a library
  function that keeps it or hands it to a callback (`qsort`'s array). A variable whose
  address only ever reaches the owner's own temporaries can only be reached through them.

Approximations (named, not hidden): casts between unrelated pointer types (type punning
other than through `char`) are assumed absent, as C's effective-type rule demands; heap
objects are not variables (`may_denote_unknown` says a pointer may reach them); indirect
calls resolve to address-taken functions of the same arity (or to the exact functions a
pointer was locally assigned).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ddpa.analyses.alias_interface import AliasOracle
from ddpa.graphs.world import World
from ddpa.ir import libmodel
from ddpa.ir.immutable import immutable
from ddpa.ir.instr import (
    AddrOf,
    Alloc,
    Arith,
    Call,
    Const,
    Copy,
    Direct,
    FieldAddr,
    FieldWrite,
    FuncRef,
    Indirect,
    Instr,
    Operand,
    PtrAdd,
    Return,
    Store,
    Unary,
    Var,
)
from ddpa.ir.program import AddrInit, AggInit, Function, Init, Program
from ddpa.ir.types import (
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    RecordType,
    Type,
    VoidType,
)

FALLBACK = 1  # the value may be any escaped variable of a compatible type
HEAP = 2  # the value may point to a heap object (not a variable)


@immutable
class _Src:
    """What a locally tracked variable may hold: variables, functions and flags."""

    vars: frozenset[Var] = frozenset()
    funcs: frozenset[str] = frozenset()
    flags: int = 0

    def join(self, other: _Src) -> _Src:
        if other.flags | self.flags == self.flags and other.vars <= self.vars \
                and other.funcs <= self.funcs:
            return self
        return _Src(self.vars | other.vars, self.funcs | other.funcs, self.flags | other.flags)


_EMPTY = _Src()
_UNKNOWN = _Src(flags=FALLBACK | HEAP)


class AddressTakenOracle:
    """Sound may-alias answers from taken addresses, local address flow and types.

    With `local_flow=False` the oracle is the plain textbook default: every pointer may
    denote every address-taken variable of a compatible type.
    """

    def __init__(self, program: Program, local_flow: bool = True) -> None:
        self.program = program
        self.local_flow = local_flow
        self.name = "address-taken" if local_flow else "address-taken (no local flow)"
        self._taken_funcs: set[str] = set()
        self._taken_vars: set[Var] = set()
        self._locals: dict[str, dict[Var, _Src]] = {}
        self._by_type: dict[Type | None, frozenset[Var]] = {}
        self._contains: dict[tuple[Type, Type], bool] = {}
        self._scan_taken()
        self._universe = self._escaped() if local_flow else frozenset(self._taken_vars)

    # --- the AliasOracle protocol -----------------------------------------------------

    def facts_kind(self) -> str:
        """What the answers depend on besides the program (`model_facts`)."""
        return f"address-taken/{self.local_flow}"

    def pointees(self, fn: Function, ptr: Var) -> frozenset[Var]:
        src = self._source(fn, ptr)
        if not src.flags & FALLBACK:
            return src.vars
        return src.vars | self._typed(ptr.type)

    def may_denote_unknown(self, fn: Function, ptr: Var) -> bool:
        return self._source(fn, ptr).flags != 0

    # --- extras used by the data-flow model ---------------------------------------------

    def call_targets(self, fn: Function, call: Call) -> tuple[str, ...]:
        """Functions an indirect call may reach: the ones assigned locally, else every
        address-taken function whose arity fits the call."""
        if not isinstance(call.callee, Indirect):
            return (call.callee.name,) if isinstance(call.callee, Direct) else ()
        src = self._source(fn, call.callee.ptr)
        if not src.flags & FALLBACK and src.funcs:
            return tuple(sorted(src.funcs))
        return tuple(sorted(n for n in self._taken_funcs if self._arity_fits(n, call)))

    def universe(self) -> frozenset[Var]:
        """The variables a pointer of unknown origin may denote (escaped variables)."""
        return self._universe

    # --- construction ------------------------------------------------------------------

    def _scan_taken(self) -> None:
        for fn in self.program.defined_functions():
            for node in fn.nodes:
                i = node.instr
                if isinstance(i, AddrOf):
                    if isinstance(i.target, Var):
                        self._taken_vars.add(i.target)
                    else:
                        self._taken_funcs.add(i.target.name)
        for g in self.program.globals.values():
            for target in _init_targets(g.init):
                if isinstance(target, Var):
                    self._taken_vars.add(target)
                else:
                    self._taken_funcs.add(target.name)

    def _escaped(self) -> frozenset[Var]:
        out: set[Var] = set()
        for g in self.program.globals.values():
            out.update(t for t in _init_targets(g.init) if isinstance(t, Var))
        for fn in self.program.defined_functions():
            table = self._table(fn)
            for node in fn.nodes:
                instr = node.instr
                for op in _escaping_operands(instr):
                    out.update(self._src_of(op, table).vars)
                if _assigns_untracked(instr, table):
                    out.update(self._value(instr, table).vars)
        return frozenset(out)

    def _arity_fits(self, name: str, call: Call) -> bool:
        f = self.program.functions.get(name)
        if f is None:
            return False
        ft = f.type
        n = len(call.args)
        return n == len(ft.params) or (ft.variadic and n >= len(ft.params))

    # --- local address flow ---------------------------------------------------------------

    def _source(self, fn: Function, ptr: Var) -> _Src:
        if not self.local_flow:
            return _UNKNOWN
        return self._table(fn).get(ptr, _UNKNOWN)

    def _table(self, fn: Function) -> dict[Var, _Src]:
        table = self._locals.get(fn.name)
        if table is None:
            table = self._solve(fn)
            self._locals[fn.name] = table
        return table

    def _solve(self, fn: Function) -> dict[Var, _Src]:
        """Flow-insensitive fixed point over the function's assignments to tracked vars."""
        tracked = {v for v in fn.variables() if v not in self._taken_vars}
        table: dict[Var, _Src] = {v: _EMPTY for v in tracked}
        for p in fn.params:
            if p in table:
                table[p] = _UNKNOWN
        assigns = [(d, n.instr) for n in fn.nodes if not isinstance(n.instr, FieldWrite)
                   for d in n.instr.defs() if d in table]
        changed = True
        while changed:
            changed = False
            for dst, instr in assigns:
                new = table[dst].join(self._value(instr, table))
                if new is not table[dst]:
                    table[dst] = new
                    changed = True
        return table

    def _value(self, instr: Instr, table: dict[Var, _Src]) -> _Src:
        if isinstance(instr, AddrOf):
            t = instr.target
            if isinstance(t, Var):
                return _Src(frozenset((t,)))
            return _Src(funcs=frozenset((t.name,)))
        if isinstance(instr, Copy):
            return self._src_of(instr.value, table)
        if isinstance(instr, PtrAdd):
            return self._src_of(instr.base, table)
        if isinstance(instr, FieldAddr):
            return self._src_of(instr.ptr, table)
        if isinstance(instr, Arith):
            return self._src_of(instr.a, table).join(self._src_of(instr.b, table))
        if isinstance(instr, Unary):
            return self._src_of(instr.a, table)
        if isinstance(instr, Alloc):
            return _Src(flags=HEAP)
        if isinstance(instr, Call):
            return self._call_value(instr, table)
        return _UNKNOWN  # Load, FieldRead: a value from memory

    def _call_value(self, call: Call, table: dict[Var, _Src]) -> _Src:
        model = libmodel.model(call.callee.name) if isinstance(call.callee, Direct) else None
        if model is None:
            return _UNKNOWN
        fresh = libmodel.Ret.FRESH | libmodel.Ret.LIBRARY
        out = _Src(flags=HEAP) if model.returns & fresh else _EMPTY
        if model.retains and libmodel.Ret.LIBRARY in model.returns:
            out = out.join(_Src(flags=FALLBACK))  # a pointer the library kept earlier
        if model.returns_arg is not None and model.returns_arg < len(call.actuals):
            out = out.join(self._src_of(call.actuals[model.returns_arg], table))
        return out

    @staticmethod
    def _src_of(op: Operand | None, table: dict[Var, _Src]) -> _Src:
        if isinstance(op, Var):
            return table.get(op, _UNKNOWN)
        if isinstance(op, Const) and op.value != 0:
            return _UNKNOWN  # an integer used as an address
        return _EMPTY

    # --- types ---------------------------------------------------------------------------

    def _typed(self, ptr_type: Type) -> frozenset[Var]:
        target = ptr_type.pointee if isinstance(ptr_type, PointerType) else None
        hit = self._by_type.get(target)
        if hit is None:
            hit = frozenset(v for v in self._universe if self._compatible(target, v.type))
            self._by_type[target] = hit
        return hit

    def _compatible(self, target: Type | None, vtype: Type) -> bool:
        if target is None or isinstance(target, VoidType):
            return True
        if isinstance(target, IntType) and target.bits == 8:
            return True
        if isinstance(target, FunctionType):
            return False
        return self._holds(vtype, target)

    def _holds(self, outer: Type, inner: Type) -> bool:
        """Whether an object of type `outer` contains an object shaped like `inner`."""
        key = (outer, inner)
        hit = self._contains.get(key)
        if hit is not None:
            return hit
        self._contains[key] = False  # recursive records: assume no while computing
        result = _same_shape(outer, inner) or any(
            self._holds(part, inner) for part in self._parts(outer))
        self._contains[key] = result
        return result

    def _parts(self, t: Type) -> Iterator[Type]:
        if isinstance(t, ArrayType):
            yield t.elem
        elif isinstance(t, RecordType):
            rec = self.program.records.get(t.name)
            if rec is not None:
                yield from (f.type for f in rec.fields)


def _same_shape(a: Type, b: Type) -> bool:
    if isinstance(a, PointerType) and isinstance(b, PointerType):
        return True
    if isinstance(a, IntType) and isinstance(b, IntType):
        return a.bits == b.bits
    if isinstance(a, ArrayType) and isinstance(b, ArrayType):
        return _same_shape(a.elem, b.elem)
    if isinstance(a, FloatType | RecordType):
        return a == b
    return False


def _assigns_untracked(instr: Instr, table: dict[Var, _Src]) -> bool:
    """A global or an address-taken variable receives a value computed from addresses."""
    if not isinstance(instr, Copy | PtrAdd | Arith | Unary | AddrOf | FieldAddr):
        return False
    return instr.dst not in table


def _init_targets(init: Init | None) -> Iterator[Var | FuncRef]:
    todo: list[Init | None] = [init]
    while todo:
        i = todo.pop()
        if isinstance(i, AddrInit):
            yield i.target
        elif isinstance(i, AggInit):
            todo.extend(i.items)


def _escaping_operands(instr: Instr) -> Iterable[Operand]:
    """Operands whose value (possibly an address) leaves for memory, a caller or a callee."""
    if isinstance(instr, Store | FieldWrite):
        return (instr.value,)
    if isinstance(instr, Return):
        return () if instr.value is None else (instr.value,)
    if isinstance(instr, Call):
        m = libmodel.model(instr.callee.name) if isinstance(instr.callee, Direct) else None
        if m is None:
            return instr.actuals
        # a model keeps some arguments, and hands some to the callbacks it calls
        kept = {*m.retains, *(k for cb in m.callbacks for k in cb.args if k is not None)}
        return tuple(a for k, a in enumerate(instr.actuals) if k in kept)
    return ()


#: The alias oracles the data-flow analyses can use, by the name the CLI knows them.
ORACLES = ("cfl", "address-taken")


def make_oracle(name: str, program: Program, world: World | None = None) -> AliasOracle:
    """`cfl`: the demand points-to sets of the CFL alias analysis (paper 001), falling back
    to Andersen's sets when a query runs out of budget; `address-taken`: this module's
    default, every address-taken variable of a compatible type unless a local address flow
    says better."""
    if name == "cfl":
        from ddpa.analyses.alias.cfl_oracle import CFLAliasOracle

        return CFLAliasOracle(program, world=world)
    if name == "address-taken":
        return AddressTakenOracle(program)
    raise ValueError(f"unknown alias oracle '{name}' (known: {', '.join(ORACLES)})")
