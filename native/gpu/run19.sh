#!/usr/bin/env bash
# Issue 19's open questions on the GPU host, in one device call (about 7 min):
#   OUT=<dir> [STEPS=jax,item,steps,calls,netem] bash native/gpu/run19.sh
# - jax:   diag19.sh's library cases for JAX (matmul, conv, fft) natively and through LUPINE,
#          and the native trace of a jitted conv (its capture calls), in $OUT/diag/;
# - item:  t.item() natively and through LUPINE (LUPINE_BATCH_US default and 0), its round
#          trips per call (LUPINE_STATS, 2200 calls less 200) and its system calls (strace -c);
# - steps: a GPT-2-small fp16 training step (workloads.py's) natively and through LUPINE:
#          wall, CPU and GPU time per step (step_probe.py) and its calls per steady step;
# - calls: check19.sh's new driver calls on the real driver and ipc_probe.py, in $OUT/check/;
# - netem: train_step and resnet18_b32 natively and through LUPINE with 1 ms added round trip
#          (a network namespace of its own whose loopback has `tc netem delay 500us`; server
#          and client inside it, bound to 127.0.0.1), 2 rounds, and the round trips per step.
# Files in $OUT: summary.txt, run19.tar.xz, and each sub-script's summary.txt and tarball.
set -uo pipefail
OUT=${OUT:?set OUT}
NAME=run19
source native/gpu/lib.sh
STEPS=${STEPS:-jax,item,steps,calls,netem}
W=$(mktemp -d)
# iproute2's ip and tc and strace, where the host has none: .netem/ holds them and their
# libraries (copied from a Debian 12 machine, carried, never committed); their libraries are
# not given to the programs they start
TOOLS=$PWD/.netem
bin_of() { command -v "$1" || echo "$TOOLS/$1"; }
tool() { local b; b=$(bin_of "$1"); shift; LD_LIBRARY_PATH=$TOOLS/lib "$b" "$@"; }
gpu_begin
$PY -c 'import torch, jax; print("torch", torch.__version__, "jax", jax.__version__)' 2>&1 | tee -a "$S"

if want jax; then
    log "JAX through LUPINE (diag19.sh)"
    OUT=$OUT/diag STEPS=trace,libs TRACES=jaxconv ONLY=jax_matmul,jax_conv,jax_fft \
        bash native/gpu/diag19.sh > /dev/null 2>&1
    grep -E "jax_|trace " "$OUT/diag/summary.txt" | tee -a "$S"
fi

stats_per() { # name, short stats, long stats, per
    $PY native/gpu/stats_diff.py "$2" "$3" --per "$4" > "$W/$1-steady.txt" 2>&1
    cp "$W/$1-steady.txt" "$OUT/stats-$1-steady.txt"
    head -12 "$W/$1-steady.txt" | tee -a "$S"
}

if want item; then
    log "t.item(): µs per call natively, through LUPINE, through LUPINE with LUPINE_BATCH_US=0"
    "$L/lupine-tcp-bench" > "$OUT/tcp.json" 2>&1
    log "  loopback $(cat "$OUT/tcp.json")"
    for r in 1 2 3; do
        echo "native $(timeout 60 $PY native/gpu/step_probe.py torch_item 3000 2>&1 | tail -1)"
        echo "lupine $(env "$SHIM" timeout 60 $PY native/gpu/step_probe.py torch_item 3000 2>&1 | tail -1)"
        echo "lupine-batch0 $(env "$SHIM" LUPINE_BATCH_US=0 timeout 60 $PY native/gpu/step_probe.py torch_item 3000 2>&1 | tail -1)"
    done | tee -a "$S"
    for n in 200 2200; do
        env "$SHIM" LUPINE_STATS="$W/item-$n.txt" timeout 60 $PY native/gpu/step_probe.py torch_item $n > /dev/null 2>&1
    done
    stats_per item "$W/item-200.txt" "$W/item-2200.txt" 2000
    tool strace -f -c -o "$OUT/strace-item.txt" env "$SHIM" timeout 60 $PY native/gpu/step_probe.py torch_item 2000 > /dev/null 2> "$W/strace.err"
    { head -20 "$OUT/strace-item.txt" || tail -3 "$W/strace.err"; } 2> /dev/null | tee -a "$S"
fi

