// RUN: assay-opt %s -loop-invariant-code-motion | FileCheck %s

// loop-invariant-code-motion left `memref.dim` in its loop: the op is not
// Pure (an index out of range is undefined behaviour). On a ranked memref
// with a constant index within the rank nothing is left to go wrong (dim
// reads the descriptor: it answers for freed memory and is poison for a
// poison memref), so it may run where the loop would not have run it, as
// mlir-opt 19 hoists it; an index out of range stays
// (test/lit/rewrite/transforms/licm-memref.mlir has more cases).

// CHECK-LABEL: func.func @hoisted(
// CHECK: memref.dim
// CHECK-NEXT: scf.for
func.func @hoisted(%t: memref<?x?x?x?xf32>, %lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %c1 : memref<?x?x?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @out_of_range(
// CHECK: scf.for
// CHECK-NEXT: memref.dim
func.func @out_of_range(%t: memref<?x?xf32>, %lb: index, %ub: index, %step: index) {
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %c2 : memref<?x?xf32>
  }
  return
}
