"""Device printf on the host emulator (issue 12, item 4): nvcc's `call vprintf, (fmt, args)`
prints each lane's formatted line, lanes in order, and returns the number of arguments the
format consumed. The kernel (hand-written as nvcc emits printf: the arguments packed in a local
buffer, each aligned to its size, the float promoted to double) prints
"lane %d of %u: %.2f %s %x %c %%"; the reference is Python's own %-formatting of the same
format, which follows C's printf for these conversions."""

# ruff: noqa: E501, UP031  (embedded PTX lines kept whole; C-style % formatting is the reference)

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from eagle import LoadedVector

PTX = ".version 8.0\n.target sm_80\n.address_size 64\n\n.extern .func (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0,\n\t.param .b64 vprintf_param_1\n)\n;\n.global .align 1 .b8 $str[33] = {108, 97, 110, 101, 32, 37, 100, 32, 111, 102, 32, 37, 117, 58, 32, 37, 46, 50, 102, 32, 37, 115, 32, 37, 120, 32, 37, 99, 32, 37, 37, 10, 0};\n.global .align 1 .b8 $name[4] = {97, 98, 99, 0};\n\n.visible .entry k(.param .u64 inp, .param .u64 out, .param .u32 n)\n{\n\t.local .align 8 .b8 __local_depot0[32];\n\t.reg .b64 %SP;\n\t.reg .b64 %SPL;\n\t.reg .pred %p;\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<12>;\n\t.reg .f64 %fd<2>;\n\tmov.u64 %SPL, __local_depot0;\n\tcvta.local.u64 %SP, %SPL;\n\tld.param.u32 %r1, [n];\n\tmov.u32 %r2, %tid.x;\n\tsetp.ge.u32 %p, %r2, %r1;\n\t@%p bra DONE;\n\tadd.u64 %rd1, %SP, 0;\n\tadd.u64 %rd2, %SPL, 0;\n\tst.local.u32 [%rd2], %r2;\n\tst.local.u32 [%rd2+4], %r1;\n\tcvt.rn.f64.u32 %fd1, %r2;\n\tst.local.f64 [%rd2+8], %fd1;\n\tmov.u64 %rd3, $name;\n\tcvta.global.u64 %rd4, %rd3;\n\tst.local.u64 [%rd2+16], %rd4;\n\tmov.u32 %r4, 255;\n\tst.local.u32 [%rd2+24], %r4;\n\tmov.u32 %r5, 65;\n\tst.local.u32 [%rd2+28], %r5;\n\tmov.u64 %rd5, $str;\n\tcvta.global.u64 %rd6, %rd5;\n\t{\n\t.param .b64 param0;\n\tst.param.b64 [param0], %rd6;\n\t.param .b64 param1;\n\tst.param.b64 [param1], %rd1;\n\t.param .b32 retval0;\n\tcall.uni (retval0), vprintf, (param0, param1);\n\tld.param.b32 %r3, [retval0];\n\t}\n\tld.param.u64 %rd7, [out];\n\tcvta.to.global.u64 %rd8, %rd7;\n\tmul.wide.u32 %rd9, %r2, 4;\n\tadd.u64 %rd10, %rd8, %rd9;\n\tst.global.u32 [%rd10], %r3;\nDONE:\n\tret;\n}\n"

TOML = 'entry = "k"\n[launch]\nblock = [64]\nthreads = ["n"]\n[[param]]\nname = "inp"\nrole = "in"\ndtype = "uint32"\nshape = ["n"]\n[[param]]\nname = "out"\nrole = "out"\ndtype = "uint32"\nshape = ["n"]\n[[param]]\nname = "n"\nrole = "length"\ndtype = "uint32"\n'


@pytest.mark.parametrize("n", [1, 3, 64])  # one block (the kernel prints %tid.x)
def test_printf_prints_each_lane_in_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], n: int
) -> None:
    monkeypatch.setenv("EAGLE_TARGET", "host")
    (tmp_path / "k.ptx").write_text(PTX)
    (tmp_path / "k.toml").write_text(TOML)
    counts = LoadedVector(tmp_path / "k.ptx")(inp=np.zeros(n, np.uint32))
    out = capfd.readouterr().out
    want = "".join(
        "lane %d of %u: %.2f %s %x %c %%\n" % (i, n, float(i), "abc", 255, "A") for i in range(n)
    )
    assert out == want
    np.testing.assert_array_equal(counts, np.full(n, 6))


FLOAT_FORMATS = [
    "%a", "%A", "%.0a", "%.1a", "%.3a", "%#.0a", "%.13a", "%.20a", "%20a|", "%-20a|", "%020a",
    "%+a", "% a", "%e", "%E", "%f", "%F", "%g", "%G", "%+.3e", "%08.2f", "%-9.2f|", "%010f",
    "% g", "%#g", "%.0f", "%12.4E",
]  # fmt: skip
FLOAT_VALUES = [
    0.0, -0.0, 1.0, 1.5, -2.75, 0.1, 1 / 3, 1e300, -1e-300, 5e-324, 2.2250738585072014e-308,
    2.225073858507201e-308, 1.9999999999999998, 0.9999999999999999, 15.999, 1.03125, 1.09375,
    float("inf"), -float("inf"), float("nan"), -float("nan"),
]  # fmt: skip


@pytest.mark.parametrize("fmt", FLOAT_FORMATS)
def test_float_conversions_as_the_c_library_writes_them(fmt: str) -> None:
    """%a/%A (hex digits, rounding to a precision, the carry into the leading digit,
    subnormals, zero), %e/%f/%g, and NaN's sign and infinities' padding, against the C
    library's own snprintf of the same double."""
    import ctypes

    from eagle.ptx._printf import format_c

    class Args:  # one double, as vprintf's argument buffer would hold it
        def __init__(self, v: float) -> None:
            self.v, self.count = v, 0

        def take(self, dtype: object) -> object:
            self.count += 1
            return np.float64(self.v)

    libc = ctypes.CDLL(None)
    buf = ctypes.create_string_buffer(2048)  # %f of 1e300 has 301 digits
    for v in FLOAT_VALUES:
        libc.snprintf(buf, len(buf), fmt.encode(), ctypes.c_double(v))
        assert format_c(fmt, Args(v), str) == buf.value.decode(), (fmt, v)
