"""testgen beyond the assertion: def-use pairs (all-uses), standard input, struct inputs, and
summaries of functions that write through `char **` cursors; every input replayed."""

from __future__ import annotations

import json
import signal
import subprocess
from pathlib import Path

import pytest

from ddpa.cli.main import main
from ddpa.clients import testgen
from ddpa.clients.testgen import generate, static_pairs
from ddpa.symex.compositional import Forest, LocalConcolic, compositional
from ddpa.symex.concolic import Outcome
from ddpa.symex.inputs import argv_spec, entry_spec, with_stdin
from ddpa.symex.replay import interp_confirms, observed_pairs, replay_gcc, replay_interp
from ddpa.symex.search import Target
from helpers import EXAMPLES, lower_path, needs_gcc

DFT = EXAMPLES / "dft_fig1.c"


def test_defuse_on_the_data_flow_figure(tmp_path: Path) -> None:
    """dft_fig1.c reads no input: one path; the pairs it exercises are covered, the
    others (g == 10 never holds, so x@45 is never defined) are proved unreachable."""
    program = lower_path(DFT)
    report = generate(program, [str(DFT)], testgen.TestgenOptions(None, "defuse", "dse",
                                                            out=str(tmp_path)))
    assert report.pairs is not None
    status = {p.label: p.status for p in report.pairs}
    assert len(status) == len(static_pairs(program, "main")) == 15
    assert status["x@30 -> g@44"] == status["y@33 -> f@40"] == "covered"
    assert status["x@45 -> x@33"] == status["y@33 -> g@45"] == "unreachable"
    assert sorted(set(status.values())) == ["covered", "unreachable"]
    seen = observed_pairs(program, report.spec, report.result.tests[0].inputs)
    for p in report.pairs:  # covered exactly when the interpreter observes the pair
        assert (p.key in seen) == (p.status == "covered"), p.label
        if p.test is not None:
            assert p.key in observed_pairs(program, report.spec,
                                           report.result.tests[p.test].inputs)
    doc = json.loads((tmp_path / "manifest.json").read_text())
    assert doc["defuse"]["covered"] == 11 and doc["defuse"]["unreachable"] == 4
    assert doc["defuse"]["undecided"] == 0


BRANCHY = """
int out;
void f(int a, int b)
{
    int v = 0;
    int w = 0;
    if (a > 10)
        v = a - 10;
    if (b == 3)
        w = v;
    if (a <= 10 && b == 4)
        out = v + 1;
    if (a > 10 && a < 5)
        out = w;
}
"""


@pytest.mark.parametrize("strategy", ["compositional", "dse"])
def test_defuse_pairs_need_branches_and_are_confirmed(tmp_path: Path, strategy: str) -> None:
    src = tmp_path / "branchy.c"
    src.write_text(BRANCHY)
    program = lower_path(src)
    report = generate(program, [str(src)], testgen.TestgenOptions("f", "defuse", strategy,
                                                            max_runs=60))
    assert report.pairs is not None
    status = {p.label: p for p in report.pairs}
    for need in ("v@8 -> v@10", "v@5 -> v@10", "v@5 -> v@12", "a@3 -> a@8"):
        assert status[need].status == "covered", need
    # v@8 reaching line 12 needs a > 10 and a <= 10; line 14 needs a > 10 and a < 5
    assert status["v@8 -> v@12"].status != "covered"
    if strategy == "dse":
        assert status["v@8 -> v@12"].status == "unreachable"
    # no statement of line 14 can run: the compositional search proves that much too
    assert status["w@6 -> w@14"].status == status["w@10 -> w@14"].status == "unreachable"
    for p in report.pairs:
        if p.test is not None:
            t = report.result.tests[p.test]
            assert p.key in observed_pairs(program, report.spec, t.inputs), p.label


STDIN_PROG = """
#include <assert.h>
#include <stdio.h>
int main(void)
{
    char buf[8];
    int c = getchar();
    if (c == 'x') {
        if (fgets(buf, sizeof buf, stdin) && buf[0] == 'y' && getc(stdin) == 'z')
            assert(0);
    }
    return 0;
}
"""


