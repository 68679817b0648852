"""The interpreter's C library against gcc: small real programs (a JSON reader, sorting,
setjmp recovery, environment, time and math, files) print and exit as their gcc builds do."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ddpa.frontend.clang import lower_files, lower_source
from ddpa.interp import Engine, InterpConfig, RunStatus, run_program
from ddpa.interp.sandbox import World, files_under
from helpers import needs_gcc
from interp_programs.support import gcc_build

HERE = Path(__file__).resolve().parent / "libc_programs"
DATA = HERE / "data"

# program -> (arguments, environment, whether the files of data/ are in the sandbox)
PROGRAMS: dict[str, tuple[list[str], dict[str, str], bool]] = {
    "json_mini.c": (["doc.json", "bad.json", "missing.json"], {}, True),
    "sort_search.c": ([], {}, False),
    "jumps.c": ([], {}, False),
    "env_time_math.c": ([], {"DDPA_MODE": "fast", "DDPA_LEVEL": "3"}, False),
    "files.c": (["numbers.txt"], {}, True),
    "printf_hexfloat.c": ([], {}, False),
    "strings_posix.c": ([], {}, False),
}


def _interpreted(name: str, engine: Engine = Engine.COMPILED) -> tuple[int, bytes, str]:
    args, env, with_data = PROGRAMS[name]
    world = World(tuple(files_under(DATA)) if with_data else (), tuple(env.items()))
    r = run_program(lower_files([str(HERE / name)]), args, b"",
                    InterpConfig(world=world, engine=engine))
    assert r.status in (RunStatus.EXITED, RunStatus.ABORTED), r.message
    return r.exit_code, r.stdout, r.message


def _native(name: str, tmp_path: Path) -> tuple[int, bytes]:
    args, env, with_data = PROGRAMS[name]
    exe = gcc_build(needs_gcc(), [HERE / name], tmp_path / "prog")
    cwd = tmp_path / "cwd"
    if with_data:
        shutil.copytree(DATA, cwd)
    else:
        cwd.mkdir()
    proc = subprocess.run([str(exe), *args], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, timeout=60)
    return proc.returncode, proc.stdout


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_runs_as_its_gcc_build(name: str, tmp_path: Path) -> None:
    native = _native(name, tmp_path)
    code, out, message = _interpreted(name)
    assert out.decode() == native[1].decode() and message == ""
    assert code == native[0]


@pytest.mark.parametrize("name", ["jumps.c", "sort_search.c", "files.c"])
def test_checked_engine_agrees(name: str) -> None:
    assert _interpreted(name, Engine.CHECKED) == _interpreted(name)


def test_json_reader_sees_only_sandbox_files() -> None:
    code, out, _ = _interpreted("json_mini.c")
    assert b'"version": 3' in out and b"missing.json: cannot open" in out
    assert code == 2  # bad.json and missing.json


def test_sandbox_writes_stay_in_memory(tmp_path: Path) -> None:
    before = {p.name: p.read_bytes() for p in DATA.iterdir()}
    src = ('#include <stdio.h>\nint main(void) {\n  FILE *f = fopen("numbers.txt", "w");\n'
           '  fputs("gone", f); fclose(f);\n  f = fopen("made.txt", "w"); fputs("new", f);\n'
           '  fclose(f);\n  return fopen("/etc/hostname", "r") != NULL;\n}\n')
    world = World(tuple(files_under(DATA)))
    r = run_program(lower_source(src, "w.c"), config=InterpConfig(world=world))
    assert (r.status, r.exit_code) == (RunStatus.EXITED, 0), r.message
    assert r.files == {"made.txt": b"new", "numbers.txt": b"gone"}
    assert {p.name: p.read_bytes() for p in DATA.iterdir()} == before


@pytest.mark.parametrize(("body", "message"), [
    ('FILE *f = fopen("a", "w"); fclose(f); fputc(1, f);', "use of a FILE* after fclose"),
    ("jmp_buf b; longjmp(b, 1);", "read of uninitialised memory"),
    ("g(); longjmp(saved, 1);", "longjmp to a jmp_buf whose setjmp was called by a function "
     "that has returned"),
])
def test_misuse_is_undefined_behaviour(body: str, message: str) -> None:
    src = ("#include <stdio.h>\n#include <setjmp.h>\nstatic jmp_buf saved;\n"
           "static void g(void) { if (setjmp(saved)) return; }\n"
           f"int main(void) {{ {body} return 0; }}\n")
    r = run_program(lower_source(src, "m.c"))
    assert r.status is RunStatus.UNDEFINED and message in r.message


def test_longjmp_kills_the_frames_it_leaves() -> None:
    src = ("#include <setjmp.h>\nstatic jmp_buf b; static int *leak;\n"
           "static void inner(void) { int local = 5; leak = &local; longjmp(b, 2); }\n"
           "int main(void) { if (setjmp(b) == 0) inner(); return *leak; }\n")
    r = run_program(lower_source(src, "k.c"))
    assert r.status is RunStatus.UNDEFINED and "dangling" in r.message + r.fault.kind.title


def test_atexit_handlers_run_last_first() -> None:
    src = ('#include <stdio.h>\n#include <stdlib.h>\nstatic void a(void) { puts("a"); }\n'
           'static void b(void) { puts("b"); }\n'
           "int main(int argc, char **argv) { atexit(a); atexit(b); if (argc > 1) exit(4);"
           " return 0; }\n")
    p = lower_source(src, "x.c")
    assert run_program(p).stdout == b"b\na\n"
    r = run_program(p, ["now"])
    assert (r.stdout, r.exit_code) == (b"b\na\n", 4)


def test_clock_is_fixed_and_advances_with_steps() -> None:
    src = ("#include <time.h>\n#include <stdio.h>\n"
           "int main(void) { time_t t = time(0); char b[64];\n"
           '  strftime(b, sizeof b, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t)); puts(b);\n'
           "  clock_t c0 = clock(); volatile long s = 0; for (long i = 0; i < 30000; i++)"
           " s += i;\n  return clock() > c0; }\n")
    r = run_program(lower_source(src, "c.c"))
    assert (r.stdout, r.exit_code) == (b"2000-01-01T00:00:00Z\n", 1), r.message


def test_allocations_without_a_site_are_named_by_their_allocator() -> None:
    from ddpa.interp.observe import run_observed

    src = ("#include <stdlib.h>\nint main(void) { void *(*alloc)(size_t) = malloc;\n"
           "  int *p = alloc(4); *p = 1; int r = *p; free(p); return r; }\n")
    obs = run_observed(lower_source(src, "a.c"))
    labels = {f.target.label for f in obs.points_to()}
    assert "heap(malloc)@a.c:3" in labels and not any("None" in lab for lab in labels)


_LUA_SCRIPT = """print(pcall(error, "boom"))
print(pcall(function() local t = nil; return t.x end))
local t = {5, 3, 9, 1, 7}
table.sort(t, function(a, b) return a > b end)
print(table.concat(t, ","), string.format("%5.2f %g %q", math.pi, 1e300 * 10, "a\\nb"))
print(os.date("!%Y-%m-%d %H:%M:%S", 86400 * 365), tonumber("0x10"), 7 // 2, 2^0.5)
local f = io.open("s.lua", "r"); print(f ~= nil, f and #f:read("a"), io.open("/no/such"))
print(coroutine.wrap(function() coroutine.yield(1) end)(), os.getenv("LUA_NOPE"))
error("final")
"""


@pytest.mark.slow
def test_lua_from_the_corpus_runs_as_its_gcc_build(tmp_path: Path) -> None:
    """Lua 5.4 (setjmp/longjmp errors, strtod, localeconv, files, time): only when the
    benchmark corpus has already been fetched (the tests never use the network)."""
    from ddpa.bench.corpus import CORPUS, default_cache_dir

    prog = CORPUS["lua-5.4"]
    root = default_cache_dir() / prog.name / prog.top
    onelua = root / "third-party" / "lua54" / "onelua.c"
    if not onelua.exists():
        pytest.skip("the lua-5.4 corpus program has not been fetched (ddpa bench --corpus)")
    exe = gcc_build(needs_gcc(), [onelua], tmp_path / "lua", "-DLUA_USE_LINUX", "-ldl")
    (tmp_path / "s.lua").write_text(_LUA_SCRIPT)
    native = subprocess.run([str(exe), "s.lua"], cwd=tmp_path, capture_output=True, env={},
                            timeout=60)
    world = World((("s.lua", _LUA_SCRIPT.encode()),))
    r = run_program(lower_files([str(onelua)], flags=["-DLUA_USE_LINUX"]), ["s.lua"],
                    config=InterpConfig(world=world))
    assert (r.exit_code, r.stdout) == (native.returncode, native.stdout), r.message
    assert b"s.lua:9: final" in r.stderr


@pytest.mark.slow
def test_lz4_from_the_corpus_runs_as_its_gcc_build(tmp_path: Path) -> None:
    """LZ4 block and HC compression and xxHash (bit builtins, memcpy-heavy code): only when
    the benchmark corpus has already been fetched."""
    from ddpa.bench.corpus import CORPUS, default_cache_dir

    prog = CORPUS["lz4"]
    lib = default_cache_dir() / prog.name / prog.top / "lz4libs"
    if not (lib / "lz4.c").exists():
        pytest.skip("the lz4 corpus program has not been fetched (ddpa bench --corpus)")
    sources = [HERE / "corpus" / "lz4_roundtrip.c", *(lib / f for f in
                                                     ("lz4.c", "lz4hc.c", "xxhash.c"))]
    exe = gcc_build(needs_gcc(), sources, tmp_path / "rt", f"-I{lib}")
    native = subprocess.run([str(exe)], capture_output=True, timeout=60)
    r = run_program(lower_files([str(s) for s in sources], flags=[f"-I{lib}"]))
    assert (r.exit_code, r.stdout) == (native.returncode, native.stdout), r.message
    assert b"same=1" in r.stdout


@pytest.fixture(scope="module")
def options_exe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return gcc_build(needs_gcc(), [HERE / "options.c"], tmp_path_factory.mktemp("o") / "opt")


@pytest.mark.parametrize("args", [
    "-a x -b1 y -c -cfoo --verbose --name=bob --level --level=3 z -- -a w",
    "-ab val rest --nam joe", "p q -a r -b s t", "-x -b", "--bogus --verbose=1 --name",
    "--v -cab", "-a - -b x y"])
def test_getopt_parses_as_glibc(args: str, options_exe: Path) -> None:
    exe = options_exe
    native = subprocess.run([str(exe), *args.split()], capture_output=True, timeout=60)
    r = run_program(lower_files([str(HERE / "options.c")]), args.split())
    assert (r.exit_code, r.stdout.decode()) == (native.returncode, native.stdout.decode())
    # the messages name the program (argv[0] differs): compare what follows it
    assert [line.split(":", 1)[1] for line in r.stderr.decode().splitlines()] == \
        [line.split(":", 1)[1] for line in native.stderr.decode().splitlines()]


def test_jmp_bufs_of_returned_functions_are_forgotten() -> None:
    from ddpa.interp import Machine

    src = ("#include <setjmp.h>\nstatic int f(int i) { jmp_buf b; if (setjmp(b)) return -1;\n"
           "  if (i % 3 == 0) longjmp(b, 1); return i; }\n"
           "int main(void) { long s = 0; for (int i = 0; i < 600; i++) s += f(i);"
           " return s % 251; }\n")
    m = Machine(lower_source(src, "j.c"))
    m.start_clock()
    assert m.run_main([]) == sum(-1 if i % 3 == 0 else i for i in range(600)) % 251
    assert m.lib.jumps == {} and m.lib.frame_jumps == {} and m.lib.next_token == 601
