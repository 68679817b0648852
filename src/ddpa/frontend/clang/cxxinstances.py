"""Members of class template instances that libclang shows no cursor of.

libclang lists no member of an implicit instance of a class template: a method of one turns
up only as the callee of a call, or as the method an override overrides. A virtual method
that only virtual dispatch reaches, a destructor that only scope exit or `delete` runs, and
a base that depends on the template's parameters (`template <class T> struct D : B<T>`)
named by no code stay unknown. For a unit that defines class templates, a first lowering
into a scratch program (the probe) finds what stayed unknown; the unit is then parsed again
with one more function appended to its main file (in memory), which names each instance
class as a parameter type and refers to each unknown member (and spells out the operations
of range-based `for` loops over such classes, `cxxrange`):

    void __ddpa_instances(D<int> *p0, B<int> *p1) {
      (void)&D<int>::get;   // a virtual method
      p0->~D();             // the destructor
    }

and lowered for real: the function is not lowered itself, but the declarations it refers
to are what the unit lowers and calls (`UnitLowering.read_instances`), so the instances'
methods are lowered from clang's instantiations like those code calls. Access control is
off for that parse (a private member is named), and an error in the appended function
(a class no name reaches: in an anonymous namespace or local to a function) only leaves
that member unknown and reported.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import clang.cindex as ci

from ddpa.frontend.clang import cxxrange
from ddpa.frontend.clang.cxxnames import CXX_SCOPES, RECORD_KINDS, class_short_name
from ddpa.frontend.clang.tree import children

CK = ci.CursorKind

#: The appended function's name.
FUNCTION = "__ddpa_instances"
#: The extra parse flags of a unit with the function appended.
FLAGS = ("-Xclang", "-fno-access-control")


@dataclass
class InstanceNeeds:
    """What a probe lowering of a unit left unknown of class template instances
    (`unknown`), and what the appended function then names, by instance class name: the
    virtual methods (by spelling) and the destructors of every instance the probe met and
    of every class a dependent base named (what the real lowering may look for, which
    can be more than the probe did: a base it resolves brings its own members)."""

    methods: dict[str, set[str]] = field(default_factory=dict)
    destructors: set[str] = field(default_factory=set)
    classes: dict[str, str] = field(default_factory=dict)  # how C++ at file scope names each
    unknown: bool = False
    # range-based `for` loops whose operations the unit's cursors do not show (`cxxrange`)
    ranges: list[cxxrange.Key] = field(default_factory=list)

    def __bool__(self) -> bool:
        return self.unknown or bool(self.ranges)

    def add_class(self, cls: str, spelling: str) -> None:
        """Name instance `cls` (an IR name) as `spelling` (clang's canonical one), which
        file scope reaches without `(anonymous namespace)::`."""
        self.classes[cls] = spelling.replace("(anonymous namespace)::", "")

    def add_template_members(self, cls: str, spelling: str, template: ci.Cursor) -> None:
        """Name the destructor and the virtual methods that template `template` declares
        for its instance `cls` (not an overloaded one: `&C::m` would not say which); with a
        base that depends on the template's parameters, every method, any of which may
        override one of that base's without saying `virtual`."""
        self.add_class(cls, spelling)
        spelled: dict[str, int] = {}
        virtual: list[str] = []
        kids = children(template)
        dependent = any(_is_dependent_base(c) for c in kids)
        for c in kids:
            if c.kind == CK.DESTRUCTOR and not c.is_default_method():
                self.destructors.add(cls)
            elif c.kind == CK.CXX_METHOD:
                spelled[c.spelling] = spelled.get(c.spelling, 0) + 1
                if c.is_virtual_method() or (dependent and not c.is_static_method()):
                    virtual.append(c.spelling)
        for m in virtual:
            if spelled[m] == 1:
                self.methods.setdefault(cls, set()).add(m)


def defines_class_templates(tu: ci.TranslationUnit) -> bool:
    """Does the unit define (outside system headers) a class template with a virtual
    method, a destructor or a base that depends on its parameters: what a probe may find
    unknown?"""
    todo = children(tu.cursor)
    while todo:
        c = todo.pop()
        k = c.kind
        if k in CXX_SCOPES:
            if not c.location.is_in_system_header:
                todo.extend(children(c))
        elif k in (CK.CLASS_TEMPLATE, CK.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION) and \
                not c.location.is_in_system_header and _needs_probe(c):
            return True
    return False


def _is_dependent_base(c: ci.Cursor) -> bool:
    return bool(c.kind == CK.CXX_BASE_SPECIFIER and c.type.get_canonical().get_declaration()
                .kind not in RECORD_KINDS)


def _needs_probe(template: ci.Cursor) -> bool:
    for c in children(template):
        if c.kind == CK.DESTRUCTOR or (c.kind == CK.CXX_METHOD and c.is_virtual_method()) or \
                _is_dependent_base(c):
            return True
        if (c.kind == CK.CLASS_TEMPLATE or c.kind in RECORD_KINDS) and _needs_probe(c):
            return True
    return False


def _nameable(spelling: str) -> bool:
    """Can code name the class so (not a closure, or an unnamed class)?"""
    return not any(s in spelling for s in ("(anonymous", "(lambda", "(unnamed", "$"))


def appended_function(needs: InstanceNeeds) -> str:
    """The C++ text of the function naming what `needs` lists ("" when nothing can be).
    (A class no name at file scope reaches, as one whose template argument is local to a
    function, makes an error there, which only leaves it out.)"""
    classes = sorted((c, s) for c, s in needs.classes.items() if _nameable(s))
    ranges, body = cxxrange.appended_lines([k for k in needs.ranges if cxxrange.nameable(k)])
    if not classes and not ranges:
        return ""
    params = ", ".join([f"{s} *p{i}" for i, (_, s) in enumerate(classes)] + ranges)
    for i, (c, s) in enumerate(classes):
        body += [f"  (void)&{s}::{m};" for m in sorted(needs.methods.get(c, ()))]
        if c in needs.destructors:
            body.append(f"  p{i}->~{class_short_name(s)}();")
    return f"\nvoid {FUNCTION}({params}) {{\n" + "\n".join(body) + "\n}\n"


def is_appended_function(c: ci.Cursor) -> bool:
    return bool(c.kind == CK.FUNCTION_DECL and c.spelling == FUNCTION)


def instance_classes(fn: ci.Cursor) -> dict[str, ci.Cursor]:
    """The classes the appended function names as parameter types, by canonical name."""
    out: dict[str, ci.Cursor] = {}
    for p in fn.get_arguments():
        if not p.spelling.startswith("p"):
            continue  # (a range-based `for`'s: `cxxrange`)
        t = p.type.get_pointee().get_canonical()
        decl = t.get_declaration()
        if decl.kind in RECORD_KINDS:
            out[str(t.spelling)] = decl
    return out


def referenced_members(fn: ci.Cursor) -> list[ci.Cursor]:
    """The methods and destructors the appended function refers to."""
    out = []
    for c in fn.walk_preorder():
        if c.kind in (CK.DECL_REF_EXPR, CK.MEMBER_REF_EXPR, CK.CALL_EXPR):
            ref = c.referenced
            if ref is not None and ref.kind in (CK.CXX_METHOD, CK.DESTRUCTOR):
                out.append(ref)
    return out
