"""The world outside the program: libraries without main, `--open` and `--closed`."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from ddpa.analyses.alias.analysis import AliasAnalysis, Engine
from ddpa.analyses.alias.markers import oracle_calls
from ddpa.analyses.alias.options import AliasOptions, DDAConfig
from ddpa.bench.harness import open_world_harness
from ddpa.cli.main import main
from ddpa.frontend.clang import lower_files, lower_source
from ddpa.graphs.peg_config import PEGConfig
from ddpa.graphs.world import (
    World,
    entry_points,
    outside,
    returned_formals,
    returns_only_what_it_is_given,
    world_of,
)
from ddpa.interp import observe

PROGRAMS = Path(__file__).parent / "open_programs"
ENGINES = (Engine.DDA, Engine.DDPT, Engine.EXH)


@cache
def analysis(name: str, fs: bool = False, world: World | None = None) -> AliasAnalysis:
    program = lower_files([str(PROGRAMS / name)], ())
    opts = AliasOptions(peg=PEGConfig(field_sensitive=fs, world=world),
                        dda=DDAConfig(budget=None))
    return AliasAnalysis(program, opts)


def test_a_program_without_main_is_open_and_one_with_main_closed() -> None:
    an = analysis("list.c")
    assert an.peg.world is World.OPEN
    assert entry_points(an.program) == ["get", "mk"]
    assert outside(an.program).globals == ("calls",)  # not the static one
    assert not outside(an.program, World.CLOSED).entries
    with_main = lower_files([str(Path(__file__).parent / "alias_programs" / "calls.c")], ())
    assert world_of(with_main) is World.CLOSED
    assert world_of(with_main, World.OPEN) is World.OPEN


@pytest.mark.parametrize("fs", [False, True], ids=["fi", "fs"])
@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.value)
def test_mk_and_get_a_self_linked_node_may_alias_its_next(engine: Engine, fs: bool) -> None:
    """`mk` links a node to itself and returns it: outside code may hand it to `get`."""
    an = analysis("list.c", fs)
    assert an.may_alias("*a", "*a->next", at="get", engine=engine).may_alias


@pytest.mark.parametrize("fs", [False, True], ids=["fi", "fs"])
@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.value)
def test_cjson_a_one_element_array_has_item_prev_equal_to_item(engine: Engine,
                                                                fs: bool) -> None:
    an = analysis("cjson.c", fs)
    assert an.may_alias("*item", "*item->prev", at="cJSON_DetachItemViaPointer",
                        engine=engine).may_alias


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.value)
def test_what_an_entry_point_returns_of_its_own_argument_does_not_escape(
        engine: Engine) -> None:
    """`init(&local)` returns `&local` to `fresh` only: called from outside, `init` returns
    what outside code gave it, so `ext` cannot point to `local`. `swap` returns what an
    earlier call gave it, so an outside call may get `&local` back from `kept`'s call."""
    an = analysis("returns.c")
    assert not an.may_alias("*ext", "local", at="fresh", engine=engine).may_alias
    assert an.may_alias("*ext", "local", at="kept", engine=engine).may_alias


def test_which_functions_return_only_what_they_are_given() -> None:
    functions = analysis("returns.c").program.functions
    given = {name: returns_only_what_it_is_given(functions[name])
             for name in ("init", "swap", "bump", "pass", "member")}
    assert given == {"init": True, "swap": False, "bump": False,  # bump assigns its formal
                     "pass": True, "member": True}
    formals = {(name, fs): returned_formals(functions[name], fs)
               for name in ("init", "swap", "pass", "member") for fs in (False, True)}
    assert formals == {("init", False): {0}, ("init", True): {0},
                       ("swap", False): None, ("swap", True): None,
                       ("pass", False): {0}, ("pass", True): {0},
                       # a field address of its formal: the same node only field-insensitively
                       ("member", False): {0}, ("member", True): None}


@pytest.mark.parametrize("fs", [False, True], ids=["fi", "fs"])
@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.value)
def test_a_call_of_a_function_that_returns_what_it_is_given_gets_its_own_actual(
        engine: Engine, fs: bool) -> None:
    """`pass(&x)` and `pass(&y)` return `&x` and `&y` each, not both: the call's result is
    its own actual, not the return node both calls share. `member(&y)` returns a field
    address of `y`: the same, field-insensitively; field-sensitively its result comes
    from the shared return node (both calls' fields)."""
    an = analysis("returns.c", fs)
    assert an.may_alias("*p", "x", at="two", engine=engine).may_alias
    assert not an.may_alias("*p", "y", at="two", engine=engine).may_alias
    assert not an.may_alias("*q", "x", at="two", engine=engine).may_alias
    assert an.may_alias("*f", "x.a", at="two", engine=engine).may_alias
    assert an.may_alias("*g", "x.a", at="two", engine=engine).may_alias is fs
    assert not an.may_alias("*ext", "x", at="two", engine=engine).may_alias


def _marker_cases() -> list[object]:
    out: list[object] = []
    for name in sorted(p.name for p in PROGRAMS.glob("*.c")):
        for fs in (False, True):
            an = analysis(name, fs)
            for k, oc in enumerate(oracle_calls(an.program, an.peg)):
                for engine in ENGINES:
                    out.append(pytest.param(name, fs, k, engine,
                                            id=f"{oc.describe()}-{engine.value}-{fs}"))
    return out


