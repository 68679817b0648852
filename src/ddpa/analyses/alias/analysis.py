"""One program's alias analyses behind one object: PEG, DDA, DDPT, EXH and source queries.

Zheng and Rugina (POPL 2008): the demand-driven alias analysis (DDA, Figures 4 and 7), the
demand points-to analysis it is compared with (DDPT, section 4.6) and the exhaustive
Andersen analysis (EXH, section 7.4), all over one program expression graph (section 3), so
that their answers can be compared query by query.
"""

from __future__ import annotations

import enum
import json
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace

from ddpa.analyses.alias.andersen import Andersen
from ddpa.analyses.alias.cfl import Outcome
from ddpa.analyses.alias.dda import DemandAlias
from ddpa.analyses.alias.ddpt import DemandPointsTo
from ddpa.analyses.alias.demand_pts import DemandInclusion
from ddpa.analyses.alias.explain import WitnessBuilder
from ddpa.analyses.alias.expr import ExprResolver, QueryError, Resolved, Scope, find_scope
from ddpa.analyses.alias.grammar import ALIAS_GRAMMAR
from ddpa.analyses.alias.options import AliasOptions, config_doc, graph_config_kind
from ddpa.analyses.alias.results import (
    AliasResult,
    ObjRef,
    PointsToResult,
    QueryStats,
    Status,
    Witness,
)
from ddpa.analyses.alias.wrappers import find_allocation_wrappers
from ddpa.analyses.bitsets import bit_indices, bits_of
from ddpa.graphs.callgraph import address_taken_functions
from ddpa.graphs.peg import (
    PEG,
    ObjKind,
    StagedGraph,
    build_peg,
    inner_field_paths,
    signature_targets,
    value_key,
    var_key,
)
from ddpa.graphs.peg_config import IndirectPolicy, PEGConfig
from ddpa.graphs.world import outside_callees
from ddpa.ir.codec import MalformedIRData
from ddpa.ir.instr import Arith, Call, Indirect, PtrAdd, Var
from ddpa.ir.program import Program
from ddpa.ir.types import VOID, ArrayType, IntType, PointerType, RecordType, Type


class Engine(enum.Enum):
    DDA = "dda"
    DDPT = "ddpt"
    EXH = "exh"


_UNSET = -1
Expr = str | int | Resolved


