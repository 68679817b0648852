"""C semantics of the interpreter: feature programs against gcc, and focused cases."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ddpa.frontend.clang import lower_files
from ddpa.interp import Engine, InterpConfig, RunStatus, run_function, run_program
from helpers import lower, needs_gcc
from interp_programs.support import HERE, gcc_build, native_run, same_as_native

EXPECTED: dict[str, Any] = json.loads((HERE / "expected.json").read_text())


def _inputs(name: str) -> tuple[list[str], bytes]:
    meta = EXPECTED[name]
    stdin = (HERE / meta["stdin"]).read_bytes() if meta["stdin"] else b""
    return list(meta["args"]), stdin


@pytest.mark.parametrize("engine", list(Engine))
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_feature_program_output(name: str, engine: Engine) -> None:
    args, stdin = _inputs(name)
    r = run_program(lower_files([str(HERE / name)]), args, stdin, InterpConfig(engine=engine))
    assert r.stdout.decode() == EXPECTED[name]["stdout"], r.message
    assert r.exit_code == EXPECTED[name]["exit_code"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_feature_program_matches_gcc(name: str, tmp_path: Path) -> None:
    gcc = needs_gcc()
    args, stdin = _inputs(name)
    exe = gcc_build(gcc, [HERE / name], tmp_path / "p")
    r = run_program(lower_files([str(HERE / name)]), args, stdin)
    assert same_as_native(r, native_run(exe, args, stdin)), r.stdout


def out(src: str, *args: str, stdin: bytes = b"") -> str:
    r = run_program(lower("#include <stdio.h>\n" + src, "s.c"), list(args), stdin)
    assert r.fault is None, r.message
    return r.stdout.decode()


@pytest.mark.parametrize(("call", "expected"), [
    ('printf("%5d|%-5d|%05d|%+d|% d", 42, 42, 42, 42, 42)', "   42|42   |00042|+42| 42"),
    ('printf("%x %X %#x %#o %o %#x", 255, 255, 255, 8, 8, 0)', "ff FF 0xff 010 10 0"),
    ('printf("%hhd %hd %ld %lu", 300, 70000, -1L, -1L)', "44 4464 -1 18446744073709551615"),
    ('printf("%c%c%%", 65, 0x142)', "AB%"),
    ('printf("[%8.3s][%-6s][%.0s]", "abcdef", "ab", "zz")', "[     abc][ab    ][]"),
    ('printf("%.3d %.0d %5.2d", 7, 0, 3)', "007     03"),
    ('printf("%*d|%-*d|%.*f", 4, 1, 3, 2, 2, 3.14159)', "   1|2  |3.14"),
    ('printf("%s", (char *)0)', "(null)"),
    ('printf("%e %E %g %G %a", 1.5, 1.5, 1e-5, 2e17, 1.0)',
     "1.500000e+00 1.500000E+00 1e-05 2E+17 0x1p+0"),
    ('printf("%f %f", 1.0 / 0.0, -1.0 / 0.0)', "inf -inf"),
    ('printf("%zu %i %u", sizeof(int), -3, 3000000000u)', "4 -3 3000000000"),
])
def test_printf_conversions(call: str, expected: str) -> None:
    assert out(f"int main(void) {{ {call}; return 0; }}\n") == expected


def test_puts_putchar_and_return_values() -> None:
    src = 'int main(void) { int n = printf("abc\\n"); puts("x"); putchar(\'y\'); ' \
          'printf("%d\\n", n); return 0; }\n'
    assert out(src) == "abc\nx\ny4\n"


def test_unsigned_char_arithmetic_through_pointers() -> None:
    src = ("int main(void) { unsigned v = 0x11223344u; unsigned char *b = "
           "(unsigned char *)&v; b[1] = 0xAA; printf(\"%x %u\", v, b[3]); return 0; }\n")
    assert out(src) == "1122aa44 17"


def test_struct_assignment_parameters_and_returns_copy() -> None:
    src = """struct s { int a[3]; char c; };
static struct s bump(struct s v) { v.a[0]++; v.c = 'q'; return v; }
int main(void) { struct s x = {{1, 2, 3}, 'x'}; struct s y = bump(x);
  struct s *p = &y; struct s z = *p; z.a[2] = 9;
  printf("%d %c %d %c %d %d", x.a[0], x.c, y.a[0], y.c, y.a[2], z.a[2]); return 0; }
