"""Old and wide C: K&R parameters, wide string literals, flags that change what clang
accepts, and IR that fails verification."""

from __future__ import annotations

from pathlib import Path

import pytest

import ddpa.frontend.clang as frontend
from ddpa.cli.main import main
from ddpa.frontend.clang import FrontendError
from ddpa.interp import run_program
from ddpa.ir.instr import VarKind
from ddpa.ir.program import AggInit, ScalarInit, Severity, StringInit
from ddpa.ir.types import I32, VOID, FloatType, FunctionType, IntType
from ddpa.ir.verify import errors, verify_program
from ddpa.loader import LoadOptions, load_program
from helpers import lower

Capture = pytest.CaptureFixture[str]

KR = """
int f(c, s, x, u)
  char c; short s; float x; unsigned char u;
{
  return c == 44 && s == 4464 && x == 1.1f && u == 255;
}
int main(void) { return f(300, 70000, 1.1, 511) ? 0 : 1; }
"""

WIDE = r"""
#include <wchar.h>
#include <uchar.h>
static const wchar_t *fmt = L"%lc";
const char16_t u16[] = u"h\u00e9\U0001F600";
const char32_t *u32 = U"x\U0001F600";
const char *u8s = u8"caf\u00e9";
wchar_t arr[4] = L"ab";
int main(void) {
  const wchar_t *w = L"\x7fffffff\n";
  wchar_t local[3] = L"xy";
  int ok = fmt[0] == '%' && fmt[2] == 'c' && fmt[3] == 0
    && u16[1] == 0xe9 && u16[2] == 0xD83D && u16[3] == 0xDE00 && u16[4] == 0
    && u32[1] == 0x1F600 && (unsigned char)u8s[3] == 0xc3 && u8s[5] == 0
    && arr[1] == 'b' && arr[3] == 0 && w[0] == 0x7fffffff && local[1] == 'y';
  return ok ? 0 : 1;
}
"""


@pytest.fixture(autouse=True)
def _private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def test_kr_parameters_are_promoted_formals_converted_on_entry() -> None:
    prog = lower(KR)
    assert errors(verify_program(prog)) == []
    f = prog.functions["f"]
    assert [v.type for v in f.params] == [I32, I32, FloatType(64), I32]
    assert all(v.kind is VarKind.FORMAL and v.src_name == "" for v in f.params)
    declared = {v.src_name: v.type for v in f.locals}
    assert declared == {"c": IntType(8, True), "s": IntType(16, True), "x": FloatType(32),
                        "u": IntType(8, False)}
    r = run_program(prog)
    assert r.fault is None and r.exit_code == 0, r.message


def test_kr_parameter_already_of_promoted_type_stays_a_formal() -> None:
    prog = lower("int g(p, n) char *p; int n; { return p[n]; }\n")
    assert [v.src_name for v in prog.functions["g"].params] == ["p", "n"]


def test_wide_string_literals_lower_to_one_integer_per_code_unit() -> None:
    prog = lower(WIDE)
    assert errors(verify_program(prog)) == []
    assert prog.globals["u16"].init == AggInit(tuple(
        ScalarInit(v) for v in (104, 0xE9, 0xD83D, 0xDE00, 0)))
    assert prog.globals["arr"].init == AggInit((ScalarInit(97), ScalarInit(98), ScalarInit(0)))
    narrow = [g.init for g in prog.globals.values() if isinstance(g.init, StringInit)]
    assert StringInit(b"caf\xc3\xa9\x00") in narrow
    r = run_program(prog)
    assert r.fault is None and r.exit_code == 0, r.message


def test_old_c_rejected_by_clang_loads_with_one_warning(tmp_path: Path) -> None:
    src = tmp_path / "old.c"
    src.write_text("static count;\nmain() { int *p = 5; return helper(count); }\n"
                   "int helper(x) { return x; }\n")
    loaded = load_program([str(src)], LoadOptions(use_cache=False))
    warnings = [d for d in loaded.program.diagnostics if "clang rejects" in d.message]
    assert len(warnings) == 1 and warnings[0].severity is Severity.WARNING
    assert (warnings[0].loc.line, warnings[0].loc.col) == (1, 8)
    assert "-Wno-implicit-int -Wno-int-conversion" in warnings[0].message
    assert set(loaded.program.functions) >= {"main", "helper"}


def test_flags_that_make_clang_accept_old_c_silence_the_warning(tmp_path: Path) -> None:
    src = tmp_path / "old.c"
    src.write_text("main() { int *p = 5; return p != 0; }\n")
    flags = ("-std=gnu89", "-Wno-int-conversion")
    loaded = load_program([str(src)], LoadOptions(flags=flags, use_cache=False))
    assert loaded.program.diagnostics == []


def test_cflags_and_words_after_dashes_reach_clang(tmp_path: Path, capsys: Capture) -> None:
    src = tmp_path / "m.c"
    src.write_text("#ifndef N\n#error no N\n#endif\nint main(void) { return N + M; }\n")
    code = main(["run", str(src), "--stdin", "/dev/null", "--cflags=-DN=3 -Wall", "--",
                 "-DM=4", "-c", "-o", "m.o", "-Werror"])
    assert code == 7, capsys.readouterr().err
    code = main(["run", str(src), "--stdin", "/dev/null", "--cflags=-DN='3"])
    assert code == 1
    assert capsys.readouterr().err == "ddpa: --cflags '-DN='3': No closing quotation\n"


def test_dashes_on_a_command_without_sources_is_a_usage_error(capsys: Capture) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["cache", "info", "--", "-DX"])
    assert exc.value.code == 2
    assert "compiler flags after '--'" in capsys.readouterr().err


def test_ir_that_fails_verification_is_one_located_error(tmp_path: Path, capsys: Capture,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    src = tmp_path / "v.c"
    src.write_text("int f(int a) {\n  return a;\n}\nint main(void) { return f(1); }\n")
    real = frontend.lower_units

    def broken(units: list[frontend.CompileUnit]) -> frontend.LoweringResult:
        result = real(units)
        f = result.program.functions["f"]  # said to return void: its `return a` breaks that
        f.type = FunctionType(VOID, f.type.params, f.type.variadic)
        return result

    monkeypatch.setattr(frontend, "lower_units", broken)
    with pytest.raises(FrontendError, match=r"v\.c:2:3: the lowered IR does not verify"):
        load_program([str(src)], LoadOptions(use_cache=False))
    assert main(["ir", str(src)]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "v.c:2:3: the lowered IR does not verify" in err

