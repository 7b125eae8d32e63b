#!/usr/bin/env bash
# The sidecar's proof on the GPU host (issue 21, item 4), from the repository root:
#
#   OUT=<dir> [STEPS=upload,sidecar,profile] [BATCH_US=50,200] [ROUNDS=5]
#       [SERVERS="default: stage256:LUPINE_STAGE_ABOVE_KIB=255"] bash native/gpu/sidecar21.sh
#
# Builds the native code and starts a lupine-server on loopback (lib.sh), then, for each of
# SERVERS (NAME:VAR=VALUE,...; default: the server's defaults only), a server with that
# environment and the steps, into $OUT/NAME:
# - upload:  benchmarks/lupine/sidecar_upload.py: the worker's side of a 1 MiB upload per piece
#            size against LUPINE's own upload, then through a sidecar with one upload's timeline
#            (upload.txt, .json);
# - sidecar: benchmarks/lupine/sidecar_gpu.py: ResNet-18 and training through the sidecar against
#            the native run, and the overhead table against native and LUPINE with the targets
#            (sidecar.txt, .json);
# - profile: benchmarks/lupine/sidecar_profile.py on add_small, item, train_step (profile.txt).
# summary.txt collects the steps' times and the lines that carry the targets.
set -uo pipefail
OUT=${OUT:?set OUT}
NAME=sidecar21
STEPS=${STEPS:-upload,sidecar,profile}
. native/gpu/lib.sh
gpu_begin
export LUPINE_NATIVE_DIR=$L
for cfg in ${SERVERS:-default:}; do
    name=${cfg%%:*}
    vars=${cfg#*:}
    D=$OUT/$name
    mkdir -p "$D"
    # shellcheck disable=SC2046
    gpu_server $(tr ',' ' ' <<< "$vars")
    if want upload; then
        log "$name: upload"
        timeout 240 "$PY" benchmarks/lupine/sidecar_upload.py --server "$LUPINE_SERVER" \
            --json "$D/upload.json" > "$D/upload.txt" 2>&1
        log "$name: upload exit $?"; tee -a "$S" < "$D/upload.txt" | tail -14 >&2
    fi
    if want sidecar; then
        log "$name: sidecar"
        timeout 420 "$PY" benchmarks/lupine/sidecar_gpu.py --server "$LUPINE_SERVER" \
            --rounds "${ROUNDS:-5}" --batch-us "${BATCH_US:-50,200}" --json "$D/sidecar.json" \
            > "$D/sidecar.txt" 2>&1
        log "$name: sidecar exit $?"
        grep -E "target|through the sidecar|uploads around|x LUPINE" "$D/sidecar.txt" | tee -a "$S" >&2
        grep -A7 "training step's course" "$D/sidecar.txt" | head -8 | tee -a "$S" >&2
    fi
    if want profile; then
        log "$name: profile"
        timeout 180 "$PY" benchmarks/lupine/sidecar_profile.py --workloads add_small,item,train_step \
            --top 8 > "$D/profile.txt" 2>&1
        log "$name: profile exit $?"; head -5 "$D/profile.txt" | tee -a "$S" >&2
    fi
done
log "done"
