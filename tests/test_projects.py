"""Whole projects from a compile database (programs grouped and chosen), several files for
every command, and what loading approximated told by every command."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from ddpa.cli.main import main
from ddpa.frontend.clang import CompileUnit, FrontendError, UnitSymbols, clean_flags
from ddpa.ir.instr import NOLOC
from ddpa.ir.program import Diagnostic, Severity
from ddpa.loader import LoadOptions, group_programs, load_program
from ddpa.report.diagnostics import kind, summary

PROJECT = Path(__file__).parent / "compdb_project"
DB = str(PROJECT)
Capture = pytest.CaptureFixture[str]


@pytest.fixture(autouse=True)
def _private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def ddpa(capsys: Capture, *argv: str) -> tuple[int, str, str]:
    # `run` reads its standard input unless told otherwise; pytest's cannot be read
    extra = ["--stdin", "/dev/null"] if argv[:1] == ("run",) else []
    code = main([*argv, *extra])
    out, err = capsys.readouterr()
    return code, out, err


def functions(capsys: Capture, *argv: str) -> set[str]:
    code, out, err = ddpa(capsys, "ir", "--json", *argv)
    assert code == 0, err
    return {f["name"] for f in json.loads(out)["functions"]}


def units_of(program: str | None = None, main_file: str | None = None) -> list[str]:
    opts = LoadOptions(compdb=DB, program=program, main=main_file)
    return [Path(u).name for u in load_program((), opts).program.units]


# --- programs of a compile database -------------------------------------------------------


def test_several_programs_and_no_choice_lists_them(capsys: Capture) -> None:
    code, out, err = ddpa(capsys, "callgraph", "--compdb", DB)
    lines = err.splitlines()
    assert code == 1 and out == ""
    assert lines[0] == ("ddpa: the compile database holds 3 programs: choose one with "
                        "--program NAME or --main FILE")
    assert lines[1:] == ["  calc (tools/calc.c, 2 units)", "  echo (tools/echo.c, 3 units)",
                         "  test_util (tests/test_util.c, 2 units)"]


def test_a_program_is_its_main_unit_and_the_library_units_it_needs() -> None:
    assert units_of("calc") == ["util.c", "calc.c"]
    assert units_of("echo") == ["util.c", "strs.c", "echo.c"]  # strs needs util
    assert units_of("test_util") == ["util.c", "test_util.c"]


def test_main_file_chooses_by_path_or_by_its_unique_tail() -> None:
    assert units_of(main_file=str(PROJECT / "tools" / "echo.c")) == ["util.c", "strs.c", "echo.c"]
    assert units_of(main_file="tests/test_util.c") == ["util.c", "test_util.c"]
    assert units_of(main_file="calc.c") == ["util.c", "calc.c"]


@pytest.mark.parametrize(("argv", "message"), [
    (("--program", "nope"), "no program named 'nope' in the compile database; its programs:"),
    (("--main", "lib/util.c"), "lib/util.c: does not define main"),
    (("--main", "nowhere.c"), "nowhere.c: not a unit of the compile database"),
    (("--program", "calc", "--main", "tools/calc.c"), "choose a program with --program or "
                                                      "--main, not both"),
])
def test_bad_choices_are_one_clear_error(capsys: Capture, argv: tuple[str, ...],
                                         message: str) -> None:
    code, _, err = ddpa(capsys, "callgraph", "--compdb", DB, *argv)
    assert code == 1 and err.startswith(f"ddpa: {message}")
    assert "Traceback" not in err


def test_program_needs_a_compdb(capsys: Capture) -> None:
    code, _, err = ddpa(capsys, "callgraph", str(PROJECT / "tools" / "calc.c"), "-I",
                        str(PROJECT / "include"), "--program", "calc")
    assert code == 1 and "choose among the programs of a --compdb" in err


def test_a_file_beside_the_compdb_that_defines_main_chooses_its_program(
        capsys: Capture) -> None:
    code, _, err = ddpa(capsys, "run", "--compdb", DB, str(PROJECT / "tests" / "test_util.c"))
    assert code == 0, err  # test_util passes: util_add and util_calls from lib/util.c


def test_a_file_beside_the_compdb_is_never_dropped(tmp_path: Path, capsys: Capture) -> None:
    extra = tmp_path / "extra.c"
    extra.write_text("int extra_helper(int x) { return x + 1; }\n")
    assert functions(capsys, "--compdb", DB, "--program", "calc", str(extra)) == {
        "main", "util_add", "version", "extra_helper"}
    extra_main = tmp_path / "tool.c"
    extra_main.write_text('#include "util.h"\nint main(void) { return util_add(1, -1); }\n')
    # a new main beside the database: its program is it plus the library units it needs
    assert functions(capsys, "--compdb", DB, "-I", str(PROJECT / "include"),
                     str(extra_main)) == {"main", "util_add", "version"}


def test_a_library_without_main_loads_every_unit(tmp_path: Path) -> None:
    for name in ("util.c", "strs.c"):
        shutil.copy(PROJECT / "lib" / name, tmp_path / name)
    db = [{"directory": ".", "file": f, "arguments": ["cc", f"-I{PROJECT / 'include'}", f]}
          for f in ("util.c", "strs.c")]
    (tmp_path / "compile_commands.json").write_text(json.dumps(db))
    prog = load_program((), LoadOptions(compdb=str(tmp_path))).program
    assert [Path(u).name for u in prog.units] == ["util.c", "strs.c"]


def test_ir_without_a_choice_shows_every_unit_and_says_so(capsys: Capture) -> None:
    code, out, err = ddpa(capsys, "ir", "--compdb", DB)
    assert code == 0 and out.count("\nunit ") == 5
    assert ("note: 3 programs (calc, echo, test_util) shown together: choose one with "
            "--program NAME or --main FILE") in err


def test_duplicate_definition_between_units_is_reported(capsys: Capture) -> None:
    code, _, err = ddpa(capsys, "callgraph", "--compdb", DB, "--program", "echo")
    assert code == 0
    assert err.splitlines() == ["ddpa: note: 2 diagnostics while loading (1 duplicate "
                                "definition, 1 program choice); -v lists them"]
    code, _, err = ddpa(capsys, "callgraph", "--compdb", DB, "--program", "echo", "-v")
    assert err.splitlines() == [
        "strs.c:14:5: warning: function 'version' is defined twice",
        "note: program 'echo' leaves out 2 of 5 units of the compile database: tools/calc.c, "
        "tests/test_util.c"]


def test_program_names_of_shared_stems_are_their_paths() -> None:
    units = [CompileUnit("tools/main.c", "/p"), CompileUnit("lib/x.c", "/p"),
             CompileUnit("tests/main.c", "/p"), CompileUnit("one.c", "/p")]
    main_only = UnitSymbols(frozenset({"main"}), frozenset({"x"}))
    lib = UnitSymbols(frozenset({"x"}), frozenset())
    groups = group_programs(units, [main_only, lib, main_only,
                                    UnitSymbols(frozenset({"main"}), frozenset())])
    assert [(g.name, g.units) for g in groups] == [
        ("tools/main", (0, 1)), ("tests/main", (1, 2)), ("one", (3,))]


def test_symbols_of_units_come_from_the_cache_the_second_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import ddpa.frontend.clang as fe

    opts = LoadOptions(compdb=DB, program="calc", use_cache=True)
    load_program((), opts)

    def no_scan(units: object) -> list[UnitSymbols]:
        assert units == [], "every unit's symbols should come from the cache"
        return []

    monkeypatch.setattr(fe, "scan_units", no_scan)
    assert [Path(u).name for u in load_program((), opts).program.units] == ["util.c", "calc.c"]


def test_compile_commands_keep_the_flags_that_make_clang_accept_more() -> None:
    argv = ["-Wall", "-Werror", "-Wno-implicit-int", "-Wl,-rpath,x", "-std=gnu89", "-O2",
            "-c", "-o", "x.o", "x.c"]
    assert clean_flags(argv) == ["-Wno-implicit-int", "-std=gnu89", "-O2"]


# --- several files and --compdb for every command ---------------------------------------------


@pytest.mark.parametrize("argv", [
    ("alias", "*d", "*src", "--at", "str_copy"),
    ("pointsto", "d", "--at", "str_copy"),
    ("rd", "--var", "total", "--at", "calc.c:6"),
    ("ru", "--var", "total", "--at", "calc.c:5"),
    ("defuse",),
    ("integrate",),
    ("run",),
    ("cfg", "--function", "main"),
    ("callgraph",),
])
def test_every_command_takes_a_compdb_and_several_files(capsys: Capture,
                                                        argv: tuple[str, ...]) -> None:
    program = "echo" if argv[0] in ("alias", "pointsto") else "calc"
    code, out, err = ddpa(capsys, argv[0], "--compdb", DB, "--program", program, *argv[1:])
    assert code == 0, err
    files = [str(PROJECT / "lib" / "util.c"), str(PROJECT / "tools" / "calc.c")]
    if program == "echo":
        files[1:] = [str(PROJECT / "lib" / "strs.c"), str(PROJECT / "tools" / "echo.c")]
    code2, out2, err2 = ddpa(capsys, argv[0], *files, *argv[1:], "-I",
                             str(PROJECT / "include"))
    assert code2 == 0, err2
    def untimed(text: str) -> str:
        return re.sub(r"[0-9.]+ m?s\b", "T", text)

    assert untimed(out2) == untimed(out)


def test_alias_operands_split_by_options_keep_their_order(capsys: Capture) -> None:
    strs, util = str(PROJECT / "lib" / "strs.c"), str(PROJECT / "lib" / "util.c")
    inc = str(PROJECT / "include")
    code, out, err = ddpa(capsys, "alias", strs, "-I", inc, "--at", "str_copy", util, "*d",
                          "*dst")
    assert code == 0, err
    assert out.startswith("may alias: *d and *dst")
    code, out, err = ddpa(capsys, "alias", strs, "*d", "-I", inc, "--at", "str_copy", "*dst")
    assert code == 0 and out.startswith("may alias: *d and *dst")
    with pytest.raises(SystemExit) as exc:
        main(["alias", strs, "*d", "--bogus", "*dst"])
    assert exc.value.code == 2 and "unrecognized arguments: --bogus" in capsys.readouterr().err


# --- what loading approximated ------------------------------------------------------------


def test_each_analysis_prints_one_summary_line_and_v_lists_all(tmp_path: Path,
                                                               capsys: Capture) -> None:
    a, b = tmp_path / "a.c", tmp_path / "b.c"
    a.write_text("int f(void) { return 1; }\nint main(void) { return f(); }\n")
    b.write_text("int f(void) { return 2; }\n")
    for cmd in (("defuse",), ("rd", "--var", "x", "--at", "a.c:2"), ("callgraph",),
                ("alias", "x", "x", "--at", "main"), ("run",)):
        code, _, err = ddpa(capsys, cmd[0], str(a), str(b), *cmd[1:])
        assert err.splitlines()[0] == ("ddpa: note: 1 diagnostic while loading (1 duplicate "
                                       "definition); -v lists them"), cmd
    code, _, err = ddpa(capsys, "defuse", str(a), str(b), "-v")
    assert err.splitlines() == ["b.c:1:5: warning: function 'f' is defined twice"]
    code, _, err = ddpa(capsys, "defuse", str(a))
    assert code == 0 and err == ""


def test_ir_lists_the_diagnostics_without_a_summary(tmp_path: Path, capsys: Capture) -> None:
    a, b = tmp_path / "a.c", tmp_path / "b.c"
    a.write_text("int f(void) { return 1; }\n")
    b.write_text("int f(void) { return 2; }\n")
    code, _, err = ddpa(capsys, "ir", str(a), str(b))
    assert code == 0 and err.splitlines() == ["b.c:1:5: warning: function 'f' is defined twice"]


def test_summary_counts_by_kind() -> None:
    def warn(msg: str) -> Diagnostic:
        return Diagnostic(Severity.WARNING, NOLOC, msg)

    ds = [warn("unsupported expression 'x' lowered as an unknown call"),
          warn("unsupported statement 'y' lowered as an unknown call"),
          warn("function 'f' is defined twice"), warn("something new")]
    assert [kind(d) for d in ds] == ["unsupported construct", "unsupported construct",
                                     "duplicate definition", "other approximation"]
    assert summary(ds) == ("4 diagnostics while loading (2 unsupported construct, "
                           "1 duplicate definition, 1 other approximation); -v lists them")
    assert summary([]) is None


@pytest.mark.parametrize("suffix", [".cpp", ".cc", ".cxx", ".C"])
@pytest.mark.parametrize("cmd", [("ir",), ("run",), ("callgraph",),
                                 ("rd", "--var", "r", "--at", "3")])
def test_cxx_is_lowered_by_every_command(tmp_path: Path, capsys: Capture, suffix: str,
                                         cmd: tuple[str, ...]) -> None:
    src = tmp_path / f"prog{suffix}"
    src.write_text("class A { public: int f() { return 1; } };\n"
                   "int main() { A a; int r = a.f() - 1;\n return r; }\n")
    args = [f"{src.name}:{a}" if a == "3" else a for a in cmd[1:]]
    code, out, err = ddpa(capsys, cmd[0], str(src), *args)
    assert code == 0 and err == "", err
    if cmd[0] == "ir":
        assert 'func @"A::f"(%this: class.A*)' in out


def test_cxx_unit_of_a_compdb_is_lowered_when_its_program_is_chosen(tmp_path: Path,
                                                                    capsys: Capture) -> None:
    (tmp_path / "tool.cpp").write_text("int main() { return 0; }\n")
    (tmp_path / "lib.c").write_text("int lib(void) { return 0; }\n")
    (tmp_path / "other.c").write_text("int main(void) { return 0; }\n")
    db = [{"directory": ".", "file": f, "arguments": ["cc", f]}
          for f in ("tool.cpp", "lib.c", "other.c")]
    (tmp_path / "compile_commands.json").write_text(json.dumps(db))
    code, _, err = ddpa(capsys, "callgraph", "--compdb", str(tmp_path), "--program", "tool")
    assert code == 0, err
    code, _, err = ddpa(capsys, "callgraph", "--compdb", str(tmp_path), "--program", "other")
    assert code == 0, err


def test_cxx_with_errors_gets_clangs_first_error(tmp_path: Path, capsys: Capture) -> None:
    src = tmp_path / "bad.cpp"
    src.write_text("int main() { undeclared(); }\n")
    code, out, err = ddpa(capsys, "run", str(src))
    assert code == 1 and out == ""
    assert err == f"ddpa: {src}:1:14: error: use of undeclared identifier 'undeclared'\n"


def test_pre_c99_code_loads_with_a_diagnostic_and_without_one_under_gnu89(
        tmp_path: Path, capsys: Capture) -> None:
    src = tmp_path / "old.c"
    src.write_text("static count = 1;\nmain() { return helper(count); }\n"
                   "int helper(int x) { return x; }\n")
    code, _, err = ddpa(capsys, "callgraph", str(src), "-v")
    assert code == 0, err
    assert f"{src}:1:8: warning: old C that clang rejects by default was accepted as gcc " \
        "would (-Wno-implicit-function-declaration -Wno-implicit-int)" in err
    code, _, err = ddpa(capsys, "callgraph", str(src), "--std", "gnu89")
    assert code == 0 and err == ""


def test_std_of_the_command_line_applies_to_compdb_units(tmp_path: Path,
                                                         capsys: Capture) -> None:
    (tmp_path / "old.c").write_text("main() { int *p = 1; return 0; }\n")
    db = [{"directory": ".", "file": "old.c", "command": "cc -c old.c"}]
    (tmp_path / "compile_commands.json").write_text(json.dumps(db))
    code, _, err = ddpa(capsys, "callgraph", "--compdb", str(tmp_path))
    assert code == 0 and "(1 old C accepted)" in err
    code, _, err = ddpa(capsys, "callgraph", "--compdb", str(tmp_path), "--std", "gnu89",
                        "--", "-Wno-int-conversion")
    assert code == 0 and err == ""


def test_old_c_that_is_a_hard_error_in_c23_stays_an_error(
        tmp_path: Path, capsys: Capture) -> None:
    src = tmp_path / "old.c"
    src.write_text("int f(a) int a; { return a; }\nint main(void) { return f(1); }\n")
    code, _, err = ddpa(capsys, "callgraph", str(src), "--std", "c2x")
    assert code == 1 and len(err.splitlines()) == 1
    assert err.startswith(f"ddpa: {src}:1:7: error: unknown type name 'a'")


def test_load_program_refuses_mixing_ir_and_c(tmp_path: Path) -> None:
    (tmp_path / "a.ir").write_text("")
    (tmp_path / "b.c").write_text("int x;\n")
    with pytest.raises(FrontendError, match=r"an \.ir file is read alone"):
        load_program([str(tmp_path / "b.c"), str(tmp_path / "a.ir")], LoadOptions())


def test_a_global_initialised_in_two_units_is_reported_and_the_first_kept(
        tmp_path: Path) -> None:
    a, b = tmp_path / "a.c", tmp_path / "b.c"
    a.write_text("int counter = 1;\nint main(void) { return counter; }\n")
    b.write_text("int counter = 2;\n")
    prog = load_program([str(a), str(b)], LoadOptions(use_cache=False)).program
    assert [str(d) for d in prog.diagnostics] == [
        "b.c:1:5: warning: global 'counter' is defined twice"]
    assert prog.globals["counter"].loc.file.endswith("a.c")


def test_a_file_compiled_for_two_targets_is_taken_once() -> None:
    units = [CompileUnit("main.c", "/p"), CompileUnit("lib.c", "/p", ("-DA",)),
             CompileUnit("lib.c", "/p", ("-DB",))]
    lib = UnitSymbols(frozenset({"f"}), frozenset())
    groups = group_programs(units, [UnitSymbols(frozenset({"main"}), frozenset({"f"})),
                                    lib, lib])
    assert [g.units for g in groups] == [(0, 1)]
