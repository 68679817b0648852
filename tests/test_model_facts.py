"""The functions a lazy data-flow model made, kept beside the IR and read back by a later
model on the same program, give that model exactly what making them gives."""

from __future__ import annotations

import argparse
import json
import zlib
from pathlib import Path
from typing import Any

import pytest

from ddpa.analyses.dataflow.address_taken_aliases import make_oracle
from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.facts import SourceTerms
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.model_facts import _packed, _pieces, _stored, _text, facts_kind
from ddpa.bench.generator import GenConfig, generate
from ddpa.cli.dataflow_cmd import add_parsers
from ddpa.ir.codec import int32_bytes
from ddpa.ir.program import Program
from helpers import EXAMPLES, DictFacts, lower, lower_path

PROGRAMS = Path(__file__).parent / "dataflow_programs"
LIBRARY = Path(__file__).parent / "libmodel_programs"  # callbacks, no-return, setjmp
SOURCES = [EXAMPLES / "dft_fig1.c", EXAMPLES / "alias_fig1.c", *sorted(PROGRAMS.glob("*.c")),
           *sorted(LIBRARY.glob("*.c"))]


def _questions(p: Program, oracle: str) -> list[tuple[str, int, object, bool]]:
    eager = Model(p, make_oracle(oracle, p))
    out = []
    for g in range(eager.node_count):
        f, nid = eager.node(g)
        for rd, vs in ((True, eager.node_use[g]), (False, eager.node_gen[g])):
            out += [(f.name, nid, eager.vars[v], rd) for v in vs]
    return out


def _answer(m: Model, q: tuple[str, int, object, bool]) -> list[object]:
    name, nid, var, rd = q
    g, v = m.gid_of(name, nid), m.var_id(var)  # type: ignore[arg-type]
    m.ensure(m.node_func[g])
    an = DemandAnalyzer(m)
    res = an.rd(v, g) if rd else an.ru(v, g)
    terms = SourceTerms(m)
    return sorted(terms.definition(c) if rd else terms.use(c) for c in res.codes)


def _kept_answers(p: Program, oracle: str) -> tuple[list[list[object]], list[list[object]], int]:
    """Each question asked of a new lazy model that keeps what it made, twice over: the
    second round's models read back what the first kept. (answers, answers, read back)."""
    p.facts = DictFacts()
    questions = _questions(p, oracle)
    rounds: list[list[list[object]]] = []
    read = 0
    for _ in range(2):
        answers = []
        for q in questions:
            m = Model(p, make_oracle(oracle, p), lazy=True)
            answers.append(_answer(m, q))
            read += m.read_back_count
            m.keep_parts()
        rounds.append(answers)
    return rounds[0], rounds[1], read


@pytest.mark.parametrize("oracle", ["address-taken", "cfl"])
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_answers_from_kept_parts_equal_answers_from_made_ones(path: Path, oracle: str) -> None:
    p = lower_path(path)
    made = [_answer(Model(p, make_oracle(oracle, p), lazy=True), q)
            for q in _questions(p, oracle)]
    first, second, read = _kept_answers(p, oracle)
    assert first == made and second == made
    assert read > 0 or not made


@pytest.mark.parametrize("seed", [3, 11])
def test_answers_from_kept_parts_on_generated_programs(seed: int) -> None:
    p = lower(generate(GenConfig(seed=seed, target_lines=300)).source, "gen.c")
    made = [_answer(Model(p, make_oracle("cfl", p), lazy=True), q)
            for q in _questions(p, "cfl")[::5]]
    p.facts = DictFacts()
    m = Model(p, make_oracle("cfl", p), lazy=True)  # one model keeps every function
    for fi in range(len(m.funcs)):
        m.ensure(fi)
    assert m.keep_parts() == len(m.funcs)
    again = []
    for q in _questions(p, "cfl")[::5]:
        m = Model(p, make_oracle("cfl", p), lazy=True)
        again.append(_answer(m, q))
        assert m.read_back_count == m.effects_count  # nothing made anew
        assert m.oracle.setup() == {"facts": "none"}  # and no alias fact asked for
    assert again == made


