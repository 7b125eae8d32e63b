# What the GPU-host scripts share (sourced by diag19.sh and check19.sh): with OUT and NAME set,
# `gpu_begin` makes $OUT, defines log (to stderr and $OUT/summary.txt), builds the native code
# into $B and starts a lupine-server on loopback with a fresh port file (a warm machine keeps
# the last one's), its log in $SLOG ($B/server-$NAME.log: each script its own); LUPINE_SERVER and SHIM (the environment that loads
# the shim) are set for the rest. GPU_SERVER_ARGS adds server arguments (--driver for a trial
# on the stand-in); LUPINE_GPU_BUILD another build directory (a machine shared by several trees).
B=${LUPINE_GPU_BUILD:-/tmp/lupine-gpu-build}
L=$B/lupine
PY=${PYTHON:-python3}
T0=$(date +%s)
S=$OUT/summary.txt
SLOG=$B/server-$NAME.log
log() { echo "[$NAME +$(($(date +%s) - T0))s] $*" | tee -a "$S" >&2; }
# want STEP: whether the comma list STEPS (each script sets its default) names STEP
want() { case ",$STEPS," in *",$1,"*) return 0 ;; esac; return 1; }
gpu_begin() {
    export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
    mkdir -p "$OUT"
    log "on $(hostname) $(date -u +%FT%TZ); $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1)"
    log "build"
    cmake -S native -B "$B" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF > "$B.log" 2>&1 &&
        cmake --build "$B" -j"$(nproc)" >> "$B.log" 2>&1 ||
        { log "build FAILED"; tail -30 "$B.log" | tee -a "$S"; exit 1; }
    SHIM="LD_LIBRARY_PATH=$L${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    : > "$SLOG" # (a warm machine keeps the last run's)
    gpu_server
}
# gpu_server [VAR=VALUE ...]: (re)starts the lupine-server, with those variables in its
# environment (LUPINE_STAGE_ABOVE_KIB=256, say), and points LUPINE_SERVER at it.
gpu_server() {
    [ -n "${SP:-}" ] && { kill "$SP" 2>/dev/null; wait "$SP" 2>/dev/null; }
    rm -rf "$B/images" "$B/port"
    # shellcheck disable=SC2086
    env "$@" "$L/lupine-server" --listen 127.0.0.1:0 --port-file "$B/port" \
        --image-cache "$B/images" --verbose ${GPU_SERVER_ARGS:-} >> "$SLOG" 2>&1 &
    SP=$!
    trap 'kill $SP 2>/dev/null' EXIT
    for _ in $(seq 100); do [ -s "$B/port" ] && break; sleep 0.1; done
    export LUPINE_SERVER=127.0.0.1:$(cat "$B/port")
    log "server $LUPINE_SERVER${1:+ with $*}"
}
