"""The C front end on libclang: single files, in-memory sources and compile_commands.json."""

from __future__ import annotations

import ctypes
import gc
import os
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import clang.cindex as ci

from ddpa.frontend.clang import cxxinstances, cxxmemptr, cxxrange
from ddpa.frontend.clang.cxxexpr import class_destructor
from ddpa.frontend.clang.function import FunctionLowering
from ddpa.frontend.clang.native import resource_include_dir
from ddpa.frontend.clang.symbols import UnitSymbols, unit_symbols
from ddpa.frontend.clang.unit import (
    CodeLowering,
    UnitLowering,
    retype_globals,
    retype_records,
)
from ddpa.frontend.units import (
    CompileUnit,
    FrontendError,
    check_source,
    clean_flags,
    load_compdb,
)
from ddpa.ir.cxxabi import STATIC_INIT
from ddpa.ir.instr import NOLOC, Call, Direct, Loc, Var
from ddpa.ir.program import Diagnostic, Function, Program, Severity, add_edge

_CXX_SUFFIXES = {".cc", ".cpp", ".cxx", ".c++", ".C", ".hpp"}
# The C stack of the thread that parses and lowers. clang's parser and libclang's cursor
# visits recurse once per level of the syntax tree, a few hundred bytes a level: the 8 MiB
# of a default thread overflow (a segmentation fault, not an error) near 20,000 levels,
# which one long `a + a + ... + a` reaches. This is address space, committed only as the
# recursion touches it; it holds about a million levels.
_STACK_BYTES = 1 << 30
T = TypeVar("T")


# the words of clang's errors on implicit int and implicit declarations, which gnu89 accepts
_PRE_C99 = "ISO C99 and later do not support"
# warnings recent clang makes errors by default, for code that older C (and gcc before 14)
# accepts: implicit int and function declarations, int/pointer and pointer/pointer mixes,
# `return;` in a function returning a value
_OLD_C_ERRORS = frozenset({
    "-Wimplicit-int", "-Wimplicit-function-declaration", "-Wint-conversion",
    "-Wincompatible-function-pointer-types", "-Wincompatible-pointer-types",
    "-Wreturn-type", "-Wreturn-mismatch", "-Wdeprecated-non-prototype",
})


@dataclass
class LoweringResult:
    program: Program
    dependencies: list[str] = field(default_factory=list)


def is_cxx(path: str) -> bool:
    """Whether a source file is C++ by its suffix (what clang itself goes by)."""
    return Path(path).suffix in _CXX_SUFFIXES


def parse_args(unit: CompileUnit) -> list[str]:
    # -w: only errors are read, and clang's analyses for some warnings are quadratic in the
    # depth of an expression (`!!...!x` 5,000 deep parsed in 3.6 s, 0.06 s without them)
    args = ["-working-directory", unit.directory, "-w"]
    has_std = any(f.startswith("-std=") for f in unit.flags)
    if is_cxx(unit.file):
        args += ["-x", "c++"] + ([] if has_std else ["-std=gnu++17"])
    elif not has_std:
        args.append("-std=gnu11")
    inc = resource_include_dir()
    if inc is not None:
        args += ["-isystem", inc]
    return args + list(unit.flags)


def _parse(index: ci.Index, unit: CompileUnit, unsaved: list[tuple[str, str]] | None
           ) -> tuple[ci.TranslationUnit, Diagnostic | None]:
    """The parsed unit, and a diagnostic when old C was accepted that clang rejects by
    default."""
    path = _unit_path(unit, unsaved)
    if unsaved is None:
        check_source(unit.file, path)
    tu = _parse_with(index, unit, path, unsaved, [])
    errors = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    downgrade = sorted({d.option for d in errors if _downgradable(d)})
    if downgrade and not is_cxx(unit.file):
        # Old C that gcc accepts but clang rejects by default: parsed again with those
        # errors made warnings again (`-Wno-error=...`), which a diagnostic says
        first = next(d for d in errors if _downgradable(d))
        loc = first.location  # read now: the diagnostic dies with its unit
        where = Loc(loc.file.name, loc.line, loc.column) if loc.file else NOLOC
        what = first.spelling
        del errors, first, loc
        tu = _parse_with(index, unit, path, unsaved, [f"-Wno-error={o[2:]}" for o in downgrade])
        errors = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
        if not errors:
            flags = " ".join(f"-Wno-{o[2:]}" for o in downgrade)
            return tu, Diagnostic(Severity.WARNING, where, "old C that clang rejects by "
                                  f"default was accepted as gcc would ({flags}): {what}")
    if errors:
        raise FrontendError(_clang_error(errors))
    return tu, None


