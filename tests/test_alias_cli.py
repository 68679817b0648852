"""`ddpa alias`, `ddpa pointsto`, `ddpa alias-bench`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from ddpa.cli.alias_cmd import add_parsers
from helpers import EXAMPLES

FIG1 = str(EXAMPLES / "alias_fig1.c")


def run(*argv: str) -> int:
    """Parse and run like `ddpa.cli.main` does (user errors: one line, status 1)."""
    from ddpa.cli.errors import UserError
    from ddpa.frontend.clang import FrontendError

    parser = argparse.ArgumentParser(prog="ddpa")
    add_parsers(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    try:
        return int(args.run(args))
    except (UserError, FrontendError) as exc:
        print(f"ddpa: {exc}", file=__import__("sys").stderr)
        return 1


def test_alias_may_alias_with_explanation(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("alias", FIG1, "*x", "*s", "--at", "alias_fig1.c:28", "--explain",
               "--no-cache") == 0
    out = capsys.readouterr().out
    assert out.startswith("may alias: *x and *s")
    assert "*x --Dbar--> x --Abar--> *y --Dbar--> y --Abar--> &r --D--> r --A--> s --D--> *s" \
        in out
    assert "(y, &r, S1)" in out and "up" in out and "alias_fig1.c:26: x = *y" in out


def test_alias_no_alias_reports_the_steps(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("alias", FIG1, "*x", "t", "--at", "fig1", "--explain") == 0
    out = capsys.readouterr().out
    assert out.startswith("no alias: *x and t") and "proved by exhausting" in out


def test_alias_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("alias", FIG1, "*x", "*s", "--at", "fig1", "--json", "--explain") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["may_alias"] is True and data["status"] == "complete"
    assert data["witness"]["labels"] == ["Dbar", "Abar", "Dbar", "Abar", "D", "A", "D"]
    assert len(data["witness"]["trace"]) == 6


@pytest.mark.parametrize("engine", ["ddpt", "exh"])
def test_alias_other_engines(engine: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run("alias", FIG1, "*x", "t", "--at", "fig1", "--engine", engine) == 0
    assert capsys.readouterr().out.startswith("no alias")


FIELDARITH = str(Path(__file__).parent / "alias_programs" / "fieldarith.c")


@pytest.mark.parametrize("engine", ["dda", "ddpt", "exh"])
@pytest.mark.parametrize(("e1", "e2", "answer"), [
    ("s.f3[10]", "*q", "may alias"),  # q = &s.f3[40]: an array in a field is the field
    ("p->f3[10]", "*q", "may alias"),
    ("*u", "s1.f2", "may alias"),  # u = &s1.f1 + (argc - 1): arithmetic on a field address
    ("t.a", "t.b", "no alias"),  # no arithmetic on t: its fields stay apart
])
def test_field_sensitive_arrays_in_fields_and_field_arithmetic(
        engine: str, e1: str, e2: str, answer: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    assert run("alias", FIELDARITH, e1, e2, "--field-sensitive", "--engine", engine) == 0
    assert capsys.readouterr().out.startswith(f"{answer}: {e1} and {e2}")


def test_budget_overrun_is_a_conservative_answer(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("alias", FIG1, "*x", "t", "--at", "fig1", "--budget", "1") == 0
    out = capsys.readouterr().out
    assert out.startswith("may alias") and "budget exceeded, conservative answer" in out


def test_pointsto(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("pointsto", FIG1, "s", "--at", "fig1") == 0
    assert capsys.readouterr().out.startswith("s -> {t, z} (DDPT, complete")
    assert run("pointsto", FIG1, "*y", "--at", "fig1", "--engine", "exh", "--json") == 0
    assert json.loads(capsys.readouterr().out)["points_to"] == ["z"]


@pytest.mark.parametrize(("argv", "message"), [
    (("alias", FIG1, "*x", "*nope", "--at", "fig1"), "no variable named 'nope'"),
    (("alias", FIG1, "&x", "*s", "--at", "fig1"), "is not a memory location"),
    (("alias", FIG1, "*x", "*s", "--at", "alias_fig1.c:999"), "no function contains"),
    (("pointsto", FIG1, "x->f", "--at", "fig1"), "not a struct or union"),
    (("alias", "no/such/file.c", "*x", "*s"), "no such file"),
    (("alias-bench",), "give program files"),
])
def test_user_errors_are_one_line(argv: tuple[str, ...], message: str,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert run(*argv) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(("argv", "wanted", "given"), [
    (("alias", FIG1, "*x"), "EXPR1 EXPR2", f"got 2 operands: {FIG1} *x"),
    (("pointsto", FIG1, "--at", "fig1"), "EXPR", f"got 1 operand: {FIG1}"),
])
def test_a_missing_expression_is_named(argv: tuple[str, ...], wanted: str, given: str,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    # the source file would otherwise be read as the first expression ("no input files")
    from ddpa.cli.main import main

    with pytest.raises(SystemExit) as usage:
        main(list(argv))
    assert usage.value.code == 2
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert last == f"ddpa: error: expected FILE... then {wanted}, {given}"


def test_alias_bench_writes_tables_and_plots(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    src = str(Path(__file__).parent / "alias_programs" / "pointers.c")
    assert run("alias-bench", src, "--budgets", "6,200", "--out", str(tmp_path),
               "--memory-sample", "5") == 0
    out = capsys.readouterr().out
    assert "targets at budget 200" in out
    md = (tmp_path / "alias.md").read_text()
    assert "Figure 8" in md and "| pointers.c |" in md and "Figure 14" in md
    for k in range(9, 15):
        assert (tmp_path / f"alias_fig{k}.png").read_bytes().startswith(b"\x89PNG")
