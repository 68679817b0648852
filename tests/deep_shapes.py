"""Deep C shapes for the front-end depth tests: each a program printing one value, with that
value computed here from C's rules (unsigned arithmetic wraps, comparisons give 0 or 1)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

M32 = 0xFFFFFFFF
# clang refuses parentheses, brackets and braces nested deeper than this (-fbracket-depth)
BRACKET_DEPTH = 256


@dataclass(frozen=True)
class Shape:
    """A program whose `f(x)` has one deep construct; `main` prints `f(x)` as unsigned."""

    name: str
    decls: str  # file-level declarations before f
    body: str  # f's body
    x: int
    expected: int

    def source(self) -> str:
        return (f'int printf(const char *, ...);\n{self.decls}\n'
                f'unsigned f(unsigned x) {{\n{self.body}\n}}\n'
                f'int main(void) {{ printf("%u\\n", f({self.x}u)); return 0; }}\n')


def left_sum(r: random.Random, n: int) -> Shape:
    """`x + 3 - 7 + ...`: a left spine n operators deep."""
    ops = [(r.choice("+-"), r.randrange(10)) for _ in range(n)]
    x = r.randrange(100)
    v = x
    for op, c in ops:
        v = (v + c if op == "+" else v - c) & M32
    text = "x" + "".join(f" {op} {c}" for op, c in ops)
    return Shape("left_sum", "", f"return {text};", x, v)


def xor_chain(r: random.Random, n: int) -> Shape:
    cs = [r.randrange(1 << 16) for _ in range(n)]
    v = 5
    for c in cs:
        v ^= c
    return Shape("xor_chain", "", "return x" + "".join(f" ^ {c}u" for c in cs) + ";", 5, v)


def compound_assign_chain(r: random.Random, n: int) -> Shape:
    """`v0 += v1 += ... += x`: a right spine of assignments."""
    decls = "".join(f"static unsigned v{i} = {i};\n" for i in range(n))
    x = r.randrange(50)
    acc = x
    for i in reversed(range(n)):
        acc = (i + acc) & M32
    text = " += ".join(f"v{i}" for i in range(n)) + " += x"
    return Shape("compound_assign_chain", decls, f"return {text};", x, acc)


def conditional_chain(r: random.Random, n: int) -> Shape:
    """`x == 0 ? c0 : x == 1 ? c1 : ... : d`: the else arms nest n deep."""
    cs = [r.randrange(1000) for _ in range(n)]
    x = r.randrange(n + 3)
    text = "".join(f"x == {i} ? {c}u : " for i, c in enumerate(cs)) + "7u"
    return Shape("conditional_chain", "", f"return {text};", x, cs[x] if x < n else 7)


def unary_chain(r: random.Random, n: int) -> Shape:
    """`- ~ ! - ... x`: n prefix operators."""
    ops = [r.choice("-~!") for _ in range(n)]
    x = r.randrange(1, 100)
    v, signed = x, False
    for op in reversed(ops):
        if op == "!":
            v, signed = int(v == 0), True
        elif op == "-":
            v = -v if signed else (-v) & M32
        else:
            v = ~v if signed else v ^ M32
    return Shape("unary_chain", "", f"return {' '.join(ops)} x;", x, v & M32)


def deref_chain(r: random.Random, n: int) -> Shape:
    return Shape("deref_chain", "", f"return {'*&' * n}x;", 9, 9)


def cast_chain(r: random.Random, n: int) -> Shape:
    """`(unsigned char)(int)(long)... x`: n conversions."""
    kinds = {"unsigned": (32, False), "int": (32, True), "unsigned char": (8, False),
             "unsigned short": (16, False), "long": (64, True), "signed char": (8, True)}
    casts = [r.choice(sorted(kinds)) for _ in range(n)]
    x = r.randrange(1 << 32)
    v = x
    for name in reversed(casts):
        bits, signed = kinds[name]
        v &= (1 << bits) - 1
        if signed and v >> (bits - 1):
            v -= 1 << bits
    text = "".join(f"({c})" for c in casts)
    return Shape("cast_chain", "", f"return {text}x;", x, v & M32)


def comma_chain(r: random.Random, n: int) -> Shape:
    steps = [(r.choice(["+=", "*=", "^="]), r.randrange(1, 9)) for _ in range(n)]
    v = x = r.randrange(100)
    for op, c in steps:
        v = (v + c if op == "+=" else v * c if op == "*=" else v ^ c) & M32
    text = ", ".join(f"x {op} {c}" for op, c in steps)
    return Shape("comma_chain", "", f"return ({text}, x);", x, v)


def logical_chain(r: random.Random, n: int) -> Shape:
    """`x > 3 && x < 9 || ...`: && and || chains, as a value and as a condition."""
    x = r.randrange(20)
    terms = [(r.choice(["&&", "||"]), r.choice(["<", ">", "!="]), r.randrange(20))
             for _ in range(n)]
    c_text, py_text = "x != 0", "x != 0"
    for op, cmp, c in terms:
        c_text += f" {op} x {cmp} {c}"
        py_text += f" {'and' if op == '&&' else 'or'} x {cmp} {c}"
    v = int(bool(eval(py_text, {"x": x})))  # Python's and/or bind as C's && and ||
    body = f"unsigned r = {c_text};\nif ({c_text}) r += 10;\nreturn r;"
    return Shape("logical_chain", "", body, x, v * 11)


def nested_parens(r: random.Random, n: int) -> Shape:
    n = min(n, BRACKET_DEPTH - 10)
    ops = [(r.choice("+-*"), r.randrange(1, 9)) for _ in range(n)]
    v = x = r.randrange(100)
    text = "x"
    for op, c in ops:
        text = f"({text} {op} {c})"
        v = (v + c if op == "+" else v - c if op == "-" else v * c) & M32
    return Shape("nested_parens", "", f"return {text};", x, v)


def else_if_chain(r: random.Random, n: int) -> Shape:
    cs = [r.randrange(1000) for _ in range(n)]
    x = r.randrange(n + 3)
    body = "".join(f"{'else ' if i else ''}if (x == {i}) return {c};\n"
                   for i, c in enumerate(cs))
    return Shape("else_if_chain", "", body + "return 7;", x, cs[x] if x < n else 7)


def nested_ifs(r: random.Random, n: int) -> Shape:
    """`if (x > 0) if (x > 1) ... r = 1;` without braces."""
    x = r.randrange(n + 3)
    body = "unsigned r = 2;\n" + "".join(f"if (x > {i}) " for i in range(n)) + "r = 1;\nreturn r;"
    return Shape("nested_ifs", "", body, x, 1 if x > n - 1 else 2)


def nested_loops(r: random.Random, n: int) -> Shape:
    """n `for` loops nested without braces, each running once."""
    body = ("unsigned r = x;\n" + "".join(f"for (int i{i} = 0; i{i} < 1; i{i}++) "
                                          for i in range(n)) + "r += 3;\nreturn r;")
    return Shape("nested_loops", "", body, 4, 7)


def case_chain(r: random.Random, n: int) -> Shape:
    """`case 0: case 1: ... r = 1;`: each label's statement is the next label."""
    x = r.randrange(n + 3)
    cases = "".join(f"case {i}: " for i in range(n))
    body = f"unsigned r = 0;\nswitch (x) {{ {cases}r = 1; break; default: r = 2; }}\nreturn r;"
    return Shape("case_chain", "", body, x, 1 if x < n else 2)


