"""libclang entry points the Python bindings lack: operator kinds, constant evaluation, headers."""

from __future__ import annotations

import ctypes
import functools
import glob
import os
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

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
            value = int(lib.clang_EvalResult_getAsLongLong(res))
            if value < 0 and lib.clang_EvalResult_isUnsignedInt(res):  # past LLONG_MAX
                value = int(lib.clang_EvalResult_getAsUnsigned(res))
            return Evaluated(value)
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


def raw_function(name: str, argtypes: list[Any], restype: Any) -> Any:
    """A libclang function without the bindings' argument checks and result wrappers (the
    bindings' own function object keeps its settings)."""
    lib = ci.conf.lib
    fn = type(getattr(lib, name))((name, lib))
    fn.argtypes = argtypes
    fn.restype = restype
    return fn


@functools.cache
def _has_attrs() -> Any:
    return raw_function("clang_Cursor_hasAttrs", [ci.Cursor], ctypes.c_uint)


def has_attributes(c: ci.Cursor) -> bool:
    """Does a declaration carry any attribute (`clang_Cursor_hasAttrs`)?"""
    return bool(_has_attrs()(c))


class RawType(ctypes.Structure):
    """A CXType as returned, not yet wrapped: `ptr` is its QualType, which determines the
    kind (`ptr` is null for an invalid type)."""

    _fields_ = [("kind", ctypes.c_int), ("ptr", ctypes.c_void_p), ("tu", ctypes.c_void_p)]


@functools.cache
def _cursor_fns() -> tuple[Any, Any, Any, Any]:
    return (raw_function("clang_getCursorType", [ci.Cursor], RawType),
            raw_function("clang_getCursorReferenced", [ci.Cursor], ci.Cursor),
            raw_function("clang_getCursorLocation", [ci.Cursor], ci.SourceLocation),
            raw_function("clang_getCursorExtent", [ci.Cursor], ci.SourceRange))


@functools.cache
def _null_cursor() -> bytes:
    return bytes(ci.conf.lib.clang_getNullCursor())


def raw_cursor_type_function() -> Callable[[ci.Cursor], RawType]:
    """clang_getCursorType, unwrapped (see `as_type`)."""
    fn: Callable[[ci.Cursor], RawType] = _cursor_fns()[0]
    return fn


def as_type(raw: RawType, tu: ci.TranslationUnit) -> ci.Type:
    """The bindings' Type for a raw one, every Type method usable."""
    t = ci.Type.from_buffer_copy(raw)
    t._tu = tu
    return t


def cursor_type(c: ci.Cursor) -> ci.Type:
    """A cursor's type; `_tu` is attached so every Type method stays usable."""
    return as_type(_cursor_fns()[0](c), c._tu)


@functools.cache
def kind_table() -> dict[int, ci.CursorKind]:
    """CursorKind by id (ids the bindings do not define are absent)."""
    return {k.value: k for k in ci.CursorKind.get_all_kinds()}


def kind(c: ci.Cursor) -> ci.CursorKind:
    """A cursor's kind by table lookup (the property converts on every call)."""
    return kind_table().get(c._kind_id) or c.kind


@functools.cache
def _spelling_fns() -> tuple[Any, Any]:
    return (raw_function("clang_getCursorSpelling", [ci.Cursor], ci._CXString),
            raw_function("clang_getCString", [ci._CXString], ctypes.c_char_p))


def spelling(c: ci.Cursor) -> str:
    """A cursor's spelling (Cursor.spelling without its per-object cache and wrappers)."""
    get, text = _spelling_fns()
    s = get(c)  # a _CXString: disposed when collected
    raw: bytes | None = text(s)
    return raw.decode("utf8") if raw else ""


def decl_key(c: ci.Cursor) -> int:
    """Which declaration a declaration cursor stands for, exactly: the declaration's
    address in its translation unit (a cursor's first datum; `referenced` gives it for a
    use). Not `clang_hashCursor`, a 32-bit hash of it: of 100,000 local declarations of
    one function, two shared a hash, and a lowering keyed by it read one variable for the
    other."""
    d: int | None = c.data[0]
    return d or 0


def referenced(c: ci.Cursor) -> ci.Cursor | None:
    """What a reference or a use refers to (Cursor.referenced without its cache and checks)."""
    ref: ci.Cursor = _cursor_fns()[1](c)
    if bytes(ref) == _null_cursor():
        return None
    ref._tu = c._tu
    return ref


