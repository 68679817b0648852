"""IR operands and the three-address instruction kinds, each with defs() and uses().

The forms follow the canonical statements of Zheng and Rugina (POPL 2008, section 3) and
Jaiswal et al. (section 3.1): at most one indirection per instruction, nested expressions
broken into temporaries by the front end.
"""

from __future__ import annotations

import enum
from dataclasses import field
from typing import final

from ddpa.ir.immutable import immutable
from ddpa.ir.types import I32, PointerType, Type


class VarKind(enum.Enum):
    GLOBAL = "global"
    FORMAL = "formal"
    LOCAL = "local"
    TEMP = "temp"


@final
@immutable
class Var:
    """A named storage location: global (scope ""), formal, local or front-end temporary.

    `name` is unique within its scope (shadowed block-scope names and per-unit `static`
    symbols are renamed with a `$` suffix); `src_name` is what the source called it, or ""
    for temporaries, which never appear in user-facing answers.
    """

    name: str
    type: Type = field(compare=False)
    kind: VarKind
    scope: str = ""
    src_name: str = field(default="", compare=False)
    # the hash of (name, scope), computed once: the analyses hash variables millions of
    # times, and hashing the fields each time was a tenth of building an alias graph (the
    # kind, compared too, is left out: hashing an enum member is a call of its own, and
    # one scope does not give one name to two kinds of variable)
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _set_hash(self, hash((self.name, self.scope)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[object, ...]:  # the hash is per process: never stored
        return (Var, (self.name, self.type, self.kind, self.scope, self.src_name))

    @property
    def is_global(self) -> bool:
        return self.kind is VarKind.GLOBAL

    @property
    def is_temp(self) -> bool:
        return self.kind is VarKind.TEMP

    @property
    def sigil_name(self) -> str:
        return ("@" if self.kind is VarKind.GLOBAL else "%") + self.name

    def __str__(self) -> str:
        return self.sigil_name



_set_hash = Var._hash.__set__  # type: ignore[attr-defined]  # (the slot's own descriptor)

@final
@immutable
class Const:
    """An integer or floating constant; a pointer-typed 0 is the null pointer."""

    value: int | float
    type: Type

    def __str__(self) -> str:
        return const_text(self)


def const_text(c: Const) -> str:
    """A constant in IR text: `5` (an int), `5:i64`, `2.5:f64`, `null:i32*`."""
    if isinstance(c.type, PointerType) and c.value == 0:
        return f"null:{c.type.text()}"
    if isinstance(c.value, float):
        return f"{c.value!r}:{c.type.text()}"
    if c.type == I32:
        return str(c.value)
    return f"{c.value}:{c.type.text()}"


@final
@immutable
class FuncRef:
    """A function used as a value (its address)."""

    name: str

    def __str__(self) -> str:
        return "@" + self.name


Operand = Var | Const
AddrTarget = Var | FuncRef
Path = tuple[str, ...]


@final
@immutable
class Loc:
    file: str
    line: int
    col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


NOLOC = Loc("", 0, 0)


class BinOp(enum.Enum):
    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    DIV = "div"
    REM = "rem"
    SHL = "shl"
    SHR = "shr"
    AND = "and"
    OR = "or"
    XOR = "xor"
    EQ = "eq"
    NE = "ne"
    LT = "lt"
    LE = "le"
    GT = "gt"
    GE = "ge"

    @property
    def is_comparison(self) -> bool:
        return self in _COMPARISONS


_COMPARISONS = frozenset({BinOp.EQ, BinOp.NE, BinOp.LT, BinOp.LE, BinOp.GT, BinOp.GE})


class UnOp(enum.Enum):
    NEG = "neg"
    NOT = "not"  # bitwise complement
    LNOT = "lnot"  # logical negation, result 0 or 1


def _vars(*ops: Operand | None) -> tuple[Var, ...]:
    return tuple([o for o in ops if type(o) is Var])  # (Var is final)


class Instr:
    """Base class: every instruction has a location, its source text, defs() and uses()."""

    __slots__ = ()
    loc: Loc
    src: str

    def defs(self) -> tuple[Var, ...]:
        return ()

    def uses(self) -> tuple[Var, ...]:
        return ()


def _meta() -> Loc:
    return field(default=NOLOC, kw_only=True, compare=False)


def _src() -> str:
    return field(default="", kw_only=True, compare=False)


@final
@immutable
class Entry(Instr):
    loc: Loc = _meta()
    src: str = _src()


@final
@immutable
class Exit(Instr):
    loc: Loc = _meta()
    src: str = _src()


@final
@immutable
class Nop(Instr):
    """A node with no effect (kept only where a CFG needs a node, e.g. `for (;;);`)."""

    loc: Loc = _meta()
    src: str = _src()


@final
@immutable
class Copy(Instr):
    """`dst = src`, converting to `dst.type` when the types differ (C casts)."""

    dst: Var
    value: Operand
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.value)


@final
@immutable
class AddrOf(Instr):
    """`dst = &target` or `dst = &target.f.g`; taking an address is not a use."""

    dst: Var
    target: AddrTarget
    path: Path = ()
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)


