"""A tiny pure-Python PNG writer with line and scatter plots (axes, log scales, legend, text).

No plotting library is needed: a `Canvas` holds RGB pixels, draws lines, rectangles and
text in a built-in 5x7 bitmap font, and encodes itself as PNG (zlib and struct only).
`line_plot` and `scatter_plot` lay out a chart with axes, ticks, labels and a legend.
"""

from __future__ import annotations

import itertools
import math
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

Color = tuple[int, int, int]
WHITE: Color = (255, 255, 255)
BLACK: Color = (0, 0, 0)
GREY: Color = (200, 200, 200)
PALETTE: tuple[Color, ...] = ((31, 119, 180), (214, 39, 40), (44, 160, 44), (255, 127, 14),
                              (148, 103, 189), (140, 86, 75), (227, 119, 194), (127, 127, 127))

# 5x7 glyphs for printable ASCII, one row per line: character, then seven 5-bit rows.
_FONT_TEXT = """\
  00000 00000 00000 00000 00000 00000 00000
! 00100 00100 00100 00100 00100 00000 00100
" 01010 01010 01010 00000 00000 00000 00000
# 01010 01010 11111 01010 11111 01010 01010
$ 00100 01111 10100 01110 00101 11110 00100
% 11000 11001 00010 00100 01000 10011 00011
& 01100 10010 10100 01000 10101 10010 01101
' 01100 00100 01000 00000 00000 00000 00000
( 00010 00100 01000 01000 01000 00100 00010
) 01000 00100 00010 00010 00010 00100 01000
* 00000 00100 10101 01110 10101 00100 00000
+ 00000 00100 00100 11111 00100 00100 00000
, 00000 00000 00000 00000 01100 00100 01000
- 00000 00000 00000 11111 00000 00000 00000
. 00000 00000 00000 00000 00000 01100 01100
/ 00000 00001 00010 00100 01000 10000 00000
0 01110 10001 10011 10101 11001 10001 01110
1 00100 01100 00100 00100 00100 00100 01110
2 01110 10001 00001 00010 00100 01000 11111
3 11111 00010 00100 00010 00001 10001 01110
4 00010 00110 01010 10010 11111 00010 00010
5 11111 10000 11110 00001 00001 10001 01110
6 00110 01000 10000 11110 10001 10001 01110
7 11111 00001 00010 00100 01000 01000 01000
8 01110 10001 10001 01110 10001 10001 01110
9 01110 10001 10001 01111 00001 00010 01100
: 00000 01100 01100 00000 01100 01100 00000
; 00000 01100 01100 00000 01100 00100 01000
< 00010 00100 01000 10000 01000 00100 00010
= 00000 00000 11111 00000 11111 00000 00000
> 01000 00100 00010 00001 00010 00100 01000
? 01110 10001 00001 00010 00100 00000 00100
@ 01110 10001 00001 01101 10101 10101 01110
A 01110 10001 10001 11111 10001 10001 10001
B 11110 10001 10001 11110 10001 10001 11110
C 01110 10001 10000 10000 10000 10001 01110
D 11100 10010 10001 10001 10001 10010 11100
E 11111 10000 10000 11110 10000 10000 11111
F 11111 10000 10000 11110 10000 10000 10000
G 01110 10001 10000 10111 10001 10001 01111
H 10001 10001 10001 11111 10001 10001 10001
I 01110 00100 00100 00100 00100 00100 01110
J 00111 00010 00010 00010 00010 10010 01100
K 10001 10010 10100 11000 10100 10010 10001
L 10000 10000 10000 10000 10000 10000 11111
M 10001 11011 10101 10101 10001 10001 10001
N 10001 10001 11001 10101 10011 10001 10001
O 01110 10001 10001 10001 10001 10001 01110
P 11110 10001 10001 11110 10000 10000 10000
Q 01110 10001 10001 10001 10101 10010 01101
R 11110 10001 10001 11110 10100 10010 10001
S 01111 10000 10000 01110 00001 00001 11110
T 11111 00100 00100 00100 00100 00100 00100
U 10001 10001 10001 10001 10001 10001 01110
V 10001 10001 10001 10001 10001 01010 00100
W 10001 10001 10001 10101 10101 10101 01010
X 10001 10001 01010 00100 01010 10001 10001
Y 10001 10001 10001 01010 00100 00100 00100
Z 11111 00001 00010 00100 01000 10000 11111
[ 01110 01000 01000 01000 01000 01000 01110
\\ 00000 10000 01000 00100 00010 00001 00000
] 01110 00010 00010 00010 00010 00010 01110
^ 00100 01010 10001 00000 00000 00000 00000
_ 00000 00000 00000 00000 00000 00000 11111
` 01000 00100 00010 00000 00000 00000 00000
a 00000 00000 01110 00001 01111 10001 01111
b 10000 10000 10110 11001 10001 10001 11110
c 00000 00000 01110 10000 10000 10001 01110
d 00001 00001 01101 10011 10001 10001 01111
e 00000 00000 01110 10001 11111 10000 01110
f 00110 01001 01000 11100 01000 01000 01000
g 00000 01111 10001 10001 01111 00001 01110
h 10000 10000 10110 11001 10001 10001 10001
i 00100 00000 01100 00100 00100 00100 01110
j 00010 00000 00110 00010 00010 10010 01100
k 10000 10000 10010 10100 11000 10100 10010
l 01100 00100 00100 00100 00100 00100 01110
m 00000 00000 11010 10101 10101 10001 10001
n 00000 00000 10110 11001 10001 10001 10001
o 00000 00000 01110 10001 10001 10001 01110
p 00000 00000 11110 10001 11110 10000 10000
q 00000 00000 01101 10011 01111 00001 00001
r 00000 00000 10110 11001 10000 10000 10000
s 00000 00000 01110 10000 01110 00001 11110
t 01000 01000 11100 01000 01000 01001 00110
u 00000 00000 10001 10001 10001 10011 01101
v 00000 00000 10001 10001 10001 01010 00100
w 00000 00000 10001 10001 10101 10101 01010
x 00000 00000 10001 01010 00100 01010 10001
y 00000 00000 10001 10001 01111 00001 01110
z 00000 00000 11111 00010 00100 01000 11111
{ 00010 00100 00100 01000 00100 00100 00010
| 00100 00100 00100 00100 00100 00100 00100
} 01000 00100 00100 00010 00100 00100 01000
~ 00000 00000 01000 10101 00010 00000 00000
"""


