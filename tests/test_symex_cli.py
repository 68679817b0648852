"""`ddpa testgen`: tests written as replayable drivers, the manifest, and bad requests."""

from __future__ import annotations

import json
import signal
import subprocess
from pathlib import Path

import pytest

from ddpa.cli.main import main
from helpers import EXAMPLES, needs_gcc


def test_testgen_writes_replayable_tests(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                         ) -> None:
    src = str(EXAMPLES / "symex_fig1.c")
    out = tmp_path / "tests"
    assert main(["testgen", src, "--entry", "testAbs", "--out", str(out), "--json",
                 "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["schema"] == "ddpa.testgen/1" and doc["found"]
    test = doc["tests"][-1]
    assert test["covers"] == "a failing assertion" and test["confirmed_by_interpreter"]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["tests"] == doc["tests"]
    driver = out / test["file"]
    # replay on the interpreter: the assertion fails (exit status 134, as abort gives)
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    assert main(["run", str(driver), "--stdin", str(empty)]) == 134
    gcc = needs_gcc()
    exe = tmp_path / "t"
    subprocess.run([gcc, "-w", "-o", str(exe), str(driver)], check=True)
    assert subprocess.run([str(exe)], capture_output=True).returncode == -signal.SIGABRT


@pytest.mark.parametrize(("argv", "message"), [
    (["--entry", "nope"], "no function 'nope'"),
    (["--entry", "main"], "parameter 'argv' of 'main' has type 'i8**'"),
    (["--entry", "testAbs", "--target", "symex_fig1.c:2"], "symex_fig1.c:2: no statement"),
    (["--entry", "testAbs", "--target", "x:y"], "is not assert, all, defuse or FILE:LINE"),
])
def test_bad_requests_are_one_line(argv: list[str], message: str,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["testgen", str(EXAMPLES / "symex_fig1.c"), *argv]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ddpa: ") and message in err and err.count("\n") == 1


def test_whole_program_argv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = str(EXAMPLES / "symex_incdec.c")
    out = tmp_path / "tests"
    assert main(["testgen", src, "--argv", "1", "--strategy", "dse", "--max-runs", "100",
                 "--out", str(out), "--json", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["found"] and doc["entry"] == "main"
    test = doc["tests"][-1]
    assert test["inputs"] == {"argv[1]": "12"} and test["confirmed_by_interpreter"]
    assert json.loads((out / test["file"]).read_text()) == ["12"]
    assert test["replay"].endswith("--args 12")
    stdin = tmp_path / "empty"
    stdin.write_bytes(b"")
    capsys.readouterr()
    assert main(["run", src, "--stdin", str(stdin), "--args", "12"]) == 134
    gcc = needs_gcc()
    exe = tmp_path / "incdec"
    subprocess.run([gcc, "-w", "-o", str(exe), src], check=True)
    assert subprocess.run([str(exe), "12"], capture_output=True).returncode == -signal.SIGABRT
