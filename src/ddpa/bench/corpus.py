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

from ddpa.ir.cache import file_digest
from ddpa.ir.program import Program

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CorpusProgram:
    """One real program: where its sources come from and how to compile them.

    `top` is the archive's top folder; `extract` the folders below it that the program
    needs; `files` its translation units (relative to `top`, `*` patterns allowed: the
    archive is pinned, so they always match the same files), linked into one program;
    `flags` the compiler flags, with `{root}` standing for the unpacked `top`.
    """

    name: str
    description: str
    url: str
    sha256: str
    top: str
    extract: tuple[str, ...]
    files: tuple[str, ...]
    flags: tuple[str, ...] = ()

    def units(self, root: Path) -> list[str]:
        out: list[str] = []
        for pattern in self.files:
            found = sorted(root.glob(pattern)) if "*" in pattern else [root / pattern]
            out.extend(str(f) for f in found)
        return out

    def compile_flags(self, root: Path) -> tuple[str, ...]:
        return tuple(f.replace("{root}", str(root)) for f in self.flags)


class CorpusError(Exception):
    """The corpus could not be fetched or checked (no network, a changed archive, ...)."""


_PYPI = "https://files.pythonhosted.org/packages"
_CMARK = "third_party/cmark"

CORPUS: dict[str, CorpusProgram] = {
    p.name: p for p in (
        CorpusProgram(
            "lua-5.4",
            "the Lua 5.4 interpreter and its standard library, all in one unit (onelua.c), "
            "as bundled by the lupa 2.8 source distribution",
            f"{_PYPI}/c3/a6/0f869fbb07c393f15473b1eefefb7b5bec162fb7481803d040ed4dc46002/"
            "lupa-2.8.tar.gz",
            "d8022641b9ec8ecf2c5ecbe9f47e5a70e0b87c4b5ae921b92cb02a638e0acd08",
            "lupa-2.8", ("third-party/lua54",), ("third-party/lua54/onelua.c",),
        ),
        CorpusProgram(
            "cmark-gfm",
            "GitHub's CommonMark parser and renderers with their extensions (a library that "
            "builds and walks document trees), from the cmarkgfm 2025.10.22 source "
            "distribution",
            f"{_PYPI}/8f/0c/5010c87ceba51854dad42f45a3d28a3c67e81a21cfed8b20c34688aaa1b6/"
            "cmarkgfm-2025.10.22.tar.gz",
            "5bec61007b65b919488442c838c58a6c8bf4741f5103c593b2ef180d39818eda",
            "cmarkgfm-2025.10.22", ("generated/unix", _CMARK),
            (f"{_CMARK}/src/*.c", f"{_CMARK}/extensions/*.c"),
            ("-I{root}/generated/unix", f"-I{{root}}/{_CMARK}/src",
             f"-I{{root}}/{_CMARK}/extensions"),
        ),
        CorpusProgram(
            "lz4",
            "the LZ4 compression library (block, high-compression and frame formats, "
            "xxHash), from the lz4 4.4.5 source distribution",
            f"{_PYPI}/57/51/f1b86d93029f418033dddf9b9f79c8d2641e7454080478ee2aab5123173e/"
            "lz4-4.4.5.tar.gz",
            "5f0b9e53c1e82e88c10d7c180069363980136b9d7a8306c4dca4f760d60c39f0",
            "lz4-4.4.5", ("lz4libs",),
            ("lz4libs/lz4.c", "lz4libs/lz4hc.c", "lz4libs/lz4frame.c", "lz4libs/xxhash.c"),
        ),
        CorpusProgram(
            "zstd",
            "the Zstandard compression library in one unit (zstd.c), from the zstandard "
            "0.25.0 source distribution; built without SIMD intrinsics (clang cannot parse "
            "gcc's intrinsics headers)",
            f"{_PYPI}/fd/aa/3e0508d5a5dd96529cdc5a97011299056e14c6505b678fd58938792794b1/"
            "zstandard-0.25.0.tar.gz",
            "7713e1179d162cf5c7906da876ec2ccb9c3a9dcbdffef0cc7f70c3667a205f0b",
            "zstandard-0.25.0", ("zstd",), ("zstd/zstd.c",),
            ("-U__SSE2__", "-DZSTD_NO_INTRINSICS", "-DZSTD_MULTITHREAD=0"),
        ),
    )
}


def names(text: str | None) -> tuple[str, ...]:
    """Corpus programs named on a command line: comma-separated names, or `all`."""
    if not text:
        return ()
    chosen = tuple(CORPUS) if text == "all" else tuple(n for n in text.split(",") if n)
    unknown = [n for n in chosen if n not in CORPUS]
    if unknown:
        raise CorpusError(f"unknown corpus program '{unknown[0]}' (known: "
                          f"{', '.join(CORPUS)})")
    return chosen


def default_cache_dir() -> Path:
    """Beside the IR cache (`ddpa.ir.cache.default_cache_dir`): its `corpus` folder."""
    from ddpa.ir.cache import default_cache_dir as ir_cache_dir

    return ir_cache_dir() / "corpus"


def fetch(program: CorpusProgram, cache_dir: Path | None = None, timeout: float = 120.0
          ) -> Path:
    """The unpacked top folder of the program's archive, downloading it if needed."""
    cache = cache_dir or default_cache_dir()
    root = cache / program.name
    done = root / ".complete"
    if done.exists():
        return root / program.top
    archive = cache / (program.name + ".tar.gz")
    if not archive.exists() or file_digest(archive) != program.sha256:
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
    prefixes = tuple(f"{program.top}/{e.strip('/')}/" for e in program.extract)
    with tarfile.open(archive) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(prefixes) and m.isfile()]
        tar.extractall(root, members=members, filter="data")
    done.write_text(program.sha256 + "\n")
    return root / program.top


def source_lines(program: Program, root: Path) -> int:
    """Lines of the program's own source files: those below `root` that some function's
    statements come from (system headers, and files the units do not read, such as tests
    beside them, are not counted). Locations name a file by the path the front end was
    given or by its name alone, so a name matches the files below `root` it ends."""
    names = {node.instr.loc.file for fn in program.functions.values() for node in fn.nodes}
    by_name: dict[str, list[Path]] = {}
    for f in root.rglob("*"):
        if f.is_file():
            by_name.setdefault(f.name, []).append(f)
    files: set[Path] = set()
    for name in names:
        tail = Path(name).parts
        files.update(f for f in by_name.get(Path(name).name, ())
                     if f.parts[-len(tail):] == tail)
    return sum(len(f.read_text(errors="replace").splitlines()) for f in files)


def load(program: CorpusProgram, cache_dir: Path | None = None, use_cache: bool = True
         ) -> tuple[Program, int]:
    """The lowered program and its line count, fetching its sources first if needed."""
    from ddpa.loader import LoadOptions, load_program

    root = fetch(program, cache_dir)
    opts = LoadOptions(flags=program.compile_flags(root), use_cache=use_cache)
    loaded = load_program(program.units(root), opts)
    return loaded.program, source_lines(loaded.program, root)
