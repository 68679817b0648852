"""Test generation towards a target: run a search, confirm its inputs, write the tests."""

from __future__ import annotations

import json
import shlex
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ddpa.interp.machine import DEFAULT_CONFIG
from ddpa.ir.program import Program
from ddpa.symex.compositional import compositional
from ddpa.symex.concolic import Outcome
from ddpa.symex.dse import Progress, dse
from ddpa.symex.inputs import InputSpec, argv_spec, entry_spec
from ddpa.symex.replay import driver_source, interp_confirms, replay_interp
from ddpa.symex.search import SearchResult, parse_target, reachable_functions

STRATEGIES = ("compositional", "dse")


@dataclass
class TestgenOptions:
    entry: str | None  # None: the whole program, with symbolic argv strings
    target: str = "assert"
    strategy: str = "compositional"
    max_runs: int = 1000
    max_len: int = 8
    timeout: float = 10.0  # seconds per solver query
    out: str | None = None
    axioms: str = "instantiated"
    n_args: int = 1  # whole programs: how many argv strings


@dataclass
class TestgenReport:
    """A search's result with each test's replay on the interpreter."""

    spec: InputSpec
    result: SearchResult
    confirmed: list[bool | None] = field(default_factory=list)  # None: not replayable
    files: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)

    def replay_command(self, inputs: list[Any]) -> str:
        """How to replay a test: `ddpa run` on its driver, or on the program with --args."""
        if self.spec.argv:
            words = [shlex.quote(v.decode("latin-1")) for v in inputs if isinstance(v, bytes)]
            return " ".join(["ddpa run", *map(shlex.quote, self.sources), "--args", *words])
        return "ddpa run DRIVER.c (the test's file)"

    def to_json(self) -> dict[str, Any]:
        r = self.result
        hit, total = r.coverage()
        tests = []
        for i, t in enumerate(r.tests):
            tests.append({
                "file": self.files[i] if i < len(self.files) else None,
                "replay": self.replay_command(t.inputs),
                "inputs": self.spec.describe(t.inputs),
                "covers": t.covers,
                "outcome": t.outcome.value,
                "message": t.message,
                "execution": t.run,
                "solver_seconds": round(t.solver_seconds, 4),
                "confirmed_by_interpreter": self.confirmed[i] if i < len(self.confirmed)
                else None,
            })
        return {
            "entry": self.spec.function,
            "strategy": r.strategy,
            "target": r.target.describe(),
            "found": r.found,
            "proved_unreachable": r.proved_unreachable,
            "executions": r.runs,
            "seconds": round(r.seconds, 4),
            "solver": {"queries": r.solver.queries, "seconds": round(r.solver.seconds, 4),
                       "slowest": round(r.solver.slowest, 4),
                       "timeouts": r.solver.timeouts, "notes": r.solver.notes},
            "statements": {"covered": hit, "total": total},
            "unsupported": r.unsupported,
            "tests": tests,
        }


def generate(program: Program, sources: Sequence[str], opts: TestgenOptions,
             progress: Progress | None = None) -> TestgenReport:
    """Search for inputs; InputError / TargetError say what in the request is wrong."""
    spec = entry_spec(program, opts.entry, opts.max_len) if opts.entry is not None else \
        argv_spec(program, opts.n_args, opts.max_len)
    target = parse_target(opts.target, program, reachable_functions(program, spec.function))
    if opts.strategy == "compositional":
        result = compositional(program, spec, target, max_runs=opts.max_runs,
                               timeout_ms=int(opts.timeout * 1000), progress=progress,
                               axioms=opts.axioms)
    else:
        result = dse(program, spec, target, max_runs=opts.max_runs,
                     timeout_ms=int(opts.timeout * 1000), progress=progress)
    report = TestgenReport(spec, result, sources=list(sources))
    config = DEFAULT_CONFIG
    for t in result.tests:
        run = replay_interp(program, spec, t.inputs, config)
        if run is None or t.outcome not in (Outcome.ASSERT, Outcome.CRASH):
            report.confirmed.append(None if run is None else
                                    (run.completed or interp_confirms(run, t.outcome)))
        else:
            report.confirmed.append(interp_confirms(run, t.outcome))
    if opts.out is not None:
        write_tests(report, sources, Path(opts.out))
    return report


def write_tests(report: TestgenReport, sources: Sequence[str], out: Path) -> None:
    """One C driver per test (replayable with `ddpa run` or gcc) and manifest.json."""
    out.mkdir(parents=True, exist_ok=True)
    report.files = []
    for i, t in enumerate(report.result.tests, 1):
        name = f"test_{i:03d}.c"
        if report.spec.argv:
            name = f"test_{i:03d}.args"
            (out / name).write_text(json.dumps([v.decode("latin-1") for v in t.inputs
                                                if isinstance(v, bytes)]) + "\n")
        elif any(isinstance(v, tuple) for v in t.inputs):
            name = f"test_{i:03d}.json"
            (out / name).write_text(json.dumps(report.spec.describe(t.inputs), indent=2) + "\n")
        else:
            header = (f"/* ddpa testgen: {t.covers} ({t.outcome.value}) found by execution "
                      f"{t.run}; run it with `ddpa run {name}` */\n")
            (out / name).write_text(header + driver_source(sources, report.spec, t.inputs))
        report.files.append(name)
    (out / "manifest.json").write_text(json.dumps(report.to_json(), indent=2) + "\n")
