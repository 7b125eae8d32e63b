"""HostModule: a PTX module checked for the host emulator, and its ``launch``."""

from __future__ import annotations

import math
import re
import weakref
from collections.abc import Collection, Sequence
from typing import Any

import numpy as np

from . import _schedule
from ._errors import UnsupportedInstruction, UnsupportedPTX
from ._inline import Program, check_module, link_entry_cached
from ._memory import DeviceMemory
from ._ops import MODIFIERS
from ._parser import parse_module
from ._special import RESERVED_SMEM_BYTES
from ._state import Launch
from ._syntax import FImm, Module, Param, Sym
from ._types import TYPES

DEFAULT_INSTRUCTION_BUDGET = 10_000_000
"""Instructions one thread may execute before a launch is stopped as a runaway kernel."""

MAX_THREADS_PER_BLOCK = 1024  # CUDA: cudaDevAttrMaxThreadsPerBlock on every current GPU
MAX_BLOCK_DIM = (1024, 1024, 64)
MAX_GRID_DIM = (2**31 - 1, 65535, 65535)
MAX_SHARED_BYTES = 227 * 1024  # sm_90 opt-in maximum per block
# Local memory per thread: 512 KiB on every compute capability CUDA 13 supports (CUDA C++
# Programming Guide, "Technical Specifications per Compute Capability"). A kernel asking for
# more fails to launch on a GPU; here it is refused before the emulator allocates it for every
# lane of a batch.
MAX_LOCAL_BYTES = 512 * 1024
# A cooperative launch must fit on the device at once (cuLaunchCooperativeKernel fails with
# CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE otherwise). The emulator holds the H200's bound for
# any kernel: 132 SMs, each with at most 32 blocks and 2048 threads resident (compute
# capability 9.0); registers and shared memory may lower it on the device.
COOPERATIVE_SMS = 132
MAX_BLOCKS_PER_SM = 32
MAX_THREADS_PER_SM = 2048
COOPERATIVE_LOCAL_BYTES = 4 << 30  # local memory of a cooperative launch, held all at once

NEWEST_PTX_VERSION = (9, 4)
"""The newest PTX ISA version the emulator knows: what CUDA 13.4's NVRTC writes (Warp 1.19's,
in fixtures/corpus); its instructions are those of the PTX ISA up to there."""
NEWEST_TARGET = 90
"""The newest ``.target`` it knows, sm_90 (``a``, ``f`` suffixes included): its numerics,
``.approx`` included, are the H200's."""
# .target's platform options, which name no architecture (PTX ISA 11.1.2, ".target")
TARGET_OPTIONS = frozenset({"texmode_unified", "texmode_independent", "debug", "map_f64_to_f32"})


def check_version_and_target(module: Module) -> None:
    """Raises ``UnsupportedPTX`` when ``module`` declares a ``.version`` newer than
    `NEWEST_PTX_VERSION` or a ``.target`` architecture newer than sm_`NEWEST_TARGET` (or none
    it knows), naming what it declares and the newest the emulator knows."""
    newest = ".".join(map(str, NEWEST_PTX_VERSION))
    if module.version and module.version_tuple > NEWEST_PTX_VERSION:
        raise UnsupportedPTX(
            ".version", module.version, newest, module.filename, module.version_line
        )
    for name in module.targets:
        arch = re.fullmatch(r"sm_(\d+)[af]?", name)
        if name not in TARGET_OPTIONS and (not arch or int(arch.group(1)) > NEWEST_TARGET):
            raise UnsupportedPTX(
                ".target",
                name,
                f"sm_{NEWEST_TARGET}a",
                module.filename,
                module.target_line,
                unknown=not arch,
            )


CONTROL_OPCODES = {
    "bra": "uni",
    "brx": "idx (with a .branchtargets list)",
    "ret": "uni",
    "exit": "",
    "call": "uni (direct calls, inlined; recursion unrolled to 24 levels; no function pointers)",
    "bar": "sync arrive red.popc red.and red.or warp.sync; cta aligned",
    "barrier": "sync arrive red; cta aligned",
    "trap": "",
}


def supported_opcodes() -> dict[str, str]:
    """Every opcode the host emulator runs, with a short note of the modifiers/types it takes
    (for coverage reports). Anything else is refused when a HostModule is built."""
    table = dict(MODIFIERS)
    table.update(CONTROL_OPCODES)
    return dict(sorted(table.items()))


