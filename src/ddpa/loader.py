"""Loading programs for analysis: C sources, compile_commands.json or IR text, with a cache."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ddpa.ir.program import Program

log = logging.getLogger(__name__)

#: Bumped whenever lowering changes what it produces, so stale cache entries are ignored.
FRONTEND_VERSION = "ddpa-frontend-3"


@dataclass(frozen=True)
class LoadOptions:
    """How to turn inputs into a Program."""

    flags: tuple[str, ...] = ()
    compdb: str | None = None
    use_cache: bool = True
    cache_dir: Path | None = None
    verify: bool = True


@dataclass
class Loaded:
    program: Program
    from_cache: bool = False
    inputs: list[str] = field(default_factory=list)


def load_program(inputs: Sequence[str] = (), options: LoadOptions = LoadOptions()) -> Loaded:
    """Lower C files (or read `.ir` files, or a compile_commands.json) into one Program.

    A second load of unchanged sources with the same flags comes from the on-disk cache
    (keyed by every source's and header's contents), without parsing again.
    """
    from ddpa.frontend.clang import CompileUnit, FrontendError, load_compdb

    if options.compdb is None and not inputs:
        raise FrontendError("no input files")
    if options.compdb is None and all(str(p).endswith(".ir") for p in inputs):
        return Loaded(_read_ir(inputs), False, list(inputs))
    if options.compdb is not None:
        units = load_compdb(options.compdb)
    else:
        units = [CompileUnit(str(p), ".", options.flags) for p in inputs]
    for u in units:
        path = Path(u.directory) / u.file
        if not path.is_file():
            raise FrontendError(f"{u.file}: no such file")
    return _lower_cached(units, options)


def _read_ir(paths: Sequence[str]) -> Program:
    from ddpa.frontend.clang import FrontendError
    from ddpa.ir.reader import read_program

    if len(paths) != 1:
        raise FrontendError("IR input is one .ir file")
    try:
        text = Path(paths[0]).read_text()
    except OSError as exc:
        raise FrontendError(f"{paths[0]}: {exc.strerror or exc}") from exc
    return read_program(text, paths[0])


def _lower_cached(units: Sequence[object], options: LoadOptions) -> Loaded:
    from ddpa.frontend.clang import CompileUnit, lower_units
    from ddpa.ir.cache import IRCache, default_cache_dir, file_digest

    cus = [u for u in units if isinstance(u, CompileUnit)]
    names = [str(Path(u.directory) / u.file) for u in cus]
    cache = IRCache(options.cache_dir or default_cache_dir()) if options.use_cache else None
    key = ""
    if cache is not None:
        inputs = [(n, file_digest(n)) for n in names]
        flags = [f"{u.file}|{u.directory}|{' '.join(u.flags)}" for u in cus]
        key = cache.key(inputs, flags, FRONTEND_VERSION)
        hit = cache.load_checked(key)
        if hit is not None:
            return Loaded(hit, True, names)
    result = lower_units(cus)
    if options.verify:
        _verify(result.program)
    if cache is not None:
        cache.store(key, result.program, result.dependencies)
    return Loaded(result.program, False, names)


def _verify(program: Program) -> None:
    from ddpa.ir.verify import verify_program

    problems = [m for m in verify_program(program) if m.startswith("error")]
    if problems:
        # a front-end defect, not a user error: say so loudly but keep the program usable
        log.error("lowered IR failed verification: %s", "; ".join(problems[:5]))
