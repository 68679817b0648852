"""The C library as data: what each body-less function reads, writes, returns and calls.

Every analysis and the interpreter's coverage test consult `model(name)` instead of
special-casing names. A model says, per argument, whether the function reads or writes the
object the argument points to (`Depth.POINTEE`) or everything reachable from it
(`Depth.REACH`); what it returns (`Ret`: a scalar, a fresh allocation, an argument, or
library-owned storage such as a `FILE`, `getenv`'s string or `__errno_location`'s int);
whether it returns at all; which arguments it keeps (`retains`: the address escapes into
library storage, like `setvbuf`'s buffer or `strtok`'s string); which arguments are
streams (`streams`: a `FILE *` denotes a stream object the library owns, never a program
variable, so through it the function touches only the buffers programs gave streams);
which argument is a function it may call back (`Callback`: `qsort`'s comparator,
`signal`'s handler) and with what; and which library globals (`optarg`, `optind`,
`stdout`, ...) it reads or writes.

A function that is called but has neither a body nor a model is an *unknown external*,
which analyses treat soundly but locally (it may read and write what is reachable from its
pointer arguments and memory that has escaped to outside code, see the README) and which
`unknown_externals(program)` lists.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING, final

from ddpa.ir.immutable import immutable

if TYPE_CHECKING:
    from ddpa.ir.libmodel_cxx import CxxSpec


class Effect(enum.Flag):
    NONE = 0
    ALLOC = enum.auto()  # returns a fresh heap object (an allocation site)
    FREE = enum.auto()  # releases the object its first argument points to
    NORETURN = enum.auto()  # never returns to the caller
    PURE = enum.auto()  # reads only its scalar arguments, writes nothing
    READS_ARGS = enum.auto()  # reads memory some pointer argument points to
    WRITES_ARGS = enum.auto()  # writes memory some pointer argument points to
    IO = enum.auto()  # reads or writes the outside world (streams, environment)
    RETURNS_TWICE = enum.auto()  # setjmp: returns again when a longjmp resumes it
    JUMPS = enum.auto()  # longjmp: resumes after a setjmp of a function still running


class Depth(enum.IntEnum):
    """How far a function reaches through one pointer argument."""

    NONE = 0
    POINTEE = 1  # the object the argument points to
    REACH = 2  # that object and everything reachable from it through stored pointers


class Ret(enum.Flag):
    """What a call's result may point to."""

    SCALAR = 0  # no address (an integer, a floating value, void)
    FRESH = enum.auto()  # a new heap object (an allocation site)
    ARG = enum.auto()  # argument `returns_arg`'s value or a pointer into its object
    LIBRARY = enum.auto()  # library-owned storage named by `storage` (or what it holds)


@final
@immutable
class Callback:
    """The function pointer at argument `fn` may be called (during the call, or later for
    a registration such as `atexit` or `signal`) with one actual per entry of `args`: the
    index of the argument whose value (or a pointer into whose object) is passed, or None
    for a value that holds no address of the program (an int, a signal number)."""

    fn: int
    args: tuple[int | None, ...] = ()


