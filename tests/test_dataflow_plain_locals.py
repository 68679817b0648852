"""A question about a local no pointer can reach is answered without alias facts, with the
answer the alias facts give (`ddpa.analyses.dataflow.plain_locals`)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.query import DataflowError, SourceAnswer, ask
from ddpa.bench.generator import GenConfig, generate
from ddpa.cli.dataflow_cmd import add_parsers
from ddpa.ir.instr import VarKind
from ddpa.ir.program import Program
from helpers import EXAMPLES, lower, lower_path

PROGRAMS = Path(__file__).parent / "dataflow_programs"
LIBRARY = Path(__file__).parent / "libmodel_programs"  # callbacks, no-return, setjmp
SOURCES = [EXAMPLES / "dft_fig1.c", EXAMPLES / "alias_fig1.c", EXAMPLES / "symex_parser.c",
           *sorted(PROGRAMS.glob("*.c")), *sorted(LIBRARY.glob("*.c"))]


def _analyzer(p: Program) -> DemandAnalyzer:
    m = Model(p, make_oracle("cfl", p), lazy=True)
    return DemandAnalyzer(m)


def _questions(p: Program) -> list[tuple[str, str, int, str]]:
    """RD at every line using a local or formal, RU at every line defining one."""
    out = set()
    for f in p.defined_functions():
        for node in f.nodes[2:]:
            i = node.instr
            for kind, vs in (("RD", i.uses()), ("RU", i.defs())):
                for v in vs:
                    if v.src_name and v.kind in (VarKind.LOCAL, VarKind.FORMAL) and i.loc.line:
                        out.add((v.src_name, i.loc.file, i.loc.line, kind))
    return sorted(out)


def _compare(p: Program) -> tuple[int, int]:
    """(questions, answered without alias facts), asserting each answer is the one a model
    with the alias facts gives (a fresh model per question, so each may go without)."""
    shared = _analyzer(p)
    plain = 0
    qs = _questions(p)
    for q in qs:
        a = _analyzer(p)
        try:
            got: SourceAnswer | str = ask(a, *q)
        except DataflowError as exc:
            got = str(exc)
        try:
            want: SourceAnswer | str = ask(shared, *q, plain_locals=False)
        except DataflowError as exc:
            want = str(exc)
        if isinstance(got, SourceAnswer):
            assert isinstance(want, SourceAnswer), q
            assert got.items == want.items, q
            if got.plain:
                plain += 1
                assert got.model is not a.model and not a.model.oracle.analysis_made, q
            else:
                assert got.model is a.model, q
        else:
            assert got == want, q
    return len(qs), plain


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_answers_without_alias_facts_are_those_with_them(path: Path) -> None:
    _compare(lower_path(path))


@pytest.mark.parametrize("seed", [1, 5])
def test_most_local_questions_of_a_generated_program_need_no_alias_facts(seed: int) -> None:
    """Generated programs dereference pointers in every function and call through function
    pointers: most questions about their locals still go without the alias analysis."""
    n, plain = _compare(lower(generate(GenConfig(seed=seed, target_lines=400)).source, "g.c"))
    assert n > 100 and plain > n // 3


FOUR = """
#include <stdlib.h>
int g;
int (*hook)(int);
static int twice(int a) { return 2 * a; }
int f(int *p, int k) {
    int acc = 0;
    int seen = k;
    int *q = &seen;
    acc = acc + *p;
    *q = acc;
    acc = acc + twice(k);
    if (k > 3)
        acc = acc - g;
    acc = acc + hook(k);
    return acc + seen;
}
int main(void) { hook = twice; return f(&g, 4); }
"""


def _ask(src: str, var: str, line: int, kind: str = "RD") -> tuple[SourceAnswer, Model]:
    p = lower(src, "t.c")
    a = _analyzer(p)
    return ask(a, var, "t.c", line, kind), a.model


def test_a_plain_local_question_makes_one_function_and_no_alias_facts() -> None:
    ans, m = _ask(FOUR, "acc", 15)
    assert ans.plain and not m.oracle.analysis_made
    assert ans.model is not None and ans.model.made_count == 1
    assert sorted(d.line for d in ans.defs) == [12, 14]
    # asked with the alias facts, the same
    assert ans.items == ask(_analyzer(lower(FOUR, "t.c")), "acc", "t.c", 15, "RD",
                            plain_locals=False).items


@pytest.mark.parametrize("var, line, kind, why", [
    ("seen", 16, "RD", "its address is taken"),
    ("k", 12, "RD", "a formal named by a call through a pointer (`hook(k)`)"),
    ("acc", 10, "RU", "its value is passed to a call through a pointer (`hook`)"),
])
def test_questions_that_need_alias_facts_get_them(var: str, line: int, kind: str,
                                                  why: str) -> None:
    src = FOUR.replace("acc = acc + twice(k);", "acc = hook(acc);") if kind == "RU" else FOUR
    ans, m = _ask(src, var, line, kind)
    assert not ans.plain and ans.model is m and m.oracle.analysis_made, why


def test_reachable_uses_go_on_into_a_callee_without_alias_facts() -> None:
    """RU of a local passed to a function: the callee's uses of its formal, found in a
    model of the question's own."""
    src = FOUR.replace("acc = acc + twice(k);", "acc = twice(acc);")
    ans, m = _ask(src, "acc", 10, "RU")
    assert ans.plain and not m.oracle.analysis_made
    assert sorted((u.var, u.line) for u in ans.uses) == [("a", 5), ("acc", 11), ("acc", 12)]
    assert ans.items == ask(_analyzer(lower(src, "t.c")), "acc", "t.c", 10, "RU",
                            plain_locals=False).items


