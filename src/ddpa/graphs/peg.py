"""The program expression graph (PEG) of a Program, and the builder that lowers IR into it.

Zheng and Rugina, "Demand-Driven Alias Analysis for C" (POPL 2008), section 3: nodes are
canonical expressions (primitive addresses `a`, dereferences `*e`, and for the field-sensitive
mode of section 5 field addresses `e + f`); edges are assignments A (from e2 to *e1 for each
assignment `*e1 := e2`), dereferences D (from e to *e), field edges (from e to e + f) and
their inverses. Section 7.1 fixes how C maps onto it: array elements and pointer arithmetic
collapse onto their base, calls are assignments from actuals to formals and from returned
values (context-insensitive), there is one address per allocation site, and calls of
allocation wrappers (detected by the alias analysis, `ddpa.analyses.alias.wrappers`, and
given in `PEGConfig.wrappers`) are allocation sites of their own.

Approximations (all sound for defined C unless said otherwise):

* front-end temporaries with a single definition that is an expression (`t = *p`, `t = &x`,
  `t = p + i`, `t = p->f`, `t = malloc(n)`) are folded into that expression, so the graph
  holds the paper's canonical expressions rather than three-address temporaries;
* values that cannot carry an address (floating point, integers narrower than 64 bits,
  records without such members) get no assignment edges;
* indirect calls bind to every address-taken function whose arity fits (a call through an
  incompatible function type is undefined), unless explicit targets are given (the alias
  analysis gives them from points-to, `ddpa.analyses.alias.calls`);
* a called function with neither body nor library model is an unknown external: its pointer
  arguments, the `extern` globals the program does not define and the address-taken
  functions' parameters and results all meet in one "external memory" object that it may
  read and write transitively (a defined global is reached only if its address escapes;
  in the closed world, neither are the C library's own globals such as `optind`, whose
  addresses the library never hands out);
* library models (`ddpa.ir.libmodel`) give results that are fresh objects, arguments or
  library-owned storage (one object per kind of storage, e.g. `FILE`), keep retained
  arguments in that storage, and call callbacks with the actuals they say;
* `main`'s argv and envp point to input objects (an array of pointers to strings);
* field-sensitive mode does not distinguish C++ base subobjects: a path's `base$B` and
  `vbase$V` steps are left out (an up-cast is the object, a member of a base is the
  object's member, so a virtual call's `this` and a virtual base reached along two paths
  are the object the constructor wrote);
* field-sensitive mode stops field paths at unions; queries treat a record and a field
  inside it as overlapping (`PEG.comparable_pairs`), but value flows between records of
  different types with different field names at one offset are not related;
* field-sensitive mode collapses an array inside a field into that field (every element is
  the field, so indexing keeps the field address), and when the address of a field that is
  not an array may take part in pointer arithmetic, the records around that field lose
  their fields (`PEGConfig.collapsed`, record types treated like unions, in objects and
  through pointers alike): the result may be any field of the object. For a heap object
  (no declared type) every record with a field of that name is collapsed.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Iterator, Mapping, MutableMapping, Sequence
from typing import Any, final

from ddpa.graphs.peg_config import IndirectPolicy, PEGConfig
from ddpa.graphs.world import (
    Returned,
    World,
    entry_points,
    visible_globals,
    what_it_returns,
    world_of,
)
from ddpa.ir.classes import BASE_FIELD_PREFIX, VBASE_FIELD_PREFIX
from ddpa.ir.immutable import immutable
from ddpa.ir.instr import (
    NOLOC,
    AddrOf,
    Alloc,
    Arith,
    Call,
    Copy,
    Direct,
    FieldAddr,
    FieldRead,
    FieldWrite,
    FuncRef,
    Indirect,
    Instr,
    Load,
    Loc,
    Operand,
    Path,
    PtrAdd,
    Return,
    Store,
    Unary,
    UnOp,
    Var,
    VarKind,
    Virtual,
    is_pointer_difference,
)
from ddpa.ir.libmodel import LIBRARY_GLOBALS, STREAMS, LibModel, Ret, model
from ddpa.ir.program import AddrInit, AggInit, Function, Global, Init, Node, Program
from ddpa.ir.types import (
    ArrayType,
    Field,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Record,
    RecordKind,
    RecordType,
    Type,
    VoidType,
    pointee,
)

#: Field steps into a C++ base subobject, which the graph does not distinguish.
_SUBOBJECT_STEPS = (BASE_FIELD_PREFIX, VBASE_FIELD_PREFIX)


class NodeKind(enum.IntEnum):
    ADDR = 0  # a primitive address a (of a variable, function, allocation site)
    DEREF = 1  # *e: the memory location e points to, and the value stored there
    FIELD = 2  # e + f: the address of field f of the record e points to


class ObjKind(enum.Enum):
    VAR = "variable"
    FUNC = "function"
    HEAP = "heap"
    WRAPPER = "wrapper"  # a call of an allocation wrapper (section 7.1)
    EXTERNAL = "external"  # the memory unknown external functions may reach
    INPUT = "input"  # what main's argv and envp point to (filled in by the system)
    SYNTH = "synthetic"  # return values and variadic arguments of a function
    UNDEF = "undefined"  # what a value no assignment defines holds (`_undefined_values`)


@final
@immutable
class MemObject:
    """What a primitive address denotes: a variable, function, heap site or synthetic cell."""

    kind: ObjKind
    name: str
    var: Var | None = None
    function: str = ""
    site: int | None = None
    loc: Loc = NOLOC


class EdgeKind(enum.Enum):
    ASSIGN = "assign"
    CALL = "call"  # actual to formal
    RETURN = "return"  # returned value to the call's result
    INIT = "init"  # a global initialiser
    LIBRARY = "library"  # the model of a library function
    EXTERNAL = "external"  # the unknown-external model
    OUTSIDE = "outside"  # outside callers and outside writes of globals (the open world)
    UNDEFINED = "undefined"  # a value no assignment defines


@final
@immutable
class EdgeOrigin:
    """Where an assignment edge comes from, for explanations."""

    kind: EdgeKind
    function: str
    loc: Loc
    src: str = ""


@final
@immutable
class Access:
    """A load or store (through a pointer, or of a record variable's field) and its lvalue."""

    node: int
    function: str
    cfg_node: int
    is_write: bool
    loc: Loc
    src: str
    path: Path
    base: Var | None  # the pointer (or record) variable the address starts from, if any


DEREF_LABEL = 0  # the label of dereference edges; field labels are 1, 2, ...


class PEG:
    """Program expression graph with integer nodes and adjacency lists (section 3, Figure 1).

    `down[n]` is the child of a dereference or field node (`e` for `*e` and `e + f`) and
    `down_label[n]` its label (0 for `*`, a field label otherwise, -1 for addresses);
    `up_deref[n]` is `*n` if that node exists. `assign_to[n]` are the A successors of n,
    `assign_from[n]` the inverse edges. Nodes are created on demand and never removed.
    """

    def __init__(self, config: PEGConfig) -> None:
        self.config = config
        self.kind: list[int] = []
        self.down: list[int] = []
        self.down_label: list[int] = []
        self.up_deref: list[int] = []
        self.up_field: dict[int, dict[int, int]] = {}
        # (a graph read back shares one empty tuple among the nodes without edges)
        self.assign_to: list[Sequence[int]] = []
        self.assign_from: list[Sequence[int]] = []
        self.assigned: list[int] = []  # the nodes with an A edge into them, as they got it
        self.objects: MutableMapping[int, MemObject] = {}
        self.labels: list[str] = ["*"]
        self.label_ids: dict[str, int] = {"*": DEREF_LABEL}
        self._origins: dict[tuple[int, int], EdgeOrigin] = {}
        self._accesses: list[Access] = []
        # a graph read back from the facts cache (`ddpa.graphs.peg_facts`) reads its edge
        # origins and accesses, which only explanations and reports need, when first asked
        self._extras: Callable[[PEG], tuple[dict[tuple[int, int], EdgeOrigin],
                                             list[Access]]] | None = None
        self.functions: dict[str, Function] = {}
        self.edge_count = 0
        self.world = World.CLOSED  # the world the graph was built for (set by the builder)
        self._obj_addr: MutableMapping[object, int] = {}
        self._var_address: dict[Var, int] = {}  # `var_address`, remembered
        # folded temporaries, by (scope, name), -> their expression node
        self._value: MutableMapping[tuple[str, str], int] = {}
        self._qualified: set[str] = set()  # source names shared by several variables

    @property
    def origins(self) -> dict[tuple[int, int], EdgeOrigin]:
        """Where each assignment edge comes from (for explanations)."""
        if self._extras is not None:
            self._load_extras()
        return self._origins

    @property
    def accesses(self) -> list[Access]:
        """The loads and stores of the program, with their lvalue nodes."""
        if self._extras is not None:
            self._load_extras()
        return self._accesses

    def _load_extras(self) -> None:
        extras = self._extras
        assert extras is not None
        self._extras = None
        self._origins, self._accesses = extras(self)

    # --- nodes --------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.kind)

    def _new(self, kind: NodeKind, down: int, label: int) -> int:
        n = len(self.kind)
        self.kind.append(kind)
        self.down.append(down)
        self.down_label.append(label)
        self.up_deref.append(-1)
        self.assign_to.append([])
        self.assign_from.append([])
        return n

    def address(self, key: object, obj: MemObject) -> int:
        """The primitive address of an object (one per variable, function, site)."""
        n = self._obj_addr.get(key)
        if n is None:
            n = self._new(NodeKind.ADDR, -1, -1)
            self._obj_addr[key] = n
            self.objects[n] = obj
        return n

    def find_address(self, key: object) -> int | None:
        return self._obj_addr.get(key)

    def deref(self, n: int) -> int:
        """The node `*n`, created if needed."""
        d = self.up_deref[n]
        if d < 0:
            d = self._new(NodeKind.DEREF, n, DEREF_LABEL)
            self.up_deref[n] = d
        return d

    def label(self, name: str) -> int:
        lab = self.label_ids.get(name)
        if lab is None:
            lab = len(self.labels)
            self.labels.append(name)
            self.label_ids[name] = lab
        return lab

    def field(self, n: int, name: str) -> int:
        """The node `n + f`, created if needed."""
        lab = self.label(name)
        ups = self.up_field.setdefault(n, {})
        f = ups.get(lab)
        if f is None:
            f = self._new(NodeKind.FIELD, n, lab)
            ups[lab] = f
        return f

    def field_chain(self, n: int, path: Path) -> int:
        for name in path:
            n = self.field(n, name)
        return n

    def up(self, n: int, label: int) -> int:
        """`*n` for label 0, `n + f` for field label f; -1 when that node does not exist."""
        if label == DEREF_LABEL:
            return self.up_deref[n]
        return self.up_field.get(n, {}).get(label, -1)

    def is_lvalue(self, n: int) -> bool:
        return self.kind[n] == NodeKind.DEREF

    def addr_of(self, n: int) -> int:
        """`&e` of an lvalue `*e` is `e`; -1 for nodes that are not lvalues."""
        return self.down[n] if self.kind[n] == NodeKind.DEREF else -1

    def address_flows(self, a: int) -> bool:
        """Does the address a, or a field address over it, flow into anything (an A edge)?"""
        todo = [a]
        while todo:
            n = todo.pop()
            if self.assign_to[n]:
                return True
            todo.extend(self.up_field.get(n, {}).values())
        return False

    def adjacency(self, terminal: str) -> list[Sequence[int]]:
        """The edges of a grammar terminal: A (assignments) or Abar (their inverses)."""
        if terminal == "A":
            return self.assign_to
        if terminal == "Abar":
            return self.assign_from
        raise KeyError(f"the PEG has no edges for terminal {terminal!r}")

    def comparable_addresses(self, e1: int, e2: int) -> tuple[int, int]:
        """The first of `comparable_pairs` (the pair an explanation starts from)."""
        return self.comparable_pairs(e1, e2)[0]

    def comparable_pairs(self, e1: int, e2: int) -> list[tuple[int, int]]:
        """The address pairs whose value aliasing decides whether lvalues e1 and e2 overlap.

        Normally `&e1` and `&e2` (M ::= Dbar V D). With field nodes, a record and a field
        inside it overlap although section 5's grammar only relates equal field paths: when
        one field path is a prefix of the other, the pair with the longer address cut back to
        it is asked too. Both pairs are needed: `s.f` and `*q` overlap when q holds `&s`
        (the cut pair `&s`, `q`) and when q holds `&s.f` itself (the uncut pair)."""
        a1, a2 = self.addr_of(e1), self.addr_of(e2)
        p1, p2 = self._field_path(a1), self._field_path(a2)
        if len(p1) < len(p2) and p2[: len(p1)] == p1:
            return [(a1, a2), (a1, self._ancestor(a2, len(p2) - len(p1)))]
        if len(p2) < len(p1) and p1[: len(p2)] == p2:
            return [(a1, a2), (self._ancestor(a1, len(p1) - len(p2)), a2)]
        return [(a1, a2)]

    def _field_path(self, n: int) -> tuple[int, ...]:
        path: list[int] = []
        while self.kind[n] == NodeKind.FIELD:
            path.append(self.down_label[n])
            n = self.down[n]
        return tuple(reversed(path))

    def _ancestor(self, n: int, steps: int) -> int:
        for _ in range(steps):
            n = self.down[n]
        return n

    # --- edges --------------------------------------------------------------------------

    def add_assign(self, src: int, dst: int, origin: EdgeOrigin) -> None:
        """An A edge src -> dst for the assignment `dst := src` (dst must be an lvalue)."""
        if (src, dst) in self.origins:
            return
        assert self.kind[dst] == NodeKind.DEREF, "assignments write lvalues only"
        self.origins[(src, dst)] = origin
        if not self.assign_from[dst]:
            self.assigned.append(dst)
        for lists, at, x in ((self.assign_to, src, dst), (self.assign_from, dst, src)):
            edges = lists[at]
            if type(edges) is not list:  # the empty tuple of a graph read back
                edges = lists[at] = list(edges)
            edges.append(x)
        self.edge_count += 1

    # --- variables and values -------------------------------------------------------------

    def var_address(self, v: Var) -> int:
        n = self._var_address.get(v)
        if n is None:  # (the key and the object are made once per variable)
            key = var_key(v)
            n = self._obj_addr.get(key)
            if n is None:
                n = self.address(key, _var_object(v))
            self._var_address[v] = n
        return n

    def var_location(self, v: Var) -> int:
        """The lvalue node of variable v: `*a_v`."""
        return self.deref(self.var_address(v))

    def value(self, v: Var) -> int:
        """The node holding v's value: its location, or a folded temporary's expression."""
        folded = self._value.get(value_key(v))
        return folded if folded is not None else self.var_location(v)

    def is_folded(self, v: Var) -> bool:
        return value_key(v) in self._value

    def var_nodes(self) -> Iterator[tuple[Var, int]]:
        for key, n in self._obj_addr.items():
            if isinstance(key, tuple) and key[0] == "var":
                v = self.objects[n].var
                assert v is not None
                yield v, n

    # --- rendering -----------------------------------------------------------------------

    def obj_name(self, n: int) -> str:
        obj = self.objects[n]
        if obj.kind is ObjKind.VAR and obj.name in self._qualified and obj.function:
            return f"{obj.function}:{obj.name}"
        return obj.name or "<unnamed>"

    def render(self, n: int) -> str:
        """A node as a C-like expression: `&x`, `x`, `*y`, `p->f`, `&x.f`."""
        kind = self.kind[n]
        if kind == NodeKind.ADDR:
            obj = self.objects[n]
            return self.obj_name(n) if obj.kind is ObjKind.FUNC else "&" + self.obj_name(n)
        b = self.down[n]
        if kind == NodeKind.FIELD:
            return "&" + self._member(b, self.labels[self.down_label[n]])
        if self.kind[b] == NodeKind.ADDR:
            obj = self.objects[b]
            return "*" + obj.name if obj.kind is ObjKind.FUNC else self.obj_name(b)
        if self.kind[b] == NodeKind.FIELD:
            return self._member(self.down[b], self.labels[self.down_label[b]])
        inner = self.render(b)
        return "*" + (inner if _atomic(inner) or inner.startswith("*") else f"({inner})")

    def _member(self, base: int, name: str) -> str:
        if self.kind[base] == NodeKind.ADDR:
            return f"{self.obj_name(base)}.{name}"
        if self.kind[base] == NodeKind.FIELD:
            return f"{self._member(self.down[base], self.labels[self.down_label[base]])}.{name}"
        inner = self.render(base)
        return f"{inner}->{name}" if _atomic(inner) else f"({inner})->{name}"

    def stats(self) -> dict[str, int]:
        kinds = [0, 0, 0]
        for k in self.kind:
            kinds[k] += 1
        return {"nodes": len(self.kind), "edges": self.edge_count, "addresses": kinds[0],
                "dereferences": kinds[1], "fields": kinds[2], "accesses": len(self.accesses)}


def var_key(v: Var) -> tuple[str, str, str]:
    """The key of a variable's address in `PEG.find_address`: by scope and name, which name
    it within the program (and need no Var to look up in a graph read back from data)."""
    return ("var", v.scope, v.name)


def value_key(v: Var) -> tuple[str, str]:
    """The key of a folded temporary in `PEG._value`: its scope and name, which name it
    within the program (and need no Var to look up in a graph read back from data)."""
    return (v.scope, v.name)


def _atomic(text: str) -> bool:
    """A rendered name that needs no parentheses (`x`, `f:x`, `ret(f)`)."""
    return text.replace(":", "_").replace("$", "_").isidentifier() or text.endswith(")")


def _var_object(v: Var) -> MemObject:
    name = v.src_name or v.name or "<unnamed>"
    return MemObject(ObjKind.VAR, name, v, v.scope)


# --- types --------------------------------------------------------------------------------


class _Types:
    """Type questions the builder asks: may a value hold an address, record layouts."""

    def __init__(self, program: Program, collapsed: frozenset[str] = frozenset()) -> None:
        self.records = program.records
        self.collapsed = collapsed  # records whose fields are not distinguished
        self._holds: dict[str, bool] = {}

    def flat(self, rec: Record | None) -> bool:
        """Are the fields of this record one node (a union, or a collapsed record)?"""
        return rec is not None and (rec.kind is RecordKind.UNION or rec.name in self.collapsed)

    def holds_address(self, t: Type) -> bool:
        if isinstance(t, PointerType | VoidType | FunctionType):
            return True
        if isinstance(t, IntType):
            return t.bits >= 64
        if isinstance(t, FloatType):
            return False
        if isinstance(t, ArrayType):
            return self.holds_address(t.elem)
        if isinstance(t, RecordType):
            return self._record_holds(t.name)
        return True

    def _record_holds(self, name: str) -> bool:
        known = self._holds.get(name)
        if known is not None:
            return known
        self._holds[name] = True  # recursive records: assume yes while deciding
        rec = self.records.get(name)
        ans = rec is None or not rec.complete or any(
            self.holds_address(f.type) for f in rec.fields)
        self._holds[name] = ans
        return ans

    def effective_path(self, t: Type, path: Path) -> Path:
        """The prefix of `path` the field-sensitive graph distinguishes (stops at unions and
        collapsed records), without C++ base subobject steps: a base subobject is the
        object itself (`&p->base$B` is an up-cast, and the receiver a virtual call passes
        on as `this`), and its members are the object's, whichever path reached them (a
        virtual base is one subobject however it is reached, `__ddpa_virtual_base`)."""
        out: list[str] = []
        for name in path:
            while isinstance(t, ArrayType):
                t = t.elem
            rec = self.records.get(t.name) if isinstance(t, RecordType) else None
            if self.flat(rec):
                break
            f = rec.field(name) if rec is not None else None
            if not name.startswith(_SUBOBJECT_STEPS):
                out.append(name)
            t = f.type if f is not None else VoidType()
        return tuple(out)

    def _distinct_fields(self, t: Type, depth: int) -> list[Field]:
        """The fields the graph distinguishes in an object of type t (an array's elements
        are the array): none for a union, a collapsed record or a non-record."""
        while isinstance(t, ArrayType):
            t = t.elem
        rec = self.records.get(t.name) if isinstance(t, RecordType) else None
        if rec is None or self.flat(rec) or depth > 8:
            return []
        return rec.fields

    def leaf_paths(self, t: Type, depth: int = 0) -> list[Path]:
        """Field paths of a record type down to its address-holding members."""
        out: list[Path] = []
        for f in self._distinct_fields(t, depth):
            if not self.holds_address(f.type):
                continue
            out.append((f.name,))
            out.extend((f.name, *p) for p in self.leaf_paths(f.type, depth + 1))
        return out

    def inner_paths(self, t: Type, depth: int = 0) -> list[Path]:
        """Every field path the graph distinguishes inside an object of type t, prefixes
        first (a C++ base subobject's members are the object's own)."""
        out: list[Path] = []
        for f in self._distinct_fields(t, depth):
            inner = self.inner_paths(f.type, depth + 1)
            if f.name.startswith(_SUBOBJECT_STEPS):
                out.extend(inner)
            else:
                out.append((f.name,))
                out.extend((f.name, *p) for p in inner)
        return out

    def size_of(self, t: Type) -> int:
        if isinstance(t, IntType):
            return t.size
        if isinstance(t, FloatType):
            return 16 if t.bits == 80 else t.bits // 8
        if isinstance(t, ArrayType):
            return self.size_of(t.elem) * (t.length or 0)
        if isinstance(t, RecordType):
            rec = self.records.get(t.name)
            return rec.size if rec is not None else 0
        return 8

    def path_at_offset(self, t: Type, offset: int) -> Path:
        """The field path at a byte offset inside an object of type t (arrays collapsed)."""
        out: list[str] = []
        for _ in range(16):
            while isinstance(t, ArrayType):
                size = self.size_of(t.elem)
                offset = offset % size if size > 0 else 0
                t = t.elem
            rec = self.records.get(t.name) if isinstance(t, RecordType) else None
            if rec is None or self.flat(rec):
                break
            inside = [f for f in rec.fields
                      if f.offset <= offset < f.offset + max(1, self.size_of(f.type))]
            if not inside:
                break
            out.append(inside[0].name)
            offset -= inside[0].offset
            t = inside[0].type
        return tuple(out)


# --- the builder ----------------------------------------------------------------------------


class _Base:
    """The builder's state, operand values and edge helpers (shared by the parts below)."""

    def __init__(self, program: Program, config: PEGConfig) -> None:
        from ddpa.graphs.callgraph import address_taken_functions

        self.p = program
        self.c = config
        self.g = PEG(config)
        self.g.functions = dict(program.functions)
        self.g.world = world_of(program, config.world)
        self.types = _Types(program, config.collapsed)
        self.fs = config.field_sensitive
        self.wrappers = config.wrappers
        self.taken = sorted(address_taken_functions(program))
        self.fn: Function | None = None
        self.node: Node | None = None
        self._external: int | None = None
        self._fold: dict[Var, Instr] = {}
        self._field_paths: set[Path] = set()
        self._init_origin = _INIT_ORIGIN
        self._returned: dict[str, Returned | None] = {}  # `what_it_returns`, by name
        self.indirect_sites: list[tuple[Function, Node, Call]] = []
        self._flattened: set[Path] = set()  # field paths `_flat_external` has given edges

    def val(self, op: Operand | None) -> int | None:
        """The node holding an operand's value (None for constants)."""
        if type(op) is not Var:  # (Var is final)
            return None
        key = (op.scope, op.name)  # (`value_key`)
        got = self.g._value.get(key)
        if got is not None:
            return got
        instr = self._fold.get(op)
        if instr is None:
            return self.g.var_location(op)
        del self._fold[op]  # guards against (impossible) cycles of single definitions
        node = self._expr(instr)
        self.g._value[key] = node
        return node

    def _expr(self, i: Instr) -> int:
        """The expression node a folded temporary's definition computes."""
        g = self.g
        if isinstance(i, Copy):
            v = self.val(i.value)
            return v if v is not None else g.var_location(i.dst)
        if isinstance(i, AddrOf):
            return self._addr_of(i)
        if isinstance(i, FieldAddr):
            return self._field_addr(i.ptr, i.path)
        if isinstance(i, Load):
            return self._through(i.ptr, i.path)
        if isinstance(i, FieldRead):
            return self._member(i.base, i.path)
        if isinstance(i, Alloc):
            return self._heap_address(i)
        assert isinstance(i, PtrAdd)
        b = self.val(i.base)
        return b if b is not None else g.var_location(i.dst)

    def _addr_of(self, i: AddrOf) -> int:
        if isinstance(i.target, FuncRef):
            return self.func_address(i.target.name)
        a = self.g.var_address(i.target)
        if not self.fs:
            return a
        return self._chain(a, self.types.effective_path(i.target.type, i.path))

    def _chain(self, n: int, path: Path) -> int:
        if path:
            self._field_paths.add(path)
        return self.g.field_chain(n, path)

    def _field_addr(self, ptr: Var, path: Path) -> int:
        p = self._ptr(ptr)
        if not self.fs:
            return p
        return self._chain(p, self.types.effective_path(pointee(ptr.type), path))

    def _ptr(self, ptr: Var) -> int:
        v = self.val(ptr)
        assert v is not None
        return v

    def _through(self, ptr: Var, path: Path) -> int:
        """The lvalue `*ptr` or `ptr->path`."""
        return self.g.deref(self._field_addr(ptr, path))

    def _member(self, base: Var, path: Path) -> int:
        """The lvalue `base.path` of a record variable."""
        loc = self.val(base)
        assert loc is not None
        if not self.fs or not path or self.g.kind[loc] != NodeKind.DEREF:
            return loc
        eff = self.types.effective_path(base.type, path)
        return self.g.deref(self._chain(self.g.down[loc], eff))

    def func_address(self, name: str) -> int:
        f = self.p.functions.get(name)
        loc = f.loc if f is not None else NOLOC
        return self.g.address(("func", name), MemObject(ObjKind.FUNC, name, None, "", None, loc))

    def lval(self, v: Var) -> int | None:
        """The node a definition of v writes; None when v is a folded temporary."""
        if value_key(v) in self.g._value or v in self._fold:
            return None
        return self.g.var_location(v)

    def origin(self, kind: EdgeKind = EdgeKind.ASSIGN) -> EdgeOrigin:
        assert self.fn is not None and self.node is not None
        i = self.node.instr
        return EdgeOrigin(kind, self.fn.name, i.loc, i.src)

    def move(self, src: int | None, dst: int | None, t: Type,
             kind: EdgeKind = EdgeKind.ASSIGN) -> None:
        """The assignment dst := src of a value of type t (per field for records)."""
        if src is None or dst is None or not self.types.holds_address(t):
            return
        o = self.origin(kind) if self.node is not None else self._init_origin
        self.g.add_assign(src, dst, o)
        if self.fs and isinstance(t, RecordType | ArrayType):
            self._move_fields(src, dst, self.types.leaf_paths(t), o)

    def _move_fields(self, src: int, dst: int, paths: list[Path], o: EdgeOrigin) -> None:
        g = self.g
        if g.kind[src] != NodeKind.DEREF:
            return
        for p in paths:
            s = g.deref(self._chain(g.down[src], p))
            d = g.deref(self._chain(g.down[dst], p))
            g.add_assign(s, d, o)

    def _heap_address(self, i: Alloc) -> int:
        site = self.p.alloc_sites.get(i.site)
        loc = site.loc if site is not None else i.loc
        name = f"{i.fn}#{i.site}@{_where(loc)}"
        return self.g.address(("heap", i.site),
                              MemObject(ObjKind.HEAP, name, None, "", i.site, loc))

    def ret_node(self, fname: str) -> int:
        return self._synth(fname, "ret")

    def va_node(self, fname: str) -> int:
        return self._synth(fname, "va")

    def _synth(self, fname: str, what: str) -> int:
        obj = MemObject(ObjKind.SYNTH, f"{what}({fname})", None, fname)
        return self.g.deref(self.g.address((what, fname), obj))


class _Calls(_Base):
    """Calls: actuals to formals, results, allocation wrappers, library models, unknown
    externals and indirect targets (section 7.1)."""

    def _call(self, i: Call) -> None:
        callee = i.callee
        if isinstance(callee, Direct):
            self._bind(i, callee.name, i.args, wrapper_site=True)
            return
        if isinstance(callee, Indirect):  # bound once every instruction is in the graph
            assert self.fn is not None and self.node is not None
            self.indirect_sites.append((self.fn, self.node, i))
            return
        assert isinstance(callee, Virtual)
        args = i.actuals
        for rec in self.p.records.values():
            target = rec.vmethods.get(callee.method)
            if target is not None:
                self._bind(i, target, args, wrapper_site=False)

    def _bind(self, i: Call, name: str, args: tuple[Operand, ...], wrapper_site: bool) -> None:
        f = self.p.functions.get(name)
        if f is None or not f.has_body:
            self._library(i, name, args)
            return
        for k, a in enumerate(args):
            if k < len(f.params):
                self.move(self.val(a), self.g.var_location(f.params[k]),
                          formal_type(f.params[k]), EdgeKind.CALL)
            elif isinstance(a, Var):
                self.move(self.val(a), self.va_node(name), a.type, EdgeKind.CALL)
        if i.dst is None:
            return
        if wrapper_site and name in self.wrappers:
            self.move(self._call_site(name, i), self.lval(i.dst), i.dst.type, EdgeKind.LIBRARY)
            return
        # (a function whose result type holds no address is not looked into)
        returned = self._what_it_returns(f) if self.types.holds_address(f.type.ret) else None
        given = returned.at_calls(self.fs) if returned is not None else None
        if given is None or any(k >= len(args) for k in given):
            self.move(self.ret_node(name), self.lval(i.dst), i.dst.type, EdgeKind.RETURN)
            return
        # f returns only (offsets of) formals it is given: this call's result is this call's
        # actuals there, not the return node every call of f shares
        for k in sorted(given):
            if self.types.holds_address(formal_type(f.params[k])):
                self.move(self.val(args[k]), self.lval(i.dst), i.dst.type, EdgeKind.RETURN)

    def _what_it_returns(self, f: Function) -> Returned | None:
        """`what_it_returns`, scanned once per function (calls and outside callers ask)."""
        if f.name not in self._returned:
            self._returned[f.name] = what_it_returns(f)
        return self._returned[f.name]

    def _call_site(self, name: str, i: Call) -> int:
        """The allocation site standing for one call of a wrapper or allocator."""
        assert self.fn is not None and self.node is not None
        key = ("callsite", self.fn.name, self.node.id)
        kind = ObjKind.WRAPPER if name in self.wrappers else ObjKind.HEAP
        obj = MemObject(kind, f"{name}()@{_where(i.loc)}", None, self.fn.name, None, i.loc)
        return self.g.address(key, obj)

    def _library(self, i: Call, name: str, args: tuple[Operand, ...]) -> None:
        m = model(name)
        if m is None:
            self._unknown(i, args)
            return
        if name == "__builtin_va_start" and args:
            assert self.fn is not None
            self.move(self.va_node(self.fn.name), self._deref_of(args[0]), _PTR,
                      EdgeKind.LIBRARY)
        elif name == "__builtin_va_arg" and args and i.dst is not None:
            self.move(self._deref_of(args[0]), self.lval(i.dst), i.dst.type, EdgeKind.LIBRARY)
        dst = self.lval(i.dst) if i.dst is not None else None
        if Ret.FRESH in m.returns and i.dst is not None:
            site = self._call_site(name, i)
            self.move(site, dst, i.dst.type, EdgeKind.LIBRARY)
            self._copies(m, args, self.g.deref(site))
        else:
            self._copies(m, args, self.g.deref(dst) if dst is not None else None)
        if m.returns_arg is not None and m.returns_arg < len(args) and i.dst is not None:
            self.move(self.val(args[m.returns_arg]), dst, i.dst.type, EdgeKind.LIBRARY)
        self._library_storage(i, name, m, args)
        for d, src in m.stores:  # the value of an argument (or a fresh object) stored
            value = self._call_site(name, i) if src < 0 else (
                self.val(args[src]) if src < len(args) else None)
            if d < len(args):
                self.move(value, self._deref_of(args[d]), _PTR, EdgeKind.LIBRARY)
        for cb in m.callbacks:
            if cb.fn < len(args):
                self._callback_call(args[cb.fn], tuple(
                    args[k] if k is not None and k < len(args) else None for k in cb.args))

    def _library_storage(self, i: Call, name: str, m: LibModel,
                         args: tuple[Operand, ...]) -> None:
        """Library-owned storage: retained arguments are kept in it, and a `Ret.LIBRARY`
        result points into it (or to what it holds); a stream's result is a `FILE` object
        of its own at this call site (`stream_object`)."""
        if not m.storage:
            return
        cell = self.library_cell(m.storage)
        for k in m.retains:
            if k < len(args) and isinstance(args[k], Var):
                self.move(self.val(args[k]), cell, _PTR, EdgeKind.LIBRARY)
        if Ret.LIBRARY in m.returns and i.dst is not None:
            dst = self.lval(i.dst)
            if m.storage == STREAMS:  # a stream opened here: a FILE object of its own
                assert self.fn is not None and self.node is not None
                stream = self.stream_object(("stream", self.fn.name, self.node.id),
                                            f"FILE {name}()@{_where(i.loc)}")
                self.move(stream, dst, i.dst.type, EdgeKind.LIBRARY)
                return
            self.move(self.g.down[cell], dst, i.dst.type, EdgeKind.LIBRARY)
            self.move(cell, dst, i.dst.type, EdgeKind.LIBRARY)

    def library_cell(self, storage: str) -> int:
        """The cell of the library-owned object `storage` (the streams' buffers and
        internals, `getenv`'s strings, the ctype table, errno): it hands out what it holds
        and what that points to, and holds pointers into itself (`localeconv`'s strings, a
        FILE's buffer pointers)."""
        g = self.g
        key = ("library", storage)
        known = g.find_address(key)
        if known is not None:
            return g.deref(known)
        a = g.address(key, MemObject(ObjKind.INPUT, f"<library {storage}>"))
        cell = g.deref(a)
        o = EdgeOrigin(EdgeKind.LIBRARY, "", NOLOC, f"library storage {storage}")
        g.add_assign(a, cell, o)
        g.add_assign(g.deref(cell), cell, o)
        return cell

    def stream_object(self, key: tuple[str | int, ...], name: str) -> int:
        """The address of one stream's `FILE` object (a call site of `fopen`, or `stdout`).
        Its cell holds what the streams' storage holds (the buffers handed to streams and
        the library's own FILE internals), so a program that reads a FILE's fields (the
        `getc` macros) sees them; two streams are two objects and never alias."""
        g = self.g
        known = g.find_address(key)
        if known is not None:
            return known
        a = g.address(key, MemObject(ObjKind.INPUT, f"<{name}>"))
        cell = self.library_cell(STREAMS)
        o = EdgeOrigin(EdgeKind.LIBRARY, "", NOLOC, f"stream {name}")
        g.add_assign(cell, g.deref(a), o)
        g.add_assign(g.down[cell], g.deref(a), o)
        return a

    def _library_globals(self) -> None:
        """Library globals the program declares (`optarg`, `environ`) point into their
        storage from the start; `stdin`, `stdout` and `stderr` to a stream object each."""
        for glob in self.p.globals.values():
            storage = LIBRARY_GLOBALS.get(glob.name)
            if glob.defined or not storage or not self.types.holds_address(glob.type):
                continue
            self.fn, self.node = None, None
            self._init_origin = EdgeOrigin(EdgeKind.LIBRARY, "", glob.loc, f"library {glob.name}")
            loc = self.g.var_location(glob.var)
            if storage == STREAMS:  # stdin, stdout, stderr: a stream each
                self.move(self._standard_stream(glob.name), loc, _PTR, EdgeKind.LIBRARY)
                continue
            cell = self.library_cell(storage)
            self.move(self.g.down[cell], loc, _PTR, EdgeKind.LIBRARY)
            self.move(cell, loc, _PTR, EdgeKind.LIBRARY)

    def _standard_stream(self, name: str) -> int:
        return self.stream_object(("library", STREAMS, name), f"FILE {name}")

    def _callback_call(self, fptr: Operand, actuals: tuple[Operand | None, ...]) -> None:
        """A library function calls the function `fptr` points to: its actuals flow to
        the parameters (the exact function for `&f`, else every address-taken function of
        the same arity, as for an indirect call without points-to)."""
        node = self.val(fptr)
        if node is None:
            return
        obj = self.g.objects.get(node)
        names = [obj.name] if obj is not None and obj.kind is ObjKind.FUNC else \
            signature_targets(self.p, len(actuals), self.taken)
        for name in names:
            f = self.p.functions.get(name)
            if f is None or not f.has_body:
                continue
            for prm, a in zip(f.params, actuals, strict=False):
                if isinstance(a, Var):
                    self.move(self.val(a), self.g.var_location(prm), formal_type(prm),
                              EdgeKind.CALL)

    def _deref_of(self, op: Operand) -> int | None:
        v = self.val(op)
        return self.g.deref(v) if v is not None else None

    def _copies(self, m: LibModel, args: tuple[Operand, ...], result_obj: int | None) -> None:
        """Copy-through models: the memory the source argument points to flows onward."""
        for d, s in m.copies:
            if s >= len(args):
                continue
            src = self._deref_of(args[s])
            dst = result_obj if d < 0 else (self._deref_of(args[d]) if d < len(args) else None)
            self.move(src, dst, _PTR, EdgeKind.LIBRARY)
            if self.fs and src is not None and dst is not None:
                self._move_fields(src, dst, sorted(self._field_paths), self.origin())

    def _unknown(self, i: Call, args: tuple[Operand, ...]) -> None:
        esc = self._external_memory()
        for a in args:
            if isinstance(a, Var):
                self.move(self.val(a), esc, a.type, EdgeKind.EXTERNAL)
        if i.dst is not None:
            self.move(esc, self.lval(i.dst), i.dst.type, EdgeKind.EXTERNAL)

    def _external_memory(self) -> int:
        """The cell holding every address unknown externals may see, created once."""
        if self._external is not None:
            return self._external
        g = self.g
        a = g.address(("external",), MemObject(ObjKind.EXTERNAL, "<external>"))
        esc = g.deref(a)
        self._external = esc
        o = EdgeOrigin(EdgeKind.EXTERNAL, "", NOLOC, "unknown external functions")
        g.add_assign(a, esc, o)
        g.add_assign(esc, g.deref(esc), o)  # they write escaped addresses anywhere reachable
        g.add_assign(g.deref(esc), esc, o)  # and read whatever is stored there
        for glob in self.p.globals.values():  # storage outside code owns (`extern` only)
            if glob.defined:
                continue
            storage = LIBRARY_GLOBALS.get(glob.name)
            if storage and self.types.holds_address(glob.type):
                # a library global (`stdout`) holds its library storage: outside code uses
                # that storage but does not point the global elsewhere
                self.library_cell(storage)
                known = g.find_address(("library", storage))
                assert known is not None
                g.add_assign(known, esc, o)
                if storage == STREAMS:
                    g.add_assign(self._standard_stream(glob.name), esc, o)
                continue
            if glob.name in LIBRARY_GLOBALS and g.world is not World.OPEN:
                continue  # the C library never hands out `&optind` (only outside callers may)
            g.add_assign(g.var_address(glob.var), esc, o)
        for name in self.taken:
            self._callback(name, esc, o)
        return esc

    def _callback(self, name: str, esc: int, o: EdgeOrigin) -> None:
        """An address-taken function may be called back by external code."""
        f = self.p.functions.get(name)
        if f is None or not f.has_body:
            return
        for prm in f.params:
            if self.types.holds_address(formal_type(prm)):
                self.g.add_assign(esc, self.g.var_location(prm), o)
        if not isinstance(f.type.ret, VoidType) and self.types.holds_address(f.type.ret) \
                and self._what_it_returns(f) is None:
            self.g.add_assign(self.ret_node(name), esc, o)


class _Builder(_Calls):
    """Lowers a Program into a PEG, one instruction at a time."""

    def __init__(self, program: Program, config: PEGConfig) -> None:
        super().__init__(program, config)
        self._handlers: dict[type[Instr], Callable[[Any], None]] = {
            Copy: self._copy, AddrOf: self._addr, FieldAddr: self._faddr, Load: self._load,
            Store: self._store, FieldRead: self._fread, FieldWrite: self._fwrite,
            PtrAdd: self._ptradd, Arith: self._arith, Unary: self._unary, Alloc: self._alloc,
            Return: self._ret, Call: self._call,
        }

    def build(self) -> PEG:
        self.lower()
        if self.c.bind_batches:  # (bound as the rounds that found the targets bound them)
            for targets, fallback in self.c.bind_batches:
                self.bind_indirect(targets, fallback)
        else:
            self.bind_indirect()
        return self.finish()

    def lower(self) -> None:
        """Every instruction, global and the outside world into the graph; the indirect
        calls are kept in `indirect_sites` for `bind_indirect`."""
        for f in self.p.defined_functions():
            self._collect_folds(f)
        self._program_inputs()
        self._library_globals()
        for glob in self.p.globals.values():
            self._global(glob)
        for f in self.p.defined_functions():
            self.fn = f
            for n in f.nodes:
                self.node = n
                self._instr(n.instr)
        self.fn = self.node = None
        for v in list(self._fold):  # temporaries only read by calls without effects
            self.val(v)
        self._outside_world()
        self._complete()

    def bind_indirect(self, targets: Mapping[tuple[str, int], frozenset[str]] | None = None,
                      fallback: frozenset[tuple[str, int]] | None = None) -> None:
        """Bind the indirect calls, site after site: to the configuration's targets (or,
        with `targets`, to those given, which may add to those bound before), and where
        the pointer may be outside code's function (`fallback`), to unknown code too."""
        signature = self.c.indirect_calls is not IndirectPolicy.TARGETS and targets is None
        given = self.c.indirect_targets if targets is None else targets
        outside = self.c.indirect_fallback if fallback is None else fallback
        for fn, node, i in self.indirect_sites:
            self.fn, self.node = fn, node
            site = (fn.name, node.id)
            names = signature_targets(self.p, len(i.args), self.taken) if signature \
                else sorted(given.get(site, ()))
            for name in names:
                self._bind(i, name, i.args, wrapper_site=False)
            if site in outside:
                self._unknown(i, i.args)  # the pointer may be outside code's function
        self.fn = self.node = None
        self._complete()

    def _complete(self) -> None:
        """What the edges so far call for (again after each batch of bindings): the
        location of every address that flows, and the external object's fields."""
        self._locations()
        if self.fs and self._external is not None:
            self._flat_external(self._external, EdgeOrigin(
                EdgeKind.EXTERNAL, "", NOLOC, "unknown external functions"))

    def finish(self, config: PEGConfig | None = None) -> PEG:
        """The graph once every call is bound: its undefined values and qualified names;
        `config`, the configuration the bindings followed, becomes the graph's."""
        if config is not None:
            self.c = self.g.config = config
        self._undefined_values()
        self._qualify_names()
        return self.g

    def _outside_world(self) -> None:
        """The open world (`ddpa.graphs.world`): outside code calls every entry point with
        escaped values (the external memory) and keeps what it returns, and reads and
        writes every externally visible global and what it points to."""
        if self.g.world is not World.OPEN:
            return
        esc = self._external_memory()
        g = self.g
        o = EdgeOrigin(EdgeKind.OUTSIDE, "", NOLOC, "outside code (open world)")
        for glob in visible_globals(self.p):
            g.add_assign(g.var_address(glob.var), esc, o)
        for name in entry_points(self.p):
            self._callback(name, esc, o)

    def _flat_external(self, esc: int, o: EdgeOrigin) -> None:
        """Field-sensitive mode: every field of the external object holds what it holds
        (the fields not given their edges yet)."""
        g = self.g
        a = g.down[esc]
        for path in sorted(self._field_paths - self._flattened):
            self._flattened.add(path)
            f = g.deref(g.field_chain(a, path))
            g.add_assign(esc, f, o)
            g.add_assign(f, esc, o)

    def _undefined_values(self) -> None:
        """A memory cell no assignment defines (a formal never bound, a variable read before
        any assignment, a heap cell never written, NULL of a zero-initialised global) holds an
        undefined value of its own, `undef(x)`, which points to itself.

        DDA's value aliases V relate two pointers copied from one such cell; giving the cell
        an address makes the points-to engines (EXH, DDPT) relate them too, and the same
        (sound) answer comes from every engine. Only cells whose value is read, or whose
        address flows (then loads through pointers may read them), get one."""
        g = self.g
        o = EdgeOrigin(EdgeKind.UNDEFINED, "", NOLOC, "a value no assignment defines")
        for n in range(len(g)):
            if g.kind[n] == NodeKind.DEREF and not g.assign_from[n]:
                self._undefined_value(n, o)
        # Cells that only assignments from one another define (`x = y; y = x;`) hold no
        # address either, although each has an assignment: no A path from a node without
        # one reaches them. Figure 2's V ::= Fbar M? F still relates two pointers copied
        # from them (the peak of Fbar F needs no address), so the first such cell of each
        # group, in node order, gets an undefined value too; what it reaches is then
        # defined.
        reached = bytearray(len(g))
        roots = [n for n in range(len(g)) if not g.assign_from[n]]
        for n in roots:
            reached[n] = 1
        self._reach(roots, reached)
        for n in range(len(reached)):
            if not reached[n] and g.kind[n] == NodeKind.DEREF:
                self._undefined_value(n, o)
                reached[n] = 1
                self._reach([n], reached)

    def _locations(self) -> None:
        """The location `*a` of each address a that flows (loads and stores through a
        pointer to it then have a cell to read and write), if its type may hold one."""
        g = self.g
        for a in [n for n in range(len(g)) if g.kind[n] == NodeKind.ADDR]:
            obj = g.objects[a]
            if obj.kind is not ObjKind.FUNC and g.up_deref[a] < 0 and g.address_flows(a) \
                    and (obj.var is None or self.types.holds_address(obj.var.type)):
                g.deref(a)

    def _reach(self, todo: list[int], reached: bytearray) -> None:
        """Mark what A edges lead to from `todo` (nodes already marked)."""
        succs = self.g.assign_to
        while todo:
            for m in succs[todo.pop()]:
                if m < len(reached) and not reached[m]:
                    reached[m] = 1
                    todo.append(m)

    def _undefined_value(self, n: int, o: EdgeOrigin) -> None:
        """`undef(n)` for the cell n, if n is a variable's or object's location whose type may
        hold an address and whose value is read (or whose address flows)."""
        g = self.g
        if not self._location(n):
            return
        var = g.objects[self._object_of(n)].var
        if var is not None and not self.types.holds_address(var.type):
            return  # a string, a table of numbers: no pointer is ever read from it
        if not (g.assign_to[n] or g.up_deref[n] >= 0 or n in g.up_field
                or g.address_flows(g.down[n])):
            return
        u = g.address(("undef", n), MemObject(ObjKind.UNDEF, f"undef({g.render(n)})"))
        g.add_assign(u, n, o)
        g.add_assign(u, g.deref(u), o)
        if self.fs and var is not None:  # its fields, as far as the cell's type says
            for path in self.types.leaf_paths(pointee(self._cell_type(n, var))):
                g.add_assign(u, g.deref(self._chain(u, path)), o)

    def _cell_type(self, n: int, var: Var) -> Type:
        """The type of the location n: its variable's, or that of the field path over it."""
        g = self.g
        labels: list[str] = []
        b = g.down[n]
        while g.kind[b] == NodeKind.FIELD:
            labels.append(g.labels[g.down_label[b]])
            b = g.down[b]
        t = var.type
        for name in reversed(labels):
            while isinstance(t, ArrayType):
                t = t.elem
            rec = self.types.records.get(t.name) if isinstance(t, RecordType) else None
            f = rec.field(name) if rec is not None else None
            if f is None:
                return VoidType()
            t = f.type
        return t

    def _object_of(self, n: int) -> int:
        """The address node under a location (through its fields)."""
        g = self.g
        b = g.down[n]
        while g.kind[b] == NodeKind.FIELD:
            b = g.down[b]
        return b

    def _location(self, n: int) -> bool:
        """Is the dereference n a fixed location (over an address or a field of one)?"""
        g = self.g
        b = g.down[n]
        while g.kind[b] == NodeKind.FIELD:
            b = g.down[b]
        return g.kind[b] == NodeKind.ADDR and g.objects[b].kind is not ObjKind.UNDEF

    def _qualify_names(self) -> None:
        seen: dict[str, int] = {}
        for obj in self.g.objects.values():
            if obj.kind is ObjKind.VAR:
                seen[obj.name] = seen.get(obj.name, 0) + 1
        self.g._qualified = {name for name, k in seen.items() if k > 1}

    def _collect_folds(self, f: Function) -> None:
        if not self.c.fold_temps:
            return
        first: dict[Var, Instr] = {}  # each temporary's definition
        again: set[Var] = set()  # the temporaries defined more than once
        temp = VarKind.TEMP
        for n in f.nodes:
            i = n.instr
            for d in i.defs():
                if d.kind is temp:
                    if d in first:
                        again.add(d)
                    else:
                        first[d] = i
        fold = self._fold
        for v, i in first.items():
            if v not in again and _foldable(i):
                fold[v] = i

    def _instr(self, i: Instr) -> None:
        handler = self._handlers.get(type(i))
        if handler is not None:
            handler(i)

    def _copy(self, i: Copy) -> None:
        if isinstance(i.value, Var) and self.types.holds_address(i.value.type):
            self.move(self.val(i.value), self.lval(i.dst), i.dst.type)

    def _addr(self, i: AddrOf) -> None:
        self.move(self._addr_of(i), self.lval(i.dst), i.dst.type)

    def _faddr(self, i: FieldAddr) -> None:
        self.move(self._field_addr(i.ptr, i.path), self.lval(i.dst), i.dst.type)

    def _load(self, i: Load) -> None:
        node = self._through(i.ptr, i.path)
        self._access(node, i.ptr, i.path, False)
        self.move(node, self.lval(i.dst), i.dst.type)

    def _store(self, i: Store) -> None:
        node = self._through(i.ptr, i.path)
        self._access(node, i.ptr, i.path, True)
        if isinstance(i.value, Var):
            self.move(self.val(i.value), node, i.value.type)

    def _access(self, node: int, ptr: Var, path: Path, write: bool) -> None:
        assert self.fn is not None and self.node is not None
        instr = self.node.instr
        base = ptr if not self.g.is_folded(ptr) else self._root(ptr)
        self.g.accesses.append(Access(node, self.fn.name, self.node.id, write, instr.loc,
                                      instr.src, path, base))

    def _root(self, v: Var) -> Var | None:
        """The named variable a folded temporary's address expression starts from."""
        n = self.g.value(v)
        while self.g.kind[n] != NodeKind.ADDR:
            n = self.g.down[n]
        obj = self.g.objects[n]
        return obj.var

    def _fread(self, i: FieldRead) -> None:
        node = self._member(i.base, i.path)
        self._access(node, i.base, i.path, False)
        self.move(node, self.lval(i.dst), i.dst.type)

    def _fwrite(self, i: FieldWrite) -> None:
        node = self._member(i.base, i.path)
        self._access(node, i.base, i.path, True)
        if isinstance(i.value, Var):
            self.move(self.val(i.value), node, i.value.type)

    def _ptradd(self, i: PtrAdd) -> None:
        self.move(self.val(i.base), self.lval(i.dst), i.dst.type)

    def _arith(self, i: Arith) -> None:
        if i.op.is_comparison or is_pointer_difference(i):
            return
        for op in (i.a, i.b):
            if isinstance(op, Var) and self.types.holds_address(op.type):
                self.move(self.val(op), self.lval(i.dst), i.dst.type)

    def _unary(self, i: Unary) -> None:
        if i.op is not UnOp.LNOT and isinstance(i.a, Var) and self.types.holds_address(i.a.type):
            self.move(self.val(i.a), self.lval(i.dst), i.dst.type)

    def _alloc(self, i: Alloc) -> None:
        a = self._heap_address(i)
        self.move(a, self.lval(i.dst), i.dst.type, EdgeKind.LIBRARY)
        m = model(i.fn)
        if m is not None:
            self._copies(m, i.args, self.g.deref(a))

    def _ret(self, i: Return) -> None:
        assert self.fn is not None
        if isinstance(i.value, Var):
            self.move(self.val(i.value), self.ret_node(self.fn.name), i.value.type,
                      EdgeKind.RETURN)

    def _program_inputs(self) -> None:
        """main's argv (and envp) point to arrays of pointers to strings from outside."""
        main = self.p.functions.get("main")
        if main is None or not main.has_body:
            return
        g = self.g
        o = EdgeOrigin(EdgeKind.LIBRARY, "main", main.loc, "program arguments")
        for prm in main.params[1:3]:
            if not isinstance(formal_type(prm), PointerType):
                continue
            name = prm.src_name or prm.name
            array = g.address(("input", name), MemObject(ObjKind.INPUT, f"{name}[]"))
            text = g.address(("input", name + "*"), MemObject(ObjKind.INPUT, f"*{name}[]"))
            g.add_assign(array, g.var_location(prm), o)
            g.add_assign(text, g.deref(array), o)

    def _global(self, glob: Global) -> None:
        if glob.init is None:
            return
        self.fn, self.node = None, None
        name = glob.src_name or glob.name
        self._init_origin = EdgeOrigin(EdgeKind.INIT, "", glob.loc, f"initialiser of {name}")
        a = self.g.var_address(glob.var)
        self._init(a, glob.type, (), glob.init)

    def _init(self, a: int, t: Type, path: Path, init: Init) -> None:
        if isinstance(init, AddrInit):
            self._addr_init(a, path, init)
        elif isinstance(init, AggInit):
            for sub_t, sub_path, item in self._agg_items(t, path, init):
                if item is not None:
                    self._init(a, sub_t, sub_path, item)

    def _agg_items(self, t: Type, path: Path, init: AggInit
                   ) -> Iterator[tuple[Type, Path, Init | None]]:
        if isinstance(t, ArrayType):
            for item in init.items:
                yield t.elem, path, item
            return
        rec = self.types.records.get(t.name) if isinstance(t, RecordType) else None
        fields = rec.fields if rec is not None else []
        for k, item in enumerate(init.items):
            if k < len(fields):
                yield fields[k].type, (*path, fields[k].name), item
            else:
                yield VoidType(), path, item

    def _addr_init(self, a: int, path: Path, init: AddrInit) -> None:
        if isinstance(init.target, FuncRef):
            value = self.func_address(init.target.name)
        else:
            value = self.g.var_address(init.target)
            if self.fs:
                t = init.target.type
                p = self.types.effective_path(t, init.path)
                if not init.path and init.offset:
                    p = self.types.path_at_offset(t, init.offset)
                value = self._chain(value, p)
        glob_t = self.g.objects[a].var
        dst = a
        if self.fs and glob_t is not None:
            dst = self._chain(a, self.types.effective_path(glob_t.type, path))
        self.g.add_assign(value, self.g.deref(dst), self._init_origin)


_PTR = PointerType(VoidType())
_INIT_ORIGIN = EdgeOrigin(EdgeKind.INIT, "", NOLOC, "global initialiser")

def formal_type(v: Var) -> Type:
    """A formal's type as C adjusts it: a parameter declared as an array is a pointer (IR
    text, and front ends before the adjustment, may still say array)."""
    if v.kind is VarKind.FORMAL and isinstance(v.type, ArrayType):
        return PointerType(v.type.elem)
    return v.type


def _foldable(i: Instr) -> bool:
    if isinstance(i, Copy):
        return isinstance(i.value, Var)
    return isinstance(i, AddrOf | FieldAddr | Load | FieldRead | PtrAdd | Alloc)


def signature_targets(program: Program, nargs: int,
                      taken: Collection[str] | None = None) -> list[str]:
    """The address-taken functions a call with nargs arguments may reach (sorted): the sound
    target set of an indirect call when nothing better is known."""
    if taken is None:
        from ddpa.graphs.callgraph import address_taken_functions

        taken = address_taken_functions(program)
    return sorted(n for n in taken if _arity_fits(program.functions.get(n), nargs))


def _arity_fits(f: Function | None, nargs: int) -> bool:
    if f is None:
        return False
    n = len(f.type.params)
    return n == nargs or (f.type.variadic and nargs >= n)


def _where(loc: Loc) -> str:
    if not loc.file:
        return "?"
    return f"{loc.file.rsplit('/', 1)[-1]}:{loc.line}"


def inner_field_paths(program: Program, config: PEGConfig, t: Type) -> list[Path]:
    """The field paths a field-sensitive graph of `config` distinguishes inside an object
    of type t (none field-insensitively, or for a union or a collapsed record): the places
    where a field inside such an object, reached through a pointer, overlaps it."""
    if not config.field_sensitive or not isinstance(t, RecordType | ArrayType):
        return []
    return list(dict.fromkeys(_Types(program, config.collapsed).inner_paths(t)))


def build_peg(program: Program, config: PEGConfig | None = None) -> PEG:
    """The program expression graph of a whole program (section 3, section 7.1)."""
    return _Builder(program, config or PEGConfig()).build()


class StagedGraph:
    """A graph built in stages, for finding the targets of indirect calls: every
    instruction first (`graph` then lacks the indirect calls' bindings, the undefined
    values and, field-sensitively, the external object's fields), then the calls bound to
    targets found on it, as often as new ones are found (`bind`), then `finish`. The graph
    finished is `build_peg`'s for the final configuration, node for node and edge for
    edge: bound in one batch, as `build_peg` binds every target; in several, once the
    configuration records them (`PEGConfig.bind_batches`, from `history`), which
    `build_peg` then binds in the same order. `batches` counts them."""

    def __init__(self, program: Program, config: PEGConfig) -> None:
        self._b = _Builder(program, config)
        self._b.lower()
        self.graph = self._b.g
        # what each batch bound: the targets new to each site, the sites new to the fallback
        self.history: list[tuple[dict[tuple[str, int], frozenset[str]],
                                 frozenset[tuple[str, int]]]] = []
        self._bound: dict[tuple[str, int], frozenset[str]] = {}
        self._fallback: frozenset[tuple[str, int]] = frozenset()

    def bind(self, targets: Mapping[tuple[str, int], frozenset[str]],
             fallback: frozenset[tuple[str, int]]) -> None:
        """Bind each call to those of `targets` not bound yet (and to unknown code where
        newly in `fallback`)."""
        new = {site: fresh for site, names in targets.items()
               if (fresh := names - self._bound.get(site, frozenset()))}
        more = fallback - self._fallback
        if not new and not more:
            return
        self._b.bind_indirect(new, more)
        for site, fresh in new.items():
            self._bound[site] = self._bound.get(site, frozenset()) | fresh
        self._fallback |= more
        self.history.append((new, more))

    @property
    def batches(self) -> int:
        return len(self.history)

    def finish(self, config: PEGConfig) -> PEG:
        """The graph for `config`, whose targets are those bound."""
        return self._b.finish(config)
