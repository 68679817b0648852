"""Data-flow integration testing (section 3): unit testing, bottom-up steps, ComputeCross.

Duesterwald, Gupta and Soffa (ICSE 1996) split data-flow testing into

* a *unit testing* phase: each procedure alone, its intraprocedural def-use pairs, with
  temporary definitions (`f_in`, `g_in`) for the formals and global-like variables it uses
  on entry and the worst-case assumption that a call kills every global-like variable;
* *integration steps*: one call edge (p, q) at a time, bottom-up over the call graph
  (section 5), each testing `Cross(p, q)` (Definition 10), computed by `ComputeCross` of
  Figure 2: for every call site s of q in p, *cross-on-entry* pairs match the definitions
  reaching s (`RD(v, s)`) with the uses reachable from q's entry through the binding
  (`RU(w, entry_q)` for w in `bind_s(v)`), and *cross-on-exit* pairs match the
  definitions that reach q's exit from inside q with the uses reachable after s.

Which analyzer answers RD and RU is a parameter: `demand`, `demand-cache`, `exhaustive`
or `incremental`; all give the same pairs, only their cost differs.

Decisions, and where they depart from the letter of Figure 2:

* the uses reachable from `entry_q` are computed *in the context of s* (uses inside q's
  invocation, `U_q^w`, plus, when q can preserve v, the uses after s returns): matching
  them with the definitions reaching s follows valid paths only, whereas a context-free
  RU at `entry_q` would also return into q's other callers;
* definitions are asked in the integrated program P' rather than P. For real definitions
  the pairs are the same (a definition that reaches s only through another call of q in p
  is found at the first such call, by the same two rules), and q's temporary definitions,
  which integration removes, do not leak in. `compute_cross(..., paper_order=True)` asks
  RD in P exactly as Figure 2 does; tests check both give the same pairs;
* an actual that is not a variable (a constant, an expression) defines the formal at the
  call site (a *binding* definition); its pairs with q's uses of the formal are
  cross-on-entry pairs. The paper binds only variables and would not test them;
* global-like variables (globals, and locals other procedures reach through pointers)
  take the place of the paper's `Global`;
* recursion: edges are integrated component by component of the call graph, callees
  first; inside a strongly connected component the edges follow one another in name
  order, and summaries of recursive procedures are fixed points, so a pair that needs a
  cycle of edges appears at the step that closes the cycle.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ddpa.analyses.bitsets import bit_indices, bits_of
from ddpa.analyses.dataflow.demand import DemandAnalyzer, DemandConfig
from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
from ddpa.analyses.dataflow.facts import (
    BIND,
    REAL,
    TEMP,
    DefUsePair,
    SourceTerms,
    def_kind,
    pair,
)
from ddpa.analyses.dataflow.model import Bind, CallSite, Model
from ddpa.analyses.dataflow.results import Analyzer
from ddpa.analyses.dataflow.state import Integration
from ddpa.ir.immutable import immutable

ANALYZERS = ("demand", "demand-cache", "exhaustive", "incremental")
Pair = tuple[int, int]  # (definition code, use code)


def make_analyzer(kind: str, model: Model, state: Integration) -> Analyzer:
    """One of the four analyzers of section 5 over `state`."""
    if kind == "demand":
        return DemandAnalyzer(model, state, DemandConfig(cache=False))
    if kind == "demand-cache":
        return DemandAnalyzer(model, state, DemandConfig(cache=True))
    if kind == "exhaustive":
        return ExhaustiveAnalyzer(model, state)
    if kind == "incremental":
        return ExhaustiveAnalyzer(model, state, incremental=True)
    raise ValueError(f"unknown analyzer '{kind}' (known: {', '.join(ANALYZERS)})")


Part = tuple[frozenset[int], frozenset[int]]  # every definition with every use


class Cross:
    """`Cross(p, q)`: the pairs one integration step tests, split as Figure 2 finds them.

    The analyzers deliver sets of definitions and of uses (Figure 2, lines 5-6 and 10-11);
    a `Cross` keeps those products (`entry_parts`, `exit_parts`) and forms the pairs only
    when they are read, outside the analysis time, without keeping them: a pair that
    crosses many procedures is tested at many steps, so the pairs of all steps together
    grow far faster than the program (millions at 20K generated lines) while the parts do
    not.
    """

    def __init__(self, caller: int, callee: int, entry: list[Part], exit: list[Part]) -> None:
        self.caller = caller
        self.callee = callee
        self.entry_parts = entry
        self.exit_parts = exit

    @property
    def on_entry(self) -> frozenset[Pair]:
        return _product(self.entry_parts)

    @property
    def on_exit(self) -> frozenset[Pair]:
        return _product(self.exit_parts)

    @property
    def pairs(self) -> frozenset[Pair]:
        return _product(self.entry_parts + self.exit_parts)

    def parts(self) -> tuple[list[Part], list[Part]]:
        """What the analyzer answered: equal parts mean equal pairs (every analyzer is
        asked the same questions in the same order, `compute_cross`)."""
        return self.entry_parts, self.exit_parts


def _product(parts: list[Part]) -> frozenset[Pair]:
    return frozenset((d, u) for defs, uses in parts for d in defs for u in uses)


@immutable
class Step:
    """One integration step: the edge, its cross pairs and what computing them cost."""

    index: int
    cross: Cross
    seconds: float
    new_pairs: int  # cross pairs not required by an earlier step or by unit testing


@dataclass
class UnitPhase:
    """Unit-testing requirements per procedure (function index)."""

    intra: dict[int, frozenset[Pair]] = field(default_factory=dict)
    temporary: dict[int, frozenset[Pair]] = field(default_factory=dict)
    seconds: float = 0.0  # the analysis (the model made before it is left out)

    def all_intra(self) -> frozenset[Pair]:
        return frozenset(p for s in self.intra.values() for p in s)


class Requirements:
    """Accumulated test requirements: all-uses (every pair) and all-defs (every definition
    with at least one use, satisfied by any of the listed pairs).

    Kept as the uses of each definition, a bit vector over the uses (numbered as first
    required), so that a step's parts (definitions x uses) are added a definition at a
    time, one operation on machine words per definition rather than one per pair: near the
    root of a large program one step's parts stand for millions of pairs, most of them
    required already (on bzip2, 111 million pairs added for 6.2 million required took 9 s
    pair by pair). The parts share their sets of uses: each set's vector is made once."""

    def __init__(self) -> None:
        self._uses: dict[int, int] = {}  # definition -> its uses (bits by `_number`)
        self._number: dict[int, int] = {}  # use -> its bit
        self._codes: list[int] = []  # bit -> use
        self._vectors: dict[int, tuple[frozenset[int], int]] = {}  # id(uses) -> (uses, bits)
        self.count = 0  # pairs required so far

    def add(self, pairs: Iterable[Pair]) -> int:
        """Add pairs; the number that were not required yet."""
        by_def: dict[int, set[int]] = {}
        for d, u in pairs:
            by_def.setdefault(d, set()).add(u)
        return self.add_parts((frozenset((d,)), frozenset(us)) for d, us in by_def.items())

    def _vector(self, us: frozenset[int]) -> int:
        """The uses as a bit vector (numbering the uses not seen yet)."""
        hit = self._vectors.get(id(us))
        if hit is not None and hit[0] is us:
            return hit[1]
        number, codes = self._number, self._codes
        bits: list[int] = []
        for u in us:
            i = number.get(u)
            if i is None:
                i = number[u] = len(codes)
                codes.append(u)
            bits.append(i)
        vec = bits_of(bits)
        self._vectors[id(us)] = (us, vec)  # (the set is held: its id is not reused)
        return vec

    def add_parts(self, parts: Iterable[Part]) -> int:
        """Add every pair of each part (definitions, uses); the number of new pairs."""
        before = self.count
        uses = self._uses
        for defs, us in parts:
            if not us:
                continue
            vec = self._vector(us)
            for d in defs:
                have = uses.get(d, 0)
                new = vec & ~have
                if new:
                    self.count += new.bit_count()
                    uses[d] = have | new
        return self.count - before

    def _of(self, vec: int) -> list[int]:
        codes = self._codes
        return [codes[i] for i in bit_indices(vec)]

    @property
    def pairs(self) -> frozenset[Pair]:
        return frozenset((d, u) for d, vec in self._uses.items() for u in self._of(vec))

    def all_uses(self) -> frozenset[Pair]:
        return self.pairs

    def all_defs(self) -> dict[int, frozenset[int]]:
        return {d: frozenset(self._of(vec)) for d, vec in self._uses.items() if vec}

    @property
    def defs_count(self) -> int:
        """How many definitions all-defs requires (`len(all_defs())`, without listing
        their uses)."""
        return sum(1 for vec in self._uses.values() if vec)


