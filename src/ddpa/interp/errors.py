"""Run-time faults (undefined behaviour, limits, unmodelled calls) and program termination."""

from __future__ import annotations

import enum

from ddpa.ir.instr import Loc


class RunStatus(enum.Enum):
    """How a run ended."""

    EXITED = "exited"  # returned from main or called exit()
    ABORTED = "aborted"  # abort() or a failed assert()
    UNDEFINED = "undefined-behaviour"  # a detected undefined behaviour stopped the run
    LIMIT = "limit"  # the step, time, call-depth or memory budget ran out
    UNSUPPORTED = "unsupported"  # an unmodelled external or an unlowered construct
    ERROR = "error"  # the interpreter itself failed (a defect, reported, never hidden)


class FaultKind(enum.Enum):
    NULL_DEREF = ("null pointer dereference", RunStatus.UNDEFINED)
    DANGLING = ("use of a dangling pointer", RunStatus.UNDEFINED)
    OUT_OF_BOUNDS = ("out-of-bounds access", RunStatus.UNDEFINED)
    UNINIT = ("read of uninitialised memory", RunStatus.UNDEFINED)
    DIV_ZERO = ("division by zero", RunStatus.UNDEFINED)
    SHIFT = ("invalid shift", RunStatus.UNDEFINED)
    OVERFLOW = ("arithmetic overflow", RunStatus.UNDEFINED)
    BAD_POINTER = ("invalid pointer", RunStatus.UNDEFINED)
    BAD_FREE = ("invalid free", RunStatus.UNDEFINED)
    READ_ONLY = ("write to read-only memory", RunStatus.UNDEFINED)
    BAD_CALL = ("invalid call", RunStatus.UNDEFINED)
    BAD_ARGUMENT = ("invalid library call argument", RunStatus.UNDEFINED)
    UNREACHABLE = ("unreachable code reached", RunStatus.UNDEFINED)
    STEP_LIMIT = ("step budget exhausted", RunStatus.LIMIT)
    TIME_LIMIT = ("time budget exhausted", RunStatus.LIMIT)
    STACK_LIMIT = ("call depth budget exhausted", RunStatus.LIMIT)
    MEMORY_LIMIT = ("allocation budget exhausted", RunStatus.LIMIT)
    UNMODELLED = ("call to an unmodelled external function", RunStatus.UNSUPPORTED)
    UNSUPPORTED = ("unsupported construct", RunStatus.UNSUPPORTED)
    INTERNAL = ("interpreter defect", RunStatus.ERROR)

    @property
    def status(self) -> RunStatus:
        return self.value[1]

    @property
    def title(self) -> str:
        return self.value[0]


class Fault(Exception):
    """A condition that stops the run; `loc`/`function` are filled in by the run loop."""

    def __init__(self, kind: FaultKind, message: str, loc: Loc | None = None,
                 function: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.loc = loc
        self.function = function

    @property
    def status(self) -> RunStatus:
        return self.kind.status

    def __str__(self) -> str:
        where = f"{self.loc}: " if self.loc is not None and self.loc.file else ""
        label = "runtime error" if self.status is RunStatus.UNDEFINED else self.status.value
        if self.status is RunStatus.LIMIT:
            label = "runtime limit"
        return f"{where}{label}: {self.message}"


class ProgramExit(Exception):
    """exit(), _Exit(), abort() or a failed assertion: the program ends on its own terms."""

    def __init__(self, code: int, aborted: bool = False) -> None:
        super().__init__(code)
        self.code = code
        self.aborted = aborted


class LongJump(BaseException):
    """longjmp() on its way to the frame of its setjmp().

    A BaseException, so that the handlers that turn a library model's Python errors into
    interpreter faults let it pass; the run loop catches it and unwinds (see
    `Machine.execute`). `frame` is the frame list of the function that called setjmp,
    `instr` that call instruction.
    """

    def __init__(self, frame: list[object], instr: object, value: int) -> None:
        super().__init__(value)
        self.frame = frame
        self.instr = instr
        self.value = value
        self.loc: Loc | None = None  # where longjmp was called (for the fault if it fails)
        self.function = ""


class CxxThrow(BaseException):
    """A C++ exception on its way to a landing pad (see `ddpa.interp.libcxx`).

    A BaseException like `LongJump`, for the same reason; `exc` is the runtime's record of
    the exception, `search` whether the run loop should first look for a handler (a
    throw or rethrow; not when a landing pad resumes unwinding).
    """

    def __init__(self, exc: object, search: bool) -> None:
        super().__init__()
        self.exc = exc
        self.search = search


# ---- exit statuses of `ddpa run` --------------------------------------------------------------

#: `ddpa run` exits with the program's own status when the program ends on its own terms
#: (returning from main, exit(), abort() as 134); its own outcomes have statuses of their own.
USER_ERROR_STATUS = 1  # a bad file, a bad option value, C that does not parse
USAGE_STATUS = 2  # a malformed command line (argparse)
ABORT_STATUS = 134  # abort() or a failed assert(), as a shell reports SIGABRT
RUN_STATUS_EXIT: dict[RunStatus, int] = {
    RunStatus.UNDEFINED: 121,  # undefined behaviour stopped the run
    RunStatus.LIMIT: 122,  # the step, time, memory or call-depth budget ran out
    RunStatus.UNSUPPORTED: 123,  # an unmodelled external call or an unlowered construct
    RunStatus.ERROR: 124,  # a defect of the interpreter
}


def exit_status(status: RunStatus, program_code: int) -> int:
    """The exit status of `ddpa run` for a run that ended with `status`."""
    if status is RunStatus.EXITED:
        return program_code & 0xFF
    if status is RunStatus.ABORTED:
        return ABORT_STATUS
    return RUN_STATUS_EXIT[status]
