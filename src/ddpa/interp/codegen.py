"""Compiles a function, once, into one Python closure per CFG node (plus frame builder, resumes).

For each node we emit the source of a small function `nK(f) -> next node id` specialised to
the instruction: slots and field offsets are literals, integer wrap-around is an inline
mask, constants are folded, global objects and their cell dicts are bound in the closure
namespace. The closures handle the common case only and `return SLOW(K, f)` (the checked
path) for anything else; an exception they raise (unpacking a null pointer, a missing
cell, a zero divisor, UNINIT in arithmetic) does the same through the run loop, so none of
them has a side effect before its last check. A library call reads its arguments, then
runs the model, which raises only Faults: it is never repeated. Instructions without a
fast form (allocation, aggregate copies, virtual calls) always take the checked path.

Python's compiler would dominate: closures are made from templates (the source with its
literals and bound names as parameters), compiled once per distinct template, of which a
program of thousands of nodes has a few hundred.
"""

from __future__ import annotations

import ast
import functools
import re
from collections import OrderedDict
from types import CodeType
from typing import TYPE_CHECKING, Any

from ddpa.interp.emit import Delegate, Emitter
from ddpa.interp.layout import LayoutError
from ddpa.interp.libc import MODELS, CallCtx
from ddpa.interp.values import (
    UNINIT,
    code_of,
    common_type,
    int_bounds,
    is_aggregate,
)
from ddpa.ir.instr import (
    AddrOf,
    Arith,
    BinOp,
    Branch,
    Call,
    Const,
    Copy,
    Direct,
    Entry,
    Exit,
    FieldAddr,
    FieldRead,
    FieldWrite,
    FuncRef,
    Indirect,
    Load,
    Operand,
    PtrAdd,
    Return,
    Store,
    Switch,
    Unary,
    UnOp,
    Var,
)
from ddpa.ir.program import Function, Node
from ddpa.ir.types import FloatType, IntType, PointerType, pointee

if TYPE_CHECKING:
    from ddpa.interp.compiled import Compiled, EngineHost
    from ddpa.interp.host import Resume, Step

_PY_OPS = {BinOp.ADD: "+", BinOp.SUB: "-", BinOp.MUL: "*", BinOp.AND: "&", BinOp.OR: "|",
           BinOp.XOR: "^", BinOp.EQ: "==", BinOp.NE: "!=", BinOp.LT: "<", BinOp.LE: "<=",
           BinOp.GT: ">", BinOp.GE: ">="}


def compile_checked(m: EngineHost, comp: Compiled) -> None:
    """Every node through the checked path (the reference engine)."""
    step = comp.checked.step
    comp.code = [functools.partial(_call_step, step, n.id) for n in comp.fn.nodes]
    comp.slow = step
    comp.resume = {n.id: functools.partial(comp.checked.resume, n.id)
                   for n in comp.fn.nodes if isinstance(n.instr, Call)}
    comp.enter = functools.partial(m.enter, comp)


def _call_step(step: Any, nid: int, f: list[Any]) -> int:
    return int(step(nid, f))


_CODE_CACHE: OrderedDict[str, CodeType] = OrderedDict()
_CODE_CACHE_SIZE = 512


def compile_source(text: str, name: str) -> CodeType:
    """`compile()` of generated source, remembered: runs of the same program (a concolic
    search runs one program many times) generate the same text and skip the compiler."""
    code = _CODE_CACHE.get(text)
    if code is None:
        code = compile(text, name, "exec")
        _CODE_CACHE[text] = code
        if len(_CODE_CACHE) > _CODE_CACHE_SIZE:
            _CODE_CACHE.popitem(last=False)
    else:
        _CODE_CACHE.move_to_end(text)
    return code


# Literals and bound names of generated source: what differs between otherwise equal closures.
_TOKEN = re.compile(r"""'(?:[^'\\]|\\.)*'|\b(?:K|GC|GW|GD|REF|IMPL|CTX|H[A-Z])\d+\b|\b\d+\b""")
_FACTORIES: OrderedDict[str, CodeType] = OrderedDict()