@functools.cache
def _overridden_fns() -> tuple[Any, Any]:
    return (raw_function("clang_getOverriddenCursors",
                         [ci.Cursor, ctypes.POINTER(ctypes.POINTER(ci.Cursor)),
                          ctypes.POINTER(ctypes.c_uint)], None),
            raw_function("clang_disposeOverriddenCursors", [ctypes.POINTER(ci.Cursor)], None))


def overridden(c: ci.Cursor) -> list[ci.Cursor]:
    """The virtual methods a method directly overrides (clang_getOverriddenCursors): for a
    base that is a class template's instance, the instance's method (a cursor no walk of
    the unit reaches)."""
    get, dispose = _overridden_fns()
    arr = ctypes.POINTER(ci.Cursor)()
    n = ctypes.c_uint(0)
    get(c, ctypes.byref(arr), ctypes.byref(n))
    out = []
    for i in range(n.value):
        o = ci.Cursor.from_buffer_copy(arr[i])
        o._tu = c._tu
        out.append(o)
    if n.value:
        dispose(arr)
    return out


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


class _Expansion:
    """clang_getExpansionLocation with its four out-parameters allocated once."""

    def __init__(self) -> None:
        self.file, self.line = ctypes.c_void_p(), ctypes.c_uint()
        self.col, self.off = ctypes.c_uint(), ctypes.c_uint()
        self.fn = raw_function("clang_getExpansionLocation", [
            ci.SourceLocation, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint),
            ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)], None)
        self.args = (ctypes.byref(self.file), ctypes.byref(self.line), ctypes.byref(self.col),
                     ctypes.byref(self.off))
        self.range_start = raw_function("clang_getRangeStart", [ci.SourceRange], ci.SourceLocation)
        self.range_end = raw_function("clang_getRangeEnd", [ci.SourceRange], ci.SourceLocation)

    def __call__(self, loc: ci.SourceLocation) -> tuple[int, int, int, int]:
        self.fn(loc, *self.args)
        return (self.file.value or 0, self.line.value, self.col.value, self.off.value)


@functools.cache
def _expansion() -> _Expansion:
    return _Expansion()


def location(c: ci.Cursor) -> tuple[int, int, int]:
    """(file handle, line, column) of a cursor's location, in one call."""
    f, line, col, _ = _expansion()(_cursor_fns()[2](c))
    return f, line, col


def statement_span(c: ci.Cursor) -> tuple[int, int, int, int, int, int]:
    """`location` and the extent's offsets together: (file, line, column, extent file,
    start, end), the extent file 0 when the extent is not within one file. A statement's
    location is often its extent's start, expanded once then."""
    ex = _expansion()
    fns = _cursor_fns()
    loc = fns[2](c)
    f, line, col, off = ex(loc)
    rng = fns[3](c)
    first = ex.range_start(rng)
    if first.int_data == loc.int_data:  # one translation unit: equal encodings, same place
        f1, start = f, off
    else:
        f1, _, _, start = ex(first)
    f2, _, _, end = ex(ex.range_end(rng))
    if not f1 or f1 != f2 or end <= start:
        f1 = 0
    return f, line, col, f1, start, end


def argument_types(t: ci.Type) -> list[ci.Type]:
    """The parameter types of a function prototype (Type.argument_types defines a class
    on every call)."""
    lib = ci.conf.lib
    out: list[ci.Type] = []
    for i in range(lib.clang_getNumArgTypes(t)):
        arg = lib.clang_getArgType(t, i)
        if arg.kind == ci.TypeKind.INVALID:
            break  # where the bindings' sequence ends too
        out.append(arg)
    return out


@functools.cache
def _unqualified_fn() -> Any:
    return raw_function("clang_getUnqualifiedType", [ci.Type], RawType)


def unqualified(t: ci.Type) -> ci.Type:
    """The type without its top-level `const`/`volatile` (a parameter declared `const
    bool` in a definition is a `bool` parameter of the function)."""
    return as_type(_unqualified_fn()(t), t._tu)


def type_key(t: ci.Type) -> tuple[int, int, int]:
    """An identity for a clang type (its QualType bits), cheaper than its spelling."""
    return (t._kind_id, t.data[0] or 0, t.data[1] or 0)
