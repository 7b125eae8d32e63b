#!/usr/bin/env bash
# NVML through LUPINE on the GPU host (issue 9, item 4): nvidia-smi -L, nvidia-smi, the
# nvidia-smi query of names, UUIDs and memory, pynvml and torch's NVML-backed calls, each
# natively and through LUPINE (two servers on loopback, each with the machine's GPUs and its
# real NVML, so the client sees every GPU twice), with LUPINE_DEBUG=1 so that every NVML
# function LUPINE does not forward, and every private table nvidia-smi asks for, is named.
#
#   OUT=<dir> bash native/gpu/nvml.sh
#
# Then native/gpu/two_servers.py on the same two servers (the seed's several-servers example,
# with PyTorch's NVML count through lupine.connect) and native/gpu/dask_gpu.py (Dask workers
# bound three ways; DASK_WHEELS=<dir of dask and distributed wheels> installs Dask first).
#
# nvidia-smi loads libnvidia-ml.so.1 from the driver's directory by absolute path: `lupine run`
# (the audit module, native/run/audit.c) makes that load LUPINE's client, which gives
# nvidia-smi's private table (c4fe3e6c, native/nvml/export_tables.c; issue 21, item 2).
# native/gpu/smi_compare.py then compares nvidia-smi -L, the query form and plain nvidia-smi
# natively and through LUPINE (every native GPU once per server, in server order; plain: the
# static fields of each GPU block, and apart the processes) and names the NVML functions and
# table slots LUPINE's NVML said it does not support. Files in $OUT:
# summary.txt first, then native-*.txt and lupine-*.txt (stdout and stderr) for each command,
# trace-nvml-summary.txt and trace-nvml.tar.xz (nvidia-smi natively under the NVML tracer, 256
# bytes shown behind each pointer argument of a slot call: the process slots' entries).
set -uo pipefail
OUT=${OUT:?set OUT}
B=/tmp/lupine-gpu-build
L=$B/lupine
PY=${PYTHON:-python3}
S=$OUT/summary.txt
T0=$(date +%s)
log() { echo "[nvml +$(($(date +%s) - T0))s] $*" | tee -a "$S" >&2; }
# LUPINE_NATIVE_DIR: lupine run and lupine.connect find this build (not lupine/_bin or build/)
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" LUPINE_NATIVE_DIR="$L"
mkdir -p "$OUT"
log "on $(hostname) $(date -u +%FT%TZ); $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
# built every time (a warm machine keeps the last tree's build; cmake rebuilds what changed)
log "build"
cmake -S native -B "$B" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF > "$B.log" 2>&1 &&
    cmake --build "$B" -j"$(nproc)" >> "$B.log" 2>&1 || { log "build FAILED"; tail -30 "$B.log" | tee -a "$S"; exit 1; }
pids=()
trap 'kill "${pids[@]}" 2>/dev/null' EXIT
servers=()
for k in 1 2; do
    rm -f "$B/port$k"
    "$L/lupine-server" --listen 127.0.0.1:0 --port-file "$B/port$k" --image-cache none --verbose \
        > "$OUT/server$k.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 100); do [ -s "$B/port$k" ] && break; sleep 0.1; done
    servers+=("127.0.0.1:$(cat "$B/port$k")")
done
SERVERS=$(IFS=,; echo "${servers[*]}")
log "servers $SERVERS"

# run NAME CMD...: natively, then through LUPINE (NVML across both servers; lupine run takes one
# host for CUDA until several are built, so LUPINE_SERVER is set for NVML by hand)
run() {
    local name=$1
    shift
    timeout 120 "$@" > "$OUT/native-$name.txt" 2>&1
    log "$name native: exit $?"
    LUPINE_DEBUG=1 timeout 120 $PY -m lupine.cli run --host "${servers[0]}" -- \
        env LUPINE_SERVER="$SERVERS" "$@" > "$OUT/lupine-$name.txt" 2>&1
    log "$name lupine: exit $?"
}
# Natively, which NVML functions nvidia-smi binds (by dlsym too), with glibc's binding log: what
# LUPINE's NVML must answer for nvidia-smi, nvmlInternalGetExportTable included (issue 21, item
# 2); the private table's slots it then calls are not symbols and need a tracing NVML.
for form in "-L" "" "--query-gpu=index,name,uuid,memory.total,pci.bus_id --format=csv"; do
    # shellcheck disable=SC2086
    LD_DEBUG=bindings LD_DEBUG_OUTPUT="$OUT/native-smi-bindings" nvidia-smi $form > /dev/null 2>&1