_MATERIALIZED = """
struct S {
    int v;
    int *p;
    int get() const { return *p + v; }
};

static int g;

static S make(int x) {
    S s;
    s.v = x;
    s.p = &g;
    return s;
}

int f(int a) { return make(a).get() + make(a + 1).get(); }

int main() { return f(3); }
"""


def test_parts_of_a_cxx_program_whose_temporaries_are_pointed_to_are_read_back() -> None:
    """A member call on a returned object takes the address of a temporary of the caller
    (`make(a).get()`): `S::get` reaches it through `this`. A temporary is no variable of
    the problem, so the part of a function reaching one does not name it (a part that did
    could not be read back, and was made again by every later question)."""
    p = lower(_MATERIALIZED, "m.cpp")
    questions = _questions(p, "cfl")
    made = [_answer(Model(p, make_oracle("cfl", p), lazy=True), q) for q in questions]
    p.facts = DictFacts()
    m = Model(p, make_oracle("cfl", p), lazy=True)
    for fi in range(len(m.funcs)):
        m.ensure(fi)
    assert m.keep_parts() == len(m.funcs)
    back = Model(p, make_oracle("cfl", p), lazy=True)
    for fi in range(len(back.funcs)):
        back.ensure(fi)
    assert back.read_back_count == len(back.funcs)
    again = [_answer(Model(p, make_oracle("cfl", p), lazy=True), q) for q in questions]
    assert again == made and any(made)


def _state(m: Model, fi: int) -> dict[str, object]:
    """What `ensure` leaves for fi, in terms of names and the function's own numbering."""
    f = m.funcs[fi]
    base, first = f.base, f.blocks[0]

    def names(vs: object) -> list[str]:
        return sorted(f"{m.vars[v].scope}:{m.vars[v].name}" for v in vs)  # type: ignore[attr-defined]

    nodes = range(base, base + f.fn.node_total)
    return {
        "kill": [names(m.node_kill[g]) for g in nodes],
        "gen": [names(m.node_gen[g]) for g in nodes],
        "use": [names(m.node_use[g]) for g in nodes],
        "blocks": [(m.bkind[b], [g - base for g in m.bnodes[b]], [p - first for p in m.bpreds[b]],
                    [s - first for s in m.bsuccs[b]], m.breach[b], m.bexit[b]) for b in f.blocks],
        "entry": (f.entry_bid - first, f.exit_bid - first, [b - first for b in f.rpo]),
        "sites": [(s.gid - base, [m.funcs[t].name for t in s.targets],
                   [[(names([b.formal]), sorted((names([v]), at - base) for v, at in b.sources),
                      b.here) for b in bk] for bk in s.binds],
                   names([s.dst]) if s.dst >= 0 else None, names(s.lib_defs), s.lib,
                   s.noreturn) for s in f.calls],
        "again": sorted((g - base, [t - base for t in ts]) for g, ts in m.again.items()
                        if base <= g < base + f.fn.node_total),
        "callees": [m.funcs[t].name for t in m.callees(fi)],
        "places": [m.node_place(g) for g in nodes],
        "accessed": sorted(f"{v.scope}:{v.name}"
                           for v in m._b.eb.accessed_by.get(f.name, ())),
    }


@pytest.mark.parametrize("oracle", ["cfl", "address-taken"])
@pytest.mark.parametrize("path", [EXAMPLES / "dft_fig1.c", LIBRARY / "callbacks.c",
                                  PROGRAMS / "pointers.c", None],
                         ids=lambda p: p.name if p else "generated")
def test_a_function_read_back_is_the_function_made(path: Path | None, oracle: str) -> None:
    if path is not None and not path.exists():
        pytest.skip(f"{path.name} is not among the test programs")
    # (a generated program's stores through pointers loaded from memory define tuples of
    # variables large enough to be kept once, in the shared table)
    p = lower_path(path) if path is not None else \
        lower(generate(GenConfig(seed=5, target_lines=300)).source, "gen.c")
    p.facts = DictFacts()
    made = Model(p, make_oracle(oracle, p), lazy=True)
    for fi in reversed(range(len(made.funcs))):  # another order than the reader's
        made.ensure(fi)
    want = {f.name: _state(made, f.index) for f in made.funcs}
    assert made.keep_parts() == len(made.funcs)
    back = Model(p, make_oracle(oracle, p), lazy=True)
    for fi in range(len(back.funcs)):
        back.ensure(fi)
    assert back.read_back_count == len(back.funcs)
    assert {f.name: _state(back, f.index) for f in back.funcs} == want


