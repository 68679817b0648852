"""Front-end guarantees: examples lower cleanly, units link, errors are clear and located."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.frontend.clang import FrontendError, lower_compdb, lower_files
from ddpa.ir.instr import Direct, Indirect
from ddpa.ir.printer import instr_text
from ddpa.ir.verify import verify_program
from helpers import EXAMPLES, lower, lower_path

C_EXAMPLES = sorted(p for p in EXAMPLES.glob("*.c"))


def errors(prog: object) -> list[str]:
    return [m for m in verify_program(prog) if m.startswith("error")]  # type: ignore[arg-type]


@pytest.mark.parametrize("path", C_EXAMPLES, ids=[p.name for p in C_EXAMPLES])
def test_examples_lower_without_diagnostics(path: Path) -> None:
    prog = lower_path(path)
    assert prog.diagnostics == []
    assert errors(prog) == []


def test_compdb_links_units_keeping_statics_apart() -> None:
    prog = lower_compdb(EXAMPLES / "multi")
    helpers = sorted(f.name for f in prog.find_functions("helper"))
    assert helpers == ["helper$a", "helper$b", "helper$c"]
    assert all(prog.functions[h].is_static and prog.functions[h].has_body for h in helpers)
    assert "counter" in prog.globals and prog.globals["counter"].defined
    assert sorted(g for g in prog.globals if g.startswith("scale")) == ["scale$a", "scale$b"]
    assert prog.units == ["a.c", "b.c", "c.c"]
    assert prog.diagnostics == [] and errors(prog) == []


def test_compdb_flags_reach_the_preprocessor() -> None:
    prog = lower_compdb(EXAMPLES / "multi")
    text = "\n".join(n.instr.src for f in prog.defined_functions() for n in f.nodes)
    assert "MULTI_VERSION" in text  # the -D macro is used, and defined by the compdb entry


def test_static_function_calls_resolve_within_their_unit() -> None:
    prog = lower_compdb(EXAMPLES / "multi")
    callers = {f.name: {c.callee.name for _, c in f.calls() if isinstance(c.callee, Direct)}
               for f in prog.defined_functions()}
    for unit in ("a", "b"):
        users = [f for f, callees in callers.items() if f"helper${unit}" in callees]
        assert users and all(prog.functions[u].unit in ("", f"{unit}.c") for u in users)


def test_invalid_c_reports_clangs_error_with_location() -> None:
    with pytest.raises(FrontendError, match=r"t\.c:2:\d+: error: "):
        lower("int f(void) {\n  return x;\n}\n")


def test_missing_file_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(FrontendError, match="no such file"):
        lower_files([str(tmp_path / "absent.c")])


def test_bad_compdb_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "compile_commands.json").write_text("{not json")
    with pytest.raises(FrontendError, match=r"not a valid compile_commands\.json"):
        lower_compdb(tmp_path)


def test_include_and_define_flags(tmp_path: Path) -> None:
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "k.h").write_text("#define K 7\n")
    src = tmp_path / "m.c"
    src.write_text('#include "k.h"\nint f(void) { return K + EXTRA; }\n')
    prog = lower_files([str(src)], [f"-I{tmp_path / 'inc'}", "-DEXTRA=1"])
    assert instr_text(prog.functions["f"].nodes[-1].instr) == "ret 8"  # K + EXTRA folded
    with pytest.raises(FrontendError, match=r"k\.h"):
        lower_files([str(src)])


def test_indirect_calls_are_indirect_and_direct_are_direct() -> None:
    prog = lower("int g(int);\nint (*fp)(int) = g;\nint f(void) { return fp(1) + g(2); }\n")
    calls = [c for _, c in prog.functions["f"].calls()]
    assert [type(c.callee) for c in calls] == [Indirect, Direct]


def test_unsupported_construct_is_reported_and_sound() -> None:
    prog = lower("int f(int n) { void *t = &&l; goto *t; l: return n; }\n")
    assert any("unsupported expression" in d.message for d in prog.diagnostics)
    assert all(d.loc.line == 1 for d in prog.diagnostics)
    call = next(c for _, c in prog.functions["f"].calls())
    assert isinstance(call.callee, Direct) and call.callee.name == "__ddpa_unsupported"
    assert "__ddpa_unsupported" in prog.externals()
    assert errors(prog) == []


def test_every_function_ends_in_exit_and_main_returns_zero() -> None:
    prog = lower("int main(void) { int x = 1; x++; }\n")
    main = prog.functions["main"]
    rets = [n for n in main.nodes if n.succs == [main.exit]]
    assert len(rets) == 1 and str(rets[0].instr.value) == "0"  # type: ignore[attr-defined]
