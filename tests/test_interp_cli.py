"""`ddpa run`: program output and exit status, trace summaries, one-line errors."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ddpa.cli.interp_cmd import add_run_parser
from helpers import EXAMPLES
from interp_programs.support import HERE


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def ddpa_run(capsysbinary: pytest.CaptureFixture[bytes], *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="ddpa")
    add_run_parser(parser.add_subparsers(dest="command", required=True))
    if "--stdin" not in argv:  # pytest's captured stdin cannot be read
        argv = ("--stdin", os.devnull, *argv)
    args = parser.parse_args(["run", *argv])
    code = args.run(args)
    out, err = capsysbinary.readouterr()
    return code, out.decode(), err.decode()


def test_run_prints_program_output(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    code, out, err = ddpa_run(capsysbinary, str(EXAMPLES / "dft_fig1.c"))
    assert (code, out, err) == (0, "1 0\n", "")


def test_run_passes_arguments_and_exit_status(capsysbinary: pytest.CaptureFixture[bytes]
                                              ) -> None:
    code, out, _ = ddpa_run(capsysbinary, str(EXAMPLES / "symex_fig1.c"), "--args", "0", "1")
    assert code == 0 and out == "testAbs(0, 1) returned\n"
    code, _, err = ddpa_run(capsysbinary, str(EXAMPLES / "symex_fig1.c"), "--args", "2", "1")
    assert code == 134 and "Assertion `0' failed." in err
    code, _, err = ddpa_run(capsysbinary, str(EXAMPLES / "symex_fig1.c"), "--args", "-x")
    assert code == 2 and "usage" in err


def test_run_reads_stdin_from_a_file(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    code, out, _ = ddpa_run(capsysbinary, str(HERE / "features_scan.c"), "--stdin",
                            str(HERE / "features_scan.stdin"))
    assert code == 0 and out.startswith("n=3 total=60 word=hello d=2.50\n")


def test_undefined_behaviour_is_one_line_and_status_121(
        capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    code, out, err = ddpa_run(capsysbinary, str(HERE / "ub_oob_stack.c"))
    assert code == 121 and out == "start\n"
    lines = err.strip().splitlines()
    assert len(lines) == 1 and ":9:9: runtime error: out-of-bounds write" in lines[0]


def test_limits_are_reported(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    code, _, err = ddpa_run(capsysbinary, str(HERE / "limit_steps.c"), "--max-steps", "5000")
    assert code == 122 and "runtime limit: step budget of 5000 instructions" in err


@pytest.mark.parametrize("argv", [["missing.c"], ["x.c", "--stdin", "nope.txt"]])
def test_user_errors_are_one_line(capsysbinary: pytest.CaptureFixture[bytes], tmp_path: Path,
                                  argv: list[str]) -> None:
    if argv[0] == "x.c":
        (tmp_path / "x.c").write_text("int main(void) { return 0; }\n")
        argv = [str(tmp_path / "x.c"), *argv[1:]]
    code, out, err = ddpa_run(capsysbinary, *argv)
    assert code != 0 and out == "" and len(err.strip().splitlines()) == 1
    assert err.startswith("ddpa: ")


def test_parse_error_is_one_line(capsysbinary: pytest.CaptureFixture[bytes],
                                 tmp_path: Path) -> None:
    bad = tmp_path / "bad.c"
    bad.write_text("int main(void) { return 0 }\n")
    code, _, err = ddpa_run(capsysbinary, str(bad))
    assert code == 1 and len(err.strip().splitlines()) == 1 and "error" in err


def test_trace_summary_tables(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    code, out, _ = ddpa_run(capsysbinary, str(EXAMPLES / "dft_fig1.c"), "--trace", "defuse",
                            "--trace", "calls")
    assert code == 0 and out.startswith("1 0\n-- trace: exited")
    assert "-- defuse (11)" in out and "-- calls (5)" in out and "proc3" in out


def test_trace_json(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    code, out, _ = ddpa_run(capsysbinary, str(EXAMPLES / "alias_fig1.c"), "--trace",
                            "pointers", "--trace", "branches", "--json")
    data = json.loads(out)  # the program's output went to stderr
    assert code == 0 and data["status"] == "exited" and data["exit_status"] == 0
    assert {"pointer": "x", "target": "fig1::z"}.items() <= next(
        p for p in data["points_to"] if p["pointer"] == "x").items()
    assert data["aliases"] and "branches" in data


def test_compile_commands_input(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    code, out, _ = ddpa_run(capsysbinary, "--compdb", str(EXAMPLES / "multi"))
    assert code == 0 and out == "version=2 r1=21 r2=43 r3=-43 counter=11\n"


def test_ir_text_input(capsysbinary: pytest.CaptureFixture[bytes], tmp_path: Path) -> None:
    from ddpa.frontend.clang import lower_files
    from ddpa.ir.printer import print_program

    ir = tmp_path / "dft.ir"
    ir.write_text(print_program(lower_files([str(EXAMPLES / "dft_fig1.c")])))
    code, out, _ = ddpa_run(capsysbinary, str(ir))
    assert (code, out) == (0, "1 0\n")


def test_trace_json_with_program_output_file(capsysbinary: pytest.CaptureFixture[bytes],
                                             tmp_path: Path) -> None:
    dest = tmp_path / "out.txt"
    code, out, err = ddpa_run(capsysbinary, str(EXAMPLES / "dft_fig1.c"), "--trace", "calls",
                              "--json", "--program-output", str(dest))
    assert code == 0 and json.loads(out)["calls"] and err == ""
    assert dest.read_bytes() == b"1 0\n"


@pytest.mark.parametrize(("program", "status"), [
    ("ub_null_deref.c", 121), ("limit_recursion.c", 122), ("limit_unmodelled.c", 123)])
def test_ddpa_outcomes_have_their_own_exit_status(capsysbinary: pytest.CaptureFixture[bytes],
                                                  program: str, status: int) -> None:
    code, _, _ = ddpa_run(capsysbinary, str(HERE / program))
    assert code == status


def test_exit_status_table_is_complete() -> None:
    from ddpa.interp import RunStatus
    from ddpa.interp.errors import RUN_STATUS_EXIT, exit_status

    own = set(RUN_STATUS_EXIT.values())
    assert len(own) == len(RUN_STATUS_EXIT) and not own & {0, 1, 2, 134}
    assert {s for s in RunStatus if s not in (RunStatus.EXITED, RunStatus.ABORTED)} == \
        set(RUN_STATUS_EXIT)
    assert (exit_status(RunStatus.EXITED, 300), exit_status(RunStatus.ABORTED, 6)) == (44, 134)


_SANDBOX_PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
int main(int argc, char **argv) {
    char line[64];
    FILE *in = fopen(argv[1], "r");
    if (!in) { puts("no input"); return 3; }
    if (fopen("copy/upper.txt", "w") || mkdir("copy", 0755)) return 4;
    FILE *out = fopen("copy/upper.txt", "w");
    while (fgets(line, sizeof line, in))
        for (char *p = line; *p; p++) fputc(*p >= 'a' && *p <= 'z' ? *p - 32 : *p, out);
    fclose(out);
    printf("%s %s\n", getenv("WHO") ? getenv("WHO") : "-", getenv("HOME") ? "home" : "-");
    return 0;
}
"""


