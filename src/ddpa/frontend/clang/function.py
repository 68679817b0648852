"""Lowering of one C function body: statements, locals, initialisers, the CFG."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import clang.cindex as ci

from ddpa.frontend.clang import cxxcallback, cxxrange, native
from ddpa.frontend.clang.builder import CFGBuilder
from ddpa.frontend.clang.convert import convert_const, integer_promote
from ddpa.frontend.clang.ctypes_map import instance_pattern
from ddpa.frontend.clang.cxxeh import EhLowering, TryScope
from ddpa.frontend.clang.cxxexpr import Destructible, is_implicit, vptr_paths
from ddpa.frontend.clang.cxxfunction import (
    convert_to_function,
    is_function_record,
    store_empty,
)
from ddpa.frontend.clang.cxxlambda import is_lambda_class
from ddpa.frontend.clang.cxxnames import (
    REFERENCE_KINDS,
    class_short_name,
    is_member_function,
    vtable_name,
)
from ddpa.frontend.clang.initlist import Designation, Member, resolve
from ddpa.frontend.clang.lvalue import LValue, MemLV, VarLV
from ddpa.frontend.clang.steps import Lowers, Step, run
from ddpa.frontend.clang.tree import CNode, label_name, strip
from ddpa.ir.classes import VBASE_FIELD_PREFIX, virtual_bases
from ddpa.ir.cxxabi import CXA_ATEXIT, IS_COMPLETE
from ddpa.ir.instr import (
    AddrOf,
    Arith,
    BinOp,
    Branch,
    Call,
    Const,
    Copy,
    Direct,
    FieldAddr,
    FuncRef,
    Instr,
    Loc,
    Operand,
    Return,
    Switch,
    Var,
    VarKind,
)
from ddpa.ir.program import Function, Node, add_edge
from ddpa.ir.types import (
    I32,
    I64,
    U64,
    VOID,
    VOID_PTR,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Record,
    RecordType,
    Type,
    VoidType,
)

if TYPE_CHECKING:
    from ddpa.frontend.clang.unit import UnitLowering

CK = ci.CursorKind
_SRC_MAX = 120
# nodes whose value is their single operand's (parentheses, lvalue-to-rvalue casts)
_VALUE_WRAPPERS = frozenset({CK.PAREN_EXPR, CK.UNEXPOSED_EXPR})
# assembler lines that change no register or memory: padding and code alignment
_NO_OP_ASM = frozenset({"nop", ".p2align", ".align", ".balign"})
_DECAYING = frozenset({ci.TypeKind.CONSTANTARRAY, ci.TypeKind.INCOMPLETEARRAY,
                       ci.TypeKind.VARIABLEARRAY, ci.TypeKind.DEPENDENTSIZEDARRAY,
                       ci.TypeKind.FUNCTIONPROTO, ci.TypeKind.FUNCTIONNOPROTO})
_DECAYED_RESULTS = frozenset({CK.BINARY_OPERATOR, CK.COMPOUND_ASSIGNMENT_OPERATOR,
                              CK.CONDITIONAL_OPERATOR})
InstrT = TypeVar("InstrT", bound=Instr)


class FunctionLowering(EhLowering):
    """Lowers a FUNCTION_DECL with a body into `fn` (statements here, expressions in the
    ExprLowering mixin)."""

    def __init__(self, unit: UnitLowering, fn: Function, decl: ci.Cursor) -> None:
        self.unit = unit
        self.fn = fn
        self.tree = unit.trees.build(decl)
        self.decl = self.tree.root
        self.vars: dict[int, Var] = {}
        self.names: set[str] = set()
        self.ntemps = 0
        self.cur_loc = unit.loc(decl)
        self.cur_src = ""
        self.alloc_of: dict[Var, int] = {}
        self.vlas: set[Var] = set()
        self.breaks: list[Node] = []
        self.continues: list[Node] = []
        self.switches: list[tuple[list[tuple[tuple[int, ...], Node]], list[Node]]] = []
        self.labels: dict[str, Node] = {}
        # labels whose address is taken (GNU `&&l`), each with its value: 1, 2, ... in order
        self.label_values: dict[str, int] = {}
        self.computed_gotos: list[tuple[Node, CNode]] = []
        self.this_var: Var | None = None
        # the base subobject a constructor is building (its virtual bases are not its own)
        self.base_being_built: LValue | None = None
        self.captured: dict[int, LValue] = {}
        self.bound: dict[int, LValue] = {}  # structured bindings: their lvalues
        self.calling_back = False  # writing a library call's calls of the program
        # C++: automatic objects to destroy, per open scope; the scope depth of each
        # enclosing loop or switch (what `break` and `continue` leave)
        self.scopes: list[list[Destructible]] = []
        self.break_depths: list[int] = []
        self.continue_depths: list[int] = []
        # C++ exceptions: the open `try` blocks, the calls that need a landing pad
        self.trys: list[TryScope] = []
        self.throwing: list[tuple[Node, tuple[tuple[int, Destructible], ...],
                                  tuple[TryScope, ...]]] = []
        # no pads while they are built, nor in a destructor (an exception there terminates)
        self.building_pads = self.decl.kind == CK.DESTRUCTOR
        # C++ gotos: (where the jump goes first, the live objects, the label, loc, src)
        self.gotos: list[tuple[Node, tuple[tuple[int, Destructible], ...], str, Loc,
                               str]] = []
        self.label_depths: dict[str, int] = {}
        # the outermost scopes whose objects only an exception destroys (a constructor's
        # complete members and bases); normal exits leave them alone
        self.eh_only = 0
        # the variable every `return` returns (g++'s named return value; False: not yet
        # known) and its entry among the objects to destroy
        self.nrv: int | bool | None = False
        self.nrv_entry: Destructible | None = None
        self.b = CFGBuilder(fn, self.cur_loc)

    def discard(self) -> None:
        """Drop everything once the function is lowered: its cursor tree, and the scopes
        and landing pads whose entries refer back to this object, so that reference
        counting frees them now rather than the cyclic collector later (which would walk
        them with the whole program)."""
        self.__dict__.clear()

    # ---- entry point ----------------------------------------------------------------------

    def lower(self) -> None:
        body = None
        cxx_method = self.unit.cxx and is_member_function(self.decl.cursor)
        if cxx_method:
            this_t = self.fn.type.params[0] if self.fn.type.params else VOID_PTR
            self.this_var = Var(self.unique("this"), this_t, VarKind.FORMAL, self.fn.name,
                                "this")
            self.fn.params.append(self.this_var)
        parms = [c for c in self.decl.kids if c.kind == CK.PARM_DECL]
        if self.unit.cxx and self.decl.cursor.type.kind == ci.TypeKind.FUNCTIONPROTO:
            # a return type naming a function type (`std::function<int(int)> f(int k)`) has
            # parameters of its own among the children, before the function's
            parms = parms[len(parms) - len(native.argument_types(self.decl.cursor.type)):]
        for c in parms:
            self.param(c)
        for c in self.decl.kids:
            if c.kind in (CK.COMPOUND_STMT, CK.CXX_TRY_STMT):  # (a function-try-block)
                body = c
        parent = self.decl.cursor.semantic_parent
        if cxx_method and self.this_var is not None and parent is not None and \
                is_lambda_class(parent):
            self.lambda_prologue(self.this_var, parent)
        self.scopes.append([])  # a destructor's members and bases, destroyed at its end
        if cxx_method and self.decl.kind == CK.CONSTRUCTOR:
            prologue: Lowers[object] = self.constructor_prologue()
            run(prologue)
            self.eh_only = 1  # its members and bases die only by an exception out of it
        if cxx_method and self.decl.kind == CK.DESTRUCTOR:
            self.destructor_epilogue()
            this = self.this_var
            rt = this.type.pointee if this is not None and isinstance(
                this.type, PointerType) else None
            rec = self.unit.program.records.get(rt.name) if isinstance(rt, RecordType) else None
            if this is not None and rec is not None:
                self.cur_loc = self.unit.loc(self.decl.cursor)
                self.store_vptrs(MemLV(this, (), rec.type), rec)
        if body is not None and body.kind == CK.CXX_TRY_STMT:
            special = self.decl.kind in (CK.CONSTRUCTOR, CK.DESTRUCTOR)
            if special and self.decl.kind == CK.CONSTRUCTOR:
                self.warn(body, "the handlers of a constructor's function-try-block do not "
                                "cover its member initialisers")
            block: Lowers[object] = self.try_stmt(body, rethrows=special)
            run(block)
        elif body is not None:
            run(self.stmt(body))
        if self.b.cur is not None:
            self.unwind_to(0)
            self.implicit_return()
        for node, c in self.computed_gotos:
            self.computed_goto_targets(node, c)
        if self.gotos:
            self.scope_gotos()
        if self.throwing:
            self.landing_pads()
        self.b.finish()

    def static_initialisation(self, objects: list[tuple[Var, ci.Cursor]]) -> None:
        """The body of a unit's static initialisation function (`STATIC_INIT`): each
        global of dynamic initialisation (`UnitLowering.initial_value`), in
        declaration order, initialised as a local of its type would be (constructed, or
        its value computed; each initialiser a full expression), then, when it has a
        destructor, that registered with `__cxa_atexit` (run when the program exits, the
        last constructed first)."""
        self.scopes.append([])
        for v, decl in objects:
            d = self.tree.node(decl)
            self.full(d)
            step: Lowers[object] = self.global_object(VarLV(v, (), v.type), d)
            run(step)
        self.unwind_to(0)
        self.implicit_return()
        if self.throwing:
            self.landing_pads()
        self.b.finish()

    def first_pass(self, v: Var, d: CNode) -> Step[None]:
        """A C++ static local of dynamic initialisation: initialised (its destructor
        registered, `global_object`) when control first passes its declaration, as a
        guard variable `<name>$guard` tells."""
        guard = self.unit.guard_variable(v)
        flag = self.temp(guard.type)
        self.emit(Copy(flag, guard))
        first, done = self.b.placeholder(), self.b.placeholder()
        node = self.emit(Branch(flag))
        self.b.branch_to(node, done, first)
        self.b.enter(first)
        yield self.global_object(VarLV(v, (), v.type), d)
        self.emit(Copy(guard, Const(1, guard.type)))
        self.b.jump(done)
        self.b.enter(done)

    def global_object(self, lv: VarLV, d: CNode) -> Step[None]:
        t = lv.type
        init = self.initializer(d)
        self.scopes.append([])  # the initialiser's temporaries
        if native.cursor_type(d.cursor).get_canonical().kind in REFERENCE_KINDS:
            if init is not None:
                self.write(lv, (yield self.bind(init)))
        elif isinstance(t, RecordType):
            yield self.construct(lv, init) if init is not None else self.default_construct(lv)
        elif isinstance(t, ArrayType) and init is None:
            yield self.default_construct_array(lv)
        elif init is not None:
            yield self.initialise(lv, init)
        self.end_full()
        dtor = self.array_destructor(t) if isinstance(t, ArrayType) else \
            self.destructor_of(t)
        if dtor is None:
            return
        fp = PointerType(FunctionType(VOID, (VOID_PTR,)))
        self.unit.declare_external(CXA_ATEXIT, FunctionType(I32, (fp, VOID_PTR, VOID_PTR)))
        f = self.temp(fp)
        self.emit(AddrOf(f, FuncRef(dtor)))
        addr = self.lv_address(lv, None)
        elem = t
        while isinstance(elem, ArrayType):
            elem = elem.elem
        if elem is t:
            obj = self.convert(addr, VOID_PTR)
            self.emit(Call(None, Direct(CXA_ATEXIT), (f, obj, Const(0, VOID_PTR))))
            return
        # an array: each element's destructor registered as it is constructed (in order),
        # so that the last element is destroyed first
        p = self.as_var(self.convert(addr, PointerType(elem)))
        i = self.temp(U64)
        self.emit(Copy(i, Const(0, U64)))
        head, body, out = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        self.b.jump(head)
        self.b.enter(head)
        more = self.arith(BinOp.LT, i, Const(self.size_of(t) // self.size_of(elem), U64),
                          I32, None)
        node = self.emit(Branch(more))
        self.b.branch_to(node, body, out)
        self.b.enter(body)
        at = self.ptr_add(p, i, self.size_of(elem), PointerType(elem), None)
        self.emit(Call(None, Direct(CXA_ATEXIT), (f, self.convert(at, VOID_PTR),
                                                  Const(0, VOID_PTR))))
        self.emit(Arith(i, BinOp.ADD, i, Const(1, U64)))
        self.b.jump(head)
        self.b.enter(out)

    # ---- C++ constructors and destructors ---------------------------------------------------

    def constructor_prologue(self) -> Step[None]:
        """Base constructors (declaration order), then members: each from its initialiser
        in the member-initialiser list, else its default member initialiser, else its
        class's default constructor."""
        this = self.this_var
        assert this is not None and isinstance(this.type, PointerType)
        rt = this.type.pointee
        if not isinstance(rt, RecordType):
            return
        rec = self.unit.program.records.get(rt.name)
        if rec is None:
            return
        bases: dict[str, CNode] = {}
        members: dict[str, CNode] = {}
        pending: tuple[str, str] | None = None
        name_at = self.decl.cursor.location.offset  # (before it: `A<T>::B::B`'s qualifier)
        for k in self.decl.kids:
            if k.kind in (CK.TYPE_REF, CK.TEMPLATE_REF) and \
                    k.cursor.extent.start.offset < name_at:
                pending = None
            elif k.kind == CK.TYPE_REF:
                ref = k.referenced()
                pending = ("base", self.record_of(ref).name) if ref is not None else None
            elif k.kind == CK.MEMBER_REF:
                ref = k.referenced()
                pending = ("member", self.unit.field_symbol(ref)) if ref is not None else None
            elif k.kind == CK.TEMPLATE_REF:  # `B<int>(3)`: the base is the expression's type
                pending = ("base?", "")
            elif k.is_expression and pending == ("base?", ""):
                bt = k.cursor.type.get_canonical()
                pending = None
                if bt.kind == ci.TypeKind.RECORD:
                    bases[self.record_of(bt.get_declaration()).name] = k
            elif k.is_expression and pending is not None:
                (bases if pending[0] == "base" else members)[pending[1]] = k
                pending = None
            else:
                pending = None
        self.cur_loc = self.unit.loc(self.decl.cursor)
        if rt.name in bases:  # a delegating constructor: the other one does it all
            self.scopes.append([])
            yield self.construct(MemLV(this, (), rt), bases[rt.name])
            self.end_full()
            dtor = self.destructor_of(rt)
            if dtor is not None:  # an exception out of the body destroys the object
                self.guard((lambda: this, dtor))
            return
        yield self.construct_members(MemLV(this, (), rt), rec, bases, members, None)

    def default_init(self, lv: LValue) -> Step[None]:
        """What the implicit default constructor of `lv`'s class does, in place (for a base
        subobject, `construct_base`, without the virtual bases)."""
        rt = lv.type
        rec = self.unit.program.records.get(rt.name) if isinstance(rt, RecordType) else None
        complete = lv != self.base_being_built
        self.base_being_built = None
        if rec is not None:
            made = yield self.construct_members(lv, rec, {}, {}, complete)
            for scope, entry in made:
                self.release(scope, entry)

    def construct_members(self, obj: LValue, rec: Record, bases: dict[str, CNode],
                          members: dict[str, CNode], complete: bool | None = True
                          ) -> Step[list[tuple[list[Destructible] | None, Destructible]]]:
        """Virtual bases, bases, `__vptr`s, then members of `obj`, a `rec` object (each
        initialiser a full expression). The virtual bases are constructed when it is a
        complete object (`complete`; None: a constructor's `this`, which asks the runtime,
        `__ddpa_is_complete`), else left to the complete object's class. Each base or
        member with a destructor is guarded once it is complete: an exception out of what
        follows destroys them in reverse order. The guards are returned (a constructor
        keeps them through its body, `eh_only`)."""
        made: list[tuple[list[Destructible] | None, Destructible]] = []
        rt = rec.type
        decl = self.unit.types.declaration(rt.name)
        if decl is not None and not decl.location.is_in_system_header:
            self.unit.class_vtable(decl)  # (a template instance's, first seen here)
        defaults = self.default_member_inits(rt)
        if complete is not False:
            made += yield self.construct_virtual_bases(obj, rec, bases, complete is None)
        fields = [f for f in rec.fields if f.name.startswith("base$")]
        for f in fields + [None] + [f for f in rec.fields if not f.name.startswith(
                ("base$", "__vptr", VBASE_FIELD_PREFIX))]:
            if f is None:  # bases constructed: the object is of this class from here on
                self.store_vptrs(obj, rec)
                continue
            lv: LValue = (VarLV(obj.var, (*obj.path, f.name), f.type) if isinstance(obj, VarLV)
                          else MemLV(obj.ptr, (*obj.path, f.name), f.type))
            if f.name.startswith("base$"):
                yield self.construct_base(lv, bases.get(f.name[len("base$"):]))
                init = None
            else:
                init = members.get(f.name) or defaults.get(f.name)
            if init is not None:
                self.scopes.append([])  # the initialiser's temporaries
                if self.field_is_reference(rt, f.name):
                    self.write(lv, (yield self.bind(init)))
                else:
                    yield self.construct(lv, init)
                self.end_full()
            elif isinstance(f.type, RecordType) and not f.name.startswith("base$"):
                yield self.default_construct(lv)
            elif isinstance(f.type, ArrayType):
                yield self.default_construct_array(lv)
            dtor = self.array_destructor(f.type) if isinstance(f.type, ArrayType) else \
                self.destructor_of(f.type)
            if dtor is not None:  # (a reference member has none)
                entry: Destructible = (functools.partial(self.lv_address, lv, None), dtor)
                made.append((self.guard(entry), entry))
        return made

    def construct_base(self, lv: LValue, init: CNode | None) -> Step[None]:
        """A base subobject, from its initialiser (a full expression) or by its default
        constructor (one done in place leaves the virtual bases alone:
        `base_being_built`)."""
        self.base_being_built = lv
        if init is not None:
            self.scopes.append([])  # the initialiser's temporaries
            yield self.construct(lv, init)
            self.end_full()
        elif isinstance(lv.type, RecordType):
            yield self.default_construct(lv)
        self.base_being_built = None

    def construct_virtual_bases(self, obj: LValue, rec: Record, bases: dict[str, CNode],
                                ask: bool
                                ) -> Step[list[tuple[list[Destructible] | None, Destructible]]]:
        """Every virtual base of a complete `rec` object, in the order C++ gives (depth
        first, left to right, a class after its bases), reached through the runtime; with
        `ask`, only when `__ddpa_is_complete` says the object is complete. Each one with a
        destructor is guarded from then on (with `ask`, for a complete object only)."""
        records = self.unit.program.records
        vbases = virtual_bases(records, rec.name)
        made: list[tuple[list[Destructible] | None, Destructible]] = []
        if not vbases:
            return made
        join = None
        if ask:
            yes, join = self.b.placeholder(), self.b.placeholder()
            self.b.branch_to(self.emit(Branch(self.is_complete(self.lv_address(obj, None)))),
                             yes, join)
            self.b.enter(yes)
        for v in vbases:
            vrec = records.get(v)
            if vrec is not None:
                lv = self.along(obj, (f"{VBASE_FIELD_PREFIX}{v}",), vrec.type)
                yield self.construct_base(lv, bases.get(v))
        if join is not None:
            self.b.jump(join)
            self.b.enter(join)
        for v in vbases:
            vrec = records.get(v)
            dtor = self.destructor_of(vrec.type) if vrec is not None else None
            if vrec is None or dtor is None:
                continue
            entry: Destructible
            if ask and isinstance(obj, MemLV) and not obj.path:
                entry = (functools.partial(self.virtual_base_if_complete, obj.ptr, vrec.type),
                         "?" + dtor)
            else:
                lv = self.along(obj, (f"{VBASE_FIELD_PREFIX}{v}",), vrec.type)
                entry = (functools.partial(self.lv_address, lv, None), dtor)
            made.append((self.guard(entry), entry))
        return made

    def store_vptrs(self, obj: LValue, rec: Record) -> None:
        """`&@"vtable:C"` into every `__vptr` of a polymorphic class C's object (its own,
        its bases' and its virtual bases')."""
        table = self.unit.program.globals.get(vtable_name(rec.name))
        if table is None:
            return
        records = self.unit.program.records
        paths = [(p, False) for p in vptr_paths(records, rec.name)]
        for v in virtual_bases(records, rec.name):
            paths += [((f"{VBASE_FIELD_PREFIX}{v}", *p), True) for p in vptr_paths(records, v)]
        if not paths:
            return
        addr = self.temp(PointerType(table.var.type))
        self.emit(AddrOf(addr, table.var))
        for path, virtual in paths:
            lv = self.along(obj, path, VOID_PTR) if virtual else \
                (VarLV(obj.var, (*obj.path, *path), VOID_PTR) if isinstance(obj, VarLV)
                 else MemLV(obj.ptr, (*obj.path, *path), VOID_PTR))
            self.write(lv, addr)

    def default_member_inits(self, rt: RecordType) -> dict[str, CNode]:
        decl = self.unit.types.declaration(rt.name)
        defn = decl.get_definition() if decl is not None else None
        out: dict[str, CNode] = {}
        for k in self.fields_of(defn):
            if k.kind == CK.FIELD_DECL:
                exprs = [e for e in self.unit.children(k) if e.kind.is_expression()]
                if exprs and "[" in k.type.spelling and _is_bound(k, exprs[-1]):
                    continue  # `char buf[N]`: N is the bound, not an initialiser
                if exprs:
                    out[k.spelling] = self.tree.node(exprs[-1])
        return out

    def fields_of(self, defn: ci.Cursor | None) -> list[ci.Cursor]:
        """The members a class definition declares; for a class template's instance, whose
        cursor lists none, its type's (with the default initialisers instantiated)."""
        if defn is None:
            return []
        kids = [k for k in self.unit.children(defn) if k.kind == CK.FIELD_DECL]
        return kids or list(defn.type.get_fields())

    def field_is_reference(self, rt: RecordType, name: str) -> bool:
        decl = self.unit.types.declaration(rt.name)
        defn = decl.get_definition() if decl is not None else None
        for k in self.fields_of(defn):
            if k.kind == CK.FIELD_DECL and k.spelling == name:
                return bool(k.type.kind in REFERENCE_KINDS)
        return False

    def default_construct(self, lv: LValue) -> Step[None]:
        """A class object's default constructor: the user-declared one, else the implicit
        one in place; a `std::function` is empty."""
        if is_function_record(lv.type):
            store_empty(self, lv)
            return
        decl = self.unit.types.declaration(lv.type.name) \
            if isinstance(lv.type, RecordType) else None
        defn = decl.get_definition() if decl is not None else None
        for k in self.unit.children(defn) if defn is not None else ():
            if k.kind != CK.CONSTRUCTOR or is_implicit(k):
                continue
            defaults = [self.default_argument(p) for p in self.unit.children(k)
                        if p.kind == CK.PARM_DECL]
            if len(defaults) == len(native.argument_types(k.type)) and all(
                    d is not None for d in defaults):  # `C()`, or `C(int i = 0)`
                addr = self.lv_address(lv, None)
                args = yield self.call_args(k, [d for d in defaults if d is not None])
                self.emit(Call(None, Direct(self.unit.function_symbol(k)), (addr, *args)))
                return
        if isinstance(lv.type, RecordType) and defn is not None and \
                defn.location.is_in_system_header and \
                instance_pattern(defn, self.unit.types.memo) is not None:
            # the library's class template: its own constructor (modelled by family in
            # `libmodel_cxx`), not its internals, whose constructors no cursor shows
            name = f"{lv.type.name}::{class_short_name(lv.type.name)}"
            self.unit.declare_external(name, FunctionType(VOID, (PointerType(lv.type),)))
            self.emit(Call(None, Direct(name), (self.lv_address(lv, None),)))
            return
        yield self.default_init(lv)

    def default_argument(self, param: ci.Cursor) -> CNode | None:
        """The default argument of a parameter declaration, if it has one."""
        exprs = [e for e in self.unit.children(param) if e.kind.is_expression()]
        return self.tree.node(exprs[-1]) if exprs else None

    def destructor_epilogue(self) -> None:
        """Members, then bases, destroyed after the destructor's body, in reverse order."""
        this = self.this_var
        assert this is not None and isinstance(this.type, PointerType)
        rt = this.type.pointee
        rec = self.unit.program.records.get(rt.name) if isinstance(rt, RecordType) else None
        if rec is None:
            return
        records = self.unit.program.records
        for v in virtual_bases(records, rec.name):  # last, and by the complete object only
            vrec = records.get(v)
            dtor = self.destructor_of(vrec.type) if vrec is not None else None
            if vrec is not None and dtor is not None:
                self.scopes[0].append((functools.partial(self.virtual_base_if_complete, this,
                                                         vrec.type), "?" + dtor))
        order = [f for f in rec.fields if f.name.startswith("base$")] + \
            [f for f in rec.fields if not f.name.startswith(("base$", VBASE_FIELD_PREFIX))]
        for f in order:
            dtor = self.array_destructor(f.type) if isinstance(f.type, ArrayType) else \
                self.destructor_of(f.type)
            if dtor is not None:
                lv = MemLV(this, (f.name,), f.type)
                self.scopes[0].append((functools.partial(self.lv_address, lv, None), dtor))

    def is_complete(self, obj: Operand) -> Var:
        """`%c = call @__ddpa_is_complete(obj)`: whether `obj` is a complete object."""
        c = self.temp(I32)
        self.unit.declare_external(IS_COMPLETE, FunctionType(I32, (VOID_PTR,)))
        self.emit(Call(c, Direct(IS_COMPLETE), (obj,)))
        return c

    def virtual_base_if_complete(self, this: Var, vt: RecordType) -> Operand:
        """The address of `this`'s virtual base `vt` when `this` is a complete object, else
        null (a destructor leaves the virtual bases of a base subobject to the complete
        object's destructor)."""
        assert isinstance(this.type, PointerType)
        d = self.temp(PointerType(vt))
        yes, no, join = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        self.b.branch_to(self.emit(Branch(self.is_complete(this))), yes, no)
        self.b.enter(yes)
        self.lv_address(self.along(MemLV(this, (), this.type.pointee),
                                   (f"{VBASE_FIELD_PREFIX}{vt.name}",), vt), d)
        self.b.jump(join)
        self.b.enter(no)
        self.emit(Copy(d, convert_const(0, d.type)))
        self.b.jump(join)
        self.b.enter(join)
        return d

    def computed_goto_targets(self, node: Node, c: CNode) -> None:
        """`goto *p` jumps to a label whose address the function takes (GNU C: label
        addresses are only valid in their own function), so the switch on p has a case per
        label value; the last label is the default, where other values, undefined
        behaviour, go too. Without any label address taken, every label is a target."""
        assert isinstance(node.instr, Switch)
        names = list(self.label_values)
        if names:
            targets = [self.labels[n] for n in names]
            cases: tuple[tuple[int, ...], ...] = tuple((self.label_values[n],)
                                                        for n in names[:-1])
        else:  # clang rejects this in C; a label address lowering did not see, if ever
            self.warn(c, "computed goto in a function that takes no label address: every "
                         "label of the function is a possible target")
            targets = list(self.labels.values()) or [self.fn.exit]
            cases = ((),) * (len(targets) - 1)
        node.instr = self.stamp_as(Switch(node.instr.value, cases), node.instr)
        for target in targets:
            add_edge(node, target)

    def param(self, c: CNode) -> None:
        t = self.ty(c)
        i = len(self.fn.params)
        if isinstance(t, ArrayType | FunctionType) and _decays(c):
            # `int m[3][4]` as a parameter is `int (*m)[4]`, `va_list ap` a pointer to a
            # __va_list_tag, `int g(int)` a function pointer (C11 6.7.6.3p7-8)
            if i < len(self.fn.type.params) and isinstance(self.fn.type.params[i], PointerType):
                t = self.fn.type.params[i]
            else:
                t = PointerType(t.elem if isinstance(t, ArrayType) else t)
        name = native.spelling(c.cursor) or f"$arg{len(self.fn.params)}"
        promoted = self.fn.type.params[i] if i < len(self.fn.type.params) else t
        if isinstance(t, RecordType) and promoted == PointerType(t):
            t = promoted  # a class passed indirectly: the address of the caller's object
        if promoted != t and promoted == _promoted(t):
            self.kr_param(c, name, t, promoted)
            return
        v = self.declare(c, name, t, VarKind.FORMAL)
        self.fn.params.append(v)

    def kr_param(self, c: CNode, name: str, t: Type, promoted: Type) -> None:
        """A parameter of a K&R definition declared `char`, `short` or `float`: callers pass
        the promoted value (`int`, `double`: C11 6.5.2.2p6), which the function's type
        says, and the body converts it to the declared type on entry (6.9.1p10). The formal
        has the promoted type; the parameter the body names is a local of the declared type."""
        v = self.declare(c, name, t, VarKind.LOCAL)
        self.fn.locals.append(v)
        formal = Var(self.unique(f"{name}$promoted"), promoted, VarKind.FORMAL, self.fn.name,
                     "")
        self.fn.params.append(formal)
        self.cur_loc, self.cur_src = self.unit.loc(c.cursor), name
        self.emit(Copy(v, formal))

    def implicit_return(self) -> None:
        ret = self.fn.type.ret
        end = self.decl.cursor.extent.end
        self.cur_loc = Loc(self.cur_loc.file, end.line, end.column)
        self.cur_src = "}"
        if self.fn.source_name == "main" and isinstance(ret, IntType):
            self.b.ret(self.stamp(Return(Const(0, ret))))
        else:
            self.b.ret(self.stamp(Return(None)))

    # ---- variables ------------------------------------------------------------------------

    def ty(self, c: CNode) -> Type:
        t = c.ty
        if t is None:
            t = self.unit.types.of_cursor(c.cursor)
            if isinstance(t, ArrayType | FunctionType):
                t = self.decayed_type(c, t)
            c.ty = t
        return t

    def decayed_type(self, c: CNode, t: Type) -> Type:
        """libclang shows clang's DecayedType as the type it decayed from, so a parameter
        declared as an array or a function (`char buf[64]`, `va_list ap`, `int g(int)`)
        keeps that type in the expressions that use it (`buf`, `buf + 1`) and in the
        conversions of arguments to it (`f(p)` converts p to `const char[64]`); their
        values are pointers (C11 6.7.6.3p7-8), so are their types here."""
        k = c.kind
        if k == CK.DECL_REF_EXPR:
            ref = c.referenced()
            if ref is not None and native.kind(ref) == CK.PARM_DECL and \
                    ref.type.get_canonical().kind not in REFERENCE_KINDS:  # (`T (&a)[4]`)
                v = self.vars.get(self.key(ref))
                if v is not None and isinstance(v.type, PointerType):
                    return v.type
            return t
        if k in _VALUE_WRAPPERS:  # a conversion (or parentheses) of a pointer: no array
            if len(c.ops) != 1 or not isinstance(self.ty(c.ops[0]), PointerType):
                return t
        elif not (k in _DECAYED_RESULTS or (k == CK.UNARY_OPERATOR and native.unary_operator(
                c.cursor) in ("post++", "post--", "pre++", "pre--"))):
            return t  # arithmetic, assignment, `?:`: C has no array or function values
        if not _decays(c):  # a complex or vector value, which the IR types as an array
            return t
        return PointerType(t.elem if isinstance(t, ArrayType) else t)

    def key(self, c: ci.Cursor) -> int:
        return native.decl_key(c)

    def declare(self, c: CNode, name: str, t: Type, kind: VarKind) -> Var:
        v = Var(self.unique(name), t, kind, self.fn.name, name)
        self.vars[self.key(c.cursor)] = v
        return v

    def unique(self, name: str) -> str:
        out, n = name, 0
        while out in self.names:
            n += 1
            out = f"{name}${n}"
        self.names.add(out)
        return out

    def new_local(self, name: str, t: Type) -> Var:
        v = Var(self.unique(name), t, VarKind.LOCAL, self.fn.name, "" if "$" in name else name)
        self.fn.locals.append(v)
        return v

    def temp(self, t: Type) -> Var:
        self.ntemps += 1
        v = Var(f"${self.ntemps}", t, VarKind.TEMP, self.fn.name)
        self.fn.temps.append(v)
        return v

    def lookup_var(self, ref: ci.Cursor) -> Var | None:
        k = native.kind(ref)
        if k in (CK.VAR_DECL, CK.PARM_DECL):
            v = self.vars.get(self.key(ref))
            if v is not None:
                return v
            if k == CK.VAR_DECL:
                return self.unit.global_var(ref)
        return None

    def lookup_this(self) -> Var:
        """The object of an implicit `this->f` (C++): the `this` formal; outside a method
        (never in code clang accepts), an unknown pointer from an unknown call."""
        if self.this_var is None:
            self.warn(self.decl, "C++ member access through 'this' is lowered conservatively")
            self.this_var = self.unknown_value(self.decl, VOID_PTR)
        return self.this_var

    def vla_pointer(self, lv: LValue) -> Var | None:
        if isinstance(lv, VarLV) and not lv.path and lv.var in self.vlas:
            return lv.var
        return None

    # ---- emission ------------------------------------------------------------------------

    def stamp(self, instr: InstrT) -> InstrT:
        object.__setattr__(instr, "loc", self.cur_loc)
        object.__setattr__(instr, "src", self.cur_src)
        return instr

    def stamp_as(self, instr: InstrT, like: Instr) -> InstrT:
        object.__setattr__(instr, "loc", like.loc)
        object.__setattr__(instr, "src", like.src)
        return instr

    def emit(self, instr: Instr) -> Node:
        node = self.b.emit(self.stamp(instr))
        if self.unit.cxx and isinstance(instr, Call):
            self.note_call(node, instr.callee)
            if isinstance(instr.callee, Direct) and not self.calling_back and \
                    cxxcallback.calls_back(instr.callee.name):
                self.calling_back = True  # (the loop's own library calls call nothing)
                try:
                    cxxcallback.library_callbacks(self, instr)
                finally:
                    self.calling_back = False
        return node

    def warn(self, c: CNode | None, msg: str) -> None:
        self.unit.warn(c.cursor if c is not None else None, msg)

    def full(self, c: CNode) -> None:
        """Make `c` the statement or full expression the next instructions come from."""
        self.cur_loc, self.cur_src = self.unit.statement(c.cursor, _SRC_MAX)

    def effect(self, c: CNode) -> Lowers[object]:
        """Evaluate `c` for its side effects only (post-increments need no old value)."""
        while True:
            s = strip(c)
            if s.kind == CK.UNARY_OPERATOR:
                op = native.unary_operator(s.cursor)
                if op in ("post++", "post--"):
                    return self.incdec(s.ops[0], "pre" + op[4:], None)
            if s.kind == CK.CSTYLE_CAST_EXPR and isinstance(self.ty(s), VoidType):
                kids = s.ops
                if not kids:
                    return None
                c = kids[-1]
                continue
            if s.kind in (CK.DECL_REF_EXPR, CK.INTEGER_LITERAL):
                return None
            if s.kind == CK.CALL_EXPR:
                return self.call(s, None, discard=True)
            return self.rvalue(c)

    # ---- statements ------------------------------------------------------------------------

    def stmt(self, c: CNode) -> Lowers[object]:
        handler = _STMTS.get(c.kind)
        if handler is not None:
            return handler(self, c)
        if c.is_expression or c.kind == CK.StmtExpr:
            self.full(c)
            if self.unit.cxx:
                return self.full_effect(c)
            return self.effect(c)
        if c.kind == CK.NULL_STMT:
            return None
        self.full(c)
        return self.unsupported(c, None, "statement")

    def full_effect(self, c: CNode) -> Step[None]:
        """C++: the temporaries of a full expression die at its end (a scope of their
        own, `end_full`)."""
        self.scopes.append([])
        yield self.effect(c)
        self.end_full()

    def end_full(self) -> None:
        self.unwind_to(len(self.scopes) - 1)
        self.scopes.pop()

    def asm_stmt(self, c: CNode) -> Step[None]:
        """GNU inline assembly: with a template that is empty (`__asm__("" ::: "memory")`,
        a compiler barrier) or only aligns code it changes no state; any other is an
        unknown call over its operands (outputs by address), which every analysis treats
        soundly."""
        self.full(c)
        if not _no_op_asm(c):
            yield self.unsupported(c, None, "statement")

    def attributed(self, c: CNode) -> Step[None]:
        """A statement with attributes (`__attribute__((fallthrough));`, `[[likely]]`),
        which libclang does not expose: the statement itself."""
        for k in c.kids:
            if not k.kind.is_attribute():
                yield self.stmt(k)

    def compound(self, c: CNode) -> Step[None]:
        if not self.unit.cxx:
            for s in c.kids:
                yield self.stmt(s)
            return
        self.scopes.append([])
        for s in c.kids:
            yield self.stmt(s)
        if self.scopes[-1] and self.b.cur is not None:
            end = c.cursor.extent.end  # the objects die at the closing brace
            self.cur_loc, self.cur_src = Loc(self.cur_loc.file, end.line, end.column), "}"
        self.unwind_to(len(self.scopes) - 1)
        self.scopes.pop()

    def decl_stmt(self, c: CNode) -> Step[None]:
        for d in c.kids:
            if d.kind == CK.VAR_DECL or _is_decomposition(d):
                self.full(d)
                yield self.local_declaration(d)

    def local_declaration(self, d: CNode) -> Lowers[None]:
        """A local variable, or a structured binding's declaration."""
        return self.decomposition(d) if d.kind != CK.VAR_DECL else self.local_decl(d)

    def decomposition(self, d: CNode) -> Step[None]:
        """`auto [a, b] = e;` (`auto &[a, b]`): a hidden variable `$bind` declared and
        initialised as the declaration says, each name then an lvalue in it: an array's
        element, a class's data member in declaration order, `std::pair`'s `first` and
        `second`, `std::array`'s element. A class with the tuple protocol (`get<i>`)
        other than those leaves its names unknown, reported."""
        yield self.local_decl(d, "$bind")
        v = self.vars[self.key(d.cursor)]
        ct = native.cursor_type(d.cursor).get_canonical()
        obj: LValue = MemLV(v, (), v.type.pointee) if ct.kind in REFERENCE_KINDS and \
            isinstance(v.type, PointerType) else VarLV(v, (), v.type)
        names = [k for k in d.kids if k.kind == CK.UNEXPOSED_DECL]
        paths = self.binding_paths(obj.type, ct, len(names))
        if paths is None:
            self.warn(d, f"structured binding of '{obj.type}' (the tuple protocol) is not "
                         "lowered: its names are unknown values")
            return
        for k, path in zip(names, paths, strict=True):
            lv = obj
            for step in path:
                if isinstance(step, int):
                    assert isinstance(lv.type, ArrayType)
                    lv = self.element(lv, step, lv.type.elem)
                else:
                    got = self.subobject(lv, (step,), lv.type)
                    assert got is not None
                    lv = got
            self.bound[self.key(k.cursor)] = lv

    def binding_paths(self, t: Type, ct: ci.Type, n: int
                      ) -> list[tuple[str | int, ...]] | None:
        """Where each of `n` structured bindings of an object of type `t` lies in it (field
        names and element indexes), None for a class with the tuple protocol."""
        if isinstance(t, ArrayType):
            return [(i,) for i in range(n)]
        if not isinstance(t, RecordType):
            return None
        decl = ct.get_pointee() if ct.kind in REFERENCE_KINDS else ct
        decl = decl.get_canonical().get_declaration()
        rec = self.unit.program.records.get(t.name)
        if rec is None:
            return None
        if decl.location.is_in_system_header:
            if t.name.startswith("std::pair<") and n == 2:
                return [("first",), ("second",)]
            if t.name.startswith("std::array<") and rec.field("_M_elems") is not None:
                return [("_M_elems", i) for i in range(n)]
            return None
        if self.unit.has_tuple_protocol(str(decl.type.get_canonical().spelling)):
            return None
        prefix: tuple[str, ...] = ()
        while True:  # (the members are all in one class: this one or a base)
            own = [f.name for f in rec.fields if not f.name.startswith(
                ("base$", "__vptr", VBASE_FIELD_PREFIX))]
            bases = [f for f in rec.fields if f.name.startswith("base$")]
            if own or not bases:
                break
            with_members = [f for f in bases if isinstance(f.type, RecordType)]
            if not with_members:
                break
            base = with_members[0]
            assert isinstance(base.type, RecordType)
            nxt = self.unit.program.records.get(base.type.name)
            if nxt is None:
                break
            prefix, rec = (*prefix, base.name), nxt
        if len(own) != n:
            return None
        return [(*prefix, f) for f in own]

    def initializer(self, d: CNode) -> CNode | None:
        init = native.var_initializer(d.cursor)
        return self.tree.node(init) if init is not None else None

    def local_decl(self, d: CNode, name: str | None = None) -> Step[None]:
        sc = d.cursor.storage_class
        if sc == ci.StorageClass.STATIC:
            v, at_first_pass = self.unit.static_local(self.fn, d.cursor, self.initializer(d),
                                                      self.label_value)
            self.vars[self.key(d.cursor)] = v
            if at_first_pass:
                yield self.first_pass(v, d)
            return
        if sc == ci.StorageClass.EXTERN:
            return  # resolved to the global on use
        ct = native.cursor_type(d.cursor)
        if ct.kind == ci.TypeKind.VARIABLEARRAY:
            yield self.vla_decl(d, ct)
            return
        t = self.ty(d)
        v = self.declare(d, name or native.spelling(d.cursor), t, VarKind.LOCAL)
        self.fn.locals.append(v)
        init = self.initializer(d)
        if self.unit.cxx and ct.kind in REFERENCE_KINDS:
            if init is not None:
                self.emit(Copy(v, (yield self.bind(init))))
            return
        if self.unit.cxx and isinstance(t, RecordType):
            lv = VarLV(v, (), t)
            if init is not None:
                self.scopes.append([])  # the initialiser's temporaries
                yield self.construct(lv, init)
                self.end_full()
            dtor = self.destructor_of(t)
            if dtor is not None and self.scopes:
                entry: Destructible = (lambda: self.lv_address(lv, None), dtor)
                self.scopes[-1].append(entry)
                if self.nrv is not None and self.key(d.cursor) == self.named_return_value():
                    self.nrv_entry = entry  # a return of it does not destroy it
            return
        if init is not None:
            if self.unit.cxx:
                self.scopes.append([])  # the initialiser's temporaries
            yield self.initialise(VarLV(v, (), t), init)
            if self.unit.cxx:
                self.end_full()
        dtor = self.array_destructor(t) if self.unit.cxx and isinstance(t, ArrayType) else None
        if dtor is not None and self.scopes:  # its elements, at the scope's exit
            self.scopes[-1].append((lambda: self.lv_address(VarLV(v, (), t), None), dtor))

    def vla_decl(self, d: CNode, ct: ci.Type) -> Step[None]:
        """`T a[n]` becomes a pointer to a stack allocation of n * sizeof(T) bytes."""
        elem = self.unit.types.lower(ct.element_type)
        v = self.declare(d, native.spelling(d.cursor), PointerType(elem), VarKind.LOCAL)
        self.fn.locals.append(v)
        self.vlas.add(v)
        size_c = [ch for ch in d.ops if ch.is_expression]
        n = (yield self.rvalue(size_c[-1])) if size_c else Const(1, U64)
        n = self.convert(n, U64)
        total = self.arith_size(n, self.size_of(elem))
        raw = self.temp(VOID_PTR)
        self.emit_alloc(raw, "alloca", (total,))
        self.note_alloc_type(raw, v.type)
        self.emit(Copy(v, raw))

    def arith_size(self, n: Operand, size: int) -> Operand:
        if isinstance(n, Const):
            return Const(int(n.value) * size, U64)
        d = self.temp(U64)
        self.emit(Arith(d, BinOp.MUL, n, Const(size, U64)))
        return d

    # ---- initialisers ---------------------------------------------------------------------

    def initialise(self, lv: LValue, init: CNode) -> Step[None]:
        t = lv.type
        s = strip(init) if init.kind != CK.INIT_LIST_EXPR else init
        if self.unit.cxx and isinstance(t, ArrayType) and s.kind == CK.CALL_EXPR:
            ctor = s.referenced()
            if ctor is not None and ctor.kind == CK.CONSTRUCTOR:  # `T a[n];` of a class
                yield self.construct_array(lv, s)
                return
        if self.unit.cxx and is_function_record(t) and self.ty(s) != t:
            # an item of an initialiser list: libclang shows the callable, not the
            # conversion to std::function
            yield convert_to_function(self, lv, init)
            return
        if s.kind == CK.INIT_LIST_EXPR and isinstance(t, ArrayType | RecordType):
            self.zero_fill(lv)
            yield self.init_list(lv, s)
            return
        if s.kind == CK.STRING_LITERAL and isinstance(t, ArrayType):
            self.string_init(lv, s)
            return
        if self.unit.cxx and _undecayed(t, s):  # an array in an initialiser list (`It{a}`)
            addr = self.lv_address((yield self.lvalue(s)), None)
            self.write(lv, self.convert(addr, t))
            return
        if isinstance(lv, VarLV) and not lv.path:
            v = yield self.rvalue(init, lv.var)
            if v != lv.var:
                self.emit(Copy(lv.var, self.convert(v, t)))
            return
        self.write(lv, self.convert((yield self.rvalue(init)), t))

    def zero_fill(self, lv: LValue) -> None:
        """Aggregates with an initialiser list start zeroed (C11 6.7.9p21)."""
        addr = self.lv_address(lv, None)
        size = self.size_of(lv.type)
        self.unit.declare_external("memset", FunctionType(VOID_PTR, (VOID_PTR, I32, U64)))
        self.emit(Call(None, Direct("memset"), (addr, Const(0, I32), Const(size, U64))))

    def init_list(self, lv: LValue, c: CNode) -> Step[None]:
        items = [k for k in c.ops if k.is_expression]
        placements = resolve(lv.type, items, self)
        shared: dict[int, Operand] = {}  # a GNU range's item, evaluated once for all
        for p in placements:
            if _is_zero_init(p.item):
                continue
            path = self.function_prefix(lv.type, p.path)  # (a std::function is one item)
            sub = self.subobject(lv, path, lv.type)
            if sub is None:  # not a subobject of the layout: evaluated, not stored
                self.warn(p.item, "initialiser item has no place in the object's layout")
                yield self.effect(p.item)
                continue
            if self.unit.cxx and isinstance(sub.type, RecordType) and _constructs(p.item):
                yield self.construct(sub, p.item)  # (in place, as the ABI elides the copy)
                continue
            if not path or not sub.type.is_scalar or p.item.kind == CK.INIT_LIST_EXPR or \
                    (self.unit.cxx and _undecayed(sub.type, p.item)):
                yield self.initialise(sub, p.item)
                continue
            value = shared.get(id(p.item))
            if value is None:
                value = shared[id(p.item)] = self.convert((yield self.rvalue(p.item)),
                                                          sub.type)
            self.write(sub, value)

    def function_prefix(self, t: Type, path: Designation) -> Designation:
        """`path` up to a `std::function` it enters (whose fields are the program's own,
        which no initialiser list item initialises one by one)."""
        for i, step in enumerate(path):
            if is_function_record(t):
                return path[:i]
            if isinstance(step, int):
                t = t.elem if isinstance(t, ArrayType) else t
                continue
            rec = self.unit.program.records.get(t.name) if isinstance(t, RecordType) else None
            fld = rec.field(step) if rec is not None else None
            if fld is None:
                return path
            t = fld.type
        return path

    # the InitSource of `resolve`: item types as this function sees them (decayed
    # parameters), the rest from the unit
    def item_type(self, c: CNode) -> Type:
        return self.ty(c)

    def init_members(self, t: RecordType) -> tuple[Member, ...]:
        return self.unit.init_members(t)

    def designator_field(self, c: CNode) -> str | None:
        return self.unit.designator_field(c)

    def designator_index(self, c: CNode) -> int | None:
        return self.unit.designator_index(c)

    def designator_ranges(self, c: CNode) -> list[bool] | None:
        return self.unit.designator_ranges(c)

    def subobject(self, lv: LValue, path: Designation, t: Type) -> LValue | None:
        """The lvalue of the subobject at `path` (field names, array indexes) in `lv`."""
        for step in path:
            if isinstance(step, int):
                if not isinstance(t, ArrayType):
                    return None
                t = t.elem
                lv = self.element(lv, step, t)
                continue
            rec = self.unit.program.records.get(t.name) if isinstance(t, RecordType) else None
            fld = rec.field(step) if rec is not None else None
            if fld is None:
                return None
            t = fld.type
            lv = (VarLV(lv.var, (*lv.path, step), t) if isinstance(lv, VarLV)
                  else MemLV(lv.ptr, (*lv.path, step), t))
        return lv

    def element(self, lv: LValue, i: int, elem: Type) -> LValue:
        ptr = self.temp(PointerType(elem))
        if isinstance(lv, VarLV):
            self.emit(AddrOf(ptr, lv.var, lv.path))
        elif lv.path:
            self.emit(FieldAddr(ptr, lv.ptr, lv.path))
        else:
            self.emit(Copy(ptr, lv.ptr))
        if i == 0:
            return MemLV(ptr, (), elem)
        addr = self.ptr_add(ptr, Const(i, I32), self.size_of(elem), PointerType(elem), None)
        return MemLV(addr, (), elem)

    def string_init(self, lv: LValue, s: CNode) -> None:
        t = lv.type
        assert isinstance(t, ArrayType)
        sv = self.unit.string_literal(s)
        dst = self.lv_address(lv, None)
        src = self.temp(PointerType(sv.type))
        self.emit(AddrOf(src, sv))
        size = self.size_of(t) if t.length is not None else self.size_of(sv.type)
        self.unit.declare_external("memcpy", FunctionType(VOID_PTR, (VOID_PTR, VOID_PTR, U64)))
        self.emit(Call(None, Direct("memcpy"), (dst, src, Const(size, U64))))

    def init_list_value(self, c: CNode, dest: Var | None) -> Step[Operand]:
        """An initialiser list used as a value (scalar `{x}` or a compound literal)."""
        t = self.ty(c)
        if isinstance(t, ArrayType | RecordType):
            tmp = self.new_local("$init", t)
            yield self.initialise(VarLV(tmp, (), t), c)
            return self.copy_into(tmp, dest)
        items = [k for k in c.ops if k.is_expression]
        if not items:
            return convert_const(0, t)
        return self.convert((yield self.rvalue(items[0])), t, dest)

    def stmt_expr(self, c: CNode, dest: Var | None) -> Step[Operand]:
        """GNU `({ ...; e; })`: the statements, then the last expression's value."""
        body = [k for k in c.kids if k.kind == CK.COMPOUND_STMT]
        if not body:
            return (yield self.unsupported(c, dest))
        stmts = body[0].kids
        for s in stmts[:-1]:
            yield self.stmt(s)
        if not stmts:
            return Const(0, I32)
        last = stmts[-1]
        if last.is_expression and not isinstance(self.ty(c), VoidType):
            return (yield self.rvalue(last, dest))
        yield self.stmt(last)
        return Const(0, I32)

    # ---- control flow ----------------------------------------------------------------------

    def statement_head(self, c: CNode) -> tuple[list[CNode], list[CNode]]:
        """The declarations before a C++ `if`, `while` or `switch` condition (an
        init-statement `if (int a = f(); a > 1)`, a condition variable `if (T *p = g())`),
        and the rest of its children."""
        kids = c.kids
        n = 0
        while self.unit.cxx and n < len(kids) and kids[n].kind in (CK.DECL_STMT, CK.VAR_DECL):
            n += 1
        return kids[:n], kids[n:]

    def declare_head(self, head: list[CNode]) -> Step[None]:
        for d in head:
            if d.kind == CK.VAR_DECL:
                self.full(d)
                yield self.local_decl(d)
            else:
                yield self.stmt(d)

    def if_stmt(self, c: CNode) -> Step[None]:
        head, kids = self.statement_head(c)
        if head:  # its variables live until the end of the statement
            self.scopes.append([])
            yield self.declare_head(head)
        cond, then = kids[0], kids[1]
        other = kids[2] if len(kids) > 2 else None
        t, f, join = self.b.placeholder(), self.b.placeholder(), self.b.placeholder()
        self.full(cond)
        yield self.cond(cond, t, f)
        self.b.enter(t)
        yield self.stmt(then)
        self.b.jump(join)
        self.b.enter(f)
        if other is not None:
            yield self.stmt(other)
        self.b.jump(join)
        self.b.enter(join)
        if head:
            self.unwind_to(len(self.scopes) - 1)
            self.scopes.pop()

    def loop(self, cond: CNode | None, body: CNode | None, inc: CNode | None,
             test_first: bool = True, decls: list[CNode] | None = None) -> Step[None]:
        """A loop; `decls` (a `while` condition's variable) are made again before each
        test."""
        head, top, cont, out = (self.b.placeholder() for _ in range(4))
        self.b.jump(head if test_first else top)
        self.b.enter(head)
        if decls:
            yield self.declare_head(decls)
        if cond is not None:
            self.full(cond)
            yield self.cond(cond, top, out)
        else:
            self.b.jump(top)
        self.b.enter(top)
        self.breaks.append(out)
        self.continues.append(cont)
        self.break_depths.append(len(self.scopes))
        self.continue_depths.append(len(self.scopes))
        if body is not None:
            yield self.stmt(body)
        self.breaks.pop()
        self.continues.pop()
        self.break_depths.pop()
        self.continue_depths.pop()
        self.b.enter(cont)
        if inc is not None:
            self.full(inc)
            yield self.effect(inc)
        self.b.jump(head)
        self.b.enter(out)

    def while_stmt(self, c: CNode) -> Step[None]:
        head, kids = self.statement_head(c)
        if any(self.destructor_of(self.ty(d)) is not None for d in head):
            self.warn(head[0], "the object a while condition declares is destroyed when the "
                               "loop ends, not after each test")
        if head:
            self.scopes.append([])
        yield self.loop(kids[0], kids[-1], None, decls=head)
        if head:
            self.unwind_to(len(self.scopes) - 1)
            self.scopes.pop()

    def do_stmt(self, c: CNode) -> Lowers[None]:
        kids = c.kids
        return self.loop(kids[-1], kids[0], None, test_first=False)

    def for_stmt(self, c: CNode) -> Step[None]:
        init, cond, inc, body = self.unit.for_parts(c)
        if init is not None:
            yield self.stmt(init)
        yield self.loop(cond, body, inc)

    def range_for(self, c: CNode) -> Step[None]:
        """`for (decl : range) body` as C++ defines it (`cxxrange`): `__range` and
        `__begin` declared as clang declares them, `__end`, the test `__begin != __end`
        and the step `++__begin` made here, and the loop variable declared anew (and
        destroyed) in each iteration."""
        kids = c.kids
        self.full(c)
        imp = cxxrange.implicit_declarations(kids[0].cursor) if len(kids) >= 3 and (
            kids[0].kind == CK.VAR_DECL or _is_decomposition(kids[0])) else None
        if imp is None:
            yield self.unsupported(c, None, "statement")
            return
        self.scopes.append([])  # `__range` (and a temporary it extends), `__begin`, `__end`
        for d in (imp.range, imp.begin):
            yield self.local_decl(self.tree.node(d))
        begin = self.vars[self.key(imp.begin)]
        it = VarLV(begin, (), begin.type)
        callee = cxxrange.begin_callee(imp.begin)
        ops = self.unit.range_operations(imp, callee) if callee is not None else None
        end = self.range_end(imp, it, ops, callee is None)
        if end is None:
            what = self.ty(kids[1])
            self.warn(c, f"range-based for over '{what}': its end, test or step was not "
                         "found; lowered with an unknown test and step")
            ops = end = None
        head, top, cont, out = (self.b.placeholder() for _ in range(4))
        self.b.jump(head)
        self.b.enter(head)
        self.range_test(it, end, ops, top, out)
        self.b.enter(top)
        self.breaks.append(out)
        self.continues.append(cont)
        self.break_depths.append(len(self.scopes))
        self.continue_depths.append(len(self.scopes))
        self.scopes.append([])  # the loop variable, made and destroyed in each iteration
        self.full(kids[0])
        yield self.local_declaration(kids[0])
        yield self.stmt(kids[-1])
        self.unwind_to(len(self.scopes) - 1)
        self.scopes.pop()
        self.breaks.pop()
        self.continues.pop()
        self.break_depths.pop()
        self.continue_depths.pop()
        self.b.enter(cont)
        self.full(c)
        if end is None:
            self.unknown_external([self.lv_address(it, None)], None)
        elif ops is None or ops.advance is None:
            assert isinstance(begin.type, PointerType)
            self.ptr_add(begin, Const(1, I64), self.elem_size(begin.type), begin.type, begin)
        else:
            self.call_on(ops.advance, [it])
        self.b.jump(head)
        self.b.enter(out)
        self.unwind_to(len(self.scopes) - 1)
        self.scopes.pop()

    def range_end(self, imp: cxxrange.Implicit, it: VarLV, ops: cxxrange.Operations | None,
                  array: bool) -> LValue | None:
        """`__end` of a range-based `for`: past the last element of an array (`array`: no
        `begin` called), or what the range's `end` returns (None when that is not known)."""
        t = it.type
        if ops is None:
            rt = imp.range.type.get_canonical()
            rt = rt.get_pointee().get_canonical() if rt.kind in REFERENCE_KINDS else rt
            n = rt.get_array_size() if rt.kind == ci.TypeKind.CONSTANTARRAY else -1
            if not array or not isinstance(t, PointerType) or n < 0:
                return None
            v = self.new_local("$end", t)
            self.ptr_add(it.var, Const(n, I64), self.elem_size(t), t, v)
            return VarLV(v, (), t)
        rng = self.vars[self.key(imp.range)]
        obj: LValue = MemLV(rng, (), rng.type.pointee) if isinstance(rng.type, PointerType) \
            and imp.range.type.get_canonical().kind in REFERENCE_KINDS else VarLV(rng, (),
                                                                                 rng.type)
        ret = self.unit.program.functions[self.unit.function_symbol(ops.end)].type.ret
        ref = ops.end.result_type.get_canonical().kind in REFERENCE_KINDS
        if ref and isinstance(ret, PointerType):
            got = self.call_on(ops.end, [obj])
            assert isinstance(got, Var)
            return MemLV(got, (), ret.pointee)
        v = self.new_local("$end", ret)
        self.call_on(ops.end, [obj], v)
        return VarLV(v, (), ret)

    def range_test(self, it: VarLV, end: LValue | None, ops: cxxrange.Operations | None,
                   top: Node, out: Node) -> None:
        """`__begin != __end`, branching to the body (`top`) or past the loop (`out`); an
        unknown test when the operations are not known (`end` None)."""
        if end is None:
            v: Operand | None = self.unknown_external([self.lv_address(it, None)], I32)
        elif ops is None or ops.differ is None:
            v = self.arith(BinOp.NE, self.read(it, None), self.read(end, None), I32, None)
        else:
            v = self.call_on(ops.differ, [it, end])
            if ops.negate:
                top, out = out, top
        if v is None or isinstance(v.type, RecordType):  # (a test of no scalar value)
            v = self.unknown_external([], I32)
        assert v is not None
        node = self.emit(Branch(v))
        self.b.branch_to(node, top, out)

    def switch_stmt(self, c: CNode) -> Step[None]:
        head, kids = self.statement_head(c)
        if head:  # its variables live until the end of the statement
            self.scopes.append([])
            yield self.declare_head(head)
        yield self.switch_body(kids[-2], kids[-1])
        if head:
            self.unwind_to(len(self.scopes) - 1)
            self.scopes.pop()

    def switch_body(self, cond: CNode, body: CNode) -> Step[None]:
        self.full(cond)
        value = yield self.rvalue(cond)
        node = self.emit(Switch(value, ()))
        self.b.cur = None
        out = self.b.placeholder()
        cases: list[tuple[tuple[int, ...], Node]] = []
        default: list[Node] = []
        self.switches.append((cases, default))
        self.breaks.append(out)
        self.break_depths.append(len(self.scopes))
        yield self.stmt(body)
        self.breaks.pop()
        self.break_depths.pop()
        self.switches.pop()
        self.b.jump(out)
        node.instr = self.stamp_as(Switch(value, tuple(vals for vals, _ in cases)), node.instr)
        for _, target in cases:
            add_edge(node, target)
        add_edge(node, default[0] if default else out)
        self.b.enter(out)

    def case_stmt(self, c: CNode) -> Step[None]:
        kids = c.kids
        label = self.b.placeholder()
        self.b.enter(label)
        if not self.switches:
            self.warn(c, "case label outside a switch")
        else:
            self.switches[-1][0].append((self.case_values(c, kids), label))
        yield self.stmt(kids[-1])

    def case_values(self, c: CNode, kids: list[CNode]) -> tuple[int, ...]:
        vals = [native.evaluate(k.cursor) for k in kids[:-1]]
        nums = [int(v.value) for v in vals if v is not None and isinstance(v.value, int)]
        if len(nums) == 2 and 0 <= nums[1] - nums[0] <= 4096:  # GNU `case lo ... hi:`
            return tuple(range(nums[0], nums[1] + 1))
        if len(nums) != 1:
            self.warn(c, "case label value could not be folded; label treated as unreachable")
            return ()
        return (nums[0],)

    def default_stmt(self, c: CNode) -> Step[None]:
        label = self.b.placeholder()
        self.b.enter(label)
        if self.switches:
            self.switches[-1][1].append(label)
        yield self.stmt(c.kids[-1])

    def jump_to(self, stack: list[Node], c: CNode, what: str) -> None:
        if not stack:
            self.warn(c, f"'{what}' outside a loop or switch")
            return
        depths = self.break_depths if stack is self.breaks else self.continue_depths
        if depths:
            self.unwind_to(depths[-1])
        self.b.jump(stack[-1])

    def return_stmt(self, c: CNode) -> Step[None]:
        self.full(c)
        kids = [k for k in c.kids if k.is_expression or
                k.kind == CK.StmtExpr]
        ret_t = self.fn.type.ret
        if not kids:
            self.unwind_to(0)
            self.b.ret(self.stamp(Return(None)))
            return
        if isinstance(ret_t, VoidType):
            yield self.effect(kids[0])
            self.unwind_to(0)
            self.b.ret(self.stamp(Return(None)))
            return
        if self.unit.cxx and isinstance(ret_t, RecordType) and \
                not self.returns_reference(self.decl.cursor):
            yield self.return_object(kids[0], ret_t)
            return
        if self.unit.cxx and self.returns_reference(self.decl.cursor):
            v = yield self.bind(kids[0])
        elif self.unit.cxx and isinstance(ret_t, RecordType) and \
                self.destructor_of(ret_t) is not None:
            # the returned object is constructed in place (as g++ does), not a temporary
            # the function's end would destroy
            v = self.new_local("$ret", ret_t)
            yield self.construct(VarLV(v, (), ret_t), kids[0])
        else:
            v = self.convert((yield self.rvalue(kids[0])), ret_t)
        if self.unit.cxx and any(self.scopes) and isinstance(v, Var) and \
                v.kind is not VarKind.TEMP:
            kept = self.temp(v.type)  # the value, before destructors may change it
            self.emit(Copy(kept, v))
            v = kept
        self.unwind_to(0)
        self.b.ret(self.stamp(Return(v)))

    def return_object(self, e: CNode, t: RecordType) -> Step[None]:
        """C++ `return e;` of a class: the returned variable itself when the function
        always returns the same local variable (g++'s named return value: no copy, and the
        return does not destroy it), else the object constructed from `e` in place (its
        temporaries die first); the caller owns the value returned."""
        var = self.returned_variable(e)
        if var is not None and self.key(var) == self.named_return_value():
            v = self.vars[self.key(var)]
            kept = self.temp(t)
            self.emit(Copy(kept, v))
            self.unwind_to(0, keep=self.nrv_entry)
            self.b.ret(self.stamp(Return(kept)))
            return
        tmp = self.new_local("$ret", t)
        self.scopes.append([])
        yield self.construct(VarLV(tmp, (), t), e)
        self.end_full()
        kept = self.temp(t)
        self.emit(Copy(kept, tmp))
        self.unwind_to(0)
        self.b.ret(self.stamp(Return(kept)))

    def returned_variable(self, e: CNode) -> ci.Cursor | None:
        """The local variable `return e;` returns as it is (through the copy or move
        construction clang shows), of the function's class type; None for another `e`."""
        s = strip(e)
        while s.kind == CK.CALL_EXPR and len(s.ops) == 1:
            ctor = s.referenced()
            if ctor is not None and not (ctor.kind == CK.CONSTRUCTOR and (
                    ctor.is_copy_constructor() or ctor.is_move_constructor())):
                return None
            s = strip(s.ops[0])
        ref = s.referenced() if s.kind == CK.DECL_REF_EXPR else None
        if ref is None or native.kind(ref) != CK.VAR_DECL or ref.storage_class in (
                ci.StorageClass.STATIC, ci.StorageClass.EXTERN) or \
                ref.type.is_volatile_qualified() or self.key(ref) not in self.vars:
            return None
        ret = self.decl.cursor.result_type.get_canonical()
        if ref.type.get_canonical().get_declaration() != ret.get_declaration():
            return None
        return ref

    def named_return_value(self) -> int | None:
        """The variable every `return` of the function returns (its cursor's key), which
        g++ constructs in the caller's object (the named return value); None when the
        returns differ. Computed once, over the body outside lambdas and local classes."""
        if self.nrv is not False:
            return self.nrv
        if not isinstance(self.fn.type.ret, RecordType):
            self.nrv = None
            return None
        found: set[int | None] = set()
        todo = [self.decl]
        while todo:
            n = todo.pop()
            if n.kind in (CK.LAMBDA_EXPR, CK.CLASS_DECL, CK.STRUCT_DECL, CK.CXX_CATCH_STMT):
                continue
            if n.kind == CK.RETURN_STMT:
                exprs = [k for k in n.kids if k.is_expression]
                var = self.returned_variable(exprs[0]) if exprs else None
                found.add(self.key(var) if var is not None else None)
                continue
            todo.extend(n.kids)
        self.nrv = next(iter(found)) if len(found) == 1 else None
        return self.nrv

    def label(self, name: str) -> Node:
        node = self.labels.get(name)
        if node is None:
            node = self.labels[name] = self.b.placeholder()
        return node

    def label_stmt(self, c: CNode) -> Step[None]:
        self.b.enter(self.label(c.cursor.spelling))
        self.label_depths[c.cursor.spelling] = len(self.scopes)
        kids = c.kids
        if kids:
            yield self.stmt(kids[-1])

    def goto_stmt(self, c: CNode) -> None:
        refs = [k for k in c.kids if k.kind == CK.LABEL_REF]
        name = refs[0].cursor.spelling if refs else c.cursor.spelling
        if self.unit.cxx and any(self.scopes) and self.b.cur is not None:
            # C++: the objects of the scopes the jump leaves die first; which scopes is
            # known once the label is seen (`scope_gotos`)
            stub = self.b.placeholder()
            live = tuple((d, e) for d, scope in enumerate(self.scopes) for e in scope)
            self.gotos.append((stub, live, name, self.cur_loc, self.cur_src))
            self.b.jump(stub)
            return
        self.b.jump(self.label(name))

    def scope_gotos(self) -> None:
        """The destructor calls on the way of each C++ `goto` out of scopes."""
        for stub, live, name, loc, src in self.gotos:
            self.cur_loc, self.cur_src = loc, src
            depth = max(self.label_depths.get(name, 0), self.eh_only)
            self.b.cur = stub
            self.run_destructors([e for d, e in live if d >= depth])
            self.b.jump(self.label(name))

    def indirect_goto(self, c: CNode) -> Step[None]:
        """`goto *p`: a switch on p whose successors are the labels whose address the
        function takes (filled in at the end of the function, when all are known)."""
        self.full(c)
        kids = [k for k in c.kids if k.is_expression]
        value = (yield self.rvalue(kids[0])) if kids else Const(0, I32)
        if isinstance(value.type, PointerType):  # label values are compared as integers
            value = self.convert(value, U64)
        node = self.emit(Switch(value, ()))
        self.b.cur = None
        self.computed_gotos.append((node, c))

    def label_value(self, name: str) -> int:
        """The value of GNU `&&name`: a small nonzero number per label of the function,
        which only computed gotos use (a label address points to no object)."""
        value = self.label_values.get(name)
        if value is None:
            value = self.label_values[name] = len(self.label_values) + 1
            self.label(name)
        return value

    def label_address(self, c: CNode, dest: Var | None) -> Operand:
        return self.convert(Const(self.label_value(label_name(c)), U64), self.ty(c), dest)


