"""The `ddpa testgen` subcommand: inputs that reach a target, by compositional or whole search."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ddpa.cli.argtypes import non_negative_int, positive_float, positive_int
from ddpa.cli.errors import UserError
from ddpa.cli.inputs import add_source_args, program_of


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Register `testgen`; the handler is `cmd_testgen`."""
    from ddpa.clients.testgen import STRATEGIES

    p: argparse.ArgumentParser = sub.add_parser(
        "testgen", help="generate test inputs that reach a target (failing assert, line, "
        "every statement, every def-use pair) by concolic execution")
    add_source_args(p)
    p.add_argument("--entry", metavar="F", help="the function whose parameters are the "
                   "symbolic inputs (integers, chars, char * strings, pointers to structs "
                   "of integers)")
    p.add_argument("--target", default="assert", metavar="assert|FILE:LINE|all|defuse",
                   help="what to reach (default: a failing assert or abort); defuse: one "
                   "test per def-use pair of the data-flow analysis (all-uses)")
    p.add_argument("--strategy", choices=STRATEGIES, default="compositional",
                   help="demand-driven compositional search (default) or whole-path "
                   "generational search")
    p.add_argument("--argv", type=positive_int, default=1, metavar="N",
                   help="without --entry: the whole program, with N symbolic argv strings "
                   "(default 1)")
    p.add_argument("--stdin-len", type=non_negative_int, default=0, metavar="N",
                   help="N symbolic bytes of standard input (default 0: empty); tests "
                   "replay with `ddpa run --stdin FILE`")
    p.add_argument("--max-runs", type=positive_int, default=1000, metavar="N",
                   help="stop after N executions (default 1000)")
    p.add_argument("--max-len", type=positive_int, default=8, metavar="N",
                   help="bytes of each symbolic string, without its NUL (default 8)")
    p.add_argument("--timeout", type=positive_float, default=10.0, metavar="S",
                   help="seconds per solver query; a query that times out is reported and "
                   "skipped (default 10)")
    p.add_argument("--axioms", choices=("instantiated", "quantified"),
                   default="instantiated", help="compositional search: the summary and "
                   "calling-context axioms unfolded where they apply (default, faster) or "
                   "as the paper's quantified formulas")
    p.add_argument("--out", metavar="DIR", help="write one replayable C driver per test "
                   "and manifest.json here")
    p.add_argument("--json", action="store_true", help="the manifest on stdout")
    p.add_argument("--quiet", action="store_true", help="no progress display on stderr")
    p.set_defaults(run=cmd_testgen)
    return p


def cmd_testgen(args: argparse.Namespace) -> int:
    from ddpa.analyses.dataflow.query import DataflowError
    from ddpa.clients.testgen import TestgenOptions, generate
    from ddpa.report.jsonout import write_json
    from ddpa.symex.inputs import InputError
    from ddpa.symex.search import SearchResult, TargetError

    program = program_of(args)
    opts = TestgenOptions(args.entry, args.target, args.strategy, args.max_runs,
                          args.max_len, args.timeout, args.out, args.axioms, args.argv,
                          args.stdin_len)
    show = not args.quiet and sys.stderr.isatty()

    def progress(result: SearchResult, left: int) -> None:
        if show:
            hit = sum(1 for t in result.tests if t.covers == result.target.describe())
            print(f"\rruns {result.runs}  dangling/queued {left}  targets covered {hit}   ",
                  end="", file=sys.stderr, flush=True)

    try:
        report = generate(program, args.inputs, opts, progress)
    except (InputError, TargetError, DataflowError) as exc:
        raise UserError(str(exc)) from exc
    if show:
        print(file=sys.stderr)
    doc = report.to_json()
    if args.json:
        write_json("testgen", doc)
        return 0
    r = report.result
    print(f"{doc['strategy']} search for {doc['target']} in {doc['entry']}: "
          f"{'found' if r.found else 'not found'} after {r.runs} executions "
          f"({r.seconds:.2f}s, solver {r.solver.seconds:.2f}s in {r.solver.queries} queries)")
    if r.proved_unreachable:
        print("the target is unreachable (every path to it was explored or refuted)")
    for i, t in enumerate(doc["tests"]):
        where = f" -> {t['file']}" if t["file"] else ""
        ok = {True: "confirmed", False: "NOT confirmed", None: "not replayed"}[
            t["confirmed_by_interpreter"]]
        print(f"  test {i + 1}: {t['inputs']} covers {t['covers']} ({t['outcome']}; "
              f"execution {t['execution']}; {ok} by the interpreter){where}")
    hit, total = doc["statements"]["covered"], doc["statements"]["total"]
    print(f"statements covered: {hit}/{total} lines")
    if report.pairs is not None:
        du = doc["defuse"]
        print(f"def-use pairs: {du['covered']} covered, {du['unreachable']} proved "
              f"unreachable, {du['undecided']} undecided (of {du['pairs']})")
        for p in report.pairs:
            test = f" (test {p.test + 1})" if p.test is not None else ""
            print(f"  {p.label:<40} {p.status}{test}")
    for note in r.solver.notes:
        print(f"note: {note}")
    for msg in r.unsupported:
        print(f"note: not modelled: {msg}")
    return 0
