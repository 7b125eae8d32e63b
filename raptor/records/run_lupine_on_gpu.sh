#!/usr/bin/env bash
# raptor certify through LUPINE on the GPU machine (issue 11, item 4): the whole matrix, with
# cupy's CUDA (and torch's, Warp's, JAX's, numba's) going through the shim to a lupine-server on
# the real driver over loopback. Writes what raptor/records/h200_lupine.json is made from.
#
# On the GPU machine, from the repository root (Warp staged as for run_on_gpu.sh:
# ../shared/device/stage_warp.sh and its two device calls put it in ~/warp/site):
#     OUT=/path bash raptor/records/run_lupine_on_gpu.sh
# Writes under $OUT: h200_lupine.json (the record; its driver.in_use must say "lupine" and the
# server), certify_lupine.txt (the table), server.log, build.log. Then, back in the checkout:
#     cp <files>/h200_lupine.json raptor/records/h200_lupine.json
# and commit it: the docs' certified table shows it as a column beside h200.json.
# LUPINE_GPU_DRY=1 runs the same on a machine without a GPU (the server on the stand-in driver;
# every CUDA row then fails or skips): a check of this script, not a record.
# The exit status is raptor certify's (non-zero if a row failed), 3 if the record does not say
# the rows ran through LUPINE.
set -uo pipefail
out=${OUT:-/tmp/raptor-lupine-run}
mkdir -p "$out"
[ -f native/CMakeLists.txt ] || { echo "run from the repository root" >&2; exit 2; }
build=${LUPINE_GPU_BUILD:-/tmp/lupine-gpu-build}
py=${PYTHON:-python3}
export PYTHONPATH="$HOME/warp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1

if [ ! -x "$build/lupine/lupine-server" ]; then
    { timeout 300 cmake -S native -B "$build" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF &&
      timeout 300 cmake --build "$build" -j"$(nproc)"; } > "$out/build.log" 2>&1 ||
        { echo "build failed: see $out/build.log" >&2; exit 1; }
fi
lib=$build/lupine
driver_args=()
[ "${LUPINE_GPU_DRY:-0}" = 1 ] && driver_args=(--driver "$lib/liblupine-standin.so")
rm -f "$build/port"
"$lib/lupine-server" --listen 127.0.0.1:0 --port-file "$build/port" --verbose "${driver_args[@]}" \
    > "$out/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null' EXIT
for _ in $(seq 100); do [ -s "$build/port" ] && break; sleep 0.1; done
[ -s "$build/port" ] || { echo "lupine-server did not start:" >&2; cat "$out/server.log" >&2; exit 1; }
export LUPINE_SERVER=127.0.0.1:$(cat "$build/port")
nvidia-smi -L || true
# The shim first on the loader path: every libcuda.so.1 the process loads is LUPINE's.
LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    "$py" -m raptor certify --json "$out/h200_lupine.json" 2>&1 | tee "$out/certify_lupine.txt"
certify=${PIPESTATUS[0]}
"$py" - "$out/h200_lupine.json" <<'EOF' || certify=3
import json, sys
in_use = json.load(open(sys.argv[1]))["driver"]["in_use"]
print("driver.in_use:", in_use)
sys.exit(0 if in_use.get("kind") == "lupine" and in_use.get("servers") else 1)
EOF
echo "raptor certify through LUPINE: exit $certify"
exit "$certify"
