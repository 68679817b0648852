"""Lowering of C++ expressions: this, member calls, constructors, new/delete, references.

The IR shapes follow the C++ contract (README section "C++"): a method is a function whose
first formal is `this`; a call on a named object or a qualified call is a direct call with
the object's address first; `new T(args)` is an allocation whose site records T, then the
constructor call; a reference is a pointer (binding takes an address, a use loads).

Deviations from the contract: a constructor clang shows no body for (an implicit default,
copy or move constructor) is done in place rather than called (`new T` of such a class
is the allocation then the member and `__vptr` initialisation); a `catch` handler is
reached from each call of its `try` block that may throw through that call's landing pad
(branches on `@__cxa_exception` after the call, as a call node keeps one successor; see
`cxxeh`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import clang.cindex as ci

from ddpa.frontend.clang import cxxfunction, cxxmemptr, native
from ddpa.frontend.clang.builder import CFGBuilder
from ddpa.frontend.clang.ctypes_map import instance_pattern, passed_indirectly
from ddpa.frontend.clang.cxxlambda import call_operator, captures, operator_template
from ddpa.frontend.clang.cxxnames import (
    REFERENCE_KINDS,
    class_short_name,
    instance_destructor_name,
    is_implicit,
    is_member_function,
    method_key,
)
from ddpa.frontend.clang.lvalue import LValue, MemLV, VarLV, extend
from ddpa.frontend.clang.steps import Lowers, Step
from ddpa.frontend.clang.tree import TRANSPARENT, CNode, strip
from ddpa.ir.classes import VBASE_FIELD_PREFIX, direct_bases, virtual_bases
from ddpa.ir.cxxabi import IS_COMPLETE, VIRTUAL_BASE
from ddpa.ir.instr import (
    Alloc,
    Arith,
    BinOp,
    Branch,
    Call,
    Const,
    Copy,
    Direct,
    FieldAddr,
    Instr,
    Loc,
    Operand,
    PtrAdd,
    Return,
    Var,
    VarKind,
    Virtual,
)
from ddpa.ir.libmodel import UNSUPPORTED
from ddpa.ir.program import Function
from ddpa.ir.types import (
    BOOL,
    I32,
    U8,
    U64,
    VOID,
    VOID_PTR,
    ArrayType,
    FunctionType,
    PointerType,
    Record,
    RecordKind,
    RecordType,
    Type,
    VoidType,
)

if TYPE_CHECKING:
    from ddpa.frontend.clang.unit import UnitLowering

CK = ci.CursorKind
InstrT = TypeVar("InstrT", bound=Instr)
_ARRAY_TYPES = frozenset({ci.TypeKind.CONSTANTARRAY, ci.TypeKind.INCOMPLETEARRAY})
_LVALUE_KINDS = frozenset({CK.DECL_REF_EXPR, CK.MEMBER_REF_EXPR, CK.ARRAY_SUBSCRIPT_EXPR,
                           CK.UNARY_OPERATOR, CK.CALL_EXPR, CK.CXX_THIS_EXPR})


@dataclass(eq=False)
class Elements:
    """The elements of an array under construction that are complete: `count` of them
    from `first` (the loop's counter), destroyed in reverse order by `dtor` when an
    exception leaves the construction."""

    first: Var
    count: Var
    elem: RecordType
    dtor: str


# what to destroy at a scope's exit: the object's address (computed when the scope exits)
# and the destructor's symbol (or the deallocation function of an allocation being
# initialised), or the complete elements of an array under construction; a destructor
# written `?name` is called only when the address is not null
Destructible = tuple[Callable[[], Operand], str] | Elements


class CxxLowering(cxxfunction.FunctionObjects):
    """C++ expressions, between ExprLowering and FunctionLowering."""

    this_var: Var | None
    scopes: list[list[Destructible]]
    eh_only: int

    # ---- classes ----------------------------------------------------------------------

    def record_of(self, decl: ci.Cursor) -> RecordType:
        return self.unit.types.record(decl)

    def base_path(self, frm: str, to: str) -> tuple[str, ...] | None:
        """The field steps from class `frm` to its (indirect) base `to`: `base$B` for a
        non-virtual base, `vbase$V` for a virtual one (`along` resolves it at run time)."""
        if frm == to:
            return ()
        records = self.unit.program.records
        todo: list[tuple[str, tuple[str, ...]]] = [(frm, ())]
        while todo:
            name, path = todo.pop(0)
            for b, virtual in direct_bases(records, name):
                step = (*path, f"{VBASE_FIELD_PREFIX if virtual else 'base$'}{b}")
                if b == to:
                    return step
                if len(step) < 32:  # (a malformed cyclic hierarchy ends)
                    todo.append((b, step))
        return None

    def along(self, obj: LValue, steps: tuple[str, ...], t: Type) -> LValue:
        """`obj` followed by field steps to an lvalue of type `t`. A `vbase$V` step (into a
        virtual base) depends on the complete object: the address reached so far goes to
        the runtime, `%v = call @__ddpa_virtual_base(%p)`, and the steps after it are
        taken from `%v` (so every access of a virtual base's members is made through it,
        whichever path reached it)."""
        records = self.unit.program.records
        while True:
            k = next((i for i, st in enumerate(steps) if st.startswith(VBASE_FIELD_PREFIX)),
                     None)
            if k is None:
                return extend(obj, steps, t)
            cls = obj.type
            for st in steps[:k]:
                rec = records.get(cls.name) if isinstance(cls, RecordType) else None
                f = rec.field(st) if rec is not None else None
                cls = f.type if f is not None else cls
            head = extend(obj, steps[:k], cls)
            v = steps[k][len(VBASE_FIELD_PREFIX):]
            vrec = records.get(v)
            vt = vrec.type if vrec is not None else RecordType(RecordKind.CLASS, v)
            self.unit.declare_external(VIRTUAL_BASE, FunctionType(VOID_PTR, (VOID_PTR,)))
            d = self.temp(PointerType(vt))
            self.emit(Call(d, Direct(VIRTUAL_BASE), (self.lv_address(head, None),)))
            obj, steps = MemLV(d, (), vt), steps[k + 1:]

    def base_offset(self, frm: str, path: tuple[str, ...]) -> int:
        off = 0
        name = frm
        for step in path:
            rec = self.unit.program.records.get(name)
            fld = rec.field(step) if rec is not None else None
            if fld is None or not isinstance(fld.type, RecordType):
                return 0
            off += fld.offset
            name = fld.type.name
        return off

    def class_cast(self, ptr: Operand, frm: Type, to: Type,
                   dest: Var | None) -> Operand | None:
        """A pointer conversion between classes related by derivation: `&p->base$B` up,
        the base's offset back down (static_cast); None when they are not related."""
        if not (isinstance(frm, PointerType) and isinstance(to, PointerType) and
                isinstance(frm.pointee, RecordType) and isinstance(to.pointee, RecordType)):
            return None
        a, b = frm.pointee.name, to.pointee.name
        if a == b:
            return None
        up = self.base_path(a, b)
        if up is not None:
            if not up:
                return None
            if any(st.startswith(VBASE_FIELD_PREFIX) for st in up):
                lv = self.along(MemLV(self.as_var(ptr), (), frm.pointee), up, to.pointee)
                return self.lv_address(lv, dest)
            d = dest if dest is not None and dest.type == to else self.temp(to)
            self.emit(FieldAddr(d, self.as_var(ptr), up))
            return self.copy_into(d, dest)
        down = self.base_path(b, a)
        if down is None:
            return None
        if any(st.startswith(VBASE_FIELD_PREFIX) for st in down):
            return None  # (C++ has no static_cast down from a virtual base)
        off = self.base_offset(b, down)
        if off == 0:
            return None
        raw = self.temp(PointerType(U8))
        self.emit(Copy(raw, ptr))
        moved = self.ptr_add(raw, Const(-off, U64), 1, PointerType(U8), None)
        return self.convert(moved, to, dest)

    # ---- this and members ---------------------------------------------------------------

    def this_value(self, c: CNode, dest: Var | None) -> Operand:
        return self.copy_into(self.lookup_this(), dest)

    def member_base_path(self, obj: Type, ref: ci.Cursor) -> tuple[str, ...]:
        """The `base$` steps from the class of an object to the class declaring member
        `ref` (inherited fields and methods)."""
        if not isinstance(obj, RecordType):
            return ()
        owner = ref.semantic_parent
        if owner is None or owner.kind not in (CK.CLASS_DECL, CK.STRUCT_DECL):
            return ()
        path = self.base_path(obj.name, self.record_of(owner).name)
        return path or ()

    # ---- references ---------------------------------------------------------------------

    def declared_reference(self, decl: ci.Cursor) -> bool:
        return bool(decl.type.kind in REFERENCE_KINDS)

    def bind(self, c: CNode) -> Step[Operand]:
        """The address a reference bound to `c` holds (a temporary for an rvalue)."""
        s = strip(c)
        if s.kind == CK.CXX_STATIC_CAST_EXPR and s.ops and _casts_to_reference(s.cursor) and \
                self.ty(s.ops[-1]) == self.ty(s):
            return (yield self.bind(s.ops[-1]))  # `static_cast<T &&>(x)`: x itself
        if isinstance(self.ty(s), FunctionType):  # a reference to a function: its address
            return (yield self.function_value(s, None))
        if s.kind in _LVALUE_KINDS and c.is_expression and not isinstance(
                self.ty(s), VoidType) and self.is_lvalue(s):
            lv = yield self.lvalue(s)
            addr = self.lv_address(lv, None)
            t = self.ty(c)  # a base of the object's class: clang's cast, stripped above
            if isinstance(t, RecordType) and isinstance(lv.type, RecordType) and t != lv.type:
                moved = self.class_cast(addr, PointerType(lv.type), PointerType(t), None)
                if moved is not None:
                    return moved
            return addr
        t = self.ty(c)
        tmp = self.new_local("$ref", t)
        yield self.initialise(VarLV(tmp, (), t), c)
        return self.lv_address(VarLV(tmp, (), t), None)

    def is_lvalue(self, s: CNode) -> bool:
        if s.kind == CK.UNARY_OPERATOR:
            return native.unary_operator(s.cursor) == "*"
        if s.kind == CK.CALL_EXPR:
            decl = s.referenced()
            return decl is not None and self.returns_reference(decl)
        return True

    def returns_reference(self, decl: ci.Cursor) -> bool:
        return decl.kind in (CK.FUNCTION_DECL, CK.CXX_METHOD) and \
            decl.result_type.kind in REFERENCE_KINDS

    def call_args(self, decl: ci.Cursor | None, arg_cs: list[CNode],
                  ftype: ci.Type | None = None) -> Step[list[Operand]]:
        """Arguments (of the function `decl`, or of the function type `ftype`), each bound
        by address where the parameter is a reference; an object of a class passed
        indirectly (`passed_indirectly`) is made in a temporary whose address is passed."""
        ft = ftype if ftype is not None else decl.type if decl is not None else None
        params = native.argument_types(ft) if ft is not None and \
            ft.kind == ci.TypeKind.FUNCTIONPROTO else []
        out: list[Operand] = []
        for i, a in enumerate(arg_cs):
            if i < len(params) and params[i].get_canonical().kind in REFERENCE_KINDS:
                out.append((yield self.bind(a)))
            elif i < len(params) and passed_indirectly(params[i], self.unit.types.memo):
                out.append((yield self.argument_object(a, self.unit.types.lower(params[i]))))
            else:
                out.append((yield self.rvalue(a)))
        return out

    def argument_object(self, a: CNode, t: Type) -> Step[Operand]:
        """A class argument passed by value as the Itanium C++ ABI passes one that is not
        trivial for calls: constructed (copied, moved, or in place for a prvalue) in a
        temporary of the caller, destroyed at the end of the full expression; the callee
        gets its address."""
        tmp = self.new_local("$arg", t)
        lv = VarLV(tmp, (), t)
        yield self.construct(lv, a)
        self.temporary(lv)
        return self.lv_address(lv, None)

    # ---- calls --------------------------------------------------------------------------

    def member_call(self, c: CNode, head: CNode, decl: ci.Cursor,
                    dest: Var | None) -> Step[Operand | LValue]:
        """`obj.m(args)`, `p->m(args)`, `m(args)` inside a method: a direct call with the
        object's address first, or a virtual call through a pointer or reference."""
        arg_cs = c.ops[1:]
        if head.ops and cxxfunction.is_function_record(self.object_type(head.ops[0])):
            got = yield self.function_member(c, head.ops[0], decl, arg_cs, dest)
            if got is not None:
                return got
        if decl.is_static_method():
            for k in head.ops:
                yield self.effect(k)
            return (yield self.finish_call(c, decl, Direct(self.unit.function_symbol(decl)),
                                           [], arg_cs, dest))
        owner = self.record_of(decl.semantic_parent)
        bases = head.ops
        through_pointer = True
        virtual = decl.is_virtual_method() and not _qualified(head)
        if not bases:
            this = self.lookup_this()
            obj_t = this.type.pointee if isinstance(this.type, PointerType) else VOID
            recv: Operand = this
        else:
            base = self.derived_receiver(bases[0], decl) if virtual else bases[0]
            bt = self.ty(base)
            if isinstance(bt, PointerType):
                recv = yield self.rvalue(base)
                obj_t = bt.pointee
            else:
                lv = yield self.lvalue(base)
                obj_t = lv.type
                through_pointer = isinstance(lv, MemLV) and not lv.path and \
                    not _object_parameter(base)
                recv = self.lv_address(lv, None)
            self.class_of(base)
        if virtual and through_pointer:
            self.unit.note_instance_method(decl)  # (a class template instance's method)
            static = self.virtual_static_class(obj_t, decl)
            if static == owner.name:
                recv = self.up_cast(recv, obj_t, decl, owner)
            callee = Virtual(self.as_var(recv), method_key(decl), static)
            return (yield self.finish_call(c, decl, callee, [], arg_cs, dest))
        recv = self.up_cast(recv, obj_t, decl, owner)
        callee_d = Direct(self.unit.function_symbol(decl))
        return (yield self.finish_call(c, decl, callee_d, [recv], arg_cs, dest))

    def derived_receiver(self, base: CNode, decl: ci.Cursor) -> CNode:
        """The receiver of a virtual call before clang's implicit derived-to-base casts
        (`c->name()` with `Circle *c` casts `c` to the `Shape *` declaring `name`), when its
        class has the method in its `vmethods`: the call then names that class as its static
        class (contract 5), which CHA narrows better than the declaring class."""
        key = method_key(decl)
        c, best = base, base
        outer = self.ty(base)
        outer = outer.pointee if isinstance(outer, PointerType) else outer
        while c.kind in TRANSPARENT and len(c.ops) == 1 and isinstance(outer, RecordType):
            c = c.ops[0]
            t = self.ty(c)
            rt = t.pointee if isinstance(t, PointerType) else t
            if not isinstance(rt, RecordType) or self.base_path(rt.name, outer.name) is None:
                break
            self.class_of(c)
            rec = self.unit.program.records.get(rt.name)
            if rec is not None and key in rec.vmethods:
                best = c
        return best

    def class_of(self, e: CNode) -> None:
        """Fill in the `vmethods` of the class an expression points at or denotes."""
        t = e.cursor.type.get_canonical()
        if t.kind == ci.TypeKind.POINTER or t.kind in REFERENCE_KINDS:
            t = t.get_pointee().get_canonical()
        d = t.get_declaration()
        if d.kind in (CK.CLASS_DECL, CK.STRUCT_DECL) and d.get_definition() is not None and \
                not d.location.is_in_system_header:
            self.unit.class_vtable(d.get_definition())

    def virtual_static_class(self, obj_t: Type, decl: ci.Cursor) -> str:
        """The static class of a virtual call on an object of type `obj_t`: that class itself
        when its `vmethods` has the method (inherited entries included, contract 5), else
        the class declaring the method: a class whose `vmethods` are not filled in (one
        from a system header, see `class_of`) cannot name the key, so its receiver is
        up-cast to the declaring class first."""
        owner = self.record_of(decl.semantic_parent)
        if isinstance(obj_t, RecordType):
            rec = self.unit.program.records.get(obj_t.name)
            if rec is not None and method_key(decl) in rec.vmethods:
                return obj_t.name
        return owner.name

    def up_cast(self, recv: Operand, obj_t: Type, decl: ci.Cursor,
                owner: RecordType) -> Operand:
        """`recv` (pointing at an object of type `obj_t`) moved to the subobject of the class
        declaring member `decl`."""
        path = self.member_base_path(obj_t, decl)
        if not path:
            return recv
        if any(st.startswith(VBASE_FIELD_PREFIX) for st in path):
            return self.lv_address(self.along(MemLV(self.as_var(recv), (), obj_t), path, owner),
                                   None)
        up = self.temp(PointerType(owner))
        self.emit(FieldAddr(up, self.as_var(recv), path))
        return up

    def finish_call(self, c: CNode, decl: ci.Cursor | None, callee: Direct | Virtual,
                    first: list[Operand], arg_cs: list[CNode],
                    dest: Var | None) -> Step[Operand | LValue]:
        """Arguments, the call, and its value (a reference result is an lvalue: MemLV)."""
        args = first + (yield self.call_args(decl, arg_cs))
        if decl is not None and self.returns_reference(decl):
            pt = PointerType(self.ty(c))
            d = self.temp(pt)
            self.emit(Call(d, callee, tuple(args)))
            return MemLV(d, (), self.ty(c))
        ret_t = self.ty(c)
        if isinstance(ret_t, VoidType):
            self.emit(Call(None, callee, tuple(args)))
            return Const(0, I32)
        d = dest if dest is not None and dest.type == ret_t else self.temp(ret_t)
        self.emit(Call(d, callee, tuple(args)))
        return self.copy_into(d, dest)

    def call_on(self, decl: ci.Cursor, operands: list[LValue],
                dest: Var | None = None) -> Operand | None:
        """A call that no expression shows (a range-based `for`'s `end`, `!=` and `++`,
        `cxxrange`): `decl` called on the objects `operands`, the first being the object
        of a method. Each goes as its parameter takes it: by address for a reference,
        else by value (a class passed indirectly: a bitwise copy in a temporary, whose
        address goes). Its value: None for void, a reference's address."""
        ops = list(operands)
        args: list[Operand] = []
        callee: Direct | Virtual = Direct(self.unit.function_symbol(decl))
        if is_member_function(decl):
            obj = ops.pop(0)
            owner = self.record_of(decl.semantic_parent)
            recv = self.up_cast(self.lv_address(obj, None), obj.type, decl, owner)
            if decl.is_virtual_method() and isinstance(obj, MemLV) and not obj.path:
                callee = Virtual(self.as_var(recv), method_key(decl), owner.name)
            else:
                args.append(recv)
        params = native.argument_types(decl.type)
        for p, lv in zip(params, ops, strict=False):
            if p.get_canonical().kind in REFERENCE_KINDS:
                args.append(self.lv_address(lv, None))
            elif passed_indirectly(p, self.unit.types.memo):
                tmp = self.new_local("$arg", lv.type)
                self.write(VarLV(tmp, (), lv.type), self.read(lv, None))
                args.append(self.lv_address(VarLV(tmp, (), lv.type), None))
            else:
                args.append(self.read(lv, None))
        ret = self.unit.program.functions[self.unit.function_name(decl)].type.ret
        if isinstance(ret, VoidType):
            self.emit(Call(None, callee, tuple(args)))
            return None
        d = dest if dest is not None and dest.type == ret else self.temp(ret)
        self.emit(Call(d, callee, tuple(args)))
        return d

    def construct(self, lv: LValue, init: CNode) -> Step[None]:
        """Initialise the object `lv` from `init`: a constructor call with its address
        first; an implicit copy or move constructor copies the object."""
        s = strip(init)
        while (s.kind in (CK.UNEXPOSED_EXPR, CK.CXX_FUNCTIONAL_CAST_EXPR) and
               len(s.ops) == 1 and self.ty(s.ops[0]) == lv.type) or (
                s.kind == CK.CALL_EXPR and s.referenced() is None and
                self.elided_operand(s) is not None):
            s = strip(s.ops[0])  # `T(args)`, elided copies: constructed in place
        ctor = s.referenced() if s.kind == CK.CALL_EXPR else None
        if ctor is None or ctor.kind != CK.CONSTRUCTOR:
            yield self.initialise(lv, init)
            return
        arg_cs = [k for k in s.ops if k.is_expression]
        if cxxfunction.is_function_record(lv.type):
            yield cxxfunction.construct(self, lv, ctor, arg_cs)
            return
        if is_implicit(ctor) or (not _has_body(ctor) and (
                ctor.is_default_method() or ctor.location.is_in_system_header)):
            # (a constructor only declared here is defined in another unit: called)
            if not arg_cs:
                yield self.default_init(lv)  # the implicit default constructor, in place
                return
            if len(arg_cs) == 1:
                src = yield self.lvalue(arg_cs[0])
                self.write(lv, self.read(src, None))  # implicit copy/move: memberwise
                self.copied(lv, src, ctor)
                rec = self.unit.program.records.get(lv.type.name) \
                    if isinstance(lv.type, RecordType) else None
                if rec is not None:  # of its own class, whatever the source's
                    self.store_vptrs(lv, rec)
                return
        addr = self.lv_address(lv, None)
        args = yield self.call_args(ctor, arg_cs)
        self.emit(Call(None, Direct(self.unit.function_symbol(ctor)), (addr, *args)))

    def temporary_object(self, c: CNode, dest: Var | None) -> Step[Operand]:
        """`T(args)` used as a value: a temporary constructed in place, then read."""
        t = self.ty(c)
        tmp = self.new_local("$tmp", t)
        lv = VarLV(tmp, (), t)
        yield self.construct(lv, c)
        self.temporary(lv)
        return self.read(lv, dest)

    def temporary(self, lv: LValue) -> None:
        """A temporary object: destroyed at the end of its full expression."""
        dtor = self.destructor_of(lv.type)
        if dtor is not None and self.scopes:
            self.scopes[-1].append((lambda: self.lv_address(lv, None), dtor))

    def destructor_of(self, t: Type) -> str | None:
        return class_destructor(self.unit, t)

    def run_destructors(self, entries: list[Destructible]) -> None:
        for entry in reversed(entries):
            if isinstance(entry, Elements):
                self.destroy_backwards(entry.first, entry.count, entry.elem, entry.dtor)
                continue
            addr, dtor = entry
            a = addr()
            if dtor.startswith("?"):  # only when the address is not null
                yes, join = self.b.placeholder(), self.b.placeholder()
                self.b.branch_to(self.emit(Branch(a)), yes, join)
                self.b.enter(yes)
                self.emit(Call(None, Direct(dtor[1:]), (a,)))
                self.b.jump(join)
                self.b.enter(join)
            elif isinstance(a.type, PointerType) and isinstance(a.type.pointee, ArrayType):
                self.destroy_array(a, a.type.pointee, dtor)
            else:
                self.emit(Call(None, Direct(dtor), (a,)))

    def guard(self, entry: Destructible) -> list[Destructible] | None:
        """Make `entry` run when an exception leaves the code lowered next (an object or
        allocation being initialised), until `release`: the scope it is kept in."""
        if not self.scopes:
            return None
        self.scopes[-1].append(entry)
        return self.scopes[-1]

    def release(self, scope: list[Destructible] | None, entry: Destructible) -> None:
        """The end of what `guard` protected: a normal exit does not run `entry`."""
        if scope is not None:
            scope.remove(entry)

    def destroy_array(self, addr: Operand, t: ArrayType, dtor: str) -> None:
        """The elements of an array of class objects destroyed in reverse order (a loop)."""
        elem, count = _element(t), _count(t)
        p = self.as_var(self.convert(addr, PointerType(elem)))
        self.destroy_backwards(p, Const(count, U64), elem, dtor)

    def destroy_backwards(self, p: Var, count: Operand, elem: Type, dtor: str) -> None:
        """`count` elements from `p` destroyed in reverse order (a loop)."""
        i = self.temp(U64)
        self.emit(Copy(i, count))
        head, body, out = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        self.b.jump(head)
        self.b.enter(head)
        node = self.emit(Branch(i))
        self.b.branch_to(node, body, out)
        self.b.enter(body)
        self.emit(Arith(i, BinOp.SUB, i, Const(1, U64)))
        self.emit(Call(None, Direct(dtor), (self.ptr_add(p, i, self.size_of(elem),
                                                         PointerType(elem), None),)))
        self.b.jump(head)
        self.b.enter(out)

    def array_destructor(self, t: Type) -> str | None:
        """The destructor of the elements of an array of class objects, if they have one."""
        elem = _element(t)
        return self.destructor_of(elem) if isinstance(elem, RecordType) else None

    def unwind_to(self, depth: int, keep: Destructible | None = None) -> None:
        """Destroy the automatic objects of the scopes deeper than `depth`, innermost first
        (but `keep`, a returned object)."""
        if self.b.cur is None:
            return
        for scope in reversed(self.scopes[max(depth, self.eh_only):]):
            self.run_destructors([e for e in scope if e is not keep])

    def cxx_call(self, c: CNode, dest: Var | None) -> Step[Operand | LValue | None]:
        """A C++ call, or None for one the C lowering handles (no references involved)."""
        ref = c.referenced()
        if ref is None:
            elided = self.elided_operand(c)
            if elided is not None:  # an elided copy or move: the object itself
                return (yield self.rvalue(elided, dest))
            if c.ops and strip(c.ops[0]).kind == CK.BINARY_OPERATOR and \
                    native.binary_operator(strip(c.ops[0]).cursor) in (".*", "->*"):
                return (yield self.member_pointer_call(c, strip(c.ops[0]), dest))
            return None
        rk = ref.kind
        if rk == CK.CONSTRUCTOR:
            return (yield self.temporary_object(c, dest))
        kids = c.ops
        if not kids:
            return None
        head = strip(kids[0])
        operator = str(ref.spelling).startswith("operator") and \
            rk in (CK.CXX_METHOD, CK.FUNCTION_DECL)
        at = _operator_callee(kids, ref) if operator else None
        if head.kind == CK.MEMBER_REF_EXPR and rk != CK.FIELD_DECL and at is None:
            return (yield self.member_call(c, head, ref, dest))
        if at is not None:  # `a + b` on a class (its first operand may be a member: `m = x`)
            operands = kids[:at] + kids[at + 1:]
            if rk == CK.FUNCTION_DECL and ref.spelling in ("operator==", "operator!=") and \
                    any(cxxfunction.is_function_record(self.ty(k)) for k in operands):
                return (yield cxxfunction.compare_null(self, ref, operands, dest))
            if rk == CK.FUNCTION_DECL or ref.is_static_method():
                sym = Direct(self.unit.function_symbol(ref))
                return (yield self.finish_call(c, ref, sym, [], operands, dest))
            return (yield self.operator_call(c, ref, operands, dest))
        if rk == CK.CXX_METHOD and ref.is_static_method():
            return (yield self.finish_call(c, ref, Direct(self.unit.function_symbol(ref)), [],
                                           kids[1:], dest))
        if rk == CK.FUNCTION_DECL and len(kids) == 2 and ref.spelling in ("move", "forward") \
                and self.unit.function_name(ref).startswith("std::") and \
                self.returns_reference(ref):
            return (yield self.lvalue(kids[1]))  # `std::move(x)`: x itself, as an rvalue
        if rk == CK.FUNCTION_DECL and (self.returns_reference(ref) or any(
                p.kind in REFERENCE_KINDS or passed_indirectly(p, self.unit.types.memo)
                for p in native.argument_types(ref.type))):
            return (yield self.finish_call(c, ref, Direct(self.unit.function_symbol(ref)), [],
                                           kids[1:], dest))
        return None

    def member_pointer(self, c: CNode, dest: Var | None) -> Lowers[Operand]:
        """`&C::m`, a pointer to member (an integer of its size, see `ctypes_map`): a data
        member's is its offset (the Itanium C++ ABI's value); a member function's is
        reported and lowered as an unknown value (calls through it are unknown calls)."""
        t = self.ty(c)
        ref = strip(c.ops[0]).referenced() if c.ops else None
        if ref is not None and ref.kind == CK.FIELD_DECL and ref.get_field_offsetof() >= 0:
            return self.convert(Const(ref.get_field_offsetof() // 8, t), t, dest)
        if ref is not None and ref.kind == CK.CXX_METHOD and \
                cxxmemptr.is_member_function_pointer(t):
            return cxxmemptr.value(self, c, ref, dest)
        self.warn(c, "pointer to member function lowered as an unknown value")
        self.unit.declare_external(UNSUPPORTED, FunctionType(VOID, (), True))
        d = dest if dest is not None and dest.type == t else self.temp(t)
        self.emit(Call(d, Direct(UNSUPPORTED), ()))
        return self.copy_into(d, dest)

    def member_function_pointer_cast(self, inner: CNode, frm: Type, to: Type,
                                     dest: Var | None) -> Step[Operand]:
        """A conversion to or from a pointer to member function (`cxxmemptr`)."""
        v = yield self.rvalue(inner)
        if isinstance(to, RecordType):
            return cxxmemptr.convert(self, v, frm, to, dest)
        assert isinstance(frm, RecordType)
        return cxxmemptr.truth(self, v, frm, dest)

    def member_function_pointer_compare(self, op: str, a: CNode, b: CNode,
                                        dest: Var | None) -> Step[Operand]:
        return (yield cxxmemptr.compare(self, op, a, b, dest))

    def member_pointer_lvalue(self, c: CNode, t: Type) -> Step[LValue]:
        """`obj.*pd`, `p->*pd` of a data member: the object's address plus the offset the
        member pointer holds."""
        a, b = c.ops
        if native.binary_operator(c.cursor) == "->*":
            obj = yield self.rvalue(a)
        else:
            obj = self.lv_address((yield self.lvalue(a)), None)
        off = yield self.rvalue(b)
        raw = self.temp(PointerType(U8))
        self.emit(Copy(raw, obj))
        moved = self.ptr_add(raw, self.convert(off, U64), 1, PointerType(U8), None)
        return MemLV(self.as_var(self.convert(moved, PointerType(t))), (), t)

    def member_pointer_call(self, c: CNode, callee: CNode,
                            dest: Var | None) -> Step[Operand]:
        """`(obj.*pm)(args)`, `(p->*pm)(args)`: an indirect call of the function the
        pointer holds (`cxxmemptr`); one the front end cannot type is reported, and lowered
        as one unknown call over the object's address, the member pointer (its address)
        and the arguments."""
        if len(callee.ops) == 2 and cxxmemptr.is_member_function_pointer(self.ty(callee.ops[1])):
            return (yield cxxmemptr.call(self, c, callee, dest))
        self.warn(c, "call through a pointer to member lowered as an unknown call")
        values: list[Operand] = []
        for k in [*callee.ops, *c.ops[1:]]:
            values.append((yield self.lv_or_value(k)))
        t = self.ty(c)
        d = None if isinstance(t, VoidType) else (
            dest if dest is not None and dest.type == t else self.temp(t))
        self.unit.declare_external(UNSUPPORTED, FunctionType(VOID, (), True))
        self.emit(Call(d, Direct(UNSUPPORTED), tuple(values)))
        return Const(0, I32) if d is None else self.copy_into(d, dest)

    def elided_operand(self, c: CNode) -> CNode | None:
        """The operand of an elidable copy or move construction (`T x = f();`, `return
        T(a);` before C++17), which libclang shows as a call referring to nothing whose
        one operand is an object of the same class: the object is constructed in place,
        as g++ does; None for any other call."""
        if c.kind != CK.CALL_EXPR or len(c.ops) != 1:
            return None
        t = self.ty(c)
        if not isinstance(t, RecordType) or self.ty(c.ops[0]) != t:
            return None
        return c.ops[0]

    def operator_call(self, c: CNode, ref: ci.Cursor, operands: list[CNode],
                      dest: Var | None) -> Step[Operand | LValue]:
        """A member operator written as an operator: `a + b` is `a.operator+(b)`; the
        implicit assignment operator copies the object."""
        if cxxfunction.is_function_record(self.object_type(operands[0])):
            got = yield self.function_member(c, operands[0], ref, operands[1:], dest)
            if got is not None:
                return got
        head = self.derived_receiver(operands[0], ref) if ref.is_virtual_method() else \
            operands[0]
        lv = yield self.lvalue(head)
        if is_implicit(ref) and ref.spelling == "operator=" and len(operands) == 2:
            src = yield self.lvalue(operands[1])
            if cxxfunction.holds_function(self.unit.program.records, lv.type):
                # the std::function members' old callables go; copies take new ones
                old = self.new_local("$old", lv.type)
                self.write(VarLV(old, (), lv.type), self.read(lv, None))
                self.write(lv, self.read(src, None))
                self.copied(lv, src, ref)
                dtor = self.destructor_of(lv.type)
                if dtor is not None:
                    self.emit(Call(None, Direct(dtor), (self.lv_address(VarLV(old, (),
                                                                             lv.type), None),)))
                return lv
            self.write(lv, self.read(src, None))
            self.copied(lv, src, ref)
            return lv
        recv = self.lv_address(lv, None)
        owner = self.record_of(ref.semantic_parent)
        if ref.is_virtual_method() and isinstance(lv, MemLV) and not lv.path and \
                not _object_parameter(head):
            self.class_of(head)
            static = self.virtual_static_class(lv.type, ref)
            if static == owner.name:
                recv = self.up_cast(recv, lv.type, ref, owner)
            callee: Direct | Virtual = Virtual(self.as_var(recv), method_key(ref), static)
            first: list[Operand] = []
        else:
            callee, first = Direct(self.unit.function_symbol(ref)), [
                self.up_cast(recv, lv.type, ref, owner)]
        return (yield self.finish_call(c, ref, callee, first, operands[1:], dest))

    def cxx_lvalue(self, c: CNode, t: Type) -> Step[LValue]:
        """A call returning a reference, or an up-cast of a class lvalue to a base."""
        if c.kind == CK.CALL_EXPR:
            got = yield self.cxx_call(c, None)
            if isinstance(got, VarLV | MemLV):
                return got
            if got is not None:
                tmp = self.temp(t)
                self.emit(Copy(tmp, got))
                return VarLV(tmp, (), t)
            return (yield self.rvalue_object(c, t))
        inner = c.ops[0]
        it = self.ty(inner)
        if isinstance(t, RecordType) and isinstance(it, RecordType) and it != t:
            path = self.base_path(it.name, t.name)
            if path is not None:
                return self.along((yield self.lvalue(inner)), path, t)
        if it == t:
            return (yield self.lvalue(inner))
        if isinstance(t, RecordType) and isinstance(it, RecordType):
            # classes whose relation the records do not show (bases of a class from a system
            # header, not laid out): the object viewed at the same address
            addr = self.lv_address((yield self.lvalue(inner)), None)
            return MemLV(self.as_var(self.convert(addr, PointerType(t))), (), t)
        return (yield self.rvalue_object(c, t))

    # ---- new and delete -----------------------------------------------------------------

    def new_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        pt = self.ty(c)
        t = pt.pointee if isinstance(pt, PointerType) else VOID
        placement, array = _new_form(c.cursor)
        exprs = [k for k in c.ops if k.is_expression]
        if placement:
            return (yield self.placement_new(c, t, exprs, array, dest))
        if array:
            n: Operand = (yield self.rvalue(exprs[0])) if exprs else Const(1, U64)
            n = self.convert(n, U64)
            total = self.arith_size(n, self.size_of(t))
            p = dest if dest is not None and dest.type == PointerType(t) else \
                self.temp(PointerType(t))
            site_t: Type = ArrayType(t, int(n.value)) if isinstance(n, Const) else t
            start: Var = p
            if self.destructor_of(t) is not None:
                start = self.array_cookie(p, n, total, site_t)
            else:
                self.alloc(p, "operator new[]", total, site_t)
            if isinstance(t, RecordType) and (t.kind is RecordKind.CLASS or
                                              not self.is_pod(t)):
                free = self.deallocation(start, "operator delete[]")
                scope = self.guard(free)
                yield self.construct_elements(p, n, t)
                self.release(scope, free)
            elif len(exprs) > 1:
                self.warn(c, "the initialiser of the elements of new[] is not lowered")
            return self.copy_into(p, dest)
        p = dest if dest is not None and dest.type == PointerType(t) else \
            self.temp(PointerType(t))
        self.alloc(p, "operator new", Const(self.size_of(t), U64), t)
        if exprs:
            free = self.deallocation(p, "operator delete")
            scope = self.guard(free)
            yield self.construct(MemLV(p, (), t), exprs[-1])
            self.release(scope, free)
        return self.copy_into(p, dest)

    def is_pod(self, t: RecordType) -> bool:
        """Is a class POD (its default construction does nothing)? True when unknown."""
        decl = self.unit.types.declaration(t.name)
        return decl is None or bool(decl.type.get_canonical().is_pod())

    def deallocation(self, p: Var, fn: str) -> Destructible:
        """What frees the allocation `p` of a new-expression whose initialisation throws:
        the operator delete matching its operator new."""
        self.unit.declare_external(fn, FunctionType(VOID, (PointerType(VOID),)))
        return (lambda: p, fn)

    def placement_new(self, c: CNode, t: Type, exprs: list[CNode], array: bool,
                      dest: Var | None) -> Step[Operand]:
        """`new (buf) T(args)`: no allocation, T's constructor on `buf`. Only the standard
        placement form (one pointer argument) is lowered; other placement arguments
        (`std::nothrow`, a user's `operator new`) are reported and lowered as unknown."""
        place = exprs[0] if exprs else None
        if place is None or array or not isinstance(self.ty(place), PointerType) or \
                len(exprs) > 2:
            self.warn(c, "placement new with other arguments lowered as an unknown call")
            return (yield self.unsupported(c, dest))
        p = self.as_var(self.convert((yield self.rvalue(place)), PointerType(t), dest))
        if len(exprs) == 2:
            yield self.construct(MemLV(p, (), t), exprs[1])
        elif isinstance(t, RecordType) and t.kind is RecordKind.CLASS:
            yield self.default_construct(MemLV(p, (), t))
        return self.copy_into(p, dest)

    def array_cookie(self, p: Var, n: Operand, total: Operand, site_t: Type) -> Var:
        """`new T[n]` of a class with a destructor: the element count is stored in 8 bytes
        before the elements (the Itanium C++ ABI's cookie), which `delete[]` reads; the
        allocation's start is returned."""
        raw = self.temp(PointerType(U64))
        size = self.temp(U64)
        self.emit(Arith(size, BinOp.ADD, total, Const(8, U64)))
        self.alloc(raw, "operator new[]", size, site_t)
        self.write(MemLV(raw, (), U64), n)
        self.emit(Copy(p, self.ptr_add(raw, Const(1, U64), 8, PointerType(U64), None)))
        return raw

    def delete_elements(self, p: Var, t: Type, dtor: str) -> Var:
        """`delete[] p` of a class with a destructor: the elements destroyed in reverse
        order (their count read from the cookie); the allocation's start is returned."""
        raw = self.temp(PointerType(U8))
        self.emit(Copy(raw, p))
        start = self.temp(PointerType(U64))
        self.emit(Copy(start, self.ptr_add(raw, Const(-8, U64), 1, PointerType(U8), None)))
        i = self.temp(U64)
        self.emit(Copy(i, self.read(MemLV(start, (), U64), None)))
        head, body, out = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        self.b.jump(head)
        self.b.enter(head)
        node = self.emit(Branch(i))
        self.b.branch_to(node, body, out)
        self.b.enter(body)
        self.emit(Arith(i, BinOp.SUB, i, Const(1, U64)))
        elem = self.ptr_add(p, i, self.size_of(t), PointerType(t), None)
        self.emit(Call(None, Direct(dtor), (elem,)))
        self.b.jump(head)
        self.b.enter(out)
        return start

    def construct_array(self, lv: LValue, init: CNode) -> Step[None]:
        """`T a[n];` of a class T (clang's construction of an array, `init`): each element
        constructed in order by the constructor `init` names (a loop over the elements of
        every dimension); nothing for a class whose default construction does nothing."""
        elem, count = _element(lv.type), _count(lv.type)
        ct = init.cursor.type.get_canonical()
        while ct.kind in _ARRAY_TYPES:
            ct = ct.element_type.get_canonical()
        if not isinstance(elem, RecordType) or ct.is_pod() or count == 0:
            return
        first = self.convert(self.lv_address(lv, None), PointerType(elem))
        yield self.construct_elements(self.as_var(first), Const(count, U64), elem, init)

    def default_construct_array(self, lv: LValue) -> Step[None]:
        """A member array of class objects the constructor does not initialise: each
        element default-constructed in order (nothing for a POD class)."""
        elem, count = _element(lv.type), _count(lv.type)
        if not isinstance(elem, RecordType) or count == 0:
            return
        decl = self.unit.types.declaration(elem.name)
        if decl is None or decl.type.get_canonical().is_pod():
            return
        first = self.convert(self.lv_address(lv, None), PointerType(elem))
        yield self.construct_elements(self.as_var(first), Const(count, U64), elem)

    def construct_elements(self, p: Var, n: Operand, t: RecordType,
                           init: CNode | None = None) -> Step[None]:
        """`new T[n]` of a class: each element default-constructed, in order (a loop); with
        `init`, each constructed as `init` says. An exception out of an element's
        construction destroys the elements made before it, in reverse order."""
        i = self.temp(U64)
        self.emit(Copy(i, Const(0, U64)))
        dtor = self.destructor_of(t)
        made = Elements(p, i, t, dtor) if dtor is not None else None
        scope = self.guard(made) if made is not None else None
        head, body, out = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        self.b.jump(head)
        self.b.enter(head)
        more = self.temp(BOOL)
        self.emit(Arith(more, BinOp.LT, i, n))
        node = self.emit(Branch(more))
        self.b.branch_to(node, body, out)
        self.b.enter(body)
        elem = self.ptr_add(p, i, self.size_of(t), PointerType(t), None)
        if init is not None:
            yield self.construct(MemLV(elem, (), t), init)
        else:
            yield self.default_construct(MemLV(elem, (), t))
        self.emit(Arith(i, BinOp.ADD, i, Const(1, U64)))
        self.b.jump(head)
        self.b.enter(out)
        if made is not None:
            self.release(scope, made)

    def alloc(self, p: Var, fn: str, size: Operand, t: Type) -> None:
        self.unit.declare_external(fn, FunctionType(PointerType(VOID), (U64,)))
        site = self.unit.new_alloc_site(self.fn.name, fn, self.cur_loc)
        site.type = t
        self.emit(Alloc(p, site.id, fn, (size,)))

    def delete_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        array = _after(c.cursor, "delete") == "["
        exprs = [k for k in c.ops if k.is_expression]
        if not exprs:
            return (yield self.unsupported(c, dest))
        p = self.as_var((yield self.rvalue(exprs[0])))
        t = p.type.pointee if isinstance(p.type, PointerType) else VOID
        dtor = self.destructor_of(t)
        if dtor is not None and not array:
            yes, join = self.b.placeholder(), self.b.placeholder()
            node = self.emit(Branch(p))
            self.b.branch_to(node, yes, join)
            self.b.enter(yes)
            rec = self.unit.program.records.get(t.name) if isinstance(t, RecordType) else None
            key = "~" + class_short_name(rec.name) + "()" if rec else ""
            if rec is not None and key in rec.vmethods:
                self.emit(Call(None, Virtual(p, key, rec.name), ()))
            else:
                self.emit(Call(None, Direct(dtor), (p,)))
            self.b.enter(join)
        elif dtor is not None:
            yes, join = self.b.placeholder(), self.b.placeholder()
            node = self.emit(Branch(p))
            self.b.branch_to(node, yes, join)
            self.b.enter(yes)
            start = self.delete_elements(p, t, dtor)
            self.unit.declare_external("operator delete[]",
                                       FunctionType(VOID, (PointerType(VOID),)))
            self.emit(Call(None, Direct("operator delete[]"), (start,)))
            self.b.enter(join)
            return Const(0, I32)
        fn = "operator delete[]" if array else "operator delete"
        self.unit.declare_external(fn, FunctionType(VOID, (PointerType(VOID),)))
        self.emit(Call(None, Direct(fn), (p,)))
        return Const(0, I32)

    # ---- std::function ------------------------------------------------------------------

    def object_type(self, e: CNode) -> Type:
        """The class of the object an expression denotes or points to."""
        t = self.ty(e)
        return t.pointee if isinstance(t, PointerType) else t

    def function_member(self, c: CNode, obj: CNode, decl: ci.Cursor, arg_cs: list[CNode],
                        dest: Var | None) -> Step[Operand | LValue | None]:
        """A member of `std::function` the program's own layout implements (`cxxfunction`):
        `operator()`, `operator=`, `operator bool`, `swap`; None for another (a call of the
        library, reported)."""
        name = str(decl.spelling)
        if name not in ("operator()", "operator=", "operator bool", "swap"):
            self.warn(c, f"std::function member '{name}' lowered as a call of the library")
            return None
        t = self.ty(obj)
        if isinstance(t, PointerType):
            lv: LValue = MemLV(self.as_var((yield self.rvalue(obj))), (), t.pointee)
        else:
            lv = yield self.lvalue(obj)
        if name == "operator()":
            return (yield cxxfunction.call(self, c, decl, lv, arg_cs, dest))
        if name == "operator=" and len(arg_cs) == 1:
            return (yield cxxfunction.assign(self, decl, lv, arg_cs[0]))
        if name == "swap" and len(arg_cs) == 1:
            return (yield cxxfunction.swap(self, lv, arg_cs[0]))
        return cxxfunction.test(self, lv, dest)

    def copied(self, lv: LValue, src: LValue, ctor: ci.Cursor | None) -> None:
        """After a bitwise copy of `src` into `lv` (an implicit copy or move): each
        `std::function` in the object gets a clone of its callable (a move takes the
        source's)."""
        records = self.unit.program.records
        params = native.argument_types(ctor.type) if ctor is not None else []
        move = bool(params) and params[0].kind == ci.TypeKind.RVALUEREFERENCE
        assign = ctor is not None and ctor.spelling == "operator="
        self.member_copies(lv, src, lv.type, assign, move)
        if not cxxfunction.holds_function(records, lv.type):
            return
        dst = self.as_var(self.lv_address(lv, None))
        frm = self.as_var(self.lv_address(src, None)) if move else None
        cxxfunction.fix_copy(self, records, dst, lv.type, frm)

    def member_copies(self, dst: LValue, src: LValue, t: Type, assign: bool, move: bool,
                      depth: int = 0) -> None:
        """After a bitwise copy of `src` into `dst` (an implicit copy or move constructor
        or assignment, `t` their class): each base or member whose class has a
        user-provided one (`UnitLowering.user_copy`) gets it called on its place in `dst`
        and in `src`, as C++'s implicit special members copy memberwise; a member of an
        implicit one's class, in turn (bits already copied stay)."""
        rec = self.unit.program.records.get(t.name) if isinstance(t, RecordType) else None
        if rec is None or depth > 32:
            return
        for f in rec.fields:
            ft = f.type
            if not isinstance(ft, RecordType) or f.name.startswith(VBASE_FIELD_PREFIX) or \
                    cxxfunction.is_function_record(ft):
                continue
            d, s = extend(dst, (f.name,), ft), extend(src, (f.name,), ft)
            special = self.unit.user_copy(ft.name, assign, move)
            if special is None:
                self.member_copies(d, s, ft, assign, move, depth + 1)
                continue
            self.emit(Call(None, Direct(self.unit.function_symbol(special)),
                           (self.lv_address(d, None), self.lv_address(s, None))))

    # ---- lambdas ------------------------------------------------------------------------

    def lambda_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        """A lambda: its closure object, each capture stored in its field (a copy, or the
        address for a capture by reference); its `operator()` is lowered on first sight (a
        generic lambda's instances where calls refer to them, as template instances)."""
        t = self.ty(c)
        cls = c.cursor.type.get_canonical().get_declaration()
        op = call_operator(cls)
        if op is None and operator_template(cls) is None:
            self.warn(c, "lambda without an operator() lowered as an unknown object")
            return (yield self.unsupported(c, dest))
        if op is not None:
            fn = self.unit.function(op)
            defn = op.get_definition()
            if not fn.has_body and defn is not None:
                self.unit.code.function(self.unit, fn, defn)
        obj = self.new_local("$closure", t)
        for cap in captures(cls) or []:
            lv = VarLV(obj, (cap.field,), self.unit.types.lower(cap.type))
            if cap.var is None:
                self.write(lv, self.lookup_this())
                continue
            src = self.capture_source(c, cap.var)
            if src is None:
                continue
            if cap.by_ref:
                self.write(lv, self.lv_address(src, None))
            else:
                self.write(lv, self.read(src, None))
                self.copied(lv, src, None)
        return self.copy_into(obj, dest)

    def capture_source(self, c: CNode, var: int) -> LValue | None:
        """The lvalue of the variable a lambda captures, found among the names the
        lambda's body uses (the cursor of its declaration)."""
        for k in c.cursor.walk_preorder():
            if k.kind == CK.DECL_REF_EXPR and k.referenced is not None and \
                    native.decl_key(k.referenced) == var:
                ref = k.referenced
                if self.captured and var in self.captured:
                    return self.captured[var]
                v = self.lookup_var(ref)
                if v is None:
                    return None
                if ref.type.kind in REFERENCE_KINDS and isinstance(v.type, PointerType) and \
                        v.type == PointerType(self.unit.types.lower(ref.type.get_pointee())):
                    return MemLV(v, (), v.type.pointee)  # a reference: its referent
                if isinstance(v.type, PointerType) and \
                        v.type == PointerType(self.unit.types.lower(ref.type)):
                    return MemLV(v, (), v.type.pointee)  # a parameter passed indirectly
                return VarLV(v, (), v.type)
        return None

    def lambda_prologue(self, this: Var, cls: ci.Cursor) -> None:
        """In a lambda's `operator()`: captured variables are read through `this` (the
        closure); a captured `this` becomes the object implicit member accesses use."""
        for cap in captures(cls) or []:
            ft = self.unit.types.lower(cap.type)
            field = MemLV(this, (cap.field,), ft)
            if cap.var is None or cap.by_ref:
                p = self.new_local("$" + cap.field, ft)
                self.write(VarLV(p, (), ft), self.read(field, None))
                if cap.var is None:
                    self.this_var = p
                elif isinstance(ft, PointerType):
                    self.captured[cap.var] = MemLV(p, (), ft.pointee)
            else:
                self.captured[cap.var] = field

    def unknown_call(self, c: CNode, dest: Var | None) -> Step[Operand]:
        self.unit.declare_external(UNSUPPORTED, FunctionType(VOID, (), True))
        return (yield self.unsupported(c, dest))


def class_destructor(unit: UnitLowering, t: Type) -> str | None:
    """The destructor of class `t`: the user-declared one, else, when a base or member has
    one, the implicit one, synthesised once (members, then bases, in reverse order; also
    for a destructor declared `= default` that clang leaves undefined, under its name, and
    for a virtual one even when it has nothing to do); None for a trivially destructible
    class."""
    if not isinstance(t, RecordType):
        return None
    if cxxfunction.is_function_record(t):
        return cxxfunction.function_destructor(unit, t)
    known = unit.destructors.get(t.name, "?")
    if known != "?":
        return known
    unit.destructors[t.name] = None  # (a class cannot contain itself)
    decl = unit.types.declaration(t.name)
    defn = decl.get_definition() if decl is not None else None
    if defn is None:
        return None
    inst = unit.instance_destructors.get(t.name)  # (a template instance's, when seen)
    defaulted: ci.Cursor | None = None  # `~C() = default;` that clang left undefined
    for k in [inst] if inst is not None else unit.children(defn):
        if k.kind == CK.DESTRUCTOR:
            if k.is_default_method() and not k.is_definition():
                defaulted = k
                break
            name = unit.destructors[t.name] = unit.function_symbol(k)
            return name
    pattern = instance_pattern(defn, unit.types.memo) if inst is None else None
    user = next((k for k in unit.children(pattern) if k.kind == CK.DESTRUCTOR and
                 not k.is_default_method()), None) if pattern is not None else None
    system = defn.location.is_in_system_header
    if user is not None and not system:  # declared by the template, no cursor shows it
        name = unit.destructors[t.name] = instance_destructor_name(t.name, user.spelling[1:])
        unit.missing_destructors.add(t.name)
        unit.warn(user, f"destructor '{name}' of a class template instance is not lowered "
                        "(no call or override shows it): destroying an object of that class "
                        "is a call of an unknown function")
        unit.declare_external(name, FunctionType(VOID, (PointerType(t),)))
        return name
    rec = unit.program.records.get(t.name)
    parts = [(f, class_destructor(unit, _element(f.type))) for f in rec.fields] if rec else []
    needed = [(f, d) for f, d in parts if d is not None]
    if system and (user is not None or needed):  # the library's class: its own destructor,
        name = instance_destructor_name(t.name, defn.spelling)  # modelled, not lowered
        unit.destructors[t.name] = name
        unit.declare_external(name, FunctionType(VOID, (PointerType(t),)))
        return name
    if not needed and (defaulted is None or not defaulted.is_virtual_method()):
        return None
    vbases = [p for p in needed if p[0].name.startswith(VBASE_FIELD_PREFIX)]
    order = [p for p in needed if p[0].name.startswith("base$")] + \
        [p for p in needed if not p[0].name.startswith(("base$", VBASE_FIELD_PREFIX))]
    name = unit.function_name(defaulted) if defaulted is not None else \
        instance_destructor_name(t.name, defn.spelling)
    unit.destructors[t.name] = name
    loc = unit.loc(defn)
    fn = Function(name, FunctionType(VOID, (PointerType(t),)), src_name="~" + defn.spelling)
    fn.loc = loc
    this = Var("this", PointerType(t), VarKind.FORMAL, name, "this")
    fn.params.append(this)
    b = CFGBuilder(fn, loc)

    def temp(t: Type) -> Var:
        v = Var(f"${len(fn.temps) + 1}", t, VarKind.TEMP, name)
        fn.temps.append(v)
        return v

    for f, dtor in reversed(order):
        if not isinstance(f.type, ArrayType):
            addr = temp(PointerType(f.type))
            b.emit(_at(FieldAddr(addr, this, (f.name,)), loc))
            b.emit(_at(Call(None, Direct(dtor), (addr,)), loc))
            continue
        elem = _element(f.type)  # a member array: its elements in reverse order, a loop
        count = _count(f.type)
        first, i, at = temp(PointerType(elem)), temp(U64), temp(PointerType(elem))
        b.emit(_at(FieldAddr(first, this, (f.name,)), loc))
        b.emit(_at(Copy(i, Const(count, U64)), loc))
        head, body, out = b.placeholder(), b.placeholder(), b.placeholder()
        b.jump(head)
        b.enter(head)
        test = b.emit(_at(Branch(i), loc))
        b.branch_to(test, body, out)
        b.enter(body)
        b.emit(_at(Arith(i, BinOp.SUB, i, Const(1, U64)), loc))
        b.emit(_at(PtrAdd(at, first, i, unit.size_of(elem)), loc))
        b.emit(_at(Call(None, Direct(dtor), (at,)), loc))
        b.jump(head)
        b.enter(out)
    if vbases:  # the virtual bases, last, by a complete object only (`virtual_bases` order)
        complete = temp(I32)
        unit.declare_external(IS_COMPLETE, FunctionType(I32, (VOID_PTR,)))
        unit.declare_external(VIRTUAL_BASE, FunctionType(VOID_PTR, (VOID_PTR,)))
        b.emit(_at(Call(complete, Direct(IS_COMPLETE), (this,)), loc))
        yes, join = b.placeholder(), b.placeholder()
        b.branch_to(b.emit(_at(Branch(complete), loc)), yes, join)
        b.enter(yes)
        rank = {v: i for i, v in enumerate(virtual_bases(unit.program.records, t.name))}
        for f, dtor in sorted(vbases, key=lambda p: -rank.get(p[0].type.name, 0)
                              if isinstance(p[0].type, RecordType) else 0):
            addr = temp(PointerType(f.type))
            b.emit(_at(Call(addr, Direct(VIRTUAL_BASE), (this,)), loc))
            b.emit(_at(Call(None, Direct(dtor), (addr,)), loc))
        b.jump(join)
        b.enter(join)
    b.ret(_at(Return(None), loc))
    b.finish()
    unit.program.functions[name] = fn
    return name


def _element(t: Type) -> Type:
    """The element type of a (multi-dimensional) array; any other type itself."""
    while isinstance(t, ArrayType):
        t = t.elem
    return t


def _count(t: Type) -> int:
    """How many elements a (multi-dimensional) array has in all."""
    n = 1
    while isinstance(t, ArrayType):
        n *= t.length or 0
        t = t.elem
    return n


def _at(instr: InstrT, loc: Loc) -> InstrT:
    object.__setattr__(instr, "loc", loc)
    object.__setattr__(instr, "src", "(implicit)")
    return instr


def vptr_paths(records: dict[str, Record], name: str) -> list[tuple[str, ...]]:
    """The field paths of the `__vptr`s in an object of class `name` (own and bases')."""
    rec = records.get(name)
    out: list[tuple[str, ...]] = []
    for f in rec.fields if rec is not None else ():
        if f.name == "__vptr":
            out.append((f.name,))
        elif f.name.startswith("base$") and isinstance(f.type, RecordType):
            out += [(f.name, *p) for p in vptr_paths(records, f.type.name)]
    return out


def _after(c: ci.Cursor, word: str) -> str | None:
    """The token after the first `word` of an expression (tokens read only that far)."""
    toks = (t.spelling for t in c.get_tokens())
    for sp in toks:
        if sp == word:
            return next(toks, None)
    return None


def _object_parameter(e: CNode) -> bool:
    """Does `e` name a parameter of class type (an object of its class whatever its
    address: a call of its virtual method is direct, even when it is passed indirectly)?"""
    s = strip(e)
    ref = s.referenced() if s.kind == CK.DECL_REF_EXPR else None
    return ref is not None and native.kind(ref) == CK.PARM_DECL and \
        ref.type.get_canonical().kind == ci.TypeKind.RECORD


def _casts_to_reference(c: ci.Cursor) -> bool:
    """Does a named cast (`static_cast<T &&>(x)`) name a reference type (its type
    argument's last token is `&` or `&&`)?"""
    last: str | None = None
    prev: str | None = None
    for t in c.get_tokens():
        if t.spelling == "(":
            return prev == ">" and last in ("&", "&&")
        last, prev = prev, t.spelling
    return False


def _new_form(c: ci.Cursor) -> tuple[bool, bool]:
    """(placement, array) of a new-expression, from its tokens up to its type's end:
    `new (args) T`, `new T[n]` (a `[` after the type, before any initialiser)."""
    toks = (t.spelling for t in c.get_tokens())
    for sp in toks:
        if sp == "new":
            break
    sp = next(toks, None)
    placement = sp == "("
    if placement:  # past the placement arguments
        depth = 1
        for sp in toks:
            depth += (sp == "(") - (sp == ")")
            if depth == 0:
                break
        sp = next(toks, None)
    depth = 0  # of template arguments
    while sp is not None:
        if depth == 0 and sp in ("(", "{"):
            return placement, False  # the initialiser
        if depth == 0 and sp == "[":
            return placement, True
        depth += sp.count("<") - sp.count(">") if sp.strip("<>") == "" else 0
        sp = next(toks, None)
    return placement, False


def _has_body(decl: ci.Cursor) -> bool:
    defn = decl.get_definition()
    return defn is not None and any(k.kind == CK.COMPOUND_STMT for k in defn.get_children())


def _operator_callee(kids: list[CNode], ref: ci.Cursor) -> int | None:
    """Where among a call's children (in source order for an operator written as one:
    `a`, `operator+`, `b`) the operator function itself is; None for a call written
    `a.operator+(b)` or `operator+(a, b)` whose callee is first anyway."""
    for i, k in enumerate(kids):
        s = strip(k)
        if s.kind == CK.DECL_REF_EXPR and s.cursor.spelling == ref.spelling:
            target = s.referenced()
            if target is not None and target.kind == ref.kind:
                return i
    return None


def _qualified(head: CNode) -> bool:
    """Does a member expression name its method with a qualifier (`p->A::m`, `A::m()`)?"""
    if any(k.kind in (CK.TYPE_REF, CK.NAMESPACE_REF) for k in head.kids):
        return True
    toks = [t.spelling for t in head.cursor.get_tokens()]
    for i, t in enumerate(toks):
        if t in (".", "->"):
            return "::" in toks[i + 1:]
    return "::" in toks


__all__ = ["CxxLowering", "Destructible", "Elements", "is_implicit", "is_member_function"]
