"""libclang entry points the Python bindings lack: operator kinds, constant evaluation, headers."""

from __future__ import annotations

import ctypes
import functools
import glob
import os
import shutil
import subprocess
from dataclasses import dataclass

import clang.cindex as ci


@functools.cache
def _lib() -> ctypes.CDLL:
    lib: ctypes.CDLL = ci.conf.lib
    for fn in ("clang_getCursorBinaryOperatorKind", "clang_getCursorUnaryOperatorKind"):
        getattr(lib, fn).argtypes = [ci.Cursor]
        getattr(lib, fn).restype = ctypes.c_uint
    for fn in ("clang_getBinaryOperatorKindSpelling", "clang_getUnaryOperatorKindSpelling"):
        getattr(lib, fn).argtypes = [ctypes.c_uint]
        getattr(lib, fn).restype = ci._CXString
    lib.clang_Cursor_Evaluate.argtypes = [ci.Cursor]
    lib.clang_Cursor_Evaluate.restype = ctypes.c_void_p
    lib.clang_EvalResult_getKind.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getKind.restype = ctypes.c_int
    lib.clang_EvalResult_isUnsignedInt.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_isUnsignedInt.restype = ctypes.c_uint
    lib.clang_EvalResult_getAsUnsigned.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getAsUnsigned.restype = ctypes.c_ulonglong
    lib.clang_EvalResult_getAsLongLong.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getAsLongLong.restype = ctypes.c_longlong
    lib.clang_EvalResult_getAsDouble.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getAsDouble.restype = ctypes.c_double
    lib.clang_EvalResult_getAsStr.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getAsStr.restype = ctypes.c_char_p
    lib.clang_EvalResult_dispose.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_dispose.restype = None
    lib.clang_Cursor_getVarDeclInitializer.argtypes = [ci.Cursor]
    lib.clang_Cursor_getVarDeclInitializer.restype = ci.Cursor
    lib.clang_Cursor_isAnonymousRecordDecl.argtypes = [ci.Cursor]
    lib.clang_Cursor_isAnonymousRecordDecl.restype = ctypes.c_uint
    lib.clang_Cursor_isNull.argtypes = [ci.Cursor]
    lib.clang_Cursor_isNull.restype = ctypes.c_int
    return lib


def _spelling_table(fn: str, count: int) -> dict[int, str]:
    lib = _lib()
    out: dict[int, str] = {}
    for k in range(1, count):
        s = getattr(lib, fn)(k)
        out[k] = ci._CXString.from_result(s)
    return out


@functools.cache
def binary_spellings() -> dict[int, str]:
    """Binary operator kind id -> spelling ('+', '<<=', ','), read from libclang itself."""
    return _spelling_table("clang_getBinaryOperatorKindSpelling", 34)


@functools.cache
def unary_spellings() -> dict[int, str]:
    """Unary operator kind id -> spelling ('++' post/pre are told apart by id)."""
    return _spelling_table("clang_getUnaryOperatorKindSpelling", 15)


def binary_operator(c: ci.Cursor) -> str:
    return binary_spellings().get(_lib().clang_getCursorBinaryOperatorKind(c), "")


# libclang's CXUnaryOperatorKind: 1 PostInc, 2 PostDec, 3 PreInc, 4 PreDec, 5 AddrOf, 6 Deref,
# 7 Plus, 8 Minus, 9 Not, 10 LNot, 11 Real, 12 Imag, 13 Extension
UNARY_NAMES = {
    1: "post++", 2: "post--", 3: "pre++", 4: "pre--", 5: "&", 6: "*", 7: "+", 8: "-",
    9: "~", 10: "!", 11: "__real", 12: "__imag", 13: "__extension__",
}


def unary_operator(c: ci.Cursor) -> str:
    return UNARY_NAMES.get(_lib().clang_getCursorUnaryOperatorKind(c), "")


def var_initializer(c: ci.Cursor) -> ci.Cursor | None:
    """The initialiser expression of a VAR_DECL, or None."""
    lib = _lib()
    init = lib.clang_Cursor_getVarDeclInitializer(c)
    if lib.clang_Cursor_isNull(init):
        return None
    init._tu = c._tu
    return init


def is_anonymous_member(c: ci.Cursor) -> bool:
    """A C11 anonymous struct/union member (`union { int a; float b; };` inside a record)."""
    return bool(_lib().clang_Cursor_isAnonymousRecordDecl(c))


@dataclass(frozen=True, slots=True)
class Evaluated:
    value: int | float | bytes


def evaluate(c: ci.Cursor) -> Evaluated | None:
    """Fold a constant expression with clang's evaluator (literals, sizeof, enums, casts)."""
    lib = _lib()
    res = lib.clang_Cursor_Evaluate(c)
    if not res:
        return None
    try:
        kind = lib.clang_EvalResult_getKind(res)
        if kind == 1:  # CXEval_Int
            if lib.clang_EvalResult_isUnsignedInt(res):
                return Evaluated(int(lib.clang_EvalResult_getAsUnsigned(res)))
            return Evaluated(int(lib.clang_EvalResult_getAsLongLong(res)))
        if kind == 2:  # CXEval_Float
            return Evaluated(float(lib.clang_EvalResult_getAsDouble(res)))
        if kind == 4:  # CXEval_StrLiteral
            raw = lib.clang_EvalResult_getAsStr(res)
            return Evaluated(bytes(raw or b""))
        return None
    finally:
        lib.clang_EvalResult_dispose(res)


