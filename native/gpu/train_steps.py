"""N AdamW steps of the PyTorch ladder's transformer on CUDA, for counting what a step costs
through LUPINE (run under LUPINE_STATS; the difference of two step counts is the steady
state, native/gpu/stats_diff.py).

    python3 native/gpu/train_steps.py N
"""

from __future__ import annotations

import sys

import torch
import torch.nn.functional as F

from lupine.ladder import _transformer


def main(steps: int) -> None:
    model = _transformer(7).cuda().train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    tok = torch.randint(0, 100, (16, 32)).cuda()
    tgt = torch.randint(0, 100, (16, 32)).cuda()
    for _ in range(steps):
        opt.zero_grad()
        F.cross_entropy(model(tok).reshape(-1, 100), tgt.reshape(-1)).backward()
        opt.step()
    torch.cuda.synchronize()


if __name__ == "__main__":
    main(int(sys.argv[1]))
