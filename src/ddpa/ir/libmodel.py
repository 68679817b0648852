"""Library functions without bodies, described as data (allocation, copy-through, no-return).

Analyses consult `model(name)` instead of special-casing names; a function that is called
but has neither a body nor a model is an *unknown external*, which analyses treat soundly
(it may read and write everything reachable from its arguments and globals, and return any
such address) and which `unknown_externals(program)` lists.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import final


class Effect(enum.Flag):
    NONE = 0
    ALLOC = enum.auto()  # returns a fresh heap object (an allocation site)
    FREE = enum.auto()  # releases the object its first argument points to
    NORETURN = enum.auto()  # never returns to the caller
    PURE = enum.auto()  # reads only its scalar arguments, writes nothing
    READS_ARGS = enum.auto()  # reads memory its pointer arguments point to
    WRITES_ARGS = enum.auto()  # writes memory its pointer arguments point to (not copying)
    IO = enum.auto()  # reads or writes the outside world (streams, environment)


@final
@dataclass(frozen=True, slots=True)
class LibModel:
    """What a body-less function does, in terms analyses understand.

    `copies` lists (destination argument, source argument) pairs: the memory the source
    points to flows into the memory the destination points to (memcpy, strcpy).
    `returns_arg` is the index of an argument whose value is returned (memcpy returns its
    destination, realloc may return its first argument's object).
    """

    name: str
    effects: Effect
    copies: tuple[tuple[int, int], ...] = ()
    returns_arg: int | None = None
    # arguments whose pointee receives data from the outside world (fgets, scanf, read)
    fills: tuple[int, ...] = ()

    @property
    def allocates(self) -> bool:
        return Effect.ALLOC in self.effects

    @property
    def noreturn(self) -> bool:
        return Effect.NORETURN in self.effects

    @property
    def pure(self) -> bool:
        return Effect.PURE in self.effects


_E = Effect


def _m(name: str, effects: Effect, **kw: object) -> LibModel:
    return LibModel(name, effects, **kw)  # type: ignore[arg-type]


_MODELS: tuple[LibModel, ...] = (
    # allocation
    _m("malloc", _E.ALLOC),
    _m("calloc", _E.ALLOC),
    _m("aligned_alloc", _E.ALLOC),
    _m("realloc", _E.ALLOC | _E.FREE, copies=((-1, 0),)),
    _m("strdup", _E.ALLOC | _E.READS_ARGS, copies=((-1, 0),)),
    _m("strndup", _E.ALLOC | _E.READS_ARGS, copies=((-1, 0),)),
    _m("alloca", _E.ALLOC),
    _m("__builtin_alloca", _E.ALLOC),
    _m("free", _E.FREE),
    # C++ allocation (the front end lowers `new`/`delete` onto these)
    _m("operator new", _E.ALLOC),
    _m("operator new[]", _E.ALLOC),
    _m("operator delete", _E.FREE),
    _m("operator delete[]", _E.FREE),
    _m("__cxa_pure_virtual", _E.NORETURN | _E.IO),  # a pure virtual method called: abort
    # C++ exceptions: throw the object at the argument (handlers find it in the global
    # @__cxa_exception, which the front end writes before the call)
    _m("__cxa_throw", _E.NORETURN | _E.READS_ARGS),
    _m("__cxa_rethrow", _E.NORETURN),
    # copy-through
    _m("memcpy", _E.READS_ARGS, copies=((0, 1),), returns_arg=0),
    _m("memmove", _E.READS_ARGS, copies=((0, 1),), returns_arg=0),
    _m("strcpy", _E.READS_ARGS, copies=((0, 1),), returns_arg=0),
    _m("strncpy", _E.READS_ARGS, copies=((0, 1),), returns_arg=0),
    _m("strcat", _E.READS_ARGS, copies=((0, 1),), returns_arg=0),
    _m("strncat", _E.READS_ARGS, copies=((0, 1),), returns_arg=0),
    _m("memset", _E.WRITES_ARGS, returns_arg=0),
    # pure or read-only
    _m("strlen", _E.READS_ARGS),
    _m("strnlen", _E.READS_ARGS),
    _m("strcmp", _E.READS_ARGS),
    _m("strncmp", _E.READS_ARGS),
    _m("memcmp", _E.READS_ARGS),
    _m("strchr", _E.READS_ARGS, returns_arg=0),
    _m("strrchr", _E.READS_ARGS, returns_arg=0),
    _m("strstr", _E.READS_ARGS, returns_arg=0),
    _m("memchr", _E.READS_ARGS, returns_arg=0),
    _m("atoi", _E.READS_ARGS),
    _m("atol", _E.READS_ARGS),
    _m("strtol", _E.READS_ARGS | _E.WRITES_ARGS),
    _m("strtoul", _E.READS_ARGS | _E.WRITES_ARGS),
    _m("abs", _E.PURE),
    _m("labs", _E.PURE),
    _m("toupper", _E.PURE),
    _m("tolower", _E.PURE),
    _m("isdigit", _E.PURE),
    _m("isalpha", _E.PURE),
    _m("isspace", _E.PURE),
    _m("isalnum", _E.PURE),
    _m("__builtin_expect", _E.PURE),
    # input and output
    _m("printf", _E.IO | _E.READS_ARGS),
    _m("fprintf", _E.IO | _E.READS_ARGS),
    _m("sprintf", _E.READS_ARGS | _E.WRITES_ARGS, fills=(0,)),
    _m("snprintf", _E.READS_ARGS | _E.WRITES_ARGS, fills=(0,)),
    _m("puts", _E.IO | _E.READS_ARGS),
    _m("fputs", _E.IO | _E.READS_ARGS),
    _m("putchar", _E.IO),
    _m("fputc", _E.IO),
    _m("putc", _E.IO),
    _m("getchar", _E.IO),
    _m("fgetc", _E.IO),
    _m("getc", _E.IO),
    _m("fgets", _E.IO, fills=(0,), returns_arg=0),
    _m("scanf", _E.IO | _E.READS_ARGS, fills=(1, 2, 3, 4, 5, 6, 7, 8)),
    _m("sscanf", _E.READS_ARGS, fills=(2, 3, 4, 5, 6, 7, 8)),
    _m("fflush", _E.IO),
    # termination
    _m("exit", _E.NORETURN | _E.IO),
    _m("_Exit", _E.NORETURN | _E.IO),
    _m("abort", _E.NORETURN | _E.IO),
    _m("__assert_fail", _E.NORETURN | _E.IO),
    _m("__builtin_unreachable", _E.NORETURN),
    _m("__builtin_trap", _E.NORETURN),
    # variadic helpers (va_arg is lowered as a call to __builtin_va_arg)
    _m("__builtin_va_start", _E.WRITES_ARGS),
    _m("__builtin_va_end", _E.NONE),
    _m("__builtin_va_copy", _E.READS_ARGS | _E.WRITES_ARGS, copies=((0, 1),)),
    _m("__builtin_va_arg", _E.READS_ARGS | _E.WRITES_ARGS),
    # <math.h> and floating-point classification: functions of their scalar arguments
    *(_m(n + suffix, _E.PURE) for n in (
        "sqrt", "fabs", "floor", "ceil", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
        "sinh", "cosh", "tanh", "exp", "exp2", "expm1", "log", "log10", "log2", "log1p",
        "pow", "fmod", "round", "trunc", "fmin", "fmax", "hypot", "cbrt", "copysign",
        "nextafter", "remainder", "fdim", "rint", "nearbyint", "ldexp", "scalbn", "lround",
        "llround", "lrint", "llrint", "erf", "erfc", "tgamma", "lgamma", "isnan", "isinf",
        "finite", "__isnan", "__isinf", "__finite", "__fpclassify", "__signbit")
      for suffix in ("", "f")),
    *(_m("__builtin_" + n, _E.PURE) for n in (
        "isnan", "isinf", "isinf_sign", "isfinite", "isnormal", "fpclassify", "signbit",
        "signbitf", "signbitl")),
    *(_m(f"__builtin_{n}{suffix}", _E.PURE) for n in ("ctz", "clz", "popcount", "parity", "ffs")
      for suffix in ("", "l", "ll")),
    *(_m(f"__builtin_bswap{n}", _E.PURE) for n in (16, 32, 64)),
    _m("difftime", _E.PURE),
    _m("strcasecmp", _E.READS_ARGS),
    _m("strncasecmp", _E.READS_ARGS),
    # the clock: the outside world, and time() stores through its argument
    _m("time", _E.IO | _E.WRITES_ARGS),
    _m("clock", _E.IO),
    # alias-analysis test oracles (SVF convention): no effect on the program
    _m("MAYALIAS", _E.PURE),
    _m("NOALIAS", _E.PURE),
    _m("MUSTALIAS", _E.PURE),
    _m("PARTIALALIAS", _E.PURE),
    _m("EXPECTEDFAIL_MAYALIAS", _E.PURE),
    _m("EXPECTEDFAIL_NOALIAS", _E.PURE),
)

MODELS: dict[str, LibModel] = {m.name: m for m in _MODELS}

#: The callee name used when the front end lowers a construct it does not understand:
#: an unknown external, so every analysis treats it soundly.
UNSUPPORTED = "__ddpa_unsupported"


def model(name: str) -> LibModel | None:
    return MODELS.get(name)


def is_allocator(name: str) -> bool:
    m = MODELS.get(name)
    return m is not None and m.allocates


def unknown_externals(program: object) -> list[str]:
    """Body-less functions of `program` that have no model."""
    from ddpa.ir.program import Program

    assert isinstance(program, Program)
    return [n for n in program.externals() if n not in MODELS]

from ddpa.ir.libmodel_cxx import CXX_MODELS  # noqa: E402  (C++ runtime, see that module)

MODELS.update((n, LibModel(n, Effect(sum(Effect[e].value for e in es)), returns_arg=r))
              for n, es, r in CXX_MODELS)
