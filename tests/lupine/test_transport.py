"""The transport under concurrency (native/shim/client.c, notify.c; native/server/session.c,
clientmem.c), on the stand-in driver behind the real server:

- a thread blocked in a synchronising call does not hold up other threads' calls (the server
  runs such calls on waiter threads; replies are matched to their calls by request id);
- host functions (cuLaunchHostFunc, cuStreamAddCallback) run in the client process, in stream
  order, also while the application makes no CUDA call (the runner takes the reader role);
- cuMemcpyDtoHAsync into page-locked memory is asynchronous (pushed in stream order), into
  pageable memory it is answered with the data; a push to memory the process may not write
  is an error, not a crash;
- a silent server (SIGSTOP) fails the next call with CUDA_ERROR_DEVICE_UNAVAILABLE after
  LUPINE_TIMEOUT, a long legitimate call does not (heartbeats).

`spin` (fixtures/spin.ptx) keeps its stream busy on the stand-in for the time it is asked, so
"before" and "after" below are orders of events, checked against that independent clock only
through ordering (what completes first), never through durations."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys

import pytest
from lupine_helpers import HERE, ROOT, Server, run_python

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
NOT_READY = CURESULT["CUDA_ERROR_NOT_READY"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
UNAVAILABLE = CURESULT["CUDA_ERROR_DEVICE_UNAVAILABLE"]

# Shared by the programs below: a context, the spin kernel, and launch helpers.
PRELUDE = """
import ctypes as c, json, os, threading, time, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
mod, spin = c.c_void_p(), c.c_void_p()
assert lib.cuModuleLoad(c.byref(mod), os.environ["SPIN"].encode()) == 0
assert lib.cuModuleGetFunction(c.byref(spin), mod, b"spin") == 0
lib.cuLaunchKernel.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p] * 3
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
lib.cuMemcpyDtoHAsync_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t, c.c_void_p]
lib.cuMemFree_v2.argtypes = [c.c_uint64]
HOSTFN = c.CFUNCTYPE(None, c.c_void_p)
CALLBACK = c.CFUNCTYPE(None, c.c_void_p, c.c_int, c.c_void_p)
lib.cuLaunchHostFunc.argtypes = [c.c_void_p, HOSTFN, c.c_void_p]
lib.cuStreamAddCallback.argtypes = [c.c_void_p, CALLBACK, c.c_void_p, c.c_uint]

def stream(flags=1):  # CU_STREAM_NON_BLOCKING: the legacy stream does not wait for it
    s = c.c_void_p()
    assert lib.cuStreamCreate(c.byref(s), flags) == 0
    return s

def event():
    e = c.c_void_p()
    assert lib.cuEventCreate(c.byref(e), 2) == 0  # CU_EVENT_DISABLE_TIMING
    return e

def spin_on(s, ms):
    vals = [c.c_uint64(0), c.c_uint64(0), c.c_uint64(int(ms * 1e6)), c.c_uint64(0)]
    params = (c.c_void_p * 4)(*[c.cast(c.byref(v), c.c_void_p) for v in vals])
    assert lib.cuLaunchKernel(spin, 1, 1, 1, 32, 1, 1, 0, s, params, None) == 0
"""


def _env(server: Server, batch: str = "1", **extra: str) -> dict[str, str]:
    return {
        "LUPINE_SERVER": server.address,
        "LUPINE_BATCH": batch,
        "SPIN": str(ROOT / "fixtures" / "spin.ptx"),
        **extra,
    }


BLOCKED = (
    PRELUDE
    + """
s = stream()
order, started = [], threading.Event()
out = {}

def blocked():
    assert lib.cuCtxSetCurrent(ctx) == 0  # a context is current per thread
    spin_on(s, 1500)
    started.set()
    out["sync"] = lib.cuStreamSynchronize(s)
    order.append("sync")

