#!/usr/bin/env bash
# Issue 8's proof on the GPU host: PyTorch's ladder, NVIDIA's cuda-samples and the workload
# speed figures, each natively and through LUPINE (server on loopback), in one machine's run.
#
#   OUT=<dir> PART=1 bash native/gpu/issue8.sh    ladder and libraries ladder (native, LUPINE),
#                    and cuda-samples in the time left
#   OUT=<dir> PART=2 bash native/gpu/issue8.sh    workloads benchmark, loopback TCP, stats,
#                    steady-state round trips of a training step, LUPINE_BATCH_US compared
#   OUT=<dir> PART=3 bash native/gpu/issue8.sh    after fixes: the ladder through LUPINE, the
#                    samples of RECHECK (a comma list) through LUPINE with LUPINE_DEBUG=1, then
#                    PART=2 with ROUNDS (default 1)
#   OUT=<dir> PART=4 bash native/gpu/issue8.sh    diagnosis: the driver's answers to the
#                    private export-table slots cuBLAS and cuFFT use (native, traced with
#                    dumps), the samples of RECHECK through LUPINE, the ladder through LUPINE
#                    under gdb, then PART=2 with ROUNDS (default 1)
#   OUT=<dir> PART=5 bash native/gpu/issue8.sh    quick look: the ladder through LUPINE, and
#                    where simpleStreams' threads and the server's wait 15 s into its run
#   OUT=<dir> PART=6 bash native/gpu/issue8.sh    the samples of RECHECK, natively and through
#                    LUPINE with LUPINE_DEBUG=1 (no ladder): one short call
#
# PART=2 takes ONLY (workloads), ROUNDS, EXTRAS=overlap for the overlap runs alone, and
# EXTRAS=0 to leave out the stats, overlap and
# LUPINE_BATCH_US comparisons; any part takes DIAG_ONLY (libs_diag.py cases, natively and
# through LUPINE with LUPINE_DEBUG=1) at its end. A device call brings back 8 files: $OUT ends
# as summary.txt and part<PART>.tar.xz holding the rest.
#
# PART=1 needs the cuda-samples checkout in .samples (fetched where this runs, never
# committed). Each part fits one device call (about 9 minutes); PART=2 reuses PART=1's build
# when the machine is still warm. Files in $OUT: summary.txt first.
set -uo pipefail
OUT=${OUT:?set OUT}
PART=${PART:-1}
B=/tmp/lupine-gpu-build
L=$B/lupine
PY=${PYTHON:-python3}
T0=$(date +%s)
S=$OUT/summary.txt
log() { echo "[issue8 +$(($(date +%s) - T0))s] $*" | tee -a "$S" >&2; }
# recheck_summary SAMPLES_JSON [all]: each sample's LUPINE status, and the end of its output
# (of every sample with "all", else of those that did not pass)
recheck_summary() {
    $PY - "$1" "${2:-}" <<'PYEOF'
import json, sys
for name, r in json.load(open(sys.argv[1])).items():
    lu = r.get("lupine", {})
    print(f"==== {name}: {lu.get('status')} {lu.get('seconds')}s")
    if lu.get("status") != "pass" or sys.argv[2] == "all":
        lines = [x for x in lu.get("tail", "").splitlines() if "cuGetProcAddress" not in x]
        print("\n".join(lines[-30:]))
PYEOF
}
# compare_values NATIVE_JSON LUPINE_JSON: each rung's status in both runs of a ladder and
# whether its values are equal (bit-identical numbers and hashes); where they differ, the keys
# that differ, with both values (hashes shortened to 12 digits)
compare_values() {
    $PY - "$1" "$2" <<'PYEOF'
import json, re, sys
from pathlib import Path
runs = []
for p in map(Path, sys.argv[1:3]):
    runs.append({r["name"]: r for r in json.loads(p.read_text())["results"]} if p.exists() else {})
native, lupine = runs
short = lambda v: v[:12] if isinstance(v, str) and re.fullmatch("[0-9a-f]{64}", v) else str(v)[:80]
print(f"values, {Path(sys.argv[1]).name} vs {Path(sys.argv[2]).name} (equal means bit-identical numbers)")
for name, n in native.items():
    l = lupine.get(name, {})
    nv, lv = n.get("values", {}), l.get("values", {})
    line = f"  {name:<12} native {n['status']:<5} LUPINE {l.get('status', '-'):<5} values "
    if nv == lv:
        line += "equal"
    elif not lv:
        line += "differ: none from LUPINE"
    else:
        keys = [k for k in {**nv, **lv} if nv.get(k) != lv.get(k)]
        line += f"differ in {len(keys)} of {len(nv)}: " + "; ".join(
            f"{k} {short(nv.get(k, '-'))} vs {short(lv.get(k, '-'))}" for k in keys)
    print(line)
PYEOF
}
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
mkdir -p "$OUT"
log "part $PART on $(hostname) $(date -u +%FT%TZ); $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
$PY -c 'import torch, torchvision, cupy; print("torch", torch.__version__, "torchvision", torchvision.__version__, "cupy", cupy.__version__)' | tee -a "$S"
$PY -c 'import importlib.metadata as m
def v(p):
    try: return m.version(p)
    except m.PackageNotFoundError: return "-"
