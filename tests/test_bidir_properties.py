"""Properties of the bidirectional alias analysis on generated programs (section 7): Cd and
Ex give the same answer for every demand, Id's answer is a subset of theirs, Jd's a subset of
Ex's on Java-like programs, and everything the interpreter observes (call edges at virtual
and indirect sites, points-to facts) is in every variant's answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ddpa.analyses.bidir.client import ResolveResult, resolve_calls
from ddpa.analyses.bidir.engine import BidirEngine
from ddpa.analyses.bidir.methods import Method, Variant
from ddpa.analyses.bidir.names import Abstraction, Name, vkey
from ddpa.bench import generator
from ddpa.bench.generator_cxx import CxxGenConfig, generate_cxx
from ddpa.frontend.clang import lower_source
from ddpa.interp.hooks import Trace
from ddpa.interp.memory import ObjKind, ObjRef
from ddpa.interp.observe import run_observed
from ddpa.ir.instr import Call
from ddpa.ir.program import Program

SETTINGS = settings(max_examples=4, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
ABS = ("type", "site")

Answers = dict[tuple[str, int], set[str]]


def answers(res: ResolveResult) -> Answers:
    return {(n.func.name, n.id): set(a.targets) for n, a in res.sites.items()}


def check_relations(program: Program, jd: bool = False) -> dict[tuple[str, str], Answers]:
    out = {}
    for a in ABS:
        for m in ("id", "cd", "ex") + (("jd",) if jd else ()):
            out[(m, a)] = answers(resolve_calls(program, None, m, a))
        assert out[("cd", a)] == out[("ex", a)], a  # Cd and Ex are equiprecise (7.2)
        for site, ts in out[("id", a)].items():
            assert ts <= out[("cd", a)][site], (a, site)  # Id at least as precise (7.1)
        if jd:
            for site, ts in out[("jd", a)].items():
                assert ts <= out[("ex", a)][site], (a, site)  # Jd at least as precise (7.3)
    return out


def check_observed_calls(program: Program, out: dict[tuple[str, str], Answers]) -> int:
    obs = run_observed(program, kinds=Trace.CALLS)
    edges = [(e.site.function, e.site.node, e.callee) for e in obs.call_edges()]
    checked = 0
    for f, n, callee in edges:
        for key, res in out.items():
            if (f, n) in res:
                assert callee in res[(f, n)], (key, f, n, callee)
                checked += 1
    return checked


def _base(ref: ObjRef) -> Name | None:
    if ref.kind is ObjKind.HEAP and ref.site is not None:
        return ("h", ref.site, ())
    if ref.kind is ObjKind.FUNCTION:
        return ("f", ref.name, ())
    if ref.kind is ObjKind.GLOBAL:
        return ("v", ref.name, ())
    if ref.kind is ObjKind.LOCAL:
        return ("v", f"{ref.function}::{ref.name}", ())
    return None


def check_observed_points_to(program: Program) -> int:
    """Every pointer value a variable received is in Ex's (asb) aliases after the node."""
    eng = BidirEngine(program, Variant(Method.EX, Abstraction.SITE))
    eng.run()
    by_node = {(n.func.name, n.id): n for f in program.defined_functions() for n in f.nodes}
    checked = 0
    for fact in run_observed(program, kinds=Trace.POINTERS).points_to():
        base = _base(fact.target)
        if base is None or fact.var is None:
            continue
        node = by_node[(fact.site.function, fact.site.node)]
        e = eng.sg.of_ir[node] + (1 if isinstance(node.instr, Call) else 0)
        got = {(o[0], o[1]) for o in eng.aout[e].get(("v", vkey(fact.var), ()), frozenset())}
        assert (base[0], base[1]) in got, fact.describe()
        checked += 1
    return checked


@SETTINGS
@given(st.integers(min_value=0, max_value=10_000))
def test_generated_c_programs(seed: int) -> None:
    gen = generator.generate(generator.GenConfig(seed=seed, target_lines=250))
    program = lower_source(gen.source, f"gen{seed}.c")
    out = check_relations(program)
    check_observed_calls(program, out)
    check_observed_points_to(program)


def test_a_generated_c_program_checks_calls_and_points_to() -> None:
    gen = generator.generate(generator.GenConfig(seed=1, target_lines=400))
    program = lower_source(gen.source, "gen1.c")
    assert check_observed_calls(program, check_relations(program)) > 0
    assert check_observed_points_to(program) > 0


@SETTINGS
@given(st.integers(min_value=0, max_value=10_000))
def test_generated_cxx_programs(seed: int) -> None:
    g = generate_cxx(CxxGenConfig(seed=seed, classes=5, helpers=3, objects=4,
                                  virtual_inheritance=0.3 if seed % 2 else 0.0))
    program = lower_source(g.source, g.filename)
    out = check_relations(program)
    assert any(out[("ex", "type")].values())
    assert check_observed_calls(program, out) > 0


# --- Java-like programs: only x = new T, x = y, x->f = y, x = y->f, calls -----------------------

_CLASSES = ("X", "Y", "Z")
_PRELUDE = """
struct X { X *f; X() : f(nullptr) {} virtual int v() { return 1; } };
struct Y : X { int v() override { return 2; } };
struct Z : Y { int v() override { return 3; } };
static X *pass(X *p) { return p; }
static int call(X *p) { return p->v(); }
int main(int argc, char **argv) {
    (void)argv;
    int r = 0;
"""

