"""The data-flow problem of Duesterwald, Gupta, Soffa (ICSE 1996): variables, nodes, calls.

`Model` is the *problem* half of the analyses (section 2, Figure 1): the program's source
variables, what every CFG node defines and uses (`effects`), the call sites with the
binding function `bind_s` (globals bind to themselves, a formal to the variable passed
directly), and the derived structure the solvers share: integer node ids (`gid`), basic
blocks (a derived, faster granularity for the walks; one call per block), strongly
connected components of the call graph, and the roots of the program.

A lazy model (`Model(..., lazy=True)`) computes the parts that ask the alias oracle one
function at a time, when a question first reaches the function (see `Model`): a demand
question then costs the procedures it reaches, not the program.

Variables in the problem are the source variables: temporaries of the front end
(`%$N`) and compiler-made objects such as string literals never appear. A variable is
*global-like* (`gl`) when its value can flow across procedure boundaries other than by
value-parameter binding: globals, and locals or formals that a pointer dereferenced in
another function may denote (or any address-taken local of a recursive function, since an
inner activation may reach the outer one's storage). Global-like locals of recursive
functions are never killed (each activation has its own copy: definitions are weak).

A temporary actual defined by a single conversion copy `t = v` just before the call in the
same block (the front end's implicit argument conversion) counts as passing `v` directly.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from collections.abc import Set as AbstractSet

from ddpa.analyses.alias_interface import AliasOracle
from ddpa.analyses.bitsets import bit_indices, bits_of
from ddpa.analyses.dataflow.address_taken_aliases import AddressTakenOracle
from ddpa.analyses.dataflow.codes import REAL, pack, unpack
from ddpa.analyses.dataflow.lazy_sets import Bits, LazyFlags, LazySet
from ddpa.analyses.dataflow.model_facts import CallPart, KeptParts, Part
from ddpa.analyses.dataflow.node_effects import (
    CallEffect,
    EffectBuilder,
    NodeEffect,
    resolve_targets,
    virtual_targets,
)
from ddpa.graphs.sccs import components
from ddpa.graphs.world import World, outside_writes, world_of
from ddpa.ir import libmodel
from ddpa.ir.immutable import immutable
from ddpa.ir.instr import (
    Call,
    Copy,
    Entry,
    Exit,
    FieldRead,
    Load,
    Return,
    Var,
    Virtual,
)
from ddpa.ir.program import Function, Node, Program

NORMAL, ENTRY, EXIT, CALL = 0, 1, 2, 3


class Codes:
    """The codes of one variable's definitions (or uses) by node, as a read-only mapping:
    `g in codes` when node g defines (uses) it, `codes[g]` that definition's code
    (`pack(REAL, g, v, vbits)`), worked out when read rather than stored per node (where
    an oracle's store may define hundreds of variables, storing them was a third of
    making a procedure)."""

    __slots__ = ("nodes", "v", "vbits")

    def __init__(self, nodes: AbstractSet[int], v: int, vbits: int) -> None:
        self.nodes = nodes  # (`Model.defs_of[v]` or `uses_of[v]`, which grow in place)
        self.v = v
        self.vbits = vbits

    def __contains__(self, g: object) -> bool:
        return g in self.nodes

    def __getitem__(self, g: int) -> int:
        if g not in self.nodes:
            raise KeyError(g)
        return pack(REAL, g, self.v, self.vbits)


@immutable
class Bind:
    """How one formal parameter receives its value at one call site (`bind_s`).

    `sources` are the (variable, node) pairs whose value the actual carries: the variable
    itself read at the call, or, through the front end's temporaries, a variable copied or
    a memory cell loaded at an earlier node of the same expression. `here` says the value
    may also have no source definition (a constant, an expression, a memory cell never
    written): the formal is then defined at the call site (a *binding* definition), as it
    is when a global source still holds its initial value.
    """

    formal: int
    sources: tuple[tuple[int, int], ...]
    here: bool


@immutable
class CallSite:
    """One call node: its callees with bodies and how actuals bind to their formals
    (`binds[k]` for `targets[k]`)."""

    gid: int
    bid: int
    caller: int
    targets: tuple[int, ...]
    binds: tuple[tuple[Bind, ...], ...]
    dst: int
    lib_defs: frozenset[int]
    lib: bool
    noreturn: bool


class FuncInfo:
    """A function with a body and its place in the model.

    In a lazy model the parts that depend on the function's statements (blocks, call sites)
    are made the first time they are read, and those that depend on the call graph around
    it (callers, recursion, being a root, the variables a call makes anew) when asked.
    """

    __slots__ = (
        "_bind_gids",
        "_blocks",
        "_calls",
        "_entry_bid",
        "_exit_bid",
        "_formals",
        "_rpo",
        "base",
        "fn",
        "index",
        "m",
    )

    def __init__(self, m: Model, index: int, fn: Function, base: int) -> None:
        self.m = m
        self.index = index
        self.fn = fn
        self.base = base
        self._formals: tuple[int, ...] = ()
        self._entry_bid = -1
        self._exit_bid = -1
        self._blocks: tuple[int, ...] = ()
        self._rpo: tuple[int, ...] = ()  # blocks reachable from entry, in reverse postorder
        self._calls: tuple[CallSite, ...] = ()
        self._bind_gids: tuple[int, ...] = ()  # nodes that read a value some call passes on

    @property
    def name(self) -> str:
        return self.fn.name

    @property
    def entry_gid(self) -> int:
        return self.base

    @property
    def exit_gid(self) -> int:
        return self.base + 1

    def _made(self) -> FuncInfo:
        self.m.ensure(self.index)
        return self

    @property
    def formals(self) -> tuple[int, ...]:
        """The variable of each formal (-1 for one without a name)."""
        self.m._b.index_variables(self.index)
        return self._formals

    @property
    def entry_bid(self) -> int:
        return self._made()._entry_bid

    @property
    def exit_bid(self) -> int:
        return self._made()._exit_bid

    @property
    def blocks(self) -> tuple[int, ...]:
        return self._made()._blocks

    @property
    def rpo(self) -> tuple[int, ...]:
        return self._made()._rpo

    @property
    def calls(self) -> tuple[CallSite, ...]:
        return self._made()._calls

    @property
    def bind_gids(self) -> tuple[int, ...]:
        return self._made()._bind_gids

    @property
    def callers(self) -> list[tuple[CallSite, int]]:
        """Every call site that may call this function, with its position in the targets."""
        return self.m.callers_of(self.index)

    @property
    def recursive(self) -> bool:
        return self.m.is_recursive(self.index)

    @property
    def is_root(self) -> bool:
        return self.m.is_root(self.index)

    @property
    def entry_kills(self) -> AbstractSet[int]:
        """Own global-like variables a call makes anew (none for a recursive function)."""
        return self.m.entry_kills_of(self.index)


class Model:
    """Variables, node effects, blocks and call sites of one program under one oracle.

    With `lazy=True` nothing that needs the alias oracle is computed up front: a function's
    node effects, blocks and call sites are made the first time a question reaches it
    (`ensure`), the call graph below a function when a side effect of it is asked, and its
    callers when a walk leaves its entry. Answers are those of the eager model; attributes
    that describe the whole program (`sccs`, `used_gl`, `mod_direct`, ...) make everything
    first (`force`). Block ids then run up to the number of nodes (`len(bnodes)`), and ids
    no block took stay empty.

    With `kept_parts` (the default) a program the IR cache holds (`Program.facts`) has the
    functions earlier models made read back instead of made (`model_facts`); `keep_parts`
    keeps those this model made. (Benchmarks that time making them turn it off.)
    """

    def __init__(self, program: Program, oracle: AliasOracle | None = None,
                 lazy: bool = False, world: World | None = None,
                 kept_parts: bool = True) -> None:
        self.program = program
        self.world = world_of(program, world)  # `ddpa.graphs.world`: who else may call
        self.oracle: AliasOracle = oracle or AddressTakenOracle(program)
        self.lazy = lazy
        self.funcs: list[FuncInfo] = []
        self.fidx: dict[str, int] = {}
        self.vars: list[Var] = []
        self.vid: dict[Var, int] = {}
        self.owner: list[int] = []
        self.formal_pos: list[int] = []
        self.taken: set[int] = set()  # formals and locals whose address is taken
        self.gl: bytearray | LazyFlags = bytearray()
        # per node (gid)
        self.node_func: list[int] = []
        self.node_kill: list[tuple[int, ...]] = []
        self.node_gen: list[tuple[int, ...]] = []
        self.node_use: list[tuple[int, ...]] = []
        self.node_block: list[int] = []
        self.node_pos: list[int] = []
        self.call_at: dict[int, CallSite] = {}
        # node reading a variable whose value a call passes on: (site, target, formal, var)
        self.bind_points: dict[int, list[tuple[CallSite, int, int, int]]] = {}
        # node -> successors the CFG does not give it (`_Builder._again`: a call that may
        # run a callback again, a setjmp returning again, main's returns going on to the
        # registration of exit handlers)
        self.again: dict[int, tuple[int, ...]] = {}
        # per block (bid)
        self.bnodes: list[tuple[int, ...]] = []
        self.bpreds: list[tuple[int, ...]] = []
        self.bsuccs: list[tuple[int, ...]] = []
        self.bfunc: list[int] = []
        self.bkind = bytearray()
        self.bcall: dict[int, CallSite] = {}
        self.breach = bytearray()
        self.bexit = bytearray()  # the block can reach its function's exit
        # per variable (vid): nodes defining, killing, using it; code of each definition
        # and use; the blocks with a node that defines or kills it (what a backward scan
        # must inspect), and those with a node that uses or kills it (forward). Filled one
        # function at a time (sets grow in place; an eager model freezes them).
        # The use side (`uses_of`, `use_codes`, `usekill_blocks`) is filled for the functions
        # made so far when a forward question first reads it: a backward one never does,
        # and where a load through a pointer may read hundreds of variables it is most of
        # the indexes' cost.
        self.defs_of: list[AbstractSet[int]] = []
        self.kills_of: list[AbstractSet[int]] = []
        self._uses_of: list[AbstractSet[int]] = []
        self.def_codes: list[Codes] = []
        self._use_codes: list[Codes] = []
        self.defkill_blocks: list[AbstractSet[int]] = []
        self._usekill_blocks: list[AbstractSet[int]] = []
        # functions made whose uses are not in the use side yet (None: it is filled as
        # functions are made)
        self._uses_pending: list[int] | None = [] if lazy else None
        self.derived: dict[str, object] = {}  # whole-program facts analyzers share
        # per function
        self.gens_direct: list[frozenset[int]] = []  # variables some node of fi defines
        self.kill_direct: list[frozenset[int]] = []  # variables some node of fi kills
        self.ref_direct: list[frozenset[int]] = []
        self.made: list[bool] = []  # the function's effects, blocks and sites exist
        # whether a function can return with every call integrated (P of nothing at its
        # entry), as the side-effect summaries found it or an earlier process kept it
        self.returns: dict[int, bool] = {}
        self._whole: _Whole | None = None
        self._entry_kills: dict[int, LazySet] = {}  # (`entry_kills_of` of a lazy model)
        self.vbits = 1
        self._b = _Builder(self)
        self._b.start()
        if kept_parts:  # the parts earlier processes made, kept beside the IR
            self._b.kept = KeptParts.open(self)
        self._lazy_star = _LazyStar(self)
        if not lazy:
            self.force()

    # --- making parts -----------------------------------------------------------------------

    def ensure(self, fi: int) -> None:
        """Make fi's node effects, blocks and call sites if they are not made yet."""
        if not self.made[fi]:
            self._b.make(fi)

    def has_kept_part(self, fi: int) -> bool:
        """Whether an earlier process kept fi's part for this model (`make` reads it back)."""
        kept = self._b.kept
        return kept is not None and fi not in self._b.done and kept.has(fi)

    @property
    def uses_of(self) -> list[AbstractSet[int]]:
        """Per variable, the nodes using it."""
        if self._uses_pending is not None:
            self._b.index_uses()
        return self._uses_of

    @property
    def use_codes(self) -> list[Codes]:
        """Per variable, the code of each use."""
        if self._uses_pending is not None:
            self._b.index_uses()
        return self._use_codes

    @property
    def usekill_blocks(self) -> list[AbstractSet[int]]:
        """Per variable, the blocks with a node that uses or kills it (what a forward
        scan must inspect)."""
        if self._uses_pending is not None:
            self._b.index_uses()
        return self._usekill_blocks

    @property
    def uses_indexed(self) -> bool:
        """Whether the use side of the indexes is filled (a forward question read it)."""
        return self._uses_pending is None

    def force(self) -> None:
        """Make every part of the model (what whole-program analyzers and clients read)."""
        if self._whole is None:
            self._b.make_all()
            self._whole = _Whole(self)

    @property
    def made_count(self) -> int:
        """How many functions have their blocks and call sites made."""
        return sum(self.made)

    @property
    def effects_count(self) -> int:
        """How many functions have their node effects computed (what asks the oracle) or
        read back (`read_back_count`)."""
        return len(self._b.done)

    @property
    def read_back_count(self) -> int:
        """How many functions were read back from the parts earlier processes kept
        (`ddpa.analyses.dataflow.model_facts`) instead of being made."""
        kept = self._b.kept
        return len(kept.read) if kept is not None else 0

    def direct_sets(self, fi: int) -> tuple[AbstractSet[int], AbstractSet[int]]:
        """What fi's nodes define and use (`gens_direct`, `ref_direct`): read from what an
        earlier process kept with fi's part while fi is not made here (the closures over
        the call graph below a function read no more of the functions below), else made."""
        if not self.made[fi]:
            kept = self._b.kept
            got = kept.direct_sets(fi) if kept is not None else None
            if got is not None:
                return got
            self.ensure(fi)
        return self.gens_direct[fi], self.ref_direct[fi]

    def can_return(self, fi: int) -> bool | None:
        """Whether fi can return with every call integrated, if this model or an earlier
        process on the same IR found it (`returns`); None if not known yet."""
        hit = self.returns.get(fi)
        if hit is None and self._b.kept is not None:
            hit = self._b.kept.returns(fi)
            if hit is not None:
                self.returns[fi] = hit
        return hit

    def keep_parts(self) -> int:
        """Keep the functions this lazy model made for later processes on the same IR
        (`ddpa.analyses.dataflow.model_facts`); how many were new."""
        kept = self._b.kept
        return kept.keep() if kept is not None else 0

    def whole(self) -> _Whole:
        self.force()
        assert self._whole is not None
        return self._whole

    # --- whole-program facts (made on first read) -------------------------------------------

    @property
    def sccs(self) -> list[list[int]]:
        """Strongly connected components of the call graph, callees first."""
        return self.whole().sccs

    @property
    def scc_of(self) -> list[int]:
        return self.whole().scc_of

    @property
    def used_gl(self) -> list[int]:
        """Global-like variables with at least one use."""
        return self.whole().used_gl

    @property
    def used_gl_set(self) -> frozenset[int]:
        return self.whole().used_gl_set

    @property
    def gl_index(self) -> dict[int, int]:
        """The position of each `used_gl` variable (its bit in the masks below)."""
        return self.whole().gl_index

    @property
    def gl_formals(self) -> frozenset[int]:
        """Formals other procedures reach."""
        return self.whole().gl_formals

    @property
    def bdefkill_gl(self) -> list[int]:
        """Per block, bit i for used_gl[i]: the variables it defines or kills."""
        return self.whole().bdefkill_gl

    @property
    def busekill_gl(self) -> list[int]:
        """Per block: the used global-like variables it uses or kills."""
        return self.whole().busekill_gl

    @property
    def mod_direct(self) -> list[frozenset[int]]:
        """Per function: what its nodes define, and its own global-like variables."""
        return self.whole().mod_direct

    # --- codes of definitions and uses ------------------------------------------------------

    def code(self, kind: int, gid: int, vid: int) -> int:
        """The integer naming a definition or use: node, variable and kind (see facts)."""
        return pack(kind, gid, vid, self.vbits)

    def decode(self, code: int) -> tuple[int, int, int]:
        """(kind, gid, vid) of a code."""
        return unpack(code, self.vbits)

    # --- small queries ----------------------------------------------------------------------

    @property
    def node_count(self) -> int:
        return len(self.node_func)

    def func_of_var(self, vid: int) -> FuncInfo | None:
        o = self.owner[vid]
        return None if o < 0 else self.funcs[o]

    def is_global(self, vid: int) -> bool:
        return self.owner[vid] < 0

    def node(self, gid: int) -> tuple[FuncInfo, int]:
        """The function of a global node id and the node's id in it."""
        f = self.funcs[self.node_func[gid]]
        return f, gid - f.base

    def node_place(self, gid: int) -> tuple[str, int]:
        """The file and line of a node (from the part kept for its function when the
        function was read back, so an answer names it without reading the body)."""
        f, nid = self.node(gid)
        kept = self._b.kept_places.get(f.index)
        if kept is not None:
            return kept[nid]
        loc = f.fn.nodes[nid].instr.loc
        return loc.file, loc.line

    def node_places(self, fi: int) -> Sequence[tuple[str, int]]:
        """`node_place` of each of fi's nodes, in node order."""
        kept = self._b.kept_places.get(fi)
        if kept is not None:
            return kept
        return [(node.instr.loc.file, node.instr.loc.line) for node in self.funcs[fi].fn.nodes]

    def gid_of(self, fn_name: str, node_id: int) -> int:
        return self.funcs[self.fidx[fn_name]].base + node_id

    def var_id(self, v: Var) -> int:
        """v's index (KeyError if v is not a variable of the problem)."""
        i = self._b.var_index(v)
        if i < 0:
            raise KeyError(v)
        return i

    def gl_vars(self) -> list[int]:
        return [v for v in range(len(self.vars)) if self.gl[v]]

    def defs_in(self, v: int, fi: int) -> list[int]:
        """The nodes of fi that define v."""
        self.ensure(fi)
        return self._b.in_func(self._b.defs_in, self.defs_of, v, fi)

    def uses_in(self, v: int, fi: int) -> list[int]:
        """The nodes of fi that use v."""
        self.ensure(fi)
        return self._b.in_func(self._b.uses_in, self.uses_of, v, fi)

    # --- the call graph ---------------------------------------------------------------------

    def callees(self, fi: int) -> tuple[int, ...]:
        """Functions with bodies fi may call (direct calls, indirect ones via the oracle)."""
        return self._b.callees(fi)

    def callers_of(self, fi: int) -> list[tuple[CallSite, int]]:
        """Every call site that may call fi, in node order, with fi's position in it."""
        return self._b.callers_of(fi)

    def is_recursive(self, fi: int) -> bool:
        if self._whole is not None:
            return self._whole.recursive[fi]
        if not self._b.maybe_recursive(fi):
            return False
        return self._lazy_star.recursive(fi)

    def may_recurse(self, fi: int) -> bool:
        """Whether fi may be recursive in some call graph the oracle could give (an indirect
        call taken to reach every function whose address the program takes): False needs
        no alias fact."""
        return self._b.maybe_recursive(fi)

    def temp_definitions(self, fi: int) -> dict[Var, list[Node]]:
        """The nodes of fi defining each of its temporaries (indexed once)."""
        return self._b.temp_defs(self.funcs[fi])

    def is_root(self, fi: int) -> bool:
        """main, or a function no function outside its own component calls."""
        if self._whole is not None:
            return self._whole.is_root[fi]
        if self.funcs[fi].name == "main" or self._b.called_back(fi):
            return True
        if not self._b.maybe_recursive(fi):  # its component is itself
            return all(site.caller == fi for site, _ in self.callers_of(fi))
        below = self._lazy_star.reach(fi)
        return all(site.caller in below for site, _ in self.callers_of(fi))

    def entry_kills_of(self, fi: int) -> AbstractSet[int]:
        if self._whole is not None:
            return self._whole.entry_kills[fi]
        got = self._entry_kills.get(fi)  # (walks ask it of every callee they cross)
        if got is None:
            got = self._entry_kills[fi] = LazySet(
                lambda v: self.owner[v] == fi and not self.is_recursive(fi)
                and bool(self.gl[v]), lambda: self.whole().entry_kills[fi])
        return got

    def forget_derived(self) -> None:
        """Drop the whole-program facts computed on first use (mod/ref closures, `derived`,
        `returns`), so that a benchmark charges them to the analyzer that computes them again."""
        self.derived.clear()
        self.returns.clear()
        self._entry_kills.clear()
        if self._whole is not None:
            self._whole.forget()
        self._lazy_star = _LazyStar(self)

    def mod_star(self, fi: int) -> AbstractSet[int]:
        """Variables fi or anything it may call (complete call graph) may define."""
        if self._whole is not None:
            return self._whole.mod_star(fi)
        return self._lazy_star.mod(fi)

    def ref_star(self, fi: int) -> AbstractSet[int]:
        """Variables fi or anything it may call may use."""
        if self._whole is not None:
            return self._whole.ref_star(fi)
        return self._lazy_star.ref(fi)


