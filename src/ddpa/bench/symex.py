"""`ddpa bench symex`: Figure 3 of Anand et al. (TACAS 2008), compositional against whole-path."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from ddpa.bundled import examples_dir
from ddpa.loader import load_program
from ddpa.symex.compositional import compositional
from ddpa.symex.dse import dse
from ddpa.symex.inputs import entry_spec
from ddpa.symex.search import Target

#: (name, example file, entry function, string bound, the paper's executions new / old)
PROGRAMS = [
    ("HWM", "symex_hwm.c", "hwm", 26, "37", "maxed"),
    ("Parser", "symex_parser_scanner.c", "parser", 24, "144", "maxed"),
    # the same grammar with one or more blanks between tokens, its functions passing a
    # `const char **` cursor (not found within the budget: README, "Figure 3")
    ("Parser (cursor)", "symex_parser.c", "parser", 24, "-", "-"),
    ("IncDec", "symex_incdec.c", "incdec", 8, "74", "1207"),
]


@dataclass
class Row:
    program: str
    strategy: str
    budget: int
    executions: int
    seconds: float
    per_execution: float
    found: bool
    queries: int
    solver_seconds: float
    per_query: float
    paper: str


def generated_source(n: int) -> str:
    """A chain of n helpers; the assertion needs each helper's value on one narrow path."""
    lines = ["#include <assert.h>"]
    for k in range(n):
        lines.append(f"static int g{k}(int x) {{ if (x > {k}) {{ if (x % 7 == {k % 7}) "
                     f"return 1; return 2; }} if (x < -{k + 5}) return 3; return 0; }}")
    args = ", ".join(f"int a{k}" for k in range(n))
    conds = " && ".join(f"g{k}(a{k}) == 1" for k in range(n))
    lines.append(f"void gen({args}) {{ if ({conds}) assert(0); }}")
    return "\n".join(lines) + "\n"


#: the compositional search's budget: about twice the paper's largest count (Parser, 144);
#: each of its executions costs far more solver time than a whole-path one
COMPOSITIONAL_BUDGET = 300


def run_symex_bench(out: str, max_runs: int = 1000,
                    log: Callable[[str], None] | None = None,
                    generated: tuple[int, ...] = (4, 8),
                    comp_runs: int = COMPOSITIONAL_BUDGET) -> int:
    """Both searches on each program; writes symex.md, symex.json and symex.png to `out`.

    The whole-path search gets `max_runs` executions (1,000 by default), the compositional
    one min(`comp_runs`, `max_runs`)."""
    rows: list[Row] = []
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    cases: list[tuple[str, str, str, int, str, str]] = [
        (n, str(examples_dir() / f), e, k, new, old) for n, f, e, k, new, old in PROGRAMS]
    for size in generated:
        gen = folder / f"symex_gen{size}.c"
        gen.write_text(generated_source(size))
        cases.append((f"gen-{size}", str(gen), "gen", 8, "-", "-"))
    for name, src, entry, bound, new, old in cases:
        program = load_program([src]).program
        spec = entry_spec(program, entry, bound)
        for strategy, search, paper, budget in (
                ("compositional", compositional, new, min(comp_runs, max_runs)),
                ("dse", dse, old, max_runs)):
            r = search(program, spec, Target("assert"), max_runs=budget)
            q = r.solver.queries
            rows.append(Row(name, strategy, budget, r.runs, round(r.seconds, 3),
                            round(r.seconds / max(r.runs, 1), 4), r.found, q,
                            round(r.solver.seconds, 3), round(r.solver.seconds / max(q, 1), 5),
                            paper))
            if log is not None:
                log(f"{name} {strategy}: {r.runs} executions, found={r.found}, "
                    f"{r.seconds:.1f}s")
    (folder / "symex.json").write_text(json.dumps([asdict(r) for r in rows], indent=2) + "\n")
    (folder / "symex.md").write_text(markdown(rows))
    plot(rows, folder / "symex.png")
    return 0


def markdown(rows: list[Row]) -> str:
    budgets = ", ".join(f"{s} {b}" for s, b in dict((r.strategy, r.budget) for r in rows)
                        .items())
    out = [f"# Figure 3: compositional against whole-path search (budgets: {budgets} "
           "executions)", "",
           "| program | search | executions | time (s) | s / execution | found | solver "
           "queries | solver s | s / query | paper's executions |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        runs = f"{r.executions}" if r.found or r.executions < r.budget else \
            f"maxed ({r.budget})"
        out.append(f"| {r.program} | {r.strategy} | {runs} | {r.seconds} | {r.per_execution} "
                   f"| {'yes' if r.found else 'no'} | {r.queries} | {r.solver_seconds} | "
                   f"{r.per_query} | {r.paper} |")
    return "\n".join(out) + "\n"


def plot(rows: list[Row], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(dict.fromkeys(r.program for r in rows))
    fig, ax = plt.subplots(figsize=(7, 3.5))
    for i, strategy in enumerate(("compositional", "dse")):
        vals = [next((r.executions for r in rows if r.program == n and r.strategy == strategy),
                     0) for n in names]
        ax.bar([x + 0.4 * i for x in range(len(names))], vals, width=0.4, label=strategy)
    ax.set_xticks([x + 0.2 for x in range(len(names))], names)
    ax.set_yscale("log")
    ax.set_ylabel("executions")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
