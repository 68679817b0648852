"""Models of the file functions on the sandbox: fopen/fread/fseek/getline/remove and errno text.

Streams opened here are FILE objects of the C library's own; the printf, fputs, fgets and
scanf models of `libio` read and write them like the standard streams. A path the run was
not given is a file that does not exist: fopen returns NULL with errno ENOENT.
"""

from __future__ import annotations

import errno
import os
from typing import Any

from ddpa.interp import libio as _libio  # noqa: F401  (the aliases below name its models)
from ddpa.interp.libc import CallCtx, Library, _int, _uint, model
from ddpa.interp.memory import ObjKind, ObjRef
from ddpa.interp.sandbox import OpenFile
from ddpa.interp.stdio import STDERR
from ddpa.interp.values import I32, PTR, U64

_FILE_SIZE = 216  # sizeof(FILE) in glibc on x86-64
SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2


def set_errno(lib: Library, value: int) -> None:
    lib.mem.store(lib.errno_obj(), 0, I32, value)


def _open_stream(lib: Library, f: OpenFile) -> Any:
    obj = lib.mem.new(_FILE_SIZE, ObjRef(ObjKind.LIBRARY, "FILE"))
    fd = max([2, *lib.files]) + 1
    lib.streams[obj] = fd
    lib.stream_objs[fd] = obj
    lib.files[fd] = f
    return (obj, 0)


def _file(lib: Library, p: Any) -> tuple[int, OpenFile | None]:
    fd = lib.stream(p)
    return fd, lib.files.get(fd)


def _text(lib: Library, p: Any) -> str:
    return lib.cstr(p).decode("latin-1")


