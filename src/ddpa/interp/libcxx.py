"""The C++ runtime on the interpreter: throwing, matching handlers, catching and rethrowing.

A throw raises `CxxThrow`; the run loop (`Machine.execute`) unwinds frames to the landing
pad of the call each frame is in (`ddpa.ir.cxxabi.landing_pads`), where the lowered code
destroys objects and tries the handlers with `__cxa_catch_match`. The exception's state
(in flight, or caught by handlers) lives here, one `Exceptions` per run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ddpa.interp.errors import CxxThrow, Fault, FaultKind, ProgramExit
from ddpa.interp.libc import CallCtx, Library, model
from ddpa.interp.memory import MemObj, ObjKind, ObjRef
from ddpa.interp.stdio import STDERR
from ddpa.interp.values import PTR
from ddpa.ir.classes import is_subclass, subobject_offset
from ddpa.ir.cxxabi import (
    BEGIN_CATCH,
    CATCH_MATCH,
    END_CATCH,
    EXCEPTION_SLOT,
    IS_COMPLETE,
    RESUME,
    RETHROW,
    THROW,
    THROW_BAD_FUNCTION_CALL,
    TYPEINFO_PREFIX,
    VIRTUAL_BASE,
    typeinfo_type_name,
)
from ddpa.ir.program import Program
from ddpa.ir.types import PointerType, RecordKind, RecordType, Type, VoidType

BAD_FUNCTION_CALL = "std::bad_function_call"


@dataclass(eq=False)
class Thrown:
    """One exception object: where it is, its type token, its destructor (a function
    pointer or None), how many handlers hold it and whether it was rethrown."""

    obj: Any
    typeinfo: str
    type: Type
    dtor: Any
    handlers: int = 0
    rethrown: bool = False
    what: str | None = None  # `what()` of an exception the library throws


@dataclass
class Exceptions:
    """The exception in flight (between a throw and its handler) and those caught."""

    in_flight: Thrown | None = None
    caught: list[Thrown] = field(default_factory=list)


def state(lib: Library) -> Exceptions:
    if lib.cxx_exceptions is None:
        lib.cxx_exceptions = Exceptions()
    st = lib.cxx_exceptions
    assert isinstance(st, Exceptions)
    return st


def _set_slot(lib: Library, value: Any) -> None:
    if EXCEPTION_SLOT in lib.m.program.globals:
        lib.mem.store(lib.m.global_obj(EXCEPTION_SLOT), 0, PTR, value)


def _raise(lib: Library, exc: Thrown, search: bool) -> CxxThrow:
    state(lib).in_flight = exc
    _set_slot(lib, exc.obj)
    return CxxThrow(exc, search)


def _typeinfo(lib: Library, p: Any) -> tuple[str, Type]:
    """The name and type of the `@"typeinfo:T"` global `p` points to."""
    if isinstance(p, tuple) and isinstance(p[0], MemObj):
        name = p[0].ref.name
        g = lib.m.program.globals.get(name)
        if g is not None and name.startswith(TYPEINFO_PREFIX):
            return name, g.type
    return TYPEINFO_PREFIX + "?", VoidType()


@model(THROW)
def _throw(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    name, t = _typeinfo(lib, a[1] if len(a) > 1 else None)
    raise _raise(lib, Thrown(a[0], name, t, a[2] if len(a) > 2 else None), True)


@model(THROW_BAD_FUNCTION_CALL)
def _throw_bad_function_call(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    """A call of an empty `std::function`: the library throws `std::bad_function_call` (a
    heap object of the program standing for it; only its type and `what()` are known)."""
    ref = lib.site_ref(None, "operator new", "", ctx.ins.loc)
    obj = lib.heap(8, ref)
    t = RecordType(RecordKind.CLASS, BAD_FUNCTION_CALL)
    raise _raise(lib, Thrown(obj, TYPEINFO_PREFIX + BAD_FUNCTION_CALL, t, None,
                             what="bad_function_call"), True)


@model(RETHROW)
def _rethrow(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    st = state(lib)
    if not st.caught:
        lib.write(STDERR, b"terminate called without an active exception\n")
        raise ProgramExit(134, aborted=True)
    exc = st.caught[-1]
    exc.rethrown = True
    raise _raise(lib, exc, True)


@model(RESUME)
def _resume(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    exc = state(lib).in_flight
    if exc is None:
        lib.write(STDERR, b"terminate called without an active exception\n")
        raise ProgramExit(134, aborted=True)
    raise _raise(lib, exc, False)


@model(BEGIN_CATCH)
def _begin_catch(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    st = state(lib)
    exc = st.in_flight
    if exc is not None:
        st.in_flight = None
        exc.handlers += 1
        exc.rethrown = False
        st.caught.append(exc)
    _set_slot(lib, None)
    return a[0]


@model(END_CATCH)
def _end_catch(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    """The handler is left: the exception dies with its last handler unless rethrown
    (its destructor runs, then its memory is freed)."""
    st = state(lib)
    if not st.caught:
        return None
    exc = st.caught.pop()
    exc.handlers -= 1
    if exc.handlers > 0 or exc.rethrown:
        return None
    if exc.dtor is not None:
        lib.m.call_pointer(exc.dtor, [exc.obj])
    lib.free(exc.obj, ctx)
    return None


@model(VIRTUAL_BASE)
def _virtual_base(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    """The virtual base subobject (of the class the result points to) of the complete
    object the argument's subobject belongs to."""
    p = a[0]
    if p is None:
        raise Fault(FaultKind.NULL_DEREF, "virtual base of a null pointer")
    obj, off = lib.mem.deref(p, 1, False)
    static = _pointee_class(ctx.ins.args[0].type) if ctx.ins.args else None
    vbase = _pointee_class(ctx.ins.dst.type) if ctx.ins.dst is not None else None
    if static is None or vbase is None:
        raise Fault(FaultKind.UNSUPPORTED, "virtual base of a pointer that is not to a class")
    start, cls = lib.m.complete_object(obj, off, static)
    at = lib.m.subobjects.offset_of(cls, vbase, off - start)
    if at is None:
        raise Fault(FaultKind.BAD_CALL, f"an object of class '{cls}' has no virtual base "
                    f"'{vbase}'")
    return (obj, start + at)


