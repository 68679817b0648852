"""C++ lambdas: the closure class's name and its captures, one field per captured entity.

A lambda is an object of its closure class (named `lambda@file:line:col`) whose fields are
the captures in clang's order (explicit captures as written, then implicit ones in order
of first use in the body): `cap$x` holds x (by copy) or x's address (by reference),
`cap$this` the enclosing object's address. Calling the lambda is a direct call of the
class's `operator()`, whose body reads captured variables through `this`. A generic lambda's
`operator()` is a template: each instance a call refers to is a method of its own
(`lambda@f.cpp:4:12::operator()<int>`), lowered as other template instances are; its
captures are read from the template's body.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import clang.cindex as ci

from ddpa.frontend.clang import native

CK = ci.CursorKind
TK = ci.TypeKind
_LOCAL_DECLS = frozenset({CK.VAR_DECL, CK.PARM_DECL})


@dataclass(frozen=True)
class Capture:
    """One field of a closure: its name, the captured variable (`native.decl_key`; None for
    `this`) and whether it holds the variable's address."""

    field: str
    var: int | None
    by_ref: bool
    offset: int
    type: ci.Type


def is_lambda_class(decl: ci.Cursor) -> bool:
    return native.kind(decl) == CK.CLASS_DECL and native.spelling(decl).startswith("(lambda at ")


def lambda_name(decl: ci.Cursor) -> str:
    loc = decl.location
    file = os.path.basename(loc.file.name) if loc.file is not None else "?"
    return f"lambda@{file}:{loc.line}:{loc.column}"


def call_operator(decl: ci.Cursor) -> ci.Cursor | None:
    """The `operator()` of a closure class (None for a generic lambda: a template)."""
    for k in decl.get_children():
        if k.kind == CK.CXX_METHOD and k.spelling == "operator()":
            return k
    return None


def operator_template(decl: ci.Cursor) -> ci.Cursor | None:
    """The `operator()` template of a generic lambda's closure class (None for another)."""
    for k in decl.get_children():
        if k.kind == CK.FUNCTION_TEMPLATE and k.spelling == "operator()":
            return k
    return None


def _explicit(decl: ci.Cursor) -> list[str]:
    """The names in the capture list as written (`x`, `&x`, `this`, `*this`, `y = e`),
    without the defaults `=` and `&`."""
    toks = [t.spelling for t in decl.get_tokens()]
    if "[" not in toks:
        return []
    out: list[list[str]] = []
    item: list[str] = []
    depth = 0
    for t in toks[toks.index("[") + 1:]:
        if t in "([{":
            depth += 1
        elif t in ")]}":
            if depth == 0:
                break
            depth -= 1
        if t == "," and depth == 0:
            out.append(item)
            item = []
        else:
            item.append(t)
    out.append(item)
    names = []
    for it in out:
        if not it or it in (["="], ["&"]):
            continue
        if "this" in it[:2]:
            names.append("this")
        else:
            names.append(next((t for t in it if t not in ("&", "...")), ""))
    return names


def _uses(op: ci.Cursor) -> tuple[list[tuple[str, int]], bool]:
    """Variables declared outside `op` that its body names (name and `native.decl_key`, in
    order of first use), and whether it uses `this`."""
    seen: dict[int, str] = {}
    this = False
    inner = {native.decl_key(c) for c in op.walk_preorder() if c.kind in _LOCAL_DECLS}
    for c in op.walk_preorder():
        if c.kind == CK.CXX_THIS_EXPR:
            this = True
        elif c.kind == CK.MEMBER_REF_EXPR and not list(c.get_children()):
            this = True  # an implicit `this->m`
        elif c.kind == CK.DECL_REF_EXPR:
            ref = c.referenced
            if ref is None or ref.kind not in _LOCAL_DECLS:
                continue
            if (ref.kind == CK.VAR_DECL and ref.storage_class in (
                    ci.StorageClass.STATIC, ci.StorageClass.EXTERN)) or \
                    ref.semantic_parent is None or \
                    ref.semantic_parent.kind not in (CK.FUNCTION_DECL, CK.CXX_METHOD,
                                                    CK.CONSTRUCTOR, CK.DESTRUCTOR,
                                                    CK.CONVERSION_FUNCTION):
                continue  # not a local: no capture
            h = native.decl_key(ref)
            if h not in inner and h not in seen:
                seen[h] = str(ref.spelling)
    return [(n, h) for h, n in seen.items()], this


def captures(decl: ci.Cursor) -> list[Capture] | None:
    """The captures of a closure class, matched with its fields; None when they do not
    match up (the lambda is then reported and its captures are unknown)."""
    op = call_operator(decl) or operator_template(decl)
    fields = list(decl.type.get_fields())
    if op is None:
        return None if fields else []
    used, uses_this = _uses(op)
    by_name = dict(used)
    order: list[tuple[str, int | None]] = []
    for name in _explicit(decl):
        if name == "this":
            order.append(("this", None))
        elif name in by_name:
            order.append((name, by_name[name]))
        else:
            order.append((name, -1))  # captured, never used: a field all the same
    taken = {h for _, h in order}
    order += [(n, h) for n, h in used if h not in taken]
    if uses_this and not any(h is None for _, h in order):
        order.append(("this", None))
    if len(order) != len(fields):
        return None
    out = []
    for (name, h), f in zip(order, fields, strict=True):
        by_ref = f.type.kind in (TK.LVALUEREFERENCE, TK.RVALUEREFERENCE)
        out.append(Capture(f"cap${name}", h, by_ref, max(f.get_field_offsetof(), 0) // 8,
                           f.type))
    return out


__all__ = ["Capture", "call_operator", "captures", "is_lambda_class", "lambda_name",
           "operator_template"]
