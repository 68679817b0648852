"""C conversions on IR types: integer promotion, usual arithmetic conversions, constant casts."""

from __future__ import annotations

import struct

from ddpa.ir.instr import BinOp, Const, UnOp
from ddpa.ir.types import I32, U32, FloatType, IntType, PointerType, Type


def integer_promote(t: Type) -> Type:
    if isinstance(t, IntType) and t.bits < 32:
        return I32
    return t


def arith_type(a: Type, b: Type) -> Type:
    """The common type of C's usual arithmetic conversions (C11 6.3.1.8)."""
    if isinstance(a, FloatType) or isinstance(b, FloatType):
        bits = max(t.bits for t in (a, b) if isinstance(t, FloatType))
        return FloatType(bits)
    if not isinstance(a, IntType) or not isinstance(b, IntType):
        return a if isinstance(a, IntType | PointerType) else b
    pa, pb = integer_promote(a), integer_promote(b)
    assert isinstance(pa, IntType) and isinstance(pb, IntType)
    if pa == pb:
        return pa
    if pa.signed == pb.signed:
        return pa if pa.bits >= pb.bits else pb
    uns, sig = (pa, pb) if not pa.signed else (pb, pa)
    if uns.bits >= sig.bits:
        return uns
    return sig if sig.bits > uns.bits else IntType(sig.bits, False)


def wrap_int(value: int, t: IntType) -> int:
    """`value` converted to the integer type `t` (two's complement wrap-around)."""
    if t.bits == 1:
        return 1 if value else 0
    mask = (1 << t.bits) - 1
    v = value & mask
    if t.signed and v >> (t.bits - 1):
        v -= 1 << t.bits
    return v


def convert_const(value: int | float, t: Type) -> Const:
    """A constant converted to `t` the way a C cast would."""
    if isinstance(t, IntType):
        if t.bits == 1:  # _Bool: any nonzero value, fractions included, is true
            return Const(1 if value else 0, t)
        if isinstance(value, float):
            if value != value or value in (float("inf"), float("-inf")):
                return Const(0, t)
            value = int(value)
        return Const(wrap_int(value, t), t)
    if isinstance(t, FloatType):
        f = float(value)
        if t.bits == 32:
            f = struct.unpack("f", struct.pack("f", f))[0] if abs(f) < 3.4e38 else f
        return Const(f, t)
    if isinstance(t, PointerType):
        return Const(int(value) & ((1 << 64) - 1), t)
    return Const(int(value) if isinstance(value, int) else value, t if t else U32)


def fold_unary(op: UnOp, x: Const, t: Type) -> Const:
    v = x.value
    if op is UnOp.NEG:
        return convert_const(-v, t)
    if op is UnOp.LNOT:
        return convert_const(0 if v else 1, t)
    return convert_const(~int(v), t)


def fold_binary(op: BinOp, x: Const, y: Const, t: Type) -> Const | None:
    """Fold integer arithmetic on two constants with C's wrap-around; None when the result
    is not a plain constant (division by zero, floats, pointers, comparisons of signedness
    the front end would have to reproduce)."""
    a, b = x.value, y.value
    if not isinstance(t, IntType) or not isinstance(a, int) or not isinstance(b, int):
        return None
    if op is BinOp.ADD:
        return convert_const(a + b, t)
    if op is BinOp.SUB:
        return convert_const(a - b, t)
    if op is BinOp.MUL:
        return convert_const(a * b, t)
    if op in (BinOp.AND, BinOp.OR, BinOp.XOR):
        r = a & b if op is BinOp.AND else (a | b if op is BinOp.OR else a ^ b)
        return convert_const(r, t)
    return None
