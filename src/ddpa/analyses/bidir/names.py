"""Abstract names of Table 1 (and Table 2) under the type-based and allocation-site-based
abstractions, the access expressions of section 3.1, and the object store of section 3.3.

A *name* is a memory location of the abstraction: a variable `x`, a field `a.f` of a record
variable (asb) or `tau.f` of a type (tba), an allocation site's object `site.f`, or a function.
A *token* `&n` stands for the address of location `n` (the paper's `&x`, `&tau`, `&allocsite`):
it appears in demands (Id's speculation, Example 2.5) and as the right side of alias pairs; an
alias pair `(x, &n)` is the points-to edge `x -> n` (section 1.3).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import final

from ddpa.ir import classes
from ddpa.ir.instr import Var, VarKind
from ddpa.ir.program import Program
from ddpa.ir.types import I32, ArrayType, PointerType, RecordKind, RecordType, Type

# ("v", var key, path) variable or record-variable field; ("h", site, path) allocation site;
# ("t", class, path) a type (tba); ("f", function, ()) a function.
Name = tuple[str, object, tuple[str, ...]]
Token = tuple[str, Name]  # ("&", name): the address of a location


class Abstraction(enum.Enum):
    """Section 2.1: heap (and stack objects) named by type or by allocation site."""

    TYPE = "type"  # tba
    SITE = "site"  # asb


def ret_var(fn: str, t: Type = I32) -> Var:
    """The variable holding a function's return value (`return x` assigns it)."""
    return Var("$ret", t, VarKind.LOCAL, scope=fn, src_name=f"{fn}()")


def vkey(v: Var) -> str:
    """A variable's key in names: `fn::x` for a local, `x` for a global (fast to hash)."""
    return f"{v.scope}::{v.name}" if v.scope else v.name


def strip_bases(path: tuple[str, ...]) -> tuple[str, ...]:
    """A base-class subobject is the object itself (`&p->base$X` is an up-cast)."""
    return tuple(p for p in path if not p.startswith("base$"))


def addr(n: Name) -> Token:
    return ("&", n)


def is_token(x: object) -> bool:
    return isinstance(x, tuple) and len(x) == 2 and x[0] == "&"


def _record_of(t: Type) -> str | None:
    while isinstance(t, ArrayType):
        t = t.elem
    return t.name if isinstance(t, RecordType) else None