@final
@immutable
class LibModel:
    """What a body-less function does, in terms analyses understand.

    `reads[i]`/`writes[i]` say how deep the function reads/writes through argument i;
    arguments past the tuples get `rest` (variadic functions: `printf` reads every string
    it is given, `scanf` writes every object it is given). `copies` lists (destination,
    source) argument pairs: the memory the source points to flows into the memory the
    destination points to (`memcpy`, `strcpy`; destination -1 is the result's object).
    `returns_arg` is the argument returned (`memcpy` returns its destination). `fills` are
    the arguments whose pointee receives data from outside (`fgets`, `scanf`, `read`).
    `storage` names the library-owned object a `Ret.LIBRARY` result points into and that
    `retains` arguments are kept in. `stores` lists (destination, source) pairs: the
    value of argument `source` (-1: a fresh allocation) is stored into the object argument
    `destination` points to (`strtol`'s end pointer, `getline`'s buffer). `streams` are
    the arguments that are streams (`FILE *`, access code `s`), -1 for the standard stream
    a function uses without an argument (`printf`): a stream is a `FILE` object of the
    library (`STREAMS` storage), never a program variable, so reading or writing through
    it touches the buffers handed to streams (the arguments `STREAMS` models retain:
    `setvbuf`'s, `fmemopen`'s, `open_memstream`'s) and no other variable. `runs` names a
    storage whose registered handlers the function may call (`exit` runs the functions
    `atexit` kept in storage "atexit"; `raise` the handlers `signal` kept in "signal"):
    a handler is a retained callback argument of a model with that storage.
    """

    name: str
    effects: Effect
    copies: tuple[tuple[int, int], ...] = ()
    returns_arg: int | None = None
    fills: tuple[int, ...] = ()
    reads: tuple[Depth, ...] = ()
    writes: tuple[Depth, ...] = ()
    rest: tuple[Depth, Depth] = (Depth.NONE, Depth.NONE)
    returns: Ret = Ret.SCALAR
    storage: str = ""
    retains: tuple[int, ...] = ()
    stores: tuple[tuple[int, int], ...] = ()
    callbacks: tuple[Callback, ...] = ()
    reads_globals: tuple[str, ...] = ()
    writes_globals: tuple[str, ...] = ()
    streams: tuple[int, ...] = ()
    runs: str = ""

    @property
    def allocates(self) -> bool:
        """An allocator: its result is a fresh object (the front end lowers its calls to
        allocation instructions)."""
        return Effect.ALLOC in self.effects

    @property
    def noreturn(self) -> bool:
        return Effect.NORETURN in self.effects

    @property
    def ends_path(self) -> bool:
        """Whether analyses may end a path at a call: it never returns and does not resume
        elsewhere in the program (`longjmp` does, after a `setjmp`)."""
        return self.noreturn and Effect.JUMPS not in self.effects

    @property
    def returns_twice(self) -> bool:
        return Effect.RETURNS_TWICE in self.effects

    @property
    def pure(self) -> bool:
        return Effect.PURE in self.effects

    def reads_at(self, i: int) -> Depth:
        """How deep the function reads through argument i."""
        return self.reads[i] if i < len(self.reads) else self.rest[0]

    def writes_at(self, i: int) -> Depth:
        """How deep the function writes through argument i."""
        return self.writes[i] if i < len(self.writes) else self.rest[1]

    def callback_at(self, i: int) -> Callback | None:
        return next((c for c in self.callbacks if c.fn == i), None)

    @property
    def registers(self) -> tuple[Callback, ...]:
        """The callbacks that register a handler: kept by the library in its `storage`,
        for a function that `runs` it later (`atexit`'s, `signal`'s, `sigaction`'s)."""
        if not self.storage:
            return ()
        return tuple(c for c in self.callbacks if c.fn in self.retains)


_E = Effect
_R = Ret
_CODES = {"r": (Depth.POINTEE, Depth.NONE), "w": (Depth.NONE, Depth.POINTEE),
          "R": (Depth.REACH, Depth.NONE), "W": (Depth.NONE, Depth.REACH)}
_Access = tuple[tuple[Depth, ...], tuple[Depth, ...], tuple[Depth, Depth], tuple[int, ...]]


@functools.cache  # (many models share a spec)
def _access(spec: str) -> _Access:
    """Per-argument access from a spec such as `"w r -"`: one word per argument, `-` for
    none, `r`/`w` for the pointee, `R`/`W` for everything reachable, `s` for a stream
    (`"rws"`: the stream is read and written), `f` for a function pointer (called, not
    dereferenced); a last word ending in `...` covers the rest. Returns the reads, the
    writes, the rest's access and the stream arguments."""
    reads: list[Depth] = []
    writes: list[Depth] = []
    streams: list[int] = []
    rest = (Depth.NONE, Depth.NONE)
    for word in spec.split():
        variadic = word.endswith("...")
        r, w = Depth.NONE, Depth.NONE
        for ch in word.removesuffix("..."):
            if ch in _CODES:
                cr, cw = _CODES[ch]
                r, w = max(r, cr), max(w, cw)
            elif ch == "s" and not variadic:
                streams.append(len(reads))
            elif ch not in "-f":
                raise ValueError(f"bad access code {ch!r} in {spec!r}")
        if variadic:
            rest = (r, w)
        else:
            reads.append(r)
            writes.append(w)
    return tuple(reads), tuple(writes), rest, tuple(streams)


def _m(name: str, effects: Effect = _E.NONE, spec: str = "", *,
       copies: tuple[tuple[int, int], ...] = (), returns_arg: int | None = None,
       fills: tuple[int, ...] = (), returns: Ret | None = None, storage: str = "",
       retains: tuple[int, ...] = (), stores: tuple[tuple[int, int], ...] = (),
       callbacks: tuple[Callback, ...] = (), std_stream: bool = False, runs: str = "",
       reads_globals: tuple[str, ...] = (), writes_globals: tuple[str, ...] = ()) -> LibModel:
    reads, writes, rest, streams = _access(spec)
    if std_stream:  # stdin, stdout or stderr, without an argument: read and written
        streams += (-1,)
    if not spec:  # the coarse flags: every pointer argument's pointee
        rest = (Depth.POINTEE if _E.READS_ARGS in effects else Depth.NONE,
                Depth.POINTEE if _E.WRITES_ARGS in effects else Depth.NONE)
    reads_l, writes_l = list(reads), list(writes)
    marks = [(writes_l, d, rest[1]) for d, _ in copies] + [(reads_l, s, rest[0])
                                                           for _, s in copies]
    marks += [(writes_l, i, rest[1]) for i in fills]
    for lst, i, pad in marks:  # copies read the source and write the destination
        if i >= 0:
            lst.extend([pad] * (i + 1 - len(lst)))
            lst[i] = max(lst[i], Depth.POINTEE)
    if any(reads_l) or rest[0]:
        effects |= _E.READS_ARGS
    if any(writes_l) or rest[1]:
        effects |= _E.WRITES_ARGS
    if returns is None:
        returns = _R.FRESH if _E.ALLOC in effects else _R.SCALAR
        if returns_arg is not None:
            returns |= _R.ARG
    return LibModel(name, effects, copies, returns_arg, fills, tuple(reads_l),
                    tuple(writes_l), rest, returns, storage, retains, stores, callbacks,
                    reads_globals, writes_globals, streams, runs)