class _Whole:
    """What only the whole program decides: the call graph's components, the global-like
    locals, and the indexes over used global-like variables."""

    def __init__(self, m: Model) -> None:
        self.m = m
        n = len(m.funcs)
        comps = components(range(n), m.callees)
        self.sccs = [sorted(c) for c in comps]
        self.scc_of = [0] * n
        for ci, comp in enumerate(self.sccs):
            for i in comp:
                self.scc_of[i] = ci
        called: set[int] = set()  # called from outside their own component
        for fi in range(n):
            called.update(t for t in m.callees(fi) if self.scc_of[t] != self.scc_of[fi])
        self.recursive = [len(self.sccs[self.scc_of[fi]]) > 1 or fi in m.callees(fi)
                          for fi in range(n)]
        # library code calls callbacks with values of its own: their formals start anew
        outside = {t for ce in m._b.call_effects.values() for t in ce.called_back}
        self.is_root = [m.funcs[fi].name == "main" or fi not in called
                        or m.funcs[fi].name in outside for fi in range(n)]
        gl = bytearray(len(m.vars))
        for v in range(len(m.vars)):
            gl[v] = m._b.exact_gl(v, self.recursive)
        m.gl = gl
        owned: list[list[int]] = [[] for _ in m.funcs]
        for v, o in enumerate(m.owner):
            if o >= 0 and gl[v]:
                owned[o].append(v)
        self.entry_kills = [frozenset() if self.recursive[fi] else frozenset(owned[fi])
                            for fi in range(n)]
        # a call makes the callee's own global-like variables anew: count it a definition
        self.mod_direct = [m.gens_direct[fi] | frozenset(owned[fi]) for fi in range(n)]
        self._indexes()
        self.forget()

    def _indexes(self) -> None:
        m = self.m
        nv = len(m.vars)
        self.used_gl = [v for v in range(nv) if m.gl[v] and m.uses_of[v]]
        self.used_gl_set = frozenset(self.used_gl)
        self.gl_index = {v: i for i, v in enumerate(self.used_gl)}
        dk = [0] * len(m.bnodes)
        uk = [0] * len(m.bnodes)
        block = m.node_block
        for i, v in enumerate(self.used_gl):
            bit = 1 << i
            for g in m.defs_of[v]:
                dk[block[g]] |= bit
            for g in m.kills_of[v]:
                dk[block[g]] |= bit
                uk[block[g]] |= bit
            for g in m.uses_of[v]:
                uk[block[g]] |= bit
        self.bdefkill_gl, self.busekill_gl = dk, uk
        self.gl_formals = frozenset(v for v in range(nv) if m.gl[v] and m.formal_pos[v] >= 0)

    def forget(self) -> None:
        self._mod_star: list[frozenset[int] | None] = [None] * len(self.m.funcs)
        self._ref_star: list[frozenset[int] | None] = [None] * len(self.m.funcs)

    def mod_star(self, fi: int) -> frozenset[int]:
        hit = self._mod_star[fi]
        return hit if hit is not None else self._star(fi, self._mod_star, self.mod_direct)

    def ref_star(self, fi: int) -> frozenset[int]:
        hit = self._ref_star[fi]
        return hit if hit is not None else self._star(fi, self._ref_star, self.m.ref_direct)

    def _star(self, fi: int, memo: list[frozenset[int] | None],
              direct: list[frozenset[int]]) -> frozenset[int]:
        """A flow-insensitive closure over the call graph, one component at a time."""
        for c in _sccs_below(self, self.scc_of[fi], lambda c: memo[self.sccs[c][0]] is None):
            acc: set[int] = set()
            for g in self.sccs[c]:
                acc.update(direct[g])
                for t in self.m.callees(g):
                    below = memo[t]
                    if below is not None:
                        acc.update(below)
            val = frozenset(acc)
            for g in self.sccs[c]:
                memo[g] = val
        out = memo[fi]
        assert out is not None
        return out


