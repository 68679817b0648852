"""The C library as data: the model registry, and what analyses conclude from it."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.options import AliasOptions
from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import pair
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import ask
from ddpa.analyses.dataflow.state import Integration
from ddpa.clients.integration import make_analyzer
from ddpa.frontend.clang import lower_source
from ddpa.graphs.callgraph import build_call_graph
from ddpa.graphs.peg_config import PEGConfig
from ddpa.graphs.world import World
from ddpa.interp import observe, run_program
from ddpa.interp.libc import MODELS as INTERPRETED
from ddpa.ir import libmodel
from ddpa.ir.codec import decode_program, encode_program
from ddpa.ir.libmodel import Callback, Depth, Ret, model
from ddpa.ir.printer import print_program
from ddpa.ir.program import Program
from ddpa.ir.reader import read_program
from helpers import lower, lower_path
from test_dataflow_programs import MARK, _items

PROGRAMS = Path(__file__).parent / "libmodel_programs"
#: Programs checked by their markers only (they call what the interpreter does not run).
STATIC_PROGRAMS = Path(__file__).parent / "libmodel_static"

#: Functions the interpreter implements that the registry does not model, with the reason.
UNREGISTERED: dict[str, str] = {}


# --- the registry ------------------------------------------------------------------------


def test_every_function_the_interpreter_implements_has_a_model() -> None:
    import ddpa.interp.run  # noqa: F401  (registers every implementation module)

    missing = sorted(n for n in INTERPRETED if model(n) is None and n not in UNREGISTERED)
    assert missing == []


@pytest.mark.parametrize("name", ["err", "errx", "verr", "verrx", "abort", "exit", "_exit",
                                  "_Exit", "longjmp", "siglongjmp", "__assert_fail",
                                  "quick_exit", "__builtin_unreachable"])
def test_no_return_models(name: str) -> None:
    assert libmodel.is_noreturn(name)
    m = model(name)
    assert m is not None and m.ends_path == (name not in ("longjmp", "siglongjmp"))


@pytest.mark.parametrize("name", ["warn", "printf", "setjmp", "qsort", "signal", "fclose"])
def test_returning_models(name: str) -> None:
    assert not libmodel.is_noreturn(name)


def test_access_per_argument_and_depth() -> None:
    memcpy = model("memcpy")
    assert memcpy is not None
    assert (memcpy.writes_at(0), memcpy.reads_at(1), memcpy.writes_at(1)) == (
        Depth.POINTEE, Depth.POINTEE, Depth.NONE)
    assert memcpy.returns == Ret.ARG and memcpy.returns_arg == 0
    printf = model("printf")
    assert printf is not None and printf.reads_at(7) is Depth.POINTEE  # variadic strings
    assert printf.writes_at(7) is Depth.NONE
    vfprintf = model("vfprintf")
    assert vfprintf is not None and vfprintf.reads_at(2) is Depth.REACH  # the va_list


def test_va_start_writes_the_va_list_only() -> None:
    m = model("__builtin_va_start")
    assert m is not None
    assert m.writes_at(0) is Depth.POINTEE and m.writes_at(1) is Depth.NONE
    assert m.reads_at(1) is Depth.NONE


def test_callbacks_and_library_storage() -> None:
    qsort, signal, getenv = model("qsort"), model("signal"), model("getenv")
    assert qsort is not None and qsort.callbacks == (Callback(3, (0, 0)),)
    assert signal is not None and signal.callback_at(1) == Callback(1, (None,))
    assert getenv is not None and getenv.returns == Ret.LIBRARY and getenv.storage
    errno = model("__errno_location")
    assert errno is not None and errno.returns == Ret.LIBRARY
    ctype = model("__ctype_b_loc")
    assert ctype is not None and ctype.returns == Ret.LIBRARY
    getopt = model("getopt")
    assert getopt is not None and {"optarg", "optind", "optopt"} <= set(getopt.writes_globals)
    assert libmodel.LIBRARY_GLOBALS["stdout"] == libmodel.LIBRARY_GLOBALS["stderr"]


def test_malformed_access_spec_is_refused() -> None:
    with pytest.raises(ValueError, match="bad access code"):
        libmodel._access("w x")


# --- no-return in the front end and the IR -----------------------------------------------

NORETURN_SRC = """
_Noreturn void a(void);
__attribute__((noreturn)) void b(int);
void c(void) __attribute__((__noreturn__));
void d(void);
int main(int argc, char **argv) {
    if (argc == 1) a();
    if (argc == 2) b(1);
    if (argc == 3) c();
    d();
    return 0;
}
"""


def test_front_end_records_noreturn() -> None:
    p = lower(NORETURN_SRC)
    assert [n for n in "abcd" if p.functions[n].noreturn] == ["a", "b", "c"]


def test_cxx11_noreturn_attribute() -> None:
    p = lower("[[noreturn]] void e(void); int main(void) { e(); }", "t.c", "-std=c2x")
    assert p.functions["e"].noreturn


def test_noreturn_survives_printer_reader_and_codec() -> None:
    p = lower(NORETURN_SRC)
    text = print_program(p)
    assert "declare @a: fn() -> void noreturn" in text
    again = read_program(text)
    assert again.functions["a"].noreturn and not again.functions["d"].noreturn
    decoded = decode_program(encode_program(p))
    assert decoded.functions["b"].noreturn and not decoded.functions["d"].noreturn


# --- the data-flow oracles of the test programs ------------------------------------------


@cache
def _model(name: str) -> Model:
    path = PROGRAMS / name
    return Model(lower_path(path if path.exists() else STATIC_PROGRAMS / name))


def _markers() -> list[object]:
    out: list[object] = []
    for path in sorted(PROGRAMS.glob("*.c")) + sorted(STATIC_PROGRAMS.glob("*.c")):
        for no, text in enumerate(path.read_text().splitlines(), 1):
            for kind, _, var, items in MARK.findall(text):
                for analyzer in ("demand", "exhaustive"):
                    out.append(pytest.param(path.name, no, kind, var, _items(var, items),
                                            analyzer, id=f"{path.stem}:{no}:{var}:{analyzer}"))
    return out


@pytest.mark.parametrize(("name", "line", "kind", "var", "expected", "analyzer"), _markers())
def test_marker(name: str, line: int, kind: str, var: str, expected: frozenset[object],
                analyzer: str) -> None:
    m = _model(name)
    a = make_analyzer(analyzer, m, Integration(m))
    answer = ask(a, var, m.funcs[0].fn.loc.file, line, kind)
    assert {(d.var, d.line, d.kind) for d in answer.defs} == expected


def _library_defs(m: Model, callee: str) -> set[str]:
    """The variables the library calls of `callee` define."""
    out: set[str] = set()
    for site in m.call_at.values():
        f = m.funcs[site.caller].fn
        node = f.nodes[site.gid - m.funcs[site.caller].base]
        if getattr(node.instr.callee, "name", None) == callee:
            out |= {m.vars[v].src_name for v in site.lib_defs}
    return out


def test_setvbuf_defines_no_program_global() -> None:
    assert _library_defs(_model("setvbuf.c"), "setvbuf") == set()


def test_unknown_external_defines_only_what_escaped() -> None:
    m = _model("unknown.c")
    assert _library_defs(m, "ext") == {"a", "e"}
    assert _library_defs(m, "ext0") == {"a", "e"}  # escaped earlier, no argument needed


def test_va_start_defines_no_global() -> None:
    assert _library_defs(_model("varargs.c"), "__builtin_va_start") == {"ap"}


@pytest.mark.parametrize("name", sorted(p.name for p in PROGRAMS.glob("*.c")))
@pytest.mark.parametrize("oracle", ["address-taken", "cfl"])
def test_runs_are_covered(name: str, oracle: str) -> None:
    """Every def-use pair the interpreter observes is a static pair."""
    program = lower_path(PROGRAMS / name)
    assert _uncovered(program, oracle) == []


LIBC_PROGRAMS = Path(__file__).parent / "libc_programs"


@pytest.mark.parametrize("name", sorted(p.name for p in LIBC_PROGRAMS.glob("*.c")))
@pytest.mark.parametrize("oracle", ["address-taken", "cfl"])
def test_libc_program_runs_are_covered(name: str, oracle: str) -> None:
    """The interpreter's library programs (streams, getopt, qsort, setjmp/longjmp, ...)."""
    assert _uncovered(lower_path(LIBC_PROGRAMS / name), oracle) == []


