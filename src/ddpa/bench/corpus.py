"""Real C programs for the benchmarks, fetched from PyPI source distributions when asked for.

The papers measure real programs (SPEC CPU2000 in Zheng and Rugina, Unix utilities in
Duesterwald et al.); the project's own examples are small and its generated programs are
regular, with few pointers that many others may hold. This corpus adds real code without
making it part of the repository: each entry names a source distribution on PyPI that bundles
a C program (its address and SHA-256), which is downloaded once into a cache folder, checked
and unpacked there, and lowered with the entry's flags. The benchmarks never run in CI, and
nothing here runs unless a benchmark asks for the corpus.
"""

from __future__ import annotations

import hashlib
import logging
import tarfile
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from ddpa.ir.program import Program

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CorpusProgram:
    """One real program: where its sources come from and how to compile them."""

    name: str
    description: str
    url: str
    sha256: str
    root: str  # the program's folder inside the archive
    files: tuple[str, ...]  # translation units, relative to root, linked into one program
    flags: tuple[str, ...] = ()


class CorpusError(Exception):
    """The corpus could not be fetched or checked (no network, a changed archive, ...)."""


_PYPI = "https://files.pythonhosted.org/packages"

CORPUS: dict[str, CorpusProgram] = {
    p.name: p for p in (
        CorpusProgram(
            "lua-5.4",
            "the Lua 5.4 interpreter and standard library (all of it in one unit, onelua.c), "
            "as bundled by the lupa 2.8 source distribution",
            f"{_PYPI}/c3/a6/0f869fbb07c393f15473b1eefefb7b5bec162fb7481803d040ed4dc46002/"
            "lupa-2.8.tar.gz",
            "d8022641b9ec8ecf2c5ecbe9f47e5a70e0b87c4b5ae921b92cb02a638e0acd08",
            "lupa-2.8/third-party/lua54",
            ("onelua.c",),
        ),
    )
}


def default_cache_dir() -> Path:
    """Next to the IR cache: `$XDG_CACHE_HOME/ddpa/corpus`, else `~/.cache/ddpa/corpus`."""
    import os

    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "ddpa" / "corpus"


def fetch(program: CorpusProgram, cache_dir: Path | None = None, timeout: float = 120.0
          ) -> Path:
    """The folder holding the program's sources, downloading and unpacking them if needed."""
    cache = cache_dir or default_cache_dir()
    root = cache / program.name
    done = root / ".complete"
    if done.exists():
        return root / program.root
    archive = cache / (program.name + ".tar.gz")
    if not archive.exists() or _digest(archive) != program.sha256:
        cache.mkdir(parents=True, exist_ok=True)
        log.info("downloading %s from %s", program.name, program.url)
        try:
            with urllib.request.urlopen(program.url, timeout=timeout) as resp:
                data = resp.read()
        except OSError as exc:
            raise CorpusError(f"{program.name}: cannot download {program.url}: {exc}") from exc
        if hashlib.sha256(data).hexdigest() != program.sha256:
            raise CorpusError(f"{program.name}: {program.url} does not have the expected "
                              "SHA-256 (the archive changed); not used")
        archive.write_bytes(data)
    prefix = program.root.rstrip("/") + "/"
    with tarfile.open(archive) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(prefix) and m.isfile()]
        tar.extractall(root, members=members, filter="data")
    done.write_text(program.sha256 + "\n")
    return root / program.root


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def source_lines(program: Program, folder: Path) -> int:
    """Lines of the program's own source files: those of the folder that some function's
    statements come from (system headers, and sources the units do not include, such as a
    test harness beside them, are not counted)."""
    names = {node.instr.loc.file for fn in program.functions.values() for node in fn.nodes}
    total = 0
    for name in names:
        path = folder / Path(name).name
        if path.is_file() and (folder / name).resolve() == path.resolve():
            total += len(path.read_text(errors="replace").splitlines())
    return total


def load(program: CorpusProgram, cache_dir: Path | None = None, use_cache: bool = True
         ) -> tuple[Program, int]:
    """The lowered program and its line count, fetching its sources first if needed."""
    from ddpa.loader import LoadOptions, load_program

    folder = fetch(program, cache_dir)
    files = [str(folder / f) for f in program.files]
    loaded = load_program(files, LoadOptions(flags=program.flags, use_cache=use_cache))
    return loaded.program, source_lines(loaded.program, folder)
