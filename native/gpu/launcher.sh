#!/usr/bin/env bash
# eagle's C launcher on the GPU host (issue 20's launch-cost targets): builds the launcher
# (native/launcher, the extension eagle.loaded._launcher) against python3 and the C loop of
# cuLaunchKernel (native/bench/launch_loop.c, the limit line), runs eagle's tests on the GPU
# with the launcher, the replay_out check and benchmarks/eagle_launch.py with --launch-loop.
# BOTH=1 runs eagle_launch.py a second time on the Python path (EAGLE_LAUNCHER=0).
#
# From the repository root on the device machine:   OUT=... bash native/gpu/launcher.sh
set -uo pipefail
out=${OUT:?set OUT to the results directory}
mkdir -p "$out"
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
B=build/c
{
    cmake -S . -B "$B" -DCMAKE_BUILD_TYPE=Release -DLUPINE_TESTS=OFF \
        -DPython3_EXECUTABLE="$(command -v "$PY")" &&
        cmake --build "$B" -j"$(nproc)" --target eagle_launcher
} > "$out/launcher_build.txt" 2>&1 || {
    # CMake could not configure or build it: the extension alone, with the interpreter's headers
    mkdir -p "$B/native/launcher"
    inc=$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
    suffix=$("$PY" -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
    cc -O2 -shared -fPIC -Wall -Wextra -Werror -I"$inc" native/launcher/launcher.c \
        native/launcher/reimport.c -o "$B/native/launcher/_launcher$suffix" \
        >> "$out/launcher_build.txt" 2>&1
}
{
    date -u +"date: %Y-%m-%dT%H:%M:%SZ"
    git log -1 --format='commit %h %s' 2>/dev/null
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    "$PY" -c 'from eagle.loaded import _native; print("eagle C launcher:", _native.path)'
} 2>&1 | tee "$out/summary.txt"
loop=/tmp/lupine-launch-loop
cc -O2 -o "$loop" native/bench/launch_loop.c -ldl || loop=
timeout 300 "$PY" -m pytest tests/loaded tests/interop -q -p no:cacheprovider 2>&1 |
    tee "$out/pytest_gpu.txt" | tail -1 | tee -a "$out/summary.txt"
timeout 120 "$PY" tests/gpu_results/replay_out_gpu.py > "$out/replay_out.json" 2>&1
tail -c 600 "$out/replay_out.json"
echo
timeout 300 "$PY" benchmarks/eagle_launch.py --rounds 15 --json "$out/eagle_launch.json" \
    ${loop:+--launch-loop "$loop"} 2>&1 | tee "$out/eagle_launch.txt" | tail -22
if [ "${BOTH:-0}" = 1 ]; then
    EAGLE_LAUNCHER=0 timeout 300 "$PY" benchmarks/eagle_launch.py --rounds 15 \
        --json "$out/eagle_launch_python.json" ${loop:+--launch-loop "$loop"} 2>&1 |
        tee "$out/eagle_launch_python.txt" | tail -22
fi
