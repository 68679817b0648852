"""One concolic run over the IR: concrete values with Z3 bit-vector shadows, and its path.

Dynamic symbolic execution as Anand, Godefroid and Tillmann (TACAS 2008) recall it in
section 2: run on concrete inputs, collect the path constraint of the branches taken.

A small evaluator of its own walks the IR of the program (it does not drive the compiled
engine of `ddpa.interp`): every value is a pair (concrete, shadow), the shadow a Z3
bit-vector over the input symbols or None when the value does not depend on the inputs.
Concrete integer arithmetic is `ddpa.interp.semantics` (so overflow, division by zero and
bad shifts fault exactly as in `ddpa run`); shadows follow C's semantics on bit-vectors of
the type's width: sign or zero extension by signedness, truncation, signed or unsigned
division, remainder, right shift and comparison. Memory is a map of objects to typed cells
at byte offsets; a load or store at a symbolic offset is concretised and the equality
recorded in the path as a fixed (never negated) constraint, as is any symbolic value that
flows where no shadow is kept (floats, integer-to-pointer casts, library arguments).
The interpreter proper confirms every input the search reports (`ddpa.symex.replay`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

import z3

from ddpa.interp.errors import Fault, FaultKind
from ddpa.interp.layout import Layout
from ddpa.interp.semantics import binary, unary
from ddpa.interp.values import common_type, wrap
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
    Entry,
    Exit,
    FieldAddr,
    FieldRead,
    FieldWrite,
    FuncRef,
    Indirect,
    Load,
    Nop,
    Operand,
    PtrAdd,
    Return,
    Store,
    Switch,
    Unary,
    UnOp,
    Var,
)
from ddpa.ir.program import AddrInit, AggInit, Function, Node, Program, ScalarInit, StringInit
from ddpa.ir.types import ArrayType, FloatType, IntType, PointerType, RecordType, Type
from ddpa.symex.inputs import Concrete, InputSpec

Sym = Any  # a z3 BitVecRef, or None for a value that does not depend on the inputs
I64 = IntType(64, True)
U8 = IntType(8, False)


class Obj:
    """A memory object: typed cells at byte offsets; `func` for a function's address."""

    __slots__ = ("cells", "func", "input", "name", "readonly", "size", "written")

    def __init__(self, name: str, size: int, func: str | None = None,
                 readonly: bool = False) -> None:
        self.name = name
        self.size = size
        self.cells: dict[int, tuple[Any, Sym, Type]] = {}
        self.func = func
        self.readonly = readonly
        self.written = False  # stored to during the run (summaries need unchanged memory)
        self.input = False  # the bytes of a symbolic string: read at symbolic offsets

    def __repr__(self) -> str:
        return f"<obj {self.name}>"


@dataclass(frozen=True, slots=True)
class Ptr:
    """A pointer: an object (None for null), a concrete byte offset and, into the bytes of
    a symbolic string input, the offset's 64-bit shadow (None: the offset is concrete)."""

    obj: Obj | None
    off: int
    sym: Any = field(default=None, compare=False)


NULL = Ptr(None, 0)


class Agg:
    """An aggregate value (struct or array) copied out of memory: its cells, rebased at 0."""

    __slots__ = ("cells",)

    def __init__(self, cells: dict[int, tuple[Any, Sym, Type]]) -> None:
        self.cells = cells


class Outcome(enum.Enum):
    RETURNED = "returned"
    ASSERT = "assertion failed"  # __assert_fail or abort: the targets of seed 004
    CRASH = "crash"  # a runtime error of the concrete run (division by zero, overflow...)
    EXIT = "exit"
    BUDGET = "budget"
    UNSUPPORTED = "unsupported"


@dataclass
class Step:
    """A decision of the path: a branch on an input-dependent value, or a fixed constraint.

    `conds[k]` is the condition of successor k of `node` (a Z3 Bool); `taken` is the index
    of the successor the run took. A fixed step (concretisation) has `node` None and one
    condition that is never negated. A library step (`lib`) is a decision inside a modelled
    library call or an implicit check (division by zero) at `node`: conds[0] is the condition,
    conds[1] its negation.
    """

    node: Node | None
    taken: int
    conds: list[Any]
    stack: tuple[str, ...] = ()
    lib: bool = False  # a decision inside a library model or an implicit check at `node`

    @property
    def fixed(self) -> bool:
        return self.node is None


@dataclass
class RunTrace:
    """What one concolic run did."""

    outcome: Outcome
    message: str = ""
    steps: list[Step] = field(default_factory=list)
    covered: set[Node] = field(default_factory=set)
    loc: str = ""
    edges: list[tuple[Node, Node]] = field(default_factory=list)

    def condition(self) -> list[Any]:
        return [s.conds[s.taken] for s in self.steps]


class Unsupported(Exception):
    """A construct the concolic evaluator does not model (the run stops, said as such)."""


class _Stop(Exception):
    def __init__(self, outcome: Outcome, message: str) -> None:
        super().__init__(message)
        self.outcome = outcome
        self.message = message


class Observer:
    """Extension point for the compositional search: told of calls, returns and branches."""

    def enter(self, fn: Function, args: list[tuple[Any, Sym]]) -> None:
        """`fn` is entered with the argument values."""

    def leave(self, fn: Function, value: tuple[Any, Sym] | None) -> None:
        """`fn` returns `value` (None for void)."""

    def branch(self, node: Node, taken: int, conds: list[Any]) -> None:
        """A branch at `node` on an input-dependent value."""


