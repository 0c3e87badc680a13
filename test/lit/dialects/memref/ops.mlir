// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt %s | assay-opt | FileCheck %s
// RUN: assay-opt %s --mlir-print-op-generic | assay-opt | FileCheck %s

// Round trip of every memref op and syntax variant: globals (initialized,
// uninitialized, external, aligned), allocation with dynamic sizes, layout
// symbols and alignment, loads and stores with the nontemporal hint, casts,
// alloca_scope with and without results, atomics, the view ops with mixed
// static and dynamic offsets, sizes and strides, rank-reducing subviews,
// and the result name hints (%alloc, %cast, %dim, %subview...).

memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @u : memref<4xi32> = uninitialized
memref.global @a : memref<4xi32> {alignment = 64} 
memref.global "public" @b : memref<f32> = dense<1.0> {alignment = 16}
memref.global "private" @h : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>

func.func @access(%d: index, %s: index, %i: index, %m: memref<?xf32>, %m2: memref<4x4xf32>, %v: f32) {
  %0 = memref.alloc(%d) {alignment = 64 : i64} : memref<?xf32>
  %1 = memref.alloc(%d)[%s] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %2 = memref.alloca() : memref<4xf32>
  %3 = memref.alloca(%d) {alignment = 16} : memref<?x4xf32, 1>
  memref.dealloc %0 : memref<?xf32>
  %4 = memref.load %m2[%i, %i] : memref<4x4xf32>
  %5 = memref.load %m2[%i, %i] {nontemporal = true} : memref<4x4xf32>
  memref.store %v, %m2[%i, %i] : memref<4x4xf32>
  memref.store %v, %m2[%i, %i] {nontemporal = true} : memref<4x4xf32>
  %6 = memref.cast %m2 : memref<4x4xf32> to memref<?x?xf32>
  %7 = memref.dim %m, %i : memref<?xf32>
  %8 = memref.rank %m : memref<?xf32>
  %9 = memref.get_global @g : memref<2xf32>
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %x = memref.alloca() : memref<f32>
  }
  %10 = memref.atomic_rmw addf %v, %m2[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %11 = memref.generic_atomic_rmw %m2[%i, %i] : memref<4x4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  memref.copy %m2, %6 : memref<4x4xf32> to memref<?x?xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m2 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  return
}

