#!/usr/bin/env bash
# LUPINE proof on the GPU host, in one run (server and client on this machine, loopback).
#
#   OUT=/path/to/results bash native/gpu/run_all.sh          (from the repository root)
#
# Builds native/ with cmake, starts lupine-server on the real driver, then runs each step
# natively and through the shim and compares:
#   smoke    the C smoke program (device/properties, alloc, copies, PTX module + launch,
#            streams, events, batched launches, garbage handles, reset sequence)
#   probes   lupine-garbage-probe (garbage handles, shim with LUPINE_BATCH=0) and lupine-attr-probe (every pointer
#            attribute for device, stream-ordered, page-locked, registered, pageable memory),
#            native vs shim
#   cupy     native/trace/cupy_probe.py (now also DLPack device, pointer types, a module from
#            a file, an event queried while a kernel runs); the JSON outputs must be identical
#   bench    lupine-bench native and through the shim, lupine-tcp-bench, and
#            benchmarks/lupine/bulk_sweep.py (interleaved rounds: the server's defaults and
#            other staging settings); ratio table
#   eagle    eagle's test suite (tests/ without tests/lupine), native and through the shim
#            (through the shim: without Warp, then Warp's tests alone)
#   warp     native/trace/warp_probe.py natively, under the tracer (what Warp's CUDA 13.4
#            runtime asks of the tools context table, codegen/export_tables.toml's tools_ctx)
#            and through the shim
#   trace    (not in the default) native/trace/run_on_gpu.sh into $OUT/trace
#   ladder   (not in the default) python -m lupine.ladder in LADDER_MODES (native trace shim)
#   samples  (not in the default) NVIDIA cuda-samples (SAMPLES_SRC, default .samples: a checkout
#            fetched where this runs, never committed) built and run in SAMPLE_MODES
#            (native,trace,lupine) by native/gpu/cuda_samples.py: samples.md, samples.json;
#            traces and logs in traces.tar.xz
# STEPS="smoke cupy" selects steps (default: all but trace). Each step has a timeout; a failing
# step is recorded and the next one runs. Results in $OUT (7 files, summary.txt first): summary,
# logs (build, server), probes, cupy, bench.json, eagle, warp. Warp: staged in ~/warp/site
# (PYTHONPATH) when present. No network needed. Expected time: 4-6 minutes.
# LUPINE_GPU_DRY=1: a dry run of this script on a machine without a GPU (the server on the
# stand-in driver, the bulk sweep moving no data; every native step fails).
set -uo pipefail

OUT=${OUT:?set OUT to the results directory}
mkdir -p "$OUT"
STEPS=${STEPS:-smoke probes cupy bench eagle warp}
BUILD=${LUPINE_GPU_BUILD:-/tmp/lupine-gpu-build}
PY=${PYTHON:-python3}
SUMMARY=$OUT/summary.txt
T0=$(date +%s)
: > "$SUMMARY"
log() { echo "[lupine-gpu +$(($(date +%s) - T0))s] $*" | tee -a "$SUMMARY" >&2; }
want() { [[ " $STEPS " == *" $1 "* ]]; }
[ -f native/CMakeLists.txt ] || { echo "run from the repository root" >&2; exit 2; }
export PYTHONPATH="$HOME/warp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1

log "host $(hostname) $(date -u +%FT%TZ) steps: $STEPS"
{ nvidia-smi --query-gpu=name,driver_version,pci.bus_id --format=csv,noheader 2>&1 || true; } | tee -a "$SUMMARY"
$PY -c 'import sys, numpy; print("python", sys.version.split()[0], "numpy", numpy.__version__)' 2>&1 | tee -a "$SUMMARY"
for m in cupy torch warp; do
    $PY -c "import $m; print('$m', $m.__version__)" 2>/dev/null | tail -1 || echo "$m: not importable"
done | tr '\n' ' ' | tee -a "$SUMMARY"; echo | tee -a "$SUMMARY"

log "build: cmake in $BUILD"
if ! { timeout 300 cmake -S native -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF &&
       timeout 300 cmake --build "$BUILD" -j"$(nproc)"; } > "$BUILD.log" 2>&1; then
    cp "$BUILD.log" "$OUT/logs.txt"
    log "build FAILED (see logs.txt)"; exit 1
