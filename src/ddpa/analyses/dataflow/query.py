"""Questions in source terms: `RD(x, FILE:LINE)`, `RU(x, FILE:LINE)` and def-use pairs.

A query names a variable by its source name and a statement by its line. The variable is
looked up in the function the line belongs to (its locals and formals first, as C scoping
does, then globals, `static` locals included). A line can hold several CFG nodes (`x = a;
y = x;`, or a condition and its branch); RD asks about the nodes on the line that *use*
the variable and RU about those that *define* it, and the answer is the union. A line
without such a node is an error that names the location, as is an unknown variable.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from ddpa.analyses.dataflow.classify import (
    UseDefs,
    demand_uses,
    demand_uses_by_function,
    exhaustive_uses,
    exhaustive_uses_by_function,
)
from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import (
    REAL,
    DefSite,
    DefUsePair,
    SourceTerms,
    UseSite,
    def_site,
    use_site,
)
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.results import Analyzer, QueryStats, Status
from ddpa.ir.immutable import immutable


class DataflowError(Exception):
    """A question the program cannot answer as asked (unknown variable, no such use, ...):
    a user error, reported as one line."""


@immutable
class SourceAnswer:
    """An RD or RU answer in source terms, with how it was obtained."""

    kind: str  # "RD" or "RU"
    var: str
    file: str
    line: int
    defs: tuple[DefSite, ...] = ()
    uses: tuple[UseSite, ...] = ()
    status: Status = Status.COMPLETE
    stats: tuple[QueryStats, ...] = ()
    # the model the answer was read from: the analyzer's, or one of the question's own
    # that needed no alias fact (`plain`: its variables are locals or formals no pointer
    # can reach, see `plain_locals`)
    model: Model | None = field(default=None, compare=False, repr=False)
    plain: bool = field(default=False, compare=False)

    @property
    def items(self) -> tuple[DefSite, ...] | tuple[UseSite, ...]:
        return self.defs if self.kind == "RD" else self.uses


def parse_location(text: str) -> tuple[str, int]:
    """`FILE:LINE` -> (file, line)."""
    path, sep, line = text.rpartition(":")
    if not sep or not path or not line.isdigit():
        raise DataflowError(f"'{text}' is not FILE:LINE")
    return path, int(line)


def _same_file(a: str, b: str) -> bool:
    """Whether two spellings name one file. Locations keep the path the front end was given
    (relative, or only the name for an absolute input), so a path that ends with the other's
    components also matches."""
    na, nb = os.path.normpath(a), os.path.normpath(b)
    if na == nb or os.path.realpath(na) == os.path.realpath(nb):
        return True
    pa, pb = na.split(os.sep), nb.split(os.sep)
    short, long = (pa, pb) if len(pa) <= len(pb) else (pb, pa)
    return bool(short) and short[0] not in ("", "..") and long[-len(short):] == short


def nodes_at(m: Model, file: str, line: int) -> list[int]:
    """Global ids of the nodes whose statement starts on `file:line`."""
    out = []
    for f in m.funcs:
        if not f.fn.may_have_line(lambda name: _same_file(name, file), line):
            continue  # (a body the IR cache keeps apart is not read)
        for node in f.fn.nodes[2:]:
            loc = node.instr.loc
            if loc.line == line and _same_file(loc.file, file):
                out.append(f.base + node.id)
    if not out and not any(_same_file(u, file) for u in m.program.units) \
            and not _file_known(m, file):
        raise DataflowError(f"{file}: not a file of the program")
    return out


def _file_known(m: Model, file: str) -> bool:
    return any(_same_file(f.fn.loc.file, file) for f in m.funcs)


def _named(m: Model, name: str, gids: list[int]) -> list[int]:
    """Variables called `name` visible at those nodes: the function's own first."""
    funcs = {m.node_func[g] for g in gids}
    local = [v for v, var in enumerate(m.vars)
             if m.owner[v] in funcs and (var.src_name or var.name) == name]
    if local:
        return local
    return [v for v, var in enumerate(m.vars)
            if m.owner[v] < 0 and (var.src_name or var.name) == name]


