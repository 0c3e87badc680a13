// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file > /dev/null

// Compositions of memref.collapse_shape and memref.expand_shape, the fold of
// a memref.cast into a collapse_shape, and memref.dim of a memref.reshape: a
// positive case and near misses for each; the expected output is mlir-opt
// 19's. canonicalize-run-2.mlir runs such programs before and after.

// collapse_shape of collapse_shape: one collapse_shape, its groups the unions
// of the inner groups (static, dynamic, down to rank 0).
func.func @collapse_collapse(%a: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %1 : memref<120xf32>
}
func.func @collapse_collapse_dynamic(%a: memref<?x3x4x5xf32>) -> memref<?x20xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<?x3x4x5xf32> into memref<?x4x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<?x4x5xf32> into memref<?x20xf32>
  return %1 : memref<?x20xf32>
}
func.func @collapse_collapse_rank0(%a: memref<1x1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<1x1x1xf32> into memref<1x1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1x1xf32> into memref<f32>
  return %1 : memref<f32>
}
// CHECK-LABEL: func.func @collapse_collapse(%arg0: memref<2x3x4x5xf32>) -> memref<120xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT: return %collapse_shape : memref<120xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_collapse_dynamic(%arg0: memref<?x3x4x5xf32>) -> memref<?x20xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<?x3x4x5xf32> into memref<?x20xf32>
// CHECK-NEXT: return %collapse_shape : memref<?x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_collapse_rank0(%arg0: memref<1x1x1xf32>) -> memref<f32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1x1xf32> into memref<f32>
// CHECK-NEXT: return %collapse_shape : memref<f32>
// CHECK-NEXT: }

// -----

// Near miss: a strided layout (even a contiguous one) is left alone.
func.func @collapse_collapse_strided(%a: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
  %0 = memref.collapse_shape %a [[0], [1, 2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<2x12xf32, strided<[12, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x12xf32, strided<[12, 1]>> into memref<24xf32, strided<[1]>>
  return %1 : memref<24xf32, strided<[1]>>
}
func.func @collapse_collapse_offset(%a: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<24xf32, strided<[1], offset: 5>> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
  return %1 : memref<24xf32, strided<[1], offset: 5>>
}
// CHECK-LABEL: func.func @collapse_collapse_strided(%arg0: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<2x12xf32, strided<[12, 1]>>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %collapse_shape {{\[\[}}0, 1]] : memref<2x12xf32, strided<[12, 1]>> into memref<24xf32, strided<[1]>>
// CHECK-NEXT: return %collapse_shape_0 : memref<24xf32, strided<[1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_collapse_offset(%arg0: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<24xf32, strided<[1], offset: 5>> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %collapse_shape {{\[\[}}0, 1]] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
// CHECK-NEXT: return %collapse_shape_0 : memref<24xf32, strided<[1], offset: 5>>
// CHECK-NEXT: }

// -----

// expand_shape of expand_shape: one expand_shape with the outer output shape.
func.func @expand_expand(%a: memref<120xf32>) -> memref<2x3x4x5xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [6, 4, 5] : memref<120xf32> into memref<6x4x5xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3]] output_shape [2, 3, 4, 5] : memref<6x4x5xf32> into memref<2x3x4x5xf32>
  return %1 : memref<2x3x4x5xf32>
}
func.func @expand_expand_dynamic(%a: memref<?xf32>, %n: index, %m: index) -> memref<?x3x4x5xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [%n, 4, 5] : memref<?xf32> into memref<?x4x5xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3]] output_shape [%m, 3, 4, 5] : memref<?x4x5xf32> into memref<?x3x4x5xf32>
  return %1 : memref<?x3x4x5xf32>
}
func.func @expand_expand_rank0(%a: memref<f32>) -> memref<1x1x1xf32> {
  %0 = memref.expand_shape %a [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [1, 1, 1] : memref<1x1xf32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}
// CHECK-LABEL: func.func @expand_expand(%arg0: memref<120xf32>) -> memref<2x3x4x5xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2, 3]] output_shape [2, 3, 4, 5] : memref<120xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_expand_dynamic(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?x3x4x5xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2, 3]] output_shape [%arg2, 3, 4, 5] : memref<?xf32> into memref<?x3x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<?x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_expand_rank0(%arg0: memref<f32>) -> memref<1x1x1xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
// CHECK-NEXT: return %expand_shape : memref<1x1x1xf32>
// CHECK-NEXT: }

// -----

// Near miss: a strided source.
func.func @expand_expand_strided(%a: memref<24xf32, strided<[2]>>) -> memref<2x3x4xf32, strided<[24, 8, 2]>> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 12] : memref<24xf32, strided<[2]>> into memref<2x12xf32, strided<[24, 2]>>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32, strided<[24, 2]>> into memref<2x3x4xf32, strided<[24, 8, 2]>>
  return %1 : memref<2x3x4xf32, strided<[24, 8, 2]>>
}
// CHECK-LABEL: func.func @expand_expand_strided(%arg0: memref<24xf32, strided<[2]>>) -> memref<2x3x4xf32, strided<[24, 8, 2]>> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 12] : memref<24xf32, strided<[2]>> into memref<2x12xf32, strided<[24, 2]>>
// CHECK-NEXT: %expand_shape_0 = memref.expand_shape %expand_shape {{\[\[}}0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32, strided<[24, 2]>> into memref<2x3x4xf32, strided<[24, 8, 2]>>
// CHECK-NEXT: return %expand_shape_0 : memref<2x3x4xf32, strided<[24, 8, 2]>>
// CHECK-NEXT: }

