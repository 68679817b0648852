"""The rounds that configure the alias graph (indirect-call targets by Andersen's analysis,
repeated until no target is added): the graph is built once and the calls bound to what each
round finds; and the data-flow oracle sets the analysis up only when a question needs it."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from ddpa.analyses.alias import analysis
from ddpa.analyses.alias.analysis import AliasAnalysis, solve_graph
from ddpa.analyses.alias.andersen import Andersen
from ddpa.analyses.alias.cfl_oracle import CFLAliasOracle
from ddpa.analyses.alias.ddpt import DemandPointsTo
from ddpa.analyses.alias.options import AliasOptions
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import ask
from ddpa.bench import generator
from ddpa.cli.main import main
from ddpa.clients.integration import Integration, make_analyzer
from ddpa.frontend.clang import lower_files, lower_source
from ddpa.graphs.peg import PEG, ObjKind, StagedGraph, build_peg
from ddpa.graphs.peg_config import IndirectPolicy, PEGConfig
from ddpa.ir.instr import Var
from ddpa.ir.program import Function, Program
from ddpa.ir.types import PointerType
from helpers import DictFacts

ONE_ROUND_OF_TARGETS = """
int x, y;
static int *pick_x(void) { return &x; }
static int *pick_y(void) { return &y; }
int *(*choose)(void);
int main(int argc, char **argv) {
    choose = argc > 1 ? pick_x : pick_y;
    int *p = choose();
    return *p;
}
"""

# `set` is reached only through `g1`: its formals are bound (and `g2` gets `leaf`) in the
# second round, so `g2()` finds its target in the second round and is bound in a third
TWO_ROUNDS_OF_TARGETS = """
typedef void (*fp)(void);
static void set(fp *slot, fp f) { *slot = f; }
static int hits;
static void leaf(void) { hits++; }
fp g2;
void (*g1)(fp *, fp);
int main(void) {
    g1 = set;
    g1(&g2, leaf);
    g2();
    return hits;
}
"""


def _lower(tmp_path: Path, text: str) -> Program:
    src = tmp_path / "prog.c"
    src.write_text(text)
    return lower_files([str(src)], ())


def _tables(g: PEG) -> tuple[object, ...]:
    return (list(g.kind), g.down, g.down_label, g.up_deref, g.up_field,
            [list(x) for x in g.assign_to], [list(x) for x in g.assign_from], g.objects,
            dict(g._obj_addr), g._value, g.labels, g._qualified, g.edge_count, g.world,
            sorted(g.assigned), g.origins, g.accesses)


def _targets(config: PEGConfig) -> dict[str, set[str]]:
    return {f"{f}:{n}": set(t) for (f, n), t in config.indirect_targets.items()}


def test_calls_bound_in_one_batch_give_build_pegs_graph(tmp_path: Path) -> None:
    prog = _lower(tmp_path, ONE_ROUND_OF_TARGETS)
    for fields in (False, True):
        solved = solve_graph(prog, PEGConfig(field_sensitive=fields), fields=fields)
        assert solved.rounds == 2  # the targets, then the round that finds no more
        assert sorted(t for ts in _targets(solved.config).values() for t in ts) == [
            "pick_x", "pick_y"]
        assert solved.peg is not None and solved.peg.config == solved.config
        assert _tables(solved.peg) == _tables(build_peg(prog, solved.config))
        # the graph finished holds the undefined values the rounds went without
        assert any(o.kind is ObjKind.UNDEF for o in solved.peg.objects.values())


def test_calls_bound_in_several_batches_give_build_pegs_graph_of_those_batches(
        tmp_path: Path) -> None:
    prog = _lower(tmp_path, TWO_ROUNDS_OF_TARGETS)
    solved = solve_graph(prog, PEGConfig(), fields=False)
    assert solved.rounds == 3
    assert sorted(_targets(solved.config).values(), key=sorted) == [{"leaf"}, {"set"}]
    # the batches, in order: what each bound (the second, what binding the first found)
    assert [sorted(t for ts in batch.values() for t in ts)
            for batch, _ in solved.config.bind_batches] == [["set"], ["leaf"]]
    assert solved.peg is not None
    assert _tables(solved.peg) == _tables(build_peg(prog, solved.config))
    # kept beside the IR and read back, the configuration builds the same graph
    back = analysis._config_from_doc(PEGConfig(), json.loads(json.dumps(
        analysis.config_doc(solved.config))))
    assert back is not None and back.bind_batches == solved.config.bind_batches
    assert _tables(build_peg(prog, back)) == _tables(solved.peg)
    # the same targets whatever the rounds start from, and the same answers
    given = replace(PEGConfig(), indirect_calls=IndirectPolicy.TARGETS,
                    indirect_targets=solved.config.indirect_targets)
    again = solve_graph(prog, given, fields=False)
    assert again.rounds == 1 and again.config.indirect_targets == solved.config.indirect_targets
    an = AliasAnalysis(prog, AliasOptions())
    assert an.rounds == 3
    assert an.may_alias("*slot", "g2", at="set").may_alias


def test_the_oracle_sets_the_alias_analysis_up_when_a_question_needs_it(
        tmp_path: Path) -> None:
    prog = _lower(tmp_path, "int g;\n"
                            "int pure(int a) {\n"
                            "  int s = a * 2;\n"
                            "  return s + 1;\n"
                            "}\n"
                            "int load(int *p) {\n"
                            "  int s = *p;\n"
                            "  return s + 1;\n"
                            "}\n"
                            "int main(void) { return pure(1) + load(&g); }\n")
    src = str(tmp_path / "prog.c")
    oracle = CFLAliasOracle(prog)
    m = Model(prog, oracle, lazy=True)
    an = make_analyzer("demand", m, Integration(m))
    # a question whose procedure dereferences nothing and calls nobody reads no alias fact
    assert [d.line for d in ask(an, "s", src, 4, "RD").defs] == [3]
    assert not oracle.analysis_made
    # nor does one about a local whose address is never taken (`plain_locals`)
    assert [d.line for d in ask(an, "s", src, 8, "RD").defs] == [7]
    assert not oracle.analysis_made
    # the model of its procedure does: `*p` needs p's points-to set
    assert [d.line for d in ask(an, "s", src, 8, "RD", plain_locals=False).defs] == [7]
    assert oracle.analysis_made


READ_THROUGH_A_FORMAL = ONE_ROUND_OF_TARGETS.replace(
    "int main(", "static int get(int *q) { return *q; }\nint main(").replace(
    "return *p;", "return *p + get(p);")


def test_rd_says_how_the_question_got_its_alias_facts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The first question that needs alias facts makes the whole program's graph (and
    keeps it, with the functions it made); the same question in a later process reads
    those functions back and needs no alias fact, another one that makes a function reads
    the graph back; a question that needs none says so."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    src = tmp_path / "prog.c"
    src.write_text(READ_THROUGH_A_FORMAL)
    lines = READ_THROUGH_A_FORMAL.splitlines()
    in_main = f"{src}:{lines.index('    return *p + get(p);') + 1}"
    in_get = f"{src}:{next(k for k, t in enumerate(lines, 1) if 'return *q' in t)}"

    def rd(var: str, at: str, *more: str) -> tuple[list[str], dict[str, object]]:
        assert main(["rd", str(src), "--var", var, "--at", at, *more]) == 0
        return capsys.readouterr().out.splitlines(), {}

    def rd_json(var: str, at: str, *more: str) -> dict[str, object]:
        assert main(["rd", str(src), "--var", var, "--at", at, "--json", *more]) == 0
        return dict(json.loads(capsys.readouterr().out)["stats"])

    text, _ = rd("p", in_main)
    made = [x for x in text if x.startswith("alias facts: made in ")]
    assert made and made[0].endswith("2 rounds of Andersen's analysis)")
    stats = rd_json("p", in_main)  # main read back: no alias fact asked for
    assert stats["alias"] == {"facts": "none"} and stats["procedures_read_back"] == 1
    stats = rd_json("q", in_get)  # `get` made here: its `*q` reads the graph kept
    alias = stats["alias"]
    assert isinstance(alias, dict) and alias["facts"] == "read"
    alias = rd_json("p", in_main, "--no-cache")["alias"]
    assert isinstance(alias, dict)
    assert alias["facts"] == "made" and alias["rounds"] == 2 and alias["seconds"] > 0
    src.write_text("int twice(int a) {\n  int s = a * 2;\n  return s;\n}\n"
                   "int main(void) { return twice(3); }\n")
    text, _ = rd("s", f"{src}:3")  # no pointer in sight
    assert "alias facts: none needed (locals and formals whose address is never taken)" in text
    assert rd_json("s", f"{src}:3")["alias"] == {
        "facts": "none", "why": "locals and formals whose address is never taken"}
    text, _ = rd("a", f"{src}:2")  # a formal passed a constant: none needed either
    assert "alias facts: none needed (locals and formals whose address is never taken)" in text


@pytest.mark.parametrize("seed", [5, 9, 11])
def test_generated_programs_get_build_pegs_graph(seed: int) -> None:
    """On generated programs with function pointers, the graph the rounds finish is the one
    `build_peg` builds for the targets they found, node for node, in both modes."""
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=500,
                                                 use_function_pointers=True))
    prog = lower_source(gen.source, f"gen{seed}.c")
    for fields in (False, True):
        solved = solve_graph(prog, PEGConfig(field_sensitive=fields), fields=fields)
        assert solved.peg is not None and solved.rounds >= 1
        assert _tables(solved.peg) == _tables(build_peg(prog, solved.config))


@pytest.mark.parametrize("seed", [5, 9, 11])
def test_rounds_solved_on_demand_find_what_rounds_over_the_whole_graph_find(
        seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A round solves the pointers called through (and arithmetic's operands) on demand
    within a budget, else the whole graph: the targets, fallbacks, collapsed records and
    the graph finished are the same either way, on generated programs and on the
    examples whose targets take two and three rounds, in both modes."""
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=500,
                                                 use_function_pointers=True))
    programs = [lower_source(gen.source, f"gen{seed}.c"),
                _lower(tmp_path, ONE_ROUND_OF_TARGETS),
                _lower(tmp_path, TWO_ROUNDS_OF_TARGETS)]
    made: list[str] = []

    class Counted(Andersen):
        def __init__(self, *args: object, **kwargs: object) -> None:
            made.append(type(self).__name__)
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(analysis, "Andersen", Counted)
    for prog in programs:
        for fields in (False, True):
            solved = {}
            for share in (0.0, 100.0):
                monkeypatch.setattr(analysis, "DEMAND_ROUND_SHARE", share)
                made.clear()
                solved[share] = solve_graph(prog, PEGConfig(field_sensitive=fields),
                                            fields=fields)
                # (no budget: the whole graph is solved; a large one: never)
                assert bool(made) == (share == 0.0 and solved[share].rounds > 0)
            whole, demand = solved[0.0], solved[100.0]
            assert demand.rounds == whole.rounds
            assert demand.config == whole.config
            assert whole.peg is not None and demand.peg is not None
            assert _tables(demand.peg) == _tables(whole.peg)