class AliasAnalysis:
    """May-alias and points-to queries on one program, by node or by source expression."""

    def __init__(self, program: Program, options: AliasOptions | None = None) -> None:
        self.program = program
        self.options = options or AliasOptions()
        solved = _solved_graph(program, self.options)
        # the rounds that configured the graph (0: the configuration was read back)
        self.rounds = solved.rounds
        # every node's points-to set without the undefined values, when the rounds solved
        # the whole graph (`defined_points_to`)
        self.solution = solved.solution
        # the fixed point's rounds built this very graph: keep it rather than build it anew
        if solved.peg is not None:
            self.peg: PEG = solved.peg
            _keep_graph(program, self.options, solved.peg)
            self.built = True  # (else the graph was read back from the kept facts)
        else:
            self.peg, self.built = _graph(program, solved.config, self.options)
        self.resolver = ExprResolver(program, self.peg)
        self.dda = DemandAlias(self.peg, self.options.dda)
        self._ddpt: DemandPointsTo | None = None
        self._defined: DemandPointsTo | None = None
        self._exh: Andersen | None = None
        self._scopes: dict[str | None, Scope] = {}

    @property
    def ddpt(self) -> DemandPointsTo:
        if self._ddpt is None:
            self._ddpt = DemandPointsTo(self.peg, self.options.dda.budget,
                                        self.options.dda.gradual, k_limit=self.options.k_limit,
                                        count=self.options.dda.count)
        return self._ddpt

    def defined_points_to(self, node: int, budget: int | None) -> tuple[frozenset[ObjRef], bool]:
        """node's points-to set without the graph's undefined values, and whether it is
        complete (within `budget` steps of DDPT; None: no limit).

        An undefined value (`PEG._undefined_values`: the value of a cell no assignment
        defines) lets the engines relate two pointers copied from one such cell; what flows
        through it (a store through such a pointer, a load back) no defined execution does,
        for dereferencing it is undefined. Without them the sets are the last round's
        solution when the rounds solved the whole graph (they solve it before the undefined
        values are added), else DDPT's with the undefined values left out: the same sets
        either way, whether this process built the graph or read it back."""
        if self.solution is not None:
            return self.solution.points_to(node), True
        if self._defined is None:
            self._defined = DemandPointsTo(self.peg, self.options.dda.budget,
                                           self.options.dda.gradual,
                                           k_limit=self.options.k_limit,
                                           count=self.options.dda.count, defined_only=True)
        res = self._defined.points_to(node, budget)
        return res.objects, res.complete

    @property
    def exh(self) -> Andersen:
        if self._exh is None:
            self._exh = Andersen(self.peg, self.options.k_limit)
        return self._exh

    # --- expressions --------------------------------------------------------------------

    def expr(self, e: Expr, at: str | None = None) -> Resolved:
        if isinstance(e, Resolved):
            return e
        if isinstance(e, int):
            return Resolved(e, self.peg.is_lvalue(e), VOID, self.peg.render(e))
        scope = self._scopes.get(at)
        if scope is None:  # (finding the function at a line reads every function's lines)
            scope = self._scopes[at] = find_scope(self.program, at)
        return self.resolver.resolve(e, scope)

    def lvalue(self, e: Expr, at: str | None = None) -> Resolved:
        r = self.expr(e, at)
        if not r.lvalue:
            raise QueryError(f"{r.text!r} is not a memory location (an lvalue such as *p, "
                             "p->f, x or a[i] is needed)")
        return r

    # --- queries -------------------------------------------------------------------------

    def may_alias(self, e1: Expr, e2: Expr, at: str | None = None,
                  engine: Engine = Engine.DDA, budget: int | None = _UNSET,
                  explain: bool = False) -> AliasResult:
        """May the two lvalues denote the same memory? A budget overrun answers True.

        Field-sensitively, a record and a field inside it overlap: when one lvalue is of a
        record type, the other is also compared with each field inside it (`x` and `*f`
        when f points to `x.a`; section 5's grammar relates equal field paths only)."""
        r1, r2 = self.lvalue(e1, at), self.lvalue(e2, at)
        res = self._alias_nodes(r1.node, r2.node, engine, budget)
        pair = (r1.node, r2.node)
        for other in self._overlapping_pairs(r1, r2):
            if res.may_alias:
                break
            sub = self._alias_nodes(*other, engine, budget)
            res = replace(res, may_alias=sub.may_alias, stats=_sum(res.stats, sub.stats),
                          status=res.status if sub.complete else sub.status)
            pair = other
        if explain and res.may_alias and res.complete and engine is Engine.DDA:
            res = replace(res, witness=self.witness(*pair, budget))
        return res

    def _overlapping_pairs(self, r1: Resolved, r2: Resolved) -> Iterator[tuple[int, int]]:
        """(lvalue, lvalue) node pairs that also decide whether r1 and r2 overlap: each with
        a field inside the other's record (field-sensitively; none otherwise)."""
        g = self.peg
        for path in inner_field_paths(self.program, g.config, r2.type):
            yield r1.node, g.deref(g.field_chain(g.addr_of(r2.node), path))
        for path in inner_field_paths(self.program, g.config, r1.type):
            yield g.deref(g.field_chain(g.addr_of(r1.node), path)), r2.node

    def _alias_nodes(self, n1: int, n2: int, engine: Engine, budget: int | None
                     ) -> AliasResult:
        if engine is Engine.EXH:
            return self._exh_alias(n1, n2)
        if engine is Engine.DDPT:
            return self.ddpt.may_alias(n1, n2, budget)
        return self.dda.may_alias(n1, n2, budget)

    def pointers_alias(self, p: int, q: int, engine: Engine = Engine.DDA,
                       budget: int | None = _UNSET,
                       pointees: tuple[Type, Type] = (VOID, VOID)) -> AliasResult:
        """mayAlias(*p, *q) for two value nodes (the MAYALIAS/NOALIAS oracle question);
        with the types `*p` and `*q` have, a record among them is also compared field by
        field (`may_alias`)."""
        g = self.peg
        e1, e2 = g.deref(p), g.deref(q)
        return self.may_alias(Resolved(e1, True, pointees[0], g.render(e1)),
                              Resolved(e2, True, pointees[1], g.render(e2)),
                              engine=engine, budget=budget)

    def points_to(self, e: Expr, at: str | None = None, engine: Engine = Engine.DDPT,
                  budget: int | None = _UNSET) -> PointsToResult:
        """The objects the expression's value may point to."""
        r = self.expr(e, at)
        if engine is Engine.EXH:
            t0 = time.perf_counter()
            objs = self.exh.points_to(r.node)
            stats = QueryStats(seconds=time.perf_counter() - t0)
            return PointsToResult(objs, Status.COMPLETE, stats, "EXH", r.node)
        return self.ddpt.points_to(r.node, budget)

    def _exh_alias(self, e1: int, e2: int) -> AliasResult:
        t0 = time.perf_counter()
        hit = any(a1 == a2 or self.exh.value_alias(a1, a2)
                  for a1, a2 in self.peg.comparable_pairs(e1, e2))
        stats = QueryStats(seconds=time.perf_counter() - t0)
        return AliasResult(hit, Status.COMPLETE, stats, "EXH", e1, e2)

    def witness(self, e1: int, e2: int, budget: int | None = _UNSET) -> Witness | None:
        """Explain a may-alias answer: replay the query recording derivations.

        The replay uses the single-worklist algorithm of Figure 4 (so the table reads like
        section 4.4); if that runs out of budget, the two-worklist search is replayed."""
        explain_dda = DemandAlias(self.peg, replace(self.options.dda, cache=False))
        lim = explain_dda.limits(budget)
        for a1, a2 in self.peg.comparable_pairs(e1, e2):
            for two in (False, True):
                res = explain_dda.value_alias_search(a1, a2, record=True,
                                                     limits=replace(lim, two_sided=two))
                if res.outcome is Outcome.FOUND and res.recorder is not None:
                    if res.recorder.final is None:  # the same address on both sides
                        return None
                    wb = WitnessBuilder(self.peg, ALIAS_GRAMMAR, res.recorder)
                    return wb.witness(e1, e2, a1)
        return None

    # --- rendering -----------------------------------------------------------------------

    def object_name(self, ref: ObjRef) -> str:
        a, path = ref
        base = self.peg.obj_name(a)
        return ".".join([base, *(self.peg.labels[lab] for lab in path)])

    def object_kind(self, ref: ObjRef) -> ObjKind:
        return self.peg.objects[ref[0]].kind


