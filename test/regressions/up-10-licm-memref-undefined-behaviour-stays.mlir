// RUN: assay-opt %s -loop-invariant-code-motion | FileCheck %s
// UNSUPPORTED: oracle

// Speculating memref.dim and memref.cast (up-10) stops where they could be
// undefined behaviour: a dim with a negative constant index, and a cast
// that states a size its source does not know, stay in a loop that may run
// zero times. (mlir-opt 19 hoists both: its dim compares the index with the
// rank from above only, and its cast is Pure.)

// CHECK-LABEL: func.func @negative_index(
// CHECK: scf.for
// CHECK-NEXT: memref.dim
func.func @negative_index(%t: memref<?x?xf32>, %lb: index, %ub: index, %step: index) {
  %cm1 = arith.constant -1 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %cm1 : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @asserting_cast(
// CHECK: scf.for
// CHECK-NEXT: memref.cast
func.func @asserting_cast(%t: memref<?xf32>, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %c = memref.cast %t : memref<?xf32> to memref<4xf32>
  }
  return
}
