"""The `ddpa` command: outputs, and one-line errors with a non-zero exit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ddpa.cli.main import main
from helpers import EXAMPLES

DFT = str(EXAMPLES / "dft_fig1.c")


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_ir_prints_the_program(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "ir", DFT)
    assert code == 0 and err == ""
    assert "func @proc1() -> void" in out and "%y = add @x, %y" in out


def test_ir_json_is_machine_readable(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ir", DFT, "--json", "--function", "proc3")
    data = json.loads(out)
    assert code == 0 and [f["name"] for f in data["functions"]] == ["proc3"]
    defs = [n for n in data["functions"][0]["nodes"] if n["defs"] == ["@x"]]
    assert len(defs) == 1 and defs[0]["loc"]["line"] == 45


def test_ir_text_round_trips_through_the_cli(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    _, printed, _ = run(capsys, "ir", DFT)
    ir_file = tmp_path / "p.ir"
    ir_file.write_text(printed)
    code, again, _ = run(capsys, "ir", str(ir_file))
    assert code == 0 and again == printed


def test_cfg_dot(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "cfg", DFT, "--function", "proc2", "--dot")
    assert code == 0 and out.startswith("digraph") and "call @proc3" in out


def test_callgraph_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "callgraph", DFT, "--json")
    data = json.loads(out)
    assert code == 0 and "proc3" in json.dumps(data)


def test_compdb_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ir", "--compdb", str(EXAMPLES / "multi"))
    assert code == 0 and "func @helper$a" in out and "func @helper$b" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["ir", "no/such/file.c"], "no/such/file.c: no such file"),
        (["ir", str(EXAMPLES)], f"{EXAMPLES}: a folder, not a source file"),
        (["stats", "/dev/null"], "/dev/null: not a regular file"),
        (["cfg", DFT, "--function", "nope"], "no function named 'nope'"),
        (["ir", "--compdb", "no/such/dir"], "no such file"),
        (["ir"], "no input files"),
    ],
)
def test_user_errors_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                                  message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and message in err and err.startswith("ddpa: ")


def test_c_that_does_not_parse(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.c"
    bad.write_text("int f(void) {\n  return y\n}\n")
    code, _, err = run(capsys, "ir", str(bad))
    assert code == 1 and "bad.c:2:" in err and "error:" in err and err.count("\n") == 1


def test_second_load_comes_from_the_cache(tmp_path: Path) -> None:
    from ddpa.loader import LoadOptions, load_program

    opts = LoadOptions(cache_dir=tmp_path / "c")
    first = load_program([DFT], opts)
    second = load_program([DFT], opts)
    assert not first.from_cache and second.from_cache
    from ddpa.ir.printer import print_program

    assert print_program(first.program) == print_program(second.program)


def test_demo_runs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "demo")
    assert code == 0 and "dft_fig1.c" in out and "multi/" in out


def test_macros_are_defined_then_undefined_in_order(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "u.c"
    src.write_text("#ifdef FOO\n#error FOO is defined\n#endif\nint main(void) { return 0; }\n")
    code, _, err = run(capsys, "ir", str(src), "-DFOO")
    assert code == 1 and "FOO is defined" in err
    code, out, _ = run(capsys, "ir", str(src), "-DFOO", "-UFOO")
    assert code == 0 and "func @main()" in out