def bv(c: int, bits: int) -> Any:
    return z3.BitVecVal(c, bits)


def conv_sym(s: Sym, c: Any, ft: Type, tt: Type) -> Sym:
    """The shadow of an integer conversion from `ft` to `tt` (None stays None)."""
    if s is None:
        return None
    if not isinstance(tt, IntType) or not isinstance(ft, IntType):
        return None
    fb, tb = ft.bits, tt.bits
    if tb == 1:
        return z3.If(s != bv(0, fb), bv(1, 1), bv(0, 1))
    if tb > fb:
        return z3.SignExt(tb - fb, s) if ft.signed and fb > 1 else z3.ZeroExt(tb - fb, s)
    if tb < fb:
        return z3.Extract(tb - 1, 0, s)
    return s


def _rel(op: BinOp, a: Any, b: Any, signed: bool) -> Any:
    if op is BinOp.EQ:
        return a == b
    if op is BinOp.NE:
        return a != b
    if signed:
        return {BinOp.LT: a < b, BinOp.LE: a <= b, BinOp.GT: a > b, BinOp.GE: a >= b}[op]
    return {BinOp.LT: z3.ULT(a, b), BinOp.LE: z3.ULE(a, b), BinOp.GT: z3.UGT(a, b),
            BinOp.GE: z3.UGE(a, b)}[op]


def sym_binary(op: BinOp, a: tuple[Any, Sym], b: tuple[Any, Sym], ta: IntType, tb: IntType,
               dst: Type) -> Sym:
    """The shadow of `op(a, b)` on integers with C's usual arithmetic conversions."""
    shift = op in (BinOp.SHL, BinOp.SHR)
    ct = common_type(ta, ta) if shift else common_type(ta, tb)
    assert isinstance(ct, IntType)
    sa = a[1] if a[1] is not None else bv(a[0], ta.bits)
    sb = b[1] if b[1] is not None else bv(b[0], tb.bits)
    x = conv_sym(sa, a[0], ta, ct)
    y = conv_sym(sb, b[0], tb, ct) if not shift else _resize(sb, tb, ct.bits)
    if op.is_comparison:
        if not isinstance(dst, IntType):
            return None
        return z3.If(_rel(op, x, y, ct.signed), bv(1, dst.bits), bv(0, dst.bits))
    if op is BinOp.ADD:
        r = x + y
    elif op is BinOp.SUB:
        r = x - y
    elif op is BinOp.MUL:
        r = x * y
    elif op is BinOp.DIV:
        r = x / y if ct.signed else z3.UDiv(x, y)
    elif op is BinOp.REM:
        r = z3.SRem(x, y) if ct.signed else z3.URem(x, y)
    elif op is BinOp.SHL:
        r = x << y
    elif op is BinOp.SHR:
        r = x >> y if ct.signed else z3.LShR(x, y)
    elif op is BinOp.AND:
        r = x & y
    elif op is BinOp.OR:
        r = x | y
    else:
        r = x ^ y
    return conv_sym(r, None, ct, dst)


def _resize(s: Any, t: IntType, bits: int) -> Any:
    if t.bits < bits:
        return z3.ZeroExt(bits - t.bits, s)
    if t.bits > bits:
        return z3.Extract(bits - 1, 0, s)
    return s


def truth_cond(c: Any, s: Sym) -> Any:
    """The Z3 condition `value != 0` of a symbolic scalar."""
    return s != bv(0, s.size())


class Frame:
    __slots__ = ("fn", "objs", "vals")

    def __init__(self, fn: Function) -> None:
        self.fn = fn
        self.vals: dict[Var, tuple[Any, Sym]] = {}
        self.objs: dict[Var, Obj] = {}


#: library functions whose calls end the run as a failed assertion (the targets)
FAILING = frozenset({"__assert_fail", "abort", "__assert_rtn", "__assert"})
#: the standard streams (extern FILE * globals), modelled as opaque handles
STREAMS = frozenset({"stdin", "stdout", "stderr"})
#: library functions reading standard input that the evaluator models
STDIN_READERS = frozenset({"getchar", "getc", "fgetc", "fgets", "read", "fread"})
#: library functions with only output effects: they are run for nothing and return 0
OUTPUT = frozenset({"printf", "fprintf", "puts", "putchar", "fputs", "fputc", "putc",
                    "fflush", "perror"})


