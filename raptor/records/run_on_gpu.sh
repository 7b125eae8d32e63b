#!/usr/bin/env bash
# The GPU run behind raptor/records/h200.json and the GPU cells of docs/interop.ipynb.
#
# On the GPU machine, from the repository root, with Warp staged (../shared/device/stage_warp.sh
# and its two device calls put it in ~/warp/site):
#     bash raptor/records/run_on_gpu.sh
# Writes under $OUT: h200.json (the certification record), certify.txt (the table),
# interop.ipynb (the notebook with fresh GPU outputs), refresh.txt. Then, back in the checkout:
#     cp <files>/h200.json raptor/records/h200.json
#     cp <files>/interop.ipynb docs/interop.ipynb
# and commit both. The exit status is raptor certify's (non-zero if a row failed).
set -uo pipefail
out=${OUT:-/tmp/raptor-gpu-run}
mkdir -p "$out"
export PYTHONPATH="$HOME/warp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}"
nvidia-smi -L || true
python3 -m raptor certify --json "$out/h200.json" 2>&1 | tee "$out/certify.txt"
certify=${PIPESTATUS[0]}
python3 docs/refresh_gpu_outputs.py --out "$out" 2>&1 | tee "$out/refresh.txt"
refresh=${PIPESTATUS[0]}
echo "raptor certify exit $certify; refresh_gpu_outputs exit $refresh"
exit "$certify"
