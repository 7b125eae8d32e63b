#!/usr/bin/env bash
# Diagnosis run on the GPU host (issue 8 work in progress): the ladder through LUPINE with
# LUPINE_DEBUG=1 (which calls and export tables the shim refuses), the cuda-samples through
# LUPINE only, and a first look at the speed of torch operations. Results in $OUT.
set -uo pipefail
OUT=${OUT:?}
export PYTHONUNBUFFERED=1
ls /usr/include/openssl/evp.h /usr/lib/x86_64-linux-gnu/libcrypto.so* 2>&1 | head -3 > "$OUT/env.txt"
STEPS="ladder" LADDER_MODES="shim" OUT=$OUT/run bash native/gpu/run_all.sh > "$OUT/ladder-run.txt" 2>&1
B=/tmp/lupine-gpu-build
L=$B/lupine
"$L/lupine-server" --listen 127.0.0.1:0 --port-file $B/port2 --image-cache $B/images > $B/server2.log 2>&1 &
SP=$!
sleep 1
export LUPINE_SERVER=127.0.0.1:$(cat $B/port2)
for r in cublas cudnn resnet18 training graphs; do
  echo "=== rung $r (LUPINE_DEBUG=1)"
  LD_LIBRARY_PATH=$L LUPINE_DEBUG=1 LUPINE_STATS=$OUT/stats-$r.txt timeout 120 python3 -m lupine.ladder --rungs available,$r -v 2>&1 | grep -v "cuGetProcAddress\|cuGetExportTable: \(runtime\|tools\|context\|integrity\)" | tail -60
done > "$OUT/ladder-debug.txt" 2>&1
timeout 150 python3 benchmarks/lupine/workloads.py --shim $L --server $LUPINE_SERVER --rounds 1 --only torch_add,torch_item,sgemm_512 > "$OUT/speed.txt" 2>&1
python3 native/gpu/cuda_samples.py --src .samples --build $B/samples --out $OUT/samples --lupine-dir $L --server $LUPINE_SERVER --modes lupine --budget 140 --timeout 40 > "$OUT/samples-run.txt" 2>&1
kill $SP
tar -C $OUT -cJf $OUT/all.tar.xz run samples stats-*.txt 2>/dev/null
