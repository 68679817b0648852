"""Exhaustive Andersen-style points-to analysis over the PEG (the baseline EXH of section 7).

Zheng and Rugina (POPL 2008) compare against an inclusion-based analysis that precomputes
points-to sets and answers alias queries by intersecting them; equation (3) of section 4.6,
P = (M? Abar)* R, says what the sets are. Here the sets are computed for every PEG node by a
worklist solver with difference propagation (each node forwards only what is new since its
last visit) and cycle collapsing (an offline pass over the initial copy edges, then lazy
detection when an edge's two ends hold equal sets; collapsed nodes share one representative).
A graph that grows after it was solved (the calls that rounds of indirect-call resolution
bind) is solved again from the solution at hand (`extend`): the sets only grow.

Constraints, for every node: an address holds itself; `*e` over an address expression is a
location (assignments into it are copy edges); `*e` over any other node loads from, and
assignments into it store to, the locations of the objects e points to; a field node `e + f`
points to each object of e extended by f. Objects are (address node, field path) pairs; paths
longer than `k_limit` stop growing (only recursive field-address cycles reach it).
"""

from __future__ import annotations

import time
from collections import deque
from typing import Protocol

from ddpa.analyses.bitsets import bit_indices
from ddpa.graphs.peg import PEG, NodeKind

ObjRef = tuple[int, tuple[int, ...]]  # (address node, field labels)


class _Objects:
    """Object numbering and each object's location (content) node."""

    def __init__(self, k_limit: int) -> None:
        self.k_limit = k_limit
        self.refs: list[ObjRef] = []
        self.ids: dict[ObjRef, int] = {}
        self.content: list[int] = []
        # the objects of a set of them (as bits), one frozenset per set: the pointers of a
        # large program share few sets of thousands of objects
        self._sets: dict[int, frozenset[ObjRef]] = {}

    def of_bits(self, bits: int) -> frozenset[ObjRef]:
        """The objects whose numbers are the set bits (an object's number never changes)."""
        got = self._sets.get(bits)
        if got is None:
            refs = self.refs
            got = self._sets[bits] = frozenset([refs[o] for o in bit_indices(bits)])
        return got

    def get(self, ref: ObjRef, new_node: int) -> tuple[int, bool]:
        o = self.ids.get(ref)
        if o is not None:
            return o, False
        o = len(self.refs)
        self.refs.append(ref)
        self.ids[ref] = o
        self.content.append(new_node)
        return o, True

    def extend(self, o: int, label: int) -> ObjRef:
        a, path = self.refs[o]
        if len(path) >= self.k_limit:
            return a, path
        return a, (*path, label)


class SuccessorTable(Protocol):
    """Per node, the nodes its points-to set flows into (a list, or sets made on demand)."""

    def __getitem__(self, n: int, /) -> set[int]: ...

    def __setitem__(self, n: int, succs: set[int], /) -> None: ...

    def append(self, succs: set[int], /) -> None: ...


