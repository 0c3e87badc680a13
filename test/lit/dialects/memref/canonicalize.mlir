// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file > /dev/null

// The folders and canonicalization patterns of memref, a positive case and a
// near miss each; the expected output is mlir-opt 19's. (Ops of the `keep`
// dialect stand for uses.)

// dim of a static size folds to a constant; of a dynamic size to the
// operand that gave it (alloc, alloca, view, subview, reinterpret_cast).
func.func @dim_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  "keep.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}
// CHECK-LABEL: func.func @dim_alloc(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:    "keep.use"(%alloc) : (memref<4x?xf32>) -> ()
// CHECK-NEXT:    return %c4, %arg0 : index, index
// CHECK-NEXT:    }

// -----

func.func @dim_views(%b: memref<64xi8>, %m: memref<8x8xf32>, %n: index, %k: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloca(%n) : memref<?xf32>
  %v = memref.view %b[%c0][%n] : memref<64xi8> to memref<?x2xf32>
  %sv = memref.subview %m[0, 0][1, %k][1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1]>>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%k, 4], strides: [4, 1] : memref<8x8xf32> to memref<?x4xf32>
  %d0 = memref.dim %s, %c0 : memref<?xf32>
  %d1 = memref.dim %v, %c0 : memref<?x2xf32>
  %d2 = memref.dim %sv, %c0 : memref<?xf32, strided<[1]>>
  %d3 = memref.dim %rc, %c0 : memref<?x4xf32>
  "keep.use"(%s, %v, %sv, %rc) : (memref<?xf32>, memref<?x2xf32>, memref<?xf32, strided<[1]>>, memref<?x4xf32>) -> ()
  return %d0, %d1, %d2, %d3 : index, index, index, index
}
// CHECK-LABEL: func.func @dim_views(%arg0: memref<64xi8>, %arg1: memref<8x8xf32>, %arg2: index, %arg3: index) -> (index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %alloca = memref.alloca(%arg2) : memref<?xf32>
// CHECK-NEXT:    %view = memref.view %arg0[%c0][%arg2] : memref<64xi8> to memref<?x2xf32>
// CHECK-NEXT:    %subview = memref.subview %arg1[0, 0] [1, %arg3] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%arg3, 4], strides: [4, 1] : memref<8x8xf32> to memref<?x4xf32>
// CHECK-NEXT:    "keep.use"(%alloca, %view, %subview, %reinterpret_cast) : (memref<?xf32>, memref<?x2xf32>, memref<?xf32, strided<[1]>>, memref<?x4xf32>) -> ()
// CHECK-NEXT:    return %arg2, %arg2, %arg3, %arg3 : index, index, index, index
// CHECK-NEXT:    }

// -----

// Near misses: an index out of range, an unknown index, a dim of an
// unranked memref, a dim of a function argument.
func.func @dim_stays(%m: memref<4xf32>, %u: memref<*xf32>, %a: memref<?xf32>, %i: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %d0 = memref.dim %m, %c5 : memref<4xf32>
  %d1 = memref.dim %m, %i : memref<4xf32>
  %d2 = memref.dim %u, %c0 : memref<*xf32>
  %d3 = memref.dim %a, %c0 : memref<?xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}
// CHECK-LABEL: func.func @dim_stays(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: memref<?xf32>, %arg3: index) -> (index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c5 : memref<4xf32>
// CHECK-NEXT:    %dim_0 = memref.dim %arg0, %arg3 : memref<4xf32>
// CHECK-NEXT:    %dim_1 = memref.dim %arg1, %c0 : memref<*xf32>
// CHECK-NEXT:    %dim_2 = memref.dim %arg2, %c0 : memref<?xf32>
// CHECK-NEXT:    return %dim, %dim_0, %dim_1, %dim_2 : index, index, index, index
// CHECK-NEXT:    }

// -----

// dim of a cast looks through it; rank of a ranked memref is a constant.
func.func @dim_cast_rank(%m: memref<4xf32>, %u: memref<*xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = memref.dim %c, %c0 : memref<?xf32>
  %r = memref.rank %c : memref<?xf32>
  %s = memref.rank %u : memref<*xf32>
  return %d, %r, %s : index, index, index
}
// CHECK-LABEL: func.func @dim_cast_rank(%arg0: memref<4xf32>, %arg1: memref<*xf32>) -> (index, index, index) {
// CHECK-DAG:    %c4 = arith.constant 4 : index
// CHECK-DAG:    %c1 = arith.constant 1 : index
// CHECK:    %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:    return %c4, %c1, %0 : index, index, index
// CHECK-NEXT:    }

// -----

// cast of cast: the inner cast goes when its source is ranked; a cast to
// the source type is the source.
func.func @cast_cast(%m: memref<4xf32>, %d: memref<?xf32>) -> (memref<4xf32>, memref<*xf32>, memref<?xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %e = memref.cast %c : memref<?xf32> to memref<4xf32>
  %u = memref.cast %c : memref<?xf32> to memref<*xf32>
  %s = memref.cast %d : memref<?xf32> to memref<4xf32>
  %t = memref.cast %s : memref<4xf32> to memref<?xf32>
  return %e, %u, %t : memref<4xf32>, memref<*xf32>, memref<?xf32>
}
// CHECK-LABEL: func.func @cast_cast(%arg0: memref<4xf32>, %arg1: memref<?xf32>) -> (memref<4xf32>, memref<*xf32>, memref<?xf32>) {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:    return %arg0, %cast, %arg1 : memref<4xf32>, memref<*xf32>, memref<?xf32>
// CHECK-NEXT:    }

