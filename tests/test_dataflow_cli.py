"""`ddpa rd|ru|defuse|integrate` (registered by ddpa.cli.dataflow_cmd.add_parsers)."""

from __future__ import annotations

import argparse
import json
import re

import pytest

from ddpa.cli.dataflow_cmd import add_parsers
from ddpa.loader import load_program
from helpers import EXAMPLES

FIG1 = str(EXAMPLES / "dft_fig1.c")


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="ddpa")
    add_parsers(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    code = args.run(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_rd(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "rd", FIG1, "--var", "x", "--at", f"{FIG1}:33", "--no-cache")
    assert code == 0 and not err
    assert out.splitlines()[0] == f"RD(x, {FIG1}:33) = {{x@30, x@45}}"
    assert "demand: complete" in out


def test_rd_says_how_many_procedures_it_reached(capsys: pytest.CaptureFixture[str]) -> None:
    """The demand analyzer computes the effects of the procedures a question reaches; the
    exhaustive one computes every procedure's."""
    total = len(load_program([FIG1]).program.functions)
    code, out, _ = _run(capsys, "rd", FIG1, "--var", "x", "--at", f"{FIG1}:33", "--json")
    stats = json.loads(out)["stats"]
    assert code == 0 and 0 < stats["procedures"] < stats["procedures_total"]
    code, out, _ = _run(capsys, "rd", FIG1, "--var", "x", "--at", f"{FIG1}:33",
                        "--analyzer", "exhaustive")
    reached = [x for x in out.splitlines() if x.startswith("procedures reached: ")]
    n = stats["procedures_total"]
    assert code == 0 and n <= total and len(reached) == 1  # (some read back: model_facts)
    assert re.fullmatch(rf"procedures reached: {n} of {n}( \(\d+ read back\))?", reached[0])


@pytest.mark.parametrize("analyzer", ["demand-cache", "exhaustive", "incremental"])
def test_ru_json_with_each_analyzer(capsys: pytest.CaptureFixture[str], analyzer: str) -> None:
    code, out, _ = _run(capsys, "ru", FIG1, "--var", "y", "--at", f"{FIG1}:33",
                        "--analyzer", analyzer, "--json")
    data = json.loads(out)
    assert code == 0 and data["status"] == "complete" and data["analyzer"] == analyzer
    assert {(u["var"], u["line"]) for u in data["answer"]} == {
        ("y", 34), ("y", 35), ("f", 39), ("f", 40), ("g", 44), ("g", 45)}


def test_defuse_inter(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "defuse", FIG1, "--inter")
    lines = out.splitlines()
    # the pairs as they come, then the counts (known once every pair has been made)
    assert code == 0 and lines[-2].startswith("interprocedural def-use pairs: 10 (")
    assert lines[-1] == "world: closed" and len(lines) == 12
    assert any("y" in x and ":33 -> f" in x and x.endswith("inter") for x in lines)
    code, out, _ = _run(capsys, "defuse", FIG1, "--json", "--analyzer", "exhaustive")
    data = json.loads(out)
    assert data["schema"] == "ddpa.defuse/1" and len(data["pairs"]) == data["count"] == 15


@pytest.mark.parametrize("inter", [False, True], ids=["all", "inter"])
def test_defuse_text_counts_what_it_lists(capsys: pytest.CaptureFixture[str],
                                          inter: bool) -> None:
    """Text output names only the pairs it prints, but counts every pair: with `--all` the
    lines are the count, and they are JSON's pairs."""
    flags = ["--inter"] if inter else []
    code, out, _ = _run(capsys, "defuse", FIG1, "--all", *flags)
    lines = out.splitlines()
    listed = [x for x in lines if x.startswith("  ")]
    total = int(lines[-2].split(": ")[1].split()[0])
    assert code == 0 and len(listed) == total == (10 if inter else 15)
    code, out, _ = _run(capsys, "defuse", FIG1, "--json", *flags)
    data = json.loads(out)
    assert data["count"] == total and len(data["pairs"]) == total
    assert all(p["inter"] for p in data["pairs"]) or not inter
    code, out, _ = _run(capsys, "defuse", FIG1, *flags)
    assert sum(1 for x in out.splitlines() if x.startswith("  ") and "->" in x) == 10
    assert f"... {total - 10} more pairs" in out or total == 10


def test_integrate_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "integrate", FIG1, "--analyzer", "incremental", "--json")
    data = json.loads(out)
    assert code == 0 and [(s["caller"], s["callee"]) for s in data["steps"]] == [
        ("proc2", "proc3"), ("proc1", "proc2"), ("proc1", "proc3"), ("main", "proc1")]
    assert data["requirements"] == {"all_uses": 15, "all_defs": 4}
    assert data["unit"]["proc2"]["temporary"][0]["def"]["kind"] == "temporary"
    assert data["unit_seconds"] > 0 and data["seconds"] > 0


def test_integrate_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "integrate", FIG1)
    assert code == 0 and "step 2: proc2 into proc1 (calls on line 34): 6 cross pairs" in out
    last = out.rstrip().splitlines()[-1]
    assert last.startswith("requirements: all-uses 15 pairs")
    total, unit, steps = map(float, re.findall(r"([0-9.]+) s\b", last))
    assert "(unit phase" in last and abs(total - (unit + steps)) <= 0.002


@pytest.mark.parametrize(("argv", "message"), [
    (("rd", FIG1, "--var", "nope", "--at", f"{FIG1}:33"), "no variable named 'nope'"),
    (("ru", FIG1, "--var", "x", "--at", f"{FIG1}:31"), "no definition of 'x'"),
    (("rd", FIG1, "--var", "x", "--at", "33"), "not FILE:LINE"),
    (("defuse", "missing.c"), "missing.c"),
])
def test_errors_are_one_line(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...],
                             message: str) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 1 and not out
    assert err.startswith("ddpa: ") and message in err and err.count("\n") == 1
