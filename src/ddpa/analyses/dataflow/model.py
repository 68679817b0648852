"""The data-flow problem of Duesterwald, Gupta, Soffa (ICSE 1996): variables, nodes, calls.

`Model` is the *problem* half of the analyses (section 2, Figure 1): the program's source
variables, what every CFG node defines and uses (`effects`), the call sites with the
binding function `bind_s` (globals bind to themselves, a formal to the variable passed
directly), and the derived structure the solvers share: integer node ids (`gid`), basic
blocks (a derived, faster granularity for the walks; one call per block), strongly
connected components of the call graph, and the roots of the program.

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

from collections.abc import Callable
from dataclasses import dataclass, field

from ddpa.analyses.alias_interface import AliasOracle
from ddpa.analyses.dataflow.address_taken_aliases import AddressTakenOracle
from ddpa.analyses.dataflow.codes import REAL, pack, unpack
from ddpa.analyses.dataflow.node_effects import (
    CallEffect,
    EffectBuilder,
    NodeEffect,
    resolve_targets,
)
from ddpa.graphs.sccs import components
from ddpa.graphs.world import World, outside_writes, world_of
from ddpa.ir.instr import AddrOf, Call, Copy, Entry, Exit, FieldRead, Load, Var
from ddpa.ir.program import Function, Node, Program

NORMAL, ENTRY, EXIT, CALL = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
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


@dataclass(slots=True)
class FuncInfo:
    """A function with a body and its place in the model."""

    index: int
    fn: Function
    base: int
    entry_bid: int = -1
    exit_bid: int = -1
    blocks: tuple[int, ...] = ()
    rpo: tuple[int, ...] = ()  # blocks reachable from entry, in reverse postorder
    formals: tuple[int, ...] = ()
    calls: tuple[CallSite, ...] = ()
    callers: list[tuple[CallSite, int]] = field(default_factory=list)
    is_root: bool = False
    recursive: bool = False
    entry_kills: frozenset[int] = frozenset()  # own global-like variables a call makes anew
    bind_gids: tuple[int, ...] = ()  # nodes that read a value some call passes on

    @property
    def name(self) -> str:
        return self.fn.name

    @property
    def entry_gid(self) -> int:
        return self.base

    @property
    def exit_gid(self) -> int:
        return self.base + 1


class Model:
    """Variables, node effects, blocks and call sites of one program under one oracle."""

    def __init__(self, program: Program, oracle: AliasOracle | None = None,
                 world: World | None = None) -> None:
        self.program = program
        self.world = world_of(program, world)  # `ddpa.graphs.world`: who else may call
        self.oracle: AliasOracle = oracle or AddressTakenOracle(program)
        self.funcs: list[FuncInfo] = []
        self.fidx: dict[str, int] = {}
        self.vars: list[Var] = []
        self.vid: dict[Var, int] = {}
        self.owner: list[int] = []
        self.gl = bytearray()
        self.formal_pos: list[int] = []
        self.taken: set[int] = set()
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
        # per block (bid)
        self.bnodes: list[tuple[int, ...]] = []
        self.bpreds: list[tuple[int, ...]] = []
        self.bsuccs: list[tuple[int, ...]] = []
        self.bfunc: list[int] = []
        self.bkind = bytearray()
        self.bcall: dict[int, CallSite] = {}
        self.breach = bytearray()
        self.bexit = bytearray()  # the block can reach its function's exit
        # per variable (vid)
        self.defs_of: list[frozenset[int]] = []
        self.kills_of: list[frozenset[int]] = []
        self.uses_of: list[frozenset[int]] = []
        # per variable: the blocks with a node that defines or kills it (what a backward
        # scan must inspect), and those with a node that uses or kills it (forward)
        self.defkill_blocks: list[frozenset[int]] = []
        self.usekill_blocks: list[frozenset[int]] = []
        self.used_gl: list[int] = []  # global-like variables with at least one use
        self.used_gl_set: frozenset[int] = frozenset()
        self.gl_formals: frozenset[int] = frozenset()  # formals other procedures reach
        self.gl_index: dict[int, int] = {}  # position of each used_gl variable
        # per block, bit i for used_gl[i]: the variables it defines or kills (what a
        # backward walk must look at) and those it uses or kills (a forward walk)
        self.bdefkill_gl: list[int] = []
        self.busekill_gl: list[int] = []
        self.derived: dict[str, object] = {}  # whole-program facts analyzers share
        # per function
        self.mod_direct: list[frozenset[int]] = []
        self.kill_direct: list[frozenset[int]] = []  # variables some node of fi kills
        self.ref_direct: list[frozenset[int]] = []
        self.sccs: list[list[int]] = []
        self.scc_of: list[int] = []
        _Builder(self).build()
        self.vbits = max(1, len(self.vars).bit_length())
        # per variable: the code (`codes.pack`, kind REAL) of each definition and use node
        self.def_codes: list[dict[int, int]] = [
            {g: pack(REAL, g, v, self.vbits) for g in gs} for v, gs in enumerate(self.defs_of)]
        self.use_codes: list[dict[int, int]] = [
            {g: pack(REAL, g, v, self.vbits) for g in gs} for v, gs in enumerate(self.uses_of)]
        self._mod_star: list[frozenset[int] | None] = [None] * len(self.funcs)
        self._ref_star: list[frozenset[int] | None] = [None] * len(self.funcs)

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

    def gid_of(self, fn_name: str, node_id: int) -> int:
        return self.funcs[self.fidx[fn_name]].base + node_id

    def var_id(self, v: Var) -> int:
        return self.vid[v]

    def gl_vars(self) -> list[int]:
        return [v for v in range(len(self.vars)) if self.gl[v]]

    def forget_derived(self) -> None:
        """Drop the whole-program facts computed on first use (mod/ref closures, `derived`),
        so that a benchmark charges them to the analyzer that computes them again."""
        self.derived.clear()
        self._mod_star = [None] * len(self.funcs)
        self._ref_star = [None] * len(self.funcs)

    def mod_star(self, fi: int) -> frozenset[int]:
        """Variables fi or anything it may call (complete call graph) may define."""
        hit = self._mod_star[fi]
        return hit if hit is not None else self._star(fi, self._mod_star, self.mod_direct)

    def ref_star(self, fi: int) -> frozenset[int]:
        """Variables fi or anything it may call may use."""
        hit = self._ref_star[fi]
        return hit if hit is not None else self._star(fi, self._ref_star, self.ref_direct)

    def _star(self, fi: int, memo: list[frozenset[int] | None],
              direct: list[frozenset[int]]) -> frozenset[int]:
        """A flow-insensitive closure over the call graph, one component at a time."""
        hit = memo[fi]
        if hit is not None:
            return hit
        for c in _sccs_below(self, self.scc_of[fi], lambda c: memo[self.sccs[c][0]] is None):
            acc: set[int] = set()
            for g in self.sccs[c]:
                acc.update(direct[g])
                for site in self.funcs[g].calls:
                    for t in site.targets:
                        below = memo[t]
                        if below is not None:
                            acc.update(below)
            val = frozenset(acc)
            for g in self.sccs[c]:
                memo[g] = val
        out = memo[fi]
        assert out is not None
        return out


class _Builder:
    """Fills a Model in the order its parts depend on each other."""

    def __init__(self, m: Model) -> None:
        self.m = m
        self.effects: list[NodeEffect | None] = []
        self.call_effects: dict[int, CallEffect] = {}
        memory = getattr(m.oracle, "universe", None)
        universe = memory() if callable(memory) else frozenset()
        self.eb = EffectBuilder(m.program, m.oracle, universe)
        self._tdefs: dict[int, dict[Var, list[Node]]] = {}

    def build(self) -> None:
        self._index_functions()
        self._index_variables()
        self._node_effects()
        self._call_graph()
        self._global_like()
        self._finish_effects()
        self._blocks()
        self._call_sites()
        self._indexes()

    # --- variables and functions ------------------------------------------------------------

    def _index_functions(self) -> None:
        m = self.m
        base = 0
        for name in sorted(f.name for f in m.program.defined_functions()):
            fn = m.program.functions[name]
            m.fidx[name] = len(m.funcs)
            m.funcs.append(FuncInfo(len(m.funcs), fn, base))
            base += len(fn.nodes)

    def _add_var(self, v: Var, owner: int, pos: int = -1) -> None:
        if v in self.m.vid or v.is_temp or not v.src_name:
            return
        m = self.m
        m.vid[v] = len(m.vars)
        m.vars.append(v)
        m.owner.append(owner)
        m.formal_pos.append(pos)

    def _index_variables(self) -> None:
        m = self.m
        for name in sorted(m.program.globals):
            self._add_var(m.program.globals[name].var, -1)
        for f in m.funcs:
            for i, p in enumerate(f.fn.params):
                self._add_var(p, f.index, i)
            for v in f.fn.locals:
                self._add_var(v, f.index)
        m.gl = bytearray(len(m.vars))

    def _ids(self, vs: list[Var] | set[Var]) -> tuple[int, ...]:
        vid = self.m.vid
        return tuple(sorted({vid[v] for v in vs if v in vid}))

    # --- node effects ------------------------------------------------------------------------

    def _node_effects(self) -> None:
        m = self.m
        for f in m.funcs:
            for node in f.fn.nodes:
                instr = node.instr
                m.node_func.append(f.index)
                if isinstance(instr, AddrOf) and isinstance(instr.target, Var) \
                        and instr.target in m.vid:
                    m.taken.add(m.vid[instr.target])
                eff = self.eb.node(f.fn, instr)
                self.effects.append(eff)
                if isinstance(instr, Call):
                    targets = resolve_targets(m.oracle, f.fn, instr)
                    ce = self.eb.call(f.fn, instr, targets)
                    if ce.lib:  # the open world: outside code may write visible globals
                        ce.lib_defs.update(outside_writes(m.program, m.world, instr))
                    self.call_effects[f.base + node.id] = ce
        for g in m.program.globals.values():
            _mark_init_taken(g.init, m)

    def _call_graph(self) -> None:
        m = self.m
        succ: dict[str, list[str]] = {f.name: [] for f in m.funcs}
        for gid, ce in self.call_effects.items():
            caller = m.funcs[m.node_func[gid]].name
            succ[caller].extend(ce.targets)
        names = [f.name for f in m.funcs]
        comps = [sorted(c) for c in components(names, lambda n: sorted(set(succ[n])))]
        m.scc_of = [0] * len(m.funcs)
        for ci, comp in enumerate(comps):
            idx = [m.fidx[n] for n in comp]
            m.sccs.append(idx)
            for i in idx:
                m.scc_of[i] = ci
        called: set[str] = set()  # called from outside their own component
        for n, outs in succ.items():
            called.update(o for o in outs if m.scc_of[m.fidx[o]] != m.scc_of[m.fidx[n]])
        # library code calls callbacks with values of its own: their formals start anew
        outside = {t for ce in self.call_effects.values() for t in ce.called_back}
        for f in m.funcs:
            f.recursive = len(m.sccs[m.scc_of[f.index]]) > 1 or f.name in succ[f.name]
            f.is_root = f.name == "main" or f.name not in called or f.name in outside

    def _global_like(self) -> None:
        m = self.m
        for v, vid in m.vid.items():
            owner = m.owner[vid]
            if owner < 0:
                m.gl[vid] = 1
                continue
            fname = m.funcs[owner].name
            remote = self.eb.accessed_in.get(v, set()) - {fname}
            if remote or (m.funcs[owner].recursive and vid in m.taken):
                m.gl[vid] = 1

    def _finish_effects(self) -> None:
        """Strong stores become kills; global-like locals of recursive functions are never
        killed (an activation's definition does not hide another activation's copy)."""
        m = self.m
        for gid, eff in enumerate(self.effects):
            assert eff is not None
            kills = list(eff.kills)
            if eff.strong_store is not None:
                kills.append(eff.strong_store)
            kill_ids = [k for k in self._ids(kills) if not self._weak_only(k)]
            m.node_kill.append(tuple(kill_ids))
            m.node_gen.append(self._ids(eff.gens))
            m.node_use.append(self._ids(eff.uses))
            ce = self.call_effects.get(gid)
            if ce is not None:
                m.node_gen[gid] = tuple(sorted(set(m.node_gen[gid]) | set(self._ids(ce.lib_defs))))
                m.node_use[gid] = tuple(sorted(set(m.node_use[gid]) | set(self._ids(ce.lib_uses))))

    def _weak_only(self, vid: int) -> bool:
        f = self.m.func_of_var(vid)
        return f is not None and f.recursive and bool(self.m.gl[vid])

    # --- blocks ------------------------------------------------------------------------------

    def _blocks(self) -> None:
        m = self.m
        m.node_block = [0] * m.node_count
        m.node_pos = [0] * m.node_count
        for f in m.funcs:
            _BlockMaker(m, f, set(self.call_effects), self._again(f)).make()

    def _again(self, f: FuncInfo) -> dict[int, tuple[int, ...]]:
        """Extra successors of call nodes of f: a library call that may call a callback
        again and again (`qsort`) is its own successor, so what one callback run defines
        reaches the next; every call of a function that calls `setjmp` may end in a
        `longjmp` that makes that setjmp return again."""
        ces = self.call_effects
        gids = [f.base + n.id for n in f.fn.nodes if f.base + n.id in ces]
        twice = tuple(g for g in gids if ces[g].returns_twice)
        out: dict[int, tuple[int, ...]] = {}
        for g in gids:
            more = ((g,) if ces[g].repeats else ()) + (twice if ces[g].lib or ces[g].targets
                                                        else ())
            if more:
                out[g] = more
        return out

    # --- call sites --------------------------------------------------------------------------

    def _call_sites(self) -> None:
        m = self.m
        for f in m.funcs:
            sites = []
            for node in f.fn.nodes:
                gid = f.base + node.id
                ce = self.call_effects.get(gid)
                if ce is None:
                    continue
                assert isinstance(node.instr, Call)
                site = self._site(f, gid, node.instr, ce)
                m.call_at[gid] = site
                m.bcall[site.bid] = site
                sites.append(site)
                if site.dst >= 0:
                    m.node_gen[gid] = tuple(sorted({*m.node_gen[gid], site.dst}))
                    if not self._weak_only(site.dst):
                        m.node_kill[gid] = (site.dst,)
            f.calls = tuple(sites)
            for site in sites:
                for k, t in enumerate(site.targets):
                    m.funcs[t].callers.append((site, k))
            f.formals = tuple(m.vid.get(p, -1) for p in f.fn.params)
        owned: list[list[int]] = [[] for _ in m.funcs]
        for v, o in enumerate(m.owner):
            if o >= 0 and m.gl[v]:
                owned[o].append(v)
        points: list[list[int]] = [[] for _ in m.funcs]
        for g in m.bind_points:
            points[m.node_func[g]].append(g)
        for f in m.funcs:
            f.entry_kills = frozenset() if f.recursive else frozenset(owned[f.index])
            f.bind_gids = tuple(sorted(points[f.index]))

    def _site(self, f: FuncInfo, gid: int, call: Call, ce: CallEffect) -> CallSite:
        m = self.m
        targets = tuple(m.fidx[t] for t in ce.targets)
        binds = tuple(() if m.funcs[t].name in ce.called_back else
                      self._bind(f, gid, call, m.funcs[t].fn) for t in targets)
        dst = m.vid.get(call.dst, -1) if call.dst is not None else -1
        site = CallSite(gid, m.node_block[gid], f.index, targets, binds, dst,
                        frozenset(self._ids(ce.lib_defs)), ce.lib, ce.noreturn)
        for k, bk in enumerate(binds):
            for b in bk:
                for v, at in b.sources:
                    m.bind_points.setdefault(at, []).append((site, k, b.formal, v))
        return site

    def _bind(self, f: FuncInfo, gid: int, call: Call, callee: Function) -> tuple[Bind, ...]:
        m = self.m
        out = []
        for i, formal in enumerate(callee.params):
            fv = m.vid.get(formal, -1)
            if fv < 0 or i >= len(call.args):
                continue
            sources: set[tuple[int, int]] = set()
            here = self._sources(f, call.args[i], gid, sources, set())
            out.append(Bind(fv, tuple(sorted(sources)), here))
        return tuple(out)

    def _sources(self, f: FuncInfo, op: object, at: int, out: set[tuple[int, int]],
                 seen: set[Var]) -> bool:
        """Add the (variable, node) sources of an actual's value; True if it may have none."""
        m = self.m
        if not isinstance(op, Var):
            return True
        if op in m.vid:
            out.add((m.vid[op], at))
            return False
        if not op.is_temp or op in seen:
            return True
        seen.add(op)
        here = False
        for node in self._temp_defs(f).get(op, ()):
            here = self._carried(f, node.instr, f.base + node.id, out, seen) or here
        return here

    def _carried(self, f: FuncInfo, instr: object, at: int, out: set[tuple[int, int]],
                 seen: set[Var]) -> bool:
        """Sources of one definition of a temporary: copies carry a variable's value,
        loads a memory cell's (which may never have been written)."""
        m = self.m
        if isinstance(instr, Copy):
            return self._sources(f, instr.value, at, out, seen)
        if isinstance(instr, Load):
            out.update((m.vid[x], at) for x in self.eb.pointees(f.fn, instr.ptr) if x in m.vid)
            return True
        if isinstance(instr, FieldRead):
            if instr.base in m.vid:
                out.add((m.vid[instr.base], at))
            return True
        return True

    def _temp_defs(self, f: FuncInfo) -> dict[Var, list[Node]]:
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

    def _indexes(self) -> None:
        m = self.m
        nv = len(m.vars)
        defs: list[set[int]] = [set() for _ in range(nv)]
        kills: list[set[int]] = [set() for _ in range(nv)]
        uses: list[set[int]] = [set() for _ in range(nv)]
        dkb: list[set[int]] = [set() for _ in range(nv)]
        ukb: list[set[int]] = [set() for _ in range(nv)]
        for gid in range(m.node_count):
            bid = m.node_block[gid]
            for v in m.node_gen[gid]:
                defs[v].add(gid)
                dkb[v].add(bid)
            for v in m.node_kill[gid]:
                kills[v].add(gid)
                dkb[v].add(bid)
                ukb[v].add(bid)
            for v in m.node_use[gid]:
                uses[v].add(gid)
                ukb[v].add(bid)
        m.defs_of = [frozenset(s) for s in defs]
        m.kills_of = [frozenset(s) for s in kills]
        m.uses_of = [frozenset(s) for s in uses]
        m.defkill_blocks = [frozenset(s) for s in dkb]
        m.usekill_blocks = [frozenset(s) for s in ukb]
        m.used_gl = [v for v in range(nv) if m.gl[v] and uses[v]]
        m.used_gl_set = frozenset(m.used_gl)
        m.gl_index = {v: i for i, v in enumerate(m.used_gl)}
        dk = [0] * len(m.bnodes)
        uk = [0] * len(m.bnodes)
        block = m.node_block
        for i, v in enumerate(m.used_gl):
            bit = 1 << i
            for g in defs[v]:
                dk[block[g]] |= bit
            for g in kills[v]:
                dk[block[g]] |= bit
                uk[block[g]] |= bit
            for g in uses[v]:
                uk[block[g]] |= bit
        m.bdefkill_gl, m.busekill_gl = dk, uk
        m.gl_formals = frozenset(v for v in range(nv) if m.gl[v] and m.formal_pos[v] >= 0)
        own: list[set[int]] = [set() for _ in m.funcs]
        for v in range(nv):
            if m.owner[v] >= 0 and m.gl[v]:
                own[m.owner[v]].add(v)
        for f in m.funcs:
            gids = range(f.base, f.base + len(f.fn.nodes))
            # a call makes the callee's own global-like variables anew: count it a definition
            made = {v for g in gids for v in m.node_gen[g]}
            m.mod_direct.append(frozenset(made | own[f.index]))
            m.kill_direct.append(frozenset(v for g in gids for v in m.node_kill[g]))
            m.ref_direct.append(frozenset(v for g in gids for v in m.node_use[g]))


