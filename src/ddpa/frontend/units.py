"""What the front end is given (compile units, from the command line's flags or a compile
database) and the error a user can fix, without libclang: a command whose program comes
from the IR cache never loads the front end."""

from __future__ import annotations

import json
import os
import shlex
from collections.abc import Sequence
from pathlib import Path

from ddpa.ir.immutable import immutable

#: Source files a compile command may name (the unit's file is given apart from its flags).
_SOURCES = {".c", ".i", ".cc", ".cpp", ".cxx", ".c++", ".C", ".m"}
# flags of a compile command that do not matter for parsing, with how many values follow
_DROP_FLAGS = {"-c": 0, "-o": 1, "-MF": 1, "-MT": 1, "-MQ": 1, "-MD": 0, "-MMD": 0, "-M": 0,
               "-MM": 0, "-MP": 0, "-pipe": 0, "-g": 0, "-fPIC": 0, "-fpic": 0}


class FrontendError(Exception):
    """A problem the user can fix: a missing file, C that does not parse, a bad compdb."""


def check_source(name: str, path: str | os.PathLike[str]) -> None:
    """FrontendError naming `name` unless `path` is a file to read: missing, a folder, or
    something else (a device, a pipe)."""
    p = Path(path)
    if p.is_file():
        return
    if p.is_dir():
        raise FrontendError(f"{name}: a folder, not a source file")
    if p.exists():
        raise FrontendError(f"{name}: not a regular file")
    raise FrontendError(f"{name}: no such file")


@immutable
class CompileUnit:
    """One translation unit to parse: its file, the directory it is compiled in, flags."""

    file: str
    directory: str = "."
    flags: tuple[str, ...] = ()


def load_compdb(path: str | os.PathLike[str]) -> list[CompileUnit]:
    """The translation units of a compile_commands.json (`directory` may be relative to the
    database's own folder)."""
    p = Path(path)
    if p.is_dir():
        p = p / "compile_commands.json"
    try:
        entries = json.loads(p.read_text())
    except FileNotFoundError as exc:
        raise FrontendError(f"{p}: no such file") from exc
    except (OSError, json.JSONDecodeError) as exc:
        raise FrontendError(f"{p}: not a valid compile_commands.json ({exc})") from exc
    if not isinstance(entries, list):
        raise FrontendError(f"{p}: expected a JSON list of compile commands")
    return [_compdb_entry(p, i, e) for i, e in enumerate(entries)]


def _compdb_entry(db: Path, i: int, e: object) -> CompileUnit:
    if not isinstance(e, dict) or "file" not in e:
        raise FrontendError(f"{db}: entry {i} has no 'file'")
    directory = str((db.parent / str(e.get("directory", "."))).resolve())
    if "arguments" in e:
        argv = [str(a) for a in e["arguments"]]
    else:
        argv = shlex.split(str(e.get("command", "")))
    return CompileUnit(str(e["file"]), directory, tuple(clean_flags(argv[1:])))


def clean_flags(argv: Sequence[str]) -> list[str]:
    """The flags of a compile command that matter for parsing: those that change what
    clang reads and accepts (`-D`, `-U`, `-I`, `-include`, `-std=`, `-f...`, `-Wno-...`),
    without source files, outputs, dependency files and the warnings to raise."""
    out: list[str] = []
    skip = 0
    for a in argv:
        if skip:
            skip -= 1
        elif a in _DROP_FLAGS:
            skip = _DROP_FLAGS[a]
        elif a.startswith("-Wno-") and "," not in a:
            out.append(a)  # `-Wno-implicit-int` and the like make clang accept more C
        elif a.startswith("-W") or (not a.startswith("-") and Path(a).suffix in _SOURCES):
            continue  # warnings are not ours to raise; the unit's file is passed separately
        else:
            out.append(a)
    return out