if want steps; then
    log "GPT-2 small fp16 step: wall, CPU, GPU ms per step (median of 8)"
    for r in 1 2; do
        echo "native $(timeout 120 $PY native/gpu/step_probe.py gpt2_fp16_step 8 2>&1 | tail -1 | cut -c1-200)"
        echo "lupine $(env "$SHIM" timeout 120 $PY native/gpu/step_probe.py gpt2_fp16_step 8 2>&1 | tail -1 | cut -c1-200)"
    done | tee -a "$S"
    echo "lupine-batch-us-0 $(env "$SHIM" LUPINE_BATCH_US=0 timeout 120 $PY native/gpu/step_probe.py gpt2_fp16_step 8 2>&1 | tail -1 | cut -c1-200)" | tee -a "$S"
    echo "lupine-batch-us-500 $(env "$SHIM" LUPINE_BATCH_US=500 timeout 120 $PY native/gpu/step_probe.py gpt2_fp16_step 8 2>&1 | tail -1 | cut -c1-200)" | tee -a "$S"
    for n in 2 7; do
        env "$SHIM" LUPINE_STATS="$W/gpt2-$n.txt" timeout 120 $PY native/gpu/step_probe.py gpt2_fp16_step $n > /dev/null 2>&1
    done
    stats_per gpt2 "$W/gpt2-2.txt" "$W/gpt2-7.txt" 5
fi

if want calls; then
    log "new driver calls and IPC on the real driver (check19.sh)"
    OUT=$OUT/check STEPS=calls,ipc bash native/gpu/check19.sh > /dev/null 2>&1
    grep -vE "^\[check19 \+[0-9]+s\] (on|build|server)" "$OUT/check/summary.txt" | tee -a "$S"
fi

if want netem; then
    log "1 ms added round trip (tc netem in a network namespace)"
    NS=lupine19-$$
    # in the namespace a program gets the environment given here, not the one tool gave ip
    nsx() { tool ip netns exec "$NS" env LD_LIBRARY_PATH="${LD_LIBRARY_PATH:-}" "$@"; }
    if tool ip netns add "$NS" 2> "$W/netns.err" &&
        tool ip netns exec "$NS" "$(bin_of ip)" link set lo up 2>> "$W/netns.err" &&
        tool ip netns exec "$NS" "$(bin_of tc)" qdisc add dev lo root netem delay 500us 2>> "$W/netns.err"; then
        rm -f "$B/port-netem"
        nsx "$L/lupine-server" --listen 127.0.0.1:0 --port-file "$B/port-netem" \
            ${GPU_SERVER_ARGS:-} > "$B/server-netem.log" 2>&1 &
        NSP=$!
        trap 'kill $SP $NSP 2>/dev/null; tool ip netns del '"$NS"' 2>/dev/null' EXIT
        for _ in $(seq 100); do [ -s "$B/port-netem" ] && break; sleep 0.1; done
        NSRV=127.0.0.1:$(cat "$B/port-netem")
        nsx "$L/lupine-tcp-bench" > "$OUT/tcp-netem.json" 2>&1
        RTT=$($PY -c 'import json,sys; print(json.load(open(sys.argv[1]))["tcp_rtt_us"])' "$OUT/tcp-netem.json")
        log "  round trip in the namespace: $RTT us"
        nsx env LUPINE_SERVER="$NSRV" timeout 420 $PY benchmarks/lupine/workloads.py \
            --shim "$L" --server "$NSRV" --rounds 2 --tcp-rtt-us "$RTT" \
            --only train_step,resnet18_b32 --json "$OUT/workloads-netem.json" \
            > "$OUT/workloads-netem.txt" 2> "$W/workloads-netem-log.txt"
        cat "$OUT/workloads-netem.txt" | tee -a "$S"
        for n in 10 30; do
            nsx env "$SHIM" LUPINE_SERVER="$NSRV" LUPINE_STATS="$W/netem-train-$n.txt" \
                timeout 120 $PY native/gpu/train_steps.py $n > /dev/null 2>&1
        done
        stats_per netem-train "$W/netem-train-10.txt" "$W/netem-train-30.txt" 20
        cp "$W/workloads-netem-log.txt" "$OUT/"
    else
        log "  not available here: $(tr '\n' ' ' < "$W/netns.err")"
        tool ip netns del "$NS" 2> /dev/null
    fi
fi

cp "$SLOG" "$OUT/server-log.txt"
log "done"
(cd "$OUT" && ls -p | grep -v -e '/$' -e '^summary.txt$' > "$W/list" &&
    tar -cJf run19.tar.xz -T "$W/list" && xargs rm -f < "$W/list")