print(*(f"{p} {v(p)}" for p in ("jax", "jaxlib", "jax-cuda13-plugin", "jax-cuda12-plugin", "scipy")))' | tee -a "$S"

if [ ! -x "$L/lupine-server" ]; then
    log "build"
    cmake -S native -B "$B" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF > "$B.log" 2>&1 &&
        cmake --build "$B" -j"$(nproc)" >> "$B.log" 2>&1 || { log "build FAILED"; tail -30 "$B.log" | tee -a "$S"; exit 1; }
    grep -E "LUPINE:" "$B.log" | tee -a "$S"
fi
rm -rf "$B/images"
rm -f "$B/port"  # a port file left by an earlier part on this machine names a dead server
rm -rf "$B/maps" && mkdir -p "$B/maps"  # each session's /proc/self/maps at its end
LUPINE_SERVER_MAPS=$B/maps "$L/lupine-server" --listen 127.0.0.1:0 --port-file "$B/port" --image-cache "$B/images" --verbose \
    > "$B/server.log" 2>&1 &
SP=$!
trap 'kill $SP 2>/dev/null' EXIT
for _ in $(seq 100); do [ -s "$B/port" ] && break; sleep 0.1; done
export LUPINE_SERVER=127.0.0.1:$(cat "$B/port")
SHIM="LD_LIBRARY_PATH=$L${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
log "server $LUPINE_SERVER"

