#!/usr/bin/env bash
# Regenerate the test kernels' PTX from their CUDA sources with the machine's nvcc.
# features.cu needs compute_90 (redux.sync: sm_80; elect.sync: sm_90); rich.cu is compiled for compute_75 like the fixtures.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
nvcc --version | tail -n 2
nvcc -ptx -arch=compute_90 -O3 -o "$here/features.ptx" "$here/features.cu"
nvcc -ptx -arch=compute_75 -O3 -o "$here/rich.ptx" "$here/rich.cu"
echo "wrote features.ptx rich.ptx"
