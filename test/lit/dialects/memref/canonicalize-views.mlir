// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s
// RUN: assay-opt --canonicalize --split-input-file %s | assay-opt --split-input-file > /dev/null

// Canonicalization of memref views, copies and casts, after the cases of
// MLIR's own memref canonicalization tests (rewritten): constant arguments
// of subviews and the dimensions rank reduction drops, views that rebuild
// their source (whole subviews, reinterpret_cast of a memref's own
// metadata), dead reallocs, empty copies, chains of memory space casts and
// transposes, and reshapes of strided memrefs. The expected output is
// mlir-opt 19's.

func.func @subview_constant_arguments(%m: memref<?x?x?xf32>, %a: index, %b: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%c1, %a, %c0] [%c3, %c1, %b] [%c1, %c1, %c1] : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @subview_constant_arguments(
// CHECK-NEXT: %subview = memref.subview %arg0[1, %arg1, 0] [3, 1, %arg2] [1, 1, 1] : memref<?x?x?xf32> to memref<3x1x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<3x1x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @subview_constant_unit_size_dropped(%m: memref<?x?x?xf32>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%c2, %a, %c1] [%c2, 1, %b] [%c1, %c1, %c1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @subview_constant_unit_size_dropped(
// CHECK-NEXT: %subview = memref.subview %arg0[2, %arg1, 1] [2, 1, %arg2] [1, 1, 1] : memref<?x?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @two_reductions_static(%m: memref<1x128x64xf32>, %a: index, %b: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, %a, %b] [1, %c1, %n] [1, 1, 1] : memref<1x128x64xf32> to memref<?x?xf32, strided<[64, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [1, %n] [1, 1] : memref<?x?xf32, strided<[64, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}
// CHECK-LABEL: func.func @two_reductions_static(
// CHECK-NEXT: %subview = memref.subview %arg0[0, %arg1, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<1x128x64xf32> to memref<1x?xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[0, 0] [1, %arg3] [1, 1] : memref<1x?xf32, strided<[64, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview_0 : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @two_reductions_dynamic(%m: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %a: index, %b: index, %n: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, %a, %b] [1, %c1, %n] [1, 1, 1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %0[0, 0] [1, %n] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}
// CHECK-LABEL: func.func @two_reductions_dynamic(
// CHECK-NEXT: %subview = memref.subview %arg0[0, %arg1, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[0, 0] [1, %arg3] [1, 1] : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %subview_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @reversed_view(%m: memref<9xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %n = memref.dim %m, %c0 : memref<9xf32>
  %last = arith.addi %n, %cm1 : index
  %0 = memref.subview %m[%last] [%n] [%cm1] : memref<9xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}
// CHECK-LABEL: func.func @reversed_view(
// CHECK-NEXT: %subview = memref.subview %arg0[8] [9] [-1] : memref<9xf32> to memref<9xf32, strided<[-1], offset: 8>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<9xf32, strided<[-1], offset: 8>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @negative_size_stays(%m: memref<8x64xf32>) -> memref<?x16xf32, strided<[64, 1], offset: 80>> {
  %cm3 = arith.constant -3 : index
  %0 = memref.subview %m[1, 16] [%cm3, 16] [1, 1] : memref<8x64xf32> to memref<?x16xf32, strided<[64, 1], offset: 80>>
  return %0 : memref<?x16xf32, strided<[64, 1], offset: 80>>
}
// CHECK-LABEL: func.func @negative_size_stays(
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %subview = memref.subview %arg0[1, 16] [%c-3, 16] [1, 1] : memref<8x64xf32> to memref<?x16xf32, strided<[64, 1], offset: 80>>
// CHECK-NEXT: return %subview : memref<?x16xf32, strided<[64, 1], offset: 80>>
// CHECK-NEXT: }

// -----

func.func @whole_static_subview(%m: memref<6x10xi8>) -> (memref<6x10xi8, strided<[10, 1]>>, memref<6x10xi8>) {
  %0 = memref.subview %m[0, 0] [6, 10] [1, 1] : memref<6x10xi8> to memref<6x10xi8, strided<[10, 1]>>
  %1 = memref.subview %m[0, 0] [6, 10] [1, 1] : memref<6x10xi8> to memref<6x10xi8>
  return %0, %1 : memref<6x10xi8, strided<[10, 1]>>, memref<6x10xi8>
}
// CHECK-LABEL: func.func @whole_static_subview(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<6x10xi8> to memref<6x10xi8, strided<[10, 1]>>
// CHECK-NEXT: return %cast, %arg0 : memref<6x10xi8, strided<[10, 1]>>, memref<6x10xi8>
// CHECK-NEXT: }

// -----

