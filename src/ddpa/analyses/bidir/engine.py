"""Algorithm 1: rounds of backward demand propagation (Equations 3-9) and forward alias
propagation (Equations 10-13) until both are stable, interprocedural and context-insensitive,
with virtual and indirect calls resolved on the fly from the computed aliases (section 3.2,
"Lifting the analysis to interprocedural level")."""

from __future__ import annotations

import heapq
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

from ddpa.analyses.bidir import equations as eq
from ddpa.analyses.bidir.graph import Assign, ENode, RExpr, Supergraph
from ddpa.analyses.bidir.methods import MethodSpec, Variant
from ddpa.analyses.bidir.names import Name, Namer, vkey
from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis
from ddpa.ir import classes, libmodel
from ddpa.ir.instr import AddrOf, Call, Direct, Entry, Exit, FuncRef, Indirect, Var, Virtual
from ddpa.ir.program import AddrInit, AggInit, Init, Program

EMPTY_D: eq.Demand = frozenset()


@dataclass
class RoundLog:
    """What one round added: new demands at Dout and new alias pairs at Aout, per node."""

    demands: dict[int, set[object]] = field(default_factory=dict)
    aliases: dict[int, set[tuple[Name, Name]]] = field(default_factory=dict)


@dataclass
class EngineStats:
    rounds: int = 0
    steps: int = 0
    demands: int = 0
    aliases: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0  # the process's CPU time (steadier than `seconds` under load)


def _addr_taken(program: Program) -> tuple[frozenset[str], frozenset[str]]:
    """addrTaken (section 3.1): variables and functions whose address the program takes."""
    vs: set[str] = set()
    fs: set[str] = set()
    for f in program.defined_functions():
        for n in f.nodes:
            i = n.instr
            if isinstance(i, AddrOf):
                if isinstance(i.target, Var):
                    vs.add(vkey(i.target))
                else:
                    fs.add(i.target.name)

    def walk(init: Init) -> None:
        if isinstance(init, AddrInit):
            if isinstance(init.target, FuncRef):
                fs.add(init.target.name)
            else:
                vs.add(vkey(init.target))
        elif isinstance(init, AggInit):
            for it in init.items:
                if it is not None:
                    walk(it)

    for g in program.globals.values():
        if g.init is not None:
            walk(g.init)
    return frozenset(vs), frozenset(fs)


class _Worklist:
    """A set of node ids popped by priority (the smallest key first). Keys are distinct, so
    the heap holds the keys alone (`node` maps a key back to its node id)."""

    def __init__(self, key: list[int], node: dict[int, int]) -> None:
        self.key = key
        self.node = node
        self.heap: list[int] = []
        self.members: set[int] = set()

    def add(self, n: int) -> None:
        if n not in self.members:
            self.members.add(n)
            heapq.heappush(self.heap, self.key[n])

    def pop(self) -> int:
        n = self.node[heapq.heappop(self.heap)]
        self.members.discard(n)
        return n

    def __bool__(self) -> bool:
        return bool(self.members)


def _callee_ranks(program: Program, sg: Supergraph, cha: ClassHierarchyAnalysis,
                  taken_fns: frozenset[str]) -> dict[str, int]:
    """Functions numbered callees first (a postorder of the call graph CHA and the functions
    whose address is taken give, from `main`), so the worklists finish a callee before they
    go on with its callers."""
    calls: dict[str, list[str]] = {}
    for f in program.defined_functions():
        out: list[str] = []
        for n in f.nodes:
            c = n.instr
            if isinstance(c, Call):
                if isinstance(c.callee, Indirect):
                    out.extend(sorted(taken_fns))
                else:
                    out.extend(cha.resolve(c))
        calls[f.name] = [g for g in out if g in sg.entry]
    rank: dict[str, int] = {}
    visiting: set[str] = set()
    roots = ["main"] if "main" in calls else []
    for root in [*roots, *calls]:
        if root in rank or root in visiting:
            continue
        stack: list[tuple[str, int]] = [(root, 0)]
        visiting.add(root)
        while stack:
            fn, k = stack[-1]
            succ = calls.get(fn, [])
            if k < len(succ):
                stack[-1] = (fn, k + 1)
                g = succ[k]
                if g not in rank and g not in visiting:
                    visiting.add(g)
                    stack.append((g, 0))
            else:
                stack.pop()
                rank[fn] = len(rank)
    return rank