@pytest.mark.parametrize("seed", [5, 9, 11])
def test_sets_without_undefined_values_are_the_rounds_solution_or_ddpts(
        seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The data-flow oracle's sets leave the undefined values out: the last round's
    solution where the rounds solved the whole graph, else DDPT's without them, and the
    same for every node whether the graph was built here or read back."""
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=500,
                                                 use_function_pointers=True))
    monkeypatch.setattr(analysis, "DEMAND_ROUND_SHARE", 0.0)  # (the whole graph solved)
    for prog in (lower_source(gen.source, f"gen{seed}.c"),
                 _lower(tmp_path, TWO_ROUNDS_OF_TARGETS)):
        solved = solve_graph(prog, PEGConfig(), fields=False)
        assert solved.solution is not None and solved.peg is not None
        g = solved.peg
        assert any(o.kind is ObjKind.UNDEF for o in g.objects.values())
        again = DemandPointsTo(g, None, defined_only=True)
        with_undefined = DemandPointsTo(g, None)
        values = [n for _, n in g.var_nodes()]
        for n in values:
            want = solved.solution.points_to(n)
            assert again.points_to(n).objects == want
            assert not any(g.objects[a].kind is ObjKind.UNDEF for a, _ in want)
            assert want <= with_undefined.points_to(n).objects  # (they only add)
        # an oracle on the graph built here, and one on the graph read back, agree
        prog.facts = DictFacts()  # type: ignore[assignment]
        built = CFLAliasOracle(prog)
        pointers = [v for fn in prog.defined_functions() for v in (*fn.params, *fn.locals)
                    if isinstance(v.type, PointerType)]
        first = {v: built.pointees(prog.functions[v.scope], v) for v in pointers}
        assert built.analysis.solution is not None
        back = CFLAliasOracle(prog)
        assert {v: back.pointees(prog.functions[v.scope], v) for v in pointers} == first
        assert back.analysis.solution is None and not back.analysis.built
        prog.facts = None


@pytest.mark.parametrize("seed", [5, 9])
def test_a_solution_extended_is_the_solution_of_the_graph_grown(seed: int) -> None:
    """`Andersen.extend` after the calls are bound gives every node the set a new solver
    gives it; a graph that outgrew the room given is left to a new solver."""
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=500,
                                                 use_function_pointers=True))
    prog = lower_source(gen.source, f"gen{seed}.c")
    solved = solve_graph(prog, PEGConfig(), fields=False)
    for fields in (False, True):
        config = replace(solved.config, field_sensitive=fields)
        staged = StagedGraph(prog, config)
        first = Andersen(staged.graph, room=len(staged.graph))
        before = len(staged.graph)
        staged.bind(config.indirect_targets, config.indirect_fallback)
        assert len(staged.graph) > before and staged.batches == 1
        assert first.extend()
        fresh = Andersen(staged.graph)
        assert all(first.points_to(n) == fresh.points_to(n) for n in range(len(staged.graph)))
        tight = StagedGraph(prog, config)
        solver = Andersen(tight.graph, room=0)
        tight.bind(config.indirect_targets, config.indirect_fallback)
        assert not solver.extend()


def test_a_query_time_leaves_out_the_alias_set_up_it_triggered(tmp_path: Path) -> None:
    """The first question to need alias facts inside its walk pays for the set-up; the
    time the demand analyzer reports for it leaves out what the oracle reports it spent
    (`rd` prints that apart, `alias facts: made in ...`)."""
    prog = _lower(tmp_path, "int g;\n"
                            "int *gp = &g;\n"
                            "void set(void) { *gp = 1; }\n"
                            "int main(void) {\n"
                            "  set();\n"
                            "  return g;\n"
                            "}\n")
    oracle = CFLAliasOracle(prog)
    pointees = oracle.pointees

    def slow_pointees(fn: Function, ptr: Var) -> frozenset[Var]:
        made = oracle.analysis_made
        out = pointees(fn, ptr)
        if not made:  # as if setting up had taken a minute
            oracle.setup_seconds = 60.0
        return out

    oracle.pointees = slow_pointees  # type: ignore[method-assign]
    m = Model(prog, oracle, lazy=True)
    answer = ask(make_analyzer("demand", m, Integration(m)), "g", str(tmp_path / "prog.c"),
                 6, "RD")
    assert [d.line for d in answer.defs] == [3]
    assert oracle.analysis_made
    assert sum(s.seconds for s in answer.stats) < 0  # the minute was taken off