// -----

// collapse_shape of expand_shape: the inverse folds to the source (with any
// number of dynamic sizes: an expansion that does not multiply back is
// undefined behaviour); otherwise one collapse_shape when the source has the
// higher rank, one expand_shape when it has the lower rank (a dynamic output
// size is then dim(x, i) divided by the group's static sizes).
func.func @collapse_expand_inverse(%a: memref<6x20xf32>) -> memref<6x20xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  return %1 : memref<6x20xf32>
}
func.func @collapse_expand_inverse_dynamic(%a: memref<?x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [%n, 3, %m] : memref<?x?xf32> into memref<?x3x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x3x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @collapse_expand_inverse_two_dynamic(%a: memref<?xf32>, %n: index, %m: index) -> memref<?xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [%n, %m] : memref<?xf32> into memref<?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @collapse_expand_lower(%a: memref<6x20xf32>) -> memref<120xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  return %1 : memref<120xf32>
}
func.func @collapse_expand_higher(%a: memref<6x20xf32>) -> memref<6x4x5xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  return %1 : memref<6x4x5xf32>
}
func.func @collapse_expand_higher_dynamic(%a: memref<?x20xf32>, %n: index) -> memref<?x4x5xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, %n, 4, 5] : memref<?x20xf32> into memref<2x?x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<2x?x4x5xf32> into memref<?x4x5xf32>
  return %1 : memref<?x4x5xf32>
}
func.func @collapse_expand_higher_divided(%a: memref<?x20xf32>, %n: index) -> memref<?x3x20xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [%n, 3, 4, 5] : memref<?x20xf32> into memref<?x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<?x3x4x5xf32> into memref<?x3x20xf32>
  return %1 : memref<?x3x20xf32>
}
func.func @collapse_expand_rank0(%a: memref<f32>) -> memref<1xf32> {
  %0 = memref.expand_shape %a [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<1x1xf32> into memref<1xf32>
  return %1 : memref<1xf32>
}
func.func @collapse_expand_to_rank0(%a: memref<1xf32>) -> memref<f32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [1, 1] : memref<1xf32> into memref<1x1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1x1xf32> into memref<f32>
  return %1 : memref<f32>
}
// CHECK-LABEL: func.func @collapse_expand_inverse(%arg0: memref<6x20xf32>) -> memref<6x20xf32> {
// CHECK-NEXT: return %arg0 : memref<6x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_inverse_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT: return %arg0 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_inverse_two_dynamic(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?xf32> {
// CHECK-NEXT: return %arg0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_lower(%arg0: memref<6x20xf32>) -> memref<120xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<6x20xf32> into memref<120xf32>
// CHECK-NEXT: return %collapse_shape : memref<120xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_higher(%arg0: memref<6x20xf32>) -> memref<6x4x5xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [6, 4, 5] : memref<6x20xf32> into memref<6x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<6x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_higher_dynamic(%arg0: memref<?x20xf32>, %arg1: index) -> memref<?x4x5xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x20xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%dim, 4, 5] : memref<?x20xf32> into memref<?x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<?x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_higher_divided(%arg0: memref<?x20xf32>, %arg1: index) -> memref<?x3x20xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x20xf32>
// CHECK-NEXT: %0 = arith.divui %dim, %c3 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%0, 3, 20] : memref<?x20xf32> into memref<?x3x20xf32>
// CHECK-NEXT: return %expand_shape : memref<?x3x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_rank0(%arg0: memref<f32>) -> memref<1xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 [] output_shape [1] : memref<f32> into memref<1xf32>
// CHECK-NEXT: return %expand_shape : memref<1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_to_rank0(%arg0: memref<1xf32>) -> memref<f32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [] : memref<1xf32> into memref<f32>
// CHECK-NEXT: return %collapse_shape : memref<f32>
// CHECK-NEXT: }

