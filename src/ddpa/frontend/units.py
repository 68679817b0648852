"""What the front end is given (compile units) and the error a user can fix, without libclang:
a command whose program comes from the IR cache never loads the front end."""

from __future__ import annotations

from dataclasses import dataclass


class FrontendError(Exception):
    """A problem the user can fix: a missing file, C that does not parse, a bad compdb."""


@dataclass(frozen=True)
class CompileUnit:
    """One translation unit to parse: its file, the directory it is compiled in, flags."""

    file: str
    directory: str = "."
    flags: tuple[str, ...] = ()
