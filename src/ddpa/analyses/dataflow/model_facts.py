"""The made functions of a lazy data-flow model as data, kept beside the IR for later processes.

A lazy `Model` makes a function the first time a question reaches it: it decodes the body,
asks the alias oracle about every dereference and call, splits the nodes into blocks and
binds the call sites (several milliseconds a function). What that yields depends only on
the program, the oracle's configuration and the world, so a later process on the same IR
(the facts store is keyed by the IR and by the code's digest) reads it back instead: a
question that reaches 2,500 procedures of a 100K-line program then reads no body and asks
the oracle nothing for them.

A function's *part* is what `Model.ensure` leaves for it: each node's killed, generated and
used variables, the blocks (in the function's own numbering) with their edges and flags,
the call sites with their targets and bindings, each call's library effect as the model
reads it later (targets, callbacks, whether it repeats or returns twice), and the variables
it reaches through pointers (which decide whether another function's local is global-like).
Functions are named by name; variables by their index in a table of `[scope, name]` the
parts of a configuration share, resolved against the Program once per process. The tuples of
variables a node defines or uses are written inline when small and, from `SHARED_TUPLE_MIN`
variables on, once in a shared table of tuples that parts name by index: with the
address-taken oracle, a store through a pointer loaded from memory defines hundreds of
variables, and every function with one names the same tuple (at 100K generated lines, the
2,491 parts of one question named 10 million variables each in its own table; now 1.1
million integers and one table, and the tuple is one object for every node read back).
Both tables only grow: a process adds to those it read, so the parts kept before stay valid.

Beside the part, what the function's nodes define and use (`sets`, which is all the
closures over the call graph below a function read of it: a question that only asks what
the functions below a call may define reads these, not their parts), and, for the whole
model, whether each function can return once every call is integrated (`returns`, the
fixed point of `SideEffects.pd` of nothing, which otherwise walks every function a
question's calls lead to).

A function whose calls alone were resolved (for the call graph below a function a question
crossed) keeps its calls alone. The effect builder's whole-program facts (the handlers
registered, what escapes to unknown code, the stream buffers, what a pointer of unknown
origin may reach) are kept beside the parts and seed a later model's effect builder.

A part is kept per function: its calls, its sets and the rest as three JSON texts, each
compressed apart (the calls are read alone when only the call graph below a function is
asked for, the sets when only what it defines and uses),
and the per-node tables (effects as `count, refs...` three times per node; each node's file
and line) as byte strings of 32-bit integers. They are kept as one byte string per
function (`_stored`: the pieces one after another, with their lengths), which the facts
store keeps after its document's JSON, so reading the document parses the functions' names
and no part; a part is decompressed and decoded when its function is first needed. Nothing in
them is executed; every index is checked, and a part that does not fit the program is
ignored (the function is made as usual).
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Iterable
from collections.abc import Set as AbstractSet
from typing import Any

from ddpa.ir.codec import int32_array, int32_bytes
from ddpa.ir.immutable import immutable
from ddpa.ir.instr import Var
from ddpa.ir.program import Program

#: `ddpa.analyses.dataflow.model.Model`, which imports this module (named here without
#: importing it back).
Model = Any

#: Bump when the layout of a part changes (the facts' key also names the code's digest).
PARTS_VERSION = 6
_KIND = "dataflow-model"


class BadPart(ValueError):
    """A kept part that does not fit the program."""


@immutable
class Site:
    """A kept call site, in the model's terms (node ids are the function's own)."""

    node: int
    targets: tuple[int, ...]
    binds: tuple[tuple[tuple[int, tuple[tuple[int, int], ...], bool], ...], ...]
    dst: int
    lib_defs: frozenset[int]
    lib: bool
    noreturn: bool


@immutable
class CallPart:
    """A kept call's library effect, as far as the model reads it once the function is made."""

    node: int
    targets: tuple[str, ...]
    called_back: frozenset[str]
    lib: bool
    noreturn: bool
    repeats: bool
    returns_twice: bool


@immutable
class Part:
    """One function's made part, in the model's terms (variable ids of this process)."""

    kill: list[tuple[int, ...]]
    gen: list[tuple[int, ...]]
    use: list[tuple[int, ...]]
    blocks: list[tuple[int, tuple[int, ...]]]  # (kind, nodes) in the function's order
    bpreds: list[tuple[int, ...]]
    bsuccs: list[tuple[int, ...]]
    entry: int
    exit: int
    rpo: tuple[int, ...]
    to_exit: frozenset[int]
    again: dict[int, tuple[int, ...]]
    sites: list[Site]
    calls: list[CallPart]
    accessed: list[Var]
    places: list[tuple[str, int]]  # each node's file and line (answers name them)


