"""Models of <math.h> beyond the basics, floating-point classification and the bit builtins.

Results follow glibc on x86-64 where Python differs: overflow gives an infinity, a domain
error the NaN glibc returns; classification uses glibc's FP_* values.
"""

from __future__ import annotations

import math
from typing import Any

from ddpa.interp.errors import Fault, FaultKind
from ddpa.interp.libc import MODELS, CallCtx, Library, _int, float_result, model
from ddpa.interp.values import I32

# ---- floating-point classification and the rest of <math.h> ----------------------------------

_FP_NAN, _FP_INFINITE, _FP_ZERO, _FP_SUBNORMAL, _FP_NORMAL = 0, 1, 2, 3, 4  # glibc's values


def _fclass(x: float) -> int:
    if math.isnan(x):
        return _FP_NAN
    if math.isinf(x):
        return _FP_INFINITE
    if x == 0:
        return _FP_ZERO
    return _FP_SUBNORMAL if abs(x) < 2.2250738585072014e-308 else _FP_NORMAL


def _farg(v: Any) -> float:
    if isinstance(v, float):
        return v
    if isinstance(v, int):
        return float(v)
    raise Fault(FaultKind.BAD_ARGUMENT, f"a floating argument expected, got {v!r}")


_CLASSIFY = {
    "isnan": lambda x: int(math.isnan(x)),
    "isinf": lambda x: 0 if not math.isinf(x) else (1 if x > 0 else -1),
    "finite": lambda x: int(math.isfinite(x)),
    "isfinite": lambda x: int(math.isfinite(x)),
    "isnormal": lambda x: int(_fclass(x) == _FP_NORMAL),
    "signbit": lambda x: int(math.copysign(1.0, x) < 0),
    "fpclassify": _fclass,
}


_CLASS_OF: dict[str, str] = {"__builtin_isinf_sign": "isinf"}
for _base in ("isnan", "isinf", "finite", "isfinite", "isnormal", "signbit", "fpclassify"):
    for _n in (_base, "__" + _base, "__builtin_" + _base):
        for _suffix in ("", "f", "l"):
            _CLASS_OF[_n + _suffix] = _base


def _classify(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    if ctx.name == "__builtin_fpclassify":  # (FP_NAN, FP_INFINITE, FP_NORMAL, ...) first
        which = {_FP_NAN: 0, _FP_INFINITE: 1, _FP_NORMAL: 2, _FP_SUBNORMAL: 3, _FP_ZERO: 4}
        return _int(a[which[_fclass(_farg(a[5]))]])
    if ctx.name == "__builtin_isinf":
        return int(math.isinf(_farg(a[0])))
    return _CLASSIFY[_CLASS_OF[ctx.name]](_farg(a[0]))


for _n in _CLASS_OF:
    MODELS[_n] = _classify


_MATH_MORE: dict[str, Any] = {
    "asin": math.asin, "acos": math.acos, "sinh": math.sinh, "cosh": math.cosh,
    "tanh": math.tanh, "asinh": math.asinh, "acosh": math.acosh, "atanh": math.atanh,
    "exp2": lambda x: 2.0 ** x, "expm1": math.expm1, "log2": math.log2, "log1p": math.log1p,
    "cbrt": lambda x: math.copysign(abs(x) ** (1 / 3), x) if math.isfinite(x) else x,
    "erf": math.erf, "erfc": math.erfc, "tgamma": math.gamma, "lgamma": math.lgamma,
    "copysign": math.copysign, "nextafter": math.nextafter, "remainder": math.remainder,
    "fdim": lambda x, y: x - y if x > y else 0.0, "rint": lambda x: float(round(x)),
    "nearbyint": lambda x: float(round(x)), "ldexp": math.ldexp, "scalbn": math.ldexp,
    "nan": lambda s: math.nan,
}


def _math_more(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    name = ctx.name if ctx.name in _MATH_MORE else ctx.name[:-1]
    if name == "nan":
        return math.nan
    xs = [float(x) if not isinstance(x, float) and name not in ("ldexp", "scalbn") else x
          for x in a]
    if name in ("ldexp", "scalbn"):
        xs = [_farg(a[0]), _int(a[1])]
    return float_result(name, _MATH_MORE[name], xs)


for _n in _MATH_MORE:
    MODELS[_n] = MODELS[_n + "f"] = MODELS[_n + "l"] = _math_more


@model("lround", "llround", "lroundf", "llroundf", "lrint", "llrint", "lrintf", "llrintf")
def _lround(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    x = _farg(a[0])
    if not math.isfinite(x):
        return -(1 << 63)
    if "rint" in ctx.name:
        return round(x)
    return int(math.copysign(math.floor(abs(x) + 0.5), x))


@model("frexp", "frexpf")
def _frexp(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    m, e = math.frexp(_farg(a[0]))
    obj, off = lib.mem.deref(a[1], 4, True)
    lib.mem.store(obj, off, I32, e if math.isfinite(m) else 0)
    return m


@model("modf")
def _modf(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    from ddpa.interp.values import F64

    x = _farg(a[0])
    frac, whole = math.modf(x) if math.isfinite(x) else (math.copysign(0.0, x), x)
    obj, off = lib.mem.deref(a[1], 8, True)
    lib.mem.store(obj, off, F64, whole)
    return frac if not math.isnan(x) else x


# ---- bit builtins -------------------------------------------------------------------------------


def _bits(name: str) -> int:
    return 64 if name.endswith(("l", "64")) else 16 if name.endswith("16") else 32


@model("__builtin_ctz", "__builtin_ctzl", "__builtin_ctzll", "__builtin_clz", "__builtin_clzl",
       "__builtin_clzll")
def _ctz(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    bits = _bits(ctx.name)
    v = _int(a[0]) & ((1 << bits) - 1)
    if v == 0:
        raise Fault(FaultKind.BAD_ARGUMENT, f"{ctx.name}(0) is undefined")
    if "ctz" in ctx.name:
        return (v & -v).bit_length() - 1
    return bits - v.bit_length()


@model("__builtin_popcount", "__builtin_popcountl", "__builtin_popcountll",
       "__builtin_parity", "__builtin_parityl", "__builtin_parityll", "__builtin_ffs",
       "__builtin_ffsl", "__builtin_ffsll", "ffs", "ffsl", "ffsll")
def _popcount(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    v = _int(a[0]) & ((1 << _bits(ctx.name)) - 1)
    if "ffs" in ctx.name:
        return (v & -v).bit_length()
    count = bin(v).count("1")
    return count & 1 if "parity" in ctx.name else count


@model("__builtin_bswap16", "__builtin_bswap32", "__builtin_bswap64")
def _bswap(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _bits(ctx.name) // 8
    return int.from_bytes((_int(a[0]) & ((1 << 8 * n) - 1)).to_bytes(n, "little"), "big")


def _builtin_aliases() -> None:
    """`__builtin_sqrt` and the like are the library functions (the front end calls them by
    the library name when the registry models it; IR written otherwise still runs)."""
    for name in [n for n in MODELS if n in _MATH_NAMES or (n[-1] in "fl" and
                                                           n[:-1] in _MATH_NAMES)]:
        MODELS.setdefault("__builtin_" + name, MODELS[name])


_MATH_NAMES = frozenset({*_MATH_MORE, "sqrt", "fabs", "floor", "ceil", "sin", "cos", "exp",
                         "log", "pow", "fmod", "atan2", "round", "trunc", "tan", "atan",
                         "log10", "fmin", "fmax", "hypot", "lround", "llround", "lrint",
                         "llrint", "frexp", "modf"})
_builtin_aliases()
