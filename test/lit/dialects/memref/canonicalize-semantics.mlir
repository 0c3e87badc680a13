// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file > /dev/null
// UNSUPPORTED: oracle

// Where Assay's memref canonicalization differs from mlir-opt 19 because
// mlir-opt's result contradicts the ops' semantics (docs/semantics.md):
// what mlir-opt does is noted at each case. canonicalize-semantics-run.mlir
// runs the hoisting cases; oracle-failures.mlir holds the inputs on which
// mlir-opt crashes or produces invalid IR.

// An alloca with a dynamic size is not hoisted out of an scf.if: where the
// condition is false the alloca never runs, and a negative or poison size
// would become undefined behaviour. mlir-opt hoists it.
// CHECK-LABEL: func.func @hoist_dynamic_size(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT: %alloca = memref.alloca(%arg2) : memref<?xf32>
func.func @hoist_dynamic_size(%v: f32, %b: i1, %n: index, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %b {
    memref.alloca_scope {
      %m = memref.alloca(%n) : memref<?xf32>
      memref.store %v, %m[%c0] : memref<?xf32>
      %x = memref.load %m[%c0] : memref<?xf32>
      memref.store %x, %out[%c0] : memref<1xf32>
    }
  }
  return
}

// -----

// An alloca in an scf.while body inside the alloca_scope runs once per
// iteration, each allocation living until the alloca_scope ends: hoisting
// it would make them one buffer. mlir-opt hoists it (the alloca directly in
// the alloca_scope is hoisted by both).
// CHECK-LABEL: func.func @hoist_from_loop_inside(
// CHECK: %alloca = memref.alloca() : memref<1xi32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK: scf.while
// CHECK: } do {
// CHECK-NEXT: ^bb0
// CHECK-NEXT: memref.alloca() : memref<1xi32>
func.func @hoist_from_loop_inside(%b: i1, %out: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.if %b {
    memref.alloca_scope {
      %first = memref.alloca() : memref<1xi32>
      %c7 = arith.constant 7 : i32
      memref.store %c7, %first[%c0] : memref<1xi32>
      %r:2 = scf.while (%prev = %first, %i = %c0) : (memref<1xi32>, index) -> (memref<1xi32>, index) {
        %more = arith.cmpi ult, %i, %c2 : index
        scf.condition(%more) %prev, %i : memref<1xi32>, index
      } do {
      ^bb0(%p: memref<1xi32>, %j: index):
        %m = memref.alloca() : memref<1xi32>
        %ji = arith.index_cast %j : index to i32
        memref.store %ji, %m[%c0] : memref<1xi32>
        %x = memref.load %p[%c0] : memref<1xi32>
        memref.store %x, %out[%j] : memref<2xi32>
        %next = arith.addi %j, %c1 : index
        scf.yield %m, %next : memref<1xi32>, index
      }
    }
  }
  return
}

// -----

// expand_shape(collapse_shape(x)) -> x needs the output shape to split the
// size as x does: with a static 0 beside the dynamic size, %n is arbitrary
// (0 * %n is 0 for every %n). mlir-opt folds it to x.
// CHECK-LABEL: func.func @expand_collapse_zero(
// CHECK-NEXT: memref.collapse_shape
// CHECK-NEXT: memref.expand_shape
func.func @expand_collapse_zero(%a: memref<0x?xf32>, %n: index) -> memref<0x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<0x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [0, %n] : memref<?xf32> into memref<0x?xf32>
  return %1 : memref<0x?xf32>
}
