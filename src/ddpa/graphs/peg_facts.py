"""A built program expression graph as data, kept beside the IR so a new process reads it back.

Building the PEG reads every function body (about a third of a second at 10K lines); reading
it back reads integer lists. `graph_doc` turns a graph into JSON-ready data in two parts:

* the *core* every query needs: node kinds, the node under each dereference or field node
  and its label, the assignment edges in both directions (in their order, so searches visit
  them as on the built graph), the objects behind addresses with their keys, the folded
  temporaries, field labels and the names shared by several variables;
* the *extras* only explanations and reports read: where each edge comes from and the
  program's loads and stores (`PEG.origins`, `PEG.accesses`), read the first time one of
  them is asked for.

Variables are named by scope and name, and resolved against the Program the graph was built
from: globals, then a function's formals and locals from its header; a temporary is stored
by value (kind, type, source name), so no function's body is read. Nothing in the data is
executed, every index is checked against the graph's size, and anything else is
`BadGraphData` (the caller then builds the graph).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain
from typing import Any

from ddpa.graphs.peg import (
    PEG,
    Access,
    EdgeKind,
    EdgeOrigin,
    MemObject,
    NodeKind,
    ObjKind,
    PEGConfig,
)
from ddpa.graphs.world import World
from ddpa.ir.codec import (
    MalformedIRData,
    TypeTable,
    check_bool,
    check_int,
    check_list,
    check_str,
    decode_types,
)
from ddpa.ir.instr import Loc, Var, VarKind
from ddpa.ir.program import Program
from ddpa.ir.types import Type

#: Bump when the layout below changes (the facts' key also names the code's digest).
GRAPH_DATA_VERSION = 1

_NODE_KINDS = list(NodeKind)
_OBJ_KINDS = {k.value: k for k in ObjKind}
_EDGE_KINDS = {k.value: k for k in EdgeKind}
_WORLDS = {w.value: w for w in World}
_VAR_KINDS = {k.value: k for k in VarKind}


class BadGraphData(ValueError):
    """Data that is not a graph `graph_doc` wrote for this program."""


# --- encoding -------------------------------------------------------------------------------


def graph_doc(g: PEG) -> tuple[dict[str, Any], dict[str, Any]]:
    """The core and the extras of a graph as JSON-ready data."""
    types = TypeTable()
    locs: dict[Loc, int] = {}
    objects = [[n, o.kind.value, o.name, _var(o.var, types), o.function, o.site,
                locs.setdefault(o.loc, len(locs))] for n, o in g.objects.items()]
    # a variable's address is keyed by the variable: the object says it
    keys = [[_key(k, types), n] for k, n in g._obj_addr.items() if not _var_key(g, k, n)]
    core = {"version": GRAPH_DATA_VERSION, "types": types.entries(),
            "locs": [_loc(x) for x in locs],
            "kind": [int(k) for k in g.kind], "down": g.down,
            "label": g.down_label, "to": g.assign_to, "from": g.assign_from,
            "objects": objects, "keys": keys, "labels": g.labels,
            "value": [[s, v, n] for (s, v), n in g._value.items()],
            "qualified": sorted(g._qualified), "edges": g.edge_count, "world": g.world.value}
    origins = [[a, b, o.kind.value, o.function, _loc(o.loc), o.src]
               for (a, b), o in g.origins.items()]
    accesses = [[x.node, x.function, x.cfg_node, x.is_write, _loc(x.loc), x.src, list(x.path),
                 _var(x.base)] for x in g.accesses]
    return core, {"version": GRAPH_DATA_VERSION, "origins": origins, "accesses": accesses}


def _var_key(g: PEG, k: object, n: int) -> bool:
    """Is k the key `("var", v)` of the address n of v's object?"""
    return isinstance(k, tuple) and len(k) == 2 and k[0] == "var" and g.objects[n].var is k[1]