func.func @whole_dynamic_subview_stays(%m: memref<?x10xi8>) -> memref<?x10xi8, strided<[10, 1]>> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?x10xi8>
  %0 = memref.subview %m[0, 0] [%n, 10] [1, 1] : memref<?x10xi8> to memref<?x10xi8, strided<[10, 1]>>
  return %0 : memref<?x10xi8, strided<[10, 1]>>
}
// CHECK-LABEL: func.func @whole_dynamic_subview_stays(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x10xi8>
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [%dim, 10] [1, 1] : memref<?x10xi8> to memref<?x10xi8, strided<[10, 1]>>
// CHECK-NEXT: return %subview : memref<?x10xi8, strided<[10, 1]>>
// CHECK-NEXT: }

// -----

func.func @strided_subview_stays(%m: memref<6x10xi8>) -> memref<6x5xi8, strided<[10, 2]>> {
  %0 = memref.subview %m[0, 0] [6, 5] [1, 2] : memref<6x10xi8> to memref<6x5xi8, strided<[10, 2]>>
  return %0 : memref<6x5xi8, strided<[10, 2]>>
}
// CHECK-LABEL: func.func @strided_subview_stays(
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [6, 5] [1, 2] : memref<6x10xi8> to memref<6x5xi8, strided<[10, 2]>>
// CHECK-NEXT: return %subview : memref<6x5xi8, strided<[10, 2]>>
// CHECK-NEXT: }

// -----

func.func @empty_copies(%a: memref<4x0xi16>, %b: memref<4x?xi16>) {
  memref.copy %a, %b : memref<4x0xi16> to memref<4x?xi16>
  memref.copy %b, %a : memref<4x?xi16> to memref<4x0xi16>
  return
}
// CHECK-LABEL: func.func @empty_copies(
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @reinterpret_same_static_type(%m: memref<3x5xi32>) -> memref<3x5xi32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [3, 5], strides: [5, 1] : memref<3x5xi32> to memref<3x5xi32>
  return %0 : memref<3x5xi32>
}
// CHECK-LABEL: func.func @reinterpret_same_static_type(
// CHECK-NEXT: return %arg0 : memref<3x5xi32>
// CHECK-NEXT: }

// -----

func.func @reinterpret_chain(%m: memref<?xi16>, %a: index, %b: index) -> memref<?xi16> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%a], strides: [1] : memref<?xi16> to memref<?xi16>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%b], strides: [1] : memref<?xi16> to memref<?xi16>
  return %1 : memref<?xi16>
}
// CHECK-LABEL: func.func @reinterpret_chain(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2], strides: [1] : memref<?xi16> to memref<?xi16>
// CHECK-NEXT: return %reinterpret_cast : memref<?xi16>
// CHECK-NEXT: }

// -----

