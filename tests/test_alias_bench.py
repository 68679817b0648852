"""The alias benchmark's aggregation, its figures and the data kept beside them."""

from __future__ import annotations

from ddpa.analyses.alias.steps import StepCount
from ddpa.bench.alias import (
    AliasBenchConfig,
    AliasBenchReport,
    ProgramResult,
    Run,
    budget_rows,
    figures,
)


def run(done: list[bool], alias: list[bool], ms: list[float], steps: list[int]) -> Run:
    return Run(done, alias, ms, steps)


def test_budget_rows_pool_programs_and_check_targets() -> None:
    p = ProgramResult("p", 10, 5, 4, 2, 3, 0.0, exh_alias=[True, False])
    p.dda[200] = run([True, True], [True, False], [0.1, 0.3], [4, 10])
    p.dda_cached[200] = run([True, True], [True, False], [0.1, 0.1], [2, 2])
    p.ddpt[200] = run([True, False], [True, True], [0.4, 0.6], [8, 200])
    p.memory_kb[200] = [4.0, 8.0]
    (row,) = budget_rows([p], (200,))
    assert (row.dda_completed, row.dda_unaliased, row.ddpt_completed) == (100.0, 50.0, 50.0)
    assert row.agree_exh == 100.0 and row.steps_ratio == 2.0
    assert (row.dda_ms, row.ddpt_ms, row.memory_max_kb) == (0.2, 0.5, 8.0)
    report = AliasBenchReport(AliasBenchConfig(), [p], [row])
    checks = report.targets()
    assert checks[0].startswith("[met] median DDA time") and "2.50x" in checks[2]
    assert checks[2].startswith("[met]") and checks[3].startswith("[met]")


def test_figures_carry_the_step_count_and_the_spread_of_repeated_runs() -> None:
    p = ProgramResult("p", 10, 5, 4, 2, 3, 0.0, exh_alias=[True, False])
    for b in (6, 200):
        p.dda[b] = Run([True, True], [True, False], [0.1, 0.3], [4, 10], [0.2, 0.5])
        p.dda_cached[b] = run([True, True], [True, False], [0.1, 0.1], [2, 2])
        p.ddpt[b] = run([True, False], [True, True], [0.4, 0.6], [8, 200])
        p.memory_kb[b] = [4.0, 8.0]
    rows = budget_rows([p], (6, 200))
    assert rows[1].dda_ms == 0.2 and rows[1].dda_ms_slowest == 0.35
    figs = figures(rows, StepCount.ACTIVE)
    dda = figs["alias_fig10.png"].series[0]
    assert dda.label == "DDA-NC" and dda.lo == [0.2, 0.2] and dda.hi == [0.35, 0.35]
    assert figs["alias_fig9.png"].series[0].lo is None  # percentages: nothing repeated
    assert all(f.x.log and "'active'" in f.note for f in figs.values())