#: A tuple of at least this many variables is kept once, in the shared table, and named by
#: its index there (a store through a pointer loaded from memory may define hundreds of
#: variables, and every function with one names the same tuple).
SHARED_TUPLE_MIN = 4


class _Shared:
    """The variables every part of a configuration names, and the large tuples of them
    node effects name, kept once in its document (`vars`: `[scope, name]` each; `tuples`:
    `count, refs...` each, as 32-bit integers); a part names them by index. Both only grow:
    a process adds to the tables it read, so the parts kept before it stay valid."""

    def __init__(self, table: list[Any], tuples: bytes | memoryview) -> None:
        self.table = table
        self.ids = [-1] * len(table)  # shared index -> the model's id (-1: not yet)
        self.made: dict[int, tuple[int, ...]] = {}  # shared tuple -> the model's ids
        self._raw = tuples
        self._flat: list[int] | None = None
        self._at: list[int] = []  # where each tuple starts in `_flat`
        self._index: dict[tuple[str, str], int] | None = None  # (for writing)
        self._tuple_index: dict[tuple[int, ...], int] = {}
        self._by_vid: dict[int, int] = {}
        self._by_var: dict[int, int] = {}  # a variable object's id -> its shared index
        self._alive: list[Var] = []
        self.encoded: dict[tuple[int, ...], list[int]] = {}  # each node tuple's encoding
        self._var_sets: dict[frozenset[Var], list[int]] = {}  # each set's (`encode_vars`)

    def _tuples(self) -> list[int]:
        """The tuples' integers, read once (BadPart if they are not tuples)."""
        if self._flat is None:
            if len(self._raw) % 4:
                raise BadPart("tuples")
            flat = int32_array(self._raw).tolist()
            at, i, n = [], 0, len(flat)
            while i < n:
                c = flat[i]
                if c < 0 or i + 1 + c > n:
                    raise BadPart("tuples")
                at.append(i)
                i += 1 + c
            self._flat, self._at = flat, at
        return self._flat

    def members(self, k: int) -> list[int]:
        """The shared indices of tuple k's variables."""
        flat = self._tuples()
        if not 0 <= k < len(self._at):
            raise BadPart("tuple")
        i = self._at[k]
        return flat[i + 1:i + 1 + flat[i]]

    def key(self, x: Any) -> Any:
        """The `[scope, name]` the table holds at x."""
        if type(x) is not int or not 0 <= x < len(self.table):
            raise BadPart("index")
        return self.table[x]

    # --- writing -----------------------------------------------------------------------

    def for_writing(self) -> None:
        """Index the tables read, to add to them (BadPart if they cannot be read)."""
        index: dict[tuple[str, str], int] = {}
        for k, entry in enumerate(self.table):
            if type(entry) is not list or len(entry) != 2 or type(entry[0]) is not str \
                    or type(entry[1]) is not str:
                raise BadPart("variable")
            index[(entry[0], entry[1])] = k
        flat = self._tuples()
        self._tuple_index = {tuple(flat[i + 1:i + 1 + flat[i]]): k
                             for k, i in enumerate(self._at)}
        self._index = index

    def index(self, scope: str, name: str) -> int:
        """The shared index of a variable, added to the table if new."""
        assert self._index is not None, "for_writing first"
        k = self._index.get((scope, name))
        if k is None:
            k = self._index[(scope, name)] = len(self.table)
            self.table.append([scope, name])
            self.ids.append(-1)
        return k

    def ref(self, m: Model) -> Callable[[int], int]:
        """The shared index of the model's variable id."""
        by_vid, vs, index = self._by_vid, m.vars, self.index

        def ref(vid: int) -> int:
            k = by_vid.get(vid)
            if k is None:
                v = vs[vid]
                k = by_vid[vid] = index(v.scope, v.name)
                self.ids[k] = vid
            return k

        return ref

    def var_refs(self, vs: Iterable[Var]) -> list[int]:
        """The shared indices of variables (each object looked up once: the program's
        variables are the same objects throughout a process)."""
        by_var, index = self._by_var, self.index
        out = []
        for v in vs:
            k = by_var.get(id(v))
            if k is None:
                k = by_var[id(v)] = index(v.scope, v.name)
                self._alive.append(v)  # (so that its id is not another's)
            out.append(k)
        return out

    def refs(self, m: Model, vids: Iterable[int]) -> list[int]:
        """The shared indices of the model's variable ids, in their order."""
        get = self._by_vid.get
        out = [get(v, -1) for v in vids]
        if -1 in out:
            ref = self.ref(m)
            out = [ref(v) for v in vids]
        return out

    def encode_vars(self, vs: AbstractSet[Var]) -> list[int]:
        """`encode` of a set of variables (each set once: the functions of a program
        reach many the same locals through pointers)."""
        key = frozenset(vs)
        got = self._var_sets.get(key)
        if got is None:
            got = self._var_sets[key] = self.encode(sorted(self.var_refs(key)))
        return got

    def encode(self, refs: list[int]) -> list[int]:
        """A tuple of variables (by shared index) as a part names it: `count, refs...`, or
        `-1 - k` for shared tuple k."""
        if len(refs) < SHARED_TUPLE_MIN:
            return [len(refs), *refs]
        key = tuple(sorted(refs))
        k = self._tuple_index.get(key)
        if k is None:
            flat = self._tuples()
            k = self._tuple_index[key] = len(self._at)
            self._at.append(len(flat))
            flat.append(len(key))
            flat.extend(key)
        return [-1 - k]

    def tuples_bytes(self) -> bytes:
        return int32_bytes(self._tuples())