fi
L=$BUILD/lupine
SHIM=$L/libcuda.so.1

DRY=${LUPINE_GPU_DRY:-0}
log "server: starting lupine-server on 127.0.0.1 ($([ "$DRY" = 1 ] && echo 'stand-in driver: dry run' || echo 'real driver'))"
rm -f "$BUILD/port"
DRIVER_ARGS=(); SWEEP_ARGS=()
if [ "$DRY" = 1 ]; then DRIVER_ARGS=(--driver "$L/liblupine-standin.so"); SWEEP_ARGS=(--standin); fi
"$L/lupine-server" --listen 127.0.0.1:0 --port-file "$BUILD/port" --verbose "${DRIVER_ARGS[@]}" > "$BUILD/server.log" 2>&1 &
SERVER_PID=$!
trap 'kill $SERVER_PID 2>/dev/null; wait $SERVER_PID 2>/dev/null' EXIT
for _ in $(seq 100); do [ -s "$BUILD/port" ] && break; sleep 0.1; done
if [ ! -s "$BUILD/port" ]; then log "server did not start:"; tee -a "$SUMMARY" < "$BUILD/server.log"; exit 1; fi
export LUPINE_SERVER=127.0.0.1:$(cat "$BUILD/port")
log "server: $(head -1 "$BUILD/server.log")"
# The shim for child processes: first on the loader path (the server is already running).
SHIM_ENV="LD_LIBRARY_PATH=$L${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

run() {  # run NAME LIMIT_S CMD... : with a timeout, status into the summary
    local name=$1 limit=$2; shift 2
    local rc=0
    timeout --kill-after=10 "$limit" "$@" || rc=$?
    log "  $name: rc=$rc$([ $rc = 124 ] && echo ' (timed out)')"
    return $rc
}

# differing NATIVE SHIM: lines that differ where the native answer is not a crash
differing() {
    paste -d '\t' <(grep -v '^#' "$1") <(grep -v '^#' "$2") |
        awk -F '\t' '$1 != $2 && $1 !~ /signal/ {n++} END {print n + 0}'
}

PROBES=$OUT/probes.txt
: > "$PROBES"

if want smoke; then
    log "smoke: C smoke program, native then through the shim"
    {
        echo "=== smoke native"; run smoke-native 120 "$L/lupine-smoke" libcuda.so.1 fixtures/saxpy.ptx
        echo "=== smoke shim"; run smoke-shim 180 "$L/lupine-smoke" "$SHIM" fixtures/saxpy.ptx
        echo "=== smoke shim, LUPINE_BATCH=0"; LUPINE_BATCH=0 run smoke-shim-nobatch 180 "$L/lupine-smoke" "$SHIM" fixtures/saxpy.ptx
    } >> "$PROBES" 2>&1
    grep -E "smoke: (PASS|FAIL)" "$PROBES" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
fi

if want probes; then
    log "probes: garbage handles and pointer attributes, native vs shim"
    run garbage-native 120 "$L/lupine-garbage-probe" > "$BUILD/garbage-native.txt" 2>&1
    # without batching: deferred calls answer at the next synchronising call by design, and
    # each probe is a session (a driver initialisation on the server): one shim run only
    LUPINE_BATCH=0 run garbage-shim-nobatch 180 "$L/lupine-garbage-probe" "$SHIM" > "$BUILD/garbage-nobatch.txt" 2>&1
    run attrs-native 60 "$L/lupine-attr-probe" > "$BUILD/attrs-native.txt" 2>&1
    run attrs-shim 60 "$L/lupine-attr-probe" "$SHIM" > "$BUILD/attrs-shim.txt" 2>&1
    {
        echo "=== garbage native"; cat "$BUILD/garbage-native.txt"
        echo "=== garbage differences (native < > shim with LUPINE_BATCH=0; native crashes are signal lines)"
        diff <(grep -v '^#' "$BUILD/garbage-native.txt") <(grep -v '^#' "$BUILD/garbage-nobatch.txt")
        echo "=== attrs native"; cat "$BUILD/attrs-native.txt"
        echo "=== attrs differences (native < > shim)"
        diff <(grep -v '^#' "$BUILD/attrs-native.txt") <(grep -v '^#' "$BUILD/attrs-shim.txt") && echo none
    } >> "$PROBES"
    log "  garbage: answers differing where the driver does not crash (LUPINE_BATCH=0): $(differing "$BUILD/garbage-native.txt" "$BUILD/garbage-nobatch.txt")"
    log "  attrs: $(differing "$BUILD/attrs-native.txt" "$BUILD/attrs-shim.txt") of $(grep -vc '^#' "$BUILD/attrs-native.txt") lines differ (expected: page-locked DEVICE_POINTER and ACCESS_FLAGS, see native/shim/memory.c)"
    diff <(grep -v '^#' "$BUILD/attrs-native.txt") <(grep -v '^#' "$BUILD/attrs-shim.txt") | grep '^[<>]' | head -24 | sed 's/^/    /' | tee -a "$SUMMARY" >&2
