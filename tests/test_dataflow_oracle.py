"""The alias oracle behind definitions through pointers: a better oracle, fewer false pairs."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.analyses.dataflow import ORACLES, Model, ask, def_use_pairs, make_oracle
from ddpa.analyses.dataflow.state import Integration
from ddpa.bench import generator as gen
from ddpa.clients.integration import make_analyzer
from ddpa.frontend.clang import lower_source
from helpers import lower_path

PROGRAM = Path(__file__).parent / "dataflow_programs" / "oracle_precision.c"
ANALYZERS = ("demand", "demand-cache", "exhaustive")


def _rd_lines(oracle: str, analyzer: str, var: str, line: int) -> set[int]:
    prog = lower_path(PROGRAM)
    m = Model(prog, make_oracle(oracle, prog))
    answer = ask(make_analyzer(analyzer, m, Integration(m)), var, str(PROGRAM), line, "RD")
    return {d.line for d in answer.defs}


@pytest.mark.parametrize("analyzer", ANALYZERS)
def test_address_taken_oracle_lets_the_store_through_p_reach_b(analyzer: str) -> None:
    # `p` is a formal: the default oracle lets `*p` denote every address-taken int.
    assert _rd_lines("address-taken", analyzer, "b", 13) == {6, 11}


@pytest.mark.parametrize("analyzer", ANALYZERS)
def test_cfl_oracle_knows_p_points_to_a_only(analyzer: str) -> None:
    assert _rd_lines("cfl", analyzer, "b", 13) == {11}
    assert _rd_lines("cfl", analyzer, "a", 14) == {13}


def test_unknown_oracle_is_refused() -> None:
    assert ORACLES == ("cfl", "address-taken")
    with pytest.raises(ValueError, match="unknown alias oracle"):
        make_oracle("steensgaard", lower_path(PROGRAM))


def _pair_keys(prog: object, oracle: str, analyzer: str) -> set[object]:
    from ddpa.ir.program import Program

    assert isinstance(prog, Program)
    m = Model(prog, make_oracle(oracle, prog))
    a = make_analyzer(analyzer, m, Integration(m))
    return {p.pair.key() for p in def_use_pairs(a)}


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_demand_equals_exhaustive_under_the_cfl_oracle(seed: int) -> None:
    prog = lower_source(gen.generate(gen.GenConfig(seed=seed, target_lines=400)).source,
                        "prog.c")
    pairs = _pair_keys(prog, "cfl", "demand")
    assert pairs
    assert pairs == _pair_keys(prog, "cfl", "exhaustive")


_SHARED = """
int a, b, c;
int pick(int k) {
    int *p = k ? &a : &b;
    int *q = k ? &b : &a;
    int *r = &c;
    *p = 1;
    *q = 2;
    *r = 3;
    return *p + *q + *r;
}
int main(void) { return pick(1); }
"""


def test_pointers_with_one_points_to_set_share_its_variables_and_their_numbers() -> None:
    """A large program's pointers reach thousands of variables and share few sets of them:
    each set is turned into variables, put in order and numbered once, and every node with
    that set reads the one tuple (`NodeEffect.read_through`, `written_through`)."""
    from ddpa.ir.instr import Load, Store

    p = lower_source(_SHARED, "shared.c")
    m = Model(p, make_oracle("cfl", p), lazy=True)
    fn = p.functions["pick"]
    eb = m._b.eb
    effects = [(n.instr, eb.node(fn, n.instr)) for n in fn.nodes
               if isinstance(n.instr, Load | Store)]
    through = {i.ptr: e.read_through if isinstance(i, Load) else e.written_through
               for i, e in effects}
    names = {ptr: tuple(v.src_name for v in vs) for ptr, vs in through.items()}
    assert sorted(set(names.values())) == [("a", "b"), ("c",)]
    by_set: dict[tuple[str, ...], set[int]] = {}
    for ptr, vs in through.items():
        by_set.setdefault(names[ptr], set()).add(id(vs))
    assert all(len(ids) == 1 for ids in by_set.values())  # one tuple per set
    loads_of_ab = [ptr for ptr in through if names[ptr] == ("a", "b")]
    assert len(loads_of_ab) >= 2  # *p and *q, loaded and stored: the sharing is exercised
    answer = ask(make_analyzer("demand", m, Integration(m)), "a", "shared.c", 10, "RD")
    # *p = 1 and *q = 2 may define a, neither surely does: its initial value too
    assert {d.line for d in answer.defs} == {2, 7, 8}


OWN_READ = """int *kept;
int read(int *p) { kept = p; return 0; }
int main(void) {
    int x = 1;
    read(&x);
    *kept = 2;
    return x;
}
"""


@pytest.mark.parametrize(("oracle", "lines"), [("address-taken", [4, 6]), ("cfl", [6])])
def test_a_program_function_named_like_the_library_is_not_the_library(
        oracle: str, lines: list[int]) -> None:
    """The program's own `read` keeps its pointer; `read(2)`'s model keeps none. The
    call is of the program's function, so `x` escapes and `*kept = 2` defines it (for
    the CFL oracle `kept` points to `x` alone: the store kills line 4's definition)."""
    from ddpa.analyses.dataflow.demand import DemandAnalyzer

    p = lower_source(OWN_READ, "own.c")
    ans = ask(DemandAnalyzer(Model(p, make_oracle(oracle, p))), "x", "own.c", 7, "RD")
    assert sorted(d.line for d in ans.defs) == lines