def facts_kind(m: Model) -> str | None:
    """The kind the parts of m's configuration are kept under (None: an oracle that does
    not name its configuration)."""
    name = getattr(m.oracle, "facts_kind", None)
    if not callable(name):
        return None
    return f"{_KIND}/{PARTS_VERSION}/{m.world.value}/{name()}"


class KeptParts:
    """The parts kept for one model's program and configuration, read on first need, and
    the parts this process made, to keep."""

    def __init__(self, m: Model, kind: str) -> None:
        self.m = m
        self.kind = kind
        self._doc: dict[str, Any] | None = None
        self._known: dict[str, Any] = {}  # the whole-program facts kept (`seed`)
        self._scopes: dict[str, dict[str, Var]] = {}
        self._vars: dict[tuple[str, str], Var] = {}  # (scope, name) -> the variable
        self._shared = _Shared([], b"")  # the variables and tuples the parts name
        self._calls: dict[int, list[CallPart]] = {}  # calls read, their part not yet
        self._sets: dict[int, tuple[frozenset[int], frozenset[int]]] = {}  # (`direct_sets`)
        self._returns: dict[str, Any] = {}  # function -> whether it can return (`returns`)
        self.read: set[int] = set()  # functions read back
        self.made: list[int] = []  # functions made here (to keep)

    @classmethod
    def open(cls, m: Model) -> KeptParts | None:
        kind = facts_kind(m)
        if kind is None or m.program.facts is None:
            return None
        return cls(m, kind)

    def _load(self) -> None:
        """Read the document kept for this configuration (once: it holds every part)."""
        facts = self.m.program.facts
        doc = facts.get(self.kind) if facts is not None else None
        parts = doc.get("parts") if isinstance(doc, dict) else None
        known = doc.get("program") if isinstance(doc, dict) else None
        returns = doc.get("returns") if isinstance(doc, dict) else None
        self._doc = parts if isinstance(parts, dict) else {}
        self._known = known if isinstance(known, dict) else {}
        self._returns = returns if isinstance(returns, dict) else {}
        table = doc.get("vars") if isinstance(doc, dict) else None
        tuples = doc.get("tuples") if isinstance(doc, dict) else None
        if not isinstance(table, list) or not isinstance(tuples, bytes | memoryview):
            table, tuples = [], b""
            self._doc = {}  # (parts name a table that is not there)
        self._shared = _Shared(table, tuples)

    def _entries(self) -> dict[str, Any]:
        if self._doc is None:
            self._load()
        assert self._doc is not None
        return self._doc

    def _entry(self, fi: int) -> dict[str, Any] | None:
        entry = self._entries().get(self.m.funcs[fi].name)
        return _pieces(entry) if entry is not None else None

    def has(self, fi: int) -> bool:
        """Whether fi's whole part is kept (not its calls alone), without reading it."""
        return _whole(self._entries().get(self.m.funcs[fi].name))

    def part(self, fi: int) -> Part | None:
        """fi's kept part, or None (none kept, or one that does not fit)."""
        try:
            entry = self._entry(fi)
            return self._decode(fi, entry) if entry is not None else None
        except (BadPart, ValueError, TypeError, KeyError, IndexError, RecursionError):
            return None
        finally:
            self._calls.pop(fi, None)

    def calls(self, fi: int) -> list[CallPart] | None:
        """fi's calls as kept (what `Model.callees` reads of a function not made yet)."""
        hit = self._calls.get(fi)
        if hit is not None:
            return hit
        try:
            entry = self._entry(fi)
            if entry is None:
                return None
            hit = self._calls[fi] = _call_parts(_text(entry["calls"]),
                                                self.m.funcs[fi].fn.node_total, self.m.fidx)
            return hit
        except (BadPart, ValueError, TypeError, KeyError, IndexError, RecursionError):
            return None

    def direct_sets(self, fi: int) -> tuple[frozenset[int], frozenset[int]] | None:
        """The variables fi's nodes define and use, as kept with its part (`Model.gens_direct`
        and `ref_direct` once made), without reading the part; None if none is kept."""
        hit = self._sets.get(fi)
        if hit is not None:
            return hit
        try:
            entry = self._entry(fi)
            if entry is None or "sets" not in entry:
                return None
            d = _obj(_text(entry["sets"]))
            gens, refs = (frozenset(self._ids(_list(d[k]))) for k in ("gens", "refs"))
        except (BadPart, ValueError, TypeError, KeyError, IndexError, RecursionError):
            return None
        hit = self._sets[fi] = (gens, refs)
        return hit

    def returns(self, fi: int) -> bool | None:
        """Whether fi can return with every call integrated, as an earlier process found
        (`SideEffects.pd` of nothing at its entry); None if not kept."""
        if self._doc is None:
            self._load()
        got = self._returns.get(self.m.funcs[fi].name)
        return got if type(got) is bool else None

    # --- reading ---------------------------------------------------------------------------

    def _var(self, key: Any) -> Var:
        """The variable a part names by [scope, name] (each resolved once: the parts of a
        large program name the same pointees thousands of times)."""
        scope, name = _list(key)
        if type(scope) is not str or type(name) is not str:
            raise BadPart("variable")
        hit = self._vars.get((scope, name))
        if hit is None:
            hit = self._vars[(scope, name)] = self._resolve(scope, name)
        return hit

    def _resolve(self, scope: str, name: str) -> Var:
        p: Program = self.m.program
        if not scope:
            g = p.globals.get(name)
            if g is None or g.var.name != name:
                raise BadPart("global")
            return g.var
        table = self._scopes.get(scope)
        if table is None:
            f = p.functions.get(scope)
            if f is None or not f.has_body:
                raise BadPart("scope")
            table = self._scopes[scope] = {v.name: v for v in (*f.params, *f.locals)}
        return table[name]

    def _id(self, x: Any) -> int:
        """The model's id of the variable a part names by its index in the shared table
        (each resolved once: the parts of a large program name the same pointees
        thousands of times)."""
        sh = self._shared
        if type(x) is not int or not 0 <= x < len(sh.table):
            raise BadPart("index")
        hit = sh.ids[x]
        if hit < 0:
            hit = self.m._b.var_index(self._var(sh.table[x]))
            if hit < 0:
                raise BadPart("not a variable of the problem")
            sh.ids[x] = hit
        return hit

    def _ids(self, xs: list[Any]) -> list[int]:
        """`_id` of each of xs (checked at once: a part's sets name hundreds; an item that
        is not an integer fails the comparison or the indexing with a TypeError)."""
        if not xs:
            return []
        ids = self._shared.ids
        if min(xs) < 0 or max(xs) >= len(ids):
            raise BadPart("index")
        out = [ids[x] for x in xs]
        if -1 in out:
            out = [self._id(x) for x in xs]
        return out

    def _accessed(self, x: Any) -> list[int]:
        """The shared indices of the variables a part reaches through pointers: `count,
        refs...`, or `-1 - k` for shared tuple k."""
        xs = _list(x)
        if len(xs) == 1 and type(xs[0]) is int and xs[0] < 0:
            return self._shared.members(-1 - xs[0])
        if not xs or xs[0] != len(xs) - 1:
            raise BadPart("accessed")
        return xs[1:]

    def _tuple(self, k: int) -> tuple[int, ...]:
        """The model's ids of shared tuple k, in order (one tuple for every node naming it)."""
        sh = self._shared
        got = sh.made.get(k)
        if got is None:
            got = sh.made[k] = tuple(sorted(set(self._ids(sh.members(k)))))
        return got

    def _decode(self, fi: int, entry: dict[str, Any]) -> Part:
        m = self.m
        d = _obj(_text(entry["rest"]))
        n = m.funcs[fi].fn.node_total
        vid = self._id

        def vids(xs: Any) -> tuple[int, ...]:
            return tuple(sorted(set(self._ids(_list(xs)))))

        kill, gen, use = _node_effects(int32_array(entry["nodes"]).tolist(), n, vid,
                                       self._ids, self._tuple)
        blocks: list[tuple[int, tuple[int, ...]]] = []
        seen = bytearray(n)
        for kind, nodes in _list(d["blocks"]):
            ns = tuple(_list(nodes))
            if not ns or min(ns) < 0 or max(ns) >= n:
                raise BadPart("block")
            _int(kind, 4)
            for x in ns:
                if seen[x]:
                    raise BadPart("node in two blocks")
                seen[x] = 1
            blocks.append((kind, ns))
        if not all(seen):
            raise BadPart("node in no block")
        nb = len(blocks)

        def bids(xs: Any) -> tuple[int, ...]:
            out = tuple(_list(xs))
            if out and (min(out) < 0 or max(out) >= nb):
                raise BadPart("block")
            return out

        bpreds = [bids(x) for x in _list(d["bpreds"])]
        bsuccs = [bids(x) for x in _list(d["bsuccs"])]
        if not len(bpreds) == len(bsuccs) == nb:
            raise BadPart("block edges")
        again = {_int(g, n): tuple(_int(t, n) for t in _list(ts))
                 for g, ts in _list(d["again"])}
        sites = []
        for x in _list(d["sites"]):
            node, targets, binds, dst, lib_defs, lib, noreturn = _list(x)
            tg = tuple(_fn(m.fidx, t) for t in _list(targets))
            bs = tuple(tuple((vid(formal),
                              tuple(sorted({(vid(v), _int(at, n)) for v, at in _list(sources)})),
                              _bool(here))
                             for formal, sources, here in _list(bk))
                       for bk in _list(binds))
            if len(bs) != len(tg):
                raise BadPart("bindings")
            sites.append(Site(_int(node, n), tg, bs, -1 if dst == -1 else vid(dst),
                              frozenset(vids(lib_defs)), _bool(lib), _bool(noreturn)))
        calls = self.calls(fi)
        if calls is None:
            raise BadPart("calls")
        files = [_str(x) for x in _list(d["files"])]
        at, lines = int32_array(entry["at"]).tolist(), int32_array(entry["lines"]).tolist()
        if len(at) != n or len(lines) != n or (n and (
                min(at) < 0 or max(at) >= len(files) or min(lines) < 0)):
            raise BadPart("places")
        places = list(zip([files[k] for k in at], lines, strict=True))
        return Part(kill, gen, use, blocks, bpreds, bsuccs, _int(d["entry"], nb),
                    _int(d["exit"], nb), bids(d["rpo"]), frozenset(bids(d["to_exit"])), again,
                    sites, calls,
                    [self._var(self._shared.key(x)) for x in self._accessed(d["accessed"])],
                    places)

    # --- keeping ---------------------------------------------------------------------------

    def keep(self) -> int:
        """Keep the parts of the functions made here with those kept before, the calls of
        those whose callees alone were found here, and the whole-program facts the model's
        effect builder found (`program_doc`); how many parts were new."""
        m = self.m
        facts = m.program.facts
        program = program_doc(m._b.eb) if m._b.has_eb else {}
        callees_only = [fi for fi in m._b.callees_found() if not m.made[fi]]
        new_facts = program.keys() - self._program_doc().keys()
        returns = {m.funcs[fi].name: r for fi, r in m.returns.items()}
        new_returns = returns.keys() - self._returns.keys()
        if facts is None or not (self.made or callees_only or new_facts or new_returns):
            return 0
        self._load()  # (another process may have kept parts meanwhile: add to its tables)
        shared = self._shared
        try:
            shared.for_writing()
        except BadPart:  # (tables that cannot be read: the parts naming them go too)
            shared = self._shared = _Shared([], b"")
            shared.for_writing()
            self._doc = {}
        new: dict[str, list[Any]] = {}
        for fi in callees_only:
            try:
                new[m.funcs[fi].name] = _stored({"calls": _packed(calls_doc(m, fi))})
            except BadPart:
                continue
        for fi in self.made:
            try:
                doc = part_doc(m, fi, shared)
            except BadPart:
                continue  # (a function whose part cannot be told apart: made again later)
            arrays = {k: int32_bytes(doc.pop(k)) for k in ("nodes", "at", "lines")}
            calls = doc.pop("calls")
            new[m.funcs[fi].name] = _stored({"calls": _packed(calls), "rest": _packed(doc),
                                             "sets": _packed(sets_doc(m, fi, shared)),
                                             **arrays})
        old = self._entries()
        parts = {**old, **{k: v for k, v in new.items() if _whole(v) or k not in old}}
        known = {**self._program_doc(), **program}
        returns = {**self._returns, **returns}
        facts.put(self.kind, {"parts": parts, "program": known, "returns": returns,
                              "vars": shared.table, "tuples": shared.tuples_bytes()})
        self._doc, self._known, self._returns = parts, known, returns
        kept = sum(_whole(v) for v in new.values())
        self.made = []
        return kept

    def _program_doc(self) -> dict[str, Any]:
        if self._doc is None:
            self._load()
        return self._known

    def seed(self, eb: Any) -> None:
        """Give the effect builder the whole-program facts kept (none if any does not fit)."""
        known = self._program_doc()
        try:
            seeded = _program_facts(known, self._var, set(self.m.fidx) | set(
                self.m.program.functions))
        except (BadPart, ValueError, TypeError, KeyError, IndexError):
            self._known = {}  # (found again here, and kept anew)
            return
        for name, value in seeded.items():
            setattr(eb, name, value)


