// RUN: assay-opt %s | FileCheck %s

// Regression: a static zero times a dynamic stride is zero, not dynamic, so
// a subview at offset 0 of a dynamically strided memref has offset 0 (the
// verifier used to demand `offset: ?`).
// CHECK-LABEL: func.func @zero_offset_subview
// CHECK: memref.subview %arg0[0, 0] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1]>>
func.func @zero_offset_subview(%m: memref<?x?xf32>) {
  %0 = memref.subview %m[0, 0][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1]>>
  return
}

// A nonzero static offset along a dynamic stride stays dynamic.
// CHECK-LABEL: func.func @dynamic_offset_subview
// CHECK: memref<2x2xf32, strided<[?, 1], offset: ?>>
func.func @dynamic_offset_subview(%m: memref<?x?xf32>) {
  %0 = memref.subview %m[1, 0][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}
