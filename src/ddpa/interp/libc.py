"""Models of the C library functions programs call: a table of names to small implementations.

Each model receives the evaluated arguments and a `CallCtx` (the call instruction and the
caller's frame) and returns the C return value; it reads and writes program memory only
through `Memory`, so every pointer argument is checked like a program access. A callee
with neither a body nor an entry here stops the run with an UNMODELLED fault naming it.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ddpa.interp.cformat import Formatter, Input, scan
from ddpa.interp.errors import Fault, FaultKind, ProgramExit
from ddpa.interp.frame import OWNED, VARARGS
from ddpa.interp.host import MachineLike
from ddpa.interp.memory import MemObj, Memory, ObjKind, ObjRef, cell_at
from ddpa.interp.sandbox import FileSystem, OpenFile, StdinStream
from ddpa.interp.semantics import convert, is_ptr_value
from ddpa.interp.stdio import STDERR, STDIN, STDOUT
from ddpa.interp.values import F32, F64, F80, I8, I16, I32, I64, PTR, U8, U16, U32, U64, VA
from ddpa.ir import libmodel
from ddpa.ir.instr import NOLOC, Call, Loc
from ddpa.ir.types import I32 as T_I32
from ddpa.ir.types import VoidType


@dataclass
class CallCtx:
    """What a model may need besides its arguments."""

    ins: Call
    frame: list[Any]
    name: str


Impl = Callable[["Library", list[Any], CallCtx], Any]
MODELS: dict[str, Impl] = {}


def model(*names: str) -> Callable[[Impl], Impl]:
    def register(fn: Impl) -> Impl:
        for n in names:
            MODELS[n] = fn
        return fn
    return register


def _returned(name: str, value: Any) -> Any:
    """A model's result, checked against the registry (`ddpa.ir.libmodel`), which every
    analysis reads: a function it says never returns must not return here either."""
    if libmodel.is_noreturn(name):
        raise Fault(FaultKind.INTERNAL, f"the library model of '{name}' returned, but the "
                    "model registry says it never returns")
    return value


class VaCursor:
    """The state of a va_list: the variadic arguments of one call and the next index."""

    __slots__ = ("args", "index")

    def __init__(self, args: list[Any], index: int = 0) -> None:
        self.args = args
        self.index = index


_CT_BITS = {"upper": 0x100, "lower": 0x200, "alpha": 0x400, "digit": 0x800, "xdigit": 0x1000,
            "space": 0x2000, "print": 0x4000, "graph": 0x8000, "blank": 0x1, "cntrl": 0x2,
            "punct": 0x4, "alnum": 0x8}


def _ctype_bits(c: int) -> int:
    if not 0 <= c < 128:
        return 0
    ch = chr(c)
    tests = {"upper": ch.isupper(), "lower": ch.islower(), "alpha": ch.isalpha(),
             "digit": ch.isdigit(), "xdigit": ch in "0123456789abcdefABCDEF",
             "space": ch in " \t\n\v\f\r", "print": 32 <= c < 127, "graph": 32 < c < 127,
             "blank": ch in " \t", "cntrl": c < 32 or c == 127,
             "punct": 32 < c < 127 and not ch.isalnum(), "alnum": ch.isalnum()}
    return sum(bit for name, bit in _CT_BITS.items() if tests[name])


class GlibcRandom:
    """glibc's random()/rand(): the additive feedback generator of TYPE_3, seeded the same."""

    def __init__(self, seed: int = 1) -> None:
        self.seed(seed)

    def seed(self, seed: int) -> None:
        seed &= 0xFFFFFFFF
        r = [0] * 34
        r[0] = seed if seed else 1
        for i in range(1, 31):
            hi, lo = divmod(r[i - 1] if r[i - 1] < 1 << 31 else r[i - 1] - (1 << 32), 127773)
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.r = r
        for _ in range(310):
            self.next()

    def next(self) -> int:
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        del r[0]
        return v >> 1


