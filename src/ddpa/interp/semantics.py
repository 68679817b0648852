"""C semantics of values shared by the checked and the compiled paths: conversions, operators.

Signed integer overflow of `+`, `-`, `*` and unary `-` (after the usual promotions, so
`char` arithmetic overflows only as `int` does), division by zero, `INT_MIN / -1`, shifts
by a negative amount or by at least the width, and float-to-integer conversions out of range
are reported as undefined behaviour. A left shift of a signed value whose result does not
fit wraps (C99 leaves it undefined, but `1 << 31` is common and gcc's code wraps); unsigned
arithmetic and conversions to a narrower type wrap as C defines.
"""

from __future__ import annotations

import math
from typing import Any

from ddpa.interp.errors import Fault, FaultKind
from ddpa.interp.memory import MemObj, Memory
from ddpa.interp.values import UNINIT, cdiv, common_type, f32, fdiv, int_bounds, wrap
from ddpa.ir.instr import BinOp, UnOp
from ddpa.ir.types import FloatType, IntType, PointerType, Type, VoidType

Value = Any
_REL = {BinOp.LT: lambda a, b: a < b, BinOp.LE: lambda a, b: a <= b,
        BinOp.GT: lambda a, b: a > b, BinOp.GE: lambda a, b: a >= b,
        BinOp.EQ: lambda a, b: a == b, BinOp.NE: lambda a, b: a != b}


def is_ptr_value(v: object) -> bool:
    return v is None or (isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], MemObj))


def truth(v: Value) -> bool:
    if v is UNINIT:
        raise Fault(FaultKind.UNINIT, "branch on an uninitialised value")
    return v is not None and (not isinstance(v, int | float) or v != 0)


def float_to_int(v: float, t: IntType) -> int:
    if t.bits == 1:
        return 1 if v else 0
    lo, hi = int_bounds(t)
    if math.isfinite(v):
        i = int(v)
        if lo <= i <= hi:
            return i
    raise Fault(FaultKind.OVERFLOW, f"conversion of floating value {v!r} to {t} is out of "
                "range")


def convert(v: Value, to: Type, mem: Memory) -> Value:
    """`v` converted to type `to` as a C cast does (the source type is read off the value)."""
    if v is UNINIT:
        raise Fault(FaultKind.UNINIT, "use of an uninitialised value")
    if isinstance(to, IntType):
        if isinstance(v, float):
            return float_to_int(v, to)
        if is_ptr_value(v):
            return (0 if v is None else 1) if to.bits == 1 else wrap(mem.to_int(v), to)
        return wrap(int(v), to)
    if isinstance(to, FloatType):
        if is_ptr_value(v):
            raise Fault(FaultKind.BAD_POINTER, "a pointer converted to a floating type")
        x = float(v)
        return f32(x) if to.bits == 32 else x
    if isinstance(to, PointerType):
        if isinstance(v, float):
            raise Fault(FaultKind.BAD_POINTER, "a floating value converted to a pointer")
        if is_ptr_value(v):
            return v
        return mem.to_ptr(int(v))
    if isinstance(to, VoidType):
        return v
    return v  # aggregates: objects are copied by the caller


def check_defined(*vals: Value) -> None:
    for v in vals:
        if v is UNINIT:
            raise Fault(FaultKind.UNINIT, "use of an uninitialised value")


def binary(op: BinOp, a: Value, b: Value, ta: Type, tb: Type, dst: Type, mem: Memory
           ) -> Value:
    """`op(a, b)` with C semantics; operand types give signedness and width."""
    check_defined(a, b)
    ptr_a = isinstance(ta, PointerType) or (is_ptr_value(a) and not isinstance(a, int))
    ptr_b = isinstance(tb, PointerType) or (is_ptr_value(b) and not isinstance(b, int))
    if ptr_a or ptr_b:
        return _pointer_binary(op, a, b, ptr_a, ptr_b, dst, mem)
    if op in (BinOp.SHL, BinOp.SHR):
        ct = common_type(ta, ta)
    else:
        ct = common_type(ta, tb)
        b = convert(b, ct, mem)
    a = convert(a, ct, mem)
    if op.is_comparison:
        return 1 if _REL[op](a, b) else 0
    if isinstance(ct, FloatType):
        r = _float_op(op, float(a), float(b))
        return convert(f32(r) if ct.bits == 32 else r, dst, mem)
    assert isinstance(ct, IntType)
    return convert(_int_op(op, int(a), int(b), ct), dst, mem)