fi

if want cupy; then
    log "cupy: probe native then through the shim; outputs must be identical"
    {
        run cupy-native 180 $PY native/trace/cupy_probe.py > "$BUILD/cupy-native.json"
        run cupy-shim 240 env "$SHIM_ENV" $PY native/trace/cupy_probe.py > "$BUILD/cupy-shim.json"
        echo "native: $(tail -1 "$BUILD/cupy-native.json")"
        echo "shim:   $(tail -1 "$BUILD/cupy-shim.json")"
        if grep -q '^{' "$BUILD/cupy-native.json" &&
           cmp -s <(tail -1 "$BUILD/cupy-native.json") <(tail -1 "$BUILD/cupy-shim.json"); then
            echo "cupy: IDENTICAL"
        else
            echo "cupy: DIFFERENT"
        fi
    } > "$OUT/cupy.txt" 2>&1
    grep -E "^cupy: " "$OUT/cupy.txt" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
    echo "  shim: $(grep -oE '"(dlpack_device|device_memory_type|pinned_memory_type|pageable_memory_type|check:event_not_ready|failures)": [^,}]*(, [0-9]+\])?' \
        "$BUILD/cupy-shim.json" | tr '\n' ' ')" | tee -a "$SUMMARY" >&2
fi

if want bench; then
    log "bench: native, shim, loopback TCP, then the bulk sweep (interleaved rounds)"
    run bench-native 180 "$L/lupine-bench" libcuda.so.1 > "$BUILD/bench-native.json"
    run bench-shim 240 "$L/lupine-bench" "$SHIM" > "$BUILD/bench-shim.json"
    run bench-tcp 120 "$L/lupine-tcp-bench" > "$BUILD/bench-tcp.json"
    # first configuration = the server's defaults (the reported ratio); the others for choosing
    run bulk-sweep 240 $PY benchmarks/lupine/bulk_sweep.py --native "$L" --rounds 4 "${SWEEP_ARGS[@]}" \
        --config "default:" \
        --config "no-worker:LUPINE_STAGE_WORKER=0" \
        --config "hostalloc:LUPINE_STAGE_MEMORY=hostalloc" \
        --config "old-2x8MiB:LUPINE_STAGE_BUFFERS=2,LUPINE_STAGE_KIB=8192,LUPINE_STAGE_MEMORY=hostalloc,LUPINE_STAGE_WORKER=0" \
        --json "$BUILD/bulk.json" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
    $PY benchmarks/lupine/report.py "$BUILD/bench-native.json" "$BUILD/bench-shim.json" \
        "$BUILD/bench-tcp.json" --bulk "$BUILD/bulk.json" --out "$OUT/bench.json" 2>&1 |
        sed 's/^/  /' | tee -a "$SUMMARY" >&2
fi

