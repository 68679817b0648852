"""The options every command that reads a program shares, and the load they describe."""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from collections.abc import Sequence

from ddpa.cli.errors import UserError
from ddpa.graphs.world import World
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
        p.add_argument("--program", metavar="NAME",
                       help="the compile database's program to load (by its main file's stem)")
        p.add_argument("--main", metavar="FILE",
                       help="the compile database's program whose main is in FILE")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="list every diagnostic of loading, not only their summary")
    p.add_argument("-I", dest="include", action="append", default=[], metavar="DIR",
                   help="add a directory to the include path")
    p.add_argument("-D", dest="define", action="append", default=[], metavar="NAME[=VALUE]",
                   help="define a macro")
    p.add_argument("-U", dest="undefine", action="append", default=[], metavar="NAME",
                   help="undefine a macro (e.g. -U__SSE2__ where intrinsics headers "
                   "do not parse)")
    if std:
        p.add_argument("--std", help="language standard, e.g. c99, gnu11")
    p.add_argument("--cflags", action="append", default=[], metavar="FLAGS",
                   help="compiler flags as one shell-quoted string, joined by '=': "
                   "--cflags='-std=gnu89 -Wno-int-conversion' (or every word after '--')")
    p.add_argument("--no-cache", action="store_true", help="always parse, never reuse IR")


def add_world_args(p: argparse.ArgumentParser) -> None:
    """`--open` / `--closed`: the world outside the program (`ddpa.graphs.world`)."""
    w = p.add_mutually_exclusive_group()
    w.add_argument("--open", dest="world", action="store_const", const="open",
                   help="outside code may call every non-static function and write every "
                   "non-static global (the default when there is no main)")
    w.add_argument("--closed", dest="world", action="store_const", const="closed",
                   help="main is the only way in (the default when there is a main)")


def world_arg(args: argparse.Namespace) -> World | None:
    """The world `--open`/`--closed` asked for; None: decided by the presence of main."""
    w = getattr(args, "world", None)
    return World(w) if w is not None else None


def compile_flags(args: argparse.Namespace) -> tuple[str, ...]:
    """The compiler flags the options give, in the order a compiler reads them."""
    flags = [f"-I{d}" for d in args.include] + [f"-D{d}" for d in args.define]
    flags += [f"-U{u}" for u in getattr(args, "undefine", [])]
    std = getattr(args, "std", None)
    if std:
        flags.append(f"-std={std}")
    words = [w for text in getattr(args, "cflags", []) for w in _split(text)]
    words += getattr(args, "flags_after_dashes", [])
    if words:
        from ddpa.frontend.units import clean_flags

        flags += clean_flags(words)
    return tuple(flags)


def _split(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError as exc:
        raise UserError(f"--cflags '{text}': {exc}") from exc


def load_args(args: argparse.Namespace) -> Loaded:
    """Load the program the options name (files, or a compilation database), and tell on
    stderr what loading approximated: a one-line summary, every diagnostic with -v.

    A command that lists the diagnostics itself (`ddpa ir`) sets `every_unit`, which also
    shows every unit of a compile database holding several programs, none chosen.
    """
    from ddpa.report.diagnostics import report

    inputs = [args.file] if hasattr(args, "file") else args.inputs
    every_unit = bool(getattr(args, "every_unit", False))
    opts = LoadOptions(flags=compile_flags(args), compdb=getattr(args, "compdb", None),
                       use_cache=not args.no_cache, program=getattr(args, "program", None),
                       main=getattr(args, "main", None), every_unit=every_unit)
    loaded = load_program(inputs, opts)
    if not every_unit:
        report(loaded.program.diagnostics, bool(getattr(args, "verbose", False)))
    return loaded


def add_operands(p: argparse.ArgumentParser, *names: str) -> None:
    """Declare that `names` (already added as positionals) follow the `FILE...` operands:
    `ddpa alias a.c b.c '*p' '*q'`; see `parse_command_line`."""
    p.set_defaults(trailing_operands=names)


def parse_command_line(parser: argparse.ArgumentParser,
                       argv: Sequence[str] | None) -> argparse.Namespace:
    """`parser.parse_args`, except that operands split by options keep their order.

    argparse hands the operands before the first option to the positionals and rejects
    later ones; here later ones are appended to the `FILE...` operands, and a command's
    trailing operands (`add_operands`) are taken from the end of them all, so
    `ddpa alias a.c --at f '*p' '*q'` and `ddpa rd a.c --var x b.c --at a.c:3` read as meant.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    after: list[str] = []
    if "--" in argv:  # compiler flags: `ddpa rd old.c --var x --at old.c:9 -- -std=gnu89`
        cut = argv.index("--")
        argv, after = argv[:cut], argv[cut + 1:]
    args, extra = parser.parse_known_args(argv)
    if after:
        if not hasattr(args, "cflags"):
            parser.error("compiler flags after '--' are for commands that read C sources")
        args.flags_after_dashes = after
    has_inputs = isinstance(getattr(args, "inputs", None), list)
    if extra and (not has_inputs or any(e.startswith("-") for e in extra)):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if not has_inputs:
        return args
    trailing: tuple[str, ...] = getattr(args, "trailing_operands", ())
    operands = [*args.inputs, *(getattr(args, n) for n in trailing), *extra]
    cut = len(operands) - len(trailing)
    args.inputs = operands[:cut]
    for name, value in zip(trailing, operands[cut:], strict=True):
        setattr(args, name, value)
    if trailing and not args.inputs and getattr(args, "compdb", None) is None \
            and any(os.path.isfile(v) for v in operands[cut:]):
        # a source file taken for an expression: one of those was left out
        wanted = " ".join(n.upper() for n in trailing)
        parser.error(f"expected FILE... then {wanted}, got {len(operands)} operand"
                     f"{'' if len(operands) == 1 else 's'}: {' '.join(operands)}")
    return args


def program_of(args: argparse.Namespace) -> Program:
    return load_args(args).program
