"""The options every command that reads a program shares, and the load they describe."""

from __future__ import annotations

import argparse

from ddpa.ir.program import Program
from ddpa.loader import Loaded, LoadOptions, load_program


def add_source_args(p: argparse.ArgumentParser, files: str = "many",
                    std: bool = True, compdb: bool = True) -> None:
    """`FILE...` (or one `FILE` with files="one", none with files="none"), `--compdb`,
    `-I`, `-D`, `-U`, `--std` and `--no-cache`."""
    if files == "many":
        p.add_argument("inputs", nargs="*", metavar="FILE",
                       help="C sources, or one .ir file")
    elif files == "one":
        p.add_argument("file", metavar="FILE", help="a C source or an .ir file")
    if compdb:
        p.add_argument("--compdb", metavar="PATH", help="compile_commands.json (or its folder)")
    p.add_argument("-I", dest="include", action="append", default=[], metavar="DIR",
                   help="add a directory to the include path")
    p.add_argument("-D", dest="define", action="append", default=[], metavar="NAME[=VALUE]",
                   help="define a macro")
    p.add_argument("-U", dest="undefine", action="append", default=[], metavar="NAME",
                   help="undefine a macro (e.g. -U__SSE2__ where intrinsics headers "
                   "do not parse)")
    if std:
        p.add_argument("--std", help="language standard, e.g. c99, gnu11")
    p.add_argument("--no-cache", action="store_true", help="always parse, never reuse IR")


def compile_flags(args: argparse.Namespace) -> tuple[str, ...]:
    """The compiler flags the options give, in the order a compiler reads them."""
    flags = [f"-I{d}" for d in args.include] + [f"-D{d}" for d in args.define]
    flags += [f"-U{u}" for u in getattr(args, "undefine", [])]
    std = getattr(args, "std", None)
    if std:
        flags.append(f"-std={std}")
    return tuple(flags)


def load_args(args: argparse.Namespace) -> Loaded:
    """Load the program the options name (files, or a compilation database)."""
    inputs = [args.file] if hasattr(args, "file") else args.inputs
    opts = LoadOptions(flags=compile_flags(args), compdb=getattr(args, "compdb", None),
                       use_cache=not args.no_cache)
    return load_program(inputs, opts)


def program_of(args: argparse.Namespace) -> Program:
    return load_args(args).program
