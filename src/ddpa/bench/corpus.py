"""Real C and C++ programs for the benchmarks, fetched from pinned source archives when asked for.

The papers measure real programs (SPEC CPU2000 in Zheng and Rugina, Unix utilities in
Duesterwald et al.); the project's own examples are small and its generated programs are
regular, with few pointers that many others may hold. This corpus adds real code without
making it part of the repository: each entry names a source archive (its address and SHA-256),
which is downloaded once into a cache folder, checked and unpacked there, and lowered with the
entry's flags. The C programs come from source distributions on PyPI (libraries bundled by
Python packages) and from Debian source packages' upstream archives (programs, several of
them old: K&R definitions, gnu89-era C); the C++ ones (for the C++ front end and class
hierarchy analysis) are Debian's too. `debian:` addresses are resolved against the mirrors
apt is configured with. The
benchmarks never run in CI, and nothing here runs unless a benchmark asks for the corpus.
Run as `python -m ddpa.bench.corpus fetch NAMES` it downloads and unpacks programs ahead
of a benchmark, and `... list` lists them.
"""

from __future__ import annotations

import argparse
import hashlib
import logging
import os
import sys
import tarfile
import urllib.request
from collections.abc import Sequence
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
    `language` is "c" or "c++" (the C front end refuses C++, so benchmarks of C programs
    take only "c" entries); `generated` lists files written below `top` after unpacking
    (path, text), standing in for what a configure script would write (a `config.h`);
    `args` is a command line for the linked program, run from `top`, whose output (and the
    files it writes there) an interpreted run can be compared with a native build's.
    """

    name: str
    description: str
    url: str
    sha256: str
    top: str
    extract: tuple[str, ...]
    files: tuple[str, ...]
    flags: tuple[str, ...] = ()
    language: str = "c"
    generated: tuple[tuple[str, str], ...] = ()
    args: tuple[str, ...] = ()

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
_DEBIAN = "debian:pool/main"
_CMARK = "third_party/cmark"
_NINJA = ("build", "build_log", "clean", "clparser", "debug_flags", "depfile_parser", "deps_log",
          "disk_interface", "dyndep", "dyndep_parser", "edit_distance", "eval_env", "graph",
          "graphviz", "json", "lexer", "line_printer", "manifest_parser", "metrics",
          "missing_deps", "parser", "state", "status", "string_piece_util", "util", "version",
          "subprocess-posix", "ninja")
_GENGETOPT = ('-DPACKAGE="gengetopt"', '-DPACKAGE_NAME="gengetopt"', '-DVERSION="2.23"',
              "-DHAVE_STRING_H=1", "-DHAVE_LONG_LONG=1")

_LEVELDB_DB = ("builder", "db_impl", "db_iter", "dbformat", "dumpfile", "filename",
               "log_reader", "log_writer", "memtable", "repair", "table_cache",
               "version_edit", "version_set", "write_batch", "leveldbutil")
_LEVELDB_UTIL = ("arena", "bloom", "cache", "coding", "comparator", "crc32c", "env",
                 "env_posix", "filter_policy", "hash", "histogram", "logging", "options",
                 "status")
# what LevelDB's CMake configure finds on a GNU/Linux system without crc32c and snappy
_LEVELDB_CONFIG = "".join(f"#define {d}\n" for d in (
    "HAVE_FDATASYNC 1", "HAVE_FULLFSYNC 0", "HAVE_O_CLOEXEC 1", "HAVE_CRC32C 0",
    "HAVE_SNAPPY 0"))
_ZLIB = ("adler32", "compress", "crc32", "deflate", "gzclose", "gzlib", "gzread", "gzwrite",
         "infback", "inffast", "inflate", "inftrees", "trees", "uncompr", "zutil")
# what bc's configure finds on a GNU/Linux system
_BC_CONFIG = "".join(f"#define {d}\n" for d in (
    "HAVE_ERRNO_H 1", "HAVE_FSTAT 1", "HAVE_INTTYPES_H 1", "HAVE_ISGRAPH 1", "HAVE_LIMITS_H 1",
    "HAVE_MEMORY_H 1", "HAVE_SETVBUF 1", "HAVE_STDARG_H 1", "HAVE_STDDEF_H 1",
    "HAVE_STDINT_H 1", "HAVE_STDLIB_H 1", "HAVE_STRINGS_H 1", "HAVE_STRING_H 1",
    "HAVE_STRTOL 1", "HAVE_SYS_STAT_H 1", "HAVE_SYS_TYPES_H 1", "HAVE_UNISTD_H 1",
    "HAVE_VPRINTF 1", "STDC_HEADERS 1", 'PACKAGE "bc"', 'VERSION "1.07.1"',
    'BC_COPYRIGHT "Copyright 1991-1994, 1997, 1998, 2000, 2004, 2006, 2008, 2012-2017 '
    'Free Software Foundation, Inc."', 'DC_VERSION "1.4.1"',
    'DC_COPYRIGHT "Copyright 1994, 1997, 1998, 2000, 2001, 2003-2006, 2008, 2010, 2012-2017 '
    'Free Software Foundation, Inc."'))
# what byacc's configure finds on a GNU/Linux system with gcc
_BYACC_CONFIG = "".join(f"#define {d}\n" for d in (
    "GCC_NORETURN __attribute__((noreturn))", "GCC_PRINTF 1", "GCC_SCANF 1",
    "GCC_PRINTFLIKE(fmt,var) __attribute__((format(printf,fmt,var)))",
    "GCC_SCANFLIKE(fmt,var) __attribute__((format(scanf,fmt,var)))",
    "GCC_UNUSED __attribute__((unused))", "HAVE_FCNTL_H 1", "HAVE_GETOPT 1",
    "HAVE_GETOPT_H 1", "HAVE_GETOPT_HEADER 1", "HAVE_INTTYPES_H 1", "HAVE_MKSTEMP 1",
    "HAVE_STDINT_H 1", "HAVE_STDLIB_H 1", "HAVE_STRINGS_H 1", "HAVE_STRING_H 1",
    "HAVE_SYS_STAT_H 1", "HAVE_SYS_TYPES_H 1", "HAVE_UNISTD_H 1", "HAVE_VSNPRINTF 1",
    "MIXEDCASE_FILENAMES 1", "STDC_HEADERS 1", 'SYSTEM_NAME "linux-gnu"'))

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
        CorpusProgram(
            "zlib",
            "zlib 1.2.13, the deflate compression library (K&R function definitions "
            "throughout) with its minigzip test program as main, from Debian's zlib "
            "1:1.2.13.dfsg-1 source package",
            f"{_DEBIAN}/z/zlib/zlib_1.2.13.dfsg.orig.tar.bz2",
            "71feb7947e3c00ef125f83b79a4e529bde31171e5babe48b391f06758d1ab0a1",
            "zlib-1.2.13.dfsg", (".",),
            (*(f"{u}.c" for u in _ZLIB), "test/minigzip.c"),
            ("-I{root}", "-D_LARGEFILE64_SOURCE=1"),
        ),
        CorpusProgram(
            "bzip2",
            "bzip2 1.0.8, the Burrows-Wheeler block-sorting compressor and its library "
            "(1996-2019 C), from Debian's bzip2 1.0.8-5 source package",
            f"{_DEBIAN}/b/bzip2/bzip2_1.0.8.orig.tar.gz",
            "ab5a03176ee106d3f0fa90e381da478ddae405918153cca248e682cd0c4a2269",
            "bzip2-1.0.8", (".",),
            ("blocksort.c", "huffman.c", "crctable.c", "randtable.c", "compress.c",
             "decompress.c", "bzlib.c", "bzip2.c"),
            ("-D_FILE_OFFSET_BITS=64",),
        ),
        CorpusProgram(
            "ed",
            "GNU ed 1.19, the line editor (a linked list of lines, undo records, POSIX "
            "regular expressions from the C library), from Debian's ed 1.19-1 source package",
            f"{_DEBIAN}/e/ed/ed_1.19.orig.tar.gz",
            "8e5c3e7c84972e73957ff396b8318a21795f86547dd1fe4ec4232a9e6e44ca1d",
            "ed-1.19", (".",),
            ("buffer.c", "carg_parser.c", "global.c", "io.c", "main.c", "main_loop.c",
             "regex.c", "signal.c"),
            ('-DPROGVERSION="1.19"',),
        ),
        CorpusProgram(
            "bc",
            "GNU bc 1.07.1, the arbitrary-precision calculator (a bison parser and flex "
            "scanner, shipped generated, a byte-code interpreter, number.c's bignums; "
            "old GNU C with K&R-style parameter macros), without dc, from Debian's bc "
            "1.07.1-3 source package; the configure results are a written config.h, and "
            "the math library's byte code (libmath.h, made by running bc) is left empty",
            f"{_DEBIAN}/b/bc/bc_1.07.1.orig.tar.gz",
            "62adfca89b0a1c0164c2cdca59ca210c1d44c3ffc46daf9931cf4942664cb02a",
            "bc-1.07.1", ("bc", "h", "lib"),
            ("bc/bc.c", "bc/execute.c", "bc/global.c", "bc/load.c", "bc/main.c", "bc/scan.c",
             "bc/storage.c", "bc/util.c", "bc/warranty.c", "lib/number.c"),
            ("-I{root}", "-I{root}/h", "-I{root}/bc"),
            generated=(("config.h", _BC_CONFIG), ("bc/libmath.h", "{0}\n")),
        ),
        CorpusProgram(
            "figlet",
            "FIGlet 2.2.5, the banner printer (1991-2012 C: font files read through a "
            "zip reader and an inflater of its own), from Debian's figlet 2.2.5-3 source "
            "package",
            f"{_DEBIAN}/f/figlet/figlet_2.2.5.orig.tar.gz",
            "bf88c40fd0f077dab2712f54f8d39ac952e4e9f2e1882f1195be9e5e4257417d",
            "figlet-2.2.5", (".",),
            ("figlet.c", "zipio.c", "crc.c", "inflate.c", "utf8.c"),
            ("-DTLF_FONTS", '-DDEFAULTFONTDIR="fonts"', '-DDEFAULTFONTFILE="standard.flf"'),
        ),
        CorpusProgram(
            "tree",
            "tree 2.1.0, the directory lister (lists of directory entries sorted and "
            "printed as text, HTML, XML or JSON through a table of output functions), "
            "from Debian's tree 2.1.0-1 source package",
            f"{_DEBIAN}/t/tree/tree_2.1.0.orig.tar.gz",
            "0160c535bff2b0dc6a830b9944e981e3427380f63e748da96ced7071faebabf6",
            "tree-2.1.0", (".",),
            tuple(f"{u}.c" for u in ("tree", "list", "hash", "color", "file", "filter",
                                     "info", "unix", "xml", "json", "html", "strverscmp")),
            ("-std=c11", "-D_LARGEFILE64_SOURCE", "-D_FILE_OFFSET_BITS=64",
             "-D_GNU_SOURCE"),
        ),
        CorpusProgram(
            "units",
            "GNU units 2.22, the unit converter (a hash table of unit definitions read "
            "from a file, a bison expression parser shipped generated), from Debian's "
            "units 2.22-2 source package; getopt_long from the C library",
            f"{_DEBIAN}/u/units/units_2.22.orig.tar.gz",
            "5d13e1207721fe7726d906ba1d92dc0eddaa9fc26759ed22e3b8d1a793125848",
            "units-2.22", (".",),
            ("units.c", "parse.tab.c", "strfunc.c"),
            ("-I{root}", '-DUNITSFILE="definitions.units"', "-DSUPPORT_UTF8",
             "-DHAVE_IOCTL"),
        ),
        CorpusProgram(
            "byacc",
            "Berkeley yacc 2.0.20221106, the LALR(1) parser generator (the 1989 Berkeley "
            "code, maintained since), with the yacc skeleton, from Debian's byacc "
            "1:2.0.20221106-1 source package; the configure results are a written config.h",
            f"{_DEBIAN}/b/byacc/byacc_2.0.20221106.orig.tar.gz",
            "a899be227bbcac9cf7700f7dbb5a8494688f1f9f0617b510762daeace47b9d12",
            "byacc-20221106", (".",),
            tuple(f"{u}.c" for u in ("main", "closure", "error", "graph", "lalr", "lr0",
                                     "mkpar", "mstring", "output", "reader", "symtab",
                                     "verbose", "warshall", "yaccpar")),
            ("-I{root}", "-DHAVE_CONFIG_H"),
            generated=(("config.h", _BYACC_CONFIG),),
        ),
        CorpusProgram(
            "ncompress",
            "ncompress 4.2.4.6, the Unix compress/uncompress utility (LZW; code from 1985 "
            "on, calling library functions it never declares), from Debian's ncompress "
            "4.2.4.6-6 source package, with its Makefile's flags",
            f"{_DEBIAN}/n/ncompress/ncompress_4.2.4.6.orig.tar.gz",
            "fb7b6a00060bd4c6e35ba4cc96a5ca7e78c193e6267487dd53376d80e061836b",
            "ncompress-4.2.4.6", (".",), ("compress42.c",),
            ("-DDIRENT=1", "-DUSERMEM=800000", "-DREGISTERS=3"),
        ),
        CorpusProgram(
            "compface",
            "compface 1.5.2, the X-Face image compressor (James Ashton's 1990 code: "
            "arbitrary-precision arithmetic over a probability model, calling library "
            "functions it never declares), the compface program with the library's units, "
            "from Debian's libcompface 1:1.5.2-5.1 source package, with configure's results "
            "as -D flags",
            f"{_DEBIAN}/libc/libcompface/libcompface_1.5.2.orig.tar.gz",
            "501c28708c15f6edd1697b8be1f08ae4490d8b35216176525342b2e0621b5982",
            "libcompface-1.5.2.orig", (".",),
            tuple(f"{u}.c" for u in ("cmain", "compface", "arith", "file", "compress", "gen",
                                     "uncompface")),
            ("-I{root}", "-DHAVE_CONFIG_H", "-DSTDC_HEADERS=1", "-DHAVE_FCNTL_H=1",
             "-DHAVE_ERRNO_H=1", "-DHAVE_STRERROR=1", "-DHAVE_STRINGS_H=1"),
        ),
        CorpusProgram(
            "tinyscheme",
            "TinyScheme 1.42, a Scheme interpreter (cons cells in segments, a mark-and-"
            "sweep collector, an eval loop over an opcode table), with dynamic loading, "
            "from Debian's tinyscheme 1.42.svn.2020.06.04-2 source package",
            f"{_DEBIAN}/t/tinyscheme/tinyscheme_1.42.svn.2020.06.04.orig.tar.xz",
            "95d1a25e4e8427bbd47a737b112a07f472224ea9ba59d682659450b61c476356",
            "tinyscheme-1.42.svn.2020.06.04", (".",), ("scheme.c", "dynload.c"),
            ("-DSUN_DL=1", "-DUSE_DL=1", "-DUSE_MATH=1", "-DUSE_ASCII_NAMES=0",
             "-DSTANDALONE=1"),
        ),
        CorpusProgram(
            "gperf",
            "GNU gperf 3.1, the perfect hash function generator (C++: keyword lists, a "
            "search over associated values, output through a hierarchy of expression "
            "classes), from Debian's gperf 3.1-1 source package; getopt_long comes from the "
            "C library; config.h left empty, so arrays are heap arrays rather than VLAs; "
            "C++14, since lib/getline.cc declares `register` variables",
            f"{_DEBIAN}/g/gperf/gperf_3.1.orig.tar.gz",
            "1f88819b78187350e7e6ca24b5e15cbf4083659773508d3f018b9b525e9d1cb8",
            "gperf-3.1", ("src", "lib", "tests"),
            ("src/*.cc", "lib/getline.cc", "lib/hash.cc"),
            ("-std=gnu++14", "-I{root}/src", "-I{root}/lib"),
            language="c++",
            generated=(("src/config.h", "/* HAVE_DYNAMIC_ARRAY left undefined */\n"),),
            args=("-c", "-l", "-S1", "-I", "-o", "tests/c.gperf"),
        ),
        CorpusProgram(
            "gengetopt",
            "GNU gengetopt 2.23, the generator of command-line parsers (C++: a bison "
            "parser, a flex scanner and code generators built from skeleton classes; two "
            "of its units, argsdef.c and cmdline.c, are C that also compiles as C++), from "
            "Debian's gengetopt 2.23+dfsg1-1 source package; getopt_long comes from the C "
            "library, the configure results are -D flags",
            f"{_DEBIAN}/g/gengetopt/gengetopt_2.23+dfsg1.orig.tar.xz",
            "7e59a92a6dbc3f7c3e6a52c41d14d8dd83249ddcfee753d0956839b24a74b0a8",
            "gengetopt-2.23", ("src",),
            ("src/*.cc", "src/*.cpp", "src/skels/*.cc", "src/argsdef.c", "src/cmdline.c"),
            ("-I{root}/src", "-I{root}/src/skels", *_GENGETOPT),
            language="c++",
            args=("--input=src/cmdline.ggo", "--set-package=gengetopt", "--set-version=2.23",
                  "--file-name=corpus_cmdline"),
        ),
        CorpusProgram(
            "tinyxml",
            "TinyXML 2.6.2, a DOM XML parser and printer (C++: a node class hierarchy with "
            "virtual parse, print, clone and visitor methods) with its test program "
            "xmltest.cpp as main, without the STL option, from Debian's tinyxml 2.6.2 "
            "source package",
            f"{_DEBIAN}/t/tinyxml/tinyxml_2.6.2.orig.tar.gz",
            "15bdfdcec58a7da30adc87ac2b078e4417dbe5392f3afb719f9ba6d062645593",
            "tinyxml", (".",),
            ("tinyxml.cpp", "tinyxmlparser.cpp", "tinyxmlerror.cpp", "tinystr.cpp",
             "xmltest.cpp"),
            language="c++",
        ),
        CorpusProgram(
            "ninja",
            "the Ninja 1.11.1 build tool (C++11: a manifest parser and build graph, with "
            "disk, command-runner and status interfaces behind virtual methods), without "
            "its browse tool and tests, from Debian's ninja-build 1.11.1 source package",
            f"{_DEBIAN}/n/ninja-build/ninja-build_1.11.1.orig.tar.gz",
            "31747ae633213f1eda3842686f83c2aa1412e0f5691d1c14dbbcc67fe7400cea",
            "ninja-1.11.1", ("src", "misc"),
            tuple(f"src/{u}.cc" for u in _NINJA),
            language="c++",
            args=("-f", "misc/long-slow-build.ninja", "-t", "targets", "all"),
        ),
        CorpusProgram(
            "leveldb",
            "LevelDB 1.23, Google's key-value store library (C++11: iterators, tables, "
            "comparators, filter policies, caches and the environment behind virtual "
            "methods; range-based for, class templates, function-local classes, std::atomic) "
            "with its leveldbutil dump tool as main, without tests and benchmarks, from "
            "Debian's leveldb 1.23 source package; the CMake configure results are "
            "port/port_config.h",
            f"{_DEBIAN}/l/leveldb/leveldb_1.23.orig.tar.gz",
            "9a37f8a6174f09bd622bc723b55881dc541cd50747cbd08831c2a82d620f6d76",
            "leveldb-1.23", ("db", "table", "util", "port", "include", "helpers"),
            tuple(f"db/{u}.cc" for u in _LEVELDB_DB) + tuple(f"table/{u}.cc" for u in (
                "block", "block_builder", "filter_block", "format", "iterator", "merger",
                "table", "table_builder", "two_level_iterator")) + tuple(
                f"util/{u}.cc" for u in _LEVELDB_UTIL),
            ("-std=c++11", "-I{root}", "-I{root}/include", "-DLEVELDB_PLATFORM_POSIX"),
            language="c++",
            generated=(("port/port_config.h", _LEVELDB_CONFIG),),
            args=("dump", "no-such-file.ldb"),
        ),
    )
}

LANGUAGES = ("c", "c++")


def names(text: str | None, language: str | None = "c") -> tuple[str, ...]:
    """Corpus programs named on a command line: comma-separated names, `all` (the C
    programs) or `all-c++` (the C++ ones). With a `language`, naming a program of another
    language is an error: the default, "c", is what the benchmarks of C programs need."""
    if not text:
        return ()
    if text in ("all", "all-c++"):
        wanted = "c" if text == "all" else "c++"
        chosen = tuple(n for n, p in CORPUS.items() if p.language == wanted)
    else:
        chosen = tuple(n for n in text.split(",") if n)
    unknown = [n for n in chosen if n not in CORPUS]
    if unknown:
        raise CorpusError(f"unknown corpus program '{unknown[0]}' (known: "
                          f"{', '.join(CORPUS)})")
    other = [n for n in chosen if language is not None and CORPUS[n].language != language]
    if other:
        raise CorpusError(f"corpus program '{other[0]}' is {CORPUS[other[0]].language}, "
                          f"not {language}")
    return chosen


def default_cache_dir() -> Path:
    """Beside the IR cache (`ddpa.ir.cache.default_cache_dir`): its `corpus` folder."""
    from ddpa.ir.cache import default_cache_dir as ir_cache_dir

    return ir_cache_dir() / "corpus"


def debian_mirrors(etc: Path = Path("/etc/apt")) -> list[str]:
    """The http(s) addresses of the archives apt is configured with (`URIs:` of
    sources.list.d/*.sources, the address of each `deb`/`deb-src` line of sources.list and
    sources.list.d/*.list), in apt's order; `$DDPA_DEBIAN_MIRROR` comes first when set.
    A `debian:pool/...` address is tried against each until one has the file."""
    found: list[str] = []
    env = os.environ.get("DDPA_DEBIAN_MIRROR")
    if env:
        found.append(env)
    files = [etc / "sources.list", *sorted((etc / "sources.list.d").glob("*.list")),
             *sorted((etc / "sources.list.d").glob("*.sources"))]
    for f in files:
        try:
            text = f.read_text(errors="replace")
        except OSError:
            continue
        if f.suffix == ".sources":
            for stanza in text.split("\n\n"):
                fields = dict(_field(line) for line in stanza.splitlines() if ":" in line)
                if fields.get("enabled", "yes").lower() != "no":
                    found.extend(fields.get("uris", "").split())
            continue
        for line in text.splitlines():
            words = line.split("#", 1)[0].split()
            if words[:1] in (["deb"], ["deb-src"]):
                found.extend([w for w in words[1:] if "://" in w][:1])
    out: list[str] = []
    for uri in found:
        if uri.startswith(("http://", "https://")) and uri.rstrip("/") not in out:
            out.append(uri.rstrip("/"))
    return out


def _field(line: str) -> tuple[str, str]:
    key, _, value = line.partition(":")
    return key.strip().lower(), value.strip()


def addresses(program: CorpusProgram) -> list[str]:
    """Where the program's archive may be downloaded from, in the order to try."""
    if not program.url.startswith("debian:"):
        return [program.url]
    path = program.url.removeprefix("debian:")
    return [f"{mirror}/{path}" for mirror in debian_mirrors()]


def _download(program: CorpusProgram, timeout: float) -> bytes:
    urls = addresses(program)
    if not urls:
        raise CorpusError(f"{program.name}: no Debian archive is configured for apt "
                          "(set DDPA_DEBIAN_MIRROR to one)")
    failures: list[str] = []
    for url in urls:
        log.info("downloading %s from %s", program.name, url)
        try:
            with urllib.request.urlopen(url, timeout=timeout) as resp:
                data: bytes = resp.read()
        except (OSError, ValueError) as exc:
            failures.append(f"{url}: {exc}")
            continue
        if hashlib.sha256(data).hexdigest() != program.sha256:
            raise CorpusError(f"{program.name}: {url} does not have the expected "
                              "SHA-256 (the archive changed); not used")
        return data
    raise CorpusError(f"{program.name}: cannot download {'; '.join(failures)}")


def _archive_suffix(url: str) -> str:
    name = url.rsplit("/", 1)[-1]
    for suffix in (".tar.gz", ".tar.xz", ".tar.bz2", ".tgz"):
        if name.endswith(suffix):
            return suffix
    return ".tar.gz"


def fetch(program: CorpusProgram, cache_dir: Path | None = None, timeout: float = 120.0
          ) -> Path:
    """The unpacked top folder of the program's archive, downloading it if needed."""
    cache = cache_dir or default_cache_dir()
    root = cache / program.name
    done = root / ".complete"
    if done.exists():
        return root / program.top
    archive = cache / (program.name + _archive_suffix(program.url))
    if not archive.exists() or file_digest(archive) != program.sha256:
        cache.mkdir(parents=True, exist_ok=True)
        archive.write_bytes(_download(program, timeout))
    prefixes = tuple(f"{program.top}/" if e.strip("/") in ("", ".")
                     else f"{program.top}/{e.strip('/')}/" for e in program.extract)
    with tarfile.open(archive) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(prefixes) and m.isfile()]
        tar.extractall(root, members=members, filter="data")
    for rel, text in program.generated:
        target = root / program.top / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
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


def native_command(program: CorpusProgram, root: Path, output: Path) -> list[str]:
    """The compiler command that builds the program natively from its unpacked `root`
    (`$CXX` or g++ for C++, `$CC` or gcc for C: the C++ driver reads `.c` units as C++)."""
    compiler = (os.environ.get("CXX", "g++") if program.language == "c++"
                else os.environ.get("CC", "gcc"))
    return [compiler, "-w", "-O1", *program.compile_flags(root), *program.units(root),
            "-o", str(output)]


def _main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ddpa.bench.corpus",
        description="Download, list or natively build the benchmark corpus's programs.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the programs: name, language, archive")
    for command, text in (("fetch", "download, check and unpack"),
                          ("build", "fetch, then compile and link natively with gcc/g++")):
        p = sub.add_parser(command, help=text)
        p.add_argument("names", help="comma-separated names, 'all' (C) or 'all-c++'")
        p.add_argument("--cache-dir", type=Path, default=None,
                       help="default: the corpus folder beside ddpa's IR cache")
    args = parser.parse_args(argv)
    if args.command == "list":
        for name, prog in CORPUS.items():
            print(f"{name}\t{prog.language}\t{prog.url}")
        return 0
    import subprocess

    try:
        for name in names(args.names, language=None):
            prog = CORPUS[name]
            root = fetch(prog, args.cache_dir)
            if args.command == "fetch":
                print(f"{name}\t{root}")
                continue
            out = root.parent / f"{name}.bin"
            cmd = native_command(prog, root, out)
            if subprocess.run(cmd, check=False).returncode != 0:
                print(f"ddpa: {name}: the native build failed: {' '.join(cmd)}",
                      file=sys.stderr)
                return 1
            print(f"{name}\t{out}\t(run from {root}: {' '.join(prog.args)})")
    except (CorpusError, OSError) as exc:
        print(f"ddpa: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(_main())
