"""Lowering of one translation unit into a (possibly shared) Program: symbols and globals."""

from __future__ import annotations

import dataclasses
import logging
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import clang.cindex as ci

from ddpa.frontend.clang import cxxinstances, cxxrange, native
from ddpa.frontend.clang.ctypes_map import (
    TypeMapper,
    class_bases,
    const_object,
    instance_pattern,
    ir_field_name,
    is_member_function_pointer,
    is_polymorphic,
)
from ddpa.frontend.clang.cxxlambda import is_lambda_class
from ddpa.frontend.clang.cxxnames import (
    CXX_FUNCTIONS,
    CXX_SCOPES,
    RECORD_KINDS,
    OverloadedNames,
    cxx_symbol,
    instance_destructor_name,
    is_implicit,
    is_member_function,
    is_nothrow,
    method_key,
    native_is_cxx,
    scope_prefix,
    template_pattern,
    vtable_name,
)
from ddpa.frontend.clang.initlist import Designation, Member, resolve
from ddpa.frontend.clang.tree import CNode, TreeBuilder, children, label_name, strip
from ddpa.ir.classes import declaring_class, is_subclass
from ddpa.ir.cxxabi import STATIC_INIT
from ddpa.ir.instr import NOLOC, FuncRef, Loc, Var, VarKind
from ddpa.ir.program import (
    AddrInit,
    AggInit,
    AllocSite,
    Diagnostic,
    Function,
    Global,
    Init,
    Program,
    ScalarInit,
    Severity,
    StringInit,
)
from ddpa.ir.types import (
    I8,
    VOID,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Record,
    RecordType,
    Type,
    sizeof,
)

log = logging.getLogger(__name__)
CK = ci.CursorKind
_WS = re.compile(r"\s+")
_LITERAL_PREFIX = re.compile(r'^(u8|u|U|L)?"')
# declarations holding C++ code that the C front end does not lower (reported, not dropped)
_CXX_CODE = frozenset({CK.CLASS_DECL, CK.CXX_METHOD, CK.CONSTRUCTOR, CK.DESTRUCTOR,
                       CK.NAMESPACE, CK.FUNCTION_TEMPLATE, CK.CLASS_TEMPLATE,
                       CK.CONVERSION_FUNCTION})
# a class template's declarations: its static data members' definitions are its instances'
_TEMPLATES = frozenset({CK.CLASS_TEMPLATE, CK.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION})
_ESCAPES = {"n": 10, "t": 9, "r": 13, "a": 7, "b": 8, "f": 12, "v": 11, "e": 27,
            "\\": 92, "'": 39, '"': 34, "?": 63}


@dataclass(frozen=True)
class CodeLowering:
    """How a unit lowers code: function bodies (`function.FunctionLowering`), the implicit
    destructor of a class (`cxxexpr.class_destructor`), a pointer to member function in
    a static initialiser (`cxxmemptr.constant`) and the initialisation of C++ globals when
    the program starts (`FunctionLowering.static_initialisation`). Those modules sit above
    this one (they read the unit's declarations), so the package hands them in."""

    function: Callable[[UnitLowering, Function, ci.Cursor], None]
    class_destructor: Callable[[UnitLowering, Type], str | None]
    member_function_pointer: Callable[[UnitLowering, CNode], Init | None]
    static_initialisation: Callable[[UnitLowering, Function, list[tuple[Var, ci.Cursor]]],
                                    None]


