"""Data-only encoding of a whole Program as JSON tables, exact on round trip (the IR cache's).

`encode_program` turns a Program into plain lists, strings and numbers; `decode_program`
rebuilds an identical Program (same printed IR, same locations, source texts, diagnostics,
predecessor order and sharing of variables) from them. Nothing is executed on decoding:
every value is checked for its expected shape when it is decoded (bodies, a function's
variables and summary, and the rows of the location and variable tables are decoded when
first read) and anything unexpected is a `MalformedIRData`, never another exception.

Layout (a JSON object): `files` (location file names), `locs` ([file, line, col]), `texts`
(distinct strings: variables' names, scopes and source names), `types` (each entry refers
only to entries before it, so decoding needs no recursion), `vars` ([name, type, kind,
scope, src_name], shared by identity as in the Program; kind is the position in
`VarKind`), then `records`, `globals`, `alloc_sites`, `functions`, `units` and
`diagnostics`, each keeping its dictionary key (a string is an index into `texts` only
where this says so). A function's body is one JSON text `[temps, nodes, preds, texts,
locs]` with tables of its own: its temporaries (a shared variable's index, or an entry
whose names index the body's `texts`), its source texts and its locations (file, line
and column in turn). A node is `[kind, loc, text, fields..., succs]`, `loc` and `text`
indexing the body's tables, with operands as a variable index (negative: the body's own
temporaries) or `[value, type]`; predecessor lists are stored only for the nodes whose
order differs from the one the successor lists give when replayed in node order.

The two large tables of integers, `locs` and `vars`, are stored by column: `{"n": rows,
"cols": base64 of each column's 32-bit little-endian integers in turn}`, which reads back
in a fraction of the time the same rows take as JSON lists.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import json
import sys
from array import array
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager, nullcontext
from typing import Any, Generic, TypeVar

from ddpa.ir import address_flow
from ddpa.ir.instr import (
    INSTR_KINDS,
    AddrOf,
    Alloc,
    Arith,
    BinOp,
    Branch,
    Call,
    Callee,
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
    Instr,
    Load,
    Loc,
    Nop,
    Operand,
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
    Diagnostic,
    Function,
    FunctionSummary,
    Global,
    Init,
    LazyFunction,
    LazyGlobal,
    Node,
    Program,
    ScalarInit,
    Severity,
    StringInit,
)
from ddpa.ir.types import (
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
    VoidType,
)

#: Bump when the layout below changes.
CODEC_VERSION = 7

#: What each instruction kind stores after `[kind, loc, text]`, in dataclass field order:
#: var (index), var? (index or null), opnd (operand), opnds, path, int, str, binop, unop,
#: target (variable index or function name), callee, cases.
INSTR_FIELDS: dict[type[Instr], tuple[tuple[str, str], ...]] = {
    Entry: (),
    Exit: (),
    Nop: (),
    Copy: (("dst", "var"), ("value", "opnd")),
    AddrOf: (("dst", "var"), ("target", "target"), ("path", "path")),
    FieldAddr: (("dst", "var"), ("ptr", "var"), ("path", "path")),
    Load: (("dst", "var"), ("ptr", "var"), ("path", "path")),
    Store: (("ptr", "var"), ("path", "path"), ("value", "opnd")),
    FieldRead: (("dst", "var"), ("base", "var"), ("path", "path")),
    FieldWrite: (("base", "var"), ("path", "path"), ("value", "opnd")),
    PtrAdd: (("dst", "var"), ("base", "var"), ("index", "opnd"), ("scale", "int")),
    Arith: (("dst", "var"), ("op", "binop"), ("a", "opnd"), ("b", "opnd")),
    Unary: (("dst", "var"), ("op", "unop"), ("a", "opnd")),
    Alloc: (("dst", "var"), ("site", "int"), ("fn", "str"), ("args", "opnds")),
    Call: (("dst", "var?"), ("callee", "callee"), ("args", "opnds")),
    Return: (("value", "opnd?"),),
    Branch: (("cond", "opnd"),),
    Switch: (("value", "opnd"), ("cases", "cases")),
}

#: The attributes of the container classes the encoding stores (checked on encoding, so a
#: field added later is refused instead of silently dropped).
#: (`Program.facts` names where facts derived from the IR are kept: not IR itself.)
_PROGRAM_ATTRS = frozenset(
    {"functions", "globals", "records", "alloc_sites", "units", "diagnostics", "facts"})
_FUNCTION_ATTRS = frozenset({"name", "type", "params", "locals", "temps", "nodes", "src_name",
                             "unit", "is_static", "loc", "noreturn"})
_LAZY_FUNCTION_ATTRS = frozenset({"name", "type", "_params", "_locals", "_temps", "_nodes",
                                  "src_name", "unit", "is_static", "loc", "noreturn", "_body",
                                  "_variables", "_spans", "_variable_total",
                                  "_total", "_summary", "_escapes"})
_GLOBAL_ATTRS = frozenset({"var", "init", "src_name", "unit", "is_static", "is_const",
                           "defined", "loc"})
_LAZY_GLOBAL_ATTRS = frozenset({"_name", "_var", "_init", "_loc", "_variable", "_decode",
                                "src_name", "unit", "is_static", "is_const", "defined"})
_SITE_ATTRS = frozenset({"id", "function", "fn", "loc", "type"})

_KIND_CODE = {cls: i for i, cls in enumerate(INSTR_KINDS)}
_BINOPS = {op.value: op for op in BinOp}
_UNOPS = {op.value: op for op in UnOp}
_VARKINDS = {k.value: k for k in VarKind}
_VARKIND_LIST = list(VarKind)  # a variable table's kind column holds the position here
_VARKIND_CODE = {k.value: i for i, k in enumerate(_VARKIND_LIST)}
#: An array's type code for 32-bit integers (`int32_bytes`, `int32_array`).
_I32 = next(c for c in "ilq" if array(c).itemsize == 4)
_RECORDKINDS = {k.value: k for k in RecordKind}
_SEVERITIES = {s.value: s for s in Severity}


class MalformedIRData(ValueError):
    """Encoded IR that is not what `encode_program` writes (damaged or foreign data)."""


class UnencodableProgram(ValueError):
    """A Program holding something the encoding does not know (it would not round-trip)."""


# --- scalar checks (the encoder checks what the decoder will check) -------------------------


def _bad(what: str) -> MalformedIRData:
    return MalformedIRData(f"malformed {what}")


def _int(x: Any, what: str = "integer") -> int:
    if type(x) is not int:
        raise _bad(what)
    return x


def _str(x: Any, what: str = "string") -> str:
    if type(x) is not str:
        raise _bad(what)
    return x


def _bool(x: Any, what: str = "flag") -> bool:
    if type(x) is not bool:
        raise _bad(what)
    return x


def _list(x: Any, what: str) -> list[Any]:
    if type(x) is not list:
        raise _bad(what)
    return x


_NUMBER_TYPES = (int, float, bool)


def _number(x: Any, what: str = "number") -> int | float:
    if type(x) not in _NUMBER_TYPES:
        raise _bad(what)
    return x  # type: ignore[no-any-return]


def _strs(x: Any, what: str = "names") -> tuple[str, ...]:
    items = tuple(_list(x, what))
    for s in items:
        if type(s) is not str:
            raise _bad(what)
    return items


def int32_bytes(values: Iterable[int]) -> bytes:
    """32-bit integers as their little-endian bytes (OverflowError for one beyond 32 bits)."""
    a = array(_I32, values)
    if sys.byteorder == "big":
        a.byteswap()
    return a.tobytes()


def int32_array(data: bytes | memoryview) -> array[int]:
    """The integers `int32_bytes` wrote (`data`'s length is a multiple of 4)."""
    a = array(_I32)
    a.frombytes(data)
    if sys.byteorder == "big":
        a.byteswap()
    return a


def _pack_columns(rows: list[list[int]], width: int) -> dict[str, Any]:
    """Rows of `width` integers as their columns of 32-bit integers, in base64."""
    try:
        raw = int32_bytes([r[k] for k in range(width) for r in rows])
    except OverflowError:
        raise UnencodableProgram("an integer of a location or variable beyond 32 bits") from None
    return {"n": len(rows), "cols": base64.b64encode(raw).decode("ascii")}


def _columns(x: Any, width: int, what: str) -> tuple[int, list[array[int]]]:
    """The row count and the `width` columns `_pack_columns` wrote."""
    if type(x) is not dict or set(x) != {"n", "cols"}:
        raise _bad(what)
    n = _int(x["n"], what)
    try:
        raw = base64.b64decode(_str(x["cols"], what), validate=True)
    except (binascii.Error, ValueError):
        raise _bad(what) from None
    if n < 0 or len(raw) != 4 * width * n:
        raise _bad(what)
    a = int32_array(raw)
    return n, [a[k * n:(k + 1) * n] for k in range(width)]


def _index(i: int, n: int, what: str) -> int:
    """A table index read from a column: MalformedIRData unless 0 <= i < n."""
    if not 0 <= i < n:
        raise _bad(what)
    return i


def _ints(x: Any, what: str = "cases") -> tuple[int, ...]:
    items = tuple(_list(x, what))
    for i in items:
        if type(i) is not int:
            raise _bad(what)
    return items


# --- encoding -----------------------------------------------------------------------------


class _Encoder:
    def __init__(self) -> None:
        self.files: dict[str, int] = {}
        self.locs: dict[Loc, int] = {}
        self.types: dict[Type, int] = {}
        self.type_list: list[list[Any]] = []
        self.var_ids: dict[int, int] = {}
        self.var_list: list[list[Any]] = []
        self.loc_list: list[list[Any]] = []
        self.texts: dict[str, int] = {}
        self.keep: list[Var] = []  # keeps ids in var_ids meaningful while encoding
        self.own_temps: dict[int, int] = {}  # the current function's temporaries
        self.shared_temps: set[int] = set()  # temporaries another function refers to
        self.defined: Callable[[str], bool] = lambda name: False  # the program's functions

    def loc(self, loc: Loc) -> int:
        i = self.locs.get(loc)
        if i is None:
            i = self.locs[loc] = len(self.locs)
            self.loc_list.append(self.loc_row(loc))
        return i

    def loc_row(self, loc: Loc) -> list[int]:
        """`[file, line, col]` of a location, its file numbered in the shared file table."""
        if type(loc) is not Loc:
            raise UnencodableProgram(f"not a location: {loc!r}")
        return [self.files.setdefault(_str(loc.file), len(self.files)), _int(loc.line),
                _int(loc.col)]

    def type(self, t: Type) -> int:
        i = self.types.get(t)
        if i is None:
            enc = self._type_entry(t)
            i = self.types[t] = len(self.type_list)
            self.type_list.append(enc)
        return i

    def _type_entry(self, t: Type) -> list[Any]:
        if isinstance(t, VoidType):
            return ["v"]
        if isinstance(t, IntType):
            return ["i", _int(t.bits), _bool(t.signed)]
        if isinstance(t, FloatType):
            return ["f", _int(t.bits)]
        if isinstance(t, PointerType):
            return ["p", self.type(t.pointee)]
        if isinstance(t, ArrayType):
            return ["a", self.type(t.elem), None if t.length is None else _int(t.length)]
        if isinstance(t, RecordType):
            return ["r", t.kind.value, _str(t.name)]
        if isinstance(t, FunctionType):
            return ["fn", self.type(t.ret), [self.type(p) for p in t.params],
                    _bool(t.variadic)]
        raise UnencodableProgram(f"unknown type {t!r}")

    def text(self, s: str) -> int:
        return _text_index(self.texts, s)

    def var(self, v: Var) -> int:
        """The reference of a variable: its index in the shared table, or `-1 - k` for the
        k-th temporary of the function being encoded (kept with its body)."""
        i = self.var_ids.get(id(v))
        if i is None:
            k = self.own_temps.get(id(v))
            if k is not None:
                return -1 - k
            if type(v) is not Var:
                raise UnencodableProgram(f"not a variable: {v!r}")
            i = self.var_ids[id(v)] = len(self.var_list)
            self.keep.append(v)
            self.var_list.append(self._var_entry(v))
        return i

    def opnd(self, o: Operand | None) -> Any:
        if o is None:
            return None
        if type(o) is Const:
            return [_number(o.value, "constant"), self.type(o.type)]
        return self.var(o)

    def target(self, t: Var | FuncRef) -> Any:
        return _str(t.name) if isinstance(t, FuncRef) else self.var(t)

    def callee(self, c: Callee) -> list[Any]:
        if type(c) is Direct:
            return ["d", _str(c.name)]
        if type(c) is Indirect:
            return ["i", self.var(c.ptr)]
        if type(c) is Virtual:
            return ["v", self.var(c.receiver), _str(c.method), _str(c.static_class)]
        raise UnencodableProgram(f"unknown callee {c!r}")

    def field(self, kind: str, value: Any) -> Any:
        if kind in ("var", "var?", "opnd", "opnd?"):
            return self.opnd(value)
        if kind == "opnds":
            return [self.opnd(a) for a in value]
        if kind == "path":
            return list(_strs(list(value)))
        if kind == "target":
            return self.target(value)
        if kind == "callee":
            return self.callee(value)
        if kind in ("binop", "unop"):
            return value.value
        if kind == "cases":
            return [list(_ints(list(c))) for c in value]
        return _int(value) if kind == "int" else _str(value)

    def instr(self, i: Instr, own: _BodyTables) -> list[Any]:
        """`[kind, loc, text, fields...]`: the location and the source text are indices into
        the body's own tables (`_BodyTables`)."""
        cls = type(i)
        out: list[Any] = [_KIND_CODE[cls], own.loc(i.loc, self), own.text(i.src)]
        for name, kind in INSTR_FIELDS[cls]:
            out.append(self.field(kind, getattr(i, name)))
        return out

    def function(self, key: str, f: Function) -> list[Any]:
        """The header (what indexes read without the body) and the body as one JSON text:
        `[temps, nodes, preds]`, decoded only when the function's nodes are first read."""
        if isinstance(f, LazyFunction):
            f.load()
            _check_attrs(f, _LAZY_FUNCTION_ATTRS)
        else:
            _check_attrs(f, _FUNCTION_ATTRS)
        if type(f.type) is not FunctionType:
            raise UnencodableProgram(f"function {f.name} of type {f.type}")
        params = [self.var(v) for v in f.params]
        locs = [self.var(v) for v in f.locals]
        self.own_temps = {id(v): k for k, v in enumerate(f.temps)
                          if id(v) not in self.shared_temps and id(v) not in self.var_ids}
        own = _BodyTables()
        temps = [self.var(v) if id(v) not in self.own_temps else self._var_entry(v, own)
                 for v in f.temps]
        pos = {id(n): k for k, n in enumerate(f.nodes)}
        nodes = [[*self.instr(n.instr, own), [pos[id(s)] for s in n.succs]] for n in f.nodes]
        self.own_temps = {}
        replayed: list[list[int]] = [[] for _ in f.nodes]
        for k, n in enumerate(f.nodes):
            for s in n.succs:
                replayed[pos[id(s)]].append(k)
        preds = []
        for k, n in enumerate(f.nodes):
            actual = [pos[id(p)] for p in n.preds]
            if actual != replayed[k]:
                preds.append([k, actual])
        body = json.dumps([temps, nodes, preds, list(own.texts), own.loc_list],
                          separators=(",", ":"))
        sm = f.summary()
        escapes = address_flow.escapes(f, self.defined)
        own_ids = {id(v) for v in f.temps}
        summary = [[self.var(v) for v in sm.taken_vars], list(_strs(list(sm.taken_funcs))),
                   list(_strs(list(sm.callees))), _bool(sm.indirect), _bool(sm.virtual),
                   [[_str(file), _int(lo), _int(hi)] for file, lo, hi in sm.spans],
                   # (a temporary whose address escapes is the body's: none kept here)
                   None if any(id(v) in own_ids for v in escapes)
                   else sorted(self.var(v) for v in escapes),
                   [_int(n) for n in sm.indirect_arities]]
        return [_str(key), _str(f.name), self.type(f.type), params, locs,
                _str(f.src_name), _str(f.unit), _bool(f.is_static), self.loc(f.loc),
                _bool(f.noreturn), len(f.nodes), summary, body]

    def _var_entry(self, v: Var, own: _BodyTables | None = None) -> list[Any]:
        """A variable's table entry (the shared table's, or a temporary's kept with its
        function's body, its names then in the body's own texts): `[name, type, kind,
        scope, src]`."""
        if type(v) is not Var:
            raise UnencodableProgram(f"not a variable: {v!r}")
        text = self.text if own is None else own.text
        return [text(v.name), self.type(v.type), v.kind.value, text(v.scope),
                text(v.src_name)]

    def find_shared_temps(self, p: Program) -> None:
        """Temporaries referred to outside their function (by another body): these go to
        the shared table, so every reference decodes to the same object."""
        owner = {id(v): f.name for f in p.functions.values() for v in f.temps}
        for f in p.functions.values():
            for n in f.nodes:
                for v in _instr_vars(n.instr):
                    o = owner.get(id(v))
                    if o is not None and o != f.name:
                        self.shared_temps.add(id(v))

    def init(self, init: Init | None) -> Any:
        if init is None:
            return None
        if type(init) is ScalarInit:
            return ["s", _number(init.value)]
        if type(init) is AddrInit:
            return ["a", self.target(init.target), list(_strs(list(init.path))),
                    _int(init.offset)]
        if type(init) is StringInit:
            return ["b", init.data.decode("latin-1")]
        if type(init) is AggInit:
            return ["g", [self.init(x) for x in init.items]]
        raise UnencodableProgram(f"unknown initialiser {init!r}")

    def glob(self, key: str, g: Global) -> list[Any]:
        if isinstance(g, LazyGlobal):
            g.load()
            _check_attrs(g, _LAZY_GLOBAL_ATTRS)
        else:
            _check_attrs(g, _GLOBAL_ATTRS)
        return [_str(key), self.var(g.var), self.init(g.init), _str(g.src_name), _str(g.unit),
                _bool(g.is_static), _bool(g.is_const), _bool(g.defined), self.loc(g.loc)]

    def record(self, key: str, r: Record) -> list[Any]:
        fields = [[_str(f.name), self.type(f.type), _int(f.offset)] for f in r.fields]
        return [_str(key), r.kind.value, _str(r.name), fields, _int(r.size), _int(r.align),
                _bool(r.complete), list(_strs(list(r.bases))),
                [[_str(m), _str(fn)] for m, fn in r.vmethods.items()]]

    def site(self, key: int, a: AllocSite) -> list[Any]:
        _check_attrs(a, _SITE_ATTRS)
        ty = None if a.type is None else self.type(a.type)
        return [_int(key), _int(a.id), _str(a.function), _str(a.fn), self.loc(a.loc), ty]

    def program(self, p: Program) -> dict[str, Any]:
        _check_attrs(p, _PROGRAM_ATTRS)
        records = [self.record(k, r) for k, r in p.records.items()]
        globs = [self.glob(k, g) for k, g in p.globals.items()]
        sites = [self.site(k, a) for k, a in p.alloc_sites.items()]
        self.find_shared_temps(p)
        self.defined = p.defines
        functions = [self.function(k, f) for k, f in p.functions.items()]
        diags = [[d.severity.value, self.loc(d.loc), _str(d.message)] for d in p.diagnostics]
        var_rows = [[name, ty, _VARKIND_CODE[kind], scope, src]
                    for name, ty, kind, scope, src in self.var_list]
        return {"codec": CODEC_VERSION, "files": list(self.files),
                "locs": _pack_columns(self.loc_list, 3), "texts": list(self.texts),
                "types": self.type_list, "vars": _pack_columns(var_rows, 5),
                "records": records,
                "globals": globs, "alloc_sites": sites, "functions": functions,
                "units": list(_strs(list(p.units))), "diagnostics": diags}


def _text_index(texts: dict[str, int], s: str) -> int:
    """The index of s in a table of texts, added at the end if new."""
    i = texts.get(s)
    if i is None:
        if type(s) is not str:
            raise UnencodableProgram(f"not a string: {s!r}")
        i = texts[s] = len(texts)
    return i


class _BodyTables:
    """The texts and locations one body names, kept with it (most are named by no other
    part of the program, so a question decodes only those of the bodies it reads)."""

    def __init__(self) -> None:
        self.texts: dict[str, int] = {}
        self.locs: dict[Loc, int] = {}
        self.loc_list: list[int] = []  # file, line, column of each location in turn

    def text(self, s: str) -> int:
        return _text_index(self.texts, s)

    def loc(self, loc: Loc, enc: _Encoder) -> int:
        i = self.locs.get(loc)
        if i is None:
            i = self.locs[loc] = len(self.locs)
            self.loc_list += enc.loc_row(loc)
        return i


def _instr_vars(i: Instr) -> list[Var]:
    """Every variable an instruction names, through the fields `INSTR_FIELDS` lists."""
    out: list[Var] = []
    for name, kind in INSTR_FIELDS[type(i)]:
        value = getattr(i, name)
        if kind in ("var", "var?", "opnd", "opnd?", "target"):
            if type(value) is Var:
                out.append(value)
        elif kind == "opnds":
            out.extend(a for a in value if type(a) is Var)
        elif kind == "callee":
            if type(value) is Indirect:
                out.append(value.ptr)
            elif type(value) is Virtual:
                out.append(value.receiver)
    return out


def _check_attrs(obj: object, expected: frozenset[str]) -> None:
    if vars(obj).keys() != expected:
        extra = sorted(set(vars(obj)) ^ expected)
        raise UnencodableProgram(f"{type(obj).__name__} with attributes {extra} not encoded")


def encode_program(program: Program) -> dict[str, Any]:
    """The Program as JSON-ready data (lists, dicts, strings, numbers, booleans, None)."""
    try:
        return _Encoder().program(program)
    except (AttributeError, KeyError, TypeError, MalformedIRData) as exc:
        raise UnencodableProgram(f"cannot encode the program: {exc}") from exc


# --- decoding -----------------------------------------------------------------------------
#
# References are Python indices into tables of objects already decoded and checked (files,
# locations, types, variables, a function's nodes), so any reference that does not raise
# yields an object of the right class; scalars (names, numbers, flags) are checked one by
# one. Types refer only to entries before them: a type can never contain itself.


#: Each instruction kind's encoded width: kind, location, text, its fields, successors.
_INSTR_WIDTHS = [4 + len(INSTR_FIELDS[cls]) for cls in INSTR_KINDS]

InstrDecoder = Callable[[list[Any]], Instr]


_T = TypeVar("_T")


class _Rows(Generic[_T]):
    """A table whose rows are decoded the first time each is read (the IR of a large
    program names far more locations and variables than one question reads). A row that
    does not decode is MalformedIRData, whenever it is read."""

    __slots__ = ("_made", "_make", "_what")

    def __init__(self, n: int, make: Callable[[int], _T], what: str) -> None:
        self._made: list[_T | None] = [None] * n
        self._make = make  # row i's value
        self._what = what

    def __len__(self) -> int:
        return len(self._made)

    def __getitem__(self, i: int) -> _T:
        if i < 0:  # (not a row counted from the end)
            raise MalformedIRData(f"malformed {self._what} (index {i})")
        x = self._made[i]
        if x is None:
            try:
                x = self._made[i] = self._make(i)
            except MalformedIRData:
                raise
            except (KeyError, IndexError, TypeError, ValueError) as exc:
                raise MalformedIRData(f"malformed {self._what} ({type(exc).__name__}: {exc})"
                                      ) from None
        return x


class _DecodingBody:
    """The tables of the body `_Decoder` is decoding, which its instruction decoders read
    (one body at a time: decoding a body decodes no other)."""

    __slots__ = ("locs", "temps", "texts")

    def __init__(self) -> None:
        self.temps: list[Var] = []
        self.locs: list[Loc] = []
        self.texts: list[str] = []


class _Decoder:
    def __init__(self, data: dict[str, Any],
                 bodies: Callable[[Any], str] | None = None,
                 decoding: Callable[[], AbstractContextManager[None]] = nullcontext
                 ) -> None:
        self.files = list(_strs(data["files"], "file table"))
        self.texts = list(_strs(data["texts"], "source texts"))
        n, self._loc_cols = _columns(data["locs"], 3, "location table")
        self.locs = _Rows(n, self._loc, "location")
        self.types: list[Type] = []
        for x in _list(data["types"], "type table"):
            self.types.append(self._type(x))
        n, self._var_cols = _columns(data["vars"], 5, "variable table")
        self.vars = _Rows(n, self._var_row, "variable")
        self.bodies = bodies
        self._decoding = decoding  # (what a body's decoding runs inside)
        # the body being decoded (its temporaries, locations and texts), which the
        # instruction decoders, made once, read
        self._current = _DecodingBody()
        self._decoders: list[InstrDecoder] | None = None

    def _loc(self, i: int) -> Loc:
        f, line, col = self._loc_cols
        return Loc(self.files[_index(f[i], len(self.files), "location")], line[i], col[i])

    def _var_row(self, i: int) -> Var:
        name, ty, kind, scope, src = (c[i] for c in self._var_cols)
        return self._var(self.texts, name, ty,
                         _VARKIND_LIST[_index(kind, len(_VARKIND_LIST), "variable")], scope,
                         src)

    def _type(self, x: Any) -> Type:
        tag, *rest = _list(x, "type")
        t = self.types
        if tag == "v" and not rest:
            return VoidType()
        if tag == "i":
            bits, signed = rest
            return IntType(_int(bits), _bool(signed))
        if tag == "f":
            (bits,) = rest
            return FloatType(_int(bits))
        if tag == "p":
            (p,) = rest
            return PointerType(t[p])
        if tag == "a":
            elem, length = rest
            return ArrayType(t[elem], None if length is None else _int(length))
        if tag == "r":
            kind, name = rest
            return RecordType(_RECORDKINDS[kind], _str(name))
        if tag == "fn":
            ret, params, variadic = rest
            return FunctionType(t[ret], tuple([t[p] for p in _list(params, "type")]),
                                _bool(variadic))
        raise _bad("type")

    def _var(self, texts: list[str], name: int, ty: int, kind: VarKind, scope: int, src: int
             ) -> Var:
        """A variable whose names index `texts` (the shared table's, or a body's)."""
        n = len(texts)
        return Var(texts[_index(name, n, "variable")],
                   self.types[_index(ty, len(self.types), "variable")], kind,
                   texts[_index(scope, n, "variable")], texts[_index(src, n, "variable")])

    def _temps(self, texts: list[str], temps: list[Any]) -> list[Var]:
        """A body's temporaries: each a row of the shared table (its index) or its own,
        `[name, type, kind, scope, src]` (names index `texts`, the kind by its value).
        (`_var`'s checks, made in one loop: a body has as many temporaries as nodes.)"""
        n, types, kinds, variables = len(texts), self.types, _VARKINDS, self.vars
        n_types = len(types)
        out: list[Var] = []
        add = out.append
        for x in temps:
            if type(x) is int:
                add(variables[x])
                continue
            if type(x) is not list:
                raise _bad("temp")
            name, ty, kind, scope, src = x
            if not (type(name) is int and type(ty) is int and type(scope) is int
                    and type(src) is int):
                raise _bad("temp")
            if not (0 <= name < n and 0 <= scope < n and 0 <= src < n and 0 <= ty < n_types):
                raise _bad("variable")
            add(Var(texts[name], types[ty], kinds[kind], texts[scope], texts[src]))
        return out

    # instruction fields, each from its JSON form

    def _opnd(self, var: Callable[[Any], Var]) -> Callable[[Any], Operand]:
        types, const = self.types, Const

        def opnd(x: Any) -> Operand:
            if type(x) is list:
                value, ty = x
                if type(value) not in _NUMBER_TYPES:
                    raise _bad("constant")
                return const(value, types[ty])
            return var(x)

        return opnd

    def _callee(self, var: Callable[[Any], Var]) -> Callable[[Any], Callee]:
        def callee(x: Any) -> Callee:
            tag, *rest = _list(x, "callee")
            if tag == "d":
                (name,) = rest
                return Direct(_str(name))
            if tag == "i":
                (ptr,) = rest
                return Indirect(var(ptr))
            if tag == "v":
                recv, method, cls = rest
                return Virtual(var(recv), _str(method), _str(cls))
            raise _bad("callee")

        return callee

    def _target(self, x: Any) -> Var | FuncRef:
        return FuncRef(x) if type(x) is str else self.vars[_int(x)]

    def _var_ref(self) -> Callable[[Any], Var]:
        """A variable reference of the body being decoded: the shared table, or its own
        temporaries."""
        variables = self.vars
        made = variables._made  # (a row decoded already is read without a method call)
        current = self._current

        def var(x: Any) -> Var:
            if type(x) is not int:
                raise _bad("variable reference")
            if x < 0:
                return current.temps[-1 - x]
            v = made[x]
            return v if v is not None else variables[x]

        return var

    def _field_decoders(self, var: Callable[[Any], Var]) -> dict[str, Callable[[Any], Any]]:
        opnd = self._opnd(var)
        return {
            "var": var,
            "var?": lambda x: None if x is None else var(x),
            "opnd": opnd,
            "opnd?": lambda x: None if x is None else opnd(x),
            "opnds": lambda x: tuple([opnd(a) for a in _list(x, "operands")]),
            "target": lambda x: FuncRef(x) if type(x) is str else var(x),
            "callee": self._callee(var), "path": _strs, "int": _int,
            "str": _str, "binop": _BINOPS.__getitem__, "unop": _UNOPS.__getitem__,
            "cases": lambda x: tuple([_ints(c) for c in _list(x, "cases")]),
        }

    def _instr_decoders(self) -> list[InstrDecoder]:
        """The decoder of each instruction kind (made for the first body decoded)."""
        decoders = self._decoders
        if decoders is None:
            table = self._field_decoders(self._var_ref())
            decoders = self._decoders = [self._instr_decoder(cls, table)
                                         for cls in INSTR_KINDS]
        return decoders

    def _instr_decoder(self, cls: type[Instr], table: dict[str, Callable[[Any], Any]]
                       ) -> InstrDecoder:
        """`[kind, loc, text, fields..., succs]` -> the instruction (specialised by arity);
        `loc` and `text` index the tables of the body being decoded. (`_body` checks the
        width first.)"""
        decs = [table[kind] for _, kind in INSTR_FIELDS[cls]]
        make = cls
        b = self._current
        if not decs:
            return lambda x: make(loc=b.locs[x[1]], src=b.texts[x[2]])  # type: ignore[call-arg]
        if len(decs) == 1:
            (d0,) = decs
            return lambda x: make(  # type: ignore[call-arg]
                d0(x[3]), loc=b.locs[x[1]], src=b.texts[x[2]])
        if len(decs) == 2:
            d0, d1 = decs
            return lambda x: make(  # type: ignore[call-arg]
                d0(x[3]), d1(x[4]), loc=b.locs[x[1]], src=b.texts[x[2]])
        if len(decs) == 3:
            d0, d1, d2 = decs
            return lambda x: make(  # type: ignore[call-arg]
                d0(x[3]), d1(x[4]), d2(x[5]), loc=b.locs[x[1]], src=b.texts[x[2]])
        if len(decs) == 4:
            d0, d1, d2, d3 = decs
            return lambda x: make(  # type: ignore[call-arg]
                d0(x[3]), d1(x[4]), d2(x[5]), d3(x[6]), loc=b.locs[x[1]], src=b.texts[x[2]])
        raise AssertionError(f"{cls.__name__}: more fields than a decoder is made for")

    # containers

    def function(self, x: Any) -> tuple[str, Function]:
        (key, name, ty, params, locs, src_name, unit, static, loc, nr, total, summary,
         body) = x
        ftype = self.types[ty]
        if type(ftype) is not FunctionType:
            raise _bad("function type")
        taken_vars, _, _, _, _, spans, escapes, _ = _list(
            summary, "function summary")
        _list(params, "function")
        _list(locs, "function")
        _list(taken_vars, "function")
        lines = tuple([(_str(file), _int(lo), _int(hi))
                       for file, lo, hi in _list(spans, "spans")])
        if type(body) is not str and self.bodies is None:
            raise _bad("function body")
        f = LazyFunction(_str(name), ftype, [], [], lambda fn: self._decoded_body(fn, body),
                         _int(total), lambda: self._summary(_str(name), summary, lines),
                         src_name=_str(src_name), unit=_str(unit), is_static=_bool(static),
                         loc=self.locs[loc], noreturn=_bool(nr),
                         variables=lambda: self._variables(_str(name), params, locs),
                         spans=lines, variable_total=len(params) + len(locs),
                         escapes=lambda: self._escapes(_str(name), escapes))
        return _str(key), f

    def _summary(self, name: str, summary: list[Any],
                 spans: tuple[tuple[str, int, int], ...]) -> FunctionSummary:
        """A function's summary (`LazyFunction`), from its header's entry."""
        taken_vars, taken_funcs, callees, indirect, virtual, _, _, arities = summary
        v = self.vars
        try:
            return FunctionSummary(tuple([v[_int(i)] for i in taken_vars]), _strs(taken_funcs),
                                   _strs(callees), _bool(indirect), _bool(virtual), spans,
                                   _ints(arities, "indirect-call arities"))
        except MalformedIRData as exc:
            raise MalformedIRData(f"function {name}: {exc}") from None
        except (IndexError, TypeError):
            raise MalformedIRData(f"function {name}: malformed summary") from None

    def _escapes(self, name: str, escapes: Any) -> frozenset[Var] | None:
        """The variables whose address a function lets out (`LazyFunction`), from its
        header's summary; None where it keeps none (a temporary's address escapes)."""
        if escapes is None:
            return None
        v = self.vars
        try:
            return frozenset([v[_int(i)] for i in _list(escapes, "escapes")])
        except MalformedIRData as exc:
            raise MalformedIRData(f"function {name}: {exc}") from None
        except (IndexError, TypeError):
            raise MalformedIRData(f"function {name}: malformed escapes") from None

    def _variables(self, name: str, params: list[Any], locs: list[Any]
                   ) -> tuple[list[Var], list[Var]]:
        """A function's formals and locals (`LazyFunction`), from their table indices."""
        v = self.vars
        try:
            return [v[_int(i)] for i in params], [v[_int(i)] for i in locs]
        except MalformedIRData as exc:
            raise MalformedIRData(f"function {name}: {exc}") from None
        except IndexError:
            raise MalformedIRData(f"function {name}: variable out of range") from None

    def _decoded_body(self, f: LazyFunction, body: Any) -> tuple[list[Var], list[Node]]:
        with self._decoding():
            return self._decode_body(f, body)

    def _decode_body(self, f: LazyFunction, body: Any) -> tuple[list[Var], list[Node]]:
        """A body stored by `_Encoder.function` (its JSON text, or what `bodies` turns into
        it); MalformedIRData (naming the function) if it is not one, or if its node count
        differs from the header's."""
        try:
            text = body if type(body) is str or self.bodies is None else self.bodies(body)
            temps, encoded, preds, texts_x, locs_x = _list(json.loads(_str(text)), "body")
            texts = list(_strs(texts_x, "body texts"))
            locs = self._body_locs(_list(locs_x, "body locations"))
            own = self._temps(texts, _list(temps, "temporaries"))
            nodes = self._body(f, own, _list(encoded, "nodes"), _list(preds, "predecessors"),
                               locs, texts)
            if len(nodes) != f.node_total:
                raise _bad("node count")
            return own, nodes
        except MalformedIRData as exc:
            raise MalformedIRData(f"function {f.name}: {exc}") from None
        except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError,
                UnicodeError) as exc:
            raise MalformedIRData(f"function {f.name}: malformed IR data "
                                  f"({type(exc).__name__}: {exc})") from None

    def _body_locs(self, flat: list[Any]) -> list[Loc]:
        """A body's own locations, from their file, line and column in turn."""
        if len(flat) % 3:
            raise _bad("body locations")
        files = self.files
        return [Loc(files[_index(_int(flat[k]), len(files), "location")], _int(flat[k + 1]),
                    _int(flat[k + 2])) for k in range(0, len(flat), 3)]

    def _body(self, f: Function, temps: list[Var], encoded: list[Any], preds: list[Any],
              locs: list[Loc], texts: list[str]) -> list[Node]:
        decoders = self._instr_decoders()
        current = self._current
        current.temps, current.locs, current.texts = temps, locs, texts
        nodes: list[Node] = []
        add = nodes.append
        widths = _INSTR_WIDTHS
        for k, x in enumerate(encoded):
            kind = x[0]
            if len(x) != widths[kind]:
                raise _bad(f"{INSTR_KINDS[kind].__name__} instruction")
            add(Node(f, k, decoders[kind](x)))
        for node, x in zip(nodes, encoded, strict=True):
            ss = node.succs = [nodes[s] for s in _list(x[-1], "successors")]
            for s in ss:
                s.preds.append(node)
        for k, actual in preds:
            nodes[k].preds = [nodes[p] for p in _list(actual, "predecessors")]
        return nodes

    def init(self, x: Any) -> Init | None:
        if x is None:
            return None
        tag, *rest = _list(x, "initialiser")
        if tag == "s":
            (value,) = rest
            return ScalarInit(_number(value))
        if tag == "a":
            target, path, offset = rest
            return AddrInit(self._target(target), _strs(path), _int(offset))
        if tag == "b":
            (data,) = rest
            return StringInit(_str(data).encode("latin-1"))
        if tag == "g":
            (items,) = rest
            return AggInit(tuple([self.init(i) for i in _list(items, "initialiser")]))
        raise _bad("initialiser")

    def glob(self, x: Any) -> tuple[str, Global]:
        """A global: its variable decoded when first read, its initialiser and location
        when either is (`LazyGlobal`; MalformedIRData naming it then if they are not those
        of one)."""
        key, var, init, src_name, unit, static, const, defined, loc = x
        name = _str(key)
        names = self._var_cols[0]  # (the variable's name, without decoding its row)
        var_name = self.texts[_index(names[_index(_int(var), len(names), "global")],
                                     len(self.texts), "global")]

        def named(read: Callable[[], _T]) -> Callable[[], _T]:
            """`read`, whose malformed data is an error naming the global."""
            def reading() -> _T:
                try:
                    return read()
                except MalformedIRData as exc:
                    raise MalformedIRData(f"global {name}: {exc}") from None
                except (IndexError, TypeError, ValueError, KeyError) as exc:
                    raise MalformedIRData(f"global {name}: malformed IR data "
                                          f"({type(exc).__name__}: {exc})") from None
            return reading

        return name, LazyGlobal(var_name, named(lambda: self.vars[var]),
                                named(lambda: (self.init(init), self.locs[loc])),
                                _str(src_name), _str(unit), _bool(static), _bool(const),
                                _bool(defined))

    def record(self, x: Any) -> tuple[str, Record]:
        key, kind, name, fields, size, align, complete, bases, vmethods = x
        fs = [Field(_str(fname), self.types[ty], _int(offset))
              for fname, ty, offset in _list(fields, "record")]
        vm = {_str(m): _str(fn) for m, fn in _list(vmethods, "record")}
        r = Record(_RECORDKINDS[kind], _str(name), fs, _int(size), _int(align),
                   _bool(complete), list(_strs(bases)), vm)
        return _str(key), r

    def site(self, x: Any) -> tuple[int, AllocSite]:
        key, sid, function, fn, loc, ty = x
        a = AllocSite(_int(sid), _str(function), _str(fn), self.locs[loc],
                      None if ty is None else self.types[ty])
        return _int(key), a

    def diagnostic(self, x: Any) -> Diagnostic:
        severity, loc, message = _list(x, "diagnostic")
        return Diagnostic(_SEVERITIES[severity], self.locs[loc], _str(message))

    def program(self, data: dict[str, Any]) -> Program:
        return Program(
            functions=dict(self.function(x) for x in _list(data["functions"], "functions")),
            globals=dict(self.glob(x) for x in _list(data["globals"], "globals")),
            records=dict(self.record(x) for x in _list(data["records"], "records")),
            alloc_sites=dict(self.site(x) for x in _list(data["alloc_sites"], "sites")),
            units=list(_strs(data["units"])),
            diagnostics=[self.diagnostic(x) for x in _list(data["diagnostics"], "diagnostics")],
        )


