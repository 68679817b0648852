"""Small rewrites that give lowered functions the shape the interpreter expects.

Parameters declared with an array type (`int m[3][4]`) are pointers in C; a function whose
parameters the front end left with array types is copied with those parameters retyped as
pointers to the element type, in every instruction that mentions them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ddpa.ir.instr import Indirect, Instr, Var, Virtual
from ddpa.ir.program import Function, add_edge
from ddpa.ir.types import ArrayType, FunctionType, PointerType


def runnable(fn: Function) -> Function:
    """`fn` itself, or a copy with array-typed parameters decayed to pointers."""
    mapping = {p: dataclasses.replace(p, type=PointerType(p.type.elem))
               for p in fn.params if isinstance(p.type, ArrayType)}
    if not mapping:
        return fn
    params = [mapping.get(p, p) for p in fn.params]
    ftype = FunctionType(fn.type.ret, tuple(p.type for p in params), fn.type.variadic)
    out = Function(fn.name, ftype, params, list(fn.locals), list(fn.temps), [], fn.src_name,
                   fn.unit, fn.is_static, fn.loc)
    for n in fn.nodes:
        out.new_node(_substitute(n.instr, mapping))
    for n in fn.nodes:
        for s in n.succs:
            add_edge(out.nodes[n.id], out.nodes[s.id])
    return out


def _substitute(ins: Instr, mapping: dict[Var, Var]) -> Instr:
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(ins):  # type: ignore[arg-type]
        value = getattr(ins, f.name)
        new = _sub_value(value, mapping)
        if new is not value:
            changes[f.name] = new
    return dataclasses.replace(ins, **changes) if changes else ins  # type: ignore[type-var]


def _sub_value(value: Any, mapping: dict[Var, Var]) -> Any:
    if isinstance(value, Var):
        return mapping.get(value, value)
    if isinstance(value, tuple) and any(isinstance(v, Var) for v in value):
        return tuple(mapping.get(v, v) if isinstance(v, Var) else v for v in value)
    if isinstance(value, Indirect) and value.ptr in mapping:
        return Indirect(mapping[value.ptr])
    if isinstance(value, Virtual) and value.receiver in mapping:
        return dataclasses.replace(value, receiver=mapping[value.receiver])
    return value
