"""Launch cases shared by the GPU recorder (``gpu_record.py``, run on a real GPU with cupy)
and the tests that replay them on the host emulator.

Two kinds of case:

* *instruction cases*: a generated kernel that loads up to three inputs per thread, executes
  one instruction (or a short sequence) and stores the result, over edge values (zeros,
  signed zeros, extremes, NaN, infinities, subnormals, shift counts around the width) crossed
  pairwise, plus seeded random values;
* *kernel cases*: the fixtures and the feature kernels of ``kernels/``, with seeded inputs.

Every case records its inputs with its outputs, so a replay never depends on a random
generator being identical across numpy versions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]

NP = {
    "s16": np.int16,
    "s32": np.int32,
    "s64": np.int64,
    "u16": np.uint16,
    "u32": np.uint32,
    "u64": np.uint64,
    "b16": np.uint16,
    "b32": np.uint32,
    "b64": np.uint64,
    "f16": np.uint16,
    "bf16": np.uint16,
    "f32": np.float32,
    "f64": np.float64,
    "pred": np.uint32,
}


@dataclass(frozen=True)
class OpCase:
    """``inst`` uses %d (result), %a %b %c (inputs) and %t (a scratch register of the result
    type); ``ins`` are the PTX types of the inputs, ``out`` the result type. ``tol`` is None for
    a bit-exact comparison, else ``("ulp", k)``, ``("abs", x)`` or ``("rel", x)``: the largest
    difference the ISA allows between the device's approximation and the exact value."""

    name: str
    inst: str
    ins: tuple[str, ...]
    out: str
    tol: tuple[str, float] | None = None
    domain: str = ""


def _reg_type(t: str) -> str:
    return {"f16": "b16", "bf16": "b16"}.get(t, t)


def _ld_type(t: str) -> str:
    return {"pred": "u32", "f16": "b16", "bf16": "b16"}.get(t, t)


HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n\n"


def op_ptx(case: OpCase) -> str:
    """A PTX module holding the instruction case as entry ``case.name``."""
    return HEADER + op_entry(case)


def ops_module(cases: list[OpCase]) -> str:
    """One PTX module with an entry per instruction case."""
    return HEADER + "\n".join(op_entry(c) for c in cases)


def op_entry(case: OpCase) -> str:
    """The ``.entry`` of an instruction case."""
    lines = [
        f".visible .entry {case.name}(",
        "    .param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 pn)",
        "{",
        "    .reg .pred %pg;",
        "    .reg .b32 %i, %n, %w;",
        "    .reg .b64 %ptr, %off;",
    ]
    for name, t in zip("abc", case.ins, strict=False):
        if t == "pred":
            lines.append(f"    .reg .pred %{name};")
            lines.append(f"    .reg .u32 %{name}_in;")
        else:
            lines.append(f"    .reg .{_reg_type(t)} %{name};")
    if case.out == "pred":
        lines += ["    .reg .pred %d, %t;", "    .reg .u32 %d_out;"]
    else:
        lines.append(f"    .reg .{_reg_type(case.out)} %d, %t;")
    lines += [
        "    mov.u32 %i, %ctaid.x;",
        "    mov.u32 %w, %ntid.x;",
        "    mul.lo.u32 %i, %i, %w;",
        "    mov.u32 %w, %tid.x;",
        "    add.u32 %i, %i, %w;",
        "    ld.param.u32 %n, [pn];",
        "    setp.ge.u32 %pg, %i, %n;",
        "    @%pg bra $L_done;",
    ]
    for name, t, p in zip("abc", case.ins, ("pa", "pb", "pc"), strict=False):
        size = np.dtype(NP[t]).itemsize
        lines += [
            f"    ld.param.u64 %ptr, [{p}];",
            "    cvta.to.global.u64 %ptr, %ptr;",
            f"    mul.wide.u32 %off, %i, {size};",
            "    add.s64 %ptr, %ptr, %off;",
        ]
        if t == "pred":
            lines += [
                f"    ld.global.u32 %{name}_in, [%ptr];",
                f"    setp.ne.u32 %{name}, %{name}_in, 0;",
            ]
        else:
            lines.append(f"    ld.global.{_ld_type(t)} %{name}, [%ptr];")
    lines.append("    " + case.inst)
    size = np.dtype(NP[case.out]).itemsize
    lines += [
        "    ld.param.u64 %ptr, [pd];",
        "    cvta.to.global.u64 %ptr, %ptr;",
        f"    mul.wide.u32 %off, %i, {size};",
        "    add.s64 %ptr, %ptr, %off;",
    ]
    if case.out == "pred":
        lines += ["    selp.u32 %d_out, 1, 0, %d;", "    st.global.u32 [%ptr], %d_out;"]
    else:
        lines.append(f"    st.global.{_ld_type(case.out)} [%ptr], %d;")
    lines += ["$L_done:", "    ret;", "}", ""]
    return "\n".join(lines)


