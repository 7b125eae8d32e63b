"""What a driver answers about kernel and function settings, for the rules the shim keeps its
attribute answers by (native/shim/attributes.c): a kernel's setting per device and its
function's, which overrides which, what a get answers after a set, what occupancy depends
on. Prints one JSON object; run it natively and through LUPINE and compare:

    python native/gpu/kernel_attributes.py > native.json
    python native/gpu/kernel_attributes.py --libcuda build/lupine/libcuda.so.1 > lupine.json

(through LUPINE with LUPINE_SERVER set as usual; on the stand-in:
--libcuda build/c/lupine/liblupine-standin.so with LUPINE_STANDIN_DEVICES=2)."""

from __future__ import annotations

import argparse
import ctypes as c
import json

# k0 declares 1 KiB of static shared memory (the driver JIT-compiles the PTX for the device).
PTX = b"""
.version 8.0
.target sm_90
.address_size 64
.visible .entry k0(.param .u64 a)
{
  .shared .align 4 .b8 buf[1024];
  ret;
}
"""
MAX_DYNAMIC, CARVEOUT, MUST_SET, WIDTH, NON_PORTABLE = 8, 9, 10, 11, 14


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--libcuda", default="libcuda.so.1")
    lib = c.CDLL(ap.parse_args().libcuda)
    V, P, Int = c.c_void_p, c.POINTER, c.c_int
    for f, args in {
        "cuLibraryLoadData": [P(V), c.c_char_p, V, V, c.c_uint, V, V, c.c_uint],
        "cuLibraryGetKernel": [P(V), V, c.c_char_p],
        "cuKernelGetFunction": [P(V), V],
        "cuKernelGetAttribute": [P(Int), Int, V, Int],
        "cuKernelSetAttribute": [Int, Int, V, Int],
        "cuFuncGetAttribute": [P(Int), Int, V],
        "cuFuncSetAttribute": [V, Int, Int],
        "cuFuncSetCacheConfig": [V, Int],
        "cuCtxSetCacheConfig": [Int],
        "cuOccupancyMaxActiveBlocksPerMultiprocessor": [P(Int), V, Int, c.c_size_t],
        "cuOccupancyAvailableDynamicSMemPerBlock": [P(c.c_size_t), V, Int, Int],
        "cuCtxSetCurrent": [V],
    }.items():
        getattr(lib, f).argtypes = args
    assert lib.cuInit(0) == 0
    n = Int()
    assert lib.cuDeviceGetCount(c.byref(n)) == 0
    ctxs = []
    for d in range(min(n.value, 2)):
        ctx = V()
        assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), d) == 0
        ctxs.append(ctx)
    assert lib.cuCtxSetCurrent(ctxs[0]) == 0
    L, k = V(), V()
    assert lib.cuLibraryLoadData(c.byref(L), PTX + b"\0", None, None, 0, None, None, 0) == 0
    assert lib.cuLibraryGetKernel(c.byref(k), L, b"k0") == 0
    funcs = []
    for ctx in ctxs:
        f = V()
        assert lib.cuCtxSetCurrent(ctx) == 0 and lib.cuKernelGetFunction(c.byref(f), k) == 0
        funcs.append(f)
    assert lib.cuCtxSetCurrent(ctxs[0]) == 0
    out: dict[str, object] = {}

    def kget(a: int, d: int = 0) -> list[int]:
        v = Int(-7)
        return [lib.cuKernelGetAttribute(c.byref(v), a, k, d), v.value]

    def fget(a: int, f: V) -> list[int]:
        v = Int(-7)
        return [lib.cuFuncGetAttribute(c.byref(v), a, f), v.value]

    def occ(dyn: int) -> list[int]:
        v, s = Int(-7), c.c_size_t(0)
        r1 = lib.cuOccupancyMaxActiveBlocksPerMultiprocessor(c.byref(v), funcs[0], 128, dyn)
        r2 = lib.cuOccupancyAvailableDynamicSMemPerBlock(c.byref(s), funcs[0], 1, 128)
        return [r1, v.value, r2, s.value]

    def snap(label: str) -> None:
        out[label] = {
            "kernel dev0": [kget(a) for a in (MAX_DYNAMIC, CARVEOUT, MUST_SET, WIDTH)],
            "kernel dev1": [kget(MAX_DYNAMIC, 1)] if len(ctxs) > 1 else None,
            "function dev0": [fget(a, funcs[0]) for a in (MAX_DYNAMIC, CARVEOUT)],
            "kernel as function": [fget(MAX_DYNAMIC, V(k.value))],
            "function dev1": [fget(MAX_DYNAMIC, funcs[1])] if len(ctxs) > 1 else None,
            "occupancy 60000 B, available": occ(60000),
        }

    snap("defaults")
    out["kernel set 60000"] = lib.cuKernelSetAttribute(MAX_DYNAMIC, 60000, k, 0)
    snap("after kernel set 60000 on dev0")
    default = kget(MAX_DYNAMIC)[1]
    out["kernel set the value the get answers"] = lib.cuKernelSetAttribute(
        MAX_DYNAMIC, default, k, 0
    )
    out["kernel set carveout 25"] = lib.cuKernelSetAttribute(CARVEOUT, 25, k, 0)
    snap("after kernel carveout 25")
    out["function set 70000"] = lib.cuFuncSetAttribute(funcs[0], MAX_DYNAMIC, 70000)
    snap("after function set 70000")
    out["kernel set 80000"] = lib.cuKernelSetAttribute(MAX_DYNAMIC, 80000, k, 0)
    snap("after kernel set 80000 (the function's own setting came first)")
    out["kernel set width 2"] = [
        lib.cuKernelSetAttribute(WIDTH + i, w, k, 0) for i, w in enumerate((2, 1, 1))
    ]
    out["kernel set non-portable 1"] = lib.cuKernelSetAttribute(NON_PORTABLE, 1, k, 0)
    snap("after cluster settings")
    out["context cache config prefer L1"] = lib.cuCtxSetCacheConfig(2)
    snap("after cuCtxSetCacheConfig(PREFER_L1)")
    out["function cache config prefer shared"] = lib.cuFuncSetCacheConfig(funcs[0], 1)
    snap("after cuFuncSetCacheConfig(PREFER_SHARED)")
    out["function carveout 0"] = lib.cuFuncSetAttribute(funcs[0], CARVEOUT, 0)
    snap("after function carveout 0")
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