def _uncovered(program: Program, oracle: str, runs: tuple[tuple[str, ...], ...] = ((),)
               ) -> list[str]:
    m = Model(program, make_oracle(oracle, program))
    static = {pair(m, d, u).key() for d, u in ExhaustiveAnalyzer(m).pairs()}
    names = {v.src_name or v.name for v in m.vars}
    out: list[str] = []
    for argv in runs:
        obs = observe.run_observed(program, argv)
        facts = [f for f in obs.defuse_pairs() if f.def_var in names and f.use_var in names]
        out += [str(x) for x in observe.check_covered(facts, static, "def-use",
                                                      key=observe.DefUse.lines)]
    return out


# --- the call graph ----------------------------------------------------------------------


def test_callbacks_are_call_graph_edges() -> None:
    cg = build_call_graph(lower_path(PROGRAMS / "callbacks.c"))
    qsort_sites = [s for s in cg.sites("main") if "qsort" in s.targets]
    assert qsort_sites and all("cmp" in s.targets for s in qsort_sites)
    assert {"cmp", "on_signal"} <= cg.reachable_from("main")
    assert "on_signal" in cg.callees("main")


def test_callback_through_a_variable_falls_back_to_arity() -> None:
    src = """
    #include <stdlib.h>
    static int one(const void *a, const void *b) { return 0; }
    static int two(const void *a, const void *b) { return 1; }
    static void three(int x) { }
    int main(int argc, char **argv) {
        int (*f)(const void *, const void *) = argc > 1 ? one : two;
        int v[2] = {1, 2};
        void (*g)(int) = three;
        qsort(v, 2, sizeof v[0], f);
        return g == 0;
    }
    """
    cg = build_call_graph(lower(src))
    site = next(s for s in cg.sites("main") if "qsort" in s.targets)
    assert {"one", "two"} <= set(site.targets) and "three" not in site.targets


