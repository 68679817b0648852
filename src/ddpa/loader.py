"""Loading programs for analysis: C sources, compile_commands.json or IR text, with a cache."""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ddpa.ir.immutable import immutable
from ddpa.ir.program import Diagnostic, Program

if TYPE_CHECKING:
    from ddpa.frontend.clang import UnitSymbols
    from ddpa.frontend.units import CompileUnit

log = logging.getLogger(__name__)

#: Bumped whenever lowering changes what it produces, so stale cache entries are ignored.
FRONTEND_VERSION = "ddpa-frontend-17"


@immutable
class LoadOptions:
    """How to turn inputs into a Program.

    With a compile database holding several programs, `program` (a name) or `main` (the
    file defining `main`) chooses one; `every_unit` lowers every unit together instead of
    asking (what `ddpa ir` shows).
    """

    flags: tuple[str, ...] = ()
    compdb: str | None = None
    use_cache: bool = True
    cache_dir: Path | None = None
    verify: bool = True
    program: str | None = None
    main: str | None = None
    every_unit: bool = False


@dataclass
class Loaded:
    program: Program
    from_cache: bool = False
    inputs: list[str] = field(default_factory=list)
    name: str | None = None  # the compile-database program chosen, if one was


@immutable
class ProgramGroup:
    """A program of a compile database: the unit defining `main` and the units it needs."""

    name: str
    main: int  # index of the unit defining main
    units: tuple[int, ...]  # indices of its units, in database order

    def describe(self, units: Sequence[CompileUnit]) -> str:
        n = len(self.units)
        return f"{self.name} ({units[self.main].file}, {n} unit{'' if n == 1 else 's'})"


def load_program(inputs: Sequence[str] = (), options: LoadOptions = LoadOptions()) -> Loaded:
    """Lower C files (or read `.ir` files, or a compile_commands.json) into one Program.

    A second load of unchanged sources with the same flags comes from the on-disk cache
    (keyed by every source's and header's contents), without parsing again.
    """
    from ddpa.frontend.units import CompileUnit, FrontendError

    if options.compdb is None and not inputs:
        raise FrontendError("no input files")
    if options.compdb is None and all(str(p).endswith(".ir") for p in inputs):
        return Loaded(_read_ir(inputs), False, list(inputs))
    given = [CompileUnit(str(p), ".", options.flags) for p in inputs]
    if options.compdb is None and (options.program or options.main):
        raise FrontendError("--program and --main choose among the programs of a --compdb")
    if options.compdb is not None:
        return _load_compdb(given, options)
    _check_units(given)
    return _lower_cached(given, options)


def _check_units(units: Sequence[CompileUnit]) -> None:
    """Every unit exists (C and C++ both; the C++ lowering reports what it approximates)."""
    from ddpa.frontend.units import FrontendError, check_source

    for u in units:
        if u.file.endswith(".ir"):
            raise FrontendError(f"{u.file}: an .ir file is read alone, not with C sources")
        check_source(u.file, Path(u.directory) / u.file)


def _path(u: CompileUnit) -> str:
    return os.path.normpath(os.path.join(os.path.abspath(u.directory), u.file))


def _load_compdb(given: list[CompileUnit], options: LoadOptions) -> Loaded:
    """The program of a compile database that the options choose, with the files given
    beside the database always added (database flags plus the command line's)."""
    from ddpa.frontend.units import FrontendError, load_compdb

    assert options.compdb is not None
    db = [dataclasses.replace(u, flags=u.flags + options.flags)
          for u in load_compdb(options.compdb)]
    if not db:
        raise FrontendError(f"{options.compdb}: the compile database has no entries")
    index = {_path(u): i for i, u in enumerate(db)}
    units = list(db)
    for u in given:  # files beside the database: always lowered, with the command's flags
        if _path(u) not in index:
            index[_path(u)] = len(units)
            units.append(u)
    pinned = sorted({index[_path(u)] for u in given})
    chosen: list[int] = [0]
    group: ProgramGroup | None = None
    notes: list[Diagnostic] = []
    if len(units) > 1:
        chosen, group, notes = _choose(units, len(db), pinned, options)
    picked = [units[i] for i in chosen]
    _check_units(picked)
    loaded = _lower_cached(picked, options)
    loaded.program.diagnostics.extend(notes)
    loaded.name = group.name if group is not None else None
    return loaded


