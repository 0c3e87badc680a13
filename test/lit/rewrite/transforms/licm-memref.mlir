// RUN: assay-opt %s --allow-unregistered-dialect -loop-invariant-code-motion | FileCheck %s

// Speculation of memref.dim by loop-invariant-code-motion, after the cases
// of MLIR's own tests (rewritten): a ranked memref with a constant index
// within its rank moves; an unknown index or rank, or an index out of
// range, stays.

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

// CHECK-LABEL: func.func @unknown_index(
// CHECK: scf.for
// CHECK-NEXT: memref.dim
func.func @unknown_index(%t: memref<?x?xf32>, %d: index, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %d : memref<?x?xf32>
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

// CHECK-LABEL: func.func @unranked(
// CHECK: scf.for
// CHECK-NEXT: memref.dim
func.func @unranked(%t: memref<*xf32>, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %c0 : memref<*xf32>
  }
  return
}

// A cast that only forgets static information (or the rank) cannot fail
// and moves; so does rank, which reads the descriptor only.
// CHECK-LABEL: func.func @forgetting_cast(
// CHECK-NEXT: memref.cast
// CHECK-NEXT: memref.rank
// CHECK-NEXT: memref.cast
// CHECK-NEXT: scf.for
func.func @forgetting_cast(%m: memref<4xf32>, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
    %1 = memref.rank %0 : memref<?xf32>
    %2 = memref.cast %m : memref<4xf32> to memref<*xf32>
    "foo.use"(%0, %1, %2) : (memref<?xf32>, index, memref<*xf32>) -> ()
  }
  return
}
