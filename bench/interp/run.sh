#!/bin/bash
# Measures the reference interpreter's speed in executed ops per second on
# loop-heavy programs, and checks each program's output against
# mlir-cpu-runner 19 (through test/lit/utils/mlir-cpu-run.sh).
#
#   bench/interp/run.sh [BUILD_DIR]      (default: build/bench, then build/release)
#
# Programs: scalar-loop.mlir (integer LCG, 10^7 iterations), memory-fill.mlir
# (fills and reads back 2^24 f32, 2^24 i8 and 2^21 i64 elements) and the
# `loops` workload of /work/shared/bench/gen_ir.py (scf.for nests over memrefs,
# elementwise, stencil and reduction kernels, f32 arithmetic). With GNU time
# installed, each line also gives the CPU time (user) and the peak memory.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-}
if [ -z "$build" ]; then
  for b in "$root/build/bench" "$root/build/release"; do
    if [ -x "$b/bin/assay-run" ]; then build=$b; break; fi
  done
fi
run="$build/bin/assay-run"
gen=${GEN_IR:-$root/../shared/bench/gen_ir.py}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/scalar-loop.mlir" "$here/memory-fill.mlir" "$work/"
if [ -f "$gen" ]; then
  python3 "$gen" --mode loops -o "$work/loops.mlir" 2>/dev/null
fi
for f in "$work"/*.mlir; do
  name=$(basename "$f")
  usage=""
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "%U %M" -o "$work/time.txt" \
      "$run" --interp --print-stats "$f" > "$work/ours.txt" 2> "$work/stats.txt"
    read -r user rss < "$work/time.txt"
    usage=", ${user} s CPU, peak $((rss / 1024)) MiB"
  else
    "$run" --interp --print-stats "$f" > "$work/ours.txt" 2> "$work/stats.txt"
  fi
  echo "$name: $(grep 'assay-run:' "$work/stats.txt" | sed 's/^assay-run: //')$usage"
  if command -v mlir-cpu-runner-19 > /dev/null; then
    "$root/test/lit/utils/mlir-cpu-run.sh" "$f" > "$work/ref.txt"
    if cmp -s "$work/ours.txt" "$work/ref.txt"; then
      echo "  output identical to mlir-cpu-runner-19"
    else
      echo "  OUTPUT DIFFERS from mlir-cpu-runner-19"
    fi
  fi
done