def others():
    assert lib.cuCtxSetCurrent(ctx) == 0
    started.wait()
    time.sleep(0.2)  # the synchronisation is on the wire by now (only makes the test stricter)
    d = c.c_uint64()
    rs = [lib.cuMemAlloc_v2(c.byref(d), 4096)]
    src = (c.c_uint32 * 1024)(*range(1024))
    back = (c.c_uint32 * 1024)()
    rs.append(lib.cuMemcpyHtoD_v2(d.value, src, 4096))
    rs.append(lib.cuMemcpyDtoH_v2(back, d.value, 4096))
    rs.append(lib.cuStreamQuery(s))
    rs.append(lib.cuMemFree_v2(d.value))
    out["others"] = rs + [list(back) == list(src)]
    order.append("others")

def own_context():  # a thread of its own context, meanwhile
    started.wait()
    mine = c.c_void_p()
    rs = [lib.cuCtxCreate_v2(c.byref(mine), 0, 0)]
    own = c.c_void_p()
    rs.append(lib.cuStreamCreate(c.byref(own), 1))
    rs.append(lib.cuStreamSynchronize(own))  # an idle stream of its own: no wait
    rs.append(lib.cuStreamDestroy_v2(own))
    rs.append(lib.cuCtxDestroy_v2(mine))
    out["own"] = rs
    order.append("own")

ts = [threading.Thread(target=f) for f in (blocked, others, own_context)]
for t in ts: t.start()
for t in ts: t.join()
out["order"] = order
print(json.dumps(out))
"""
)


@pytest.mark.parametrize("batch,spin_us", [("1", "0"), ("0", "0"), ("1", "500")])
def test_a_blocked_synchronisation_does_not_hold_up_other_threads(native, server, batch, spin_us):
    got, _ = run_python(BLOCKED, env=_env(server, batch, LUPINE_SPIN_US=spin_us))
    assert got["sync"] == SUCCESS
    assert got["others"] == [SUCCESS, SUCCESS, SUCCESS, NOT_READY, SUCCESS, True]
    assert got["own"] == [SUCCESS] * 5
    # the other threads' calls completed while the first thread was still waiting
    assert got["order"][-1] == "sync", got["order"]


HOST_FUNCTIONS = (
    PRELUDE
    + """
out = {}
calls, flag = [], []

@HOSTFN
def record(user):
    calls.append([user or 0, threading.get_ident() == threading.main_thread().ident])

@HOSTFN
def raise_flag(user):
    flag.append(user)

# 1. after the spin before it: an event recorded between the two says when the spin is done
s, e = stream(), event()
spin_on(s, 800)
assert lib.cuEventRecord(e, s) == 0
assert lib.cuLaunchHostFunc(s, raise_flag, 7) == 0
out["at_launch"] = [len(flag), lib.cuEventQuery(e)]
while not flag:  # no CUDA call: the shim's runner must read the notification itself
    pass
out["when_run"] = [flag[0], lib.cuEventQuery(e)]

# the same with no CUDA call at all after the launch (the call must not wait for a next one)
s2 = stream()
assert lib.cuLaunchHostFunc(s2, raise_flag, 8) == 0
while len(flag) < 2:
    pass
out["alone"] = flag[1]

# 2. in stream order with each other and with kernels, and done when the stream is
for i in range(1, 41):
    if i % 10 == 0:
        spin_on(s, 20)
    assert lib.cuLaunchHostFunc(s, record, i) == 0
out["sync"] = lib.cuStreamSynchronize(s)
out["order"] = [u for u, _ in calls]
out["on_main_thread"] = any(m for _, m in calls)

# 3. the callback form: (stream, status, userData)
got = []

@CALLBACK
def callback(st, status, user):
    got.append([st or 0, status, user or 0])

