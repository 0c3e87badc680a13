// Views share their buffer: a store through a subview, a transpose, a
// collapse_shape, an expand_shape or a reinterpret_cast is seen through
// the memref it views. A reinterpret_cast may reach past its buffer; an
// access there is undefined behaviour.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv --index-bits=64 %s | FileCheck %s

// Element [1, 2] of a 2x3 buffer is element 5 of its collapse and [2, 1]
// of its transpose.
// CHECK-LABEL: func.func @src_views
// CHECK: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_views(%m: memref<2x3xi8>, %v: i8) -> (i8, i8) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  memref.store %v, %m[%c1, %c2] : memref<2x3xi8>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x3xi8> into memref<6xi8>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xi8> to memref<3x2xi8, strided<[1, 3]>>
  %a = memref.load %flat[%c5] : memref<6xi8>
  %b = memref.load %t[%c2, %c1] : memref<3x2xi8, strided<[1, 3]>>
  return %a, %b : i8, i8
}
func.func @tgt_views(%m: memref<2x3xi8>, %v: i8) -> (i8, i8) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c1, %c2] : memref<2x3xi8>
  return %v, %v : i8, i8
}

// Row 1 of a subview of rows is the buffer's row 1.
// CHECK-LABEL: func.func @src_subview
// CHECK: Transformation seems to be correct! (index is 64 bits){{$}}
func.func @src_subview(%m: memref<6xi8>, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xi8> into memref<2x3xi8>
  %row = memref.subview %e[1, 0] [1, 3] [1, 1] : memref<2x3xi8> to memref<3xi8, strided<[1], offset: 3>>
  memref.store %v, %row[%c1] : memref<3xi8, strided<[1], offset: 3>>
  %c4 = arith.constant 4 : index
  %r = memref.load %m[%c4] : memref<6xi8>
  return %r : i8
}
func.func @tgt_subview(%m: memref<6xi8>, %v: i8) -> i8 {
  %c4 = arith.constant 4 : index
  memref.store %v, %m[%c4] : memref<6xi8>
  return %v : i8
}

// CHECK-LABEL: func.func @src_reinterpret
// CHECK: ERROR: Source is more defined than target
func.func @src_reinterpret(%m: memref<4xi8>) -> i8 {
  %c3 = arith.constant 3 : index
  %r = memref.load %m[%c3] : memref<4xi8>
  return %r : i8
}
func.func @tgt_reinterpret(%m: memref<4xi8>) -> i8 {
  %c1 = arith.constant 1 : index
  %v = memref.reinterpret_cast %m to offset: [3], sizes: [2], strides: [1] : memref<4xi8> to memref<2xi8, strided<[1], offset: 3>>
  %r = memref.load %v[%c1] : memref<2xi8, strided<[1], offset: 3>>
  return %r : i8
}
