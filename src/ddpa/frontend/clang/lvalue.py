"""Lvalues during lowering: a variable with a field path, or memory through a pointer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import final

from ddpa.ir.instr import Path, Var
from ddpa.ir.types import Type


@final
@dataclass(frozen=True, slots=True)
class VarLV:
    """`var.path` — a named variable or one of its (nested) fields."""

    var: Var
    path: Path
    type: Type


@final
@dataclass(frozen=True, slots=True)
class MemLV:
    """`*ptr` (empty path) or `ptr->path` — memory reached through one indirection."""

    ptr: Var
    path: Path
    type: Type


LValue = VarLV | MemLV


def extend(obj: LValue, steps: Path, t: Type) -> LValue:
    """`obj` followed by field steps, an lvalue of type `t`."""
    if isinstance(obj, VarLV):
        return VarLV(obj.var, (*obj.path, *steps), t)
    return MemLV(obj.ptr, (*obj.path, *steps), t)
