"""Models of the environment, clock, locale, setjmp/longjmp, bsearch, signals and POSIX calls.

The environment is `World.env` only; the clock starts at `World.epoch` and advances one
microsecond per IR instruction (as counted at the run loop's last budget check), so runs
are reproducible; local time is UTC. The locale is "C". setjmp records its caller's frame
in the jmp_buf (a token the library keeps); longjmp unwinds to that frame (`LongJump`).
"""

from __future__ import annotations

import errno
from typing import Any

from ddpa.interp.errors import Fault, FaultKind, LongJump
from ddpa.interp.libc import MODELS, CallCtx, Library, _int, _uint, model
from ddpa.interp.libfile import lib_string, set_errno
from ddpa.interp.memory import ObjKind, ObjRef
from ddpa.interp.semantics import convert
from ddpa.interp.values import I8, I32, I64, PTR
from ddpa.ir.types import I32 as T_I32

# ---- environment ------------------------------------------------------------------------------


@model("getenv", "secure_getenv")
def _getenv(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    name = lib.cstr(a[0]).decode("latin-1")
    value = lib.env.get(name)
    if value is None:
        return None
    return lib_string(lib, f"environment {name}={value}", value.encode("latin-1"))


@model("dlerror")
def _dlerror(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    """No error is pending: the interpreter loads no shared object (`dlopen` is not run)."""
    return None


@model("setenv")
def _setenv(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    name = lib.cstr(a[0]).decode("latin-1")
    if not name or "=" in name:
        return -1
    if _int(a[2]) or name not in lib.env:
        lib.env[name] = lib.cstr(a[1]).decode("latin-1")
    return 0


@model("unsetenv")
def _unsetenv(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.env.pop(lib.cstr(a[0]).decode("latin-1"), None)
    return 0


# ---- clock and calendar -----------------------------------------------------------------------


def _micros(lib: Library) -> int:
    """Microseconds since the epoch of the run's clock."""
    return lib.m.config.world.epoch * 1_000_000 + lib.m.steps


def _store64(lib: Library, p: Any, *values: int) -> None:
    obj, off = lib.mem.deref(p, 8 * len(values), True)
    for i, v in enumerate(values):
        lib.mem.store(obj, off + 8 * i, I64, v)


@model("time")
def _time(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    now = _micros(lib) // 1_000_000
    if a and a[0] is not None:
        _store64(lib, a[0], now)
    return now


@model("clock")
def _clock(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return lib.m.steps  # CLOCKS_PER_SEC is 1000000: one microsecond per instruction


@model("gettimeofday")
def _gettimeofday(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    if a[0] is not None:
        _store64(lib, a[0], *divmod(_micros(lib), 1_000_000))
    return 0


@model("clock_gettime")
def _clock_gettime(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    sec, usec = divmod(_micros(lib), 1_000_000)
    _store64(lib, a[1], sec, usec * 1000)
    return 0


@model("difftime")
def _difftime(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return float(_int(a[0]) - _int(a[1]))


_TM_FIELDS = 9  # tm_sec .. tm_isdst (ints), then long tm_gmtoff and const char *tm_zone
_TM_SIZE = 56


def _days_from_civil(y: int, m: int, d: int) -> int:
    """Days since 1970-01-01 of the proleptic Gregorian date y-m-d (m in 1..12)."""
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _broken_down(t: int) -> list[int]:
    """struct tm's nine int fields for the time t (UTC)."""
    days, secs = divmod(t, 86400)
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    y = yoe + era * 400 + (m <= 2)
    yday = days - _days_from_civil(y, 1, 1)
    return [secs % 60, secs // 60 % 60, secs // 3600, d, m - 1, y - 1900, (days + 4) % 7,
            yday, 0]


def _write_tm(lib: Library, p: Any, fields: list[int]) -> Any:
    obj, off = lib.mem.deref(p, _TM_SIZE, True)
    for i, v in enumerate(fields):
        lib.mem.store(obj, off + 4 * i, I32, v)
    lib.mem.store(obj, off + 40, I64, 0)
    lib.mem.store(obj, off + 48, PTR, lib_string(lib, "time zone", b"GMT"))
    return p


def _read_tm(lib: Library, p: Any) -> list[int]:
    obj, off = lib.mem.deref(p, 4 * _TM_FIELDS, False)
    return [_int(lib.mem.load(obj, off + 4 * i, I32)) for i in range(_TM_FIELDS)]


def _tm_time(f: list[int]) -> int:
    """mktime/timegm: the time a (possibly denormalised) struct tm stands for, in UTC."""
    y, mon = divmod(f[4], 12)
    days = _days_from_civil(1900 + f[5] + y, mon + 1, 1) + f[3] - 1
    return days * 86400 + f[2] * 3600 + f[1] * 60 + f[0]


def _time_arg(lib: Library, p: Any) -> int:
    obj, off = lib.mem.deref(p, 8, False)
    return _int(lib.mem.load(obj, off, I64))


def _calendar(lib: Library, p: Any) -> list[int] | None:
    """The struct tm fields of the time at `p`, None (errno EOVERFLOW) past an int year."""
    fields = _broken_down(_time_arg(lib, p))
    if not -(1 << 31) <= fields[5] < 1 << 31:
        set_errno(lib, errno.EOVERFLOW)
        return None
    return fields


@model("gmtime", "localtime")
def _gmtime(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    holder = lib._tables.get("struct tm")
    if holder is None:
        holder = lib.mem.new(_TM_SIZE, ObjRef(ObjKind.LIBRARY, "struct tm"))
        lib._tables["struct tm"] = holder
    fields = _calendar(lib, a[0])
    return None if fields is None else _write_tm(lib, (holder, 0), fields)


@model("gmtime_r", "localtime_r")
def _gmtime_r(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fields = _calendar(lib, a[0])
    return None if fields is None else _write_tm(lib, a[1], fields)


@model("mktime", "timegm", "timelocal")
def _mktime(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    t = _tm_time(_read_tm(lib, a[0]))
    _write_tm(lib, a[0], _broken_down(t))
    return t


_DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")


def _iso_week(f: list[int]) -> tuple[int, int]:
    """(ISO 8601 year, week number) of a struct tm."""
    year = f[5] + 1900
    wday = (f[6] + 6) % 7  # Monday is 0
    week = (f[7] - wday + 10) // 7
    if week < 1:
        year -= 1
        prev = 366 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 365
        week = (f[7] + prev - wday + 10) // 7
    elif week == 53:
        days = 366 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 365
        if f[7] - wday + 3 >= days:
            year, week = year + 1, 1
    return year, week


def strftime(fmt: str, f: list[int]) -> str:
    """C's strftime in the "C" locale, time zone UTC."""
    sec, mi, hour, mday, mon, year, wday, yday = f[:8]
    out: list[str] = []
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch != "%" or i + 1 >= len(fmt):
            out.append(ch)
            i += 1
            continue
        i += 1
        while fmt[i] in "EO" and i + 1 < len(fmt):  # alternative forms: the same in "C"
            i += 1
        c = fmt[i]
        i += 1
        out.append(_conversion(c, f, sec, mi, hour, mday, mon, year, wday, yday))
    return "".join(out)


def _conversion(c: str, f: list[int], sec: int, mi: int, hour: int, mday: int, mon: int,
                year: int, wday: int, yday: int) -> str:
    y = year + 1900
    day, month = _DAYS[wday % 7], _MONTHS[mon % 12]
    simple = {
        "a": day[:3], "A": day, "b": month[:3], "h": month[:3], "B": month,
        "C": f"{y // 100:02d}", "d": f"{mday:02d}", "e": f"{mday:2d}", "H": f"{hour:02d}",
        "I": f"{(hour % 12) or 12:02d}", "j": f"{yday + 1:03d}", "m": f"{mon + 1:02d}",
        "M": f"{mi:02d}", "n": "\n", "p": "AM" if hour < 12 else "PM",
        "P": "am" if hour < 12 else "pm", "S": f"{sec:02d}", "t": "\t",
        "u": str((wday + 6) % 7 + 1), "w": str(wday), "y": f"{y % 100:02d}", "Y": str(y),
        "Z": "GMT", "z": "+0000", "%": "%", "s": str(_tm_time(f)),
        "U": f"{(yday + 7 - wday) // 7:02d}", "W": f"{(yday + 7 - (wday + 6) % 7) // 7:02d}",
    }
    if c in simple:
        return simple[c]
    composite = {"D": "%m/%d/%y", "F": "%Y-%m-%d", "T": "%H:%M:%S", "R": "%H:%M",
                 "r": "%I:%M:%S %p", "c": "%a %b %e %H:%M:%S %Y", "x": "%m/%d/%y",
                 "X": "%H:%M:%S"}
    if c in composite:
        return strftime(composite[c], f)
    if c in "GgV":
        iy, week = _iso_week(f)
        return {"G": str(iy), "g": f"{iy % 100:02d}", "V": f"{week:02d}"}[c]
    return "%" + c


@model("strftime")
def _strftime(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    limit = _uint(a[1])
    text = strftime(lib.cstr(a[2]).decode("latin-1"), _read_tm(lib, a[3])).encode("latin-1")
    if len(text) + 1 > limit:
        return 0
    lib.put_string(a[0], text + b"\0")
    return len(text)


def _asctime_text(f: list[int]) -> bytes:
    return (strftime("%a %b", f) + f"{f[3]:3d} " + strftime("%H:%M:%S", f) +
            f" {f[5] + 1900}\n").encode("latin-1")


@model("asctime", "ctime")
def _asctime(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    f = _calendar(lib, a[0]) if ctx.name == "ctime" else _read_tm(lib, a[0])
    if f is None:
        return None
    text = _asctime_text(f)
    obj = lib._tables.get("asctime buffer")
    if obj is None:
        obj = lib.mem.new(26, ObjRef(ObjKind.LIBRARY, "asctime buffer"))
        lib._tables["asctime buffer"] = obj
    lib.mem.write_bytes(obj, 0, text[:25] + b"\0")
    return (obj, 0)


# ---- locale -----------------------------------------------------------------------------------


@model("setlocale")
def _setlocale(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    name = lib.cstr(a[1]) if a[1] is not None else b"C"
    if name not in (b"", b"C", b"POSIX", b"C.UTF-8", b"C.utf8"):
        return None  # only the "C" locale exists in the sandbox
    return lib_string(lib, "locale name", b"C")


# struct lconv of glibc: ten char* members, then fourteen char members (CHAR_MAX: unknown)
_LCONV_STRINGS = (b".", b"", b"", b"", b"", b"", b"", b"", b"", b"")


@model("localeconv")
def _localeconv(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    obj = lib._tables.get("struct lconv")
    if obj is None:
        obj = lib.mem.new(96, ObjRef(ObjKind.LIBRARY, "struct lconv"), zero=True)
        for i, text in enumerate(_LCONV_STRINGS):
            lib.mem.store(obj, 8 * i, PTR, lib_string(lib, f"lconv {i}", text))
        for i in range(14):
            lib.mem.store(obj, 80 + i, I8, 127)
        lib._tables["struct lconv"] = obj
    return (obj, 0)


# ---- non-local jumps --------------------------------------------------------------------------


#: the names setjmp has in the headers (a function calling one of these forgets its jmp_bufs
#: when it returns, see `Machine._leave`)
SETJMP_NAMES = frozenset({"setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp", "__builtin_setjmp"})


@model(*SETJMP_NAMES)
def _setjmp(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    obj, off = lib.mem.deref(a[0], 8, True)
    mine = lib.frame_jumps.setdefault(id(ctx.frame), {})
    token = mine.get(id(ctx.ins))  # the same call in the same frame: the same token
    entry = lib.jumps.get(token) if token is not None else None
    if entry is None or entry[0] is not ctx.frame:  # (a frame id reused: a new token)
        token = mine[id(ctx.ins)] = lib.next_token
        lib.next_token += 1
        lib.jumps[token] = (ctx.frame, ctx.ins)
    lib.mem.store(obj, off, I64, token)
    return 0


@model("longjmp", "_longjmp", "siglongjmp", "__longjmp_chk", "__builtin_longjmp")
def _longjmp(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    obj, off = lib.mem.deref(a[0], 8, False)
    token = lib.mem.load(obj, off, I64)
    target = lib.jumps.get(token) if isinstance(token, int) else None
    if target is None:
        if isinstance(token, int) and 0 < token < lib.next_token:
            raise Fault(FaultKind.BAD_CALL, "longjmp to a jmp_buf whose setjmp was called by "
                        "a function that has returned")
        raise Fault(FaultKind.BAD_ARGUMENT, "longjmp with a jmp_buf that setjmp did not fill")
    value = _int(convert(a[1], T_I32, lib.mem)) if len(a) > 1 else 1
    jump = LongJump(target[0], target[1], value or 1)
    jump.loc = ctx.ins.loc
    raise jump


# ---- searching and sorting with callbacks -----------------------------------------------------


@model("bsearch")
def _bsearch(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    key, base, n, size, cmp = a[0], a[1], _uint(a[2]), _uint(a[3]), a[4]
    if n == 0 or size == 0:
        return None
    obj, off = lib.span(base, n * size, False)
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi) // 2
        r = _int(convert(lib.m.call_pointer(cmp, [key, (obj, off + mid * size)]), T_I32,
                         lib.mem))
        if r < 0:
            hi = mid
        elif r > 0:
            lo = mid + 1
        else:
            return (obj, off + mid * size)
    return None


@model("atexit", "__cxa_atexit")
def _atexit(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.m.function_target(a[0])  # a bad pointer is reported now, not at exit
    lib.at_exit.append((a[0], [a[1]] if ctx.name == "__cxa_atexit" else []))
    return 0


# ---- strings ----------------------------------------------------------------------------------


@model("strcasecmp", "strncasecmp")
def _strcasecmp(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    n = _uint(a[2]) if ctx.name == "strncasecmp" else None
    x, y = lib.cstr(a[0], n).lower(), lib.cstr(a[1], n).lower()
    for i in range(min(len(x), len(y))):
        if x[i] != y[i]:
            return x[i] - y[i]
    if n is not None and min(len(x), len(y)) >= n:
        return 0
    return (x[len(y)] if len(x) > len(y) else -y[len(x)]) if len(x) != len(y) else 0


@model("strtok_r")
def _strtok_r(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    saved = lib.mem.deref(a[2], 8, True)
    p = a[0] if a[0] is not None else lib.mem.load(*saved, PTR)
    if p is None:
        return None
    delims = set(lib.cstr(a[1]))
    s = lib.cstr(p)
    i = 0
    while i < len(s) and s[i] in delims:
        i += 1
    j = i
    while j < len(s) and s[j] not in delims:
        j += 1
    if j < len(s):
        lib.put_string((p[0], p[1] + j), b"\0")
        lib.mem.store(*saved, PTR, (p[0], p[1] + j + 1))
    else:
        lib.mem.store(*saved, PTR, (p[0], p[1] + j))
    return None if i == len(s) else (p[0], p[1] + i)


@model("strsep")
def _strsep(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    where = lib.mem.deref(a[0], 8, True)
    p = lib.mem.load(*where, PTR)
    if p is None:
        return None
    delims = set(lib.cstr(a[1]))
    s = lib.cstr(p)
    j = next((k for k, ch in enumerate(s) if ch in delims), None)
    if j is None:
        lib.mem.store(*where, PTR, None)
    else:
        lib.put_string((p[0], p[1] + j), b"\0")
        lib.mem.store(*where, PTR, (p[0], p[1] + j + 1))
    return p


@model("strcoll")
def _strcoll(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return MODELS["strcmp"](lib, a, ctx)  # the "C" locale collates by byte value


@model("strxfrm")
def _strxfrm(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    data, n = lib.cstr(a[1]), _uint(a[2])
    if len(data) < n:
        lib.put_string(a[0], data + b"\0")
    return len(data)


# ---- signals: none is ever delivered in the sandbox -------------------------------------------


@model("signal", "bsd_signal", "sysv_signal")
def _signal(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return None  # SIG_DFL: the previous disposition


_SIGSET_SIZE, _SIGACTION_SIZE = 128, 152  # glibc x86-64 sizes of sigset_t, struct sigaction


@model("sigemptyset", "sigfillset")
def _sigemptyset(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    obj, off = lib.span(a[0], _SIGSET_SIZE, True)
    lib.mem.fill(obj, off, 0xFF if ctx.name == "sigfillset" else 0, _SIGSET_SIZE)
    return 0


@model("sigaddset", "sigdelset")
def _sigaddset(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    sig = _int(a[1])
    if not 1 <= sig <= 64:
        return -1
    obj, off = lib.span(a[0], _SIGSET_SIZE, True)
    byte = off + (sig - 1) // 8
    v = _int(lib.mem.load(obj, byte, I8)) & 0xFF
    bit = 1 << ((sig - 1) % 8)
    v = v | bit if ctx.name == "sigaddset" else v & ~bit
    lib.mem.store(obj, byte, I8, v - 256 if v > 127 else v)
    return 0


@model("sigaction")
def _sigaction(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    if a[2] is not None:  # the previous action: SIG_DFL, no flags, empty mask
        obj, off = lib.span(a[2], _SIGACTION_SIZE, True)
        lib.mem.fill(obj, off, 0, _SIGACTION_SIZE)
    return 0


@model("sigprocmask", "pthread_sigmask")
def _sigprocmask(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    if a[2] is not None:
        obj, off = lib.span(a[2], _SIGSET_SIZE, True)
        lib.mem.fill(obj, off, 0, _SIGSET_SIZE)
    return 0


# ---- a few POSIX calls ------------------------------------------------------------------------


@model("random")
def _random(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return lib.random.next()  # glibc's rand() is random()


@model("srandom")
def _srandom(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    lib.random.seed(_int(a[0]))


@model("sleep", "usleep", "nanosleep")
def _sleep(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return 0  # the clock follows the instructions executed, not the host's time


@model("getpid", "getppid")
def _getpid(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    return 1000 if ctx.name == "getpid" else 1  # fixed: runs are reproducible


@model("write")
def _write(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd, n = _int(a[0]), _uint(a[2])
    if fd not in (1, 2) and fd not in lib.files:
        set_errno(lib, errno.EBADF)
        return -1
    if n:
        obj, off = lib.span(a[1], n, False)
        lib.write(fd, lib.mem.read_bytes(obj, off, n))
    return n


@model("read")
def _read(lib: Library, a: list[Any], ctx: CallCtx) -> Any:
    fd, n = _int(a[0]), _uint(a[2])
    if fd != 0 and fd not in lib.files:
        set_errno(lib, errno.EBADF)
        return -1
    data = lib.reader(fd).read(n)
    if data:
        lib.put_string(a[1], data)
    return len(data)