class Andersen:
    """Points-to sets of all PEG nodes; answers points-to and alias queries by lookup."""

    name = "EXH"

    def __init__(self, peg: PEG, k_limit: int = 4, room: int = 0) -> None:
        """Solve the graph; `room` more nodes may be added to it and solved by `extend`."""
        self.peg = peg
        self.objs = _Objects(k_limit)
        t0 = time.perf_counter()
        self._room = room
        self._setup()
        self._solve()
        self.seconds = time.perf_counter() - t0

    # --- constraint graph -----------------------------------------------------------------

    def _setup(self) -> None:
        g = self.peg
        n = len(g)
        self.n_peg = n
        size = n + self._room  # (the cells `_fresh` adds are numbered after the room)
        self.pts: list[int] = [0] * size
        self.done: list[int] = [0] * size
        succ: list[set[int]] = [set() for _ in range(size)]
        self.succ: SuccessorTable = succ
        self.parent: list[int] = list(range(size))
        self.loads: dict[int, list[int]] = {}
        self.stores: dict[int, list[int]] = {}
        self.fields: dict[int, list[tuple[int, int]]] = {}
        self.wl: deque[int] = deque()
        self.in_wl: list[bool] = [False] * size
        self.checked: set[tuple[int, int]] = set()
        self.collapsed = 0
        self._addr_obj: dict[int, int] = {}
        for v in range(n):
            self._node_constraint(v)
        for src in range(n):
            for dst in g.assign_to[src]:
                self._assign(src, dst)
        self._edges_seen = [len(x) for x in g.assign_to] if self._room else []
        self._offline_collapse()
        for v in range(n):
            if self.pts[v]:
                self._enqueue(v)

    def extend(self) -> bool:
        """Solve again after nodes and assignment edges were added to the graph (none
        removed, at most the `room` given): the sets only grow, so solving goes on from
        the solution at hand and ends with the one a new solver would find. False, doing
        nothing, when the graph outgrew the room."""
        g = self.peg
        old, n = self.n_peg, len(g)
        if n - old > self._room:
            return False
        self._room -= n - old
        self.n_peg = n
        find = self.find
        touched: set[int] = set()  # nodes whose new constraints read their whole set
        for v in range(old, n):
            base = self._node_constraint(v)
            if base is not None:
                touched.add(base)
            elif g.kind[v] == NodeKind.ADDR:
                self._enqueue(v)
            else:  # the location of an object solved without one: the same cell
                known = self.objs.ids.get(self._address_ref(g.down[v]))
                if known is not None and self.objs.content[known] != v:
                    r, f = find(v), find(self.objs.content[known])
                    if r != f:
                        self._merge(r, f)
        seen = self._edges_seen
        for src in range(n):
            edges = g.assign_to[src]
            for dst in edges[seen[src] if src < len(seen) else 0:]:
                base = self._assign(src, dst)
                if base is not None:
                    touched.add(base)
        self._edges_seen = [len(x) for x in g.assign_to]
        for r in touched:
            r = find(r)
            self.done[r] = 0  # (its whole set goes through its constraints again)
            self._enqueue(r)
        self._solve()
        return True

    def _node_constraint(self, v: int) -> int | None:
        """v's own constraint; the node (a representative) whose set it reads: a load's or
        a field's base (None for an address or a location)."""
        g = self.peg
        kind = g.kind[v]
        if kind == NodeKind.ADDR:
            o = self._obj_of_address(v)
            self.pts[v] |= 1 << o
            return None
        if kind == NodeKind.DEREF:
            b = g.down[v]
            if self._is_address_expr(b):
                return None
            b = self.find(b)
            self.loads.setdefault(b, []).append(v)
            return b
        b = self.find(g.down[v])
        self.fields.setdefault(b, []).append((v, g.down_label[v]))
        return b

    def _is_address_expr(self, n: int) -> bool:
        """An address, or fields of one within the path limit: a fixed object's address."""
        g = self.peg
        depth = 0
        while g.kind[n] == NodeKind.FIELD:
            n = g.down[n]
            depth += 1
        return g.kind[n] == NodeKind.ADDR and depth <= self.objs.k_limit

    def _address_ref(self, n: int) -> ObjRef:
        g = self.peg
        path: list[int] = []
        while g.kind[n] == NodeKind.FIELD:
            path.append(g.down_label[n])
            n = g.down[n]
        path.reverse()
        return n, tuple(path[: self.objs.k_limit])

    def _obj_of_address(self, n: int) -> int:
        o = self._addr_obj.get(n)
        if o is None:
            o = self._object(self._address_ref(n))
            self._addr_obj[n] = o
        return o

    def _object(self, ref: ObjRef) -> int:
        """The object for a reference; its location is the PEG node `*a` if there is one."""
        o, new = self.objs.get(ref, -1)
        if new:
            self.objs.content[o] = self._location_node(ref)
        return o

    def _location_node(self, ref: ObjRef) -> int:
        g = self.peg
        a, path = ref
        n = a
        for lab in path:
            n = g.up(n, lab)
            if n < 0:
                return self._fresh()
        d = g.up_deref[n]
        return d if 0 <= d < self.n_peg else self._fresh()

    def _fresh(self) -> int:
        v = len(self.pts)
        self.pts.append(0)
        self.done.append(0)
        self.succ.append(set())
        self.parent.append(v)
        self.in_wl.append(False)
        return v

    def _assign(self, src: int, dst: int) -> int | None:
        """The edge of `dst := src`: a copy into a location, or a store through dst's base;
        the base (a representative) whose set a store reads (None for a copy)."""
        b = self.peg.down[dst]
        if self._is_address_expr(b):
            self._edge(src, dst)
            return None
        b = self.find(b)
        self.stores.setdefault(b, []).append(src)
        return b

    # --- union-find and edges -------------------------------------------------------------

    def find(self, v: int) -> int:
        parent = self.parent
        root = v
        while parent[root] != root:
            root = parent[root]
        while parent[v] != root:
            parent[v], v = root, parent[v]
        return root

    def _enqueue(self, v: int) -> None:
        if not self.in_wl[v]:
            self.in_wl[v] = True
            self.wl.append(v)

    def _edge(self, a: int, b: int) -> None:
        a, b = self.find(a), self.find(b)
        if a == b or b in self.succ[a]:
            return
        self.succ[a].add(b)
        if self.pts[a] & ~self.pts[b]:
            self.pts[b] |= self.pts[a]
            self._enqueue(b)

    def _merge(self, keep: int, gone: int) -> None:
        """Collapse `gone` into `keep` (both representatives of one cycle)."""
        self.parent[gone] = keep
        self.pts[keep] |= self.pts[gone]
        self.done[keep] &= self.done[gone]
        self.succ[keep] |= self.succ[gone]
        self.succ[keep].discard(keep)
        self.succ[keep].discard(gone)
        self.succ[gone] = set()
        for table in (self.loads, self.stores):
            moved = table.pop(gone, None)
            if moved:
                table.setdefault(keep, []).extend(moved)
        fmoved = self.fields.pop(gone, None)
        if fmoved:
            self.fields.setdefault(keep, []).extend(fmoved)
        self.collapsed += 1
        self._enqueue(keep)

    # --- cycles ---------------------------------------------------------------------------

    def _offline_collapse(self) -> None:
        for comp in self._sccs(range(len(self.pts))):
            self._collapse(comp)

    def _collapse(self, comp: list[int]) -> None:
        if len(comp) < 2:
            return
        keep = self.find(comp[0])
        for v in comp[1:]:
            r = self.find(v)
            if r != keep:
                self._merge(keep, r)

    def _sccs(self, roots: range | list[int]) -> list[list[int]]:
        """Tarjan's algorithm over copy edges between representatives (iterative): the
        components of more than one node (the cycles to collapse)."""
        index: dict[int, int] = {}
        low: dict[int, int] = {}
        on: set[int] = set()
        stack: list[int] = []
        out: list[list[int]] = []
        for root in roots:
            r = self.find(root)
            if r in index:
                continue
            self._tarjan(r, index, low, on, stack, out)
        return out

    def _tarjan(self, root: int, index: dict[int, int], low: dict[int, int], on: set[int],
                stack: list[int], out: list[list[int]]) -> None:
        find, succ, parent = self.find, self.succ, self.parent

        def successors(v: int) -> list[int]:
            return [w if parent[w] == w else find(w) for w in succ[v]]

        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        work: list[tuple[int, list[int]]] = [(root, successors(root))]
        while work:
            v, todo = work[-1]
            if todo:
                w = todo.pop()
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, successors(w)))
                elif w in on:
                    iw = index[w]
                    if iw < low[v]:
                        low[v] = iw
                continue
            work.pop()
            lv = low[v]
            if work:
                u = work[-1][0]
                if lv < low[u]:
                    low[u] = lv
            if lv == index[v]:
                w = stack.pop()
                on.discard(w)
                if w == v:
                    continue  # a node on no cycle
                comp = [w]
                while w != v:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                out.append(comp)

    # --- the worklist (difference propagation) ----------------------------------------------

    def _solve(self) -> None:
        wl = self.wl
        candidates: list[tuple[int, int]] = []
        while wl or candidates:
            if not wl:
                self._check_cycles(candidates)
                candidates = []
                continue
            if len(candidates) >= 64:
                self._check_cycles(candidates)
                candidates = []
            v = wl.popleft()
            self.in_wl[v] = False
            self._propagate(v, candidates)

    def _propagate(self, v: int, candidates: list[tuple[int, int]]) -> None:
        """Pass what v newly points to along its constraints and copy edges; an edge whose
        ends now hold equal sets is a cycle candidate (lazy cycle detection)."""
        pts, done = self.pts, self.done
        if self.parent[v] != v:
            return
        delta = pts[v] & ~done[v]
        if not delta:
            return
        done[v] = pts[v]
        self._complex(v, delta)
        pv = pts[v]
        parent, find, enqueue, checked = self.parent, self.find, self._enqueue, self.checked
        for w in self.succ[v]:  # (nothing below adds to or merges v's successors)
            if parent[w] != w:
                w = find(w)
            if w == v:
                continue
            pw = pts[w]
            if delta & ~pw:
                pts[w] = pw = pw | delta
                enqueue(w)
            if pw == pv and (v, w) not in checked:
                checked.add((v, w))
                candidates.append((v, w))

    def _check_cycles(self, candidates: list[tuple[int, int]]) -> None:
        """Lazy cycle detection: an edge whose ends agree may close a cycle."""
        roots = [self.find(w) for _, w in candidates]
        for comp in self._sccs(roots):
            self._collapse(comp)

    def _complex(self, v: int, delta: int) -> None:
        """Loads, stores and field offsets on v for its new objects `delta`.

        The inner loop of the solver: `find` and `_edge` are inlined (no node is merged
        while it runs, so the representatives found first stay valid), and a location that
        is its own representative (most are) is not looked up."""
        loads = self.loads.get(v, ())
        stores = self.stores.get(v, ())
        fields = self.fields.get(v, ())
        if not (loads or stores or fields):
            return
        find, pts, succ, enqueue, parent = self.find, self.pts, self.succ, self._enqueue, \
            self.parent
        load_reps = {d if parent[d] == d else find(d) for d in loads}
        store_reps = {x if parent[x] == x else find(x) for x in stores}
        content = self.objs.content
        need = self._need if load_reps and self._needs else None
        for o in bit_indices(delta):
            loc = content[o]
            if need is not None:
                need(loc)
            r = loc if parent[loc] == loc else find(loc)
            if load_reps:
                out = succ[r]
                pr = pts[r]
                for d in load_reps:
                    if d != r and d not in out:
                        out.add(d)
                        if pr & ~pts[d]:
                            pts[d] |= pr
                            enqueue(d)
            for x in store_reps:
                sx = succ[x]
                if x != r and r not in sx:
                    sx.add(r)
                    px = pts[x]
                    if px & ~pts[r]:
                        pts[r] |= px
                        enqueue(r)
            for fnode, lab in fields:
                fo = self._object(self.objs.extend(o, lab))
                f = fnode if parent[fnode] == fnode else find(fnode)
                if not pts[f] >> fo & 1:
                    pts[f] |= 1 << fo
                    enqueue(f)

    #: Whether `_need` does anything (the demand solver's activates a node).
    _needs = False

    def _need(self, n: int) -> None:
        """A node whose points-to set a constraint reads (every node is solved here; the
        demand solver, `ddpa.analyses.alias.demand_pts`, solves it when first needed)."""

    # --- answers --------------------------------------------------------------------------

    def pts_bits(self, n: int) -> int:
        """The points-to set of a node as a bit set of objects (also for nodes added later)."""
        if n < self.n_peg:
            return self.pts[self.find(n)]
        g = self.peg
        kind = g.kind[n]
        if kind == NodeKind.ADDR:
            return 1 << self._obj_of_address(n)
        base = self.pts_bits(g.down[n])
        out = 0
        for o in bit_indices(base):
            if kind == NodeKind.DEREF:
                loc = self.objs.content[o]
                out |= self.pts[self.find(loc)] if loc >= 0 else 0
            else:
                out |= 1 << self._object(self.objs.extend(o, g.down_label[n]))
        return out

    def points_to(self, n: int) -> frozenset[ObjRef]:
        return self.objs.of_bits(self.pts_bits(n))

    def value_alias(self, a1: int, a2: int) -> bool:
        """Do the values of two nodes share a pointee (so `*a1`, `*a2` may alias)?"""
        return bool(self.pts_bits(a1) & self.pts_bits(a2))