# --- soundness on generated programs that call the library -----------------------------

GEN_INPUTS = ((), ("1",), ("77",), ("3",), ("5",))


def _generated(seed: int) -> Program:
    from ddpa.bench import generator as gen

    cfg = gen.GenConfig(seed=seed, target_lines=800, use_library=True)
    return lower(gen.generate(cfg).source, "prog.c")


@pytest.mark.parametrize(("seed", "oracle"), [(1, "address-taken"), (3, "cfl"),
                                              (4, "address-taken")])
def test_generated_library_programs_are_covered(seed: int, oracle: str) -> None:
    program = _generated(seed)
    assert {"qsort", "exit"} <= set(program.externals())
    assert _uncovered(program, oracle, GEN_INPUTS) == []


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(5, 11))
@pytest.mark.parametrize("oracle", ["address-taken", "cfl"])
def test_more_generated_library_programs_are_covered(seed: int, oracle: str) -> None:
    assert _uncovered(_generated(seed), oracle, GEN_INPUTS) == []


def test_library_option_leaves_default_programs_alone() -> None:
    from ddpa.bench import generator as gen

    plain = gen.generate(gen.GenConfig(seed=4, target_lines=800)).source
    assert "lib_cmp" not in plain and "qsort(" not in plain
    with_lib = gen.generate(gen.GenConfig(seed=4, target_lines=800, use_library=True)).source
    assert "lib_cmp" in with_lib


def test_library_globals_are_not_reassigned_by_unknown_code() -> None:
    m = _model("streams.c")
    assert _library_defs(m, "ext") == {"buf"}
    # the FILE objects are library storage; buf escaped to unknown code, which may have
    # made it a stream's buffer (setvbuf), so writing a stream may write buf
    assert _library_defs(m, "fputs") == {"buf"}


def test_streams_write_their_buffers_only() -> None:
    m = _model("stream_buffers.c")
    assert _library_defs(m, "fprintf") == {"iobuf"}  # not counter, whatever fp may be
    assert _library_defs(m, "fputs") == _library_defs(m, "fflush") == {"iobuf"}
    assert _library_defs(m, "setvbuf") == {"iobuf"}


