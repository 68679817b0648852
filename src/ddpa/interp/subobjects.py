"""Where C++ subobjects are at run time: the complete object a pointer's subobject belongs
to, found from the type of the memory object it points into.

A virtual base is placed by the most derived class (its `vbase$V` field), so the address of
a virtual base subobject, and whether a constructor's `this` is a complete object or a base
subobject of a larger one, depend on the complete object (`__ddpa_virtual_base`,
`__ddpa_is_complete`, and `this` of a virtual call whose overrider is in a virtual base).
The interpreter knows the type of every variable and of every allocation whose site records
it, and walks it down to the class object whose subobject the pointer points at.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ddpa.interp.memory import MemObj, ObjKind
from ddpa.ir.classes import subobjects
from ddpa.ir.program import Program
from ddpa.ir.types import ArrayType, RecordType, Type, sizeof


@dataclass
class Subobjects:
    """Per run: the type of each variable (by function and name) and the answers found."""

    program: Program
    _locals: dict[tuple[str, str], Type] = field(default_factory=dict)
    _answers: dict[tuple[Type, int, int, str], tuple[int, str] | None] = field(
        default_factory=dict)
    _layouts: dict[str, list[tuple[str, int]]] = field(default_factory=dict)

    def of(self, cls: str) -> list[tuple[str, int]]:
        """`classes.subobjects` of a complete `cls` object (computed once per class)."""
        hit = self._layouts.get(cls)
        if hit is None:
            hit = self._layouts[cls] = subobjects(self.program.records, cls)
        return hit

    def object_type(self, obj: MemObj) -> tuple[Type, int] | None:
        """The type of the memory object and where its first element starts (after the
        8-byte element count `new T[n]` keeps for a class with a destructor), or None when
        its type is not known (untyped storage: `malloc`, a character buffer)."""
        ref = obj.ref
        t: Type | None = None
        if ref.kind is ObjKind.GLOBAL:
            g = self.program.globals.get(ref.name)
            t = g.var.type if g is not None else None
        elif ref.kind is ObjKind.LOCAL:
            if not self._locals:
                for fn in self.program.functions.values():
                    for v in fn.variables():
                        self._locals[(fn.name, v.name)] = v.type
            t = self._locals.get((ref.function, ref.name))
        elif ref.kind is ObjKind.HEAP and ref.site is not None:
            site = self.program.alloc_sites.get(ref.site)
            t = site.type if site is not None else None
        if t is None:
            return None
        size = sizeof(t, self.program.records)
        elem = t.elem if isinstance(t, ArrayType) else t
        esize = sizeof(elem, self.program.records)
        if isinstance(elem, RecordType) and esize and obj.size != size and \
                (obj.size - 8) % esize == 0:
            return ArrayType(elem, (obj.size - 8) // esize), 8  # `new T[n]` with its count
        if isinstance(elem, RecordType) and esize and obj.size != size and \
                obj.size % esize == 0:
            return ArrayType(elem, obj.size // esize), 0  # `new T[n]`, n not a constant
        return t, 0

    def complete(self, obj: MemObj, off: int, cls: str) -> tuple[int, str] | None:
        """(offset in `obj`, class) of the complete object whose `cls` subobject starts at
        `off`: the outermost class object with such a subobject there, not counting
        members (a member is a complete object of its own). None when the type of `obj`
        is not known or has no `cls` subobject at `off`."""
        typed = self.object_type(obj)
        if typed is None:
            return None
        t, start = typed
        key = (t, start, off, cls)
        if key not in self._answers:
            self._answers[key] = self._find(t, start, off, cls, 0)
        return self._answers[key]

    def _find(self, t: Type, at: int, off: int, cls: str,
              depth: int) -> tuple[int, str] | None:
        records = self.program.records
        if depth > 64:
            return None
        if isinstance(t, RecordType):
            if any(c == cls and at + o == off for c, o in self.of(t.name)):
                return at, t.name
            rec = records.get(t.name)
            for f in rec.fields if rec is not None else ():
                if f.name.startswith(("base$", "vbase$")) or f.name == "__vptr":
                    continue
                lo = at + f.offset
                if lo <= off < lo + max(sizeof(f.type, records), 1):
                    found = self._find(f.type, lo, off, cls, depth + 1)
                    if found is not None:
                        return found
            return None
        if isinstance(t, ArrayType):
            es = sizeof(t.elem, records)
            if es <= 0 or off < at:
                return None
            k = (off - at) // es
            if t.length is not None and k >= max(t.length, 1):
                return None
            return self._find(t.elem, at + k * es, off, cls, depth + 1)
        return None

    def offset_of(self, complete: str, cls: str, near: int) -> int | None:
        """The offset of a `cls` subobject in a complete `complete` object: the one virtual
        base, or of several non-virtual ones the last that starts at or before `near`."""
        offs = [o for c, o in self.of(complete) if c == cls]
        if not offs:
            return None
        before = [o for o in offs if o <= near]
        return max(before) if before else offs[0]


__all__ = ["Subobjects"]
