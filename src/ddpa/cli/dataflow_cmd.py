"""`ddpa rd|ru|defuse|integrate`: the data-flow questions of paper 000 on the command line."""

from __future__ import annotations

import argparse
import heapq
import json
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TextIO

from ddpa.analyses.bitsets import bit_indices, bits_of
from ddpa.analyses.dataflow.address_taken_aliases import ORACLES, make_oracle
from ddpa.analyses.dataflow.facts import DefSite, DefUsePair, UseSite, pair
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import (
    INTER,
    INTRA,
    ClassifiedPair,
    DataflowError,
    PairsByFunction,
    SourceAnswer,
    UsesInSourceTerms,
    ask,
    classified_uses_by_function,
    parse_location,
)
from ddpa.analyses.dataflow.state import Integration
from ddpa.cli.inputs import add_source_args, add_world_args, program_of, world_arg
from ddpa.report.jsonout import schema_id, write_json

ANALYZERS = ("demand", "demand-cache", "exhaustive", "incremental")


def add_parsers(sub: Any) -> None:
    """Register `rd`, `ru`, `defuse`, `prepare` and `integrate` on an argparse subparsers
    object."""
    for name, help_text, run in (
        ("rd", "definitions reaching a use of a variable (demand-driven)", cmd_rd),
        ("ru", "uses reachable from a definition of a variable (demand-driven)", cmd_ru),
    ):
        p = sub.add_parser(name, help=help_text)
        _inputs(p)
        p.add_argument("--var", required=True, help="the variable, by its source name")
        p.add_argument("--at", required=True, metavar="FILE:LINE",
                       help="the line of the use (rd) or of the definition (ru)")
        p.add_argument("--analyzer", choices=ANALYZERS, default="demand")
        p.add_argument("--json", action="store_true", help="machine-readable output")
        p.set_defaults(run=run)
    du = sub.add_parser("defuse", help="every def-use pair of the program")
    _inputs(du)
    du.add_argument("--inter", action="store_true", help="only interprocedural pairs")
    du.add_argument("--analyzer", choices=ANALYZERS, default="demand")
    _listing(du)
    du.set_defaults(run=cmd_defuse)
    pr = sub.add_parser("prepare", help="make and keep every procedure's data-flow part "
                        "(and the alias facts it needs) so that later questions read them back")
    _inputs(pr)
    pr.add_argument("--json", action="store_true", help="machine-readable output")
    pr.set_defaults(run=cmd_prepare)
    it = sub.add_parser("integrate", help="data-flow integration testing, bottom-up")
    _inputs(it)
    it.add_argument("--analyzer", choices=ANALYZERS, default="demand")
    _listing(it)
    it.set_defaults(run=cmd_integrate)


def _listing(p: argparse.ArgumentParser) -> None:
    """Output options of the commands that list many items, written as they are produced."""
    form = p.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="one JSON document, streamed")
    form.add_argument("--jsonl", action="store_true",
                      help="JSON Lines: a header, one record per item, a summary")
    p.add_argument("--all", action="store_true",
                   help="text: list every item (default: counts and the first items)")


def _inputs(p: argparse.ArgumentParser) -> None:
    add_source_args(p)
    add_world_args(p)
    p.add_argument("--alias", choices=ORACLES, default="cfl",
                   help="may-alias information for definitions through pointers: the CFL "
                        "alias analysis (default) or address-taken variables by type")