def _unit_path(unit: CompileUnit, unsaved: list[tuple[str, str]] | None) -> str:
    """The path a unit is parsed by: its file, made absolute against its directory when
    it is read from disk."""
    if unsaved is None and not os.path.isabs(unit.file):
        return os.path.join(unit.directory, unit.file)
    return unit.file


def _downgradable(d: ci.Diagnostic) -> bool:
    """An error that is one of the warnings clang makes errors by default for what older C
    allowed (`_OLD_C_ERRORS`); any other error stays one."""
    return d.option in _OLD_C_ERRORS


def _parse_with(index: ci.Index, unit: CompileUnit, path: str,
                unsaved: list[tuple[str, str]] | None, extra: list[str]
                ) -> ci.TranslationUnit:
    try:
        return index.parse(path, args=parse_args(unit) + extra, unsaved_files=unsaved)
    except ci.TranslationUnitLoadError as exc:
        raise FrontendError(f"{unit.file}: libclang could not parse the file ({exc})") from exc


def _clang_error(errors: list[ci.Diagnostic]) -> str:
    first = errors[0]
    loc = first.location
    where = f"{loc.file.name}:{loc.line}:{loc.column}: " if loc.file else ""
    msg = f"{where}error: {first.spelling}"
    inc = resource_include_dir()
    if "file not found" in first.spelling and inc is None:
        msg += " (no compiler headers were found: install gcc or clang)"
    elif inc is not None and "/gcc/" in inc and loc.file and loc.file.name.startswith(inc):
        # gcc's intrinsics headers (immintrin.h and the like) use gcc's own builtins
        msg += (" (the compiler headers in use are gcc's, whose SIMD intrinsics clang cannot "
                "read: install clang, whose headers are used when present, or parse the "
                "code without its intrinsics (-U__SSE2__ in its compile command))")
    elif _PRE_C99 in first.spelling or "parameter list without types" in first.spelling:
        msg += " (hint: old C? try --std gnu89)"
    if len(errors) > 1:
        msg += f" (and {len(errors) - 1} more error{'s' if len(errors) > 2 else ''})"
    return msg


def _tags(units: Sequence[CompileUnit]) -> list[str]:
    """Per-unit suffixes for internal symbols: none for one unit, else unique file stems."""
    if len(units) == 1:
        return [""]
    tags: list[str] = []
    for u in units:
        stem = "".join(ch if ch.isalnum() or ch == "_" else "_" for ch in Path(u.file).stem)
        tag, n = stem, 1
        while tag in tags:
            n += 1
            tag = f"{stem}{n}"
        tags.append(tag)
    return tags


def lower_units(units: Sequence[CompileUnit],
                unsaved: list[tuple[str, str]] | None = None) -> LoweringResult:
    """Parse and lower translation units into one linked Program."""
    if not units:
        raise FrontendError("no translation units to lower")
    return on_large_stack(lambda: _lower_units(units, unsaved))


def _lower_units(units: Sequence[CompileUnit],
                 unsaved: list[tuple[str, str]] | None) -> LoweringResult:
    program = Program()
    usr_names: dict[str, str] = {}
    linked_names: dict[str, str] = {}  # (`UnitLowering.function_name`)
    sources: dict[str, bytes] = {name: text.encode() for name, text in (unsaved or [])}
    deps: set[str] = set()
    index = ci.Index.create()
    if resource_include_dir() is None:
        program.diagnostics.append(Diagnostic(
            Severity.WARNING, NOLOC,
            "no compiler headers found (stddef.h, stdarg.h): install gcc or clang"))
    retyped: set[str] = set()
    rekinded: set[str] = set()
    code = CodeLowering(function=_lower_function,
                        class_destructor=class_destructor,
                        member_function_pointer=cxxmemptr.constant,
                        static_initialisation=_lower_static_initialisation)
    with _long_lived_allocations():
        for unit, tag in zip(units, _tags(units), strict=True):
            tu, note = _parse(index, unit, unsaved)
            if note is not None:
                program.diagnostics.append(note)
            program.units.append(unit.file)
            known = None
            if is_cxx(unit.file) and (cxxinstances.defines_class_templates(tu) or
                                      _mentions_range_for(tu, unit, unsaved)):
                tu, known = _probe_instances(index, unit, unsaved, tu, tag, usr_names,
                                             sources, code)
            lowering = UnitLowering(program, tu, unit.file, tag, usr_names, sources, code,
                                    known_classes=known, linked_names=linked_names)
            _lower_unit(lowering, unit)
            retyped |= lowering.retyped
            rekinded |= lowering.types.rekinded
            deps.update(_dependencies(tu, unit.directory))
            lowering.discard()
            del tu, lowering
        if retyped:
            retype_globals(program, retyped)
        if rekinded:
            retype_records(program, rekinded)
        call_static_initialisers(program)
    return LoweringResult(program, sorted(deps))


