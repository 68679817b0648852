"""The class hierarchy graph of a C++ program (Agrawal, CC 2000, Section 4.2): classes, their
direct and transitive super- and subclasses, and which virtual methods each class defines."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, final

from ddpa.ir import classes
from ddpa.ir.program import Program
from ddpa.ir.types import Record, RecordKind


@final
@dataclass(frozen=True, slots=True)
class MethodEntry:
    """One virtual method of a class: its key, the function a `cls` object runs for it,
    the class that wrote that function, and whether `cls` wrote it (defines or overrides)."""

    key: str
    function: str
    declared_in: str
    own: bool

    @property
    def pure(self) -> bool:
        return self.function == classes.PURE_VIRTUAL


def _is_class(rec: Record) -> bool:
    return rec.kind is RecordKind.CLASS or bool(rec.bases) or bool(rec.vmethods)


class ClassHierarchy:
    """The classes of a program and the inheritance edges between them.

    A class is a record of kind CLASS, or any record with bases or virtual methods, or a
    name some class lists as a base without the program describing it (an *unknown* class:
    no bases, no methods). Inheritance is over all base paths: with multiple inheritance a
    class is a subclass of every class on any path up from it, virtual bases included.
    """

    def __init__(self, records: dict[str, Record]) -> None:
        self._records = records
        self._bases: dict[str, list[tuple[str, bool]]] = {}
        for name, rec in records.items():
            if _is_class(rec):
                self._bases[name] = [classes.parse_base(b) for b in rec.bases]
        for bases in list(self._bases.values()):
            for b, _v in bases:
                self._bases.setdefault(b, [])
        self._subs: dict[str, list[str]] = {c: [] for c in self._bases}
        for c in sorted(self._bases):
            for b, _v in self._bases[c]:
                if c not in self._subs[b]:
                    self._subs[b].append(c)

    @classmethod
    def from_program(cls, program: Program) -> ClassHierarchy:
        return cls(program.records)

    # --- the graph -------------------------------------------------------------------

    def classes(self) -> list[str]:
        """Every class, sorted."""
        return sorted(self._bases)

    def __contains__(self, name: object) -> bool:
        return name in self._bases

    def known(self, name: str) -> bool:
        """The program describes `name` (it is not only mentioned as a base)."""
        return name in self._records and name in self._bases

    def _check(self, name: str) -> None:
        if name not in self._bases:
            raise KeyError(f"unknown class {name}")

    def superclasses(self, name: str) -> list[str]:
        """Direct bases in declaration order."""
        self._check(name)
        return [b for b, _v in self._bases[name]]

    def bases(self, name: str) -> list[tuple[str, bool]]:
        """Direct bases in declaration order, each with whether it is a virtual base."""
        self._check(name)
        return list(self._bases[name])

    def subclasses(self, name: str) -> list[str]:
        """Classes that list `name` as a direct base, sorted."""
        self._check(name)
        return list(self._subs[name])

    def _closure(self, name: str, down: bool) -> set[str]:
        self._check(name)
        seen: set[str] = set()
        todo = [name]
        while todo:
            c = todo.pop()
            nxt = self._subs[c] if down else [b for b, _v in self._bases[c]]
            for n in nxt:
                if n not in seen and n != name:
                    seen.add(n)
                    todo.append(n)
        return seen

    def ancestors(self, name: str) -> set[str]:
        """Every class `name` inherits from, along any base path (not `name` itself)."""
        return self._closure(name, False)

    def descendants(self, name: str) -> set[str]:
        """Every class that inherits from `name`, along any base path (not `name`)."""
        return self._closure(name, True)

    def roots(self) -> list[str]:
        """Classes without bases, sorted."""
        return [c for c in self.classes() if not self._bases[c]]

    # --- virtual methods -------------------------------------------------------------

    def implementation(self, name: str, key: str) -> str | None:
        """The function a `name` object runs for `key` (own or inherited), None if none."""
        return classes.implementation(self._records, name, key)

    def method_keys(self, name: str) -> list[str]:
        """Every virtual method key `name` has, declared or inherited, sorted."""
        self._check(name)
        keys: set[str] = set()
        for c in {name} | self.ancestors(name):
            rec = self._records.get(c)
            if rec is not None:
                keys.update(rec.vmethods)
        dtors = sorted(k for k in keys if k.startswith("~"))
        if len(dtors) > 1:  # one destructor, whichever class's name its key carries
            rec = self._records.get(name)
            own = [k for k in dtors if rec is not None and k in rec.vmethods]
            keys -= set(dtors) - {(own or dtors)[0]}
        return sorted(keys)

    def methods(self, name: str) -> list[MethodEntry]:
        """`name`'s virtual methods by key, with where each implementation comes from."""
        out = []
        for key in self.method_keys(name):
            fn = self.implementation(name, key)
            where = classes.declaring_class(self._records, name, key)
            if fn is None or where is None:
                continue
            out.append(MethodEntry(key, fn, where, where == name))
        return out

    def own_methods(self, name: str) -> list[MethodEntry]:
        """The virtual methods `name` defines or overrides (its own implementations), plus
        pure virtual methods it introduces."""
        return [m for m in self.methods(name) if m.own]

    def overrides(self, name: str, key: str) -> bool:
        """`name` writes its own implementation of `key` while some base also has `key`."""
        own = any(m.own and m.key == key for m in self.methods(name))
        return own and any(self.implementation(b, key) is not None
                           for b in self.superclasses(name))

    def virtual_functions(self) -> set[str]:
        """Functions that are the implementation of some class's virtual method."""
        return {fn for rec in self._records.values() for fn in rec.vmethods.values()
                if fn != classes.PURE_VIRTUAL}

    def classes_running(self, function: str) -> list[tuple[str, str]]:
        """`(class, key)` pairs whose objects run `function` for `key`, sorted."""
        out = []
        for c in self.classes():
            for key in self.method_keys(c):
                if self.implementation(c, key) == function:
                    out.append((c, key))
        return out

    # --- output ----------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready description, sorted throughout."""
        return {"classes": [self._class_json(c) for c in self.classes()]}

    def _class_json(self, name: str) -> dict[str, Any]:
        return {
            "name": name,
            "known": self.known(name),
            "bases": [{"name": b, "virtual": v} for b, v in self._bases[name]],
            "subclasses": self.subclasses(name),
            "methods": [{"key": m.key, "function": m.function, "declared_in": m.declared_in,
                         "own": m.own, "pure": m.pure} for m in self.methods(name)],
        }