def _keep_every_part(p: Program, oracle: str, store: DictFacts
                     ) -> tuple[str, dict[str, Any]]:
    """Make every function of p under `oracle` and keep them in `store`: the kind they are
    kept under and the document kept."""
    p.facts = store
    m = Model(p, make_oracle(oracle, p), lazy=True)
    for fi in range(len(m.funcs)):
        m.ensure(fi)
    m.keep_parts()
    kind = facts_kind(m)
    assert kind is not None
    doc = store.docs[kind]
    assert isinstance(doc, dict)
    return kind, doc


def test_a_part_that_does_not_fit_is_made_anew() -> None:
    p = lower_path(EXAMPLES / "dft_fig1.c")
    questions = _questions(p, "cfl")
    made = [_answer(Model(p, make_oracle("cfl", p), lazy=True), q) for q in questions]
    store = DictFacts()
    kind, doc = _keep_every_part(p, "cfl", store)
    parts = doc["parts"]
    names = sorted(parts)

    def changed(name: str, **pieces: bytes) -> list[object]:
        return _stored({**_pieces(parts[name]), **pieces})

    broken = {names[0]: changed(names[0], rest=zlib.compress(b"{"),  # not JSON
                                sets=zlib.compress(b"[")),
              names[1]: changed(names[1], nodes=int32_bytes([1, 10 ** 6]))}
    if len(names) > 2:  # a variable the shared table does not have
        rest = _text(_pieces(parts[names[2]])["rest"])
        broken[names[2]] = changed(names[2], rest=_packed(
            {**rest, "accessed": [1, len(doc["vars"]) + 7]}))
    if len(names) > 3:  # not a compressed text
        broken[names[3]] = changed(names[3], rest=b"{}")
    if len(names) > 4:  # not an entry: lengths that do not add up
        blob, lengths = parts[names[4]]
        broken[names[4]] = [blob, [n + 1 if n >= 0 else n for n in lengths]]
    store.docs[kind] = {**doc, "parts": {**parts, **broken},
                        "returns": {name: "yes" for name in names}}  # not a flag
    again = []
    for q in questions:
        m = Model(p, make_oracle("cfl", p), lazy=True)
        again.append(_answer(m, q))
        assert not {m.funcs[fi].name for fi in m._b.kept.read} & set(broken)  # type: ignore[union-attr]
    assert again == made


@pytest.mark.parametrize("damage", ["unknown variables", "tuples cut short", "no tables"])
def test_shared_tables_that_do_not_fit_get_the_parts_naming_them_made_anew(
        damage: str) -> None:
    p = lower(generate(GenConfig(seed=3, target_lines=300)).source, "gen.c")
    questions = _questions(p, "address-taken")[::5]
    made = [_answer(Model(p, make_oracle("address-taken", p), lazy=True), q)
            for q in questions]
    store = DictFacts()
    kind, doc = _keep_every_part(p, "address-taken", store)
    assert doc["vars"] and doc["tuples"]  # (shared tuples kept)
    if damage == "unknown variables":
        doc = {**doc, "vars": [["nowhere", f"x{k}"] for k in range(len(doc["vars"]))]}
    elif damage == "tuples cut short":
        doc = {**doc, "tuples": doc["tuples"][:-4]}
    else:
        doc = {k: v for k, v in doc.items() if k not in ("vars", "tuples")}
    store.docs[kind] = doc
    again = []
    for q in questions:
        m = Model(p, make_oracle("address-taken", p), lazy=True)
        again.append(_answer(m, q))
        if damage != "tuples cut short":  # (then only the parts naming a tuple are made)
            assert not m._b.kept.read  # type: ignore[union-attr]
    assert again == made
    for _ in range(2):  # (tables that cannot be read are replaced, with the parts naming
        # them: the functions read back the first time are kept again the second)
        m = Model(p, make_oracle("address-taken", p), lazy=True)
        for fi in range(len(m.funcs)):
            m.ensure(fi)
        m.keep_parts()
    back = Model(p, make_oracle("address-taken", p), lazy=True)
    for fi in range(len(back.funcs)):
        back.ensure(fi)
    assert back.read_back_count == len(back.funcs)