def bottom_up_plan(model: Model) -> list[tuple[int, int]]:
    """Call edges (caller, callee) between procedures with bodies, callees first: for each
    strongly connected component in bottom-up order, its edges into components below, then
    the edges inside it (recursion), each group in name order."""
    edges = {(s.caller, t) for f in model.funcs for s in f.calls for t in s.targets}
    plan: list[tuple[int, int]] = []
    for comp in model.sccs:
        members = set(comp)
        out = [e for e in edges if e[0] in members]
        name = model.funcs
        down = sorted((e for e in out if e[1] not in members),
                      key=lambda e: (name[e[0]].name, name[e[1]].name))
        inner = sorted((e for e in out if e[1] in members),
                       key=lambda e: (name[e[0]].name, name[e[1]].name))
        plan.extend(down + inner)
    return plan


# --- ComputeCross (Figure 2) --------------------------------------------------------------


def _sites(m: Model, p: int, q: int) -> list[tuple[CallSite, int]]:
    return [(s, s.targets.index(q)) for s in m.funcs[p].calls if q in s.targets]


def _kills_dst(m: Model, site: CallSite, v: int) -> bool:
    return site.dst == v and site.gid in m.kills_of[v]


@dataclass
class _Scope:
    """Flow-insensitive bounds that let ComputeCross skip hopeless questions. They are
    exact: a definition reaching s is made in p, in a procedure integrated below p, or in
    an integrated ancestor of p or below it (or is a global's initial value at a root);
    the same holds for the uses reachable after s."""

    may_def: frozenset[int]
    may_use: frozenset[int]

    @staticmethod
    def of(a: Analyzer, p: int) -> _Scope:
        m = a.model
        defs: set[int] = set()
        uses: set[int] = set()
        for x in a.state.ancestors(p):
            defs.update(m.mod_direct[x])
            uses.update(m.ref_direct[x])
            for c in a.state.integrated_callees(x):
                defs.update(m.mod_star(c))
                uses.update(m.ref_star(c))
            if m.funcs[x].is_root:
                defs.update(v for v in m.used_gl if m.owner[v] < 0)
        return _Scope(frozenset(defs), frozenset(uses))


