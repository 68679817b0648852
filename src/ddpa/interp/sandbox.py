"""The world a run sees: sandbox files in memory, the environment, a fixed clock.

Nothing of the host is reachable from a program: it sees only the files it was given
(by name, as `World.files`; the folders that exist are theirs, the current one, `/tmp`
and those mkdir makes), the variables of `World.env`, and a clock that starts at
`World.epoch` and advances one microsecond per executed IR instruction. Writes change
the in-memory files only; `FileSystem.changed` tells which ones a caller may save.
"""

from __future__ import annotations

import errno
import posixpath
from dataclasses import dataclass
from pathlib import Path

from ddpa.interp.cformat import Input
from ddpa.interp.stdio import StdIO

#: 2000-01-01T00:00:00Z, the instant every run starts at.
EPOCH_2000 = 946_684_800


@dataclass(frozen=True)
class World:
    """What the program may see of the outside: files by name, environment variables."""

    files: tuple[tuple[str, bytes], ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    epoch: int = EPOCH_2000


NO_WORLD = World()


def sandbox_name(path: str) -> str:
    """The key of a file in the sandbox: the path normalised (`./a//b` is `a/b`)."""
    name = posixpath.normpath(path)
    return name[2:] if name.startswith("./") else name


def files_under(root: Path) -> list[tuple[str, bytes]]:
    """Every regular file below `root`, named relative to it (what `--root DIR` copies)."""
    out = []
    for p in sorted(root.rglob("*")):
        if p.is_file():
            out.append((p.relative_to(root).as_posix(), p.read_bytes()))
    return out


class OpenFile:
    """One open stream on a sandbox file: the shared contents, a position and flags."""

    def __init__(self, name: str, data: bytearray, readable: bool, writable: bool,
                 append: bool) -> None:
        self.name = name
        self.data = data
        self.input = Input(data)  # the read position is the stream's position
        self.readable = readable
        self.writable = writable
        self.append = append
        self.pushback: list[int] = []

    @property
    def pos(self) -> int:
        return self.input.pos

    def seek(self, pos: int) -> None:
        self.pushback.clear()
        self.input.pos = pos

    def getc(self) -> int:
        if self.pushback:
            return self.pushback.pop()
        return self.input.get() if self.readable else -1

    def ungetc(self, c: int) -> int:
        if c < 0:
            return -1
        self.pushback.append(c & 0xFF)
        return c & 0xFF

    def sync_pushback(self) -> None:
        """Pushed-back bytes go back to the input before a formatted or block read."""
        self.input.pos = max(0, self.input.pos - len(self.pushback))
        self.pushback.clear()

    def read(self, n: int) -> bytes:
        self.sync_pushback()
        if not self.readable:
            return b""
        pos = self.input.pos
        chunk = bytes(self.data[pos:pos + n])
        self.input.pos = pos + len(chunk)
        return chunk

    def write(self, data: bytes) -> int:
        if not self.writable:
            return 0
        self.sync_pushback()
        pos = len(self.data) if self.append else self.input.pos
        if pos > len(self.data):  # a seek past the end leaves a hole of zero bytes
            self.data.extend(bytes(pos - len(self.data)))
        self.data[pos:pos + len(data)] = data
        self.input.pos = pos + len(data)
        return len(data)


class FileSystem:
    """The sandbox: file names to contents; opening follows fopen's modes and errors."""

    def __init__(self, files: tuple[tuple[str, bytes], ...]) -> None:
        self.files: dict[str, bytearray] = {sandbox_name(n): bytearray(d) for n, d in files}
        self.changed: set[str] = set()
        self._temp = 0
        # folders that exist: the current one, /tmp, those of the files given, and mkdir's
        self.dirs: set[str] = {".", "/", "/tmp"}
        for name in self.files:
            self._add_parents(name)

    def _add_parents(self, name: str) -> None:
        parent = posixpath.dirname(name)
        while parent and parent not in self.dirs:
            self.dirs.add(parent)
            parent = posixpath.dirname(parent)

    def folder_exists(self, name: str) -> bool:
        return (posixpath.dirname(name) or ".") in self.dirs

    def mkdir(self, path: str) -> int:
        name = sandbox_name(path)
        if name in self.dirs or name in self.files:
            return errno.EEXIST
        if not self.folder_exists(name):
            return errno.ENOENT
        self.dirs.add(name)
        return 0

    def unique_name(self, template: str) -> str:
        """mkstemp's name: the trailing XXXXXX replaced by a counter (runs are reproducible)."""
        while True:
            self._temp += 1
            name = template[:-6] + f"{self._temp:06d}"
            if sandbox_name(name) not in self.files:
                return name

    def open(self, path: str, mode: str) -> OpenFile | int:
        """An open stream, or the errno value fopen would set."""
        base = mode.replace("b", "").replace("e", "").replace("m", "").replace("c", "")
        exclusive = "x" in base
        base = base.replace("x", "")
        if base not in ("r", "w", "a", "r+", "w+", "a+"):
            return errno.EINVAL
        name = sandbox_name(path)
        data = self.files.get(name)
        if base[0] == "r":
            if data is None:
                return errno.ENOENT
        elif data is not None and exclusive:
            return errno.EEXIST
        elif data is None or base[0] == "w":
            if data is None:
                if name in self.dirs:
                    return errno.EISDIR
                if not self.folder_exists(name):
                    return errno.ENOENT
                data = self.files[name] = bytearray()
            else:
                data.clear()
            self.changed.add(name)
        writable = base != "r"
        if writable:
            self.changed.add(name)
        return OpenFile(name, data, base[0] == "r" or "+" in base, writable, base[0] == "a")

    def temporary(self) -> OpenFile:
        """tmpfile(): a new anonymous file, open for update, gone from the names at once."""
        self._temp += 1
        return OpenFile(f"<tmpfile {self._temp}>", bytearray(), True, True, False)

    def remove(self, path: str) -> int:
        name = sandbox_name(path)
        if name not in self.files:
            return errno.ENOENT
        del self.files[name]
        self.changed.discard(name)
        return 0

    def rename(self, old: str, new: str) -> int:
        a, b = sandbox_name(old), sandbox_name(new)
        if a not in self.files or not self.folder_exists(b):
            return errno.ENOENT
        self.files[b] = self.files.pop(a)
        self.changed.discard(a)
        self.changed.add(b)
        return 0

    def written(self) -> dict[str, bytes]:
        """The files the program created or opened for writing, with their final contents."""
        return {n: bytes(self.files[n]) for n in sorted(self.changed) if n in self.files}


class StdinStream:
    """stdin seen as an input stream, with the same reading interface as `OpenFile`."""

    def __init__(self, io: StdIO) -> None:
        self.io = io

    @property
    def input(self) -> Input:
        return self.io.stdin

    def getc(self) -> int:
        return self.io.getc()

    def ungetc(self, c: int) -> int:
        return self.io.ungetc(c)

    def sync_pushback(self) -> None:
        self.io.sync_pushback()

    def read(self, n: int) -> bytes:
        self.io.sync_pushback()
        src = self.io.stdin
        chunk = bytes(src.data[src.pos:src.pos + n])
        src.pos += len(chunk)
        return chunk