def andersen_call_targets(program: Program, config: PEGConfig, k_limit: int = 4) -> PEGConfig:
    """Indirect-call targets from Andersen's analysis, iterated until the call graph is stable
    (each round binds the targets found so far and solves again).

    A site whose function pointer may come from unknown code (it may point to external
    memory or program input) keeps every address-taken function of fitting arity, and is
    listed in `indirect_fallback`."""
    return solve_graph_config(program, config, k_limit, calls=True, fields=False)


def collapse_by_arithmetic(program: Program, config: PEGConfig, k_limit: int = 4) -> PEGConfig:
    """Field-sensitive mode made sound for pointer arithmetic on field addresses.

    An array inside a field is that field, so indexing it keeps the field address. Any
    other field address that pointer arithmetic (`ptradd`, or integer arithmetic on an
    address) may start from can reach every field of its object, so the records around
    that field are collapsed (`PEGConfig.collapsed`: their fields are one node, in objects
    and through pointers). The addresses arithmetic starts from come from Andersen's
    analysis, repeated until no record is added."""
    return solve_graph_config(program, config, k_limit, calls=False, fields=True)


@dataclass(frozen=True)
class SolvedGraph:
    """The configuration `solve_graph_config` finds, with the graph of exactly that
    configuration its rounds built (None when no round ran), how many rounds of Andersen's
    analysis that took (0: none ran), and the last round's solution when it solved the
    whole graph (`solution`: every node's set, the graph's undefined values left out)."""

    config: PEGConfig
    peg: PEG | None
    rounds: int = 0
    solution: Andersen | None = None


