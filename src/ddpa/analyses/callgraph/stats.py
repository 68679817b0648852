"""Program characteristics in the columns of Jaiswal, Khedker and Chakraborty's Table 3: lines,
functions (total, virtual) and call sites (total, virtual, through function pointers)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, final

from ddpa.ir import classes
from ddpa.ir.instr import Call, Indirect, Virtual
from ddpa.ir.program import Program


@final
@dataclass(frozen=True, slots=True)
class ProgramStats:
    """Table 3's columns for one program.

    `lines` counts the physical lines (as `wc -l`) of the source files the program's
    defined functions come from (headers with function bodies included); files that
    cannot be read (an .ir program's locations naming sources that are not here) are
    listed in `missing_files` and count nothing.
    A virtual function is a defined function that is the implementation of some class's
    virtual method; a function-pointer call site is an indirect call.
    """

    name: str
    lines: int
    files: tuple[str, ...]
    missing_files: tuple[str, ...]
    functions: int
    virtual_functions: int
    call_sites: int
    virtual_call_sites: int
    fp_call_sites: int

    def to_json(self) -> dict[str, Any]:
        return {
            "program": self.name,
            "lines": self.lines,
            "files": list(self.files),
            "missing_files": list(self.missing_files),
            "functions": {"total": self.functions, "virtual": self.virtual_functions},
            "call_sites": {"total": self.call_sites, "virtual": self.virtual_call_sites,
                           "function_pointer": self.fp_call_sites},
        }


def _count_lines(path: str, folders: Sequence[Path]) -> int | None:
    """Lines of `path` as given, else of the first file by that name in `folders`."""
    for folder in (Path("."), *folders):
        try:
            return (folder / path).read_bytes().count(b"\n")
        except OSError:
            continue
    return None


def program_stats(program: Program, name: str = "", folders: Sequence[str] = ()
                  ) -> ProgramStats:
    """Count `program`'s Table 3 columns (`name` labels the row). Source files named by
    locations are looked up as given, then in the folders of the program's units, then in
    `folders` (e.g. that of an .ir file)."""
    defined = list(program.defined_functions())
    vfuncs = {fn for rec in program.records.values() for fn in rec.vmethods.values()
              if fn != classes.PURE_VIRTUAL}
    calls = [n.instr for f in defined for n in f.nodes if isinstance(n.instr, Call)]
    files = sorted({f.loc.file for f in defined if f.loc.file})
    search = [Path(u).parent for u in program.units] + [Path(f) for f in folders]
    counts = {f: _count_lines(f, search) for f in files}
    return ProgramStats(
        name=name,
        lines=sum(c for c in counts.values() if c is not None),
        files=tuple(f for f in files if counts[f] is not None),
        missing_files=tuple(f for f in files if counts[f] is None),
        functions=len(defined),
        virtual_functions=sum(1 for f in defined if f.name in vfuncs),
        call_sites=len(calls),
        virtual_call_sites=sum(1 for c in calls if isinstance(c.callee, Virtual)),
        fp_call_sites=sum(1 for c in calls if isinstance(c.callee, Indirect)),
    )
