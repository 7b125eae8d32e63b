"""eagle's fast path: a cache of the general path's decisions (issue 11).

:meth:`LoadedVector._call <eagle.loaded.LoadedVector>` (the general path) checks every argument
and decides how a call runs. When a call it ran can be replayed, it records a :class:`Route`
under the call's key (:meth:`FastPaths.record`):

- device calls: every array a C-contiguous device array of one framework whose row in the
  framework table has a :class:`~eagle.interop._frameworks.FastSpec` (cupy, torch), that
  framework launching and receiving the results, on the current context, with no output or
  every output supplied (``out=`` or by name);
- DLPack producers (rows with ``fast_import``: Warp, any ``__dlpack__`` object): every array of
  one producer type on CUDA, inputs only, the outputs new cupy arrays; each array is imported
  again per call (:func:`~eagle.interop._frameworks.import_dlpack`, the general path's import)
  and held until the launch has run (``KeepAlive``), as the general path does;
- host calls bound for CUDA: every array a C-contiguous numpy array, eagle allocating the
  outputs, all of them within :data:`STAGING_LIMIT`.

The key is the call form and, per array, what the row's key expression reads: dtype, shape,
strides, device (and torch's ``requires_grad``). The route holds what the general path
prepared: the ``CUfunction`` and its context, grid, block and shared memory, the length
parameters' values, the outputs to allocate and each array's size in bytes. The stream is not
in the key: the route launches on the launching framework's current stream, read every call.

Per call, the entry generated for the kernel (a function with the kernel's own keyword
parameters, its parameters unrolled: no loops over parameter tables, as ``dataclasses``
generates its methods) reads the key, finds the route and replays it: pointers, new outputs,
scalars (:func:`~eagle.loaded._plan.convert_scalar`, the general path's own), the row's current
stream, one ``cuLaunchKernel``. For cupy arrays passed again (the same objects, their shapes
unchanged: :attr:`FastSpec.stable`) the last call's key, pointers and overlap checks are reused;
weak references, so the cache keeps no array alive. What a key cannot hold is checked per call:
the current context is the route's, no array the kernel writes shares bytes with another
argument, no output is given twice. A call with no route, or failing a check, takes the general
path, which decides, records, or raises naming the fault. Rules about dtypes, shapes, autograd
and which framework launches and receives the result therefore live in the general path alone.
"""

from __future__ import annotations

import ctypes
import functools
import keyword
import sys
import threading
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from eagle.interop._frameworks import BY_NAME, FastSpec, Framework, import_dlpack

from . import _cuda, _transfers
from ._plan import Plan, convert_scalar
from ._signature import Role, Signature

MISS: Any = object()
_NO: Any = object()  # a keyword argument the call did not give

# Host arrays up to this many bytes in all go through a page-locked staging buffer: pinned
# transfers start sooner than pageable ones, which the driver stages itself (CUDA runtime API,
# "API synchronization behavior"). Larger calls take the general path's copies.
STAGING_LIMIT = 4 << 20

# Routes kept per kernel and form; beyond it new keys are not recorded (the general path runs).
MAX_ROUTES = 256


@dataclass(frozen=True, slots=True)
class Route:
    """What the general path prepared for one key (see the module's docstring).

    Attributes:
        ctx: the ``CUcontext`` current when it was recorded; ``function`` belongs to it.
        launch: ``cuLaunchKernel`` with the function, grid, block and shared bytes bound; called
            with the stream, the packed parameter array and 0.
        run: the grid has blocks (a zero-size launch runs nothing).
        lengths: the length parameters' values, in PTX order.
        empty: (shape, the framework's dtype object) of each output to allocate, in signature
            order of the ``out`` parameters.
        sizes: bytes of each array argument, in key order (inputs, then supplied outputs).
        device: the device index.
        plan: the general path's launch plan (host routes use its output shapes).
    """

    ctx: int
    launch: Callable[..., Any]
    run: bool
    lengths: tuple[int, ...]
    empty: tuple[tuple[tuple[int, ...], Any], ...]
    sizes: tuple[int, ...]
    device: int
    plan: Plan


