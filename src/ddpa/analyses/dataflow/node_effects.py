"""What one IR instruction defines, kills and uses, in source variables (Figure 3, Pres/Def).

Duesterwald, Gupta and Soffa (ICSE 1996) define `Pres_m^v` (v is not re-defined at m) and
`Def_m^v` (the definitions of v generated at m) by local inspection of a node; section 4.2
extends both to aliases. Here a node's effect is three sets of variables:

* `kills` (strong definitions, `Pres` false): direct assignments `x = ...`, and a store
  `*p = ...` when the oracle says `p` denotes exactly one scalar variable of the stored type
  and nothing else;
* `gens` (every definition, strong or weak): also stores through pointers to any possible
  pointee, `s.f = ...` (a partial definition of `s`), and library writes;
* `uses`: operands that are source variables, plus every possible pointee of a load
  `*p` / `p->f` and the memory a library call reads through its pointer arguments.

Library functions follow `ddpa.ir.libmodel`; an unknown external reads and writes the
pointees of its pointer arguments and, when those hold pointers, everything a pointer may
denote (it is assumed not to keep pointers between calls or to name globals it is not
given). Calls of defined functions are handled by the analyzers with side-effect summaries.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ddpa.analyses.alias_interface import AliasOracle
from ddpa.ir import libmodel
from ddpa.ir.instr import (
    Call,
    Direct,
    FieldWrite,
    Indirect,
    Instr,
    Load,
    Operand,
    Store,
    Var,
)
from ddpa.ir.program import Function, Program
from ddpa.ir.types import ArrayType, PointerType, RecordType, Type


@dataclass(slots=True)
class NodeEffect:
    """Variables (as `Var`) a node kills, generates and uses; `strong_store` is a store
    that may be a strong update once recursion and escape are known."""

    kills: list[Var] = field(default_factory=list)
    gens: list[Var] = field(default_factory=list)
    uses: list[Var] = field(default_factory=list)
    strong_store: Var | None = None


@dataclass(slots=True)
class CallEffect:
    """The parts of a call that do not depend on the callee's body."""

    targets: tuple[str, ...]  # defined callees
    lib_defs: set[Var]
    lib_uses: set[Var]
    lib: bool  # a library or unknown function may be the callee: flow passes through it
    noreturn: bool


class EffectBuilder:
    """Computes node effects for one program with one alias oracle."""

    def __init__(self, program: Program, oracle: AliasOracle, memory: frozenset[Var]) -> None:
        self.program = program
        self.oracle = oracle
        self.memory = memory  # what a pointer of unknown origin held in memory may reach
        self.accessed_in: dict[Var, set[str]] = {}  # variable -> functions reaching it via *p

    def node(self, fn: Function, instr: Instr) -> NodeEffect:
        eff = NodeEffect()
        eff.uses.extend(v for v in instr.uses() if not v.is_temp)
        if isinstance(instr, FieldWrite):
            eff.gens.append(instr.base)
        elif isinstance(instr, Store):
            self._store(fn, instr, eff)
        elif not isinstance(instr, Call):
            eff.kills.extend(instr.defs())
            eff.gens.extend(instr.defs())
        if isinstance(instr, Load):
            eff.uses.extend(self._deref(fn, instr.ptr))
        return eff

    def _store(self, fn: Function, st: Store, eff: NodeEffect) -> None:
        targets = self._deref(fn, st.ptr)
        eff.gens.extend(targets)
        if len(targets) == 1 and not st.path and not self.oracle.may_denote_unknown(fn, st.ptr):
            (x,) = targets
            if _scalar_match(st.ptr.type, x.type):
                eff.strong_store = x

    def pointees(self, fn: Function, ptr: Var) -> list[Var]:
        """The oracle's answer for `*ptr` in fn, in a stable order."""
        return sorted(self.oracle.pointees(fn, ptr), key=_var_key)

    def _deref(self, fn: Function, ptr: Var) -> list[Var]:
        out = self.pointees(fn, ptr)
        for v in out:
            self.accessed_in.setdefault(v, set()).add(fn.name)
        return out

    def call(self, fn: Function, call: Call, targets: tuple[str, ...]) -> CallEffect:
        """The library part of a call: `targets` are the resolved callee names."""
        defined = tuple(t for t in targets if self._has_body(t))
        externals = [t for t in targets if not self._has_body(t)]
        eff = CallEffect(defined, set(), set(), not defined or bool(externals), False)
        if not targets:
            externals = [libmodel.UNSUPPORTED]  # nothing known: an unknown external
        for name in externals:
            self._library(fn, call, name, eff)
        eff.noreturn = bool(externals) and not defined and all(
            (m := libmodel.model(n)) is not None and m.noreturn for n in externals)
        return eff

    def _has_body(self, name: str) -> bool:
        f = self.program.functions.get(name)
        return f is not None and f.has_body

    def _library(self, fn: Function, call: Call, name: str, eff: CallEffect) -> None:
        model = libmodel.model(name)
        ptr_args = [(i, a) for i, a in enumerate(call.args)
                    if isinstance(a, Var) and _is_pointer_arg(a)]
        if model is None:
            for _, a in ptr_args:
                reach = self._reach(fn, a)
                eff.lib_defs.update(reach)
                eff.lib_uses.update(reach)
            return
        effects = model.effects
        if model.pure:
            return
        written = set(model.fills) | {d for d, _ in model.copies if d >= 0}
        read = {s for _, s in model.copies if s >= 0}
        for i, a in ptr_args:
            if libmodel.Effect.READS_ARGS in effects or i in read:
                eff.lib_uses.update(self._deref(fn, a))
            if libmodel.Effect.WRITES_ARGS in effects or i in written:
                eff.lib_defs.update(self._deref(fn, a))

    def _reach(self, fn: Function, ptr: Var) -> list[Var]:
        """What an unknown external may touch through `ptr`: its pointees and, when they
        hold pointers, everything reachable from memory."""
        direct = self._deref(fn, ptr)
        if any(_holds_pointer(v.type, self.program) for v in direct):
            return direct + sorted(self.memory - set(direct), key=_var_key)
        return direct


def resolve_targets(oracle: AliasOracle, fn: Function, call: Call) -> tuple[str, ...]:
    """The callee names of a call: direct, or from the oracle for indirect calls."""
    if isinstance(call.callee, Direct):
        return (call.callee.name,)
    if isinstance(call.callee, Indirect):
        resolver = getattr(oracle, "call_targets", None)
        if resolver is not None:
            return tuple(resolver(fn, call))
    return ()  # virtual calls and unresolvable pointers: an unknown external


def _is_pointer_arg(a: Operand) -> bool:
    return isinstance(a, Var) and isinstance(a.type, PointerType | ArrayType)


def _scalar_match(ptr_type: Type, vtype: Type) -> bool:
    if not isinstance(ptr_type, PointerType) or not vtype.is_scalar:
        return False
    target = ptr_type.pointee
    if isinstance(target, PointerType) and isinstance(vtype, PointerType):
        return True
    return target == vtype


def _holds_pointer(t: Type, program: Program, depth: int = 0) -> bool:
    if isinstance(t, PointerType):
        return True
    if isinstance(t, ArrayType):
        return _holds_pointer(t.elem, program, depth)
    if isinstance(t, RecordType) and depth < 8:
        rec = program.records.get(t.name)
        return rec is not None and any(
            _holds_pointer(f.type, program, depth + 1) for f in rec.fields)
    return False


def _var_key(v: Var) -> tuple[str, str]:
    return (v.scope, v.name)
