"""What a search looks for (targets), what it finds (tests), and the solver it asks."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import z3

from ddpa.ir.instr import Entry, Exit, Nop
from ddpa.ir.program import Function, Node, Program
from ddpa.symex.concolic import Outcome, RunTrace
from ddpa.symex.inputs import Concrete


class TargetError(Exception):
    """A target that names nothing in the program (a line with no statement)."""


#: a def-use target's check: whether the run (its trace and inputs) exercised the pair
PairCheck = Callable[[RunTrace, list[Concrete]], bool]


@dataclass
class Target:
    """`kind` is "assert" (a failing assert/abort), "line" (FILE:LINE), "all" or "defuse"
    (one def-use pair: `nodes` are its use's statements, `check` says whether a run that
    reached them exercised the pair, `label` names it)."""

    kind: str
    file: str = ""
    line: int = 0
    nodes: frozenset[Node] = frozenset()
    check: PairCheck | None = None
    label: str = ""

    def hit(self, trace: RunTrace, inputs: list[Concrete] | None = None) -> bool:
        if self.kind == "assert":
            return trace.outcome is Outcome.ASSERT
        if self.kind == "line":
            return not self.nodes.isdisjoint(trace.covered)
        if self.kind == "defuse":  # a run cut short by the evaluator is replayed anyway
            reached = not self.nodes.isdisjoint(trace.covered) or \
                trace.outcome in (Outcome.UNSUPPORTED, Outcome.BUDGET)
            return reached and self.check is not None and inputs is not None and \
                self.check(trace, inputs)
        return False

    def describe(self) -> str:
        if self.kind == "line":
            return f"{self.file}:{self.line}"
        if self.kind == "defuse":
            return f"def-use pair {self.label}" if self.label else "every def-use pair"
        return {"assert": "a failing assertion", "all": "every reachable statement"}[self.kind]


def parse_target(text: str, program: Program, functions: Iterable[Function]) -> Target:
    """`assert`, `all` or FILE:LINE (TargetError if the line holds no statement)."""
    if text in ("assert", "all"):
        return Target(text)
    file, sep, line = text.rpartition(":")
    if not sep or not line.isdigit():
        raise TargetError(f"target '{text}' is not assert, all, defuse or FILE:LINE")
    n = int(line)
    nodes = frozenset(node for fn in functions for node in statements(fn)
                      if node.loc.line == n and _same_file(node.loc.file, file))
    if not nodes:
        raise TargetError(f"{file}:{n}: no statement on this line in the functions the entry "
                          "can reach")
    return Target("line", file, n, nodes)


def _same_file(a: str, b: str) -> bool:
    a, b = a.lstrip("./"), b.lstrip("./")
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def statements(fn: Function) -> list[Node]:
    """The nodes of fn that stand for source statements (no entry, exit or nop)."""
    return [n for n in fn.nodes if not isinstance(n.instr, Entry | Exit | Nop)
            and n.loc.line > 0]


def reachable_functions(program: Program, entry: str) -> list[Function]:
    """Functions with bodies reachable from `entry` by direct calls (and itself)."""
    seen: list[Function] = []
    work = [entry]
    names: set[str] = set()
    while work:
        name = work.pop()
        fn = program.functions.get(name)
        if name in names or fn is None or not fn.has_body:
            continue
        names.add(name)
        seen.append(fn)
        work.extend(c for _, c in program.direct_callees(fn))
    return seen


@dataclass
class TestCase:
    """An input the search found, what it covers and when it was found."""

    inputs: list[Concrete]
    covers: str  # the target, or "statements" / "crash"
    outcome: Outcome
    message: str
    run: int  # the execution (1-based) that confirmed it
    solver_seconds: float  # solver time spent up to this test


@dataclass
class SolverStats:
    queries: int = 0
    sat: int = 0
    unsat: int = 0
    timeouts: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    notes: list[str] = field(default_factory=list)


class Solver:
    """Z3 with a per-query timeout; each query's time is counted, timeouts said and skipped."""

    def __init__(self, timeout_ms: int = 10_000) -> None:
        self.z3 = z3.Solver()
        self.z3.set("timeout", timeout_ms)
        self.timeout_ms = timeout_ms
        self.stats = SolverStats()

    def check_fewest(self, formula: Any, flags: Sequence[tuple[Any, int]],
                     near: Sequence[Any] = ()) -> z3.ModelRef | None:
        """A model of `formula` of least cost (MaxSAT): each flag true costs its weight,
        each `near` equality broken costs 1; None if unsat or timed out."""
        opt = z3.Optimize()
        opt.set("timeout", self.timeout_ms)
        opt.add(formula)
        for f, w in flags:
            opt.add_soft(z3.Not(f), w)
        for e in near:
            opt.add_soft(e, 1)
        start = time.perf_counter()
        r = opt.check()
        return self._account(r, time.perf_counter() - start,
                             opt.model() if r == z3.sat else None, opt.reason_unknown)

    def check(self, extra: Any = None) -> z3.ModelRef | None:
        """A model of the assertions (and `extra`), or None if unsat or timed out."""
        start = time.perf_counter()
        r = self.z3.check(extra) if extra is not None else self.z3.check()
        spent = time.perf_counter() - start
        return self._account(r, spent, self.z3.model() if r == z3.sat else None,
                             self.z3.reason_unknown)

    def _account(self, r: Any, spent: float, model: z3.ModelRef | None,
                 reason: Any) -> z3.ModelRef | None:
        st = self.stats
        st.queries += 1
        st.seconds += spent
        st.slowest = max(st.slowest, spent)
        if r == z3.sat:
            st.sat += 1
            return model
        if r == z3.unknown:
            st.timeouts += 1
            if len(st.notes) < 20:
                st.notes.append(f"solver query {st.queries}: {reason()} after "
                                f"{spent:.2f}s (skipped, the search goes on)")
        else:
            st.unsat += 1
        return None


@dataclass
class SearchResult:
    """What a search did: its tests, executions, coverage and solver effort."""

    strategy: str
    target: Target
    tests: list[TestCase] = field(default_factory=list)
    runs: int = 0
    found: bool = False
    seconds: float = 0.0
    covered: set[Node] = field(default_factory=set)
    statements: list[Node] = field(default_factory=list)
    solver: SolverStats = field(default_factory=SolverStats)
    unsupported: list[str] = field(default_factory=list)
    proved_unreachable: bool = False

    def coverage(self) -> tuple[int, int]:
        lines = {(n.loc.file, n.loc.line) for n in self.statements}
        hit = {(n.loc.file, n.loc.line) for n in self.statements if n in self.covered}
        return len(hit), len(lines)
