"""On-disk cache of lowered Programs (data only, checksummed), keyed by inputs and flags."""

from __future__ import annotations

import gc
import hashlib
import json
import logging
import os
import re
import tempfile
import time
import zlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ddpa.ir.codec import MalformedIRData, decode_program, encode_program
from ddpa.ir.immutable import immutable
from ddpa.ir.program import Program

log = logging.getLogger(__name__)

#: Bump when the entry layout (the lines below or `ddpa.ir.codec`) changes. Entries of
#: other formats have other file names, so they are never read (format 1 was a pickle).
ENTRY_FORMAT = 8
_SUFFIX = ".ddpa-ir"
_ENTRY_NAME = re.compile(r"[0-9a-f]{64}\.ddpa-ir([0-9]*)\Z")
_TEMP_NAME = re.compile(r"\.[0-9a-f]{64}\.ddpa-ir[0-9]*\..+\.tmp\Z")
_MAGIC = f"ddpa-ir-cache {ENTRY_FORMAT}\n".encode("ascii")
_ZLIB_LEVEL = 1  # level 6 makes entries ~15% smaller and stores several times slower
_MAX_PAYLOAD = 1 << 30
#: Temporary files older than this were left by a run that was killed while storing.
STALE_TEMP_SECONDS = 600.0


def default_cache_dir() -> Path:
    """`$XDG_CACHE_HOME/ddpa`, or `~/.cache/ddpa` (relative XDG paths are ignored, per spec)."""
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "ddpa"