# -- edge values ----------------------------------------------------------------------------
def _int_edges(t: str) -> list[int]:
    bits = np.dtype(NP[t]).itemsize * 8
    signed = t.startswith("s")
    lo = -(1 << (bits - 1)) if signed else 0
    hi = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1
    vals = [
        0,
        1,
        2,
        3,
        7,
        8,
        15,
        16,
        17,
        31,
        32,
        33,
        63,
        64,
        65,
        100,
        255,
        256,
        hi,
        hi - 1,
        lo,
        lo + 1,
        (1 << (bits // 2)) - 1,
        1 << (bits // 2),
        0x55555555 & hi,
        0xAAAAAAAA & hi,
    ]
    if signed:
        vals += [-1, -2, -3, -7, -8, -31, -32, -33, -100, -256]
    else:
        vals += [hi >> 1, (hi >> 1) + 1]
    return sorted({v for v in vals if lo <= v <= hi})


def _float_edges(t: str) -> list[float]:
    dt = np.dtype(NP[t])
    fi = np.finfo(dt)
    tiny = float(fi.tiny)
    sub = float(fi.smallest_subnormal)
    vals = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        1.5,
        2.5,
        -2.5,
        3.0,
        0.1,
        -0.1,
        1 / 3,
        2 / 3,
        np.pi,
        -np.pi,
        100.25,
        1e10,
        -1e10,
        2.0**24 + 1,
        2.0**31,
        -(2.0**31),
        2.0**32,
        2.0**63,
        2.0**64,
        -(2.0**63),
        4.5e15,
        float(fi.max),
        -float(fi.max),
        tiny,
        -tiny,
        sub,
        -sub,
        tiny / 2,
        3 * sub,
        np.inf,
        -np.inf,
        np.nan,
        1.0000001,
        0.9999999,
        65504.0,
        70000.0,
        6e-8,
    ]
    return [float(np.array(v).astype(dt)) for v in vals]


def edges(t: str) -> np.ndarray:
    if t == "pred":
        return np.array([0, 1], np.uint32)
    if t in ("f16", "bf16"):
        f = np.array(_float_edges("f32"), np.float32)
        if t == "f16":
            with np.errstate(over="ignore"):
                return f.astype(np.float16).view(np.uint16)
        return (f.view(np.uint32) >> 16).astype(np.uint16)
    if t in ("f32", "f64"):
        # NaNs with a payload, negative and signalling, to see what the device propagates
        nans = {
            "f32": [0x7FC00001, 0xFFC00000, 0x7F800001, 0x7FFFFFFF],
            "f64": [0x7FF8000000000001, 0xFFF8000000000000, 0x7FF0000000000001],
        }[t]
        u = np.dtype(f"u{np.dtype(NP[t]).itemsize}")
        return np.concatenate([np.array(_float_edges(t), NP[t]), np.array(nans, u).view(NP[t])])
    return (
        np.array(_int_edges(t), dtype=object)
        .astype(np.int64 if t[0] == "s" else np.uint64)
        .astype(NP[t])
    )


def random_values(t: str, n: int, rng: np.random.Generator, domain: str = "") -> np.ndarray:
    dt = np.dtype(NP[t])
    if t == "pred":
        return rng.integers(0, 2, n).astype(np.uint32)
    if t in ("f32", "f64"):
        if domain == "trig":
            return (rng.uniform(-4 * np.pi, 4 * np.pi, n)).astype(dt)
        mag = np.exp2(rng.uniform(-40, 40, n))
        return (rng.standard_normal(n) * mag).astype(dt)
    if t in ("f16", "bf16"):
        f = (rng.standard_normal(n) * np.exp2(rng.uniform(-10, 10, n))).astype(np.float32)
        return (
            f.astype(np.float16).view(np.uint16)
            if t == "f16"
            else (f.view(np.uint32) >> 16).astype(np.uint16)
        )
    raw = rng.integers(0, 2**64, n, dtype=np.uint64)
    small = rng.integers(-70, 70, n).astype(np.int64).view(np.uint64)
    v = np.where(rng.random(n) < 0.3, small, raw)
    return v.astype(np.dtype(f"u{dt.itemsize}")).view(dt)


def op_inputs(case: OpCase, seed: int, n_random: int = 512) -> list[np.ndarray]:
    """Edge values crossed (all pairs for two inputs; a sampled grid for three) plus random
    values; one array per input."""
    rng = np.random.default_rng(seed)
    k = len(case.ins)
    es = [edges(t) for t in case.ins]
    if k == 1:
        cross = [es[0]]
    elif k == 2:
        ia, ib = np.meshgrid(np.arange(len(es[0])), np.arange(len(es[1])), indexing="ij")
        cross = [es[0][ia.ravel()], es[1][ib.ravel()]]
    else:
        m = 1500
        cross = [e[rng.integers(0, len(e), m)] for e in es]
    rand = [random_values(t, n_random, rng, case.domain) for t in case.ins]
    out = [np.concatenate([c, r]) for c, r in zip(cross, rand, strict=True)]
    if case.domain == "trig":
        out = [
            np.concatenate([o, random_values(t, 256, rng, "trig")])
            for o, t in zip(out, case.ins, strict=True)
        ]
    return out


# -- the instruction cases ------------------------------------------------------------------
def _cases() -> list[OpCase]:
    c: list[OpCase] = []

    def add(name, inst, ins, out, tol=None, domain=""):
        c.append(OpCase(name, inst, tuple(ins), out, tol, domain))

    for t in ("s32", "u32", "s64", "u64", "s16"):
        add(f"add_{t}", f"add.{t} %d, %a, %b;", (t, t), t)
        add(f"sub_{t}", f"sub.{t} %d, %a, %b;", (t, t), t)
        add(f"mul_lo_{t}", f"mul.lo.{t} %d, %a, %b;", (t, t), t)
        add(f"mul_hi_{t}", f"mul.hi.{t} %d, %a, %b;", (t, t), t)
        add(f"div_{t}", f"div.{t} %d, %a, %b;", (t, t), t)
        add(f"rem_{t}", f"rem.{t} %d, %a, %b;", (t, t), t)
        add(f"min_{t}", f"min.{t} %d, %a, %b;", (t, t), t)
        add(f"max_{t}", f"max.{t} %d, %a, %b;", (t, t), t)
        add(f"sad_{t}", f"sad.{t} %d, %a, %b, %c;", (t, t, t), t)
        add(f"mad_lo_{t}", f"mad.lo.{t} %d, %a, %b, %c;", (t, t, t), t)
        add(f"mad_hi_{t}", f"mad.hi.{t} %d, %a, %b, %c;", (t, t, t), t)
    for t in ("s32", "s64", "s16"):
        add(f"abs_{t}", f"abs.{t} %d, %a;", (t,), t)
        add(f"neg_{t}", f"neg.{t} %d, %a;", (t,), t)
    add("add_sat_s32", "add.sat.s32 %d, %a, %b;", ("s32", "s32"), "s32")
    add("sub_sat_s32", "sub.sat.s32 %d, %a, %b;", ("s32", "s32"), "s32")
    add("mad_hi_sat_s32", "mad.hi.sat.s32 %d, %a, %b, %c;", ("s32", "s32", "s32"), "s32")
    for t, w in (("s32", "s64"), ("u32", "u64"), ("s16", "s32"), ("u16", "u32")):
        add(f"mul_wide_{t}", f"mul.wide.{t} %d, %a, %b;", (t, t), w)
        add(f"mad_wide_{t}", f"mad.wide.{t} %d, %a, %b, %c;", (t, t, w), w)
    for t in ("s32", "u32"):
        add(f"mul24_lo_{t}", f"mul24.lo.{t} %d, %a, %b;", (t, t), t)
        add(f"mul24_hi_{t}", f"mul24.hi.{t} %d, %a, %b;", (t, t), t)
        add(f"mad24_lo_{t}", f"mad24.lo.{t} %d, %a, %b, %c;", (t, t, t), t)
    add(
        "carry_add_u32",
        "add.cc.u32 %t, %a, %b; addc.cc.u32 %t, %a, %c; addc.u32 %d, %b, %c;",
        ("u32", "u32", "u32"),
        "u32",
    )
    add(
        "carry_sub_u32",
        "sub.cc.u32 %t, %a, %b; subc.cc.u32 %t, %c, %a; subc.u32 %d, %b, %c;",
        ("u32", "u32", "u32"),
        "u32",
    )
    add("carry_add_u64", "add.cc.u64 %t, %a, %b; addc.u64 %d, %a, %c;", ("u64",) * 3, "u64")
    add(
        "carry_mad_u32",
        "mad.lo.cc.u32 %t, %a, %b, %c; madc.hi.u32 %d, %a, %b, %c;",
        ("u32",) * 3,
        "u32",
    )
    for t in ("b32", "b64"):
        add(f"popc_{t}", f"popc.{t} %d, %a;", (t,), "u32")
        add(f"clz_{t}", f"clz.{t} %d, %a;", (t,), "u32")
        add(f"brev_{t}", f"brev.{t} %d, %a;", (t,), t)
        # position = c & 0xff, length = (c >> 8) & 0xff
        add(f"bfi_{t}", f"shr.u32 %w, %c, 8; bfi.{t} %d, %a, %b, %c, %w;", (t, t, "u32"), t)
        add(f"shl_{t}", f"shl.{t} %d, %a, %b;", (t, "u32"), t)
        add(f"not_{t}", f"not.{t} %d, %a;", (t,), t)
        add(f"cnot_{t}", f"cnot.{t} %d, %a;", (t,), t)
        add(f"and_{t}", f"and.{t} %d, %a, %b;", (t, t), t)
        add(f"xor_{t}", f"xor.{t} %d, %a, %b;", (t, t), t)
    for t in ("u32", "s32", "u64", "s64"):
        add(f"bfind_{t}", f"bfind.{t} %d, %a;", (t,), "u32")
        add(f"bfind_shiftamt_{t}", f"bfind.shiftamt.{t} %d, %a;", (t,), "u32")
        add(f"bfe_{t}", f"bfe.{t} %d, %a, %b, %c;", (t, "u32", "u32"), t)
    for t in ("b16", "u32", "s32", "u64", "s64", "s16"):
        add(f"shr_{t}", f"shr.{t} %d, %a, %b;", (t, "u32"), t)
    for d in ("l", "r"):
        for m in ("wrap", "clamp"):
            add(f"shf_{d}_{m}", f"shf.{d}.{m}.b32 %d, %a, %b, %c;", ("b32", "b32", "u32"), "b32")
    add("prmt", "prmt.b32 %d, %a, %b, %c;", ("b32", "b32", "b32"), "b32")
    for m in ("f4e", "b4e", "rc8", "ecl", "ecr", "rc16"):
        add(f"prmt_{m}", f"prmt.b32.{m} %d, %a, %b, %c;", ("b32", "b32", "b32"), "b32")
    for lut in (0x96, 0xE8, 0x1A, 0xF0, 0x00, 0xFF, 0x6C):
        add(f"lop3_{lut:02x}", f"lop3.b32 %d, %a, %b, %c, {lut};", ("b32",) * 3, "b32")
    for m in ("clamp", "wrap"):
        add(f"bmsk_{m}", f"bmsk.{m}.b32 %d, %a, %b;", ("b32", "u32"), "b32")
        for t in ("u32", "s32"):
            add(f"szext_{m}_{t}", f"szext.{m}.{t} %d, %a, %b;", (t, "u32"), t)
    add("dp4a_s32_s32", "dp4a.s32.s32 %d, %a, %b, %c;", ("s32",) * 3, "s32")
    add("dp4a_u32_s32", "dp4a.u32.s32 %d, %a, %b, %c;", ("u32", "s32", "s32"), "s32")
    add("dp4a_u32_u32", "dp4a.u32.u32 %d, %a, %b, %c;", ("u32",) * 3, "u32")
    add("dp2a_lo_s32_s32", "dp2a.lo.s32.s32 %d, %a, %b, %c;", ("s32",) * 3, "s32")
    add("dp2a_hi_u32_u32", "dp2a.hi.u32.u32 %d, %a, %b, %c;", ("u32",) * 3, "u32")
    # comparisons and selection
    for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
        add(f"setp_{cmp}_s32", f"setp.{cmp}.s32 %d, %a, %b;", ("s32", "s32"), "pred")
    for cmp in ("lo", "ls", "hi", "hs"):
        add(f"setp_{cmp}_u32", f"setp.{cmp}.u32 %d, %a, %b;", ("u32", "u32"), "pred")
    for cmp in (
        "eq",
        "ne",
        "lt",
        "le",
        "gt",
        "ge",
        "equ",
        "neu",
        "ltu",
        "leu",
        "gtu",
        "geu",
        "num",
        "nan",
    ):
        add(f"setp_{cmp}_f32", f"setp.{cmp}.f32 %d, %a, %b;", ("f32", "f32"), "pred")
    add("setp_lt_ftz_f32", "setp.lt.ftz.f32 %d, %a, %b;", ("f32", "f32"), "pred")
    add("setp_lt_f64", "setp.lt.f64 %d, %a, %b;", ("f64", "f64"), "pred")
    add("setp_gt_and_s32", "setp.gt.and.s32 %d, %a, %b, %c;", ("s32", "s32", "pred"), "pred")
    add("setp_pair_xor", "setp.ne.xor.u32 %t|%d, %a, %b, %c;", ("u32", "u32", "pred"), "pred")
    add("set_lt_u32_s32", "set.lt.u32.s32 %d, %a, %b;", ("s32", "s32"), "u32")
    add("set_gt_f32_f32", "set.gt.f32.f32 %d, %a, %b;", ("f32", "f32"), "f32")
    add("set_neu_s32_f32", "set.neu.s32.f32 %d, %a, %b;", ("f32", "f32"), "s32")
    add("selp_s32", "selp.s32 %d, %a, %b, %c;", ("s32", "s32", "pred"), "s32")
    add("selp_f64", "selp.f64 %d, %a, %b, %c;", ("f64", "f64", "pred"), "f64")
    add("slct_s32_s32", "slct.s32.s32 %d, %a, %b, %c;", ("s32", "s32", "s32"), "s32")
    add("slct_f32_f32", "slct.f32.f32 %d, %a, %b, %c;", ("f32", "f32", "f32"), "f32")
    add("slct_ftz_u32_f32", "slct.ftz.u32.f32 %d, %a, %b, %c;", ("u32", "u32", "f32"), "u32")
    # floating point
    for t in ("f32", "f64"):
        for r in ("", ".rn", ".rz", ".rm", ".rp"):
            tag = r[1:] or "none"
            add(f"add{tag}_{t}", f"add{r}.{t} %d, %a, %b;", (t, t), t)
            add(f"sub{tag}_{t}", f"sub{r}.{t} %d, %a, %b;", (t, t), t)
            add(f"mul{tag}_{t}", f"mul{r}.{t} %d, %a, %b;", (t, t), t)
            if r:
                add(f"fma{tag}_{t}", f"fma{r}.{t} %d, %a, %b, %c;", (t, t, t), t)
                add(f"div{tag}_{t}", f"div{r}.{t} %d, %a, %b;", (t, t), t)
                add(f"rcp{tag}_{t}", f"rcp{r}.{t} %d, %a;", (t,), t)
                add(f"sqrt{tag}_{t}", f"sqrt{r}.{t} %d, %a;", (t,), t)
        add(f"abs_{t}", f"abs.{t} %d, %a;", (t,), t)
        add(f"neg_{t}", f"neg.{t} %d, %a;", (t,), t)
        add(f"min_{t}", f"min.{t} %d, %a, %b;", (t, t), t)
        add(f"max_{t}", f"max.{t} %d, %a, %b;", (t, t), t)
        add(f"copysign_{t}", f"copysign.{t} %d, %a, %b;", (t, t), t)
        for test in ("finite", "infinite", "number", "notanumber", "normal", "subnormal"):
            add(f"testp_{test}_{t}", f"testp.{test}.{t} %d, %a;", (t,), "pred")
    for o in ("add", "sub", "mul"):
        add(f"{o}_ftz_f32", f"{o}.ftz.f32 %d, %a, %b;", ("f32", "f32"), "f32")
        add(f"{o}_sat_f32", f"{o}.sat.f32 %d, %a, %b;", ("f32", "f32"), "f32")
        add(f"{o}_rz_ftz_f32", f"{o}.rz.ftz.f32 %d, %a, %b;", ("f32", "f32"), "f32")
    add("fma_rn_ftz_f32", "fma.rn.ftz.f32 %d, %a, %b, %c;", ("f32",) * 3, "f32")
    add("fma_rn_sat_f32", "fma.rn.sat.f32 %d, %a, %b, %c;", ("f32",) * 3, "f32")
    add("mad_rn_f64", "mad.rn.f64 %d, %a, %b, %c;", ("f64",) * 3, "f64")
    add("min_NaN_f32", "min.NaN.f32 %d, %a, %b;", ("f32", "f32"), "f32")
    add("max_NaN_f32", "max.NaN.f32 %d, %a, %b;", ("f32", "f32"), "f32")
    add("min_ftz_f32", "min.ftz.f32 %d, %a, %b;", ("f32", "f32"), "f32")
    add("div_full_f32", "div.full.f32 %d, %a, %b;", ("f32", "f32"), "f32", ("ulp", 2))
    add("div_approx_f32", "div.approx.f32 %d, %a, %b;", ("f32", "f32"), "f32", ("ulp", 2))
    add("rcp_approx_f32", "rcp.approx.f32 %d, %a;", ("f32",), "f32", ("ulp", 1))
    add("rcp_approx_ftz_f64", "rcp.approx.ftz.f64 %d, %a;", ("f64",), "f64", ("rel", 2.0**-19))
    add("sqrt_approx_f32", "sqrt.approx.f32 %d, %a;", ("f32",), "f32", ("rel", 2.0**-23))
    add("rsqrt_approx_f32", "rsqrt.approx.f32 %d, %a;", ("f32",), "f32", ("rel", 2.0**-22.9))
    add("rsqrt_approx_f64", "rsqrt.approx.f64 %d, %a;", ("f64",), "f64", ("rel", 2.0**-22))
    add("sin_approx_f32", "sin.approx.f32 %d, %a;", ("f32",), "f32", ("abs", 2.0**-20.5), "trig")
    add("cos_approx_f32", "cos.approx.f32 %d, %a;", ("f32",), "f32", ("abs", 2.0**-20.5), "trig")
    add("lg2_approx_f32", "lg2.approx.f32 %d, %a;", ("f32",), "f32", ("abs", 2.0**-22))
    add("ex2_approx_f32", "ex2.approx.f32 %d, %a;", ("f32",), "f32", ("ulp", 2))
    add("ex2_approx_ftz_f32", "ex2.approx.ftz.f32 %d, %a;", ("f32",), "f32", ("ulp", 2))
    add("tanh_approx_f32", "tanh.approx.f32 %d, %a;", ("f32",), "f32", ("rel", 2.0**-10.9))
    for inst, ins in (
        ("add.f16x2", 2),
        ("sub.f16x2", 2),
        ("mul.f16x2", 2),
        ("fma.rn.f16x2", 3),
        ("neg.f16x2", 1),
        ("abs.f16x2", 1),
        ("min.f16x2", 2),
        ("max.NaN.f16x2", 2),
        ("fma.rn.bf16x2", 3),
        ("min.bf16x2", 2),
        ("abs.bf16x2", 1),
        ("neg.bf16x2", 1),
    ):
        name = inst.replace(".", "_")
        args = ", ".join(["%d", *("%a", "%b", "%c")[:ins]])
        add(name, f"{inst} {args};", ("b32",) * ins, "b32")
    add("setp_lt_f16x2", "setp.lt.f16x2 %t|%d, %a, %b;", ("b32", "b32"), "pred")
    add("fma_rn_bf16", "fma.rn.bf16 %d, %a, %b, %c;", ("bf16",) * 3, "bf16")
    add("max_bf16", "max.bf16 %d, %a, %b;", ("bf16", "bf16"), "bf16")
    add("neg_bf16", "neg.bf16 %d, %a;", ("bf16",), "bf16")
    add("add_f16", "add.f16 %d, %a, %b;", ("f16", "f16"), "f16")
    add("mul_f16", "mul.f16 %d, %a, %b;", ("f16", "f16"), "f16")
    add("fma_rn_f16", "fma.rn.f16 %d, %a, %b, %c;", ("f16",) * 3, "f16")
    # conversions
    for d in ("s32", "u32", "s64", "u64", "s16", "u16"):
        for r in ("rni", "rzi", "rmi", "rpi"):
            add(f"cvt_{r}_{d}_f32", f"cvt.{r}.{d}.f32 %d, %a;", ("f32",), d)
        add(f"cvt_rzi_{d}_f64", f"cvt.rzi.{d}.f64 %d, %a;", ("f64",), d)
    for s in ("s32", "u32", "s64", "u64", "s16"):
        for r in ("rn", "rz", "rm", "rp"):
            add(f"cvt_{r}_f32_{s}", f"cvt.{r}.f32.{s} %d, %a;", (s,), "f32")
            add(f"cvt_{r}_f64_{s}", f"cvt.{r}.f64.{s} %d, %a;", (s,), "f64")
    for r in ("rn", "rz", "rm", "rp"):
        add(f"cvt_{r}_f32_f64", f"cvt.{r}.f32.f64 %d, %a;", ("f64",), "f32")
        add(f"cvt_{r}_f16_f32", f"cvt.{r}.f16.f32 %d, %a;", ("f32",), "f16")
    add("cvt_rn_ftz_f32_f64", "cvt.rn.ftz.f32.f64 %d, %a;", ("f64",), "f32")
    add("cvt_rn_sat_f32_f64", "cvt.rn.sat.f32.f64 %d, %a;", ("f64",), "f32")
    add("cvt_f64_f32", "cvt.f64.f32 %d, %a;", ("f32",), "f64")
    add("cvt_ftz_f64_f32", "cvt.ftz.f64.f32 %d, %a;", ("f32",), "f64")
    add("cvt_f32_f16", "cvt.f32.f16 %d, %a;", ("f16",), "f32")
    add("cvt_rn_f16_f64", "cvt.rn.f16.f64 %d, %a;", ("f64",), "f16")
    add("cvt_rn_bf16_f32", "cvt.rn.bf16.f32 %d, %a;", ("f32",), "bf16")
    add("cvt_rz_bf16_f32", "cvt.rz.bf16.f32 %d, %a;", ("f32",), "bf16")
    add("cvt_f32_bf16", "cvt.f32.bf16 %d, %a;", ("bf16",), "f32")
    add("cvt_rn_f16x2_f32", "cvt.rn.f16x2.f32 %d, %a, %b;", ("f32", "f32"), "b32")
    add("cvt_rn_bf16x2_f32", "cvt.rn.bf16x2.f32 %d, %a, %b;", ("f32", "f32"), "b32")
    for r in ("rni", "rzi", "rmi", "rpi"):
        add(f"cvt_{r}_f32_f32", f"cvt.{r}.f32.f32 %d, %a;", ("f32",), "f32")
        add(f"cvt_{r}_f64_f64", f"cvt.{r}.f64.f64 %d, %a;", ("f64",), "f64")
    add("cvt_sat_f32_f32", "cvt.sat.f32.f32 %d, %a;", ("f32",), "f32")
    for d, s in (
        ("s32", "s64"),
        ("u32", "s64"),
        ("s16", "s32"),
        ("u16", "s32"),
        ("u32", "s32"),
        ("s32", "u32"),
        ("u64", "s64"),
        ("s64", "u64"),
        ("s64", "s32"),
        ("u64", "s32"),
        ("s32", "s16"),
        ("u32", "u16"),
    ):
        add(f"cvt_{d}_{s}", f"cvt.{d}.{s} %d, %a;", (s,), d)
        if not (d[0] == s[0] and int(d[1:]) > int(s[1:])):  # ptxas refuses a needless .sat
            add(f"cvt_sat_{d}_{s}", f"cvt.sat.{d}.{s} %d, %a;", (s,), d)
    return c


OP_CASES: list[OpCase] = _cases()


# -- kernel cases ---------------------------------------------------------------------------
@dataclass
class KernelCase:
    """A launch of a named entry of a PTX file, with its arguments: numpy arrays (copied to
    the device; every array is read back after the launch), or numpy scalars."""

    name: str
    ptx: str  # path relative to the repository root
    entry: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    args: list = field(default_factory=list)
    shared: int = 0
    tol: dict[int, tuple[str, float]] = field(default_factory=dict)  # arg index -> tolerance


def kernel_cases(seed: int = 1234) -> list[KernelCase]:
    rng = np.random.default_rng(seed)
    out: list[KernelCase] = []
    n = 3000
    pos = rng.standard_normal((3, n)) * 7e6
    out.append(
        KernelCase(
            "gravity",
            "fixtures/gravity.ptx",
            "gravity",
            ((n + 255) // 256, 1, 1),
            (256, 1, 1),
            [pos, np.zeros((3, n)), np.float64(3.986004418e14), np.uint64(n)],
        )
    )
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    out.append(
        KernelCase(
            "saxpy",
            "fixtures/saxpy.ptx",
            "saxpy",
            ((n + 255) // 256, 1, 1),
            (256, 1, 1),
            [x, y, np.float32(1.25), np.uint32(n)],
        )
    )
    a = rng.integers(0, 2**32, n, dtype=np.uint32)
    b = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    out.append(
        KernelCase(
            "bits",
            "fixtures/bits.ptx",
            "bits",
            ((n + 127) // 128, 1, 1),
            (128, 1, 1),
            [a, b, np.zeros(n, np.uint32), np.uint32(n)],
        )
    )
    bb = np.where(rng.random(n) < 0.5, rng.integers(-9, 10, n), b).astype(np.int32)
    bb[bb == 0] = 3
    aa = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    aa[:4] = -(2**31)
    bb[:4] = [-1, 1, 2, -2]
    out.append(
        KernelCase(
            "divmod",
            "fixtures/divmod.ptx",
            "divmod",
            ((n + 255) // 256, 1, 1),
            (256, 1, 1),
            [aa, bb, np.zeros(n, np.int32), np.zeros(n, np.int32), np.uint32(n)],
        )
    )
    m = 45
    out.append(
        KernelCase(
            "row_sum",
            "fixtures/row_sum.ptx",
            "row_sum",
            (m, 1, 1),
            (256, 1, 1),
            [
                rng.standard_normal((m, 256)).astype(np.float32),
                np.zeros(m, np.float32),
                np.uint32(m),
            ],
        )
    )
    h, w = 45, 61
    out.append(
        KernelCase(
            "transpose",
            "fixtures/transpose.ptx",
            "transpose",
            ((w + 15) // 16, (h + 15) // 16, 1),
            (16, 16, 1),
            [
                rng.standard_normal((h, w)).astype(np.float32),
                np.zeros((w, h), np.float32),
                np.uint32(h),
                np.uint32(w),
            ],
        )
    )
    out += feature_cases(rng)
    return out


def feature_cases(rng: np.random.Generator) -> list[KernelCase]:
    """Launches of the kernels in kernels/features.ptx (see features.cu)."""
    path = "tests/ptx/kernels/features.ptx"
    if not (REPO / path).exists():
        return []
    from features_cases import cases as _fc

    return _fc(rng, path)


def ptx_text(path: str) -> str:
    return (REPO / path).read_text()