@functools.cache
def resource_include_dir() -> str | None:
    """A directory with the compiler's own headers (stddef.h, stdarg.h), or None.

    The PyPI libclang wheel ships libclang.so without clang's resource headers, so take
    those of an installed clang, else gcc's (`gcc -print-file-name=include`).
    """
    for cand in sorted(glob.glob("/usr/lib/llvm-*/lib/clang/*/include"), reverse=True):
        if os.path.exists(os.path.join(cand, "stddef.h")):
            return cand
    for cc in ("gcc", "cc", "clang"):
        exe = shutil.which(cc)
        if exe is None:
            continue
        try:
            out = subprocess.run(
                [exe, "-print-file-name=include"], capture_output=True, text=True, timeout=10
            ).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            continue
        if out and os.path.exists(os.path.join(out, "stddef.h")):
            return out
    return None


# ---- fast paths over the bindings' per-call overhead ---------------------------------------

_VISITOR = ci.callbacks["cursor_visit"]
_COLLECTED: list[ci.Cursor] = []


def _collect(child: ci.Cursor, parent: ci.Cursor, data: object) -> int:
    _COLLECTED.append(child)
    return 1  # CXChildVisit_Continue


# one C callback for every visit: wrapping a fresh Python closure costs more than the visit
_COLLECT = _VISITOR(_collect)


def fast_children(c: ci.Cursor) -> list[ci.Cursor]:
    """The children of a cursor (Cursor.get_children without its per-child assertion)."""
    _COLLECTED.clear()
    ci.conf.lib.clang_visitChildren(c, _COLLECT, None)
    out = _COLLECTED[:]
    tu = c._tu
    for child in out:
        child._tu = tu
    return out


@functools.cache
def _span_lib() -> ctypes.CDLL:
    lib: ctypes.CDLL = ci.conf.lib
    lib.clang_getCursorExtent.argtypes = [ci.Cursor]
    lib.clang_getCursorExtent.restype = ci.SourceRange
    lib.clang_getCursorLocation.argtypes = [ci.Cursor]
    lib.clang_getCursorLocation.restype = ci.SourceLocation
    lib.clang_getExpansionLocation.argtypes = [
        ci.SourceLocation, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint),
        ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
    lib.clang_getExpansionLocation.restype = None
    return lib


class FileNames:
    """Caches file names by libclang's file handle (one clang_getFileName per file)."""

    def __init__(self) -> None:
        self._names: dict[int, str] = {}

    def name(self, handle: int | None) -> str:
        if not handle:
            return ""
        got = self._names.get(handle)
        if got is None:
            got = ci.conf.lib.clang_getFileName(ci.File(ctypes.cast(handle, ci.c_object_p)))
            self._names[handle] = got if isinstance(got, str) else str(got)
        return got


def _expand(loc: ci.SourceLocation) -> tuple[int, int, int, int]:
    f, line, col, off = ctypes.c_void_p(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
    _span_lib().clang_getExpansionLocation(loc, ctypes.byref(f), ctypes.byref(line),
                                           ctypes.byref(col), ctypes.byref(off))
    return (f.value or 0, line.value, col.value, off.value)


def location(c: ci.Cursor) -> tuple[int, int, int]:
    """(file handle, line, column) of a cursor's location, in one call."""
    f, line, col, _ = _expand(_span_lib().clang_getCursorLocation(c))
    return f, line, col


def extent_offsets(c: ci.Cursor) -> tuple[int, int, int] | None:
    """(file handle, start offset, end offset) of a cursor's extent, if in one file."""
    rng = _span_lib().clang_getCursorExtent(c)
    f1, _, _, start = _expand(ci.conf.lib.clang_getRangeStart(rng))
    f2, _, _, end = _expand(ci.conf.lib.clang_getRangeEnd(rng))
    if not f1 or f1 != f2 or end <= start:
        return None
    return f1, start, end


def type_key(t: ci.Type) -> tuple[int, int, int]:
    """An identity for a clang type (its QualType bits), cheaper than its spelling."""
    return (t._kind_id, t.data[0] or 0, t.data[1] or 0)


_KINDS: list[ci.CursorKind | None] = []


def kind(c: ci.Cursor) -> ci.CursorKind:
    """A cursor's kind by direct table lookup (the property re-validates on every call)."""
    kid = c._kind_id
    if kid >= len(_KINDS):
        _KINDS.extend([None] * (kid + 1 - len(_KINDS)))
    k = _KINDS[kid]
    if k is None:
        k = _KINDS[kid] = c.kind
    return k


@functools.cache
def _raw_type_fn() -> object:
    """clang_getCursorType without the bindings' result wrapper (set _tu only if needed)."""
    fn = ci.conf.lib.clang_getCursorType
    raw = type(fn)(("clang_getCursorType", ci.conf.lib))
    raw.argtypes = [ci.Cursor]
    raw.restype = ci.Type
    return raw


def cursor_type(c: ci.Cursor) -> ci.Type:
    """A cursor's type; `_tu` is attached so every Type method stays usable."""
    t: ci.Type = _raw_type_fn()(c)  # type: ignore[operator]
    t._tu = c._tu
    return t
