"""Bit-packed integers of the data-flow analyses: definition/use codes and bit sets.

A definition or use is named by one integer, `((gid << vbits) | vid) << 3 | kind`: the CFG
node, the variable (`vbits` wide, `Model.vbits`) and the kind of `facts` (3 bits). Bit
vectors and masks are Python integers; `bit_indices` lists the bits a vector holds.
"""

from __future__ import annotations

REAL = 0  # the kind of a definition or use at a node (the others are in `facts`)
KIND_BITS = 3
KIND_MASK = (1 << KIND_BITS) - 1


def pack(kind: int, gid: int, vid: int, vbits: int) -> int:
    """The code of a definition or use of variable vid of the given kind at node gid."""
    return (((gid << vbits) | vid) << KIND_BITS) | kind


def unpack(code: int, vbits: int) -> tuple[int, int, int]:
    """(kind, gid, vid) of a code."""
    rest = code >> KIND_BITS
    return code & KIND_MASK, rest >> vbits, rest & ((1 << vbits) - 1)


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


_NARROW = 512  # up to this width, clearing bits is as fast as reading digits
