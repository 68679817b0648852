"""Bit-vector numbering of definitions and uses for the exhaustive analyzer (section 5).

The exhaustive and incremental analyzers of section 5 are "implemented based on
bitvectors". Here a bit vector is a Python integer and every bit is a *fact*: a
definition (reaching definitions, forward) or a use (reachable uses, backward), held by
one variable, so that killing a variable clears its `hold` mask.

Bits `0 .. G-1` are facts of global-like variables and mean the same in every procedure;
bits from `G` on are the facts of one procedure's own locals and formals, numbered per
procedure (locals of two procedures never meet in one vector). Every global-like variable
has a *sentinel* bit that no node generates: it is killed with the variable and so tells a
summary whether the variable can pass a procedure (`P_q^v`).

Formal parameters get one *pseudo-definition* per procedure (the value on entry) and call
sites get *pseudo-uses* (the callee's uses of a formal, held by the actual); an answer
holding them is expanded through the call sites (`bind_s`), which keeps the vectors small
and the binding exact.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ddpa.analyses.bitsets import bits_of
from ddpa.analyses.dataflow.facts import INIT, REAL
from ddpa.analyses.dataflow.model import NORMAL, Model

SENTINEL, PLAIN, PSEUDO = 0, 1, 2
Entry = tuple[int, int, int, object]  # (role, payload, holder, key)


@dataclass(slots=True)
class FactSpace:
    """One numbering (definitions or uses): what every bit is and who holds it.

    `info` of a bit is (role, payload): for PLAIN the fact's code, for a pseudo-definition
    the formal's vid, for a pseudo-use the (call gid, target position, formal vid) triple
    index into `pseudo_uses`, for SENTINEL the variable.
    """

    gl_size: int = 0
    gl_mask: int = 0
    hold: list[int] = field(default_factory=list)
    sentinel: list[int] = field(default_factory=list)
    gl_info: list[tuple[int, int]] = field(default_factory=list)
    local_info: list[list[tuple[int, int]]] = field(default_factory=list)
    bit_of: dict[object, int] = field(default_factory=dict)
    pseudo: list[int] = field(default_factory=list)  # per function: its pseudo-def bits
    init_bits: int = 0
    pseudo_uses: list[tuple[int, int, int]] = field(default_factory=list)
    _masks: dict[int, tuple[int, int]] = field(default_factory=dict)

    def info(self, fi: int, bit: int) -> tuple[int, int]:
        if bit < self.gl_size:
            return self.gl_info[bit]
        return self.local_info[fi][bit - self.gl_size]

    def role_masks(self, fi: int) -> tuple[int, int]:
        """The masks of a procedure's PLAIN and PSEUDO bits, for reading many vectors at
        once (their payloads through `payloads`)."""
        hit = self._masks.get(fi)
        if hit is None:
            if -1 not in self._masks:  # the global bits', shared by every procedure
                self._masks[-1] = _role_masks(self.gl_info, 0)
            gp, gs = self._masks[-1]
            lp, ls = _role_masks(self.local_info[fi], self.gl_size)
            hit = self._masks[fi] = (gp | lp, gs | ls)
        return hit

    def payloads(self, fi: int, bits: Iterable[int]) -> list[int]:
        """The payloads (`info`) of a procedure's bits."""
        g, gl, local = self.gl_size, self.gl_info, self.local_info[fi]
        return [gl[i][1] if i < g else local[i - g][1] for i in bits]

    def mask(self, key: object) -> int:
        return 1 << self.bit_of[key]


def _role_masks(info: list[tuple[int, int]], base: int) -> tuple[int, int]:
    """The masks of the PLAIN and PSEUDO bits of `info`, numbered from `base`."""
    plain = bits_of(i for i, (r, _) in enumerate(info) if r == PLAIN)
    pseudo = bits_of(i for i, (r, _) in enumerate(info) if r == PSEUDO)
    return plain << base, pseudo << base


def _assign(m: Model, gl: list[Entry], local: list[list[Entry]]) -> FactSpace:
    s = FactSpace(gl_size=len(gl), gl_mask=(1 << len(gl)) - 1)
    s.hold = [0] * len(m.vars)
    s.sentinel = [-1] * len(m.vars)
    s.pseudo = [0] * len(m.funcs)
    for bitno, (role, payload, holder, key) in enumerate(gl):
        s.gl_info.append((role, payload))
        s.hold[holder] |= 1 << bitno
        s.bit_of[key] = bitno
        if role == SENTINEL:
            s.sentinel[holder] = bitno
    for entries in local:
        info = []
        for j, (role, payload, holder, key) in enumerate(entries):
            bitno = s.gl_size + j
            info.append((role, payload))
            s.hold[holder] |= 1 << bitno
            s.bit_of[key] = bitno
        s.local_info.append(info)
    return s


