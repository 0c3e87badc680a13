// RUN: assay-opt %s -canonicalize --split-input-file | FileCheck %s

// Folds and canonicalization patterns mlir-opt 19 has for memref that
// Assay lacked, each with a near miss. Each rewrite keeps the meaning:
// the replacement builds the same descriptor, or the erased op had no
// effect but undefined behaviour (docs/semantics.md, section memref).

// memory_space_cast(x) -> x when the types match; a chain of two -> one.
// CHECK-LABEL: func.func @memory_space_cast(
// CHECK-SAME: %[[A:.*]]: memref<?xf32>)
// CHECK-NEXT: %[[C:.*]] = memref.memory_space_cast %[[A]] : memref<?xf32> to memref<?xf32, 2>
// CHECK-NEXT: return %[[A]], %[[C]]
func.func @memory_space_cast(%a: memref<?xf32>) -> (memref<?xf32>, memref<?xf32, 2>) {
  %0 = memref.memory_space_cast %a : memref<?xf32> to memref<?xf32>
  %1 = memref.memory_space_cast %a : memref<?xf32> to memref<?xf32, 1>
  %2 = memref.memory_space_cast %1 : memref<?xf32, 1> to memref<?xf32, 2>
  return %0, %2 : memref<?xf32>, memref<?xf32, 2>
}

// -----

// transpose(transpose(x, p), q) -> transpose(x, q . p); the identity
// permutation folds away.
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[A:.*]]: memref<2x3x4xf32>)
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[A]] (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: return %[[A]], %[[T]]
func.func @transpose(%a: memref<2x3x4xf32>) -> (memref<2x3x4xf32>, memref<4x2x3xf32, strided<[1, 12, 4]>>) {
  %0 = memref.transpose %a (d0, d1, d2) -> (d1, d0, d2) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d1, d0, d2) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<2x3x4xf32>
  %2 = memref.transpose %0 (d0, d1, d2) -> (d2, d1, d0) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %1, %2 : memref<2x3x4xf32>, memref<4x2x3xf32, strided<[1, 12, 4]>>
}

// -----

// A copy from or to a memref with a static size 0 copies nothing.
// CHECK-LABEL: func.func @empty_copy(
// CHECK-NEXT: memref.copy %{{.*}}, %{{.*}} : memref<?x3xf32> to memref<?x3xf32>
// CHECK-NEXT: return
func.func @empty_copy(%a: memref<0x3xf32>, %b: memref<?x3xf32>, %c: memref<?x3xf32>) {
  memref.copy %a, %b : memref<0x3xf32> to memref<?x3xf32>
  memref.copy %b, %a : memref<?x3xf32> to memref<0x3xf32>
  memref.copy %b, %c : memref<?x3xf32> to memref<?x3xf32>
  return
}

// -----

// A reinterpret_cast that rebuilds its source's static type with offset 0
// is its source; not with another offset, nor with a dynamic shape.
// CHECK-LABEL: func.func @reinterpret_noop(
// CHECK-SAME: %[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<2x3xf32, strided<[3, 1], offset: 5>>, %[[C:.*]]: memref<?x3xf32>, %[[N:.*]]: index)
// CHECK-NEXT: %[[RB:.*]] = memref.reinterpret_cast %[[B]]
// CHECK-NEXT: %[[RC:.*]] = memref.reinterpret_cast %[[C]]
// CHECK-NEXT: return %[[A]], %[[RB]], %[[RC]]
func.func @reinterpret_noop(%a: memref<2x3xf32>, %b: memref<2x3xf32, strided<[3, 1], offset: 5>>, %c: memref<?x3xf32>, %n: index)
    -> (memref<2x3xf32>, memref<2x3xf32, strided<[3, 1], offset: 5>>, memref<?x3xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<2x3xf32> to memref<2x3xf32>
  %1 = memref.reinterpret_cast %b to offset: [5], sizes: [2, 3], strides: [3, 1] : memref<2x3xf32, strided<[3, 1], offset: 5>> to memref<2x3xf32, strided<[3, 1], offset: 5>>
  %2 = memref.reinterpret_cast %c to offset: [0], sizes: [%n, 3], strides: [3, 1] : memref<?x3xf32> to memref<?x3xf32>
  return %0, %1, %2 : memref<2x3xf32>, memref<2x3xf32, strided<[3, 1], offset: 5>>, memref<?x3xf32>
}

// -----

