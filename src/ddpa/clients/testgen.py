"""Test generation towards a target: run a search, confirm its inputs, write the tests.

`--target defuse` is the all-uses criterion over the def-use pairs of the data-flow
analyses (seed 000): one directed search per pair still uncovered; a pair is covered when
the interpreter, replaying an input through its observation hook, sees the use read the
definition; proved unreachable when its search exhausted every path within the input
bounds (whole-path search), or when the compositional search exhausted every dangling node
without reaching the pair's use or its definition; undecided otherwise."""

from __future__ import annotations

import json
import shlex
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ddpa.interp.machine import DEFAULT_CONFIG
from ddpa.ir.program import Program
from ddpa.symex.compositional import compositional
from ddpa.symex.concolic import Outcome
from ddpa.symex.dse import Progress, dse
from ddpa.symex.inputs import Concrete, InputSpec, argv_spec, entry_spec, with_stdin
from ddpa.symex.replay import (
    driver_source,
    interp_confirms,
    observed_pairs,
    replay_interp,
    split_inputs,
)
from ddpa.symex.search import (
    SearchResult,
    SolverStats,
    Target,
    TestCase,
    parse_target,
    reachable_functions,
    statements,
)

PairKey = tuple[str, int | None, str, int]

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
    stdin_len: int = 0  # bytes of symbolic standard input (0: empty standard input)


@dataclass
class PairStatus:
    """One def-use pair of the all-uses criterion and what the search decided about it."""

    label: str  # "x@30 -> g@44"
    key: PairKey
    status: str  # "covered", "unreachable" or "undecided"
    test: int | None = None  # index of its test in the result's tests
    executions: int = 0

