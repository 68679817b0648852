"""The command line's contract: --version, checked numbers, versioned JSON, numeric order,
readable DOT and SARIF logs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from ddpa.about import version
from ddpa.cli.main import main
from ddpa.graphs.callgraph import build_call_graph
from ddpa.graphs.dot import callgraph_to_dot
from ddpa.report.jsonout import SCHEMAS
from ddpa.report.order import natural_key
from ddpa.report.sarif import Finding, Rule, sarif_log
from helpers import EXAMPLES, ROOT
from test_graphs import sample_program

DFT = str(EXAMPLES / "dft_fig1.c")
FIG1 = str(EXAMPLES / "alias_fig1.c")


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def usage_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The stderr of an argparse usage error (exit status 2)."""
    with pytest.raises(SystemExit) as exc:
        main(list(argv))
    assert exc.value.code == 2
    return capsys.readouterr().err


# --- --version -----------------------------------------------------------------------------


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    out = capsys.readouterr().out
    assert exc.value.code == 0 and out == f"ddpa {version()}\n"
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", version())


def test_version_without_installed_metadata(monkeypatch: pytest.MonkeyPatch) -> None:
    from importlib import metadata

    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    declared = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    assert declared is not None and version() == declared.group(1)


# --- numbers that must not be negative --------------------------------------------------------


@pytest.mark.parametrize(("argv", "option", "shown"), [
    (["run", DFT, "--timeout", "-1"], "--timeout", "must be a positive number, not '-1'"),
    (["run", DFT, "--timeout", "nan"], "--timeout", "must be a positive number"),
    (["run", DFT, "--max-steps=-5"], "--max-steps", "must be a positive integer, not '-5'"),
    (["run", DFT, "--max-steps", "0"], "--max-steps", "must be a positive integer"),
    (["alias", FIG1, "*x", "*s", "--budget=-3"], "--budget", "must be an integer >= 0"),
    (["pointsto", FIG1, "x", "--budget", "ten"], "--budget", "not 'ten'"),
    (["alias-bench", FIG1, "--budgets", "6,-2"], "--budgets", "not '-2' (in '6,-2')"),
    (["alias-bench", FIG1, "--budgets", "6,x"], "--budgets", "not 'x'"),
    (["alias-bench", FIG1, "--max-queries", "-1"], "--max-queries", "positive integer"),
    (["alias-bench", FIG1, "--memory-sample", "-1"], "--memory-sample", "integer >= 0"),
    (["alias-bench", FIG1, "--repeat", "0"], "--repeat", "positive integer"),
    (["alias-bench", "--generated", "-100"], "--generated", "positive integer"),
    (["bench", "frontend", "--sizes", "100,-1"], "--sizes", "positive integer"),
    (["bench", "frontend", "--repeat", "-2"], "--repeat", "positive integer"),
    (["callgraph", DFT, "--function", "proc1", "--depth", "-1"], "--depth", "integer >= 0"),
])
def test_negative_numbers_are_usage_errors(capsys: pytest.CaptureFixture[str],
                                           argv: list[str], option: str, shown: str) -> None:
    err = usage_error(capsys, *argv)
    last = err.strip().splitlines()[-1]
    assert f"argument {option}: " in last and shown in last and "Traceback" not in err


@pytest.mark.parametrize("command", [["alias-bench", FIG1, "--budgets", "5"],
                                     ["bench", "frontend", "--sizes", "10"]])
def test_an_output_folder_that_cannot_be_made_is_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, command: list[str]) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    code, out, err = run(capsys, *command, "--out", str(blocked / "results"))
    assert code == 1 and out == ""
    assert err == f"ddpa: --out {blocked / 'results'}: Not a directory\n"


# --- JSON documents ------------------------------------------------------------------------


def _json_after_output(out: str) -> Any:
    return json.loads(out[out.index("{\n"):])