if want eagle && [ -d tests ]; then
    log "eagle: test suite native, then through the shim (Warp's tests in a run of their own)"
    # as tests/gpu_results/run_h200.sh runs it (Warp staged in ~/warp/site when present). Through
    # the shim, Warp's CUDA 13.4 runtime needs the provisional tools context table: its tests
    # run apart, so that whatever Warp does there cannot take the rest of the suite with it.
    SUITE="tests -q -rs -p no:cacheprovider --ignore=tests/corpus --ignore=tests/lupine"
    HAVE_WARP=0; $PY -c "import warp" 2>/dev/null && HAVE_WARP=1
    {
        echo "=== native"
        run eagle-native 240 $PY -m pytest $SUITE
        echo "=== shim, Warp hidden (PYTHONPATH without ~/warp/site)"
        run eagle-shim 300 env "$SHIM_ENV" PYTHONPATH="$PWD" $PY -m pytest $SUITE
        if [ $HAVE_WARP = 1 ]; then
            echo "=== shim, Warp's tests (-k 'warp or wp')"
            run eagle-shim-warp 180 env "$SHIM_ENV" $PY -m pytest $SUITE -k "warp or wp"
        fi
    } > "$OUT/eagle.txt" 2>&1
    grep -E "^=== |[0-9]+ (passed|failed)" "$OUT/eagle.txt" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
    grep -E "^FAILED" "$OUT/eagle.txt" | head -24 | cut -c1-160 | sed 's/^/  /' | tee -a "$SUMMARY" >&2
fi

if want warp && $PY -c "import warp" 2>/dev/null; then
    CTX_UUID=$($PY -m lupine._export_tables tools_ctx) # the tools context table
    CTX=${CTX_UUID:0:8}
    log "warp: probe native, under the tracer (export table $CTX) and through the shim"
    W=$OUT/warp.txt
    {
        echo "=== native"
        run warp-native 180 $PY native/trace/warp_probe.py > "$BUILD/warp-native.out" 2>&1
        tail -20 "$BUILD/warp-native.out"
        echo "=== shim (LUPINE_DEBUG=1: slots of $CTX the runtime calls are named)"
        run warp-shim 180 env "$SHIM_ENV" LUPINE_DEBUG=1 $PY native/trace/warp_probe.py > "$BUILD/warp-shim.out" 2>&1
        grep -vE "cuGetProcAddress|Warp .*initialized|^   " "$BUILD/warp-shim.out" | tail -40
        echo "=== traced natively: the tables, and every call of $CTX's slots"
        LD_LIBRARY_PATH="$L/trace${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" LUPINE_TRACE_FILE="$BUILD/warp-trace.log" \
            run warp-trace 240 $PY native/trace/warp_probe.py 2>&1 | tail -3
        grep -E "^# table|cuGetExportTable|^# count .*$CTX" "$BUILD/warp-trace.log" | head -60
        grep -A96 "^# table $CTX" "$BUILD/warp-trace.log" | grep -E "^#   \[" | head -100
        grep -E "$CTX_UUID\[" "$BUILD/warp-trace.log" | head -300 | cut -c1-1500
        echo "=== trace: other export table calls (counts)"
        grep -E "^# count [0-9a-f]{8}-" "$BUILD/warp-trace.log" | head -40
    } > "$W" 2>&1
    if grep -q '^{' "$BUILD/warp-native.out" &&
       cmp -s <(grep '^{' "$BUILD/warp-native.out" | tail -1) <(grep '^{' "$BUILD/warp-shim.out" | tail -1); then
        echo "  warp: IDENTICAL" | tee -a "$SUMMARY" >&2
    else
        echo "  warp: DIFFERENT; shim: $(grep -E '^\{|Error' "$BUILD/warp-shim.out" | tail -1 | cut -c1-300)" | tee -a "$SUMMARY" >&2
    fi
    log "  warp: slots of $CTX called natively: $(grep -cE "$CTX_UUID\[" "$BUILD/warp-trace.log" 2>/dev/null), through the shim: $(grep -c "export table $CTX" "$BUILD/warp-shim.out" 2>/dev/null)"
elif want warp; then
    log "warp: not importable here (stage it in ~/warp/site); step skipped"
fi

if want ladder; then
    # LADDER_MODES: native (the real driver), trace (the real driver under the tracer: which
    # driver calls PyTorch and its libraries make), shim (through LUPINE)
    log "ladder: python -m lupine.ladder, modes: ${LADDER_MODES:=native shim}"
    LD=$OUT/ladder.txt
    : > "$LD"
    for mode in $LADDER_MODES; do
        case $mode in
            native) envs=() ;;
            trace) envs=("LD_LIBRARY_PATH=$L/trace${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
                         "LUPINE_TRACE_FILE=$BUILD/ladder-trace.log" "LUPINE_TRACE_MAX_BYTES=$((12 << 20))") ;;
            shim) envs=("$SHIM_ENV") ;;
        esac
        echo "=== ladder $mode" >> "$LD"
        run "ladder-$mode" 420 env "${envs[@]}" $PY -m lupine.ladder --json "$BUILD/ladder-$mode.json" >> "$LD" 2>&1
        grep -E "^[a-z0-9]+ +(pass|fail|skip) " "$LD" | tail -8 | awk -v m="$mode" '{print "  " m ": " $1 " " $2 " " $3}' | tr '\n' ';' | tee -a "$SUMMARY" >&2
        echo | tee -a "$SUMMARY" >&2
    done
    if [ -f "$BUILD/ladder-trace.log" ]; then
        echo "=== driver calls of the traced ladder (count name)" >> "$LD"
        grep -E "^# count " "$BUILD/ladder-trace.log" | sort -k4 -n -r >> "$LD"
        mkdir -p "$BUILD/traces" && cp "$BUILD/ladder-trace.log" "$BUILD/traces/"
    fi
    $PY - "$BUILD" $LADDER_MODES >> "$LD" 2>&1 <<'PYEOF'
