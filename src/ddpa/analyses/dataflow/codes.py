"""Bit-packed integers of the data-flow analyses: definition/use codes and bit sets.

A definition or use is named by one integer, `((gid << vbits) | vid) << 3 | kind`: the CFG
node, the variable (`vbits` wide, `Model.vbits`) and the kind of `facts` (3 bits). Bit
vectors and masks are Python integers (`ddpa.analyses.bitsets.bit_indices` lists the bits
a vector holds).
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
