"""`ddpa demo`: lowers the bundled example programs and shows what the analyses see."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from rich.table import Table

from ddpa.ir.program import Program
from ddpa.loader import LoadOptions, load_program


def examples_dir() -> Path:
    """The bundled examples: package data of `ddpa` (`src/ddpa/examples` in a checkout).

    libclang reads files by path, so the package must be installed as files (a wheel or a
    source tree), not run from a zip archive.
    """
    folder = resources.files("ddpa") / "examples"
    if not isinstance(folder, Path) or not (folder / "README.md").is_file():
        raise FileNotFoundError(f"the bundled examples are missing from the package ({folder})")
    return folder


def example_programs(root: Path) -> list[tuple[str, list[str], str | None]]:
    """(label, files, compdb) for every C example; C++ twins wait for the C++ front end."""
    out: list[tuple[str, list[str], str | None]] = []
    for c in sorted(root.glob("*.c")):
        if c.name == "aliascheck.c":
            continue
        out.append((c.name, [str(c)], None))
    for db in sorted(root.glob("*/compile_commands.json")):
        out.append((f"{db.parent.name}/ (compdb)", [], str(db)))
    return out


def run_demo(use_cache: bool = True) -> int:
    from ddpa.graphs.callgraph import build_call_graph
    from ddpa.report.text import console, program_summary

    out = console()
    root = examples_dir()
    table = Table(title=f"ddpa: the bundled example programs ({root})")
    cols = ["program", "functions", "nodes", "globals", "heap sites", "unknown ext.",
            "diagnostics", "call edges", "indirect sites"]
    for col in cols:
        table.add_column(col, justify="left" if col == "program" else "right")
    edges: list[str] = []
    answers: list[str] = []
    for label, files, compdb in example_programs(root):
        prog = load_program(files, LoadOptions(compdb=compdb, use_cache=use_cache)).program
        s = program_summary(prog)
        cg = build_call_graph(prog)
        n_edges = sum(len(cg.callees(f)) for f in cg.functions())
        keys = ["functions", "nodes", "globals", "alloc sites", "unknown externals",
                "diagnostics"]
        table.add_row(label, *(str(s[k]) for k in keys), str(n_edges),
                      str(len(cg.unresolved())))
        calls = "; ".join(f"{f} -> {', '.join(sorted(cg.callees(f)))}"
                          for f in sorted(cg.functions()) if cg.has_body(f) and cg.callees(f))
        edges.append(f"[bold]{label}[/bold]: {calls}")
        answers += [f"[bold]{label}[/bold] {line}" for line in analysis_lines(prog, label)]
    out.print(table)
    out.print("call graphs (direct calls; indirect sites are resolved by later analyses):")
    for line in edges:
        out.print("  " + line)
    out.print("demand answers on the papers' running examples:")
    for line in answers:
        out.print("  " + line)
    return 0


def analysis_lines(prog: Program, label: str) -> list[str]:
    """What each analysis answers about this example (empty where none applies)."""
    from ddpa.cli import alias_cmd, dataflow_cmd

    alias = [line for line in alias_cmd.demo_lines(prog, label)
             if "no alias oracle calls" not in line]
    return dataflow_cmd.demo_lines(prog, label) + alias