assert lib.cuStreamAddCallback(s, callback, 1234, 0) == 0
out["callback_sync"] = lib.cuStreamSynchronize(s)
out["callback"] = got
out["stream"] = s.value
out["bad_flags"] = lib.cuStreamAddCallback(s, callback, 1, 1)
print(json.dumps(out))
"""
)


@pytest.mark.parametrize("batch", ["1", "0"])
def test_host_functions_run_on_the_client_in_stream_order(native, server, batch):
    got, _ = run_python(HOST_FUNCTIONS, env=_env(server, batch))
    assert got["at_launch"] == [0, NOT_READY]  # the spin before it is still running
    assert got["when_run"] == [7, SUCCESS]  # it ran only after the spin, and did run
    assert got["alone"] == 8
    assert got["sync"] == SUCCESS
    assert got["order"] == list(range(1, 41))
    assert got["on_main_thread"] is False
    assert got["callback_sync"] == SUCCESS
    assert got["callback"] == [[got["stream"], SUCCESS, 1234]]
    assert got["bad_flags"] != SUCCESS  # "flags - Reserved for future use, must be 0"


MANY = (
    PRELUDE
    + """
seen, lock = {}, threading.Lock()

@HOSTFN
def record(user):
    with lock:
        seen.setdefault(user >> 16, []).append(user & 0xFFFF)

def worker(t):
    assert lib.cuCtxSetCurrent(ctx) == 0
    streams = [stream(), stream()]
    for i in range(1, 26):
        for k, s in enumerate(streams):
            if i % 8 == 0:
                spin_on(s, 5)
            assert lib.cuLaunchHostFunc(s, record, ((t * 2 + k) << 16) | i) == 0
    rs = [lib.cuStreamSynchronize(s) for s in streams]
    with lock:
        done = [list(seen.get(t * 2 + k, [])) for k in range(2)]
    return rs, done

results = {}
def run(t):
    results[t] = worker(t)
ts = [threading.Thread(target=run, args=(t,)) for t in range(4)]
for t in ts: t.start()
for t in ts: t.join()
out = {"ctx_sync": lib.cuCtxSynchronize(), "seen": {str(k): v for k, v in seen.items()},
       "at_sync": {str(t): r for t, r in results.items()}}
print(json.dumps(out))
"""
)


@pytest.mark.parametrize("batch", ["1", "0"])
def test_many_host_functions_on_several_streams_from_several_threads(native, server, batch):
    got, _ = run_python(MANY, env=_env(server, batch))
    assert got["ctx_sync"] == SUCCESS
    assert sorted(got["seen"]) == [str(k) for k in range(8)]
    for stream_key, values in got["seen"].items():
        assert values == list(range(1, 26)), stream_key
    for t, (rs, done) in got["at_sync"].items():
        assert rs == [SUCCESS, SUCCESS]
        # each stream's own host functions had all run when its synchronisation returned
        assert done == [list(range(1, 26))] * 2, t


PUSH = (
    PRELUDE
    + """
libc = c.CDLL(None)
libc.mmap.restype = c.c_void_p
libc.mmap.argtypes = [c.c_void_p, c.c_size_t, c.c_int, c.c_int, c.c_int, c.c_long]
libc.munmap.argtypes = [c.c_void_p, c.c_size_t]
lib.cuMemHostRegister_v2.argtypes = [c.c_void_p, c.c_size_t, c.c_uint]
n = 3 * (1 << 20) + 12  # more than one staging buffer, not a multiple of 8
count = n // 4
values = (c.c_uint32 * count)(*[(i * 2654435761) & 0xFFFFFFFF for i in range(count)])
d = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), n) == 0
assert lib.cuMemcpyHtoD_v2(d.value, values, n) == 0
s, e = stream(), event()
out = {}

# page-locked destination: asynchronous, there once the stream has passed the copy
pinned = c.c_void_p()
assert lib.cuMemHostAlloc(c.byref(pinned), n, 0) == 0
view = (c.c_uint32 * count).from_address(pinned.value)
c.memset(pinned, 0xEE, n)
spin_on(s, 800)
out["queued"] = lib.cuMemcpyDtoHAsync_v2(pinned, d.value, n, s)
out["before"] = [view[0], view[count - 1]]  # the spin ahead of it is still running
assert lib.cuEventRecord(e, s) == 0
out["event_sync"] = lib.cuEventSynchronize(e)
out["pinned"] = list(view) == list(values)
second = (c.c_uint32 * count).from_address(pinned.value + 0)
c.memset(pinned, 0, n)
out["again"] = [lib.cuMemcpyDtoHAsync_v2(pinned, d.value, n, s), lib.cuStreamSynchronize(s),
                list(second) == list(values)]

