// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s
// RUN: assay-opt --canonicalize --split-input-file %s | assay-opt --split-input-file > /dev/null
// RUN: not --crash mlir-opt --canonicalize --split-input-file %s 2>&1 | FileCheck %s --check-prefix=MLIR
// REQUIRES: mlir-opt
// UNSUPPORTED: oracle

// memref canonicalization inputs on which mlir-opt 19 crashes or produces
// invalid IR, and Assay leaves the ops as they are. (Named apart from the
// canonicalize*.mlir files so that the differential suite, which needs
// mlir-opt's output to compare with, does not take them. The crash takes
// mlir-opt's buffered output, the first chunk's verifier error with it, so
// the MLIR line checks the crash only.)

// collapse_shape(expand_shape(x)) that would need an expand_shape with two
// dynamic sizes in one group (its output shape cannot be computed from x):
// left alone. mlir-opt builds an expand_shape without output sizes, which
// fails to verify.
// CHECK-LABEL: func.func @collapse_expand_two_dynamic_in_group(
// CHECK-NEXT: memref.expand_shape
// CHECK-NEXT: memref.collapse_shape
func.func @collapse_expand_two_dynamic_in_group(%a: memref<?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [%n, %m, 4] : memref<?xf32> into memref<?x?x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<?x?x4xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

// A cast to a dynamic stride above a collapse_shape whose source strides do
// not collapse (8 is not 4 * 1): the cast stays. mlir-opt crashes.
// MLIR: Stack dump:
// CHECK-LABEL: func.func @collapse_of_cast_not_contiguous(
// CHECK-NEXT: memref.cast
// CHECK-NEXT: memref.collapse_shape
func.func @collapse_of_cast_not_contiguous(%a: memref<4x4xf32, strided<[8, 1]>>) -> memref<16xf32, strided<[1]>> {
  %0 = memref.cast %a : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32, strided<[?, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<4x4xf32, strided<[?, 1]>> into memref<16xf32, strided<[1]>>
  return %1 : memref<16xf32, strided<[1]>>
}
