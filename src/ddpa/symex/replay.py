"""Replaying found inputs: on the ddpa interpreter, and as a gcc-built driver of the entry."""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ddpa.interp.errors import RunStatus
from ddpa.interp.machine import DEFAULT_CONFIG, InterpConfig
from ddpa.interp.run import RunResult, run_function, run_program
from ddpa.ir.program import Program
from ddpa.symex.concolic import Outcome
from ddpa.symex.inputs import Concrete, InputSpec


def replay_interp(program: Program, spec: InputSpec, inputs: list[Concrete],
                  config: InterpConfig = DEFAULT_CONFIG) -> RunResult | None:
    """The entry function run by the interpreter on `inputs` (None: struct inputs)."""
    if any(isinstance(v, tuple) for v in inputs):
        return None
    if spec.argv:
        return run_program(program, [v for v in inputs if isinstance(v, bytes)],
                           config=config)
    args: list[int | bytes] = [v for v in inputs if isinstance(v, int | bytes)]
    return run_function(program, spec.function, args, config=config)


def interp_confirms(result: RunResult, outcome: Outcome) -> bool:
    """Whether the interpreter's run ended as the concolic run did (assertion, crash)."""
    if outcome is Outcome.ASSERT:
        return result.status is RunStatus.ABORTED
    if outcome is Outcome.CRASH:
        return result.status is RunStatus.UNDEFINED
    return result.status is RunStatus.EXITED


def c_literal(v: Concrete) -> str:
    if isinstance(v, bytes):
        return '"' + "".join(f"\\{b:03o}" for b in v) + '"'
    if isinstance(v, tuple):
        raise ValueError("struct inputs have no literal form")
    return f"({v})" if v >= 0 else f"({v + 1} - 1)"


def driver_source(sources: Sequence[str], spec: InputSpec, inputs: list[Concrete]) -> str:
    """C text that includes the program (its main renamed) and calls the entry on inputs."""
    lines = ["#define main ddpa_replaced_main"]
    lines += [f'#include "{os.path.abspath(s)}"' for s in sources]
    lines += ["#undef main", "int main(void)", "{"]
    args = []
    for i, v in enumerate(inputs):
        if isinstance(v, bytes):
            lines.append(f"    static char in{i}[] = {c_literal(v)};")
            args.append(f"in{i}")
        else:
            args.append(c_literal(v))
    lines += [f"    {spec.function}({', '.join(args)});", "    return 0;", "}"]
    return "\n".join(lines) + "\n"


def replay_gcc(gcc: str, sources: Sequence[str], spec: InputSpec, inputs: list[Concrete],
               timeout: float = 20.0) -> int:
    """The exit status of the gcc-built driver (negative: killed by that signal)."""
    with tempfile.TemporaryDirectory(prefix="ddpa-testgen-") as tmp:
        src = Path(tmp) / "driver.c"
        exe = Path(tmp) / "driver"
        src.write_text(driver_source(sources, spec, inputs))
        subprocess.run([gcc, "-w", "-O0", "-o", str(exe), str(src)], check=True,
                       capture_output=True, timeout=120)
        done = subprocess.run([str(exe)], capture_output=True, timeout=timeout)
        return done.returncode
