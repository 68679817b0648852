"""The alias benchmark's aggregation and the PNG writer its plots use."""

from __future__ import annotations

import struct
import zlib

from ddpa.bench.alias import AliasBenchConfig, AliasBenchReport, ProgramResult, Run, budget_rows
from ddpa.report.png import PALETTE, Axis, Canvas, Series, encode_png, line_plot


def decode(png: bytes) -> tuple[int, int, bytes]:
    """Width, height and RGB bytes of an 8-bit RGB PNG with filter 0 on every row."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, size = 8, b"", (0, 0)
    while pos < len(png):
        (n,) = struct.unpack(">I", png[pos : pos + 4])
        kind, data = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + n]
        (crc,) = struct.unpack(">I", png[pos + 8 + n : pos + 12 + n])
        assert crc == zlib.crc32(kind + data)
        if kind == b"IHDR":
            w, h, depth, color = struct.unpack(">IIBB", data[:10])
            assert (depth, color) == (8, 2)
            size = (w, h)
        elif kind == b"IDAT":
            idat += data
        pos += 12 + n
    raw = zlib.decompress(idat)
    w, h = size
    rows = [raw[y * (3 * w + 1) : (y + 1) * (3 * w + 1)] for y in range(h)]
    assert all(r[0] == 0 for r in rows)
    return w, h, b"".join(r[1:] for r in rows)


def test_png_round_trip() -> None:
    c = Canvas(3, 2)
    c.pixel(0, 0, (255, 0, 0))
    c.pixel(2, 1, (0, 0, 255))
    w, h, rgb = decode(c.to_png())
    assert (w, h) == (3, 2)
    assert rgb[:3] == b"\xff\x00\x00" and rgb[-3:] == b"\x00\x00\xff"
    assert rgb[3:6] == b"\xff\xff\xff"
    assert decode(encode_png(1, 1, b"\x01\x02\x03"))[2] == b"\x01\x02\x03"


def test_text_and_lines_draw_pixels() -> None:
    c = Canvas(40, 12)
    c.text(1, 1, "A1")
    assert c.get(1, 2) == (0, 0, 0) and c.get(0, 0) == (255, 255, 255)
    c.line(0, 11, 39, 11, (1, 2, 3))
    assert all(c.get(x, 11) == (1, 2, 3) for x in range(40))


def test_line_plot_draws_each_series_in_its_colour() -> None:
    s = [Series("a", [1, 10, 100], [1, 2, 3]), Series("b", [1, 10, 100], [3, 2, 1])]
    c = line_plot(s, "title", Axis("x", log=True), Axis("y"))
    colours = {c.get(x, y) for x in range(c.width) for y in range(c.height)}
    assert PALETTE[0] in colours and PALETTE[1] in colours and PALETTE[2] not in colours


def run(done: list[bool], alias: list[bool], ms: list[float], steps: list[int]) -> Run:
    return Run(done, alias, ms, steps)


def test_budget_rows_pool_programs_and_check_targets() -> None:
    p = ProgramResult("p", 10, 5, 4, 2, 3, 0.0, exh_alias=[True, False])
    p.dda[200] = run([True, True], [True, False], [0.1, 0.3], [4, 10])
    p.dda_cached[200] = run([True, True], [True, False], [0.1, 0.1], [2, 2])
    p.ddpt[200] = run([True, False], [True, True], [0.4, 0.6], [8, 200])
    p.memory_kb[200] = [4.0, 8.0]
    (row,) = budget_rows([p], (200,))
    assert (row.dda_completed, row.dda_unaliased, row.ddpt_completed) == (100.0, 50.0, 50.0)
    assert row.agree_exh == 100.0 and row.steps_ratio == 2.0
    assert (row.dda_ms, row.ddpt_ms, row.memory_max_kb) == (0.2, 0.5, 8.0)
    report = AliasBenchReport(AliasBenchConfig(), [p], [row])
    checks = report.targets()
    assert checks[0].startswith("[met] median DDA time") and "2.50x" in checks[2]
    assert checks[2].startswith("[met]") and checks[3].startswith("[met]")