def _each(names: str, effects: Effect = _E.NONE, spec: str = "",
          **kw: object) -> Iterator[LibModel]:
    for n in names.split():
        yield _m(n, effects, spec, **kw)  # type: ignore[arg-type]


def _lib(names: str, spec: str, storage: str, effects: Effect = _E.NONE,
         **kw: object) -> Iterator[LibModel]:
    """Functions returning a pointer into library-owned `storage`."""
    yield from _each(names, effects, spec, returns=_R.LIBRARY, storage=storage, **kw)


#: The storage of the library's stream objects: what a model with this storage retains is
#: a buffer streams may read and write. Each stream is a `FILE` object of its own (one per
#: call site of `fopen`, `tmpfile`, ...; `stdin`, `stdout` and `stderr` one each) whose
#: contents are this storage's (`ddpa.graphs.peg`).
STREAMS = "FILE"
_FILE = STREAMS
_CB2 = Callback(3, (0, 0))  # qsort's comparator gets two pointers into the array

def _c_models() -> tuple[LibModel, ...]:
    """Every C library model, made when a model is first asked for (`_tables`): a question
    whose facts were kept asks for none, and defining them took a tenth of its time."""
    return (
        # --- allocation ---------------------------------------------------------------------
        *_each("malloc calloc aligned_alloc alloca __builtin_alloca valloc pvalloc", _E.ALLOC),
        _m("realloc", _E.ALLOC | _E.FREE, copies=((-1, 0),)),
        _m("reallocarray", _E.ALLOC | _E.FREE, copies=((-1, 0),)),
        _m("posix_memalign", _E.NONE, "w", stores=((0, -1),)),
        *_each("strdup strndup __strdup", _E.ALLOC, "r", copies=((-1, 0),)),
        *_each("free cfree", _E.FREE),
        # C++ allocation (the front end lowers `new`/`delete` onto these)
        _m("operator new", _E.ALLOC),
        _m("operator new[]", _E.ALLOC),
        _m("operator delete", _E.FREE),
        _m("operator delete[]", _E.FREE),
        _m("__cxa_pure_virtual", _E.NORETURN | _E.IO),  # a pure virtual method called: abort
        # C++ exceptions: throw the object at the argument (handlers find it in the global
        # @__cxa_exception, which the front end writes before the call)
        _m("__cxa_throw", _E.NORETURN, "r"),
        _m("__cxa_rethrow", _E.NORETURN),
        # --- <string.h>: copies, fills, searches ---------------------------------------------
        *_each("memcpy memmove mempcpy", _E.NONE, "w r -",
               copies=((0, 1),), returns_arg=0),
        *_each("strcpy strncpy strcat strncat stpcpy stpncpy", _E.NONE, "w r -",
               copies=((0, 1),), returns_arg=0),
        _m("strlcpy", _E.NONE, "w r -", copies=((0, 1),)),
        _m("strlcat", _E.NONE, "rw r -", copies=((0, 1),)),
        *_each("memset", _E.NONE, "w - -", returns_arg=0),
        *_each("bzero explicit_bzero", _E.NONE, "w -"),
        _m("bcopy", _E.NONE, "r w -", copies=((1, 0),)),
        _m("memccpy", _E.NONE, "w r - -", copies=((0, 1),), returns_arg=0),
        *_each("strlen strnlen strcmp strncmp memcmp bcmp strcasecmp strncasecmp strcoll strspn "
               "strcspn strverscmp", _E.NONE, "r r -"),
        *_each("strchr strrchr strstr memchr memrchr strpbrk index rindex strchrnul "
               "strcasestr rawmemchr", _E.NONE, "r r -", returns_arg=0),
        _m("strxfrm", _E.NONE, "w r -"),
        _m("strtok", _E.NONE, "rw r", returns=_R.ARG | _R.LIBRARY, returns_arg=0,
           storage="strtok", retains=(0,)),
        _m("strtok_r", _E.NONE, "rw r rw", returns=_R.ARG | _R.LIBRARY, returns_arg=0,
           storage="strtok", retains=(0,)),
        _m("strsep", _E.NONE, "RW r", returns=_R.LIBRARY, storage="strsep", retains=(0,)),
        *_lib("strerror strsignal", "-", "strerror"),
        _m("strerror_r", _E.NONE, "- w -", returns=_R.ARG | _R.LIBRARY, returns_arg=1,
           storage="strerror"),
        # --- <stdlib.h> ---------------------------------------------------------------------
        *_each("atoi atol atoll atof", _E.NONE, "r"),
        # strtol and friends store a pointer into the string through their second argument
        *_each("strtol strtoul strtoll strtoull strtoimax strtoumax strtod strtof strtold",
               _E.NONE, "r w -", stores=((1, 0),)),
        *_each("abs labs llabs imaxabs div ldiv lldiv rand random drand48 lrand48 mrand48",
               _E.PURE),
        *_each("srand srandom srand48", _E.IO),
        _m("qsort", _E.NONE, "rw - - f", callbacks=(_CB2,)),
        _m("qsort_r", _E.NONE, "rw - - f -", callbacks=(Callback(3, (0, 0, 4)),)),
        _m("bsearch", _E.NONE, "r r - - f", returns_arg=1, callbacks=(Callback(4, (0, 1)),)),
        _m("lfind", _E.NONE, "r r r - f", returns_arg=1, callbacks=(Callback(4, (0, 1)),)),
        _m("lsearch", _E.NONE, "r rw rw - f", returns_arg=1, callbacks=(Callback(4, (0, 1)),)),
        # exit handlers: kept by the library (in storage "atexit") and run by `exit`
        _m("atexit", _E.NONE, "f", retains=(0,), callbacks=(Callback(0, ()),), storage="atexit"),
        _m("at_quick_exit", _E.NONE, "f", retains=(0,), callbacks=(Callback(0, ()),),
           storage="at_quick_exit"),
        _m("on_exit", _E.NONE, "f -", retains=(0, 1), callbacks=(Callback(0, (None, 1)),),
           storage="atexit"),
        # C++: a global object's destructor, run on it at exit (`ddpa.ir.cxxabi.CXA_ATEXIT`)
        _m("__cxa_atexit", _E.NONE, "f - -", retains=(0, 1), callbacks=(Callback(0, (1,)),),
           storage="atexit"),
        *_lib("getenv secure_getenv", "r", "environ", reads_globals=("environ",)),
        *_each("setenv", _E.IO, "r r -", writes_globals=("environ",)),
        *_each("unsetenv", _E.IO, "r", writes_globals=("environ",)),
        _m("putenv", _E.IO, "r", retains=(0,), writes_globals=("environ",)),
        _m("system", _E.IO, "r"),
        *_each("mkstemp mkstemp64 mkostemp", _E.IO, "rw -"),
        _m("mkdtemp", _E.IO, "rw", returns_arg=0),
        _m("realpath", _E.IO, "r w", returns=_R.FRESH | _R.ARG, returns_arg=1),
        # --- termination and non-local jumps ------------------------------------------------
        # `runs`: exit runs the exit handlers, abort (SIGABRT) the signal handlers
        *_each("_exit _Exit __builtin_trap __builtin_unreachable __stack_chk_fail",
               _E.NORETURN | _E.IO),
        _m("exit", _E.NORETURN | _E.IO, runs="atexit"),
        _m("quick_exit", _E.NORETURN | _E.IO, runs="at_quick_exit"),
        _m("abort", _E.NORETURN | _E.IO, runs="signal"),
        *_each("__assert_fail __assert_perror_fail __assert __assert_rtn", _E.NORETURN | _E.IO,
               "r r - r", runs="signal"),
        *_each("err errx", _E.NORETURN | _E.IO, "- r r...", runs="atexit"),
        *_each("verr verrx", _E.NORETURN | _E.IO, "- r R", runs="atexit"),
        *_each("warn warnx", _E.IO, "r r...", std_stream=True),
        *_each("vwarn vwarnx", _E.IO, "r R", std_stream=True),
        *_each("error", _E.IO, "- - r r...", reads_globals=("program_invocation_name",),
               std_stream=True, runs="atexit"),  # exits when its status is not 0
        # setjmp saves the registers into its buffer and may return again; longjmp does not
        # return to its caller: control resumes after the matching setjmp
        *_each("setjmp _setjmp sigsetjmp __sigsetjmp", _E.RETURNS_TWICE, "w -"),
        *_each("longjmp _longjmp siglongjmp __longjmp_chk", _E.NORETURN | _E.JUMPS, "r -"),
        # --- <stdio.h>: FILE streams are library storage -------------------------------------
        # A stream argument (`s`) is the library's FILE object: through it the function
        # touches the buffers given to streams (setvbuf's, fmemopen's, open_memstream's), not
        # what an imprecise points-to set of the FILE pointer names.
        *_lib("fopen fopen64 fdopen tmpfile tmpfile64 popen", "r r", _FILE, _E.IO),
        # freopen reopens the stream it is given and returns it (or a null pointer)
        *_each("freopen freopen64", _E.IO, "r r rws", returns=_R.ARG, returns_arg=2,
               storage=_FILE),
        _m("fmemopen", _E.IO, "RW - r", returns=_R.LIBRARY, storage=_FILE, retains=(0,)),
        # the stream stores its (re)allocated buffer and size through the two pointers at
        # every flush and close
        _m("open_memstream", _E.IO, "w w", returns=_R.LIBRARY, storage=_FILE, retains=(0, 1),
           stores=((0, -1),)),
        *_each("fclose pclose fflush fflush_unlocked clearerr clearerr_unlocked rewind "
               "flockfile funlockfile ftrylockfile", _E.IO, "rws"),
        *_each("feof feof_unlocked ferror ferror_unlocked fileno fileno_unlocked ftell ftello "
               "ftello64", _E.IO, "rs"),
        *_each("fseek fseeko fseeko64", _E.IO, "rws - -"),
        _m("fgetpos", _E.IO, "rs w"),
        _m("fsetpos", _E.IO, "rws r"),
        # setvbuf/setbuf hand the stream a buffer the library keeps and writes at every
        # operation on the stream (its contents are indeterminate to the program, C11 7.21.5.6)
        _m("setvbuf", _E.IO, "rws w - -", retains=(1,), storage=_FILE),
        _m("setbuf", _E.IO, "rws w", retains=(1,), storage=_FILE),
        _m("setbuffer", _E.IO, "rws w -", retains=(1,), storage=_FILE),
        _m("setlinebuf", _E.IO, "rws"),
        *_each("printf", _E.IO, "r r...", reads_globals=("stdout",), std_stream=True),
        _m("vprintf", _E.IO, "r R", reads_globals=("stdout",), std_stream=True),
        _m("fprintf", _E.IO, "rws r r..."),
        _m("dprintf", _E.IO, "- r r..."),  # a file descriptor, not a stream
        _m("vfprintf", _E.IO, "rws r R"),
        *_each("sprintf", _E.NONE, "w r r...", fills=(0,)),
        *_each("snprintf", _E.NONE, "w - r r...", fills=(0,)),
        _m("vsprintf", _E.NONE, "w r R", fills=(0,)),
        _m("vsnprintf", _E.NONE, "w - r R", fills=(0,)),
        _m("asprintf", _E.NONE, "w r r...", stores=((0, -1),)),
        _m("vasprintf", _E.NONE, "w r R", stores=((0, -1),)),
        *_each("puts", _E.IO, "r", reads_globals=("stdout",), std_stream=True),
        *_each("fputs fputs_unlocked", _E.IO, "r rws"),
        *_each("putchar putchar_unlocked", _E.IO, "-", reads_globals=("stdout",),
               std_stream=True),
        *_each("fputc putc fputc_unlocked putc_unlocked _IO_putc", _E.IO, "- rws"),
        *_each("getchar getchar_unlocked", _E.IO, "", reads_globals=("stdin",), std_stream=True),
        *_each("fgetc getc fgetc_unlocked getc_unlocked _IO_getc", _E.IO, "rws"),
        _m("ungetc", _E.IO, "- rws"),
        *_each("fgets fgets_unlocked", _E.IO, "w - rws", fills=(0,), returns_arg=0),
        *_each("fread fread_unlocked", _E.IO, "w - - rws", fills=(0,)),
        *_each("fwrite fwrite_unlocked", _E.IO, "r - - rws"),
        # getline stores a (re)allocated buffer and its size through its first two arguments
        *_each("getline", _E.IO | _E.FREE, "RW rw rws", stores=((0, -1),)),
        *_each("getdelim __getdelim", _E.IO | _E.FREE, "RW rw - rws", stores=((0, -1),)),
        _m("scanf", _E.IO, "r w...", fills=(1, 2, 3, 4, 5, 6, 7, 8), reads_globals=("stdin",),
           std_stream=True),
        _m("fscanf", _E.IO, "rws r w...", fills=(2, 3, 4, 5, 6, 7, 8)),
        _m("sscanf", _E.NONE, "r r w...", fills=(2, 3, 4, 5, 6, 7, 8)),
        _m("vscanf", _E.IO, "r RW", std_stream=True),
        _m("vfscanf", _E.IO, "rws r RW"),
        _m("vsscanf", _E.NONE, "r r RW"),
        _m("perror", _E.IO, "r", std_stream=True),
        *_each("remove unlink rmdir chdir", _E.IO, "r"),
        *_each("rename link symlink", _E.IO, "r r"),
        _m("tmpnam", _E.IO, "w", returns=_R.ARG | _R.LIBRARY, returns_arg=0, storage="tmpnam"),
        # --- <ctype.h> ----------------------------------------------------------------------
        *_each("isalpha isdigit isspace isalnum isupper islower isprint ispunct iscntrl isgraph "
               "isxdigit isblank isascii toupper tolower toascii", _E.PURE),
        # glibc's isalpha(c) is (*__ctype_b_loc())[c] & _ISalpha: a pointer to a library table
        *_lib("__ctype_b_loc __ctype_tolower_loc __ctype_toupper_loc", "", "ctype"),
        # --- errno: `errno` is (*__errno_location()), library-owned int storage -------------
        *_lib("__errno_location __error ___errno", "", "errno"),
        # --- getopt: optarg points into argv; optind, opterr, optopt are library globals ------
        *_each("getopt", _E.NONE, "- rw R", retains=(1,),
               reads_globals=("optind", "opterr"),
               writes_globals=("optarg", "optind", "optopt")),
        *_each("getopt_long getopt_long_only", _E.NONE, "- rw R R w", retains=(1,),
               reads_globals=("optind", "opterr"),
               writes_globals=("optarg", "optind", "optopt")),
        # --- <time.h> -----------------------------------------------------------------------
        _m("time", _E.IO, "w"),
        *_each("clock", _E.IO),
        _m("difftime", _E.PURE),
        # a value the front end cannot know (how often the library calls a callable back):
        # no memory touched (`ANY_VALUE`)
        _m("__ddpa_any_value", _E.PURE),
        *_each("clock_gettime gettimeofday", _E.IO, "- w"),
        _m("mktime", _E.IO, "rw"),
        *_each("timegm timelocal", _E.NONE, "rw"),
        *_lib("localtime gmtime", "r", "tm", _E.IO),
        *_each("localtime_r gmtime_r", _E.IO, "r w", returns_arg=1),
        *_lib("asctime ctime", "r", "asctime", _E.IO),
        _m("strftime", _E.IO, "w - r r", fills=(0,)),
        *_each("sleep usleep", _E.IO),
        _m("nanosleep", _E.IO, "r w"),
        # --- <signal.h>: a registered handler may be called at any time -----------------------
        # (analyses: at the registration, at every `raise`/`kill`/`abort`, and its definitions
        # are never killed, see the README)
        *_each("signal bsd_signal sysv_signal", _E.NONE, "- f", retains=(1,),
               callbacks=(Callback(1, (None,)),), returns=_R.LIBRARY, storage="signal"),
        # sigaction's handler sits inside the struct it reads: kept by the library, it escapes;
        # analyses take every address-taken function of the handler's arity (sa_handler's 1,
        # sa_sigaction's 3)
        _m("sigaction", _E.NONE, "- R w", retains=(1,), storage="signal",
           callbacks=(Callback(1, (None,)), Callback(1, (None, None, None)))),
        *_each("sigemptyset sigfillset", _E.NONE, "w"),
        *_each("sigaddset sigdelset", _E.NONE, "rw -"),
        _m("sigismember", _E.NONE, "r -"),
        *_each("sigprocmask pthread_sigmask", _E.IO, "- r w"),
        *_each("raise kill", _E.IO, runs="signal"),
        # --- <sys/stat.h> and <unistd.h> -----------------------------------------------------
        *_each("stat lstat stat64 lstat64", _E.IO, "r w", fills=(1,)),
        *_each("fstat fstat64", _E.IO, "- w", fills=(1,)),
        *_each("mkdir chmod access", _E.IO, "r -"),
        *_each("open open64 creat", _E.IO, "r - -"),
        *_each("close dup dup2 fsync fdatasync isatty getpid getppid getuid geteuid getgid "
               "getegid umask alarm fork", _E.IO),
        _m("read", _E.IO, "- w -", fills=(1,)),
        _m("write", _E.IO, "- r -"),
        *_each("pread pread64", _E.IO, "- w - -", fills=(1,)),
        *_each("pwrite pwrite64", _E.IO, "- r - -"),
        _m("getrlimit", _E.IO, "- w", fills=(1,)),
        *_each("lseek lseek64 ftruncate", _E.IO),
        _m("pipe", _E.IO, "w"),
        _m("getcwd", _E.IO, "w -", fills=(0,), returns_arg=0),
        *_lib("getlogin ttyname", "", "unistd", _E.IO),
        _m("gethostname", _E.IO, "w -", fills=(0,)),
        *_each("execv execvp", _E.IO, "r R"),
        *_each("execl execlp", _E.IO, "r r r..."),
        _m("readlink", _E.IO, "r w -", fills=(1,)),
        *_each("pathconf", _E.IO, "r -"),
        *_each("fpathconf fchown fchmod", _E.IO),
        *_each("chown lchown utime utimes", _E.IO, "r r -"),
        _m("ioctl", _E.IO, "- - w..."),  # the request's argument may be filled
        _m("fcntl", _E.IO, "- - rw..."),
        # --- <dirent.h>, <pwd.h>, <grp.h>: entries the library owns ----------------------------
        *_lib("opendir fdopendir", "r", "dirent", _E.IO),
        *_lib("readdir readdir64", "rw", "dirent", _E.IO),
        _m("closedir", _E.IO, "rw"),
        *_lib("getpwuid getgrgid", "-", "passwd", _E.IO),
        *_lib("getpwnam getgrnam", "r", "passwd", _E.IO),
        # --- <dlfcn.h>: dlerror's message is the library's. dlopen, dlsym and dlclose run or
        # hand out code from outside the program (a loaded object's constructors, its symbols,
        # its destructors): they stay unknown externals, whose treatment is their sound model
        *_lib("dlerror", "", "dlerror"),
        # --- <regex.h>: a compiled pattern holds buffers the library allocates ----------------
        # regcomp writes the regex_t and stores fresh buffers in it; regfree releases those
        # buffers (heap the library allocated, no variable) and writes the regex_t: neither
        # writes through the pointers the regex_t held before
        _m("regcomp", _E.NONE, "w r -", stores=((0, -1),)),
        _m("regexec", _E.NONE, "R r - w -", fills=(3,)),
        _m("regfree", _E.NONE, "w"),
        _m("regerror", _E.NONE, "- R w -", fills=(2,)),
        # --- <pthread.h>: the start routine runs with its argument (as if during the call) ----
        *_each("pthread_mutex_lock pthread_mutex_unlock pthread_mutex_trylock "
               "pthread_mutex_destroy pthread_cond_signal pthread_cond_broadcast "
               "pthread_cond_destroy", _E.IO, "rw"),
        *_each("pthread_mutex_init pthread_cond_init", _E.IO, "w r"),
        _m("pthread_cond_wait", _E.IO, "rw rw"),
        _m("pthread_create", _E.IO, "w r f -", retains=(3,), callbacks=(Callback(2, (3,)),)),
        _m("pthread_join", _E.IO, "- w"),
        # --- <wchar.h>, <wctype.h>, <langinfo.h>, <arpa/inet.h> -------------------------------
        *_each("wcslen wcsnlen wcswidth", _E.NONE, "r -"),
        _m("wcscmp", _E.NONE, "r r"),
        *_each("wcscpy wcsncpy wcscat wcsncat", _E.NONE, "w r -", copies=((0, 1),),
               returns_arg=0),
        *_each("iswspace iswprint iswalpha iswdigit iswalnum iswupper iswlower iswpunct "
               "towupper towlower wcwidth htonl htons ntohl ntohs __ctype_get_mb_cur_max",
               _E.PURE),
        *_each("mbstowcs wcstombs", _E.NONE, "w r -", fills=(0,)),
        _m("mbsrtowcs", _E.NONE, "w rw - rw", fills=(0,)),
        *_lib("nl_langinfo", "-", "locale"),
        # --- <locale.h> ---------------------------------------------------------------------
        _m("setlocale", _E.IO, "- r", returns=_R.LIBRARY, storage="locale"),
        *_lib("localeconv", "", "locale"),
        # --- variadic helpers: va_start defines the va_list only ------------------------------
        _m("__builtin_va_start", _E.NONE, "w -"),
        _m("__builtin_va_end", _E.NONE, "w"),
        _m("__builtin_va_copy", _E.NONE, "w r", copies=((0, 1),)),
        # va_arg (lowered as a call of __builtin_va_arg) advances the va_list and returns the
        # next variadic actual of the enclosing function
        _m("__builtin_va_arg", _E.NONE, "rw"),
        # --- <math.h> and bit tricks: functions of their scalar arguments ---------------------
        *(_m(pre + n + suffix, _E.PURE) for n in (
            "sqrt", "fabs", "floor", "ceil", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
            "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp", "exp2", "expm1", "log",
            "log10", "log2", "log1p", "pow", "fmod", "round", "trunc", "fmin", "fmax", "hypot",
            "cbrt", "copysign", "nextafter", "remainder", "fdim", "rint", "nearbyint", "ldexp",
            "scalbn", "lround", "llround", "lrint", "llrint", "erf", "erfc", "tgamma", "lgamma",
            "isnan", "isinf", "isfinite", "isnormal", "finite", "fpclassify", "signbit", "nan")
          for suffix in ("", "f", "l") for pre in ("",)),
        *(_m(n + suffix, _E.PURE) for n in (
            "__isnan", "__isinf", "__finite", "__fpclassify", "__signbit", "__isfinite",
            "__isnormal") for suffix in ("", "f", "l")),
        *(_m(pre + n + suffix, _E.NONE, "- w") for n in ("frexp", "modf")
          for suffix in ("", "f", "l") for pre in ("",)),
        # builtins with models of their own (other `__builtin_X` are aliases of X, below)
        *(_m("__builtin_" + n, _E.PURE) for n in (
            "isnan", "isinf", "isinf_sign", "isfinite", "isnormal", "fpclassify", "signbit",
            "signbitf", "signbitl", "expect")),
        *(_m(f"{pre}{n}{suffix}", _E.PURE) for n in ("ctz", "clz", "popcount", "parity", "ffs")
          for suffix in ("", "l", "ll") for pre in ("__builtin_", "")
          if pre or n == "ffs"),
        *(_m(f"__builtin_bswap{n}", _E.PURE) for n in (16, 32, 64)),
        *(_m(f"__builtin_rotate{d}{n}", _E.PURE) for d in ("left", "right")
          for n in (8, 16, 32, 64)),
        # alias-analysis test oracles (SVF convention): no effect on the program
        *_each("MAYALIAS NOALIAS MUSTALIAS PARTIALALIAS EXPECTEDFAIL_MAYALIAS "
               "EXPECTEDFAIL_NOALIAS", _E.PURE),
    )


