"""C++ class layout helpers over `Program.records`: bases, base paths, subobject offsets and
the implementation of a virtual method a class has (own or inherited)."""

from __future__ import annotations

from collections.abc import Mapping

from ddpa.ir.program import Function
from ddpa.ir.types import Record, RecordType

#: What a pure virtual method without an overrider maps to in `Record.vmethods`.
PURE_VIRTUAL = "__cxa_pure_virtual"
#: Prefix of a base written in `Record.bases` as a virtual base.
VIRTUAL_PREFIX = "virtual "
#: Prefix of the field holding a non-virtual base subobject.
BASE_FIELD_PREFIX = "base$"
#: Prefix of the field holding a virtual base subobject where a complete object of the
#: class places it (a class's own `vbase$` fields describe only its complete objects:
#: inside a larger object the most derived class's one is the shared subobject).
VBASE_FIELD_PREFIX = "vbase$"

Records = Mapping[str, Record]


def parse_base(entry: str) -> tuple[str, bool]:
    """`"virtual ns::B"` -> `("ns::B", True)`, `"ns::B"` -> `("ns::B", False)`."""
    if entry.startswith(VIRTUAL_PREFIX):
        return entry[len(VIRTUAL_PREFIX):], True
    return entry, False


def direct_bases(records: Records, cls: str) -> list[tuple[str, bool]]:
    """The direct bases of `cls` in declaration order, each with whether it is virtual
    (an unknown class has none)."""
    rec = records.get(cls)
    return [] if rec is None else [parse_base(b) for b in rec.bases]


def base_paths(records: Records, derived: str, base: str) -> list[tuple[str, ...]]:
    """Every inheritance path from `derived` down to `base`, as the class names after
    `derived` (`()` when they are the same class), depth first in declaration order.

    A class reached twice through non-virtual bases has two paths (two subobjects); the
    walk stops at classes already on the current path, so a malformed cyclic hierarchy
    terminates.
    """
    out: list[tuple[str, ...]] = []
    stack: list[tuple[str, tuple[str, ...]]] = [(derived, ())]
    while stack:
        cls, path = stack.pop()
        if cls == base:
            out.append(path)
            continue
        on_path = {derived, *path}
        for b, _virtual in reversed(direct_bases(records, cls)):
            if b not in on_path:
                stack.append((b, (*path, b)))
    return out


def is_subclass(records: Records, derived: str, base: str) -> bool:
    """`derived` is `base` or inherits from it along some path."""
    return bool(base_paths(records, derived, base))


def virtual_bases(records: Records, cls: str, layout: bool = False) -> list[str]:
    """Every virtual base of `cls`, direct or inherited, once: depth first, left to right,
    in the order a complete object constructs them (each class after its own bases), or
    with `layout` in the order the Itanium ABI lays them out (each before its bases)."""
    out: list[str] = []

    def walk(c: str, path: frozenset[str]) -> None:
        for b, virtual in direct_bases(records, c):
            if b in path:
                continue
            if layout and virtual and b not in out:
                out.append(b)
            walk(b, path | {b})
            if not layout and virtual and b not in out:
                out.append(b)

    walk(cls, frozenset({cls}))
    return out


def subobjects(records: Records, cls: str) -> list[tuple[str, int]]:
    """(class, offset) of every subobject of a complete `cls` object: the object itself at
    0, its non-virtual bases through the `base$` fields (a class reached twice that way is
    two subobjects), and each virtual base once, where the `vbase$` field of `cls` puts
    it, with its own non-virtual bases."""
    out: list[tuple[str, int]] = []

    def nonvirtual(c: str, at: int, path: frozenset[str]) -> None:
        out.append((c, at))
        rec = records.get(c)
        for f in rec.fields if rec is not None else ():
            if f.name.startswith(BASE_FIELD_PREFIX) and isinstance(f.type, RecordType) and \
                    f.type.name not in path:
                nonvirtual(f.type.name, at + f.offset, path | {f.type.name})

    nonvirtual(cls, 0, frozenset({cls}))
    rec = records.get(cls)
    for f in rec.fields if rec is not None else ():
        if f.name.startswith(VBASE_FIELD_PREFIX) and isinstance(f.type, RecordType):
            nonvirtual(f.type.name, f.offset, frozenset({cls, f.type.name}))
    return out


def base_offset(records: Records, derived: str, path: tuple[str, ...]) -> int | None:
    """The byte offset of the base subobject that `path` (as from `base_paths`) reaches
    inside a `derived` object, or None when a step is a virtual base (its place depends
    on the most derived object) or a `base$` field is missing."""
    offset = 0
    cls = derived
    for b in path:
        bases = dict(direct_bases(records, cls))
        rec = records.get(cls)
        if rec is None or bases.get(b, True):
            return None
        f = rec.field(BASE_FIELD_PREFIX + b)
        if f is None:
            return None
        offset += f.offset
        cls = b
    return offset


def subobject_offset(records: Records, derived: str, base: str) -> int | None:
    """The offset of the one `base` subobject of a `derived` object (0 for the class
    itself); None when there is no such base, several (a non-virtual diamond: ambiguous
    without a path), or the path goes through a virtual base."""
    paths = base_paths(records, derived, base)
    return base_offset(records, derived, paths[0]) if len(paths) == 1 else None


def destructor(rec: Record) -> str | None:
    """The virtual destructor a record lists, under whichever `~Name()` key."""
    return next((fn for k, fn in rec.vmethods.items() if k.startswith("~")), None)


def implementation(records: Records, cls: str, key: str) -> str | None:
    """The function a `cls` object runs for the virtual method `key`: `cls`'s own
    `vmethods` entry (the final overrider, by the IR contract), else the first base in
    declaration order, depth first, that has one; None when no class on the way has `key`.
    A pure virtual method gives `PURE_VIRTUAL`. Destructor keys (`~Base()`) match a
    class's destructor under its own name too (`~Derived()`), so either spelling of a
    derived class's entry is found."""
    seen: set[str] = set()
    stack = [cls]
    while stack:
        c = stack.pop()
        if c in seen:
            continue
        seen.add(c)
        rec = records.get(c)
        if rec is None:
            continue
        fn = rec.vmethods.get(key)
        if fn is None and key.startswith("~"):
            fn = destructor(rec)
        if fn is not None:
            return fn
        stack.extend(b for b, _v in reversed(direct_bases(records, c)))
    return None


def declaring_class(records: Records, cls: str, key: str) -> str | None:
    """The class among `cls` and its bases whose method is the one `cls` runs for `key`:
    the deepest class on a base path whose implementation is that function while none of
    its own bases has it (where the overrider was written). None without an implementation.
    """
    fn = implementation(records, cls, key)
    if fn is None:
        return None
    cur = cls
    seen = {cls}
    while True:
        nxt = next((b for b, _v in direct_bases(records, cur)
                    if b not in seen and implementation(records, b, key) == fn), None)
        if nxt is None:
            return cur
        seen.add(nxt)
        cur = nxt


def constructor_class(fn: Function) -> str | None:
    """The class of a constructor or destructor (`ns::C::C`, `ns::C::~C`), else None: C++
    virtual calls during construction and destruction dispatch to that class."""
    parts = fn.name.rsplit("::", 1)
    if len(parts) != 2 or not fn.params or fn.params[0].name != "this":
        return None
    cls, last = parts
    simple = cls.rsplit("::", 1)[-1].split("<", 1)[0]
    return cls if last in (simple, "~" + simple) else None