def _solved_graph(program: Program, options: AliasOptions) -> SolvedGraph:
    """The graph configuration of `options` for `program` (wrappers, indirect-call targets,
    collapsed records): found by `solve_graph`, or read from the facts kept for this very
    IR by an earlier process (`Program.facts`), in which case no round runs here."""
    kind = graph_config_kind(options)
    stored = program.facts.get(kind) if program.facts is not None else None
    if stored is not None:
        config = _config_from_doc(options.peg, stored)
        if config is not None:
            return SolvedGraph(config, None)
    peg_cfg = options.peg
    if options.detect_wrappers:
        peg_cfg = replace(peg_cfg, wrappers=peg_cfg.wrappers | find_allocation_wrappers(program))
    solved = solve_graph(program, peg_cfg, options.k_limit, calls=options.andersen_call_graph,
                         fields=peg_cfg.field_sensitive)
    if program.facts is not None:
        program.facts.put(kind, config_doc(solved.config))
    return solved


def _graph(program: Program, config: PEGConfig, options: AliasOptions) -> tuple[PEG, bool]:
    """The graph of `config`: read back from the facts an earlier process kept for this
    very IR (`ddpa.graphs.peg_facts`), else built (and kept); and whether it was built."""
    from ddpa.graphs.peg_facts import BadGraphData, graph_from_doc

    facts = program.facts
    if facts is not None:
        kind = graph_config_kind(options)
        doc = facts.get(kind + "/graph")
        if doc is not None:
            try:
                return graph_from_doc(doc, program, config,
                                      lambda: facts.get(kind + "/graph-extras")), False
            except BadGraphData:
                pass  # another shape: build it
    peg = build_peg(program, config)
    _keep_graph(program, options, peg)
    return peg, True


def _keep_graph(program: Program, options: AliasOptions, peg: PEG) -> None:
    """Keep a graph just built (before this process's queries add nodes) beside the IR."""
    from ddpa.graphs.peg_facts import graph_doc

    if program.facts is None:
        return
    try:
        core, extras = graph_doc(peg)
    except ValueError:
        return
    kind = graph_config_kind(options)
    program.facts.put(kind + "/graph-extras", extras)
    program.facts.put(kind + "/graph", core)


def _config_from_doc(base: PEGConfig, doc: object) -> PEGConfig | None:
    """`base` with what `config_doc` wrote; None for a document of another shape."""
    def names(x: object) -> frozenset[str] | None:
        if not isinstance(x, list) or not all(type(n) is str for n in x):
            return None
        return frozenset(str(n) for n in x)

    def site(x: object) -> tuple[str, int] | None:
        if isinstance(x, list) and len(x) >= 2 and type(x[0]) is str and type(x[1]) is int:
            return x[0], x[1]
        return None

    if not isinstance(doc, dict) or doc.get("policy") not in ("signature", "targets") \
            or type(doc.get("targets")) is not str:
        return None
    targets = _StoredTargets(doc["targets"], site, names)
    fallback = [site(f) for f in doc.get("fallback") or ()]
    wrappers, collapsed = names(doc.get("wrappers")), names(doc.get("collapsed"))
    batches = _batches(doc.get("batches"), site, names)
    if wrappers is None or collapsed is None or any(f is None for f in fallback) \
            or batches is None:
        return None
    return replace(base, indirect_calls=IndirectPolicy(doc["policy"]), indirect_targets=targets,
                   indirect_fallback=frozenset(f for f in fallback if f is not None),
                   wrappers=base.wrappers | wrappers, collapsed=base.collapsed | collapsed,
                   bind_batches=batches)