@model("fopen", "fopen64")
def _fopen(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    f = lib.fs.open(_text(lib, a[0]), _text(lib, a[1]))
    if isinstance(f, int):
        set_errno(lib, f)
        return None
    return _open_stream(lib, f)


@model("freopen", "freopen64")
def _freopen(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd = lib.stream(a[2])
    lib.eof.discard(fd)
    lib.err.discard(fd)
    if a[0] is None:  # a change of mode only: every sandbox stream allows both ways
        return a[2]
    f = lib.fs.open(_text(lib, a[0]), _text(lib, a[1]))
    if isinstance(f, int):
        set_errno(lib, f)
        return None
    lib.files[fd] = f  # the standard streams too: stdin may now read a sandbox file
    return a[2]


@model("tmpfile", "tmpfile64")
def _tmpfile(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return _open_stream(lib, lib.fs.temporary())


@model("fclose")
def _fclose(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd, f = _file(lib, a[0])
    if f is not None:
        del lib.files[fd]
        lib.eof.discard(fd)
        lib.err.discard(fd)
        del lib.stream_objs[fd]
        # the object stays in `streams`: a later use is reported as a use after fclose
        lib.mem.kill(a[0][0], "was closed by fclose")
    return 0


@model("fread", "fread_unlocked")
def _fread(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    size, n = _uint(a[1]), _uint(a[2])
    fd = lib.stream(a[3])
    if size * n == 0:
        return 0
    src = lib.reader(fd)
    if isinstance(src, OpenFile) and not src.readable:
        lib.err.add(fd)
        return 0
    data = src.read(size * n)
    if data:
        lib.put_string(a[0], data)
    if len(data) < size * n:
        lib.eof.add(fd)
    return len(data) // size


@model("feof", "feof_unlocked")
def _feof(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return 1 if lib.stream(a[0]) in lib.eof else 0


@model("ferror", "ferror_unlocked")
def _ferror(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return 1 if lib.stream(a[0]) in lib.err else 0


@model("clearerr", "clearerr_unlocked")
def _clearerr(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd = lib.stream(a[0])
    lib.eof.discard(fd)
    lib.err.discard(fd)


@model("fseek", "fseeko", "fseeko64")
def _fseek(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd, f = _file(lib, a[0])
    if f is None:
        set_errno(lib, errno.ESPIPE)
        return -1
    whence = _int(a[2])
    base = {SEEK_SET: 0, SEEK_CUR: f.pos - len(f.pushback), SEEK_END: len(f.data)}.get(whence)
    pos = None if base is None else base + _int(a[1])
    if pos is None or pos < 0:
        set_errno(lib, errno.EINVAL)
        return -1
    f.seek(pos)
    lib.eof.discard(fd)
    return 0


@model("ftell", "ftello", "ftello64")
def _ftell(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    _, f = _file(lib, a[0])
    if f is None:
        set_errno(lib, errno.ESPIPE)
        return -1
    return f.pos - len(f.pushback)


@model("rewind")
def _rewind(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd, f = _file(lib, a[0])
    if f is not None:
        f.seek(0)
    lib.eof.discard(fd)
    lib.err.discard(fd)


@model("fileno", "fileno_unlocked")
def _fileno(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return lib.stream(a[0])


@model("isatty")
def _isatty(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    set_errno(lib, errno.ENOTTY)
    return 0


@model("setvbuf")
def _setvbuf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.stream(a[0])
    return 0


@model("setbuf", "setlinebuf", "setbuffer")
def _setbuf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.stream(a[0])


@model("remove", "unlink")
def _remove(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    e = lib.fs.remove(_text(lib, a[0]))
    if e:
        set_errno(lib, e)
        return -1
    return 0


@model("rename")
def _rename(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    e = lib.fs.rename(_text(lib, a[0]), _text(lib, a[1]))
    if e:
        set_errno(lib, e)
        return -1
    return 0


@model("getline", "getdelim", "__getdelim")
def _getdelim(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    delim = 10 if ctx.name == "getline" else _int(a[2]) & 0xFF
    fd = lib.stream(a[-1])
    line = bytearray()
    while True:
        c = lib.getc(fd)
        if c < 0:
            break
        line.append(c)
        if c == delim:
            break
    if not line:
        return -1
    bufp, sizep = lib.mem.deref(a[0], 8, True), lib.mem.deref(a[1], 8, True)
    buf = lib.mem.load(*bufp, PTR)
    size = _uint(lib.mem.load(*sizep, U64)) if buf is not None else 0
    if buf is None or size < len(line) + 1:
        size = max(120, len(line) + 1)
        buf = lib.allocate("realloc", None, [buf, size], ctx.frame)
        if buf is None:
            set_errno(lib, errno.ENOMEM)
            return -1
        lib.mem.store(*bufp, PTR, buf)
        lib.mem.store(*sizep, U64, size)
    lib.put_string(buf, bytes(line) + b"\0")
    return len(line)


@model("strerror")
def _strerror(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return lib_string(lib, f"strerror {_int(a[0])}", _message(_int(a[0])))


@model("perror")
def _perror(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    prefix = lib.cstr(a[0]) if a[0] is not None else b""
    code = lib.mem.load(lib.errno_obj(), 0, I32)
    text = _message(code if isinstance(code, int) else 0)
    lib.write(STDERR, (prefix + b": " if prefix else b"") + text + b"\n")


def _message(code: int) -> bytes:
    """glibc's text for an errno value (`os.strerror` is the host's, the same on glibc)."""
    if code == 0:
        return b"Success"
    try:
        return os.strerror(code).encode("latin-1", "replace")
    except ValueError:
        return f"Unknown error {code}".encode()


def lib_string(lib: Library, key: str, data: bytes) -> Any:
    """A read-only string the library owns, one object per `key` (strerror, getenv, ...)."""
    obj = lib._tables.get(key)
    if obj is None or obj.cells is None:
        obj = lib.mem.new(len(data) + 1, ObjRef(ObjKind.LIBRARY, key))
        lib.mem.write_bytes(obj, 0, data + b"\0")
        obj.wtag = None  # read-only, like the string tables of the C library
        lib._tables[key] = obj
    return (obj, 0)


@model("mkdir")
def _mkdir(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    e = lib.fs.mkdir(_text(lib, a[0]))
    if e:
        set_errno(lib, e)
        return -1
    return 0


@model("mkstemp", "mkstemp64")
def _mkstemp(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    template = _text(lib, a[0])
    if not template.endswith("XXXXXX"):
        set_errno(lib, errno.EINVAL)
        return -1
    name = lib.fs.unique_name(template)
    f = lib.fs.open(name, "w+x")
    if isinstance(f, int):
        set_errno(lib, f)
        return -1
    lib.put_string(a[0], name.encode("latin-1"))
    fd = max([2, *lib.files]) + 1
    lib.files[fd] = f
    return fd


@model("close")
def _close(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd = _int(a[0])
    if fd in lib.files:
        del lib.files[fd]
        return 0
    if fd in (0, 1, 2):
        return 0
    set_errno(lib, errno.EBADF)
    return -1


@model("flockfile", "funlockfile")
def _flockfile(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.stream(a[0])  # one thread: locking never waits


@model("ftrylockfile")
def _ftrylockfile(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.stream(a[0])
    return 0


def _unlocked_aliases() -> None:
    """The *_unlocked stream functions behave as the locking ones with one thread."""
    from ddpa.interp.libc import MODELS

    for name in ("getc", "getchar", "putc", "putchar", "fputc", "fgetc", "fgets", "fputs",
                 "fwrite", "fread", "fflush"):
        if name in MODELS:
            MODELS.setdefault(name + "_unlocked", MODELS[name])


_unlocked_aliases()
