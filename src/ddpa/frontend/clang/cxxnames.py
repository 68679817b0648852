"""C++ names in the IR: qualified, demangled symbols, with parameter types for overloads."""

from __future__ import annotations

import os
import re
import weakref
from collections import defaultdict
from pathlib import Path

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.frontend.clang.cxxlambda import is_lambda_class, lambda_name
from ddpa.frontend.clang.tree import children

CK = ci.CursorKind
TK = ci.TypeKind

RECORD_KINDS = frozenset({CK.CLASS_DECL, CK.STRUCT_DECL, CK.UNION_DECL})
# declarations whose children hold further declarations to lower
CXX_SCOPES = frozenset({CK.NAMESPACE, CK.LINKAGE_SPEC, CK.UNEXPOSED_DECL, *RECORD_KINDS})
# function definitions of a C++ unit
CXX_FUNCTIONS = frozenset({CK.FUNCTION_DECL, CK.CXX_METHOD, CK.CONSTRUCTOR, CK.DESTRUCTOR,
                           CK.CONVERSION_FUNCTION})
REFERENCE_KINDS = frozenset({TK.LVALUEREFERENCE, TK.RVALUEREFERENCE})
_NAMED_SCOPES = frozenset({CK.NAMESPACE, *RECORD_KINDS, CK.CLASS_TEMPLATE,
                           CK.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION})
_CLOSURE_SPELLING = re.compile(r"\(lambda at ([^()]*?):(\d+):(\d+)\)")


def type_spelling(t: ci.Type) -> str:
    """A type as clang spells it canonically, a closure type as its class is named
    (`lambda@f.cpp:4:12`, not clang's `(lambda at /abs/f.cpp:4:12)`)."""
    s = str(t.spelling)
    if "(lambda at " not in s:
        return s
    return _CLOSURE_SPELLING.sub(
        lambda m: f"lambda@{os.path.basename(m.group(1))}:{m.group(2)}:{m.group(3)}", s)


def native_is_cxx(tu: ci.TranslationUnit) -> bool:
    """Is the unit C++ (by its file's suffix, which is what clang goes by)?"""
    return Path(tu.spelling).suffix in {".cc", ".cpp", ".cxx", ".c++", ".C", ".hpp"}


def is_member_function(c: ci.Cursor) -> bool:
    """A non-static method, constructor, destructor or conversion: `this` is its first
    formal."""
    k = c.kind
    if k in (CK.CONSTRUCTOR, CK.DESTRUCTOR, CK.CONVERSION_FUNCTION):
        return True
    return k == CK.CXX_METHOD and not c.is_static_method()


_NOTHROW_SPECS = frozenset({ci.ExceptionSpecificationKind.BASIC_NOEXCEPT,
                            ci.ExceptionSpecificationKind.COMPUTED_NOEXCEPT,
                            ci.ExceptionSpecificationKind.DYNAMIC_NONE})


def is_nothrow(c: ci.Cursor) -> bool:
    """Is a function declared not to throw (`noexcept`, `throw()`, glibc's `__THROW`), or a
    destructor (implicitly `noexcept`)? A `noexcept(expr)` counts as not throwing: clang
    does not say which way the expression went, and the library's `__THROW` is one."""
    if c.kind == CK.DESTRUCTOR:
        return True
    try:
        if c.exception_specification_kind in _NOTHROW_SPECS:
            return True
    except ValueError:  # a kind these bindings do not know
        return False
    return c.kind == CK.CONSTRUCTOR and _constructor_cannot_throw(c)


_THROWING_EXPRS = frozenset({CK.CALL_EXPR, CK.CXX_THROW_EXPR, CK.CXX_NEW_EXPR,
                             CK.CXX_DYNAMIC_CAST_EXPR, CK.CXX_TYPEID_EXPR})