# pageable destination: answered with the data, there when the call returns
page = (c.c_uint32 * count)()
out["pageable"] = [lib.cuMemcpyDtoHAsync_v2(page, d.value, n, s), list(page) == list(values)]

# registered, then unmapped (or made read-only): the push is refused, the process lives on
for prot in (0, 1):  # 0: unmapped, 1: PROT_READ
    size = 1 << 16
    p = libc.mmap(None, size, 3, 0x22, -1, 0)  # PROT_READ|WRITE, MAP_PRIVATE|ANONYMOUS
    assert lib.cuMemHostRegister_v2(p, size, 0) == 0
    if prot == 0:
        assert libc.munmap(p, size) == 0
    else:
        assert libc.mprotect(c.c_void_p(p), size, 1) == 0
    r = [lib.cuMemcpyDtoHAsync_v2(p, d.value, size, s), lib.cuStreamSynchronize(s),
         lib.cuStreamSynchronize(s)]
    out["bad_%d" % prot] = r
    assert lib.cuMemHostUnregister(c.c_void_p(p)) == 0
    if prot:
        assert libc.munmap(p, size) == 0
back = (c.c_uint32 * count)()
out["after"] = [lib.cuMemcpyDtoH_v2(back, d.value, n), list(back) == list(values)]
print(json.dumps(out))
"""
)


@pytest.mark.parametrize("batch", ["1", "0"])
def test_async_copies_to_page_locked_memory_are_pushed_in_stream_order(native, server, batch):
    # every page-locked copy pushed, however small (the default answers small ones at once)
    got, _ = run_python(PUSH, env=_env(server, batch, LUPINE_PUSH_MIN="0"))
    assert got["queued"] == SUCCESS
    assert got["before"] == [0xEEEEEEEE, 0xEEEEEEEE]
    assert got["event_sync"] == SUCCESS and got["pinned"] is True
    assert got["again"] == [SUCCESS, SUCCESS, True]
    assert got["pageable"] == [SUCCESS, True]
    # the error is the next synchronising call's, and only once
    for key in ("bad_0", "bad_1"):
        assert got[key] == [SUCCESS, INVALID_VALUE, SUCCESS], key
    assert got["after"] == [SUCCESS, True]


AGED = (
    PRELUDE
    + """
s = stream()
spin_on(s, 300)  # a deferred launch, the first call of the batch
time.sleep(1.0)  # no CUDA call meanwhile: only the batch's age can send the launch
done = lib.cuStreamQuery(s)  # the launch is sent by now at the latest
print(json.dumps({"done": done, "sync": lib.cuStreamSynchronize(s)}))
"""
)


@pytest.mark.parametrize(
    ("batch_us", "done", "sent"),
    [
        (None, SUCCESS, {"by the flusher thread": 1, "with a call": 0, "by age": 0}),
        ("0", SUCCESS, {"by the flusher thread": 0, "with a call": 0, "by age": 1}),
        ("10000000", NOT_READY, {"by the flusher thread": 0, "with a call": 1, "by age": 0}),
    ],
    ids=["default", "zero", "ten-seconds"],
)
def test_a_deferred_launch_goes_out_when_the_batch_is_old_enough(
    native, server, tmp_path, batch_us, done, sent
):
    # A deferred launch reaches the server within LUPINE_BATCH_US (default 50 us) while the
    # application computes on the host, as it reaches the GPU natively: its 300 ms spin is
    # over when the stream is asked a second later. With an age of ten seconds it waits in
    # the batch until that query sends it, so the spin has only begun.
    extra = {"LUPINE_STATS": str(tmp_path / "stats.txt")}
    if batch_us is not None:
        extra["LUPINE_BATCH_US"] = batch_us
    got, _ = run_python(AGED, env=_env(server, "1", **extra))
    assert got == {"done": done, "sync": SUCCESS}
    # LUPINE_STATS's first line counts the batches by why they were sent: the launch is the
    # only deferred call of the program, so exactly one batch, sent the way expected
    head = (tmp_path / "stats.txt").read_text().splitlines()[0]
    counts = {
        why: int(n)
        for n, why in re.findall(r"(\d+) (with a call|by age|by the flusher thread)", head)
    }
    assert counts == sent, head


NEVER_EARLY = (
    PRELUDE
    + """