def instantiate(lines: list[str], ns: dict[str, Any], filename: str = "<ddpa-closure>") -> Any:
    """The function `lines` define (named `_f`), made from a shared template.

    Closures of different nodes mostly differ in their literals (slots, offsets, successor
    ids, constants) and bound names only; those become parameters of a factory compiled
    once per template and then called with this node's values, which is much cheaper than
    compiling every node's source.
    """
    args: list[Any] = []

    def param(m: re.Match[str]) -> str:
        tok = m.group(0)
        c = tok[0]
        args.append(int(tok) if c.isdigit() else ns[tok] if c.isalpha() else
                    ast.literal_eval(tok))
        return f"_a{len(args) - 1}"
    template = _TOKEN.sub(param, "\n".join(lines))
    code = _FACTORIES.get(template)
    if code is None:
        params = ", ".join(f"_a{i}" for i in range(len(args)))
        body = "\n".join("    " + x for x in template.split("\n"))
        code = compile(f"def _make({params}):\n{body}\n    return _f\n", filename, "exec")
        _FACTORIES[template] = code
        if len(_FACTORIES) > 4 * _CODE_CACHE_SIZE:
            _FACTORIES.popitem(last=False)
    exec(code, ns)
    return ns["_make"](*args)


def compile_function(m: EngineHost, comp: Compiled) -> None:
    gen = _Gen(m, comp)
    gen.generate()


