"""IR types: scalars, pointers, arrays, records (struct/union/class) and function types."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import final

from ddpa.ir.immutable import immutable


class Type:
    """Base of all IR types; instances are immutable and compare structurally."""

    __slots__ = ()

    def text(self) -> str:
        raise NotImplementedError  # every concrete subclass overrides this

    def __str__(self) -> str:
        return self.text()

    @property
    def is_pointer(self) -> bool:
        return isinstance(self, PointerType)

    @property
    def is_scalar(self) -> bool:
        return isinstance(self, IntType | FloatType | PointerType)


@final
@immutable
class VoidType(Type):
    def text(self) -> str:
        return "void"


@final
@immutable
class IntType(Type):
    """A fixed-width integer; `bits` is 1 for _Bool/bool."""

    bits: int
    signed: bool

    def text(self) -> str:
        if self.bits == 1:
            return "bool"
        return f"{'i' if self.signed else 'u'}{self.bits}"

    @property
    def size(self) -> int:
        return max(1, self.bits // 8)


@final
@immutable
class FloatType(Type):
    bits: int

    def text(self) -> str:
        return f"f{self.bits}"


@final
@immutable
class PointerType(Type):
    pointee: Type

    def text(self) -> str:
        inner = self.pointee.text()
        if isinstance(self.pointee, FunctionType):
            inner = f"({inner})"
        return inner + "*"


@final
@immutable
class ArrayType(Type):
    """`length` is None for arrays of unknown size (`int a[]`, flexible members)."""

    elem: Type
    length: int | None

    def text(self) -> str:
        n = "?" if self.length is None else str(self.length)
        return f"[{n} x {self.elem.text()}]"


class RecordKind(enum.Enum):
    STRUCT = "struct"
    UNION = "union"
    CLASS = "class"


@final
@immutable
class RecordType(Type):
    """A reference by name to a record whose layout lives in `Program.records`.

    Naming records instead of embedding their fields keeps recursive types
    (`struct node { struct node *next; }`) finite and hashable.
    """

    kind: RecordKind
    name: str

    def text(self) -> str:
        return f"{self.kind.value}.{self.name}"


@final
@immutable
class FunctionType(Type):
    ret: Type
    params: tuple[Type, ...]
    variadic: bool = False

    def text(self) -> str:
        ps = [p.text() for p in self.params]
        if self.variadic:
            ps.append("...")
        return f"fn({', '.join(ps)}) -> {self.ret.text()}"


VOID = VoidType()
BOOL = IntType(1, False)
I8 = IntType(8, True)
U8 = IntType(8, False)
I16 = IntType(16, True)
U16 = IntType(16, False)
I32 = IntType(32, True)
U32 = IntType(32, False)
I64 = IntType(64, True)
U64 = IntType(64, False)
F32 = FloatType(32)
F64 = FloatType(64)
F80 = FloatType(80)
CHAR_PTR = PointerType(I8)
VOID_PTR = PointerType(VOID)


@final
@immutable
class Field:
    """A named member of a record at a byte offset (bit-fields keep their byte offset)."""

    name: str
    type: Type
    offset: int


@dataclass(slots=True)
class Record:
    """Layout of a struct, union or class; C++ bases and virtual methods have room here."""

    kind: RecordKind
    name: str
    fields: list[Field] = field(default_factory=list)
    size: int = 0
    align: int = 1
    complete: bool = True
    bases: list[str] = field(default_factory=list)
    # method name -> implementing function symbol, for classes with virtual methods
    vmethods: dict[str, str] = field(default_factory=dict)

    @property
    def type(self) -> RecordType:
        return RecordType(self.kind, self.name)

    def field(self, name: str) -> Field | None:
        for f in self.fields:
            if f.name == name:
                return f
        return None


def pointee(t: Type) -> Type:
    """The pointed-to type of a pointer (or element type of an array), else void."""
    if isinstance(t, PointerType):
        return t.pointee
    if isinstance(t, ArrayType):
        return t.elem
    return VOID


def sizeof(t: Type, records: Mapping[str, Record]) -> int:
    """`sizeof` in bytes on the LP64 target the front end parses for (records by their
    recorded size; an unknown record is 0; void and functions are 1, as GNU arithmetic on
    `void *` and function pointers has it)."""
    if isinstance(t, IntType):
        return t.size
    if isinstance(t, FloatType):
        return 16 if t.bits == 80 else t.bits // 8
    if isinstance(t, PointerType):
        return 8
    if isinstance(t, ArrayType):
        return (t.length or 0) * sizeof(t.elem, records)
    if isinstance(t, RecordType):
        rec = records.get(t.name)
        return rec.size if rec is not None else 0
    return 1
