#!/usr/bin/env bash
# LUPINE proof on the GPU host, in one run (server and client on this machine, loopback).
#
#   OUT=/path/to/results bash native/gpu/run_all.sh          (from the repository root)
#
# Builds native/ with cmake, starts lupine-server on the real driver, then runs each step
# natively and through the shim and compares:
#   smoke    the C smoke program (device/properties, alloc, copies, PTX module + launch,
#            streams, events, batched launches, garbage handles, reset sequence)
#   cupy     native/trace/cupy_probe.py; the JSON outputs must be identical
#   garbage  lupine-garbage-probe: the real driver's answers to garbage handles vs the shim's
#   bench    lupine-bench native and through the shim, lupine-tcp-bench, ratio table
#   eagle    eagle's test suite (tests/ without tests/lupine), native and through the shim
#   trace    (not in the default) native/trace/run_on_gpu.sh into $OUT/trace
# STEPS="smoke cupy" selects steps (default: all but trace). Each step has a timeout; a failing step
# is recorded and the next one runs. Results (at most 8 files) in $OUT; summary.txt first.
# No network needed. Expected time: 4-8 minutes.
set -uo pipefail

OUT=${OUT:?set OUT to the results directory}
mkdir -p "$OUT"
STEPS=${STEPS:-smoke cupy garbage bench eagle}
BUILD=${LUPINE_GPU_BUILD:-/tmp/lupine-gpu-build}
PY=${PYTHON:-python3}
SUMMARY=$OUT/summary.txt
: > "$SUMMARY"
log() { echo "[lupine-gpu] $*" | tee -a "$SUMMARY" >&2; }
want() { [[ " $STEPS " == *" $1 "* ]]; }
[ -f native/CMakeLists.txt ] || { echo "run from the repository root" >&2; exit 2; }

log "host $(hostname) $(date -u +%FT%TZ) steps: $STEPS"
{ nvidia-smi --query-gpu=name,driver_version,pci.bus_id --format=csv,noheader 2>&1 || true; } | tee -a "$SUMMARY"

log "build: cmake in $BUILD"
if ! { timeout 300 cmake -S native -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF &&
       timeout 300 cmake --build "$BUILD" -j"$(nproc)"; } > "$OUT/build.log" 2>&1; then
    log "build FAILED (see build.log)"; exit 1
fi
L=$BUILD/lupine
SHIM=$L/libcuda.so.1

log "server: starting lupine-server on 127.0.0.1 (real driver)"
rm -f "$BUILD/port"
"$L/lupine-server" --listen 127.0.0.1:0 --port-file "$BUILD/port" --verbose > "$OUT/server.log" 2>&1 &
SERVER_PID=$!
trap 'kill $SERVER_PID 2>/dev/null; wait $SERVER_PID 2>/dev/null' EXIT
for _ in $(seq 100); do [ -s "$BUILD/port" ] && break; sleep 0.1; done
if [ ! -s "$BUILD/port" ]; then log "server did not start:"; cat "$OUT/server.log" | tee -a "$SUMMARY"; exit 1; fi
export LUPINE_SERVER=127.0.0.1:$(cat "$BUILD/port")
log "server: $(head -1 "$OUT/server.log")"
# The shim for child processes: first on the loader path (the server is already running).
SHIM_ENV="LD_LIBRARY_PATH=$L${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

run() {  # run NAME LIMIT_S CMD... : with a timeout, status into the summary
    local name=$1 limit=$2; shift 2
    local rc=0
    timeout --kill-after=10 "$limit" "$@" || rc=$?
    log "  $name: rc=$rc$([ $rc = 124 ] && echo ' (timed out)')"
    return $rc
}

if want smoke; then
    log "smoke: C smoke program, native then through the shim"
    {
        echo "=== native"; run smoke-native 120 "$L/lupine-smoke" libcuda.so.1 fixtures/saxpy.ptx
        echo "=== shim"; run smoke-shim 180 "$L/lupine-smoke" "$SHIM" fixtures/saxpy.ptx
        echo "=== shim, LUPINE_BATCH=0"; LUPINE_BATCH=0 run smoke-shim-nobatch 180 "$L/lupine-smoke" "$SHIM" fixtures/saxpy.ptx
    } > "$OUT/smoke.txt" 2>&1
    grep -E "smoke: (PASS|FAIL)" "$OUT/smoke.txt" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
