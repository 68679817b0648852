"""JSON renderings of programs (stable key order, for tools and tests)."""

from __future__ import annotations

from typing import Any

from ddpa.ir.printer import global_line, instr_text, var_text
from ddpa.ir.program import Function, Program


def _loc(loc: Any) -> dict[str, Any]:
    return {"file": loc.file, "line": loc.line, "col": loc.col}


def function_to_json(f: Function) -> dict[str, Any]:
    return {
        "name": f.name,
        "source_name": f.source_name,
        "type": f.type.text(),
        "static": f.is_static,
        "params": [var_text(p) for p in f.params],
        "locals": [var_text(v) for v in f.locals],
        "temps": [var_text(v) for v in f.temps],
        "nodes": [
            {
                "id": n.id,
                "kind": type(n.instr).__name__,
                "instr": instr_text(n.instr),
                "succs": [s.id for s in n.succs],
                "defs": [var_text(v) for v in n.instr.defs()],
                "uses": [var_text(v) for v in n.instr.uses()],
                "loc": _loc(n.instr.loc),
                "src": n.instr.src,
            }
            for n in f.nodes
        ],
    }


def program_to_json(p: Program, only: str | None = None) -> dict[str, Any]:
    fns = [f for f in p.functions.values() if only is None or only in (f.name, f.source_name)]
    return {
        "units": list(p.units),
        "records": {n: {"kind": r.kind.value, "size": r.size,
                        "fields": [[f.name, f.type.text(), f.offset] for f in r.fields]}
                    for n, r in p.records.items()},
        "globals": [global_line(g) for g in p.globals.values()],
        "alloc_sites": [{"id": a.id, "function": a.function, "fn": a.fn, "loc": _loc(a.loc),
                         "type": a.type.text() if a.type else None}
                        for a in p.alloc_sites.values()],
        "functions": [function_to_json(f) for f in fns if f.has_body],
        "externals": p.externals(),
        "diagnostics": [str(d) for d in p.diagnostics],
    }
