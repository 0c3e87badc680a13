// A conversion failure at a call-site location: the error is shown at the
// callee position, a `called from` note at the caller, and then the note
// with the op, as mlir-opt 19 prints them.
// RUN: not assay-opt --convert-scf-to-cf %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: not assay-opt --convert-scf-to-cf %s 2>/dev/null | count 0

//       CHECK:inner.mlir:7:9: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
//  CHECK-NEXT:outer.mlir:3:4: note: called from
//  CHECK-NEXT:inner.mlir:7:9: note: see current operation: {{$}}
//  CHECK-NEXT:%0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
//  CHECK-NEXT:^bb0(%arg1: index, %arg2: tensor<4xf32>):
//  CHECK-NEXT:  "scf.forall.in_parallel"() ({
//  CHECK-NEXT:  ^bb0:
//  CHECK-NEXT:  }) : () -> ()
//  CHECK-NEXT:}) : (tensor<4xf32>) -> tensor<4xf32>
//   CHECK-NOT:{{.}}
func.func @callsite(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
  } loc(callsite("inner.mlir":7:9 at "outer.mlir":3:4))
  return %r : tensor<4xf32>
}