class _LazyStar:
    """Closures over the call graph below one function, made when first asked: the
    components reachable from it (Tarjan, continued from those already known; a later
    component never lies below an earlier one), the functions below each, and what they
    define and use. Each closure is a bit vector (functions by index, variables by id):
    above a long call chain every component's closure holds most of the program, so sets
    would take memory quadratic in the chain (2 GB at 100K generated lines)."""

    def __init__(self, m: Model) -> None:
        self.m = m
        self.comp_of: dict[int, int] = {}
        self.comps: list[list[int]] = []
        self.below: list[int] = []  # functions reachable from the component (bits)
        self.gens: list[int | None] = []  # variables they define (bits)
        self.refs: list[int | None] = []  # and use
        self._mod: dict[int, AbstractSet[int]] = {}

    def _comp(self, fi: int) -> int:
        hit = self.comp_of.get(fi)
        if hit is not None:
            return hit
        m, known = self.m, self.comp_of
        for comp in components([fi], lambda g: [t for t in m.callees(g) if t not in known]):
            c = len(self.comps)
            self.comps.append(comp)
            for g in comp:
                known[g] = c
            below = bits_of(comp)
            for g in comp:
                for t in m.callees(g):
                    if known[t] != c:
                        below |= self.below[known[t]]
            self.below.append(below)
            self.gens.append(None)
            self.refs.append(None)
        return known[fi]

    def _closures(self, c: int) -> None:
        """What the functions below component c define and use (`Model.direct_sets`: read
        from what was kept with their parts, else made)."""
        if self.gens[c] is not None:
            return
        m = self.m
        todo = sorted({self.comp_of[g] for g in bit_indices(self.below[c])})
        for d in todo:  # callees' components first
            if self.gens[d] is not None:
                continue
            gens = refs = 0
            for g in self.comps[d]:
                made, used = m.direct_sets(g)
                gens |= bits_of(made)
                refs |= bits_of(used)
                for t in m.callees(g):
                    e = self.comp_of[t]
                    if e != d:
                        gens |= self.gens[e] or 0
                        refs |= self.refs[e] or 0
            self.gens[d] = gens
            self.refs[d] = refs

    def reach(self, fi: int) -> AbstractSet[int]:
        return Bits(self.below[self._comp(fi)])

    def recursive(self, fi: int) -> bool:
        return len(self.comps[self._comp(fi)]) > 1 or fi in self.m.callees(fi)

    def ref(self, fi: int) -> AbstractSet[int]:
        c = self._comp(fi)
        self._closures(c)
        out = self.refs[c]
        assert out is not None
        return Bits(out)

    def mod(self, fi: int) -> AbstractSet[int]:
        """What the nodes below define, and the global-like locals of the functions below
        (a call makes them anew): decided without the whole program unless v is such a
        local whose being global-like needs every dereference."""
        hit = self._mod.get(fi)
        if hit is None:
            c = self._comp(fi)
            self._closures(c)
            gens, below, m = self.gens[c], self.below[c], self.m
            assert gens is not None
            hit = self._mod[fi] = LazySet(
                lambda v: (gens >> v) & 1 == 1 or (
                    m.owner[v] >= 0 and (below >> m.owner[v]) & 1 == 1 and bool(m.gl[v])),
                lambda: m.whole().mod_star(fi))
        return hit


