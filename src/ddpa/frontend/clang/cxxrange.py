"""Range-based `for`: the declarations and calls clang makes of `for (decl : range) body`.

C++ defines the statement (C++17 [stmt.ranged]) as

    { auto &&__range = range;
      auto __begin = begin-expr;  auto __end = end-expr;
      for (; __begin != __end; ++__begin) { decl = *__begin; body } }

libclang shows only the loop variable, the range and the body. The loop variable's
initialiser (`*__begin`) refers to `__begin`, whose initialiser (`__range.begin()`,
`begin(__range)`, or `__range` itself for an array) refers to `__range`, whose initialiser
is the range: those three declarations are lowered as written. What no cursor shows is
`end-expr`, `!=` and `++`. For an array and for an iterator that is a pointer, they are
pointer arithmetic; otherwise they are calls of functions found here:

- in the unit's own cursors, for a class that is not a template instance (its methods, a
  friend defined in it, or a function of its namespace taking it);
- else (a template instance, whose members libclang does not list, and the standard
  library's containers) by the function appended to the unit (`cxxinstances`), which
  writes, for each such loop, the three operations on objects of the same types:

      { auto &&e0 = r0->end(); (void)(*i0 != e0); ++*i0; }

  and which clang resolves as it resolved the loop: its calls name the functions.

A loop whose operations neither finds (a class no file-scope name reaches) is lowered with
an unknown test and an unknown step over `__begin`, reported: its body's calls are all
there, and the analyses assume nothing of how often it runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.frontend.clang.cxxnames import RECORD_KINDS, REFERENCE_KINDS
from ddpa.frontend.clang.tree import children

CK = ci.CursorKind
TK = ci.TypeKind


@dataclass(frozen=True)
class Implicit:
    """The declarations clang makes for one range-based `for` (VAR_DECL cursors)."""

    range: ci.Cursor
    begin: ci.Cursor


@dataclass(frozen=True)
class Operations:
    """The functions `end-expr`, `__begin != __end` and `++__begin` call (None: the
    iterator is a pointer, compared and moved as one). `negate`: the test calls `==`
    (C++20's rewritten `!=`)."""

    end: ci.Cursor
    differ: ci.Cursor | None
    advance: ci.Cursor | None
    negate: bool = False


@dataclass(frozen=True)
class Key:
    """What decides a loop's operations: the range's type (with its `const`), the
    iterator's, and whether `begin` is a member."""

    range: str
    iterator: str
    member: bool
    pointer: bool  # the iterator is a pointer: only `end` is called


def implicit_declarations(loop_var: ci.Cursor) -> Implicit | None:
    """`__range` and `__begin` of the loop whose variable is `loop_var` (None when its
    initialiser does not show them)."""
    begin = _named_ref(loop_var, "__begin")
    if begin is None:
        return None
    rng = _named_ref(begin, "__range")
    return Implicit(rng, begin) if rng is not None else None


def _named_ref(root: ci.Cursor, prefix: str) -> ci.Cursor | None:
    for c in root.walk_preorder():
        if c.kind == CK.DECL_REF_EXPR and c.spelling.startswith(prefix):
            ref = c.referenced
            if ref is not None and ref.kind == CK.VAR_DECL:
                return ref
    return None


def begin_callee(begin: ci.Cursor) -> ci.Cursor | None:
    """The function `__begin`'s initialiser calls (None for an array's element pointer)."""
    for c in begin.walk_preorder():  # (past a copy C++11 makes of the result, elided)
        if c.kind == CK.CALL_EXPR:
            ref = c.referenced
            if ref is not None and ref.kind in (CK.CXX_METHOD, CK.FUNCTION_DECL):
                return ref
    return None


def is_pointer(t: ci.Type) -> bool:
    return bool(t.get_canonical().kind == TK.POINTER)


def key(imp: Implicit, callee: ci.Cursor) -> Key:
    rt = imp.range.type.get_canonical()
    if rt.kind in REFERENCE_KINDS:
        rt = rt.get_pointee()
    it = imp.begin.type.get_canonical()
    return Key(str(rt.get_canonical().spelling), str(it.spelling),
               callee.kind == CK.CXX_METHOD, is_pointer(it))


# ---- the unit's own cursors --------------------------------------------------------------

def find_operations(callee: ci.Cursor, iterator: ci.Type) -> Operations | None:
    """The loop's operations from the unit's cursors, for classes that are not template
    instances (None when one is not found)."""
    end = _end_function(callee)
    if end is None:
        return None
    if is_pointer(iterator):
        return Operations(end, None, None)
    cls = iterator.get_canonical().get_declaration()
    if cls.kind not in RECORD_KINDS or cls.get_definition() is None:
        return None
    cls = cls.get_definition()
    differ = _operator(cls, "operator!=", 1)
    advance = _operator(cls, "operator++", 0)
    if differ is None or advance is None:
        return None
    return Operations(end, differ, advance)


def _end_function(callee: ci.Cursor) -> ci.Cursor | None:
    parent = callee.semantic_parent
    if parent is None:
        return None
    want = "end"
    if callee.kind == CK.CXX_METHOD:
        for c in children(parent):
            if c.kind == CK.CXX_METHOD and c.spelling == want and \
                    not list(c.get_arguments()) and \
                    c.is_const_method() == callee.is_const_method():
                return c
        return None
    args = [a.type.get_canonical().spelling for a in callee.get_arguments()]
    for c in children(parent):
        if c.kind == CK.FUNCTION_DECL and c.spelling == want and \
                [a.type.get_canonical().spelling for a in c.get_arguments()] == args:
            return c
    return None


def _operator(cls: ci.Cursor, name: str, arity: int) -> ci.Cursor | None:
    """`cls`'s method `name` of `arity` parameters (a non-const one first, as overload
    resolution prefers on a non-const iterator), or a function of `arity + 1` parameters
    taking the class: a friend defined in it, or one of the class's namespace."""
    methods = [c for c in children(cls) if c.kind == CK.CXX_METHOD and c.spelling == name
               and len(list(c.get_arguments())) == arity]
    if methods:
        return min(methods, key=lambda m: m.is_const_method())
    want = cls.type.get_canonical().spelling
    candidates = [f for c in children(cls) if c.kind == CK.FRIEND_DECL
                  for f in children(c) if f.kind == CK.FUNCTION_DECL]
    parent = cls.semantic_parent
    if parent is not None:
        candidates += [c for c in children(parent) if c.kind == CK.FUNCTION_DECL]
    for f in candidates:
        args = list(f.get_arguments())
        if f.spelling == name and len(args) == arity + 1 and _takes(args[0].type, want):
            return f
    return None


def _takes(t: ci.Type, cls: str) -> bool:
    t = t.get_canonical()
    if t.kind in REFERENCE_KINDS:
        t = t.get_pointee().get_canonical()
    return bool(native.unqualified(t).spelling == cls)


# ---- the function appended to the unit -------------------------------------------------

def appended_lines(keys: list[Key]) -> tuple[list[str], list[str]]:
    """Parameters and statements of the appended function for these loops, one block per
    loop (in `keys`' order), which `appended_operations` reads back."""
    params: list[str] = []
    body: list[str] = []
    for i, k in enumerate(keys):
        params += [f"{k.range} *r{i}", f"{k.iterator} *i{i}"]
        end = f"r{i}->end()" if k.member else f"end(*r{i})"
        ops = "" if k.pointer else f" (void)(*i{i} != e{i}); ++*i{i};"
        body.append(f"  {{ auto &&e{i} = {end};{ops} }}")
    return params, body


def appended_operations(fn: ci.Cursor) -> dict[Key, Operations]:
    """The operations of the loops the appended function names, by key: each loop's
    types are its parameters `r<i>` and `i<i>`, its operations the calls of its block
    (a block clang could not resolve yields nothing)."""
    params = {p.spelling: p.type.get_pointee().get_canonical() for p in fn.get_arguments()}
    kids = [c for c in children(fn) if c.kind == CK.COMPOUND_STMT]
    blocks = [c for c in children(kids[0]) if c.kind == CK.COMPOUND_STMT] if kids else []
    out: dict[Key, Operations] = {}
    for i, block in enumerate(blocks):
        rt, it = params.get(f"r{i}"), params.get(f"i{i}")
        if rt is None or it is None:
            break
        calls = [c.referenced for c in block.walk_preorder() if c.kind == CK.CALL_EXPR]
        calls = [r for r in calls if r is not None and
                 r.kind in (CK.CXX_METHOD, CK.FUNCTION_DECL)]
        end = next((r for r in calls if r.spelling == "end"), None)
        if end is None:
            continue
        k = Key(str(rt.spelling), str(it.spelling), end.kind == CK.CXX_METHOD, is_pointer(it))
        if k.pointer:
            out[k] = Operations(end, None, None)
            continue
        test = next((r for r in calls if r.spelling in ("operator!=", "operator==")), None)
        step = next((r for r in calls if r.spelling == "operator++"), None)
        if test is not None and step is not None:
            out[k] = Operations(end, test, step, negate=test.spelling == "operator==")
    return out


def mentions_range_for(text: str) -> bool:
    """Does C++ source text (may) hold a range-based `for`: a `for (` whose header has a
    lone `:` before any `;`? (A hint that decides whether a unit is probed: a miss leaves
    a loop to `find_operations` or to its reported fallback.)"""
    for m in _FOR.finditer(text):
        depth, i, n = 1, m.end(), len(text)
        while i < n and depth:
            ch = text[i]
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == ";" and depth == 1:
                break
            elif ch == ":" and depth == 1:
                if text[i + 1:i + 2] == ":":
                    i += 1
                elif text[i - 1] != ":":
                    return True
            elif ch in "\"'":
                end = text.find(ch, i + 1)
                i = end if end > 0 else n
            i += 1
    return False


_FOR = re.compile(r"\bfor\s*\(")


def nameable(k: Key) -> bool:
    """Can code at file scope name both types?"""
    return not any(s in k.range + k.iterator
                   for s in ("(anonymous", "(lambda", "(unnamed", "$"))


__all__ = [
    "Implicit",
    "Key",
    "Operations",
    "appended_lines",
    "appended_operations",
    "begin_callee",
    "find_operations",
    "implicit_declarations",
    "is_pointer",
    "key",
    "mentions_range_for",
    "nameable",
]