def _choose(units: list[CompileUnit], n_db: int, pinned: list[int],
            options: LoadOptions) -> tuple[list[int], ProgramGroup | None, list[Diagnostic]]:
    """Which units to lower: a program's (chosen by the options, by the one file given
    that defines main, or as the only one), plus the files given; all when none has main."""
    from ddpa.frontend.units import FrontendError

    _check_exist(units)
    groups = group_programs(units, _symbols(units, options))
    group = _pick(units, groups, pinned, options)
    notes: list[Diagnostic] = []
    if group is None:
        if len(groups) > 1:
            if not options.every_unit:
                listing = "\n".join(f"  {g.describe(units)}" for g in groups)
                raise FrontendError(
                    f"the compile database holds {len(groups)} programs: choose one with "
                    f"--program NAME or --main FILE\n{listing}")
            names = ", ".join(g.name for g in groups)
            notes.append(_note(f"{len(groups)} programs ({names}) shown together: "
                               "choose one with --program NAME or --main FILE"))
        return list(range(len(units))), None, notes
    chosen = sorted(set(group.units) | set(pinned))
    left = [units[i].file for i in range(n_db) if i not in chosen]
    if left:
        more = f" and {len(left) - 10} more" if len(left) > 10 else ""
        notes.append(_note(f"program '{group.name}' leaves out {len(left)} of {n_db} units "
                           f"of the compile database: {', '.join(left[:10])}{more}"))
    return chosen, group, notes


def _note(message: str) -> Diagnostic:
    from ddpa.ir.instr import NOLOC
    from ddpa.ir.program import Severity

    return Diagnostic(Severity.NOTE, NOLOC, message)


def _check_exist(units: Sequence[CompileUnit]) -> None:
    from ddpa.frontend.units import check_source

    for u in units:
        check_source(u.file, _path(u))


def group_programs(units: Sequence[CompileUnit],
                   symbols: Sequence[UnitSymbols]) -> list[ProgramGroup]:
    """One program per unit defining `main`: that unit and, transitively, the units without
    `main` defining what it declares and does not define (library units are shared)."""
    definers: dict[str, list[int]] = {}
    for i, s in enumerate(symbols):
        if not s.has_main:
            for name in s.defines:
                definers.setdefault(name, []).append(i)
    mains = [i for i, s in enumerate(symbols) if s.has_main]
    names = _program_names([units[i] for i in mains])
    groups = []
    for i, name in zip(mains, names, strict=True):
        needed, work, files = {i}, [i], {_path(units[i])}
        while work:
            for sym in symbols[work.pop()].needs:
                for j in definers.get(sym, ()):
                    # a file compiled twice (two targets) is taken once, as first listed
                    if j not in needed and _path(units[j]) not in files:
                        needed.add(j)
                        files.add(_path(units[j]))
                        work.append(j)
        groups.append(ProgramGroup(name, i, tuple(sorted(needed))))
    return groups


def _program_names(mains: Sequence[CompileUnit]) -> list[str]:
    """The main units' file stems; stems shared by several units get their paths instead
    (relative to the folder those units share, without the suffix)."""
    stems = [Path(u.file).stem for u in mains]
    names = list(stems)
    for stem in set(stems):
        same = [i for i, s in enumerate(stems) if s == stem]
        if len(same) > 1:
            paths = [_path(mains[i]) for i in same]
            base = os.path.commonpath([os.path.dirname(p) for p in paths])
            for i, p in zip(same, paths, strict=True):
                names[i] = os.path.splitext(os.path.relpath(p, base))[0]
    return names


def _pick(units: Sequence[CompileUnit], groups: list[ProgramGroup], pinned: list[int],
          options: LoadOptions) -> ProgramGroup | None:
    from ddpa.frontend.units import FrontendError

    listing = "\n".join(f"  {g.describe(units)}" for g in groups)
    if options.program is not None and options.main is not None:
        raise FrontendError("choose a program with --program or --main, not both")
    if options.program is not None:
        for g in groups:
            if g.name == options.program:
                return g
        raise FrontendError(f"no program named '{options.program}' in the compile database"
                            + (f"; its programs:\n{listing}" if groups else
                               " (no unit defines main)"))
    if options.main is not None:
        i = _find_unit(units, options.main)
        for g in groups:
            if g.main == i:
                return g
        raise FrontendError(f"{options.main}: does not define main")
    given_mains = [g for g in groups if g.main in pinned]
    if len(given_mains) == 1:
        return given_mains[0]
    return groups[0] if len(groups) == 1 else None


