// REQUIRES: mlir-opt
// RUN: assay-opt %s -o %t.assay && mlir-opt %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic %s -o %t.assay && mlir-opt --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-debuginfo %s -o %t.assay && mlir-opt --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir
// RUN: mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s | assay-opt --mlir-print-debuginfo -o %t.assay2 && diff %t.assay2 %t.mlir

// Differential: every memref op, printed by assay-opt and mlir-opt in
// custom form, generic form (properties in `<{...}>`) and with locations;
// each tool reads the other's generic output back to the same text.

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

func.func @dma(%a: memref<2x64xf32>, %b: memref<64xf32, 1>, %t: memref<2xi32>, %s: memref<i32, 2>,
               %i: index, %n: index) {
  %0 = memref.alloc(%n)[%i, %i] : memref<?xf32, strided<[?], offset: ?>>
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[%i] : memref<2x64xf32>, memref<64xf32, 1>, memref<2xi32>
  memref.dma_wait %t[%i], %n : memref<2xi32>
  memref.dma_start %b[%i], %a[%i, %i], %n, %s[], %i, %n : memref<64xf32, 1>, memref<2x64xf32>, memref<i32, 2>
  memref.dma_wait %s[], %n {hint} : memref<i32, 2>
  return
}
