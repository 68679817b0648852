"""The checked path: every instruction interpreted with all checks, the reference semantics.

Compiled closures handle the common case only; whenever one meets anything else (a missing
or differently typed cell, a null or dangling pointer, an uninitialised slot, a zero
divisor) it hands the node to `Checked.step`, which either performs the instruction exactly
or raises the Fault that names what went wrong.
"""

from __future__ import annotations

from typing import Any, Protocol

from ddpa.interp.errors import Fault, FaultKind
from ddpa.interp.frame import OWNED, RETVAL, FrameLayout
from ddpa.interp.host import Frame, MachineLike
from ddpa.interp.libc import Library
from ddpa.interp.memory import MemObj
from ddpa.interp.semantics import binary, convert, truth, unary
from ddpa.interp.values import UNINIT, code_of, is_aggregate
from ddpa.ir.instr import (
    AddrOf,
    Alloc,
    Arith,
    Branch,
    Call,
    Const,
    Copy,
    Entry,
    Exit,
    FieldAddr,
    FieldRead,
    FieldWrite,
    FuncRef,
    Instr,
    Load,
    Nop,
    Operand,
    PtrAdd,
    Return,
    Store,
    Switch,
    Unary,
    Var,
)
from ddpa.ir.types import IntType, PointerType, Type, VoidType, pointee


class CheckedHost(MachineLike, Protocol):
    """The machine as the checked path sees it: `MachineLike`, the C library, and the call
    of a node (a function with a body is entered, a library function is called)."""

    lib: Library

    def checked_call(self, chk: Checked, nid: int, ins: Call, f: Frame) -> int: ...


def const_value(c: Const) -> Any:
    if isinstance(c.type, PointerType):
        return None if c.value == 0 else ("int", int(c.value))
    return c.value


