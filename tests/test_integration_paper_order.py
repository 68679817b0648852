"""Figure 2's literal order (RD asked before the edge is integrated) against the integrated
order, on the recursive program where the two report a pair in different steps."""

from __future__ import annotations

from dataflow_programs.checks import Integration, make_analyzer
from ddpa.analyses.dataflow.model import Model
from ddpa.clients.integration import IntegrationTester, bottom_up_plan, compute_cross
from ddpa.frontend.clang import lower_source

# found by the random-program property test: f1 calls itself and f2, f2 calls f0
SOURCE = """int g0, g1 = 3;
int *gp = &g0;
int f0(void); int f1(int p0); int f2(int p0);
int f0(void) {
    g0 = (*gp);
    if (g0 > 0) { g0 = f1(0); }
    return g1;
}
int f1(int p0) {
    g0 = (*gp);
    if (g0 > 0) {
        g0 = f1(0);
        if (g0 > 0) { g1 = f2(0); g0 = 0; g1 = f1(0); }
    }
    return g0;
}
int f2(int p0) { g0 = 0; g0 = f0(); return g0; }
int main(void) { return f0() + f1(1) + f2(1); }
"""


def test_literal_order_finds_the_same_pairs_in_recursion() -> None:
    m = Model(lower_source(SOURCE, "rec.c"))
    plan = bottom_up_plan(m)
    integrated = [s.cross.pairs for s in IntegrationTester(m, "demand").run().steps]
    paper = make_analyzer("demand", m, Integration(m, full=False))
    literal = [compute_cross(paper, p, q, paper_order=True).pairs for p, q in plan]
    assert len(literal) == len(integrated) == len(plan)
    assert literal != integrated  # the self-call's step: a pair waits for a later step
    assert frozenset().union(*literal) == frozenset().union(*integrated)
