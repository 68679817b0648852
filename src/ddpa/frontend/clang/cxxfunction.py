"""`std::function<R(A...)>` lowered as the program's own data (README "C++").

An object of `std::function<R (A...)>` is a record of that name (libstdc++'s 32 bytes) with
four fields: `callable`, the address of a heap copy of the stored callable (an allocation
site of the callable's type; null when the object is empty), and the addresses of three
functions synthesised once per stored callable type C: `clone` (`fn(i8*) -> i8*`, a new
heap copy of the callable, copy-constructed), `destroy` (`fn(i8*)`, its destructor, then
`operator delete`) and `invoke` (`fn(i8*, A...) -> R`, which calls C's `operator()` on the
copy, or the function a stored function pointer points to). They are named
`std::function<R (A...)>::clone$<C>`, `destroy$<C>`, `invoke$<C>`.

Construction and assignment from a callable (a lambda, a functor, a function or function
pointer) copy it to the heap and store the four fields; copying a `std::function` clones the
callable (through `clone`), moving takes it, destruction (`std::function<...>::~function`)
calls `destroy` when not empty; `f(args)` is the indirect call `invoke(callable, args)`
after a check that `callable` is not null (else `std::__throw_bad_function_call()`);
`if (f)` tests `callable`. So analyses and the interpreter reach the stored callable through
ordinary memory and an ordinary indirect call. A callable the unit cannot show an
`operator()` for (the library's, such as `std::bind`'s; a generic lambda whose instance
for A... no call in the unit refers to; another `std::function` type) is invoked by an
unknown call over the copy and the arguments (reported).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.frontend.clang.builder import CFGBuilder
from ddpa.frontend.clang.cxxfunction_layout import (
    I8P,
    function_fields,
    is_function_record,
    is_std_function,
)
from ddpa.frontend.clang.cxxlambda import call_operator, is_lambda_class
from ddpa.frontend.clang.cxxnames import REFERENCE_KINDS, is_implicit, type_spelling
from ddpa.frontend.clang.expr import ExprLowering
from ddpa.frontend.clang.lvalue import LValue, MemLV, VarLV
from ddpa.frontend.clang.steps import Step
from ddpa.frontend.clang.tree import CNode, strip
from ddpa.ir.cxxabi import THROW_BAD_FUNCTION_CALL
from ddpa.ir.instr import (
    NOLOC,
    AddrOf,
    Alloc,
    Arith,
    BinOp,
    Branch,
    Call,
    Const,
    Copy,
    Direct,
    FuncRef,
    Indirect,
    Instr,
    Load,
    Loc,
    Operand,
    Return,
    Store,
    Var,
    VarKind,
)
from ddpa.ir.libmodel import UNSUPPORTED
from ddpa.ir.program import Function, Node, add_edge
from ddpa.ir.types import (
    BOOL,
    I32,
    U64,
    VOID,
    FunctionType,
    PointerType,
    Record,
    RecordType,
    Type,
    VoidType,
)

if TYPE_CHECKING:
    from ddpa.frontend.clang.unit import UnitLowering

CK = ci.CursorKind
TK = ci.TypeKind


class FunctionObjects(ExprLowering):
    """What the lowering of `std::function` needs of the C++ expression lowering (which
    derives from this)."""

    @abstractmethod
    def construct(self, lv: LValue, init: CNode) -> Step[None]: ...


    @abstractmethod
    def returns_reference(self, decl: ci.Cursor) -> bool: ...

    @abstractmethod
    def record_of(self, decl: ci.Cursor) -> RecordType: ...

    @abstractmethod
    def alloc(self, p: Var, fn: str, size: Operand, t: Type) -> None: ...


def signature_of(unit: UnitLowering, t: RecordType) -> FunctionType | None:
    rec = unit.program.records.get(t.name)
    fld = rec.field("invoke") if rec is not None else None
    if fld is None or not isinstance(fld.type, PointerType) or \
            not isinstance(fld.type.pointee, FunctionType):
        return None
    ft = fld.type.pointee
    return FunctionType(ft.ret, ft.params[1:])


def _sub(lv: LValue, name: str, t: Type) -> LValue:
    if isinstance(lv, VarLV):
        return VarLV(lv.var, (*lv.path, name), t)
    return MemLV(lv.ptr, (*lv.path, name), t)


class Emitter(Protocol):
    """What the shared sequences need: temporaries and instructions at the cursor."""

    b: CFGBuilder

    def temp(self, t: Type) -> Var: ...

    def emit(self, instr: Instr) -> Node: ...


class Synth:
    """A function synthesised here, built instruction by instruction."""

    def __init__(self, unit: UnitLowering, name: str, ft: FunctionType, formals: list[str],
                 loc: Loc) -> None:
        self.unit = unit
        self.loc = loc
        self.fn = Function(name, ft, src_name=name.rsplit("::", 1)[-1])
        self.fn.loc = loc
        for n, t in zip(formals, ft.params, strict=True):
            self.fn.params.append(Var(n, t, VarKind.FORMAL, name, n))
        unit.program.functions[name] = self.fn
        self.b = CFGBuilder(self.fn, loc)

    def temp(self, t: Type) -> Var:
        v = Var(f"${len(self.fn.temps) + 1}", t, VarKind.TEMP, self.fn.name)
        self.fn.temps.append(v)
        return v

    def emit(self, instr: Instr) -> Node:
        object.__setattr__(instr, "loc", self.loc)
        object.__setattr__(instr, "src", "(implicit)")
        return self.b.emit(instr)

    def finish(self, value: Operand | None) -> None:
        r = Return(value)
        object.__setattr__(r, "loc", self.loc)
        object.__setattr__(r, "src", "(implicit)")
        self.b.ret(r)
        self.b.finish()


def _if_not_null(e: Emitter, value: Var, then: Callable[[], None]) -> None:
    """`if (value) then()`: the instructions `then` emits on the non-null branch."""
    yes, join = e.b.placeholder(), e.b.placeholder()
    node = e.emit(Branch(value))
    e.b.branch_to(node, yes, join)
    e.b.enter(yes)
    then()
    e.b.enter(join)


def _func_addr(e: Emitter, name: str, t: Type) -> Var:
    v = e.temp(t)
    e.emit(AddrOf(v, FuncRef(name)))
    return v


# ---- copies of objects holding std::function members -------------------------------------------


def fix_copy(e: Emitter, records: dict[str, Record], ptr: Var, t: Type, move_from: Var | None,
             path: tuple[str, ...] = ()) -> None:
    """After a bitwise copy of an object of type `t` to `ptr`: each `std::function` in it
    (itself, a member, a base's member) gets a clone of its callable; for a move from
    `move_from`, the source's is taken instead (the source's emptied)."""
    if not isinstance(t, RecordType):
        return
    if is_function_record(t):
        if move_from is not None:
            for f in ("callable", "clone", "destroy", "invoke"):
                e.emit(Store(move_from, (*path, f), Const(0, I8P)))
            return
        c = e.temp(I8P)
        e.emit(Load(c, ptr, (*path, "callable")))

        def clone() -> None:
            fp = e.temp(PointerType(FunctionType(I8P, (I8P,))))
            e.emit(Load(fp, ptr, (*path, "clone")))
            d = e.temp(I8P)
            e.emit(Call(d, Indirect(fp), (c,)))
            e.emit(Store(ptr, (*path, "callable"), d))

        _if_not_null(e, c, clone)
        return
    rec = records.get(t.name)
    for fld in rec.fields if rec is not None else ():
        if isinstance(fld.type, RecordType) and holds_function(records, fld.type):
            fix_copy(e, records, ptr, fld.type, move_from, (*path, fld.name))


def holds_function(records: dict[str, Record], t: Type, depth: int = 0) -> bool:
    """Does an object of type `t` hold a `std::function` (itself, or a member's, a base's)?"""
    if not isinstance(t, RecordType) or depth > 32:
        return False
    if is_function_record(t):
        return True
    rec = records.get(t.name)
    return rec is not None and any(holds_function(records, f.type, depth + 1)
                                   for f in rec.fields)


# ---- the stored callable ------------------------------------------------------------------------


@dataclass(frozen=True)
class Stored:
    """A callable type stored in a `std::function`: its name in the synthesised functions'
    names, its type (a class, or a function pointer), the symbol of the `operator()` the
    invoker calls (None for a function pointer, "" for one not known) and its copy
    constructor's symbol (None: a bitwise copy)."""

    name: str
    type: Type
    op: str | None
    copy_ctor: str | None