class Library:
    """State the C library keeps for one run, and the dispatch to the models."""

    def __init__(self, m: MachineLike) -> None:
        self.m = m
        self.mem: Memory = m.mem
        self.io = m.io
        self.random = GlibcRandom()
        self.streams: dict[MemObj, int] = {}
        self.stream_objs: dict[int, MemObj] = {}
        self._site_refs: dict[int, ObjRef] = {}
        self._tables: dict[str, MemObj] = {}
        self.strtok_next: Any = None
        self.fs = FileSystem(m.config.world.files)
        self.files: dict[int, OpenFile] = {}  # streams of sandbox files by descriptor
        self.eof: set[int] = set()  # descriptors whose end-of-file indicator is set
        self.err: set[int] = set()  # descriptors whose error indicator is set
        self.stdin = StdinStream(self.io)
        self.env: dict[str, str] = dict(m.config.world.env)
        # functions atexit (and `__cxa_atexit`, with its argument) registered, in order
        self.at_exit: list[tuple[Any, list[Any]]] = []
        # setjmp: token -> (frame, call instruction) while that frame is live; per live
        # frame (by id) its tokens by call; tokens below `next_token` not in `jumps` were
        # set by a function that has returned
        self.jumps: dict[int, tuple[list[Any], Call]] = {}
        self.frame_jumps: dict[int, dict[int, int]] = {}
        self.next_token = 1
        self.getopt_state: Any = None  # see libopt
        self.cxx_exceptions: Any = None  # see libcxx
        for fd, name in ((STDIN, "stdin"), (STDOUT, "stdout"), (STDERR, "stderr")):
            obj = self.mem.new(216, ObjRef(ObjKind.LIBRARY, name))
            self.streams[obj] = fd
            self.stream_objs[fd] = obj

    def call(self, name: str, args: list[Any], ctx: CallCtx) -> Any:
        impl = MODELS.get(name)
        if impl is None:
            raise Fault(FaultKind.UNMODELLED, f"call to external function '{name}', which has "
                        "no body and no library model")
        return _returned(name, impl(self, args, ctx))

    def call_model(self, impl: Impl, args: list[Any], ctx: CallCtx) -> Any:
        """Run a model from compiled code: any failure that is not the program's own becomes
        an interpreter fault (the call is never repeated on the checked path)."""
        try:
            return _returned(ctx.name, impl(self, args, ctx))
        except (Fault, ProgramExit):
            raise
        except Exception as exc:
            raise Fault(FaultKind.INTERNAL, f"library model of '{ctx.name}' failed: "
                        f"{type(exc).__name__}: {exc}") from exc

    # ---- helpers for the models -----------------------------------------------------------

    def stream(self, p: Any) -> int:
        if isinstance(p, tuple) and p[0] in self.streams:
            if p[0].cells is None:
                raise Fault(FaultKind.BAD_ARGUMENT, "use of a FILE* after fclose")
            return self.streams[p[0]]
        raise Fault(FaultKind.BAD_ARGUMENT, "a FILE* argument that is not a stream fopen, "
                    "tmpfile or the standard streams gave")

    def write(self, fd: int, data: bytes) -> bool:
        """Write to a stream; False (error indicator and errno set) when it is not open
        for writing."""
        if self.mem.meter is not None:  # output is charged like other bytes a call touches
            self.mem.meter(len(data))
        f = self.files.get(fd)
        if f is not None:
            if f.write(data) < len(data):
                self.err.add(fd)
                self.mem.store(self.errno_obj(), 0, I32, 9)  # EBADF
                return False
            return True
        if fd not in (STDOUT, STDERR):
            raise Fault(FaultKind.BAD_ARGUMENT, "write to stdin" if fd == STDIN else
                        "write to a closed stream")
        self.io.write(fd, data)
        return True

    def reader(self, fd: int) -> OpenFile | StdinStream:
        """The byte source of an input stream (stdin or a sandbox file)."""
        f = self.files.get(fd)
        if f is not None:
            return f
        if fd == STDIN:
            return self.stdin
        raise Fault(FaultKind.BAD_ARGUMENT, "reading from an output stream")

    def getc(self, fd: int) -> int:
        src = self.reader(fd)
        c = src.getc()
        if c < 0:
            if isinstance(src, OpenFile) and not src.readable:
                self.err.add(fd)
                self.mem.store(self.errno_obj(), 0, I32, 9)  # EBADF
            else:
                self.eof.add(fd)
        return c

    def table(self, name: str, code: int, values: list[int]) -> Any:
        """A pointer to a pointer to entry 128 of a 384-entry table (glibc's ctype layout)."""
        holder = self._tables.get(name)
        if holder is None:
            size = {U16: 2, I32: 4}[code]
            tab = self.mem.new(384 * size, ObjRef(ObjKind.LIBRARY, name + "_table"),
                               readonly=True)
            for i, v in enumerate(values):
                self.mem.put(tab, i * size, code, v)
            holder = self.mem.new(8, ObjRef(ObjKind.LIBRARY, name))
            self.mem.store(holder, 0, PTR, (tab, 128 * size))
            self._tables[name] = holder
        return (holder, 0)

    def run_at_exit(self) -> None:
        """Call the functions atexit registered, the last registered first."""
        while self.at_exit:
            f, args = self.at_exit.pop()
            self.m.call_pointer(f, args)

    def forget_jumps(self, frame: list[Any]) -> None:
        """`frame` is leaving: the jmp_bufs its setjmp calls filled are no longer valid."""
        tokens = self.frame_jumps.pop(id(frame), None)
        if tokens:
            for token in tokens.values():
                del self.jumps[token]

    def errno_obj(self) -> MemObj:
        """The object `errno` names (what `__errno_location` returns)."""
        obj = self._tables.get("errno")
        if obj is None:
            obj = self.mem.new(4, ObjRef(ObjKind.LIBRARY, "errno"), zero=True)
            self._tables["errno"] = obj
        return obj

    def site_ref(self, site: int | None, fn: str, ctx_fn: str, loc: Loc = NOLOC) -> ObjRef:
        if site is None:
            return ObjRef(ObjKind.HEAP, fn, ctx_fn, loc=loc)
        ref = self._site_refs.get(site)
        if ref is None:
            s = self.m.program.alloc_sites.get(site)
            ref = ObjRef(ObjKind.HEAP, fn, s.function if s else ctx_fn, site, "",
                         s.loc if s else ObjRef(ObjKind.HEAP, fn).loc)
            self._site_refs[site] = ref
        return ref

    def heap(self, size: int, ref: ObjRef, zero: bool = False) -> Any:
        if size >= 1 << 63:  # beyond any address space: malloc fails, as glibc's does
            return None
        obj = self.mem.new_heap(size, ref, zero)
        if obj is None:
            if self.m.config.fail_on_oom:
                raise Fault(FaultKind.MEMORY_LIMIT, f"allocation of {size} bytes exceeds the "
                            f"budget of {self.mem.max_alloc_bytes} bytes")
            return None
        return (obj, 0)

    def allocate(self, fn: str, site: int | None, args: list[Any], frame: list[Any],
                 loc: Loc = NOLOC) -> Any:
        """The allocation functions the front end lowers to Alloc instructions (`loc`: where
        a call through a pointer, which has no allocation site, allocates)."""
        ref = self.site_ref(site, fn, "", loc)
        if fn == "calloc":
            return self.heap(_uint(args[0]) * _uint(args[1]), ref, zero=True)
        if fn == "realloc":
            return self._realloc(args[0], _uint(args[1]), ref)
        if fn in ("strdup", "strndup"):
            data = self.mem.cstring(args[0], _uint(args[1]) if fn == "strndup" else None)
            p = self.heap(len(data) + 1, ref)
            if p is not None:
                self.mem.write_bytes(p[0], 0, data + b"\0")
            return p
        if fn in ("alloca", "__builtin_alloca"):
            obj = self.mem.new(_uint(args[0]), ref)
            if not isinstance(frame[OWNED], list):
                frame[OWNED] = []
            frame[OWNED].append(obj)
            return (obj, 0)
        size = args[-1] if args else 0
        return self.heap(_uint(size), ref)

    def _realloc(self, p: Any, n: int, ref: ObjRef) -> Any:
        if p is None:
            return self.heap(n, ref)
        old = self._heap_block(p, "realloc")
        if n == 0:
            self.mem.kill(old, "was freed by realloc")
            return None
        q = self.heap(n, ref)
        if q is not None:
            k = min(n, old.size)
            if k:
                self.mem.copy(q[0], 0, old, 0, k)
            self.mem.kill(old, "was freed by realloc")
        return q

    def _heap_block(self, p: Any, what: str) -> MemObj:
        if not isinstance(p, tuple) or not isinstance(p[0], MemObj):
            raise Fault(FaultKind.BAD_FREE, f"{what} of a value that is not a pointer")
        obj: MemObj = p[0]
        off: int = p[1]
        if obj.ref.kind is not ObjKind.HEAP or obj.ref.name in ("alloca", "__builtin_alloca"):
            raise Fault(FaultKind.BAD_FREE, f"{what} of a pointer to {obj.ref.describe()}, "
                        "which was not allocated on the heap")
        if obj.tag is None:
            raise Fault(FaultKind.BAD_FREE, f"{what} of {obj.ref.describe()}, which "
                        f"{obj.dead} (double free)")
        if off != 0:
            raise Fault(FaultKind.BAD_FREE, f"{what} of a pointer {off} bytes into "
                        f"{obj.ref.describe()}, not to its start")
        return obj

    def free(self, p: Any, ctx: CallCtx) -> None:
        if p is None:
            return
        obj = self._heap_block(p, "free")
        where = f" at {ctx.ins.loc}" if ctx.ins.loc.file else ""
        self.mem.kill(obj, f"was freed{where}")

    def cstr(self, p: Any, limit: int | None = None) -> bytes:
        return self.mem.cstring(p, limit)

    def span(self, p: Any, n: int, write: bool) -> tuple[MemObj, int]:
        if n == 0 and p is not None and isinstance(p, tuple):
            return p[0], p[1]
        return self.mem.deref(p, n, write)

    def put_string(self, p: Any, data: bytes) -> None:
        obj, off = self.span(p, len(data), True)
        self.mem.write_bytes(obj, off, data)

    def formatter(self, args: list[Any]) -> Formatter:
        it = iter(args)

        def next_arg(kind: str) -> Any:
            try:
                v = next(it)
            except StopIteration:
                raise Fault(FaultKind.BAD_ARGUMENT, "printf format needs more arguments "
                            "than were passed") from None
            return _as_kind(v, kind, self.mem)
        return Formatter(next_arg, self.cstr, self.mem.to_int)

    def vformat(self, fmt_p: Any, args: list[Any]) -> bytes:
        return self.formatter(args).format(self.cstr(fmt_p))

    def va_args(self, p: Any) -> list[Any]:
        """The remaining arguments of the va_list `p` points to (for the v*printf models)."""
        cur = self.va_cursor(p)
        return cur.args[cur.index:]

    def va_cursor(self, p: Any) -> VaCursor:
        obj, off = self.mem.deref(p, 24, False)
        c = cell_at(obj, off)
        if c is None or c[0] != VA:
            raise Fault(FaultKind.UNINIT, "use of a va_list before va_start")
        cur = c[1]
        assert isinstance(cur, VaCursor)
        return cur

    def scan_into(self, src: Input, fmt: bytes, targets: list[Any]) -> int:
        it = iter(targets)

        def store(conv: str, length: bytes, value: Any) -> None:
            try:
                p = next(it)
            except StopIteration:
                raise Fault(FaultKind.BAD_ARGUMENT, "scanf format has more conversions "
                            "than pointer arguments") from None
            self._scan_store(p, conv, length, value)
        return scan(fmt, src, store)

    def _scan_store(self, p: Any, conv: str, length: bytes, value: Any) -> None:
        if conv in ("s", "c") or conv.startswith("["):
            data = value + (b"\0" if conv != "c" else b"")
            self.put_string(p, data)
            return
        if conv in "eEfgGaA":
            code = {b"l": F64, b"L": F80}.get(length, F32)
            obj, off = self.mem.deref(p, {F32: 4, F64: 8, F80: 16}[code], True)
            self.mem.store(obj, off, code, float(value) if code != F32 else _f32(value))
            return
        signed = conv in "din"
        code = {b"hh": (I8, U8), b"h": (I16, U16), b"": (I32, U32)}.get(
            length, (I64, U64))[0 if signed else 1]
        n = {I8: 1, U8: 1, I16: 2, U16: 2, I32: 4, U32: 4}.get(code, 8)
        obj, off = self.mem.deref(p, n, True)
        bits = 8 * n
        v = int(value) & ((1 << bits) - 1)
        if signed and v >= 1 << (bits - 1):
            v -= 1 << bits
        self.mem.store(obj, off, code, v)


