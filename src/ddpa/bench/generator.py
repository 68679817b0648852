"""Deterministic generator of synthetic, well-defined C programs for benchmarks and tests."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType

__all__ = [
    "GCC_FLAGS",
    "GenConfig",
    "GeneratedMultiProgram",
    "GeneratedProgram",
    "generate",
    "generate_multi",
    "write_multi",
    "write_program",
]

#: Flags every generated program compiles cleanly with (also recorded in compile_commands.json).
GCC_FLAGS: tuple[str, ...] = (
    "-std=gnu99",
    "-Wall",
    "-Wextra",
    "-Werror",
    "-Wno-unused-function",
    "-Wno-unused-variable",
    "-Wno-unused-but-set-variable",
    "-Wno-unused-parameter",
)

# Value discipline that keeps signed arithmetic far away from overflow: a signed object always
# holds a value of magnitude below 2**22 (plain stores are masked to 16 bits, `+=`/`-=` add at
# most 63 and only outside doubly nested loops, memory only sees masked stores and `^=`/`|=`/
# `&=`).  Expressions assume operands below _LEAF and mask a sub-expression to 16 bits before
# an operator could push it above _WRAP, so no intermediate value comes near 2**31.
_LEAF = 1 << 23
_WRAP = 1 << 26
_M16 = 0xFFFF
_TAB = "    "
_VERBS = ("update", "scan", "merge", "check", "mix", "walk", "fold", "probe", "shift", "apply")
_WORDS = ("alpha", "beta", "gamma", "delta", "kappa", "omega", "sigma", "theta", "zeta", "iota")
_OP_BODIES = (
    "(unsigned)a + (unsigned)b",
    "(unsigned)a - (unsigned)b",
    "(unsigned)a ^ ((unsigned)b << 1)",
    "(unsigned)a * 3u + (unsigned)b",
    "((unsigned)a >> 2) | (unsigned)b",
    "(unsigned)a * (unsigned)b + 7u",
)
_CTYPES = MappingProxyType(
    {
        "i": "int",
        "d": "int",
        "l": "long",
        "c": "char",
        "u": "unsigned",
        "p": "int *",
        "np": "int *",
        "pp": "int **",
        "sp": "struct outer *",
        "fp": "binop_fn",
        "str": "const char *",
    }
)
_PARAM_PREFIX = MappingProxyType(
    {"i": "a", "u": "ua", "l": "la", "c": "ca", "p": "pa", "sp": "sa", "fp": "fa"}
)
_NODE_ALLOC = "(struct node *)malloc(sizeof(struct node))"
_LEAF_KINDS = ("var", "deref", "arr", "field", "np", "buf", "fcall", "misc")
_STMT_WEIGHTS = MappingProxyType(
    {
        "assign": 5.0,
        "compound": 3.0,
        "incdec": 1.2,
        "unsigned": 3.0,
        "mem": 3.0,
        "cmem": 0.6,
        "ternary": 1.0,
        "if": 3.0,
        "ifelse": 2.0,
        "for": 2.0,
        "while": 0.8,
        "dowhile": 0.8,
        "switch": 0.8,
        "icall": 1.2,
        "fpset": 0.6,
        "ptr": 1.5,
        "null": 1.0,
        "struct": 1.0,
        "heaplist": 0.5,
        "heaparr": 0.5,
        "heapobj": 0.4,
        "string": 0.7,
        "memops": 0.4,
        "jump": 0.6,
        "libsort": 3.0,  # only with use_library (absent kinds leave the other draws alone)
        "libexit": 1.0,
    }
)
_INCLUDES = ("#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>")


@dataclass(frozen=True)
class GenConfig:
    """Knobs of the generator; equal configurations always give byte-identical programs.

    `functions_per_kloc` sets how many ordinary functions are generated per 1000 target lines
    (their sizes then fill the line budget).  With `address_before_copy`, every pointer
    variable receives an address (of a variable, heap object, string literal or function)
    before its value is copied or dereferenced: NULL is never assigned (results of malloc are
    only compared with it) and linked lists end in a global sentinel node; `main`'s `argv` is
    the one pointer whose value comes from outside.  `fuel_per_entry` bounds the calls made
    below each call from a driver, and `max_loop_bound` the trip count of every loop.
    `use_library` adds library calls with callbacks (`qsort` and `bsearch` with a comparator
    that counts its calls in a global) and `exit` on some paths; without it the programs
    are those of earlier versions.
    """

    seed: int = 0
    target_lines: int = 1000
    functions_per_kloc: float = 28.0
    globals_count: int = 12
    use_pointers: bool = True
    use_structs: bool = True
    use_heap: bool = True
    use_function_pointers: bool = True
    use_recursion: bool = True
    use_loops: bool = True
    use_strings: bool = True
    use_goto: bool = True
    address_before_copy: bool = False
    use_library: bool = False
    fuel_per_entry: int = 12
    max_loop_bound: int = 6

    def __post_init__(self) -> None:
        if self.target_lines < 1:
            raise ValueError("target_lines must be positive")
        if not 1 <= self.functions_per_kloc <= 500:
            raise ValueError("functions_per_kloc must be within 1..500")
        if self.globals_count < 2:
            raise ValueError("globals_count must be at least 2")
        if self.fuel_per_entry < 1:
            raise ValueError("fuel_per_entry must be positive")
        if not 2 <= self.max_loop_bound <= 8:
            raise ValueError("max_loop_bound must be within 2..8")


@dataclass(frozen=True)
class GeneratedProgram:
    """One translation unit; `call_edges` are the direct (caller, callee) calls it contains."""

    source: str
    lines: int
    functions: tuple[str, ...]
    globals: tuple[str, ...]
    call_edges: tuple[tuple[str, str], ...]
    address_taken_functions: tuple[str, ...]
    recursive_functions: tuple[str, ...]
    config: GenConfig
    filename: str = "prog.c"


@dataclass(frozen=True)
class GeneratedMultiProgram:
    """Several translation units sharing `header`; unit-local (static) names are "file:name"."""

    sources: Mapping[str, str]
    header_name: str
    header: str
    lines: int
    functions: tuple[str, ...]
    static_functions: tuple[str, ...]
    globals: tuple[str, ...]
    call_edges: tuple[tuple[str, str], ...]
    config: GenConfig

    def files(self) -> dict[str, str]:
        """Every file of the program (header first), by file name."""
        return {self.header_name: self.header, **self.sources}


@dataclass(frozen=True)
class _Var:
    name: str
    cls: str
    where: str = "local"
    size: int = 0
    ro: bool = False


@dataclass(frozen=True)
class _Expr:
    text: str  # an atom or fully parenthesised, so it can be any operator's operand
    bound: int  # upper bound on the magnitude of its value (signed expressions only)
    kind: str = "atom"  # atom | char | arith | bits | bool
    const: bool = False  # foldable to a constant by the compiler


@dataclass(frozen=True)
class _Ctx:
    loops: int = 0
    nest: int = 0
    loop_kind: str = ""
    in_switch: bool = False
    in_heap: bool = False


@dataclass(eq=False)
class _Func:
    name: str
    kind: str  # work | rec | driver | helper
    ret: str
    params: tuple[_Var, ...] = ()
    unit: int = 0
    static: bool = True
    qual: str = ""
    callees: list[_Func] = field(default_factory=list)
    partner: _Func | None = None
    called: bool = False

    @property
    def label(self) -> str:
        return self.qual or self.name


def _strip(text: str) -> str:
    """Drop one pair of outer parentheses when they enclose the whole text."""
    if not (text.startswith("(") and text.endswith(")")):
        return text
    depth = 0
    for pos, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0 and pos != len(text) - 1:
                return text
    return text[1:-1]


def _lit(value: int) -> _Expr:
    return _Expr(str(value), max(value, 1), "atom", True)


def _mask(e: _Expr) -> _Expr:
    return _Expr(f"({e.text} & 0xFFFF)", _M16, "bits", e.const)


def _fit(e: _Expr) -> _Expr:
    return _mask(e) if e.bound > _M16 else e


def _arith_bound(op: str, a: int, b: int) -> int:
    if op in "+-":
        return a + b
    if op == "*":
        return a * b
    return 2 * max(a, b)


def _decl(v: _Var) -> str:
    if v.cls == "arr":
        return f"int {v.name}[{v.size}]"
    if v.cls == "buf":
        return f"char {v.name}[{v.size}]"
    if v.cls == "so":
        return f"struct outer {v.name}"
    ctype = _CTYPES[v.cls]
    return f"{ctype}{'' if ctype.endswith('*') else ' '}{v.name}"


def _signature(f: _Func) -> str:
    params = ", ".join(_decl(p) for p in f.params) or "void"
    return f"{'static ' if f.static else ''}{f.ret} {f.name}({params})"


def _zero(ret: str) -> str:
    return {"int": "0", "unsigned": "0u", "long": "0L"}.get(ret, "")


class _FuncGen:
    """Generates one function: declarations, statements and a final checksum of its state.

    One class, long as it is: each of its small generators (one per statement and expression
    kind) draws from the same random stream and reads and grows the same pools of variables
    in scope, so splitting it would only thread that state through every call. The order of
    the draws is part of the output: the same seed must give the same program.
    """

    def __init__(self, b: _Builder, fn: _Func, rng: random.Random) -> None:
        self.b = b
        self.cfg = b.cfg
        self.fn = fn
        self.rng = rng
        self.pools: dict[str, list[_Var]] = {k: list(v) for k, v in b.pools.items()}
        self.cache: dict[tuple[str, ...], list[_Var]] = {}
        self.own: list[_Var] = []
        self.decls: list[str] = []
        self.late: list[str] = []
        self.fold_extra: list[str] = []
        self.active: list[str] = []
        self.pending: list[_Func] = []
        self.call_rate = 0.0
        self.uid = 0
        self.sig_locals: list[_Var] = []
        self.counters: list[str] = []
        self.uns_locals: list[_Var] = []
        self.menu: tuple[list[str], list[float]] | None = None
        self.avail: dict[str, bool] = {}
        self.leaf_makers: dict[str, Callable[[], _Expr]] = {
            kind: getattr(self, f"_l_{kind}") for kind in _LEAF_KINDS
        }
        self.stmt_makers: dict[str, Callable[[int, int, _Ctx], list[str]]] = {
            kind: getattr(self, f"_s_{kind}") for kind in _STMT_WEIGHTS
        }
        for p in fn.params:
            self._add(p)

    # ----------------------------------------------------------------- scope helpers

    def _add(self, v: _Var, visible: bool = True) -> None:
        self.own.append(v)
        if not visible:
            return
        pooled = replace(v, cls="i", ro=True) if v.cls == "d" else v
        self.pools.setdefault(pooled.cls, []).append(pooled)
        self.cache.clear()
        self.menu = None

    def _pool(self, *classes: str) -> list[_Var]:
        got = self.cache.get(classes)
        if got is None:
            got = [v for c in classes for v in self.pools.get(c, ())]
            self.cache[classes] = got
        return got

    def _has(self, *classes: str) -> bool:
        return bool(self._pool(*classes))

    def _leaf_menu(self) -> tuple[list[str], list[float]]:
        cand = (
            ("var", 6.0, self._has("i", "l", "c")),
            ("deref", 2.0, self._has("p", "pp", "parr")),
            ("arr", 2.0, self._has("arr")),
            ("field", 2.0, self._has("so", "sp", "soarr")),
            ("np", 0.6, self._has("np")),
            ("buf", 0.5, self._has("buf")),
            ("fcall", 0.6, self._has("fp", "fparr")),
            ("misc", 0.4, True),
        )
        return [k for k, _, ok in cand if ok], [w for _, w, ok in cand if ok]

    def _uid(self) -> int:
        self.uid += 1
        return self.uid

    def _pick_sig(self) -> _Var:
        """An assignable int or long local (there is always one)."""
        return self.rng.choice([v for v in self.sig_locals if v.cls != "c"])

    # ----------------------------------------------------------------- expressions

    def idx(self, n: int) -> str:
        """An index expression whose value lies in 0..n-1 (n is a power of two)."""
        rng = self.rng
        if self.active and rng.random() < 0.55:
            c = rng.choice(self.active)
            return f"{c} % {n}" if rng.random() < 0.7 else f"({c} + {rng.randint(1, 5)}) % {n}"
        if rng.random() < 0.25:
            return str(rng.randrange(n))
        return f"{self.simple_i().text} & {n - 1}"

    def simple_i(self) -> _Expr:
        rng = self.rng
        r = rng.random()
        if r < 0.2:
            return _lit(rng.randint(1, 64))
        if r < 0.4 and self.active:
            return _Expr(rng.choice(self.active), 16)
        scalars = self._pool("i", "l", "c")
        if not scalars:
            return _lit(rng.randint(1, 64))
        v = rng.choice(scalars)
        return _Expr(v.name, 127, "char") if v.cls == "c" else _Expr(v.name, _LEAF)

    def leaf_i(self) -> _Expr:
        rng = self.rng
        r = rng.random()
        if r < 0.1:
            return _lit(rng.randint(1, 64))
        if r < 0.22 and self.active:
            return _Expr(rng.choice(self.active), 16)
        if self.menu is None:
            self.menu = self._leaf_menu()
        kinds, weights = self.menu
        return self.leaf_makers[rng.choices(kinds, weights)[0]]()

    def _l_var(self) -> _Expr:
        v = self.rng.choice(self._pool("i", "l", "c"))
        return _Expr(v.name, 127, "char") if v.cls == "c" else _Expr(v.name, _LEAF)

    def _l_deref(self) -> _Expr:
        v = self.rng.choice(self._pool("p", "pp", "parr"))
        if v.cls == "p":
            return _Expr(f"*{v.name}", _LEAF)
        if v.cls == "pp":
            return _Expr(f"**{v.name}", _LEAF)
        return _Expr(f"*{v.name}[{self.idx(v.size)}]", _LEAF)

    def _l_arr(self) -> _Expr:
        v = self.rng.choice(self._pool("arr"))
        return _Expr(f"{v.name}[{self.idx(v.size)}]", _LEAF)

    def _base(self, global_only: bool = False) -> str:
        """A struct outer designator ending in `.` or `->` (an object or pointer)."""
        opts = self._pool("so", "sp", "soarr")
        if global_only:
            opts = [v for v in opts if v.where == "global" and v.cls != "sp"]
        v = self.rng.choice(opts)
        if v.cls == "sp":
            return f"{v.name}->"
        if v.cls == "soarr":
            return f"{v.name}[{self.idx(v.size)}]."
        return f"{v.name}."

    def _l_field(self) -> _Expr:
        base = self._base()
        r = self.rng.random()
        if r < 0.25:
            return _Expr(f"{base}id", _LEAF)
        if r < 0.5:
            return _Expr(f"{base}in.a", _LEAF)
        if r < 0.7:
            return _Expr(f"{base}vals[{self.idx(4)}]", _LEAF)
        if r < 0.88 and self.b.has_pin:
            return _Expr(f"{base}pin->a", _LEAF)
        return _Expr(f"{base}tag[{self.idx(8)}]", 127, "char")

    def _l_np(self) -> _Expr:
        q = self.rng.choice(self._pool("np")).name
        return _Expr(f"({q} != NULL ? *{q} : 0)", _LEAF)

    def _l_buf(self) -> _Expr:
        v = self.rng.choice(self._pool("buf"))
        return _Expr(f"{v.name}[{self.idx(16)}]", 127, "char")

    def _fp_text(self) -> str:
        rng = self.rng
        opts = self._pool("fp", "fparr")
        if self.b.has_op and self._has("so", "sp", "soarr") and rng.random() < 0.3:
            return f"{self._base()}op"
        v = rng.choice(opts)
        return f"{v.name}[{self.idx(v.size)}]" if v.cls == "fparr" else v.name

    def _l_fcall(self) -> _Expr:
        fn = self._fp_text()
        return _Expr(f"{fn}({self.simple_i().text}, {self.simple_i().text})", _M16)

    def _l_misc(self) -> _Expr:
        rng = self.rng
        r = rng.random()
        ints = self._pool("i")
        if r < 0.3 and ints:
            return _Expr(f"abs({rng.choice(ints).name})", _LEAF)
        if r < 0.5:
            return _Expr(f'atoi("{rng.randint(0, 99)}")', 99)
        strs = self._pool("buf", "str")
        if r < 0.75 and strs:
            return _Expr(f"(int)strlen({rng.choice(strs).name})", 31)
        # only sizes that do not depend on struct layout reach the program's output
        arrays = self._pool("arr", "buf")
        what = rng.choice(arrays).name if arrays and rng.random() < 0.5 else "int"
        return _Expr(f"(int)sizeof({what})", 64, "atom", True)

    def expr_i(self, depth: int) -> _Expr:
        rng = self.rng
        r = rng.random()
        if depth <= 0 or r < 0.3:
            return self.leaf_i()
        if r < 0.75:
            return self._arith(depth)
        if r < 0.83:
            return _Expr(self.cond(depth - 1), 1, "bool")
        if r < 0.9:
            a, b = self.expr_i(depth - 1), self.expr_i(depth - 1)
            if a.text == b.text:
                b = _lit(self.rng.randint(1, 64))
            text = f"({self.cond(0)} ? {a.text} : {b.text})"
            return _Expr(text, max(a.bound, b.bound), "atom", a.const and b.const)
        if r < 0.95:
            u = self.expr_u(depth - 1)
            return _Expr(f"(int)({u.text} & 0xFFFFu)", _M16, "atom", u.const)
        a = self.expr_i(depth - 1)
        if a.kind == "bool":
            return a
        return _Expr(f"({rng.choice('-~')}{a.text})", a.bound + 1, "arith", a.const)

    def _arith(self, depth: int) -> _Expr:
        rng = self.rng
        op = rng.choices("+-^|&*/%>", (5, 4, 2, 1.5, 1.5, 2, 0.7, 0.7, 0.7))[0]
        a = self.expr_i(depth - 1)
        if op == "*":
            return self._bin(a, "*", _lit(rng.randint(2, 9)))
        if op == ">":
            text = f"(({a.text} & 0xFFFF) >> {rng.randint(1, 4)})"
            return _Expr(text, _M16, "arith", a.const)
        b = self.expr_i(depth - 1)
        both = a.const and b.const
        if op == "/":
            return _Expr(f"({a.text} / ({b.text} | 1))", a.bound, "arith", both)
        if op == "%":
            return _Expr(f"({a.text} % (({b.text} & 7) + 1))", 8, "arith", both)
        return self._bin(a, op, b)

    def _bin(self, a: _Expr, op: str, b: _Expr) -> _Expr:
        if _arith_bound(op, a.bound, b.bound) > _WRAP:
            a = _fit(a)
            b = b if op == "*" else _fit(b)
        kind = "bits" if op in "&|" else "arith"
        bound = _arith_bound(op, a.bound, b.bound)
        masks = [int(e.text) for e in (a, b) if e.const and e.text.isdigit()]
        if op == "&" and masks:
            bound = min(masks)  # x & c lies in 0..c for a literal c >= 0
        return _Expr(f"({a.text} {op} {b.text})", bound, kind, a.const and b.const)

    def leaf_u(self) -> _Expr:
        rng = self.rng
        r = rng.random()
        uns = self._pool("u")
        if r < 0.45 and uns:
            return _Expr(rng.choice(uns).name, 0)
        if r < 0.6 and self._has("so", "sp", "soarr"):
            return _Expr(f"{self._base()}in.b", 0)
        if r < 0.8:
            e = self.leaf_i()
            return _Expr(f"(unsigned){e.text}", 0, "atom", e.const)
        return _Expr(f"{rng.randint(1, 999)}u", 0, "atom", True)

    def expr_u(self, depth: int) -> _Expr:
        rng = self.rng
        r = rng.random()
        if depth <= 0 or r < 0.35:
            return self.leaf_u()
        if r < 0.88:
            op = rng.choice(("+", "-", "*", "^", "|", "&", "<<", ">>", "/", "%"))
            a = self.expr_u(depth - 1)
            if op in ("<<", ">>"):
                return _Expr(f"({a.text} {op} {rng.randint(1, 7)})", 0, "arith", a.const)
            b = self.expr_u(depth - 1)
            both = a.const and b.const
            if op in "/%":
                return _Expr(f"({a.text} {op} ({b.text} | 1u))", 0, "arith", both)
            return _Expr(f"({a.text} {op} {b.text})", 0, "bits" if op in "&|" else "arith", both)
        if r < 0.95:
            e = self.expr_i(depth - 1)
            return _Expr(f"(unsigned){e.text}", 0, "atom", e.const)
        a = self.expr_u(depth - 1)
        return _Expr(f"(~{a.text})", 0, "arith", a.const)

    def _operand(self) -> _Expr:
        e = self.expr_i(1)
        return self.leaf_i() if e.kind == "bool" else e

    def cond(self, depth: int) -> str:
        rng = self.rng
        r = rng.random()
        if depth > 0 and r < 0.2:
            op = rng.choice(("&&", "||"))
            return f"({self.cond(depth - 1)} {op} {self.cond(depth - 1)})"
        if depth > 0 and r < 0.25:
            return f"(!{self.cond(depth - 1)})"
        if r < 0.4:
            return self.cond_input()
        if r < 0.5 and self._has("u"):
            return self._cmp_u()
        if r < 0.55 and self._has("buf", "str"):
            return self._cmp_str()
        if r < 0.6 and self._has("np"):
            q = rng.choice(self._pool("np")).name
            return f"({q} {rng.choice(('==', '!='))} NULL)"
        if r < 0.63 and len(self._pool("p")) >= 2:
            left, right = rng.sample(self._pool("p"), 2)
            return f"({left.name} {rng.choice(('==', '!='))} {right.name})"
        return self._cmp_i()

    def cond_input(self) -> str:
        rng = self.rng
        v = rng.choice(("g_seed", "g_input"))
        k = rng.randint(0, 64)
        pats = (
            f"({v} > {k})",
            f"(({v} & 7) == {k & 7})",
            f"(({v} % 3) != {k % 3})",
            f"({v} < {k + 8})",
        )
        return rng.choice(pats)

    def _cmp_i(self) -> str:
        rng = self.rng
        # the right side is a leaf, never an expression gcc could prove equal to the left one
        a = self._operand()
        b = self.leaf_i() if rng.random() < 0.4 else _lit(rng.randint(0, 64))
        if a.const and not b.const:
            a, b = b, a
        if b.const or a.text == b.text or "char" in (a.kind, b.kind):
            # a narrow operand compared with a folded constant out of its range trips
            # -Wtype-limits, so constants in comparisons are always small literals
            b = _lit(rng.randint(0, 64))
        op = rng.choice(("<", "<=", ">", ">=", "==", "!="))
        if op in ("==", "!=") and "bits" in (a.kind, b.kind):
            op = rng.choice(("<", ">"))
        return f"({a.text} {op} {b.text})"

    def _cmp_u(self) -> str:
        rng = self.rng
        a = self.rng.choice(self._pool("u")).name
        leaf = self.leaf_u()
        b = leaf.text if rng.random() < 0.4 and not leaf.const else f"{rng.randint(1, 999)}u"
        if a == b:
            b = f"{rng.randint(1, 999)}u"
        return f"({a} {rng.choice(('<', '>', '<=', '>=', '!=', '=='))} {b})"

    def _cmp_str(self) -> str:
        a, b = self.str_src(), self.str_src()
        return f"(strcmp({a}, {b}) {self.rng.choice(('==', '!=', '<', '>'))} 0)"

    # ----------------------------------------------------------------- pointer sources

    def ptr_src(self, global_only: bool) -> str:
        """An expression of type int * holding a valid address (of a global if global_only)."""
        rng = self.rng
        ints = [
            v for v in self._pool("i") if not v.ro and (v.where == "global" or not global_only)
        ]
        arrs = [v for v in self._pool("arr") if v.where == "global" or not global_only]
        ptrs = [v for v in self._pool("p") if v.where == "global" or not global_only]
        pps = [v for v in self._pool("pp") if v.where == "global" or not global_only]
        opts: list[tuple[float, Callable[[], str]]] = [(3.0, lambda: f"&{rng.choice(ints).name}")]
        if arrs:
            opts.append((1.5, lambda: self._elem_addr(rng.choice(arrs))))
        if ptrs:
            opts.append((1.5, lambda: rng.choice(ptrs).name))
        if pps:
            opts.append((0.5, lambda: f"*{rng.choice(pps).name}"))
        if self._has("parr"):
            opts.append((1.0, lambda: f"gptrs[{self.idx(2)}]"))
        structs = self._pool("so", "sp", "soarr")
        if any(v.where == "global" or not global_only for v in structs):
            opts.append((1.0, lambda: self._field_addr(global_only)))
        return rng.choices([o for _, o in opts], [w for w, _ in opts])[0]()

    def _elem_addr(self, v: _Var) -> str:
        return f"&{v.name}[{self.idx(v.size)}]"

    def _field_addr(self, global_only: bool) -> str:
        base = self._base(global_only)
        pick = self.rng.choice(("id", "in.a", f"vals[{self.idx(4)}]"))
        return f"&{base}{pick}"

    def sp_src(self, global_only: bool) -> str:
        rng = self.rng
        opts = [
            v for v in self._pool("so", "sp", "soarr") if v.where == "global" or not global_only
        ]
        v = rng.choice(opts)
        if v.cls == "sp":
            return v.name
        if v.cls == "soarr":
            return f"&{v.name}[{self.idx(v.size)}]"
        return f"&{v.name}"

    def fp_src(self) -> str:
        rng = self.rng
        if rng.random() < 0.4:
            return rng.choice(self.b.ops)
        return self._fp_text()

    def str_src(self) -> str:
        rng = self.rng
        opts = self._pool("buf", "str")
        r = rng.random()
        if r < 0.3 or not opts:
            return f'"{rng.choice(_WORDS)}{rng.randint(0, 99)}"'
        return rng.choice(opts).name

    # ----------------------------------------------------------------- statements

    def block(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        out: list[str] = []
        while len(out) < room:
            out.extend(self.stmt(ind, room - len(out), ctx))
        return out

    def stmt(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        if self.pending and self.rng.random() < self.call_rate:
            callee = self.pending.pop(self.rng.randrange(len(self.pending)))
            return [_TAB * ind + self.call_text(callee)]
        kinds, weights = self._stmt_menu(room, ctx)
        kind = self.rng.choices(kinds, weights)[0]
        return self.stmt_makers[kind](ind, room, ctx)

    def _stmt_menu(self, room: int, ctx: _Ctx) -> tuple[list[str], list[float]]:
        cfg, has = self.cfg, self.avail
        nest_ok = ctx.nest < 3
        loop_ok = ctx.loops < len(self.counters) and room >= 4 and nest_ok
        heap_ok = cfg.use_heap and ctx.loops <= 1 and not ctx.in_heap and ctx.nest < 2
        struct_heap = heap_ok and cfg.use_structs
        allowed = {
            "cmem": has["buf"] or has["struct"],
            "if": room >= 3 and nest_ok,
            "ifelse": room >= 5 and nest_ok,
            "for": loop_ok,
            "while": loop_ok,
            "dowhile": loop_ok,
            "switch": room >= 8 and ctx.nest < 2,
            "icall": has["fp"],
            "fpset": has["fp"],
            "ptr": has["ptr"],
            "null": has["np"],
            "struct": has["struct"],
            "heaplist": struct_heap and room >= 14,
            "heaparr": heap_ok and room >= 9,
            "heapobj": struct_heap and room >= 9,
            "string": cfg.use_strings and room >= 8 and ctx.nest < 2,
            "memops": has["arr"],
            "jump": bool(ctx.loop_kind) and not (ctx.in_switch or ctx.in_heap) and room >= 3,
            "libsort": cfg.use_library and has["arr"] and room >= 6,
            "libexit": cfg.use_library and room >= 4 and ctx.nest < 2,
        }
        kinds = [k for k in _STMT_WEIGHTS if allowed.get(k, True)]
        return kinds, [_STMT_WEIGHTS[k] for k in kinds]

    def _s_assign(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        v = self.rng.choice(self.sig_locals)
        e = self.expr_i(2)
        if v.cls == "c":
            return [f"{_TAB * ind}{v.name} = (char)({e.text} & 127);"]
        return [f"{_TAB * ind}{v.name} = {_strip(_fit(e).text)};"]

    def _s_compound(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        v = self._pick_sig()
        pad = _TAB * ind
        if ctx.loops <= 1 and rng.random() < 0.6:
            rhs = str(rng.randint(1, 63)) if rng.random() < 0.4 else f"{self.expr_i(1).text} & 63"
            return [f"{pad}{v.name} {rng.choice(('+=', '-='))} {rhs};"]
        e = self._operand()
        op = rng.choice(("^=", "|=", "&=", "/=", "%="))
        rhs = {
            "^=": f"{e.text} & 255",
            "|=": f"{e.text} & 255",
            "&=": f"{e.text} & 0xFFFF",
            "/=": f"{e.text} | 1",
            "%=": f"({e.text} & 7) + 1",
        }[op]
        return [f"{pad}{v.name} {op} {rhs};"]

    def _s_incdec(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        v = rng.choice(self.uns_locals) if rng.random() < 0.3 else self._pick_sig()
        form = rng.choice(("{}++;", "++{};", "{}--;", "--{};"))
        return [_TAB * ind + form.format(v.name)]

    def _uns_lvalue(self) -> str:
        rng = self.rng
        r = rng.random()
        if r < 0.15 and self._has("so", "sp", "soarr"):
            return f"{self._base()}in.b"
        if r < 0.3:
            gl = [v for v in self._pool("u") if v.where == "global"]
            if gl:
                return rng.choice(gl).name
        return rng.choice(self.uns_locals).name

    def _s_unsigned(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        lhs = self._uns_lvalue()
        op = rng.choice(("=", "=", "+=", "-=", "*=", "^=", "|=", "&=", "<<=", ">>="))
        if op in ("<<=", ">>="):
            rhs = str(rng.randint(1, 7))
        elif op == "*=":
            rhs = rng.choice(("31u", "2654435761u", "40503u", "3u"))
        else:
            rhs = _strip(self.expr_u(2).text)
        return [f"{_TAB * ind}{lhs} {op} {rhs};"]

    def _mem_lvalue(self) -> str:
        rng = self.rng
        opts: list[str] = []
        gl = [v for v in self._pool("i", "l") if v.where == "global" and not v.ro]
        if gl:
            opts.append("global")
        opts += [k for k in ("p", "pp", "parr", "arr") if self._has(k)]
        if self._has("so", "sp", "soarr"):
            opts.append("field")
        kind = rng.choice(opts)
        if kind == "global":
            return rng.choice(gl).name
        if kind in ("p", "pp", "parr"):
            return self._l_deref().text
        if kind == "arr":
            return self._l_arr().text
        base = self._base()
        pick = rng.choice(("id", "in.a", f"vals[{self.idx(4)}]", "pin->a"))
        if pick == "pin->a" and not self.b.has_pin:
            pick = "id"
        return f"{base}{pick}"

    def _rand(self, cls: str) -> str:
        return self.rng.choice(self._pool(cls)).name

    def _s_mem(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        lhs = self._mem_lvalue()
        r = rng.random()
        if r < 0.6:
            return [f"{_TAB * ind}{lhs} = {_strip(_fit(self.expr_i(2)).text)};"]
        e = self._operand()
        op, mask = rng.choice((("^=", "255"), ("|=", "255"), ("&=", "0xFFFF")))
        return [f"{_TAB * ind}{lhs} {op} {e.text} & {mask};"]

    def _s_cmem(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        if self._has("buf") and (rng.random() < 0.5 or not self._has("so", "sp", "soarr")):
            lhs = f"{self._rand('buf')}[{self.idx(16)}]"
        else:
            lhs = f"{self._base()}tag[{self.idx(4)}]"
        return [f"{_TAB * ind}{lhs} = (char)('a' + ({self.simple_i().text} & 15));"]

    def _s_ternary(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        v = self._pick_sig()
        a, b = _fit(self._operand()), _fit(self._operand())
        return [f"{_TAB * ind}{v.name} = {self.cond(1)} ? {a.text} : {b.text};"]

    def _inner(self, room: int, reserve: int) -> int:
        return self.rng.randint(1, max(1, min(4, room - reserve)))

    def _s_if(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        pad = _TAB * ind
        body = self.block(ind + 1, self._inner(room, 2), replace(ctx, nest=ctx.nest + 1))
        return [f"{pad}if ({_strip(self.cond(1))}) {{", *body, f"{pad}}}"]

    def _s_ifelse(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        pad = _TAB * ind
        inner = replace(ctx, nest=ctx.nest + 1)
        out = [f"{pad}if ({_strip(self.cond(1))}) {{"]
        out += self.block(ind + 1, self._inner(room, 4), inner)
        if room >= 8 and self.rng.random() < 0.3:
            out.append(f"{pad}}} else if ({_strip(self.cond(1))}) {{")
            out += self.block(ind + 1, self._inner(room - len(out), 3), inner)
        out.append(f"{pad}}} else {{")
        out += self.block(ind + 1, self._inner(room - len(out), 1), inner)
        out.append(f"{pad}}}")
        return out

    def _loop_body(self, counter: str, ind: int, room: int, ctx: _Ctx) -> list[str]:
        self.active.append(counter)
        try:
            return self.block(ind, room, ctx)
        finally:
            self.active.pop()

    def _loop_ctx(self, ctx: _Ctx, kind: str) -> _Ctx:
        return _Ctx(ctx.loops + 1, ctx.nest + 1, kind, False, ctx.in_heap)

    def _s_for(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        pad = _TAB * ind
        c = self.counters[ctx.loops]
        n = rng.randint(2, self.cfg.max_loop_bound)
        head = rng.choice(
            (
                f"for ({c} = 0; {c} < {n}; {c}++)",
                f"for ({c} = {n}; {c} > 0; {c}--)",
                f"for ({c} = 0; {c} < {2 * n}; {c} += 2)",
            )
        )
        body = self._loop_body(c, ind + 1, self._inner(room, 2), self._loop_ctx(ctx, "for"))
        return [f"{pad}{head} {{", *body, f"{pad}}}"]

    def _s_while(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        pad = _TAB * ind
        c = self.counters[ctx.loops]
        n = self.rng.randint(2, self.cfg.max_loop_bound)
        body = self._loop_body(c, ind + 1, self._inner(room, 4), self._loop_ctx(ctx, "while"))
        return [
            f"{pad}{c} = 0;",
            f"{pad}while ({c} < {n}) {{",
            *body,
            f"{pad}{_TAB}{c}++;",
            f"{pad}}}",
        ]

    def _s_dowhile(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        pad = _TAB * ind
        c = self.counters[ctx.loops]
        n = self.rng.randint(2, self.cfg.max_loop_bound)
        body = self._loop_body(c, ind + 1, self._inner(room, 4), self._loop_ctx(ctx, "do"))
        tail = [f"{pad}{_TAB}{c} += 1;", f"{pad}}} while ({c} < {n});"]
        return [f"{pad}{c} = 0;", f"{pad}do {{", *body, *tail]

    def _s_switch(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        pad = _TAB * ind
        if self.uns_locals and rng.random() < 0.3:
            sel = f"{rng.choice(self.uns_locals).name} % 5u"
        else:
            sel = f"{self._operand().text} & 7"
        inner = replace(ctx, nest=ctx.nest + 1, in_switch=True)
        values = sorted(rng.sample(range(5), rng.randint(2, 4)))
        out = [f"{pad}switch ({sel}) {{"]
        for pos, val in enumerate(values):
            out.append(f"{pad}case {val}:")
            out += self.block(ind + 1, rng.randint(1, 2), inner)
            last = pos == len(values) - 1
            out.append(
                f"{pad}{_TAB}{'break;' if last or rng.random() < 0.6 else '/* fall through */'}"
            )
        out += [f"{pad}default:", *self.block(ind + 1, 1, inner), f"{pad}{_TAB}break;", f"{pad}}}"]
        return out

    def _s_icall(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        fn = self._fp_text()
        args = f"{_strip(_fit(self._operand()).text)}, {self.simple_i().text}"
        if self.uns_locals and rng.random() < 0.3:
            return [f"{_TAB * ind}{rng.choice(self.uns_locals).name} ^= (unsigned){fn}({args});"]
        return [f"{_TAB * ind}{self._pick_sig().name} = {fn}({args});"]

    def _s_fpset(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        r = rng.random()
        if r < 0.5 and self._has("fp"):
            lhs = self._rand("fp")
        elif r < 0.75 and self.b.has_op and self._has("so", "sp", "soarr"):
            lhs = f"{self._base()}op"
        else:
            lhs = f"gops[{self.idx(4)}]"
        rhs = self.fp_src()
        if lhs == rhs:
            rhs = rng.choice(self.b.ops)
        return [f"{_TAB * ind}{lhs} = {rhs};"]

    def _s_ptr(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        pad = _TAB * ind
        kinds = [k for k in ("p", "pp", "sp", "parr") if self._has(k)]
        if self.b.has_pin and self._has("so", "sp", "soarr"):
            kinds.append("pin")
        kind = rng.choice(kinds)
        if kind == "p":
            v = rng.choice(self._pool("p"))
            return [f"{pad}{v.name} = {self.ptr_src(v.where == 'global')};"]
        if kind == "pp":
            return [self._pp_stmt(pad)]
        if kind == "sp":
            v = rng.choice(self._pool("sp"))
            return [f"{pad}{v.name} = {self.sp_src(v.where == 'global')};"]
        if kind == "parr":
            return [f"{pad}gptrs[{self.idx(2)}] = {self.ptr_src(True)};"]
        own = [v for v in self._pool("so") if v.where == "local"]
        if own and rng.random() < 0.4:
            return [f"{pad}{own[0].name}.pin = &{own[0].name}.in;"]
        return [f"{pad}{self._base()}pin = &{rng.choice(self.b.inners)};"]

    def _pp_stmt(self, pad: str) -> str:
        rng = self.rng
        v = rng.choice(self._pool("pp"))
        if v.where == "global":
            if rng.random() < 0.5:
                return f"{pad}{v.name} = &gptrs[{self.idx(2)}];"
            return f"{pad}*{v.name} = {self.ptr_src(True)};"
        local_ps = [p for p in self._pool("p") if p.where != "global"]
        if rng.random() < 0.4:
            return f"{pad}{v.name} = &{rng.choice(local_ps).name};"
        if rng.random() < 0.5:
            return f"{pad}*{v.name} = {self.ptr_src(False)};"
        return f"{pad}**{v.name} = {_strip(_fit(self.expr_i(1)).text)};"

    def _s_null(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        pad = _TAB * ind
        nps = self._pool("np")
        q = rng.choice(nps).name
        r = rng.random()
        if r < 0.2:
            return [f"{pad}{q} = NULL;"]
        if r < 0.45:
            return [f"{pad}{q} = {self.ptr_src(False)};"]
        if r < 0.55:
            return [f"{pad}{q} = {rng.choice(nps).name};"]
        if r < 0.75 or room < 3:
            return [
                f"{pad}if ({_strip(self.cond(0))}) {{",
                f"{pad}{_TAB}{q} = {self.ptr_src(False)};",
                f"{pad}}}",
            ]
        store = f"*{q} = {_strip(_fit(self.expr_i(1)).text)};"
        return [f"{pad}if ({q} != NULL) {{", f"{pad}{_TAB}{store}", f"{pad}}}"]

    def _s_struct(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        pad = _TAB * ind
        own = [v for v in self._pool("so") if v.where == "local"]
        r = rng.random()
        if own and r < 0.3:
            src = rng.choice(
                ("gobj", f"gobjs[{self.idx(2)}]", *(f"*{v.name}" for v in self._pool("sp")))
            )
            return [f"{pad}{own[0].name} = {src};"]
        if own and r < 0.4:
            src = rng.choice(self.b.inners)
            return [f"{pad}memcpy(&{own[0].name}.in, &{src}, sizeof(struct inner));"]
        if r < 0.6:
            return [f"{pad}{self._base()}in = {self._base()}in;"]
        if r < 0.8 and self.b.has_pin:
            base = self._base()
            return [f"{pad}{base}in.a = {base}pin->a & 0xFFF;"]
        lhs = f"{self._base()}vals[{self.idx(4)}]"
        rhs = f"({self._base()}vals[{self.idx(4)}] + {self.rng.randint(1, 9)}) & 0xFFFF"
        return [f"{pad}{lhs} = {rhs};"]

    def _accumulate(self, value: str) -> str:
        """A statement folding an int-valued expression into some local."""
        if self.uns_locals and self.rng.random() < 0.4:
            return f"{self.rng.choice(self.uns_locals).name} ^= (unsigned){value};"
        v = self._pick_sig().name
        return f"{v} = ({v} + {value}) & 0xFFFF;"

    def _s_heaplist(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        u = self._uid()
        head, node = f"head_{u}", f"node_{u}"
        out = [f"{_TAB * ind}{{", f"{_TAB * (ind + 1)}struct node *{head} = {self.b.nil};"]
        if self.cfg.use_loops:
            out += self._list_looped(ind + 1, head, node, u)
        else:
            out += self._list_unrolled(ind + 1, head, node)
        return [*out, f"{_TAB * ind}}}"]

    def _list_looped(self, ind: int, head: str, node: str, u: int) -> list[str]:
        """Push a few heap nodes, walk the list, then free it."""
        cur, t, nil = f"cur_{u}", f"t_{u}", self.b.nil
        p1, p2, p3 = (_TAB * (ind + k) for k in range(3))
        val = f"({self._operand().text} + {t}) & 0xFFFF"
        out = [f"{p1}struct node *{cur} = {nil};", f"{p1}int {t} = 0;"]
        out += [f"{p1}for ({t} = 0; {t} < {self.rng.randint(2, 5)}; {t}++) {{"]
        out += [f"{p2}struct node *{node} = {_NODE_ALLOC};", f"{p2}if ({node} == NULL) {{"]
        out += [f"{p3}break;", f"{p2}}}", f"{p2}{node}->val = {val};"]
        out += [f"{p2}{node}->next = {head};", f"{p2}{head} = {node};", f"{p1}}}"]
        out += [f"{p1}for ({cur} = {head}; {cur} != {nil}; {cur} = {cur}->next) {{"]
        out += [f"{p2}{self._accumulate(f'{cur}->val')}", f"{p1}}}"]
        out += [f"{p1}while ({head} != {nil}) {{", f"{p2}{cur} = {head}->next;"]
        return [*out, f"{p2}free({head});", f"{p2}{head} = {cur};", f"{p1}}}"]

    def _list_unrolled(self, ind: int, head: str, node: str) -> list[str]:
        """The same without loops: two pushes, two guarded pops."""
        nil = self.b.nil
        p1, p2 = _TAB * ind, _TAB * (ind + 1)
        out = [f"{p1}struct node *{node} = {_NODE_ALLOC};"]
        for k in range(2):
            if k:
                out.append(f"{p1}{node} = {_NODE_ALLOC};")
            val = _strip(_fit(self._operand()).text)
            out += [f"{p1}if ({node} != NULL) {{", f"{p2}{node}->val = {val};"]
            out += [f"{p2}{node}->next = {head};", f"{p2}{head} = {node};", f"{p1}}}"]
        for last in (False, True):
            out += [f"{p1}if ({head} != {nil}) {{", f"{p2}{self._accumulate(f'{head}->val')}"]
            if not last:
                out.append(f"{p2}{node} = {head}->next;")
            out.append(f"{p2}free({head});")
            if not last:
                out.append(f"{p2}{head} = {node};")
            out.append(f"{p1}}}")
        return out

    def _take_pending(self, cls: str) -> _Func | None:
        for pos, f in enumerate(self.pending):
            if any(p.cls == cls for p in f.params):
                return self.pending.pop(pos)
        return None

    def _s_heaparr(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        u = self._uid()
        hp, t = f"hp_{u}", f"t_{u}"
        n = rng.randint(3, 7)
        p0, p1, p2, p3 = (_TAB * (ind + k) for k in range(4))
        use_calloc = not self.cfg.use_loops or rng.random() < 0.35
        alloc = f"calloc({n}, sizeof(int))" if use_calloc else f"malloc({n} * sizeof(int))"
        out = [f"{p0}{{", f"{p1}int *{hp} = (int *){alloc};", f"{p1}if ({hp} != NULL) {{"]
        if not use_calloc:
            out += [f"{p2}int {t} = 0;", f"{p2}for ({t} = 0; {t} < {n}; {t}++) {{"]
            out += [f"{p3}{hp}[{t}] = ({self._operand().text} + {t}) & 255;", f"{p2}}}"]
        out.append(f"{p2}{hp}[{rng.randrange(n)}] = {_strip(_fit(self._operand()).text)};")
        callee = self._take_pending("p")
        if callee is not None:
            out.append(p2 + self.call_text(callee, {"p": f"&{hp}[{rng.randrange(n)}]"}))
        out.append(f"{p2}{self._accumulate(f'{hp}[({self.simple_i().text} & 7) % {n}]')}")
        out += [f"{p2}free({hp});", f"{p1}}}", f"{p0}}}"]
        return out

    def _s_heapobj(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        ho = f"ho_{self._uid()}"
        p0, p1, p2 = (_TAB * (ind + k) for k in range(3))
        alloc = "(struct outer *)calloc(1, sizeof(struct outer))"
        out = [f"{p0}{{", f"{p1}struct outer *{ho} = {alloc};", f"{p1}if ({ho} != NULL) {{"]
        out.append(f"{p2}{ho}->id = {_strip(_fit(self._operand()).text)};")
        if self.b.has_pin:
            out.append(f"{p2}{ho}->pin = &{ho}->in;")
        if self.b.has_op:
            out.append(f"{p2}{ho}->op = {rng.choice(self.b.ops)};")
        out.append(f"{p2}{ho}->in.a = {_strip(_fit(self._operand()).text)};")
        out.append(f"{p2}{ho}->vals[{self.idx(4)}] = {_strip(_fit(self._operand()).text)};")
        out += self.block(
            ind + 2, rng.randint(0, 2), replace(ctx, in_heap=True, nest=ctx.nest + 2)
        )
        callee = self._take_pending("sp")
        if callee is not None:
            out.append(p2 + self.call_text(callee, {"sp": ho}))
        field = f"{ho}->pin->a" if self.b.has_pin else f"{ho}->in.a"
        out.append(f"{p2}{self._accumulate(f'({field} + {ho}->vals[{self.idx(4)}])')}")
        out += [f"{p2}free({ho});", f"{p1}}}", f"{p0}}}"]
        return out

    def _s_string(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        u = self._uid()
        sb, sl = f"sb_{u}", f"sl_{u}"
        p0, p1, p2 = (_TAB * (ind + k) for k in range(3))
        out = [f"{p0}{{", f"{p1}char {sb}[32];", f"{p1}size_t {sl} = 0;"]
        out += [f"{p1}memset({sb}, 0, sizeof({sb}));", f"{p1}strcpy({sb}, {self.str_src()});"]
        out.append(f"{p1}{sl} = strlen({sb});")
        out.append(f"{p1}if ({sl} > 2u && strcmp({sb}, {self.str_src()}) != 0) {{")
        out.append(f"{p2}{sb}[{sl} - 1u] = (char)('a' + ({self.simple_i().text} & 15));")
        out.append(f"{p1}}}")
        bufs = self._pool("buf")
        if bufs:
            dst = rng.choice(bufs).name
            copy = (
                f"memcpy({dst}, {sb}, {sl} + 1u);"
                if rng.random() < 0.5
                else f"strcpy({dst}, {sb});"
            )
            out.append(p1 + copy)
        out.append(p1 + self._accumulate(f"((int){sl} + {sb}[{self.idx(16)}])"))
        return [*out, f"{p0}}}"]

    def _s_memops(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        rng = self.rng
        arrs = self._pool("arr")
        a = rng.choice(arrs)
        same = [v for v in arrs if v.size == a.size and v.name != a.name]
        if same and rng.random() < 0.6:
            return [f"{_TAB * ind}memcpy({a.name}, {rng.choice(same).name}, sizeof({a.name}));"]
        return [f"{_TAB * ind}memset({a.name}, 0, sizeof({a.name}));"]

    def _s_libsort(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        """qsort an int array with the counting comparator, sometimes bsearch it."""
        rng, pad = self.rng, _TAB * ind
        a = rng.choice(self._pool("arr"))
        size = f"sizeof {a.name}[0]"
        out = [f"{pad}qsort({a.name}, {a.size}u, {size}, lib_cmp);"]
        if rng.random() < 0.5:
            key = f"key{self._uid()}"
            out += [f"{pad}{{", f"{pad}{_TAB}int {key} = {_strip(self.expr_i(1).text)};",
                    f"{pad}{_TAB}if (bsearch(&{key}, {a.name}, {a.size}u, {size}, lib_cmp)) {{",
                    f"{pad}{_TAB * 2}{self._accumulate(key)}", f"{pad}{_TAB}}}", f"{pad}}}"]
        return [*out, pad + self._accumulate("(int)(lib_cmp_calls & 0xFFu)")]

    def _s_libexit(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        """Leave the program on a path that some inputs take."""
        pad = _TAB * ind
        k = self.rng.randrange(8)
        return [f"{pad}if (({_strip(self.cond(1))}) && (g_seed & 7) == {k}) {{",
                f'{pad}{_TAB}printf("%u\\n", g_check);', f"{pad}{_TAB}exit(0);", f"{pad}}}"]

    def _s_jump(self, ind: int, room: int, ctx: _Ctx) -> list[str]:
        pad = _TAB * ind
        word = "continue" if ctx.loop_kind == "for" and self.rng.random() < 0.5 else "break"
        return [f"{pad}if ({_strip(self.cond(1))}) {{", f"{pad}{_TAB}{word};", f"{pad}}}"]

    # ----------------------------------------------------------------- calls

    def call_text(self, callee: _Func, special: Mapping[str, str] | None = None) -> str:
        """One call statement of `callee`, recording the call edge."""
        rng = self.rng
        used = dict(special or {})
        args = [used.pop(p.cls) if p.cls in used else self._arg(p, callee) for p in callee.params]
        call = f"{callee.name}({', '.join(args)})"
        self.b.edges.append((self.fn.label, callee.label))
        if callee.ret == "void":
            return f"{call};"
        if callee.ret == "unsigned":
            if self.uns_locals and rng.random() < 0.5:
                return f"{rng.choice(self.uns_locals).name} += {call};"
            return f"{self._pick_sig().name} = (int)({call} & 0xFFFFu);"
        if self.uns_locals and rng.random() < 0.25:
            return f"{rng.choice(self.uns_locals).name} ^= (unsigned){call};"
        return f"{self._pick_sig().name} = {call};"

    def _arg(self, p: _Var, callee: _Func) -> str:
        rng = self.rng
        cls = p.cls
        if cls == "d":
            if self.fn.kind == "rec" and callee is self.fn.partner:
                return "depth - 1"
            return (
                str(rng.randint(1, 4)) if rng.random() < 0.5 else f"({self.simple_i().text} & 3)"
            )
        if cls in ("i", "l"):
            return _strip(_fit(self.expr_i(1)).text)
        if cls == "c":
            return f"(char)({self.simple_i().text} & 127)"
        if cls == "u":
            return _strip(self.expr_u(1).text)
        if cls == "p":
            return self.ptr_src(False)
        if cls == "sp":
            return self.sp_src(False)
        if cls == "fp":
            return self.fp_src()
        return self.str_src()

    # ----------------------------------------------------------------- declarations

    def _local(self, v: _Var, init: str, deferred: bool = False) -> None:
        if deferred:
            self.decls.append(f"{_TAB}{_decl(v)};")
            self.late.append(f"{_TAB}{v.name} = {init};")
        else:
            self.decls.append(f"{_TAB}{_decl(v)} = {init};")
        self._add(v, visible=not deferred)

    def _local_scalar(self, cls: str, name: str) -> None:
        rng = self.rng
        if cls == "c":
            init = f"'{rng.choice('abcdefgh')}'"
        elif cls == "u":
            init = (
                _strip(self.expr_u(1).text) if rng.random() < 0.6 else f"{rng.randint(0, 9999)}u"
            )
        else:
            init = _strip(_fit(self.expr_i(1)).text)
        self._local(_Var(name, cls), init, deferred=cls != "c" and rng.random() < 0.15)

    def declare(self, budget: int) -> None:
        rng, cfg = self.rng, self.cfg
        rich = min(1.0, budget / 45)
        for k in range(2 + (budget >= 28) + (budget >= 50) + (budget >= 90)):
            self._local_scalar("i", f"x{k}")
        for k in range(1 + (budget >= 45) + (budget >= 90)):
            self._local_scalar("u", f"u{k}")
        if rng.random() < 0.3 * rich:
            self._local_scalar("l", "w0")
        if rng.random() < 0.25 * rich:
            self._local_scalar("c", "ch0")
        if rng.random() < 0.5 * rich:
            size = rng.choice((4, 8, 16))
            init = ", ".join(str(rng.randint(0, 50)) for _ in range(min(size, 8)))
            self._local(_Var("arr0", "arr", size=size), f"{{{init}}}")
        if cfg.use_strings and rng.random() < 0.25 * rich:
            self._local(_Var("buf0", "buf", size=32), f'"{rng.choice(_WORDS)}"')
        if cfg.use_strings and rng.random() < 0.2 * rich:
            self._local(_Var("msg0", "str"), f'"{rng.choice(_WORDS)}-{rng.randint(0, 999)}"')
        if cfg.use_structs and rng.random() < 0.3 * rich:
            pin = "&obj0.in" if rng.random() < 0.5 else f"&{rng.choice(self.b.inners)}"
            self._local(_Var("obj0", "so"), self.b.outer_init(rng, pin))
        if cfg.use_pointers:
            self._declare_pointers(rich)
        if cfg.use_function_pointers and rng.random() < 0.3 * rich:
            self._local(_Var("fn0", "fp"), self.fp_src())
        self._finish_declarations(budget)

    def _declare_pointers(self, rich: float) -> None:
        rng, cfg = self.rng, self.cfg
        for k in range(1 + (rng.random() < 0.35 * rich)):
            self._local(_Var(f"p{k}", "p"), self.ptr_src(False))
        if not cfg.address_before_copy and rng.random() < 0.35 * rich:
            self._local(_Var("q0", "np"), "NULL" if rng.random() < 0.6 else self.ptr_src(False))
        if rng.random() < 0.3 * rich:
            self._local(_Var("pp0", "pp"), "&p0")
        if cfg.use_structs and rng.random() < 0.4 * rich:
            self._local(_Var("sp0", "sp"), self.sp_src(False))

    def _finish_declarations(self, budget: int) -> None:
        for v in self.own:
            if v.cls in ("i", "l", "c", "u") and v not in self.pools.get(v.cls, []):
                self.pools.setdefault(v.cls, []).append(v)
        self.cache.clear()
        self.menu = None
        self.avail = {
            "buf": self._has("buf"),
            "struct": self._has("so", "sp", "soarr"),
            "fp": self._has("fp", "fparr"),
            "ptr": self._has("p", "pp", "sp", "parr"),
            "np": self._has("np"),
            "arr": self._has("arr"),
        }
        self.sig_locals = [v for v in self.own if v.cls in ("i", "l", "c") and not v.ro]
        self.uns_locals = [v for v in self.own if v.cls == "u"]
        if self.cfg.use_loops:
            self.counters = ["i", "j"] if budget >= 26 else ["i"]
            self.decls += [f"{_TAB}int {c} = 0;" for c in self.counters]
            self.fold_extra += [f"(unsigned){c}" for c in self.counters]
        self.decls.append(f"{_TAB}unsigned acc = 0u;")
        if self.fn.kind in ("work", "rec") and self.rng.random() < 0.25:
            self.decls.append(f"{_TAB}static unsigned calls = 0u;")
            self.late.append(f"{_TAB}calls++;")
            self.fold_extra.append("calls")

    # ----------------------------------------------------------------- assembly

    def _fold_term(self, v: _Var) -> str:
        n = v.name
        return {
            "p": f"(unsigned)*{n}",
            "pp": f"(unsigned)**{n}",
            "np": f"(unsigned)({n} != NULL)",
            "sp": f"(unsigned){n}->id",
            "fp": f"(unsigned){n}(1, 2)",
            "str": f"(unsigned){n}[0]",
            "arr": f"(unsigned){n}[{v.size - 1}]",
            "buf": f"(unsigned){n}[0]",
            "so": f"(unsigned){n}.in.a",
        }.get(v.cls, f"(unsigned){n}")

    def fold_lines(self) -> list[str]:
        terms = [self._fold_term(v) for v in self.own] + self.fold_extra
        out = []
        for k in range(0, len(terms), 5):
            out.append(f"{_TAB}acc = acc * 31u + {' + '.join(terms[k : k + 5])};")
        ret = self.fn.ret
        if ret == "void":
            out.append(f"{_TAB}g_check += acc;")
        elif ret == "unsigned":
            out.append(f"{_TAB}return acc;")
        else:
            out.append(f"{_TAB}return ({ret})(acc & 0xFFFFu);")
        return out

    def entry_lines(self) -> list[str]:
        fn = self.fn
        if fn.kind == "rec":
            ints = [p.name for p in fn.params if p.cls == "i"]
            val = f"{ints[0]} & 255" if ints else "1"
            head = [f"{_TAB}if (depth <= 0 || g_fuel == 0u) {{", f"{_TAB * 2}return {val};"]
        else:
            head = [
                f"{_TAB}if (g_fuel == 0u) {{",
                f"{_TAB * 2}return {_zero(fn.ret)};".replace(" ;", ";"),
            ]
        return [*head, f"{_TAB}}}", f"{_TAB}g_fuel--;", *self.late]

    def render(self, budget: int) -> list[str]:
        """The whole function definition, aiming at `budget` lines."""
        rng = self.rng
        self.declare(budget)
        fold = self.fold_lines()
        entry = self.entry_lines()
        use_goto = self.cfg.use_goto and self.fn.kind == "work" and rng.random() < 0.2
        fixed = 3 + len(self.decls) + len(entry) + len(fold) + (4 if use_goto else 0)
        room = max(2, budget - fixed)
        self.pending = list(self.fn.callees)
        if self.fn.partner is not None:
            self.pending.append(self.fn.partner)
        chunks = self._top_level(room)
        label: list[str] = []
        if use_goto:
            at = rng.randint(0, len(chunks))
            chunks.insert(
                at, [f"{_TAB}if ({_strip(self.cond(1))}) {{", f"{_TAB * 2}goto done;", f"{_TAB}}}"]
            )
            label = ["done:"]
        body = [line for chunk in chunks for line in chunk]
        return [_signature(self.fn), "{", *self.decls, *entry, *body, *label, *fold, "}"]

    def _top_level(self, room: int) -> list[list[str]]:
        chunks: list[list[str]] = []
        used = 0
        while used < room or self.pending:
            remaining = max(1, room - used)
            self.call_rate = len(self.pending) / max(1.0, remaining / 2.5)
            chunk = self.stmt(1, remaining, _Ctx())
            chunks.append(chunk)
            used += len(chunk)
        return chunks


class _Builder:
    """Plans one program (globals, functions, call graph) and renders its files."""

    def __init__(self, cfg: GenConfig, n_workers: int, units: int) -> None:
        self.cfg = cfg
        self.units = units
        self.multi = units > 1
        self.rng = random.Random(cfg.seed * 1_000_003 + units)
        self.has_pin = cfg.use_structs and cfg.use_pointers
        self.has_op = cfg.use_structs and cfg.use_function_pointers
        self.nil = "&g_sentinel" if cfg.address_before_copy else "NULL"
        self.pools: dict[str, list[_Var]] = {}
        self.global_defs: list[str] = []
        self.global_externs: list[str] = []
        self.global_names: list[str] = []
        self.ops: list[str] = []
        self.op_defs: list[list[str]] = []
        self.inners: list[str] = []
        self.edges: list[tuple[str, str]] = []
        self.workers: list[_Func] = []
        self.drivers: list[tuple[_Func, list[_Func]]] = []
        self.helpers: list[_Func] = []
        self.bodies: dict[str, list[str]] = {}
        self._make_ops()
        self._make_globals()
        self._plan_workers(n_workers)
        self._plan_drivers()
        self.driver_defs = [self._render_driver(d, entries) for d, entries in self.drivers]

    def sub_rng(self) -> random.Random:
        return random.Random(self.rng.getrandbits(64))

    # ----------------------------------------------------------------- globals

    def _global(self, v: _Var, decl: str, init: str | None, pooled: bool = True) -> None:
        self.global_defs.append(f"{decl} = {init};" if init is not None else f"{decl};")
        self.global_externs.append(f"extern {decl};")
        self.global_names.append(v.name)
        if pooled:
            self.pools.setdefault(v.cls, []).append(v)

    def _make_ops(self) -> None:
        if not self.cfg.use_function_pointers:
            return
        bodies = list(_OP_BODIES)
        self.rng.shuffle(bodies)
        bodies = bodies if self.has_op else bodies[:4]
        for k, body in enumerate(bodies):
            name = f"op_{k}"
            self.ops.append(name)
            head = f"{'' if self.multi else 'static '}int {name}(int a, int b)"
            self.op_defs.append([head, "{", f"{_TAB}return (int)(({body}) & 0xFFFFu);", "}"])

    def outer_init(self, rng: random.Random, pin: str, op: str = "") -> str:
        parts = [str(rng.randint(1, 99)), f"{{{rng.randint(0, 99)}, {rng.randint(0, 999)}u}}"]
        if self.has_pin:
            parts.append(pin)
        if self.has_op:
            parts.append(op or rng.choice(self.ops))
        parts.append("{" + ", ".join(str(rng.randint(0, 50)) for _ in range(4)) + "}")
        parts.append(f'"{rng.choice(_WORDS)[:5]}"')
        return "{" + ", ".join(parts) + "}"

    def _make_globals(self) -> None:
        cfg, rng = self.cfg, self.rng
        infra = (("g_fuel", "unsigned", "0u"), ("g_check", "unsigned", "2166136261u"))
        for name, ctype, init in infra:
            self._global(_Var(name, "u", "global"), f"{ctype} {name}", init, pooled=False)
        for name in ("g_seed", "g_input"):
            self._global(_Var(name, "i", "global", ro=True), f"int {name}", "0")
        for k in range(cfg.globals_count):
            cls = "i" if k < 2 else rng.choices("iulc", (5, 2.5, 1.2, 1.3))[0]
            v = _Var(f"g{cls}{k}", cls, "global")
            init = {
                "i": str(rng.randint(0, 99)),
                "u": f"{rng.randint(0, 99999)}u",
                "l": f"{rng.randint(0, 99)}L",
                "c": f"'{rng.choice('klmnop')}'",
            }[cls]
            self._global(v, _decl(v), init if rng.random() < 0.8 else None)
        for k in range(1 + cfg.globals_count // 8):
            size = rng.choice((4, 8, 16))
            v = _Var(f"garr{k}", "arr", "global", size)
            init = "{" + ", ".join(str(rng.randint(0, 60)) for _ in range(size)) + "}"
            self._global(v, _decl(v), init if rng.random() < 0.7 else None)
        if cfg.use_strings:
            self._global(_Var("gmsg", "str", "global"), "const char *gmsg", '"global-message"')
            self._global(_Var("gbuf", "buf", "global", 32), "char gbuf[32]", '"scratch"')
        self._make_aggregates()

    def _make_aggregates(self) -> None:
        cfg, rng = self.cfg, self.rng
        if cfg.use_structs:
            for name in ("ginner", "ginner2"):
                self.inners.append(name)
                init = f"{{{rng.randint(0, 99)}, {rng.randint(0, 999)}u}}"
                self._global(_Var(name, "inner", "global"), f"struct inner {name}", init)
            gobj = _Var("gobj", "so", "global")
            self._global(gobj, "struct outer gobj", self.outer_init(rng, "&ginner", "op_4"))
            first = self.outer_init(rng, "&ginner2", "op_5")
            pair = f"{{{first}, {self.outer_init(rng, '&ginner')}}}"
            self._global(_Var("gobjs", "soarr", "global", 2), "struct outer gobjs[2]", pair)
        if cfg.use_pointers:
            self._global(_Var("gptrs", "parr", "global", 2), "int *gptrs[2]", "{&gi0, &gi1}")
            self._global(_Var("gpp", "pp", "global"), "int **gpp", "&gptrs[0]")
            self._global(_Var("gp", "p", "global"), "int *gp", "&gi1")
            if cfg.use_structs:
                self._global(_Var("gsp", "sp", "global"), "struct outer *gsp", "&gobjs[1]")
        if cfg.use_function_pointers:
            table = "{" + ", ".join(self.ops[:4]) + "}"
            self._global(_Var("gops", "fparr", "global", 4), "binop_fn gops[4]", table)
        if cfg.use_heap and cfg.use_structs and cfg.address_before_copy:
            sentinel = _Var("g_sentinel", "node", "global")
            self._global(sentinel, "struct node g_sentinel", "{0, &g_sentinel}", pooled=False)

    # ----------------------------------------------------------------- functions

    def _params(self, count: int) -> tuple[_Var, ...]:
        cfg, rng = self.cfg, self.rng
        cand = [("i", 4.0), ("u", 1.2), ("l", 0.6), ("c", 0.6)]
        if cfg.use_pointers:
            cand.append(("p", 2.0))
            if cfg.use_structs:
                cand.append(("sp", 1.2))
        if cfg.use_function_pointers:
            cand.append(("fp", 0.7))
        if cfg.use_strings:
            cand.append(("str", 0.7))
        classes = rng.choices([c for c, _ in cand], [w for _, w in cand], k=count)
        return tuple(
            _Var(f"{_PARAM_PREFIX.get(c, 'ta')}{k}", c, "param") for k, c in enumerate(classes)
        )

    def _plan_workers(self, n: int) -> None:
        cfg, rng = self.cfg, self.rng
        kinds = ["work"] * n
        partners: dict[int, int] = {}
        if cfg.use_recursion and n >= 3:
            free = list(range(n))
            for _ in range(max(1, round(n * 0.04))):
                k = rng.choice(free)
                kinds[k], partners[k] = "rec", k
                free.remove(k)
            for _ in range(max(1, round(n * 0.025)) if n >= 5 else 0):
                free_set = set(free)
                starts = [k for k in free if k + 1 in free_set]
                if not starts:
                    break
                k = rng.choice(starts)
                kinds[k] = kinds[k + 1] = "rec"
                partners[k], partners[k + 1] = k + 1, k
                free.remove(k)
                free.remove(k + 1)
        for k in range(n):
            self.workers.append(self._new_worker(k, kinds[k], n))
        for k, other in partners.items():
            self.workers[k].partner = self.workers[other]
            if other > k:
                self.workers[other].called = True
        self._plan_calls()

    def _new_worker(self, k: int, kind: str, n: int) -> _Func:
        rng = self.rng
        unit = k * self.units // n
        if kind == "rec":
            params = (_Var("depth", "d", "param"), *self._params(rng.randint(1, 2)))
            name = f"rec_{k}"
            return _Func(name, "rec", "int", params, unit, not self.multi)
        ret = rng.choices(("int", "unsigned", "long", "void"), (65, 12, 8, 15))[0]
        static = not self.multi and rng.random() < 0.85
        name = f"{rng.choice(_VERBS)}_{k}"
        return _Func(name, "work", ret, self._params(rng.randint(1, 4)), unit, static)

    def _plan_calls(self) -> None:
        rng = self.rng
        workers = self.workers
        for k, f in enumerate(workers):
            window = workers[k + 1 : k + 11]
            want = rng.choices((0, 1, 2, 3), (2, 4, 3, 1))[0]
            for _ in range(min(want, len(window))):
                fresh = [g for g in window if not g.called and g not in f.callees]
                pool = fresh if fresh and rng.random() < 0.85 else window
                g = rng.choice(pool)
                if g not in f.callees and g is not f.partner:
                    f.callees.append(g)
                    g.called = True
        if self.multi:
            self._plan_helpers()

    def _plan_helpers(self) -> None:
        for unit in range(self.units):
            helper = _Func("unit_mix", "helper", "int", (_Var("x", "i", "param"),), unit, True)
            helper.qual = f"{_unit_file(unit)}:unit_mix"
            self.helpers.append(helper)
            members = [f for f in self.workers if f.unit == unit]
            for pos, f in enumerate(members):
                if pos == 0 or self.rng.random() < 0.3:
                    f.callees.append(helper)

    def _plan_drivers(self) -> None:
        entries = [f for k, f in enumerate(self.workers) if not f.called or k % 5 == 0]
        for k in range(0, len(entries), 8):
            driver = _Func(f"drive_{k // 8}", "driver", "void", (), 0, True)
            self.drivers.append((driver, entries[k : k + 8]))

    def _render_driver(self, driver: _Func, entries: list[_Func]) -> list[str]:
        gen = _FuncGen(self, driver, self.sub_rng())
        gen._add(_Var("r", "i"))
        gen.sig_locals = [gen.own[0]]
        lines = [_signature(driver), "{", f"{_TAB}int r = 0;"]
        for f in entries:
            lines.append(f"{_TAB}g_fuel = {self.cfg.fuel_per_entry}u;")
            call = gen.call_text(f)
            if gen.rng.random() < 0.2:
                lines += [
                    f"{_TAB}if ({_strip(gen.cond_input())}) {{",
                    f"{_TAB * 2}{call}",
                    f"{_TAB}}}",
                ]
            else:
                lines.append(f"{_TAB}{call}")
            if f.ret != "void":
                lines.append(f"{_TAB}g_check = g_check * 31u + (unsigned)r;")
        return [*lines, f"{_TAB}g_check ^= (unsigned)r;", "}"]

    def render_worker(self, f: _Func, budget: int) -> list[str]:
        return _FuncGen(self, f, self.sub_rng()).render(budget)

    # ----------------------------------------------------------------- files

    def _main(self) -> list[str]:
        t, t2, t3 = _TAB, _TAB * 2, _TAB * 3
        out = [
            "int main(int argc, char **argv)",
            "{",
            f"{t}unsigned seed = 0u;",
            f"{t}int ch = 0;",
        ]
        if self.cfg.use_loops:
            digit = "argv[1][k] >= '0' && argv[1][k] <= '9'"
            out += [f"{t}int k = 0;", f"{t}if (argc > 1) {{"]
            out += [f"{t2}for (k = 0; k < 9 && {digit}; k++) {{"]
            out += [f"{t3}seed = seed * 10u + (unsigned)(argv[1][k] - '0');", f"{t2}}}", f"{t}}}"]
        else:
            out += [f"{t}if (argc > 1 && argv[1][0] >= '0' && argv[1][0] <= '9') {{"]
            out += [f"{t2}seed = (unsigned)(argv[1][0] - '0');"]
            out += [f"{t2}if (argv[1][1] >= '0' && argv[1][1] <= '9') {{"]
            out += [f"{t3}seed = seed * 10u + (unsigned)(argv[1][1] - '0');", f"{t2}}}", f"{t}}}"]
        out.append(f"{t}g_seed = (int)(seed & 0xFFFu);")
        out += self._read_input()
        out.append(f"{t}g_check ^= (unsigned)g_seed * 65599u + (unsigned)g_input;")
        out += [f"{t}{d.name}();" for d, _ in self.drivers]
        out += [f'{t}printf("%u\\n", g_check);', f'{t}printf("%d\\n", gi0);']
        longs = [v.name for v in self.pools.get("l", []) if v.where == "global"]
        if longs:
            out.append(f'{t}printf("%ld\\n", {longs[0]});')
        return [*out, f'{t}printf("%u\\n", g_fuel);', f"{t}return 0;", "}"]

    def _read_input(self) -> list[str]:
        t, t2, t3 = _TAB, _TAB * 2, _TAB * 3
        mix = "g_input = (g_input * 31 + ch) & 0xFFFF;"
        if self.cfg.use_loops:
            out = [f"{t}for (k = 0; k < 4; k++) {{", f"{t2}ch = getchar();"]
            out += [f"{t2}if (ch == EOF) {{", f"{t3}break;", f"{t2}}}", f"{t2}{mix}", f"{t}}}"]
            return out
        out = [
            f"{t}ch = getchar();",
            f"{t}if (ch != EOF) {{",
            f"{t2}{mix}",
            f"{t2}ch = getchar();",
        ]
        return [*out, f"{t2}if (ch != EOF) {{", f"{t3}{mix}", f"{t2}}}", f"{t}}}"]

    def _type_lines(self) -> list[str]:
        cfg = self.cfg
        out: list[str] = []
        if cfg.use_library:
            deref = "*(const int *)"
            out += ["static unsigned lib_cmp_calls = 0u;", "",
                    "static int lib_cmp(const void *a, const void *b)", "{",
                    f"{_TAB}lib_cmp_calls++;",
                    f"{_TAB}return ({deref}a > {deref}b) - ({deref}a < {deref}b);", "}", ""]
        if cfg.use_function_pointers:
            out += ["typedef int (*binop_fn)(int, int);", ""]
        if cfg.use_structs:
            out += ["struct inner {", f"{_TAB}int a;", f"{_TAB}unsigned b;", "};", ""]
            fields = ["int id;", "struct inner in;"]
            fields += ["struct inner *pin;"] if self.has_pin else []
            fields += ["binop_fn op;"] if self.has_op else []
            fields += ["int vals[4];", "char tag[8];"]
            out += ["struct outer {", *(_TAB + f for f in fields), "};", ""]
            if cfg.use_heap:
                out += ["struct node {", f"{_TAB}int val;", f"{_TAB}struct node *next;", "};", ""]
        return out

    def _protos(self, funcs: list[_Func]) -> list[str]:
        return [_signature(f) + ";" for f in funcs]

    def _chunks(self, defs: list[list[str]]) -> list[str]:
        out: list[str] = []
        for d in defs:
            out += [*d, ""]
        return out

    def _worker_defs(self, unit: int) -> list[list[str]]:
        return [self.bodies.get(f.name, []) for f in self.workers if f.unit == unit]

    def _helper_def(self, unit: int) -> list[str]:
        mult = 40503 + 2 * unit
        body = f"{_TAB}return (int)(((unsigned)x * {mult}u + unit_calls) & 0xFFFFu);"
        return ["static int unit_mix(int x)", "{", f"{_TAB}unit_calls++;", body, "}"]

    def render_files(self) -> dict[str, str]:
        """All files by name; workers without a rendered body contribute only a blank line."""
        if not self.multi:
            return {"prog.c": self._single()}
        files = {"prog.h": self._header()}
        for unit in range(self.units):
            files[_unit_file(unit)] = self._unit(unit)
        return files

    def _comment(self, what: str) -> str:
        cfg = self.cfg
        return (
            f"/* {what}: synthetic C program, seed {cfg.seed}, about {cfg.target_lines} lines. */"
        )

    def _single(self) -> str:
        drivers = [d for d, _ in self.drivers]
        out = [self._comment("prog.c"), *_INCLUDES, "", *self._type_lines()]
        ab = (_Var("a", "i", "param"), _Var("b", "i", "param"))
        ops = [_Func(name, "op", "int", ab, 0, True) for name in self.ops]
        out += [*self._protos(ops), *self._protos(self.workers), *self._protos(drivers), ""]
        out += [*self.global_defs, "", *self._chunks(self.op_defs)]
        out += self._chunks(self._worker_defs(0)) + self._chunks(self.driver_defs)
        return "\n".join([*out, *self._main()]) + "\n"

    def _header(self) -> str:
        out = [self._comment("prog.h"), "#ifndef PROG_H", "#define PROG_H", "", *_INCLUDES, ""]
        out += [*self._type_lines(), *self.global_externs, ""]
        out += [f"int {name}(int a, int b);" for name in self.ops]
        return "\n".join([*out, *self._protos(self.workers), "", "#endif"]) + "\n"

    def _unit(self, unit: int) -> str:
        out = [self._comment(_unit_file(unit)), '#include "prog.h"', ""]
        if unit == 0:
            out += [*self.global_defs, ""]
        out += ["static unsigned unit_calls = 0u;", "", "static int unit_mix(int x);"]
        if unit == 0:
            out += self._protos([d for d, _ in self.drivers])
        out += ["", *self._chunks([self._helper_def(unit)])]
        if unit == 0:
            out += self._chunks(self.op_defs)
        out += self._chunks(self._worker_defs(unit))
        if unit == 0:
            out += [*self._chunks(self.driver_defs), *self._main()]
        while out and out[-1] == "":
            out.pop()
        return "\n".join(out) + "\n"

    def fixed_lines(self) -> int:
        return sum(text.count("\n") for text in self.render_files().values())

    def fill(self, spare: int) -> None:
        """Render every worker, spreading `spare` lines over them."""
        rng = self.rng
        weights = [rng.uniform(0.55, 1.45) for _ in self.workers]
        scale = spare / sum(weights)
        carry = 0.0
        for f, w in zip(self.workers, weights, strict=True):
            want = w * scale + carry
            body = self.render_worker(f, max(10, round(want)))
            self.bodies[f.name] = body
            carry = want - len(body)


def _unit_file(unit: int) -> str:
    return "main.c" if unit == 0 else f"unit{unit}.c"


def _build(cfg: GenConfig, units: int) -> _Builder:
    n = max(units, round(cfg.target_lines * cfg.functions_per_kloc / 1000))
    builder = _Builder(cfg, n, units)
    for _ in range(8):
        spare = cfg.target_lines - builder.fixed_lines()
        if spare >= 20 * n or n <= units:
            break
        n = max(units, min(n - 1, spare // 24))
        builder = _Builder(cfg, n, units)
    builder.fill(max(10 * n, cfg.target_lines - builder.fixed_lines()))
    return builder


def _edges(builder: _Builder) -> tuple[tuple[str, str], ...]:
    return tuple(sorted(set(builder.edges)))


def _recursive(builder: _Builder) -> tuple[str, ...]:
    return tuple(f.name for f in builder.workers if f.kind == "rec")


def generate(config: GenConfig) -> GeneratedProgram:
    """Generate one self-contained C file of about `config.target_lines` lines."""
    builder = _build(config, 1)
    source = builder.render_files()["prog.c"]
    names = [*builder.ops, *(f.name for f in builder.workers)]
    names += [d.name for d, _ in builder.drivers] + ["main"]
    return GeneratedProgram(
        source=source,
        lines=source.count("\n"),
        functions=tuple(names),
        globals=tuple(builder.global_names),
        call_edges=_edges(builder),
        address_taken_functions=tuple(builder.ops),
        recursive_functions=_recursive(builder),
        config=config,
    )


def generate_multi(config: GenConfig, units: int = 3) -> GeneratedMultiProgram:
    """Generate `units` translation units (main.c, unit1.c, ...) sharing the header prog.h.

    Every unit defines a `static int unit_mix(int)` and a `static unsigned unit_calls`, so
    unit-local names repeat across files; globals live in main.c and are `extern` in the header.
    """
    if units < 2:
        raise ValueError("generate_multi needs at least two units")
    builder = _build(config, units)
    files = builder.render_files()
    header = files.pop("prog.h")
    names = [*builder.ops, *(f.name for f in builder.workers), "main"]
    return GeneratedMultiProgram(
        sources=files,
        header_name="prog.h",
        header=header,
        lines=header.count("\n") + sum(text.count("\n") for text in files.values()),
        functions=tuple(names),
        static_functions=tuple(
            [h.qual for h in builder.helpers] + [f"main.c:{d.name}" for d, _ in builder.drivers]
        ),
        globals=tuple(builder.global_names),
        call_edges=_edges(builder),
        config=config,
    )


def _compile_entry(directory: Path, name: str) -> dict[str, object]:
    obj = name.rsplit(".", 1)[0] + ".o"
    return {
        "directory": str(directory),
        "file": str(directory / name),
        "arguments": ["gcc", *GCC_FLAGS, "-c", "-o", obj, name],
    }


def _write(directory: str | os.PathLike[str], files: Mapping[str, str]) -> list[Path]:
    root = Path(directory).resolve()
    root.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in files.items():
        path = root / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    units = [_compile_entry(root, name) for name in files if name.endswith(".c")]
    (root / "compile_commands.json").write_text(json.dumps(units, indent=2) + "\n", "utf-8")
    return paths


def write_program(program: GeneratedProgram, directory: str | os.PathLike[str]) -> Path:
    """Write the program and a compile_commands.json into `directory`; return the C file."""
    return _write(directory, {program.filename: program.source})[0]


def write_multi(program: GeneratedMultiProgram, directory: str | os.PathLike[str]) -> list[Path]:
    """Write header, units and compile_commands.json into `directory`; return the .c files."""
    paths = _write(directory, program.files())
    return [p for p in paths if p.suffix == ".c"]