// -----

// Near misses: groups that cross (a collapse group ends inside an expand
// group), and a strided source.
func.func @collapse_expand_crossing(%a: memref<6x20xf32>) -> memref<2x60xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3]] : memref<2x3x4x5xf32> into memref<2x60xf32>
  return %1 : memref<2x60xf32>
}
func.func @collapse_expand_same_rank(%a: memref<6x20xf32>) -> memref<30x4xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 5, 4] : memref<6x20xf32> into memref<2x3x5x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2], [3]] : memref<2x3x5x4xf32> into memref<30x4xf32>
  return %1 : memref<30x4xf32>
}
func.func @collapse_expand_strided(%a: memref<6x20xf32, strided<[40, 1]>>) -> memref<6x4x5xf32, strided<[40, 5, 1]>> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32, strided<[40, 1]>> into memref<2x3x4x5xf32, strided<[120, 40, 5, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<2x3x4x5xf32, strided<[120, 40, 5, 1]>> into memref<6x4x5xf32, strided<[40, 5, 1]>>
  return %1 : memref<6x4x5xf32, strided<[40, 5, 1]>>
}
// CHECK-LABEL: func.func @collapse_expand_crossing(%arg0: memref<6x20xf32>) -> memref<2x60xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2, 3]] : memref<2x3x4x5xf32> into memref<2x60xf32>
// CHECK-NEXT: return %collapse_shape : memref<2x60xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_same_rank(%arg0: memref<6x20xf32>) -> memref<30x4xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 5, 4] : memref<6x20xf32> into memref<2x3x5x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1, 2], [3]] : memref<2x3x5x4xf32> into memref<30x4xf32>
// CHECK-NEXT: return %collapse_shape : memref<30x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand_strided(%arg0: memref<6x20xf32, strided<[40, 1]>>) -> memref<6x4x5xf32, strided<[40, 5, 1]>> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32, strided<[40, 1]>> into memref<2x3x4x5xf32, strided<[120, 40, 5, 1]>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1], [2], [3]] : memref<2x3x4x5xf32, strided<[120, 40, 5, 1]>> into memref<6x4x5xf32, strided<[40, 5, 1]>>
// CHECK-NEXT: return %collapse_shape : memref<6x4x5xf32, strided<[40, 5, 1]>>
// CHECK-NEXT: }

// -----

// expand_shape of collapse_shape: the inverse folds to the source when the
// type has at most one dynamic size; otherwise one reshape when each pair of
// groups collapses one sub-shape into the other.
func.func @expand_collapse_inverse(%a: memref<2x3x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}
func.func @expand_collapse_inverse_dynamic(%a: memref<?x4xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @expand_collapse_lower(%a: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @expand_collapse_higher(%a: memref<6x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}
func.func @expand_collapse_two_groups(%a: memref<2x3x4x5x7xf32>) -> memref<6x4x35xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2], [3, 4]] : memref<2x3x4x5x7xf32> into memref<24x35xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [6, 4, 35] : memref<24x35xf32> into memref<6x4x35xf32>
  return %1 : memref<6x4x35xf32>
}
func.func @expand_collapse_rank0(%a: memref<1x1xf32>) -> memref<1xf32> {
  %0 = memref.collapse_shape %a [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] output_shape [1] : memref<f32> into memref<1xf32>
  return %1 : memref<1xf32>
}
func.func @expand_collapse_rank0_higher(%a: memref<1xf32>) -> memref<1x1xf32> {
  %0 = memref.collapse_shape %a [] : memref<1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %1 : memref<1x1xf32>
}
// CHECK-LABEL: func.func @expand_collapse_inverse(%arg0: memref<2x3x4xf32>) -> memref<2x3x4xf32> {
// CHECK-NEXT: return %arg0 : memref<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_inverse_dynamic(%arg0: memref<?x4xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT: return %arg0 : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_lower(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: return %collapse_shape : memref<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_higher(%arg0: memref<6x4xf32>) -> memref<2x3x4xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
// CHECK-NEXT: return %expand_shape : memref<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_two_groups(%arg0: memref<2x3x4x5x7xf32>) -> memref<6x4x35xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2], [3, 4]] : memref<2x3x4x5x7xf32> into memref<6x4x35xf32>
// CHECK-NEXT: return %collapse_shape : memref<6x4x35xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_rank0(%arg0: memref<1x1xf32>) -> memref<1xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<1x1xf32> into memref<1xf32>
// CHECK-NEXT: return %collapse_shape : memref<1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_rank0_higher(%arg0: memref<1xf32>) -> memref<1x1xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [1, 1] : memref<1xf32> into memref<1x1xf32>
// CHECK-NEXT: return %expand_shape : memref<1x1xf32>
// CHECK-NEXT: }