@final
@immutable
class FieldAddr(Instr):
    """`dst = &ptr->f.g`: the address of a field of the record `ptr` points to."""

    dst: Var
    ptr: Var
    path: Path
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)

    def uses(self) -> tuple[Var, ...]:
        return (self.ptr,)


@final
@immutable
class Load(Instr):
    """`dst = *ptr` (empty path) or `dst = ptr->f.g`."""

    dst: Var
    ptr: Var
    path: Path = ()
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)

    def uses(self) -> tuple[Var, ...]:
        return (self.ptr,)


@final
@immutable
class Store(Instr):
    """`*ptr = value` (empty path) or `ptr->f.g = value`: defines memory, not a variable."""

    ptr: Var
    path: Path
    value: Operand
    loc: Loc = _meta()
    src: str = _src()

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.ptr, self.value)


@final
@immutable
class FieldRead(Instr):
    """`dst = base.f.g` for a record-typed variable `base`."""

    dst: Var
    base: Var
    path: Path
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)

    def uses(self) -> tuple[Var, ...]:
        return (self.base,)


@final
@immutable
class FieldWrite(Instr):
    """`base.f.g = value`: a partial (non-killing) definition of `base`."""

    base: Var
    path: Path
    value: Operand
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.base,)

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.value)


@final
@immutable
class PtrAdd(Instr):
    """`dst = base + index * scale`: pointer arithmetic and array indexing keep the base."""

    dst: Var
    base: Var
    index: Operand
    scale: int
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.base, self.index)


@final
@immutable
class Arith(Instr):
    """`dst = op(a, b)`; signedness and width come from the operand types."""

    dst: Var
    op: BinOp
    a: Operand
    b: Operand
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.a, self.b)


def is_pointer_difference(i: Arith) -> bool:
    """`p - q` of two pointers. C defines it only when both point into (or just past) one
    array object, as the difference of their subscripts (C11 6.5.6p9): a count of elements,
    never an address, whatever the two point to. (An integer subtraction of pointers cast
    to integers, `(intptr_t)p - (intptr_t)q`, is not one: its operands are integers.)"""
    return (i.op is BinOp.SUB and isinstance(i.a, Var) and isinstance(i.b, Var)
            and isinstance(i.a.type, PointerType) and isinstance(i.b.type, PointerType))


@final
@immutable
class Unary(Instr):
    dst: Var
    op: UnOp
    a: Operand
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.a)


@final
@immutable
class Alloc(Instr):
    """`dst = alloc #site fn(args)`: a heap allocation (malloc family, C++ new) at a site."""

    dst: Var
    site: int
    fn: str
    args: tuple[Operand, ...] = ()
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return (self.dst,)

    def uses(self) -> tuple[Var, ...]:
        return _vars(*self.args)


@final
@immutable
class Direct:
    name: str


@final
@immutable
class Indirect:
    """A call through a function-pointer variable."""

    ptr: Var


@final
@immutable
class Virtual:
    """A C++ virtual call `receiver->method(...)` with the receiver's static class."""

    receiver: Var
    method: str
    static_class: str


Callee = Direct | Indirect | Virtual


@final
@immutable
class Call(Instr):
    dst: Var | None
    callee: Callee
    args: tuple[Operand, ...] = ()
    loc: Loc = _meta()
    src: str = _src()

    def defs(self) -> tuple[Var, ...]:
        return () if self.dst is None else (self.dst,)

    @property
    def actuals(self) -> tuple[Operand, ...]:
        """The operands bound to the callee's formals, in order: a virtual call's receiver
        (the callee's `this`) first, then the arguments."""
        if isinstance(self.callee, Virtual):
            return (self.callee.receiver, *self.args)
        return self.args

    def uses(self) -> tuple[Var, ...]:
        extra: tuple[Var, ...] = ()
        if isinstance(self.callee, Indirect):
            extra = (self.callee.ptr,)
        elif isinstance(self.callee, Virtual):
            extra = (self.callee.receiver,)
        return extra + _vars(*self.args)


@final
@immutable
class Return(Instr):
    value: Operand | None = None
    loc: Loc = _meta()
    src: str = _src()

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.value)


@final
@immutable
class Branch(Instr):
    """Two-way branch on `cond != 0`: succs[0] is the true edge, succs[1] the false edge."""

    cond: Operand
    loc: Loc = _meta()
    src: str = _src()

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.cond)


@final
@immutable
class Switch(Instr):
    """Multi-way branch: succs[i] is taken for the values in cases[i]; the last is default."""

    value: Operand
    cases: tuple[tuple[int, ...], ...]
    loc: Loc = _meta()
    src: str = _src()

    def uses(self) -> tuple[Var, ...]:
        return _vars(self.value)


INSTR_KINDS: tuple[type[Instr], ...] = (
    Entry, Exit, Nop, Copy, AddrOf, FieldAddr, Load, Store, FieldRead, FieldWrite, PtrAdd, Arith,
    Unary, Alloc, Call, Return, Branch, Switch,
)
