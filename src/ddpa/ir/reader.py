"""Parser for the canonical text form written by `ddpa.ir.printer`.

`read_program(print_program(p))` rebuilds a program that prints identically. The reader
works line by line: a structural pass splits the text into top-level items (single lines,
or `record ... {` / `func ... {` blocks closed by a `}` line), global variables are read
first so that `@name` can be told apart from a function reference anywhere, then every
other item is read in order. Each line is tokenized lazily by `_Scanner` and parsed by
small recursive-descent functions; every problem is reported as an `IRSyntaxError`.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

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
from ddpa.ir.printer import name_text
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
)
from ddpa.ir.syntax_error import IRSyntaxError
from ddpa.ir.types import (
    BOOL,
    F64,
    I32,
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

__all__ = ["IRSyntaxError", "parse_type", "read_file", "read_program"]


# --- tokens ------------------------------------------------------------------------------

_WS = re.compile(r"\s+")
_TOKEN = re.compile(
    r"""
      (?P<bytes>c"(?:[^"\\]|\\[0-9A-Fa-f]{2})*")
    | (?P<qname>[@%]"(?:[^"\\]|\\.)*")
    | (?P<name>[@%][A-Za-z_$][A-Za-z0-9_$]*)
    | (?P<string>"(?:[^"\\]|\\.)*")
    | (?P<float>-?(?:[0-9]+\.[0-9]+(?:[eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+)
               |-inf(?![A-Za-z0-9_$]))
    | (?P<int>-?[0-9]+)
    | (?P<word>[A-Za-z_$][A-Za-z0-9_$]*)
    | (?P<punct>->|::|\.\.\.|[*&{}\[\](),:=;#@.?+])
    """,
    re.VERBOSE,
)
_RECORD_NAME = re.compile(r"[A-Za-z0-9_$.:<>~]+")
_REST_OF_LINE = re.compile(r"[ \t]+(\S(?:.*\S)?)\s*\Z")
_INT_TYPE = re.compile(r"([iu])([0-9]{1,6})\Z")
_FLOAT_TYPE = re.compile(r"f([0-9]{1,6})\Z")
_NODE_ID = re.compile(r"n([0-9]{1,9})\Z")
_MAX_DEPTH = 100


@dataclass(frozen=True, slots=True)
class _Tok:
    """`kind` is a group name of `_TOKEN` ("qname" is folded into "name") or "eol".

    `value` is the decoded text of strings and names (without the sigil); `spaced` says
    whether whitespace (or the start of the line) precedes the token.
    """

    kind: str
    text: str
    col: int
    spaced: bool
    value: str = ""

    def is_(self, text: str) -> bool:
        return self.kind in ("punct", "word") and self.text == text

    def describe(self) -> str:
        return "end of line" if self.kind == "eol" else repr(self.text)


def _json_string(text: str) -> str:
    value = json.loads(text)
    if not isinstance(value, str):  # pragma: no cover - the regex admits only strings
        raise ValueError("not a string")
    return value


class _Scanner:
    """Lazy tokenizer over one line with one token of lookahead."""

    def __init__(self, text: str, line_no: int, filename: str) -> None:
        self.text = text
        self.line_no = line_no
        self.filename = filename
        self.pos = 0
        self.depth = 0
        self._peeked: _Tok | None = None
        self._after = 0

    def error(self, message: str, col: int | None = None) -> IRSyntaxError:
        return IRSyntaxError(message, self.line_no, col or self.pos + 1, self.filename)

    def peek(self) -> _Tok:
        if self._peeked is None:
            self._peeked, self._after = self._scan()
        return self._peeked

    def next(self) -> _Tok:
        tok = self.peek()
        self.pos, self._peeked = self._after, None
        return tok

    def _scan(self) -> tuple[_Tok, int]:
        pos = self.pos
        ws = _WS.match(self.text, pos)
        spaced = pos == 0 or ws is not None
        if ws is not None:
            pos = ws.end()
        if pos >= len(self.text):
            return _Tok("eol", "", pos + 1, spaced), pos
        m = _TOKEN.match(self.text, pos)
        if m is None or m.lastgroup is None:
            what = "unterminated string" if self.text[pos] == '"' else "unexpected character"
            raise self.error(f"{what} {self.text[pos]!r}", pos + 1)
        kind, text = m.lastgroup, m.group()
        value = ""
        try:
            if kind == "qname":
                kind, value = "name", _json_string(text[1:])
            elif kind == "name":
                value = text[1:]
            elif kind == "string":
                value = _json_string(text)
        except ValueError as e:
            raise self.error(f"bad string literal {text}: {e}", pos + 1) from None
        return _Tok(kind, text, pos + 1, spaced, value), m.end()

    def raw(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        """Match `pattern` at the current position, bypassing the tokenizer."""
        self._peeked = None
        m = pattern.match(self.text, self.pos)
        if m is not None:
            self.pos = m.end()
        return m

    def accept(self, text: str) -> bool:
        if self.peek().is_(text):
            self.next()
            return True
        return False

    def expect(self, text: str) -> _Tok:
        tok = self.next()
        if not tok.is_(text):
            raise self.error(f"expected '{text}', found {tok.describe()}", tok.col)
        return tok

    def at_end(self) -> bool:
        return self.peek().kind == "eol"

    def end(self) -> None:
        tok = self.peek()
        if tok.kind != "eol":
            raise self.error(f"unexpected {tok.describe()} at end of line", tok.col)

    @contextmanager
    def nested(self) -> Iterator[None]:
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            raise self.error("nesting too deep")
        try:
            yield
        finally:
            self.depth -= 1


# --- small pieces ------------------------------------------------------------------------


def _int(sc: _Scanner, what: str) -> int:
    tok = sc.next()
    if tok.kind != "int":
        raise sc.error(f"expected {what}, found {tok.describe()}", tok.col)
    return _int_value(sc, tok)


def _int_value(sc: _Scanner, tok: _Tok) -> int:
    try:
        return int(tok.text)
    except ValueError:  # more digits than int() accepts
        raise sc.error(f"integer literal too long: {tok.text[:20]}...", tok.col) from None


def _number(sc: _Scanner, tok: _Tok) -> int | float:
    if tok.kind == "int":
        return _int_value(sc, tok)
    if tok.kind == "float" or (tok.kind == "word" and tok.text in ("inf", "nan")):
        return float(tok.text)
    raise sc.error(f"expected an operand, found {tok.describe()}", tok.col)


def _string(sc: _Scanner, what: str) -> str:
    tok = sc.next()
    if tok.kind != "string":
        raise sc.error(f"expected {what} (a quoted string), found {tok.describe()}", tok.col)
    return tok.value


def _bare_name(sc: _Scanner, what: str) -> str:
    """A name without sigil: an identifier or a JSON-quoted string."""
    tok = sc.next()
    if tok.kind == "word":
        return tok.text
    if tok.kind == "string":
        return tok.value
    raise sc.error(f"expected {what}, found {tok.describe()}", tok.col)


def _sigil_name(sc: _Scanner, sigil: str, what: str) -> tuple[str, _Tok]:
    tok = sc.next()
    if tok.kind != "name" or tok.text[0] != sigil:
        raise sc.error(f"expected {what} ({sigil}name), found {tok.describe()}", tok.col)
    return tok.value, tok


def _path(sc: _Scanner) -> Path:
    out: list[str] = []
    while sc.accept("."):
        out.append(_bare_name(sc, "a field name"))
    return tuple(out)


def _arrow_path(sc: _Scanner) -> Path:
    """`->f.g` after a pointer: the `->` has been consumed."""
    return (_bare_name(sc, "a field name"), *_path(sc))


def _loc(sc: _Scanner) -> Loc:
    file = _string(sc, "a file name")
    sc.expect(":")
    line = _int(sc, "a line number")
    sc.expect(":")
    return Loc(file, line, _int(sc, "a column number"))


def _trailer(sc: _Scanner, with_src: bool = False) -> tuple[Loc, str]:
    """` ; "file":line:col ["source text"]`, or nothing."""
    if not sc.accept(";"):
        return NOLOC, ""
    loc = _loc(sc)
    src = _string(sc, "source text") if with_src and sc.peek().kind == "string" else ""
    return loc, src


# --- types -------------------------------------------------------------------------------

_NAMED_TYPES: dict[str, Type] = {"void": VOID, "bool": BOOL}
_RECORD_KINDS = {k.value: k for k in RecordKind}


def _type(sc: _Scanner) -> Type:
    with sc.nested():
        t = _base_type(sc)
        while sc.accept("*"):
            t = PointerType(t)
        return t


def _base_type(sc: _Scanner) -> Type:
    tok = sc.next()
    if tok.kind == "word":
        t = _word_type(sc, tok)
        if t is not None:
            return t
    elif tok.is_("["):
        return _array_type(sc)
    elif tok.is_("("):
        inner = _type(sc)
        sc.expect(")")
        return inner
    raise sc.error(f"expected a type, found {tok.describe()}", tok.col)


def _word_type(sc: _Scanner, tok: _Tok) -> Type | None:
    if tok.text in _NAMED_TYPES:
        return _NAMED_TYPES[tok.text]
    if tok.text in _RECORD_KINDS:
        return _record_type(sc, _RECORD_KINDS[tok.text])
    if tok.text == "fn":
        return _function_type(sc)
    m = _INT_TYPE.match(tok.text)
    if m:
        return IntType(int(m.group(2)), m.group(1) == "i")
    m = _FLOAT_TYPE.match(tok.text)
    return FloatType(int(m.group(1))) if m else None


def _record_type(sc: _Scanner, kind: RecordKind) -> RecordType:
    dot = sc.next()
    if not dot.is_(".") or dot.spaced:
        raise sc.error(f"expected '.' and a record name after '{kind.value}'", dot.col)
    m = sc.raw(_RECORD_NAME)
    if m is None:
        raise sc.error("expected a record name")
    return RecordType(kind, m.group())


def _array_type(sc: _Scanner) -> ArrayType:
    length = None if sc.accept("?") else _int(sc, "an array length or '?'")
    sc.expect("x")
    elem = _type(sc)
    sc.expect("]")
    return ArrayType(elem, length)


def _function_type(sc: _Scanner) -> FunctionType:
    sc.expect("(")
    params: list[Type] = []
    variadic = False
    if not sc.accept(")"):
        while True:
            if sc.accept("..."):
                variadic = True
                sc.expect(")")
                break
            params.append(_type(sc))
            if sc.accept(")"):
                break
            sc.expect(",")
    sc.expect("->")
    return FunctionType(_type(sc), tuple(params), variadic)


# --- operands ----------------------------------------------------------------------------


@dataclass
class _Scope:
    """Resolves `@name` against the globals and `%name` against a function's variables."""

    globals: dict[str, Var]
    locals: dict[str, Var] = field(default_factory=dict)

    def var(self, sc: _Scanner) -> Var:
        tok = sc.next()
        if tok.kind != "name":
            raise sc.error(f"expected a variable, found {tok.describe()}", tok.col)
        table = self.globals if tok.text[0] == "@" else self.locals
        v = table.get(tok.value)
        if v is None:
            raise sc.error(f"unknown variable {tok.text}", tok.col)
        return v

    def target(self, sc: _Scanner) -> AddrTarget:
        tok = sc.peek()
        if tok.kind == "name" and tok.text[0] == "@" and tok.value not in self.globals:
            sc.next()
            return FuncRef(tok.value)
        return self.var(sc)

    def operand(self, sc: _Scanner) -> Operand:
        return self.var(sc) if sc.peek().kind == "name" else _const(sc)


def _const(sc: _Scanner) -> Const:
    tok = sc.next()
    if tok.is_("null"):
        sc.expect(":")
        t = _type(sc)
        if not isinstance(t, PointerType):
            raise sc.error(f"null needs a pointer type, not {t.text()}", tok.col)
        return Const(0, t)
    value = _number(sc, tok)
    if sc.accept(":"):
        return Const(value, _type(sc))
    return Const(value, I32 if isinstance(value, int) else F64)


def _args(sc: _Scanner, scope: _Scope) -> tuple[Operand, ...]:
    sc.expect("(")
    out: list[Operand] = []
    if not sc.accept(")"):
        out.append(scope.operand(sc))
        while not sc.accept(")"):
            sc.expect(",")
            out.append(scope.operand(sc))
    return tuple(out)


# --- instructions ------------------------------------------------------------------------

_BINOPS = {op.value: op for op in BinOp}
_UNOPS = {op.value: op for op in UnOp}


def _instr(sc: _Scanner, scope: _Scope) -> Instr:
    tok = sc.peek()
    if tok.kind == "word" and tok.text in _KEYWORD_FORMS:
        sc.next()
        return _KEYWORD_FORMS[tok.text](sc, scope)
    if sc.accept("*"):
        ptr = scope.var(sc)
        sc.expect("=")
        return Store(ptr, (), scope.operand(sc))
    if tok.kind != "name":
        raise sc.error(f"expected an instruction, found {tok.describe()}", tok.col)
    v = scope.var(sc)
    if sc.accept("="):
        return _assignment(sc, scope, v)
    if sc.accept("->"):
        path = _arrow_path(sc)
        sc.expect("=")
        return Store(v, path, scope.operand(sc))
    path = _path(sc)
    if not path:
        raise sc.error(f"expected '=', '->' or '.', found {sc.peek().describe()}")
    sc.expect("=")
    return FieldWrite(v, path, scope.operand(sc))


def _ret(sc: _Scanner, scope: _Scope) -> Instr:
    tok = sc.peek()
    if tok.kind == "eol" or tok.is_("->") or tok.is_(";"):
        return Return(None)
    return Return(scope.operand(sc))


def _switch(sc: _Scanner, scope: _Scope) -> Instr:
    value = scope.operand(sc)
    cases: list[tuple[int, ...]] = []
    while sc.accept("["):
        group: list[int] = []
        if not sc.accept("]"):
            group.append(_int(sc, "a case value"))
            while not sc.accept("]"):
                sc.expect(",")
                group.append(_int(sc, "a case value"))
        cases.append(tuple(group))
    return Switch(value, tuple(cases))


def _callee(sc: _Scanner, scope: _Scope) -> Callee:
    tok = sc.peek()
    if sc.accept("*"):
        return Indirect(scope.var(sc))
    if sc.accept("virtual"):
        receiver = scope.var(sc)
        sc.expect("->")
        cls = _bare_name(sc, "a class name")
        sc.expect("::")
        return Virtual(receiver, _bare_name(sc, "a method name"), cls)
    if tok.kind == "name" and tok.text[0] == "@":
        sc.next()
        return Direct(tok.value)
    raise sc.error(f"expected a callee (@f, *%p or virtual), found {tok.describe()}", tok.col)


def _call(sc: _Scanner, scope: _Scope, dst: Var | None) -> Call:
    callee = _callee(sc, scope)
    return Call(dst, callee, _args(sc, scope))


_KEYWORD_FORMS: dict[str, Callable[[_Scanner, _Scope], Instr]] = {
    "entry": lambda sc, scope: Entry(),
    "exit": lambda sc, scope: Exit(),
    "nop": lambda sc, scope: Nop(),
    "ret": _ret,
    "br": lambda sc, scope: Branch(scope.operand(sc)),
    "switch": _switch,
    "call": lambda sc, scope: _call(sc, scope, None),
}


def _assignment(sc: _Scanner, scope: _Scope, dst: Var) -> Instr:
    """The right-hand side of `dst = ...`."""
    tok = sc.peek()
    if sc.accept("&"):
        return _address(sc, scope, dst)
    if sc.accept("*"):
        return Load(dst, scope.var(sc))
    if tok.kind == "name":
        v = scope.var(sc)
        nxt = sc.peek()
        if nxt.is_("."):
            return FieldRead(dst, v, _path(sc))
        if nxt.is_("->") and not nxt.spaced:  # ` -> n2` (spaced) starts the successors
            sc.next()
            return Load(dst, v, _arrow_path(sc))
        return Copy(dst, v)
    if tok.kind == "word" and tok.text in _RHS_FORMS:
        sc.next()
        return _RHS_FORMS[tok.text](sc, scope, dst)
    return Copy(dst, _const(sc))


def _address(sc: _Scanner, scope: _Scope, dst: Var) -> Instr:
    """After `dst = &`: `&%x.f`, `&@f`, `&%p->f.g` or `&*%p`."""
    if sc.accept("*"):
        return FieldAddr(dst, scope.var(sc), ())
    target = scope.target(sc)
    nxt = sc.peek()
    if isinstance(target, Var) and nxt.is_("->") and not nxt.spaced:
        sc.next()
        return FieldAddr(dst, target, _arrow_path(sc))
    return AddrOf(dst, target, _path(sc))


def _alloc(sc: _Scanner, scope: _Scope, dst: Var) -> Instr:
    sc.expect("#")
    site = _int(sc, "an allocation site number")
    fn, _ = _sigil_name(sc, "@", "an allocation function")
    return Alloc(dst, site, fn, _args(sc, scope))


def _ptradd(sc: _Scanner, scope: _Scope, dst: Var) -> Instr:
    base = scope.var(sc)
    sc.expect(",")
    index = scope.operand(sc)
    sc.expect(",")
    return PtrAdd(dst, base, index, _int(sc, "a scale"))


def _binary(op: BinOp) -> Callable[[_Scanner, _Scope, Var], Instr]:
    def parse(sc: _Scanner, scope: _Scope, dst: Var) -> Instr:
        a = scope.operand(sc)
        sc.expect(",")
        return Arith(dst, op, a, scope.operand(sc))

    return parse


def _unary(op: UnOp) -> Callable[[_Scanner, _Scope, Var], Instr]:
    return lambda sc, scope, dst: Unary(dst, op, scope.operand(sc))


_RHS_FORMS: dict[str, Callable[[_Scanner, _Scope, Var], Instr]] = {
    "call": _call,
    "alloc": _alloc,
    "ptradd": _ptradd,
    **{name: _binary(op) for name, op in _BINOPS.items()},
    **{name: _unary(op) for name, op in _UNOPS.items()},
}


# --- global initialisers -----------------------------------------------------------------


def _init(sc: _Scanner) -> Init | None:
    """An initialiser; `&@name` targets are FuncRef placeholders until `_resolve`."""
    with sc.nested():
        tok = sc.next()
        if tok.is_("zero"):
            return None
        if tok.is_("&"):
            return _addr_init(sc)
        if tok.kind == "bytes":
            return StringInit(_bytes_value(sc, tok))
        if tok.is_("{"):
            items: list[Init | None] = []
            if not sc.accept("}"):
                items.append(_init(sc))
                while not sc.accept("}"):
                    sc.expect(",")
                    items.append(_init(sc))
            return AggInit(tuple(items))
        return ScalarInit(_number(sc, tok))


def _addr_init(sc: _Scanner) -> AddrInit:
    name, _ = _sigil_name(sc, "@", "a global or function")
    path = _path(sc)
    offset = 0
    if sc.accept("+"):
        offset = _int(sc, "an offset")
    elif sc.peek().kind == "int" and sc.peek().text.startswith("-"):
        offset = _int_value(sc, sc.next())
    return AddrInit(FuncRef(name), path, offset)


def _bytes_value(sc: _Scanner, tok: _Tok) -> bytes:
    body, out, i = tok.text[2:-1], bytearray(), 0
    while i < len(body):
        if body[i] == "\\":
            out.append(int(body[i + 1 : i + 3], 16))
            i += 3
            continue
        if not " " <= body[i] <= "~":
            raise sc.error(f"byte string character {body[i]!r} must be written as \\xx")
        out.append(ord(body[i]))
        i += 1
    return bytes(out)


def _resolve(init: Init | None, globals: dict[str, Var]) -> Init | None:
    """Turn placeholder targets that name a global variable into that variable."""
    if isinstance(init, AddrInit) and isinstance(init.target, FuncRef):
        v = globals.get(init.target.name)
        return init if v is None else replace(init, target=v)
    if isinstance(init, AggInit):
        return AggInit(tuple(_resolve(i, globals) for i in init.items))
    return init


# --- top-level items ---------------------------------------------------------------------


@dataclass
class _Attrs:
    is_static: bool = False
    noreturn: bool = False
    unit: str = ""
    src: str = ""


def _attrs(sc: _Scanner) -> _Attrs:
    out, seen = _Attrs(), set[str]()
    while True:
        tok = sc.peek()
        if tok.kind != "word" or tok.text not in ("static", "unit", "src", "noreturn"):
            return out
        if tok.text in seen:
            raise sc.error(f"duplicate attribute '{tok.text}'", tok.col)
        seen.add(sc.next().text)
        if tok.text == "static":
            out.is_static = True
        elif tok.text == "noreturn":
            out.noreturn = True
        elif tok.text == "unit":
            out.unit = _string(sc, "a unit name")
        else:
            out.src = _string(sc, "a source name")


def _function_type_of(sc: _Scanner, col: int) -> FunctionType:
    t = _type(sc)
    if not isinstance(t, FunctionType):
        raise sc.error(f"expected a function type, found {t.text()}", col)
    return t


@dataclass
class _Item:
    """A top-level item: lines[start] is its head; a block runs to the `}` at end - 1."""

    start: int
    end: int
    keyword: str


_TOP_KEYWORDS = frozenset({"unit", "record", "global", "alloc", "declare", "func"})
_FIRST_WORD = re.compile(r"\s*([A-Za-z_$][A-Za-z0-9_$]*)")


def _first_word(line: str) -> str:
    m = _FIRST_WORD.match(line)
    return m.group(1) if m else ""


def _skippable(line: str) -> bool:
    s = line.strip()
    return not s or s.startswith(";")


class _Reader:
    def __init__(self, text: str, filename: str) -> None:
        self.lines = text.split("\n")
        self.filename = filename
        self.program = Program()
        self.globals: dict[str, Var] = {}

    def scanner(self, index: int) -> _Scanner:
        return _Scanner(self.lines[index], index + 1, self.filename)

    def error(self, index: int, message: str, col: int = 1) -> IRSyntaxError:
        return IRSyntaxError(message, index + 1, col, self.filename)

    def run(self) -> Program:
        items = list(self.items())
        for item in items:
            if item.keyword == "global":
                self.global_line(item.start)
        for g in self.program.globals.values():
            g.init = _resolve(g.init, self.globals)
        for item in items:
            if item.keyword != "global":
                self.item(item)
        return self.program

    def items(self) -> Iterator[_Item]:
        i = 0
        while i < len(self.lines):
            line = self.lines[i]
            word = _first_word(line)
            if _skippable(line):
                i += 1
                continue
            if word not in _TOP_KEYWORDS:
                col = len(line) - len(line.lstrip()) + 1
                found = word or line.strip()[:20]
                raise self.error(i, f"expected a top-level declaration, found {found!r}", col)
            end = i + 1
            if word in ("record", "func") and line.rstrip().endswith("{"):
                end = self.block_end(i)
            yield _Item(i, end, word)
            i = end

    def block_end(self, start: int) -> int:
        for j in range(start + 1, len(self.lines)):
            if self.lines[j].strip() == "}":
                return j + 1
            if _first_word(self.lines[j]) in _TOP_KEYWORDS:
                break
        raise self.error(start, "block is not closed: missing '}'")

    def item(self, item: _Item) -> None:
        if item.keyword == "unit":
            sc = self.scanner(item.start)
            sc.next()
            self.program.units.append(_string(sc, "a unit name"))
            sc.end()
        elif item.keyword == "record":
            self.record(item)
        elif item.keyword == "alloc":
            self.alloc_line(item.start)
        elif item.keyword == "declare":
            self.declare_line(item.start)
        else:
            _FunctionReader(self, item).run()

    # records

    def record(self, item: _Item) -> None:
        sc = self.scanner(item.start)
        sc.next()
        tok = sc.peek()
        t = _type(sc)
        if not isinstance(t, RecordType):
            raise sc.error(f"expected a record type, found {t.text()}", tok.col)
        if t.name in self.program.records:
            raise sc.error(f"duplicate record {t.name}", tok.col)
        r = Record(t.kind, t.name)
        sc.expect("size")
        r.size = _int(sc, "a size")
        sc.expect("align")
        r.align = _int(sc, "an alignment")
        r.complete = not sc.accept("incomplete")
        if r.complete:
            sc.expect("{")
        sc.end()
        for i in range(item.start + 1, item.end - 1):
            if not _skippable(self.lines[i]):
                self.record_member(r, self.scanner(i))
        self.program.records[r.name] = r

    def record_member(self, r: Record, sc: _Scanner) -> None:
        tok = sc.next()
        if tok.is_("base"):
            m = sc.raw(_REST_OF_LINE)
            if m is None:
                raise sc.error("expected a base record name")
            r.bases.append(m.group(1))
            return
        if tok.is_("field"):
            name = _bare_name(sc, "a field name")
            if r.field(name) is not None:
                raise sc.error(f"duplicate field {name!r}", tok.col)
            sc.expect(":")
            ftype = _type(sc)
            sc.expect("@")
            r.fields.append(Field(name, ftype, _int(sc, "a field offset")))
        elif tok.is_("vmethod"):
            method = _bare_name(sc, "a method name")
            sc.expect("=")
            r.vmethods[method] = _sigil_name(sc, "@", "a function")[0]
        else:
            raise sc.error(f"expected base, field or vmethod, found {tok.describe()}", tok.col)
        sc.end()

    # globals, allocation sites, declarations

    def global_line(self, index: int) -> None:
        sc = self.scanner(index)
        sc.next()
        name, tok = _sigil_name(sc, "@", "a global name")
        if name in self.globals:
            raise sc.error(f"duplicate global {tok.text}", tok.col)
        sc.expect(":")
        gtype = _type(sc)
        init = _init(sc) if sc.accept("=") else None
        extern = sc.accept("extern")
        if extern and init is not None:
            raise sc.error("an extern global has no initialiser")
        is_const = sc.accept("const")
        attrs = _attrs(sc)
        if attrs.noreturn:
            raise sc.error("a global cannot be noreturn")
        loc, _ = _trailer(sc)
        sc.end()
        src = attrs.src or name
        v = Var(name, gtype, VarKind.GLOBAL, "", src)
        self.globals[name] = v
        self.program.globals[name] = Global(
            v, init, src, attrs.unit, attrs.is_static, is_const, not extern, loc
        )

    def alloc_line(self, index: int) -> None:
        sc = self.scanner(index)
        sc.next()
        sc.expect("#")
        tok = sc.peek()
        site = _int(sc, "an allocation site number")
        if site in self.program.alloc_sites:
            raise sc.error(f"duplicate allocation site #{site}", tok.col)
        fn = _sigil_name(sc, "@", "an allocation function")[0]
        sc.expect("in")
        function = _sigil_name(sc, "@", "a function")[0]
        atype = _type(sc) if sc.accept(":") else None
        loc, _ = _trailer(sc)
        sc.end()
        self.program.alloc_sites[site] = AllocSite(site, function, fn, loc, atype)

    def add_function(self, sc: _Scanner, tok: _Tok, f: Function) -> None:
        if f.name in self.program.functions:
            raise sc.error(f"duplicate function {tok.text}", tok.col)
        if f.name in self.globals:
            raise sc.error(f"{tok.text} is both a global and a function", tok.col)
        self.program.functions[f.name] = f

    def declare_line(self, index: int) -> None:
        sc = self.scanner(index)
        sc.next()
        name, tok = _sigil_name(sc, "@", "a function name")
        sc.expect(":")
        ftype = _function_type_of(sc, sc.peek().col)
        attrs = _attrs(sc)
        loc, _ = _trailer(sc)
        sc.end()
        f = Function(name, ftype, src_name=attrs.src, unit=attrs.unit, noreturn=attrs.noreturn)
        f.is_static, f.loc = attrs.is_static, loc
        self.add_function(sc, tok, f)


@dataclass
class _PendingEdges:
    """Successor references of one node line, resolved once all nodes are known."""

    line: int
    targets: list[tuple[int, int]]  # (node id, column)


class _FunctionReader:
    """Reads one `func ... { ... }` block."""

    def __init__(self, reader: _Reader, item: _Item) -> None:
        self.reader = reader
        self.item = item
        self.scope = _Scope(reader.globals)
        self.edges: list[_PendingEdges] = []
        self.function = self.header(reader.scanner(item.start))

    def run(self) -> None:
        for i in range(self.item.start + 1, self.item.end - 1):
            if not _skippable(self.reader.lines[i]):
                self.body_line(self.reader.scanner(i))
        f = self.function
        if not f.nodes:
            where = name_text("@", f.name)
            raise self.reader.error(self.item.start, f"function {where} has no nodes")
        self.link()

    def header(self, sc: _Scanner) -> Function:
        sc.next()
        name, tok = _sigil_name(sc, "@", "a function name")
        sc.expect("(")
        params, variadic = self.params(sc, name)
        sc.expect("->")
        ret = _type(sc)
        attrs = _attrs(sc)
        loc, _ = _trailer(sc)
        sc.expect("{")
        sc.end()
        ftype = FunctionType(ret, tuple(p.type for p in params), variadic)
        f = Function(name, ftype, params, src_name=attrs.src, unit=attrs.unit,
                     noreturn=attrs.noreturn)
        f.is_static, f.loc = attrs.is_static, loc
        self.reader.add_function(sc, tok, f)
        return f

    def params(self, sc: _Scanner, fname: str) -> tuple[list[Var], bool]:
        params: list[Var] = []
        if sc.accept(")"):
            return params, False
        while True:
            if sc.accept("..."):
                sc.expect(")")
                return params, True
            name, tok = _sigil_name(sc, "%", "a parameter name")
            sc.expect(":")
            v = Var(name, _type(sc), VarKind.FORMAL, fname, name)
            self.declare(sc, tok, v)
            params.append(v)
            if sc.accept(")"):
                return params, False
            sc.expect(",")

    def declare(self, sc: _Scanner, tok: _Tok, v: Var) -> None:
        if v.name in self.scope.locals:
            raise sc.error(f"duplicate variable {tok.text}", tok.col)
        self.scope.locals[v.name] = v

    def body_line(self, sc: _Scanner) -> None:
        tok = sc.peek()
        if tok.is_("param"):
            self.param_line(sc)
        elif tok.kind == "word" and tok.text in ("local", "temp"):
            self.var_line(sc)
        elif tok.kind == "word" and _NODE_ID.match(tok.text):
            self.node_line(sc)
        else:
            msg = f"expected param, local, temp or a node, found {tok.describe()}"
            raise sc.error(msg, tok.col)

    def var_decl(self, sc: _Scanner) -> tuple[str, _Tok, Type, str]:
        sc.next()
        name, tok = _sigil_name(sc, "%", "a variable name")
        sc.expect(":")
        vtype = _type(sc)
        src = _string(sc, "a source name") if sc.accept("src") else ""
        sc.end()
        return name, tok, vtype, src

    def param_line(self, sc: _Scanner) -> None:
        name, tok, vtype, src = self.var_decl(sc)
        params = self.function.params
        index = next((i for i, p in enumerate(params) if p.name == name), None)
        if index is None:
            where = name_text("@", self.function.name)
            raise sc.error(f"{tok.text} is not a parameter of {where}", tok.col)
        if params[index].type != vtype:
            raise sc.error(f"parameter {tok.text} was declared as {params[index].type}", tok.col)
        v = replace(params[index], src_name=src or name)
        params[index] = self.scope.locals[name] = v

    def var_line(self, sc: _Scanner) -> None:
        temp = sc.peek().is_("temp")
        name, tok, vtype, src = self.var_decl(sc)
        kind = VarKind.TEMP if temp else VarKind.LOCAL
        v = Var(name, vtype, kind, self.function.name, src or ("" if temp else name))
        self.declare(sc, tok, v)
        (self.function.temps if temp else self.function.locals).append(v)

    def node_line(self, sc: _Scanner) -> None:
        tok = sc.next()
        nid = int(tok.text[1:])
        if nid != len(self.function.nodes):
            msg = f"expected node n{len(self.function.nodes)} (nodes are numbered in order)"
            raise sc.error(f"{msg}, found {tok.text}", tok.col)
        sc.expect(":")
        instr = _instr(sc, self.scope)
        targets = self.successors(sc)
        loc, src = _trailer(sc, with_src=True)
        sc.end()
        if loc != NOLOC or src:
            instr = replace(instr, loc=loc, src=src)  # type: ignore[type-var]
        self.function.new_node(instr)
        self.edges.append(_PendingEdges(sc.line_no, targets))

    def successors(self, sc: _Scanner) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        if not sc.accept("->"):
            return out
        while True:
            tok = sc.next()
            m = _NODE_ID.match(tok.text) if tok.kind == "word" else None
            if m is None:
                raise sc.error(f"expected a node id (nK), found {tok.describe()}", tok.col)
            out.append((int(m.group(1)), tok.col))
            if not sc.accept(","):
                return out

    def link(self) -> None:
        nodes = self.function.nodes
        for node, pending in zip(nodes, self.edges, strict=True):
            for nid, col in pending.targets:
                if nid >= len(nodes):
                    msg = f"unknown node n{nid} in {name_text('@', self.function.name)}"
                    raise IRSyntaxError(msg, pending.line, col, self.reader.filename)
                add_edge(node, nodes[nid])


# --- entry points ------------------------------------------------------------------------


def read_program(text: str, filename: str = "<ir>") -> Program:
    """Parse the canonical IR text written by `ddpa.ir.printer.print_program`."""
    return _Reader(text, filename).run()


def parse_type(text: str) -> Type:
    """Parse a type written by `Type.text()`, e.g. `(fn(i32, ...) -> void)*`."""
    sc = _Scanner(text, 1, "<type>")
    t = _type(sc)
    sc.end()
    return t


def read_file(path: str | os.PathLike[str]) -> Program:
    with open(path, encoding="utf-8-sig") as fh:
        return read_program(fh.read(), os.fspath(path))
