"""Running a program or one function: the RunResult every entry point returns."""

from __future__ import annotations

import gc
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ddpa.interp.errors import Fault, FaultKind, LongJump, ProgramExit, RunStatus
from ddpa.interp.machine import DEFAULT_CONFIG, InterpConfig, Machine
from ddpa.ir.program import Program

if TYPE_CHECKING:
    from ddpa.interp.hooks import Tracer


@dataclass
class RunResult:
    """What one run did: how it ended, its output, and how much it cost."""

    status: RunStatus
    exit_code: int
    stdout: bytes
    stderr: bytes
    fault: Fault | None
    steps: int
    seconds: float
    value: Any = None  # the return value, for run_function
    files: dict[str, bytes] = field(default_factory=dict)  # sandbox files the run wrote

    @property
    def message(self) -> str:
        """One line for the user: `file:line:col: runtime error: ...`, or empty."""
        return str(self.fault) if self.fault is not None else ""

    @property
    def completed(self) -> bool:
        return self.status in (RunStatus.EXITED, RunStatus.ABORTED)


def _as_bytes(a: str | bytes) -> bytes:
    return a.encode() if isinstance(a, str) else a


def run_program(program: Program, argv: Sequence[str | bytes] = (), stdin: bytes = b"",
                config: InterpConfig = DEFAULT_CONFIG, tracer: Tracer | None = None
                ) -> RunResult:
    """Run `main(argc, argv)` with argv = [config.program_name, *argv] and the given stdin."""
    return _run(program, stdin, config, tracer,
                lambda m: (m.run_main([_as_bytes(a) for a in argv]), None))


def run_function(program: Program, name: str, args: Sequence[Any] = (), stdin: bytes = b"",
                 config: InterpConfig = DEFAULT_CONFIG, tracer: Tracer | None = None
                 ) -> RunResult:
    """Run one function; int/float arguments pass as they are, str/bytes as C strings."""
    def go(m: Machine) -> tuple[int, Any]:
        vals = [(m.make_string(_as_bytes(a), f"argument {i}"), 0)
                if isinstance(a, str | bytes) else a for i, a in enumerate(args)]
        return 0, m.call(name, vals)
    return _run(program, stdin, config, tracer, go)


def _run(program: Program, stdin: bytes, config: InterpConfig, tracer: Tracer | None,
         body: Any) -> RunResult:
    start = time.perf_counter()
    m: Machine | None = None
    status, code, fault, value = RunStatus.EXITED, 0, None, None
    # A run creates no garbage cycles worth collecting (dead objects drop their cells), but
    # hooks keep large sets of tuples alive that the cyclic collector would rescan over and
    # over: it is paused for the run.
    collecting = gc.isenabled()
    gc.disable()
    try:
        m = Machine(program, config, stdin, tracer)
        m.start_clock()
        code, value = body(m)
    except ProgramExit as e:
        code = e.code
        status = RunStatus.ABORTED if e.aborted else RunStatus.EXITED
    except Fault as e:
        fault, status, code = e, e.status, 1
    except LongJump as e:  # no frame on the stack is the one that called setjmp
        fault = Fault(FaultKind.BAD_CALL, "longjmp to a jmp_buf whose setjmp was called by a "
                      "function that has returned", e.loc, e.function)
        status, code = fault.status, 1
    except RecursionError as e:  # pragma: no cover - the loop does not recurse on C calls
        fault = Fault(FaultKind.INTERNAL, f"Python recursion: {e}")
        status, code = RunStatus.ERROR, 1
    finally:
        if collecting:
            gc.enable()
        flush = getattr(config.output, "flush", None)
        if flush is not None:
            flush()
    seconds = time.perf_counter() - start
    if tracer is not None and m is not None:
        tracer.finish(m)
    out = m.io.stdout if m is not None else b""
    err = m.io.stderr if m is not None else b""
    files = m.lib.fs.written() if m is not None else {}
    return RunResult(status, code, out, err, fault, m.steps if m else 0, seconds, value, files)
