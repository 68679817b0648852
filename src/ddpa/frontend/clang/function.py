"""Lowering of one C function body: statements, locals, initialisers, the CFG."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.frontend.clang.builder import CFGBuilder
from ddpa.frontend.clang.convert import convert_const
from ddpa.frontend.clang.expr import ExprLowering, strip
from ddpa.frontend.clang.lvalue import LValue, MemLV, VarLV
from ddpa.frontend.clang.tree import CNode
from ddpa.ir.instr import (
    AddrOf,
    Arith,
    BinOp,
    Call,
    Const,
    Copy,
    Direct,
    FieldAddr,
    Instr,
    Loc,
    Operand,
    Return,
    Switch,
    Var,
    VarKind,
)
from ddpa.ir.program import Function, Node, add_edge
from ddpa.ir.types import (
    I32,
    U64,
    VOID_PTR,
    ArrayType,
    FunctionType,
    IntType,
    PointerType,
    RecordType,
    Type,
    VoidType,
)

if TYPE_CHECKING:
    from ddpa.frontend.clang.unit import UnitLowering

CK = ci.CursorKind
_SRC_MAX = 120
InstrT = TypeVar("InstrT", bound=Instr)


class FunctionLowering(ExprLowering):
    """Lowers a FUNCTION_DECL with a body into `fn` (statements here, expressions in the
    ExprLowering mixin)."""

    def __init__(self, unit: UnitLowering, fn: Function, decl: ci.Cursor) -> None:
        self.unit = unit
        self.fn = fn
        self.tree = unit.trees.build(decl)
        self.decl = self.tree.root
        self.vars: dict[int, Var] = {}
        self.names: set[str] = set()
        self.ntemps = 0
        self.cur_loc = unit.loc(decl)
        self.cur_src = ""
        self.alloc_of: dict[Var, int] = {}
        self.vlas: set[Var] = set()
        self.breaks: list[Node] = []
        self.continues: list[Node] = []
        self.switches: list[tuple[list[tuple[tuple[int, ...], Node]], list[Node]]] = []
        self.labels: dict[str, Node] = {}
        self.computed_gotos: list[Node] = []
        self.this_var: Var | None = None
        self.b = CFGBuilder(fn, self.cur_loc)

    # ---- entry point ----------------------------------------------------------------------

    def lower(self) -> None:
        body = None
        for c in self.decl.kids:
            if c.kind == CK.PARM_DECL:
                self.param(c)
            elif c.kind == CK.COMPOUND_STMT:
                body = c
        if body is not None:
            self.stmt(body)
        if self.b.cur is not None:
            self.implicit_return()
        for node in self.computed_gotos:
            targets = list(self.labels.values()) or [self.fn.exit]
            assert isinstance(node.instr, Switch)
            node.instr = self.stamp_as(Switch(node.instr.value, ((),) * (len(targets) - 1)),
                                       node.instr)
            for target in targets:
                add_edge(node, target)
        self.b.finish()

    def param(self, c: CNode) -> None:
        t = self.ty(c)
        i = len(self.fn.params)
        if isinstance(t, ArrayType) and i < len(self.fn.type.params):
            t = self.fn.type.params[i]  # `int m[3][4]` as a parameter is `int (*m)[4]`
        name = native.spelling(c.cursor) or f"$arg{len(self.fn.params)}"
        v = self.declare(c, name, t, VarKind.FORMAL)
        self.fn.params.append(v)

    def implicit_return(self) -> None:
        ret = self.fn.type.ret
        end = self.decl.cursor.extent.end
        self.cur_loc = Loc(self.cur_loc.file, end.line, end.column)
        self.cur_src = "}"
        if self.fn.source_name == "main" and isinstance(ret, IntType):
            self.b.ret(self.stamp(Return(Const(0, ret))))
        else:
            self.b.ret(self.stamp(Return(None)))

    # ---- variables ------------------------------------------------------------------------

    def ty(self, c: CNode) -> Type:
        t = c.ty
        if t is None:
            t = c.ty = self.unit.types.of_cursor(c.cursor)
        return t

    def key(self, c: ci.Cursor) -> int:
        return native.cursor_hash(c)

    def declare(self, c: CNode, name: str, t: Type, kind: VarKind) -> Var:
        v = Var(self.unique(name), t, kind, self.fn.name, name)
        self.vars[self.key(c.cursor)] = v
        return v

    def unique(self, name: str) -> str:
        out, n = name, 0
        while out in self.names:
            n += 1
            out = f"{name}${n}"
        self.names.add(out)
        return out

    def new_local(self, name: str, t: Type) -> Var:
        v = Var(self.unique(name), t, VarKind.LOCAL, self.fn.name, "" if "$" in name else name)
        self.fn.locals.append(v)
        return v

    def temp(self, t: Type) -> Var:
        self.ntemps += 1
        v = Var(f"${self.ntemps}", t, VarKind.TEMP, self.fn.name)
        self.fn.temps.append(v)
        return v

    def lookup_var(self, ref: ci.Cursor) -> Var | None:
        k = native.kind(ref)
        if k in (CK.VAR_DECL, CK.PARM_DECL):
            v = self.vars.get(self.key(ref))
            if v is not None:
                return v
            if k == CK.VAR_DECL:
                return self.unit.global_var(ref)
        return None

    def lookup_this(self) -> Var:
        """The object of an implicit `this->f` (C++); until classes are lowered, an
        unknown pointer from an unknown call, so the access stays sound."""
        if self.this_var is None:
            self.warn(self.decl, "C++ member access through 'this' is lowered conservatively")
            self.this_var = self.unknown_value(self.decl, VOID_PTR)
        return self.this_var

    def vla_pointer(self, lv: LValue) -> Var | None:
        if isinstance(lv, VarLV) and not lv.path and lv.var in self.vlas:
            return lv.var
        return None

    # ---- emission ------------------------------------------------------------------------

    def stamp(self, instr: InstrT) -> InstrT:
        object.__setattr__(instr, "loc", self.cur_loc)
        object.__setattr__(instr, "src", self.cur_src)
        return instr

    def stamp_as(self, instr: InstrT, like: Instr) -> InstrT:
        object.__setattr__(instr, "loc", like.loc)
        object.__setattr__(instr, "src", like.src)
        return instr

    def emit(self, instr: Instr) -> Node:
        return self.b.emit(self.stamp(instr))

    def warn(self, c: CNode | None, msg: str) -> None:
        self.unit.warn(c.cursor if c is not None else None, msg)

    def full(self, c: CNode) -> None:
        """Make `c` the statement or full expression the next instructions come from."""
        self.cur_loc, self.cur_src = self.unit.statement(c.cursor, _SRC_MAX)

    def effect(self, c: CNode) -> None:
        """Evaluate `c` for its side effects only (post-increments need no old value)."""
        s = strip(c)
        if s.kind == CK.UNARY_OPERATOR:
            op = native.unary_operator(s.cursor)
            if op in ("post++", "post--"):
                self.incdec(s.ops[0], "pre" + op[4:], None)
                return
        if s.kind == CK.CSTYLE_CAST_EXPR and isinstance(self.ty(s), VoidType):
            kids = s.ops
            if kids:
                self.effect(kids[-1])
            return
        if s.kind in (CK.DECL_REF_EXPR, CK.INTEGER_LITERAL):
            return
        if s.kind == CK.CALL_EXPR:
            self.call(s, None, discard=True)
            return
        self.rvalue(c)

    # ---- statements ------------------------------------------------------------------------

    def stmt(self, c: CNode) -> None:
        handler = _STMTS.get(c.kind)
        if handler is not None:
            handler(self, c)
        elif c.is_expression or c.kind == CK.StmtExpr:
            self.full(c)
            self.effect(c)
        elif c.kind == CK.NULL_STMT:
            pass
        else:
            self.full(c)
            self.warn(c, f"unsupported statement '{c.kind.name.lower()}' lowered as an "
                         "unknown call")
            self.unsupported(c, None)

    def compound(self, c: CNode) -> None:
        for s in c.kids:
            self.stmt(s)

    def decl_stmt(self, c: CNode) -> None:
        for d in c.kids:
            if d.kind == CK.VAR_DECL:
                self.full(d)
                self.local_decl(d)

    def initializer(self, d: CNode) -> CNode | None:
        init = native.var_initializer(d.cursor)
        return self.tree.node(init) if init is not None else None

    def local_decl(self, d: CNode) -> None:
        sc = d.cursor.storage_class
        if sc == ci.StorageClass.STATIC:
            v = self.unit.static_local(self.fn, d.cursor, self.initializer(d))
            self.vars[self.key(d.cursor)] = v
            return
        if sc == ci.StorageClass.EXTERN:
            return  # resolved to the global on use
        ct = native.cursor_type(d.cursor)
        if ct.kind == ci.TypeKind.VARIABLEARRAY:
            self.vla_decl(d, ct)
            return
        t = self.ty(d)
        v = self.declare(d, native.spelling(d.cursor), t, VarKind.LOCAL)
        self.fn.locals.append(v)
        init = self.initializer(d)
        if init is not None:
            self.initialise(VarLV(v, (), t), init)

    def vla_decl(self, d: CNode, ct: ci.Type) -> None:
        """`T a[n]` becomes a pointer to a stack allocation of n * sizeof(T) bytes."""
        elem = self.unit.types.lower(ct.element_type)
        v = self.declare(d, native.spelling(d.cursor), PointerType(elem), VarKind.LOCAL)
        self.fn.locals.append(v)
        self.vlas.add(v)
        size_c = [ch for ch in d.ops if ch.is_expression]
        n = self.rvalue(size_c[-1]) if size_c else Const(1, U64)
        n = self.convert(n, U64)
        total = self.arith_size(n, self.size_of(elem))
        raw = self.temp(VOID_PTR)
        self.emit_alloc(raw, "alloca", (total,))
        self.note_alloc_type(raw, v.type)
        self.emit(Copy(v, raw))

    def arith_size(self, n: Operand, size: int) -> Operand:
        if isinstance(n, Const):
            return Const(int(n.value) * size, U64)
        d = self.temp(U64)
        self.emit(Arith(d, BinOp.MUL, n, Const(size, U64)))
        return d

    # ---- initialisers ---------------------------------------------------------------------

    def initialise(self, lv: LValue, init: CNode) -> None:
        t = lv.type
        s = strip(init) if init.kind != CK.INIT_LIST_EXPR else init
        if s.kind == CK.INIT_LIST_EXPR and isinstance(t, ArrayType | RecordType):
            self.zero_fill(lv)
            self.init_list(lv, s)
            return
        if s.kind == CK.STRING_LITERAL and isinstance(t, ArrayType):
            self.string_init(lv, s)
            return
        if isinstance(lv, VarLV) and not lv.path:
            v = self.rvalue(init, lv.var)
            if v != lv.var:
                self.emit(Copy(lv.var, self.convert(v, t)))
            return
        self.write(lv, self.convert(self.rvalue(init), t))

    def zero_fill(self, lv: LValue) -> None:
        """Aggregates with an initialiser list start zeroed (C11 6.7.9p21)."""
        addr = self.lv_address(lv, None)
        size = self.size_of(lv.type)
        self.unit.declare_external("memset", FunctionType(VOID_PTR, (VOID_PTR, I32, U64)))
        self.emit(Call(None, Direct("memset"), (addr, Const(0, I32), Const(size, U64))))

    def init_list(self, lv: LValue, c: CNode) -> None:
        t = lv.type
        items = [k for k in c.ops if k.is_expression]
        if isinstance(t, ArrayType):
            for i, item in enumerate(items):
                if _is_zero_init(item):
                    continue
                self.initialise(self.element(lv, i, t.elem), item)
            return
        assert isinstance(t, RecordType)
        rec = self.unit.program.records[t.name]
        fields = rec.fields[:1] if t.kind.value == "union" else rec.fields
        for f, item in zip(fields, items, strict=False):
            if _is_zero_init(item):
                continue
            sub: LValue = (VarLV(lv.var, (*lv.path, f.name), f.type) if isinstance(lv, VarLV)
                           else MemLV(lv.ptr, (*lv.path, f.name), f.type))
            self.initialise(sub, item)

    def element(self, lv: LValue, i: int, elem: Type) -> LValue:
        ptr = self.temp(PointerType(elem))
        if isinstance(lv, VarLV):
            self.emit(AddrOf(ptr, lv.var, lv.path))
        elif lv.path:
            self.emit(FieldAddr(ptr, lv.ptr, lv.path))
        else:
            self.emit(Copy(ptr, lv.ptr))
        if i == 0:
            return MemLV(ptr, (), elem)
        addr = self.ptr_add(ptr, Const(i, I32), self.size_of(elem), PointerType(elem), None)
        return MemLV(addr, (), elem)

    def string_init(self, lv: LValue, s: CNode) -> None:
        t = lv.type
        assert isinstance(t, ArrayType)
        sv = self.unit.string_literal(s)
        dst = self.lv_address(lv, None)
        src = self.temp(PointerType(sv.type))
        self.emit(AddrOf(src, sv))
        size = self.size_of(t) if t.length is not None else self.size_of(sv.type)
        self.unit.declare_external("memcpy", FunctionType(VOID_PTR, (VOID_PTR, VOID_PTR, U64)))
        self.emit(Call(None, Direct("memcpy"), (dst, src, Const(size, U64))))

    def init_list_value(self, c: CNode, dest: Var | None) -> Operand:
        """An initialiser list used as a value (scalar `{x}` or a compound literal)."""
        t = self.ty(c)
        if isinstance(t, ArrayType | RecordType):
            tmp = self.new_local("$init", t)
            self.initialise(VarLV(tmp, (), t), c)
            return self.copy_into(tmp, dest)
        items = [k for k in c.ops if k.is_expression]
        if not items:
            return convert_const(0, t)
        return self.convert(self.rvalue(items[0]), t, dest)

    def stmt_expr(self, c: CNode, dest: Var | None) -> Operand:
        """GNU `({ ...; e; })`: the statements, then the last expression's value."""
        body = [k for k in c.kids if k.kind == CK.COMPOUND_STMT]
        if not body:
            return self.unsupported(c, dest)
        stmts = body[0].kids
        for s in stmts[:-1]:
            self.stmt(s)
        if not stmts:
            return Const(0, I32)
        last = stmts[-1]
        if last.is_expression and not isinstance(self.ty(c), VoidType):
            return self.rvalue(last, dest)
        self.stmt(last)
        return Const(0, I32)

    # ---- control flow ----------------------------------------------------------------------

    def if_stmt(self, c: CNode) -> None:
        kids = c.kids
        cond, then = kids[0], kids[1]
        other = kids[2] if len(kids) > 2 else None
        t, f, join = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        self.full(cond)
        self.cond(cond, t, f)
        self.b.enter(t)
        self.stmt(then)
        self.b.jump(join)
        self.b.enter(f)
        if other is not None:
            self.stmt(other)
        self.b.jump(join)
        self.b.enter(join)

    def loop(self, cond: CNode | None, body: CNode | None, inc: CNode | None,
             test_first: bool = True) -> None:
        head, top, cont, out = (self.b.placeholder() for _ in range(4))
        self.b.jump(head if test_first else top)
        self.b.enter(head)
        if cond is not None:
            self.full(cond)
            self.cond(cond, top, out)
        else:
            self.b.jump(top)
        self.b.enter(top)
        self.breaks.append(out)
        self.continues.append(cont)
        if body is not None:
            self.stmt(body)
        self.breaks.pop()
        self.continues.pop()
        self.b.enter(cont)
        if inc is not None:
            self.full(inc)
            self.effect(inc)
        self.b.jump(head)
        self.b.enter(out)

    def while_stmt(self, c: CNode) -> None:
        kids = c.kids
        self.loop(kids[0], kids[-1], None)

    def do_stmt(self, c: CNode) -> None:
        kids = c.kids
        self.loop(kids[-1], kids[0], None, test_first=False)

    def for_stmt(self, c: CNode) -> None:
        init, cond, inc, body = self.unit.for_parts(c)
        if init is not None:
            self.stmt(init)
        self.loop(cond, body, inc)

    def switch_stmt(self, c: CNode) -> None:
        kids = c.kids
        cond, body = kids[-2], kids[-1]
        self.full(cond)
        value = self.rvalue(cond)
        node = self.emit(Switch(value, ()))
        self.b.cur = None
        out = self.b.placeholder()
        cases: list[tuple[tuple[int, ...], Node]] = []
        default: list[Node] = []
        self.switches.append((cases, default))
        self.breaks.append(out)
        self.stmt(body)
        self.breaks.pop()
        self.switches.pop()
        self.b.jump(out)
        node.instr = self.stamp_as(Switch(value, tuple(vals for vals, _ in cases)), node.instr)
        for _, target in cases:
            add_edge(node, target)
        add_edge(node, default[0] if default else out)
        self.b.enter(out)

    def case_stmt(self, c: CNode) -> None:
        kids = c.kids
        label = self.b.placeholder()
        self.b.enter(label)
        if not self.switches:
            self.warn(c, "case label outside a switch")
        else:
            self.switches[-1][0].append((self.case_values(c, kids), label))
        self.stmt(kids[-1])

    def case_values(self, c: CNode, kids: list[CNode]) -> tuple[int, ...]:
        vals = [native.evaluate(k.cursor) for k in kids[:-1]]
        nums = [int(v.value) for v in vals if v is not None and isinstance(v.value, int)]
        if len(nums) == 2 and 0 <= nums[1] - nums[0] <= 4096:  # GNU `case lo ... hi:`
            return tuple(range(nums[0], nums[1] + 1))
        if len(nums) != 1:
            self.warn(c, "case label value could not be folded; label treated as unreachable")
            return ()
        return (nums[0],)

    def default_stmt(self, c: CNode) -> None:
        label = self.b.placeholder()
        self.b.enter(label)
        if self.switches:
            self.switches[-1][1].append(label)
        self.stmt(c.kids[-1])

    def jump_to(self, stack: list[Node], c: CNode, what: str) -> None:
        if not stack:
            self.warn(c, f"'{what}' outside a loop or switch")
            return
        self.b.jump(stack[-1])

    def return_stmt(self, c: CNode) -> None:
        self.full(c)
        kids = [k for k in c.kids if k.is_expression or
                k.kind == CK.StmtExpr]
        ret_t = self.fn.type.ret
        if not kids:
            self.b.ret(self.stamp(Return(None)))
            return
        if isinstance(ret_t, VoidType):
            self.effect(kids[0])
            self.b.ret(self.stamp(Return(None)))
            return
        v = self.convert(self.rvalue(kids[0]), ret_t)
        self.b.ret(self.stamp(Return(v)))

    def label(self, name: str) -> Node:
        node = self.labels.get(name)
        if node is None:
            node = self.labels[name] = self.b.placeholder()
        return node

    def label_stmt(self, c: CNode) -> None:
        self.b.enter(self.label(c.cursor.spelling))
        kids = c.kids
        if kids:
            self.stmt(kids[-1])

    def goto_stmt(self, c: CNode) -> None:
        refs = [k for k in c.kids if k.kind == CK.LABEL_REF]
        if refs:
            self.b.jump(self.label(refs[0].cursor.spelling))
        else:
            self.b.jump(self.label(c.cursor.spelling))

    def indirect_goto(self, c: CNode) -> None:
        """`goto *p`: a switch on p whose successors are all labels of the function."""
        self.full(c)
        self.warn(c, "computed goto: every label of the function is a possible target")
        kids = [k for k in c.kids if k.is_expression]
        value = self.rvalue(kids[0]) if kids else Const(0, I32)
        node = self.emit(Switch(value, ()))
        self.b.cur = None
        self.computed_gotos.append(node)