import json, sys
from pathlib import Path
b = Path(sys.argv[1]); modes = [m for m in sys.argv[2:] if (b / f"ladder-{m}.json").is_file()]
runs = {m: {r["name"]: r for r in json.loads((b / f"ladder-{m}.json").read_text())["results"]} for m in modes}
print("=== ladder: values and seconds per mode")
for name in next(iter(runs.values()), {}):
    print(name, " | ".join(f"{m}: {runs[m].get(name, {}).get('status')} {runs[m].get(name, {}).get('seconds', 0):.2f}s {runs[m].get(name, {}).get('values', {})}" for m in modes))
PYEOF
fi

if want samples; then
    log "samples: NVIDIA cuda-samples from ${SAMPLES_SRC:=.samples}, modes ${SAMPLE_MODES:=native,lupine}"
    if [ -d "$SAMPLES_SRC/Samples" ]; then
        run samples 560 $PY native/gpu/cuda_samples.py --src "$SAMPLES_SRC" --build "$BUILD/samples" \
            --out "$BUILD/samples-out" --lupine-dir "$L" --server "$LUPINE_SERVER" --trace-dir "$L/trace" \
            --modes "$SAMPLE_MODES" --budget "${SAMPLES_BUDGET:-420}" > "$BUILD/samples.log" 2>&1
        tail -3 "$BUILD/samples.log" | sed 's/^/  /' | tee -a "$SUMMARY" >&2
        cp "$BUILD/samples-out/samples.md" "$BUILD/samples-out/samples.json" "$OUT/" 2>/dev/null
        mkdir -p "$BUILD/traces"
        cp -r "$BUILD/samples-out/traces" "$BUILD/traces/samples" 2>/dev/null
        cp "$BUILD/samples-out/trace-summary.txt" "$BUILD/samples-out/build-logs.txt" "$BUILD/samples.log" "$BUILD/traces/" 2>/dev/null
    else
        log "  samples: no checkout at $SAMPLES_SRC (fetch NVIDIA/cuda-samples there)"
    fi
fi

if [ -d "$BUILD/traces" ]; then
    tar -C "$BUILD" -cJf "$OUT/traces.tar.xz" traces 2>/dev/null
fi

if want trace; then
    log "trace: native/trace/run_on_gpu.sh into $OUT/trace"
    OUT=$OUT/trace LUPINE_TRACE_BUILD=$BUILD-trace timeout 540 bash native/trace/run_on_gpu.sh > /dev/null 2>&1 \
        || log "  trace: rc=$?"
fi

{
    echo "=== server log: everything but connect/disconnect lines"
    grep -vE "client (connected|gone)$" "$BUILD/server.log"
    echo "=== sessions: $(grep -c 'client connected' "$BUILD/server.log") connected, $(grep -c 'client gone' "$BUILD/server.log") gone"
    echo "=== build log"
    cat "$BUILD.log"
} > "$OUT/logs.txt"
log "server log: $(grep -c 'client connected' "$BUILD/server.log") sessions, $(grep -vcE 'client (connected|gone)$|listening on|staging:' "$BUILD/server.log") other lines"
log "done; files: $(ls "$OUT" | tr '\n' ' ')"
