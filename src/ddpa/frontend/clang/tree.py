"""Cursor trees: a function (or a global's initialiser) read from libclang in one visit.

The bindings' per-call overhead dominated lowering: `get_children` creates a ctypes callback
and a list per cursor, `kind` and `type` re-ask libclang each time, and lowering asks the
same cursor several times. Here one recursive `clang_visitChildren` with one callback
collects every cursor below a root into `CNode`s (kind, children, a slot for the lowered
type), so lowering walks plain Python objects and asks libclang only what it must.
"""

from __future__ import annotations

import ctypes
import functools
import weakref
from typing import Any

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.ir.types import Type

CK = ci.CursorKind
# children that name a type, template or namespace rather than compute a value, and the
# parameters of a function type written in an expression (`(void (*)(int n))f`)
_REF_KINDS = frozenset({CK.TYPE_REF, CK.TEMPLATE_REF, CK.NAMESPACE_REF, CK.PARM_DECL})
_EXPRESSIONS = frozenset(k for k in CK.get_all_kinds() if k.is_expression())
_BREAK, _CONTINUE, _RECURSE = 0, 1, 2
_UNASKED: Any = object()


class CNode:
    """One cursor below the root with its children, each read from libclang once.

    `kids` are all children in libclang's order; `ops` the same without type, template
    and namespace references (`(T)x` has a TYPE_REF child) and without the parameters of
    a function type named in an expression (`(void (*)(int n))f` has a PARM_DECL child):
    the operands lowering uses.
    `ty` caches the cursor's lowered IR type (filled by the lowering on first use).
    """

    __slots__ = ("_ref", "cursor", "kids", "kind", "ops", "ty")

    def __init__(self, cursor: ci.Cursor, kind: ci.CursorKind) -> None:
        self.cursor = cursor
        self.kind = kind
        self.kids: list[CNode] = []
        self.ops = self.kids
        self.ty: Type | None = None
        self._ref: ci.Cursor | None = _UNASKED

    def referenced(self) -> ci.Cursor | None:
        """The declaration a reference or use refers to (asked of libclang once)."""
        ref = self._ref
        if ref is _UNASKED:
            ref = self._ref = native.referenced(self.cursor)
        return ref

    @property
    def is_expression(self) -> bool:
        return self.kind in _EXPRESSIONS

    def __repr__(self) -> str:
        return f"<CNode {self.kind.name} ({len(self.kids)} children)>"


class CursorTree:
    """The nodes below `root`, found again by cursor (a VAR_DECL's initialiser cursor is
    one of the tree's own)."""

    def __init__(self, trees: TreeBuilder, root: CNode, index: dict[bytes, CNode]) -> None:
        self._trees = trees
        self._index = index
        self.root = root

    def node(self, c: ci.Cursor) -> CNode:
        """The node of a cursor below the root, or the root of a tree of its own."""
        hit = self._index.get(bytes(c))
        return hit if hit is not None else self._trees.build(c).root


class TreeCursor(ci.Cursor):  # type: ignore[misc]  # the bindings are untyped
    """A cursor met by a tree visit. The bindings want a cursor's translation unit in `_tu`:
    rather than an attribute dictionary per cursor, it is found from the unit pointer every
    CXCursor carries (its third data word), among the units of live TreeBuilders."""

    @property
    def _tu(self) -> ci.TranslationUnit:
        try:
            return _UNITS[self.data[2]]
        except KeyError:
            raise AttributeError("_tu: the cursor's translation unit is gone") from None


_UNITS: weakref.WeakValueDictionary[int, ci.TranslationUnit] = weakref.WeakValueDictionary()
_VISITOR = ctypes.CFUNCTYPE(ctypes.c_int, TreeCursor, ci.Cursor, ctypes.c_void_p)


@functools.cache
def _visit_children() -> Any:
    return native.raw_function("clang_visitChildren", [ci.Cursor, _VISITOR, ctypes.c_void_p],
                               ctypes.c_uint)


class TreeBuilder:
    """Builds the CursorTree of any cursor of one translation unit."""

    def __init__(self, tu: ci.TranslationUnit) -> None:
        self._tu = tu
        _UNITS[tu.cursor.data[2]] = tu

    def build(self, root: ci.Cursor) -> CursorTree:
        kinds = native.kind_table()
        index: dict[bytes, CNode] = {}
        top = index[bytes(root)] = CNode(root, kinds.get(root._kind_id) or root.kind)
        with_refs: list[CNode] = []
        failed: list[bool] = []

        def visit(child: ci.Cursor, parent: ci.Cursor, _: object) -> int:
            key, pkey = bytes(child), bytes(parent)
            if key == pkey:  # a wrapper (ConstantExpr) shown as its operand: the same cursor
                return _RECURSE
            k = kinds.get(child._kind_id)
            p = index.get(pkey)
            if p is None or k is None:  # never raise through libclang: stop and fall back
                failed.append(True)
                return _BREAK
            node = index[key] = CNode(child, k)
            p.kids.append(node)
            if k in _REF_KINDS:
                with_refs.append(p)
            return _RECURSE

        _visit_children()(root, _VISITOR(visit), None)
        if failed:
            return CursorTree(self, _build_by_levels(root), {})
        for p in with_refs:
            p.ops = [k for k in p.kids if k.kind not in _REF_KINDS]
        return CursorTree(self, top, index)


def children(c: ci.Cursor) -> list[ci.Cursor]:
    """A cursor's children, as `Cursor.get_children` lists them without its per-child
    check against the null cursor (a libclang call each)."""
    if c.data[2] not in _UNITS:
        _UNITS[c.data[2]] = c._tu
    out: list[ci.Cursor] = []

    def visit(child: ci.Cursor, parent: ci.Cursor, _: object) -> int:
        out.append(child)
        return _CONTINUE

    _visit_children()(c, _VISITOR(visit), None)
    return out


def _build_by_levels(root: ci.Cursor) -> CNode:
    """The same tree from one `get_children` per cursor (slower; kinds the bindings do not
    know raise here as they would on use)."""
    top = CNode(root, root.kind)
    stack = [top]
    while stack:
        n = stack.pop()
        for child in n.cursor.get_children():
            node = CNode(child, child.kind)
            n.kids.append(node)
            stack.append(node)
        if any(k.kind in _REF_KINDS for k in n.kids):
            n.ops = [k for k in n.kids if k.kind not in _REF_KINDS]
    return top


__all__ = ["CNode", "CursorTree", "TreeBuilder", "TreeCursor", "children"]


# parentheses and implicit casts that wrap one operand without changing it
TRANSPARENT = {ci.CursorKind.PAREN_EXPR, ci.CursorKind.UNEXPOSED_EXPR}


def strip(c: CNode) -> CNode:
    """Skip parentheses and single-child implicit casts."""
    while c.kind in TRANSPARENT and len(c.ops) == 1:
        c = c.ops[0]
    return c


def label_name(c: CNode) -> str:
    """The label of a GNU `&&label` expression."""
    refs = [k for k in c.kids if k.kind == ci.CursorKind.LABEL_REF]
    return native.spelling(refs[0].cursor) if refs else native.spelling(c.cursor)
