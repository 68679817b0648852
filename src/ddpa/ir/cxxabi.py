"""The C++ runtime functions lowered C++ calls for exceptions, and the landing-pad shape.

The front end lowers `throw`, `try` and `catch` onto calls of these functions (README
"C++", exceptions); the interpreter implements them and finds where an exception lands by
`landing_pads`; `ddpa.ir.libmodel_cxx` describes them for the analyses.
"""

from __future__ import annotations

from ddpa.ir.instr import Call, Copy, Var
from ddpa.ir.program import Function

#: The global holding the address of the exception in flight (null when there is none).
EXCEPTION_SLOT = "__cxa_exception"
#: `@"typeinfo:T"`: a constant global per type thrown or caught, typed T (an identity token).
TYPEINFO_PREFIX = "typeinfo:"
#: `__cxa_throw(obj, &typeinfo, &destructor or null)`: no return.
THROW = "__cxa_throw"
#: `throw;` in a handler (or a function it calls): no return.
RETHROW = "__cxa_rethrow"
#: `_Unwind_Resume(exc)`: a landing pad found no handler; unwinding goes on (no return).
RESUME = "_Unwind_Resume"
#: `%m = __cxa_catch_match(exc, &typeinfo)`: the address a handler of that type binds
#: (a base subobject, an adjusted pointer), or null when it does not match.
CATCH_MATCH = "__cxa_catch_match"
#: `%e = __cxa_begin_catch(m)`: the handler takes the exception; returns its argument.
BEGIN_CATCH = "__cxa_begin_catch"
#: `__cxa_end_catch(e)`: the handler is left (the exception is destroyed unless rethrown).
END_CATCH = "__cxa_end_catch"
#: `%v = __ddpa_virtual_base(p)`: the address of the virtual base subobject (of the class
#: `%v` points to) of the complete object whose subobject `p` points to. A virtual base is
#: shared by every path that reaches it and placed by the most derived class (its
#: `vbase$V` field), so only the complete object tells where it is.
VIRTUAL_BASE = "__ddpa_virtual_base"
#: `%c = __ddpa_is_complete(this)`: 1 when `this` points to a complete object of its
#: static class, 0 when it is a base subobject of a larger one (a constructor or
#: destructor then leaves the virtual bases to the most derived class's).
IS_COMPLETE = "__ddpa_is_complete"
#: The library's `std::__throw_bad_function_call()`, which a call of an empty
#: `std::function` reaches: throws `std::bad_function_call` (no return).
THROW_BAD_FUNCTION_CALL = "std::__throw_bad_function_call"
#: The function of a unit that initialises its globals of dynamic initialisation (in
#: declaration order; `__ddpa_static_init$<unit>` with several units); `main` calls
#: each first.
STATIC_INIT = "__ddpa_static_init"
#: `__cxa_atexit(f, obj, dso)`: `f(obj)` when the program exits (the destructor of a
#: global object, registered once it is constructed; the last registered runs first).
CXA_ATEXIT = "__cxa_atexit"
#: Runtime functions that never throw into the caller (no landing pad after them).
NOTHROW_RUNTIME = frozenset({CATCH_MATCH, BEGIN_CATCH, END_CATCH, RESUME,
                             "__cxa_pure_virtual", VIRTUAL_BASE, IS_COMPLETE, CXA_ATEXIT})


def typeinfo_type_name(global_name: str) -> str:
    """`typeinfo:ns::E` -> `ns::E`, the type as the GNU runtime names it."""
    return global_name[len(TYPEINFO_PREFIX):]


def landing_pads(fn: Function) -> dict[int, int]:
    """Call node id -> the node where an exception thrown by that call lands in `fn`: the
    call's successor when it reads `@__cxa_exception` (the pad's test). A call without one
    lets exceptions leave the function."""
    out: dict[int, int] = {}
    for n in fn.nodes:
        if len(n.succs) != 1:
            continue
        s = n.succs[0]
        ins = s.instr
        if isinstance(ins, Copy) and isinstance(ins.value, Var) and ins.value.is_global and \
                ins.value.name == EXCEPTION_SLOT and isinstance(n.instr, Call):
            out[n.id] = s.id
    return out