def stored_of(low: FunctionObjects, arg: CNode, sig: FunctionType) -> Stored | None:
    """The callable an argument of a `std::function` constructor or assignment is; None for
    one that is not lowered (a pointer to member)."""
    ct = arg.cursor.type.get_canonical()
    if ct.kind in (TK.POINTER, *REFERENCE_KINDS) and \
            ct.get_pointee().get_canonical().kind == TK.FUNCTIONPROTO:
        ct = ct.get_pointee().get_canonical()
    if ct.kind == TK.FUNCTIONPROTO:
        ft = low.unit.types.lower(ct)
        spelled = str(ct.spelling)
        name = spelled.replace(" (", " (*)(", 1) if " (" in spelled else spelled + "*"
        return Stored(name, PointerType(ft), None, None)
    if ct.kind != TK.RECORD:
        return None
    decl = ct.get_declaration()
    rt = low.record_of(decl)
    name = type_spelling(ct) if not is_lambda_class(decl) else rt.name
    copy_ctor = None
    defn = decl.get_definition()
    op = ""
    if defn is not None and not defn.location.is_in_system_header:
        op = _operator(low, defn, rt, sig)
        for k in low.unit.children(defn):
            if k.kind == CK.CONSTRUCTOR and k.is_copy_constructor() and \
                    not is_implicit(k) and not k.is_deleted_method():
                copy_ctor = low.unit.function_symbol(k)
    return Stored(name, rt, op, copy_ctor)