def test_stream_arguments_in_the_registry() -> None:
    fprintf, fputs, printf = model("fprintf"), model("fputs"), model("printf")
    assert fprintf is not None and fprintf.streams == (0,)
    assert fputs is not None and fputs.streams == (1,) and fputs.writes_at(1)
    assert printf is not None and printf.streams == (-1,)  # stdout, without an argument
    dprintf = model("dprintf")
    assert dprintf is not None and dprintf.streams == ()  # a file descriptor
    for name in ("setvbuf", "fmemopen", "open_memstream"):  # buffers streams keep
        m = model(name)
        assert m is not None and m.storage == libmodel.STREAMS and m.retains
    assert libmodel._access("rws r")[3] == (0,)


def test_regex_calls_write_the_pattern_object_only() -> None:
    src = """
    #include <regex.h>
    int hidden;
    int *slot;
    static regex_t store[2];
    regex_t *last;
    int main(int argc, char **argv) {
        slot = &hidden;  /* an address in memory: what a record's pointers may reach */
        last = &store[argc & 1];
        regcomp(last, "a+", 0);
        regfree(last);
        return *slot;
    }
    """
    m = Model(lower(src))
    assert _library_defs(m, "regcomp") == _library_defs(m, "regfree") == {"store"}


def test_pthread_start_routine_and_regex_buffers() -> None:
    src = """
    #include <pthread.h>
    #include <regex.h>
    int shared;
    char text[32];
    static void *work(void *arg) { shared = *(int *)arg; return 0; }
    int main(void) {
        pthread_t t;
        int v = 3;
        regex_t re;
        regmatch_t m[2];
        regcomp(&re, "a+", 0);
        int r = regexec(&re, text, 2, m, 0);
        regfree(&re);
        pthread_create(&t, 0, work, &v);
        pthread_join(t, 0);
        return r + shared;
    }
    """
    program = lower(src)
    assert not libmodel.unknown_externals(program)
    assert "work" in build_call_graph(program).callees("main")
    m = Model(program, make_oracle("cfl", program))
    sites = {getattr(m.funcs[s.caller].fn.nodes[s.gid - m.funcs[s.caller].base].instr.callee,
                     "name", None): {m.vars[v].src_name for v in s.lib_defs}
             for s in m.call_at.values()}
    assert sites["regexec"] == {"m"}  # the matches, not the text or other globals
    assert "shared" not in sites["regcomp"] | sites["regfree"]


def test_scalar_library_globals_are_not_outside_memory_in_the_closed_world() -> None:
    """The C library never hands the program `&optind`: a pointer an unknown external
    returns does not point to it; in the open world outside callers might pass it."""
    from ddpa.graphs.world import World
    from ddpa.ir.instr import Store

    src = """
    #include <unistd.h>
    char *ext(void);
    int main(int argc, char **argv) {
        int c = getopt(argc, argv, "a");
        char *p = ext();
        *p = 1;
        return optind + c;
    }
    """
    program = lower(src)
    main = program.functions["main"]
    store = next(n.instr for n in main.nodes if isinstance(n.instr, Store))
    for world, expected in ((World.CLOSED, False), (World.OPEN, True)):
        oracle = make_oracle("cfl", program, world)
        names = {v.name for v in oracle.pointees(main, store.ptr)}
        assert ("optind" in names) is expected
        assert oracle.may_denote_unknown(main, store.ptr)


# --- handlers: a registered handler may run at any later point ---------------------------


@pytest.mark.parametrize("oracle", ["address-taken", "cfl"])
def test_exit_handlers_see_what_reaches_exit_and_the_end_of_main(oracle: str) -> None:
    """atexit.c registers its handler in a helper; it runs at `exit` in another function
    or after main returns, and reads what reaches those points."""
    program = lower_path(PROGRAMS / "atexit.c")
    assert _uncovered(program, oracle, ((), ("x",), ("x", "y"))) == []