def _merge_growth(last: eq.Alias, changed: list[tuple[eq.Alias | None, eq.Alias]],
                  touched: list[Name]) -> eq.Alias | None:
    """Equation 10 incrementally: `last` (the union of the old maps) with each changed map
    `new` merged in, provided `new` holds its `old` (None: a new input); None when one does
    not (the union must then be computed from scratch). One pass over each new map: a
    location whose set is the old one's object adds nothing and is not compared. The
    locations whose sets grew are appended to `touched`. (The
    copy-on-write union of each entry is `equations.ain`'s, written out here too: a call
    per entry costs a fifth of the exhaustive method's time.)"""
    merged: dict[Name, frozenset[Name]] | None = None
    for old, new in changed:
        matched = 0
        for k, v in new.items():
            if old is not None:
                o = old.get(k)
                if o is not None:
                    matched += 1
                    if o is v:
                        continue  # `last` holds it already
                    if not o <= v:
                        return None
            cur = last if merged is None else merged
            lv = cur.get(k)
            if lv is v:
                continue
            if lv is None:
                nv = v
            elif v <= lv:
                continue
            else:
                nv = lv | v
            if merged is None:
                merged = dict(last)
            merged[k] = nv
            touched.append(k)
        if old is not None and matched != len(old):
            return None  # a location of the old map has gone
    return last if merged is None else merged