def _operator(low: FunctionObjects, defn: ci.Cursor, rt: RecordType, sig: FunctionType) -> str:
    """The symbol of the `operator()` of class `rt` that a call with the arguments A...
    selects: the one taking as many parameters, of the same types if there are several, a
    non-const one before a const one (libstdc++ calls it on a non-const object); a
    template's instance only when a call in the unit refers to it. "" when none is found."""
    unit = low.unit
    if is_lambda_class(defn):
        op = call_operator(defn)
        if op is not None:
            return unit.function_symbol(op)
    else:
        for k in unit.children(defn):
            if k.kind == CK.CXX_METHOD and k.spelling == "operator()":
                unit.function_symbol(k)
    prefix = f"{rt.name}::operator()"
    found = [f for name, f in unit.program.functions.items() if name.startswith(prefix) and
             len(f.type.params) == len(sig.params) + 1 and
             f.type.params[:1] == (PointerType(rt),)]
    exact = [f for f in found if tuple(f.type.params[1:]) == sig.params] or found
    if not exact:
        return ""
    mutable = [f for f in exact if not f.name.endswith(" const")]
    return (mutable or exact)[0].name


def _invoker(unit: UnitLowering, owner: str, sig: FunctionType, s: Stored, loc: Loc) -> str:
    name = f"{owner}::invoke${{{s.name}}}".replace("${", "$<").replace("}", ">")
    if name in unit.program.functions:
        return name
    ft = FunctionType(sig.ret, (I8P, *sig.params))
    e = Synth(unit, name, ft, ["obj", *(f"a{i}" for i in range(len(sig.params)))], loc)
    obj, formals = e.fn.params[0], e.fn.params[1:]
    target = unit.program.functions.get(s.op) if s.op else None
    if s.op is None and isinstance(s.type, PointerType):  # a function pointer
        q = e.temp(PointerType(s.type))
        e.emit(Copy(q, obj))
        fp = e.temp(s.type)
        e.emit(Load(fp, q))
        fpt = s.type.pointee
        params = fpt.params if isinstance(fpt, FunctionType) else ()
        ret: Type = fpt.ret if isinstance(fpt, FunctionType) else VOID
        args = _pass(e, formals, params)
        callee: Direct | Indirect = Indirect(fp)
        first: tuple[Operand, ...] = ()
    elif target is not None:
        p = e.temp(PointerType(s.type))
        e.emit(Copy(p, obj))
        args = _pass(e, formals, target.type.params[1:])
        ret, callee, first = target.type.ret, Direct(target.name), (p,)
    else:  # not known: an unknown call over the copy and the arguments
        unit.declare_external(UNSUPPORTED, FunctionType(VOID, (), True))
        args, ret, callee, first = list(formals), sig.ret, Direct(UNSUPPORTED), (obj,)
    d = None if isinstance(ret, VoidType) else e.temp(ret)
    e.emit(Call(d, callee, (*first, *args)))
    value: Operand | None = None
    if d is not None and not isinstance(sig.ret, VoidType):
        value = d
        if d.type != sig.ret:
            value = e.temp(sig.ret)
            e.emit(Copy(value, d) if not isinstance(d.type, PointerType) or
                   d.type.pointee != sig.ret else Load(value, d))
    e.finish(value)
    return name


