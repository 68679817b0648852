"""argparse types for numeric options: budgets, limits, timeouts, sizes, counts and depths.

Each type raises `argparse.ArgumentTypeError`, so a bad value is argparse's usage error
(exit status 2) naming the option, e.g. `argument --timeout: must be a positive number,
not '-1'`.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable


def _int(text: str, what: str) -> int:
    try:
        return int(text.strip().replace("_", ""), 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be {what}, not '{text}'") from None


def non_negative_int(text: str) -> int:
    """An integer >= 0 (budgets where 0 means unlimited, sample sizes, depths)."""
    value = _int(text, "an integer >= 0")
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be an integer >= 0, not '{text}'")
    return value


def positive_int(text: str) -> int:
    """An integer >= 1 (step limits, repeat counts, query counts)."""
    value = _int(text, "a positive integer")
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, not '{text}'")
    return value


def positive_float(text: str) -> float:
    """A finite number > 0 (timeouts in seconds)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive number, not '{text}'") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number, not '{text}'")
    return value


def int_list(item: Callable[[str], int]) -> Callable[[str], tuple[int, ...]]:
    """Comma-separated integers, each checked by `item` (e.g. `int_list(positive_int)`)."""

    def parse(text: str) -> tuple[int, ...]:
        parts = [p for p in text.split(",") if p.strip()]
        if not parts:
            raise argparse.ArgumentTypeError(f"must be comma-separated integers, not '{text}'")
        try:
            return tuple(item(p) for p in parts)
        except argparse.ArgumentTypeError as exc:
            raise argparse.ArgumentTypeError(f"each item {exc} (in '{text}')") from None

    parse.__name__ = f"list of {item.__name__}"
    return parse
