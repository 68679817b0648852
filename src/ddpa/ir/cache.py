"""On-disk cache of lowered Programs, keyed by input contents, flags and format version."""

from __future__ import annotations

import copyreg
import dataclasses
import gc
import hashlib
import io
import json
import logging
import os
import pickle
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from ddpa.ir.instr import (
    INSTR_KINDS,
    Const,
    Direct,
    FuncRef,
    Indirect,
    Instr,
    Loc,
    Var,
    Virtual,
)
from ddpa.ir.program import Function, Node, Program

log = logging.getLogger(__name__)

# Bump when the entry layout (header fields or the flattened Function form) changes.
ENTRY_FORMAT = 1
_SUFFIX = ".ddpa-ir"
_PROTOCOL = 5


def default_cache_dir() -> Path:
    """`$XDG_CACHE_HOME/ddpa`, or `~/.cache/ddpa` (relative XDG paths are ignored, per spec)."""
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "ddpa"


def file_digest(path: str | os.PathLike[str]) -> str:
    """sha256 hex of a file's bytes: the content hash used for inputs and dependencies."""
    with open(path, "rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


# --- flattened Function pickling ---------------------------------------------------------
#
# Pickling the linked Node graph directly recurses once per node along succs/preds chains
# and overflows the interpreter stack on long functions. Functions are therefore reduced to
# their fields plus, per node, (id, instr, successor positions, predecessor positions);
# `_rebuild_function` relinks nodes and their back references on load.


def _reduce_function(f: Function) -> tuple[Any, ...]:
    pos = {id(n): i for i, n in enumerate(f.nodes)}
    ids = [n.id for n in f.nodes]
    instrs = [n.instr for n in f.nodes]
    succs = [[pos[id(s)] for s in n.succs] for n in f.nodes]
    preds = [[pos[id(p)] for p in n.preds] for n in f.nodes]
    state = {k: v for k, v in vars(f).items() if k != "nodes"}
    return _rebuild_function, (state, ids, instrs, succs, preds)


def _rebuild_function(
    state: dict[str, Any],
    ids: list[int],
    instrs: list[Instr],
    succs: list[list[int]],
    preds: list[list[int]],
) -> Function:
    f = Function.__new__(Function)
    f.__dict__.update(state)
    nodes = [Node(f, nid, instr) for nid, instr in zip(ids, instrs, strict=True)]
    for n, ss, ps in zip(nodes, succs, preds, strict=True):
        n.succs = [nodes[i] for i in ss]
        n.preds = [nodes[i] for i in ps]
    f.nodes = nodes
    return f


def _build_instr(cls: type[Instr], args: tuple[Any, ...], loc: Loc, src: str) -> Instr:
    return cls(*args, loc=loc, src=src)  # type: ignore[call-arg]


def _fast_reducer(cls: type) -> Callable[[Any], tuple[Any, ...]] | None:
    """A reducer rebuilding `cls` through its constructor, or None if it does not fit.

    The reducer dataclasses generate for frozen slotted classes calls `fields()` for every
    object on load, which dominated load time (0.8 s of ~1 s for 60K nodes); calling the
    constructor directly is several times faster.
    """
    fs = dataclasses.fields(cls)
    pos = tuple(f.name for f in fs if not f.kw_only)
    kw = tuple(f.name for f in fs if f.kw_only)
    if any(not f.init for f in fs) or kw not in ((), ("loc", "src")):
        return None
    if not kw:
        return lambda obj: (cls, tuple([getattr(obj, n) for n in pos]))
    return lambda obj: (
        _build_instr,
        (cls, tuple([getattr(obj, n) for n in pos]), obj.loc, obj.src),
    )


def _dispatch_table() -> dict[type, Callable[[Any], Any]]:
    table: dict[type, Callable[[Any], Any]] = dict(copyreg.dispatch_table)
    table[Function] = _reduce_function
    for cls in (*INSTR_KINDS, Loc, Var, Const, FuncRef, Direct, Indirect, Virtual):
        reducer = _fast_reducer(cls)
        if reducer is not None:
            table[cls] = reducer
    return table


_DISPATCH = _dispatch_table()


def dump_program(program: Program, fh: BinaryIO) -> None:
    """Pickle `program` to `fh` with Functions in flattened form (no deep recursion)."""
    pickler = pickle.Pickler(fh, protocol=_PROTOCOL)
    pickler.dispatch_table = _DISPATCH
    pickler.dump(program)


def dumps_program(program: Program) -> bytes:
    buf = io.BytesIO()
    dump_program(program, buf)
    return buf.getvalue()


# --- the cache ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CacheStats:
    """Entries and bytes on disk now, plus this instance's hits and misses."""

    entries: int
    total_bytes: int
    hits: int
    misses: int


class IRCache:
    """Lowered Programs on disk, one file per key: a small header, then the Program.

    The header records the dependency files (main sources and every included header) with
    their content hashes, so `load_checked` can reject an entry whose inputs changed without
    unpickling the Program. Entries are written atomically (temporary file, then
    `os.replace`), so concurrent readers see either the old entry or the new one. A corrupt
    or unreadable entry is a miss, logged at WARNING. Entries are pickles: the directory
    must be trusted as much as the code itself.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self._hits = 0
        self._misses = 0

    @staticmethod
    def key(inputs: Sequence[tuple[str, str]], flags: Sequence[str], version: str) -> str:
        """sha256 hex over the (path, content hash) inputs, the flags and the version.

        Order matters for both sequences (it can change the lowered Program), so callers
        should pass them in a deterministic order.
        """
        blob = json.dumps(
            [version, [[p, h] for p, h in inputs], list(flags)], separators=(",", ":")
        )
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()

    def path(self, key: str) -> Path:
        if len(key) != 64 or any(c not in "0123456789abcdef" for c in key):
            raise ValueError(f"not a cache key: {key!r}")
        return self.directory / (key + _SUFFIX)

    def store(
        self,
        key: str,
        program: Program,
        dependencies: Sequence[str],
        digests: Mapping[str, str] | None = None,
    ) -> bool:
        """Write the entry for `key`; False (logged) if it could not be written.

        `digests` gives the content hashes the caller computed when it read the files; any
        dependency not in it is hashed now (which misses an edit made after lowering).
        """
        target = self.path(key)
        try:
            deps = [(p, (digests or {}).get(p) or file_digest(p)) for p in dependencies]
            header = {"format": ENTRY_FORMAT, "key": key, "deps": deps}
            self.directory.mkdir(parents=True, exist_ok=True)
            self._write_atomically(target, header, program)
        except OSError as exc:
            log.warning("cannot write IR cache entry %s: %s", target, exc)
            return False
        return True

    def _write_atomically(self, target: Path, header: dict[str, Any], program: Program) -> None:
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=f".{target.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(header, fh, protocol=_PROTOCOL)
                dump_program(program, fh)
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def load(self, key: str) -> Program | None:
        """The stored Program for `key`, without checking its dependencies; None on a miss."""
        return self._load(key, check=False)

    def load_checked(self, key: str) -> Program | None:
        """Like `load`, but None also when any recorded dependency changed or is missing."""
        return self._load(key, check=True)

    def _load(self, key: str, check: bool) -> Program | None:
        target = self.path(key)
        try:
            program = self._read(target, key, check)
        except FileNotFoundError:
            program = None
        except Exception as exc:  # any failure to read or unpickle is a miss, never an error
            log.warning("ignoring unreadable IR cache entry %s: %s", target, exc)
            program = None
        if program is None:
            self._misses += 1
        else:
            self._hits += 1
        return program

    def _read(self, target: Path, key: str, check: bool) -> Program | None:
        with open(target, "rb") as fh:
            header = pickle.load(fh)
            if not isinstance(header, dict) or header.get("format") != ENTRY_FORMAT:
                raise ValueError("unknown entry format")
            if header.get("key") != key:
                raise ValueError("entry stored under another key")
            if check and not _deps_unchanged(header["deps"]):
                return None
            program = _load_without_gc(fh)
        if not isinstance(program, Program):
            raise ValueError(f"entry holds a {type(program).__name__}, not a Program")
        return program

    def _entries(self) -> list[Path]:
        if not self.directory.is_dir():
            return []
        return sorted(p for p in self.directory.iterdir() if p.name.endswith(_SUFFIX))

    def clear(self) -> int:
        """Remove every entry (and leftover temporary files); returns the entries removed."""
        removed = 0
        for p in self._entries():
            p.unlink(missing_ok=True)
            removed += 1
        if self.directory.is_dir():
            for p in self.directory.glob(f".*{_SUFFIX}.*.tmp"):
                p.unlink(missing_ok=True)
        return removed

    def stats(self) -> CacheStats:
        sizes = []
        for p in self._entries():
            try:
                sizes.append(p.stat().st_size)
            except FileNotFoundError:
                continue  # removed by a concurrent clear()
        return CacheStats(len(sizes), sum(sizes), self._hits, self._misses)


def _load_without_gc(fh: BinaryIO) -> Any:
    """Unpickle with the cyclic collector paused, restoring its previous state.

    Unpickling allocates ~10 container objects per node and nothing it allocates is garbage,
    yet the allocations trigger repeated full collections that tripled load time for 60K
    nodes (about 0.7 s against 0.2 s).
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return pickle.load(fh)
    finally:
        if was_enabled:
            gc.enable()


def _deps_unchanged(deps: list[tuple[str, str]]) -> bool:
    for path, digest in deps:
        try:
            if file_digest(path) != digest:
                log.debug("IR cache dependency changed: %s", path)
                return False
        except OSError:
            log.debug("IR cache dependency missing: %s", path)
            return False
    return True