def _dims(value: Any, what: str) -> tuple[int, int, int]:
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        value = (int(value),)
    try:
        dims = tuple(int(v) for v in value)
    except TypeError:
        raise TypeError(f"{what} must be an int or a tuple of 1 to 3 ints, not {value!r}") from None
    if not 1 <= len(dims) <= 3:
        raise ValueError(f"{what} must have 1 to 3 dimensions, not {len(dims)}")
    return (*dims, *(1,) * (3 - len(dims)))  # type: ignore[return-value]


class HostModule:
    """A PTX module ready to run on the host emulator.

    ``source`` is PTX text (str) or a :class:`Module` from :func:`parse_module`; ``filename``
    names it in messages. Building one parses the text (``PTXSyntaxError`` on malformed PTX)
    and decodes every instruction of every entry and device function, raising
    ``UnsupportedInstruction`` (``file:LINE: instruction `...` is not supported by the host
    emulator``) for anything the emulator cannot run exactly: nothing is refused later.

    A ``.version`` or ``.target`` newer than the emulator knows (`NEWEST_PTX_VERSION`,
    `NEWEST_TARGET`) raises ``UnsupportedPTX`` naming both, before any instruction is looked at.

    ``batch_lanes`` is about how many threads run as one numpy vector (whole blocks).
    ``contract`` (default True) fuses ``mul`` with a following ``add``/``sub`` that carry no
    rounding modifier into one fused multiply-add where ptxas does (PTX allows it; the GPU
    does it), so results match the device bit for bit; False rounds each separately.
    """

    def __init__(
        self,
        source: str | Module,
        filename: str = "<ptx>",
        batch_lanes: int = 1 << 15,
        contract: bool = True,
        entries: Collection[str] | None = None,
    ):
        if isinstance(source, Module):
            self.module = source
        elif isinstance(source, str):
            self.module = parse_module(source, filename)
        else:
            raise TypeError(f"HostModule takes PTX text or a Module, not {type(source).__name__}")
        self.filename = self.module.filename
        check_version_and_target(self.module)
        self._contract = contract
        if entries is None:
            self.programs: dict[str, Program] = check_module(self.module, contract)
        else:
            # only the named entries and what they call: an unsupported instruction elsewhere
            # in the file does not refuse them (a library file with many kernels)
            self.programs = {name: self._link_entry(name) for name in entries}
        self.batch_lanes = int(batch_lanes)
        self._default_memory = DeviceMemory()
        self._globals: weakref.WeakKeyDictionary[DeviceMemory, dict[str, int]] = (
            weakref.WeakKeyDictionary()
        )

    def _link_entry(self, name: str) -> Program:
        fn = self.module.entries.get(name)
        if fn is None:
            raise KeyError(f"no .entry `{name}` in {self.filename} (entries: {self.entries})")
        try:
            return link_entry_cached(self.module, fn, self._contract)
        except UnsupportedInstruction as e:
            raise UnsupportedInstruction(
                e.instruction,
                e.filename,
                e.line,
                f"in entry `{name}`" + (f"; {e.why}" if e.why else ""),
            ) from None

    @property
    def entries(self) -> list[str]:
        return list(self.module.entries)

    @property
    def memory(self) -> DeviceMemory:
        """The module's own DeviceMemory, used by ``launch`` when none is given (register
        arrays in it to put their addresses in struct parameters)."""
        return self._default_memory

    # -- module variables ----------------------------------------------------------------
    def global_address(self, name: str, memory: DeviceMemory | None = None) -> int:
        """Device address of module variable ``name`` (``.global``/``.const``) in ``memory``
        (allocating and initialising the module's variables there on first use).

        Raises KeyError for an unknown name."""
        addrs = self._module_globals(memory or self._default_memory)
        if name not in addrs:
            raise KeyError(f"no .global or .const variable `{name}` in {self.filename}")
        return addrs[name]

    def _module_globals(self, memory: DeviceMemory) -> dict[str, int]:
        addrs = self._globals.get(memory)
        if addrs is not None:
            return addrs
        addrs = {}
        variables = [v for v in self.module.variables.values() if v.space in ("global", "const")]
        for var in variables:
            addrs[var.name] = memory.alloc(max(var.size, 1), max(var.align, 1))
        for var in variables:
            if var.init:
                self._initialise(memory, addrs, var)
        self._globals[memory] = addrs
        return addrs

    def _initialise(self, memory: DeviceMemory, addrs: dict[str, int], var) -> None:
        t = TYPES.get(var.type)
        if t is None or t.kind == "pred":
            raise UnsupportedInstruction(
                f".{var.space} .{var.type} {var.name}", self.filename, var.line, "initializer"
            )
        values = []
        for v in var.init:
            if isinstance(v, Sym):
                values.append(addrs.get(v.name, 0) + v.offset)
            elif isinstance(v, FImm):
                f = (
                    np.array(v.bits, np.uint32).view(np.float32)[()]
                    if v.width == 32
                    else (np.array(v.bits, np.uint64).view(np.float64)[()])
                )
                values.append(float(f))
            else:
                values.append(int(v))
        n = var.size // t.size
        arr = np.zeros(n, t.dtype)
        for i, v in enumerate(values[:n]):
            if t.kind == "f":
                arr[i] = v
            else:
                arr[i : i + 1] = np.array(int(v) & ((1 << (8 * t.size)) - 1), t.bits).view(t.dtype)
        memory.view(addrs[var.name], var.size)[:] = arr.view(np.uint8)

    # -- launch --------------------------------------------------------------------------
    def launch(
        self,
        entry: str,
        grid: int | Sequence[int],
        block: int | Sequence[int],
        args: Sequence[Any],
        shared_mem_bytes: int = 0,
        memory: DeviceMemory | None = None,
        instruction_budget: int | None = None,
        cooperative: bool = False,
    ) -> None:
        """Run kernel ``entry`` over ``grid`` blocks of ``block`` threads (ints or 1- to
        3-tuples, as in ``cuLaunchKernel``).

        ``args`` has one item per PTX parameter, in order: a C-contiguous numpy array for a
        pointer parameter (the kernel gets the address of its first byte and writes into it in
        place; the same array twice is the same pointer), an int device address inside
        ``memory``, a Python or numpy scalar for a value parameter (converted to the parameter's
        PTX type; out-of-range values are refused), or ``bytes`` of exactly the parameter's size
        (struct parameters, raw parameter buffers). ``shared_mem_bytes`` is the dynamic shared
        memory per block (``.extern .shared``). ``memory`` defaults to the module's own.
        ``instruction_budget`` caps the instructions one thread may execute
        (default :data:`DEFAULT_INSTRUCTION_BUDGET`). ``cooperative`` launches as
        ``cuLaunchCooperativeKernel`` does: every block is resident at once (one batch) and the
        kernel gets the driver's grid-sync workspace (``%envreg1``:``%envreg2``, zeroed) that
        cooperative groups' ``grid.sync()`` counts arrivals in; without it the workspace is
        null and ``grid.sync()`` traps, as on a GPU. The same as ``bind(...).launch(args)``.

        Raises KeyError (unknown entry), TypeError/ValueError (wrong arguments, a zero or
        too-large grid or block, as CUDA_ERROR_INVALID_VALUE; a cooperative grid larger than
        an H200 holds at once, as CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE), and EmulatorError
        for faults
        while running: out-of-bounds or misaligned access, trap, budget exhausted, barrier
        deadlock, each naming kernel, block, thread and (for memory) the address.
        """
        self.bind(
            entry, grid, block, shared_mem_bytes, memory, instruction_budget, cooperative
        ).launch(args)

    def bind(
        self,
        entry: str,
        grid: int | Sequence[int],
        block: int | Sequence[int],
        shared_mem_bytes: int = 0,
        memory: DeviceMemory | None = None,
        instruction_budget: int | None = None,
        cooperative: bool = False,
    ) -> BoundLaunch:
        """A launch of ``entry`` with everything but its arguments fixed and checked once
        (what :meth:`launch` takes, with the same meaning and the same errors): its
        :meth:`BoundLaunch.launch` runs it on a call's ``args``, as often as wanted."""
        prog = self.programs.get(entry)
        if prog is None:
            prog = self.programs[entry] = self._link_entry(entry)  # KeyError for an unknown entry
        g = _dims(grid, "grid")
        b = _dims(block, "block")
        self._check_config(prog, g, b, shared_mem_bytes)
        if cooperative:
            _check_cooperative(g, b, max(prog.local_bytes, 16))
        budget = (
            DEFAULT_INSTRUCTION_BUDGET if instruction_budget is None else int(instruction_budget)
        )
        if budget <= 0:
            raise ValueError("instruction_budget must be positive")
        memory = memory if memory is not None else self._default_memory
        return BoundLaunch(self, prog, g, b, int(shared_mem_bytes), memory, budget, cooperative)

    def _check_config(self, prog: Program, g, b, shared_mem_bytes: int) -> None:
        if min(g) <= 0 or min(b) <= 0:
            raise ValueError(
                f"grid {g} and block {b} must be positive in every dimension "
                "(CUDA_ERROR_INVALID_VALUE)"
            )
        if math.prod(b) > MAX_THREADS_PER_BLOCK or any(
            x > m for x, m in zip(b, MAX_BLOCK_DIM, strict=True)
        ):
            raise ValueError(f"block {b} exceeds the CUDA limits (1024 threads, {MAX_BLOCK_DIM})")
        if any(x > m for x, m in zip(g, MAX_GRID_DIM, strict=True)):
            raise ValueError(f"grid {g} exceeds the CUDA limits {MAX_GRID_DIM}")
        if shared_mem_bytes < 0:
            raise ValueError("shared_mem_bytes must be >= 0")
        if prog.local_bytes > MAX_LOCAL_BYTES:
            raise ValueError(
                f"`{prog.name}` uses {prog.local_bytes} bytes of local memory per thread, more "
                f"than CUDA's {MAX_LOCAL_BYTES} (512 KiB)"
            )
        if prog.shared_static + shared_mem_bytes > MAX_SHARED_BYTES:
            raise ValueError(
                f"{prog.shared_static} bytes of static plus {shared_mem_bytes} of dynamic shared "
                f"memory exceed {MAX_SHARED_BYTES} bytes per block"
            )
        d = prog.entry.directives
        for key in ("reqntid", "maxntid"):
            if key in d:
                want = (*d[key], *(1,) * (3 - len(d[key])))
                bad = b != want if key == "reqntid" else math.prod(b) > math.prod(want)
                if bad:
                    raise ValueError(f"block {b} violates .{key} {d[key]} of `{prog.name}`")


