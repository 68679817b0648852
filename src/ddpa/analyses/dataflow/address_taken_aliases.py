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

Both are read off each body on its own (`ddpa.ir.address_flow`). The oracle sets nothing up
for the whole program: a function's local flow is solved when a pointer of it is first
asked about, and the escaped variables are gathered when a pointer first falls back, from
each function's escapes, which the IR cache keeps in the function's header (so a question
reads the bodies it reaches, not the program's).

Approximations (named, not hidden): casts between unrelated pointer types (type punning
other than through `char`) are assumed absent, as C's effective-type rule demands; heap
objects are not variables (`may_denote_unknown` says a pointer may reach them); indirect
calls resolve to address-taken functions of the same arity (or to the exact functions a
pointer was locally assigned; where a pointer of unknown origin may hold code outside the
program, also to an unknown external).
"""

from __future__ import annotations

from collections.abc import Iterator

from ddpa.analyses.alias_interface import AliasOracle
from ddpa.graphs.world import World, world_of
from ddpa.ir import address_flow, libmodel
from ddpa.ir.address_flow import FALLBACK, UNKNOWN, Sources, init_targets
from ddpa.ir.instr import AddrOf, Call, Direct, Indirect, Var
from ddpa.ir.program import Function, Program
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


class AddressTakenOracle:
    """Sound may-alias answers from taken addresses, local address flow and types.

    With `local_flow=False` the oracle is the plain textbook default: every pointer may
    denote every address-taken variable of a compatible type.
    """

    def __init__(self, program: Program, local_flow: bool = True,
                 world: World | None = None) -> None:
        self.program = program
        self.local_flow = local_flow
        self.world = world_of(program, world)
        self._outside: bool | None = None  # (`outside_code`)
        self.name = "address-taken" if local_flow else "address-taken (no local flow)"
        self._taken_funcs: frozenset[str] | None = None
        self._taken_defined: bool | None = None  # (`indirect_calls_stay_inside`)
        self._targets_of: dict[int, tuple[str, ...]] = {}  # (`_fitting`)
        self._locals: dict[str, address_flow.Table] = {}
        self._universe: frozenset[Var] | None = None
        self._by_type: dict[Type | None, frozenset[Var]] = {}
        self._contains: dict[tuple[Type, Type], bool] = {}

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
        found = self._fitting(len(call.args))
        return (*found, libmodel.UNSUPPORTED) if self.outside_code() else found

    def outside_code(self) -> bool:
        """Whether a function pointer of unknown origin may hold code outside the
        program (a call through it then also reaches an unknown external): in the open
        world, where outside code calls the entry points with pointers of its own, and
        where the program calls a function with neither a body nor a library model,
        which may return one or store one where the program reads it (called or
        referenced: `libmodel.unknown_externals`). Read from the function table, not the
        bodies."""
        if self._outside is None:
            self._outside = self.world is World.OPEN or bool(
                libmodel.unknown_externals(self.program))
        return self._outside

    def universe(self) -> frozenset[Var]:
        """The variables a pointer of unknown origin may denote (escaped variables; with
        no local flow, every address-taken variable), found when first needed: each
        function's escapes are read from its header where the IR cache keeps them, so no
        body is read for them."""
        if self._universe is None:
            p = self.program
            out: set[Var] = set()
            for g in p.globals.values():
                out.update(t for t in init_targets(g.init) if isinstance(t, Var))
            for fn in p.defined_functions():
                if self.local_flow:
                    out.update(address_flow.function_escapes(fn, p.defines))
                else:
                    out.update(i.target for n in fn.nodes if isinstance(i := n.instr, AddrOf)
                               and isinstance(i.target, Var))
            self._universe = frozenset(out)
        return self._universe

    def indirect_calls_stay_inside(self, fn: Function) -> bool:
        """Whether every indirect call of fn reaches only functions the program defines,
        read from fn's summary, not its body: `call_targets` gives address-taken
        functions only unless a pointer may hold outside code (`outside_code`), so it does
        when all of them have bodies, no pointer may hold outside code, and each indirect
        call's count of arguments has one (a call with none is an unknown external)."""
        if self._taken_defined is None:
            self._taken_defined = all(self.program.defines(n) for n in self.taken_functions())
        return self._taken_defined and not self.outside_code() and all(
            self._fitting(n) for n in fn.summary().indirect_arities)

    def _fitting(self, nargs: int) -> tuple[str, ...]:
        """The address-taken functions an indirect call of nargs arguments may reach
        (`signature_targets`, once per count of arguments)."""
        hit = self._targets_of.get(nargs)
        if hit is None:
            from ddpa.graphs.peg import signature_targets  # (not at start-up: a large module)

            hit = self._targets_of[nargs] = tuple(
                signature_targets(self.program, nargs, self.taken_functions()))
        return hit

    def taken_functions(self) -> frozenset[str]:
        """The functions whose address the program takes (`address_taken_functions`:
        from the functions' summaries and the globals' initialisers)."""
        if self._taken_funcs is None:
            from ddpa.graphs.callgraph import address_taken_functions

            self._taken_funcs = frozenset(address_taken_functions(self.program))
        return self._taken_funcs

    # --- local address flow ---------------------------------------------------------------

    def _source(self, fn: Function, ptr: Var) -> Sources:
        if not self.local_flow:
            return UNKNOWN
        table = self._locals.get(fn.name)
        if table is None:
            table = self._locals[fn.name] = address_flow.local_flow(fn, self.program.defines)
        return table.get(ptr, UNKNOWN)

    # --- types ---------------------------------------------------------------------------

    def _typed(self, ptr_type: Type) -> frozenset[Var]:
        target = ptr_type.pointee if isinstance(ptr_type, PointerType) else None
        hit = self._by_type.get(target)
        if hit is None:
            hit = frozenset(v for v in self.universe() if self._compatible(target, v.type))
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
        return AddressTakenOracle(program, world=world)
    raise ValueError(f"unknown alias oracle '{name}' (known: {', '.join(ORACLES)})")
