"""The memory of a run: objects of typed cells keyed by byte offset, addresses, bulk operations.

Each object (a global, an addressable or aggregate local, a heap block, a string literal, a
function) holds a dict `cells` from byte offset to `(code, value)`; cells never overlap.
A load whose code matches the cell at its offset is one dict lookup; anything else (char
access to an int, a union read through another member, bytes written by memset) is
recomposed from the little-endian bytes of the overlapping cells, and the cells are
re-cut to the shape of the access so the next such access is fast again. Bytes no cell
covers are uninitialised unless the object is zero-filled (static storage, calloc, a
memset of the whole object). A freed or out-of-scope object keeps its identity but drops
its cells (`cells is None`), which makes every later access a dangling-pointer fault.
Integer addresses are assigned lazily, only when a pointer is converted to an integer,
printed or compared across objects, and map back to (object, offset).
"""

from __future__ import annotations

import bisect
import enum
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ddpa.interp.errors import Fault, FaultKind
from ddpa.interp.values import (
    BOOL,
    F32,
    F64,
    F80,
    FLOAT_CODES,
    I8,
    PTR,
    SIGNED,
    SIZE,
    U8,
    UNINIT,
    VA,
    Value,
)
from ddpa.ir.instr import NOLOC, Loc

Cell = tuple[int, Value]
_F32 = struct.Struct("<f")
_F64 = struct.Struct("<d")
_ADDR_BASE = 0x10000
_MAX_CELL = max(SIZE)


class ObjKind(enum.Enum):
    GLOBAL = "global"
    LOCAL = "local"
    HEAP = "heap"
    STRING = "string"
    FUNCTION = "function"
    INPUT = "input"  # argv strings and the argv array
    LIBRARY = "library"  # objects the C library owns: FILE streams, ctype tables, errno
    WILD = "wild"  # what an integer that is no object's address points to


@dataclass(frozen=True, slots=True)
class ObjRef:
    """The abstract identity of a run-time object: a variable, an allocation site, a function.

    All objects created for one variable (one per call) or one allocation site share an
    ObjRef; dynamic points-to facts are stated in terms of it.
    """

    kind: ObjKind
    name: str
    function: str = ""
    site: int | None = None
    src_name: str = ""
    loc: Loc = NOLOC
    # derived once: the name def-use facts use, and the hash (ObjRefs are hashed per access)
    var: str = field(init=False, compare=False, repr=False)
    _hash: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        var = self.src_name or self.name if self.kind in (ObjKind.GLOBAL, ObjKind.LOCAL) \
            else self.label
        object.__setattr__(self, "var", var)
        object.__setattr__(self, "_hash", hash((self.kind, self.name, self.function,
                                                self.site, self.src_name, self.loc)))

    def __hash__(self) -> int:
        return self._hash

    @property
    def label(self) -> str:
        if self.kind is ObjKind.LOCAL:
            return f"{self.function}::{self.src_name or self.name}"
        if self.kind is ObjKind.HEAP:
            where = f"@{self.loc.file}:{self.loc.line}" if self.loc.file else ""
            if self.site is None:  # no allocation site: an allocator the library called
                return f"heap:{self.name}{where}"
            return f"heap#{self.site}{where}"
        if self.kind is ObjKind.FUNCTION:
            return f"&{self.name}"
        return self.src_name or self.name

    def describe(self) -> str:
        if self.kind is ObjKind.GLOBAL:
            return f"global variable '{self.src_name or self.name}'"
        if self.kind is ObjKind.LOCAL:
            return f"local variable '{self.src_name or self.name}' of '{self.function}'"
        if self.kind is ObjKind.HEAP:
            where = f" at {self.loc}" if self.loc.file else ""
            return f"heap object allocated by {self.name}{where}"
        if self.kind is ObjKind.STRING:
            return "string literal"
        if self.kind is ObjKind.FUNCTION:
            return f"function '{self.name}'"
        return self.name


class MemObj:
    """One object of memory; `wcells` is `cells` when writable, None when read-only or dead."""

    __slots__ = ("base", "cells", "dead", "func", "ref", "serial", "size", "wcells", "zero")

    def __init__(self, size: int, ref: ObjRef, serial: int, zero: bool = False,
                 readonly: bool = False) -> None:
        self.cells: dict[int, Cell] | None = {}
        self.wcells: dict[int, Cell] | None = None if readonly else self.cells
        self.size = size
        self.zero = zero
        self.ref = ref
        self.serial = serial
        self.base = 0
        self.func: Any = None  # for FUNCTION objects: the callee this pointer designates
        self.dead = ""  # why the object is gone ("freed at ...", "'f' returned")

    def __repr__(self) -> str:
        return f"<obj {self.ref.label} #{self.serial}>"


Ptr = tuple[MemObj, int] | None


