"""Deterministic generator of synthetic, well-defined C++ programs with class hierarchies and
virtual calls (the input of the CHA soundness tests and of C++ benchmarks)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

__all__ = ["CXX_FLAGS", "CxxGenConfig", "GeneratedCxxProgram", "generate_cxx"]

#: Flags every generated program compiles cleanly with.
CXX_FLAGS: tuple[str, ...] = ("-std=c++17", "-Wall", "-Wextra", "-Werror")

_T = "    "


@dataclass(frozen=True)
class CxxGenConfig:
    """What to generate; the same configuration always gives the same program.

    `roots` independent hierarchies, `classes` classes in all (roots included), each
    non-root deriving from an earlier class and, with probability `multiple_inheritance`,
    also from an earlier class of other hierarchies (never the same base twice, so no
    ambiguous subobjects). Each root declares `methods` virtual methods; a class overrides
    an inherited one with probability `override`. `helpers` free functions take base
    pointers and make virtual calls through them and through fields holding objects. With
    probability `virtual_inheritance` a base is a virtual base (`public virtual K1`), which
    every class below it initialises (the most derived class constructs it).
    """

    seed: int = 0
    roots: int = 2
    classes: int = 8
    methods: int = 3
    helpers: int = 6
    multiple_inheritance: float = 0.3
    override: float = 0.45
    objects: int = 6
    virtual_inheritance: float = 0.0


@dataclass(frozen=True)
class GeneratedCxxProgram:
    """A generated program and the class facts it was built from.

    `bases` maps each class to its direct bases in declaration order; `vmethods` maps each
    class to its virtual methods by name (not counting the destructor) and the function
    (`K3::m0_1`) an object of that class runs for it (its final overrider).
    """

    source: str
    lines: int
    classes: tuple[str, ...]
    bases: Mapping[str, tuple[str, ...]]
    vmethods: Mapping[str, Mapping[str, str]]
    helpers: tuple[str, ...]
    config: CxxGenConfig
    filename: str = "prog.cpp"


@dataclass
class _Class:
    name: str
    bases: list[int]
    roots: list[int]  # root indices whose methods the class has, in base order
    own: dict[str, str] = field(default_factory=dict)  # method -> implementing function
    final: dict[str, str] = field(default_factory=dict)
    virtual: set[int] = field(default_factory=set)  # the direct bases inherited virtually
    vbases: list[int] = field(default_factory=list)  # every virtual base, direct or not


class _Gen:
    def __init__(self, cfg: CxxGenConfig) -> None:
        self.cfg = cfg
        self.rng = random.Random(cfg.seed)
        self.classes: list[_Class] = []
        self.ids = 0
        self._subclasses: dict[tuple[int, int], list[int]] = {}

    def next_id(self) -> int:
        self.ids += 1
        return self.ids

    # --- the hierarchy ----------------------------------------------------------------

    def build_hierarchy(self) -> None:
        n_roots = max(1, min(self.cfg.roots, self.cfg.classes))
        for r in range(n_roots):
            c = _Class(f"K{r}", [], [r])
            for k in range(self.cfg.methods):
                c.own[f"m{r}_{k}"] = f"K{r}::m{r}_{k}"
            c.final = dict(c.own)
            self.classes.append(c)
        for i in range(n_roots, max(self.cfg.classes, n_roots)):
            first = self.rng.randrange(i)
            bases = [first]
            roots = list(self.classes[first].roots)
            if self.rng.random() < self.cfg.multiple_inheritance:
                others = [j for j in range(i)
                          if not set(self.classes[j].roots) & set(roots)]
                if others:
                    second = self.rng.choice(others)
                    bases.append(second)
                    roots += self.classes[second].roots
            self.classes.append(self.derive(f"K{i}", bases, roots))

    def derive(self, name: str, bases: list[int], roots: list[int]) -> _Class:
        c = _Class(name, bases, roots)
        for b in bases:
            for m, fn in self.classes[b].final.items():
                c.final.setdefault(m, fn)
            if self.cfg.virtual_inheritance > 0 and \
                    self.rng.random() < self.cfg.virtual_inheritance:
                c.virtual.add(b)
            for v in [*self.classes[b].vbases, *([b] if b in c.virtual else [])]:
                if v not in c.vbases:
                    c.vbases.append(v)
        for m in sorted(c.final):
            if self.rng.random() < self.cfg.override:
                c.own[m] = f"{name}::{m}"
                c.final[m] = c.own[m]
        return c

    def subclasses_of(self, i: int) -> list[int]:
        """`i` and every class deriving from it, by index (memoised per class count)."""
        key = (i, len(self.classes))
        got = self._subclasses.get(key)
        if got is None:
            out, seen = [i], {i}
            for j in range(i + 1, len(self.classes)):
                if any(b in seen for b in self.classes[j].bases):
                    out.append(j)
                    seen.add(j)
            got = self._subclasses[key] = out
        return got

    # --- code -------------------------------------------------------------------------

    def method(self, c: _Class, m: str) -> list[str]:
        """A virtual method: mixes its id, may call a lower-numbered method of the same
        hierarchy on `this` (a virtual call; lower numbers only, so calls terminate)."""
        r, k = (int(x) for x in m[1:].split("_"))
        mid = self.next_id()
        spec = " override" if c.bases else ""
        head = "virtual " if not c.bases else ""
        body = [f"{_T}{head}unsigned {m}(unsigned x){spec}", f"{_T}{{",
                f"{_T}{_T}mix({mid}u);", f"{_T}{_T}unsigned r = x * {self.rng.randrange(2, 9)}u"
                f" + val{r};"]
        if k > 0 and self.rng.random() < 0.5:
            j = self.rng.randrange(k)
            body.append(f"{_T}{_T}r += this->m{r}_{j}(r & 255u);")
        body += [f"{_T}{_T}return r;", f"{_T}}}"]
        return body

    def class_text(self, c: _Class) -> list[str]:
        if not c.bases:
            r = c.roots[0]
            lines = [f"class {c.name} {{", "public:", f"{_T}{c.name} *next{r};",
                     f"{_T}unsigned val{r};",
                     f"{_T}explicit {c.name}(unsigned v) : next{r}(nullptr), val{r}(v) {{}}",
                     f"{_T}virtual ~{c.name}() {{ delete next{r}; }}"]
        else:
            bases = ", ".join(f"public {'virtual ' if b in c.virtual else ''}"
                              f"{self.classes[b].name}" for b in c.bases)
            arg = {b: f"v + {n + 1}u" for n, b in enumerate(c.bases)}
            order = [*c.vbases, *(b for b in c.bases if b not in c.vbases)]  # C++'s order
            inits = ", ".join(f"{self.classes[b].name}({arg.get(b, 'v + 7u')})"
                              for b in order)
            lines = [f"class {c.name} : {bases} {{", "public:",
                     f"{_T}explicit {c.name}(unsigned v) : {inits} {{}}"]
        for m in sorted(c.own):
            lines += self.method(c, m)
        return [*lines, "};", ""]

    def factory(self, r: int) -> list[str]:
        subs = [j for j, c in enumerate(self.classes) if r in c.roots]
        lines = [f"static K{r} *make{r}(unsigned k)", "{", f"{_T}switch (k % {len(subs)}u) {{"]
        for n, j in enumerate(subs):
            lines.append(f"{_T}case {n}u: return new {self.classes[j].name}(k);")
        lines += [f"{_T}default: return new K{r}(k);", f"{_T}}}", "}", "",
                  f"static void attach{r}(K{r} *owner, unsigned k)", "{",
                  f"{_T}delete owner->next{r};", f"{_T}owner->next{r} = make{r}(k);", "}", ""]
        return lines

    def helper(self, h: int, param: int, earlier: list[tuple[str, int]]) -> list[str]:
        """`work{h}(P *p, x)`: virtual calls through p and through p's next field, maybe a
        call of an earlier helper with p (up-cast), maybe a temporary from a factory."""
        c = self.classes[param]
        lines = [f"static unsigned work{h}({c.name} *p, unsigned x)", "{",
                 f"{_T}unsigned r = x;"]
        for _ in range(self.rng.randrange(1, 3)):
            m = self.rng.choice(sorted(c.final))
            lines.append(f"{_T}r += p->{m}(r & 1023u);")
        r = self.rng.choice(c.roots)
        m = self.rng.choice([x for x in sorted(c.final) if x.startswith(f"m{r}_")])
        lines += [f"{_T}if (p->next{r} != nullptr)",
                  f"{_T}{_T}r ^= p->next{r}->{m}(r & 1023u);"]
        callable_ = [(name, b) for name, b in earlier
                     if param in self.subclasses_of(b)]
        if callable_ and self.rng.random() < 0.6:
            name, _b = self.rng.choice(callable_)
            lines.append(f"{_T}r += {name}(p, r & 1023u);")
        if self.rng.random() < 0.5:
            lines += [f"{_T}K{r} *tmp = make{r}(r & 63u);",
                      f"{_T}r += tmp->{m}(x);", f"{_T}delete tmp;"]
        return [*lines, f"{_T}return r;", "}", ""]

    def main(self, helpers: list[tuple[str, int]]) -> list[str]:
        n = max(1, self.cfg.objects)
        lines = ["int main()", "{"]
        roots = sorted({c.roots[0] for c in self.classes if not c.bases})
        for r in roots:
            m = f"m{r}_{self.rng.randrange(self.cfg.methods)}" if self.cfg.methods else None
            lines += [f"{_T}K{r} *objs{r}[{n}];",
                      f"{_T}for (unsigned i = 0; i < {n}u; ++i) {{",
                      f"{_T}{_T}objs{r}[i] = make{r}(i * 5u + {self.rng.randrange(10)}u);",
                      f"{_T}{_T}attach{r}(objs{r}[i], i + 1u);", f"{_T}}}"]
            if m is not None:
                lines.append(f"{_T}for (unsigned i = 0; i < {n}u; ++i) "
                             f"mix(objs{r}[i]->{m}(i));")
        for name, param in helpers:
            sub = self.classes[self.rng.choice(self.subclasses_of(param))]
            pc = self.classes[param].name
            r = self.rng.choice(self.classes[param].roots)
            lines += [f"{_T}{{", f"{_T}{_T}{pc} *p = new {sub.name}({self.rng.randrange(50)}u);"]
            if self.rng.random() < 0.5:
                lines.append(f"{_T}{_T}attach{r}(p, {self.rng.randrange(20)}u);")
            lines += [f"{_T}{_T}mix({name}(p, {self.rng.randrange(100)}u));",
                      f"{_T}{_T}delete p;", f"{_T}}}"]
        for r in roots:
            lines.append(f"{_T}for (unsigned i = 0; i < {n}u; ++i) delete objs{r}[i];")
        lines += [f'{_T}std::printf("%lu\\n", acc);', f"{_T}return 0;", "}"]
        return lines

    def program(self) -> GeneratedCxxProgram:
        self.build_hierarchy()
        out = ["// Generated by ddpa.bench.generator_cxx (seed "
               f"{self.cfg.seed}): class hierarchies and virtual calls.",
               "#include <cstdio>", "", "static unsigned long acc = 0;", "",
               "static void mix(unsigned long v)", "{",
               f"{_T}acc = acc * 1099511628211ul + v;", "}", ""]
        for c in self.classes:
            out += self.class_text(c)
        for r in sorted({c.roots[0] for c in self.classes if not c.bases}):
            out += self.factory(r)
        helpers: list[tuple[str, int]] = []
        for h in range(self.cfg.helpers):
            param = self.rng.randrange(len(self.classes))
            out += self.helper(h, param, helpers)
            helpers.append((f"work{h}", param))
        out += self.main(helpers)
        source = "\n".join(out) + "\n"
        return GeneratedCxxProgram(
            source=source,
            lines=source.count("\n"),
            classes=tuple(c.name for c in self.classes),
            bases=MappingProxyType({c.name: tuple(self.classes[b].name for b in c.bases)
                                    for c in self.classes}),
            vmethods=MappingProxyType({c.name: MappingProxyType(dict(sorted(c.final.items())))
                                       for c in self.classes}),
            helpers=tuple(name for name, _p in helpers),
            config=self.cfg,
        )


def generate_cxx(config: CxxGenConfig | None = None) -> GeneratedCxxProgram:
    """A C++ program for `config` (default: `CxxGenConfig()`), deterministic by seed."""
    return _Gen(config or CxxGenConfig()).program()
