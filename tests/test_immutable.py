"""`@immutable` means what `@dataclass(frozen=True, slots=True)` means (`ddpa.ir.immutable`)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import InitVar, dataclass, field
from typing import Any

import pytest

from ddpa.ir.immutable import immutable
from ddpa.ir.instr import Copy, Loc, Var, VarKind
from ddpa.ir.types import I32


def _double(self: Any) -> None:
    object.__setattr__(self, "seen", self.x * 2)


@dataclass(frozen=True, slots=True)
class StandardPoint:
    x: int
    label: str = field(default="p", compare=False)
    tags: tuple[str, ...] = field(default_factory=tuple)
    at: int = field(default=0, kw_only=True, compare=False)
    seen: int = field(init=False, repr=False, compare=False)
    __post_init__ = _double


@immutable
class Point:
    """The same fields as `StandardPoint`."""

    x: int
    label: str = field(default="p", compare=False)
    tags: tuple[str, ...] = field(default_factory=tuple)
    at: int = field(default=0, kw_only=True, compare=False)
    seen: int = field(init=False, repr=False, compare=False)
    __post_init__ = _double


@pytest.mark.parametrize("cls", [StandardPoint, Point], ids=["dataclass", "immutable"])
def test_both_decorators_give_the_same_behaviour(cls: Any) -> None:
    p = cls(1, "a", ("t",), at=3)
    assert repr(p) == f"{cls.__name__}(x=1, label='a', tags=('t',), at=3)"
    assert p == cls(1, "other", ("t",), at=9) and p != cls(2, "a", ("t",))
    assert hash(p) == hash(cls(1, "b", ("t",)))
    assert p.seen == 2 and cls(4).tags == () and cls(4).label == "p"
    assert dataclasses.replace(p, x=5) == cls(5, tags=("t",))
    assert [f.name for f in dataclasses.fields(p)] == ["x", "label", "tags", "at", "seen"]
    assert cls.__match_args__ == ("x", "label", "tags")
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        del p.x
    with pytest.raises(TypeError):
        cls(1, "a", ("t",), 3)  # `at` is keyword-only
    for again in (pickle.loads(pickle.dumps(p)), copy.copy(p), copy.deepcopy(p)):
        assert again == p and again.at == 3 and again.seen == 2
    assert not hasattr(p, "__dict__")


def test_the_irs_classes_keep_their_hash_and_keywords() -> None:
    v = Var("t1", I32, VarKind.TEMP, "f")
    assert hash(v) == hash(Var("t1", I32, VarKind.TEMP, "f", "other source name"))
    c = Copy(v, v, loc=Loc("a.c", 3, 1), src="t1 = t1")
    assert c == Copy(v, v) and c.loc.line == 3  # (locations and texts are not compared)


def test_an_initvar_is_refused() -> None:
    with pytest.raises(TypeError, match="InitVar"):
        @immutable
        class WithInit:
            x: int
            y: InitVar[int]
