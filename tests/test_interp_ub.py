"""Each detected undefined behaviour and each limit stops the run with its message and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.frontend.clang import lower_files
from ddpa.interp import Engine, FaultKind, InterpConfig, RunStatus, run_program
from helpers import lower
from interp_programs.support import HERE, expectation

CASES = sorted(p.name for p in HERE.glob("*.c") if p.name.startswith(("ub_", "limit_")))
BUDGETS = dict(max_steps=100_000, max_call_depth=1000)


@pytest.mark.parametrize("engine", list(Engine))
@pytest.mark.parametrize("name", CASES)
def test_fault_is_reported_with_its_location(name: str, engine: Engine) -> None:
    path = HERE / name
    exp = expectation(path)
    r = run_program(lower_files([str(path)]), config=InterpConfig(engine=engine, **BUDGETS))
    assert r.status.value == exp.status, r.message
    assert f"{name}:{exp.line}:" in r.message, r.message
    assert exp.matches(r.message), r.message
    assert r.exit_code == 1 and r.fault is not None and r.fault.loc is not None


def test_output_before_the_fault_is_kept() -> None:
    r = run_program(lower_files([str(HERE / "ub_oob_stack.c")]))
    assert r.stdout == b"start\n" and r.status is RunStatus.UNDEFINED


def test_time_budget_stops_an_endless_loop() -> None:
    cfg = InterpConfig(max_steps=None, max_seconds=0.2, check_every=1000)
    r = run_program(lower_files([str(HERE / "limit_steps.c")]), config=cfg)
    assert r.status is RunStatus.LIMIT and r.fault is not None
    assert r.fault.kind is FaultKind.TIME_LIMIT and "time budget of 0.2 s" in r.message


def test_steps_are_counted_and_reported() -> None:
    r = run_program(lower_files([str(HERE / "limit_steps.c")]),
                    config=InterpConfig(max_steps=12_345, check_every=100))
    assert r.steps == 12_345 and "12345 instructions" in r.message


@pytest.mark.parametrize(("body", "message"), [
    ("int *p = (int *)16; return *p;", "dereference of invalid pointer 0x10"),
    ("char c[2] = {1, 2}; int *p = (int *)c; return *p;", "out-of-bounds read of 4 bytes"),
    ("double d = 1e30; return (int)d;", "conversion of floating value 1e+30 to i32 is out of"),
    ("int a = 1, n = -1; return a << n;", "shift by -1"),
    ("long x; long *p = &x; return (int)*p;", "uninitialised memory"),
    ("int (*f)(void) = (int (*)(void))main; int *d = (int *)f; return *d;",
     "read from function 'main' as data"),
    ("__builtin_unreachable(); return 0;", "__builtin_unreachable() was reached"),
])
def test_more_undefined_behaviour(body: str, message: str) -> None:
    r = run_program(lower("int main(void) { " + body + " }\n", "ub.c"))
    assert r.status is RunStatus.UNDEFINED and message in r.message, r.message
    assert r.message.startswith("ub.c:1:")


def test_unmodelled_call_names_the_function_and_its_call_site() -> None:
    r = run_program(lower("int ext(int);\nint main(void) {\n  return ext(1);\n}\n", "u.c"))
    assert r.status is RunStatus.UNSUPPORTED
    assert r.message.startswith("u.c:3:") and "'ext'" in r.message


def test_code_past_a_fault_never_runs() -> None:
    src = ('#include <stdio.h>\nint main(void) { int *p = 0; printf("a\\n"); *p = 1; '
           'printf("b\\n"); return 0; }\n')
    r = run_program(lower(src, "seq.c"))
    assert r.stdout == b"a\n" and r.status is RunStatus.UNDEFINED


def test_fault_message_format(tmp_path: Path) -> None:
    r = run_program(lower_files([str(HERE / "ub_div_zero.c")]))
    assert r.message.endswith("ub_div_zero.c:6:9: runtime error: division by zero (10 / 0)")


def test_printf_argument_of_the_wrong_kind_is_reported() -> None:
    r = run_program(lower('#include <stdio.h>\nint main(void) { int n = 3;\n'
                          '  printf("%f\\n", n); return 0; }\n', "pf.c"))
    assert r.status is RunStatus.UNDEFINED and r.message.startswith("pf.c:3:")
    assert "floating conversion given an integer" in r.message