def _probe_instances(index: ci.Index, unit: CompileUnit,
                     unsaved: list[tuple[str, str]] | None, tu: ci.TranslationUnit, tag: str,
                     usr_names: dict[str, str], sources: dict[str, bytes], code: CodeLowering
                     ) -> tuple[ci.TranslationUnit, dict[str, ci.Cursor] | None]:
    """A unit defining class templates, lowered once into a scratch program (the probe,
    `cxxinstances`): the unit to lower, parsed again with the function naming what the
    probe left unknown of template instances appended when there is any, and the classes
    by name the probe met (None: the appended function names them)."""
    probe = UnitLowering(Program(), tu, unit.file, tag, dict(usr_names), sources, code)
    _lower_unit(probe, unit)
    needs, known = probe.instance_needs(), probe.types.named_classes()
    probe.discard()
    text = cxxinstances.appended_function(needs) if needs else ""
    if not text:
        return tu, known
    path = _unit_path(unit, unsaved)
    own = next((t for p, t in unsaved or () if p == unit.file), None)
    if own is None:
        try:
            own = Path(path).read_text(errors="replace")
        except OSError:
            return tu, known
    lines = own.count("\n") + 1
    files = [(p, t) for p, t in unsaved or () if p != unit.file] + [(path, own + text)]
    try:
        again = index.parse(path, args=parse_args(unit) + list(cxxinstances.FLAGS),
                            unsaved_files=files)
    except ci.TranslationUnitLoadError:
        return tu, known
    for d in again.diagnostics:  # errors of the unit itself: keep the first parse
        if d.severity >= ci.Diagnostic.Error and not (
                d.location.file is not None and d.location.line > lines and
                os.path.abspath(d.location.file.name) == os.path.abspath(path)):
            return tu, known
    return again, None


def _mentions_range_for(tu: ci.TranslationUnit, unit: CompileUnit,
                        unsaved: list[tuple[str, str]] | None) -> bool:
    """May the unit's own code (its file, and what it includes outside system headers)
    hold a range-based `for` (`cxxrange.mentions_range_for`)?"""
    texts = dict(unsaved or ())
    files = [_unit_path(unit, unsaved)]
    for inc in tu.get_includes():
        if inc.include is not None and not _system_file(tu, inc):
            files.append(inc.include.name)
    for name in dict.fromkeys(files):
        text = texts.get(name)
        if text is None:
            try:
                text = Path(name).read_text(errors="replace")
            except OSError:
                continue
        if cxxrange.mentions_range_for(text):
            return True
    return False


def _system_file(tu: ci.TranslationUnit, inc: ci.FileInclusion) -> bool:
    return bool(ci.SourceLocation.from_position(tu, inc.include, 1, 1).is_in_system_header)


def _lower_static_initialisation(unit: UnitLowering, fn: Function,
                                 objects: list[tuple[Var, ci.Cursor]]) -> None:
    lowering = FunctionLowering(unit, fn, objects[0][1])
    try:
        lowering.static_initialisation(objects)
    finally:
        lowering.discard()


def call_static_initialisers(program: Program) -> None:
    """`main` first calls each unit's static initialisation function (`STATIC_INIT`), in
    the units' order (C++ leaves the order between units open), so that everything the
    program does, for analyses and the interpreter alike, follows from `main`. (A
    library without `main` keeps them as functions of its own.)"""
    main = program.functions.get("main")
    inits = [f for name, f in program.functions.items()
             if f.src_name == STATIC_INIT and name.startswith(STATIC_INIT) and f.has_body]
    if main is None or not main.has_body or not inits:
        return
    entry = main.nodes[0]
    first = list(entry.succs)
    for s in first:
        s.preds.remove(entry)
    entry.succs.clear()
    at = entry
    for f in inits:
        call = Call(None, Direct(f.name), ())
        object.__setattr__(call, "loc", f.loc)
        object.__setattr__(call, "src", "(static initialisation)")
        node = main.new_node(call)
        add_edge(at, node)
        at = node
    for s in first:
        add_edge(at, s)