def _identifier_ok(name: str) -> bool:
    return name.isidentifier() and not keyword.iskeyword(name)


class FastPaths:
    """The route cache of one ``LoadedVector`` and the function generated to replay it.

    :meth:`__call__` returns the call's result, or :data:`MISS` for the general path.
    """

    def __init__(
        self,
        sig: Signature,
        packer: _cuda.ParamPacker,
        function: Callable[[int], int],
        general: Callable[[dict[str, Any]], Any] = lambda kw: MISS,
        publish: Callable[[Any], None] = lambda entry: None,
        positional: Callable[[int], str] | None = None,
    ):
        """``function``: device index -> the entry's ``CUfunction`` in the current context
        (the general path's); ``general``: the general path, given the call's keyword
        arguments as a dict; ``publish`` is given the generated entry each time it is made
        (the owner's calls go to it directly: no layer between); ``positional``: the message
        for a call given n positional arguments (the owner's, so that it reads the same before
        and after the fast path exists). A call may give every parameter but the lengths, and
        ``out`` where no parameter has that name."""
        self._sig = sig
        self._general = general
        self._keywords = tuple(
            [p.name for p in sig.params if p.role is not Role.LENGTH]
            + ([] if any(p.name == "out" for p in sig.params) else ["out"])
        )
        self._positional = positional or (
            lambda n: (
                f"{sig.entry}() takes keyword arguments only "
                f"({', '.join(self._keywords)}), got {n} positional"
            )
        )
        self._packer = packer
        self._function = function
        self._inputs = tuple(p for p in sig.params if p.role in (Role.IN, Role.INOUT))
        self._outs = tuple(p for p in sig.params if p.role is Role.OUT)
        self._scalars = tuple(p for p in sig.params if p.role is Role.SCALAR)
        self._inout = any(p.role is Role.INOUT for p in self._inputs)
        # outputs supplied by the caller: where every output is an OUT parameter (an inout one
        # given again through out= takes the general path) and ``out`` names no parameter
        self.supplied_ok = (
            bool(self._outs)
            and len(self._outs) == len(sig.outputs)
            and all(p.name != "out" for p in sig.params)
        )
        # routes: (framework name, form) -> key -> Route; form 0: eagle allocates the outputs,
        # 1: every output supplied
        self._routes: dict[tuple[str, int], dict[tuple[Any, ...], Route]] = {}
        self._keys: dict[tuple[str, int], Callable[..., tuple[Any, ...]]] = {}
        self._host_routes: dict[tuple[Any, ...], Route] = {}
        # routes of producers imported through DLPack (rows with fast_import), by exact type
        self._foreign: dict[type, dict[tuple[Any, ...], Route]] = {}
        cupy = sys.modules["cupy"]
        from cupy_backends.cuda.api import driver, runtime

        self._cp = cupy
        self._launch_kernel = driver.launchKernel
        self._ctx_current = driver.ctxGetCurrent
        self._get_device = runtime.getDevice
        self._get_stream = cupy.cuda.get_current_stream
        self._memcpy = runtime.memcpyAsync
        self._sync = runtime.streamSynchronize
        self._h2d = runtime.memcpyHostToDevice
        self._d2h = runtime.memcpyDeviceToHost
        self._seen: tuple[str, ...] = ()
        cupy_row = BY_NAME.get("cupy")
        self._cupy_names = cupy_row.fast.names() if cupy_row and cupy_row.fast else {}
        self._publish = publish
        self._slow_call = ""
        self.entry: Callable[..., Any] = self._generate()
        publish(self.entry)

    # -------------------------------------------------------------------------------------
    def __call__(self, kw: dict[str, Any]) -> Any:
        """A call with its keyword arguments as a dict: the replay's result, else the general
        path's."""
        return self.entry(**kw)

    def _frameworks(self) -> tuple[Framework, ...]:
        """The rows with a fast spec whose framework is imported (an array of it can exist)."""
        return tuple(f for f in BY_NAME.values() if f.fast is not None and f.module in sys.modules)

    def _slow(self, args: tuple[Any, ...], rest: dict[str, Any], *values: Any) -> Any:
        """Every call the replay does not take: a framework imported since the entry was
        generated gets its section (the entry is generated again), numpy arrays their host
        route, everything else the general path (which may record a route)."""
        if args:
            raise TypeError(self._positional(len(args)))
        kw = {n: v for n, v in zip(self._keywords, values, strict=True) if v is not _NO}
        kw.update(rest)
        if tuple(f.name for f in self._frameworks()) != self._seen:
            self.entry = self._generate()
            self._publish(self.entry)
            return self.entry(**kw)
        if self._host_routes and not rest:
            result = self._numpy(kw)
            if result is not MISS:
                return result
        return self._general(kw)

    # -- what the general path records ------------------------------------------------------
    def record(
        self,
        fw: Framework,
        supplied: bool,
        arrays: Sequence[Any],
        sizes: Sequence[int],
        function: int,
        plan: Plan,
        device: int,
    ) -> None:
        """Record the route of a device call the general path has just launched: ``arrays``
        are the inputs in signature order, then (``supplied``) every output, ``sizes`` their
        bytes. The caller (the general path) has established everything the route assumes
        (see the module)."""
        spec = fw.fast
        if spec is None or (supplied and not self.supplied_ok):
            return
        form = (fw.name, 1 if supplied else 0)
        key_of = self._keys.get(form)
        if key_of is None:
            return  # no fast path generated for it (a parameter name Python cannot take)
        table = self._routes.setdefault(form, {})
        if len(table) >= MAX_ROUTES:
            return
        ctx = int(self._ctx_current())
        empty = ()
        if not supplied:
            empty = tuple((plan.out_shapes[p.name], spec.dtype(p.dtype)) for p in self._outs)
        route = self._route(ctx, function, plan, empty, tuple(sizes), device)
        table[key_of(*arrays)] = route

    def record_host(self, arrays: Sequence[np.ndarray[Any, Any]], plan: Plan, device: int) -> None:
        """Record the route of a host call bound for CUDA (numpy inputs in signature order,
        C-contiguous, every output allocated by eagle): replayed through the staging buffer."""
        if self._inout or len(self._host_routes) >= MAX_ROUTES:
            return
        total = sum((x.nbytes + 255) & ~255 for x in arrays)
        for p in self._outs:
            n = int(np.prod(plan.out_shapes[p.name], dtype=np.int64)) * p.dtype.itemsize
            total += (n + 255) & ~255
        if total > STAGING_LIMIT:
            return
        key = tuple(item for x in arrays for item in (x.dtype, x.shape, x.strides))
        empty = tuple((plan.out_shapes[p.name], p.dtype) for p in self._outs)
        sizes = tuple(x.nbytes for x in arrays)
        self._host_routes[key] = self._route(0, 0, plan, empty, sizes, device)

    def record_foreign(
        self, array_type: type, views: Sequence[Any], function: int, plan: Plan, device: int
    ) -> None:
        """Record the route of a device call on arrays of one producer type that the general
        path imported through DLPack (a row with ``fast_import``; inputs only, every output
        a new cupy array): ``views`` are the inputs' imported views, in signature order. The
        replay imports each array again per call (the same functions as the general path)."""
        if self._inout or not self._cupy_names:
            return
        table = self._foreign.get(array_type)
        new_type = table is None
        if table is None:
            if len(self._foreign) >= 16:
                return
            table = self._foreign[array_type] = {}
        if len(table) >= MAX_ROUTES:
            return
        key = tuple(item for v in views for item in (v.dtype, v.shape, v.strides, v.device))
        empty = tuple((plan.out_shapes[p.name], p.dtype) for p in self._outs)
        sizes = tuple(v.nbytes for v in views)
        table[key] = self._route(int(self._ctx_current()), function, plan, empty, sizes, device)
        if new_type:  # its section, in a new entry
            self.entry = self._generate()
            self._publish(self.entry)

    def _route(
        self,
        ctx: int,
        function: int,
        plan: Plan,
        empty: tuple[tuple[tuple[int, ...], Any], ...],
        sizes: tuple[int, ...],
        device: int,
    ) -> Route:
        lengths = tuple(plan.lengths[p.name] for p in self._sig.params if p.role is Role.LENGTH)
        launch = functools.partial(
            self._launch_kernel, function, *plan.grid, *plan.block, plan.shared
        )
        return Route(ctx, launch, not plan.empty, lengths, empty, sizes, device, plan)

    # -- the generated function ------------------------------------------------------------
    def _generate(self) -> Callable[..., Any]:
        """Generate the entry for the frameworks imported now: a function with the kernel's
        own keyword parameters (no dict per call), a section per framework dispatched on the
        exact type of the first input; each section reads its form's key, finds the route and
        launches it. Where a name cannot be a Python parameter (or starts with ``_``, which
        the generated code keeps for itself) every call takes the slow path."""
        frameworks = self._frameworks()
        self._seen = tuple(f.name for f in frameworks)
        names = self._keywords
        self._slow_call = f"return _SLOW(_args, _rest, {', '.join(names)})"
        if not self._inputs or not all(_identifier_ok(n) and not n.startswith("_") for n in names):

            def slow(*args: Any, **kw: Any) -> Any:
                values = [kw.pop(n, _NO) for n in names]
                return self._slow(args, kw, *values)

            return slow
        namespace: dict[str, Any] = {
            # builtins under names no parameter can have (a parameter may be named "type")
            "_type": type,
            "_len": len,
            "_tuple": tuple,
            "_Exception": Exception,
            "_AttributeError": AttributeError,
            "_NO": _NO,
            "_SLOW": self._slow,
            "_CTX": self._ctx_current,
            "_CONVERT": convert_scalar,
            "_PACK_INTO": self._packer.struct.pack_into,
            "_PLOCAL": self._packer.local,
            "_PINIT": self._packer.thread_buffer,
            "_WREF": weakref.ref,
        }
        for j, p in enumerate(self._scalars):
            # a float for a float64 parameter and a numpy scalar of exactly its dtype are
            # what convert_scalar would give; anything else is converted by it
            namespace[f"_PT{j}"] = float if p.dtype.char == "d" else p.dtype.type
            namespace[f"_DT{j}"] = p.dtype.type
            namespace[f"_SPEC{j}"] = p
        params = ", ".join(f"{n}=_NO" for n in names)
        lines = [
            f"def call(*_args, {params}, **_rest):",
            f"    if _args or _rest: {self._slow_call}",
            f"    _a0 = {self._inputs[0].name}",
            "    _t = _type(_a0)",
        ]
        for fw in frameworks:
            assert fw.fast is not None
            namespace.update(fw.fast.names())
            namespace[f"_T_{fw.name}"] = fw.fast.array_type()
            lines.append(f"    if _t is _T_{fw.name}:")
            lines += ["        " + line for line in self._section(fw, namespace)]
        if self._foreign:
            namespace.update(self._cupy_names)
            namespace["_IMPORT"] = import_dlpack
            namespace["_HOLD"] = _cuda.KEEPALIVE.hold
        for f, (array_type, table) in enumerate(self._foreign.items()):
            namespace[f"_F{f}"] = array_type
            namespace[f"_RF{f}"] = table
            lines.append(f"    if _t is _F{f}:")
            lines += ["        " + line for line in self._foreign_section(f)]
        lines.append(f"    {self._slow_call}")
        label = f"<eagle fast path: {self._sig.entry}>"
        exec(compile("\n".join(lines), label, "exec"), namespace)
        call: Callable[..., Any] = namespace["call"]
        return call

    def _section(self, fw: Framework, namespace: dict[str, Any]) -> list[str]:
        """The code of one framework's section: a branch per form."""
        spec = fw.fast
        assert spec is not None
        miss = self._slow_call
        n_out = len(self._outs)
        lines = []
        # the other arrays' types are checked where the key is read (the same objects as the
        # last call need no check: see _form)
        for i, p in enumerate(self._inputs[1:], 1):
            lines.append(f"_a{i} = {p.name}")
        none_named = " and ".join(f"{p.name} is _NO" for p in self._outs) or "True"
        has_out = "out" in self._keywords and all(p.name != "out" for p in self._sig.params)
        no_out = "out is _NO" if has_out else "True"
        forms = [(0, f"{no_out} and {none_named}", [])]
        if self.supplied_ok:
            # out= (and no output by name), or every output by name (and no out=)
            unpack = []
            if has_out:
                unpack += [f"if out is not _NO and {none_named}:", "    _g = out"]
                if n_out == 1:  # out=x, or out=(x,) as the general path also takes
                    unpack += [
                        "    if _type(_g) is _tuple:",
                        f"        if _len(_g) != 1: {miss}",
                        "        _g = _g[0]",
                        "    _o0 = _g",
                    ]
                else:
                    unpack += [
                        f"    if _type(_g) is not _tuple or _len(_g) != {n_out}: {miss}",
                        f"    {', '.join(f'_o{k}' for k in range(n_out))} = _g",
                    ]
                unpack.append(f"elif {no_out}:")
            else:
                unpack.append("if True:")
            unpack += [f"    _o{k} = {p.name}" for k, p in enumerate(self._outs)]
            unpack += ["else:", f"    {miss}"]
            forms.append((1, "True", unpack))
        for form, cond, unpack in forms:
            lines.append(f"if {cond}:")
            body = unpack + self._form(fw, spec, form, namespace)
            lines += ["    " + line for line in body]
        lines.append(miss)
        return lines

    def _form(
        self, fw: Framework, spec: FastSpec, form: int, namespace: dict[str, Any]
    ) -> list[str]:
        miss = self._slow_call
        n_in, n_out = len(self._inputs), len(self._outs)
        arrays = [f"_a{i}" for i in range(n_in)]
        if form:
            arrays += [f"_o{k}" for k in range(n_out)]
        lines: list[str] = []
        # every array but the first (the section's dispatch) must be of the row's type
        types = [f"if _type({a}) is not _T_{fw.name}: {miss}" for a in arrays[1:]]
        # the key: the same lines give the general path its key function
        binds = [f"_m{j} = {spec.bind.format(a=a)}" for j, a in enumerate(arrays) if spec.bind]
        key = ", ".join(spec.key.format(a=a, m=f"_m{j}") for j, a in enumerate(arrays))
        scope: dict[str, Any] = dict(namespace)
        body = "".join(f"    {line}\n" for line in binds)
        exec(f"def key_of({', '.join(arrays)}):\n{body}    return ({key},)", scope)
        self._keys[(fw.name, form)] = scope["key_of"]
        table = f"_R_{fw.name}_{form}"
        namespace[table] = self._routes.setdefault((fw.name, form), {})
        # the last route found, tried first (a time loop calls with one key): a comparison
        # instead of hashing the key
        last = f"_L_{fw.name}_{form}"
        namespace[last] = [((), None)]
        lookup = [
            *types,
            *binds,
            f"_k = ({key},)",
            f"_l = {last}[0]",
            "if _k == _l[0]:",
            "    _r = _l[1]",
            "else:",
            f"    _r = {table}.get(_k)",
            f"    if _r is None: {miss}",
            f"    {last}[0] = (_k, _r)",
        ]
        lookup += [f"_p{j} = {spec.ptr.format(a=a, m=f'_m{j}')}" for j, a in enumerate(arrays)]
        # what the kernel writes must share no byte with another array argument, and no
        # output may be given twice (the general path refuses both, naming them)
        written = [i for i, p in enumerate(self._inputs) if p.role is Role.INOUT]
        if form:
            written += list(range(n_in, n_in + n_out))
        if written:
            lookup.append(f"{', '.join(f'_z{j}' for j in range(len(arrays)))}, = _r.sizes")
        for w in written:
            for j in range(len(arrays)):
                if j == w or (j in written and j < w):
                    continue
                lookup.append(
                    f"if _p{w} < _p{j} + _z{j} and _p{j} < _p{w} + _z{w} and _z{w} and _z{j}: "
                    f"{miss}"
                )
        for k in range(n_out if form else 0):
            for m in range(k):
                lookup.append(f"if _o{k} is _o{m}: {miss}")
        n = len(arrays)
        ptrs = ", ".join(f"_p{j}" for j in range(n))
        if spec.stable:
            # The same array objects as the last call, their stable() values unchanged: the
            # key, pointers and overlap checks are those of the last call (what the row's
            # stable expression does not read cannot change on the same object). Weak
            # references: the cache keeps no array alive.
            ident = f"_I_{fw.name}_{form}"
            namespace[ident] = [None]
            same = [f"_c[{j}]() is {a}" for j, a in enumerate(arrays)]
            stable = "(" + "".join(f"{spec.stable.format(a=a)}, " for a in arrays) + ")"
            same.append(f"{stable} == _c[{n}]")
            refs = [f"_WREF({a})" for a in arrays]
            lines += [
                f"_c = {ident}[0]",
                f"if _c is not None and {' and '.join(same)}:",
                f"    _r = _c[{n + 1}]",
                f"    {ptrs}, = _c[{n + 2}]",
                "else:",
                *["    " + line for line in lookup],
                f"    {ident}[0] = ({', '.join(refs)}, {stable}, _r, ({ptrs},))",
            ]
        else:
            lines += lookup
        # another context current (the route's function is its own): forget the last-call
        # caches, so that the route the general path records for this context is found next
        clear = f"{last}[0] = ((), None); "
        if spec.stable:
            clear += f"_I_{fw.name}_{form}[0] = None; "
        lines.append(f"if _CTX() != _r.ctx: {clear}{miss}")
        lines += self._scalar_lines()
        if not form:
            for k in range(n_out):
                shape, dtype = f"_r.empty[{k}][0]", f"_r.empty[{k}][1]"
                new = spec.empty.format(shape=shape, dtype=dtype, a="_a0")
                lines.append(f"_o{k} = {new}")
                bind = spec.bind.format(a=f"_o{k}")
                ptr = spec.ptr.format(a=f"_o{k}", m=f"({bind})" if bind else "")
                lines.append(f"_q{k} = {ptr}")
        in_no = {p.name: i for i, p in enumerate(self._inputs)}
        out_no = {p.name: k for k, p in enumerate(self._outs)}

        def array(p: Any) -> str:
            if p.role is not Role.OUT:
                return f"_p{in_no[p.name]}"
            return f"_p{n_in + out_no[p.name]}" if form else f"_q{out_no[p.name]}"

        lines += self._launch_lines(array, spec.stream.format(d="_r.device"))
        if spec.after_write:
            for w in written:
                lines.append(spec.after_write.format(a=arrays[w]))
        lines.append(self._return_line())
        return lines

    # -- pieces of every section ----------------------------------------------------------
    def _scalar_lines(self) -> list[str]:
        """Each scalar as the call gave it where it is exactly what convert_scalar would give
        (a float for a float64 parameter, a numpy scalar of the parameter's dtype), else
        converted by it (the general path's function: its errors are the general path's)."""
        miss = self._slow_call
        lines = []
        for j, p in enumerate(self._scalars):
            lines.append(f"_s{j} = {p.name}")
            lines.append(f"if _s{j} is _NO: {miss}")
            lines.append(
                f"if _type(_s{j}) is not _PT{j} and _type(_s{j}) is not _DT{j}: "
                f"_s{j} = _CONVERT(_SPEC{j}, _s{j})"
            )
        return lines

    def _launch_lines(self, array: Callable[[Any], str], stream: str) -> list[str]:
        """Pack the parameters in PTX order (``array(p)``: the pointer of array parameter
        ``p``; the scalars; the route's lengths) into this thread's buffer and launch the route
        on ``stream``; nothing for a grid with no blocks."""
        values = []
        scalar_no = {p.name: j for j, p in enumerate(self._scalars)}
        n_len = 0
        for p in self._sig.params:
            if p.role.is_array:
                values.append(array(p))
            elif p.role is Role.SCALAR:
                values.append(f"_s{scalar_no[p.name]}")
            else:
                values.append(f"_r.lengths[{n_len}]")
                n_len += 1
        return [
            "if _r.run:",
            "    try:",
            "        _b = _PLOCAL.b",
            "    except _AttributeError:",
            "        _b = _PINIT()",
            f"    _PACK_INTO(_b[0], 0, {', '.join(values)})",
            f"    _r.launch({stream}, _b[1], 0)",
        ]

    def _return_line(self) -> str:
        """The outputs in signature order (inout ones are the caller's inputs), a tuple where
        there are several, () where there are none, as the general path returns them."""
        in_no = {p.name: i for i, p in enumerate(self._inputs)}
        out_no = {p.name: k for k, p in enumerate(self._outs)}
        results = [
            f"_a{in_no[p.name]}" if p.role is Role.INOUT else f"_o{out_no[p.name]}"
            for p in self._sig.outputs
        ]
        if len(results) == 1:
            return f"return {results[0]}"
        return "return (" + "".join(f"{r}, " for r in results) + ")"

    def _foreign_section(self, f: int) -> list[str]:
        """The code of the section of the ``f``-th producer type imported through DLPack: no
        output supplied; each input imported on cupy's current stream (the launch stream), as
        the general path imports it; the imported views' (dtype, shape, strides, device) are
        the key; the capsules are held until the launch has run (KeepAlive), as the general
        path holds them."""
        miss = self._slow_call
        n_in = len(self._inputs)
        lines = []
        for i, p in enumerate(self._inputs[1:], 1):
            lines.append(f"_a{i} = {p.name}")
            lines.append(f"if _type(_a{i}) is not _F{f}: {miss}")
        none_named = " and ".join(f"{p.name} is _NO" for p in self._outs) or "True"
        has_out = "out" in self._keywords and all(p.name != "out" for p in self._sig.params)
        lines.append(f"if not ({'out is _NO and ' if has_out else ''}{none_named}): {miss}")
        lines.append("_S = _CUPY_STREAM().ptr")
        lines.append("try:")
        lines += [f"    _v{i} = _IMPORT(_a{i}, _S)" for i in range(n_in)]
        lines.append("except _Exception:")  # the general path asks again, and says why
        lines.append(f"    {miss}")
        key = ", ".join(
            f"_v{i}.dtype, _v{i}.shape, _v{i}.strides, _v{i}.device" for i in range(n_in)
        )
        lines.append(f"_r = _RF{f}.get(({key},))")
        lines.append(f"if _r is None or _CTX() != _r.ctx: {miss}")
        lines += self._scalar_lines()
        for k in range(len(self._outs)):
            lines.append(f"_o{k} = _CUPY_NDARRAY(_r.empty[{k}][0], _r.empty[{k}][1])")
        in_no = {p.name: i for i, p in enumerate(self._inputs)}
        out_no = {p.name: k for k, p in enumerate(self._outs)}

        def array(p: Any) -> str:
            if p.role is Role.OUT:
                return f"_o{out_no[p.name]}.data.ptr"
            return f"_v{in_no[p.name]}.ptr"

        lines += self._launch_lines(array, "_S")
        owners = "".join(f"_v{i}.owner, " for i in range(n_in))
        lines.append(f"_HOLD(_S, [{owners}])")
        lines.append(self._return_line())
        return lines

    # -- numpy on CUDA: the host route, through the staging buffer ---------------------------
    def _numpy(self, kw: dict[str, Any]) -> Any:
        if len(kw) != len(self._inputs) + len(self._scalars):
            return MISS
        key: list[Any] = []
        arrays = []
        for p in self._inputs:
            x = kw.get(p.name)
            if type(x) is not np.ndarray:
                return MISS
            key += (x.dtype, x.shape, x.strides)
            arrays.append(x)
        route = self._host_routes.get(tuple(key))
        if route is None:
            return MISS
        values: list[Any] = [None] * len(self._sig.params)
        for p in self._scalars:
            v = kw.get(p.name, _NO)
            if v is _NO:
                return MISS
            values[p.index] = v if type(v) is p.dtype.type else convert_scalar(p, v)
        device = self._get_device()
        if device != route.device:
            return MISS
        stream = self._get_stream().ptr
        plan = route.plan
        total = sum((n + 255) & ~255 for n in route.sizes)
        placed = []
        for shape, dtype in route.empty:
            placed.append((shape, dtype, int(np.prod(shape, dtype=np.int64)) * dtype.itemsize))
            total += (placed[-1][2] + 255) & ~255
        staging, staging_ptr = self._staging(total)
        base = self._scratch(device, total)  # this thread's device memory for the call
        offset = 0
        for p, x in zip(self._inputs, arrays, strict=True):
            n = x.nbytes
            if n:
                staging[offset : offset + n] = x.reshape(-1).view(np.uint8)
                self._memcpy(base + offset, staging_ptr + offset, n, self._h2d, stream)
            _transfers.record("upload", n)
            values[p.index] = base + offset
            offset += (n + 255) & ~255
        offsets = []
        for p, (_, _, n) in zip(self._outs, placed, strict=True):
            values[p.index] = base + offset
            offsets.append(offset)
            offset += (n + 255) & ~255
        lengths = iter(route.lengths)
        for p in self._sig.params:
            if p.role is Role.LENGTH:
                values[p.index] = next(lengths)
        if route.run:
            self._launch_kernel(
                self._function(device),
                *plan.grid,
                *plan.block,
                plan.shared,
                stream,
                self._packer.pack(values),
                0,
            )
        for off, (_, _, n) in zip(offsets, placed, strict=True):
            if n:
                self._memcpy(staging_ptr + off, base + off, n, self._d2h, stream)
            _transfers.record("download", n)
        self._sync(stream)  # the stream is idle: the staging and scratch memory are free again
        results = [
            staging[off : off + n].view(dtype).reshape(shape).copy()
            for off, (shape, dtype, n) in zip(offsets, placed, strict=True)
        ]
        return results[0] if len(results) == 1 else tuple(results)

    def _scratch(self, device: int, nbytes: int) -> int:
        return _thread_scratch(self._cp, device, nbytes)

    def _staging(self, nbytes: int) -> tuple[np.ndarray[Any, Any], int]:
        return _thread_staging(self._cp, nbytes)


