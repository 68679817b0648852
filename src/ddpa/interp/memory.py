"""The memory of a run: objects of bytes with a tag per byte, addresses, bulk operations.

Each object (a global, an addressable or aggregate local, a heap block, a string literal, a
function) holds its bytes in a `bytearray` `data` and, in a parallel `bytearray` `tag`, what
each byte is: never written (UNSET, reading it is undefined), the first byte of a value of
a cell code (`values.I32`, `values.PTR`, ...), a later byte of one, or a lone written byte
(RAW: memset, read(), a byte of a value since split). Integers and floats live in the bytes;
pointers (and va_lists) live in the dict `refs` by offset, since a pointer is an (object,
offset) pair, not a number, until something reads its bytes. A load whose code matches the
tag at its offset reads the bytes (or `refs`) directly; anything else (char access to an
int, a union read through another member) is decoded from the bytes, pointers encoded as
their addresses, and re-tagged to the shape of the access so the next such access is fast
again. Values never overlap: a store splits the ones it straddles into lone bytes. That is
about two host bytes per C byte, plus a dict entry per stored pointer. A freed or
out-of-scope object keeps its identity but drops its bytes (`tag is None`), which makes
every later access a dangling-pointer fault. Integer addresses are assigned lazily, only
when a pointer is converted to an integer, printed or compared across objects, and map back
to (object, offset).
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
    I16,
    I32,
    I64,
    PTR,
    SIGNED,
    SIZE,
    U8,
    U16,
    U32,
    U64,
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
            # a call of an allocator through a pointer has no allocation site: the object
            # is named by the allocator and the call's location instead
            what = f"#{self.site}" if self.site is not None else f"({self.name})"
            return f"heap{what}{where}"
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


# Byte tags: what each byte of an object holds.
UNSET = 0  # never written: reading it is a read of uninitialised memory
# 1..16: the first byte of a value of that cell code (values.BOOL .. values.U128)
RAW = 32  # a written byte that starts no value (memset, read(), a byte of a split value)
CONT = 33  # a later byte of a value whose bytes are in `data`
PCONT = 34  # a later byte of a pointer or va_list (the value itself is in `refs`)
_TAIL = (CONT, PCONT)
_RAW1 = bytes([RAW])
_CONT = [bytes([CONT]) * n for n in range(_MAX_CELL + 1)]
_PCONT = [bytes([PCONT]) * n for n in range(_MAX_CELL + 1)]
_ZEROS = [bytes(n) for n in range(_MAX_CELL + 1)]
_REF_CODES = (PTR, VA)
#: What a stored pointer costs against `max_memory` beyond its 8 bytes: about its host
#: cost in the table of pointers (an entry, the (object, offset) pair, the offset).
REF_COST = 128
_CHUNK = 1 << 16


def _set(buf: bytearray, lo: int, n: int, byte: int) -> None:
    """buf[lo:lo+n] = byte, in chunks (no temporary as large as the range)."""
    block = bytes([byte]) * min(n, _CHUNK)
    while n > 0:
        k = min(n, _CHUNK)
        buf[lo:lo + k] = block if k == len(block) else block[:k]
        lo += k
        n -= k

# The packed form of each scalar code whose bytes live in `data` (8-bit codes are indexed).
_STRUCTS: dict[int, struct.Struct] = {
    I16: struct.Struct("<h"), U16: struct.Struct("<H"), I32: struct.Struct("<i"),
    U32: struct.Struct("<I"), I64: struct.Struct("<q"), U64: struct.Struct("<Q"),
    F32: _F32, F64: _F64, F80: _F64,
}
#: code -> `unpack_from` of its packed form (what compiled loads call)
UNPACK: dict[int, Callable[..., tuple[Any, ...]]] = {c: s.unpack_from for c, s in _STRUCTS.items()}
#: code -> `pack_into` of its packed form (what compiled stores call)
PACK: dict[int, Callable[..., None]] = {c: s.pack_into for c, s in _STRUCTS.items()}


class MemObj:
    """One object of memory: its bytes, a tag per byte, and its pointer values by offset.

    `tag` is None once the object is dead (freed, out of scope) or when it is code; `wtag`
    is `tag` when the object is writable, None when read-only or dead.
    """

    __slots__ = ("base", "charged", "data", "dead", "func", "mem", "ref", "refs", "serial",
                 "size", "tag", "wtag")

    def __init__(self, size: int, ref: ObjRef, serial: int, zero: bool = False,
                 readonly: bool = False, mem: Memory | None = None) -> None:
        self.data = bytearray(size)
        self.tag: bytearray | None = bytearray(_RAW1) * size if zero else bytearray(size)
        self.wtag: bytearray | None = None if readonly else self.tag
        self.refs: dict[int, Value] | None = None
        self.size = size
        self.ref = ref
        self.serial = serial
        self.base = 0
        self.charged = False  # counted in Memory.live_bytes (until killed)
        self.mem = mem
        self.func: Any = None  # for FUNCTION objects: the callee this pointer designates
        self.dead = ""  # why the object is gone ("freed at ...", "'f' returned")

    def __repr__(self) -> str:
        return f"<obj {self.ref.label} #{self.serial}>"

    @property
    def cells(self) -> CellView | None:
        """The values stored in the object by start offset (None once the object is dead)."""
        return None if self.tag is None else CellView(self, False)

    @property
    def wcells(self) -> CellView | None:
        """`cells` when the object may be written, else None."""
        return None if self.wtag is None else CellView(self, True)


def cell_at(obj: MemObj, off: int) -> Cell | None:
    """The (code, value) whose first byte is at `off` (a lone written byte reads as i8)."""
    t = obj.tag
    if t is None or not 0 <= off < obj.size:
        return None
    c = t[off]
    if c == UNSET or c in _TAIL:
        return None
    if c == RAW:
        return (I8, _signed_byte(obj.data[off]))
    if c in _REF_CODES:
        assert obj.refs is not None
        return (c, obj.refs[off])
    return (c, _unpack(obj, off, c))


def _unpack(obj: MemObj, off: int, code: int) -> Value:
    """The value of `code` in the bytes at `off` (not a pointer; no checks)."""
    if code in (U8, BOOL):
        return obj.data[off]
    if code == I8:
        return _signed_byte(obj.data[off])
    u = UNPACK.get(code)
    if u is not None:
        return u(obj.data, off)[0]
    return int.from_bytes(obj.data[off:off + SIZE[code]], "little", signed=code in SIGNED)


class CellView:
    """A dict-like view of an object's values by start offset (for code written against
    the earlier cell dicts): `get`, `[k]`, `in`, and `[k] = (code, value)`."""

    __slots__ = ("obj", "write")

    def __init__(self, obj: MemObj, write: bool) -> None:
        self.obj = obj
        self.write = write

    def get(self, off: int, default: Cell | None = None) -> Cell | None:
        c = cell_at(self.obj, off)
        return default if c is None else c

    def __getitem__(self, off: int) -> Cell:
        c = cell_at(self.obj, off)
        if c is None:
            raise KeyError(off)
        return c

    def __contains__(self, off: object) -> bool:
        return isinstance(off, int) and cell_at(self.obj, off) is not None

    def __setitem__(self, off: int, cell: Cell) -> None:
        mem = self.obj.mem
        assert mem is not None
        mem.put(self.obj, off, cell[0], cell[1])


Ptr = tuple[MemObj, int] | None


def _signed_byte(b: int) -> int:
    return b - 256 if b > 127 else b


def _mib(n: int) -> str:
    return f"{n / (1 << 20):g} MiB"


class Memory:
    """Creates, reads, writes and frees objects; every checked access goes through here.

    `max_memory` bounds the bytes of all live objects together (globals, locals, heap
    blocks, strings): going past it is a LIMIT fault naming the budget. `max_alloc_bytes`
    bounds the heap alone; a heap request past it makes the allocation fail (NULL), as a
    request too large for the address space does.
    """

    def __init__(self, max_alloc_bytes: int = 1 << 28, max_memory: int | None = None
                 ) -> None:
        self._serial = 0
        self._next_addr = _ADDR_BASE
        self._bases: list[int] = []
        self._by_base: list[MemObj] = []
        self.heap_bytes = 0
        self.live_bytes = 0
        self.max_alloc_bytes = max_alloc_bytes
        self.max_memory = max_memory
        self.wild = self.new(0, ObjRef(ObjKind.WILD, "invalid pointer"))
        self.wild.tag = self.wild.wtag = None
        # set when hooks are on: called after bytes [off, off+n) of an object were written
        self.on_write: Callable[[MemObj, int, int], None] | None = None
        # called before a bulk operation (memset, memcpy, strings) touches n bytes: the
        # machine charges steps for them and checks its budgets
        self.meter: Callable[[int], None] | None = None

    # ---- objects ------------------------------------------------------------------------

    def new(self, size: int, ref: ObjRef, zero: bool = False, readonly: bool = False
            ) -> MemObj:
        self._serial += 1
        if size:
            self.charge(size)
        obj = MemObj(size, ref, self._serial, zero, readonly, self)
        obj.charged = size > 0
        return obj

    def charge(self, size: int) -> None:
        """Account `size` more bytes of live objects, or stop the run past `max_memory`."""
        live = self.live_bytes + size
        if self.max_memory is not None and live > self.max_memory:
            raise Fault(FaultKind.MEMORY_LIMIT, f"memory budget of {_mib(self.max_memory)} "
                        f"exhausted: {live - size} bytes live and {size} more requested "
                        "(raise it with --max-memory)")
        self.live_bytes = live

    def new_heap(self, size: int, ref: ObjRef, zero: bool = False) -> MemObj | None:
        """A heap block, or None when the allocation budget would be exceeded (malloc fails)."""
        if size < 0 or self.heap_bytes + size > self.max_alloc_bytes:
            if size >= 0 and self.max_memory is not None and \
                    self.live_bytes + size > self.max_memory:
                self.charge(size)  # past the memory budget too: that is the message
            return None
        obj = self.new(size, ref, zero)
        self.heap_bytes += size
        return obj

    def kill(self, obj: MemObj, why: str) -> None:
        if obj.tag is not None and obj.charged:
            self.live_bytes -= obj.size + REF_COST * len(obj.refs or ())
            if obj.ref.kind is ObjKind.HEAP:
                self.heap_bytes -= obj.size
        obj.charged = False
        obj.tag = obj.wtag = None
        obj.data = bytearray()
        obj.refs = None
        obj.dead = why

    def clone(self, obj: MemObj, ref: ObjRef) -> MemObj:
        """A copy of an aggregate passed or returned by value (a value in flight, not
        counted against `max_memory`: nothing frees it but Python)."""
        if obj.tag is None:
            raise self._dead_fault(obj, 0, obj.size, False)
        self._serial += 1
        out = MemObj(obj.size, ref, self._serial, mem=self)
        out.data[:] = obj.data
        assert out.tag is not None
        out.tag[:] = obj.tag
        if obj.refs:
            out.refs = dict(obj.refs)
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
        if obj.tag is None:
            raise self._dead_fault(obj, off, n, write)
        if off < 0 or off + n > obj.size:
            what = "write" if write else "read"
            raise Fault(FaultKind.OUT_OF_BOUNDS,
                        f"out-of-bounds {what} of {n} byte{'s' if n != 1 else ''} at offset "
                        f"{off} of {obj.ref.describe()} ({obj.size} bytes)")
        if write and obj.wtag is None:
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
        self.check(obj, off, SIZE[code], False)
        t = obj.tag
        assert t is not None
        if t[off] == code:
            if code in (PTR, VA):
                assert obj.refs is not None
                return obj.refs[off]
            return _unpack(obj, off, code)
        return self._compose(obj, off, code)

    def _uninit_fault(self, obj: MemObj, off: int, n: int, bad: int) -> Fault:
        return Fault(FaultKind.UNINIT, f"read of uninitialised memory: {n} byte"
                     f"{'s' if n != 1 else ''} at offset {off} of {obj.ref.describe()} "
                     f"(byte {bad} never written)")

    def _compose(self, obj: MemObj, off: int, code: int) -> Value:
        """A load whose bytes hold something else: decoded from them, and the bytes become
        one value of the loaded shape when no value straddles the range."""
        n = SIZE[code]
        t = obj.tag
        assert t is not None
        bad = t.find(UNSET, off, off + n)
        if bad >= 0:
            raise self._uninit_fault(obj, off, n, bad)
        raw = self._bytes(obj, off, n)
        v = self.decode(code, raw)
        end = off + n
        if t[off] not in _TAIL and (end >= obj.size or t[end] not in _TAIL):
            if code in _REF_CODES:
                self.put(obj, off, code, v)
            else:  # the same bytes, one value now (not re-encoded: a NaN keeps its bits)
                before = len(obj.refs) if obj.refs else 0
                self._split(obj, off, end)
                self._recount(obj, before)
                obj.data[off:end] = raw
                t[off] = code
                t[off + 1:end] = _CONT[n - 1]
        return v

    def _bytes(self, obj: MemObj, off: int, n: int) -> bytes:
        """The bytes [off, off+n), pointers encoded as their addresses (no checks)."""
        t = obj.tag
        assert t is not None
        raw = obj.data[off:off + n]
        if obj.refs and (t.find(PCONT, off, off + n) >= 0 or
                         any(t[k] in _REF_CODES for k in range(off, off + n))):
            s = off
            while s > 0 and t[s] == PCONT:
                s -= 1
            for k in range(s, off + n):
                if t[k] in _REF_CODES:
                    data = self.encode(t[k], obj.refs[k])
                    for i, b in enumerate(data):
                        if off <= k + i < off + n:
                            raw[k + i - off] = b
        return bytes(raw)

    def put(self, obj: MemObj, off: int, code: int, v: Value) -> None:
        """Write one value of `code` at `off` in any object, splitting the values it
        overlaps (no checks: callers check bounds and writability)."""
        n = SIZE[code]
        t = obj.tag
        assert t is not None
        before = len(obj.refs) if obj.refs else 0
        self._split(obj, off, off + n)
        if v is UNINIT:
            t[off:off + n] = _ZEROS[n]
        elif code in (PTR, VA):
            refs = obj.refs
            if refs is None:
                refs = obj.refs = {}
            refs[off] = v
            t[off] = code
            t[off + 1:off + n] = _PCONT[n - 1]
        else:
            obj.data[off:off + n] = self.encode(code, v)
            t[off] = code
            t[off + 1:off + n] = _CONT[n - 1]
        self._recount(obj, before)

    def _recount(self, obj: MemObj, before: int) -> None:
        """Account the pointers an operation added to or dropped from `obj.refs`."""
        if obj.charged:
            d = (len(obj.refs) if obj.refs else 0) - before
            if d > 0:
                self.charge(d * REF_COST)
            elif d < 0:
                self.live_bytes += d * REF_COST

    def _split(self, obj: MemObj, lo: int, hi: int) -> None:
        """Make [lo, hi) free to overwrite: a value straddling either end becomes single
        bytes (RAW) and the pointers starting inside are dropped."""
        t = obj.tag
        assert t is not None
        size = obj.size
        if lo < size and t[lo] in _TAIL:
            self._dissolve(obj, lo)
        if lo < hi < size and t[hi] in _TAIL:
            self._dissolve(obj, hi)
        refs = obj.refs
        if refs:
            if hi - lo < len(refs):
                for k in range(lo, hi):
                    if t[k] in _REF_CODES:
                        refs.pop(k, None)
            else:
                for k in [k for k in refs if lo <= k < hi]:
                    del refs[k]

    def _dissolve(self, obj: MemObj, inside: int) -> None:
        """The value covering byte `inside` (not its first byte) becomes single bytes."""
        t = obj.tag
        assert t is not None
        s = inside
        while t[s] in _TAIL:
            s -= 1
        code = t[s]
        if code == RAW:  # a continuation after a plain byte: cannot happen, be safe
            return
        n = SIZE[code]
        if code in _REF_CODES:
            assert obj.refs is not None
            obj.data[s:s + n] = self.encode(code, obj.refs.pop(s))
        t[s:s + n] = _RAW1 * n

    def store(self, obj: MemObj, off: int, code: int, v: Value) -> None:
        """A checked store of one scalar."""
        n = SIZE[code]
        self.check(obj, off, n, True)
        t = obj.tag
        assert t is not None
        if t[off] == code and v is not UNINIT:
            if code in (PTR, VA):
                assert obj.refs is not None
                obj.refs[off] = v
            else:
                obj.data[off:off + n] = self.encode(code, v)
        else:
            self.put(obj, off, code, v)
        if self.on_write is not None:
            self.on_write(obj, off, n)

    def store_new(self, obj: MemObj, off: int, code: int, v: Value) -> bool:
        """A store for compiled paths: done (True) when in bounds and writable, else left to
        the checked path (False); observation hooks are not told."""
        n = SIZE[code]
        if off < 0 or off + n > obj.size or obj.wtag is None:
            return False
        self.put(obj, off, code, v)
        return True

    # ---- bytes --------------------------------------------------------------------------

    def encode(self, code: int, v: Value) -> bytes:
        n = SIZE[code]
        if code == VA:
            raise Fault(FaultKind.UNSUPPORTED, "a va_list copied other than by va_copy")
        if v.__class__ is tuple or v is None:
            iv = self.to_int(v)
            if code == PTR or code not in FLOAT_CODES:
                return (iv & ((1 << (8 * n)) - 1)).to_bytes(n, "little")
            v = iv
        if code == PTR:
            return (int(v) & 0xFFFFFFFFFFFFFFFF).to_bytes(8, "little")
        if code in FLOAT_CODES:
            if code == F32:
                return _F32.pack(v)
            raw = _F64.pack(v)
            return raw if code == F64 else raw + bytes(8)
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
        """The bytes [lo, lo+n) of an object; None where never written."""
        t = obj.tag
        assert t is not None
        data = self._bytes(obj, lo, n)
        return [None if t[lo + i] == UNSET else b for i, b in enumerate(data)]

    def read_bytes(self, obj: MemObj, off: int, n: int) -> bytes:
        self.check(obj, off, n, False)
        if self.meter is not None:
            self.meter(n)
        t = obj.tag
        assert t is not None
        bad = t.find(UNSET, off, off + n)
        if bad >= 0:
            raise Fault(FaultKind.UNINIT, f"read of uninitialised memory: byte {bad} of "
                        f"{obj.ref.describe()}")
        return self._bytes(obj, off, n)

    def write_bytes(self, obj: MemObj, off: int, data: bytes | bytearray) -> None:
        n = len(data)
        self.check(obj, off, n, True)
        if self.meter is not None:
            self.meter(n)
        before = len(obj.refs) if obj.refs else 0
        self._split(obj, off, off + n)
        self._recount(obj, before)
        t = obj.tag
        assert t is not None
        obj.data[off:off + n] = data
        _set(t, off, n, RAW)
        if self.on_write is not None and n:
            self.on_write(obj, off, n)

    def fill(self, obj: MemObj, off: int, byte: int, n: int) -> None:
        """memset: the bytes become single written bytes of one value."""
        self.check(obj, off, n, True)
        if self.meter is not None:
            self.meter(n)
        before = len(obj.refs) if obj.refs else 0
        self._split(obj, off, off + n)
        self._recount(obj, before)
        t = obj.tag
        assert t is not None
        _set(obj.data, off, n, byte & 0xFF)
        _set(t, off, n, RAW)
        if self.on_write is not None and n:
            self.on_write(obj, off, n)

    def copy(self, dst: MemObj, doff: int, src: MemObj, soff: int, n: int) -> None:
        """memmove: values inside the range move as they are, uninitialised bytes stay so,
        values straddling its ends arrive as single bytes."""
        self.check(src, soff, n, False)
        self.check(dst, doff, n, True)
        if n == 0:
            return
        if self.meter is not None:
            self.meter(2 * n)
        st = src.tag
        assert st is not None
        tags = st[soff:soff + n]
        data = bytearray(self._bytes(src, soff, n))
        end = soff + n
        if tags[0] in _TAIL:  # the head of a value that starts before the range
            i = 0
            while i < n and tags[i] in _TAIL:
                tags[i] = RAW
                i += 1
        s = end - 1  # the tail of a value that ends after the range
        while s > soff and st[s] in _TAIL:
            s -= 1
        if st[s] not in _TAIL and st[s] not in (UNSET, RAW) and s + SIZE[st[s]] > end:
            tags[s - soff:n] = _RAW1 * (n - (s - soff))
        moved: dict[int, Value] = {}
        if src.refs:
            for k, v in src.refs.items():
                if soff <= k < end and tags[k - soff] in _REF_CODES:
                    moved[doff + k - soff] = v
        before = len(dst.refs) if dst.refs else 0
        self._split(dst, doff, doff + n)
        dst.data[doff:doff + n] = data
        dt = dst.tag
        assert dt is not None
        dt[doff:doff + n] = tags
        if moved:
            if dst.refs is None:
                dst.refs = {}
            dst.refs.update(moved)
        self._recount(dst, before)
        if self.on_write is not None:
            self.on_write(dst, doff, n)

    def cstring(self, p: object, limit: int | None = None) -> bytes:
        """The bytes of the NUL-terminated string at `p` (at most `limit` bytes)."""
        obj, off = self.deref(p, 1 if limit != 0 else 0, False)
        t = obj.tag
        assert t is not None
        stop = obj.size if limit is None else min(obj.size, off + limit)
        nul = obj.data.find(0, off, stop)
        upto = stop if nul < 0 else nul + 1
        if self.meter is not None:
            self.meter(upto - off)
        if obj.refs or t.find(UNSET, off, upto) >= 0:
            return self._cstring_slow(obj, off, limit)
        if nul < 0:
            if limit is not None and stop == off + limit:
                return bytes(obj.data[off:stop])
            raise self._unterminated(obj, off)
        return bytes(obj.data[off:nul])

    def _unterminated(self, obj: MemObj, off: int) -> Fault:
        return Fault(FaultKind.OUT_OF_BOUNDS, f"string at offset {off} of "
                     f"{obj.ref.describe()} is not NUL-terminated within its "
                     f"{obj.size} bytes")

    def _cstring_slow(self, obj: MemObj, off: int, limit: int | None) -> bytes:
        out = bytearray()
        k = off
        while limit is None or len(out) < limit:
            if k >= obj.size:
                raise self._unterminated(obj, off)
            b = self.load(obj, k, U8) if obj.tag is not None and obj.tag[k] != RAW \
                else obj.data[k]
            if b == 0:
                break
            out.append(b)
            k += 1
        return bytes(out)

    def cells_in(self, obj: MemObj, lo: int, hi: int) -> Iterator[int]:
        """Start offsets of the values (and single bytes) overlapping [lo, hi)."""
        t = obj.tag
        if t is None or lo >= hi:
            return iter(())
        s = max(lo, 0)
        while s > 0 and s < obj.size and t[s] in _TAIL:
            s -= 1
        hi = min(hi, obj.size)
        return (k for k in range(s, hi) if t[k] != UNSET and t[k] not in _TAIL)


__all__ = ["MemObj", "Memory", "ObjKind", "ObjRef", "Ptr", "cell_at"]