def calls_doc(m: Model, fi: int) -> list[list[Any]]:
    """The calls of fi as kept: in its part, or alone when only its callees were found."""
    b, f = m._b, m.funcs[fi]
    out = []
    for g in range(f.base, f.base + f.fn.node_total):
        ce = b.call_effects.get(g)
        if ce is not None:
            out.append([g - f.base, list(ce.targets), sorted(ce.called_back), ce.lib,
                        ce.noreturn, ce.repeats, ce.returns_twice])
    return out


#: The effect builder's whole-program facts kept (`EffectBuilder` attributes): what each
#: is made of.
_PROGRAM_FACTS = {"_handlers": "names by storage", "_registering": "names",
                  "_escaped": "variables and names", "_stream_buffers": "variables",
                  "_handler_vars": "variables", "_memory": "variables",
                  "_memory_reach": "variables", "_taken": "names"}


def program_doc(eb: Any) -> dict[str, Any]:
    """The whole-program facts `eb` has found so far, as JSON data."""
    def names(xs: Any) -> list[str]:
        return sorted(xs)

    def variables(vs: Any) -> list[list[str]]:
        return sorted([v.scope, v.name] for v in vs)

    out: dict[str, Any] = {}
    for attr, what in _PROGRAM_FACTS.items():
        value = getattr(eb, attr)
        if value is None or (attr == "_memory" and not isinstance(value, frozenset)):
            continue
        if attr == "_registering" and eb._handlers is None:
            continue  # (known with the handlers only)
        if what == "names by storage":
            out[attr] = {k: names(v) for k, v in sorted(value.items())}
        elif what == "names":
            out[attr] = names(value)
        elif what == "variables":
            out[attr] = variables(value)
        else:
            out[attr] = [variables(value[0]), names(value[1])]
    return out