lib.cuMemsetD8Async.argtypes = [c.c_uint64, c.c_ubyte, c.c_size_t, c.c_void_p]
def work():
    assert lib.cuCtxSetCurrent(ctx) == 0
    s = stream()
    d = c.c_uint64()
    assert lib.cuMemAlloc_v2(c.byref(d), 64) == 0
    for i in range(500):  # each batch: one memset, sent by the query right behind it
        assert lib.cuMemsetD8Async(d.value, i & 255, 64, s) == 0
        lib.cuStreamQuery(s)
ts = [threading.Thread(target=work) for _ in range(4)]
for t in ts: t.start()
for t in ts: t.join()
print("[]")
"""
)


def test_no_batch_goes_out_before_its_age(native, server, tmp_path):
    # With an age of a minute, every batch goes with the call behind it; none by the flusher
    # (whose clock once ran behind a batch begun while it waited for the lock, so a fresh batch
    # looked older than the age and went at once)
    stats = tmp_path / "stats.txt"
    extra = {"LUPINE_BATCH_US": "60000000", "LUPINE_STATS": str(stats)}
    run_python(NEVER_EARLY, env=_env(server, "1", **extra))
    head = stats.read_text().splitlines()[0]
    assert "0 by the flusher thread" in head and " 0 by age" in head, head


SILENT = (
    PRELUDE
    + """
import sys
d = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), 64) == 0
print("ready", flush=True)
sys.stdin.readline()
t0 = time.monotonic()
first = lib.cuMemAlloc_v2(c.byref(d), 64)
t1 = time.monotonic()
second = lib.cuMemAlloc_v2(c.byref(d), 64)
print(json.dumps({"first": first, "second": second, "waited": t1 - t0}), flush=True)
"""
)


@pytest.mark.parametrize("spin_us", ["0", "500"])
def test_a_silent_server_fails_the_call_after_the_timeout(native, spin_us):
    # spin_us: the client's reader spins that long before each blocking receive
    server = Server(native, "--once")  # the session runs in the listening process itself
    timeout_s = 2
    env = {
        **os.environ,
        "PYTHONPATH": f"{HERE}{os.pathsep}{ROOT}",
        **_env(server, LUPINE_TIMEOUT=str(timeout_s), LUPINE_SPIN_US=spin_us),
    }
    proc = subprocess.Popen(
        [sys.executable, "-c", SILENT],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout.readline().strip() == "ready"
        os.kill(server.proc.pid, signal.SIGSTOP)
        proc.stdin.write("go\n")
        proc.stdin.flush()
        # the answer must come within LUPINE_TIMEOUT + 2 s of the server going silent
        ready, _, _ = select.select([proc.stdout], [], [], timeout_s + 2)
        assert ready, "the call hung on a silent server"
        got = json.loads(proc.stdout.readline())
        _, err = proc.communicate(timeout=30)
    finally:
        os.kill(server.proc.pid, signal.SIGCONT)
        proc.kill()
        server.stop()
    assert got["first"] == UNAVAILABLE and got["second"] == UNAVAILABLE
    lines = [ln for ln in err.splitlines() if "lupine-server" in ln]
    assert len(lines) == 1 and server.address in lines[0], err


LONG = (
    PRELUDE
    + """
s = stream()
spin_on(s, float(os.environ["SPIN_MS"]))
out = [lib.cuStreamSynchronize(s), lib.cuStreamQuery(s)]
print(json.dumps(out))
"""
)


@pytest.mark.parametrize("spin_us", ["0", "500"])
def test_a_long_call_is_not_a_silent_server(native, server, spin_us):
    # the kernel's spin lasts three timeouts; heartbeats keep the waiting call alive
    env = _env(server, LUPINE_TIMEOUT="1", SPIN_MS="3000", LUPINE_SPIN_US=spin_us)
    got, err = run_python(LONG, env=env)
    assert got == [SUCCESS, SUCCESS], err


FORK = (
    PRELUDE
    + """