@functools.cache
def _tables() -> tuple[dict[str, LibModel], dict[str, LibModel]]:
    """The models by name (C's, and the C++ runtime's of `libmodel_cxx`), and the builtin
    aliases: `__builtin_memcpy`, `__builtin_sqrt` and the like are the library function
    (the front end calls them by the library name); hand-written IR may still call them by
    this name."""
    from ddpa.ir.libmodel_cxx import CXX_MODELS

    models = {m.name: m for m in _c_models()}
    models.update((n, _m(n, Effect(sum(Effect[e].value for e in es)), returns_arg=r))
                  for n, es, r in CXX_MODELS)
    aliases = {f"__builtin_{n}": m for n, m in models.items()
               if n[0].isalpha() and " " not in n and f"__builtin_{n}" not in models}
    return models, aliases


def models() -> dict[str, LibModel]:
    """Every library model by name (the builtin aliases aside)."""
    return _tables()[0]

#: Library globals a program may declare `extern`: the storage their value points into
#: ("" for a scalar). Unknown externals may read and write them; the models above say
#: which modelled functions do.
LIBRARY_GLOBALS: dict[str, str] = {
    "stdin": _FILE, "stdout": _FILE, "stderr": _FILE,
    "optarg": "getopt", "optind": "", "opterr": "", "optopt": "",
    "environ": "environ", "__environ": "environ",
    "program_invocation_name": "argv", "program_invocation_short_name": "argv",
    "tzname": "tm", "timezone": "", "daylight": "", "signgam": "", "errno": "",
}

