"""The GPU proof of several servers: the seed page's several-servers example on the GPU host.

    python3 native/gpu/two_servers.py --server A --server B [--json out.json]

A and B are two lupine-servers (on loopback, each with this machine's GPU), so the process
sees the GPU twice: ``s.devices()`` gives ``cuda:0`` (A's) and ``cuda:1`` (B's), and every call
goes to the server that made what it names. As the seed page writes it::

    with lupine.connect(host=[a, b]) as s:
        gpus = s.devices()
        model0 = model0.to(gpus[0])
        model1 = model1.to(gpus[1])

Checks, each against an independent reference: PyTorch's NVML count (``s.nvml``, LUPINE's
NVML, bound by ``connect``) equals the driver's ``cuDeviceGetCount``; ResNet-18 (torchvision,
random weights of a fixed seed, eval mode, TF32 off) on each device matches the same model on
the CPU; a tensor copied from ``cuda:0`` to ``cuda:1`` (staged through this process) is
bit-exact; the two devices' allocations never share an address. Prints a table; exits 1 when a
check fails. Must run before anything else initialises CUDA in the process (it connects first).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import sys
import time


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--server", action="append", required=True, help="HOST:PORT, twice")
    ap.add_argument("--json")
    ap.add_argument("--batch", type=int, default=8)
    args = ap.parse_args(argv)
    import lupine

    rows: list[tuple[str, bool, str]] = []
    with lupine.connect(host=args.server) as s:
        import torch
        import torchvision

        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
        gpus = s.devices()
        names = ", ".join(f"{d} {torch.cuda.get_device_name(d)}" for d in gpus)
        rows.append(("devices", len(gpus) >= 2, names))
        # torch counts through NVML first (s.devices() too): connect() binds LUPINE's NVML
        # beside the driver, so both count the servers' GPUs, and not this machine's one
        driver = ctypes.c_int()
        ctypes.CDLL(str(s.libcuda)).cuDeviceGetCount(ctypes.byref(driver))
        nvml = torch.cuda._raw_device_count_nvml()
        counts = f"{nvml} through {s.nvml}; the driver's {driver.value}"
        rows.append(("NVML count", nvml == driver.value == len(gpus), counts))
        torch.manual_seed(0)
        reference = torchvision.models.resnet18(weights=None).eval()
        x = torch.randn(args.batch, 3, 224, 224)
        with torch.no_grad():
            want = reference(x)
        for dev in gpus[:2]:
            model = torchvision.models.resnet18(weights=None).eval()
            model.load_state_dict(reference.state_dict())
            model = model.to(dev)
            t0 = time.perf_counter()
            with torch.no_grad():
                got = model(x.to(dev)).cpu()
            took = time.perf_counter() - t0
            err = (got - want).abs().max().item()
            rows.append((f"resnet18 on {dev}", err < 1e-3, f"max |diff| {err:.2e}, {took:.2f} s"))
        a = torch.randn(1 << 20, device=gpus[0])
        b = a.to(gpus[1])  # between servers: staged through this process
        exact = torch.equal(a.cpu(), b.cpu())
        rows.append(("copy cuda:0 -> cuda:1", exact, f"{a.numel()} float32, bit-exact {exact}"))
        p0, p1 = a.data_ptr(), b.data_ptr()
        rows.append(("addresses apart", p0 != p1, f"{p0:#x} / {p1:#x}"))
    ok = all(r[1] for r in rows)
    print(f"{'check':<28} {'ok':<4} detail")
    for name, good, detail in rows:
        print(f"{name:<28} {'yes' if good else 'NO':<4} {detail}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"servers": args.server, "rows": rows, "ok": ok}, f, indent=1)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