def _no_op_asm(c: CNode) -> bool:
    """Does an asm statement's template only align or pad code (empty, `nop`,
    `.p2align 5`)? Read from its tokens: libclang 18 has no accessor for the template."""
    toks = [t.spelling for t in c.cursor.get_tokens()]
    if "(" not in toks:
        return False
    text = []
    for t in toks[toks.index("(") + 1:]:
        if not t.startswith('"'):
            break
        text.append(t[1:-1])
    if not text:
        return False
    lines = "".join(text).replace("\\n", "\n").replace("\\t", " ").replace(";", "\n")
    return all(not line.split() or line.split()[0] in _NO_OP_ASM for line in lines.split("\n"))


def _decays(c: CNode) -> bool:
    """Is `c`'s clang type an array or a function (not a vector or complex type, which
    the IR approximates by arrays)?"""
    return native.cursor_type(c.cursor).get_canonical().kind in _DECAYING


def _is_decomposition(d: CNode) -> bool:
    """Is `d` a structured binding's declaration (libclang: an unexposed declaration whose
    spelling lists the names, `[a, b]`)?"""
    return d.kind == CK.UNEXPOSED_DECL and native.spelling(d.cursor).startswith("[")


def _constructs(c: CNode) -> bool:
    """Is `c` (an initialiser list's item) a constructor call, `T(args)`?"""
    s = strip(c)
    while s.kind == CK.CXX_FUNCTIONAL_CAST_EXPR and len(s.ops) == 1:
        s = strip(s.ops[0])
    ref = s.referenced() if s.kind == CK.CALL_EXPR else None
    return ref is not None and ref.kind == CK.CONSTRUCTOR


