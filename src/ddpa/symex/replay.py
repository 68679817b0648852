"""Replaying found inputs: on the ddpa interpreter, and as a gcc-built driver of the entry."""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ddpa.interp.errors import RunStatus
from ddpa.interp.hooks import Trace, Tracer
from ddpa.interp.machine import DEFAULT_CONFIG, InterpConfig
from ddpa.interp.observe import Observation
from ddpa.interp.run import RunResult, run_function, run_program
from ddpa.ir.program import Program
from ddpa.symex.concolic import Outcome
from ddpa.symex.inputs import Concrete, InputSpec


def split_inputs(spec: InputSpec, inputs: list[Concrete]) -> tuple[list[Concrete], bytes]:
    """The inputs without standard input, and standard input's bytes."""
    rest: list[Concrete] = []
    stdin = b""
    for p, v in zip(spec.params, inputs, strict=True):
        if p.kind == "stdin":
            assert isinstance(v, bytes)
            stdin = v
        else:
            rest.append(v)
    return rest, stdin


def replay_interp(program: Program, spec: InputSpec, inputs: list[Concrete],
                  config: InterpConfig = DEFAULT_CONFIG, sources: Sequence[str] = (),
                  tracer: Tracer | None = None) -> RunResult | None:
    """The entry function (or the whole program) run by the interpreter on `inputs`.

    Struct inputs run through the C driver of `driver_source`, lowered from `sources`
    (None when there are struct inputs and no sources)."""
    args, stdin = split_inputs(spec, inputs)
    if spec.argv:
        return run_program(program, [v for v in args if isinstance(v, bytes)], stdin,
                           config=config, tracer=tracer)
    if any(isinstance(v, tuple) for v in args):
        if not sources:
            return None
        return _run_driver(sources, spec, inputs, config, tracer)
    plain: list[int | bytes] = [v for v in args if isinstance(v, int | bytes)]
    return run_function(program, spec.function, plain, stdin, config=config, tracer=tracer)


def _run_driver(sources: Sequence[str], spec: InputSpec, inputs: list[Concrete],
                config: InterpConfig, tracer: Tracer | None) -> RunResult:
    from ddpa.loader import load_program

    _, stdin = split_inputs(spec, inputs)
    with tempfile.TemporaryDirectory(prefix="ddpa-testgen-") as tmp:
        src = Path(tmp) / DRIVER
        src.write_text(driver_source(sources, spec, inputs))
        program = load_program([str(src)]).program
    return run_program(program, [], stdin, config=config, tracer=tracer)


def observed_pairs(program: Program, spec: InputSpec, inputs: list[Concrete],
                   sources: Sequence[str] = ()) -> set[tuple[str, int | None, str, int]]:
    """The def-use pairs the interpreter observes on `inputs`, as (def var, def line or
    None for an initial value, use var, use line)."""
    tracer = Tracer(Trace.DEFUSE)
    run = replay_interp(program, spec, inputs, DEFAULT_CONFIG, sources, tracer)
    if run is None:
        return set()
    pairs = {d.lines() for d in Observation(program, run, tracer).defuse_pairs(True)
             if d.def_site is None or Path(d.def_site.loc.file).name != DRIVER}
    if any(isinstance(v, tuple) for v in inputs) and not spec.argv:
        # through the driver, the entry's formals are bound by the driver's call: name them
        # as the analysis does, defined on the entry's first line
        line = program.functions[spec.function].nodes[0].loc.line
        names = {p.name for p in spec.params}
        pairs |= {(d.def_var, line, d.use_var, d.use_site.loc.line)
                  for d in Observation(program, run, tracer).defuse_pairs(True)
                  if d.def_site is not None and Path(d.def_site.loc.file).name == DRIVER
                  and d.def_var == d.use_var and d.def_var in names}
    return pairs


DRIVER = "ddpa_testgen_driver.c"


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
    """C text that includes the program (its main renamed) and calls the entry on inputs.

    A pointer to a struct is passed as the address of a byte buffer whose fields are set
    at the offsets of the layout (typedef'd and anonymous structs need no name)."""
    lines = ["#define main ddpa_replaced_main"]
    lines += [f'#include "{os.path.abspath(s)}"' for s in sources]
    lines += ["#undef main", "#include <string.h>", "int main(void)", "{"]
    args = []
    for i, (p, v) in enumerate(zip(spec.params, inputs, strict=True)):
        if p.kind == "stdin":
            continue
        if isinstance(v, bytes):
            lines.append(f"    static char in{i}[] = {c_literal(v)};")
            args.append(f"in{i}")
        elif isinstance(v, tuple):
            size = max([off + t.size for _, off, t in p.fields] or [1])
            lines.append(f"    static unsigned char in{i}[{size}] "
                         "__attribute__((aligned(16)));")
            for (_, off, t), x in zip(p.fields, v, strict=True):
                ctype = f"{'' if t.signed else 'unsigned '}{_CTYPES[t.size]}"
                lines.append(f"    {{ {ctype} v = {c_literal(x)}; "
                             f"memcpy(in{i} + {off}, &v, sizeof v); }}")
            args.append(f"(void *)in{i}")
        else:
            args.append(c_literal(v))
    lines += [f"    {spec.function}({', '.join(args)});", "    return 0;", "}"]
    return "\n".join(lines) + "\n"


_CTYPES = {1: "char", 2: "short", 4: "int", 8: "long long"}


def replay_gcc(gcc: str, sources: Sequence[str], spec: InputSpec, inputs: list[Concrete],
               timeout: float = 20.0) -> int:
    """The exit status of the gcc-built program on `inputs` (negative: killed by that
    signal): the driver of the entry, or the program itself with argv and stdin."""
    args, stdin = split_inputs(spec, inputs)
    with tempfile.TemporaryDirectory(prefix="ddpa-testgen-") as tmp:
        exe = Path(tmp) / "driver"
        if spec.argv:
            files = [os.path.abspath(s) for s in sources]
            argv = [v for v in args if isinstance(v, bytes)]
        else:
            src = Path(tmp) / "driver.c"
            src.write_text(driver_source(sources, spec, inputs))
            files, argv = [str(src)], []
        subprocess.run([gcc, "-w", "-O0", "-o", str(exe), *files], check=True,
                       capture_output=True, timeout=120)
        done = subprocess.run([str(exe), *argv], input=stdin, capture_output=True,
                              timeout=timeout)
        return done.returncode
