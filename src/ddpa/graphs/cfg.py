"""Free functions over a statement-level CFG: orders, reachability, dominators, loops."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from ddpa.ir.program import Function, Node

# Every traversal here is iterative (explicit stacks) so that 100K-node functions cannot
# overflow the interpreter stack, and marks visited nodes in a bytearray indexed by
# `Node.id`, which the IR guarantees is the node's index in `Function.nodes`.


def succ(n: Node) -> list[Node]:
    """Successors of `n` in CFG order (Branch: true, false; Switch: cases, default).

    The node's own list is returned, not a copy: do not mutate it.
    """
    return n.succs


def pred(n: Node) -> list[Node]:
    """Predecessors of `n` (the node's own list, not a copy)."""
    return n.preds


def _postorder_from(start: Node, size: int, forward: bool) -> list[Node]:
    """Depth-first postorder from `start` along succs (or preds when not `forward`)."""
    seen = bytearray(size)
    seen[start.id] = 1
    order: list[Node] = []
    stack = [(start, iter(start.succs if forward else start.preds))]
    while stack:
        node, it = stack[-1]
        for nxt in it:
            if not seen[nxt.id]:
                seen[nxt.id] = 1
                stack.append((nxt, iter(nxt.succs if forward else nxt.preds)))
                break
        else:
            stack.pop()
            order.append(node)
    return order


def postorder(f: Function) -> list[Node]:
    """Nodes reachable from entry in depth-first postorder (successors visited in order)."""
    if not f.nodes:
        return []
    return _postorder_from(f.entry, len(f.nodes), forward=True)


def reverse_postorder(f: Function) -> list[Node]:
    """Nodes reachable from entry in reverse postorder: entry first, and every node before
    its successors except along back edges (the usual forward data-flow iteration order)."""
    order = postorder(f)
    order.reverse()
    return order


def _closure(start: Node, forward: bool) -> set[Node]:
    seen = {start}
    stack = [start]
    while stack:
        node = stack.pop()
        for nxt in node.succs if forward else node.preds:
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def reachable_from(node: Node) -> set[Node]:
    """Nodes reachable from `node` along CFG edges, including `node` itself."""
    return _closure(node, forward=True)


def reaching(node: Node) -> set[Node]:
    """Nodes from which `node` is reachable (a backwards walk), including `node` itself."""
    return _closure(node, forward=False)


def unreachable_nodes(f: Function) -> list[Node]:
    """Nodes not reachable from entry, in id order."""
    if not f.nodes:
        return []
    seen = bytearray(len(f.nodes))
    for n in postorder(f):
        seen[n.id] = 1
    return [n for n in f.nodes if not seen[n.id]]


def _rpo_index(f: Function, rpo: list[Node]) -> list[int]:
    """Position of each node id in `rpo`; -1 for nodes unreachable from entry."""
    index = [-1] * len(f.nodes)
    for i, n in enumerate(rpo):
        index[n.id] = i
    return index


def _intersect(idom: list[int], a: int, b: int) -> int:
    # Walk the two fingers up the dominator tree; ancestors have smaller RPO numbers.
    while a != b:
        while a > b:
            a = idom[a]
        while b > a:
            b = idom[b]
    return a


def _idom_indices(rpo: list[Node], index: list[int]) -> list[int]:
    """Immediate dominators as RPO positions (Cooper, Harvey and Kennedy, Figure 3)."""
    idom = [-1] * len(rpo)
    if rpo:
        idom[0] = 0
    changed = True
    while changed:
        changed = False
        for i in range(1, len(rpo)):
            new = -1
            for p in rpo[i].preds:
                pi = index[p.id]
                if pi < 0 or idom[pi] < 0:
                    continue  # unreachable, or not processed yet in this pass
                new = pi if new < 0 else _intersect(idom, pi, new)
            if idom[i] != new:
                idom[i] = new
                changed = True
    return idom


def dominators(f: Function) -> dict[Node, Node]:
    """Immediate dominator of every node reachable from entry; entry maps to itself.

    Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" (2001): the iterative
    data-flow formulation over reverse postorder. Unreachable nodes are absent.
    """
    rpo = reverse_postorder(f)
    idom = _idom_indices(rpo, _rpo_index(f, rpo))
    return {n: rpo[idom[i]] for i, n in enumerate(rpo)}


def dominates(idom: dict[Node, Node], a: Node, b: Node) -> bool:
    """Whether `a` dominates `b` (reflexively), given `idom` from `dominators()`."""
    if b not in idom or a not in idom:
        return False
    while b is not a:
        up = idom[b]
        if up is b:
            return False  # reached entry
        b = up
    return True


def _back_edges(rpo: list[Node], index: list[int], idom: list[int]) -> list[tuple[int, int]]:
    """Back edges as RPO positions: retreating edges whose target dominates their source."""
    out: list[tuple[int, int]] = []
    for i, n in enumerate(rpo):
        for s in n.succs:
            h = index[s.id]
            if h < 0 or h > i:
                continue  # only retreating edges (target not after source) can be back edges
            d = i
            while d > h:
                d = idom[d]
            if d == h:
                out.append((i, h))
    return out


def back_edges(f: Function) -> list[tuple[Node, Node]]:
    """Edges `(tail, head)` whose head dominates their tail, ordered by (tail id, head id).

    Retreating edges of irreducible cycles (loops entered at more than one node) are not
    back edges under this definition and are not returned.
    """
    rpo = reverse_postorder(f)
    index = _rpo_index(f, rpo)
    idom = _idom_indices(rpo, index)
    edges = [(rpo[t], rpo[h]) for t, h in _back_edges(rpo, index, idom)]
    edges.sort(key=lambda e: (e[0].id, e[1].id))
    return edges


@dataclass(frozen=True, slots=True)
class Loop:
    """A natural loop: its header, its body (header included) and its back-edge sources."""

    header: Node
    body: frozenset[Node]
    back_edge_sources: tuple[Node, ...]

    def __contains__(self, node: object) -> bool:
        return node in self.body


def _loop_body(header: Node, sources: list[Node], index: list[int]) -> frozenset[Node]:
    """The header plus every reachable node that reaches a source without passing the header."""
    body = {header}
    stack = [s for s in sources if s is not header]
    body.update(stack)
    while stack:
        for p in stack.pop().preds:
            if p not in body and index[p.id] >= 0:
                body.add(p)
                stack.append(p)
    return frozenset(body)


def natural_loops(f: Function) -> list[Loop]:
    """Natural loops, one per header (back edges sharing a header are merged), outer first.

    Loops are ordered by their header's position in reverse postorder, so an enclosing
    loop comes before the loops nested in it. Irreducible cycles have no natural loop.
    """
    rpo = reverse_postorder(f)
    index = _rpo_index(f, rpo)
    by_header: dict[int, list[Node]] = defaultdict(list)
    for t, h in _back_edges(rpo, index, _idom_indices(rpo, index)):
        by_header[h].append(rpo[t])
    loops = []
    for h in sorted(by_header):
        sources = sorted(by_header[h], key=lambda n: n.id)
        loops.append(Loop(rpo[h], _loop_body(rpo[h], sources, index), tuple(sources)))
    return loops


def loop_depth(f: Function) -> dict[Node, int]:
    """For every node, how many natural loops contain it (0 outside loops and when
    unreachable; nodes only on irreducible cycles also get 0)."""
    depth = dict.fromkeys(f.nodes, 0)
    for loop in natural_loops(f):
        for n in loop.body:
            depth[n] += 1
    return depth


def _is_leader(n: Node, entry: Node) -> bool:
    if n is entry or len(n.preds) != 1:
        return True
    p = n.preds[0]
    return p is n or len(p.succs) != 1


def _extend_block(leader: Node, leaders: set[Node]) -> list[Node]:
    block = [leader]
    n = leader
    while len(n.succs) == 1 and n.succs[0] not in leaders:
        n = n.succs[0]
        block.append(n)
    return block


def basic_blocks(f: Function) -> list[list[Node]]:
    """Maximal straight-line runs of nodes (single entry at the top, single exit at the
    bottom), derived for display. Blocks come in reverse postorder of their first node,
    then unreachable blocks by id; every node is in exactly one block.
    """
    if not f.nodes:
        return []
    leaders = {n for n in f.nodes if _is_leader(n, f.entry)}
    order = reverse_postorder(f)
    order += unreachable_nodes(f)
    blocks = [_extend_block(n, leaders) for n in order if n in leaders]
    placed = {n for block in blocks for n in block}
    for n in f.nodes:
        if n not in placed:
            # An unreachable cycle of single-entry single-exit nodes has no leader:
            # start its block at its lowest id.
            leaders.add(n)
            block = _extend_block(n, leaders)
            placed.update(block)
            blocks.append(block)
    return blocks
