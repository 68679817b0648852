"""Query expressions in source terms (`*p`, `p->next`, `a[i]`, `**q`, `&x`) mapped onto the PEG.

Zheng and Rugina (POPL 2008), section 3's canonical forms: a variable x is `*a_x`, `*x` is
`**a_x`, `&x` is `a_x`, `x.f` is `*(a_x + f)` and `x->f` is `*(*a_x + f)` (section 5); with
the field-insensitive graph of section 7.1 a field access is its base's node and `a[i]` is
the array's node (elements collapsed). Expressions are scoped to the function holding a source
line (`FILE:LINE`), to a named function (`--at f`, or a `f:` prefix), or to the globals.
Nodes an expression needs but the program never mentions are added to the graph (they carry
no assignments, so they change no other answer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ddpa.graphs.peg import PEG, MemObject, NodeKind, ObjKind, formal_type
from ddpa.ir.instr import Var
from ddpa.ir.program import Function, Program
from ddpa.ir.types import ArrayType, PointerType, RecordKind, RecordType, Type


class QueryError(ValueError):
    """A query the user can fix: unknown variable or field, bad syntax, wrong type."""


@dataclass(frozen=True)
class Scope:
    """Where names are looked up: a function (with a line for shadowed locals) or globals."""

    function: Function | None = None
    line: int | None = None
    file: str | None = None

    def describe(self) -> str:
        if self.function is None:
            return "the globals"
        where = f" ({self.file}:{self.line})" if self.file and self.line else ""
        return f"function {self.function.source_name}{where}"


@dataclass(frozen=True)
class Resolved:
    """A resolved expression: its PEG node, whether it is an lvalue, and its C type."""

    node: int
    lvalue: bool
    type: Type
    text: str


_TOKEN = re.compile(r"\s*(->|[A-Za-z_$][A-Za-z0-9_$]*|\d+|[*&.\[\]()+\-:])")


def _tokens(text: str) -> list[str]:
    out: list[str] = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise QueryError(f"cannot read {text[pos:].strip()!r} in expression {text!r}")
        out.append(m.group(1))
        pos = m.end()
    return out


def find_scope(program: Program, at: str | None) -> Scope:
    """`FILE:LINE`, `LINE` or a function name; None for the global scope."""
    if not at:
        return Scope()
    file, _, line_text = at.rpartition(":")
    if line_text.isdigit():
        return _scope_at_line(program, file or None, int(line_text))
    fns = [f for f in program.defined_functions() if at in (f.name, f.source_name)]
    if not fns:
        raise QueryError(f"no function named {at!r} in the program")
    return Scope(fns[0])


def _scope_at_line(program: Program, file: str | None, line: int) -> Scope:
    best: tuple[int, Function] | None = None
    same: dict[str, bool] = {}  # (a program names few files: each is compared once)
    for f in program.defined_functions():
        # the lines of its nodes in that file, from the summary (the body is not read)
        first = last = -1
        for name, a, b in f.line_spans():
            hit = same.get(name)
            if hit is None:
                hit = same[name] = _same_file(name, file)
            if hit:
                first = a if first < 0 else min(first, a)
                last = max(last, b)
        if first < 0:
            continue
        lo, hi = min(first, f.loc.line or first), last
        if lo <= line <= hi + 1 and (best is None or hi - lo < best[0]):
            best = (hi - lo, f)
    if best is None:
        where = f"{file}:{line}" if file else f"line {line}"
        raise QueryError(f"no function contains {where}")
    return Scope(best[1], line, file)


def _same_file(loc_file: str, want: str | None) -> bool:
    if want is None:
        return True
    a, b = loc_file.replace("\\", "/"), want.replace("\\", "/")
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


@dataclass(frozen=True)
class _E:
    node: int
    lvalue: bool
    type: Type


class ExprResolver:
    """Parses query expressions and finds (or adds) their PEG nodes."""

    def __init__(self, program: Program, peg: PEG) -> None:
        self.program = program
        self.peg = peg

    def resolve(self, text: str, scope: Scope | None = None) -> Resolved:
        scope = scope or Scope()
        toks = _tokens(text)
        if len(toks) > 2 and toks[1] == ":":
            scope = find_scope(self.program, toks[0])
            toks = toks[2:]
        if not toks:
            raise QueryError("empty expression")
        p = _Parser(self, toks, text, scope)
        e = p.expr()
        if p.pos != len(toks):
            raise QueryError(f"unexpected {toks[p.pos]!r} in expression {text!r}")
        return Resolved(e.node, e.lvalue, e.type, text.strip())

    def lvalue(self, text: str, scope: Scope | None = None) -> Resolved:
        r = self.resolve(text, scope)
        if not r.lvalue:
            raise QueryError(f"{r.text!r} is not a memory location (an lvalue such as *p, "
                             "p->f, x or a[i] is needed)")
        return r

    # --- names ---------------------------------------------------------------------------

    def variable(self, name: str, scope: Scope) -> Var:
        fn = scope.function
        if fn is not None:
            local = self._local(fn, name, scope.line)
            if local is not None:
                return local
            static = self.program.globals.get(f"{fn.name}${name}")
            if static is not None:
                return static.var
        glob = self._global(name, scope)
        if glob is not None:
            return glob
        if fn is None:
            owners = [f for f in self.program.defined_functions()
                      if self._local(f, name, None) is not None]
            if len(owners) == 1:
                found = self._local(owners[0], name, None)
                assert found is not None
                return found
            if owners:
                names = ", ".join(sorted(f.source_name for f in owners))
                raise QueryError(f"{name!r} is a local of several functions ({names}); "
                                 "say which with --at FILE:LINE or FUNCTION")
        raise QueryError(f"no variable named {name!r} in {scope.describe()}")

    def _local(self, fn: Function, name: str, line: int | None) -> Var | None:
        cands = [v for v in (*fn.params, *fn.locals) if (v.src_name or v.name) == name]
        if len(cands) <= 1 or line is None:
            return cands[0] if cands else None
        first: dict[Var, int] = {}
        for n in fn.nodes:
            for v in (*n.instr.defs(), *n.instr.uses()):
                if v in cands and n.loc.line:
                    first.setdefault(v, n.loc.line)
        before = [v for v in cands if first.get(v, 0) <= line]
        return max(before or cands, key=lambda v: first.get(v, 0))

    def _global(self, name: str, scope: Scope) -> Var | None:
        cands = [g for g in self.program.globals.values() if (g.src_name or g.name) == name]
        if not cands:
            return None
        if scope.file is not None:
            same = [g for g in cands if _same_file(g.loc.file, scope.file)]
            cands = same or cands
        return cands[0].var

    def record_field(self, t: Type, name: str, text: str) -> Type:
        rec = self.program.records.get(t.name) if isinstance(t, RecordType) else None
        if rec is None:
            raise QueryError(f"{text!r}: {t} is not a struct or union with known fields")
        f = rec.field(name)
        if f is None:
            known = ", ".join(x.name for x in rec.fields) or "none"
            raise QueryError(f"{text!r}: {rec.kind.value} {rec.name} has no field {name!r} "
                             f"(fields: {known})")
        return f.type

    def union(self, t: Type) -> bool:
        rec = self.program.records.get(t.name) if isinstance(t, RecordType) else None
        return rec is not None and rec.kind is RecordKind.UNION

    def flat(self, t: Type, collapsed: frozenset[str]) -> bool:
        """Does the graph keep this record's fields apart (not a union, not collapsed)?"""
        return self.union(t) or (isinstance(t, RecordType) and t.name in collapsed)


