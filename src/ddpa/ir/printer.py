"""Canonical text form of the IR; `ddpa.ir.reader` parses exactly this form back."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from ddpa.ir.instr import (
    AddrOf,
    AddrTarget,
    Alloc,
    Arith,
    Branch,
    Call,
    Copy,
    Direct,
    Entry,
    Exit,
    FieldAddr,
    FieldRead,
    FieldWrite,
    Indirect,
    Instr,
    Load,
    Loc,
    Nop,
    Operand,
    Path,
    PtrAdd,
    Return,
    Store,
    Switch,
    Unary,
    Var,
    const_text,
)
from ddpa.ir.program import (
    AddrInit,
    AllocSite,
    Function,
    Global,
    Init,
    Node,
    Program,
    ScalarInit,
    StringInit,
)
from ddpa.ir.types import Record

_SIMPLE_NAME = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")


def name_text(sigil: str, name: str) -> str:
    """`@name` / `%name`, quoting names that are not plain identifiers."""
    if _SIMPLE_NAME.match(name):
        return sigil + name
    return sigil + json.dumps(name)


def var_text(v: Var) -> str:
    return name_text("@" if v.is_global else "%", v.name)


def operand_text(o: Operand) -> str:
    return var_text(o) if isinstance(o, Var) else const_text(o)


def target_text(t: AddrTarget) -> str:
    return var_text(t) if isinstance(t, Var) else name_text("@", t.name)


def path_text(path: Path) -> str:
    return "".join("." + name_text("", f) for f in path)


def _args(args: tuple[Operand, ...]) -> str:
    return "(" + ", ".join(operand_text(a) for a in args) + ")"


def _callee_text(call: Call) -> str:
    c = call.callee
    if isinstance(c, Direct):
        return name_text("@", c.name)
    if isinstance(c, Indirect):
        return "*" + var_text(c.ptr)
    return f"virtual {var_text(c.receiver)}->{name_text('', c.static_class)}::" + name_text(
        "", c.method
    )


def _call(i: Call) -> str:
    head = f"{var_text(i.dst)} = " if i.dst is not None else ""
    return f"{head}call {_callee_text(i)}{_args(i.args)}"


def _load(i: Load) -> str:
    if not i.path:
        return f"{var_text(i.dst)} = *{var_text(i.ptr)}"
    first, rest = i.path[0], i.path[1:]
    return f"{var_text(i.dst)} = {var_text(i.ptr)}->{name_text('', first)}{path_text(rest)}"


def _store(i: Store) -> str:
    if not i.path:
        return f"*{var_text(i.ptr)} = {operand_text(i.value)}"
    first, rest = i.path[0], i.path[1:]
    lhs = f"{var_text(i.ptr)}->{name_text('', first)}{path_text(rest)}"
    return f"{lhs} = {operand_text(i.value)}"


def _field_addr(i: FieldAddr) -> str:
    if not i.path:
        return f"{var_text(i.dst)} = &*{var_text(i.ptr)}"
    first, rest = i.path[0], i.path[1:]
    return f"{var_text(i.dst)} = &{var_text(i.ptr)}->{name_text('', first)}{path_text(rest)}"


def _switch(i: Switch) -> str:
    groups = " ".join("[" + ", ".join(str(v) for v in case) + "]" for case in i.cases)
    return f"switch {operand_text(i.value)} {groups}".rstrip()


_FORMS: dict[type[Instr], Callable[[Instr], str]] = {
    Entry: lambda i: "entry",
    Exit: lambda i: "exit",
    Nop: lambda i: "nop",
    Copy: lambda i: f"{var_text(i.dst)} = {operand_text(i.value)}",  # type: ignore[attr-defined]
    AddrOf: lambda i: f"{var_text(i.dst)} = &{target_text(i.target)}{path_text(i.path)}",  # type: ignore[attr-defined]
    FieldAddr: _field_addr,  # type: ignore[dict-item]
    Load: _load,  # type: ignore[dict-item]
    Store: _store,  # type: ignore[dict-item]
    FieldRead: lambda i: f"{var_text(i.dst)} = {var_text(i.base)}{path_text(i.path)}",  # type: ignore[attr-defined]
    FieldWrite: lambda i: f"{var_text(i.base)}{path_text(i.path)} = {operand_text(i.value)}",  # type: ignore[attr-defined]
    PtrAdd: lambda i: (
        f"{var_text(i.dst)} = ptradd {var_text(i.base)}, {operand_text(i.index)}, {i.scale}"  # type: ignore[attr-defined]
    ),
    Arith: lambda i: (
        f"{var_text(i.dst)} = {i.op.value} {operand_text(i.a)}, {operand_text(i.b)}"  # type: ignore[attr-defined]
    ),
    Unary: lambda i: f"{var_text(i.dst)} = {i.op.value} {operand_text(i.a)}",  # type: ignore[attr-defined]
    Alloc: lambda i: (
        f"{var_text(i.dst)} = alloc #{i.site} {name_text('@', i.fn)}{_args(i.args)}"  # type: ignore[attr-defined]
    ),
    Call: _call,  # type: ignore[dict-item]
    Return: lambda i: "ret" if i.value is None else f"ret {operand_text(i.value)}",  # type: ignore[attr-defined]
    Branch: lambda i: f"br {operand_text(i.cond)}",  # type: ignore[attr-defined]
    Switch: _switch,  # type: ignore[dict-item]
}


def instr_text(i: Instr) -> str:
    """The instruction alone, without successors or location."""
    return _FORMS[type(i)](i)


def loc_text(loc: Loc) -> str:
    return f"{json.dumps(loc.file)}:{loc.line}:{loc.col}"


def _trailer(loc: Loc, src: str) -> str:
    if not loc.file and not src:
        return ""
    out = f" ; {loc_text(loc)}"
    if src:
        out += " " + json.dumps(src)
    return out


def node_text(n: Node) -> str:
    succ = ""
    if n.succs:
        succ = " -> " + ", ".join(f"n{s.id}" for s in n.succs)
    return f"n{n.id}: {instr_text(n.instr)}{succ}{_trailer(n.instr.loc, n.instr.src)}"


def bytes_text(data: bytes) -> str:
    out = []
    for b in data:
        ch = chr(b)
        if 32 <= b < 127 and ch not in '"\\':
            out.append(ch)
        else:
            out.append(f"\\{b:02x}")
    return 'c"' + "".join(out) + '"'


def init_text(init: Init | None) -> str:
    if init is None:
        return "zero"
    if isinstance(init, ScalarInit):
        return repr(init.value) if isinstance(init.value, float) else str(init.value)
    if isinstance(init, AddrInit):
        off = f"+{init.offset}" if init.offset > 0 else (f"{init.offset}" if init.offset else "")
        return f"&{target_text(init.target)}{path_text(init.path)}{off}"
    if isinstance(init, StringInit):
        return bytes_text(init.data)
    return "{" + ", ".join(init_text(i) for i in init.items) + "}"


def _attrs(is_static: bool, unit: str, src_name: str, name: str) -> str:
    out = " static" if is_static else ""
    if unit:
        out += f" unit {json.dumps(unit)}"
    if src_name and src_name != name:
        out += f" src {json.dumps(src_name)}"
    return out


def record_lines(r: Record) -> list[str]:
    head = f"record {r.type.text()} size {r.size} align {r.align}"
    if not r.complete:
        return [head + " incomplete"]
    lines = [head + " {"]
    lines += [f"  base {b}" for b in r.bases]
    lines += [f"  field {name_text('', f.name)}: {f.type.text()} @{f.offset}" for f in r.fields]
    lines += [f"  vmethod {name_text('', m)} = {name_text('@', fn)}"
              for m, fn in r.vmethods.items()]
    return [*lines, "}"]


def global_line(g: Global) -> str:
    flags = "" if g.defined else " extern"
    flags += " const" if g.is_const else ""
    attrs = _attrs(g.is_static, g.unit, g.src_name, g.name)
    init = f" = {init_text(g.init)}" if g.defined else ""
    head = f"global {var_text(g.var)}: {g.type.text()}{init}{flags}{attrs}"
    return head + _trailer(g.loc, "")


def alloc_line(a: AllocSite) -> str:
    ty = f" : {a.type.text()}" if a.type is not None else ""
    return f"alloc #{a.id} {name_text('@', a.fn)} in {name_text('@', a.function)}{ty}" + _trailer(
        a.loc, ""
    )


def var_decl(kind: str, v: Var) -> str:
    src = f" src {json.dumps(v.src_name)}" if v.src_name and v.src_name != v.name else ""
    return f"  {kind} {var_text(v)}: {v.type.text()}{src}"


def function_lines(f: Function) -> list[str]:
    params = [f"{var_text(p)}: {p.type.text()}" for p in f.params]
    if f.type.variadic:
        params.append("...")
    attrs = _attrs(f.is_static, f.unit, f.src_name, f.name)
    attrs = " noreturn" + attrs if f.noreturn else attrs
    sig = f"({', '.join(params)}) -> {f.type.ret.text()}{attrs}"
    if not f.has_body:
        return [f"declare {name_text('@', f.name)}: {f.type.text()}{attrs}" + _trailer(f.loc, "")]
    lines = [f"func {name_text('@', f.name)}{sig}{_trailer(f.loc, '')} {{"]
    lines += [var_decl("param", p) for p in f.params if p.src_name and p.src_name != p.name]
    lines += [var_decl("local", v) for v in f.locals]
    lines += [var_decl("temp", v) for v in f.temps]
    lines += ["  " + node_text(n) for n in f.nodes]
    return [*lines, "}"]


def print_program(p: Program) -> str:
    """The whole program in canonical order: units, records, globals, sites, functions."""
    lines = ["; ddpa IR"]
    lines += [f"unit {json.dumps(u)}" for u in p.units]
    for r in p.records.values():
        lines += record_lines(r)
    lines += [global_line(g) for g in p.globals.values()]
    lines += [alloc_line(a) for a in p.alloc_sites.values()]
    for f in p.functions.values():
        lines += function_lines(f)
    return "\n".join(lines) + "\n"


def print_function(f: Function) -> str:
    return "\n".join(function_lines(f)) + "\n"