if [ "$PART" = 1 ]; then
    log "ladder native"
    timeout 300 $PY -m lupine.ladder --json "$OUT/ladder-native.json" > "$OUT/ladder.txt" 2>&1
    echo "rc=$?" >> "$OUT/ladder.txt"
    log "ladder LUPINE"
    echo "=== LUPINE" >> "$OUT/ladder.txt"
    env "$SHIM" LUPINE_STATS="$OUT/ladder-stats.txt" timeout 300 $PY -m lupine.ladder -v \
        --json "$OUT/ladder-lupine.json" >> "$OUT/ladder.txt" 2>&1
    rc=$?
    echo "rc=$rc" >> "$OUT/ladder.txt"
    grep -E "^[a-z0-9_]+ +(pass|fail|skip) |rungs without|rc=" "$OUT/ladder.txt" | tee -a "$S"
    if [ $rc -ge 128 ] && command -v cuda-gdb > /dev/null; then
        log "ladder LUPINE crashed: backtrace under cuda-gdb"
        env "$SHIM" timeout 240 cuda-gdb -q -batch -ex run -ex "bt 30" -ex "info sharedlibrary" \
            --args $PY -m lupine.ladder > "$OUT/ladder-gdb.txt" 2>&1
        grep -A32 "^Thread\|signal SIG" "$OUT/ladder-gdb.txt" | head -45 | tee -a "$S"
    fi
    compare_values "$OUT/ladder-native.json" "$OUT/ladder-lupine.json" >> "$S" 2>&1
    # the libraries ladder: its table rows join ladder.txt; the LUPINE run's whole output, its
    # LUPINE_DEBUG diagnostics and -v tracebacks among the rows, is ladder-libraries-debug.txt
    log "libraries ladder native"
    timeout 200 $PY -m lupine.ladder --libraries --json "$OUT/ladder-libraries-native.json" \
        > "$B/libraries-native.txt" 2>&1
    echo "rc=$?" >> "$B/libraries-native.txt"
    log "libraries ladder LUPINE (LUPINE_DEBUG=1)"
    env "$SHIM" LUPINE_DEBUG=1 timeout 300 $PY -m lupine.ladder --libraries -v \
        --json "$OUT/ladder-libraries-lupine.json" > "$B/libraries-lupine.txt" 2>&1
    rc=$?
    echo "rc=$rc" >> "$B/libraries-lupine.txt"
    [ $rc -ge 128 ] && log "libraries ladder LUPINE ended by signal $((rc - 128))"
    tail -c 12000000 "$B/libraries-lupine.txt" > "$OUT/ladder-libraries-debug.txt"
    for m in native lupine; do
        echo "=== libraries ladder, $m"
        grep -E "^[a-z0-9_]+ +(pass|fail|skip) |rungs without|rc=" "$B/libraries-$m.txt"
    done | tee -a "$OUT/ladder.txt" "$S"
    compare_values "$OUT/ladder-libraries-native.json" "$OUT/ladder-libraries-lupine.json" >> "$S" 2>&1
    # the lines the issue's target counts, and for each overlap the client's mapping there, what
    # the server held at the ranges sent before that load, and the server sessions' maps
    grep -ciE "not supported|unknown table|overlaps host|not implement" "$B/libraries-lupine.txt" \
        | sed 's/^/debug lines against the target: /' | tee -a "$S"
    grep -iE -A4 "not supported|unknown table|overlaps host|not implement" "$B/libraries-lupine.txt" \
        > "$OUT/overlaps.txt"
    grep -A6 "is mapped here already" "$B/server.log" > "$OUT/overlaps-server.txt"
    tar -C "$B" -cJf "$OUT/server-maps.tar.xz" maps
    LEFT=$((570 - $(date +%s) + T0))  # one device call runs 600 s at most
    if [ -d .samples/Samples ] && [ $LEFT -lt 180 ]; then
        log "cuda-samples not run: $LEFT s left in this call (PART=6 RECHECK=... runs chosen ones)"
    elif [ -d .samples/Samples ]; then
        BUDGET=${SAMPLES_BUDGET:-300}
        [ $BUDGET -gt $((LEFT - 150)) ] && BUDGET=$((LEFT - 150))
        [ $LEFT -gt 470 ] && LEFT=470
        log "cuda-samples: build, then native and LUPINE ($LEFT s, runs started within $BUDGET s of the build)"
        timeout $LEFT $PY native/gpu/cuda_samples.py --src .samples --build "$B/samples" \
            --out "$OUT/samples" --lupine-dir "$L" --server "$LUPINE_SERVER" \
            --modes native,lupine --timeout 60 --budget "$BUDGET" > "$OUT/samples-run.txt" 2>&1
        tail -1 "$OUT/samples-run.txt" | tee -a "$S"
        grep -E "\| FAIL \||\| refused \|" "$OUT/samples/samples.md" | tee -a "$S"
        cp "$OUT/samples/samples.md" "$OUT/samples.md"
        $PY - "$OUT/samples/samples.json" > "$OUT/samples-failures.txt" <<'PYEOF'
import json, sys
for name, r in json.load(open(sys.argv[1])).items():
    if r.get("verdict") in ("FAIL", "refused"):
        print(f"==== {name} ({r['verdict']})\n{r.get('lupine', {}).get('tail', '')[-1200:]}")
PYEOF
    fi
fi

if [ "$PART" = 3 ]; then
    log "ladder LUPINE"
    env "$SHIM" LUPINE_STATS="$OUT/ladder-stats.txt" timeout 300 $PY -m lupine.ladder -v \
        --json "$OUT/ladder-lupine.json" > "$OUT/ladder.txt" 2>&1
    echo "rc=$?" >> "$OUT/ladder.txt"
    grep -E "^[a-z0-9_]+ +(pass|fail|skip) |rungs without|rc=" "$OUT/ladder.txt" | tee -a "$S"
    if [ -n "${RECHECK:-}" ] && [ -d .samples/Samples ]; then
        log "cuda-samples again through LUPINE (LUPINE_DEBUG=1): $RECHECK"
        LUPINE_DEBUG=1 timeout 300 $PY native/gpu/cuda_samples.py --src .samples \
            --build "$B/samples" --out "$OUT/samples" --lupine-dir "$L" --server "$LUPINE_SERVER" \
            --modes lupine --only "$RECHECK" --timeout 45 > "$OUT/samples-run.txt" 2>&1
        recheck_summary "$OUT/samples/samples.json" > "$OUT/samples-recheck.txt"
        grep "^====" "$OUT/samples-recheck.txt" | tee -a "$S"
    fi
    PART=2
    ROUNDS=${ROUNDS:-1}
