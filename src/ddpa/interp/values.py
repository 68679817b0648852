"""Run-time values: cell type codes, integer wrap-around, C conversions and byte encodings.

Values are plain Python objects: integers (kept normalised to their type's range), floats
(`f32` rounded to single precision after every operation, `f80` approximated by a double),
and pointers, which are `None` (null) or an immutable `(object, byte offset)` tuple.
`UNINIT` marks a frame slot never written; every arithmetic or truth test on it raises, so
the run loop falls back to the checked path that reports the read.
"""

from __future__ import annotations

import struct
from typing import Any, NoReturn

from ddpa.ir.types import (
    ArrayType,
    FloatType,
    IntType,
    PointerType,
    RecordType,
    Type,
)

Value = Any  # int | float | None | tuple[MemObj, int] | MemObj (records) | UNINIT


class _Uninit:
    """The value of a variable never written: using it in any computation raises."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "UNINIT"

    def _fail(self, *args: object) -> NoReturn:
        raise TypeError("use of an uninitialised value")

    __bool__ = __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = _fail
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _fail
    __and__ = __rand__ = __or__ = __ror__ = __xor__ = __rxor__ = _fail
    __neg__ = __invert__ = __index__ = __int__ = __float__ = __hash__ = _fail


UNINIT: Any = _Uninit()

# Cell type codes: values of equal code have the same representation in memory.
BOOL, I8, U8, I16, U16, I32, U32, I64, U64, F32, F64, F80, PTR, VA, I128, U128 = range(1, 17)
_INT_CODES = {(1, False): BOOL, (8, True): I8, (8, False): U8, (16, True): I16,
              (16, False): U16, (32, True): I32, (32, False): U32, (64, True): I64,
              (64, False): U64, (128, True): I128, (128, False): U128}
SIZE = [0, 1, 1, 1, 2, 2, 4, 4, 8, 8, 4, 8, 16, 8, 24, 16, 16]
SIGNED = {I8, I16, I32, I64, I128}
INT_CODES = frozenset(_INT_CODES.values())
FLOAT_CODES = frozenset({F32, F64, F80})
CODE_NAMES = {BOOL: "bool", I8: "i8", U8: "u8", I16: "i16", U16: "u16", I32: "i32",
              U32: "u32", I64: "i64", U64: "u64", F32: "f32", F64: "f64", F80: "f80",
              PTR: "pointer", VA: "va_list", I128: "i128", U128: "u128"}
_F32 = struct.Struct("<f")
_F64 = struct.Struct("<d")


_SCALARS = (IntType, FloatType, PointerType)
_AGGREGATES = (RecordType, ArrayType)


def code_of(t: Type) -> int:
    """The cell code of a scalar type (0 for records, arrays, void and functions)."""
    if isinstance(t, IntType):
        return _INT_CODES.get((t.bits, t.signed), 0)
    if isinstance(t, FloatType):
        return F32 if t.bits == 32 else (F64 if t.bits == 64 else F80)
    if isinstance(t, PointerType):
        return PTR
    return 0


def is_scalar(t: Type) -> bool:
    return isinstance(t, _SCALARS)


def is_aggregate(t: Type) -> bool:
    return isinstance(t, _AGGREGATES)


def int_bounds(t: IntType) -> tuple[int, int]:
    if t.bits == 1:
        return 0, 1
    if t.signed:
        return -(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1
    return 0, (1 << t.bits) - 1


def wrap(v: int, t: IntType) -> int:
    """`v` reduced modulo 2**bits into the range of `t` (bool: any non-zero is 1)."""
    if t.bits == 1:
        return 1 if v else 0
    m = (1 << t.bits) - 1
    if t.signed:
        h = 1 << (t.bits - 1)
        return ((v + h) & m) - h
    return v & m


def wrap_code(v: int, code: int) -> int:
    if code == BOOL:
        return 1 if v else 0
    bits = SIZE[code] * 8
    m = (1 << bits) - 1
    if code in SIGNED:
        h = 1 << (bits - 1)
        return ((v + h) & m) - h
    return v & m


def f32(x: float) -> float:
    """Round a double to the nearest single-precision value (overflow gives infinity)."""
    try:
        return float(_F32.unpack(_F32.pack(x))[0])
    except OverflowError:
        return x * 1e300 * 1e300 if x == x else x  # out of float range: +-inf


def cdiv(a: int, b: int) -> int:
    """C integer division: truncates toward zero."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def crem(a: int, b: int) -> int:
    """C remainder: has the sign of the dividend."""
    return a - b * cdiv(a, b)


def fdiv(a: float, b: float) -> float:
    """IEEE division, including division by zero (C Annex F)."""
    try:
        return a / b
    except ZeroDivisionError:
        if a != a:
            return a
        if a == 0:
            return -float("nan")  # the default NaN of x86-64 has its sign bit set
        neg = (a < 0) != (str(b).startswith("-"))
        return float("-inf") if neg else float("inf")


def common_type(a: Type, b: Type) -> Type:
    """The usual arithmetic conversions of C for two (already promoted) operand types."""
    if isinstance(a, FloatType) or isinstance(b, FloatType):
        bits = max(t.bits for t in (a, b) if isinstance(t, FloatType))
        return FloatType(bits)
    if isinstance(a, PointerType):
        return a
    if isinstance(b, PointerType):
        return b
    if not isinstance(a, IntType) or not isinstance(b, IntType):
        return a
    if a.bits != b.bits:
        wide = a if a.bits > b.bits else b
        return IntType(max(wide.bits, 32), wide.signed) if wide.bits >= 32 else IntType(32, True)
    if a.bits < 32:
        return IntType(32, True)
    return IntType(a.bits, a.signed and b.signed)