# Host routes' buffers, one set per thread shared by every kernel (at most STAGING_LIMIT each:
# a thread holds at most that much page-locked host memory, and as much device memory per
# device it used). Each call synchronises its stream before it returns, so the next call of
# the thread, of any kernel, may reuse them.
_THREAD = threading.local()


def _thread_scratch(cupy: Any, device: int, nbytes: int) -> int:
    """This thread's device memory on ``device``, grown to at least ``nbytes``."""
    scratch = getattr(_THREAD, "scratch", None)
    if scratch is None:
        scratch = _THREAD.scratch = {}
    buf = scratch.get(device)
    if buf is None or buf.nbytes < nbytes:
        buf = scratch[device] = cupy.ndarray((max(nbytes, 64 << 10),), np.uint8)
    return int(buf.data.ptr)


def _thread_staging(cupy: Any, nbytes: int) -> tuple[np.ndarray[Any, Any], int]:
    """This thread's page-locked staging buffer, grown to at least ``nbytes``."""
    buf = getattr(_THREAD, "staging", None)
    if buf is None or buf[0].nbytes < nbytes:
        size = max(nbytes, 64 << 10)
        mem = cupy.cuda.alloc_pinned_memory(size)
        array = np.frombuffer((ctypes.c_uint8 * size).from_address(mem.ptr), dtype=np.uint8)
        buf = _THREAD.staging = (array, int(mem.ptr), mem)
    return buf[0], buf[1]
