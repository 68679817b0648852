"""Text and Graphviz DOT renderings of a class hierarchy and of Table 3 program statistics."""

from __future__ import annotations

from collections.abc import Sequence

from ddpa.analyses.callgraph.hierarchy import ClassHierarchy, MethodEntry
from ddpa.analyses.callgraph.stats import ProgramStats
from ddpa.graphs.dot import quote
from ddpa.report.text import console


def _verb(h: ClassHierarchy, cls: str, m: MethodEntry) -> str:
    if m.pure:
        return "pure"
    return "overrides" if h.overrides(cls, m.key) else "defines"


def _class_head(h: ClassHierarchy, cls: str) -> str:
    bases = [("virtual " if v else "") + b for b, v in h.bases(cls)]
    head = f"class {cls}" + (f" : {', '.join(bases)}" if bases else "")
    return head if h.known(cls) else head + "  (not described by the program)"


def hierarchy_text(h: ClassHierarchy) -> str:
    """Each class with its bases, then the virtual methods it defines, overrides or declares
    pure (`key -> function`); inherited methods are listed by the class they come from."""
    lines: list[str] = []
    for cls in h.classes():
        lines.append(_class_head(h, cls))
        methods = h.methods(cls)
        for m in methods:
            if m.own:
                impl = "" if m.pure else f" -> {m.function}"
                lines.append(f"  {_verb(h, cls, m):9} {m.key}{impl}")
        inherited = [m for m in methods if not m.own]
        for m in inherited:
            lines.append(f"  {'inherits':9} {m.key} -> {m.function} (from {m.declared_in})")
    if not lines:
        lines.append("no classes")
    return "\n".join(lines) + "\n"


def _dot_label(h: ClassHierarchy, cls: str) -> str:
    rows = [cls] + [f"{_verb(h, cls, m)} {m.key}" for m in h.own_methods(cls)]
    return "\\l".join(r.replace("\\", "\\\\").replace('"', '\\"') for r in rows) + "\\l"


def hierarchy_to_dot(h: ClassHierarchy) -> str:
    """One box per class listing the methods it defines or overrides; an edge from each
    class to each direct base (hollow arrow, dashed for a virtual base)."""
    lines = ["digraph hierarchy {", '  node [shape="box", fontname="monospace"];',
             '  edge [arrowhead="empty"];']
    for cls in h.classes():
        style = "" if h.known(cls) else ', style="dashed"'
        lines.append(f'  {quote(cls)} [label="{_dot_label(h, cls)}"{style}];')
    for cls in h.classes():
        for b, virtual in h.bases(cls):
            extra = ' [style="dashed", label="virtual"]' if virtual else ""
            lines.append(f"  {quote(cls)} -> {quote(b)}{extra};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def print_stats(rows: Sequence[ProgramStats]) -> None:
    """Table 3's columns, one row per program."""
    from rich.table import Table

    table = Table(title="program characteristics (Table 3 of Jaiswal et al.)")
    table.add_column("program", overflow="fold")
    for col in ("LoC", "functions", "virtual fns", "call sites", "virtual calls", "FP calls"):
        table.add_column(col, justify="right")
    for r in rows:
        table.add_row(r.name, str(r.lines), str(r.functions), str(r.virtual_functions),
                      str(r.call_sites), str(r.virtual_call_sites), str(r.fp_call_sites))
    out = console()
    out.print(table)
    for r in rows:
        if r.missing_files:
            out.print(f"{r.name}: lines not counted for {', '.join(r.missing_files)} "
                      "(not readable)")