func.func @reinterpret_metadata_cast(%m: memref<6x3xi32>) -> memref<?x?xi32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<6x3xi32> -> memref<i32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<i32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xi32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @reinterpret_metadata_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<6x3xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @reinterpret_metadata_constants(%m: memref<6x3xi32>) -> memref<6x?xi32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<6x3xi32> -> memref<i32>, index, index, index, index, index
  %c3 = arith.constant 3 : index
  %0 = memref.reinterpret_cast %base to offset: [0], sizes: [6, %c3], strides: [%strides#0, 1] : memref<i32> to memref<6x?xi32, strided<[?, ?], offset: ?>>
  return %0 : memref<6x?xi32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @reinterpret_metadata_constants(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<6x3xi32> to memref<6x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<6x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @reinterpret_metadata_same(%m: memref<?xi32, strided<[?], offset: ?>>) -> memref<?xi32, strided<[?], offset: ?>> {
  %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<?xi32, strided<[?], offset: ?>> -> memref<i32>, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%size], strides: [%stride] : memref<i32> to memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}
// CHECK-LABEL: func.func @reinterpret_metadata_same(
// CHECK-NEXT: return %arg0 : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @reinterpret_metadata_other_stride(%m: memref<6x3xi32>) -> memref<6x3xi32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<6x3xi32> -> memref<i32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [6, 3], strides: [3, %strides#0] : memref<i32> to memref<6x3xi32, strided<[?, ?], offset: ?>>
  return %0 : memref<6x3xi32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @reinterpret_metadata_other_stride(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<6x3xi32> -> memref<i32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%c0], sizes: [6, 3], strides: [3, %c3] : memref<i32> to memref<6x3xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<6x3xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @dead_realloc(%m: memref<8xi8>, %v: i8) -> memref<8xi8> {
  %c9 = arith.constant 9 : index
  %0 = memref.realloc %m : memref<8xi8> to memref<16xi8>
  memref.store %v, %0[%c9] : memref<16xi8>
  memref.dealloc %0 : memref<16xi8>
  return %m : memref<8xi8>
}
// CHECK-LABEL: func.func @dead_realloc(
// CHECK-NEXT: return %arg0 : memref<8xi8>
// CHECK-NEXT: }

// -----

func.func @realloc_used(%m: memref<8xi8>, %v: i8) -> memref<16xi8> {
  %0 = memref.realloc %m : memref<8xi8> to memref<16xi8>
  return %0 : memref<16xi8>
}
// CHECK-LABEL: func.func @realloc_used(
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<8xi8> to memref<16xi8>
// CHECK-NEXT: return %0 : memref<16xi8>
// CHECK-NEXT: }

// -----

func.func @space_casts(%m: memref<4xi64, 1>) -> (memref<4xi64, 1>, memref<4xi64, 3>) {
  %0 = memref.memory_space_cast %m : memref<4xi64, 1> to memref<4xi64, 1>
  %1 = memref.memory_space_cast %m : memref<4xi64, 1> to memref<4xi64, 2>
  %2 = memref.memory_space_cast %1 : memref<4xi64, 2> to memref<4xi64, 3>
  return %0, %2 : memref<4xi64, 1>, memref<4xi64, 3>
}
// CHECK-LABEL: func.func @space_casts(
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xi64, 1> to memref<4xi64, 3>
// CHECK-NEXT: return %arg0, %memspacecast : memref<4xi64, 1>, memref<4xi64, 3>
// CHECK-NEXT: }

// -----

func.func @transposes(%m: memref<2x3x5xf16>) -> (memref<2x3x5xf16>, memref<5x2x3xf16, strided<[1, 15, 5]>>) {
  %0 = memref.transpose %m (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x5xf16> to memref<5x2x3xf16, strided<[1, 15, 5]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d1, d2, d0) : memref<5x2x3xf16, strided<[1, 15, 5]>> to memref<2x3x5xf16>
  %2 = memref.transpose %1 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x5xf16> to memref<5x2x3xf16, strided<[1, 15, 5]>>
  return %1, %2 : memref<2x3x5xf16>, memref<5x2x3xf16, strided<[1, 15, 5]>>
}
// CHECK-LABEL: func.func @transposes(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x5xf16> to memref<5x2x3xf16, strided<[1, 15, 5]>>
// CHECK-NEXT: return %arg0, %transpose : memref<2x3x5xf16>, memref<5x2x3xf16, strided<[1, 15, 5]>>
// CHECK-NEXT: }

// -----

func.func @transpose_identity_other_type(%m: memref<2x3xf16, strided<[3, 1]>>) -> memref<2x3xf16, strided<[3, 1]>> {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<2x3xf16, strided<[3, 1]>> to memref<2x3xf16, strided<[3, 1]>>
  return %0 : memref<2x3xf16, strided<[3, 1]>>
}
// CHECK-LABEL: func.func @transpose_identity_other_type(
// CHECK-NEXT: return %arg0 : memref<2x3xf16, strided<[3, 1]>>
// CHECK-NEXT: }

// -----

func.func @expand_collapse_to_cast(%m: memref<?xi8, strided<[1]>>, %n: index) -> memref<?xi8> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 1] : memref<?xi8, strided<[1]>> into memref<?x1xi8>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x1xi8> into memref<?xi8>
  return %1 : memref<?xi8>
}
// CHECK-LABEL: func.func @expand_collapse_to_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xi8, strided<[1]>> to memref<?xi8>
// CHECK-NEXT: return %cast : memref<?xi8>
// CHECK-NEXT: }

// -----

func.func @strided_reshapes_stay(%m: memref<?x?xi8, strided<[?, 1]>>, %a: index, %b: index) -> memref<?xi8, strided<[?]>> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 2, %b] : memref<?x?xi8, strided<[?, 1]>> into memref<?x2x?xi8, strided<[?, ?, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<?x2x?xi8, strided<[?, ?, 1]>> into memref<?xi8, strided<[?]>>
  return %1 : memref<?xi8, strided<[?]>>
}
// CHECK-LABEL: func.func @strided_reshapes_stay(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %arg2] : memref<?x?xi8, strided<[?, 1]>> into memref<?x2x?xi8, strided<[?, ?, 1]>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1, 2]] : memref<?x2x?xi8, strided<[?, ?, 1]>> into memref<?xi8, strided<[?]>>
// CHECK-NEXT: return %collapse_shape : memref<?xi8, strided<[?]>>
// CHECK-NEXT: }

// -----

func.func @alloc_with_symbols(%n: index) -> (memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>) {
  %c2 = arith.constant 2 : index
  %0 = memref.alloc(%n)[%c2, %c2] : memref<?xi32, strided<[?], offset: ?>>
  %1 = memref.alloc(%c2)[%n, %c2] : memref<?xi32, strided<[?], offset: ?>>
  return %0, %1 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>
}
// CHECK-LABEL: func.func @alloc_with_symbols(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0)[%c2, %c2] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc_0 = memref.alloc()[%arg0, %c2] : memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<2xi32, strided<[?], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %cast : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: }