class _SiteCross:
    """The questions ComputeCross asks at one call site s of q, each asked at most once."""

    def __init__(self, a: Analyzer, site: CallSite, q: int, scope: _Scope,
                 early: dict[tuple[int, int], frozenset[int]] | None) -> None:
        self.a, self.site, self.q, self.scope, self.early = a, site, q, scope, early
        self._after: dict[int, frozenset[int]] = {}
        self._before: dict[int, frozenset[int]] = {}

    def ask_together(self, cands: list[int]) -> None:
        """Ask the analyzer at once for the RD(v, s) and then the RU(v, s) that `through`
        will need for these variables (exactly those: the conditions are `through`'s), so
        that it can share one walk among them."""
        a, m, q, site, scope = self.a, self.a.model, self.q, self.site, self.scope
        ek = m.funcs[q].entry_kills
        vs = [v for v in cands if v not in ek]
        if self.early is None:
            self._before = a.reaching_many(
                [v for v in vs if m.formal_pos[v] >= 0 or v in scope.may_def], site.gid)
        want = []
        mod_q = m.mod_star(q)
        for v in vs:
            if v not in scope.may_use or _kills_dst(m, site, v):
                continue
            if (v in mod_q and a.sdefs(q, v)) or \
                    ((m.formal_pos[v] >= 0 or v in scope.may_def) and self.defs(v, site.gid)
                     and a.pres(q, v)):
                want.append(v)
        self._after.update(a.reachable_many(want, site.gid))

    def after(self, v: int) -> frozenset[int]:
        """RU(v, s): uses reachable once the call has returned."""
        hit = self._after.get(v)
        if hit is None:
            hit = self.a.reachable(v, self.site.gid) if v in self.scope.may_use else frozenset()
            self._after[v] = hit
        return hit

    def defs(self, v: int, at: int) -> frozenset[int]:
        """RD(v, n) at the node where the call's value of v is read (P or P')."""
        if self.early is not None:
            return self.early[(v, at)]
        if at == self.site.gid:
            hit = self._before.get(v)
            if hit is None:
                hit = self._before[v] = self.a.reaching(v, at)
            return hit
        return self.a.reaching(v, at)

    def bound(self, b: Bind, on_entry: list[Part]) -> None:
        """Pairs through the binding of one formal: the definitions of the variables whose
        value the actual carries, with the formal's uses reachable from q's entry."""
        a, m = self.a, self.a.model
        uses = a.suses(self.q, b.formal)
        if not uses:
            return
        for v, at in b.sources:
            defs = self.defs(v, at)
            if defs:
                on_entry.append((defs, uses))
        if b.here or a.binds_initial(self.site.gid, b):
            on_entry.append((frozenset((m.code(BIND, self.site.gid, b.formal),)), uses))

    def through(self, v: int, on_entry: list[Part], on_exit: list[Part]) -> None:
        """Pairs of a global-like v: entering q (RD at s with q's uses of v and, if q can
        preserve v, the uses after s) and leaving q (q's definitions with those uses)."""
        a, m, q, site = self.a, self.a.model, self.q, self.site
        if v in m.funcs[q].entry_kills:
            return  # q's own variable: a new activation, not the caller's value
        passes = not _kills_dst(m, site, v)
        if passes and v in m.mod_star(q) and v in self.scope.may_use:
            out_defs = a.sdefs(q, v)
            if out_defs:
                after = self.after(v)
                if after:
                    on_exit.append((out_defs, after))
        if m.formal_pos[v] < 0 and v not in self.scope.may_def:
            return  # no definition of v can reach s
        defs = self.defs(v, site.gid)
        if not defs:
            return
        uses = set(a.suses(q, v))
        if passes and v in self.scope.may_use and a.pres(q, v):
            uses.update(self.after(v))
        if uses:
            on_entry.append((defs, frozenset(uses)))


