"""`ddpa demo`: lowers the bundled example programs and shows what the analyses answer there.

A client of the library: it loads programs (`ddpa.loader`), asks the analyses and prints
through `ddpa.report.text`; the command line only calls `run_demo`.
"""

from __future__ import annotations

from typing import Any

from rich.table import Table

from ddpa.analyses.alias import AliasAnalysis, QueryError
from ddpa.analyses.alias.results import item_text
from ddpa.analyses.dataflow import DemandAnalyzer, Model, def_use_pairs, make_oracle
from ddpa.bundled import example_programs, examples_dir
from ddpa.ir.program import Program
from ddpa.loader import LoadOptions, load_program

# the may-alias queries of Zheng and Rugina's Figure 1 (section 4.4 traces the first)
_ALIAS_QUERIES = (("*x", "*s"), ("*s", "t"), ("*x", "t"))


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
    alias = [line for line in alias_lines(prog, label) if "no alias oracle calls" not in line]
    return dataflow_lines(prog, label) + alias


# --- paper 000: def-use pairs, RD and Cross --------------------------------------------------


def dataflow_lines(program: Program, label: str) -> list[str]:
    """Short lines of demand answers (the paper's Figure 1 gets its own)."""
    m = Model(program, make_oracle("cfl", program))
    a = DemandAnalyzer(m)
    pairs = def_use_pairs(a)
    intra = sum(p.intra for p in pairs)
    inter = sum(p.inter for p in pairs)
    out = [f"def-use pairs: {len(pairs)} ({intra} intraprocedural, {inter} interprocedural)"]
    if label.endswith("dft_fig1.c") and {"proc1", "proc2", "proc3"} <= set(m.fidx):
        out.extend(_dataflow_fig1_lines(m, a))
    return out


def _dataflow_fig1_lines(m: Model, a: Any) -> list[str]:
    from ddpa.analyses.dataflow import Integration, ask
    from ddpa.clients.integration import compute_cross, make_analyzer, source_pairs

    file = m.funcs[m.fidx["proc1"]].fn.loc.file
    x_uses = [n for n in range(m.node_count) for v in m.node_use[n]
              if m.vars[v].name == "x" and m.node_func[n] == m.fidx["proc1"]]
    lines = sorted({m.funcs[m.node_func[n]].fn.nodes[n - m.funcs[m.node_func[n]].base]
                    .instr.loc.line for n in x_uses})
    out = []
    if len(lines) >= 3:
        ans = ask(a, "x", file, lines[2], "RD")
        out.append(f"RD(x, line {lines[2]}) = {{{', '.join(str(d) for d in ans.defs)}}}")
    b = make_analyzer("demand", m, Integration(m, full=False))
    cross = compute_cross(b, m.fidx["proc1"], m.fidx["proc2"])
    text = ", ".join(str(p) for p in source_pairs(m, cross.pairs))
    out.append(f"Cross(proc1, proc2), proc3 not integrated = {{{text}}}")
    return out


# --- paper 001: may-alias queries ------------------------------------------------------------


def alias_lines(program: Program, label: str) -> list[str]:
    """A few short lines of alias answers (the paper's Figure 1 queries), or how the
    program's MAYALIAS/NOALIAS oracle calls are answered."""
    an = AliasAnalysis(program)
    lines: list[str] = []
    try:
        for e1, e2 in _ALIAS_QUERIES:
            res = an.may_alias(e1, e2, at="fig1", explain=(e1, e2) == _ALIAS_QUERIES[0])
            steps = res.stats.steps
            lines.append(f"mayAlias({e1}, {e2}) = {str(res.may_alias).lower()} "
                         f"({steps} step{'' if steps == 1 else 's'})")
            if res.witness is not None:
                lines.append(f"  path: {res.witness.path_text()}")
                trace = " ".join(item_text(r.item) for r in res.witness.trace)
                lines.append(f"  derivation: {trace}")
    except QueryError:
        return _oracle_lines(an, label)
    return lines


def _oracle_lines(an: AliasAnalysis, label: str) -> list[str]:
    from ddpa.analyses.alias.markers import oracle_calls

    calls = oracle_calls(an.program, an.peg)
    if not calls:
        return [f"{label}: no alias oracle calls"]
    ok = sum(an.pointers_alias(c.p, c.q).may_alias == c.expects_alias for c in calls)
    return [f"{label}: {ok} of {len(calls)} alias oracle calls answered as claimed"]
