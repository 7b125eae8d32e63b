"""One seeded PyTorch computation on CUDA, for hostile22.sh's clients sharing one GPU.

    python native/gpu/seeded_torch.py SEED [--over BYTES] [--steps N] [--device cuda]

Trains a small MLP (its width and depth from SEED) for N steps (default 50) on random data of
SEED with deterministic algorithms (TF32 off, cuBLAS's fixed workspace), so one seed's result
is the same bits whenever it runs. With --over, first asks for one tensor of BYTES (beyond the
server's --max-memory-per-client: it must fail with torch.OutOfMemoryError, and the
computation then runs as usual). Prints one JSON line: seed, the final loss's float32 bits,
the SHA-256 of the parameters, and what --over got ("oom", "allocated" or null).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os

os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")

import torch


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--over", type=int, default=0)
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--device", default="cuda", help="cuda (default); cpu to try the script")
    args = ap.parse_args()
    torch.use_deterministic_algorithms(True)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    dev = torch.device(args.device)
    over = None
    if args.over:
        try:
            big = torch.empty(args.over, dtype=torch.uint8, device=dev)
            over = "allocated"
            del big
        except torch.OutOfMemoryError:
            over = "oom"
        if dev.type == "cuda":
            torch.cuda.empty_cache()
    g = torch.Generator().manual_seed(args.seed)
    width, depth = 256 + 64 * (args.seed % 5), 2 + args.seed % 3
    torch.manual_seed(args.seed)  # the layers' initial weights
    layers: list[torch.nn.Module] = []
    for i in range(depth):
        layers += [torch.nn.Linear(width if i else 128, width), torch.nn.GELU()]
    layers.append(torch.nn.Linear(width, 10))
    model = torch.nn.Sequential(*layers).to(dev)
    opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    x = torch.randn(512, 128, generator=g).to(dev)
    y = torch.randint(0, 10, (512,), generator=g).to(dev)
    loss = torch.zeros((), device=dev)
    for _ in range(args.steps):
        opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
    digest = hashlib.sha256()
    for p in model.parameters():
        digest.update(p.detach().cpu().numpy().tobytes())
    bits = int(loss.detach().cpu().view(torch.int32).item()) & 0xFFFFFFFF
    print(
        json.dumps(
            {"seed": args.seed, "loss_bits": bits, "params": digest.hexdigest(), "over": over}
        ),
        flush=True,
    )


if __name__ == "__main__":
    main()