class BoundLaunch:
    """One entry of a :class:`HostModule` with its grid, block, dynamic shared memory, device
    memory, instruction budget and kind of launch checked and fixed (``HostModule.bind``):
    what stays for every :meth:`launch` is worked out once."""

    __slots__ = (
        "_block", "_budget", "_cooperative", "_dyn", "_globals", "_grid", "_local", "_memory",
        "_module", "_nparams", "_params", "_prog", "_reserved", "_shared",
    )  # fmt: skip

    def __init__(
        self,
        module: HostModule,
        prog: Program,
        grid: tuple[int, int, int],
        block: tuple[int, int, int],
        shared_mem_bytes: int,
        memory: DeviceMemory,
        budget: int,
        cooperative: bool,
    ) -> None:
        self._module = module
        self._prog = prog
        self._grid = grid
        self._block = block
        self._memory = memory
        self._budget = budget
        self._cooperative = cooperative
        self._params = prog.entry.params
        self._nparams = len(self._params)
        self._dyn = shared_mem_bytes
        shared = prog.shared_static + (shared_mem_bytes + 15) // 16 * 16
        self._reserved = -1
        if prog.reserved_smem:  # the system's region, after the kernel's own
            self._reserved, shared = shared, shared + RESERVED_SMEM_BYTES
        self._shared = max(shared, 16)
        self._local = max(prog.local_bytes, 16)
        self._globals = module._module_globals(memory)

    def launch(self, args: Sequence[Any]) -> None:
        """Run the bound launch with ``args`` (one item per PTX parameter, as
        :meth:`HostModule.launch` takes them). Raises TypeError/ValueError for wrong
        arguments, EmulatorError for faults while running (as :meth:`HostModule.launch`)."""
        prog = self._prog
        memory = self._memory
        if len(args) != self._nparams:
            raise TypeError(f"`{prog.name}` takes {self._nparams} arguments, {len(args)} given")
        registered: list[int] = []
        workspace = 0
        try:
            if self._cooperative:
                # struct grid_workspace { unsigned int wsSize; unsigned int barrier; }
                workspace = memory.alloc(16)
                memory.view(workspace, 4)[:] = np.array([8], np.uint32).view(np.uint8)
            buf = _pack(prog, self._params, args, memory, registered)
            launch = Launch(
                kernel=prog.name,
                grid=self._grid,
                block=self._block,
                memory=memory,
                params=buf,
                shared_bytes=self._shared,
                dynamic_shared=self._dyn,
                local_bytes=self._local,
                global_addr=self._globals,
                budget=self._budget,
                grid_workspace=workspace,
                reserved_smem=self._reserved,
            )
            with np.errstate(all="ignore"):
                _schedule.run_program(
                    prog, launch, self._module.batch_lanes, all_at_once=self._cooperative
                )
        finally:
            for addr in registered:
                memory.free(addr)
            if workspace:
                memory.free(workspace)