// -----

// Near miss: a cast from an unranked memref stays.
func.func @cast_unranked(%u: memref<*xf32>) -> memref<?xf32> {
  %c = memref.cast %u : memref<*xf32> to memref<4xf32>
  %d = memref.cast %c : memref<4xf32> to memref<?xf32>
  return %d : memref<?xf32>
}
// CHECK-LABEL: func.func @cast_unranked(%arg0: memref<*xf32>) -> memref<?xf32> {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT:    %cast_0 = memref.cast %cast : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    return %cast_0 : memref<?xf32>
// CHECK-NEXT:    }

// -----

// A cast folds into load, store, copy, atomic_rmw, dealloc and prefetch; a
// copy of a memref onto itself goes.
func.func @cast_consumers(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %l = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  memref.copy %c, %c : memref<?xf32> to memref<?xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %c, %a : memref<?xf32> to memref<4xf32>
  "keep.use"(%a) : (memref<4xf32>) -> ()
  %x = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return %l : f32
}
// CHECK-LABEL: func.func @cast_consumers(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    "keep.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT:    %1 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:    memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:    }

// -----

// Near miss: a copy between two memrefs stays.
func.func @copy_stays(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: func.func @copy_stays(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:    }

// -----

// Constant sizes of alloc and alloca become static (with a cast back);
// negative ones stay. Attributes and layout symbols are kept.
func.func @alloc_const(%n: index) {
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %a = memref.alloc(%c4, %n) {alignment = 64 : i64} : memref<?x?xf32>
  "keep.use"(%a) : (memref<?x?xf32>) -> ()
  %b = memref.alloca(%cm) : memref<?xf32>
  "keep.use"(%b) : (memref<?xf32>) -> ()
  %c = memref.alloc(%c4)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  "keep.use"(%c) : (memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) -> ()
  %d = memref.alloca(%c4) : memref<?xf32>
  "keep.use"(%d) : (memref<?xf32>) -> ()
  return
}
// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @alloc_const(%arg0: index) {
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT:    %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:    "keep.use"(%cast) : (memref<?x?xf32>) -> ()
// CHECK-NEXT:    %alloca = memref.alloca(%c-1) : memref<?xf32>
// CHECK-NEXT:    "keep.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:    %alloc_0 = memref.alloc()[%arg0] : memref<4xf32, #map>
// CHECK-NEXT:    %cast_1 = memref.cast %alloc_0 : memref<4xf32, #map> to memref<?xf32, #map>
// CHECK-NEXT:    "keep.use"(%cast_1) : (memref<?xf32, #map>) -> ()
// CHECK-NEXT:    %alloca_2 = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    %cast_3 = memref.cast %alloca_2 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    "keep.use"(%cast_3) : (memref<?xf32>) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:    }

// -----

// Allocations only stored into and freed go, with their stores and deallocs
// (and then what only they used).
func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %m = memref.alloc() : memref<4xmemref<4xf32>>
  %e = memref.alloc() : memref<4xf32>
  memref.store %e, %m[%i] : memref<4xmemref<4xf32>>
  return
}
// CHECK-LABEL: func.func @dead_alloc(%arg0: f32, %arg1: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:    }

// -----

// Near miss: an allocation that is read, or stored somewhere, stays.
func.func @live_alloc(%v: f32, %i: index, %o: memref<4xmemref<4xf32>>) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %l = memref.load %a[%i] : memref<4xf32>
  %e = memref.alloc() : memref<4xf32>
  memref.store %e, %o[%i] : memref<4xmemref<4xf32>>
  return %l : f32
}
// CHECK-LABEL: func.func @live_alloc(%arg0: f32, %arg1: index, %arg2: memref<4xmemref<4xf32>>) -> f32 {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.store %arg0, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:    %0 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.store %alloc_0, %arg2[%arg1] : memref<4xmemref<4xf32>>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:    }

// -----

// Constant offsets, sizes and strides of a subview become static.
func.func @subview_const(%m: memref<8x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c1, %i][%c2, %c2][%c1, %c2] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// CHECK-LABEL: func.func @subview_const(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[1, %arg1] [2, 2] [1, 2] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 2], offset: ?>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<2x2xf32, strided<[8, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    }

// -----

// A rank-reducing subview keeps its dropped dimension dropped.
func.func @subview_rank_reduced(%m: memref<8x8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c1, 0][1, %c4][1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}
// CHECK-LABEL: func.func @subview_rank_reduced(%arg0: memref<8x8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[1, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: 8>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: 8>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    }

// -----

