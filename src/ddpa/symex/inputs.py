"""Symbolic inputs: an entry's integers, chars, bounded C strings and structs of integers, or a
whole program's argv strings, and standard input's bytes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import z3

from ddpa.ir.program import Function, Program
from ddpa.ir.types import IntType, PointerType, RecordType, Type

#: a concrete input: integers for integer parameters, bytes (no NUL) for strings,
#: a tuple of field values for pointers to structs
Concrete = int | bytes | tuple[int, ...]


class InputError(Exception):
    """An entry function that does not exist or whose parameters cannot be made symbolic."""


@dataclass(frozen=True)
class Param:
    """One symbolic input: `kind` is "int", "str", "struct", or "stdin" (standard input's
    bytes, exactly `length` of them: NUL bytes included, end of file after them)."""

    name: str
    type: Type
    kind: str
    # struct inputs: (field name, byte offset, field type) in declaration order
    fields: tuple[tuple[str, int, IntType], ...] = ()
    length: int = 0  # stdin: how many bytes

    def symbols(self, max_len: int) -> list[z3.BitVecRef]:
        """The input symbols of this parameter, in the order the values list them."""
        if self.kind == "int":
            assert isinstance(self.type, IntType)
            return [z3.BitVec(self.name, self.type.bits)]
        if self.kind == "str":
            return [z3.BitVec(f"{self.name}[{i}]", 8) for i in range(max_len)]
        if self.kind == "stdin":
            return [z3.BitVec(f"stdin[{i}]", 8) for i in range(self.length)]
        return [z3.BitVec(f"{self.name}.{f}", t.bits) for f, _, t in self.fields]


@dataclass
class InputSpec:
    """The symbolic inputs of one entry function, with the bound on string lengths."""

    function: str
    params: list[Param]
    max_len: int = 8
    symbols: dict[str, list[z3.BitVecRef]] = field(default_factory=dict)
    argv: bool = False  # the params are main's argv[1..n], passed as argc and argv

    def __post_init__(self) -> None:
        self.symbols = {p.name: p.symbols(self.max_len) for p in self.params}

    def default(self) -> list[Concrete]:
        out: list[Concrete] = []
        for p in self.params:
            if p.kind == "int":
                out.append(0)
            elif p.kind == "str":
                out.append(b"")
            elif p.kind == "stdin":
                out.append(b"\0" * p.length)
            else:
                out.append(tuple(0 for _ in p.fields))
        return out

    def from_model(self, model: z3.ModelRef, parent: list[Concrete]) -> list[Concrete]:
        """The input a model gives; symbols the model leaves free keep the parent's value."""
        out: list[Concrete] = []
        for p, old in zip(self.params, parent, strict=True):
            syms = self.symbols[p.name]
            if p.kind == "int":
                assert isinstance(p.type, IntType) and isinstance(old, int)
                out.append(_pick(model, syms[0], old, p.type))
            elif p.kind == "str":
                assert isinstance(old, bytes)
                padded = old.ljust(self.max_len, b"\0")
                data = bytes(_pick(model, s, padded[i], IntType(8, False))
                             for i, s in enumerate(syms))
                out.append(data.split(b"\0", 1)[0])
            elif p.kind == "stdin":
                assert isinstance(old, bytes)
                out.append(bytes(_pick(model, s, old[i] if i < len(old) else 0,
                                       IntType(8, False)) for i, s in enumerate(syms)))
            else:
                assert isinstance(old, tuple)
                out.append(tuple(_pick(model, s, o, t)
                                 for s, o, (_, _, t) in zip(syms, old, p.fields, strict=True)))
        return out

    def near(self, values: list[Concrete]) -> list[Any]:
        """Equalities of the symbols with `values` (a string's bytes up to its NUL)."""
        out: list[Any] = []
        for p, v in zip(self.params, values, strict=True):
            syms = self.symbols[p.name]
            if isinstance(v, bytes):
                tail = b"" if p.kind == "stdin" else b"\0"
                out += [s == b for s, b in zip(syms, v + tail, strict=False)]
            elif isinstance(v, tuple):
                out += [s == x for s, x in zip(syms, v, strict=True)]
            else:
                out.append(syms[0] == v)
        return out

    def describe(self, values: list[Concrete]) -> dict[str, Any]:
        """JSON-friendly values by parameter name (strings decoded with escapes)."""
        out: dict[str, Any] = {}
        for p, v in zip(self.params, values, strict=True):
            if isinstance(v, bytes):
                out[p.name] = v.decode("latin-1")
            elif isinstance(v, tuple):
                out[p.name] = {f: x for (f, _, _), x in zip(p.fields, v, strict=True)}
            else:
                out[p.name] = v
        return out


