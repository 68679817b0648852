"""The statements `l = r` of section 3.1 extracted from the IR, on an interprocedural
supergraph whose call edges grow as calls are resolved (context-insensitive)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import final

from ddpa.analyses.bidir.names import pointer_paths, ret_var, vkey
from ddpa.ir import classes, libmodel
from ddpa.ir.cxxabi import VIRTUAL_BASE
from ddpa.ir.instr import (
    AddrOf,
    Alloc,
    Arith,
    Call,
    Const,
    Copy,
    Direct,
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
    Unary,
    Var,
    Virtual,
)
from ddpa.ir.program import AddrInit, AggInit, Function, Init, Node, Program
from ddpa.ir.types import I32, ArrayType, RecordType, Type

Path = tuple[str, ...]


@final
@dataclass(frozen=True, slots=True)
class LExpr:
    """l ::= x | *x | x->f (kind "deref", path) | a.f (kind "field")."""

    kind: str
    var: Var
    path: Path = ()
    key: str = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", vkey(self.var))


@final
@dataclass(frozen=True, slots=True)
class RExpr:
    """r ::= y | *y | y->f | a.f | &a.f | &y->f ("faddr") | &fn | new (site) | null, and
    "class" (`fn` names a class): an object of that class, a constructor's `this`.
    `dispatch` (method key, function) marks a virtual call's receiver bound to the `this`
    of one of its targets: its value is then only the objects whose class runs that
    function for that method (and those of unknown class), as dispatch does."""

    kind: str
    var: Var | None = None
    path: Path = ()
    site: int = -1
    fn: str = ""
    dispatch: tuple[str, str] | None = None
    key: str = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", "" if self.var is None else vkey(self.var))


NULL = RExpr("null")


@final
@dataclass(frozen=True, slots=True)
class Assign:
    lhs: LExpr
    rhs: RExpr


@dataclass(eq=False)
class ENode:
    """A supergraph node: one IR statement (a call is two: binding and return)."""

    id: int
    node: Node | None
    assigns: list[Assign] = field(default_factory=list)
    preds: list[int] = field(default_factory=list)
    succs: list[int] = field(default_factory=list)
    call: Call | None = None  # the binding half of a call
    ret_of: int = -1  # the return half: id of its binding half
    callees: set[str] = field(default_factory=set)


def _operand(o: Operand) -> RExpr:
    return RExpr("var", o) if isinstance(o, Var) else NULL


def _copies(program: Program, dst: Var, src: RExpr, t: Type) -> list[Assign]:
    """`dst = src`, a record copy member by member (section 3.1)."""
    if not isinstance(t, RecordType | ArrayType) or src.kind not in ("var", "deref", "field"):
        return [Assign(LExpr("var", dst), src)]
    out = []
    for p in pointer_paths(program, t):
        if p:
            s = src.var
            assert s is not None
            kind = "deref" if src.kind == "deref" else "field"
            out.append(Assign(LExpr("field", dst, p), RExpr(kind, s, src.path + p)))
    return out


def is_subobject_call(call: Call) -> bool:
    """`__ddpa_virtual_base(p)`: the address of a subobject of p's object, which the
    analysis names by the object itself (as it does base subobjects)."""
    return isinstance(call.callee, Direct) and call.callee.name == VIRTUAL_BASE


def statements(program: Program, n: Node) -> list[Assign]:
    """The assignments of one IR node (calls excluded: their bindings are dynamic)."""
    i = n.instr
    match i:
        case Copy(dst=d, value=v):
            return _copies(program, d, _operand(v), d.type)
        case AddrOf(dst=d, target=FuncRef(name=f)):
            return [Assign(LExpr("var", d), RExpr("fn", fn=f))]
        case AddrOf(dst=d, target=Var() as a, path=p):
            return [Assign(LExpr("var", d), RExpr("addr", a, p))]
        case FieldAddr(dst=d, ptr=y, path=p):
            return [Assign(LExpr("var", d), RExpr("faddr", y, p))]
        case Load(dst=d, ptr=y, path=p):
            if p and p[-1] == "__vptr":
                return []  # dispatch uses the objects' classes, not the vtable tokens
            return _copies(program, d, RExpr("deref", y, p), d.type)
        case Store(ptr=x, path=p, value=v):
            if p and p[-1] == "__vptr":
                return []
            if isinstance(v, Var) and isinstance(v.type, RecordType | ArrayType):
                return [Assign(LExpr("deref", x, p + q), RExpr("field", v, q))
                        for q in pointer_paths(program, v.type) if q]
            return [Assign(LExpr("deref", x, p), _operand(v))]
        case FieldRead(dst=d, base=a, path=p):
            return _copies(program, d, RExpr("field", a, p), d.type)
        case FieldWrite(base=a, path=p, value=v):
            if p and p[-1] == "__vptr":
                return []
            return [Assign(LExpr("field", a, p), _operand(v))]
        case PtrAdd(dst=d, base=b):
            return [Assign(LExpr("var", d), RExpr("var", b))]
        case Arith(dst=d, a=a, b=b):
            return [Assign(LExpr("var", d), RExpr("var", o)) for o in (a, b)
                    if isinstance(o, Var)] or [Assign(LExpr("var", d), NULL)]
        case Unary(dst=d, a=a):
            return [Assign(LExpr("var", d), _operand(a))]
        case Alloc(dst=d, site=s):
            return [Assign(LExpr("var", d), RExpr("new", site=s))]
        case Call(dst=Var() as d, callee=Direct(name=name), args=(Var() as a,)) \
                if name == VIRTUAL_BASE:
            return [Assign(LExpr("var", d), RExpr("var", a))]  # a subobject: the object
        case Return(value=v) if v is not None:
            t = v.type if isinstance(v, Var) else I32
            return _copies(program, ret_var(n.func.name), _operand(v), t)
    return []


def _init_assigns(g: Var, t: Type, init: Init, path: Path, program: Program,
                  out: list[Assign]) -> None:
    if isinstance(init, AddrInit):
        tgt = init.target
        r = (RExpr("fn", fn=tgt.name) if isinstance(tgt, FuncRef)
             else RExpr("addr", tgt, init.path))
        out.append(Assign(LExpr("field", g, path) if path else LExpr("var", g), r))
    elif isinstance(init, AggInit):
        if isinstance(t, ArrayType):
            for it in init.items:
                if it is not None:
                    _init_assigns(g, t.elem, it, path, program, out)
        elif isinstance(t, RecordType) and (rec := program.records.get(t.name)) is not None:
            for fld, it in zip(rec.fields, init.items, strict=False):
                if it is not None:
                    _init_assigns(g, fld.type, it, (*path, fld.name), program, out)


@dataclass(eq=False)
class Supergraph:
    """All functions' statements; `start` runs the global initialisers, then `main`."""

    program: Program
    nodes: list[ENode] = field(default_factory=list)
    of_ir: dict[Node, int] = field(default_factory=dict)  # IR node -> (binding) ENode id
    entry: dict[str, int] = field(default_factory=dict)
    exit: dict[str, int] = field(default_factory=dict)
    start: int = 0
    roots: list[str] = field(default_factory=list)  # the functions Start calls
    _dispatching: set[str] | None = None

    @staticmethod
    def build(program: Program) -> Supergraph:
        sg = Supergraph(program)
        start = sg._new(None)
        for gl in program.globals.values():
            if gl.init is not None:
                _init_assigns(gl.var, gl.var.type, gl.init, (), program, start.assigns)
        for f in program.defined_functions():
            for n in f.nodes:
                e = sg._new(n)
                sg.of_ir[n] = e.id
                if isinstance(n.instr, Call) and not is_subobject_call(n.instr):
                    e.call = n.instr
                    r = sg._new(n)
                    r.ret_of = e.id
                    sg._edge(e.id, r.id)  # the bypass edge: locals live across the call
                else:
                    e.assigns.extend(statements(program, n))
            sg.entry[f.name] = sg.of_ir[f.entry]
            sg.exit[f.name] = sg.of_ir[f.exit]
            for n in f.nodes:
                src = sg.of_ir[n] + (1 if sg.nodes[sg.of_ir[n]].call is not None else 0)
                for s in n.succs:
                    sg._edge(src, sg.of_ir[s])
        roots = ["main"] if "main" in sg.entry else sorted(sg.entry)
        for root in roots:
            sg._edge(start.id, sg.entry[root])
        sg.roots = roots
        return sg

    def _new(self, n: Node | None) -> ENode:
        e = ENode(len(self.nodes), n)
        self.nodes.append(e)
        return e

    def _edge(self, a: int, b: int) -> None:
        if b not in self.nodes[a].succs:
            self.nodes[a].succs.append(b)
            self.nodes[b].preds.append(a)

    def ret_node(self, call: int) -> int:
        return call + 1

    def dispatching(self) -> set[str]:
        """Functions that may make a virtual or indirect call, themselves or through the
        functions they call directly (computed once): only while one of those runs can a
        constructor's object be dispatched on as the constructor's class. A destructor
        called (a constructor's landing pad destroying what it built) does not count: its
        own `this` is bound to its own class."""
        if self._dispatching is None:
            callers: dict[str, set[str]] = {}
            out: set[str] = set()
            funcs = self.program.functions
            for f in self.program.defined_functions():
                for _, c in f.calls():
                    name = c.callee.name if isinstance(c.callee, Direct) else ""
                    target = funcs.get(name)
                    if name and ((target is not None and target.has_body) or
                                 _calls_nothing_back(name)):
                        if target is None or not _is_destructor(target):
                            callers.setdefault(name, set()).add(f.name)
                    else:  # (or a library call that may call back)
                        out.add(f.name)
            todo = sorted(out)
            while todo:
                for g in callers.get(todo.pop(), ()):
                    if g not in out:
                        out.add(g)
                        todo.append(g)
            self._dispatching = out
        return self._dispatching

    def add_callee(self, call: int, fn: str,
                   callback: libmodel.Callback | None = None) -> bool:
        """Bind a resolved callee at a call: formals from actuals (the receiver is `this`),
        the call's result from the callee's return; for a function a library call calls
        back (`callback`), formals from the arguments the library passes it (each one's
        value, a pointer into its object), and no result. False if known or without a
        body."""
        e = self.nodes[call]
        f = self.program.functions.get(fn)
        if fn in e.callees or f is None or not f.has_body or e.call is None:
            return False
        e.callees.add(fn)
        c = e.call
        actuals: list[Operand | None] = list(c.actuals) if callback is None else [
            c.args[i] if i is not None and i < len(c.args) else None for i in callback.args]
        for k, (formal, a) in enumerate(zip(f.params, actuals, strict=False)):
            if k == 0 and callback is None and isinstance(c.callee, Virtual):
                # the receiver: only its objects that dispatch to fn become fn's `this`
                e.assigns.append(Assign(LExpr("var", formal), RExpr(
                    "var", c.callee.receiver, dispatch=(c.callee.method, fn))))
                continue
            e.assigns.extend(_copies(self.program, formal, _operand(a), formal.type)
                             if a is not None and not isinstance(a, Const)
                             else [Assign(LExpr("var", formal), NULL)])
        cls = classes.constructor_class(f)
        rec = self.program.records.get(cls) if cls is not None else None
        if rec is not None and rec.vmethods and fn in self.dispatching():
            # while a constructor or destructor runs, its object is of the constructor's
            # class for virtual calls (it may be a base subobject of a derived object)
            e.assigns.append(Assign(LExpr("var", f.params[0]), RExpr("class", fn=rec.name)))
        if c.dst is not None and callback is None:
            r = self.nodes[self.ret_node(call)]
            r.assigns.extend(_copies(self.program, c.dst, RExpr("var", ret_var(fn)),
                                     c.dst.type))
        self._edge(call, self.entry[fn])
        self._edge(self.exit[fn], self.ret_node(call))
        return True


def _is_destructor(fn: Function) -> bool:
    cls = classes.constructor_class(fn)
    return cls is not None and fn.name.rsplit("::", 1)[-1].startswith("~")


def _calls_nothing_back(name: str) -> bool:
    """A body-less function whose model calls no function of the program."""
    m = libmodel.model(name)
    return m is not None and not m.callbacks and not m.runs


def call_kind(c: Call) -> str:
    if isinstance(c.callee, Virtual):
        return "virtual"
    if isinstance(c.callee, Indirect):
        return "indirect"
    return "direct"
