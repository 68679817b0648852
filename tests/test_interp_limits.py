"""The interpreter's limits hold inside library calls; C memory is compact; output streams."""

from __future__ import annotations

import argparse
import tracemalloc
from pathlib import Path

import pytest

from ddpa.cli.interp_cmd import add_run_parser
from ddpa.interp import FaultKind, InterpConfig, RunStatus, run_program
from helpers import lower

MEMSET_LOOP = """#include <stdlib.h>
#include <string.h>
int main(void) {
    char *p = malloc(1 << 20);
    for (;;) memset(p, 1, 1 << 20);
}
"""

FILL = """#include <stdlib.h>
#include <string.h>
#include <stdio.h>
int main(void) {
    size_t n = (size_t)16 << 20;
    char *p = malloc(n);
    memset(p, 1, n);
    for (size_t i = 0; i < 4096; i++) p[i * 4096 + 7] = (char)i;
    long s = 0;
    for (size_t i = 0; i < n; i += 4096) s += p[i] + p[i + 7];
    printf("%ld\\n", s);
    return 0;
}
"""

GROW = """#include <stdlib.h>
#include <stdio.h>
int main(void) {
    for (int i = 0;; i++) {
        char *p = malloc(1 << 20);
        if (!p) return 3;
        p[0] = 1;
        printf("%d\\n", i);
    }
}
"""


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def ddpa_run(capsysbinary: pytest.CaptureFixture[bytes], tmp_path: Path, source: str,
             *argv: str) -> tuple[int, str, str]:
    path = tmp_path / "prog.c"
    path.write_text(source)
    parser = argparse.ArgumentParser(prog="ddpa")
    add_run_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["run", str(path), "--stdin", "/dev/null", *argv])
    code = args.run(args)
    out, err = capsysbinary.readouterr()
    return code, out.decode(), err.decode()


def test_memset_loop_stops_at_the_step_budget(capsysbinary: pytest.CaptureFixture[bytes],
                                              tmp_path: Path) -> None:
    code, _, err = ddpa_run(capsysbinary, tmp_path, MEMSET_LOOP, "--max-steps", "1000",
                            "--timeout", "3")
    assert code != 0
    assert "prog.c:5:14: runtime limit: step budget of 1000 instructions exhausted" in err
    assert "charged to library calls" in err and "--max-steps" in err


def test_memset_loop_stops_at_the_time_budget() -> None:
    cfg = InterpConfig(max_steps=None, max_seconds=0.5)
    r = run_program(lower(MEMSET_LOOP, "prog.c"), config=cfg)
    assert r.status is RunStatus.LIMIT and r.fault is not None
    assert r.fault.kind is FaultKind.TIME_LIMIT and "--timeout" in r.message


def test_library_bytes_are_charged_as_steps() -> None:
    r = run_program(lower(MEMSET_LOOP, "prog.c"), config=InterpConfig(max_steps=100_000))
    assert r.fault is not None and r.fault.kind is FaultKind.STEP_LIMIT
    assert r.steps < 100  # a few memsets of 16384 steps each used the budget up


def test_filling_16_mib_takes_a_few_host_bytes_per_byte() -> None:
    program = lower(FILL, "fill.c")
    tracemalloc.start()
    try:
        r = run_program(program)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert r.status is RunStatus.EXITED, r.message
    assert r.stdout == str(4096 * 1 + sum((i + 128) % 256 - 128 for i in range(4096))
                           ).encode() + b"\n"
    assert peak < 8 * (16 << 20), f"{peak / (16 << 20):.1f} host bytes per C byte"


def test_memory_budget_stops_the_run_with_its_name(capsysbinary: pytest.CaptureFixture[bytes],
                                                  tmp_path: Path) -> None:
    code, out, err = ddpa_run(capsysbinary, tmp_path, GROW, "--max-memory", "16")
    assert code != 0 and code != 3  # not a failed malloc: the budget stops the run
    assert out.splitlines()[-1] == "14"  # 15 blocks of 1 MiB fit beside the globals
    assert "prog.c:5:15: runtime limit: memory budget of 16 MiB exhausted" in err
    assert "(raise it with --max-memory)" in err


def test_memory_budget_in_the_library() -> None:
    r = run_program(lower(GROW, "prog.c"), config=InterpConfig(max_memory=4 << 20))
    assert r.status is RunStatus.LIMIT and r.fault is not None
    assert r.fault.kind is FaultKind.MEMORY_LIMIT and "4 MiB" in r.message


def test_absurd_allocation_fails_like_malloc() -> None:
    src = "#include <stdlib.h>\nint main(void) { return malloc((size_t)-1) == 0 ? 7 : 0; }\n"
    r = run_program(lower(src, "prog.c"))
    assert (r.status, r.exit_code) == (RunStatus.EXITED, 7)


def test_output_is_streamed_as_written() -> None:
    seen: list[tuple[int, bytes]] = []
    src = ('#include <stdio.h>\nint main(void) { printf("one\\n"); fprintf(stderr, "two\\n");'
           ' int *p = 0; return *p; }\n')
    r = run_program(lower(src, "prog.c"),
                    config=InterpConfig(output=lambda fd, b: seen.append((fd, b))))
    assert seen == [(1, b"one\n"), (2, b"two\n")]
    assert r.status is RunStatus.UNDEFINED and r.stdout == b"" and r.stderr == b""


def test_output_is_kept_without_a_sink() -> None:
    r = run_program(lower('#include <stdio.h>\nint main(void) { puts("x"); return 0; }\n',
                          "prog.c"))
    assert r.stdout == b"x\n"


@pytest.mark.parametrize(("body", "message"), [
    ("int a = -2147483647 - 1; return -a;", "-(-2147483648) is outside the range of i32"),
    ("int a = -2147483647; return a - 2;", "-2147483647 - 2 is outside the range of i32"),
    ("int a = 65536; return a * a;", "65536 * 65536 is outside the range of i32"),
])
def test_signed_overflow_is_undefined(body: str, message: str) -> None:
    r = run_program(lower("int main(void) {\n" + body + "\n}\n", "ov.c"))
    assert r.status is RunStatus.UNDEFINED, r.message
    assert r.message.startswith("ov.c:2:") and f"signed integer overflow: {message}" in \
        r.message


def test_narrow_and_unsigned_arithmetic_still_wraps() -> None:
    src = ("#include <stdio.h>\nint main(void) { signed char c = 127; c++; unsigned u = 0; "
           "u--; short s = -32768; s = (short)(s - 1); printf(\"%d %u %d\\n\", c, u, s); "
           "return 0; }\n")
    r = run_program(lower(src, "w.c"))
    assert r.stdout == b"-128 4294967295 32767\n", r.message
