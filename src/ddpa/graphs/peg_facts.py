"""A built program expression graph as data, kept beside the IR so a new process reads it back.

Building the PEG reads every function body (about a third of a second at 10K lines); reading
it back reads integer arrays. `graph_doc` turns a graph into data for the facts store (JSON
values and byte strings) in two parts:

* the *core* every query needs: node kinds, the node under each dereference or field node
  and its label, the assignment edges in both directions (in their order, so searches visit
  them as on the built graph), the objects behind addresses with their keys, the folded
  temporaries, field labels and the names shared by several variables. Its tables of
  integers are byte strings of 32-bit little-endian integers (a column per field; the
  facts store keeps them after the document's JSON), and its strings one table they
  index, so reading them back costs little per node;
* the *extras* only explanations and reports read: where each edge comes from and the
  program's loads and stores (`PEG.origins`, `PEG.accesses`), read the first time one of
  them is asked for.

An object (`PEG.objects`) is made the first time it is read, so a question names the
variables of the few objects it meets, not the program's. Variables are named by scope and
name, and resolved against the Program the graph was built from: globals, then a function's
formals and locals from its header; a temporary is stored by value (kind, type, source
name), so no function's body is read. Nothing in the data is executed, every index is
checked against its table, and anything else is `BadGraphData` (the caller then builds the
graph), or MalformedIRData for an object read later.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Callable, Iterator, Mapping, MutableMapping, Sequence
from typing import Any, TypeGuard, TypeVar

from ddpa.graphs.peg import PEG, Access, EdgeKind, EdgeOrigin, MemObject, NodeKind, ObjKind
from ddpa.graphs.peg_config import PEGConfig
from ddpa.graphs.world import World
from ddpa.ir.codec import (
    MalformedIRData,
    TypeTable,
    check_bool,
    check_int,
    check_list,
    check_str,
    decode_types,
    int32_array,
    int32_bytes,
)
from ddpa.ir.instr import Loc, Var, VarKind
from ddpa.ir.program import Global, Program
from ddpa.ir.types import Type

#: Bump when the layout below changes (the facts' key also names the code's digest).
GRAPH_DATA_VERSION = 2

_NODE_KINDS = list(NodeKind)
_KIND_OF = dict(enumerate(_NODE_KINDS))
_OBJ_KIND_LIST = list(ObjKind)
_EDGE_KINDS = {k.value: k for k in EdgeKind}
_WORLDS = {w.value: w for w in World}
_VAR_KIND_LIST = list(VarKind)
#: The sentinel for "none" in a column.
_NONE = -(1 << 31)
_OBJECT_COLUMNS = ("node", "kind", "name", "var", "function", "site", "loc")
_VAR_COLUMNS = ("scope", "name", "kind", "type", "src")


_T = TypeVar("_T")


class BadGraphData(ValueError):
    """Data that is not a graph `graph_doc` wrote for this program."""


# --- encoding -------------------------------------------------------------------------------


class _Writer:
    """The string table, the variables and the locations a core document names."""

    def __init__(self) -> None:
        self.types = TypeTable()
        self.strings: dict[str, int] = {}
        self.vars: dict[int, int] = {}  # id(Var) -> row
        self.var_rows: dict[str, list[int]] = {c: [] for c in _VAR_COLUMNS}
        self.locs: dict[Loc, int] = {}

    def string(self, x: str) -> int:
        return self.strings.setdefault(x, len(self.strings))

    def var(self, v: Var | None) -> int:
        """A row of the variable table (`_NONE` for none): scope and name, and for a
        temporary (read back without its function's body) also kind, type and source
        name (-1 for a variable that is not one)."""
        if v is None:
            return _NONE
        k = self.vars.get(id(v))
        if k is None:
            k = self.vars[id(v)] = len(self.vars)
            rows, temp = self.var_rows, v.is_temp
            rows["scope"].append(self.string(v.scope))
            rows["name"].append(self.string(v.name))
            rows["kind"].append(_VAR_KIND_LIST.index(v.kind) if temp else -1)
            rows["type"].append(self.types.index(v.type) if temp else -1)
            rows["src"].append(self.string(v.src_name) if temp else -1)
        return k

    def loc(self, loc: Loc) -> int:
        return self.locs.setdefault(loc, len(self.locs))


def graph_doc(g: PEG) -> tuple[dict[str, Any], dict[str, Any]]:
    """The core (JSON values and byte strings) and the extras (JSON) of a graph."""
    w = _Writer()
    cols: dict[str, list[int]] = {c: [] for c in _OBJECT_COLUMNS}
    for n, o in g.objects.items():
        for c, x in zip(_OBJECT_COLUMNS,
                        (n, _OBJ_KIND_LIST.index(o.kind), w.string(o.name), w.var(o.var),
                         w.string(o.function), _NONE if o.site is None else o.site,
                         w.loc(o.loc)), strict=True):
            cols[c].append(x)
    # a variable's address is keyed by its scope and name (kept grouped by scope)
    var_keys: dict[tuple[str, str], int] = {}
    keys = []
    for k, n in g._obj_addr.items():
        if _var_key(k):
            var_keys[k[1], k[2]] = n
        else:
            keys.append([_key(k, w), n])
    locs = list(w.locs)
    core = {"version": GRAPH_DATA_VERSION, "nodes": len(g), "types": w.types.entries(),
            "kind": int32_bytes(list(map(int, g.kind))), "down": int32_bytes(g.down),
            "label": int32_bytes(g.down_label), "up": int32_bytes(g.up_deref),
            "fields": int32_bytes([k for k, kind in enumerate(g.kind)
                                   if kind == NodeKind.FIELD]),
            "to": _edge_lists(g.assign_to),
            "from": _edge_lists(g.assign_from),
            "objects": {c: int32_bytes(cols[c]) for c in _OBJECT_COLUMNS},
            "vars": {c: int32_bytes(w.var_rows[c]) for c in _VAR_COLUMNS},
            "locs": [int32_bytes([w.string(x.file) for x in locs]),
                     int32_bytes([x.line for x in locs]), int32_bytes([x.col for x in locs])],
            "keys": keys, "var_keys": _by_scope(var_keys, w), "labels": g.labels,
            "value": _by_scope(g._value, w),
            "qualified": sorted(g._qualified), "edges": g.edge_count, "world": g.world.value,
            "strings": list(w.strings)}
    origins = [[a, b, o.kind.value, o.function, _loc(o.loc), o.src]
               for (a, b), o in g.origins.items()]
    accesses = [[x.node, x.function, x.cfg_node, x.is_write, _loc(x.loc), x.src, list(x.path),
                 _named(x.base)] for x in g.accesses]
    return core, {"version": GRAPH_DATA_VERSION, "origins": origins, "accesses": accesses}


def _edge_lists(lists: Sequence[Sequence[int]]) -> list[bytes]:
    """Adjacency lists as three arrays: the nodes whose list is not empty, the length of
    each of those lists, and their items in a row."""
    nodes = [k for k, xs in enumerate(lists) if xs]
    return [int32_bytes(nodes), int32_bytes([len(lists[k]) for k in nodes]),
            int32_bytes([x for k in nodes for x in lists[k]])]


def _by_scope(value: Mapping[tuple[str, str], int], w: _Writer) -> list[bytes]:
    """Nodes named by scope and name (folded temporaries, variables' addresses) grouped by
    scope: the scopes, how many each has, then the names and nodes of all, scope after
    scope."""
    groups: dict[str, list[tuple[str, int]]] = {}
    for (scope, name), n in value.items():
        groups.setdefault(scope, []).append((name, n))
    rows = [x for xs in groups.values() for x in xs]
    return [int32_bytes([w.string(s) for s in groups]),
            int32_bytes([len(xs) for xs in groups.values()]),
            int32_bytes([w.string(name) for name, _ in rows]), int32_bytes([n for _, n in rows])]


def _var_key(k: object) -> TypeGuard[tuple[str, str, str]]:
    """Is k the key `var_key(v)` of a variable's address?"""
    return (isinstance(k, tuple) and len(k) == 3 and k[0] == "var"
            and type(k[1]) is str and type(k[2]) is str)


def _named(v: Var | None) -> list[Any] | None:
    """`[scope, name]` of a variable the program names."""
    return None if v is None else [v.scope, v.name]


def _loc(loc: Loc) -> list[Any]:
    return [loc.file, loc.line, loc.col]


def _key(k: object, w: _Writer) -> list[Any]:
    """An object key (a tuple of strings, integers and variables) as a list; a variable is
    `{"var": row}`."""
    if not isinstance(k, tuple):
        raise ValueError(f"object key {k!r} is not a tuple")
    return [{"var": w.var(x)} if isinstance(x, Var) else x for x in k]


# --- decoding -------------------------------------------------------------------------------


def graph_from_doc(doc: object, program: Program, config: PEGConfig,
                   extras: Callable[[], object | None]) -> PEG:
    """The graph `graph_doc` encoded for `program`; `extras` gives the extras document when
    first needed (None if it is gone: the edge origins and accesses are then rebuilt)."""
    from ddpa.ir.cache import paused_gc

    try:
        with paused_gc():
            return _Reader(program).graph(doc, config, extras)
    except BadGraphData:
        raise
    except (MalformedIRData, KeyError, IndexError, TypeError, ValueError,
            AttributeError) as exc:
        raise BadGraphData(f"malformed graph data ({type(exc).__name__}: {exc})") from None


def _unpack(x: Any, n: int | None = None, low: int = 0, high: int | None = None) -> list[int]:
    """The integers `int32_bytes` wrote: `n` of them when given, each in [low, high) (`_NONE`
    also allowed when low is `_NONE`)."""
    a = _column(x, n).tolist()  # (min and max run faster over a list than an array)
    if a and (min(a) < low or (high is not None and max(a) >= high)):
        raise BadGraphData("index out of range")
    return a


def _column(x: Any, n: int | None = None) -> array[int]:
    """A column `int32_bytes` wrote (`n` values when given), as an array: its values are checked
    where they are used (`_at`)."""
    if not isinstance(x, bytes | memoryview) or len(x) % 4:
        raise BadGraphData("malformed array")
    a = int32_array(x)
    if n is not None and len(a) != n:
        raise BadGraphData("an array of the wrong length")
    return a


def _at(seq: Sequence[_T], i: int) -> _T:
    """seq[i] for a value read from a column: BadGraphData if it is out of range."""
    if not 0 <= i < len(seq):
        raise BadGraphData("index out of range")
    return seq[i]


class _Reader:
    def __init__(self, program: Program) -> None:
        self.p = program
        self._scopes: dict[str, dict[str, Var]] = {}
        self._temps: dict[tuple[str, str], Var] = {}
        self.types: list[Type] = []
        self.strings: list[str] = []
        self.var_rows: list[Sequence[int]] = []
        self._vars: dict[int, Var] = {}
        self._globals: dict[str, Global] | None = None  # by name (`_lookup`)

    def named(self, x: Any) -> Var | None:
        """The variable `[scope, name]` of the program (None for None)."""
        if x is None:
            return None
        scope, name = x
        return self._lookup(check_str(scope), check_str(name))

    def _lookup(self, scope: str, name: str) -> Var:
        if not scope:  # a global: its variable decoded when first named (`LazyGlobal`)
            if self._globals is None:
                self._globals = {g.name: g for g in self.p.globals.values()}
            g = self._globals.get(name)
            if g is None:
                raise BadGraphData(f"no variable {scope}:{name} in the program")
            return g.var
        table = self._scopes.get(scope)
        if table is None:
            table = self._scopes[scope] = self._scope(scope)
        v = table.get(name)
        if v is None:
            raise BadGraphData(f"no variable {scope}:{name} in the program")
        return v

    def var(self, k: int) -> Var | None:
        """The variable of row k of the document's table (None for `_NONE`)."""
        if k == _NONE:
            return None
        v = self._vars.get(k)
        if v is None:
            scope, name, kind, ty, src = (_at(column, k) for column in self.var_rows)
            s = self.strings
            if kind < 0:
                v = self._lookup(_at(s, scope), _at(s, name))
            else:
                key = (_at(s, scope), _at(s, name))
                v = self._temps.get(key)
                if v is None:
                    v = self._temps[key] = Var(key[1], _at(self.types, ty),
                                               _at(_VAR_KIND_LIST, kind), key[0], _at(s, src))
            self._vars[k] = v
        return v

    def _scope(self, scope: str) -> dict[str, Var]:
        fn = self.p.functions.get(scope)
        if fn is None:
            return {}
        return {v.name: v for v in (*fn.params, *fn.locals)}

    def graph(self, doc: Any, config: PEGConfig, extras: Callable[[], object | None]) -> PEG:
        if type(doc) is not dict or doc.get("version") != GRAPH_DATA_VERSION:
            raise BadGraphData("not graph data of this version")
        g = PEG(config)
        n = check_int(doc["nodes"])
        self.types = decode_types(doc["types"])
        self.strings = strings = [check_str(x) for x in _list(doc["strings"])]
        g.labels = [check_str(x) for x in _list(doc["labels"])]
        g.label_ids = {name: k for k, name in enumerate(g.labels)}
        n_labels = len(g.labels)
        kinds = _column(doc["kind"], n).tolist()
        g.kind = list(map(_KIND_OF.__getitem__, kinds))  # (KeyError for no kind)
        g.down = _unpack(doc["down"], n, -1, n)
        g.down_label = _unpack(doc["label"], n, -1, n_labels)
        g.assign_to, _ = _adjacency(doc["to"], n)
        g.assign_from, g.assigned = _adjacency(doc["from"], n)
        g.up_deref = _unpack(doc["up"], n, -1, n)
        up_field, field = g.up_field, int(NodeKind.FIELD)
        for k in _unpack(doc["fields"], None, 0, n):
            b, lab = g.down[k], g.down_label[k]
            if kinds[k] != field or b < 0 or lab < 0:
                raise BadGraphData("a field node without its base")
            up_field.setdefault(b, {})[lab] = k
        addr = int(NodeKind.ADDR)
        # the variables', locations' and objects' columns are read a row at a time, and a
        # row's values are checked when it is read
        var_cols = _dict(doc["vars"])
        scopes = _column(var_cols["scope"])
        self.var_rows = [scopes, *(_column(var_cols[c], len(scopes)) for c in _VAR_COLUMNS[1:])]
        n_vars = len(scopes)
        loc_cols = _list(doc["locs"])
        files = _column(loc_cols[0])
        locs = [files, *(_column(x, len(files)) for x in loc_cols[1:])]
        obj_cols = _dict(doc["objects"])
        nodes = _unpack(obj_cols["node"], None, 0, n)
        rows: list[Sequence[int]] = [
            nodes, *(_column(obj_cols[c], len(nodes)) for c in _OBJECT_COLUMNS[1:])]
        if not set(map(kinds.__getitem__, nodes)) <= {addr}:
            raise BadGraphData("an object behind a node that is no address")
        if nodes != sorted(set(nodes)):
            raise BadGraphData("objects out of order")
        g.objects = _Objects(self, rows, locs)
        addresses = g._obj_addr = _Addresses(_ScopedNodes(strings, n, *_list(doc["var_keys"])))
        for key, k in _list(doc["keys"]):
            addresses[tuple([self._key_item(x, n_vars) for x in _list(key)])] = _index(k, n)
        g._value = _ScopedNodes(strings, n, *_list(doc["value"]))
        g._qualified = {check_str(x) for x in _list(doc["qualified"])}
        g.edge_count = check_int(doc["edges"])
        g.world = _WORLDS[doc["world"]]
        g.functions = dict(self.p.functions)
        g._extras = lambda graph: self.extras(graph, extras())
        return g

    def _key_item(self, x: Any, n_vars: int) -> object:
        if type(x) is dict:
            return self.var(_index(x["var"], n_vars))
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
                           tuple(check_str(x) for x in _list(path)), self.named(base))
                    for node, fn, cfg, w, loc, src, path, base in _list(doc["accesses"])]
        return origins, accesses