flags = []

@HOSTFN
def mark(user):
    flags.append(user)

s0 = c.c_void_p(0)
assert lib.cuLaunchHostFunc(s0, mark, 1) == 0 and lib.cuStreamSynchronize(s0) == 0
read_end, write_end = os.pipe()
pid = os.fork()
if pid == 0:  # the child starts over: its own connection and server session
    ctx2 = c.c_void_p()
    rs = [lib.cuInit(0), lib.cuDevicePrimaryCtxRetain(c.byref(ctx2), 0),
          lib.cuCtxSetCurrent(ctx2), lib.cuLaunchHostFunc(s0, mark, 2),
          lib.cuStreamSynchronize(s0)]
    os.write(write_end, json.dumps([rs, flags]).encode())
    os._exit(0)
os.close(write_end)
child = json.loads(os.read(read_end, 4096).decode())
_, status = os.waitpid(pid, 0)
rs = [lib.cuLaunchHostFunc(s0, mark, 3), lib.cuStreamSynchronize(s0)]
print(json.dumps({"child": child, "status": status, "parent": [rs, flags]}))
"""
)


def test_a_forked_child_starts_over_and_both_run_host_functions(native, server):
    got, _ = run_python(FORK, env=_env(server))
    assert got["status"] == 0
    assert got["child"] == [[SUCCESS] * 5, [1, 2]]  # the parent's first, then its own
    assert got["parent"] == [[SUCCESS, SUCCESS], [1, 3]]


CAPTURE = (
    PRELUDE
    + """
lib.cuMemcpyHtoDAsync_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t, c.c_void_p]
count = 1000
src = (c.c_uint32 * count)()
page = (c.c_uint32 * count)()
pinned = c.c_void_p()
assert lib.cuMemHostAlloc(c.byref(pinned), count * 4, 0) == 0
view = (c.c_uint32 * count).from_address(pinned.value)
c.memset(pinned, 0, count * 4)
d = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), count * 4) == 0
s = stream(0)
r = lib.cuStreamBeginCapture_v2(s, 2)  # CU_STREAM_CAPTURE_MODE_RELAXED
if r != 0:
    print(json.dumps({"skip": "cuStreamBeginCapture_v2 -> %d" % r}))
    raise SystemExit
rs = [lib.cuMemcpyHtoDAsync_v2(d.value, src, count * 4, s),
      lib.cuMemcpyDtoHAsync_v2(pinned, d.value, count * 4, s),
      lib.cuMemcpyDtoHAsync_v2(page, d.value, count * 4, s)]
graph, exe = c.c_void_p(), c.c_void_p()
rs += [lib.cuStreamEndCapture(s, c.byref(graph)),
       lib.cuGraphInstantiateWithFlags(c.byref(exe), graph, c.c_ulonglong(0))]
untouched = [view[0], page[0]]
rounds = []
for k in (1, 2, 3):  # each replay moves the bytes of its own moment
    for i in range(count):
        src[i] = k * 100000 + i
    rounds.append([lib.cuGraphLaunch(exe, s), lib.cuStreamSynchronize(s),
                   list(view) == list(src), list(page) == list(src)])
print(json.dumps({"captured": rs, "untouched": untouched, "rounds": rounds}))
"""
)


def test_copies_captured_into_a_graph_move_the_clients_bytes_at_each_replay(native, server):
    got, _ = run_python(CAPTURE, env=_env(server))
    if "skip" in got:
        pytest.skip(f"the stand-in does not capture streams yet: {got['skip']}")
    assert got["captured"] == [SUCCESS] * 5
    assert got["untouched"] == [0, 0]  # nothing runs during capture
    assert got["rounds"] == [[SUCCESS, SUCCESS, True, True]] * 3