def _program_facts(doc: dict[str, Any], var: Any, functions: set[str]) -> dict[str, Any]:
    """`program_doc`'s facts back as the effect builder's attributes (BadPart if any names
    a variable or function the program does not have)."""
    def names(xs: Any) -> frozenset[str]:
        out = frozenset(_str(x) for x in _list(xs))
        if out - functions:
            raise BadPart("function")
        return out

    def variables(xs: Any) -> frozenset[Var]:
        return frozenset(var(k) for k in _list(xs))

    out: dict[str, Any] = {}
    for attr, value in doc.items():
        what = _PROGRAM_FACTS.get(attr)
        if what == "names by storage":
            out[attr] = {_str(k): names(v) for k, v in _obj(value).items()}
        elif what == "names":
            out[attr] = names(value)
        elif what == "variables":
            out[attr] = variables(value)
        elif what == "variables and names":
            vs, ns = _list(value)
            out[attr] = (variables(vs), names(ns))
        else:
            raise BadPart("program fact")
    return out


def part_doc(m: Model, fi: int, shared: _Shared) -> dict[str, Any]:
    """fi's made part as JSON data, naming variables and large tuples of them by their
    index in `shared` (BadPart if the model's state for fi is not one)."""
    b = m._b
    f = m.funcs[fi]
    base, n = f.base, f.fn.node_total
    ref = shared.ref(m)

    def refs(vs: Iterable[int]) -> list[int]:
        return shared.refs(m, vs)

    first = f._blocks[0] if f._blocks else 0
    nb = len(f._blocks)
    if f._blocks != tuple(range(first, first + nb)):
        raise BadPart("blocks not numbered in a row")

    def local(bid: int) -> int:
        if not first <= bid < first + nb:
            raise BadPart("edge out of the function")
        return bid - first

    blocks = [[m.bkind[bid], [g - base for g in m.bnodes[bid]]] for bid in f._blocks]
    sites = []
    for s in f._calls:
        binds = [[[ref(bd.formal), [[ref(v), at - base] for v, at in bd.sources], bd.here]
                  for bd in bk] for bk in s.binds]
        sites.append([s.gid - base, [m.funcs[t].name for t in s.targets], binds,
                      -1 if s.dst < 0 else ref(s.dst), refs(sorted(s.lib_defs)), s.lib,
                      s.noreturn])
    accessed = shared.encode_vars(b.eb.accessed_by.get(f.name, frozenset()))
    nodes: list[int] = []
    encoded = shared.encoded
    for g in range(base, base + n):
        for vs in (m.node_kill[g], m.node_gen[g], m.node_use[g]):
            if not vs:
                nodes.append(0)
                continue
            got = encoded.get(vs)
            if got is None:
                got = encoded[vs] = shared.encode(refs(vs))
            nodes += got
    doc = {
        "nodes": nodes,
        "blocks": blocks,
        "bpreds": [[local(p) for p in m.bpreds[bid]] for bid in f._blocks],
        "bsuccs": [[local(s) for s in m.bsuccs[bid]] for bid in f._blocks],
        "entry": local(f._entry_bid), "exit": local(f._exit_bid),
        "rpo": [local(x) for x in f._rpo],
        "to_exit": [local(bid) for bid in f._blocks if m.bexit[bid]],
        "again": [[g - base, [t - base for t in m.again[g]]] for g in range(base, base + n)
                  if g in m.again],
        "sites": sites,
        "calls": calls_doc(m, fi),
        "accessed": accessed,
    }
    files: dict[str, int] = {}
    at, lines = [], []
    for file, line in m.node_places(fi):
        at.append(files.setdefault(file, len(files)))
        lines.append(line)
    doc["files"], doc["at"], doc["lines"] = list(files), at, lines
    return doc