// A subview of all of a statically shaped memref, offsets 0 and strides 1,
// is the memref itself, cast to the result type; not with an offset.
// CHECK-LABEL: func.func @subview_noop(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[A]][0, 1] [4, 7] [1, 1]
// CHECK-NEXT: return %[[C]], %[[S]]
func.func @subview_noop(%a: memref<4x8xf32>) -> (memref<4x8xf32, strided<[8, 1]>>, memref<4x7xf32, strided<[8, 1], offset: 1>>) {
  %0 = memref.subview %a[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %1 = memref.subview %a[0, 1] [4, 7] [1, 1] : memref<4x8xf32> to memref<4x7xf32, strided<[8, 1], offset: 1>>
  return %0, %1 : memref<4x8xf32, strided<[8, 1]>>, memref<4x7xf32, strided<[8, 1], offset: 1>>
}

// -----

// A realloc whose result is only stored into is dead.
// CHECK-LABEL: func.func @dead_realloc(
// CHECK-SAME: %[[A:.*]]: memref<2xf32>, %{{.*}}: f32)
// CHECK-NEXT: return %[[A]]
func.func @dead_realloc(%a: memref<2xf32>, %v: f32) -> memref<2xf32> {
  %0 = memref.realloc %a : memref<2xf32> to memref<4xf32>
  %c3 = arith.constant 3 : index
  memref.store %v, %0[%c3] : memref<4xf32>
  return %a : memref<2xf32>
}

// -----

// reinterpret_cast of the base buffer of x with x's offset, sizes and
// strides (its metadata, or the same constants) is x, cast to the result
// type; not with another offset.
// CHECK-LABEL: func.func @reinterpret_metadata(
// CHECK-SAME: %[[A:.*]]: memref<4x2xf32>, %[[B:.*]]: memref<?x?xf32, strided<[?, ?], offset: ?>>)
// CHECK: %[[C:.*]] = memref.cast %[[A]] : memref<4x2xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[R:.*]] = memref.reinterpret_cast %{{.*}} to offset: [1]
// CHECK: return %[[C]], %[[B]], %[[R]]
func.func @reinterpret_metadata(%a: memref<4x2xf32>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>)
    -> (memref<?x2xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<4x2xf32> -> memref<f32>, index, index, index, index, index
  %c4 = arith.constant 4 : index
  %0 = memref.reinterpret_cast %base to offset: [0], sizes: [%c4, 2], strides: [2, %strides#1] : memref<f32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  %bb, %bo, %bs:2, %bt:2 = memref.extract_strided_metadata %b : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %1 = memref.reinterpret_cast %bb to offset: [%bo], sizes: [%bs#0, %bs#1], strides: [%bt#0, %bt#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.reinterpret_cast %base to offset: [1], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0, %1, %2 : memref<?x2xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// collapse_shape(expand_shape(x)) back to x's rank is a cast of x, also
// when x's layout is `strided<[1]>` (the identity, as an affine map).
// CHECK-LABEL: func.func @collapse_expand_unit_stride(
// CHECK-SAME: %[[A:.*]]: memref<?xf32, strided<[1]>, 3>, %{{.*}}: index)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<?xf32, strided<[1]>, 3> to memref<?xf32, 3>
// CHECK-NEXT: return %[[C]]
func.func @collapse_expand_unit_stride(%a: memref<?xf32, strided<[1]>, 3>, %n: index) -> memref<?xf32, 3> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [1, %n] : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<1x?xf32, 3> into memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}

// -----

// A rank-reducing subview drops the size-1 dimension whose stride the
// result type lacks: the first of `1x1x?` with strides [?, ?, ?] reduced
// to [?, ?], which keeps stride 7 once the cast above is folded.
// CHECK-LABEL: func.func @subview_drops_by_stride(
// CHECK: memref.subview %{{.*}}[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x4xf32, strided<[7, 1], offset: ?>>
func.func @subview_drops_by_stride(%a: memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>>) -> memref<1x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.cast %a : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.subview %0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>> to memref<1x4xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<1x4xf32, strided<[?, ?], offset: ?>>
}

// -----

// A constant stride 0 stays an operand: `strided<...>` cannot spell it.
// CHECK-LABEL: func.func @subview_zero_stride(
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: memref.subview %{{.*}}[1] [1] [%[[Z]]] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
func.func @subview_zero_stride(%a: memref<10xf32>) -> memref<1xf32, strided<[?], offset: 1>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %a[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
  return %0 : memref<1xf32, strided<[?], offset: 1>>
}

// -----

// A constant size of an allocation with layout symbols folds; the symbols
// stay.
// CHECK-LABEL: func.func @alloc_symbols(
// CHECK: %[[ALLOC:.*]] = memref.alloc()[%{{.*}}, %{{.*}}] : memref<1xi32, strided<[?], offset: ?>>
// CHECK: memref.cast %[[ALLOC]] : memref<1xi32, strided<[?], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
func.func @alloc_symbols(%s: index) -> memref<?xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%c1)[%s, %s] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}