class UnitLowering:
    """Lowers one TU's function definitions and globals into `program`.

    `tag` is "" for a single-unit program; with several units it suffixes every internal
    (`static`) symbol of this unit, so same-named statics of different units stay apart
    while external symbols merge by name.
    """

    def __init__(self, program: Program, tu: ci.TranslationUnit, unit: str, tag: str,
                 usr_names: dict[str, str], sources: dict[str, bytes],
                 code: CodeLowering,
                 known_classes: dict[str, ci.Cursor] | None = None,
                 linked_names: dict[str, str] | None = None) -> None:
        self.program = program
        # the symbols of C++ functions of external linkage by USR, shared by the units
        self.linked_names: dict[str, str] = {} if linked_names is None else linked_names
        self.code = code
        self.tu = tu
        self.unit = unit
        self.tag = tag
        self.sources = sources
        self.cxx = native_is_cxx(tu)
        # classes by name, from a probe lowering of the unit (`cxxinstances`)
        self.types = TypeMapper(program.records, usr_names, self.warn, self.cxx,
                                known_classes)
        # class template instances whose destructor no cursor showed (`class_destructor`)
        self.missing_destructors: set[str] = set()
        # C++: qualified names declared for two or more functions (overloads)
        self.overloaded = OverloadedNames(tu) if self.cxx else None
        # C++: each class's destructor symbol, None when trivial (see `class_destructor`)
        self.destructors: dict[str, str | None] = {}
        self.nothrow: set[str] = set()  # C++ functions declared not to throw (`is_nothrow`)
        # C++: instantiations of templates the lowered code refers to, to lower
        self.instantiations: list[tuple[Function, ci.Cursor]] = []
        # classes whose vmethods are filled in, by name
        self._vtables: dict[str, ci.Cursor] = {}
        # C++: virtual methods of class template instances, by (class, template's method USR)
        self._instance_methods: dict[tuple[str, str], ci.Cursor] = {}
        self.instance_destructors: dict[str, ci.Cursor] = {}  # by instance class name
        # vtable entries of instance methods not seen yet: symbol -> the template's method
        self._unresolved: dict[str, tuple[ci.Cursor, RecordType]] = {}
        # range-based `for`: operations by loop key read from the appended function, and
        # the keys of loops whose operations nothing showed (`cxxrange`)
        self.range_ops: dict[cxxrange.Key, cxxrange.Operations] = {}
        self.range_needs: dict[cxxrange.Key, None] = {}
        # classes' user-provided copy operations (`user_copy`), `std::tuple_size`
        # specialisations (`has_tuple_protocol`)
        self._user_copies: dict[tuple[str, bool, bool], ci.Cursor | None] = {}
        self._tuple_sizes: set[str] | None = None
        self._file_names: dict[str, str] = {}
        self._loc_files: dict[int, str] = {}
        self.static_locals: dict[int, Var] = {}
        # C++ globals initialised when the program starts, in order (`static_init_function`)
        self.dynamic_inits: list[tuple[Var, ci.Cursor]] = []
        # names by declaration cursor (its bytes), for declarations referenced again
        self._function_names: dict[bytes, str] = {}
        self._global_names: dict[bytes, str] = {}
        self._field_names: dict[bytes, str] = {}
        self._noreturn_read: set[bytes] = set()  # declarations whose attributes were read
        self._class_cursors: dict[bytes, RecordType] = {}  # `class_vtable` done, by cursor
        self._children: dict[bytes, list[ci.Cursor]] = {}  # `children`, by cursor
        self.files = native.FileNames()
        self.trees = TreeBuilder(tu)
        # while a function's static local is initialised: the values of its label addresses
        self._label_values: Callable[[str], int] | None = None
        # items of the initialiser being folded that could not be (reported once per object)
        self._unfolded: list[ci.Cursor] = []
        # globals whose type a definition completed after uses were lowered (`retype_globals`)
        self.retyped: set[str] = set()
        base = os.path.abspath((tu.spelling and os.path.dirname(tu.spelling)) or ".")
        self.base_dir = base.rstrip("/") + "/"

    def discard(self) -> None:
        """Drop the unit's caches (cursors, trees, answers about its classes) once it is
        lowered: they refer back to this object, so reference counting, not the cyclic
        collector, then frees them, and the translation unit with them."""
        self.__dict__.clear()

    # ---- driver ---------------------------------------------------------------------------

    def lower(self) -> None:
        todo = list(reversed(children(self.tu.cursor)))
        appended = todo[0] if self.cxx and todo and \
            cxxinstances.is_appended_function(todo[0]) else None  # (the unit's last)
        if appended is not None:
            self.read_instances(appended)
        while todo:
            c = todo.pop()
            k = c.kind
            if c is appended:
                continue
            if self.cxx and k in CXX_SCOPES and not c.location.is_in_system_header:
                if k in (CK.CLASS_DECL, CK.STRUCT_DECL, CK.UNION_DECL):
                    if not c.is_definition() or _in_template(c):
                        continue
                    self.class_vtable(c)
                todo.extend(reversed(children(c)))
                continue
            if self.cxx and k in CXX_FUNCTIONS and c.is_definition() and \
                    not c.location.is_in_system_header:
                if _in_template(c):
                    continue  # a class template's member defined outside it: its instances'

                fn = self.function(c)
                if fn.has_body:
                    continue  # an inline method seen again
                fn.loc = self.loc(c)
                self.code.function(self, fn, c)
            elif k == CK.FUNCTION_DECL and c.is_definition():
                if c.location.is_in_system_header:
                    continue
                fn = self.function(c)
                if fn.has_body:
                    self.warn(c, f"function '{fn.source_name}' is defined twice")
                    continue
                fn.loc = self.loc(c)
                self.code.function(self, fn, c)
            elif k == CK.VAR_DECL and not c.location.is_in_system_header:
                if self.cxx and c.semantic_parent.kind in RECORD_KINDS and \
                        native.var_initializer(c) is None:
                    continue  # a static data member declared: defined outside the class
                if self.cxx and c.semantic_parent.kind in _TEMPLATES:
                    continue  # a class template's static member: its instances' on use
                self.global_definition(c)
            elif self.cxx and k in CXX_FUNCTIONS:
                continue  # a declaration: its definition is lowered where it is
            elif k in _CXX_CODE and not c.location.is_in_system_header and \
                    k not in (CK.FUNCTION_TEMPLATE, CK.CLASS_TEMPLATE):
                self.warn(c, f"C++ {k.name.lower().replace('_', ' ')} '{c.spelling}' is not "
                             "lowered yet: its code is absent from the program")
        self.lower_instantiations()
        self.static_init_function()
        self.lower_instantiations()  # (what the initialisers call)
        self.resolve_instance_methods()

    def read_instances(self, fn: ci.Cursor) -> None:
        """Take in what the function appended to the unit names (`cxxinstances`): its
        parameters' classes as the unit's classes by name, the methods and destructors
        it refers to as declarations the unit refers to (lowered once the walk is
        done)."""
        self.types.known = {**self.types.known, **cxxinstances.instance_classes(fn)}
        self.range_ops = cxxrange.appended_operations(fn)
        for m in cxxinstances.referenced_members(fn):
            self.function(m)
            if m.kind == CK.DESTRUCTOR:
                self.instance_destructors[self.types.record(m.semantic_parent).name] = m

    def instance_needs(self) -> cxxinstances.InstanceNeeds:
        """What this (probe) lowering left unknown of class template instances, and what
        the function appended to the unit is to name (`cxxinstances.InstanceNeeds`)."""
        needs = cxxinstances.InstanceNeeds()
        bases = [b for b in self.types.dependent_bases()  # (not the library's: not lowered)
                 if not b.spec.location.is_in_system_header]
        unresolved = {name: kr for name, kr in self._unresolved.items()
                      if name not in self.program.functions or
                      not self.program.functions[name].has_body}
        needs.unknown = bool(unresolved or self.missing_destructors or
                             any(b.decl is None for b in bases))
        needs.ranges = list(self.range_needs)
        if not needs.unknown:
            return needs
        for name, decl in self.types.named_classes().items():
            defn = decl.get_definition()
            pattern = instance_pattern(defn, self.types.memo) if defn is not None else None
            if pattern is not None and not defn.location.is_in_system_header:
                needs.add_template_members(name, str(defn.type.get_canonical().spelling),
                                           pattern)
        for b in bases:  # (the appended function's members may lay out their classes
            template = b.spec.type.get_canonical().get_declaration()  # before any base
            if template.kind == CK.CLASS_TEMPLATE:                    # is met)
                needs.add_template_members(b.name, b.name, template)
            else:
                needs.add_class(b.name, b.name)
        for k, rt in unresolved.values():  # (overrides by name of a dependent base's)
            decl = self.types.declaration(rt.name)
            if k.kind == CK.CXX_METHOD and decl is not None:
                needs.add_class(rt.name, str(decl.type.get_canonical().spelling))
                needs.methods.setdefault(rt.name, set()).add(str(k.spelling))
        return needs

    def user_copy(self, cls: str, assign: bool, move: bool) -> ci.Cursor | None:
        """The user-provided copy (`move`: move, else copy) constructor (`assign`:
        assignment operator) of class `cls` that an implicit one of a class containing it
        calls; None when that is implicit or defaulted too (memberwise), or the class is
        the library's (copied bitwise) or not known."""
        key = (cls, assign, move)
        memo = self._user_copies
        if key in memo:
            return memo[key]
        decl = self.types.declaration(cls)
        defn = decl.get_definition() if decl is not None else None
        found: ci.Cursor | None = None
        if defn is not None and not defn.location.is_in_system_header:
            if assign:
                moves = [c for c in children(defn) if c.kind == CK.CXX_METHOD and
                         c.is_move_assignment_operator_method()]
                copies = [c for c in children(defn) if c.kind == CK.CXX_METHOD and
                          c.is_copy_assignment_operator_method()]
            else:
                moves = [c for c in children(defn) if c.kind == CK.CONSTRUCTOR and
                         c.is_move_constructor()]
                copies = [c for c in children(defn) if c.kind == CK.CONSTRUCTOR and
                          c.is_copy_constructor()]
            for c in (moves if move and moves else copies)[:1]:
                if not (is_implicit(c) or c.is_default_method() or c.is_deleted_method()):
                    found = c
        memo[key] = found
        return found

    def has_tuple_protocol(self, cls: str) -> bool:
        """Does the unit specialise `std::tuple_size` for class `cls` (clang's canonical
        spelling), so that structured bindings of it call `get<i>`?"""
        specialised = self._tuple_sizes
        if specialised is None:
            specialised = self._tuple_sizes = set()
            for ns in children(self.tu.cursor):
                if ns.kind == CK.NAMESPACE and ns.spelling == "std" and \
                        not ns.location.is_in_system_header:
                    specialised.update(str(c.type.get_canonical().spelling)
                                       for c in children(ns) if c.spelling == "tuple_size")
        return f"std::tuple_size<{cls}>" in specialised

    def range_operations(self, imp: cxxrange.Implicit,
                         callee: ci.Cursor) -> cxxrange.Operations | None:
        """The `end`, `!=` and `++` of a range-based `for` whose `begin` is `callee`: from
        the function appended to the unit, else from the unit's cursors; None (noted for
        a probe to ask) when neither shows them."""
        k = cxxrange.key(imp, callee)
        got = self.range_ops.get(k)
        if got is None:
            got = cxxrange.find_operations(callee, imp.begin.type)
            if got is None:
                self.range_needs[k] = None
        return got

    def lower_instantiations(self) -> None:
        """The bodies of the template instantiations lowered code calls, each lowered once
        as clang instantiated it (which may call further instantiations)."""
        while self.instantiations:
            fn, decl = self.instantiations.pop()
            defn = decl.get_definition()
            if fn.has_body or defn is None:
                continue
            fn.loc = self.loc(defn)
            self.code.function(self, fn, defn)

    # ---- C++ classes ------------------------------------------------------------------------

    def class_vtable(self, decl: ci.Cursor) -> RecordType:
        """A class's record; for a polymorphic class also its `vmethods` (method key ->
        final overrider, bases' entries first) and its vtable token `@"vtable:C"`."""
        done = self._class_cursors.get(bytes(decl))
        if done is not None:
            return done
        rt = self.types.record(decl)
        if rt.name in self._vtables:
            return rt
        self._class_cursors[bytes(decl)] = rt
        self._vtables[rt.name] = decl
        rec = self.program.records.get(rt.name)
        defn = decl.get_definition()
        if rec is None or defn is None or not is_polymorphic(defn, self.types.memo):
            return rt
        pattern = instance_pattern(defn, self.types.memo)
        shape = pattern if pattern is not None else defn
        origin: dict[str, str] = {}  # the base each inherited entry comes from
        records = self.program.records
        bases = class_bases(defn, self.types.memo)
        for b in bases:
            if b.decl is None:
                continue
            base = self.class_vtable(b.decl)
            brec = records.get(base.name)
            for key, fn in (brec.vmethods.items() if brec is not None else ()):
                known = rec.vmethods.get(key)
                if known is None or (known != fn and _dominates(
                        records, base.name, origin.get(key, ""), key)):
                    rec.vmethods[key] = fn  # (a virtual base's method overridden
                    origin[key] = base.name  # along another path: that override)
        if pattern is None:
            for k in self.children(shape):
                if k.kind in (CK.CXX_METHOD, CK.DESTRUCTOR) and k.is_virtual_method():
                    self.note_overridden(k)  # the instance methods it overrides
        # a template's method that overrides one of a base depending on its parameters
        # is not known to clang as virtual until instantiated: by name and arity here
        dependent = pattern is not None and any(b.name for b in bases)
        inherited = {(key.split("(", 1)[0], _arity(key)) for key in rec.vmethods} \
            if dependent else set()
        dtor_keys = [key for key in rec.vmethods if key.startswith("~")]
        for k in self.children(shape):
            if k.kind not in (CK.CXX_METHOD, CK.DESTRUCTOR) or not (
                    k.is_virtual_method() or (k.kind == CK.CXX_METHOD and (
                        k.spelling, len(list(k.get_arguments()))) in inherited)):
                continue
            inst = None
            if pattern is not None:
                inst = self._instance_methods.get((rt.name, k.get_usr()))
                if inst is None:
                    self.instance_method(rt, rec, k)
                    continue
            m = inst if inst is not None else k
            key = method_key(m)
            if m.is_pure_virtual_method():
                rec.vmethods[key] = "__cxa_pure_virtual"
                self.declare_external("__cxa_pure_virtual", FunctionType(VOID, ()))
            else:
                rec.vmethods[key] = self.function_symbol(m)
        if dtor_keys:  # an inherited virtual destructor: this class's destructor overrides
            dtor = self.code.class_destructor(self, rt)
            for key in dtor_keys:
                if dtor is not None:
                    rec.vmethods[key] = dtor
            if dtor is not None:
                rec.vmethods["~" + decl.spelling + "()"] = dtor
        name = vtable_name(rt.name)
        if name not in self.program.globals:
            v = Var(name, I8, VarKind.GLOBAL, "", name)
            self.program.globals[name] = Global(v, None, name, "", False, True, True,
                                                self.loc(defn))
        return rt

    # A class template's instance: libclang lists none of its members, but a cursor of an
    # instance's method turns up where a method overrides it (`note_overridden`) and where
    # code calls it (`function`); its vtable entries are filled in from those, and redone
    # once the unit is lowered (`resolve_instance_methods`).

    def note_overridden(self, k: ci.Cursor) -> None:
        """Record the methods of class template instances that virtual method `k`
        overrides, directly or through further bases."""
        for o in native.overridden(k):
            if self.note_instance_method(o):
                self.note_overridden(o)

    def note_instance_method(self, c: ci.Cursor) -> bool:
        """Record `c` if it is a virtual method of a class template's instance; whether it
        was new."""
        if c.kind not in (CK.CXX_METHOD, CK.DESTRUCTOR) or not c.is_virtual_method():
            return False
        pattern = template_pattern(c)
        parent = c.semantic_parent
        if pattern is None or parent is None or parent.kind not in RECORD_KINDS or \
                instance_pattern(parent, self.types.memo) is None:
            return False
        key = (self.types.record(parent).name, pattern.get_usr())
        if key in self._instance_methods:
            return False
        self._instance_methods[key] = c
        if c.kind == CK.DESTRUCTOR:
            self.instance_destructors[key[0]] = c
        return True

    def children(self, c: ci.Cursor) -> list[ci.Cursor]:
        """A declaration's children, listed once per unit (a class's members are read for
        each constructor, destructor and default initialisation)."""
        key = bytes(c)
        got = self._children.get(key)
        if got is None:
            got = self._children[key] = children(c)
        return got

    def instance_method(self, rt: RecordType, rec: Record, k: ci.Cursor) -> None:
        """A virtual method of a class template's instance whose cursor is not known (yet):
        an entry named `C<T>::m` under the template's method key, or under an inherited key
        of the same name and arity when the template's key names a template parameter."""
        key, name = method_key(k), f"{rt.name}::{k.spelling}"
        if k.kind == CK.DESTRUCTOR:
            name = instance_destructor_name(rt.name, k.spelling[1:])
            key = name.rsplit("::", 1)[-1] + "()"
        elif "type-parameter" in key:
            arity = _arity(key)
            same = [old for old in rec.vmethods if old.split("(", 1)[0] == k.spelling and
                    _arity(old) == arity]
            if len(same) == 1:
                key = same[0]
        rec.vmethods[key] = name
        self._unresolved[name] = (k, rt)

    def resolve_instance_methods(self) -> None:
        """Redo the vtables once instance methods turned up while the unit's code was
        lowered (their bodies may call further ones); an entry still without a method is
        an external `C<T>::m`, reported once (an unknown callee for analyses)."""
        seen = -1
        while self._unresolved and seen != len(self._instance_methods):
            seen = len(self._instance_methods)
            classes = list(self._vtables.items())
            self._vtables.clear()
            self._class_cursors.clear()
            self._unresolved.clear()
            for name, _ in classes:
                rec = self.program.records.get(name)
                if rec is not None:
                    rec.vmethods.clear()
            for _, decl in classes:
                self.class_vtable(decl)
            self.lower_instantiations()
        for name, (k, rt) in self._unresolved.items():
            if name not in self.program.functions:
                self.warn(k, f"virtual method '{name}' of a class template instance is not "
                             "lowered (no call or override shows it): calls of it are calls "
                             "of an unknown function")
                self.declare_external(name, FunctionType(VOID, (PointerType(rt),), True))

    def exception_slot(self) -> Var:
        """`@__cxa_exception`: the object in flight, written by every `throw` and read by
        every handler (so each handler sees every thrown object: sound)."""
        name = "__cxa_exception"
        g = self.program.globals.get(name)
        if g is None:
            v = Var(name, PointerType(VOID), VarKind.GLOBAL, "", name)
            g = self.program.globals[name] = Global(v, None, name, "", False, False, True,
                                                    NOLOC)
        return g.var

    # ---- symbols --------------------------------------------------------------------------

    def is_internal(self, c: ci.Cursor) -> bool:
        """Internal linkage, which a declaration inherits from an earlier `static` one
        (`static int f(void); int f(void) { ... }` defines the static f)."""
        return bool(c.linkage == ci.LinkageKind.INTERNAL)

    def symbol(self, c: ci.Cursor) -> str:
        name = cxx_symbol(c, self.overloaded) if self.overloaded is not None else \
            native.spelling(c)
        local = _local_class(c) if self.cxx and c.kind in CXX_FUNCTIONS else None
        if local is not None:  # named by its class's IR name (`State$1::run`): classes
            prefix = scope_prefix(c)  # local to two functions may share a name
            name = f"{self.types.record(local).name}::{name[len(prefix):]}"
        if self.tag and self.is_internal(c):
            return f"{name}${self.tag}"
        return name

    def function_name(self, decl: ci.Cursor) -> str:
        """The symbol of a function declaration, without declaring the function."""
        key = bytes(decl)  # the same declaration cursor, referenced again
        name = self._function_names.get(key)
        if name is None:
            usr = decl.get_usr() if self.cxx and not self.is_internal(decl) else ""
            if usr:  # a C++ function of external linkage: named once for every unit
                name = self.linked_names.get(usr)
                if name is None:
                    name = self.linked_names[usr] = self.symbol(decl)
            else:
                name = self.symbol(decl)
            self._function_names[key] = name
        return name

    def function_symbol(self, decl: ci.Cursor) -> str:
        """The symbol of a function the program refers to (declared on first use)."""
        name = self.function_name(decl)
        if name not in self.program.functions:
            self.function(decl)
        return name

    def function(self, decl: ci.Cursor) -> Function:
        name = self.function_name(decl)
        fn = self.program.functions.get(name)
        if fn is None:
            ft = self.types.of_cursor(decl)
            assert isinstance(ft, FunctionType)
            if self.cxx and is_member_function(decl):
                this_t = PointerType(self.types.record(decl.semantic_parent))
                ft = FunctionType(ft.ret, (this_t, *ft.params), ft.variadic)
            fn = Function(name, ft, src_name=decl.spelling, is_static=self.is_internal(decl),
                          unit=self.unit if self.is_internal(decl) else "")
            fn.loc = self.loc(decl)
            self.program.functions[name] = fn
            if self.cxx and is_nothrow(decl):
                self.nothrow.add(name)
            if self.cxx and not decl.location.is_in_system_header and \
                    template_pattern(decl) is not None:
                self.note_instance_method(decl)
                self.instantiations.append((fn, decl))  # lowered once the walk is done
            elif self.cxx and _local_class(decl) is not None:
                self.instantiations.append((fn, decl))  # (which the walk does not reach)
        elif decl.is_definition() and fn.type.variadic and not fn.type.params:
            ft = self.types.of_cursor(decl)  # a K&R declaration seen first
            if isinstance(ft, FunctionType):
                fn.type = ft
        key = bytes(decl)
        if key not in self._noreturn_read:  # (each declaration once)
            self._noreturn_read.add(key)
            fn.noreturn = fn.noreturn or declared_noreturn(decl)
        return fn

    def declare_external(self, name: str, ft: FunctionType) -> None:
        if name not in self.program.functions:
            self.program.functions[name] = Function(name, ft, src_name=name)

    def field_symbol(self, ref: ci.Cursor) -> str:
        """The IR name of a member; "" for an anonymous struct/union member, whose fields
        the IR flattens into the enclosing record (a member access through it takes no
        step of its own)."""
        key = bytes(ref)  # the same member declaration, referenced again
        name = self._field_names.get(key)
        if name is None:
            if native.kind(ref) != CK.FIELD_DECL:
                name = native.spelling(ref)
            elif native.is_anonymous_member(ref.type.get_canonical().get_declaration()):
                name = ""
            else:
                name = ir_field_name(ref)
            self._field_names[key] = name
        return name

    def global_var(self, decl: ci.Cursor) -> Var:
        known = self._global_names.get(bytes(decl))
        if known is not None:
            return self.program.globals[known].var
        local = self.static_locals.get(native.decl_key(decl))
        if local is not None:
            return local
        name = self.symbol(decl)
        self._global_names[bytes(decl)] = name
        g = self.program.globals.get(name)
        if g is None:
            t = self.types.of_cursor(decl)
            if isinstance(t, ArrayType) and t.length is None:
                # `extern int a[];` in a header, `int a[3]` in this unit: the complete type
                defn = decl.get_definition()
                if defn is not None:
                    t = self.types.of_cursor(defn)
            v = Var(name, t, VarKind.GLOBAL, "", decl.spelling)
            g = Global(v, None, decl.spelling, self.unit if self.is_internal(decl) else "",
                       self.is_internal(decl), const_object(decl.type, self.types.memo), False,
                       self.loc(decl))
            self.program.globals[name] = g
        return g.var

    def global_definition(self, c: ci.Cursor) -> None:
        init = native.var_initializer(c)
        if c.storage_class == ci.StorageClass.EXTERN and init is None:
            return
        v = self.global_var(c)
        g = self.program.globals[v.name]
        if init is not None and g.init is not None and not g.is_static:
            # C allows one initialised definition per unit: the other is in an earlier unit
            # (C++: a static data member initialised in its class, in every unit including
            # the class, is one object)
            if not (self.cxx and c.semantic_parent.kind in RECORD_KINDS):
                self.warn(c, f"global '{g.src_name}' is defined twice")
            return
        t = self.types.of_cursor(c)
        if isinstance(t, ArrayType) and t.length is not None and (
                not isinstance(g.type, ArrayType) or g.type.length is None):
            g.var = Var(v.name, t, VarKind.GLOBAL, "", v.src_name)  # `int a[];` completed
            self.retyped.add(v.name)  # uses lowered before still name the incomplete type
        g.loc = self.loc(c)
        root = self.trees.build(init).root if init is not None else None
        at_start, value = self.initial_value(c, g.type, root, g.src_name)
        if at_start:
            g.init, g.defined, g.is_const = None, True, False  # zero, then constructed
            self.dynamic_inits.append((g.var, c))
        elif init is not None:
            g.init = value
            g.defined = True
        elif not g.defined:
            g.defined = True  # a tentative definition: zero-initialised

    def initial_value(self, c: ci.Cursor, t: Type, init: CNode | None, name: str
                      ) -> tuple[bool, Init | None]:
        """How static object `c` (of type `t`) starts: (True, None) for a C++ one
        initialised when the program starts rather than by a constant, an object (or array
        of objects) of a class that is not POD or one whose initialiser does not fold
        (`int n = f();`); else (False, its constant initialiser, `static_init`)."""
        if self.cxx:
            ct = native.cursor_type(c).get_canonical()
            while ct.kind == ci.TypeKind.CONSTANTARRAY:
                ct = ct.element_type.get_canonical()
            if ct.kind == ci.TypeKind.RECORD and not ct.is_pod():
                return True, None
        if init is None:
            return False, None
        self._unfolded = []
        value = self.const_init(init, t)
        if self.cxx and self._unfolded:
            self._unfolded = []
            return True, None
        self.report_unfolded(init, name)
        return False, value

    def static_init_function(self) -> None:
        """The unit's function initialising its globals of `initial_value` in
        declaration order (`FunctionLowering.static_initialisation`), which `main` calls
        first (`call_static_initialisers`)."""
        if not self.dynamic_inits:
            return
        name = f"{STATIC_INIT}${self.tag}" if self.tag else STATIC_INIT
        fn = Function(name, FunctionType(VOID, ()), src_name=STATIC_INIT)
        fn.loc = self.loc(self.dynamic_inits[0][1])
        self.program.functions[name] = fn
        self.code.static_initialisation(self, fn, self.dynamic_inits)
        self.dynamic_inits = []

    def static_local(self, fn: Function, d: ci.Cursor, init: CNode | None,
                     labels: Callable[[str], int]) -> tuple[Var, bool]:
        """A `static` local as a global; `labels` numbers the function's label addresses
        (GNU `static void *tab[] = {&&a, &&b}` dispatch tables). True: a C++ one
        initialised when control first passes it (`initial_value`)."""
        base = f"{fn.source_name}${d.spelling}"
        name = f"{base}${self.tag}" if self.tag else base
        n = 0
        while name in self.program.globals:
            n += 1
            name = f"{base}${n}" + (f"${self.tag}" if self.tag else "")
        t = self.types.of_cursor(d)
        v = Var(name, t, VarKind.GLOBAL, "", d.spelling)
        self.static_locals[native.decl_key(d)] = v
        self._label_values = labels
        try:
            at_start, value = self.initial_value(d, t, init, d.spelling)
        finally:
            self._label_values = None
        g = Global(v, value, d.spelling, self.unit, True,
                   const_object(d.type, self.types.memo) and not at_start, True,
                   self.loc(d))
        self.program.globals[name] = g
        return v, at_start

    def guard_variable(self, v: Var) -> Var:
        """The global telling whether static local `v` is initialised yet (0: not)."""
        name = f"{v.name}$guard"
        g = self.program.globals.get(name)
        if g is None:
            var = Var(name, I8, VarKind.GLOBAL, "", "")
            g = Global(var, None, "", self.unit, True, False, True,
                       self.program.globals[v.name].loc)
            self.program.globals[name] = g
        return g.var

    def string_literal(self, c: CNode) -> Var:
        lit_t = self.types.of_cursor(c.cursor)
        init = string_init(c.cursor.spelling, lit_t, lit_t, 1)
        name = f"str${len(self.program.globals)}"
        while name in self.program.globals:
            name += "_"
        v = Var(name, lit_t, VarKind.GLOBAL, "", "")
        self.program.globals[name] = Global(v, init, "", self.unit, True, True,
                                            True, self.loc(c.cursor))
        return v

    def new_alloc_site(self, function: str, fn: str, loc: Loc) -> AllocSite:
        site = AllocSite(len(self.program.alloc_sites), function, fn, loc)
        self.program.alloc_sites[site.id] = site
        return site

    # ---- global initialisers ----------------------------------------------------------------

    def static_init(self, c: CNode, t: Type, name: str) -> Init | None:
        """The constant initialiser of a static object, with one diagnostic for all the
        items that could not be folded (a table is reported once, not per element)."""
        self._unfolded = []
        init = self.const_init(c, t)
        self.report_unfolded(c, name)
        return init

    def report_unfolded(self, c: CNode, name: str) -> None:
        """The one diagnostic for the items of initialiser `c` that did not fold."""
        if self._unfolded:
            n = len(self._unfolded)
            what = "the initialiser" if n == 1 and self._unfolded[0] == c.cursor \
                else f"{n} item{'s' if n > 1 else ''} of the initialiser"
            self.warn(self._unfolded[0], f"{what} of '{name}' could not be folded to a "
                                         "constant; zero assumed")
            self._unfolded = []

    def const_init(self, c: CNode, t: Type) -> Init | None:
        if self.cxx and is_member_function_pointer(t):
            method = self.code.member_function_pointer(self, c)  # `&C::f`, `nullptr`
            if method is not None:
                return method
        s = strip(c)
        while s.kind == CK.CSTYLE_CAST_EXPR and s.ops:
            s = strip(s.ops[-1])
        if s.kind == CK.CXX_NULL_PTR_LITERAL_EXPR:
            return ScalarInit(0)
        if s.kind == CK.INIT_LIST_EXPR:
            return self.agg_init(s, t)
        if s.kind == CK.COMPOUND_LITERAL_EXPR and s.ops and isinstance(t, ArrayType | RecordType):
            return self.const_init(s.ops[-1], t)  # GNU: `struct pt p = (struct pt){1, 2};`
        if s.kind == CK.STRING_LITERAL and isinstance(t, ArrayType):
            lit_t = self.types.of_cursor(s.cursor)
            return string_init(s.cursor.spelling, lit_t, t, self.size_of(t.elem))
        if s.kind == CK.UNEXPOSED_EXPR and not s.ops:
            return None
        if self._label_values is not None:
            label = self.label_init(s, self._label_values)
            if label is not None:
                return label
        if isinstance(t, IntType | FloatType) or s.kind != CK.UNARY_OPERATOR:
            ev = native.evaluate(c.cursor) or native.evaluate(s.cursor)
            if ev is not None and not isinstance(ev.value, bytes):
                if isinstance(t, ArrayType):  # a complex number's real part (or a vector's)
                    return AggInit((ScalarInit(ev.value),))
                return ScalarInit(ev.value)
        addr = self.addr_init(s)
        if addr is None:
            self._unfolded.append(c.cursor)
        return addr

    def label_init(self, s: CNode, values: Callable[[str], int]) -> ScalarInit | None:
        """`&&l`, and `&&l - &&m` (GNU tables of label offsets), by their label values."""
        if s.kind == CK.ADDR_LABEL_EXPR:
            return ScalarInit(values(label_name(s)))
        if s.kind != CK.BINARY_OPERATOR or native.binary_operator(s.cursor) != "-":
            return None
        sides = []
        for side in s.ops:
            side = strip(side)
            while side.kind == CK.CSTYLE_CAST_EXPR and side.ops:
                side = strip(side.ops[-1])
            if side.kind != CK.ADDR_LABEL_EXPR:
                return None
            sides.append(values(label_name(side)))
        return ScalarInit(sides[0] - sides[1])

    def agg_init(self, c: CNode, t: Type) -> Init | None:
        items = [k for k in c.ops if k.is_expression]
        if not isinstance(t, ArrayType | RecordType):
            return self.const_init(items[0], t) if items else None
        tree: _Tree = {}
        for p in resolve(t, items, self):
            if not p.path:  # the whole object: `char s[4] = {"abc"}`
                return self.const_init(p.item, t)
            if not self._store(tree, t, p.path, self.const_init(p.item, p.type)):
                self._unfolded.append(p.item.cursor)
        return _freeze(tree)

    def _store(self, tree: _Tree, t: Type, path: Designation, init: Init | None) -> bool:
        """Set the initialiser of the subobject at `path` (positions in `AggInit` order),
        replacing what an earlier item put there; False if the layout has no such
        subobject."""
        node = tree
        for i, step in enumerate(path):
            if isinstance(step, int):
                if not isinstance(t, ArrayType):
                    return False
                pos, t = step, t.elem
            else:
                rec = self.program.records.get(t.name) if isinstance(t, RecordType) else None
                found = [k for k, f in enumerate(rec.fields) if f.name == step] if rec else []
                if rec is None or not found:
                    return False
                pos = found[0]
                t = rec.fields[pos].type
            if i == len(path) - 1:
                node[pos] = init
                return True
            child = node.get(pos)
            if not isinstance(child, dict):  # an item inside an aggregate set before
                child = node[pos] = _thaw(child, t)
            node = child
        return False

    def init_members(self, t: RecordType) -> tuple[Member, ...]:
        return self.types.init_members(t)

    def item_type(self, c: CNode) -> Type:
        t = c.ty
        if t is None:
            t = c.ty = self.types.of_cursor(c.cursor)
        return t

    def designator_field(self, c: CNode) -> str | None:
        """The IR name of a field designator's field, "" for an anonymous member."""
        ref = c.referenced()
        if ref is None:
            return None
        return self.field_symbol(ref)

    def designator_index(self, c: CNode) -> int | None:
        ev = native.evaluate(c.cursor)
        return ev.value if ev is not None and isinstance(ev.value, int) else None

    def designator_ranges(self, c: CNode) -> list[bool] | None:
        """For each bracketed designator of a designated item, whether it is a GNU range
        `[lo ... hi]` (its operands alone do not tell `[a ... b]` from `[a][b]`)."""
        flags: list[bool] = []
        depth = 0
        for tok in c.cursor.get_tokens():
            sp = tok.spelling
            if sp == "[":
                depth += 1
                if depth == 1:
                    flags.append(False)
            elif sp == "]":
                depth -= 1
            elif sp == "..." and depth == 1:
                flags[-1] = True
            elif sp == "=" and depth == 0:
                break
        return flags or None

    def addr_init(self, c: CNode) -> AddrInit | None:
        s = strip(c)
        k = s.kind
        if k == CK.UNARY_OPERATOR and native.unary_operator(s.cursor) == "&":
            return self.lvalue_addr(s.ops[0])
        ref = s.referenced() if k == CK.DECL_REF_EXPR else None
        if ref is not None:
            if native.kind(ref) == CK.FUNCTION_DECL:
                return AddrInit(FuncRef(self.function_symbol(ref)))
            if native.kind(ref) == CK.VAR_DECL:  # an array decaying to its first element
                return AddrInit(self.global_var(ref))
        if k == CK.STRING_LITERAL:
            return AddrInit(self.string_literal(s))
        if k == CK.BINARY_OPERATOR and native.binary_operator(s.cursor) in ("+", "-"):
            return self.offset_init(s)
        if k == CK.CSTYLE_CAST_EXPR and s.ops:
            return self.addr_init(s.ops[-1])
        if k in (CK.ARRAY_SUBSCRIPT_EXPR, CK.MEMBER_REF_EXPR):  # an array member decaying
            return self.lvalue_addr(s)
        return None

    def offset_init(self, s: CNode) -> AddrInit | None:
        a, b = s.ops
        ev = native.evaluate(b.cursor)
        base = self.addr_init(a)
        if base is None or ev is None or not isinstance(ev.value, int):
            return None
        pt = self.types.of_cursor(a.cursor)
        scale = self.size_of(pt.pointee) if isinstance(pt, PointerType) else 1
        sign = 1 if native.binary_operator(s.cursor) == "+" else -1
        return AddrInit(base.target, base.path, base.offset + sign * ev.value * scale)

    def lvalue_addr(self, c: CNode) -> AddrInit | None:
        s = strip(c)
        k = s.kind
        if k in (CK.DECL_REF_EXPR, CK.STRING_LITERAL):
            return self.addr_init(s)
        ref = s.referenced() if k == CK.MEMBER_REF_EXPR else None
        if ref is not None and s.ops:
            base = self.lvalue_addr(s.ops[0])
            fname = self.field_symbol(ref)
            if base is None:
                return None
            if not base.offset and self._reaches_record(base):
                return AddrInit(base.target, (*base.path, fname)) if fname else base
            # `&a[i].f`: past an element offset the field is another byte offset (of the
            # field in its parent record, anonymous members being steps of their own here)
            off = ref.get_field_offsetof()
            if off < 0:
                return None
            return AddrInit(base.target, base.path, base.offset + off // 8)
        if k == CK.ARRAY_SUBSCRIPT_EXPR:
            a, b = s.ops
            ev = native.evaluate(b.cursor)
            base = self.addr_init(a)
            if base is None or ev is None or not isinstance(ev.value, int):
                return None
            size = self.size_of(self.types.of_cursor(s.cursor))
            return AddrInit(base.target, base.path, base.offset + ev.value * size)
        return None

    def _reaches_record(self, a: AddrInit) -> bool:
        """Does `a`'s field path end at a record (not at an array whose element `a`
        addresses, `&arr[0]`, where a further field is a byte offset)?"""
        if isinstance(a.target, FuncRef):
            return False
        t = a.target.type
        for name in a.path:
            rec = self.program.records.get(t.name) if isinstance(t, RecordType) else None
            fld = rec.field(name) if rec is not None else None
            if fld is None:
                return False
            t = fld.type
        return isinstance(t, RecordType)

    # ---- sizes, locations, text ---------------------------------------------------------------

    def size_of(self, t: Type) -> int:
        return type_size(t, self.program)

    def loc(self, c: ci.Cursor) -> Loc:
        handle, line, col = native.location(c)
        if not handle:
            return NOLOC
        return Loc(self.loc_file(handle), line, col)

    def loc_file(self, handle: int) -> str:
        """The file name locations carry, by libclang file handle."""
        name = self._loc_files.get(handle)
        if name is None:
            name = self._loc_files[handle] = self.file_name(self.files.name(handle))
        return name

    def statement(self, c: ci.Cursor, limit: int) -> tuple[Loc, str]:
        """The location of a statement and its source text (whitespace collapsed, at most
        `limit` characters), asked of libclang together."""
        handle, line, col, ext_handle, start, end = native.statement_span(c)
        loc = Loc(self.loc_file(handle), line, col) if handle else NOLOC
        if not ext_handle:  # inside a macro expansion: the text of the source line
            return loc, self._line_text(c, limit)
        return loc, self._text(ext_handle, start, end, limit)

    def file_name(self, raw: str) -> str:
        """File names as the user wrote them, without clang's `./` prefix."""
        name = self._file_names.get(raw)
        if name is None:
            name = raw if os.path.isabs(raw) else os.path.normpath(raw)
            if os.path.isabs(name) and name.startswith(self.base_dir):
                name = name[len(self.base_dir):]
            self._file_names[raw] = name
        return name

    def _text(self, handle: int, start: int, end: int, limit: int) -> str:
        data = self._contents(self.files.name(handle))
        text = " ".join(data[start:end].decode("utf-8", "replace").split())
        return text if len(text) <= limit else text[: limit - 3] + "..."

    def _contents(self, name: str) -> bytes:
        data = self.sources.get(name)
        if data is None:
            try:
                with open(name, "rb") as fh:
                    data = fh.read()
            except OSError:
                data = b""
            self.sources[name] = data
        return data

    def _line_text(self, c: ci.Cursor, limit: int) -> str:
        handle, line, _ = native.location(c)
        if not handle or line <= 0:
            return ""
        lines = self._contents(self.files.name(handle)).split(b"\n")
        if line > len(lines):
            return ""
        text = _WS.sub(" ", lines[line - 1].decode("utf-8", "replace")).strip().rstrip(";")
        return text if len(text) <= limit else text[: limit - 3] + "..."

    def for_parts(self, c: CNode) -> tuple[CNode | None, ...]:
        """(init, cond, inc, body) of a FOR_STMT: libclang omits absent parts, so the
        header's `;` tokens tell which child is which."""
        kids = c.kids
        body = kids[-1] if kids else None
        header = kids[:-1]
        cuts = self._for_semicolons(c.cursor)
        parts: list[CNode | None] = [None, None, None]
        if cuts is None:
            if len(header) == 3:
                return (header[0], header[1], header[2], body)
            self.warn(c.cursor, "for-statement header could not be split; parts guessed in order")
            for i, h in enumerate(header):
                parts[i] = h
            return (parts[0], parts[1], parts[2], body)
        for h in header:
            off = h.cursor.extent.start.offset
            slot = 0 if off < cuts[0] else (1 if off < cuts[1] else 2)
            parts[slot] = h
        return (parts[0], parts[1], parts[2], body)

    def _for_semicolons(self, c: ci.Cursor) -> tuple[int, int] | None:
        depth = 0
        semis: list[int] = []
        for tok in c.get_tokens():
            sp = tok.spelling
            if sp == "(":
                depth += 1
            elif sp == ")":
                depth -= 1
                if depth == 0:
                    break
            elif sp == ";" and depth == 1:
                semis.append(tok.extent.start.offset)
        return (semis[0], semis[1]) if len(semis) == 2 else None

    def warn(self, c: ci.Cursor | None, msg: str) -> None:
        loc = self.loc(c) if c is not None else NOLOC
        self.program.diagnostics.append(Diagnostic(Severity.WARNING, loc, msg))
        log.debug("%s", msg)


def retype_globals(program: Program, names: set[str]) -> None:
    """Give the uses of globals `names` their completed type: `extern int a[];` declared in
    one unit and defined `int a[3]` in a later one (or later in the same unit) was used
    with the incomplete type before the definition was seen."""
    def fix(op: object) -> object:
        if isinstance(op, Var) and op.kind is VarKind.GLOBAL and op.name in names:
            return program.globals[op.name].var
        if isinstance(op, tuple):  # call and allocation arguments
            items = tuple(fix(o) for o in op)
            return op if all(a is b for a, b in zip(items, op, strict=True)) else items
        return op

    for fn in program.functions.values():
        for node in fn.nodes:
            instr = node.instr
            for f in dataclasses.fields(cast(Any, instr)):  # every instruction is one
                old = getattr(instr, f.name)
                new = fix(old)
                if new is not old:  # (Vars compare equal whatever their types)
                    object.__setattr__(instr, f.name, new)
    for g in program.globals.values():
        if g.init is not None:
            g.init = _retype_init(g.init, names, program)


def _local_class(c: ci.Cursor) -> ci.Cursor | None:
    """The class of member `c` when that class is local to a function (directly or inside
    another local class; not a lambda's closure, which `cxxlambda` names and lowers)."""
    parent = c.semantic_parent
    p = parent
    while p is not None and p.kind in RECORD_KINDS:
        p = p.semantic_parent
    if p is None or p.kind not in CXX_FUNCTIONS or parent is None or \
            parent.kind not in RECORD_KINDS or is_lambda_class(parent):
        return None
    return parent


def _in_template(c: ci.Cursor) -> bool:
    """Is declaration `c` a member of a class template, directly or through nested
    classes (`template <class K> struct List<K>::Node {...}` and its methods, defined
    outside the template): code of the pattern, lowered only as instances?"""
    p = c.semantic_parent
    while p is not None and p.kind in RECORD_KINDS:
        p = p.semantic_parent
    return p is not None and p.kind in _TEMPLATES


def retype_records(program: Program, names: set[str]) -> None:
    """Give every type naming records `names` the records' kind: a C++ class that a unit
    only declares (`struct Rep;`, the pointer member of a class whose implementation is
    elsewhere) is taken for a struct there, and the unit defining it, with methods, makes
    it a class (the IR's `class.` kind). Types are rebuilt where they mention one."""
    kinds = {n: program.records[n].kind for n in names if n in program.records}
    memo: dict[Type, Type] = {}

    def ty(t: Type) -> Type:
        out = memo.get(t)
        if out is not None:
            return out
        out = t
        if isinstance(t, RecordType):
            k = kinds.get(t.name)
            if k is not None and k is not t.kind:
                out = RecordType(k, t.name)
        elif isinstance(t, PointerType):
            p = ty(t.pointee)
            out = t if p is t.pointee else PointerType(p)
        elif isinstance(t, ArrayType):
            e = ty(t.elem)
            out = t if e is t.elem else ArrayType(e, t.length)
        elif isinstance(t, FunctionType):
            parts = [ty(t.ret), *(ty(x) for x in t.params)]
            if any(a is not b for a, b in zip(parts, [t.ret, *t.params], strict=True)):
                out = FunctionType(parts[0], tuple(parts[1:]), t.variadic)
        memo[t] = out
        return out

    def var(v: Var) -> Var:
        t = ty(v.type)
        return v if t is v.type else dataclasses.replace(v, type=t)

    def fix(op: object) -> object:
        if isinstance(op, Var):
            return var(op)
        if isinstance(op, tuple):
            items = tuple(fix(o) for o in op)
            return op if all(a is b for a, b in zip(items, op, strict=True)) else items
        return op

    for r in program.records.values():
        r.fields = [f if ty(f.type) is f.type else dataclasses.replace(f, type=ty(f.type))
                    for f in r.fields]
    for g in program.globals.values():
        g.var = var(g.var)
    for site in program.alloc_sites.values():
        if site.type is not None:
            site.type = ty(site.type)
    for fn in program.functions.values():
        ft = ty(fn.type)
        assert isinstance(ft, FunctionType)
        fn.type = ft
        fn.params[:] = [var(v) for v in fn.params]
        fn.locals[:] = [var(v) for v in fn.locals]
        fn.temps[:] = [var(v) for v in fn.temps]
        for node in fn.nodes:
            instr = node.instr
            for f in dataclasses.fields(cast(Any, instr)):
                old = getattr(instr, f.name)
                new = fix(old)
                if new is not old:
                    object.__setattr__(instr, f.name, new)


def _retype_init(init: Init, names: set[str], program: Program) -> Init:
    if isinstance(init, AddrInit) and isinstance(init.target, Var) and init.target.name in names:
        return AddrInit(program.globals[init.target.name].var, init.path, init.offset)
    if isinstance(init, AggInit):
        return AggInit(tuple(None if i is None else _retype_init(i, names, program)
                             for i in init.items))
    return init


_Tree = dict[int, "_Tree | Init | None"]


def _thaw(init: _Tree | Init | None, t: Type) -> _Tree:
    """An aggregate's initialiser as a tree that later items can update in part."""
    if isinstance(init, AggInit):
        return dict(enumerate(init.items))
    if isinstance(init, StringInit) and isinstance(t, ArrayType) and \
            isinstance(t.elem, IntType) and t.elem.bits == 8:
        return {i: ScalarInit(b - 256 if t.elem.signed and b > 127 else b)
                for i, b in enumerate(init.data)}
    return {}


def _freeze(tree: _Tree) -> AggInit:
    n = max(tree, default=-1) + 1
    items = [tree.get(i) for i in range(n)]
    return AggInit(tuple(_freeze(i) if isinstance(i, dict) else i for i in items))


def type_size(t: Type, program: Program) -> int:
    """sizeof in bytes on the LP64 target the front end parses for."""
    return sizeof(t, program.records)


def decode_c_string(spelling: str, t: Type) -> bytes:
    """The bytes of a C string literal's spelling, with its terminating zero(s) (wide
    literals: each code unit little-endian)."""
    width = _unit_width(t)
    if width == 1 and "\\" not in spelling:  # no escapes: its characters' UTF-8
        m = _LITERAL_PREFIX.match(spelling)
        body = spelling[m.end():-1] if m else spelling.strip('"')
        out = bytearray(body.replace('""', "").encode("utf-8") + b"\0")
        if isinstance(t, ArrayType) and t.length is not None:
            out = (out + bytes(t.length))[: t.length]
        return bytes(out)
    out = bytearray()
    for code in string_units(spelling, t):
        out += code.to_bytes(width, "little", signed=False) if width > 1 else bytes([code & 255])
    if isinstance(t, ArrayType) and t.length is not None and width == 1:
        out = (out + bytes(t.length))[: t.length]
    return bytes(out)


def string_units(spelling: str, t: Type) -> list[int]:
    """The code units of a string literal (bytes of `"..."` and `u8"..."`, UTF-16 units of
    `u"..."`, code points of `U"..."` and `L"..."`), with the terminating zero. libclang
    spells a literal as clang prints it: printable ASCII as is, other units escaped."""
    m = _LITERAL_PREFIX.match(spelling)
    body = spelling[m.end():-1] if m else spelling.strip('"')
    body = body.replace('""', "")  # adjacent literals already joined by clang, if any remain
    width = _unit_width(t)
    units: list[int] = []
    for code in _unescape(body, wide=width > 1):
        if width == 2 and code > 0xFFFF:  # outside the BMP: a surrogate pair
            code -= 0x10000
            units += [0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)]
        else:
            units.append(code & ((1 << (8 * width)) - 1))
    return [*units, 0]