class _Builder:
    """Fills a Model: what the program's text gives at once (`start`), then one function
    at a time (`make`), in the order its parts depend on each other."""

    def __init__(self, m: Model) -> None:
        self.m = m
        self.effects: dict[int, NodeEffect] = {}
        self.call_effects: dict[int, CallEffect] = {}
        self._eb: EffectBuilder | None = None
        self._tdefs: dict[int, dict[Var, list[Node]]] = {}
        self._shared: dict[int, tuple[tuple[Var, ...], tuple[int, ...]]] = {}
        self._lib_ids: dict[frozenset[Var], tuple[int, ...]] = {}  # (`_set_ids`)
        self._callees: dict[int, tuple[int, ...]] = {}
        self._callers: dict[int, list[tuple[CallSite, int]]] = {}
        self._direct_callers: dict[str, set[int]] | None = None
        self._maybe_recursive: list[bool] = []
        self._indirect: list[int] = []  # functions with an indirect or virtual call
        self._taken_funcs: set[str] = set()  # (found with the calls: `_scan_calls`)
        self.vars_indexed = bytearray()  # per function: its formals and locals are numbered
        self.next_bid = 0
        self.defs_in: dict[tuple[int, int], list[int]] = {}
        self.uses_in: dict[tuple[int, int], list[int]] = {}
        self.all_effects = False  # every function's effects (and `accessed_in`) are known
        self.done: set[int] = set()  # functions whose node effects are computed
        self.kept: KeptParts | None = None  # parts earlier processes kept (a lazy model's)
        self._kept_calls: set[int] = set()  # functions whose call effects came from them
        self.kept_places: dict[int, list[tuple[str, int]]] = {}  # read back: node places

    @property
    def eb(self) -> EffectBuilder:
        """The effect builder (which asks the oracle for its universe when a node first
        needs it)."""
        if self._eb is None:
            m = self.m
            memory = getattr(m.oracle, "universe", None)
            universe = memory if callable(memory) else frozenset()
            self._eb = EffectBuilder(m.program, m.oracle, universe, m.world)
            if getattr(m.oracle, "handlers_unneeded", False):  # (`plain_locals`)
                self._eb.without_handlers()
            if self.kept is not None:  # the whole-program facts an earlier process found
                self.kept.seed(self._eb)
        return self._eb

    @property
    def has_eb(self) -> bool:
        return self._eb is not None

    def callees_found(self) -> list[int]:
        """The functions whose callees were found here (made, or their calls resolved for
        the call graph; not those read back)."""
        return sorted(set(self._callees) - self._kept_calls)

    # --- what the text gives -----------------------------------------------------------------

    def start(self) -> None:
        self._index_functions()
        m = self.m
        n = len(m.node_func)
        m.node_kill = [()] * n
        m.node_gen = [()] * n
        m.node_use = [()] * n
        m.node_block = [0] * n
        m.node_pos = [0] * n
        m.bnodes = [()] * n
        m.bpreds = [()] * n
        m.bsuccs = [()] * n
        m.bfunc = [0] * n
        m.bkind = bytearray(n)
        m.breach = bytearray(n)
        m.bexit = bytearray(n)
        nf = len(m.funcs)
        m.gens_direct = [frozenset()] * nf
        m.kill_direct = [frozenset()] * nf
        m.ref_direct = [frozenset()] * nf
        m.made = [False] * nf
        m.gl = LazyFlags(0, self.lazy_gl)
        self.vars_indexed = bytearray(nf)
        # codes hold a variable in `vbits` bits: enough for every variable there may be
        bound = len(m.program.globals) + sum(f.fn.variable_total() for f in m.funcs)
        m.vbits = max(1, bound.bit_length())
        self._index_globals()
        if not m.lazy:
            self.index_all_variables()

    def _index_functions(self) -> None:
        m = self.m
        base = 0
        for name in sorted(f.name for f in m.program.defined_functions()):
            fn = m.program.functions[name]
            m.fidx[name] = len(m.funcs)
            m.funcs.append(FuncInfo(m, len(m.funcs), fn, base))
            total = fn.node_total  # (a body the IR cache keeps apart is not read)
            m.node_func.extend([len(m.funcs) - 1] * total)
            base += total

    def _add_var(self, v: Var, owner: int, pos: int = -1, taken: bool = False) -> None:
        if v in self.m.vid or v.is_temp or not v.src_name:
            return
        m = self.m
        m.vid[v] = len(m.vars)
        m.vars.append(v)
        m.owner.append(owner)
        m.formal_pos.append(pos)
        if taken:
            m.taken.add(m.vid[v])

    def _grow(self) -> None:
        """Give the variables added since the last call their (empty) per-variable entries."""
        m = self.m
        k = len(m.vars) - len(m.defs_of)
        if k <= 0:
            return
        for table in (m.defs_of, m.kills_of, m._uses_of, m.defkill_blocks, m._usekill_blocks):
            table.extend([set() for _ in range(k)])
        first, vb = len(m.def_codes), m.vbits
        m.def_codes.extend([Codes(m.defs_of[v], v, vb) for v in range(first, first + k)])
        m._use_codes.extend([Codes(m._uses_of[v], v, vb) for v in range(first, first + k)])
        gl = m.gl
        assert isinstance(gl, LazyFlags), "the global-like flags are final once forced"
        gl.extend(k)

    def _index_globals(self) -> None:
        m = self.m
        for name in sorted(m.program.globals):
            self._add_var(m.program.globals[name].var, -1)
        self._grow()

    def index_variables(self, fi: int) -> None:
        """Number fi's formals and locals (the first time a question reaches them), noting
        those whose address it takes (`taken`: only a local's own function can name it;
        the summary says which it takes, without reading the body)."""
        if self.vars_indexed[fi]:
            return
        self.vars_indexed[fi] = 1
        m = self.m
        f = m.funcs[fi]
        taken = set(f.fn.summary().taken_vars)
        for i, p in enumerate(f.fn.params):
            self._add_var(p, fi, i, p in taken)
        for v in f.fn.locals:
            self._add_var(v, fi, taken=v in taken)
        f._formals = tuple(m.vid.get(p, -1) for p in f.fn.params)
        self._grow()

    def index_all_variables(self) -> None:
        for fi in range(len(self.m.funcs)):
            self.index_variables(fi)

    def var_index(self, v: Var) -> int:
        """v's index, numbering the variables of its function first if they are not yet;
        -1 if v is not a variable of the problem (a temporary, an object the compiler
        made, a variable of a function without a body)."""
        m = self.m
        hit = m.vid.get(v)
        if hit is not None:
            return hit
        if v.is_temp or not v.src_name:
            return -1
        fi = m.fidx.get(v.scope) if v.scope else None
        if fi is None or self.vars_indexed[fi]:
            return -1
        self.index_variables(fi)
        return m.vid.get(v, -1)

    def _shared_ids(self, vs: tuple[Var, ...]) -> tuple[int, ...]:
        """`_ids` of a tuple many nodes share (`NodeEffect.read_through`, the effect
        builder's `pointees`), once per tuple (by its identity: the memo keeps it alive)."""
        hit = self._shared.get(id(vs))
        if hit is None or hit[0] is not vs:
            hit = self._shared[id(vs)] = (vs, self._ids(vs))
        return hit[1]

    def _set_ids(self, vs: AbstractSet[Var]) -> tuple[int, ...]:
        """`_ids` of what a library call defines or uses, once per distinct set: the
        library calls of a program (a C++ one's above all) reach the same thousands of
        variables through their pointers over and over."""
        if len(vs) < 8:
            return self._ids(vs)
        key = vs if isinstance(vs, frozenset) else frozenset(vs)
        hit = self._lib_ids.get(key)
        if hit is None:
            hit = self._lib_ids[key] = self._ids(key)
        return hit

    def _ids(self, vs: Collection[Var]) -> tuple[int, ...]:
        """The indexes of the variables of the problem among vs, in order (most nodes name
        none or one: those are answered without a set)."""
        if not vs:
            return ()
        known = self.m.vid.get
        if len(vs) == 1:
            for v in vs:
                i = known(v)
                if i is None:
                    i = self.var_index(v)
                return (i,) if i >= 0 else ()
        out: set[int] = set()
        for v in vs:
            i = known(v)
            if i is None:
                i = self.var_index(v)
            if i >= 0:
                out.add(i)
        return tuple(sorted(out))

    # --- global-like variables ---------------------------------------------------------------

    def lazy_gl(self, v: int) -> bool:
        """Whether v is global-like, deciding without every dereference where it can: a
        variable whose address is never taken is not reached through pointers, and an
        address-taken local of a recursive function always counts."""
        m = self.m
        o = m.owner[v]
        if o < 0:
            return True
        if v not in m.taken:
            return False
        if m.is_recursive(o):
            return True
        self.make_all_effects()
        return bool(self._remote(v))

    def exact_gl(self, v: int, recursive: list[bool]) -> int:
        m = self.m
        o = m.owner[v]
        if o < 0:
            return 1
        return int(self._remote(v) or (recursive[o] and v in m.taken))

    def _remote(self, v: int) -> bool:
        """Whether a function other than v's owner dereferences a pointer to v."""
        assert self.all_effects
        m = self.m
        return bool(self.eb.accessed_in().get(m.vars[v], set()) - {m.funcs[m.owner[v]].name})

    def _weak_only(self, vid: int) -> bool:
        """Global-like locals of recursive functions are never killed (being global-like,
        a local is address-taken)."""
        m = self.m
        o = m.owner[vid]
        if m.vars[vid] in self.eb.handler_vars():  # a handler may run after any kill
            return True
        return o >= 0 and vid in m.taken and m.is_recursive(o) and bool(m.gl[vid])

    # --- the call graph ---------------------------------------------------------------------

    def callees(self, fi: int) -> tuple[int, ...]:
        hit = self._callees.get(fi)
        if hit is None:
            m = self.m
            f = m.funcs[fi]
            out: list[int] = []
            kept = self.kept.calls(fi) if self.kept is not None and fi not in self.done \
                else None
            if kept is not None:  # (a function not made yet whose calls were kept)
                self._kept_calls.add(fi)
                for c in kept:
                    self.call_effects[f.base + c.node] = _call_effect_of(c)
                    out.extend(m.fidx[t] for t in c.targets)
            else:
                for node in f.fn.nodes:
                    if isinstance(node.instr, Call):
                        out.extend(m.fidx[t] for t in
                                   self._call_effect(f, node, library=False).targets)
            hit = self._callees[fi] = tuple(sorted(set(out)))
        return hit

    def _call_effect(self, f: FuncInfo, node: Node, library: bool = True) -> CallEffect:
        """The call's effect; without `library` its library part may be left out (what
        the call graph reads: the callees), to be added when the function is made."""
        gid = f.base + node.id
        ce = self.call_effects.get(gid)
        if ce is None:
            instr = node.instr
            assert isinstance(instr, Call)
            targets = resolve_targets(self.m.oracle, f.fn, instr, self.m.program)
            ce = self.call_effects[gid] = self.eb.call(f.fn, instr, targets, library=False)
        if library and not ce.library:
            instr = node.instr
            assert isinstance(instr, Call)
            self.eb.library(f.fn, instr, ce)
            if ce.lib:  # the open world: outside code may write visible globals
                ce.lib_defs.update(outside_writes(self.m.program, self.m.world, instr))
        return ce

    def callers_of(self, fi: int) -> list[tuple[CallSite, int]]:
        hit = self._callers.get(fi)
        if hit is not None:
            return hit
        m = self.m
        if self._direct_callers is None:
            self._scan_calls()
        assert self._direct_callers is not None
        cands = set(self._direct_callers.get(m.funcs[fi].name, ()))
        if m.funcs[fi].name in self._taken_funcs:
            cands.update(self._indirect)
        found: list[tuple[CallSite, int]] = []
        for c in sorted(cands):
            for site in m.funcs[c].calls:
                found.extend((site, k) for k, t in enumerate(site.targets) if t == fi)
        hit = self._callers[fi] = sorted(found, key=lambda sk: (sk[0].gid, sk[1]))
        return hit

    def _scan_calls(self) -> None:
        """Who calls whom by name, from the text; functions with calls the oracle resolves;
        and the components of the call graph in which an indirect call may reach every
        function whose address is taken (a superset of every call graph the oracle gives,
        so a function alone in its component here is not recursive)."""
        m = self.m
        for f in m.funcs:  # the functions whose address the program takes
            self._taken_funcs.update(f.fn.summary().taken_funcs)
        for glob in m.program.globals.values():
            _mark_init_taken(glob.init, self._taken_funcs)
        direct: dict[str, set[int]] = {}
        upper: list[set[int]] = [set() for _ in m.funcs]
        taken = sorted(m.fidx[n] for n in self._taken_funcs if n in m.fidx)
        for f in m.funcs:
            summary = f.fn.summary()  # (a body the IR cache keeps apart is not read)
            indirect = summary.indirect
            called = [summary.callees]
            if summary.virtual:  # a virtual call: CHA's targets
                for _, call in f.fn.calls():
                    if isinstance(call.callee, Virtual):
                        called.append(virtual_targets(m.program, call))
                        if not called[-1]:
                            indirect = True  # (one CHA cannot bound: unknown code)
            for names in called:
                for name in names:
                    direct.setdefault(name, set()).add(f.index)
                    t = m.fidx.get(name)
                    if t is not None:
                        upper[f.index].add(t)
                    elif _has_callbacks(name):
                        indirect = True  # the library calls back functions given it
            if indirect:
                self._indirect.append(f.index)
                upper[f.index].update(taken)
        self._direct_callers = direct
        self._maybe_recursive = [False] * len(m.funcs)
        for comp in components(range(len(m.funcs)), lambda g: sorted(upper[g])):
            for g in comp:
                self._maybe_recursive[g] = len(comp) > 1 or g in upper[g]

    def called_back(self, fi: int) -> bool:
        """Whether a library call may call fi back with values of its own."""
        name = self.m.funcs[fi].name
        return any(name in self._call_effect_at(site.gid).called_back
                   for site, _ in self.callers_of(fi))

    def _call_effect_at(self, gid: int) -> CallEffect:
        ce = self.call_effects.get(gid)  # (made, or read back: the body is not read)
        if ce is not None:
            return ce
        f, nid = self.m.node(gid)
        return self._call_effect(f, f.fn.nodes[nid], library=False)

    def maybe_recursive(self, fi: int) -> bool:
        """False when fi cannot be recursive whatever the oracle says about indirect calls."""
        if self._direct_callers is None:
            self._scan_calls()
        return self._maybe_recursive[fi]

    # --- one function --------------------------------------------------------------------------

    def make_all_effects(self) -> None:
        """Node effects of every function (what tells which locals are global-like)."""
        if not self.all_effects:
            m = self.m
            self.index_all_variables()
            for f in m.funcs:
                if f.index not in self.done:
                    part = self.kept.part(f.index) if self.kept is not None else None
                    if part is not None:  # (read back whole: as cheap as its effects)
                        self._read_back(f, part)
                    else:
                        self._node_effects(f)
            self.all_effects = True

    def make_all(self) -> None:
        self.make_all_effects()
        m = self.m
        if not m.lazy:
            # the exact global-like variables first, as the weak kills need them
            recursive = _recursive_all(m)
            gl = bytearray(len(m.vars))
            for v in range(len(m.vars)):
                gl[v] = self.exact_gl(v, recursive)
            m.gl = gl
        for f in m.funcs:
            m.ensure(f.index)
        if not m.lazy:
            self._freeze()

    def make(self, fi: int) -> None:
        m = self.m
        f = m.funcs[fi]
        if self.kept is not None and fi not in self.done:
            part = self.kept.part(fi)
            if part is not None:
                self._read_back(f, part)
                return
        m.made[fi] = True
        self.index_variables(fi)
        if fi in self._kept_calls:  # made here after all: its calls' effects in full
            self._kept_calls.discard(fi)
            for g in range(f.base, f.base + f.fn.node_total):
                self.call_effects.pop(g, None)
        if fi not in self.done:
            self._node_effects(f)
        self._finish_effects(f)
        calls = {f.base + n.id for n in f.fn.nodes if isinstance(n.instr, Call)}
        again = self._again(f, calls)
        m.again.update(again)
        self.next_bid = _BlockMaker(m, f, calls, self.next_bid, again).make()
        self._call_sites(f)
        self._index(f)
        if self.kept is not None:
            self.kept.made.append(fi)

    def _read_back(self, f: FuncInfo, part: Part) -> None:
        """Make f from the part an earlier process kept (`model_facts`): what `make`
        would compute, without reading f's body or asking the oracle."""
        assert self.kept is not None
        m, fi, base = self.m, f.index, f.base
        m.made[fi] = True
        self.index_variables(fi)
        self.done.add(fi)
        self.kept.read.add(fi)
        self._kept_calls.discard(fi)
        for k in range(len(part.kill)):
            m.node_kill[base + k] = part.kill[k]
            m.node_gen[base + k] = part.gen[k]
            m.node_use[base + k] = part.use[k]
        for c in part.calls:
            self.call_effects[base + c.node] = _call_effect_of(c)
        self._callees[fi] = tuple(sorted({m.fidx[t] for c in part.calls for t in c.targets}))
        for g, ts in part.again.items():
            m.again[base + g] = tuple(base + t for t in ts)
        first = self.next_bid
        for j, (kind, nodes) in enumerate(part.blocks):
            bid = first + j
            for pos, x in enumerate(nodes):
                m.node_block[base + x] = bid
                m.node_pos[base + x] = pos
            m.bnodes[bid] = tuple(base + x for x in nodes)
            m.bfunc[bid] = fi
            m.bkind[bid] = kind
            m.bpreds[bid] = tuple(first + p for p in part.bpreds[j])
            m.bsuccs[bid] = tuple(first + s for s in part.bsuccs[j])
            m.bexit[bid] = j in part.to_exit
        self.next_bid = first + len(part.blocks)
        f._entry_bid, f._exit_bid = first + part.entry, first + part.exit
        f._blocks = tuple(range(first, self.next_bid))
        f._rpo = tuple(first + x for x in part.rpo)
        for bid in f._rpo:
            m.breach[bid] = 1
        sites = []
        for s in part.sites:
            gid = base + s.node
            binds = tuple(tuple(Bind(formal, tuple((v, base + at) for v, at in sources), here)
                                for formal, sources, here in bk) for bk in s.binds)
            sites.append(CallSite(gid, m.node_block[gid], fi, s.targets, binds, s.dst,
                                  s.lib_defs, s.lib, s.noreturn))
        self._place_sites(f, sites)
        self._index(f)
        self.eb._accessed(f.fn, part.accessed)
        self.kept_places[fi] = part.places

    def _again(self, f: FuncInfo, calls: set[int]) -> dict[int, tuple[int, ...]]:
        """Extra successors of call nodes of f: a library call that may call a callback
        again and again (`qsort`) is its own successor, so what one callback run defines
        reaches the next; every call of a function that calls `setjmp` may end in a
        `longjmp` that makes that setjmp return again."""
        ces = self.call_effects
        gids = sorted(calls)
        twice = tuple(g for g in gids if ces[g].returns_twice)
        out: dict[int, tuple[int, ...]] = {}
        for g in gids:
            more = ((g,) if ces[g].repeats else ()) + (twice if ces[g].lib or ces[g].targets
                                                        else ())
            if more:
                out[g] = more
        if f.name == "main" and self.eb.handlers().get("atexit"):
            # returning from main runs the exit handlers: main's returns go on to the calls
            # of main that register them (themselves or through their callees)
            regs = self.eb.registering() | self.eb.handlers()["atexit"]
            hooks = tuple(g for g in gids if regs.intersection(ces[g].targets))
            for n in f.fn.nodes:
                if isinstance(n.instr, Return) and hooks:
                    out[f.base + n.id] = hooks
        return out

    def _node_effects(self, f: FuncInfo) -> None:
        self.done.add(f.index)
        for node in f.fn.nodes:
            instr = node.instr
            self.effects[f.base + node.id] = self.eb.node(f.fn, instr)
            if isinstance(instr, Call):
                self._call_effect(f, node)

    def _finish_effects(self, f: FuncInfo) -> None:
        """Strong stores become kills; global-like locals of recursive functions are never
        killed (an activation's definition does not hide another activation's copy)."""
        m = self.m
        ids, weak, effects, call_effects = self._ids, self._weak_only, self.effects, \
            self.call_effects
        node_kill, node_gen, node_use = m.node_kill, m.node_gen, m.node_use
        for gid in range(f.base, f.base + f.fn.node_total):
            eff = effects.pop(gid)
            kills = eff.kills if eff.strong_store is None else [*eff.kills, eff.strong_store]
            killed = ids(kills)
            node_kill[gid] = tuple([k for k in killed if not weak(k)]) if killed else ()
            gens, uses = ids(eff.gens), ids(eff.uses)
            if eff.written_through:
                gens = _union(gens, self._shared_ids(eff.written_through))
            if eff.read_through:
                uses = _union(uses, self._shared_ids(eff.read_through))
            ce = call_effects.get(gid)
            if ce is not None:
                if ce.lib_defs:
                    gens = tuple(sorted(set(gens).union(self._set_ids(ce.lib_defs))))
                if ce.lib_uses:
                    uses = tuple(sorted(set(uses).union(self._set_ids(ce.lib_uses))))
            node_gen[gid] = gens
            node_use[gid] = uses

    # --- call sites --------------------------------------------------------------------------

    def _call_sites(self, f: FuncInfo) -> None:
        m = self.m
        sites = []
        for node in f.fn.nodes:
            gid = f.base + node.id
            ce = self.call_effects.get(gid)
            if ce is None:
                continue
            assert isinstance(node.instr, Call)
            site = self._site(f, gid, node.instr, ce)
            sites.append(site)
            if site.dst >= 0:
                m.node_gen[gid] = tuple(sorted({*m.node_gen[gid], site.dst}))
                if not self._weak_only(site.dst):
                    m.node_kill[gid] = (site.dst,)
        self._place_sites(f, sites)

    def _place_sites(self, f: FuncInfo, sites: list[CallSite]) -> None:
        """f's call sites, in node order, into the model's indexes: by node and block, and
        the nodes reading a value some call passes on (made or read back alike)."""
        m = self.m
        for site in sites:
            m.call_at[site.gid] = site
            m.bcall[site.bid] = site
            for k, bk in enumerate(site.binds):
                for b in bk:
                    for v, at in b.sources:
                        m.bind_points.setdefault(at, []).append((site, k, b.formal, v))
        f._calls = tuple(sites)
        points = {at for site in sites for bk in site.binds for b in bk for _, at in b.sources}
        f._bind_gids = tuple(sorted(points))

    def _site(self, f: FuncInfo, gid: int, call: Call, ce: CallEffect) -> CallSite:
        m = self.m
        targets = tuple(m.fidx[t] for t in ce.targets)
        binds = tuple(() if m.funcs[t].name in ce.called_back else
                      self._bind(f, gid, call, m.funcs[t].fn) for t in targets)
        dst = self.var_index(call.dst) if call.dst is not None else -1
        return CallSite(gid, m.node_block[gid], f.index, targets, binds, dst,
                        frozenset(self._set_ids(ce.lib_defs)), ce.lib, ce.noreturn)

    def _bind(self, f: FuncInfo, gid: int, call: Call, callee: Function) -> tuple[Bind, ...]:
        out = []
        for i, formal in enumerate(callee.params):
            fv = self.var_index(formal)
            if fv < 0 or i >= len(call.actuals):
                continue
            sources: set[tuple[int, int]] = set()
            here = self._sources(f, call.actuals[i], gid, sources, set())
            out.append(Bind(fv, tuple(sorted(sources)), here))
        return tuple(out)

    def _sources(self, f: FuncInfo, op: object, at: int, out: set[tuple[int, int]],
                 seen: set[Var]) -> bool:
        """Add the (variable, node) sources of an actual's value; True if it may have none."""
        if not isinstance(op, Var):
            return True
        i = self.var_index(op)
        if i >= 0:
            out.add((i, at))
            return False
        if not op.is_temp or op in seen:
            return True
        seen.add(op)
        here = False
        for node in self.temp_defs(f).get(op, ()):
            here = self._carried(f, node.instr, f.base + node.id, out, seen) or here
        return here

    def _carried(self, f: FuncInfo, instr: object, at: int, out: set[tuple[int, int]],
                 seen: set[Var]) -> bool:
        """Sources of one definition of a temporary: copies carry a variable's value,
        loads a memory cell's (which may never have been written)."""
        if isinstance(instr, Copy):
            return self._sources(f, instr.value, at, out, seen)
        if isinstance(instr, Load):
            out.update((i, at) for i in self._shared_ids(self.eb.pointees(f.fn, instr.ptr)))
            return True
        if isinstance(instr, FieldRead):
            i = self.var_index(instr.base)
            if i >= 0:
                out.add((i, at))
            return True
        return True

    def temp_defs(self, f: FuncInfo) -> dict[Var, list[Node]]:
        hit = self._tdefs.get(f.index)
        if hit is None:
            hit = {}
            for node in f.fn.nodes:
                for d in node.instr.defs():
                    if d.is_temp:
                        hit.setdefault(d, []).append(node)
            self._tdefs[f.index] = hit
        return hit

    # --- indexes -----------------------------------------------------------------------------

    def _index(self, f: FuncInfo) -> None:
        """Add fi's nodes to the per-variable indexes."""
        m = self.m
        block = m.node_block
        node_gen, node_kill, node_use = m.node_gen, m.node_kill, m.node_use
        defs_of, kills_of = m.defs_of, m.kills_of
        defkill = m.defkill_blocks
        made: set[int] = set()
        killed: set[int] = set()
        used: set[int] = set()
        for gid in range(f.base, f.base + f.fn.node_total):
            bid = block[gid]
            gen = node_gen[gid]
            if gen:
                made.update(gen)
                for v in gen:
                    defs_of[v].add(gid)  # type: ignore[attr-defined]
                    defkill[v].add(bid)  # type: ignore[attr-defined]
            kill = node_kill[gid]
            if kill:
                killed.update(kill)
                for v in kill:
                    kills_of[v].add(gid)  # type: ignore[attr-defined]
                    defkill[v].add(bid)  # type: ignore[attr-defined]
            use = node_use[gid]
            if use:
                used.update(use)
        m.gens_direct[f.index] = frozenset(made)
        m.kill_direct[f.index] = frozenset(killed)
        m.ref_direct[f.index] = frozenset(used)
        if m._uses_pending is None:
            self._index_uses_of(f)
        else:
            m._uses_pending.append(f.index)

    def _index_uses_of(self, f: FuncInfo) -> None:
        """Add fi's nodes to the use side of the indexes (`Model.uses_of`)."""
        m = self.m
        block, node_kill, node_use = m.node_block, m.node_kill, m.node_use
        uses_of, usekill = m._uses_of, m._usekill_blocks
        for gid in range(f.base, f.base + f.fn.node_total):
            bid = block[gid]
            kill = node_kill[gid]
            if kill:
                for v in kill:
                    usekill[v].add(bid)  # type: ignore[attr-defined]
            use = node_use[gid]
            if use:
                for v in use:
                    uses_of[v].add(gid)  # type: ignore[attr-defined]
                    usekill[v].add(bid)  # type: ignore[attr-defined]

    def index_uses(self) -> None:
        """Fill the use side of the indexes for the functions made so far, and from now
        on as functions are made."""
        m = self.m
        pending = m._uses_pending
        if pending is None:
            return
        m._uses_pending = None
        for fi in pending:
            self._index_uses_of(m.funcs[fi])

    def in_func(self, memo: dict[tuple[int, int], list[int]], table: list[AbstractSet[int]],
                v: int, fi: int) -> list[int]:
        hit = memo.get((v, fi))
        if hit is None:
            f = self.m.funcs[fi]
            lo, hi = f.base, f.base + f.fn.node_total
            hit = memo[(v, fi)] = sorted(g for g in table[v] if lo <= g < hi)
        return hit

    def _freeze(self) -> None:
        """An eager model's indexes become frozensets, and block ids stop at the last."""
        m = self.m
        self.index_uses()
        for table in (m.defs_of, m.kills_of, m._uses_of, m.defkill_blocks, m._usekill_blocks):
            table[:] = [frozenset(s) for s in table]
        vb = m.vbits
        m.def_codes[:] = [Codes(nodes, v, vb) for v, nodes in enumerate(m.defs_of)]
        m._use_codes[:] = [Codes(nodes, v, vb) for v, nodes in enumerate(m._uses_of)]
        nb = self.next_bid
        del m.bnodes[nb:], m.bpreds[nb:], m.bsuccs[nb:], m.bfunc[nb:]
        del m.bkind[nb:], m.breach[nb:], m.bexit[nb:]