@pytest.mark.parametrize(("name", "fs", "k", "engine"), _marker_cases())
def test_oracle_markers_hold_in_the_open_world(name: str, fs: bool, k: int,
                                                engine: Engine) -> None:
    an = analysis(name, fs)
    oc = oracle_calls(an.program, an.peg)[k]
    got = an.pointers_alias(oc.p, oc.q, engine=engine)
    assert got.complete
    assert got.may_alias == oc.expects_alias, oc.describe()


def test_the_closed_world_has_no_outside_caller() -> None:
    """`--closed` on a library: nothing binds get's formal, so `a` points to no object."""
    an = analysis("list.c", world=World.CLOSED)
    assert an.peg.world is World.CLOSED
    objs = an.points_to("a", at="get", engine=Engine.EXH).objects
    assert all(an.object_kind(o).value == "undefined" for o in objs)
    opened = analysis("list.c")
    names = {opened.object_name(o) for o in opened.points_to("a", "get", Engine.EXH).objects}
    assert {"<external>", "calls"} <= names


def test_every_answer_says_its_world(capsys: pytest.CaptureFixture[str]) -> None:
    src = str(PROGRAMS / "list.c")
    assert main(["alias", src, "*a", "*a->next", "--at", "get"]) == 0
    assert "open world" in capsys.readouterr().out
    assert main(["alias", src, "*a", "*a->next", "--at", "get", "--closed", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["world"] == "closed"
    assert main(["pointsto", src, "a", "--at", "get", "--open", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["world"] == "open" and "<external>" in out["points_to"]


def _rd(capsys: pytest.CaptureFixture[str], var: str, line: int, *opts: str) -> set[int]:
    src = str(PROGRAMS / "outside.c")
    assert main(["rd", src, "--var", var, "--at", f"{src}:{line}", "--json", *opts]) == 0
    out = json.loads(capsys.readouterr().out)
    return {d["line"] for d in out["answer"]} | ({-1} if out["world"] == "open" else set())


def test_outside_code_defines_visible_globals_at_calls_that_leave_the_program(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert _rd(capsys, "g", 11) == {3, 10, -1}  # the initial value, or ext's write
    assert _rd(capsys, "h", 11) == {4, -1}  # static: outside code cannot name it
    assert _rd(capsys, "g", 11, "--closed") == {3}
    assert _rd(capsys, "a", 9) == {7, -1}  # the formal, defined at entry by the caller


def test_the_call_graph_gives_entry_points_an_outside_caller(
        capsys: pytest.CaptureFixture[str]) -> None:
    src = str(PROGRAMS / "list.c")
    assert main(["callgraph", src, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["world"] == "open" and data["called_from_outside"] == ["get", "mk"]
    assert main(["callgraph", src, "--closed"]) == 0
    assert capsys.readouterr().out.rstrip().endswith("world: closed")


@pytest.mark.parametrize("name", ["list.c", "cjson.c", "returns.c"])
@pytest.mark.parametrize("fs", [False, True], ids=["fi", "fs"])
def test_what_a_generated_outside_caller_makes_alias_is_reported(name: str, fs: bool) -> None:
    """Soundness of the open world: a harness calls the library's entry points with
    aliased arguments; every aliasing the interpreter observes between two accesses of the
    library is a may-alias of the library analysed alone (DDA and EXH)."""
    path = PROGRAMS / name
    library = analysis(name, fs)
    combined = lower_source(open_world_harness(library.program, path.read_text()),
                            str(path))
    obs = observe.run_observed(combined)  # may end in a precondition the pool breaks
    assert obs.result.exit_code == 0 or obs.result.fault is not None, obs.result
    at = {(a.function, a.cfg_node): a.node for a in library.peg.accesses}
    checked, misses = 0, []
    for al in obs.aliases():
        a, b = at.get((al.a.site.function, al.a.site.node)), \
            at.get((al.b.site.function, al.b.site.node))
        if a is None or b is None or a == b:
            continue
        checked += 1
        for engine in (Engine.DDA, Engine.EXH):
            if not library.may_alias(a, b, engine=engine).may_alias:
                misses.append(f"{engine.value}: {al.describe()}")
    assert checked > 0
    assert misses == []


@pytest.mark.parametrize("analyzer", ["demand", "exhaustive"])
def test_no_store_defines_a_table_defined_const(capsys: pytest.CaptureFixture[str],
                                                analyzer: str) -> None:
    """Both tables escape (entry points return them), so `p` of `clear` may point to
    either; `memset` and `*p = 1` may define `counts`, never `table` (defined const)."""
    src = str(PROGRAMS / "consttable.c")

    def rd(var: str) -> set[int]:
        assert main(["rd", src, "--var", var, "--at", f"{src}:15", "--json",
                     "--analyzer", analyzer]) == 0
        return {d["line"] for d in json.loads(capsys.readouterr().out)["answer"]}

    assert rd("counts") == {6, 13, 14}
    assert rd("table") == {5}
