#!/usr/bin/env bash
# Issue 11's H200 runs, in two device calls on one warm machine (each carries half of Warp,
# staged by ../shared/device/stage_warp.sh and re-split so that a half and the tree fit one call).
#
#   PART=A  (carry .warp/part.aa): Warp's first half; the native build (lupine-server, the
#           launch loop); the versions of JAX, numba, cuda.core; eagle's test suite on the GPU
#           (JAX and numba included); the fast path with out= on cupy and torch CUDA
#           (replay_out_gpu.py); benchmarks/eagle_launch.py with the limit line.
#   PART=B  (carry .warp/part.ab): Warp's second half and its import; raptor certify natively
#           (raptor/records/run_on_gpu.sh: h200.json, the notebook's GPU cells) and through
#           LUPINE (run_lupine_on_gpu.sh: h200_lupine.json).
#   PART=BENCH: the benchmark alone (after a change to the fast path).
# Everything lands in $OUT/PART.tar.gz (one file back), and a summary on standard output.
set -uo pipefail
out=${OUT:?set OUT}
part=${PART:?set PART to A, B or BENCH}
[ -f native/CMakeLists.txt ] || { echo "run from the repository root" >&2; exit 2; }
res=/tmp/issue11-$part
rm -rf "$res" && mkdir -p "$res"
export PYTHONPATH="$HOME/warp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
build=/tmp/lupine-gpu-build
t0=$(date +%s)
say() { echo "[issue11 $part +$(($(date +%s) - t0))s] $*"; }
bench() {
    say "eagle_launch.py"
    loop=/tmp/lupine-launch-loop
    cc -O2 -o "$loop" native/bench/launch_loop.c -ldl || loop=
    timeout 300 python3 benchmarks/eagle_launch.py --json "$res/eagle_launch_h200.json" --plot "$res/eagle_launch_h200.png" \
        ${loop:+--launch-loop "$loop"} > "$res/eagle_launch_h200.txt" 2>&1
    say "eagle_launch exit $?"
    cat "$res/eagle_launch_h200.txt"
}
case $part in
A)
    mkdir -p ~/warp && cat .warp/part.aa > ~/warp/t
    {
        date -u +"date: %Y-%m-%dT%H:%M:%SZ"
        nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
        python3 -m pip list 2>/dev/null | grep -i -E '^(jax|jaxlib|jax-cuda|numba|cuda-core|cuda-bindings|cupy|torch |numpy )'
        python3 -c 'import jax; print("jax devices", jax.devices())' 2>&1 | tail -2
        python3 -c 'from numba import cuda; print("numba cuda available", cuda.is_available()); a = cuda.to_device([1.0, 2.0]); print("numba CAI", a.__cuda_array_interface__["data"])' 2>&1 | tail -3
    } > "$res/env.txt" 2>&1
    cat "$res/env.txt"
    say "native build"
    { cmake -S native -B "$build" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF &&
      cmake --build "$build" -j"$(nproc)"; } > "$res/build.log" 2>&1 || say "build FAILED"
    say "eagle's test suite on the GPU"
    timeout 300 python3 -m pytest tests -q -rs -p no:cacheprovider --ignore=tests/corpus \
        --ignore=tests/lupine > "$res/pytest_h200.txt" 2>&1
    say "pytest exit $?"; tail -30 "$res/pytest_h200.txt"
    say "fast path with out="
    timeout 120 python3 tests/gpu_results/replay_out_gpu.py > "$res/fast_out_gpu.json" 2>&1
    cat "$res/fast_out_gpu.json"
    bench
    ;;
B)
    cat .warp/part.ab >> ~/warp/t && mkdir -p ~/warp/site && tar -C ~/warp/site -xJf ~/warp/t &&
        python3 -c 'import warp; warp.init(); print("warp", warp.__version__)' 2>&1 | tail -2
    say "raptor certify, native"
    OUT=$res/native timeout 280 bash raptor/records/run_on_gpu.sh > "$res/native.log" 2>&1
    say "native certify exit $?"; tail -50 "$res/native/certify.txt"; tail -5 "$res/native/refresh.txt"
    say "raptor certify through LUPINE"
    [ -x "$build/lupine/lupine-server" ] || say "no build from PART=A: run_lupine_on_gpu.sh builds"
    OUT=$res/lupine timeout 280 bash raptor/records/run_lupine_on_gpu.sh > "$res/lupine.log" 2>&1
    say "LUPINE certify exit $?"; tail -55 "$res/lupine.log"
    ;;
BENCH)
    bench
    ;;
*) echo "PART must be A, B or BENCH" >&2; exit 2 ;;
esac
tar -C /tmp -czf "$out/$part.tar.gz" "issue11-$part"
say "done"
