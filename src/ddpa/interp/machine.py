"""The interpreter: globals, lazily compiled functions, frames, calls and the run loop.

The run loop keeps C calls off the Python stack: a call node stores the pending call in
`Machine.pend` and returns -1, a return reaches the exit node (id 1); the loop pushes and
pops frames itself, so C recursion depth is bounded by `max_call_depth`, not by Python.
Inside one function the loop is `pc = code[pc](frame)`, counted by the `for` over a range
that ends every `check_every` steps, where the step and time budgets are checked.
Any Python exception a compiled closure raises sends that node to the checked path.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ddpa.interp import libcxx
from ddpa.interp import libfile as _libfile  # noqa: F401  (registers the file models)
from ddpa.interp import libio as _libio  # noqa: F401  (registers the stdio models)
from ddpa.interp import libmath as _libmath  # noqa: F401  (math, float classes, bits)
from ddpa.interp import libopt as _libopt  # noqa: F401  (getopt)
from ddpa.interp import libsys as _libsys  # noqa: F401  (environment, time, setjmp, ...)
from ddpa.interp.checked import Checked
from ddpa.interp.compiled import Compiled as Compiled
from ddpa.interp.errors import CxxThrow, Fault, FaultKind, LongJump, ProgramExit
from ddpa.interp.frame import OWNED, RETVAL, VARARGS, build_layout
from ddpa.interp.host import DEFAULT_CONFIG as DEFAULT_CONFIG
from ddpa.interp.host import DEFAULT_MAX_MEMORY as DEFAULT_MAX_MEMORY
from ddpa.interp.host import Engine as Engine
from ddpa.interp.host import Frame as Frame
from ddpa.interp.host import InterpConfig as InterpConfig
from ddpa.interp.host import Resume as Resume
from ddpa.interp.host import Step as Step
from ddpa.interp.layout import Layout
from ddpa.interp.libc import CallCtx, Library
from ddpa.interp.libsys import SETJMP_NAMES
from ddpa.interp.memory import MemObj, Memory, ObjKind, ObjRef
from ddpa.interp.normalise import runnable
from ddpa.interp.semantics import convert
from ddpa.interp.statics import init_globals
from ddpa.interp.stdio import StdIO
from ddpa.interp.subobjects import Subobjects
from ddpa.interp.values import PTR, UNINIT, code_of, int_bounds, is_aggregate
from ddpa.ir.classes import virtual_bases
from ddpa.ir.cxxabi import (
    BEGIN_CATCH,
    CATCH_MATCH,
    EXCEPTION_SLOT,
    RESUME,
    RETHROW,
    THROW,
    landing_pads,
)
from ddpa.ir.instr import AddrOf, Branch, Call, Copy, Direct, Indirect, Var, Virtual
from ddpa.ir.program import Function, Program
from ddpa.ir.types import FloatType, IntType, PointerType, RecordType

if TYPE_CHECKING:
    from ddpa.interp.hooks import Tracer

log = logging.getLogger(__name__)

#: Library calls are charged one step per this many bytes they read or write.
BYTES_PER_STEP = 64


class Machine:
    """Executes one Program; one Machine is one run (its memory and streams)."""

    def __init__(self, program: Program, config: InterpConfig = DEFAULT_CONFIG,
                 stdin: bytes = b"", tracer: Tracer | None = None) -> None:
        self.program = program
        self.config = config
        self.layout = Layout(program)
        self.mem = Memory(config.max_alloc_bytes, config.max_memory)
        self.mem.meter = self.charge
        self.io = StdIO(stdin, sink=config.output)
        self.lib = Library(self)
        self.tracer = tracer
        self.pend: tuple[str, Sequence[Any], int] | None = None
        self.steps = 0
        self.charged = 0  # steps charged to library calls for the bytes they touched
        self._unclocked = 0  # charged steps since the clock was last read
        self.depth = 0
        self._subobjects: Subobjects | None = None
        self._deadline = 0.0
        self._compiled: dict[str, Compiled] = {}
        self._globals: dict[str, MemObj] = {}
        self._functions: dict[str, MemObj] = {}
        # functions with a body by name -> argument coercion (for compiled indirect calls)
        self.coercers: dict[str, Callable[[Sequence[Any]], Sequence[Any]]] = {
            f.name: self._coercer(f) for f in program.functions.values() if f.has_body}
        if tracer is not None:
            tracer.attach(self)
        init_globals(self, self._globals, self.lib.stream_objs)

    # ---- objects of the program ---------------------------------------------------------

    def global_obj(self, name: str) -> MemObj:
        obj = self._globals.get(name)
        if obj is None:
            raise Fault(FaultKind.UNSUPPORTED, f"reference to unknown global '{name}'")
        return obj

    def function_obj(self, name: str) -> MemObj:
        obj = self._functions.get(name)
        if obj is None:
            fn = self.program.functions.get(name)
            obj = self.mem.new(0, ObjRef(ObjKind.FUNCTION, name, src_name=fn.source_name
                                         if fn is not None else name))
            obj.tag = obj.wtag = None
            obj.dead = "is code"
            obj.func = name
            self._functions[name] = obj
        return obj

    # ---- compilation ----------------------------------------------------------------------

    def compiled(self, name: str) -> Compiled:
        comp = self._compiled.get(name)
        if comp is None:
            comp = self._compile(name)
            self._compiled[name] = comp
        return comp

    def _compile(self, name: str) -> Compiled:
        from ddpa.interp.codegen import compile_checked, compile_function

        fn = runnable(self.program.functions[name])
        fl = build_layout(fn, self.layout)
        comp = Compiled(fn, fl, Checked(self, fl),
                        dead_msg=f"went out of scope when '{fn.source_name}' returned")
        comp.calls_setjmp = any(isinstance(n.instr, Call) and isinstance(n.instr.callee, Direct)
                                and n.instr.callee.name in SETJMP_NAMES for n in fn.nodes)
        if self.config.engine is Engine.CHECKED:
            compile_checked(self, comp)
        else:
            try:
                compile_function(self, comp)
            except Exception:  # a code generator defect must not change the run's outcome
                log.exception("compiling %s failed; it runs on the checked path", name)
                compile_checked(self, comp)
        if self.tracer is not None:
            self.tracer.instrument(comp)
        return comp

    # ---- calls ------------------------------------------------------------------------------

    def function_target(self, p: Any) -> str:
        if p is None:
            raise Fault(FaultKind.BAD_CALL, "call through a null function pointer")
        if p is UNINIT:
            raise Fault(FaultKind.UNINIT, "call through an uninitialised function pointer")
        if not isinstance(p, tuple) or not isinstance(p[0], MemObj):
            raise Fault(FaultKind.BAD_CALL, f"call through a non-pointer value {p!r}")
        obj, off = p
        if obj.ref.kind is not ObjKind.FUNCTION or off != 0:
            raise Fault(FaultKind.BAD_CALL, f"call through a pointer to {obj.ref.describe()},"
                        " which is not a function")
        assert isinstance(obj.func, str)
        return obj.func

    def virtual_target(self, recv: Any, ins: Call) -> tuple[str, Any]:
        """The final overrider a virtual call runs and the `this` it receives: the class is
        the one whose vtable token the receiver's `__vptr` (offset 0) holds, the method
        `records[class].vmethods[key]`, and `this` moves from the receiver's static-class
        subobject to the subobject of the class declaring the overrider (C++ contract 6).
        An object without a vtable token (IR written by hand) dispatches on its allocated
        class, else the static one, going up first bases until the method is found."""
        callee = ins.callee
        assert isinstance(callee, Virtual)
        obj, off = self.mem.deref(recv, 1, False)
        cls = self._vtable_class(obj, off)
        if not cls:  # IR without vptrs: the allocated class, or the static one
            return self._allocated_class_target(obj, callee), recv
        rec = self.program.records.get(cls)
        name = rec.vmethods.get(callee.method) if rec is not None else None
        if name is None or name == "__cxa_pure_virtual":
            raise Fault(FaultKind.BAD_CALL, f"no implementation of virtual method "
                        f"'{callee.method}' for class '{cls}'")
        fn = self.program.functions.get(name)
        owner = fn.params[0].type if fn is not None and fn.params else None
        target = owner.pointee if isinstance(owner, PointerType) else None
        if isinstance(target, RecordType) and target.name != callee.static_class:
            if virtual_bases(self.program.records, cls):
                start, complete = self.complete_object(obj, off, callee.static_class)
                at = self.subobjects.offset_of(complete, target.name, off - start)
                off = start + (at if at is not None else 0)
            else:
                start = off - self._subobject_offset(cls, callee.static_class)
                off = start + self._subobject_offset(cls, target.name)
        return name, (obj, off)

    @property
    def subobjects(self) -> Subobjects:
        if self._subobjects is None:
            self._subobjects = Subobjects(self.program)
        return self._subobjects

    def complete_object(self, obj: MemObj, off: int, cls: str) -> tuple[int, str]:
        """(offset, class) of the complete object whose `cls` subobject is at `off` in
        `obj`: from the object's type, else (untyped storage) from the vtable token at
        `off`, else the subobject itself taken as complete."""
        found = self.subobjects.complete(obj, off, cls)
        if found is not None:
            return found
        token = self._vtable_class(obj, off)
        if token and token != cls:
            at = self.subobjects.offset_of(token, cls, 0)
            if at is not None and at <= off:
                return off - at, token
        return off, cls

    def _vtable_class(self, obj: MemObj, off: int) -> str:
        """The class whose vtable token the pointer at `off` in `obj` holds, or ""."""
        try:
            table = self.mem.load(obj, off, PTR)
        except Fault:
            return ""
        if isinstance(table, tuple) and isinstance(table[0], MemObj) and \
                table[0].ref.name.startswith("vtable:"):
            return table[0].ref.name[len("vtable:"):]
        return ""

    def _allocated_class_target(self, obj: MemObj, callee: Virtual) -> str:
        cls = self._dynamic_class(obj) or callee.static_class
        seen: set[str] = set()
        while cls and cls not in seen:
            seen.add(cls)
            rec = self.program.records.get(cls)
            if rec is None:
                break
            if callee.method in rec.vmethods:
                return rec.vmethods[callee.method]
            cls = rec.bases[0] if rec.bases else ""
        raise Fault(FaultKind.BAD_CALL, f"no implementation of virtual method "
                    f"'{callee.method}' for the receiver's class")

    def _dynamic_class(self, obj: MemObj) -> str:
        site = self.program.alloc_sites.get(obj.ref.site) if obj.ref.site is not None else None
        t = site.type if site is not None else None
        return t.name if isinstance(t, RecordType) else ""

    def _subobject_offset(self, cls: str, base: str) -> int:
        """The offset of the first `base` subobject in an object of class `cls` (0 when
        `base` is `cls` or not found)."""
        return next((o for c, o in self.subobjects.of(cls) if c == base), 0)

    def coerce_args(self, fn: Function, args: Sequence[Any]) -> list[Any]:
        if len(args) < len(fn.params):
            raise Fault(FaultKind.BAD_CALL, f"'{fn.source_name}' called with {len(args)} "
                        f"argument(s) but it has {len(fn.params)} parameter(s)")
        out = []
        for p, a in zip(fn.params, args, strict=False):
            out.append(a if is_aggregate(p.type) or isinstance(a, MemObj)
                       else convert(a, p.type, self.mem))
        if fn.type.variadic:
            out += args[len(fn.params):]
        return out

    def _coercer(self, fn: Function) -> Callable[[Sequence[Any]], Sequence[Any]]:
        """Argument conversion for calls through pointers: values already of the parameter
        types (the usual case) pass as they are, anything else goes through coerce_args."""
        specs: list[Any] = []
        for p in fn.params:
            t = p.type
            specs.append(int_bounds(t) if isinstance(t, IntType) else
                         "p" if isinstance(t, PointerType) else
                         "f" if isinstance(t, FloatType) and t.bits != 32 else "x")
        n = len(specs)
        variadic = fn.type.variadic

        def coerce(args: Sequence[Any]) -> Sequence[Any]:
            if len(args) != n and not (variadic and len(args) > n):
                return self.coerce_args(fn, args)
            for a, spec in zip(args, specs, strict=False):
                if spec == "p":
                    if a is not None and a.__class__ is not tuple:
                        return self.coerce_args(fn, args)
                elif spec == "f" or spec == "x":
                    if spec == "x" or a.__class__ is not float:
                        return self.coerce_args(fn, args)
                elif a.__class__ is not int or not spec[0] <= a <= spec[1]:
                    return self.coerce_args(fn, args)
            return args
        return coerce

    def checked_call(self, chk: Checked, nid: int, ins: Call, f: Frame) -> int:
        args = [chk.read(a, f) for a in ins.args]
        callee = ins.callee
        if isinstance(callee, Direct):
            name = callee.name
        elif isinstance(callee, Indirect):
            name = self.function_target(chk.read(callee.ptr, f))
        else:
            name, this = self.virtual_target(chk.read(callee.receiver, f), ins)
            args = [this, *args]
        target = self.program.functions.get(name)
        if target is not None and target.has_body:
            self.pend = (name, self.coerce_args(target, args), nid)
            return -1
        if name == "__ddpa_unsupported":
            raise Fault(FaultKind.UNSUPPORTED, f"a construct the front end could not lower: "
                        f"'{ins.src or 'unknown'}'")
        rv = self.lib.call(name, args, CallCtx(ins, f, name))
        return chk.resume(nid, f, rv)

    def enter(self, comp: Compiled, args: Sequence[Any]) -> Frame:
        """A fresh frame for `comp` with its parameters bound (the generic frame builder)."""
        fl = comp.fl
        f: Frame = [None, UNINIT, None, None] + [UNINIT] * (fl.nslots - 4)
        owned = []
        for v in fl.in_memory:
            obj = self.mem.new(fl.sizes[v], fl.refs[v])
            f[fl.slot[v]] = obj
            owned.append(obj)
        f[OWNED] = owned or None
        for p, a in zip(comp.fn.params, args, strict=False):
            if p in fl.in_memory:
                obj = f[fl.slot[p]]
                if is_aggregate(p.type):
                    src = a if isinstance(a, MemObj) else self.mem.deref(a, obj.size, False)[0]
                    self.mem.copy(obj, 0, src, 0 if isinstance(a, MemObj) else a[1], obj.size)
                else:
                    self.mem.store(obj, 0, code_of(p.type), a)
            else:
                f[fl.slot[p]] = a
        if comp.fn.type.variadic:
            f[VARARGS] = list(args[len(comp.fn.params):])
        return f

    def call_pointer(self, p: Any, args: list[Any]) -> Any:
        """Call the function `p` designates and run it to completion (library callbacks)."""
        name = self.function_target(p)
        fn = self.program.functions.get(name)
        tr = self.tracer
        if tr is not None and tr.node is not None:  # a callback: the library's call site
            tr.site(tr.calls, tr.node).add(name)
        if fn is None or not fn.has_body:
            return self.lib.call(name, args, CallCtx(Call(None, Direct(name)), [None] * 4, name))
        return self.execute(self.compiled(name), self.coerce_args(fn, args))

    # ---- the run loop -----------------------------------------------------------------------

    def start_clock(self) -> None:
        if self.config.max_seconds is not None:
            self._deadline = time.perf_counter() + self.config.max_seconds

    def _budget(self, n: int) -> int:
        cfg = self.config
        if cfg.max_steps is not None and n + self.charged >= cfg.max_steps:
            raise self._step_fault()
        if cfg.max_seconds is not None and time.perf_counter() > self._deadline:
            raise self._time_fault()
        lim = n + cfg.check_every
        return lim if cfg.max_steps is None else min(lim, cfg.max_steps - self.charged)

    def _step_fault(self) -> Fault:
        extra = f", {self.charged} of them charged to library calls for the bytes they " \
            "touched" if self.charged else ""
        return Fault(FaultKind.STEP_LIMIT, f"step budget of {self.config.max_steps} "
                     f"instructions exhausted{extra} (raise it with --max-steps)")

    def _time_fault(self) -> Fault:
        return Fault(FaultKind.TIME_LIMIT, f"time budget of {self.config.max_seconds:g} s "
                     "exhausted (raise it with --timeout)")

    def charge(self, nbytes: int) -> None:
        """A library call is about to touch `nbytes` bytes: it costs steps, and the step and
        time budgets are checked before the work (not only between instructions)."""
        k = nbytes // BYTES_PER_STEP
        if not k:
            return
        self.charged += k
        cfg = self.config
        if cfg.max_steps is not None and self.steps + self.charged > cfg.max_steps:
            raise self._step_fault()
        self._unclocked += k
        if self._unclocked >= 1024 and cfg.max_seconds is not None:
            self._unclocked = 0
            if time.perf_counter() > self._deadline:
                raise self._time_fault()

    def _locate(self, exc: Fault, comp: Compiled, nid: int) -> Fault:
        if exc.loc is None:
            nodes = comp.fn.nodes
            exc.loc = nodes[nid].loc if 0 <= nid < len(nodes) else comp.fn.loc
            exc.function = comp.fn.name
        return exc

    def _recover(self, exc: Exception, comp: Compiled, pc: int, f: Frame) -> int:
        """A compiled closure gave up on node `pc`: the checked path performs it."""
        if isinstance(exc, Fault):
            raise self._locate(exc, comp, pc)
        if isinstance(exc, ProgramExit):
            raise exc
        slow = comp.slow
        assert slow is not None
        try:
            return slow(pc, f)
        except Fault as e:
            raise self._locate(e, comp, pc) from None
        except (ProgramExit, KeyboardInterrupt):
            raise
        except Exception as e:
            raise self._locate(Fault(FaultKind.INTERNAL, f"{type(e).__name__}: {e}"), comp,
                               pc) from e

    def execute(self, comp: Compiled, args: Sequence[Any]) -> Any:
        """Run `comp` with `args` until it returns; calls nest on an explicit stack.

        The loop's locals (code, frame, pc, step count) are the interpreter's registers,
        which is why the hot part stays in this one function.
        """
        stack: list[tuple[Compiled, Frame, int]] = []
        base_depth = self.depth
        enter = comp.enter
        assert enter is not None
        f = enter(args)
        code = comp.code
        pc = 0
        n = self.steps
        lim = self._budget(n)
        while True:
            start = n
            try:
                for n in range(start, lim):  # noqa: B007  (n is the step counter)
                    pc = code[pc](f)
                    if pc <= 1:
                        break
                else:
                    n = lim
                    self.steps = n
                    lim = self._budget(n)
                    continue
            except Exception as exc:
                self.steps = n
                try:
                    pc = self._recover(exc, comp, pc, f)
                except (LongJump, CxxThrow) as jump:
                    comp, f, pc = self._transfer(jump, comp, f, pc, stack, base_depth)
                    code = comp.code
                if pc > 1:
                    n += 1
                    continue
            except (LongJump, CxxThrow) as jump:
                self.steps = n
                comp, f, pc = self._transfer(jump, comp, f, pc, stack, base_depth)
                code = comp.code
                if pc > 1:
                    n += 1
                    continue
            n += 1
            self.steps = n
            while pc <= 1:
                if pc == 0:  # a call was entered: run the callee from its entry
                    break
                if pc == 1 and not stack:
                    self._leave(comp, f)
                    self.depth = base_depth
                    return f[RETVAL]
                comp, f, pc = (self._return(comp, f, stack) if pc == 1
                               else self._call(comp, f, stack, base_depth))
            code = comp.code

    def _transfer(self, jump: LongJump | CxxThrow, comp: Compiled, f: Frame, pc: int,
                  stack: list[tuple[Compiled, Frame, int]], base_depth: int
                  ) -> tuple[Compiled, Frame, int]:
        if isinstance(jump, LongJump):
            return self._unwind(jump, comp, f, stack, base_depth)
        return self._throw(jump, comp, f, pc, stack, base_depth)

    def _throw(self, thrown: CxxThrow, comp: Compiled, f: Frame, site: int,
               stack: list[tuple[Compiled, Frame, int]], base_depth: int
               ) -> tuple[Compiled, Frame, int]:
        """A C++ exception thrown by the call at node `site`: leave frames until one whose
        current call has a landing pad, and continue there. A throw no handler on the
        stack takes ends the run at once (as g++'s runtime does, without unwinding); from
        inside a library callback the frames outside are not visible, so unwinding goes on
        outward through the library call."""
        exc = thrown.exc
        assert isinstance(exc, libcxx.Thrown)
        if thrown.search and base_depth == 0 and not self._handled(exc, comp, site, stack):
            raise libcxx.uncaught(self.lib, exc)
        while True:
            pad = self._pads(comp).get(site)
            if pad is not None:
                self.depth = base_depth + len(stack)
                return comp, f, pad
            self._leave(comp, f)
            if not stack:
                self.depth = base_depth
                raise CxxThrow(exc, False)
            comp, f, site = stack.pop()

    def _pads(self, comp: Compiled) -> dict[int, int]:
        if comp.pads is None:
            comp.pads = landing_pads(comp.fn)
        return comp.pads

    def _handled(self, exc: libcxx.Thrown, comp: Compiled, site: int,
                 stack: list[tuple[Compiled, Frame, int]]) -> bool:
        """Does a handler on the stack take `exc` (the search phase of unwinding)?"""
        frames = [(comp, site), *((c, s) for c, _, s in reversed(stack))]
        for c, s in frames:
            pad = self._pads(c).get(s)
            if pad is not None and self._pad_catches(c.fn, pad, exc):
                return True
        return False

    def _pad_catches(self, fn: Function, start: int, exc: libcxx.Thrown) -> bool:
        """Follow a landing pad from `start` as it would run for `exc`, without running
        it: True when it reaches a handler (or code whose way it cannot tell), False when
        it resumes unwinding."""
        known: dict[Var, bool] = {}
        tokens: dict[Var, str] = {}
        node = fn.nodes[start]
        for _ in range(len(fn.nodes) + 1):
            ins = node.instr
            if isinstance(ins, Copy) and isinstance(ins.value, Var) and \
                    ins.value.name == EXCEPTION_SLOT:
                known[ins.dst] = True
            elif isinstance(ins, AddrOf) and isinstance(ins.target, Var):
                tokens[ins.dst] = ins.target.name
            elif isinstance(ins, Call) and isinstance(ins.callee, Direct):
                name = ins.callee.name
                if name == BEGIN_CATCH:
                    return True
                if name == CATCH_MATCH and ins.dst is not None:
                    g = self.program.globals.get(tokens.get(ins.args[1], "")) \
                        if isinstance(ins.args[1], Var) else None
                    if g is None:
                        return True
                    known[ins.dst] = libcxx.catch_offset(self.program, exc.type,
                                                         g.type) is not None
                elif name in (RESUME, RETHROW, THROW):
                    return False
            elif isinstance(ins, Branch):
                if not isinstance(ins.cond, Var) or ins.cond not in known:
                    return True
                node = node.succs[0 if known[ins.cond] else 1]
                continue
            if not node.succs:
                return False
            node = node.succs[0]
        return True

    def _unwind(self, jump: LongJump, comp: Compiled, f: Frame,
                stack: list[tuple[Compiled, Frame, int]], base_depth: int
                ) -> tuple[Compiled, Frame, int]:
        """longjmp: leave frames down to the one that called setjmp, whose call then returns
        the jump's value. A frame not on this loop's stack belongs to an outer loop (the
        caller of a library function that called back) or has returned (undefined
        behaviour, reported where the run ends): the jump goes on outward."""
        while f is not jump.frame:
            self._leave(comp, f)
            if not stack:
                self.depth = base_depth
                raise jump
            comp, f, _ = stack.pop()
        self.depth = base_depth + len(stack)
        site = next((n.id for n in comp.fn.nodes if n.instr is jump.instr), None)
        if site is None:
            raise Fault(FaultKind.INTERNAL, "longjmp: the setjmp call is not in its frame's "
                        "function")
        return comp, f, self._resume(comp, site, f, jump.value)

    def _leave(self, comp: Compiled, f: Frame) -> None:
        owned = f[OWNED]
        if owned:
            for o in owned:
                self.mem.kill(o, comp.dead_msg)
        if comp.calls_setjmp:
            self.lib.forget_jumps(f)

    def _return(self, comp: Compiled, f: Frame, stack: list[tuple[Compiled, Frame, int]]
                ) -> tuple[Compiled, Frame, int]:
        """Pop the callee's frame; the caller resumes after its call node."""
        self._leave(comp, f)
        rv = f[RETVAL]
        caller, cf, site = stack.pop()
        self.depth -= 1
        return caller, cf, self._resume(caller, site, cf, rv)

    def _call(self, comp: Compiled, f: Frame, stack: list[tuple[Compiled, Frame, int]],
              base_depth: int) -> tuple[Compiled, Frame, int]:
        """Push a frame for the call `Machine.pend` describes (pc 0: the callee's entry)."""
        pend = self.pend
        assert pend is not None
        name, args, site = pend
        if len(stack) + base_depth >= self.config.max_call_depth:
            raise self._locate(Fault(FaultKind.STACK_LIMIT, "call depth budget of "
                                     f"{self.config.max_call_depth} frames exhausted "
                                     "(unbounded recursion?)"), comp, site)
        stack.append((comp, f, site))
        self.depth = base_depth + len(stack)
        callee = self.compiled(name)
        enter = callee.enter
        assert enter is not None
        try:
            return callee, enter(args), 0
        except Fault as e:
            raise self._locate(e, comp, site) from None

    def _resume(self, comp: Compiled, site: int, f: Frame, rv: Any) -> int:
        try:
            return comp.resume[site](f, rv)
        except Fault as e:
            raise self._locate(e, comp, site) from None
        except ProgramExit:
            raise
        except Exception:
            try:
                return comp.checked.resume(site, f, rv)
            except Fault as e:
                raise self._locate(e, comp, site) from None

    # ---- entry points ----------------------------------------------------------------------

    def call(self, name: str, args: Sequence[Any]) -> Any:
        fn = self.program.functions.get(name)
        if fn is None or not fn.has_body:
            raise Fault(FaultKind.UNSUPPORTED, f"no function '{name}' with a body to run")
        return self.execute(self.compiled(name), self.coerce_args(fn, list(args)))

    def make_string(self, data: bytes, name: str) -> MemObj:
        obj = self.mem.new(len(data) + 1, ObjRef(ObjKind.INPUT, name))
        self.mem.write_bytes(obj, 0, data + b"\0")
        return obj

    def argv(self, argv: Sequence[bytes]) -> tuple[int, Any, Any]:
        """argc, argv and envp for main: strings in writable char arrays, NULL-terminated."""
        arr = self.mem.new(8 * (len(argv) + 1), ObjRef(ObjKind.INPUT, "argv"))
        for i, a in enumerate(argv):
            self.mem.store(arr, 8 * i, PTR, (self.make_string(a, f"argv[{i}]"), 0))
        self.mem.store(arr, 8 * len(argv), PTR, None)
        names = [f"{k}={v}".encode("latin-1") for k, v in self.config.world.env]
        env = self.mem.new(8 * (len(names) + 1), ObjRef(ObjKind.INPUT, "envp"))
        for i, e in enumerate(names):
            self.mem.store(env, 8 * i, PTR, (self.make_string(e, f"envp[{i}]"), 0))
        self.mem.store(env, 8 * len(names), PTR, None)
        return len(argv), (arr, 0), (env, 0)

    def run_main(self, args: Sequence[bytes]) -> int:
        """Run `main` with argv = [program name, *args]; returns the exit status."""
        main = self.program.functions.get("main")
        if main is None or not main.has_body:
            raise Fault(FaultKind.UNSUPPORTED, "the program has no function 'main'")
        argc, argv, envp = self.argv([self.config.program_name.encode(), *args])
        params = [argc, argv, envp][: len(main.params)]
        rv = self.execute(self.compiled("main"), self.coerce_args(main, params))
        self.lib.run_at_exit()
        if rv is UNINIT or rv is None:
            return 0
        return int(rv) & 0xFF
