"""Demand-driven compositional search (Anand, Godefroid, Tillmann, TACAS 2008, section 4).

Runs are concolic with *local* shadows: inside a summarised function g the scalar
parameters are g's own symbols P_g, and the integer result of a call to g is the
uninterpreted application g(args) in the caller. Each function (with the concrete
pointers it was passed, see `Forest.key`) gets an execution tree of decisions; an untried
successor of a decision is a dangling node, with a Boolean G_d. The interprocedural path
constraint Ψ_n of a dangling node n (`Psi`) conjoins localpc(n) and the calling context
C_f(P_f); each localpc (of n, of a leaf, of a call site) carries the definition predicates
D_g(a) of the applications on its own path, and the axioms δ_g and γ_f are *instantiated*
at the applications and calling contexts that occur (existentials of γ skolemised by
fresh copies of the caller's parameters).
Algorithm 2 asks first with every other G false (lazy exploration: fully explored paths
only) and then with the G free (relevant exploration); Algorithm 1 repeats with a fair
choice of dangling node over three classes (branch statement, call stack, depth).

A function is summarised only where its summary is a function of its scalar arguments:
it returns an integer or nothing, neither it nor its callees store through pointers or to
globals, and the pointers it is passed designate objects not written in the run (inputs,
constants). Other calls are followed inline: their decisions belong to the caller's tree.
With `offsets`, a pointer into a symbolic input (or a cursor cell holding one) passes its
offset as a parameter instead, so one tree serves every offset (`Forest.offset_params`).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import z3

from ddpa.ir.instr import AddrOf, Call, Copy, Direct, FieldWrite, Store, Var
from ddpa.ir.program import Function, Node, Program
from ddpa.ir.types import IntType, PointerType, VoidType
from ddpa.symex.concolic import OUTPUT, Concolic, Obj, Outcome, Ptr, Step, bv
from ddpa.symex.dse import Progress, record
from ddpa.symex.inputs import Concrete, InputSpec
from ddpa.symex.search import SearchResult, Solver, Target, reachable_functions, statements

PURE_LIBRARY = OUTPUT | {"strlen", "strcmp", "strncmp", "memcmp"}


class TNode:
    """A node of an execution tree: the decisions of a local path so far."""

    __slots__ = ("alts", "calls", "children", "depth", "edge", "ids", "leaves", "others",
                 "parent", "stops", "values")
    counter = itertools.count()

    def __init__(self, parent: TNode | None, edge: Any) -> None:
        self.parent = parent
        self.edge = edge  # the condition on the edge from the parent (None at the root)
        self.children: dict[tuple[int, int], TNode] = {}
        # choice -> (condition, dangling-node info) for successors seen at this decision
        self.alts: dict[tuple[int, int], tuple[Any, Dangling]] = {}
        # paths that returned here: (return shadow or None, values of the memory outputs)
        self.leaves: list[tuple[Any, tuple[Any, ...]]] = []
        self.stops = False  # a path ended here in a failure (assert, crash)
        self.calls: list[tuple[str, list[Any]]] = []  # (callee key, argument shadows)
        self.depth: int = 0 if parent is None else parent.depth + 1
        # concretisations here: (node id, term id) -> values taken, and the dangling node
        # standing for every other value
        self.values: dict[tuple[int, int], list[Any]] = {}
        self.others: dict[tuple[int, int], Dangling] = {}
        self.ids = next(TNode.counter)

    def path(self) -> list[Any]:
        out: list[Any] = []
        n: TNode | None = self
        while n is not None and n.edge is not None:
            out.append(n.edge)
            n = n.parent
        return out[::-1]


@dataclass(eq=False)
class Dangling:
    """An untried successor of a decision: the paper's dangling node with its G_d."""

    tree: Tree
    at: TNode
    choice: tuple[int, int]
    cond: Any
    node: Node | None  # the branch (or call) node of the decision
    succ: Node | None  # the successor it would take (None for library decisions)
    stack: tuple[str, ...]
    g: Any = None
    attempts: int = 0
    removed: bool = False
    # no longer chosen as a target (its queries timed out, or its inputs took no new
    # path), but still dangling: not proved unreachable, so Ψ keeps its G_d (section 4.2)
    retired: bool = False

    def __post_init__(self) -> None:
        self.g = z3.Bool(f"G!{self.tree.key}!{self.at.ids}!{self.choice[0]}.{self.choice[1]}")

    @property
    def open(self) -> bool:
        return not self.removed and self.choice not in self.at.children

    def localpc(self) -> list[Any]:
        return [*self.at.path(), self.cond]


@dataclass(eq=False)
class Tree:
    """The execution tree of one function key, its parameter symbols and its function symbol."""

    key: str
    fn: Function
    params: list[Any]  # symbols of the scalar parameters
    uf: Any  # z3 function g(P_g) for the integer result, or None
    entry: bool = False
    # memory outputs: a pointer result ("ret") and cells written through pointer
    # parameters ("*i"), each an uninterpreted function of P_g like g itself
    outs: list[tuple[str, Any]] = field(default_factory=list)

    def functions(self) -> list[Any]:
        return ([self.uf] if self.uf is not None else []) + [f for _, f in self.outs]
    root: TNode = field(default_factory=lambda: TNode(None, None))
    dangling: list[Dangling] = field(default_factory=list)

    def nodes(self) -> Iterator[TNode]:
        work = [self.root]
        while work:
            n = work.pop()
            yield n
            work.extend(n.children.values())


