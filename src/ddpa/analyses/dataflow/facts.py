"""Definitions, uses and def-use pairs in source terms (section 2, Definitions 4-9).

The solvers name a definition or a use by an integer *code* (`Model.code`): the CFG node,
the variable and a kind. This module turns codes into what a tester reads: the variable's
source name, the file and line, the function, and for definitions the kind:

* `def`: an assignment (or a possible assignment through a pointer) at a statement;
* `binding`: a formal parameter receiving a value that is not a variable (the paper binds
  only variables passed directly; an expression passed as actual defines the formal at the
  call site, so such pairs are not lost);
* `initial`: a global's initial value (its initialiser, or zero), at its declaration;
* `entry`: a formal of a root function (`main`'s `argc`), defined by the environment;
* `temporary`: the unit-testing definitions `f_in` of section 3.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, final

from ddpa.analyses.dataflow import codes
from ddpa.analyses.dataflow.model import Model

REAL = codes.REAL
BIND, INIT, ENTRY_DEF, TEMP = 1, 2, 3, 4


class DefKind(enum.Enum):
    DEF = "def"
    BINDING = "binding"
    INITIAL = "initial"
    ENTRY = "entry"
    TEMPORARY = "temporary"


_KINDS = {REAL: DefKind.DEF, BIND: DefKind.BINDING, INIT: DefKind.INITIAL,
          ENTRY_DEF: DefKind.ENTRY, TEMP: DefKind.TEMPORARY}


@final
@dataclass(frozen=True, slots=True, order=True)
class DefSite:
    """A definition of a source variable at a source line."""

    var: str
    file: str
    line: int
    function: str
    kind: str = DefKind.DEF.value

    def __str__(self) -> str:
        if self.kind == DefKind.TEMPORARY.value:
            return f"{self.var}_in"
        suffix = "" if self.kind == DefKind.DEF.value else f" ({self.kind})"
        return f"{self.var}@{self.line}{suffix}"


@final
@dataclass(frozen=True, slots=True, order=True)
class UseSite:
    """A use of a source variable at a source line."""

    var: str
    file: str
    line: int
    function: str

    def __str__(self) -> str:
        return f"{self.var}@{self.line}"


@final
@dataclass(frozen=True, slots=True, order=True)
class DefUsePair:
    """A def-use pair (Definition 6); the variables differ when the use is of a formal
    parameter bound to the defined variable."""

    definition: DefSite
    use: UseSite

    def __str__(self) -> str:
        return f"({self.definition}, {self.use})"

    def key(self) -> tuple[str, int, str, int]:
        """(def var, def line, use var, use line): the form of the paper's Table 1."""
        return (self.definition.var, self.definition.line, self.use.var, self.use.line)


def def_site(m: Model, code: int) -> DefSite:
    """The source view of a definition code."""
    kind, gid, vid = m.decode(code)
    v = m.vars[vid]
    name = v.src_name or v.name
    if kind == INIT:
        g = m.program.globals.get(v.name)
        loc = g.loc if g is not None else m.funcs[0].fn.loc
        return DefSite(name, loc.file, loc.line, "", DefKind.INITIAL.value)
    f, _ = m.node(gid)
    if kind in (ENTRY_DEF, TEMP):
        loc = f.fn.loc
        return DefSite(name, loc.file, loc.line, f.fn.source_name, _KINDS[kind].value)
    file, line = m.node_place(gid)
    return DefSite(name, file, line, f.fn.source_name, _KINDS[kind].value)


def use_site(m: Model, code: int) -> UseSite:
    """The source view of a use code."""
    _, gid, vid = m.decode(code)
    v = m.vars[vid]
    f, _ = m.node(gid)
    file, line = m.node_place(gid)
    return UseSite(v.src_name or v.name, file, line, f.fn.source_name)


def pair(m: Model, dcode: int, ucode: int) -> DefUsePair:
    return DefUsePair(def_site(m, dcode), use_site(m, ucode))


class SourceTerms:
    """`def_site`, `use_site` and `pair` with each code converted once: clients that print
    many pairs meet the same definitions and uses over and over."""

    def __init__(self, m: Model) -> None:
        self.m = m
        self._defs: dict[int, DefSite] = {}
        self._uses: dict[int, UseSite] = {}
        self._def_ids: dict[Any, int] = {}
        self._use_ids: dict[Any, int] = {}
        self._def_list: list[DefSite] = []
        self._use_list: list[UseSite] = []
        self._def_id_of_code: dict[int, int] = {}
        self._use_id_of_code: dict[int, int] = {}
        # sets of codes named already (the analyses hand the same sets to many clients)
        self._def_ids_of_set: dict[frozenset[int], frozenset[int]] = {}
        self._use_ids_of_set: dict[frozenset[int], frozenset[int]] = {}

    def definition(self, code: int) -> DefSite:
        hit = self._defs.get(code)
        if hit is None:
            hit = self._defs[code] = def_site(self.m, code)
        return hit

    def use(self, code: int) -> UseSite:
        hit = self._uses.get(code)
        if hit is None:
            hit = self._uses[code] = use_site(self.m, code)
        return hit

    def pair(self, dcode: int, ucode: int) -> DefUsePair:
        return DefUsePair(self.definition(dcode), self.use(ucode))

    def def_id(self, code: int) -> int:
        """A small integer per distinct definition in source terms (codes on one line
        share it)."""
        hit = self._def_id_of_code.get(code)
        if hit is None:
            hit = self._def_id_of_code[code] = self._id(self.definition(code), self._def_ids,
                                                        self._def_list)
        return hit

    def definition_codes(self) -> Iterator[tuple[int, int]]:
        """Each definition code named so far with its id."""
        return iter(self._def_id_of_code.items())

    def use_id(self, code: int) -> int:
        hit = self._use_id_of_code.get(code)
        if hit is None:
            hit = self._use_id_of_code[code] = self._id(self.use(code), self._use_ids,
                                                        self._use_list)
        return hit

    def def_ids(self, codes: frozenset[int]) -> frozenset[int]:
        """The ids of a set of definition codes (each set named once)."""
        hit = self._def_ids_of_set.get(codes)
        if hit is None:
            hit = self._def_ids_of_set[codes] = frozenset(self.def_id(c) for c in codes)
        return hit

    def def_ids_unkept(self, codes: frozenset[int]) -> frozenset[int]:
        """`def_ids` without keeping the set: for a caller that meets each set once."""
        known = self._def_id_of_code
        ids = frozenset(map(known.get, codes))
        if None in ids:  # codes not named yet
            for c in codes:
                self.def_id(c)
            ids = frozenset(map(known.get, codes))
        return ids  # type: ignore[return-value]

    def use_ids(self, codes: frozenset[int]) -> frozenset[int]:
        """The ids of a set of use codes (each set named once)."""
        hit = self._use_ids_of_set.get(codes)
        if hit is None:
            hit = self._use_ids_of_set[codes] = frozenset(self.use_id(c) for c in codes)
        return hit

    @staticmethod
    def _id(site: Any, ids: dict[Any, int], order: list[Any]) -> int:
        hit = ids.get(site)
        if hit is None:
            hit = ids[site] = len(order)
            order.append(site)
        return hit

    def def_of_id(self, i: int) -> DefSite:
        return self._def_list[i]

    def use_of_id(self, i: int) -> UseSite:
        return self._use_list[i]

    def pair_of_ids(self, key: tuple[int, int]) -> DefUsePair:
        return DefUsePair(self._def_list[key[0]], self._use_list[key[1]])


def def_kind(code: int) -> int:
    return code & codes.KIND_MASK