def _pick(model: z3.ModelRef, sym: z3.BitVecRef, old: int, t: IntType) -> int:
    v = model.eval(sym, model_completion=False)
    if not z3.is_bv_value(v):
        return old
    raw = int(v.as_long())
    if t.signed and t.bits > 1 and raw >= 1 << (t.bits - 1):
        raw -= 1 << t.bits
    return raw


def entry_spec(program: Program, name: str, max_len: int = 8) -> InputSpec:
    """The symbolic inputs of function `name` (InputError says which parameter cannot be)."""
    fns = [f for f in program.find_functions(name) if f.has_body] or \
        [f for f in program.functions.values() if f.name == name and f.has_body]
    if not fns:
        raise InputError(f"no function '{name}' with a body in the program")
    fn: Function = fns[0]
    params: list[Param] = []
    for v in fn.params:
        label = v.src_name or v.name
        t = v.type
        if isinstance(t, IntType):
            params.append(Param(label, t, "int"))
        elif isinstance(t, PointerType) and isinstance(t.pointee, IntType) \
                and t.pointee.bits == 8:
            params.append(Param(label, t, "str"))
        elif isinstance(t, PointerType) and isinstance(t.pointee, RecordType):
            rec = program.records.get(t.pointee.name)
            if rec is None or not rec.complete:
                raise InputError(f"parameter '{label}' of '{name}' points to the incomplete "
                                 f"type '{t.pointee}', which cannot be made symbolic")
            fields: list[tuple[str, int, IntType]] = []
            for f in rec.fields:
                if not isinstance(f.type, IntType):
                    raise InputError(
                        f"parameter '{label}' of '{name}': field '{f.name}' of "
                        f"'{t.pointee}' has type '{f.type}'; only structs of integer "
                        "fields can be made symbolic")
                fields.append((f.name, f.offset, f.type))
            params.append(Param(label, t, "struct", tuple(fields)))
        else:
            raise InputError(f"parameter '{label}' of '{name}' has type '{t}', which cannot "
                             "be made symbolic (integers, char *strings and pointers to "
                             "structs of integers can)")
    return InputSpec(fn.name, params, max_len)


def argv_spec(program: Program, n_args: int = 1, max_len: int = 8) -> InputSpec:
    """The whole program's inputs: `main` with n symbolic argv strings (argv[1..n])."""
    main = program.functions.get("main")
    if main is None or not main.has_body:
        raise InputError("no function 'main' with a body: give --entry F")
    if len(main.params) not in (0, 2, 3):
        raise InputError("main takes neither (void) nor (int argc, char **argv)")
    params = [Param(f"argv[{i}]", PointerType(IntType(8, True)), "str")
              for i in range(1, n_args + 1)]
    return InputSpec("main", params, max_len, argv=True)


def with_stdin(spec: InputSpec, length: int) -> InputSpec:
    """`spec` with `length` symbolic bytes of standard input added (0: none)."""
    if length <= 0:
        return spec
    params = [*spec.params, Param("stdin", IntType(8, False), "stdin", length=length)]
    return InputSpec(spec.function, params, spec.max_len, argv=spec.argv)
