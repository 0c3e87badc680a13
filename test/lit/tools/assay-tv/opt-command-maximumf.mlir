// mlir-opt 19's --arith-expand turns arith.maximumf(+0.0, -0.0) into -0.0:
// its expansion is a cmpf ugt and a select, and +0.0 > -0.0 is false, so
// the select picks the second operand; maximumf orders -0.0 below +0.0.
// XFAIL: *
// Expected to fail until the float half of the SMT encoding lands: today
// assay-tv reports the function as an error verdict (an op it cannot
// encode), not as the refutation below.
// REQUIRES: mlir-opt
// UNSUPPORTED: oracle
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %expect-exit 1 assay-tv --opt-command='%mlir_opt --arith-expand' %s | FileCheck %s

// CHECK: Transformation doesn't verify!
// CHECK: ERROR: Value mismatch
// CHECK: Example:
// CHECK-NEXT: f32 %arg0 = #x00000000 (+0.0)
// CHECK-NEXT: f32 %arg1 = #x80000000 (-0.0)
// CHECK: Source value: #x00000000 (+0.0)
// CHECK-NEXT: Target value: #x80000000 (-0.0)
func.func @maximumf(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
