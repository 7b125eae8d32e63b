#!/usr/bin/env bash
# LUPINE trace on the GPU host: what cupy's static CUDA 13 runtime asks of the real driver.
#
# Run from the repository root on the GPU machine (no network needed):
#     OUT=/path/to/results bash native/trace/run_on_gpu.sh
# It builds the tracer with cmake, then runs fixtures' saxpy through cupy natively and under
# the tracer (export tables wrapped, then raw), probes the driver's answers to garbage handles,
# and (best effort) eagle's test suite under the tracer. At most 8 files land in $OUT, each
# capped at 16 MiB; summary.txt says what ran and how it ended. Takes about 2-5 minutes.
set -euo pipefail

OUT=${OUT:?set OUT to the results directory}
mkdir -p "$OUT"
ROOT=$(pwd)
BUILD=${LUPINE_TRACE_BUILD:-/tmp/lupine-trace-build}
PY=${PYTHON:-python3}
SUMMARY=$OUT/summary.txt
: > "$SUMMARY"
log() { echo "[lupine-trace] $*" | tee -a "$SUMMARY"; }

# step NAME TIMEOUT_S CMD...: runs CMD with a timeout, records its exit status, never aborts.
step() {
    local name=$1 limit=$2
    shift 2
    log "start $name"
    local rc=0
    timeout --kill-after=10 "$limit" "$@" || rc=$?
    log "end   $name rc=$rc$([ $rc = 124 ] && echo ' (timed out)')"
}

[ -f native/CMakeLists.txt ] || { echo "run from the repository root" >&2; exit 2; }
log "host $(hostname) $(date -u +%FT%TZ)"
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 || true; } | tee -a "$SUMMARY"
log "python: $($PY -c 'import sys, cupy; print(sys.version.split()[0], "cupy", cupy.__version__)' 2>&1)"

log "building the tracer in $BUILD"
timeout 300 cmake -S native -B "$BUILD" -DLUPINE_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    > "$OUT/build.log" 2>&1
timeout 300 cmake --build "$BUILD" -j"$(nproc)" >> "$OUT/build.log" 2>&1
TRACE_DIR=$BUILD/lupine/trace
test -f "$TRACE_DIR/libcuda.so.1"
log "tracer: $TRACE_DIR/libcuda.so.1"

export PYTHONUNBUFFERED=1
PROBE="$PY native/trace/cupy_probe.py --ptx fixtures/saxpy.ptx"

step native-cupy 180 bash -c "$PROBE > '$OUT/results.txt' 2>&1"
sed -i '1s/^/native: /' "$OUT/results.txt" || true

run_traced() {  # MODE LOGFILE
    LD_LIBRARY_PATH="$TRACE_DIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    LUPINE_TRACE_TABLES=$1 LUPINE_TRACE_FILE=$2 $PROBE
}
export -f run_traced
export TRACE_DIR PROBE
step traced-cupy-wrap 240 bash -c "{ echo -n 'traced(wrap): '; run_traced wrap '$OUT/trace-cupy-wrap.log'; } >> '$OUT/results.txt' 2>&1"
step traced-cupy-raw 240 bash -c "{ echo -n 'traced(raw): '; run_traced raw '$OUT/trace-cupy-raw.log'; } >> '$OUT/results.txt' 2>&1"

step garbage-handles 120 bash -c "'$BUILD/lupine/lupine-garbage-probe' > '$OUT/garbage-handles.txt' 2>&1"

if [ -d tests ] && ls tests | grep -qv '^lupine$'; then
    step traced-eagle-tests 420 bash -c "LD_LIBRARY_PATH='$TRACE_DIR'\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH} \
        LUPINE_TRACE_TABLES=wrap LUPINE_TRACE_FILE='$OUT/trace-eagle.log' LUPINE_TRACE_MAX_BYTES=12000000 \
        $PY -m pytest -q -x -p no:cacheprovider tests --ignore=tests/lupine > '$OUT/eagle-tests.txt' 2>&1"
fi

for f in "$OUT"/*; do  # the results channel takes files up to 16 MiB
    [ "$(stat -c %s "$f")" -gt 16000000 ] && truncate -s 16000000 "$f" && log "truncated $(basename "$f")"
done
log "integrity check (our HMAC-MD2 vs the real driver): $(grep -o 'MATCH\|MISMATCH' "$OUT/trace-cupy-wrap.log" 2>/dev/null | sort | uniq -c | tr '\n' ' ')"
log "done; files: $(ls "$OUT" | tr '\n' ' ')"