func.func @views(%d: index, %s: index, %i: index, %m: memref<?xf32>, %m8: memref<8x?xf32>, %m2: memref<4x4xf32>, %buf: memref<2048xi8>, %sh: memref<2xindex>, %u: memref<*xf32>) {
  %0 = memref.subview %m8[%i, 0] [4, %s] [1, 1] : memref<8x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %2 = memref.view %buf[%i][%d] : memref<2048xi8> to memref<?x4xf32>
  %3 = memref.expand_shape %m2 [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
  %4 = memref.collapse_shape %m2 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %5 = memref.transpose %m2 (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  memref.prefetch %m2[%i, %i], read, locality<3>, data : memref<4x4xf32>
  memref.assume_alignment %m, 16 : memref<?xf32>
  %6 = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %7 = memref.realloc %m(%d) : memref<?xf32> to memref<?xf32>
  %8 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  %9 = memref.reshape %m(%sh) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %10 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %11 = memref.expand_shape %m [[0, 1]] output_shape [%d, 4] : memref<?xf32> into memref<?x4xf32>
  %12 = memref.subview %m2[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  %13 = memref.realloc %m {alignment = 8} : memref<?xf32> to memref<8xf32>
  return
}

func.func @more(%m: memref<4x8xf32>, %d: index, %v: i32, %v2: f32, %mi: memref<8xi32>, %i: index) -> f32 {
  %0 = memref.subview %m[1, %d] [1, 4] [1, 2] : memref<4x8xf32> to memref<4xf32, strided<[2], offset: ?>>
  %1 = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  %2 = memref.atomic_rmw maxs %v, %mi[%i] : (i32, memref<8xi32>) -> i32
  %3 = memref.atomic_rmw assign %v, %mi[%i] : (i32, memref<8xi32>) -> i32
  %4 = memref.atomic_rmw minnumf %v2, %m[%i, %i] : (f32, memref<4x8xf32>) -> f32
  %5:2 = memref.alloca_scope -> (f32, i32) {
    memref.alloca_scope.return %v2, %v : f32, i32
  }
  memref.prefetch %mi[%i], write, locality<0>, instr : memref<8xi32>
  %6 = memref.get_global @h : memref<2x2xi32>
  %7 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %8 = memref.expand_shape %mi [[0, 1, 2]] output_shape [2, 2, 2] : memref<8xi32> into memref<2x2x2xi32>
  %9 = memref.cast %m : memref<4x8xf32> to memref<*xf32>
  %10 = memref.rank %9 : memref<*xf32>
  %11 = memref.dim %9, %i : memref<*xf32>
  %s0 = memref.alloca() : memref<f32>
  %base, %off = memref.extract_strided_metadata %s0 : memref<f32> -> memref<f32>, index
  return %4 : f32
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @g : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT: memref.global @u : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global @a : memref<4xi32> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "public" @b : memref<f32> = dense<1.000000e+00> {alignment = 16 : i64}
// CHECK-NEXT: memref.global "private" @h : memref<2x2xi32> = dense<{{\[\[}}1, 2], [3, 4]]>
// CHECK-LABEL: func.func @access(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: memref<4x4xf32>, %arg5: f32) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0)[%arg1] : memref<?xf32, #map>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?x4xf32, 1>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: %0 = memref.load %arg4[%arg2, %arg2] : memref<4x4xf32>
// CHECK-NEXT: %1 = memref.load %arg4[%arg2, %arg2] {nontemporal = true} : memref<4x4xf32>
// CHECK-NEXT: memref.store %arg5, %arg4[%arg2, %arg2] : memref<4x4xf32>
// CHECK-NEXT: memref.store %arg5, %arg4[%arg2, %arg2] {nontemporal = true} : memref<4x4xf32>
// CHECK-NEXT: %cast = memref.cast %arg4 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %dim = memref.dim %arg3, %arg2 : memref<?xf32>
// CHECK-NEXT: %2 = memref.rank %arg3 : memref<?xf32>
// CHECK-NEXT: %3 = memref.get_global @g : memref<2xf32>
// CHECK-NEXT: %4 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = memref.atomic_rmw addf %arg5, %arg4[%arg2, %arg2] : (f32, memref<4x4xf32>) -> f32
// CHECK-NEXT: %6 = memref.generic_atomic_rmw %arg4[%arg2, %arg2] : memref<4x4xf32> {
// CHECK-NEXT: ^bb0(%arg6: f32):
// CHECK-NEXT: memref.atomic_yield %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %arg4, %cast : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg4 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: memref<8x?xf32>, %arg5: memref<4x4xf32>, %arg6: memref<2048xi8>, %arg7: memref<2xindex>, %arg8: memref<*xf32>) {
// CHECK-NEXT: %subview = memref.subview %arg4[%arg2, 0] [4, %arg1] [1, 1] : memref<8x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [0], sizes: [%arg0, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
// CHECK-NEXT: %view = memref.view %arg6[%arg2][%arg0] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg5 {{\[\[}}0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg5 {{\[\[}}0, 1]] : memref<4x4xf32> into memref<16xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg5 (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
// CHECK-NEXT: memref.prefetch %arg5[%arg2, %arg2], read, locality<3>, data : memref<4x4xf32>
// CHECK-NEXT: memref.assume_alignment %arg3, 16 : memref<?xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg3 : memref<?xf32> -> index
// CHECK-NEXT: %0 = memref.realloc %arg3(%arg0) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg3 : memref<?xf32> to memref<?xf32, 1>
// CHECK-NEXT: %reshape = memref.reshape %arg3(%arg7) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %cast = memref.cast %arg8 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %expand_shape_0 = memref.expand_shape %arg3 {{\[\[}}0, 1]] output_shape [%arg0, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: %subview_1 = memref.subview %arg5[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %1 = memref.realloc %arg3 {alignment = 8 : i64} : memref<?xf32> to memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @more(%arg0: memref<4x8xf32>, %arg1: index, %arg2: i32, %arg3: f32, %arg4: memref<8xi32>, %arg5: index) -> f32 {
// CHECK-NEXT: %subview = memref.subview %arg0[1, %arg1] [1, 4] [1, 2] : memref<4x8xf32> to memref<4xf32, strided<[2], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
// CHECK-NEXT: %0 = memref.atomic_rmw maxs %arg2, %arg4[%arg5] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %1 = memref.atomic_rmw assign %arg2, %arg4[%arg5] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %2 = memref.atomic_rmw minnumf %arg3, %arg0[%arg5, %arg5] : (f32, memref<4x8xf32>) -> f32
// CHECK-NEXT: %3:2 = memref.alloca_scope  -> (f32, i32) {
// CHECK-NEXT: memref.alloca_scope.return %arg3, %arg2 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg4[%arg5], write, locality<0>, instr : memref<8xi32>
// CHECK-NEXT: %4 = memref.get_global @h : memref<2x2xi32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg4 {{\[\[}}0, 1, 2]] output_shape [2, 2, 2] : memref<8xi32> into memref<2x2x2xi32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x8xf32> to memref<*xf32>
// CHECK-NEXT: %5 = memref.rank %cast : memref<*xf32>
// CHECK-NEXT: %dim = memref.dim %cast, %arg5 : memref<*xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %alloca : memref<f32> -> memref<f32>, index
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
