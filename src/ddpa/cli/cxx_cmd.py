"""`ddpa hierarchy` (the class hierarchy and its virtual methods) and `ddpa stats` (Table 3)."""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path
from typing import Any

from ddpa.cli.inputs import add_source_args, load_args


def cmd_hierarchy(args: argparse.Namespace) -> int:
    from ddpa.analyses.callgraph import ClassHierarchy
    from ddpa.report.hierarchy import hierarchy_text, hierarchy_to_dot
    from ddpa.report.jsonout import write_json

    h = ClassHierarchy.from_program(load_args(args).program)
    if args.json:
        write_json("hierarchy", h.to_json())
    elif args.dot:
        sys.stdout.write(hierarchy_to_dot(h))
    else:
        sys.stdout.write(hierarchy_text(h))
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    from ddpa.analyses.callgraph.stats import program_stats
    from ddpa.cli.errors import UserError
    from ddpa.report.hierarchy import print_stats
    from ddpa.report.jsonout import write_json

    if args.each and (len(args.inputs) < 1 or args.compdb):
        raise UserError("--each needs FILEs and no --compdb (one program per FILE)")
    groups = [[f] for f in args.inputs] if args.each else [list(args.inputs)]
    rows = []
    for files in groups:
        one = copy.copy(args)
        one.inputs = files
        folders = sorted({str(Path(f).parent) for f in files})
        if args.compdb:  # units and locations are relative to the database's folder
            db = Path(args.compdb)
            folders.append(str(db if db.is_dir() else db.parent))
        name = " ".join(files) or args.program or args.main or args.compdb or "program"
        rows.append(program_stats(load_args(one).program, name, folders))
    if args.json:
        write_json("stats", {"programs": [r.to_json() for r in rows]})
    else:
        print_stats(rows)
    return 0


def add_parsers(sub: Any) -> None:
    """Register `hierarchy` and `stats` on an argparse subparsers object."""
    h = sub.add_parser("hierarchy", help="the class hierarchy with each class's virtual "
                       "methods (defined, overridden, inherited)")
    add_source_args(h)
    fmt = h.add_mutually_exclusive_group()
    fmt.add_argument("--dot", action="store_true", help="Graphviz DOT instead of text")
    fmt.add_argument("--json", action="store_true", help="machine-readable output")
    h.set_defaults(run=cmd_hierarchy)
    st = sub.add_parser("stats", help="lines, functions (total/virtual) and call sites "
                        "(total/virtual/function pointer) of a program")
    add_source_args(st)
    st.add_argument("--each", action="store_true",
                    help="one program (and one row) per FILE instead of one program of all")
    st.add_argument("--json", action="store_true", help="machine-readable output")
    st.set_defaults(run=cmd_stats)
