"""A generated `main` that plays the outside world for a library: it calls every entry point.

The open world (`ddpa.graphs.world`) promises that outside code may call every externally
visible function with arguments pointing to outside objects or to what has escaped. The
harness does so concretely, to check that promise against the interpreter: a pool of
pointer-sized cells that all point to the pool itself (so any pointer read from an argument,
at any depth, is the argument again: the one-element list whose `prev` is itself), passed
for every pointer parameter; two rounds of calls, the second passing the pointers the first
returned (the node `mk()` made, handed to `get`); the pool is made anew before each call.
Integers get 1, floating point 0.0, function pointers NULL. Functions taking records by
value are not called. A library function may need more of its arguments than a pool gives
(a precondition the harness cannot know): the run may then end in undefined behaviour,
and what was observed before it still happened.
"""

from __future__ import annotations

from ddpa.graphs.world import entry_points
from ddpa.ir.program import Function, Program
from ddpa.ir.types import ArrayType, FloatType, FunctionType, PointerType, RecordType, Type

POOL_CELLS = 64


def _param_kind(t: Type) -> str | None:
    """How the harness fills a parameter of type t: pointer, function, int, float, or
    None (not callable from the harness)."""
    if isinstance(t, ArrayType):
        return "ptr"
    if isinstance(t, PointerType):
        return "func" if isinstance(t.pointee, FunctionType) else "ptr"
    if isinstance(t, FloatType):
        return "float"
    if isinstance(t, RecordType):
        return None
    return "int"


def _callable(f: Function) -> bool:
    return f.name != "main" and not f.type.variadic and all(
        _param_kind(p.type) is not None for p in f.params)


def _call(f: Function, arg: str) -> str:
    fill = {"ptr": arg, "func": "0", "int": "1", "float": "0.0"}
    args = ", ".join(fill[_param_kind(p.type) or "int"] for p in f.params)
    name = f.src_name or f.name
    reset = "    ddpa_reset();"
    if isinstance(f.type.ret, PointerType):
        return f"{reset}\n    {{ void *r = (void *){name}({args}); if (r) ddpa_last = r; }}"
    return f"{reset}\n    {name}({args});"


def open_world_harness(program: Program, source: str) -> str:
    """The library's source followed by a `main` that calls each of its entry points (the
    program must have no `main` of its own)."""
    funcs = [program.functions[n] for n in entry_points(program)]
    calls = [f for f in funcs if _callable(f)]
    lines = [source.rstrip("\n"), "", "/* generated: the outside world (ddpa.bench.harness) */",
             f"static void *ddpa_pool[{POOL_CELLS}];", "static void *ddpa_last;", "",
             "static void ddpa_reset(void)", "{",
             f"    for (int i = 0; i < {POOL_CELLS}; i++)",
             "        ddpa_pool[i] = ddpa_pool;", "}", "",
             "int main(void)", "{", "    ddpa_last = ddpa_pool;"]
    for f in calls:
        lines.append(_call(f, "(void *)ddpa_pool"))
    for f in calls:
        lines.append(_call(f, "ddpa_last"))
    lines += ["    return 0;", "}", ""]
    return "\n".join(lines)
