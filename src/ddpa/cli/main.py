"""Command-line entry point: parses arguments, calls the library, hands results to report/."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from ddpa.cli.argtypes import int_list, non_negative_int, positive_float, positive_int
from ddpa.cli.errors import UserError, make_folder
from ddpa.cli.inputs import (
    add_source_args,
    add_world_args,
    load_args,
    parse_command_line,
    world_arg,
)
from ddpa.ir.program import Function, Program


def cmd_ir(args: argparse.Namespace) -> int:
    from ddpa.ir.printer import print_function, print_program
    from ddpa.report.irjson import program_to_json
    from ddpa.report.jsonout import write_json

    loaded = load_args(args)
    prog = loaded.program
    if args.json:
        write_json("ir", program_to_json(prog, args.function), indent=1)
        return 0
    if args.function:
        for fn in _functions(prog, args.function):
            sys.stdout.write(print_function(fn))
        return 0
    sys.stdout.write(print_program(prog))
    _print_diagnostics(prog)
    return 0


def _functions(prog: Program, name: str) -> list[Function]:
    found = [f for f in prog.functions.values() if f.name == name or f.source_name == name]
    if not found:
        raise UserError(f"no function named '{name}' in the program")
    return list(found)


def _print_diagnostics(prog: object) -> None:
    from ddpa.ir.program import Program

    assert isinstance(prog, Program)
    for d in prog.diagnostics:
        print(str(d), file=sys.stderr)


def cmd_cfg(args: argparse.Namespace) -> int:
    from ddpa.graphs.dot import cfg_to_dot
    from ddpa.ir.printer import print_function

    prog = load_args(args).program
    for fn in _functions(prog, args.function):
        out = cfg_to_dot(fn) if args.dot else print_function(fn)
        sys.stdout.write(out)
    return 0


def cmd_callgraph(args: argparse.Namespace) -> int:
    from ddpa.analyses.alias.calls import indirect_targets
    from ddpa.analyses.callgraph import ClassHierarchyAnalysis
    from ddpa.graphs.callgraph import build_call_graph
    from ddpa.graphs.dot import callgraph_to_dot
    from ddpa.graphs.peg_config import PEGConfig
    from ddpa.graphs.world import outside
    from ddpa.report.jsonout import write_json
    from ddpa.report.text import print_callgraph

    prog = load_args(args).program
    out = outside(prog, world_arg(args))  # the open world: every entry point has a caller
    # indirect calls through points-to, virtual calls by CHA
    ind = indirect_targets(prog, config=PEGConfig(world=out.world))
    cg = build_call_graph(prog, ind.resolver(ClassHierarchyAnalysis(prog).resolve))
    if args.resolve:  # every virtual and indirect call by one analysis of `ddpa resolve`
        from ddpa.cli.resolve_cmd import resolver_for_callgraph
        cg = build_call_graph(prog, resolver_for_callgraph(prog, args.resolve))
    only = _neighbourhood(prog, cg, args.function, args.depth)
    if args.dot:
        locs = {f.name: f.loc for f in prog.functions.values() if f.has_body}
        sys.stdout.write(callgraph_to_dot(cg, locs, only))
    elif args.json:
        data = cg.to_json(only)
        data["indirect_by_arity"] = [{"caller": c, "node": n} for c, n in sorted(ind.fallback)
                                     if only is None or c in only]
        data["world"] = out.world.value
        data["called_from_outside"] = [f for f in out.entries if only is None or f in only]
        write_json("callgraph", data)
    else:
        print_callgraph(cg, only, ind.fallback)
        called = [f for f in out.entries if only is None or f in only]
        print(f"world: {out.world.value}" + (f"; called from outside: {', '.join(called)}"
                                              if called else ""))
    return 0


def _neighbourhood(prog: Program, cg: Any, name: str | None, depth: int) -> set[str] | None:
    """The functions `--function F --depth N` keeps (F by IR or source name; all of a
    source name's `static` functions when several units define one)."""
    if name is None:
        return None
    names = [name] if name in cg else [f.name for f in _functions(prog, name)]
    return set().union(*(cg.neighbourhood(n, depth) for n in names))


def cmd_demo(args: argparse.Namespace) -> int:
    from ddpa.bundled import examples_dir
    from ddpa.demo import run_demo

    try:
        if args.path:
            print(examples_dir())
            return 0
        return run_demo(use_cache=not args.no_cache)
    except FileNotFoundError as exc:
        raise UserError(str(exc)) from exc


BENCH_SIZES = {"frontend": "1000,10000,100000",
               "dataflow": "1000,2000,3000,5000,10000,20000,50000",
               "endtoend": "1000,10000,100000"}
#: What `ddpa bench` measures.
BENCHMARKS = ("frontend", "dataflow", "endtoend", "callgraph", "symex", "bidir", "realcode")


def cmd_bench(args: argparse.Namespace) -> int:
    if args.what not in BENCHMARKS:
        raise UserError(f"unknown benchmark '{args.what}' (known: {', '.join(BENCHMARKS)})")
    make_folder("--out", args.out)
    if args.what == "realcode":
        return _bench_realcode(args)
    if args.what == "symex":  # --sizes N: the budget of executions per search
        from ddpa.bench.symex import run_symex_bench
        return run_symex_bench(args.out, (args.sizes or [1000])[0], log=lambda s: print(s))
    if args.what == "bidir":  # seed 002, section 8: generated C++ of these line counts
        from ddpa.bench.bidir import EXAMPLES, run_bidir_bench
        from ddpa.bench.corpus import CorpusError
        from ddpa.bench.corpus import names as corpus_names
        try:
            cxx = corpus_names(args.corpus, "c++")
        except CorpusError as exc:
            raise UserError(str(exc)) from exc
        return run_bidir_bench(args.sizes or [300, 600, 1000], args.out, files=EXAMPLES,
                               c_sizes=[500, 1000],
                               log=lambda s: print(s, file=sys.stderr, flush=True),
                               corpus=cxx, max_seconds=args.timeout_per_program)
    if args.what == "callgraph":  # generated C++ programs of --sizes lines
        from ddpa.bench.callgraph import run_callgraph_bench
        from ddpa.bench.corpus import CorpusError
        from ddpa.bench.corpus import names as corpus_names
        try:
            corpus = corpus_names(args.corpus, None)
        except CorpusError as exc:
            raise UserError(str(exc)) from exc
        return run_callgraph_bench(args.sizes or (1000, 10000, 30000), args.out,
                                   log=lambda s: print(s, file=sys.stderr, flush=True),
                                   corpus=corpus)
    sizes = list(args.sizes or int_list(positive_int)(BENCH_SIZES[args.what]))
    if args.what == "endtoend":
        from ddpa.bench.corpus import CorpusError
        from ddpa.bench.corpus import names as corpus_names
        from ddpa.bench.endtoend import BaselineError, run_endtoend_bench

        try:
            corpus = corpus_names(args.corpus)
            return run_endtoend_bench(sizes, args.out, baseline=args.baseline,
                                      log=lambda s: print(s, file=sys.stderr, flush=True),
                                      repeat=args.repeat, corpus=corpus)
        except CorpusError as exc:
            raise UserError(str(exc)) from exc
        except BaselineError as exc:
            raise UserError(f"--baseline {exc}") from exc
    if args.what == "dataflow":
        from ddpa.bench.corpus import CorpusError
        from ddpa.bench.corpus import names as corpus_names
        from ddpa.bench.dataflow import run_dataflow_bench

        try:
            return run_dataflow_bench(sizes, args.out, repeat=args.repeat,
                                      full_sizes=(1000, 2000),
                                      log=lambda s: print(s, file=sys.stderr, flush=True),
                                      corpus=corpus_names(args.corpus))
        except CorpusError as exc:
            raise UserError(str(exc)) from exc
    if args.corpus:
        raise UserError("--corpus is not for the frontend benchmark")
    from ddpa.bench.frontend import run_frontend_bench

    return run_frontend_bench(sizes, args.out, repeat=args.repeat)


def _bench_realcode(args: argparse.Namespace) -> int:
    from ddpa.bench.corpus import CorpusError
    from ddpa.bench.corpus import names as corpus_names
    from ddpa.bench.realcode import RealcodeConfig, run_realcode_bench

    try:
        chosen = corpus_names(args.corpus or "all")
    except CorpusError as exc:
        raise UserError(str(exc)) from exc
    cfg = RealcodeConfig(chosen, args.out, timeout=args.timeout_per_program,
                         memory_mib=args.memory_per_program, max_queries=args.max_queries)
    return run_realcode_bench(cfg, log=lambda s: print(s, file=sys.stderr, flush=True))


#: The modules defining the analyses' subcommands beside their handlers, and the commands
#: each registers (a test checks the two agree): a command line names one command, and only
#: its module is imported, so a question does not pay for loading every analysis.
COMMAND_MODULES: dict[str, tuple[str, tuple[str, ...]]] = {
    "interp_cmd": ("add_run_parser", ("run",)),
    "dataflow_cmd": ("add_parsers", ("rd", "ru", "defuse", "prepare", "integrate")),
    "alias_cmd": ("add_parsers", ("alias", "pointsto", "alias-bench")),
    "cxx_cmd": ("add_parsers", ("hierarchy", "stats")),
    "testgen_cmd": ("add_parser", ("testgen",)),
    "resolve_cmd": ("add_parsers", ("resolve",)),
}


def _analysis_parsers(sub: Any, command: str | None = None) -> None:
    """Subcommands of the analyses and the interpreter, each defined beside its handler: only
    `command`'s when it is one of them, else all (help, a mistyped or a missing command)."""
    import importlib

    modules = [m for m, (_, names) in COMMAND_MODULES.items() if command in names] or \
        list(COMMAND_MODULES)
    for name in modules:
        register = getattr(importlib.import_module(f"ddpa.cli.{name}"), COMMAND_MODULES[name][0])
        register(sub)


class _VersionAction(argparse.Action):
    """`--version`, reading the installed metadata only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0,
                         help=help or "show the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from ddpa.about import version

        sys.stdout.write(f"ddpa {version()}\n")
        parser.exit()


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with `command`, the analyses' subcommands other than it are
    left out (`_analysis_parsers`)."""
    p = argparse.ArgumentParser(prog="ddpa", description="Demand-driven program analysis "
                                "for C and C++: answers on demand, checked against exhaustive "
                                "baselines.")
    p.add_argument("--version", action=_VersionAction)
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    ir = sub.add_parser("ir", help="print the three-address IR of a program")
    add_source_args(ir)
    ir.add_argument("--json", action="store_true", help="machine-readable output")
    ir.add_argument("--function", help="only this function")
    ir.set_defaults(run=cmd_ir, every_unit=True)  # lists diagnostics, may show all units
    cfg = sub.add_parser("cfg", help="a function's statement-level control-flow graph")
    add_source_args(cfg)
    cfg.add_argument("--function", required=True)
    cfg.add_argument("--dot", action="store_true", help="Graphviz DOT instead of text")
    cfg.set_defaults(run=cmd_cfg)
    cg = sub.add_parser("callgraph", help="the call graph: direct calls, indirect calls "
                        "through points-to, virtual calls by CHA")
    add_source_args(cg)
    add_world_args(cg)
    fmt = cg.add_mutually_exclusive_group()
    fmt.add_argument("--dot", action="store_true")
    fmt.add_argument("--json", action="store_true")
    cg.add_argument("--function", metavar="F", help="only F and its callers and callees")
    cg.add_argument("--depth", type=non_negative_int, default=1, metavar="N",
                    help="with --function: follow N call edges each way (default 1)")
    from ddpa.cli.resolve_cmd import ANALYSES
    cg.add_argument("--resolve", choices=ANALYSES,
                    help="resolve virtual and indirect calls by this analysis of ddpa resolve")
    cg.set_defaults(run=cmd_callgraph)
    demo = sub.add_parser("demo", help="run on the bundled example programs")
    demo.add_argument("--no-cache", action="store_true")
    demo.add_argument("--path", action="store_true",
                      help="print the folder of the bundled examples and stop")
    demo.set_defaults(run=cmd_demo)
    _analysis_parsers(sub, command)
    bench = sub.add_parser("bench", help="run a benchmark and write its tables")
    bench.add_argument("what", help=f"{', '.join(BENCHMARKS[:-1])} or {BENCHMARKS[-1]}")
    bench.add_argument("--sizes", type=int_list(positive_int),
                       help="generated program lines (default: frontend "
                       f"{BENCH_SIZES['frontend']}, dataflow {BENCH_SIZES['dataflow']}, "
                       "callgraph 1000,10000,30000)")
    bench.add_argument("--repeat", type=positive_int, default=3,
                       help="runs per measurement (median)")
    bench.add_argument("--out", default="bench/results", help="folder for tables and plots")
    bench.add_argument("--corpus", metavar="NAMES",
                       help="dataflow, callgraph, bidir, endtoend: also real programs "
                       "(ddpa.bench.corpus), "
                       "downloaded once: comma-separated names, 'all' or 'all-c++'")
    bench.add_argument("--timeout-per-program", type=positive_float, default=600.0,
                       metavar="SECONDS", help="realcode: the time limit of each of a "
                       "program's def-use and alias measurements; bidir: of each variant "
                       "(default 600)")
    bench.add_argument("--memory-per-program", type=positive_int, default=6144, metavar="MIB",
                       help="realcode: the memory limit of each of a program's def-use and "
                       "alias measurements (default 6144)")
    bench.add_argument("--max-queries", type=positive_int, default=500, metavar="N",
                       help="realcode: alias queries per program (default 500)")
    bench.add_argument("--baseline", metavar="JSON",
                       help="endtoend: runs of an earlier version (its endtoend_runs.json) to "
                       "show beside this one")
    bench.set_defaults(run=cmd_bench)
    from ddpa.cli import cache_cmd

    cache_cmd.add_parser(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    from ddpa.frontend.units import FrontendError
    from ddpa.ir.codec import MalformedIRData
    from ddpa.ir.syntax_error import IRSyntaxError

    argv = list(sys.argv[1:] if argv is None else argv)
    program_args = None
    if argv[:1] == ["run"] and "--args" in argv:  # the program's, even '--' (argparse eats it)
        cut = argv.index("--args")
        argv, program_args = argv[:cut], argv[cut + 1:]
    command = argv[0] if argv and not argv[0].startswith("-") else None
    args = parse_command_line(build_parser(command), argv)
    if program_args is not None:
        args.args = program_args
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except (UserError, FrontendError, IRSyntaxError) as exc:
        print(f"ddpa: {exc}", file=sys.stderr)
        return 1
    except MalformedIRData as exc:  # a body the IR cache kept apart, decoded when read
        print(f"ddpa: damaged IR cache entry ({exc}); run `ddpa cache clear` or use "
              "--no-cache", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        print("ddpa: interrupted", file=sys.stderr)
        return 130


#: The cyclic collector's thresholds for a command-line process. The analyses build large
#: structures that live until the process ends; with Python's defaults (700, 10, 10) full
#: collections scan them again and again (rd at 100K generated lines: 13.8 s, against
#: 10.8 s with these, the same peak memory). A library caller's process keeps its own.
CLI_GC_THRESHOLDS = (100_000, 50, 100)


#: Commands that load several programs one after another: what each load decodes must
#: stay collectable (`keep_loads` is for a process whose one program lives as long as it).
MANY_PROGRAMS = frozenset({"demo", "alias-bench", "bench"})


def entry() -> None:
    import gc

    from ddpa.ir.cache import keep_loads

    gc.set_threshold(*CLI_GC_THRESHOLDS)
    if sys.argv[1:2] and sys.argv[1] not in MANY_PROGRAMS:
        keep_loads()  # the command's program lives as long as its process
    end_process(main())


def end_process(code: int) -> NoReturn:
    """End a command-line process with `code` once its output is flushed, without tearing
    down what the command built: freeing a large program's objects one by one at exit took
    longer than some questions (0.07-0.09 s of `rd`'s 0.45 s at 100K generated lines), and
    the operating system reclaims the memory at once. ddpa registers no exit handlers; the
    logging handlers are flushed here. An exception or `SystemExit` from the command (bad
    arguments) ends the process the usual way, before this is reached."""
    import logging
    from contextlib import suppress

    # (BrokenPipeError: the reader left, as in `ddpa defuse ... | head`; as in `main`)
    with suppress(BrokenPipeError):
        sys.stdout.flush()
    with suppress(BrokenPipeError, ValueError):
        sys.stderr.flush()
    logging.shutdown()
    os._exit(code)