def _pack(prog: Program, params: list[Param], args, memory, registered) -> np.ndarray:
    """The kernel parameter bytes of ``args`` (arrays registered in ``memory``, their
    addresses appended to ``registered``)."""
    buf = np.zeros(max(prog.param_bytes, 1), np.uint8)
    seen: dict[tuple[int, int], int] = {}
    for p, off, value in zip(params, prog.param_offsets, args, strict=True):
        raw = _param_bytes(p, value, memory, registered, seen)
        buf[off : off + p.size] = raw
    return buf


def _check_cooperative(g: tuple[int, int, int], b: tuple[int, int, int], local: int) -> None:
    blocks, threads = math.prod(g), math.prod(b)
    warps = -(-threads // 32)
    per_sm = min(MAX_BLOCKS_PER_SM, MAX_THREADS_PER_SM // (32 * warps))
    if blocks > COOPERATIVE_SMS * per_sm:
        raise ValueError(
            f"a cooperative launch of {blocks} blocks of {threads} threads cannot be resident at "
            f"once: an H200 holds at most {COOPERATIVE_SMS * per_sm} such blocks "
            "(CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE)"
        )
    if blocks * threads * local > COOPERATIVE_LOCAL_BYTES:
        raise ValueError(
            f"a cooperative launch of {blocks * threads} threads with {local} bytes of local "
            f"memory each needs {blocks * threads * local} bytes at once; the emulator holds at "
            f"most {COOPERATIVE_LOCAL_BYTES}"
        )


def _param_bytes(p: Param, value: Any, memory: DeviceMemory, registered, seen) -> np.ndarray:
    """One kernel argument as the bytes of PTX parameter ``p``."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        raw = np.frombuffer(bytes(value), np.uint8)
        if raw.size != p.size:
            raise ValueError(f"parameter `{p.name}` is {p.size} bytes, got {raw.size} bytes")
        return raw
    if p.array_len is not None:
        if isinstance(value, np.ndarray) and value.nbytes == p.size:
            return np.ascontiguousarray(value).reshape(-1).view(np.uint8)
        raise TypeError(
            f"parameter `{p.name}` is a {p.size}-byte struct (.b8[{p.array_len}]): pass bytes"
        )
    t = TYPES.get(p.type)
    if t is None:
        raise TypeError(f"parameter `{p.name}` has type .{p.type}, which cannot be passed")
    if isinstance(value, np.ndarray) and value.ndim > 0:
        if t.size != 8 or t.kind == "f":
            raise TypeError(
                f"parameter `{p.name}` is .{p.type}, not a pointer: an array cannot be passed"
            )
        if not value.flags.c_contiguous:
            raise ValueError(f"array for `{p.name}` must be C-contiguous")
        key = (value.__array_interface__["data"][0], value.nbytes)
        addr = seen.get(key)
        if addr is None:
            addr = memory.register(value)
            registered.append(addr)
            seen[key] = addr
        return np.array([addr], np.uint64).view(np.uint8)
    if isinstance(value, np.ndarray):
        value = value[()]
    return _scalar_bytes(p, t, value)


def _scalar_bytes(p: Param, t, value: Any) -> np.ndarray:
    if isinstance(value, (bool, np.bool_)):
        value = int(value)
    if t.kind == "f":
        if not isinstance(value, (int, float, np.integer, np.floating)):
            raise TypeError(f"parameter `{p.name}` (.{p.type}) needs a number, got {value!r}")
        with np.errstate(over="ignore"):
            v = np.array(value, np.float64).astype(t.dtype)
        if np.isinf(v) and np.isfinite(np.float64(value)):
            raise ValueError(f"{value!r} is out of range for parameter `{p.name}` (.{p.type})")
        return v.reshape(1).view(np.uint8)
    if isinstance(value, (float, np.floating)):
        raise TypeError(f"parameter `{p.name}` is .{p.type}: an integer is required, got {value!r}")
    if not isinstance(value, (int, np.integer)):
        raise TypeError(f"parameter `{p.name}` (.{p.type}) needs an integer, got {value!r}")
    v = int(value)
    bits = 8 * t.size
    lo = -(1 << (bits - 1)) if t.kind in ("s", "b") else 0
    hi = (1 << (bits - 1)) - 1 if t.kind == "s" else (1 << bits) - 1
    if not lo <= v <= hi:
        raise ValueError(f"{v} is out of range for parameter `{p.name}` (.{p.type})")
    return np.array(v & ((1 << bits) - 1), t.bits).reshape(1).view(np.uint8)
