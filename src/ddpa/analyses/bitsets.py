"""Bit sets as Python integers, shared by the analyses (data-flow vectors, points-to sets)."""

from __future__ import annotations

from collections.abc import Iterable


def bit_indices(x: int) -> list[int]:
    """The positions of the set bits of x, lowest first. A wide vector is read from its
    binary digits (linear in its width) rather than by clearing its lowest bit (a copy of the
    whole integer per set bit: quadratic on the vectors of large programs)."""
    if x.bit_length() <= _NARROW:
        out = []
        while x:
            low = x & -x
            x ^= low
            out.append(low.bit_length() - 1)
        return out
    digits = bin(x)  # "0b" then the highest bit first: position = len - 1 - index
    top = len(digits) - 1
    out = []
    j = digits.rfind("1")
    while j >= 2:
        out.append(top - j)
        j = digits.rfind("1", 2, j)
    return out


def bits_of(indices: Iterable[int]) -> int:
    """The integer whose set bits are `indices`, built in one pass over a byte array (not
    one copy of a growing integer per bit)."""
    buf = bytearray()
    for i in indices:
        k = i >> 3
        if k >= len(buf):
            buf.extend(bytes(k + 1 - len(buf)))
        buf[k] |= 1 << (i & 7)
    return int.from_bytes(buf, "little")


_NARROW = 512  # up to this width, clearing bits is as fast as reading digits