@model(IS_COMPLETE)
def _is_complete(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    """1 when the argument points to a complete object of its static class."""
    obj, off = lib.mem.deref(a[0], 1, False)
    static = _pointee_class(ctx.ins.args[0].type) if ctx.ins.args else None
    if static is None:
        return 1
    start, cls = lib.m.complete_object(obj, off, static)
    return 1 if (start, cls) == (off, static) else 0


def _pointee_class(t: Type) -> str | None:
    return t.pointee.name if isinstance(t, PointerType) and \
        isinstance(t.pointee, RecordType) else None


@model(CATCH_MATCH)
def _catch_match(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    exc = state(lib).in_flight
    if exc is None:
        return None
    _, t = _typeinfo(lib, a[1])
    return bind_address(lib, exc, t)


def catch_offset(program: Program, thrown: Type, caught: Type) -> int | None:
    """How far a handler for `caught` moves an exception of type `thrown` (the offset of
    the base subobject, or of the pointed-to base), or None when it does not catch it:
    the same type, a public unambiguous base class, a pointer converting to the caught
    pointer (to a base, or `void *`)."""
    if thrown == caught:
        return 0
    records = program.records
    if isinstance(thrown, RecordType) and isinstance(caught, RecordType):
        if not is_subclass(records, thrown.name, caught.name):
            return None
        return subobject_offset(records, thrown.name, caught.name)
    if isinstance(thrown, PointerType) and isinstance(caught, PointerType):
        if isinstance(caught.pointee, VoidType) and not isinstance(thrown.pointee, VoidType):
            return 0
        return catch_offset(program, thrown.pointee, caught.pointee) \
            if isinstance(thrown.pointee, RecordType) else None
    return None


def bind_address(lib: Library, exc: Thrown, caught: Type) -> Any:
    """The address a handler for `caught` binds, or None when it does not match."""
    off = catch_offset(lib.m.program, exc.type, caught)
    if off is None:
        return None
    obj = exc.obj
    if not isinstance(exc.type, PointerType):
        return (obj[0], obj[1] + off) if off else obj
    if not off:
        return obj
    held = lib.mem.load(*lib.mem.deref(obj, 8, False), PTR)
    cell = lib.mem.new(8, ObjRef(ObjKind.LIBRARY, "caught pointer"))
    moved = None if held is None else (held[0], held[1] + off)
    lib.mem.store(cell, 0, PTR, moved)
    return (cell, 0)


def uncaught(lib: Library, exc: Thrown) -> ProgramExit:
    """No handler takes the exception: the GNU runtime's message and SIGABRT's status (the
    stack is not unwound first, as with g++)."""
    what = typeinfo_type_name(exc.typeinfo)
    lib.write(STDERR, f"terminate called after throwing an instance of '{what}'\n".encode())
    if exc.what is not None:
        lib.write(STDERR, f"  what():  {exc.what}\n".encode())
    return ProgramExit(134, aborted=True)


__all__ = ["Exceptions", "Thrown", "bind_address", "catch_offset", "state", "uncaught"]
