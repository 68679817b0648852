"""The `ddpa run` subcommand: execute a program on the interpreter, optionally tracing it."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ddpa.cli.inputs import add_source_args, program_of

_TRACES = ("defuse", "calls", "pointers", "branches")
_LIST_LIMIT = 200


def add_run_parser(sub: Any) -> argparse.ArgumentParser:
    """Register `run` on an argparse subparsers object; the handler is `cmd_run`."""
    p: argparse.ArgumentParser = sub.add_parser(
        "run", help="run a program on the interpreter (C semantics, undefined behaviour "
        "stops the run)")
    add_source_args(p)
    p.add_argument("--stdin", metavar="FILE", help="file the program reads as standard input")
    p.add_argument("--trace", action="append", choices=_TRACES, default=[],
                   help="observe the run and print a summary (repeatable)")
    p.add_argument("--json", action="store_true", help="print the trace summary as JSON")
    p.add_argument("--max-steps", type=int, default=100_000_000, metavar="N",
                   help="stop after N IR instructions (default 100000000)")
    p.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                   help="stop after this many seconds (default 60)")
    p.add_argument("--max-memory", type=_mebibytes, default=1024, metavar="MIB",
                   help="stop when the program's live objects hold more than this many "
                   "MiB of C memory, a stored pointer counting 128 bytes more (default "
                   "1024; host memory stays within about twice it)")
    p.add_argument("--args", nargs=argparse.REMAINDER, default=[], metavar="ARG",
                   help="arguments for the program (everything after --args)")
    p.set_defaults(run=cmd_run)
    return p


def _load(args: argparse.Namespace) -> Any:
    return program_of(args)


def cmd_run(args: argparse.Namespace) -> int:
    from ddpa.frontend.clang import FrontendError
    from ddpa.interp import InterpConfig
    from ddpa.ir.reader import IRSyntaxError

    try:
        program = _load(args)
        stdin = Path(args.stdin).read_bytes() if args.stdin else b""
    except (FrontendError, IRSyntaxError) as exc:
        print(f"ddpa: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"ddpa: {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 1
    name = Path(args.inputs[0]).stem if args.inputs else "prog"
    from ddpa.interp.stdio import ProcessSink
    config = InterpConfig(max_steps=args.max_steps, max_seconds=args.timeout,
                          program_name=name, max_memory=args.max_memory << 20,
                          max_alloc_bytes=args.max_memory << 20, output=ProcessSink())
    return _execute(program, args, stdin, config)


def _execute(program: Any, args: argparse.Namespace, stdin: bytes, config: Any) -> int:
    from ddpa.interp import RunStatus, run_program
    from ddpa.interp.hooks import Trace
    from ddpa.interp.observe import run_observed

    observation = None
    if args.trace:
        kinds = _kinds(args.trace, Trace)
        observation = run_observed(program, args.args, stdin, config, kinds)
        result = observation.result
    else:
        result = run_program(program, args.args, stdin, config)
    _write(sys.stdout, result.stdout)
    _write(sys.stderr, result.stderr)
    if observation is not None:
        summary = summarize(observation, args.trace)
        if args.json:
            print(json.dumps(summary, indent=2))
        else:
            print_summary(summary)
    if result.fault is not None:
        print(result.message, file=sys.stderr)
        return 1
    if result.status is RunStatus.ABORTED:
        return 134
    return int(result.exit_code)


def _mebibytes(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number of MiB: {text!r}") from None
    if n <= 0:
        raise argparse.ArgumentTypeError("must be at least 1 MiB")
    return n


def _kinds(names: list[str], trace: Any) -> Any:
    table = {"defuse": trace.DEFUSE, "calls": trace.CALLS,
             "pointers": trace.POINTERS | trace.ACCESSES, "branches": trace.BRANCHES}
    kinds = trace(0)
    for n in names:
        kinds |= table[n]
    return kinds


def _write(stream: Any, data: bytes) -> None:
    if not data:
        return
    stream.flush()
    buf = getattr(stream, "buffer", None)
    if buf is not None:
        buf.write(data)
        buf.flush()
    else:
        stream.write(data.decode("latin-1"))


def _loc(loc: Any) -> str:
    return f"{loc.file}:{loc.line}:{loc.col}" if loc is not None and loc.file else "-"


def summarize(obs: Any, traces: list[str]) -> dict[str, Any]:
    """The observed facts as plain data (what `--json` prints)."""
    out: dict[str, Any] = {"status": obs.result.status.value,
                           "exit_code": obs.result.exit_code, "steps": obs.result.steps}
    if "defuse" in traces:
        out["defuse"] = sorted(
            ({"def_var": d.def_var, "def": _loc(d.def_site.loc if d.def_site else None),
              "use_var": d.use_var, "use": _loc(d.use_site.loc)}
             for d in obs.defuse_pairs()), key=lambda r: (r["use"], r["def"], r["use_var"]))
    if "calls" in traces:
        out["calls"] = sorted(
            ({"caller": e.caller, "site": _loc(e.site.loc), "callee": e.callee}
             for e in obs.call_edges()), key=lambda r: (r["site"], r["callee"]))
    if "pointers" in traces:
        out["points_to"] = sorted(
            ({"function": p.site.function, "pointer": p.pointer, "target": p.target.label,
              "at": _loc(p.site.loc)} for p in obs.points_to()),
            key=lambda r: (r["at"], r["pointer"], r["target"]))
        out["aliases"] = sorted(
            ({"a": a.a.expr, "a_at": _loc(a.a.site.loc), "b": a.b.expr,
              "b_at": _loc(a.b.site.loc), "object": a.target.label}
             for a in obs.aliases()), key=lambda r: (r["a_at"], r["b_at"], r["a"], r["b"]))
    if "branches" in traces:
        out["branches"] = sorted(
            ({"at": _loc(s.loc), "function": s.function, "node": s.node,
              "successors": sorted(succ)} for s, succ in obs.branches().items()),
            key=lambda r: (r["at"], r["node"]))
    return out


_COLUMNS = {
    "defuse": ("def_var", "def", "use_var", "use"),
    "calls": ("caller", "site", "callee"),
    "points_to": ("function", "pointer", "target", "at"),
    "aliases": ("a", "a_at", "b", "b_at", "object"),
    "branches": ("function", "at", "node", "successors"),
}


def print_summary(summary: dict[str, Any]) -> None:
    print(f"-- trace: {summary['status']}, exit code {summary['exit_code']}, "
          f"{summary['steps']} steps")
    for section, cols in _COLUMNS.items():
        rows = summary.get(section)
        if rows is None:
            continue
        print(f"-- {section.replace('_', '-')} ({len(rows)})")
        table = [[str(r[c]) for c in cols] for r in rows[:_LIST_LIMIT]]
        widths = [max([len(c), *(len(row[i]) for row in table)]) for i, c in enumerate(cols)]
        print("  ".join(c.ljust(w) for c, w in zip(cols, widths, strict=True)).rstrip())
        for row in table:
            print("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())
        if len(rows) > _LIST_LIMIT:
            print(f"... {len(rows) - _LIST_LIMIT} more")