def _list(x: Any) -> list[Any]:
    return check_list(x, "graph data")


def _index(x: Any, n: int) -> int:
    if type(x) is not int or not 0 <= x < n:
        raise BadGraphData("node index out of range")
    return x


def _dict(x: Any) -> dict[str, Any]:
    if type(x) is not dict:
        raise BadGraphData("malformed graph data")
    return x


def _adjacency(x: Any, n: int) -> tuple[list[Sequence[int]], list[int]]:
    """Edge lists, a list per node, from the arrays `_edge_lists` wrote (the nodes without
    edges share one empty tuple: `PEG.add_assign` gives a node its own list), and the
    nodes with edges."""
    nodes_x, counts_x, items_x = _list(x)
    nodes = _unpack(nodes_x, None, 0, n)
    counts = _unpack(counts_x, len(nodes), 1)
    items = _unpack(items_x, sum(counts), 0, n)
    lists: list[Sequence[int]] = [()] * n
    at = 0
    for k, c in zip(nodes, counts, strict=True):
        lists[k] = items[at:at + c]
        at += c
    return lists, nodes


class _ScopedNodes(MutableMapping[tuple[str, str], int]):
    """Nodes by scope and name (`PEG._value` of a graph read back, and its variables'
    addresses): those of a scope are read the first time one of them is looked up (a
    question reaches few of a program's functions)."""

    def __init__(self, strings: list[str], n: int, scopes: Any, counts: Any, names: Any,
                 nodes: Any) -> None:
        scope_ids = _unpack(scopes, None, 0, len(strings))
        sizes = _unpack(counts, len(scope_ids), 1)
        # (the names and nodes of all scopes stay arrays: a scope's are checked when read)
        self._names = _column(names, sum(sizes))
        self._nodes = _column(nodes, len(self._names))
        self._n = n
        self._strings = strings
        self._spans: dict[str, tuple[int, int]] = {}
        at = 0
        for k, c in zip(scope_ids, sizes, strict=True):
            self._spans[strings[k]] = (at, at + c)
            at += c
        self._scopes: dict[str, dict[str, int]] = {}

    def _scope(self, scope: str) -> dict[str, int]:
        table = self._scopes.get(scope)
        if table is None:
            lo, hi = self._spans.get(scope, (0, 0))
            s, names, nodes, n = self._strings, self._names, self._nodes, self._n
            if any(not 0 <= nodes[k] < n for k in range(lo, hi)):
                raise BadGraphData("index out of range")
            table = self._scopes[scope] = {_at(s, names[k]): nodes[k] for k in range(lo, hi)}
        return table

    def __getitem__(self, key: tuple[str, str]) -> int:
        return self._scope(key[0])[key[1]]

    def get(self, key: tuple[str, str], default: Any = None) -> Any:  # (no KeyError raised)
        return self._scope(key[0]).get(key[1], default)

    def __contains__(self, key: object) -> bool:
        return (isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], str)
                and key[1] in self._scope(key[0]))

    def __setitem__(self, key: tuple[str, str], n: int) -> None:
        self._scope(key[0])[key[1]] = n

    def __delitem__(self, key: tuple[str, str]) -> None:
        raise TypeError("folded temporaries of a graph are never removed")

    def __iter__(self) -> Iterator[tuple[str, str]]:
        for scope in dict.fromkeys([*self._spans, *self._scopes]):
            for name in self._scope(scope):
                yield scope, name

    def __len__(self) -> int:
        return sum(1 for _ in self)


