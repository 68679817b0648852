"""Alias oracle calls in programs (`MAYALIAS(p, q)`, `NOALIAS(p, q)`) as queries on the PEG.

The SVF test convention the test suite follows: `MAYALIAS(p, q)` claims the pointer values
p and q may be equal, i.e. mayAlias(*p, *q) in the terms of Zheng and Rugina (POPL 2008),
which V(p, q) decides (M ::= Dbar V D); `NOALIAS(p, q)` claims they never are.
`MUSTALIAS` and `PARTIALALIAS` (equal, or overlapping, pointers) claim more than a may-alias
analysis decides, so they expect "may alias" too. The `EXPECTEDFAIL_` variants make the
claim of the marker they name and mark it as known imprecision: the analysis is known not
to meet it (the test suite makes them expected failures, with the line's comment as reason).
"""

from __future__ import annotations

from dataclasses import dataclass

from ddpa.graphs.peg import PEG
from ddpa.ir.instr import Direct, Loc, Var
from ddpa.ir.program import Program

ORACLES = ("MAYALIAS", "NOALIAS", "MUSTALIAS", "PARTIALALIAS", "EXPECTEDFAIL_MAYALIAS",
           "EXPECTEDFAIL_NOALIAS")
ALIAS_CLAIMS = frozenset({"MAYALIAS", "MUSTALIAS", "PARTIALALIAS"})


@dataclass(frozen=True)
class OracleCall:
    """One oracle call: its claim, where it is, and the value nodes of its two arguments."""

    kind: str
    function: str
    loc: Loc
    src: str
    p: int
    q: int
    p_text: str
    q_text: str

    @property
    def expects_alias(self) -> bool:
        """Does the marker claim "may alias" (an expected failure: the claim it names)?"""
        return self.kind.removeprefix("EXPECTEDFAIL_") in ALIAS_CLAIMS

    @property
    def expected_failure(self) -> bool:
        return self.kind.startswith("EXPECTEDFAIL_")

    def describe(self) -> str:
        where = f"{self.loc.file.rsplit('/', 1)[-1]}:{self.loc.line}"
        return f"{where} {self.kind}({self.p_text}, {self.q_text})"


def oracle_calls(program: Program, peg: PEG) -> list[OracleCall]:
    """Every oracle call whose two arguments are variables (constants cannot be checked)."""
    out: list[OracleCall] = []
    for fn in program.defined_functions():
        for _, call in fn.calls():
            if not (isinstance(call.callee, Direct) and call.callee.name in ORACLES):
                continue
            if len(call.args) != 2 or not all(isinstance(a, Var) for a in call.args):
                continue
            p, q = call.args
            assert isinstance(p, Var) and isinstance(q, Var)
            pn, qn = peg.value(p), peg.value(q)
            texts = _argument_texts(call.src) or [peg.render(pn), peg.render(qn)]
            out.append(OracleCall(call.callee.name, fn.name, call.loc, call.src, pn, qn,
                                  texts[0], texts[1]))
    return out


def _argument_texts(src: str) -> list[str] | None:
    """The two argument texts of `NAME(a, b)` as written in the source, if readable."""
    open_at = src.find("(")
    if open_at < 0 or not src.rstrip().endswith(")"):
        return None
    inner = src[open_at + 1 : src.rstrip().rfind(")")]
    depth, parts, cur = 0, [], ""
    for ch in inner:
        depth += ch in "([{"
        depth -= ch in ")]}"
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    return parts if len(parts) == 2 else None