def sets_doc(m: Model, fi: int, shared: _Shared) -> dict[str, Any]:
    """What fi's nodes define and use (`direct_sets`) as JSON data, by index in `shared`:
    all that the closures over the call graph below a function read of it."""
    return {"gens": sorted(shared.refs(m, m.gens_direct[fi])),
            "refs": sorted(shared.refs(m, m.ref_direct[fi]))}


def _node_effects(flat: list[Any], n: int, vid: Callable[[int], int],
                  vids: Callable[[list[int]], list[int]], shared: Callable[[int], tuple[int, ...]]
                  ) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]]]:
    """Each node's killed, generated and used variables, three times per node in node
    order: `count, refs...` (variables by shared index, `vid`), or `-1 - k` for the shared
    tuple k (`shared`). (A flat list: a part is parsed per function read back.)"""
    tables: tuple[list[tuple[int, ...]], ...] = ([], [], [])
    i = 0
    for _ in range(n):
        for table in tables:
            c = flat[i]
            if c < 0:
                table.append(shared(-1 - c))
                i += 1
                continue
            if c == 0:
                table.append(())
            elif c == 1:
                table.append((vid(flat[i + 1]),))
            else:
                table.append(tuple(sorted(set(vids(flat[i + 1:i + 1 + c])))))
            i += 1 + c
    if i != len(flat):
        raise BadPart("node count")
    kill, gen, use = tables
    return kill, gen, use