def test_a_later_question_reads_back_what_the_first_made(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """`ddpa rd` keeps the functions it made beside the cached IR; the same question asked
    again reads them back, and needs no alias fact."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    source = tmp_path / "p.c"
    source.write_text((EXAMPLES / "dft_fig1.c").read_text())
    at = f"{source}:{_line_of(source, 'proc3(x);')}"
    runs = []
    for fmt in ("--json", "--json", ""):
        parser = argparse.ArgumentParser(prog="ddpa")
        add_parsers(parser.add_subparsers(dest="command", required=True))
        args = parser.parse_args(["rd", str(source), "--var", "x", "--at", at,
                                  *([fmt] if fmt else [])])
        assert args.run(args) == 0
        runs.append(capsys.readouterr().out)
    first, second = (json.loads(r) for r in runs[:2])
    assert first["answer"] == second["answer"]
    assert first["stats"]["procedures_read_back"] == 0
    assert second["stats"]["procedures_read_back"] == second["stats"]["procedures"] > 0
    assert second["stats"]["alias"] == {"facts": "none"}
    n = second["stats"]["procedures"]
    assert f"procedures reached: {n} of {second['stats']['procedures_total']} " \
        f"({n} read back)" in runs[2]


def _line_of(path: Path, text: str) -> int:
    return next(k for k, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def _every_answer(m: Model, questions: list[tuple[str, int, object, bool]]) -> list[object]:
    return [_answer(m, q) for q in questions]


@pytest.mark.parametrize("path", [EXAMPLES / "dft_fig1.c", PROGRAMS / "recursion.c",
                                  LIBRARY / "atexit.c"], ids=lambda p: p.name)
def test_eager_and_lazy_models_read_back_each_others_parts(path: Path) -> None:
    """A model that makes every part (`defuse`, `integrate`, the exhaustive analyzers)
    keeps them too: a lazy model reads them back, and an eager one reads back a lazy
    model's; every answer is the one made parts give."""
    p = lower_path(path)
    questions = _questions(p, "cfl")
    want = _every_answer(Model(p, make_oracle("cfl", p)), questions)
    for first_lazy in (False, True):
        p.facts = DictFacts()
        first = Model(p, make_oracle("cfl", p), lazy=first_lazy)
        first.force()
        assert first.keep_parts() == len(first.funcs)
        second = Model(p, make_oracle("cfl", p), lazy=not first_lazy)
        second.force()
        assert second.read_back_count == len(second.funcs)
        assert _every_answer(second, questions) == want


@pytest.mark.parametrize("path", [LIBRARY / "atexit.c", LIBRARY / "unknown.c",
                                  LIBRARY / "stream_buffers.c"], ids=lambda p: p.name)
def test_whole_program_facts_are_kept_and_seeded(path: Path) -> None:
    """The effect builder's whole-program facts (the handlers registered, what escapes to
    unknown code, the stream buffers, ...) are kept with the parts; a later model starts
    from them, and the call graph of functions not made is read from their kept calls."""
    p = lower_path(path)
    p.facts = DictFacts()
    fresh = Model(p, make_oracle("cfl", p), lazy=True)
    callees = {f.name: [fresh.funcs[t].name for t in fresh.callees(f.index)]
               for f in fresh.funcs}  # (found, nothing made)
    eb = fresh._b.eb
    facts = (eb.handlers(), eb.registering(), eb._escapes(), eb._streams(), eb.handler_vars())
    fresh.keep_parts()
    again = Model(p, make_oracle("cfl", p), lazy=True)
    kept = again._b.kept
    assert kept is not None and all(kept.calls(f.index) is not None for f in again.funcs)
    assert {f.name: [again.funcs[t].name for t in again.callees(f.index)]
            for f in again.funcs} == callees
    eb2 = again._b.eb  # seeded: nothing found again
    assert eb2._handlers is not None and eb2._escaped is not None
    assert (eb2.handlers(), eb2.registering(), eb2._escapes(), eb2._streams(),
            eb2.handler_vars()) == facts
    assert again.effects_count == 0  # (no function made for any of it)


_MANY_CALLEES = """
int g;
int depth;
static void never_returns(void) { for (;;) { } }
%s
int main(int argc, char **argv) {
    g = argc;
%s
    if (argc > 100) never_returns();
    return g;
}
"""


def test_a_later_question_reads_only_the_callees_that_may_define_its_variable() -> None:
    """What a function's nodes define and use (its sets) and whether it can return are kept
    with the parts: asked again, RD of g after 30 calls reads back main and the one callee
    that defines g, not the 29 others that an earlier question had to make."""
    defines = "(x > 5 ? (g = x) : 1)"  # (f7's: the other f's add 1)
    helpers = "\n".join(
        f"static int h{k}(int x) {{ depth = depth + 1; return x * {k + 2}; }}\n"
        f"static int f{k}(int x) {{ return h{k}(x) + {defines if k == 7 else '1'}; }}"
        for k in range(30))
    calls = "\n".join(f"    depth = f{k}(depth);" for k in range(30))
    p = lower(_MANY_CALLEES % (helpers, calls), "many.c")
    p.facts = DictFacts()
    main = next(f for f in p.functions.values() if f.name == "main")
    ret = next(n.id for n in main.nodes if n.instr.uses() and any(
        v.name == "g" for v in n.instr.uses()))
    answers, made = [], []
    for _ in range(2):
        m = Model(p, make_oracle("cfl", p), lazy=True)
        g = m.gid_of("main", ret)
        v = m.var_id(p.globals["g"].var)
        m.ensure(m.node_func[g])
        res = DemandAnalyzer(m).rd(v, g)
        answers.append(sorted(SourceTerms(m).definition(c) for c in res.codes))
        made.append({m.funcs[fi].name for fi in m._b.done})
        m.keep_parts()
    assert answers[0] == answers[1] and len(answers[0]) == 2  # g = argc, g = x in f7
    assert {f"f{k}" for k in range(30)} <= made[0]
    assert made[1] == {"main", "f7"}  # h7 defines depth only: read from its sets
    eager = Model(p, make_oracle("cfl", p))
    want = DemandAnalyzer(eager).rd(eager.var_id(p.globals["g"].var), eager.gid_of("main", ret))
    assert answers[0] == sorted(SourceTerms(eager).definition(c) for c in want.codes)


def test_prepare_keeps_every_part_and_later_questions_read_them_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """`ddpa prepare` makes and keeps every procedure's part (building the CFL oracle's
    alias graph on the way); RD and RU asked afterwards read back every procedure they
    reach, need no alias fact and answer as on a cache nothing was kept in; preparing
    again makes nothing."""
    from ddpa.bench.endtoend import questions
    from ddpa.bench.generator import write_program
    from ddpa.cli.main import main

    source = write_program(generate(GenConfig(seed=0, target_lines=1000)), tmp_path / "gen")
    asked = questions(source)

    def run(cache: str, argv: list[str]) -> dict[str, Any]:
        monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / cache))
        assert main(argv) == 0
        doc = json.loads(capsys.readouterr().out)
        assert isinstance(doc, dict)
        return doc

    plain = {q: run("plain", asked[q]) for q in ("rd", "ru")}
    assert all(plain[q]["answer"] for q in plain)
    first = run("prepared", ["prepare", str(source), "--json"])
    n = first["procedures"]
    assert first["made"] == first["kept"] == n > 1 and first["read_back"] == 0
    assert first["alias"]["facts"] == "made"
    for q in ("rd", "ru"):
        doc = run("prepared", asked[q])
        assert doc["answer"] == plain[q]["answer"]
        stats = doc["stats"]
        assert stats["procedures_read_back"] == stats["procedures"] > 0
        assert stats["alias"] == {"facts": "none"}
    again = run("prepared", ["prepare", str(source), "--json"])
    assert again["made"] == again["kept"] == 0 and again["read_back"] == n
    assert again["schema"] == "ddpa.prepare/1"


def test_prepare_without_the_ir_cache_is_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from ddpa.cli.main import main

    source = tmp_path / "p.c"
    source.write_text((EXAMPLES / "dft_fig1.c").read_text())
    assert main(["prepare", str(source), "--no-cache"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == ("ddpa: nothing to keep: the program is not in the IR cache "
                            "(--no-cache)\n")