def _lower_function(unit: UnitLowering, fn: Function, decl: ci.Cursor) -> None:
    lowering = FunctionLowering(unit, fn, decl)
    try:
        lowering.lower()
    finally:
        lowering.discard()


def scan_units(units: Sequence[CompileUnit]) -> list[UnitSymbols]:
    """Each unit's link-level symbols (`UnitSymbols`), parsed once each, nothing lowered."""
    index = ci.Index.create()
    out = []
    for unit in units:
        tu, _ = _parse(index, unit, None)
        symbols = unit_symbols(tu)
        deps = tuple(_dependencies(tu, unit.directory))
        out.append(UnitSymbols(symbols.defines, symbols.needs, deps))
        del tu
    return out


def _lower_unit(lowering: UnitLowering, unit: CompileUnit) -> None:
    """Lower one unit. Expressions and statements lower at any depth (steps.py); types
    (`int ***...*p`), which the IR nests as objects, and static initialisers are lowered
    recursively, and past some hundreds of levels are refused with one error."""
    try:
        lowering.lower()
    except (RecursionError, ctypes.ArgumentError) as exc:
        if not isinstance(exc, RecursionError) and "RecursionError" not in str(exc):
            raise  # (ctypes reports a RecursionError met converting an argument as its own)
        raise FrontendError(f"{unit.file}: a type, declarator or static initialiser is nested "
                            "too deeply to lower (more than some hundreds of levels)") from None


def on_large_stack(work: Callable[[], T]) -> T:
    """`work()` run on a thread with a C stack of `_STACK_BYTES`, with libclang told to parse
    on the calling thread (`LIBCLANG_NOTHREADS`) rather than on a thread of its own with
    8 MiB. Where such a thread cannot be had (a small address-space limit), on this one."""
    os.environ.setdefault("LIBCLANG_NOTHREADS", "1")
    outcome: list[T] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            outcome.append(work())
        except BaseException as exc:  # handed to the caller's thread
            failure.append(exc)

    try:
        old = threading.stack_size(_STACK_BYTES)
        try:
            worker = threading.Thread(target=target, name="ddpa-frontend", daemon=True)
            worker.start()
        finally:
            threading.stack_size(old)
    except (ValueError, RuntimeError, MemoryError):
        return work()
    worker.join()
    if failure:
        raise failure[0]
    return outcome[0]


@contextmanager
def _long_lived_allocations() -> Iterator[None]:
    """Build long-lived data (the IR) with the cyclic collector paused, restoring its state.

    Lowering allocates several objects per cursor and keeps nearly all of them, so the
    collector's repeated passes over the growing program found next to nothing and took a
    quarter of the lowering time at 10K lines. (Moving the result straight to the oldest
    generation with freeze/unfreeze would also skip the first young pass, but objects moved
    so are not counted towards the next full collection: a discarded program, and the
    translation unit its lowering's cycles hold, would then stay in memory indefinitely.)
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def _dependencies(tu: ci.TranslationUnit, directory: str = ".") -> list[str]:
    """The unit's file and every file it includes, relative ones made absolute against the
    directory the unit is compiled in (so that the cache can find them from anywhere)."""
    out = [tu.spelling]
    for inc in tu.get_includes():
        if inc.include is not None:
            out.append(inc.include.name)
    return [_dependency_path(os.path.join(directory, p)) for p in out]


def _dependency_path(p: str) -> str:
    """`p` normalised; through symbolic links where `..` after one matters (libclang finds
    the C++ library headers as `/../lib/gcc/.../../../../include/c++/12/...`)."""
    norm = os.path.normpath(p)
    return norm if os.path.exists(norm) else os.path.realpath(p)


def lower_source(text: str, filename: str = "input.c", flags: Sequence[str] = ()) -> Program:
    """Lower C source held in memory (tests, examples embedded in documentation)."""
    unit = CompileUnit(filename, ".", tuple(flags))
    return lower_units([unit], unsaved=[(filename, text)]).program


def lower_files(paths: Sequence[str], flags: Sequence[str] = ()) -> Program:
    """Lower one or more files compiled with the same flags, linked into one Program."""
    return lower_units([CompileUnit(p, ".", tuple(flags)) for p in paths]).program


def lower_compdb(path: str | os.PathLike[str]) -> Program:
    return lower_units(load_compdb(path)).program


__all__ = [
    "CompileUnit", "FrontendError", "LoweringResult", "UnitSymbols", "clean_flags", "is_cxx",
    "load_compdb",
    "lower_compdb", "lower_files", "lower_source", "lower_units", "scan_units",
]