class Forest:
    """The execution trees of all function keys met so far."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self.trees: dict[str, Tree] = {}
        self.by_uf: dict[str, Tree] = {}
        self._pure: dict[str, bool] = {}
        self._apps: dict[int, list[Any]] = {}
        self._keep: list[Any] = []
        self._calls: dict[tuple[str, str], bool] = {}
        self._outs: dict[str, set[int]] = {}
        self._objnums: dict[str, int] = {}
        self.offsets = False  # summaries over symbolic offsets into inputs (offset_params)

    def tree(self, key: str, fn: Function, params: list[Any] | None = None,
             entry: bool = False, offsets: dict[int, str] | None = None) -> Tree:
        t = self.trees.get(key)
        if t is None:
            syms = params if params is not None else [
                z3.BitVec(f"{key}.{p.src_name or p.name}", p.type.bits)
                if isinstance(p.type, IntType) else
                z3.BitVec(f"{key}.{p.src_name or p.name}@", 64)
                for i, p in enumerate(fn.params)
                if isinstance(p.type, IntType) or i in (offsets or {})]
            ret = fn.type.ret
            uf = None
            if isinstance(ret, IntType) and not entry:
                uf = z3.Function(key, *[s.sort() for s in syms], z3.BitVecSort(ret.bits))
            t = self.trees[key] = Tree(key, fn, syms, uf, entry)
            if not entry:
                sorts = [s.sort() for s in syms]
                if isinstance(ret, PointerType):
                    t.outs.append(("ret", z3.Function(f"{key}!ret", *sorts,
                                                      z3.BitVecSort(64))))
                for i in self.out_params(fn):
                    pt = fn.params[i].type
                    bits = pt.pointee.bits if isinstance(pt, PointerType) and \
                        isinstance(pt.pointee, IntType) else 64
                    t.outs.append((f"*{i}", z3.Function(f"{key}!out{i}", *sorts,
                                                        z3.BitVecSort(bits))))
            for f in t.functions():
                self.by_uf[f.name()] = t
        return t

    def summarisable(self, fn: Function) -> bool:
        """Integer, pointer or void result; stores only to its own locals or through its
        pointer parameters (never redefined), and no global writes (transitively)."""
        got = self._pure.get(fn.name)
        if got is not None:
            return got
        self._pure[fn.name] = True  # recursion: assume, then check
        self._outs[fn.name] = set()
        ok = isinstance(fn.type.ret, IntType | VoidType | PointerType)
        params = {p: i for i, p in enumerate(fn.params) if isinstance(p.type, PointerType)}
        redefined = {d for n in fn.nodes for d in n.instr.defs()}
        own: set[Any] = set()
        for n in fn.nodes:
            ins = n.instr
            if isinstance(ins, AddrOf) and isinstance(ins.target, Var) and \
                    not ins.target.is_global:
                own.add(ins.dst)
        own_defs = {d for n in fn.nodes for d in n.instr.defs()
                    if not isinstance(n.instr, AddrOf)}
        own -= own_defs  # only temporaries that hold nothing but a local's address
        outs: set[int] = set()

        def writable(v: Any) -> bool:
            if v in own:
                return True
            if v in params and v not in redefined:
                outs.add(params[v])
                return True
            return False

        for n in fn.nodes:
            ins = n.instr
            if any(d.is_global for d in ins.defs()) or (
                    isinstance(ins, FieldWrite) and ins.base.is_global):
                ok = False
            elif isinstance(ins, Store):
                ok = ok and writable(ins.ptr)
            elif isinstance(ins, Call):
                if not isinstance(ins.callee, Direct):
                    ok = False
                    continue
                callee = self.program.functions.get(ins.callee.name)
                if callee is None or not callee.has_body:
                    ok = ok and ins.callee.name in PURE_LIBRARY
                elif not self.summarisable(callee):
                    ok = False
                else:
                    for i in self._outs.get(callee.name, set()):
                        a = ins.args[i] if i < len(ins.args) else None
                        ok = ok and isinstance(a, Var) and writable(a)
            elif isinstance(ins, Copy) and ins.dst.is_global:
                ok = False
        self._pure[fn.name] = ok
        self._outs[fn.name] = outs
        return ok

    def offset_params(self, fn: Function, args: list[tuple[Any, Any]]) -> dict[int, str]:
        """Arguments whose offsets into a symbolic input become parameters of fn's tree, so
        that one summary holds at every offset (the callee reads the input as choices over
        its bytes): "in", a pointer into an unwritten input; "cursor", a pointer to a
        one-cell object holding such a pointer (a `const char **` cursor)."""
        out: dict[int, str] = {}
        if not self.offsets:
            return out
        for i, (c, _) in enumerate(args[:len(fn.params)]):
            if not isinstance(c, Ptr) or c.obj is None:
                continue
            if _into_input(c):
                out[i] = "in"
            elif c.obj.written and c.off == 0 and set(c.obj.cells) == {0} and \
                    _into_input(c.obj.cells[0][0]):
                out[i] = "cursor"
        return out

    def out_params(self, fn: Function) -> list[int]:
        """Indices of the pointer parameters a summarisable fn writes through."""
        return sorted(self._outs.get(fn.name, set()))

    def enc(self, c: Any) -> Any:
        """A pointer output as a 64-bit constant: its object's number and its offset."""
        if not isinstance(c, Ptr) or c.obj is None:
            return bv(0 if not isinstance(c, Ptr) else c.off, 64)
        return bv((self.objnum(c.obj) << 32) | (c.off & 0xFFFFFFFF), 64)

    def objnum(self, obj: Obj) -> int:
        """The number that stands for `obj` in pointer outputs."""
        return self._objnums.setdefault(obj.name, len(self._objnums) + 1)

    def may_call(self, caller: str, callee: str) -> bool:
        """Whether `caller` may call `callee` (directly or through other functions)."""
        got = self._calls.get((caller, callee))
        if got is None:
            got = self._calls[(caller, callee)] = self._may_call(caller, callee)
        return got

    def _may_call(self, caller: str, callee: str) -> bool:
        seen: set[str] = set()
        work = [caller]
        while work:
            name = work.pop()
            if name in seen:
                continue
            seen.add(name)
            fn = self.program.functions.get(name)
            if fn is None or not fn.has_body:
                continue
            for _, c in self.program.direct_callees(fn):
                if c == callee:
                    return True
                work.append(c)
        return False

    def applications(self, exprs: list[Any]) -> list[Any]:
        """Applications of summarised functions' symbols in `exprs` (memoised per term)."""
        out: list[Any] = []
        for e in exprs:
            out.extend(self._apps_of(e))
        return out

    def _apps_of(self, e: Any) -> list[Any]:
        memo = self._apps
        got = memo.get(e.get_id())
        if got is not None:
            return got
        stack: list[tuple[Any, bool]] = [(e, False)]
        while stack:
            t, done = stack.pop()
            tid = t.get_id()
            if tid in memo:
                continue
            kids = t.children() if z3.is_app(t) else []
            if not done:
                stack.append((t, True))
                stack.extend((c, False) for c in kids if c.get_id() not in memo)
                continue
            res: list[Any] = []
            ids: set[int] = set()
            for c in kids:
                for a in memo[c.get_id()]:
                    if a.get_id() not in ids:
                        ids.add(a.get_id())
                        res.append(a)
            if z3.is_app(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED and \
                    t.decl().name() in self.by_uf:
                res.append(t)
            memo[tid] = res
            self._keep.append(t)  # ids stay unique while the term is alive
        return memo[e.get_id()]

    def size(self) -> int:
        """How many tree nodes exist (a run that took a new path adds some)."""
        return sum(len(t.dangling) for t in self.trees.values()) + len(self.trees) + \
            sum(1 for t in self.trees.values() for d in t.dangling if not d.open)

    def all_dangling(self) -> list[Dangling]:
        return [d for t in self.trees.values() for d in t.dangling if d.open]

    def choosable(self) -> list[Dangling]:
        """The dangling nodes ChooseDanglingNode may take: open and not retired."""
        return [d for d in self.all_dangling() if not d.retired]


def _into_input(c: Any) -> bool:
    """Whether `c` points into the bytes of an unwritten symbolic input."""
    return isinstance(c, Ptr) and c.obj is not None and c.obj.input and not c.obj.written


def key_of(fn: Function, args: list[tuple[Any, Any]],
           offsets: dict[int, str] | None = None) -> str | None:
    """The function key: the name, with the objects of pointer arguments (None: inline).

    A pointer into a symbolic input whose index is in `offsets` is named by its object
    alone: its offset is a parameter of the tree (`offset_params`).

    A pointer to an object not written in the run is named by object and offset. A pointer
    to a written object holding one cell (a `char **` cursor: the caller's pointer
    variable) is named by that cell's concrete content, so the callee's local path
    constraints, which read memory through it, hold for every call with the same key.
    """
    ctx: list[str] = []
    for i, (c, _) in enumerate(args):
        if isinstance(c, Ptr):
            kind = (offsets or {}).get(i)
            if kind == "in" and c.obj is not None:
                ctx.append(f"{c.obj.name}+*")
                continue
            if kind == "cursor" and c.obj is not None:
                inner = c.obj.cells[0][0]
                ctx.append(f"&{c.obj.name}={inner.obj.name}+*")
                continue
            if c.obj is None or c.obj.func is not None or c.sym is not None:
                return None
            if not c.obj.written:
                ctx.append(f"{c.obj.name}+{c.off}")
                continue
            inner = _cell_key(c)
            if inner is None:
                return None
            ctx.append(f"&{c.obj.name}={inner}")
    return fn.name if not ctx else f"{fn.name}<{','.join(ctx)}>"


def _cell_key(p: Ptr) -> str | None:
    """The content of the one cell `p` designates, when concrete and keyable."""
    obj = p.obj
    assert obj is not None
    if p.off != 0 or set(obj.cells) != {0}:
        return None
    c, s, _ = obj.cells[0]
    if s is not None:
        return None
    if isinstance(c, Ptr):
        if c.obj is None:
            return f"null+{c.off}"
        if c.obj.written or c.obj.func is not None or c.sym is not None:
            return None
        return f"{c.obj.name}+{c.off}"
    if isinstance(c, int):
        return str(c)
    return None


@dataclass
class _Inv:
    tree: Tree
    pos: TNode


class LocalConcolic(Concolic):
    """Concolic runs with local shadows, filing each decision in its function's tree."""

    def __init__(self, program: Program, forest: Forest, max_steps: int = 20_000) -> None:
        super().__init__(program, max_steps)
        self.forest = forest
        self.invs: list[_Inv] = []
        self.entry_syms: list[Any] = []

    def run_local(self, spec: InputSpec, values: list[Concrete]) -> Any:
        self.invs = []
        self.entry_syms = [s for p in spec.params if p.kind == "int"
                           for s in spec.symbols[p.name]]
        trace = self.run(spec, values)
        if trace.outcome is not Outcome.RETURNED:
            for inv in self.invs:
                inv.pos.stops = True
        return trace

    def call(self, fn: Function, args: list[tuple[Any, Any]]) -> tuple[Any, Any] | None:
        if not fn.has_body:
            return super().call(fn, args)
        if not self.invs:
            tree = self.forest.tree(fn.name, fn, list(self.entry_syms), entry=True)
            return self._enter(tree, fn, args, None)
        pure = self.forest.summarisable(fn)
        offsets = self.forest.offset_params(fn, args) if pure else {}
        key = key_of(fn, args, offsets) if pure else None
        if key is None:
            return super().call(fn, args)  # inline: decisions stay in the caller's tree
        tree = self.forest.tree(key, fn, offsets=offsets)
        local: list[tuple[Any, Any]] = []
        actual: list[Any] = []
        restore: list[tuple[Obj, tuple[Any, Any, Any]]] = []
        it = iter(tree.params)
        for i, (c, s) in enumerate(args):
            if isinstance(c, int) and not isinstance(c, bool):
                p = next(it)
                actual.append(s if s is not None else bv(c, p.size()))
                local.append((c, p))
            elif offsets.get(i) == "in" and isinstance(c, Ptr):
                p = next(it)  # the offset into the input is the callee's parameter
                actual.append(c.sym if c.sym is not None else bv(c.off, 64))
                local.append((Ptr(c.obj, c.off, p), s))
            elif offsets.get(i) == "cursor" and isinstance(c, Ptr) and c.obj is not None:
                p = next(it)  # so is the offset the cursor cell holds, for the call
                cell = c.obj.cells[0]
                inner = cell[0]
                actual.append(inner.sym if inner.sym is not None else bv(inner.off, 64))
                restore.append((c.obj, cell))
                c.obj.cells[0] = (Ptr(inner.obj, inner.off, p), None, cell[2])
                local.append((c, s))
            else:
                local.append((c, s))
        caller = self.invs[-1]
        caller.pos.calls.append((key, actual))
        return self._enter(tree, fn, local, actual, restore)

    def _enter(self, tree: Tree, fn: Function, args: list[tuple[Any, Any]],
               actual: list[Any] | None,
               restore: list[tuple[Obj, tuple[Any, Any, Any]]] | None = None
               ) -> tuple[Any, Any] | None:
        inv = _Inv(tree, tree.root)
        site = self.node  # the caller's call node
        self.invs.append(inv)
        result = super().call(fn, args)
        rs = None
        if result is not None and isinstance(result[0], int) and isinstance(fn.type.ret,
                                                                           IntType):
            rs = result[1] if result[1] is not None else bv(result[0], fn.type.ret.bits)
        outs = tuple(self._output(label, result, args) for label, _ in tree.outs)
        self.invs.pop()
        self.node = site
        for obj, saved in restore or []:
            now = obj.cells.get(0)
            if now is not None and now[0] == saved[0]:  # not written by the callee
                obj.cells[0] = saved
        leaf = (rs, outs)
        if not any(_same_leaf(x, leaf) for x in inv.pos.leaves):
            inv.pos.leaves.append(leaf)
        if actual is not None:
            for (label, f), v in zip(tree.outs, outs, strict=True):
                app = f(*actual)
                cell = None
                if label != "ret":
                    p = args[int(label[1:])][0]
                    assert isinstance(p, Ptr) and p.obj is not None
                    cell = p.obj.cells.get(p.off)
                if cell is not None and isinstance(cell[0], int):
                    # an integer output: the caller reads the application, like g(a)
                    p.obj.cells[p.off] = (cell[0], app, cell[2])
                    continue
                conc = cell[0] if cell is not None else \
                    result[0] if result is not None else None
                ptr = self._pointer_output(app, v, conc)
                if cell is not None and isinstance(cell[0], Ptr):
                    p.obj.cells[p.off] = (ptr, None, cell[2])
                elif result is not None and isinstance(result[0], Ptr):
                    result = (ptr, None)
        if actual is not None and tree.uf is not None and result is not None:
            return (result[0], tree.uf(*actual))
        return result

    def _pointer_output(self, app: Any, v: Any, conc: Any) -> Any:
        """The caller's view of a pointer output `app` (the callee's value `v`, concretely
        `conc`). A pointer into an input at an offset that depends on the callee's
        parameters keeps its offset symbolic: the object is concretised (one successor per
        object), the offset is the output's low 32 bits. Any other pointer output is
        concretised whole: one successor per value met so far and one dangling node for
        every other value."""
        if isinstance(conc, Ptr) and conc.obj is not None and conc.obj.input and \
                not z3.is_bv_value(z3.simplify(v)):
            k = self.forest.objnum(conc.obj)
            self.fix_expr(z3.Extract(63, 32, app), bv(k, 32))
            return Ptr(conc.obj, conc.off, z3.SignExt(32, z3.Extract(31, 0, app)))
        self.fix_expr(app, v)
        return Ptr(conc.obj, conc.off) if isinstance(conc, Ptr) else conc

    def _output(self, label: str, result: tuple[Any, Any] | None,
                args: list[tuple[Any, Any]]) -> Any:
        """The value of one memory output at the callee's return (in its own terms)."""
        if label == "ret":
            c = result[0] if result is not None else 0
        else:
            p = args[int(label[1:])][0]
            cell = p.obj.cells.get(p.off) if isinstance(p, Ptr) and p.obj is not None \
                else None
            if cell is None:
                return bv(0, 64)
            c, s, t = cell
            if isinstance(c, int) and isinstance(t, IntType):
                return s if s is not None else bv(c, t.bits)
        if isinstance(c, Ptr) and c.sym is not None and c.obj is not None and c.obj.input:
            # an offset into an input: the object's number and the symbolic offset
            return bv(self.forest.objnum(c.obj) << 32, 64) + c.sym
        if isinstance(c, Ptr) and c.sym is not None:
            self.fix(c.off, c.sym)  # a symbolic offset leaves the callee concrete
        return self.forest.enc(c)

    def fix_expr(self, app: Any, value: Any) -> None:
        """Record `app == value` in the current tree as a concretisation decision: a
        decision with one successor per value taken so far and one dangling node for
        every other value (`app` differs from all of them)."""
        eq = app == value
        stack = tuple(self.stack)
        Concolic.add_step(self, Step(self.node, 0, [eq, z3.Not(eq)], stack, lib=True))
        if not self.invs:
            return
        inv = self.invs[-1]
        here = inv.pos
        nid = self.node.id if self.node is not None else -1
        choice = (nid, eq.get_id())
        child = here.children.get(choice)
        if child is None:
            child = here.children[choice] = TNode(here, eq)
            k = (nid, app.get_id())
            seen = here.values.setdefault(k, [])
            seen.append(value)
            old = here.others.get(k)
            if old is not None:
                old.removed = True
            other = z3.And([app != v for v in seen])
            d = Dangling(inv.tree, here, (nid, other.get_id()), other, self.node, None, stack)
            here.alts[d.choice] = (other, d)
            here.others[k] = d
            inv.tree.dangling.append(d)
            self.forest._keep.extend((app, other))
        inv.pos = child

    def fix(self, c: Any, s: Any) -> None:
        if s is not None:
            self.fix_expr(s, bv(int(c), s.size()))

    def add_step(self, step: Step) -> None:
        super().add_step(step)
        if not self.invs:
            return
        inv = self.invs[-1]
        here = inv.pos
        nid = step.node.id if step.node is not None else -1
        for k, cond in enumerate(step.conds):
            choice = (nid, cond.get_id())
            if choice not in here.alts:
                succ = None
                if step.node is not None and not step.lib and k < len(step.node.succs):
                    succ = step.node.succs[k]
                d = Dangling(inv.tree, here, choice, cond, step.node, succ, step.stack)
                here.alts[choice] = (cond, d)
                inv.tree.dangling.append(d)
        cond = step.conds[step.taken]
        choice = (nid, cond.get_id())
        child = here.children.get(choice)
        if child is None:
            child = here.children[choice] = TNode(here, cond)
        inv.pos = child


def _leaf_eqs(tree: Tree, params: list[Any], r: Any, outs: tuple[Any, ...]) -> list[Any]:
    """ret(l) of a fully explored leaf: g(P_g) = Ret_g(l) and each output's value."""
    eqs = [tree.uf(*params) == r] if r is not None and tree.uf is not None else []
    eqs += [f(*params) == v for (_, f), v in zip(tree.outs, outs, strict=True)]
    return eqs


def _same_leaf(a: tuple[Any, tuple[Any, ...]], b: tuple[Any, tuple[Any, ...]]) -> bool:
    if (a[0] is None) != (b[0] is None) or (a[0] is not None and not a[0].eq(b[0])):
        return False
    return all(x.eq(y) for x, y in zip(a[1], b[1], strict=True))


@dataclass(eq=False)
class _Case:
    """One disjunct of an instantiated δ_g or γ_f: a leaf, a known call site or a dangling
    node, with the D-atoms of the applications on its path (localpc's definition conjuncts)."""

    path: Any  # the local path condition alone (which case an input takes)
    cond: Any  # the whole disjunct: path, outputs or call arguments, D-atoms, G_d
    atoms: list[Any]
    dangling: Dangling | None = None
    caller: _Ctx | None = None  # γ: the calling context of the caller the case is in


@dataclass(eq=False)
class _Ctx:
    """C_f(args) instantiated: per caller, its known and dangling call sites."""

    formula: Any
    cases: list[_Case] = field(default_factory=list)


class Psi:
    """The interprocedural path constraint Ψ_n of one dangling node, instantiated.

    As in section 4.2, localpc(l) is the path's constraints and D_g(a) for each application
    g(a) on that path, so a definition predicate is required only on the disjuncts whose
    paths use it. Each D_g(a) is a Boolean atom, and δ_g instantiated at a is the axiom
    D_g(a) ⇒ (the disjunction of g's leaves and dangling nodes at a): D-atoms occur only
    positively, so the implication is equisatisfiable with the paper's equivalence."""

    def __init__(self, forest: Forest, target: Dangling, max_depth: int = 40) -> None:
        self.forest = forest
        self.parts: list[Any] = []
        self.gs: dict[int, Any] = {}
        self._fresh = itertools.count()
        self.max_depth = max_depth
        self.target = target
        # D-atom id -> (atom, cases of its δ instantiation); instantiation key -> atom
        self._insts: dict[int, tuple[Any, list[_Case]]] = {}
        self._atom_of: dict[tuple[Any, ...], Any] = {}
        self._pending: list[tuple[Any, Tree, list[Any], int]] = []
        lpc = target.localpc()
        self.parts.extend(lpc)
        self._top = self._atoms(lpc, None, 0)
        self.parts.extend(self._top)
        self._ctx = self.context(target.tree, list(target.tree.params), 0)
        self.parts.append(self._ctx.formula)
        while self._pending:
            atom, tree, args, depth = self._pending.pop()
            cases = self._cases(tree, args, depth)
            self._insts[atom.get_id()] = (atom, cases)
            self.parts.append(z3.Implies(atom, z3.Or([c.cond for c in cases])))

    def formula(self) -> Any:
        return z3.And(self.parts) if self.parts else z3.BoolVal(True)

    def lazy(self) -> Any:
        """Ψ_n with every G_d but the target's false: fully explored paths only."""
        others = [z3.Not(g) for k, g in self.gs.items() if k != id(self.target)]
        return z3.And(self.formula(), *others)

    def unfolded(self) -> Any:
        """Ψ_n with each D-atom replaced by its instantiated definition (small trees only:
        the formula's size grows with every level of calls)."""
        f = self.formula()
        subs = [(a, z3.Or([c.cond for c in cases])) for a, cases in self._insts.values()]
        for _ in range(self.max_depth):
            g = z3.simplify(z3.substitute(f, *subs)) if subs else f
            if g.eq(f):
                break
            f = g
        return f

    def _g(self, d: Dangling) -> Any:
        self.gs[id(d)] = d.g
        return d.g

    def _atoms(self, exprs: list[Any], sub: list[Any] | None, depth: int) -> list[Any]:
        """D_g(a) for every application g(a) in `exprs` (after the substitution `sub`)."""
        out: list[Any] = []
        for app in self.forest.applications(exprs):
            if sub:
                app = z3.substitute(app, *sub)
            tree = self.forest.by_uf[app.decl().name()]
            args = [app.arg(i) for i in range(app.num_args())]
            key = (tree.key, *[a.get_id() for a in args])
            atom = self._atom_of.get(key)
            if atom is None:
                atom = self._atom_of[key] = z3.Bool(f"D!{tree.key}!{len(self._atom_of)}")
                self.forest._keep.extend(args)
                if depth < self.max_depth:  # deeper: D_g(a) left free (g(a) unconstrained)
                    self._pending.append((atom, tree, args, depth + 1))
            if not any(atom.eq(x) for x in out):
                out.append(atom)
        return out

    def _case(self, raw: list[Any], extra: list[Any], sub: list[Any] | None, depth: int,
              d: Dangling | None = None, caller: _Ctx | None = None,
              values: list[Any] | None = None) -> _Case:
        """A disjunct whose local path is `raw` and whose other constraints are `extra`
        (outputs, call arguments), both over the tree's parameters, substituted by `sub`;
        the applications in `values` (default: in `extra`) get their D-atoms too."""
        atoms = self._atoms([*raw, *(extra if values is None else values)], sub, depth)
        path = z3.And(raw) if raw else z3.BoolVal(True)
        more = z3.And(extra) if extra else z3.BoolVal(True)
        if sub:
            path, more = z3.substitute(path, *sub), z3.substitute(more, *sub)
        parts = [path, more, *atoms]
        if d is not None:
            parts.append(self._g(d))
        if caller is not None:
            parts.append(caller.formula)
        return _Case(path, z3.And(parts), atoms, d, caller)

    def _cases(self, tree: Tree, args: list[Any], depth: int) -> list[_Case]:
        """δ_g at one argument tuple: its leaves (each fixing g(a) and the memory outputs)
        and its dangling nodes (each with its G_d)."""
        sub = list(zip(tree.params, args, strict=True))
        cases: list[_Case] = []
        for n in tree.nodes():
            path = n.path()
            for r, outs in n.leaves:
                vals = [v for v in (r, *outs) if v is not None]
                cases.append(self._case(path, _leaf_eqs(tree, tree.params, r, outs), sub,
                                        depth, values=vals))
        for d in tree.dangling:
            if d.open:
                cases.append(self._case(d.localpc(), [], sub, depth, d))
        return cases

    def context(self, tree: Tree, args: list[Any], depth: int) -> _Ctx:
        """C_f(args), γ_f instantiated: known call sites and dangling nodes of the callers
        (the existential over a caller's parameters skolemised by fresh constants)."""
        if tree.entry:
            return _Ctx(z3.And([a == p for a, p in zip(args, tree.params, strict=True)])
                        if args else z3.BoolVal(True))
        if depth > self.max_depth:
            return _Ctx(z3.BoolVal(True))
        cases: list[_Case] = []
        for g in list(self.forest.trees.values()):
            if g is tree or not self.forest.may_call(g.fn.name, tree.fn.name):
                continue
            known = [(n.path(), actual) for n in g.nodes() for callee, actual in n.calls
                     if callee == tree.key and len(actual) == len(args)]
            unknown = [d for d in g.dangling if d.open]
            if not known and not unknown:
                continue
            fresh = [z3.FreshConst(p.sort(), prefix=f"{g.key}.{next(self._fresh)}")
                     for p in g.params]
            sub = list(zip(g.params, fresh, strict=True))
            caller = self.context(g, fresh, depth + 1)
            for path, actual in known:
                eqs = [a == b for a, b in zip(args, actual, strict=True)]
                cases.append(self._case(path, eqs, sub, depth, caller=caller))
            for d in unknown:
                cases.append(self._case(d.localpc(), [], sub, depth, d, caller))
        return _Ctx(z3.Or([c.cond for c in cases]) if cases else z3.BoolVal(False), cases)

    def used(self, model: z3.ModelRef) -> list[Dangling]:
        """The dangling nodes the relevant path of `model` goes through: following the
        required D-atoms into the case each one's arguments take, and the calling context
        through a call site the model satisfies (known call sites first)."""
        out: dict[int, Dangling] = {}
        seen: set[int] = set()

        def holds(e: Any) -> bool:
            return bool(z3.is_true(model.eval(e, model_completion=True)))

        def visit(case: _Case) -> None:
            d = case.dangling
            if d is not None and holds(d.g):
                out[id(d)] = d
            for a in case.atoms:
                atom(a)
            if case.caller is not None:
                ctx(case.caller)

        def atom(a: Any) -> None:
            if a.get_id() in seen:
                return
            seen.add(a.get_id())
            got = self._insts.get(a.get_id())
            if got is None:
                return
            case = next((c for c in got[1] if holds(c.path)), None)
            if case is not None:
                visit(case)

        def ctx(c: _Ctx) -> None:
            ordered = sorted(c.cases, key=lambda x: x.dangling is not None)
            case = next((x for x in ordered if holds(x.cond)), None)
            if case is not None:
                visit(case)

        for a in self._top:
            atom(a)
        ctx(self._ctx)
        return list(out.values())


def relevant_nodes(program: Program, entry: str, target: Target) -> set[Node] | None:
    """Nodes from which the target can still be reached (None: every node is relevant)."""
    fns = reachable_functions(program, entry)
    if target.kind == "all":
        return None
    if target.kind in ("line", "defuse"):
        goal = set(target.nodes)
    else:
        goal = {n for fn in fns for n, c in fn.calls()
                if isinstance(c.callee, Direct) and c.callee.name in
                ("__assert_fail", "abort", "__assert_rtn", "__assert")}
    reaching_fns = {n.func.name for n in goal}
    changed = True
    while changed:
        changed = False
        for fn in fns:
            if fn.name in reaching_fns:
                continue
            if any(isinstance(c.callee, Direct) and c.callee.name in reaching_fns
                   for _, c in fn.calls()):
                reaching_fns.add(fn.name)
                changed = True
    seeds = set(goal)
    for fn in fns:
        for n, c in fn.calls():
            if isinstance(c.callee, Direct) and c.callee.name in reaching_fns:
                seeds.add(n)
    out: set[Node] = set()
    work = list(seeds)
    while work:
        n = work.pop()
        if n in out:
            continue
        out.add(n)
        work.extend(n.preds)
    return out


class FairChooser:
    """Pex's fair choice: per class (branch, stack, depth) the least often chosen, in turn."""

    def __init__(self) -> None:
        self.counts: list[dict[Any, int]] = [{}, {}, {}]
        self.turn = 0
        self.through: dict[Any, int] = {}  # branch statement -> relevant paths through it

    @staticmethod
    def classes(d: Dangling) -> tuple[Any, Any, Any]:
        site = (d.node.func.name, d.node.id) if d.node is not None else (d.tree.key, -1)
        return site, d.stack, d.at.depth

    def weight(self, d: Dangling) -> int:
        """The cost of going through d in a relevant path: grows with how often its
        branch statement was already used there (fairness inside relevant exploration)."""
        return 2 + 2 * self.through.get(self.classes(d)[0], 0)

    def used(self, ds: list[Dangling]) -> None:
        for d in ds:
            site = self.classes(d)[0]
            self.through[site] = self.through.get(site, 0) + 1

    def choose(self, candidates: list[Dangling]) -> Dangling | None:
        if not candidates:
            return None
        k = self.turn % 3
        self.turn += 1
        counts = self.counts[k]
        best = min(candidates, key=lambda d: (counts.get(self.classes(d)[k], 0), d.attempts))
        cls = self.classes(best)
        for i in range(3):
            self.counts[i][cls[i]] = self.counts[i].get(cls[i], 0) + 1
        return best


@dataclass
class Explored:
    """Algorithm 2's answer for one dangling node: inputs and which step found them."""

    inputs: list[Concrete] | None
    step: str  # "lazy", "relevant" or "unreachable"
    psi: Psi
    used: list[Dangling] = field(default_factory=list)  # relevant: the G_d set true


class QuantifiedPsi(Psi):
    """Ψ_n with the paper's quantified axioms: δ_g and γ_f as universally quantified
    definitions of the predicates D_g and C_f (the option `axioms="quantified"`)."""

    def __init__(self, forest: Forest, target: Dangling) -> None:
        self.forest = forest
        self.parts = []
        self.gs = {}
        self.target = target
        self._d: dict[str, Any] = {}
        self._c: dict[str, Any] = {}
        self._done: set[str] = set()
        self._work: list[tuple[str, Tree]] = []
        lpc = target.localpc()
        self.parts.extend(lpc)
        self.parts.extend(self._defs(lpc))
        self.parts.append(self._cpred(target.tree)(*target.tree.params))
        while self._work:
            kind, tree = self._work.pop()
            self.parts.append(self._delta(tree) if kind == "D" else self._gamma(tree))

    def used(self, model: z3.ModelRef) -> list[Dangling]:
        """The dangling nodes whose G_d the model sets (the quantified axioms are not
        unfolded, so the path itself is not followed)."""
        ds = {id(x): x for t in self.forest.trees.values() for x in t.dangling}
        return [ds[k] for k, g in self.gs.items() if z3.is_true(model.eval(g))]

    def _dpred(self, tree: Tree) -> Any:
        got = self._d.get(tree.key)
        if got is None:
            got = self._d[tree.key] = z3.Function(f"D!{tree.key}",
                                                 *[p.sort() for p in tree.params],
                                                 z3.BoolSort())
            self._work.append(("D", tree))
        return got

    def _cpred(self, tree: Tree) -> Any:
        got = self._c.get(tree.key)
        if got is None:
            got = self._c[tree.key] = z3.Function(f"C!{tree.key}",
                                                 *[p.sort() for p in tree.params],
                                                 z3.BoolSort())
            self._work.append(("C", tree))
        return got

    def _defs(self, exprs: list[Any]) -> list[Any]:
        """D_g(a) for each application g(a) in `exprs` (localpc's definition conjuncts)."""
        out = []
        for app in self.forest.applications(exprs):
            tree = self.forest.by_uf[app.decl().name()]
            out.append(self._dpred(tree)(*[app.arg(i) for i in range(app.num_args())]))
        return out

    def _lpc(self, path: list[Any]) -> list[Any]:
        return [*path, *self._defs(path)]

    @staticmethod
    def _forall(params: list[Any], body: Any) -> Any:
        return z3.ForAll(params, body) if params else body

    def _delta(self, tree: Tree) -> Any:
        cases: list[Any] = []
        for n in tree.nodes():
            path = n.path()
            for r, outs in n.leaves:
                eq = _leaf_eqs(tree, tree.params, r, outs)
                cases.append(z3.And(*self._lpc(path), *eq, *self._defs(eq)))
        for d in tree.dangling:
            if d.open:
                cases.append(z3.And(*self._lpc(d.localpc()), self._g(d)))
        return self._forall(tree.params, self._dpred(tree)(*tree.params) == z3.Or(cases))

    def _gamma(self, tree: Tree) -> Any:
        c = self._cpred(tree)(*tree.params)
        if tree.entry:
            return c  # the entry's parameters are the program inputs themselves
        args = [z3.FreshConst(p.sort(), prefix="a") for p in tree.params]
        ways: list[Any] = []
        for g in list(self.forest.trees.values()):
            if g is tree or not self.forest.may_call(g.fn.name, tree.fn.name):
                continue
            known = [z3.And(*self._lpc(n.path()), *[a == b for a, b in zip(args, actual,
                                                                            strict=True)])
                     for n in g.nodes() for callee, actual in n.calls
                     if callee == tree.key and len(actual) == len(args)]
            unknown = [z3.And(*self._lpc(d.localpc()), self._g(d)) for d in g.dangling
                       if d.open]
            if not known and not unknown:
                continue
            body = z3.And(self._cpred(g)(*g.params), z3.Or(known + unknown))
            ways.append(z3.Exists(g.params, body) if g.params else body)
        rhs = z3.Or(ways) if ways else z3.BoolVal(False)
        cf = self._cpred(tree)(*args)
        return self._forall(args, cf == rhs) if args else cf == rhs


Weight = Callable[[Dangling], int]


def find_test_input(forest: Forest, d: Dangling, solver: Solver, spec: InputSpec,
                    parent: list[Concrete], axioms: str = "instantiated",
                    weight: Weight | None = None) -> Explored:
    """Algorithm 2: lazy exploration, then relevant exploration.

    With `weight`, relevant exploration asks for a model of least cost (MaxSAT): each
    dangling node the path goes through costs its weight, each input byte changed from
    `parent` costs 1; without it, any model of Ψ_n (the paper's plain satisfiability)."""
    psi = QuantifiedPsi(forest, d) if axioms == "quantified" else Psi(forest, d)
    model = solver.check(psi.lazy())
    if model is not None:
        return Explored(spec.from_model(model, parent), "lazy", psi)
    timeouts = solver.stats.timeouts
    used: list[Dangling] = []
    if weight is not None:
        ds = {id(x): x for t in forest.trees.values() for x in t.dangling}
        flags = [(g, weight(ds[k])) for k, g in psi.gs.items()]
        model = solver.check_fewest(psi.formula(), flags, spec.near(parent))
    else:
        model = solver.check(psi.formula())
    if model is not None:
        used = psi.used(model)
    if model is not None:
        return Explored(spec.from_model(model, parent), "relevant", psi, used)
    if solver.stats.timeouts > timeouts:
        return Explored(None, "timeout", psi)  # not a proof: the node is dropped unproved
    return Explored(None, "unreachable", psi)


def compositional(program: Program, spec: InputSpec, target: Target, max_runs: int = 1000,
                  timeout_ms: int = 10_000, initial: list[Concrete] | None = None,
                  progress: Progress | None = None, max_attempts: int = 3,
                  axioms: str = "instantiated", relevant_model: str = "any",
                  follow: bool = True, offsets: bool = False
                  ) -> SearchResult:
    """Algorithm 1 with Algorithm 2 as FindTestInput, towards `target`.

    `relevant_model` is "fair" (relevant exploration picks the least costly model, dangling
    nodes of often used branch statements costing more, see `find_test_input`) or "any"
    (any model, as the paper states Algorithm 2). With `follow`, ChooseDanglingNode takes
    next the dangling nodes the last relevant model went through that the run did not
    reach (outer calls first, then shallower nodes), before choosing fairly again.

    `axioms` is "instantiated" (δ and γ unfolded at the applications and calling contexts
    that occur, the default) or "quantified" (the paper's universally quantified axioms).
    """
    start = time.perf_counter()
    forest = Forest(program)
    forest.offsets = offsets
    engine = LocalConcolic(program, forest)
    engine.byte_arrays = offsets  # nested symbolic offsets: compact array terms
    solver = Solver(timeout_ms)
    result = SearchResult("compositional", target)
    result.statements = [n for fn in reachable_functions(program, spec.function)
                         for n in statements(fn)]
    relevant = relevant_nodes(program, spec.function, target)
    chooser = FairChooser()
    first: list[Concrete] = initial or spec.default()
    inputs: list[Concrete] | None = first
    last = first
    pending: Dangling | None = None
    plan: list[Dangling] = []
    gave_up = 0
    step = ""
    while result.runs < max_runs:
        if inputs is not None:
            before = forest.size()
            trace = engine.run_local(spec, inputs)
            result.runs += 1
            last = inputs
            if record(result, trace, inputs, target, solver) and target.kind != "all":
                result.found = True
                break
            if pending is not None and pending.open and forest.size() == before:
                # imprecision: the input took no new path at all (the progress theorem
                # holds only for perfectly precise symbolic execution)
                pending.attempts += 1
                if pending.attempts >= max_attempts:
                    pending.retired = True
                    gave_up += 1
        elif pending is not None and step == "timeout":
            # no model and no proof: a failed attempt. Even when the node is given up it
            # stays in the trees: RemoveDanglingNode is for nodes whose Ψ_n is unsat, and
            # removing it would make Ψ of the nodes whose paths go through it (the target
            # among them) unsatisfiable, a false "unreachable"
            pending.attempts += 1
            if pending.attempts >= max_attempts:
                pending.retired = True
                gave_up += 1
        elif pending is not None:
            pending.removed = True  # RemoveDanglingNode: Ψ_n unsatisfiable
        open_nodes = forest.choosable()
        # dangling nodes whose successor leads to the target in its own function first;
        # the others (in callees, or whose effect returns to a caller) after them
        candidates = [d for d in open_nodes if _relevant(d, relevant)] or open_nodes
        if progress is not None:
            progress(result, len(open_nodes))
        # the other dangling nodes the last relevant path goes through come next (follow)
        plan = [d for d in plan if d.open and not d.retired] if follow else []
        pending = plan.pop(0) if plan else chooser.choose(candidates)
        if pending is None:
            result.proved_unreachable = target.kind != "all" and not result.found and \
                not result.unsupported and not gave_up
            break
        found = find_test_input(forest, pending, solver, spec, last, axioms,
                                chooser.weight if relevant_model == "fair" else None)
        inputs, step = found.inputs, found.step
        chooser.used(found.used)
        if step == "relevant":
            plan = sorted((d for d in found.used if d is not pending),
                          key=lambda d: (len(d.stack), d.at.depth))
    if target.kind == "all":
        result.found = bool(result.tests)
    result.solver = solver.stats
    result.seconds = time.perf_counter() - start
    return result


def _relevant(d: Dangling, relevant: set[Node] | None) -> bool:
    """Whether d's successor reaches the target without returning from its function."""
    if relevant is None:
        return True
    at = d.succ if d.succ is not None else d.node
    return at is None or at in relevant


__all__ = ["Dangling", "Forest", "LocalConcolic", "Psi", "Tree", "compositional",
           "find_test_input", "key_of"]
