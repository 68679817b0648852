"""The non-compositional baseline: dynamic symbolic execution of whole paths (generational).

The whole-program search Anand, Godefroid and Tillmann (TACAS 2008) compare against in
section 6 (Figure 3).

Each run's path condition is negated at every input-dependent branch at or beyond the
run's bound (SAGE's generational search): the prefix up to branch i with the other
successor of i gives a child input whose bound is i + 1, so no path prefix is expanded
twice. Children whose flipped successor is not yet covered run first; ties go in order
of discovery. The search stops at the target (for assert and line targets), when no
child is left, or after `max_runs` executions.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable

from ddpa.ir.program import Program
from ddpa.symex.concolic import Concolic, Outcome, RunTrace
from ddpa.symex.inputs import Concrete, InputSpec
from ddpa.symex.search import (
    SearchResult,
    Solver,
    Target,
    TestCase,
    reachable_functions,
    statements,
)

Progress = Callable[[SearchResult, int], None]  # (result so far, inputs still queued)


def record(result: SearchResult, trace: RunTrace, inputs: list[Concrete], target: Target,
           solver: Solver) -> bool:
    """Account one run: new coverage, a test if it is one. True when the target is hit."""
    new = trace.covered - result.covered
    result.covered |= trace.covered
    hit = target.hit(trace, inputs)
    if trace.outcome is Outcome.UNSUPPORTED and trace.message not in result.unsupported:
        result.unsupported.append(trace.message)
    if hit:
        result.tests.append(TestCase(inputs, target.describe(), trace.outcome, trace.message,
                                     result.runs, solver.stats.seconds))
    elif trace.outcome in (Outcome.CRASH, Outcome.ASSERT):
        if not any(t.message == trace.message for t in result.tests):
            result.tests.append(TestCase(inputs, "crash", trace.outcome, trace.message,
                                         result.runs, solver.stats.seconds))
    elif target.kind == "all" and new & set(result.statements):
        result.tests.append(TestCase(inputs, "statements", trace.outcome, trace.message,
                                     result.runs, solver.stats.seconds))
    return hit


def dse(program: Program, spec: InputSpec, target: Target, max_runs: int = 1000,
        timeout_ms: int = 10_000, initial: list[Concrete] | None = None,
        progress: Progress | None = None, max_flips: int = 256) -> SearchResult:
    """Generational search from `initial` (default: zeros and empty strings).

    At most `max_flips` branches of one run are negated (the first ones past its bound),
    so a run through a long input-dependent loop does not flood the queue.
    """
    start = time.perf_counter()
    engine = Concolic(program)
    solver = Solver(timeout_ms)
    result = SearchResult("dse", target)
    result.statements = [n for fn in reachable_functions(program, spec.function)
                         for n in statements(fn)]
    seq = 0
    work: list[tuple[int, int, list[Concrete], int]] = [(0, 0, initial or spec.default(), 0)]
    expanded: set[tuple[int, int]] = set()  # (hash of the path prefix, successor) tried
    complete = True  # every path of the bounded inputs will have been run when work empties
    while work and result.runs < max_runs:
        _, _, inputs, bound = heapq.heappop(work)
        trace = engine.run(spec, inputs)
        result.runs += 1
        if trace.outcome in (Outcome.BUDGET, Outcome.UNSUPPORTED) or \
                any(step.fixed for step in trace.steps):
            complete = False  # a concretised value or a cut-off run hides other paths
        if record(result, trace, inputs, target, solver) and target.kind != "all":
            result.found = True
            break
        z = solver.z3
        z.push()
        key = 0
        flips = 0
        for i, step in enumerate(trace.steps):
            if flips >= max_flips:
                complete = False
                break
            if step.node is not None:
                key = hash((key, step.node.func.name, step.node.id, step.taken, step.lib))
            if i >= bound and step.node is not None:
                for k, cond in enumerate(step.conds):
                    if k == step.taken or (key, k) in expanded:
                        continue
                    expanded.add((key, k))
                    flips += 1
                    model = solver.check(cond)
                    if model is None:
                        continue
                    child = spec.from_model(model, inputs)
                    fresh = not step.lib and step.node.succs[k] not in result.covered
                    seq += 1
                    heapq.heappush(work, (0 if fresh else 1, seq, child, i + 1))
            z.add(step.conds[step.taken])
        z.pop()
        if progress is not None:
            progress(result, len(work))
    if target.kind == "all":
        result.found = bool(result.tests)
    # exhausted: every path of inputs within the bounds ran, none reached the target
    result.proved_unreachable = not work and complete and not result.found and \
        target.kind != "all" and solver.stats.timeouts == 0
    result.solver = solver.stats
    result.seconds = time.perf_counter() - start
    return result