def _float_op(op: BinOp, a: float, b: float) -> float:
    if op is BinOp.ADD:
        return a + b
    if op is BinOp.SUB:
        return a - b
    if op is BinOp.MUL:
        return a * b
    if op is BinOp.DIV:
        return fdiv(a, b)
    raise Fault(FaultKind.UNSUPPORTED, f"operator '{op.value}' on floating operands")


def _int_op(op: BinOp, a: int, b: int, t: IntType) -> int:
    if op in (BinOp.DIV, BinOp.REM):
        if b == 0:
            raise Fault(FaultKind.DIV_ZERO, f"{'division' if op is BinOp.DIV else 'remainder'}"
                        f" by zero ({a} {'/' if op is BinOp.DIV else '%'} 0)")
        lo = int_bounds(t)[0]
        if t.signed and a == lo and b == -1:
            raise Fault(FaultKind.OVERFLOW, f"signed division overflow ({a} / -1 in {t})")
        q = cdiv(a, b)
        return wrap(q if op is BinOp.DIV else a - b * q, t)
    if op in (BinOp.SHL, BinOp.SHR):
        if b < 0 or b >= t.bits:
            raise Fault(FaultKind.SHIFT, f"shift by {b}, outside 0..{t.bits - 1} for {t}")
        return wrap(a << b, t) if op is BinOp.SHL else a >> b
    r = {BinOp.ADD: a + b, BinOp.SUB: a - b, BinOp.MUL: a * b, BinOp.AND: a & b,
         BinOp.OR: a | b, BinOp.XOR: a ^ b}.get(op)
    if r is None:
        raise Fault(FaultKind.INTERNAL, f"unknown integer operator {op.value}")
    if t.signed and op in _OVERFLOWING:
        lo, hi = int_bounds(t)
        if not lo <= r <= hi:
            raise Fault(FaultKind.OVERFLOW, f"signed integer overflow: {a} {_OVERFLOWING[op]} "
                        f"{b} is outside the range of {t}")
    return wrap(r, t)


_OVERFLOWING = {BinOp.ADD: "+", BinOp.SUB: "-", BinOp.MUL: "*"}


def ptr_diff(a: Value, b: Value, mem: Memory) -> int:
    """The byte difference of two pointers (by address when they designate different objects)."""
    if a is not None and b is not None and a[0] is b[0]:
        return int(a[1] - b[1])
    return mem.to_int(a) - mem.to_int(b)


def ptr_compare(op: BinOp, a: Value, b: Value, mem: Memory) -> int:
    if op is BinOp.EQ:
        return 1 if a == b else 0
    if op is BinOp.NE:
        return 0 if a == b else 1
    d = ptr_diff(a, b, mem)
    return 1 if _REL[op](d, 0) else 0


def _pointer_binary(op: BinOp, a: Value, b: Value, ptr_a: bool, ptr_b: bool, dst: Type,
                    mem: Memory) -> Value:
    if not ptr_a:
        a = convert(a, PointerType(VoidType()), mem) if op.is_comparison else a
    if not ptr_b:
        b = convert(b, PointerType(VoidType()), mem) if op.is_comparison else b
    if op.is_comparison:
        return ptr_compare(op, a, b, mem)
    if op is BinOp.SUB and ptr_a and ptr_b:
        return convert(ptr_diff(a, b, mem), dst, mem)
    # anything else (masking, adding to an address): integer arithmetic on the addresses
    ia = mem.to_int(a) if ptr_a else int(a)
    ib = mem.to_int(b) if ptr_b else int(b)
    r = _int_op(op, ia, ib, IntType(64, False))
    return convert(r, dst, mem)


def unary(op: UnOp, a: Value, ta: Type, dst: Type, mem: Memory) -> Value:
    check_defined(a)
    if op is UnOp.LNOT:
        return 0 if truth(a) else 1
    if isinstance(a, float):
        if op is UnOp.NEG:
            return convert(-a, dst, mem)
        raise Fault(FaultKind.UNSUPPORTED, "bitwise complement of a floating value")
    if is_ptr_value(a):
        a = mem.to_int(a)
    ct = common_type(ta, ta) if isinstance(ta, IntType) else IntType(64, True)
    assert isinstance(ct, IntType)
    a = wrap(int(a), ct)
    if op is UnOp.NEG and ct.signed and a == int_bounds(ct)[0]:
        raise Fault(FaultKind.OVERFLOW, f"signed integer overflow: -({a}) is outside the "
                    f"range of {ct}")
    r = wrap(-a if op is UnOp.NEG else ~a, ct)
    return convert(r, dst, mem)