@dataclass
class TestgenReport:
    """A search's result with each test's replay on the interpreter."""

    spec: InputSpec
    result: SearchResult
    confirmed: list[bool | None] = field(default_factory=list)  # None: not replayable
    files: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    pairs: list[PairStatus] | None = None  # --target defuse

    def replay_command(self, inputs: list[Any], stdin_file: str | None = None) -> str:
        """How to replay a test: `ddpa run` on its driver, or on the program with --args."""
        args, _ = split_inputs(self.spec, inputs)
        feed = [] if not any(p.kind == "stdin" for p in self.spec.params) else \
            ["--stdin", shlex.quote(stdin_file or "TEST.stdin")]
        if self.spec.argv:
            words = [shlex.quote(v.decode("latin-1")) for v in args if isinstance(v, bytes)]
            return " ".join(["ddpa run", *map(shlex.quote, self.sources), *feed, "--args",
                             *words])
        return " ".join(["ddpa run DRIVER.c (the test's file)", *feed])

    def to_json(self) -> dict[str, Any]:
        r = self.result
        hit, total = r.coverage()
        tests = []
        for i, t in enumerate(r.tests):
            file = self.files[i] if i < len(self.files) else None
            tests.append({
                "file": file,
                "replay": self.replay_command(
                    t.inputs, None if file is None else file.rsplit(".", 1)[0] + ".stdin"),
                "inputs": self.spec.describe(t.inputs),
                "covers": t.covers,
                "outcome": t.outcome.value,
                "message": t.message,
                "execution": t.run,
                "solver_seconds": round(t.solver_seconds, 4),
                "confirmed_by_interpreter": self.confirmed[i] if i < len(self.confirmed)
                else None,
            })
        doc: dict[str, Any] = {
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
        if self.pairs is not None:
            doc["defuse"] = {
                "pairs": len(self.pairs),
                "covered": sum(p.status == "covered" for p in self.pairs),
                "unreachable": sum(p.status == "unreachable" for p in self.pairs),
                "undecided": sum(p.status == "undecided" for p in self.pairs),
                "each": [{"pair": p.label, "status": p.status,
                          "test": None if p.test is None else p.test + 1,
                          "executions": p.executions} for p in self.pairs],
            }
        return doc


def generate(program: Program, sources: Sequence[str], opts: TestgenOptions,
             progress: Progress | None = None) -> TestgenReport:
    """Search for inputs; InputError / TargetError say what in the request is wrong."""
    spec = entry_spec(program, opts.entry, opts.max_len) if opts.entry is not None else \
        argv_spec(program, opts.n_args, opts.max_len)
    spec = with_stdin(spec, opts.stdin_len)
    pairs: list[PairStatus] | None = None
    if opts.target == "defuse":
        result, pairs = _all_uses(program, sources, spec, opts, progress)
    else:
        target = parse_target(opts.target, program,
                              reachable_functions(program, spec.function))
        result = _search(program, spec, target, opts, progress)
    report = TestgenReport(spec, result, sources=list(sources), pairs=pairs)
    config = DEFAULT_CONFIG
    for t in result.tests:
        run = replay_interp(program, spec, t.inputs, config, sources)
        if run is None or t.outcome not in (Outcome.ASSERT, Outcome.CRASH):
            report.confirmed.append(None if run is None else
                                    (run.completed or interp_confirms(run, t.outcome)))
        else:
            report.confirmed.append(interp_confirms(run, t.outcome))
    if opts.out is not None:
        write_tests(report, sources, Path(opts.out))
    return report


def _search(program: Program, spec: InputSpec, target: Target, opts: TestgenOptions,
            progress: Progress | None) -> SearchResult:
    if opts.strategy == "compositional":
        return compositional(program, spec, target, max_runs=opts.max_runs,
                             timeout_ms=int(opts.timeout * 1000), progress=progress,
                             axioms=opts.axioms)
    return dse(program, spec, target, max_runs=opts.max_runs,
               timeout_ms=int(opts.timeout * 1000), progress=progress)


def static_pairs(program: Program, entry: str) -> list[tuple[str, PairKey, Any]]:
    """The def-use pairs of the demand-driven analysis (seed 000) whose use lies in a
    function the entry reaches: (label, key, the pair). Unit-testing definitions
    (`f_in`) are left out; a global's initial value has None for its line in the key (the
    interpreter observes no definition site for it)."""
    from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
    from ddpa.analyses.dataflow.model import Model
    from ddpa.analyses.dataflow.query import def_use_pairs
    from ddpa.analyses.dataflow.state import Integration
    from ddpa.clients.integration import make_analyzer

    model = Model(program, make_oracle("cfl", program))
    analyzer = make_analyzer("demand", model, Integration(model))
    from ddpa.analyses.dataflow.demand import DemandAnalyzer

    assert isinstance(analyzer, DemandAnalyzer)
    reach = {fn.name for fn in reachable_functions(program, entry)}
    out: list[tuple[str, PairKey, Any]] = []
    for c in def_use_pairs(analyzer):
        d, u = c.pair.definition, c.pair.use
        if d.kind == "temporary" or u.function not in reach:
            continue
        initial = d.kind == "initial"
        key: PairKey = (d.var, None if initial else d.line, u.var, u.line)
        label = f"{d.var}@{'initial' if initial else d.line} -> {u.var}@{u.line}"
        out.append((label, key, c.pair))
    return out


def _all_uses(program: Program, sources: Sequence[str], spec: InputSpec,
              opts: TestgenOptions, progress: Progress | None
              ) -> tuple[SearchResult, list[PairStatus]]:
    """One search per def-use pair not yet covered (see the module docstring)."""
    start = time.perf_counter()
    fns = reachable_functions(program, spec.function)
    total = SearchResult(opts.strategy, Target("defuse"))
    total.statements = [n for fn in fns for n in statements(fn)]
    seen: dict[tuple[Concrete, ...], set[PairKey]] = {}
    # pair -> (first input observed to exercise it, executions so far when it was)
    first: dict[PairKey, tuple[list[Concrete], int]] = {}

    def observe(inputs: list[Concrete]) -> set[PairKey]:
        k = tuple(inputs)
        got = seen.get(k)
        if got is None:
            got = seen[k] = observed_pairs(program, spec, inputs, sources)
            for key in got:
                first.setdefault(key, (list(inputs), -1))
        return got

    out: list[PairStatus] = []
    for label, key, p in static_pairs(program, spec.function):
        status = PairStatus(label, key, "undecided")
        out.append(status)
        if key not in first:
            use = frozenset(n for fn in fns if fn.name == p.use.function
                            for n in statements(fn) if n.loc.line == p.use.line)
            defs = {n for fn in fns if fn.name == p.definition.function
                    for n in statements(fn) if n.loc.line == p.definition.line}
            target = Target("defuse", nodes=use or frozenset(total.statements),
                            check=_pair_check(observe, key), label=label)
            r = _search(program, spec, target, opts, progress)
            status.executions = r.runs
            total.runs += r.runs
            for k, (i, n) in list(first.items()):
                if n < 0:
                    first[k] = (i, total.runs)
            total.covered |= r.covered
            _merge(total.solver, r)
            total.unsupported += [m for m in r.unsupported if m not in total.unsupported]
            for t in r.tests:  # keep crashes and assertion failures met on the way
                if t.covers == "crash" and not any(x.message == t.message
                                                   for x in total.tests):
                    total.tests.append(t)
            # proved only when statements of the use (or of the definition) exist and
            # none ever ran; a definition with no statement (a formal) proves nothing
            reached = (not use or bool(use & r.covered)) and \
                (not defs or bool(defs & r.covered))
            # an exhausted whole-path search proves more: every path ran and none showed
            # the pair; claimed only for a variable's pair inside one function, where the
            # interpreter's names are surely the analysis's
            local = p.definition.function == p.use.function and d_var_is_u_var(p)
            if key not in first and r.proved_unreachable and (
                    (opts.strategy == "dse" and local) or not reached):
                status.status = "unreachable"
        if key in first:
            inputs, run = first[key]
            status.status = "covered"
            status.test = len(total.tests)
            total.tests.append(TestCase(inputs, f"def-use pair {label}", Outcome.RETURNED,
                                        "observed by the interpreter", max(run, 1),
                                        total.solver.seconds))
    total.found = any(s.status == "covered" for s in out)
    total.seconds = time.perf_counter() - start
    return total, out


def d_var_is_u_var(p: Any) -> bool:
    return bool(p.definition.var == p.use.var and p.definition.kind == "def")


def _pair_check(observe: Callable[[list[Concrete]], set[PairKey]], key: PairKey
                ) -> Callable[[Any, list[Concrete]], bool]:
    return lambda _trace, inputs: key in observe(inputs)


def _merge(into: SolverStats, r: SearchResult) -> None:
    s = r.solver
    into.queries += s.queries
    into.sat += s.sat
    into.unsat += s.unsat
    into.timeouts += s.timeouts
    into.seconds += s.seconds
    into.slowest = max(into.slowest, s.slowest)
    into.notes += s.notes[:max(0, 20 - len(into.notes))]


def write_tests(report: TestgenReport, sources: Sequence[str], out: Path) -> None:
    """One C driver per test (replayable with `ddpa run` or gcc), or for whole programs
    the argv words (`.args`, JSON), with standard input's bytes beside (`.stdin`); and
    manifest.json."""
    out.mkdir(parents=True, exist_ok=True)
    report.files = []
    for i, t in enumerate(report.result.tests, 1):
        args, stdin = split_inputs(report.spec, t.inputs)
        if any(p.kind == "stdin" for p in report.spec.params):
            (out / f"test_{i:03d}.stdin").write_bytes(stdin)
        if report.spec.argv:
            name = f"test_{i:03d}.args"
            (out / name).write_text(json.dumps([v.decode("latin-1") for v in args
                                                if isinstance(v, bytes)]) + "\n")
        else:
            name = f"test_{i:03d}.c"
            header = (f"/* ddpa testgen: {t.covers} ({t.outcome.value}) found by execution "
                      f"{t.run}; run it with `ddpa run {name}` */\n")
            (out / name).write_text(header + driver_source(sources, report.spec, t.inputs))
        report.files.append(name)
    (out / "manifest.json").write_text(json.dumps(report.to_json(), indent=2) + "\n")
