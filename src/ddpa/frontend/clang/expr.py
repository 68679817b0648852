"""Lowering of C expressions into three-address instructions (rvalues, lvalues, conditions)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.frontend.clang.convert import (
    arith_type,
    convert_const,
    fold_binary,
    fold_unary,
    integer_promote,
)
from ddpa.frontend.clang.ctypes_map import ARRAY_KINDS, is_member_function_pointer
from ddpa.frontend.clang.lvalue import LValue, MemLV, VarLV, extend
from ddpa.frontend.clang.steps import Lowers, Step
from ddpa.frontend.clang.tree import TRANSPARENT, CNode, strip
from ddpa.ir.instr import (
    AddrOf,
    Alloc,
    Arith,
    BinOp,
    Branch,
    Call,
    Const,
    Copy,
    Direct,
    FieldAddr,
    FieldRead,
    FieldWrite,
    FuncRef,
    Indirect,
    Instr,
    Load,
    Loc,
    Operand,
    PtrAdd,
    Store,
    Unary,
    UnOp,
    Var,
)
from ddpa.ir.libmodel import ANY_VALUE, UNSUPPORTED, is_allocator, model, models
from ddpa.ir.program import Function, Node
from ddpa.ir.types import (
    I32,
    I64,
    U64,
    VOID,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Record,
    RecordType,
    Type,
    VoidType,
)

if TYPE_CHECKING:
    from ddpa.frontend.clang.builder import CFGBuilder
    from ddpa.frontend.clang.unit import UnitLowering

CK = ci.CursorKind

_BINOPS = {
    "+": BinOp.ADD, "-": BinOp.SUB, "*": BinOp.MUL, "/": BinOp.DIV, "%": BinOp.REM,
    "<<": BinOp.SHL, ">>": BinOp.SHR, "&": BinOp.AND, "|": BinOp.OR, "^": BinOp.XOR,
    "==": BinOp.EQ, "!=": BinOp.NE, "<": BinOp.LT, "<=": BinOp.LE, ">": BinOp.GT,
    ">=": BinOp.GE,
}
_LITERALS = {CK.INTEGER_LITERAL, CK.FLOATING_LITERAL, CK.CHARACTER_LITERAL,
             CK.CXX_BOOL_LITERAL_EXPR, CK.CXX_UNARY_EXPR}
_TRANSPARENT = TRANSPARENT
_CASTS = frozenset(k for k in CK.get_all_kinds() if k.name.endswith("CAST_EXPR"))
# nodes that may pass their single operand's value on unchanged (see `passes_value`)
_PASSING = _CASTS | _TRANSPARENT
# builtins whose value is their first operand (the others are hints, evaluated for effect)
_FIRST_OPERAND_BUILTINS = frozenset({"__builtin_expect", "__builtin_expect_with_probability",
                                     "__builtin_assume_aligned"})
_REFERENCES = frozenset({ci.TypeKind.LVALUEREFERENCE, ci.TypeKind.RVALUEREFERENCE})
_LVALUE_KINDS = frozenset({CK.DECL_REF_EXPR, CK.MEMBER_REF_EXPR, CK.ARRAY_SUBSCRIPT_EXPR,
                           CK.COMPOUND_LITERAL_EXPR})


class ExprLowering(ABC):
    """Expressions, the base of FunctionLowering (which adds statements and variables).

    `dest` asks an rvalue to be computed into a named variable directly, so `x = y + z` is
    one instruction defining `x`.
    """

    unit: UnitLowering
    fn: Function
    b: CFGBuilder
    cur_loc: Loc
    alloc_of: dict[Var, int]
    # C++, in a lambda's `operator()`: captured variables (by `native.decl_key`) -> their lvalues
    captured: dict[int, LValue]
    bound: dict[int, LValue]  # structured bindings' names -> their lvalues

    @abstractmethod
    def ty(self, c: CNode) -> Type: ...

    @abstractmethod
    def emit(self, instr: Instr) -> Node: ...

    @abstractmethod
    def temp(self, t: Type) -> Var: ...

    @abstractmethod
    def warn(self, c: CNode | None, msg: str) -> None: ...

    @abstractmethod
    def new_local(self, name: str, t: Type) -> Var: ...

    @abstractmethod
    def lookup_var(self, ref: ci.Cursor) -> Var | None: ...

    @abstractmethod
    def lookup_this(self) -> Var: ...

    @abstractmethod
    def vla_pointer(self, lv: LValue) -> Var | None: ...

    @abstractmethod
    def initialise(self, lv: LValue, init: CNode) -> Step[None]: ...

    @abstractmethod
    def effect(self, c: CNode) -> Lowers[object]: ...

    @abstractmethod
    def stmt_expr(self, c: CNode, dest: Var | None) -> Step[Operand]: ...

    @abstractmethod
    def init_list_value(self, c: CNode, dest: Var | None) -> Step[Operand]: ...

    @abstractmethod
    def label_address(self, c: CNode, dest: Var | None) -> Operand: ...

    # C++ hooks (CxxLowering): a call lowered the C++ way (None: the C way), an lvalue
    # that is a call returning a reference or a class up-cast, a class pointer conversion
    def cxx_call(self, c: CNode, dest: Var | None) -> Step[Operand | LValue | None]:
        return self.unsupported(c, dest)

    def cxx_lvalue(self, c: CNode, t: Type) -> Step[LValue]:
        return self.rvalue_object(c, t)

    def class_cast(self, ptr: Operand, frm: Type, to: Type,
                   dest: Var | None) -> Operand | None:
        return None

    def member_base_path(self, obj: Type, ref: ci.Cursor) -> tuple[str, ...]:
        return ()

    def along(self, obj: LValue, steps: tuple[str, ...], t: Type) -> LValue:
        """`obj` followed by field steps (C++ resolves a step into a virtual base)."""
        return extend(obj, steps, t)

    def new_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        return self.unsupported(c, dest)

    def delete_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        return self.unsupported(c, dest)

    def throw_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        return self.unsupported(c, dest)

    def lambda_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        return self.unsupported(c, dest)

    def member_pointer(self, c: CNode, dest: Var | None) -> Lowers[Operand]:
        return self.unsupported(c, dest)

    def member_pointer_lvalue(self, c: CNode, t: Type) -> Step[LValue]:
        return self.rvalue_object(c, t)

    def member_pointer_read(self, c: CNode, dest: Var | None) -> Step[Operand]:
        return self.read((yield self.member_pointer_lvalue(c, self.ty(c))), dest)

    @abstractmethod
    def arith_size(self, n: Operand, size: int) -> Operand: ...

    @abstractmethod
    def default_init(self, lv: LValue) -> Step[None]: ...

    @abstractmethod
    def destructor_of(self, t: Type) -> str | None: ...

    @abstractmethod
    def temporary(self, lv: LValue) -> None: ...

    @abstractmethod
    def call_args(self, decl: ci.Cursor | None, arg_cs: list[CNode],
                  ftype: ci.Type | None = None) -> Step[list[Operand]]: ...

    @abstractmethod
    def store_vptrs(self, obj: LValue, rec: Record) -> None: ...

    @abstractmethod
    def member_function_pointer_cast(self, inner: CNode, frm: Type, to: Type,
                                     dest: Var | None) -> Step[Operand]: ...

    @abstractmethod
    def member_function_pointer_compare(self, op: str, a: CNode, b: CNode,
                                        dest: Var | None) -> Step[Operand]: ...

    @abstractmethod
    def default_construct(self, lv: LValue) -> Step[None]: ...

    # ---- rvalues ------------------------------------------------------------------
    # (methods returning Lowers or Step lower through steps: see steps.py)

    def rvalue(self, c: CNode, dest: Var | None = None) -> Lowers[Operand]:
        while c.kind in _PASSING and self.passes_value(c):
            c = c.ops[0]
        handler = _RVALUE.get(c.kind)
        if handler is None:
            return self.unsupported(c, dest)
        return handler(self, c, dest)

    def passes_value(self, c: CNode) -> bool:
        """Is the value of `c` its single operand's, unchanged: parentheses, or a cast to
        the operand's own type (an lvalue-to-rvalue conversion)? (What `cast_expr` would
        lower as the operand itself.)"""
        ops = c.ops
        if len(ops) != 1:
            return False
        if c.kind == CK.PAREN_EXPR:
            return True
        inner = ops[0]
        if inner.kind == CK.MEMBER_REF:
            return False
        to = self.ty(c)
        frm = self.ty(inner)
        return (frm is to or frm == to) and not isinstance(to, VoidType | FunctionType)

    def decl_ref_value(self, c: CNode, dest: Var | None) -> Operand:
        ref = c.referenced()
        if ref is not None and native.kind(ref) == CK.ENUM_CONSTANT_DECL:
            return self.convert(Const(int(ref.enum_value), I64), self.ty(c), dest)
        if ref is None and self.unit.cxx:  # a template's non-type parameter, instantiated
            ev = native.evaluate(c.cursor)
            if ev is not None and isinstance(ev.value, int):
                return self.convert(Const(ev.value, I64), self.ty(c), dest)
        return self.read(self.decl_ref(c, self.ty(c)), dest)

    def literal(self, c: CNode) -> Lowers[Operand]:
        t = self.ty(c)
        ev = native.evaluate(c.cursor)
        if ev is None or isinstance(ev.value, bytes):
            return self.unsupported(c, None)
        return convert_const(ev.value, t)

    def cast_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        kids = c.ops
        if not kids:  # implicit value initialisation: zero of the type
            return convert_const(0, self.ty(c))
        if kids[0].kind == CK.MEMBER_REF:  # offsetof: its operands are the member path
            return (yield self.offset_of(c, dest))
        if len(kids) == 4 and c.kind == CK.UNEXPOSED_EXPR:  # GNU `a ?: b`
            return (yield self.conditional_kids([kids[0], kids[3]], self.ty(c), dest))
        if len(kids) != 1:
            return (yield self.unsupported(c, dest))
        inner = kids[0]
        to = self.ty(c)
        frm = self.ty(inner)
        if _is_va_list_ptr(frm) and to != frm:
            return (yield self.va_arg(inner, to, dest))
        if isinstance(to, VoidType):
            yield self.effect(inner)
            return Const(0, I32)
        if isinstance(frm, ArrayType) and isinstance(to, PointerType):
            return (yield self.decay(inner, to, dest))
        if isinstance(frm, FunctionType):
            return (yield self.function_value(inner, dest))
        if frm is to or frm == to:  # lowered types are mostly shared objects
            return (yield self.rvalue(inner, dest))
        if self.unit.cxx and (is_member_function_pointer(to) or
                              is_member_function_pointer(frm)):
            return (yield self.member_function_pointer_cast(inner, frm, to, dest))
        if self.unit.cxx and isinstance(to, RecordType):  # slicing: the base subobject
            return self.read((yield self.cxx_lvalue(c, to)), dest)
        value = yield self.rvalue(inner)
        if self.unit.cxx:
            moved = self.class_cast(value, frm, to, dest)
            if moved is not None:
                return moved
        return self.convert(value, to, dest)

    def offset_of(self, c: CNode, dest: Var | None) -> Step[Operand]:
        """`offsetof(T, m.a[i].b)` (clang's OffsetOfExpr): an integer constant expression
        folded by clang, unless an index is known only at run time (GNU), when the
        constant part plus index times element size is computed. Its operands are the
        path: a MEMBER_REF per field (anonymous members included, each at its offset in
        its parent) and an index expression per subscript."""
        t = self.ty(c)
        ev = native.evaluate(c.cursor)
        if ev is not None and isinstance(ev.value, int):
            return self.convert(Const(ev.value, t), t, dest)
        offset = 0
        cur: ci.Type | None = None
        terms: list[Operand] = []
        for op in c.ops:
            if op.kind == CK.MEMBER_REF:
                ref = op.referenced()
                if ref is None:
                    return (yield self.unsupported(c, dest))
                offset += max(ref.get_field_offsetof(), 0) // 8
                cur = ref.type.get_canonical()
                continue
            if cur is None or cur.kind not in ARRAY_KINDS:
                return (yield self.unsupported(c, dest))
            cur = cur.element_type.get_canonical()
            size = max(cur.get_size(), 0)
            index = yield self.rvalue(op)
            if isinstance(index, Const):
                offset += int(index.value) * size
            else:
                terms.append(self.arith(BinOp.MUL, self.convert(index, t), Const(size, t), t,
                                        None))
        total: Operand = convert_const(offset, t)
        for i, term in enumerate(terms):
            total = self.arith(BinOp.ADD, total, term, t, dest if i == len(terms) - 1 else None)
        return self.convert(total, t, dest)

    def convert(self, op: Operand, to: Type, dest: Var | None = None
                ) -> Operand:
        if isinstance(op, Const):
            out = convert_const(op.value, to)
            if dest is not None:
                self.emit(Copy(dest, out))
                return dest
            return out
        if op.type == to or isinstance(to, VoidType):
            if dest is not None and dest != op:
                self.emit(Copy(dest, op))
                return dest
            return op
        self.note_alloc_type(op, to)
        d = dest if dest is not None and dest.type == to else self.temp(to)
        self.emit(Copy(d, op))
        return self.copy_into(d, dest)

    def copy_into(self, op: Operand, dest: Var | None) -> Operand:
        if dest is not None and dest != op:
            self.emit(Copy(dest, op))
            return dest
        return op

    def decay(self, arr: CNode, to: Type, dest: Var | None) -> Step[Operand]:
        """Array-to-pointer decay: the address of the array's first element."""
        lv = yield self.lvalue(arr)
        vla = self.vla_pointer(lv)
        if vla is not None:
            return self.copy_into(vla, dest)
        if isinstance(lv, MemLV) and not lv.path:
            return self.convert(lv.ptr, to, dest)
        d = dest if dest is not None and dest.type == to else self.temp(to)
        if isinstance(lv, VarLV):
            self.emit(AddrOf(d, lv.var, lv.path))
        else:
            self.emit(FieldAddr(d, lv.ptr, lv.path))
        return self.copy_into(d, dest)

    def function_value(self, c: CNode, dest: Var | None) -> Step[Operand]:
        """A function designator used as a value: its address (or a pointer's value)."""
        inner = self.strip_selection(c)
        ref = inner.referenced() if inner.kind == CK.DECL_REF_EXPR else None
        if ref is not None and (native.kind(ref) == CK.FUNCTION_DECL or (
                native.kind(ref) == CK.CXX_METHOD and ref.is_static_method())):
            name = self.unit.function_symbol(ref)
            d = dest if dest is not None else self.temp(PointerType(self.ty(inner)))
            self.emit(AddrOf(d, FuncRef(name)))
            return d
        if inner.kind == CK.UNARY_OPERATOR and native.unary_operator(inner.cursor) == "*":
            return (yield self.rvalue(inner.ops[0], dest))
        if self.unit.cxx and ref is not None and native.kind(ref) in (CK.VAR_DECL,
                                                                      CK.PARM_DECL):
            lv = self.decl_ref(inner, self.ty(inner))
            if isinstance(lv, MemLV) and not lv.path and isinstance(lv.type, FunctionType):
                return self.copy_into(lv.ptr, dest)  # a reference to a function: its address
        return (yield self.rvalue(inner, dest))

    # ---- operators -------------------------------------------------------------------

    def binary(self, c: CNode, dest: Var | None) -> Lowers[Operand]:
        op = native.binary_operator(c.cursor)
        a, b = c.ops
        if op == "=":
            return self.assign(a, b, dest)
        if op in ("&&", "||"):
            return self.logical_value(c, dest)
        if op == ",":
            return self.comma(a, b, dest)
        if op in (".*", "->*") and self.unit.cxx and not isinstance(self.ty(c), ArrayType):
            return self.member_pointer_read(c, dest)  # a data member through its pointer
        if op not in _BINOPS:  # C++ `.*`, `->*` of a member function: a bound method
            return self.unsupported(c, dest)
        t = self.ty(c)
        ta, tb = self.ty(a), self.ty(b)
        if op in ("==", "!=") and self.unit.cxx and (
                is_member_function_pointer(ta) or is_member_function_pointer(tb)):
            return self.member_function_pointer_compare(op, a, b, dest)
        if op in ("+", "-") and (_is_ptr(ta) or _is_ptr(tb)):
            return self.pointer_arith(op, a, b, t, dest)
        return self.arithmetic(_BINOPS[op], a, b, t, dest)

    def comma(self, a: CNode, b: CNode, dest: Var | None) -> Step[Operand]:
        yield self.effect(a)
        return (yield self.rvalue(b, dest))

    def arithmetic(self, op: BinOp, a: CNode, b: CNode, t: Type,
                   dest: Var | None) -> Step[Operand]:
        x = yield self.rvalue(a)
        y = yield self.rvalue(b)
        return self.arith(op, x, y, t, dest)

    def arith(self, op: BinOp, x: Operand, y: Operand, t: Type,
              dest: Var | None) -> Operand:
        if isinstance(x, Const) and isinstance(y, Const):
            folded = fold_binary(op, x, y, t)
            if folded is not None:
                return self.convert(folded, t, dest)
        d = dest if dest is not None and dest.type == t else self.temp(t)
        self.emit(Arith(d, op, x, y))
        return self.copy_into(d, dest)

    def pointer_arith(self, op: str, a: CNode, b: CNode, t: Type,
                      dest: Var | None) -> Step[Operand]:
        ta, tb = self.ty(a), self.ty(b)
        if _is_ptr(ta) and _is_ptr(tb):  # p - q: byte difference over element size
            x = yield self.rvalue(a)
            y = yield self.rvalue(b)
            diff = self.arith(BinOp.SUB, x, y, t, None)
            size = self.elem_size(ta)
            if size == 1:
                return self.copy_into(diff, dest)
            return self.arith(BinOp.DIV, diff, Const(size, t), t, dest)
        if not _is_ptr(ta):
            a, b, ta = b, a, tb
        base = self.as_var((yield self.rvalue(a)))
        index = yield self.rvalue(b)
        if op == "-":
            index = self.negate(index)
        return self.ptr_add(base, index, self.elem_size(ta), t, dest)

    def ptr_add(self, base: Var, index: Operand, scale: int, t: Type,
                dest: Var | None) -> Var:
        d = dest if dest is not None and dest.type == t else self.temp(t)
        self.emit(PtrAdd(d, base, index, scale))
        out = self.copy_into(d, dest)
        assert isinstance(out, Var)
        return out

    def negate(self, index: Operand) -> Operand:
        if isinstance(index, Const):
            return Const(-int(index.value), index.type)
        t = index.type if isinstance(index.type, IntType) and index.type.signed else I64
        index = self.convert(index, t)
        d = self.temp(t)
        self.emit(Unary(d, UnOp.NEG, index))
        return d

    def unary(self, c: CNode, dest: Var | None) -> Step[Operand]:
        op = native.unary_operator(c.cursor)
        (a,) = c.ops
        if op in ("post++", "post--", "pre++", "pre--"):
            return (yield self.incdec(a, op, dest))
        if op == "&":
            if self.unit.cxx and (isinstance(self.ty(c), IntType) or
                                  is_member_function_pointer(self.ty(c))):  # `&C::m`
                return (yield self.member_pointer(c, dest))
            if isinstance(self.ty(a), FunctionType):
                return (yield self.function_value(a, dest))
            return self.lv_address((yield self.lvalue(a)), dest)
        if op == "*":
            if isinstance(self.ty(c), FunctionType):
                return (yield self.rvalue(a, dest))
            return self.read((yield self.lvalue(c)), dest)
        if op in ("+", "__extension__"):
            return (yield self.rvalue(a, dest))
        if op in ("-", "~", "!"):
            uop = {"-": UnOp.NEG, "~": UnOp.NOT, "!": UnOp.LNOT}[op]
            x = yield self.rvalue(a)
            t = self.ty(c)
            if isinstance(x, Const):
                return self.convert(fold_unary(uop, x, t), t, dest)
            d = dest if dest is not None and dest.type == t else self.temp(t)
            self.emit(Unary(d, uop, x))
            return self.copy_into(d, dest)
        return (yield self.unsupported(c, dest))

    def incdec(self, a: CNode, op: str, dest: Var | None) -> Step[Operand]:
        lv = yield self.lvalue(a)
        t = lv.type
        old = self.read(lv, None)
        up = op.endswith("++")
        old_copy: Operand = old
        if op.startswith("post"):  # the old value is the result: keep a copy
            old_copy = self.temp(t)
            self.emit(Copy(old_copy, old))
        target = lv.var if isinstance(lv, VarLV) and not lv.path else None
        new: Operand
        if isinstance(t, PointerType):
            step = Const(1 if up else -1, I64)
            new = self.ptr_add(self.as_var(old), step, self.elem_size(t), t, target)
        else:
            one = convert_const(1.0 if isinstance(t, FloatType) else 1, t)
            new = self.arith(BinOp.ADD if up else BinOp.SUB, old, one, t, target)
        if target is None:
            self.write(lv, new)
        result = old_copy if op.startswith("post") else new
        return self.copy_into(result, dest)

    def compound_assign(self, c: CNode, dest: Var | None) -> Step[Operand]:
        op = native.binary_operator(c.cursor)[:-1]
        a, b = c.ops
        rhs = yield self.rvalue(b)
        lv = yield self.lvalue(a)
        t = lv.type
        cur = self.read(lv, None)
        target = lv.var if isinstance(lv, VarLV) and not lv.path else None
        if isinstance(t, PointerType):
            index = rhs if op == "+" else self.negate(rhs)
            new: Operand = self.ptr_add(self.as_var(cur), index, self.elem_size(t), t, target)
        else:
            ct = t if op in ("<<", ">>") else arith_type(t, rhs.type)
            ct = integer_promote(ct) if op in ("<<", ">>") else ct
            x = self.convert(cur, ct)
            y = self.convert(rhs, ct) if op not in ("<<", ">>") else rhs
            new = self.arith(_BINOPS[op], x, y, ct, target if ct == t else None)
            if ct != t:
                new = self.convert(new, t, target)
        if target is None:
            self.write(lv, new)
        return self.copy_into(new, dest)

    def assign(self, a: CNode, b: CNode, dest: Var | None
               ) -> Step[Operand]:
        lhs_c = strip(a)
        if lhs_c.kind == CK.DECL_REF_EXPR:
            lv = yield self.lvalue(a)
            if isinstance(lv, VarLV) and not lv.path and self.vla_pointer(lv) is None:
                val = yield self.rvalue(b, lv.var)
                if val != lv.var:
                    self.emit(Copy(lv.var, val))
                return self.copy_into(lv.var, dest)
        val = yield self.rvalue(b)
        lv = yield self.lvalue(a)
        val = self.convert(val, lv.type)
        self.write(lv, val)
        return self.copy_into(val, dest)

    # ---- conditions and control flow inside expressions ---------------------------------

    def cond(self, c: CNode, t: Node, f: Node) -> Step[None]:
        """Lower `c` as a condition jumping to `t` or `f` (&&, ||, ! become control flow)."""
        s = strip(c)
        if s.kind == CK.BINARY_OPERATOR:
            op = native.binary_operator(s.cursor)
            if op in ("&&", "||"):
                a, b = s.ops
                mid = self.b.placeholder()
                yield self.cond(a, mid, f) if op == "&&" else self.cond(a, t, mid)
                self.b.enter(mid)
                yield self.cond(b, t, f)
                return
        if s.kind == CK.UNARY_OPERATOR and native.unary_operator(s.cursor) == "!":
            yield self.cond(s.ops[0], f, t)
            return
        v = yield self.rvalue(c)
        if isinstance(v, Const):
            self.b.jump(t if v.value else f)
            return
        node = self.emit(Branch(v))
        self.b.branch_to(node, t, f)

    def logical_value(self, c: CNode, dest: Var | None) -> Step[Operand]:
        t = self.ty(c)
        d = dest if dest is not None and dest.type == t else self.temp(t)
        tn, fn, join = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        yield self.cond(c, tn, fn)
        self.b.enter(tn)
        self.emit(Copy(d, Const(1, t)))
        self.b.jump(join)
        self.b.enter(fn)
        self.emit(Copy(d, Const(0, t)))
        self.b.jump(join)
        self.b.enter(join)
        return self.copy_into(d, dest)

    def va_arg(self, ap: CNode, t: Type, dest: Var | None) -> Step[Operand]:
        """`va_arg(ap, T)`: a call of the modelled builtin returning the next argument."""
        ptr = yield self.rvalue(ap)
        d = dest if dest is not None and dest.type == t else self.temp(t)
        self.unit.declare_external("__builtin_va_arg", FunctionType(VOID, (), True))
        self.emit(Call(d, Direct("__builtin_va_arg"), (ptr,)))
        return self.copy_into(d, dest)

    def conditional(self, c: CNode, dest: Var | None) -> Step[Operand]:
        return self.conditional_kids(c.ops, self.ty(c), dest)

    def conditional_kids(self, kids: list[CNode], t: Type,
                         dest: Var | None) -> Step[Operand]:
        void = isinstance(t, VoidType)
        d = None if void else (dest if dest is not None and dest.type == t else self.temp(t))
        tn, fn, join = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        if len(kids) == 2:  # GNU `a ?: b`
            first = yield self.rvalue(kids[0])
            node = self.emit(Branch(first))
            self.b.branch_to(node, tn, fn)
            self.b.enter(tn)
            if d is not None:
                self.emit(Copy(d, self.convert(first, t)))
            arms = [kids[1]]
            self.b.jump(join)
        else:
            yield self.cond(kids[0], tn, fn)
            self.b.enter(tn)
            yield self.arm(kids[1], d)
            self.b.jump(join)
            arms = [kids[2]]
        self.b.enter(fn)
        yield self.arm(arms[0], d)
        self.b.jump(join)
        self.b.enter(join)
        return Const(0, I32) if d is None else self.copy_into(d, dest)

    def arm(self, c: CNode, d: Var | None) -> Step[None]:
        if d is None:
            yield self.effect(c)
            return
        v = yield self.rvalue(c, d)
        if v != d:
            self.emit(Copy(d, self.convert(v, d.type)))

    # ---- calls --------------------------------------------------------------------------

    def call(self, c: CNode, dest: Var | None,
             discard: bool = False) -> Step[Operand]:
        if self.unit.cxx and discard and self.owned_result(c):
            # a class object returned and dropped: a temporary of the full expression
            t = self.ty(c)
            tmp = self.new_local("$tmp", t)
            v = yield self.call(c, tmp)
            if v != tmp:
                self.emit(Copy(tmp, v))
            self.temporary(VarLV(tmp, (), t))
            return Const(0, I32)
        if self.unit.cxx:
            got = yield self.cxx_call(c, dest)
            if isinstance(got, VarLV | MemLV):
                return self.read(got, dest)
            if got is not None:
                return got
        kids = c.ops
        if not kids:
            return (yield self.unsupported(c, dest))
        callee_c, arg_cs = kids[0], kids[1:]
        head = strip(callee_c)
        ref = head.referenced() if head.kind == CK.MEMBER_REF_EXPR else None
        method = ref is not None and native.kind(ref) != CK.FIELD_DECL
        if method or c.kind != CK.CALL_EXPR:
            # C++ method calls: until classes are lowered
            return (yield self.unsupported(c, dest))
        ret_t = self.ty(c)
        decl = self.direct_callee(callee_c)
        target = self.unit.function_name(decl) if decl is not None else None
        if target is not None and target.startswith("__builtin_"):
            folded = yield self.builtin(c, target, arg_cs, ret_t, dest)
            if folded is not None:
                return folded
        callee: Direct | Indirect
        if decl is not None and target is not None:
            callee = Direct(self.library_builtin(decl, target) or
                            self.unit.function_symbol(decl))
        else:
            callee = Indirect(self.as_var((yield self.function_value(callee_c, None))))
        values: list[Operand] = []
        ft = self.callee_type(callee_c) if self.unit.cxx else None
        if ft is not None:  # (classes passed indirectly)
            values = yield self.call_args(None, arg_cs, ft)
        else:
            for a in arg_cs:
                values.append((yield self.rvalue(a)))
        args = tuple(values)
        d: Var | None = None
        if not isinstance(ret_t, VoidType) and not (discard and not is_allocator(
                callee.name if isinstance(callee, Direct) else "")):
            d = dest if dest is not None and dest.type == ret_t else self.temp(ret_t)
        if isinstance(callee, Direct) and is_allocator(callee.name) and d is not None:
            self.emit_alloc(d, callee.name, args)
        else:
            self.emit(Call(d, callee, args))
        if d is None:
            return Const(0, I32)
        return self.copy_into(d, dest)

    def callee_type(self, callee: CNode) -> ci.Type | None:
        """The prototype of the function a call's callee expression denotes or points to."""
        t = callee.cursor.type.get_canonical()
        if t.kind == ci.TypeKind.POINTER:
            t = t.get_pointee().get_canonical()
        return t if t.kind == ci.TypeKind.FUNCTIONPROTO else None

    def builtin(self, c: CNode, name: str, arg_cs: list[CNode], ret_t: Type,
                dest: Var | None) -> Step[Operand | None]:
        """A GNU builtin that is not a call: `__builtin_expect(e, v)` and
        `__builtin_assume_aligned(p, n)` are their first operand; hints that compute
        nothing (`__builtin_assume`, whose operand is not evaluated, `__builtin_prefetch`)
        are nothing; those clang folds (`HUGE_VAL` is `__builtin_huge_val()`, NAN,
        INFINITY) are constants, and so is `__builtin_constant_p` (0 when clang cannot
        fold its operand, as at -O0; the operand is not evaluated). None for a builtin
        lowered as a call."""
        if name in _FIRST_OPERAND_BUILTINS and arg_cs:
            v = yield self.rvalue(arg_cs[0], dest)
            for extra in arg_cs[1:]:
                yield self.effect(extra)
            # `if (__builtin_expect(n > 0, 1))` tests the comparison itself
            return v if name != "__builtin_assume_aligned" else self.convert(v, ret_t, dest)
        if name == "__builtin_assume":
            return Const(0, I32)
        if name == "__builtin_prefetch":
            for a in arg_cs:
                yield self.effect(a)
            return Const(0, I32)
        ev = native.evaluate(c.cursor)
        if ev is None and name == "__builtin_constant_p":
            ev = native.Evaluated(0)
        if ev is None or isinstance(ev.value, bytes):
            return None
        return self.convert(convert_const(ev.value, ret_t), ret_t, dest)

    def library_builtin(self, decl: ci.Cursor, name: str) -> str | None:
        """`__builtin_memcpy` and the like are the library function (GCC's "outside strict
        ISO C mode, these functions are also recognised as built-ins"): called by the
        library name when that one has a model (so analyses know what they do)."""
        if not name.startswith("__builtin_") or name in models():
            return None
        lib = name[len("__builtin_"):]
        if model(lib) is None:
            return None
        ft = self.unit.types.of_cursor(decl)
        if isinstance(ft, FunctionType):
            self.unit.declare_external(lib, ft)
        return lib

    def direct_callee(self, callee_c: CNode) -> ci.Cursor | None:
        """The FUNCTION_DECL a call names (through `(*f)` and `(&f)` too), or None."""
        s = self.strip_selection(callee_c)
        while s.kind == CK.UNARY_OPERATOR and native.unary_operator(s.cursor) == "*" and \
                isinstance(self.ty(s), FunctionType):
            s = self.strip_selection(s.ops[0])
        ref = s.referenced() if s.kind == CK.DECL_REF_EXPR else None
        if ref is not None and native.kind(ref) == CK.FUNCTION_DECL:
            return ref
        return None

    # ---- C11 _Generic ---------------------------------------------------------------------

    def generic_choice(self, c: CNode) -> CNode | None:
        """The association a `_Generic` selects. libclang shows the controlling expression
        then every association's expression, not which is chosen; the chosen one has the
        selection's own type, which tells it apart unless several associations share
        that type. None then."""
        want = native.type_key(native.cursor_type(c.cursor).get_canonical())
        hits = [k for k in c.ops[1:] if k.is_expression and native.type_key(
            native.cursor_type(k.cursor).get_canonical()) == want]
        return hits[0] if len(hits) == 1 else None

    def strip_selection(self, c: CNode) -> CNode:
        """`strip`, through the association a `_Generic` selects too."""
        s = strip(c)
        while s.kind == CK.GENERIC_SELECTION_EXPR:
            chosen = self.generic_choice(s)
            if chosen is None:
                break
            s = strip(chosen)
        return s

    def generic_selection(self, c: CNode, dest: Var | None) -> Step[Operand]:
        chosen = self.generic_choice(c)
        if chosen is not None:
            return (yield self.rvalue(chosen, dest))
        ev = native.evaluate(c.cursor)  # `_Generic(x, int: 1, long: 2)`: a constant anyway
        if ev is not None and not isinstance(ev.value, bytes):
            t = self.ty(c)
            return self.convert(convert_const(ev.value, t), t, dest)
        return (yield self.unsupported(c, dest))

    def emit_alloc(self, d: Var, fn: str, args: tuple[Operand, ...]) -> None:
        self.unit.declare_external(fn, FunctionType(PointerType(VOID), (U64,)))
        site = self.unit.new_alloc_site(self.fn.name, fn, self.cur_loc)
        self.emit(Alloc(d, site.id, fn, args))
        self.alloc_of[d] = site.id

    def note_alloc_type(self, op: Var, to: Type) -> None:
        """`(T *) malloc(...)`: remember T as the allocation site's type."""
        sid = self.alloc_of.get(op)
        if sid is not None and isinstance(to, PointerType):
            site = self.unit.program.alloc_sites[sid]
            if site.type is None and not isinstance(to.pointee, VoidType):
                site.type = to.pointee

    # ---- lvalues --------------------------------------------------------------------------

    def lvalue(self, c: CNode) -> Lowers[LValue]:
        while True:  # through parentheses, `__extension__` and `_Generic`
            k = c.kind
            t = self.ty(c)
            if k in _TRANSPARENT and len(c.ops) == 1 and self.ty(c.ops[0]) == t:
                c = c.ops[0]
                continue
            if k == CK.GENERIC_SELECTION_EXPR:
                chosen = self.generic_choice(c)
                if chosen is not None:
                    c = chosen
                    continue
            op = native.unary_operator(c.cursor) if k == CK.UNARY_OPERATOR else ""
            if op == "__extension__":
                c = c.ops[0]
                continue
            break
        if k == CK.DECL_REF_EXPR:
            return self.decl_ref(c, t)
        if k == CK.MEMBER_REF_EXPR:
            return self.member(c, t)
        if k == CK.ARRAY_SUBSCRIPT_EXPR:
            return self.subscript(c, t)
        if op == "*":
            return self.deref(c, t)
        if k == CK.STRING_LITERAL:
            return VarLV(self.unit.string_literal(c), (), t)
        if k == CK.COMPOUND_LITERAL_EXPR:
            return self.compound_literal(c, t)
        if self.unit.cxx and k == CK.BINARY_OPERATOR and \
                native.binary_operator(c.cursor) in (".*", "->*"):
            return self.member_pointer_lvalue(c, t)
        if self.unit.cxx and (k == CK.CALL_EXPR or (
                k in _PASSING and len(c.ops) == 1 and isinstance(t, RecordType))):
            return self.cxx_lvalue(c, t)
        return self.rvalue_object(c, t)

    def deref(self, c: CNode, t: Type) -> Step[LValue]:
        ptr = self.as_var((yield self.rvalue(c.ops[0])))
        return MemLV(ptr, (), t)

    def rvalue_object(self, c: CNode, t: Type) -> Step[LValue]:
        """An rvalue used where an lvalue is needed (`f().x`, `(c ? a : b).y`)."""
        if self.unit.cxx and self.owned_result(c):  # `f().x`: f's object, a temporary
            obj = self.new_local("$tmp", t)
            v = yield self.rvalue(c, obj)
            if v != obj:
                self.emit(Copy(obj, v))
            self.temporary(VarLV(obj, (), t))
            return VarLV(obj, (), t)
        tmp = self.temp(t)
        v = yield self.rvalue(c, tmp)
        if v != tmp:
            self.emit(Copy(tmp, v))
        return VarLV(tmp, (), t)

    def owned_result(self, c: CNode) -> bool:
        """Is `c` a call (not a constructor's) returning a class object with a destructor
        by value, an object its caller destroys?"""
        s = strip(c)
        if s.kind != CK.CALL_EXPR or not isinstance(self.ty(s), RecordType):
            return False
        ref = s.referenced()
        if ref is None or native.kind(ref) not in (CK.FUNCTION_DECL, CK.CXX_METHOD) or \
                ref.result_type.get_canonical().kind in _REFERENCES:
            return False
        return self.destructor_of(self.ty(s)) is not None

    def decl_ref(self, c: CNode, t: Type) -> LValue:
        ref = c.referenced()
        if ref is not None and native.kind(ref) == CK.ENUM_CONSTANT_DECL:
            tmp = self.temp(t)  # an enumerator used where an lvalue is asked: its value
            self.emit(Copy(tmp, convert_const(int(ref.enum_value), t)))
            return VarLV(tmp, (), t)
        if ref is None:
            return VarLV(self.unknown_value(c, t), (), t)
        if self.captured:  # in a lambda's body: a captured variable, through `this`
            cap = self.captured.get(native.decl_key(ref))
            if cap is not None:
                return cap
        if self.bound:
            name = self.bound.get(native.decl_key(ref))
            if name is not None:
                return name
        v = self.lookup_var(ref)
        if v is None:
            return VarLV(self.unknown_value(c, t), (), t)
        if self.unit.cxx and v.type == PointerType(t) and (
                ref.type.kind in _REFERENCES or native.kind(ref) == CK.PARM_DECL):
            return MemLV(v, (), t)  # a reference, a parameter passed indirectly: its object
        return VarLV(v, (), v.type)

    def member(self, c: CNode, t: Type) -> Step[LValue]:
        lv = yield self.member_object(c, t)
        ref = c.referenced()
        if self.unit.cxx and ref is not None and native.kind(ref) == CK.FIELD_DECL and \
                ref.type.get_canonical().kind in _REFERENCES:
            # a reference member holds the address of its referent: loaded, then used
            pt = PointerType(t)
            field = VarLV(lv.var, lv.path, pt) if isinstance(lv, VarLV) else \
                MemLV(lv.ptr, lv.path, pt)
            return MemLV(self.as_var(self.read(field, None)), (), t)
        return lv

    def member_object(self, c: CNode, t: Type) -> Step[LValue]:
        """The member's own storage (for a reference member, the pointer it is)."""
        kids = c.ops
        ref = c.referenced()
        fname = self.unit.field_symbol(ref) if ref is not None else c.cursor.spelling
        step = (fname,) if fname else ()  # an anonymous member: its fields are flattened
        if not kids:  # implicit `this->f` in C++ methods
            this = self.lookup_this()
            if self.unit.cxx and ref is not None and isinstance(this.type, PointerType):
                return self.along(MemLV(this, (), this.type.pointee),
                                  (*self.member_base_path(this.type.pointee, ref), *step), t)
            return MemLV(this, step, t)
        base = kids[0]
        bt = self.ty(base)
        obj_t = bt.pointee if isinstance(bt, PointerType) else bt
        if self.unit.cxx and ref is not None:
            step = (*self.member_base_path(obj_t, ref), *step)
        if isinstance(bt, PointerType):
            ptr = self.as_var((yield self.rvalue(base)))
            return self.along(MemLV(ptr, (), obj_t), step, t)
        return self.along((yield self.lvalue(base)), step, t)

    def subscript(self, c: CNode, t: Type) -> Step[LValue]:
        a, b = c.ops
        if not _is_ptr(self.ty(a)):
            a, b = b, a
        base = self.as_var((yield self.rvalue(a)))
        index = yield self.rvalue(b)
        if isinstance(index, Const) and index.value == 0:
            return MemLV(base, (), t)
        pt = PointerType(t)
        addr = self.ptr_add(base, index, self.size_of(t), pt, None)
        return MemLV(addr, (), t)

    def compound_literal(self, c: CNode, t: Type) -> Step[LValue]:
        tmp = self.new_local("$lit", t)
        kids = c.ops
        if kids:
            yield self.initialise(VarLV(tmp, (), t), kids[-1])
        return VarLV(tmp, (), t)

    def read(self, lv: LValue, dest: Var | None) -> Operand:
        vla = self.vla_pointer(lv)
        if vla is not None:
            return self.copy_into(vla, dest)
        if isinstance(lv, VarLV) and not lv.path:
            return self.copy_into(lv.var, dest)
        d = dest if dest is not None and dest.type == lv.type else self.temp(lv.type)
        if isinstance(lv, VarLV):
            self.emit(FieldRead(d, lv.var, lv.path))
        else:
            self.emit(Load(d, lv.ptr, lv.path))
        return self.copy_into(d, dest)

    def write(self, lv: LValue, value: Operand) -> None:
        if isinstance(lv, VarLV) and not lv.path:
            self.emit(Copy(lv.var, value))
        elif isinstance(lv, VarLV):
            self.emit(FieldWrite(lv.var, lv.path, value))
        else:
            self.emit(Store(lv.ptr, lv.path, value))

    def lv_address(self, lv: LValue, dest: Var | None) -> Operand:
        pt = PointerType(lv.type)
        vla = self.vla_pointer(lv)
        if vla is not None:
            return self.copy_into(vla, dest)
        if isinstance(lv, MemLV) and not lv.path:
            return self.copy_into(lv.ptr, dest)
        d = dest if dest is not None and dest.type == pt else self.temp(pt)
        if isinstance(lv, VarLV):
            self.emit(AddrOf(d, lv.var, lv.path))
        else:
            self.emit(FieldAddr(d, lv.ptr, lv.path))
        return self.copy_into(d, dest)

    # ---- helpers -------------------------------------------------------------------------

    def as_var(self, op: Operand) -> Var:
        if isinstance(op, Var):
            return op
        d = self.temp(op.type)
        self.emit(Copy(d, op))
        return d

    def elem_size(self, t: Type) -> int:
        inner = t.pointee if isinstance(t, PointerType) else VOID
        return self.size_of(inner)

    def size_of(self, t: Type) -> int:
        return self.unit.size_of(t)

    def unsupported(self, c: CNode, dest: Var | None,
                    what: str = "expression") -> Step[Operand]:
        """Sound fallback: an unknown external call over the construct's operands."""
        self.warn(c, f"unsupported {what} '{c.kind.name.lower()}' lowered as an unknown call")
        values: list[Operand] = []
        for k in c.ops:
            values.append((yield self.lv_or_value(k)))
        args = tuple(values)
        t = self.ty(c) if c.is_expression else VOID
        d = None if isinstance(t, VoidType) else (
            dest if dest is not None and dest.type == t else self.temp(t))
        self.unit.declare_external(UNSUPPORTED, FunctionType(VOID, (), True))
        self.emit(Call(d, Direct(UNSUPPORTED), args))
        return Const(0, I32) if d is None else self.copy_into(d, dest)

    def lv_or_value(self, c: CNode) -> Step[Operand]:
        """An operand standing for `c`: its address when it is an lvalue (so an unknown
        call may write it), else its value."""
        s = strip(c)
        ref = s.referenced() if s.kind == CK.MEMBER_REF_EXPR else None
        if ref is not None and native.kind(ref) != CK.FIELD_DECL:
            # `obj.method`: stands for the object
            kids = s.ops
            return (yield self.lv_or_value(kids[0])) if kids else Const(0, I32)
        if c.is_expression and s.kind in _LVALUE_KINDS:
            return self.lv_address((yield self.lvalue(strip(c))), None)
        if c.is_expression:
            return (yield self.rvalue(c))
        return Const(0, I32)

    def unknown_value(self, c: CNode, t: Type) -> Var:
        self.warn(c, f"reference to '{c.cursor.spelling}' could not be resolved")
        d = self.unknown_external([], t)
        assert d is not None
        return d

    def unknown_external(self, args: list[Operand], t: Type | None) -> Var | None:
        """A call of the unknown external (`libmodel.UNSUPPORTED`) over `args`, with a
        value of type `t` (None: none)."""
        self.unit.declare_external(UNSUPPORTED, FunctionType(VOID, (), True))
        d = self.temp(t) if t is not None else None
        self.emit(Call(d, Direct(UNSUPPORTED), tuple(args)))
        return d

    def any_value(self) -> Var:
        """An integer only the running library knows (`libmodel.ANY_VALUE`): a test of a
        loop the library runs."""
        self.unit.declare_external(ANY_VALUE, FunctionType(I32, ()))
        d = self.temp(I32)
        self.emit(Call(d, Direct(ANY_VALUE), ()))
        return d


def _is_va_list_ptr(t: Type) -> bool:
    return (isinstance(t, PointerType) and isinstance(t.pointee, RecordType)
            and t.pointee.name.startswith("__va_list_tag"))


def _is_ptr(t: Type) -> bool:
    return isinstance(t, PointerType | ArrayType)


Handler = Callable[[ExprLowering, CNode, Var | None], Lowers[Operand]]


def _read_lvalue(fl: ExprLowering, c: CNode, dest: Var | None) -> Step[Operand]:
    return fl.read((yield fl.lvalue(c)), dest)


def _address(fl: ExprLowering, c: CNode, dest: Var | None) -> Step[Operand]:
    return fl.lv_address((yield fl.lvalue(c)), dest)


def _null_pointer(fl: ExprLowering, c: CNode, dest: Var | None) -> Operand:
    return fl.convert(Const(0, U64), fl.ty(c), dest)


# rvalues by cursor kind (anything else is lowered as an unsupported expression)
_RVALUE: dict[ci.CursorKind, Handler] = {
    CK.BINARY_OPERATOR: ExprLowering.binary,
    CK.COMPOUND_ASSIGNMENT_OPERATOR: ExprLowering.compound_assign,
    CK.UNARY_OPERATOR: ExprLowering.unary,
    CK.CONDITIONAL_OPERATOR: ExprLowering.conditional,
    CK.CALL_EXPR: ExprLowering.call,
    CK.PAREN_EXPR: lambda fl, c, d: fl.rvalue(c.ops[0], d),
    CK.INIT_LIST_EXPR: lambda fl, c, d: fl.init_list_value(c, d),
    CK.ADDR_LABEL_EXPR: lambda fl, c, d: fl.label_address(c, d),
    CK.GENERIC_SELECTION_EXPR: ExprLowering.generic_selection,
    CK.CXX_NULL_PTR_LITERAL_EXPR: _null_pointer,
    CK.CXX_THIS_EXPR: lambda fl, c, d: fl.copy_into(fl.lookup_this(), d),
    CK.CXX_NEW_EXPR: lambda fl, c, d: fl.new_expr(c, d),
    CK.LAMBDA_EXPR: lambda fl, c, d: fl.lambda_expr(c, d),
    CK.CXX_DELETE_EXPR: lambda fl, c, d: fl.delete_expr(c, d),
    CK.CXX_THROW_EXPR: lambda fl, c, d: fl.throw_expr(c, d),
    CK.GNU_NULL_EXPR: _null_pointer,
    CK.STRING_LITERAL: _address,
    CK.StmtExpr: lambda fl, c, d: fl.stmt_expr(c, d),
    CK.DECL_REF_EXPR: ExprLowering.decl_ref_value,
    CK.MEMBER_REF_EXPR: _read_lvalue,
    CK.ARRAY_SUBSCRIPT_EXPR: _read_lvalue,
    CK.COMPOUND_LITERAL_EXPR: _read_lvalue,
    **{k: lambda fl, c, d: fl.literal(c) for k in _LITERALS},
    **{k: ExprLowering.cast_expr for k in _CASTS | {CK.UNEXPOSED_EXPR}},
}

__all__ = ["ExprLowering", "strip"]

