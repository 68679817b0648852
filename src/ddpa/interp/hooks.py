"""Observation hooks: instrumented closures that record def-use, calls, pointers and branches.

With a Tracer, the closure of each node that uses, defines, calls or branches is generated
again with the recording statements inlined around its compiled body (a second closure
set); nodes with nothing to record (entry, exit, nop, arithmetic on temporaries only) keep
their plain closure. Without a Tracer nothing here runs: the plain closures never test
whether hooks are on. Each observation is one `set.add` into the set of its site (a use
of x at node n, a call node, a branch node), so recording an event costs one insertion.

Def-use pairs are derived online. Every frame carries a list of def records parallel to
its slots, and `md` maps each memory cell (object, offset) to the record of its last
definition; a record is (variable name, defining node). A use of a source variable or a
cell pairs the current record with the using node. Temporaries are not variables of the
source: a temporary copied or loaded from a variable carries that variable's record, so
when it is passed as an argument the formal parameter starts with the record of the
actual's definition (the paper-000 convention: y defined on line 33 and passed as f gives
the pair (y@33, f@39)); an argument with no single source definition (an expression, a
constant) makes the formal defined at the call site.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ddpa.interp.frame import DEFS, FrameLayout
from ddpa.interp.memory import MemObj, ObjRef, cell_at
from ddpa.interp.values import is_aggregate
from ddpa.ir.instr import (
    Alloc,
    Branch,
    Call,
    Copy,
    Direct,
    Entry,
    Exit,
    FieldRead,
    FieldWrite,
    Indirect,
    Instr,
    Load,
    Nop,
    Operand,
    Store,
    Switch,
    Var,
    Virtual,
)
from ddpa.ir.program import Node
from ddpa.ir.types import PointerType, pointee

if TYPE_CHECKING:
    from ddpa.interp.compiled import Compiled
    from ddpa.interp.host import MachineLike

DefRec = tuple[str, Node]


class Trace(enum.Flag):
    """What to observe; each kind costs only when switched on."""

    DEFUSE = enum.auto()
    CALLS = enum.auto()
    POINTERS = enum.auto()  # pointer values defined, with the object they designate
    ACCESSES = enum.auto()  # memory cells each node read or wrote (for dynamic aliasing)
    BRANCHES = enum.auto()
    ALL = DEFUSE | CALLS | POINTERS | ACCESSES | BRANCHES


def var_name(v: Var) -> str:
    return v.src_name or v.name


class Tracer:
    """Collects raw observations of one run (see `ddpa.interp.observe` for the facts)."""

    def __init__(self, kinds: Trace = Trace.ALL) -> None:
        self.kinds = kinds
        self.du_on = bool(kinds & Trace.DEFUSE)
        self.calls_on = bool(kinds & Trace.CALLS)
        self.pt_on = bool(kinds & Trace.POINTERS)
        self.acc_on = bool(kinds & Trace.ACCESSES)
        self.br_on = bool(kinds & Trace.BRANCHES)
        # Observations are kept per site, so that recording one is a single `set.add` of a
        # small value: (used variable, using node) -> def records that reached the use
        self.du: dict[tuple[str, Node], set[DefRec | None]] = {}
        # node -> (def record, object variable) for uses of cells reached through pointers
        self.du_cells: dict[Node, set[tuple[DefRec | None, str]]] = {}
        self.calls: dict[Node, set[str]] = {}  # call node -> callees
        # (defining node, pointer variable) -> designated objects
        self.pointers: dict[tuple[Node, Var], set[ObjRef]] = {}
        # defining node -> (object holding the pointer, offset, designated object)
        self.cell_pointers: dict[Node, set[tuple[ObjRef, int, ObjRef]]] = {}
        # (node, accessing expression) -> cells (object, offset) it touched
        self.accesses: dict[tuple[Node, str], set[tuple[MemObj, int]]] = {}
        self.branches: dict[Node, set[int]] = {}  # branch node -> successor ids taken
        self.md: dict[tuple[MemObj, int], DefRec] = {}
        self.node: Node | None = None  # the call node whose library code is running
        self.origins: list[Any] | None = None
        self.machine: MachineLike | None = None

    # ---- machine side -------------------------------------------------------------------

    def attach(self, m: MachineLike) -> None:
        self.machine = m
        if self.du_on:
            m.mem.on_write = self._on_write

    def finish(self, m: MachineLike) -> None:
        m.mem.on_write = None

    def _on_write(self, obj: MemObj, off: int, n: int) -> None:
        """Memory written by library code: defined at the call node running it."""
        node = self.node
        if node is None or self.machine is None:
            return
        rec = (obj.ref.var, node)
        for s in self.machine.mem.cells_in(obj, off, off + n):
            self.md[(obj, s)] = rec

    def instrument(self, comp: Compiled) -> None:
        _Instrumenter(self, comp).run()

    def site(self, table: dict[Any, set[Any]], key: Any) -> set[Any]:
        found = table.get(key)
        if found is None:
            found = table[key] = set()
        return found

    # ---- flat views -------------------------------------------------------------------

    def du_events(self) -> Iterator[tuple[DefRec | None, str, Node]]:
        for (var, node), recs in self.du.items():
            for rec in recs:
                yield rec, var, node
        for node, pairs in self.du_cells.items():
            for rec, var in pairs:
                yield rec, var, node

    def call_events(self) -> Iterator[tuple[Node, str]]:
        return ((n, c) for n, callees in self.calls.items() for c in callees)

    def pointer_events(self) -> Iterator[tuple[Node, Any, ObjRef]]:
        for (node, var), refs in self.pointers.items():
            for ref in refs:
                yield node, ("var", var), ref
        for node, cells in self.cell_pointers.items():
            for holder, off, ref in cells:
                yield node, ("cell", holder, off), ref

    def access_events(self) -> Iterator[tuple[Node, MemObj, int, str]]:
        for (node, expr), cells in self.accesses.items():
            for obj, off in cells:
                yield node, obj, off, expr

    def branch_events(self) -> Iterator[tuple[Node, int]]:
        return ((n, s) for n, succs in self.branches.items() for s in succs)

    # ---- helpers for aggregate accesses (scalar ones are inlined) -----------------------

    def use_wide(self, p: Any, off: int, n: int, node: Node, expr: str) -> DefRec | None:
        """A read of [off, off+n) through p that may span several cells."""
        if p.__class__ is not tuple or self.machine is None:
            return None
        obj, k = p
        k += off
        md = self.md
        for s in self.machine.mem.cells_in(obj, k, k + n):
            if self.du_on:
                self.site(self.du_cells, node).add((md.get((obj, s)), obj.ref.var))
            if self.acc_on:
                self.site(self.accesses, (node, expr)).add((obj, s))
        return md.get((obj, k))

    def def_wide(self, p: Any, off: int, n: int, node: Node, expr: str) -> None:
        """A write of [off, off+n) through p (aggregate copies)."""
        if p.__class__ is not tuple or self.machine is None:
            return
        obj, k = p
        k += off
        rec = (obj.ref.var, node)
        for s in self.machine.mem.cells_in(obj, k, k + n):
            if self.du_on:
                self.md[(obj, s)] = rec
            if self.acc_on:
                self.site(self.accesses, (node, expr)).add((obj, s))
            if self.pt_on:
                c = cell_at(obj, s)
                v = c[1] if c is not None else None
                if v.__class__ is tuple and v[0].__class__ is MemObj:
                    self.site(self.cell_pointers, node).add((obj.ref, s, v[0].ref))


def access_text(ptr: Var, path: tuple[str, ...]) -> str:
    """The source-like text of a memory access through a pointer: `*p` or `p->f.g`."""
    if not path:
        return f"*{var_name(ptr)}"
    return f"{var_name(ptr)}->{'.'.join(path)}"


def field_text(base: Var, path: tuple[str, ...]) -> str:
    return ".".join([var_name(base), *path])


def cell0(obj: MemObj) -> Any:
    """The value of a scalar variable's object without any check (None if unreadable)."""
    c = cell_at(obj, 0)
    return c[1] if c is not None else None


