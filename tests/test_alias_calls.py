"""Indirect calls resolved through points-to: sound against the interpreter, the arity
fallback for pointers from unknown code, and `ddpa callgraph`'s indirect edges."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ddpa.analyses.alias.analysis import AliasAnalysis
from ddpa.analyses.alias.calls import indirect_targets, resolved_call_graph
from ddpa.analyses.alias.options import AliasOptions
from ddpa.bench import generator
from ddpa.cli.main import main
from ddpa.frontend.clang import lower_files, lower_source
from ddpa.graphs.callgraph import CallKind
from ddpa.graphs.peg_config import PEGConfig
from ddpa.graphs.world import World
from ddpa.interp import observe
from ddpa.ir.instr import Indirect
from ddpa.ir.program import Program

FUNCPTR = Path(__file__).parent / "alias_programs" / "funcptr.c"


def indirect_sites(program: Program) -> set[tuple[str, int]]:
    return {(fn.name, node.id) for fn in program.defined_functions()
            for node, call in fn.calls() if isinstance(call.callee, Indirect)}


def assert_observed_calls_covered(program: Program) -> int:
    """Every callee the interpreter sees at an indirect site is a resolved target there."""
    obs = observe.run_observed(program)
    assert obs.result.exit_code == 0, obs.result
    found = indirect_targets(program).targets
    sites = indirect_sites(program)
    checked = 0
    for edge in obs.call_edges():
        key = (edge.site.function, edge.site.node)
        if key in sites:
            checked += 1
            assert edge.callee in found[key], edge.describe()
    return checked


def test_funcptr_targets_cover_the_observed_calls_and_are_fewer_than_by_arity() -> None:
    program = lower_files([str(FUNCPTR)], ())
    assert assert_observed_calls_covered(program) > 0
    got = indirect_targets(program)
    assert sorted(sorted(t) for t in got.targets.values()) == [
        ["first", "second"], ["first", "second"], ["ident"]]
    assert not got.fallback


@pytest.mark.parametrize("seed", [5, 9])
def test_generated_programs_with_function_pointers(seed: int) -> None:
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=500,
                                                 use_function_pointers=True))
    program = lower_source(gen.source, f"gen{seed}.c")
    if not indirect_sites(program):
        pytest.skip("this seed makes no indirect call")
    assert_observed_calls_covered(program)


def test_a_pointer_from_unknown_code_falls_back_to_the_arity_set() -> None:
    src = ("typedef int (*op)(int);\n"
           "op lookup(const char *name);\n"  # an unknown external
           "static int inc(int x) { return x + 1; }\n"
           "static int dec(int x) { return x - 1; }\n"
           "static int two(int x, int y) { return x + y; }\n"
           "int run(int k) { op keep[3] = {inc, dec, 0}; int (*t)(int, int) = two;\n"
           "  op f = k ? keep[k & 1] : lookup(\"x\"); return f(k) + t(k, k); }\n")
    program = lower_source(src, "unknown.c")
    got = indirect_targets(program, config=PEGConfig(world=World.CLOSED))
    by_site = {key: got.targets[key] for key in indirect_sites(program)}
    assert sorted(sorted(t) for t in by_site.values()) == [["dec", "inc"], ["two"]]
    (fallback,) = got.fallback
    assert by_site[fallback] == frozenset({"inc", "dec"})
    # in the open world (no main) the outside's function may also be the entry point run
    opened = indirect_targets(program)
    assert opened.targets[fallback] == frozenset({"inc", "dec", "run"})


def test_resolved_call_graph_and_the_alias_analysis_agree() -> None:
    program = lower_files([str(FUNCPTR)], ())
    cg = resolved_call_graph(program)
    assert not cg.unresolved()
    assert cg.callees("indirect") >= {"first", "second", "ident"}
    an = AliasAnalysis(program)
    assert an.peg.config.indirect_targets == indirect_targets(program).targets
    arity = AliasAnalysis(program, AliasOptions(andersen_call_graph=False))
    assert an.peg.edge_count <= arity.peg.edge_count


def test_callgraph_command_shows_indirect_edges(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["callgraph", str(FUNCPTR)]) == 0
    out = capsys.readouterr().out
    assert "funcptr.c:42: ident (points-to)" in out
    assert "funcptr.c:31: first, second (points-to)" in out and "unresolved" not in out
    assert main(["callgraph", str(FUNCPTR), "--dot"]) == 0
    dot = capsys.readouterr().out
    assert '"indirect" -> "ident" [color="blue", style="dashed"];' in dot
    assert main(["callgraph", str(FUNCPTR), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    indirect = [s for s in data["sites"] if s["kind"] == CallKind.INDIRECT.value]
    assert len(indirect) == 3 and all(s["targets"] for s in indirect)
    assert data["indirect_by_arity"] == []
