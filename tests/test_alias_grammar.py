"""The machine table of grammar.py against the productions of Figure 2 and section 5."""

from __future__ import annotations

import itertools
import re

import pytest

from ddpa.analyses.alias.grammar import (
    ALIAS_GRAMMAR,
    MACHINE,
    GrammarError,
    parse_machine,
)

# one letter per symbol: A, Abar, a call of M ('*'), a field summary (F_i)
SYMBOLS = {"a": "A", "b": "Abar", "m": "*", "f": "field"}
# Figure 2 with F eliminated, equation (2): V ::= (M? Abar)* M? (A M?)*
V_REGEX = re.compile(r"(m?b)*m?(am?)*")
# section 5's G_f: V ::= Fbar V F | fbar_i V f_i | M?, i.e. Fbar (f | M?) F
VF_REGEX = re.compile(r"(m?b)*(f|m?)(am?)*")


def words(alphabet: str, n: int) -> list[str]:
    return ["".join(w) for k in range(n + 1) for w in itertools.product(alphabet, repeat=k)]


def run(word: str) -> list[str]:
    return [SYMBOLS[c] for c in word]


def test_machine_accepts_exactly_equation_2() -> None:
    for w in words("abm", 7):
        assert ALIAS_GRAMMAR.accepts(run(w)) == bool(V_REGEX.fullmatch(w)), w


def well_formed(w: str) -> bool:
    """Paths a PEG can spell: a field node is reached by Abar (or is the start), is no
    lvalue (no M next to it), and is left by A."""
    for k, ch in enumerate(w):
        if ch == "f":
            if k > 0 and w[k - 1] != "b":
                return False
            if k + 1 < len(w) and w[k + 1] != "a":
                return False
    return True


def test_machine_accepts_exactly_the_field_sensitive_grammar_on_graph_paths() -> None:
    for w in words("abmf", 6):
        if well_formed(w):
            assert ALIAS_GRAMMAR.accepts(run(w)) == bool(VF_REGEX.fullmatch(w)), w


def reverse(w: str) -> str:
    return "".join({"a": "b", "b": "a"}.get(c, c) for c in reversed(w))


def test_meet_table_joins_exactly_the_paths_in_V() -> None:
    """Two searches meeting at a node with w1 and w2 found V iff w1 . reverse(w2) is in V;
    the answer must depend only on the two end states."""
    g = ALIAS_GRAMMAR
    seen: dict[tuple[int, int], bool] = {}
    accepted = [w for w in words("abm", 5) if g.accepts(run(w))]
    for w1, w2 in itertools.product(accepted, repeat=2):
        key = (g.end_state(run(w1)), g.end_state(run(w2)))
        joined = g.accepts(run(w1 + reverse(w2)))
        assert seen.setdefault(key, joined) == joined, (w1, w2)
    assert {k for k, ok in seen.items() if ok} == set(g.meet)


def test_backward_searches_alone_meet_on_every_path_of_V() -> None:
    """Every word of V splits into two halves that only go backward from their ends."""
    g = ALIAS_GRAMMAR
    for w in words("abm", 7):
        if not V_REGEX.fullmatch(w):
            continue
        splits = [(w[:k], reverse(w[k:])) for k in range(len(w) + 1)]
        assert any(all(g.end_state(run(h)) in g.pointsto for h in pair)
                   and (g.end_state(run(pair[0])), g.end_state(run(pair[1]))) in g.meet
                   for pair in splits), w


def test_states_of_the_paper() -> None:
    g = ALIAS_GRAMMAR
    assert g.states == ("S1", "S2", "S3", "S4")
    assert g.calls["*"] == (g.state("S2"), -1, g.state("S4"), -1)
    assert g.pointsto == {g.state("S1"), g.state("S2")}


@pytest.mark.parametrize("bad", ["flow S1 A", "states S1\nstart S9", "call S1 * S7",
                                 "whatever"])
def test_malformed_machines_are_rejected(bad: str) -> None:
    with pytest.raises(GrammarError):
        parse_machine("states S1 S2\nstart S1\n" + bad if "states" not in bad else bad)


def test_machine_text_round_trips() -> None:
    assert parse_machine(MACHINE) == ALIAS_GRAMMAR
