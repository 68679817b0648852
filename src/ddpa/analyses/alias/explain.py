"""Witnesses for may-alias answers: the PEG path in L(M) and the derivation table of 4.4.

Zheng and Rugina (POPL 2008), section 4 (Example) and 4.4: M(*x, *s) holds because the path
*x, x, *y, y, &r, r, s, *s spells Dbar Abar Dbar Abar D A D, and the worklist derived the
items (x,x,S1), (x,*y,S1), (y,y,S1), (y,&r,S1), (x,r,S2), (x,s,S3). Both are rebuilt from
the engine's `Recorder`: every item remembers how it was added (a flow over an edge, the start
of a box at a child node, a return from a box, or the reuse of a box summary).
"""

from __future__ import annotations

from ddpa.analyses.alias.cfl import Item, Recorder, label_span
from ddpa.analyses.alias.codes import key_source, key_state
from ddpa.analyses.alias.grammar import Grammar
from ddpa.analyses.alias.results import TraceRow, Witness
from ddpa.graphs.peg import PEG

_INVERSE = {"A": "Abar", "Abar": "A", "D": "Dbar", "Dbar": "D", "M": "M"}
Step = tuple[str, int]  # (edge label, node reached)


class WitnessBuilder:
    """Turns a recorded search into a Witness (path and trace)."""

    def __init__(self, peg: PEG, grammar: Grammar, rec: Recorder) -> None:
        self.peg = peg
        self.grammar = grammar
        self.rec = rec
        self.nl = label_span(peg)

    # --- items ---------------------------------------------------------------------------

    def source(self, item: Item) -> int:
        return key_source(item[2]) // self.nl

    def label(self, item: Item) -> int:
        return key_source(item[2]) % self.nl

    def show(self, item: Item) -> tuple[str, str, str]:
        g = self.peg
        return (g.render(self.source(item)), g.render(item[1]),
                self.grammar.states[key_state(item[2])])

    def _box(self, lab: int) -> tuple[str, str]:
        if lab == 0:
            return "Dbar", "D"
        name = self.peg.labels[lab]
        return f"fbar:{name}", f"f:{name}"

    # --- paths ---------------------------------------------------------------------------

    def path(self, item: Item) -> list[Step]:
        """Edges from the item's source to its node, with boxes expanded."""
        why = self.rec.parents.get(item, ("start",))
        kind = why[0]
        if kind in ("start", "down"):
            return []
        if kind == "flow":
            parent, term = why[1], why[2]
            assert isinstance(parent, tuple) and isinstance(term, int)
            return [*self.path(parent), (self.grammar.terminals[term], item[1])]
        if kind == "summary":
            parent, at = why[1], why[2]
            assert isinstance(parent, tuple) and isinstance(at, int)
            return [*self.path(parent), *self.box_path(at, item[1])]
        waiting, inner = why[1], why[2]
        assert isinstance(waiting, tuple) and isinstance(inner, tuple)
        return [*self.path(waiting), *self._through_box(inner, item[1])]

    def box_path(self, entry: int, exit_: int) -> list[Step]:
        """The path of a summary M(entry, exit) (or F_i): into the child, across, back up."""
        inner = self.rec.summary_origin.get((entry, exit_))
        if inner is None:
            return [("M", exit_)]  # a summary cached by an earlier query
        return self._through_box(inner, exit_)

    def _through_box(self, inner: Item, exit_: int) -> list[Step]:
        down, up = self._box(self.label(inner))
        return [(down, self.source(inner)), *self.path(inner), (up, exit_)]

    def full_path(self, e1: int, e2: int, a1: int) -> list[Step]:
        """The M path from e1 to e2 (whose addresses were compared as a1 and a2): down to the
        addresses, the V path, up again."""
        rec = self.rec
        assert rec.final is not None
        first, second = rec.final, rec.meeting
        if second is not None and self.source(first) != a1:
            first, second = second, first
        steps: list[Step] = [("Dbar", self.source(first)), *self.path(first)]
        if second is not None:
            back = self.path(second)
            nodes = [self.source(second)] + [n for _, n in back]
            for k in range(len(back) - 1, -1, -1):
                steps.append((_invert(back[k][0]), nodes[k]))
        steps.append(("D", e2))
        if self.source(first) != a1:
            steps = _reverse(e1, steps)  # one search from the other end found the path
        return steps

    # --- the derivation table ---------------------------------------------------------------

    def derivation(self) -> list[Item]:
        """Every item the final one depends on, in the order the worklist processed them."""
        rec = self.rec
        todo = [i for i in (rec.final, rec.meeting) if i is not None]
        seen: set[Item] = set()
        while todo:
            it = todo.pop()
            if it in seen:
                continue
            seen.add(it)
            todo.extend(self._depends(it))
        return sorted((i for i in seen if i in rec.order), key=lambda i: rec.order[i])

    def _depends(self, item: Item) -> list[Item]:
        why = self.rec.parents.get(item, ("start",))
        deps = [x for x in why[1:] if isinstance(x, tuple)]
        if why[0] == "summary":
            at = why[2]
            assert isinstance(at, int)
            origin = self.rec.summary_origin.get((at, item[1]))
            if origin is not None:
                deps.append(origin)
        return deps

    def _adder(self, item: Item) -> tuple[Item | None, str]:
        """The processed item that added this one, and how (section 4.4's last column)."""
        why = self.rec.parents.get(item, ("start",))
        kind = why[0]
        if kind == "start":
            return None, "start"
        if kind == "up":
            inner = why[2]
            assert isinstance(inner, tuple)
            return inner, "up"
        parent = why[1]
        assert isinstance(parent, tuple)
        return parent, {"flow": "flow", "down": "down", "summary": "alias"}[str(kind)]

    def trace(self) -> list[TraceRow]:
        items = self.derivation()
        added: dict[Item, list[Item]] = {i: [] for i in items}
        kinds: dict[Item, str] = {}
        for it in items:
            adder, kind = self._adder(it)
            if adder is not None and adder in added:
                added[adder].append(it)
                kinds.setdefault(adder, kind)
        rows: list[TraceRow] = []
        for step, it in enumerate(items, 1):
            kind = kinds.get(it, "")
            if it == self.rec.final:
                kind = "may alias"
            elif it == self.rec.meeting and not added[it]:
                kind = "meet"
            rows.append(TraceRow(step, self.show(it), tuple(self.show(a) for a in added[it]),
                                 kind))
        return rows

    def witness(self, e1: int, e2: int, a1: int) -> Witness:
        steps = self.full_path(e1, e2, a1)
        nodes = (self.peg.render(e1), *(self.peg.render(n) for _, n in steps))
        labels = tuple(lab for lab, _ in steps)
        return Witness(nodes, labels, tuple(self.trace()))


def _invert(label: str) -> str:
    if label in _INVERSE:
        return _INVERSE[label]
    if label.startswith("fbar:"):
        return "f:" + label[5:]
    return "fbar:" + label[2:]


def _reverse(start: int, steps: list[Step]) -> list[Step]:
    """The same path walked backwards; `start` is where the reversed path begins."""
    nodes = [start, *(n for _, n in steps)]
    nodes.reverse()
    labels = [_invert(lab) for lab, _ in steps]
    labels.reverse()
    return list(zip(labels, nodes[1:], strict=True))