// -----

// Near misses: two dynamic sizes (the output shape may split them another
// way), sizes that do not regroup, a pair of groups of equal size (mlir-opt 19
// gives up on those), a dynamic size in a group that must split it.
func.func @expand_collapse_two_dynamic(%a: memref<?x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, %m] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @expand_collapse_regroup(%a: memref<2x3x4xf32>) -> memref<4x6xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
  return %1 : memref<4x6xf32>
}
func.func @expand_collapse_equal_rank(%a: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %1 : memref<6x2x2xf32>
}
func.func @expand_collapse_equal_pair(%a: memref<2x3x4x5xf32>) -> memref<6x4x5xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2], [3]] : memref<2x3x4x5xf32> into memref<24x5xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [6, 4, 5] : memref<24x5xf32> into memref<6x4x5xf32>
  return %1 : memref<6x4x5xf32>
}
func.func @expand_collapse_dynamic_split(%a: memref<?x3x4xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<?x3x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
// CHECK-LABEL: func.func @expand_collapse_two_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT: return %expand_shape : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_regroup(%arg0: memref<2x3x4xf32>) -> memref<4x6xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
// CHECK-NEXT: return %expand_shape : memref<4x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_equal_rank(%arg0: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
// CHECK-NEXT: return %expand_shape : memref<6x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_equal_pair(%arg0: memref<2x3x4x5xf32>) -> memref<6x4x5xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : memref<2x3x4x5xf32> into memref<24x5xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [6, 4, 5] : memref<24x5xf32> into memref<6x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<6x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_dynamic_split(%arg0: memref<?x3x4xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<?x3x4xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: return %expand_shape : memref<?x4xf32>
// CHECK-NEXT: }

// -----

// A chain: expand then collapse back folds, and the collapse before it
// stays.
func.func @chain(%a: memref<2x1x3xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x1x3xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, 6] : memref<6xf32> into memref<1x6xf32>
  %2 = memref.collapse_shape %1 [[0, 1]] : memref<1x6xf32> into memref<6xf32>
  return %2 : memref<6xf32>
}
// CHECK-LABEL: func.func @chain(%arg0: memref<2x1x3xf32>) -> memref<6xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x1x3xf32> into memref<6xf32>
// CHECK-NEXT: return %collapse_shape : memref<6xf32>
// CHECK-NEXT: }

// -----