"""
    assert out(src) == "1 x 2 q 3 9"


def test_pointer_comparison_and_difference() -> None:
    src = """int main(void) { int a[8]; int *p = &a[1], *q = &a[6];
  printf("%d %d %d %ld", p < q, q <= p, p != q, (long)(q - p)); return 0; }
"""
    assert out(src) == "1 0 1 5"


def test_pointer_to_integer_round_trip_keeps_the_object() -> None:
    src = """#include <stdint.h>
int main(void) { int x = 5; uintptr_t u = (uintptr_t)&x; int *p = (int *)(u + 0);
  *p = 7; printf("%d %d", x, (int)(u % 4)); return 0; }
"""
    assert out(src) == "7 0"


def test_memset_then_typed_reads_and_writes() -> None:
    src = """#include <string.h>
struct r { int a; double d; char s[4]; };
int main(void) { struct r v; memset(&v, 0, sizeof v); v.s[1] = 'k';
  int arr[4]; memset(arr, 0xFF, sizeof arr);
  printf("%d %.1f %d %d %d", v.a, v.d, v.s[0], v.s[1], arr[2]); return 0; }
"""
    assert out(src) == "0 0.0 0 107 -1"


def test_static_storage_is_zero_initialised() -> None:
    src = """int g[3]; struct { int a; char *p; } gs; static double gd;
int main(void) { static int local; printf("%d %d %d %.1f", g[2], gs.a, gs.p == 0, gd + local);
  return 0; }
"""
    assert out(src) == "0 0 1 0.0"


def test_function_pointers_in_structs_and_arrays() -> None:
    src = """typedef int (*f_t)(int);