def _target_rows(rows: object, site: Callable[[object], tuple[str, int] | None],
                 names: Callable[[object], frozenset[str] | None]
                 ) -> dict[tuple[str, int], frozenset[str]] | None:
    """Indirect-call targets from `[function, node, [callees]]` rows (`config_doc`); None
    for anything else."""
    if not isinstance(rows, list):
        return None
    read: dict[tuple[str, int], frozenset[str]] = {}
    for t in rows:
        where = site(t)
        callees = names(t[2]) if isinstance(t, list) and len(t) == 3 else None
        if where is None or callees is None:
            return None
        read[where] = callees
    return read


def _batches(text: object, site: Callable[[object], tuple[str, int] | None],
             names: Callable[[object], frozenset[str] | None]
             ) -> tuple[tuple[dict[tuple[str, int], frozenset[str]],
                              frozenset[tuple[str, int]]], ...] | None:
    """`PEGConfig.bind_batches` from what `config_doc` wrote (none written: no batches);
    None for anything else."""
    if text is None:
        return ()
    try:
        rows = json.loads(text) if type(text) is str else None
    except (ValueError, RecursionError):
        return None
    if not isinstance(rows, list):
        return None
    out = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == 2 and isinstance(row[0], list)
                and isinstance(row[1], list)):
            return None
        targets = _target_rows(row[0], site, names)
        fallback = [site(f) for f in row[1]]
        if targets is None or any(f is None for f in fallback):
            return None
        out.append((targets, frozenset(f for f in fallback if f is not None)))
    return tuple(out)


class _StoredTargets(Mapping[tuple[str, int], frozenset[str]]):
    """`PEGConfig.indirect_targets` read back from the kept facts: decoded the first time
    they are read (building a graph reads them; a graph read back does not). A text that
    is not what `config_doc` wrote is MalformedIRData then."""

    def __init__(self, text: str, site: Callable[[object], tuple[str, int] | None],
                 names: Callable[[object], frozenset[str] | None]) -> None:
        self._text = text
        self._site, self._names = site, names
        self._read: dict[tuple[str, int], frozenset[str]] | None = None

    def _targets(self) -> dict[tuple[str, int], frozenset[str]]:
        if self._read is None:
            bad = MalformedIRData("malformed indirect-call targets in the kept facts")
            try:
                rows = json.loads(self._text)
            except (ValueError, RecursionError):
                raise bad from None
            read = _target_rows(rows, self._site, self._names)
            if read is None:
                raise bad
            self._read = read
        return self._read

    def __getitem__(self, key: tuple[str, int]) -> frozenset[str]:
        return self._targets()[key]

    def __iter__(self) -> Iterator[tuple[str, int]]:
        return iter(self._targets())

    def __len__(self) -> int:
        return len(self._targets())


#: The steps (activations and worklist steps, per node of the graph) a round of
#: `solve_graph` may spend solving on demand before it solves the whole graph: generated
#: programs of 10K and 100K lines need 0.05 and 0.03 (function pointers read from tables
#: and locals), zlib 0.31, lua-5.4 and cmark-gfm 0.85 and 0.73 (their pointers reach most
#: stores).
DEMAND_ROUND_SHARE = 0.25


def solve_graph_config(program: Program, config: PEGConfig, k_limit: int = 4,
                       calls: bool = True, fields: bool = True) -> PEGConfig:
    """The graph configuration both fixed points need, from one Andersen solution per round:
    indirect-call targets (`calls`, see `andersen_call_targets`) and collapsed records
    (`fields`, see `collapse_by_arithmetic`). Each round only adds targets or records."""
    return solve_graph(program, config, k_limit, calls, fields).config


