"""Frame layout of a function: slot numbers, which variables live in memory, definite assignment.

A frame is a Python list. Slots 0-3 are reserved (objects the frame owns, the return value,
the variadic arguments, the def records of the observation hooks); every parameter, local
and temporary has a slot after them. A variable whose address is taken, or whose type is a
record or an array, lives in a memory object created on entry; its slot holds that object.
Every other scalar lives in its slot directly and starts as UNINIT.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ddpa.interp.layout import Layout
from ddpa.interp.memory import ObjKind, ObjRef
from ddpa.interp.values import is_aggregate
from ddpa.ir.instr import AddrOf, Var
from ddpa.ir.program import Function

OWNED, RETVAL, VARARGS, DEFS = 0, 1, 2, 3
RESERVED = 4


@dataclass
class FrameLayout:
    """Where each variable of one function lives."""

    fn: Function
    slot: dict[Var, int] = field(default_factory=dict)
    in_memory: set[Var] = field(default_factory=set)
    refs: dict[Var, ObjRef] = field(default_factory=dict)
    sizes: dict[Var, int] = field(default_factory=dict)
    nslots: int = RESERVED
    # definitely-assigned slot variables before each node (bit i = slot i), see `assigned`
    assigned: list[int] = field(default_factory=list)

    def is_slot_scalar(self, v: Var) -> bool:
        return not v.is_global and v not in self.in_memory


def build_layout(fn: Function, layout: Layout) -> FrameLayout:
    fl = FrameLayout(fn)
    taken = {n.instr.target for n in fn.nodes
             if isinstance(n.instr, AddrOf) and isinstance(n.instr.target, Var)}
    for v in fn.variables():
        fl.slot[v] = fl.nslots
        fl.nslots += 1
        if v in taken or is_aggregate(v.type):
            fl.in_memory.add(v)
            fl.refs[v] = ObjRef(ObjKind.LOCAL, v.name, fn.name, None, v.src_name)
            fl.sizes[v] = layout.size(v.type)
    fl.assigned = definitely_assigned(fl)
    return fl


def definitely_assigned(fl: FrameLayout) -> list[int]:
    """Forward must-analysis: slot variables written on every path from entry to each node.

    Reads of variables outside the set get an explicit uninitialised-value check in the
    compiled code; all other reads need none (parameters count as written on entry).
    """
    fn = fl.fn
    if not fn.nodes:
        return []
    full = (1 << fl.nslots) - 1
    entry_bits = 0
    for param in fn.params:
        entry_bits |= 1 << fl.slot[param]
    gen = _written(fl)
    before = [full] * len(fn.nodes)
    before[0] = entry_bits
    order = _reverse_postorder(fn)
    changed = True
    while changed:
        changed = False
        for nid in order:
            node = fn.nodes[nid]
            if nid == 0:
                val = entry_bits
            else:
                val = full
                for p in node.preds:
                    val &= before[p.id] | gen[p.id]
                if not node.preds:
                    val = 0
            if val != before[nid]:
                before[nid] = val
                changed = True
    return before


def _written(fl: FrameLayout) -> list[int]:
    """Per node, the slot variables it writes (as a bit set)."""
    gen = [0] * len(fl.fn.nodes)
    for n in fl.fn.nodes:
        for d in n.instr.defs():
            if fl.is_slot_scalar(d) and d in fl.slot:
                gen[n.id] |= 1 << fl.slot[d]
    return gen


def _reverse_postorder(fn: Function) -> list[int]:
    seen: set[int] = set()
    order: list[int] = []
    stack: list[tuple[int, int]] = [(0, 0)]
    seen.add(0)
    while stack:
        nid, i = stack.pop()
        succs = fn.nodes[nid].succs
        if i < len(succs):
            stack.append((nid, i + 1))
            s = succs[i].id
            if s not in seen:
                seen.add(s)
                stack.append((s, 0))
        else:
            order.append(nid)
    order.reverse()
    rest = [n.id for n in fn.nodes if n.id not in seen]
    return order + rest
