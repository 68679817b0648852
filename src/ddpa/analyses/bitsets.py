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


def bit_indices_bulk(x: int) -> list[int]:
    """`bit_indices` for clients that read many wide, dense vectors (the exhaustive
    analyzer expanding every use of a program): a dense vector is unpacked by numpy,
    about five times faster with tens of thousands of bits set. Questions of one
    variable use `bit_indices`, which does not pay for importing numpy."""
    k = x.bit_count()
    if k * 60 <= x.bit_length() + 4200:  # sparse or small: reading digits is faster
        return bit_indices(x)
    import numpy as np

    data = np.frombuffer(x.to_bytes((x.bit_length() + 7) >> 3, "little"), dtype=np.uint8)
    out: list[int] = np.flatnonzero(np.unpackbits(data, bitorder="little")).tolist()
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
