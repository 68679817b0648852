"""What `ddpa demo` answers on the papers' running examples (`ddpa.demo`)."""

from __future__ import annotations

from pathlib import Path

from ddpa.demo import alias_lines, dataflow_lines
from ddpa.frontend.clang import lower_files
from helpers import EXAMPLES, lower_path

FIG1 = str(EXAMPLES / "alias_fig1.c")


def test_dataflow_lines_for_figure_1() -> None:
    lines = dataflow_lines(lower_path(EXAMPLES / "dft_fig1.c"), "dft_fig1.c")
    assert lines[0] == "def-use pairs: 15 (6 intraprocedural, 10 interprocedural)"
    assert "RD(x, line 33) = {x@30, x@45}" in lines
    assert any(x.startswith("Cross(proc1, proc2)") and "(y@33, f@40)" in x for x in lines)
    other = dataflow_lines(lower_path(EXAMPLES / "symex_hwm.c"), "symex_hwm.c")
    assert len(other) == 1 and other[0].startswith("def-use pairs: ")


def test_alias_lines_for_figure_1() -> None:
    lines = alias_lines(lower_files([FIG1], ()), "alias_fig1.c")
    assert lines[0].startswith("mayAlias(*x, *s) = true")
    assert any("(x, x, S1) (x, *y, S1) (y, y, S1) (y, &r, S1) (x, r, S2) (x, s, S3)" in ln
               for ln in lines)
    assert any(ln.startswith("mayAlias(*x, t) = false") for ln in lines)
    assert len(lines) <= 6 and all(len(ln) < 100 for ln in lines)


def test_alias_lines_for_other_programs_answer_their_oracles() -> None:
    src = Path(__file__).parent / "alias_programs" / "pointers.c"
    lines = alias_lines(lower_files([str(src)], ()), "pointers.c")
    assert lines == ["pointers.c: 22 of 23 alias oracle calls answered as claimed"]
