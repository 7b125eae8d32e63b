"""Server addresses, IPv6 in brackets included, wherever a host is taken: lupine-server
--listen, LUPINE_SERVER, ``lupine run --host``, ``lupine doctor --host``. One parser per
language: ``lp_parse_endpoint`` in C (its cases in native/tests/test_units.c) and
``lupine._endpoint.parse_endpoint`` in Python, with the same rules."""

from __future__ import annotations

import ipaddress
import os
import socket
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st
from lupine_helpers import Server, doctor, run_python

from lupine._endpoint import format_endpoint, parse_endpoint
from lupine._protocol_tables import CURESULT


@pytest.mark.parametrize(
    ("text", "port", "want"),
    [
        ("gpu1:1234", None, ("gpu1", 1234)),
        ("gpu1", None, ("gpu1", 14833)),
        ("gpu1", 99, ("gpu1", 99)),
        ("10.0.0.1:5", None, ("10.0.0.1", 5)),
        ("[::1]:99", None, ("::1", 99)),
        ("[fe80::1]", None, ("fe80::1", 14833)),
        ("[fe80::1]", 7, ("fe80::1", 7)),
        ("::1", None, ("::1", 14833)),  # bare IPv6: no port
        ("fe80::1:14833", None, ("fe80::1:14833", 14833)),  # (write [fe80::1]:14833)
    ],
)
def test_endpoints_as_users_write_them(text, port, want):
    assert parse_endpoint(text, port) == want


@pytest.mark.parametrize(
    ("text", "port", "says"),
    [
        (":5", None, "names no machine"),
        ("[]:5", None, "names no machine"),
        ("[::1", None, "no ']'"),
        ("[::1]x", None, "only ':PORT'"),
        ("h:0", None, "not a port"),
        ("h:", None, "not a port"),
        ("h:70000", None, "not a port"),
        ("[::1]:12x", None, "not a port"),
        ("h:1", 2, "already names a port"),
        ("[::1]:1", 2, "already names a port"),
    ],
)
def test_malformed_endpoints_are_refused(text, port, says):
    with pytest.raises(ValueError, match=says):
        parse_endpoint(text, port)


@given(st.ip_addresses(), st.integers(1, 65535))
def test_formatted_endpoints_parse_back(ip, port):
    text = format_endpoint(str(ip), port)
    host, got = parse_endpoint(text)
    assert (ipaddress.ip_address(host), got) == (ip, port)


def _has_ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


needs_ipv6 = pytest.mark.skipif(not _has_ipv6_loopback(), reason="no IPv6 loopback here")


@needs_ipv6
def test_ipv6_everywhere_a_host_is_taken(native, tmp_path):
    server = Server(native, "--listen", "[::1]:0")
    try:
        assert f"listening on [::1]:{server.port}" in server.log.read_text()
        address = f"[::1]:{server.port}"
        code = "import json, _driver; print(json.dumps(_driver.load().cuInit(0)))"
        got, err = run_python(code, env={"LUPINE_SERVER": address})
        assert got == CURESULT["CUDA_SUCCESS"], err
        clean = {k: v for k, v in os.environ.items() if not k.startswith(("LUPINE_", "LD_"))}
        probe = tmp_path / "probe.py"
        probe.write_text(
            "import ctypes, os\n"
            "lib = ctypes.CDLL('libcuda.so.1')\n"
            "print(lib.cuInit(0), os.environ['LUPINE_SERVER'])\n"
        )
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "lupine.cli",
                "run",
                "--host",
                address,
                "--",
                sys.executable,
                str(probe),
            ],
            capture_output=True,
            text=True,
            env=clean,
            timeout=120,
        )
        assert run.stdout.split() == ["0", address], run.stderr
        checked = doctor("--host", address)
        rows = {ln.split()[0]: ln for ln in checked.stdout.splitlines()[2:] if ln.strip()}
        assert "ok" in rows["server"] and address in rows["server"], checked.stdout
        assert "off for" in rows["tls"] and "(loopback)" in rows["tls"], doctor.stdout
    finally:
        server.stop()


@needs_ipv6
def test_the_server_listens_on_every_ipv6_address(native, tmp_path):
    token = tmp_path / "token"
    token.write_text("secret")
    server = Server(native, "--listen", "[::]:0", "--token-file", str(token), "--no-tls")
    try:
        assert f"listening on [::]:{server.port}" in server.log.read_text()
        code = "import json, _driver; print(json.dumps(_driver.load().cuInit(0)))"
        env = {"LUPINE_SERVER": f"[::1]:{server.port}", "LUPINE_TOKEN": "secret"}
        got, err = run_python(code, env=env)
        assert got == CURESULT["CUDA_SUCCESS"], err
    finally:
        server.stop()


def test_a_bad_listen_address_is_named(native):
    p = subprocess.run(
        [str(native / "lupine-server"), "--listen", "[::1:0"],
        capture_output=True,
        text=True,
        timeout=10,
    )
    assert p.returncode == 2 and "bad --listen address [::1:0" in p.stderr
