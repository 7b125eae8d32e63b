"""Where a sidecar upload's time goes on a GPU host: the worker's side of a 1 MiB upload
(`lupine._sidecar.worker.Worker.put_gpu`), measured in this process through LUPINE, with
its bytes arriving on a loopback socket from a sender process as the client sends them.

    python benchmarks/lupine/sidecar_upload.py [--server HOST:PORT] [--repeat 40] [--json F]

Starts a ``lupine-server`` on loopback (unless ``--server``), binds this process to it
(``lupine.connect``), and times, per 1 MiB (median and best of ``--repeat``):

- ``lupine``: ``host.to("cuda")`` of a 1 MiB tensor here and a synchronize: the LUPINE column of
  ``sidecar_gpu.py``'s ``upload_1mb``;
- ``socket``: the 1 MiB read from the sender's socket into a buffer (no GPU);
- ``socket, then one copy``: read whole, then one ``copy_`` to the GPU and a synchronize;
- ``worker, pieces of K KiB``: the worker's own ``put`` of a bulk tensor
  (`lupine._sidecar.worker.Worker.put_gpu`) with its module constant ``PIECE`` set so (pieces
  of 1 MiB: one read, then one copy; smaller ones read on a thread while the last is copied);

each upload's bytes read back and compared with the sender's; and through a sidecar (the
stand-in runtime, its worker on this GPU through the same server, in a process of its own):

- ``sidecar: to()``: the client's ``host.to(device)`` alone (it returns before the worker is
  done), ``sidecar: synchronize()`` alone (nothing queued), ``sidecar: to(), synchronize()``
  (``sidecar.py``'s ``upload_1mb``); then one upload's timeline, the client's marks and the
  worker's (its ``stats`` reply), in µs from the client's call.

Prints a table; ``--json`` writes it with the date and the device. A GPU host's measure:
without CUDA it exits 2.
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]  # the repository: lupine, here and in the child
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # (sidecar_gpu.py, for its server)

N = 1 << 20
SENDER = """
import socket, struct, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
payload = bytes(range(256)) * (int(sys.argv[2]) // 256)
while True:
    ask = s.recv(1)
    if not ask:
        break
    s.sendall(payload)
"""


THROUGH_SIDECAR = """
import json, os, statistics, sys, tempfile, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import torch
import lupine
from lupine._sidecar import standin
bin_dir = Path(tempfile.mkdtemp(prefix="lupine-standin-"))
standin.install(bin_dir)
os.environ["PATH"] = f"{bin_dir}{os.pathsep}{os.environ['PATH']}"
repeat = int(sys.argv[3])
host = torch.randn(256, 1024)
rows = {}
with lupine.sidecar(sys.argv[2]) as sc:
    dev = sc.device()
    keep = []
    def to(): keep.append(host.to(dev, copy=True))
    def both(): host.to(dev, copy=True); sc.synchronize()
    for name, fn, after in (("to()", to, sc.synchronize), ("synchronize()", sc.synchronize, None),
                            ("to(), synchronize()", both, None)):
        times = []
        for _ in range(repeat + 1):
            start = time.perf_counter()
            fn()
            times.append(time.perf_counter() - start)
            if after:
                after()
            keep.clear()
        times = times[1:]
        rows["sidecar: " + name] = {"median_us": statistics.median(times) * 1e6,
                                    "best_us": min(times) * 1e6}
    rows["sidecar: to(), synchronize()"]["equal"] = torch.equal(host.to(dev).cpu(), host)
    # one upload's timeline, both processes' clocks (CLOCK_MONOTONIC): µs from the call
    send_bulk, marks = sc._send_bulk, {}
    def timed_send(view, what):
        marks["client: bytes begin"] = time.perf_counter_ns()
        send_bulk(view, what)
        marks["client: bytes sent"] = time.perf_counter_ns()
    sc._send_bulk = timed_send
    flush = sc._flush
    def timed_flush(what):  # (the upload's record: its first flush after the call)
        marks.setdefault("client: record flushed", time.perf_counter_ns())
        flush(what)
        marks.setdefault("client: record sent", time.perf_counter_ns())
    sc._flush = timed_flush
    lines = []
    for _ in range(repeat):
        sc.synchronize()
        marks.clear()
        t0 = time.perf_counter_ns()
        r = host.to(dev, copy=True)
        marks["client: to() returned"] = time.perf_counter_ns()
        sc.synchronize()
        marks["client: synchronize() returned"] = time.perf_counter_ns()
        w = sc._request("stats", what="stats")["last_upload"]
        names = ("worker: record taken up", "worker: GPU memory made",
                 "worker: first copy begun", "worker: last copy begun",
                 "worker: last copy returned")
        line = {**marks, **dict(zip(names, w))}
        lines.append({k: (v - t0) / 1e3 for k, v in line.items()})
        del r
    rows["timeline, µs from the call (median)"] = {
        k: statistics.median(x[k] for x in lines) for k in sorted(lines[0], key=lines[0].get)}
print(json.dumps(rows))
"""


def _time(fn: Any, repeat: int) -> dict[str, float]:
    fn()  # (warm-up)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return {"median_us": statistics.median(times) * 1e6, "best_us": min(times) * 1e6}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--server", help="HOST:PORT of a running lupine-server (default: start one)")
    ap.add_argument("--repeat", type=int, default=40)
    ap.add_argument("--json", help="write the results here")
    args = ap.parse_args(argv)

    import sidecar_gpu

    import lupine

    work = Path(tempfile.mkdtemp(prefix="sidecar-upload-"))
    server_proc = None
    host = args.server
    if host is None:
        server_proc, host = sidecar_gpu._server(work)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = str(listener.getsockname()[1])
    sender = subprocess.Popen([sys.executable, "-c", SENDER, port, str(N)])
    sock, _ = listener.accept()
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        with lupine.connect(host=host, sidecar=False):
            import torch

            if not torch.cuda.is_available():
                print("no CUDA through LUPINE: this measure needs a GPU host", file=sys.stderr)
                return 2
            from lupine._sidecar import _wire, worker

            payload = torch.frombuffer(bytearray(bytes(range(256)) * (N // 256)), dtype=torch.uint8)
            host_t = payload.view(torch.float32).reshape(256, 1024).clone()
            staging = torch.empty(N, dtype=torch.uint8)
            dst = torch.empty(N, dtype=torch.uint8, device="cuda")
            w = worker.Worker("cuda", bulk=sock)
            rows: dict[str, dict[str, Any]] = {}

            def ask() -> None:
                sock.sendall(b"x")

            def lupine_upload() -> None:
                host_t.to("cuda", copy=True)
                torch.cuda.synchronize()

            def socket_only() -> None:
                ask()
                w.read_exactly(memoryview(staging.numpy()))

            def socket_then_copy() -> None:
                socket_only()
                dst.copy_(staging)
                torch.cuda.synchronize()

            rows["lupine"] = _time(lupine_upload, args.repeat)
            rows["socket"] = _time(socket_only, args.repeat)
            rows["socket, then one copy"] = _time(socket_then_copy, args.repeat)
            rows["socket, then one copy"]["equal"] = torch.equal(dst.cpu(), payload)
            for piece in (128 << 10, 256 << 10, 512 << 10, N):
                worker.PIECE = piece

                def put() -> None:
                    ask()
                    w.handle_deferred("put", (1, _wire.Bulk(torch.uint8, (N,), N), 0, (1,)))
                    torch.cuda.synchronize()

                name = f"worker, pieces of {piece >> 10} KiB"
                rows[name] = _time(put, args.repeat)
                got = w.tensors[1]
                rows[name]["equal"] = not isinstance(got, worker.Poisoned) and torch.equal(
                    got.cpu(), payload
                )
            device = torch.cuda.get_device_name(0)
        child = subprocess.run(
            [sys.executable, "-c", THROUGH_SIDECAR, str(ROOT), host, str(args.repeat)],
            capture_output=True,
            text=True,
            timeout=300,
        )
        if child.returncode:
            print(f"through the sidecar: exit {child.returncode}\n{child.stderr[-3000:]}")
        else:
            rows.update(json.loads(child.stdout.strip().splitlines()[-1]))
    finally:
        sock.close()
        sender.wait(timeout=10)
        if server_proc is not None:
            server_proc.terminate()
            server_proc.wait(timeout=10)
    base = rows["lupine"]["median_us"]
    print(f"1 MiB upload, {args.repeat} each, {device} through LUPINE at {host}")
    print(f"{'path':32} {'median µs':>10} {'best µs':>9} {'÷ lupine':>9}  bytes")
    timeline = rows.pop("timeline, µs from the call (median)", None)
    for name, r in rows.items():
        eq = {True: "equal", False: "DIFFER"}.get(r.get("equal"), "")  # type: ignore[call-overload]
        ratio = r["median_us"] / base
        print(f"{name:32} {r['median_us']:10.1f} {r['best_us']:9.1f} {ratio:8.2f}x  {eq}")
    if timeline:
        print("one upload through the sidecar, µs from the client's call (medians):")
        for what, us in timeline.items():
            print(f"  {us:8.1f}  {what}")
        rows["timeline"] = timeline
    if args.json:
        out = {"date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "device": device, "rows": rows}
        Path(args.json).write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
