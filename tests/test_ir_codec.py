"""Tests for the data-only Program encoding of the IR cache: exact round trips, hostile data."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ddpa.bench.generator import GenConfig, generate
from ddpa.frontend.clang import lower_source
from ddpa.ir.address_flow import escapes, function_escapes
from ddpa.ir.codec import (
    MalformedIRData,
    UnencodableProgram,
    check_schema,
    decode_program,
    encode_program,
)
from ddpa.ir.instr import Const, Copy, Var, VarKind
from ddpa.ir.printer import print_program
from ddpa.ir.program import (
    Diagnostic,
    Function,
    LazyFunction,
    LazyGlobal,
    Program,
    Severity,
    add_edge,
    summarise,
)
from ddpa.ir.types import I32, FunctionType
from helpers import EXAMPLES, assert_same_program, lower_path
from ir_strategies import locs, programs


def round_trip(p: Program) -> Program:
    """Through the JSON text the cache stores, not only through Python objects."""
    return decode_program(json.loads(json.dumps(encode_program(p), separators=(",", ":"))))


def test_schema_matches_the_instruction_classes() -> None:
    assert check_schema() == []


# --- exact round trips -------------------------------------------------------------------


@st.composite
def programs_with_extras(draw: st.DrawFn) -> Program:
    """A random program, plus diagnostics and shuffled predecessor lists."""
    p = draw(programs())
    p.diagnostics = draw(st.lists(st.builds(Diagnostic, st.sampled_from(list(Severity)),
                                            locs(), st.text(max_size=20)), max_size=3))
    for f in p.functions.values():
        for n in f.nodes:
            n.preds = draw(st.permutations(n.preds))
    return p


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs_with_extras())
def test_random_programs_round_trip_exactly(p: Program) -> None:
    assert_same_program(p, round_trip(p))


EXAMPLE_FILES = sorted(p for p in EXAMPLES.iterdir() if p.suffix in (".c", ".cpp"))


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_examples_round_trip_exactly(path: Path) -> None:
    p = lower_path(path)
    assert_same_program(p, round_trip(p))


def test_programs_with_diagnostics_round_trip_exactly() -> None:
    p = lower_source("struct M { M(int) {} };\n"
                     "struct S { M m; S() try : m(1) {} catch (...) {} int f() { return 1; } };\n"
                     "int main() { int (S::*m)() = &S::f; S s; return (s.*m)(); }\n",
                     "member.cpp")  # a constructor's function-try-block: reported
    assert p.diagnostics
    assert_same_program(p, round_trip(p))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generated_programs_round_trip_exactly(seed: int) -> None:
    p = lower_source(generate(GenConfig(seed=seed, target_lines=500)).source, "gen.c")
    assert_same_program(p, round_trip(p))


def test_equal_but_distinct_variables_stay_distinct() -> None:
    f = Function("f", FunctionType(I32, ()))
    f.start_body()
    a1, a2 = Var("a", I32, VarKind.LOCAL, "f"), Var("a", I32, VarKind.LOCAL, "f")
    f.locals = [a1]
    n = f.new_node(Copy(a2, a1))
    add_edge(f.entry, n)
    add_edge(n, f.exit)
    back = round_trip(Program(functions={"f": f})).functions["f"]
    copy = back.nodes[2].instr
    assert isinstance(copy, Copy) and copy.value is back.locals[0]
    assert copy.dst is not copy.value and copy.dst == copy.value


def copy_of(value: object) -> Program:
    f = Function("f", FunctionType(I32, ()))
    f.start_body()
    x = Var("x", I32, VarKind.LOCAL, "f")
    n = f.new_node(Copy(x, Const(value, I32)))  # type: ignore[arg-type]
    add_edge(f.entry, n)
    add_edge(n, f.exit)
    return Program(functions={"f": f})


@pytest.mark.parametrize("value", ["1", None, [1]])
def test_what_decoding_would_reject_is_refused_when_encoding(value: object) -> None:
    with pytest.raises(UnencodableProgram, match="constant"):
        encode_program(copy_of(value))


def test_attribute_the_encoding_does_not_know_is_refused() -> None:
    f = Function("f", FunctionType(I32, ()))
    f.extra = 1  # type: ignore[attr-defined]
    with pytest.raises(UnencodableProgram, match="extra"):
        encode_program(Program(functions={"f": f}))


# --- hostile data --------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10**20) | st.floats() | st.text(max_size=4),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=3), inner, max_size=2)),
    max_leaves=6,
)


def _slots(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key or index) position in nested JSON data."""
    out: list[tuple[Any, Any]] = []
    todo = [data]
    while todo:
        x = todo.pop()
        items = x.items() if isinstance(x, dict) else enumerate(x) if isinstance(x, list) else ()
        for k, v in items:
            out.append((x, k))
            todo.append(v)
    return out


@pytest.fixture(scope="module")
def encoded_example() -> str:
    p = lower_source(generate(GenConfig(seed=4, target_lines=60)).source, "gen.c")
    return json.dumps(encode_program(p))


