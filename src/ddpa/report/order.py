"""Sort keys for what the CLI lists: digits in text compare as numbers (`f.c:9` < `f.c:10`)."""

from __future__ import annotations

import re

_DIGITS = re.compile(r"(\d+)")


def natural_key(*parts: object) -> tuple[tuple[str | int, ...], ...]:
    """A key ordering each part's text with its digit runs read as integers.

    `file.c:9:3` sorts before `file.c:10:1`, and `heap#2` before `heap#10`. The split keeps
    text at even and numbers at odd positions, so two keys never compare a str with an int.
    """
    out: list[tuple[str | int, ...]] = []
    for part in parts:
        pieces = _DIGITS.split(str(part))
        out.append(tuple(int(p) if i % 2 else p for i, p in enumerate(pieces)))
    return tuple(out)