#: The callee name used when the front end lowers a construct it does not understand:
#: an unknown external, so every analysis treats it soundly.
UNSUPPORTED = "__ddpa_unsupported"
#: The callee of an integer only the running library knows (how many times a range-based
#: `for` over an unknown container, or a library callback, runs): it touches no memory.
ANY_VALUE = "__ddpa_any_value"


def model(name: str) -> LibModel | None:
    table, aliases = _tables()
    return table.get(name) or aliases.get(name) or cxx_library_model(name)


def is_allocator(name: str) -> bool:
    m = model(name)
    return m is not None and m.allocates


def is_noreturn(name: str) -> bool:
    """Whether the library function `name` never returns to its caller."""
    m = model(name)
    return m is not None and m.noreturn


def unknown_externals(program: object) -> list[str]:
    """Body-less functions of `program` that have no model."""
    from ddpa.ir.program import Program

    assert isinstance(program, Program)
    return [n for n in program.externals() if model(n) is None]


def cxx_library_model(name: str) -> LibModel | None:
    """The model of a call of the C++ standard library, by its name (`libmodel_cxx`)."""
    from ddpa.ir.libmodel_cxx import cxx_library_spec

    spec = cxx_library_spec(name)
    return None if spec is None else _cxx_model(name, spec)


@functools.cache
def _cxx_model(name: str, s: CxxSpec) -> LibModel:
    returns = None if s.returns is None else Ret(sum(Ret[r].value for r in s.returns))
    return _m(name, Effect(sum(Effect[e].value for e in s.effects)), s.access,
              returns=returns, returns_arg=s.returns_arg, storage=s.storage,
              retains=s.retains, stores=s.stores, copies=s.copies, fills=s.fills)