def _call_parts(x: Any, n: int, fidx: dict[str, int]) -> list[CallPart]:
    out = []
    for c in _list(x):
        node, targets, back, lib, noreturn, repeats, twice = _list(c)
        names = tuple(_str(t) for t in _list(targets))
        for t in names:
            _fn(fidx, t)
        out.append(CallPart(_int(node, n), names, frozenset(_str(t) for t in _list(back)),
                            _bool(lib), _bool(noreturn), _bool(repeats), _bool(twice)))
    return out


#: A part's texts are small: a fast level compresses them nearly as well.
_PART_ZLIB_LEVEL = 1
#: More than any part's text (a 100K-line program's largest function: under a megabyte).
_PART_TEXT_LIMIT = 1 << 28


def _packed(doc: Any) -> bytes:
    """A part's JSON text, compressed (`_text` reads it)."""
    return zlib.compress(json.dumps(doc, separators=(",", ":")).encode("ascii"),
                         _PART_ZLIB_LEVEL)


#: What a function's kept entry holds, in this order: its calls (alone when only its callees
#: were found), the rest of its part, its sets, and its node tables.
_PIECES = ("calls", "rest", "sets", "nodes", "at", "lines")


def _stored(pieces: dict[str, bytes]) -> list[Any]:
    """A function's kept pieces as one byte string and their lengths (-1: not kept). The
    facts document then holds one reference to bytes per function, which its reader turns
    into a view of them (a JSON object each, about 2 microseconds apiece: six per function
    took 40 ms of a question at 100K lines once 2,491 functions were kept)."""
    return [b"".join(pieces[k] for k in _PIECES if k in pieces),
            [len(pieces[k]) if k in pieces else -1 for k in _PIECES]]


