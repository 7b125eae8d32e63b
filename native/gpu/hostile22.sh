#!/usr/bin/env bash
# LUPINE under attack and under load on the GPU host, in one device call (about 6 min):
#   OUT=<dir> bash native/gpu/hostile22.sh
# - the fuzzer (LUPINE_FUZZ_SCALE=$FUZZ times CI's examples, default 5), the kill tests and the
#   lockout tests (64 silent connections held for $HOLD s, default 30, while a client connects
#   every 100 ms), their servers on the real driver (tests/lupine with LUPINE_TEST_DRIVER);
# - sixteen PyTorch clients at once on one server with --max-memory-per-client 4G, each a
#   different seeded training (seeded_torch.py), every result against its solo run; one of
#   them first asks for 5 GiB and must be refused alone; the server's table of sessions
#   (SIGUSR1) while they run.
# Files in $OUT: summary.txt and hostile22.tar.xz (the rest).
# A trial of the plumbing on the stand-in: GPU_SERVER_ARGS="--driver <liblupine-standin.so>"
# (lib.sh); the PyTorch part then needs a CUDA PyTorch, and says so when there is none.
set -uo pipefail
OUT=${OUT:?set OUT}
NAME=hostile22
FUZZ=${FUZZ:-5}
HOLD=${HOLD:-30}
GPU_SERVER_ARGS="${GPU_SERVER_ARGS:-} --max-memory-per-client 4G"
source native/gpu/lib.sh
W=$(mktemp -d)
gpu_begin
# the tests' own servers run the driver GPU_SERVER_ARGS names, else the machine's
DRIVER=$(sed -n 's/.*--driver \([^ ]*\).*/\1/p' <<< "$GPU_SERVER_ARGS")
export LUPINE_TEST_DRIVER=${DRIVER:-real} LUPINE_NATIVE_DIR=$L

log "fuzzer x$FUZZ, kill tests, lockout tests ($HOLD s holds); test servers on $LUPINE_TEST_DRIVER"
LUPINE_FUZZ_SCALE=$FUZZ LUPINE_LOCKOUT_S=$HOLD timeout 420 $PY -m pytest -s -p no:cacheprovider \
    --hypothesis-show-statistics tests/lupine/test_fuzz.py tests/lupine/test_kill.py \
    tests/lupine/test_lockout.py > "$OUT/hostile-tests.txt" 2>&1
echo "rc=$?" >> "$OUT/hostile-tests.txt"
{
    grep -oE "(lockout|stopped session), .*" "$OUT/hostile-tests.txt"
    grep -E " passed| failed|^rc=" "$OUT/hostile-tests.txt" | tail -2
    echo "fuzz (Hypothesis's test cases):"
    awk '/::test_.*:$/ {name = $0; sub(/.*::/, "", name); sub(/:$/, "", name)}
         /passing,.*failing/ {sub(/^ *- /, ""); print "  " name ": " $0}' "$OUT/hostile-tests.txt"
} | tee -a "$S"

log "sixteen PyTorch clients on one server (--max-memory-per-client 4G)"
if ! $PY -c "import torch, sys; sys.exit(0 if torch.version.cuda else 1)" 2> /dev/null; then
    log "skipped: this PyTorch has no CUDA"
else
    before=$(wc -l < "$SLOG")
    for seed in $(seq 0 15); do
        env "$SHIM" timeout 60 $PY native/gpu/seeded_torch.py "$seed" >> "$OUT/torch-solo.jsonl" \
            2>> "$OUT/torch-solo.err"
    done
    log "solo runs done: $(wc -l < "$OUT/torch-solo.jsonl") of 16"
    for seed in $(seq 0 15); do
        over=()
        [ "$seed" = 5 ] && over=(--over $((5 << 30)))
        env "$SHIM" timeout 300 $PY native/gpu/seeded_torch.py "$seed" "${over[@]}" \
            > "$W/together-$seed.json" 2> "$W/together-$seed.err" &
    done
    sleep 8 # the sessions are up, most of them training
    kill -USR1 "$SP"
    wait $(jobs -p | grep -v "^$SP$") 2> /dev/null
    cat "$W"/together-*.json > "$OUT/torch-together.jsonl"
    cat "$W"/together-*.err > "$OUT/torch-together.err"
    tail -n +"$((before + 1))" "$SLOG" > "$OUT/server-log-torch.txt"
    $PY - "$OUT/torch-solo.jsonl" "$OUT/torch-together.jsonl" "$OUT/server-log-torch.txt" <<'EOF' | tee -a "$S"
import json, re, sys
solo = {r["seed"]: r for r in map(json.loads, open(sys.argv[1]))}
together = {r["seed"]: r for r in map(json.loads, open(sys.argv[2]))}
log = open(sys.argv[3]).read()
same = [s for s in range(16) if s in solo and s in together
        and (solo[s]["loss_bits"], solo[s]["params"]) == (together[s]["loss_bits"], together[s]["params"])]
print(f"sixteen at once: {len(together)} of 16 finished, {len(same)} equal to their solo run "
      f"(loss bits and parameters); {len({r['params'] for r in solo.values()})} different solo results")
print(f"the 5 GiB ask of client 5: {together.get(5, {}).get('over')}; others asked nothing: "
      f"{all(together[s]['over'] is None for s in together if s != 5)}")
refusals = [ln for ln in log.splitlines() if "refused with CUDA_ERROR_OUT_OF_MEMORY" in ln]
pids = {re.search(r"\[(\d+)\]", ln).group(1) for ln in refusals}
print(f"server refusals: {len(refusals)} lines from {len(pids)} session(s); first: "
      f"{refusals[0] if refusals else '-'}")
rows = [ln for ln in log.splitlines() if "  session " in ln or "sessions (--max-clients" in ln]
print("sessions table at SIGUSR1:\n" + "\n".join(rows[:18]))
EOF
fi
grep -E "refused|dropped|lost|malformed" "$SLOG" | head -200 > "$OUT/server-log.txt"
log "done"
(cd "$OUT" && ls | grep -v -e '^summary.txt$' > "$W/list" && tar -cJf hostile22.tar.xz -T "$W/list" &&
    xargs rm -f < "$W/list")
