"""TLS between the shim and lupine-server (issue 10, item 7): with --tls-cert/--tls-key every
connection is TLS, the client verifies the certificate's chain (LUPINE_TLS_CA) and name, and
the session works as in clear (a copy round trip checked byte for byte); an untrusted or
misnamed certificate, or a client speaking clear text, gets no session and a message that says
why; the server refuses to listen beyond loopback in clear text unless told --no-tls.
Certificates are made here with the openssl command."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from lupine_helpers import Server, doctor, run_python

from lupine._protocol_tables import CURESULT

pytestmark = pytest.mark.skipif(not shutil.which("openssl"), reason="no openssl command")

ROUND_TRIP = """
import ctypes as c, json, _driver
lib = _driver.load()
out = {"init": lib.cuInit(0)}
if out["init"] == 0:
    ctx = c.c_void_p()
    lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0)
    lib.cuCtxSetCurrent(ctx)
    n = 3 << 20
    d = c.c_uint64()
    lib.cuMemAlloc_v2(c.byref(d), n)
    lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
    lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
    src = bytes((i * 7 + 3) % 251 for i in range(n))
    back = c.create_string_buffer(n)
    out["copies"] = [lib.cuMemcpyHtoD_v2(d.value, src, n), lib.cuMemcpyDtoH_v2(back, d.value, n)]
    out["same"] = back.raw == src
print(json.dumps(out))
"""


def _cert(d: Path, name: str, san: str) -> tuple[Path, Path]:
    cert, key = d / f"{name}.pem", d / f"{name}.key"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-days",
            "2",
            "-subj",
            f"/CN={name}",
            "-addext",
            f"subjectAltName={san}",
        ],
        check=True,
        capture_output=True,
    )
    return cert, key


@pytest.fixture(scope="module")
def certs(tmp_path_factory) -> dict[str, tuple[Path, Path]]:
    d = tmp_path_factory.mktemp("tls")
    return {
        "good": _cert(d, "good", "IP:127.0.0.1,DNS:localhost"),
        "other": _cert(d, "other", "IP:127.0.0.1"),  # another self-signed CA
        "misnamed": _cert(d, "misnamed", "IP:127.0.0.2"),
    }


def _tls_server(native, cert: Path, key: Path) -> Server:
    return Server(native, "--tls-cert", str(cert), "--tls-key", str(key))


def test_a_tls_session_round_trips_exactly(native, certs):
    cert, key = certs["good"]
    server = _tls_server(native, cert, key)
    try:
        env = {"LUPINE_SERVER": server.address, "LUPINE_TLS": "1", "LUPINE_TLS_CA": str(cert)}
        got, _ = run_python(ROUND_TRIP, env=env)
        assert got == {"init": 0, "copies": [0, 0], "same": True}
        # by name as well as by address
        port = server.address.rsplit(":", 1)[1]
        got, _ = run_python(ROUND_TRIP, env={**env, "LUPINE_SERVER": f"localhost:{port}"})
        assert got["same"] is True
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("ca", "cert", "tls", "says"),
    [
        ("other", "good", "1", "not trusted for 127.0.0.1"),  # unknown CA
        ("misnamed", "misnamed", "1", "not trusted for 127.0.0.1"),  # name not in the cert
        ("good", "good", "0", "set LUPINE_TLS=1"),  # clear text to a TLS server
    ],
)
def test_no_session_without_a_verified_server(native, certs, ca, cert, tls, says):
    c, k = certs[cert]
    server = _tls_server(native, c, k)
    try:
        env = {
            "LUPINE_SERVER": server.address,
            "LUPINE_TLS": tls,
            "LUPINE_TLS_CA": str(certs[ca][0]),
        }
        got, stderr = run_python(ROUND_TRIP, env=env)
        assert got == {"init": CURESULT["CUDA_ERROR_NO_DEVICE"]}
        assert says in stderr, stderr
        assert server.alive()
    finally:
        server.stop()


def test_the_server_refuses_clear_text_beyond_loopback(native, certs, tmp_path):
    token = tmp_path / "token"
    token.write_text("secret")
    base = [
        str(native / "lupine-server"),
        "--driver",
        str(native / "liblupine-standin.so"),
        "--listen",
        "0.0.0.0:0",
        "--token-file",
        str(token),
    ]
    p = subprocess.run(base, capture_output=True, text=True, timeout=20)
    assert p.returncode == 2 and "--tls-cert" in p.stderr and "--no-tls" in p.stderr
    cert, _ = certs["good"]
    _, other_key = certs["other"]
    p = subprocess.run(
        [*base, "--tls-cert", str(cert), "--tls-key", str(other_key)],
        capture_output=True,
        text=True,
        timeout=20,
    )
    assert p.returncode == 2 and "--tls-key" in p.stderr and "mismatch" in p.stderr
    p = subprocess.run([*base, "--tls-cert", str(cert)], capture_output=True, text=True, timeout=20)
    assert p.returncode == 2 and "together" in p.stderr
    # --no-tls: listens (beyond loopback, with its token)
    server = Server(native, "--listen", "0.0.0.0:0", "--token-file", str(token), "--no-tls")
    try:
        assert server.alive()
    finally:
        server.stop()


def test_doctor_blames_the_tls_row(native, certs):
    c, k = certs["good"]
    server = _tls_server(native, c, k)
    try:
        p = doctor("--host", server.address, LUPINE_TLS="1", LUPINE_TLS_CA=str(certs["other"][0]))
        row = next(ln for ln in p.stdout.splitlines() if ln.startswith("tls"))
        assert p.returncode == 1 and "FAIL" in row and "LUPINE_TLS_CA must name" in row
    finally:
        server.stop()
