"""The alias grammar of Zheng and Rugina as data: productions and the machine V the engine runs.

Figure 2 gives the grammar G (memory aliases M, value aliases V, flows F), section 5 its
field-sensitive form G_f, and Figures 3 and 6 the hierarchical state machines the worklist
algorithms of Figures 4 and 7 execute. The engine in `cfl.py` knows none of this: it reads
the `MACHINE` table below, parsed into a `Grammar`. Tests check the table against the
productions by enumerating words.

One deliberate reading of the paper: Figure 7 lists only the M-summary transition for state
S3, but its text and Figure 4 keep the flow `S3 --A--> S3`; the table keeps it (without it
`x = y; z = x` would not make z and y value aliases).
"""

from __future__ import annotations

from dataclasses import dataclass

#: Figure 2 (EBNF) and the field-sensitive G_f of section 5, for reference and for tests.
PRODUCTIONS = """\
M    ::= Dbar V D
V    ::= Fbar M? F
F    ::= (A M?)*
Fbar ::= (M? Abar)*
# field-sensitive G_f (section 5): V ::= Fbar V F | fbar_i V f_i | M?
"""

#: The value-alias machine V (Figures 3 and 6) as the worklist algorithms run it.
MACHINE = """\
states S1 S2 S3 S4
start  S1
# value flows: state, terminal, next state (Figure 4 lines 21-41)
flow S1 Abar S1
flow S1 A    S3
flow S2 Abar S1
flow S2 A    S3
flow S3 A    S3
flow S4 A    S3
# boxes: state, box, state after the box returns; '*' is machine M (a dereference,
# Figure 4 lines 13-18 and 44-45), 'field' the machines F_i (Figure 7 lines 22-26, 50-53)
call S1 *     S2
call S3 *     S4
call S1 field S3
# demand points-to (section 4.6): P = (M? Abar)* R stays in the first stage
pointsto S1 S2
# the two searches of section 4.5 meet at a node both reached, in these states
# (a path w1 from one end and w2 from the other join when w1 . reverse(w2) is in V)
meet S1 S1
meet S1 S2
meet S1 S3
meet S1 S4
meet S2 S1
meet S2 S3
meet S3 S1
meet S3 S2
meet S4 S1
"""

DEREF_BOX = "*"
FIELD_BOX = "field"


@dataclass(frozen=True)
class Grammar:
    """A parsed machine: states are indices, flows per state, boxes per state."""

    states: tuple[str, ...]
    start: int
    terminals: tuple[str, ...]
    # per state: (terminal index, next state)
    flow: tuple[tuple[tuple[int, int], ...], ...]
    # box name -> per state the state after the box returns, or -1 (no call from there)
    calls: dict[str, tuple[int, ...]]
    pointsto: frozenset[int]
    meet: frozenset[tuple[int, int]]

    def state(self, name: str) -> int:
        return self.states.index(name)

    def accepts(self, word: list[str]) -> bool:
        """Does V accept a word over its terminals and box names (all states final)?"""
        st = self.start
        for sym in word:
            nxt = -1
            if sym in self.calls:
                nxt = self.calls[sym][st]
            else:
                for t, n in self.flow[st]:
                    if self.terminals[t] == sym:
                        nxt = n
            if nxt < 0:
                return False
            st = nxt
        return True

    def end_state(self, word: list[str]) -> int:
        """The state V is in after a word it accepts (-1 if rejected)."""
        st = self.start
        for sym in word:
            if sym in self.calls:
                st = self.calls[sym][st]
            else:
                st = next((n for t, n in self.flow[st] if self.terminals[t] == sym), -1)
            if st < 0:
                return -1
        return st


class GrammarError(ValueError):
    """The machine text is malformed."""


def parse_machine(text: str) -> Grammar:
    """Parse the MACHINE table format (one directive per line, `#` comments)."""
    states: list[str] = []
    start = ""
    flows: list[tuple[str, str, str]] = []
    calls: list[tuple[str, str, str]] = []
    pointsto: list[str] = []
    meets: list[tuple[str, str]] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        head, rest = words[0], words[1:]
        if head == "states":
            states = rest
        elif head == "start" and len(rest) == 1:
            start = rest[0]
        elif head == "flow" and len(rest) == 3:
            flows.append((rest[0], rest[1], rest[2]))
        elif head == "call" and len(rest) == 3:
            calls.append((rest[0], rest[1], rest[2]))
        elif head == "pointsto":
            pointsto = rest
        elif head == "meet" and len(rest) == 2:
            meets.append((rest[0], rest[1]))
        else:
            raise GrammarError(f"line {lineno}: cannot read {raw.strip()!r}")
    return _assemble(states, start, flows, calls, pointsto, meets)


def _assemble(states: list[str], start: str, flows: list[tuple[str, str, str]],
              calls: list[tuple[str, str, str]], pointsto: list[str],
              meets: list[tuple[str, str]]) -> Grammar:
    def idx(name: str) -> int:
        if name not in states:
            raise GrammarError(f"unknown state {name!r}")
        return states.index(name)

    terminals = tuple(dict.fromkeys(t for _, t, _ in flows))
    per_state: list[list[tuple[int, int]]] = [[] for _ in states]
    for a, t, b in flows:
        per_state[idx(a)].append((terminals.index(t), idx(b)))
    boxes: dict[str, list[int]] = {}
    for a, box, b in calls:
        boxes.setdefault(box, [-1] * len(states))[idx(a)] = idx(b)
    return Grammar(
        states=tuple(states), start=idx(start), terminals=terminals,
        flow=tuple(tuple(f) for f in per_state),
        calls={box: tuple(v) for box, v in boxes.items()},
        pointsto=frozenset(idx(s) for s in pointsto),
        meet=frozenset((idx(a), idx(b)) for a, b in meets),
    )


ALIAS_GRAMMAR: Grammar = parse_machine(MACHINE)