@final
@dataclass
class Namer:
    """absName's naming of objects (Table 1 columns `&a`, `a.f`, `new tau`) for one
    abstraction, with the object store of section 3.3 (record variables accessed by
    relevant statements; `None`: every variable, i.e. no store)."""

    program: Program
    abstraction: Abstraction
    store: set[str] | None = None  # keys of the record variables in the object store
    vars: dict[str, Var] = field(default_factory=dict)
    _runs: dict[tuple[Name, str], str | None] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for g in self.program.globals.values():
            self.vars[vkey(g.var)] = g.var
        for f in self.program.defined_functions():
            for v in f.variables():
                self.vars[vkey(v)] = v
            r = ret_var(f.name)
            self.vars[vkey(r)] = r

    def var(self, key: str) -> Name:
        """absName(x) = {x}: a pointer variable keeps its name under both abstractions."""
        return ("v", key, ())

    def obj(self, key: str) -> Name | None:
        """The object named by variable `key` (`&a`): `a` under asb, its class under tba.
        None under tba when the object store does not hold `a` (section 3.3)."""
        v = self.vars.get(key)
        rec = _record_of(v.type) if v is not None else None
        if self.abstraction is Abstraction.TYPE and rec is not None:
            if self.store is not None and key not in self.store:
                return None
            return ("t", rec, ())
        return ("v", key, ())

    def record(self, key: str) -> None:
        v = self.vars.get(key)
        if self.store is not None and v is not None and _record_of(v.type) is not None:
            self.store.add(key)

    def text(self, x: Name | Token) -> str:
        return name_text(x, self.vars)

    def heap(self, site: int) -> Name:
        """absName(new tau) = {&allocsite} (asb) or {&tau} (tba)."""
        if self.abstraction is Abstraction.SITE:
            return ("h", site, ())
        s = self.program.alloc_sites.get(site)
        rec = _record_of(s.type) if s is not None and s.type is not None else None
        return ("t", rec if rec is not None else f"?{s.fn if s else site}", ())

    def runs(self, n: Name, method: str) -> str | None:
        """The function a virtual call of `method` runs on the object at `n` (section 3.2:
        targets come from the receiver's objects): its class's implementation, or
        `classes.PURE_VIRTUAL`; None when the class is unknown or has no such method
        (memoised)."""
        k = (n, method)
        if k in self._runs:
            return self._runs[k]
        cls = self.class_of(n)
        got = (classes.implementation(self.program.records, cls, method)
               if cls is not None else None)
        self._runs[k] = got
        return got

    def dispatches(self, n: Name, method: str, fn: str) -> bool:
        """Whether a virtual call of `method` on the object at `n` may run `fn`: false only
        when its class is known and runs another function."""
        impl = self.runs(n, method)
        return impl is None or impl == fn or impl == classes.PURE_VIRTUAL

    def class_of(self, n: Name) -> str | None:
        """The class of the object at location `n`, for virtual dispatch and Table 6."""
        kind, key, path = n
        t: Type | None
        if kind == "t":
            t = RecordType(RecordKind.CLASS, str(key)) if not str(key).startswith("?") else None
        elif kind == "h":
            site = self.program.alloc_sites.get(key)  # type: ignore[call-overload]
            t = site.type if site is not None else None
        elif kind == "v" and str(key) in self.vars:
            t = self.vars[str(key)].type
        else:
            return None
        for f in path:
            rec = _record_of(t) if t is not None else None
            r = self.program.records.get(rec) if rec is not None else None
            fld = r.field(f) if r is not None else None
            if fld is None:
                return None
            t = fld.type
        return _record_of(t) if t is not None else None


def extend(n: Name, path: tuple[str, ...]) -> Name:
    """The location `path` inside location `n` (`o.f` from `o` and `f`)."""
    p = strip_bases(path)
    return (n[0], n[1], n[2] + p) if p else n


def pointer_paths(program: Program, t: Type, depth: int = 0) -> list[tuple[str, ...]]:
    """The field paths of a record value that may hold pointers (a record copy copies
    every member, section 3.1); arrays are collapsed to their element."""
    if isinstance(t, ArrayType):
        return pointer_paths(program, t.elem, depth)
    if not isinstance(t, RecordType):
        return [()]
    rec = program.records.get(t.name)
    if rec is None or depth > 6:
        return []
    out: list[tuple[str, ...]] = []
    for f in rec.fields:
        if f.name == "__vptr":
            continue
        for sub in pointer_paths(program, f.type, depth + 1):
            out.append((f.name, *sub))
    return out


def holds_pointers(t: Type) -> bool:
    return isinstance(t, PointerType | RecordType | ArrayType)


def name_text(x: Name | Token, vars: dict[str, Var] | None = None) -> str:
    """`z`, `X.f`, `&z`, `X` (a tba object), `site3:Y.f` (an asb heap object), `fn()`."""
    if x[0] == "&":
        inner = x[1]
        assert isinstance(inner, tuple)
        return "&" + name_text(inner, vars)
    kind, key, path = x  # type: ignore[misc]
    if kind == "v" and vars is not None and str(key) in vars:
        v = vars[str(key)]
        base = v.src_name or v.name
    elif kind == "v":
        base = str(key).rsplit("::", 1)[-1]
    elif kind == "h":
        base = f"site{key}"
    elif kind == "f":
        base = f"{key}()"
    else:
        base = str(key)
    return ".".join([base, *path])