def def_space(m: Model) -> FactSpace:
    """Definition facts: real definitions, initial values, pseudo-definitions of formals."""
    gl: list[Entry] = [(SENTINEL, v, v, ("s", v)) for v in range(len(m.vars)) if m.gl[v]]
    local: list[list[Entry]] = [[] for _ in m.funcs]
    for g in range(m.node_count):
        for v in m.node_gen[g]:
            e: Entry = (PLAIN, m.code(REAL, g, v), v, (g, v))
            (gl if m.gl[v] else local[m.node_func[g]]).append(e)
    for v in range(len(m.vars)):
        if m.owner[v] < 0:
            gl.append((PLAIN, m.code(INIT, 0, v), v, ("init", v)))
    for f in m.funcs:
        for v in f.formals:
            if v >= 0:
                (gl if m.gl[v] else local[f.index]).append((PSEUDO, v, v, ("p", v)))
    s = _assign(m, gl, local)
    for f in m.funcs:
        for v in f.formals:
            if v >= 0:
                s.pseudo[f.index] |= s.mask(("p", v))
    for v in range(len(m.vars)):
        if m.owner[v] < 0:
            s.init_bits |= s.mask(("init", v))
    return s


def use_space(m: Model) -> FactSpace:
    """Use facts: real uses, and pseudo-uses at call sites for the callee's formals."""
    gl: list[Entry] = [(SENTINEL, v, v, ("s", v)) for v in range(len(m.vars)) if m.gl[v]]
    local: list[list[Entry]] = [[] for _ in m.funcs]
    for g in range(m.node_count):
        for v in m.node_use[g]:
            e: Entry = (PLAIN, m.code(REAL, g, v), v, (g, v))
            (gl if m.gl[v] else local[m.node_func[g]]).append(e)
    pus: list[tuple[int, int, int]] = []
    for at in sorted(m.bind_points):
        for site, k, fv, av in m.bind_points[at]:
            pe: Entry = (PSEUDO, len(pus), av, ("pu", site.gid, k, fv, av, at))
            pus.append((site.gid, k, fv))
            (gl if m.gl[av] else local[m.node_func[at]]).append(pe)
    s = _assign(m, gl, local)
    s.pseudo_uses = pus
    return s


@dataclass(slots=True)
class BlockMasks:
    """Per normal block: the composed (kill, gen) of its nodes, forward and backward."""

    fwd: dict[int, tuple[int, int]] = field(default_factory=dict)
    bwd: dict[int, tuple[int, int]] = field(default_factory=dict)


def block_masks(m: Model, ds: FactSpace, us: FactSpace) -> BlockMasks:
    out = BlockMasks()
    for b, nodes in enumerate(m.bnodes):
        if m.bkind[b] != NORMAL:
            continue
        k = g = 0
        for n in nodes:
            kn = node_kill(m, ds, n)
            k |= kn
            g = (g & ~kn) | node_gen(m, ds, n)
        out.fwd[b] = (k, g)
        k = g = 0
        for n in reversed(nodes):
            kn = node_kill(m, us, n)
            k |= kn
            g = (g & ~kn) | node_use(m, us, n)
        out.bwd[b] = (k, g)
    return out


def node_kill(m: Model, space: FactSpace, gid: int) -> int:
    k = 0
    for v in m.node_kill[gid]:
        k |= space.hold[v]
    return k


def node_gen(m: Model, ds: FactSpace, gid: int) -> int:
    g = 0
    for v in m.node_gen[gid]:
        g |= 1 << ds.bit_of[(gid, v)]
    return g


def node_use(m: Model, us: FactSpace, gid: int) -> int:
    """Uses at a node, and the pseudo-uses of the formals it passes a value to."""
    g = 0
    for v in m.node_use[gid]:
        g |= 1 << us.bit_of[(gid, v)]
    for site, k, fv, av in m.bind_points.get(gid, ()):
        g |= 1 << us.bit_of[("pu", site.gid, k, fv, av, gid)]
    return g
