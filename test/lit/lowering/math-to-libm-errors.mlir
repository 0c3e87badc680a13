// convert-math-to-libm makes the whole math dialect illegal, as mlir-opt 19
// does: a math op without a libm function (rsqrt) fails the pass at the op,
// and nothing is printed.
// RUN: not assay-opt --convert-math-to-libm %s 2>&1 | FileCheck %s
// RUN: not assay-opt --convert-math-to-libm %s 2>/dev/null | count 0

func.func @rsqrt(%x: f32) -> f32 {
  // CHECK: math-to-libm-errors.mlir:[[@LINE+2]]:8: error: failed to legalize operation 'math.rsqrt' that was explicitly marked illegal
  // CHECK-NEXT: %r = math.rsqrt %x : f32
  %r = math.rsqrt %x : f32
  return %r : f32
}
