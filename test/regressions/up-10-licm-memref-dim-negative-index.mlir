// RUN: assay-opt %s -loop-invariant-code-motion | FileCheck %s
// UNSUPPORTED: oracle

// memref.dim with a negative constant index is undefined behaviour: it
// stays in a loop that may run zero times. (mlir-opt 19 hoists it: it only
// compares the index with the rank from above.)

// CHECK-LABEL: func.func @negative(
// CHECK: scf.for
// CHECK-NEXT: memref.dim
func.func @negative(%t: memref<?x?xf32>, %lb: index, %ub: index, %step: index) {
  %cm1 = arith.constant -1 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %cm1 : memref<?x?xf32>
  }
  return
}