// subview of a cast that only forgets sizes: the subview takes the source.
func.func @subview_cast(%m: memref<8xf32>, %j: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %s = memref.subview %c[%j][4][1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}
// CHECK-LABEL: func.func @subview_cast(%arg0: memref<8xf32>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[%arg1] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    return %subview : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    }

// -----

// A subview covering all of a static source is the source.
func.func @subview_identity(%m: memref<8xf32>) -> memref<8xf32> {
  %s = memref.subview %m[0][8][1] : memref<8xf32> to memref<8xf32>
  return %s : memref<8xf32>
}
// CHECK-LABEL: func.func @subview_identity(%arg0: memref<8xf32>) -> memref<8xf32> {
// CHECK-NEXT:    return %arg0 : memref<8xf32>
// CHECK-NEXT:    }

// -----

// Near miss: a subview of part of its source stays.
func.func @subview_part(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %s = memref.subview %m[2][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %s : memref<4xf32, strided<[1], offset: 2>>
}
// CHECK-LABEL: func.func @subview_part(%arg0: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:    return %subview : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:    }

// -----

// Constant sizes of a view become static.
func.func @view_const(%b: memref<2048xi8>, %n: index) -> (memref<?x4xf32>, memref<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = memref.view %b[%c0][%c8] : memref<2048xi8> to memref<?x4xf32>
  %w = memref.view %b[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v, %w : memref<?x4xf32>, memref<?x4xf32>
}
// CHECK-LABEL: func.func @view_const(%arg0: memref<2048xi8>, %arg1: index) -> (memref<?x4xf32>, memref<?x4xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %view = memref.view %arg0[%c0][] : memref<2048xi8> to memref<8x4xf32>
// CHECK-NEXT:    %cast = memref.cast %view : memref<8x4xf32> to memref<?x4xf32>
// CHECK-NEXT:    %view_0 = memref.view %arg0[%c0][%arg1] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:    return %cast, %view_0 : memref<?x4xf32>, memref<?x4xf32>
// CHECK-NEXT:    }

// -----

// collapse_shape of expand_shape (and back) is the original memref.
func.func @reshape_roundtrip(%m: memref<8xf32>) -> (memref<8xf32>, memref<2x4xf32>) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %x = memref.collapse_shape %e [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %y = memref.expand_shape %x [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %c, %y : memref<8xf32>, memref<2x4xf32>
}
// CHECK-LABEL: func.func @reshape_roundtrip(%arg0: memref<8xf32>) -> (memref<8xf32>, memref<2x4xf32>) {
// CHECK-NEXT:    %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT:    return %arg0, %expand_shape : memref<8xf32>, memref<2x4xf32>
// CHECK-NEXT:    }

// -----

// Near miss: with two dynamic sizes the round trip may change the shape.
func.func @reshape_roundtrip_dynamic(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
  return %e : memref<?x?xf32>
}
// CHECK-LABEL: func.func @reshape_roundtrip_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:    %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT:    %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:    return %expand_shape : memref<?x?xf32>
// CHECK-NEXT:    }

// -----

// reinterpret_cast takes only the buffer of its source: casts, other
// reinterpret_casts and subviews at offset 0 in between are skipped.
func.func @reinterpret_source(%m: memref<8xf32>) -> (memref<2x2xf32>, memref<2x2xf32>, memref<2x2xf32>) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %r0 = memref.reinterpret_cast %c to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<?xf32> to memref<2x2xf32>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<8xf32> to memref<4xf32>
  %r1 = memref.reinterpret_cast %r to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
  %s = memref.subview %m[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %r2 = memref.reinterpret_cast %s to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32, strided<[1]>> to memref<2x2xf32>
  return %r0, %r1, %r2 : memref<2x2xf32>, memref<2x2xf32>, memref<2x2xf32>
}
// CHECK-LABEL: func.func @reinterpret_source(%arg0: memref<8xf32>) -> (memref<2x2xf32>, memref<2x2xf32>, memref<2x2xf32>) {
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<8xf32> to memref<2x2xf32>
// CHECK-NEXT:    %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<8xf32> to memref<2x2xf32>
// CHECK-NEXT:    %reinterpret_cast_1 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<8xf32> to memref<2x2xf32>
// CHECK-NEXT:    return %reinterpret_cast, %reinterpret_cast_0, %reinterpret_cast_1 : memref<2x2xf32>, memref<2x2xf32>, memref<2x2xf32>
// CHECK-NEXT:    }

// -----

// Unused views, dims and loads go; prefetch, assume_alignment, stores and
// atomics stay.
func.func @dead_ops(%m: memref<4xf32>, %u: memref<*xf32>, %i: index, %v: f32) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %l = memref.load %m[%i] : memref<4xf32>
  %d = memref.dim %m, %i : memref<4xf32>
  %r = memref.rank %u : memref<*xf32>
  %s = memref.subview %m[%i][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>
  memref.assume_alignment %m, 16 : memref<4xf32>
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  memref.store %v, %m[%i] : memref<4xf32>
  return
}
// CHECK-LABEL: func.func @dead_ops(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT:    memref.prefetch %arg0[%arg2], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT:    memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:    %0 = memref.atomic_rmw addf %arg3, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:    memref.store %arg3, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:    }