@pytest.mark.parametrize("change, plain, why", [
    ("acc = acc + hook(k);", True, "a call through a pointer that returns"),
    ("acc = acc + hook(acc);", False, "the call through a pointer names the local"),
    ("acc = acc + twice(k); extern int outside(int); outside(k);", True,
     "an unknown external reaches what escapes, never the local"),
    ("acc = acc + twice(k); extern int outside(int); acc = outside(acc);", False,
     "an unknown external may call back what escapes, and so repeat: it names the local"),
    ("acc = acc + hook(k); atexit(0);", True, "a handler reaches no plain local"),
    ("acc = acc + hook(k); if (acc > 99) exit(acc);", False,
     "exit runs the exit handlers, which may repeat, and names the local"),
])
def test_what_each_call_allows(change: str, plain: bool, why: str) -> None:
    src = FOUR.replace("acc = acc + hook(k);", change)
    ans, m = _ask(src, "acc", 16)
    assert ans.plain == plain, why
    assert m.oracle.analysis_made != plain


def test_main_of_a_program_that_registers_handlers_needs_the_alias_facts() -> None:
    """main's returns go on to the calls that register an exit handler."""
    src = FOUR.replace("int main(void) { hook = twice; return f(&g, 4); }",
                       "int main(void) {\n    int r = 1;\n    atexit(0);\n"
                       "    hook = twice;\n    r = r + f(&g, 4);\n    return r;\n}")
    ans, m = _ask(src, "r", 22)
    assert not ans.plain and m.oracle.analysis_made
    ans, m = _ask(FOUR.replace("hook = twice;", "int r = 1; hook = twice; r = r + 1;"), "r", 18)
    assert ans.plain and not m.oracle.analysis_made  # (no handler: main's locals are plain)


def test_a_function_whose_address_is_taken_and_that_never_returns_needs_the_alias_facts() -> None:
    """Through a pointer a call may reach `stop`, which ends the path: whether it can only
    the alias facts tell (here they cannot rule it out, and the answer says so)."""
    src = FOUR.replace("static int twice(int a) { return 2 * a; }",
                       "static int twice(int a) { return 2 * a; }\n"
                       "_Noreturn static int stop(int a) { exit(a); }\n"
                       "int (*other)(int) = stop;")
    ans, m = _ask(src, "acc", 17)
    assert not ans.plain and m.oracle.analysis_made


FORMALS = """int g;
static int scale(int a, int b) {
    int r = a * b;
    if (b > 2) a = a + r;
    return r + a;
}
static int fwd(int c) { return scale(c, g); }
static int half(int h) { return h / 2; }
static int deref(int *p) { return half(*p); }
int top(int k) {
    int m = k + 1;
    return scale(m, 2) + fwd(m) + deref(&g);
}
static int down(int n) { return n <= 0 ? 0 : down(n - 1) + n; }
int main(void) { int j = 5; return top(4) + down(j); }
"""