def decode_program(data: Any, bodies: Callable[[Any], str] | None = None,
                   decoding: Callable[[], AbstractContextManager[None]] = nullcontext
                   ) -> Program:
    """The Program `encode_program` encoded as `data`; MalformedIRData for anything else.

    Functions' bodies, formals and locals, and the rows of the location and variable
    tables are decoded when first read. A body stored elsewhere (the IR cache keeps each
    apart) is a reference `bodies` turns into the body's text when it is first read; it
    raises MalformedIRData if it cannot. A body read later is decoded inside `decoding()`
    (the IR cache pauses the cyclic collector there)."""
    if type(data) is not dict or data.get("codec") != CODEC_VERSION:
        raise MalformedIRData("not encoded IR of this version")
    try:
        return _Decoder(data, bodies, decoding).program(data)
    except MalformedIRData:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError,
            UnicodeError) as exc:
        # wrong arity (unpacking), references out of range, unknown enum values, wrong
        # container types
        raise MalformedIRData(f"malformed IR data ({type(exc).__name__}: {exc})") from None


def check_schema() -> list[str]:
    """Differences between `INSTR_FIELDS` and the instruction classes (empty when in sync)."""
    problems = []
    for cls in INSTR_KINDS:
        fields = dataclasses.fields(cls)  # type: ignore[arg-type]
        names = tuple(f.name for f in fields if f.name not in ("loc", "src"))
        if cls not in INSTR_FIELDS or tuple(n for n, _ in INSTR_FIELDS[cls]) != names:
            problems.append(f"{cls.__name__}: fields {names}")
    return problems


# --- types alone (for data derived from the IR that names variables by value) ------------


class TypeTable:
    """Types numbered in a table `decode_types` reads back (each entry refers only to
    entries before it, as in the IR's own table)."""

    def __init__(self) -> None:
        self._enc = _Encoder()

    def index(self, t: Type) -> int:
        return self._enc.type(t)

    def entries(self) -> list[list[Any]]:
        return self._enc.type_list


def decode_types(table: Any) -> list[Type]:
    """The types of a `TypeTable`'s entries; MalformedIRData for anything else."""
    d = _Decoder.__new__(_Decoder)
    d.types = []
    try:
        for x in _list(table, "type table"):
            d.types.append(d._type(x))
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise MalformedIRData(f"malformed type table ({type(exc).__name__})") from None
    return d.types


#: The shape checks, for other data derived from the IR (each raises MalformedIRData).
check_int, check_str, check_bool, check_list = _int, _str, _bool, _list
