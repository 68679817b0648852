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

Intraprocedural edges come from reaching definitions inside the procedure, asked on
demand: a portion is opened without reading its body (`PSG.construct`), and a CALL or EXIT
node gets its in-edges when Figure 3 first reaches it (`PSG.complete_node`): the
definitions of the actual's (returned value's) location that reach the node, found by a
backward demand walk over the CFG for that one location (equations per join point, solved
by the fixed-point solver the data-flow analyses use, `graphs.fixpoint.solve`, and
memoised per location and node over the procedure's variables and the pointees of its
by-reference formals). A query thus builds the nodes and edges of the variables Figure 3
asks about, not its callers' whole bodies; the exhaustive analysis builds every node
(`PSG.build_all`) through the same per-node construction, so both see one graph. Reads
that see the same set of definitions share one entry when copies are followed to PSG
nodes. A copy, cast, pointer arithmetic or up-cast (`&p->base$A`) passes its operand's
definitions on, so edges run from ENTRY, RETURN, INTERNAL and CELL nodes to CALL, EXIT and
CELL nodes, as in the paper. Interprocedural edges bind CALL to ENTRY and EXIT to RETURN
over the initial sound call graph: CHA for virtual calls, the address-taken functions
that fit an indirect one (section 4.2; `ProgramFacts.fits`: arity, and the kinds of
parameter and result types, since C leaves calls through an incompatible pointer type
undefined). A call whose callee has no body binds no ENTRY node, so its actuals get no
CALL nodes (nothing would read them); its results are RETURN nodes as usual.

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
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import final

from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis
from ddpa.graphs.fixpoint import solve
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
    Instr,
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
from ddpa.ir.types import ArrayType, FunctionType, PointerType, RecordType, Type, VoidType


class Kind(enum.Enum):
    ENTRY = "entry"
    EXIT = "exit"
    CALL = "call"
    RETURN = "return"
    INTERNAL = "internal"
    CELL = "cell"


