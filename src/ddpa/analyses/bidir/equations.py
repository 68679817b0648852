"""Equations 3-13 of section 3.2 (and the LDgen/RDgen of section 7.3 for Jd), one function
per equation, over the statements `l = r` of `graph.py`.

Representation: an alias relation A is kept in its points-to view (section 1.3): a map from a
location name to the locations it may point to, i.e. the alias pairs `(x, &o)`. The alias
closure `Dout'_n = Aout_n(Dout_n)` is approximated from above by `Dout_n` plus every location
that has aliases in A (its value is being tracked); a larger closure raises more demands, which
keeps the answer sound and can only cost precision.
"""

from __future__ import annotations

from collections.abc import Mapping

from ddpa.analyses.bidir.graph import Assign, LExpr, RExpr
from ddpa.analyses.bidir.methods import MethodSpec
from ddpa.analyses.bidir.names import Name, Namer, Token, addr, extend

Alias = Mapping[Name, frozenset[Name]]
Demand = frozenset[object]  # location names and `&` tokens
EMPTY: frozenset[Name] = frozenset()


# --- Table 1 / Table 2: abstract names ---------------------------------------------------


def abs_lhs(lhs: LExpr, nm: Namer, a: Alias) -> set[Name]:
    """l-bar_n = absName(l_n, Ain_n) (Table 1: x, *y, x->f, a.f)."""
    if lhs.kind == "var":
        return {nm.var(lhs.key)}
    if lhs.kind == "deref":
        return {extend(o, lhs.path) for o in a.get(nm.var(lhs.key), EMPTY) if o[0] != "f"}
    o = nm.obj(lhs.key)
    return set() if o is None else {extend(o, lhs.path)}


def value(rhs: RExpr, nm: Namer, a: Alias) -> frozenset[Name]:
    """The locations r evaluates to (the `&o` with (r-bar, &o) in A)."""
    k = rhs.kind
    if k == "null":
        return EMPTY
    if k == "new":
        return frozenset((nm.heap(rhs.site),))
    if k == "class":  # (a constructor's `this`: an object of its class, see `add_callee`)
        return frozenset((("t", rhs.fn, ()),))
    if k == "fn":
        return frozenset((("f", rhs.fn, ()),))
    if k in ("addr", "faddr"):
        return frozenset(t[1] for t in abs_rhs(rhs, nm, a)
                         if isinstance(t, tuple))
    out: set[Name] = set()
    for n in abs_rhs(rhs, nm, a):
        out |= a.get(n, EMPTY)  # type: ignore[call-overload]
    if rhs.dispatch is not None:  # a receiver bound to one target's `this` (section 3.2)
        method, fn = rhs.dispatch
        return frozenset(o for o in out if nm.dispatches(o, method, fn))
    return frozenset(out)


def abs_rhs(rhs: RExpr, nm: Namer, a: Alias) -> set[object]:
    """r-bar_n = absName(r_n, Ain_n) (Table 1: y, *y, y->f, a.f, &a, new tau, null)."""
    k, v = rhs.kind, rhs.key
    if k == "var" and v:
        return {nm.var(v)}
    if k == "deref" and v:
        return {extend(o, rhs.path) for o in a.get(nm.var(v), EMPTY) if o[0] != "f"}
    if k == "field" and v:
        o = nm.obj(v)
        return set() if o is None else {extend(o, rhs.path)}
    if k == "addr" and v:
        o = nm.obj(v)
        return set() if o is None else {addr(extend(o, rhs.path))}
    if k == "faddr" and v:
        return {addr(extend(o, rhs.path)) for o in a.get(nm.var(v), EMPTY) if o[0] != "f"}
    if k in ("new", "fn", "class"):
        return {addr(n) for n in value(rhs, nm, a)}
    return set()


def tracked(rhs: RExpr, rbar: set[object], a: Alias, dout: Demand) -> bool:
    """Whether r-bar is in the demand closure Dout' or has aliases in A (Equation 5's
    `r-bar in Dout'`, Equation 12's `Ain(r-bar) != {r-bar}`). A field address `&y->f` names
    the tokens `&o.f` for the objects `o` y points to: by link aliasing, `(y, &o)` in A makes
    `&y->f` an alias of `&o.f`, so its value is tracked as soon as y's is (r-bar is then not
    empty). Without this, a pointer into a heap object made by `&this->member` would never
    be followed, nor the stores through it. Likewise the address `&a.f` of a member is
    sought by the demand `&a` (Id's speculation seeks the pointers into the object a)."""
    if rhs.kind == "faddr" and rbar:
        return True
    for x in rbar:
        if x in dout or x in a:
            return True
        if rhs.kind == "addr" and isinstance(x, tuple) and x[0] == "&":
            k, key, path = x[1]
            if any(addr((k, key, path[:i])) in dout for i in range(len(path))):
                return True
    return False