_stmt = st.one_of(
    st.tuples(st.just("new"), st.integers(0, 3), st.sampled_from(_CLASSES)),
    st.tuples(st.just("copy"), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("store"), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("load"), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("pass"), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("call"), st.integers(0, 3), st.just(0)),
    st.tuples(st.just("helper"), st.integers(0, 3), st.just(0)),
)


def _line(s: tuple[object, ...]) -> str:
    kind, i, j = s
    return {
        "new": f"a{i} = new {j};",
        "copy": f"a{i} = a{j};",
        "store": f"a{i}->f = a{j};",
        "load": f"if (a{j}->f) a{i} = a{j}->f;",
        "pass": f"a{i} = pass(a{j});",
        "call": f"r += a{i}->v();",
        "helper": f"r += call(a{i});",
    }[str(kind)]


def java_program(stmts: list[tuple[object, ...]], branch: list[bool]) -> str:
    body = [f"    X *a{i} = new {_CLASSES[i % 3]};" for i in range(4)]
    for s, b in zip(stmts, branch, strict=False):
        body.append(f"    if (argc > 1) {{ {_line(s)} }}" if b else f"    {_line(s)}")
    body += ["    r += a0->v() + a1->v();", "    return r % 7;", "}"]
    return _PRELUDE + "\n".join(body) + "\n"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_stmt, min_size=3, max_size=14), st.lists(st.booleans(), min_size=14,
                                                          max_size=14))
def test_java_like_programs(stmts: list[tuple[object, ...]], branch: list[bool]) -> None:
    program = lower_source(java_program(stmts, branch), "java.cpp")
    out = check_relations(program, jd=True)
    assert check_observed_calls(program, out) > 0


def test_virtual_bases_and_calls_during_construction() -> None:
    """Objects reached through virtual bases dispatch by their class; a virtual call in a
    constructor runs the constructor's class's method (the object is of that class until
    the constructor returns), which every variant must include."""
    from ddpa.frontend.clang import lower_files

    program = lower_files([str(Path(__file__).parent / "cxx_programs" / "virtual_bases.cpp")])
    out = check_relations(program)
    assert check_observed_calls(program, out) > 0
    in_ctor = [ts for (f, _n), ts in out[("id", "site")].items() if f == "Left::Left"]
    assert in_ctor == [{"Counter::who", "Right::who"}]


def test_a_recursive_call_keeps_the_callers_formals() -> None:
    """Binding a self-recursive call's formals defines the new activation's formals; the
    caller's `fa` still holds `sub` after the call returns (found on generated seed 505)."""
    src = """typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int rec(int depth, binop fa) {
  if (depth <= 0) return 1;
  int x = rec(depth - 1, add);
  return x + fa(1, 2);
}
int main(void) { return rec(2, sub); }
"""
    program = lower_source(src, "rec.c")
    out = check_relations(program)
    for key, res in out.items():
        (site,) = [s for s, ts in res.items() if s[0] == "rec"]
        assert res[site] == {"add", "sub"}, key
    assert check_observed_calls(program, out) > 0


SENTINEL_LIST = """\
#include <stdio.h>
class Attr {
public:
    Attr() : next(0), prev(0) {}
    virtual ~Attr() {}
    virtual void show() const { printf("attr\\n"); }
    Attr *next;
    Attr *prev;
};
class Named : public Attr {
public:
    void show() const { printf("named\\n"); }
};
class Set {
public:
    Set() { sentinel.next = &sentinel; sentinel.prev = &sentinel; }
    void add(Attr *a) {
        a->next = &sentinel;
        a->prev = sentinel.prev;
        sentinel.prev->next = a;
        sentinel.prev = a;
    }
    Attr *first() { return sentinel.next == &sentinel ? 0 : sentinel.next; }
    Attr sentinel;
};
class Elem {
public:
    void print() {
        for (Attr *a = set.first(); a; a = (a->next == &set.sentinel ? 0 : a->next))
            a->show();
    }
    Set set;
};
int main() {
MAIN
    return 0;
}
"""
SENTINEL_MAINS = {
    # the set inside a heap object: `this` of Set::Set is `&e->set`
    "heap": "Elem *e = new Elem; e->set.add(new Named); e->print();",
    # inside a stack object: `&e.set` is sought by the demand `&e`
    "stack": "Elem e; e.set.add(new Named); e.print();",
    # the store through `&e.set.sentinel`'s prev made in main itself
    "direct": "Elem e; Attr *p = &e.set.sentinel; Attr *q = p->prev;\n"
              "    q->next = new Named; q->next->next = p; e.print();",
}


@pytest.mark.parametrize("main", sorted(SENTINEL_MAINS))
@pytest.mark.parametrize("abstraction", ABS)
def test_id_follows_a_store_through_a_sentinel_list(abstraction: str, main: str) -> None:
    src = SENTINEL_LIST.replace("MAIN", "    " + SENTINEL_MAINS[main])
    program = lower_source(src, "sentinel.cpp")
    out = {(m, abstraction): answers(resolve_calls(program, None, m, abstraction))
           for m in ("cd", "ex", "id")}
    assert out[("cd", abstraction)] == out[("ex", abstraction)]
    for site, ts in out[("id", abstraction)].items():
        assert ts <= out[("cd", abstraction)][site], site
    # only the added Named object's show runs (the loop stops at the sentinel): Id finds it
    # through `sentinel.prev->next = a`, sentinel.prev being `&this->sentinel`
    assert check_observed_calls(program, out) > 0
    assert list(out[("id", abstraction)].values()) == [{"Attr::show", "Named::show"}]
