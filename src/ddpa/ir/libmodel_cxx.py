"""The C++ runtime's exception functions as data for `ddpa.ir.libmodel` (what each reads,
returns, and whether it returns): name, effect names, index of the argument returned."""

from __future__ import annotations

from ddpa.ir.cxxabi import BEGIN_CATCH, CATCH_MATCH, END_CATCH, RESUME

CXX_MODELS: tuple[tuple[str, tuple[str, ...], int | None], ...] = (
    # the address a handler binds: the exception object itself, or a pointer it holds
    (CATCH_MATCH, ("READS_ARGS",), 0),
    (BEGIN_CATCH, (), 0),  # the handler takes the exception at its argument
    # the handler is left (the runtime destroys the exception: its destructor's address
    # was passed to __cxa_throw)
    (END_CATCH, (), None),
    (RESUME, ("NORETURN",), None),  # a landing pad goes on unwinding
)
