"""Hypothesis strategies that build random well-formed IR programs through the IR API.

Import from test modules after putting this directory on `sys.path`:

    sys.path.insert(0, str(Path(__file__).parent))
    from ir_strategies import programs

`programs()` draws a `Program` that `ddpa.ir.verify.verify_program` accepts without any
message: records (some recursive through pointers, some incomplete, with bases and virtual
methods), globals with every initialiser kind, declared and defined functions whose nodes
cover every instruction kind, and CFGs in which every node is reachable from entry and
every node has the number of successors its instruction requires. Names, file names and
source texts deliberately include characters that need quoting or escaping.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from hypothesis import strategies as st

from ddpa.ir.instr import (
    NOLOC,
    AddrOf,
    AddrTarget,
    Alloc,
    Arith,
    BinOp,
    Branch,
    Call,
    Callee,
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
    Nop,
    Operand,
    Path,
    PtrAdd,
    Return,
    Store,
    Switch,
    Unary,
    UnOp,
    Var,
    VarKind,
    Virtual,
)
from ddpa.ir.program import (
    AddrInit,
    AggInit,
    AllocSite,
    Function,
    Global,
    Init,
    Program,
    ScalarInit,
    StringInit,
    add_edge,
    expected_succs,
)
from ddpa.ir.types import (
    BOOL,
    F32,
    F64,
    F80,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    VOID,
    ArrayType,
    Field,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Record,
    RecordKind,
    RecordType,
    Type,
)

Draw = Callable[[st.SearchStrategy[Any]], Any]

# --- names and text ----------------------------------------------------------------------

identifiers = st.from_regex(r"[A-Za-z_$][A-Za-z0-9_$]{0,5}", fullmatch=True)
# Identifiers that are also keywords or token shapes of the text form.
keyword_names = st.sampled_from(
    ["call", "null", "inf", "nan", "n2", "x", "struct", "zero", "entry", "ret", "src",
     "static", "fn", "i32", "virtual", "add", "ptradd", "alloc", "extern", "e5", "base"]
)
# Names the printer must quote.
quoted_names = st.one_of(
    st.sampled_from(["a b", "ns::f", 'x"y', "back\\slash", ";", "ü", "1abc", "", "a.b",
                     "->", "n1, n2", "%x", "@g", "é\u2028z", "tab\there", "😀"]),
    st.text(max_size=5),
)
names = st.one_of(identifiers, keyword_names, quoted_names)
# Record names are printed unquoted by `RecordType.text()`, so they stay within the
# characters the reader accepts there.
record_names = st.from_regex(
    r"[A-Za-z_$][A-Za-z0-9_$]{0,5}(::[A-Za-z_][A-Za-z0-9_]{0,3}|\.[0-9]{1,2})?",
    fullmatch=True,
)
awkward_text = st.one_of(
    st.sampled_from(['x = "y";', "a\\b", "; -> n1", "p->f.g = *q;", "ünï 😀", "", "\n\t\x00"]),
    st.text(max_size=12),
)
file_names = st.one_of(st.sampled_from(["a.c", "dir/b c.c", 'q"uote.c', "w\\in.c"]), awkward_text)


@st.composite
def locs(draw: Draw) -> Loc:
    if draw(st.integers(0, 4)) == 0:
        return NOLOC
    return Loc(draw(file_names), draw(st.integers(0, 10**6)), draw(st.integers(0, 500)))


# --- types -------------------------------------------------------------------------------

SCALAR_TYPES: list[Type] = [BOOL, I8, U8, I16, U16, I32, U32, I64, U64, F32, F64, F80,
                            IntType(128, True)]
scalar_types: st.SearchStrategy[Type] = st.sampled_from(SCALAR_TYPES)
array_lengths = st.one_of(st.none(), st.integers(0, 6))


def function_types(values: st.SearchStrategy[Type]) -> st.SearchStrategy[FunctionType]:
    return st.builds(
        FunctionType,
        st.one_of(st.just(VOID), values),
        st.lists(values, max_size=3).map(tuple),
        st.booleans(),
    )


def value_types(
    by_value: list[RecordType], by_pointer: list[RecordType] | None = None
) -> st.SearchStrategy[Type]:
    """Types of variables and fields: records in `by_value` may be embedded, records in
    `by_pointer` (default: the same) appear only behind pointers."""
    behind = by_value if by_pointer is None else by_pointer
    leaves = scalar_types if not by_value else st.one_of(scalar_types, st.sampled_from(by_value))
    pointed = st.sampled_from(behind) if behind else scalar_types

    def extend(inner: st.SearchStrategy[Type]) -> st.SearchStrategy[Type]:
        pointee = st.one_of(inner, st.just(VOID), pointed, function_types(inner))
        return st.one_of(pointee.map(PointerType), st.builds(ArrayType, inner, array_lengths))

    return st.recursive(leaves, extend, max_leaves=4)


def types(records: list[RecordType] | None = None) -> st.SearchStrategy[Type]:
    """Any type, including void and function types."""
    values = value_types(records or [])
    return st.one_of(values, st.just(VOID), function_types(values))


# --- constants ---------------------------------------------------------------------------

INT_TYPES = [t for t in SCALAR_TYPES if isinstance(t, IntType)]


@st.composite
def consts(draw: Draw, pointer_types: Sequence[Type] = ()) -> Const:
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return Const(draw(st.integers(-(2**70), 2**70)), I32)
    if kind <= 2:
        return Const(draw(st.integers(-(2**70), 2**70)), draw(st.sampled_from(INT_TYPES)))
    if kind == 3:
        return Const(draw(st.floats()), draw(st.sampled_from([F32, F64, F80])))
    ptr = draw(st.sampled_from(pointer_types or [PointerType(I8)]))
    return Const(draw(st.sampled_from([0, 0, 8, -1])), ptr)


# --- the program generator ---------------------------------------------------------------

def is_scalar(t: Type) -> bool:
    return isinstance(t, IntType | FloatType | PointerType)


@dataclass
class _Gen:
    draw: Draw
    program: Program = field(default_factory=Program)
    records: list[RecordType] = field(default_factory=list)
    next_site: int = 0

    # records ---------------------------------------------------------------------------

    def make_records(self, max_records: int) -> None:
        rnames = self.draw(st.lists(record_names, min_size=1, max_size=max_records, unique=True))
        kinds = [self.draw(st.sampled_from(list(RecordKind))) for _ in rnames]
        self.records = [RecordType(k, n) for k, n in zip(kinds, rnames, strict=True)]
        for i, rt in enumerate(self.records):
            complete = i == 0 or self.draw(st.integers(0, 3)) > 0
            r = Record(rt.kind, rt.name, complete=complete)
            if complete:
                self.fill_record(r, i)
            self.program.records[rt.name] = r

    def fill_record(self, r: Record, index: int) -> None:
        fnames = self.draw(st.lists(names, min_size=1, max_size=4, unique=True))
        ftypes = value_types(self.records[:index], self.records)
        offset = 0
        for j, fname in enumerate(fnames):
            ftype = I32 if index == 0 and j == 0 else self.draw(ftypes)
            r.fields.append(Field(fname, ftype, offset))
            offset += self.draw(st.integers(0, 16))
        r.size, r.align = offset, self.draw(st.sampled_from([1, 2, 4, 8, 16]))
        others = [b.name for b in self.records if b.name != r.name]
        if others:
            r.bases = self.draw(st.lists(st.sampled_from(others), max_size=2, unique=True))

    def add_vmethods(self, fnames: list[str]) -> None:
        for r in self.program.records.values():
            if r.complete and self.draw(st.booleans()):
                methods = self.draw(st.lists(names, max_size=2, unique=True))
                r.vmethods = {m: self.draw(st.sampled_from(fnames)) for m in methods}

    def random_path(self, t: Type, nonempty: bool = False) -> Path:
        out: list[str] = []
        while isinstance(t, RecordType):
            r = self.program.records[t.name]
            if not r.fields or not ((nonempty and not out) or self.draw(st.booleans())):
                break
            f = self.draw(st.sampled_from(r.fields))
            out.append(f.name)
            t = f.type
        return tuple(out)

    # globals ---------------------------------------------------------------------------

    def make_globals(self, gnames: list[str]) -> None:
        vtypes = value_types(self.records)
        for name in gnames:
            v = Var(name, self.draw(vtypes), VarKind.GLOBAL, "", name)
            g = Global(v, None, self.draw(st.sampled_from([name, name + "$src", ""])))
            g.unit = self.draw(st.sampled_from(["", "a.c", 'u"1.c']))
            g.is_static, g.is_const = self.draw(st.booleans()), self.draw(st.booleans())
            g.defined = self.draw(st.integers(0, 4)) > 0
            g.loc = self.draw(locs())
            self.program.globals[name] = g
        for g in self.program.globals.values():
            g.init = self.init_for(g.type, 0) if g.defined else None

    def init_for(self, t: Type, depth: int) -> Init | None:
        if depth > 3 or self.draw(st.integers(0, 5)) == 0:
            return None
        if isinstance(t, IntType):
            return ScalarInit(self.draw(st.integers(-(2**64), 2**64)))
        if isinstance(t, FloatType):
            return ScalarInit(self.draw(st.one_of(st.floats(), st.integers(-9, 9))))
        if isinstance(t, PointerType):
            return self.addr_init() if self.draw(st.booleans()) else ScalarInit(0)
        if isinstance(t, ArrayType):
            return self.array_init(t, depth)
        if isinstance(t, RecordType) and self.program.records[t.name].complete:
            fields = self.program.records[t.name].fields
            n = self.draw(st.integers(0, len(fields)))
            return AggInit(tuple(self.init_for(f.type, depth + 1) for f in fields[:n]))
        return None

    def array_init(self, t: ArrayType, depth: int) -> Init:
        limit = 3 if t.length is None else min(t.length, 3)
        if isinstance(t.elem, IntType) and t.elem.bits == 8 and self.draw(st.booleans()):
            return StringInit(self.draw(st.binary(max_size=limit)))
        n = self.draw(st.integers(0, limit))
        return AggInit(tuple(self.init_for(t.elem, depth + 1) for _ in range(n)))

    def addr_init(self) -> AddrInit:
        target = self.addr_target(list(self.program.globals.values()), [])
        path = self.random_path(target.type) if isinstance(target, Var) else ()
        return AddrInit(target, path, self.draw(st.integers(-8, 8)))

    def addr_target(self, globals_: list[Global], local_vars: list[Var]) -> AddrTarget:
        vars_ = [g.var for g in globals_] + local_vars
        fnames = list(self.program.functions)
        if vars_ and (not fnames or self.draw(st.booleans())):
            return self.draw(st.sampled_from(vars_))  # type: ignore[no-any-return]
        return FuncRef(self.draw(st.sampled_from(fnames)))

    # functions -------------------------------------------------------------------------

    def make_function_shells(self, fnames: list[str], n_defined: int) -> list[Function]:
        vtypes = value_types(self.records)
        malloc = Function("malloc", FunctionType(PointerType(VOID), (U64,)))
        self.program.functions["malloc"] = malloc
        defined: list[Function] = []
        for i, name in enumerate(fnames):
            ftype = self.draw(function_types(vtypes))
            f = Function(name, ftype, src_name=self.draw(st.sampled_from(["", name, "s" + name])))
            f.unit = self.draw(st.sampled_from(["", "a.c", "dir/ü.c"]))
            f.is_static, f.loc = self.draw(st.booleans()), self.draw(locs())
            self.program.functions[name] = f
            if i < n_defined:
                defined.append(f)
        return defined

    def declare_vars(self, f: Function) -> None:
        """Params from the type, plus locals and temps; some roles are always present."""
        rec0 = self.records[0]
        fptr = PointerType(FunctionType(I32, (I32,)))
        roles: list[Type] = [I32, PointerType(rec0), rec0, fptr]
        extra = self.draw(st.lists(value_types(self.records), max_size=4))
        count = len(f.type.params) + len(roles) + len(extra)
        vnames = self.draw(st.lists(names, min_size=count, max_size=count, unique=True))
        it = iter(vnames)
        for t in f.type.params:
            name = next(it)
            f.params.append(Var(name, t, VarKind.FORMAL, f.name, self.src_name(name)))
        for t in self.draw(st.permutations(roles + extra)):
            name = next(it)
            kind = self.draw(st.sampled_from([VarKind.LOCAL, VarKind.TEMP]))
            src = "" if kind is VarKind.TEMP else self.src_name(name)
            (f.temps if kind is VarKind.TEMP else f.locals).append(Var(name, t, kind, f.name, src))

    def src_name(self, name: str) -> str:
        return self.draw(st.sampled_from([name, name, "", name + "$"]))  # type: ignore[no-any-return]


@dataclass
class _Scope:
    """Variables visible in one function; the pickers always find one (see declare_vars)."""

    gen: _Gen
    f: Function
    all: list[Var]

    def draw(self, strategy: st.SearchStrategy[Any]) -> Any:
        return self.gen.draw(strategy)

    def pick(self, pred: Callable[[Type], bool]) -> Var:
        return self.draw(st.sampled_from([v for v in self.all if pred(v.type)]))  # type: ignore[no-any-return]

    def walkable(self, t: Type) -> bool:
        return isinstance(t, RecordType) and bool(self.gen.program.records[t.name].fields)

    def scalar(self) -> Var:
        return self.pick(is_scalar)

    def pointer(self) -> Var:
        return self.pick(lambda t: isinstance(t, PointerType))

    def fn_pointer(self) -> Var:
        return self.pick(
            lambda t: isinstance(t, PointerType) and isinstance(t.pointee, FunctionType)
        )

    def record_var(self) -> Var:
        return self.pick(self.walkable)

    def record_pointer(self) -> Var:
        return self.pick(lambda t: isinstance(t, PointerType) and self.walkable(t.pointee))

    def value_var(self) -> Var:
        return self.pick(lambda t: is_scalar(t) or isinstance(t, RecordType))

    def operand(self) -> Operand:
        if self.draw(st.booleans()):
            return self.scalar()
        ptrs: list[Type] = [v.type for v in self.all if isinstance(v.type, PointerType)]
        return self.draw(consts(ptrs))  # type: ignore[no-any-return]

    def operands(self) -> tuple[Operand, ...]:
        return tuple(self.operand() for _ in range(self.draw(st.integers(0, 3))))

    def operands2(self) -> tuple[Operand, Operand]:
        return self.operand(), self.operand()

    def some_pointer(self) -> Var:
        return self.record_pointer() if self.draw(st.booleans()) else self.pointer()


def _copy(s: _Scope) -> Instr:
    dst = s.value_var()
    return Copy(dst, dst if isinstance(dst.type, RecordType) else s.operand())


def _addr_of(s: _Scope) -> Instr:
    g = s.gen
    target = g.addr_target(list(g.program.globals.values()), s.f.locals + s.f.params)
    path = g.random_path(target.type) if isinstance(target, Var) else ()
    return AddrOf(s.pointer(), target, path)


def _pointee_path(s: _Scope, ptr: Var) -> Path:
    assert isinstance(ptr.type, PointerType)
    return s.gen.random_path(ptr.type.pointee)


def _field_addr(s: _Scope) -> Instr:
    ptr = s.some_pointer()
    return FieldAddr(s.pointer(), ptr, _pointee_path(s, ptr))


def _load(s: _Scope) -> Instr:
    ptr = s.some_pointer()
    return Load(s.value_var(), ptr, _pointee_path(s, ptr))


def _store(s: _Scope) -> Instr:
    ptr = s.some_pointer()
    return Store(ptr, _pointee_path(s, ptr), s.operand())


def _field_read(s: _Scope) -> Instr:
    base = s.record_var()
    return FieldRead(s.scalar(), base, s.gen.random_path(base.type, nonempty=True))


def _field_write(s: _Scope) -> Instr:
    base = s.record_var()
    return FieldWrite(base, s.gen.random_path(base.type, nonempty=True), s.operand())


def _alloc(s: _Scope) -> Instr:
    g = s.gen
    site_type = s.draw(st.none() | types(g.records))
    site = AllocSite(g.next_site, s.f.name, "malloc", s.draw(locs()), site_type)
    g.program.alloc_sites[site.id] = site
    g.next_site += 1
    return Alloc(s.pointer(), site.id, "malloc", s.operands())


def _callee(s: _Scope) -> Callee:
    which = s.draw(st.integers(0, 2))
    if which == 0:
        return Direct(s.draw(st.sampled_from(list(s.gen.program.functions))))
    if which == 1:
        return Indirect(s.fn_pointer())
    cls = s.draw(st.sampled_from(s.gen.records)).name
    return Virtual(s.record_pointer(), s.draw(names), cls)


def _switch(s: _Scope) -> Instr:
    group = st.lists(st.integers(-(2**40), 2**40), max_size=3).map(tuple)
    return Switch(s.operand(), tuple(s.draw(st.lists(group, max_size=3))))


_INSTRS: dict[str, Callable[[_Scope], Instr]] = {
    "copy": _copy,
    "addr": _addr_of,
    "fieldaddr": _field_addr,
    "load": _load,
    "store": _store,
    "fread": _field_read,
    "fwrite": _field_write,
    "ptradd": lambda s: PtrAdd(s.pointer(), s.pointer(), s.operand(), s.draw(st.integers(-9, 9))),
    "arith": lambda s: Arith(s.scalar(), s.draw(st.sampled_from(list(BinOp))), *s.operands2()),
    "unary": lambda s: Unary(s.scalar(), s.draw(st.sampled_from(list(UnOp))), s.operand()),
    "alloc": _alloc,
    "call": lambda s: Call(s.draw(st.none() | st.sampled_from(s.all)), _callee(s), s.operands()),
    "ret": lambda s: Return(None if s.f.type.ret == VOID else s.operand()),
    "br": lambda s: Branch(s.operand()),
    "switch": _switch,
    "nop": lambda s: Nop(),
}
INSTR_NAMES = sorted(_INSTRS)


def _slots(i: Instr) -> int:
    n = expected_succs(i)
    return 1 if n is None else n


def _stamp(draw: Draw, instr: Instr) -> Instr:
    if draw(st.integers(0, 3)) == 0:
        return instr
    return replace(instr, loc=draw(locs()), src=draw(awkward_text))  # type: ignore[type-var]


def _body(s: _Scope, max_nodes: int) -> None:
    """Nodes n2.. with a CFG that keeps every node reachable.

    Each placed node fills one open successor slot of an already reachable node and opens
    its own slots; a Return is replaced by a Nop when it would leave no open slot for the
    nodes still to come. Leftover slots go to the exit (at least one) or anywhere.
    """
    f, draw = s.f, s.draw
    f.start_body(draw(locs()))
    count = draw(st.integers(0, max_nodes) | st.integers(max_nodes // 2, max_nodes))
    kinds = draw(st.lists(st.sampled_from(INSTR_NAMES), min_size=count, max_size=count))
    targets: list[list[int]] = [[-1], []]
    open_slots = [(0, 0)]
    for k, kind in enumerate(kinds):
        instr = _INSTRS[kind](s)
        if isinstance(instr, Return) and len(open_slots) == 1 and k < len(kinds) - 1:
            instr = Nop()
        node = f.new_node(_stamp(draw, instr))
        src, pos = open_slots.pop(draw(st.integers(0, len(open_slots) - 1)))
        targets[src][pos] = node.id
        width = 0 if isinstance(instr, Return) else _slots(instr)
        targets.append([-1] * width if width else [1])
        open_slots += [(node.id, j) for j in range(width)]
    if open_slots:
        to_exit = draw(st.integers(0, len(open_slots) - 1))
        for j, (src, pos) in enumerate(open_slots):
            targets[src][pos] = 1 if j == to_exit else draw(st.integers(1, len(f.nodes) - 1))
    for n, ts in zip(f.nodes, targets, strict=True):
        for t in ts:
            add_edge(n, f.nodes[t])


@st.composite
def programs(
    draw: Draw,
    max_records: int = 3,
    max_globals: int = 4,
    max_functions: int = 3,
    max_nodes: int = 12,
) -> Program:
    """A random well-formed program (see the module docstring)."""
    gen = _Gen(draw)
    gen.program.units = draw(st.lists(file_names, max_size=2))
    gen.make_records(max_records)
    symbols = draw(st.lists(names.filter(lambda n: n != "malloc"), min_size=1,
                            max_size=max_globals + max_functions, unique=True))
    split = draw(st.integers(0, min(max_globals, len(symbols) - 1)))
    gnames, fnames = symbols[:split], symbols[split:][:max_functions]
    n_defined = draw(st.integers(1, len(fnames)))
    defined = gen.make_function_shells(fnames, n_defined)
    gen.add_vmethods(list(gen.program.functions))
    gen.make_globals(gnames)
    for f in defined:
        gen.declare_vars(f)
        scope = _Scope(gen, f, [*f.variables(), *(g.var for g in gen.program.globals.values())])
        _body(scope, max_nodes)
    return gen.program


__all__ = [
    "awkward_text",
    "consts",
    "file_names",
    "function_types",
    "identifiers",
    "locs",
    "names",
    "programs",
    "record_names",
    "types",
    "value_types",
]
