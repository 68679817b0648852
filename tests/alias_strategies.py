"""Hypothesis strategies for random, well-typed pointer programs written as IR text.

Variables have pointer levels 0 (`i32`) to 3 (`i32***`), plus records `struct.S` with two
`i32*` fields and pointers to them. Statements are the canonical forms of Zheng and Rugina
section 3 (address-of, copy, load, store), field reads, writes and addresses, heap
allocations, pointer arithmetic, direct and indirect calls and returns, all type-correct.
With `address_before_copy`, every pointer (variables, parameters, fields, heap cells that
hold pointers, globals) is first given an address, so no location a program reads is empty.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

Draw = Callable[[st.SearchStrategy[Any]], Any]
TYPES = {0: "i32", 1: "i32*", 2: "i32**", 3: "i32***", "S": "struct.S", "PS": "struct.S*"}
HEADER = """record struct.S size 16 align 8 {
  field f: i32* @0
  field g: i32* @8
}
declare @malloc: fn(u64) -> void*
"""


@dataclass
class _Fn:
    name: str
    params: list[tuple[str, int]]
    ret: int  # pointer level of the result, 0 for void
    locals: dict[str, object] = field(default_factory=dict)
    body: list[str] = field(default_factory=list)


class _Gen:
    def __init__(self, draw: Draw, abc: bool, fields: bool) -> None:
        self.draw = draw
        self.abc = abc
        self.fields = fields
        self.globals: dict[str, object] = {}
        self.fns: list[_Fn] = []
        self.sites = 0
        self.site_fns: list[str] = []

    def vars_of(self, fn: _Fn, level: object) -> list[str]:
        out = [f"%{n}" for n, lv in fn.locals.items() if lv == level]
        out += [f"%{n}" for n, lv in fn.params if lv == level]
        out += [f"@{n}" for n, lv in self.globals.items() if lv == level]
        return out

    def pick(self, fn: _Fn, level: object) -> str | None:
        vs = self.vars_of(fn, level)
        return self.draw(st.sampled_from(vs)) if vs else None

    def stmt(self, fn: _Fn) -> None:
        kinds = ["addr", "copy", "load", "store", "alloc", "ptradd", "call"]
        if self.fields:
            kinds += ["fread", "fwrite", "faddr", "pload", "pstore"]
        kind = self.draw(st.sampled_from(kinds))
        lvl = self.draw(st.integers(1, 3))
        getattr(self, "_" + kind)(fn, lvl)

    def _addr(self, fn: _Fn, lvl: int) -> None:
        d, t = self.pick(fn, lvl), self.pick(fn, lvl - 1)
        if d and t:
            fn.body.append(f"{d} = &{t}")

    def _copy(self, fn: _Fn, lvl: int) -> None:
        d, s = self.pick(fn, lvl), self.pick(fn, lvl)
        if d and s:
            fn.body.append(f"{d} = {s}")

    def _load(self, fn: _Fn, lvl: int) -> None:
        d, p = self.pick(fn, lvl), self.pick(fn, lvl + 1) if lvl < 3 else None
        if d and p:
            fn.body.append(f"{d} = *{p}")

    def _store(self, fn: _Fn, lvl: int) -> None:
        p, v = self.pick(fn, lvl + 1) if lvl < 3 else None, self.pick(fn, lvl)
        if p and v:
            fn.body.append(f"*{p} = {v}")

    def _alloc(self, fn: _Fn, lvl: int) -> None:
        d = self.pick(fn, lvl)
        if not d:
            return
        site = self.sites
        self.sites += 1
        self.site_fns.append(fn.name)
        fn.body.append(f"{d} = alloc #{site} @malloc()")
        if self.abc and lvl > 1:
            v = self.pick(fn, lvl - 1)
            if v:
                fn.body.append(f"*{d} = {v}")

    def _ptradd(self, fn: _Fn, lvl: int) -> None:
        d, s = self.pick(fn, lvl), self.pick(fn, lvl)
        if d and s:
            fn.body.append(f"{d} = ptradd {s}, 1, 8")

    def _fread(self, fn: _Fn, lvl: int) -> None:
        d, s = self.pick(fn, 1), self.pick(fn, "S")
        if d and s:
            fn.body.append(f"{d} = {s}.{self.draw(st.sampled_from('fg'))}")

    def _fwrite(self, fn: _Fn, lvl: int) -> None:
        s, v = self.pick(fn, "S"), self.pick(fn, 1)
        if s and v:
            fn.body.append(f"{s}.{self.draw(st.sampled_from('fg'))} = {v}")

    def _faddr(self, fn: _Fn, lvl: int) -> None:
        f = self.draw(st.sampled_from("fg"))
        if self.draw(st.booleans()):
            d, s = self.pick(fn, 2), self.pick(fn, "S")
            if d and s:
                fn.body.append(f"{d} = &{s}.{f}")
        else:
            d, p = self.pick(fn, 2), self.pick(fn, "PS")
            if d and p:
                fn.body.append(f"{d} = &{p}->{f}")

    def _pload(self, fn: _Fn, lvl: int) -> None:
        d, p = self.pick(fn, 1), self.pick(fn, "PS")
        if d and p:
            fn.body.append(f"{d} = {p}->{self.draw(st.sampled_from('fg'))}")

    def _pstore(self, fn: _Fn, lvl: int) -> None:
        p, v = self.pick(fn, "PS"), self.pick(fn, 1)
        if p and v:
            fn.body.append(f"{p}->{self.draw(st.sampled_from('fg'))} = {v}")

    def _call(self, fn: _Fn, lvl: int) -> None:
        callee = self.draw(st.sampled_from(self.fns))
        args = [self.pick(fn, lv) for _, lv in callee.params]
        if any(a is None for a in args):
            return
        text = ", ".join(a for a in args if a)
        dst = self.pick(fn, callee.ret) if callee.ret else None
        fp = f"%fp_{callee.name}"
        if self.draw(st.booleans()) and fp[1:] in fn.locals:
            target = f"*{fp}"
            fn.body.append(f"{fp} = &@{callee.name}")
        else:
            target = f"@{callee.name}"
        fn.body.append(f"{dst} = call {target}({text})" if dst else f"call {target}({text})")

    def initialise(self, fn: _Fn) -> None:
        """Give every pointer of the function an address before anything else happens."""
        for name, lv in [*fn.params, *fn.locals.items()]:
            if isinstance(lv, int) and lv > 0:
                t = self.pick(fn, lv - 1)
                if t:
                    fn.body.append(f"%{name} = &{t}")
            elif lv == "S":
                for f in "fg":
                    t = self.pick(fn, 1)  # an already initialised pointer
                    if t:
                        fn.body.append(f"%{name}.{f} = {t}")
            elif lv == "PS":
                t = self.pick(fn, "S")
                if t:
                    fn.body.append(f"%{name} = &{t}")

    def text(self) -> str:
        out = [HEADER]
        for k in range(self.sites):
            out.append(f"alloc #{k} @malloc in @{self.site_fns[k]}")
        for g, lv in self.globals.items():
            init = "zero"
            if self.abc and isinstance(lv, int) and lv > 0:
                tgt = [n for n, l2 in self.globals.items() if l2 == lv - 1]
                init = f"&@{tgt[0]}" if tgt else "zero"
            out.append(f"global @{g}: {TYPES[lv]} = {init}")  # type: ignore[index]
        for fn in self.fns:
            out.append(self._function(fn))
        return "\n".join(out) + "\n"

    def _function(self, fn: _Fn) -> str:
        params = ", ".join(f"%{n}: {TYPES[lv]}" for n, lv in fn.params)
        ret = TYPES[fn.ret] if fn.ret else "void"
        lines = [f"func @{fn.name}({params}) -> {ret} {{"]
        for n, lv in fn.locals.items():
            ty = lv if isinstance(lv, str) and lv.startswith("(") else TYPES[lv]  # type: ignore[index]
            lines.append(f"  local %{n}: {ty}")
        body = list(fn.body)
        if fn.ret:
            r = self.vars_of(fn, fn.ret)
            body.append(f"ret {r[0]}" if r else "ret")
        else:
            body.append("ret")
        lines.append("  n0: entry -> n2")
        lines.append("  n1: exit")
        for k, stmt in enumerate(body):
            nxt = "n1" if k == len(body) - 1 else f"n{k + 3}"
            lines.append(f"  n{k + 2}: {stmt} -> {nxt}")
        lines.append("}")
        return "\n".join(lines)


@st.composite
def pointer_programs(draw: Draw, address_before_copy: bool = False, fields: bool = True,
                     max_functions: int = 3, max_statements: int = 14) -> str:
    """IR text of a random pointer program (see the module docstring)."""
    g = _Gen(draw, address_before_copy, fields)
    for lv in (0, 0, 1, 2):
        g.globals[f"g{len(g.globals)}"] = lv
    nfun = draw(st.integers(1, max_functions))
    for k in range(nfun):
        params = [(f"a{j}", draw(st.integers(1, 2))) for j in range(draw(st.integers(0, 2)))]
        fn = _Fn(f"f{k}", params, draw(st.sampled_from([0, 1, 2])))
        levels: list[object] = [0, 0, 1, 1, 2, 3]
        if fields:
            levels += ["S", "PS"]
        for j, lv in enumerate(levels):
            fn.locals[f"v{j}"] = lv
        g.fns.append(fn)
    for fn in g.fns:
        sig = ", ".join(TYPES[lv] for _, lv in fn.params)
        ret = TYPES[fn.ret] if fn.ret else "void"
        for other in g.fns:
            if other is not fn:
                other.locals[f"fp_{fn.name}"] = f"(fn({sig}) -> {ret})*"
    for fn in g.fns:
        if address_before_copy:
            g.initialise(fn)
        for _ in range(draw(st.integers(1, max_statements))):
            g.stmt(fn)
    return g.text()


FIELD_ARITH_HEADER = """struct R { int *a; int *b[3]; int *c; };
struct R o0, o1;
int x0, x1, x2, x3;
"""
_SLOTS = ("a", "b[0]", "b[1]", "b[2]", "c")  # the five pointer slots of a struct R, in order


@st.composite
def field_arith_sources(draw: Draw, max_statements: int = 16) -> str:
    """C source of a straight-line program over records with an array in a field, taking
    field addresses and moving them with pointer arithmetic (always inside the object: the
    generator knows every pointer's slot), storing and loading through them."""
    slot = {f"p{k}": 0 for k in range(3)}  # the slot each `int **` points to
    obj = {f"p{k}": 0 for k in range(3)}
    body = [f"o{o}.{s} = &x{(o + k) % 4};" for o in range(2) for k, s in enumerate(_SLOTS)]
    body += [f"int **{p} = &o0.a;" for p in slot] + ["int *v0 = &x0, *v1 = &x1;"]
    body += ["struct R *r0 = &o0, *r1 = &o1;"]
    for _ in range(draw(st.integers(1, max_statements))):
        kind = draw(st.sampled_from(["faddr", "paddr", "arith", "arith", "store", "load",
                                     "fread", "pread"]))
        p = draw(st.sampled_from(sorted(slot)))
        if kind in ("faddr", "paddr"):
            o, k = draw(st.integers(0, 1)), draw(st.integers(0, 4))
            body.append(f"{p} = &o{o}.{_SLOTS[k]};" if kind == "faddr"
                        else f"{p} = &r{o}->{_SLOTS[k]};")
            slot[p], obj[p] = k, o
        elif kind == "pread":
            o, k = draw(st.integers(0, 1)), draw(st.integers(0, 4))
            body.append(f"v{draw(st.integers(0, 1))} = r{o}->{_SLOTS[k]};")
        elif kind == "arith":
            q = draw(st.sampled_from(sorted(slot)))
            k = draw(st.integers(-slot[q], 4 - slot[q]))
            body.append(f"{p} = {q} + {k};")
            slot[p], obj[p] = slot[q] + k, obj[q]
        elif kind == "store":
            body.append(f"*{p} = &x{draw(st.integers(0, 3))};")
        elif kind == "load":
            body.append(f"v{draw(st.integers(0, 1))} = *{p};")
        else:
            o, k = draw(st.integers(0, 1)), draw(st.integers(0, 4))
            body.append(f"v{draw(st.integers(0, 1))} = o{o}.{_SLOTS[k]};")
    body.append("return *v0 + *v1;")
    return FIELD_ARITH_HEADER + "int main(void) {\n    " + "\n    ".join(body) + "\n}\n"