def label_chain(r: random.Random, n: int) -> Shape:
    labels = "".join(f"l{i}: " for i in range(n))
    body = f"{labels}x += 1;\nif (x < 5) goto l{n // 2};\nreturn x;"
    return Shape("label_chain", "", body, 0, 5)


def nested_blocks(r: random.Random, n: int) -> Shape:
    n = min(n, BRACKET_DEPTH - 10)
    body = "unsigned r = x;\n" + "{ r += 1; " * n + "}" * n + "\nreturn r;"
    return Shape("nested_blocks", "", body, 3, 3 + n)


def init_list(r: random.Random, n: int) -> Shape:
    cs = [r.randrange(1000) for _ in range(n)]
    body = (f"unsigned a[] = {{{', '.join(map(str, cs))}}};\nunsigned s = x;\n"
            f"for (unsigned i = 0; i < {n}; i++) s += a[i] * (i + 1);\nreturn s;")
    return Shape("init_list", "", body, 1, (1 + sum(c * (i + 1) for i, c in enumerate(cs))) & M32)


def nested_struct_init(r: random.Random, n: int) -> Shape:
    n = min(n, BRACKET_DEPTH // 2 - 10)
    decls = "struct s0 { unsigned v; };\n" + "".join(
        f"struct s{i} {{ struct s{i - 1} in; unsigned v; }};\n" for i in range(1, n))
    init = "x"
    for i in range(1, n):
        init = f"{{{init}}}, {i}" if i > 1 else f"{{{init}}}, 1"
    path = ".in" * (n - 1)
    body = (f"struct s{n - 1} o = {{{init}}};\n"
            f"return o{path}.v + o.v;")
    return Shape("nested_struct_init", decls, body, 40, 40 + (n - 1 if n > 1 else 40))


SHAPES: list[Callable[[random.Random, int], Shape]] = [
    left_sum, xor_chain, compound_assign_chain, conditional_chain, unary_chain, deref_chain,
    cast_chain, comma_chain, logical_chain, nested_parens, else_if_chain, nested_ifs,
    nested_loops, case_chain, label_chain, nested_blocks, init_list, nested_struct_init,
]
