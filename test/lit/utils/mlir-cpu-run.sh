#!/bin/bash
# Runs a program the way assay-run does, but compiled: lowers FILE to the LLVM
# dialect with mlir-opt 19 and runs it with mlir-cpu-runner 19 and MLIR's
# runner-utils libraries. It takes assay-run's command line, so a lit test can
# run one file through both with the same CHECK lines:
#
#   mlir-cpu-run.sh [--interp|--compare] [-O0..-O3] [-e NAME]
#                   [--entry-point-result=TYPE] FILE
#
# MLIR_CPU_RUNNER_FLAGS adds flags to the runner (-O2, say).
# MLIR_OPT, MLIR_CPU_RUNNER and MLIR_RUNNER_LIB_DIR override the tools and the
# folder of libmlir_c_runner_utils.so / libmlir_runner_utils.so;
# ASSAY_RUNNER_UTILS, when set, names the one library to link instead of
# MLIR's (Assay's libassay_runner_utils.so).
set -euo pipefail
entry=main
result=void
file=-
opt=
while [ $# -gt 0 ]; do
  case "$1" in
    --interp|-interp|--compare|-compare) ;;
    -O0|-O1|-O2|-O3|--O0|--O1|--O2|--O3) opt=$1 ;;
    -e) shift; entry=$1 ;;
    --entry-point-result=*|-entry-point-result=*) result=${1#*=} ;;
    --shared-libs=*|-shared-libs=*) ;;
    -*) echo "mlir-cpu-run.sh: unknown option '$1'" >&2; exit 2 ;;
    *) file=$1 ;;
  esac
  shift
done
mlir_opt=${MLIR_OPT:-mlir-opt-19}
runner=${MLIR_CPU_RUNNER:-mlir-cpu-runner-19}
libdir=${MLIR_RUNNER_LIB_DIR:-/usr/lib/llvm-19/lib}
# scf first (forall and parallel become loops, then a CFG), then views are
# expanded to strided metadata and affine arithmetic, then every dialect goes
# to the LLVM dialect. Math functions without an LLVM intrinsic call libm.
pipeline="builtin.module(func.func(scf-forall-to-for),convert-scf-to-cf,\
expand-strided-metadata,lower-affine,arith-expand,convert-math-to-funcs,\
convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,\
finalize-memref-to-llvm,convert-index-to-llvm,convert-ub-to-llvm,\
convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)"
# libmlir-19 installs the libraries with a version suffix only.
lib() {
  if [ -f "$libdir/$1" ]; then echo "$libdir/$1"; else echo "$libdir/$1.19.1"; fi
}
libs="$(lib libmlir_c_runner_utils.so),$(lib libmlir_runner_utils.so)"
if [ -n "${ASSAY_RUNNER_UTILS:-}" ]; then libs=$ASSAY_RUNNER_UTILS; fi
"$mlir_opt" --pass-pipeline="$pipeline" "$file" |
  "$runner" $opt ${MLIR_CPU_RUNNER_FLAGS:-} -e "$entry" -entry-point-result="$result" -shared-libs="$libs"
