#!/usr/bin/env bash
# The libraries through LUPINE on the GPU host, checked in one device call (about 6 min):
#   OUT=<dir> bash native/gpu/check19.sh
# - the libraries ladder natively and through LUPINE (LUPINE_DEBUG=1), values compared;
# - the PyTorch ladder through LUPINE;
# - the driver's answers about kernel settings natively and through LUPINE
#   (kernel_attributes.py), compared;
# - the new driver calls through LUPINE on the real driver: stream memory operations, tensor
#   maps, green contexts, batched copies (the stand-in tests' programs);
# - the driver's answers about memory shared between processes (ipc_probe.py), natively and
#   through LUPINE;
# - round trips per steady training step (LUPINE_STATS, 30 steps less 10).
# Files in $OUT: summary.txt and check19.tar.xz (the rest).
# STEPS (default ladders,kattr,calls,ipc,stats) picks what runs.
set -uo pipefail
OUT=${OUT:?set OUT}
NAME=check19
source native/gpu/lib.sh
STEPS=${STEPS:-ladders,kattr,calls,ipc,stats}
W=$(mktemp -d)
source <(sed -n '/^compare_values() {/,/^}/p' native/gpu/issue8.sh)
gpu_begin

if want ladders; then
log "libraries ladder native"
timeout 240 $PY -m lupine.ladder --libraries -v --json "$OUT/ladder-libraries-native.json" > "$OUT/libraries-native.txt" 2>&1
echo "rc=$?" >> "$OUT/libraries-native.txt"
log "libraries ladder LUPINE (LUPINE_DEBUG=1)"
env "$SHIM" LUPINE_DEBUG=1 LUPINE_STATS="$OUT/libraries-stats.txt" timeout 300 $PY -m lupine.ladder --libraries -v \
    --json "$OUT/ladder-libraries-lupine.json" > "$OUT/libraries-lupine.txt" 2>&1
echo "rc=$?" >> "$OUT/libraries-lupine.txt"
for m in native lupine; do
    echo "=== libraries ladder, $m"
    grep -E "^[a-z0-9_]+ +(pass|fail|skip) |rungs without|rc=" "$OUT/libraries-$m.txt"
done | tee -a "$S"
compare_values "$OUT/ladder-libraries-native.json" "$OUT/ladder-libraries-lupine.json" | tee -a "$S"
echo "LUPINE_DEBUG lines naming something not carried:" | tee -a "$S"
grep -iE "not supported|unknown table|overlaps host|not implement" "$OUT/libraries-lupine.txt" |
    sed 's/0x[0-9a-f]*/0x…/g' | sort | uniq -c | sort -rn | head -20 | tee -a "$S"

log "PyTorch ladder through LUPINE"
env "$SHIM" timeout 200 $PY -m lupine.ladder > "$OUT/ladder-lupine.txt" 2>&1
grep -E "rungs without" "$OUT/ladder-lupine.txt" | tee -a "$S"

fi

if want kattr; then
log "kernel settings: the driver natively and through LUPINE"
timeout 60 $PY native/gpu/kernel_attributes.py > "$OUT/kattr-native.json" 2>&1
timeout 60 $PY native/gpu/kernel_attributes.py --libcuda "$L/libcuda.so.1" > "$OUT/kattr-lupine.json" 2>&1
if cmp -s "$OUT/kattr-native.json" "$OUT/kattr-lupine.json"; then echo "kernel settings: equal" | tee -a "$S"
else echo "kernel settings: DIFFER" | tee -a "$S"; diff "$OUT/kattr-native.json" "$OUT/kattr-lupine.json" | head -20 | tee -a "$S"; fi

fi

if want calls; then
log "new driver calls through LUPINE on the real driver"
for t in test_stream_memops:MEMOPS test_tensor_maps:ENCODE test_green_contexts:GREEN test_batch_copies:BATCH test_batch_copies:ARRAY_1D; do
    mod=${t%%:*} var=${t##*:}
    env "$SHIM" LUPINE_NATIVE_DIR="$L" PYTHONPATH="tests/lupine:$PWD" PTX=fixtures/saxpy.ptx SAXPY=fixtures/saxpy.ptx SPIN=fixtures/spin.ptx \
        timeout 60 $PY -c "from test_multi_server import PRELUDE; from $mod import $var; exec(PRELUDE+$var)" \
        > "$OUT/calls-$var.txt" 2>&1
    echo "$t rc=$? $(tail -c 600 "$OUT/calls-$var.txt" | tr '\n' ' ')" | tee -a "$S"
done

fi

if want ipc; then
log "memory shared between processes: the driver natively and through LUPINE (ipc_probe.py)"
timeout 60 $PY native/gpu/ipc_probe.py > "$OUT/ipc-native.json" 2> "$OUT/ipc-native.err"
env "$SHIM" timeout 60 $PY native/gpu/ipc_probe.py > "$OUT/ipc-lupine.json" 2> "$OUT/ipc-lupine.err"
$PY - "$OUT/ipc-native.json" "$OUT/ipc-lupine.json" <<'PYEOF' | tee -a "$S"
import json, sys
def flat(v, k=""):
    if isinstance(v, dict):
        return {a: b for kk, vv in v.items() for a, b in flat(vv, f"{k}.{kk}" if k else kk).items()}
    return {k: v}
try:
    n, l = (flat(json.load(open(p))) for p in sys.argv[1:3])
except ValueError as e:
    print(f"ipc answers: not compared ({e})")
    sys.exit()
diff = [k for k in {**n, **l} if n.get(k) != l.get(k)]
print(f"ipc answers: {len(n) - len(diff)} of {len(n)} equal" + "".join(f"\n  {k}: native {n.get(k)!r} LUPINE {l.get(k)!r}" for k in diff))
PYEOF
fi

if want stats; then
log "round trips per steady training step (LUPINE_STATS, 30 steps less 10)"
for n in 10 30; do
    env "$SHIM" LUPINE_STATS="$OUT/stats-train-$n.txt" timeout 120 $PY native/gpu/train_steps.py $n \
        > /dev/null 2>&1
done
$PY native/gpu/stats_diff.py "$OUT/stats-train-10.txt" "$OUT/stats-train-30.txt" --per 20 \
    > "$OUT/stats-train-steady.txt" 2>&1
head -8 "$OUT/stats-train-steady.txt" | tee -a "$S"
fi

grep -E "not device memory|blocked" "$SLOG" | head -100 > "$OUT/server-log.txt"
log "done"
(cd "$OUT" && ls | grep -v -e '^summary.txt$' > "$W/list" && tar -cJf check19.tar.xz -T "$W/list" &&
    xargs rm -f < "$W/list")