def string_init(spelling: str, lit_t: Type, t: Type, elem_size: int) -> Init:
    """The initialiser of array `t` from a string literal of type `lit_t`: the bytes of a
    narrow literal (`StringInit`), one integer per element of a wide one (`AggInit`)."""
    if _unit_width(lit_t) == 1:
        data = decode_c_string(spelling, lit_t)
        if isinstance(t, ArrayType) and t.length is not None:
            data = (data + bytes(t.length))[: t.length * elem_size]
        return StringInit(data)
    units = string_units(spelling, lit_t)
    if isinstance(t, ArrayType) and t.length is not None:
        units = units[: t.length]
    signed = isinstance(t, ArrayType) and isinstance(t.elem, IntType) and t.elem.signed
    bits = 8 * _unit_width(lit_t)
    return AggInit(tuple(ScalarInit(u - (1 << bits) if signed and u >> (bits - 1) else u)
                         for u in units))


def _unit_width(t: Type) -> int:
    if isinstance(t, ArrayType) and isinstance(t.elem, IntType):
        return t.elem.size
    return 1


def _unescape(body: str, wide: bool = False) -> list[int]:
    """The values of a literal's characters and escapes: UTF-8 bytes of other characters
    and of `\\u`/`\\U` names in a narrow literal, code points in a wide one."""
    out: list[int] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch != "\\" or i + 1 >= len(body):
            out.extend([ord(ch)] if wide else ch.encode("utf-8"))
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            i += 2
        elif nxt == "x":
            j = i + 2
            while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                j += 1
            out.append(int(body[i + 2:j] or "0", 16))
            i = j
        elif nxt in "uU":
            j = i + 2 + (4 if nxt == "u" else 8)
            code = int(body[i + 2:j] or "0", 16)
            out.extend([code] if wide else chr(code).encode("utf-8", "replace"))
            i = j
        elif nxt in "01234567":
            j = i + 1
            while j < len(body) and j < i + 4 and body[j] in "01234567":
                j += 1
            out.append(int(body[i + 1:j], 8))
            i = j
        else:
            out.extend([ord(nxt)] if wide else nxt.encode("utf-8"))
            i += 2
    return out