def file_digest(path: str | os.PathLike[str]) -> str:
    """sha256 hex of a file's bytes: the content hash used for inputs and dependencies."""
    with open(path, "rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


# --- the entry format ----------------------------------------------------------------------
#
# An entry is data only; nothing in it is ever executed:
#
#     ddpa-ir-cache <ENTRY_FORMAT>\n
#     <sha256 hex of everything after this line>\n
#     {"key": ..., "deps": [[path, sha256], ...], "size": N, "head": H}\n  (one line of JSON)
#     zlib(JSON of ddpa.ir.codec.encode_program), H bytes, N bytes once decompressed,
#     in which each function's body is a reference [start, length, size] to ...
#     ... the bodies, each compressed apart with zlib, one after another
#
# The checksum is verified before anything else is parsed, so a damaged entry is rejected
# whole; the dependencies are checked before the (larger) Program is decoded. A question
# decompresses the tables and headers, then only the bodies it reads (each with its own
# source texts and locations). ("head" may be left out: the whole payload is then the
# program, its bodies inline.) Facts derived from a Program are entries of the same shape
# with no dependency: zlib(JSON), H bytes, then the byte strings the JSON refers to
# (`_BytesAfter`), uncompressed.


class BadEntry(ValueError):
    """A cache entry that is damaged, of another format, or stored under another key."""


def dumps_program(program: Program) -> tuple[bytes, int, int]:
    """`program` as an entry's payload: zlib-compressed JSON (`ddpa.ir.codec`) with each
    body compressed apart after it; the JSON's uncompressed size and its compressed length.

    Raises UnencodableProgram for a Program holding what the encoding does not know.
    """
    doc = encode_program(program)
    bodies = bytearray()
    for f in doc["functions"]:
        raw = f[-1].encode("ascii")
        packed = zlib.compress(raw, _ZLIB_LEVEL)
        f[-1] = [len(bodies), len(packed), len(raw)]
        bodies += packed
    text = json.dumps(doc, separators=(",", ":")).encode("ascii")
    head = zlib.compress(text, _ZLIB_LEVEL)
    return head + bytes(bodies), len(text), len(head)


def _inflate(payload: bytes | memoryview, size: int) -> bytes:
    """The `size` bytes a payload decompresses to; BadEntry otherwise. Decompression stops
    at `size`, so a damaged entry cannot make it allocate more."""
    inflater = zlib.decompressobj()
    try:
        text = inflater.decompress(payload, size + 1)
    except zlib.error as exc:
        raise BadEntry(f"payload does not decompress ({exc})") from None
    if len(text) != size or not inflater.eof or inflater.unused_data:
        raise BadEntry("payload has the wrong length")
    return text


def loads_program(payload: bytes | memoryview, size: int, head: int | None = None) -> Program:
    """The Program `dumps_program` wrote (its JSON `size` bytes once decompressed, the
    first `head` bytes of the payload); else BadEntry. A body is decompressed when first
    read (a damaged one is then MalformedIRData naming its function)."""
    head = len(payload) if head is None else head
    text = _inflate(memoryview(payload)[:head], size)
    bodies = memoryview(payload)[head:]

    def body(ref: object) -> str:
        if not (type(ref) is list and len(ref) == 3 and all(type(x) is int for x in ref)):
            raise MalformedIRData("malformed body reference")
        start, length, n = ref
        if not (0 <= start <= start + length <= len(bodies) and 0 <= n <= _MAX_PAYLOAD):
            raise MalformedIRData("body reference out of range")
        try:
            return _inflate(bodies[start:start + length], n).decode("ascii")
        except (BadEntry, UnicodeError) as exc:
            raise MalformedIRData(f"body: {exc}") from None

    with paused_gc():
        try:
            return decode_program(json.loads(text), body, paused_gc)
        except (ValueError, RecursionError) as exc:  # MalformedIRData, JSON, UTF-8
            raise BadEntry(str(exc)) from None


def entry_bytes(key: str, deps: Sequence[tuple[str, str]], program: Program) -> bytes:
    """The whole entry file storing `program` under `key`, with its dependencies."""
    return _entry(key, deps, *dumps_program(program))


def _entry(key: str, deps: Sequence[tuple[str, str]], payload: bytes, size: int,
           head: int | None = None) -> bytes:
    fields: dict[str, object] = {"key": key, "deps": [list(d) for d in deps], "size": size}
    if head is not None:
        fields["head"] = head
    header = json.dumps(fields, separators=(",", ":"))
    body = header.encode("ascii") + b"\n" + payload
    return _MAGIC + hashlib.sha256(body).hexdigest().encode("ascii") + b"\n" + body


def parse_entry(data: bytes, key: str
                ) -> tuple[list[tuple[str, str]], int, memoryview, int]:
    """(dependencies, payload size, payload, length of its head) of an entry file; BadEntry
    if it is not one. The payload is a view of `data` (an entry is never copied whole)."""
    if not data.startswith(_MAGIC):
        raise BadEntry(f"not an entry of format {ENTRY_FORMAT}")
    view = memoryview(data)
    cut = data.find(b"\n", len(_MAGIC))
    if cut < 0:
        raise BadEntry("checksum mismatch")
    digest, body = data[len(_MAGIC):cut], view[cut + 1:]
    if hashlib.sha256(body).hexdigest().encode("ascii") != digest:
        raise BadEntry("checksum mismatch")
    end = data.find(b"\n", cut + 1)
    if end < 0:
        end = len(data)
    line, payload = data[cut + 1:end], view[end + 1:]
    try:
        header = json.loads(line)
    except (ValueError, RecursionError):
        raise BadEntry("unreadable header") from None
    if not isinstance(header, dict) or header.get("key") != key:
        raise BadEntry("entry stored under another key")
    deps, size = header.get("deps"), header.get("size")
    head = header.get("head", len(payload))
    if not isinstance(deps, list) or not all(_is_dep(d) for d in deps):
        raise BadEntry("bad dependency list")
    if type(size) is not int or not 0 <= size <= _MAX_PAYLOAD:
        raise BadEntry("bad payload size")
    if type(head) is not int or not 0 <= head <= len(payload):
        raise BadEntry("bad payload head")
    return [(p, h) for p, h in deps], size, payload, head


def _is_dep(d: object) -> bool:
    return isinstance(d, list) and len(d) == 2 and all(type(x) is str for x in d)


# --- the cache ----------------------------------------------------------------------------


@immutable
class CacheStats:
    """Entries and bytes on disk now, plus this instance's hits and misses."""

    entries: int
    total_bytes: int
    hits: int
    misses: int


@immutable
class CacheInfo:
    """What `ddpa cache info` reports: entries of the current format, and of older ones."""

    directory: Path
    entries: int
    total_bytes: int
    format: int
    stale_entries: int
    stale_bytes: int


class IRCache:
    """Lowered Programs on disk, one file per key: a checksummed header, then the Program.

    The header records the dependency files (main sources and every included header) with
    their content hashes, so `load_checked` can reject an entry whose inputs changed without
    decoding the Program. Entries are data only (JSON through `ddpa.ir.codec`): loading one
    never runs code, and a damaged entry (bad checksum, wrong format or key, anything
    malformed) is one warning, is removed, and counts as a miss. The folder is created
    private to the user (0700, files 0600); entries are written atomically (temporary file,
    then `os.replace`), so concurrent readers see the old entry or the new one, and
    temporary files left by killed runs are removed by the next store.
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
        return self.directory / f"{key}{_SUFFIX}{ENTRY_FORMAT}"

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
            data = entry_bytes(key, deps, program)
            self._make_directory()
            self._remove_stale_temporaries()
            self._write_atomically(target, data)
        except (OSError, ValueError) as exc:  # ValueError: UnencodableProgram
            log.warning("cannot write IR cache entry %s: %s", target, exc)
            return False
        return True

    def _make_directory(self) -> None:
        """Create the folder 0700; tighten one this user owns that others could read."""
        self.directory.mkdir(mode=0o700, parents=True, exist_ok=True)
        st = self.directory.stat()
        if st.st_mode & 0o077 and st.st_uid == os.getuid():
            self.directory.chmod(0o700)

    def _remove_stale_temporaries(self) -> None:
        cutoff = time.time() - STALE_TEMP_SECONDS
        for p in self._files(_TEMP_NAME):
            try:
                if p.stat().st_mtime < cutoff:
                    p.unlink()
            except OSError:
                continue  # renamed or removed by the run that owns it

    def _write_atomically(self, target: Path, data: bytes) -> None:
        # mkstemp creates the file 0600; os.replace keeps that mode
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=f".{target.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
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
        program = None
        seen: os.stat_result | None = None
        try:
            with open(target, "rb") as fh:
                seen = os.fstat(fh.fileno())
                if seen.st_size > _MAX_PAYLOAD:  # compressed, an entry is far smaller
                    raise BadEntry(f"{seen.st_size} bytes, too large for an entry")
                data = fh.read()
            deps, size, payload, head = parse_entry(data, key)
            if not check or _deps_unchanged(deps):
                program = loads_program(payload, size, head)
        except FileNotFoundError:
            pass
        except (OSError, BadEntry) as exc:
            log.warning("ignoring unreadable IR cache entry %s: %s", target, exc)
            if isinstance(exc, BadEntry) and seen is not None:
                _discard(target, seen)
        if program is None:
            self._misses += 1
        else:
            self._hits += 1
        return program

    def facts_key(self, key: str, kind: str) -> str:
        """The key of the `kind` facts derived from the Program stored under `key` by this
        version of the code (any change to ddpa's sources gives other keys)."""
        blob = json.dumps(["facts", key, kind, code_digest()], separators=(",", ":"))
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()

    def store_facts(self, key: str, kind: str, doc: object) -> bool:
        """Keep a JSON document derived from the Program stored under `key` (its values may
        also be byte strings, kept uncompressed after the compressed JSON text:
        `_BytesAfter`); False (logged) if it could not be written. It is an entry like the
        Program's, with no dependency: the Program's key already names its inputs.

        The byte strings are arrays a question reads whole (the kept alias graph's, 6.7 MB
        at 100K generated lines): decompressing them took longer (21 ms) than reading and
        checking them uncompressed (about 6 ms), for entries about four times larger."""
        fkey = self.facts_key(key, kind)
        target = self.path(fkey)
        try:
            after = _BytesAfter()
            text = json.dumps(doc, separators=(",", ":"), default=after).encode("ascii")
            packed = zlib.compress(text, _ZLIB_LEVEL)
            data = _entry(fkey, [], packed + b"\n".join(after.blobs), len(text), len(packed))
            self._make_directory()
            self._write_atomically(target, data)
        except (OSError, ValueError, TypeError) as exc:
            log.warning("cannot write cache entry %s: %s", target, exc)
            return False
        return True

    def load_facts(self, key: str, kind: str) -> object | None:
        """The document `store_facts` kept for (`key`, `kind`), or None; a damaged entry is
        one warning and is removed. The caller checks the document's shape."""
        target = self.path(self.facts_key(key, kind))
        seen: os.stat_result | None = None
        try:
            with open(target, "rb") as fh:
                seen = os.fstat(fh.fileno())
                if seen.st_size > _MAX_PAYLOAD:
                    raise BadEntry(f"{seen.st_size} bytes, too large for an entry")
                data = fh.read()
            _, size, payload, head = parse_entry(data, self.facts_key(key, kind))
            try:
                with paused_gc():
                    text = _inflate(payload[:head], size)
                    doc: object = json.loads(text, object_hook=_BytesRefs(payload[head:]))
            except (ValueError, RecursionError) as exc:
                raise BadEntry(str(exc)) from None
            return doc
        except FileNotFoundError:
            return None
        except (OSError, BadEntry) as exc:
            log.warning("ignoring unreadable cache entry %s: %s", target, exc)
            if isinstance(exc, BadEntry) and seen is not None:
                _discard(target, seen)
            return None

    def _files(self, pattern: re.Pattern[str]) -> list[Path]:
        if not self.directory.is_dir():
            return []
        return sorted(p for p in self.directory.iterdir() if pattern.match(p.name))

    def _sizes(self) -> tuple[list[int], list[int]]:
        """Sizes of the entries of the current format, and of other formats."""
        current: list[int] = []
        stale: list[int] = []
        for p in self._files(_ENTRY_NAME):
            try:
                size = p.stat().st_size
            except FileNotFoundError:
                continue  # removed by a concurrent clear()
            is_current = p.name.endswith(f"{_SUFFIX}{ENTRY_FORMAT}")
            (current if is_current else stale).append(size)
        return current, stale

    def clear(self) -> int:
        """Remove every entry of any format, and temporary files; returns the entries removed."""
        removed = 0
        for p in self._files(_ENTRY_NAME):
            try:
                p.unlink()
                removed += 1
            except FileNotFoundError:
                continue
        for p in self._files(_TEMP_NAME):
            p.unlink(missing_ok=True)
        return removed

    def stats(self) -> CacheStats:
        sizes, _ = self._sizes()
        return CacheStats(len(sizes), sum(sizes), self._hits, self._misses)

    def info(self) -> CacheInfo:
        sizes, stale = self._sizes()
        return CacheInfo(self.directory, len(sizes), sum(sizes), ENTRY_FORMAT, len(stale),
                         sum(stale))


class _BytesAfter:
    """`json.dumps`'s `default`: a byte string (an array of integers, say) becomes a
    reference `{"$bytes": [start, length]}` into the byte strings kept after the document's
    JSON text, one after another with a newline between each two."""

    def __init__(self) -> None:
        self.blobs: list[bytes] = []
        self._at = 0

    def __call__(self, x: object) -> object:
        if not isinstance(x, bytes | bytearray | memoryview):
            raise TypeError(f"{type(x).__name__} is not JSON data")
        data = bytes(x)
        self.blobs.append(data)
        ref = {"$bytes": [self._at, len(data)]}
        self._at += len(data) + 1
        return ref


class _BytesRefs:
    """`json.loads`'s `object_hook`: each reference `_BytesAfter` wrote becomes its bytes (a
    memoryview into `blobs`, the byte strings after the JSON text, never copied); BadEntry
    for a reference out of range."""

    def __init__(self, blobs: memoryview) -> None:
        self.blobs = blobs

    def __call__(self, d: dict[str, Any]) -> object:
        ref = d.get("$bytes")
        if ref is None or len(d) != 1:
            return d
        if not (type(ref) is list and len(ref) == 2 and all(type(x) is int for x in ref)
                and min(ref) >= 0 and ref[0] + ref[1] <= len(self.blobs)):
            raise BadEntry("malformed reference to bytes")
        return self.blobs[ref[0]:ref[0] + ref[1]]


class StoredFacts:
    """`ddpa.ir.program.FactStore` in the IR cache, for the Program stored under one key."""

    def __init__(self, cache: IRCache, key: str) -> None:
        self.cache = cache
        self.key = key

    def get(self, kind: str) -> object | None:
        return self.cache.load_facts(self.key, kind)

    def put(self, kind: str, doc: object) -> None:
        self.cache.store_facts(self.key, kind, doc)


_CODE_DIGEST: list[str] = []


def code_digest() -> str:
    """sha256 hex over the sources of the ddpa package (path and bytes of each `.py`), read
    once per process: facts derived by one version of the code are never read by another."""
    if not _CODE_DIGEST:
        root = Path(__file__).resolve().parents[1]
        h = hashlib.sha256()
        for name in sorted(_sources(str(root), "")):
            h.update(name.encode("utf-8") + b"\0")
            h.update((root / name).read_bytes() + b"\0")
        _CODE_DIGEST.append(h.hexdigest())
    return _CODE_DIGEST[0]


def _sources(folder: str, prefix: str) -> Iterator[str]:
    """The `.py` files below `folder`, as paths relative to it with `/` (`os.scandir`:
    a tenth of what `Path.rglob` takes, which every process paid)."""
    with os.scandir(folder) as entries:
        for e in entries:
            if e.is_dir(follow_symlinks=False):
                if e.name != "__pycache__":
                    yield from _sources(e.path, f"{prefix}{e.name}/")
            elif e.name.endswith(".py"):
                yield prefix + e.name


def cache_info(directory: Path | None = None) -> CacheInfo:
    """The cache folder (default: `default_cache_dir()`), its entries and their size."""
    return IRCache(directory or default_cache_dir()).info()


def clear_cache(directory: Path | None = None) -> int:
    """Remove every entry of the cache folder (default: `default_cache_dir()`); how many."""
    return IRCache(directory or default_cache_dir()).clear()


def _discard(target: Path, seen: os.stat_result) -> None:
    """Remove a damaged entry, unless another run has replaced it since it was read."""
    try:
        now = target.stat()
        if (now.st_ino, now.st_mtime_ns) == (seen.st_ino, seen.st_mtime_ns):
            target.unlink()
    except OSError:
        pass


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic collector while decoding, restoring its previous state.

    Decoding allocates several container objects per node and nothing it allocates is
    garbage, yet the allocations trigger repeated full collections that tripled load time
    for 60K nodes (about 0.7 s against 0.2 s). A body decoded when first read is decoded
    inside it too: the bodies of a 100K-line program are 1.9 million tracked objects,
    which every collection after would scan again.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if _keeping_loads:
            gc.freeze()
        if was_enabled:
            gc.enable()


_keeping_loads = False


def keep_loads() -> None:
    """From now on, what a load decodes lives until the process ends (a command-line
    process, whose program does): each load, and each body decoded when first read, ends
    by moving every object made so far out of the cyclic collector's reach (`gc.freeze`).
    Otherwise the first collection after a load scans every object it made (12 ms after
    loading 100K generated lines), and every full collection after that scans them
    again. Such objects are still freed when their last reference goes, unless they are
    in a cycle; so a library caller that loads many programs should not call this."""
    global _keeping_loads
    _keeping_loads = True


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
