// expand-strided-metadata rewrites subview, expand_shape and collapse_shape
// into extract_strided_metadata, index arithmetic and reinterpret_cast, and
// folds extract_strided_metadata into the ops that define its source.
// Where mlir-opt 19 builds affine.apply and affine.min, Assay builds the
// arith ops that mlir-opt 19's --lower-affine makes of them, so the
// differential compares Assay's output with mlir-opt 19's
// `--expand-strided-metadata --lower-affine`, both normalized by
// mlir-opt 19's --canonicalize (which hoists and merges the constants that
// Assay's greedy driver hoists while lower-affine leaves them in place).
// The CHECK lines are Assay's own output: under the oracle (mlir-opt 19's
// affine ops) they do not hold.
// UNSUPPORTED: oracle
// RUN: assay-opt --expand-strided-metadata %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --expand-strided-metadata %s | %mlir_opt --canonicalize > %t.assay && %mlir_opt --expand-strided-metadata --lower-affine --canonicalize %s > %t.mlir && diff %t.mlir %t.assay %}

// CHECK-LABEL: func.func @sv(%arg0: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 18>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [18], sizes: [2, 2], strides: [8, 1] : memref<f32> to memref<2x2xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT:   return %reinterpret_cast : memref<2x2xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT: }
func.func @sv(%a: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 18>> {
  %0 = memref.subview %a[2, 2][2, 2][1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 18>>
  return %0 : memref<2x2xf32, strided<[8, 1], offset: 18>>
}
// CHECK-LABEL: func.func @svd(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %arg3, %strides#0 : index
// CHECK-NEXT:   %1 = arith.muli %strides#1, %c3 : index
// CHECK-NEXT:   %2 = arith.muli %arg1, %strides#0 : index
// CHECK-NEXT:   %3 = arith.addi %offset, %2 : index
// CHECK-NEXT:   %4 = arith.muli %strides#1, %c2 : index
// CHECK-NEXT:   %5 = arith.addi %3, %4 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%5], sizes: [%arg2, 4], strides: [%0, %1] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @svd(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o: index, %s: index, %t: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %a[%o, 2][%s, 4][%t, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @svr(%arg0: memref<8x8xf32>, %arg1: index) -> memref<8xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %arg1, %c8 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [8], strides: [1] : memref<f32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @svr(%a: memref<8x8xf32>, %i: index) -> memref<8xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %a[%i, 0][1, 8][1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  return %0 : memref<8xf32, strided<[1], offset: ?>>
}
// CHECK-LABEL: func.func @a(%arg0: memref<8x8xf32>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.addi %arg1, %c16 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @a(%a: memref<8x8xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %a[2, %i][1, 4][1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}
// CHECK-LABEL: func.func @b(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %strides#0, %c2 : index
// CHECK-NEXT:   %1 = arith.muli %strides#1, %c2 : index
// CHECK-NEXT:   %2 = arith.muli %arg1, %strides#0 : index
// CHECK-NEXT:   %3 = arith.addi %offset, %2 : index
// CHECK-NEXT:   %4 = arith.muli %arg2, %strides#1 : index
// CHECK-NEXT:   %5 = arith.addi %3, %4 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%5], sizes: [4, 4], strides: [%0, %1] : memref<f32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @b(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %a[%i, %j][4, 4][2, 2] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @c(%arg0: memref<16x16xf32, strided<[16, 1], offset: ?>>, %arg1: index, %arg2: index) -> memref<4x4xf32, strided<[32, 2], offset: ?>> {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32, strided<[16, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %arg1, %c16 : index
// CHECK-NEXT:   %1 = arith.addi %offset, %0 : index
// CHECK-NEXT:   %2 = arith.addi %1, %c3 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [4, 4], strides: [32, 2] : memref<f32> to memref<4x4xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<4x4xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT: }
func.func @c(%a: memref<16x16xf32, strided<[16, 1], offset: ?>>, %i: index, %j: index) -> memref<4x4xf32, strided<[32, 2], offset: ?>> {
  %0 = memref.subview %a[%i, 3][4, 4][2, 2] : memref<16x16xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[32, 2], offset: ?>>
  return %0 : memref<4x4xf32, strided<[32, 2], offset: ?>>
}
// CHECK-LABEL: func.func @d(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> memref<4x4xf32, strided<[32, 2], offset: ?>> {
// CHECK-NEXT:   %c17 = arith.constant 17 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %arg1, %c17 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, 4], strides: [32, 2] : memref<f32> to memref<4x4xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<4x4xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT: }
func.func @d(%a: memref<16x16xf32>, %i: index, %j: index) -> memref<4x4xf32, strided<[32, 2], offset: ?>> {
  %0 = memref.subview %a[%i, %i][4, 4][2, 2] : memref<16x16xf32> to memref<4x4xf32, strided<[32, 2], offset: ?>>
  return %0 : memref<4x4xf32, strided<[32, 2], offset: ?>>
}
// CHECK-LABEL: func.func @e(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %arg1, %c16 : index
// CHECK-NEXT:   %1 = arith.addi %0, %c1 : index
// CHECK-NEXT:   %2 = arith.muli %arg2, %c16 : index
// CHECK-NEXT:   %3 = arith.addi %1, %2 : index
// CHECK-NEXT:   %4 = arith.addi %3, %c2 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%4], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   %5 = memref.load %reinterpret_cast[%c0, %c0] : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   return %5 : f32
// CHECK-NEXT: }
func.func @e(%a: memref<16x16xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.subview %a[%i, 1][8, 8][1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[%j, 2][4, 4][1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %v = memref.load %1[%c0, %c0] : memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %v : f32
}
// CHECK-LABEL: func.func @ex(%arg0: memref<?x8xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %strides#1, %c4 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#0, 2, 4], strides: [%strides#0, %0, %strides#1] : memref<f32> to memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @ex(%a: memref<?x8xf32, strided<[?, ?], offset: ?>>, %n: index) -> memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %a [[0], [1, 2]] output_shape [%n, 2, 4] : memref<?x8xf32, strided<[?, ?], offset: ?>> into memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @ex2(%arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   %0 = arith.cmpi slt, %sizes, %c0 : index
// CHECK-NEXT:   %1 = arith.subi %c-1, %sizes : index
// CHECK-NEXT:   %2 = arith.select %0, %1, %sizes : index
// CHECK-NEXT:   %3 = arith.divsi %2, %c4 : index
// CHECK-NEXT:   %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:   %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%5, 4], strides: [4, 1] : memref<f32> to memref<?x4xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<?x4xf32>
// CHECK-NEXT: }
func.func @ex2(%a: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
// CHECK-LABEL: func.func @co(%arg0: memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %sizes#0, %sizes#1 : index
// CHECK-NEXT:   %1 = arith.minsi %strides#0, %strides#1 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 4], strides: [%1, %strides#2] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @co(%a: memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @co2(%arg0: memref<3x?x4xf32>) -> memref<?xf32> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c12 = arith.constant 12 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<3x?x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %sizes#1, %c12 : index
// CHECK-NEXT:   %1 = arith.minsi %strides#0, %c4 : index
// CHECK-NEXT:   %2 = arith.minsi %1, %c1 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [%2] : memref<f32> to memref<?xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @g : memref<4x4xf32> = dense<1.000000e+00>
func.func @co2(%a: memref<3x?x4xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<3x?x4xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}
memref.global "private" constant @g : memref<4x4xf32> = dense<1.0>
// CHECK-LABEL: func.func @al(%arg0: index, %arg1: index) -> (memref<2x2xf32, strided<[?, 1], offset: ?>>, memref<2xf32, strided<[4], offset: ?>>) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
// CHECK-NEXT:   %0 = arith.muli %arg1, %arg0 : index
// CHECK-NEXT:   %1 = arith.addi %0, %c1 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%1], sizes: [2, 2], strides: [%arg0, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   %2 = memref.get_global @g : memref<4x4xf32>
// CHECK-NEXT:   %reinterpret_cast_0 = memref.reinterpret_cast %2 to offset: [%arg1], sizes: [2], strides: [4] : memref<4x4xf32> to memref<2xf32, strided<[4], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast, %reinterpret_cast_0 : memref<2x2xf32, strided<[?, 1], offset: ?>>, memref<2xf32, strided<[4], offset: ?>>
// CHECK-NEXT: }
func.func @al(%n: index, %i: index) -> (memref<2x2xf32, strided<[?, 1], offset: ?>>, memref<2xf32, strided<[4], offset: ?>>) {
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  %0 = memref.subview %a[%i, 1][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %g = memref.get_global @g : memref<4x4xf32>
  %1 = memref.subview %g[0, %i][2, 1][1, 1] : memref<4x4xf32> to memref<2xf32, strided<[4], offset: ?>>
  return %0, %1 : memref<2x2xf32, strided<[?, 1], offset: ?>>, memref<2xf32, strided<[4], offset: ?>>
}
// CHECK-LABEL: func.func @meta_of_cast(%arg0: memref<4x?xf32>) -> (index, index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   return %c4, %strides#0 : index, index
// CHECK-NEXT: }
func.func @meta_of_cast(%a: memref<4x?xf32>) -> (index, index) {
  %0 = memref.cast %a : memref<4x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %sz#0, %st#0 : index, index
}
// CHECK-LABEL: func.func @meta_of_rc(%arg0: memref<?xf32>, %arg1: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   return %base_buffer, %arg1, %arg1, %arg1 : memref<f32>, index, index, index
// CHECK-NEXT: }
func.func @meta_of_rc(%a: memref<?xf32>, %n: index) -> (memref<f32>, index, index, index) {
  %0 = memref.reinterpret_cast %a to offset: [%n], sizes: [4, %n], strides: [%n, 1] : memref<?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#1, %st#0 : memref<f32>, index, index, index
}
// CHECK-LABEL: func.func @aligned_of_view(%arg0: memref<8x8xf32>, %arg1: index) -> index {
// CHECK-NEXT:   %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x8xf32> -> index
// CHECK-NEXT:   return %intptr : index
// CHECK-NEXT: }
func.func @aligned_of_view(%a: memref<8x8xf32>, %i: index) -> index {
  %0 = memref.subview %a[%i, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<4x4xf32, strided<[8, 1], offset: ?>> -> index
  return %p : index
}
// CHECK-LABEL: func.func @rank_reduced(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %strides#1, %c2 : index
// CHECK-NEXT:   %1 = arith.muli %arg1, %strides#0 : index
// CHECK-NEXT:   %2 = arith.addi %offset, %1 : index
// CHECK-NEXT:   %3 = arith.addi %2, %strides#2 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%3], sizes: [%arg2, 4], strides: [%0, %strides#2] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @rank_reduced(%a: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %i: index, %n: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %a[%i, 0, 1][1, %n, 4][1, 2, 1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @collapse_ones(%arg0: memref<1x1x8xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x8xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x8xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1, 8], strides: [%strides#0, 1] : memref<f32> to memref<1x8xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<1x8xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_ones(%a: memref<1x1x8xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x8xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<1x1x8xf32, strided<[?, ?, 1], offset: ?>> into memref<1x8xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<1x8xf32, strided<[?, 1], offset: ?>>
}
// CHECK-LABEL: func.func @expand_static(%arg0: memref<24xf32>) -> memref<2x3x4xf32> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<24xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<f32> to memref<2x3x4xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<2x3x4xf32>
// CHECK-NEXT: }
func.func @expand_static(%a: memref<24xf32>) -> memref<2x3x4xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  return %0 : memref<2x3x4xf32>
}
// CHECK-LABEL: func.func @expand_mid(%arg0: memref<?xf32>, %arg1: index) -> memref<2x?x4xf32> {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   %0 = arith.cmpi slt, %sizes, %c0 : index
// CHECK-NEXT:   %1 = arith.subi %c-1, %sizes : index
// CHECK-NEXT:   %2 = arith.select %0, %1, %sizes : index
// CHECK-NEXT:   %3 = arith.divsi %2, %c8 : index
// CHECK-NEXT:   %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:   %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:   %6 = arith.cmpi slt, %sizes, %c0 : index
// CHECK-NEXT:   %7 = arith.subi %c-1, %sizes : index
// CHECK-NEXT:   %8 = arith.select %6, %7, %sizes : index
// CHECK-NEXT:   %9 = arith.divsi %8, %c2 : index
// CHECK-NEXT:   %10 = arith.subi %c-1, %9 : index
// CHECK-NEXT:   %11 = arith.select %6, %10, %9 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, %5, 4], strides: [%11, 4, 1] : memref<f32> to memref<2x?x4xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<2x?x4xf32>
// CHECK-NEXT: }
func.func @expand_mid(%a: memref<?xf32>, %n: index) -> memref<2x?x4xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [2, %n, 4] : memref<?xf32> into memref<2x?x4xf32>
  return %0 : memref<2x?x4xf32>
}
// CHECK-LABEL: func.func @chain(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = arith.muli %arg1, %c16 : index
// CHECK-NEXT:   %1 = arith.addi %0, %c1 : index
// CHECK-NEXT:   %2 = arith.muli %arg2, %c16 : index
// CHECK-NEXT:   %3 = arith.addi %1, %2 : index
// CHECK-NEXT:   %4 = arith.addi %3, %c2 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%4], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: ?>>
func.func @chain(%a: memref<16x16xf32>, %i: index, %j: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %a[%i, 1][8, 8][1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[%j, 2][4, 4][1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %1 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
