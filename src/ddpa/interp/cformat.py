"""printf-style formatting and scanf-style parsing with C (glibc) conventions.

Conversions are translated to Python's `%` formatting, which follows C for the integer and
floating conversions; the differences (unsigned wrap of the argument by length modifier,
`%#o`, `%#x` of zero, `%p`, `(null)` for a null `%s`, `%c` of a byte) are handled here.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from ddpa.interp.errors import Fault, FaultKind

_SPEC = re.compile(rb"%([-+ #0']*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|j|z|t|L|q)?([a-zA-Z%])")
_INT_BITS = {b"hh": 8, b"h": 16, b"": 32, b"l": 64, b"ll": 64, b"j": 64, b"z": 64, b"t": 64,
             b"q": 64, b"L": 64}

ArgSource = Callable[[str], Any]  # kind ("int", "float", "ptr") -> the next argument


def _wrap(v: int, bits: int, signed: bool) -> int:
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def _pad(text: str, flags: str, width: int | None) -> str:
    if width is None or len(text) >= width:
        return text
    return text.ljust(width) if "-" in flags else text.rjust(width)


def _hex_float(v: float, upper: bool, prec: int | None = None, flags: str = "") -> str:
    """%a as glibc prints it: shortest exact digits, or rounded to `prec` hex digits (ties
    to even, a carry goes into the leading digit: `%.0a` of 1.5 is 0x2p+0)."""
    sign = "-" if math.copysign(1, v) < 0 else "+" if "+" in flags else " " if " " in flags \
        else ""
    if not math.isfinite(v):
        text = sign + ("nan" if v != v else "inf")
        return text.upper() if upper else text
    mant, exp = abs(v).hex().split("p")  # 0x1.8000000000000p+1, 0x0.0p+0
    lead, frac = int(mant[2]), int(mant[4:] or "0", 16) if "." in mant else 0
    e = int(exp)
    if v == 0:
        e = 0
    if prec is None:
        digits = f"{frac:013x}".rstrip("0")
    else:
        if prec < 13:
            shift = 4 * (13 - prec)
            q, r = divmod(frac, 1 << shift)
            half = 1 << (shift - 1)
            if r > half or (r == half and (q if prec else lead) & 1):
                q += 1
            if q >> (4 * prec):
                q -= 1 << (4 * prec)
                lead += 1
            frac = q
        digits = (f"{frac:0{min(prec, 13)}x}" if prec else "") + "0" * max(0, prec - 13)
    point = "." if digits or "#" in flags else ""
    text = f"{sign}0x{lead}{point}{digits}p{'+' if e >= 0 else '-'}{abs(e)}"
    return text.upper() if upper else text


class Formatter:
    """Formats one printf call: `arg(kind)` yields the arguments, `cstr` reads strings."""

    def __init__(self, arg: ArgSource, cstr: Callable[[Any, int | None], bytes],
                 addr: Callable[[Any], int]) -> None:
        self.arg = arg
        self.cstr = cstr
        self.addr = addr

    def format(self, fmt: bytes) -> bytes:
        out: list[bytes] = []
        pos = 0
        for m in _SPEC.finditer(fmt):
            out.append(fmt[pos:m.start()])
            out.append(self._one(m))
            pos = m.end()
        out.append(fmt[pos:])
        return b"".join(out)

    def _num(self, spec: bytes | None, allow_neg: bool) -> int | None:
        if spec is None or spec == b"":
            return None if spec is None else 0
        if spec == b"*":
            return int(self.arg("int"))
        return int(spec)

    def _one(self, m: re.Match[bytes]) -> bytes:
        flags = m.group(1).decode().replace("'", "")
        conv = m.group(5).decode()
        if conv == "%":
            return b"%"
        width = self._num(m.group(2), True)
        if width is not None and width < 0:
            flags += "-"
            width = -width
        prec = self._num(m.group(3), False) if m.group(3) is not None else None
        if prec is not None and prec < 0:
            prec = None
        length = m.group(4) or b""
        text = self._convert(conv, flags, width, prec, length)
        return text.encode("latin-1")

    def _convert(self, conv: str, flags: str, width: int | None, prec: int | None,
                 length: bytes) -> str:
        if conv in "diuoxX":
            return self._integer(conv, flags, width, prec, length)
        if conv in "eEfFgGaA":
            return self._floating(conv, flags, width, prec)
        if conv == "c":
            return _pad(chr(int(self.arg("int")) & 0xFF), flags, width)
        if conv == "s":
            p = self.arg("ptr")
            text = "(null)" if p is None else self.cstr(p, prec).decode("latin-1")
            if p is None and prec is not None and prec < 6:
                text = ""
            return _pad(text, flags, width)
        if conv == "p":
            p = self.arg("ptr")
            text = "(nil)" if p is None else f"{self.addr(p):#x}"
            return _pad(text, flags, width)
        raise Fault(FaultKind.UNSUPPORTED, f"printf conversion '%{conv}' is not supported")

    def _integer(self, conv: str, flags: str, width: int | None, prec: int | None,
                 length: bytes) -> str:
        raw = self.arg("int")
        v = _wrap(int(raw), _INT_BITS.get(length, 32), conv in "di")
        if conv not in "di":
            flags = flags.replace("+", "").replace(" ", "")
        if prec is not None:
            flags = flags.replace("0", "")
        alt = "#" in flags
        flags = flags.replace("#", "")
        w = "" if width is None else str(width)
        p = "" if prec is None else f".{prec}"
        if conv in "diu":
            text = f"%{flags}{w}{p}d" % v
        elif conv == "o":
            text = f"%{flags}{p}o" % v
            if alt and not text.lstrip(" ").startswith("0"):
                text = "0" + text
            text = _zero_or_pad(text, flags, width)
        else:
            text = f"%{flags}{p}{conv}" % v
            if alt and v != 0:
                text = ("0X" if conv == "X" else "0x") + text
            text = _zero_or_pad(text, flags, width, 2 if alt and v != 0 else 0)
        if prec == 0 and v == 0:
            text = _pad("0" if conv == "o" and alt else "", flags.replace("0", ""), width)
        return text

    def _floating(self, conv: str, flags: str, width: int | None, prec: int | None) -> str:
        v = float(self.arg("float"))
        if conv in "aA":
            text = _hex_float(v, conv == "A", prec, flags)
            if "0" in flags and "-" not in flags and width is not None and math.isfinite(v):
                cut = text.index("x" if conv == "a" else "X") + 1
                return text[:cut] + "0" * max(0, width - len(text)) + text[cut:]
            return _pad(text, flags, width)
        w = "" if width is None else str(width)
        p = "" if prec is None else f".{prec}"
        if not math.isfinite(v):
            flags = flags.replace("0", "").replace("#", "")
            text = f"%{flags}{w}{conv}" % v
            if v != v and math.copysign(1, v) < 0:
                text = _pad(("-NAN" if conv.isupper() else "-nan"), flags, width)
            return text
        return f"%{flags}{w}{p}{conv}" % v


def _zero_or_pad(text: str, flags: str, width: int | None, prefix: int = 0) -> str:
    if width is None or len(text) >= width:
        return text
    if "0" in flags and "-" not in flags:
        return text[:prefix] + text[prefix:].rjust(width - prefix, "0")
    return _pad(text, flags, width)


# ---- scanf ------------------------------------------------------------------------------------

_SCAN_SPEC = re.compile(rb"%(\*)?(\d+)?(hh|h|ll|l|j|z|t|L|q)?(\[\^?\]?[^\]]*\]|[a-zA-Z%])")
_WS = b" \t\n\v\f\r"


class Input:
    """A byte source with one position (stdin or the string of sscanf)."""

    def __init__(self, data: bytes | bytearray, pos: int = 0) -> None:
        self.data = data
        self.pos = pos

    def peek(self) -> int:
        return self.data[self.pos] if self.pos < len(self.data) else -1

    def get(self) -> int:
        c = self.peek()
        if c >= 0:
            self.pos += 1
        return c

    def skip_ws(self) -> None:
        while self.peek() >= 0 and self.peek() in _WS:
            self.pos += 1


Store = Callable[[str, bytes, Any], None]  # (conversion, length, value) -> store in next arg

_INT_RE = {10: rb"[+-]?\d+", 16: rb"[+-]?(?:0[xX])?[0-9a-fA-F]+", 8: rb"[+-]?[0-7]+",
           0: rb"[+-]?(?:0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)"}
_FLOAT_RE = rb"[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)"


def scan(fmt: bytes, src: Input, store: Store) -> int:
    """Parse `src` by `fmt`; returns the number of assignments, or -1 on early end of input."""
    assigned = 0
    i = 0
    converted_any = False
    while i < len(fmt):
        ch = fmt[i]
        if ch in _WS:
            src.skip_ws()
            i += 1
            continue
        if ch != ord("%"):
            if src.peek() != ch:
                return assigned if converted_any or src.peek() >= 0 else -1
            src.get()
            i += 1
            continue
        m = _SCAN_SPEC.match(fmt, i)
        if m is None:
            raise Fault(FaultKind.UNSUPPORTED, "malformed scanf conversion")
        i = m.end()
        ok, value = _scan_one(m, src)
        if not ok:
            return assigned if converted_any or src.peek() >= 0 else -1
        converted_any = True
        conv = m.group(4).decode("latin-1")
        if m.group(1) is None and conv not in ("%",) and value is not None:
            store(conv, m.group(3) or b"", value)
            if conv != "n":
                assigned += 1
    return assigned


def _scan_one(m: re.Match[bytes], src: Input) -> tuple[bool, Any]:
    conv = m.group(4)
    width = int(m.group(2)) if m.group(2) else None
    c = conv[:1]
    if c == b"%":
        src.skip_ws()
        return (src.get() == ord("%")), None
    if c == b"n":
        return True, src.pos
    if c == b"c":
        n = width or 1
        data = bytes(src.data[src.pos:src.pos + n])
        if len(data) < n:
            return False, None
        src.pos += n
        return True, data
    if c == b"[":
        return _scan_set(conv, width, src)
    src.skip_ws()
    limit = len(src.data) if width is None else src.pos + width
    return _scan_token(c, conv, bytes(src.data[src.pos:limit]), src)


def _scan_token(c: bytes, conv: bytes, window: bytes, src: Input) -> tuple[bool, Any]:
    """%s, the floating and the integer conversions, over the input `window`."""
    if c == b"s":
        k = 0
        while k < len(window) and window[k] not in _WS:
            k += 1
        if k == 0:
            return False, None
        src.pos += k
        return True, window[:k]
    if c in b"eEfgGaA":
        fm = re.match(_FLOAT_RE, window, re.IGNORECASE)
        if fm is None:
            return False, None
        src.pos += fm.end()
        return True, float(fm.group(0))
    base = {b"d": 10, b"u": 10, b"i": 0, b"x": 16, b"X": 16, b"o": 8, b"p": 16}.get(c)
    if base is None:
        raise Fault(FaultKind.UNSUPPORTED, f"scanf conversion '%{conv.decode()}' is not "
                    "supported")
    im = re.match(_INT_RE[base], window)
    if im is None:
        return False, None
    src.pos += im.end()
    return True, int(im.group(0), base)


def _scan_set(conv: bytes, width: int | None, src: Input) -> tuple[bool, Any]:
    body = conv[1:-1]
    negate = body.startswith(b"^")
    if negate:
        body = body[1:]
    allowed: set[int] = set()
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == ord("-"):
            allowed.update(range(body[k], body[k + 2] + 1))
            k += 3
        else:
            allowed.add(body[k])
            k += 1
    start = src.pos
    while src.peek() >= 0 and (width is None or src.pos - start < width) and \
            ((src.peek() in allowed) != negate):
        src.pos += 1
    if src.pos == start:
        return False, None
    return True, bytes(src.data[start:src.pos])