def targets(m: Model, name: str, file: str, line: int, kind: str) -> list[tuple[int, int]]:
    """(variable, node) pairs the query concerns: uses (RD) or definitions (RU) of the
    variable named `name` on the line."""
    gids = nodes_at(m, file, line)
    for fi in {m.node_func[g] for g in gids}:
        m.ensure(fi)
    where = f"{file}:{line}"
    if not gids:
        raise DataflowError(f"{where}: no statement on this line")
    cands = _named(m, name, gids)
    if not cands:
        raise DataflowError(f"{where}: no variable named '{name}' is visible here")
    table = m.node_use if kind == "RD" else m.node_gen
    out = [(v, g) for g in gids for v in cands if v in table[g]]
    if not out:
        what = "use" if kind == "RD" else "definition"
        raise DataflowError(f"{where}: no {what} of '{name}' on this line")
    return out


def ask(a: Analyzer, name: str, file: str, line: int, kind: str,
        plain_locals: bool = True) -> SourceAnswer:
    """RD or RU of a source variable at a source line, in source terms. With
    `plain_locals`, a demand question about locals or formals whose address is never
    taken is answered without the alias facts `a`'s oracle would build when nothing it
    reaches needs one (`plain_locals`: the same answer)."""
    if plain_locals:
        from ddpa.analyses.dataflow.plain_locals import plain_analyzer

        own = plain_analyzer(a, lambda: nodes_at(a.model, file, line), name, kind)
        if own is not None:
            return replace(ask(own, name, file, line, kind, plain_locals=False), plain=True)
    m = a.model
    codes: set[int] = set()
    stats = []
    status = Status.COMPLETE
    for v, g in targets(m, name, file, line, kind):
        res = a.rd(v, g) if kind == "RD" else a.ru(v, g)
        codes |= res.codes
        stats.append(res.stats)
        if not res.complete:
            status = res.status
    if kind == "RD":
        defs = tuple(sorted({def_site(m, c) for c in codes}))
        return SourceAnswer(kind, name, file, line, defs=defs, status=status, stats=tuple(stats),
                            model=m)
    uses = tuple(sorted({use_site(m, c) for c in codes}))
    return SourceAnswer(kind, name, file, line, uses=uses, status=status, stats=tuple(stats),
                        model=m)


@dataclass(frozen=True, order=True)
class ClassifiedPair:
    """A def-use pair with its kinds (Definitions 8 and 9; a pair can be both)."""

    pair: DefUsePair
    intra: bool
    inter: bool


def def_use_pairs(a: DemandAnalyzer | ExhaustiveAnalyzer) -> list[ClassifiedPair]:
    """Every def-use pair of the whole program in source terms, classified. Pairs of
    several nodes on the same lines merge (their kinds are or-ed)."""
    return list(SourcePairs(a.model, classified_uses(a)))


def classified_uses(a: DemandAnalyzer | ExhaustiveAnalyzer) -> list[UseDefs]:
    """Every use with the definition codes reaching it, classified: the analysis."""
    return demand_uses(a) if isinstance(a, DemandAnalyzer) else exhaustive_uses(a)


def classified_uses_by_function(a: DemandAnalyzer | ExhaustiveAnalyzer
                                ) -> Iterator[list[UseDefs]]:
    """`classified_uses` a function at a time: a function's uses, made when asked for."""
    if isinstance(a, DemandAnalyzer):
        return demand_uses_by_function(a)
    return exhaustive_uses_by_function(a)


INTRA, INTER = 1, 2  # the flags of a pair in source terms
_USE_BITS = 32  # a pair in source terms is the integer def id << 32 | use id
_USE_MASK = (1 << _USE_BITS) - 1