def _font() -> dict[str, tuple[int, ...]]:
    glyphs: dict[str, tuple[int, ...]] = {}
    for line in _FONT_TEXT.splitlines():
        glyphs[line[0]] = tuple(int(r, 2) for r in line[2:].split())
    return glyphs


FONT = _font()
GLYPH_W, GLYPH_H = 6, 8  # advance per character, line height (5x7 glyphs plus spacing)


class Canvas:
    """An RGB raster with simple drawing primitives and PNG output."""

    def __init__(self, width: int, height: int, background: Color = WHITE) -> None:
        self.width = width
        self.height = height
        self.pixels = bytearray(bytes(background) * (width * height))

    def pixel(self, x: int, y: int, color: Color) -> None:
        if 0 <= x < self.width and 0 <= y < self.height:
            i = 3 * (y * self.width + x)
            self.pixels[i : i + 3] = bytes(color)

    def get(self, x: int, y: int) -> Color:
        i = 3 * (y * self.width + x)
        return (self.pixels[i], self.pixels[i + 1], self.pixels[i + 2])

    def line(self, x0: float, y0: float, x1: float, y1: float, color: Color,
             width: int = 1) -> None:
        """A straight line (Bresenham), `width` pixels thick."""
        ax, ay, bx, by = round(x0), round(y0), round(x1), round(y1)
        dx, dy = abs(bx - ax), -abs(by - ay)
        sx, sy = (1 if ax < bx else -1), (1 if ay < by else -1)
        err = dx + dy
        half = width // 2
        while True:
            for ox in range(-half, width - half):
                for oy in range(-half, width - half):
                    self.pixel(ax + ox, ay + oy, color)
            if ax == bx and ay == by:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                ax += sx
            if e2 <= dx:
                err += dx
                ay += sy

    def rect(self, x0: int, y0: int, x1: int, y1: int, color: Color, fill: bool = False) -> None:
        if fill:
            for y in range(min(y0, y1), max(y0, y1) + 1):
                for x in range(min(x0, x1), max(x0, x1) + 1):
                    self.pixel(x, y, color)
            return
        for a, b, c, d in ((x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)):
            self.line(a, b, c, d, color)

    def text(self, x: int, y: int, s: str, color: Color = BLACK, scale: int = 1,
             vertical: bool = False) -> None:
        """Text with its top-left corner at (x, y); vertical text reads bottom to top."""
        for k, ch in enumerate(s):
            rows = FONT.get(ch, FONT["?"])
            for r, bits in enumerate(rows):
                for c in range(5):
                    if bits >> (4 - c) & 1:
                        self._dot(x, y, k * GLYPH_W + c, r, scale, vertical, color)

    def _dot(self, x: int, y: int, col: int, row: int, scale: int, vertical: bool,
             color: Color) -> None:
        for i in range(scale):
            for j in range(scale):
                if vertical:
                    self.pixel(x + row * scale + j, y - col * scale - i, color)
                else:
                    self.pixel(x + col * scale + i, y + row * scale + j, color)

    def to_png(self) -> bytes:
        return encode_png(self.width, self.height, bytes(self.pixels))

    def save(self, path: str | Path) -> None:
        Path(path).write_bytes(self.to_png())


def text_width(s: str, scale: int = 1) -> int:
    return len(s) * GLYPH_W * scale