def test_sandbox_files_environment_and_dump(capsysbinary: pytest.CaptureFixture[bytes],
                                            tmp_path: Path) -> None:
    src, data, dump = tmp_path / "s.c", tmp_path / "in.txt", tmp_path / "dump"
    src.write_text(_SANDBOX_PROGRAM)
    data.write_text("abc\nxyz\n")
    code, out, _ = ddpa_run(capsysbinary, str(src), "--file", str(data), "--env", "WHO=me",
                            "--dump-files", str(dump), "--args", str(data))
    assert (code, out) == (0, "me -\n")
    assert (dump / "copy" / "upper.txt").read_text() == "ABC\nXYZ\n"
    assert data.read_text() == "abc\nxyz\n" and not (tmp_path / "copy").exists()
    code, out, _ = ddpa_run(capsysbinary, str(src), "--args", str(data))
    assert (code, out) == (3, "no input\n")  # a host file not given is not there


def test_root_copies_a_folder(capsysbinary: pytest.CaptureFixture[bytes],
                              tmp_path: Path) -> None:
    (tmp_path / "tree" / "sub").mkdir(parents=True)
    (tmp_path / "tree" / "sub" / "f.txt").write_text("hello\n")
    src = tmp_path / "s.c"
    src.write_text(_SANDBOX_PROGRAM)
    code, out, _ = ddpa_run(capsysbinary, str(src), "--root", str(tmp_path / "tree"),
                            "--args", "./sub//f.txt")
    assert (code, out) == (0, "- -\n")


@pytest.mark.parametrize("argv", [["--env", "NOEQUALS"], ["--file", "/nonexistent/x"],
                                  ["--root", "/nonexistent/dir"]])
def test_bad_sandbox_options_are_user_errors(capsysbinary: pytest.CaptureFixture[bytes],
                                             argv: list[str]) -> None:
    code, out, err = ddpa_run(capsysbinary, str(EXAMPLES / "dft_fig1.c"), *argv)
    assert code == 1 and out == "" and len(err.strip().splitlines()) == 1
    assert err.startswith("ddpa: ")


def test_standard_input_is_read_when_no_stdin_option(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    main = "import sys; from ddpa.cli.main import main; sys.exit(main(sys.argv[1:]))"
    proc = subprocess.run([sys.executable, "-c", main, "run", str(HERE / "features_scan.c")],
                          input=b"3 10 20 30 hello 2.5\n", capture_output=True, env=env,
                          timeout=120)
    assert proc.stdout.startswith(b"n=3 total=60 word=hello d=2.50\n"), proc.stderr


def test_unwritable_program_output_is_a_user_error(capsysbinary: pytest.CaptureFixture[bytes],
                                                   tmp_path: Path) -> None:
    code, out, err = ddpa_run(capsysbinary, str(EXAMPLES / "dft_fig1.c"), "--program-output",
                              str(tmp_path / "no" / "such" / "dir" / "out.txt"))
    assert code == 1 and out == "" and err.startswith("ddpa: ") and "out.txt" in err


def test_program_arguments_may_contain_a_double_dash(tmp_path: Path) -> None:
    from ddpa.cli.main import main

    src = tmp_path / "a.c"
    src.write_text("int main(int argc, char **argv) { return argc * 10 + argv[2][1]; }\n")
    assert main(["run", str(src), "--stdin", os.devnull, "--args", "x", "--", "-q"]) == \
        (4 * 10 + ord("-")) & 0xFF
