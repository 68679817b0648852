"""`@immutable`: `@dataclass(frozen=True, slots=True)` for the IR's many small value classes,
cheaper to define and to construct.

Every command imports the IR's classes and builds thousands of their instances (a decoded
body of a 10K-line program is 12,000 instructions and 24,000 temporaries). The standard
decorator compiles six methods one by one for each frozen class (about 1.2 ms a class,
a third of a question read back from the cache at 10K lines went to defining classes), and
its `__init__` assigns each field through `object.__setattr__`. Here `__init__`, `__eq__`
and `__hash__` are compiled in one piece per class (`__repr__`, the frozen guards and the
pickling state are functions shared by every class), and `__init__` sets each slot
through the slot's own descriptor (about twice as fast; assigning an attribute still
raises `FrozenInstanceError`).

The class is a dataclass all the same: `dataclasses.fields`, `replace`, `asdict` and
`__match_args__` work as before. What the standard decorator would generate is generated
here with the same meaning: `__init__` (positional fields in order, then keyword-only ones,
defaults and default factories, fields with `init=False` left to `__post_init__`),
`__repr__` (the fields with `repr=True`), `__eq__` and `__hash__` (the fields with
`compare=True`; a `__hash__` the class defines is kept), frozen `__setattr__` and
`__delattr__`, and pickling and copying through the slots. The decorator takes no options
(no ordering, no `unsafe_hash`); an `InitVar` field raises `TypeError`.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")

_MISSING = dataclasses.MISSING


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
def immutable(cls: type[T]) -> type[T]:
    """`@dataclass(frozen=True, slots=True)`, compiled in one piece (see the module)."""
    own_hash = "__hash__" in cls.__dict__
    if not cls.__doc__:  # (the standard decorator would read it from the signature)
        names = ", ".join(inspect.get_annotations(cls))
        cls.__doc__ = f"{cls.__name__}({names})"
    dc = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=True)
    declared = dc.__dataclass_fields__.values()  # type: ignore[attr-defined]
    if any(f._field_type is dataclasses._FIELD_INITVAR for f in declared):  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__name__}: @immutable does not take InitVar fields")
    fields = dataclasses.fields(dc)  # type: ignore[arg-type]
    ns: dict[str, Any] = {"_MISSING": _MISSING}
    source = [_init(dc, fields, ns), _eq(fields)]
    if not own_hash:
        source.append(_hash(fields))
    exec("\n".join(source), ns)  # (source made here from the field names alone)
    shown = tuple(f.name for f in fields if f.repr)
    named = tuple(f.name for f in fields)
    methods: dict[str, Callable[..., Any]] = {
        "__init__": ns["__init__"], "__eq__": ns["__eq__"],
        "__repr__": lambda self: _show(self, shown),
        "__setattr__": _assign, "__delattr__": _delete,
        "__getstate__": lambda self: [getattr(self, n) for n in named],
        "__setstate__": lambda self, state: _restore(self, named, state)}
    if not own_hash:
        methods["__hash__"] = ns["__hash__"]
    for name, fn in methods.items():
        if fn.__qualname__ == "<lambda>" or name in ns:
            fn.__qualname__ = f"{dc.__qualname__}.{name}"
        type.__setattr__(dc, name, fn)
    return dc


def _show(self: object, shown: tuple[str, ...]) -> str:
    inside = ", ".join(f"{n}={getattr(self, n)!r}" for n in shown)
    return f"{type(self).__qualname__}({inside})"


def _assign(self: object, name: str, value: object) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _delete(self: object, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _restore(self: object, named: tuple[str, ...], state: list[Any]) -> None:
    for n, v in zip(named, state, strict=True):
        getattr(type(self), n).__set__(self, v)


def _init(dc: type, fields: tuple[dataclasses.Field[Any], ...], ns: dict[str, Any]) -> str:
    params: list[str] = []
    kw_only: list[str] = []
    body: list[str] = []
    for f in fields:
        setter = f"_set_{f.name}"
        ns[setter] = getattr(dc, f.name).__set__
        if not f.init:
            if f.default is not _MISSING:
                ns[f"_default_{f.name}"] = f.default
                body.append(f"    {setter}(self, _default_{f.name})")
            elif f.default_factory is not _MISSING:
                ns[f"_factory_{f.name}"] = f.default_factory
                body.append(f"    {setter}(self, _factory_{f.name}())")
            continue
        if f.default is not _MISSING:
            ns[f"_default_{f.name}"] = f.default
            param = f"{f.name}=_default_{f.name}"
            body.append(f"    {setter}(self, {f.name})")
        elif f.default_factory is not _MISSING:
            ns[f"_factory_{f.name}"] = f.default_factory
            param = f"{f.name}=_MISSING"
            body.append(f"    {setter}(self, _factory_{f.name}() if {f.name} is _MISSING "
                        f"else {f.name})")
        else:
            param = f.name
            body.append(f"    {setter}(self, {f.name})")
        (kw_only if f.kw_only else params).append(param)
    if hasattr(dc, "__post_init__"):
        body.append("    self.__post_init__()")
    signature = ", ".join(["self", *params, *(["*", *kw_only] if kw_only else [])])
    return f"def __init__({signature}):\n" + ("\n".join(body) or "    pass")


def _compared(fields: tuple[dataclasses.Field[Any], ...], who: str) -> str:
    return "(" + "".join(f"{who}.{f.name}," for f in fields if f.compare) + ")"


def _eq(fields: tuple[dataclasses.Field[Any], ...]) -> str:
    return ("def __eq__(self, other):\n"
            "    if other.__class__ is self.__class__:\n"
            f"        return {_compared(fields, 'self')} == {_compared(fields, 'other')}\n"
            "    return NotImplemented")


def _hash(fields: tuple[dataclasses.Field[Any], ...]) -> str:
    hashed = [f for f in fields if (f.compare if f.hash is None else f.hash)]
    return ("def __hash__(self):\n"
            f"    return hash({_compared(tuple(hashed), 'self')})")