def _f32(x: float) -> float:
    from ddpa.interp.values import f32

    return f32(x)


def _uint(v: Any) -> int:
    if not isinstance(v, int):
        raise Fault(FaultKind.BAD_ARGUMENT, f"a size argument that is not an integer ({v!r})")
    return v & 0xFFFFFFFFFFFFFFFF


def _int(v: Any) -> int:
    if isinstance(v, int):
        return v
    raise Fault(FaultKind.BAD_ARGUMENT, f"an integer argument expected, got {v!r}")


def _as_kind(v: Any, kind: str, mem: Memory) -> Any:
    if kind == "float":
        if isinstance(v, float):
            return v
        what = "a pointer" if is_ptr_value(v) else "an integer"
        raise Fault(FaultKind.BAD_ARGUMENT, f"printf: a floating conversion given {what} "
                    "argument (the value printed would be garbage)")
    if kind == "int":
        if isinstance(v, float):
            raise Fault(FaultKind.BAD_ARGUMENT, "printf: an integer conversion given a "
                        "floating value")
        return mem.to_int(v) if is_ptr_value(v) else int(v)
    if isinstance(v, int):
        return mem.to_ptr(v)
    return v


# ---- memory and strings ---------------------------------------------------------------------


@model("memcpy", "memmove", "__builtin_memcpy", "__builtin_memmove")
def _memcpy(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _uint(a[2])
    if n:
        dobj, doff = lib.span(a[0], n, True)
        sobj, soff = lib.span(a[1], n, False)
        lib.mem.copy(dobj, doff, sobj, soff, n)
    return a[0]


@model("memset", "__builtin_memset")
def _memset(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _uint(a[2])
    if n:
        obj, off = lib.span(a[0], n, True)
        lib.mem.fill(obj, off, _int(a[1]) & 0xFF, n)
    return a[0]


@model("memcmp", "__builtin_memcmp", "bcmp")
def _memcmp(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _uint(a[2])
    if n == 0:
        return 0
    x = lib.mem.read_bytes(*lib.span(a[0], n, False), n)
    y = lib.mem.read_bytes(*lib.span(a[1], n, False), n)
    return _diff(x, y)


def _diff(x: bytes, y: bytes) -> int:
    for i in range(min(len(x), len(y))):
        if x[i] != y[i]:
            return x[i] - y[i]
    return 0 if len(x) == len(y) else (x[len(y)] if len(x) > len(y) else -y[len(x)])


@model("memchr")
def _memchr(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _uint(a[2])
    c = _int(a[1]) & 0xFF
    if n == 0:
        return None
    obj, off = lib.span(a[0], n, False)
    for i in range(n):
        if lib.mem.load(obj, off + i, U8) == c:
            return (obj, off + i)
    return None


@model("strlen", "__builtin_strlen")
def _strlen(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return len(lib.cstr(a[0]))


@model("strnlen")
def _strnlen(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return len(lib.cstr(a[0], _uint(a[1])))


@model("strcpy", "__builtin_strcpy")
def _strcpy(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    data = lib.cstr(a[1]) + b"\0"
    sobj, soff = lib.span(a[1], len(data), False)
    dobj, doff = lib.span(a[0], len(data), True)
    lib.mem.copy(dobj, doff, sobj, soff, len(data))
    return a[0]


@model("strncpy")
def _strncpy(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _uint(a[2])
    data = lib.cstr(a[1], n)
    lib.put_string(a[0], (data + bytes(n))[:n]) if n else None
    return a[0]


@model("strcat")
def _strcat(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    end = len(lib.cstr(a[0]))
    data = lib.cstr(a[1]) + b"\0"
    lib.put_string((a[0][0], a[0][1] + end), data)
    return a[0]


@model("strncat")
def _strncat(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    end = len(lib.cstr(a[0]))
    data = lib.cstr(a[1], _uint(a[2])) + b"\0"
    lib.put_string((a[0][0], a[0][1] + end), data)
    return a[0]


@model("strcmp", "__builtin_strcmp")
def _strcmp(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return _diff(lib.cstr(a[0]) + b"\0", lib.cstr(a[1]) + b"\0")


@model("strncmp", "__builtin_strncmp")
def _strncmp(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _uint(a[2])
    if n == 0:
        return 0
    x = lib.cstr(a[0], n)
    y = lib.cstr(a[1], n)
    return _diff((x + b"\0")[:n], (y + b"\0")[:n])


@model("strchr", "__builtin_strchr", "index")
def _strchr(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    s = lib.cstr(a[0]) + b"\0"
    i = s.find(bytes([_int(a[1]) & 0xFF]))
    return None if i < 0 else (a[0][0], a[0][1] + i)


@model("strrchr", "rindex")
def _strrchr(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    s = lib.cstr(a[0]) + b"\0"
    i = s.rfind(bytes([_int(a[1]) & 0xFF]))
    return None if i < 0 else (a[0][0], a[0][1] + i)


@model("strstr")
def _strstr(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    i = lib.cstr(a[0]).find(lib.cstr(a[1]))
    return None if i < 0 else (a[0][0], a[0][1] + i)


@model("strspn", "strcspn")
def _strspn(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    s, accept = lib.cstr(a[0]), set(lib.cstr(a[1]))
    inside = ctx.name == "strspn"
    n = 0
    while n < len(s) and (s[n] in accept) == inside:
        n += 1
    return n


@model("strpbrk")
def _strpbrk(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    s, accept = lib.cstr(a[0]), set(lib.cstr(a[1]))
    for i, ch in enumerate(s):
        if ch in accept:
            return (a[0][0], a[0][1] + i)
    return None


@model("strtok")
def _strtok(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    p = a[0] if a[0] is not None else lib.strtok_next
    if p is None:
        return None
    delims = set(lib.cstr(a[1]))
    s = lib.cstr(p)
    i = 0
    while i < len(s) and s[i] in delims:
        i += 1
    if i == len(s):
        lib.strtok_next = None
        return None
    j = i
    while j < len(s) and s[j] not in delims:
        j += 1
    if j < len(s):
        lib.put_string((p[0], p[1] + j), b"\0")
        lib.strtok_next = (p[0], p[1] + j + 1)
    else:
        lib.strtok_next = None
    return (p[0], p[1] + i)


# ---- numbers and characters -----------------------------------------------------------------


def _parse_int(text: bytes, base: int) -> tuple[int, int]:
    """(value, bytes consumed) of C's strtol; consumed is 0 when no digits were found."""
    i = 0
    while i < len(text) and text[i] in b" \t\n\v\f\r":
        i += 1
    sign = 1
    if i < len(text) and text[i] in b"+-":
        sign = -1 if text[i] == ord("-") else 1
        i += 1
    if base in (0, 16) and text[i:i + 2].lower() == b"0x" and i + 2 < len(text) and \
            chr(text[i + 2]).lower() in "0123456789abcdef":
        i += 2
        base = 16
    elif base == 0:
        base = 8 if text[i:i + 1] == b"0" else 10
    start, v = i, 0
    while i < len(text):
        c = text[i]
        low = c | 32
        d = c - 48 if 48 <= c <= 57 else low - 87 if 97 <= low <= 122 else 99
        if d >= base:
            break
        v = v * base + d
        i += 1
    return (sign * v, i) if i > start else (0, 0)


def _strto(lib: Library, a: list[Any], ctx: CallCtx, lo: int, hi: int) -> int:
    text = lib.cstr(a[0])
    v, used = _parse_int(text, _int(a[2]) if len(a) > 2 else 10)
    if len(a) > 1 and a[1] is not None:
        obj, off = lib.mem.deref(a[1], 8, True)
        lib.mem.store(obj, off, PTR, (a[0][0], a[0][1] + used))
    if lo == 0 and v < 0:  # strtoul negates in the unsigned type
        v = v & hi if -v <= hi else hi
    return max(lo, min(hi, v))


@model("atoi")
def _atoi(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    v = max(-(1 << 63), min((1 << 63) - 1, _parse_int(lib.cstr(a[0]), 10)[0]))
    return ((v + (1 << 31)) & 0xFFFFFFFF) - (1 << 31)  # glibc: (int) strtol(s, 0, 10)


@model("atol", "atoll")
def _atol(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return max(-(1 << 63), min((1 << 63) - 1, _parse_int(lib.cstr(a[0]), 10)[0]))


@model("strtol", "strtoll", "strtoimax")
def _strtol(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return _strto(lib, a, ctx, -(1 << 63), (1 << 63) - 1)


@model("strtoul", "strtoull", "strtoumax")
def _strtoul(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return _strto(lib, a, ctx, 0, (1 << 64) - 1)


@model("atof", "strtod", "strtof", "strtold")
def _strtod(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    import re

    text = lib.cstr(a[0])
    m = re.match(rb"\s*([+-]?)(?:(0x(?:[0-9a-f]+\.?[0-9a-f]*|\.[0-9a-f]+)(?:p[+-]?\d+)?)|"
                 rb"(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?|inf(?:inity)?|nan(?:\([0-9a-z_]*\))?)",
                 text, re.IGNORECASE)
    if len(a) > 1 and a[1] is not None:
        obj, off = lib.mem.deref(a[1], 8, True)
        lib.mem.store(obj, off, PTR, (a[0][0], a[0][1] + (m.end() if m else 0)))
    if m is None:
        return 0.0
    word = m.group(0).strip().lower()
    if m.group(2):
        try:
            v = float.fromhex(m.group(2).decode())
        except OverflowError:
            v = math.inf
        v = -v if m.group(1) == b"-" else v
        digits = word.split(b"p")[0][2:]
    else:
        v = float(word.split(b"(")[0])
        digits = word.split(b"e")[0]
    if (math.isinf(v) and b"inf" not in word) or (v == 0 and any(c not in b"0.+-x" for c in
                                                                  digits)):
        lib.mem.store(lib.errno_obj(), 0, I32, 34)  # ERANGE: overflow or underflow
    return v


@model("abs", "labs", "llabs", "imaxabs")
def _abs(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    v = _int(a[0])
    bits = 32 if ctx.name == "abs" else 64
    r = abs(v) & ((1 << bits) - 1)
    return r - (1 << bits) if r >= 1 << (bits - 1) else r


_CTYPE_TESTS: dict[str, Callable[[int], bool]] = {
    "isdigit": lambda c: 48 <= c <= 57, "isalpha": lambda c: chr(c).isalpha() and c < 128,
    "isspace": lambda c: c in b" \t\n\v\f\r", "isalnum": lambda c: chr(c).isalnum() and c < 128,
    "isupper": lambda c: 65 <= c <= 90, "islower": lambda c: 97 <= c <= 122,
    "isxdigit": lambda c: chr(c) in "0123456789abcdefABCDEF", "isprint": lambda c: 32 <= c < 127,
    "isgraph": lambda c: 32 < c < 127, "iscntrl": lambda c: c < 32 or c == 127,
    "ispunct": lambda c: 32 < c < 127 and not chr(c).isalnum(), "isblank": lambda c: c in b" \t",
}


def _ctype(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    c = _int(a[0])
    return 1 if 0 <= c < 256 and _CTYPE_TESTS[ctx.name](c) else 0


for _name in _CTYPE_TESTS:
    MODELS[_name] = _ctype


@model("toupper", "tolower")
def _toupper(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    c = _int(a[0])
    if ctx.name == "toupper":
        return c - 32 if 97 <= c <= 122 else c
    return c + 32 if 65 <= c <= 90 else c


@model("__ctype_b_loc")
def _ctype_b_loc(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    # entries for -128..-1 (signed chars, and EOF) have no class in the C locale
    return lib.table("__ctype_b", U16, [_ctype_bits(i - 128) if i >= 128 else 0
                                        for i in range(384)])


@model("__ctype_toupper_loc", "__ctype_tolower_loc")
def _ctype_case_loc(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    up = ctx.name == "__ctype_toupper_loc"
    vals = []
    for i in range(384):
        c = i - 128
        if up:
            vals.append(c - 32 if 97 <= c <= 122 else c)
        else:
            vals.append(c + 32 if 65 <= c <= 90 else c)
    return lib.table(ctx.name, I32, vals)


@model("__ddpa_any_value")
def _any_value(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    raise Fault(FaultKind.UNMODELLED, "a value only the C++ library knows (how often it "
                                      "calls back, or when a container ends) is needed")


@model("rand")
def _rand(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return lib.random.next()


@model("srand")
def _srand(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.random.seed(_int(a[0]))


_MATH: dict[str, Callable[..., float]] = {
    "sqrt": math.sqrt, "fabs": math.fabs, "floor": math.floor, "ceil": math.ceil,
    "sin": math.sin, "cos": math.cos, "exp": math.exp, "log": math.log, "pow": math.pow,
    "fmod": math.fmod, "atan2": math.atan2, "round": lambda x: math.copysign(
        math.floor(abs(x) + 0.5), x), "trunc": math.trunc, "tan": math.tan, "atan": math.atan,
    "log10": math.log10, "fmin": min, "fmax": max, "hypot": math.hypot,
}


def _math(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    name = ctx.name.rstrip("f") if ctx.name.rstrip("f") in _MATH else ctx.name
    return float_result(name, _MATH[name], [float(x) for x in a])


def float_result(name: str, fn: Callable[..., float], xs: list[Any]) -> float:
    """`fn(*xs)` with C's results where Python raises: overflow is an infinity, a pole
    (log(0), pow(0, -1)) an infinity, any other domain error a NaN."""
    try:
        return float(fn(*xs))
    except OverflowError:
        if name == "pow":
            odd = float(xs[1]).is_integer() and int(xs[1]) % 2 == 1
            return -math.inf if xs[0] < 0 and odd else math.inf
        if name in ("exp", "exp2", "cosh", "hypot", "tgamma", "lgamma"):
            return math.inf
        return math.copysign(math.inf, xs[0]) if isinstance(xs[0], float) else math.inf
    except (ValueError, ZeroDivisionError):
        if name in ("log", "log10", "log2") and xs[0] == 0:
            return -math.inf
        if name == "pow" and xs[0] == 0 and xs[1] < 0:
            return math.inf
        if name in ("lgamma", "tgamma") and float(xs[0]).is_integer() and xs[0] <= 0:
            return math.inf
        # glibc on x86-64 returns the processor's default NaN (sign bit set) from these
        return -math.nan if name in ("sqrt", "log", "fmod", "pow") else math.nan


for _name in _MATH:
    MODELS[_name] = _math
    MODELS[_name + "f"] = _math


# ---- termination, assertions, oracles -------------------------------------------------------


@model("exit", "_Exit", "_exit", "quick_exit")
def _exit(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    if ctx.name == "exit":
        lib.run_at_exit()
    raise ProgramExit(_int(a[0]) & 0xFF if a else 0)


@model("abort", "__builtin_trap")
def _abort(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    raise ProgramExit(134, aborted=True)


@model("__assert_fail", "__assert_perror_fail")
def _assert_fail(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    expr = lib.cstr(a[0]).decode("latin-1")
    file = lib.cstr(a[1]).decode("latin-1")
    func = lib.cstr(a[3]).decode("latin-1") if len(a) > 3 else "?"
    prog = lib.m.config.program_name
    lib.write(STDERR, f"{prog}: {file}:{_int(a[2])}: {func}: Assertion `{expr}' failed.\n"
              .encode("latin-1"))
    raise ProgramExit(134, aborted=True)


@model("__builtin_unreachable")
def _unreachable(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    raise Fault(FaultKind.UNREACHABLE, "__builtin_unreachable() was reached")


@model("MAYALIAS", "NOALIAS", "MUSTALIAS", "PARTIALALIAS", "EXPECTEDFAIL_MAYALIAS",
       "EXPECTEDFAIL_NOALIAS")
def _oracle(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return None  # analysis oracles: no effect on the run


@model("__errno_location")
def _errno(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return (lib.errno_obj(), 0)


@model("free")
def _free(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.free(a[0], ctx)


@model("operator delete", "operator delete[]")
def _delete(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    """C++ `delete p` frees the complete object (through a virtual destructor, `p` may
    point to a base subobject inside it)."""
    p = a[0]
    lib.free((p[0], 0) if isinstance(p, tuple) and isinstance(p[0], MemObj) else p, ctx)


@model("__cxa_pure_virtual")
def _pure_virtual(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.write(STDERR, b"pure virtual method called\n")
    raise ProgramExit(134, aborted=True)


@model("malloc", "calloc", "realloc", "strdup", "strndup", "aligned_alloc", "alloca",
       "__builtin_alloca", "operator new", "operator new[]")
def _alloc_call(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    """An allocator reached by a call (through a function pointer): no allocation site."""
    return lib.allocate(ctx.name, None, a, ctx.frame, ctx.ins.loc)


# ---- variadic arguments -------------------------------------------------------------------------


@model("__builtin_va_start")
def _va_start(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    obj, off = lib.mem.deref(a[0], 24, True)
    extra = ctx.frame[VARARGS]
    lib.mem.store(obj, off, VA, VaCursor(list(extra) if extra else []))


@model("__builtin_va_end")
def _va_end(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return None


@model("__builtin_va_copy")
def _va_copy(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    cur = lib.va_cursor(a[1])
    obj, off = lib.mem.deref(a[0], 24, True)
    lib.mem.store(obj, off, VA, VaCursor(cur.args, cur.index))


@model("__builtin_va_arg")
def _va_arg(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    cur = lib.va_cursor(a[0])
    if cur.index >= len(cur.args):
        raise Fault(FaultKind.BAD_ARGUMENT, "va_arg read past the last variadic argument")
    v = cur.args[cur.index]
    cur.index += 1
    t = ctx.ins.dst.type if ctx.ins.dst is not None else VoidType()
    if isinstance(v, MemObj) or isinstance(t, VoidType):
        return v
    return convert(v, t, lib.mem)


# ---- qsort ------------------------------------------------------------------------------------


@model("qsort", "qsort_r")
def _qsort(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n, size = _uint(a[1]), _uint(a[2])
    if n < 2 or size == 0:
        return None
    base, off = lib.span(a[0], n * size, True)
    mem = lib.mem
    items = []
    for i in range(n):
        tmp = mem.new(size, ObjRef(ObjKind.LIBRARY, "qsort element"))
        mem.copy(tmp, 0, base, off + i * size, size)
        items.append(tmp)

    def cmp(x: MemObj, y: MemObj) -> int:
        r = lib.m.call_pointer(a[3], [(x, 0), (y, 0), *a[4:5]])  # qsort_r: its argument
        return _int(convert(r, T_I32, mem))
    items.sort(key=functools.cmp_to_key(cmp))
    for i, tmp in enumerate(items):
        mem.copy(base, off + i * size, tmp, 0, size)
    return None