@settings(max_examples=150, deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_replaced_value_decodes_or_is_malformed(encoded_example: str,
                                                    data: st.DataObject) -> None:
    encoded = json.loads(encoded_example)
    # each function's body is a JSON text of its own: replace values inside it too
    functions = list(encoded["functions"])
    bodies = [json.loads(f[-1]) for f in functions]
    texts = [f[-1] for f in functions]
    slots = _slots(encoded) + _slots(bodies)
    for _ in range(data.draw(st.integers(1, 3))):
        container, key = data.draw(st.sampled_from(slots))
        container[key] = data.draw(json_values)
    for f, body, text in zip(functions, bodies, texts, strict=True):
        if isinstance(f, list) and f and f[-1] is text:  # (not replaced itself)
            f[-1] = json.dumps(body)
    try:
        p = decode_program(encoded)
        # a body is decoded when first read: malformed then, or well-typed throughout
        assert print_program(p)
    except MalformedIRData:
        return


@pytest.mark.parametrize("data", [None, [], {"codec": 999}, {"codec": 1}, "x" * 10])
def test_foreign_data_is_malformed(data: Any) -> None:
    with pytest.raises(MalformedIRData):
        decode_program(data)


# --- bodies kept apart -----------------------------------------------------------------------


def test_bodies_are_decoded_when_first_read() -> None:
    """A decoded program's functions know their node count and summary without reading
    their bodies; reading one body decodes that function only, identical to the original."""
    p = lower_source(generate(GenConfig(seed=6, target_lines=300)).source, "gen.c")
    q = round_trip(p)
    lazy = [f for f in q.functions.values() if isinstance(f, LazyFunction) and f.has_body]
    assert len(lazy) == len(list(p.defined_functions())) > 3
    assert not any(f.loaded for f in lazy)
    for f in lazy:
        assert f.node_total == len(p.functions[f.name].nodes)
        assert f.summary() == summarise(p.functions[f.name])
        assert function_escapes(f, q.defines) == escapes(p.functions[f.name], p.defines)
    assert not any(f.loaded for f in lazy)
    first = lazy[0]
    assert len(first.nodes) == first.node_total
    assert [f.loaded for f in lazy] == [True] + [False] * (len(lazy) - 1)
    assert_same_program(p, q)


def test_a_damaged_body_is_malformed_when_read() -> None:
    p = lower_source("int f(int a) { int b = a + 1; return b * 2; }\n", "f.c")
    data = json.loads(json.dumps(encode_program(p)))
    data["functions"][0][-1] = data["functions"][0][-1].replace("[", "{", 1)
    q = decode_program(data)
    f = q.functions["f"]
    assert f.node_total == len(p.functions["f"].nodes)
    with pytest.raises(MalformedIRData, match="function f"):
        f.nodes  # noqa: B018


@pytest.mark.parametrize(("field", "value", "read"), [
    (0, [-1], "summary"), (6, [-1], "escapes"), (6, ["x"], "escapes"),
    (7, [1.5], "summary")])
def test_a_damaged_header_is_malformed_when_read(field: int, value: Any, read: str) -> None:
    """The addresses a body takes (0), its escapes (6) and its indirect calls' argument
    counts (7): an entry that is not one is MalformedIRData naming the function when it
    is read (a negative index is not a row counted from the end)."""
    p = lower_source("int g; int *f(int a) { int *p = &g; return a ? p : 0; }\n", "f.c")
    data = json.loads(json.dumps(encode_program(p)))
    data["functions"][0][11][field] = value
    f = decode_program(data).functions["f"]
    with pytest.raises(MalformedIRData, match="function f"):
        if read == "summary":
            f.summary()
        else:
            function_escapes(f, lambda name: True)


def test_globals_are_decoded_when_first_read() -> None:
    """A decoded program's globals know their names without decoding their variables,
    initialisers and locations; reading one decodes that global only, identical to the
    original; a damaged initialiser is malformed when read, naming its global."""
    p = lower_source("int a = 1; int *b = &a; static int c[2] = {3, 4};\n"
                     "int main(void) { return *b + c[1]; }\n", "g.c")
    q = round_trip(p)
    lazy = [g for g in q.globals.values() if isinstance(g, LazyGlobal)]
    assert len(lazy) == len(p.globals) == 3
    assert sorted(g.name for g in lazy) == sorted(g.name for g in p.globals.values())
    assert all(g._variable is not None and g._decode is not None for g in lazy)
    first = q.globals["b"]
    assert first.var == p.globals["b"].var
    assert [g._variable is None for g in lazy] == [g is first for g in lazy]
    assert first._decode is not None  # (the initialiser is read apart)
    assert first.init == p.globals["b"].init
    assert [g._decode is None for g in lazy] == [g is first for g in lazy]
    assert_same_program(p, q)
    data = json.loads(json.dumps(encode_program(p)))
    row = next(r for r in data["globals"] if r[0] == "c")
    row[2] = ["z"]  # not an initialiser
    damaged = decode_program(data)
    assert damaged.globals["c"].name == "c"
    with pytest.raises(MalformedIRData, match="global c"):
        damaged.globals["c"].init  # noqa: B018