class SourcePairs:
    """Classified pairs in source terms, pairs on the same lines merged: each definition
    and use is named once (`SourceTerms`), a pair is held as two small integers and its
    flags, and `ClassifiedPair`s are made one at a time as they are read, sorted by their
    definitions' and then their uses' names."""

    def __init__(self, m: Model, uses: list[UseDefs]) -> None:
        self.terms = terms = SourceTerms(m)
        part = UsesInSourceTerms()
        _name_uses(terms, uses, part)
        self.flags = part.flags()
        self._order: list[int] | None = None

    def __len__(self) -> int:
        return len(self.flags)

    @staticmethod
    def ids(key: int) -> tuple[int, int]:
        """A pair's (definition id, use id) in `terms`."""
        return key >> _USE_BITS, key & _USE_MASK

    def count(self, flag: int) -> int:
        """How many pairs have every kind of `flag` (INTRA, INTER, or both)."""
        return sum(1 for f in self.flags.values() if f & flag == flag)

    def items(self, flag: int = INTRA | INTER) -> Iterator[ClassifiedPair]:
        """The pairs with any of `flag`, in order."""
        if self._order is None:
            self._order = _in_order(self.terms, self.flags)
        return _classified(self.terms, self.flags, self._order, flag)

    def __iter__(self) -> Iterator[ClassifiedPair]:
        return self.items()


def pairs_by_definition(m: Model, parts: Iterable[list[UseDefs]], flag: int
                        ) -> tuple[SourceTerms, Counter[int]]:
    """How many of the pairs `SourcePairs` would hold have any kind of `flag` (INTRA,
    INTER), by definition id, counted a part at a time without holding the pairs. Each
    part holds every use of one function (`exhaustive_uses_by_function`). A use in source
    terms names its function's file, line and name, so only the uses of functions lowered
    more than once with the same name and lines (a static function of a file that several
    units include) are shared between parts: their definitions are gathered over every
    part and counted at the end. The terms returned name every definition code met
    (`SourceTerms.definition_codes`)."""
    found = PairsByFunction(m, parts)
    per_def: Counter[int] = Counter()
    for part in found.parts():
        for sets in part.uses.values():
            named = [ids for ids, kind in sets if kind & flag]
            if named:
                per_def.update(_union(named))
    return found.terms, per_def


def _uses_of_several_functions(m: Model, terms: SourceTerms) -> set[int]:
    """The use ids (in `terms`) that more than one function holds: the uses of a static
    function of a header that several units include, lowered once per unit with the same
    name and lines."""
    m.force()
    home: dict[int, int] = {}  # use id -> the first function holding it
    shared: set[int] = set()
    for n, fi in enumerate(m.node_func):
        for w in m.node_use[n]:
            u = terms.use_id(m.code(REAL, n, w))
            if home.setdefault(u, fi) != fi:
                shared.add(u)
    return shared


class UsesInSourceTerms:
    """One function's uses in source terms (a part of `PairsByFunction`): each use id with
    the sets of definition ids reaching it and their kind (INTRA, INTER), as the analysis
    shares them. Its pairs are made only when asked for (`flags`); `counts` counts them
    from the sets."""

    __slots__ = ("uses",)

    def __init__(self) -> None:
        self.uses: dict[int, list[tuple[frozenset[int], int]]] = {}

    def add(self, uid: int, ids: frozenset[int], flag: int) -> None:
        if ids:
            self.uses.setdefault(uid, []).append((ids, flag))

    def flags(self) -> dict[int, int]:
        """Each pair (`SourcePairs.flags`' key: def id << 32 | use id) with its kinds."""
        out: dict[int, int] = {}
        for uid, sets in self.uses.items():
            for ids, flag in sets:
                for d in ids:
                    k = (d << _USE_BITS) | uid
                    out[k] = out.get(k, 0) | flag
        return out

    def counts(self) -> tuple[int, int, int, int]:
        """How many pairs there are, and how many are intraprocedural, interprocedural and
        both (a pair is at least one)."""
        pairs = intra = inter = both = 0
        for sets in self.uses.values():
            a = _union([ids for ids, flag in sets if flag == INTRA])
            x = _union([ids for ids, flag in sets if flag == INTER])
            shared = len(a & x) if a and x else 0
            pairs += len(a) + len(x) - shared
            intra += len(a)
            inter += len(x)
            both += shared
        return pairs, intra, inter, both


def _union(sets: list[frozenset[int]]) -> frozenset[int] | set[int]:
    if len(sets) == 1:
        return sets[0]
    return set().union(*sets)