def _pass(e: Synth, formals: list[Var], params: tuple[Type, ...] | list[Type]) -> list[Operand]:
    """The invoker's arguments as the callee takes them: the address of one it takes by
    reference where A is a value, the value where A is a reference and it takes a value,
    else converted."""
    out: list[Operand] = []
    for i, a in enumerate(formals):
        p = params[i] if i < len(params) else a.type
        if p == a.type:
            out.append(a)
        elif isinstance(p, PointerType) and p.pointee == a.type:
            d = e.temp(p)
            e.emit(AddrOf(d, a))
            out.append(d)
        elif isinstance(a.type, PointerType) and a.type.pointee == p:
            d = e.temp(p)
            e.emit(Load(d, a))
            out.append(d)
        else:
            d = e.temp(p)
            e.emit(Copy(d, a))
            out.append(d)
    return out


def _cloner(unit: UnitLowering, owner: str, s: Stored, loc: Loc) -> str:
    name = f"{owner}::clone$<{s.name}>"
    if name in unit.program.functions:
        return name
    e = Synth(unit, name, FunctionType(I8P, (I8P,)), ["obj"], loc)
    obj = e.fn.params[0]
    src, dst = e.temp(PointerType(s.type)), e.temp(PointerType(s.type))
    e.emit(Copy(src, obj))
    unit.declare_external("operator new", FunctionType(PointerType(VOID), (U64,)))
    site = unit.new_alloc_site(name, "operator new", loc)
    site.type = s.type
    e.emit(Alloc(dst, site.id, "operator new", (Const(unit.size_of(s.type), U64),)))
    if s.copy_ctor is not None:
        e.emit(Call(None, Direct(s.copy_ctor), (dst, src)))
    else:
        v = e.temp(s.type)
        e.emit(Load(v, src))
        e.emit(Store(dst, (), v))
        fix_copy(e, unit.program.records, dst, s.type, None)
    out = e.temp(I8P)
    e.emit(Copy(out, dst))
    e.finish(out)
    return name


def _destroyer(unit: UnitLowering, owner: str, s: Stored, loc: Loc) -> str:
    name = f"{owner}::destroy$<{s.name}>"
    if name in unit.program.functions:
        return name
    e = Synth(unit, name, FunctionType(VOID, (I8P,)), ["obj"], loc)
    obj = e.fn.params[0]
    dtor = unit.code.class_destructor(unit, s.type)
    if dtor is not None:
        p = e.temp(PointerType(s.type))
        e.emit(Copy(p, obj))
        e.emit(Call(None, Direct(dtor), (p,)))
    unit.declare_external("operator delete", FunctionType(VOID, (PointerType(VOID),)))
    e.emit(Call(None, Direct("operator delete"), (obj,)))
    e.finish(None)
    return name


def function_destructor(unit: UnitLowering, t: RecordType) -> str:
    """`std::function<...>::~function`: the stored callable destroyed, when there is one."""
    name = f"{t.name}::~function"
    if name in unit.program.functions:
        return name
    e = Synth(unit, name, FunctionType(VOID, (PointerType(t),)), ["this"], NOLOC)
    this = e.fn.params[0]
    c = e.temp(I8P)
    e.emit(Load(c, this, ("callable",)))

    def destroy() -> None:
        fp = e.temp(PointerType(FunctionType(VOID, (I8P,))))
        e.emit(Load(fp, this, ("destroy",)))
        e.emit(Call(None, Indirect(fp), (c,)))

    _if_not_null(e, c, destroy)
    e.finish(None)
    return name


# ---- lowering of the uses -----------------------------------------------------------------------


def store_empty(low: FunctionObjects, lv: LValue) -> None:
    """An empty `std::function` (default-constructed, from `nullptr`)."""
    rec = low.unit.program.records.get(lv.type.name) if isinstance(lv.type, RecordType) \
        else None
    for f in rec.fields if rec is not None else ():
        low.write(_sub(lv, f.name, f.type), Const(0, f.type))


def _kind(low: FunctionObjects, decl: ci.Cursor, t: RecordType, arg: CNode | None) -> str:
    """What a constructor or assignment's argument is: "empty" (none, `nullptr`), "copy" or
    "move" (a `std::function` of the same type), or "callable"."""
    if arg is None:
        return "empty"
    params = native.argument_types(decl.type)
    pt = params[0].get_canonical() if params else None
    at = arg.cursor.type.get_canonical()
    if at.kind == TK.NULLPTR or (pt is not None and pt.kind == TK.NULLPTR):
        return "empty"
    if low.ty(arg) == t:
        return "move" if pt is not None and pt.kind == TK.RVALUEREFERENCE else "copy"
    return "callable"