def _var(v: Var | None, types: TypeTable | None = None) -> list[Any] | None:
    """`[scope, name]`, and for a temporary (read back without its function's body)
    also `[kind, type, source name]`."""
    if v is None:
        return None
    if v.is_temp and types is not None:
        return [v.scope, v.name, v.kind.value, types.index(v.type), v.src_name]
    return [v.scope, v.name]


def _loc(loc: Loc) -> list[Any]:
    return [loc.file, loc.line, loc.col]


def _key(k: object, types: TypeTable) -> list[Any]:
    """An object key (a tuple of strings, integers and variables) as a list; a variable is
    `{"var": [scope, name]}`."""
    if not isinstance(k, tuple):
        raise ValueError(f"object key {k!r} is not a tuple")
    return [{"var": _var(x, types)} if isinstance(x, Var) else x for x in k]


# --- decoding -------------------------------------------------------------------------------


def graph_from_doc(doc: object, program: Program, config: PEGConfig,
                   extras: Callable[[], object | None]) -> PEG:
    """The graph `graph_doc` encoded for `program`; `extras` gives the extras document when
    first needed (None if it is gone: the edge origins and accesses are then rebuilt)."""
    try:
        return _Reader(program).graph(doc, config, extras)
    except BadGraphData:
        raise
    except (MalformedIRData, KeyError, IndexError, TypeError, ValueError,
            AttributeError) as exc:
        raise BadGraphData(f"malformed graph data ({type(exc).__name__}: {exc})") from None


