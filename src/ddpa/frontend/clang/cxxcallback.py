"""Calls the standard library makes back into the program: the function or callable object
given to an algorithm (`std::for_each(b, e, f)`, `std::sort(b, e, cmp)`,
`std::find_if(b, e, pred)`) or to a thread (`std::thread t(f, arg)`).

The library's code is not lowered (`ddpa.ir.libmodel_cxx` models what it does to memory),
so its calls of the program are written out here, after the library call, as a loop that
runs any number of times (its test an unknown value):

    head: %c = call @__ddpa_any_value() ; br %c -> body, out
    body: call @"lambda@f.cpp:3:14::operator()"(&%$fn, ...) ; -> head

The callable is the argument itself: a function pointer is called indirectly, an object
(a lambda's closure, a functor) through its class's `operator()` with the object's address
(a copy of a by-value argument). Each parameter gets an element of the range when the
call has one and the parameter takes the element type: `*first` for a pointer iterator,
the library iterator's `operator*` (modelled: a pointer into the library's storage)
otherwise; `std::thread` passes its own further arguments; any other parameter gets an
unknown value of its type. So analyses see the callable called, with what it may be
given, any number of times; the interpreter, which runs no library algorithm, never
reaches the loop. A generic lambda (its `operator()` a template with no instance the unit
shows) is reported and not called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.frontend.clang.cxxnames import RECORD_KINDS, REFERENCE_KINDS
from ddpa.frontend.clang.lvalue import MemLV
from ddpa.ir.instr import AddrOf, Branch, Call, Copy, Direct, Indirect, Operand, Var
from ddpa.ir.libmodel_cxx import split_name
from ddpa.ir.types import FunctionType, PointerType, RecordType, Type, VoidType

if TYPE_CHECKING:
    from ddpa.frontend.clang.cxxexpr import CxxLowering

CK = ci.CursorKind
# the library's functions that call what they are given: the algorithms (free functions of
# `std`) and these classes' constructors
_CALLING_CLASSES = frozenset({"std::thread", "std::jthread"})
_STD_SCOPES = frozenset({"std", "std::__cxx11", "std::ranges"})


def calls_back(name: str) -> bool:
    """May the library function `name` call a callable it is given?"""
    if not name.startswith("std::"):
        return False
    scope, member = split_name(name)
    if scope in _STD_SCOPES:
        return not member.startswith(("operator", "__throw")) and member not in _PLAIN
    return scope in _CALLING_CLASSES and member == scope.rsplit("::", 1)[-1]


# free functions of std that take callables they never call
_PLAIN = frozenset({"move", "forward", "swap", "ref", "cref", "addressof", "make_pair",
                    "make_tuple", "get", "begin", "end", "next", "prev", "advance",
                    "distance", "min", "max"})


def library_callbacks(low: CxxLowering, call: Call) -> None:
    """After library call `call` (`calls_back`): each callable among its arguments called
    back in a loop of unknown count (see the module's docstring)."""
    assert isinstance(call.callee, Direct)
    fn = low.unit.program.functions.get(call.callee.name)
    if fn is None or fn.has_body:
        return
    scope, _ = split_name(call.callee.name)
    thread = scope in _CALLING_CLASSES
    args = list(call.args[1:] if thread else call.args)  # (a constructor's object first)
    for i, a in enumerate(args):
        targets = _callable(low, a)
        if targets is None:
            continue
        rest = args[i + 1:] if thread else []
        first = None if thread else next((x for x in args if _iterator(x)), None)
        for callee, obj, params, by_ref in targets:
            _loop(low, callee, obj, params, by_ref, first, rest)


def _iterator(a: Operand) -> bool:
    t = a.type
    if isinstance(t, PointerType):
        return not isinstance(t.pointee, FunctionType | VoidType)
    return isinstance(t, RecordType) and "iterator" in t.name


_Target = tuple[Direct | Indirect, Operand | None, tuple[Type, ...], tuple[bool, ...]]


def _callable(low: CxxLowering, a: Operand) -> list[_Target] | None:
    """What calling argument `a` calls: (callee, the object's address or None, the
    parameters after it, which of them are references), or None when `a` is no
    callable."""
    t = a.type
    if isinstance(t, PointerType) and isinstance(t.pointee, FunctionType):
        ps = t.pointee.params
        return [(Indirect(low.as_var(a)), None, ps, (False,) * len(ps))]
    rt = t.pointee if isinstance(t, PointerType) else t  # (a class passed indirectly, or
    if not isinstance(rt, RecordType):                    # by reference: its address)
        return None
    decl = low.unit.types.declaration(rt.name)
    defn = decl.get_definition() if decl is not None else None
    if defn is None or defn.location.is_in_system_header or defn.kind not in RECORD_KINDS:
        return None
    kids = low.unit.children(defn)
    ops = [k for k in kids if k.kind == CK.CXX_METHOD and k.spelling == "operator()"]
    if not ops:
        if any(k.kind == CK.FUNCTION_TEMPLATE and k.spelling == "operator()" for k in kids):
            low.warn(None, f"the generic callable '{rt.name}' given to the library is not "
                           "called back (no instance of its operator() is known)")
        return None
    obj: Operand = a
    if rt is t:  # an object passed by value: its copy's address
        keep = low.new_local("$fn", t)
        low.emit(Copy(keep, a))
        obj = low.temp(PointerType(t))
        low.emit(AddrOf(obj, keep))
    out: list[_Target] = []
    for k in ops:
        name = low.unit.function_symbol(k)
        ft = low.unit.program.functions[name].type
        refs = tuple(p.get_canonical().kind in REFERENCE_KINDS
                     for p in native.argument_types(k.type))
        out.append((Direct(name), obj, ft.params[1:], refs))
    return out


def _loop(low: CxxLowering, callee: Direct | Indirect, obj: Operand | None,
          params: tuple[Type, ...], by_ref: tuple[bool, ...], first: Operand | None,
          given: list[Operand]) -> None:
    head, body, out = low.b.placeholder(), low.b.placeholder(), low.b.placeholder()
    low.b.jump(head)
    low.b.enter(head)
    low.b.branch_to(low.emit(Branch(low.any_value())), body, out)
    low.b.enter(body)
    actuals: list[Operand] = [] if obj is None else [obj]
    for j, p in enumerate(params):
        if j < len(given) and given[j].type == p:
            actuals.append(given[j])
            continue
        if j < len(given) and given[j].type == PointerType(p):  # (a forwarding reference)
            actuals.append(low.read(MemLV(low.as_var(given[j]), (), p), None))
            continue
        actuals.append(_element(low, first, p, j < len(by_ref) and by_ref[j]))
    low.emit(Call(None, callee, tuple(actuals)))
    low.b.jump(head)
    low.b.enter(out)


def _element(low: CxxLowering, first: Operand | None, p: Type, ref: bool) -> Operand:
    """A value for a parameter of IR type `p` (`ref`: a reference, whose IR type is a
    pointer to the element): an element of the range starting at `first` (its address
    for a reference), else an unknown value."""
    elem = p.pointee if ref and isinstance(p, PointerType) else p
    at: Var | None = None
    if first is not None and isinstance(first.type, PointerType):
        at = low.as_var(first) if first.type.pointee == elem else None
    elif first is not None and isinstance(first.type, RecordType):
        it = low.new_local("$it", first.type)
        low.emit(Copy(it, first))
        addr = low.temp(PointerType(first.type))
        low.emit(AddrOf(addr, it))
        deref = f"{first.type.name}::operator*"
        low.unit.declare_external(deref, FunctionType(PointerType(elem), (addr.type,)))
        if low.unit.program.functions[deref].type.ret == PointerType(elem):
            at = low.temp(PointerType(elem))  # (else the elements are of another type)
            low.emit(Call(at, Direct(deref), (addr,)))
    if at is not None and ref:
        return at
    if at is not None:
        return low.read(MemLV(at, (), elem), None)
    got = low.unknown_external([], p)
    assert got is not None
    return got


__all__ = ["calls_back", "library_callbacks"]