fi

if want cupy; then
    log "cupy: probe native then through the shim; outputs must be identical"
    {
        run cupy-native 180 $PY native/trace/cupy_probe.py > "$BUILD/cupy-native.json"
        run cupy-shim 240 env "$SHIM_ENV" $PY native/trace/cupy_probe.py > "$BUILD/cupy-shim.json"
        echo "native: $(tail -1 "$BUILD/cupy-native.json")"
        echo "shim:   $(tail -1 "$BUILD/cupy-shim.json")"
        if cmp -s <(tail -1 "$BUILD/cupy-native.json") <(tail -1 "$BUILD/cupy-shim.json"); then
            echo "cupy: IDENTICAL"
        else
            echo "cupy: DIFFERENT"
        fi
    } > "$OUT/cupy.txt" 2>&1
    grep -E "^cupy: " "$OUT/cupy.txt" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
fi

if want garbage; then
    log "garbage: the driver's answers to garbage handles, native vs shim"
    run garbage-native 120 "$L/lupine-garbage-probe" > "$BUILD/garbage-native.txt" 2>&1
    run garbage-shim 180 "$L/lupine-garbage-probe" "$SHIM" > "$BUILD/garbage-shim.txt" 2>&1
    {
        echo "=== native"; cat "$BUILD/garbage-native.txt"
        echo "=== shim"; cat "$BUILD/garbage-shim.txt"
        echo "=== differences (native < > shim)"
        diff <(grep -v '^#' "$BUILD/garbage-native.txt") <(grep -v '^#' "$BUILD/garbage-shim.txt") && echo "none"
    } > "$OUT/garbage.txt"
    log "  garbage: $(grep -c '' <(diff <(grep -v '^#' "$BUILD/garbage-native.txt") <(grep -v '^#' "$BUILD/garbage-shim.txt"))) differing lines"
fi

if want bench; then
    log "bench: native, shim, loopback TCP"
    run bench-native 180 "$L/lupine-bench" libcuda.so.1 > "$BUILD/bench-native.json"
    run bench-shim 240 "$L/lupine-bench" "$SHIM" > "$BUILD/bench-shim.json"
    run bench-tcp 120 "$L/lupine-tcp-bench" > "$BUILD/bench-tcp.json"
    $PY benchmarks/lupine/report.py "$BUILD/bench-native.json" "$BUILD/bench-shim.json" \
        "$BUILD/bench-tcp.json" --out "$OUT/bench.json" 2>&1 | tee "$BUILD/bench.txt" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
fi

if want eagle && [ -d tests ]; then
    log "eagle: test suite native then through the shim"
    # as tests/gpu_results/run_h200.sh runs it (Warp staged in ~/warp/site when present)
    export PYTHONPATH="$HOME/warp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}"
    SUITE="tests -q -rs -p no:cacheprovider --ignore=tests/corpus --ignore=tests/lupine"
    {
        echo "=== native"
        run eagle-native 200 $PY -m pytest $SUITE
        echo "=== shim"
        run eagle-shim 300 env "$SHIM_ENV" $PY -m pytest $SUITE
    } > "$OUT/eagle.txt" 2>&1
    grep -E "^=== |passed|failed|error" "$OUT/eagle.txt" | grep -E "^===|[0-9]+ (passed|failed)" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
fi

if want trace; then
    log "trace: native/trace/run_on_gpu.sh into $OUT/trace"
    OUT=$OUT/trace LUPINE_TRACE_BUILD=$BUILD-trace timeout 540 bash native/trace/run_on_gpu.sh > /dev/null 2>&1 \
        || log "  trace: rc=$?"
fi

log "server log: $(grep -c 'client connected' "$OUT/server.log") sessions"
log "done; files: $(ls "$OUT" | tr '\n' ' ')"
