"""Mapping of clang types onto IR types, and of clang records onto IR record layouts."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.frontend.clang.cxxfunction_layout import function_fields, is_std_function
from ddpa.frontend.clang.cxxlambda import captures, is_lambda_class, lambda_name
from ddpa.frontend.clang.cxxnames import scope_prefix
from ddpa.frontend.clang.initlist import Member
from ddpa.frontend.clang.tree import children
from ddpa.ir.classes import VBASE_FIELD_PREFIX, subobjects, virtual_bases
from ddpa.ir.types import (
    F32,
    F64,
    F80,
    I8,
    VOID,
    ArrayType,
    Field,
    FunctionType,
    IntType,
    PointerType,
    Record,
    RecordKind,
    RecordType,
    Type,
    sizeof,
)

TK = ci.TypeKind
CK = ci.CursorKind

_SIGNED = {TK.CHAR_S, TK.SCHAR, TK.SHORT, TK.INT, TK.LONG, TK.LONGLONG, TK.INT128, TK.WCHAR}
_UNSIGNED = {
    TK.CHAR_U, TK.UCHAR, TK.USHORT, TK.UINT, TK.ULONG, TK.ULONGLONG, TK.UINT128, TK.CHAR16,
    TK.CHAR32,
}
_FLOATS = {TK.FLOAT: F32, TK.DOUBLE: F64, TK.LONGDOUBLE: F80, TK.FLOAT128: F80, TK.HALF: F32}
_SIZED = frozenset({TK.INT128, TK.UINT128, TK.FLOAT128, TK.HALF, TK.NULLPTR, TK.ENUM,
                    TK.MEMBERPOINTER})
_RECORD_KINDS = {CK.STRUCT_DECL: RecordKind.STRUCT, CK.UNION_DECL: RecordKind.UNION,
                 CK.CLASS_DECL: RecordKind.CLASS}


class TypeMapper:
    """Lowers clang types, registering each record layout once in `records` (keyed by name).

    Records are identified across translation units by their USR, so a struct defined in a
    shared header maps to one IR record; anonymous records are named after their typedef
    when they have one, else `anon$N`.
    """

    def __init__(self, records: dict[str, Record], usr_names: dict[str, str],
                 warn: Callable[[ci.Cursor | None, str], None], cxx: bool = False,
                 known: Mapping[str, ci.Cursor] | None = None) -> None:
        self.records = records
        # C++: records named by their qualified names, with bases as `base$B` fields
        self.cxx = cxx
        self.usr_names = usr_names
        self.warn = warn
        # by canonical type (not its spelling: two classes local to functions share one)
        self._cache: dict[tuple[int, int, int], Type] = {}
        # answers about class declarations (`instance_pattern`), and classes by name
        self.memo = Memo(self.named_class)
        # classes by name met by a probe lowering of the unit (`cxxinstances`)
        self.known: Mapping[str, ci.Cursor] = known or {}
        self._complete: dict[bytes, RecordType] = {}  # `record` of complete ones, by cursor
        self._fast: dict[tuple[int, int, int], Type] = {}
        self._by_qualtype: dict[int | None, Type] = {}
        self._raw_type_of = native.raw_cursor_type_function()
        # declarations of the records this unit lowered, and their initialiser members
        self._decls: dict[str, ci.Cursor] = {}
        self._members: dict[str, tuple[Member, ...]] = {}
        # records of another kind than an earlier unit, which only declared them, gave
        self.rekinded: set[str] = set()

    def lower(self, t: ci.Type) -> Type:
        key = native.type_key(t)
        hit = self._fast.get(key)
        if hit is None:
            hit = self._fast[key] = self._lower_slow(t)
        return hit

    def of_cursor(self, c: ci.Cursor) -> Type:
        """The lowered type of a cursor (one libclang call when the type was seen before:
        within one translation unit a type's QualType pointer identifies it)."""
        raw = self._raw_type_of(c)
        hit = self._by_qualtype.get(raw.ptr)
        if hit is None:
            hit = self._by_qualtype[raw.ptr] = self.lower(native.as_type(raw, c._tu))
        return hit

    def _lower_slow(self, t: ci.Type) -> Type:
        canon = t.get_canonical()
        key = native.type_key(canon)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        out = self._lower_canonical(canon)
        self._cache[key] = out
        return out

    def _lower_canonical(self, t: ci.Type) -> Type:
        k = t.kind
        if k == TK.VOID:
            return VOID
        if k == TK.BOOL:
            return IntType(1, False)
        if k in _SIGNED or k in _UNSIGNED:
            return IntType(t.get_size() * 8, k in _SIGNED)
        if k in _FLOATS:
            return _FLOATS[k]
        if k == TK.NULLPTR:  # C++ std::nullptr_t: a null pointer value
            return PointerType(VOID)
        if k == TK.POINTER or k in (TK.LVALUEREFERENCE, TK.RVALUEREFERENCE):
            return PointerType(self.lower(t.get_pointee()))
        if k == TK.CONSTANTARRAY:
            return ArrayType(self.lower(t.element_type), t.element_count)
        if k in (TK.INCOMPLETEARRAY, TK.VARIABLEARRAY, TK.DEPENDENTSIZEDARRAY):
            return ArrayType(self.lower(t.element_type), None)
        if k == TK.RECORD:
            return self.record(t.get_declaration())
        if k == TK.ENUM:
            return self.lower(t.get_declaration().enum_type)
        if k in (TK.FUNCTIONPROTO, TK.FUNCTIONNOPROTO):
            return self.function(t)
        if k == TK.MEMBERPOINTER:  # C++: the Itanium ABI's offset or {ptr, adj} pair
            if t.get_pointee().get_canonical().kind in (TK.FUNCTIONPROTO, TK.FUNCTIONNOPROTO):
                return self.member_function_pointer(t)
            return IntType(max(t.get_size(), 1) * 8, True)
        return self._approximate(t)

    def member_function_pointer(self, t: ci.Type) -> RecordType:
        """A pointer to member function `R (C::*)(A...)`: a record of that name holding the
        Itanium ABI's pair, `ptr` the function to call with the object (`R (*)(C *, A...)`;
        for a virtual method a function that makes the virtual call, `cxxexpr`) and `adj`
        the bytes added to the object's address first (a member of a base of C)."""
        name = re.sub(r"::\*\s*(?:(?:const|volatile)\s*)*\)", "::*)",
                      str(t.get_canonical().spelling))  # (without qualifiers)
        if name not in self.records:
            cls = self.record(t.get_class_type().get_canonical().get_declaration())
            sig = self.function(t.get_pointee().get_canonical())
            ft = FunctionType(sig.ret, (PointerType(cls), *sig.params), sig.variadic)
            self.records[name] = Record(RecordKind.STRUCT, name, [
                Field("ptr", PointerType(ft), 0), Field("adj", IntType(64, True), 8)], 16, 8)
        return RecordType(RecordKind.STRUCT, name)

    def _approximate(self, t: ci.Type) -> Type:
        k = t.kind
        if k == TK.VECTOR or k == TK.COMPLEX:
            elem = self.lower(t.element_type)
            count = t.element_count if k == TK.VECTOR else 2
            return ArrayType(elem, count)
        if k == TK.ATOMIC:
            return self.lower(t.get_named_type()) if hasattr(t, "get_named_type") else VOID
        # get_size() aborts inside libclang for some C++ types (bound member functions,
        # overload sets), so sizes are asked only of kinds known to have one
        size = t.get_size() if k in _SIZED else 1
        self.warn(None, f"type '{t.spelling}' is approximated by a {max(size, 1)}-byte array")
        return ArrayType(IntType(8, False), max(size, 1))

    def function(self, t: ci.Type) -> FunctionType:
        ret = self.lower(t.get_result())
        if t.kind == TK.FUNCTIONNOPROTO:
            return FunctionType(ret, (), True)
        params = tuple(PointerType(self.lower(a))
                       if self.cxx and passed_indirectly(a, self.memo) else self.lower(a)
                       for a in native.argument_types(t))
        return FunctionType(ret, params, t.is_function_variadic())

    def record(self, decl: ci.Cursor) -> RecordType:
        done = self._complete.get(bytes(decl))
        if done is not None:
            return done
        usr = decl.get_usr() or f"{decl.location.file}:{decl.location.line}"
        if self.cxx and is_lambda_class(decl):  # closures of one function share a USR
            usr = f"{decl.spelling}"
        name = self.usr_names.get(usr)
        known = self.records.get(name) if name is not None else None
        if known is not None and known.complete:  # (its kind reads every member: once)
            self._decls.setdefault(known.name, decl)
            rt = self._complete[bytes(decl)] = RecordType(known.kind, known.name)
            return rt
        kind = _RECORD_KINDS.get(decl.kind, RecordKind.STRUCT)
        if self.cxx:
            kind = cxx_record_kind(decl, kind)
        if name is None:
            name = self._fresh_name(decl)
            self.usr_names[usr] = name
        rt = RecordType(kind, name)
        self._decls.setdefault(name, decl)
        rec = self.records.get(name)
        if rec is None or (not rec.complete and decl.get_definition() is not None):
            if rec is not None and rec.kind is not kind:
                # a class an earlier unit only declared (and took for a struct): its uses
                # there get its kind once every unit is lowered (`retype_records`)
                self.rekinded.add(name)
            self._layout(rt, decl)
        return rt

    def named_classes(self) -> dict[str, ci.Cursor]:
        """The declarations of the classes lowered so far, by name."""
        return dict(self._decls)

    def dependent_bases(self) -> list[BaseClass]:
        """The dependent bases of the instances laid out so far (`class_bases`), each with
        the name it was looked up by."""
        return [b for key, bases in self.memo.items() if key[0] == "bases"
                for b in bases if b.name]

    def named_class(self, name: str) -> ci.Cursor | None:
        """The declaration of the class of that (canonical) name, among those the unit has
        lowered so far or that an earlier lowering of it met (`known`). (A dependent
        type's spelling leaves out the `(anonymous namespace)::` its instance's has.)"""
        got = self._decls.get(name) or self.known.get(name)
        if got is None:
            plain = _ANONYMOUS_SCOPE.sub("", name)
            got = next((d for table in (self._decls, self.known) for n, d in table.items()
                        if _ANONYMOUS_SCOPE.sub("", n) == plain), None)
        return got

    def _fresh_name(self, decl: ci.Cursor) -> str:
        base = str(decl.spelling)
        if self.cxx and base and not decl.is_anonymous():
            base = str(decl.type.get_canonical().spelling)  # `ns::Shape`, `ns::Box<int>`
        if self.cxx and is_lambda_class(decl):
            base = lambda_name(decl)
        elif self.cxx and is_std_function(decl):
            base = str(decl.type.get_canonical().spelling)  # `std::function<int (int)>`
        elif not base or decl.is_anonymous() or "(" in (
                base.replace(_ANONYMOUS_NS, "") if decl.location.is_in_system_header
                else base):  # (a library class keeps its name: its models go by it)
            base = f"anon${len(self.usr_names)}"
        name, n = base, 0
        while name in self.records:
            n += 1
            name = f"{base}${n}"
        return name

    def _layout(self, rt: RecordType, decl: ci.Cursor) -> None:
        defn = decl.get_definition()
        rec = Record(rt.kind, rt.name)
        self.records[rt.name] = rec  # registered first: fields may refer back to it
        if defn is None:
            rec.complete = False
            return
        t = defn.type
        rec.size = max(t.get_size(), 0)
        rec.align = max(t.get_align(), 1)
        pattern = instance_pattern(defn, self.memo) if self.cxx else None
        if self.cxx and is_lambda_class(defn):
            self._add_captures(rec, defn)
        elif self.cxx and is_std_function(defn):
            sig = self.lower(t.get_template_argument_type(0))
            if isinstance(sig, FunctionType):  # the program's own layout (`cxxfunction`)
                rec.fields.extend(function_fields(sig))
                return
        elif pattern is not None:
            self._add_instance_fields(rec, defn, t, pattern)
        else:
            self._add_fields(rec, defn, t)
        if self.cxx and rec.bases:
            self._add_bases(rec, defn)
            self._check_base_layout(rec, defn, t)
        elif self.cxx and _own_vptr(defn, self.memo):
            rec.fields.insert(0, Field("__vptr", PointerType(I8), 0))

    def _check_base_layout(self, rec: Record, decl: ci.Cursor, t: ci.Type) -> None:
        """Report a base subobject whose members are placed where clang's layout has a field
        of the class, or past the class's end (the Itanium placement `_add_bases` follows
        got a case wrong). A field in the base's tail padding (which clang reuses) is not
        reported, nor a class of the system headers (the library's code is not lowered)."""
        if decl.location.is_in_system_header:
            return
        own = [(str(f.spelling), max(f.get_field_offsetof(), 0) // 8, max(f.type.get_size(), 0))
               for f in t.get_fields()]
        for fld in rec.fields:
            if not fld.name.startswith(("base$", VBASE_FIELD_PREFIX)) or \
                    not isinstance(fld.type, RecordType):
                continue
            brec = self.records.get(fld.type.name)
            if brec is None or _is_empty(brec):
                continue
            end = fld.offset + _nv_size(brec, self.records)
            clash = next((n for n, o, s in own if o < end and fld.offset < o + s), None)
            if clash is None and end <= rec.size:
                continue
            where = f"where clang's layout has field '{clash}'" if clash is not None else \
                f"past the class's {rec.size} bytes"
            self.warn(decl, f"base '{fld.type.name}' of '{rec.name}' is laid out at bytes "
                            f"{fld.offset}..{end} {where}: accesses through that base may "
                            "reach other bytes than the compiled program's")

    def _add_instance_fields(self, rec: Record, decl: ci.Cursor, t: ci.Type,
                             pattern: ci.Cursor) -> None:
        """An instance of a class template, whose members libclang does not list: its
        fields from its type, its bases from the template (`class_bases`: one that depends
        on the template's parameters and names no class the unit meets is reported and
        left out)."""
        for i, f in enumerate(t.get_fields()):
            rec.fields.append(Field(f.spelling or f"anon${i}", self.lower(f.type),
                                    max(f.get_field_offsetof(), 0) // 8))
        for b in class_bases(decl, self.memo):
            if b.decl is None:
                if not decl.location.is_in_system_header:  # (the library's: not lowered)
                    self.warn(decl, f"base '{b.spec.type.spelling}' of '{rec.name}' depends "
                                    "on the template's parameters and names no class the "
                                    f"unit lowers{f' ({b.name!r})' if b.name else ''}: left "
                                    "out of its layout")
                continue
            base = self.record(b.decl)
            rec.bases.append(f"virtual {base.name}" if b.virtual else base.name)

    def _add_captures(self, rec: Record, decl: ci.Cursor) -> None:
        """A closure class: a field per capture (`cxxlambda`)."""
        caps = captures(decl)
        if caps is None:
            self.warn(decl, "the captures of a lambda could not be matched with its closure's "
                            "fields: its captured variables are unknown in its body")
            return
        for cap in caps:
            rec.fields.append(Field(cap.field, self.lower(cap.type), cap.offset))

    def _add_bases(self, rec: Record, decl: ci.Cursor) -> None:
        """Base subobjects as fields, where the Itanium C++ ABI puts them (libclang does not
        tell base offsets; C++ contract point 2): the primary base (the first non-virtual
        base with a vptr) at 0, else the class's own `__vptr` there when it is dynamic
        (polymorphic, or with a virtual base); the other non-virtual bases as `base$B`
        in declaration order, each after the non-virtual part of the one before (a base
        whose tail padding clang reuses for a field of the derived class overlaps it).
        Then every virtual base, direct or inherited, once as `vbase$V` after the class's
        own fields, depth first in declaration order (a nearly empty one, a vptr and
        nothing else, shares offset 0 with the class's own vptr, as its primary base)."""
        records = self.records
        specs = [(self.record(b.decl), b.virtual)
                 for b in class_bases(decl, self.memo) if b.decl is not None]
        nonvirtual = [bt for bt, v in specs if not v]
        vbases = virtual_bases(records, rec.name, layout=True)
        primary = next((bt for bt in nonvirtual if _is_dynamic(records.get(bt.name), records)),
                       None)
        own = primary is None and (bool(vbases) or is_polymorphic(decl, self.memo))
        placed: list[Field] = []
        off = 0
        if primary is not None:
            placed.append(Field(f"base${primary.name}", primary, 0))
            off = _nv_size(records.get(primary.name), records)
        elif own:
            placed.append(Field("__vptr", PointerType(I8), 0))
            off = 8
        for bt in nonvirtual:
            if bt is primary:
                continue
            brec = records.get(bt.name)
            if brec is not None and not _is_empty(brec):
                off = (off + brec.align - 1) // brec.align * brec.align
            placed.append(Field(f"base${bt.name}", bt, off))
            if brec is not None and not _is_empty(brec):
                off += _nv_size(brec, records)
        rec.fields[:0] = placed
        end = _nv_size(rec, records)
        shared = not own
        for v in vbases:
            vrec = records.get(v)
            if vrec is None:
                continue
            at = _indirect_primary(records, rec, v)
            if at is not None:
                pass  # the primary base of a base subobject: at that subobject's place
            elif _is_empty(vrec):
                at = 0
            elif not shared and _is_dynamic(vrec, records) and _nv_size(vrec, records) <= 8:
                at, shared = 0, True  # nearly empty: the primary base, at the class's vptr
            else:
                at = (end + vrec.align - 1) // vrec.align * vrec.align
                end = at + _nv_size(vrec, records)
            rec.fields.append(Field(f"{VBASE_FIELD_PREFIX}{v}", RecordType(vrec.kind, v), at))

    def _add_fields(self, rec: Record, decl: ci.Cursor, outer: ci.Type) -> None:
        """Fields in order; members of anonymous structs/unions are flattened into `rec`
        (clang reaches them without naming the anonymous member), at offsets in `outer`."""
        index = len(rec.fields)
        for c in children(decl):
            if c.kind == CK.FIELD_DECL:
                name = c.spelling or f"anon${index}"
                off = outer.get_offset(c.spelling) if c.spelling else c.get_field_offsetof()
                rec.fields.append(Field(name, self.lower(c.type), max(off, 0) // 8))
                index += 1
            elif c.kind in _RECORD_KINDS and native.is_anonymous_member(c):
                self._add_fields(rec, c, outer)
                index = len(rec.fields)
            elif c.kind == CK.CXX_BASE_SPECIFIER:
                base = self.record(c.type.get_canonical().get_declaration())
                rec.bases.append(f"virtual {base.name}" if _is_virtual_base(c) else base.name)


    def declaration(self, name: str) -> ci.Cursor | None:
        """The declaration of a record this unit lowered, by IR name."""
        return self._decls.get(name)

    def init_members(self, t: RecordType) -> tuple[Member, ...]:
        """The members an initialiser list of record `t` initialises, in order (the IR
        record flattens anonymous members and keeps unnamed bit-fields; initialisation
        sees the declaration's own structure)."""
        hit = self._members.get(t.name)
        if hit is None:
            decl = self._decls.get(t.name)
            defn = decl.get_definition() if decl is not None else None
            if defn is not None:
                hit = self._members_of(defn)
            else:  # not lowered from this unit's declarations: the IR fields will do
                rec = self.records.get(t.name)
                hit = tuple(Member(f.name, f.type) for f in rec.fields) if rec else ()
            self._members[t.name] = hit
        return hit

    def _members_of(self, decl: ci.Cursor) -> tuple[Member, ...]:
        out: list[Member] = []
        if self.cxx and is_std_function(decl):  # one item initialises it (`cxxfunction`)
            return (Member("callable", PointerType(I8)),)
        if self.cxx and instance_pattern(decl, self.memo) is not None:  # a template instance
            return tuple(Member(f.spelling, self.lower(f.type))
                         for f in decl.type.get_fields() if f.spelling)
        for c in children(decl):
            if c.kind == CK.CXX_BASE_SPECIFIER and self.cxx:  # C++17 aggregates: bases first
                bt = self.lower(c.type)
                if isinstance(bt, RecordType):
                    out.append(Member(f"base${bt.name}", bt))
            elif c.kind == CK.FIELD_DECL:
                if c.spelling:  # unnamed bit-fields take no initialiser (C11 6.7.9p9)
                    out.append(Member(c.spelling, self.lower(c.type)))
            elif c.kind in _RECORD_KINDS and native.is_anonymous_member(c):
                out.append(Member("", VOID, self._members_of(c), c.kind == CK.UNION_DECL))
        return tuple(out)


# what clang's spelling of a class in an anonymous namespace has (deterministic, unlike a
# closure's or an unnamed class's `(lambda at FILE:L:C)`)
_ANONYMOUS_NS = "(anonymous namespace)"
_METHOD_KINDS = frozenset({CK.CXX_METHOD, CK.CONSTRUCTOR, CK.DESTRUCTOR,
                           CK.CONVERSION_FUNCTION, CK.FUNCTION_TEMPLATE})


def cxx_record_kind(decl: ci.Cursor, kind: RecordKind) -> RecordKind:
    """CLASS for a C++ class or struct with a base or a method (contract point 1)."""
    if kind is RecordKind.UNION:
        return kind
    defn = decl.get_definition()
    if defn is None:
        return kind
    for c in children(defn):
        if c.kind == CK.CXX_BASE_SPECIFIER or c.kind in _METHOD_KINDS:
            return RecordKind.CLASS
    return kind


def _is_virtual_base(spec: ci.Cursor) -> bool:
    return any(t.spelling == "virtual" for t in spec.get_tokens())


def _is_empty(rec: Record | None) -> bool:
    return rec is not None and not rec.fields and rec.size <= 1


def _nv_size(rec: Record | None, records: Mapping[str, Record]) -> int:
    """The end of a record's non-virtual part: its fields and non-virtual bases (their own
    non-virtual parts), without the virtual bases a complete object of it places after."""
    if rec is None:
        return 0
    end = 0
    for f in rec.fields:
        if f.name.startswith(VBASE_FIELD_PREFIX):
            continue
        if f.name.startswith("base$") and isinstance(f.type, RecordType):
            end = max(end, f.offset + _nv_size(records.get(f.type.name), records))
        else:
            end = max(end, f.offset + sizeof(f.type, records))
    return end


def _is_dynamic(rec: Record | None, records: Mapping[str, Record]) -> bool:
    """Has a record a vptr (its own, or a base's: it is polymorphic or has a virtual base)?"""
    if rec is None:
        return False
    for f in rec.fields:
        if f.name == "__vptr" or f.name.startswith(VBASE_FIELD_PREFIX):
            return True
        if f.name.startswith("base$") and isinstance(f.type, RecordType) and \
                _is_dynamic(records.get(f.type.name), records):
            return True
    return False


def _indirect_primary(records: Mapping[str, Record], rec: Record, v: str) -> int | None:
    """Where virtual base `v` already is when it is the primary base of a subobject `rec`
    has placed (its non-virtual bases, and the virtual bases placed before): that
    subobject's offset, which it shares."""
    if not _is_dynamic(records.get(v), records):
        return None
    for cls, at in subobjects(records, rec.name)[1:]:
        sub = records.get(cls)
        f = sub.field(f"{VBASE_FIELD_PREFIX}{v}") if sub is not None else None
        if f is not None and f.offset == 0:
            return at
    return None


class Memo(dict[tuple[str, bytes], Any]):
    """Per-unit answers about class declarations, by question and cursor (`TypeMapper.memo`),
    and the unit's classes by canonical name (`named`: a base of a class template's instance
    that depends on the template's parameters is the class its substituted name names)."""

    def __init__(self, named: Callable[[str], ci.Cursor | None] | None = None) -> None:
        super().__init__()
        self.named = named


class BaseClass(NamedTuple):
    """A direct base of a class: its declaration (None when it could not be told), whether
    it is virtual, its base specifier, and the name it was looked up by (a dependent one)."""

    decl: ci.Cursor | None
    virtual: bool
    spec: ci.Cursor
    name: str = ""


_ANONYMOUS_SCOPE = re.compile(r"\(anonymous namespace\)::")
_TYPE_PARAMETER = re.compile(r"type-parameter-(\d+)-(\d+)")


def class_bases(decl: ci.Cursor, memo: Memo | None = None) -> list[BaseClass]:
    """The direct bases of a class definition, in declaration order. For an instance of a
    class template (`instance_pattern`) the template's base specifiers, a base that depends
    on the template's parameters (`B<T>`, `T`) resolved by substituting the instance's
    template arguments into its canonical spelling (`B<type-parameter-0-0>` -> `B<int>`)
    and asking the unit for the class of that name (`Memo.named`: libclang neither lists
    an implicit instance's bases nor makes a type from a name). A parameter that is not a
    type, or a class the unit never met, leaves the base's declaration None."""
    key = ("bases", bytes(decl))
    if memo is not None and key in memo:
        got: list[BaseClass] = memo[key]
        return got
    pattern = instance_pattern(decl, memo)
    out: list[BaseClass] = []
    for c in children(pattern if pattern is not None else decl):
        if c.kind != CK.CXX_BASE_SPECIFIER:
            continue
        canon = c.type.get_canonical()
        bdecl = canon.get_declaration()
        if bdecl.kind in _RECORD_KINDS and bdecl.get_definition() is not None:
            out.append(BaseClass(bdecl, _is_virtual_base(c), c))
            continue
        spelled = str(canon.spelling)
        if bdecl.kind == CK.CLASS_TEMPLATE:  # (spelled without its scope: `B<...>`)
            scope = scope_prefix(bdecl)
            spelled = spelled if spelled.startswith(scope) else scope + spelled
        name = _substituted(spelled, decl) if pattern is not None else None
        named = memo.named(name) if name and memo is not None and memo.named else None
        out.append(BaseClass(named, _is_virtual_base(c), c, name or ""))
    if memo is not None:
        memo[key] = out
    return out


def _substituted(spelling: str, instance: ci.Cursor) -> str | None:
    """A dependent type's canonical spelling with each `type-parameter-D-I` replaced by the
    I-th template argument of the D-th enclosing class template instance of `instance`
    (outermost first, `instance` itself last); None when one is not a type argument."""
    levels: list[ci.Type] = []
    p: ci.Cursor | None = instance
    while p is not None and p.kind in _RECORD_KINDS:
        if p.type.get_num_template_arguments() > 0:
            levels.append(p.type)
        p = p.semantic_parent
    levels.reverse()
    failed = False

    def argument(m: re.Match[str]) -> str:
        nonlocal failed
        depth, index = int(m.group(1)), int(m.group(2))
        if depth >= len(levels) or index >= levels[depth].get_num_template_arguments():
            failed = True
            return m.group(0)
        arg = levels[depth].get_template_argument_type(index)
        if arg.kind == TK.INVALID:  # a value or template argument
            failed = True
            return m.group(0)
        return str(arg.get_canonical().spelling)

    out = _TYPE_PARAMETER.sub(argument, spelling)
    return None if failed else out


def instance_pattern(decl: ci.Cursor, memo: Memo | None = None) -> ci.Cursor | None:
    """The class template a class is an instance of (None for an ordinary class, or an
    explicit specialization whose members libclang lists)."""
    key = ("pattern", bytes(decl))
    if memo is not None and key in memo:
        got: ci.Cursor | None = memo[key]
        return got
    out = None
    if not any(c.kind == CK.FIELD_DECL or c.kind == CK.CXX_BASE_SPECIFIER
               for c in children(decl)):
        t = ci.conf.lib.clang_getSpecializedCursorTemplate(decl)
        while isinstance(t, ci.Cursor) and t.kind == CK.CLASS_TEMPLATE:
            out = t  # (a member template of an instance: the one it was instantiated from)
            t = ci.conf.lib.clang_getSpecializedCursorTemplate(t)
    if memo is not None:
        memo[key] = out
    return out


def passed_indirectly(t: ci.Type, memo: Memo | None = None) -> bool:
    """Is a class type passed by value as the Itanium C++ ABI passes a class that is not
    trivial for the purposes of calls: a temporary the caller makes and destroys, whose
    address the callee receives? True for a class (not from a system header) with a
    user-provided copy or move constructor or destructor, a virtual method or base, or a
    base or member that is so; a parameter of such a type is a pointer in the IR."""
    t = t.get_canonical()
    while t.kind == TK.CONSTANTARRAY:
        t = t.element_type.get_canonical()
    if t.kind != TK.RECORD:
        return False
    decl = t.get_declaration()
    defn = decl.get_definition() if decl is not None else None
    if defn is None or defn.location.is_in_system_header:
        return False
    key = ("indirect", bytes(defn))
    if memo is not None and key in memo:
        return bool(memo[key])
    if memo is not None:
        memo[key] = False  # (a class cannot contain itself)
    pattern = instance_pattern(defn, memo)
    own = children(pattern if pattern is not None else defn)
    out = is_polymorphic(defn, memo)
    for c in own:
        if out:
            break
        if c.kind == CK.DESTRUCTOR:
            out = not c.is_default_method()
        elif c.kind == CK.CONSTRUCTOR and (c.is_copy_constructor() or c.is_move_constructor()):
            out = not c.is_default_method() and not c.is_deleted_method() and \
                not _implicit_member(c)
    for b in class_bases(defn, memo):
        if out:
            break
        out = b.virtual or (b.decl is not None and passed_indirectly(b.decl.type, memo))
    if not out:
        out = any(passed_indirectly(f.type, memo) for f in t.get_fields())
    if memo is not None:
        memo[key] = out
    return out


#: The type kinds of arrays (whose qualifiers are their elements')
ARRAY_KINDS = frozenset({TK.CONSTANTARRAY, TK.INCOMPLETEARRAY, TK.VARIABLEARRAY,
                         TK.DEPENDENTSIZEDARRAY})


def const_object(t: ci.Type, memo: Memo | None = None) -> bool:
    """Is an object of type t defined `const`, so that nothing may modify it: the type
    itself, or an array's elements (`static const int table[4]`), with no `mutable`
    member anywhere in it?"""
    while t.kind in ARRAY_KINDS:
        t = t.element_type
    return bool(t.is_const_qualified()) and not has_mutable_member(t, memo)


def has_mutable_member(t: ci.Type, memo: Memo | None = None) -> bool:
    """Does a class (or an array of them) have a `mutable` member, in it, in a member or
    in a base: a part a const object's methods may still write?"""
    t = t.get_canonical()
    while t.kind in ARRAY_KINDS:
        t = t.element_type.get_canonical()
    decl = t.get_declaration() if t.kind == TK.RECORD else None
    defn = decl.get_definition() if decl is not None else None
    if defn is None:
        return False
    key = ("mutable", bytes(defn))
    if memo is not None and key in memo:
        return bool(memo[key])
    out = any(f.is_mutable_field() or has_mutable_member(f.type, memo)
              for f in t.get_fields()) or \
        any(b.decl is not None and has_mutable_member(b.decl.type, memo)
            for b in class_bases(defn, memo))
    if memo is not None:
        memo[key] = out
    return out


def _implicit_member(decl: ci.Cursor) -> bool:
    """Is a member function implicitly declared (clang places it at its class's name)?"""
    parent = decl.semantic_parent
    if parent is None:
        return False
    a, b = decl.location, parent.location
    return bool(a.line == b.line and a.column == b.column)


def _own_vptr(decl: ci.Cursor, memo: Memo | None = None) -> bool:
    """Does a polymorphic class need a vptr of its own (its first base is not polymorphic)?"""
    bases = [b.decl for b in class_bases(decl, memo) if b.decl is not None]
    if bases and is_polymorphic(bases[0], memo):
        return False
    pattern = instance_pattern(decl, memo)
    return any(c.kind in (CK.CXX_METHOD, CK.DESTRUCTOR) and c.is_virtual_method()
               for c in children(pattern if pattern is not None else decl)) or \
        any(is_polymorphic(b, memo) for b in bases)


def is_polymorphic(decl: ci.Cursor, memo: Memo | None = None) -> bool:
    """Does a class declare or inherit a virtual method?"""
    key = ("polymorphic", bytes(decl))
    if memo is not None and key in memo:
        return bool(memo[key])
    out = False
    defn = decl.get_definition()
    if defn is not None:
        pattern = instance_pattern(defn, memo)  # a class template's instance: its template
        out = any(c.kind in (CK.CXX_METHOD, CK.DESTRUCTOR) and c.is_virtual_method()
                  for c in children(pattern if pattern is not None else defn)) or \
            any(b.decl is not None and is_polymorphic(b.decl, memo)
                for b in class_bases(defn, memo))
    if memo is not None:
        memo[key] = out
    return out


def ir_field_name(c: ci.Cursor) -> str:
    """The IR name of the FIELD_DECL a member expression refers to."""
    name = str(c.spelling)
    if name:
        return name
    index = 0
    for sib in c.semantic_parent.get_children():
        if sib.kind == CK.FIELD_DECL:
            if sib == c:
                break
            index += 1
    return f"anon${index}"


def is_member_function_pointer(t: Type) -> bool:
    """A C++ pointer to member function: the record `member_function_pointer` names by its
    type (`int (C::*)(int)`)."""
    return isinstance(t, RecordType) and "::*)" in t.name
