// RUN: assay-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// memref.expand_shape inferred an identity layout for its result whenever
// the expanded strides looked like the identity's, also for a source with a
// strided layout: `memref<?x?xf32, strided<[?, 1]>>` had to expand into
// `memref<?x4x?xf32>`, and the `strided<[?, ?, 1]>` result mlir-opt 19
// infers was rejected. The result has the identity layout only when the
// source does (as an affine map: no layout, or `strided<[1]>` on a 1-d
// memref); otherwise its strided layout is spelled out. collapse_shape
// follows the same rule.

// CHECK-LABEL: func.func @expand_strided(
// CHECK: memref.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [%{{.*}}, 4, %{{.*}}] : memref<?x?xf32, strided<[?, 1]>> into memref<?x4x?xf32, strided<[?, ?, 1]>>
func.func @expand_strided(%arg0: memref<?x?xf32, strided<[?, 1], offset: 0>>, %sz0: index, %sz1: index)
    -> memref<?x4x?xf32, strided<[?, ?, 1], offset: 0>> {
  %1 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1]
      : memref<?x?xf32, strided<[?, 1], offset: 0>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: 0>>
  return %1 : memref<?x4x?xf32, strided<[?, ?, 1], offset: 0>>
}

// -----

// Identity strides written as a layout are not the identity layout.
// CHECK-LABEL: func.func @expand_identity_strides(
// CHECK: into memref<2x2x4xf32, strided<[8, 4, 1]>>
// CHECK: into memref<2x4xf32>
func.func @expand_identity_strides(%a: memref<2x8xf32, strided<[8, 1]>>, %b: memref<8xf32, strided<[1]>>) {
  %0 = memref.expand_shape %a [[0], [1, 2]] output_shape [2, 2, 4] : memref<2x8xf32, strided<[8, 1]>> into memref<2x2x4xf32, strided<[8, 4, 1]>>
  %1 = memref.expand_shape %b [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[1]>> into memref<2x4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @collapse_rank0(
// CHECK: memref.collapse_shape %{{.*}} [] : memref<1x1xf32, strided<[1, 1]>> into memref<f32, strided<[]>>
func.func @collapse_rank0(%m: memref<1x1xf32, strided<[1, 1]>>) {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32, strided<[1, 1]>> into memref<f32, strided<[]>>
  return
}

// -----

func.func @expand_to_identity(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %a: index, %b: index) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>' but found 'memref<?x4x?xf32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 4, %b] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?xf32>
  return
}

// -----

func.func @expand_rank0_strided(%m: memref<f32, strided<[]>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<1x1xf32, strided<[1, 1]>>' but found 'memref<1x1xf32>'}}
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32, strided<[]>> into memref<1x1xf32>
  return
}

// -----

func.func @collapse_to_identity(%m: memref<2x8xf32, strided<[8, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32, strided<[1]>>' but found 'memref<16xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x8xf32, strided<[8, 1]>> into memref<16xf32>
  return
}