def _questions(m: Model, site: CallSite, k: int) -> list[tuple[int, int]]:
    """The RD questions (variable, node) Figure 2 asks at a call site."""
    out = {src for b in site.binds[k] for src in b.sources}
    out.update((v, site.gid) for v in m.used_gl)
    return sorted(out)


def compute_cross(a: Analyzer, p: int, q: int, paper_order: bool = False) -> Cross:
    """Integrate (p, q) into the analyzer's program and return Cross(p, q) (Figure 2)."""
    m = a.model
    sites = _sites(m, p, q)
    early: dict[tuple[int, int], frozenset[int]] | None = None
    if paper_order:  # Figure 2 line 5: RD(v, s, P) before q is integrated
        early = {(v, at): a.reaching(v, at)
                 for site, k in sites for v, at in _questions(m, site, k)}
    a.integrate(p, q)
    scope = _Scope.of(a, p)
    on_entry: list[Part] = []
    on_exit: list[Part] = []
    cands = sorted(((m.used_gl_set & (scope.may_def | m.gl_formals))
                    | (m.used_gl_set & m.mod_star(q) & scope.may_use)) - m.funcs[q].entry_kills)
    for site, k in sites:
        sc = _SiteCross(a, site, q, scope, early)
        sc.ask_together(cands)
        for b in site.binds[k]:
            sc.bound(b, on_entry)
        for v in cands:
            sc.through(v, on_entry, on_exit)
    return Cross(p, q, on_entry, on_exit)


# --- unit testing ---------------------------------------------------------------------------


def unit_phase(model: Model, analyzer: str = "exhaustive") -> UnitPhase:
    """Each procedure tested alone: intraprocedural pairs, and the pairs of the temporary
    definitions of its formals and global-like variables on entry."""
    model.force()
    t0 = time.perf_counter()
    a = make_analyzer(analyzer, model, Integration(model, full=False))
    out = UnitPhase()
    m = model
    for f in m.funcs:
        intra: set[Pair] = set()
        for n in range(f.base, f.base + f.fn.node_total):
            for w in m.node_use[n]:
                u = m.code(REAL, n, w)
                intra.update((d, u) for d in a.reaching(w, n))
        out.intra[f.index] = frozenset(intra)
        temps: set[Pair] = set()
        if not f.is_root:
            entry_vars = sorted({v for v in f.formals if v >= 0} | set(m.used_gl))
            for w in entry_vars:
                temp = m.code(TEMP, f.entry_gid, w)
                temps.update((temp, u) for u in a.suses(f.index, w))
        out.temporary[f.index] = frozenset(temps)
    out.seconds = time.perf_counter() - t0
    return out


