"""Golden tests of printed IR: one small C file per construct the front end lowers."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.ir.printer import print_program
from ddpa.ir.verify import verify_program
from helpers import GOLDEN, check_golden, lower_path

CASES = sorted((GOLDEN / "frontend").glob("*.c"))
# constructs whose lowering is deliberately conservative, with the diagnostic it reports
EXPECTED_DIAGNOSTICS = {
    "asm.c": ["unsupported statement 'asm_stmt'"],  # rdtsc; barriers and padding are no-ops
}


@pytest.mark.parametrize("source", CASES, ids=[c.name for c in CASES])
def test_golden_ir(source: Path, update_golden: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(source.parent)  # file names in the IR are as given: relative
    prog = lower_path(Path(source.name))
    text = print_program(prog)
    check_golden(text, source.with_suffix(".ir"), update_golden)
    assert [m for m in verify_program(prog) if m.startswith("error")] == []
    expected = EXPECTED_DIAGNOSTICS.get(source.name, [])
    messages = [d.message for d in prog.diagnostics]
    assert len(messages) == len(expected), messages
    for want, got in zip(expected, messages, strict=True):
        assert want in got
