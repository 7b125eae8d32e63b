#!/usr/bin/env bash
# Diagnosis of the libraries through LUPINE on the GPU host, in one device call (about 5 min):
#   OUT=<dir> [STEPS=probe,trace,libs,ladder] [TRACES=fp16,fft,jax,jaxconv] [ONLY=case,case] \
#       bash native/gpu/diag19.sh
# 1. slot_probe.py: the real driver's answers to the private slots cuFFT and cuBLASLt call;
# 2. the tracer over an fp16 matmul, torch.fft.rfft, a jitted JAX matmul and conv natively
#    (512-byte dumps): the private-table calls, launches with `extra`, tensor-map encodes;
# 3. libs_diag.py: each library case natively and through LUPINE (LUPINE_DEBUG=1);
# 4. the PyTorch ladder through LUPINE.
# The server runs with --verbose (its log: server-log.txt). Files in $OUT: summary.txt and
# diag.tar.xz holding the rest (a device call brings back at most 8 files).
set -uo pipefail
OUT=${OUT:?set OUT}
NAME=diag19
source native/gpu/lib.sh
STEPS=${STEPS:-probe,trace,libs,ladder}
gpu_begin

if want probe; then
    log "slot probe (real driver)"
    timeout 60 $PY native/gpu/slot_probe.py > "$OUT/slot-probe.json" 2> "$OUT/slot-probe.err"
    head -c 3000 "$OUT/slot-probe.json" | tee -a "$S"
fi

TR="LD_LIBRARY_PATH=$L/trace${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# the libraries' private tables (codegen/export_tables.toml): their UUIDs' first 8 digits, one
# grep alternation
XT_LIBS=$(for t in cublaslt nvrtc_lto tools_module; do $PY -m lupine._export_tables $t | cut -c1-8; done |
    paste -sd '|')
TRACES=${TRACES:-fp16,fft,jax}
trace() { # name, python code
    case ",$TRACES," in *",$1,"*) ;; *) return ;; esac
    env "$TR" LUPINE_TRACE_DUMP=512 LUPINE_TRACE_MAX_BYTES=$((200 << 20)) \
        LUPINE_TRACE_FILE="$B/trace-$1.log" \
        XLA_PYTHON_CLIENT_PREALLOCATE=false timeout 240 $PY -c "$2" > "$OUT/trace-$1.out" 2>&1
    echo "rc=$?" >> "$OUT/trace-$1.out"
    grep -E "$XT_LIBS|callback\(|extra=0x|cuTensorMap|cuLaunchKernelEx|Capture|^# count" \
        "$B/trace-$1.log" | cut -c1-6000 | head -400 > "$OUT/slots-$1.txt"
    xz -T0 -6 -c "$B/trace-$1.log" | head -c $((5 << 20)) > "$OUT/trace-$1.log.xz"
    log "trace $1: $(wc -l < "$B/trace-$1.log") lines; $(tail -1 "$OUT/trace-$1.out")"
}
if want trace; then
log "native traces"
trace fp16 'import torch; a = torch.randn(512, 512, device="cuda", dtype=torch.half); print(float((a @ a).float().sum()))'
trace fft 'import torch; x = torch.randn(8, 1000, device="cuda"); print(float(torch.fft.rfft(x).abs().sum()))'
trace jax 'import jax, jax.numpy as jnp, numpy as np; a = jnp.asarray(np.ones((64, 64), np.float32)); print(float(jax.jit(lambda x: x @ x)(a).sum()))'
trace jaxconv 'import jax, jax.numpy as jnp, numpy as np; x = jnp.asarray(np.ones((2, 3, 32, 32), np.float32)); w = jnp.asarray(np.ones((8, 3, 3, 3), np.float32)); print(float(jax.jit(lambda x, w: jax.lax.conv_general_dilated(x, w, (1, 1), "SAME"))(x, w).sum()))'
fi

if want libs; then
log "library cases, native and through LUPINE (LUPINE_DEBUG=1)"
timeout 900 $PY native/gpu/libs_diag.py --out "$OUT" --shim "$L" --server "$LUPINE_SERVER" \
    ${ONLY:+--only "$ONLY"} > "$OUT/libs-diag.txt" 2>&1
cat "$OUT/libs-diag.txt" | tee -a "$S"
fi

if want ladder; then
log "PyTorch ladder through LUPINE"
env LD_LIBRARY_PATH="$L${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" timeout 300 $PY -m lupine.ladder \
    > "$OUT/ladder.txt" 2>&1
echo "rc=$?" >> "$OUT/ladder.txt"
grep -E "^[a-z0-9]+ +(pass|fail|skip) |rungs without|rc=" "$OUT/ladder.txt" | tee -a "$S"
fi
cp "$SLOG" "$OUT/server-log.txt"
grep -c "not device memory" "$SLOG" | sed 's/^/server: device-range misses: /' | tee -a "$S"
log "done"
(cd "$OUT" && ls | grep -v -e '^summary.txt$' -e '^diag.tar.xz$' > .list &&
    tar -cJf diag.tar.xz -T .list && xargs rm -f < .list && rm -f .list)