class Checked:
    """Reference interpreter for the nodes of one function."""

    def __init__(self, m: CheckedHost, fl: FrameLayout) -> None:
        self.m = m
        self.mem = m.mem
        self.fl = fl
        self.fn = fl.fn
        self._ops = {
            Entry: self._succ, Nop: self._succ, Exit: self._exit, Copy: self._copy,
            AddrOf: self._addr_of, FieldAddr: self._field_addr, Load: self._load,
            Store: self._store, FieldRead: self._field_read, FieldWrite: self._field_write,
            PtrAdd: self._ptr_add, Arith: self._arith, Unary: self._unary, Alloc: self._alloc,
            Call: self._call, Return: self._return, Branch: self._branch, Switch: self._switch,
        }

    def step(self, nid: int, f: Frame) -> int:
        node = self.fn.nodes[nid]
        op = self._ops[type(node.instr)]
        return int(op(nid, node.instr, f))  # type: ignore[operator]

    def _next(self, nid: int) -> int:
        return self.fn.nodes[nid].succs[0].id

    # ---- operands -------------------------------------------------------------------------

    def obj_of(self, v: Var, f: Frame) -> MemObj:
        if v.is_global:
            return self.m.global_obj(v.name)
        obj = f[self.fl.slot[v]]
        assert isinstance(obj, MemObj)
        return obj

    def read(self, op: Operand, f: Frame) -> Any:
        """An operand's value; an aggregate variable reads as its object."""
        if isinstance(op, Const):
            v = const_value(op)
            return self.mem.to_ptr(v[1]) if isinstance(v, tuple) else v
        if op.is_global or op in self.fl.in_memory:
            obj = self.obj_of(op, f)
            if is_aggregate(op.type):
                return obj
            return self.mem.load(obj, 0, self._code(op.type))
        v = f[self.fl.slot[op]]
        if v is UNINIT:
            raise Fault(FaultKind.UNINIT, f"read of uninitialised {self.describe(op)}")
        return v

    def describe(self, v: Var) -> str:
        if v.is_temp:
            return "value (a temporary of the expression)"
        kind = "parameter" if v.kind.value == "formal" else "variable"
        return f"{kind} '{v.src_name or v.name}'"

    def write(self, v: Var, value: Any, f: Frame) -> None:
        if v.is_global or v in self.fl.in_memory:
            obj = self.obj_of(v, f)
            if is_aggregate(v.type):
                self._copy_object(obj, 0, value, self.m.layout.size(v.type))
            else:
                if value is UNINIT:
                    raise Fault(FaultKind.UNINIT, f"{self.describe(v)} assigned an "
                                "uninitialised value")
                self.mem.store(obj, 0, self._code(v.type), value)
            return
        f[self.fl.slot[v]] = value

    def _code(self, t: Type) -> int:
        c = code_of(t)
        if not c:
            raise Fault(FaultKind.UNSUPPORTED, f"a value of type {t} in a scalar context")
        return c

    def _copy_object(self, dst: MemObj, doff: int, src: Any, size: int) -> None:
        if isinstance(src, MemObj):
            self.mem.copy(dst, doff, src, 0, size)
        else:
            obj, off = self.mem.deref(src, size, False)
            self.mem.copy(dst, doff, obj, off, size)

    def convert_to(self, value: Any, t: Type) -> Any:
        if is_aggregate(t) or isinstance(value, MemObj):
            return value
        return convert(value, t, self.mem)

    # ---- instructions ---------------------------------------------------------------------

    def _succ(self, nid: int, ins: Instr, f: Frame) -> int:
        return self._next(nid)

    def _exit(self, nid: int, ins: Instr, f: Frame) -> int:
        return 1

    def _copy(self, nid: int, ins: Copy, f: Frame) -> int:
        v = self.read(ins.value, f)
        self.write(ins.dst, self.convert_to(v, ins.dst.type), f)
        return self._next(nid)

    def address(self, ins: AddrOf, f: Frame) -> Any:
        t = ins.target
        if isinstance(t, FuncRef):
            return (self.m.function_obj(t.name), 0)
        obj = self.obj_of(t, f)
        off = self.m.layout.path(t.type, ins.path)[0] if ins.path else 0
        return (obj, off)

    def _addr_of(self, nid: int, ins: AddrOf, f: Frame) -> int:
        self.write(ins.dst, self.address(ins, f), f)
        return self._next(nid)

    def _field_addr(self, nid: int, ins: FieldAddr, f: Frame) -> int:
        p = self.read(ins.ptr, f)
        off = self.m.layout.path(pointee(ins.ptr.type), ins.path)[0]
        if p is None:
            if off:
                raise Fault(FaultKind.NULL_DEREF, "member access through a null pointer")
            self.write(ins.dst, None, f)
        else:
            self.write(ins.dst, self._offset(p, off), f)
        return self._next(nid)

    def _offset(self, p: Any, off: int) -> Any:
        if not isinstance(p, tuple):
            raise Fault(FaultKind.BAD_POINTER, f"pointer arithmetic on a non-pointer {p!r}")
        return (p[0], p[1] + off)

    def _access(self, p: Any, off: int, t: Type, write: bool) -> tuple[MemObj, int]:
        if p is not None and isinstance(p, tuple):
            p = (p[0], p[1] + off)
        return self.mem.deref(p, self.m.layout.size(t), write)

    def _load(self, nid: int, ins: Load, f: Frame) -> int:
        p = self.read(ins.ptr, f)
        off = self.m.layout.path(pointee(ins.ptr.type), ins.path)[0] if ins.path else 0
        obj, k = self._access(p, off, ins.dst.type, False)
        if is_aggregate(ins.dst.type):
            self.write(ins.dst, (obj, k), f)
        else:
            self.write(ins.dst, self.mem.load(obj, k, self._code(ins.dst.type)), f)
        return self._next(nid)

    def _store_type(self, value: Operand, ptr_t: Type, path: tuple[str, ...]) -> Type:
        """The type a store writes: the field's or the pointee's (C converts the value to
        it), except where that says nothing (void, a function) or contradicts a scalar
        value (an aggregate pointee): then the value's own type."""
        t = self.m.layout.path(pointee(ptr_t), path)[1] if path else pointee(ptr_t)
        if code_of(t) or (is_aggregate(t) and is_aggregate(value.type)):
            return t
        return value.type

    def _store(self, nid: int, ins: Store, f: Frame) -> int:
        p = self.read(ins.ptr, f)
        off = self.m.layout.path(pointee(ins.ptr.type), ins.path)[0] if ins.path else 0
        t = self._store_type(ins.value, ins.ptr.type, ins.path)
        v = self.read(ins.value, f)
        obj, k = self._access(p, off, t, True)
        if is_aggregate(t):
            self._copy_object(obj, k, v, self.m.layout.size(t))
        else:
            self.mem.store(obj, k, self._code(t), self.convert_to(v, t))
        return self._next(nid)

    def _field_read(self, nid: int, ins: FieldRead, f: Frame) -> int:
        obj = self.obj_of(ins.base, f)
        off, _ = self.m.layout.path(ins.base.type, ins.path)
        if is_aggregate(ins.dst.type):
            self.mem.check(obj, off, self.m.layout.size(ins.dst.type), False)
            self.write(ins.dst, (obj, off), f)
        else:
            self.write(ins.dst, self.mem.load(obj, off, self._code(ins.dst.type)), f)
        return self._next(nid)

    def _field_write(self, nid: int, ins: FieldWrite, f: Frame) -> int:
        obj = self.obj_of(ins.base, f)
        off, t = self.m.layout.path(ins.base.type, ins.path)
        v = self.read(ins.value, f)
        if is_aggregate(t):
            self._copy_object(obj, off, v, self.m.layout.size(t))
        else:
            self.mem.store(obj, off, self._code(t), self.convert_to(v, t))
        return self._next(nid)

    def _ptr_add(self, nid: int, ins: PtrAdd, f: Frame) -> int:
        p = self.read(ins.base, f)
        i = self.read(ins.index, f)
        if isinstance(ins.index.type, IntType) and not ins.index.type.signed and \
                ins.index.type.bits == 64 and i >= 1 << 63:
            i -= 1 << 64  # size_t arithmetic that wrapped: a negative step
        delta = int(i) * ins.scale
        if p is None:
            p = None if delta == 0 else (self.mem.wild, delta)
        else:
            p = self._offset(p, delta)
        self.write(ins.dst, p, f)
        return self._next(nid)

    def _arith(self, nid: int, ins: Arith, f: Frame) -> int:
        a, b = self.read(ins.a, f), self.read(ins.b, f)
        self.write(ins.dst, binary(ins.op, a, b, ins.a.type, ins.b.type, ins.dst.type,
                                   self.mem), f)
        return self._next(nid)

    def _unary(self, nid: int, ins: Unary, f: Frame) -> int:
        a = self.read(ins.a, f)
        self.write(ins.dst, unary(ins.op, a, ins.a.type, ins.dst.type, self.mem), f)
        return self._next(nid)

    def _alloc(self, nid: int, ins: Alloc, f: Frame) -> int:
        args = [self.read(a, f) for a in ins.args]
        p = self.m.lib.allocate(ins.fn, ins.site, args, f)
        self.write(ins.dst, self.convert_to(p, ins.dst.type), f)
        return self._next(nid)

    def _call(self, nid: int, ins: Call, f: Frame) -> int:
        return self.m.checked_call(self, nid, ins, f)

    def _return(self, nid: int, ins: Return, f: Frame) -> int:
        if ins.value is not None:
            v = self.read(ins.value, f)
            ret = self.fn.type.ret
            if isinstance(v, MemObj):
                v = self.mem.clone(v, v.ref)
            elif isinstance(v, tuple) and is_aggregate(ret) and not isinstance(v[0], MemObj):
                raise Fault(FaultKind.INTERNAL, "aggregate return of a non-object")
            elif not isinstance(ret, VoidType):
                v = self.convert_to(v, ret)
            f[RETVAL] = v
        return self._next(nid)

    def _branch(self, nid: int, ins: Branch, f: Frame) -> int:
        v = self.read(ins.cond, f)
        succs = self.fn.nodes[nid].succs
        return succs[0].id if truth(v) else succs[1].id

    def _switch(self, nid: int, ins: Switch, f: Frame) -> int:
        v = self.read(ins.value, f)
        if v is UNINIT:
            raise Fault(FaultKind.UNINIT, "switch on an uninitialised value")
        succs = self.fn.nodes[nid].succs
        for i, case in enumerate(ins.cases):
            if v in case:
                return succs[i].id
        return succs[-1].id

    def resume(self, nid: int, f: Frame, rv: Any) -> int:
        """After a call returned `rv`: define the call's destination, go to the successor."""
        ins = self.fn.nodes[nid].instr
        assert isinstance(ins, Call)
        if ins.dst is not None:
            if rv is UNINIT and not self.fl.is_slot_scalar(ins.dst):
                raise Fault(FaultKind.UNINIT, "use of the value of a function that returned "
                            "without one")
            self.write(ins.dst, rv if rv is UNINIT else self.convert_to(rv, ins.dst.type), f)
        return self._next(nid)

    def owned(self, f: Frame) -> list[MemObj]:
        objs = f[OWNED]
        return objs if isinstance(objs, list) else []
