"""Concrete IR interpreter: C semantics, undefined-behaviour checks, observation hooks.

Entry points: `run_program(program, argv, stdin, config)` and `run_function(program, name,
args)` return a `RunResult` (status, exit code, stdout, stderr, the Fault that stopped the
run, steps, seconds); `ddpa.interp.observe.run_observed` adds the observed facts and
`check_covered` checks a static answer against them.

Approximations, by design: a signed left shift that overflows wraps; `long double` is a
double; every local lives until its function returns (block scope is not tracked, VLAs
included); pointer arithmetic out of bounds is reported at the access, not the arithmetic;
pointers to different objects compare and subtract by synthetic addresses; bit-fields are
not supported (the IR has no bit offsets); files, environment and clock are a sandbox
(`ddpa.interp.sandbox.World`), never the host's. Library calls count one step per 64 bytes
they touch (`machine.BYTES_PER_STEP`).
"""

from __future__ import annotations

from ddpa.interp.errors import Fault, FaultKind, ProgramExit, RunStatus
from ddpa.interp.machine import DEFAULT_CONFIG, Engine, InterpConfig, Machine
from ddpa.interp.run import RunResult, run_function, run_program

__all__ = [
    "DEFAULT_CONFIG",
    "Engine",
    "Fault",
    "FaultKind",
    "InterpConfig",
    "Machine",
    "ProgramExit",
    "RunResult",
    "RunStatus",
    "run_function",
    "run_program",
]
