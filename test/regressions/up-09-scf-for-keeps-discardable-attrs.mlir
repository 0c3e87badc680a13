// Regression up-09 (from MLIR's SCF canonicalize.mlir, @for_yields_3):
// when canonicalization rebuilt an scf.for without its loop-invariant
// iter_args it dropped the loop's discardable attributes. mlir-opt 19 keeps
// them on the rebuilt loop.
// RUN: assay-opt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @for_yields_3(
// CHECK: %2 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %0) -> (i32) {
// CHECK-NEXT: %3 = func.call @make_i32() : () -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } {some_attr}
// CHECK-NEXT: return %0, %2, %1 : i32, i32, i32
func.func private @make_i32() -> i32
func.func @for_yields_3(%lb : index, %ub : index, %step : index) -> (i32, i32, i32) {
  %a = call @make_i32() : () -> (i32)
  %b = call @make_i32() : () -> (i32)
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%0 = %a, %1 = %a, %2 = %b) -> (i32, i32, i32) {
    %c = func.call @make_i32() : () -> (i32)
    scf.yield %0, %c, %2 : i32, i32, i32
  } {some_attr}
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
