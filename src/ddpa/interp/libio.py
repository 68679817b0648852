"""Models of the stdio functions: printf family, puts/putchar, getchar/fgets and scanf basics.

Output to the standard streams goes to the run's buffers, input comes from the bytes given
as stdin; streams on sandbox files (`libfile`) read and write through the same models.
Registering happens on import (see `libc.MODELS`).
"""

from __future__ import annotations

from typing import Any

from ddpa.interp.cformat import Input
from ddpa.interp.libc import CallCtx, Library, _int, _uint, model
from ddpa.interp.stdio import STDIN, STDOUT


@model("printf")
def _printf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    data = lib.vformat(a[0], a[1:])
    lib.write(STDOUT, data)
    return len(data)


@model("fprintf")
def _fprintf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    data = lib.vformat(a[1], a[2:])
    return len(data) if lib.write(lib.stream(a[0]), data) else -1


@model("vprintf")
def _vprintf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    data = lib.vformat(a[0], lib.va_args(a[1]))
    lib.write(STDOUT, data)
    return len(data)


@model("vfprintf")
def _vfprintf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    data = lib.vformat(a[1], lib.va_args(a[2]))
    return len(data) if lib.write(lib.stream(a[0]), data) else -1


def _to_buffer(lib: Library, buf: Any, limit: int | None, data: bytes) -> int:
    if limit is None:
        lib.put_string(buf, data + b"\0")
    elif limit > 0:
        lib.put_string(buf, data[: limit - 1] + b"\0")
    return len(data)


@model("sprintf")
def _sprintf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return _to_buffer(lib, a[0], None, lib.vformat(a[1], a[2:]))


@model("snprintf")
def _snprintf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return _to_buffer(lib, a[0], _uint(a[1]), lib.vformat(a[2], a[3:]))


@model("vsprintf")
def _vsprintf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return _to_buffer(lib, a[0], None, lib.vformat(a[1], lib.va_args(a[2])))


@model("vsnprintf")
def _vsnprintf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return _to_buffer(lib, a[0], _uint(a[1]), lib.vformat(a[2], lib.va_args(a[3])))


@model("puts")
def _puts(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    data = lib.cstr(a[0]) + b"\n"
    lib.write(STDOUT, data)
    return len(data)


@model("fputs")
def _fputs(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return 1 if lib.write(lib.stream(a[1]), lib.cstr(a[0])) else -1


@model("putchar")
def _putchar(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    c = _int(a[0]) & 0xFF
    lib.write(STDOUT, bytes([c]))
    return c


@model("fputc", "putc", "_IO_putc")
def _fputc(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    c = _int(a[0]) & 0xFF
    return c if lib.write(lib.stream(a[1]), bytes([c])) else -1


@model("fwrite")
def _fwrite(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    size, n = _uint(a[1]), _uint(a[2])
    if size * n:
        obj, off = lib.span(a[0], size * n, False)
        if not lib.write(lib.stream(a[3]), lib.mem.read_bytes(obj, off, size * n)):
            return 0
    return n


@model("fflush")
def _fflush(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return 0


@model("getchar")
def _getchar(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return lib.getc(STDIN)


@model("fgetc", "getc", "_IO_getc")
def _fgetc(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return lib.getc(lib.stream(a[0]))


@model("ungetc")
def _ungetc(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd = lib.stream(a[1])
    lib.eof.discard(fd)
    return lib.reader(fd).ungetc(_int(a[0]))


@model("fgets")
def _fgets(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _int(a[1])
    fd = lib.stream(a[2])
    if n <= 0:
        return None
    out = bytearray()
    while len(out) < n - 1:
        c = lib.getc(fd)
        if c < 0:
            break
        out.append(c)
        if c == 10:
            break
    if not out:
        return None
    lib.put_string(a[0], bytes(out) + b"\0")
    return a[0]


@model("scanf")
def _scanf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.io.sync_pushback()
    n = lib.scan_into(lib.io.stdin, lib.cstr(a[0]), a[1:])
    if n < 0:
        lib.eof.add(STDIN)
    return n


@model("fscanf")
def _fscanf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd = lib.stream(a[0])
    src = lib.reader(fd)
    src.sync_pushback()
    n = lib.scan_into(src.input, lib.cstr(a[1]), a[2:])
    if n < 0:
        lib.eof.add(fd)
    return n


@model("sscanf")
def _sscanf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return lib.scan_into(Input(lib.cstr(a[0])), lib.cstr(a[1]), a[2:])