// A cast that only forgets static information folds into the collapse_shape
// below it: cast(collapse_shape(x)) with the type collapse_shape gives x, or
// collapse_shape(x) alone when that is the old type.
func.func @collapse_of_cast(%a: memref<2x3x4xf32>) -> memref<?x4xf32> {
  %0 = memref.cast %a : memref<2x3x4xf32> to memref<?x?x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @collapse_of_cast_layout(%a: memref<2x3x?xf32>) -> memref<6x?xf32, strided<[?, 1]>> {
  %0 = memref.cast %a : memref<2x3x?xf32> to memref<2x3x?xf32, strided<[?, ?, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x?xf32, strided<[?, ?, 1]>> into memref<6x?xf32, strided<[?, 1]>>
  return %1 : memref<6x?xf32, strided<[?, 1]>>
}
func.func @collapse_of_cast_back(%a: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.cast %a : memref<2x3x4xf32> to memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>> into memref<6x4xf32, strided<[4, 1], offset: ?>>
  %2 = memref.cast %1 : memref<6x4xf32, strided<[4, 1], offset: ?>> to memref<6x4xf32>
  return %2 : memref<6x4xf32>
}
// CHECK-LABEL: func.func @collapse_of_cast(%arg0: memref<2x3x4xf32>) -> memref<?x4xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<6x4xf32> to memref<?x4xf32>
// CHECK-NEXT: return %cast : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_cast_layout(%arg0: memref<2x3x?xf32>) -> memref<6x?xf32, strided<[?, 1]>> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x?xf32> into memref<6x?xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<6x?xf32> to memref<6x?xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast : memref<6x?xf32, strided<[?, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_cast_back(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: return %collapse_shape : memref<6x4xf32>
// CHECK-NEXT: }

// -----

// Near misses: a cast that adds static information, a cast from an unranked
// memref, and casts above expand_shape (mlir-opt 19 does not fold those).
func.func @collapse_of_cast_more_static(%a: memref<?x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.cast %a : memref<?x3x4xf32> to memref<2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @collapse_of_cast_unranked(%a: memref<*xf32>) -> memref<12xf32> {
  %0 = memref.cast %a : memref<*xf32> to memref<3x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  return %1 : memref<12xf32>
}
func.func @expand_of_cast(%a: memref<12xf32>) -> memref<?x4xf32> {
  %0 = memref.cast %a : memref<12xf32> to memref<?xf32>
  %c3 = arith.constant 3 : index
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%c3, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
// CHECK-LABEL: func.func @collapse_of_cast_more_static(%arg0: memref<?x3x4xf32>) -> memref<6x4xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x3x4xf32> to memref<2x3x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %cast {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: return %collapse_shape : memref<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_cast_unranked(%arg0: memref<*xf32>) -> memref<12xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<3x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %cast {{\[\[}}0, 1]] : memref<3x4xf32> into memref<12xf32>
// CHECK-NEXT: return %collapse_shape : memref<12xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_cast(%arg0: memref<12xf32>) -> memref<?x4xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<12xf32> to memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1]] output_shape [%c3, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: return %expand_shape : memref<?x4xf32>
// CHECK-NEXT: }

// -----

// dim of a reshape reads the shape operand right after the reshape (with an
// index_cast for integer shapes); near miss: an index defined after the
// reshape. dim of expand_shape and collapse_shape results stays (mlir-opt 19
// does not fold it).
func.func @dim_of_reshape(%a: memref<?xf32>, %s: memref<2xindex>) -> index {
  %c0 = arith.constant 0 : index
  %1 = memref.reshape %a(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d = memref.dim %1, %c0 : memref<?x?xf32>
  return %d : index
}
func.func @dim_of_reshape_i32(%a: memref<?xf32>, %s: memref<2xi32>, %i: index) -> index {
  %1 = memref.reshape %a(%s) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d = memref.dim %1, %i : memref<?x?xf32>
  return %d : index
}
func.func @dim_of_reshape_later_index(%a: memref<?xf32>, %s: memref<2xindex>) -> index {
  %1 = memref.reshape %a(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %k = "keep.index"() : () -> index
  %d = memref.dim %1, %k : memref<?x?xf32>
  return %d : index
}
func.func @dim_of_expand(%a: memref<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %1 = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %d = memref.dim %1, %c0 : memref<?x4xf32>
  return %d : index
}
func.func @dim_of_collapse(%a: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %1 = memref.collapse_shape %a [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %d = memref.dim %1, %c0 : memref<?xf32>
  return %d : index
}
// CHECK-LABEL: func.func @dim_of_reshape(%arg0: memref<?xf32>, %arg1: memref<2xindex>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c0] : memref<2xindex>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_reshape_i32(%arg0: memref<?xf32>, %arg1: memref<2xi32>, %arg2: index) -> index {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<2xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_reshape_later_index(%arg0: memref<?xf32>, %arg1: memref<2xindex>) -> index {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %0 = "keep.index"() : () -> index
// CHECK-NEXT: %dim = memref.dim %reshape, %0 : memref<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_expand(%arg0: memref<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: %dim = memref.dim %expand_shape, %c0 : memref<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_collapse(%arg0: memref<?x4xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: %dim = memref.dim %collapse_shape, %c0 : memref<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }

// -----

// memref.load of a constant global stays (mlir-opt 19 does not fold it).
memref.global "private" constant @table : memref<2xf32> = dense<[1.0, 2.0]>
func.func @load_constant_global() -> f32 {
  %g = memref.get_global @table : memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %g[%c0] : memref<2xf32>
  return %v : f32
}
// CHECK: memref.global "private" constant @table : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-LABEL: func.func @load_constant_global() -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @table : memref<2xf32>
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