def _signed_byte(b: int) -> int:
    return b - 256 if b > 127 else b


class Memory:
    """Creates, reads, writes and frees objects; every checked access goes through here."""

    def __init__(self, max_alloc_bytes: int = 1 << 28) -> None:
        self._serial = 0
        self._next_addr = _ADDR_BASE
        self._bases: list[int] = []
        self._by_base: list[MemObj] = []
        self.heap_bytes = 0
        self.max_alloc_bytes = max_alloc_bytes
        self.wild = self.new(0, ObjRef(ObjKind.WILD, "invalid pointer"))
        self.wild.cells = self.wild.wcells = None
        # set when hooks are on: called after bytes [off, off+n) of an object were written
        self.on_write: Callable[[MemObj, int, int], None] | None = None

    # ---- objects ------------------------------------------------------------------------

    def new(self, size: int, ref: ObjRef, zero: bool = False, readonly: bool = False
            ) -> MemObj:
        self._serial += 1
        return MemObj(size, ref, self._serial, zero, readonly)

    def new_heap(self, size: int, ref: ObjRef, zero: bool = False) -> MemObj | None:
        """A heap block, or None when the allocation budget would be exceeded (malloc fails)."""
        if size < 0 or self.heap_bytes + size > self.max_alloc_bytes:
            return None
        self.heap_bytes += size
        return self.new(size, ref, zero)

    def kill(self, obj: MemObj, why: str) -> None:
        if obj.ref.kind is ObjKind.HEAP:
            self.heap_bytes -= obj.size
        obj.cells = obj.wcells = None
        obj.dead = why

    def clone(self, obj: MemObj, ref: ObjRef) -> MemObj:
        """A copy of an aggregate passed or returned by value."""
        if obj.cells is None:
            raise self._dead_fault(obj, 0, obj.size, False)
        out = self.new(obj.size, ref, obj.zero)
        assert out.cells is not None
        out.cells.update(obj.cells)
        return out

    # ---- addresses ----------------------------------------------------------------------

    def address(self, obj: MemObj) -> int:
        if not obj.base:
            obj.base = self._next_addr
            self._next_addr += (max(obj.size, 1) + 31) // 16 * 16
            self._bases.append(obj.base)
            self._by_base.append(obj)
        return obj.base

    def to_int(self, p: Ptr) -> int:
        if p is None:
            return 0
        obj, off = p
        if obj is self.wild:
            return off
        return (self.address(obj) + off) & 0xFFFFFFFFFFFFFFFF

    def to_ptr(self, addr: int) -> Ptr:
        """The pointer an integer address designates: an object's, or an invalid one."""
        addr &= 0xFFFFFFFFFFFFFFFF
        if addr == 0:
            return None
        i = bisect.bisect_right(self._bases, addr) - 1
        if i >= 0:
            obj = self._by_base[i]
            if addr <= obj.base + obj.size:
                return (obj, addr - obj.base)
        return (self.wild, addr)

    # ---- checked access -----------------------------------------------------------------

    def deref(self, p: object, n: int, write: bool) -> tuple[MemObj, int]:
        """The (object, offset) of an access of `n` bytes through `p`, or a fault."""
        if p is None:
            what = "write" if write else "read"
            raise Fault(FaultKind.NULL_DEREF, f"null pointer dereference ({what} of {n} "
                        f"byte{'s' if n != 1 else ''})")
        if not isinstance(p, tuple) or len(p) != 2 or not isinstance(p[0], MemObj):
            if p is UNINIT:
                raise Fault(FaultKind.UNINIT, "dereference of an uninitialised pointer")
            raise Fault(FaultKind.BAD_POINTER, f"dereference of a non-pointer value {p!r}")
        obj, off = p
        self.check(obj, off, n, write)
        return obj, off

    def check(self, obj: MemObj, off: int, n: int, write: bool) -> None:
        if obj.cells is None:
            raise self._dead_fault(obj, off, n, write)
        if off < 0 or off + n > obj.size:
            what = "write" if write else "read"
            raise Fault(FaultKind.OUT_OF_BOUNDS,
                        f"out-of-bounds {what} of {n} byte{'s' if n != 1 else ''} at offset "
                        f"{off} of {obj.ref.describe()} ({obj.size} bytes)")
        if write and obj.wcells is None:
            raise Fault(FaultKind.READ_ONLY, f"write to read-only {obj.ref.describe()}")

    def _dead_fault(self, obj: MemObj, off: int, n: int, write: bool) -> Fault:
        what = "write to" if write else "read from"
        if obj.ref.kind is ObjKind.WILD:
            return Fault(FaultKind.BAD_POINTER,
                         f"dereference of invalid pointer {off:#x} (no object there)")
        if obj.ref.kind is ObjKind.FUNCTION:
            return Fault(FaultKind.BAD_POINTER, f"{what} {obj.ref.describe()} as data")
        return Fault(FaultKind.DANGLING, f"{what} {obj.ref.describe()} after it {obj.dead} "
                     f"(dangling pointer, offset {off})")

    def load(self, obj: MemObj, off: int, code: int) -> Value:
        """A checked load of one scalar of `code` at `off`."""
        n = SIZE[code]
        self.check(obj, off, n, False)
        cells = obj.cells
        assert cells is not None
        c = cells.get(off)
        if c is not None:
            if c[0] == code:
                return c[1]
            if SIZE[c[0]] == n:
                v = self.decode(code, self.encode(c[0], c[1]))
                cells[off] = (code, v)
                return v
        return self._compose(obj, off, code)

    def _compose(self, obj: MemObj, off: int, code: int) -> Value:
        n = SIZE[code]
        data = self.byte_view(obj, off, n)
        if None in data:
            bad = off + data.index(None)
            raise Fault(FaultKind.UNINIT, f"read of uninitialised memory: {n} byte"
                        f"{'s' if n != 1 else ''} at offset {off} of {obj.ref.describe()} "
                        f"(byte {bad} never written)")
        v = self.decode(code, bytes(b for b in data if b is not None))
        inside = all(s >= off and s + SIZE[c[0]] <= off + n
                     for s, c in self._overlapping(obj, off, off + n))
        if inside:  # re-cut: the bytes become one cell of the accessed shape
            self._remove(obj, off, off + n)
            assert obj.cells is not None
            obj.cells[off] = (code, v)
        return v

    def store(self, obj: MemObj, off: int, code: int, v: Value) -> None:
        """A checked store of one scalar."""
        n = SIZE[code]
        self.check(obj, off, n, True)
        cells = obj.wcells
        assert cells is not None
        c = cells.get(off)
        if c is None or SIZE[c[0]] != n:
            self._clear(obj, off, off + n)
        cells[off] = (code, v)
        if self.on_write is not None:
            self.on_write(obj, off, n)

    def store_new(self, obj: MemObj, off: int, code: int, v: Value) -> bool:
        """The compiled paths' store where no cell starts at `off`: done (True) when no other
        cell overlaps and the store is in bounds, else left to the checked path (False)."""
        n = SIZE[code]
        if off < 0 or off + n > obj.size:
            return False
        cells = obj.wcells
        if cells is None:
            return False
        if cells:
            get = cells.get
            for s in range(off - _MAX_CELL + 1, off + n):
                c = get(s)
                if c is not None and s + SIZE[c[0]] > off:
                    return False
        cells[off] = (code, v)
        return True

    # ---- bytes --------------------------------------------------------------------------

    def encode(self, code: int, v: Value) -> bytes:
        n = SIZE[code]
        if code == PTR:
            return self.to_int(v).to_bytes(8, "little")
        if code in FLOAT_CODES:
            if code == F32:
                return _F32.pack(v)
            raw = _F64.pack(v)
            return raw if code == F64 else raw + bytes(8)
        if code == VA:
            raise Fault(FaultKind.UNSUPPORTED, "a va_list copied other than by va_copy")
        return (int(v) & ((1 << (8 * n)) - 1)).to_bytes(n, "little")

    def decode(self, code: int, data: bytes) -> Value:
        if code == PTR:
            return self.to_ptr(int.from_bytes(data, "little"))
        if code == F32:
            return float(_F32.unpack(data)[0])
        if code in (F64, F80):
            return float(_F64.unpack(data[:8])[0])
        if code == VA:
            raise Fault(FaultKind.UNSUPPORTED, "a va_list read as bytes")
        v = int.from_bytes(data, "little", signed=code in SIGNED)
        return (1 if v else 0) if code == BOOL else v

    def byte_view(self, obj: MemObj, lo: int, n: int) -> list[int | None]:
        """The bytes [lo, lo+n) of an object; None where no cell covers and not zero-filled."""
        out: list[int | None] = [None] * n
        for s, (code, v) in self._overlapping(obj, lo, lo + n):
            data = self.encode(code, v)
            for i in range(max(0, lo - s), min(len(data), lo + n - s)):
                out[s + i - lo] = data[i]
        if obj.zero:
            out = [0 if b is None else b for b in out]
        return out

    def _overlapping(self, obj: MemObj, lo: int, hi: int) -> list[tuple[int, Cell]]:
        cells = obj.cells
        assert cells is not None
        if hi - lo + 16 <= len(cells):
            found = []
            for s in range(lo - 15, hi):
                c = cells.get(s)
                if c is not None and s + SIZE[c[0]] > lo:
                    found.append((s, c))
            return found
        return sorted((s, c) for s, c in cells.items() if s < hi and s + SIZE[c[0]] > lo)

    def _remove(self, obj: MemObj, lo: int, hi: int) -> None:
        cells = obj.cells
        assert cells is not None
        for s, _ in self._overlapping(obj, lo, hi):
            del cells[s]

    def _clear(self, obj: MemObj, lo: int, hi: int) -> None:
        """Drop every cell overlapping [lo, hi); bytes of them outside the range survive."""
        cells = obj.cells
        assert cells is not None
        for s, (code, v) in self._overlapping(obj, lo, hi):
            del cells[s]
            end = s + SIZE[code]
            if s < lo or end > hi:
                data = self.encode(code, v)
                for i, b in enumerate(data):
                    if not lo <= s + i < hi:
                        cells[s + i] = (I8, _signed_byte(b))

    def read_bytes(self, obj: MemObj, off: int, n: int) -> bytes:
        self.check(obj, off, n, False)
        data = self.byte_view(obj, off, n)
        if None in data:
            bad = off + data.index(None)
            raise Fault(FaultKind.UNINIT, f"read of uninitialised memory: byte {bad} of "
                        f"{obj.ref.describe()}")
        return bytes([b for b in data if b is not None])

    def write_bytes(self, obj: MemObj, off: int, data: bytes) -> None:
        self.check(obj, off, len(data), True)
        self._clear(obj, off, off + len(data))
        cells = obj.wcells
        assert cells is not None
        for i, b in enumerate(data):
            cells[off + i] = (I8, _signed_byte(b))
        if self.on_write is not None and data:
            self.on_write(obj, off, len(data))

    def fill(self, obj: MemObj, off: int, byte: int, n: int) -> None:
        """memset: zero over a whole object (or a zero-filled one) only drops cells."""
        self.check(obj, off, n, True)
        cells = obj.wcells
        assert cells is not None
        if byte == 0 and (obj.zero or (off == 0 and n == obj.size)):
            if n == obj.size:
                cells.clear()
                obj.zero = True
            else:
                self._clear(obj, off, off + n)
        else:
            self._clear(obj, off, off + n)
            sb = _signed_byte(byte & 0xFF)
            for i in range(off, off + n):
                cells[i] = (I8, sb)
        if self.on_write is not None and n:
            self.on_write(obj, off, n)

    def copy(self, dst: MemObj, doff: int, src: MemObj, soff: int, n: int) -> None:
        """memmove: cells inside the range move as they are, uninitialised bytes stay so."""
        self.check(src, soff, n, False)
        self.check(dst, doff, n, True)
        if n == 0:
            return
        moved: dict[int, Cell] = {}
        covered = bytearray(n) if src.zero and not dst.zero else None
        for s, (code, v) in self._overlapping(src, soff, soff + n):
            end = s + SIZE[code]
            if s >= soff and end <= soff + n:
                moved[doff + s - soff] = (code, v)
                if covered is not None:
                    covered[s - soff:end - soff] = b"\1" * (end - s)
                continue
            data = self.encode(code, v)
            for i, b in enumerate(data):
                if soff <= s + i < soff + n:
                    moved[doff + s + i - soff] = (I8, _signed_byte(b))
                    if covered is not None:
                        covered[s + i - soff] = 1
        if covered is not None:  # zeros of a zero-filled source become explicit bytes
            for i in range(n):
                if not covered[i]:
                    moved[doff + i] = (I8, 0)
        self._clear(dst, doff, doff + n)
        cells = dst.wcells
        assert cells is not None
        cells.update(moved)
        if self.on_write is not None:
            self.on_write(dst, doff, n)

    def cstring(self, p: object, limit: int | None = None) -> bytes:
        """The bytes of the NUL-terminated string at `p` (at most `limit` bytes)."""
        obj, off = self.deref(p, 1 if limit != 0 else 0, False)
        cells = obj.cells
        assert cells is not None
        out = bytearray()
        k = off
        while limit is None or len(out) < limit:
            if k >= obj.size:
                raise Fault(FaultKind.OUT_OF_BOUNDS, f"string at offset {off} of "
                            f"{obj.ref.describe()} is not NUL-terminated within its "
                            f"{obj.size} bytes")
            c = cells.get(k)
            b = c[1] & 0xFF if c is not None and (c[0] == I8 or c[0] == U8) else \
                self.load(obj, k, U8)
            if b == 0:
                break
            out.append(b)
            k += 1
        return bytes(out)

    def cells_in(self, obj: MemObj, lo: int, hi: int) -> Iterator[int]:
        """Start offsets of the cells overlapping [lo, hi) (for observation hooks)."""
        if obj.cells is None:
            return iter(())
        return (s for s, _ in self._overlapping(obj, lo, hi))


__all__ = ["MemObj", "Memory", "ObjKind", "ObjRef", "Ptr"]