@pytest.mark.parametrize("var, line, plain, defs", [
    # a's actuals come from `m` in top, directly and through fwd's formal c
    ("a", 5, True, [("a", 4, "def"), ("m", 11, "def")]),
    ("c", 7, True, [("m", 11, "def")]),
    ("k", 11, True, [("k", 15, "binding")]),
    # recursive, but main calls it from outside the call graph below it: not the root
    ("n", 14, True, [("j", 15, "def"), ("n", 14, "binding")]),
    # fwd passes the global g to b (its initial value may reach: a binding definition)
    ("b", 4, False, [("b", 7, "binding"), ("b", 12, "binding"), ("g", 1, "initial")]),
    # deref passes what p points to: the load's pointees are the sources
    ("h", 8, False, [("g", 1, "initial"), ("h", 9, "binding")]),
])
def test_a_formal_goes_on_at_its_callers_actuals_without_alias_facts_when_they_need_none(
        var: str, line: int, plain: bool, defs: list[tuple[str, int, str]]) -> None:
    ans, m = _ask(FORMALS, var, line)
    assert ans.plain == plain and not (plain and m.oracle.analysis_made)
    assert sorted((d.var, d.line, d.kind) for d in ans.defs) == defs


def test_every_question_of_the_formals_program_is_answered_alike() -> None:
    n, plain = _compare(lower(FORMALS, "t.c"))
    assert plain >= n // 2


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    parser = argparse.ArgumentParser(prog="ddpa")
    add_parsers(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    code = args.run(args)
    return code, capsys.readouterr().out


def test_the_command_says_no_alias_facts_were_needed(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    src = tmp_path / "t.c"
    src.write_text(FOUR)
    code, out = _run(capsys, "rd", str(src), "--var", "acc", "--at", f"{src}:16", "--no-cache")
    assert code == 0
    assert "alias facts: none needed (locals and formals whose address is never taken)" in out
    assert "procedures reached: 1 of 3" in out
    code, out = _run(capsys, "rd", str(src), "--var", "acc", "--at", f"{src}:16", "--json",
                     "--no-cache")
    stats = json.loads(out)["stats"]
    assert stats["alias"] == {"facts": "none",
                              "why": "locals and formals whose address is never taken"}
    assert stats["procedures"] == 1
    code, out = _run(capsys, "rd", str(src), "--var", "seen", "--at", f"{src}:16",
                     "--no-cache")
    assert code == 0 and "alias facts: made in" in out


# --- against the interpreter ------------------------------------------------------------

RUNS = (((), b""), (("1",), b"a"), (("77",), b"hello\n"))


def _observed_pairs_are_answered(p: Program) -> int:
    """Every def-use pair a run observes between locals and formals is in the answer to
    RD at the use and to RU at the definition, asked each of a fresh analyzer (so that
    the shortcut is taken where it may be); the answers that took it, counted."""
    from ddpa.interp import observe

    def names(site: observe.Site, kind: str, var: str) -> bool:
        """Whether the node itself names var, a local or formal, as a use or definition
        (a run also observes a value read through a pointer, or bound to a formal at a
        call, under the variable's name)."""
        i = p.functions[site.function].nodes[site.node].instr
        return any(v.src_name == var and v.kind in (VarKind.LOCAL, VarKind.FORMAL)
                   for v in (i.uses() if kind == "RD" else i.defs()))

    wanted: dict[tuple[str, str, int, str], set[tuple[str, int]]] = {}
    for argv, stdin in RUNS:
        obs = observe.run_observed(p, argv, stdin)
        for du in obs.defuse_pairs():
            if du.def_site is None or not du.use_site.loc.line or not du.def_site.loc.line:
                continue
            d, u = du.def_site, du.use_site
            for kind, var, at, want in (("RD", du.use_var, u, (du.def_var, d.loc.line)),
                                        ("RU", du.def_var, d, (du.use_var, u.loc.line))):
                if names(at, kind, var):
                    wanted.setdefault((var, at.loc.file, at.loc.line, kind), set()).add(want)
    plain = 0
    for q, want in sorted(wanted.items()):
        ans = ask(_analyzer(p), *q)
        missed = want - {(s.var, s.line) for s in ans.items}
        assert not missed, f"{q}: observed {sorted(missed)}, not in the answer"
        plain += ans.plain
    return plain


@pytest.mark.parametrize("path", [EXAMPLES / "dft_fig1.c", EXAMPLES / "symex_parser.c",
                                  PROGRAMS / "pointers.c"], ids=lambda p: p.name)
def test_answers_without_alias_facts_hold_what_runs_observe(path: Path) -> None:
    assert _observed_pairs_are_answered(lower_path(path)) > 0


def test_a_generated_programs_answers_without_alias_facts_hold_what_runs_observe() -> None:
    cfg = GenConfig(seed=3, target_lines=300, use_pointers=True, use_structs=True,
                    use_heap=True)
    assert _observed_pairs_are_answered(lower(generate(cfg).source, "g.c")) > 10