# --- Equations 7-9: the demands an access expression raises ---------------------------------


def addr_expr(v: str, nm: Namer, taken: frozenset[str]) -> set[object]:
    """Equation 9: addrExpr(alpha) = {&x | x in var(alpha), addrTaken(&x)}."""
    if not v or v not in taken:
        return set()
    o = nm.obj(v)
    return set() if o is None else {addr(o)}


def _rooted_addrs(names: set[object], nm: Namer, taken: frozenset[str]) -> set[object]:
    """Id's speculation for the locations absName names: a variable location `z` (or a
    record variable's field) is also sought through its pointers (`&z`), as Example 2.5
    does for the variable of the access expression."""
    out: set[object] = set()
    for n in names:
        if isinstance(n, tuple) and n[0] == "v" and n[1] in taken:
            out.add(addr((n[0], n[1], ())))
        elif (isinstance(n, tuple) and n[0] == "t" and nm.store is not None
              and any(nm.obj(s) == ("t", n[1], ()) for s in nm.store if s in taken)):
            out.add(addr(("t", n[1], ())))
    return out


def ldgen(rhs: RExpr, nm: Namer, a: Alias, spec: MethodSpec,
          taken: frozenset[str]) -> set[object]:
    """Equation 7: LDgen(r, A); section 7.3's version for Jd (no `&` demands)."""
    k, v = rhs.kind, rhs.key
    if v:
        nm.record(v)
    if spec.java:
        if k in ("deref", "field") and rhs.path and v:
            return {nm.var(v)} | abs_rhs(rhs, nm, a)
        # `x`, and an up-cast `&x->base$B` (the same object: a copy in Java)
        return {nm.var(v)} if k in ("var", "faddr") and v else set()
    ax = addr_expr(v, nm, taken) if spec.addr_demands else set()
    if k in ("deref", "faddr") and v:  # base(r) != {}
        names = abs_rhs(rhs, nm, a) if k == "deref" else set()
        extra = _rooted_addrs(names, nm, taken) if spec.addr_demands else set()
        return {nm.var(v)} | ax | names | extra
    if k == "addr":  # isAddr(r)
        return abs_rhs(rhs, nm, a) if spec.addr_demands else set()
    if k in ("var", "field") and v:  # var(r) != {}
        names = abs_rhs(rhs, nm, a)
        extra = _rooted_addrs(names, nm, taken) if spec.addr_demands else set()
        return names | ax | extra
    return set()


def rdgen(lhs: LExpr, nm: Namer, spec: MethodSpec, taken: frozenset[str]) -> set[object]:
    """Equation 8: RDgen(l) = base(l) U addrExpr(l); section 7.3's {x | l = x.f} for Jd."""
    nm.record(lhs.key)
    if spec.java:
        return {nm.var(lhs.key)} if lhs.kind == "deref" and lhs.path else set()
    base = {nm.var(lhs.key)} if lhs.kind == "deref" else set()
    return base | (addr_expr(lhs.key, nm, taken) if spec.addr_demands else set())


def _cd_speculation(lhs: LExpr, nm: Namer, dout: Demand) -> set[object]:
    """Section 7.2: Cd demands base(l) of an indirect assignment that may define a demanded
    location (a field of the same name, or any location for `*x = ..`)."""
    if lhs.kind != "deref":
        return set()
    field = extend(("v", None, ()), lhs.path)[2]
    for d in dout:
        if (isinstance(d, tuple) and len(d) == 3 and d[0] != "f"
                and (not field or d[2][-len(field):] == field)):
            return {nm.var(lhs.key)}
    return set()


# --- Equations 3-6: demands -------------------------------------------------------------------


def dgen(st: Assign, nm: Namer, ain: Alias, dout: Demand, spec: MethodSpec,
         taken: frozenset[str]) -> set[object]:
    """Equation 5: Dgen_n, its four cases on whether l-bar and r-bar are demanded (with the
    alias closure Dout'_n); the origin case is `origin_dgen`."""
    lbar = abs_lhs(st.lhs, nm, ain)
    rbar = abs_rhs(st.rhs, nm, ain)
    l_dem = bool(lbar) and not lbar.isdisjoint(dout)
    r_dem = tracked(st.rhs, rbar, ain, dout)
    out: set[object] = set()
    if l_dem:
        out |= ldgen(st.rhs, nm, ain, spec, taken)
    if r_dem:
        out |= rdgen(st.lhs, nm, spec, taken)
    if spec.speculate_stores:
        out |= _cd_speculation(st.lhs, nm, dout)
    return out


