// up-18 (memref): an affine-map layout that gives a dimension the stride 0
// (`(d0, d1) -> (d0)`: elements share addresses) was read as strided, so
// reinterpret_cast reported a stride mismatch and the view ops accepted it.
// MLIR 19 calls such a map not strided: reinterpret_cast asks for a strided
// result layout, and the ops whose operands must be strided memrefs reject
// it. A `strided<...>` layout cannot hold a zero stride at all.
// RUN: assay-opt %s -split-input-file -verify-diagnostics

func.func @reinterpret_cast_result(%in: memref<?x?xf32>) {
  // expected-error @+1 {{expected result type to have strided layout but found 'memref<9x10xf32, affine_map<(d0, d1) -> (d0)>>'}}
  %0 = memref.reinterpret_cast %in to offset: [0], sizes: [9, 10], strides: [42, 1] : memref<?x?xf32> to memref<9x10xf32, affine_map<(d0, d1) -> (d0)>>
  return
}

// -----

func.func @reinterpret_cast_symbolic_result(%in: memref<?x?xf32>) {
  // expected-error @+1 {{expected result type to have strided layout but found 'memref<9x10xf32, affine_map<(d0, d1)[s0] -> (d1 * s0)>>'}}
  %0 = memref.reinterpret_cast %in to offset: [0], sizes: [9, 10], strides: [42, 1] : memref<?x?xf32> to memref<9x10xf32, affine_map<(d0, d1)[s0] -> (d1 * s0)>>
  return
}

// -----

func.func @transpose_source(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4)>>) {
  // expected-error @+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4)>> to memref<4x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @collapse_source(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d0)>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d0)>> into memref<16xf32, strided<[?]>>
  return
}

// -----

// A map whose terms cancel out is no more strided.
func.func @expand_source(%m: memref<16xf32, affine_map<(d0) -> (d0 * 2 - d0 * 2)>>) {
  // expected-error @+1 {{'memref.expand_shape' op operand #0 must be strided memref of any type values, but got 'memref<16xf32, affine_map<(d0) -> (0)>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32, affine_map<(d0) -> (d0 * 2 - d0 * 2)>> into memref<4x4xf32>
  return
}

// -----

func.func @subview_source(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0)>>) {
  // expected-error @+1 {{base type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0)>>' is not strided}}
  %0 = memref.subview %m[0, 0][2, 2][1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d0)>> to memref<2x2xf32, strided<[1, 1]>>
  return
}
