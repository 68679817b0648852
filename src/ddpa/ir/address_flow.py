"""Where addresses go inside one function: its local address flow, and the variables whose
address it lets out.

Duesterwald, Gupta and Soffa (ICSE 1996, section 4.2) take alias information computed
apart from the data-flow analysis; the default alias oracle
(`ddpa.analyses.dataflow.address_taken_aliases`) builds it from what this module reads off
each body on its own:

* *local address flow* (flow-insensitive): a temporary or a local/formal whose address the
  function never takes can only hold values assigned to it in the function. Following
  copies, `&x`, `&p->f`, pointer arithmetic and integer arithmetic on pointers gives a set
  of variables and functions (`Sources`); a value loaded from memory, returned by a call or
  held by a formal on entry makes it `FALLBACK` (any escaped variable of a compatible
  type), an allocation `HEAP`.
* *escapes*: the variables whose address the function stores to memory, copies to a global
  or an address-taken variable, returns, passes to a defined or unknown function, or passes
  to a library function that keeps it or hands it to a callback (`qsort`'s array).

Only the function's own variables can be tracked: C takes the address of a local, a
formal or a temporary only inside its function (a `static` local is a global of the
program's), so a body alone decides both. The IR cache keeps each function's escapes in
its header (`function_escapes`), so an oracle learns every escaped variable of the
program without reading a body.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

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
    Instr,
    Operand,
    PtrAdd,
    Return,
    Store,
    Unary,
    Var,
)

if TYPE_CHECKING:
    from ddpa.ir.program import Function, Init

FALLBACK = 1  # the value may be any escaped variable of a compatible type
HEAP = 2  # the value may point to a heap object (not a variable)


@immutable
class Sources:
    """What a locally tracked variable may hold: variables, functions and flags."""

    vars: frozenset[Var] = frozenset()
    funcs: frozenset[str] = frozenset()
    flags: int = 0

    def join(self, other: Sources) -> Sources:
        if other.flags | self.flags == self.flags and other.vars <= self.vars \
                and other.funcs <= self.funcs:
            return self
        return Sources(self.vars | other.vars, self.funcs | other.funcs,
                       self.flags | other.flags)


NOTHING = Sources()
UNKNOWN = Sources(flags=FALLBACK | HEAP)

#: A function's local address flow: what each variable it tracks may hold.
Table = dict[Var, Sources]
#: Whether the program defines a function of that name (a call of it is not the library's,
#: whatever its name: a program's own `read` is not `read(2)`).
Defined = Callable[[str], bool]


def local_flow(fn: Function, defined: Defined) -> Table:
    """The flow-insensitive fixed point over fn's assignments to the variables it tracks
    (its own whose address it never takes)."""
    nodes = fn.nodes
    taken = {i.target for n in nodes if isinstance(i := n.instr, AddrOf)
             and isinstance(i.target, Var)}
    table: Table = {v: NOTHING for v in fn.variables() if v not in taken}
    for p in fn.params:
        if p in table:
            table[p] = UNKNOWN
    assigns = [(d, n.instr) for n in nodes if not isinstance(n.instr, FieldWrite)
               for d in n.instr.defs() if d in table]
    changed = True
    while changed:
        changed = False
        for dst, instr in assigns:
            new = table[dst].join(value(instr, table, defined))
            if new is not table[dst]:
                table[dst] = new
                changed = True
    return table


def function_escapes(fn: Function, defined: Defined) -> frozenset[Var]:
    """fn's escapes: those its header keeps (`Function.kept_escapes`, found when the
    program was stored), else `escapes` of its body."""
    kept = fn.kept_escapes()
    return kept if kept is not None else escapes(fn, defined)


def escapes(fn: Function, defined: Defined) -> frozenset[Var]:
    """The variables whose address fn lets out (the module's list), by its local flow."""
    table = local_flow(fn, defined)
    out: set[Var] = set()
    for node in fn.nodes:
        instr = node.instr
        for op in _escaping_operands(instr, defined):
            out.update(source(op, table).vars)
        if _assigns_untracked(instr, table):
            out.update(value(instr, table, defined).vars)
    return frozenset(out)


def value(instr: Instr, table: Table, defined: Defined) -> Sources:
    """What the value an instruction assigns may hold."""
    if isinstance(instr, AddrOf):
        t = instr.target
        if isinstance(t, Var):
            return Sources(frozenset((t,)))
        return Sources(funcs=frozenset((t.name,)))
    if isinstance(instr, Copy):
        return source(instr.value, table)
    if isinstance(instr, PtrAdd):
        return source(instr.base, table)
    if isinstance(instr, FieldAddr):
        return source(instr.ptr, table)
    if isinstance(instr, Arith):
        return source(instr.a, table).join(source(instr.b, table))
    if isinstance(instr, Unary):
        return source(instr.a, table)
    if isinstance(instr, Alloc):
        return Sources(flags=HEAP)
    if isinstance(instr, Call):
        return _call_value(instr, table, defined)
    return UNKNOWN  # Load, FieldRead: a value from memory


def source(op: Operand | None, table: Table) -> Sources:
    """What an operand may hold."""
    if isinstance(op, Var):
        return table.get(op, UNKNOWN)
    if isinstance(op, Const) and op.value != 0:
        return UNKNOWN  # an integer used as an address
    return NOTHING


def _library_model(call: Call, defined: Defined) -> libmodel.LibModel | None:
    """The library model of a direct call of a function the program does not define."""
    if isinstance(call.callee, Direct) and not defined(call.callee.name):
        return libmodel.model(call.callee.name)
    return None


def _call_value(call: Call, table: Table, defined: Defined) -> Sources:
    model = _library_model(call, defined)
    if model is None:
        return UNKNOWN
    fresh = libmodel.Ret.FRESH | libmodel.Ret.LIBRARY
    out = Sources(flags=HEAP) if model.returns & fresh else NOTHING
    if model.retains and libmodel.Ret.LIBRARY in model.returns:
        out = out.join(Sources(flags=FALLBACK))  # a pointer the library kept earlier
    if model.returns_arg is not None and model.returns_arg < len(call.actuals):
        out = out.join(source(call.actuals[model.returns_arg], table))
    return out


def _assigns_untracked(instr: Instr, table: Table) -> bool:
    """A global or an address-taken variable receives a value computed from addresses."""
    if not isinstance(instr, Copy | PtrAdd | Arith | Unary | AddrOf | FieldAddr):
        return False
    return instr.dst not in table


def _escaping_operands(instr: Instr, defined: Defined) -> Iterable[Operand]:
    """Operands whose value (possibly an address) leaves for memory, a caller or a callee."""
    if isinstance(instr, Store | FieldWrite):
        return (instr.value,)
    if isinstance(instr, Return):
        return () if instr.value is None else (instr.value,)
    if isinstance(instr, Call):
        m = _library_model(instr, defined)
        if m is None:
            return instr.actuals
        # a model keeps some arguments, and hands some to the callbacks it calls
        kept = {*m.retains, *(k for cb in m.callbacks for k in cb.args if k is not None)}
        return tuple(a for k, a in enumerate(instr.actuals) if k in kept)
    return ()


def init_targets(init: Init | None) -> Iterator[Var | FuncRef]:
    """The variables and functions whose address a global's initialiser holds."""
    from ddpa.ir.program import AddrInit, AggInit

    todo: list[Init | None] = [init]
    while todo:
        i = todo.pop()
        if isinstance(i, AddrInit):
            yield i.target
        elif isinstance(i, AggInit):
            todo.extend(i.items)
