#!/usr/bin/env bash
# usage: with_server.sh SERVER DRIVER CMD...
# Starts lupine-server on a free loopback port with the given driver library, runs CMD with
# LUPINE_SERVER pointing at it, stops the server, and exits with CMD's status.
set -euo pipefail
server=$1 driver=$2
shift 2
dir=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
"$server" --listen 127.0.0.1:0 --port-file "$dir/port" --driver "$driver" 2> "$dir/server.log" &
pid=$!
for _ in $(seq 100); do [ -s "$dir/port" ] && break; sleep 0.05; done
[ -s "$dir/port" ] || { echo "server did not start:"; cat "$dir/server.log"; exit 1; }
export LUPINE_SERVER=127.0.0.1:$(cat "$dir/port")
rc=0
"$@" || rc=$?
if grep -q "ERROR: AddressSanitizer\|runtime error:" "$dir/server.log"; then rc=1; fi
if [ $rc -ne 0 ]; then echo "--- server log"; cat "$dir/server.log"; fi
exit $rc
