"""Figure 3(i)'s propagation rules for RD(v, n) and their mirror for RU(v, n), per step.

Duesterwald, Gupta and Soffa (ICSE 1996) resolve a query (v, n) by two rules:

* Rule 1, procedure entry (`entry`): a variable local to the procedure stops (epsilon); a
  formal is continued at every call site s as the variable bound to it (`v in bind_s(w)`),
  a global as itself; the program's root collects the global's initial value. Climbing
  from an entry to call sites and continuing backward in the caller never returns into a
  procedure except through its side-effect summary, so only valid paths are followed.
* Rule 2, other nodes: at every predecessor m, collect `Def_m^v` and continue if
  `Pres_m^v` (`scan_back` over a block's nodes; at a call site the values come from the
  callee's side effects, `procedure_summaries.SideEffects.call_pd`).

RU is the mirror image: `scan_fwd` collects uses (and, at a node passing v to a formal,
the callee's uses of that formal), and at the exit (`exit`) a global-like variable
returns to the call sites' successors. A formal is continued at the *sources* of its
actual (the variable passed, or what a front-end temporary copied or loaded, see
`model.Bind`); an actual with no source definition, or a global still holding its
initial value, defines the formal at the call (a binding definition).

The demand analyzer binds these rules and the side effects into `walk.Direction`s.
"""

from __future__ import annotations

from collections.abc import Callable

from ddpa.analyses.dataflow.facts import BIND, ENTRY_DEF, INIT
from ddpa.analyses.dataflow.model import Bind, Model
from ddpa.analyses.dataflow.state import Integration

Uses = Callable[[int, int], frozenset[int]]  # U_q^w of `procedure_summaries`


class Rules:
    """Figure 3(i)'s rules over one model and integration state."""

    def __init__(self, model: Model, state: Integration,
                 initial: Callable[[int, Bind], bool] | None = None) -> None:
        self.m = model
        self.state = state
        self._nb = len(model.bnodes)
        # whether a call may pass a global's initial value to a formal (Rule 1 only)
        self.initial = initial

    # --- Rule 2 at plain nodes --------------------------------------------------------------

    def scan_back(self, nodes: tuple[int, ...], v: int, out: set[int], _: object = None
                  ) -> int:
        """Walk nodes backward collecting `Def_m^v`; 0 if `Pres_m^v` holds for every node,
        else how many nodes were inspected up to the first that kills v."""
        m = self.m
        dc, kv = m.def_codes[v], m.kills_of[v]
        for g in reversed(nodes):
            if g in dc:
                out.add(dc[g])
            if g in kv:
                return len(nodes) - nodes.index(g)
        return 0

    def scan_fwd(self, nodes: tuple[int, ...], v: int, out: set[int], uses: Uses) -> int:
        """The mirror of `scan_back` for RU: uses of v (and of the formals a node binds to
        v, by `uses`) until the first kill of v; the result as `scan_back`'s."""
        m = self.m
        uc, kv, points = m.use_codes[v], m.kills_of[v], m.bind_points
        for g in nodes:
            if g in uc:
                out.add(uc[g])
                if g in points:
                    out.update(self.bound_uses(g, v, uses))
            if g in kv:
                return nodes.index(g) + 1
        return 0

    def bound_uses(self, g: int, w: int, uses: Uses) -> set[int]:
        """Uses of the formals that node g passes w's value to (U of each callee)."""
        out: set[int] = set()
        on = self.state.on
        for site, k, fv, src in self.m.bind_points.get(g, ()):
            if src == w and on(site.caller, site.targets[k]):
                out.update(uses(site.targets[k], fv))
        return out

    # --- Rule 1 and its mirror --------------------------------------------------------------

    def entry(self, v: int, fi: int, out: set[int]) -> list[int]:
        """Rule 1 at fi's entry: the queries generated at the callers (as keys), with the
        definitions found on the way added to `out`."""
        m, nb = self.m, self._nb
        f = m.funcs[fi]
        sites = self.state.sites(fi)
        owner = m.owner[v]
        keys: list[int] = []
        if owner == fi:
            if m.formal_pos[v] >= 0:
                for site, k in sites:
                    for b in site.binds[k]:
                        if b.formal == v:
                            self.bind_keys(site.gid, b, out, keys)
                if f.is_root:
                    out.add(m.code(ENTRY_DEF, f.entry_gid, v))
            if not (m.gl[v] and f.recursive):
                return keys
        elif owner < 0 and f.is_root:
            out.add(m.code(INIT, 0, v))
        keys.extend(v * nb + site.bid for site, _ in sites)
        return keys

    def bind_keys(self, call: int, b: Bind, out: set[int], keys: list[int]) -> None:
        """Continue a formal's query at the sources of its actual (`v in bind_s(w)`)."""
        m, nb = self.m, self._nb
        for a, at in b.sources:
            bid, pos = m.node_block[at], m.node_pos[at]
            if pos == 0 or not self.scan_back(m.bnodes[bid][:pos], a, out):
                keys.append(a * nb + bid)
        assert self.initial is not None
        if b.here or self.initial(call, b):
            out.add(m.code(BIND, call, b.formal))

    def exit(self, v: int, fi: int, _: set[int]) -> list[int]:
        """RU's mirror of Rule 1 at fi's exit: a global-like variable not made anew by fi
        returns to the points after fi's integrated call sites that do not kill it."""
        m, nb = self.m, self._nb
        if not m.gl[v] or v in m.funcs[fi].entry_kills:
            return []
        kills = m.kills_of[v]
        return [v * nb + site.bid for site, _ in self.state.sites(fi)
                if not (site.dst == v and site.gid in kills)]