@pytest.mark.parametrize("strategy", ["compositional", "dse"])
def test_symbolic_standard_input(tmp_path: Path, strategy: str,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.c"
    src.write_text(STDIN_PROG)
    out = tmp_path / "tests"
    assert main(["testgen", str(src), "--stdin-len", "4", "--strategy", strategy,
                 "--max-runs", "60", "--out", str(out), "--json", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["found"]
    test = doc["tests"][-1]
    assert test["confirmed_by_interpreter"] and "--stdin" in test["replay"]
    stdin = out / test["file"].replace(".args", ".stdin")
    data = stdin.read_bytes()
    assert len(data) == 4 and data[0] == ord("x") and data[1] == ord("y")
    assert main(["run", str(src), "--stdin", str(stdin)]) == 134
    capsys.readouterr()
    program = lower_path(src)
    spec = with_stdin(argv_spec(program, 1), 4)
    gcc = needs_gcc()
    assert replay_gcc(gcc, [str(src)], spec, [b"", data]) == -signal.SIGABRT


STRUCT_PROG = """
#include <stdlib.h>
typedef struct { int x; short y; unsigned char z; } pt;
int f(pt *p)
{
    if (p->x == 300 && p->y == -7 && p->z == 200)
        abort();
    return p->x;
}
"""


def test_struct_entry_is_replayed_on_both(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "st.c"
    src.write_text(STRUCT_PROG)
    out = tmp_path / "tests"
    assert main(["testgen", str(src), "--entry", "f", "--out", str(out), "--json",
                 "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    test = doc["tests"][-1]
    assert test["inputs"] == {"p": {"x": 300, "y": -7, "z": 200}}
    assert test["confirmed_by_interpreter"] is True
    driver = out / test["file"]
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    assert main(["run", str(driver), "--stdin", str(empty)]) == 134
    gcc = needs_gcc()
    exe = tmp_path / "t"
    subprocess.run([gcc, "-w", "-o", str(exe), str(driver)], check=True)
    assert subprocess.run([str(exe)], capture_output=True).returncode == -signal.SIGABRT


CURSOR = """
#include <assert.h>
static int eat(const char **ps, char c)
{
    if (**ps != c)
        return 0;
    *ps = *ps + 1;
    return 1;
}
static int word(const char **ps)
{
    return eat(ps, 'o') && eat(ps, 'k');
}
void g(const char *s)
{
    const char *p = s;
    if (word(&p) && *p == '!')
        assert(0);
}
"""


def test_functions_writing_through_cursors_are_summarised(tmp_path: Path) -> None:
    src = tmp_path / "cursor.c"
    src.write_text(CURSOR)
    program = lower_path(src)
    forest = Forest(program)
    eat, word = program.functions["eat"], program.functions["word"]
    assert forest.summarisable(eat) and forest.out_params(eat) == [0]
    assert forest.summarisable(word) and forest.out_params(word) == [0]
    spec = entry_spec(program, "g", 4)
    engine = LocalConcolic(program, forest)
    engine.run_local(spec, [b"ok"])
    keys = set(forest.trees)
    # each call gets its own tree, named by the cursor's content on entry
    assert {"word<&p=s+0>", "eat<&p=s+0>", "eat<&p=s+1>"} <= keys
    out = forest.trees["eat<&p=s+1>"].outs
    assert [label for label, _ in out] == ["*0"]
    result = compositional(program, spec, Target("assert"), max_runs=40)
    assert result.found
    inputs = result.tests[-1].inputs
    assert isinstance(inputs[0], bytes) and inputs[0].startswith(b"ok!")
    run = replay_interp(program, spec, inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)
    assert replay_gcc(needs_gcc(), [str(src)], spec, inputs) == -signal.SIGABRT


def test_a_concretised_value_leaves_one_dangling_node_for_all_others(tmp_path: Path) -> None:
    """Each pointer output the caller continues with is a successor of its own; one dangling
    node stands for every value not met yet, and is replaced when a new value is met."""
    src = tmp_path / "cursor.c"
    src.write_text(CURSOR)
    program = lower_path(src)
    forest = Forest(program)
    spec = entry_spec(program, "g", 4)
    engine = LocalConcolic(program, forest)
    for text in (b"x", b"ok", b"o"):
        engine.run_local(spec, [text])
    top = forest.trees["g"]
    others = [d for d in top.dangling if "!out0" in str(d.cond) and d.open]
    values = [str(c.edge) for c in top.root.children.values() if "!out0" in str(c.edge)]
    assert len(others) == 1 and len(values) == 3  # s+0, s+2 and s+1 met; one "other"
    assert str(others[0].cond).count("!=") == 3


def test_fair_relevant_models_still_find_targets() -> None:
    from ddpa.bench.symex import generated_source
    from helpers import lower

    program = lower(generated_source(3), "gen.c")
    spec = entry_spec(program, "gen")
    result = compositional(program, spec, Target("assert"), max_runs=60,
                           relevant_model="fair")
    assert result.found
    run = replay_interp(program, spec, result.tests[-1].inputs)
    assert run is not None and interp_confirms(run, Outcome.ASSERT)


def test_defuse_through_the_struct_driver_names_the_entry_formals(tmp_path: Path) -> None:
    """Replayed through the C driver, the entry's formal is bound by the driver's call;
    its pairs are still the analysis's (defined on the entry's first line) and covered."""
    src = tmp_path / "st.c"
    src.write_text(STRUCT_PROG)
    program = lower_path(src)
    report = generate(program, [str(src)], testgen.TestgenOptions("f", "defuse",
                                                                    max_runs=30))
    assert report.pairs is not None
    status = {p.label: p.status for p in report.pairs}
    assert status["p@4 -> p@6"] == status["p@4 -> p@8"] == "covered"
    assert "unreachable" not in status.values()