class Concolic:
    """Runs functions of one program concolically; reusable across runs (layouts, globals)."""

    def __init__(self, program: Program, max_steps: int = 20_000) -> None:
        self.program = program
        self.layout = Layout(program)
        self.max_steps = max_steps
        self._addr_taken: dict[str, set[Var]] = {}
        self.observer: Observer | None = None
        # a read at a symbolic offset: a select from the input's bytes as one array term
        # (True), or a chain of if-then-else over the byte positions (False)
        self.byte_arrays = False

    # ---- one run ----------------------------------------------------------------------

    def run(self, spec: InputSpec, values: list[Concrete],
            observer: Observer | None = None) -> RunTrace:
        """Run the entry function of `spec` on `values` with the inputs symbolic."""
        self.observer = observer
        self.trace = RunTrace(Outcome.RETURNED)
        self.arrays: dict[int, tuple[Obj, Any]] = {}
        self.globals: dict[str, Obj] = {}
        self.steps_left = self.max_steps
        self.stack: list[str] = []
        self.heap = 0
        self.node: Node | None = None
        self.stdin: list[tuple[int, Sym]] = []
        self.stdin_pos = 0
        fn = self.program.functions[spec.function]
        try:
            args = self._make_inputs(spec, values)
            self.call(fn, args)
        except _Stop as e:
            self.trace.outcome, self.trace.message = e.outcome, e.message
        except Fault as e:
            self.trace.outcome = Outcome.CRASH
            self.trace.message = f"runtime error: {e.message}"
        except Unsupported as e:
            self.trace.outcome, self.trace.message = Outcome.UNSUPPORTED, str(e)
        except RecursionError:
            self.trace.outcome, self.trace.message = Outcome.BUDGET, "call depth exhausted"
        return self.trace

    def _make_inputs(self, spec: InputSpec, values: list[Concrete]) -> list[tuple[Any, Sym]]:
        args: list[tuple[Any, Sym]] = []
        for p, v in zip(spec.params, values, strict=True):
            syms = spec.symbols[p.name]
            if p.kind == "stdin":
                assert isinstance(v, bytes)
                data = v[:p.length].ljust(p.length, b"\0")
                self.stdin = [(b, syms[i]) for i, b in enumerate(data)]
                continue
            if p.kind == "int":
                assert isinstance(v, int)
                args.append((v, syms[0]))
            elif p.kind == "str":
                assert isinstance(v, bytes)
                data = v[:spec.max_len].ljust(spec.max_len, b"\0")
                obj = Obj(p.name, spec.max_len + 1)
                obj.input = True
                for i, byte in enumerate(data):
                    c = byte - 256 if byte >= 128 else byte
                    obj.cells[i] = (c, syms[i], IntType(8, True))
                obj.cells[spec.max_len] = (0, None, IntType(8, True))
                args.append((Ptr(obj, 0), None))
            else:
                assert isinstance(v, tuple) and isinstance(p.type, PointerType)
                obj = Obj(p.name, self.layout.size(p.type.pointee))
                for (_, off, t), x, s in zip(p.fields, v, syms, strict=True):
                    obj.cells[off] = (x, s, t)
                args.append((Ptr(obj, 0), None))
        if spec.argv:  # main(argc, argv): argv[0] is the program's name, argv[argc] null
            name = Obj("argv[0]", 5)
            for i, byte in enumerate(b"prog\0"):
                name.cells[i] = (byte, None, IntType(8, True))
            vec = Obj("argv", 8 * (len(args) + 2))
            ptr_t = PointerType(IntType(8, True))
            for i, a in enumerate([(Ptr(name, 0), None), *args, (NULL, None)]):
                vec.cells[8 * i] = (a[0], None, ptr_t)
            return [(len(args) + 1, None), (Ptr(vec, 0), None)]
        return args

    def fix(self, c: Any, s: Sym) -> None:
        """Concretise a shadow: the path keeps `s == c` as a fixed constraint."""
        if s is not None:
            self.add_step(Step(None, 0, [s == bv(int(c), s.size())]))

    def add_step(self, step: Step) -> None:
        """Record a decision of the path (the compositional search files it per call)."""
        self.trace.steps.append(step)

    # ---- functions ----------------------------------------------------------------------

    def call(self, fn: Function, args: list[tuple[Any, Sym]]) -> tuple[Any, Sym] | None:
        if not fn.has_body:
            return self.library(fn.name, args, None)
        if len(self.stack) > 200:
            raise _Stop(Outcome.BUDGET, "call depth budget exhausted")
        frame = Frame(fn)
        taken = self._taken(fn)
        for p, a in zip(fn.params, args, strict=False):
            self._set(frame, p, self._as(a, p.type), taken)
        self.stack.append(fn.name)
        if self.observer is not None:
            self.observer.enter(fn, args)
        try:
            result = self._body(frame, taken)
        finally:
            self.stack.pop()
        if self.observer is not None:
            self.observer.leave(fn, result)
        return result

    def _taken(self, fn: Function) -> set[Var]:
        """Variables of fn kept in memory: address taken or aggregate."""
        got = self._addr_taken.get(fn.name)
        if got is None:
            got = {n.instr.target for n in fn.nodes
                   if isinstance(n.instr, AddrOf) and isinstance(n.instr.target, Var)}
            got |= {v for v in [*fn.params, *fn.locals, *fn.temps]
                    if isinstance(v.type, ArrayType | RecordType)}
            self._addr_taken[fn.name] = got
        return got

    def _body(self, frame: Frame, taken: set[Var]) -> tuple[Any, Sym] | None:
        fn = frame.fn
        node = fn.nodes[0]
        covered = self.trace.covered
        while True:
            covered.add(node)
            self.node = node
            self.steps_left -= 1
            if self.steps_left < 0:
                raise _Stop(Outcome.BUDGET, "step budget exhausted")
            ins = node.instr
            try:
                nxt = self._exec(frame, taken, node, ins)
            except Fault as e:
                if e.loc is None:
                    e.loc = ins.loc
                    e.function = fn.name
                self.trace.loc = f"{ins.loc.file}:{ins.loc.line}"
                raise
            if isinstance(nxt, _Ret):
                return nxt.value
            if nxt < 0:
                return None
            self.trace.edges.append((node, node.succs[nxt]))
            node = node.succs[nxt]

    def _exec(self, frame: Frame, taken: set[Var], node: Node, ins: Any) -> Any:
        if isinstance(ins, Entry | Nop):
            return 0
        if isinstance(ins, Exit):
            return -1
        if isinstance(ins, Copy):
            v = self.value(frame, ins.value)
            self._set(frame, ins.dst, self._as_from(v, ins.value, ins.dst.type), taken)
            return 0
        if isinstance(ins, Arith):
            self._set(frame, ins.dst, self._arith(frame, ins), taken)
            return 0
        if isinstance(ins, Unary):
            self._set(frame, ins.dst, self._unary(frame, ins), taken)
            return 0
        if isinstance(ins, Branch):
            c, s = self.value(frame, ins.cond)
            way = 0 if _truth(c) else 1
            if s is not None:
                cond = truth_cond(c, s)
                self._decide(node, way, [cond, z3.Not(cond)])
            return way
        if isinstance(ins, Switch):
            return self._switch(frame, node, ins)
        if isinstance(ins, Return):
            if ins.value is None:
                return _Ret(None)
            v = self.value(frame, ins.value)
            return _Ret(self._as_from(v, ins.value, frame.fn.type.ret))
        if isinstance(ins, Call):
            return self._call(frame, taken, ins)
        if isinstance(ins, AddrOf):
            self._set(frame, ins.dst, (self._addr(frame, ins), None), taken)
            return 0
        if isinstance(ins, FieldAddr):
            p, s = self.value(frame, ins.ptr)
            off = self.layout.path(_pointee(ins.ptr.type), ins.path)[0]
            self._set(frame, ins.dst, (_offset(p, off), None), taken)
            return 0
        if isinstance(ins, PtrAdd):
            p, _ = self.value(frame, ins.base)
            ic, isym = self.value(frame, ins.index)
            it = ins.index.type
            if isym is not None and isinstance(p, Ptr) and p.obj is not None and \
                    p.obj.input and not p.obj.written and isinstance(it, IntType):
                base = p.sym if p.sym is not None else bv(p.off, 64)
                step = conv_sym(isym, ic, it, I64) * bv(ins.scale, 64)
                q = Ptr(p.obj, p.off + int(ic) * ins.scale, base + step)
            else:
                self.fix(ic, isym)  # offsets elsewhere are concrete
                q = _offset(p, int(ic) * ins.scale)
            self._set(frame, ins.dst, (q, None), taken)
            return 0
        if isinstance(ins, Load):
            p, _ = self.value(frame, ins.ptr)
            off, _ = self.layout.path(_pointee(ins.ptr.type), ins.path)
            self._set(frame, ins.dst, self.load(_offset(p, off), ins.dst.type), taken)
            return 0
        if isinstance(ins, Store):
            p, _ = self.value(frame, ins.ptr)
            off, vt = self.layout.path(_pointee(ins.ptr.type), ins.path)
            vt = vt if ins.path else ins.value.type
            self.store(_offset(p, off), self._as_from(self.value(frame, ins.value), ins.value,
                                                      vt), vt)
            return 0
        if isinstance(ins, FieldRead):
            obj = self._var_obj(frame, ins.base)
            off, _ = self.layout.path(ins.base.type, ins.path)
            self._set(frame, ins.dst, self.load(Ptr(obj, off), ins.dst.type), taken)
            return 0
        if isinstance(ins, FieldWrite):
            obj = self._var_obj(frame, ins.base)
            off, vt = self.layout.path(ins.base.type, ins.path)
            self.store(Ptr(obj, off), self._as_from(self.value(frame, ins.value), ins.value,
                                                    vt), vt)
            return 0
        if isinstance(ins, Alloc):
            return self._alloc(frame, taken, ins)
        raise Unsupported(f"{ins.loc}: instruction '{type(ins).__name__}' is not modelled")

    def _decide(self, node: Node, taken: int, conds: list[Any]) -> None:
        self.add_step(Step(node, taken, conds, tuple(self.stack)))
        if self.observer is not None:
            self.observer.branch(node, taken, conds)

    def _switch(self, frame: Frame, node: Node, ins: Switch) -> int:
        c, s = self.value(frame, ins.value)
        idx = len(ins.cases)
        for k, vals in enumerate(ins.cases):
            if int(c) in vals:
                idx = k
                break
        if s is not None:
            w = s.size()
            conds = [z3.Or([s == bv(v, w) for v in vals]) for vals in ins.cases]
            conds.append(z3.And([z3.Not(x) for x in conds]) if conds else z3.BoolVal(True))
            self._decide(node, idx, conds)
        return idx

    # ---- values -------------------------------------------------------------------------

    def value(self, frame: Frame, op: Operand) -> tuple[Any, Sym]:
        if isinstance(op, Const):
            if isinstance(op.type, PointerType):
                return (NULL if op.value == 0 else Ptr(None, int(op.value)), None)
            return (op.value, None)
        if isinstance(op, Var):
            if op.is_global:
                return self.load(Ptr(self.global_obj(op.name), 0), op.type)
            obj = frame.objs.get(op)
            if obj is not None:
                if isinstance(op.type, ArrayType):
                    return (Ptr(obj, 0), None)  # an array used as a value decays
                return self.load(Ptr(obj, 0), op.type)
            got = frame.vals.get(op)
            if got is None:
                return (0, None)  # read before any write (the interpreter reports those)
            return got
        if isinstance(op, FuncRef):
            return (Ptr(Obj(op.name, 0, func=op.name), 0), None)
        raise Unsupported(f"operand {op!r} is not modelled")

    def _set(self, frame: Frame, v: Var, val: tuple[Any, Sym], taken: set[Var]) -> None:
        if v.is_global:
            self.store(Ptr(self.global_obj(v.name), 0), val, v.type)
        elif v in taken:
            self.store(Ptr(self._var_obj(frame, v), 0), val, v.type)
        else:
            frame.vals[v] = val

    def _var_obj(self, frame: Frame, v: Var) -> Obj:
        if v.is_global:
            return self.global_obj(v.name)
        obj = frame.objs.get(v)
        if obj is None:
            obj = frame.objs[v] = Obj(v.src_name or v.name, self.layout.size(v.type))
        return obj

    def _addr(self, frame: Frame, ins: AddrOf) -> Ptr:
        target = ins.target
        if isinstance(target, FuncRef):
            return Ptr(Obj(target.name, 0, func=target.name), 0)
        obj = self._var_obj(frame, target)
        off, _ = self.layout.path(target.type, ins.path) if ins.path else (0, target.type)
        return Ptr(obj, off)

    def _as(self, v: tuple[Any, Sym], t: Type) -> tuple[Any, Sym]:
        """Conversion of a value whose type is not known (arguments): by value kind."""
        c, s = v
        if isinstance(t, IntType) and isinstance(c, int):
            ft = IntType(s.size(), True) if s is not None else t
            return (wrap(c, t), conv_sym(s, c, ft, t))
        return v

    def _as_from(self, v: tuple[Any, Sym], op: Operand, t: Type) -> tuple[Any, Sym]:
        """`v` (the value of operand `op`) converted to type `t` as C does."""
        c, s = v
        ft = op.type
        if isinstance(t, IntType):
            if isinstance(c, Ptr):
                if t.bits == 1:
                    return (0 if c.obj is None and c.off == 0 else 1, None)
                if c.obj is None:
                    return (wrap(c.off, t), None)
                raise Unsupported("a pointer converted to an integer is not modelled")
            if isinstance(c, float):
                self.fix(c, s)
                return (wrap(int(c), t), None)
            if isinstance(ft, IntType):
                return (wrap(int(c), t), conv_sym(s, c, ft, t))
            return (wrap(int(c), t), None)
        if isinstance(t, FloatType):
            self.fix(c, s)
            return (float(c), None)
        if isinstance(t, PointerType):
            if isinstance(c, Ptr):
                return v
            self.fix(c, s)
            return (NULL if int(c) == 0 else Ptr(None, int(c)), None)
        return v

    def _arith(self, frame: Frame, ins: Arith) -> tuple[Any, Sym]:
        a = self.value(frame, ins.a)
        b = self.value(frame, ins.b)
        ta, tb, dst = ins.a.type, ins.b.type, ins.dst.type
        if isinstance(a[0], Ptr) or isinstance(b[0], Ptr):
            return self._ptr_arith(ins.op, a, b, dst)
        if a[1] is not None or b[1] is not None:
            if not (isinstance(ta, IntType) and isinstance(tb, IntType)):
                self.fix(*a)
                self.fix(*b)
                return (binary(ins.op, a[0], b[0], ta, tb, dst, None), None)  # type: ignore[arg-type]
            if ins.op in (BinOp.DIV, BinOp.REM) and b[1] is not None:
                self._guard(b, "division by zero")
            c = binary(ins.op, a[0], b[0], ta, tb, dst, None)  # type: ignore[arg-type]
            return (c, sym_binary(ins.op, a, b, ta, tb, dst))
        return (binary(ins.op, a[0], b[0], ta, tb, dst, None), None)  # type: ignore[arg-type]

    def _guard(self, b: tuple[Any, Sym], what: str) -> None:
        """An implicit branch `b != 0` before a division, so a search can reach the fault."""
        s = b[1]
        cond = s != bv(0, s.size())
        taken = 0 if b[0] != 0 else 1
        self._decide_guard(cond, taken)

    def _decide_guard(self, cond: Any, taken: int) -> None:
        self._lib_branch(cond, taken == 0)

    def _ptr_arith(self, op: BinOp, a: tuple[Any, Sym], b: tuple[Any, Sym], dst: Type
                   ) -> tuple[Any, Sym]:
        pa, pb = a[0], b[0]
        for x in (pa, pb):
            if isinstance(x, Ptr) and x.sym is not None:
                self.fix(x.off, x.sym)  # comparisons and differences of pointers: concrete
        if not isinstance(pa, Ptr):
            self.fix(*a)
            pa = NULL if pa == 0 else Ptr(None, int(pa))
        if not isinstance(pb, Ptr):
            self.fix(*b)
            pb = NULL if pb == 0 else Ptr(None, int(pb))
        if op in (BinOp.EQ, BinOp.NE):
            same = pa.obj is pb.obj and pa.off == pb.off
            return (int(same == (op is BinOp.EQ)), None)
        if pa.obj is not pb.obj:
            raise Unsupported("arithmetic on pointers to different objects is not modelled")
        d = pa.off - pb.off
        if op is BinOp.SUB:
            return (d, None)
        if op.is_comparison:
            r = {BinOp.LT: d < 0, BinOp.LE: d <= 0, BinOp.GT: d > 0, BinOp.GE: d >= 0}[op]
            return (int(r), None)
        raise Unsupported(f"operator '{op.value}' on pointers is not modelled")

    def _unary(self, frame: Frame, ins: Unary) -> tuple[Any, Sym]:
        c, s = self.value(frame, ins.a)
        if isinstance(c, Ptr):
            if ins.op is UnOp.LNOT:
                return (int(c == NULL), None)
            raise Unsupported("arithmetic on a pointer is not modelled")
        r = unary(ins.op, c, ins.a.type, ins.dst.type, None)  # type: ignore[arg-type]
        ta, dst = ins.a.type, ins.dst.type
        if s is None or not isinstance(ta, IntType) or not isinstance(dst, IntType):
            self.fix(c, s)
            return (r, None)
        ct = common_type(ta, ta)
        assert isinstance(ct, IntType)
        x = conv_sym(s, c, ta, ct)
        if ins.op is UnOp.LNOT:
            return (r, z3.If(x == bv(0, ct.bits), bv(1, dst.bits), bv(0, dst.bits)))
        y = -x if ins.op is UnOp.NEG else ~x
        return (r, conv_sym(y, None, ct, dst))

    # ---- memory -------------------------------------------------------------------------

    def global_obj(self, name: str) -> Obj:
        obj = self.globals.get(name)
        if obj is None:
            g = self.program.globals.get(name)
            if g is None:
                raise Unsupported(f"global '{name}' is not defined in the program")
            obj = self.globals[name] = Obj(g.src_name or name, self.layout.size(g.var.type),
                                           readonly=g.is_const)
            self._init(obj, 0, g.var.type, g.init)
            if name in STREAMS and g.init is None and isinstance(g.var.type, PointerType):
                obj.cells[0] = (Ptr(Obj(f"<{name}>", 0), 0), None, g.var.type)
        return obj

    def _init(self, obj: Obj, off: int, t: Type, init: Any) -> None:
        if init is None:
            return
        if isinstance(init, ScalarInit):
            obj.cells[off] = (init.value, None, t)
        elif isinstance(init, StringInit):
            et = t.elem if isinstance(t, ArrayType) else IntType(8, True)
            for i, byte in enumerate(init.data):
                obj.cells[off + i] = (byte - 256 if byte >= 128 and _signed(et) else byte,
                                      None, et)
        elif isinstance(init, AddrInit):
            target = init.target
            if isinstance(target, FuncRef):
                obj.cells[off] = (Ptr(Obj(target.name, 0, func=target.name), 0), None, t)
            else:
                tobj = self.global_obj(target.name)
                o, _ = self.layout.path(target.type, init.path) if init.path else (0, None)
                obj.cells[off] = (Ptr(tobj, o + init.offset), None, t)
        elif isinstance(init, AggInit):
            if isinstance(t, ArrayType):
                size = self.layout.size(t.elem)
                for i, item in enumerate(init.items):
                    self._init(obj, off + i * size, t.elem, item)
            elif isinstance(t, RecordType):
                rec = self.layout.record(t)
                for f, item in zip(rec.fields, init.items, strict=False):
                    self._init(obj, off + f.offset, f.type, item)

    def load(self, p: Any, t: Type) -> tuple[Any, Sym]:
        if isinstance(p, Ptr) and p.sym is not None:
            return self._load_symbolic(p, t)
        obj = self._check(p, t, "read")
        off = p.off
        if isinstance(t, ArrayType | RecordType):
            size = self.layout.size(t)
            return (Agg({k - off: v for k, v in obj.cells.items() if off <= k < off + size}),
                    None)
        cell = obj.cells.get(off)
        size = self.layout.size(t)
        if cell is not None and self.layout.size(cell[2]) == size:
            c, s, ct = cell
            if isinstance(t, IntType) and isinstance(c, int):
                return (wrap(c, t), conv_sym(s, c, ct, t) if isinstance(ct, IntType) else s)
            return (c, s)
        if isinstance(t, IntType):
            return self._assemble(obj, off, t)
        if cell is None and not any(off - 8 < k < off + size for k in obj.cells):
            return (NULL if isinstance(t, PointerType) else 0, None)
        raise Unsupported(f"a read of '{t}' from the bytes of another value in '{obj.name}'")

    def _load_symbolic(self, p: Ptr, t: Type) -> tuple[Any, Sym]:
        """A byte of a string input read at a symbolic offset: a choice over its bytes,
        after an implicit bounds check (whose other side is an out-of-bounds read)."""
        obj = p.obj
        assert obj is not None
        size = self.layout.size(t)
        s = p.sym
        if size != 1 or not isinstance(t, IntType) or obj.written:
            self.fix(p.off, s)
            return self.load(Ptr(obj, p.off), t)
        inside = z3.And(s >= bv(0, 64), s < bv(obj.size, 64))
        self._lib_branch(inside, 0 <= p.off < obj.size)
        c, _ = self.load(Ptr(obj, p.off), t)
        if self.byte_arrays:
            return (c, conv_sym(z3.Select(self._bytes(obj), s), c, IntType(8, True), t))
        shadow: Any = None
        for k in range(obj.size - 1, -1, -1):
            cell = obj.cells.get(k)
            bc, bs = (cell[0], cell[1]) if cell is not None else (0, None)
            byte = bs if bs is not None else bv(int(bc) & 0xFF, 8)
            shadow = byte if shadow is None else z3.If(s == bv(k, 64), byte, shadow)
        return (c, conv_sym(shadow, c, IntType(8, True), t))

    def _bytes(self, obj: Obj) -> Any:
        """The bytes of an unwritten input as one array term (index: offset), built once
        per run and shared by every read at a symbolic offset."""
        got = self.arrays.get(id(obj))
        if got is None or got[0] is not obj:
            arr: Any = z3.K(z3.BitVecSort(64), bv(0, 8))
            for k in range(obj.size):
                cell = obj.cells.get(k)
                bc, bs = (cell[0], cell[1]) if cell is not None else (0, None)
                arr = z3.Store(arr, bv(k, 64), bs if bs is not None else bv(int(bc) & 0xFF, 8))
            got = self.arrays[id(obj)] = (obj, arr)
        return got[1]

    def _assemble(self, obj: Obj, off: int, t: IntType) -> tuple[Any, Sym]:
        """An integer read from the bytes of smaller or overlapping cells (little-endian)."""
        conc = 0
        parts: list[Any] = []
        symbolic = False
        for k in range(t.size):
            c, s = self._byte(obj, off + k)
            conc |= (c & 0xFF) << (8 * k)
            parts.append(s if s is not None else bv(c & 0xFF, 8))
            symbolic = symbolic or s is not None
        val = wrap(conc, t)
        if not symbolic:
            return (val, None)
        return (val, z3.Concat(*reversed(parts)) if len(parts) > 1 else parts[0])

    def _byte(self, obj: Obj, at: int) -> tuple[int, Sym]:
        for k in range(at, at - 8, -1):
            cell = obj.cells.get(k)
            if cell is None:
                continue
            c, s, ct = cell
            n = self.layout.size(ct)
            if at >= k + n:
                break
            if not isinstance(c, int):
                raise Unsupported(f"a byte of a pointer in '{obj.name}' read as an integer")
            i = at - k
            b = (c >> (8 * i)) & 0xFF
            return (b, z3.Extract(8 * i + 7, 8 * i, s) if s is not None and n > 1 else s)
        return (0, None)

    def store(self, p: Any, v: tuple[Any, Sym], t: Type) -> None:
        if isinstance(p, Ptr) and p.sym is not None:
            self.fix(p.off, p.sym)
            p = Ptr(p.obj, p.off)
        obj = self._check(p, t, "write")
        obj.written = True
        off = p.off
        if isinstance(t, ArrayType | RecordType):
            c = v[0]
            if not isinstance(c, Agg):
                raise Unsupported("an aggregate stored from a non-aggregate value")
            size = self.layout.size(t)
            for k in [k for k in obj.cells if off <= k < off + size]:
                del obj.cells[k]
            for k, cell in c.cells.items():
                obj.cells[off + k] = cell
            return
        size = self.layout.size(t)
        for k in [k for k in obj.cells if off - 8 < k < off + size and k != off]:
            ct = obj.cells[k][2]
            if k < off + size and k + self.layout.size(ct) > off:
                self._split(obj, k)
        for k in range(off + 1, off + size):
            obj.cells.pop(k, None)
        obj.cells[off] = (v[0], v[1], t)

    def _split(self, obj: Obj, k: int) -> None:
        c, s, ct = obj.cells.pop(k)
        n = self.layout.size(ct)
        if not isinstance(c, int):
            raise Unsupported(f"a partial overwrite of a pointer in '{obj.name}'")
        for i in range(n):
            b = (c >> (8 * i)) & 0xFF
            obj.cells[k + i] = (b, z3.Extract(8 * i + 7, 8 * i, s) if s is not None else None,
                                U8)

    def _check(self, p: Any, t: Type, what: str) -> Obj:
        if not isinstance(p, Ptr) or p.obj is None:
            raise Fault(FaultKind.NULL_DEREF, f"{what} through a null or invalid pointer")
        obj = p.obj
        size = self.layout.size(t)
        if p.off < 0 or p.off + size > obj.size:
            raise Fault(FaultKind.OUT_OF_BOUNDS, f"{what} of {size} bytes at offset {p.off} "
                        f"of '{obj.name}' ({obj.size} bytes)")
        return obj

    def _alloc(self, frame: Frame, taken: set[Var], ins: Alloc) -> int:
        vals = [self.value(frame, a) for a in ins.args]
        for c, s in vals:
            self.fix(c, s)
        if ins.fn in ("malloc", "calloc") or not vals:
            n = 1
            for c, _ in vals:
                n *= int(c) if isinstance(c, int) else 1
            self.heap += 1
            obj = Obj(f"heap{self.heap}", max(n, 0))
            if ins.fn == "calloc":
                for k in range(n):
                    obj.cells[k] = (0, None, U8)
            self._set(frame, ins.dst, (Ptr(obj, 0), None), taken)
            return 0
        raise Unsupported(f"allocation by '{ins.fn}' is not modelled")

    # ---- calls and the library ----------------------------------------------------------

    def _call(self, frame: Frame, taken: set[Var], ins: Call) -> int:
        args = [self.value(frame, a) for a in ins.args]
        args = [self._as_from(a, op, op.type) for a, op in zip(args, ins.args, strict=True)]
        callee = ins.callee
        if isinstance(callee, Direct):
            name = callee.name
        elif isinstance(callee, Indirect):
            p, _ = self.value(frame, callee.ptr)
            if not isinstance(p, Ptr) or p.obj is None or p.obj.func is None:
                raise Fault(FaultKind.BAD_CALL, "call through a pointer that is not a "
                            "function's address")
            name = p.obj.func
        else:
            raise Unsupported("virtual calls are not modelled")
        fn = self.program.functions.get(name)
        if fn is not None and fn.has_body:
            conv = [self._as_from(a, op, p.type)
                    for a, op, p in zip(args, ins.args, fn.params, strict=False)]
            result = self.call(fn, conv + args[len(conv):])
        else:
            result = self.library(name, args, ins)
        if ins.dst is not None:
            if result is None:
                result = (0, None)
            self._set(frame, ins.dst, self._as(result, ins.dst.type), taken)
        return 0

    def library(self, name: str, args: list[tuple[Any, Sym]], ins: Call | None
                ) -> tuple[Any, Sym] | None:
        """Models of the C library functions the examples use; others are unsupported."""
        if name in FAILING:
            where = f"{ins.loc.file}:{ins.loc.line}" if ins is not None else ""
            self.trace.loc = where
            raise _Stop(Outcome.ASSERT, f"{where}: {name} called" if where else name)
        if name in ("exit", "_Exit"):
            code = int(args[0][0]) if args else 0
            raise _Stop(Outcome.EXIT, f"exit({code})")
        if name in OUTPUT:
            return (0, None)
        if name == "strlen":
            return self._strlen(args[0][0])
        if name in STDIN_READERS:
            return self._read_stdin(name, args)
        if name in ("strcmp", "strncmp", "memcmp"):
            limit = None
            if name != "strcmp":
                self.fix(*args[2])
                limit = int(args[2][0])
            return self._compare(args[0][0], args[1][0], limit, name == "memcmp")
        raise Unsupported(f"call to the library function '{name}', which the concolic "
                          "evaluator does not model")

    def _stream(self, p: Any) -> None:
        if not isinstance(p, Ptr) or p.obj is None or p.obj.name != "<stdin>":
            raise Unsupported("reading a stream other than standard input is not modelled")

    def _getc(self) -> tuple[int, Sym]:
        """The next byte of standard input as an unsigned char, or EOF (-1) after it."""
        if self.stdin_pos >= len(self.stdin):
            return (-1, None)
        b, s = self.stdin[self.stdin_pos]
        self.stdin_pos += 1
        return (b, z3.ZeroExt(24, s) if s is not None else None)

    def _read_stdin(self, name: str, args: list[tuple[Any, Sym]]) -> tuple[Any, Sym]:
        """getchar, getc/fgetc (stdin), fgets (stdin), read (fd 0), fread (stdin)."""
        if name == "getchar":
            return self._getc()
        if name in ("getc", "fgetc"):
            self._stream(args[0][0])
            return self._getc()
        if name == "fgets":
            buf, (n, ns) = args[0][0], args[1]
            self._stream(args[2][0])
            self.fix(n, ns)
            got = 0
            while got < int(n) - 1:
                c, cs = self._getc()
                if c < 0:
                    break
                self.store(_offset(buf, got), (c, None if cs is None else
                                               z3.Extract(7, 0, cs)), U8)
                got += 1
                if cs is not None:
                    self._lib_branch(z3.Extract(7, 0, cs) == bv(10, 8), c == 10)
                if c == 10:
                    break
            if got == 0 and int(n) > 1:
                return (NULL, None)
            self.store(_offset(buf, got), (0, None), U8)
            return (buf, None)
        if name == "read":
            fd, (buf, _), (n, ns) = args[0], args[1], args[2]
            self.fix(*fd)
            if int(fd[0]) != 0:
                raise Unsupported("read from a descriptor other than 0 is not modelled")
        else:  # fread(buf, size, count, stdin)
            buf = args[0][0]
            self.fix(*args[1])
            n, ns = int(args[1][0]) * int(args[2][0]), args[2][1]
            self._stream(args[3][0])
        self.fix(n, ns)
        got = 0
        while got < int(n):
            c, cs = self._getc()
            if c < 0:
                break
            self.store(_offset(buf, got), (c, None if cs is None else z3.Extract(7, 0, cs)),
                       U8)
            got += 1
        if name == "fread" and int(args[1][0]) > 0:
            return (got // int(args[1][0]), None)
        return (got, None)

    def _lib_branch(self, cond: Any, taken_true: bool) -> None:
        """A decision inside a library model: recorded like a branch of the caller's code."""
        self.add_step(Step(self.node, 0 if taken_true else 1, [cond, z3.Not(cond)],
                           tuple(self.stack), lib=True))

    def _strlen(self, p: Any) -> tuple[Any, Sym]:
        i = 0
        while True:
            c, s = self.load(_offset(p, i), IntType(8, True))
            if s is not None:
                self._lib_branch(s == bv(0, 8), c == 0)
            if c == 0:
                return (i, None)
            i += 1

    def _compare(self, a: Any, b: Any, limit: int | None, mem: bool) -> tuple[Any, Sym]:
        i = 0
        while limit is None or i < limit:
            ca, sa = self.load(_offset(a, i), IntType(8, False))
            cb, sb = self.load(_offset(b, i), IntType(8, False))
            if sa is not None or sb is not None:
                xa = sa if sa is not None else bv(ca, 8)
                xb = sb if sb is not None else bv(cb, 8)
                self._lib_branch(xa == xb, ca == cb)
            if ca != cb:
                return (-1 if ca < cb else 1, None)
            if not mem and sa is not None:
                self._lib_branch(sa == bv(0, 8), ca == 0)
            if ca == 0 and not mem:
                return (0, None)
            i += 1
        return (0, None)


class _Ret:
    __slots__ = ("value",)

    def __init__(self, value: tuple[Any, Sym] | None) -> None:
        self.value = value


def _truth(c: Any) -> bool:
    if isinstance(c, Ptr):
        return c != NULL
    return bool(c)


def _signed(t: Type) -> bool:
    return isinstance(t, IntType) and t.signed


def _pointee(t: Type) -> Type:
    if isinstance(t, PointerType):
        return t.pointee
    if isinstance(t, ArrayType):
        return t.elem
    return IntType(8, True)


def _offset(p: Any, d: int) -> Any:
    if not isinstance(p, Ptr):
        raise Fault(FaultKind.BAD_POINTER, "pointer arithmetic on a value that is not a pointer")
    if d == 0:
        return p
    return Ptr(p.obj, p.off + d, None if p.sym is None else p.sym + bv(d, 64))