done
cat "$OUT"/native-smi-bindings.* 2>/dev/null | grep -o "to .*libnvidia-ml[^ ]* .*symbol \`[^']*'" |
    sed "s/.*symbol \`//; s/'$//" | sort | uniq -c | sort -rn > "$OUT/native-smi-nvml-symbols.txt"
rm -f "$OUT"/native-smi-bindings.*
log "nvidia-smi binds $(wc -l < "$OUT/native-smi-nvml-symbols.txt") NVML symbols natively (native-smi-nvml-symbols.txt)"
# The private table natively: nvidia-smi under the NVML tracer (native/trace/nvml_trace.c, a
# libnvidia-ml.so.1 that forwards to the real NVML and logs every call and every slot call of
# the tables nvmlInternalGetExportTable gives, with six integer arguments and the return value).
# First by LD_LIBRARY_PATH; when nvidia-smi loads NVML by absolute path and the tracer is never
# loaded, again through the audit module (as lupine run), the real NVML then named by a link
# that the module does not redirect. Logs: trace-nvml.tar.xz; what the tables are and which
# slots were called, with their arguments and answers: trace-nvml-summary.txt.
missing=$(awk '{print $2}' "$OUT/native-smi-nvml-symbols.txt" |
    grep -vxF -f <(nm -D --defined-only "$L/trace-nvml/libnvidia-ml.so.1" | awk '{print $3}') | tr '\n' ' ')
log "NVML names nvidia-smi binds natively that the tracer (LUPINE's NVML's names) lacks: ${missing:-none}"
TR=$B/trace-nvml-logs
rm -rf "$TR" && mkdir -p "$TR"
REAL=""
for d in /usr/local/nvidia/lib64 /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/lib /lib/x86_64-linux-gnu; do
    [ -e "$d/libnvidia-ml.so.1" ] && REAL=$(readlink -f "$d/libnvidia-ml.so.1") && break
done
ln -sf "$REAL" "$TR/real-nvml.so"
k=0
for form in "" "-L" "--query-gpu=name,memory.total --format=csv"; do
    k=$((k + 1))
    # shellcheck disable=SC2086
    LD_LIBRARY_PATH="$L/trace-nvml${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" LUPINE_TRACE_FILE="$TR/smi$k.log" \
        LUPINE_TRACE_DUMP=256 timeout 120 nvidia-smi $form > "$TR/smi$k.out" 2>&1
    rc=$?
    how=LD_LIBRARY_PATH
    if ! grep -q "^# lupine-nvml-trace" "$TR/smi$k.log" 2>/dev/null; then
        how="LD_AUDIT (LD_LIBRARY_PATH did not load the tracer)"
        # shellcheck disable=SC2086
        LD_AUDIT="$L/liblupine-audit.so" LUPINE_AUDIT_NVML="$L/trace-nvml/libnvidia-ml.so.1" \
            LUPINE_TRACE_NVML_REAL="$TR/real-nvml.so" LUPINE_TRACE_FILE="$TR/smi$k.log" \
            LUPINE_TRACE_DUMP=256 timeout 120 nvidia-smi $form > "$TR/smi$k.out" 2>&1
        rc=$?
    fi
    log "traced nvidia-smi $form: exit $rc via $how; $(grep -c ' export ' "$TR/smi$k.log" 2>/dev/null) slot calls, $(grep -c '^[0-9]' "$TR/smi$k.log" 2>/dev/null) calls in all"
    { echo "=== nvidia-smi $form (exit $rc, via $how)"; head -3 "$TR/smi$k.out"
      grep -E "^# (real|table|  \[|.*of .* NVML names)|nvmlInternalGetExportTable|nvmlInit| export " "$TR/smi$k.log" | cut -c1-6000 | head -600
    } >> "$OUT/trace-nvml-summary.txt"