def construct(low: FunctionObjects, lv: LValue, ctor: ci.Cursor,
              arg_cs: list[CNode]) -> Step[None]:
    """`std::function<R(A...)> f(x)`: empty, a copy or move of another, or holding a heap
    copy of callable x."""
    t = lv.type
    assert isinstance(t, RecordType)
    arg = arg_cs[0] if len(arg_cs) == 1 else None
    if len(arg_cs) > 1:
        low.warn(arg_cs[0], f"constructor of '{t.name}' with {len(arg_cs)} arguments: "
                            "the object is empty")
    kind = _kind(low, ctor, t, arg)
    if kind == "empty" or arg is None:
        if arg is not None:
            yield low.effect(arg)
        store_empty(low, lv)
        return
    if kind in ("copy", "move"):
        src = yield low.lvalue(arg)
        low.write(lv, low.read(src, None))
        dst = low.as_var(low.lv_address(lv, None))
        move_from = low.as_var(low.lv_address(src, None)) if kind == "move" else None
        fix_copy(low, low.unit.program.records, dst, t, move_from)
        return
    yield store_callable(low, lv, arg)


def store_callable(low: FunctionObjects, lv: LValue, arg: CNode) -> Step[None]:
    """The fields of a `std::function` holding a heap copy of the callable `arg`."""
    t = lv.type
    assert isinstance(t, RecordType)
    sig = signature_of(low.unit, t)
    s = stored_of(low, arg, sig) if sig is not None else None
    if s is None or sig is None:
        low.warn(arg, f"callable of type '{arg.cursor.type.spelling}' stored in '{t.name}' "
                      "lowered as an unknown call")
        value = yield low.lv_or_value(arg)
        low.unit.declare_external(UNSUPPORTED, FunctionType(VOID, (), True))
        p = low.temp(PointerType(t))
        low.emit(Call(None, Direct(UNSUPPORTED), (low.lv_address(lv, p), value)))
        return
    if s.op == "":
        low.warn(arg, f"the operator() of '{s.name}' stored in '{t.name}' is not known: "
                      "calls of it are unknown calls")
    loc = low.cur_loc
    h = low.temp(PointerType(s.type))
    callable_v = low.temp(I8P)
    if s.op is None:  # a function pointer: empty when it is null
        fp = yield function_address(low, arg, s.type)
        low.emit(Copy(callable_v, Const(0, I8P)))

        def store_pointer() -> None:
            low.alloc(h, "operator new", Const(8, U64), s.type)
            low.emit(Store(h, (), fp))
            low.emit(Copy(callable_v, h))

        _if_not_null(low, fp, store_pointer)
    else:
        low.alloc(h, "operator new", Const(low.size_of(s.type), U64), s.type)
        yield low.construct(MemLV(h, (), s.type), arg)
        low.emit(Copy(callable_v, h))
    rec = low.unit.program.records[t.name]
    fields = {f.name: f.type for f in rec.fields}
    low.write(_sub(lv, "callable", I8P), callable_v)
    for field, make in (("clone", _cloner), ("destroy", _destroyer)):
        fn = make(low.unit, t.name, s, loc)
        low.write(_sub(lv, field, fields[field]), _func_addr(low, fn, fields[field]))
    inv = _invoker(low.unit, t.name, sig, s, loc)
    low.write(_sub(lv, "invoke", fields["invoke"]), _func_addr(low, inv, fields["invoke"]))


def convert_to_function(low: FunctionObjects, lv: LValue, item: CNode) -> Step[None]:
    """A `std::function` initialised from an item that is not one: empty from `nullptr`,
    else holding the callable."""
    if item.cursor.type.get_canonical().kind == TK.NULLPTR:
        yield low.effect(item)
        store_empty(low, lv)
        return
    yield store_callable(low, lv, item)


def function_address(low: FunctionObjects, arg: CNode, t: Type) -> Step[Var]:
    """The function pointer an argument is or designates (`f`, `&f`, `p`)."""
    e = strip(arg)
    ref = e.referenced() if e.kind == CK.DECL_REF_EXPR else None
    if ref is not None and (ref.kind == CK.FUNCTION_DECL or (
            ref.kind == CK.CXX_METHOD and ref.is_static_method())):
        return _func_addr(low, low.unit.function_symbol(ref), t)
    return low.as_var(low.convert((yield low.rvalue(arg)), t))