def _undecayed(t: Type, c: CNode) -> bool:
    """Is `c` an array (not a vector or complex value) initialising a pointer without the
    decay showing (an initialiser list's item in C++: `It{a}`)?"""
    return isinstance(t, PointerType) and c.is_expression and c.kind != CK.UNEXPOSED_EXPR \
        and native.cursor_type(c.cursor).get_canonical().kind == ci.TypeKind.CONSTANTARRAY


def _is_bound(field: ci.Cursor, e: ci.Cursor) -> bool:
    """Is expression `e` below a member's declaration an array bound (`char buf[N]`,
    `int (*p)[4]`) rather than its default initialiser: does a `[` come right before it?"""
    start = e.extent.start.offset
    prev = None
    for tok in field.get_tokens():
        if tok.extent.start.offset == start:
            return prev == "["
        prev = tok.spelling
    return e.type.get_canonical().kind not in _DECAYING  # (not found: by its type)


def _is_zero_init(c: CNode) -> bool:
    return c.kind == CK.UNEXPOSED_EXPR and not c.kids


_STMTS: dict[ci.CursorKind, Callable[[FunctionLowering, CNode], Lowers[object]]] = {
    CK.COMPOUND_STMT: FunctionLowering.compound,
    CK.DECL_STMT: FunctionLowering.decl_stmt,
    CK.IF_STMT: FunctionLowering.if_stmt,
    CK.WHILE_STMT: FunctionLowering.while_stmt,
    CK.DO_STMT: FunctionLowering.do_stmt,
    CK.FOR_STMT: FunctionLowering.for_stmt,
    CK.SWITCH_STMT: FunctionLowering.switch_stmt,
    CK.CASE_STMT: FunctionLowering.case_stmt,
    CK.DEFAULT_STMT: FunctionLowering.default_stmt,
    CK.BREAK_STMT: lambda s, c: s.jump_to(s.breaks, c, "break"),
    CK.CONTINUE_STMT: lambda s, c: s.jump_to(s.continues, c, "continue"),
    CK.RETURN_STMT: FunctionLowering.return_stmt,
    CK.LABEL_STMT: FunctionLowering.label_stmt,
    CK.GOTO_STMT: FunctionLowering.goto_stmt,
    CK.INDIRECT_GOTO_STMT: FunctionLowering.indirect_goto,
    CK.NULL_STMT: lambda s, c: None,
    CK.UNEXPOSED_STMT: FunctionLowering.attributed,
    CK.ASM_STMT: FunctionLowering.asm_stmt,
    CK.CXX_TRY_STMT: FunctionLowering.try_stmt,
    CK.CXX_FOR_RANGE_STMT: FunctionLowering.range_for,
    CK.DECL_REF_EXPR: lambda s, c: None,
}

__all__ = ["FunctionLowering"]


def _promoted(t: Type) -> Type:
    """The default argument promotion of a parameter type (C11 6.5.2.2p6)."""
    if isinstance(t, FloatType) and t.bits == 32:
        return FloatType(64)
    return integer_promote(t)
