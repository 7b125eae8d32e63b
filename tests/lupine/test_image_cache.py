"""The module image cache (native/server/images.c, native/shim/module.c): a large image is
named by its SHA-256 first and sent only when the server lacks it; the server files it under
the hash it computes itself (checked here with hashlib), serves later processes from it, and
treats a damaged file as a miss."""

from __future__ import annotations

import hashlib

import pytest
from lupine_helpers import ROOT, Server, run_python

# saxpy.ptx padded past the 64 KiB threshold with a PTX comment
IMAGE = (ROOT / "fixtures/saxpy.ptx").read_bytes() + b"\n// " + b"x" * (80 << 10) + b"\n"

LOAD = """
import ctypes as c, json, os, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
image = open(os.environ["IMAGE"], "rb").read() + b"\\0"
mod, fn = c.c_void_p(), c.c_void_p()
r = lib.cuModuleLoadData(c.byref(mod), image)
print(json.dumps([r, lib.cuModuleGetFunction(c.byref(fn), mod, b"saxpy")]))
"""


def _trips(path) -> int:
    for line in path.read_text().splitlines():
        if line.startswith("cuModuleLoadData "):
            return int(line.split()[2])
    raise AssertionError(path.read_text())


@pytest.fixture
def cached_server(native, tmp_path):
    s = Server(native, "--image-cache", str(tmp_path / "cache"))
    yield s
    s.stop()


def test_second_process_sends_the_hash_only(cached_server, tmp_path):
    image = tmp_path / "big.ptx"
    image.write_bytes(IMAGE)
    env = {"LUPINE_SERVER": cached_server.address, "IMAGE": str(image)}
    digest = hashlib.sha256(IMAGE + b"\0").hexdigest()  # the shim sends the NUL too
    first, _ = run_python(LOAD, env={**env, "LUPINE_STATS": str(tmp_path / "1.txt")})
    assert first == [0, 0]
    cache = tmp_path / "cache"
    assert [p.name for p in cache.iterdir()] == [digest]
    assert (cache / digest).read_bytes() == IMAGE + b"\0"
    assert _trips(tmp_path / "1.txt") == 2  # the hash (a miss), then the image
    second, _ = run_python(LOAD, env={**env, "LUPINE_STATS": str(tmp_path / "2.txt")})
    assert second == [0, 0] and _trips(tmp_path / "2.txt") == 1
    # without the cache on the client, the image travels at once
    third, _ = run_python(
        LOAD,
        env={**env, "LUPINE_IMAGE_CACHE": "0", "LUPINE_STATS": str(tmp_path / "3.txt")},
    )
    assert third == [0, 0] and _trips(tmp_path / "3.txt") == 1


def test_damaged_cache_file_is_a_miss(cached_server, tmp_path):
    image = tmp_path / "big.ptx"
    image.write_bytes(IMAGE)
    env = {"LUPINE_SERVER": cached_server.address, "IMAGE": str(image)}
    digest = hashlib.sha256(IMAGE + b"\0").hexdigest()
    assert run_python(LOAD, env=env)[0] == [0, 0]
    path = tmp_path / "cache" / digest
    path.write_bytes(b"garbage, not the image")
    out, _ = run_python(LOAD, env={**env, "LUPINE_STATS": str(tmp_path / "s.txt")})
    assert out == [0, 0] and _trips(tmp_path / "s.txt") == 2
    assert path.read_bytes() == IMAGE + b"\0"  # rewritten from the image the client sent


def test_unknown_hash_from_a_raw_client_is_not_found(cached_server):
    import struct

    import _wire

    from lupine._protocol_tables import CURESULT, FUNCTIONS

    args = _wire.u64(8) + _wire.blob(b"\x07" * 32)
    call = struct.pack("<IIQQ", FUNCTIONS["cuModuleLoadData"][0], 1, len(args), 0) + args
    init = _wire.call("cuInit", _wire.u64(0))
    with _wire.connect(cached_server.address) as s:
        s.sendall(_wire.frame(init + call, fid=5))
        result, _ = _wire.reply(s, fid=5)
    assert result == CURESULT["CUDA_ERROR_NOT_FOUND"]