def _recursive_all(m: Model) -> list[bool]:
    n = len(m.funcs)
    comps = components(range(n), m.callees)
    size = [0] * n
    for comp in comps:
        for fi in comp:
            size[fi] = len(comp)
    return [size[fi] > 1 or fi in m.callees(fi) for fi in range(n)]


class _BlockMaker:
    """Splits one function into basic blocks: entry, exit and every call alone. Block ids
    are given from `first` on; `make` returns the next free id."""

    def __init__(self, m: Model, f: FuncInfo, calls: set[int], first: int,
                 again: dict[int, tuple[int, ...]]) -> None:
        self.m = m
        self.f = f
        self.calls = calls
        self.again = again  # call node -> extra successor nodes (global ids)
        self.first = first
        self.next = first
        self._lead = bytearray()  # (`make` fills it: `_leaders`)

    def _leaders(self) -> bytearray:
        """Per node, whether it starts a block: entry, exit, a call, a join, or the node
        after a branch, a call, the entry or the exit."""
        base, calls = self.f.base, self.calls
        lead = bytearray(len(self.f.fn.nodes))
        for n in self.f.fn.nodes:
            i = n.id
            if i <= 1 or base + i in calls or len(n.preds) != 1:
                lead[i] = 1
                continue
            p = n.preds[0]
            if p is n or len(p.succs) != 1 or p.id <= 1 or base + p.id in calls:
                lead[i] = 1
        return lead

    def make(self) -> int:
        m, f, fn = self.m, self.f, self.f.fn
        first = self.first
        self._lead = self._leaders()
        leaders = [i for i, lead in enumerate(self._lead) if lead]
        placed = bytearray(len(fn.nodes))
        for lead in leaders:
            self._block([lead], placed)
        for i in range(len(fn.nodes)):
            if not placed[i]:
                self._block([i], placed)  # an unreachable cycle without a leader
        extra_preds: dict[int, set[int]] = {}
        for g, targets in self.again.items():
            for t in targets:
                extra_preds.setdefault(m.node_block[t], set()).add(m.node_block[g])
        for bid in range(first, self.next):
            head, tail = m.bnodes[bid][0] - f.base, m.bnodes[bid][-1] - f.base
            m.bpreds[bid] = tuple(sorted({m.node_block[f.base + p.id]
                                          for p in fn.nodes[head].preds}
                                         | extra_preds.get(bid, set())))
            succs = [m.node_block[f.base + s.id] for s in fn.nodes[tail].succs]
            succs += [m.node_block[t] for t in self.again.get(f.base + tail, ())
                      if m.node_block[t] not in succs]
            m.bsuccs[bid] = tuple(succs)
        f._entry_bid, f._exit_bid = m.node_block[f.base], m.node_block[f.base + 1]
        f._blocks = tuple(range(first, self.next))
        f._rpo = _rpo(m, f._entry_bid)
        for bid in f._rpo:
            m.breach[bid] = 1
        todo = [f._exit_bid]
        m.bexit[f._exit_bid] = 1
        while todo:
            for p in m.bpreds[todo.pop()]:
                if not m.bexit[p]:
                    m.bexit[p] = 1
                    todo.append(p)
        return self.next

    def _block(self, start: list[int], placed: bytearray) -> None:
        m, f, fn = self.m, self.f, self.f.fn
        ids = start
        n = fn.nodes[ids[0]]
        placed[ids[0]] = 1
        is_call = f.base + ids[0] in self.calls
        while not is_call and ids[0] > 1 and len(n.succs) == 1:
            nxt = n.succs[0]
            if placed[nxt.id] or self._lead[nxt.id]:
                break
            ids.append(nxt.id)
            placed[nxt.id] = 1
            n = nxt
        bid = self.next
        self.next += 1
        for pos, i in enumerate(ids):
            m.node_block[f.base + i] = bid
            m.node_pos[f.base + i] = pos
        m.bnodes[bid] = tuple(f.base + i for i in ids)
        m.bfunc[bid] = f.index
        kind = NORMAL
        if isinstance(fn.nodes[ids[0]].instr, Entry):
            kind = ENTRY
        elif isinstance(fn.nodes[ids[0]].instr, Exit):
            kind = EXIT
        elif is_call:
            kind = CALL
        m.bkind[bid] = kind