_NORETURN_WORDS = frozenset({"_Noreturn", "noreturn", "__noreturn__"})


def declared_noreturn(decl: ci.Cursor) -> bool:
    """Whether a function declaration says it never returns: `__attribute__((noreturn))`
    (part of the function type, which clang prints), or `_Noreturn` / `[[noreturn]]` (an
    attribute cursor among the declaration's children)."""
    try:
        if "__attribute__((noreturn))" in decl.type.spelling:
            return True
        return native.has_attributes(decl) and any(
            native.kind(c) == ci.CursorKind.UNEXPOSED_ATTR
            and any(t.spelling in _NORETURN_WORDS for t in c.get_tokens())
            for c in children(decl))
    except ValueError:  # a cursor kind this libclang's bindings do not know
        return False


def _arity(key: str) -> int:
    """The number of parameters of a method key (`get(int, char)`: 2)."""
    return 0 if key.endswith("()") else key.count(",") + 1


def _dominates(records: dict[str, Record], new: str, old: str, key: str) -> bool:
    """Does base `new`'s implementation of `key` override base `old`'s (its class is
    derived from the other's: an override of a shared virtual base's method)?"""
    a = declaring_class(records, new, key)
    b = declaring_class(records, old, key) if old else None
    return a is not None and b is not None and a != b and is_subclass(records, a, b)