def _is_zero_init(c: CNode) -> bool:
    return c.kind == CK.UNEXPOSED_EXPR and not c.kids


_STMTS: dict[ci.CursorKind, Callable[[FunctionLowering, CNode], None]] = {
    CK.COMPOUND_STMT: FunctionLowering.compound,
    CK.DECL_STMT: FunctionLowering.decl_stmt,
    CK.IF_STMT: FunctionLowering.if_stmt,
    CK.WHILE_STMT: FunctionLowering.while_stmt,
    CK.DO_STMT: FunctionLowering.do_stmt,
    CK.FOR_STMT: FunctionLowering.for_stmt,
    CK.SWITCH_STMT: FunctionLowering.switch_stmt,
    CK.CASE_STMT: FunctionLowering.case_stmt,
    CK.DEFAULT_STMT: FunctionLowering.default_stmt,
    CK.BREAK_STMT: lambda s, c: s.jump_to(s.breaks, c, "break"),
    CK.CONTINUE_STMT: lambda s, c: s.jump_to(s.continues, c, "continue"),
    CK.RETURN_STMT: FunctionLowering.return_stmt,
    CK.LABEL_STMT: FunctionLowering.label_stmt,
    CK.GOTO_STMT: FunctionLowering.goto_stmt,
    CK.INDIRECT_GOTO_STMT: FunctionLowering.indirect_goto,
    CK.NULL_STMT: lambda s, c: None,
    CK.DECL_REF_EXPR: lambda s, c: None,
}

__all__ = ["FunctionLowering"]
