"""Incremental construction of a function's statement-level CFG, and its clean-up."""

from __future__ import annotations

from ddpa.ir.instr import Exit, Instr, Loc, Nop, Return
from ddpa.ir.program import Function, Node, add_edge


class CFGBuilder:
    """Appends instructions at a cursor node; `None` as cursor means unreachable code.

    Join points and labels are placeholder `Nop` nodes that `finish()` removes, so every
    remaining node carries one real instruction.
    """

    def __init__(self, fn: Function, loc: Loc) -> None:
        self.fn = fn
        fn.start_body(loc)
        self.cur: Node | None = fn.entry

    def emit(self, instr: Instr) -> Node:
        node = self.fn.new_node(instr)
        if self.cur is not None:
            add_edge(self.cur, node)
        self.cur = node
        return node

    def placeholder(self) -> Node:
        """A fresh Nop node, not yet connected (a label or join point)."""
        return self.fn.new_node(Nop())

    def jump(self, target: Node) -> None:
        """Edge from the cursor to `target`; the code after a jump is unreachable."""
        if self.cur is not None:
            add_edge(self.cur, target)
        self.cur = None

    def enter(self, node: Node) -> None:
        """Continue at `node` (falling through into it from the cursor, if reachable)."""
        if self.cur is not None and self.cur is not node:
            add_edge(self.cur, node)
        self.cur = node

    def branch_to(self, node: Node, *targets: Node) -> None:
        for t in targets:
            add_edge(node, t)
        self.cur = None

    def ret(self, instr: Return) -> None:
        node = self.emit(instr)
        add_edge(node, self.fn.exit)
        self.cur = None

    def finish(self) -> None:
        _bypass_nops(self.fn)
        _drop_unreachable(self.fn)


class _FinalTargets:
    """Where chains of pass-through Nops lead, each chain followed once (an `else if`
    chain of n branches joins through a chain of n Nops, which following from each of
    them made quadratic)."""

    def __init__(self) -> None:
        self._known: dict[int, Node] = {}  # Nop id -> the end of its acyclic chain

    def __call__(self, n: Node) -> Node:
        """Follow a chain of pass-through Nops; a Nop cycle (`L: goto L;`) stays put."""
        if not isinstance(n.instr, Nop) or len(n.succs) != 1:
            return n
        seen: set[int] = set()
        path: list[Node] = []
        while isinstance(n.instr, Nop) and len(n.succs) == 1 and n.id not in seen:
            known = self._known.get(n.id)
            if known is not None:
                n = known
                break
            seen.add(n.id)
            path.append(n)
            n = n.succs[0]
        else:
            if n.id in seen:  # a cycle: where it stops depends on where it starts
                return n
        for p in path:
            self._known[p.id] = n
        return n


def _bypass_nops(fn: Function) -> None:
    """Point every edge into a chain of pass-through Nops at where the chain leads (the
    Nops themselves are then unreachable, unless a cycle of them is)."""
    final = _FinalTargets()
    for n in fn.nodes:
        if isinstance(n.instr, Nop):
            continue
        succs = n.succs
        for i, s in enumerate(succs):
            if isinstance(s.instr, Nop):
                succs[i] = final(s)


def _drop_unreachable(fn: Function) -> None:
    """Keep nodes reachable from entry (and exit, always node 1), renumbered in order, each
    with its predecessors among them.

    Until the renumbering a node's id is its index in `fn.nodes`."""
    reached = [False] * len(fn.nodes)
    reached[fn.entry.id] = True
    stack = [fn.entry]
    while stack:
        n = stack.pop()
        for s in n.succs:
            if not reached[s.id]:
                reached[s.id] = True
                stack.append(s)
    exit_node = fn.nodes[1]
    assert isinstance(exit_node.instr, Exit)
    reached[exit_node.id] = True
    for n in fn.nodes:  # (the dropped ones too: no cycle of them is left to collect)
        n.preds = []
    kept = [n for n in fn.nodes if reached[n.id]]
    for n in kept:
        for s in n.succs:
            s.preds.append(n)
    for i, n in enumerate(kept):
        n.id = i
    fn.nodes = kept