done
tar -C "$B" --exclude real-nvml.so -cJf "$OUT/trace-nvml.tar.xz" trace-nvml-logs
log "NVML tracer logs: trace-nvml.tar.xz, tables and slot calls: trace-nvml-summary.txt"
run smi-L nvidia-smi -L
run smi nvidia-smi
run smi-query nvidia-smi --query-gpu=index,name,uuid,memory.total,pci.bus_id --format=csv
run pynvml $PY -c '
import pynvml as p
p.nvmlInit()
for i in range(p.nvmlDeviceGetCount()):
    h = p.nvmlDeviceGetHandleByIndex(i)
    m = p.nvmlDeviceGetMemoryInfo(h)
    print(i, p.nvmlDeviceGetName(h), p.nvmlDeviceGetUUID(h), m.total, p.nvmlDeviceGetTemperature(h, 0),
          p.nvmlDeviceGetPowerUsage(h), p.nvmlDeviceGetUtilizationRates(h).gpu,
          [(x.pid, x.usedGpuMemory) for x in p.nvmlDeviceGetComputeRunningProcesses(h)])
'
run torch env PYTORCH_NVML_BASED_CUDA_CHECK=1 $PY -c '
import torch
print("device_count", torch.cuda.device_count(), "nvml", torch.cuda._raw_device_count_nvml())
print("uuids", torch.cuda._raw_device_uuid_nvml())
x = torch.ones(1 << 20, device="cuda")
print("utilization", torch.cuda.utilization(0), "memory_usage", torch.cuda.memory_usage(0),
      "temperature", torch.cuda.temperature(0), "power_draw", torch.cuda.power_draw(0),
      "clock_rate", torch.cuda.clock_rate(0))
print(torch.cuda.list_gpu_processes(0))
'
# what nvidia-smi prints natively and through LUPINE (-L, the query, the plain table): each
# native GPU must appear once per server, in server order (native/gpu/smi_compare.py); and
# what LUPINE's NVML said it does not support, functions and private-table slots
$PY native/gpu/smi_compare.py "$OUT" --servers 2 | tee -a "$S"
# issue 9's proof on the same two servers: the seed's example, ResNet-18 on each of the two
# devices against the CPU, an exact copy between them (native/gpu/two_servers.py)
log "two servers: ResNet-18 on each, a copy between them"
LUPINE_LIBCUDA="$L/libcuda.so.1" timeout 300 $PY native/gpu/two_servers.py --server "${servers[0]}" --server "${servers[1]}" \
    --json "$OUT/two_servers.json" 2>&1 | tee -a "$S" | tail -8
# Dask on the same two servers, with this machine's driver present: lupine.dask.cluster, the
# LupineWorkers nanny plugin (workers that load the driver from a preload first) and workers
# under lupine run; gravity on 4e6 bodies in 8 chunks against numpy (native/gpu/dask_gpu.py).
# Dask is not installed here: DASK_WHEELS names a directory of its wheels to install first;
# DASK_TIMEOUT (seconds, default 600) bounds this step.
if [ -n "${DASK_WHEELS:-}" ]; then
    $PY -m pip install -q --no-index --find-links "$DASK_WHEELS" dask distributed 2>&1 | tail -3
fi
log "dask: three ways of binding workers"
timeout "${DASK_TIMEOUT:-600}" $PY native/gpu/dask_gpu.py --server "${servers[0]}" \
    --server "${servers[1]}" --json "$OUT/dask.json" > "$OUT/dask.txt" 2>&1
log "dask: exit $?"
grep -E " (yes|NO) " "$OUT/dask.txt" | cut -c1-160 | tee -a "$S"
log "done"
