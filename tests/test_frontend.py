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
    prog = lower("double f(_Complex double z) { return __imag__ z; }\n")
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


def test_internal_linkage_is_inherited_from_an_earlier_static_declaration(
        tmp_path: Path) -> None:
    # `static int f(void); int f(void) {...}` defines the static f: with several units its
    # calls and its definition must name the same (unit-suffixed) symbol
    (tmp_path / "a.c").write_text("static int twice(int);\nint use_a(void) { return twice(2); }\n"
                                  "int twice(int x) { return 2 * x; }\n")
    (tmp_path / "b.c").write_text("static int twice(int x) { return x + x; }\n"
                                  "int use_b(void) { return twice(3); }\n")
    prog = lower_files([str(tmp_path / "a.c"), str(tmp_path / "b.c")])
    called = {fn: [c.callee.name for _, c in prog.functions[fn].calls()  # type: ignore[union-attr]
                   ] for fn in ("use_a", "use_b")}
    assert called == {"use_a": ["twice$a"], "use_b": ["twice$b"]}
    assert all(prog.functions[t].has_body and prog.functions[t].is_static
               for t in ("twice$a", "twice$b"))
    assert "twice" not in prog.functions and prog.diagnostics == [] and errors(prog) == []


def test_computed_goto_targets_the_labels_whose_address_is_taken() -> None:
    prog = lower("int f(int n) { void *t = n ? &&a : &&b; goto *t;\n"
                 "a: n++; c: n--; b: return n; }\n")
    f = prog.functions["f"]
    switch = next(n for n in f.nodes if instr_text(n.instr).startswith("switch"))
    assert instr_text(switch.instr).startswith("switch %") and "[1]" in instr_text(switch.instr)
    assert len(switch.succs) == 2  # a and b; c's address is never taken
    assert prog.diagnostics == [] and errors(prog) == []


def test_unfoldable_static_initialiser_items_are_reported_once() -> None:
    # complex constants are beyond clang_Cursor_Evaluate: one report for the table
    prog = lower("_Complex double roots[3] = {1.0 + 2.0i, 3.0, 4.0i};\n")
    assert [(d.loc.line, d.message) for d in prog.diagnostics] == [
        (1, "2 items of the initialiser of 'roots' could not be folded to a constant; "
            "zero assumed")]
    assert errors(prog) == []


def test_incomplete_extern_array_completed_by_a_later_unit(tmp_path: Path) -> None:
    # the header's `extern int table[];` is used by one unit and defined by another: every
    # use must carry the defined type, which the verifier checks
    (tmp_path / "use.c").write_text("extern int table[];\nint *p = &table[1];\n"
                                    "int first(void) { return table[0]; }\n")
    (tmp_path / "def.c").write_text("extern int table[];\nint last(void) { return table[2]; }\n"
                                    "int table[3] = {4, 5, 6};\n")
    prog = lower_files([str(tmp_path / "use.c"), str(tmp_path / "def.c")])
    assert str(prog.globals["table"].type) == "[3 x i32]"
    assert prog.diagnostics == [] and errors(prog) == []


def test_gcc_intrinsics_headers_get_a_hint(tmp_path: Path) -> None:
    from ddpa.frontend.clang import native

    inc = native.resource_include_dir()
    if inc is None or "/gcc/" not in inc:
        pytest.skip("the compiler headers in use are not gcc's")
    src = tmp_path / "simd.c"
    src.write_text("#include <immintrin.h>\nint f(void) { return 0; }\n")
    with pytest.raises(FrontendError, match=r"headers in use are gcc's.*-U__SSE2__"):
        lower_files([str(src)])


_SHADOWED = """
int f(int a) {
    int b = a + 1;
    int c = b * 2;
    { int b = c + 3; c = b; }
    static int calls;
    calls = calls + 1;
    return a + b + c + calls;
}
int main(void) { return f(1) + f(1); }
"""


def test_variables_are_told_apart_by_their_declaration_not_clangs_cursor_hash(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """clang_hashCursor is a 32-bit hash of a declaration's address: of 100,000 locals of one
    function two shared one, and a lowering keyed by it read one variable for the other
    (5,000 nested loops, each with a counter of its own, then ran forever once in a few
    hundred runs). With every hash the same, each variable is still its own."""
    import clang.cindex as ci

    from ddpa.interp import run_program

    want = run_program(lower(_SHADOWED)).exit_code
    assert want == (1 + 2 + 7 + 1) + (1 + 2 + 7 + 2)
    monkeypatch.setattr(ci.conf.lib, "clang_hashCursor", lambda c: 0)
    assert ci.conf.lib.clang_hashCursor(None) == 0
    assert run_program(lower(_SHADOWED)).exit_code == want
