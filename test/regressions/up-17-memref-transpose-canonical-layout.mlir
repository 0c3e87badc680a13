// up-17 (memref): transpose compared its result with the layout it infers
// by strides and offset alone, and printed the inferred layout as
// `strided<...>`. MLIR 19 compares both in their canonical form (the layout
// as an affine map, simplified, or none when that is the row-major layout)
// and prints the expected type so: a map with its symbols in another order,
// or with a symbol it does not use, is a different layout.
// RUN: assay-opt %s -split-input-file -verify-diagnostics

// The same layout, written as a map and as strides: both accepted.
func.func @map_equal_to_strides(%v : memref<?x?xf32, affine_map<(i, j)[o, n] -> (o + n * i + j)>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[o, n] -> (o + n * i + j)>> to memref<?x?xf32, affine_map<(i, j)[o, n] -> (o + i + n * j)>>
  %1 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[o, n] -> (o + n * i + j)>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  return
}

// -----

func.func @untransposed_result(%v : memref<?x?xf32, affine_map<(i, j)[o, n] -> (o + n * i + j)>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[o, n] -> (o + n * i + j)>> to memref<?x?xf32, affine_map<(i, j)[o, n] -> (o + n * i + j)>>
  return
}

// -----

func.func @symbols_swapped(%v : memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s1 + d1 * s0)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, affine_map<(i, j)[n, o] -> (o + i + n * j)>>
  return
}

// -----

func.func @unused_symbol(%v : memref<3x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4x3xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * 4)>>' is not equivalent to the canonical transposed input type 'memref<4x3xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<3x4xf32> to memref<4x3xf32, affine_map<(i, j)[s] -> (i + j * 4)>>
  return
}

// -----

func.func @dynamic_strides_in_dimension_order(%v : memref<3x4x5xf32, strided<[?, 10, ?], offset: 7>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<5x3x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x3x4xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2 * 10 + 7)>>'}}
  %0 = memref.transpose %v (i, j, k) -> (k, i, j) : memref<3x4x5xf32, strided<[?, 10, ?], offset: 7>> to memref<5x3x4xf32>
  return
}

// -----

// A row-major layout has no layout in canonical form, except at rank 1,
// where `strided<[1]>` is the identity map and stays: the transpose of a
// 1-d memref must spell it.
func.func @identity(%v : memref<3x4xf32, strided<[4, 1]>>, %w : memref<4xf32>) {
  %0 = memref.transpose %v (i, j) -> (i, j) : memref<3x4xf32, strided<[4, 1]>> to memref<3x4xf32>
  %1 = memref.transpose %w (i) -> (i) : memref<4xf32> to memref<4xf32, strided<[1]>>
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'}}
  %2 = memref.transpose %w (i) -> (i) : memref<4xf32> to memref<4xf32>
  return
}
