// A math op on vectors fails convert-math-to-libm at the op: mlir-opt 19
// unrolls it into vector.extract/insert around scalar calls, and Assay has
// no vector dialect (docs/lowering.md).
// UNSUPPORTED: oracle
// RUN: not assay-opt --convert-math-to-libm %s 2>&1 | FileCheck %s

func.func @vector(%v: vector<2xf32>) -> vector<2xf32> {
  // CHECK: math-to-libm-vector.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'math.tanh' that was explicitly marked illegal
  %r = math.tanh %v : vector<2xf32>
  return %r : vector<2xf32>
}
