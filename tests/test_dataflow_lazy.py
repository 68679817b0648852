"""A lazy data-flow model answers as the eager one and makes only what a question reaches."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
from ddpa.analyses.dataflow.demand import DemandAnalyzer, DemandConfig
from ddpa.analyses.dataflow.facts import SourceTerms
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import ask
from ddpa.bench.generator import GenConfig, generate
from ddpa.ir.instr import VarKind
from ddpa.ir.program import Program
from helpers import EXAMPLES, lower, lower_path

PROGRAMS = Path(__file__).parent / "dataflow_programs"
LIBRARY = Path(__file__).parent / "libmodel_programs"  # callbacks, no-return, setjmp
SOURCES = [EXAMPLES / "dft_fig1.c", EXAMPLES / "alias_fig1.c", *sorted(PROGRAMS.glob("*.c")),
           *sorted(LIBRARY.glob("*.c"))]


def _answers(p: Program, oracle: str, lazy_each: bool) -> dict[tuple[str, str, int, bool], list]:
    """RD at every use and RU at every definition, in source terms, from eager models (or
    from a fresh lazy model per question, so each question makes its own parts)."""
    eager = Model(p, make_oracle(oracle, p))
    questions = [(v, g, rd) for g in range(eager.node_count)
                 for rd, vs in ((True, eager.node_use[g]), (False, eager.node_gen[g]))
                 for v in vs]
    out: dict[tuple[str, str, int, bool], list] = {}
    a = DemandAnalyzer(eager)
    for v, g, rd in questions:
        m, an = eager, a
        f, nid = eager.node(g)
        var = eager.vars[v]
        if lazy_each:
            m = Model(p, make_oracle(oracle, p), lazy=True)
            an = DemandAnalyzer(m)
        lg, lv = m.gid_of(f.name, nid), m.var_id(var)
        m.ensure(m.node_func[lg])
        res = an.rd(lv, lg) if rd else an.ru(lv, lg)
        terms = SourceTerms(m)
        out[(f.name, var.name, nid, rd)] = sorted(
            terms.definition(c) if rd else terms.use(c) for c in res.codes)
    return out


@pytest.mark.parametrize("oracle", ["address-taken", "cfl"])
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_lazy_answers_equal_eager_answers(path: Path, oracle: str) -> None:
    p = lower_path(path)
    assert _answers(p, oracle, lazy_each=True) == _answers(p, oracle, lazy_each=False)


def test_lazy_answers_equal_eager_on_a_generated_program() -> None:
    p = lower(generate(GenConfig(seed=3, target_lines=300)).source, "gen.c")
    assert _answers(p, "cfl", lazy_each=True) == _answers(p, "cfl", lazy_each=False)


def test_one_lazy_model_answers_a_sequence_of_questions_as_eager() -> None:
    """Parts made by earlier questions serve later ones (the cache variant included)."""
    p = lower(generate(GenConfig(seed=5, target_lines=300)).source, "gen.c")
    eager = Model(p, make_oracle("cfl", p))
    lazy = Model(p, make_oracle("cfl", p), lazy=True)
    for cache in (False, True):
        a, b = (DemandAnalyzer(x, config=DemandConfig(cache=cache)) for x in (eager, lazy))
        for g in range(0, eager.node_count, 7):
            for v in eager.node_use[g]:
                f, nid = eager.node(g)
                lg, lv = lazy.gid_of(f.name, nid), lazy.var_id(eager.vars[v])
                lazy.ensure(lazy.node_func[lg])
                te, tl = SourceTerms(eager), SourceTerms(lazy)
                assert sorted(te.definition(c) for c in a.rd(v, g).codes) == \
                    sorted(tl.definition(c) for c in b.rd(lv, lg).codes)



def test_backward_questions_leave_the_use_side_unfilled_forward_ones_fill_it() -> None:
    """RD questions never read which nodes use a variable, so a lazy model leaves that side
    of its indexes empty until a forward question reads it; then it holds the uses of
    every function made, before and after, and RU answers as an eager model's."""
    p = lower(generate(GenConfig(seed=5, target_lines=300)).source, "gen.c")
    eager = Model(p, make_oracle("address-taken", p))
    a, te = DemandAnalyzer(eager), SourceTerms(eager)

    def same(lazy: Model, b: DemandAnalyzer, g: int, v: int, rd: bool) -> None:
        f, nid = eager.node(g)
        lg, lv = lazy.gid_of(f.name, nid), lazy.var_id(eager.vars[v])
        lazy.ensure(lazy.node_func[lg])
        tl = SourceTerms(lazy)
        if rd:
            assert sorted(te.definition(c) for c in a.rd(v, g).codes) == \
                sorted(tl.definition(c) for c in b.rd(lv, lg).codes)
        else:
            assert sorted(te.use(c) for c in a.ru(v, g).codes) == \
                sorted(tl.use(c) for c in b.ru(lv, lg).codes)

    backward = Model(p, make_oracle("address-taken", p), lazy=True)
    b = DemandAnalyzer(backward)
    for g in range(0, eager.node_count, 5):
        for v in eager.node_use[g]:
            same(backward, b, g, v, rd=True)
    assert backward.made_count > 1 and not backward.uses_indexed

    forward = Model(p, make_oracle("address-taken", p), lazy=True)
    b = DemandAnalyzer(forward)
    defs = [(g, v) for g in range(eager.node_count) for v in eager.node_gen[g]
            if eager.vars[v].kind is VarKind.LOCAL]
    same(forward, b, *defs[0], rd=False)  # (a local's uses: its function's)
    assert forward.uses_indexed and forward.made_count < len(forward.funcs)
    for g, v in defs[1::3]:  # the functions made from now on have their uses indexed
        same(forward, b, g, v, rd=False)
    assert forward.made_count == len(forward.funcs)