def _find_unit(units: Sequence[CompileUnit], file: str) -> int:
    """The unit a `--main FILE` names: the same path, else the only one ending with it."""
    from ddpa.frontend.units import FrontendError

    want = os.path.normpath(os.path.abspath(file))
    for i, u in enumerate(units):
        if os.path.normpath(os.path.abspath(_path(u))) == want:
            return i
    tail = "/" + os.path.normpath(file).lstrip("./")
    found = [i for i, u in enumerate(units)
             if ("/" + os.path.normpath(_path(u))).endswith(tail)]
    if len(found) == 1:
        return found[0]
    if not found:
        raise FrontendError(f"{file}: not a unit of the compile database")
    raise FrontendError(f"{file}: several units of the compile database end so: "
                        + ", ".join(_path(units[i]) for i in found))


def _symbols(units: Sequence[CompileUnit], options: LoadOptions) -> list[UnitSymbols]:
    """Every unit's link-level symbols, from the cache where the unit and its headers are
    unchanged (a parse per changed unit, no lowering)."""
    from ddpa.frontend.clang import scan_units
    from ddpa.ir.cache import default_cache_dir

    folder = (options.cache_dir or default_cache_dir()) if options.use_cache else None
    out: list[UnitSymbols | None] = [_cached_symbols(folder, u) if folder else None
                                     for u in units]
    missing = [i for i, s in enumerate(out) if s is None]
    for i, s in zip(missing, scan_units([units[i] for i in missing]), strict=True):
        out[i] = s
        if folder is not None:
            _store_symbols(folder, units[i], s)
    return [s for s in out if s is not None]


def _symbols_path(folder: Path, u: CompileUnit) -> Path:
    from ddpa.ir.cache import IRCache

    key = IRCache.key([(_path(u), "")], [u.directory, *u.flags], FRONTEND_VERSION + "-symbols")
    return folder / f"{key}.ddpa-symbols"


def _cached_symbols(folder: Path, u: CompileUnit) -> UnitSymbols | None:
    from ddpa.frontend.clang import UnitSymbols
    from ddpa.ir.cache import file_digest

    try:
        entry = json.loads(_symbols_path(folder, u).read_text())
        for path, digest in entry["deps"]:
            if file_digest(path) != digest:
                return None
        return UnitSymbols(frozenset(entry["defines"]), frozenset(entry["needs"]),
                           tuple(p for p, _ in entry["deps"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _store_symbols(folder: Path, u: CompileUnit, s: UnitSymbols) -> None:
    from ddpa.ir.cache import file_digest

    target = _symbols_path(folder, u)
    try:
        entry = {"deps": [(p, file_digest(p)) for p in s.dependencies],
                 "defines": sorted(s.defines), "needs": sorted(s.needs)}
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
        with os.fdopen(fd, "w") as fh:
            json.dump(entry, fh)
        os.replace(tmp, target)
    except OSError as exc:
        log.warning("cannot write symbol cache entry %s: %s", target, exc)


def _read_ir(paths: Sequence[str]) -> Program:
    from ddpa.frontend.units import FrontendError
    from ddpa.ir.reader import read_program

    if len(paths) != 1:
        raise FrontendError("IR input is one .ir file")
    try:
        text = Path(paths[0]).read_text()
    except OSError as exc:
        raise FrontendError(f"{paths[0]}: {exc.strerror or exc}") from exc
    return read_program(text, paths[0])


def _lower_cached(units: Sequence[object], options: LoadOptions) -> Loaded:
    from ddpa.frontend.units import CompileUnit
    from ddpa.ir.cache import IRCache, StoredFacts, default_cache_dir, file_digest

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
            hit.facts = StoredFacts(cache, key)
            return Loaded(hit, True, names)
    from ddpa.frontend.clang import lower_units  # libclang, only when lowering

    result = lower_units(cus)
    if options.verify:
        _verify(result.program)
    if cache is not None and cache.store(key, result.program, result.dependencies):
        result.program.facts = StoredFacts(cache, key)
    return Loaded(result.program, False, names)


def _verify(program: Program) -> None:
    """Lowered IR that breaks an invariant of the IR is an error: the analyses would read it
    wrongly. It is a defect of the front end, said as one line at the first problem."""
    from ddpa.frontend.units import FrontendError
    from ddpa.ir.verify import errors, locate, verify_program

    problems = errors(verify_program(program))
    if problems:
        loc = locate(program, problems[0])
        where = f"{loc.file}:{loc.line}:{loc.col}: " if loc.file else ""
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise FrontendError(f"{where}the lowered IR does not verify, a defect of ddpa's "
                            f"front end: {problems[0].removeprefix('error: ')}{more}")