def solve_graph(program: Program, config: PEGConfig, k_limit: int = 4,
                calls: bool = True, fields: bool = True) -> SolvedGraph:
    """`solve_graph_config`, keeping the graph of the last round.

    A round solves the graph without its undefined values (`StagedGraph`): a value no
    assignment defines is never a defined execution's function or address to move across
    fields, so what is found is the same. Indirect calls are bound to the targets a
    round finds on the very graph it solved, so the graph is built once while the records
    to collapse stay the same. Bound in one batch (the targets two rounds agree on, the
    usual case), the finished graph is `build_peg`'s; bound in several, the configuration
    records the batches (`PEGConfig.bind_batches`), so that `build_peg` binds them in the
    same order and gives the same graph, which the rounds keep rather than build anew.

    A round needs the sets of the pointers called through and of arithmetic's operands
    only: it solves them on demand (`DemandInclusion`, what they depend on) within
    `DEMAND_ROUND_SHARE` steps per node of the graph. Where they depend on most of the
    graph (every store through a pointer is then solved too), that budget runs out and
    the whole graph is solved (Andersen's analysis, which a later round extends); the
    sets, so the targets and records found, are the same either way."""
    sites = [(fn.name, node.id, call) for fn in program.defined_functions()
             for node, call in fn.calls() if isinstance(call.callee, Indirect)] if calls else []
    operands = [v for fn in program.defined_functions() for n in fn.nodes
                for v in _arithmetic_operands(n.instr)] if fields else []
    if calls:  # targets only grow from round to round: start from those already given
        known = config.indirect_calls is IndirectPolicy.TARGETS
        config = replace(config, indirect_calls=IndirectPolicy.TARGETS,
                         indirect_targets=dict(config.indirect_targets) if known else {})
    if not sites and not operands:
        return SolvedGraph(config, None)
    taken = address_taken_functions(program) if sites else set()
    staged = StagedGraph(program, config)
    asked = [call.callee.ptr for _, _, call in sites if isinstance(call.callee, Indirect)]
    asked += operands
    rounds = 0
    exh: Andersen | None = None
    on_demand = True
    while True:
        rounds += 1
        if sites:
            staged.bind(config.indirect_targets, config.indirect_fallback)
        peg = staged.graph
        if on_demand:
            exh = DemandInclusion(peg, k_limit)
            nodes = [n for v in asked if (n := _value_node(peg, v)) is not None]
            on_demand, _ = exh.solve(nodes, int(len(peg) * DEMAND_ROUND_SHARE))
            if not on_demand:
                exh = None
        # a round after the first goes on from the last one's solution (`Andersen.extend`)
        if not on_demand and (exh is None or not exh.extend()):
            exh = Andersen(peg, k_limit, room=max(1024, len(peg) // 4) if sites else 0)
        assert exh is not None
        targets, fallback = _call_targets(program, peg, exh, sites, taken)
        collapsed = set(config.collapsed)
        for v in operands:
            for a, path in _points_to(peg, exh, v):
                if path:
                    var = peg.objects[a].var
                    names = [peg.labels[lab] for lab in path]
                    collapsed.update(_records_around(program, var.type if var else None, names))
        stable = not sites or (targets == config.indirect_targets
                               and fallback == config.indirect_fallback)
        if sites:
            config = replace(config, indirect_targets=targets, indirect_fallback=fallback)
        if collapsed != set(config.collapsed):  # another shape of graph: built anew
            config = replace(config, collapsed=frozenset(collapsed))
            staged = StagedGraph(program, config)
            exh = None
        elif stable:
            if staged.batches > 1:  # (`build_peg` binds them so too: the same graph)
                config = replace(config, bind_batches=tuple(staged.history))
            # (solved before `finish` adds the undefined values: every set without them)
            return SolvedGraph(config, staged.finish(config), rounds,
                               None if on_demand else exh)


def _call_targets(program: Program, peg: PEG, exh: Andersen,
                  sites: list[tuple[str, int, Call]], taken: set[str]
                  ) -> tuple[dict[tuple[str, int], frozenset[str]], frozenset[tuple[str, int]]]:
    """The functions each indirect site's pointer may hold; the arity-compatible set where
    the pointer may come from unknown code (the second result). (Read from the sets as bit
    vectors: a pointer of a large program may hold thousands of objects.)"""
    held = [_value_bits(peg, exh, call.callee.ptr) for _, _, call in sites
            if isinstance(call.callee, Indirect)]
    refs = exh.objs.refs  # (every object the sets may name is made by now)
    functions = bits_of(o for o, (a, _) in enumerate(refs) if peg.objects[a].kind is ObjKind.FUNC)
    unknown = bits_of(o for o, (a, _) in enumerate(refs)
                      if peg.objects[a].kind in (ObjKind.EXTERNAL, ObjKind.INPUT))
    found: dict[tuple[str, int], frozenset[str]] = {}
    fallback: set[tuple[str, int]] = set()
    for (fname, nid, call), bits in zip(sites, held, strict=True):
        names = {peg.objects[refs[o][0]].name for o in bit_indices(bits & functions)}
        if bits & unknown:
            names.update(signature_targets(program, len(call.args), outside_callees(
                program, peg.world, taken)))
            fallback.add((fname, nid))
        found[(fname, nid)] = frozenset(names)
    return found, frozenset(fallback)


def _points_to(peg: PEG, exh: Andersen, v: Var) -> list[ObjRef]:
    """Andersen's points-to set of v's value (`_value_bits`) as objects."""
    refs = exh.objs.refs
    return [refs[o] for o in bit_indices(_value_bits(peg, exh, v))]


def _value_node(peg: PEG, v: Var) -> int | None:
    """The node holding v's value in the graph, without adding one (None: a variable the
    graph does not hold, nothing flows into it)."""
    folded = peg._value.get(value_key(v))
    if folded is not None:
        return folded
    a = peg.find_address(var_key(v))
    if a is None or peg.up_deref[a] < 0:
        return None
    return peg.up_deref[a]


def _value_bits(peg: PEG, exh: Andersen, v: Var) -> int:
    """Andersen's points-to set of v's value as a bit vector, without adding a node for a
    variable the graph does not hold (nothing flows into it): the graph stays that of its
    configuration (`_value_node`)."""
    n = _value_node(peg, v)
    return exh.pts_bits(n) if n is not None else 0


def _records_around(program: Program, t: Type | None, path: list[str]) -> set[str]:
    """The records an object of type t (None: unknown) holds the field at `path` in, when
    that field is not an array (arithmetic inside an array stays in the field)."""
    if t is None:  # untyped (heap) object: every record with a non-array field of that name
        return {r.name for r in program.records.values()
                if any(f.name == path[-1] and not isinstance(f.type, ArrayType)
                       for f in r.fields)}
    around: set[str] = set()
    for name in path:
        while isinstance(t, ArrayType):
            t = t.elem
        rec = program.records.get(t.name) if isinstance(t, RecordType) else None
        f = rec.field(name) if rec is not None else None
        if rec is None or f is None:
            return set()
        around.add(rec.name)
        t = f.type
    return set() if isinstance(t, ArrayType) else around


def _arithmetic_operands(i: object) -> list[Var]:
    if isinstance(i, PtrAdd):
        return [i.base]
    if isinstance(i, Arith) and not i.op.is_comparison:
        return [op for op in (i.a, i.b) if isinstance(op, Var) and (
            isinstance(op.type, PointerType)
            or (isinstance(op.type, IntType) and op.type.bits >= 64))]
    return []


def _sum(a: QueryStats, b: QueryStats) -> QueryStats:
    """The work of two queries asked for one answer."""
    return QueryStats(a.steps + b.steps, a.nodes_visited + b.nodes_visited, a.items + b.items,
                      a.seconds + b.seconds, a.cache_hits + b.cache_hits)
