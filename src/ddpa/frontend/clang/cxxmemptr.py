"""Pointers to member functions: `&C::f`, `(o.*pf)(args)`, `(p->*pf)(args)`.

A pointer to a member function of class C is a record named by its type (`int (C::*)(int)`,
`ctypes_map.member_function_pointer`) holding the Itanium C++ ABI's pair: `ptr`, the
function to call with the object's address (typed `R (*)(C *, A...)`), and `adj`, the bytes
added to that address first. For a virtual method, `ptr` is a function synthesised once,
`C::f$virtual`, that makes the virtual call on its `this`, so the call through the pointer
dispatches on the object's class as C++ does; for another method it is the method itself.
`adj` is the offset of the method's class inside the pointer's class (a member of a base),
and conversions between pointers to members of a class and of its base move it; the null
pointer is `{null, 0}`. A call through the pointer is an ordinary indirect call, so the
analyses resolve it through what the pointer may hold, like any function pointer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.frontend.clang.ctypes_map import is_member_function_pointer
from ddpa.frontend.clang.cxxfunction import FunctionObjects, Synth
from ddpa.frontend.clang.cxxnames import method_key
from ddpa.frontend.clang.lvalue import VarLV
from ddpa.frontend.clang.steps import Step
from ddpa.frontend.clang.tree import CNode, strip
from ddpa.ir.classes import base_offset, base_paths
from ddpa.ir.instr import (
    AddrOf,
    Arith,
    BinOp,
    Call,
    Const,
    Copy,
    FieldRead,
    FuncRef,
    Indirect,
    Operand,
    PtrAdd,
    Var,
    Virtual,
)
from ddpa.ir.program import AddrInit, AggInit, ScalarInit
from ddpa.ir.types import BOOL, I64, U8, FunctionType, PointerType, RecordType, Type, VoidType

if TYPE_CHECKING:
    from ddpa.frontend.clang.unit import UnitLowering

def target(unit: UnitLowering, ref: ci.Cursor) -> str:
    """The function a pointer to method `ref` holds: the method, or for a virtual one the
    function making the virtual call (synthesised once)."""
    name = unit.function_symbol(ref)
    if not ref.is_virtual_method():
        return name
    thunk = f"{name}$virtual"
    if thunk in unit.program.functions:
        return thunk
    fn = unit.program.functions[name]
    cls = fn.type.params[0].pointee if fn.type.params and isinstance(
        fn.type.params[0], PointerType) else None
    formals = [f"a{i}" for i in range(len(fn.type.params))]
    s = Synth(unit, thunk, fn.type, ["this", *formals[1:]], unit.loc(ref))
    this, *args = s.fn.params
    d = None if isinstance(fn.type.ret, VoidType) else s.temp(fn.type.ret)
    static = cls.name if isinstance(cls, RecordType) else ""
    s.emit(Call(d, Virtual(this, method_key(ref), static), tuple(args)))
    s.finish(d)
    return thunk


def adjustment(unit: UnitLowering, outer: str, inner: str) -> int | None:
    """The offset of the `inner` subobject in an `outer` object (0 for the same class),
    or None when there is no one such subobject at a fixed offset."""
    if outer == inner:
        return 0
    paths = base_paths(unit.program.records, outer, inner)
    return base_offset(unit.program.records, outer, paths[0]) if len(paths) == 1 else None


def _classes(unit: UnitLowering, c: CNode, ref: ci.Cursor) -> tuple[str, str]:
    """(the pointer's class, the method's class) of `&C::f`."""
    t = c.cursor.type.get_canonical()
    outer = unit.types.record(t.get_class_type().get_canonical().get_declaration()).name
    return outer, unit.types.record(ref.semantic_parent).name


def value(low: FunctionObjects, c: CNode, ref: ci.Cursor, dest: Var | None) -> Operand:
    """`&C::f`: a pointer-to-member-function record holding the function and the offset."""
    unit = low.unit
    t = low.ty(c)
    assert isinstance(t, RecordType)
    outer, inner = _classes(unit, c, ref)
    adj = adjustment(unit, outer, inner)
    if adj is None:
        low.warn(c, f"pointer to a member of '{inner}' as one of '{outer}' through a virtual "
                    "or repeated base: no offset applied")
    fn = target(unit, ref)
    tmp = low.new_local("$mfp", t)
    ptr_t = unit.program.records[t.name].fields[0].type
    addr = low.temp(PointerType(unit.program.functions[fn].type))
    low.emit(AddrOf(addr, FuncRef(fn)))
    low.write(VarLV(tmp, ("ptr",), ptr_t), low.convert(addr, ptr_t))
    low.write(VarLV(tmp, ("adj",), I64), Const(adj or 0, I64))
    return low.read(VarLV(tmp, (), t), dest)


def constant(unit: UnitLowering, c: CNode) -> AggInit | None:
    """`&C::f` (or `nullptr`) in a static initialiser (a table of tools), or None if `c`
    is not one."""
    s = strip(c)
    if s.kind == ci.CursorKind.CXX_NULL_PTR_LITERAL_EXPR or \
            [t.spelling for t in s.cursor.get_tokens()] in (["nullptr"], ["0"], ["NULL"]):
        return AggInit((ScalarInit(0), ScalarInit(0)))
    if s.kind != ci.CursorKind.UNARY_OPERATOR or not s.ops:
        return None
    ref = strip(s.ops[0]).referenced()
    if ref is None or ref.kind != ci.CursorKind.CXX_METHOD or \
            c.cursor.type.get_canonical().kind != ci.TypeKind.MEMBERPOINTER:
        return None
    outer, inner = _classes(unit, c, ref)
    return AggInit((AddrInit(FuncRef(target(unit, ref))),
                    ScalarInit(adjustment(unit, outer, inner) or 0)))


def _fields(low: FunctionObjects, v: Operand, t: RecordType) -> tuple[Var, Var]:
    """The `ptr` and `adj` of a pointer-to-member-function value."""
    rec = low.unit.program.records[t.name]
    base = low.as_var(v)
    ptr, adj = low.temp(rec.fields[0].type), low.temp(I64)
    low.emit(FieldRead(ptr, base, ("ptr",)))
    low.emit(FieldRead(adj, base, ("adj",)))
    return ptr, adj


def convert(low: FunctionObjects, v: Operand, frm: Type, to: RecordType,
            dest: Var | None) -> Operand:
    """A pointer to member function converted to another class's (a base's member seen as
    the derived class's moves `adj` by the base's offset, and back), or the null pointer
    (anything that is not such a record: `nullptr`, 0)."""
    unit = low.unit
    rec = unit.program.records[to.name]
    tmp = low.new_local("$mfp", to)
    ptr_t = rec.fields[0].type
    if not is_member_function_pointer(frm):
        low.write(VarLV(tmp, ("ptr",), ptr_t), Const(0, ptr_t))
        low.write(VarLV(tmp, ("adj",), I64), Const(0, I64))
        return low.read(VarLV(tmp, (), to), dest)
    assert isinstance(frm, RecordType)
    ptr, adj = _fields(low, v, frm)
    a, b = (_class_of(low, frm), _class_of(low, to))
    delta = adjustment(unit, b, a)  # a base's member as the derived class's: + offset
    if delta is None:
        back = adjustment(unit, a, b)
        delta = -back if back is not None else 0
    moved = low.temp(I64)
    low.emit(Arith(moved, BinOp.ADD, adj, Const(delta, I64)))
    low.write(VarLV(tmp, ("ptr",), ptr_t), low.convert(ptr, ptr_t))
    low.write(VarLV(tmp, ("adj",), I64), moved)
    return low.read(VarLV(tmp, (), to), dest)


def _class_of(low: FunctionObjects, t: RecordType) -> str:
    ptr_t = low.unit.program.records[t.name].fields[0].type
    ft = ptr_t.pointee if isinstance(ptr_t, PointerType) else None
    this_t = ft.params[0] if isinstance(ft, FunctionType) and ft.params else None
    cls = this_t.pointee if isinstance(this_t, PointerType) else None
    return cls.name if isinstance(cls, RecordType) else ""


def truth(low: FunctionObjects, v: Operand, t: RecordType, dest: Var | None) -> Operand:
    """A pointer to member function as a condition: whether it holds a function."""
    ptr, _adj = _fields(low, v, t)
    return low.convert(ptr, BOOL, dest)


def compare(low: FunctionObjects, op: str, a: CNode, b: CNode, dest: Var | None) -> Step[Operand]:
    """`pf == pg`, `pf != nullptr`: equal when they hold the same function (the offsets
    are not compared)."""
    ptrs: list[Operand] = []
    for side in (a, b):
        t = low.ty(side)
        v = yield low.rvalue(side)
        if is_member_function_pointer(t):
            assert isinstance(t, RecordType)
            ptrs.append(_fields(low, v, t)[0])
        else:
            ptrs.append(v)
    raw = [low.convert(p, PointerType(U8)) for p in ptrs]
    return low.arith(BinOp.EQ if op == "==" else BinOp.NE, raw[0], raw[1], BOOL, dest)


def call(low: FunctionObjects, c: CNode, callee: CNode, dest: Var | None) -> Step[Operand]:
    """`(o.*pf)(args)`, `(p->*pf)(args)`: the function `pf` holds called with the object's
    address moved by `pf`'s offset, then the arguments (an indirect call)."""
    obj_c, pf_c = callee.ops
    arrow = native.binary_operator(callee.cursor) == "->*"
    obj = (yield low.rvalue(obj_c)) if arrow else \
        low.lv_address((yield low.lvalue(obj_c)), None)
    pt = low.ty(pf_c)
    assert isinstance(pt, RecordType)
    ptr, adj = _fields(low, (yield low.rvalue(pf_c)), pt)
    ft = ptr.type.pointee if isinstance(ptr.type, PointerType) else None
    assert isinstance(ft, FunctionType)
    raw = low.temp(PointerType(U8))
    low.emit(Copy(raw, obj))
    moved = low.temp(PointerType(U8))
    low.emit(PtrAdd(moved, raw, adj, 1))
    this = low.convert(moved, ft.params[0])
    proto = pf_c.cursor.type.get_canonical().get_pointee()
    args = yield low.call_args(None, c.ops[1:], proto)
    t = low.ty(c)
    d = None if isinstance(t, VoidType) else (
        dest if dest is not None and dest.type == t else low.temp(t))
    low.emit(Call(d, Indirect(ptr), (this, *args)))
    return Const(0, BOOL) if d is None else low.copy_into(d, dest)


__all__ = ["call", "compare", "constant", "convert", "is_member_function_pointer", "target",
           "truth", "value"]