class _BlockMaker:
    """Splits one function into basic blocks: entry, exit and every call alone."""

    def __init__(self, m: Model, f: FuncInfo, calls: set[int],
                 again: dict[int, tuple[int, ...]]) -> None:
        self.m = m
        self.f = f
        self.calls = calls
        self.again = again  # call node -> extra successor nodes (global ids)

    def _leader(self, node_id: int) -> bool:
        fn = self.f.fn
        n = fn.nodes[node_id]
        if node_id <= 1 or self.f.base + node_id in self.calls or len(n.preds) != 1:
            return True
        p = n.preds[0]
        return p is n or len(p.succs) != 1 or p.id <= 1 or self.f.base + p.id in self.calls

    def make(self) -> None:
        m, f, fn = self.m, self.f, self.f.fn
        first = len(m.bnodes)
        leaders = [i for i in range(len(fn.nodes)) if self._leader(i)]
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
        for bid in range(first, len(m.bnodes)):
            head, tail = m.bnodes[bid][0] - f.base, m.bnodes[bid][-1] - f.base
            m.bpreds.append(tuple(sorted({m.node_block[f.base + p.id]
                                          for p in fn.nodes[head].preds}
                                         | extra_preds.get(bid, set()))))
            succs = [m.node_block[f.base + s.id] for s in fn.nodes[tail].succs]
            succs += [m.node_block[t] for t in self.again.get(f.base + tail, ())
                      if m.node_block[t] not in succs]
            m.bsuccs.append(tuple(succs))
        f.entry_bid, f.exit_bid = m.node_block[f.base], m.node_block[f.base + 1]
        f.blocks = tuple(range(first, len(m.bnodes)))
        f.rpo = _rpo(m, f.entry_bid)
        for bid in f.rpo:
            m.breach[bid] = 1
        todo = [f.exit_bid]
        m.bexit[f.exit_bid] = 1
        while todo:
            for p in m.bpreds[todo.pop()]:
                if not m.bexit[p]:
                    m.bexit[p] = 1
                    todo.append(p)

    def _block(self, start: list[int], placed: bytearray) -> None:
        m, f, fn = self.m, self.f, self.f.fn
        ids = start
        n = fn.nodes[ids[0]]
        placed[ids[0]] = 1
        is_call = f.base + ids[0] in self.calls
        while not is_call and ids[0] > 1 and len(n.succs) == 1:
            nxt = n.succs[0]
            if placed[nxt.id] or self._leader(nxt.id):
                break
            ids.append(nxt.id)
            placed[nxt.id] = 1
            n = nxt
        bid = len(m.bnodes)
        for pos, i in enumerate(ids):
            m.node_block[f.base + i] = bid
            m.node_pos[f.base + i] = pos
        m.bnodes.append(tuple(f.base + i for i in ids))
        m.bfunc.append(f.index)
        kind = NORMAL
        if isinstance(fn.nodes[ids[0]].instr, Entry):
            kind = ENTRY
        elif isinstance(fn.nodes[ids[0]].instr, Exit):
            kind = EXIT
        elif is_call:
            kind = CALL
        m.bkind.append(kind)
        m.breach.append(0)
        m.bexit.append(0)


def _sccs_below(m: Model, top: int, unknown: Callable[[int], bool]) -> list[int]:
    """Call-graph components reachable from `top` that are still unknown, callees first
    (`Model.sccs` is in bottom-up order, so sorting the indexes puts callees first)."""
    seen = {top}
    todo = [top]
    while todo:
        c = todo.pop()
        for g in m.sccs[c]:
            for site in m.funcs[g].calls:
                for t in site.targets:
                    ct = m.scc_of[t]
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


def _mark_init_taken(init: object, m: Model) -> None:
    from ddpa.ir.program import AddrInit, AggInit

    todo = [init]
    while todo:
        i = todo.pop()
        if isinstance(i, AddrInit) and isinstance(i.target, Var) and i.target in m.vid:
            m.taken.add(m.vid[i.target])
        elif isinstance(i, AggInit):
            todo.extend(i.items)