def test_handlers_and_what_runs_them() -> None:
    for name, storage in (("atexit", "atexit"), ("on_exit", "atexit"),
                          ("at_quick_exit", "at_quick_exit"), ("signal", "signal"),
                          ("sigaction", "signal")):
        m = model(name)
        assert m is not None and m.storage == storage and m.registers
    for name, storage in (("exit", "atexit"), ("errx", "atexit"), ("quick_exit",
                          "at_quick_exit"), ("raise", "signal"), ("abort", "signal")):
        m = model(name)
        assert m is not None and m.runs == storage
    qsort, pthread_create = model("qsort"), model("pthread_create")
    assert qsort is not None and qsort.registers == ()  # called during the call only
    assert pthread_create is not None and pthread_create.registers == ()
    m = _model("handlers.c")
    handler_vars = {v.name for v in m._b.eb.handler_vars()}
    assert {"stop", "last"} <= handler_vars and "sig" not in handler_vars
    assert "count" not in handler_vars  # read by the signal handler: seen at the raise


def test_rotate_builtins_are_pure() -> None:
    for name in ("__builtin_rotateleft32", "__builtin_rotateright64"):
        m = model(name)
        assert m is not None and m.pure


STREAMS_ALIASING = """#include <stdio.h>
int main(int argc, char **argv) {
    FILE *a = fopen("in.txt", "w");
    FILE *b = fopen("out.txt", "w");
    FILE *c = freopen("log.txt", "w", stdout);
    FILE *d = argc > 1 ? a : stderr;
    static char buf[64];
    setvbuf(b, buf, _IOFBF, sizeof buf);
    fputs("x", b);
    int bits = (a == b) | (c == stdout) << 1 | (d == stderr) << 2 | (stdout == stderr) << 3;
    fclose(a);
    fclose(b);
    return bits;
}
"""


@pytest.mark.parametrize("world", ["closed", "open"])
def test_each_stream_is_a_file_object_of_its_own(world: str) -> None:
    p = lower_source(STREAMS_ALIASING, "streams.c")
    # what the run shows: freopen returns the stream it reopens; two fopens differ
    assert run_program(p).exit_code == 0b0110
    an = AliasAnalysis(p, AliasOptions(peg=PEGConfig(world=World(world))))
    expected = {("*a", "*b"): False, ("*c", "*stdout"): True, ("*d", "*stderr"): True,
                ("*d", "*a"): True, ("*d", "*b"): False,
                # outside code may assign the visible global stdout (stdout = stderr)
                ("*stdout", "*stderr"): world == "open",
                ("*a", "*stdout"): False, ("*c", "*b"): False}
    for engine in (Engine.DDA, Engine.DDPT, Engine.EXH):
        got = {q: an.may_alias(*q, at="main", engine=engine).may_alias for q in expected}
        assert got == expected, engine


LOCALE_POINTERS = r"""
#include <locale.h>
#include <stddef.h>
#include <string.h>

int main(void) {
  char *a = setlocale(LC_ALL, NULL);
  char **pp = (char **)setlocale(LC_ALL, NULL);
  char *q = *pp;
  char *point = localeconv()->decimal_point;
  char buff[8] = "1.5";
  char *found = memchr(buff, point[0], 3);
  return a[0] + q[0] + (found != NULL);
}
"""


def test_library_storage_holds_pointers_into_itself() -> None:
    """The library's storage hands out pointers into itself (`localeconv()`'s strings):
    a pointer read from it points there, so `*a` and `*q` may alias for every engine,
    and a pointer into a buffer of the program's own does not alias the locale's."""
    p = lower_source(LOCALE_POINTERS, "locale.c")
    an = AliasAnalysis(p)
    expected = {("*a", "*q"): True, ("*point", "*a"): True, ("*point", "*found"): False,
                ("*found", "buff[0]"): True}
    for engine in (Engine.DDA, Engine.DDPT, Engine.EXH):
        got = {q: an.may_alias(*q, at="main", engine=engine).may_alias for q in expected}
        assert got == expected, engine


def test_dlerror_is_modelled_and_what_runs_outside_code_stays_unknown() -> None:
    """`dlerror` returns the library's message; `dlopen`, `dlsym` and `dlclose` run or hand
    out code from outside the program, so they stay unknown externals (their sound model)."""
    m = model("dlerror")
    assert m is not None and m.returns == Ret.LIBRARY and m.storage == "dlerror"
    assert [model(n) for n in ("dlopen", "dlsym", "dlclose")] == [None, None, None]