class _Addresses(MutableMapping[object, int]):
    """`PEG._obj_addr` of a graph read back: variables' addresses by scope and name (read a
    scope at a time, `_ScopedNodes`), the other keys as read."""

    def __init__(self, variables: _ScopedNodes) -> None:
        self._variables = variables
        self._others: dict[object, int] = {}

    def __getitem__(self, key: object) -> int:
        if _var_key(key):
            return self._variables[key[1], key[2]]
        return self._others[key]

    def get(self, key: object, default: Any = None) -> Any:  # (no KeyError raised)
        if _var_key(key):
            return self._variables.get((key[1], key[2]), default)
        return self._others.get(key, default)

    def __contains__(self, key: object) -> bool:
        if _var_key(key):
            return (key[1], key[2]) in self._variables
        return key in self._others

    def __setitem__(self, key: object, n: int) -> None:
        if _var_key(key):
            self._variables[key[1], key[2]] = n
        else:
            self._others[key] = n

    def __delitem__(self, key: object) -> None:
        raise TypeError("addresses of a graph are never removed")

    def __iter__(self) -> Iterator[object]:
        yield from self._others
        for scope, name in self._variables:
            yield ("var", scope, name)

    def __len__(self) -> int:
        return len(self._others) + len(self._variables)


class _Objects(MutableMapping[int, MemObject]):
    """`PEG.objects` of a graph read back: each object is made from its row the first time
    it is read (a question meets few of a program's objects). Objects added later (a
    question's expression may make an address) are kept as given."""

    def __init__(self, reader: _Reader, rows: list[Sequence[int]],
                 locs: list[array[int]]) -> None:
        self._reader = reader
        self._rows = rows
        self._nodes = rows[0]  # in increasing order
        self._locs = locs
        self._made: dict[int, MemObject] = {}

    def __getitem__(self, n: int) -> MemObject:
        obj = self._made.get(n)
        if obj is None:
            k = self._row(n)
            _, kind, name, var, function, site, loc = (column[k] for column in self._rows)
            s = self._reader.strings
            try:  # the graph was read: its data or the IR behind it is damaged
                file, line, col = (_at(column, loc) for column in self._locs)
                obj = MemObject(_at(_OBJ_KIND_LIST, kind), _at(s, name), self._reader.var(var),
                                _at(s, function), None if site == _NONE else site,
                                Loc(_at(s, file), line, col))
            except BadGraphData as exc:
                raise MalformedIRData(f"kept alias graph: {exc}") from None
            self._made[n] = obj
        return obj

    def get(self, n: int, default: Any = None) -> Any:  # (no KeyError raised)
        if n in self._made or self._stored(n):
            return self[n]
        return default

    def _row(self, n: int) -> int:
        """The row of the object behind n; KeyError if n is not an address."""
        k = bisect_left(self._nodes, n)
        if k == len(self._nodes) or self._nodes[k] != n:
            raise KeyError(n)
        return k

    def _stored(self, n: object) -> bool:
        if type(n) is not int:
            return False
        k = bisect_left(self._nodes, n)
        return k < len(self._nodes) and self._nodes[k] == n

    def __contains__(self, n: object) -> bool:
        return n in self._made or self._stored(n)

    def __setitem__(self, n: int, obj: MemObject) -> None:
        self._made[n] = obj

    def __delitem__(self, n: int) -> None:
        raise TypeError("objects of a graph are never removed")

    def __iter__(self) -> Iterator[int]:
        yield from self._nodes
        yield from (n for n in self._made if not self._stored(n))

    def __len__(self) -> int:
        return len(self._nodes) + sum(1 for n in self._made if not self._stored(n))


def _loc_of(x: Any) -> Loc:
    file, line, col = _list(x)
    return Loc(check_str(file), check_int(line), check_int(col))