_HOOKED = "<ddpa-hooked>"  # the file name of instrumented closures (for profiles)
_IS_PTR = "if v.__class__ is tuple and v[0].__class__ is MemObj:"


class _Instrumenter:
    """Generates the instrumented closures of one compiled function (see the module doc)."""

    def __init__(self, tr: Tracer, comp: Compiled) -> None:
        self.tr = tr
        self.comp = comp
        self.fl: FrameLayout = comp.fl
        m = tr.machine
        assert m is not None
        self.m = m
        self.ns: dict[str, Any] = dict(comp.namespace)
        self.ns.update({
            "BAIL": _Bail, "TR": tr, "MD": tr.md, "UW": tr.use_wide, "DW": tr.def_wide,
            "GV": cell0, "ST": m, "MemObj": MemObj,
        })
        self._bound: dict[int, str] = {}
        self.node: Node = comp.fn.nodes[0]
        self.n = "N"
        # temporaries that can carry a def record (copied or loaded from a variable or cell);
        # the definitions of all other temporaries record nothing
        self.carriers = {n.instr.dst for n in comp.fn.nodes
                         if (isinstance(n.instr, Copy) and isinstance(n.instr.value, Var))
                         or isinstance(n.instr, Load | FieldRead)}

    def bind(self, value: Any, prefix: str = "K") -> str:
        name = self._bound.get(id(value))
        if name is None:
            name = f"H{prefix}{len(self._bound)}"
            self._bound[id(value)] = name
            self.ns[name] = value
        return name

    def adder(self, table: dict[Any, set[Any]], key: Any) -> str:
        """The bound `add` of the observation set of one site."""
        return self.bind(self.tr.site(table, key).add, "A")

    def run(self) -> None:
        from ddpa.interp.codegen import instantiate

        comp = self.comp
        plain = list(comp.code)
        step = comp.checked.step
        slow: list[Callable[[list[Any]], int] | None] = [None] * len(comp.fn.nodes)
        for node in comp.fn.nodes:
            body = self.node_body(node)
            if body is None:
                continue
            slow[node.id] = self.wrap(body, _checked_step(step, node.id))
            inline = self._fuse(node.id, body)
            comp.code[node.id] = self.wrap(body, plain[node.id]) if inline is None else \
                instantiate(["def _f(f):", *("    " + x for x in inline)], self.ns, _HOOKED)

        def hooked_slow(nid: int, f: list[Any]) -> int:
            h = slow[nid]
            return step(nid, f) if h is None else h(f)
        comp.slow = hooked_slow
        for nid, resume in list(comp.resume.items()):
            lines = self._resume_lines(nid, resume)
            if lines:
                comp.resume[nid] = instantiate(lines, self.ns, _HOOKED)
        assert comp.enter is not None
        lines = self._enter_lines(comp.enter)
        if lines:
            comp.enter = instantiate(lines, self.ns, _HOOKED)

    def wrap(self, body: list[str], callee: Callable[[list[Any]], int]) -> Any:
        """The node's hooks around `callee` (its compiled or its checked closure)."""
        from ddpa.interp.codegen import instantiate

        call = f"pc = {self.bind(callee, 'P')}(f)"
        lines = [call if x == "pc = P(f)" else x for x in body]
        return instantiate(["def _f(f):", *("    " + x for x in lines)], self.ns, _HOOKED)

    def _fuse(self, nid: int, wrapper: list[str]) -> list[str] | None:
        """The node's compiled source with its hooks inlined (no second call per step).

        The compiled body ends in its one `return next`; its early exits to the checked
        path become `raise BAIL()`, which the run loop answers with the hooked checked step
        (nothing has been recorded as defined yet, and uses are recorded idempotently).
        """
        body = self.comp.bodies.get(nid)
        if not body or not body[-1].startswith("return ") or "pc = P(f)" not in wrapper:
            return None
        bail = f"return SLOW({nid}, f)"
        core = [line.replace(bail, "raise BAIL()") for line in body[:-1]]
        if len(body) == 1 and body[0] == bail:
            core, last = [], f"pc = SLOW({nid}, f)"
        else:
            last = "pc = " + body[-1][len("return "):]
        i = wrapper.index("pc = P(f)")
        return [*wrapper[:i], *core, last, *wrapper[i + 1:]]

    # ---- operands -----------------------------------------------------------------------

    def in_memory(self, v: Var) -> bool:
        return v.is_global or v in self.fl.in_memory

    def obj_expr(self, v: Var) -> str:
        if v.is_global:
            return self.bind(self.m.global_obj(v.name), "G")
        return f"f[{self.fl.slot[v]}]"

    def value_expr(self, op: Operand) -> str:
        if not isinstance(op, Var):
            return "None"
        if self.in_memory(op):
            return f"GV({self.obj_expr(op)})"
        return f"f[{self.fl.slot[op]}]"

    def uses(self, ops: list[Operand]) -> list[str]:
        """Record the reads of variables (and of the cells of variables in memory)."""
        out: list[str] = []
        tr, n = self.tr, self.n
        for op in ops:
            if not isinstance(op, Var):
                continue
            if self.in_memory(op) and is_aggregate(op.type):
                size = self.m.layout.size(op.type)
                out.append(f"UW(({self.obj_expr(op)}, 0), 0, {size}, {n}, {var_name(op)!r})")
            elif self.in_memory(op):
                if tr.du_on or tr.acc_on:
                    out.append(f"o = {self.obj_expr(op)}")
                if tr.du_on:
                    out.append(f"{self.adder(tr.du, (var_name(op), self.node))}"
                               "(MD.get((o, 0)))")
                if tr.acc_on:
                    out.append(f"{self.adder(tr.accesses, (self.node, var_name(op)))}((o, 0))")
            elif tr.du_on and not op.is_temp:
                out.append(f"{self.adder(tr.du, (var_name(op), self.node))}"
                           f"(fd[{self.fl.slot[op]}])")
        return out

    def origin(self, op: Operand | None) -> str:
        """The def record a temporary receiving `op` inherits (None: none)."""
        if not isinstance(op, Var):
            return "None"
        if self.in_memory(op):
            return f"MD.get(({self.obj_expr(op)}, 0))"
        return f"fd[{self.fl.slot[op]}]"

    def pointer_fact(self, var: Var, value: str) -> list[str]:
        if not self.tr.pt_on:
            return []
        add = self.adder(self.tr.pointers, (self.node, var))
        return [f"v = {value}", f"{_IS_PTR} {add}(v[0].ref)"]

    def define(self, v: Var | None, origin: str = "None") -> list[str]:
        """Record the definition of variable v by the current node."""
        if v is None:
            return []
        tr, n = self.tr, self.n
        rec = self.bind((var_name(v), self.node), "R")
        pointer = isinstance(v.type, PointerType)
        if self.in_memory(v) and is_aggregate(v.type):
            size = self.m.layout.size(v.type)
            return [f"DW(({self.obj_expr(v)}, 0), 0, {size}, {n}, {var_name(v)!r})"]
        if self.in_memory(v):
            out = []
            if tr.du_on:
                out.append(f"MD[({self.obj_expr(v)}, 0)] = {rec}")
            if tr.acc_on:
                out.append(f"{self.adder(tr.accesses, (self.node, var_name(v)))}"
                           f"(({self.obj_expr(v)}, 0))")
            return out + (self.pointer_fact(v, f"GV({self.obj_expr(v)})") if pointer else [])
        s = self.fl.slot[v]
        recorded = tr.du_on and (not v.is_temp or v in self.carriers)
        out = [f"fd[{s}] = {origin if v.is_temp else rec}"] if recorded else []
        return out + (self.pointer_fact(v, f"f[{s}]") if pointer else [])

    def cell_use(self, p: str, off: int, size: int, scalar: bool, expr: str) -> list[str]:
        """Record a read through pointer expression p; leaves the def record in `r`."""
        tr, n = self.tr, self.n
        if not scalar:
            return [f"r = UW({p}, {off}, {size}, {n}, {expr!r})"]
        body = [f"o = q[0]; k = q[1] + {off}" if off else "o = q[0]; k = q[1]",
                "r = MD.get((o, k))"]
        if tr.du_on:
            body.append(f"{self.adder(tr.du_cells, self.node)}((r, o.ref.var))")
        if tr.acc_on:
            body.append(f"{self.adder(tr.accesses, (self.node, expr))}((o, k))")
        return [f"q = {p}", "if q.__class__ is tuple:", *["    " + b for b in body],
                "else:", "    r = None"]

    def cell_def(self, off: int, size: int, scalar: bool, expr: str, ptr_value: bool
                 ) -> list[str]:
        """Record a write through the pointer captured in `q` (the stored value in `sv`)."""
        tr, n = self.tr, self.n
        if not scalar:
            return [f"DW(q, {off}, {size}, {n}, {expr!r})"]
        body = [f"o = q[0]; k = q[1] + {off}" if off else "o = q[0]; k = q[1]"]
        if tr.du_on:
            body.append(f"MD[(o, k)] = (o.ref.var, {n})")
        if tr.acc_on:
            body.append(f"{self.adder(tr.accesses, (self.node, expr))}((o, k))")
        if tr.pt_on and ptr_value:
            body.append(f"if sv.__class__ is tuple and sv[0].__class__ is MemObj: "
                        f"{self.adder(tr.cell_pointers, self.node)}((o.ref, k, sv[0].ref))")
        return ["if q.__class__ is tuple:", *["    " + b for b in body]]

    # ---- nodes --------------------------------------------------------------------------

    def node_body(self, node: Node) -> list[str] | None:
        """The node's hooks around `pc = P(f)`, or None when it has nothing to record."""
        ins = node.instr
        if isinstance(ins, Entry | Exit | Nop):
            return None
        self.node = node
        self.n = self.bind(node, "N")
        if isinstance(ins, Call):
            return self._call(ins)
        pre = ["fd = f[3]"] if self.tr.du_on else []
        post: list[str] = []
        run = ["pc = P(f)"]
        if isinstance(ins, Load | FieldRead):
            pre += self._read(ins)
            post += self.define(ins.dst, "r" if self.tr.du_on or self.tr.acc_on else "None")
        elif isinstance(ins, Store | FieldWrite):
            pre_w, post_w = self._write(ins)
            pre += pre_w
            post += post_w
        elif isinstance(ins, Alloc):
            pre += self.uses(list(ins.args))
            run = [f"TR.node = {self.n}", "pc = P(f)", "TR.node = None"]
            post += self.define(ins.dst)
        elif isinstance(ins, Branch | Switch):
            pre += self.uses(list(ins.uses()))
            if self.tr.br_on:
                post.append(f"{self.adder(self.tr.branches, node)}(pc)")
        else:
            self._plain(ins, pre, post)
        if len(pre) + len(post) == (1 if self.tr.du_on else 0):
            return None  # nothing observed at this node
        return [*pre, *run, *post, "return pc"]

    def _plain(self, ins: Instr, pre: list[str], post: list[str]) -> None:
        """Copies, addresses, arithmetic, returns: operand uses, then the destination."""
        pre += self.uses(list(ins.uses()))
        origin = "None"
        if isinstance(ins, Copy) and ins.dst.is_temp and self.tr.du_on:
            pre.append(f"og = {self.origin(ins.value)}")
            origin = "og"
        for d in ins.defs():
            post += self.define(d, origin)

    def _read(self, ins: Load | FieldRead) -> list[str]:
        uses = self.uses([ins.ptr]) if isinstance(ins, Load) else []
        if not (self.tr.du_on or self.tr.acc_on):
            return uses
        size = self.m.layout.size(ins.dst.type)
        scalar = not is_aggregate(ins.dst.type)
        if isinstance(ins, Load):
            off, _ = self._path(pointee(ins.ptr.type), ins.path)
            return [*uses, *self.cell_use(self.value_expr(ins.ptr), off, size, scalar,
                                          access_text(ins.ptr, ins.path))]
        off, _ = self._path(ins.base.type, ins.path)
        return self.cell_use(f"({self.obj_expr(ins.base)}, 0)", off, size, scalar,
                             field_text(ins.base, ins.path))

    def _write(self, ins: Store | FieldWrite) -> tuple[list[str], list[str]]:
        if isinstance(ins, Store):
            off, t = self._path(pointee(ins.ptr.type), ins.path)
            t = t if ins.path else ins.value.type
            pre = [*self.uses([ins.ptr, ins.value]), f"q = {self.value_expr(ins.ptr)}"]
            expr = access_text(ins.ptr, ins.path)
        else:
            off, t = self._path(ins.base.type, ins.path)
            pre = [*self.uses([ins.value]), f"q = ({self.obj_expr(ins.base)}, 0)"]
            expr = field_text(ins.base, ins.path)
        pointer = isinstance(t, PointerType)
        if not (self.tr.du_on or self.tr.acc_on or (self.tr.pt_on and pointer)):
            return pre[:-1], []
        if pointer and self.tr.pt_on:
            pre.append(f"sv = {self.value_expr(ins.value)}")
        post = self.cell_def(off, self.m.layout.size(t), not is_aggregate(t), expr, pointer)
        return pre, post

    def _path(self, t: Any, path: tuple[str, ...]) -> tuple[int, Any]:
        if not path:
            return 0, t
        try:
            return self.m.layout.path(t, path)
        except Exception:
            return 0, t

    def _call(self, ins: Call) -> list[str]:
        tr, n = self.tr, self.n
        pre = ["fd = f[3]"] if tr.du_on else []
        if isinstance(ins.callee, Indirect):
            pre.append(f"cq = {self.value_expr(ins.callee.ptr)}")
        pre += self.uses(list(ins.uses()))
        if tr.du_on:
            # a virtual call's callee receives the receiver as `this` before the arguments
            actuals = [ins.callee.receiver, *ins.args] if isinstance(ins.callee, Virtual) \
                else list(ins.args)
            pre.append("og = [" + ", ".join(
                f"({self.origin(a)} or {n})" if isinstance(a, Var) else n
                for a in actuals) + "]")
        run = [f"TR.node = {n}", "pc = P(f)", "TR.node = None"]
        entered = ["TR.origins = og"] if tr.du_on else []
        done = self.define(ins.dst)
        if tr.calls_on:
            add = self.adder(tr.calls, self.node)
            entered.append(f"{add}(ST.pend[0])")
            if isinstance(ins.callee, Direct):
                done.append(f"{add}({ins.callee.name!r})")
            elif isinstance(ins.callee, Indirect):
                done.append(f"if cq.__class__ is tuple and cq[0].func is not None: "
                            f"{add}(cq[0].func)")
        post = ["if pc == -1:", *["    " + x for x in entered or ["pass"]],
                "else:", *["    " + x for x in done or ["pass"]]]
        return [*pre, *run, *post, "return pc"]

    def _resume_lines(self, nid: int, resume: Any) -> list[str]:
        """A resume point's wrapper when its destination is observed (else none)."""
        node = self.comp.fn.nodes[nid]
        ins = node.instr
        assert isinstance(ins, Call)
        self.node = node
        self.n = self.bind(node, "N")
        body = self.define(ins.dst)
        if not body:
            return []
        return ["def _f(f, rv):", f"    pc = {self.bind(resume, 'R')}(f, rv)",
                *("    " + x for x in ["fd = f[3]", *body]), "    return pc"]

    def _enter_lines(self, enter: Any) -> list[str]:
        """The frame builder's wrapper, when def records or pointer facts need one."""
        if not self.tr.du_on and not (self.tr.pt_on and any(
                isinstance(p.type, PointerType) for p in self.comp.fn.params)):
            return []
        fn = self.comp.fn
        self.node = fn.nodes[0]
        entry = self.n = self.bind(fn.nodes[0], "N")
        lines = [f"f = {self.bind(enter, 'E')}(a)", "fd = [None] * len(f)", f"f[{DEFS}] = fd",
                 "og = TR.origins", "TR.origins = None"]
        for i, p in enumerate(fn.params):
            r = f"(og[{i}] if og is not None and og[{i}].__class__ is tuple else " \
                f"({var_name(p)!r}, og[{i}] if og is not None else {entry}))"
            if self.tr.du_on:
                if self.in_memory(p):
                    lines.append(f"MD[({self.obj_expr(p)}, 0)] = {r}")
                else:
                    lines.append(f"fd[{self.fl.slot[p]}] = {r}")
            if isinstance(p.type, PointerType):
                lines += self.pointer_fact(p, self.value_expr(p))
        return ["def _f(a):", *("    " + x for x in [*lines, "return f"])]


class _Bail(Exception):
    """A hooked compiled closure leaves its node to the (hooked) checked path."""


def _checked_step(step: Callable[[int, list[Any]], int], nid: int
                  ) -> Callable[[list[Any]], int]:
    def run(f: list[Any]) -> int:
        return step(nid, f)
    return run


__all__ = ["DefRec", "Trace", "Tracer", "access_text", "field_text"]