UNRELATED = 40
SOURCE = "\n".join([
    "int g;",
    "int h;",
    *(f"int u{i}(int *p) {{ int x = *p + g; *p = x; return h + x; }}"
      for i in range(UNRELATED)),
    "int f(int a) {",
    "    int y = a + 1;",
    "    g = y;",
    "    return y + g;",  # line UNRELATED + 6: RD(y), RD(g)
    "}",
    "int main(void) {",
    "    g = 2;",
    "    return f(3);",
    "}",
])
LINE = UNRELATED + 6


def _made(question: str) -> tuple[set[str], int]:
    p = lower(SOURCE, "many.c")
    ans = ask(DemandAnalyzer(Model(p, make_oracle("cfl", p), lazy=True)), question, "many.c",
              LINE, "RD")
    m = ans.model  # (a model of the question's own for a plain local: `plain_locals`)
    assert m is not None
    made = {f.name for f in m.funcs if m.made[f.index]}
    return made, m.effects_count


def test_a_local_question_computes_the_effects_of_its_procedure_only() -> None:
    assert _made("y") == ({"f"}, 1)


def test_a_global_question_computes_the_effects_of_the_procedures_it_climbs_to() -> None:
    """RD(g) at f's return stops at `g = y` just before it."""
    assert _made("g") == ({"f"}, 1)


def test_a_question_through_a_formal_reaches_the_caller_only() -> None:
    p = lower(SOURCE, "many.c")
    ans = ask(DemandAnalyzer(Model(p, make_oracle("cfl", p), lazy=True)), "a", "many.c",
              LINE - 2, "RD")
    m = ans.model  # (a formal passed a constant: a model of its own, `plain_locals`)
    assert m is not None and ans.plain
    assert {f.name for f in m.funcs if m.made[f.index]} == {"f", "main"}
    assert m.effects_count == 2 < len(m.funcs)