fi

if [ "$PART" = 6 ] && [ -d .samples/Samples ]; then
    log "samples natively and through LUPINE (LUPINE_DEBUG=1): $RECHECK"
    LUPINE_DEBUG=1 timeout 200 $PY native/gpu/cuda_samples.py --src .samples --build "$B/samples" \
        --out "$OUT/samples" --lupine-dir "$L" --server "$LUPINE_SERVER" --modes native,lupine \
        --only "$RECHECK" --timeout 40 > "$OUT/samples-run.txt" 2>&1
    grep -E "\[samples\] [A-Za-z_]+ +(native|lupine)" "$OUT/samples-run.txt" | tee -a "$S"
    recheck_summary "$OUT/samples/samples.json" all > "$OUT/samples-recheck.txt"
    PART=done
fi

if [ "$PART" = 5 ]; then
    log "ladder LUPINE"
    env "$SHIM" timeout 200 $PY -m lupine.ladder -v > "$OUT/ladder.txt" 2>&1
    echo "rc=$?" >> "$OUT/ladder.txt"
    grep -E "^[a-z0-9_]+ +(pass|fail|skip) |rungs without|rc=|lupine: a CUDA" "$OUT/ladder.txt" | tee -a "$S"
    if [ -d .samples/Samples ]; then
        timeout 120 $PY native/gpu/cuda_samples.py --src .samples --build "$B/samples" \
            --out "$OUT/build" --only simpleStreams --modes native --timeout 30 > /dev/null 2>&1
        log "simpleStreams through LUPINE, stacks after 15 s"
        (cd "$B/samples/simpleStreams" && env "$SHIM" LUPINE_DEBUG=1 timeout 60 stdbuf -oL \
            ./simpleStreams > "$OUT/streams-out.txt" 2>&1) &
        sleep 15
        DBG=$(command -v gdb || command -v cuda-gdb)
        {
            for p in $(pgrep -x simpleStreams) $(pgrep -P "$SP"); do
                echo "== $p $(cat /proc/$p/comm)"
                ps -L -o tid,pcpu,stat,wchan:24,comm -p "$p"
                timeout -s KILL 25 "$DBG" -q -batch -p "$p" -ex "set pagination off" \
                    -ex "thread apply all bt 12" 2>&1 | grep -E "^Thread|^#"
            done
        } > "$OUT/streams-hang.txt" 2>&1
        pkill -9 -x simpleStreams
        wait
        grep -v cuGetProcAddress "$OUT/streams-out.txt" | tail -8 | tee -a "$S"
        tail -20 "$B/server.log" > "$OUT/server-log.txt"
    fi
    PART=done
fi