class PairsByFunction:
    """The pairs `SourcePairs` holds, made and handed out a function's uses at a time, so a
    client that writes them as they come holds one function's pairs (and the names of the
    definitions and uses met so far), not the program's.

    `parts()` gives, for each part of `parts` (`classified_uses_by_function`: the uses of
    one function), its uses in source terms (`UsesInSourceTerms`, from which a client that
    only counts makes no pair); the uses that several functions hold
    (`_uses_of_several_functions`) come last, gathered over every part. `ordered` makes a
    part's `ClassifiedPair`s, sorted by definition and then use as `SourcePairs` sorts
    them; iterating gives every part's in turn. `seconds` is the thread time spent making
    the parts (the analysis), not naming, counting, sorting or writing the pairs."""

    def __init__(self, m: Model, parts: Iterable[list[UseDefs]]) -> None:
        self.terms = SourceTerms(m)
        self._parts = parts
        self.seconds = 0.0

    def _timed(self) -> Iterator[list[UseDefs]]:
        it = iter(self._parts)
        while True:
            t0 = time.thread_time()
            part = next(it, None)
            self.seconds += time.thread_time() - t0
            if part is None:
                return
            yield part
            del part  # (before the next part is made)

    def parts(self) -> Iterator[UsesInSourceTerms]:
        """Each part's uses (read once: the parts are made as they are asked for)."""
        terms = self.terms
        shared = _uses_of_several_functions(terms.m, terms)
        held = UsesInSourceTerms()  # the shared uses
        for part in self._timed():
            out = UsesInSourceTerms()
            _name_uses(terms, part, out, shared, held, kept=False)
            del part
            yield out
        yield held

    def ordered(self, part: UsesInSourceTerms, flag: int = INTRA | INTER
                ) -> Iterator[ClassifiedPair]:
        """The pairs of one part with any of `flag`, sorted."""
        flags = part.flags()
        return _classified(self.terms, flags, _in_order(self.terms, flags), flag)

    def __iter__(self) -> Iterator[ClassifiedPair]:
        for part in self.parts():
            yield from self.ordered(part)


def _name_uses(terms: SourceTerms, uses: Iterable[UseDefs], out: UsesInSourceTerms,
               shared: Collection[int] = (), held: UsesInSourceTerms | None = None,
               kept: bool = True) -> None:
    """Add each use, by its id, with the ids of the definitions reaching it, to `out`
    (the uses of `shared`, to `held`). `kept`: each set of codes is named once for good
    (`def_ids`); else once within `uses` (`def_ids_unkept`, for a caller that meets each
    set in one function's uses only)."""
    named: dict[int, frozenset[int]] = {}  # id of a set of codes -> definition ids
    for u, intra, inter in uses:
        uid = terms.use_id(u)
        part = held if held is not None and uid in shared else out
        for codes, flag in ((intra, INTRA), (inter, INTER)):
            ids = terms.def_ids(codes) if kept else named.get(id(codes))
            if ids is None:
                ids = named[id(codes)] = terms.def_ids_unkept(codes)
            part.add(uid, ids, flag)


def _in_order(terms: SourceTerms, flags: dict[int, int]) -> list[int]:
    """The pairs of `flags`, sorted by their definitions' and then their uses' sites."""
    def_rank = _ranks({k >> _USE_BITS for k in flags}, terms.def_of_id)
    use_rank = _ranks({k & _USE_MASK for k in flags}, terms.use_of_id)
    n = len(use_rank)
    return sorted(flags, key=lambda k: def_rank[k >> _USE_BITS] * n + use_rank[k & _USE_MASK])


def _classified(terms: SourceTerms, flags: dict[int, int], order: list[int], flag: int
                ) -> Iterator[ClassifiedPair]:
    """The pairs of `order` with any of `flag`, as `ClassifiedPair`s."""
    def_of, use_of = terms.def_of_id, terms.use_of_id
    for k in order:
        f = flags[k]
        if f & flag:
            yield ClassifiedPair(DefUsePair(def_of(k >> _USE_BITS), use_of(k & _USE_MASK)),
                                 bool(f & INTRA), bool(f & INTER))


def _ranks(ids: set[int], site: Callable[[int], Any]) -> dict[int, int]:
    """Each id's position in the order of the sites it names."""
    return {i: r for r, i in enumerate(sorted(ids, key=site))}