class _Parser:
    """Recursive descent over the tokens of one expression."""

    def __init__(self, res: ExprResolver, toks: list[str], text: str, scope: Scope) -> None:
        self.r = res
        self.g = res.peg
        self.toks = toks
        self.text = text
        self.scope = scope
        self.pos = 0

    def peek(self) -> str:
        return self.toks[self.pos] if self.pos < len(self.toks) else ""

    def take(self, want: str | None = None) -> str:
        tok = self.peek()
        if not tok or (want is not None and tok != want):
            expected = f"{want!r}" if want else "more"
            raise QueryError(f"expected {expected} in expression {self.text!r}")
        self.pos += 1
        return tok

    def expr(self) -> _E:
        e = self.unary()
        while self.peek() in ("+", "-"):
            self.take()
            self.index()
            e = _E(self.value(e), False, self.decayed(e.type))
        return e

    def index(self) -> None:
        """Skip an index expression: array elements and offsets are collapsed (7.1)."""
        if not self.peek() or self.peek() in (")", "]"):
            raise QueryError(f"expected more in expression {self.text!r}")
        depth = 0
        while self.peek() and not (depth == 0 and self.peek() in (")", "]", "+", "-")):
            tok = self.take()
            depth += tok in ("(", "[")
            depth -= tok in (")", "]")

    def unary(self) -> _E:
        tok = self.peek()
        if tok == "*":
            self.take()
            return self.deref(self.unary(), "*")
        if tok == "&":
            self.take()
            e = self.unary()
            if not e.lvalue:
                raise QueryError(f"cannot take the address of a value in {self.text!r}")
            return _E(self.g.down[e.node], False, PointerType(e.type))
        return self.postfix(self.primary())

    def primary(self) -> _E:
        tok = self.take()
        if tok == "(":
            e = self.expr()
            self.take(")")
            return e
        if not (tok[0].isalpha() or tok[0] in "_$"):
            raise QueryError(f"unexpected {tok!r} in expression {self.text!r}")
        try:
            v = self.r.variable(tok, self.scope)
        except QueryError:
            fn = self.r.program.functions.get(tok)
            if fn is None:
                raise
            a = self.g.address(("func", tok), MemObject(ObjKind.FUNC, tok, loc=fn.loc))
            return _E(a, False, PointerType(fn.type))
        return _E(self.g.var_location(v), True, formal_type(v))

    def postfix(self, e: _E) -> _E:
        while True:
            tok = self.peek()
            if tok == "[":
                self.take()
                self.index()
                self.take("]")
                e = self.deref(e, "[]")
            elif tok == "->":
                self.take()
                e = self.member(self.deref(e, "->"), self.take())
            elif tok == ".":
                self.take()
                if not e.lvalue:
                    raise QueryError(f"'.' needs a record lvalue in {self.text!r}")
                e = self.member(e, self.take())
            else:
                return e

    def value(self, e: _E) -> int:
        if e.lvalue and isinstance(e.type, ArrayType):
            return self.g.down[e.node]  # an array decays to its (collapsed) address
        return e.node

    @staticmethod
    def decayed(t: Type) -> Type:
        return PointerType(t.elem) if isinstance(t, ArrayType) else t

    def deref(self, e: _E, how: str) -> _E:
        t = self.decayed(e.type)
        if e.lvalue and isinstance(e.type, ArrayType):
            return _E(e.node, True, e.type.elem)  # a[i]: the array's own node
        if not isinstance(t, PointerType):
            raise QueryError(f"cannot apply {how!r} in {self.text!r}: the operand has type "
                             f"{t}, not a pointer")
        return _E(self.g.deref(self.value(e)), True, t.pointee)

    def member(self, e: _E, name: str) -> _E:
        """Field `name` of the record lvalue e (the same node when fields are collapsed)."""
        ft = self.r.record_field(e.type, name, self.text)
        if not self.g.config.field_sensitive or self.r.flat(e.type, self.g.config.collapsed):
            return _E(e.node, True, ft)
        if self.g.kind[e.node] != NodeKind.DEREF:
            return _E(e.node, True, ft)
        return _E(self.g.deref(self.g.field(self.g.down[e.node], name)), True, ft)