INDIRECT = """#include <string.h>
static int one(int a) { return a + 1; }
static int two(int a, int b) { return a + b; }
int (*f1)(int) = one;
int (*f2)(int, int) = two;
int (*f3)(int, int, int);
size_t (*len)(const char *);
int calls_one(int a) { return f1(a); }
int calls_two(int a) { return f2(a, a); }
int calls_three(int a) { return f3(a, a, a); }
int calls_len(const char *s) { return (int)len(s); }
int main(void) { len = strlen; return calls_one(1) + calls_two(2) + calls_three(3); }
"""


def test_whether_indirect_calls_stay_inside_is_read_from_the_summaries() -> None:
    """The address-taken oracle's targets are address-taken functions of fitting arity: a
    call stays inside when they all have bodies and one fits (none fits `f3`'s three
    arguments: an unknown external); with `strlen` taken, no indirect call stays inside.
    The effect builder's whole-program facts are the same as when it reads every body."""
    from ddpa.analyses.dataflow.address_taken_aliases import AddressTakenOracle

    class ReadsBodies(AddressTakenOracle):
        indirect_calls_stay_inside = None  # type: ignore[assignment]

    def facts(p: object, cls: type[AddressTakenOracle]) -> tuple[object, ...]:
        eb = Model(p, cls(p), lazy=True)._b.eb  # type: ignore[arg-type]
        return (eb.handlers(), eb.registering(), eb._escapes(), eb._streams(),
                eb.handler_vars())

    without_len = INDIRECT.replace("len = strlen; ", "")
    for src, inside in ((without_len, {"calls_one", "calls_two", "calls_len"}),
                        (INDIRECT, set())):
        p = lower_source(src, "ind.c")
        o = AddressTakenOracle(p)
        got = {f.name for f in p.defined_functions()
               if f.summary().indirect and o.indirect_calls_stay_inside(f)}
        assert got == inside
        assert facts(p, AddressTakenOracle) == facts(p, ReadsBodies)
    for seed in (1, 3):
        p = lower_source(gen.generate(gen.GenConfig(seed=seed, target_lines=600)).source,
                         "g.c")
        assert facts(p, AddressTakenOracle) == facts(p, ReadsBodies)


# `f` comes from code outside the program: it may be any function, the program's `mine`
# (whose address escapes) or one outside, which may write `h` (whose address escapes too)
OUTSIDE_POINTER = """extern void (*get_cb(void))(void);
extern void register_ptr(int *p);
extern void register_cb(void (*cb)(void));
int h;
static void mine(void) { }
int main(void) {
    register_ptr(&h);
    register_cb(mine);
    h = 0;
    void (*f)(void) = get_cb();
    f();
    return h;
}
"""

# no main: outside code calls `api` with a pointer of its own, which may write `vis`
OPEN_WORLD_POINTER = """int vis;
static void mine(void) { }
void (*keep)(void) = mine;
int api(void (*cb)(void)) {
    vis = 1;
    cb();
    return vis;
}
"""


@pytest.mark.parametrize("oracle", ORACLES)
@pytest.mark.parametrize(("source", "var", "line", "lines"), [
    (OUTSIDE_POINTER, "h", 12, [9, 10, 11]),  # get_cb() and f() may write h
    (OPEN_WORLD_POINTER, "vis", 7, [5, 6]),  # cb() may write vis
], ids=["made-outside", "open-world"])
def test_a_call_through_a_pointer_outside_code_made_may_run_outside_code(
        oracle: str, source: str, var: str, line: int, lines: list[int]) -> None:
    """A pointer that may hold a function outside the program (made by outside code, or
    given by outside callers in the open world) calls an unknown external as well as the
    program's functions whose address is taken: what it may write counts, even where the
    program has a function of fitting arity for the pointer."""
    from ddpa.analyses.dataflow.demand import DemandAnalyzer

    p = lower_source(source, "out.c")
    m = Model(p, make_oracle(oracle, p))
    ans = ask(DemandAnalyzer(m), var, "out.c", line, "RD")
    assert sorted(d.line for d in ans.defs) == lines