def _pieces(stored: Any) -> dict[str, Any]:
    """The pieces `_stored` kept (views of its bytes); BadPart if it is not such an entry."""
    blob, lengths = _list(stored)
    if not isinstance(blob, bytes | memoryview) or len(_list(lengths)) != len(_PIECES):
        raise BadPart("entry")
    out: dict[str, Any] = {}
    at = 0
    for name, n in zip(_PIECES, lengths, strict=True):
        if type(n) is not int:
            raise BadPart("entry")
        if n >= 0:
            out[name] = blob[at:at + n]
            at += n
    if at != len(blob):
        raise BadPart("entry")
    return out


def _whole(stored: Any) -> bool:
    """Whether a kept entry holds a whole part (not a function's calls alone), read from
    its lengths (`_pieces` would slice, so copy, every piece of an entry just made)."""
    lengths = stored[1] if type(stored) is list and len(stored) == 2 else None
    if type(lengths) is not list or len(lengths) != len(_PIECES):
        return False
    rest = lengths[_PIECES.index("rest")]
    return type(rest) is int and rest >= 0


def _text(x: Any) -> Any:
    """The JSON value `_packed` kept; BadPart for anything else."""
    if not isinstance(x, bytes | memoryview):
        raise BadPart("text")
    try:
        d = zlib.decompressobj()
        raw = d.decompress(x, _PART_TEXT_LIMIT)
        if d.unconsumed_tail or not d.eof:
            raise BadPart("text")
        return json.loads(raw)
    except (zlib.error, UnicodeDecodeError) as exc:
        raise BadPart("text") from exc


def _obj(x: Any) -> dict[str, Any]:
    if type(x) is not dict:
        raise BadPart("part")
    return x


def _list(x: Any) -> list[Any]:
    if type(x) is not list:
        raise BadPart("list")
    return x


def _int(x: Any, n: int) -> int:
    if type(x) is not int or not 0 <= x < n:
        raise BadPart("index")
    return x


def _bool(x: Any) -> bool:
    if type(x) is not bool:
        raise BadPart("flag")
    return x


def _str(x: Any) -> str:
    if type(x) is not str:
        raise BadPart("name")
    return x


def _fn(fidx: dict[str, int], name: Any) -> int:
    i = fidx.get(_str(name))
    if i is None:
        raise BadPart("function")
    return i
