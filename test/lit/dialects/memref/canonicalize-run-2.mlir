// Programs whose reshapes compose, whose casts fold into collapse_shape,
// whose dims read a reshape's shape operand and whose alloca_scopes are
// inlined or lose their allocas, run before and after canonicalization: they
// print the same. The canonicalized form is checked too, so that the
// patterns are known to have applied (canonicalize-reshape.mlir and
// canonicalize-alloca-scope.mlir hold the near misses).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.mlir

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @print_index(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @print_f32(%v: f32) {
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// collapse_shape(collapse_shape) and expand_shape(expand_shape) become one.
// CHECK-LABEL: func.func @chains
// CHECK: %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: memref.load %collapse_shape[%c17]
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
// CHECK-NEXT: memref.load %expand_shape[%c1, %c2, %c3]
func.func @chains(%m: memref<24xf32>, %a: memref<2x3x4xf32>) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c17 = arith.constant 17 : index
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %x = memref.load %1[%c17] : memref<24xf32>
  %2 = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %3 = memref.expand_shape %2 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %y = memref.load %3[%c1, %c2, %c3] : memref<2x3x4xf32>
  return %x, %y : f32, f32
}

// collapse_shape(expand_shape(x)) with x of lower rank: one expand_shape of
// x whose dynamic size is dim(x, 0) / 3.
// CHECK-LABEL: func.func @collapse_of_expand
// CHECK: %[[D:.*]] = memref.dim %arg0, %c0 : memref<?x20xf32>
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[D]], %c3 : index
// CHECK-NEXT: memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%[[Q]], 3, 20] : memref<?x20xf32> into memref<?x3x20xf32>
// CHECK-NOT: memref.collapse_shape
// CHECK: return
func.func @collapse_of_expand(%m: memref<?x20xf32>, %n: index) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 3, 4, 5] : memref<?x20xf32> into memref<?x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<?x3x4x5xf32> into memref<?x3x20xf32>
  %d = memref.dim %1, %c0 : memref<?x3x20xf32>
  %v = memref.load %1[%c1, %c2, %c7] : memref<?x3x20xf32>
  return %d, %v : index, f32
}

// expand_shape(collapse_shape(x)): one collapse_shape when x has the higher
// rank.
// CHECK-LABEL: func.func @expand_of_collapse
// CHECK: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
func.func @expand_of_collapse(%a: memref<2x3x4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %v = memref.load %1[%c4, %c1] : memref<6x4xf32>
  return %v : f32
}

// A cast that forgets sizes goes below the collapse_shape.
// CHECK-LABEL: func.func @collapse_of_cast
// CHECK: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: memref.load %collapse_shape[%c5, %c3]
// CHECK-NEXT: return %c6
func.func @collapse_of_cast(%a: memref<2x3x4xf32>) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = memref.cast %a : memref<2x3x4xf32> to memref<?x?x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  %d = memref.dim %1, %c0 : memref<?x4xf32>
  %v = memref.load %1[%c5, %c3] : memref<?x4xf32>
  return %d, %v : index, f32
}

// dim(reshape) reads the shape right after the reshape: a later store to
// the shape does not change it.
// CHECK-LABEL: func.func @dim_of_reshape
// CHECK: %[[D1:.*]] = memref.load %arg1[%c1] : memref<2xindex>
// CHECK-NEXT: %[[D0:.*]] = memref.load %arg1[%c0] : memref<2xindex>
// CHECK-NEXT: memref.store %c99, %arg1[%c0] : memref<2xindex>
// CHECK-NEXT: return %[[D0]], %[[D1]] : index, index
func.func @dim_of_reshape(%m: memref<?xf32>, %shape: memref<2xindex>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c99 = arith.constant 99 : index
  %r = memref.reshape %m(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  memref.store %c99, %shape[%c0] : memref<2xindex>
  %d0 = memref.dim %r, %c0 : memref<?x?xf32>
  %d1 = memref.dim %r, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}

// An alloca_scope last in the function is inlined.
// CHECK-LABEL: func.func @scope_last
// CHECK-NOT: memref.alloca_scope
// CHECK: return
func.func @scope_last(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %m = memref.alloca() : memref<4xf32>
    memref.store %v, %m[%c0] : memref<4xf32>
    %x = memref.load %m[%c0] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    memref.alloca_scope.return %y : f32
  }
  return %r : f32
}