def origin_dgen(use: RExpr, nm: Namer, ain: Alias, spec: MethodSpec,
                taken: frozenset[str]) -> set[object]:
    """Equation 5, case (b) for n in origin: the demand of the use asked about."""
    return ldgen(use, nm, ain, spec, taken)


def dkill(st: Assign, nm: Namer) -> set[object]:
    """Equation 6: Dkill_n = {l_n | l_n = x}."""
    return {nm.var(st.lhs.key)} if st.lhs.kind == "var" else set()


def din(dout: Demand, kill: set[object], gen: set[object]) -> Demand:
    """Equation 3: Din_n = (Dout_n - Dkill_n) U Dgen_n. Dout's set is shared when Din
    holds the same demands (a kill of a location not demanded removes nothing)."""
    if kill and not kill.isdisjoint(dout):
        return frozenset((dout - kill) | gen)
    if gen <= dout:
        return dout
    return dout.union(gen)


def dout(succ_dins: list[Demand]) -> Demand:
    """Equation 4: Dout_n = U Din_s over successors (BI = {} at End_p). The largest
    successor's set is shared when it holds the others."""
    if len(succ_dins) == 1:
        return succ_dins[0]
    ds = sorted((d for d in succ_dins if d), key=len, reverse=True)
    if not ds:
        return frozenset()
    base = ds[0]
    rest = [d for d in ds[1:] if d is not base and not d <= base]
    if not rest:
        return base  # shared: the largest successor's set holds the others
    return base.union(*rest)


# --- Equations 10-13: aliases -----------------------------------------------------------------


def ain(pred_outs: list[Alias]) -> Alias:
    """Equation 10: Ain_n = U Aout_p over predecessors (BI = {} at Start_p).

    The largest predecessor's map is shared when the others add nothing to it, and a location
    whose set is the same object in two maps is not compared element by element."""
    outs: list[Alias] = []
    ids: set[int] = set()
    for p in pred_outs:
        if p and id(p) not in ids:
            ids.add(id(p))
            outs.append(p)
    if not outs:
        return {}
    if len(outs) == 1:
        return outs[0]
    outs.sort(key=len, reverse=True)
    base = outs[0]
    merged: dict[Name, frozenset[Name]] | None = None
    for p in outs[1:]:
        cur = base if merged is None else merged
        for k, v in p.items():
            old = cur.get(k)
            if old is v:
                continue
            if old is None:
                new = v
            elif v <= old:
                continue
            else:
                new = old | v
            if merged is None:
                merged = dict(base)
                cur = merged
            merged[k] = new
    return base if merged is None else merged


def agen(st: Assign, nm: Namer, a: Alias, dout: Demand, spec: MethodSpec
         ) -> tuple[set[Name], frozenset[Name]]:
    """Equation 12: Agen_n = l-bar x r-bar when l-bar is demanded or r-bar has aliases (its
    value is tracked); every statement for Ex. Returns (l-bar, the locations r points to)."""
    lbar = abs_lhs(st.lhs, nm, a)
    if not lbar:
        return lbar, EMPTY
    if spec.demand_driven:
        rbar = abs_rhs(st.rhs, nm, a)
        if lbar.isdisjoint(dout) and not tracked(st.rhs, rbar, a, dout):
            return set(), EMPTY
    return lbar, value(st.rhs, nm, a)


def akill(st: Assign, nm: Namer) -> Name | None:
    """Equation 13: Akill_n = {(l_n, alpha) | l_n = x}: only a plain variable is killed."""
    return nm.var(st.lhs.key) if st.lhs.kind == "var" else None


def aout(a_in: Alias, kills: set[Name], gens: list[tuple[set[Name], frozenset[Name]]]
         ) -> Alias:
    """Equation 11: Aout_n = (Ain_n - Akill_n) U Agen_n (weak update but for kills). Ain's
    map is shared when Aout holds the same pairs (a kill of a location without aliases
    removes nothing)."""
    live = [k for k in kills if k in a_in] if kills else kills
    if not live and all(not v or all(v <= a_in.get(x, EMPTY) for x in ls) for ls, v in gens):
        return a_in
    out = dict(a_in)
    for k in live:
        del out[k]
    for ls, v in gens:
        if not v:
            continue
        for x in ls:
            old = out.get(x)
            out[x] = v if old is None else old | v
    return out


def token_of(n: Name) -> Token:
    return addr(n)