# --- the whole process ----------------------------------------------------------------------


@dataclass
class IntegrationRun:
    """Unit phase, every step, and the accumulated requirements."""

    analyzer: str
    unit: UnitPhase
    steps: list[Step]
    requirements: Requirements
    seconds: float  # accumulated analysis time of the integration steps

    @property
    def analysis_seconds(self) -> float:
        """The unit phase's analysis and the integration steps' together."""
        return self.unit.seconds + self.seconds

    def cross_pairs(self) -> frozenset[Pair]:
        return frozenset(p for s in self.steps for p in s.cross.pairs)


class IntegrationTester:
    """Runs section 3's process over a model with one of the four analyzers."""

    def __init__(self, model: Model, analyzer: str = "demand") -> None:
        model.force()  # integration testing visits every procedure
        self.model = model
        self.kind = analyzer
        self.state = Integration(model, full=False)
        self.analyzer = make_analyzer(analyzer, model, self.state)

    def step(self, index: int, caller: int, callee: int, req: Requirements) -> Step:
        # CPU time of this thread, as the paper's Table 5 reports: what the analysis costs,
        # not what other processes on the machine take from it
        t0 = time.thread_time()
        cross = compute_cross(self.analyzer, caller, callee)
        seconds = time.thread_time() - t0
        return Step(index, cross, seconds,
                    req.add_parts(cross.entry_parts + cross.exit_parts))

    def run(self, plan: list[tuple[int, int]] | None = None, unit: UnitPhase | None = None,
            progress: Callable[[int, int], None] | None = None,
            on_step: Callable[[Step], None] | None = None) -> IntegrationRun:
        """Every step of the plan; `on_step` sees each step as soon as it is computed (a
        report can write it then), `progress` the number done."""
        unit = unit if unit is not None else unit_phase(self.model)
        req = Requirements()
        req.add(unit.all_intra())
        steps: list[Step] = []
        edges = bottom_up_plan(self.model) if plan is None else plan
        for i, (p, q) in enumerate(edges):
            steps.append(self.step(i, p, q, req))
            if on_step is not None:
                on_step(steps[-1])
            if progress is not None:
                progress(i + 1, len(edges))
        total = sum(s.seconds for s in steps)
        return IntegrationRun(self.kind, unit, steps, req, total)


def source_pairs(model: Model, pairs: Iterable[Pair],
                 terms: SourceTerms | None = None) -> list[DefUsePair]:
    """Pairs in source terms, sorted and without duplicates of the same lines (`terms`
    converts each definition and use once across calls)."""
    if terms is None:
        return sorted({pair(model, d, u) for d, u in pairs})
    return sorted({terms.pair(d, u) for d, u in pairs})


def is_temporary(code: int) -> bool:
    return def_kind(code) == TEMP


__all__ = ["ANALYZERS", "Cross", "IntegrationRun", "IntegrationTester", "Requirements",
           "Step", "UnitPhase", "bottom_up_plan", "compute_cross", "crosses", "is_temporary",
           "make_analyzer", "source_pairs", "unit_phase"]


def crosses(a: Analyzer, dcode: int, ucode: int, proc: int) -> tuple[bool, bool]:
    """Definition 7: whether the pair (d, u) crosses `proc` on entry and on exit, along a
    valid path through one of its integrated call sites."""
    m = a.model
    _, _, dv = m.decode(dcode)
    _, _, uv = m.decode(ucode)
    on_entry = on_exit = False
    for site, k in a.state.sites(proc):
        for b in site.binds[k]:
            if b.formal == uv and ucode in a.suses(proc, uv):
                on_entry = on_entry or any(
                    v == dv and dcode in a.reaching(v, at) for v, at in b.sources)
        if dv != uv or not m.gl[dv] or _kills_dst(m, site, dv) \
                or dv in m.funcs[proc].entry_kills:
            continue
        before = dcode in a.reaching(dv, site.gid)
        after = ucode in a.reachable(dv, site.gid)
        through = a.pres(proc, dv)
        on_entry = on_entry or (before and (ucode in a.suses(proc, dv) or (through and after)))
        on_exit = on_exit or (after and (dcode in a.sdefs(proc, dv) or (through and before)))
    return on_entry, on_exit
