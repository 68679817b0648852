"""The program summary graph of Agrawal (CC 2000, section 3), built one procedure at a time
(`Construct_PSG_Portion`) on the ddpa IR of C and C++ programs.

Nodes (`Kind`) are the paper's four kinds per parameter plus internal nodes, and one more
kind for memory the paper's language does not have:

* ENTRY / EXIT per parameter of a procedure, CALL / RETURN per actual at a call site. A
  parameter is a pointer-typed formal (`this` is formal 0 of a method: the THIS entry
  node), the *pointee* `*f` of a formal `f` of type `T**` (a C++ reference to a pointer,
  `A *&y`, is such a formal: the paper's by-reference parameter, with an entry, an exit, a
  call and a return node), and the return value (EXIT and RETURN nodes only). At a virtual
  call the receiver is actual 0 (the THIS call node); at an indirect call the function
  pointer is the THIS call node (the C variant, see below). `this` is passed by value and
  C++ cannot assign it, so the paper's THIS exit and return nodes would carry nothing and
  are not built; THIS_NODE of a call or return node is its site's THIS call node.
* INTERNAL nodes give a fixed set of types: `new C` (`AllocSite.type`), the address of a
  class-typed object (`&obj`, an embedded member), `&f` of a function (C function
  pointers), and the class of a constructor or destructor for its own `this` (C++ virtual
  calls during construction and destruction dispatch to that class). An *opaque* internal
  node stands for values from code without a body (its types are the declared type's
  cone).
* CELL nodes are flow-insensitive memory: one per field `(record, field)` (field-based,
  base-class paths normalised to the class declaring the field), one per global variable
  (static data members are globals), and one `MEM` for everything reached through
  pointers of unknown origin. Stores are edges into a cell, loads edges out of it.

Intraprocedural edges come from reaching definitions inside the procedure, computed with
the fixed-point solver the data-flow analyses use (`graphs.fixpoint.solve`, gen/kill
bit masks per basic block, spread to the nodes of each block afterwards) over the
procedure's variables and the pointees of its by-reference formals (flow-insensitively
inside a procedure too large for bit sets, `FLOW_INSENSITIVE_BITS`); reads that see the same
set of definitions share one entry when copies are followed to PSG nodes. A copy, cast,
pointer arithmetic or up-cast (`&p->base$A`) passes its operand's definitions on, so edges
run from ENTRY, RETURN, INTERNAL and CELL nodes to CALL, EXIT and CELL nodes, as in the
paper. Interprocedural edges bind CALL to
ENTRY and EXIT to RETURN over the initial sound call graph: CHA for virtual calls, the
address-taken functions of fitting arity for indirect ones (section 4.2). A call whose
callee has no body binds no ENTRY node, so its actuals get no CALL nodes (nothing would
read them); its results are RETURN nodes as usual.

Soundness where the paper is silent. A location of pointer type `T` is tracked flow-
sensitively (a local whose address is taken, or the pointee of a `T**` formal) only when no
`T**` value escapes anywhere in the program: stored to memory, returned, cast to another
type, used in pointer arithmetic or passed to code without a body (`escaped_types`, one
linear pre-scan). Then every `T**` pointer comes from a local `&x`, `&p->f`, `&g` or a
formal bound to one, so its origin is known inside the procedure; otherwise locations of
type `T` are the `MEM` cell. A store through a by-reference formal may alias another one
(`P(a, a)`): it also defines the other pointees weakly. The pointee's EXIT node gets every
value the procedure stores there, not only the last (callers that passed a field or a
global read it flow-insensitively). Not followed: integers carrying pointers across calls
(only pointer-typed parameters have nodes), reinterpretation of a field as another
record's (unions, type punning).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import final

from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis
from ddpa.graphs.cfg import basic_blocks
from ddpa.graphs.fixpoint import solve
from ddpa.graphs.sccs import components
from ddpa.ir import classes
from ddpa.ir.instr import (
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
    Load,
    Operand,
    PtrAdd,
    Return,
    Store,
    Unary,
    Var,
    Virtual,
)
from ddpa.ir.program import AddrInit, AggInit, Function, Init, Program
from ddpa.ir.types import ArrayType, FunctionType, PointerType, RecordType, Type


class Kind(enum.Enum):
    ENTRY = "entry"
    EXIT = "exit"
    CALL = "call"
    RETURN = "return"
    INTERNAL = "internal"
    CELL = "cell"


MEM = ("mem",)
#: Above this many (definitions x CFG nodes) a procedure's reaching definitions are taken
#: flow-insensitively (every definition of a location reaches each of its reads).
FLOW_INSENSITIVE_BITS = 20_000_000
#: A parameter position: formal index, ("*", index) for a pointee, "ret" or "fp".
Pos = int | tuple[str, int] | str


@final
@dataclass(frozen=True, slots=True)
class SiteInfo:
    """A call site: caller, CFG node, the call, and its THIS call node (None when the callee
    is named statically, so no type decides it)."""

    caller: str
    node: int
    call: Call
    this: int | None


def is_ptr(t: Type) -> bool:
    return isinstance(t, PointerType)


def _ref_pointee(t: Type) -> Type | None:
    """T for a `T**`-like type (a pointer to a pointer location), else None."""
    if isinstance(t, PointerType) and isinstance(t.pointee, PointerType):
        return t.pointee
    return None


def _is_base_path(path: tuple[str, ...]) -> bool:
    return all(p.startswith(classes.BASE_FIELD_PREFIX) for p in path)


class Universe:
    """The types TYPES sets range over, as bits: classes by name and functions whose
    address is taken (`&name`), plus each pointer type's cone (its class and subclasses;
    all address-taken functions for a function pointer; everything otherwise)."""

    def __init__(self, cha: ClassHierarchyAnalysis, functions: Iterable[str]) -> None:
        self.h = cha.hierarchy
        self.names = [c for c in self.h.classes()] + [f"&{f}" for f in sorted(functions)]
        self.index = {n: i for i, n in enumerate(self.names)}
        self.all = (1 << len(self.names)) - 1
        self.fn_mask = sum(1 << self.index[n] for n in self.names if n.startswith("&"))
        # each described class's cone (itself and its subclasses), from the hierarchy once
        self.class_cones: dict[str, int] = {}
        for c in self.h.classes():
            if not self.h.known(c):
                continue
            mask = 0
            for d in {c} | self.h.descendants(c):
                mask |= self.bit(d)
            self.class_cones[c] = mask

    def bit(self, name: str) -> int:
        i = self.index.get(name)
        return 0 if i is None else 1 << i

    def members(self, mask: int) -> list[str]:
        out = []
        while mask:
            low = mask & -mask
            out.append(self.names[low.bit_length() - 1])
            mask ^= low
        return out

    def cone(self, t: Type | None) -> int:
        """CHA's types for a value of declared type t (section 4.5's initial TYPES)."""
        if t is None or not isinstance(t, PointerType):
            return self.all
        p = t.pointee
        if isinstance(p, RecordType):
            return self.class_cones.get(p.name, self.all)
        if isinstance(p, FunctionType):
            return self.fn_mask
        return self.all


def object_class(t: Type | None) -> str | None:
    """The class of an object of type t (an array's element class), None if not a class."""
    while isinstance(t, ArrayType):
        t = t.elem
    return t.name if isinstance(t, RecordType) else None


class ProgramFacts:
    """What one linear pre-scan of the program gives every portion: the escaped pointer
    types, address-taken functions, indirect call sites, which functions mention which
    cell, and CHA (the initial sound call graph, both directions: every site's targets
    and every procedure's callers, and each class's cone), built once on construction."""

    def __init__(self, program: Program, cha: ClassHierarchyAnalysis | None = None) -> None:
        self.program = program
        self.cha = cha or ClassHierarchyAnalysis(program)
        self.escaped: set[Type] = set()
        self.address_taken: set[str] = set()
        self.indirect_sites: list[tuple[str, int, Call]] = []
        self.mentions: dict[tuple[object, ...], set[str]] = {}
        self.callbacks_escape = False
        self.inits: dict[tuple[object, ...], set[str]] = {}  # cell -> types initialised
        for g in program.globals.values():
            self._scan_global(g.type, g.init)
        for fn in program.defined_functions():
            self._scan_function(fn)
        for fn in program.defined_functions():  # once the escaped types are known
            self._scan_mentions(fn)
        for g in program.globals.values():
            self._scan_init(self.global_cell(g.var), g.type, g.init)
        self.universe = Universe(self.cha, self.address_taken)
        self._callers: dict[str, list[tuple[str, int]]] = {}
        self._index_callers()  # CHA's other direction: the callers of each procedure

    # --- the pre-scan -------------------------------------------------------------------

    def _escape(self, t: Type | None) -> None:
        r = _ref_pointee(t) if t is not None else None
        if r is not None:
            self.escaped.add(r)

    def _scan_global(self, t: Type, init: Init | None) -> None:
        self._escape(t)
        todo = [init]
        while todo:
            i = todo.pop()
            if isinstance(i, AggInit):
                todo.extend(i.items)
            elif isinstance(i, AddrInit):
                if isinstance(i.target, FuncRef):
                    self.address_taken.add(i.target.name)
                else:
                    self.escaped.add(i.target.type)
                    if i.path:
                        self.escaped.add(self._field_type(i.target.type, i.path) or i.target.type)

    def _scan_init(self, cell: tuple[object, ...], t: Type | None, init: Init | None
                   ) -> None:
        """The types a global's initialiser puts into cells: `&f` and `&object` in a
        pointer, a record's field (its field cell) or an array element (MEM)."""
        if isinstance(init, AddrInit):
            if isinstance(init.target, FuncRef):
                self.inits.setdefault(cell, set()).add("&" + init.target.name)
            else:
                ot = self._field_type(init.target.type, init.path) if init.path \
                    else init.target.type
                cls = object_class(ot)
                if cls is not None:
                    self.inits.setdefault(cell, set()).add(cls)
        elif isinstance(init, AggInit):
            if isinstance(t, RecordType):
                rec = self.program.records.get(t.name)
                fields = rec.fields if rec is not None else []
                for f, item in zip(fields, init.items, strict=False):
                    self._scan_init(self.field_cell(t, (f.name,)), f.type, item)
            else:
                elem = t.elem if isinstance(t, ArrayType) else None
                for item in init.items:
                    self._scan_init(MEM, elem, item)

    def _scan_function(self, fn: Function) -> None:
        for node in fn.nodes:
            ins = node.instr
            if isinstance(ins, AddrOf) and isinstance(ins.target, FuncRef):
                self.address_taken.add(ins.target.name)
            if isinstance(ins, Store | FieldWrite | Return):
                self._escape(_operand_type(ins.value))
            elif isinstance(ins, Copy):
                vt = _operand_type(ins.value)
                if vt is not None and vt != ins.dst.type:
                    self._escape(vt)
                    self._escape(ins.dst.type)
                if ins.dst.is_global or (isinstance(ins.value, Var) and ins.value.is_global):
                    self._escape(ins.dst.type)
            elif isinstance(ins, Arith | Unary):
                for u in ins.uses():
                    self._escape(u.type)
            elif isinstance(ins, PtrAdd):
                self._escape(ins.base.type)
                self._escape(ins.dst.type)
                if isinstance(ins.base.type, PointerType):
                    t = ins.base.type.pointee
                    while isinstance(t, ArrayType):
                        self.escaped.add(t.elem)
                        t = t.elem
            elif isinstance(ins, Load | Alloc):
                self._escape(ins.dst.type)
            elif isinstance(ins, Call):
                self._scan_call(fn, node.id, ins)
        if fn.name == "main":
            for v in fn.params:
                self._escape(v.type)

    def _scan_mentions(self, fn: Function) -> None:
        """Which cells fn may store a pointer into (a superset: the portion knows). A
        cell's predecessors are stores, so completing it builds these procedures only."""
        for node in fn.nodes:
            ins = node.instr
            for v in ins.defs():
                if v.is_global and is_ptr(v.type):
                    self._mention(self.global_cell(v), fn.name)
            if isinstance(ins, AddrOf) and isinstance(ins.target, Var):
                if ins.target.is_global:
                    self._mention(self.global_cell(ins.target), fn.name)
                if ins.path:
                    self._mention(self.field_cell(ins.target.type, ins.path), fn.name)
            elif isinstance(ins, FieldAddr) and not _is_base_path(ins.path):
                self._mention(self.field_cell(_pointee(ins.ptr.type), ins.path), fn.name)
            elif isinstance(ins, Store) and _is_ptr_operand(ins.value):
                if ins.path and not _is_base_path(ins.path):
                    self._mention(self.field_cell(_pointee(ins.ptr.type), ins.path), fn.name)
                else:
                    self._mention(MEM, fn.name)
            elif isinstance(ins, FieldWrite) and _is_ptr_operand(ins.value):
                self._mention(self.field_cell(ins.base.type, ins.path), fn.name)
            elif isinstance(ins, Call) and any(
                    _ref_pointee(t) is not None for a in ins.args
                    if (t := _operand_type(a)) is not None):
                self._mention(MEM, fn.name)

    def _scan_call(self, fn: Function, nid: int, call: Call) -> None:
        p = self.program
        if call.dst is not None:
            self._escape(call.dst.type)
        c = call.callee
        bodied = isinstance(c, Virtual) or (
            isinstance(c, Direct) and c.name in p.functions and p.functions[c.name].has_body)
        nformal = None
        if isinstance(c, Direct) and c.name in p.functions:
            nformal = len(p.functions[c.name].type.params)
        for k, a in enumerate(call.args):
            t = _operand_type(a)
            if t is None:
                continue
            if not bodied or (nformal is not None and k >= nformal):
                self._escape(t)
                if isinstance(t, PointerType) and isinstance(t.pointee, FunctionType):
                    self.callbacks_escape = True
        if isinstance(c, Indirect):
            self.indirect_sites.append((fn.name, nid, call))

    def _mention(self, cell: tuple[object, ...], fn: str) -> None:
        self.mentions.setdefault(cell, set()).add(fn)

    # --- cells ----------------------------------------------------------------------------

    def _field_type(self, rec_type: Type, path: tuple[str, ...]) -> Type | None:
        cur: Type | None = rec_type
        for part in path:
            if not isinstance(cur, RecordType):
                return None
            rec = self.program.records.get(cur.name)
            f = rec.field(part) if rec is not None else None
            if f is None:
                return None
            cur = f.type
        return cur

    def field_cell(self, rec_type: Type | None, path: tuple[str, ...]) -> tuple[object, ...]:
        """The cell of field `path` of a `rec_type` object: (declaring record, field), or
        MEM when the field's type has escaped (or the path is not a field)."""
        owner = rec_type.name if isinstance(rec_type, RecordType) else "?"
        cur: Type | None = rec_type
        for part in path:
            if isinstance(cur, RecordType):
                rec = self.program.records.get(cur.name)
                f = rec.field(part) if rec is not None else None
                owner = cur.name
                cur = f.type if f is not None else None
            else:
                cur = None
        if cur is None or cur in self.escaped:
            return MEM
        return ("field", owner, path[-1] if path else "")

    def global_cell(self, g: Var) -> tuple[object, ...]:
        return MEM if g.type in self.escaped else ("global", g.name)

    def cell_type(self, cell: tuple[object, ...]) -> Type | None:
        if cell[0] == "global":
            g = self.program.globals.get(str(cell[1]))
            return g.type if g is not None else None
        if cell[0] == "field":
            rec = self.program.records.get(str(cell[1]))
            f = rec.field(str(cell[2])) if rec is not None else None
            return f.type if f is not None else None
        return None

    # --- the initial sound call graph ------------------------------------------------------

    def fits(self, name: str, call: Call) -> bool:
        f = self.program.functions.get(name)
        if f is None or not f.has_body:
            return False
        n, ft = len(call.args), f.type
        return n == len(ft.params) or (ft.variadic and n >= len(ft.params))

    def cha_targets(self, call: Call) -> tuple[str, ...]:
        """CHA's answer (empty where CHA cannot bound a virtual call), the address-taken
        functions of fitting arity for an indirect call."""
        if isinstance(call.callee, Indirect):
            return self.targets(call)
        return self.cha.resolve(call)

    def targets(self, call: Call) -> tuple[str, ...]:
        """The initial call graph's targets of a call (CHA; address-taken of fitting arity
        for an indirect call; every implementation of the method where CHA cannot bound a
        virtual call, so that no binding is missed)."""
        c = call.callee
        if isinstance(c, Indirect):
            return tuple(sorted(f for f in self.address_taken if self.fits(f, call)))
        got = self.cha.resolve(call)
        if not got and isinstance(c, Virtual):  # CHA cannot bound it: any implementation
            got = tuple(sorted({fn for rec in self.program.records.values()
                                for k, fn in rec.vmethods.items()
                                if k == c.method and fn != classes.PURE_VIRTUAL}))
        return got

    def _index_callers(self) -> None:
        for ref, call in self.cha.sites():
            if isinstance(call.callee, Indirect):
                continue
            for t in self.targets(call):
                self._callers.setdefault(t, []).append((ref.caller, ref.node))
        for caller, nid, call in self.indirect_sites:
            for t in self.targets(call):
                self._callers.setdefault(t, []).append((caller, nid))

    def callers(self, fn: str) -> list[tuple[str, int]]:
        """The call sites `(caller, node)` that may invoke fn in the initial call graph."""
        return self._callers.get(fn, [])


def _is_ptr_operand(op: Operand | None) -> bool:
    return op is not None and is_ptr(op.type)


def _operand_type(op: Operand | None) -> Type | None:
    return op.type if op is not None and not isinstance(op, FuncRef) else None


def _pointee(t: Type) -> Type | None:
    return t.pointee if isinstance(t, PointerType) else None


# --- reads and definitions inside a procedure ------------------------------------------

# A location inside a procedure: a variable or the pointee of by-reference formal i.
Loc = Var | tuple[str, int]


class PSG:
    """The (partial) program summary graph: nodes by key, kinds, declared cones, fixed types
    of internal nodes, predecessors (with, for ENTRY and RETURN nodes, the site or procedure
    each edge is conditional on), the call sites and the procedures constructed."""

    def __init__(self, facts: ProgramFacts) -> None:
        self.facts = facts
        self.u = facts.universe
        self.keys: list[tuple[object, ...]] = []
        self.ids: dict[tuple[object, ...], int] = {}
        self.kind: list[Kind] = []
        self.proc: list[str | None] = []
        self.cone: list[int] = []
        self.fixed: dict[int, int] = {}
        self.preds: list[list[int]] = []
        self.cond: dict[int, list[object]] = {}  # ENTRY: site index; RETURN: proc name
        self.node_site: dict[int, int] = {}  # CALL/RETURN node -> site index
        self.sites: list[SiteInfo] = []
        self.site_index: dict[tuple[str, int], int] = {}
        self.procset: set[str] = set()
        self.complete: set[int] = set()  # nodes whose interprocedural preds are in place
        self.cell_preds: dict[tuple[object, ...], list[int]] = {}
        self.constructed_nodes = 0
        self.edges = 0

    # --- nodes -----------------------------------------------------------------------------

    def node(self, key: tuple[object, ...], kind: Kind, proc: str | None,
             declared: Type | None, fixed: int | None = None) -> int:
        got = self.ids.get(key)
        if got is not None:
            return got
        i = len(self.keys)
        self.ids[key] = i
        self.keys.append(key)
        self.kind.append(kind)
        self.proc.append(proc)
        cone = self.u.cone(declared)
        self.cone.append(cone)
        self.preds.append([])
        if fixed is not None:
            self.fixed[i] = fixed & cone
        if kind in (Kind.CALL, Kind.EXIT, Kind.INTERNAL):
            self.complete.add(i)
        return i

    def cell(self, cell: tuple[object, ...]) -> int:
        return self.node(("cell", *cell), Kind.CELL, None, self.facts.cell_type(cell))

    def opaque(self, declared: Type | None) -> int:
        return self.node(("opaque", declared.text() if declared else "?"), Kind.INTERNAL,
                         None, declared, fixed=self.u.all)

    def label(self, i: int) -> str:
        """A readable name of node i (`entry A::P *x`, `call main:n13 this`)."""
        key = self.keys[i]
        kind = str(key[0])
        if kind in ("entry", "exit"):
            return f"{kind} {key[1]} {self._pos_name(str(key[1]), key[2])}"
        if kind in ("call", "return"):
            s = self.node_site.get(i)
            virtual = s is not None and isinstance(self.sites[s].call.callee, Virtual)
            pos = "this" if virtual and key[3] == 0 else self._pos_name(None, key[3])
            return f"{kind} {key[1]}:n{key[2]} {pos}"
        if kind == "internal":
            return f"internal {key[1]}:n{key[2]}" + (
                f" {{{', '.join(self.u.members(self.fixed.get(i, 0)))}}}")
        if kind == "cell":
            return "cell " + ".".join(str(k) for k in key[1:])
        return " ".join(str(k) for k in key)

    def _pos_name(self, fn: str | None, pos: object) -> str:
        f = self.facts.program.functions.get(fn) if fn is not None else None
        if isinstance(pos, tuple):
            return "*" + self._pos_name(fn, pos[1])
        if isinstance(pos, int):
            if f is not None and pos < len(f.params):
                return f.params[pos].src_name or f.params[pos].name
            return f"arg{pos}"
        return str(pos)

    def set_preds(self, v: int, preds: list[int]) -> None:
        self.edges += len(preds) - len(self.preds[v])
        self.preds[v] = preds

    def size(self) -> tuple[int, int]:
        """Nodes and edges built so far."""
        return len(self.keys), self.edges

    # --- Construct_PSG_Portion ------------------------------------------------------------

    def construct(self, name: str) -> bool:
        """Build procedure `name`'s portion once (False if already built or no body)."""
        if name in self.procset:
            return False
        self.procset.add(name)
        fn = self.facts.program.functions.get(name)
        if fn is None or not fn.has_body:
            return False
        before = len(self.keys)
        _Portion(self, fn).build()
        self.constructed_nodes += len(self.keys) - before
        return True

    def this_node(self, v: int) -> int | None:
        """THIS_NODE(v) for a CALL or RETURN node: its site's THIS call node."""
        s = self.node_site.get(v)
        return None if s is None else self.sites[s].this

    # --- interprocedural predecessors, on demand -------------------------------------------

    def complete_node(self, v: int) -> list[str]:
        """Insert v's interprocedural in-edges (ENTRY, RETURN, CELL nodes) after building
        the procedures they come from; returns the procedures it had to look at."""
        if v in self.complete:
            return []
        self.complete.add(v)
        kind, key = self.kind[v], self.keys[v]
        if kind is Kind.CELL:
            procs = sorted(self.facts.mentions.get(tuple(key[1:]), ()))
            for p in procs:
                self.construct(p)
            preds = set(self.cell_preds.get(tuple(key[1:]), []))
            init = self.facts.inits.get(tuple(key[1:]))
            if init:
                mask = 0
                for t in init:
                    mask |= self.u.bit(t)
                preds.add(self.node(("init", *key[1:]), Kind.INTERNAL, None, None, mask))
            self.set_preds(v, sorted(preds))
            return procs
        if kind is Kind.ENTRY:
            return self._entry_preds(v, str(key[1]), key[2])
        if kind is Kind.RETURN:
            return self._return_preds(v)
        return []

    def _entry_preds(self, v: int, fn: str, pos: object) -> list[str]:
        facts = self.facts
        f = facts.program.functions[fn]
        declared = _formal_type(f, pos)
        preds: list[int] = []
        cond: list[object] = []
        callers = facts.callers(fn)
        for caller, _nid in callers:
            self.construct(caller)
        for caller, nid in callers:
            s = self.site_index.get((caller, nid))
            if s is None:
                continue
            call_key = ("call", caller, nid, pos)
            preds.append(self.ids.get(call_key, -1))
            cond.append(s)
        preds = [p if p >= 0 else self.opaque(declared) for p in preds]
        if facts.callbacks_escape and fn in facts.address_taken:
            preds.append(self.opaque(declared))
            cond.append(-1)
        self.set_preds(v, preds)
        self.cond[v] = cond
        return sorted({c for c, _ in callers})

    def _return_preds(self, v: int) -> list[str]:
        key = self.keys[v]
        site = self.sites[self.node_site[v]]
        pos = key[3]
        preds: list[int] = []
        cond: list[object] = []
        declared = _return_type(site.call, pos)
        targets = self.facts.targets(site.call)
        if not targets:  # no target known (CHA cannot resolve): anything may come back
            preds.append(self.opaque(declared))
            cond.append(None)
        for t in targets:
            self.construct(t)
            f = self.facts.program.functions.get(t)
            exit_id = self.ids.get(("exit", t, pos))
            if f is None or not f.has_body or exit_id is None:
                exit_id = self.opaque(declared)
            preds.append(exit_id)
            cond.append(t)
        self.set_preds(v, preds)
        self.cond[v] = cond
        return list(targets)

    def build_all(self) -> None:
        """The whole PSG (what the exhaustive analysis works on)."""
        for fn in sorted(self.facts.program.functions):
            self.construct(fn)
        i = 0
        while i < len(self.keys):
            self.complete_node(i)
            i += 1


def _formal_type(f: Function, pos: object) -> Type | None:
    if isinstance(pos, int):
        return f.params[pos].type if pos < len(f.params) else None
    if isinstance(pos, tuple):
        return _pointee(f.params[int(pos[1])].type)
    if pos == "ret":
        return f.type.ret
    return None


def _return_type(call: Call, pos: object) -> Type | None:
    if pos == "ret":
        return call.dst.type if call.dst is not None else None
    if isinstance(pos, tuple):
        a = _actual(call, int(pos[1]))
        t = _operand_type(a)
        return _pointee(t) if t is not None else None
    return None


def _actual(call: Call, pos: int) -> Operand | None:
    """The operand bound to formal `pos` (receiver first at a virtual call)."""
    acts = call.actuals
    return acts[pos] if 0 <= pos < len(acts) else None


def actuals(call: Call) -> Iterator[tuple[int, Operand]]:
    """(formal position, operand) of every actual, receiver first at a virtual call."""
    return enumerate(call.actuals)


class _Portion:
    """One procedure's part of the PSG: nodes and intraprocedural edges."""

    def __init__(self, g: PSG, fn: Function) -> None:
        self.g = g
        self.f = fn
        self.facts = g.facts
        self.name = fn.name
        esc = self.facts.escaped
        # by-reference formals: index -> pointee type
        self.refs = {i: r for i, v in enumerate(fn.params)
                     if (r := _ref_pointee(v.type)) is not None and r not in esc}
        self.taken = {ins.target for n in fn.nodes for ins in [n.instr]
                      if isinstance(ins, AddrOf) and isinstance(ins.target, Var)
                      and not ins.target.is_global}
        self.defs: list[tuple[int, Loc, bool, list[object]]] = []  # node, loc, strong, value
        self.stores: list[tuple[tuple[object, ...], list[object]]] = []  # cell, value
        self._block_cache: tuple[list[list[int]], list[list[int]]] | None = None
        self._rd_vars: list[int] | None = None  # phase 1, computed when first needed
        self._rd: list[int] = []

    # --- reaching definitions (the data-flow package's solver) -----------------------------

    def _blocks(self) -> tuple[list[list[int]], list[list[int]]]:
        """The procedure's basic blocks (node ids) and each block's predecessor blocks."""
        if self._block_cache is None:
            blocks = [[n.id for n in b] for b in basic_blocks(self.f)]
            of = [0] * len(self.f.nodes)
            for i, b in enumerate(blocks):
                for n in b:
                    of[n] = i
            nodes = self.f.nodes
            preds = [[of[p.id] for p in nodes[b[0]].preds] for b in blocks]
            self._block_cache = (blocks, preds)
        return self._block_cache

    def _solve(self, defs: list[tuple[int, Loc, bool, list[object]]]) -> list[int]:
        """The definitions (bits of `defs`) reaching each CFG node, solved per basic block
        by the data-flow package's fixed-point solver, then spread along each block."""
        nodes = self.f.nodes
        if not defs:
            return [0] * len(nodes)
        if len(defs) * len(nodes) > FLOW_INSENSITIVE_BITS:
            # a huge procedure (a generated parser): every definition of a location
            # reaches each of its reads, sound and linear where bit sets would not fit
            return [(1 << len(defs)) - 1] * len(nodes)
        gen = [0] * len(nodes)
        kill = [0] * len(nodes)
        by_loc: dict[Loc, int] = {}
        for i, (_n, loc, _s, _v) in enumerate(defs):
            by_loc[loc] = by_loc.get(loc, 0) | (1 << i)
        for n, loc, strong, _v in defs:
            if strong:
                kill[n] |= by_loc[loc]
        for i, (n, _loc, _s, _v) in enumerate(defs):
            gen[n] |= 1 << i  # a strong def at n kills older defs but keeps its own
        blocks, bpreds = self._blocks()
        bgen = [0] * len(blocks)
        bkill = [0] * len(blocks)
        for b, members in enumerate(blocks):
            g = k = 0
            for n in members:
                g = gen[n] | (g & ~kill[n])
                k |= kill[n]
            bgen[b], bkill[b] = g, k
        into: dict[int, int] = {}  # block -> definitions reaching its first node

        def evaluate(b: int, get: object) -> int:
            acc = 0
            for p in bpreds[b]:
                acc |= bgen[p] | (get(p) & ~bkill[p])  # type: ignore[operator]
            return acc

        for b in range(len(blocks)):
            if b not in into:
                solve(b, into.__contains__, bpreds.__getitem__, evaluate, 0,
                      into.__setitem__, into.__getitem__)
        out = [0] * len(nodes)
        for b, members in enumerate(blocks):
            cur = into[b]
            for n in members:
                out[n] = cur
                cur = gen[n] | (cur & ~kill[n])
        return out

    # --- origins of pointers (phase 1: variables only) -------------------------------------

    def _var_defs(self) -> list[tuple[int, Loc, bool, list[object]]]:
        out: list[tuple[int, Loc, bool, list[object]]] = []
        for i, v in enumerate(self.f.params):
            out.append((0, v, True, [("entry", i)]))
        for n in self.f.nodes:
            for v in n.instr.defs():
                if not v.is_global and is_ptr(v.type):
                    out.append((n.id, v, True, [("instr", n.id)]))
        return out

    def _var_reaching(self) -> list[int]:
        """Phase 1's reaching definitions of the pointer variables (for `origins`)."""
        if self._rd_vars is None:
            self._vdefs = self._var_defs()
            self._vmask: dict[Var, int] = {}
            for i, (_n, loc, _s, _v) in enumerate(self._vdefs):
                if isinstance(loc, Var):
                    self._vmask[loc] = self._vmask.get(loc, 0) | (1 << i)
            self._rd_vars = self._solve(self._vdefs)
        return self._rd_vars

    def origins(self, op: Operand, nid: int) -> set[tuple[object, ...]]:
        """Where a pointer operand may point, as locations: ("var", x), ("pointee", i), or
        a cell key (MEM when unknown)."""
        out: set[tuple[object, ...]] = set()
        if not isinstance(op, Var):
            return out
        pt = _pointee(op.type)
        if pt is None or pt in self.facts.escaped:
            return {MEM}
        rd_vars = self._var_reaching()
        seen: set[tuple[Var, int]] = set()
        todo = [(op, nid)]
        vdefs = self._vdefs
        while todo:
            v, n = todo.pop()
            if (v, n) in seen:
                continue
            seen.add((v, n))
            if v.is_global or v in self.taken:
                out.add(MEM)
                continue
            bits = rd_vars[n] & self._vmask.get(v, 0)
            while bits:
                low = bits & -bits
                bits ^= low
                dn, _loc, _s, val = vdefs[low.bit_length() - 1]
                tag = val[0]
                assert isinstance(tag, tuple)
                if tag[0] == "entry":
                    i = int(tag[1])
                    out.add(("pointee", i) if i in self.refs else MEM)
                    continue
                ins = self.f.nodes[dn].instr
                if isinstance(ins, Copy) and isinstance(ins.value, Var):
                    todo.append((ins.value, dn))
                elif isinstance(ins, AddrOf) and isinstance(ins.target, Var):
                    t = ins.target
                    if ins.path:
                        out.add(self.facts.field_cell(t.type, ins.path))
                    elif t.is_global:
                        out.add(self.facts.global_cell(t))
                    elif t.type in self.facts.escaped:
                        out.add(MEM)
                    else:
                        out.add(("var", t))
                elif isinstance(ins, FieldAddr) and not _is_base_path(ins.path):
                    out.add(self.facts.field_cell(_pointee(ins.ptr.type), ins.path))
                elif not (isinstance(ins, Copy) and not isinstance(ins.value, Var)):
                    out.add(MEM)
        return out

    # --- building ---------------------------------------------------------------------------

    def build(self) -> None:
        g, f = self.g, self.f
        # entry: formals and pointees
        for i, v in enumerate(f.params):
            atom: list[object] = []
            if is_ptr(v.type):
                atom = [g.node(("entry", f.name, i), Kind.ENTRY, f.name, v.type)]
            self.defs.append((0, v, True, atom))
        for i, r in self.refs.items():
            node = g.node(("entry", f.name, ("*", i)), Kind.ENTRY, f.name, r)
            self.defs.append((0, ("*", i), True, [node]))
        cls = classes.constructor_class(f)
        if cls is not None and f.params and self.g.u.bit(cls):
            internal = g.node(("internal", f.name, "this"), Kind.INTERNAL, None, None,
                              fixed=self.g.u.bit(cls))
            self.defs.append((0, f.params[0], False, [internal]))
        sinks: list[tuple[int, list[object]]] = []  # PSG node <- value
        if is_ptr(f.type.ret):
            g.node(("exit", f.name, "ret"), Kind.EXIT, f.name, f.type.ret)
        for n in f.nodes:
            self._instr(n.id, sinks)
        self._rd = self._solve(self.defs)
        self._mask: dict[Loc, int] = {}
        for i, (_n, loc, _s, _v) in enumerate(self.defs):
            self._mask[loc] = self._mask.get(loc, 0) | (1 << i)
        for i, r in self.refs.items():
            ex = g.node(("exit", f.name, ("*", i)), Kind.EXIT, f.name, r)
            # every value stored there (the entry's own value only where it reaches)
            every = sum(1 << j for j, d in enumerate(self.defs)
                        if d[1] == ("*", i) and d[0] != 0)
            sinks.append((ex, [("read", ("*", i), 1), ("defs", every)]))
        closure = self._closure([v for _, v in sinks] + [v for _, v in self.stores])
        for target, value in sinks:
            g.set_preds(target, sorted(set(g.preds[target]) | self._atoms(value, closure)))
        for cell, value in self.stores:
            g.cell_preds.setdefault(cell, []).extend(sorted(self._atoms(value, closure)))
            cid = g.ids.get(("cell", *cell))
            if cid is not None and cid in g.complete:  # already completed: add now
                g.set_preds(cid, sorted(set(g.preds[cid]) | self._atoms(value, closure)))

    def _value(self, op: Operand | None, nid: int) -> list[object]:
        if not isinstance(op, Var):
            return []
        if op.is_global:
            return [self.g.cell(self.facts.global_cell(op))]
        return [("read", op, nid)]

    def _load(self, ptr: Var, path: tuple[str, ...], nid: int) -> list[object]:
        if path and not _is_base_path(path):
            return [self.g.cell(self.facts.field_cell(_pointee(ptr.type), path))]
        out: list[object] = []
        for o in self.origins(ptr, nid):
            out.extend(self._read_origin(o, nid))
        return out

    def _read_origin(self, o: tuple[object, ...], nid: int) -> list[object]:
        if o[0] == "var":
            return [("read", o[1], nid)]
        if o[0] == "pointee":
            return [("read", ("*", o[1]), nid)]
        return [self.g.cell(o)]

    def _write_origins(self, origins: set[tuple[object, ...]], nid: int, value: list[object],
                       ) -> None:
        strong = len(origins) == 1
        for o in origins:
            if o[0] == "var":
                self.defs.append((nid, o[1], strong, value))  # type: ignore[arg-type]
            elif o[0] == "pointee":
                i = int(o[1])  # type: ignore[call-overload]
                self.defs.append((nid, ("*", i), strong, value))
                for j in self.refs:  # another by-reference formal may alias it
                    if j != i:
                        self.defs.append((nid, ("*", j), False, value))
            else:
                self.stores.append((o, value))

    def _instr(self, nid: int, sinks: list[tuple[int, list[object]]]) -> None:
        g, ins = self.g, self.f.nodes[nid].instr
        value: list[object] = []
        dst: Var | None = None
        if isinstance(ins, Copy):
            dst, value = ins.dst, self._value(ins.value, nid)
        elif isinstance(ins, AddrOf):
            dst = ins.dst
            if isinstance(ins.target, FuncRef):
                bit = g.u.bit("&" + ins.target.name)
                value = [g.node(("internal", self.name, nid), Kind.INTERNAL, None, None, bit)]
            elif _is_base_path(ins.path):
                value = self._object(nid, ins.target.type)
            else:
                value = self._object(nid, self.facts._field_type(ins.target.type, ins.path))
        elif isinstance(ins, FieldAddr):
            dst = ins.dst
            if _is_base_path(ins.path):
                value = self._value(ins.ptr, nid)
            else:
                value = self._object(nid, self.facts._field_type(_pointee(ins.ptr.type)
                                                                 or ins.ptr.type, ins.path))
        elif isinstance(ins, Alloc):
            dst = ins.dst
            site = self.facts.program.alloc_sites.get(ins.site)
            value = self._object(nid, site.type if site is not None else None)
        elif isinstance(ins, Load):
            dst = ins.dst
            if is_ptr(ins.dst.type):
                value = self._load(ins.ptr, ins.path, nid)
        elif isinstance(ins, FieldRead):
            dst = ins.dst
            if is_ptr(ins.dst.type):
                value = [g.cell(self.facts.field_cell(ins.base.type, ins.path))]
        elif isinstance(ins, PtrAdd):
            dst, value = ins.dst, self._value(ins.base, nid)
        elif isinstance(ins, Arith | Unary):
            dst = ins.dst
            for u in ins.uses():
                value.extend(self._value(u, nid))
        elif isinstance(ins, Store):
            if not _is_ptr_operand(ins.value):
                return
            val = self._value(ins.value, nid)
            if ins.path and not _is_base_path(ins.path):
                self.stores.append((self.facts.field_cell(_pointee(ins.ptr.type), ins.path),
                                    val))
            elif val:
                self._write_origins(self.origins(ins.ptr, nid), nid, val)
        elif isinstance(ins, FieldWrite):
            if not _is_ptr_operand(ins.value):
                return
            self.stores.append((self.facts.field_cell(ins.base.type, ins.path),
                                self._value(ins.value, nid)))
        elif isinstance(ins, Return):
            if ins.value is not None and is_ptr(self.f.type.ret):
                ex = g.node(("exit", self.name, "ret"), Kind.EXIT, self.name, self.f.type.ret)
                sinks.append((ex, self._value(ins.value, nid)))
        elif isinstance(ins, Call):
            dst = ins.dst
            value = self._call(nid, ins, sinks)
        if dst is None or not is_ptr(dst.type):
            return
        if dst.is_global:
            self.stores.append((self.facts.global_cell(dst), value))
        elif not isinstance(ins, FieldWrite):
            self.defs.append((nid, dst, True, value))

    def _object(self, nid: int, t: Type | None) -> list[object]:
        cls = object_class(t)
        bit = self.g.u.bit(cls) if cls is not None else 0
        if not bit:
            return []
        return [self.g.node(("internal", self.name, nid), Kind.INTERNAL, None, None, bit)]

    def _call(self, nid: int, call: Call, sinks: list[tuple[int, list[object]]]
              ) -> list[object]:
        g, name = self.g, self.name
        this: int | None = None
        site = len(g.sites)
        nodes: list[int] = []
        # a call of code without a body binds no entry node: its actuals need no CALL
        # nodes (nothing reads them), its results are still RETURN nodes
        callee = call.callee
        binds = not isinstance(callee, Direct) or (
            (f := self.facts.program.functions.get(callee.name)) is not None and f.has_body)
        for pos, a in actuals(call):
            t = _operand_type(a)
            if t is None or not is_ptr(t):
                continue
            if binds:
                c = g.node(("call", name, nid, pos), Kind.CALL, name, t)
                nodes.append(c)
                sinks.append((c, self._value(a, nid)))
            r = _ref_pointee(t)
            if r is not None and r not in self.facts.escaped and isinstance(a, Var):
                origins = self.origins(a, nid)
                if binds:
                    pc = g.node(("call", name, nid, ("*", pos)), Kind.CALL, name, r)
                    nodes.append(pc)
                    reads: list[object] = []
                    for o in origins:
                        reads.extend(self._read_origin(o, nid))
                    sinks.append((pc, reads))
                pr = g.node(("return", name, nid, ("*", pos)), Kind.RETURN, name, r)
                nodes.append(pr)
                self._write_origins(origins, nid, [pr])
        if isinstance(call.callee, Virtual):
            this = g.ids[("call", name, nid, 0)]
        elif isinstance(call.callee, Indirect):
            c = g.node(("call", name, nid, "fp"), Kind.CALL, name, call.callee.ptr.type)
            nodes.append(c)
            sinks.append((c, self._value(call.callee.ptr, nid)))
            this = c
        g.sites.append(SiteInfo(name, nid, call, this))
        g.site_index[(name, nid)] = site
        out: list[object] = []
        if call.dst is not None and is_ptr(call.dst.type):
            rn = g.node(("return", name, nid, "ret"), Kind.RETURN, name, call.dst.type)
            nodes.append(rn)
            out = [rn]
        for c in nodes:
            g.node_site[c] = site
        return out

    # --- from definitions to PSG nodes ----------------------------------------------------

    def _bits(self, atom: tuple[object, ...]) -> int:
        """The definitions (bits of `defs`) a read atom `("read", loc, node)` sees (or
        those `("defs", bits)` names)."""
        if atom[0] == "defs":
            return atom[1]  # type: ignore[return-value]
        _, loc, n = atom
        assert isinstance(n, int)
        mask: int = self._mask.get(loc, 0)  # type: ignore[call-overload]
        return self._rd[n] & mask

    def _closure(self, values: list[list[object]]) -> dict[int, frozenset[int]]:
        """The PSG nodes behind each set of reaching definitions the reads of `values` see
        (reads with the same set share one entry), through copies and cycles of them."""
        defs = self.defs
        deps: dict[int, list[int]] = {}
        own: dict[int, set[int]] = {}

        def succs(key: int) -> list[int]:
            got = deps.get(key)
            if got is None:
                got, mine = [], set()
                bits = key
                while bits:
                    low = bits & -bits
                    bits ^= low
                    for a in defs[low.bit_length() - 1][3]:
                        if isinstance(a, int):
                            mine.add(a)
                        elif (d := self._bits(a)):  # type: ignore[arg-type]
                            got.append(d)
                deps[key], own[key] = got, mine
            return got

        roots = [d for v in values for a in v
                 if isinstance(a, tuple) and (d := self._bits(a))]
        done: dict[int, frozenset[int]] = {}
        same: dict[frozenset[int], frozenset[int]] = {}  # one object per distinct set
        for comp in components(roots, succs):
            members = set(comp)
            acc: set[int] = set()
            for k in comp:
                acc |= own[k]
                for d in deps[k]:
                    if d not in members:
                        acc |= done[d]
            fz = frozenset(acc)
            fz = same.setdefault(fz, fz)
            for k in comp:
                done[k] = fz
        return done

    def _atoms(self, value: list[object], closure: dict[int, frozenset[int]]) -> set[int]:
        out: set[int] = set()
        for a in value:
            if isinstance(a, int):
                out.add(a)
            elif (d := self._bits(a)):  # type: ignore[arg-type]
                out |= closure[d]
        return out


def psg_to_dot(g: PSG, nodes: Iterable[int], types: dict[int, int] | None = None) -> str:
    """DOT text of the PSG restricted to `nodes` (the partial PSG of a query), each node
    labelled with its key and, when given, its types; nodes clustered per procedure."""
    from ddpa.graphs.dot import quote

    keep = sorted(set(nodes))
    inside = set(keep)
    shapes = {Kind.ENTRY: "invhouse", Kind.EXIT: "house", Kind.CALL: "box",
              Kind.RETURN: "box", Kind.INTERNAL: "ellipse", Kind.CELL: "cylinder"}
    lines = ["digraph psg {", '  node [fontname="monospace"];']
    by_proc: dict[str, list[int]] = {}
    for i in keep:
        key = g.keys[i]
        owner = str(key[1]) if g.kind[i] is not Kind.CELL and len(key) > 1 else ""
        by_proc.setdefault(owner, []).append(i)
    for k, (owner, ids) in enumerate(sorted(by_proc.items())):
        indent = "  "
        if owner:
            lines.append(f"  subgraph cluster_{k} {{")
            lines.append(f"    label={quote(owner)};")
            indent = "    "
        for i in ids:
            label = g.label(i)
            if types is not None and i in types:
                label += "\n{" + ", ".join(g.u.members(types[i])) + "}"
            lines.append(f"{indent}p{i} [label={quote(label)}, shape={quote(shapes[g.kind[i]])}];")
        if owner:
            lines.append("  }")
    for i in keep:
        for p in sorted(set(g.preds[i])):
            if p in inside:
                lines.append(f"  p{p} -> p{i};")
    lines.append("}")
    return "\n".join(lines) + "\n"
