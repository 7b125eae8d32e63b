#!/usr/bin/env bash
# The H200 run behind tests/gpu_results/, raptor/records/h200.json, docs/interop.ipynb's GPU
# cells and benchmarks/results/: eagle's test suite (CUDA paths for numpy, cupy, torch CPU,
# torch CUDA and Warp), raptor certify, the docs' GPU cells, the launch benchmark and the
# emulator's benchmarks (on the host's CPU).
#
# On the device machine, from the repository root, Warp staged in ~/warp/site
# (../shared/device/stage_warp.sh and its device calls):   OUT=... bash tests/gpu_results/run_h200.sh
# First it builds eagle's C launcher (native/launcher: the extension eagle.loaded._launcher)
# against python3: with CMake, else with cc and the interpreter's headers; without it every
# call takes the Python replay, and pytest_h200.txt says which was measured. BOTH=1 runs the
# launch benchmark a second time on the Python path (EAGLE_LAUNCHER=0).
set -uo pipefail
out=${OUT:?set OUT to the results directory}
mkdir -p "$out"
export PYTHONPATH="$HOME/warp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
B=build/c
{
    cmake -S . -B "$B" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF \
        -DPython3_EXECUTABLE="$(command -v python3)" &&
        cmake --build "$B" -j"$(nproc)" --target eagle_launcher eagle_emu
} > "$out/launcher_build.txt" 2>&1 || {
    mkdir -p "$B/native/launcher"
    inc=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
    suffix=$(python3 -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
    cc -O2 -shared -fPIC -Wall -Wextra -Werror -I"$inc" native/launcher/launcher.c \
        native/launcher/reimport.c native/launcher/tensor.c -o "$B/native/launcher/_launcher$suffix" \
        >> "$out/launcher_build.txt" 2>&1
}
{
    date -u +"date: %Y-%m-%dT%H:%M:%SZ"
    python3 -c 'from eagle.loaded import _native; print("eagle C launcher:", _native.path)' 2>&1 | tail -1
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
    python3 -c 'import sys, numpy, cupy, torch; print("python", sys.version.split()[0], "numpy", numpy.__version__, "cupy", cupy.__version__, "torch", torch.__version__)'
    python3 -c 'import warp; print("warp", warp.__version__)' 2>&1 | tail -1
} | tee "$out/pytest_h200.txt"
timeout 300 python3 -m pytest tests -q -rs -p no:cacheprovider --ignore=tests/corpus --ignore=tests/lupine 2>&1 \
    | tee -a "$out/pytest_h200.txt" | tail -25
# every later call of each out= form replays its bound launch, on cupy and torch CUDA
timeout 120 python3 tests/gpu_results/replay_out_gpu.py > "$out/replay_out_h200.json" 2>&1
cat "$out/replay_out_h200.json"
OUT=$out timeout 200 bash raptor/records/run_on_gpu.sh > /dev/null 2>&1; echo "certify exit $?"
tail -45 "$out/certify.txt"
# the C loop of cuLaunchKernel (native/bench/launch_loop.c), built alone: a peer of the out= cases
loop=/tmp/lupine-launch-loop
cc -O2 -o "$loop" native/bench/launch_loop.c -ldl || loop=
timeout 500 python3 benchmarks/eagle_launch.py --calls 5000 --json "$out/eagle_launch_h200.json" \
    --plot "$out/eagle_launch_h200.png" ${loop:+--launch-loop "$loop"} 2>&1 | tee "$out/eagle_launch_h200.txt" | tail -22
# the emulator's targets, on this host's CPU: gravity n = 10^6 against numpy, and a repeated
# (3, 16) call against the emulator's own launch (eagle_call_overhead.py's emulator line)
timeout 120 python3 benchmarks/emulator_gravity.py > "$out/emulator_gravity.txt" 2>&1
tail -2 "$out/emulator_gravity.txt"
timeout 240 python3 benchmarks/eagle_call_overhead.py --rounds 7 > "$out/eagle_call_overhead.txt" 2>&1
tail -1 "$out/eagle_call_overhead.txt"
if [ "${BOTH:-0}" = 1 ]; then
    EAGLE_LAUNCHER=0 timeout 240 python3 benchmarks/eagle_launch.py \
        --json "$out/eagle_launch_h200_python.json" ${loop:+--launch-loop "$loop"} 2>&1 |
        tee "$out/eagle_launch_h200_python.txt" | tail -22
fi