def _guarded(body: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        from ddpa.frontend.units import FrontendError
        from ddpa.ir.syntax_error import IRSyntaxError

        try:
            return body(args)
        except (DataflowError, FrontendError, IRSyntaxError) as exc:
            print(f"ddpa: {exc}", file=sys.stderr)
            return 1

    return run


def _model(args: argparse.Namespace, lazy: bool = False) -> Model:
    """The data-flow model; a lazy one makes only what the questions reach (`Model`)."""
    program = program_of(args)
    world = world_arg(args)
    return Model(program, make_oracle(args.alias, program, world), lazy=lazy, world=world)


# --- rd / ru -------------------------------------------------------------------------------


def _query(args: argparse.Namespace, kind: str) -> int:
    from ddpa.clients.integration import make_analyzer

    file, line = parse_location(args.at)
    m = _model(args, lazy=args.analyzer in ("demand", "demand-cache"))
    answer = ask(make_analyzer(args.analyzer, m, Integration(m)), args.var, file, line, kind)
    used = answer.model or m  # (a question about a plain local has a model of its own)
    reached = used.effects_count  # procedures whose node effects the question computed
    read_back = used.read_back_count  # (of those, read back from the parts kept before)
    setup = getattr(m.oracle, "setup", None)
    alias = setup() if setup is not None else None
    if alias is not None and answer.plain:
        alias["why"] = "locals and formals whose address is never taken"
    if args.json:
        doc = _answer_json(answer, args.analyzer)
        doc["stats"].update(procedures=reached, procedures_total=len(m.funcs),
                            procedures_read_back=read_back)
        if alias is not None:
            doc["stats"]["alias"] = alias
        write_json(kind.lower(), {**doc, "world": m.world.value})
    else:
        for text in answer_lines(answer, args.analyzer):
            print(text)
        back = f" ({read_back} read back)" if read_back else ""
        print(f"procedures reached: {reached} of {len(m.funcs)}{back}")
        if alias is not None:
            print(f"alias facts: {alias_setup_text(alias)}")
        print(f"world: {m.world.value}")
    sys.stdout.flush()  # (the answer is out before what the question made is kept)
    m.keep_parts()
    return 0


def alias_setup_text(alias: dict[str, Any]) -> str:
    """How a question got its alias facts (`CFLAliasOracle.setup`), in words."""
    if alias["facts"] == "none":
        return f"none needed ({alias['why']})" if "why" in alias else "none needed"
    if alias["facts"] == "read":
        return f"read back in {alias['seconds']:.2f} s"
    rounds = alias["rounds"]
    how = f", {rounds} round{'s' if rounds != 1 else ''} of Andersen's analysis" if rounds \
        else ""
    return f"made in {alias['seconds']:.2f} s (the whole program's graph{how})"


def answer_lines(a: SourceAnswer, analyzer: str = "demand") -> list[str]:
    """An RD/RU answer as text: the set, one line per member, and how it was found."""
    items: Sequence[DefSite | UseSite] = a.items
    out = [f"{a.kind}({a.var}, {a.file}:{a.line}) = {{{', '.join(str(i) for i in items)}}}"]
    for i in items:
        where = f"{i.file}:{i.line}"
        fn = f" in {i.function}" if i.function else ""
        kind = f" ({i.kind})" if isinstance(i, DefSite) and i.kind != "def" else ""
        out.append(f"  {i.var:<12} {where}{fn}{kind}")
    items_n = sum(s.items for s in a.stats)
    nodes = sum(s.nodes for s in a.stats)
    hits = sum(s.cache_hits for s in a.stats)
    ms = sum(s.seconds for s in a.stats) * 1000
    out.append(f"{analyzer}: {a.status.value}, {items_n} queries, {nodes} nodes, "
               f"{hits} cache hits, {ms:.2f} ms")
    return out


def _site_json(i: DefSite | UseSite) -> dict[str, Any]:
    out: dict[str, Any] = {"var": i.var, "file": i.file, "line": i.line, "function": i.function}
    if isinstance(i, DefSite):
        out["kind"] = i.kind
    return out


def _answer_json(a: SourceAnswer, analyzer: str) -> dict[str, Any]:
    return {
        "query": a.kind, "var": a.var, "file": a.file, "line": a.line, "analyzer": analyzer,
        "status": a.status.value,
        "answer": [_site_json(i) for i in a.items],
        "stats": {"queries": sum(s.items for s in a.stats),
                  "nodes": sum(s.nodes for s in a.stats),
                  "cache_hits": sum(s.cache_hits for s in a.stats),
                  "seconds": sum(s.seconds for s in a.stats)},
    }


@_guarded
def cmd_rd(args: argparse.Namespace) -> int:
    return _query(args, "RD")


@_guarded
def cmd_ru(args: argparse.Namespace) -> int:
    return _query(args, "RU")


# --- defuse ----------------------------------------------------------------------------------

#: Items of each list a summary shows (`--all` shows every item).
FIRST = 10


def _pair_json(p: DefUsePair) -> dict[str, Any]:
    return {"def": _site_json(p.definition), "use": _site_json(p.use)}


@_guarded
def cmd_defuse(args: argparse.Namespace) -> int:
    """Every def-use pair, written as it is made: a function's uses at a time (pairs sorted
    by definition and use within it), so memory holds one function's pairs; the counts
    and the analysis time come last. Text output names only the pairs it prints."""
    from ddpa.analyses.dataflow.demand import DemandAnalyzer
    from ddpa.analyses.dataflow.exhaustive import ExhaustiveAnalyzer
    from ddpa.clients.integration import make_analyzer

    m = _model(args)
    m.keep_parts()  # (every procedure is made: later questions read them back)
    a = make_analyzer(args.analyzer, m, Integration(m))
    assert isinstance(a, DemandAnalyzer | ExhaustiveAnalyzer)
    found = PairsByFunction(m, classified_uses_by_function(a))
    counts = _PairCounts(args.inter)
    wanted = INTER if args.inter else INTRA | INTER

    def every() -> Iterator[ClassifiedPair]:
        for part in counts.counted(found.parts()):
            yield from found.ordered(part, wanted)

    out = _Out(sys.stdout)
    if args.json or args.jsonl:
        head = {"analyzer": args.analyzer, "inter_only": args.inter,
                "world": m.world.value}
        docs = ({**_pair_json(p.pair), "intra": p.intra, "inter": p.inter} for p in every())
        if args.jsonl:
            out.line({"schema": schema_id("defuse"), "type": "header", **head})
            for item in docs:
                out.line({"type": "pair", **item})
            out.line({"type": "summary", "pairs": counts.total, "seconds": found.seconds})
        else:
            doc = _JSONDocument(out, "defuse", head)
            doc.array("pairs", docs)
            doc.close({"count": counts.total, "seconds": found.seconds})
        return 0
    shown = 0
    for part in counts.counted(found.parts()):
        if shown == FIRST and not args.all:
            continue  # (counted only)
        for p in found.ordered(part, wanted):
            kinds = "+".join(k for k, on in (("intra", p.intra), ("inter", p.inter)) if on)
            out.text(f"  {_pair_text(p.pair):<60} {kinds}")
            shown += 1
            if shown == FIRST and not args.all:
                break
    _more(out, counts.total - shown, "pairs")
    what = "interprocedural def-use pairs" if args.inter else "def-use pairs"
    out.text(f"{what}: {counts.total} ({counts.intra} intraprocedural, {counts.inter} "
             f"interprocedural); analysis time {found.seconds:.3f} s")
    out.text(f"world: {m.world.value}")
    return 0


class _PairCounts:
    """The counts `defuse` reports, from each part's pairs as they go by: every pair (with
    `--inter`, the interprocedural ones), those that are intraprocedural (with `--inter`:
    also intraprocedural) and the interprocedural ones."""

    def __init__(self, inter_only: bool) -> None:
        self.inter_only = inter_only
        self.total = self.intra = self.inter = 0

    def counted(self, parts: Iterable[UsesInSourceTerms]) -> Iterator[UsesInSourceTerms]:
        for part in parts:
            pairs, intra, inter, both = part.counts()
            self.inter += inter
            self.intra += both if self.inter_only else intra
            self.total += inter if self.inter_only else pairs
            yield part


def _singles(pairs: Iterable[tuple[int, int]]) -> Iterator[tuple[frozenset[int], frozenset[int]]]:
    """Pairs of codes as parts of one definition and one use."""
    return ((frozenset((d,)), frozenset((u,))) for d, u in pairs)


def _pair_text(p: DefUsePair) -> str:
    d, u = p.definition, p.use
    dk = "" if d.kind == "def" else f" ({d.kind})"
    return f"{d.var} {d.file}:{d.line}{dk} -> {u.var} {u.file}:{u.line}"


def _more(out: _Out, hidden: int, what: str, indent: str = "  ") -> None:
    if hidden > 0:
        out.text(f"{indent}... {hidden} more {what} (--all lists every one)")


class _Out:
    """Writes lines to a stream as they are produced (nothing is gathered in memory)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def text(self, line: str) -> None:
        self.stream.write(line + "\n")

    def line(self, obj: Any) -> None:
        """One JSON Lines record."""
        self.stream.write(json.dumps(obj) + "\n")


class _JSONDocument:
    """A `ddpa.<kind>` JSON document written piece by piece: the fields known at the start,
    then arrays (or objects) one item at a time, then the fields known at the end."""

    def __init__(self, out: _Out, kind: str, head: dict[str, Any]) -> None:
        self.w = out.stream.write
        self.w("{" + json.dumps("schema") + ": " + json.dumps(schema_id(kind)))
        for k, v in head.items():
            self.w(f",\n  {json.dumps(k)}: {json.dumps(v)}")

    def array(self, key: str, items: Iterable[Any]) -> None:
        self.w(f",\n  {json.dumps(key)}: [")
        for i, item in enumerate(items):
            self.w(("" if i == 0 else ",") + "\n    " + json.dumps(item))
        self.w("\n  ]")

    def mapping(self, key: str, items: Iterable[tuple[str, Any]]) -> None:
        self.w(f",\n  {json.dumps(key)}: {{")
        for i, (k, v) in enumerate(items):
            self.w(("" if i == 0 else ",") + f"\n    {json.dumps(k)}: {json.dumps(v)}")
        self.w("\n  }")

    def close(self, tail: dict[str, Any]) -> None:
        for k, v in tail.items():
            self.w(f",\n  {json.dumps(k)}: {json.dumps(v)}")
        self.w("\n}\n")


# --- prepare -----------------------------------------------------------------------------------


@_guarded
def cmd_prepare(args: argparse.Namespace) -> int:
    """Make every procedure's part under the options given and keep it beside the cached
    IR (`ddpa.analyses.dataflow.demand.prepare`): what the first questions would make,
    made once when the user chooses (after a build, say), so that later `rd`, `ru` and
    `alias` questions with the same options read it back."""
    import time

    from ddpa.analyses.dataflow.demand import prepare

    nothing = "nothing to keep: the program is not in the IR cache"
    if args.no_cache:
        raise DataflowError(f"{nothing} (--no-cache)")
    t0 = time.perf_counter()
    m = _model(args, lazy=True)
    if m.program.facts is None:
        raise DataflowError(f"{nothing} (an .ir file)")
    new = prepare(m)
    seconds = time.perf_counter() - t0
    read_back = m.read_back_count
    made = m.effects_count - read_back
    setup = getattr(m.oracle, "setup", None)
    alias = setup() if setup is not None else None
    if args.json:
        doc: dict[str, Any] = {"alias_oracle": args.alias, "procedures": len(m.funcs),
                               "made": made, "read_back": read_back, "kept": new,
                               "seconds": seconds, "world": m.world.value}
        if alias is not None:
            doc["alias"] = alias
        write_json("prepare", doc)
        return 0
    print(f"procedures: {len(m.funcs)} ({made} made, {new} of them kept now; "
          f"{read_back} read back)")
    if alias is not None:
        print(f"alias facts: {alias_setup_text(alias)}")
    print(f"world: {m.world.value}")
    print(f"prepared in {seconds:.2f} s")
    return 0


# --- integrate ---------------------------------------------------------------------------------


@_guarded
def cmd_integrate(args: argparse.Namespace) -> int:
    from ddpa.clients.integration import IntegrationTester, bottom_up_plan, unit_phase

    m = _model(args)
    m.keep_parts()  # (every procedure is made: later questions read them back)
    unit = unit_phase(m)
    plan = bottom_up_plan(m)
    tester = IntegrationTester(m, args.analyzer)
    report = _IntegrationReport(m, _Out(sys.stdout), args)
    report.unit(unit)
    report.header_of_steps(len(plan))
    run = _with_progress(len(plan), lambda cb: tester.run(plan, unit, cb, report.step))
    report.finish(run)
    return 0


def _with_progress(total: int, body: Callable[[Callable[[int, int], None]], Any]) -> Any:
    """Run `body(callback)` with a progress bar on stderr when the run is long."""
    from rich.console import Console
    from rich.progress import Progress

    long = total >= 40 and sys.stderr.isatty()
    with Progress(console=Console(stderr=True), transient=True, disable=not long) as bar:
        task = bar.add_task("integrating", total=total)
        return body(lambda done, _n: bar.update(task, completed=done))


def _call_lines(m: Model, p: int, q: int) -> list[int]:
    return sorted({m.funcs[p].fn.nodes[s.gid - m.funcs[p].base].instr.loc.line
                   for s in m.funcs[p].calls if q in s.targets})


class _IntegrationReport:
    """Writes the unit phase, then each integration step as soon as it is computed, then
    the requirements: as text (a summary unless `--all`), a JSON document or JSON Lines.
    Each definition and use is put in source terms once (`SourceTerms`)."""

    def __init__(self, m: Model, out: _Out, args: argparse.Namespace) -> None:
        from ddpa.analyses.dataflow.facts import SourceTerms

        self.m, self.out = m, out
        self.mode = "jsonl" if args.jsonl else "json" if args.json else "text"
        self.all = bool(getattr(args, "all", False))
        self.terms = SourceTerms(m)
        self.analyzer = args.analyzer
        self.doc: _JSONDocument | None = None
        self.first_step = True
        # each set of use ids as a bit vector (the sets are SourceTerms', held here so
        # their ids stay theirs)
        self._vectors: dict[int, tuple[frozenset[int], int]] = {}

    def _vector(self, ids: frozenset[int]) -> int:
        hit = self._vectors.get(id(ids))
        if hit is None or hit[0] is not ids:
            hit = self._vectors[id(ids)] = (ids, bits_of(ids))
        return hit[1]

    def _pairs(self, pairs: Iterable[tuple[int, int]]) -> list[DefUsePair]:
        from ddpa.clients.integration import source_pairs

        return source_pairs(self.m, pairs, self.terms)

    def _summary(self, parts: Iterable[tuple[frozenset[int], frozenset[int]]], first: int
                 ) -> tuple[int, list[DefUsePair]]:
        """How many pairs in source terms the parts (definitions x uses) hold, and the
        first ones, without forming the product of the codes: each definition and use is
        named once, and the product is taken over those names (the uses of a definition
        as a bit vector over use ids: one operation on machine words per definition)."""
        t = self.terms
        uses_of: dict[int, int] = {}  # definition -> the uses it pairs with (bits by id)
        for defs, uses in parts:
            us = t.use_ids(uses)
            if us:
                vec = self._vector(us)
                for d in t.def_ids(defs):
                    uses_of[d] = uses_of.get(d, 0) | vec
        shown: list[DefUsePair] = []
        # pairs order by definition, then use; each definition gives at least one
        for d in heapq.nsmallest(first, uses_of, key=t.def_of_id):
            if len(shown) >= first:
                break
            for u in heapq.nsmallest(first - len(shown), bit_indices(uses_of[d]),
                                     key=t.use_of_id):
                shown.append(t.pair_of_ids((d, u)))
        return sum(vec.bit_count() for vec in uses_of.values()), shown

    def unit(self, unit: Any) -> None:
        m, out = self.m, self.out
        if self.mode == "text":
            out.text(f"world: {m.world.value}")
            out.text("unit testing:")
            shown = m.funcs if self.all else m.funcs[:FIRST]
            for f in shown:
                intra, temp = unit.intra[f.index], unit.temporary[f.index]
                n_intra = self._summary(_singles(intra), 0)[0]
                n_temp = self._summary(_singles(temp), 0)[0]
                out.text(f"  {f.fn.source_name}: {n_intra} intraprocedural "
                         f"pairs, {n_temp} with temporary definitions")
            _more(out, len(m.funcs) - len(shown), "procedures")
            return
        units = ((f.fn.source_name, {
            "intra": [_pair_json(x) for x in self._pairs(unit.intra[f.index])],
            "temporary": [_pair_json(x) for x in self._pairs(unit.temporary[f.index])],
        }) for f in m.funcs)
        if self.mode == "jsonl":
            out.line({"schema": schema_id("integrate"), "type": "header",
                      "analyzer": self.analyzer, "world": m.world.value})
            for name, data in units:
                out.line({"type": "unit", "function": name, **data})
            return
        self.doc = _JSONDocument(out, "integrate", {"analyzer": self.analyzer,
                                                    "world": m.world.value})
        self.doc.mapping("unit", units)
        self.out.stream.write(',\n  "steps": [')

    def step(self, s: Any) -> None:
        m, out = self.m, self.out
        p, q = s.cross.caller, s.cross.callee
        if self.mode == "text":
            entry, exit_ = s.cross.parts()
            if self.all:
                shown = self._pairs(s.cross.pairs)
                count = len(shown)
            else:
                count, shown = self._summary(entry + exit_, 3)
            lines = ", ".join(str(n) for n in _call_lines(m, p, q))
            out.text(f"  step {s.index + 1}: {m.funcs[q].fn.source_name} into "
                     f"{m.funcs[p].fn.source_name} (calls on line {lines}): {count} "
                     f"cross pairs, {s.new_pairs} new, {s.seconds * 1000:.2f} ms")
            for x in shown:
                out.text(f"    {x}")
            _more(out, count - len(shown), "cross pairs", "    ")
            return
        pairs = self._pairs(s.cross.pairs)
        item = {
            "index": s.index + 1, "caller": m.funcs[p].fn.source_name,
            "callee": m.funcs[q].fn.source_name, "call_lines": _call_lines(m, p, q),
            "cross": [_pair_json(x) for x in pairs],
            "on_entry": len(self._pairs(s.cross.on_entry)),
            "on_exit": len(self._pairs(s.cross.on_exit)),
            "new": s.new_pairs, "seconds": s.seconds,
        }
        if self.mode == "jsonl":
            out.line({"type": "step", **item})
            return
        out.stream.write(("" if self.first_step else ",") + "\n    " + json.dumps(item))
        self.first_step = False

    def header_of_steps(self, n: int) -> None:
        if self.mode == "text":
            self.out.text(f"integration ({self.analyzer}, bottom-up, {n} steps):")

    def finish(self, run: Any) -> None:
        req = run.requirements
        totals = {"all_uses": req.count, "all_defs": req.defs_count}
        if self.mode == "text":
            self.out.text(f"requirements: all-uses {totals['all_uses']} pairs, all-defs "
                          f"{totals['all_defs']} definitions; analysis time "
                          f"{run.analysis_seconds:.3f} s (unit phase {run.unit.seconds:.3f} "
                          f"s, integration steps {run.seconds:.3f} s)")
        elif self.mode == "jsonl":
            self.out.line({"type": "summary", "steps": len(run.steps),
                           "seconds": run.seconds, "unit_seconds": run.unit.seconds,
                           "requirements": totals})
        else:
            assert self.doc is not None
            self.out.stream.write("\n  ]")
            self.doc.close({"seconds": run.seconds, "unit_seconds": run.unit.seconds,
                            "requirements": totals})


__all__ = ["add_parsers", "answer_lines", "pair"]