class _Reader:
    def __init__(self, program: Program) -> None:
        self.p = program
        self._scopes: dict[str, dict[str, Var]] = {}
        self._temps: dict[tuple[str, str], Var] = {}
        self.types: list[Type] = []

    def var(self, x: Any) -> Var | None:
        if x is None:
            return None
        if len(x) == 5:  # a temporary, by value (its function's body is not read)
            scope, name, kind, ty, src = x
            key = (check_str(scope), check_str(name))
            v = self._temps.get(key)
            if v is None:
                v = self._temps[key] = Var(name, self.types[check_int(ty)], _VAR_KINDS[kind],
                                           scope, check_str(src))
            return v
        scope, name = x
        table = self._scopes.get(scope)
        if table is None:
            table = self._scopes[scope] = self._scope(check_str(scope))
        v = table.get(check_str(name))
        if v is None:
            raise BadGraphData(f"no variable {scope}:{name} in the program")
        return v

    def _scope(self, scope: str) -> dict[str, Var]:
        if not scope:
            return {g.var.name: g.var for g in self.p.globals.values()}
        fn = self.p.functions.get(scope)
        if fn is None:
            return {}
        return {v.name: v for v in (*fn.params, *fn.locals)}

    def graph(self, doc: Any, config: PEGConfig, extras: Callable[[], object | None]) -> PEG:
        if type(doc) is not dict or doc.get("version") != GRAPH_DATA_VERSION:
            raise BadGraphData("not graph data of this version")
        g = PEG(config)
        self.types = decode_types(doc["types"])
        kinds = _ints(doc["kind"], len(_NODE_KINDS))
        n = len(kinds)
        g.kind = [_NODE_KINDS[k] for k in kinds]
        g.down = _ints(doc["down"], n, low=-1)
        g.down_label = _ints(doc["label"], low=-1)
        g.assign_to = _adjacency(doc["to"], n)
        g.assign_from = _adjacency(doc["from"], n)
        if not (len(g.down) == len(g.down_label) == len(g.assign_to) == len(g.assign_from)
                == n):
            raise BadGraphData("node tables of different lengths")
        g.labels = [check_str(x) for x in _list(doc["labels"])]
        g.label_ids = {name: k for k, name in enumerate(g.labels)}
        up_deref = g.up_deref = [-1] * n
        up_field = g.up_field
        n_labels = len(g.labels)
        addr, deref = int(NodeKind.ADDR), int(NodeKind.DEREF)
        for k, (kind, b, lab) in enumerate(zip(kinds, g.down, g.down_label, strict=True)):
            if kind == addr:
                continue
            if b < 0 or lab >= n_labels:
                raise BadGraphData("a dereference or field node without its base")
            if kind == deref:
                up_deref[b] = k
            else:
                up_field.setdefault(b, {})[lab] = k
        locs = [_loc_of(x) for x in _list(doc["locs"])]
        for k, obj_kind, name, var, function, site, loc in _list(doc["objects"]):
            v, a = self.var(var), _index(k, n)
            g.objects[a] = MemObject(_OBJ_KINDS[obj_kind], check_str(name), v,
                                     check_str(function), _site(site), locs[loc])
            if v is not None:  # a variable's address: its key
                g._obj_addr[("var", v)] = a
        for key, k in _list(doc["keys"]):
            g._obj_addr[tuple([self._key_item(x) for x in _list(key)])] = _index(k, n)
        for scope, name, k in _list(doc["value"]):
            g._value[(check_str(scope), check_str(name))] = _index(k, n)
        g._qualified = {check_str(x) for x in _list(doc["qualified"])}
        g.edge_count = check_int(doc["edges"])
        g.world = _WORLDS[doc["world"]]
        g.functions = dict(self.p.functions)
        g._extras = lambda graph: self.extras(graph, extras())
        return g

    def _key_item(self, x: Any) -> object:
        if type(x) is dict:
            return self.var(x["var"])
        if type(x) not in (str, int):
            raise BadGraphData("malformed object key")
        return x

    def extras(self, g: PEG, doc: Any
               ) -> tuple[dict[tuple[int, int], EdgeOrigin], list[Access]]:
        """The edge origins and accesses: from their document, else from a graph built
        anew (the same graph: building is deterministic for one program and one
        configuration)."""
        try:
            return self._read_extras(g, doc)
        except (BadGraphData, MalformedIRData, KeyError, IndexError, TypeError, ValueError,
                AttributeError):
            from ddpa.graphs.peg import build_peg

            built = build_peg(self.p, g.config)
            return built.origins, built.accesses

    def _read_extras(self, g: PEG, doc: Any
                     ) -> tuple[dict[tuple[int, int], EdgeOrigin], list[Access]]:
        if type(doc) is not dict or doc.get("version") != GRAPH_DATA_VERSION:
            raise BadGraphData("no edge origins for this graph")
        n = len(g)
        origins = {(_index(a, n), _index(b, n)): EdgeOrigin(_EDGE_KINDS[kind], check_str(fn),
                                                           _loc_of(loc), check_str(src))
                   for a, b, kind, fn, loc, src in _list(doc["origins"])}
        accesses = [Access(_index(node, n), check_str(fn), check_int(cfg), check_bool(w),
                           _loc_of(loc), check_str(src),
                           tuple(check_str(x) for x in _list(path)), self.var(base))
                    for node, fn, cfg, w, loc, src, path, base in _list(doc["accesses"])]
        return origins, accesses


def _list(x: Any) -> list[Any]:
    return check_list(x, "graph data")


def _index(x: Any, n: int) -> int:
    if type(x) is not int or not 0 <= x < n:
        raise BadGraphData("node index out of range")
    return x


def _ints(x: Any, n: int | None = None, low: int = 0) -> list[int]:
    """A list of integers, each at least `low` (and below `n` when given)."""
    items = _list(x)
    if not all(type(i) is int for i in items):
        raise BadGraphData("malformed graph data")
    if items and (min(items) < low or (n is not None and max(items) >= n)):
        raise BadGraphData("node index out of range")
    return items


def _adjacency(x: Any, n: int) -> list[list[int]]:
    """Edge lists: a list per node, of node indices."""
    lists = _list(x)
    if not all(type(a) is list for a in lists):
        raise BadGraphData("malformed graph data")
    _ints(list(chain.from_iterable(lists)), n)
    return lists


def _site(x: Any) -> int | None:
    return None if x is None else check_int(x)


def _loc_of(x: Any) -> Loc:
    file, line, col = _list(x)
    return Loc(check_str(file), check_int(line), check_int(col))
