"""Deep C lowers without recursion errors or crashes: long chains, deep nesting, big lists."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ddpa.frontend.clang import FrontendError, lower_source
from ddpa.interp import run_program
from ddpa.ir.program import Program
from ddpa.ir.verify import verify_or_raise
from deep_shapes import SHAPES, Shape
from helpers import ROOT, needs_gcc
from interp_programs.support import gcc_build, native_run

FRONTEND = ROOT / "src" / "ddpa" / "frontend" / "clang"


def _sum(n: int) -> str:
    return ("int f(int a) { return " + " + ".join(["a"] * n) + "; }\n"
            "int main(void) { return f(1) & 0x7f; }\n")


def _lowered(source: str) -> Program:
    p = lower_source(source, "deep.c")
    verify_or_raise(p)
    return p


def _printed(shape: Shape) -> int:
    r = run_program(_lowered(shape.source()))
    assert r.exit_code == 0, r.message
    return int(r.stdout.decode())


# ---- the reproduction: a long sum ------------------------------------------------------------


@pytest.mark.parametrize("n", [500, 20_000])
def test_long_sum_lowers_and_runs(n: int) -> None:
    # 500 terms raised RecursionError; 20,000 overflowed libclang's parse thread (SIGSEGV)
    r = run_program(_lowered(_sum(n)))
    assert r.exit_code == n & 0x7F


@pytest.mark.slow
def test_hundred_thousand_term_sum_lowers_and_runs() -> None:
    p = _lowered(_sum(100_000))
    assert len(p.functions["f"].nodes) > 100_000
    assert run_program(p).exit_code == 100_000 & 0x7F


def test_nesting_past_clangs_bracket_limit_is_clangs_error() -> None:
    # clang's -fbracket-depth (256): not C we must lower, but one clear error, no crash
    with pytest.raises(FrontendError, match="bracket nesting level exceeded"):
        lower_source("int f(int x) { return " + "(" * 300 + "x" + ")" * 300 + "; }", "deep.c")


# ---- generated deep shapes -------------------------------------------------------------------


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shape=st.sampled_from(SHAPES), depth=st.integers(1_100, 2_500), seed=st.integers(0, 999))
def test_deep_shapes_lower_verify_and_compute_their_value(shape: object, depth: int,
                                                          seed: int) -> None:
    # deeper than Python's default recursion limit (1000), which the lowering once followed
    s = shape(random.Random(seed), depth)  # type: ignore[operator]
    assert _printed(s) == s.expected, s.name


@pytest.mark.slow
@pytest.mark.parametrize("shape", SHAPES, ids=lambda f: f.__name__)
def test_very_deep_shapes_lower_and_compute_their_value(shape: object) -> None:
    s = shape(random.Random(14), 5_000)  # type: ignore[operator]
    assert _printed(s) == s.expected, s.name


# gcc takes exponential time on `v0 += v1 += ...` (30 terms: over a minute)
@pytest.mark.parametrize("shape", [s for s in SHAPES if s.__name__ != "compound_assign_chain"],
                         ids=lambda f: f.__name__)
def test_deep_shapes_print_what_gcc_prints(shape: object, tmp_path: Path) -> None:
    gcc = needs_gcc()
    s = shape(random.Random(5), 200)  # type: ignore[operator]
    src = tmp_path / "deep.c"
    src.write_text(s.source())
    code, out = native_run(gcc_build(gcc, [src], tmp_path / "deep"), [])
    assert (code, int(out.decode())) == (0, s.expected), "the shape's own expectation is wrong"
    assert _printed(s) == s.expected


# ---- every lowering step is run ------------------------------------------------------------


def _lowering_methods(trees: list[ast.Module]) -> set[str]:
    """Methods returning a step (`Step[...]`) or a step-or-result (`Lowers[...]`)."""
    out = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.returns is not None:
                text = ast.unparse(node.returns)
                if text.startswith(("Step[", "Lowers[")):
                    out.add(node.name)
    return out


def _unrun_calls(tree: ast.Module, names: set[str]) -> list[str]:
    """Calls of lowering methods that are neither yielded, nor returned by a function that
    is not itself a generator (handing the step to its caller), nor given to `run`."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    bad = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in names):
            continue
        up = parents[node]
        while isinstance(up, ast.IfExp):
            up = parents[up]
        if isinstance(up, ast.Yield | ast.Lambda):
            continue
        if isinstance(up, ast.Call) and isinstance(up.func, ast.Name) and up.func.id == "run":
            continue
        if isinstance(up, ast.Assign | ast.AnnAssign) and _run_later(up, parents):
            continue
        if isinstance(up, ast.Return):
            fn = up
            while not isinstance(fn, ast.FunctionDef):
                fn = parents[fn]
            if not any(isinstance(k, ast.Yield | ast.YieldFrom) for k in ast.walk(fn)):
                continue
        bad.append(f"line {node.lineno}: {ast.unparse(node)}")
    return bad


def _run_later(assign: ast.Assign | ast.AnnAssign, parents: dict[ast.AST, ast.AST]) -> bool:
    """`step = self.m(...)` (annotated, for the type checker) whose variable the enclosing
    function hands to `run`."""
    targets = assign.targets if isinstance(assign, ast.Assign) else [assign.target]
    names = {t.id for t in targets if isinstance(t, ast.Name)}
    fn: ast.AST = assign
    while not isinstance(fn, ast.FunctionDef):
        fn = parents[fn]
    return any(isinstance(k, ast.Call) and isinstance(k.func, ast.Name) and k.func.id == "run"
               and any(isinstance(a, ast.Name) and a.id in names for a in k.args)
               for k in ast.walk(fn))


def test_every_call_of_a_lowering_step_is_run() -> None:
    trees = {p.name: ast.parse(p.read_text()) for p in sorted(FRONTEND.glob("*.py"))}
    names = _lowering_methods(list(trees.values()))
    assert {"rvalue", "lvalue", "stmt", "effect", "cond", "initialise"} <= names
    bad = {name: _unrun_calls(tree, names) for name, tree in trees.items()}
    assert not any(bad.values()), bad
