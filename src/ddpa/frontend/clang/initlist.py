"""Initialiser lists resolved to the subobjects their items initialise (C11 6.7.9).

libclang shows an initialiser list in its syntactic form: the items as written, with their
designators (`.f = x`, `[i] = x`, GNU `[lo ... hi] = x`) and with the braces around nested
aggregates elided where the source elides them (`int m[2][2] = {1, 2, 3, 4}`), not in
clang's semantic form where every subobject has an initialiser of its own. Pairing items
with fields or elements by position put values in the wrong places, so this module
replays C's rules on the syntactic form: each braced list has a current object and a
position in it; a designator moves the position (descending into nested subobjects); an
item that is neither braced nor of the subobject's aggregate type starts initialising the
subobject's first member (brace elision), and initialisation continues after the
subobject last initialised, at the innermost level first (6.7.9p17-20).

The result is a list of `Placement`s: the designation of a subobject from the list's
object (IR field names and array indexes) and the item initialising it, in source order
(a later placement overrides an earlier one of the same subobject, as in C).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import clang.cindex as ci

from ddpa.frontend.clang.tree import CNode
from ddpa.frontend.clang.tree import strip as _strip
from ddpa.ir.types import ArrayType, IntType, RecordKind, RecordType, Type, VoidType

CK = ci.CursorKind

Step = str | int  # a field by IR name, or an array index
Designation = tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class Member:
    """A member an initialiser list can initialise: a named field, or an anonymous
    struct/union member (`name` "", its own members in `group`) whose fields the IR
    flattens into the enclosing record but whose braces and union-ness initialisation
    still follows. Unnamed bit-fields are not members here: they take no initialiser."""

    name: str
    type: Type
    group: tuple[Member, ...] = ()
    union: bool = False


@dataclass(frozen=True, slots=True)
class Placement:
    path: Designation
    type: Type
    item: CNode


class InitSource(Protocol):
    """What resolving needs to ask of the front end."""

    def item_type(self, c: CNode) -> Type: ...

    def init_members(self, t: RecordType) -> tuple[Member, ...]: ...

    def designator_field(self, c: CNode) -> str | None: ...

    def designator_index(self, c: CNode) -> int | None: ...

    def designator_ranges(self, c: CNode) -> list[bool] | None: ...


class _Frame:
    """A (sub)object being initialised and the position of the next member in it."""

    __slots__ = ("elem", "length", "members", "path", "pos", "union")

    def __init__(self, path: Designation, members: tuple[Member, ...] = (), union: bool = False,
                 elem: Type | None = None, length: int | None = None) -> None:
        self.path = path
        self.members = members
        self.union = union
        self.elem = elem
        self.length = length
        self.pos = 0

    @property
    def full(self) -> bool:
        if self.elem is not None:
            return self.length is not None and self.pos >= self.length
        return self.pos >= len(self.members)

    def advance(self) -> None:
        self.pos = len(self.members) if self.union else self.pos + 1

    def current(self) -> tuple[Designation, Type, Member | None]:
        """The designation and type of the member at the position (with the member when it
        is an anonymous struct/union, which has no designation step of its own)."""
        if self.elem is not None:
            return (*self.path, self.pos), self.elem, None
        m = self.members[self.pos]
        if m.group:
            return self.path, m.type, m
        return (*self.path, m.name), m.type, None


def _frame(t: Type, path: Designation, src: InitSource) -> _Frame | None:
    if isinstance(t, ArrayType):
        return _Frame(path, elem=t.elem, length=t.length)
    if isinstance(t, RecordType):
        return _Frame(path, src.init_members(t), t.kind is RecordKind.UNION)
    return None


def _is_string(c: CNode) -> bool:
    return bool(_strip(c).kind == CK.STRING_LITERAL)


def _char_array(t: Type) -> bool:
    return isinstance(t, ArrayType) and isinstance(t.elem, IntType)


def is_designated(c: CNode, src: InitSource) -> bool:
    """A designated item (clang's DesignatedInitExpr): designators, then the value."""
    return (c.kind == CK.UNEXPOSED_EXPR and len(c.ops) >= 2
            and isinstance(src.item_type(c), VoidType))


def resolve(t: Type, items: Sequence[CNode], src: InitSource) -> list[Placement]:
    """Where each item of a braced list initialising an object of type `t` goes."""
    top = _frame(t, (), src)
    if top is None:  # a braced scalar: its first item
        return [Placement((), t, items[0])] if items else []
    if items and _char_array(t) and _is_string(items[0]):  # `char s[] = {"ab"}`
        return [Placement((), t, items[0])]
    out: list[Placement] = []
    _fill(top, items, out, src)
    return out


def _fill(top: _Frame, items: Sequence[CNode], out: list[Placement], src: InitSource) -> None:
    """Place the items of one braced list, whose object is `top`."""
    stack = [top]
    for item in items:
        if is_designated(item, src):
            top.pos = 0
            stack = [top]
            *designators, value = item.ops
            ranges = _designate(stack, designators, item, src)
            if ranges is None:
                continue  # a designator clang accepted but the layout does not know
            first = len(out)
            _place(stack, value, out, src)
            for depth, lo, hi in ranges:  # GNU `[lo ... hi]`: the same item for each index
                copies = out[first:]
                for k in range(lo + 1, hi + 1):
                    out.extend(Placement((*p.path[:depth], k, *p.path[depth + 1:]), p.type,
                                         p.item) for p in copies)
            if ranges:  # initialisation continues after the range's last element
                depth, _, hi = ranges[-1]
                while len(stack[-1].path) > depth:
                    stack.pop()
                stack[-1].pos = hi
                stack[-1].advance()
        else:
            _place(stack, item, out, src)


def _designate(stack: list[_Frame], designators: list[CNode], item: CNode,
               src: InitSource) -> list[tuple[int, int, int]] | None:
    """Move the position to the designated subobject, pushing a frame for each level
    (C11 6.7.9p18); the ranges met, as (depth of their index in a path, lo, hi)."""
    ranges: list[tuple[int, int, int]] = []
    flags: list[bool] | None = None
    group = 0  # bracketed designators seen, to match GNU range flags read from tokens
    i = 0
    while i < len(designators):
        f = stack[-1]
        d = designators[i]
        if d.kind == CK.MEMBER_REF:
            name = src.designator_field(d)
            if name == "" and i + 1 < len(designators):
                # clang spells `.d` for a member of an anonymous struct/union as the
                # anonymous member then `.d`; seeking `d` enters the anonymous member
                i += 1
                continue
            if name is None or f.elem is not None or not _seek(stack, name):
                return None
        else:
            lo = src.designator_index(d)
            if lo is None or f.elem is None:
                return None
            hi = lo
            nxt = designators[i + 1] if i + 1 < len(designators) else None
            if nxt is not None and nxt.kind != CK.MEMBER_REF:
                # `[a ... b]` and `[a][b]` both give two index operands: an element that is
                # not an array settles it, else the tokens do
                is_range = not isinstance(f.elem, ArrayType)
                if not is_range:
                    if flags is None:
                        flags = src.designator_ranges(item) or []
                    is_range = group < len(flags) and flags[group]
                if is_range:
                    end = src.designator_index(nxt)
                    if end is None:
                        return None
                    hi = max(lo, end)
                    i += 1
            group += 1
            f.pos = lo
            if hi > lo:
                ranges.append((len(f.path), lo, hi))
        i += 1
        if i < len(designators):  # a further designator goes inside this member
            path, mt, _ = stack[-1].current()
            sub = _frame(mt, path, src)
            if sub is None:
                return None
            stack.append(sub)
    return ranges


def _seek(stack: list[_Frame], name: str) -> bool:
    """Position the innermost frame at member `name`, entering the anonymous members on
    the way to it (their fields are reached without naming them)."""
    f = stack[-1]
    for i, m in enumerate(f.members):
        if m.name == name and not m.group:
            f.pos = i
            return True
    for i, m in enumerate(f.members):
        if m.group and _contains(m, name):
            f.pos = i
            stack.append(_Frame(f.path, m.group, m.union))
            return _seek(stack, name)
    return False


def _contains(m: Member, name: str) -> bool:
    return any(s.name == name or (s.group and _contains(s, name)) for s in m.group)


def _place(stack: list[_Frame], item: CNode, out: list[Placement], src: InitSource) -> None:
    """Place a non-designated item at the position, eliding braces as C does."""
    while True:
        f = stack[-1]
        if f.full:
            if len(stack) == 1:
                return  # an excess item: clang warns and drops it
            stack.pop()
            stack[-1].advance()
            continue
        path, mt, anon = f.current()
        if anon is not None:
            group = _Frame(path, anon.group, anon.union)
            if item.kind == CK.INIT_LIST_EXPR:  # braces of the anonymous member's own
                _fill(group, [k for k in item.ops if k.is_expression], out, src)
                f.advance()
                return
            stack.append(group)
            continue
        sub = None if _whole(item, mt, src) else _frame(mt, path, src)
        if sub is None:
            out.append(Placement(path, mt, item))
            f.advance()
            return
        stack.append(sub)  # brace elision: the item begins the member's first subobject


def _whole(item: CNode, t: Type, src: InitSource) -> bool:
    """Does `item` initialise all of a subobject of type `t` (rather than its first
    member, braces elided)?"""
    if item.kind == CK.INIT_LIST_EXPR:
        return True
    if isinstance(t, RecordType):
        return src.item_type(item) == t
    if isinstance(t, ArrayType):  # a string, or a complex or vector value (IR arrays)
        return (_char_array(t) and _is_string(item)) or src.item_type(item) == t
    return True


__all__ = ["Designation", "InitSource", "Member", "Placement", "is_designated", "resolve"]
