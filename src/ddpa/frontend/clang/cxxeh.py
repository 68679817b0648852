"""Lowering of C++ exceptions: `throw`, `try`/`catch`, and the landing pads after calls.

The IR shape (README "C++", exceptions; runtime names in `ddpa.ir.cxxabi`):

- `throw e`: a heap copy of e (an allocation site of e's type), its address stored in
  `@__cxa_exception`, then `call @__cxa_throw(%p, &@"typeinfo:T", &@T::~T or null)`, which
  does not return. `throw;` is `call @__cxa_rethrow()`.
- A call that may throw (any but destructors, the runtime's and functions declared
  `noexcept`/`throw()`) made where an automatic object is alive or inside a `try` block is
  followed by its landing-pad test `%e = @__cxa_exception; br %e -> pad, next` (the call
  node keeps its one successor; after a normal return the slot is null).
- The pad destroys the automatic objects the exception leaves, innermost first; at a `try`
  whose block it leaves it tries the handlers in order,
  `%m = call @__cxa_catch_match(%x, &@"typeinfo:T")` and `br %m -> handler, next`
  (`catch (...)` takes every exception); past the last handler it goes on outward, and
  past the function's objects `call @_Unwind_Resume(%x)` leaves the function.
- A handler starts with `%e = call @__cxa_begin_catch(%m)`, binds its variable from `%e`,
  and calls `__cxa_end_catch(%e)` on every way out of it (a cleanup of its scope).

Analyses see every handler reachable from every call of its `try` block that may throw
(contract 8), and the destructors of the objects an exception leaves.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass, field
from typing import TypeVar

import clang.cindex as ci

from ddpa.frontend.clang.convert import convert_const
from ddpa.frontend.clang.cxxexpr import CxxLowering, Destructible
from ddpa.frontend.clang.cxxnames import REFERENCE_KINDS
from ddpa.frontend.clang.lvalue import MemLV, VarLV
from ddpa.frontend.clang.steps import Lowers, Step
from ddpa.frontend.clang.tree import CNode
from ddpa.ir.cxxabi import (
    BEGIN_CATCH,
    CATCH_MATCH,
    END_CATCH,
    EXCEPTION_SLOT,
    NOTHROW_RUNTIME,
    RESUME,
    RETHROW,
    THROW,
    TYPEINFO_PREFIX,
)
from ddpa.ir.instr import (
    AddrOf,
    Branch,
    Call,
    Callee,
    Const,
    Copy,
    Direct,
    FuncRef,
    Instr,
    Operand,
    Var,
    VarKind,
    Virtual,
)
from ddpa.ir.program import Global, Node, add_edge
from ddpa.ir.types import I32, U64, VOID, VOID_PTR, FunctionType, PointerType, Type

CK = ci.CursorKind
InstrT = TypeVar("InstrT", bound=Instr)
# functions the front end calls that never throw
_NOTHROW = NOTHROW_RUNTIME | {"operator delete", "operator delete[]", "memset", "memcpy"}


@dataclass(eq=False)
class Handler:
    """One `catch` clause: its type token (None for `catch (...)`), the variable the
    dispatch leaves the matched address in, its entry node, and whether its end rethrows
    (a constructor's or destructor's function-try-block)."""

    typeinfo: Var | None
    match: Var
    entry: Node
    clause: CNode
    rethrows: bool = False


@dataclass(eq=False)
class TryScope:
    """A `try` block being lowered: the scope depth its objects start at, its handlers."""

    depth: int
    handlers: list[Handler] = field(default_factory=list)


# the automatic objects alive at a call (each with its scope depth) and the open `try`s
Live = tuple[tuple[int, Destructible], ...]


class EhLowering(CxxLowering):
    """Exceptions, between CxxLowering and FunctionLowering."""

    trys: list[TryScope]
    throwing: list[tuple[Node, Live, tuple[TryScope, ...]]]
    building_pads: bool

    @abstractmethod
    def stmt(self, c: CNode) -> Lowers[object]: ...

    @abstractmethod
    def full(self, c: CNode) -> None: ...

    @abstractmethod
    def declare(self, c: CNode, name: str, t: Type, kind: VarKind) -> Var: ...

    @abstractmethod
    def stamp(self, instr: InstrT) -> InstrT: ...

    # ---- which calls get a landing pad ------------------------------------------------------

    def note_call(self, node: Node, callee: Callee) -> None:
        """Remember a call that may throw where an exception would meet an object to
        destroy or a handler (its pad is built when the function is complete)."""
        if self.building_pads or not (self.trys or any(self.scopes)):
            return
        if not self.may_throw(callee):
            return
        live = tuple((d, e) for d, scope in enumerate(self.scopes) for e in scope)
        self.throwing.append((node, live, tuple(self.trys)))

    def may_throw(self, callee: Callee) -> bool:
        if isinstance(callee, Virtual):
            return not callee.method.startswith("~")
        if isinstance(callee, Direct):
            name = callee.name
            return not (name in _NOTHROW or name in self.unit.nothrow or "::~" in name or
                        name.startswith("__builtin"))
        return True

    # ---- throw --------------------------------------------------------------------------------

    def throw_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        exprs = [k for k in c.ops if k.is_expression]
        if not exprs:
            self.unit.declare_external(RETHROW, FunctionType(VOID, ()))
            self.no_return(self.emit(Call(None, Direct(RETHROW), ())))
            return Const(0, I32)
        e = exprs[0]
        t = self.ty(e)
        obj = self.temp(PointerType(t))
        self.alloc(obj, "operator new", Const(self.size_of(t), U64), t)
        yield self.construct(MemLV(obj, (), t), e)
        slot = self.exception_slot()
        self.emit(Copy(slot, self.convert(obj, slot.type)))
        ti = self.typeinfo_address(t, e.cursor.type)
        dtor = self.destructor_of(t)
        d: Operand = convert_const(0, VOID_PTR)
        if dtor is not None:
            d = fp = self.temp(VOID_PTR)
            self.emit(AddrOf(fp, FuncRef(dtor)))
        self.unit.declare_external(THROW, FunctionType(VOID, (VOID_PTR, VOID_PTR, VOID_PTR)))
        self.no_return(self.emit(Call(None, Direct(THROW), (obj, ti, d))))
        return Const(0, I32)

    def no_return(self, node: Node) -> None:
        add_edge(node, self.fn.exit)
        self.b.cur = self.b.placeholder()  # what follows is unreachable

    def exception_slot(self) -> Var:
        return self.unit.exception_slot()

    def typeinfo_address(self, t: Type, ct: ci.Type) -> Var:
        """`&@"typeinfo:T"` for the type `t` (clang's `ct`), declared on first use: a
        constant global of type T named as the GNU runtime names the type."""
        name = TYPEINFO_PREFIX + gnu_type_name(ct)
        g = self.unit.program.globals.get(name)
        if g is None:
            v = Var(name, t, VarKind.GLOBAL, "", name)
            g = self.unit.program.globals[name] = Global(v, None, name, "", False, True, True,
                                                         self.cur_loc)
        a = self.temp(PointerType(g.var.type))
        self.emit(AddrOf(a, g.var))
        return a

    # ---- try and catch ------------------------------------------------------------------------

    def try_stmt(self, c: CNode, rethrows: bool = False) -> Step[None]:
        """`try { } catch ...`; with `rethrows` (the function-try-block of a constructor or
        destructor) the try also covers the object's members and bases, destroyed before a
        handler runs, and a handler that ends goes on by rethrowing the exception."""
        body = next((k for k in c.kids if k.kind == CK.COMPOUND_STMT), None)
        scope = TryScope(0 if rethrows else len(self.scopes))
        for h in (k for k in c.kids if k.kind == CK.CXX_CATCH_STMT):
            var = next((k for k in h.kids if k.kind == CK.VAR_DECL), None)
            ti = None
            if var is not None:
                ct = var.cursor.type
                t = self.ty(var)
                if ct.kind in REFERENCE_KINDS:  # a reference catches the object itself
                    ct = ct.get_pointee()
                    t = t.pointee if isinstance(t, PointerType) else t
                name = TYPEINFO_PREFIX + gnu_type_name(ct)
                g = self.unit.program.globals.get(name)
                if g is None:
                    tv = Var(name, t, VarKind.GLOBAL, "", name)
                    g = self.unit.program.globals[name] = Global(
                        tv, None, name, "", False, True, True, self.unit.loc(h.cursor))
                ti = g.var
            scope.handlers.append(Handler(ti, self.temp(VOID_PTR), self.b.placeholder(), h,
                                          rethrows))
        out = self.b.placeholder()
        self.trys.append(scope)
        if body is not None:
            yield self.stmt(body)
        self.trys.pop()
        self.b.jump(out)
        members = self.scopes[0][:] if rethrows and self.scopes else []
        if members:
            self.scopes[0].clear()  # (destroyed before the handlers: not again after)
        for handler in scope.handlers:
            yield self.handler(handler)
            self.b.jump(out)
        if members:
            self.scopes[0][:] = members
        self.b.enter(out)

    def handler(self, h: Handler) -> Step[None]:
        """A handler: take the exception, bind the variable, the body, then leave it."""
        self.b.enter(h.entry)
        self.full(h.clause)
        self.unit.declare_external(BEGIN_CATCH, FunctionType(VOID_PTR, (VOID_PTR,)))
        self.unit.declare_external(END_CATCH, FunctionType(VOID, (VOID_PTR,)))
        e = self.temp(VOID_PTR)
        self.emit(Call(e, Direct(BEGIN_CATCH), (h.match,)))
        self.scopes.append([(lambda: e, END_CATCH)])
        var = next((k for k in h.clause.kids if k.kind == CK.VAR_DECL), None)
        if var is not None:
            t = self.ty(var)
            v = self.declare(var, str(var.cursor.spelling) or "$caught", t, VarKind.LOCAL)
            self.fn.locals.append(v)
            if var.cursor.type.kind in REFERENCE_KINDS:
                self.emit(Copy(v, e))
            else:
                p = self.temp(PointerType(t))
                self.emit(Copy(p, e))
                self.write(VarLV(v, (), t), self.read(MemLV(p, (), t), None))
                dtor = self.destructor_of(t)
                if dtor is not None:
                    self.scopes[-1].append((lambda: self.lv_address(VarLV(v, (), t), None),
                                            dtor))
        for k in h.clause.kids:
            if k.kind == CK.COMPOUND_STMT:
                yield self.stmt(k)
        if self.b.cur is not None and h.rethrows:  # a constructor's function-try-block
            self.unit.declare_external(RETHROW, FunctionType(VOID, ()))
            self.no_return(self.emit(Call(None, Direct(RETHROW), ())))
        self.unwind_to(len(self.scopes) - 1)
        self.scopes.pop()

    # ---- landing pads -------------------------------------------------------------------------

    def landing_pads(self) -> None:
        """After each call `note_call` kept: the test of the exception slot, and the path an
        exception takes from there (pads shared between calls with the same objects)."""
        self.building_pads = True
        memo: dict[tuple[tuple[int, ...], tuple[int, ...]], Node] = {}
        slot = self.exception_slot()
        for node, live, trys in self.throwing:
            self.cur_loc, self.cur_src = node.instr.loc, node.instr.src
            after = node.succs[:]
            node.succs.clear()
            t = self.temp(slot.type)
            test = self.fn.new_node(self.stamp(Copy(t, slot)))
            add_edge(node, test)
            br = self.fn.new_node(self.stamp(Branch(t)))
            add_edge(test, br)
            add_edge(br, self.unwind_path(live, trys, memo))
            add_edge(br, after[0] if after else self.fn.exit)
        self.b.cur = None
        self.building_pads = False

    def unwind_path(self, live: Live, trys: tuple[TryScope, ...],
                    memo: dict[tuple[tuple[int, ...], tuple[int, ...]], Node]) -> Node:
        """The first node of what an exception does from a point where objects `live` are
        alive inside the `try`s `trys`: each step (one destructor, one `try`'s dispatch,
        the final resume) is built once per state and continues into the next state's."""
        todo: list[tuple[tuple[tuple[int, ...], tuple[int, ...]], Live,
                         tuple[TryScope, ...]]] = []
        nxt: Node | None = None
        while True:
            key = (tuple(id(e) for _, e in live), tuple(id(s) for s in trys))
            known = memo.get(key)
            if known is not None:
                nxt = known
                break
            todo.append((key, live, trys))
            if trys and (not live or live[-1][0] < trys[-1].depth):
                trys = trys[:-1]
            elif live:
                live = live[:-1]
            else:
                break
        for key, objs, tr in reversed(todo):
            start = self.b.placeholder()
            self.b.cur = start
            if tr and (not objs or objs[-1][0] < tr[-1].depth):
                self.dispatch(tr[-1], nxt)
            elif objs:
                self.run_destructors([objs[-1][1]])
                assert nxt is not None
                self.b.jump(nxt)
            else:
                x = self.temp(VOID_PTR)
                self.emit(Copy(x, self.exception_slot()))
                self.unit.declare_external(RESUME, FunctionType(VOID, (VOID_PTR,)))
                add_edge(self.emit(Call(None, Direct(RESUME), (x,))), self.fn.exit)
                self.b.cur = None
            memo[key] = nxt = start
        assert nxt is not None
        return nxt

    def dispatch(self, scope: TryScope, nxt: Node | None) -> None:
        """The handlers of `scope` in order: the first whose type matches takes it."""
        x = self.temp(VOID_PTR)
        self.emit(Copy(x, self.exception_slot()))
        self.unit.declare_external(CATCH_MATCH, FunctionType(VOID_PTR, (VOID_PTR, VOID_PTR)))
        for h in scope.handlers:
            if h.typeinfo is None:  # catch (...)
                self.emit(Copy(h.match, x))
                self.b.jump(h.entry)
                return
            ti = self.temp(PointerType(h.typeinfo.type))
            self.emit(AddrOf(ti, h.typeinfo))
            self.emit(Call(h.match, Direct(CATCH_MATCH), (x, ti)))
            br = self.emit(Branch(h.match))
            on = self.b.placeholder()
            self.b.branch_to(br, h.entry, on)
            self.b.cur = on
        assert nxt is not None
        self.b.jump(nxt)


def gnu_type_name(ct: ci.Type) -> str:
    """A type as the GNU runtime prints it (`ns::E`, `int`, `char const*`); top-level
    qualifiers do not count (a thrown or caught `const E` is an `E`)."""
    t = ct.get_canonical()
    consts: list[bool] = []
    while t.kind == ci.TypeKind.POINTER:
        consts.append(t.is_const_qualified())
        t = t.get_pointee().get_canonical()
    base = str(t.spelling)
    for prefix in ("const ", "volatile ", "struct ", "class ", "union ", "enum "):
        if base.startswith(prefix):
            base = base[len(prefix):]
    if consts and t.is_const_qualified():
        base += " const"
    for i, const in reversed(list(enumerate(consts))):
        base += "*" + (" const" if const and i > 0 else "")
    return base


__all__ = ["EXCEPTION_SLOT", "EhLowering", "Handler", "TryScope", "gnu_type_name"]