class BidirEngine:
    """One run of Algorithm 1 for a variant and an origin set."""

    def __init__(self, program: Program, variant: Variant, *,
                 sg: Supergraph | None = None, cha: ClassHierarchyAnalysis | None = None,
                 explain: bool = False) -> None:
        self.program = program
        self.variant = variant
        self.spec = MethodSpec.of(variant.method)
        self.sg = sg if sg is not None else Supergraph.build(program)
        self.namer = Namer(program, variant.abstraction,
                           set() if self.spec.object_store else None)
        self.cha = cha if cha is not None else ClassHierarchyAnalysis(program)
        self.taken, self.taken_fns = _addr_taken(program)
        n = len(self.sg.nodes)
        self.din: list[eq.Demand] = [EMPTY_D] * n
        self.dout: list[eq.Demand] = [EMPTY_D] * n
        self.ain: list[eq.Alias] = [{}] * n
        self.aout: list[eq.Alias] = [{}] * n
        self.origin: dict[int, list[RExpr]] = {}
        self.explain = explain
        self.log: list[RoundLog] = []
        self.stats = EngineStats()
        self.complete = True
        self._seen: set[int] = set()
        # alias pairs made in a function, by location, and how many
        self.fgen: dict[str, dict[Name, set[Name]]] = {}
        self.fgen_count: dict[str, int] = {}
        self.callers: dict[str, list[int]] = {}
        self._pending: set[int] = set()

        # the function owning each variable whose address is not taken (None: global/taken)
        self.local_scope: dict[str, str] = {
            k: v.scope for k, v in self.namer.vars.items()
            if not v.is_global and k not in self.taken}
        self.formals = {vkey(p) for f in program.defined_functions() for p in f.params}
        ranks = _callee_ranks(program, self.sg, self.cha, self.taken_fns)
        size = len(self.sg.nodes) + 1
        top = len(ranks)
        fr = [top if e.node is None else ranks.get(e.node.func.name, top) for e in self.sg.nodes]
        self._akey = [r * size + i for i, r in enumerate(fr)]
        self._dkey = [r * size + size - 1 - i for i, r in enumerate(fr)]
        self._exit_cache: dict[str, tuple[eq.Alias, eq.Alias, int, eq.Alias]] = {}
        self._exit_keys: dict[str, dict[Name, tuple[frozenset[Name], frozenset[Name], int,
                                                    frozenset[Name]]]] = {}
        self._owner: dict[Name, str | None] = {}  # memo of `_owner_of`
        self._joins: dict[int, tuple[list[eq.Alias], eq.Alias]] = {}  # memo of `_join`
        self._scopes: dict[int, tuple[eq.Alias, eq.Alias]] = {}  # memo of `_scoped`
        self._views: dict[int, tuple[eq.Demand, int, eq.Demand]] = {}  # of `_callee_view`
        # locations seen in demands and alias keys, the function-owned ones by owner (so the
        # scope filters are set operations, not a test per element)
        self._classified: set[object] = set()
        self._local_names: set[object] = set()
        self._fn_names: dict[str, set[object]] = {}
        self._formal_names: dict[str, set[object]] = {}
        self._dgen_memo: dict[int, tuple[eq.Demand, eq.Alias, int, int]] = {}  # Din's inputs
        # the Starts (their Ain is scoped) and the nodes whose Dout goes through
        # `_callee_view` (calls and Ends)
        self._entries = [e.node is not None and isinstance(e.node.instr, Entry)
                         for e in self.sg.nodes]
        self._views_here = [e.node is not None and (e.call is not None
                                                    or isinstance(e.node.instr, Exit))
                            for e in self.sg.nodes]
        # library calls that call back a function pointer: (callback, the pointer), by node
        self._callbacks: dict[int, list[tuple[libmodel.Callback, Var]]] = {}
        self._library_callback_origins()

    # --- origin (section 3.2, footnote 3) -------------------------------------------------

    def add_origin(self, enode: int, use: RExpr) -> None:
        self.origin.setdefault(enode, []).append(use)

    # --- call resolution on the fly ---------------------------------------------------------

    def _resolve(self, e: ENode, a: eq.Alias) -> Iterable[str]:
        c = e.call
        assert c is not None
        callee = c.callee
        if isinstance(callee, Direct):
            return (callee.name,)
        from_aliases = not self.spec.demand_driven or e.id in self.origin
        if isinstance(callee, Virtual):
            if not from_aliases:
                return self.cha.targets_of(callee.static_class, callee.method)
            return self.virtual_targets(callee, a)
        assert isinstance(callee, Indirect)
        if not from_aliases:
            return self._fn_pointer_fallback(len(c.args))
        return sorted(str(o[1]) for o in a.get(self.namer.var(vkey(callee.ptr)), eq.EMPTY)
                      if o[0] == "f")

    def virtual_targets(self, v: Virtual, a: eq.Alias) -> list[str]:
        """The overriders the receiver's objects run (their classes from the aliases)."""
        out: set[str] = set()
        for o in a.get(self.namer.var(vkey(v.receiver)), eq.EMPTY):
            fn = self.namer.runs(o, v.method)
            if fn is not None and fn != classes.PURE_VIRTUAL:
                out.add(fn)
        return sorted(out)

    def _called_back(self, e: ENode, a: eq.Alias) -> list[tuple[libmodel.Callback, str]]:
        """The functions a library call calls back (`qsort`'s comparator, `atexit`'s
        handler), from the aliases of the function pointer it is given (an origin of the
        demand methods, `_library_callback_origins`), each with the callback's arguments."""
        cbs = self._callbacks.get(e.id, ())
        out: list[tuple[libmodel.Callback, str]] = []
        for cb, ptr in cbs:
            for o in a.get(self.namer.var(vkey(ptr)), eq.EMPTY):
                if o[0] == "f":
                    out.append((cb, str(o[1])))
        return out

    def _library_callback_origins(self) -> None:
        """Every call of a library function that calls back a function pointer it is given
        asks, as an origin, for that pointer's aliases (so the demand methods bind what
        Ex binds)."""
        for e in self.sg.nodes:
            c = e.call
            if c is None or not isinstance(c.callee, Direct):
                continue
            f = self.program.functions.get(c.callee.name)
            m = libmodel.model(c.callee.name) if f is None or not f.has_body else None
            for cb in m.callbacks if m is not None else ():
                ptr = c.args[cb.fn] if cb.fn < len(c.args) else None
                if isinstance(ptr, Var):
                    self._callbacks.setdefault(e.id, []).append((cb, ptr))
                    if self.spec.demand_driven:
                        self.add_origin(e.id, RExpr("var", ptr))

    def _fn_pointer_fallback(self, arity: int) -> list[str]:
        out = []
        for name in sorted(self.taken_fns):
            f = self.program.functions.get(name)
            if f is not None and f.has_body and (len(f.params) == arity or f.type.variadic):
                out.append(name)
        return out

    # --- Algorithm 1 --------------------------------------------------------------------------

    def run(self, max_rounds: int | None = None, max_steps: int | None = None,
            max_seconds: float | None = None) -> None:
        """Algorithm 1; a round, step or CPU-time limit stops it with `complete` False."""
        t0 = time.perf_counter()
        c0 = time.process_time()
        deadline = None if max_seconds is None else c0 + max_seconds
        sg = self.sg
        # the worklists are ordered callees first, then demands backwards (largest node
        # first) and aliases forwards
        dwork = _Worklist(self._dkey, {k: i for i, k in enumerate(self._dkey)})
        awork = _Worklist(self._akey, {k: i for i, k in enumerate(self._akey)})
        coupled = [self._coupled(i) for i in range(len(sg.nodes))]
        # Both passes stay in the functions reached from Start (through direct calls and the
        # calls resolved so far): elsewhere Ain is empty (Equation 10, BI at Start only),
        # and a node of another function would add its own call edges and alias pairs to
        # the supergraph, which Ex, whose aliases only go forwards from Start, never has. A
        # node of a function not reached yet waits (`parked`) until a resolved call
        # reaches it.
        fn_of = [None if e.node is None else e.node.func.name for e in sg.nodes]
        reached: set[str] = set()
        parked_d: dict[str, set[int]] = {}
        parked_a: dict[str, set[int]] = {}

        def reach(f: str) -> None:  # f, and what it calls directly (known from the start)
            todo = [f]
            while todo:
                g = todo.pop()
                if g in reached:
                    continue
                reached.add(g)
                for m in parked_d.pop(g, ()):
                    dwork.add(m)
                for m in parked_a.pop(g, ()):
                    awork.add(m)
                fn = self.program.functions.get(g)
                if fn is not None:  # (a body-less callee has no nodes to park)
                    todo.extend(name for _, name in self.program.direct_callees(fn))

        if self.spec.demand_driven:
            for n in self.origin:  # line 4
                dwork.add(n)
        awork.add(sg.start)  # line 5
        for f in sg.roots:
            reach(f)
        demand_driven = self.spec.demand_driven
        nodes = sg.nodes
        demand_step, alias_step = self._demand_step, self._alias_step
        while dwork or awork:  # line 6
            if ((max_rounds is not None and self.stats.rounds >= max_rounds)
                    or (max_steps is not None and self.stats.steps >= max_steps)
                    or (deadline is not None and time.process_time() > deadline)):
                self.complete = False
                break
            self.stats.rounds += 1
            before_d = list(self.dout) if self.explain else []
            before_a = list(self.aout) if self.explain else []
            while dwork:  # lines 7-12
                n = dwork.pop()
                fn = fn_of[n]
                if fn is not None and fn not in reached:
                    parked_d.setdefault(fn, set()).add(n)
                    continue
                self.stats.steps += 1
                if deadline is not None and not self.stats.steps & 1023 and self._late(deadline):
                    break
                if demand_step(n):
                    for p in nodes[n].preds:
                        dwork.add(p)
                        if coupled[p]:  # its Aout depends on its Dout
                            awork.add(p)
            while awork:  # lines 13-18
                n = awork.pop()
                fn = fn_of[n]
                if fn is not None and fn not in reached:
                    parked_a.setdefault(fn, set()).add(n)
                    continue
                self.stats.steps += 1
                if deadline is not None and not self.stats.steps & 1023 and self._late(deadline):
                    break
                changed, new_callees = alias_step(n)
                if self._pending:
                    for r in self._pending:
                        awork.add(r)
                    self._pending.clear()
                if changed:
                    for s in nodes[n].succs:
                        awork.add(s)
                        if demand_driven and coupled[s]:
                            dwork.add(s)  # its Din depends on its Ain
                for f in new_callees:
                    reach(f)
                    awork.add(sg.entry[f])
                    dwork.add(sg.exit[f])
                if new_callees and self.spec.demand_driven:
                    dwork.add(n)
            if self.explain:
                self._log_round(before_d, before_a)
            if not self.complete:
                break
        self.stats.seconds = time.perf_counter() - t0
        self.stats.cpu_seconds = time.process_time() - c0
        self.stats.demands = sum(len(d) for d in self.dout)
        self.stats.aliases = sum(sum(len(v) for v in a.values()) for a in self.aout)

    def _late(self, deadline: float) -> bool:
        """Whether the time limit has passed (`run` looks every 1024 steps): the run then
        stops incomplete."""
        if time.process_time() > deadline:
            self.complete = False
        return not self.complete

    def _coupled(self, n: int) -> bool:
        """Whether a node's demands depend on its aliases and back: a node with statements,
        a call or return site, or an origin node (the others only pass both along). Fixed
        during a run (a call's bindings grow, but a call is coupled anyway): `run` asks once
        per node."""
        e = self.sg.nodes[n]
        return bool(e.assigns) or e.call is not None or e.ret_of >= 0 or n in self.origin

    def _demand_step(self, n: int) -> bool:
        e = self.sg.nodes[n]
        old = self.din[n]
        succs = e.succs
        din = self.din
        d_out = (din[succs[0]] if len(succs) == 1
                 else eq.dout([din[s] for s in succs]))  # Equation 4
        if d_out and self._views_here[n]:
            assert e.node is not None
            d_out = self._callee_view(n, e.node.func.name, d_out, e.callees)
        self.dout[n] = d_out
        if not e.assigns and n not in self.origin:
            din[n] = d_out  # Equation 3 without Dkill and Dgen
            return d_out is not old and d_out != old
        a_in = self.ain[n]
        store = self.namer.store
        size = len(store) if store is not None else 0
        hit = self._dgen_memo.get(n)
        if (hit is not None and hit[0] is d_out and hit[1] is a_in and hit[2] == size
                and hit[3] == len(e.assigns)):
            return False  # the same inputs: the same Din (Dgen records nothing new)
        gen: set[object] = set()
        kill: set[object] = set()
        own = _own_bindings(e) if e.call is not None else ()
        namer, spec, taken = self.namer, self.spec, self.taken
        for st in e.assigns:
            gen |= eq.dgen(st, namer, a_in, d_out, spec, taken)  # Eq. 5
            if st not in own:
                kill |= eq.dkill(st, namer)  # Equation 6
        uses = self.origin.get(n)
        if uses:
            for use in uses:
                gen |= eq.origin_dgen(use, namer, a_in, spec, taken)
        if gen:
            self._classify(gen)
        new = eq.din(d_out, kill, gen)  # Equation 3
        din[n] = new
        if store is None or len(store) == size:
            self._dgen_memo[n] = (d_out, a_in, size, len(e.assigns))
        return new is not old and new != old

    def _classify(self, names: Iterable[object]) -> None:
        """Note which function owns each new location (a variable, or its field, whose
        address is not taken), for the scope filters."""
        seen = self._classified
        for x in names:
            if x in seen:
                continue
            seen.add(x)
            if isinstance(x, tuple) and len(x) == 3 and x[0] == "v":
                o = self.local_scope.get(str(x[1]))
                if o is not None:
                    self._local_names.add(x)
                    self._fn_names.setdefault(o, set()).add(x)
                    if x[1] in self.formals:
                        self._formal_names.setdefault(o, set()).add(x)

    def _callee_view(self, n: int, fn: str, d: eq.Demand, callees: set[str]) -> eq.Demand:
        """Demands that reach a callee's End from its return sites (or a call from the
        callee's Start), without other functions' own variables whose address is not taken:
        they cannot be touched here and the bypass edge carries them (the unrealizable-path
        filter, backwards). Memoised per node on its input and its number of callees."""
        hit = self._views.get(n)
        if hit is not None and hit[0] is d and hit[1] == len(callees):
            return hit[2]
        drop = d & self._local_names
        if drop:
            drop -= self._fn_names.get(fn, frozenset())
            for c in callees:
                if drop:
                    drop -= self._formal_names.get(c, frozenset())
        out = d - drop if drop else d
        self._views[n] = (d, len(callees), out)
        return out

    def _alias_step(self, n: int) -> tuple[bool, list[str]]:
        e = self.sg.nodes[n]
        old = self.aout[n]
        if e.ret_of >= 0:
            a_in = self._return_in(e)
        else:
            preds = e.preds
            aout = self.aout
            a_in = (aout[preds[0]] if len(preds) == 1  # Equation 10 (over one map)
                    else self._join(n, [aout[p] for p in preds])[0])
            if a_in and self._entries[n]:
                assert e.node is not None
                a_in = self._scoped(n, a_in, e.node.func.name)
        self.ain[n] = a_in
        new_callees: list[str] = []
        if e.call is not None:
            for f in self._resolve(e, a_in):
                if self.sg.add_callee(n, f):
                    new_callees.append(f)
                    self.callers.setdefault(f, []).append(n)
            for cb, f in self._called_back(e, a_in):
                if self.sg.add_callee(n, f, cb):
                    new_callees.append(f)
                    self.callers.setdefault(f, []).append(n)
            self._grow(len(self.sg.nodes))
        d_out = self.dout[n]
        kills: set[Name] = set()
        gens = []
        own = _own_bindings(e) if e.call is not None else ()
        namer, spec = self.namer, self.spec
        for st in e.assigns:
            k = eq.akill(st, namer) if st not in own else None  # Equation 13
            if k is not None:
                kills.add(k)
            g = eq.agen(st, namer, a_in, d_out, spec)  # Equation 12
            if g[0]:
                self._classify(g[0])
            gens.append(g)
        new = eq.aout(a_in, kills, gens)  # Equation 11
        self.aout[n] = new
        if e.node is not None:
            made = [(x, v) for ls, v in gens if v for x in ls]
            if made:
                self._note_gens(e.node.func.name, made)
        first = n not in self._seen
        self._seen.add(n)
        return first or (new is not old and new != old), new_callees

    def _return_in(self, e: ENode) -> eq.Alias:
        """Ain of a return site: the caller's own aliases over the bypass edge, and from each
        callee's exit the aliases the callee made or that did not hold at its entry (the
        others come from other callers: keeping them out is the usual unrealizable-path
        filter of a context-insensitive analysis, sound since the bypass keeps ours)."""
        outs = [self.aout[e.ret_of]]
        for f in sorted(self.sg.nodes[e.ret_of].callees):
            outs.append(self._exit_view(f))
        a_in, delta = self._join(e.id, outs)  # Equation 10
        own = outs[0]
        if e.node is not None and a_in is not own:
            # the pairs noted at the last union here stay noted (the record only grows),
            # so a grown union is compared with the bypass only where it grew
            made: list[tuple[Name, frozenset[Name]]] = []
            for k in (a_in if delta is None else delta):
                v = a_in[k]
                o = own.get(k)
                if o is v:
                    continue
                d = v if o is None else v - o
                if d:
                    made.append((k, d))
            self._note_gens(e.node.func.name, made)
        return a_in

    def _join(self, n: int, outs: list[eq.Alias]) -> tuple[eq.Alias, list[Name] | None]:
        """Equation 10 at node n over the maps `outs` (its predecessors' Aout, or a return
        site's bypass and callee views). When the maps that changed since the last join at n
        only grew, the union is the last one with the new maps merged in (the same set as
        the union from scratch); otherwise it is computed from scratch. A single map is its
        own union (most nodes have one predecessor): it is shared as it is. With the union
        come the locations whose sets grew since the last union at n, or None when this
        union is not the last one grown."""
        if len(outs) == 1:
            return outs[0], None
        hit = self._joins.get(n)
        if hit is not None and len(hit[0]) <= len(outs):
            olds, last = hit
            k = len(olds)
            changed = [(olds[i] if i < k else None, p) for i, p in enumerate(outs)
                       if i >= k or olds[i] is not p]
            if not changed:
                return last, []
            touched: list[Name] = []
            grown = _merge_growth(last, changed, touched)
            if grown is not None:
                self._joins[n] = (outs, grown)
                return grown, touched
        new = eq.ain(outs)
        self._joins[n] = (outs, new)
        return new, None

    def _scoped(self, n: int, a: eq.Alias, fn: str) -> eq.Alias:
        """The aliases that enter function `fn` at its Start (node n): not the other
        functions' own variables whose address is not taken (the callee cannot see them; the
        bypass edge carries them past the call)."""
        hit = self._scopes.get(n)
        if hit is not None and hit[0] is a:
            return hit[1]
        drop = a.keys() & self._local_names
        if drop:
            drop -= self._fn_names.get(fn, set())
        out: eq.Alias = a
        if drop:
            out = dict(a)
            for k in drop:
                del out[k]
        self._scopes[n] = (a, out)
        return out

    def _exit_view(self, f: str) -> eq.Alias:
        """A callee's Aout at End without the aliases that held at its Start and that it did
        not make (cached while neither those sets nor what it made change)."""
        a_exit = self.aout[self.sg.exit[f]]
        a_entry = self.ain[self.sg.entry[f]]
        made = self.fgen.get(f, {})
        count = self.fgen_count.get(f, 0)
        hit = self._exit_cache.get(f)
        if hit is not None and hit[0] is a_exit and hit[1] is a_entry and hit[2] == count:
            return hit[3]
        kept: dict[Name, frozenset[Name]] = {}
        ret = f + "::$ret"
        owner_of = self._owner_of
        # per location, the last set kept and what it was made from: an unchanged location
        # keeps its set object, so the unions at the return sites pass over it
        memo = self._exit_keys.setdefault(f, {})
        for k, v in a_exit.items():
            if owner_of(k) == f and k[1] != ret:
                continue  # the callee's own variables are dead after its return
            before = a_entry.get(k)
            if before is None:
                kept[k] = v
                continue
            # {t in v | t not in before or (k, t) in made}
            mk = made.get(k)
            size = len(mk) if mk else 0
            last = memo.get(k)
            if last is not None and last[0] is v and last[1] is before and last[2] == size:
                keep = last[3]
            else:
                if before is v:
                    keep = v & mk if mk else eq.EMPTY
                else:
                    keep = v - before
                    if mk:
                        keep |= v & mk
                memo[k] = (v, before, size, keep)
            if keep:
                kept[k] = keep
        self._exit_cache[f] = (a_exit, a_entry, count, kept)
        return kept

    def _owner_of(self, k: Name) -> str | None:
        """The function owning location `k` when it is a variable (or its field) whose
        address is not taken; None otherwise."""
        try:
            return self._owner[k]
        except KeyError:
            o = self.local_scope.get(str(k[1])) if k[0] == "v" else None
            self._owner[k] = o
            return o

    def _note_gens(self, fn: str, pairs: list[tuple[Name, frozenset[Name]]]) -> None:
        """Record the alias pairs (x, t) for t in ts made in function `fn`."""
        made = self.fgen.setdefault(fn, {})
        grew = 0
        for x, ts in pairs:
            m = made.get(x)
            if m is None:
                made[x] = set(ts)
                grew += len(ts)
            elif not ts <= m:
                before = len(m)
                m |= ts
                grew += len(m) - before
        if grew:
            self.fgen_count[fn] = self.fgen_count.get(fn, 0) + grew
            for c in self.callers.get(fn, ()):
                self._pending.add(self.sg.ret_node(c))

    def _grow(self, n: int) -> None:
        while len(self.din) < n:
            self.din.append(EMPTY_D)
            self.dout.append(EMPTY_D)
            self.ain.append({})
            self.aout.append({})

    def _log_round(self, before_d: list[eq.Demand], before_a: list[eq.Alias]) -> None:
        log = RoundLog()
        for i, d in enumerate(self.dout):
            old_d = before_d[i] if i < len(before_d) else EMPTY_D
            if d - old_d:
                log.demands[i] = set(d - old_d)
            a = self.aout[i]
            old_a = before_a[i] if i < len(before_a) else {}
            pairs = {(k, t) for k, v in a.items() for t in v - old_a.get(k, eq.EMPTY)}
            if pairs:
                log.aliases[i] = pairs
        self.log.append(log)

    # --- answers ------------------------------------------------------------------------------

    def value_at(self, enode: int, use: RExpr) -> frozenset[Name]:
        """What `use` evaluates to just before node `enode` (its Ain)."""
        return eq.value(use, self.namer, self.ain[enode])


def _own_bindings(e: ENode) -> tuple[Assign, ...]:
    """The bindings of a recursive call to the caller's own formals: they define the new
    activation's formals, while the caller's activation keeps its values past the call (the
    bypass edge carries them), so they kill nothing (weak updates)."""
    if e.call is None or e.node is None:
        return ()
    fn = e.node.func.name
    return tuple(st for st in e.assigns if st.lhs.var.scope == fn)
