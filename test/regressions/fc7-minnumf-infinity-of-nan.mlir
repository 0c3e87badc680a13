// Found by the fold-conformance generator (test/conformance/gen.py
// --constants --seed 7): minnumf(x, +inf) and maxnumf(x, -inf) folded to x,
// which is wrong when x is NaN: these ops ignore a NaN operand and give the
// infinity. So minnumf(NaN, +inf) on constants folded to the NaN where the
// interpreter gives +inf. What is right: the two folds apply to minimumf
// and maximumf only (which propagate NaN); the constants fold to the
// infinity. mlir-opt-19 has the same folds.
// UNSUPPORTED: oracle
// RUN: assay-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @nan_and_infinity(
// CHECK-DAG:     %[[PINF:.+]] = arith.constant 0x7F80 : bf16
// CHECK-DAG:     %[[NINF:.+]] = arith.constant 0xFF80 : bf16
// CHECK:         return %[[PINF]], %[[NINF]] : bf16, bf16
func.func @nan_and_infinity() -> (bf16, bf16) {
  %nan = arith.constant 0xFFC0 : bf16
  %pinf = arith.constant 0x7F80 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %0 = arith.minnumf %nan, %pinf : bf16
  %1 = arith.maxnumf %nan, %ninf : bf16
  return %0, %1 : bf16, bf16
}

// CHECK-LABEL: func.func @unknown_operand(
// CHECK:         %[[MIN:.+]] = arith.minnumf %arg0, %{{.+}} : f32
// CHECK-NEXT:    %[[MAX:.+]] = arith.maxnumf %arg0, %{{.+}} : f32
// CHECK-NEXT:    return %[[MIN]], %[[MAX]] : f32, f32
func.func @unknown_operand(%x: f32) -> (f32, f32) {
  %pinf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.minnumf %x, %pinf : f32
  %1 = arith.maxnumf %x, %ninf : f32
  return %0, %1 : f32, f32
}
