"""Models of getopt and getopt_long: glibc's option parsing over main's argv.

The state is glibc's globals `optind`, `optarg`, `opterr`, `optopt` (when the program
declares them; `statics` gives them their initial values), the position inside a cluster
of short options and the range of non-options skipped so far: options are permuted before
the other arguments as glibc does it, step by step (unless the option string starts with
`+` or POSIXLY_CORRECT is set; with `-` the others come in order as option 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ddpa.interp.libc import CallCtx, Library, _int, model
from ddpa.interp.stdio import STDERR
from ddpa.interp.values import I32, PTR

#: initial values of the option globals (the C library defines them)
OPTION_GLOBALS = {"optind": 1, "opterr": 1, "optopt": 63, "optarg": None}


@dataclass
class _LongOpt:
    name: bytes
    has_arg: int  # 0 no_argument, 1 required_argument, 2 optional_argument
    flag: Any
    val: int


class _State:
    """Where the parse is: the next character in the current argv element, and the range
    of arguments skipped so far that are not options (glibc's first/last_nonopt)."""

    def __init__(self) -> None:
        self.nextchar = 0
        self.initialized = False
        self.first_nonopt = 1
        self.last_nonopt = 1


def _state(lib: Library) -> _State:
    st = lib.getopt_state
    if not isinstance(st, _State):
        st = lib.getopt_state = _State()
    return st


def _get(lib: Library, name: str) -> Any:
    obj = lib.m._globals.get(name)
    if obj is None:
        return OPTION_GLOBALS[name]
    return lib.mem.load(obj, 0, PTR if name == "optarg" else I32)


def _set(lib: Library, name: str, value: Any) -> None:
    obj = lib.m._globals.get(name)
    if obj is not None:
        lib.mem.store(obj, 0, PTR if name == "optarg" else I32, value)


class _Args:
    """main's argv as the parse sees it: element pointers and their bytes."""

    def __init__(self, lib: Library, argc: int, argv: Any) -> None:
        self.lib = lib
        self.obj, self.off = lib.mem.deref(argv, 8 * max(argc, 1), True)
        self.ptrs = [lib.mem.load(self.obj, self.off + 8 * i, PTR) for i in range(argc)]
        self.text = [lib.cstr(p) if p is not None else b"" for p in self.ptrs]

    def nonoption(self, i: int) -> bool:
        return not self.text[i].startswith(b"-") or self.text[i] == b"-"

    def exchange(self, st: _State, optind: int) -> None:
        """Move the options just read, [last_nonopt, optind), before the non-options
        skipped, [first_nonopt, last_nonopt) (the order within each is kept)."""
        lo, mid = st.first_nonopt, st.last_nonopt
        order = [*range(lo), *range(mid, optind), *range(lo, mid),
                 *range(optind, len(self.ptrs))]
        self.ptrs = [self.ptrs[i] for i in order]
        self.text = [self.text[i] for i in order]
        for i in range(lo, optind):
            self.lib.mem.store(self.obj, self.off + 8 * i, PTR, self.ptrs[i])
        st.first_nonopt += optind - mid
        st.last_nonopt = optind


def _takes_arg(spec: bytes, c: int) -> int:
    """0: no argument, 1: required, 2: optional; -1: not an option."""
    i = spec.find(bytes([c]))
    if i < 0 or c == ord(":"):
        return -1
    if spec[i + 1:i + 3] == b"::":
        return 2
    return 1 if spec[i + 1:i + 2] == b":" else 0


def _match(name: bytes, longs: list[_LongOpt]) -> _LongOpt | str:
    exact = [o for o in longs if o.name == name]
    if exact:
        return exact[0]
    cands = [o for o in longs if o.name.startswith(name)]
    if len({(o.has_arg, o.flag, o.val) for o in cands}) > 1:
        return "ambiguous"
    return cands[0] if cands else "unrecognized"


def _longopts(lib: Library, p: Any) -> list[_LongOpt]:
    out: list[_LongOpt] = []
    if p is None:
        return out
    obj, off = p
    while True:
        name = lib.mem.load(obj, off, PTR)
        if name is None:
            return out
        out.append(_LongOpt(lib.cstr(name), _int(lib.mem.load(obj, off + 8, I32)),
                            lib.mem.load(obj, off + 16, PTR),
                            _int(lib.mem.load(obj, off + 24, I32))))
        off += 32


def _complain(lib: Library, spec: bytes, args: _Args, text: str) -> None:
    if _get(lib, "opterr") and not spec.startswith(b":"):
        prog = args.text[0].decode("latin-1") if args.text else "prog"
        lib.write(STDERR, f"{prog}: {text}\n".encode("latin-1"))


@model("getopt", "getopt_long", "getopt_long_only")
def _getopt(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    argc, spec = _int(a[0]), lib.cstr(a[2])
    longs = _longopts(lib, a[3]) if len(a) > 3 else []
    st = _state(lib)
    optind = _int(_get(lib, "optind"))
    if optind == 0 or not st.initialized:  # glibc: optind = 0 asks to start over
        optind = max(optind, 1)
        st.first_nonopt = st.last_nonopt = optind
        st.nextchar, st.initialized = 0, True
    args = _Args(lib, argc, a[1])
    order = "require" if spec.startswith(b"+") or "POSIXLY_CORRECT" in lib.env else \
        "return" if spec.startswith(b"-") else "permute"
    flags = spec.lstrip(b"+-")
    _set(lib, "optarg", None)
    if st.nextchar == 0:
        optind = _advance(args, st, optind, argc, order)
        _set(lib, "optind", optind)
        if optind == argc:
            if st.first_nonopt != st.last_nonopt:
                _set(lib, "optind", st.first_nonopt)
            return -1
        if args.nonoption(optind):
            if order == "require":
                return -1
            _set(lib, "optarg", args.ptrs[optind])  # "-": in order, as option 1
            _set(lib, "optind", optind + 1)
            return 1
        if args.text[optind].startswith(b"--") and longs:
            return _long(lib, args, optind, flags, longs, a[4] if len(a) > 4 else None)
        st.nextchar = 1
    return _short(lib, args, optind, flags, st)


def _advance(args: _Args, st: _State, optind: int, argc: int, order: str) -> int:
    """glibc's step to the next argv element: permute what was read, skip non-options,
    and stop at `--`."""
    st.last_nonopt = min(st.last_nonopt, optind)
    st.first_nonopt = min(st.first_nonopt, optind)
    if order == "permute":
        if st.first_nonopt != st.last_nonopt and st.last_nonopt != optind:
            args.exchange(st, optind)
        elif st.last_nonopt != optind:
            st.first_nonopt = optind
        while optind < argc and args.nonoption(optind):
            optind += 1
        st.last_nonopt = optind
    if optind != argc and args.text[optind] == b"--":
        optind += 1
        if st.first_nonopt != st.last_nonopt and st.last_nonopt != optind:
            args.exchange(st, optind)
        elif st.first_nonopt == st.last_nonopt:
            st.first_nonopt = optind
        st.last_nonopt = argc
        optind = argc
    return optind


def _short(lib: Library, args: _Args, optind: int, spec: bytes, st: _State) -> int:
    arg = args.text[optind]
    c = arg[st.nextchar]
    st.nextchar += 1
    at_end = st.nextchar >= len(arg)
    kind = _takes_arg(spec.lstrip(b":"), c)
    if kind < 0:
        _set(lib, "optopt", c)
        _complain(lib, spec, args, f"invalid option -- '{chr(c)}'")
        if at_end:
            st.nextchar, optind = 0, optind + 1
        _set(lib, "optind", optind)
        return ord("?")
    if kind == 0:
        if at_end:
            st.nextchar, optind = 0, optind + 1
        _set(lib, "optind", optind)
        return c
    here = args.ptrs[optind]
    if not at_end:
        _set(lib, "optarg", (here[0], here[1] + st.nextchar))
    elif kind == 1:
        if optind + 1 >= len(args.text):
            _set(lib, "optopt", c)
            _complain(lib, spec, args, f"option requires an argument -- '{chr(c)}'")
            st.nextchar = 0
            _set(lib, "optind", optind + 1)
            return ord(":") if spec.startswith(b":") else ord("?")
        optind += 1
        _set(lib, "optarg", args.ptrs[optind])
    st.nextchar = 0
    _set(lib, "optind", optind + 1)
    return c


def _long(lib: Library, args: _Args, optind: int, spec: bytes, longs: list[_LongOpt],
          index_p: Any) -> int:
    arg = args.text[optind]
    name, eq, _ = arg[2:].partition(b"=")
    found = _match(name, longs)
    shown = arg[2:].decode("latin-1") if isinstance(found, str) else name.decode("latin-1")
    optind += 1
    if isinstance(found, str):
        _set(lib, "optopt", 0)
        _complain(lib, spec, args, f"unrecognized option '--{shown}'" if found ==
                  "unrecognized" else f"option '--{shown}' is ambiguous")
        _set(lib, "optind", optind)
        return ord("?")
    full = found.name.decode("latin-1")
    here = args.ptrs[optind - 1]
    if eq:
        if found.has_arg == 0:
            _set(lib, "optopt", found.val if found.flag is None else 0)
            _complain(lib, spec, args, f"option '--{full}' doesn't allow an argument")
            _set(lib, "optind", optind)
            return ord("?")
        _set(lib, "optarg", (here[0], here[1] + 3 + len(name)))
    elif found.has_arg == 1:
        if optind >= len(args.text):
            _set(lib, "optopt", found.val if found.flag is None else 0)
            _complain(lib, spec, args, f"option '--{full}' requires an argument")
            _set(lib, "optind", optind)
            return ord(":") if spec.startswith(b":") else ord("?")
        _set(lib, "optarg", args.ptrs[optind])
        optind += 1
    _set(lib, "optind", optind)
    if index_p is not None:
        obj, off = lib.mem.deref(index_p, 4, True)
        lib.mem.store(obj, off, I32, longs.index(found))
    if found.flag is not None:
        obj, off = lib.mem.deref(found.flag, 4, True)
        lib.mem.store(obj, off, I32, found.val)
        return 0
    return found.val