class _Gen(Emitter):
    """The instruction forms and the function-level driver of the code generator."""

    def generate(self) -> None:
        comp = self.comp
        comp.code = [self._node(node) for node in self.fn.nodes]
        comp.resume = {n.id: self._resume(n) for n in self.fn.nodes if isinstance(n.instr, Call)}
        self._enter()
        text = "\n".join(self.src) + "\n"
        exec(compile_source(text, f"<ddpa-closure:{self.fn.name}>"), self.ns)
        comp.slow = comp.checked.step
        comp.enter = self.ns["enter"]
        comp.namespace = self.ns

    def _node(self, node: Node) -> Step:
        self.body, self.tmp, self.nid = [], 0, node.id
        try:
            self._emit(node)
        except (Delegate, LayoutError):
            self.body = [f"return SLOW({node.id}, f)"]
        self.comp.bodies[node.id] = self.body
        step: Step = instantiate(["def _f(f):", *("    " + x for x in self.body)], self.ns)
        return step

    def _emit(self, node: Node) -> None:
        ins = node.instr
        emit = getattr(self, f"_i_{type(ins).__name__}", None)
        if emit is None:
            raise Delegate
        emit(node, ins)

    def _i_Entry(self, node: Node, ins: Entry) -> None:
        self.line(f"return {self.succ(node)}")

    _i_Nop = _i_Entry

    def _i_Exit(self, node: Node, ins: Exit) -> None:
        self.line("return 1")

    def _i_Copy(self, node: Node, ins: Copy) -> None:
        if is_aggregate(ins.dst.type) or is_aggregate(ins.value.type):
            raise Delegate
        self.wr(ins.dst, self.rdc(ins.value, ins.dst.type))
        self.line(f"return {self.succ(node)}")

    def _i_AddrOf(self, node: Node, ins: AddrOf) -> None:
        t = ins.target
        if isinstance(t, FuncRef):
            expr = self.bind((self.m.function_obj(t.name), 0))
        else:
            off = self.m.layout.path(t.type, ins.path)[0] if ins.path else 0
            if t.is_global:
                expr = self.bind((self.m.global_obj(t.name), off))
            elif t in self.fl.in_memory:
                expr = f"(f[{self.fl.slot[t]}], {off})"
            else:
                raise Delegate
        self.wr(ins.dst, expr)
        self.line(f"return {self.succ(node)}")

    def _i_FieldAddr(self, node: Node, ins: FieldAddr) -> None:
        off = self.m.layout.path(pointee(ins.ptr.type), ins.path)[0]
        p = self.rd(ins.ptr)
        if off == 0:
            self.wr(ins.dst, p)
        else:
            self.line(f"o, k = {p}")
            self.wr(ins.dst, f"(o, k + {off})")
        self.line(f"return {self.succ(node)}")

    def _i_Load(self, node: Node, ins: Load) -> None:
        code = code_of(ins.dst.type)
        if not code:
            raise Delegate
        off = self.m.layout.path(pointee(ins.ptr.type), ins.path)[0] if ins.path else 0
        p = self.rd(ins.ptr)
        self.line(f"o, k = {p}")
        if off:
            self.line(f"k += {off}")
        self.wr(ins.dst, self.load_expr("o.tag", "o.data", "o", "k", code))
        self.line(f"return {self.succ(node)}")

    def _i_Store(self, node: Node, ins: Store) -> None:
        t = self.comp.checked._store_type(ins.value, ins.ptr.type, ins.path)
        code = code_of(t)
        if not code:
            raise Delegate
        off = self.m.layout.path(pointee(ins.ptr.type), ins.path)[0] if ins.path else 0
        x = self.value(self.rdc(ins.value, t))
        p = self.rd(ins.ptr)
        self.line(f"o, k = {p}")
        if off:
            self.line(f"k += {off}")
        self.store_lines("o.wtag", "o.data", "o", "k", code, x)
        self.line(f"return {self.succ(node)}")

    def _i_FieldRead(self, node: Node, ins: FieldRead) -> None:
        code = code_of(ins.dst.type)
        if not code or not self.in_memory(ins.base):
            raise Delegate
        off = self.m.layout.path(ins.base.type, ins.path)[0]
        self.wr(ins.dst, self.load_expr(self.tags_of(ins.base, False), self.data_of(ins.base),
                                        self.obj_of(ins.base), str(off), code))
        self.line(f"return {self.succ(node)}")

    def _i_FieldWrite(self, node: Node, ins: FieldWrite) -> None:
        off, t = self.m.layout.path(ins.base.type, ins.path)
        code = code_of(t)
        if not code or not self.in_memory(ins.base):
            raise Delegate
        x = self.value(self.rdc(ins.value, t))
        self.store_lines(self.tags_of(ins.base, True), self.data_of(ins.base),
                         self.obj_of(ins.base), str(off), code, x)
        self.line(f"return {self.succ(node)}")

    def _i_PtrAdd(self, node: Node, ins: PtrAdd) -> None:
        it = ins.index.type
        if isinstance(ins.index, Const):
            i = int(ins.index.value)
            if isinstance(it, IntType) and not it.signed and it.bits == 64 and i >= 1 << 63:
                i -= 1 << 64
            delta = str(i * ins.scale)
        else:
            ie = self.rd(ins.index)
            if isinstance(it, IntType) and not it.signed and it.bits == 64:
                ie = f"(({ie} ^ 9223372036854775808) - 9223372036854775808)"
            delta = f"{ie} * {ins.scale}" if ins.scale != 1 else ie
        p = self.rd(ins.base)
        self.line(f"o, k = {p}")
        self.wr(ins.dst, f"(o, k + {delta})")
        self.line(f"return {self.succ(node)}")

    def _i_Arith(self, node: Node, ins: Arith) -> None:
        self.wr(ins.dst, self._arith(ins))
        self.line(f"return {self.succ(node)}")

    def _arith(self, ins: Arith) -> str:
        ta, tb, op = ins.a.type, ins.b.type, ins.op
        if isinstance(ta, PointerType) or isinstance(tb, PointerType):
            return self._ptr_arith(ins)
        if not isinstance(ta, IntType | FloatType) or not isinstance(tb, IntType | FloatType):
            raise Delegate
        shift = op in (BinOp.SHL, BinOp.SHR)
        ct = common_type(ta, ta) if shift else common_type(ta, tb)
        a = self.value(self.rdc(ins.a, ct))
        b = self.value(self.rd(ins.b) if shift else self.rdc(ins.b, ct))
        if op.is_comparison:
            return f"(1 if {a} {_PY_OPS[op]} {b} else 0)"
        if isinstance(ct, FloatType):
            return self.cv(self._float_op(op, a, b, ct), ct, ins.dst.type)
        assert isinstance(ct, IntType)
        return self.cv(self._int_op(op, a, b, ct, ins.b), ct, ins.dst.type)

    def _float_op(self, op: BinOp, a: str, b: str, ct: FloatType) -> str:
        if op in (BinOp.ADD, BinOp.SUB, BinOp.MUL):
            expr = f"{a} {_PY_OPS[op]} {b}"
        elif op is BinOp.DIV:
            expr = f"{a} / {b}"  # a zero divisor raises: the checked path gives inf or nan
        else:
            raise Delegate
        return f"F32({expr})" if ct.bits == 32 else f"({expr})"

    def _int_op(self, op: BinOp, a: str, b: str, ct: IntType, bop: Operand) -> str:
        if op in (BinOp.ADD, BinOp.SUB, BinOp.MUL):
            if not ct.signed:
                return self.wrap(f"{a} {_PY_OPS[op]} {b}", ct)
            r = self.fresh("x")  # signed overflow: the checked path reports it
            lo, hi = int_bounds(ct)
            self.line(f"{r} = {a} {_PY_OPS[op]} {b}")
            self.line(f"if not {lo} <= {r} <= {hi}: {self.bail}")
            return r
        if op in (BinOp.AND, BinOp.OR, BinOp.XOR):
            return f"({a} {_PY_OPS[op]} {b})"
        if op in (BinOp.DIV, BinOp.REM):
            if not ct.signed:
                return f"({a} {'//' if op is BinOp.DIV else '%'} {b})"
            self.line(f"if {b} == -1 and {a} == {int_bounds(ct)[0]}: {self.bail}")
            return f"{'SDIV' if op is BinOp.DIV else 'SREM'}({a}, {b})"
        if op in (BinOp.SHL, BinOp.SHR):
            if isinstance(bop, Const):
                if not 0 <= int(bop.value) < ct.bits:
                    raise Delegate
            else:
                self.line(f"if not 0 <= {b} < {ct.bits}: {self.bail}")
            if op is BinOp.SHR:
                return f"({a} >> {b})"
            return self.wrap(f"{a} << {b}", ct)
        raise Delegate

    def _ptr_arith(self, ins: Arith) -> str:
        op = ins.op
        pa = isinstance(ins.a.type, PointerType)
        pb = isinstance(ins.b.type, PointerType)
        if op.is_comparison and pa and pb:
            a, b = self.value(self.rd(ins.a)), self.value(self.rd(ins.b))
            if op in (BinOp.EQ, BinOp.NE):
                return f"(1 if {a} {_PY_OPS[op]} {b} else 0)"
            return f"PCMP({self.bind(op)}, {a}, {b})"
        if op is BinOp.SUB and pa and pb:
            a, b = self.value(self.rd(ins.a)), self.value(self.rd(ins.b))
            return self.cv(f"PDIFF({a}, {b})", IntType(64, True), ins.dst.type)
        raise Delegate

    def _i_Unary(self, node: Node, ins: Unary) -> None:
        self.wr(ins.dst, self._unary(ins))
        self.line(f"return {self.succ(node)}")

    def _unary(self, ins: Unary) -> str:
        ta = ins.a.type
        if ins.op is UnOp.LNOT:
            return f"(0 if {self.rd(ins.a)} else 1)"
        if isinstance(ta, FloatType) and ins.op is UnOp.NEG:
            return self.cv(f"(-{self.rd(ins.a)})", ta, ins.dst.type)
        if not isinstance(ta, IntType):
            raise Delegate
        ct = common_type(ta, ta)
        assert isinstance(ct, IntType)
        a = self.rdc(ins.a, ct)
        if ins.op is UnOp.NEG:
            if not ct.signed:
                return self.cv(self.wrap(f"-{a}", ct), ct, ins.dst.type)
            a = self.value(a)
            self.line(f"if {a} == {int_bounds(ct)[0]}: {self.bail}")
            return self.cv(f"(-{a})", ct, ins.dst.type)
        expr = f"(~{a})" if ct.signed else self.wrap(f"~{a}", ct)
        return self.cv(expr, ct, ins.dst.type)

    def _i_Branch(self, node: Node, ins: Branch) -> None:
        t, e = self.succ(node, 0), self.succ(node, 1)
        if isinstance(ins.cond, Const):
            self.line(f"return {t if ins.cond.value else e}")
            return
        self.line(f"return {t} if {self.rd(ins.cond)} else {e}")

    def _i_Switch(self, node: Node, ins: Switch) -> None:
        table: dict[int, int] = {}
        for i, case in enumerate(ins.cases):
            for v in case:
                table.setdefault(v, node.succs[i].id)
        self.line(f"return {self.bind(table)}.get({self.rd(ins.value)}, {node.succs[-1].id})")

    def _i_Return(self, node: Node, ins: Return) -> None:
        ret = self.fn.type.ret
        if ins.value is not None:
            if is_aggregate(ret) or is_aggregate(ins.value.type):
                raise Delegate
            self.line(f"f[1] = {self.rdc(ins.value, ret)}")
        self.line(f"return {self.succ(node)}")

    def _i_Call(self, node: Node, ins: Call) -> None:
        if isinstance(ins.callee, Indirect):
            self._indirect_call(node, ins, ins.callee)
            return
        if not isinstance(ins.callee, Direct):
            raise Delegate
        target = self.m.program.functions.get(ins.callee.name)
        if target is not None and not target.has_body and ins.callee.name in MODELS:
            self._library_call(node, ins, target)
            return
        if target is None or not target.has_body or len(ins.args) < len(target.params):
            raise Delegate
        args = []
        for i, a in enumerate(ins.args):
            if i < len(target.params) and is_aggregate(target.params[i].type):
                if not isinstance(a, Var) or not self.in_memory(a):
                    raise Delegate
                args.append(self.bind(self.m.global_obj(a.name)) if a.is_global
                            else f"f[{self.fl.slot[a]}]")
            elif i < len(target.params):
                args.append(self.rdc(a, target.params[i].type))
            elif target.type.variadic:
                args.append(self.rd(a))
        tup = f"({', '.join(args)},)" if args else "()"
        self.line(f"ST.pend = ({target.name!r}, {tup}, {node.id})")
        self.line("return -1")

    def _library_call(self, node: Node, ins: Call, target: Function) -> None:
        """A modelled library function called directly: once the arguments are read nothing
        may send the node to the checked path (the model has side effects)."""
        dst = ins.dst
        store = ""
        if dst is not None:
            if not self.fl.is_slot_scalar(dst) or is_aggregate(dst.type):
                raise Delegate
            ret = target.type.ret
            conv = self.cv("rv", ret, dst.type)
            if conv != "rv" and not (isinstance(ret, IntType) and isinstance(dst.type, IntType)):
                raise Delegate
            store = f"f[{self.fl.slot[dst]}] = {conv}"
        args = [self.value(self.rd(a)) for a in ins.args]
        assert isinstance(ins.callee, Direct)
        name = ins.callee.name
        ctx = self.bind(CallCtx(ins, [], name), "CTX")
        self.line(f"{ctx}.frame = f")
        self.line(f"rv = CALLX({self.bind(MODELS[name], 'IMPL')}, [{', '.join(args)}], {ctx})")
        if store:
            self.line(store)
        self.line(f"return {self.succ(node)}")

    def _indirect_call(self, node: Node, ins: Call, callee: Indirect) -> None:
        """A call through a pointer to a function with a body; anything else is checked."""
        args = [self.value(self.rd(a)) for a in ins.args]
        q = self.rd(callee.ptr)
        self.line(f"o, k = {q}")
        self.line("h = CO.get(o.func)")
        self.line(f"if k or h is None: {self.bail}")
        tup = f"({', '.join(args)},)" if args else "()"
        self.line(f"ST.pend = (o.func, h({tup}), {node.id})")
        self.line("return -1")

    # ---- resume points and frame builder ----------------------------------------------------

    def _resume(self, node: Node) -> Resume:
        ins = node.instr
        assert isinstance(ins, Call)
        self.body, self.tmp, self.nid = [], 0, node.id
        dst = ins.dst
        target = self.m.program.functions.get(ins.callee.name) \
            if isinstance(ins.callee, Direct) else None
        fast = dst is None or (target is not None and self.fl.is_slot_scalar(dst) and
                               not is_aggregate(dst.type))
        checked: Resume = functools.partial(self.comp.checked.resume, node.id)
        if not fast:
            return checked
        if dst is not None and target is not None:
            try:
                self.line(f"f[{self.fl.slot[dst]}] = {self.cv('rv', target.type.ret, dst.type)}")
            except Delegate:
                return checked
        lines = ["def _f(f, rv):", *("    " + x for x in self.body),
                 f"    return {self.succ(node)}"]
        resume: Resume = instantiate(lines, self.ns)
        return resume

    def _enter(self) -> None:
        fl = self.fl
        template: list[Any] = [None, UNINIT, None, None] + [UNINIT] * (fl.nslots - 4)
        lines = [f"f = {self.bind(template, 'TEMPLATE')}.copy()"]
        owned = []
        for v in self.fn.variables():
            if v in fl.in_memory:
                o = f"o{fl.slot[v]}"
                lines.append(f"{o} = NEW({fl.sizes[v]}, {self.bind(fl.refs[v], 'REF')})")
                lines.append(f"f[{fl.slot[v]}] = {o}")
                owned.append(o)
        if owned:
            lines.append(f"f[0] = [{', '.join(owned)}]")
        for i, p in enumerate(self.fn.params):
            s = fl.slot[p]
            if p not in fl.in_memory:
                lines.append(f"f[{s}] = a[{i}]")
            elif is_aggregate(p.type):
                lines.append(f"COPYARG(o{s}, a[{i}])")
            else:
                lines.append(f"PUT(o{s}, 0, {code_of(p.type)}, a[{i}])")
        if self.fn.type.variadic:
            lines.append(f"f[2] = list(a[{len(self.fn.params)}:])")
        self.src.append("def enter(a):")
        self.src += ["    " + line for line in [*lines, "return f"]]