def test_a_question_numbers_the_variables_of_the_procedures_it_reaches() -> None:
    """Globals are numbered at once, a procedure's formals and locals when a question
    reaches it (or a pointer into them); whole-program readers number them all."""
    p = lower(SOURCE, "many.c")
    m = Model(p, make_oracle("cfl", p), lazy=True)
    assert {str(v) for v in m.vars} == {"@g", "@h"}
    ask(DemandAnalyzer(m), "y", "many.c", LINE, "RD", plain_locals=False)
    assert {v.scope for v in m.vars} == {"", "f"}
    assert m.var_id(p.functions["u7"].params[0]) >= 0  # numbered when first asked for
    assert {v.scope for v in m.vars} == {"", "f", "u7"}
    eager = Model(lower(SOURCE, "many.c"), lazy=False)
    m.force()
    assert sorted(map(str, m.vars)) == sorted(map(str, eager.vars))
    assert len(m.defs_of) == len(m.def_codes) == len(m.gl) == len(m.vars)


def test_whole_program_readers_make_everything() -> None:
    p = lower(SOURCE, "many.c")
    m = Model(p, make_oracle("cfl", p), lazy=True)
    assert m.effects_count == 0
    assert len(m.sccs) == len(m.funcs)  # the components of the whole call graph
    assert m.effects_count == len(m.funcs) and all(m.made)


def test_a_question_on_a_cached_program_reads_only_the_bodies_it_reaches(
        tmp_path: Path) -> None:
    """With the IR and the alias graph kept in the cache, a new process's question reads
    the bodies of the procedures it reaches, not the program's."""
    from ddpa.ir.program import LazyFunction
    from ddpa.loader import LoadOptions, load_program

    source = tmp_path / "many.c"
    source.write_text(SOURCE)
    opts = LoadOptions(cache_dir=tmp_path / "cache")
    results = []
    for _ in range(2):  # the first process builds and keeps the graph, the second reads it
        p = load_program([str(source)], opts).program
        m = Model(p, make_oracle("cfl", p), lazy=True)
        answer = ask(DemandAnalyzer(m), "a", str(source), LINE - 2, "RD")
        results.append(sorted(str(i) for i in answer.items))
        read = {f.name for f in p.functions.values()
                if isinstance(f, LazyFunction) and f.has_body and f.loaded}
    assert results[0] == results[1] and results[0]
    assert read == {"f", "main"}


ESCAPES = """
#include <stdlib.h>
int g, h, k;
int *kept;
static void keep(int *p) { kept = p; }
static int peek(int *p) { return *p; }
int f(int n) {
    int local = n;
    int *q = &local;
    keep(&g);
    return peek(&h) + *q + *kept;
}
int main(void) { int *p = malloc(sizeof(int)); *p = k; return f(*p); }
"""


def test_the_address_taken_oracle_reads_only_the_bodies_asked_about(tmp_path: Path) -> None:
    """The default oracle sets nothing up for the whole program: on a program read back
    from the IR cache, its escaped variables come from the functions' headers and a
    pointer's sources from its own function's body, and they are the ones the bodies
    give."""
    from ddpa.analyses.dataflow.address_taken_aliases import AddressTakenOracle
    from ddpa.ir.address_flow import escapes, function_escapes
    from ddpa.ir.program import LazyFunction
    from ddpa.loader import LoadOptions, load_program

    source = tmp_path / "esc.c"
    source.write_text(ESCAPES)
    opts = LoadOptions(cache_dir=tmp_path / "cache")
    load_program([str(source)], opts)  # (lowered and kept)
    p = load_program([str(source)], opts).program

    def read() -> set[str]:
        return {f.name for f in p.functions.values()
                if isinstance(f, LazyFunction) and f.has_body and f.loaded}

    o = AddressTakenOracle(p)
    assert {v.src_name for v in o.universe()} == {"g", "h"} and read() == set()
    f = p.functions["f"]
    q = next(v for v in f.locals if v.src_name == "q")
    assert {v.src_name for v in o.pointees(f, q)} == {"local"} and read() == {"f"}
    assert all(function_escapes(fn, p.defines) == escapes(fn, p.defines)
               for fn in p.defined_functions())