if [ "$PART" = 4 ] && [ -d .samples/Samples ]; then
    log "private export slots, natively under the tracer: simpleCUBLAS, simpleCUFFT"
    CTX=$($PY -m lupine._export_tables tools_ctx | cut -c1-8) # tables: codegen/export_tables.toml
    MOD=$($PY -m lupine._export_tables tools_module | cut -c1-8)
    LUPINE_TRACE_DUMP=96 LUPINE_TRACE_MAX_BYTES=$((64 << 20)) LUPINE_TRACE_CALLBACK="$MOD[7]:2" \
        timeout 400 $PY native/gpu/cuda_samples.py --src .samples --build "$B/samples" \
        --out "$OUT/trace" --trace-dir "$L/trace" --only "simpleCUBLAS,simpleCUFFT,${RECHECK:-}" \
        --modes trace --timeout 60 > "$OUT/trace-run.txt" 2>&1
    grep -E "\] (simple|built)" "$OUT/trace-run.txt" | tail -4 | tee -a "$S"
    for slot in 51 39 4; do
        grep -h "$CTX[^ ]*\[$slot\]" "$OUT/trace/traces/simpleCUBLAS.log" | head -6
    done > "$OUT/slots-$CTX.txt"
    grep -h -B2 -A12 "$MOD[^ ]*\[7\]" "$OUT/trace/traces/simpleCUFFT.log" | head -80 \
        > "$OUT/slots-$MOD.txt"
    cut -c1-400 "$OUT/slots-$CTX.txt" | head -8 | tee -a "$S"
    xz -9 "$OUT"/trace/traces/*.log 2>/dev/null
    if [ -n "${RECHECK:-}" ]; then
        log "through LUPINE (LUPINE_DEBUG=1): $RECHECK"
        LUPINE_DEBUG=1 timeout 300 $PY native/gpu/cuda_samples.py \
            --src .samples --build "$B/samples" --out "$OUT/samples" --lupine-dir "$L" \
            --server "$LUPINE_SERVER" --modes lupine --only "$RECHECK" --timeout 60 \
            > "$OUT/samples-run.txt" 2>&1
        grep -E "\[samples\] [A-Za-z_]+ +lupine" "$OUT/samples-run.txt" | tee -a "$S"
        recheck_summary "$OUT/samples/samples.json" > "$OUT/samples-recheck.txt"
    fi
    if grep -q "simpleStreams *lupine *timeout" "$OUT/samples-run.txt" 2>/dev/null; then
        log "simpleStreams hangs through LUPINE: where its threads and the server's wait"
        X=$B/samples/simpleStreams
        DBG=$(command -v gdb || command -v cuda-gdb)
        (cd "$X" && env "$SHIM" LUPINE_DEBUG=1 stdbuf -oL ./simpleStreams > "$OUT/streams-out.txt" 2>&1 &
         echo $! > "$B/streams.pid")
        sleep 20
        CP=$(cat "$B/streams.pid")
        {
            echo "== client"
            "$DBG" -q -batch -p "$CP" -ex "thread apply all bt 14" 2>&1 | grep -E "^Thread|^#"
            for c in $(pgrep -P "$SP"); do
                echo "== server session $c"
                "$DBG" -q -batch -p "$c" -ex "thread apply all bt 14" 2>&1 | grep -E "^Thread|^#"
            done
        } > "$OUT/streams-hang.txt" 2>&1
        kill -9 "$CP" 2>/dev/null
        grep -v cuGetProcAddress "$OUT/streams-out.txt" | tail -12 | tee -a "$S"
    fi
    LT=$($PY -m lupine._export_tables cublaslt | cut -c1-8)
    log "cuBLASLt's table $LT natively (tracer, 512-byte dumps, the cublas rung)"
    LD_LIBRARY_PATH="$L/trace${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" LUPINE_TRACE_DUMP=512 \
        LUPINE_TRACE_FILE="$B/t1734.log" timeout 120 $PY -m lupine.ladder --rungs cublas > /dev/null 2>&1
    grep -B3 -A1 "$LT" "$B/t1734.log" | grep -v "^#   \[" | head -12 > "$OUT/slots-$LT.txt"
    log "ladder through LUPINE under gdb (LUPINE_DEBUG=1)"
    GDB=$(command -v cuda-gdb || command -v gdb)
    env "$SHIM" LUPINE_DEBUG=1 timeout 300 "$GDB" -q -batch -ex run -ex "bt 40" \
        -ex "info registers rip rdi rsi rdx" --args $PY -m lupine.ladder -v \
        > "$OUT/ladder-gdb.txt" 2>&1
    grep -v "cuGetProcAddress\|New Thread\|exited" "$OUT/ladder-gdb.txt" |
        grep -E "^[a-z0-9_]+ +(pass|fail|skip) |rungs without|signal SIG|^#[0-9] " | head -30 | tee -a "$S"
    PART=2
    ROUNDS=${ROUNDS:-1}
fi

if [ "$PART" = 2 ]; then
    log "loopback TCP round trip"
    "$L/lupine-tcp-bench" > "$OUT/tcp.json" 2>&1
    RTT=$($PY -c 'import json,sys; print(json.load(open(sys.argv[1]))["tcp_rtt_us"])' "$OUT/tcp.json")
    log "  tcp_rtt_us $RTT"
    log "workloads (alternating native / LUPINE, fresh processes)"
    timeout 500 $PY benchmarks/lupine/workloads.py --shim "$L" --server "$LUPINE_SERVER" \
        --rounds "${ROUNDS:-3}" --tcp-rtt-us "$RTT" --cold-cache "$B/images" ${ONLY:+--only "$ONLY"} \
        --json "$OUT/workloads.json" > "$OUT/workloads.txt" 2> "$OUT/workloads-log.txt"
    cat "$OUT/workloads.txt" | tee -a "$S"
fi
if [ "$PART" = 2 ] && { [ "${EXTRAS:-1}" = 1 ] || [ "${EXTRAS:-1}" = overlap ]; }; then
    log "host work overlapping launches (benchmarks/lupine/overlap.py): native, LUPINE, LUPINE with its flusher woken per batch (LUPINE_SPIN_US=0), LUPINE holding batches"
    NATIVE_LIBCUDA=$($PY -c 'import ctypes.util; print(ctypes.util.find_library("cuda") or "libcuda.so.1")')
    for shape in "--launches 20 --kernel-us 40 --host-us 40" "--launches 100 --kernel-us 5 --host-us 37"; do
        log "  step: $shape"
        # shellcheck disable=SC2086
        timeout 300 $PY benchmarks/lupine/overlap.py --run "native=$NATIVE_LIBCUDA" \
            --run "lupine=$L/libcuda.so.1" --run "lupine-wake=$L/libcuda.so.1,LUPINE_SPIN_US=0" \
            --run "lupine-held=$L/libcuda.so.1,LUPINE_BATCH_US=60000000" $shape \
            --device "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)" \
            --json "$OUT/overlap-$(echo $shape | cut -d' ' -f2).json" 2> /dev/null | tee -a "$S"
    done
fi
if [ "$PART" = 2 ] && [ "${EXTRAS:-1}" = 1 ]; then
    log "round trips per torch operation (LUPINE_STATS, 1000 x add_ and item)"
    env "$SHIM" LUPINE_STATS="$OUT/stats-torch.txt" timeout 60 $PY -c '
import torch
x = torch.zeros(1024, device="cuda"); t = torch.ones((), device="cuda")
for _ in range(1000): x.add_(1)
for _ in range(1000): t.item()
torch.cuda.synchronize()' > /dev/null 2>&1
    head -14 "$OUT/stats-torch.txt" | tee -a "$S"
    log "round trips of the ladder's training step (LUPINE_STATS, 20 steps)"
    env "$SHIM" LUPINE_STATS="$OUT/stats-train.txt" timeout 120 $PY native/gpu/train_steps.py 20 \
        > /dev/null 2>&1
    head -16 "$OUT/stats-train.txt" | tee -a "$S"
    log "round trips per steady-state training step: LUPINE_STATS of 30 steps less 10 steps, / 20"
    for n in 10 30; do
        env "$SHIM" LUPINE_STATS="$OUT/stats-train-$n.txt" timeout 120 $PY native/gpu/train_steps.py $n \
            > /dev/null 2>&1
    done
    $PY native/gpu/stats_diff.py "$OUT/stats-train-10.txt" "$OUT/stats-train-30.txt" --per 20 \
        | tee "$OUT/stats-train-steady.txt" | head -20 | tee -a "$S"
    log "the training step with batches held until a call needs an answer (LUPINE_BATCH_US=60000000, as before the flusher) against the default (50 us)"
    for age in 60000000 50; do
        LUPINE_BATCH_US=$age timeout 300 $PY benchmarks/lupine/workloads.py --shim "$L" \
            --server "$LUPINE_SERVER" --rounds "${ROUNDS:-3}" --only train_step,torch_add \
            --json "$OUT/workloads-batch-us-$age.json" 2> /dev/null | tee -a "$S"
    done
fi
PART_DONE=$PART
if [ -n "${DIAG_ONLY:-}" ]; then
    log "library cases natively and through LUPINE (LUPINE_DEBUG=1): $DIAG_ONLY"
    timeout 300 $PY native/gpu/libs_diag.py --out "$OUT" --shim "$L" --server "$LUPINE_SERVER" \
        --only "$DIAG_ONLY" > "$OUT/libs-diag.txt" 2>&1
    grep -E "^[a-z0-9_]+ +native" "$OUT/libs-diag.txt" | tee -a "$S"
fi
grep -E "not device memory|deferred .* failed|malformed" "$B/server.log" | head -300 > "$OUT/server-log.txt"
log "done"
W=$(mktemp -d)
(cd "$OUT" && ls -A | grep -v -e '^summary.txt$' -e '\.tar\.xz$' > "$W/list" &&
    tar -cJf "part$PART_DONE.tar.xz" -T "$W/list" && xargs rm -rf < "$W/list")
