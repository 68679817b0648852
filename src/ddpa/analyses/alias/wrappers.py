"""Allocation-wrapper detection (Zheng and Rugina, POPL 2008, section 7.1).

A function whose results only ever come from fresh allocations is an allocation wrapper:
the alias analysis makes each call of one an allocation site of its own (the PEG builder
takes the names through `PEGConfig.wrappers`), so objects allocated through a `xmalloc`
are not all one object.
"""

from __future__ import annotations

from ddpa.ir.instr import (
    AddrOf,
    Alloc,
    Arith,
    Call,
    Copy,
    Direct,
    Instr,
    Return,
    Unary,
    UnOp,
    Var,
    VarKind,
)
from ddpa.ir.libmodel import model
from ddpa.ir.program import Function, Program
from ddpa.ir.types import PointerType


def _tracked_vars(fn: Function, wrappers: frozenset[str]) -> set[Var]:
    """Locals of fn whose every definition is an allocation, a wrapper call or a copy of one."""
    taken = {i.target for n in fn.nodes if isinstance(i := n.instr, AddrOf)}
    defs: dict[Var, list[Instr]] = {}
    for n in fn.nodes:
        for d in n.instr.defs():
            defs.setdefault(d, []).append(n.instr)
    cand = {v for v, ds in defs.items()
            if v.kind in (VarKind.LOCAL, VarKind.TEMP) and v not in taken
            and all(_alloc_def(i, wrappers) for i in ds)}
    changed = True
    while changed:
        changed = False
        for v in list(cand):
            for i in defs[v]:
                if isinstance(i, Copy) and isinstance(i.value, Var) and i.value not in cand:
                    cand.discard(v)
                    changed = True
                    break
    return cand


def _alloc_def(i: Instr, wrappers: frozenset[str]) -> bool:
    if isinstance(i, Alloc):
        return True
    if isinstance(i, Call):
        return isinstance(i.callee, Direct) and i.callee.name in wrappers
    return isinstance(i, Copy)


def _harmless_use(i: Instr, tracked: set[Var]) -> bool:
    """Uses of an allocated pointer that neither leak it nor write through it."""
    if isinstance(i, Return):
        return True
    if isinstance(i, Copy):
        return i.dst in tracked
    if isinstance(i, Arith):
        return i.op.is_comparison
    if isinstance(i, Unary):
        return i.op is UnOp.LNOT
    if isinstance(i, Call) and isinstance(i.callee, Direct):
        m = model(i.callee.name)
        return m is not None and not m.copies and m.returns_arg is None and not m.allocates
    return type(i).__name__ in ("Branch", "Switch")


def _is_wrapper(fn: Function, wrappers: frozenset[str]) -> bool:
    tracked = _tracked_vars(fn, wrappers)
    returns = [n.instr for n in fn.nodes if isinstance(n.instr, Return)]
    values = [r.value for r in returns if isinstance(r.value, Var)]
    if not values or any(v not in tracked for v in values):
        return False
    for n in fn.nodes:
        if set(n.instr.uses()) & tracked and not _harmless_use(n.instr, tracked):
            return False
    return True


def find_allocation_wrappers(program: Program) -> frozenset[str]:
    """Functions whose results exclusively come from allocation sites (section 7.1).

    A wrapper returns only values of locals (whose address is not taken) that are assigned
    from `malloc`-like allocations, other wrappers, or each other, and never leaks or writes
    through them (null checks, comparisons and `free`/`memset`-like calls are allowed), so
    each call can stand for a fresh object: the greatest fixed point over the call graph.
    """
    cand = frozenset(f.name for f in program.defined_functions()
                     if isinstance(f.type.ret, PointerType))
    while True:
        keep = frozenset(n for n in cand if _is_wrapper(program.functions[n], cand))
        if keep == cand:
            return keep
        cand = keep