def assign(low: FunctionObjects, ref: ci.Cursor, lv: LValue, arg: CNode) -> Step[LValue]:
    """`f = x`: the new value built first (a copy, the callable taken over, ...), then the
    old callable destroyed, then the new value stored."""
    t = lv.type
    assert isinstance(t, RecordType)
    tmp = low.new_local("$function", t)
    yield construct(low, VarLV(tmp, (), t), ref, [arg])
    dtor = function_destructor(low.unit, t)
    low.emit(Call(None, Direct(dtor), (low.lv_address(lv, None),)))
    low.write(lv, tmp)
    return lv


def call(low: FunctionObjects, c: CNode, ref: ci.Cursor, lv: LValue, arg_cs: list[CNode],
         dest: Var | None) -> Step[Operand | LValue]:
    """`f(args)`: the arguments, then `std::__throw_bad_function_call()` when f is empty,
    else the indirect call of its `invoke` with its callable first."""
    t = lv.type
    assert isinstance(t, RecordType)
    sig = signature_of(low.unit, t)
    args = yield low.call_args(ref, arg_cs)
    callable_v = low.as_var(low.read(_sub(lv, "callable", I8P), None))
    empty, ok = low.b.placeholder(), low.b.placeholder()
    node = low.emit(Branch(callable_v))
    low.b.branch_to(node, ok, empty)
    low.b.enter(empty)
    low.unit.declare_external(THROW_BAD_FUNCTION_CALL, FunctionType(VOID, ()))
    low.unit.program.functions[THROW_BAD_FUNCTION_CALL].noreturn = True
    thrown = low.emit(Call(None, Direct(THROW_BAD_FUNCTION_CALL), ()))
    add_edge(thrown, low.fn.exit)
    low.b.cur = None
    low.b.enter(ok)
    inv_t = PointerType(FunctionType(sig.ret if sig else VOID, (I8P, *(sig.params if sig
                                                                        else ()))))
    inv = low.as_var(low.read(_sub(lv, "invoke", inv_t), None))
    ret = sig.ret if sig is not None else VOID
    if isinstance(ret, VoidType):
        low.emit(Call(None, Indirect(inv), (callable_v, *args)))
        return Const(0, I32)
    if low.returns_reference(ref):
        d = low.temp(ret)
        low.emit(Call(d, Indirect(inv), (callable_v, *args)))
        return MemLV(d, (), low.ty(c))
    d = dest if dest is not None and dest.type == ret else low.temp(ret)
    low.emit(Call(d, Indirect(inv), (callable_v, *args)))
    return low.copy_into(d, dest)


def test(low: FunctionObjects, lv: LValue, dest: Var | None) -> Operand:
    """`if (f)`, `f.operator bool()`: whether it holds a callable."""
    callable_v = low.read(_sub(lv, "callable", I8P), None)
    return low.convert(callable_v, BOOL, dest)


def compare_null(low: FunctionObjects, ref: ci.Cursor, operands: list[CNode],
                 dest: Var | None) -> Step[Operand]:
    """`f == nullptr`, `f != nullptr` (either way round)."""
    obj = next((k for k in operands if is_function_record(low.ty(k))), operands[0])
    for k in operands:
        if k is not obj:
            yield low.effect(k)
    held = test(low, (yield low.lvalue(obj)), None)
    if ref.spelling == "operator==":
        d = low.temp(BOOL)
        low.emit(Arith(d, BinOp.EQ, held, Const(0, BOOL)))
        return low.copy_into(d, dest)
    return low.copy_into(held, dest)


def swap(low: FunctionObjects, la: LValue, b: CNode) -> Step[Operand]:
    """`f.swap(g)`: the objects exchanged (their callables go with them)."""
    lb = yield low.lvalue(b)
    t = la.type
    tmp = low.temp(t)
    low.emit(Copy(tmp, low.read(la, None)))
    low.write(la, low.read(lb, None))
    low.write(lb, tmp)
    return Const(0, I32)


__all__ = [
    "FunctionObjects",
    "Stored",
    "assign",
    "call",
    "compare_null",
    "construct",
    "convert_to_function",
    "fix_copy",
    "function_destructor",
    "function_fields",
    "holds_function",
    "is_function_record",
    "is_std_function",
    "signature_of",
    "store_empty",
    "swap",
    "test",
]