def _constructor_cannot_throw(c: ci.Cursor) -> bool:
    """Does a constructor defined here do nothing that may throw: no base, no member of a
    class type, and no call, `throw`, `new`, `dynamic_cast` or `typeid` in its
    initialisers, its body or its class's default member initialisers? (What g++ would
    give a landing pad never runs.)"""
    defn = c.get_definition()
    cls = defn.semantic_parent if defn is not None else None
    if defn is None or cls is None or defn.location.is_in_system_header:
        return False
    for k in cls.get_children():
        if k.kind == CK.CXX_BASE_SPECIFIER:
            return False
        if k.kind == CK.FIELD_DECL:
            t = k.type.get_canonical()
            while t.kind == TK.CONSTANTARRAY:
                t = t.element_type.get_canonical()
            if t.kind == TK.RECORD or any(e.kind in _THROWING_EXPRS
                                           for e in k.walk_preorder()):
                return False
    return not any(e.kind in _THROWING_EXPRS for e in defn.walk_preorder())


def instance_destructor_name(cls: str, spelling: str = "") -> str:
    """`ns::C<int>::~C`: the destructor of class `cls` named from the class's IR name and
    the class's own spelling (a template instance's whose cursor is not known, or an
    implicit one)."""
    short = spelling.split("<", 1)[0] if spelling else class_short_name(cls)
    return f"{cls}::~{short}"


def class_short_name(cls: str) -> str:
    """`C` for `ns::C<ns::T>`: a class name's last component without template arguments
    (the `::` inside template arguments are not scopes)."""
    depth, start = 0, 0
    for i, ch in enumerate(cls):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == ":" and depth == 0 and cls.startswith("::", i) and i + 2 < len(cls):
            start = i + 2
    return cls[start:].split("<", 1)[0]


def scope_prefix(c: ci.Cursor) -> str:
    """`ns::C::` for a declaration inside namespace ns and class C ("" at file scope)."""
    return _prefix_within(c.semantic_parent)


# the prefix `_prefix_within` a scope gives its members, per live unit, by scope cursor
_PREFIXES: weakref.WeakKeyDictionary[ci.TranslationUnit, dict[bytes, str]] = \
    weakref.WeakKeyDictionary()


def _prefix_within(p: ci.Cursor | None) -> str:
    """The prefix of the members of scope `p`: a class's canonical name and `::` (what
    encloses it is in that name), a namespace's `ns::` after its own scope's prefix, ""
    for the unit; worked out once per scope of a unit."""
    if p is None or native.kind(p) == CK.TRANSLATION_UNIT:
        return ""
    known = _PREFIXES.get(p._tu)
    if known is None:
        known = _PREFIXES[p._tu] = {}
    key = bytes(p)
    got = known.get(key)
    if got is None:
        k = native.kind(p)
        if k in RECORD_KINDS:
            got = (lambda_name(p) if is_lambda_class(p) else
                   str(p.type.get_canonical().spelling)) + "::"
        else:
            got = _prefix_within(p.semantic_parent)
            if k in _NAMED_SCOPES:
                got += (native.spelling(p) or "(anonymous namespace)") + "::"
        known[key] = got
    return got


def qualified_name(c: ci.Cursor) -> str:
    return scope_prefix(c) + str(c.spelling)


def signature(c: ci.Cursor) -> str:
    """The parameter types of a function as clang spells them canonically, without their
    top-level qualifiers (which are not part of the function's type): `(int, A *&)`."""
    t = native.cursor_type(c)
    args = native.argument_types(t) if t.kind == TK.FUNCTIONPROTO else []
    return "(" + ", ".join(type_spelling(native.unqualified(a.get_canonical()))
                           for a in args) + ")"


def cxx_symbol(c: ci.Cursor, overloaded: OverloadedNames) -> str:
    """The IR symbol of a C++ declaration (contract point 3)."""
    if c.kind == CK.VAR_DECL or c.kind not in CXX_FUNCTIONS:
        return qualified_name(c)
    if c.kind == CK.FUNCTION_DECL and _extern_c(c):
        return str(c.spelling)
    name = qualified_name(c)
    args = template_arguments(c)
    if args is not None:  # an instantiation of a function template: `f<int>`
        name += args
    return name + signature(c) + _qualifiers(c) if name in overloaded.of(str(c.spelling)) \
        else name


def template_pattern(c: ci.Cursor) -> ci.Cursor | None:
    """The template a declaration instantiates (a function or class template, or the
    member of a class template); None for a declaration that is not an instantiation."""
    t = ci.conf.lib.clang_getSpecializedCursorTemplate(c)
    if not isinstance(t, ci.Cursor) or t.kind.is_invalid():
        return None
    return t