def encode_png(width: int, height: int, rgb: bytes) -> bytes:
    """An 8-bit RGB PNG of `rgb` (rows top to bottom, no padding)."""
    stride = 3 * width
    raw = b"".join(b"\x00" + rgb[y * stride : (y + 1) * stride] for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# --- charts --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Series:
    label: str
    xs: Sequence[float]
    ys: Sequence[float]
    color: Color | None = None


@dataclass(frozen=True)
class Axis:
    label: str = ""
    log: bool = False
    lo: float | None = None
    hi: float | None = None


class _Scale:
    def __init__(self, lo: float, hi: float, log: bool, p0: int, p1: int) -> None:
        self.log = log
        self.lo, self.hi = (math.log10(lo), math.log10(hi)) if log else (lo, hi)
        if self.hi <= self.lo:
            self.hi = self.lo + 1
        self.p0, self.p1 = p0, p1

    def __call__(self, v: float) -> float:
        t = math.log10(v) if self.log else v
        return self.p0 + (t - self.lo) / (self.hi - self.lo) * (self.p1 - self.p0)

    def ticks(self) -> list[float]:
        if self.log:
            out: list[float] = []
            for e in range(math.floor(self.lo), math.ceil(self.hi) + 1):
                out.extend(m * 10.0 ** e for m in (1, 2, 5))
            return [t for t in out if self.lo - 1e-9 <= math.log10(t) <= self.hi + 1e-9]
        raw = (self.hi - self.lo) / 6
        mag = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
        step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
        first = math.ceil(self.lo / step) * step
        return [first + k * step for k in range(int((self.hi - first) / step + 1e-9) + 1)]


def _bounds(values: list[float], axis: Axis) -> tuple[float, float]:
    vals = [v for v in values if not axis.log or v > 0] or [1.0]
    lo = axis.lo if axis.lo is not None else min(vals)
    hi = axis.hi if axis.hi is not None else max(vals)
    if axis.log:
        lo = lo / 1.3 if axis.lo is None else lo
        hi = hi * 1.3 if axis.hi is None else hi
    elif hi == lo:
        hi = lo + 1
    return lo, hi


def _label(v: float) -> str:
    if v == 0:
        return "0"
    if abs(v) >= 100000 or abs(v) < 0.01:
        return f"{v:.0e}".replace("e+0", "e").replace("e-0", "e-")
    return f"{v:g}"


def plot(series: Sequence[Series], title: str, x: Axis, y: Axis, width: int = 720,
         height: int = 440, lines: bool = True) -> Canvas:
    """A chart of the series: lines with markers, or markers only."""
    c = Canvas(width, height)
    left, right, top, bottom = 70, width - 20, 40, height - 50
    xs = [v for s in series for v in s.xs]
    ys = [v for s in series for v in s.ys]
    sx = _Scale(*_bounds(xs, x), x.log, left, right)
    sy = _Scale(*_bounds(ys, y), y.log, bottom, top)
    _axes(c, sx, sy, left, right, top, bottom)
    c.text((width - text_width(title, 2)) // 2, 10, title, BLACK, 2)
    c.text((left + right - text_width(x.label)) // 2, height - 18, x.label)
    c.text(12, (top + bottom + text_width(y.label)) // 2, y.label, vertical=True)
    for k, s in enumerate(series):
        color = s.color or PALETTE[k % len(PALETTE)]
        pts = [(sx(a), sy(b)) for a, b in zip(s.xs, s.ys, strict=True)
               if (a > 0 or not x.log) and (b > 0 or not y.log)]
        if lines:
            for (a0, b0), (a1, b1) in itertools.pairwise(pts):
                c.line(a0, b0, a1, b1, color, 2)
        for a, b in pts:
            c.rect(round(a) - 2, round(b) - 2, round(a) + 2, round(b) + 2, color, fill=True)
        _legend(c, k, s.label, color, left, top)
    return c


def _axes(c: Canvas, sx: _Scale, sy: _Scale, left: int, right: int, top: int,
          bottom: int) -> None:
    for t in sy.ticks():
        py = round(sy(t))
        c.line(left, py, right, py, GREY)
        lab = _label(t)
        c.text(left - 6 - text_width(lab), py - 3, lab)
    for t in sx.ticks():
        px = round(sx(t))
        c.line(px, bottom, px, bottom + 4, BLACK)
        lab = _label(t)
        c.text(px - text_width(lab) // 2, bottom + 8, lab)
    c.line(left, top, left, bottom, BLACK)
    c.line(left, bottom, right, bottom, BLACK)


def _legend(c: Canvas, k: int, label: str, color: Color, left: int, top: int) -> None:
    y = top + 6 + k * 12
    c.rect(left + 10, y, left + 18, y + 6, color, fill=True)
    c.text(left + 24, y, label)


def line_plot(series: Sequence[Series], title: str, x: Axis, y: Axis, width: int = 720,
              height: int = 440) -> Canvas:
    return plot(series, title, x, y, width, height, lines=True)


def scatter_plot(series: Sequence[Series], title: str, x: Axis, y: Axis, width: int = 720,
                 height: int = 440) -> Canvas:
    return plot(series, title, x, y, width, height, lines=False)
