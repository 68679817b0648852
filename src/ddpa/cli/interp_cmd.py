"""The `ddpa run` subcommand: execute a program on the interpreter, optionally tracing it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ddpa.cli.argtypes import positive_float, positive_int
from ddpa.cli.inputs import add_source_args, program_of
from ddpa.interp.errors import USER_ERROR_STATUS
from ddpa.report.order import natural_key

_TRACES = ("defuse", "calls", "pointers", "branches")
_LIST_LIMIT = 200


def add_run_parser(sub: Any) -> argparse.ArgumentParser:
    """Register `run` on an argparse subparsers object; the handler is `cmd_run`."""
    p: argparse.ArgumentParser = sub.add_parser(
        "run", help="run a program on the interpreter (C semantics, undefined behaviour "
        "stops the run)")
    add_source_args(p)
    p.add_argument("--stdin", metavar="FILE", help="file the program reads as standard input "
                   "(default, and '-': ddpa's own standard input)")
    p.add_argument("--file", dest="sandbox_files", action="append", default=[],
                   metavar="PATH",
                   help="make this file visible to the program under this name (repeatable); "
                   "the program may read and write it, writes stay in the sandbox")
    p.add_argument("--root", dest="sandbox_roots", action="append", default=[],
                   metavar="DIR",
                   help="copy the files below DIR into the sandbox, named relative to DIR")
    p.add_argument("--env", dest="env_vars", action="append", default=[],
                   metavar="NAME=VALUE",
                   help="an environment variable the program sees (repeatable; no other)")
    p.add_argument("--dump-files", metavar="DIR",
                   help="after the run, save the sandbox files the program wrote into DIR")
    p.add_argument("--program-output", metavar="FILE",
                   help="write the program's standard output to FILE (with --json it goes "
                   "to stderr unless this is given)")
    p.add_argument("--trace", action="append", choices=_TRACES, default=[],
                   help="observe the run and print a summary (repeatable)")
    p.add_argument("--json", action="store_true", help="print the run's summary (and any "
                   "trace) as one JSON document on stdout")
    p.add_argument("--max-steps", type=positive_int, default=100_000_000, metavar="N",
                   help="stop after N IR instructions (default 100000000)")
    p.add_argument("--timeout", type=positive_float, default=60.0, metavar="SECONDS",
                   help="stop after this many seconds (default 60)")
    p.add_argument("--sarif", metavar="FILE",
                   help="also write the undefined behaviour found as a SARIF 2.1.0 log")
    p.add_argument("--max-memory", type=positive_int, default=1024, metavar="MIB",
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
    from ddpa.frontend.units import FrontendError
    from ddpa.interp import InterpConfig
    from ddpa.ir.syntax_error import IRSyntaxError

    try:
        program = _load(args)
        world = _world(args)
        stdin = Path(args.stdin).read_bytes() if args.stdin not in (None, "-") else \
            sys.stdin.buffer.read()
    except (FrontendError, IRSyntaxError, ValueError) as exc:
        print(f"ddpa: {exc}", file=sys.stderr)
        return USER_ERROR_STATUS
    except OSError as exc:
        if exc.filename is None:  # reading ddpa's own standard input failed
            print(f"ddpa: standard input: {exc.strerror or exc} (--stdin FILE reads a file)",
                  file=sys.stderr)
        else:
            print(f"ddpa: {exc.filename}: {exc.strerror}", file=sys.stderr)
        return USER_ERROR_STATUS
    name = Path(args.inputs[0]).stem if args.inputs else "prog"
    config = InterpConfig(max_steps=args.max_steps, max_seconds=args.timeout,
                          program_name=name, world=world, max_memory=args.max_memory << 20,
                          max_alloc_bytes=args.max_memory << 20, output=_sink(args))
    return _execute(program, args, stdin, config)


def _sink(args: argparse.Namespace) -> Any:
    """Where the program's output goes as it is written: this process's stdout and stderr,
    or stderr alone when stdout carries the JSON document; kept for `--program-output`."""
    from ddpa.interp.stdio import ProcessSink

    if args.program_output:
        return None
    return ProcessSink(stdout_to_stderr=bool(args.json))


def _world(args: argparse.Namespace) -> Any:
    """The sandbox of `--file`, `--root` and `--env` (ValueError/OSError: a user error)."""
    from ddpa.interp.sandbox import World, files_under

    files: list[tuple[str, bytes]] = []
    for d in args.sandbox_roots:
        if not Path(d).is_dir():
            raise ValueError(f"{d}: not a directory (--root)")
        files += files_under(Path(d))
    files += [(f, Path(f).read_bytes()) for f in args.sandbox_files]
    env = []
    for item in args.env_vars:
        name, eq, value = item.partition("=")
        if not eq or not name:
            raise ValueError(f"--env {item}: expected NAME=VALUE")
        env.append((name, value))
    return World(tuple(files), tuple(env))


def _execute(program: Any, args: argparse.Namespace, stdin: bytes, config: Any) -> int:
    from ddpa.interp import run_program
    from ddpa.interp.errors import exit_status
    from ddpa.interp.hooks import Trace
    from ddpa.interp.observe import run_observed
    from ddpa.report.jsonout import write_json
    from ddpa.report.sarif import write_run_sarif

    observation = None
    if args.trace:
        kinds = _kinds(args.trace, Trace)
        observation = run_observed(program, args.args, stdin, config, kinds)
        result = observation.result
    else:
        result = run_program(program, args.args, stdin, config)
    try:
        if args.program_output:
            Path(args.program_output).write_bytes(result.stdout)
        if args.dump_files:
            _dump(Path(args.dump_files), result.files)
    except OSError as exc:
        print(f"ddpa: {exc.filename}: {exc.strerror}", file=sys.stderr)
        return USER_ERROR_STATUS
    if not args.program_output:  # with --json, stdout carries the JSON document alone
        _write(sys.stderr if args.json else sys.stdout, result.stdout)
    _write(sys.stderr, result.stderr)
    if args.json:
        summary = summarize(observation, args.trace) if observation is not None \
            else _result_summary(result)
        write_json("run", summary)
    elif observation is not None:
        print_summary(summarize(observation, args.trace))
    if args.sarif and not write_run_sarif(args.sarif, result):
        return USER_ERROR_STATUS
    if result.fault is not None:
        print(result.message, file=sys.stderr)
    return exit_status(result.status, result.exit_code)


def _dump(folder: Path, files: dict[str, bytes]) -> None:
    """Save what the program wrote; names that would leave `folder` are refused."""
    root = folder.resolve()
    for name, data in files.items():
        target = (root / name.lstrip("/")).resolve()
        if not target.is_relative_to(root):
            print(f"ddpa: {name}: not saved, the name leaves {folder}", file=sys.stderr)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def _result_summary(result: Any) -> dict[str, Any]:
    from ddpa.interp.errors import exit_status

    out: dict[str, Any] = {"status": result.status.value, "exit_code": result.exit_code,
                           "exit_status": exit_status(result.status, result.exit_code),
                           "steps": result.steps}
    if result.fault is not None:
        out["message"] = result.message
    return out


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
    out = _result_summary(obs.result)
    if "defuse" in traces:
        out["defuse"] = sorted(
            ({"def_var": d.def_var, "def": _loc(d.def_site.loc if d.def_site else None),
              "use_var": d.use_var, "use": _loc(d.use_site.loc)}
             for d in obs.defuse_pairs()),
            key=lambda r: natural_key(r["use"], r["def"], r["use_var"]))
    if "calls" in traces:
        out["calls"] = sorted(
            ({"caller": e.caller, "site": _loc(e.site.loc), "callee": e.callee}
             for e in obs.call_edges()), key=lambda r: natural_key(r["site"], r["callee"]))
    if "pointers" in traces:
        out["points_to"] = sorted(
            ({"function": p.site.function, "pointer": p.pointer, "target": p.target.label,
              "at": _loc(p.site.loc)} for p in obs.points_to()),
            key=lambda r: natural_key(r["at"], r["pointer"], r["target"]))
        out["aliases"] = sorted(
            ({"a": a.a.expr, "a_at": _loc(a.a.site.loc), "b": a.b.expr,
              "b_at": _loc(a.b.site.loc), "object": a.target.label}
             for a in obs.aliases()),
            key=lambda r: natural_key(r["a_at"], r["b_at"], r["a"], r["b"]))
    if "branches" in traces:
        out["branches"] = sorted(
            ({"at": _loc(s.loc), "function": s.function, "node": s.node,
              "successors": sorted(succ)} for s, succ in obs.branches().items()),
            key=lambda r: natural_key(r["at"], r["node"]))
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