@pytest.mark.parametrize(("kind", "argv"), [
    ("ir", ["ir", DFT, "--json"]),
    ("callgraph", ["callgraph", DFT, "--json"]),
    ("rd", ["rd", DFT, "--var", "x", "--at", f"{DFT}:33", "--json"]),
    ("ru", ["ru", DFT, "--var", "y", "--at", f"{DFT}:33", "--json"]),
    ("defuse", ["defuse", DFT, "--json"]),
    ("prepare", ["prepare", DFT, "--json"]),
    ("integrate", ["integrate", DFT, "--json"]),
    ("alias", ["alias", FIG1, "*x", "*s", "--json", "--explain"]),
    ("pointsto", ["pointsto", FIG1, "x", "--json"]),
])
def test_every_json_document_names_its_schema(capsys: pytest.CaptureFixture[str], kind: str,
                                              argv: list[str]) -> None:
    code, out, _ = run(capsys, *argv)
    data = json.loads(out)
    assert code == 0 and next(iter(data)) == "schema" and data["schema"] == f"ddpa.{kind}/1"


def test_run_trace_json_names_its_schema(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    code = main(["run", DFT, "--trace", "calls", "--json", "--stdin", "/dev/null"])
    data = _json_after_output(capsysbinary.readouterr().out.decode())
    assert code == 0 and data["schema"] == "ddpa.run/1" and data["calls"]


def test_every_schema_is_documented() -> None:
    doc = (ROOT / "docs" / "json.md").read_text()
    for kind, number in SCHEMAS.items():
        assert f"`ddpa.{kind}/{number}`" in doc, kind


# --- numbers sort as numbers ---------------------------------------------------------------

CALLS_ON_LINES_9_AND_10 = """\
static int k;
static void f(void) { k++; }
static void g(void) { k += 2; }
int main(void)
{
    int i = 0;
    /* the calls below are on lines 9 and 10: as text, 10 sorts before 9 */
    i++;
    g();
    f();
    return k - 3;
}
"""


def test_natural_key_orders_lines_numerically() -> None:
    locs = ["t.c:10:5", "t.c:9:5", "t.c:100:1", "s.c:11:2"]
    assert sorted(locs, key=natural_key) == ["s.c:11:2", "t.c:9:5", "t.c:10:5", "t.c:100:1"]
    assert sorted(["heap#10", "heap#2", "a"], key=natural_key) == ["a", "heap#2", "heap#10"]


def test_run_trace_lists_line_9_before_line_10(capsysbinary: pytest.CaptureFixture[bytes],
                                               tmp_path: Path) -> None:
    src = tmp_path / "t.c"
    src.write_text(CALLS_ON_LINES_9_AND_10)
    code = main(["run", str(src), "--trace", "calls", "--json", "--stdin", "/dev/null"])
    data = _json_after_output(capsysbinary.readouterr().out.decode())
    lines = [int(c["site"].split(":")[-2]) for c in data["calls"]]
    assert code == 0 and lines == [9, 10]


# --- heap objects of allocators called through pointers -------------------------------------

MALLOC_THROUGH_A_POINTER = """\
#include <stdlib.h>
int main(void) {
    void *(*alloc)(size_t) = malloc;
    int *p = alloc(8);
    *p = 1;
    int r = *p;
    free(p);
    return r - 1;
}
"""


def test_heap_object_without_allocation_site_is_named(capsysbinary: pytest.CaptureFixture[bytes],
                                                      tmp_path: Path) -> None:
    src = tmp_path / "fp.c"
    src.write_text(MALLOC_THROUGH_A_POINTER)
    code = main(["run", str(src), "--trace", "pointers", "--stdin", "/dev/null"])
    out = capsysbinary.readouterr().out.decode()
    assert code == 0 and "None" not in out
    assert re.search(r"\bp\s+heap\(malloc\)@\S*fp\.c:4\b", out)


# --- DOT -----------------------------------------------------------------------------------


def _dot(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, out, err = run(capsys, *argv)
    assert code == 0 and not err and out.startswith("digraph")
    assert out.count("{") == out.count("}")
    return out


def test_cfg_labels_carry_source_lines(capsys: pytest.CaptureFixture[str]) -> None:
    out = _dot(capsys, "cfg", DFT, "--function", "proc3", "--dot")
    assert re.search(r'n4 \[label="n4: @x = add %g, 1\\n\S*dft_fig1\.c:45"\]', out)


def test_callgraph_clusters_functions_per_file(capsys: pytest.CaptureFixture[str]) -> None:
    out = _dot(capsys, "callgraph", "--compdb", str(EXAMPLES / "multi"), "--dot")
    clusters = re.findall(r'subgraph (cluster_\d+) \{\n    label="([^"]+)";', out)
    assert [f for _, f in clusters] == ["a.c", "b.c", "c.c"]
    assert len({c for c, _ in clusters}) == 3
    body_b = out[out.index('label="b.c"'):].split("}", 1)[0]
    assert '"helper$b" [label="helper$b\\nb.c:' in body_b and "helper$a" not in body_b
    assert '  "printf" [style="filled", fillcolor="lightgrey"];' in out  # no body: no cluster


def _nodes(dot: str) -> set[str]:
    return set(re.findall(r'^\s*"([^"]+)"(?: \[[^\]]*\])?;$', dot, re.MULTILINE))


def test_callgraph_neighbourhood(capsys: pytest.CaptureFixture[str]) -> None:
    one = _dot(capsys, "callgraph", DFT, "--dot", "--function", "proc2", "--depth", "1")
    assert _nodes(one) == {"proc1", "proc2", "proc3"}
    assert '"main"' not in one and '"proc1" -> "proc2"' in one
    two = _dot(capsys, "callgraph", DFT, "--dot", "--function", "proc2", "--depth", "2")
    assert _nodes(two) == {"main", "proc1", "proc2", "proc3"}
    zero = _dot(capsys, "callgraph", DFT, "--dot", "--function", "proc2", "--depth", "0")
    assert _nodes(zero) == {"proc2"} and "->" not in zero
    code, out, _ = run(capsys, "callgraph", DFT, "--json", "--function", "proc3")
    data = json.loads(out)
    assert code == 0 and [f["name"] for f in data["functions"]] == ["proc1", "proc2", "proc3"]


def test_neighbourhood_follows_callees_and_callers_separately() -> None:
    cg = build_call_graph(sample_program())
    assert cg.neighbourhood("h", 0) == {"h"}
    assert cg.neighbourhood("h", 1) == {"h", "puts", "f", "g"}
    assert cg.neighbourhood("b", 1) == {"a", "b"}
    assert cg.neighbourhood("b", 2) == {"a", "b", "main"}  # b <- a <- main; not a's siblings
    assert cg.neighbourhood("f", 5) == {"f", "h", "puts", "main"}  # g is f's sibling


def test_neighbourhood_dot_drops_edges_that_leave_it() -> None:
    cg = build_call_graph(sample_program())
    cg.add_edge("main", 5, "cb")  # the indirect call in main now resolves to cb
    dot = callgraph_to_dot(cg, only=cg.neighbourhood("f", 1))
    assert _nodes(dot) == {"f", "h", "main"}
    assert '"main" -> "f"' in dot and '"f" -> "h"' in dot
    assert "cb" not in dot and '"g"' not in dot and "?" not in dot


def test_callgraph_neighbourhood_of_an_unknown_function(capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    code, out, err = run(capsys, "callgraph", DFT, "--function", "nope")
    assert code == 1 and out == "" and err == "ddpa: no function named 'nope' in the program\n"


# --- SARIF ---------------------------------------------------------------------------------


def check_sarif(log: dict[str, Any]) -> list[dict[str, Any]]:
    """The properties SARIF 2.1.0 requires of a log (version, runs), a run (tool.driver with
    its name), a rule (id), an invocation (executionSuccessful) and a result (message.text;
    ruleIndex pointing at its ruleId; regions counting from 1); returns the results."""
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-schema-2.1.0.json")
    assert isinstance(log["runs"], list) and len(log["runs"]) == 1
    run_ = log["runs"][0]
    driver = run_["tool"]["driver"]
    assert driver["name"] == "ddpa" and driver["version"] == version()
    ids = [r["id"] for r in driver["rules"]]
    assert len(ids) == len(set(ids)) and all(r["shortDescription"]["text"] for r in
                                              driver["rules"])
    for inv in run_.get("invocations", []):
        assert isinstance(inv["executionSuccessful"], bool)
    results = run_["results"]
    for r in results:
        assert isinstance(r["message"]["text"], str) and r["message"]["text"]
        assert r["level"] in ("none", "note", "warning", "error")
        assert r["ruleId"] in ids and ids[r["ruleIndex"]] == r["ruleId"]
        for loc in r.get("locations", []):
            phys = loc["physicalLocation"]
            assert phys["artifactLocation"]["uri"]
            region = phys.get("region", {})
            assert all(isinstance(region[k], int) and region[k] >= 1 for k in region)
    return list(results)


NULL_DEREF = """\
int main(void) {
    int *p = 0;
    return *p;
}
"""


def test_run_writes_undefined_behaviour_as_sarif(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsysbinary: pytest.CaptureFixture[bytes]
                                                 ) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "ub.c").write_text(NULL_DEREF)
    monkeypatch.chdir(tmp_path)
    code = main(["run", "src/ub.c", "--sarif", "out.sarif", "--stdin", "/dev/null"])
    err = capsysbinary.readouterr().err.decode()
    assert code == 121 and "null pointer dereference" in err
    log = json.loads((tmp_path / "out.sarif").read_text())
    [result] = check_sarif(log)
    assert result["ruleId"] == "ddpa.ub.null-deref" and result["level"] == "error"
    phys = result["locations"][0]["physicalLocation"]
    assert phys["artifactLocation"] == {"uri": "src/ub.c", "uriBaseId": "%SRCROOT%"}
    line, col = re.match(r"src/ub\.c:(\d+):(\d+): ", err).groups()  # type: ignore[union-attr]
    assert line == "3" and phys["region"] == {"startLine": 3, "startColumn": int(col)}
    base = log["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"]
    assert base == tmp_path.resolve().as_uri() + "/"


def test_clean_run_writes_a_log_without_results(tmp_path: Path,
                                                capsysbinary: pytest.CaptureFixture[bytes]
                                                ) -> None:
    out = tmp_path / "clean.sarif"
    assert main(["run", DFT, "--sarif", str(out), "--stdin", "/dev/null"]) == 0
    log = json.loads(out.read_text())
    assert check_sarif(log) == []
    assert log["runs"][0]["invocations"] == [{"executionSuccessful": True}]


def test_run_stopped_by_a_limit_reports_no_finding(tmp_path: Path,
                                                  capsysbinary: pytest.CaptureFixture[bytes]
                                                  ) -> None:
    out = tmp_path / "limit.sarif"
    assert main(["run", DFT, "--max-steps", "3", "--sarif", str(out),
                 "--stdin", "/dev/null"]) == 122
    assert "runtime limit" in capsysbinary.readouterr().err.decode()
    log = json.loads(out.read_text())
    assert check_sarif(log) == []
    assert log["runs"][0]["invocations"] == [{"executionSuccessful": False}]


def test_unwritable_sarif_is_one_line(tmp_path: Path,
                                      capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    target = str(tmp_path / "no" / "such" / "dir" / "x.sarif")
    assert main(["run", DFT, "--sarif", target, "--stdin", "/dev/null"]) == 1
    err = capsysbinary.readouterr().err.decode()
    assert err.startswith(f"ddpa: {target}: ") and err.count("\n") == 1


def test_sarif_log_of_findings(tmp_path: Path) -> None:
    rules = [Rule("r.one", "first"), Rule("r.two", "second")]
    outside = tmp_path.parent / "elsewhere" / "a b.c"
    findings = [Finding("r.two", "bad thing", "dir/x y.c", 7, 2, "warning"),
                Finding("r.one", "no place"), Finding("r.one", "far", str(outside), 3)]
    log = sarif_log(findings, rules, root=tmp_path)
    results = check_sarif(log)
    assert [r["ruleIndex"] for r in results] == [1, 0, 0]
    assert results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] \
        == "dir/x%20y.c"
    assert "locations" not in results[1]
    far = results[2]["locations"][0]["physicalLocation"]
    assert far["artifactLocation"] == {"uri": outside.resolve().as_uri()}
    assert far["region"] == {"startLine": 3}
    with pytest.raises(ValueError, match="level"):
        sarif_log([Finding("r.one", "x", level="fatal")], rules)


def test_command_modules_register_exactly_the_commands_they_are_listed_with() -> None:
    """`ddpa COMMAND` imports only COMMAND's module: the table that says which module defines
    which command must match what each module registers."""
    import argparse
    import importlib

    from ddpa.cli.main import COMMAND_MODULES, build_parser

    for module, (registrar, names) in COMMAND_MODULES.items():
        sub = argparse.ArgumentParser().add_subparsers()
        getattr(importlib.import_module(f"ddpa.cli.{module}"), registrar)(sub)
        assert tuple(sub.choices) == names, module
    every = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    for _, names in COMMAND_MODULES.values():
        for name in names:
            only = build_parser(name)._subparsers._group_actions[0].choices  # type: ignore
            assert name in only and set(only) <= set(every)



def test_the_command_line_process_collects_cycles_less_often(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A `ddpa` process raises the cyclic collector's thresholds (`CLI_GC_THRESHOLDS`); a
    library caller's process (here: `main` called in the test's) keeps its own."""
    import gc
    import subprocess
    import sys

    from ddpa.cli.main import CLI_GC_THRESHOLDS

    before = gc.get_threshold()
    with pytest.raises(SystemExit):
        main(["--version"])
    assert gc.get_threshold() == before
    code = ("import atexit, gc, sys; atexit.register(lambda: print(gc.get_threshold())); "
            "sys.argv = ['ddpa', '--version']; from ddpa.cli.main import entry; entry()")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out[-1] == str(CLI_GC_THRESHOLDS)


def test_the_command_line_process_ends_with_its_status_and_all_its_output(
        tmp_path: Path) -> None:
    """`entry` ends the process without tearing down what the command built
    (`end_process`): its whole output still arrives, its status is the command's, and a
    reader that leaves early ends it quietly. A library caller's loads stay collectable."""
    import subprocess
    import sys

    from ddpa.ir import cache

    src = tmp_path / "p.c"
    src.write_text("".join(f"int g{k};\n" for k in range(3000))
                   + "int main(void) { g1 = 2; return g1; }\n")
    run = [sys.executable, "-c", "from ddpa.cli.main import entry; entry()"]
    done = subprocess.run([*run, "ir", "--no-cache", str(src)], capture_output=True,
                          text=True)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.count("global @g") == 3000 and "func @main" in done.stdout
    bad = subprocess.run([*run, "rd", str(src), "--var", "nosuch", "--at", f"{src}:3001",
                          "--no-cache"], capture_output=True, text=True)
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1
    piped = subprocess.Popen([*run, "ir", "--no-cache", str(src)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    assert piped.stdout is not None and piped.stderr is not None
    piped.stdout.readline()
    piped.stdout.close()  # the reader leaves
    assert piped.wait() == 0 and piped.stderr.read() == b""
    main(["ir", "--no-cache", str(src)])
    assert not cache._keeping_loads


@pytest.mark.parametrize(("command", "kept"), [("cache", True), ("demo", False),
                                               ("bench", False)])
def test_only_a_one_program_command_keeps_what_it_loads(command: str, kept: bool) -> None:
    """A command that loads several programs one after another (`MANY_PROGRAMS`) leaves
    each load collectable; any other keeps its loads out of the collector's scans."""
    import subprocess
    import sys

    code = ("import sys; from ddpa.ir import cache; from ddpa.cli import main as m; "
            "m.main = lambda: 0; "
            "m.end_process = lambda c: print(cache._keeping_loads); "
            f"sys.argv = ['ddpa', {command!r}]; m.entry()")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == [str(kept)]