def template_arguments(c: ci.Cursor) -> str | None:
    """`<int, 3>` for an instantiation of a function template, else None."""
    pattern = template_pattern(c)
    if pattern is None or pattern.kind != CK.FUNCTION_TEMPLATE:
        return None
    n = c.get_num_template_arguments()
    if n < 0:
        return signature(c)
    parts = []
    for i in range(n):
        try:
            kind = c.get_template_argument_kind(i)
        except ValueError:  # a kind the bindings do not name (a pack): the parameter types
            return signature(c)
        if kind == ci.TemplateArgumentKind.INTEGRAL:
            parts.append(str(c.get_template_argument_value(i)))
        else:
            parts.append(type_spelling(c.get_template_argument_type(i).get_canonical()))
    return "<" + ", ".join(parts) + ">"


def _extern_c(c: ci.Cursor) -> bool:
    p = c.lexical_parent
    while p is not None and p.kind != CK.TRANSLATION_UNIT:
        if p.kind == CK.LINKAGE_SPEC:
            return True
        p = p.lexical_parent
    return False


class OverloadedNames:
    """Qualified function names the unit declares for two or more distinct functions
    (told apart by parameter types and method qualifiers: not by USR, which libclang
    makes differ for a definition whose parameter is declared `const` and its
    declaration). The unit's function declarations are listed once by spelling; the
    names of a spelling are told apart when a function of that spelling is named."""

    def __init__(self, tu: ci.TranslationUnit) -> None:
        self._by_spelling: dict[str, list[ci.Cursor]] = defaultdict(list)
        self._overloaded: dict[str, set[str]] = {}
        todo = children(tu.cursor)
        while todo:
            c = todo.pop()
            k = native.kind(c)
            if k in CXX_SCOPES:
                todo.extend(children(c))
            elif k in CXX_FUNCTIONS:
                self._by_spelling[native.spelling(c)].append(c)

    def of(self, spelling: str) -> set[str]:
        """The overloaded qualified names among the functions spelled `spelling`."""
        got = self._overloaded.get(spelling)
        if got is None:
            named: dict[str, list[ci.Cursor]] = defaultdict(list)
            same = self._by_spelling.get(spelling, [])
            for c in same if len(same) > 1 else ():
                if not (c.kind == CK.FUNCTION_DECL and _extern_c(c)):
                    named[qualified_name(c)].append(c)
            got = self._overloaded[spelling] = {  # (declarations of one name: told apart,
                n for n, cs in named.items()     # unless all redeclare one function)
                if len({bytes(c.canonical) for c in cs}) > 1 and
                len({_overload_key(c) for c in cs}) > 1}
        return got


def _overload_key(c: ci.Cursor) -> str:
    """What tells overloads of one qualified name apart: parameter types, `const`, `&`/`&&`,
    and for a template's instance its arguments."""
    return signature(c) + _qualifiers(c) + (template_arguments(c) or "")


def _qualifiers(c: ci.Cursor) -> str:
    """A method's ` const` and `&`/`&&` as C++ spells them after its parameters."""
    if c.kind == CK.FUNCTION_DECL:
        return ""
    key = " const" if c.is_const_method() else ""
    return key + "&" * int(native.cursor_type(c).get_ref_qualifier().value)


def is_implicit(decl: ci.Cursor) -> bool:
    """Is a member function implicitly declared (clang places it at its class's name)?"""
    parent = decl.semantic_parent
    if parent is None:
        return False
    a, b = decl.location, parent.location
    return bool(a.line == b.line and a.column == b.column and a.file is not None and
                b.file is not None and a.file.name == b.file.name)


def vtable_name(cls: str) -> str:
    """The constant global whose address a polymorphic class's objects hold in `__vptr`."""
    return f"vtable:{cls}"


def method_key(c: ci.Cursor) -> str:
    """The key of a virtual method in `Record.vmethods`: its name and parameter types."""
    return str(c.spelling) + signature(c)


__all__ = [
    "CXX_FUNCTIONS",
    "CXX_SCOPES",
    "RECORD_KINDS",
    "REFERENCE_KINDS",
    "OverloadedNames",
    "cxx_symbol",
    "is_implicit",
    "is_member_function",
    "method_key",
    "native_is_cxx",
    "qualified_name",
    "scope_prefix",
    "signature",
    "type_spelling",
    "vtable_name",
]
