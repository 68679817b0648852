"""Type sizes and field paths resolved to byte offsets, from a Program's record layouts."""

from __future__ import annotations

from ddpa.ir.instr import Path
from ddpa.ir.program import Program
from ddpa.ir.types import (
    ArrayType,
    Field,
    Record,
    RecordType,
    Type,
    sizeof,
)


class LayoutError(Exception):
    """A field path or type the program's layouts cannot resolve."""


class Layout:
    """sizeof and `offsetof` for the LP64 target the front end lowers for (memoised)."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self._paths: dict[tuple[Type, Path], tuple[int, Type]] = {}

    def size(self, t: Type) -> int:
        return sizeof(t, self.program.records)

    def record(self, t: Type) -> Record:
        if not isinstance(t, RecordType) or t.name not in self.program.records:
            raise LayoutError(f"'{t}' is not a known record type")
        return self.program.records[t.name]

    def path(self, t: Type, path: Path) -> tuple[int, Type]:
        """Byte offset and type of `path` (field names) inside a value of type `t`."""
        key = (t, path)
        hit = self._paths.get(key)
        if hit is None:
            hit = self._resolve(t, path)
            self._paths[key] = hit
        return hit

    def _resolve(self, t: Type, path: Path) -> tuple[int, Type]:
        off = 0
        for name in path:
            while isinstance(t, ArrayType):  # a path through an array names its first element
                t = t.elem
            f = self._field(self.record(t), name)
            if f is None:
                raise LayoutError(f"record '{t}' has no field '{name}'")
            off += f.offset
            t = f.type
        return off, t

    def _field(self, rec: Record, name: str) -> Field | None:
        f = rec.field(name)
        if f is not None:
            return f
        for inner in rec.fields:  # anonymous members the front end did not flatten
            if inner.name.startswith("anon$") and isinstance(inner.type, RecordType):
                sub = self.program.records.get(inner.type.name)
                g = self._field(sub, name) if sub is not None else None
                if g is not None:
                    return Field(g.name, g.type, inner.offset + g.offset)
        return None
