"""Sets a lazy `Model` answers membership of without the whole program (`in` is exact).

A demand question asks whether one variable is in a procedure's side-effect closure, or
made anew by a call, or global-like. Those sets have a part that only the procedures the
question reaches decide, and a part (the address-taken locals other procedures reach
through pointers) that needs every dereference of the program. The views below answer
`in` from the first part whenever the variable cannot be in the second, and compute the
whole set only when it is iterated (a client that wants every member pays for them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence, Set
from typing import Any

from ddpa.analyses.bitsets import bit_indices


class LazySet(Set[int]):
    """A set known by a membership test and, when iterated, by computing all of it."""

    __slots__ = ("_full", "_has", "_whole")

    def __init__(self, has: Callable[[int], bool], whole: Callable[[], frozenset[int]]) -> None:
        self._has = has
        self._whole = whole
        self._full: frozenset[int] | None = None

    def __contains__(self, v: object) -> bool:
        return isinstance(v, int) and self._has(v)

    def _all(self) -> frozenset[int]:
        if self._full is None:
            self._full = self._whole()
        return self._full

    def __iter__(self) -> Iterator[int]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    @classmethod
    def _from_iterable(cls, it: Iterable[Any]) -> frozenset[Any]:
        return frozenset(it)

    def __or__(self, other: Any) -> frozenset[int]:
        return self._all() | frozenset(other)

    __ror__ = __or__


class Bits(Set[int]):
    """A set of small non-negative integers held as the set bits of one integer."""

    __slots__ = ("bits",)

    def __init__(self, bits: int) -> None:
        self.bits = bits

    def __contains__(self, v: object) -> bool:
        return isinstance(v, int) and v >= 0 and (self.bits >> v) & 1 == 1

    def __iter__(self) -> Iterator[int]:
        return iter(bit_indices(self.bits))

    def __len__(self) -> int:
        return self.bits.bit_count()

    @classmethod
    def _from_iterable(cls, it: Iterable[Any]) -> frozenset[Any]:
        return frozenset(it)


class AnyOf(Set[int]):
    """The union of several sets, for membership (iterating forms the union)."""

    __slots__ = ("parts",)

    def __init__(self, parts: Sequence[Set[int]]) -> None:
        self.parts = tuple(parts)

    def __contains__(self, v: object) -> bool:
        return any(v in p for p in self.parts)

    def __iter__(self) -> Iterator[int]:
        return iter(frozenset().union(*self.parts))

    def __len__(self) -> int:
        return len(frozenset().union(*self.parts))

    @classmethod
    def _from_iterable(cls, it: Iterable[Any]) -> frozenset[Any]:
        return frozenset(it)


def union(sets: Sequence[Set[int]]) -> Set[int]:
    """One set for several: shared when there is one, a frozenset when all are, else a view."""
    if len(sets) == 1:
        return sets[0]
    if all(isinstance(s, frozenset) for s in sets):
        return frozenset().union(*sets)
    return AnyOf(sets)


class LazyFlags:
    """A bytearray-like table of 0/1 flags computed per index on first read."""

    __slots__ = ("_compute", "_val")

    def __init__(self, n: int, compute: Callable[[int], bool]) -> None:
        self._val = bytearray(b"\x02" * n)  # 2: not known yet
        self._compute = compute

    def __getitem__(self, i: int) -> int:
        x = self._val[i]
        if x == 2:
            x = self._val[i] = int(self._compute(i))
        return x

    def __setitem__(self, i: int, x: int) -> None:
        self._val[i] = x

    def __len__(self) -> int:
        return len(self._val)

    def extend(self, n: int) -> None:
        """n more flags, not known yet."""
        self._val.extend(b"\x02" * n)
