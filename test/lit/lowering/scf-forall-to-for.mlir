// scf-forall-to-for rewrites each scf.forall into a nest of scf.for; the
// CHECK lines are mlir-opt 19's output, and the two tools' outputs are
// identical byte for byte, with and without locations.
// RUN: assay-opt --scf-forall-to-for %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --scf-forall-to-for %s > %t.assay && %mlir_opt --scf-forall-to-for %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --scf-forall-to-for --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --scf-forall-to-for --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: assay-opt --scf-forall-to-for %s | FileCheck %s --check-prefix=NOFORALL
// NOFORALL-NOT: scf.forall

// Constant and dynamic bounds: one constant per constant bound (lower
// bounds, then upper bounds, then steps), the mapping dropped.
// CHECK-LABEL: func.func @bounds(%arg0: memref<8x4xf32>, %arg1: index) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c1_1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT:   scf.for %arg3 = %c0_0 to %arg1 step %c1_1 {
// CHECK-NEXT:   memref.store %cst, %arg0[%arg2, %arg3] : memref<8x4xf32>
func.func @bounds(%m: memref<8x4xf32>, %n: index) {
  %c0 = arith.constant 0.0 : f32
  scf.forall (%i, %j) in (8, %n) {
    memref.store %c0, %m[%i, %j] : memref<8x4xf32>
  }
  scf.forall (%i) = (1) to (7) step (2) {
    memref.store %c0, %m[%i, %i] : memref<8x4xf32>
  } {mapping = []}
  return
}

// Nested loops, and an empty body.
// CHECK-LABEL: func.func @nested(%arg0: memref<8x8xf32>, %arg1: index) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   scf.for %arg3 = %arg1 to %arg2 step %c3 {
// CHECK-NEXT:   memref.store %cst, %arg0[%arg2, %arg3] : memref<8x8xf32>
func.func @nested(%m: memref<8x8xf32>, %lb: index) {
  %c0 = arith.constant 0.0 : f32
  scf.forall (%i) in (8) {
    scf.forall (%j) = (%lb) to (%i) step (3) {
      memref.store %c0, %m[%i, %j] : memref<8x8xf32>
    }
  }
  scf.forall (%i, %j) = (0, 0) to (0, 2) step (1, 1) {
  }
  return
}