def _sccs_below(w: _Whole, top: int, unknown: Callable[[int], bool]) -> list[int]:
    """Call-graph components reachable from `top` that are still unknown, callees first
    (`sccs` is in bottom-up order, so sorting the indexes puts callees first)."""
    seen = {top}
    todo = [top]
    while todo:
        c = todo.pop()
        for g in w.sccs[c]:
            for t in w.m.callees(g):
                ct = w.scc_of[t]
                if ct not in seen and unknown(ct):
                    seen.add(ct)
                    todo.append(ct)
    return sorted(seen)


def _rpo(m: Model, entry: int) -> tuple[int, ...]:
    seen = {entry}
    order: list[int] = []
    stack = [(entry, iter(m.bsuccs[entry]))]
    while stack:
        b, it = stack[-1]
        for s in it:
            if s not in seen:
                seen.add(s)
                stack.append((s, iter(m.bsuccs[s])))
                break
        else:
            stack.pop()
            order.append(b)
    order.reverse()
    return tuple(order)


def _mark_init_taken(init: object, funcs: set[str]) -> None:
    """Add the functions whose address an initialiser takes."""
    from ddpa.ir.program import AddrInit, AggInit

    todo = [init]
    while todo:
        i = todo.pop()
        if isinstance(i, AddrInit):
            if not isinstance(i.target, Var):
                funcs.add(i.target.name)
        elif isinstance(i, AggInit):
            todo.extend(i.items)



def _call_effect_of(c: CallPart) -> CallEffect:
    """A kept call's effect as the model reads it once its function is made (the library
    variables it defines and uses are in the kept node effects)."""
    return CallEffect(c.targets, set(), set(), c.lib, c.noreturn, repeats=c.repeats,
                      returns_twice=c.returns_twice, called_back=c.called_back)


def _has_callbacks(name: str) -> bool:
    """A library function that may call functions passed to it (`qsort`, `atexit`)."""
    lm = libmodel.model(name)
    return lm is not None and bool(lm.callbacks)


def _union(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Two sorted tuples of indexes as one."""
    if not a:
        return b
    if not b:
        return a
    return tuple(sorted(set(a).union(b)))