static int inc(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
struct ops { f_t f; const char *n; } table[2] = {{inc, "inc"}, {dbl, "dbl"}};
int main(void) { int v = 3; for (int i = 0; i < 2; i++) { v = table[i].f(v);
  printf("%s=%d ", table[i].n, v); } f_t g = &dbl; printf("%d", (*g)(v)); return 0; }
"""
    assert out(src) == "inc=4 dbl=8 16"


def test_deep_recursion_does_not_use_the_python_stack() -> None:
    src = """static long depth(long n) { return n == 0 ? 0 : 1 + depth(n - 1); }
int main(void) { printf("%ld", depth(20000)); return 0; }
"""
    assert out(src) == "20000"


def test_argv_strings_are_writable_and_null_terminated() -> None:
    src = """int main(int argc, char **argv) { argv[1][0] = 'X';
  printf("%d %s %s %d", argc, argv[1], argv[2], argv[3] == 0); return 0; }
"""
    assert out(src, "abc", "de") == "3 Xbc de 1"


def test_exit_code_and_exit_function() -> None:
    r = run_program(lower("#include <stdlib.h>\nint main(void) { exit(300); }\n"))
    assert r.status is RunStatus.EXITED and r.exit_code == 300 & 0xFF
    r = run_program(lower("int main(void) { return -1; }\n"))
    assert r.exit_code == 255


def test_assert_failure_aborts_with_glibc_message() -> None:
    r = run_program(lower("#include <assert.h>\nint main(void) { int k = 1; assert(k == 2); "
                          "return 0; }\n", "a.c"), config=InterpConfig(program_name="a"))
    assert r.status is RunStatus.ABORTED and r.exit_code == 134
    assert r.stderr.startswith(b"a: ") and b"Assertion `k == 2' failed." in r.stderr


def test_run_function_with_arguments() -> None:
    src = "int add3(int a, int b, int c) { return a + b * c; }\n" \
          "int len(const char *s) { int n = 0; while (s[n]) n++; return n; }\n"
    p = lower(src)
    assert run_function(p, "add3", [1, 2, 3]).value == 7
    assert run_function(p, "len", ["hello"]).value == 5


def test_scanf_returns_eof_on_empty_input() -> None:
    src = 'int main(void) { int a = 0; int n = scanf("%d", &a); printf("%d %d", n, a); ' \
          'return 0; }\n'
    assert out(src) == "-1 0"
    assert out(src, stdin=b"  17 ") == "1 17"


def test_rand_follows_glibc() -> None:
    src = "#include <stdlib.h>\nint main(void) { srand(1); int a = rand(); srand(42); " \
          'printf("%d %d", a, rand()); return 0; }\n'
    assert out(src) == "1804289383 71876166"


def test_engines_agree_on_steps_and_output() -> None:
    p = lower_files([str(HERE / "features_mem.c")])
    a = run_program(p, config=InterpConfig(engine=Engine.COMPILED))
    b = run_program(p, config=InterpConfig(engine=Engine.CHECKED))
    assert (a.stdout, a.exit_code, a.steps) == (b.stdout, b.exit_code, b.steps)


def test_constant_float_to_bool_cast() -> None:
    assert out('int main(void) { printf("%d", (_Bool)0.5); return 0; }\n') == "1"


def test_ctype_macros() -> None:
    src = '#include <ctype.h>\nint main(void) { printf("%d", isalpha(\'a\') != 0); return 0; }\n'
    assert out(src) == "1"


def test_ctype_functions() -> None:
    src = ("#include <ctype.h>\n#undef isalpha\n#undef isdigit\n#undef toupper\n"
           'int main(void) { printf("%d%d%d%c", isalpha(\'a\') != 0, isdigit(\'a\') != 0, '
           "isdigit('7') != 0, toupper('q')); return 0; }\n")
    assert out(src) == "101Q"


VIRTUAL_IR = """; ddpa IR
record class.A size 8 align 8 {
  field tag: i32 @0
  vmethod who = @A_who
}
record class.B size 8 align 8 {
  base A
  field tag: i32 @0
  vmethod who = @B_who
}
alloc #0 @malloc in @main : class.B
func @A_who(%this: class.A*) -> i32 {
  n0: entry -> n2
  n1: exit
  n2: ret 1 -> n1
}
func @B_who(%this: class.A*) -> i32 {
  n0: entry -> n2
  n1: exit
  n2: ret 2 -> n1
}
func @main() -> i32 {
  temp %$1: void*
  temp %$2: class.A*
  temp %$3: i32
  n0: entry -> n2
  n1: exit
  n2: %$1 = alloc #0 @malloc(8:u64) -> n3
  n3: %$2 = %$1 -> n4
  n4: %$3 = call virtual %$2->A::who() -> n5
  n5: ret %$3 -> n1
}
"""


@pytest.mark.parametrize("engine", list(Engine))
def test_virtual_call_dispatches_on_the_allocated_class(engine: Engine) -> None:
    from ddpa.ir.reader import read_program

    r = run_program(read_program(VIRTUAL_IR, "virt.ir"), config=InterpConfig(engine=engine))
    assert r.exit_code == 2 and r.fault is None


def test_array_parameters_decay_to_pointers() -> None:
    src = """static int total(int m[2][3], int n) { int s = 0;
  for (int i = 0; i < n; i++) for (int j = 0; j < 3; j++) s += m[i][j]; return s; }
int main(void) { int a[2][3] = {{1, 2, 3}, {4, 5, 6}}; printf("%d", total(a, 2)); return 0; }
"""
    assert out(src) == "21"


def test_string_to_number_conversions() -> None:
    src = """#include <stdlib.h>
int main(void) { char *end; long v = strtol("  -0x1fz", &end, 0);
  printf("%d %d %ld %c %lu %ld %d", atoi("42abc"), atoi("\\xc8"), v, *end,
         strtoul("-1", 0, 10), atol("99999999999999999999"), atoi("2147483648"));
  return 0; }
"""
    assert out(src) == "42 0 -31 z 18446744073709551615 9223372036854775807 -2147483648"


def test_static_pointer_to_a_nested_array_element() -> None:
    src = ("#include <stdio.h>\nstatic unsigned char a[3][2][5] = {{{1}}};\n"
           "static unsigned char *p = &a[2][1][4];\nstruct S { int m[2][3]; } s;\n"
           "int *q = &s.m[1][2];\n"
           "int main(void) { *p = 7; *q = 9; printf(\"%d %d\\n\", a[2][1][4], s.m[1][2]); "
           "return 0; }\n")
    r = run_program(lower(src, "nested.c"))
    assert r.stdout == b"7 9\n", r.message