MEM = ("mem",)
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
        # per procedure: its address-taken locals, the nodes that may write a pointer into
        # memory (a cell, an address-taken local, a by-reference formal's pointee) and
        # its return statements, so that a portion finds them without reading its body
        self.taken: dict[str, frozenset[Var]] = {}
        self.writers: dict[str, tuple[int, ...]] = {}
        self.returns: dict[str, tuple[int, ...]] = {}
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
        taken: set[Var] = set()
        writers: list[int] = []
        returns: list[int] = []
        for node in fn.nodes:
            ins = node.instr
            if isinstance(ins, AddrOf) and isinstance(ins.target, Var) \
                    and not ins.target.is_global:
                taken.add(ins.target)
            if _may_write_memory(ins):
                writers.append(node.id)
            elif isinstance(ins, Return) and ins.value is not None:
                returns.append(node.id)
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
        self.taken[fn.name] = frozenset(taken)
        self.writers[fn.name] = tuple(writers)
        self.returns[fn.name] = tuple(returns)

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
        """Whether function `name` (with a body) may run at `call`: its arity fits the
        arguments and, at an indirect call, its type fits the pointer's (`_fits_shape`)."""
        f = self.program.functions.get(name)
        if f is None or not f.has_body:
            return False
        n, ft = len(call.args), f.type
        if not (n == len(ft.params) or (ft.variadic and n >= len(ft.params))):
            return False
        c = call.callee
        pt = c.ptr.type if isinstance(c, Indirect) else None
        if isinstance(pt, PointerType) and isinstance(pt.pointee, FunctionType):
            return _fits_shape(pt.pointee, ft)
        return True

    def cha_targets(self, call: Call) -> tuple[str, ...]:
        """CHA's answer (empty where CHA cannot bound a virtual call), the address-taken
        functions that fit an indirect call (`fits`)."""
        if isinstance(call.callee, Indirect):
            return self.targets(call)
        return self.cha.resolve(call)

    def targets(self, call: Call) -> tuple[str, ...]:
        """The initial call graph's targets of a call (CHA; the address-taken functions
        that fit an indirect call; every implementation of the method where CHA cannot bound a
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


def _shape(t: Type) -> str | None:
    """The kind of a parameter or result type an indirect call's target must agree in:
    integer, floating, function pointer, other pointer (arrays decay), record; None for
    void."""
    if isinstance(t, VoidType):
        return None
    if isinstance(t, PointerType):
        return "function pointer" if isinstance(t.pointee, FunctionType) else "pointer"
    if isinstance(t, ArrayType):
        return "pointer"
    if isinstance(t, FunctionType):
        return "function pointer"
    return type(t).__name__


def _fits_shape(pointer: FunctionType, target: FunctionType) -> bool:
    """Whether a function of type `target` may be called through a pointer to `pointer`.
    C makes a call through a pointer of a type incompatible with the function's
    undefined (C11 6.5.2.2p9), so the initial call graph (section 4.2) may drop such
    targets; compatible types agree in shape, and the test is kept to that looser
    condition so that common casts between pointee types (a `void *` formal called as
    `T *`, an `int` result ignored through a `void` pointer type) still count: each
    parameter's kind (`_shape`), and the result's where both have one."""
    a, b = _shape(pointer.ret), _shape(target.ret)
    if a is not None and b is not None and a != b:
        return False
    return all(_shape(x) == _shape(y) for x, y in zip(pointer.params, target.params,
                                                      strict=False))


def _may_write_memory(ins: Instr) -> bool:
    """Whether ins may put a pointer into memory: a store or field write of a pointer, a
    pointer-typed global defined, a call passing a `T**` (the callee may store through it)."""
    if isinstance(ins, Store | FieldWrite):
        return _is_ptr_operand(ins.value)
    if isinstance(ins, Call):
        return any(_ref_pointee(t) is not None for a in ins.args
                   if (t := _operand_type(a)) is not None) or (
            ins.dst is not None and ins.dst.is_global and is_ptr(ins.dst.type))
    return any(v.is_global and is_ptr(v.type) for v in ins.defs())


def _is_ptr_operand(op: Operand | None) -> bool:
    return op is not None and is_ptr(op.type)


def _operand_type(op: Operand | None) -> Type | None:
    return op.type if op is not None and not isinstance(op, FuncRef) else None


def _pointee(t: Type) -> Type | None:
    return t.pointee if isinstance(t, PointerType) else None


# --- reads and definitions inside a procedure ------------------------------------------

# A location inside a procedure: a variable or the pointee of by-reference formal i.
Loc = Var | tuple[str, int]
# What a node defines: a location, or a cell key (a store into flow-insensitive memory).
Target = Var | tuple[object, ...]
# A value as a node computes it, before any PSG node exists for it (`_Portion.effects`):
# ("read", loc, n) the definitions of loc reaching n; ("load", ptr, n) what *ptr holds at
# n; ("cell", key); ("object", n, bits) an internal node of node n; ("return", n, pos) a
# return node of the call at n; ("entry", pos) an entry node; ("this",) the internal node
# of a constructor's own class.
Atom = tuple[object, ...]
_NONE: frozenset[int] = frozenset()
_ENTRY = 0  # a function's entry node (`Function.entry`), where its formals are defined


class PSG:
    """The (partial) program summary graph: nodes by key, kinds, declared cones, fixed types
    of internal nodes, predecessors (with, for ENTRY and RETURN nodes, the site or procedure
    each edge is conditional on), the call sites and the procedures constructed.

    Every node's predecessors are inserted when the node is first *completed*
    (`complete_node`, what Figure 3 does before following a node's predecessors): the
    interprocedural ones of ENTRY, RETURN and CELL nodes after opening the procedures they
    come from, the intraprocedural ones of CALL and EXIT nodes from the definitions
    reaching them (`_Portion`). A node's predecessors do not depend on what else was built,
    so the demand analysis and the exhaustive one (`build_all`) share one graph shape."""

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
        self.portions: dict[str, _Portion] = {}
        self.complete: set[int] = set()  # nodes whose predecessors are in place
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
        if kind is Kind.INTERNAL:
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
        """Construct_PSG_Portion(name): open the procedure's portion once (False if already
        open or without a body). Opening reads nothing of its body: the portion's nodes
        and intraprocedural edges are built when Figure 3 first reaches them."""
        if name in self.procset:
            return False
        self.procset.add(name)
        fn = self.facts.program.functions.get(name)
        if fn is None or not fn.has_body:
            return False
        self.portions[name] = _Portion(self, fn)
        return True

    def portion(self, name: str) -> _Portion | None:
        """Procedure `name`'s portion, opened if needed (None without a body)."""
        self.construct(name)
        return self.portions.get(name)

    def site(self, caller: str, node: int) -> int | None:
        """The site index of the call at `node` of `caller` (its CALL and RETURN nodes
        built), None if that node is no call."""
        got = self.site_index.get((caller, node))
        if got is not None:
            return got
        p = self.portion(caller)
        if p is None or not 0 <= node < len(p.f.nodes) \
                or not isinstance(p.f.nodes[node].instr, Call):
            return None
        return p.site(node)

    def this_node(self, v: int) -> int | None:
        """THIS_NODE(v) for a CALL or RETURN node: its site's THIS call node."""
        s = self.node_site.get(v)
        return None if s is None else self.sites[s].this

    # --- predecessors, on demand -----------------------------------------------------------

    def complete_node(self, v: int) -> list[str]:
        """Insert v's in-edges: the intraprocedural ones of a CALL or EXIT node, the
        interprocedural ones of an ENTRY, RETURN or CELL node after opening the
        procedures they come from; returns the procedures it had to look at."""
        if v in self.complete:
            return []
        self.complete.add(v)
        kind, key = self.kind[v], self.keys[v]
        if kind is Kind.CALL or kind is Kind.EXIT:
            owner = str(self.proc[v])
            self.portions[owner].complete(v)
            return [owner]
        if kind is Kind.CELL:
            cell = tuple(key[1:])
            procs = sorted(self.facts.mentions.get(cell, ()))
            preds: set[int] = set()
            for p in procs:
                portion = self.portion(p)
                if portion is not None:
                    preds |= portion.stored(cell)
            init = self.facts.inits.get(cell)
            if init:
                mask = 0
                for t in init:
                    mask |= self.u.bit(t)
                preds.add(self.node(("init", *cell), Kind.INTERNAL, None, None, mask))
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
        for caller, nid in callers:
            s = self.site(caller, nid)
            if s is None:
                continue
            c = self.ids.get(("call", caller, nid, pos))
            preds.append(self.opaque(declared) if c is None else c)
            cond.append(s)
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
            p = self.portion(t)
            exit_id = p.exit_node(pos) if p is not None else None
            preds.append(self.opaque(declared) if exit_id is None else exit_id)
            cond.append(t)
        self.set_preds(v, preds)
        self.cond[v] = cond
        return list(targets)

    def build_portion(self, name: str) -> None:
        """Procedure `name`'s whole portion (the paper's Construct_PSG_Portion over the whole
        CFG): every node of its parameters, call sites and internal definitions, and their
        intraprocedural edges."""
        p = self.portion(name)
        if p is None:
            return
        p.build()
        for v in range(len(self.keys)):
            if self.proc[v] == name and self.kind[v] in (Kind.CALL, Kind.EXIT):
                self.complete_node(v)

    def build_all(self) -> None:
        """The whole PSG (what the exhaustive analysis works on)."""
        for fn in sorted(self.facts.program.functions):
            p = self.portion(fn)
            if p is not None:
                p.build()
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
    """One procedure's part of the PSG, built node by node as queries reach it.

    What a CFG node defines, and with which value, is read from its instruction when first
    needed (`effects`), in symbolic atoms that make no PSG node. Which definitions of a
    location reach a node is a demand question (`reaching`): the equations of reaching
    definitions for that one location, generated backwards from the node and solved by
    the data-flow package's fixed-point solver (`graphs.fixpoint.solve`), one key per
    join point (straight-line runs are walked through) and memoised, so later questions
    and the exhaustive build reuse every answer. Only the definitions that reach a
    node's reads become PSG nodes and edges; following copies to PSG nodes is the same
    solver over sets of reaching definitions (`_nodes_of`), cycles of copies included."""

    def __init__(self, g: PSG, fn: Function) -> None:
        self.g = g
        self.f = fn
        self.facts = g.facts
        self.name = fn.name
        esc = self.facts.escaped
        # by-reference formals: index -> pointee type
        self.refs = {i: r for i, v in enumerate(fn.params)
                     if (r := _ref_pointee(v.type)) is not None and r not in esc}
        self.taken = self.facts.taken.get(fn.name, frozenset())
        self.params = set(fn.params)
        self.sinks: dict[int, list[Atom]] = {}  # CALL node -> the actual's value
        self._effects: dict[int, list[tuple[Target, bool, list[Atom]]]] = {}
        # reaching definitions, keyed by (location id, node) packed in one integer
        self._width = len(fn.nodes)
        self._locs: list[Loc] = []
        self._loc_ids: dict[Loc, int] = {}
        self._rd: dict[int, frozenset[int]] = {}
        self._segments: dict[int, tuple[tuple[int, ...], int | None]] = {}
        self._inflows: dict[int, list[tuple[tuple[int, ...], int | None]]] = {}
        self._resolved: dict[tuple[Loc, frozenset[int]], frozenset[int]] = {}
        self._origins: dict[tuple[Var, int], frozenset[tuple[object, ...]]] = {}

    # --- the portion's interface nodes -------------------------------------------------------

    def site(self, nid: int) -> int:
        """Register the call at nid: its CALL nodes (one per pointer actual, and the
        pointee of a `T**` one, when the callee may have a body; the function pointer of
        an indirect call) and RETURN nodes (the result, `T**` pointees)."""
        g, name = self.g, self.name
        known = g.site_index.get((name, nid))
        if known is not None:
            return known
        call = self.f.nodes[nid].instr
        assert isinstance(call, Call)
        s = len(g.sites)
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
                self.sinks[c] = self._value(a, nid)
            r = self._passed_pointee(a)
            if r is not None:
                assert isinstance(a, Var)
                if binds:
                    pc = g.node(("call", name, nid, ("*", pos)), Kind.CALL, name, r)
                    nodes.append(pc)
                    self.sinks[pc] = [("load", a, nid)]
                nodes.append(g.node(("return", name, nid, ("*", pos)), Kind.RETURN, name, r))
        this: int | None = None
        if isinstance(callee, Virtual):
            this = g.ids[("call", name, nid, 0)]
        elif isinstance(callee, Indirect):
            c = g.node(("call", name, nid, "fp"), Kind.CALL, name, callee.ptr.type)
            nodes.append(c)
            self.sinks[c] = self._value(callee.ptr, nid)
            this = c
        if call.dst is not None and is_ptr(call.dst.type):
            nodes.append(g.node(("return", name, nid, "ret"), Kind.RETURN, name,
                                call.dst.type))
        g.sites.append(SiteInfo(name, nid, call, this))
        g.site_index[(name, nid)] = s
        for c in nodes:
            g.node_site[c] = s
        return s

    def _passed_pointee(self, a: Operand) -> Type | None:
        """The pointee type T of a `T**` actual the callee may store through (tracked
        flow-sensitively: T has not escaped), else None."""
        t = _operand_type(a)
        r = _ref_pointee(t) if t is not None else None
        return r if r is not None and r not in self.facts.escaped and isinstance(a, Var) \
            else None

    def exit_node(self, pos: object) -> int | None:
        """The EXIT node at `pos` ("ret" or ("*", i)), None if the procedure has none."""
        f = self.f
        if pos == "ret":
            return self.g.node(("exit", self.name, "ret"), Kind.EXIT, self.name, f.type.ret) \
                if is_ptr(f.type.ret) else None
        if isinstance(pos, tuple) and int(pos[1]) in self.refs:
            i = int(pos[1])
            return self.g.node(("exit", self.name, ("*", i)), Kind.EXIT, self.name,
                               self.refs[i])
        return None

    def complete(self, v: int) -> None:
        """The intraprocedural predecessors of CALL or EXIT node v."""
        key = self.g.keys[v]
        if self.g.kind[v] is Kind.CALL:
            preds = self._resolve(self.sinks.get(v, []))
        elif key[2] == "ret":
            preds = set()
            for r in self.facts.returns.get(self.name, ()):
                ins = self.f.nodes[r].instr
                assert isinstance(ins, Return)
                preds |= self._resolve(self._value(ins.value, r))
        else:
            # the pointee's value at the exit, and every value the procedure stores there
            # (callers that passed a field or a global read it flow-insensitively)
            loc = ("*", int(key[2][1]))  # type: ignore[index]
            preds = self._resolve([("read", loc, self.f.exit.id)])
            for n in self.facts.writers.get(self.name, ()):
                for t, _strong, value in self.effects(n):
                    if t == loc:
                        preds |= self._resolve(value)
        self.g.set_preds(v, sorted(preds))

    def stored(self, cell: tuple[object, ...]) -> set[int]:
        """The PSG nodes of every value the procedure stores into `cell`."""
        out: set[int] = set()
        for n in self.facts.writers.get(self.name, ()):
            for t, _strong, value in self.effects(n):
                if t == cell:
                    out |= self._resolve(value)
        return out

    def build(self) -> None:
        """Every node of the portion (the whole procedure, for the exhaustive analysis):
        entry and exit nodes, every call site's nodes, every definition's value."""
        f = self.f
        for i, v in enumerate(f.params):
            if is_ptr(v.type):
                self._node(("entry", i))
        for i in self.refs:
            self._node(("entry", ("*", i)))
        for pos in ("ret", *(("*", i) for i in self.refs)):
            self.exit_node(pos)
        for n in f.nodes:
            if isinstance(n.instr, Call):
                self.site(n.id)
            for _t, _strong, value in self.effects(n.id):
                for a in value:
                    if a[0] != "read" and a[0] != "load":
                        self._node(a)

    # --- what a node defines -----------------------------------------------------------------

    def effects(self, nid: int) -> list[tuple[Target, bool, list[Atom]]]:
        """What node nid defines: (location or cell, strong, value) triples, symbolic."""
        got = self._effects.get(nid)
        if got is None:
            got = self._effects[nid] = self._compute_effects(nid)
        return got

    def _compute_effects(self, nid: int) -> list[tuple[Target, bool, list[Atom]]]:
        f, facts = self.f, self.facts
        ins = f.nodes[nid].instr
        out: list[tuple[Target, bool, list[Atom]]] = []
        if nid == _ENTRY:
            for i, v in enumerate(f.params):
                out.append((v, True, [("entry", i)] if is_ptr(v.type) else []))
            for i in self.refs:
                out.append((("*", i), True, [("entry", ("*", i))]))
            cls = classes.constructor_class(f)
            if cls is not None and f.params and self.g.u.bit(cls):
                out.append((f.params[0], False, [("this",)]))
            return out
        value: list[Atom] = []
        dst: Var | None = None
        if isinstance(ins, Copy):
            dst, value = ins.dst, self._value(ins.value, nid)
        elif isinstance(ins, AddrOf):
            dst = ins.dst
            if isinstance(ins.target, FuncRef):
                value = [("object", nid, self.g.u.bit("&" + ins.target.name))]
            elif _is_base_path(ins.path):
                value = self._object(nid, ins.target.type)
            else:
                value = self._object(nid, facts._field_type(ins.target.type, ins.path))
        elif isinstance(ins, FieldAddr):
            dst = ins.dst
            if _is_base_path(ins.path):
                value = self._value(ins.ptr, nid)
            else:
                value = self._object(nid, facts._field_type(_pointee(ins.ptr.type)
                                                            or ins.ptr.type, ins.path))
        elif isinstance(ins, Alloc):
            dst = ins.dst
            site = facts.program.alloc_sites.get(ins.site)
            value = self._object(nid, site.type if site is not None else None)
        elif isinstance(ins, Load):
            dst = ins.dst
            if is_ptr(ins.dst.type):
                value = [("cell", facts.field_cell(_pointee(ins.ptr.type), ins.path))] \
                    if ins.path and not _is_base_path(ins.path) else [("load", ins.ptr, nid)]
        elif isinstance(ins, FieldRead):
            dst = ins.dst
            if is_ptr(ins.dst.type):
                value = [("cell", facts.field_cell(ins.base.type, ins.path))]
        elif isinstance(ins, PtrAdd):
            dst, value = ins.dst, self._value(ins.base, nid)
        elif isinstance(ins, Arith | Unary):
            dst = ins.dst
            for u in ins.uses():
                value.extend(self._value(u, nid))
        elif isinstance(ins, Store):
            if not _is_ptr_operand(ins.value):
                return out
            val = self._value(ins.value, nid)
            if ins.path and not _is_base_path(ins.path):
                out.append((facts.field_cell(_pointee(ins.ptr.type), ins.path), False, val))
            elif val:
                self._write_origins(out, self.origins(ins.ptr, nid), val)
        elif isinstance(ins, FieldWrite):
            if _is_ptr_operand(ins.value):
                out.append((facts.field_cell(ins.base.type, ins.path), False,
                            self._value(ins.value, nid)))
            return out
        elif isinstance(ins, Call):
            dst = ins.dst
            if dst is not None and is_ptr(dst.type):
                value = [("return", nid, "ret")]
            for pos, a in actuals(ins):
                if self._passed_pointee(a) is not None:
                    assert isinstance(a, Var)
                    self._write_origins(out, self.origins(a, nid), [("return", nid, ("*", pos))])
        if dst is not None and is_ptr(dst.type):
            out.append((facts.global_cell(dst), False, value) if dst.is_global
                       else (dst, True, value))
        return out

    def _value(self, op: Operand | None, nid: int) -> list[Atom]:
        if not isinstance(op, Var):
            return []
        if op.is_global:
            return [("cell", self.facts.global_cell(op))]
        return [("read", op, nid)]

    def _object(self, nid: int, t: Type | None) -> list[Atom]:
        cls = object_class(t)
        bit = self.g.u.bit(cls) if cls is not None else 0
        return [("object", nid, bit)] if bit else []

    def _write_origins(self, out: list[tuple[Target, bool, list[Atom]]],
                       origins: Iterable[tuple[object, ...]], value: list[Atom]) -> None:
        origins = list(origins)
        strong = len(origins) == 1
        for o in origins:
            if o[0] == "var":
                assert isinstance(o[1], Var)
                out.append((o[1], strong, value))
            elif o[0] == "pointee":
                i = int(o[1])  # type: ignore[call-overload]
                out.append((("*", i), strong, value))
                for j in self.refs:  # another by-reference formal may alias it
                    if j != i:
                        out.append((("*", j), False, value))
            else:
                out.append((o, False, value))

    def _strength(self, nid: int, loc: Loc) -> int:
        """0 if node nid does not define loc, 1 if weakly, 2 if strongly."""
        if isinstance(loc, Var) and loc not in self.taken:
            # only a direct definition defines a local whose address is not taken
            if nid == _ENTRY:
                return 2 if loc in self.params else 0
            ins = self.f.nodes[nid].instr
            return 2 if loc in ins.defs() and not isinstance(ins, FieldWrite) else 0
        got = 0
        for t, strong, _v in self.effects(nid):
            if t == loc:
                got = max(got, 2 if strong else 1)
        return got

    # --- reaching definitions, on demand ------------------------------------------------------

    def reaching(self, loc: Loc, nid: int) -> frozenset[int]:
        """The nodes whose definitions of loc reach node nid (before nid runs)."""
        if isinstance(loc, Var) and not is_ptr(loc.type):
            # only pointers are tracked: a formal of another type keeps its entry value
            return frozenset((_ENTRY,)) if loc in self.params else _NONE
        lid = self._loc_ids.get(loc)
        if lid is None:
            lid = self._loc_ids[loc] = len(self._locs)
            self._locs.append(loc)
        key = lid * self._width + nid
        rd = self._rd
        got = rd.get(key)
        if got is None:
            solve(key, rd.__contains__, self._rd_deps, self._rd_evaluate, _NONE,
                  rd.__setitem__, rd.__getitem__)
            got = rd[key]
        return got

    # A key below packs (location id, node) as `lid * width + node`: the definitions of
    # the location reaching the node, or, for segments, found walking back from it.

    def _inflow(self, key: int) -> list[tuple[tuple[int, ...], int | None]]:
        """The segments ending in each predecessor of the key's node."""
        got = self._inflows.get(key)
        if got is None:
            w = self._width
            lid = key // w
            got = self._inflows[key] = [self._segment(lid, p.id)
                                        for p in self.f.nodes[key - lid * w].preds]
        return got

    def _segment(self, lid: int, start: int) -> tuple[tuple[int, ...], int | None]:
        """Walking backwards from node `start` (included) along single predecessors: the
        nodes defining the location until a strong one, and the key of the join point (a
        node with several predecessors) where the walk stops, whose reaching definitions
        flow on. Every node walked through keeps its own answer, so later walks stop
        where an earlier one passed."""
        segments, base = self._segments, lid * self._width
        got = segments.get(base + start)
        if got is not None:
            return got
        nodes, strength, loc = self.f.nodes, self._strength, self._locs[lid]
        found: list[int] = []
        walked: list[tuple[int, int]] = []  # (node, len(found) before it)
        end: int | None = None
        tail: tuple[int, ...] = ()
        n = start
        seen = {n}
        while True:
            walked.append((n, len(found)))
            s = strength(n, loc)
            if s:
                found.append(n)
                if s == 2:
                    break
            preds = nodes[n].preds
            if len(preds) != 1:
                end = base + n if preds else None
                break
            n = preds[0].id
            known = segments.get(base + n)
            if known is not None:
                tail, end = known
                break
            if n in seen:  # a cycle of single predecessors: all of it is in `found`
                break
            seen.add(n)
        suffix: dict[int, tuple[tuple[int, ...], int | None]] = {}
        for w, k in walked:
            answer = suffix.get(k)
            if answer is None:
                answer = suffix[k] = (tuple(found[k:]) + tail, end)
            segments[base + w] = answer
        return segments[base + start]

    def _rd_deps(self, key: int) -> list[int]:
        return [end for _found, end in self._inflow(key) if end is not None]

    def _rd_evaluate(self, key: int, get: Callable[[int], frozenset[int]]
                     ) -> frozenset[int]:
        acc: set[int] = set()
        for found, end in self._inflow(key):
            acc.update(found)
            if end is not None:
                acc |= get(end)
        return frozenset(acc)

    # --- origins of pointers ------------------------------------------------------------------

    def origins(self, op: Operand, nid: int) -> frozenset[tuple[object, ...]]:
        """Where a pointer operand may point, as locations: ("var", x), ("pointee", i), or
        a cell key (MEM when unknown)."""
        if not isinstance(op, Var):
            return frozenset()
        pt = _pointee(op.type)
        if pt is None or pt in self.facts.escaped:
            return frozenset((MEM,))
        key = (op, nid)
        got = self._origins.get(key)
        if got is not None:
            return got
        out: set[tuple[object, ...]] = set()
        seen: set[tuple[Var, int]] = set()
        todo = [(op, nid)]
        while todo:
            v, n = todo.pop()
            if (v, n) in seen:
                continue
            seen.add((v, n))
            if v.is_global or v in self.taken:
                out.add(MEM)
                continue
            for dn in self.reaching(v, n):
                if dn == _ENTRY:
                    i = self.f.params.index(v)
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
        got = self._origins[key] = frozenset(out)
        return got

    # --- from values to PSG nodes -------------------------------------------------------------

    def _node(self, atom: Atom) -> list[int]:
        """The PSG node an atom other than a read or a load stands for (made now)."""
        g, name, kind = self.g, self.name, atom[0]
        if kind == "cell":
            return [g.cell(atom[1])]  # type: ignore[arg-type]
        if kind == "object":
            return [g.node(("internal", name, atom[1]), Kind.INTERNAL, None, None,
                           atom[2])]  # type: ignore[arg-type]
        if kind == "return":
            n = int(atom[1])  # type: ignore[call-overload]
            self.site(n)
            return [g.ids[("return", name, n, atom[2])]]
        if kind == "entry":
            pos = atom[1]
            f = self.f
            t = self.refs[int(pos[1])] if isinstance(pos, tuple) \
                else f.params[int(pos)].type  # type: ignore[call-overload]
            return [g.node(("entry", name, pos), Kind.ENTRY, name, t)]
        if kind == "this":
            bit = g.u.bit(str(classes.constructor_class(self.f)))
            return [g.node(("internal", name, "this"), Kind.INTERNAL, None, None, bit)]
        return []

    def _load(self, ptr: Var, nid: int) -> list[Atom]:
        """What `*ptr` holds at nid: the location it points to, read there."""
        out: list[Atom] = []
        for o in self.origins(ptr, nid):
            if o[0] == "var":
                out.append(("read", o[1], nid))
            elif o[0] == "pointee":
                out.append(("read", ("*", o[1]), nid))
            else:
                out.append(("cell", o))
        return out

    def _expand(self, value: Iterable[Atom]) -> Iterator[Atom]:
        """The atoms of a value with each load replaced by the reads (or cells) it is."""
        for a in value:
            if a[0] == "load":
                yield from self._load(a[1], int(a[2]))  # type: ignore[arg-type,call-overload]
            else:
                yield a

    def _resolve(self, value: list[Atom]) -> set[int]:
        """The PSG nodes behind a value: its nodes, and for a read the nodes behind the
        definitions reaching it, through copies and cycles of them."""
        out: set[int] = set()
        for a in self._expand(value):
            if a[0] == "read":
                out |= self._nodes_of(a[1], self.reaching(a[1], a[2]))  # type: ignore
            else:
                out.update(self._node(a))
        return out

    def _nodes_of(self, loc: Loc, defs: frozenset[int]) -> frozenset[int]:
        """The PSG nodes behind the definitions `defs` of loc (reads with the same
        reaching definitions share one entry), by the fixed-point solver: the least
        solution around cycles of copies."""
        if not defs:
            return _NONE
        key = (loc, defs)
        got = self._resolved.get(key)
        if got is None:
            res = self._resolved
            solve(key, res.__contains__, self._copy_deps, self._copy_evaluate, _NONE,
                  res.__setitem__, res.__getitem__)
            got = res[key]
        return got

    def _defined(self, loc: Loc, defs: frozenset[int]) -> Iterator[Atom]:
        for d in defs:
            for t, _strong, value in self.effects(d):
                if t == loc:
                    yield from self._expand(value)

    def _copy_deps(self, key: tuple[Loc, frozenset[int]]
                   ) -> list[tuple[Loc, frozenset[int]]]:
        out = []
        for a in self._defined(*key):
            if a[0] == "read":
                r = self.reaching(a[1], a[2])  # type: ignore[arg-type]
                if r:
                    out.append((a[1], r))
        return out  # type: ignore[return-value]

    def _copy_evaluate(self, key: tuple[Loc, frozenset[int]], get: object) -> frozenset[int]:
        acc: set[int] = set()
        for a in self._defined(*key):
            if a[0] == "read":
                r = self.reaching(a[1], a[2])  # type: ignore[arg-type]
                if r:
                    acc |= get((a[1], r))  # type: ignore[operator]
            else:
                acc.update(self._node(a))
        return frozenset(acc)


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