// In a loop body (a scope of its own), each iteration's alloca_scope is
// inlined; in an scf.if, its alloca is hoisted before the scf.if, and then
// the alloca_scope, left without allocas, is inlined too.
// CHECK-LABEL: func.func @scope_loop_and_if
// CHECK: scf.for
// CHECK-NOT: memref.alloca_scope
// CHECK: }
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.store %arg0, %alloca[%c3] : memref<4xf32>
// CHECK-NOT: memref.alloca_scope
// CHECK: return
func.func @scope_loop_and_if(%v: f32, %b: i1, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    memref.alloca_scope {
      %m = memref.alloca() : memref<4xf32>
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %s = arith.addf %f, %v : f32
      memref.store %s, %m[%i] : memref<4xf32>
      %x = memref.load %m[%i] : memref<4xf32>
      memref.store %x, %out[%i] : memref<4xf32>
    }
  }
  scf.if %b {
    memref.alloca_scope {
      %m = memref.alloca() : memref<4xf32>
      memref.store %v, %m[%c3] : memref<4xf32>
      %x = memref.load %m[%c3] : memref<4xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %out[%c3] : memref<4xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @main
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c24 = arith.constant 24 : index
  %c120 = arith.constant 120 : index
  %true = arith.constant true
  %f2 = arith.constant 2.5 : f32

  // 0, 1, 2, ... in a 2x3x4 buffer and in a flat 120-element one.
  %flat = memref.alloc() : memref<120xf32>
  scf.for %i = %c0 to %c120 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %flat[%i] : memref<120xf32>
  }
  %a = memref.alloc() : memref<2x3x4xf32>
  %m24 = memref.subview %flat[0] [24] [1] : memref<120xf32> to memref<24xf32, strided<[1]>>
  %a24 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  memref.copy %m24, %a24 : memref<24xf32, strided<[1]>> to memref<24xf32>
  %f24 = memref.alloc() : memref<24xf32>
  memref.copy %m24, %f24 : memref<24xf32, strided<[1]>> to memref<24xf32>

  // OUT: 17
  // OUT-NEXT: 23
  %x, %y = call @chains(%f24, %a) : (memref<24xf32>, memref<2x3x4xf32>) -> (f32, f32)
  call @print_f32(%x) : (f32) -> ()
  call @print_f32(%y) : (f32) -> ()

  // 6 x 20: element [1, 2, 7] of the ?x3x20 view is 1 * 60 + 2 * 20 + 7.
  // OUT-NEXT: 2
  // OUT-NEXT: 107
  %m620 = memref.expand_shape %flat [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  %dyn = memref.cast %m620 : memref<6x20xf32> to memref<?x20xf32>
  %d, %v = call @collapse_of_expand(%dyn, %c2) : (memref<?x20xf32>, index) -> (index, f32)
  call @print_index(%d) : (index) -> ()
  call @print_f32(%v) : (f32) -> ()

  // OUT-NEXT: 17
  %e = call @expand_of_collapse(%a) : (memref<2x3x4xf32>) -> f32
  call @print_f32(%e) : (f32) -> ()

  // OUT-NEXT: 6
  // OUT-NEXT: 23
  %cd, %cv = call @collapse_of_cast(%a) : (memref<2x3x4xf32>) -> (index, f32)
  call @print_index(%cd) : (index) -> ()
  call @print_f32(%cv) : (f32) -> ()

  // OUT-NEXT: 4
  // OUT-NEXT: 6
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c4, %shape[%c0] : memref<2xindex>
  memref.store %c6, %shape[%c1] : memref<2xindex>
  %fdyn = memref.cast %f24 : memref<24xf32> to memref<?xf32>
  %r0, %r1 = call @dim_of_reshape(%fdyn, %shape) : (memref<?xf32>, memref<2xindex>) -> (index, index)
  call @print_index(%r0) : (index) -> ()
  call @print_index(%r1) : (index) -> ()

  // OUT-NEXT: 5
  %s = call @scope_last(%f2) : (f32) -> f32
  call @print_f32(%s) : (f32) -> ()

  // OUT-NEXT: 2.5
  // OUT-NEXT: 3.5
  // OUT-NEXT: 4.5
  // OUT-NEXT: 6.25
  %out = memref.alloc() : memref<4xf32>
  call @scope_loop_and_if(%f2, %true, %out) : (f32, i1, memref<4xf32>) -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %o = memref.load %out[%i] : memref<4xf32>
    func.call @print_f32(%o) : (f32) -> ()
  }

  memref.dealloc %out : memref<4xf32>
  memref.dealloc %shape : memref<2xindex>
  memref.dealloc %f24 : memref<24xf32>
  memref.dealloc %a : memref<2x3x4xf32>
  memref.dealloc %flat : memref<120xf32>
  return
}
